//! Keeping a report current while its folders are watched, for both front ends (`doppel
//! watch` and the desktop app): *when* to scan again ([`RescanSchedule`]) and *how*
//! ([`scan_present`]).
//!
//! The rules, in one place: a settled batch of changes makes a scan due; changes that
//! arrive while a scan runs make exactly one more scan after it (however many arrive);
//! an optional interval makes a scan due that long after the last one ended, for folders
//! whose changes are not announced; and a root that is gone (deleted or renamed while
//! watched) is left out of the scan and listed as skipped rather than failing it.

use std::time::{Duration, Instant};

use crate::report::{Report, SkipReason};
use crate::scan::{ScanError, scan};
use crate::watch::present_roots;
use crate::{CancelToken, Progress, ScanOptions};

/// Scans the roots and reference folders of `options` that are there now; each one that is gone is listed under
/// skipped with the reason (when every folder to compare against is gone, the scan does
/// not start: A alone is not what was asked). A root that goes between the check and the scan is left out on
/// the next of a few tries.
pub fn scan_present(
    options: &ScanOptions,
    cancel: &CancelToken,
    on_progress: &(dyn Fn(Progress) + Sync),
) -> Result<Report, ScanError> {
    scan_present_with(
        options,
        |present| scan(present, cancel, on_progress),
        |report| report,
    )
}

/// [`scan_present`] with the scan itself given: `scan` is called with the options
/// narrowed to what is there, and what it returns carries the report `report_of` reaches,
/// to which the missing folders are added.
pub(crate) fn scan_present_with<T>(
    options: &ScanOptions,
    mut scan: impl FnMut(&ScanOptions) -> Result<T, ScanError>,
    report_of: impl Fn(&mut T) -> &mut Report,
) -> Result<T, ScanError> {
    let mut tries = 3;
    loop {
        let (present, mut missing) = present_roots(&options.roots);
        let (present_references, missing_references) = present_roots(&options.references);
        missing.extend(missing_references);
        let (present_against, missing_against) = present_roots(&options.against);
        if !options.against.is_empty() && present_against.is_empty() {
            // Without B, a scan of A alone would report the copies inside A, which were
            // not asked for.
            let gone = missing_against.first();
            return Err(ScanError::BadRoot {
                path: gone.map_or_else(|| options.against[0].clone(), |s| s.path.clone()),
                reason: gone.map_or(SkipReason::NotThere, |s| s.reason.clone()),
            });
        }
        missing.extend(missing_against);
        let mut this_try = options.clone();
        this_try.roots = present;
        this_try.references = present_references;
        this_try.against = present_against;
        match scan(&this_try) {
            Ok(mut scanned) => {
                let report = report_of(&mut scanned);
                report.skipped.extend(missing);
                report.skipped.sort_by(|a, b| a.path.cmp(&b.path));
                return Ok(scanned);
            }
            Err(ScanError::BadRoot { .. }) if tries > 1 => tries -= 1,
            Err(error) => return Err(error),
        }
    }
}

/// When the next scan is due. Front ends report what happens (changes, a scan starting
/// and ending) and ask [`RescanSchedule::due`] when they can start one.
#[derive(Debug, Clone)]
pub struct RescanSchedule {
    interval: Option<Duration>,
    changed: bool,
    scanning: bool,
    last_end: Option<Instant>,
}

impl RescanSchedule {
    /// A schedule that also rescans every `interval` (`None`: only on changes).
    pub fn new(interval: Option<Duration>) -> RescanSchedule {
        RescanSchedule {
            interval,
            changed: false,
            scanning: false,
            last_end: None,
        }
    }

    /// Changes the interval (the app's setting), keeping what is pending.
    pub fn set_interval(&mut self, interval: Option<Duration>) {
        self.interval = interval;
    }

    /// A settled batch of changes arrived.
    pub fn changed(&mut self) {
        self.changed = true;
    }

    /// A scan starts: it covers every change reported so far.
    pub fn started(&mut self) {
        self.changed = false;
        self.scanning = true;
    }

    /// The scan that started ended (finished, failed or was cancelled).
    pub fn finished(&mut self, now: Instant) {
        self.scanning = false;
        self.last_end = Some(now);
    }

    /// Whether a scan should start now: none is running, and changes are waiting or the
    /// interval has passed since the last one ended.
    pub fn due(&self, now: Instant) -> bool {
        !self.scanning && (self.changed || self.wait(now) == Some(Duration::ZERO))
    }

    /// How long until the interval makes a scan due; `None` without an interval or before
    /// the first scan has ended.
    pub fn wait(&self, now: Instant) -> Option<Duration> {
        let (interval, last_end) = (self.interval?, self.last_end?);
        Some(interval.saturating_sub(now.saturating_duration_since(last_end)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changes_during_a_scan_make_exactly_one_more() {
        let now = Instant::now();
        let mut schedule = RescanSchedule::new(None);
        assert!(!schedule.due(now));
        schedule.changed();
        assert!(schedule.due(now));
        schedule.started();
        schedule.changed();
        schedule.changed();
        assert!(!schedule.due(now), "not while the scan runs");
        schedule.finished(now);
        assert!(schedule.due(now));
        schedule.started();
        schedule.finished(now);
        assert!(!schedule.due(now));
    }

    #[test]
    fn the_interval_counts_from_the_end_of_the_last_scan() {
        let start = Instant::now();
        let mut schedule = RescanSchedule::new(Some(Duration::from_secs(60)));
        assert_eq!(schedule.wait(start), None, "no scan has ended yet");
        schedule.started();
        schedule.finished(start);
        assert_eq!(schedule.wait(start), Some(Duration::from_secs(60)));
        assert!(!schedule.due(start + Duration::from_secs(59)));
        assert!(schedule.due(start + Duration::from_secs(60)));
        schedule.set_interval(None);
        assert!(!schedule.due(start + Duration::from_secs(600)));
    }
}
