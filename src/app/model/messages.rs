//! The messages between the model and its workers: what a worker reports
//! ([`WorkerEvent`], and what it carries: results read, an update's outcome, a check's
//! findings, what the review loaded) and what the model asks the review's worker to load
//! ([`ReviewJob`]). The model's other requests are its [`super::Effect`]s. Only data: the
//! workers (`src/app/workers/`) make and send these and the model takes them, so the model
//! needs no worker's code to read them.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use super::chooser::{Listing, PathProblem};
use crate::engine::Progress;
use crate::engine::actions::journal::Cleanup;
use crate::engine::actions::{CleanupOutcome, Estimate, RestoreOutcome};
use crate::engine::folders::FolderComparison;
use crate::engine::ignore::IgnoreEntry;
use crate::engine::watch::FolderWatcher;
use crate::report::Report;
use crate::review::{AlignedDiff, Preview};

use crate::app::fonts::ChineseFont;
use crate::app::results::{ListedReport, MarksPlan, Results};
use crate::app::session::{Origin, UnderWay};
use crate::engine::images::FormatSupport;
use crate::engine::videos::VideosOff;

/// Results read from the session or a report file on a worker, ready to show.
pub struct LoadedResults {
    pub results: Results,
    pub origin: Origin,
    /// Something that went wrong without stopping them (the marks could not be read).
    pub problem: Option<String>,
}

/// What a worker reports.
pub enum WorkerEvent {
    /// How far the whole scan has come.
    ScanProgress(Progress),
    /// A whole scan ended (stopped, its report says so).
    ScanFinished(Result<Arc<Report>, String>),
    /// An update of the results from this many changed paths started.
    UpdateStarted {
        changes: usize,
    },
    /// How far the update has come.
    UpdateProgress(Progress),
    /// The update ended.
    Updated(UpdateOutcome),
    /// Changes were seen that the live scan cannot take (there is none, or a folder that
    /// was gone is back): only a whole scan brings the results up to date.
    NeedsWholeScan,
    /// The folder the system's chooser picked for a keep rule, made canonical.
    KeepFolderPicked(PathBuf),
    /// Two documents aligned side by side, for the review.
    DiffReady {
        pair: (PathBuf, PathBuf),
        result: Result<Arc<AlignedDiff>, String>,
    },
    /// How many words changed between two versions of a near group: (left, right).
    ChangesCounted {
        pair: (PathBuf, PathBuf),
        result: Result<(usize, usize), String>,
    },
    /// Two folders compared as they are on disk now.
    FolderComparisonReady {
        pair: (PathBuf, PathBuf),
        result: Result<FolderComparison, String>,
    },
    PreviewReady {
        path: PathBuf,
        preview: Preview,
    },
    ImagesCompared {
        pair: (PathBuf, PathBuf),
        result: Result<Arc<ComparedImages>, String>,
    },
    /// Two videos' frames at the same moments (`Err`: ffmpeg cannot be run).
    VideoFramesReady {
        request: FrameRequest,
        result: Result<Arc<VideoFrames>, String>,
    },
    /// How far estimate `id` of what a cleanup would free has come: items looked at.
    EstimateProgress {
        id: u64,
        done: usize,
        total: usize,
    },
    /// Estimate `id` is done (a cancelled one reports nothing).
    CleanupEstimated {
        id: u64,
        estimate: Box<Estimate>,
    },
    CleanupProgress {
        done: usize,
        total: usize,
    },
    /// The cleanup ran (`Err`: it could not start, and nothing was moved).
    CleanupFinished(Result<CleanupOutcome, String>),
    /// The restore ran (`Err`: it could not start, and nothing was moved).
    RestoreFinished(Result<RestoreOutcome, String>),
    /// The cleanups in the journal, oldest first: read at start and after each cleanup or
    /// restore, so Undo offers what the journal holds, this session's or an earlier one's.
    JournalRead(Vec<Cleanup>),
    /// A problem to show the user in the status bar.
    Notice(String),
    /// The fingerprint cache's size on disk.
    CacheSize(u64),
    /// These paths changed in the watched folders (a batch, settled).
    FilesChanged(Vec<PathBuf>),
    /// The watcher for these roots is running.
    Watching {
        roots: Vec<PathBuf>,
        watcher: FolderWatcher,
    },
    /// The scan that was under way when the app last closed, if any (read first).
    SessionScanRead(Result<Option<UnderWay>, String>),
    /// The last session's results, if there were any.
    SessionRead(Result<Option<Box<LoadedResults>>, String>),
    /// The user chose a report to open, or a file to save the results in.
    ReportPicked(PathBuf),
    SaveAsPicked(PathBuf),
    ReportOpened {
        path: PathBuf,
        result: Result<Box<LoadedResults>, String>,
    },
    ResultsSaved {
        path: PathBuf,
        result: Result<(), String>,
    },
    /// A group (or a file of it) was added to the ignore list: the list now, and `given`
    /// (the results it was hidden from) without what the list hides.
    HiddenAsNotDuplicates {
        given: Arc<Report>,
        outcome: Result<HiddenNow, String>,
    },
    /// The ignore list, read for its window or after an entry was taken off it
    /// (`brought_back`).
    IgnoreListRead {
        entries: Result<Vec<IgnoreEntry>, String>,
        brought_back: bool,
    },
    /// Files of check `id` found gone or changed since the results were made.
    Checked {
        id: u64,
        found: CheckFound,
    },
    CheckFinished {
        id: u64,
        outcome: CheckOutcome,
    },
    /// The image formats compared on this machine, and which are off and why.
    ImageFormatsFound(Vec<FormatSupport>),
    /// Whether ffmpeg and ffprobe run (`Err`: why similar videos cannot be looked for).
    VideoToolsFound(Result<(), VideosOff>),
    /// The font that draws Chinese here.
    ChineseFontFound(ChineseFont),
    /// Whether the system has a file chooser to open (a portal with one, or zenity).
    SystemChooserFound(bool),
    /// A folder Doppel's chooser shows, listed.
    FolderListed(Listing),
    /// The cleanup plan of the marks, made on a worker.
    MarksPlanned(Box<MarksPlan>),
    /// Folders to add, each as it was given and, checked, canonical or why not.
    FoldersChecked(Vec<(PathBuf, Result<PathBuf, PathProblem>)>),
    /// The path typed in Doppel's chooser (`typed`, as the chooser made it a path),
    /// checked for its purpose.
    ChoiceChecked {
        typed: PathBuf,
        checked: Result<PathBuf, PathProblem>,
    },
}

