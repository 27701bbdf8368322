//! The desktop app (eframe): pick folders, scan, review groups side by side, mark and trash.
//!
//! State lives here and in [`results`]; each panel in [`panels`] only draws and pushes
//! [`Command`]s, which [`DoppelApp::handle`] carries out in one place. Slow work (scans,
//! folder pickers, diffs, previews, trashing) runs in [`workers`] and comes back through a
//! channel drained at the start of every frame.
//!
//! While the scanned folders are watched, the results follow them without walking the
//! folders again: [`live_worker`] keeps the last whole scan and updates it from each batch
//! of changed paths, and from the paths this app's own cleanups and restores move. A whole
//! scan runs when asked for (Scan), every [`settings::Settings::rescan_minutes`] to catch
//! what the watcher missed, and when there is nothing to update yet (results reopened from
//! the last session).
//!
//! The results, their marks and a scan under way are kept in the session ([`session`],
//! written by [`session_saves`]), so the app reopens where it was; results made earlier are
//! checked against the disk ([`disk_check`]) before they are watched.

pub mod commands;
pub mod compared_images;
mod disk_check;
pub mod live_worker;
pub mod panels;
pub mod results;
mod review_jobs;
pub mod session;
mod session_saves;
pub mod settings;
pub mod workers;

use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::engine::actions::journal::Cleanup;
use crate::engine::actions::rules::{KeepRule, Mark};
use crate::engine::actions::{
    self, ActionPlaces, CleanupOutcome, CleanupPlan, RestoreOutcome, Which,
};
use crate::engine::folders::FolderComparison;
use crate::engine::rescan::RescanSchedule;
use crate::engine::watch::FolderWatcher;
use crate::engine::{CancelToken, Progress};
use crate::report::{Group, NearGroup};
use crate::review::Preview;
use crate::review::aligned::AlignedDiff;

pub use commands::Command;
use compared_images::{ComparedImages, ImageView};
use live_worker::UpdateOutcome;
use results::{GroupKind, Results, Tab};
use review_jobs::ReviewJob;
use session::{Origin, SessionDir};
use session_saves::SessionSaves;
use settings::Settings;
use workers::{LoadedResults, WorkerEvent, Workers};

/// The reverse-DNS id used for the window, the desktop file and the icons.
pub const APP_ID: &str = "io.github.doppel.Doppel";

/// Key under which settings are stored by eframe.
const SETTINGS_KEY: &str = "settings";

/// Opens the window and runs until it is closed.
pub fn run(folders: Vec<PathBuf>) -> eframe::Result {
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("Doppel")
        .with_app_id(APP_ID);
    // The window icon; a PNG that fails to decode just leaves the window without one.
    if let Ok(icon) = eframe::icon_data::from_png_bytes(include_bytes!(
        "../../icons/hicolor/128x128/apps/io.github.doppel.Doppel.png"
    )) {
        viewport = viewport.with_icon(icon);
    }
    let options = eframe::NativeOptions {
        viewport: viewport
            .with_inner_size([1280.0, 800.0])
            .with_min_inner_size([720.0, 480.0])
            .with_drag_and_drop(true),
        ..Default::default()
    };
    eframe::run_native(
        "Doppel",
        options,
        Box::new(move |cc| Ok(Box::new(DoppelApp::new(cc, folders)))),
    )
}

/// A scan in progress.
pub struct RunningScan {
    /// A whole scan while watching (the rescan interval, or changes with nothing to update
    /// yet): the results on screen stay, and are replaced in place when it finishes.
    pub refresh: bool,
    pub cancel: CancelToken,
    pub progress: Option<Progress>,
    pub started: Instant,
    /// When the current phase began, for speed and ETA.
    pub phase_started: Instant,
    /// Started again by itself: it was under way when the app last closed or crashed.
    pub resumed: bool,
}

/// An update of the results from changed paths, running on the live scan's worker.
pub struct RunningUpdate {
    /// Paths being applied.
    pub changes: usize,
    pub started: Instant,
    pub progress: Option<Progress>,
}

/// An update runs this long before the status bar shows it: most take a fraction of a
/// second, and a progress bar flashing at every saved file would only distract.
pub const SHOW_UPDATES_AFTER: Duration = Duration::from_secs(1);

/// How the results were last brought up to date while watching.
#[derive(Debug, Clone, Copy)]
pub struct LastUpdate {
    pub at: std::time::SystemTime,
    /// Changed paths applied; `None` for a whole scan.
    pub changes: Option<usize>,
    pub took: Duration,
}

/// How a scan comes to start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ScanKind {
    /// Asked for by the user (or the command line): its results replace those shown.
    New,
    /// While watching (the rescan interval, or changes with nothing to update yet): the
    /// results on screen are replaced in place.
    Refresh,
    /// A new scan started again by itself, this many times in a row, because it was under
    /// way when the app last closed or crashed.
    Resumed(u32),
}

/// Results made earlier (the last session's, or an opened report's) being checked against
/// the disk.
pub struct RunningCheck {
    id: u64,
    cancel: CancelToken,
    /// Entries looked at, of `total`.
    pub done: usize,
    pub total: usize,
    /// Files and folders found gone or changed, not yet taken out of the lists.
    pending_files: Vec<PathBuf>,
    pending_folders: Vec<PathBuf>,
}

/// What the review panel has for a file or a pair.
pub enum Loaded<T> {
    Loading,
    Ready(T),
}

/// Words changed between two versions, (left, right), or why they could not be compared.
pub type ChangedWords = Result<(usize, usize), String>;

/// Two files compared, (left, right).
pub type FilePair = (PathBuf, PathBuf);

/// The modal dialogs; at most one is open.
pub enum Dialog {
    None,
    ConfirmCleanup(CleanupPlan),
    CleaningUp {
        done: usize,
        total: usize,
    },
    CleanupReport(CleanupOutcome),
    Restoring,
    RestoreReport(RestoreOutcome),
    /// A cleanup or restore that could not start: nothing was moved.
    NotStarted {
        title: &'static str,
        reason: String,
    },
}

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

/// Where the side-by-side diff scrolls on its next frame.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum DiffScroll {
    /// To this change (an index into the diff's hunks).
    Change(usize),
    /// So this fraction of the diff's height is in the middle.
    Fraction(f32),
}

