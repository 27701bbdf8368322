//! Replacing a whole checked folder of a duplicate-folder group by hard links, file by file
//! ([`super::Reclaim::HardLink`] on a folder): each file's name becomes a hard link to the
//! copy the folder checks matched in the kept folder (by content, whatever its name or place
//! there), with the guards and steps of one file's link (`link.rs`), as one item under one
//! journal record (`linking_folder`), undone whole (`restore/unlink.rs`).
//!
//! The originals stay recoverable until the trash is emptied: the folder gets **one** trash
//! entry, reserved as any entry is (with its one `.trashinfo`), made a *mirror* of the
//! folder: its subfolders made inside it, and a second name of each original put at that
//! file's relative path as it is linked. Emptying the trash then frees their space, and a
//! restore finds every original there. (One entry per file would scatter a folder over the
//! trash, and a restore from the desktop's trash would give back loose files.)
//!
//! [`folder_target`] refuses the folder before anything is recorded where a file could not
//! be linked whatever happens meanwhile (its kept copy on another file system, with another
//! owner, group, permissions or extended attributes unless owner changes are allowed, or a
//! reference's file), naming the file.
//! [`replace_folder`] then takes a last look at the folder and the kept folder, makes the
//! mirror, and links each file in the manifest's order: its folder opened from the
//! folder's handle one component at a time and confirmed to be the subfolder checked (a
//! subfolder swapped for a symbolic link or another folder is never written through), the
//! file opened there and confirmed unchanged, its read lease held across its replacement,
//! then [`link::replace_name`] with its mirror name as the original's second name. The first
//! file that cannot be linked (edited meanwhile, swapped, the kept copy at its link limit)
//! stops the folder: the files before it stay links, their originals in the mirror, and the
//! record stays pending so a restore can undo them; it and the rest stay as they are.

use std::collections::HashMap;
use std::ffi::{OsStr, OsString};
use std::io;
use std::os::fd::{AsFd, BorrowedFd, OwnedFd};
use std::path::{Path, PathBuf};

use super::folder_checks::CheckedFolder;
use super::fs_at::{self, Writers};
use super::link::{self, Names, Shown, Unlinked};
use super::reasons::{Reason, io_problem};
use super::references::ReferenceGuard;
use super::trash::TrashFolder;
use super::tree::{self, ManifestFile};

/// A checked folder to replace by hard links file by file: the folder itself, open; the
/// temporary name each link is first made under (in the file's own folder; one name serves
/// them all, as each is removed before the next file); and what it is expected to free once
/// the trash is emptied.
pub(super) struct FolderLink {
    pub(super) handle: OwnedFd,
    pub(super) temp: OsString,
    pub(super) frees: u64,
    /// The links the cleanup made to each kept file: a kept file's other names must all be
    /// links of this cleanup (a folder's files carry no aliases, so one name is seen).
    pub(super) ledger: std::sync::Arc<link::LinkLedger>,
}

/// Whether every file of the checked `folder` may become a hard link to its copy in the kept
/// folder: as [`link::may_link`] says (on the folder's file system, since the kept folder
/// may hold a mount; the same owner, group, permissions and extended attributes unless
/// `allow_owner_change`), and no copy a reference's file ([`link::kept_not_a_reference`]:
/// the kept folder in a reference, or a copy in it a reference's file under another name).
/// A file that may not refuses the folder whole, named, before anything is recorded.
pub(super) fn folder_target(
    folder: &CheckedFolder,
    allow_owner_change: bool,
    guard: &ReferenceGuard,
    ledger: std::sync::Arc<link::LinkLedger>,
) -> Result<FolderLink, Reason> {
    let count = folder.manifest.files.len();
    let changed = || Reason::ChangedWhileChecked { change: None };
    let handle = fs_at::open_dir_at(folder.located.folder.as_fd(), &folder.located.name)
        .map_err(|_| changed())?;
    let opened = fs_at::stat_fd(handle.as_fd()).map_err(|_| changed())?;
    if (opened.dev, opened.ino) != (folder.stat.dev, folder.stat.ino) {
        return Err(changed());
    }
    let kept = &folder.kept;
    link::kept_not_a_reference(guard, &kept.path, kept.stat())?;
    for (i, file) in folder.manifest.files.iter().enumerate() {
        let (Some(stat), Some((copy, copy_stat))) =
            (folder.tree.files.get(&file.path), kept.copy(i))
        else {
            return Err(changed());
        };
        let refused = |why: Reason| Reason::FolderFileNotLinked {
            file: folder.path.join(&file.path),
            linked: 0,
            of: count,
            why: Box::new(why),
        };
        let copy_path = kept.path.join(copy);
        // A reference's file under another name in the kept folder: its identity tells.
        match guard.check_identity(&copy_path, copy_stat) {
            Err(Reason::InReference { .. }) if !crate::failpoint::guarded("kept-in-reference") => {}
            Err(Reason::InReference { reference, .. }) => {
                return Err(refused(Reason::KeptInReference {
                    kept: copy_path,
                    reference,
                }));
            }
            other => other?,
        }
        let (Ok(opened), Ok(kept_opened)) = (
            tree::open_file(handle.as_fd(), &file.path, stat),
            tree::open_file(kept.handle(), copy, copy_stat),
        ) else {
            return Err(changed());
        };
        link::may_link(
            &Shown::of(&opened, stat)?,
            &Shown::of(&kept_opened, copy_stat)?,
            &copy_path,
            allow_owner_change,
        )
        .map_err(refused)?;
    }
    // Every file is on the folder's file system: the checks refuse a mount inside.
    link::file_system_links(handle.as_fd())?;
    // A name of the folder's own would make the link step fail at once: another is drawn.
    let temp = loop {
        let temp = link::temporary_name();
        let taken = (folder.tree.files.keys())
            .chain(folder.tree.folders.keys())
            .any(|path| path.file_name() == Some(temp.as_os_str()));
        if !taken {
            break temp;
        }
    };
    Ok(FolderLink {
        handle,
        temp,
        frees: frees(folder),
        ledger,
    })
}

