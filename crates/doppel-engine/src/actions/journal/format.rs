//! The journal's on-disk format: the records of a cleanup's journal file, as serde writes
//! and reads them, and the version they carry. What they mean in memory is in `mod.rs`.
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
//!   later restore looks again;
//! - `reserving` / `released` (read, no longer written): for a while version 8 recorded
//!   each trash name before reserving it, and a restore each such name it gave back; they
//!   name no item, and are read past.
//!
//! A folder's `n` counts with the files'; `not_moved`, `restored` and `resolved` name it the
//! same way. Paths are written like the JSON report's (`path`, plus `path_bytes` for names
//! that are not UTF-8). Journals of versions 2 and 3 are read as before (without identity).

use serde::{Deserialize, Serialize};

use std::path::PathBuf;

use super::Identity;
use crate::actions::content;
use crate::actions::tree::{Manifest, ManifestFile};
use crate::report::json::PathJson;

/// The journal's layout version, in each `begin` record. Version 3 added `trashing_folder`,
/// version 4 `identity`, `copying` and `copied`, version 5 `linking`, version 6 `cloning`
/// and `shared`, version 7 `linking_folder`, version 8 `trashing_companion`; earlier
/// journals are read alike.
pub(super) const VERSION: u32 = 8;

/// Staged records are written out once this many bytes wait (they are synced only when asked).
pub(super) const WRITE_AT: usize = 256 * 1024;

#[derive(Serialize, Deserialize)]
#[serde(tag = "record", rename_all = "snake_case")]
pub(super) enum Record {
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
    /// Read, never written: for a while, version 8 wrote one before each trash name it
    /// reserved (commits e8b4ac7 to 753a4ad), and a restore one for each such name it
    /// gave back. They name no item; a journal holding them is read as it was.
    Reserving {
        file: PathJson,
        trash: PathJson,
        deleted: String,
    },
    Released {
        file: PathJson,
    },
}

/// What tells a trashed item from any other, as the journal writes it.
#[derive(Serialize, Deserialize)]
pub(super) struct IdentityJson {
    pub(super) volume: String,
    pub(super) ino: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) btime_ns: Option<i64>,
    pub(super) deleted: String,
}

impl Identity {
    pub(super) fn to_json(&self) -> IdentityJson {
        IdentityJson {
            volume: self.volume.clone(),
            ino: self.ino,
            btime_ns: self.btime_ns.map(|t| t as i64),
            deleted: self.deleted.clone(),
        }
    }

    pub(super) fn from_json(json: IdentityJson) -> Identity {
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
pub(super) struct ManifestFileJson {
    #[serde(flatten)]
    pub(super) path: PathJson,
    pub(super) size: u64,
    pub(super) mtime_ns: i64,
    pub(super) hash: String,
}

impl ManifestFileJson {
    pub(super) fn of(file: &ManifestFile) -> ManifestFileJson {
        ManifestFileJson {
            path: PathJson::from(file.path.as_path()),
            size: file.size,
            mtime_ns: file.mtime_ns as i64,
            hash: content::to_hex(file.hash),
        }
    }

    /// The manifest's file; `None` when its hash is not one.
    pub(super) fn to_manifest(&self) -> Option<ManifestFile> {
        Some(ManifestFile {
            path: PathBuf::from(self.path.clone()),
            size: self.size,
            mtime_ns: i128::from(self.mtime_ns),
            hash: content::from_hex(&self.hash)?,
        })
    }
}

/// A folder's subfolders, as the journal writes them.
pub(super) fn folders_json(manifest: &Manifest) -> Vec<PathJson> {
    manifest
        .folders
        .iter()
        .map(|folder| PathJson::from(folder.as_path()))
        .collect()
}

/// One file of a folder cloned file by file, as the journal writes it: its manifest's
/// fields and its inode, side by side.
#[derive(Serialize, Deserialize)]
pub(super) struct ClonedFileJson {
    #[serde(flatten)]
    pub(super) file: ManifestFileJson,
    pub(super) ino: u64,
}

/// One file of a folder replaced by hard links file by file, as the journal writes it.
#[derive(Serialize, Deserialize)]
pub(super) struct LinkedFileJson {
    #[serde(flatten)]
    pub(super) file: ManifestFileJson,
    pub(super) ino: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) btime_ns: Option<i64>,
    /// Its kept copy, relative to the kept folder.
    pub(super) kept: PathJson,
    pub(super) kept_ino: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) kept_btime_ns: Option<i64>,
}