/// How the side-by-side diff on screen is viewed. Reset (but for `changes_only`, a
/// preference) whenever another pair is shown.
#[derive(Debug, Default)]
pub struct DiffView {
    /// The pair (left, right) this state belongs to.
    pub pair: Option<(PathBuf, PathBuf)>,
    /// The change the user went to with next/previous (an index into the hunks).
    pub current: Option<usize>,
    /// Unchanged stretches folded into one row each.
    pub changes_only: bool,
    /// The folded stretches opened again, by their first row.
    pub expanded: BTreeSet<usize>,
    /// A scroll the view should make once.
    pub scroll: Option<DiffScroll>,
}

pub struct DoppelApp {
    pub settings: Settings,
    workers: Workers,
    pub scan: Option<RunningScan>,
    pub results: Option<Results>,
    /// Why the last scan could not run, for the empty state.
    pub scan_error: Option<String>,
    pub selection: Selection,
    /// Pairs of documents aligned for the side-by-side review, by (left, right).
    pub diffs: HashMap<FilePair, Loaded<Result<Arc<AlignedDiff>, String>>>,
    /// Words changed (left, right) between neighbouring versions of near groups, by
    /// (older, newer); pairs whose whole diff is in `diffs` are read from there.
    pub change_counts: HashMap<FilePair, Loaded<ChangedWords>>,
    /// The side-by-side diff's current change, folding and scroll requests.
    pub diff_view: DiffView,
    /// Folder pairs compared for the folder review, by (left, right).
    pub folder_comparisons: HashMap<(PathBuf, PathBuf), Loaded<Result<FolderComparison, String>>>,
    /// The changed file of a folder comparison whose diff is shown, (left, right).
    pub folder_diff: Option<(PathBuf, PathBuf)>,
    pub previews: HashMap<PathBuf, Loaded<Preview>>,
    /// Image pairs made comparable for the flicker and difference views, by (reference,
    /// other).
    pub image_comparisons: HashMap<FilePair, Loaded<Result<Arc<ComparedImages>, String>>>,
    /// How an image group's selected image is shown beside its reference.
    pub image_view: ImageView,
    pub dialog: Dialog,
    /// Where cleanups keep their journal and which trash is home (`Err`: why there is none).
    pub places: Result<ActionPlaces, String>,
    /// The cleanups in the journal, oldest first, for Undo and the Cleanups window.
    pub cleanups: Vec<Cleanup>,
    /// Stops the running cleanup between two files.
    cleanup_cancel: Option<CancelToken>,
    pub show_cleanups: bool,
    pub show_help: bool,
    pub show_settings: bool,
    pub show_skipped: bool,
    pub notice: Option<String>,
    pub focus_search: bool,
    /// The selected row moved by keyboard: the list scrolls to it once (every frame would
    /// pin the list and undo the user's own scrolling).
    pub scroll_to_selection: bool,
    commands: Vec<Command>,
    applied_theme: Option<settings::Theme>,
    /// Watching the scanned folders, once the first scan has finished.
    watcher: Option<FolderWatcher>,
    pub watched_roots: Vec<PathBuf>,
    /// When to scan everything again while watching (the rescan interval, or changes the
    /// live scan could not take).
    rescan: RescanSchedule,
    /// Whole scans started since the app opened (updates from changes are not counted).
    whole_scans: u64,
    /// The live scan's worker holds the results on screen, so changes update them.
    live_results: bool,
    /// An update from changed paths under way.
    pub updating: Option<RunningUpdate>,
    /// When and how watching last brought the results up to date.
    pub last_update: Option<LastUpdate>,
    /// Changes seen while a cleanup or restore moves files: applied with what it moved,
    /// once it is done.
    held_changes: Vec<PathBuf>,
    /// The fingerprint cache's size, measured when the settings open.
    pub cache_size: Option<u64>,
    /// Where the results on screen come from (a scan here, or a report file), and when.
    pub origin: Option<Origin>,
    /// Results made earlier being checked against the disk.
    pub check: Option<RunningCheck>,
    checks_started: u64,
    /// Writes the session; `None` when the app keeps none.
    session: Option<SessionSaves>,
    /// The last session's results are being read.
    pub session_loading: bool,
}

impl DoppelApp {
    /// Restores saved settings; with `folders`, adds them and starts a scan, and without,
    /// reopens the last session (`$XDG_DATA_HOME/doppel/session`).
    pub fn new(cc: &eframe::CreationContext<'_>, folders: Vec<PathBuf>) -> Self {
        let session = ActionPlaces::for_user()
            .ok()
            .map(|places| places.data_dir.join("session"));
        Self::with_session(cc, folders, session)
    }

    /// As [`DoppelApp::new`], keeping the session in the folder `session` (`None`: no
    /// session is read or written).
    pub fn with_session(
        cc: &eframe::CreationContext<'_>,
        folders: Vec<PathBuf>,
        session: Option<PathBuf>,
    ) -> Self {
        egui_extras::install_image_loaders(&cc.egui_ctx);
        let settings = cc
            .storage
            .and_then(|storage| eframe::get_value::<Settings>(storage, SETTINGS_KEY))
            .map(Settings::upgraded)
            .unwrap_or_default();
        let mut app = DoppelApp {
            settings,
            workers: Workers::new(cc.egui_ctx.clone()),
            scan: None,
            results: None,
            scan_error: None,
            selection: Selection::default(),
            diffs: HashMap::new(),
            change_counts: HashMap::new(),
            diff_view: DiffView::default(),
            folder_comparisons: HashMap::new(),
            folder_diff: None,
            previews: HashMap::new(),
            image_comparisons: HashMap::new(),
            image_view: ImageView::default(),
            dialog: Dialog::None,
            places: ActionPlaces::for_user(),
            cleanups: Vec::new(),
            cleanup_cancel: None,
            show_cleanups: false,
            show_help: false,
            show_settings: false,
            show_skipped: false,
            notice: None,
            focus_search: false,
            scroll_to_selection: false,
            commands: Vec::new(),
            applied_theme: None,
            watcher: None,
            watched_roots: Vec::new(),
            rescan: RescanSchedule::new(None),
            whole_scans: 0,
            live_results: false,
            updating: None,
            last_update: None,
            held_changes: Vec::new(),
            cache_size: None,
            origin: None,
            check: None,
            checks_started: 0,
            session: None,
            session_loading: false,
        };
        if let Ok(places) = &app.places {
            app.workers.read_journal(places.clone());
        }
        let session = session.map(SessionDir::new);
        app.session = session.clone().map(|dir| app.workers.session_saves(dir));
        if !folders.is_empty() {
            let absolute = folders
                .into_iter()
                .map(|f| std::path::absolute(&f).unwrap_or(f));
            app.settings.add_folders(absolute);
            app.handle(Command::StartScan);
        } else if let Some(dir) = session {
            app.session_loading = true;
            app.workers.read_session(dir);
        }
        app
    }

