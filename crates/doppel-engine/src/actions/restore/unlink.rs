//! Undoing a hard-link cleanup (`link.rs`, `link_folder.rs`): a name replaced by a link to
//! its kept copy gets its original back, whatever step the cleanup reached, for a file and
//! for each file of a folder replaced file by file. `mod.rs` finds the journaled item
//! and its trash; this module does the undo.
//!
//! One name is undone by [`undo_name`], for a file and a folder's file alike. Every state a
//! cleanup killed midway leaves is recognised from the journal's record: only the trash
//! link made (the name and the trash both hold the original), the temporary link left
//! beside the name (it holds the kept copy), swapped but the temporary name not yet removed
//! (it holds the original, the name the link), done (the name holds the link, the trash the
//! original). The original is swapped back in one step (`RENAME_EXCHANGE`), only while the
//! name holds the link Doppel made (the kept copy's inode) and the trash holds the original
//! (by inode and birth time, else by content); the names then removed are only links of a
//! file that keeps another name (the kept copy's, the original's at its place). A name that
//! now holds something else is the user's: left alone, its original kept in the trash.
//!
//! A folder comes back whole ([`restore_folder`]): each file of its manifest as one name,
//! its original taken from the folder's trash mirror at its relative path; a file the
//! cleanup never reached has nothing in the mirror and needs nothing. Every folder is
//! reached from the folder's own handle without following a link. Once every file is back,
//! the mirror's emptied folders and its `.trashinfo` go (`link_folder::remove_mirror`:
//! only folders left empty, never a file). A journal names the temporary name, the inodes
//! and the paths, but is not believed beyond them: a temporary name must be one Doppel makes
//! (`journal/`), and nothing is swapped or removed that is not what the record says.

use std::ffi::OsStr;
use std::io;
use std::os::fd::{AsFd, BorrowedFd, OwnedFd};
use std::path::{Path, PathBuf};

use super::bring_back::{Done, bring_back};
use super::inspect::{Found, inspect};
use crate::actions::checks::first_symlink;
use crate::actions::content::{self, ContentHash};
use crate::actions::fs_at::{self, Stat};
use crate::actions::journal::{
    JournalWriter, JournaledFile, JournaledFolder, JournaledLink, LinkedFile,
};
use crate::actions::link_folder;
use crate::actions::reasons::{ChangedInTrash, Reason, io_problem};
use crate::actions::trash::TrashFolder;
use crate::actions::tree::ManifestFile;

/// Puts back a file a cleanup replaced by a hard link to `link.kept`, or every file of a
/// folder it replaced file by file, whatever step the cleanup reached.
pub(super) fn restore_link(
    file: &JournaledFile,
    link: &JournaledLink,
    trash: &TrashFolder,
    journal: Option<&mut JournalWriter>,
) -> Result<Done, Reason> {
    if let Some(folder) = &file.folder {
        return restore_folder(file, folder, link, trash, journal);
    }
    let found = inspect(file, trash)?;
    let place = match fs_at::locate(&file.path) {
        Ok(place) => place,
        // Its folder is gone: nothing holds the name; the original comes back as a trashed
        // file does.
        Err(error) if error.kind() == io::ErrorKind::NotFound => {
            return name_missing(file, found, trash, journal);
        }
        Err(error) => return Err(unreachable_path(&file.path, error)),
    };
    let Some(identity) = &file.identity else {
        return Err(Reason::JournalRecordInvalid {
            what: "a linked file's record has no identity".to_string(),
        });
    };
    let name = LinkedName {
        path: &file.path,
        folder: place.folder.as_fd(),
        name: &place.name,
        temp: &link.temp,
        original: (identity.ino, identity.btime_ns),
        recorded: (file.size, file.hash),
        kept: KeptCopy {
            path: link.kept.clone(),
            ino: link.kept_ino,
            btime_ns: link.kept_btime_ns,
        },
        trash: Some((trash.files_folder(), &file.entry)),
    };
    match undo_name(&name, &found)? {
        Undone::Restored {
            trash_cleared,
            edited,
        } => {
            if trash_cleared {
                let _ = trash.release(&file.entry);
            }
            Ok(Done::Restored {
                changed: match found {
                    Found::Ours { changed } => changed.or(edited),
                    _ => edited,
                },
            })
        }
        Undone::InPlace { swapped_back } => {
            let _ = trash.release(&file.entry);
            Ok(if swapped_back {
                Done::Restored { changed: None }
            } else {
                Done::Settled(Reason::AlreadyInPlace)
            })
        }
        Undone::NameMissing => name_missing(file, found, trash, journal),
        Undone::Nothing(why) => Ok(Done::Settled(why)),
    }
}

