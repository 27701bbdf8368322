//! What the trash entry a journal names is (the item trashed, by identity or recorded
//! content; nothing; something else), and what the item's original path holds now.

use std::io;
use std::os::fd::AsFd;
use std::path::Path;

use crate::actions::content::{self, ContentHash};
use crate::actions::fs_at;
use crate::actions::journal::JournaledFile;
use crate::actions::reasons::{ChangedInTrash, Reason, io_problem};
use crate::actions::trash::TrashFolder;
use crate::actions::tree::{self, Manifest, Strictness};

/// What the trash entry named by the journal is.
pub(super) enum Found {
    /// The item trashed; with what differs from what was trashed, if anything.
    Ours { changed: Option<ChangedInTrash> },
    /// Nothing by that name.
    Missing,
    /// Something else took the name.
    Unrelated,
}

/// Tells the trash entry the journal names: the item trashed (by identity, else by its
/// recorded content), nothing, or something else.
pub(super) fn inspect(file: &JournaledFile, trash: &TrashFolder) -> Result<Found, Reason> {
    let unreadable = |error: &io::Error| Reason::EntryUnreadable {
        problem: io_problem(error),
    };
    let stat = match trash.stat_entry(&file.entry) {
        Ok(stat) => stat,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(Found::Missing),
        Err(error) => return Err(unreadable(&error)),
    };
    let same_inode = match (&file.identity, &file.folder) {
        (Some(identity), _) => {
            stat.ino == identity.ino
                && match (stat.btime_ns, identity.btime_ns) {
                    (Some(now), Some(then)) => now == then,
                    _ => true,
                }
        }
        // A folder in a version 3 journal: its device and inode were recorded.
        (None, Some(folder)) => stat.dev == folder.dev && stat.ino == folder.ino,
        (None, None) => false,
    };
    // On file systems whose inode numbers do not last across mounts (FAT), the name the
    // cleanup reserved, still holding its `.trashinfo`, is the item.
    let same = same_inode
        || file
            .identity
            .as_ref()
            .is_some_and(|identity| trash.info_is(&file.entry, &file.path, &identity.deleted));
    match &file.folder {
        None => {
            if !stat.is_file() {
                return Ok(Found::Unrelated);
            }
            if same {
                let changed = (stat.size != file.size
                    || stat.mtime_ns != i128::from(file.mtime_ns))
                .then_some(ChangedInTrash::WrittenTo);
                return Ok(Found::Ours { changed });
            }
            let entry = trash.open_entry(&file.entry).map_err(|e| unreadable(&e))?;
            let hash = content::hash(&entry).map_err(|e| unreadable(&e))?;
            Ok(if hash == file.hash {
                Found::Ours { changed: None }
            } else {
                Found::Unrelated
            })
        }
        Some(folder) => {
            if !stat.is_dir() {
                return Ok(Found::Unrelated);
            }
            let entry = fs_at::open_dir_at(trash.files_folder(), &file.entry)
                .map_err(|e| unreadable(&e))?;
            if same {
                let changed =
                    tree_changes(entry.as_fd(), &folder.manifest).map_err(|e| unreadable(&e))?;
                return Ok(Found::Ours { changed });
            }
            Ok(
                match tree::differs_from_manifest(entry.as_fd(), &folder.manifest)
                    .map_err(|e| unreadable(&e))?
                {
                    None => Found::Ours { changed: None },
                    Some(_) => Found::Unrelated,
                },
            )
        }
    }
}

/// What differs between the folder open as `top` and its manifest, by names, sizes and
/// modified times (the folder is known to be the one trashed; this only says how it
/// changed).
fn tree_changes(
    top: std::os::fd::BorrowedFd<'_>,
    manifest: &tree::Manifest,
) -> io::Result<Option<ChangedInTrash>> {
    let now = match tree::read(top, Strictness::Lenient) {
        Ok(now) => now,
        Err(tree::TreeError::Io(_, error)) => return Err(error),
        Err(other) => {
            return Ok(Some(ChangedInTrash::FolderNowHolds(Box::new(
                other.reason(Path::new(".")),
            ))));
        }
    };
    let added = now
        .files
        .keys()
        .filter(|path| !manifest.files.iter().any(|file| &&file.path == path))
        .count();
    let gone = manifest
        .files
        .iter()
        .filter(|file| !now.files.contains_key(&file.path))
        .count();
    let edited = manifest
        .files
        .iter()
        .filter(|file| {
            now.files
                .get(&file.path)
                .is_some_and(|stat| stat.size != file.size || stat.mtime_ns != file.mtime_ns)
        })
        .count();
    if added + gone + edited == 0 {
        return Ok(None);
    }
    Ok(Some(ChangedInTrash::FolderFiles {
        added,
        gone,
        edited,
    }))
}

