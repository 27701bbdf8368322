//! Text extraction: turns one file into the text the near-duplicate engine compares, or says
//! why it could not, or that the file is not a document at all.
//!
//! The format is chosen from the content first ([`sniff`]: magic numbers, then the start of
//! the decoded text) and from the file name's extension only when the content does not tell.
//! Each format has its own file: [`plain`] (encodings), [`html`], [`xml`], [`markdown`],
//! [`pdf`], [`office`] (DOCX, ODT), [`epub`], [`rtf`]; [`zipped`] opens the zip containers
//! with bounds, and [`contain`] runs the extractors of untrusted formats on a worker thread
//! with a time limit, turning panics into skip reasons.
//!
//! [`extract_text`] reads a file by its path, as a scan does; [`extract_open`] reads one the
//! caller has open (a cleanup measuring a file right before it moves), through that handle;
//! [`extract_from_bytes`] reads bytes already in memory. All three share the bounds below.
//!
//! Every failure is a plain-language skip reason (`Err(String)`); files that are not text at
//! all (images, archives, executables) are [`Extracted::NotText`], which is not an error.
//!
//! Bounds: plain and markup files larger than [`ExtractLimits::max_text_bytes`] are refused
//! before they are read; PDF and RTF files larger than [`ExtractLimits::max_inflated_bytes`]
//! likewise (they are parsed in memory); zip containers are opened from disk and may inflate
//! at most `max_inflated_bytes` of the entries that are read; a PDF's compressed streams are
//! measured before it is parsed ([`pdf_inflation`]) and may inflate to at most the same; a
//! PDF whose structure would make the PDF library recurse without end is refused before it
//! is read ([`pdf_structure`]: a stack overflow aborts the process and cannot be contained);
//! output text stops at `max_text_bytes`. Not bounded: the CPU of an extractor that timed
//! out, which cannot be stopped and is left to finish on its own, and the few PDF streams
//! [`pdf_inflation`] cannot measure (LZW, Flate behind ASCII85, encrypted).

pub(crate) mod contain;
mod epub;
#[cfg(feature = "fuzzing")]
#[doc(hidden)]
pub mod fuzzing;
mod html;
mod markdown;
mod office;
mod pdf;
mod pdf_inflation;
mod pdf_structure;
mod plain;
mod rtf;
mod sniff;
mod text;
mod xml;
mod zipped;

use std::fs::File;
use std::io::{Read, Seek, SeekFrom};
use std::path::Path;
use std::time::Duration;

use super::errors::describe_io_error;
use crate::format::limit_bytes;
use crate::positioned::Positioned;
use crate::untrusted::open_untrusted;
use sniff::Sniffed;
pub(crate) use sniff::is_whole_file_document;

/// Bounds on what extracting one file may cost.
#[derive(Debug, Clone, PartialEq)]
pub struct ExtractLimits {
    /// Extracted text above this is not judged (default 64 MiB). Plain and markup files
    /// larger than this are refused before they are read.
    pub max_text_bytes: usize,
    /// Total bytes a container format (DOCX/ODT/EPUB zip) may inflate to (default 256 MiB);
    /// beyond it the file is a zip bomb. PDF and RTF files larger than this are not read,
    /// because they are parsed in memory.
    pub max_inflated_bytes: u64,
    /// Wall time one extractor may take (default 20 s).
    pub timeout: Duration,
}

impl Default for ExtractLimits {
    fn default() -> Self {
        ExtractLimits {
            max_text_bytes: 64 * 1024 * 1024,
            max_inflated_bytes: 256 * 1024 * 1024,
            timeout: Duration::from_secs(20),
        }
    }
}

/// What extraction made of one file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Extracted {
    /// The document's text (markup already dropped), plus which format it was read as.
    Text {
        /// The text, trimmed.
        text: String,
        /// The format the file was read as.
        format: DocumentFormat,
    },
    /// Not a document (images, archives, executables, other binary data): left to the
    /// exact-duplicate path. Not an error.
    NotText,
}

/// The formats text is extracted from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DocumentFormat {
    /// Text in any common encoding: prose, source code, CSV, JSON, logs.
    PlainText,
    /// Markdown, read as its text without the markup.
    Markdown,
    /// HTML and XHTML: the text without the tags.
    Html,
    /// Other XML (SVG, RSS...): the text between the tags.
    Xml,
    /// PDF: the text of its pages.
    Pdf,
    /// Word's DOCX (and DOCM, DOTX, DOTM).
    Docx,
    /// OpenDocument text, zipped (ODT) or flat (FODT).
    Odt,
    /// EPUB e-books.
    Epub,
    /// Rich Text Format.
    Rtf,
}

