//! What the user is looking at: the selected group, file and pair, what the review shows for
//! them, and asking the workers (once, through [`ReviewData`]) for what it needs.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::report::{FileRecord, FolderGroup, Group, NearGroup};
use crate::review::AlignedDiff;

use super::super::commands::{Command, Jump};
use super::super::results::{Results, Tab};
use super::super::versions_in_order;
use super::compared_files::{self, ImageView};
use super::messages::ReviewJob;
use super::{Effect, Loaded, Model};

/// Which group, file and pair the user is looking at.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Selection {
    /// Position in the visible list.
    pub row: Option<usize>,
    pub file: usize,
    pub pair: usize,
    /// The two files of a near group compared, (older, newer) by index; `None` is the
    /// default, the newest version against the one before it.
    pub compared: Option<(usize, usize)>,
}

/// Where the user is in the list, by what is there: the selected row's paths (a group's
/// files, a folder group's folders, a file only here) and the selected file's.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Place {
    pub paths: Vec<PathBuf>,
    pub file: Option<PathBuf>,
}

/// Where the side-by-side diff scrolls on its next frame.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum DiffScroll {
    /// To this change (an index into the diff's hunks).
    Change(usize),
    /// So this fraction of the diff's height is in the middle.
    Fraction(f32),
}

/// How the side-by-side diff on screen is viewed. Reset (but for `changes_only` and
/// `show_spacing`, preferences kept) whenever another pair is shown.
#[derive(Debug, Default)]
pub struct DiffView {
    /// The pair (left, right) this state belongs to.
    pub pair: Option<(PathBuf, PathBuf)>,
    /// The change the user went to with next/previous (an index into the hunks).
    pub current: Option<usize>,
    /// Unchanged stretches folded into one row each.
    pub changes_only: bool,
    /// Stretches that differ only in spacing (blank lines, line breaks, white space) are
    /// marked as such, rather than drawn as unchanged.
    pub show_spacing: bool,
    /// The folded stretches opened again, by their first row.
    pub expanded: BTreeSet<usize>,
    /// A scroll the view should make once.
    pub scroll: Option<DiffScroll>,
}

impl Model {
    /// Shows these results, replacing any earlier ones: what was loaded for the old ones
    /// goes. Where the user was stays: the tab, and the group selected (by its files), when
    /// the new results list them; else the first row is selected.
    pub(super) fn show_results(&mut self, mut results: Results) {
        let place = self.place();
        if let Some(mut earlier) = self.results.take() {
            earlier.remember_selected(place.paths.clone());
            results.keep_place_of(&earlier);
        }
        self.results = Some(results);
        self.review.clear();
        self.folder_diff = None;
        self.selection = Selection::default();
        self.go_to(place);
    }

    /// Where the user is: the selected row's paths, and the selected file's.
    pub(super) fn place(&self) -> Place {
        let paths = match (&self.results, self.selection.row) {
            (Some(results), Some(row)) => results.paths_of_row(row),
            _ => Vec::new(),
        };
        let file = (self.selected_group())
            .and_then(|group| group.files().get(self.selection.file))
            .map(|file| file.path.clone());
        Place { paths, file }
    }

    /// Selects the row that holds `place`'s paths (else the first), and its file.
    pub(super) fn go_to(&mut self, place: Place) {
        let row = (self.results.as_ref()).and_then(|results| results.row_holding(&place.paths));
        self.select_row(Some(row.unwrap_or(0)));
        let file = (self.selected_group()).and_then(|group| {
            let files = group.files();
            files
                .iter()
                .position(|file| Some(&file.path) == place.file.as_ref())
        });
        if let Some(file) = file {
            self.selection.file = file;
        }
        self.scroll_to_selection = true;
    }

    pub(super) fn select_row(&mut self, row: Option<usize>) {
        let count = self.results.as_ref().map_or(0, |r| r.visible().len());
        let row = if count == 0 {
            None
        } else {
            row.map(|r| r.min(count - 1))
        };
        if row != self.selection.row {
            self.folder_diff = None;
            self.selection = Selection {
                row,
                file: 0,
                pair: 0,
                compared: None,
            };
        }
    }

