//! The write-ahead cleanup journal: what each cleanup moves to the trash, written down and
//! flushed to disk *before* the file moves, so a cleanup interrupted at any point (Ctrl+C,
//! a crash, the power) can still be undone in full.
//!
//! One file per cleanup, `cleanups/ID.jsonl` in Doppel's data folder, one JSON record per
//! line:
//!
//! - `begin`: the cleanup's id and start time;
//! - `trashing`: file number `n`, its original `file` path, size, modified time (ns), the
//!   XXH3-128 `hash` of its content, the `trash` folder and the `entry` name it is about to
//!   become there, and (from version 4) its `identity`: the `volume` it is on (its file
//!   system's UUID or id, never a mount point), its inode number `ino`, its birth time
//!   `btime_ns` where the file system keeps one, and the `deleted` date written in its
//!   `.trashinfo` — durable before the rename;
//! - `trashing_folder` (from version 3): folder `n`, its original `folder` path, its `dev`
//!   and `ino`, the total `size` of its files, the `trash` folder and `entry` it is about to
//!   become, and its manifest: every subfolder (`folders`, relative paths) and every file
//!   (`files`: relative `path`, `size`, `mtime_ns`, XXH3-128 `hash`) — durable before the
//!   one rename that moves the folder whole;
//!   (from version 4 it carries the same `identity`);
//! - `linking` (from version 5): file `n` is about to be replaced by a hard link to the kept
//!   copy. As `trashing`, with the trash `entry` that will become a second name of the
//!   original (with its `.trashinfo`) and its `identity`, plus the `kept` copy's path, `dev`
//!   and `ino` (and `kept_btime_ns` where kept: what the name holds once linked) and the
//!   `temp` name the link is first made under in the copy's folder — durable before the
//!   first link is made;
//! - `cloning` (from version 6): file `n` is about to become a clone of the kept copy (its
//!   blocks shared, through `FIDEDUPERANGE`); nothing goes to the trash. Its `file` path,
//!   size, modified time and `hash` as checked, its own `dev` and `ino` (and `btime_ns` where
//!   kept), and the `kept` copy's path, `dev` and `ino` — durable before the clone;
//! - `cloning_folder` (from version 6): folder `n` is about to have each of its files made a
//!   clone of its copy in the `kept` folder (path, `dev`, `ino`): its `folder` path, `dev` and
//!   `ino`, total `size`, and its manifest (`folders`; `files` with each file's `ino` beside
//!   its relative `path`, `size`, `mtime_ns` and `hash`) — durable before the first clone;
//! - `linking_folder` (from version 7): folder `n` is about to have each of its files
//!   replaced by a hard link to its copy in the `kept` folder (path, `dev`, `ino`). As
//!   `trashing_folder` (its `folder` path, `dev`, `ino`, total `size`, the `trash` folder and
//!   the `entry` reserved there, with its `.trashinfo` and `identity`, and its manifest:
//!   `folders`, `files`), each file also with its own `ino` (and `btime_ns` where kept) and
//!   its kept copy (`kept`: its path relative to the kept folder, `kept_ino`, and
//!   `kept_btime_ns` where kept), plus the
//!   `temp` name each link is first made under in the file's own folder. The entry becomes
//!   a mirror of the folder (its subfolders made inside it) holding a second name of each
//!   original — durable before the first link is made;
//! - `trashing_companion` (from version 8): file `n` is a companion of item `of` (a
//!   photo's RAW, Live Photo video or sidecar, beside it: see `crate::companions`), about
//!   to go to the trash with it. As `trashing` (its `file` path, size, modified time,
//!   `hash`, the `trash` folder and `entry`, and its `identity`), staged right after the
//!   record of `of`, in the same batch — durable before either moves. A restore puts it
//!   back as a trashed file;
//! - `shared` (from version 6): a restore found clone `n` needs nothing put back (it never
//!   left); it may still be given blocks of its own by a restore that asks;
//! - `copying` / `copied` (from version 4): a restore across devices is about to make the
//!   named temporary copy `temp` beside the original place, or has put the copy in place
//!   (what stays in the trash is then the second half of the move) — each durable first;
//! - `not_moved`: file `n` stayed where it was after all (the move failed or was undone);
//! - `finished`: the cleanup ended normally (absent when it was interrupted);
//! - `restored` / `resolved`: a restore put file `n` back, or found there is nothing left
//!   to put back (already in place), with the reason;
//! - `not_found`: a restore did not find item `n`'s trash entry (emptied, or another disk
//!   at the trash's place), with the reason: it stays pending, never written off, and a
//!   later restore looks again.
//!
//! A folder's `n` counts with the files'; `not_moved`, `restored` and `resolved` name it the
//! same way. Paths are written like the JSON report's (`path`, plus `path_bytes` for names
//! that are not UTF-8). Journals of versions 2 and 3 are read as before (without identity).
//!
//! A journal is input, not truth: a record whose paths are not absolute and normalised, or
//! whose trash entry or temporary name is not one plain file name (a temporary name must be
//! one a cleanup makes), or whose folder lists a file or kept copy outside its folder, is
//! reported as damaged and skipped, like a line that does not parse; a torn last line (the process died
//! mid-write) is ignored; a journal whose first line is lost is still listed from its
//! records. Records are written in batches: [`JournalWriter::stage`] adds one, and
//! [`JournalWriter::sync`] makes every staged record durable with one flush — the cleanup
//! syncs a batch before any file of that batch moves.

