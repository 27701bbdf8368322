//! The cleanup transaction, the one the app and the command line both run: for each
//! planned file, check, record, act, verify.
//!
//! 1. **Lock**: one cleanup or restore at a time across processes ([`super::lock`]).
//! 2. **Check** (`checks.rs`, `folder_checks.rs` for a folder): the file and a kept copy
//!    are opened and compared through handles; paths through symbolic links, two paths of
//!    one file, copies in the trash, and edits made meanwhile are refused. Anything inside a
//!    reference folder is refused by identity (`references.rs`, walked once at the start:
//!    a reference that cannot be read stops the cleanup before anything moves).
//! 3. **Record**: the trash entry the file will become is reserved, and the journal
//!    record naming it is flushed to disk before anything moves ([`super::journal`]). No
//!    journal, no cleanup: if the record cannot be written, nothing more moves.
//! 4. **Act**: one rename into the trash, relative to the folder that was checked, never
//!    replacing anything and never copying across devices ([`super::trash`]).
//! 5. **Verify**: what arrived in the trash must be the file that was checked (else it is
//!    put back), and the kept copy must still stand unchanged (else the file is put back).
//!
//! Files come first, then the folders to trash whole (`cleanup_folder.rs`), each with one
//! journal record and one rename. A dry run does steps 2 and the choice of trash folder,
//! and says exactly what the real run would do. Files only ever go to the trash; nothing
//! here deletes a file.

use std::ffi::{OsStr, OsString};
use std::os::fd::AsFd;
use std::path::PathBuf;

use super::checks::{self, Checked};
use super::cleanup_folder;
use super::fs_at::{self, Located, Stat};
use super::journal::JournalWriter;
use super::lock::ActionLock;
use super::places::ActionPlaces;
use super::plan::{CleanupPlan, PlannedFile, Refusal};
use super::reasons;
use super::references::ReferenceGuard;
use super::trash::{TrashFolder, TrashFolders};
use crate::progress::CancelToken;

/// Whether to move files or only say what would move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Move the files to the trash.
    Real,
    /// Check and report, moving nothing.
    DryRun,
}

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
}

/// What [`execute`] did. The plan's own refusals are not repeated in `failed`.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CleanupOutcome {
    /// The journal's id for this cleanup (`None` for a dry run, or when nothing was due).
    pub id: Option<String>,
    /// The files moved (or, in a dry run, that would be), in the plan's order.
    pub trashed: Vec<TrashedFile>,
    /// The files left in place, with the reason.
    pub failed: Vec<Refusal>,
    /// Stopped before the end (cancelled, or the journal could not be written); the files
    /// not reached are in `failed` with the reason.
    pub stopped: Option<String>,
}

/// Carries out `plan`: its files, then its folders. `on_progress(done, total)` is called
/// before the first and after each (a folder counts as one); the outcome is returned only
/// once the journal holds the whole cleanup. An `Err` means nothing was moved (another
/// cleanup is running, the journal cannot be started, or one of the plan's reference
/// folders cannot be read in full).
pub fn execute(
    plan: &CleanupPlan,
    places: &ActionPlaces,
    mode: Mode,
    cancel: &CancelToken,
    on_progress: &dyn Fn(usize, usize),
) -> Result<CleanupOutcome, String> {
    let total = plan.to_trash.len() + plan.folders.len();
    on_progress(0, total);
    let mut outcome = CleanupOutcome::default();
    if total == 0 {
        return Ok(outcome);
    }
    // Held to the end, dry runs too: a plan checked while another cleanup moves files
    // would not say what the real run does.
    let _lock = ActionLock::acquire(&places.data_dir, "cleaning up")?;
    let guard = ReferenceGuard::build(&plan.references)?;
    let mut journal = match mode {
        Mode::Real => Some(JournalWriter::begin(&places.data_dir)?),
        Mode::DryRun => None,
    };
    outcome.id = journal.as_ref().map(|journal| journal.id.clone());
    let mut trash_folders = TrashFolders::new(places.home_trash.clone());
    let files = plan.to_trash.iter().map(Item::File);
    let folders = plan.folders.iter().map(Item::Folder);
    for (done, item) in files.chain(folders).enumerate() {
        let path = match item {
            Item::File(planned) => &planned.file.path,
            Item::Folder(planned) => &planned.folder.path,
        };
        if outcome.stopped.is_none() && cancel.is_cancelled() {
            outcome.stopped = Some("the cleanup was cancelled".to_string());
        }
        if let Some(why) = &outcome.stopped {
            outcome.failed.push(Refusal {
                path: path.clone(),
                reason: format!("not moved: {why}"),
            });
            continue;
        }
        let result = match item {
            Item::File(planned) => trash_one(
                planned,
                places,
                &guard,
                &mut trash_folders,
                journal.as_mut(),
            ),
            Item::Folder(planned) => cleanup_folder::trash_folder(
                planned,
                places,
                &guard,
                &mut trash_folders,
                journal.as_mut(),
            ),
        };
        match result {
            Ok(trashed) => outcome.trashed.push(trashed),
            Err(Failure::File(reason)) => outcome.failed.push(Refusal {
                path: path.clone(),
                reason,
            }),
            Err(Failure::Stop(problem)) => {
                outcome.failed.push(Refusal {
                    path: path.clone(),
                    reason: format!("not moved: {problem}"),
                });
                outcome.stopped = Some(problem);
            }
        }
        on_progress(done + 1, total);
    }
    // Every move is already recorded; this only marks the cleanup as complete.
    if let Some(journal) = journal.as_mut()
        && let Err(problem) = journal.finished()
    {
        outcome.stopped.get_or_insert(problem);
    }
    Ok(outcome)
}

