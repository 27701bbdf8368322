//! Undo for a folder trashed whole: it comes back whole, with one rename, from the exact
//! trash entry the journal names, once every file in that entry is checked against the
//! manifest (the same subfolders, the same files, each with its recorded content hash).
//!
//! Never over anything that stands at the original path now (that is said, and the folder
//! stays in the trash). Across devices it is copied beside its place, checked against the
//! manifest, and only then renamed into place (see `trash/entry.rs`). A folder already back
//! in place, or gone from the trash, is settled as a file is.

use std::io;
use std::os::fd::AsFd;

use super::fs_at;
use super::journal::{JournaledFile, JournaledFolder};
use super::reasons;
use super::restore::{ALREADY_IN_PLACE, Done, GONE, REPLACED, free_place, move_out_failed};
use super::trash::TrashFolders;
use super::tree;

/// How the trash entry compares with what was trashed.
enum InTrash {
    /// It holds exactly what the manifest lists.
    Ours,
    /// Nothing by that name (or not a folder).
    Missing,
    /// A folder that differs: the first difference, and whether it is the very folder
    /// trashed (same device and inode) rather than an unrelated one that took its name.
    Differs { why: String, same_folder: bool },
}

pub(super) fn restore_folder(
    file: &JournaledFile,
    folder: &JournaledFolder,
    trash_folders: &mut TrashFolders,
) -> Result<Done, String> {
    let trash = trash_folders.recorded(&file.trash)?;
    let in_trash = match trash.stat_entry(&file.entry) {
        Ok(stat) if stat.is_dir() => {
            let entry = fs_at::open_dir_at(trash.files_folder(), &file.entry)
                .map_err(|error| unreadable(&error))?;
            match tree::differs_from_manifest(entry.as_fd(), &folder.manifest)
                .map_err(|error| unreadable(&error))?
            {
                None => InTrash::Ours,
                Some(why) => InTrash::Differs {
                    why,
                    same_folder: stat.dev == folder.dev && stat.ino == folder.ino,
                },
            }
        }
        Ok(_) => InTrash::Missing,
        Err(error) if error.kind() == io::ErrorKind::NotFound => InTrash::Missing,
        Err(error) => return Err(unreadable(&error)),
    };
    match in_trash {
        InTrash::Ours => {}
        _ if original_holds(file, folder) => {
            if matches!(in_trash, InTrash::Missing) && trash.has_info(&file.entry) {
                let _ = trash.release(&file.entry);
            }
            return Ok(Done::Settled(ALREADY_IN_PLACE));
        }
        InTrash::Missing => return Ok(Done::Settled(GONE)),
        InTrash::Differs {
            why,
            same_folder: true,
        } => {
            return Err(format!(
                "the folder in the trash no longer holds what was trashed ({why}); it was left there"
            ));
        }
        InTrash::Differs { .. } => {
            return Ok(Done::Settled(REPLACED));
        }
    }
    let target = free_place(file)?;
    trash
        .move_out_folder(&file.entry, &target, &folder.manifest)
        .map_err(|error| move_out_failed(file, &error))?;
    Ok(Done::Restored)
}

fn unreadable(error: &io::Error) -> String {
    format!(
        "its trash entry could not be read: {}",
        reasons::io_error(error)
    )
}

/// Whether the original path holds a folder with exactly the recorded content.
fn original_holds(file: &JournaledFile, folder: &JournaledFolder) -> bool {
    let Ok(located) = fs_at::locate(&file.path) else {
        return false;
    };
    let Ok(handle) = fs_at::open_dir_at(located.folder.as_fd(), &located.name) else {
        return false;
    };
    matches!(
        tree::differs_from_manifest(handle.as_fd(), &folder.manifest),
        Ok(None)
    )
}