    /// The commands that move through the results and the review: tabs, search, sort,
    /// rows, files, pairs, changes of a diff, and how images and diffs are shown.
    pub(super) fn navigate(&mut self, command: Command) {
        match command {
            // Each keeps the group selected where it is still listed; a tab comes back to
            // the group last selected there.
            Command::ShowTab(tab) => {
                let place = self.place();
                if let Some(results) = &mut self.results {
                    results.remember_selected(place.paths);
                    results.set_tab(tab);
                    let paths = results.selected_on(tab).map(<[_]>::to_vec);
                    self.go_to(Place {
                        paths: paths.unwrap_or_default(),
                        file: None,
                    });
                }
            }
            Command::SetQuery(query) => {
                let place = self.place();
                if let Some(results) = &mut self.results {
                    results.set_query(query);
                    self.go_to(place);
                }
            }
            Command::SortBy(sort) => {
                let place = self.place();
                if let Some(results) = &mut self.results {
                    results.set_sort(sort);
                    self.go_to(place);
                }
            }
            Command::SelectRow(row) => self.select_row(Some(row)),
            Command::MoveRow(delta) => {
                let current = self.selection.row.map_or(-1, |r| r as i64);
                let next = (current + delta).max(0) as usize;
                self.select_row(Some(next));
                self.scroll_to_selection = true;
            }
            Command::JumpRow(jump) => {
                let page = self.list_page_rows.max(1);
                let current = self.selection.row.unwrap_or(0);
                let next = match jump {
                    Jump::First => 0,
                    // Past the end: `select_row` takes the last row.
                    Jump::Last => usize::MAX,
                    Jump::PageUp => current.saturating_sub(page),
                    Jump::PageDown => current.saturating_add(page),
                };
                self.select_row(Some(next));
                self.scroll_to_selection = true;
            }
            Command::MoveFile(delta) => {
                // Row by row: a RAW and its JPEG are one row, named after the first.
                let rows: Vec<usize> = match (self.selected_folder_group(), &self.results) {
                    (Some(group), _) => (0..group.folders.len()).collect(),
                    (None, Some(results)) => self.selected_group().map_or(Vec::new(), |g| {
                        let rows = results.photo_rows(g.files());
                        rows.into_iter().map(|row| row[0]).collect()
                    }),
                    (None, None) => Vec::new(),
                };
                if !rows.is_empty() {
                    let file = self.selection.file;
                    let current = rows.iter().rposition(|&first| first <= file).unwrap_or(0);
                    let next = (current as i64 + delta).clamp(0, rows.len() as i64 - 1);
                    self.selection.file = rows[next as usize];
                }
            }
            Command::SelectFile(file) => self.selection.file = file,
            Command::ComparePair(pair) => {
                self.selection.pair = pair;
                if let Some(Group::Near(group)) = self.selected_group()
                    && let Some(p) = group.pairs.get(pair)
                {
                    let older_first = group.files[p.a].modified <= group.files[p.b].modified;
                    self.selection.compared =
                        Some(if older_first { (p.a, p.b) } else { (p.b, p.a) });
                }
            }
            Command::CompareVersions(older, newer) => {
                self.selection.compared = Some((older, newer));
            }
            Command::NextChange | Command::PreviousChange | Command::GoToChange(_) => {
                self.go_to_change(&command)
            }
            Command::ShowImageView(view) => self.image_view = view,
            Command::ToggleSpacing => self.diff_view.show_spacing = !self.diff_view.show_spacing,
            Command::ToggleChangesOnly => {
                self.diff_view.changes_only = !self.diff_view.changes_only;
                self.diff_view.scroll = self.diff_view.current.map(DiffScroll::Change);
            }
            Command::ExpandUnchanged(row) => {
                self.diff_view.expanded.insert(row);
            }
            Command::ScrollDiffTo(fraction) => {
                self.diff_view.scroll = Some(DiffScroll::Fraction(fraction.clamp(0.0, 1.0)));
            }
            Command::CompareChangedFile(left, right) => self.folder_diff = Some((left, right)),
            Command::CloseChangedFile => self.folder_diff = None,
            _ => {}
        }
    }

