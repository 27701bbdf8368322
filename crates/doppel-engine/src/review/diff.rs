//! Word-level diff of two documents: which words each side has that the other does not.
//!
//! Words are runs of characters that are not white space, compared exactly. White space is
//! not compared (a PDF breaks lines where the DOCX it was made from did not), but every span
//! keeps its own side's white space, so the spans read like the source and concatenate back
//! to it. The edit script is `similar`'s patience diff on interned word ids: it anchors on
//! words found once in each text and diffs between anchors with Myers, which on prose is as
//! exact as Myers alone and faster once more than a few words changed (1 MB with a fifth of
//! its words edited: about 70 ms against 180 ms). It runs under a deadline: past it,
//! `similar` finishes with a coarser but valid script (whole blocks marked changed on both
//! sides) instead of a minimal one.
//!
//! Bounds: each text is cut at [`MAX_DIFF_CHARS`] characters and the edit script search
//! stops refining after [`DIFF_DEADLINE`]; everything else is linear in the text's length.

use std::collections::HashMap;
use std::ops::Range;
use std::path::Path;
use std::time::{Duration, Instant};

use similar::{Algorithm, DiffTag, capture_diff_slices_deadline};

use crate::extract::{ExtractLimits, Extracted, extract_text};

/// Characters of each text that [`diff_files`] compares (2 Mi, about 350,000 words).
///
/// A document of a few hundred pages fits whole; beyond that the panel would have more
/// text than anyone scrolls through, and its layout would cost the UI thread more than the
/// diff costs here.
pub const MAX_DIFF_CHARS: usize = 2 * 1024 * 1024;

/// How long the edit script search may refine before `similar` settles for a coarser one.
///
/// Versions of one document finish well before it (1 MB with 1 % of words edited: about
/// 40 ms; with 20 %: about 70 ms). Unrelated texts reach it, and then a whole
/// [`diff_files`] takes about 0.3 s, even for texts cut at [`MAX_DIFF_CHARS`]: a pause the
/// panel can show as "comparing", and still a diff that reads (the long runs that do match
/// are found first).
pub const DIFF_DEADLINE: Duration = Duration::from_millis(300);

/// A run of consecutive words (with the white space around them, as in the source) that
/// are all changed or all unchanged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Span {
    /// The words, with the white space around them.
    pub text: String,
    /// Whether these words differ from the other side.
    pub changed: bool,
}

/// Both sides of a diff, as spans that concatenate back to each (possibly cut) text.
#[derive(Debug, Clone, PartialEq)]
pub struct WordDiff {
    /// The left document's text as spans.
    pub left: Vec<Span>,
    /// The right document's text as spans.
    pub right: Vec<Span>,
    /// Words of the left text missing from the right (deleted or replaced).
    pub changed_words_left: usize,
    /// Words of the right text missing from the left (inserted or replacements).
    pub changed_words_right: usize,
    /// At least one text was longer than the character limit and was cut.
    pub truncated: bool,
}

/// Diffs two texts word by word, with the [`DIFF_DEADLINE`]. Texts longer than `max_chars`
/// characters are cut (at a character boundary) and `truncated` is set.
pub fn word_diff(left: &str, right: &str, max_chars: usize) -> WordDiff {
    word_diff_within(left, right, max_chars, DIFF_DEADLINE)
}

/// The same, with a chosen deadline for the edit script search.
pub fn word_diff_within(left: &str, right: &str, max_chars: usize, deadline: Duration) -> WordDiff {
    let started = Instant::now();
    let (left, left_cut) = cut(left, max_chars);
    let (right, right_cut) = cut(right, max_chars);
    let left_words = word_ranges(left);
    let right_words = word_ranges(right);
    let (left_ids, right_ids) = intern(left, &left_words, right, &right_words);

    let ops = capture_diff_slices_deadline(
        Algorithm::Patience,
        &left_ids,
        &right_ids,
        started.checked_add(deadline),
    );
    let mut left_changed = vec![false; left_words.len()];
    let mut right_changed = vec![false; right_words.len()];
    for op in &ops {
        let (tag, old, new) = op.as_tag_tuple();
        if tag != DiffTag::Equal {
            // The ranges index these very slices; `get_mut` keeps a bad one harmless anyway.
            if let Some(words) = left_changed.get_mut(old) {
                words.fill(true);
            }
            if let Some(words) = right_changed.get_mut(new) {
                words.fill(true);
            }
        }
    }

    WordDiff {
        left: spans(left, &left_words, &left_changed),
        right: spans(right, &right_words, &right_changed),
        changed_words_left: left_changed.iter().filter(|&&c| c).count(),
        changed_words_right: right_changed.iter().filter(|&&c| c).count(),
        truncated: left_cut || right_cut,
    }
}

