//! Whole scans and watching: a scan started (asked for, resumed, or due by the rescan
//! schedule), the scanned folders watched, a scan made while watching stopped while files
//! move, and [`Model::tick`], what is due as time passes.

use crate::tr;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use crate::engine::CancelToken;

use super::{
    Activity, Effect, Followed, Level, Model, RunningScan, SHOW_UPDATES_AFTER, ScanKind,
    SessionChange, wait_for_the_moves,
};

impl Model {
    /// Starts a whole scan of the folders in the settings, unless one runs or files are
    /// being moved.
    pub(super) fn start_scan(&mut self, kind: ScanKind) {
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
    pub(super) fn watch(&mut self, roots: Vec<PathBuf>) {
        if roots != self.watched_roots {
            self.watcher = None;
            self.watched_roots = roots.clone();
            self.effect(Effect::Watch(roots));
        }
    }

    /// Stops what would go wrong while files move: a whole scan made while watching (it runs
    /// again once they are moved) or a check (started again afterwards: says whether).
    pub(super) fn interrupt_for_moves(&mut self) -> bool {
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
