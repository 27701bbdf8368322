//! PDF to text, with `pdf-extract` (fonts, encodings, ToUnicode maps) over `lopdf`.
//!
//! A PDF has no words, only glyphs placed on a page, so this module's output device decides
//! where words and lines end from the glyphs' positions: a gap wider than a tenth of the
//! font size is a space, a move down or back to the left is a new line. Then the usual
//! layout quirks are undone so the words match the document the PDF was made from:
//! typographic ligatures (ﬁ, ﬂ, ...) are spelled out, and a word hyphenated across a line
//! break ("docu-" / "ment") is joined again when the next line goes on in lower case (or in
//! capitals after a capital: "ELE-" / "MENT"). Both libraries can panic on broken files; the
//! caller runs this under [`super::contain`].

use pdf_extract::{Document, MediaBox, OutputDev, OutputError, Transform};

use super::text::too_large;
use super::{ExtractLimits, pdf_inflation, pdf_structure};
use crate::format::limit_bytes;

pub(super) fn extract(bytes: &[u8], limits: &ExtractLimits) -> Result<String, String> {
    if pdf_inflation::inflates_past(bytes, limits.max_inflated_bytes) {
        return Err(format!(
            "PDF inflates past {} (possible decompression bomb)",
            limit_bytes(limits.max_inflated_bytes)
        ));
    }
    let mut document = Document::load_mem(bytes).map_err(|e| match e {
        pdf_extract::Error::Xref(_) if !has_end_marker(bytes) => {
            "PDF could not be read: the file is cut short (no end-of-file marker)".to_string()
        }
        e => unreadable(&e),
    })?;
    if document.is_encrypted() && document.decrypt("").is_err() {
        return Err("PDF is password-protected".to_string());
    }
    pdf_structure::check(&document)?;
    let mut device = TextDevice::new(limits.max_text_bytes);
    let outcome = pdf_extract::output_doc(&document, &mut device);
    if device.overflowed {
        return Err(too_large(limits.max_text_bytes));
    }
    if let Err(error) = outcome {
        return Err(match error {
            OutputError::PdfError(e) => unreadable(&e),
            other => format!("PDF could not be read: {other}"),
        });
    }
    Ok(join_hyphenated(&device.text))
}

/// The skip reason for a contained panic of the PDF libraries, from its message, worded
/// like the errors they return: they panic on some damaged files (an object that is
/// referred to but missing, an entry of the wrong type) instead of reporting them.
pub(super) fn explain_panic(message: &str) -> String {
    if message.starts_with("missing object reference") {
        return "PDF could not be read: an object it refers to is missing (damaged file)".into();
    }
    // adobe-cmap-parser's words for a character map it cannot read.
    if message.starts_with("failed to parse") {
        return "PDF could not be read: a font's character map is damaged".into();
    }
    format!("PDF could not be read: the PDF reader failed on damaged content ({message})")
}

/// Whether the file ends with `%%EOF` (allowing trailing junk, as readers do).
fn has_end_marker(bytes: &[u8]) -> bool {
    let tail = &bytes[bytes.len().saturating_sub(1024)..];
    tail.windows(5).any(|window| window == b"%%EOF")
}

fn unreadable(error: &pdf_extract::Error) -> String {
    use pdf_extract::Error;
    let why = match error {
        Error::Xref(_) | Error::MissingXrefEntry => "broken cross-reference table".to_string(),
        Error::Decryption(_) | Error::InvalidPassword => return "PDF is password-protected".into(),
        Error::Decompress(_) => "a compressed stream is corrupt".to_string(),
        Error::Unimplemented(what) => format!("uses something the PDF reader lacks ({what})"),
        other => other.to_string(),
    };
    format!("PDF could not be read: {why}")
}

/// Receives the glyphs of each page in drawing order and writes them out as text.
struct TextDevice {
    text: String,
    limit: usize,
    overflowed: bool,
    /// Where the previous glyph on this page ended, on the x axis, and the line it was on.
    last: Option<(f64, f64)>,
    /// True for the first glyph of a text-showing operation, when gaps are measured.
    word_start: bool,
}

impl TextDevice {
    fn new(limit: usize) -> Self {
        TextDevice {
            text: String::new(),
            limit,
            overflowed: false,
            last: None,
            word_start: false,
        }
    }