    /// Writes what the session lacks and waits for it: the window is closing. Called by
    /// eframe's `on_exit`, and when the app is dropped; a scan under way stays recorded, so
    /// the next start resumes it.
    pub fn close_session(&mut self) {
        if let Some(mut session) = self.session.take() {
            if self.check.is_some() {
                // What the check took out so far is worth keeping.
                session.results_changed();
            }
            session.close(self.results.as_ref(), self.origin.as_ref());
        }
    }

    /// Starts watching `roots` (on a worker: adding watches walks the folders), unless they
    /// are already watched.
    fn watch(&mut self, roots: Vec<PathBuf>) {
        if roots != self.watched_roots {
            self.watcher = None;
            self.watched_roots = roots.clone();
            self.workers.watch(roots);
        }
    }

    /// Shows a finished scan's report, replacing any earlier results.
    pub fn load_report(&mut self, report: impl Into<Arc<crate::report::Report>>) {
        self.show_results(Results::new(report));
    }

    /// Shows these results, replacing any earlier ones (and stopping their check).
    fn show_results(&mut self, results: Results) {
        if let Some(check) = self.check.take() {
            check.cancel.cancel();
        }
        self.results = Some(results);
        self.diffs.clear();
        self.change_counts.clear();
        self.previews.clear();
        self.image_comparisons.clear();
        self.folder_comparisons.clear();
        self.folder_diff = None;
        self.selection = Selection::default();
        self.select_row(Some(0));
    }

    /// Queues a command, as a panel would.
    pub fn push(&mut self, command: Command) {
        self.commands.push(command);
    }

