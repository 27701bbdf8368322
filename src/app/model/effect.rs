//! What the model asks the outside world to do: start work on a thread, write the session,
//! open a picker, wake up later. The model only returns these; the app's shell
//! ([`crate::app::DoppelApp`]) carries them out, and unit tests read them.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use crate::engine::actions::{ActionPlaces, CleanupPlan, Reclaim, RestoreOptions, Which};
use crate::engine::ignore::EntryId;
use crate::engine::{CancelToken, ScanOptions};
use crate::report::{GroupRef, Report};

use super::chooser::Chooser;
use super::messages::ReviewJob;
use crate::app::results::PlanRequest;

/// One thing to carry out.
pub enum Effect {
    /// Opens the folder picker; `keep_folder`: the folder chosen becomes a keep rule.
    PickFolders { keep_folder: bool },
    /// Opens the file picker for a report to open, or (`save`) the save dialog.
    PickReport { save: bool },
    /// Lists a folder Doppel's own chooser shows.
    ListFolder(PathBuf),
    /// Makes the cleanup plan of the marks (snapshots of them and of the report).
    PlanMarks(Box<PlanRequest>),
    /// Checks folders to add (there, a folder), making each canonical.
    CheckFolders(Vec<PathBuf>),
    /// Checks the path typed in Doppel's chooser for its purpose.
    CheckChoice(Box<Chooser>),
    /// Scans everything on the live scan's worker.
    Scan {
        options: Box<ScanOptions>,
        cancel: CancelToken,
        refresh: bool,
    },
    /// Watches these folders (adding watches walks them: on a worker).
    Watch(Vec<PathBuf>),
    /// Updates the results from paths the watcher saw change.
    Changed(Vec<PathBuf>),
    /// Updates the results from paths this app's cleanup or restore moved.
    Moved(Vec<PathBuf>),
    /// The live scan's worker lets go of its results: those shown are not this app's now.
    ForgetLiveScan,
    /// Reads a report file.
    OpenReport(PathBuf),
    /// Writes the results as a JSON report.
    SaveResults { report: Arc<Report>, path: PathBuf },
    /// Checks results made earlier against the disk.
    Check {
        report: Arc<Report>,
        id: u64,
        cancel: CancelToken,
    },
    /// Loads something the review panel shows.
    Review(ReviewJob),
    /// Estimates what each way of cleaning up the plan would free (the cleanup dialog's
    /// estimate number `id`), looking at every file.
    EstimateCleanup {
        plan: Arc<CleanupPlan>,
        id: u64,
        cancel: CancelToken,
    },
    /// Carries out the plan: moves its files to the trash, or replaces them, as `reclaim`
    /// says.
    Cleanup {
        plan: Arc<CleanupPlan>,
        places: ActionPlaces,
        reclaim: Reclaim,
        cancel: CancelToken,
    },
    /// Restores a cleanup from the journal (its clones given blocks of their own again if
    /// `options` asks).
    Restore {
        places: ActionPlaces,
        which: Which,
        options: RestoreOptions,
    },
    /// Opens a file or folder with the desktop's default application.
    Open(PathBuf),
    /// Measures the fingerprint cache, or (`clear`) deletes it first.
    Cache { clear: bool },
    /// Adds the group (or, when `members` are given, those files of it: one row of the
    /// review, a RAW and its JPEG being one) of `report` to the ignore list at `list`, and
    /// hides it from a copy of `report`.
    Hide {
        report: Arc<Report>,
        which: GroupRef,
        members: Vec<usize>,
        list: PathBuf,
    },
    /// Takes entry `id` off the ignore list at `list`.
    BringBack { id: EntryId, list: PathBuf },
    /// Reads the ignore list at `list`, for its window.
    ReadIgnored(PathBuf),
    /// Keeps the session up to date.
    Session(SessionChange),
    /// Nothing is due before this; look again then.
    WakeAfter(Duration),
}

/// What changed that the session (written by the shell) must know.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SessionChange {
    /// A scan the user asked for started: recorded as under way, to resume after a crash.
    ScanStarted {
        folders: Vec<PathBuf>,
        references: Vec<PathBuf>,
        resumes: u32,
    },
    /// That scan ended (finished, failed or cancelled).
    ScanEnded,
    /// The results shown changed: written when due.
    ResultsChanged,
    /// The results shown were just read from the session, marks and all: nothing to write.
    ResultsAreSaved,
}
