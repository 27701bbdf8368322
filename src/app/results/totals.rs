//! The totals the status bar and tabs draw every frame (groups of each kind, bytes to
//! reclaim, what the marks would trash), recomputed only when the report or the marks
//! change, so a frame need not walk 100,000 groups.

use std::collections::HashMap;

use crate::engine::actions::rules::Mark;

use super::{GroupKind, Results};

#[derive(Debug, Clone, Default)]
pub(super) struct Totals {
    /// The groups of each kind listed on their own tab.
    groups: HashMap<GroupKind, usize>,
    reclaimable: u64,
    trash_files: usize,
    trash_folders: usize,
    trash_bytes: u64,
}

/// What the marks would send to the trash.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct MarkedForTrash {
    pub files: usize,
    pub folders: usize,
    /// The files' sizes and the bytes seen inside the folders.
    pub bytes: u64,
}

impl MarkedForTrash {
    pub fn is_empty(&self) -> bool {
        self.files + self.folders == 0
    }
}

impl Results {
    /// Number of groups of one kind listed on their own tab (not inside a folder group).
    pub fn count(&self, kind: GroupKind) -> usize {
        self.totals.groups.get(&kind).copied().unwrap_or(0)
    }

    /// Bytes freed by keeping one copy of every exact group.
    pub fn reclaimable(&self) -> u64 {
        self.totals.reclaimable
    }

    /// Files and folders marked Trash, and their total size.
    pub fn marked_for_trash(&self) -> MarkedForTrash {
        MarkedForTrash {
            files: self.totals.trash_files,
            folders: self.totals.trash_folders,
            bytes: self.totals.trash_bytes,
        }
    }

    /// Recomputes the totals; called after every change to the report or the marks, so the
    /// status bar and tabs need not walk 100,000 groups each frame.
    pub(super) fn recount(&mut self) {
        let mut totals = Totals::default();
        for row in &self.rows {
            *totals.groups.entry(row.kind).or_default() += 1;
            // Only an exact group's bytes are sure to come back.
            if row.kind == GroupKind::Exact {
                totals.reclaimable += row.bytes;
            }
        }
        // A file in both an exact and a near group is one file to trash.
        let mut counted = std::collections::HashSet::new();
        for file in self.report.groups.iter().flat_map(|g| g.files()) {
            if self.marks.get(&file.path) == Some(&Mark::Trash) && counted.insert(&file.path) {
                totals.trash_files += 1;
                totals.trash_bytes += file.size;
            }
        }
        for folder in self.report.folders.iter().flat_map(|g| &g.folders) {
            if self.marks.get(&folder.path) == Some(&Mark::Trash) && counted.insert(&folder.path) {
                totals.trash_folders += 1;
                totals.trash_bytes += folder.bytes;
            }
        }
        self.totals = totals;
    }
}
