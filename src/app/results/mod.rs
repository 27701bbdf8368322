//! The results the app shows: the report, one row per group (and per folder group) for the
//! virtualised list, the tab, search and sort applied to those rows, and the user's
//! Keep/Trash marks with their undo history. Pure state: nothing here draws or touches the
//! disk.
//!
//! The report is shared (`Arc`) so the session can be written from a worker thread without
//! copying it; a change here copies it only if such a write still holds it.
//!
//! A copied folder of 5,000 files is one row of the Folders tab; the file groups inside it
//! are listed in their own tabs all the same, each row naming the folder group it is in,
//! so every group is reachable from its own tab.
//!
//! This file holds the results and how a report comes in; the rows are made in `rows.rs`,
//! shown by tab, search and sort in `list.rs`, marked in `marks.rs` (undone in `undo.rs`,
//! by keep rules in `rules.rs`), counted in `totals.rs`, where the user is kept in
//! `place.rs`, planned for a cleanup in `cleanup_plan.rs` and `marks_plan.rs` (on a worker),
//! and taken out when gone in `removal.rs`.

mod cleanup_plan;
mod list;
mod marks;
mod marks_plan;
mod place;
mod removal;
mod rows;
mod rules;
#[cfg(test)]
mod tests;
mod totals;
mod undo;

use std::collections::{HashMap, HashSet};
use std::ffi::OsStr;
use std::path::PathBuf;
use std::sync::Arc;

use crate::engine::actions::rules::Mark;
use crate::report::Report;

pub use crate::report::GroupKind;
pub use list::{SortBy, Tab};
pub use marks_plan::{Fate, MarkedForTrash, MarksPlan, PlanRequest, plan_marks};
pub use rows::{FolderRow, GroupRow, ListedReport};

use marks::photo_partners;
use totals::Totals;
use undo::UndoHistory;

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
    /// Shared, so a worker can plan from them (`marks_plan.rs`); copied on a change while
    /// it does.
    marks: Arc<HashMap<PathBuf, Mark>>,
    /// The plan of the marks taken back from a worker, of the generation it names.
    planned: Option<MarksPlan>,
    /// The generation a plan was last asked for.
    plan_asked: Option<u64>,
    /// New at every change of the report or the marks ([`Results::recount`]), and unlike
    /// any other results': which plan of the marks is theirs.
    generation: u64,
    /// Totals drawn every frame, recomputed only when the report or the marks change.
    totals: Totals,
    /// What each marking action changed, to undo it.
    undo: UndoHistory,
    /// Counts every change to the marks, so the session knows when they need saving.
    marks_revision: u64,
    /// What was last selected on each tab, by its paths (`place.rs`).
    selected_on: HashMap<Tab, Vec<PathBuf>>,
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
            marks: Arc::default(),
            planned: None,
            plan_asked: None,
            generation: 0,
            totals: Totals::default(),
            undo: UndoHistory::default(),
            marks_revision: 0,
            photo_partners: HashMap::new(),
            selected_on: HashMap::new(),
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
            Arc::make_mut(&mut self.marks).retain(|path, _| listed.contains(path.as_os_str()));
        }
        self.marks_revision += 1;
        self.undo.forget();
        self.photo_partners = photo_partners(&report);
        self.report = report;
        self.rows = rows;
        self.folder_rows = folder_rows;
        self.skipped_by_reason = skipped_by_reason;
        self.recount();
        self.refresh_visible();
    }
}