/// What hiding a group as not duplicates left.
pub struct HiddenNow {
    /// The ignore list's entries now.
    pub entries: Vec<IgnoreEntry>,
    /// The results without what the list hides, their rows made.
    pub listed: Box<ListedReport>,
    /// Said when the list on disk was damaged (and set aside) or could not be read.
    pub notice: Option<String>,
}

/// How an update from changed paths ended.
pub enum UpdateOutcome {
    /// The results as they are now, brought up to date from `changes` paths.
    Done {
        report: Box<ListedReport>,
        changes: usize,
        took: Duration,
    },
    /// A whole scan superseded it: the results stay as they were until that scan is done.
    Stopped,
    /// It could not run (the message is written for people).
    Failed(String),
}

/// What one chunk of a check of the results against the disk found.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct CheckFound {
    /// Files gone or changed, and folders gone, to take out of the lists.
    pub files: Vec<PathBuf>,
    pub folders: Vec<PathBuf>,
    /// Entries looked at so far, of `total`.
    pub done: usize,
    pub total: usize,
}

/// How the whole check against the disk ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CheckOutcome {
    /// Files and folders taken out (gone or changed).
    pub gone: usize,
    /// Entries found as listed.
    pub present: usize,
    /// Not one entry listed is on this computer: none was reported gone.
    pub none_here: bool,
    pub cancelled: bool,
}

/// What the model asks the review's worker to load for the review panel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReviewJob {
    Preview(PathBuf),
    Diff(PathBuf, PathBuf),
    /// The same diff, for its counts of changed words only (a version against the one
    /// before it, listed with the versions).
    CountChanges(PathBuf, PathBuf),
    CompareFolders(PathBuf, PathBuf),
    /// A group's reference image and another, for the flicker and difference views.
    CompareImages(PathBuf, PathBuf),
    /// Two videos' frames at the same moments, side by side.
    VideoFrames(FrameRequest),
}

/// Two videos and the moments compared: for each, milliseconds into the first and into
/// the second.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FrameRequest {
    pub first: PathBuf,
    pub second: PathBuf,
    pub moments: Vec<(u64, u64)>,
}

/// One frame on the GPU, or why it could not be read.
pub type Shot = Result<egui::TextureHandle, String>;

/// The frames of the two videos, one per moment each.
pub struct VideoFrames {
    pub first: Vec<Shot>,
    pub second: Vec<Shot>,
}

impl std::fmt::Debug for VideoFrames {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let read = |shots: &[Shot]| shots.iter().filter(|s| s.is_ok()).count();
        f.debug_struct("VideoFrames")
            .field("first_read", &read(&self.first))
            .field("second_read", &read(&self.second))
            .finish_non_exhaustive()
    }
}

/// The reference and the selected image at one size, and their difference, on the GPU.
pub struct ComparedImages {
    pub reference: egui::TextureHandle,
    pub other: egui::TextureHandle,
    pub difference: egui::TextureHandle,
    /// Width over height of the three.
    pub aspect: f32,
    /// The share of pixels (0 to 1) that differ visibly.
    pub changed: f32,
    /// How the selected image was turned to match, if it was.
    pub turned: Option<crate::engine::images::Turn>,
}

impl std::fmt::Debug for ComparedImages {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ComparedImages")
            .field("changed", &self.changed)
            .field("turned", &self.turned)
            .finish_non_exhaustive()
    }
}
