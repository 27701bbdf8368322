//! What a cleanup did, as its callers read it: each item acted on and what it became by the
//! cleanup's way, what was left alone and why, whether it stopped, and the space measured.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use super::measured::SpaceMeasured;
use super::reasons::{Refusal, Stopped};
use super::space::Less;

/// A file moved to the trash (or, in a dry run, that would be).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrashedFile {
    /// Where it was.
    pub path: PathBuf,
    /// Its size in bytes.
    pub size: u64,
    /// The trash folder it went to, and its name in that folder's `files/` (empty in a dry
    /// run: no name is reserved).
    pub(crate) trash: PathBuf,
    /// Its name in the trash folder's `files/`.
    pub(crate) entry: OsString,
    /// A folder moved whole (its `size` is the total of its files).
    pub folder: bool,
    /// What it became, by the cleanup's way.
    pub became: Became,
    /// The bytes expected to come back: for a file moved to the trash or replaced by a hard
    /// link, once the trash is emptied (`size`, or nothing for a file that had other names
    /// besides this one); for a clone, at once (its blocks not shared already).
    pub frees: u64,
    /// For a companion moved with a file (a photo's RAW, Live Photo video, sidecar): that
    /// file's path. It follows that file in [`CleanupOutcome::trashed`].
    pub companion_of: Option<PathBuf>,
}

/// What a copy became: the [`Way`](super::Way) it was dealt with, with what that way tells.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Became {
    /// An item in the trash.
    InTrash,
    /// A hard link to the kept copy (its original is in the trash).
    LinkTo(PathBuf),
    /// A clone of the kept copy, sharing its blocks (nothing went to the trash).
    CloneOf {
        /// The kept copy whose blocks it shares.
        kept: PathBuf,
        /// Why it frees less than its blocks take, if it does (its blocks shared already,
        /// with the kept copy or a snapshot: then it frees nothing, and is cloned all the
        /// same).
        frees_less: Option<Less>,
    },
}

impl TrashedFile {
    /// For a file replaced by a hard link, the kept copy its name now points at.
    pub fn linked_to(&self) -> Option<&Path> {
        match &self.became {
            Became::LinkTo(kept) => Some(kept),
            Became::InTrash | Became::CloneOf { .. } => None,
        }
    }

    /// For a file made a clone, the kept copy whose blocks it now shares.
    pub fn cloned_from(&self) -> Option<&Path> {
        match &self.became {
            Became::CloneOf { kept, .. } => Some(kept),
            Became::InTrash | Became::LinkTo(_) => None,
        }
    }

    /// For a clone, why it frees less than its blocks take, if it does.
    pub fn frees_less(&self) -> Option<Less> {
        match &self.became {
            Became::CloneOf { frees_less, .. } => *frees_less,
            Became::InTrash | Became::LinkTo(_) => None,
        }
    }
}

/// What [`execute`](super::execute) did. The plan's own refusals are not repeated in `failed`.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CleanupOutcome {
    /// The journal's id for this cleanup (`None` for a dry run, or when nothing was due).
    pub id: Option<String>,
    /// The files moved (or, in a dry run, that would be), in the plan's order.
    pub trashed: Vec<TrashedFile>,
    /// The files left in place, with the reason.
    pub failed: Vec<Refusal>,
    /// Stopped before the end (cancelled, the journal could not be written, the disk is
    /// full); the files not reached are in `failed` with the reason.
    pub stopped: Option<Stopped>,
    /// Each file system acted on: its free space measured before the first act and after
    /// the last, beside what was expected (empty for a dry run).
    pub space: Vec<SpaceMeasured>,
}
