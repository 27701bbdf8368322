//! PDF layout quirks undone: words hyphenated across lines are joined again, gaps between
//! glyphs become spaces, lines and pages become line breaks, ligature glyphs are spelled out.

use crate::support::pdf::{pdf_with_objects, stream};
use crate::support::text_of;

/// A PDF with one page per content stream, each in 12 pt Helvetica.
fn pdf(pages: &[&str]) -> Vec<u8> {
    let mut objects = vec![
        "<< /Type /Catalog /Pages 2 0 R >>".to_string(),
        String::new(), // the page tree, once the pages are numbered
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>".to_string(),
    ];
    let mut kids = Vec::new();
    for content in pages {
        let contents = objects.len() + 1;
        objects.push(stream("", content));
        kids.push(format!("{} 0 R", objects.len() + 1));
        objects.push(format!(
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents {contents} 0 R \
             /Resources << /Font << /F1 3 0 R >> >> >>"
        ));
    }
    objects[1] = format!(
        "<< /Type /Pages /Kids [{}] /Count {} >>",
        kids.join(" "),
        pages.len()
    );
    pdf_with_objects(&objects)
}

#[test]
fn words_hyphenated_across_lines_are_joined() {
    let page = "BT /F1 12 Tf 72 720 Td (The docu-) Tj 0 -14 Td (ment and an ELE-) Tj \
                0 -14 Td (MENT of well-) Tj 0 -14 Td (Known X-) Tj 0 -14 Td (Ray rules.) Tj ET";
    assert_eq!(
        text_of("a.pdf", &pdf(&[page])).0,
        "The document and an ELEMENT of well-\nKnown X-\nRay rules."
    );
}

#[test]
fn gaps_lines_and_pages_separate_words() {
    // Two words placed apart on one line with separate show operations, then a new line,
    // then a second page.
    let first = "BT /F1 12 Tf 72 720 Td (left) Tj 100 0 Td (right) Tj 0 -14 Td (below) Tj ET";
    let second = "BT /F1 12 Tf 72 720 Td (next page) Tj ET";
    assert_eq!(
        text_of("a.pdf", &pdf(&[first, second])).0,
        "left right\nbelow\nnext page"
    );
}
