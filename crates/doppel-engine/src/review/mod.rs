//! What the review shows, computed off the UI thread: a word-level [`diff`] of two
//! near-duplicate documents side by side and a [`preview`] of one file of an exact group
//! for the desktop app, and an [`inline`] word diff for `doppel compare --diff`.
//!
//! Plain data only (no UI types), so the panel stays a thin view and everything here can be
//! tested on real files. Both read files through the engine's text extraction
//! ([`crate::extract`]) and bound what they read and compute, because the user
//! picks the files and some of them are huge.

pub mod diff;
pub mod inline;
mod magic;
pub mod preview;

pub use diff::{DIFF_DEADLINE, MAX_DIFF_CHARS, Span, WordDiff, diff_files, word_diff};
pub use preview::{PREVIEW_BYTES, Preview, load_preview};
