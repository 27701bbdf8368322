//! The user's Keep/Trash marks: set as one undoable action (a RAW and its JPEG in one group
//! take one mark), put back from the session, cleared, and counted by revision so the
//! session knows when to save them.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::engine::actions::rules::Mark;
use crate::report::{FileRecord, Report};

use super::Results;

/// For each file of a group that is one photo with another file of the same group (the
/// other is among its companions), those others.
pub(super) fn photo_partners(report: &Report) -> HashMap<PathBuf, Vec<PathBuf>> {
    let mut partners: HashMap<PathBuf, Vec<PathBuf>> = HashMap::new();
    for group in &report.groups {
        let files = group.files();
        for file in files.iter().filter(|f| !f.companions.is_empty()) {
            for other in files {
                if file.companions.iter().any(|c| c.path == other.path) {
                    partners
                        .entry(file.path.clone())
                        .or_default()
                        .push(other.path.clone());
                    partners
                        .entry(other.path.clone())
                        .or_default()
                        .push(file.path.clone());
                }
            }
        }
    }
    for list in partners.values_mut() {
        list.sort();
        list.dedup();
    }
    partners
}

impl Results {
    /// The rows a group's files are shown in: each a list of member indexes, the first the
    /// one the row is named after, then the members that are one photo with it (a RAW and
    /// its JPEG in one group of similar images), which take its mark and are not listed
    /// on their own. Every other member has a row of its own, in the group's order.
    pub fn photo_rows(&self, files: &[FileRecord]) -> Vec<Vec<usize>> {
        let mut row_of: Vec<Option<usize>> = vec![None; files.len()];
        let mut rows: Vec<Vec<usize>> = Vec::new();
        for (index, file) in files.iter().enumerate() {
            let partners = self.photo_partners.get(&file.path);
            let earlier = (0..index)
                .find(|&before| partners.is_some_and(|p| p.contains(&files[before].path)));
            match earlier.and_then(|before| row_of[before]) {
                Some(row) => {
                    rows[row].push(index);
                    row_of[index] = Some(row);
                }
                None => {
                    row_of[index] = Some(rows.len());
                    rows.push(vec![index]);
                }
            }
        }
        rows
    }

    pub fn mark(&self, path: &Path) -> Option<Mark> {
        self.marks.get(path).copied()
    }

    /// Sets marks as one undoable action. A file in a reference folder is never marked
    /// Trash (the cleanup would refuse it anyway): such a change is dropped.
    pub fn set_marks(&mut self, mut changes: Vec<(PathBuf, Mark)>) {
        // One photo, one mark: a RAW and its JPEG in a group are kept or trashed together
        // (a cleanup moves companions with the file, and keeps one another group keeps).
        let partners: Vec<(PathBuf, Mark)> = changes
            .iter()
            .flat_map(|(path, mark)| {
                let partners = self.photo_partners.get(path).into_iter().flatten();
                partners.map(move |partner| (partner.clone(), *mark))
            })
            .filter(|(partner, _)| !changes.iter().any(|(path, _)| path == partner))
            .collect();
        changes.extend(partners);
        changes.retain(|(path, mark)| {
            *mark != Mark::Trash || self.report.reference_of(path).is_none()
        });
        if changes.is_empty() {
            return;
        }
        let before = changes
            .iter()
            .map(|(p, _)| (p.clone(), self.marks.get(p).copied()))
            .collect();
        self.undo.record(before);
        for (path, mark) in changes {
            Arc::make_mut(&mut self.marks).insert(path, mark);
        }
        self.marks_revision += 1;
        self.recount();
    }

    /// Puts back marks saved with these results (the last session): those of files and
    /// folders still listed, less Trash on a reference copy. Not an undoable action.
    pub fn restore_marks(&mut self, saved: impl IntoIterator<Item = (PathBuf, Mark)>) {
        let listed: HashSet<&Path> = self.listed_paths().collect();
        let restored: Vec<(PathBuf, Mark)> = saved
            .into_iter()
            .filter(|(path, mark)| {
                listed.contains(path.as_path())
                    && (*mark != Mark::Trash || self.report.reference_of(path).is_none())
            })
            .collect();
        Arc::make_mut(&mut self.marks).extend(restored);
        self.marks_revision += 1;
        self.recount();
    }

    /// The groups that have at least one Trash mark, with every member's mark.
    pub fn planned_groups(&self) -> Vec<crate::engine::actions::PlannedGroup> {
        super::cleanup_plan::planned_groups(&self.report, &self.marks)
    }

    /// The folder groups that have at least one Trash mark, with every folder's mark.
    pub fn planned_folder_groups(&self) -> Vec<crate::engine::actions::PlannedFolderGroup> {
        super::cleanup_plan::planned_folder_groups(&self.report, &self.marks)
    }

    /// Every mark, for saving with the session.
    pub fn marks(&self) -> impl Iterator<Item = (&PathBuf, Mark)> {
        self.marks.iter().map(|(path, mark)| (path, *mark))
    }

    /// Changes whenever the marks change (a mark set, undone, cleared, or dropped with its
    /// file), so the session can tell whether they were saved.
    pub fn marks_revision(&self) -> u64 {
        self.marks_revision
    }

    /// Every file and folder the lists show: group members, folders of folder groups and the
    /// files only here.
    fn listed_paths(&self) -> impl Iterator<Item = &Path> {
        let report = &self.report;
        let files = report.groups.iter().flat_map(|g| g.files());
        let folders = report.folders.iter().flat_map(|g| &g.folders);
        files
            .chain(&report.only_here)
            .map(|f| f.path.as_path())
            .chain(folders.map(|f| f.path.as_path()))
    }

    pub fn clear_marks(&mut self) {
        let changes: Vec<(PathBuf, Option<Mark>)> = self
            .marks
            .iter()
            .map(|(path, mark)| (path.clone(), Some(*mark)))
            .collect();
        self.marks = Arc::default();
        if !changes.is_empty() {
            self.undo.record(changes);
            self.marks_revision += 1;
        }
        self.recount();
    }
}
