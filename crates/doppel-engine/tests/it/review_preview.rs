//! Previews of real files: text (short, cut, in other encodings), documents, images by their
//! header, binary files by kind, and files that cannot be read.

use crate::support::fixture;
use doppel_engine::review::{PREVIEW_BYTES, Preview, load_preview};

fn preview_text(preview: Preview) -> (String, bool) {
    match preview {
        Preview::Text { head, truncated } => (head, truncated),
        other => panic!("expected text, got {other:?}"),
    }
}

#[test]
fn a_short_text_file_is_shown_whole() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("notes.txt");
    std::fs::write(&path, "Shopping list:\n- bread\n- Käse\n").unwrap();
    assert_eq!(
        load_preview(&path, PREVIEW_BYTES),
        Preview::Text {
            head: "Shopping list:\n- bread\n- Käse\n".to_string(),
            truncated: false
        }
    );
}

#[test]
fn a_long_text_file_is_cut_at_a_character_boundary() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("long.txt");
    // Three-byte characters, so 16 KiB falls inside one.
    let text = "€ ".repeat(20_000);
    std::fs::write(&path, &text).unwrap();
    let (head, truncated) = preview_text(load_preview(&path, PREVIEW_BYTES));
    assert!(truncated);
    assert!(head.len() <= PREVIEW_BYTES && head.len() > PREVIEW_BYTES - 4);
    assert!(text.starts_with(&head), "not a prefix");
    assert!(!head.contains('\u{FFFD}'));
}

#[test]
fn a_file_of_exactly_the_preview_size_is_not_truncated() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("exact.txt");
    std::fs::write(&path, "a".repeat(1000)).unwrap();
    let (head, truncated) = preview_text(load_preview(&path, 1000));
    assert_eq!((head.len(), truncated), (1000, false));
    let (head, truncated) = preview_text(load_preview(&path, 999));
    assert_eq!((head.len(), truncated), (999, true));
}

#[test]
fn utf16_text_cut_at_an_odd_byte_is_decoded_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("utf16.txt");
    let mut bytes = vec![0xff, 0xfe];
    for unit in "hello world ".repeat(100).encode_utf16() {
        bytes.extend_from_slice(&unit.to_le_bytes());
    }
    std::fs::write(&path, &bytes).unwrap();
    let (head, truncated) = preview_text(load_preview(&path, 1001));
    assert!(truncated);
    assert!(head.starts_with("hello world hello"), "{head:?}");
    assert!(!head.contains('\u{FFFD}'), "{head:?}");
}

#[test]
fn documents_show_their_extracted_text() {
    for name in ["sample.docx", "sample.pdf", "sample.odt"] {
        let (head, truncated) = preview_text(load_preview(&fixture(name), PREVIEW_BYTES));
        assert!(head.contains("Zürich"), "{name}: {head:?}");
        assert!(!truncated, "{name}");
        let (head, truncated) = preview_text(load_preview(&fixture(name), 100));
        assert!(head.len() <= 100 && truncated, "{name}: {head:?}");
    }
}

#[test]
fn an_image_shows_its_dimensions() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("picture.png");
    image::RgbImage::new(7, 5).save(&path).unwrap();
    assert_eq!(
        load_preview(&path, PREVIEW_BYTES),
        Preview::Image {
            width: 7,
            height: 5
        }
    );
}

#[test]
fn an_image_too_large_to_decode_is_described_not_shown() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bomb.png");
    std::fs::write(&path, crate::support::bombs::png_header(50_000, 50_000)).unwrap();
    assert_eq!(
        load_preview(&path, PREVIEW_BYTES),
        Preview::Binary {
            description: "a 50000 × 50000 pixel image, too large to preview".to_string()
        }
    );
    // The largest size shown whole: 8192 pixels a side, 40 million pixels.
    std::fs::write(&path, crate::support::bombs::png_header(8192, 4882)).unwrap();
    assert_eq!(
        load_preview(&path, PREVIEW_BYTES),
        Preview::Image {
            width: 8192,
            height: 4882
        }
    );
}

#[test]
fn a_damaged_image_is_a_binary_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("broken.png");
    std::fs::write(&path, b"\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHD").unwrap();
    assert_eq!(
        load_preview(&path, PREVIEW_BYTES),
        Preview::Binary {
            description: "binary file (PNG image)".to_string()
        }
    );
}

#[test]
fn text_that_starts_like_a_bitmap_is_text() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cars.txt");
    std::fs::write(&path, "BMW and Audi\n").unwrap();
    let (head, _) = preview_text(load_preview(&path, PREVIEW_BYTES));
    assert_eq!(head, "BMW and Audi\n");
}

#[test]
fn binary_files_are_described() {
    let dir = tempfile::tempdir().unwrap();
    let elf = dir.path().join("program");
    let mut bytes = b"\x7fELF\x02\x01\x01".to_vec();
    bytes.resize(4096, 0);
    std::fs::write(&elf, &bytes).unwrap();
    assert_eq!(
        load_preview(&elf, PREVIEW_BYTES),
        Preview::Binary {
            description: "binary file (ELF executable)".to_string()
        }
    );

    let unknown = dir.path().join("data.bin");
    std::fs::write(&unknown, [1u8, 0, 2, 0, 3, 0, 0, 0, 250, 251, 0, 0]).unwrap();
    assert_eq!(
        load_preview(&unknown, PREVIEW_BYTES),
        Preview::Binary {
            description: "binary file".to_string()
        }
    );
}

#[test]
fn a_zip_that_is_not_a_document_is_a_binary_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("photos.zip");
    let mut zip = zip::ZipWriter::new(std::fs::File::create(&path).unwrap());
    zip.start_file("a.txt", zip::write::SimpleFileOptions::default())
        .unwrap();
    std::io::Write::write_all(&mut zip, b"hello").unwrap();
    zip.finish().unwrap();
    assert_eq!(
        load_preview(&path, PREVIEW_BYTES),
        Preview::Binary {
            description: "binary file (zip archive)".to_string()
        }
    );
}

#[test]
fn files_that_cannot_be_read_say_why() {
    let dir = tempfile::tempdir().unwrap();
    assert_eq!(
        load_preview(&dir.path().join("missing.txt"), PREVIEW_BYTES),
        Preview::Unreadable {
            reason: "file not found".to_string()
        }
    );
    assert!(matches!(
        load_preview(dir.path(), PREVIEW_BYTES),
        Preview::Unreadable { .. }
    ));

    let broken = dir.path().join("broken.docx");
    std::fs::write(&broken, b"PK\x03\x04 not really a zip").unwrap();
    match load_preview(&broken, PREVIEW_BYTES) {
        Preview::Unreadable { reason } => assert!(reason.contains("DOCX"), "{reason}"),
        other => panic!("{other:?}"),
    }
}