use std::collections::HashMap;
use std::ffi::OsString;
use std::fs::{self, File, OpenOptions};
use std::io::{self, ErrorKind, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use serde::{Deserialize, Serialize};

use super::content::{self, ContentHash};
use super::fs_at;
use super::tree::{Manifest, ManifestFile};
use crate::errors::describe_io_error;
use crate::report::IoProblem;
use crate::report::json::PathJson;

/// The journal's layout version, in each `begin` record. Version 3 added `trashing_folder`,
/// version 4 `identity`, `copying` and `copied`, version 5 `linking`, version 6 `cloning`
/// and `shared`, version 7 `linking_folder`, version 8 `trashing_companion`; earlier
/// journals are read alike.
const VERSION: u32 = 8;

/// Staged records are written out once this many bytes wait (they are synced only when asked).
const WRITE_AT: usize = 256 * 1024;

#[derive(Serialize, Deserialize)]
#[serde(tag = "record", rename_all = "snake_case")]
enum Record {
    Begin {
        id: String,
        started: String,
        version: u32,
    },
    Trashing {
        n: usize,
        file: PathJson,
        size: u64,
        mtime_ns: i64,
        hash: String,
        trash: PathJson,
        entry: PathJson,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        identity: Option<IdentityJson>,
    },
    TrashingCompanion {
        n: usize,
        of: usize,
        file: PathJson,
        size: u64,
        mtime_ns: i64,
        hash: String,
        trash: PathJson,
        entry: PathJson,
        identity: IdentityJson,
    },
    TrashingFolder {
        n: usize,
        folder: PathJson,
        dev: u64,
        ino: u64,
        size: u64,
        trash: PathJson,
        entry: PathJson,
        folders: Vec<PathJson>,
        files: Vec<ManifestFileJson>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        identity: Option<IdentityJson>,
    },
    Linking {
        n: usize,
        file: PathJson,
        size: u64,
        mtime_ns: i64,
        hash: String,
        trash: PathJson,
        entry: PathJson,
        identity: IdentityJson,
        kept: PathJson,
        kept_dev: u64,
        kept_ino: u64,
        /// The kept copy's birth time, where kept (journals before restores checked it
        /// have none).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        kept_btime_ns: Option<i64>,
        temp: PathJson,
    },
    Cloning {
        n: usize,
        file: PathJson,
        size: u64,
        mtime_ns: i64,
        hash: String,
        dev: u64,
        ino: u64,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        btime_ns: Option<i64>,
        kept: PathJson,
        kept_dev: u64,
        kept_ino: u64,
    },
    CloningFolder {
        n: usize,
        folder: PathJson,
        dev: u64,
        ino: u64,
        size: u64,
        kept: PathJson,
        kept_dev: u64,
        kept_ino: u64,
        folders: Vec<PathJson>,
        files: Vec<ClonedFileJson>,
    },
    LinkingFolder {
        n: usize,
        folder: PathJson,
        dev: u64,
        ino: u64,
        size: u64,
        trash: PathJson,
        entry: PathJson,
        identity: IdentityJson,
        kept: PathJson,
        kept_dev: u64,
        kept_ino: u64,
        temp: PathJson,
        folders: Vec<PathJson>,
        files: Vec<LinkedFileJson>,
    },
    Shared {
        n: usize,
    },
    Copying {
        n: usize,
        temp: PathJson,
    },
    Copied {
        n: usize,
    },
    NotMoved {
        n: usize,
    },
    Finished {
        at: String,
    },
    Restored {
        n: usize,
    },
    Resolved {
        n: usize,
        why: String,
    },
    NotFound {
        n: usize,
        why: String,
    },
}

/// What tells a trashed item from any other, as the journal writes it.
#[derive(Serialize, Deserialize)]
struct IdentityJson {
    volume: String,
    ino: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    btime_ns: Option<i64>,
    deleted: String,
}

/// What tells a trashed item from anything else that later has its name in the trash: the
/// volume (not the mount point), the inode number and birth time on it, and the deletion
/// date its `.trashinfo` was written with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Identity {
    pub(crate) volume: String,
    pub(crate) ino: u64,
    pub(crate) btime_ns: Option<i128>,
    pub(crate) deleted: String,
}

impl Identity {
    fn to_json(&self) -> IdentityJson {
        IdentityJson {
            volume: self.volume.clone(),
            ino: self.ino,
            btime_ns: self.btime_ns.map(|t| t as i64),
            deleted: self.deleted.clone(),
        }
    }

    fn from_json(json: IdentityJson) -> Identity {
        Identity {
            volume: json.volume,
            ino: json.ino,
            btime_ns: json.btime_ns.map(i128::from),
            deleted: json.deleted,
        }
    }
}

/// One file of a folder's manifest, as the journal writes it.
#[derive(Serialize, Deserialize)]
struct ManifestFileJson {
    #[serde(flatten)]
    path: PathJson,
    size: u64,
    mtime_ns: i64,
    hash: String,
}

/// One file of a folder cloned file by file, as the journal writes it.
#[derive(Serialize, Deserialize)]
struct ClonedFileJson {
    #[serde(flatten)]
    path: PathJson,
    size: u64,
    mtime_ns: i64,
    hash: String,
    ino: u64,
}

/// One file of a folder replaced by hard links file by file, as the journal writes it.
#[derive(Serialize, Deserialize)]
struct LinkedFileJson {
    #[serde(flatten)]
    path: PathJson,
    size: u64,
    mtime_ns: i64,
    hash: String,
    ino: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    btime_ns: Option<i64>,
    /// Its kept copy, relative to the kept folder.
    kept: PathJson,
    kept_ino: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    kept_btime_ns: Option<i64>,
}

/// What the journal says of a folder trashed whole (or cloned or linked file by file).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct JournaledFolder {
    /// The folder's device and inode when it was checked.
    pub(crate) dev: u64,
    pub(crate) ino: u64,
    /// What it held.
    pub(crate) manifest: Manifest,
}

/// What the journal says of a file replaced by a hard link to the kept copy, or of a folder
/// replaced file by file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct JournaledLink {
    /// The kept copy the name was linked to (for a folder, the kept folder), and its device
    /// and inode then.
    pub(crate) kept: PathBuf,
    pub(crate) kept_dev: u64,
    pub(crate) kept_ino: u64,
    /// The kept copy's birth time, where the file system keeps one (and the journal says
    /// it): with the inode, what tells the link Doppel made from a file given its number
    /// later. For a folder, each file's is in [`LinkedFile`].
    pub(crate) kept_btime_ns: Option<i128>,
    /// The name, in the copy's folder, the link is made under before it is swapped in.
    pub(crate) temp: OsString,
    /// For a folder replaced file by file (`kept` is then the kept folder): each file's
    /// original and kept copy, in its manifest's order (empty for a file).
    pub(crate) files: Vec<LinkedFile>,
}

/// One file of a folder replaced by hard links: its original, whose second name waits in
/// the folder's trash mirror at its relative path, and the kept copy its name was linked to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct LinkedFile {
    /// The original's inode, and birth time where the file system keeps one.
    pub(crate) ino: u64,
    pub(crate) btime_ns: Option<i128>,
    /// The kept copy, relative to the kept folder, and its inode (what the name holds once
    /// linked) and birth time where known.
    pub(crate) kept: PathBuf,
    pub(crate) kept_ino: u64,
    pub(crate) kept_btime_ns: Option<i128>,
}

/// What the journal says of a file made a clone of the kept copy.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct JournaledClone {
    /// The copy's own device, inode and birth time when it was checked: it keeps them.
    pub(crate) dev: u64,
    pub(crate) ino: u64,
    pub(crate) btime_ns: Option<i128>,
    /// The kept copy whose blocks it shares, and its device and inode then.
    pub(crate) kept: PathBuf,
    pub(crate) kept_dev: u64,
    pub(crate) kept_ino: u64,
    /// For a folder cloned file by file: each file's inode, in its manifest's order (empty
    /// for a file).
    pub(crate) inodes: Vec<u64>,
}

