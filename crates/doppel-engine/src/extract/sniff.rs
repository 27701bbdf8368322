//! Choosing how to read a file: magic numbers and binary detection on its first bytes, then,
//! for text, the start of the decoded text and the extension.

use super::DocumentFormat;
use super::plain;

/// How much of a file is looked at to choose its format.
pub(super) const SNIFF_BYTES: usize = 8 * 1024;

/// What the first bytes of a file say it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Sniffed {
    /// Not text: left to the exact-duplicate path.
    Binary,
    Pdf,
    /// A zip archive, which may be a DOCX, ODT or EPUB; the archive's entries decide.
    Zip,
    Rtf,
    /// Text in some encoding; [`classify`] decides which kind once it is decoded.
    Text,
}

/// Looks at the first bytes of a file (up to [`SNIFF_BYTES`]).
pub(super) fn sniff(head: &[u8]) -> Sniffed {
    if let Some(document) = whole_file_document(head) {
        return document;
    }
    // Magic numbers: most would also fail the NUL test, but a short file might not.
    if crate::signatures::is_certainly_binary(head) {
        return Sniffed::Binary;
    }
    if plain::utf16_encoding(head).is_some() {
        return Sniffed::Text;
    }
    if head.contains(&0) || control_share_too_high(head) {
        return Sniffed::Binary;
    }
    Sniffed::Text
}

/// PDF, zip (DOCX, ODT, EPUB) or RTF, by magic number: the formats whose text needs the
/// whole file, not a head of it.
fn whole_file_document(head: &[u8]) -> Option<Sniffed> {
    if head.starts_with(b"%PDF-") {
        Some(Sniffed::Pdf)
    } else if head.starts_with(b"PK\x03\x04") {
        Some(Sniffed::Zip)
    } else if head.starts_with(b"{\\rtf") {
        Some(Sniffed::Rtf)
    } else {
        None
    }
}

/// Whether `head` starts a document whose text needs the whole file (PDF, DOCX, ODT, EPUB,
/// RTF): a preview extracts such a file whole instead of decoding its head.
pub(crate) fn is_whole_file_document(head: &[u8]) -> bool {
    whole_file_document(head).is_some()
}

/// True when more than one byte in ten is a control character that text does not use.
/// Tab, line feed, vertical tab, form feed, carriage return and escape (coloured logs) are
/// text; bytes from 0x80 up may be any legacy encoding, so they are not counted.
fn control_share_too_high(head: &[u8]) -> bool {
    let controls = head
        .iter()
        .filter(|&&b| {
            (b < 0x20 && !matches!(b, b'\t' | b'\n' | 0x0b | 0x0c | b'\r' | 0x1b)) || b == 0x7f
        })
        .count();
    controls * 10 > head.len()
}

/// Which kind of text a decoded file is: markup recognised by how the text starts, otherwise
/// by extension, otherwise plain text (source code, CSV and JSON included).
pub(super) fn classify(text: &str, extension: &str) -> DocumentFormat {
    let start = text.trim_start_matches(|c: char| c.is_whitespace() || c == '\u{feff}');
    let start: String = start.chars().take(1024).collect::<String>().to_lowercase();
    if start.starts_with("<!doctype html") || start.starts_with("<html") {
        return DocumentFormat::Html;
    }
    if start.starts_with("<?xml") {
        if start.contains("<html") || start.contains("http://www.w3.org/1999/xhtml") {
            return DocumentFormat::Html;
        }
        if extension == "fodt" || start.contains("application/vnd.oasis.opendocument.text") {
            return DocumentFormat::Odt;
        }
        return DocumentFormat::Xml;
    }
    match extension {
        "md" | "markdown" | "mdown" | "mkd" | "mkdn" => DocumentFormat::Markdown,
        "htm" | "html" | "xhtml" | "xht" | "shtml" => DocumentFormat::Html,
        "xml" | "svg" | "xsl" | "xslt" | "xsd" | "rss" | "atom" | "opf" | "ncx" => {
            DocumentFormat::Xml
        }
        // Flat OpenDocument text: content.xml and the rest in one XML file.
        "fodt" => DocumentFormat::Odt,
        _ => DocumentFormat::PlainText,
    }
}
