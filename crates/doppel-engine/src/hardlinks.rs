//! Folding hard links: paths that share a device and inode are one file, not duplicates.

use std::os::unix::ffi::OsStrExt;
use std::path::PathBuf;

use super::entry::FileEntry;
use crate::report::FileRecord;

/// One distinct file on disk, reached through `entry.path` and possibly other paths.
#[derive(Debug, Clone)]
pub struct DistinctFile {
    pub(crate) entry: FileEntry,
    /// Other paths to the same inode, sorted.
    pub(crate) aliases: Vec<PathBuf>,
}

impl DistinctFile {
    /// The file as the report shows it.
    pub(crate) fn record(&self) -> FileRecord {
        FileRecord {
            path: self.entry.path.clone(),
            size: self.entry.size,
            modified: self.entry.modified,
            aliases: self.aliases.clone(),
        }
    }
}

/// Folds entries that share (device, inode) into one [`DistinctFile`] whose main path is
/// the first in path order, so the result does not depend on the walk's order.
pub fn fold_hard_links(mut entries: Vec<FileEntry>) -> Vec<DistinctFile> {
    // Paths compared as bytes: Path's component-wise order costs several times more here.
    entries.sort_unstable_by(|a, b| {
        (a.dev, a.ino).cmp(&(b.dev, b.ino)).then_with(|| {
            a.path
                .as_os_str()
                .as_bytes()
                .cmp(b.path.as_os_str().as_bytes())
        })
    });

    let mut distinct: Vec<DistinctFile> = Vec::with_capacity(entries.len());
    for entry in entries {
        match distinct.last_mut() {
            Some(last) if last.entry.dev == entry.dev && last.entry.ino == entry.ino => {
                last.aliases.push(entry.path);
            }
            _ => distinct.push(DistinctFile {
                entry,
                aliases: Vec::new(),
            }),
        }
    }
    distinct
}
