//! PDF layout quirks undone: words hyphenated across lines are joined again, gaps between
//! glyphs become spaces, lines and pages become line breaks, ligature glyphs are spelled out.

use std::path::Path;

use doppel::engine::extract::{ExtractLimits, Extracted, extract_from_bytes};

/// A PDF with one page per content stream, each in 12 pt Helvetica.
fn pdf(pages: &[&str]) -> Vec<u8> {
    let mut objects = vec![
        "<< /Type /Catalog /Pages 2 0 R >>".to_string(),
        String::new(), // the page tree, once the pages are numbered
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>".to_string(),
    ];
    let mut kids = Vec::new();
    for content in pages {
        let stream = objects.len() + 1;
        objects.push(format!(
            "<< /Length {} >>\nstream\n{content}\nendstream",
            content.len()
        ));
        kids.push(format!("{} 0 R", objects.len() + 1));
        objects.push(format!(
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents {stream} 0 R \
             /Resources << /Font << /F1 3 0 R >> >> >>"
        ));
    }
    objects[1] = format!(
        "<< /Type /Pages /Kids [{}] /Count {} >>",
        kids.join(" "),
        pages.len()
    );
    let mut out = b"%PDF-1.4\n".to_vec();
    let mut offsets = Vec::new();
    for (i, object) in objects.iter().enumerate() {
        offsets.push(out.len());
        out.extend(format!("{} 0 obj\n{object}\nendobj\n", i + 1).bytes());
    }
    let xref = out.len();
    out.extend(format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1).bytes());
    for offset in offsets {
        out.extend(format!("{offset:010} 00000 n \n").bytes());
    }
    out.extend(
        format!(
            "trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n",
            objects.len() + 1
        )
        .bytes(),
    );
    out
}

fn text(bytes: &[u8]) -> String {
    match extract_from_bytes(Path::new("a.pdf"), bytes, &ExtractLimits::default()) {
        Ok(Extracted::Text { text, .. }) => text,
        other => panic!("{other:?}"),
    }
}

#[test]
fn words_hyphenated_across_lines_are_joined() {
    let page = "BT /F1 12 Tf 72 720 Td (The docu-) Tj 0 -14 Td (ment and an ELE-) Tj \
                0 -14 Td (MENT of well-) Tj 0 -14 Td (Known X-) Tj 0 -14 Td (Ray rules.) Tj ET";
    assert_eq!(
        text(&pdf(&[page])),
        "The document and an ELEMENT of well-\nKnown X-\nRay rules."
    );
}

#[test]
fn gaps_lines_and_pages_separate_words() {
    // Two words placed apart on one line with separate show operations, then a new line,
    // then a second page.
    let first = "BT /F1 12 Tf 72 720 Td (left) Tj 100 0 Td (right) Tj 0 -14 Td (below) Tj ET";
    let second = "BT /F1 12 Tf 72 720 Td (next page) Tj ET";
    assert_eq!(text(&pdf(&[first, second])), "left right\nbelow\nnext page");
}
