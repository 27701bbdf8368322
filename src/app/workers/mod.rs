//! The app's background work: everything that waits on the disk, a child process or a
//! native dialog runs here, off the UI thread. [`Workers`] starts each job on a thread of
//! its own, and every job reports through one channel that the app drains each frame.
//! Scans go to the one long-lived worker that owns the live scan ([`live_scan`]); the
//! review's loads to one worker that takes the newest request ([`review_jobs`]); the
//! session to its writer ([`session_saves`]); images the window's own loaders cannot read
//! to [`image_loader`]; what the machine can do is asked once as the app starts
//! ([`probes`]). The other jobs each get a new thread.

use crate::tr;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::SystemTime;

use crate::engine::actions::journal;
use crate::engine::actions::{
    self, ActionPlaces, CleanupPlan, Mode, Reclaim, RestoreOptions, Which,
};
use crate::engine::cache::FingerprintCache;
use crate::engine::ignore::{EntryId, IgnoreList, hide_ignored};
use crate::engine::watch::driver::{DriverHandle, Rescans, driver};
use crate::engine::watch::{WatchEvent, watch_folders};
use crate::engine::{CancelToken, ScanOptions};
use crate::report::{GroupRef, Report};

pub mod compared_images;
mod disk_check;
mod folder_listing;
pub mod image_loader;
pub mod live_scan;
mod marks_planner;
pub mod path_checks;
mod probes;
mod review_jobs;
pub(super) mod session_saves;
pub mod video_frames;

use super::model::chooser::Chooser;
use super::model::{HiddenNow, LoadedResults, ReviewJob, WorkerEvent};
use super::results::{ListedReport, PlanRequest, Results};
use super::session::{self, Origin, ReportError, SessionDir};
use disk_check::Listed;
use live_scan::WholeScan;
use marks_planner::MarksPlanner;
use review_jobs::ReviewJobs;
use session_saves::SessionSaves;

pub struct Workers {
    sender: Sender<WorkerEvent>,
    receiver: Receiver<WorkerEvent>,
    ctx: egui::Context,
    review: ReviewJobs,
    /// The watch driver's handle: it owns the live scan and keeps it current.
    live: DriverHandle,
    planner: MarksPlanner,
}

impl Workers {
    /// `ignore_list`: the ignore list every scan's results are filtered by (none without a
    /// data folder).
    pub fn new(ctx: egui::Context, ignore_list: Option<PathBuf>) -> Self {
        let (sender, receiver) = channel();
        let review = ReviewJobs::start(sender.clone(), ctx.clone());
        let repaint = ctx.clone();
        let planner = MarksPlanner::start(sender.clone(), move || repaint.request_repaint());
        // The app schedules whole scans itself: not while a cleanup moves files.
        let (live, end) = driver(Rescans::ByFrontEnd);
        let workers = Workers {
            sender,
            receiver,
            ctx,
            review,
            live,
            planner,
        };
        // Whether ffmpeg and heif-convert run and which font draws Chinese, asked once now
        // so the Settings can say them without waiting.
        workers.spawn("video-tools", probes::video_tools_found);
        workers.spawn("image-formats", probes::image_formats);
        workers.spawn("fonts", probes::chinese_font_found);
        workers.spawn("chooser", probes::system_chooser_found);
        workers.spawn("live", move |send| {
            live_scan::run(end, send, ignore_list.as_deref())
        });
        workers
    }

    /// Events reported since the last call.
    pub fn drain(&self) -> Vec<WorkerEvent> {
        self.receiver.try_iter().collect()
    }

    /// Runs `job` on a new thread; its events wake the UI.
    fn spawn(&self, name: &str, job: impl FnOnce(&(dyn Fn(WorkerEvent) + Sync)) + Send + 'static) {
        let sender = self.sender.clone();
        let ctx = self.ctx.clone();
        let spawned = std::thread::Builder::new()
            .name(format!("doppel-{name}"))
            .spawn(move || {
                let send = |event| {
                    // The app may be closing; nothing to do about a closed channel.
                    let _ = sender.send(event);
                    ctx.request_repaint();
                };
                job(&send);
            });
        if let Err(error) = spawned {
            eprintln!("doppel: could not start a worker thread: {error}");
        }
    }

