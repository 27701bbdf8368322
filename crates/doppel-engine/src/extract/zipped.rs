//! Zip containers (DOCX, ODT, EPUB): telling which one a zip is, and reading its entries
//! within bounds. What the entries say is left to [`super::office`] and [`super::epub`],
//! which use this module, not the other way round.
//!
//! Which format: the `mimetype` entry that ODF and EPUB store first, else a Word main part.
//! Any other zip (plain archives, JARs, XLSX, ODS) is not a document here.
//!
//! Bounds, against zip bombs: at most [`MAX_ENTRIES`] entries, judged from the end-of-archive
//! record before the central directory is read and again after; and the entries read may
//! inflate to at most `max_inflated_bytes` in total. That budget is checked against each
//! entry's declared size before inflating it and then against the bytes actually inflated,
//! through a reader that stops one byte past the budget, so a header that lies about the
//! size gets no further than an honest one. (The zip crate also stops an entry that inflates
//! past its declared size; this module does not rely on it.)

use std::borrow::Cow;
use std::io::{self, BufReader, Cursor, Read, Seek, SeekFrom};

use encoding_rs::UTF_8;
use zip::ZipArchive;
use zip::result::ZipError;

use super::{DocumentFormat, ExtractLimits};
use crate::format::limit_bytes;
use crate::positioned::Positioned;

/// More entries than any document has; beyond it the archive is refused.
pub(super) const MAX_ENTRIES: usize = 10_000;

/// The archive's bytes: the open file, or a copy of bytes the caller had in memory.
pub(super) enum Source {
    File(BufReader<Positioned>),
    Memory(Cursor<Vec<u8>>),
}

impl Read for Source {
    fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
        match self {
            Source::File(file) => file.read(buffer),
            Source::Memory(cursor) => cursor.read(buffer),
        }
    }
}

impl Seek for Source {
    fn seek(&mut self, position: SeekFrom) -> io::Result<u64> {
        match self {
            Source::File(file) => file.seek(position),
            Source::Memory(cursor) => cursor.seek(position),
        }
    }
}

/// An open document container and what may still be inflated from it.
pub(super) struct Container {
    archive: ZipArchive<Source>,
    /// The format's name in skip reasons ("ZIP" until the format is known).
    label: &'static str,
    budget: u64,
    max_inflated: u64,
}

/// Opens a zip that is a DOCX, ODT or EPUB, and tells which; `None` for other zips, which
/// are not text. Reading the document's text is its format's extractor's part.
pub(super) fn open(
    mut source: Source,
    extension: &str,
    limits: &ExtractLimits,
) -> Result<Option<(Container, DocumentFormat)>, String> {
    // What the name promises, to word the reason when the archive itself is broken.
    let named = match extension {
        "docx" | "docm" | "dotx" | "dotm" => Some(DocumentFormat::Docx),
        "odt" | "ott" => Some(DocumentFormat::Odt),
        "epub" => Some(DocumentFormat::Epub),
        _ => None,
    };
    let refuse = |why: String| match named {
        Some(format) => Err(format!("{} could not be read: {why}", format.label())),
        None => Ok(None),
    };
    if declared_entries(&mut source).is_some_and(|count| count > MAX_ENTRIES) {
        return match named {
            Some(format) => Err(too_many_entries(format)),
            None => Ok(None),
        };
    }
    let archive = match ZipArchive::new(source) {
        Ok(archive) => archive,
        Err(error) => return refuse(describe_zip_error(&error)),
    };
    let mut container = Container {
        archive,
        label: named.map_or("ZIP", DocumentFormat::label),
        budget: limits.max_inflated_bytes,
        max_inflated: limits.max_inflated_bytes,
    };
    // An entry that cannot be read here says nothing about what the archive is.
    let detected = container.detect_format().map_err(|why| {
        why.split_once(" could not be read: ")
            .map_or(why.clone(), |(_, why)| why.to_string())
    });
    let format = match (detected, named) {
        (Ok(Some(format)), _) => format,
        (Ok(None), Some(format)) => {
            return refuse(format!(
                "the zip archive holds no {} document",
                format.label()
            ));
        }
        (Err(why), Some(_)) => return refuse(why),
        (_, None) => return Ok(None),
    };
    container.label = format.label();
    if container.archive.len() > MAX_ENTRIES {
        return Err(too_many_entries(format));
    }
    Ok(Some((container, format)))
}

impl Container {
    /// ODT or EPUB by their `mimetype` entry, DOCX by its main part; `None` for other zips.
    fn detect_format(&mut self) -> Result<Option<DocumentFormat>, String> {
        if self.archive.index_for_name("mimetype").is_some() {
            let mimetype = self.read_text("mimetype")?.unwrap_or_default();
            let mimetype = mimetype.trim();
            return Ok(
                if mimetype.starts_with("application/vnd.oasis.opendocument.text") {
                    Some(DocumentFormat::Odt)
                } else if mimetype == "application/epub+zip" {
                    Some(DocumentFormat::Epub)
                } else {
                    None
                },
            );
        }
        if self.archive.index_for_name("[Content_Types].xml").is_some() {
            let main = self.docx_main_part()?;
            if main.starts_with("word/") && self.archive.index_for_name(&main).is_some() {
                return Ok(Some(DocumentFormat::Docx));
            }
        }
        if self
            .archive
            .index_for_name("META-INF/container.xml")
            .is_some()
        {
            return Ok(Some(DocumentFormat::Epub));
        }
        Ok(None)
    }

