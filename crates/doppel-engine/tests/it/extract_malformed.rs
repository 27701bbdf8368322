//! Broken and hostile files give a skip reason, never a panic, a hang or a huge allocation:
//! truncated and corrupt PDFs, zip bombs (honest and lying headers), a PDF decompression
//! bomb, too many entries, a
//! 1 GB one-line text file, an extractor that panics or runs past its time.

use std::fs::File;
use std::io::Write;
use std::path::Path;
use std::time::Duration;

use crate::support::bombs::{CONTENT_TYPES, RawEntry, pdf_bomb, zip_with_raw_entries};
use crate::support::pdf::{pdf_with_broken_cross_references, pdf_with_objects, stream};
use crate::support::{fixture, pseudo_random};
use doppel_engine::extract::{ExtractLimits, Extracted, extract_from_bytes, extract_text};

fn skip_reason(name: &str, bytes: &[u8]) -> String {
    skip_reason_with(name, bytes, &ExtractLimits::default())
}

fn skip_reason_with(name: &str, bytes: &[u8], limits: &ExtractLimits) -> String {
    match extract_from_bytes(Path::new(name), bytes, limits) {
        Err(reason) => reason,
        Ok(other) => panic!("{name}: expected a skip reason, got {other:?}"),
    }
}

#[test]
fn truncated_pdf_is_skipped_with_a_reason() {
    let pdf = std::fs::read(fixture("sample.pdf")).unwrap();
    for cut in [20, pdf.len() / 3, pdf.len() / 2, pdf.len() - 8] {
        assert_eq!(
            skip_reason("cut.pdf", &pdf[..cut]),
            "PDF could not be read: the file is cut short (no end-of-file marker)",
            "cut at {cut}"
        );
    }
}

#[test]
fn pdf_with_a_broken_cross_reference_table_is_skipped_with_a_reason() {
    let pdf = pdf_with_broken_cross_references();
    assert_eq!(
        skip_reason("broken.pdf", &pdf),
        "PDF could not be read: broken cross-reference table"
    );
}

#[test]
fn garbage_after_the_pdf_header_is_skipped_with_a_reason() {
    let mut bytes = b"%PDF-1.7\n".to_vec();
    bytes.extend(pseudo_random(64 * 1024, 7));
    let reason = skip_reason("garbage.pdf", &bytes);
    assert!(reason.starts_with("PDF could not be read"), "{reason}");
    let reason = skip_reason("tiny.pdf", b"%PDF-");
    assert!(reason.starts_with("PDF could not be read"), "{reason}");
}

