//! Folding hard links: paths that share a device and inode are one file, not duplicates.

use std::path::PathBuf;

use rayon::prelude::*;

use super::entry::FileEntry;
use crate::report::FileRecord;

/// One distinct file on disk, reached through `entry.path()` and possibly other paths.
///
/// Kept small (a million of them live through a scan): the other paths, which few files
/// have, are behind one pointer.
#[derive(Debug, Clone)]
pub struct DistinctFile {
    pub(crate) entry: FileEntry,
    /// Other paths to the same inode, sorted; `None` for most files.
    #[allow(clippy::box_collection)] // 8 bytes, not 24, in each of a million files
    more_paths: Option<Box<Vec<PathBuf>>>,
}

impl DistinctFile {
    /// A file reached by one path so far.
    pub(crate) fn new(entry: FileEntry) -> DistinctFile {
        DistinctFile {
            entry,
            more_paths: None,
        }
    }

    /// Other paths to the same inode (hard links), sorted.
    pub(crate) fn aliases(&self) -> &[PathBuf] {
        self.more_paths.as_deref().map_or(&[], Vec::as_slice)
    }

    /// The file as the report shows it.
    pub(crate) fn record(&self) -> FileRecord {
        FileRecord {
            path: self.entry.path(),
            size: self.entry.size,
            modified: self.entry.modified,
            aliases: self.aliases().to_vec(),
            companions: Vec::new(),
        }
    }
}

/// Folds entries that share (device, inode) into one [`DistinctFile`] whose main path is
/// the first in path order, and lists the files by device and inode, so the result does not
/// depend on the walk's order. A path listed twice is kept once. Works in place: the list
/// is the biggest thing a scan holds.
pub fn fold_hard_links(mut files: Vec<DistinctFile>) -> Vec<DistinctFile> {
    // Paths compared as bytes: Path's component-wise order costs several times more here.
    files.par_sort_unstable_by(|a, b| {
        (a.entry.dev, a.entry.ino)
            .cmp(&(b.entry.dev, b.entry.ino))
            .then_with(|| a.entry.cmp_path(&b.entry))
    });
    // `later` is dropped when it is another path of `kept`, its path moved over first; or
    // the same path again (roots given twice, or one inside another).
    files.dedup_by(|later, kept| {
        let same = later.entry.dev == kept.entry.dev && later.entry.ino == kept.entry.ino;
        let again = same
            && (later.entry.cmp_path(&kept.entry).is_eq()
                || kept
                    .aliases()
                    .iter()
                    .any(|alias| later.entry.has_path(alias)));
        if same && !again {
            kept.more_paths
                .get_or_insert_with(Box::default)
                .push(later.entry.path());
        }
        same
    });
    files.shrink_to_fit();
    files
}
