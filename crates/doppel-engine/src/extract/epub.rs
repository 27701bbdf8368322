//! EPUB to text: the book's XHTML documents in reading order, each through the HTML
//! extractor.
//!
//! The order is the spine of the package document that `META-INF/container.xml` points to;
//! a book without a usable spine falls back to all its (X)HTML entries in archive order.

use quick_xml::events::Event;

use super::html;
use super::text::TextBuilder;
use super::xml::{attribute, reader};
use super::zipped::{Container, MAX_ENTRIES};

pub(super) fn extract(container: &mut Container, out: &mut TextBuilder) -> Result<(), String> {
    let mut documents = match package_path(container)? {
        Some(package) => spine(container, &package)?,
        None => Vec::new(),
    };
    if documents.is_empty() {
        documents = container
            .names()
            .into_iter()
            .filter(|name| {
                let lower = name.to_ascii_lowercase();
                lower.ends_with(".xhtml") || lower.ends_with(".html") || lower.ends_with(".htm")
            })
            .collect();
    }
    for name in documents.iter().take(MAX_ENTRIES) {
        if let Some(document) = container.read_text(name)? {
            html::append(&document, out);
            out.line_break();
        }
        if out.overflowed() {
            break;
        }
    }
    Ok(())
}

/// The package document (`.opf`) named by the first `<rootfile>` of the container.
fn package_path(container: &mut Container) -> Result<Option<String>, String> {
    let Some(xml) = container.read_text("META-INF/container.xml")? else {
        return Ok(None);
    };
    let mut reader = reader(&xml);
    loop {
        match reader.read_event() {
            Ok(Event::Start(element) | Event::Empty(element))
                if element.local_name().as_ref() == "rootfile" =>
            {
                return Ok(attribute(&element, "full-path"));
            }
            Ok(Event::Eof) | Err(_) => return Ok(None),
            Ok(_) => {}
        }
    }
}

/// The entry names of the spine's (X)HTML documents, in reading order.
fn spine(container: &mut Container, package: &str) -> Result<Vec<String>, String> {
    let Some(xml) = container.read_text(package)? else {
        return Ok(Vec::new());
    };
    let base = package.rsplit_once('/').map_or("", |(folder, _)| folder);
    // id → (href, media type)
    let mut manifest = std::collections::HashMap::new();
    let mut order = Vec::new();
    let mut reader = reader(&xml);
    loop {
        match reader.read_event() {
            Ok(Event::Start(element) | Event::Empty(element)) => {
                match element.local_name().as_ref() {
                    "item" => {
                        if let (Some(id), Some(href)) =
                            (attribute(&element, "id"), attribute(&element, "href"))
                        {
                            let media = attribute(&element, "media-type").unwrap_or_default();
                            manifest.insert(id, (href, media));
                        }
                    }
                    "itemref" => order.extend(attribute(&element, "idref")),
                    _ => {}
                }
            }
            Ok(Event::Eof) | Err(_) => break,
            Ok(_) => {}
        }
    }
    Ok(order
        .iter()
        .filter_map(|id| manifest.get(id))
        .filter(|(_, media)| media.is_empty() || media.contains("html"))
        .map(|(href, _)| resolve(base, href))
        .collect())
}

/// An href relative to the package's folder, as an entry name: percent-escapes decoded,
/// fragment dropped, `.` and `..` resolved.
fn resolve(base: &str, href: &str) -> String {
    let href = href.split('#').next().unwrap_or(href);
    let href = percent_decode(href);
    let mut parts: Vec<&str> = base.split('/').filter(|p| !p.is_empty()).collect();
    for part in href.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            part => parts.push(part),
        }
    }
    parts.join("/")
}

fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let escaped = (bytes[i] == b'%')
            .then(|| bytes.get(i + 1..i + 3))
            .flatten()
            .and_then(|hex| std::str::from_utf8(hex).ok())
            .and_then(|hex| u8::from_str_radix(hex, 16).ok());
        match escaped {
            Some(byte) => {
                out.push(byte);
                i += 3;
            }
            None => {
                out.push(bytes[i]);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}
