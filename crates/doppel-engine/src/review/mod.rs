//! What the review shows, computed off the UI thread: a word-level diff of two
//! near-duplicate documents ([`word_diff`], `diff.rs`), the same two [`aligned`] line by
//! line for the app's side-by-side view, a [`Preview`] of one file of an exact group
//! (`preview.rs`), and an inline word diff for `doppel compare --diff`
//! ([`inline_word_diff`], `inline.rs`).
//!
//! Plain data only (no UI types), so the panel stays a thin view and everything here can be
//! tested on real files. Both read files through the engine's text extraction
//! ([`crate::extract`]) and bound what they read and compute, because the user
//! picks the files and some of them are huge.

// Public as a module while the app names `review::aligned::aligned_diff` in its code; its
// items are also here.
mod aligned;
mod diff;
mod inline;
mod magic;
mod preview;

pub use aligned::{AlignedDiff, Cell, Row, RowKind, aligned_diff, aligned_diff_files};
pub use diff::{
    DIFF_DEADLINE, MAX_DIFF_CHARS, Span, WordDiff, diff_files, word_diff, word_diff_within,
};
pub use inline::{InlineKind, InlineSpan, inline_word_diff};
pub use preview::{PREVIEW_BYTES, Preview, load_preview};