/// What the journal says of one file a cleanup moved (or was about to move), or of one
/// folder moved whole.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JournaledFile {
    pub(crate) n: usize,
    /// Where it was.
    pub path: PathBuf,
    /// Its size in bytes.
    pub size: u64,
    pub(crate) mtime_ns: i64,
    pub(crate) hash: ContentHash,
    /// The trash folder (holding `files/` and `info/`) it went to.
    pub trash: PathBuf,
    /// Its name in that trash's `files/`.
    pub entry: OsString,
    /// Where it stands now.
    pub state: FileState,
    /// For a folder trashed whole: its identity and manifest (`size` is then the total of
    /// its files).
    pub(crate) folder: Option<Box<JournaledFolder>>,
    /// What tells it from anything else in the trash (journals from version 4).
    pub(crate) identity: Option<Identity>,
    /// The temporary copy a restore across devices was about to make, if one was.
    pub(crate) copying: Option<OsString>,
    /// A restore across devices put its copy in place.
    pub(crate) copied: bool,
    /// For a file replaced by a hard link: the kept copy it was linked to (for a folder
    /// replaced file by file, the kept folder and each file's kept copy; `trash` and `entry`
    /// are then its mirror).
    pub(crate) link: Option<Box<JournaledLink>>,
    /// For a file made a clone of the kept copy (no trash entry: `trash` and `entry` are
    /// empty).
    pub(crate) clone: Option<Box<JournaledClone>>,
    /// For a companion trashed with a file (a photo's RAW, Live Photo video, sidecar): that
    /// file's original path.
    pub companion_of: Option<PathBuf>,
}

impl JournaledFile {
    /// Whether this is a folder trashed whole.
    pub fn is_folder(&self) -> bool {
        self.folder.is_some()
    }

    /// For a file replaced by a hard link, the kept copy its name was linked to; for a
    /// folder replaced file by file, the kept folder.
    pub fn linked_to(&self) -> Option<&Path> {
        self.link.as_ref().map(|link| link.kept.as_path())
    }

    /// For a file made a clone, the kept copy whose blocks it shares.
    pub fn cloned_from(&self) -> Option<&Path> {
        self.clone.as_ref().map(|clone| clone.kept.as_path())
    }

    /// What the cleanup did with it.
    pub fn kind(&self) -> ItemKind {
        if self.link.is_some() {
            ItemKind::HardLink
        } else if self.clone.is_some() {
            ItemKind::Clone
        } else {
            ItemKind::Trash
        }
    }

    /// For a folder, how many files it held; 1 for a file.
    pub fn file_count(&self) -> usize {
        self.folder
            .as_ref()
            .map_or(1, |folder| folder.manifest.files.len())
    }
}

/// What a cleanup did with one item.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ItemKind {
    /// Moved it to the trash.
    Trash,
    /// Replaced it by a hard link to the kept copy.
    HardLink,
    /// Made it a clone of the kept copy (its blocks shared).
    Clone,
}

/// What a cleanup did, as `doppel restore --list` names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CleanupKind {
    /// Items moved to the trash.
    Trash,
    /// Copies replaced by hard links.
    HardLinks,
    /// Copies made clones.
    Clones,
    /// Nothing recorded yet.
    Empty,
}

impl std::fmt::Display for CleanupKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            CleanupKind::Trash => "trash",
            CleanupKind::HardLinks => "hard links",
            CleanupKind::Clones => "clones",
            CleanupKind::Empty => "-",
        })
    }
}

/// Where a journaled file stands, as far as the journal knows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileState {
    /// In the trash (or about to be: the record is written before the move); for a clone,
    /// cloned (or about to be) and not yet looked at by a restore.
    InTrash,
    /// A clone a restore found needs nothing put back; a restore asked to may still give it
    /// blocks of its own.
    Shared,
    /// Put back by a restore.
    Restored,
    /// Nothing left to restore, and why.
    Resolved(String),
    /// Still pending, but the last restore did not find its trash entry (emptied, or
    /// another disk at the trash's place), and why: never written off, a later restore looks
    /// again.
    NotFound(String),
}

/// One cleanup as the journal tells it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cleanup {
    /// The id `doppel restore` takes.
    pub id: String,
    /// When it started, RFC 3339 to the second.
    pub started: String,
    /// The files it moved or was about to move, in order.
    pub files: Vec<JournaledFile>,
    /// `false` when the cleanup was interrupted before its end was recorded.
    pub finished: bool,
    /// A line of its journal that could not be read, if any.
    pub damaged: Option<String>,
    pub(crate) journal: PathBuf,
}

impl Cleanup {
    /// When it started, if the journal's time reads back.
    pub fn started_at(&self) -> Option<SystemTime> {
        humantime::parse_rfc3339(&self.started).ok()
    }

    /// The files still in the trash as far as the journal knows: what a restore would do
    /// (with the clones not yet looked at by a restore, which say they never left).
    pub fn pending(&self) -> impl Iterator<Item = &JournaledFile> {
        self.files
            .iter()
            .filter(|file| matches!(file.state, FileState::InTrash | FileState::NotFound(_)))
    }

    /// The pending files no restore has yet looked for in vain: what makes this the cleanup
    /// a plain "undo the last" picks first.
    pub fn not_yet_looked_for(&self) -> impl Iterator<Item = &JournaledFile> {
        self.files
            .iter()
            .filter(|file| file.state == FileState::InTrash)
    }

    /// The clones a restore asked to unshare would give blocks of their own: every clone
    /// not yet unshared or settled otherwise.
    pub fn clones_to_unshare(&self) -> impl Iterator<Item = &JournaledFile> {
        self.files.iter().filter(|file| {
            file.clone.is_some() && matches!(file.state, FileState::InTrash | FileState::Shared)
        })
    }

    /// What it did: one cleanup has one kind (chosen for all its items).
    pub fn kind(&self) -> CleanupKind {
        match self.files.first().map(JournaledFile::kind) {
            None => CleanupKind::Empty,
            Some(ItemKind::Trash) => CleanupKind::Trash,
            Some(ItemKind::HardLink) => CleanupKind::HardLinks,
            Some(ItemKind::Clone) => CleanupKind::Clones,
        }
    }
}

/// An open journal file, appended to one flushed record at a time.
pub(crate) struct JournalWriter {
    file: File,
    path: PathBuf,
    pub(crate) id: String,
    next: usize,
    /// Records staged and not yet written.
    staged: Vec<u8>,
    /// A write that failed (a full disk) may have left part of a line: nothing written
    /// after it would be read, so every later write and sync fails with the same error.
    failed: Option<JournalError>,
}

/// The folder holding one journal file per cleanup.
fn folder(data_dir: &Path) -> PathBuf {
    data_dir.join("cleanups")
}

/// Why Doppel's cleanup journal could not be written: no journal, no move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum JournalError {
    /// A new cleanup's journal could not be made in its folder.
    NotStarted {
        /// The journals' folder.
        folder: PathBuf,
        /// The system's error.
        problem: IoProblem,
    },
    /// A cleanup's journal could not be reopened to record a restore.
    NotUpdated {
        /// The journal.
        path: PathBuf,
        /// The system's error.
        problem: IoProblem,
    },
    /// A record could not be written or flushed to the disk.
    NotWritten {
        /// The journal.
        path: PathBuf,
        /// The system's error.
        problem: IoProblem,
    },
    /// A record that could not be made (a bug): its words.
    Bug(String),
}

impl std::fmt::Display for JournalError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            JournalError::NotStarted { folder, problem } => write!(
                f,
                "the cleanup journal could not be written in {}: {problem}",
                folder.display()
            ),
            JournalError::NotUpdated { path, problem } => write!(
                f,
                "the cleanup journal {} could not be updated: {problem}",
                path.display()
            ),
            JournalError::NotWritten { path, problem } => write!(
                f,
                "the cleanup journal {} could not be written: {problem}",
                path.display()
            ),
            JournalError::Bug(words) => f.write_str(words),
        }
    }
}

