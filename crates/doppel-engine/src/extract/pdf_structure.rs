//! Shapes of a PDF's object graph that would send `pdf-extract` into unbounded recursion,
//! found before it runs. A stack overflow cannot be caught: it aborts the whole process, so
//! unlike a panic it cannot be contained, and such a file must be refused up front.
//!
//! Two such shapes. A page whose chain of `/Parent` links loops: `pdf-extract` climbs it to
//! find an inherited `/Resources` or `/MediaBox`, with no check. And an XObject that draws
//! itself with `Do`, directly or through others (a form without resources of its own draws
//! with its caller's, which may name it), or XObjects nested deeper than documents nest
//! them: `pdf-extract` follows every `Do` into the XObject's content, recursively. The walk
//! here follows the same links the same way, without extracting anything.

use std::collections::{HashMap, HashSet};

use pdf_extract::content::Content;
use pdf_extract::{Dictionary, Document, Object, ObjectId};

/// Longer `/Parent` chains than any page tree has (they are a few levels deep).
const MAX_PARENTS: usize = 256;
/// Deeper `Do` nesting than documents use (forms inside forms go a few levels).
const MAX_XOBJECT_DEPTH: usize = 32;

/// Refuses a document whose page tree loops or whose XObjects draw themselves or nest too
/// deeply, with the skip reason.
pub(super) fn check(document: &Document) -> Result<(), String> {
    let pages = document.get_pages();
    for &page in pages.values() {
        check_parents(document, page)?;
    }
    let mut heights = HashMap::new();
    for &page in pages.values() {
        let Ok(dictionary) = document.get_dictionary(page) else {
            continue;
        };
        let Some(resources) = inherited_resources(document, dictionary) else {
            continue;
        };
        let Ok(content) = document.get_page_content(page) else {
            continue;
        };
        height(document, &content, resources, &mut Vec::new(), &mut heights)?;
    }
    Ok(())
}

fn check_parents(document: &Document, page: ObjectId) -> Result<(), String> {
    let mut seen = HashSet::from([page]);
    let mut current = document.get_dictionary(page).ok();
    while let Some(dictionary) = current {
        let Ok(parent) = dictionary.get(b"Parent").and_then(Object::as_reference) else {
            return Ok(());
        };
        if !seen.insert(parent) {
            return Err("PDF could not be read: its page tree loops back on itself".into());
        }
        if seen.len() > MAX_PARENTS {
            return Err(format!(
                "PDF could not be read: its page tree is nested more than {MAX_PARENTS} deep"
            ));
        }
        current = document.get_dictionary(parent).ok();
    }
    Ok(())
}

/// The page's `/Resources`, or the nearest ancestor's, as `pdf-extract` finds them. Only
/// called once every `/Parent` chain is known to end.
fn inherited_resources<'a>(document: &'a Document, page: &'a Dictionary) -> Option<&'a Dictionary> {
    let mut current = page;
    loop {
        if let Some(resources) = dictionary_at(document, current.get(b"Resources").ok()) {
            return Some(resources);
        }
        let parent = current.get(b"Parent").and_then(Object::as_reference).ok()?;
        current = document.get_dictionary(parent).ok()?;
    }
}

/// How deep the XObjects drawn by `content` nest (0 when it draws none). `path` holds the
/// XObjects being drawn around it; `heights` remembers XObjects already measured with a
/// given resource dictionary, so a form drawn many times is walked once.
fn height<'a>(
    document: &'a Document,
    content: &[u8],
    resources: &'a Dictionary,
    path: &mut Vec<ObjectId>,
    heights: &mut HashMap<(ObjectId, *const Dictionary), usize>,
) -> Result<usize, String> {
    let Some(xobjects) = dictionary_at(document, resources.get(b"XObject").ok()) else {
        return Ok(0);
    };
    // Content the parser cannot read is not drawn (`pdf-extract` stops there too).
    let Ok(content) = Content::decode(content) else {
        return Ok(0);
    };
    let mut deepest = 0;
    for operation in content.operations.iter().filter(|op| op.operator == "Do") {
        let Some(name) = operation.operands.first().and_then(|o| o.as_name().ok()) else {
            continue;
        };
        let Ok(&Object::Reference(id)) = xobjects.get(name) else {
            continue;
        };
        if path.contains(&id) {
            return Err("PDF could not be read: a drawing in it draws itself".into());
        }
        let Ok(Object::Stream(stream)) = document.get_object(id) else {
            continue;
        };
        // Without resources of its own, an XObject draws with its caller's.
        let inner =
            dictionary_at(document, stream.dict.get(b"Resources").ok()).unwrap_or(resources);
        let key = (id, inner as *const Dictionary);
        let below = match heights.get(&key) {
            Some(&known) => known,
            None => {
                let drawn = stream
                    .decompressed_content()
                    .unwrap_or_else(|_| stream.content.clone());
                path.push(id);
                let measured = height(document, &drawn, inner, path, heights)?;
                path.pop();
                heights.insert(key, measured);
                measured
            }
        };
        deepest = deepest.max(below + 1);
        if path.len() + deepest > MAX_XOBJECT_DEPTH {
            return Err(format!(
                "PDF could not be read: its drawings are nested more than {MAX_XOBJECT_DEPTH} deep"
            ));
        }
    }
    Ok(deepest)
}

/// The dictionary `object` is or refers to.
fn dictionary_at<'a>(document: &'a Document, object: Option<&'a Object>) -> Option<&'a Dictionary> {
    match object? {
        Object::Reference(id) => document.get_dictionary(*id).ok(),
        Object::Dictionary(dictionary) => Some(dictionary),
        _ => None,
    }
}
