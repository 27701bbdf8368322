//! Undo: puts a journaled cleanup's files back where they were.
//!
//! Each file comes back from the exact trash entry the journal names, and only after that
//! entry is checked to hold the recorded content (an unrelated item that took the same name
//! later is never "restored"). Nothing is ever put over a file that stands at the original
//! path. Every outcome is written back to the journal, and a file whose journal update was
//! lost is recognised next time (its content is already in place), so no restore is ever
//! stuck: what can come back comes back, and the rest is listed with the reason.

use std::ffi::OsStr;
use std::fs::File;
use std::io;
use std::os::fd::AsFd;
use std::path::PathBuf;

use super::content;
use super::fs_at;
use super::journal::{self, Cleanup, FileState, JournalWriter, JournaledFile};
use super::lock::ActionLock;
use super::places::ActionPlaces;
use super::plan::Refusal;
use super::reasons;
use super::restore_folder;
use super::trash::{TrashFolder, TrashFolders};

/// What [`restore`] did.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RestoreOutcome {
    /// The cleanup restored.
    pub id: String,
    /// The files put back where they were.
    pub restored: Vec<PathBuf>,
    /// Files that need nothing more: already back in place, or gone from the trash (with
    /// why); they no longer count as waiting to be restored.
    pub settled: Vec<Refusal>,
    /// Files that could not be put back now and are still waiting, with the reason.
    pub failed: Vec<Refusal>,
    /// The journal could not record the outcome (the next restore still knows what to do).
    pub journal_problem: Option<String>,
}

/// Which cleanup to restore.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Which {
    /// The most recent cleanup with files still in the trash.
    Last,
    /// A cleanup by its id, as `doppel restore --list` shows it.
    Id(String),
}

/// Why [`restore`] attempted nothing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RestoreError {
    /// No cleanup has files left in the trash.
    NothingToRestore,
    /// No cleanup has this id.
    NoSuchCleanup(String),
    /// The lock or the journal could not be had.
    Failed(String),
}

impl std::fmt::Display for RestoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RestoreError::NothingToRestore => {
                write!(
                    f,
                    "nothing to restore: no cleanup has files left in the trash"
                )
            }
            RestoreError::NoSuchCleanup(id) => write!(
                f,
                "no cleanup {id} is recorded (`doppel restore --list` shows them)"
            ),
            RestoreError::Failed(problem) => f.write_str(problem),
        }
    }
}

/// The cleanup [`restore`] would take for `which`, from `cleanups` (oldest first).
pub(crate) fn choose<'a>(
    cleanups: &'a [Cleanup],
    which: &Which,
) -> Result<&'a Cleanup, RestoreError> {
    match which {
        Which::Last => cleanups
            .iter()
            .rev()
            .find(|cleanup| cleanup.pending().next().is_some())
            .ok_or(RestoreError::NothingToRestore),
        Which::Id(id) => cleanups
            .iter()
            .find(|cleanup| cleanup.id == *id)
            .ok_or_else(|| RestoreError::NoSuchCleanup(id.clone())),
    }
}

/// Restores the cleanup `which` picks. An `Err` means nothing was attempted.
pub fn restore(places: &ActionPlaces, which: &Which) -> Result<RestoreOutcome, RestoreError> {
    let _lock = ActionLock::acquire(&places.data_dir, "restoring").map_err(RestoreError::Failed)?;
    let cleanups = journal::list(&places.data_dir).map_err(RestoreError::Failed)?;
    let cleanup = choose(&cleanups, which)?;
    let mut writer = JournalWriter::reopen(cleanup);
    let mut outcome = RestoreOutcome {
        id: cleanup.id.clone(),
        ..RestoreOutcome::default()
    };
    if let Err(problem) = &writer {
        outcome.journal_problem = Some(problem.clone());
    }
    let mut trash_folders = TrashFolders::new(places.home_trash.clone());
    for file in cleanup.pending() {
        let result = restore_one(file, &mut trash_folders);
        let recorded = match (&result, writer.as_mut()) {
            (Ok(Done::Restored), Ok(writer)) => writer.restored(file.n),
            (Ok(Done::Settled(why)), Ok(writer)) => writer.resolved(file.n, why),
            _ => Ok(()),
        };
        if let Err(problem) = recorded {
            outcome.journal_problem.get_or_insert(problem);
        }
        match result {
            Ok(Done::Restored) => outcome.restored.push(file.path.clone()),
            Ok(Done::Settled(why)) => outcome.settled.push(Refusal {
                path: file.path.clone(),
                reason: why.to_string(),
            }),
            Err(reason) => outcome.failed.push(Refusal {
                path: file.path.clone(),
                reason,
            }),
        }
    }
    if let Ok(writer) = writer.as_mut()
        && let Err(problem) = writer.flush()
    {
        outcome.journal_problem.get_or_insert(problem);
    }
    Ok(outcome)
}