/// Extracts both files' text (default extraction limits, both at once) and diffs it, cut at
/// [`MAX_DIFF_CHARS`]. Errors are the extractor's reasons, prefixed with the file's name.
pub fn diff_files(left: &Path, right: &Path) -> Result<WordDiff, String> {
    let (left_text, right_text) = document_texts(left, right);
    Ok(word_diff(&left_text?, &right_text?, MAX_DIFF_CHARS))
}

/// Both files' text, extracted at once (default extraction limits).
pub(crate) fn document_texts(
    left: &Path,
    right: &Path,
) -> (Result<String, String>, Result<String, String>) {
    std::thread::scope(|scope| {
        let other = std::thread::Builder::new()
            .name("doppel-diff-extract".to_string())
            .spawn_scoped(scope, || document_text(right));
        let left_text = document_text(left);
        let right_text = match other {
            Ok(handle) => handle
                .join()
                .unwrap_or_else(|_| Err(format!("{}: extractor crashed", file_name(right)))),
            // No thread to spare: extract in turn.
            Err(_) => document_text(right),
        };
        (left_text, right_text)
    })
}

fn document_text(path: &Path) -> Result<String, String> {
    match extract_text(path, &ExtractLimits::default()) {
        Ok(Extracted::Text { text, .. }) => Ok(text),
        Ok(Extracted::NotText) => Err(format!(
            "{}: not a document (no text to compare)",
            file_name(path)
        )),
        Err(reason) => Err(format!("{}: {reason}", file_name(path))),
    }
}

fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// `text` cut after `max_chars` characters, and whether it was cut.
pub(crate) fn cut(text: &str, max_chars: usize) -> (&str, bool) {
    // A character is at least one byte, so a short text needs no counting.
    if text.len() <= max_chars {
        return (text, false);
    }
    match text.char_indices().nth(max_chars) {
        Some((at, _)) => (&text[..at], true),
        None => (text, false),
    }
}

/// Byte ranges of the words of `text`: maximal runs of characters that are not white space.
fn word_ranges(text: &str) -> Vec<Range<usize>> {
    let mut words = Vec::with_capacity(text.len() / 6);
    let mut start = None;
    for (at, c) in text.char_indices() {
        match (c.is_whitespace(), start) {
            (true, Some(from)) => {
                words.push(from..at);
                start = None;
            }
            (false, None) => start = Some(at),
            _ => {}
        }
    }
    if let Some(from) = start {
        words.push(from..text.len());
    }
    words
}

/// One small integer per distinct word, shared by both sides: the diff then compares and
/// hashes integers instead of strings.
fn intern(
    left: &str,
    left_words: &[Range<usize>],
    right: &str,
    right_words: &[Range<usize>],
) -> (Vec<u32>, Vec<u32>) {
    let mut ids = HashMap::with_capacity(left_words.len() / 4);
    let left_ids = ids_of(&mut ids, left, left_words);
    let right_ids = ids_of(&mut ids, right, right_words);
    (left_ids, right_ids)
}

fn ids_of<'a>(ids: &mut HashMap<&'a str, u32>, text: &'a str, words: &[Range<usize>]) -> Vec<u32> {
    words
        .iter()
        .map(|word| {
            let next = ids.len() as u32;
            *ids.entry(&text[word.clone()]).or_insert(next)
        })
        .collect()
}

/// The spans of one side: each word with the white space before it, merged while the
/// changed flag stays the same.
fn spans(text: &str, words: &[Range<usize>], changed: &[bool]) -> Vec<Span> {
    let mut spans = Vec::new();
    let mut end = 0;
    for (i, word) in words.iter().enumerate() {
        // The white space inside a changed phrase is part of the change; around it, not.
        let gap_changed = changed[i] && i > 0 && changed[i - 1];
        push(&mut spans, &text[end..word.start], gap_changed);
        push(&mut spans, &text[word.clone()], changed[i]);
        end = word.end;
    }
    push(&mut spans, &text[end..], false);
    spans
}

fn push(spans: &mut Vec<Span>, piece: &str, changed: bool) {
    if piece.is_empty() {
        return;
    }
    match spans.last_mut() {
        Some(last) if last.changed == changed => last.text.push_str(piece),
        _ => spans.push(Span {
            text: piece.to_string(),
            changed,
        }),
    }
}