    /// Carries out one command. The only place where user actions change state.
    pub fn handle(&mut self, command: Command) {
        match command {
            Command::PickFolders => self.workers.pick_folders(false),
            Command::PickKeepFolder => self.workers.pick_folders(true),
            Command::AddFolders(folders) => {
                self.settings.add_folders(folders);
            }
            Command::RemoveFolder(index) => {
                if index < self.settings.folders.len() {
                    let removed = self.settings.folders.remove(index);
                    self.settings.references.retain(|r| *r != removed);
                }
            }
            Command::ToggleReference(folder) => self.settings.toggle_reference(folder),
            Command::StartScan => self.start_scan(),
            Command::CancelScan => {
                if let Some(scan) = &self.scan {
                    scan.cancel.cancel();
                    if let (false, Some(session)) = (scan.refresh, &self.session) {
                        session.scan_ended();
                    }
                }
            }
            Command::PickReport => match &self.scan {
                Some(scan) if !scan.refresh => self.notice = Some(WAIT_FOR_THE_SCAN.to_string()),
                _ => self.workers.pick_report(false),
            },
            Command::PickSaveAs => match &self.results {
                Some(_) => self.workers.pick_report(true),
                None => self.notice = Some(NOTHING_TO_SAVE.to_string()),
            },
            Command::OpenReport(path) => {
                if self.scan.as_ref().is_some_and(|scan| !scan.refresh) {
                    self.notice = Some(WAIT_FOR_THE_SCAN.to_string());
                } else {
                    self.notice = Some(format!("Opening {}…", path.display()));
                    self.workers.open_report(path);
                }
            }
            Command::SaveResults(path) => match &self.results {
                Some(results) => {
                    self.notice = Some(format!("Saving the results to {}…", path.display()));
                    self.workers.save_results(Arc::clone(&results.report), path);
                }
                None => self.notice = Some(NOTHING_TO_SAVE.to_string()),
            },
            Command::ShowTab(tab) => {
                if let Some(results) = &mut self.results {
                    results.set_tab(tab);
                    self.select_row(Some(0));
                }
            }
            Command::SetQuery(query) => {
                if let Some(results) = &mut self.results {
                    results.set_query(query);
                    self.select_row(Some(0));
                }
            }
            Command::SortBy(sort) => {
                if let Some(results) = &mut self.results {
                    results.set_sort(sort);
                    self.select_row(Some(0));
                }
            }
            Command::SelectRow(row) => self.select_row(Some(row)),
            Command::MoveRow(delta) => {
                let current = self.selection.row.map_or(-1, |r| r as i64);
                let next = (current + delta).max(0) as usize;
                self.select_row(Some(next));
                self.scroll_to_selection = true;
            }
            Command::MoveFile(delta) => {
                let files = match self.selected_folder_group() {
                    Some(group) => group.folders.len(),
                    None => self.selected_group().map_or(0, |g| g.files().len()),
                };
                if files > 0 {
                    let next = (self.selection.file as i64 + delta).clamp(0, files as i64 - 1);
                    self.selection.file = next as usize;
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
                let hunks = self.shown_diff().map_or(0, |d| d.hunks.len());
                if hunks > 0 {
                    let current = self.diff_view.current;
                    let next = match (command, current) {
                        (Command::GoToChange(index), _) => index.min(hunks - 1),
                        (Command::NextChange, None) => 0,
                        (Command::NextChange, Some(c)) => (c + 1).min(hunks - 1),
                        (_, None) => hunks - 1,
                        (_, Some(c)) => c.saturating_sub(1),
                    };
                    self.diff_view.current = Some(next);
                    self.diff_view.scroll = Some(DiffScroll::Change(next));
                }
            }
            Command::ShowImageView(view) => self.image_view = view,
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
                    self.notice = Some("Nothing to undo.".to_string());
                }
            }
            Command::ClearMarks => {
                if let Some(results) = &mut self.results {
                    results.clear_marks();
                }
            }
            Command::OpenFile(path) => self.workers.open(path),
            Command::ShowInFolder(path) => self
                .workers
                .open(path.parent().map(PathBuf::from).unwrap_or(path)),
            Command::RequestCleanup => {
                if let Some(results) = &self.results {
                    self.dialog = Dialog::ConfirmCleanup(actions::plan(
                        &results.planned_groups(),
                        &results.planned_folder_groups(),
                        &results.report.references,
                    ));
                }
            }
            Command::ConfirmCleanup => {
                if let Dialog::ConfirmCleanup(plan) =
                    std::mem::replace(&mut self.dialog, Dialog::None)
                {
                    match &self.places {
                        Ok(places) => {
                            let cancel = CancelToken::new();
                            self.cleanup_cancel = Some(cancel.clone());
                            self.dialog = Dialog::CleaningUp {
                                done: 0,
                                total: plan.files_to_trash() + plan.folders_to_trash(),
                            };
                            self.workers.cleanup(plan, places.clone(), cancel);
                        }
                        Err(reason) => {
                            self.dialog = Dialog::NotStarted {
                                title: "The cleanup could not start",
                                reason: reason.clone(),
                            };
                        }
                    }
                }
            }
            Command::StopCleanup => {
                if let Some(cancel) = &self.cleanup_cancel {
                    cancel.cancel();
                }
            }
            Command::DismissDialog => {
                if !matches!(self.dialog, Dialog::CleaningUp { .. } | Dialog::Restoring) {
                    self.dialog = Dialog::None;
                }
            }
            Command::UndoCleanup => self.restore(Which::Last),
            Command::RestoreCleanup(id) => self.restore(Which::Id(id)),
            Command::ToggleCleanups => self.show_cleanups = !self.show_cleanups,
            Command::ToggleHelp => self.show_help = !self.show_help,
            Command::ToggleSettings => {
                self.show_settings = !self.show_settings;
                if self.show_settings {
                    self.workers.cache(false);
                }
            }
            Command::ClearCache => {
                if self.scan.is_some() || self.updating.is_some() {
                    self.notice =
                        Some("Wait for the scan to finish before clearing the cache.".into());
                } else {
                    self.workers.cache(true);
                }
            }
            Command::ToggleSkipped => self.show_skipped = !self.show_skipped,
            Command::FocusSearch => self.focus_search = true,
        }
    }

    fn start_scan(&mut self) {
        self.start_scan_as(ScanKind::New);
    }

    /// Whether the results on screen come from a report file: not this app's folders' to
    /// update or scan again.
    fn opened_report(&self) -> bool {
        self.origin
            .as_ref()
            .is_some_and(|o| o.report_file.is_some())
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

    /// Starts the whole scan the schedule says is due (the rescan interval, or changes the
    /// live scan could not take), keeping what is on screen; otherwise asks for a frame
    /// when the interval will be up.
    fn rescan_when_due(&mut self, ctx: &egui::Context) {
        let minutes = u64::from(self.settings.rescan_minutes);
        self.rescan
            .set_interval((minutes > 0).then(|| Duration::from_secs(60 * minutes)));
        // Not while a cleanup or restore moves files from the list it works from: what it
        // moved is applied when it is done.
        let moving = matches!(self.dialog, Dialog::CleaningUp { .. } | Dialog::Restoring);
        // Results opened from a report are not this app's folders' to refresh, and results
        // being checked against the disk are watched once the check is done.
        let opened = self.opened_report();
        if self.results.is_none() || self.scan.is_some() || moving || opened || self.check.is_some()
        {
            return;
        }
        let now = Instant::now();
        if self.rescan.due(now) {
            self.start_scan_as(ScanKind::Refresh);
        } else if let Some(wait) = self.rescan.wait(now) {
            ctx.request_repaint_after(wait);
        }
    }

    fn start_scan_as(&mut self, kind: ScanKind) {
        let refresh = kind == ScanKind::Refresh;
        if self.scan.is_some() {
            return;
        }
        if !refresh {
            // Watch from the start, so changes made during the scan are not missed.
            self.watch(self.settings.folders.clone());
        }
        if self.settings.folders.is_empty() {
            self.notice = Some("Add a folder to scan first.".to_string());
            return;
        }
        let cancel = CancelToken::new();
        self.rescan.started();
        self.whole_scans += 1;
        self.workers
            .scan(self.settings.scan_options(), cancel.clone(), refresh);
        let resumes = match kind {
            ScanKind::Resumed(times) => times,
            _ => 0,
        };
        if let (false, Some(session)) = (refresh, &self.session) {
            session.scan_started(
                self.settings.folders.clone(),
                self.settings.references.clone(),
                resumes,
            );
        }
        let now = Instant::now();
        self.scan = Some(RunningScan {
            refresh,
            cancel,
            progress: None,
            started: now,
            phase_started: now,
            resumed: resumes > 0,
        });
        self.scan_error = None;
        self.notice = None;
    }

    fn apply_rule(&mut self, rule: &KeepRule, all_groups: bool) {
        let Some(results) = &mut self.results else {
            return;
        };
        let rows: Vec<usize> = if all_groups {
            results.visible().to_vec()
        } else {
            self.selection
                .row
                .and_then(|r| results.visible().get(r).copied())
                .into_iter()
                .collect()
        };
        // The report has no modified time for folders; a stat each, when a rule is applied.
        let folder_modified = |path: &std::path::Path| {
            std::fs::symlink_metadata(path)
                .and_then(|m| m.modified())
                .unwrap_or(std::time::SystemTime::UNIX_EPOCH)
        };
        let applied = results.apply_rule(rule, &rows, &folder_modified);
        if applied < rows.len() {
            self.notice = Some(format!(
                "{}: applied to {applied} of {} groups (in the others, {}).",
                rule.label(),
                rows.len(),
                rule.why_no_choice()
            ));
        }
    }

    fn select_row(&mut self, row: Option<usize>) {
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

    /// Starts restoring a cleanup from the journal.
    fn restore(&mut self, which: Which) {
        match &self.places {
            Ok(places) => {
                self.dialog = Dialog::Restoring;
                self.workers.restore(places.clone(), which);
            }
            Err(reason) => {
                self.dialog = Dialog::NotStarted {
                    title: "Nothing was restored",
                    reason: reason.clone(),
                };
            }
        }
    }

    /// The most recent cleanup with files still in the trash: what Undo puts back.
    pub fn undoable_cleanup(&self) -> Option<&Cleanup> {
        self.cleanups
            .iter()
            .rev()
            .find(|cleanup| cleanup.pending().next().is_some())
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
    pub fn compared_folders(&self, group: &crate::report::FolderGroup) -> (PathBuf, PathBuf) {
        let last = group.folders.len().saturating_sub(1);
        let right = self.selection.file.clamp(1.min(last), last);
        (
            group.folders[0].path.clone(),
            group.folders[right].path.clone(),
        )
    }

    /// The file the review panel shows on the Only here tab.
    pub fn selected_only_here(&self) -> Option<&crate::report::FileRecord> {
        let results = self.results.as_ref()?;
        if results.tab() != Tab::OnlyHere {
            return None;
        }
        let index = *results.visible().get(self.selection.row?)?;
        results.report.only_here.get(index)
    }

    /// The folder group the review panel shows (on the Folders tab).
    pub fn selected_folder_group(&self) -> Option<&crate::report::FolderGroup> {
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
            Group::Exact(_) | Group::Image(_) => None,
        }
    }

    /// The diff on screen, once computed.
    pub fn shown_diff(&self) -> Option<&Arc<AlignedDiff>> {
        match self.diffs.get(&self.shown_diff_pair()?)? {
            Loaded::Ready(Ok(diff)) => Some(diff),
            _ => None,
        }
    }

    /// Words changed (removed, added) from `older` to `newer`; `None` while unknown.
    pub fn version_changes(
        &self,
        older: &Path,
        newer: &Path,
    ) -> Option<Result<(usize, usize), String>> {
        let pair = (older.to_path_buf(), newer.to_path_buf());
        if let Some(Loaded::Ready(Ok(diff))) = self.diffs.get(&pair) {
            return Some(Ok((diff.changed_words_left, diff.changed_words_right)));
        }
        match self.change_counts.get(&pair)? {
            Loaded::Ready(result) => Some(result.clone()),
            Loaded::Loading => None,
        }
    }

    /// Starts the diff view afresh when another pair is shown.
    fn follow_shown_diff(&mut self) {
        let pair = self.shown_diff_pair();
        if pair != self.diff_view.pair {
            self.diff_view = DiffView {
                pair,
                changes_only: self.diff_view.changes_only,
                ..DiffView::default()
            };
        }
    }

    fn selected_file_path(&self) -> Option<PathBuf> {
        let group = self.selected_group()?;
        group
            .files()
            .get(self.selection.file)
            .map(|f| f.path.clone())
    }

    /// Starts loading what the review panel needs for the selected group, once.
    fn request_review_data(&mut self) {
        let mut previews = Vec::new();
        let mut diff = None;
        let mut folders = None;
        let mut neighbours: Vec<(PathBuf, PathBuf)> = Vec::new();
        let mut images = None;
        if let Some(file) = self.selected_only_here() {
            previews.push(file.path.clone());
        }
        if let Some(group) = self.selected_folder_group() {
            match &self.folder_diff {
                Some(pair) => diff = Some(pair.clone()),
                None => folders = Some(self.compared_folders(group)),
            }
        }
        match self.selected_group() {
            None => {}
            Some(group) => match group {
                Group::Exact(exact) => {
                    if let Some(file) = exact.files.get(self.selection.file) {
                        previews.push(file.path.clone());
                    }
                }
                Group::Image(image) => {
                    // The reference and the image compared with it, side by side, or made
                    // comparable pixel by pixel.
                    let reference = &image.files[image.reference].path;
                    let compared = compared_images::compared_index(image, self.selection.file)
                        .map(|i| &image.files[i].path);
                    match (self.image_view, compared) {
                        (ImageView::SideBySide, _) => {
                            previews.push(reference.clone());
                            previews.extend(compared.cloned());
                        }
                        (_, Some(compared)) => {
                            images = Some((reference.clone(), compared.clone()));
                        }
                        _ => {}
                    }
                }
                Group::Near(near) => {
                    if let Some((a, b)) = self.compared_versions(near) {
                        diff = Some((near.files[a].path.clone(), near.files[b].path.clone()));
                    }
                    let order = versions_in_order(near);
                    neighbours = order
                        .windows(2)
                        .map(|w| (near.files[w[0]].path.clone(), near.files[w[1]].path.clone()))
                        .collect();
                }
            },
        }
        let wanted = previews
            .into_iter()
            .find(|path| !self.previews.contains_key(path))
            .map(ReviewJob::Preview)
            .or_else(|| {
                diff.filter(|pair| !self.diffs.contains_key(pair))
                    .map(|(left, right)| ReviewJob::Diff(left, right))
            })
            .or_else(|| {
                folders
                    .filter(|pair| !self.folder_comparisons.contains_key(pair))
                    .map(|(left, right)| ReviewJob::CompareFolders(left, right))
            })
            .or_else(|| {
                images
                    .filter(|pair| !self.image_comparisons.contains_key(pair))
                    .map(|(reference, other)| ReviewJob::CompareImages(reference, other))
            });
        let Some(job) = wanted else {
            // Nothing on screen is missing: count the words changed between neighbouring
            // versions, one pair at a time, while the worker is idle.
            let busy = self.diffs.values().any(|l| matches!(l, Loaded::Loading))
                || self.previews.values().any(|l| matches!(l, Loaded::Loading))
                || self
                    .image_comparisons
                    .values()
                    .any(|l| matches!(l, Loaded::Loading))
                || self
                    .folder_comparisons
                    .values()
                    .any(|l| matches!(l, Loaded::Loading))
                || self
                    .change_counts
                    .values()
                    .any(|l| matches!(l, Loaded::Loading));
            let missing = neighbours.into_iter().find(|pair| {
                !self.change_counts.contains_key(pair)
                    && !matches!(self.diffs.get(pair), Some(Loaded::Ready(_)))
            });
            if let (false, Some((older, newer))) = (busy, missing) {
                self.change_counts
                    .insert((older.clone(), newer.clone()), Loaded::Loading);
                self.workers.review(ReviewJob::CountChanges(older, newer));
            }
            return;
        };
        // A request still loading was superseded (the worker drops it unless it already
        // started): forget it, so coming back to its row asks again.
        self.previews
            .retain(|_, loaded| !matches!(loaded, Loaded::Loading));
        self.diffs
            .retain(|_, loaded| !matches!(loaded, Loaded::Loading));
        self.folder_comparisons
            .retain(|_, loaded| !matches!(loaded, Loaded::Loading));
        self.change_counts
            .retain(|_, loaded| !matches!(loaded, Loaded::Loading));
        self.image_comparisons
            .retain(|_, loaded| !matches!(loaded, Loaded::Loading));
        // Three textures a pair: only the pairs of the group on screen are kept.
        if let ReviewJob::CompareImages(reference, _) = &job {
            self.image_comparisons
                .retain(|(kept, _), _| kept == reference);
        }
        match &job {
            ReviewJob::Preview(path) => {
                self.previews.insert(path.clone(), Loaded::Loading);
            }
            ReviewJob::Diff(left, right) => {
                self.diffs
                    .insert((left.clone(), right.clone()), Loaded::Loading);
            }
            ReviewJob::CompareFolders(left, right) => {
                self.folder_comparisons
                    .insert((left.clone(), right.clone()), Loaded::Loading);
            }
            ReviewJob::CountChanges(left, right) => {
                self.change_counts
                    .insert((left.clone(), right.clone()), Loaded::Loading);
            }
            ReviewJob::CompareImages(reference, other) => {
                self.image_comparisons
                    .insert((reference.clone(), other.clone()), Loaded::Loading);
            }
        }
        self.workers.review(job);
    }

    fn on_event(&mut self, event: WorkerEvent) {
        match event {
            WorkerEvent::ScanProgress(progress) => {
                if let Some(scan) = &mut self.scan {
                    if scan.progress.map(|p| p.phase) != Some(progress.phase) {
                        scan.phase_started = Instant::now();
                    }
                    scan.progress = Some(progress);
                }
            }
            WorkerEvent::ScanFinished(result) => {
                let scan = self.scan.take();
                let refresh = scan.as_ref().is_some_and(|scan| scan.refresh);
                let resumed = scan.as_ref().is_some_and(|scan| scan.resumed);
                self.rescan.finished(Instant::now());
                if let (false, Some(session)) = (refresh, &self.session) {
                    session.scan_ended();
                }
                let opened = self.opened_report();
                // The live scan's worker keeps the list of a scan that ran to the end.
                self.live_results = matches!(&result, Ok(report) if !report.cancelled);
                match result {
                    // A refresh of this app's folders that ran on when a report was opened.
                    Ok(_) if refresh && opened => self.live_results = false,
                    // A refresh stopped: the results shown stay as they were.
                    Ok(report) if refresh && report.cancelled => {
                        self.notice = Some(
                            "Stopped scanning everything again: the groups shown are as they were before it."
                                .to_string(),
                        );
                    }
                    Ok(report) => {
                        if resumed {
                            self.notice = Some(
                                "Finished the scan that was interrupted when Doppel last closed."
                                    .to_string(),
                            );
                        }
                        if report.cancelled {
                            self.notice = Some(
                                "Scan cancelled: the groups found before that are shown."
                                    .to_string(),
                            );
                        }
                        if let Some(notice) = report.notices.first() {
                            self.notice = Some(notice.clone());
                        }
                        let roots = report.roots.clone();
                        match (&mut self.results, refresh) {
                            (Some(results), true) => {
                                results.replace_report(report);
                                self.select_row(self.selection.row);
                                self.last_update = Some(LastUpdate {
                                    at: std::time::SystemTime::now(),
                                    changes: None,
                                    took: scan
                                        .as_ref()
                                        .map_or(Duration::ZERO, |s| s.started.elapsed()),
                                });
                            }
                            _ => self.load_report(report),
                        }
                        self.origin = Some(Origin {
                            made: std::time::SystemTime::now(),
                            report_file: None,
                        });
                        if let Some(session) = &mut self.session {
                            session.results_changed();
                        }
                        if self.watched_roots.is_empty() {
                            self.watch(roots);
                        }
                    }
                    Err(error) => {
                        self.notice = Some(format!("The scan could not run: {error}"));
                        self.scan_error = Some(error);
                    }
                }
            }
            WorkerEvent::FoldersPicked(folders) => self.handle(Command::AddFolders(folders)),
            WorkerEvent::KeepFolderPicked(folder) => self.handle(Command::ApplyRule {
                rule: KeepRule::InsideFolder(folder),
                all_groups: true,
            }),
            WorkerEvent::DiffReady { pair, result } => {
                self.diffs.insert(pair, Loaded::Ready(result));
            }
            WorkerEvent::ChangesCounted { pair, result } => {
                self.change_counts.insert(pair, Loaded::Ready(result));
            }
            WorkerEvent::FolderComparisonReady { pair, result } => {
                self.folder_comparisons.insert(pair, Loaded::Ready(result));
            }
            WorkerEvent::PreviewReady { path, preview } => {
                self.previews.insert(path, Loaded::Ready(preview));
            }
            WorkerEvent::ImagesCompared { pair, result } => {
                self.image_comparisons.insert(pair, Loaded::Ready(result));
            }
            WorkerEvent::CleanupProgress { done, total } => {
                self.dialog = Dialog::CleaningUp { done, total };
            }
            WorkerEvent::CleanupFinished(Ok(outcome)) => {
                self.cleanup_cancel = None;
                let (folders, files): (Vec<_>, Vec<_>) =
                    outcome.trashed.iter().partition(|t| t.folder);
                let paths = |items: Vec<&actions::TrashedFile>| {
                    items
                        .into_iter()
                        .map(|t| t.path.clone())
                        .collect::<Vec<_>>()
                };
                let (files, folders) = (paths(files), paths(folders));
                if let Some(results) = &mut self.results {
                    // Taken out at once; the live scan's update regroups what is left.
                    results.remove(&files, &folders);
                    if let Some(session) = &mut self.session {
                        session.results_changed();
                    }
                }
                self.moved(files.into_iter().chain(folders).collect());
                self.selection = Selection::default();
                self.select_row(Some(0));
                self.dialog = Dialog::CleanupReport(outcome);
            }
            WorkerEvent::CleanupFinished(Err(reason)) => {
                self.cleanup_cancel = None;
                self.moved(Vec::new());
                self.dialog = Dialog::NotStarted {
                    title: "The cleanup could not start",
                    reason,
                };
            }
            WorkerEvent::RestoreFinished(Ok(outcome)) => {
                let restored = outcome.restored.len();
                if restored > 0 {
                    let (folders, groups) = if restored == 1 {
                        ("its folder", "its group")
                    } else {
                        ("their folders", "their groups")
                    };
                    let then = if self.live_results {
                        String::new()
                    } else {
                        format!(" Scan again to see {groups}.")
                    };
                    self.notice = Some(format!(
                        "Restored {} to {folders}.{then}",
                        crate::format::count(restored as u64, "file", "files"),
                    ));
                }
                self.moved(outcome.restored.clone());
                self.dialog = Dialog::RestoreReport(outcome);
            }
            WorkerEvent::RestoreFinished(Err(reason)) => {
                self.moved(Vec::new());
                self.dialog = Dialog::NotStarted {
                    title: "Nothing was restored",
                    reason,
                };
            }
            WorkerEvent::JournalRead(cleanups) => self.cleanups = cleanups,
            WorkerEvent::Notice(text) => self.notice = Some(text),
            WorkerEvent::FilesChanged(paths) => {
                if matches!(self.dialog, Dialog::CleaningUp { .. } | Dialog::Restoring) {
                    // Most of these are the cleanup's own moves: applied with its outcome.
                    self.held_changes.extend(paths);
                } else if !self.opened_report() {
                    self.workers.changed(paths);
                }
            }
            WorkerEvent::NeedsWholeScan => self.rescan.changed(),
            WorkerEvent::UpdateStarted { changes } => {
                self.updating = Some(RunningUpdate {
                    changes,
                    started: Instant::now(),
                    progress: None,
                });
            }
            WorkerEvent::UpdateProgress(progress) => {
                if let Some(update) = &mut self.updating {
                    update.progress = Some(progress);
                }
            }
            WorkerEvent::Updated(outcome) => self.updated(outcome),
            WorkerEvent::CacheSize(bytes) => self.cache_size = Some(bytes),
            WorkerEvent::Watching { roots, watcher } => {
                self.watched_roots = roots;
                self.watcher = Some(watcher);
            }
            WorkerEvent::SessionScanRead(Ok(Some(under_way))) => self.resume_scan(under_way),
            WorkerEvent::SessionScanRead(Ok(None)) => {}
            WorkerEvent::SessionScanRead(Err(problem)) => {
                if let Some(session) = &self.session {
                    session.scan_ended();
                }
                self.notice = Some(problem);
            }
            WorkerEvent::SessionRead(Ok(Some(loaded))) => {
                self.session_loading = false;
                // Results that arrived first (a scan, an opened report) are newer.
                if self.results.is_none() {
                    if let Some(session) = &mut self.session {
                        session.marks_are_saved(&loaded.results);
                    }
                    if loaded.origin.report_file.is_none() && self.settings.folders.is_empty() {
                        // The folder list was lost (settings are saved every few seconds):
                        // the scanned folders come back with their results.
                        let report = &loaded.results.report;
                        let folders = report.roots.iter().chain(&report.references);
                        self.settings.add_folders(folders.cloned());
                        self.settings.references = report.references.clone();
                    }
                    self.show_loaded(*loaded);
                }
            }
            WorkerEvent::SessionRead(Ok(None)) => self.session_loading = false,
            WorkerEvent::SessionRead(Err(problem)) => {
                self.session_loading = false;
                self.notice = Some(problem);
            }
            WorkerEvent::ReportPicked(path) => self.handle(Command::OpenReport(path)),
            WorkerEvent::SaveAsPicked(path) => self.handle(Command::SaveResults(path)),
            WorkerEvent::ReportOpened { path, result } => match result {
                Ok(loaded) => {
                    // Another computer's folders (or these, as they were): not watched, nor
                    // refreshed by scanning this app's folders.
                    self.watcher = None;
                    self.watched_roots.clear();
                    if let Some(scan) = self.scan.as_ref().filter(|scan| scan.refresh) {
                        scan.cancel.cancel();
                    }
                    self.workers.forget_live_scan();
                    self.show_loaded(*loaded);
                    if let Some(session) = &mut self.session {
                        session.results_changed();
                    }
                }
                Err(reason) => {
                    let then = if self.results.is_some() {
                        "The results on screen are unchanged."
                    } else {
                        "Open a file written by Save results… or by `doppel scan --format json -o FILE`."
                    };
                    self.notice = Some(format!(
                        "Could not open {}: {reason}. {then}",
                        path.display()
                    ));
                }
            },
            WorkerEvent::ResultsSaved { path, result } => {
                self.notice = Some(match result {
                    Ok(()) => format!(
                        "Saved the results to {} (Open report… shows them again; the marks are not part of a report).",
                        path.display()
                    ),
                    Err(reason) => format!(
                        "Could not save the results to {}: {reason}. Choose another place.",
                        path.display()
                    ),
                });
            }
            WorkerEvent::Checked { id, found } => {
                if let Some(check) = self.check.as_mut().filter(|c| c.id == id) {
                    check.done = found.done;
                    check.total = found.total;
                    check.pending_files.extend(found.files);
                    check.pending_folders.extend(found.folders);
                }
            }
            WorkerEvent::CheckFinished { id, outcome } => {
                if self.check.as_ref().is_some_and(|c| c.id == id) {
                    self.apply_checked();
                    self.check = None;
                    self.check_finished(outcome);
                }
            }
        }
    }

    /// Hands what a cleanup or restore moved to the live scan's worker, with the changes
    /// seen while it ran: the results follow without a walk, and the watcher's report of
    /// the same moves finds nothing new.
    fn moved(&mut self, moved: Vec<PathBuf>) {
        self.workers.moved(moved);
        let held = std::mem::take(&mut self.held_changes);
        if !self.opened_report() {
            self.workers.changed(held);
        }
    }

    /// Takes the results of an update from changed paths.
    fn updated(&mut self, outcome: UpdateOutcome) {
        self.updating = None;
        let opened = self.opened_report();
        match outcome {
            UpdateOutcome::Done {
                report,
                changes,
                took,
            } => {
                // Another computer's report replaced this app's folders' results meanwhile.
                let Some(results) = self.results.as_mut().filter(|_| !opened) else {
                    return;
                };
                results.replace_listed(*report);
                self.select_row(self.selection.row);
                self.last_update = Some(LastUpdate {
                    at: std::time::SystemTime::now(),
                    changes: Some(changes),
                    took,
                });
                if let Some(session) = &mut self.session {
                    session.results_changed();
                }
            }
            UpdateOutcome::Stopped => {}
            UpdateOutcome::Failed(reason) => {
                self.notice = Some(format!(
                    "Could not update the groups from the changes in the folders ({reason}); scanning everything again."
                ));
                self.rescan.changed();
            }
        }
    }

    /// Shows results read on a worker (the last session's, or a report file's) and starts
    /// checking them against the disk.
    fn show_loaded(&mut self, loaded: LoadedResults) {
        // The live scan's worker holds nothing of these: changes need a whole scan first.
        self.live_results = false;
        self.show_results(loaded.results);
        self.origin = Some(loaded.origin);
        self.notice = loaded.problem;
        let Some(results) = &self.results else {
            return;
        };
        self.checks_started += 1;
        let id = self.checks_started;
        let cancel = CancelToken::new();
        self.workers
            .check(Arc::clone(&results.report), id, cancel.clone());
        self.check = Some(RunningCheck {
            id,
            cancel,
            done: 0,
            total: 0,
            pending_files: Vec::new(),
            pending_folders: Vec::new(),
        });
    }

    /// Takes out of the lists what the check found gone or changed since the last frame.
    fn apply_checked(&mut self) {
        let (Some(check), Some(results)) = (&mut self.check, &mut self.results) else {
            return;
        };
        if check.pending_files.is_empty() && check.pending_folders.is_empty() {
            return;
        }
        let files = std::mem::take(&mut check.pending_files);
        let folders = std::mem::take(&mut check.pending_folders);
        results.remove(&files, &folders);
        self.select_row(self.selection.row);
    }

    /// Says what the check found; results of this app's folders are watched from now on.
    fn check_finished(&mut self, outcome: disk_check::Outcome) {
        let Some(origin) = self.origin.clone() else {
            return;
        };
        let when = crate::format::format_time(origin.made);
        let what = match &origin.report_file {
            Some(file) => format!("the report {}", file.display()),
            None => format!("the results of {when}"),
        };
        self.notice = Some(if outcome.none_here {
            format!(
                "None of the files in {what} are on this computer now (made on another one, or on a drive that is not mounted): the groups are shown as listed, but cannot be opened or cleaned up from here."
            )
        } else if outcome.gone > 0 {
            format!(
                "Checked {what} against the disk: {} gone or changed since, taken out of the groups. Scan again to find new copies.",
                crate::format::count(outcome.gone as u64, "file", "files")
            )
        } else {
            format!("Checked {what} against the disk: nothing changed since.")
        });
        if outcome.gone > 0
            && let Some(session) = &mut self.session
        {
            session.results_changed();
        }
        if origin.report_file.is_none()
            && !outcome.none_here
            && self.watched_roots.is_empty()
            && let Some(results) = &self.results
        {
            let roots = results.report.roots.clone();
            self.watch(roots);
            self.rescan.finished(Instant::now());
        }
    }

    /// Starts again the scan that was under way when the app last closed or crashed,
    /// unless it was started again too many times already.
    fn resume_scan(&mut self, under_way: session::UnderWay) {
        if self.scan.is_some() {
            return;
        }
        if under_way.resumes >= session::MOST_RESUMES {
            if let Some(session) = &self.session {
                session.scan_ended();
            }
            self.notice = Some(format!(
                "A scan was interrupted {} times in a row, so Doppel did not start it again by itself. Press Scan to try once more.",
                under_way.resumes + 1
            ));
            return;
        }
        if self.settings.folders.is_empty() {
            self.settings.add_folders(under_way.folders);
            self.settings.references = under_way.references;
        }
        self.start_scan_as(ScanKind::Resumed(under_way.resumes + 1));
    }

    fn read_dropped_folders(&mut self, ctx: &egui::Context) {
        // Dropped files are kept as they are: the scan takes single files as roots too, and
        // telling files from folders here would mean touching the disk on the UI thread.
        let dropped: Vec<PathBuf> = ctx.input(|i| {
            i.raw
                .dropped_files
                .iter()
                .map(|f| f.path().to_path_buf())
                .collect()
        });
        if !dropped.is_empty() {
            self.handle(Command::AddFolders(dropped));
        }
    }

    fn apply_theme(&mut self, ctx: &egui::Context) {
        if self.applied_theme != Some(self.settings.theme) {
            ctx.set_theme(self.settings.theme.preference());
            self.applied_theme = Some(self.settings.theme);
        }
    }
}

impl eframe::App for DoppelApp {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        for event in self.workers.drain() {
            self.on_event(event);
        }
        // What the check found during the frame, taken out at once.
        self.apply_checked();
        if let Some(session) = &mut self.session
            && let Some(wait) =
                session.save_when_due(self.results.as_ref(), self.origin.as_ref(), Instant::now())
        {
            ctx.request_repaint_after(wait);
        }
        self.read_dropped_folders(ctx);
        self.apply_theme(ctx);
        self.request_review_data();
        self.follow_shown_diff();
        if self.scan.is_some() {
            // Keep the elapsed time and spinner moving between progress reports.
            ctx.request_repaint_after(Duration::from_millis(250));
        } else {
            if let Some(update) = &self.updating {
                // A long update is shown once it has run a while.
                let shown_in = SHOW_UPDATES_AFTER.saturating_sub(update.started.elapsed());
                ctx.request_repaint_after(shown_in.max(Duration::from_millis(250)));
            }
            self.rescan_when_due(ctx);
        }
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let mut commands = std::mem::take(&mut self.commands);
        panels::keyboard::read(ui.ctx(), self, &mut commands);
        panels::toolbar::show(ui, self, &mut commands);
        panels::status::show(ui, self, &mut commands);
        panels::folders::show(ui, self, &mut commands);
        egui::CentralPanel::default().show(ui, |ui| {
            if self.results.is_some() {
                panels::results_list::show(ui, self, &mut commands);
                panels::review::show(ui, self, &mut commands);
            } else {
                panels::empty::show(ui, self, &mut commands);
            }
        });
        panels::dialogs::show(ui.ctx(), self, &mut commands);
        panels::windows::show(ui.ctx(), self, &mut commands);
        for command in commands {
            self.handle(command);
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, SETTINGS_KEY, &self.settings);
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.close_session();
    }

    /// Settings (the folders, which are references) are small: saved every few seconds, so a
    /// crash or a kill soon after a change does not forget it (eframe's default is 30 s).
    fn auto_save_interval(&self) -> Duration {
        Duration::from_secs(5)
    }
}

