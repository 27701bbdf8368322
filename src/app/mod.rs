//! The desktop app (eframe): pick folders, scan, review groups side by side, mark and trash.
//!
//! The app's state and transitions are a [`Model`] with no window in it ([`model`]): each
//! panel in [`panels`] only draws it and pushes [`Command`]s; the model takes them, and the
//! events its workers report, and returns the [`Effect`]s to carry out. [`DoppelApp`] is the
//! shell around it: it feeds the model, carries out its effects on [`workers`] and the
//! session, and draws the panels. Slow work (scans, folder pickers, diffs, previews,
//! trashing) runs in [`workers`] and comes back through a channel drained at the start of
//! every frame.
//!
//! While the scanned folders are watched, the results follow them without walking the
//! folders again: [`workers::live_scan`] keeps the last whole scan and updates it from each
//! batch of changed paths, and from the paths this app's own cleanups and restores move. A
//! whole scan runs when asked for (Scan), every [`settings::Settings::rescan_minutes`] to
//! catch what the watcher missed, and when there is nothing to update yet (results reopened
//! from the last session).
//!
//! The results, their marks and a scan under way are kept in the session ([`session`],
//! written by [`workers::session_saves`]), so the app reopens where it was; results made
//! earlier are checked against the disk (`workers/disk_check.rs`) before they are watched.

pub mod commands;
mod fonts;
pub mod model;
pub mod panels;
pub mod results;
pub mod session;
pub mod settings;
pub mod workers;
pub mod zoom;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use crate::engine::actions::ActionPlaces;
use crate::engine::ignore::IgnoreList;
use crate::report::NearGroup;

pub use commands::Command;
pub use model::{
    Activity, ConfirmCleanup, Dialog, DiffScroll, DiffView, Effect, Estimating, LastUpdate, Level,
    Loaded, Model, Offer, Offered, RuleChoice, RulePreviewDialog, RunningCheck, RunningCleanup,
    RunningScan, RunningUpdate, SHOW_UPDATES_AFTER, Selection, SessionChange,
};
use results::{GroupKind, Tab};
use session::SessionDir;
use settings::Settings;
use workers::Workers;
use workers::session_saves::SessionSaves;

/// The reverse-DNS id used for the window, the desktop file and the icons.
pub const APP_ID: &str = "io.github.doppel.Doppel";

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

