//! Why Doppel's cleanup journal could not be written: no journal, no move.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::report::IoProblem;

/// Why Doppel's cleanup journal could not be written: no journal, no move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum JournalError {
    /// A new cleanup's journal could not be made in its folder.
    NotStarted {
        /// The journals' folder.
        folder: PathBuf,
        /// The system's error.
        problem: IoProblem,
    },
    /// A cleanup's journal could not be reopened to record a restore.
    NotUpdated {
        /// The journal.
        path: PathBuf,
        /// The system's error.
        problem: IoProblem,
    },
    /// A record could not be written or flushed to the disk.
    NotWritten {
        /// The journal.
        path: PathBuf,
        /// The system's error.
        problem: IoProblem,
    },
    /// A record that could not be made (a bug): its words.
    Bug(String),
}

impl std::fmt::Display for JournalError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            JournalError::NotStarted { folder, problem } => write!(
                f,
                "the cleanup journal could not be written in {}: {problem}",
                folder.display()
            ),
            JournalError::NotUpdated { path, problem } => write!(
                f,
                "the cleanup journal {} could not be updated: {problem}",
                path.display()
            ),
            JournalError::NotWritten { path, problem } => write!(
                f,
                "the cleanup journal {} could not be written: {problem}",
                path.display()
            ),
            JournalError::Bug(words) => f.write_str(words),
        }
    }
}

impl std::error::Error for JournalError {}
