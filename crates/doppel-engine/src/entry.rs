//! [`FileEntry`]: what the walk learns about one regular file before any byte is read.

use std::fs::Metadata;
use std::os::unix::fs::MetadataExt;
use std::path::PathBuf;
use std::time::SystemTime;

/// A regular file found by the walk, with the metadata every later stage relies on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileEntry {
    pub path: PathBuf,
    pub size: u64,
    pub modified: SystemTime,
    /// Device and inode identify the file itself: paths sharing both are hard links.
    pub dev: u64,
    pub ino: u64,
}

impl FileEntry {
    pub fn new(path: PathBuf, metadata: &Metadata) -> Self {
        FileEntry {
            path,
            size: metadata.len(),
            modified: metadata.modified().unwrap_or(SystemTime::UNIX_EPOCH),
            dev: metadata.dev(),
            ino: metadata.ino(),
        }
    }

    /// True when `metadata` (taken later, from an open file) shows the same file unchanged.
    pub fn matches(&self, metadata: &Metadata) -> bool {
        metadata.len() == self.size
            && metadata.modified().unwrap_or(SystemTime::UNIX_EPOCH) == self.modified
            && metadata.ino() == self.ino
            && metadata.dev() == self.dev
    }
}
