//! The marks as a cleanup plan's input: every group and folder group with a Trash mark, with
//! each member's mark. Free functions of the report and the marks, so a worker can plan
//! from a snapshot of them (`marks_plan.rs`).

use std::collections::HashMap;
use std::path::PathBuf;

use crate::engine::actions::rules::Mark;
use crate::engine::actions::{self, PlannedFolderGroup, PlannedGroup};
use crate::report::Report;

/// The groups that have at least one Trash mark, with every member's mark (unmarked files
/// are kept), ready for the cleanup plan.
pub fn planned_groups(report: &Report, marks: &HashMap<PathBuf, Mark>) -> Vec<PlannedGroup> {
    let mut planned = Vec::new();
    for group in &report.groups {
        let files = group.files();
        let group_marks: Vec<Option<Mark>> =
            files.iter().map(|f| marks.get(&f.path).copied()).collect();
        if group_marks.contains(&Some(Mark::Trash)) {
            planned.push(PlannedGroup {
                files: files.to_vec(),
                marks: group_marks,
                kind: actions::Recheck::of(group, &report.bar),
            });
        }
    }
    planned
}

/// The folder groups that have at least one Trash mark, with every folder's mark (unmarked
/// folders are kept), ready for the cleanup plan.
pub fn planned_folder_groups(
    report: &Report,
    marks: &HashMap<PathBuf, Mark>,
) -> Vec<PlannedFolderGroup> {
    let mut planned = Vec::new();
    for group in &report.folders {
        let folder_marks: Vec<Option<Mark>> = group
            .folders
            .iter()
            .map(|f| marks.get(&f.path).copied())
            .collect();
        if folder_marks.contains(&Some(Mark::Trash)) {
            planned.push(PlannedFolderGroup {
                folders: group.folders.clone(),
                marks: folder_marks,
            });
        }
    }
    planned
}
