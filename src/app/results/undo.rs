//! Undoing marks: each user action that changed marks records what they were before, and
//! Undo puts the last one back. A new report, or files taken out of the lists, forgets
//! them.

use std::path::PathBuf;
use std::sync::Arc;

use crate::engine::actions::rules::Mark;

use super::Results;

/// The marks each marking action changed, as they were before it, the newest last.
#[derive(Debug, Default)]
pub(super) struct UndoHistory {
    actions: Vec<Vec<(PathBuf, Option<Mark>)>>,
}

impl UndoHistory {
    /// Records the marks an action changes, as they were before it.
    pub(super) fn record(&mut self, before: Vec<(PathBuf, Option<Mark>)>) {
        self.actions.push(before);
    }

    /// Forgets every action: the paths they name may be listed no longer.
    pub(super) fn forget(&mut self) {
        self.actions.clear();
    }
}

impl Results {
    /// Undoes the last marking action; false when there is none.
    pub fn undo_mark(&mut self) -> bool {
        let Some(before) = self.undo.actions.pop() else {
            return false;
        };
        for (path, mark) in before {
            match mark {
                Some(mark) => Arc::make_mut(&mut self.marks).insert(path, mark),
                None => Arc::make_mut(&mut self.marks).remove(&path),
            };
        }
        self.marks_revision += 1;
        self.recount();
        true
    }
}
