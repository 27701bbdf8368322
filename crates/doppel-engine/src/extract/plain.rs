//! Decoding text files in any common encoding into a `String`, never failing: invalid bytes
//! become U+FFFD.
//!
//! In order: a byte-order mark (UTF-8, UTF-16 LE/BE); UTF-16 without a mark, recognised by
//! its pattern of zero bytes; valid UTF-8; UTF-8 with a few broken bytes (a truncated or
//! patched file), recognised by valid multi-byte sequences outnumbering invalid bytes; the
//! charset a markup file declares; and otherwise the legacy encoding `chardetng` guesses
//! (Windows-1252, ISO-8859-x, Shift_JIS, GBK, KOI8-R, ...).

use chardetng::{EncodingDetector, Iso2022JpDetection, Utf8Detection};
use encoding_rs::{Encoding, REPLACEMENT, UTF_8, UTF_16BE, UTF_16LE};

/// How much text the encoding guesser reads: enough to be sure, bounded so it stays quick.
const GUESS_BYTES: usize = 1024 * 1024;

/// Decodes a whole text file.
pub(super) fn decode(bytes: &[u8]) -> String {
    if let Some((encoding, bom_length)) = Encoding::for_bom(bytes) {
        return decode_with(encoding, &bytes[bom_length..]);
    }
    if let Some(encoding) = utf16_encoding(bytes) {
        return decode_with(encoding, bytes);
    }
    if let Ok(text) = std::str::from_utf8(bytes) {
        return text.to_string();
    }
    if mostly_utf8(bytes) {
        return String::from_utf8_lossy(bytes).into_owned();
    }
    if let Some(encoding) = declared_charset(bytes) {
        return decode_with(encoding, bytes);
    }
    let mut detector = EncodingDetector::new(Iso2022JpDetection::Deny);
    detector.feed(&bytes[..bytes.len().min(GUESS_BYTES)], true);
    decode_with(detector.guess(None, Utf8Detection::Deny), bytes)
}

fn decode_with(encoding: &'static Encoding, bytes: &[u8]) -> String {
    encoding.decode_without_bom_handling(bytes).0.into_owned()
}

/// UTF-16 without a byte-order mark: text in a Latin script has a zero in almost every
/// other byte, on the odd side for little-endian and the even side for big-endian.
pub(super) fn utf16_encoding(head: &[u8]) -> Option<&'static Encoding> {
    let head = &head[..head.len().min(4096) & !1];
    let pairs = head.len() / 2;
    if pairs < 2 {
        return None;
    }
    let zero_even = head.iter().step_by(2).filter(|&&b| b == 0).count();
    let zero_odd = head.iter().skip(1).step_by(2).filter(|&&b| b == 0).count();
    // Mostly zeros on one side, almost none on the other (else it is binary data).
    let looks = |zeros: usize, other: usize| zeros * 10 >= pairs * 7 && other * 50 <= pairs;
    let encoding = if looks(zero_odd, zero_even) {
        UTF_16LE
    } else if looks(zero_even, zero_odd) {
        UTF_16BE
    } else {
        return None;
    };
    // The characters it decodes to must be text, not control codes.
    let (sample, _) = encoding.decode_without_bom_handling(head);
    let controls = sample
        .chars()
        .filter(|c| c.is_control() && !matches!(c, '\t' | '\n' | '\r' | '\x0c'))
        .count();
    (controls * 20 <= pairs).then_some(encoding)
}

/// UTF-8 with some invalid bytes: legacy 8-bit text almost never forms valid multi-byte
/// sequences (a lead byte such as `Ã` or `é` followed by one from 0x80–0xBF), so when they
/// are at least half as many as the invalid bytes, the text is UTF-8 that was damaged.
fn mostly_utf8(bytes: &[u8]) -> bool {
    let mut multibyte = 0usize;
    let mut invalid = 0usize;
    for chunk in bytes[..bytes.len().min(GUESS_BYTES)].utf8_chunks() {
        multibyte += chunk.valid().chars().filter(|c| !c.is_ascii()).count();
        invalid += chunk.invalid().len();
    }
    multibyte > 0 && multibyte * 2 >= invalid
}

/// The encoding a markup file names in its first bytes (`<meta charset="...">`,
/// `content="text/html; charset=..."`, `<?xml ... encoding="...">`), if it is one that can be
/// decoded without a byte-order mark.
fn declared_charset(bytes: &[u8]) -> Option<&'static Encoding> {
    let head = &bytes[..bytes.len().min(2048)];
    if !head.trim_ascii_start().starts_with(b"<") {
        return None;
    }
    let lower = head.to_ascii_lowercase();
    for key in [&b"charset="[..], &b"encoding="[..]] {
        let Some(at) = find(&lower, key) else {
            continue;
        };
        let value = &lower[at + key.len()..];
        let value = value
            .strip_prefix(b"\"")
            .or_else(|| value.strip_prefix(b"'"))
            .unwrap_or(value);
        let end = value
            .iter()
            .position(|b| !(b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b':')))
            .unwrap_or(value.len());
        match Encoding::for_label(&value[..end]) {
            Some(encoding) if ![UTF_16LE, UTF_16BE, REPLACEMENT, UTF_8].contains(&encoding) => {
                return Some(encoding);
            }
            _ => {}
        }
    }
    None
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack
        .windows(needle.len())
        .position(|window| window == needle)
}
