//! One folder trashed whole, the folder step of the cleanup transaction: check
//! (`folder_checks.rs`), record the folder and its manifest in one journal record flushed
//! to disk, act with one rename into the trash, verify.
//!
//! After the rename, what arrived in the trash must be the folder that was checked (same
//! device and inode) holding exactly what was checked (no file added, removed, replaced or
//! changed in between), and the kept folder must still stand with every copy that vouched
//! for it; otherwise the whole folder is put straight back, with the reason.

use std::os::fd::AsFd;

use super::cleanup::{Failure, TrashedFile, move_in_confirmed, reserve};
use super::folder_checks::{self, CheckedFolder};
use super::fs_at::{self, Stat};
use super::journal::JournalWriter;
use super::places::ActionPlaces;
use super::plan::PlannedFolder;
use super::reasons;
use super::references::ReferenceGuard;
use super::trash::{TrashFolder, TrashFolders};
use super::tree::{self, Strictness};

/// Checks, records, moves and verifies one folder.
pub(super) fn trash_folder(
    planned: &PlannedFolder,
    places: &ActionPlaces,
    guard: &ReferenceGuard,
    trash_folders: &mut TrashFolders,
    journal: Option<&mut JournalWriter>,
) -> Result<TrashedFile, Failure> {
    let path = &planned.folder.path;
    let mount_inside = trash_folders.mount_inside(path);
    let checked =
        folder_checks::before_trashing_folder(planned, &places.home_trash, guard, mount_inside)?;
    let trash = trash_folders.for_path(path).map_err(|reason| {
        format!("could not be moved to the trash, so it was left in place: {reason}")
    })?;
    let size = checked.manifest.bytes();
    let Some(journal) = journal else {
        return Ok(TrashedFile {
            path: path.clone(),
            size,
            trash: trash.path.clone(),
            entry: Default::default(),
            folder: true,
        });
    };
    let entry = reserve(&trash, path)?;
    let n = match journal.trashing_folder(
        path,
        (checked.stat.dev, checked.stat.ino),
        &checked.manifest,
        &trash.path,
        &entry,
    ) {
        Ok(n) => n,
        Err(problem) => {
            let _ = trash.release(&entry);
            return Err(Failure::Stop(problem));
        }
    };
    if let Err(reason) = move_checked(&checked, &trash, &entry) {
        let _ = trash.release(&entry);
        journal.not_moved(n).map_err(Failure::Stop)?;
        return Err(Failure::File(reason));
    }
    // It arrived: it must hold what was checked, and the kept folder must still vouch for it.
    let problem = arrived_as_checked(&checked, &trash, &entry)
        .err()
        .or_else(|| checked.kept.still_in_place().err());
    if let Some(reason) = problem {
        return match put_back(&checked, &trash, &entry) {
            Ok(()) => {
                let _ = trash.release(&entry);
                journal.restored(n).map_err(Failure::Stop)?;
                Err(Failure::File(format!(
                    "{reason} while it was being trashed, so the whole folder was put back"
                )))
            }
            Err(error) => Err(Failure::File(format!(
                "{reason} while it was being trashed, and it could not be put back ({}); it is in {}",
                reasons::io_error(&error),
                trash.path.display()
            ))),
        };
    }
    Ok(TrashedFile {
        path: path.clone(),
        size,
        trash: trash.path.clone(),
        entry,
        folder: true,
    })
}

/// The last look (the same folder still at the name) and the rename.
fn move_checked(
    checked: &CheckedFolder,
    trash: &TrashFolder,
    entry: &std::ffi::OsStr,
) -> Result<(), String> {
    let unchanged = |now: &Stat| now.dev == checked.stat.dev && now.ino == checked.stat.ino;
    move_in_confirmed(&checked.located, trash, entry, unchanged, &checked.stat)
}

/// `Err` with the first difference when the folder in the trash does not hold exactly what
/// was checked.
fn arrived_as_checked(
    checked: &CheckedFolder,
    trash: &TrashFolder,
    entry: &std::ffi::OsStr,
) -> Result<(), String> {
    let arrived = fs_at::open_dir_at(trash.files_folder(), entry)
        .map_err(|error| format!("it could not be read in the trash ({error})"))?;
    let now = tree::read(arrived.as_fd(), Strictness::FilesAndFolders)
        .map_err(|error| error.describe(&checked.path))?;
    match now.difference_from(&checked.tree) {
        Some(change) => Err(format!("its content changed ({change})")),
        None => Ok(()),
    }
}

fn put_back(
    checked: &CheckedFolder,
    trash: &TrashFolder,
    entry: &std::ffi::OsStr,
) -> std::io::Result<()> {
    fs_at::rename_no_replace(
        trash.files_folder(),
        entry,
        checked.located.folder.as_fd(),
        &checked.located.name,
    )
}