    /// Scans everything, on the live scan's worker (replacing its live scan). A refresh
    /// while watching leaves out roots that are gone (deleted or renamed since) and lists
    /// them under skipped, rather than failing the whole scan.
    pub fn scan(&self, options: ScanOptions, cancel: CancelToken, refresh: bool) {
        self.live.scan(WholeScan {
            options,
            cancel,
            refresh,
        });
    }

    /// Updates the results from paths the watcher saw change, without a walk.
    pub fn changed(&self, paths: Vec<PathBuf>) {
        self.live.changed(paths);
    }

    /// Updates the results from paths this app's cleanup or restore moved.
    pub fn moved(&self, paths: Vec<PathBuf>) {
        self.live.moved(paths);
    }

    /// Lets go of the live scan: the results shown are not this app's folders' now.
    pub fn forget_live_scan(&self) {
        self.live.forget();
    }

    /// The native folder picker blocks its thread, so it gets one of its own.
    pub fn pick_folders(&self, keep_folder: bool) {
        self.spawn("picker", move |send| {
            let dialog = rfd::FileDialog::new().set_title(if keep_folder {
                tr!("picker-keep-folder")
            } else {
                tr!("picker-add-folders")
            });
            if keep_folder {
                if let Some(folder) = dialog.pick_folder() {
                    // As a report names it: links and `..` resolved.
                    let folder = folder.canonicalize().unwrap_or(folder);
                    send(WorkerEvent::KeepFolderPicked(folder));
                }
            } else if let Some(folders) = dialog.pick_folders() {
                send(WorkerEvent::FoldersChecked(path_checks::folders(folders)));
            }
        });
    }

    /// Makes the cleanup plan of the marks.
    pub fn plan_marks(&self, request: PlanRequest) {
        self.planner.plan(request);
    }

    /// Checks folders to add, each made canonical or said why not.
    pub fn check_folders(&self, folders: Vec<PathBuf>) {
        self.spawn("checking", move |send| {
            send(WorkerEvent::FoldersChecked(path_checks::folders(folders)));
        });
    }

    /// Checks the path typed in Doppel's chooser for its purpose.
    pub fn check_choice(&self, chooser: Box<Chooser>) {
        self.spawn("checking", move |send| {
            let (typed, checked) = path_checks::choice(&chooser);
            send(WorkerEvent::ChoiceChecked { typed, checked });
        });
    }

    /// Lists a folder Doppel's own chooser shows.
    pub fn list_folder(&self, folder: PathBuf) {
        self.spawn("listing", move |send| {
            send(WorkerEvent::FolderListed(folder_listing::list(folder)));
        });
    }

    /// The native file pickers for Open report… and Save results…, on threads of their own.
    pub fn pick_report(&self, save: bool) {
        self.spawn("picker", move |send| {
            let dialog = rfd::FileDialog::new().add_filter(tr!("picker-report-filter"), &["json"]);
            if save {
                let dialog = dialog
                    .set_title(tr!("picker-save-title"))
                    .set_file_name("doppel-report.json");
                if let Some(path) = dialog.save_file() {
                    send(WorkerEvent::SaveAsPicked(path));
                }
            } else if let Some(path) = dialog.set_title(tr!("picker-open-title")).pick_file() {
                send(WorkerEvent::ReportPicked(path));
            }
        });
    }

    /// Reads the last session: first the scan that was under way (small, so a scan to
    /// resume starts at once), then the results, made ready to show here.
    pub fn read_session(&self, dir: SessionDir) {
        self.spawn("session", move |send| {
            send(WorkerEvent::SessionScanRead(dir.read_under_way()));
            let loaded = dir.read_results().map(|saved| {
                saved.map(|saved| {
                    let mut results = Results::new(saved.report);
                    results.restore_marks(saved.marks);
                    Box::new(LoadedResults {
                        results,
                        origin: saved.origin,
                        problem: saved.problem,
                    })
                })
            });
            send(WorkerEvent::SessionRead(loaded));
        });
    }

    /// Starts the session's writer, which reports its problems through this channel.
    pub fn session_saves(&self, dir: SessionDir) -> SessionSaves {
        SessionSaves::start(dir, self.sender.clone(), self.ctx.clone())
    }

    /// Reads a report file made by `doppel scan --format json` (here or elsewhere).
    pub fn open_report(&self, path: PathBuf) {
        self.spawn("open-report", move |send| {
            let result = match session::read_report(&path) {
                Ok(report) => Ok(Box::new(LoadedResults {
                    results: Results::new(report),
                    origin: Origin {
                        made: modified(&path),
                        report_file: Some(path.clone()),
                    },
                    problem: None,
                })),
                Err(ReportError::Missing) => Err("there is no such file".to_string()),
                Err(ReportError::Unreadable(reason)) => Err(reason),
            };
            send(WorkerEvent::ReportOpened { path, result });
        });
    }