/// One thing the plan moves.
enum Item<'a> {
    File(&'a PlannedFile),
    Folder(&'a super::plan::PlannedFolder),
}

pub(super) enum Failure {
    /// This file (or folder) stays; the cleanup goes on.
    File(String),
    /// The journal cannot be written, or the disk is full: this file and every later one
    /// stay.
    Stop(String),
}

impl From<String> for Failure {
    fn from(reason: String) -> Self {
        Failure::File(reason)
    }
}

fn trash_one(
    planned: &PlannedFile,
    places: &ActionPlaces,
    guard: &ReferenceGuard,
    trash_folders: &mut TrashFolders,
    journal: Option<&mut JournalWriter>,
) -> Result<TrashedFile, Failure> {
    let file = &planned.file;
    let checked = checks::before_trashing(file, &planned.keepers, &places.home_trash)?;
    guard.check(&file.path, &checked.stat)?;
    let trash = trash_folders.for_path(&file.path).map_err(|reason| {
        format!("could not be moved to the trash, so it was left in place: {reason}")
    })?;
    let Some(journal) = journal else {
        // A dry run: everything the real run checks first has passed.
        return Ok(TrashedFile {
            path: file.path.clone(),
            size: file.size,
            trash: trash.path.clone(),
            entry: OsString::new(),
            folder: false,
        });
    };
    let entry = reserve(&trash, &file.path)?;
    let n = match journal.trashing(
        &file.path,
        checked.stat.size,
        checked.stat.mtime_ns,
        checked.hash,
        &trash.path,
        &entry,
    ) {
        Ok(n) => n,
        Err(problem) => {
            let _ = trash.release(&entry);
            return Err(Failure::Stop(problem));
        }
    };
    let moved = move_checked(&checked, &trash, &entry);
    if let Err(reason) = moved {
        let _ = trash.release(&entry);
        journal.not_moved(n).map_err(Failure::Stop)?;
        return Err(Failure::File(reason));
    }
    // The kept copies must have come through the move untouched; if one did not, this
    // file is the copy to keep after all.
    if let Some(gone) = checked.kept.iter().find(|kept| !kept.still_in_place()) {
        let reason = format!(
            "the copy being kept, {}, changed or moved while this file was being trashed",
            gone.path.display()
        );
        return match trash.move_out(&entry, &checked.located, checked.hash) {
            Ok(()) => {
                journal.restored(n).map_err(Failure::Stop)?;
                Err(Failure::File(format!(
                    "{reason}, so this file was put back"
                )))
            }
            Err(error) => Err(Failure::File(format!(
                "{reason}, and it could not be put back ({}); `doppel restore` can restore it",
                reasons::io_error(&error)
            ))),
        };
    }
    Ok(TrashedFile {
        path: file.path.clone(),
        size: file.size,
        trash: trash.path.clone(),
        entry,
        folder: false,
    })
}

/// Claims the name `path` will have in `trash`.
pub(super) fn reserve(trash: &TrashFolder, path: &std::path::Path) -> Result<OsString, Failure> {
    trash.reserve(path).map_err(|error| {
        let reason = format!(
            "no name could be reserved in the trash {}: {}",
            trash.path.display(),
            reasons::io_error(&error)
        );
        match error.raw_os_error() {
            // Every later file would fail the same way.
            Some(libc::ENOSPC | libc::EDQUOT) => Failure::Stop(reason),
            _ => Failure::File(format!(
                "could not be moved to the trash, so it was left in place: {reason}"
            )),
        }
    })
}

/// Why a rename into the trash failed, in words.
fn move_in_failed(trash: &TrashFolder, error: &std::io::Error) -> String {
    match error.raw_os_error() {
        Some(libc::EXDEV) => format!(
            "its trash folder {} is on another mount; moving it there would mean copying, so it was left in place",
            trash.path.display()
        ),
        _ => format!(
            "could not be moved to the trash, so it was left in place: {}",
            reasons::io_error(error)
        ),
    }
}

/// Renames the checked file into the trash and confirms the trash now holds that very file.
fn move_checked(checked: &Checked, trash: &TrashFolder, entry: &OsString) -> Result<(), String> {
    let unchanged = |now: &Stat| now.same_version(&checked.stat);
    move_in_confirmed(&checked.located, trash, entry, unchanged, &checked.stat)
}

/// The rename files and whole folders share: a last look (`unchanged`: the name must still
/// hold what was checked), one rename into the trash, and a look at what arrived, which
/// must be `checked` (device and inode); anything else renamed instead goes straight back.
pub(super) fn move_in_confirmed(
    located: &Located,
    trash: &TrashFolder,
    entry: &OsStr,
    unchanged: impl Fn(&Stat) -> bool,
    checked: &Stat,
) -> Result<(), String> {
    let now = fs_at::stat_at(located.folder.as_fd(), &located.name);
    if !now.is_ok_and(|now| unchanged(&now)) {
        return Err("changed after it was checked".to_string());
    }
    trash
        .move_in(located, entry)
        .map_err(|error| move_in_failed(trash, &error))?;
    let arrived = trash.stat_entry(entry);
    if arrived.is_ok_and(|stat| stat.dev == checked.dev && stat.ino == checked.ino) {
        return Ok(());
    }
    // Swapped between the last look and the rename: put back whatever was moved.
    let back = fs_at::rename_no_replace(
        trash.files_folder(),
        entry,
        located.folder.as_fd(),
        &located.name,
    );
    Err(match back {
        Ok(()) => "was replaced while it was being moved; what was moved was put back".to_string(),
        Err(error) => format!(
            "was replaced while it was being moved, and what was moved could not be put back ({}); it is in {}",
            reasons::io_error(&error),
            trash.path.display()
        ),
    })
}
