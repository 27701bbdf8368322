//! Why a scan could not judge a file or folder ([`SkipReason`]), and the system errors it
//! met reading one ([`IoProblem`]): typed values, so each front end can put them into its
//! language, with `Display` the English the JSON report, the logs and the tests read.
//!
//! What a decoder, an extractor or the system says in its own words travels inside as
//! those words: it is not Doppel's to translate.

use std::fmt;
use std::io;

use serde::{Deserialize, Serialize};

use super::{DecodeError, DocumentProblem, MusicSkip, VideoSkip};

/// A system error met reading a file or folder.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum IoProblem {
    /// Not allowed to read it.
    PermissionDenied,
    /// It was gone by the time it was read.
    Vanished,
    /// Too many levels of symbolic links (`ELOOP`).
    TooManyLinks,
    /// The disk or network share failed (`EIO`).
    InputOutput,
    /// Longer than the system allows a path to be (`ENAMETOOLONG`).
    NameTooLong,
    /// A stale network file handle (`ESTALE`).
    StaleHandle,
    /// Any other: the system's own words.
    Other {
        /// What the system said.
        words: String,
    },
}

impl IoProblem {
    /// The problem `error` is.
    pub fn of(error: &io::Error) -> IoProblem {
        match error.kind() {
            io::ErrorKind::PermissionDenied => IoProblem::PermissionDenied,
            io::ErrorKind::NotFound => IoProblem::Vanished,
            _ => match error.raw_os_error() {
                Some(libc::ELOOP) => IoProblem::TooManyLinks,
                Some(libc::EIO) => IoProblem::InputOutput,
                Some(libc::ENAMETOOLONG) => IoProblem::NameTooLong,
                Some(libc::ESTALE) => IoProblem::StaleHandle,
                _ => IoProblem::Other {
                    words: error.to_string(),
                },
            },
        }
    }
}

impl fmt::Display for IoProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            IoProblem::PermissionDenied => "permission denied",
            IoProblem::Vanished => "vanished during the scan",
            IoProblem::TooManyLinks => "too many levels of symbolic links",
            IoProblem::InputOutput => "input/output error (the disk or network share failed)",
            IoProblem::NameTooLong => {
                "the path is longer than the system allows (4,096 bytes), so it cannot be opened"
            }
            IoProblem::StaleHandle => "stale network file handle (the share changed)",
            IoProblem::Other { words } => words,
        })
    }
}

/// Why a file or folder was left out of the scan's judgement.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum SkipReason {
    /// A system error reading it.
    Io {
        /// Which.
        problem: IoProblem,
    },
    /// A symbolic link whose target does not exist.
    BrokenLink,
    /// A symbolic link that leads back to a folder the walk is inside.
    LinkLoop,
    /// A symbolic link, which comparing folders does not follow.
    LinkNotFollowed,
    /// Not a regular file (a device, a socket, a pipe).
    NotRegularFile,
    /// Its size or modified time changed while it was read.
    ChangedWhileRead,
    /// Replaced, while it was read, by something that is not a regular file.
    ReplacedWhileRead,
    /// Doppel's own folder (journals, cache, settings).
    OwnFolder,
    /// A folder given to scan inside Doppel's own folder.
    RootInOwnFolder,
    /// A symbolic link into Doppel's own folder.
    LinkIntoOwnFolder,
    /// A trash folder.
    TrashFolder,
    /// A folder given to scan inside a trash folder.
    RootInTrash,
    /// A symbolic link into a trash folder.
    LinkIntoTrash,
    /// A watched folder that is gone (deleted or renamed).
    RootGone,
    /// A folder or file given to scan that does not exist.
    NotThere,
    /// Given to scan, but neither a regular file nor a folder.
    NotFileOrFolder,
    /// Not comparable as a document.
    Document {
        /// Why.
        problem: DocumentProblem,
    },
    /// A document whose text could not be extracted: the extractor's own words (a damaged
    /// PDF, a password).
    Unextractable {
        /// What the extractor said.
        words: String,
    },
    /// A document that changed between being read and being compared.
    ChangedWhileCompared,
    /// An image that could not be decoded.
    Image {
        /// Why.
        problem: DecodeError,
    },
    /// A video that could not be read.
    Video {
        /// Why.
        problem: VideoSkip,
    },
    /// A music file that could not be read.
    Music {
        /// Why.
        problem: MusicSkip,
    },
    /// Words only: read from a JSON report written before the reasons were typed.
    Words {
        /// The report's words.
        words: String,
    },
}

