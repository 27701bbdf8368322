//! The results the app shows: the report, one row per group for the virtualised list, the
//! tab, search and sort applied to those rows, and the user's Keep/Trash marks with their
//! undo history. Pure state: nothing here draws or touches the disk.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::engine::actions::PlannedGroup;
use crate::engine::actions::rules::{self, KeepRule, Mark};
use crate::report::{Group, Report};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum GroupKind {
    Exact,
    Near,
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

    pub fn label(self) -> &'static str {
        match self {
            SortBy::Size => "Reclaimable size",
            SortBy::Files => "Number of files",
            SortBy::Similarity => "Similarity",
            SortBy::Path => "Path",
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
    /// Reclaimable bytes (exact) or total bytes (near).
    pub bytes: u64,
    /// 1.0 for exact groups; the strongest verified pair for near groups.
    pub similarity: f64,
    /// File name of the first member, and its folder.
    pub name: String,
    pub folder: String,
    /// Every member's path, lower-cased, for the search box.
    search_key: String,
}

#[derive(Debug, Clone, Copy, Default)]
struct Totals {
    exact_groups: usize,
    near_groups: usize,
    reclaimable: u64,
    trash_files: usize,
    trash_bytes: u64,
}

pub struct Results {
    pub report: Report,
    rows: Vec<GroupRow>,
    /// Row indices shown for the current tab, query and sort.
    visible: Vec<usize>,
    tab: GroupKind,
    query: String,
    sort: SortBy,
    marks: HashMap<PathBuf, Mark>,
    /// Totals drawn every frame, recomputed only when the report or the marks change.
    totals: Totals,
    /// Each entry restores the marks one user action changed.
    undo: Vec<Vec<(PathBuf, Option<Mark>)>>,
}

impl Results {
    pub fn new(report: Report) -> Self {
        let mut results = Results {
            report,
            rows: Vec::new(),
            visible: Vec::new(),
            tab: GroupKind::Exact,
            query: String::new(),
            sort: SortBy::Size,
            marks: HashMap::new(),
            totals: Totals::default(),
            undo: Vec::new(),
        };
        results.rebuild_rows();
        if results.count(GroupKind::Exact) == 0 && results.count(GroupKind::Near) > 0 {
            results.tab = GroupKind::Near;
        }
        results.refresh_visible();
        results
    }

    /// Takes a newer report of the same folders (after changes there), keeping the tab,
    /// search, sort and the marks of files that are still listed.
    pub fn replace_report(&mut self, report: Report) {
        let listed: std::collections::HashSet<&PathBuf> = report
            .groups
            .iter()
            .flat_map(|g| g.files())
            .map(|f| &f.path)
            .collect();
        self.marks.retain(|path, _| listed.contains(path));
        self.undo.clear();
        self.report = report;
        self.rebuild_rows();
        self.refresh_visible();
    }

    fn rebuild_rows(&mut self) {
        self.rows = self
            .report
            .groups
            .iter()
            .enumerate()
            .map(|(i, g)| row_for(i, g))
            .collect();
        self.recount();
    }

    fn refresh_visible(&mut self) {
        let query = self.query.trim().to_lowercase();
        let mut visible: Vec<usize> = (0..self.rows.len())
            .filter(|&i| self.rows[i].kind == self.tab)
            .filter(|&i| query.is_empty() || self.rows[i].search_key.contains(&query))
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

    pub fn tab(&self) -> GroupKind {
        self.tab
    }

    pub fn query(&self) -> &str {
        &self.query
    }

    pub fn sort(&self) -> SortBy {
        self.sort
    }

    pub fn set_tab(&mut self, tab: GroupKind) {
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

    /// Number of groups of one kind.
    pub fn count(&self, kind: GroupKind) -> usize {
        match kind {
            GroupKind::Exact => self.totals.exact_groups,
            GroupKind::Near => self.totals.near_groups,
        }
    }

    /// Bytes freed by keeping one copy of every exact group.
    pub fn reclaimable(&self) -> u64 {
        self.totals.reclaimable
    }

    pub fn mark(&self, path: &Path) -> Option<Mark> {
        self.marks.get(path).copied()
    }

    /// Sets marks as one undoable action.
    pub fn set_marks(&mut self, changes: Vec<(PathBuf, Mark)>) {
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
        self.recount();
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
        }
        self.recount();
    }

    /// Applies a keep rule to the given rows' groups; returns how many groups it could apply to.
    pub fn apply_rule(&mut self, rule: &KeepRule, rows: &[usize]) -> usize {
        let mut changes = Vec::new();
        let mut applied = 0;
        for &row in rows {
            let group = self.group(row);
            let files = group.files();
            let exact = matches!(group, Group::Exact(_));
            if let Some(marks) =
                rules::apply_with_references(rule, files, exact, &self.report.references)
            {
                applied += 1;
                changes.extend(files.iter().zip(marks).map(|(f, m)| (f.path.clone(), m)));
            }
        }
        self.set_marks(changes);
        applied
    }

    /// Files marked Trash and their total size.
    pub fn marked_for_trash(&self) -> (usize, u64) {
        (self.totals.trash_files, self.totals.trash_bytes)
    }

    /// Recomputes the totals; called after every change to the report or the marks, so the
    /// status bar and tabs need not walk 100,000 groups each frame.
    fn recount(&mut self) {
        let mut totals = Totals::default();
        for row in &self.rows {
            match row.kind {
                GroupKind::Exact => {
                    totals.exact_groups += 1;
                    totals.reclaimable += row.bytes;
                }
                GroupKind::Near => totals.near_groups += 1,
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
                exact: matches!(g, Group::Exact(_)),
            })
            .collect()
    }

    /// Takes trashed files out of their groups (a group left with one file disappears) and
    /// forgets their marks.
    pub fn remove_files(&mut self, paths: &[PathBuf]) {
        let gone: std::collections::HashSet<&PathBuf> = paths.iter().collect();
        for group in &mut self.report.groups {
            match group {
                Group::Exact(exact) => exact.files.retain(|f| !gone.contains(&f.path)),
                Group::Near(near) => {
                    let keep: Vec<bool> =
                        near.files.iter().map(|f| !gone.contains(&f.path)).collect();
                    let mut new_index = Vec::with_capacity(keep.len());
                    let mut next = 0;
                    for &kept in &keep {
                        new_index.push(next);
                        next += usize::from(kept);
                    }
                    near.pairs.retain(|p| keep[p.a] && keep[p.b]);
                    for pair in &mut near.pairs {
                        pair.a = new_index[pair.a];
                        pair.b = new_index[pair.b];
                    }
                    near.files.retain(|f| !gone.contains(&f.path));
                }
            }
        }
        self.report
            .groups
            .retain(|g| g.files().len() > 1 && !matches!(g, Group::Near(n) if n.pairs.is_empty()));
        for path in paths {
            self.marks.remove(path);
        }
        self.undo.clear();
        self.rebuild_rows();
        self.refresh_visible();
    }
}

fn row_for(index: usize, group: &Group) -> GroupRow {
    let first = &group.files()[0].path;
    let search_key = group
        .files()
        .iter()
        .map(|f| f.path.to_string_lossy().to_lowercase())
        .collect::<Vec<_>>()
        .join("\n");
    let (kind, bytes, similarity) = match group {
        Group::Exact(exact) => (GroupKind::Exact, exact.reclaimable_bytes(), 1.0),
        Group::Near(near) => (
            GroupKind::Near,
            near.files.iter().map(|f| f.size).sum(),
            near.pairs.iter().map(|p| p.similarity).fold(0.0, f64::max),
        ),
    };
    GroupRow {
        group: index,
        kind,
        files: group.files().len(),
        bytes,
        similarity,
        name: first
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default(),
        folder: first
            .parent()
            .map(|p| p.to_string_lossy().into_owned())
            .unwrap_or_default(),
        search_key,
    }
}
