//! An item shown to be ours moved out of the trash to its original path, never over
//! anything standing there; across devices, copied beside its place and told to the
//! journal step by step.

use std::ffi::OsStr;
use std::io;
use std::os::fd::AsFd;
use std::path::Path;

use crate::actions::checks::first_symlink;
use crate::actions::fs_at;
use crate::actions::journal::{JournalWriter, JournaledFile};
use crate::actions::reasons::{ChangedInTrash, Reason, io_problem};
use crate::actions::trash::{CopySteps, TrashFolder};

use super::inspect::copy_stands_in_place;

/// What became of one item a restore looked at.
pub(super) enum Done {
    /// Put back; with what differs from what was trashed, if anything.
    Restored { changed: Option<ChangedInTrash> },
    /// Nothing more to do for this item, and why.
    Settled(Reason),
    /// A clone, left as it is: nothing to put back (it may be unshared later).
    NeverLeft(Reason),
    /// A clone given blocks of its own.
    Unshared,
}

/// Puts the item, shown to be ours, back at its original path.
pub(super) fn bring_back(
    file: &JournaledFile,
    trash: &TrashFolder,
    changed: Option<ChangedInTrash>,
    journal: Option<&mut JournalWriter>,
) -> Result<Done, Reason> {
    let target = match free_place(file) {
        Ok(target) => target,
        Err(Reason::Occupied { path }) => {
            // A restore across devices killed after putting its copy in place: the copy
            // stands there, and what is left in the trash is the second half of the move.
            // Only when the journal says the copy was made is the trash copy removed.
            if copy_stands_in_place(file, trash) {
                if file.copied && trash.remove_copied_entry(&file.entry).is_ok() {
                    return Ok(Done::Settled(Reason::AlreadyInPlace));
                }
                return Ok(Done::Settled(Reason::AlreadyInPlaceCopyInTrash {
                    trash_entry: trash.path.join("files").join(&file.entry),
                }));
            }
            return Err(Reason::Occupied { path });
        }
        Err(other) => return Err(other),
    };
    let mut steps = JournalSteps { file, journal };
    let moved = match &file.folder {
        None => trash.move_out(&file.entry, &target, &mut steps),
        Some(_) => trash.move_out_folder(&file.entry, &target, &mut steps),
    };
    moved.map_err(|error| match error.kind() {
        io::ErrorKind::AlreadyExists => Reason::Occupied {
            path: file.path.clone(),
        },
        _ => Reason::CannotRestore {
            problem: io_problem(&error),
        },
    })?;
    Ok(Done::Restored { changed })
}

/// A copy across devices, told to the journal: the temporary name before it is made, and
/// that the copy stands in place before the trash copy is removed — each durable first.
struct JournalSteps<'a> {
    file: &'a JournaledFile,
    journal: Option<&'a mut JournalWriter>,
}

impl CopySteps for JournalSteps<'_> {
    fn before_temporary(&mut self, temp: &OsStr) -> io::Result<()> {
        match self.journal.as_mut() {
            Some(journal) => journal.copying(self.file.n, temp).map_err(io::Error::other),
            // Without a journal to say the name is ours, no named copy is made.
            None => Err(io::Error::other(
                "the cleanup journal cannot be written, so no copy was made",
            )),
        }
    }

    fn in_place(&mut self) -> io::Result<()> {
        match self.journal.as_mut() {
            Some(journal) => journal.copied(self.file.n).map_err(io::Error::other),
            None => Ok(()),
        }
    }
}

/// A temporary copy a restore across devices made and could not finish (killed, say):
/// the journal named it before it was made, so it is ours to remove.
pub(super) fn remove_leftover_copy(file: &JournaledFile) {
    let Some(temp) = &file.copying else {
        return;
    };
    let Ok(place) = fs_at::locate(&file.path) else {
        return;
    };
    match fs_at::stat_at(place.folder.as_fd(), temp) {
        Ok(stat) if stat.is_dir() => {
            let _ = fs_at::remove_own_tree_at(place.folder.as_fd(), temp);
        }
        Ok(stat) if stat.is_file() => {
            let _ = fs_at::remove_own_file_at(place.folder.as_fd(), temp);
        }
        _ => {}
    }
}

/// The place a journaled item goes back to, opened (its folder made if need be): nothing
/// may stand there now, not even a dangling link; for a folder, at most an empty folder.
fn free_place(file: &JournaledFile) -> Result<fs_at::Located, Reason> {
    let target = fs_at::locate_creating(&file.path).map_err(|error| {
        match first_symlink(file.path.parent().unwrap_or(Path::new("/"))) {
            Some(folder) => Reason::RestorePathThroughSymlink { folder },
            None => Reason::CannotMakeFolder {
                problem: io_problem(&error),
            },
        }
    })?;
    match fs_at::stat_at(target.folder.as_fd(), &target.name) {
        // A folder comes back into an empty folder another program made at its place (a
        // sync, a file manager): an empty folder is no one's data. `rmdir` refuses one that
        // gained anything meanwhile, and the move that follows never replaces.
        Ok(stat)
            if file.folder.is_some()
                && stat.is_dir()
                && fs_at::remove_empty_dir_at(target.folder.as_fd(), &target.name).is_ok() =>
        {
            Ok(target)
        }
        Ok(_) => Err(Reason::Occupied {
            path: file.path.clone(),
        }),
        Err(_) => Ok(target),
    }
}