    /// The part `_rels/.rels` names as the office document, `word/document.xml` by default.
    pub(super) fn docx_main_part(&mut self) -> Result<String, String> {
        let default = "word/document.xml".to_string();
        let Some(relationships) = self.read_text("_rels/.rels")? else {
            return Ok(default);
        };
        let mut reader = super::xml::reader(&relationships);
        loop {
            match reader.read_event() {
                Ok(quick_xml::events::Event::Empty(element))
                | Ok(quick_xml::events::Event::Start(element))
                    if element.local_name().as_ref() == "Relationship" =>
                {
                    let is_main = super::xml::attribute(&element, "Type")
                        .is_some_and(|kind| kind.ends_with("/officeDocument"));
                    if let Some(target) = super::xml::attribute(&element, "Target")
                        && is_main
                    {
                        return Ok(target.trim_start_matches('/').to_string());
                    }
                }
                Ok(quick_xml::events::Event::Eof) | Err(_) => return Ok(default),
                Ok(_) => {}
            }
        }
    }

    /// Names of all entries, in archive order.
    pub(super) fn names(&self) -> Vec<String> {
        self.archive
            .file_names()
            .flatten()
            .map(Cow::into_owned)
            .collect()
    }

    /// The entry's bytes, or `None` if there is no such entry; counts against the budget.
    pub(super) fn read(&mut self, name: &str) -> Result<Option<Vec<u8>>, String> {
        let label = self.label;
        let mut entry = match self.archive.by_name(name) {
            Ok(entry) => entry,
            Err(ZipError::FileNotFound) => return Ok(None),
            Err(error) => {
                return Err(format!(
                    "{label} could not be read: {name}: {}",
                    describe_zip_error(&error)
                ));
            }
        };
        let bomb = format!(
            "{label} inflates past {} (possible zip bomb)",
            limit_bytes(self.max_inflated)
        );
        if entry.size() > self.budget {
            return Err(bomb);
        }
        // Never trust the declared size for an allocation.
        let mut bytes = Vec::with_capacity(entry.size().min(1024 * 1024) as usize);
        let read = (&mut entry).take(self.budget + 1).read_to_end(&mut bytes);
        if let Err(error) = read {
            // The zip crate stops an entry at its declared size; say what that means.
            return Err(
                if error.to_string().contains("declared uncompressed size") {
                    format!(
                        "{label} could not be read: {name} inflates past the size its header \
                         declares (damaged, or a zip bomb)"
                    )
                } else {
                    format!("{label} could not be read: {name}: {error}")
                },
            );
        }
        if bytes.len() as u64 > self.budget {
            return Err(bomb);
        }
        self.budget -= bytes.len() as u64;
        Ok(Some(bytes))
    }

    /// The entry as text (UTF-8, or UTF-16 with a byte-order mark), invalid bytes replaced.
    pub(super) fn read_text(&mut self, name: &str) -> Result<Option<String>, String> {
        Ok(self
            .read(name)?
            .map(|bytes| UTF_8.decode(&bytes).0.into_owned()))
    }
}

fn too_many_entries(format: DocumentFormat) -> String {
    format!(
        "{} has more than {MAX_ENTRIES} entries (possible zip bomb)",
        format.label()
    )
}

fn describe_zip_error(error: &ZipError) -> String {
    match error {
        ZipError::InvalidArchive(why) => format!("not a valid zip archive ({why})"),
        ZipError::UnsupportedArchive(why) => format!("unsupported zip feature ({why})"),
        ZipError::Io(io) => io.to_string(),
        other => other.to_string(),
    }
}

/// The entry count the end-of-central-directory record declares, when it can be found
/// cheaply (not for ZIP64 counts).
fn declared_entries(source: &mut Source) -> Option<usize> {
    const RECORD: u64 = 22;
    let length = source.seek(SeekFrom::End(0)).ok()?;
    let tail_length = length.min(RECORD + u64::from(u16::MAX));
    source.seek(SeekFrom::Start(length - tail_length)).ok()?;
    let mut tail = Vec::with_capacity(tail_length as usize);
    source
        .by_ref()
        .take(tail_length)
        .read_to_end(&mut tail)
        .ok()?;
    source.seek(SeekFrom::Start(0)).ok()?;
    let at = tail.windows(4).rposition(|w| w == b"PK\x05\x06")?;
    let count = tail.get(at + 10..at + 12)?;
    let count = u16::from_le_bytes([count[0], count[1]]);
    (count != u16::MAX).then_some(usize::from(count))
}