/// Nothing stands at a linked file's name: the original, if the trash holds it, comes back
/// as a trashed file does.
fn name_missing(
    file: &JournaledFile,
    found: Found,
    trash: &TrashFolder,
    journal: Option<&mut JournalWriter>,
) -> Result<Done, Reason> {
    match found {
        Found::Ours { changed } => bring_back(file, trash, changed, journal),
        Found::Missing => Ok(Done::Settled(Reason::GoneFromTrash)),
        Found::Unrelated => Ok(Done::Settled(Reason::Unrelated)),
    }
}

/// Why a path to put something back at cannot be reached: a folder on it is a symbolic
/// link now, or the system's error.
fn unreachable_path(path: &Path, error: io::Error) -> Reason {
    match first_symlink(path.parent().unwrap_or(Path::new("/"))) {
        Some(folder) => Reason::RestorePathThroughSymlink { folder },
        None => Reason::CannotRestore {
            problem: io_problem(&error),
        },
    }
}

/// One name a cleanup replaced (or began to replace) by a hard link, as a restore finds it,
/// every part reached through an open folder.
struct LinkedName<'a> {
    /// The name's full path, for the reasons.
    path: &'a Path,
    folder: BorrowedFd<'a>,
    name: &'a OsStr,
    /// The temporary name the link was first made under, beside the name.
    temp: &'a OsStr,
    /// The original's inode and birth time (where kept).
    original: (u64, Option<i128>),
    /// The original's size and content hash as checked: what the kept copy held too.
    recorded: (u64, ContentHash),
    /// The kept copy: what the name holds once linked.
    kept: KeptCopy,
    /// The original's second name in the trash (a folder there and a name in it), where
    /// there is one at all.
    trash: Option<(BorrowedFd<'a>, &'a OsStr)>,
}

impl LinkedName<'_> {
    fn is_original(&self, stat: &Stat) -> bool {
        let (ino, btime_ns) = self.original;
        stat.is_file() && stat.ino == ino && born_as(stat, btime_ns)
    }

    /// Whether `stat` is the kept copy's inode, with its birth time where both are known.
    /// The copy's folder is on its file system (a link was made there), whose device number
    /// may have changed since (another boot), so the device is not compared.
    fn is_kept(&self, stat: &Stat) -> bool {
        stat.is_file() && stat.ino == self.kept.ino && born_as(stat, self.kept.btime_ns)
    }

    /// Whether the name's file `now` (the kept copy's inode) is still the link Doppel made:
    /// the kept copy's own path still holds that same inode. Were the kept name deleted or
    /// saved over, or both names deleted and the number given to a new file, what the name
    /// holds is the user's current work, and is never swapped away.
    fn still_linked(&self, now: &Stat) -> bool {
        if !crate::failpoint::guarded("kept-link-gone") {
            return true;
        }
        let Ok(place) = fs_at::locate(&self.kept.path) else {
            return false;
        };
        fs_at::stat_at(place.folder.as_fd(), &place.name)
            .is_ok_and(|kept| self.is_kept(&kept) && (kept.dev, kept.ino) == (now.dev, now.ino))
    }

    /// Where the edit made through the linked name lives on, if the kept copy's content is
    /// no longer the one recorded (the name and the kept copy are one file until the swap).
    fn edited_through_link(&self, now: &Stat) -> Option<ChangedInTrash> {
        let (size, hash) = self.recorded;
        let handle = fs_at::open_file_at(self.folder, self.name).ok()?;
        let stat = fs_at::stat_fd(handle.as_fd()).ok()?;
        if (stat.dev, stat.ino) != (now.dev, now.ino) {
            return None;
        }
        let same = stat.size == size && content::hash(&handle).is_ok_and(|now| now == hash);
        (!same).then(|| ChangedInTrash::EditedThroughLink {
            kept: self.kept.path.clone(),
        })
    }
}