impl SkipReason {
    /// The reason for a system error.
    pub fn io(error: &io::Error) -> SkipReason {
        SkipReason::Io {
            problem: IoProblem::of(error),
        }
    }

    /// Whether this is a document too short to compare: expected of many small text files,
    /// so listed after the problems.
    pub fn is_too_short(&self) -> bool {
        matches!(
            self,
            SkipReason::Document {
                problem: DocumentProblem::TooShort(_)
            }
        )
    }
}

impl fmt::Display for SkipReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SkipReason::Io { problem } => problem.fmt(f),
            SkipReason::BrokenLink => {
                f.write_str("broken symbolic link: its target does not exist")
            }
            SkipReason::LinkLoop => {
                f.write_str("symbolic link loop: it leads back to a folder already being scanned")
            }
            SkipReason::LinkNotFollowed => f.write_str("a symbolic link (not followed)"),
            SkipReason::NotRegularFile => f.write_str("not a regular file"),
            SkipReason::ChangedWhileRead => f.write_str(
                "changed during the scan (size or modified time differs from when it was listed)",
            ),
            SkipReason::ReplacedWhileRead => {
                f.write_str("replaced during the scan by something that is not a regular file")
            }
            SkipReason::OwnFolder => f.write_str(
                "is Doppel's own folder (its cleanup journals, cache or settings); it is never \
                 scanned",
            ),
            SkipReason::RootInOwnFolder => f.write_str(
                "is inside Doppel's own folder (its cleanup journals, cache or settings); it is \
                 never scanned",
            ),
            SkipReason::LinkIntoOwnFolder => f.write_str(
                "is a link into Doppel's own folder (its cleanup journals, cache or settings); \
                 it is never scanned",
            ),
            SkipReason::TrashFolder => {
                f.write_str("is a trash folder; files in the trash are never scanned")
            }
            SkipReason::RootInTrash => {
                f.write_str("is inside a trash folder; files in the trash are never scanned")
            }
            SkipReason::LinkIntoTrash => {
                f.write_str("is a link into a trash folder; files in the trash are never scanned")
            }
            SkipReason::RootGone => f.write_str(
                "the folder is gone (deleted or renamed); it is scanned again if it comes back",
            ),
            SkipReason::NotThere => f.write_str("no such file or folder"),
            SkipReason::NotFileOrFolder => f.write_str("not a regular file or folder"),
            SkipReason::Document { problem } => problem.fmt(f),
            SkipReason::Unextractable { words } => f.write_str(words),
            SkipReason::ChangedWhileCompared => f.write_str("changed while it was being compared"),
            SkipReason::Image { problem } => problem.fmt(f),
            SkipReason::Video { problem } => problem.fmt(f),
            SkipReason::Music { problem } => problem.fmt(f),
            SkipReason::Words { words } => f.write_str(words),
        }
    }
}

impl From<DocumentProblem> for SkipReason {
    fn from(problem: DocumentProblem) -> SkipReason {
        SkipReason::Document { problem }
    }
}

impl From<DecodeError> for SkipReason {
    fn from(problem: DecodeError) -> SkipReason {
        SkipReason::Image { problem }
    }
}

impl From<VideoSkip> for SkipReason {
    fn from(problem: VideoSkip) -> SkipReason {
        SkipReason::Video { problem }
    }
}

impl From<MusicSkip> for SkipReason {
    fn from(problem: MusicSkip) -> SkipReason {
        SkipReason::Music { problem }
    }
}
