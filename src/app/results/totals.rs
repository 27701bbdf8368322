//! The totals the status bar and tabs draw every frame (groups of each kind, bytes to
//! reclaim, what the marks would trash), recomputed only when the report or the marks
//! change, so a frame need not walk 100,000 groups.
//!
//! What the marks would trash is the cleanup plan itself, made by the engine function the
//! dialog and `doppel clean` use: the button's count is what the dialog will do, and a
//! file marked Trash that the plan leaves alone says why where it is shown.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::engine::actions::{self, CleanupPlan, Reason};

use super::{GroupKind, Results};

#[derive(Debug, Clone, Default)]
pub(super) struct Totals {
    /// The groups of each kind listed on their own tab.
    groups: HashMap<GroupKind, usize>,
    reclaimable: u64,
    /// What a cleanup of the marks would do now.
    plan: Arc<CleanupPlan>,
    /// What becomes of each file and folder marked Trash, by path.
    fates: HashMap<PathBuf, Fate>,
}

/// What a cleanup of the marks would do: the counts the dialog will show.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct MarkedForTrash {
    pub files: usize,
    pub folders: usize,
    /// The files' sizes and the bytes seen inside the folders (their companions apart).
    pub bytes: u64,
    /// Files and folders marked Trash that the cleanup would leave alone.
    pub left_alone: usize,
}

impl MarkedForTrash {
    /// Nothing is marked Trash at all: the dialog would have nothing to say.
    pub fn is_empty(&self) -> bool {
        self.files + self.folders + self.left_alone == 0
    }
}

/// What the cleanup would do with one file or folder marked Trash.
#[derive(Debug, Clone, PartialEq)]
pub enum Fate {
    /// It goes, vouched for by these kept copies (of every group it is in).
    Goes { kept: Vec<PathBuf> },
    /// It stays, for this reason.
    LeftAlone(Reason),
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

    /// What a cleanup of the marks would move, and how many marked files it would leave.
    pub fn marked_for_trash(&self) -> MarkedForTrash {
        let plan = &self.totals.plan;
        MarkedForTrash {
            files: plan.files_to_trash(),
            folders: plan.folders_to_trash(),
            bytes: plan.bytes_to_trash(),
            left_alone: plan.refused().len(),
        }
    }

    /// The cleanup plan of the marks as they are: what the dialog confirms.
    pub fn cleanup_plan(&self) -> Arc<CleanupPlan> {
        Arc::clone(&self.totals.plan)
    }

    /// What the cleanup would do with `path`, when it is marked Trash.
    pub fn fate(&self, path: &Path) -> Option<&Fate> {
        self.totals.fates.get(path)
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
        let plan = actions::plan_for_report(
            &self.report,
            &self.planned_groups(),
            &self.planned_folder_groups(),
        );
        let goes = plan.kept_copies().map(|(path, kept)| {
            let kept = kept.into_iter().map(Path::to_path_buf).collect();
            (path.to_path_buf(), Fate::Goes { kept })
        });
        let folders = plan.folders().map(|folder| {
            let kept = Vec::new();
            (folder.path.clone(), Fate::Goes { kept })
        });
        let refused = plan.refused().iter().map(|refusal| {
            let fate = Fate::LeftAlone(refusal.reason.clone());
            (refusal.path.clone(), fate)
        });
        totals.fates = goes.chain(folders).chain(refused).collect();
        totals.plan = Arc::new(plan);
        self.totals = totals;
    }
}
