//! The watch-and-rescan driver both front ends run (`doppel watch`, the app's live mode):
//! one loop on a thread of its own that owns the [`LiveScan`] of the results and keeps it
//! current, and says what happens as typed [`DriverEvent`]s. Front ends only present them.
//!
//! The rules, in one place:
//! - Inputs that arrive while something runs are merged: changed paths accumulate into
//!   one update, and a whole scan supersedes the updates queued before it (and stops one
//!   running, through [`DriverHandle::scan`]).
//! - A batch of changes is applied from its paths alone ([`LiveScan::apply`]), only those
//!   at, inside or above a scanned folder, named as the scan names them ([`RootNames`]:
//!   a folder chosen through a link).
//! - Paths Doppel moved itself ([`DriverHandle::moved`]) are applied at once and
//!   remembered ([`Echoes`]), so the watcher's later report of the same moves updates
//!   nothing.
//! - Changes the live scan cannot take (there is none, or a folder missing at the scan is
//!   back) need a whole scan: with [`Rescans::ByDriver`] the driver runs it, otherwise it
//!   says so ([`DriverEvent::NeedsWholeScan`]) and the front end schedules one.
//! - With [`Rescans::ByDriver`] and an interval, a whole scan runs that long after the
//!   last whole scan ended ([`RescanSchedule`]), for what the watcher missed.

use std::collections::BTreeSet;
use std::ops::ControlFlow;
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use super::echoes::Echoes;
use super::root_names::RootNames;
use crate::live::LiveScan;
use crate::progress::{CancelToken, Progress};
use crate::report::Report;
use crate::rescan::RescanSchedule;
use crate::scan::{ScanError, resolve_root};
use crate::{ScanOptions, release_freed_memory};

/// Who starts the whole scans beyond those asked for with [`DriverHandle::scan`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rescans {
    /// The front end: the driver reports [`DriverEvent::NeedsWholeScan`] (the app, which
    /// holds whole scans while a cleanup runs, and keeps its own interval).
    ByFrontEnd,
    /// The driver: it scans the last folders again when the live scan cannot take a
    /// change, and every `every` after the last whole scan ended, if given.
    ByDriver {
        /// The interval of whole scans; `None`: only when needed.
        every: Option<Duration>,
    },
}

/// A whole scan asked for.
pub struct WholeScan {
    /// What to scan.
    pub options: ScanOptions,
    /// Stops it.
    pub cancel: CancelToken,
    /// While watching: roots that are gone are listed as skipped. A new scan (asked for by
    /// the user) does the same while any of its folders is there (an unplugged disk is left
    /// out, the others scanned), and fails, saying which, when none is.
    pub refresh: bool,
}

/// What a front end tells the driver (through [`DriverHandle`]).
enum DriverInput {
    Scan(Box<WholeScan>),
    Changed(Vec<PathBuf>),
    Moved(Vec<PathBuf>),
    Forget,
    Stop,
}

/// What the driver reports.
#[derive(Debug)]
pub enum DriverEvent {
    /// How far the whole scan has come.
    ScanProgress(Progress),
    /// A whole scan ended (a stopped one's report says so).
    ScanFinished(Result<Arc<Report>, ScanError>),
    /// An update of the results from this many changed paths started.
    UpdateStarted {
        /// How many paths it lists again.
        changes: usize,
    },
    /// How far the update has come.
    UpdateProgress(Progress),
    /// The update ended.
    Updated(Update),
    /// Changes were seen that the live scan cannot take (there is none, or a folder that
    /// was gone is back): only a whole scan brings the results up to date. Only with
    /// [`Rescans::ByFrontEnd`].
    NeedsWholeScan,
}

/// How an update from changed paths ended.
#[derive(Debug)]
pub enum Update {
    /// The results as they are now, brought up to date from `changes` paths.
    Done {
        /// The results.
        report: Arc<Report>,
        /// How many paths were listed again.
        changes: usize,
        /// How long it took.
        took: Duration,
    },
    /// A whole scan superseded it: the results stay as they were until that scan is done.
    Stopped,
    /// It could not run.
    Failed(ScanError),
}