    /// Moves the current change of the diff on screen (next, previous, or to one).
    pub(super) fn go_to_change(&mut self, command: &Command) {
        let hunks = self.shown_diff().map_or(0, |d| d.hunks.len());
        if hunks == 0 {
            return;
        }
        let next = match (command, self.diff_view.current) {
            (Command::GoToChange(index), _) => (*index).min(hunks - 1),
            (Command::NextChange, None) => 0,
            (Command::NextChange, Some(c)) => (c + 1).min(hunks - 1),
            (_, None) => hunks - 1,
            (_, Some(c)) => c.saturating_sub(1),
        };
        self.diff_view.current = Some(next);
        self.diff_view.scroll = Some(DiffScroll::Change(next));
    }

    /// The group the review panel shows (on a tab of file groups).
    pub fn selected_group(&self) -> Option<&Group> {
        let results = self.results.as_ref()?;
        let Tab::Groups(_) = results.tab() else {
            return None;
        };
        let row = *results.visible().get(self.selection.row?)?;
        Some(results.group(row))
    }

    /// The two folders of `group` the review compares: the first, and the one selected
    /// (the second unless another is chosen).
    pub fn compared_folders(&self, group: &FolderGroup) -> (PathBuf, PathBuf) {
        let last = group.folders.len().saturating_sub(1);
        let right = self.selection.file.clamp(1.min(last), last);
        (
            group.folders[0].path.clone(),
            group.folders[right].path.clone(),
        )
    }

    /// The file the review panel shows on the Only here tab.
    pub fn selected_only_here(&self) -> Option<&FileRecord> {
        let results = self.results.as_ref()?;
        if results.tab() != Tab::OnlyHere {
            return None;
        }
        let index = *results.visible().get(self.selection.row?)?;
        results.report.only_here.get(index)
    }

    /// The folder group the review panel shows (on the Folders tab).
    pub fn selected_folder_group(&self) -> Option<&FolderGroup> {
        let results = self.results.as_ref()?;
        if results.tab() != Tab::Folders {
            return None;
        }
        let row = *results.visible().get(self.selection.row?)?;
        Some(results.folder_group(row))
    }

    /// The two files of a near group compared, (older, newer) by index: the user's choice,
    /// or else the newest version against the one before it (what changed last is what a
    /// user deciding which copies to drop asks first).
    pub fn compared_versions(&self, group: &NearGroup) -> Option<(usize, usize)> {
        let valid = |(a, b): (usize, usize)| a < group.files.len() && b < group.files.len();
        if let Some(chosen) = self.selection.compared.filter(|&p| valid(p)) {
            return Some(chosen);
        }
        let order = versions_in_order(group);
        match order.as_slice() {
            [.., older, newer] => Some((*older, *newer)),
            _ => None,
        }
    }

    /// The pair of documents whose side-by-side diff is on screen, (left, right).
    pub fn shown_diff_pair(&self) -> Option<(PathBuf, PathBuf)> {
        if self.selected_folder_group().is_some() {
            return self.folder_diff.clone();
        }
        match self.selected_group()? {
            Group::Near(group) => {
                let (a, b) = self.compared_versions(group)?;
                Some((group.files[a].path.clone(), group.files[b].path.clone()))
            }
            Group::Exact(_) | Group::Image(_) | Group::Video(_) | Group::Music(_) => None,
        }
    }

    /// The diff on screen, once computed.
    pub fn shown_diff(&self) -> Option<&Arc<AlignedDiff>> {
        self.review
            .diffs
            .ready(&self.shown_diff_pair()?)?
            .as_ref()
            .ok()
    }

    /// Words changed (removed, added) from `older` to `newer`; `None` while unknown.
    pub fn version_changes(
        &self,
        older: &Path,
        newer: &Path,
    ) -> Option<Result<(usize, usize), String>> {
        let pair = (older.to_path_buf(), newer.to_path_buf());
        if let Some(Ok(diff)) = self.review.diffs.ready(&pair) {
            return Some(Ok((diff.changed_words_left, diff.changed_words_right)));
        }
        match self.review.change_counts.get(&pair)? {
            Loaded::Ready(result) => Some(result.clone()),
            Loaded::Loading => None,
        }
    }

