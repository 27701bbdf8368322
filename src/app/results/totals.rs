//! The totals the status bar and tabs draw every frame (groups of each kind, bytes to
//! reclaim), recomputed only when the report or the marks change, so a frame need not walk
//! 100,000 groups. What the marks would trash is the cleanup plan (`marks_plan.rs`).

use std::collections::HashMap;

use crate::engine::actions::rules::Mark;

use super::{GroupKind, Results};

#[derive(Debug, Clone, Default)]
pub(super) struct Totals {
    /// The groups of each kind listed on their own tab.
    groups: HashMap<GroupKind, usize>,
    reclaimable: u64,
    /// How many files and folders are marked Trash.
    pub(super) trash_marks: usize,
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
        totals.trash_marks = self.marks.values().filter(|m| **m == Mark::Trash).count();
        self.totals = totals;
        self.generation = super::marks_plan::next_generation();
    }
}