/// What replacing every file of `folder` frees once the trash is emptied: each file's size
/// once, unless it has names outside the folder (hard links elsewhere), which keep it.
fn frees(folder: &CheckedFolder) -> u64 {
    let mut names: HashMap<(u64, u64), (u64, u64, u32)> = HashMap::new();
    for stat in folder.tree.files.values() {
        let entry = names
            .entry((stat.dev, stat.ino))
            .or_insert((0, stat.size, stat.nlink));
        entry.0 += 1;
    }
    names
        .values()
        .filter(|(in_folder, _, links)| u64::from(*links) <= *in_folder)
        .map(|(_, size, _)| size)
        .sum()
}

/// Replaces every file of the checked `folder` (open as `link.handle`) by a hard link to its
/// copy in the kept folder, the originals keeping second names in the mirror made as the
/// reserved `entry` of `trash`. The journal record naming all of these is already durable.
/// Stops at the first file that cannot be linked (see the module's notes); `as_before` only
/// when nothing of the folder was changed (the mirror, empty, is then removed again).
pub(super) fn replace_folder(
    folder: &CheckedFolder,
    link: &FolderLink,
    trash: &TrashFolder,
    entry: &OsStr,
) -> Result<(), Unlinked> {
    // A last look: the folder's name still holds the folder checked, and the kept folder
    // every copy as it was compared.
    let here = fs_at::stat_at(folder.located.folder.as_fd(), &folder.located.name);
    if !here.is_ok_and(|now| (now.dev, now.ino) == (folder.stat.dev, folder.stat.ino)) {
        return Err(Unlinked::as_before(Reason::ChangedAfterCheck));
    }
    if let Err(moved) = folder.kept.still_in_place() {
        return Err(Unlinked::as_before(Reason::KeptChangedBeforeLink {
            kept: moved,
        }));
    }
    let folders = &folder.manifest.folders;
    let mirror =
        make_mirror(trash.files_folder(), entry, folders).map_err(|(error, as_before)| {
            Unlinked {
                reason: Reason::CannotLink {
                    problem: io_problem(&error),
                },
                as_before,
            }
        })?;
    let count = folder.manifest.files.len();
    for (i, file) in folder.manifest.files.iter().enumerate() {
        if let Err(unlinked) = link_one(folder, link, mirror.as_fd(), trash, i, file) {
            // Nothing of the folder changed only if this was its first file and its own
            // steps were all undone: then the mirror, still empty, goes too.
            let as_before = i == 0
                && unlinked.as_before
                && remove_mirror(trash.files_folder(), entry, folders).is_ok();
            return Err(Unlinked {
                reason: Reason::FolderFileNotLinked {
                    file: folder.path.join(&file.path),
                    linked: i,
                    of: count,
                    why: Box::new(unlinked.reason),
                },
                as_before,
            });
        }
    }
    Ok(())
}