    /// Starts the diff view afresh when another pair is shown.
    pub(super) fn follow_shown_diff(&mut self) {
        let pair = self.shown_diff_pair();
        if pair != self.diff_view.pair {
            self.diff_view = DiffView {
                pair,
                changes_only: self.diff_view.changes_only,
                show_spacing: self.diff_view.show_spacing,
                ..DiffView::default()
            };
        }
    }

    pub(super) fn selected_file_path(&self) -> Option<PathBuf> {
        let group = self.selected_group()?;
        group
            .files()
            .get(self.selection.file)
            .map(|f| f.path.clone())
    }

    /// What the review of the selection shows, first what is on screen, then (the words
    /// changed between neighbouring versions) what it counts in the background.
    fn review_wanted(&self) -> (Vec<ReviewJob>, Vec<ReviewJob>) {
        let mut shown = Vec::new();
        let mut counts = Vec::new();
        if let Some(file) = self.selected_only_here() {
            shown.push(ReviewJob::Preview(file.path.clone()));
        }
        if let Some(group) = self.selected_folder_group() {
            shown.push(match &self.folder_diff {
                Some((left, right)) => ReviewJob::Diff(left.clone(), right.clone()),
                None => {
                    let (left, right) = self.compared_folders(group);
                    ReviewJob::CompareFolders(left, right)
                }
            });
        }
        match self.selected_group() {
            None => {}
            Some(Group::Exact(exact)) => {
                if let Some(file) = exact.files.get(self.selection.file) {
                    shown.push(ReviewJob::Preview(file.path.clone()));
                }
            }
            // A music file's tags and facts are in the report: nothing to read.
            Some(Group::Music(_)) => {}
            // A video's facts are in the report; its frames beside another's are read.
            Some(Group::Video(video)) => {
                shown.extend(
                    compared_files::frame_request(video, self.selection.file)
                        .map(ReviewJob::VideoFrames),
                );
            }
            Some(Group::Image(image)) => {
                // The reference and the image compared with it, side by side, or made
                // comparable pixel by pixel.
                let reference = &image.files[image.reference].path;
                let compared = compared_files::compared_index(image, self.selection.file)
                    .map(|i| &image.files[i].path);
                match (self.image_view, compared) {
                    (ImageView::SideBySide, _) => {
                        shown.push(ReviewJob::Preview(reference.clone()));
                        shown.extend(compared.cloned().map(ReviewJob::Preview));
                    }
                    (_, Some(compared)) => {
                        shown.push(ReviewJob::CompareImages(
                            reference.clone(),
                            compared.clone(),
                        ));
                    }
                    _ => {}
                }
            }
            Some(Group::Near(near)) => {
                if let Some((a, b)) = self.compared_versions(near) {
                    shown.push(ReviewJob::Diff(
                        near.files[a].path.clone(),
                        near.files[b].path.clone(),
                    ));
                }
                let order = versions_in_order(near);
                counts = order
                    .windows(2)
                    .map(|w| {
                        let (older, newer) = (&near.files[w[0]].path, &near.files[w[1]].path);
                        ReviewJob::CountChanges(older.clone(), newer.clone())
                    })
                    .collect();
            }
        }
        (shown, counts)
    }

    /// Asks a worker for the first thing the review of the selection lacks, once; when
    /// nothing on screen is missing and the worker is idle, for the next count of words
    /// changed.
    pub(super) fn request_review_data(&mut self) {
        let (shown, counts) = self.review_wanted();
        self.review.next_frame();
        for job in shown.iter().chain(&counts) {
            self.review.shown(job);
        }
        let missing = shown.into_iter().find(|job| !self.review.has(job));
        let job = match missing {
            Some(job) => job,
            None => {
                let counted = |job: &ReviewJob| match job {
                    // A pair whose whole diff is loaded is counted from it.
                    ReviewJob::CountChanges(older, newer) => matches!(
                        self.review.diffs.get(&(older.clone(), newer.clone())),
                        Some(Loaded::Ready(_))
                    ),
                    _ => false,
                };
                let next = counts
                    .into_iter()
                    .find(|job| !self.review.has(job) && !counted(job));
                match next {
                    Some(job) if !self.review.busy() => job,
                    _ => return,
                }
            }
        };
        self.review.requested(&job);
        self.effect(Effect::Review(job));
    }
}