#[test]
fn a_panicking_pdf_parser_becomes_a_skip_reason() {
    // A page without a MediaBox: pdf-extract panics with `expect("MediaBox")`.
    let pdf = minimal_pdf("<< /Type /Page /Parent 2 0 R /Contents 4 0 R >>");
    let reason = skip_reason("no-media-box.pdf", &pdf);
    assert_eq!(
        reason,
        "PDF could not be read: the PDF reader failed on damaged content (MediaBox)"
    );
    // The same file with a MediaBox is read, so the crash was the missing box.
    let pdf = minimal_pdf(
        "<< /Type /Page /Parent 2 0 R /Contents 4 0 R /MediaBox [0 0 612 792] \
         /Resources << /Font << /F1 5 0 R >> >> >>",
    );
    match extract_from_bytes(Path::new("ok.pdf"), &pdf, &ExtractLimits::default()) {
        Ok(Extracted::Text { text, .. }) => assert_eq!(text.trim(), "Hello PDF world"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn an_extractor_past_its_time_limit_becomes_a_skip_reason() {
    let limits = ExtractLimits {
        timeout: Duration::ZERO,
        ..ExtractLimits::default()
    };
    let pdf = std::fs::read(fixture("sample.pdf")).unwrap();
    assert_eq!(
        skip_reason_with("slow.pdf", &pdf, &limits),
        "extractor timed out after 0 ms"
    );
    let limits = ExtractLimits {
        timeout: Duration::from_secs(20),
        ..ExtractLimits::default()
    };
    assert!(extract_from_bytes(Path::new("fast.pdf"), &pdf, &limits).is_ok());
}

#[test]
fn zip_bomb_docx_is_refused_by_its_declared_size() {
    // 300 MiB of zeros in about 2 MB, with honest headers.
    let size = 300 * 1024 * 1024;
    let bomb = zip_with_raw_entries(&[
        RawEntry::deflated("[Content_Types].xml", CONTENT_TYPES),
        RawEntry::zeros("word/document.xml", size, size as u32),
    ]);
    assert!(bomb.len() < 3 * 1024 * 1024, "{}", bomb.len());
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bomb.docx");
    std::fs::write(&path, &bomb).unwrap();
    assert_eq!(
        extract_text(&path, &ExtractLimits::default()),
        Err("DOCX inflates past 256 MiB (possible zip bomb)".to_string())
    );
}

#[test]
fn zip_bomb_docx_with_a_lying_size_header_is_stopped_while_inflating() {
    // The headers claim 1000 bytes; the entry inflates to 300 MiB.
    let bomb = zip_with_raw_entries(&[
        RawEntry::deflated("[Content_Types].xml", CONTENT_TYPES),
        RawEntry::zeros("word/document.xml", 300 * 1024 * 1024, 1000),
    ]);
    assert_eq!(
        skip_reason("liar.docx", &bomb),
        "DOCX could not be read: word/document.xml inflates past the size its header \
         declares (damaged, or a zip bomb)"
    );
    // Entries that each fit but together inflate past the budget.
    let megabyte = 1024 * 1024;
    let zip = zip_with_raw_entries(&[
        RawEntry::deflated("[Content_Types].xml", CONTENT_TYPES),
        RawEntry::zeros("word/document.xml", 6 * megabyte, 6 * megabyte as u32),
        RawEntry::zeros("word/footnotes.xml", 6 * megabyte, 6 * megabyte as u32),
    ]);
    let limits = ExtractLimits {
        max_inflated_bytes: 8 * 1024 * 1024,
        ..ExtractLimits::default()
    };
    assert_eq!(
        skip_reason_with("two.docx", &zip, &limits),
        "DOCX inflates past 8 MiB (possible zip bomb)"
    );
}

#[test]
fn a_pdf_whose_stream_inflates_without_end_is_refused_before_it_is_parsed() {
    // 7 MB on disk, a content stream of 1 GiB: parsing it would take that much memory.
    let bomb = pdf_bomb(1 << 30);
    assert!(bomb.len() < 8 * 1024 * 1024, "{}", bomb.len());
    assert_eq!(
        skip_reason("bomb.pdf", &bomb),
        "PDF inflates past 256 MiB (possible decompression bomb)"
    );
    // The limit is what decides: the same file inflating to 1 MiB passes a 1 MiB limit and
    // is refused by one a byte smaller.
    let small = pdf_bomb(1 << 20);
    let limits = |max_inflated_bytes| ExtractLimits {
        max_inflated_bytes,
        ..ExtractLimits::default()
    };
    assert!(
        skip_reason_with("small.pdf", &small, &limits((1 << 20) - 1))
            .ends_with("(possible decompression bomb)")
    );
    let roomy = extract_from_bytes(Path::new("small.pdf"), &small, &limits(1 << 20));
    assert!(
        !matches!(&roomy, Err(reason) if reason.contains("bomb")),
        "{roomy:?}"
    );
}

#[test]
fn pdf_structures_that_would_recurse_without_end_are_refused() {
    // These would overflow the extractor's stack, which aborts the process: no guard can
    // catch that, so they must be refused before extraction.
    let form = |entries: &str, content: &str| {
        stream(
            &format!("/Type /XObject /Subtype /Form /BBox [0 0 10 10] {entries}"),
            content,
        )
    };
    // A form with no resources of its own draws with the page's, which name it.
    let draws_itself = pdf_drawing(&[form("", "/X1 Do")]);
    assert_eq!(
        skip_reason("loop.pdf", &draws_itself),
        "PDF could not be read: a drawing in it draws itself"
    );
    // Two forms drawing each other through their own resources.
    let each_other = pdf_drawing(&[
        form("/Resources << /XObject << /X2 7 0 R >> >>", "/X2 Do"),
        form("/Resources << /XObject << /X1 6 0 R >> >>", "/X1 Do"),
    ]);
    assert_eq!(
        skip_reason("pair.pdf", &each_other),
        "PDF could not be read: a drawing in it draws itself"
    );
    // A chain of 100 forms, each drawing the next.
    let chain: Vec<String> = (0..100)
        .map(|i| {
            let next = 7 + i;
            form(
                &format!("/Resources << /XObject << /N {next} 0 R >> >>"),
                "/N Do",
            )
        })
        .chain([form("", "")])
        .collect();
    assert_eq!(
        skip_reason("deep.pdf", &pdf_drawing(&chain)),
        "PDF could not be read: its drawings are nested more than 32 deep"
    );
    // A page whose parent is itself, with no MediaBox of its own to stop the climb.
    let parent_loop = minimal_pdf("<< /Type /Page /Parent 3 0 R /Contents 4 0 R >>");
    assert_eq!(
        skip_reason("parent.pdf", &parent_loop),
        "PDF could not be read: its page tree loops back on itself"
    );
    // Forms drawn many times, and nested a few deep, are read.
    let shared = pdf_drawing(&[
        form(
            "/Resources << /XObject << /Y 7 0 R >> >>",
            "/Y Do /Y Do /Y Do",
        ),
        form(
            "/Resources << /Font << /F1 5 0 R >> >>",
            "BT /F1 12 Tf (inside) Tj ET",
        ),
    ]);
    match extract_from_bytes(Path::new("forms.pdf"), &shared, &ExtractLimits::default()) {
        Ok(Extracted::Text { text, .. }) => assert!(text.contains("Hello PDF world"), "{text}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn zip_with_too_many_entries_is_refused() {
    let names: Vec<String> = (0..10_001).map(|i| format!("word/media/{i}.xml")).collect();
    let mut entries = vec![
        RawEntry::deflated("[Content_Types].xml", CONTENT_TYPES),
        RawEntry::deflated("word/document.xml", b"<w:document/>"),
    ];
    entries.extend(names.iter().map(|name| RawEntry::deflated(name, b"")));
    let zip = zip_with_raw_entries(&entries);
    assert_eq!(
        skip_reason("many.docx", &zip),
        "DOCX has more than 10000 entries (possible zip bomb)"
    );
    // The same archive under another name is just an archive, not a document.
    assert_eq!(
        extract_from_bytes(Path::new("many.zip"), &zip, &ExtractLimits::default()),
        Ok(Extracted::NotText)
    );
}

#[test]
fn broken_document_zips_are_skipped_with_a_reason() {
    let docx = std::fs::read(fixture("sample.docx")).unwrap();
    let reason = skip_reason("cut.docx", &docx[..docx.len() / 2]);
    assert!(reason.starts_with("DOCX could not be read"), "{reason}");
    // Not well-formed XML inside.
    let zip = zip_with_raw_entries(&[
        RawEntry::deflated("[Content_Types].xml", CONTENT_TYPES),
        RawEntry::deflated("word/document.xml", b"<w:document><w:body><w:p><w:t>x</w:t"),
    ]);
    let reason = skip_reason("bad.docx", &zip);
    assert!(
        reason.starts_with("DOCX could not be read: word/document.xml is not well-formed XML"),
        "{reason}"
    );
    // A file named .docx with no Word document inside.
    let zip = zip_with_raw_entries(&[RawEntry::deflated("[Content_Types].xml", CONTENT_TYPES)]);
    assert_eq!(
        skip_reason("empty.docx", &zip),
        "DOCX could not be read: the zip archive holds no DOCX document"
    );
    assert_eq!(
        extract_from_bytes(Path::new("empty.zip"), &zip, &ExtractLimits::default()),
        Ok(Extracted::NotText)
    );
}

#[test]
fn invalid_utf8_text_is_decoded_not_refused() {
    let mut bytes = "Größe und Gewicht: ".as_bytes().to_vec();
    bytes.extend_from_slice(&[0xff, 0xfe, 0xc3]);
    bytes.extend_from_slice(" weiter im Text, schön.\n".as_bytes());
    match extract_from_bytes(Path::new("broken.txt"), &bytes, &ExtractLimits::default()) {
        Ok(Extracted::Text { text, .. }) => {
            assert!(text.starts_with("Größe und Gewicht: "), "{text}");
            assert!(text.ends_with(" weiter im Text, schön.\n"), "{text}");
        }
        other => panic!("{other:?}"),
    }
    // Nothing but high bytes and letters: some 8-bit encoding, never an error.
    let bytes: Vec<u8> = (0..4096u32)
        .map(|i| {
            if i % 3 == 0 {
                b' '
            } else {
                0x80 + (i % 128) as u8
            }
        })
        .collect();
    assert!(matches!(
        extract_from_bytes(Path::new("odd.txt"), &bytes, &ExtractLimits::default()),
        Ok(Extracted::Text { .. })
    ));
}

#[test]
fn a_one_gigabyte_single_line_file_is_refused_before_it_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("huge.log");
    let mut file = File::create(&path).unwrap();
    // Real text where the format is judged; the rest is a hole that costs no disk.
    file.write_all(&b"word ".repeat(4096)).unwrap();
    file.set_len(1 << 30).unwrap();
    drop(file);
    assert_eq!(
        extract_text(&path, &ExtractLimits::default()),
        Err("text file is larger than the 64 MiB limit".to_string())
    );
    // Smaller limits are honoured too, and the same holds in memory.
    let limits = ExtractLimits {
        max_text_bytes: 1000,
        ..ExtractLimits::default()
    };
    assert_eq!(
        extract_from_bytes(Path::new("a.txt"), &b"word ".repeat(201), &limits),
        Err("text file is larger than the 1000 bytes limit".to_string())
    );
}

#[test]
fn extracted_text_over_the_limit_is_refused() {
    let limits = ExtractLimits {
        max_text_bytes: 100,
        ..ExtractLimits::default()
    };
    // A document file may be larger than the limit; its text may not.
    let pdf = std::fs::read(fixture("sample.pdf")).unwrap();
    assert_eq!(
        skip_reason_with("long.pdf", &pdf, &limits),
        "extracted text is larger than the 100 bytes limit"
    );
    let docx = std::fs::read(fixture("sample.docx")).unwrap();
    assert_eq!(
        skip_reason_with("long.docx", &docx, &limits),
        "extracted text is larger than the 100 bytes limit"
    );
}

#[test]
fn deeply_nested_input_does_not_overflow_the_stack() {
    let rtf = format!(
        "{{\\rtf1 {}deep{}}}",
        "{".repeat(200_000),
        "}".repeat(200_000)
    );
    match extract_from_bytes(
        Path::new("deep.rtf"),
        rtf.as_bytes(),
        &ExtractLimits::default(),
    ) {
        Ok(Extracted::Text { text, .. }) => assert_eq!(text, "deep"),
        other => panic!("{other:?}"),
    }
    let html = format!("<html>{}deep</html>", "<div>".repeat(100_000));
    assert!(
        extract_from_bytes(
            Path::new("deep.html"),
            html.as_bytes(),
            &ExtractLimits::default()
        )
        .is_ok()
    );
    let xml = format!(
        "<?xml version=\"1.0\"?>{}deep{}",
        "<a>".repeat(100_000),
        "</a>".repeat(100_000)
    );
    assert!(
        extract_from_bytes(
            Path::new("deep.xml"),
            xml.as_bytes(),
            &ExtractLimits::default()
        )
        .is_ok()
    );
    // A PDF whose page content is an array nested 100,000 deep.
    let mut pdf =
        minimal_pdf("<< /Type /Page /Parent 2 0 R /Contents 4 0 R /MediaBox [0 0 612 792] >>");
    let at = pdf.windows(6).position(|w| w == b"/Type ").unwrap();
    let nested = format!("/Deep {}{} ", "[".repeat(100_000), "]".repeat(100_000));
    pdf.splice(at..at, nested.bytes());
    let outcome = extract_from_bytes(Path::new("deep.pdf"), &pdf, &ExtractLimits::default());
    // lopdf stops parsing past 100 levels, so the file is refused rather than read.
    assert!(
        matches!(&outcome, Err(reason) if reason.starts_with("PDF could not be read: ")),
        "{outcome:?}"
    );
}

/// A minimal one-page PDF with the given page dictionary (object 3), its content stream
/// (object 4) showing "Hello PDF world" in Helvetica (object 5), and a correct xref table.
fn minimal_pdf(page: &str) -> Vec<u8> {
    let content = "BT /F1 12 Tf 72 720 Td (Hello PDF world) Tj ET";
    pdf_with_objects(&[
        "<< /Type /Catalog /Pages 2 0 R >>".to_string(),
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_string(),
        page.to_string(),
        stream("", content),
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>".to_string(),
    ])
}

/// A one-page PDF whose page draws XObject /X1 (object 6); `xobjects` are objects 6 on.
fn pdf_drawing(xobjects: &[String]) -> Vec<u8> {
    let mut objects = vec![
        "<< /Type /Catalog /Pages 2 0 R >>".to_string(),
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_string(),
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R \
         /Resources << /Font << /F1 5 0 R >> /XObject << /X1 6 0 R >> >> >>"
            .to_string(),
        stream("", "BT /F1 12 Tf 72 720 Td (Hello PDF world) Tj ET /X1 Do"),
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>".to_string(),
    ];
    objects.extend_from_slice(xobjects);
    pdf_with_objects(&objects)
}

/// Randomly damaged copies of every fixture: each must come back as text, not-text or a
/// skip reason, never as a panic in the caller. `DOPPEL_MUTATIONS` runs more rounds by hand.
#[test]
fn damaged_documents_never_panic_the_caller() {
    let rounds: u64 = std::env::var("DOPPEL_MUTATIONS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(6);
    let limits = ExtractLimits::default();
    let mut outcomes = std::collections::BTreeMap::new();
    for name in [
        "sample.pdf",
        "hyphenated.pdf",
        "sample.docx",
        "sample.odt",
        "sample.epub",
        "sample.rtf",
        "sample.html",
        "sample.txt",
    ] {
        let original = std::fs::read(fixture(name)).unwrap();
        for round in 0..rounds {
            let noise = pseudo_random(64, round * 7919 + original.len() as u64);
            let mut damaged = original.clone();
            // A few bytes overwritten somewhere after the magic number, then maybe a cut.
            for pair in noise.chunks(4).take(1 + round as usize % 8) {
                let at = 8 + u32::from_le_bytes([pair[0], pair[1], pair[2], pair[3]]) as usize
                    % (damaged.len() - 8);
                damaged[at] = pair[0] ^ pair[3];
            }
            if round % 3 == 2 {
                damaged.truncate(damaged.len() * (1 + noise[0] as usize % 9) / 10);
            }
            let outcome = extract_from_bytes(Path::new(name), &damaged, &limits);
            let kind = match &outcome {
                Ok(Extracted::Text { .. }) => "text".to_string(),
                Ok(Extracted::NotText) => "not text".to_string(),
                Err(reason) => {
                    assert!(!reason.is_empty(), "{name} round {round}");
                    reason.split(':').next().unwrap_or_default().to_string()
                }
            };
            *outcomes.entry((name, kind)).or_insert(0) += 1;
        }
    }
    // Seen with --nocapture.
    for ((name, kind), count) in outcomes {
        eprintln!("{name:>15}: {count:>5} × {kind}");
    }
}

#[test]
fn xml_that_is_not_well_formed_is_read_leniently() {
    let dir = tempfile::TempDir::new().unwrap();
    let path = dir.path().join("doc.dtd");
    std::fs::write(
        &path,
        "<?xml version=\"1.0\"?>\n<!ELEMENT doc (#PCDATA)>\n<!-- the document type -->\n\
         <doc>words that still count <unclosed>\n",
    )
    .unwrap();

    let extracted = doppel_engine::extract::extract_text(&path, &Default::default()).unwrap();

    let doppel_engine::extract::Extracted::Text { text, .. } = extracted else {
        panic!("read as text");
    };
    assert!(text.contains("words that still count"), "{text:?}");
}
