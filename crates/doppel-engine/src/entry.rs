//! [`FileEntry`]: what the walk learns about one regular file before any byte is read.

use std::fs::Metadata;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// A regular file found by the walk, with the metadata every later stage relies on.
///
/// Public only because the walk's output and [`crate::hashing`] name it; its contents are
/// the engine's own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileEntry {
    /// Boxed rather than a `PathBuf`: no spare capacity, and 8 bytes less per file.
    pub(crate) path: Box<Path>,
    pub(crate) size: u64,
    pub(crate) modified: SystemTime,
    /// Device and inode identify the file itself: paths sharing both are hard links.
    pub(crate) dev: u64,
    pub(crate) ino: u64,
}

impl FileEntry {
    pub(crate) fn new(path: PathBuf, metadata: &Metadata) -> Self {
        FileEntry {
            path: path.into_boxed_path(),
            size: metadata.len(),
            modified: metadata.modified().unwrap_or(SystemTime::UNIX_EPOCH),
            dev: metadata.dev(),
            ino: metadata.ino(),
        }
    }

    /// True when `metadata` (taken later, from an open file) shows the same file unchanged.
    pub(crate) fn matches(&self, metadata: &Metadata) -> bool {
        metadata.len() == self.size
            && metadata.modified().unwrap_or(SystemTime::UNIX_EPOCH) == self.modified
            && metadata.ino() == self.ino
            && metadata.dev() == self.dev
    }
}