impl DocumentFormat {
    /// The name people know the format by, for reports and skip reasons.
    pub fn label(self) -> &'static str {
        match self {
            DocumentFormat::PlainText => "plain text",
            DocumentFormat::Markdown => "Markdown",
            DocumentFormat::Html => "HTML",
            DocumentFormat::Xml => "XML",
            DocumentFormat::Pdf => "PDF",
            DocumentFormat::Docx => "DOCX",
            DocumentFormat::Odt => "ODT",
            DocumentFormat::Epub => "EPUB",
            DocumentFormat::Rtf => "RTF",
        }
    }
}

/// Reads the document at `path` and returns its text, or a skip reason written for people
/// ("PDF could not be read: broken cross-reference table", "extracted text is larger than the
/// 64 MiB limit", "DOCX inflates past 256 MiB (possible zip bomb)", "extractor timed out
/// after 20 s", "extractor crashed: <panic message>").
///
/// Only the first 8 KiB are read to choose the format; a file refused for its size is never
/// read further, and zip containers are read entry by entry from disk.
pub fn extract_text(path: &Path, limits: &ExtractLimits) -> Result<Extracted, String> {
    let file = open_untrusted(path).map_err(|e| describe_io_error(&e))?;
    extract_positioned(path, Positioned::new(file), limits)
}

/// The same for a file the caller has open (a cleanup measuring the file it is about to
/// move, which it opened without following links): read through that handle, by position,
/// so the path is never opened again and the handle's offset is left where it was. `name`
/// only gives the extension hint, as the path does for [`extract_text`]; the bounds are the
/// same.
pub fn extract_open(name: &Path, file: &File, limits: &ExtractLimits) -> Result<Extracted, String> {
    let file = Positioned::duplicate(file).map_err(|e| describe_io_error(&e))?;
    extract_positioned(name, file, limits)
}

fn extract_positioned(
    name: &Path,
    mut file: Positioned,
    limits: &ExtractLimits,
) -> Result<Extracted, String> {
    let metadata = file.file().metadata().map_err(|e| describe_io_error(&e))?;
    if !metadata.is_file() {
        return Err("not a regular file".to_string());
    }
    let size = metadata.len();
    let mut head = Vec::with_capacity(sniff::SNIFF_BYTES);
    (&mut file)
        .take(sniff::SNIFF_BYTES as u64)
        .read_to_end(&mut head)
        .map_err(|e| describe_io_error(&e))?;
    let input = Input::File { file, size, head };
    dispatch(name, input, limits)
}

/// The same, for bytes already in memory (the caller may already have read a small file),
/// with the file name used for the extension hint.
pub fn extract_from_bytes(
    name: &Path,
    bytes: &[u8],
    limits: &ExtractLimits,
) -> Result<Extracted, String> {
    dispatch(name, Input::Memory(bytes), limits)
}

/// A file being extracted: open on disk (with its first bytes already read) or in memory.
enum Input<'a> {
    File {
        file: Positioned,
        size: u64,
        head: Vec<u8>,
    },
    Memory(&'a [u8]),
}

impl Input<'_> {
    fn head(&self) -> &[u8] {
        match self {
            Input::File { head, .. } => head,
            Input::Memory(bytes) => &bytes[..bytes.len().min(sniff::SNIFF_BYTES)],
        }
    }

    fn size(&self) -> u64 {
        match self {
            Input::File { size, .. } => *size,
            Input::Memory(bytes) => bytes.len() as u64,
        }
    }

    /// All the bytes, refusing (with `too_large`) anything over `limit`, even a file that
    /// grew after it was measured.
    fn into_bytes(self, limit: u64, too_large: impl Fn() -> String) -> Result<Vec<u8>, String> {
        if self.size() > limit {
            return Err(too_large());
        }
        match self {
            Input::Memory(bytes) => Ok(bytes.to_vec()),
            Input::File { file, head, size } => {
                let mut bytes = head;
                bytes.reserve(size.saturating_sub(bytes.len() as u64) as usize);
                let room = (limit + 1).saturating_sub(bytes.len() as u64);
                file.take(room)
                    .read_to_end(&mut bytes)
                    .map_err(|e| describe_io_error(&e))?;
                if bytes.len() as u64 > limit {
                    return Err(too_large());
                }
                Ok(bytes)
            }
        }
    }

    /// A reader the zip crate can seek in: the open file itself, or a copy of the bytes.
    fn into_seekable(self) -> Result<zipped::Source, String> {
        match self {
            Input::Memory(bytes) => {
                Ok(zipped::Source::Memory(std::io::Cursor::new(bytes.to_vec())))
            }
            Input::File { mut file, .. } => {
                file.seek(SeekFrom::Start(0))
                    .map_err(|e| describe_io_error(&e))?;
                Ok(zipped::Source::File(std::io::BufReader::new(file)))
            }
        }
    }
}