impl std::error::Error for JournalError {}

impl JournalWriter {
    /// Starts the journal of a new cleanup, flushed to disk with its folder entry: no
    /// journal, no cleanup.
    pub(crate) fn begin(data_dir: &Path) -> Result<JournalWriter, JournalError> {
        let folder = folder(data_dir);
        let failed = |error: io::Error| JournalError::NotStarted {
            folder: folder.clone(),
            problem: IoProblem::of(&error),
        };
        fs::create_dir_all(&folder).map_err(failed)?;
        let stamp = id_stamp(SystemTime::now());
        let mut attempt = 1;
        let (file, id, path) = loop {
            let id = if attempt == 1 {
                stamp.clone()
            } else {
                format!("{stamp}-{attempt}")
            };
            let path = folder.join(format!("{id}.jsonl"));
            match OpenOptions::new().append(true).create_new(true).open(&path) {
                Ok(file) => break (file, id, path),
                Err(error) if error.kind() == ErrorKind::AlreadyExists && attempt < 1000 => {
                    attempt += 1;
                }
                Err(error) => return Err(failed(error)),
            }
        };
        let mut writer = JournalWriter {
            file,
            path,
            id: id.clone(),
            next: 0,
            staged: Vec::new(),
            failed: None,
        };
        writer.append(&Record::Begin {
            id,
            started: crate::format::rfc3339(SystemTime::now()),
            version: VERSION,
        })?;
        File::open(&folder)
            .and_then(|dir| dir.sync_all())
            .map_err(failed)?;
        Ok(writer)
    }

    /// Reopens a cleanup's journal to record what a restore did.
    pub(crate) fn reopen(cleanup: &Cleanup) -> Result<JournalWriter, JournalError> {
        let failed = |error: io::Error| JournalError::NotUpdated {
            path: cleanup.journal.clone(),
            problem: IoProblem::of(&error),
        };
        let mut file = OpenOptions::new()
            .read(true)
            .append(true)
            .open(&cleanup.journal)
            .map_err(failed)?;
        // A torn last line (the writer died mid-record) must not swallow the next record.
        let length = file.seek(SeekFrom::End(0)).map_err(failed)?;
        if length > 0 {
            let mut last = [0u8; 1];
            file.seek(SeekFrom::Start(length - 1)).map_err(failed)?;
            file.read_exact(&mut last).map_err(failed)?;
            if last[0] != b'\n' {
                file.write_all(b"\n").map_err(failed)?;
            }
        }
        Ok(JournalWriter {
            file,
            path: cleanup.journal.clone(),
            id: cleanup.id.clone(),
            next: cleanup.files.iter().map(|f| f.n + 1).max().unwrap_or(0),
            staged: Vec::new(),
            failed: None,
        })
    }

    /// Stages the record that `path` is about to become `entry` in `trash`; the file's
    /// number in this cleanup. Durable only after [`Self::sync`].
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn trashing(
        &mut self,
        path: &Path,
        size: u64,
        mtime_ns: i128,
        hash: ContentHash,
        trash: &Path,
        entry: &std::ffi::OsStr,
        identity: &Identity,
    ) -> Result<usize, JournalError> {
        let n = self.next;
        self.stage(&Record::Trashing {
            n,
            file: PathJson::from(path),
            size,
            mtime_ns: mtime_ns as i64,
            hash: content::to_hex(hash),
            trash: PathJson::from(trash),
            entry: PathJson::from(Path::new(entry)),
            identity: Some(identity.to_json()),
        })?;
        self.next += 1;
        Ok(n)
    }

    /// Stages the record that `path`, a companion of item `of` (a photo's RAW, Live Photo
    /// video or sidecar), is about to become `entry` in `trash` with it; its number.
    /// Durable only after [`Self::sync`].
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn trashing_companion(
        &mut self,
        of: usize,
        path: &Path,
        size: u64,
        mtime_ns: i128,
        hash: ContentHash,
        trash: &Path,
        entry: &std::ffi::OsStr,
        identity: &Identity,
    ) -> Result<usize, JournalError> {
        let n = self.next;
        self.stage(&Record::TrashingCompanion {
            n,
            of,
            file: PathJson::from(path),
            size,
            mtime_ns: mtime_ns as i64,
            hash: content::to_hex(hash),
            trash: PathJson::from(trash),
            entry: PathJson::from(Path::new(entry)),
            identity: identity.to_json(),
        })?;
        self.next += 1;
        Ok(n)
    }

    /// Stages the record that the folder at `path` (device `dev`, inode `ino`), holding
    /// what `manifest` lists, is about to become `entry` in `trash`; its number. Durable
    /// only after [`Self::sync`].
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn trashing_folder(
        &mut self,
        path: &Path,
        (dev, ino): (u64, u64),
        manifest: &Manifest,
        trash: &Path,
        entry: &std::ffi::OsStr,
        identity: &Identity,
    ) -> Result<usize, JournalError> {
        let n = self.next;
        self.stage(&Record::TrashingFolder {
            n,
            folder: PathJson::from(path),
            dev,
            ino,
            size: manifest.bytes(),
            trash: PathJson::from(trash),
            entry: PathJson::from(Path::new(entry)),
            folders: manifest
                .folders
                .iter()
                .map(|f| PathJson::from(f.as_path()))
                .collect(),
            files: manifest
                .files
                .iter()
                .map(|file| ManifestFileJson {
                    path: PathJson::from(file.path.as_path()),
                    size: file.size,
                    mtime_ns: file.mtime_ns as i64,
                    hash: content::to_hex(file.hash),
                })
                .collect(),
            identity: Some(identity.to_json()),
        })?;
        self.next += 1;
        Ok(n)
    }

    /// Stages the record that `path` is about to be replaced by a hard link to the kept copy
    /// `kept` (`kept_id`: its device and inode), first made under `temp` beside it, its
    /// original keeping the name `entry` in `trash`; its number. Durable only after
    /// [`Self::sync`].
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn linking(
        &mut self,
        path: &Path,
        size: u64,
        mtime_ns: i128,
        hash: ContentHash,
        trash: &Path,
        entry: &std::ffi::OsStr,
        identity: &Identity,
        (kept, kept_id, kept_btime_ns): (&Path, (u64, u64), Option<i128>),
        temp: &std::ffi::OsStr,
    ) -> Result<usize, JournalError> {
        let n = self.next;
        self.stage(&Record::Linking {
            n,
            file: PathJson::from(path),
            size,
            mtime_ns: mtime_ns as i64,
            hash: content::to_hex(hash),
            trash: PathJson::from(trash),
            entry: PathJson::from(Path::new(entry)),
            identity: identity.to_json(),
            kept: PathJson::from(kept),
            kept_dev: kept_id.0,
            kept_ino: kept_id.1,
            kept_btime_ns: kept_btime_ns.map(|t| t as i64),
            temp: PathJson::from(Path::new(temp)),
        })?;
        self.next += 1;
        Ok(n)
    }

