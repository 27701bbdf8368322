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

/// Magic numbers of common binary formats, at offset 0. Most would also fail the NUL test,
/// but a short file might not, and these are certain.
const BINARY_MAGIC: &[&[u8]] = &[
    b"\x89PNG\r\n\x1a\n",
    b"\xff\xd8\xff",       // JPEG
    b"GIF87a",             //
    b"GIF89a",             //
    b"PK\x05\x06",         // empty zip
    b"PK\x07\x08",         // spanned zip
    b"\x1f\x8b",           // gzip
    b"BZh",                // bzip2 (followed by a digit, checked below)
    b"\xfd7zXZ\x00",       // xz
    b"\x28\xb5\x2f\xfd",   // zstd
    b"7z\xbc\xaf\x27\x1c", // 7-Zip
    b"Rar!\x1a\x07",       // RAR
    b"\x7fELF",            //
    b"\xca\xfe\xba\xbe",   // Mach-O universal, Java class
    b"\xcf\xfa\xed\xfe",   // Mach-O 64-bit
    b"\xce\xfa\xed\xfe",   // Mach-O 32-bit
    b"\x00asm",            // WebAssembly
    b"SQLite format 3\x00",
    b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", // OLE2: legacy .doc/.xls/.msg (not read)
    b"OggS\x00",
    b"fLaC\x00",
    b"II*\x00", // TIFF
    b"MM\x00*", //
    b"wOFF",
    b"wOF2",
    b"OTTO\x00",
    b"\x00\x01\x00\x00\x00", // TrueType
    b"%!PS-Adobe",           // PostScript: text, but drawing code, not prose
    b"MSCF",                 // cabinet
    b"!<arch>\n",            // ar, .deb
    b"\xed\xab\xee\xdb",     // RPM
    b"8BPS",                 // Photoshop
    b"qoif",
    b"\x1a\x45\xdf\xa3", // Matroska, WebM
];

/// Looks at the first bytes of a file (up to [`SNIFF_BYTES`]).
pub(super) fn sniff(head: &[u8]) -> Sniffed {
    if let Some(document) = whole_file_document(head) {
        return document;
    }
    if is_binary_magic(head) {
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

fn is_binary_magic(head: &[u8]) -> bool {
    // ISO BMFF (MP4, MOV, HEIC, AVIF): a box size, then "ftyp".
    if head.get(4..8) == Some(b"ftyp") {
        return true;
    }
    // RIFF (WAV, AVI, WebP): a size, then a four-letter form type.
    if head.starts_with(b"RIFF")
        && head
            .get(8..12)
            .is_some_and(|t| t.iter().all(u8::is_ascii_graphic))
    {
        return true;
    }
    // MP3 with an ID3v2 tag: a major version byte follows.
    if head.starts_with(b"ID3") && head.get(3).is_some_and(|&v| v < 0x10) {
        return true;
    }
    BINARY_MAGIC.iter().any(|magic| {
        head.starts_with(magic)
            && (*magic != b"BZh" || head.get(3).is_some_and(|d| (b'1'..=b'9').contains(d)))
    })
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
