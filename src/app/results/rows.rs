//! What the list shows for each group and folder group, and the skipped entries by reason:
//! made once per report (on a worker for a big one: [`ListedReport`]) so drawing stays
//! cheap.

use std::collections::HashMap;
use std::sync::Arc;

use crate::report::{FolderGroup, FolderKind, Group, Report};

use super::{GroupKind, Results};

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
    pub(super) search_key: String,
    /// The folder group it lies inside, if one (its first folder's name): the group is
    /// listed in its own tab all the same, and the row names that folder group.
    pub in_folder_group: Option<String>,
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
    pub(super) search_key: String,
}

/// A report with the rows the list shows for it, ready for [`Results::replace_listed`].
pub struct ListedReport {
    pub(super) report: Arc<Report>,
    pub(super) rows: Vec<GroupRow>,
    pub(super) folder_rows: Vec<FolderRow>,
    pub(super) skipped_by_reason: Vec<Vec<usize>>,
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

/// A row per group of the report.
fn group_rows(report: &Report) -> Vec<GroupRow> {
    let mut inside: Vec<Option<String>> = vec![None; report.groups.len()];
    for folder_group in &report.folders {
        let first = &folder_group.folders[0].path;
        let name = first.file_name().unwrap_or(first.as_os_str());
        for index in &folder_group.groups {
            if let Some(inside @ None) = inside.get_mut(*index) {
                *inside = Some(name.to_string_lossy().into_owned());
            }
        }
    }
    let rows = report.groups.iter().zip(inside).enumerate();
    rows.map(|(i, (g, inside))| row_for(i, g, inside)).collect()
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

impl Results {
    pub(super) fn rebuild_rows(&mut self) {
        self.rows = group_rows(&self.report);
        self.folder_rows = folder_rows(&self.report);
        self.skipped_by_reason = group_skipped(&self.report.skipped);
        self.recount();
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

fn row_for(index: usize, group: &Group, in_folder_group: Option<String>) -> GroupRow {
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
        Group::Music(music) => (
            GroupKind::Music,
            total,
            music.pairs.iter().map(|p| p.matched).fold(0.0, f64::max),
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