    /// Writes the report as `doppel scan --format json` would.
    pub fn save_results(&self, report: Arc<Report>, path: PathBuf) {
        self.spawn("save-results", move |send| {
            let result = session::write_report_file(&path, &report);
            drop(report);
            send(WorkerEvent::ResultsSaved { path, result });
        });
    }

    /// Checks the report's files against the disk, as check `id`.
    pub fn check(&self, report: Arc<Report>, id: u64, cancel: CancelToken) {
        self.spawn("check", move |send| {
            let listed = Listed::from_report(&report);
            // Let go of the report at once: the app changes it as the check finds files gone.
            drop(report);
            let outcome = disk_check::check(listed, &cancel, &mut |found| {
                send(WorkerEvent::Checked { id, found })
            });
            send(WorkerEvent::CheckFinished { id, outcome });
        });
    }

    /// Loads a preview or a word diff for the review panel, newest request first.
    pub fn review(&self, job: ReviewJob) {
        self.review.request(job);
    }

    /// Estimates what each way of cleaning up `plan` would free (estimate `id`): it stats
    /// and maps every file, and may probe a file system, so it is never done on the UI
    /// thread. Progress is sent at most every 50 ms.
    pub fn estimate_cleanup(&self, plan: Arc<CleanupPlan>, id: u64, cancel: CancelToken) {
        self.spawn("estimate", move |send| {
            let last = std::sync::Mutex::new(std::time::Instant::now());
            let progress = |done: usize, total: usize| {
                let mut last = last.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
                if last.elapsed() >= std::time::Duration::from_millis(50) {
                    *last = std::time::Instant::now();
                    send(WorkerEvent::EstimateProgress { id, done, total });
                }
            };
            if let Ok(estimate) = actions::estimate::estimate(&plan, &cancel, &progress) {
                send(WorkerEvent::CleanupEstimated {
                    id,
                    estimate: Box::new(estimate),
                });
            }
        });
    }

    /// Runs the cleanup transaction, reclaiming each copy's space as `reclaim` says; it
    /// returns only once the journal holds all of it.
    pub fn cleanup(
        &self,
        plan: Arc<CleanupPlan>,
        places: ActionPlaces,
        reclaim: Reclaim,
        cancel: CancelToken,
    ) {
        self.spawn("cleanup", move |send| {
            let outcome = actions::execute(
                &plan,
                &places,
                Mode::Real,
                reclaim,
                &cancel,
                &|done, total| send(WorkerEvent::CleanupProgress { done, total }),
            )
            .map_err(|why| crate::i18n::reasons::not_started(&why));
            send(WorkerEvent::CleanupFinished(outcome));
            read_journal(&places, send);
        });
    }

    /// Opens `path` with the desktop's default application (`xdg-open`); a folder opens in
    /// the file manager.
    pub fn open(&self, path: PathBuf) {
        self.spawn("open", move |send| {
            let outcome = std::process::Command::new("xdg-open")
                .arg(&path)
                .stdin(std::process::Stdio::null())
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .status();
            let problem = match outcome {
                Ok(status) if status.success() => return,
                Ok(status) => tr!("open-desktop-failed", status = status.to_string()),
                Err(error) => tr!("open-xdg-open-failed", error = error.to_string()),
            };
            send(WorkerEvent::Notice(tr!(
                "open-failed",
                path = path.display().to_string(),
                problem = problem
            )));
        });
    }

    /// Measures the fingerprint cache, and clears it first if asked.
    pub fn cache(&self, clear: bool) {
        self.spawn("cache", move |send| {
            let Some(path) = FingerprintCache::default_path() else {
                send(WorkerEvent::Notice(tr!("app-cache-no-folder")));
                return;
            };
            if clear {
                match FingerprintCache::clear(&path) {
                    Ok(()) => send(WorkerEvent::Notice(tr!("app-cache-cleared"))),
                    Err(error) => send(WorkerEvent::Notice(tr!(
                        "app-cache-not-cleared",
                        error = error.to_string()
                    ))),
                }
            }
            send(WorkerEvent::CacheSize(FingerprintCache::size_on_disk(
                &path,
            )));
        });
    }