    /// Stages the record that `path` (checked as `(dev, ino, btime_ns)`) is about to become a
    /// clone of the kept copy `kept` (`kept_id`: its device and inode); its number. Durable
    /// only after [`Self::sync`].
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn cloning(
        &mut self,
        path: &Path,
        size: u64,
        mtime_ns: i128,
        hash: ContentHash,
        (dev, ino, btime_ns): (u64, u64, Option<i128>),
        (kept, kept_id): (&Path, (u64, u64)),
    ) -> Result<usize, JournalError> {
        let n = self.next;
        self.stage(&Record::Cloning {
            n,
            file: PathJson::from(path),
            size,
            mtime_ns: mtime_ns as i64,
            hash: content::to_hex(hash),
            dev,
            ino,
            btime_ns: btime_ns.map(|t| t as i64),
            kept: PathJson::from(kept),
            kept_dev: kept_id.0,
            kept_ino: kept_id.1,
        })?;
        self.next += 1;
        Ok(n)
    }

    /// Stages the record that every file of the checked `folder` at `path` is about to
    /// become a clone of its copy in the kept folder; its number. Durable only after
    /// [`Self::sync`].
    pub(super) fn cloning_folder(
        &mut self,
        path: &Path,
        folder: &super::folder_checks::CheckedFolder,
    ) -> Result<usize, JournalError> {
        let n = self.next;
        let (kept_dev, kept_ino) = folder.kept.id();
        let manifest = &folder.manifest;
        self.stage(&Record::CloningFolder {
            n,
            folder: PathJson::from(path),
            dev: folder.stat.dev,
            ino: folder.stat.ino,
            size: manifest.bytes(),
            kept: PathJson::from(folder.kept.path.as_path()),
            kept_dev,
            kept_ino,
            folders: manifest
                .folders
                .iter()
                .map(|f| PathJson::from(f.as_path()))
                .collect(),
            files: manifest
                .files
                .iter()
                .map(|file| ClonedFileJson {
                    path: PathJson::from(file.path.as_path()),
                    size: file.size,
                    mtime_ns: file.mtime_ns as i64,
                    hash: content::to_hex(file.hash),
                    ino: folder.tree.files.get(&file.path).map_or(0, |stat| stat.ino),
                })
                .collect(),
        })?;
        self.next += 1;
        Ok(n)
    }

    /// Stages the record that every file of the checked `folder` at `path` is about to be
    /// replaced by a hard link to its copy in the kept folder, each first made as `temp` in
    /// the file's own folder, the originals keeping second names in the mirror `entry`
    /// reserved in `trash`; its number. Durable only after [`Self::sync`].
    pub(super) fn linking_folder(
        &mut self,
        path: &Path,
        folder: &super::folder_checks::CheckedFolder,
        (trash, entry): (&Path, &std::ffi::OsStr),
        identity: &Identity,
        temp: &std::ffi::OsStr,
    ) -> Result<usize, JournalError> {
        let n = self.next;
        let (kept_dev, kept_ino) = folder.kept.id();
        let manifest = &folder.manifest;
        let mut files = Vec::with_capacity(manifest.files.len());
        for (i, file) in manifest.files.iter().enumerate() {
            let (Some(stat), Some((copy, copy_stat))) =
                (folder.tree.files.get(&file.path), folder.kept.copy(i))
            else {
                return Err(JournalError::Bug(format!(
                    "{} was not checked as its folder was",
                    file.path.display()
                )));
            };
            files.push(LinkedFileJson {
                path: PathJson::from(file.path.as_path()),
                size: file.size,
                mtime_ns: file.mtime_ns as i64,
                hash: content::to_hex(file.hash),
                ino: stat.ino,
                btime_ns: stat.btime_ns.map(|t| t as i64),
                kept: PathJson::from(copy.as_path()),
                kept_ino: copy_stat.ino,
                kept_btime_ns: copy_stat.btime_ns.map(|t| t as i64),
            });
        }
        self.stage(&Record::LinkingFolder {
            n,
            folder: PathJson::from(path),
            dev: folder.stat.dev,
            ino: folder.stat.ino,
            size: manifest.bytes(),
            trash: PathJson::from(trash),
            entry: PathJson::from(Path::new(entry)),
            identity: identity.to_json(),
            kept: PathJson::from(folder.kept.path.as_path()),
            kept_dev,
            kept_ino,
            temp: PathJson::from(Path::new(temp)),
            folders: manifest
                .folders
                .iter()
                .map(|f| PathJson::from(f.as_path()))
                .collect(),
            files,
        })?;
        self.next += 1;
        Ok(n)
    }

    /// Records that a restore found clone `n` needs nothing put back.
    pub(crate) fn shared(&mut self, n: usize) -> Result<(), JournalError> {
        self.stage(&Record::Shared { n })
    }

    /// Records, durably, that a restore is about to make the temporary copy `temp` for
    /// item `n`: a later restore may then remove a leftover of that name as its own.
    pub(crate) fn copying(&mut self, n: usize, temp: &std::ffi::OsStr) -> Result<(), JournalError> {
        self.stage(&Record::Copying {
            n,
            temp: PathJson::from(Path::new(temp)),
        })?;
        self.sync()
    }

    /// Records, durably, that item `n`'s copy stands in place: what stays in the trash is
    /// the second half of the move.
    pub(crate) fn copied(&mut self, n: usize) -> Result<(), JournalError> {
        self.stage(&Record::Copied { n })?;
        self.sync()
    }

    pub(crate) fn not_moved(&mut self, n: usize) -> Result<(), JournalError> {
        self.stage(&Record::NotMoved { n })
    }

    /// The journal's device and the bytes it takes on the disk (its blocks), once written.
    pub(crate) fn footprint(&self) -> Option<(u64, u64)> {
        use std::os::unix::fs::MetadataExt;
        let metadata = self.file.metadata().ok()?;
        Some((metadata.dev(), metadata.blocks().saturating_mul(512)))
    }

    pub(crate) fn finished(&mut self) -> Result<(), JournalError> {
        self.append(&Record::Finished {
            at: crate::format::rfc3339(SystemTime::now()),
        })
    }

    pub(crate) fn restored(&mut self, n: usize) -> Result<(), JournalError> {
        self.stage(&Record::Restored { n })
    }

    /// Stages that a restore did not find item `n`'s trash entry, and why: it stays pending.
    pub(crate) fn not_found(&mut self, n: usize, why: &str) -> Result<(), JournalError> {
        self.stage(&Record::NotFound {
            n,
            why: why.to_string(),
        })
    }

    pub(crate) fn resolved(&mut self, n: usize, why: &str) -> Result<(), JournalError> {
        self.stage(&Record::Resolved {
            n,
            why: why.to_string(),
        })
    }

    /// Writes every staged record and flushes the journal to the disk: what must be done
    /// before any file of a batch moves.
    pub(crate) fn sync(&mut self) -> Result<(), JournalError> {
        self.write_staged()?;
        let synced = self.file.sync_data();
        synced.map_err(|error| self.broken(&error))
    }

    fn write_staged(&mut self) -> Result<(), JournalError> {
        if let Some(failed) = &self.failed {
            return Err(failed.clone());
        }
        if self.staged.is_empty() {
            return Ok(());
        }
        let written = self.file.write_all(&self.staged);
        self.staged.clear();
        written.map_err(|error| self.broken(&error))
    }

