//! Why a file could not be compared as a document ([`DocumentProblem`]), among them a text
//! too short to judge ([`TooShort`], under [`MIN_SHINGLES`] distinct word triples), as the
//! report's `skipped` says it.

use std::fmt;

/// Documents with fewer distinct shingles than this are too short to judge: a couple of
/// changed words would swing their similarity from "same" to "different".
pub const MIN_SHINGLES: usize = 8;

/// How the skip reason for a too-short document starts.
pub const TOO_SHORT: &str = "too short to compare as a document";

/// Why a text yields no fingerprint.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct TooShort {
    /// The distinct shingles the text had (fewer than [`MIN_SHINGLES`]).
    pub shingles: usize,
}

impl std::fmt::Display for TooShort {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{TOO_SHORT} ({} distinct word triples; at least {MIN_SHINGLES} needed)",
            self.shingles
        )
    }
}

/// Why a file could not be compared as a document.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum DocumentProblem {
    /// Fewer distinct word triples than a judgement needs.
    TooShort(TooShort),
    /// Not a document (an image, an archive, an executable, other binary data).
    NotADocument,
    /// The file could not be read or its text extracted; the reason in words.
    Unreadable(String),
}

impl fmt::Display for DocumentProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DocumentProblem::TooShort(short) => short.fmt(f),
            DocumentProblem::NotADocument => f.write_str("not a document (no text to compare)"),
            DocumentProblem::Unreadable(reason) => write!(f, "could not be read: {reason}"),
        }
    }
}

impl std::error::Error for DocumentProblem {}