    /// Watches the roots; changes come back as [`WorkerEvent::FilesChanged`] with their
    /// paths.
    pub fn watch(&self, roots: Vec<PathBuf>) {
        let sender = self.sender.clone();
        let ctx = self.ctx.clone();
        self.spawn("watch", move |send| {
            let report = move |event| {
                let event = match event {
                    WatchEvent::Changed(paths) => WorkerEvent::FilesChanged(paths),
                    WatchEvent::Problem(problem) => {
                        WorkerEvent::Notice(tr!("watch-problem", problem = problem.to_string()))
                    }
                };
                let _ = sender.send(event);
                ctx.request_repaint();
            };
            match watch_folders(&roots, report) {
                Ok(watcher) => send(WorkerEvent::Watching { roots, watcher }),
                Err(error) => send(WorkerEvent::Notice(error)),
            }
        });
    }

    /// Reads the journal's cleanups.
    pub fn read_journal(&self, places: ActionPlaces) {
        self.spawn("journal", move |send| read_journal(&places, send));
    }

    /// Restores the cleanup `which` names, as `options` asks.
    pub fn restore(&self, places: ActionPlaces, which: Which, options: RestoreOptions) {
        self.spawn("restore", move |send| {
            let outcome = actions::restore_with(&places, &which, options)
                .map_err(|error| crate::i18n::reasons::restore_error(&error));
            send(WorkerEvent::RestoreFinished(outcome));
            read_journal(&places, send);
        });
    }

    /// Adds the group `which` of `report` (or its file `member`) to the ignore list at
    /// `list`, under the list's lock, and filters a copy of `report` by the list.
    pub fn hide(&self, report: Arc<Report>, which: GroupRef, members: Vec<usize>, list: PathBuf) {
        self.spawn("hide", move |send| {
            let outcome = hide_as_not_duplicates(&report, which, &members, &list);
            send(WorkerEvent::HiddenAsNotDuplicates {
                given: report,
                outcome,
            });
        });
    }

    /// Takes entry `id` off the ignore list at `list`.
    pub fn bring_back(&self, id: EntryId, list: PathBuf) {
        self.spawn("bring-back", move |send| {
            let entries = IgnoreList::update(&list, |ignored| {
                ignored.remove(id);
                Ok(())
            })
            .map(|updated| updated.list.entries().to_vec());
            send(WorkerEvent::IgnoreListRead {
                entries,
                brought_back: true,
            });
        });
    }

    /// Reads the ignore list at `list`, for its window.
    pub fn read_ignored(&self, list: PathBuf) {
        self.spawn("read-ignored", move |send| {
            let loaded = IgnoreList::load(&list);
            let entries = match loaded.notice {
                Some(notice) if loaded.list.is_empty() => Err(notice.to_string()),
                _ => Ok(loaded.list.entries().to_vec()),
            };
            send(WorkerEvent::IgnoreListRead {
                entries,
                brought_back: false,
            });
        });
    }
}

/// A file's modified time, or now when it cannot be read.
fn modified(path: &std::path::Path) -> SystemTime {
    std::fs::metadata(path)
        .and_then(|m| m.modified())
        .unwrap_or_else(|_| SystemTime::now())
}

fn read_journal(places: &ActionPlaces, send: &(dyn Fn(WorkerEvent) + Sync)) {
    match journal::list(&places.data_dir) {
        Ok(cleanups) => send(WorkerEvent::JournalRead(cleanups)),
        Err(problem) => send(WorkerEvent::Notice(problem)),
    }
}

/// [`Workers::hide`]'s work: the list changed under its lock, then the results filtered.
fn hide_as_not_duplicates(
    report: &Report,
    which: GroupRef,
    members: &[usize],
    list: &std::path::Path,
) -> Result<HiddenNow, String> {
    let now = SystemTime::now();
    let updated = IgnoreList::update(list, |ignored| {
        if members.is_empty() {
            return ignored.hide_group(report, which, now).map(|_| ());
        }
        for &member in members {
            ignored.hide_member(report, which, member, now)?;
        }
        Ok(())
    })?;
    let mut shown = report.clone();
    hide_ignored(&mut shown, &updated.list);
    Ok(HiddenNow {
        entries: updated.list.entries().to_vec(),
        listed: Box::new(ListedReport::new(shown)),
        notice: updated
            .notice
            .map(|notice| crate::i18n::notices::ignore_notice(&notice)),
    })
}
