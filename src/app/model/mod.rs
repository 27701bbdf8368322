//! The app's state and its transitions, with no window in it: [`Model::handle`] takes a
//! [`Command`] (what the user asked), [`Model::on_event`] a [`WorkerEvent`] (what a worker
//! reported) and [`Model::tick`] the passing of time; each changes the state and returns the
//! [`Effect`]s to carry out (start a worker, write the session, wake up later) rather than
//! doing them. The shell ([`super::DoppelApp`]) carries them out and draws; unit tests
//! drive the model directly (see `tests.rs`).
//!
//! What the app is doing is one [`Activity`]; what it has to say is a queue of
//! [`Notices`]; what the review loads is one [`ReviewData`]. Commands are handled here,
//! worker events in [`events`], what the selection shows in [`selection`].

mod activity;
pub mod compared_files;
mod confirm;
mod effect;
mod events;
pub mod keyboard_dialogs;
pub mod messages;
pub mod notices;
pub mod review_cache;
mod selection;
#[cfg(test)]
mod tests;

use crate::tr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::engine::CancelToken;
use crate::engine::actions::journal::Cleanup;
use crate::engine::actions::rules::{KeepRule, Mark, RulePreview};
use crate::engine::actions::{self, ActionPlaces, RestoreOptions, Which};
use crate::engine::ignore::{IgnoreEntry, IgnoreList};
use crate::engine::rescan::RescanSchedule;
use crate::engine::watch::FolderWatcher;

pub use activity::{
    Activity, RunningCheck, RunningCleanup, RunningScan, RunningUpdate, SHOW_UPDATES_AFTER,
    ScanKind,
};
pub use compared_files::ImageView;
pub use confirm::{ConfirmCleanup, Estimating, Offer};
pub use effect::{Effect, SessionChange};
pub use keyboard_dialogs::{RuleChoice, RuleOffer};
pub use messages::{
    CheckFound, CheckOutcome, ComparedImages, FrameRequest, HiddenNow, LoadedResults, ReviewJob,
    Shot, UpdateOutcome, VideoFrames, WorkerEvent,
};
pub use notices::{Level, Notice, Notices};
pub use review_cache::{ChangedWords, FilePair, Loaded, ReviewData};
pub use selection::{DiffScroll, DiffView, Selection};

use super::commands::Command;
use super::results::Results;
use super::session::Origin;
use super::settings::{SavedRule, Settings};

/// How the results were last brought up to date while watching.
#[derive(Debug, Clone, Copy)]
pub struct LastUpdate {
    pub at: std::time::SystemTime,
    /// Changed paths applied; `None` for a whole scan.
    pub changes: Option<usize>,
    pub took: Duration,
}

/// The modal dialogs; at most one is open. (The progress of a cleanup or restore is drawn
/// from the [`Activity`].)
pub enum Dialog {
    None,
    /// The cleanup's confirmation, where the way to reclaim space is chosen.
    ConfirmCleanup(Box<ConfirmCleanup>),
    CleanupReport(actions::CleanupOutcome),
    RestoreReport(actions::RestoreOutcome),
    /// What a keep rule would mark in every group of the tab, before any mark changes.
    RulePreview(Box<RulePreviewDialog>),
    /// A cleanup or restore that could not start: nothing was moved.
    NotStarted {
        title: String,
        reason: String,
    },
    /// A folder to add, its path typed (the keyboard's way to add one).
    AddFolder {
        path: String,
    },
    /// A keep rule to mark by, chosen from a list with the keys.
    ChooseRule(RuleChoice),
}

/// A keep rule waiting for the user's word, with what it would do.
pub struct RulePreviewDialog {
    /// The rule, applied again when confirmed (the results may have changed meanwhile).
    pub rule: KeepRule,
    /// What it would do to the tab's groups now.
    pub preview: RulePreview,
}

/// Which of the app's windows are open.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Windows {
    pub cleanups: bool,
    pub help: bool,
    pub settings: bool,
    pub skipped: bool,
    pub notices: bool,
    /// What is hidden as not duplicates.
    pub hidden: bool,
}

/// Where the results shown came from, as far as following changes goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Followed {
    /// The live scan's worker holds them (a scan that ran to its end): changes update them.
    ByTheLiveScan,
    /// Read from the session or a report, or a scan cut short: changes need a whole scan
    /// first.
    NotYet,
}

