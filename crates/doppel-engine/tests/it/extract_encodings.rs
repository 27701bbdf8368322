//! Plain text in the encodings people's files are really in, and the files that are not text
//! at all.

use std::path::Path;

use crate::support::{pseudo_random, text_of};

use doppel_engine::extract::{
    DocumentFormat, ExtractLimits, Extracted, extract_from_bytes, extract_text,
};

fn outcome(name: &str, bytes: &[u8]) -> Result<Extracted, String> {
    extract_from_bytes(Path::new(name), bytes, &ExtractLimits::default())
}

const GERMAN: &str = "Die Größe der Straße ändert sich täglich, sagte der Bürgermeister. ";

fn utf16(text: &str, big_endian: bool, bom: bool) -> Vec<u8> {
    let mut bytes = Vec::new();
    let units = bom.then_some(0xfeff).into_iter().chain(text.encode_utf16());
    for unit in units {
        bytes.extend(if big_endian {
            unit.to_be_bytes()
        } else {
            unit.to_le_bytes()
        });
    }
    bytes
}

#[test]
fn utf16_with_and_without_a_byte_order_mark() {
    let text = GERMAN.repeat(3);
    assert_eq!(text_of("le.txt", &utf16(&text, false, true)).0, text);
    assert_eq!(text_of("be.txt", &utf16(&text, true, true)).0, text);
    assert_eq!(text_of("le-nobom.txt", &utf16(&text, false, false)).0, text);
    assert_eq!(text_of("be-nobom.txt", &utf16(&text, true, false)).0, text);
}

#[test]
fn utf8_with_a_byte_order_mark_loses_the_mark() {
    let mut bytes = b"\xef\xbb\xbf".to_vec();
    bytes.extend(GERMAN.as_bytes());
    assert_eq!(text_of("bom.txt", &bytes).0, GERMAN);
}

#[test]
fn windows_1252_and_latin1_are_recognised() {
    // “Smart quotes”, an en dash and a euro sign exist only in Windows-1252.
    let (bytes, _, _) = encoding_rs::WINDOWS_1252
        .encode("Le café coûte 3 € – «très cher», dit-il. “Vraiment ?” Déjà vu. ");
    let text = text_of("prix.txt", &bytes.repeat(4)).0;
    assert!(
        text.starts_with("Le café coûte 3 € – «très cher», dit-il. “Vraiment ?” Déjà vu."),
        "{text}"
    );
    // ISO-8859-1 German.
    let latin1: Vec<u8> = GERMAN.chars().map(|c| c as u32 as u8).collect();
    assert_eq!(text_of("strasse.txt", &latin1).0, GERMAN);
}

#[test]
fn other_legacy_encodings_are_guessed() {
    let russian = "Съешь же ещё этих мягких французских булок, да выпей чаю. ".repeat(4);
    for encoding in [encoding_rs::WINDOWS_1251, encoding_rs::KOI8_R] {
        let (bytes, _, _) = encoding.encode(&russian);
        assert_eq!(text_of("ru.txt", &bytes).0, russian, "{}", encoding.name());
    }
    let japanese = "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。".repeat(3);
    let (bytes, _, _) = encoding_rs::SHIFT_JIS.encode(&japanese);
    assert_eq!(text_of("neko.txt", &bytes).0, japanese);
}

#[test]
fn html_declared_charset_is_honoured() {
    let html =
        "<html><head><meta charset=\"windows-1252\"></head><body><p>Ça coûte 5 €</p></body></html>";
    let (bytes, _, _) = encoding_rs::WINDOWS_1252.encode(html);
    assert_eq!(text_of("page.html", &bytes).0.trim(), "Ça coûte 5 €");
}

#[test]
fn source_code_csv_and_json_are_plain_text() {
    let dir = tempfile::tempdir().unwrap();
    for (name, content) in [
        (
            "main.rs",
            "fn main() {\n    println!(\"<html> is not markup here\");\n}\n",
        ),
        ("table.csv", "name,size\n\"a, b\",3\n"),
        ("data.json", "{\"key\": [1, 2, \"<b>\"]}\n"),
        ("Makefile", "all:\n\tcargo build\n"),
    ] {
        let path = dir.path().join(name);
        std::fs::write(&path, content).unwrap();
        assert_eq!(
            extract_text(&path, &ExtractLimits::default()),
            Ok(Extracted::Text {
                text: content.to_string(),
                format: DocumentFormat::PlainText
            }),
            "{name}"
        );
    }
}

#[test]
fn empty_file_is_empty_text() {
    assert_eq!(
        outcome("empty.txt", b""),
        Ok(Extracted::Text {
            text: String::new(),
            format: DocumentFormat::PlainText
        })
    );
}

#[test]
fn binary_files_are_not_text() {
    let mut png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR".to_vec();
    png.extend([0u8; 64]);
    let mut elf = b"\x7fELF\x02\x01\x01\x00".to_vec();
    elf.extend([0u8; 64]);
    let jpeg = b"\xff\xd8\xff\xe0\x00\x10JFIF\x00".to_vec();
    let gzip = b"\x1f\x8b\x08\x00\x00\x00\x00\x00".to_vec();
    let mp4 = b"\x00\x00\x00\x18ftypmp42".to_vec();
    let random = pseudo_random(16 * 1024, 42);
    let controls: Vec<u8> = (0..2000u32).map(|i| (i % 32) as u8 | 1).collect();
    for (name, bytes) in [
        ("image.png", png),
        ("program", elf),
        ("photo.txt", jpeg),
        ("archive.gz", gzip),
        ("video.mp4", mp4),
        ("random.bin", random),
        ("controls.dat", controls),
    ] {
        assert_eq!(outcome(name, &bytes), Ok(Extracted::NotText), "{name}");
    }
}

#[test]
fn zips_that_are_not_documents_are_not_text() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("photos.zip");
    let mut zip = zip::ZipWriter::new(std::fs::File::create(&path).unwrap());
    let options = zip::write::SimpleFileOptions::default();
    zip.start_file("a.txt", options).unwrap();
    std::io::Write::write_all(&mut zip, b"hello").unwrap();
    zip.finish().unwrap();
    assert_eq!(
        extract_text(&path, &ExtractLimits::default()),
        Ok(Extracted::NotText)
    );
    // A spreadsheet in OpenDocument form: a document, but not a text one.
    let path = dir.path().join("sheet.ods");
    let mut zip = zip::ZipWriter::new(std::fs::File::create(&path).unwrap());
    let stored =
        zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    zip.start_file("mimetype", stored).unwrap();
    std::io::Write::write_all(&mut zip, b"application/vnd.oasis.opendocument.spreadsheet").unwrap();
    zip.finish().unwrap();
    assert_eq!(
        extract_text(&path, &ExtractLimits::default()),
        Ok(Extracted::NotText)
    );
}

#[test]
fn text_with_escape_codes_and_form_feeds_is_still_text() {
    let log = "\x1b[32mok\x1b[0m build finished\n\x0cpage two\r\n".repeat(20);
    assert_eq!(text_of("build.log", log.as_bytes()).0, log);
}