/// The text of a zip that is a DOCX, ODT or EPUB; other zips are not text.
fn extract_zipped(
    source: zipped::Source,
    extension: &str,
    limits: &ExtractLimits,
) -> Result<Extracted, String> {
    let Some((mut container, format)) = zipped::open(source, extension, limits)? else {
        return Ok(Extracted::NotText);
    };
    let mut out = text::TextBuilder::new(limits.max_text_bytes);
    match format {
        DocumentFormat::Odt => office::odt(&mut container, &mut out)?,
        DocumentFormat::Epub => epub::extract(&mut container, &mut out)?,
        _ => office::docx(&mut container, &mut out)?,
    }
    let text = out.finish()?;
    Ok(Extracted::Text {
        text: text.trim().to_string(),
        format,
    })
}

fn dispatch(name: &Path, input: Input<'_>, limits: &ExtractLimits) -> Result<Extracted, String> {
    let extension = name
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase)
        .unwrap_or_default();
    match sniff::sniff(input.head()) {
        Sniffed::Binary => Ok(Extracted::NotText),
        Sniffed::Zip => {
            let source = input.into_seekable()?;
            let owned = limits.clone();
            contain::run(limits.timeout, move || {
                extract_zipped(source, &extension, &owned)
            })
        }
        Sniffed::Pdf => {
            let bytes = input.into_bytes(limits.max_inflated_bytes, || {
                document_too_large(DocumentFormat::Pdf, limits)
            })?;
            let owned = limits.clone();
            contain::run_explaining(
                limits.timeout,
                move || pdf::extract(&bytes, &owned),
                pdf::explain_panic,
            )
            .map(|text| text_of(text, DocumentFormat::Pdf))
        }
        Sniffed::Rtf => {
            let bytes = input.into_bytes(limits.max_inflated_bytes, || {
                document_too_large(DocumentFormat::Rtf, limits)
            })?;
            let owned = limits.clone();
            contain::run(limits.timeout, move || rtf::extract(&bytes, &owned))
                .map(|text| text_of(text, DocumentFormat::Rtf))
        }
        Sniffed::Text => {
            let max = limits.max_text_bytes;
            let bytes = input.into_bytes(max as u64, || {
                format!(
                    "text file is larger than the {} limit",
                    limit_bytes(max as u64)
                )
            })?;
            extract_textual(bytes, &extension, limits)
        }
    }
}

/// Plain text and the markup formats, which are all decoded the same way first.
fn extract_textual(
    bytes: Vec<u8>,
    extension: &str,
    limits: &ExtractLimits,
) -> Result<Extracted, String> {
    let decoded = plain::decode(&bytes);
    drop(bytes);
    let format = sniff::classify(&decoded, extension);
    let max = limits.max_text_bytes;
    let text = match format {
        DocumentFormat::PlainText => {
            if decoded.len() > max {
                return Err(text::too_large(max));
            }
            decoded
        }
        DocumentFormat::Markdown => {
            contain::run(limits.timeout, move || markdown::extract(&decoded, max))?
        }
        DocumentFormat::Xml => {
            let lenient = decoded.clone();
            match contain::run(limits.timeout, move || xml::extract(&decoded, max)) {
                Ok(text) => text,
                // Not well-formed (a DTD, a fragment, a hand-edited file): its words are still
                // worth comparing, so read it leniently, as browsers read broken HTML.
                Err(_) => contain::run(limits.timeout, move || html::extract(&lenient, max))?,
            }
        }
        DocumentFormat::Odt => {
            contain::run(limits.timeout, move || office::flat_odt(&decoded, max))?
        }
        _ => contain::run(limits.timeout, move || html::extract(&decoded, max))?,
    };
    Ok(text_of(text, format))
}

fn text_of(text: String, format: DocumentFormat) -> Extracted {
    Extracted::Text { text, format }
}

/// Whether `reason` is one given for a file past a size limit: its own size ("text file is
/// larger than the 64 MiB limit", "PDF is larger than the 256 MiB limit for documents"), the
/// text it yields ("extracted text is larger than …"), or what it inflates to ("DOCX
/// inflates past 256 MiB (possible zip bomb)"), rather than damage or a crash. Those
/// reasons hold no colon, unlike a damaged file's ("PDF could not be read: …").
pub(crate) fn is_over_a_limit(reason: &str) -> bool {
    !reason.contains(':')
        && (reason.ends_with(" limit")
            || reason.ends_with(" limit for documents")
            || reason.ends_with(" bomb)"))
}

fn document_too_large(format: DocumentFormat, limits: &ExtractLimits) -> String {
    format!(
        "{} is larger than the {} limit for documents",
        format.label(),
        limit_bytes(limits.max_inflated_bytes)
    )
}
