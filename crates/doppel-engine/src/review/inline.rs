//! A word diff as one stream, for a terminal: the words both texts share, and the words
//! only the first has (deleted) or only the second has (inserted), in reading order, as
//! `git diff --word-diff` shows them. The app's side-by-side view uses [`super::diff`].

use std::time::{Duration, Instant};

use similar::{ChangeTag, TextDiff};

/// What a run of words is, between the two texts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InlineKind {
    /// In both texts.
    Same,
    /// Only in the first text.
    Deleted,
    /// Only in the second text.
    Inserted,
}

/// Consecutive words of one kind, with the white space between them as in the text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InlineSpan {
    /// Same, deleted or inserted.
    pub kind: InlineKind,
    /// The words and the white space around them.
    pub text: String,
}

/// Diffs `first` and `second` word by word into one stream of spans. Past `deadline` the
/// search settles for a coarser (still correct) diff.
pub fn inline_word_diff(first: &str, second: &str, deadline: Duration) -> Vec<InlineSpan> {
    let diff = TextDiff::configure()
        .deadline(Instant::now() + deadline)
        .diff_words(first, second);
    let mut spans: Vec<InlineSpan> = Vec::new();
    for change in diff.iter_all_changes() {
        let kind = match change.tag() {
            ChangeTag::Equal => InlineKind::Same,
            ChangeTag::Delete => InlineKind::Deleted,
            ChangeTag::Insert => InlineKind::Inserted,
        };
        match spans.last_mut() {
            Some(last) if last.kind == kind => last.text.push_str(change.value()),
            _ => spans.push(InlineSpan {
                kind,
                text: change.value().to_string(),
            }),
        }
    }
    spans
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changed_words_come_as_deleted_then_inserted_between_shared_ones() {
        let spans = inline_word_diff(
            "the quick brown fox jumps",
            "the quick red fox jumps",
            Duration::from_secs(1),
        );
        let kinds: Vec<(InlineKind, &str)> =
            spans.iter().map(|s| (s.kind, s.text.as_str())).collect();
        assert_eq!(
            kinds,
            [
                (InlineKind::Same, "the quick "),
                (InlineKind::Deleted, "brown"),
                (InlineKind::Inserted, "red"),
                (InlineKind::Same, " fox jumps"),
            ]
        );
    }
}
