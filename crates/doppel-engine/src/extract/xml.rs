//! XML to text with `quick-xml`, and the small XML helpers the container formats share.
//!
//! For a generic XML file (SVG, DocBook, feeds, configuration) the text is the character
//! data and CDATA sections, with a space at every element boundary so that neighbouring
//! values (`<a>1</a><b>2</b>`) stay apart. Comments, processing instructions and the
//! DOCTYPE are dropped, and so is the content of `<script>` and `<style>` (SVG has both).
//! Entities: the five of XML, character references, and HTML's named ones (`&nbsp;`),
//! which XHTML-like files use without declaring them; unknown ones are dropped.

use std::borrow::Cow;

use quick_xml::escape::{resolve_html5_entity, resolve_xml_entity};
use quick_xml::events::{BytesRef, BytesStart, Event};
use quick_xml::{Reader, XmlVersion};

use super::text::TextBuilder;

pub(super) fn extract(xml: &str, limit: usize) -> Result<String, String> {
    let mut out = TextBuilder::new(limit);
    let mut reader = reader(xml);
    let mut dropped_depth = 0usize;
    loop {
        let event = reader
            .read_event()
            .map_err(|e| malformed("XML", "", &reader, &e))?;
        match event {
            Event::Start(start) => {
                if dropped_depth > 0 || is_dropped(start.local_name().as_ref()) {
                    dropped_depth += 1;
                } else {
                    out.space();
                }
            }
            Event::End(_) => {
                if dropped_depth > 0 {
                    dropped_depth -= 1;
                } else {
                    out.space();
                }
            }
            Event::Empty(_) if dropped_depth == 0 => out.space(),
            Event::Text(text) if dropped_depth == 0 => out.push_str(&text.xml10_content()),
            Event::CData(data) if dropped_depth == 0 => out.push_str(&data.xml10_content()),
            Event::GeneralRef(reference) if dropped_depth == 0 => {
                out.push_str(&resolve_reference(&reference));
            }
            Event::Eof => break,
            _ => {}
        }
        if out.overflowed() {
            break;
        }
    }
    out.finish().map(|text| text.trim().to_string())
}

fn is_dropped(local_name: &str) -> bool {
    matches!(local_name, "script" | "style")
}

/// A reader that forgives what does not hide text: mismatched end tags, a stray `&`.
pub(super) fn reader(xml: &str) -> Reader<&[u8]> {
    let mut reader = Reader::from_str(xml);
    let config = reader.config_mut();
    config.check_end_names = false;
    config.allow_unmatched_ends = true;
    config.allow_dangling_amp = true;
    reader
}

/// The skip reason for XML that cannot be parsed: "DOCX could not be read: word/document.xml
/// is not well-formed XML (...)".
pub(super) fn malformed(
    format: &str,
    part: &str,
    reader: &Reader<&[u8]>,
    error: &quick_xml::Error,
) -> String {
    let part = if part.is_empty() {
        String::new()
    } else {
        format!("{part} ")
    };
    format!(
        "{format} could not be read: {part}is not well-formed XML ({error} at byte {})",
        reader.error_position()
    )
}

/// The text an entity or character reference stands for; nothing for unknown entities.
pub(super) fn resolve_reference(reference: &BytesRef<'_>) -> Cow<'static, str> {
    if let Ok(Some(c)) = reference.resolve_char_ref() {
        return Cow::Owned(c.to_string());
    }
    let name: &str = reference;
    resolve_xml_entity(name)
        .or_else(|| resolve_html5_entity(name))
        .map(Cow::Borrowed)
        .unwrap_or(Cow::Borrowed(""))
}

/// The value of the attribute with this local name (any prefix), entities resolved.
pub(super) fn attribute(element: &BytesStart<'_>, local_name: &str) -> Option<String> {
    element
        .attributes()
        .flatten()
        .find(|attribute| attribute.key.local_name().as_ref() == local_name)
        .and_then(|attribute| attribute.normalized_value(XmlVersion::Implicit1_0).ok())
        .map(Cow::into_owned)
}