    fn push(&mut self, s: &str) -> Result<(), OutputError> {
        if self.text.len() + s.len() > self.limit {
            self.overflowed = true;
            // Any error stops pdf-extract; the caller reports the limit.
            return Err(OutputError::FormatError(std::fmt::Error));
        }
        self.text.push_str(s);
        Ok(())
    }
}

impl OutputDev for TextDevice {
    fn begin_page(
        &mut self,
        _page_num: u32,
        _media_box: &MediaBox,
        _art_box: Option<(f64, f64, f64, f64)>,
    ) -> Result<(), OutputError> {
        self.last = None;
        if !self.text.is_empty() && !self.text.ends_with('\n') {
            self.push("\n")?;
        }
        Ok(())
    }

    fn end_page(&mut self) -> Result<(), OutputError> {
        Ok(())
    }

    fn output_character(
        &mut self,
        trm: &Transform,
        width: f64,
        _spacing: f64,
        font_size: f64,
        glyph: &str,
    ) -> Result<(), OutputError> {
        // The font size in page units: the side of the square the transformed em covers.
        let scaled_x = font_size * (trm.m11 + trm.m21);
        let scaled_y = font_size * (trm.m12 + trm.m22);
        let size = (scaled_x * scaled_y).abs().sqrt();
        let (x, y) = (trm.m31, trm.m32);
        if let Some((last_end, last_y)) = self.last.filter(|_| self.word_start) {
            let moved_down = (y - last_y).abs();
            if moved_down > size * 1.5 || (x < last_end && moved_down > size * 0.5) {
                self.push("\n")?;
            } else if x > last_end + size * 0.1 {
                self.push(" ")?;
            }
        }
        match ligature(glyph) {
            Some(spelled) => self.push(spelled)?,
            None => self.push(glyph)?,
        }
        self.word_start = false;
        self.last = Some((x + width * size, y));
        Ok(())
    }

    fn begin_word(&mut self) -> Result<(), OutputError> {
        self.word_start = true;
        Ok(())
    }

    fn end_word(&mut self) -> Result<(), OutputError> {
        Ok(())
    }

    fn end_line(&mut self) -> Result<(), OutputError> {
        Ok(())
    }
}

/// Typographic ligatures, which fonts map to one glyph and Word or Writer never type.
fn ligature(glyph: &str) -> Option<&'static str> {
    Some(match glyph {
        "\u{fb00}" => "ff",
        "\u{fb01}" => "fi",
        "\u{fb02}" => "fl",
        "\u{fb03}" => "ffi",
        "\u{fb04}" => "ffl",
        "\u{fb05}" | "\u{fb06}" => "st",
        _ => return None,
    })
}

/// Joins words split by hyphenation at a line end: a letter, a hyphen (or soft hyphen) and a
/// line break, then a lower-case letter (or, for a word in capitals, two capitals). A soft
/// hyphen elsewhere is invisible and dropped.
fn join_hyphenated(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut lines = text.split('\n').peekable();
    while let Some(line) = lines.next() {
        let line = line.trim_end_matches([' ', '\t']);
        let hyphen_stem = line
            .strip_suffix('\u{ad}')
            .or_else(|| line.strip_suffix('-'))
            .filter(|stem| stem.chars().next_back().is_some_and(char::is_alphabetic));
        let next_line = lines.peek().copied().unwrap_or("");
        let continues = |stem: &str| {
            let mut next = next_line.trim_start().chars();
            let (first, second) = (next.next(), next.next());
            // "docu-" / "ment", or a word in capitals: "ELE-" / "MENT".
            first.is_some_and(char::is_lowercase)
                || (stem.chars().next_back().is_some_and(char::is_uppercase)
                    && first.is_some_and(char::is_uppercase)
                    && second.is_some_and(char::is_uppercase))
        };
        match hyphen_stem {
            Some(stem) if continues(stem) => {
                out.push_str(&stem.replace('\u{ad}', ""));
                if let Some(next) = lines.peek_mut() {
                    *next = next.trim_start();
                }
            }
            _ => {
                out.push_str(&line.replace('\u{ad}', ""));
                if lines.peek().is_some() {
                    out.push('\n');
                }
            }
        }
    }
    out
}
