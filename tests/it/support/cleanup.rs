//! A sandbox for the engine's cleanup transaction: files, the journal and the home trash
//! in one temporary folder (so one mount, and files go to that home trash). The places are
//! passed in, so the tests share no process-wide state and run in parallel.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, UNIX_EPOCH};

use doppel::engine::actions::{
    ActionPlaces, CleanupOutcome, CleanupPlan, Mode, PlannedGroup, RestoreOutcome, Which, execute,
    plan, restore,
};
use doppel::engine::progress::CancelToken;
use doppel::report::FileRecord;
use tempfile::TempDir;

use super::{set_modified, write};

/// When the sandbox's files were scanned: their modified time.
pub const SCANNED_AT: u64 = 1_700_000_000;

pub struct Sandbox {
    /// The temporary folder, resolved: cleanup acts only on paths without symbolic links.
    pub root: PathBuf,
    pub places: ActionPlaces,
    _dir: TempDir,
}

impl Sandbox {
    pub fn new() -> Sandbox {
        let dir = TempDir::new().unwrap();
        let root = dir.path().canonicalize().unwrap();
        let places = ActionPlaces {
            data_dir: root.join("data/doppel"),
            home_trash: root.join("data/Trash"),
        };
        Sandbox {
            root,
            places,
            _dir: dir,
        }
    }

    /// Writes a file, modified at [`SCANNED_AT`], and records it as a scan would.
    pub fn file(&self, relative: &str, content: impl AsRef<[u8]>) -> FileRecord {
        let path = write(&self.root, relative, content.as_ref());
        set_modified(&path, UNIX_EPOCH + Duration::from_secs(SCANNED_AT));
        record(&path)
    }

    /// Where the home trash keeps the trashed files.
    pub fn trash_files(&self) -> PathBuf {
        self.places.home_trash.join("files")
    }

    pub fn in_trash(&self, name: &str) -> PathBuf {
        self.trash_files().join(name)
    }

    /// Carries out `plan` for real.
    pub fn clean(&self, plan: &CleanupPlan) -> CleanupOutcome {
        execute(
            plan,
            &self.places,
            Mode::Real,
            &CancelToken::new(),
            &|_, _| {},
        )
        .unwrap()
    }

    /// Plans `groups` and carries the plan out for real.
    pub fn clean_groups(&self, groups: &[PlannedGroup]) -> CleanupOutcome {
        self.clean(&plan(groups, &[], &[]))
    }

    pub fn restore(&self, which: Which) -> RestoreOutcome {
        restore(&self.places, &which).unwrap()
    }
}

/// What a scan records of the file at `path` now, under the path as given.
pub fn record(path: &Path) -> FileRecord {
    let metadata = fs::metadata(path).unwrap();
    FileRecord {
        size: metadata.len(),
        modified: metadata.modified().unwrap(),
        path: path.to_path_buf(),
        aliases: Vec::new(),
    }
}