impl Drop for DoppelApp {
    /// An app dropped without eframe's `on_exit` (a test harness) saves its session too,
    /// and stops its scan (recorded in the session as under way, to be resumed).
    fn drop(&mut self) {
        self.close_session();
        if let Some(scan) = &self.scan {
            scan.cancel.cancel();
        }
    }
}

/// Why Open report… does not open one now: the scan's results would replace it.
const WAIT_FOR_THE_SCAN: &str =
    "Wait for the scan to finish, or cancel it, before opening a report.";

/// Why Save results… has nothing to do.
const NOTHING_TO_SAVE: &str = "There are no results to save yet: scan, or open a report, first.";

/// A near group's files by modified time, oldest first (then by path), as indices.
pub fn versions_in_order(group: &NearGroup) -> Vec<usize> {
    let mut order: Vec<usize> = (0..group.files.len()).collect();
    order.sort_by(|&a, &b| {
        let (a, b) = (&group.files[a], &group.files[b]);
        a.modified
            .cmp(&b.modified)
            .then_with(|| a.path.cmp(&b.path))
    });
    order
}

/// "3 files", "1 folder", "3 files and 1 folder": what a cleanup moves, in words.
pub fn files_and_folders(files: usize, folders: usize) -> String {
    use crate::format::count;
    match (files, folders) {
        (_, 0) => count(files as u64, "file", "files"),
        (0, _) => count(folders as u64, "folder", "folders"),
        _ => format!(
            "{} and {}",
            count(files as u64, "file", "files"),
            count(folders as u64, "folder", "folders")
        ),
    }
}

/// A tab's name, for labels.
pub fn tab_label(tab: Tab) -> &'static str {
    match tab {
        Tab::Groups(GroupKind::Exact) => "Exact duplicates",
        Tab::Groups(GroupKind::Near) => "Similar documents",
        Tab::Groups(GroupKind::Image) => "Similar images",
        Tab::Folders => "Folders",
        Tab::OnlyHere => "Only here",
    }
}