/// Whether `stat` was born when `recorded` says, where both the file system and the journal
/// keep a birth time: with the inode number, what tells a file from one given its number
/// later.
fn born_as(stat: &Stat, recorded: Option<i128>) -> bool {
    match (stat.btime_ns, recorded) {
        (Some(now), Some(then)) => now == then,
        _ => true,
    }
}

/// The kept copy a name was linked to, as the journal recorded it.
struct KeptCopy {
    /// Its full path.
    path: PathBuf,
    ino: u64,
    btime_ns: Option<i128>,
}

/// What [`undo_name`] did.
enum Undone {
    /// The original is back at its name, swapped in from the trash; the link it held, now in
    /// the trash, was removed there unless its other name was gone (`trash_cleared`).
    /// `edited` says where an edit made through the linked name lives on.
    Restored {
        trash_cleared: bool,
        edited: Option<ChangedInTrash>,
    },
    /// The name holds the original (the cleanup stopped before, or was undone); its
    /// temporary name and its second name in the trash, if any, are removed. `swapped_back`
    /// when it was this restore that swapped it back from the temporary name.
    InPlace { swapped_back: bool },
    /// Nothing stands at the name.
    NameMissing,
    /// The name holds the link, and the trash no longer the original: nothing to put back.
    Nothing(Reason),
}