/// A front end's handle on the driver; dropping it (every clone of its `Arc`, if shared)
/// ends the driver once what it is doing ends, and stops an update under way.
pub struct DriverHandle {
    inputs: Sender<DriverInput>,
    /// The update running now, so a whole scan asked for can stop it.
    running: Arc<Mutex<Option<CancelToken>>>,
}

/// What the driver's thread runs ([`DriverEnd::run`]).
pub struct DriverEnd {
    inputs: Receiver<DriverInput>,
    running: Arc<Mutex<Option<CancelToken>>>,
    rescans: Rescans,
}

/// A driver: the handle to give it work, and the end a thread runs.
pub fn driver(rescans: Rescans) -> (DriverHandle, DriverEnd) {
    let (inputs, received) = channel();
    let running = Arc::new(Mutex::new(None));
    let handle = DriverHandle {
        inputs,
        running: Arc::clone(&running),
    };
    let end = DriverEnd {
        inputs: received,
        running,
        rescans,
    };
    (handle, end)
}

impl DriverHandle {
    /// Starts a whole scan after what runs now, stopping an update (the scan covers it).
    pub fn scan(&self, scan: WholeScan) {
        self.send(DriverInput::Scan(Box::new(scan)));
        if let Some(update) = lock(&self.running).as_ref() {
            update.cancel();
        }
    }

    /// Applies paths the watcher saw change (created, changed, removed, renamed).
    pub fn changed(&self, paths: Vec<PathBuf>) {
        if !paths.is_empty() {
            self.send(DriverInput::Changed(paths));
        }
    }

    /// Applies paths Doppel moved itself (a cleanup, a restore).
    pub fn moved(&self, paths: Vec<PathBuf>) {
        if !paths.is_empty() {
            self.send(DriverInput::Moved(paths));
        }
    }

    /// Lets go of the live scan: the results shown come from elsewhere now (a report).
    pub fn forget(&self) {
        self.send(DriverInput::Forget);
    }

    /// Ends the driver once what it is doing ends; what is queued is dropped.
    pub fn stop(&self) {
        self.send(DriverInput::Stop);
    }

    fn send(&self, input: DriverInput) {
        // The driver ends only on a stop or when every handle is gone.
        let _ = self.inputs.send(input);
    }
}

