//! The write-ahead cleanup journal: what each cleanup moves to the trash, written down and
//! flushed to disk *before* the file moves, so a cleanup interrupted at any point (Ctrl+C,
//! a crash, the power) can still be undone in full.
//!
//! The journal's parts: the format on disk (`format.rs`: the records and their version), the
//! writer a cleanup and a restore append records with (`writer.rs`), the reader that lists
//! and finds cleanups (`reader.rs`), and what a record of an item says in memory and the
//! rules it must keep (`items.rs`). Why a journal could not be written is
//! `../journal_error.rs`, apart, so that the refusals can name it without importing the
//! journal. This file holds what a journal says in memory: a [`Cleanup`] and its
//! [`JournaledFile`]s.

mod format;
mod items;
mod reader;
mod writer;

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use super::content::ContentHash;
use super::tree::Manifest;
use super::way::Way;

pub use super::journal_error::JournalError;
pub(crate) use reader::find;
pub use reader::list;
pub(crate) use writer::JournalWriter;

/// The folder holding one journal file per cleanup.
fn folder(data_dir: &Path) -> PathBuf {
    data_dir.join("cleanups")
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

/// How a cleanup dealt with a journaled item: its [`Way`], with what the undo of that way
/// needs (`restore/` matches it in full: `bring_back.rs`, `unlink.rs`, `unshare.rs`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum How {
    /// Moved to the trash, where `trash` and `entry` name it.
    Trashed,
    /// Replaced by a hard link to the kept copy: the kept copy it was linked to (for a
    /// folder replaced file by file, the kept folder and each file's kept copy); `trash` and
    /// `entry` name its original (a folder's: its mirror).
    Linked(Box<JournaledLink>),
    /// Made a clone of the kept copy: nothing in the trash (`trash` and `entry` are empty).
    Cloned(Box<JournaledClone>),
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
    /// How the cleanup dealt with it: its way, with what undoing that needs.
    pub(crate) how: How,
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
        match &self.how {
            How::Linked(link) => Some(&link.kept),
            How::Trashed | How::Cloned(_) => None,
        }
    }

    /// For a file made a clone, the kept copy whose blocks it shares.
    pub fn cloned_from(&self) -> Option<&Path> {
        match &self.how {
            How::Cloned(clone) => Some(&clone.kept),
            How::Trashed | How::Linked(_) => None,
        }
    }

    /// The way the cleanup dealt with it.
    pub fn way(&self) -> Way {
        match self.how {
            How::Trashed => Way::Trash,
            How::Linked(_) => Way::HardLink,
            How::Cloned(_) => Way::Clone,
        }
    }

    /// For a folder, how many files it held; 1 for a file.
    pub fn file_count(&self) -> usize {
        self.folder
            .as_ref()
            .map_or(1, |folder| folder.manifest.files.len())
    }
}

/// Where a journaled file stands, as far as the journal knows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileState {
    /// Acted on by its way, or about to be (the record is written before the act), and not
    /// undone: in the trash; replaced by a link, its original in the trash; a clone not yet
    /// looked at by a restore.
    Pending,
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
    /// When its journal was last written: for a cleanup undone, when the undo was (a
    /// restore is the last to write a journal).
    pub last_written: Option<SystemTime>,
    pub(crate) journal: PathBuf,
}

impl Cleanup {
    /// When it started, if the journal's time reads back.
    pub fn started_at(&self) -> Option<SystemTime> {
        humantime::parse_rfc3339(&self.started).ok()
    }

    /// Whether it was undone: something was put back, and nothing is left to put back.
    pub fn undone(&self) -> bool {
        let restored = (self.files.iter()).any(|file| file.state == FileState::Restored);
        restored && self.pending().next().is_none()
    }

    /// The files still in the trash as far as the journal knows: what a restore would do
    /// (with the clones not yet looked at by a restore, which say they never left).
    pub fn pending(&self) -> impl Iterator<Item = &JournaledFile> {
        self.files
            .iter()
            .filter(|file| matches!(file.state, FileState::Pending | FileState::NotFound(_)))
    }

    /// The pending files no restore has yet looked for in vain: what makes this the cleanup
    /// a plain "undo the last" picks first.
    pub fn not_yet_looked_for(&self) -> impl Iterator<Item = &JournaledFile> {
        self.files
            .iter()
            .filter(|file| file.state == FileState::Pending)
    }

    /// The clones a restore asked to unshare would give blocks of their own: every clone
    /// not yet unshared or settled otherwise.
    pub fn clones_to_unshare(&self) -> impl Iterator<Item = &JournaledFile> {
        self.files.iter().filter(|file| {
            matches!(file.how, How::Cloned(_))
                && matches!(file.state, FileState::Pending | FileState::Shared)
        })
    }

    /// The way it dealt with its items (one, chosen for all of them); `None` while it has
    /// recorded none.
    pub fn way(&self) -> Option<Way> {
        self.files.first().map(JournaledFile::way)
    }
}
