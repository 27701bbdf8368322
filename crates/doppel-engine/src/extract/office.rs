//! DOCX and ODT to text: the word-processing XML inside the zip, read with `quick-xml`.
//!
//! Both keep what the printed document shows: paragraphs and headings, each ending a line;
//! tables, lists, text boxes, footnotes and endnotes. They drop what it does not: deleted
//! tracked changes, field codes, comments, and (in DOCX) the fallback copy of content that
//! Word stores twice for older readers. Page headers and footers are left out, since a PDF
//! repeats them on every page and a copy counts them once.
//!
//! DOCX: the main part named in `_rels/.rels` (normally `word/document.xml`), then
//! `word/footnotes.xml` and `word/endnotes.xml`; text is in `<w:t>` (and `<a:t>`, `<m:t>`).
//! ODT: `content.xml` (or the whole of a flat `.fodt`); text is inside `<text:p>` and
//! `<text:h>`, with `<text:s>`, `<text:tab>` and `<text:line-break>` for spacing.

use quick_xml::events::Event;

use super::text::TextBuilder;
use super::xml::{malformed, reader, resolve_reference};
use super::zipped::Container;

pub(super) fn docx(container: &mut Container, out: &mut TextBuilder) -> Result<(), String> {
    let main = container.docx_main_part()?;
    let Some(document) = container.read_text(&main)? else {
        return Err(format!("DOCX could not be read: {main} is missing"));
    };
    docx_part(&document, &main, out)?;
    for part in ["word/footnotes.xml", "word/endnotes.xml"] {
        if let Some(notes) = container.read_text(part)? {
            docx_part(&notes, part, out)?;
        }
    }
    Ok(())
}

/// Word elements whose content is not shown as text: deleted or moved-away runs, field
/// instructions, property blocks (whose `<w:tab>` are tab stops, not tabs), the fallback of
/// alternate content, and comment ranges' references.
fn docx_dropped(local_name: &str) -> bool {
    matches!(
        local_name,
        "delText"
            | "delInstrText"
            | "instrText"
            | "moveFrom"
            | "del"
            | "pPr"
            | "rPr"
            | "sectPr"
            | "tblPr"
            | "Fallback"
    )
}

fn docx_part(xml: &str, part: &str, out: &mut TextBuilder) -> Result<(), String> {
    let mut reader = reader(xml);
    let mut dropped = 0usize;
    let mut in_text = 0usize;
    loop {
        let event = reader
            .read_event()
            .map_err(|e| malformed("DOCX", part, &reader, &e))?;
        match event {
            Event::Start(element) => {
                let name = element.local_name();
                let name = name.as_ref();
                if dropped > 0 || docx_dropped(name) {
                    dropped += 1;
                } else if name == "t" {
                    in_text += 1;
                }
            }
            Event::End(element) => {
                if dropped > 0 {
                    dropped -= 1;
                    continue;
                }
                match element.local_name().as_ref() {
                    "t" => in_text = in_text.saturating_sub(1),
                    "p" => out.line_break(),
                    "tc" => out.space(),
                    _ => {}
                }
            }
            Event::Empty(element) if dropped == 0 => match element.local_name().as_ref() {
                "tab" | "ptab" => out.push_char('\t'),
                "br" | "cr" => out.line_break(),
                "noBreakHyphen" => out.push_char('-'),
                "p" => out.line_break(),
                _ => {}
            },
            Event::Text(text) if dropped == 0 && in_text > 0 => {
                out.push_str(&text.xml10_content());
            }
            Event::GeneralRef(reference) if dropped == 0 && in_text > 0 => {
                out.push_str(&resolve_reference(&reference));
            }
            Event::Eof => break,
            _ => {}
        }
        if out.overflowed() {
            break;
        }
    }
    out.line_break();
    Ok(())
}

pub(super) fn odt(container: &mut Container, out: &mut TextBuilder) -> Result<(), String> {
    // Templates may have styles and no content at all: that is an empty document.
    let Some(content) = container.read_text("content.xml")? else {
        return Ok(());
    };
    odt_content(&content, "content.xml", out)
}

/// A flat OpenDocument text (`.fodt`): the same XML, not zipped.
pub(super) fn flat_odt(xml: &str, limit: usize) -> Result<String, String> {
    let mut out = TextBuilder::new(limit);
    odt_content(xml, "", &mut out)?;
    out.finish().map(|text| text.trim().to_string())
}

/// The text of ODF content XML; only paragraphs and headings hold text, so metadata, styles
/// and settings in a flat file are passed over.
fn odt_content(content: &str, part: &str, out: &mut TextBuilder) -> Result<(), String> {
    let mut reader = reader(content);
    let mut dropped = 0usize;
    let mut in_paragraph = 0usize;
    loop {
        let event = reader
            .read_event()
            .map_err(|e| malformed("ODT", part, &reader, &e))?;
        match event {
            Event::Start(element) => {
                let name = element.local_name();
                let name = name.as_ref();
                if dropped > 0 || odt_dropped(name) {
                    dropped += 1;
                } else if name == "p" || name == "h" {
                    in_paragraph += 1;
                } else if name == "note-body" {
                    // A footnote is printed apart from the sentence that cites it.
                    out.line_break();
                }
            }
            Event::End(element) => {
                if dropped > 0 {
                    dropped -= 1;
                } else if matches!(element.local_name().as_ref(), "p" | "h") {
                    in_paragraph = in_paragraph.saturating_sub(1);
                    out.line_break();
                }
            }
            Event::Empty(element) if dropped == 0 => match element.local_name().as_ref() {
                "s" => out.push_char(' '),
                "tab" => out.push_char('\t'),
                "line-break" => out.line_break(),
                _ => {}
            },
            Event::Text(text) if dropped == 0 && in_paragraph > 0 => {
                out.push_str(&text.xml10_content());
            }
            Event::GeneralRef(reference) if dropped == 0 && in_paragraph > 0 => {
                out.push_str(&resolve_reference(&reference));
            }
            Event::Eof => break,
            _ => {}
        }
        if out.overflowed() {
            break;
        }
    }
    Ok(())
}

/// ODF elements whose content is not shown as text: tracked deletions, comments, and the
/// footnote number (a DOCX has none in its text either).
fn odt_dropped(local_name: &str) -> bool {
    matches!(
        local_name,
        "tracked-changes" | "annotation" | "note-citation"
    )
}
