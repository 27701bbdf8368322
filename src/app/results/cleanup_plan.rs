//! The marks as a cleanup plan's input: every group and folder group with a Trash mark, with
//! each member's mark.

use crate::engine::actions::rules::Mark;
use crate::engine::actions::{self, PlannedFolderGroup, PlannedGroup};

use super::Results;

impl Results {
    /// The groups that have at least one Trash mark, with every member's mark (unmarked
    /// files are kept), ready for the cleanup plan.
    pub fn planned_groups(&self) -> Vec<PlannedGroup> {
        self.report
            .groups
            .iter()
            .filter(|g| {
                g.files()
                    .iter()
                    .any(|f| self.mark(&f.path) == Some(Mark::Trash))
            })
            .map(|g| PlannedGroup {
                files: g.files().to_vec(),
                marks: g.files().iter().map(|f| self.mark(&f.path)).collect(),
                kind: actions::Recheck::of(g, &self.report.bar),
            })
            .collect()
    }

    /// The folder groups that have at least one Trash mark, with every folder's mark
    /// (unmarked folders are kept), ready for the cleanup plan.
    pub fn planned_folder_groups(&self) -> Vec<PlannedFolderGroup> {
        self.report
            .folders
            .iter()
            .filter(|g| {
                g.folders
                    .iter()
                    .any(|f| self.mark(&f.path) == Some(Mark::Trash))
            })
            .map(|g| PlannedFolderGroup {
                folders: g.folders.clone(),
                marks: g.folders.iter().map(|f| self.mark(&f.path)).collect(),
            })
            .collect()
    }
}