impl Drop for DriverHandle {
    fn drop(&mut self) {
        if let Some(update) = lock(&self.running).as_ref() {
            update.cancel();
        }
    }
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Whom the driver tells what happens; [`ControlFlow::Break`] ends it (the command line,
/// when its output is closed or a scan failed).
pub type Emit<'a> = &'a (dyn Fn(DriverEvent) -> ControlFlow<()> + Sync);

impl DriverEnd {
    /// The driver's loop: takes inputs until a stop, every handle is gone, or `emit`
    /// breaks. Runs on the calling thread.
    pub fn run(self, emit: Emit<'_>) {
        let mut driver = Driver {
            live: None,
            roots: RootNames::default(),
            echoes: Echoes::default(),
            last_scanned: None,
            schedule: RescanSchedule::new(match self.rescans {
                Rescans::ByDriver { every } => every,
                Rescans::ByFrontEnd => None,
            }),
            rescans: self.rescans,
        };
        let mut pending = Pending::default();
        loop {
            if pending.is_empty() {
                let input = match driver.rescan_wait(Instant::now()) {
                    Some(wait) => match self.inputs.recv_timeout(wait) {
                        Ok(input) => Some(input),
                        Err(RecvTimeoutError::Timeout) => None,
                        Err(RecvTimeoutError::Disconnected) => return,
                    },
                    None => match self.inputs.recv() {
                        Ok(input) => Some(input),
                        Err(_) => return,
                    },
                };
                if let Some(input) = input
                    && driver.merge(&mut pending, input).is_break()
                {
                    return;
                }
            }
            for input in self.inputs.try_iter() {
                if driver.merge(&mut pending, input).is_break() {
                    return;
                }
            }
            if pending.scan.is_none() && driver.rescan_wait(Instant::now()) == Some(Duration::ZERO)
            {
                pending.scan = driver.scan_again();
            }
            let flow = match pending.scan.take() {
                Some(scan) => {
                    pending.changed.clear();
                    pending.moved.clear();
                    driver.whole_scan(*scan, emit)
                }
                None => {
                    let changed = std::mem::take(&mut pending.changed);
                    let moved = std::mem::take(&mut pending.moved);
                    match driver.update(changed, moved, &self.running, emit) {
                        Applied::NeedsWholeScan => match self.rescans {
                            Rescans::ByDriver { .. } => {
                                pending.scan = driver.scan_again();
                                ControlFlow::Continue(())
                            }
                            Rescans::ByFrontEnd => emit(DriverEvent::NeedsWholeScan),
                        },
                        Applied::Reported(flow) => flow,
                    }
                }
            };
            if flow.is_break() {
                return;
            }
        }
    }
}

/// Inputs taken but not yet carried out.
#[derive(Default)]
struct Pending {
    scan: Option<Box<WholeScan>>,
    changed: BTreeSet<PathBuf>,
    moved: BTreeSet<PathBuf>,
}

impl Pending {
    fn is_empty(&self) -> bool {
        self.scan.is_none() && self.changed.is_empty() && self.moved.is_empty()
    }
}

/// What an update came to.
enum Applied {
    /// It ran (or had nothing to do); what `emit` answered.
    Reported(ControlFlow<()>),
    /// The live scan cannot take the changes.
    NeedsWholeScan,
}

struct Driver {
    live: Option<LiveScan>,
    roots: RootNames,
    echoes: Echoes,
    /// The options of the last whole scan, to scan again with ([`Rescans::ByDriver`]).
    last_scanned: Option<ScanOptions>,
    /// When a whole scan is due by the interval (only with [`Rescans::ByDriver`]).
    schedule: RescanSchedule,
    rescans: Rescans,
}

impl Driver {
    fn merge(&mut self, pending: &mut Pending, input: DriverInput) -> ControlFlow<()> {
        match input {
            DriverInput::Scan(scan) => {
                // The scan walks the folders as they are when it starts: the changes before
                // it are in what it finds.
                pending.scan = Some(scan);
                pending.changed.clear();
                pending.moved.clear();
            }
            DriverInput::Changed(paths) => pending.changed.extend(paths),
            DriverInput::Moved(paths) => {
                // Recorded now, as Doppel left them: the watcher's report comes later.
                self.echoes.record(&paths, Instant::now());
                pending.moved.extend(paths);
            }
            DriverInput::Forget => {
                self.live = None;
                self.last_scanned = None;
                pending.changed.clear();
                pending.moved.clear();
            }
            DriverInput::Stop => return ControlFlow::Break(()),
        }
        ControlFlow::Continue(())
    }

    /// How long until the interval makes a whole scan due; `None` when none will be (no
    /// interval, or nothing scanned to scan again).
    fn rescan_wait(&self, now: Instant) -> Option<Duration> {
        self.last_scanned.as_ref()?;
        self.schedule.wait(now)
    }

    /// The last whole scan again, leaving out folders that are gone (only the driver's own
    /// rescans: the app asks for its own).
    fn scan_again(&self) -> Option<Box<WholeScan>> {
        if self.rescans == Rescans::ByFrontEnd {
            return None;
        }
        let options = self.last_scanned.clone()?;
        Some(Box::new(WholeScan {
            options,
            cancel: CancelToken::new(),
            refresh: true,
        }))
    }

    fn whole_scan(&mut self, scan: WholeScan, emit: Emit<'_>) -> ControlFlow<()> {
        // The old list goes before the new one is built: one list of files in memory at a
        // time, on a tree of millions.
        self.live = None;
        let WholeScan {
            options,
            cancel,
            refresh,
        } = scan;
        if !refresh {
            let folders = options.roots.iter().chain(&options.references);
            let checked: Vec<_> = folders.map(|folder| resolve_root(folder)).collect();
            if !checked.iter().any(Result::is_ok)
                && let Some(Err(error)) = checked.into_iter().next()
            {
                return emit(DriverEvent::ScanFinished(Err(error)));
            }
        }
        self.schedule.started();
        let progress = |p| {
            let _ = emit(DriverEvent::ScanProgress(p));
        };
        let scanned = LiveScan::scan(&options, &cancel, &progress);
        self.schedule.finished(Instant::now());
        match scanned {
            Ok(live) => {
                let report = live.shared_report();
                // A stopped scan's list is not the folders': nothing to update from.
                if !report.cancelled {
                    self.roots = RootNames::new(&options);
                    self.live = Some(live);
                }
                self.last_scanned = Some(options);
                let flow = emit(DriverEvent::ScanFinished(Ok(report)));
                // The scan's stages are over: their pages go back to the system.
                release_freed_memory();
                flow
            }
            Err(error) => {
                // Tried again at the interval, if there is one.
                self.last_scanned = Some(options);
                emit(DriverEvent::ScanFinished(Err(error)))
            }
        }
    }

    fn update(
        &mut self,
        changed: BTreeSet<PathBuf>,
        moved: BTreeSet<PathBuf>,
        running: &Mutex<Option<CancelToken>>,
        emit: Emit<'_>,
    ) -> Applied {
        let nothing = Applied::Reported(ControlFlow::Continue(()));
        self.echoes.forget_old(Instant::now());
        let mut paths: BTreeSet<PathBuf> = changed
            .into_iter()
            .filter(|path| !moved.contains(path) && !self.echoes.already_applied(path))
            .collect();
        let seen_by_the_watcher = !paths.is_empty();
        paths.extend(moved);
        if paths.is_empty() {
            return nothing;
        }
        let Some(live) = &mut self.live else {
            // Results without a live scan (the last session's, or after a stopped scan):
            // only a whole scan can bring them up to date. What Doppel moved itself is
            // already taken out of them.
            return if seen_by_the_watcher {
                Applied::NeedsWholeScan
            } else {
                nothing
            };
        };
        if seen_by_the_watcher && self.roots.one_is_back() {
            // A folder that was gone when the live scan was made is back: it has no list
            // to update.
            return Applied::NeedsWholeScan;
        }
        // Only what lies in the chosen folders (or above one) can change the results; a
        // restore may put back files of other folders.
        let paths: Vec<PathBuf> = paths
            .into_iter()
            .map(|path| self.roots.canonical(path))
            .filter(|path| self.roots.concerns(path))
            .collect();
        if paths.is_empty() {
            return nothing;
        }
        let changes = paths.len();
        let cancel = CancelToken::new();
        *lock(running) = Some(cancel.clone());
        if emit(DriverEvent::UpdateStarted { changes }).is_break() {
            *lock(running) = None;
            return Applied::Reported(ControlFlow::Break(()));
        }
        let started = Instant::now();
        let result = live.apply(&paths, &cancel, &|p| {
            let _ = emit(DriverEvent::UpdateProgress(p));
        });
        *lock(running) = None;
        let outcome = match result {
            Ok(()) if cancel.is_cancelled() => Update::Stopped,
            Ok(()) => Update::Done {
                report: live.shared_report(),
                changes,
                took: started.elapsed(),
            },
            Err(error) => Update::Failed(error),
        };
        Applied::Reported(emit(DriverEvent::Updated(outcome)))
    }
}
