//! The app's state and its transitions, with no window in it: [`Model::handle`] takes a
//! [`Command`](crate::app::Command) (what the user asked), [`Model::on_event`] a
//! [`WorkerEvent`] (what a worker reported) and [`Model::tick`] the passing of time; each
//! changes the state and returns the [`Effect`]s to carry out (start a worker, write the
//! session, wake up later) rather than doing them. The shell ([`super::DoppelApp`]) carries
//! them out and draws; unit tests drive the model directly (`tests/mod.rs`, and a file per
//! subject beside it).
//!
//! What the app is doing is one [`Activity`]; what it has to say is a queue of
//! [`Notices`]; what the review loads is one [`ReviewData`]. What workers report, and what
//! the model asks of them, are the [`messages`]. This file holds the state; commands are
//! handled in `handle.rs` (and the files it names), worker events in [`events`], scans and
//! the passing of time in `scanning.rs`, what the selection shows in [`selection`].

mod activity;
pub mod chooser;
mod cleanup;
pub mod compared_files;
mod confirm;
mod effect;
mod events;
mod handle;
mod hiding;
mod keep_rules;
pub mod keyboard_dialogs;
pub mod messages;
pub mod notices;
pub mod review_cache;
pub mod rule_offers;
mod scanning;
mod selection;
mod settings_changes;
#[cfg(test)]
mod tests;

use crate::tr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use crate::engine::ScanChoices;
use crate::engine::actions::journal::Cleanup;
use crate::engine::actions::rules::{KeepRule, RulePreview};
use crate::engine::actions::{self, ActionPlaces};
use crate::engine::ignore::IgnoreEntry;
use crate::engine::images::FormatSupport;
use crate::engine::rescan::RescanSchedule;
use crate::engine::videos::VideosOff;
use crate::engine::watch::FolderWatcher;

pub use activity::{
    Activity, RunningCheck, RunningCleanup, RunningScan, RunningUpdate, SHOW_UPDATES_AFTER,
    ScanKind,
};
pub use compared_files::ImageView;
pub use confirm::{ConfirmCleanup, Estimating, Offer};
pub use effect::{Effect, SessionChange};
pub use keyboard_dialogs::{Offered, RuleChoice, RuleOffer};
pub use messages::{
    CheckFound, CheckOutcome, ComparedImages, FrameRequest, HiddenNow, LoadedResults, ReviewJob,
    Shot, UpdateOutcome, VideoFrames, WorkerEvent,
};
pub use notices::{Level, Notice, Notices};
pub use review_cache::{ChangedWords, FilePair, Loaded, ReviewData};
pub use selection::{DiffScroll, DiffView, Selection};

use super::fonts::ChineseFont;
use super::results::Results;
use super::session::Origin;
use super::settings::Settings;

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
    /// Doppel's own chooser of a folder or a file (`chooser.rs`): a path typed or picked
    /// from a list, where the system has no chooser, and the keyboard's way to add a folder.
    Choose(Box<chooser::Chooser>),
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

/// What the probes found this machine can do, as the workers report it as the app starts
/// (`workers/probes.rs`); `None` until each is known, and the Settings say nothing of it
/// before.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct MachineSupport {
    /// The image formats compared, and which are off and why.
    pub image_formats: Option<Vec<FormatSupport>>,
    /// Whether ffmpeg and ffprobe run (`Err`: why similar videos cannot be looked for).
    pub video_tools: Option<Result<(), VideosOff>>,
    /// The font that draws Chinese.
    pub chinese_font: Option<ChineseFont>,
    /// Whether the system has a file chooser Doppel can open (a portal with one, or
    /// zenity); without one, Doppel's own is shown.
    pub system_chooser: Option<bool>,
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
    /// What the last "Not duplicates" added to the ignore list, while it is the last thing
    /// done to the results: Ctrl+Z takes it back out before any mark.
    pub hidden_last: Vec<crate::engine::ignore::EntryId>,
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
    /// How many rows the list shows at once, as it was last drawn: a page for Page Up and
    /// Page Down.
    pub list_page_rows: usize,
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
    /// What this machine can do, for the Settings.
    pub machine: MachineSupport,
    /// Where the results on screen come from (a scan here, or a report file), and when.
    pub origin: Option<Origin>,
    /// The choices of the scan whose results are on screen: the Settings say "scan again to
    /// apply" when they are no longer the settings' ([`Model::scan_settings_changed`]).
    /// `None` for results read from the last session or a report, whose choices are not
    /// known.
    pub scanned_with: Option<ScanChoices>,
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
            hidden_last: Vec::new(),
            places,
            cleanups: Vec::new(),
            windows: Windows::default(),
            notices: Notices::default(),
            focus_search: false,
            scroll_to_selection: false,
            list_page_rows: 10,
            watcher: None,
            watched_roots: Vec::new(),
            rescan: RescanSchedule::new(None),
            whole_scans: 0,
            followed: Followed::NotYet,
            last_update: None,
            held_changes: Vec::new(),
            cache_size: None,
            machine: MachineSupport::default(),
            origin: None,
            scanned_with: None,
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
        // The marks changed: their cleanup plan is made again, on a worker.
        if let Some(request) = self.results.as_mut().and_then(Results::ask_plan) {
            self.effects.push(Effect::PlanMarks(Box::new(request)));
        }
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

    /// Whether results on screen come from a scan made with other choices than the
    /// settings' now: the settings changed since, and apply from the next scan.
    pub fn scan_settings_changed(&self) -> bool {
        self.results.is_some()
            && self
                .scanned_with
                .as_ref()
                .is_some_and(|choices| *choices != self.settings.scan_choices())
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
