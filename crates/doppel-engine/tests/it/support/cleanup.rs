//! A sandbox for the engine's cleanup transaction: files, the journal and the home trash
//! in one temporary folder (so one mount, and files go to that home trash). The places are
//! passed in, so the tests share no process-wide state and run in parallel.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, UNIX_EPOCH};

use doppel_engine::CancelToken;
use doppel_engine::actions::{
    ActionPlaces, CleanupOutcome, CleanupPlan, Mode, PlannedGroup, Reclaim, RestoreOutcome, Which,
    execute, plan, restore,
};
use doppel_engine::report::FileRecord;
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
        Sandbox::in_folder(TempDir::new().unwrap())
    }

    /// A sandbox in a temporary folder under `folder` (a test's own mount).
    pub fn new_in(folder: &Path) -> Sandbox {
        Sandbox::in_folder(TempDir::new_in(folder).unwrap())
    }

    fn in_folder(dir: TempDir) -> Sandbox {
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
            Reclaim::Trash,
            &CancelToken::new(),
            &|_, _| {},
        )
        .unwrap()
    }

    /// Carries out `plan` for real as `reclaim` says, calling `on_progress` as the
    /// transaction does (after each item it acted on: the way to change a later item
    /// between its checks and its turn).
    pub fn clean_as(
        &self,
        plan: &CleanupPlan,
        reclaim: Reclaim,
        on_progress: &dyn Fn(usize, usize),
    ) -> CleanupOutcome {
        execute(
            plan,
            &self.places,
            Mode::Real,
            reclaim,
            &CancelToken::new(),
            on_progress,
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
        companions: Vec::new(),
    }
}

/// A JSON report (format version 2) written by hand, as a crafted or an old report would
/// be: `roots` with whether each is a reference, one exact group per entry of `groups`
/// (each file recorded as it is now), and one duplicate-folder group per entry of
/// `folders`.
pub fn crafted_report(
    roots: &[(&Path, bool)],
    groups: &[Vec<&Path>],
    folders: &[Vec<&Path>],
) -> String {
    use serde_json::json;
    let file = |path: &Path| {
        let metadata = fs::symlink_metadata(path).unwrap();
        json!({
            "path": path.display().to_string(),
            "size": metadata.len(),
            "modified": humantime::format_rfc3339_seconds(metadata.modified().unwrap()).to_string(),
        })
    };
    let folder = |path: &Path| {
        let (files, bytes) = count_files(path);
        json!({"path": path.display().to_string(), "files": files, "bytes": bytes})
    };
    let report = json!({
        "version": 2,
        "roots": roots
            .iter()
            .map(|(path, reference)| json!({"path": path.display().to_string(), "reference": reference}))
            .collect::<Vec<_>>(),
        "groups": groups
            .iter()
            .map(|files| json!({
                "kind": "exact",
                "size": fs::symlink_metadata(files[0]).map_or(0, |m| m.len()),
                "hash": "00000000000000000000000000000000",
                "files": files.iter().map(|path| file(path)).collect::<Vec<_>>(),
            }))
            .collect::<Vec<_>>(),
        "folders": folders
            .iter()
            .map(|group| json!({
                "kind": "duplicate",
                "similarity": 1.0,
                "folders": group.iter().map(|path| folder(path)).collect::<Vec<_>>(),
                "groups": [],
            }))
            .collect::<Vec<_>>(),
        "skipped": [],
        "stats": {"files": 0, "bytes": 0, "seconds": 0.0},
    });
    serde_json::to_string_pretty(&report).unwrap()
}

/// How many regular files a folder holds, recursively, and their total size.
pub fn count_files(folder: &Path) -> (u64, u64) {
    let mut found = (0, 0);
    for entry in fs::read_dir(folder).into_iter().flatten().flatten() {
        let metadata = fs::symlink_metadata(entry.path()).unwrap();
        if metadata.is_dir() {
            let (files, bytes) = count_files(&entry.path());
            found = (found.0 + files, found.1 + bytes);
        } else if metadata.is_file() {
            found = (found.0 + 1, found.1 + metadata.len());
        }
    }
    found
}

/// One entry of a [`snapshot`]: relative path, kind, bytes (a link's target), permissions,
/// modified time.
pub type SnapshotEntry = (PathBuf, String, Vec<u8>, u32, Option<std::time::SystemTime>);

/// Everything under `folder`, by relative path: each folder, and each file with its bytes,
/// permissions and modified time; each symbolic link with its target.
pub fn snapshot(folder: &Path) -> Vec<SnapshotEntry> {
    use std::os::unix::fs::PermissionsExt;
    let mut found = Vec::new();
    let mut pending = vec![folder.to_path_buf()];
    while let Some(current) = pending.pop() {
        for entry in fs::read_dir(&current).unwrap() {
            let path = entry.unwrap().path();
            let metadata = fs::symlink_metadata(&path).unwrap();
            let relative = path.strip_prefix(folder).unwrap().to_path_buf();
            let mode = metadata.permissions().mode();
            if metadata.is_dir() {
                pending.push(path);
                found.push((relative, "folder".to_string(), Vec::new(), mode, None));
            } else if metadata.is_symlink() {
                let target = fs::read_link(&path).unwrap();
                found.push((
                    relative,
                    "link".to_string(),
                    target.into_os_string().into_encoded_bytes(),
                    0,
                    None,
                ));
            } else {
                found.push((
                    relative,
                    "file".to_string(),
                    fs::read(&path).unwrap(),
                    mode,
                    Some(metadata.modified().unwrap()),
                ));
            }
        }
    }
    found.sort();
    found
}
