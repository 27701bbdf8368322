//! [`VerifyError`]: why two files a cleanup has open could not be measured against each
//! other right before one of them moves (see `crate::near::similarity_of_open` and
//! `crate::images::distance_of_open`), in words a user reads.
//!
//! Every one of these means "not measured": the caller leaves the file where it is.

use std::fmt;

use crate::near::fingerprint::TooShort;

/// Why a file could not be measured now. The words follow the file's name or role ("the
/// kept copy could not be read as a document: PDF could not be read: …").
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VerifyError {
    /// The open file could not be read (an I/O error), or is no longer a regular file.
    Unreadable(String),
    /// Its contents hold no text to compare (binary data: an image, an archive…).
    NotADocument,
    /// Its text has too few word triples to judge; an emptied file has none.
    TooShort(TooShort),
    /// Its text could not be extracted: a damaged document, or its extractor crashed.
    NoText(String),
    /// It could not be decoded as an image: not a format Doppel reads, or damaged.
    NotAnImage(String),
    /// One flat colour: every such image hashes alike, whatever its colour, so a distance
    /// says nothing (a scan leaves them to the exact search).
    PlainImage,
    /// Past a size limit: the file's size, what it inflates to, the text it yields, or its
    /// pixels.
    TooLarge(String),
    /// Its extractor or decoder took longer than the time limit.
    TimedOut(String),
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VerifyError::Unreadable(reason) => write!(f, "could not be read: {reason}"),
            VerifyError::NotADocument => f.write_str("is not a document (no text to compare)"),
            VerifyError::TooShort(short) => write!(f, "is {short}"),
            VerifyError::NoText(reason) => {
                write!(f, "could not be read as a document: {reason}")
            }
            VerifyError::NotAnImage(reason) => {
                write!(f, "could not be read as an image: {reason}")
            }
            VerifyError::PlainImage => {
                f.write_str("is an image of one flat colour, which is not compared with others")
            }
            VerifyError::TooLarge(reason) => write!(f, "is too large to compare: {reason}"),
            VerifyError::TimedOut(reason) => write!(f, "took too long to read: {reason}"),
        }
    }
}

impl std::error::Error for VerifyError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_after_the_file_it_concerns() {
        let said = |error: VerifyError| format!("the kept copy {error}");
        assert_eq!(
            said(VerifyError::NoText(
                "PDF could not be read: no pages".into()
            )),
            "the kept copy could not be read as a document: PDF could not be read: no pages"
        );
        assert_eq!(
            said(VerifyError::TooShort(TooShort { shingles: 0 })),
            "the kept copy is too short to compare as a document (0 distinct word triples; \
             at least 8 needed)"
        );
        assert_eq!(
            said(VerifyError::TimedOut(
                "extractor timed out after 20 s".into()
            )),
            "the kept copy took too long to read: extractor timed out after 20 s"
        );
        assert_eq!(
            said(VerifyError::Unreadable("permission denied".into())),
            "the kept copy could not be read: permission denied"
        );
    }
}
