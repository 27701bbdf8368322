//! Magic numbers of binary formats, in one table: the extractors' sniffing asks whether a
//! file's head is certainly binary (so it is never read as text), and the review panel's
//! preview asks what a binary file is called ("ELF executable", "zip archive").
//!
//! A *certain* signature is one no text file starts with; weaker ones (two ASCII letters,
//! like "MZ" or "BM") only name a file the extractor has already found not to be text.

/// One magic number at offset 0.
struct Signature {
    magic: &'static [u8],
    name: &'static str,
    /// No text starts with it: enough on its own to call a file binary.
    certain: bool,
}

const fn certain(magic: &'static [u8], name: &'static str) -> Signature {
    Signature {
        magic,
        name,
        certain: true,
    }
}

const fn name_only(magic: &'static [u8], name: &'static str) -> Signature {
    Signature {
        magic,
        name,
        certain: false,
    }
}

/// Most specific first: naming takes the first match.
const SIGNATURES: &[Signature] = &[
    certain(b"\x7fELF", "ELF executable"),
    name_only(b"MZ", "Windows executable"),
    certain(b"\x89PNG\r\n\x1a\n", "PNG image"),
    certain(b"\xff\xd8\xff", "JPEG image"),
    certain(b"GIF87a", "GIF image"),
    certain(b"GIF89a", "GIF image"),
    name_only(b"GIF8", "GIF image"),
    name_only(b"BM", "BMP image"),
    certain(b"II*\x00", "TIFF image"),
    certain(b"MM\x00*", "TIFF image"),
    certain(b"8BPS", "Photoshop image"),
    certain(b"qoif", "QOI image"),
    // A document the extractors read whole; sniffing takes it before asking here.
    name_only(b"%PDF-", "PDF document"),
    // Text, but drawing code rather than prose.
    certain(b"%!PS-Adobe", "PostScript document"),
    certain(
        b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1",
        "legacy Microsoft Office document",
    ),
    certain(b"!<arch>\ndebian-binary", "Debian package"),
    certain(b"!<arch>\n", "ar archive"),
    certain(b"\xed\xab\xee\xdb", "RPM package"),
    // A DOCX, ODT or EPUB as often as a plain archive; sniffing takes it first.
    name_only(b"PK\x03\x04", "zip archive"),
    certain(b"PK\x05\x06", "zip archive"),
    certain(b"PK\x07\x08", "zip archive"),
    certain(b"\x1f\x8b", "gzip archive"),
    // Followed by a block-size digit, which `is_certainly_binary` checks.
    certain(b"BZh", "bzip2 archive"),
    certain(b"\xfd7zXZ\x00", "xz archive"),
    certain(b"\x28\xb5\x2f\xfd", "zstd archive"),
    certain(b"7z\xbc\xaf\x27\x1c", "7-Zip archive"),
    certain(b"Rar!\x1a\x07", "RAR archive"),
    certain(b"MSCF", "cabinet archive"),
    certain(b"SQLite format 3\x00", "SQLite database"),
    certain(b"\xca\xfe\xba\xbe", "Mach-O executable or Java class"),
    certain(b"\xcf\xfa\xed\xfe", "Mach-O executable"),
    certain(b"\xce\xfa\xed\xfe", "Mach-O executable"),
    certain(b"\x00asm", "WebAssembly module"),
    certain(b"OggS\x00", "Ogg audio or video"),
    name_only(b"OggS", "Ogg audio or video"),
    certain(b"fLaC\x00", "FLAC audio"),
    name_only(b"fLaC", "FLAC audio"),
    // Certain only with a version byte after it, which `is_certainly_binary` checks.
    name_only(b"ID3", "MP3 audio"),
    certain(b"\x1a\x45\xdf\xa3", "Matroska or WebM video"),
    certain(b"wOFF", "web font"),
    certain(b"wOF2", "web font"),
    certain(b"OTTO\x00", "OpenType font"),
    name_only(b"OTTO", "OpenType font"),
    certain(b"\x00\x01\x00\x00\x00", "TrueType font"),
];

/// Whether `head` starts a format no text file starts with.
pub(crate) fn is_certainly_binary(head: &[u8]) -> bool {
    // ISO BMFF (MP4, MOV, HEIC, AVIF): a box size, then "ftyp".
    if head.get(4..8) == Some(b"ftyp") {
        return true;
    }
    // RIFF (WAV, AVI, WebP): a size, then a four-letter form type.
    if head.starts_with(b"RIFF")
        && head
            .get(8..12)
            .is_some_and(|form| form.iter().all(u8::is_ascii_graphic))
    {
        return true;
    }
    // MP3 with an ID3v2 tag: a major version byte follows.
    if head.starts_with(b"ID3") && head.get(3).is_some_and(|&version| version < 0x10) {
        return true;
    }
    SIGNATURES.iter().filter(|sig| sig.certain).any(|sig| {
        head.starts_with(sig.magic)
            && (sig.magic != b"BZh" || head.get(3).is_some_and(|d| (b'1'..=b'9').contains(d)))
    })
}

/// What kind of binary file `head` starts, when it is a kind people know by name. Only for
/// a file already found not to be text: weak signatures would mislabel text.
pub(crate) fn name(head: &[u8]) -> Option<&'static str> {
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
        .find(|sig| head.starts_with(sig.magic))
        .map(|sig| sig.name)
}