pub struct Model {
    pub settings: Settings,
    pub activity: Activity,
    pub results: Option<Results>,
    /// Why the last scan could not run, for the empty state.
    pub scan_error: Option<String>,
    pub selection: Selection,
    /// The side-by-side diff's current change, folding and scroll requests.
    pub diff_view: DiffView,
    /// The changed file of a folder comparison whose diff is shown, (left, right).
    pub folder_diff: Option<FilePair>,
    pub review: ReviewData,
    /// How an image group's selected image is shown beside its reference.
    pub image_view: ImageView,
    pub dialog: Dialog,
    /// The ignore list's entries, as last read (`None` until its window first opens).
    pub ignored: Option<Vec<IgnoreEntry>>,
    /// Where cleanups keep their journal and which trash is home (`Err`: why there is none).
    pub places: Result<ActionPlaces, String>,
    /// The cleanups in the journal, oldest first, for Undo and the Cleanups window.
    pub cleanups: Vec<Cleanup>,
    pub windows: Windows,
    pub notices: Notices,
    /// The search field takes the keyboard on the next frame.
    pub focus_search: bool,
    /// The selected row moved by keyboard: the list scrolls to it once (every frame would
    /// pin the list and undo the user's own scrolling).
    pub scroll_to_selection: bool,
    /// Watching the scanned folders, once the first scan has finished.
    watcher: Option<FolderWatcher>,
    pub watched_roots: Vec<PathBuf>,
    /// When to scan everything again while watching (the rescan interval, or changes the
    /// live scan could not take).
    rescan: RescanSchedule,
    /// Whole scans started since the app opened (updates from changes are not counted).
    whole_scans: u64,
    followed: Followed,
    /// When and how watching last brought the results up to date.
    pub last_update: Option<LastUpdate>,
    /// Changes seen while a cleanup or restore moves files: applied with what it moved,
    /// once it is done.
    held_changes: Vec<PathBuf>,
    /// The fingerprint cache's size, measured when the settings open.
    pub cache_size: Option<u64>,
    /// Where the results on screen come from (a scan here, or a report file), and when.
    pub origin: Option<Origin>,
    checks_started: u64,
    /// Estimates of what a cleanup would free, started since the app opened: each
    /// dialog's has its own number.
    estimates_started: u64,
    /// What the current transition asks for, handed out when it ends.
    effects: Vec<Effect>,
}

impl Model {
    /// A model with these settings, before anything happened. `places`: where cleanups keep
    /// their journal (`Err`: why cleaning up is off).
    pub fn new(settings: Settings, places: Result<ActionPlaces, String>) -> Self {
        Model {
            settings,
            activity: Activity::Idle,
            results: None,
            scan_error: None,
            selection: Selection::default(),
            diff_view: DiffView::default(),
            folder_diff: None,
            review: ReviewData::default(),
            image_view: ImageView::default(),
            dialog: Dialog::None,
            ignored: None,
            places,
            cleanups: Vec::new(),
            windows: Windows::default(),
            notices: Notices::default(),
            focus_search: false,
            scroll_to_selection: false,
            watcher: None,
            watched_roots: Vec::new(),
            rescan: RescanSchedule::new(None),
            whole_scans: 0,
            followed: Followed::NotYet,
            last_update: None,
            held_changes: Vec::new(),
            cache_size: None,
            origin: None,
            checks_started: 0,
            estimates_started: 0,
            effects: Vec::new(),
        }
    }

    /// The app opens: with `folders` (from the command line), adds them and scans;
    /// otherwise, with a session to reopen, waits for it to be read.
    pub fn open(&mut self, folders: Vec<PathBuf>, reopening_session: bool) -> Vec<Effect> {
        if !folders.is_empty() {
            let absolute = folders
                .into_iter()
                .map(|f| std::path::absolute(&f).unwrap_or(f));
            self.settings.add_folders(absolute);
            self.start_scan(ScanKind::New);
        } else if reopening_session {
            self.activity = Activity::OpeningSession;
        }
        self.take_effects()
    }