/// Undoes one name whatever step the cleanup reached, `found` telling what its trash name
/// holds (see the module's notes). A name holding something else is left alone:
/// [`Reason::LinkReplaced`].
fn undo_name(at: &LinkedName, found: &Found) -> Result<Undone, Reason> {
    let cannot = |error: io::Error| Reason::CannotRestore {
        problem: io_problem(&error),
    };
    let (folder, name, temp) = (at.folder, at.name, at.temp);
    let mut swapped_back = false;
    // Killed before the temporary name was removed: it holds the kept copy's link (not yet
    // swapped in) or, once swapped, the original, while the name holds the link.
    if let Ok(at_temp) = fs_at::stat_at(folder, temp) {
        let at_name = fs_at::stat_at(folder, name);
        if at.is_original(&at_temp)
            && at_name
                .as_ref()
                .is_ok_and(|now| at.is_kept(now) && at.still_linked(now))
        {
            fs_at::exchange_at(folder, temp, folder, name).map_err(cannot)?;
            swapped_back = true;
        }
        if let Ok(at_temp) = fs_at::stat_at(folder, temp)
            && at.is_kept(&at_temp)
        {
            let _ = fs_at::remove_extra_link(folder, temp, (at_temp.dev, at_temp.ino));
        }
    }
    match fs_at::stat_at(folder, name) {
        Ok(now) if at.is_original(&now) => {
            // The name holds the original: the trash's name, if it is the same file, is
            // only the second name the cleanup gave it.
            if let Some((trash_folder, trash_name)) = at.trash
                && let Ok(entry) = fs_at::stat_at(trash_folder, trash_name)
            {
                if (entry.dev, entry.ino) == (now.dev, now.ino) {
                    fs_at::remove_extra_link(trash_folder, trash_name, (now.dev, now.ino))
                        .map_err(cannot)?;
                } else if at.is_kept(&entry) {
                    // A restore killed after its swap: the trash's name holds the link it
                    // swapped out, a second name of the kept copy while the kept copy's own
                    // name still holds it; else it is the user's only copy of that file now,
                    // and stays in the trash with its `.trashinfo`.
                    if !at.still_linked(&entry) {
                        return Err(Reason::KeptLinkGone {
                            path: at.path.to_path_buf(),
                            kept: at.kept.path.clone(),
                        });
                    }
                    fs_at::remove_extra_link(trash_folder, trash_name, (entry.dev, entry.ino))
                        .map_err(cannot)?;
                }
            }
            Ok(Undone::InPlace { swapped_back })
        }
        Ok(now) if at.is_kept(&now) && !at.still_linked(&now) => match found {
            // The kept copy's name no longer holds it: the name holds the user's work now.
            Found::Ours { .. } => Err(Reason::KeptLinkGone {
                path: at.path.to_path_buf(),
                kept: at.kept.path.clone(),
            }),
            Found::Missing => Ok(Undone::Nothing(Reason::GoneFromTrash)),
            Found::Unrelated => Ok(Undone::Nothing(Reason::Unrelated)),
        },
        Ok(now) if at.is_kept(&now) => match (found, at.trash) {
            (Found::Ours { .. }, Some((trash_folder, trash_name))) => {
                let edited = at.edited_through_link(&now);
                fs_at::exchange_at(trash_folder, trash_name, folder, name).map_err(cannot)?;
                crate::failpoint::hit("unlink: swapped back");
                // The trash's name now holds the link: a second name of the kept copy,
                // which keeps its own. Were that name gone, the link stays in the trash.
                let kept_id = (now.dev, now.ino);
                let trash_cleared =
                    fs_at::remove_extra_link(trash_folder, trash_name, kept_id).is_ok();
                Ok(Undone::Restored {
                    trash_cleared,
                    edited,
                })
            }
            (Found::Unrelated, _) => Ok(Undone::Nothing(Reason::Unrelated)),
            _ => Ok(Undone::Nothing(Reason::GoneFromTrash)),
        },
        Ok(_) => match found {
            Found::Ours { .. } => Err(Reason::LinkReplaced {
                path: at.path.to_path_buf(),
            }),
            Found::Missing => Ok(Undone::Nothing(Reason::GoneFromTrash)),
            Found::Unrelated => Ok(Undone::Nothing(Reason::Unrelated)),
        },
        Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(Undone::NameMissing),
        Err(error) => Err(cannot(error)),
    }
}

/// What became of one file of a linked folder.
enum FileBack {
    /// Its original is back at its name.
    Restored,
    /// Its name held its original already, or nothing of it was ever in the trash.
    InPlace,
    /// Its name holds the link, and the mirror no longer the original (the trash was
    /// emptied): nothing to put back.
    Gone,
}