    /// The error of a write that failed, kept: the journal may end in part of a line now.
    fn broken(&mut self, error: &io::Error) -> JournalError {
        let failed = self.cannot_write(error);
        self.failed = Some(failed.clone());
        failed
    }

    /// One line, written now and flushed to the disk before returning.
    fn append(&mut self, record: &Record) -> Result<(), JournalError> {
        self.stage(record)?;
        self.sync()
    }

    /// One line, staged: durable at the next [`Self::sync`]. Outcomes a lost write cannot
    /// harm (`not_moved`, `restored`, `resolved`: a restore recognises an item already back
    /// in place, or never moved) are only staged; syncing each would double the time of a
    /// large restore.
    fn stage(&mut self, record: &Record) -> Result<(), JournalError> {
        serde_json::to_writer(&mut self.staged, record)
            .map_err(|error| JournalError::Bug(error.to_string()))?;
        self.staged.push(b'\n');
        if self.staged.len() >= WRITE_AT {
            self.write_staged()?;
        }
        Ok(())
    }

    fn cannot_write(&self, error: &io::Error) -> JournalError {
        JournalError::NotWritten {
            path: self.path.clone(),
            problem: IoProblem::of(error),
        }
    }
}

impl Drop for JournalWriter {
    /// Lazily recorded outcomes still staged are written (not flushed) on the way out.
    fn drop(&mut self) {
        let _ = self.write_staged();
    }
}

/// Every cleanup in the journal, oldest first.
pub fn list(data_dir: &Path) -> Result<Vec<Cleanup>, String> {
    let mut cleanups: Vec<Cleanup> = journal_paths(data_dir)?
        .iter()
        .filter_map(|path| read_one(path))
        .collect();
    cleanups.sort_by(|a, b| a.id.cmp(&b.id));
    Ok(cleanups)
}

/// The cleanup a restore asks for, read alone: for [`Which::Last`] the journals are read
/// newest first and the first with anything still in the trash is the one, so a restore
/// never holds more than one journal, however many there are.
///
/// With `unshare_clones`, a cleanup with clones still to give blocks of their own counts as
/// one with something to restore.
pub(crate) fn find(
    data_dir: &Path,
    which: &super::Which,
    unshare_clones: bool,
) -> Result<Cleanup, super::RestoreError> {
    use super::{RestoreError, Which};
    let mut paths = journal_paths(data_dir).map_err(RestoreError::Failed)?;
    // Newest first: an id is the time the cleanup began, so the names sort by age.
    paths.sort_by(|a, b| b.file_stem().cmp(&a.file_stem()));
    match which {
        Which::Last => {
            // The newest with something no restore has looked for in vain; failing that, the
            // newest still pending at all (its entries may be back: another disk returned).
            let mut fallback = None;
            for cleanup in paths.iter().filter_map(|path| read_one(path)) {
                if cleanup.not_yet_looked_for().next().is_some()
                    || (unshare_clones && cleanup.clones_to_unshare().next().is_some())
                {
                    return Ok(cleanup);
                }
                if fallback.is_none() && cleanup.pending().next().is_some() {
                    fallback = Some(cleanup);
                }
            }
            fallback.ok_or(RestoreError::NothingToRestore)
        }
        Which::Id(id) => paths
            .iter()
            .filter(|path| path.file_stem().is_some_and(|stem| stem == id.as_str()))
            .find_map(|path| read_one(path))
            .ok_or_else(|| RestoreError::NoSuchCleanup(id.clone())),
    }
}

/// Every journal file in the data folder, in no order.
fn journal_paths(data_dir: &Path) -> Result<Vec<PathBuf>, String> {
    let folder = folder(data_dir);
    let entries = match fs::read_dir(&folder) {
        Ok(entries) => entries,
        Err(error) if error.kind() == ErrorKind::NotFound => return Ok(Vec::new()),
        Err(error) => {
            return Err(format!(
                "the cleanup journal {} could not be read: {}",
                folder.display(),
                describe_io_error(&error)
            ));
        }
    };
    Ok(entries
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "jsonl"))
        .collect())
}

/// The journal's lines, read one at a time (a journal of a million items is never held
/// whole): each line, and whether it is the last and lacks its newline (torn by a kill);
/// or the error that stopped the reading (the last item).
fn lines_of(path: &Path) -> Option<impl Iterator<Item = io::Result<(Vec<u8>, bool)>>> {
    let mut reader = io::BufReader::with_capacity(256 * 1024, File::open(path).ok()?);
    let mut failed = false;
    Some(std::iter::from_fn(move || {
        loop {
            if failed {
                return None;
            }
            let mut line = Vec::new();
            match io::BufRead::read_until(&mut reader, b'\n', &mut line) {
                Ok(0) => return None,
                Err(error) => {
                    failed = true;
                    return Some(Err(error));
                }
                Ok(_) => {
                    let torn = line.last() != Some(&b'\n');
                    if !torn {
                        line.pop();
                    }
                    if !line.is_empty() {
                        return Some(Ok((line, torn)));
                    }
                }
            }
        }
    }))
}

