//! Naming a file's kind from its first bytes, for previews: which heads are images whose
//! size can be read, and what a binary file is ("ELF executable", "zip archive", from the
//! one table of magic numbers in `signatures.rs`). Which heads are documents that must be
//! extracted whole is the extractors' sniffing (`extract::sniff`).
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

/// What kind of binary file `head` starts, when it is a kind people know by name (the
/// table is shared with the extractors' sniffing, in `signatures.rs`).
pub(super) fn describe(head: &[u8]) -> Option<&'static str> {
    crate::signatures::name(head)
}