/// Puts back every file of a folder a cleanup replaced by hard links file by file, from the
/// folder's trash mirror (see the module's notes); once all are back, the mirror's emptied
/// folders and its `.trashinfo` go.
fn restore_folder(
    file: &JournaledFile,
    folder: &JournaledFolder,
    link: &JournaledLink,
    trash: &TrashFolder,
    journal: Option<&mut JournalWriter>,
) -> Result<Done, Reason> {
    let manifest = &folder.manifest;
    // The mirror is the one the cleanup reserved while its `.trashinfo` is the one written
    // for this folder at this time: only then is a file in it believed by its content alone,
    // and only then is anything of it removed.
    let ours = file
        .identity
        .as_ref()
        .is_some_and(|identity| trash.info_is(&file.entry, &file.path, &identity.deleted));
    let mirror = match fs_at::open_dir_at(trash.files_folder(), &file.entry) {
        Ok(mirror) => Some(mirror),
        // Never made (a kill before the first link), emptied, or something else's.
        Err(error)
            if error.kind() == io::ErrorKind::NotFound
                || matches!(error.raw_os_error(), Some(libc::ENOTDIR | libc::ELOOP)) =>
        {
            None
        }
        Err(error) => {
            return Err(Reason::EntryUnreadable {
                problem: io_problem(&error),
            });
        }
    };
    let top = match fs_at::locate(&file.path)
        .and_then(|place| fs_at::open_dir_at(place.folder.as_fd(), &place.name))
    {
        Ok(top) => top,
        // The folder is gone: what the mirror holds of it (the originals) comes back as a
        // folder trashed whole does.
        Err(error) if error.kind() == io::ErrorKind::NotFound => {
            return match (mirror, ours) {
                (Some(_), true) => {
                    bring_back(file, trash, Some(ChangedInTrash::LinkedFolderGone), journal)
                }
                (Some(_), false) => Ok(Done::Settled(Reason::Unrelated)),
                (None, _) => Ok(Done::Settled(Reason::GoneFromTrash)),
            };
        }
        Err(error) => {
            return Err(match first_symlink(&file.path) {
                Some(folder) => Reason::RestorePathThroughSymlink { folder },
                None => Reason::CannotRestore {
                    problem: io_problem(&error),
                },
            });
        }
    };
    let top_now = fs_at::stat_fd(top.as_fd()).map_err(|error| Reason::CannotRestore {
        problem: io_problem(&error),
    })?;
    if top_now.ino != folder.ino {
        // Another folder stands at its path: the user's; the originals stay in the trash.
        return Err(Reason::LinkReplaced {
            path: file.path.clone(),
        });
    }
    let (mut restored, mut gone) = (0, 0);
    let mut replaced = Vec::new();
    let mut failed = None;
    for (recorded, linked) in manifest.files.iter().zip(&link.files) {
        let one = OneFile {
            top: top.as_fd(),
            mirror: mirror.as_ref(),
            ours,
            recorded,
            linked,
            kept_folder: &link.kept,
            temp: &link.temp,
            path: file.path.join(&recorded.path),
        };
        match restore_file(&one) {
            Ok(FileBack::Restored) => restored += 1,
            Ok(FileBack::InPlace) => {}
            Ok(FileBack::Gone) => gone += 1,
            Err(Reason::LinkReplaced { path } | Reason::KeptLinkGone { path, .. }) => {
                replaced.push(path)
            }
            Err(other) => {
                failed.get_or_insert(other);
            }
        }
    }
    if let Some(reason) = failed {
        return Err(reason);
    }
    if !replaced.is_empty() {
        return Err(Reason::FolderLinksReplaced { files: replaced });
    }
    // Everything is back: the mirror's folders, emptied, go, and then its `.trashinfo`.
    drop(mirror);
    if ours
        && link_folder::remove_mirror(trash.files_folder(), &file.entry, &manifest.folders).is_ok()
    {
        let _ = trash.release(&file.entry);
    }
    Ok(match (restored, gone) {
        (0, 0) => Done::Settled(Reason::AlreadyInPlace),
        (0, _) => Done::Settled(Reason::GoneFromTrash),
        (_, 0) => Done::Restored { changed: None },
        (_, gone) => Done::Restored {
            changed: Some(ChangedInTrash::LinkOriginalsGone { gone }),
        },
    })
}

/// One file of a linked folder to put back.
struct OneFile<'a> {
    /// The folder, open.
    top: BorrowedFd<'a>,
    /// Its trash mirror, open, if there is one; `ours` when its `.trashinfo` is the
    /// cleanup's.
    mirror: Option<&'a OwnedFd>,
    ours: bool,
    recorded: &'a ManifestFile,
    linked: &'a LinkedFile,
    /// The kept folder its copy is in.
    kept_folder: &'a Path,
    temp: &'a OsStr,
    /// Its full path, for the reasons.
    path: PathBuf,
}