/// One journal file; `None` when it holds no record of a cleanup at all.
fn read_one(path: &Path) -> Option<Cleanup> {
    let lines = lines_of(path)?;
    // Where item `n` is in `cleanup.files`, for the records that follow it.
    let mut index: HashMap<usize, usize> = HashMap::new();
    let mut cleanup = Cleanup {
        id: path.file_stem()?.to_string_lossy().into_owned(),
        started: String::new(),
        files: Vec::new(),
        finished: false,
        damaged: None,
        journal: path.to_path_buf(),
    };
    let mut began = false;
    let mut any_record = false;
    for (number, line) in lines.enumerate() {
        let (line, torn) = match line {
            Ok(line) => line,
            // What was read still counts; what follows could not be, and is reported.
            Err(error) => {
                cleanup.damaged.get_or_insert_with(|| {
                    format!(
                        "could not be read past line {number}: {}",
                        describe_io_error(&error)
                    )
                });
                break;
            }
        };
        let record = match serde_json::from_slice::<Record>(&line) {
            Ok(record) => record,
            // The process died while writing its last record.
            Err(_) if torn => break,
            Err(error) => {
                cleanup.damaged.get_or_insert_with(|| {
                    format!("line {} could not be read: {error}", number + 1)
                });
                continue;
            }
        };
        any_record = true;
        let damaged = |cleanup: &mut Cleanup, what: &str| {
            cleanup
                .damaged
                .get_or_insert_with(|| format!("line {} {what}", number + 1));
        };
        match record {
            Record::Begin { id, started, .. } => {
                began = true;
                // The file's own name is the id `doppel restore` is given; a record naming
                // another is not believed.
                if id == cleanup.id {
                    cleanup.started = started;
                } else {
                    damaged(&mut cleanup, "names another cleanup");
                }
            }
            Record::Trashing {
                n,
                file,
                size,
                mtime_ns,
                hash,
                trash,
                entry,
                identity,
            } => {
                let Some(hash) = content::from_hex(&hash) else {
                    damaged(&mut cleanup, "has no valid hash");
                    continue;
                };
                let item = JournaledFile {
                    identity: identity.map(Identity::from_json),
                    ..file_in_trash(n, file, (size, mtime_ns, hash), trash, entry)
                };
                admit(&mut cleanup, &mut index, item, number);
            }
            Record::TrashingCompanion {
                n,
                of,
                file,
                size,
                mtime_ns,
                hash,
                trash,
                entry,
                identity,
            } => {
                let Some(hash) = content::from_hex(&hash) else {
                    damaged(&mut cleanup, "has no valid hash");
                    continue;
                };
                // Staged right after its file's record: that file is known by now.
                let Some(photo) = index.get(&of).map(|&i| cleanup.files[i].path.clone()) else {
                    damaged(
                        &mut cleanup,
                        "names a companion of an item it does not hold",
                    );
                    continue;
                };
                let item = JournaledFile {
                    identity: Some(Identity::from_json(identity)),
                    companion_of: Some(photo),
                    ..file_in_trash(n, file, (size, mtime_ns, hash), trash, entry)
                };
                admit(&mut cleanup, &mut index, item, number);
            }
            Record::Linking {
                n,
                file,
                size,
                mtime_ns,
                hash,
                trash,
                entry,
                identity,
                kept,
                kept_dev,
                kept_ino,
                kept_btime_ns,
                temp,
            } => {
                let Some(hash) = content::from_hex(&hash) else {
                    damaged(&mut cleanup, "has no valid hash");
                    continue;
                };
                let item = JournaledFile {
                    identity: Some(Identity::from_json(identity)),
                    link: Some(Box::new(JournaledLink {
                        kept: PathBuf::from(kept),
                        kept_dev,
                        kept_ino,
                        kept_btime_ns: kept_btime_ns.map(i128::from),
                        temp: PathBuf::from(temp).into_os_string(),
                        files: Vec::new(),
                    })),
                    ..file_in_trash(n, file, (size, mtime_ns, hash), trash, entry)
                };
                admit(&mut cleanup, &mut index, item, number);
            }
            Record::LinkingFolder {
                n,
                folder,
                dev,
                ino,
                size,
                trash,
                entry,
                identity,
                kept,
                kept_dev,
                kept_ino,
                temp,
                folders,
                files,
            } => {
                let recorded = files.len();
                let mut manifest_files = Vec::with_capacity(recorded);
                let mut linked = Vec::with_capacity(recorded);
                for file in files {
                    let Some(hash) = content::from_hex(&file.hash) else {
                        break;
                    };
                    manifest_files.push(ManifestFile {
                        path: PathBuf::from(file.path),
                        size: file.size,
                        mtime_ns: i128::from(file.mtime_ns),
                        hash,
                    });
                    linked.push(LinkedFile {
                        ino: file.ino,
                        btime_ns: file.btime_ns.map(i128::from),
                        kept: PathBuf::from(file.kept),
                        kept_ino: file.kept_ino,
                        kept_btime_ns: file.kept_btime_ns.map(i128::from),
                    });
                }
                if linked.len() != recorded {
                    damaged(&mut cleanup, "has no valid hash");
                    continue;
                }
                let manifest = Manifest {
                    folders: folders.into_iter().map(PathBuf::from).collect(),
                    files: manifest_files,
                };
                let mut item = folder_in_trash(n, folder, size, trash, entry);
                item.folder = Some(Box::new(JournaledFolder { dev, ino, manifest }));
                item.identity = Some(Identity::from_json(identity));
                item.link = Some(Box::new(JournaledLink {
                    kept: PathBuf::from(kept),
                    kept_dev,
                    kept_ino,
                    kept_btime_ns: None,
                    temp: PathBuf::from(temp).into_os_string(),
                    files: linked,
                }));
                admit(&mut cleanup, &mut index, item, number);
            }
            Record::TrashingFolder {
                n,
                folder,
                dev,
                ino,
                size,
                trash,
                entry,
                folders,
                files,
                identity,
            } => {
                let files: Option<Vec<ManifestFile>> = files
                    .into_iter()
                    .map(|file| {
                        Some(ManifestFile {
                            path: PathBuf::from(file.path),
                            size: file.size,
                            mtime_ns: i128::from(file.mtime_ns),
                            hash: content::from_hex(&file.hash)?,
                        })
                    })
                    .collect();
                let Some(files) = files else {
                    damaged(&mut cleanup, "has no valid hash");
                    continue;
                };
                let manifest = Manifest {
                    folders: folders.into_iter().map(PathBuf::from).collect(),
                    files,
                };
                let mut item = folder_in_trash(n, folder, size, trash, entry);
                item.folder = Some(Box::new(JournaledFolder { dev, ino, manifest }));
                item.identity = identity.map(Identity::from_json);
                admit(&mut cleanup, &mut index, item, number);
            }
            Record::Cloning {
                n,
                file,
                size,
                mtime_ns,
                hash,
                dev,
                ino,
                btime_ns,
                kept,
                kept_dev,
                kept_ino,
            } => {
                let Some(hash) = content::from_hex(&hash) else {
                    damaged(&mut cleanup, "has no valid hash");
                    continue;
                };
                let item = JournaledFile {
                    n,
                    path: PathBuf::from(file),
                    size,
                    mtime_ns,
                    hash,
                    // Nothing goes to the trash.
                    trash: PathBuf::new(),
                    entry: OsString::new(),
                    state: FileState::InTrash,
                    folder: None,
                    identity: None,
                    copying: None,
                    copied: false,
                    link: None,
                    clone: Some(Box::new(JournaledClone {
                        dev,
                        ino,
                        btime_ns: btime_ns.map(i128::from),
                        kept: PathBuf::from(kept),
                        kept_dev,
                        kept_ino,
                        inodes: Vec::new(),
                    })),
                    companion_of: None,
                };
                admit(&mut cleanup, &mut index, item, number);
            }
            Record::CloningFolder {
                n,
                folder,
                dev,
                ino,
                size,
                kept,
                kept_dev,
                kept_ino,
                folders,
                files,
            } => {
                let inodes = files.iter().map(|file| file.ino).collect();
                let files: Option<Vec<ManifestFile>> = files
                    .into_iter()
                    .map(|file| {
                        Some(ManifestFile {
                            path: PathBuf::from(file.path),
                            size: file.size,
                            mtime_ns: i128::from(file.mtime_ns),
                            hash: content::from_hex(&file.hash)?,
                        })
                    })
                    .collect();
                let Some(files) = files else {
                    damaged(&mut cleanup, "has no valid hash");
                    continue;
                };
                let manifest = Manifest {
                    folders: folders.into_iter().map(PathBuf::from).collect(),
                    files,
                };
                let item = JournaledFile {
                    n,
                    path: PathBuf::from(folder),
                    size,
                    mtime_ns: 0,
                    hash: 0,
                    trash: PathBuf::new(),
                    entry: OsString::new(),
                    state: FileState::InTrash,
                    folder: Some(Box::new(JournaledFolder { dev, ino, manifest })),
                    identity: None,
                    copying: None,
                    copied: false,
                    link: None,
                    clone: Some(Box::new(JournaledClone {
                        dev,
                        ino,
                        btime_ns: None,
                        kept: PathBuf::from(kept),
                        kept_dev,
                        kept_ino,
                        inodes,
                    })),
                    companion_of: None,
                };
                admit(&mut cleanup, &mut index, item, number);
            }
            Record::Shared { n } => set_state(&mut cleanup, &index, n, FileState::Shared),
            Record::Copying { n, temp } => {
                let temp = PathBuf::from(temp).into_os_string();
                if let Some(file) = index.get(&n).map(|&at| &mut cleanup.files[at]) {
                    // Only a name a restore makes for this item may be removed later.
                    let ours = file.path.file_name().is_some_and(|name| {
                        is_one_name(&temp) && super::trash::is_temporary_name_for(&temp, name)
                    });
                    if ours {
                        file.copying = Some(temp);
                    } else {
                        damaged(
                            &mut cleanup,
                            "names as a temporary copy something that is not one Doppel makes",
                        );
                    }
                }
            }
            Record::Copied { n } => {
                if let Some(&at) = index.get(&n) {
                    cleanup.files[at].copied = true;
                }
            }
            Record::NotMoved { n } => set_state(
                &mut cleanup,
                &index,
                n,
                FileState::Resolved("it was never moved".to_string()),
            ),
            Record::Finished { .. } => cleanup.finished = true,
            Record::Restored { n } => set_state(&mut cleanup, &index, n, FileState::Restored),
            Record::Resolved { n, why } => {
                set_state(&mut cleanup, &index, n, FileState::Resolved(why))
            }
            Record::NotFound { n, why } => {
                set_state(&mut cleanup, &index, n, FileState::NotFound(why))
            }
        }
    }
    if !began && any_record {
        // Its first line was lost (a damaged disk, an edit): what it recorded still counts.
        cleanup
            .damaged
            .get_or_insert_with(|| "its first line (the cleanup's start) is missing".to_string());
    }
    any_record.then_some(cleanup)
}