/// The window around the [`Model`]: it feeds it commands, worker events and time, carries
/// out the effects it returns, keeps the session, and draws the panels.
pub struct DoppelApp {
    pub model: Model,
    workers: Workers,
    /// Writes the session; `None` when the app keeps none.
    session: Option<SessionSaves>,
    ctx: egui::Context,
    /// Commands pushed from outside a frame (tests), carried out with the next frame's.
    commands: Vec<Command>,
    /// The theme and contrast the window was last given.
    applied_theme: Option<(settings::Theme, bool)>,
    /// The language setting the window was last given (`Some(None)`: the desktop's).
    applied_language: Option<Option<String>>,
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
        // Ctrl + and Ctrl − are the app's own shortcuts (`panels::keyboard`), so the size is
        // remembered in the settings: egui's own handling of them is off.
        cc.egui_ctx
            .options_mut(|options| options.zoom_with_keyboard = false);
        workers::image_loader::install(&cc.egui_ctx);
        let settings = Settings::load(cc.storage);
        let places = ActionPlaces::for_user();
        let ignore_list = places
            .as_ref()
            .ok()
            .map(|places| IgnoreList::default_path(&places.data_dir));
        let workers = Workers::new(cc.egui_ctx.clone(), ignore_list);
        if let Ok(places) = &places {
            workers.read_journal(places.clone());
        }
        let session = session.map(SessionDir::new);
        let mut app = DoppelApp {
            model: Model::new(settings, places),
            session: session.clone().map(|dir| workers.session_saves(dir)),
            workers,
            ctx: cc.egui_ctx.clone(),
            commands: Vec::new(),
            applied_theme: None,
            applied_language: None,
        };
        let reopening = folders.is_empty() && session.is_some();
        let effects = app.model.open(folders, reopening);
        app.carry_out(effects);
        if let (true, Some(dir)) = (reopening, session) {
            app.workers.read_session(dir);
        }
        app
    }

    /// Writes what the session lacks and waits for it: the window is closing. Called by
    /// eframe's `on_exit`, and when the app is dropped; a scan under way stays recorded, so
    /// the next start resumes it.
    pub fn close_session(&mut self) {
        if let Some(mut session) = self.session.take() {
            if self.model.activity.check().is_some() {
                // What the check took out so far is worth keeping.
                session.results_changed();
            }
            session.close(self.model.results.as_ref(), self.model.origin.as_ref());
        }
    }

    /// Queues a command, as a panel would.
    pub fn push(&mut self, command: Command) {
        self.commands.push(command);
    }

    /// Whether the watcher of the scanned folders is running.
    pub fn watching(&self) -> bool {
        self.model.watching()
    }

    /// How many whole scans have started since the app opened (see [`Model::whole_scans`]).
    pub fn whole_scans(&self) -> u64 {
        self.model.whole_scans()
    }

    /// Shows a finished scan's report, replacing any earlier results (the app's benchmark
    /// opens one this way).
    pub fn load_report(&mut self, report: impl Into<std::sync::Arc<crate::report::Report>>) {
        let effects = self.model.show_report(report.into());
        self.carry_out(effects);
    }

    /// Carries out what the model asked for.
    fn carry_out(&mut self, effects: Vec<Effect>) {
        for effect in effects {
            match effect {
                Effect::PickFolders { keep_folder } => self.workers.pick_folders(keep_folder),
                Effect::PickReport { save } => self.workers.pick_report(save),
                Effect::ListFolder(folder) => self.workers.list_folder(folder),
                Effect::CheckFolders(folders) => self.workers.check_folders(folders),
                Effect::PlanMarks(request) => self.workers.plan_marks(*request),
                Effect::CheckChoice(chooser) => self.workers.check_choice(chooser),
                Effect::Scan {
                    options,
                    cancel,
                    refresh,
                } => self.workers.scan(*options, cancel, refresh),
                Effect::Watch(roots) => self.workers.watch(roots),
                Effect::Changed(paths) => self.workers.changed(paths),
                Effect::Moved(paths) => self.workers.moved(paths),
                Effect::ForgetLiveScan => self.workers.forget_live_scan(),
                Effect::OpenReport(path) => self.workers.open_report(path),
                Effect::SaveResults { report, path } => self.workers.save_results(report, path),
                Effect::Check { report, id, cancel } => self.workers.check(report, id, cancel),
                Effect::Review(job) => self.workers.review(job),
                Effect::EstimateCleanup { plan, id, cancel } => {
                    self.workers.estimate_cleanup(plan, id, cancel)
                }
                Effect::Cleanup {
                    plan,
                    places,
                    reclaim,
                    cancel,
                } => self.workers.cleanup(plan, places, reclaim, cancel),
                Effect::Restore {
                    places,
                    which,
                    options,
                } => self.workers.restore(places, which, options),
                Effect::Open(path) => self.workers.open(path),
                Effect::Cache { clear } => self.workers.cache(clear),
                Effect::Hide {
                    report,
                    which,
                    members,
                    list,
                } => self.workers.hide(report, which, members, list),
                Effect::BringBack { id, list } => self.workers.bring_back(id, list),
                Effect::ReadIgnored(list) => self.workers.read_ignored(list),
                Effect::Session(change) => self.change_session(change),
                Effect::WakeAfter(wait) => self.ctx.request_repaint_after(wait),
            }
        }
    }

    fn change_session(&mut self, change: SessionChange) {
        let Some(session) = &mut self.session else {
            return;
        };
        match change {
            SessionChange::ScanStarted {
                folders,
                references,
                resumes,
            } => session.scan_started(folders, references, resumes),
            SessionChange::ScanEnded => session.scan_ended(),
            SessionChange::ResultsChanged => session.results_changed(),
            SessionChange::ResultsAreSaved => {
                if let Some(results) = &self.model.results {
                    session.marks_are_saved(results);
                }
            }
        }
    }

    fn handle(&mut self, command: Command) {
        let effects = self.model.handle(command);
        self.carry_out(effects);
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

    /// Gives the window the theme, contrast and size the settings say, when they changed.
    fn apply_appearance(&mut self, ctx: &egui::Context) {
        let settings = &self.model.settings;
        let wanted = (settings.theme, settings.high_contrast);
        if self.applied_theme != Some(wanted) {
            ctx.set_theme(settings.theme.preference());
            for theme in [egui::Theme::Dark, egui::Theme::Light] {
                let base = theme.default_visuals();
                let visuals = if settings.high_contrast {
                    panels::colors::high_contrast(base)
                } else {
                    base
                };
                ctx.set_visuals_of(theme, visuals);
            }
            self.applied_theme = Some(wanted);
        }
        if (ctx.zoom_factor() - settings.zoom).abs() > 0.001 {
            ctx.set_zoom_factor(settings.zoom);
        }
        if self.applied_language.as_ref() != Some(&settings.language) {
            // The chosen language, else the desktop's; the next frame is drawn in it.
            crate::i18n::use_choice(settings.language.as_deref());
            self.applied_language = Some(settings.language.clone());
            ctx.request_repaint();
        }
    }
}

