//! Naming a file's kind from its first bytes, for previews: which heads are images whose
//! size can be read, and what a binary file is ("ELF executable", "zip archive"). Which
//! heads are documents that must be extracted whole is the extractors' sniffing
//! (`extract::sniff`).
//!
//! Only consulted once the extractor has said a file is not text, so weak magic numbers
//! (two ASCII letters, like "MZ") cannot mislabel a text file.

/// Bytes the checks here look at: enough for tar's signature at offset 257.
pub(super) const IDENTIFY_BYTES: usize = 512;

/// PNG, JPEG, GIF, WebP or BMP: the formats whose dimensions the `image` crate reads.
pub(super) fn is_image(head: &[u8]) -> bool {
    head.starts_with(b"\x89PNG\r\n\x1a\n")
        || head.starts_with(b"\xff\xd8\xff")
        || head.starts_with(b"GIF87a")
        || head.starts_with(b"GIF89a")
        || (head.starts_with(b"RIFF") && head.get(8..12) == Some(b"WEBP"))
        || head.starts_with(b"BM")
}

/// Signatures at offset 0 and what they mean, most specific first.
const SIGNATURES: &[(&[u8], &str)] = &[
    (b"\x7fELF", "ELF executable"),
    (b"MZ", "Windows executable"),
    (b"\x89PNG\r\n\x1a\n", "PNG image"),
    (b"\xff\xd8\xff", "JPEG image"),
    (b"GIF8", "GIF image"),
    (b"BM", "BMP image"),
    (b"II*\x00", "TIFF image"),
    (b"MM\x00*", "TIFF image"),
    (b"8BPS", "Photoshop image"),
    (b"qoif", "QOI image"),
    (b"%PDF-", "PDF document"),
    (b"%!PS-Adobe", "PostScript document"),
    (
        b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1",
        "legacy Microsoft Office document",
    ),
    (b"!<arch>\ndebian-binary", "Debian package"),
    (b"!<arch>\n", "ar archive"),
    (b"\xed\xab\xee\xdb", "RPM package"),
    (b"PK\x03\x04", "zip archive"),
    (b"PK\x05\x06", "zip archive"),
    (b"PK\x07\x08", "zip archive"),
    (b"\x1f\x8b", "gzip archive"),
    (b"BZh", "bzip2 archive"),
    (b"\xfd7zXZ\x00", "xz archive"),
    (b"\x28\xb5\x2f\xfd", "zstd archive"),
    (b"7z\xbc\xaf\x27\x1c", "7-Zip archive"),
    (b"Rar!\x1a\x07", "RAR archive"),
    (b"MSCF", "cabinet archive"),
    (b"SQLite format 3\x00", "SQLite database"),
    (b"\xca\xfe\xba\xbe", "Mach-O executable or Java class"),
    (b"\xcf\xfa\xed\xfe", "Mach-O executable"),
    (b"\xce\xfa\xed\xfe", "Mach-O executable"),
    (b"\x00asm", "WebAssembly module"),
    (b"OggS", "Ogg audio or video"),
    (b"fLaC", "FLAC audio"),
    (b"ID3", "MP3 audio"),
    (b"\x1a\x45\xdf\xa3", "Matroska or WebM video"),
    (b"wOFF", "web font"),
    (b"wOF2", "web font"),
    (b"OTTO", "OpenType font"),
    (b"\x00\x01\x00\x00\x00", "TrueType font"),
];

/// What kind of binary file `head` starts, when it is a kind people know by name.
pub(super) fn describe(head: &[u8]) -> Option<&'static str> {
    if head.starts_with(b"RIFF") {
        return match head.get(8..12) {
            Some(b"WEBP") => Some("WebP image"),
            Some(b"WAVE") => Some("WAV audio"),
            Some(b"AVI ") => Some("AVI video"),
            _ => Some("RIFF media"),
        };
    }
    // ISO base media: a box size, then "ftyp" and the major brand.
    if head.get(4..8) == Some(b"ftyp") {
        return match head.get(8..12) {
            Some(b"avif") => Some("AVIF image"),
            Some(b"heic" | b"heix" | b"mif1") => Some("HEIF image"),
            Some(b"qt  ") => Some("QuickTime video"),
            _ => Some("MP4 media"),
        };
    }
    if head.get(257..262) == Some(b"ustar") {
        return Some("tar archive");
    }
    SIGNATURES
        .iter()
        .find(|(magic, _)| head.starts_with(magic))
        .map(|&(_, name)| name)
}