/// What an item's original path must hold for the item to count as back in place.
enum Content<'a> {
    /// A regular file of this size and content hash.
    File { size: u64, hash: ContentHash },
    /// A folder holding exactly this (subfolders, files, their content and times).
    Folder(&'a Manifest),
}

/// Whether the original path holds the item as trashed: a regular file with the recorded
/// content, or a folder with exactly the recorded content.
pub(super) fn original_holds(file: &JournaledFile) -> bool {
    if never_left(file) {
        return true;
    }
    match &file.folder {
        None => original_holds_content(
            file,
            Content::File {
                size: file.size,
                hash: file.hash,
            },
        ),
        Some(folder) => original_holds_content(file, Content::Folder(&folder.manifest)),
    }
}

/// Whether the original path holds the very item recorded (its inode, with its birth time),
/// whatever it holds now: it never left (a cleanup killed before it moved) or came back, and
/// an edit since is the user's. Only where the birth time was recorded: an inode number
/// alone may have been given to another file.
fn never_left(file: &JournaledFile) -> bool {
    let Some(identity) = &file.identity else {
        return false;
    };
    let Some(btime) = identity.btime_ns else {
        return false;
    };
    let Ok(located) = fs_at::locate(&file.path) else {
        return false;
    };
    fs_at::stat_at(located.folder.as_fd(), &located.name).is_ok_and(|now| {
        now.ino == identity.ino
            && now.btime_ns == Some(btime)
            && if file.folder.is_some() {
                now.is_dir()
            } else {
                now.is_file()
            }
    })
}

/// Whether the original path holds what the trash entry holds now, byte for byte: the copy
/// a restore across devices puts in place before it removes the trash copy. Compared with
/// the entry as it is now, not as recorded, since the item may have changed in the trash.
pub(super) fn copy_stands_in_place(file: &JournaledFile, trash: &TrashFolder) -> bool {
    match &file.folder {
        None => {
            let Ok(entry) = trash.open_entry(&file.entry) else {
                return false;
            };
            let (Ok(stat), Ok(hash)) = (fs_at::stat_fd(entry.as_fd()), content::hash(&entry))
            else {
                return false;
            };
            stat.is_file()
                && original_holds_content(
                    file,
                    Content::File {
                        size: stat.size,
                        hash,
                    },
                )
        }
        Some(_) => {
            let manifest = fs_at::open_dir_at(trash.files_folder(), &file.entry)
                .and_then(|entry| tree::manifest_of(entry.as_fd()));
            manifest.is_ok_and(|manifest| original_holds_content(file, Content::Folder(&manifest)))
        }
    }
}

/// Whether the item's original path holds `expected`, read through handles.
fn original_holds_content(file: &JournaledFile, expected: Content) -> bool {
    let Ok(located) = fs_at::locate(&file.path) else {
        return false;
    };
    match expected {
        Content::File { size, hash } => {
            let Ok(handle) = fs_at::open_file_at(located.folder.as_fd(), &located.name) else {
                return false;
            };
            fs_at::stat_fd(handle.as_fd()).is_ok_and(|stat| stat.is_file() && stat.size == size)
                && content::hash(&handle).is_ok_and(|now| now == hash)
        }
        Content::Folder(manifest) => fs_at::open_dir_at(located.folder.as_fd(), &located.name)
            .is_ok_and(|handle| {
                matches!(
                    tree::differs_from_manifest(handle.as_fd(), manifest),
                    Ok(None)
                )
            }),
    }
}