pub(super) enum Done {
    Restored,
    /// Nothing more to do for this file, and why.
    Settled(&'static str),
}

pub(super) const ALREADY_IN_PLACE: &str = "already back in place";
pub(super) const GONE: &str =
    "is no longer in the trash (the trash was emptied, or it was restored by hand)";
pub(super) const REPLACED: &str =
    "is no longer in the trash: an unrelated item now has its name there, and was left alone";

fn restore_one(file: &JournaledFile, trash_folders: &mut TrashFolders) -> Result<Done, String> {
    debug_assert_eq!(file.state, FileState::InTrash);
    if let Some(folder) = &file.folder {
        return restore_folder::restore_folder(file, folder, trash_folders);
    }
    let trash = trash_folders.recorded(&file.trash)?;
    let in_trash = entry_content(&trash, &file.entry);
    let holds_ours = matches!(in_trash, Ok(Some(hash)) if hash == file.hash);
    if !holds_ours {
        if original_holds(file) {
            // Restored already (by an earlier restore whose journal update was lost, or
            // the move never happened): the reserved `.trashinfo` may be left over.
            if matches!(in_trash, Ok(None)) && trash.has_info(&file.entry) {
                let _ = trash.release(&file.entry);
            }
            return Ok(Done::Settled(ALREADY_IN_PLACE));
        }
        return match in_trash {
            Ok(None) => Ok(Done::Settled(GONE)),
            Ok(Some(_)) => Ok(Done::Settled(REPLACED)),
            Err(error) => Err(format!(
                "its trash entry could not be read: {}",
                reasons::io_error(&error)
            )),
        };
    }
    let target = free_place(file)?;
    trash
        .move_out(&file.entry, &target, file.hash)
        .map_err(|error| move_out_failed(file, &error))?;
    Ok(Done::Restored)
}

/// The place a journaled file or folder goes back to, opened (its folder made if need be):
/// its path must be absolute and normalised, and nothing may stand there now, not even a
/// dangling link.
pub(super) fn free_place(file: &JournaledFile) -> Result<fs_at::Located, String> {
    if fs_at::not_normalised(&file.path).is_some() {
        return Err("the journal gives a path that is not absolute and normalised".to_string());
    }
    let target = fs_at::locate_creating(&file.path).map_err(|error| {
        format!(
            "its folder could not be made or opened: {}",
            reasons::io_error(&error)
        )
    })?;
    if fs_at::stat_at(target.folder.as_fd(), &target.name).is_ok() {
        return Err(reasons::occupied(&file.path.display().to_string()));
    }
    Ok(target)
}

/// Why moving `file` out of the trash failed, in words.
pub(super) fn move_out_failed(file: &JournaledFile, error: &io::Error) -> String {
    match error.kind() {
        io::ErrorKind::AlreadyExists => reasons::occupied(&file.path.display().to_string()),
        _ => format!("could not be restored: {}", reasons::io_error(error)),
    }
}

/// The hash of `files/NAME` in the trash; `None` when there is no such regular file.
fn entry_content(trash: &TrashFolder, name: &OsStr) -> io::Result<Option<content::ContentHash>> {
    match trash.stat_entry(name) {
        Ok(stat) if stat.is_file() => {}
        Ok(_) => return Ok(None),
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(error) => return Err(error),
    }
    let entry: File = trash.open_entry(name)?;
    content::hash(&entry).map(Some)
}

/// Whether the original path holds a regular file with the recorded size and content.
fn original_holds(file: &JournaledFile) -> bool {
    let Ok(located) = fs_at::locate(&file.path) else {
        return false;
    };
    let Ok(handle) = fs_at::open_file_at(located.folder.as_fd(), &located.name) else {
        return false;
    };
    fs_at::stat_fd(handle.as_fd()).is_ok_and(|stat| stat.is_file() && stat.size == file.size)
        && content::hash(&handle).is_ok_and(|hash| hash == file.hash)
}
