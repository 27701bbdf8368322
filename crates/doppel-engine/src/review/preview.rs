//! What the review panel shows for one file of an exact group: the start of its text, an
//! image's dimensions, what kind of binary file it is, or why it cannot be read.
//!
//! Plain and markup files are read only up to the preview size and decoded by the
//! extractor (any common encoding; markup reduced to its text). Images are read only as far
//! as their header. PDF, DOCX, ODT, EPUB and RTF must be parsed whole, so they get tighter
//! limits than a scan uses ([`document_limits`]), and only the start of their text is kept.

use std::fs::File;
use std::io::{self, BufReader, Read, Seek, SeekFrom};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::Path;
use std::time::Duration;

use super::magic;
use crate::errors::describe_io_error;
use crate::extract::{
    ExtractLimits, Extracted, extract_from_bytes, extract_text, is_whole_file_document,
};
use crate::untrusted::open_untrusted;

/// A good `max_bytes` for [`load_preview`]: a screenful or two of text.
pub const PREVIEW_BYTES: usize = 16 * 1024;

/// What the review panel shows for one file.
#[derive(Debug, Clone, PartialEq)]
pub enum Preview {
    /// The start of the file's text (a document's extracted text), at most `max_bytes`
    /// bytes; `truncated` when there is more.
    Text {
        /// The start of the text.
        head: String,
        /// Whether the text goes on past `head`.
        truncated: bool,
    },
    /// An image, by its pixel size (the pixels are not decoded).
    Image {
        /// Width in pixels.
        width: u32,
        /// Height in pixels.
        height: u32,
    },
    /// Neither: "binary file (ELF executable)", or just "binary file".
    Binary {
        /// The words shown for it.
        description: String,
    },
    /// The file could not be read: "file not found", "permission denied", the extractor's
    /// reason for a broken document.
    Unreadable {
        /// Why, in words for the user.
        reason: String,
    },
}

/// Previews the file at `path`, reading at most `max_bytes` of a plain or markup file (and
/// at least the first 512 bytes, to tell its kind). Never panics and never fails: problems
/// are [`Preview::Unreadable`].
pub fn load_preview(path: &Path, max_bytes: usize) -> Preview {
    try_preview(path, max_bytes).unwrap_or_else(|reason| Preview::Unreadable { reason })
}

/// Limits for a document that is previewed: the panel should not wait on, or hold, a giant
/// parse. Larger documents are described by the extractor's "larger than" reason.
fn document_limits() -> ExtractLimits {
    ExtractLimits {
        max_text_bytes: 16 * 1024 * 1024,
        max_inflated_bytes: 64 * 1024 * 1024,
        timeout: Duration::from_secs(10),
    }
}

fn try_preview(path: &Path, max_bytes: usize) -> Result<Preview, String> {
    let mut file = open(path)?;
    let metadata = file.metadata().map_err(|e| describe(&e))?;
    if metadata.is_dir() {
        return Err("is a folder".to_string());
    }
    if !metadata.is_file() {
        return Err("not a regular file".to_string());
    }
    let mut head = Vec::new();
    (&mut file)
        // One byte past the preview tells whether there is more, even if the file grew.
        .take(max_bytes.saturating_add(1).max(magic::IDENTIFY_BYTES) as u64)
        .read_to_end(&mut head)
        .map_err(|e| describe(&e))?;

    if magic::is_image(&head)
        && let Some((width, height)) = image_size(file)
    {
        if !fits_preview(width, height) {
            return Ok(Preview::Binary {
                description: format!("a {width} × {height} pixel image, too large to preview"),
            });
        }
        return Ok(Preview::Image { width, height });
    }
    if is_whole_file_document(&head) {
        let extracted = extract_text(path, &document_limits())?;
        return Ok(text_or_binary(extracted, &head, false, max_bytes));
    }
    // Only the preview's worth is decoded, so what the extractor sees ends where we cut.
    let cut = head.len() > max_bytes;
    head.truncate(max_bytes);
    if cut {
        drop_partial_utf8_char(&mut head);
    }
    let extracted = extract_from_bytes(path, &head, &ExtractLimits::default())?;
    let mut preview = text_or_binary(extracted, &head, cut, max_bytes);
    if let Preview::Text { head: text, .. } = &mut preview
        && cut
        && text.ends_with('\u{FFFD}')
    {
        // A character split by the cut (UTF-16, legacy multi-byte) decodes as U+FFFD.
        text.pop();
    }
    Ok(preview)
}

/// Opens without blocking, so a FIFO given by mistake cannot hang the preview in `open`.
fn open(path: &Path) -> Result<File, String> {
    open_untrusted(path).map_err(|e| describe(&e))
}

fn describe(error: &io::Error) -> String {
    match error.kind() {
        // Not "vanished during the scan", as a scan would say: the panel may be showing an
        // old result.
        io::ErrorKind::NotFound => "file not found".to_string(),
        _ => describe_io_error(error),
    }
}

/// Whether the panel may decode an image of this size: the whole image is decoded and
/// uploaded as one texture, so a header claiming 50,000 pixels a side (a few kilobytes of
/// compressed zeros) must not get that far.
fn fits_preview(width: u32, height: u32) -> bool {
    const MAX_SIDE: u32 = 8192;
    const MAX_PIXELS: u64 = 40_000_000;
    width <= MAX_SIDE && height <= MAX_SIDE && u64::from(width) * u64::from(height) <= MAX_PIXELS
}

/// The pixel size from an image's header, or `None` when the header cannot be read (the
/// file is then described as binary).
fn image_size(mut file: File) -> Option<(u32, u32)> {
    file.seek(SeekFrom::Start(0)).ok()?;
    // Decoders are written for untrusted input; a panic is still turned into "unknown".
    catch_unwind(AssertUnwindSafe(move || {
        image::ImageReader::new(BufReader::new(file))
            .with_guessed_format()
            .ok()?
            .into_dimensions()
            .ok()
    }))
    .ok()
    .flatten()
}

fn text_or_binary(extracted: Extracted, head: &[u8], cut: bool, max_bytes: usize) -> Preview {
    match extracted {
        Extracted::Text { mut text, .. } => {
            let longer = text.len() > max_bytes;
            if longer {
                text.truncate(text.floor_char_boundary(max_bytes));
            }
            Preview::Text {
                head: text,
                truncated: cut || longer,
            }
        }
        Extracted::NotText => Preview::Binary {
            description: match magic::describe(head) {
                Some(kind) => format!("binary file ({kind})"),
                None => "binary file".to_string(),
            },
        },
    }
}

/// Drops the last bytes of a cut UTF-8 head when they are the start of a character whose
/// rest was not read; else the extractor would take the head for a legacy encoding.
fn drop_partial_utf8_char(head: &mut Vec<u8>) {
    if let Err(error) = std::str::from_utf8(head)
        && error.error_len().is_none()
    {
        let valid = error.valid_up_to();
        head.truncate(valid);
    }
}
