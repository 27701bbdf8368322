//! The results the app shows: the report, one row per group (and per folder group) for the
//! virtualised list, the tab, search and sort applied to those rows, and the user's
//! Keep/Trash marks with their undo history. Pure state: nothing here draws or touches the
//! disk.
//!
//! The report is shared (`Arc`) so the session can be written from a worker thread without
//! copying it; a change here copies it only if such a write still holds it.
//!
//! File groups that lie inside a folder group are listed under that folder group (the
//! Folders tab), not as rows of their own: a copied folder of 5,000 files is one row.

use std::collections::{HashMap, HashSet};
use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::engine::actions::rules::{self, GroupRef, KeepRule, Mark, RuleOutcome, RulePreview};
use crate::engine::actions::{self, PlannedFolderGroup, PlannedGroup};
use crate::report::{FileRecord, FolderGroup, FolderKind, Group, Report};

pub use crate::report::GroupKind;

/// The list's tabs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tab {
    /// Groups of one kind, less those inside a folder group.
    Groups(GroupKind),
    /// Duplicate and similar folders.
    Folders,
    /// Files with no copy in a reference folder (shown only with references).
    OnlyHere,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum SortBy {
    /// Reclaimable bytes for exact groups, total size for near groups; largest first.
    Size,
    Files,
    Similarity,
    Path,
}

impl SortBy {
    pub const ALL: [SortBy; 4] = [
        SortBy::Size,
        SortBy::Files,
        SortBy::Similarity,
        SortBy::Path,
    ];

    pub fn label(self) -> String {
        match self {
            SortBy::Size => crate::tr!("sort-size"),
            SortBy::Files => crate::tr!("sort-files"),
            SortBy::Similarity => crate::tr!("sort-similarity"),
            SortBy::Path => crate::tr!("sort-path"),
        }
    }
}

/// What the list shows for one group, computed once per report so drawing stays cheap.
#[derive(Debug, Clone)]
pub struct GroupRow {
    /// Index into `report.groups`.
    pub group: usize,
    pub kind: GroupKind,
    pub files: usize,
    /// Reclaimable bytes (exact) or total bytes (near, image).
    pub bytes: u64,
    /// 1.0 for exact groups; the strongest verified pair for near groups; for image
    /// groups, 1 less the largest distance to the reference out of 64 bits.
    pub similarity: f64,
    /// For image groups, the largest distance of a member to the reference; else 0.
    pub largest_distance: u32,
    /// File name of the first member, and its folder.
    pub name: String,
    pub folder: String,
    /// Every member's path, lower-cased, for the search box.
    search_key: String,
    /// The group lies inside a folder group, and is listed under it instead.
    in_folder_group: bool,
}

/// What the Folders tab shows for one folder group.
#[derive(Debug, Clone)]
pub struct FolderRow {
    /// Index into `report.folders`.
    pub group: usize,
    pub kind: FolderKind,
    pub folders: usize,
    /// Reclaimable bytes (duplicates) or the bytes in the first folder (similar).
    pub bytes: u64,
    /// Files in the first folder.
    pub files: u64,
    pub similarity: f64,
    /// The first folder's name, and the folder it is in.
    pub name: String,
    pub parent: String,
    search_key: String,
}