impl eframe::App for DoppelApp {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        for event in self.workers.drain() {
            let effects = self.model.on_event(event);
            self.carry_out(effects);
        }
        if let Some(session) = &mut self.session
            && let Some(wait) = session.save_when_due(
                self.model.results.as_ref(),
                self.model.origin.as_ref(),
                Instant::now(),
            )
        {
            ctx.request_repaint_after(wait);
        }
        self.read_dropped_folders(ctx);
        self.apply_appearance(ctx);
        let effects = self.model.tick(Instant::now());
        self.carry_out(effects);
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        // Commands pushed from outside are carried out with this frame's.
        let mut commands = std::mem::take(&mut self.commands);
        // Keys first, one at a time in the order pressed, each with the state the one
        // before left.
        while let Some(command) = panels::keyboard::next(ui.ctx(), &self.model) {
            self.handle(command);
        }
        let model = &mut self.model;
        panels::toolbar::show(ui, model, &mut commands);
        panels::status::show(ui, model, &mut commands);
        panels::folders::show(ui, model, &mut commands);
        egui::CentralPanel::default().show(ui, |ui| {
            if model.results.is_some() {
                panels::results_list::show(ui, model, &mut commands);
                panels::review::show(ui, model, &mut commands);
            } else {
                panels::empty::show(ui, model, &mut commands);
            }
        });
        panels::dialogs::show(ui.ctx(), model, &mut commands);
        panels::windows::show(ui.ctx(), model, &mut commands);
        panels::focus_ring(ui.ctx());
        for command in commands {
            self.handle(command);
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.model.settings.save(storage);
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
        if let Some(scan) = self.model.scan() {
            scan.cancel.cancel();
        }
    }
}

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
    let (files, folders) = (files as u64, folders as u64);
    match (files, folders) {
        (_, 0) => crate::tr!("count-files", count = files),
        (0, _) => crate::tr!("count-folders", count = folders),
        _ => crate::tr!("count-files-and-folders", files = files, folders = folders),
    }
}

/// A tab's name, for labels.
pub fn tab_label(tab: Tab) -> String {
    match tab {
        Tab::Groups(GroupKind::Exact) => crate::tr!("tab-exact"),
        Tab::Groups(GroupKind::Near) => crate::tr!("tab-near"),
        Tab::Groups(GroupKind::Image) => crate::tr!("tab-images"),
        Tab::Groups(GroupKind::Video) => crate::tr!("tab-videos"),
        Tab::Groups(GroupKind::Music) => crate::tr!("tab-music"),
        Tab::Folders => crate::tr!("tab-folders"),
        Tab::OnlyHere => crate::tr!("tab-only-here"),
    }
}