/// A file's item as its record names it, moved into the trash as `entry`; its identity,
/// link and photo are the record's own, set by the caller.
fn file_in_trash(
    n: usize,
    file: PathJson,
    (size, mtime_ns, hash): (u64, i64, ContentHash),
    trash: PathJson,
    entry: PathJson,
) -> JournaledFile {
    JournaledFile {
        n,
        path: PathBuf::from(file),
        size,
        mtime_ns,
        hash,
        trash: PathBuf::from(trash),
        entry: PathBuf::from(entry).into_os_string(),
        state: FileState::InTrash,
        folder: None,
        identity: None,
        copying: None,
        copied: false,
        link: None,
        clone: None,
        companion_of: None,
    }
}

/// A folder's item as its record names it, moved (or mirrored) into the trash as `entry`;
/// its manifest, identity and link are the record's own, set by the caller. A folder has
/// no modified time or content hash of its own: its manifest holds its files'.
fn folder_in_trash(
    n: usize,
    folder: PathJson,
    size: u64,
    trash: PathJson,
    entry: PathJson,
) -> JournaledFile {
    file_in_trash(n, folder, (size, 0, 0), trash, entry)
}

/// Adds a journaled item read from line `number` (0-based), or, when it is not one Doppel
/// writes, notes the damage and leaves it out.
fn admit(
    cleanup: &mut Cleanup,
    index: &mut HashMap<usize, usize>,
    item: JournaledFile,
    number: usize,
) {
    match invalid(&item) {
        Some(what) => {
            cleanup
                .damaged
                .get_or_insert_with(|| format!("line {} {what}", number + 1));
        }
        None => {
            index.insert(item.n, cleanup.files.len());
            cleanup.files.push(item);
        }
    }
}

/// Why a journaled item is not one Doppel writes: its paths must be absolute and
/// normalised, and its trash entry one plain name, so that nothing a journal says can lead
/// a restore outside the trash folder or to a path a scan would not record.
fn invalid(item: &JournaledFile) -> Option<&'static str> {
    if fs_at::not_normalised(&item.path).is_some() {
        return Some("gives an original path that is not absolute and normalised");
    }
    if let Some(clone) = &item.clone {
        if fs_at::not_normalised(&clone.kept).is_some() {
            return Some("gives a kept copy whose path is not absolute and normalised");
        }
        let files = item.folder.as_ref().map_or(0, |f| f.manifest.files.len());
        if clone.inodes.len() != files {
            return Some("gives a folder's inodes that do not match its files");
        }
    } else {
        // A clone has no trash entry: nothing a restore may take from the trash.
        if fs_at::not_normalised(&item.trash).is_some() {
            return Some("gives a trash folder that is not absolute and normalised");
        }
        if !is_one_name(&item.entry) {
            return Some("gives a trash entry that is not one file name");
        }
    }
    let relative_ok = |path: &Path| {
        path.components()
            .all(|part| matches!(part, std::path::Component::Normal(_)))
    };
    if let Some(link) = &item.link {
        if fs_at::not_normalised(&link.kept).is_some() {
            return Some("gives a kept copy whose path is not absolute and normalised");
        }
        // Only a name the cleanup makes may be removed or swapped by a restore.
        if !is_one_name(&link.temp) || !super::link::is_temporary_name(&link.temp) {
            return Some("names as a link's temporary name something that is not one Doppel makes");
        }
        // A folder replaced file by file names each file's kept copy; a file names none.
        let files = item.folder.as_ref().map_or(0, |f| f.manifest.files.len());
        if link.files.len() != files {
            return Some("gives a folder's kept copies that do not match its files");
        }
        let inside = |path: &Path| path.components().next().is_some() && relative_ok(path);
        if !link.files.iter().all(|file| inside(&file.kept)) {
            return Some("lists a kept copy outside the kept folder");
        }
    }
    if let Some(folder) = &item.folder {
        let paths = folder
            .manifest
            .folders
            .iter()
            .chain(folder.manifest.files.iter().map(|file| &file.path));
        if !paths.into_iter().all(|path| relative_ok(path)) {
            return Some("lists a folder's content outside it");
        }
    }
    None
}

/// One plain file name: not empty, no `/`, not `.` or `..`, no NUL.
fn is_one_name(name: &std::ffi::OsStr) -> bool {
    use std::os::unix::ffi::OsStrExt;
    let bytes = name.as_bytes();
    !bytes.is_empty()
        && bytes != b"."
        && bytes != b".."
        && !bytes.contains(&b'/')
        && !bytes.contains(&0)
}

fn set_state(cleanup: &mut Cleanup, index: &HashMap<usize, usize>, n: usize, state: FileState) {
    if let Some(file) = index.get(&n).map(|&at| &mut cleanup.files[at]) {
        file.state = state;
    }
}

/// `20261122-225001`: sorts in time order, reads as a date, types easily.
fn id_stamp(time: SystemTime) -> String {
    let text = crate::format::rfc3339(time); // 2026-11-22T22:50:01Z
    text.chars()
        .filter(|c| c.is_ascii_digit() || *c == 'T')
        .map(|c| if c == 'T' { '-' } else { c })
        .collect()
}