#[derive(Debug, Clone, Default)]
struct Totals {
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

/// A report with the rows the list shows for it, ready for [`Results::replace_listed`].
pub struct ListedReport {
    report: Arc<Report>,
    rows: Vec<GroupRow>,
    folder_rows: Vec<FolderRow>,
    skipped_by_reason: Vec<Vec<usize>>,
}

impl ListedReport {
    pub fn new(report: impl Into<Arc<Report>>) -> ListedReport {
        let report = report.into();
        ListedReport {
            rows: group_rows(&report),
            folder_rows: folder_rows(&report),
            skipped_by_reason: group_skipped(&report.skipped),
            report,
        }
    }
}

/// For each file of a group that is one photo with another file of the same group (the
/// other is among its companions), those others.
fn photo_partners(report: &Report) -> HashMap<PathBuf, Vec<PathBuf>> {
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

/// A row per group of the report.
fn group_rows(report: &Report) -> Vec<GroupRow> {
    let mut inside = vec![false; report.groups.len()];
    for index in report.folders.iter().flat_map(|f| &f.groups) {
        if let Some(inside) = inside.get_mut(*index) {
            *inside = true;
        }
    }
    report
        .groups
        .iter()
        .enumerate()
        .map(|(i, g)| row_for(i, g, inside[i]))
        .collect()
}

/// A row per folder group of the report.
fn folder_rows(report: &Report) -> Vec<FolderRow> {
    report
        .folders
        .iter()
        .enumerate()
        .map(|(i, g)| folder_row_for(i, g))
        .collect()
}

pub struct Results {
    pub report: Arc<Report>,
    rows: Vec<GroupRow>,
    folder_rows: Vec<FolderRow>,
    /// The skipped entries by reason (indexes into `report.skipped`), problems first.
    skipped_by_reason: Vec<Vec<usize>>,
    /// Indices shown for the current tab, query and sort: into the group rows, the folder
    /// rows, or `report.only_here`, by tab.
    visible: Vec<usize>,
    tab: Tab,
    query: String,
    sort: SortBy,
    marks: HashMap<PathBuf, Mark>,
    /// Totals drawn every frame, recomputed only when the report or the marks change.
    totals: Totals,
    /// Each entry restores the marks one user action changed.
    undo: Vec<Vec<(PathBuf, Option<Mark>)>>,
    /// Counts every change to the marks, so the session knows when they need saving.
    marks_revision: u64,
    /// The members of a group that are one photo with another member (a RAW and its
    /// JPEG, a Live Photo's still and video): each takes the other's mark.
    photo_partners: HashMap<PathBuf, Vec<PathBuf>>,
}

impl Results {
    pub fn new(report: impl Into<Arc<Report>>) -> Self {
        let mut results = Results {
            report: report.into(),
            rows: Vec::new(),
            folder_rows: Vec::new(),
            skipped_by_reason: Vec::new(),
            visible: Vec::new(),
            tab: Tab::Groups(GroupKind::Exact),
            query: String::new(),
            sort: SortBy::Size,
            marks: HashMap::new(),
            totals: Totals::default(),
            undo: Vec::new(),
            marks_revision: 0,
            photo_partners: HashMap::new(),
        };
        results.photo_partners = photo_partners(&results.report);
        results.rebuild_rows();
        results.tab = results.first_tab_with_rows();
        results.refresh_visible();
        results
    }

    /// Takes a newer report of the same folders (after changes there), keeping the tab,
    /// search, sort and the marks of files and folders that are still listed.
    pub fn replace_report(&mut self, report: impl Into<Arc<Report>>) {
        self.replace_listed(ListedReport::new(report));
    }

    /// [`Results::replace_report`] with the rows made already (on a worker: a big tree's
    /// report has hundreds of thousands of groups).
    pub fn replace_listed(&mut self, listed: ListedReport) {
        let ListedReport {
            report,
            rows,
            folder_rows,
            skipped_by_reason,
        } = listed;
        if !self.marks.is_empty() {
            // Compared as strings: hashing a path component by component is several times
            // slower, and a report's paths are all written the same way.
            let files = report.groups.iter().flat_map(|g| g.files());
            let folders = report.folders.iter().flat_map(|g| &g.folders);
            let listed: HashSet<&OsStr> = files
                .map(|f| f.path.as_os_str())
                .chain(folders.map(|f| f.path.as_os_str()))
                .collect();
            self.marks
                .retain(|path, _| listed.contains(path.as_os_str()));
        }
        self.marks_revision += 1;
        self.undo.clear();
        self.photo_partners = photo_partners(&report);
        self.report = report;
        self.rows = rows;
        self.folder_rows = folder_rows;
        self.skipped_by_reason = skipped_by_reason;
        self.recount();
        self.refresh_visible();
    }

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

    /// The tab a new report opens on: the first, in the order shown, with anything in it.
    fn first_tab_with_rows(&self) -> Tab {
        let candidates = [
            (Tab::Groups(GroupKind::Exact), self.count(GroupKind::Exact)),
            (Tab::Folders, self.folder_rows.len()),
            (Tab::Groups(GroupKind::Near), self.count(GroupKind::Near)),
            (Tab::Groups(GroupKind::Image), self.count(GroupKind::Image)),
            (Tab::Groups(GroupKind::Video), self.count(GroupKind::Video)),
            (Tab::OnlyHere, self.report.only_here.len()),
        ];
        candidates
            .into_iter()
            .find(|(_, rows)| *rows > 0)
            .map_or(Tab::Groups(GroupKind::Exact), |(tab, _)| tab)
    }

    fn rebuild_rows(&mut self) {
        self.rows = group_rows(&self.report);
        self.folder_rows = folder_rows(&self.report);
        self.skipped_by_reason = group_skipped(&self.report.skipped);
        self.recount();
    }

    fn refresh_visible(&mut self) {
        let query = self.query.trim().to_lowercase();
        let matches = |key: &str| query.is_empty() || key.contains(&query);
        let kind = match self.tab {
            Tab::Groups(kind) => kind,
            Tab::Folders => {
                self.visible = self.visible_folders(&matches);
                return;
            }
            Tab::OnlyHere => {
                self.visible = self.visible_only_here(&query);
                return;
            }
        };
        let mut visible: Vec<usize> = (0..self.rows.len())
            .filter(|&i| self.rows[i].kind == kind && !self.rows[i].in_folder_group)
            .filter(|&i| matches(&self.rows[i].search_key))
            .collect();
        let rows = &self.rows;
        match self.sort {
            SortBy::Size => visible.sort_by(|&a, &b| rows[b].bytes.cmp(&rows[a].bytes)),
            SortBy::Files => visible.sort_by(|&a, &b| rows[b].files.cmp(&rows[a].files)),
            SortBy::Similarity => {
                visible.sort_by(|&a, &b| rows[b].similarity.total_cmp(&rows[a].similarity))
            }
            SortBy::Path => visible.sort_by(|&a, &b| {
                (&rows[a].folder, &rows[a].name).cmp(&(&rows[b].folder, &rows[b].name))
            }),
        }
        self.visible = visible;
    }

    fn visible_folders(&self, matches: &dyn Fn(&str) -> bool) -> Vec<usize> {
        let rows = &self.folder_rows;
        let mut visible: Vec<usize> = (0..rows.len())
            .filter(|&i| matches(&rows[i].search_key))
            .collect();
        // Duplicates before similar pairs, whatever the sort.
        let kind = |i: usize| rows[i].kind == FolderKind::Similar;
        match self.sort {
            SortBy::Size => visible.sort_by_key(|&i| (kind(i), std::cmp::Reverse(rows[i].bytes))),
            SortBy::Files => visible.sort_by_key(|&i| (kind(i), std::cmp::Reverse(rows[i].files))),
            SortBy::Similarity => visible.sort_by(|&a, &b| {
                (kind(a), rows[b].similarity)
                    .partial_cmp(&(kind(b), rows[a].similarity))
                    .unwrap_or(std::cmp::Ordering::Equal)
            }),
            SortBy::Path => visible.sort_by(|&a, &b| {
                (kind(a), &rows[a].parent, &rows[a].name).cmp(&(
                    kind(b),
                    &rows[b].parent,
                    &rows[b].name,
                ))
            }),
        }
        visible
    }

    /// The files only here that match the search (lower-cased `query`), largest first
    /// unless sorted by path.
    fn visible_only_here(&self, query: &str) -> Vec<usize> {
        let files = &self.report.only_here;
        let mut visible: Vec<usize> = (0..files.len())
            .filter(|&i| {
                query.is_empty()
                    || files[i]
                        .path
                        .to_string_lossy()
                        .to_lowercase()
                        .contains(query)
            })
            .collect();
        if self.sort != SortBy::Path {
            visible.sort_by_key(|&i| std::cmp::Reverse(files[i].size));
        }
        visible
    }

    pub fn tab(&self) -> Tab {
        self.tab
    }

    pub fn query(&self) -> &str {
        &self.query
    }

    pub fn sort(&self) -> SortBy {
        self.sort
    }

    /// The tabs the list shows, in order: exact duplicates, folders (when there are folder
    /// groups), similar documents, similar images and videos (when there are some), and
    /// only here (with reference folders).
    pub fn tabs(&self) -> Vec<Tab> {
        let mut tabs = vec![Tab::Groups(GroupKind::Exact)];
        if !self.report.folders.is_empty() {
            tabs.push(Tab::Folders);
        }
        tabs.push(Tab::Groups(GroupKind::Near));
        for kind in [GroupKind::Image, GroupKind::Video] {
            if self.count(kind) > 0 {
                tabs.push(Tab::Groups(kind));
            }
        }
        if !self.report.references.is_empty() {
            tabs.push(Tab::OnlyHere);
        }
        tabs
    }

    pub fn set_tab(&mut self, tab: Tab) {
        if self.tab != tab {
            self.tab = tab;
            self.refresh_visible();
        }
    }

    pub fn set_query(&mut self, query: String) {
        if self.query != query {
            self.query = query;
            self.refresh_visible();
        }
    }

    pub fn set_sort(&mut self, sort: SortBy) {
        if self.sort != sort {
            self.sort = sort;
            self.refresh_visible();
        }
    }

    /// Rows shown, in order.
    pub fn visible(&self) -> &[usize] {
        &self.visible
    }

    pub fn row(&self, row: usize) -> &GroupRow {
        &self.rows[row]
    }

    pub fn group(&self, row: usize) -> &Group {
        &self.report.groups[self.rows[row].group]
    }

    /// The skipped files and folders grouped by the kind of reason ("permission denied",
    /// "too short to compare as a document"…), indexes into `report.skipped`: real problems
    /// first, most frequent first, and the many documents too short to compare last. A
    /// group's heading is its first entry's ([`crate::i18n::skips::skip_heading`]).
    pub fn skipped_by_reason(&self) -> &[Vec<usize>] {
        &self.skipped_by_reason
    }

    pub fn folder_row(&self, row: usize) -> &FolderRow {
        &self.folder_rows[row]
    }

    pub fn folder_group(&self, row: usize) -> &FolderGroup {
        &self.report.folders[self.folder_rows[row].group]
    }

    /// Number of folder groups (duplicate and similar).
    pub fn folder_count(&self) -> usize {
        self.folder_rows.len()
    }

    /// Number of groups of one kind listed on their own tab (not inside a folder group).
    pub fn count(&self, kind: GroupKind) -> usize {
        self.totals.groups.get(&kind).copied().unwrap_or(0)
    }

    /// Bytes freed by keeping one copy of every exact group.
    pub fn reclaimable(&self) -> u64 {
        self.totals.reclaimable
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
        self.undo.push(before);
        for (path, mark) in changes {
            self.marks.insert(path, mark);
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
        self.marks.extend(restored);
        self.marks_revision += 1;
        self.recount();
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

    /// Undoes the last marking action; false when there is none.
    pub fn undo_mark(&mut self) -> bool {
        let Some(before) = self.undo.pop() else {
            return false;
        };
        for (path, mark) in before {
            match mark {
                Some(mark) => self.marks.insert(path, mark),
                None => self.marks.remove(&path),
            };
        }
        self.marks_revision += 1;
        self.recount();
        true
    }

    pub fn clear_marks(&mut self) {
        let changes: Vec<(PathBuf, Option<Mark>)> = self
            .marks
            .drain()
            .map(|(path, mark)| (path, Some(mark)))
            .collect();
        if !changes.is_empty() {
            self.undo.push(changes);
            self.marks_revision += 1;
        }
        self.recount();
    }

    /// The report's groups behind these rows of the current tab.
    pub fn group_refs(&self, rows: &[usize]) -> Vec<GroupRef> {
        match self.tab {
            Tab::Groups(_) => rows
                .iter()
                .map(|&row| GroupRef::Files(self.rows[row].group))
                .collect(),
            Tab::Folders => rows
                .iter()
                .map(|&row| GroupRef::Folders(self.folder_rows[row].group))
                .collect(),
            Tab::OnlyHere => Vec::new(),
        }
    }

    /// What a keep rule makes of these rows' groups (through the engine function `doppel
    /// clean` uses too); nothing changes until [`Results::apply_outcome`]. A folder's
    /// modified time, which the report does not record, is asked of `folder_modified`.
    pub fn rule_outcome(
        &self,
        rule: &KeepRule,
        rows: &[usize],
        folder_modified: &dyn Fn(&Path) -> std::time::SystemTime,
    ) -> RuleOutcome {
        rules::decide_groups(rule, &self.report, &self.group_refs(rows), folder_modified)
    }

    /// What `outcome` would mark, as a preview tells it.
    pub fn rule_preview(&self, outcome: &RuleOutcome) -> RulePreview {
        RulePreview::of(outcome, &self.report)
    }

    /// Marks the groups a rule decided, as one undoable action; returns how many.
    pub fn apply_outcome(&mut self, outcome: &RuleOutcome) -> usize {
        let mut changes = Vec::new();
        for (which, marks) in &outcome.decided {
            let paths: Vec<PathBuf> = match *which {
                GroupRef::Files(i) => self.report.groups[i]
                    .files()
                    .iter()
                    .map(|f| f.path.clone())
                    .collect(),
                GroupRef::Folders(i) => self.report.folders[i]
                    .folders
                    .iter()
                    .map(|f| f.path.clone())
                    .collect(),
            };
            changes.extend(paths.into_iter().zip(marks.iter().copied()));
        }
        self.set_marks(changes);
        outcome.decided.len()
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
    fn recount(&mut self) {
        let mut totals = Totals::default();
        for row in self.rows.iter().filter(|row| !row.in_folder_group) {
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

    /// Takes files and folders that are gone out of the lists: trashed by a cleanup, or
    /// found missing or changed on disk. Files leave their groups and the files only here,
    /// folders their folder groups, and every file inside a gone folder goes too. A group or
    /// folder group left with one member disappears; the marks of what went are forgotten.
    pub fn remove(&mut self, files: &[PathBuf], folders: &[PathBuf]) {
        if files.is_empty() && folders.is_empty() {
            return;
        }
        let inside = |path: &Path| folders.iter().any(|folder| path.starts_with(folder));
        let mut gone: HashSet<PathBuf> = files.iter().cloned().collect();
        if !folders.is_empty() {
            let listed = self.report.groups.iter().flat_map(|g| g.files());
            gone.extend(
                listed
                    .chain(&self.report.only_here)
                    .filter(|f| inside(&f.path))
                    .map(|f| f.path.clone()),
            );
        }
        let report = Arc::make_mut(&mut self.report);
        let mut gone_folders = Vec::new();
        for group in &mut report.folders {
            group.folders.retain(|f| {
                let stays = !inside(&f.path);
                if !stays {
                    gone_folders.push(f.path.clone());
                }
                stays
            });
        }
        report.folders.retain(|g| g.folders.len() > 1);
        let new_index = remove_from_groups(&mut report.groups, &gone);
        // The file groups a folder group holds are still inside its folders: only their
        // indexes move.
        for group in &mut report.folders {
            group.groups = group
                .groups
                .iter()
                .filter_map(|&i| new_index.get(i).copied().flatten())
                .collect();
        }
        report.only_here.retain(|f| !gone.contains(&f.path));
        for path in gone.iter().chain(&gone_folders) {
            self.marks.remove(path);
        }
        self.marks_revision += 1;
        self.undo.clear();
        self.rebuild_rows();
        self.refresh_visible();
    }
}

/// Takes the `gone` files out of their groups; a group left with one file (or a near group
/// with no pair left) disappears. Returns each old group's new index, `None` for those gone.
fn remove_from_groups(groups: &mut Vec<Group>, gone: &HashSet<PathBuf>) -> Vec<Option<usize>> {
    let taken = std::mem::take(groups);
    *groups = taken
        .into_iter()
        .map(|group| {
            let remaining: Vec<usize> = (0..group.files().len())
                .filter(|&i| !gone.contains(&group.files()[i].path))
                .collect();
            match &group {
                _ if remaining.len() == group.files().len() => group,
                // Members were measured against the reference only: without it, the rest
                // are not known to be alike, and the group goes.
                Group::Image(image) if gone.contains(&image.files[image.reference].path) => {
                    group.retain_members(&[])
                }
                _ => group.retain_members(&remaining),
            }
        })
        .collect();
    let stays = |g: &Group| {
        g.files().len() > 1
            && !matches!(g, Group::Near(n) if n.pairs.is_empty())
            && !matches!(g, Group::Video(v) if v.pairs.is_empty())
    };
    let mut next = 0;
    let new_index = groups
        .iter()
        .map(|g| {
            stays(g).then(|| {
                next += 1;
                next - 1
            })
        })
        .collect();
    groups.retain(stays);
    new_index
}

/// See [`Results::skipped_by_reason`]. Entries go together when their kind reads the same
/// ([`skip_heading`]).
fn group_skipped(skipped: &[crate::report::Skipped]) -> Vec<Vec<usize>> {
    use crate::i18n::skips::skip_heading;
    let mut by_kind: HashMap<String, Vec<usize>> = HashMap::new();
    for (index, entry) in skipped.iter().enumerate() {
        by_kind
            .entry(skip_heading(&entry.reason))
            .or_default()
            .push(index);
    }
    let mut groups: Vec<(String, Vec<usize>)> = by_kind.into_iter().collect();
    let too_short = |entries: &[usize]| skipped[entries[0]].reason.is_too_short();
    groups.sort_by(|(a, a_entries), (b, b_entries)| {
        (too_short(a_entries), std::cmp::Reverse(a_entries.len()), a).cmp(&(
            too_short(b_entries),
            std::cmp::Reverse(b_entries.len()),
            b,
        ))
    });
    groups.into_iter().map(|(_, entries)| entries).collect()
}

fn folder_row_for(index: usize, group: &FolderGroup) -> FolderRow {
    let first = &group.folders[0];
    let search_key = group
        .folders
        .iter()
        .map(|f| f.path.to_string_lossy().to_lowercase())
        .collect::<Vec<_>>()
        .join("\n");
    FolderRow {
        group: index,
        kind: group.kind,
        folders: group.folders.len(),
        bytes: match group.kind {
            FolderKind::Duplicate => group.reclaimable_bytes(),
            FolderKind::Similar => first.bytes,
        },
        files: first.files,
        similarity: group.similarity,
        name: first
            .path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| first.path.to_string_lossy().into_owned()),
        parent: first
            .path
            .parent()
            .map(|p| p.to_string_lossy().into_owned())
            .unwrap_or_default(),
        search_key,
    }
}

fn row_for(index: usize, group: &Group, in_folder_group: bool) -> GroupRow {
    let first = &group.files()[0].path;
    let search_key = group
        .files()
        .iter()
        .map(|f| f.path.to_string_lossy().to_lowercase())
        .collect::<Vec<_>>()
        .join("\n");
    let total = group.files().iter().map(|f| f.size).sum();
    let (kind, bytes, similarity, largest_distance) = match group {
        Group::Exact(exact) => (GroupKind::Exact, exact.reclaimable_bytes(), 1.0, 0),
        Group::Near(near) => (
            GroupKind::Near,
            total,
            near.pairs.iter().map(|p| p.similarity).fold(0.0, f64::max),
            0,
        ),
        Group::Image(image) => {
            let largest = image.distances.iter().copied().max().unwrap_or(0);
            (
                GroupKind::Image,
                total,
                1.0 - f64::from(largest) / 64.0,
                largest,
            )
        }
        Group::Video(video) => (
            GroupKind::Video,
            total,
            video.pairs.iter().map(|p| p.matched).fold(0.0, f64::max),
            0,
        ),
    };
    GroupRow {
        group: index,
        kind,
        files: group.files().len(),
        bytes,
        similarity,
        largest_distance,
        name: first
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default(),
        folder: first
            .parent()
            .map(|p| p.to_string_lossy().into_owned())
            .unwrap_or_default(),
        search_key,
        in_folder_group,
    }
}

#[cfg(test)]
mod tests {
    use std::time::SystemTime;

    use super::*;
    use crate::engine::actions::rules::Criterion;
    use crate::report::{Bar, ExactGroup, FileRecord, FolderRecord, Stats};

    fn file(path: &str) -> FileRecord {
        FileRecord {
            path: PathBuf::from(path),
            size: 10,
            modified: SystemTime::UNIX_EPOCH,
            aliases: Vec::new(),
            companions: Vec::new(),
        }
    }

    fn report() -> Report {
        let folder = |path: &str| FolderRecord {
            path: PathBuf::from(path),
            files: 1,
            bytes: 10,
        };
        Report {
            roots: vec![PathBuf::from("/r")],
            references: vec![PathBuf::from("/r/backup")],
            against: Vec::new(),
            bar: Bar::default(),
            groups: vec![
                Group::Exact(ExactGroup {
                    size: 10,
                    hash: String::new(),
                    files: vec![file("/r/a/x"), file("/r/b/x")],
                }),
                Group::Exact(ExactGroup {
                    size: 10,
                    hash: String::new(),
                    files: vec![file("/r/backup/y"), file("/r/c/y")],
                }),
            ],
            folders: vec![FolderGroup {
                kind: FolderKind::Duplicate,
                folders: vec![folder("/r/a"), folder("/r/b")],
                similarity: 1.0,
                groups: vec![0],
            }],
            only_here: Vec::new(),
            skipped: Vec::new(),
            stats: Stats::default(),
            cancelled: false,
            notices: Vec::new(),
        }
    }

    #[test]
    fn only_the_time_rules_read_the_folders_times() {
        let mut results = Results::new(report());
        results.set_tab(Tab::Folders);
        let rows = results.visible().to_vec();
        let stats = std::cell::Cell::new(0);
        let modified = |_: &Path| {
            stats.set(stats.get() + 1);
            SystemTime::UNIX_EPOCH
        };
        let shortest = KeepRule::only(Criterion::First);
        let outcome = results.rule_outcome(&shortest, &rows, &modified);
        assert_eq!(outcome.decided.len(), 1);
        assert_eq!(
            stats.get(),
            0,
            "no folder read for a rule that needs no time"
        );
        let newest = KeepRule::only(Criterion::Newest);
        let outcome = results.rule_outcome(&newest, &rows, &modified);
        // Both folders read as the epoch: a tie, left alone.
        assert_eq!(outcome.left_alone.len(), 1);
        assert_eq!(stats.get(), 2, "each folder's time read once");
    }

    #[test]
    fn skipped_entries_are_grouped_by_reason_with_problems_first() {
        use crate::engine::near::DocumentProblem;
        use crate::engine::near::fingerprint::TooShort;
        use crate::report::{IoProblem, SkipReason, Skipped};
        let short = |shingles| SkipReason::Document {
            problem: DocumentProblem::TooShort(TooShort { shingles }),
        };
        let denied = SkipReason::Io {
            problem: IoProblem::PermissionDenied,
        };
        let mut report = report();
        report.skipped = vec![
            Skipped::new("/r/1", short(2)),
            Skipped::new("/r/2", short(5)),
            Skipped::new("/r/3", short(1)),
            Skipped::new("/r/4", denied.clone()),
            Skipped::new("/r/5", SkipReason::ChangedWhileRead),
            Skipped::new("/r/6", denied),
        ];
        let results = Results::new(report);
        let kinds: Vec<Vec<usize>> = results.skipped_by_reason().to_vec();
        // Problems first, the most frequent first; the documents too short last.
        assert_eq!(kinds, [vec![3, 5], vec![4], vec![0, 1, 2]]);
    }

    #[test]
    fn groups_inside_a_folder_group_are_listed_under_it_only() {
        let results = Results::new(report());
        assert_eq!(results.tab(), Tab::Groups(GroupKind::Exact));
        assert_eq!(
            results.count(GroupKind::Exact),
            1,
            "group 0 is under the folders"
        );
        assert_eq!(results.visible(), [1]);
        assert_eq!(results.folder_count(), 1);
    }

    #[test]
    fn a_reference_file_is_never_marked_trash() {
        let mut results = Results::new(report());
        results.set_marks(vec![
            (PathBuf::from("/r/backup/y"), Mark::Trash),
            (PathBuf::from("/r/c/y"), Mark::Trash),
        ]);
        assert_eq!(results.mark(Path::new("/r/backup/y")), None);
        assert_eq!(results.mark(Path::new("/r/c/y")), Some(Mark::Trash));
    }

    #[test]
    fn folder_marks_survive_a_newer_report_and_count_toward_the_cleanup() {
        let mut results = Results::new(report());
        results.set_marks(vec![(PathBuf::from("/r/b"), Mark::Trash)]);
        assert_eq!(
            results.marked_for_trash(),
            MarkedForTrash {
                files: 0,
                folders: 1,
                bytes: 10
            }
        );
        results.replace_report(report());
        assert_eq!(results.mark(Path::new("/r/b")), Some(Mark::Trash));
        assert_eq!(results.planned_folder_groups().len(), 1);

        results.remove(&[], &[PathBuf::from("/r/b")]);
        assert_eq!(results.folder_count(), 0, "a folder group of one is gone");
        assert_eq!(
            results.report.groups.len(),
            1,
            "the group inside went with it"
        );
    }

    #[test]
    fn saved_marks_come_back_only_for_what_is_listed() {
        let mut results = Results::new(report());
        let revision = results.marks_revision();
        results.restore_marks([
            (PathBuf::from("/r/c/y"), Mark::Trash),
            (PathBuf::from("/r/b"), Mark::Trash),
            (PathBuf::from("/r/backup/y"), Mark::Trash),
            (PathBuf::from("/r/gone"), Mark::Trash),
        ]);
        assert_eq!(results.mark(Path::new("/r/c/y")), Some(Mark::Trash));
        assert_eq!(results.mark(Path::new("/r/b")), Some(Mark::Trash));
        assert_eq!(results.mark(Path::new("/r/backup/y")), None, "a reference");
        assert_eq!(results.mark(Path::new("/r/gone")), None, "not listed");
        assert_ne!(results.marks_revision(), revision);
        assert!(!results.undo_mark(), "restoring is not an action to undo");
    }

    #[test]
    fn a_file_taken_out_leaves_the_other_groups_under_their_folder_group() {
        let mut report = report();
        let Group::Exact(inside) = &mut report.groups[0] else {
            unreachable!()
        };
        inside.files.push(file("/r/b/x2"));
        report.groups.insert(
            0,
            Group::Exact(ExactGroup {
                size: 10,
                hash: String::new(),
                files: vec![file("/r/c/z"), file("/r/d/z")],
            }),
        );
        report.folders[0].groups = vec![1];
        report.only_here = vec![file("/r/d/z"), file("/r/e/w")];
        let mut results = Results::new(report);
        assert_eq!(results.count(GroupKind::Exact), 2);

        results.remove(&[PathBuf::from("/r/c/z"), PathBuf::from("/r/e/w")], &[]);
        assert_eq!(
            results.report.groups.len(),
            2,
            "the group of /r/c/z is gone"
        );
        assert_eq!(results.report.folders[0].groups, [0], "its index followed");
        assert_eq!(
            results.count(GroupKind::Exact),
            1,
            "still under the folders"
        );
        assert_eq!(results.report.only_here, [file("/r/d/z")]);
    }

    fn companion(path: &str) -> crate::report::Companion {
        crate::report::Companion {
            path: PathBuf::from(path),
            size: 10,
            modified: SystemTime::UNIX_EPOCH,
        }
    }

    fn info(format: &str) -> crate::report::ImageInfo {
        crate::report::ImageInfo {
            width: 10,
            height: 10,
            format: format.to_string(),
            taken: None,
            camera: None,
        }
    }

    /// A RAW and its JPEG in one group of similar images are one photo: marking one marks
    /// both, as one undoable change; the copy elsewhere keeps its own mark.
    #[test]
    fn a_raw_and_its_jpeg_in_one_group_take_one_mark() {
        let mut jpeg = file("/r/Camera/IMG_1.JPG");
        jpeg.companions = vec![
            companion("/r/Camera/IMG_1.NEF"),
            companion("/r/Camera/IMG_1.xmp"),
        ];
        let mut raw = file("/r/Camera/IMG_1.NEF");
        raw.companions = vec![
            companion("/r/Camera/IMG_1.JPG"),
            companion("/r/Camera/IMG_1.xmp"),
        ];
        let copy = file("/r/Backup/IMG_1.jpg");
        let mut report = report();
        report.folders.clear();
        report.groups = vec![Group::Image(crate::report::ImageGroup {
            files: vec![copy.clone(), jpeg.clone(), raw.clone()],
            reference: 1,
            distances: vec![0, 0, 0],
            images: vec![info("jpeg"), info("jpeg"), info("nef")],
        })];
        let mut results = Results::new(report);
        results.set_marks(vec![(jpeg.path.clone(), Mark::Trash)]);
        assert_eq!(results.mark(&jpeg.path), Some(Mark::Trash));
        assert_eq!(
            results.mark(&raw.path),
            Some(Mark::Trash),
            "the RAW goes with it"
        );
        assert_eq!(results.mark(&copy.path), None);
        results.set_marks(vec![(raw.path.clone(), Mark::Keep)]);
        assert_eq!(results.mark(&jpeg.path), Some(Mark::Keep));
        assert!(results.undo_mark());
        assert_eq!(results.mark(&jpeg.path), Some(Mark::Trash));
        assert_eq!(results.mark(&raw.path), Some(Mark::Trash));
    }

    /// The review lists a RAW and its JPEG as one row, named after the first of them in
    /// the group's order; the copy elsewhere has its own.
    #[test]
    fn a_raw_and_its_jpeg_are_one_row_of_their_group() {
        let mut jpeg = file("/r/Camera/IMG_1.JPG");
        jpeg.companions = vec![companion("/r/Camera/IMG_1.NEF")];
        let mut raw = file("/r/Camera/IMG_1.NEF");
        raw.companions = vec![companion("/r/Camera/IMG_1.JPG")];
        let copy = file("/r/Backup/IMG_1.jpg");
        let mut report = report();
        report.folders.clear();
        let files = vec![raw.clone(), copy.clone(), jpeg.clone()];
        report.groups = vec![Group::Image(crate::report::ImageGroup {
            files: files.clone(),
            reference: 1,
            distances: vec![0, 0, 0],
            images: vec![info("nef"), info("jpeg"), info("jpeg")],
        })];
        let results = Results::new(report);
        assert_eq!(results.photo_rows(&files), [vec![0, 2], vec![1]]);
        let alone = vec![copy, file("/r/Other/IMG_2.jpg")];
        assert_eq!(results.photo_rows(&alone), [vec![0], vec![1]]);
    }
}
