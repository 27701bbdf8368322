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
    /// The bytes done at moments of the last few seconds of this phase: its recent speed.
    samples: std::collections::VecDeque<(Instant, u64)>,
}

impl RunningScan {
    pub fn new(kind: ScanKind, cancel: CancelToken, now: Instant) -> Self {
        RunningScan {
            kind,
            cancel,
            progress: None,
            started: now,
            phase_started: now,
            samples: std::collections::VecDeque::new(),
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
            self.samples.clear();
        }
        self.progress = Some(progress);
        self.samples.push_back((now, progress.bytes_done));
        while self
            .samples
            .front()
            .is_some_and(|&(at, _)| now.saturating_duration_since(at) > Self::SPEED_OVER)
        {
            self.samples.pop_front();
        }
    }

    /// How long the recent speed is measured over.
    const SPEED_OVER: Duration = Duration::from_secs(8);

    /// The time the current phase still needs at its speed of the last few seconds (the
    /// speed since the phase began misleads: its first files are the cache's, or the
    /// smallest); `None` until it has run a few seconds and moved.
    pub fn time_left(&self, now: Instant) -> Option<Duration> {
        let progress = self.progress?;
        let (&(first, done_then), &(last, done_now)) =
            (self.samples.front()?, self.samples.back()?);
        let measured = last.saturating_duration_since(first);
        if now.saturating_duration_since(self.phase_started) < Duration::from_secs(3)
            || measured < Duration::from_secs(2)
            || done_now <= done_then
        {
            return None;
        }
        let speed = (done_now - done_then) as f64 / measured.as_secs_f64();
        let left = progress.bytes_total.saturating_sub(progress.bytes_done) as f64 / speed;
        Some(Duration::from_secs_f64(left.min(360_000.0)))
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
