//! Where the user is in the list, kept by what the rows hold rather than by where they
//! stand: the row selected on each tab is remembered by its paths, so switching tabs and
//! back, a search, a sort, or a new scan that lists the same group again, finds that group
//! wherever it moved.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use super::{Results, Tab};

impl Results {
    /// The paths the visible row `row` stands for: a group's files, a folder group's
    /// folders, the file only here (none past the list's end).
    pub fn paths_of_row(&self, row: usize) -> Vec<PathBuf> {
        let Some(&index) = self.visible.get(row) else {
            return Vec::new();
        };
        let paths = self.paths_at(self.tab, index);
        paths.into_iter().map(Path::to_path_buf).collect()
    }

    /// The paths of the row `index` (into the rows of `tab`'s kind).
    fn paths_at(&self, tab: Tab, index: usize) -> Vec<&Path> {
        match tab {
            Tab::Groups(_) => self.rows.get(index).map_or(Vec::new(), |row| {
                let files = self.report.groups[row.group].files().iter();
                files.map(|file| file.path.as_path()).collect()
            }),
            Tab::Folders => self.folder_rows.get(index).map_or(Vec::new(), |row| {
                let folders = self.report.folders[row.group].folders.iter();
                folders.map(|folder| folder.path.as_path()).collect()
            }),
            Tab::OnlyHere => (self.report.only_here.get(index))
                .map_or(Vec::new(), |file| vec![file.path.as_path()]),
        }
    }

    /// The first visible row that holds any of `paths`.
    pub fn row_holding(&self, paths: &[PathBuf]) -> Option<usize> {
        if paths.is_empty() {
            return None;
        }
        let wanted: HashSet<&Path> = paths.iter().map(PathBuf::as_path).collect();
        let holds = |&index: &usize| {
            (self.paths_at(self.tab, index).iter()).any(|path| wanted.contains(path))
        };
        self.visible.iter().position(holds)
    }

    /// Remembers `paths` as what is selected on the current tab.
    pub fn remember_selected(&mut self, paths: Vec<PathBuf>) {
        self.selected_on.insert(self.tab, paths);
    }

    /// What was last selected on `tab`, by its paths.
    pub fn selected_on(&self, tab: Tab) -> Option<&[PathBuf]> {
        self.selected_on.get(&tab).map(Vec::as_slice)
    }

    /// Takes over where the user was in `earlier` results of the same folders: its tab
    /// (when these results list it) and what was selected on each tab.
    pub fn keep_place_of(&mut self, earlier: &Results) {
        self.selected_on = earlier.selected_on.clone();
        if self.tabs().contains(&earlier.tab) {
            self.set_tab(earlier.tab);
        }
    }
}
