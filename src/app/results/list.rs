//! The list's view of the results: its tabs, the search and the sort, and which rows they
//! leave visible, in order. Recomputed when one of them or the rows change, never while
//! drawing.

use serde::{Deserialize, Serialize};

use crate::report::FolderKind;

use super::{GroupKind, Results};

/// The list's tabs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tab {
    /// Groups of one kind (those inside a folder group too, which the row names).
    Groups(GroupKind),
    /// Duplicate and similar folders.
    Folders,
    /// Files with no copy in a reference folder (shown only with references).
    OnlyHere,
}

impl Tab {
    /// Every tab, in the order the list shows them: one per kind of group, in the engine's
    /// order ([`GroupKind::ALL`]), with the folders after the exact duplicates (folder
    /// groups are made of exact copies), and the files only here last.
    pub fn in_order() -> impl Iterator<Item = Tab> {
        GroupKind::ALL
            .into_iter()
            .flat_map(|kind| {
                let folders = (kind == GroupKind::Exact).then_some(Tab::Folders);
                std::iter::once(Tab::Groups(kind)).chain(folders)
            })
            .chain([Tab::OnlyHere])
    }
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

impl Results {
    /// The tab a new report opens on: the first, in the order shown, with anything in it.
    pub(super) fn first_tab_with_rows(&self) -> Tab {
        Tab::in_order()
            .find(|&tab| self.rows_on(tab) > 0)
            .unwrap_or(Tab::Groups(GroupKind::Exact))
    }

    /// How many rows `tab` lists, whatever the search.
    fn rows_on(&self, tab: Tab) -> usize {
        match tab {
            Tab::Groups(kind) => self.count(kind),
            Tab::Folders => self.folder_rows.len(),
            Tab::OnlyHere => self.report.only_here.len(),
        }
    }

    pub(super) fn refresh_visible(&mut self) {
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
            .filter(|&i| self.rows[i].kind == kind)
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

    /// The tabs the list shows, in [`Tab::in_order`]'s order: one per kind of group and the
    /// folders, always, so each keeps its place whatever a scan found (an empty tab says
    /// none were found, or why none were looked for), and only here with reference folders.
    pub fn tabs(&self) -> Vec<Tab> {
        Tab::in_order().filter(|&tab| self.shows(tab)).collect()
    }

    /// Whether the list has `tab` for these results.
    fn shows(&self, tab: Tab) -> bool {
        match tab {
            Tab::Groups(_) | Tab::Folders => true,
            Tab::OnlyHere => !self.report.references.is_empty(),
        }
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
}
