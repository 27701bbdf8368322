//! The list's view of the results: its tabs, the search and the sort, and which rows they
//! leave visible, in order. Recomputed when one of them or the rows change, never while
//! drawing.

use serde::{Deserialize, Serialize};

use crate::report::FolderKind;

use super::{GroupKind, Results};

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

impl Results {
    /// The tab a new report opens on: the first, in the order shown, with anything in it.
    pub(super) fn first_tab_with_rows(&self) -> Tab {
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
}
