//! What the app is doing, as one value: idle, opening the last session, scanning, checking
//! results made earlier against the disk, updating the results from changes, cleaning up or
//! restoring. Each kind of work carries what only it has (its cancel token, its progress).
//!
//! One at a time, by these rules (carried out in [`super::Model`]):
//! - a scan asked for by the user does not start while files are being moved, and stops a
//!   check (its results replace the ones checked);
//! - a cleanup or a restore does not start during a scan the user asked for; it stops a
//!   whole scan made while watching (what it found would be out of date; the schedule runs
//!   it again) and interrupts a check, which starts again once the files are moved;
//! - an update from changes shows while nothing else runs; its result is taken whatever runs
//!   by then.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use crate::engine::actions::Reclaim;
use crate::engine::{CancelToken, Progress};

/// What the app is doing.
pub enum Activity {
    Idle,
    /// Reading the last session's results from disk.
    OpeningSession,
    Scanning(RunningScan),
    Checking(RunningCheck),
    Updating(RunningUpdate),
    CleaningUp(RunningCleanup),
    Restoring {
        /// A check interrupted by the restore, started again when it is done.
        check_after: bool,
    },
}

impl Activity {
    /// The scan under way, if that is what the app is doing.
    pub fn scan(&self) -> Option<&RunningScan> {
        match self {
            Activity::Scanning(scan) => Some(scan),
            _ => None,
        }
    }

    /// The check under way.
    pub fn check(&self) -> Option<&RunningCheck> {
        match self {
            Activity::Checking(check) => Some(check),
            _ => None,
        }
    }

    /// The update from changes under way.
    pub fn update(&self) -> Option<&RunningUpdate> {
        match self {
            Activity::Updating(update) => Some(update),
            _ => None,
        }
    }

    /// Whether a cleanup or a restore is moving files.
    pub fn moving_files(&self) -> bool {
        matches!(self, Activity::CleaningUp(_) | Activity::Restoring { .. })
    }

    /// Whether a scan the user asked for (or one resumed) runs: its results will replace
    /// those shown.
    pub fn scanning_anew(&self) -> bool {
        self.scan().is_some_and(|scan| !scan.refresh())
    }
}

/// How a scan comes to start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScanKind {
    /// Asked for by the user (or the command line): its results replace those shown.
    New,
    /// While watching (the rescan interval, or changes with nothing to update yet): the
    /// results on screen stay, and are replaced in place when it finishes.
    Refresh,
    /// A new scan started again by itself, this many times in a row, because it was under
    /// way when the app last closed or crashed.
    Resumed(u32),
}

/// A scan in progress.
pub struct RunningScan {
    pub kind: ScanKind,
    pub cancel: CancelToken,
    pub progress: Option<Progress>,
    pub started: Instant,
    /// When the current phase began, for speed and ETA.
    pub phase_started: Instant,
}

impl RunningScan {
    pub fn new(kind: ScanKind, cancel: CancelToken, now: Instant) -> Self {
        RunningScan {
            kind,
            cancel,
            progress: None,
            started: now,
            phase_started: now,
        }
    }

    /// A whole scan while watching: the results on screen stay until it ends.
    pub fn refresh(&self) -> bool {
        self.kind == ScanKind::Refresh
    }

    /// Started again by itself: it was under way when the app last closed or crashed.
    pub fn resumed(&self) -> bool {
        matches!(self.kind, ScanKind::Resumed(_))
    }

    /// Takes a progress report, noting when a new phase began.
    pub fn progressed(&mut self, progress: Progress, now: Instant) {
        if self.progress.map(|p| p.phase) != Some(progress.phase) {
            self.phase_started = now;
        }
        self.progress = Some(progress);
    }
}

/// Results made earlier (the last session's, or an opened report's) being checked against
/// the disk.
pub struct RunningCheck {
    pub id: u64,
    pub cancel: CancelToken,
    /// Entries looked at, of `total`.
    pub done: usize,
    pub total: usize,
    /// Files and folders found gone or changed, not yet taken out of the lists.
    pub pending_files: Vec<PathBuf>,
    pub pending_folders: Vec<PathBuf>,
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

/// A cleanup moving files to the trash, or replacing them.
pub struct RunningCleanup {
    /// How the copies are reclaimed.
    pub reclaim: Reclaim,
    /// Files and folders moved so far, of `total`.
    pub done: usize,
    pub total: usize,
    /// Stops it between two files.
    pub cancel: CancelToken,
    /// A check interrupted by the cleanup, started again when it is done.
    pub check_after: bool,
}
