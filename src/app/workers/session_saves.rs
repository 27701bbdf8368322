//! Saving the session while the app runs: what is due when, and the one thread that writes
//! it, in order, so an older save never lands after a newer one.
//!
//! The report (tens of MB for 100,000 groups) is written when it changes, at most every
//! [`REPORT_EVERY`]; the marks when they change, at most every [`MARKS_EVERY`]; the marker
//! of a scan under way at once. Saves queued while the thread writes are merged: only the
//! newest report and marks are written. Closing the window writes whatever is pending and
//! waits for it (up to [`CLOSE_WAIT`]).

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::{Duration, Instant};

use crate::report::Report;

use crate::app::model::WorkerEvent;
use crate::app::results::Results;
use crate::app::session::{Origin, SavedMarks, SessionDir, UnderWay};

/// The shortest time between two writes of the report.
pub const REPORT_EVERY: Duration = Duration::from_secs(10);
/// The shortest time between two writes of the marks.
pub const MARKS_EVERY: Duration = Duration::from_secs(2);
/// How long closing the window waits for the session to be written.
pub const CLOSE_WAIT: Duration = Duration::from_secs(20);

enum Job {
    Report(Arc<Report>),
    Marks(SavedMarks),
    /// `None`: no scan is under way any more.
    UnderWay(Option<UnderWay>),
    /// Answered once everything queued before it is written.
    Flush(Sender<()>),
}

/// The session's writer and what it has been given.
pub struct SessionSaves {
    jobs: Option<Sender<Job>>,
    /// The report changed since it was last handed to the writer.
    report_pending: bool,
    last_report: Option<Instant>,
    /// The marks revision last handed to the writer.
    marks_saved: Option<u64>,
    last_marks: Option<Instant>,
}

impl SessionSaves {
    /// Starts the writer thread; its problems come back as notices through `events`.
    pub fn start(dir: SessionDir, events: Sender<WorkerEvent>, ctx: egui::Context) -> Self {
        let (sender, receiver) = channel();
        let spawned = std::thread::Builder::new()
            .name("doppel-session".to_string())
            .spawn(move || write_jobs(&dir, &receiver, &events, &ctx));
        if let Err(error) = &spawned {
            eprintln!("doppel: could not start the session writer: {error}");
        }
        SessionSaves {
            jobs: spawned.ok().map(|_| sender),
            report_pending: false,
            last_report: None,
            marks_saved: None,
            last_marks: None,
        }
    }

    /// The results on screen were replaced or changed: save them (and their marks) soon.
    pub fn results_changed(&mut self) {
        self.report_pending = true;
    }

    /// The marks restored from the session are on disk already.
    pub fn marks_are_saved(&mut self, results: &Results) {
        self.marks_saved = Some(results.marks_revision());
    }

    /// Hands the writer what is due. Returns how long until the next save is due, if one
    /// waits (the caller asks for a frame then).
    pub fn save_when_due(
        &mut self,
        results: Option<&Results>,
        origin: Option<&Origin>,
        now: Instant,
    ) -> Option<Duration> {
        let (Some(results), Some(origin)) = (results, origin) else {
            return None;
        };
        let wait = |last: Option<Instant>, every: Duration| {
            last.map_or(Duration::ZERO, |last| {
                every.saturating_sub(now.saturating_duration_since(last))
            })
        };
        let mut next = None;
        if self.report_pending {
            let report_wait = wait(self.last_report, REPORT_EVERY);
            if report_wait.is_zero() {
                self.send(Job::Report(Arc::clone(&results.report)));
                self.report_pending = false;
                self.last_report = Some(now);
                // The marks go with it, whatever their own schedule.
                self.save_marks(results, origin, now);
            } else {
                next = Some(report_wait);
            }
        }
        if self.marks_saved != Some(results.marks_revision()) {
            let marks_wait = wait(self.last_marks, MARKS_EVERY);
            if marks_wait.is_zero() {
                self.save_marks(results, origin, now);
            } else {
                next = Some(next.map_or(marks_wait, |n: Duration| n.min(marks_wait)));
            }
        }
        next
    }

    fn save_marks(&mut self, results: &Results, origin: &Origin, now: Instant) {
        let marks = results.marks().map(|(p, m)| (p.clone(), m)).collect();
        self.send(Job::Marks(SavedMarks {
            origin: origin.clone(),
            marks,
        }));
        self.marks_saved = Some(results.marks_revision());
        self.last_marks = Some(now);
    }

    /// A scan of these folders starts (`resumes`: how many times in a row it was started
    /// again after an interruption).
    pub fn scan_started(&self, folders: Vec<PathBuf>, references: Vec<PathBuf>, resumes: u32) {
        self.send(Job::UnderWay(Some(UnderWay {
            folders,
            references,
            resumes,
        })));
    }

    /// The scan finished, failed or was cancelled by the user.
    pub fn scan_ended(&self) {
        self.send(Job::UnderWay(None));
    }

    /// Writes everything pending and waits for the writer (the window is closing). The
    /// writer stops afterwards; later calls do nothing.
    pub fn close(&mut self, results: Option<&Results>, origin: Option<&Origin>) {
        if let (Some(results), Some(origin)) = (results, origin) {
            let now = Instant::now();
            if self.report_pending {
                self.last_report = None;
            }
            self.last_marks = None;
            self.save_when_due(Some(results), Some(origin), now);
        }
        let Some(jobs) = self.jobs.take() else {
            return;
        };
        let (done, written) = channel();
        if jobs.send(Job::Flush(done)).is_ok() && written.recv_timeout(CLOSE_WAIT).is_err() {
            eprintln!(
                "doppel: the session was still being written after {} s; the next start may show older results",
                CLOSE_WAIT.as_secs()
            );
        }
    }

    fn send(&self, job: Job) {
        if let Some(jobs) = &self.jobs {
            // A writer that is gone has said why already.
            let _ = jobs.send(job);
        }
    }
}

/// The writer thread: takes every job queued, keeps the newest of each kind, writes the
/// report before the marks, then the scan marker, then answers the flushes.
fn write_jobs(
    dir: &SessionDir,
    jobs: &Receiver<Job>,
    events: &Sender<WorkerEvent>,
    ctx: &egui::Context,
) {
    while let Ok(first) = jobs.recv() {
        let mut report = None;
        let mut marks = None;
        let mut under_way = None;
        let mut flushes = Vec::new();
        for job in std::iter::once(first).chain(jobs.try_iter()) {
            match job {
                Job::Report(newer) => report = Some(newer),
                Job::Marks(newer) => marks = Some(newer),
                Job::UnderWay(newer) => under_way = Some(newer),
                Job::Flush(done) => flushes.push(done),
            }
        }
        let mut problems = Vec::new();
        if let Some(report) = report {
            problems.extend(dir.write_report(&report).err());
            // Writing a big report makes a copy of it in JSON's shape; give those pages
            // back rather than keep the app at that height.
            crate::engine::release_freed_memory();
        }
        if let Some(marks) = marks {
            problems.extend(dir.write_marks(&marks).err());
        }
        if let Some(scan) = under_way {
            problems.extend(dir.write_under_way(scan.as_ref()).err());
        }
        if let Some(problem) = problems.into_iter().next() {
            let _ = events.send(WorkerEvent::Notice(problem));
            ctx.request_repaint();
        }
        for done in flushes {
            let _ = done.send(());
        }
    }
}