/// Replaces the `i`th file of the folder's manifest, `file`, by a hard link to its copy in
/// the kept folder, its original's second name going at its relative path in `mirror`.
fn link_one(
    folder: &CheckedFolder,
    link: &FolderLink,
    mirror: BorrowedFd<'_>,
    trash: &TrashFolder,
    i: usize,
    file: &ManifestFile,
) -> Result<(), Unlinked> {
    let changed = || Unlinked::as_before(Reason::ChangedAfterCheck);
    let (Some(stat), Some((copy, copy_stat))) =
        (folder.tree.files.get(&file.path), folder.kept.copy(i))
    else {
        return Err(changed());
    };
    // Its folder, reached from the folder's handle without following a link, must be the
    // subfolder checked (not another put in its place).
    let place = fs_at::locate_in(link.handle.as_fd(), &file.path).map_err(|_| changed())?;
    let expected = match file.path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => folder
            .tree
            .folders
            .get(parent)
            .map(|stat| (stat.dev, stat.ino)),
        _ => Some((folder.stat.dev, folder.stat.ino)),
    };
    let found = fs_at::stat_fd(place.folder.as_fd())
        .ok()
        .map(|now| (now.dev, now.ino));
    if expected.is_none() || found != expected {
        return Err(changed());
    }
    let kept_path: PathBuf = folder.kept.path.join(copy);
    let kept = fs_at::locate_in(folder.kept.handle(), copy).map_err(|_| {
        Unlinked::as_before(Reason::KeptChangedBeforeLink {
            kept: kept_path.clone(),
        })
    })?;
    let in_mirror = fs_at::locate_in(mirror, &file.path).map_err(|error| {
        Unlinked::as_before(Reason::CannotLink {
            problem: io_problem(&error),
        })
    })?;
    let opened = fs_at::open_file_at(place.folder.as_fd(), &place.name).map_err(|_| changed())?;
    if !fs_at::stat_fd(opened.as_fd()).is_ok_and(|now| now.same_version(stat)) {
        return Err(changed());
    }
    // Held across this file's replacement: a program opening it for writing meanwhile
    // waits until it is done.
    let _lease = match fs_at::read_lease(&opened) {
        Writers::Some => return Err(Unlinked::as_before(Reason::InUse)),
        lease => lease,
    };
    link::replace_name(&Names {
        folder: place.folder.as_fd(),
        name: &place.name,
        checked: stat,
        kept_folder: kept.folder.as_fd(),
        kept_name: &kept.name,
        kept_path: &kept_path,
        kept: copy_stat,
        trash_folder: in_mirror.folder.as_fd(),
        trash_name: &in_mirror.name,
        trash: &trash.path,
        temp: &link.temp,
        seen: link::KeptNames {
            seen: 1,
            ledger: &link.ledger,
        },
    })
}

/// Makes the mirror: the folder `entry` in the trash's `files/` (which must not exist: the
/// name was reserved), and inside it each of `folders` (relative paths, each after the
/// folder holding it, as a manifest lists them), private to the user. On failure, whether
/// nothing of it is left (what was made of it is removed again; a name taken meanwhile by
/// something else is never touched).
fn make_mirror(
    trash_files: BorrowedFd<'_>,
    entry: &OsStr,
    folders: &[PathBuf],
) -> Result<OwnedFd, (io::Error, bool)> {
    fs_at::create_dir_at(trash_files, entry, 0o700).map_err(|error| (error, true))?;
    let made = (|| {
        let mirror = fs_at::open_dir_at(trash_files, entry)?;
        for relative in folders {
            let place = fs_at::locate_in(mirror.as_fd(), relative)?;
            fs_at::create_dir_at(place.folder.as_fd(), &place.name, 0o700)?;
        }
        Ok(mirror)
    })();
    made.map_err(|error| (error, remove_mirror(trash_files, entry, folders).is_ok()))
}

/// Removes the mirror `entry` of the trash's `files/` where nothing is left in it: each of
/// `folders` inside it, deepest first, then the entry itself, each only while empty (a
/// folder holding anything, an original or what someone put there, stays, and so does
/// every folder above it). `Ok` once the entry is gone (or was never made).
pub(super) fn remove_mirror(
    trash_files: BorrowedFd<'_>,
    entry: &OsStr,
    folders: &[PathBuf],
) -> io::Result<()> {
    let gone = |result: io::Result<()>| match result {
        Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(()),
        other => other,
    };
    let mirror = match fs_at::open_dir_at(trash_files, entry) {
        Ok(mirror) => mirror,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(()),
        Err(error) => return Err(error),
    };
    let mut deepest_first: Vec<&Path> = folders.iter().map(PathBuf::as_path).collect();
    deepest_first.sort_by_key(|path| std::cmp::Reverse(path.components().count()));
    for relative in deepest_first {
        match fs_at::locate_in(mirror.as_fd(), relative) {
            Ok(place) => gone(fs_at::remove_empty_dir_at(
                place.folder.as_fd(),
                &place.name,
            ))?,
            Err(error) if error.kind() == io::ErrorKind::NotFound => {}
            Err(error) => return Err(error),
        }
    }
    drop(mirror);
    gone(fs_at::remove_empty_dir_at(trash_files, entry))
}