    fn take_effects(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.effects)
    }

    fn effect(&mut self, effect: Effect) {
        self.effects.push(effect);
    }

    fn notice(&mut self, level: Level, text: impl Into<String>) {
        self.notices.post(level, text);
    }

    /// Whether the watcher of the scanned folders is running (changes made from now on are
    /// seen).
    pub fn watching(&self) -> bool {
        self.watcher.is_some()
    }

    /// How many whole scans (walks of every folder) have started since the app opened:
    /// the Scan button, the rescan interval, a resumed scan, or changes with nothing to
    /// update yet. Updates from changed paths are not counted.
    pub fn whole_scans(&self) -> u64 {
        self.whole_scans
    }

    /// The scan under way.
    pub fn scan(&self) -> Option<&RunningScan> {
        self.activity.scan()
    }

    /// Whether the results on screen come from a report file: not this app's folders' to
    /// update or scan again.
    fn opened_report(&self) -> bool {
        self.origin
            .as_ref()
            .is_some_and(|o| o.report_file.is_some())
    }

    /// The most recent cleanup with files still in the trash: what Undo puts back.
    pub fn undoable_cleanup(&self) -> Option<&Cleanup> {
        self.cleanups
            .iter()
            .rev()
            .find(|cleanup| cleanup.pending().next().is_some())
    }

    /// Shows a finished scan's report, replacing any earlier results.
    pub fn show_report(&mut self, report: Arc<crate::report::Report>) -> Vec<Effect> {
        self.show_results(Results::new(report));
        self.take_effects()
    }

    /// Carries out one command. The only place where user actions change state.
    pub fn handle(&mut self, command: Command) -> Vec<Effect> {
        self.handle_command(command);
        self.take_effects()
    }

    fn handle_command(&mut self, command: Command) {
        match command {
            Command::PickFolders => self.effect(Effect::PickFolders { keep_folder: false }),
            Command::PickKeepFolder => self.effect(Effect::PickFolders { keep_folder: true }),
            Command::AddFolders(folders) => {
                self.settings.add_folders(folders);
            }
            Command::OpenAddFolder => self.open_add_folder(),
            Command::EditFolderPath(typed) => {
                if let Dialog::AddFolder { path } = &mut self.dialog {
                    *path = typed;
                }
            }
            Command::RemoveFolder(index) => {
                if index < self.settings.folders.len() {
                    let removed = self.settings.folders.remove(index);
                    self.settings.references.retain(|r| *r != removed);
                    self.settings.against.retain(|r| *r != removed);
                }
            }
            Command::ToggleReference(folder) => self.settings.toggle_reference(folder),
            Command::ToggleAgainst(folder) => self.settings.toggle_against(folder),
            Command::StartScan => self.start_scan(ScanKind::New),
            Command::MoveTab(delta) => self.move_tab(delta),
            Command::ChooseRule { all_groups } => self.choose_rule(all_groups),
            Command::MoveChoice(delta) => self.move_choice(delta),
            Command::ConfirmDialog => self.confirm_dialog(),
            Command::CancelScan => {
                if let Some(scan) = self.activity.scan() {
                    scan.cancel.cancel();
                    if !scan.refresh() {
                        self.effect(Effect::Session(SessionChange::ScanEnded));
                    }
                }
            }
            Command::PickReport => {
                if self.activity.scanning_anew() {
                    self.notice(Level::Warning, wait_for_the_scan());
                } else {
                    self.effect(Effect::PickReport { save: false });
                }
            }
            Command::PickSaveAs => match &self.results {
                Some(_) => self.effect(Effect::PickReport { save: true }),
                None => self.notice(Level::Warning, nothing_to_save()),
            },
            Command::OpenReport(path) => {
                if self.activity.scanning_anew() {
                    self.notice(Level::Warning, wait_for_the_scan());
                } else if self.activity.moving_files() {
                    self.notice(Level::Warning, wait_for_the_moves());
                } else {
                    self.notice(
                        Level::Info,
                        tr!("notice-opening", path = path.display().to_string()),
                    );
                    self.effect(Effect::OpenReport(path));
                }
            }
            Command::SaveResults(path) => match &self.results {
                Some(results) => {
                    let report = Arc::clone(&results.report);
                    self.notice(
                        Level::Info,
                        tr!("notice-saving", path = path.display().to_string()),
                    );
                    self.effect(Effect::SaveResults { report, path });
                }
                None => self.notice(Level::Warning, nothing_to_save()),
            },
            Command::ShowTab(_)
            | Command::SetQuery(_)
            | Command::SortBy(_)
            | Command::SelectRow(_)
            | Command::MoveRow(_)
            | Command::MoveFile(_)
            | Command::SelectFile(_)
            | Command::ComparePair(_)
            | Command::CompareVersions(..)
            | Command::NextChange
            | Command::PreviousChange
            | Command::GoToChange(_)
            | Command::ShowImageView(_)
            | Command::ToggleChangesOnly
            | Command::ExpandUnchanged(_)
            | Command::ScrollDiffTo(_)
            | Command::CompareChangedFile(..)
            | Command::CloseChangedFile => self.navigate(command),
            Command::SetMark { .. }
            | Command::MarkSelected(_)
            | Command::ApplyRule { .. }
            | Command::UndoMark
            | Command::ClearMarks => self.change_marks(command),
            Command::OpenFile(path) => self.effect(Effect::Open(path)),
            Command::ShowInFolder(path) => {
                let folder = path.parent().map(PathBuf::from).unwrap_or(path);
                self.effect(Effect::Open(folder));
            }
            Command::RequestCleanup => self.request_cleanup(),
            Command::ChooseReclaim(reclaim) => {
                if let Dialog::ConfirmCleanup(confirm) = &mut self.dialog
                    && confirm.may_choose(reclaim)
                {
                    confirm.reclaim = reclaim;
                }
            }
            Command::ConfirmCleanup => self.confirm_cleanup(),
            Command::ConfirmRule => self.confirm_rule(),
            Command::SaveKeepRule { name, rule } => self.save_keep_rule(name, &rule),
            Command::DeleteKeepRule(name) => {
                self.settings.keep_rules.retain(|saved| saved.name != name);
            }
            Command::StopCleanup => {
                if let Activity::CleaningUp(cleanup) = &self.activity {
                    cleanup.cancel.cancel();
                }
            }
            Command::DismissDialog => self.close_dialog(),
            Command::UndoCleanup => self.restore(Which::Last, RestoreOptions::default()),
            Command::RestoreCleanup(id) => self.restore(Which::Id(id), RestoreOptions::default()),
            Command::UnshareClones(id) => self.restore(
                Which::Id(id),
                RestoreOptions {
                    unshare_clones: true,
                },
            ),
            Command::ToggleCleanups => self.windows.cleanups = !self.windows.cleanups,
            Command::ToggleHelp => self.windows.help = !self.windows.help,
            Command::Zoom(change) => {
                self.settings.zoom = crate::app::zoom::changed(self.settings.zoom, change);
            }
            Command::ToggleSettings => {
                self.windows.settings = !self.windows.settings;
                if self.windows.settings {
                    self.effect(Effect::Cache { clear: false });
                }
            }
            Command::ClearCache => {
                if matches!(self.activity, Activity::Scanning(_) | Activity::Updating(_)) {
                    self.notice(Level::Warning, tr!("notice-wait-cache"));
                } else {
                    self.effect(Effect::Cache { clear: true });
                }
            }
            Command::ToggleSkipped => self.windows.skipped = !self.windows.skipped,
            Command::ToggleNotices => self.windows.notices = !self.windows.notices,
            Command::HideGroup => self.hide(None),
            Command::HideFile(member) => self.hide(Some(member)),
            Command::ToggleHidden => {
                self.windows.hidden = !self.windows.hidden;
                if self.windows.hidden
                    && let Some(list) = self.ignore_list()
                {
                    self.effect(Effect::ReadIgnored(list));
                }
            }
            Command::BringBack(id) => {
                if let Some(list) = self.ignore_list() {
                    self.effect(Effect::BringBack { id, list });
                }
            }
            Command::FocusSearch => self.focus_search = true,
        }
    }

    /// The commands that change marks: one file's, the selected file's, by a rule, undone
    /// or cleared.
    fn change_marks(&mut self, command: Command) {
        match command {
            Command::SetMark { path, mark } => {
                if let Some(results) = &mut self.results {
                    let toggled = if results.mark(&path) == Some(mark) {
                        Mark::Keep
                    } else {
                        mark
                    };
                    results.set_marks(vec![(path, toggled)]);
                }
            }
            Command::MarkSelected(mark) => {
                if let Some(path) = self.selected_file_path()
                    && let Some(results) = &mut self.results
                {
                    results.set_marks(vec![(path, mark)]);
                }
            }
            Command::ApplyRule { rule, all_groups } => self.apply_rule(&rule, all_groups),
            Command::UndoMark => {
                if let Some(results) = &mut self.results
                    && !results.undo_mark()
                {
                    self.notice(Level::Info, tr!("notice-nothing-to-undo"));
                }
            }
            Command::ClearMarks => {
                if let Some(results) = &mut self.results {
                    results.clear_marks();
                }
            }
            _ => {}
        }
    }

    /// Starts a whole scan of the folders in the settings, unless one runs or files are
    /// being moved.
    fn start_scan(&mut self, kind: ScanKind) {
        let refresh = kind == ScanKind::Refresh;
        if self.activity.scan().is_some() {
            return;
        }
        if self.activity.moving_files() {
            if !refresh {
                self.notice(Level::Warning, wait_for_the_moves());
            }
            return;
        }
        if !refresh {
            // Watch from the start, so changes made during the scan are not missed.
            self.watch(self.settings.folders.clone());
        }
        if self.settings.folders.is_empty() {
            self.notice(Level::Warning, tr!("notice-add-folder-first"));
            return;
        }
        // A check of the results about to be replaced has nothing left to do.
        if let Activity::Checking(check) = &self.activity {
            check.cancel.cancel();
        }
        let cancel = CancelToken::new();
        self.rescan.started();
        self.whole_scans += 1;
        self.effect(Effect::Scan {
            options: Box::new(self.settings.scan_options()),
            cancel: cancel.clone(),
            refresh,
        });
        if !refresh {
            let resumes = match kind {
                ScanKind::Resumed(times) => times,
                _ => 0,
            };
            self.effect(Effect::Session(SessionChange::ScanStarted {
                folders: self.settings.folders.clone(),
                references: self.settings.references.clone(),
                resumes,
            }));
        }
        self.activity = Activity::Scanning(RunningScan::new(kind, cancel, Instant::now()));
        // The live scan's worker lets go of its list as the scan begins.
        self.followed = Followed::NotYet;
        self.scan_error = None;
        self.notices.settle();
    }

    /// Starts watching `roots` (on a worker: adding watches walks the folders), unless they
    /// are already watched.
    fn watch(&mut self, roots: Vec<PathBuf>) {
        if roots != self.watched_roots {
            self.watcher = None;
            self.watched_roots = roots.clone();
            self.effect(Effect::Watch(roots));
        }
    }

    /// A rule for the selected group marks it at once (its marks are on screen); a rule
    /// for every group of the tab first shows what it would do ([`Dialog::RulePreview`]).
    fn apply_rule(&mut self, rule: &KeepRule, all_groups: bool) {
        // Chosen from the chooser: it has done its part.
        if matches!(self.dialog, Dialog::ChooseRule(_)) {
            self.dialog = Dialog::None;
        }
        let Some(results) = &mut self.results else {
            return;
        };
        if all_groups {
            let outcome = results.rule_outcome(rule, results.visible(), &folder_modified);
            let preview = results.rule_preview(&outcome);
            self.close_dialog();
            self.dialog = Dialog::RulePreview(Box::new(RulePreviewDialog {
                rule: rule.clone(),
                preview,
            }));
            return;
        }
        let rows: Vec<usize> = self
            .selection
            .row
            .and_then(|r| results.visible().get(r).copied())
            .into_iter()
            .collect();
        let outcome = results.rule_outcome(rule, &rows, &folder_modified);
        results.apply_outcome(&outcome);
        if let Some((_, why)) = outcome.left_alone.first() {
            let text = tr!(
                "notice-rule-left-alone",
                rule = crate::i18n::words::rule_label(rule),
                why = crate::i18n::words::undecided(why)
            );
            self.notice(Level::Info, text);
        }
    }

    /// Marks what the previewed rule decides, in every group of the tab as it is now.
    fn confirm_rule(&mut self) {
        let Dialog::RulePreview(dialog) = std::mem::replace(&mut self.dialog, Dialog::None) else {
            return;
        };
        let Some(results) = &mut self.results else {
            return;
        };
        let outcome = results.rule_outcome(&dialog.rule, results.visible(), &folder_modified);
        let marked = results.apply_outcome(&outcome);
        let left = outcome.left_alone.len();
        let text = tr!(
            "notice-rule-applied",
            rule = crate::i18n::words::rule_label(&dialog.rule),
            marked = (marked as u64),
            left = (left as u64)
        );
        self.notice(Level::Info, text);
    }

    /// Saves a keep rule by name in the settings (replacing one of that name), if it reads.
    fn save_keep_rule(&mut self, name: String, text: &str) {
        let name = name.trim().to_string();
        if name.is_empty() {
            self.notice(Level::Warning, tr!("notice-rule-needs-name"));
            return;
        }
        match KeepRule::parse(text) {
            Ok(rule) => {
                let saved = SavedRule {
                    name: name.clone(),
                    rule: rule.text(),
                };
                match self.settings.keep_rules.iter_mut().find(|r| r.name == name) {
                    Some(existing) => *existing = saved,
                    None => self.settings.keep_rules.push(saved),
                }
                self.notice(
                    Level::Info,
                    tr!(
                        "notice-rule-saved",
                        name = name.as_str(),
                        rule = crate::i18n::words::rule_label(&rule)
                    ),
                );
            }
            Err(error) => {
                self.notice(
                    Level::Warning,
                    tr!(
                        "notice-rule-not-saved",
                        error = crate::i18n::words::rule_error(&error)
                    ),
                );
            }
        }
    }

    /// Where the ignore list is kept: in the data folder, when there is one.
    fn ignore_list(&self) -> Option<PathBuf> {
        self.places
            .as_ref()
            .ok()
            .map(|places| IgnoreList::default_path(&places.data_dir))
    }

    /// Hides the selected group (or its file `member`) as not duplicates: added to the
    /// ignore list on a worker, which also filters the results by it.
    fn hide(&mut self, member: Option<usize>) {
        let Some(list) = self.ignore_list() else {
            let why = match &self.places {
                Err(problem) => problem.clone(),
                Ok(_) => String::new(),
            };
            self.notice(Level::Warning, tr!("notice-no-data-folder", why = why));
            return;
        };
        let Some(results) = &self.results else {
            return;
        };
        let which = self
            .selection
            .row
            .and_then(|row| results.visible().get(row).copied())
            .and_then(|row| results.group_refs(&[row]).first().copied());
        let Some(which) = which else {
            return;
        };
        // A file that is one photo with others of its group (a RAW and its JPEG) leaves
        // with them: they are one row of the review.
        let members = match (member, self.selected_group()) {
            (Some(member), Some(group)) => results
                .photo_rows(group.files())
                .into_iter()
                .find(|row| row.contains(&member))
                .unwrap_or_else(|| vec![member]),
            (Some(member), None) => vec![member],
            (None, _) => Vec::new(),
        };
        let report = Arc::clone(&results.report);
        self.effect(Effect::Hide {
            report,
            which,
            members,
            list,
        });
    }

    /// Why a cleanup or a restore cannot start now, if it cannot.
    fn why_files_cannot_move(&self) -> Option<String> {
        if self.activity.scanning_anew() {
            Some(tr!("notice-wait-scan-to-move"))
        } else if self.activity.moving_files() {
            Some(wait_for_the_moves())
        } else {
            None
        }
    }

    fn request_cleanup(&mut self) {
        if let Some(why) = self.why_files_cannot_move() {
            self.notice(Level::Warning, why);
            return;
        }
        if let Some(results) = &self.results {
            let plan = actions::plan_for_report(
                &results.report,
                &results.planned_groups(),
                &results.planned_folder_groups(),
            );
            self.close_dialog();
            self.estimates_started += 1;
            let confirm = ConfirmCleanup::new(plan, self.estimates_started);
            // What each way would free: the worker looks at every file.
            self.effect(Effect::EstimateCleanup {
                plan: Arc::clone(&confirm.plan),
                id: confirm.estimate_id,
                cancel: confirm.cancel.clone(),
            });
            self.dialog = Dialog::ConfirmCleanup(Box::new(confirm));
        }
    }

    /// Closes the dialog shown, stopping the estimate of a cleanup dialog still looking.
    fn close_dialog(&mut self) {
        if let Dialog::ConfirmCleanup(confirm) = &self.dialog {
            confirm.cancel.cancel();
        }
        self.dialog = Dialog::None;
    }

    fn confirm_cleanup(&mut self) {
        if !matches!(self.dialog, Dialog::ConfirmCleanup(_)) {
            return;
        }
        if let Some(why) = self.why_files_cannot_move() {
            self.notice(Level::Warning, why);
            return;
        }
        let Dialog::ConfirmCleanup(confirm) = std::mem::replace(&mut self.dialog, Dialog::None)
        else {
            return;
        };
        // Its estimate has nothing more to say.
        confirm.cancel.cancel();
        let ConfirmCleanup { plan, reclaim, .. } = *confirm;
        let places = match &self.places {
            Ok(places) => places.clone(),
            Err(reason) => {
                self.dialog = Dialog::NotStarted {
                    title: tr!("dialog-cleanup-not-started"),
                    reason: reason.clone(),
                };
                return;
            }
        };
        let check_after = self.interrupt_for_moves();
        let cancel = CancelToken::new();
        self.activity = Activity::CleaningUp(RunningCleanup {
            done: 0,
            total: plan.files_to_trash() + plan.folders_to_trash(),
            cancel: cancel.clone(),
            check_after,
            reclaim,
        });
        self.effect(Effect::Cleanup {
            plan,
            places,
            reclaim,
            cancel,
        });
    }

    /// Starts restoring a cleanup from the journal.
    fn restore(&mut self, which: Which, options: RestoreOptions) {
        if let Some(why) = self.why_files_cannot_move() {
            self.notice(Level::Warning, why);
            return;
        }
        let places = match &self.places {
            Ok(places) => places.clone(),
            Err(reason) => {
                self.dialog = Dialog::NotStarted {
                    title: tr!("dialog-nothing-restored"),
                    reason: reason.clone(),
                };
                return;
            }
        };
        let check_after = self.interrupt_for_moves();
        self.activity = Activity::Restoring { check_after };
        self.effect(Effect::Restore {
            places,
            which,
            options,
        });
    }

    /// Stops what would go wrong while files move: a whole scan made while watching (it runs
    /// again once they are moved) or a check (started again afterwards: says whether).
    fn interrupt_for_moves(&mut self) -> bool {
        match &self.activity {
            Activity::Scanning(scan) if scan.refresh() => {
                scan.cancel.cancel();
                // Its end is not waited for: the schedule counts it over, and due again.
                self.rescan.finished(Instant::now());
                self.rescan.changed();
                false
            }
            Activity::Checking(check) => {
                check.cancel.cancel();
                true
            }
            _ => false,
        }
    }

    /// What is due now: a whole scan the schedule asks for, or the review's next load.
    /// Returns when to look again, as [`Effect::WakeAfter`].
    pub fn tick(&mut self, now: Instant) -> Vec<Effect> {
        self.apply_checked();
        self.request_review_data();
        self.follow_shown_diff();
        match &self.activity {
            // Keep the elapsed time and spinner moving between progress reports.
            Activity::Scanning(_) => self.effect(Effect::WakeAfter(Duration::from_millis(250))),
            Activity::Updating(update) => {
                // A long update is shown once it has run a while.
                let shown_in = SHOW_UPDATES_AFTER.saturating_sub(now - update.started);
                self.effect(Effect::WakeAfter(shown_in.max(Duration::from_millis(250))));
            }
            _ => self.rescan_when_due(now),
        }
        self.take_effects()
    }

    /// Starts the whole scan the schedule says is due (the rescan interval, or changes the
    /// live scan could not take), keeping what is on screen; otherwise says when the
    /// interval will be up.
    fn rescan_when_due(&mut self, now: Instant) {
        let minutes = u64::from(self.settings.rescan_minutes);
        self.rescan
            .set_interval((minutes > 0).then(|| Duration::from_secs(60 * minutes)));
        // Only when idle: not while files move (what they moved is applied when they are
        // done), nor over a check (results are watched once it is done). Results opened
        // from a report are not this app's folders' to refresh.
        if self.results.is_none()
            || !matches!(self.activity, Activity::Idle)
            || self.opened_report()
        {
            return;
        }
        if self.rescan.due(now) {
            self.start_scan(ScanKind::Refresh);
        } else if let Some(wait) = self.rescan.wait(now) {
            self.effect(Effect::WakeAfter(wait));
        }
    }
}

/// Why Open report… does not open one now: the scan's results would replace it.
fn wait_for_the_scan() -> String {
    tr!("notice-wait-scan-to-open")
}

/// Why nothing else starts while a cleanup or restore moves files.
fn wait_for_the_moves() -> String {
    tr!("notice-wait-moves")
}

/// Why Save results… has nothing to do.
fn nothing_to_save() -> String {
    tr!("notice-nothing-to-save")
}

/// A folder's modified time, for the keep rules that compare times (the report records
/// none); the epoch when it cannot be read.
fn folder_modified(path: &std::path::Path) -> std::time::SystemTime {
    std::fs::symlink_metadata(path)
        .and_then(|m| m.modified())
        .unwrap_or(std::time::SystemTime::UNIX_EPOCH)
}