/// Puts back one file of a linked folder: its name undone as a file's is, its original
/// taken from the mirror at its relative path.
fn restore_file(one: &OneFile) -> Result<FileBack, Reason> {
    let cannot = |error: io::Error| Reason::CannotRestore {
        problem: io_problem(&error),
    };
    let relative = &one.recorded.path;
    // The mirror's folder for it, if it was made (and not emptied since).
    let in_mirror = one
        .mirror
        .and_then(|mirror| fs_at::locate_in(mirror.as_fd(), relative).ok());
    let found = match &in_mirror {
        None => Found::Missing,
        Some(place) => mirror_holds(one, place.folder.as_fd(), &place.name)?,
    };
    let place = match fs_at::locate_in(one.top, relative) {
        Ok(place) => place,
        Err(error) => {
            let (Found::Ours { .. }, Some(from)) = (&found, &in_mirror) else {
                // Nothing of it in the trash (never reached, or emptied): nothing to put
                // back, whatever its folder has become.
                return Ok(FileBack::InPlace);
            };
            if error.kind() != io::ErrorKind::NotFound {
                return Err(unreachable_path(&one.path, error));
            }
            // Its subfolder is gone: made again, and the original put back in it.
            let to = fs_at::locate_in_creating(one.top, relative).map_err(cannot)?;
            fs_at::rename_no_replace(from.folder.as_fd(), &from.name, to.folder.as_fd(), &to.name)
                .map_err(cannot)?;
            return Ok(FileBack::Restored);
        }
    };
    let name = LinkedName {
        path: &one.path,
        folder: place.folder.as_fd(),
        name: &place.name,
        temp: one.temp,
        original: (one.linked.ino, one.linked.btime_ns),
        recorded: (one.recorded.size, one.recorded.hash),
        kept: KeptCopy {
            path: one.kept_folder.join(&one.linked.kept),
            ino: one.linked.kept_ino,
            btime_ns: one.linked.kept_btime_ns,
        },
        trash: in_mirror
            .as_ref()
            .map(|place| (place.folder.as_fd(), place.name.as_os_str())),
    };
    match undo_name(&name, &found)? {
        Undone::Restored { .. } | Undone::InPlace { swapped_back: true } => Ok(FileBack::Restored),
        Undone::InPlace {
            swapped_back: false,
        } => Ok(FileBack::InPlace),
        Undone::Nothing(_) => Ok(FileBack::Gone),
        Undone::NameMissing => match (&found, &in_mirror) {
            // The user removed the link: the original goes back under its name.
            (Found::Ours { .. }, Some(from)) => {
                fs_at::rename_no_replace(
                    from.folder.as_fd(),
                    &from.name,
                    place.folder.as_fd(),
                    &place.name,
                )
                .map_err(cannot)?;
                Ok(FileBack::Restored)
            }
            _ => Ok(FileBack::InPlace),
        },
    }
}

/// What the mirror's name for one file holds: its original (by inode and birth time; or,
/// in the cleanup's own mirror, by the content recorded), nothing, or something else.
fn mirror_holds(one: &OneFile, folder: BorrowedFd<'_>, name: &OsStr) -> Result<Found, Reason> {
    let unreadable = |error: &io::Error| Reason::EntryUnreadable {
        problem: io_problem(error),
    };
    let stat = match fs_at::stat_at(folder, name) {
        Ok(stat) => stat,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(Found::Missing),
        Err(error) => return Err(unreadable(&error)),
    };
    if !stat.is_file() {
        return Ok(Found::Unrelated);
    }
    let same_inode = stat.ino == one.linked.ino && born_as(&stat, one.linked.btime_ns);
    if same_inode {
        return Ok(Found::Ours { changed: None });
    }
    if !one.ours {
        return Ok(Found::Unrelated);
    }
    let handle = fs_at::open_file_at(folder, name).map_err(|e| unreadable(&e))?;
    let hash = content::hash(&handle).map_err(|e| unreadable(&e))?;
    Ok(
        if stat.size == one.recorded.size && hash == one.recorded.hash {
            Found::Ours { changed: None }
        } else {
            Found::Unrelated
        },
    )
}
