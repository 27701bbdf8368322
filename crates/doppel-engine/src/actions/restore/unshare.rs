//! A clone given blocks of its own again, when a restore is asked to: only while its name
//! still holds the inode the cleanup cloned, with the content it had, and some of its
//! blocks are shared.

use std::io;
use std::os::fd::AsFd;
use std::path::Path;

use crate::actions::checks::first_symlink;
use crate::actions::clone;
use crate::actions::content::{self};
use crate::actions::fs_at;
use crate::actions::journal::{JournaledClone, JournaledFile};
use crate::actions::reasons::{Reason, io_problem};
use crate::actions::tree::Manifest;

use super::bring_back::Done;

/// Gives the clone `file` blocks of its own again, while its name still holds the inode the
/// cleanup cloned, with the content it had, and some of its blocks are shared.
pub(super) fn unshare(file: &JournaledFile, clone: &JournaledClone) -> Result<Done, Reason> {
    if let Some(folder) = &file.folder {
        return unshare_folder(file, &folder.manifest, clone);
    }
    let place = match fs_at::locate(&file.path) {
        Ok(place) => place,
        Err(error) if error.kind() == io::ErrorKind::NotFound => {
            return Ok(Done::Settled(Reason::NoLongerExists));
        }
        Err(error) => {
            return Err(
                match first_symlink(file.path.parent().unwrap_or(Path::new("/"))) {
                    Some(folder) => Reason::RestorePathThroughSymlink { folder },
                    None => Reason::CannotUnshare {
                        problem: io_problem(&error),
                    },
                },
            );
        }
    };
    let (folder, name) = (place.folder.as_fd(), &place.name);
    let handle = match fs_at::open_file_at(folder, name) {
        Ok(handle) => handle,
        Err(error) if error.kind() == io::ErrorKind::NotFound => {
            return Ok(Done::Settled(Reason::NoLongerExists));
        }
        Err(error) => {
            return Err(Reason::CannotUnshare {
                problem: io_problem(&error),
            });
        }
    };
    let cannot = |error: io::Error| Reason::CannotUnshare {
        problem: io_problem(&error),
    };
    let stat = fs_at::stat_fd(handle.as_fd()).map_err(cannot)?;
    let same_inode = stat.is_file()
        && stat.ino == clone.ino
        && match (stat.btime_ns, clone.btime_ns) {
            (Some(now), Some(then)) => now == then,
            _ => true,
        };
    // Another file under its name, or this one edited since: the user's now.
    if !same_inode || stat.size != file.size || content::hash(&handle).map_err(cannot)? != file.hash
    {
        return Ok(Done::Settled(Reason::ChangedSinceClone));
    }
    if let Ok(Some(extents)) = crate::actions::space::shared_bytes(&handle)
        && extents.shared == 0
    {
        return Ok(Done::Settled(Reason::NotShared));
    }
    drop(handle);
    clone::unshare_clone(folder, name).map_err(|error| Reason::CannotUnshare {
        problem: error.to_string(),
    })?;
    Ok(Done::Unshared)
}

/// Gives every file of a folder cloned file by file blocks of its own again: each that
/// still holds the inode cloned, with the content recorded, and shares blocks; the others
/// (replaced, edited, or unshared already) are the user's, or done, and are passed over.
/// The folder itself must still be the one cloned.
fn unshare_folder(
    file: &JournaledFile,
    manifest: &Manifest,
    clone: &JournaledClone,
) -> Result<Done, Reason> {
    let cannot = |error: io::Error| Reason::CannotUnshare {
        problem: io_problem(&error),
    };
    let top = match fs_at::locate(&file.path)
        .and_then(|place| fs_at::open_dir_at(place.folder.as_fd(), &place.name))
    {
        Ok(top) => top,
        Err(error) if error.kind() == io::ErrorKind::NotFound => {
            return Ok(Done::Settled(Reason::NoLongerExists));
        }
        Err(error) => {
            return Err(match first_symlink(&file.path) {
                Some(folder) => Reason::RestorePathThroughSymlink { folder },
                None => cannot(error),
            });
        }
    };
    if fs_at::stat_fd(top.as_fd()).map_err(cannot)?.ino != clone.ino {
        return Ok(Done::Settled(Reason::ChangedSinceClone));
    }
    for (recorded, &ino) in manifest.files.iter().zip(&clone.inodes) {
        let Ok(place) = fs_at::locate_in(top.as_fd(), &recorded.path) else {
            continue;
        };
        let Ok(handle) = fs_at::open_file_at(place.folder.as_fd(), &place.name) else {
            continue;
        };
        let same = fs_at::stat_fd(handle.as_fd())
            .is_ok_and(|now| now.is_file() && now.ino == ino && now.size == recorded.size)
            && content::hash(&handle).is_ok_and(|hash| hash == recorded.hash);
        let shares = matches!(
            crate::actions::space::shared_bytes(&handle),
            Ok(Some(extents)) if extents.shared > 0
        );
        drop(handle);
        if same && shares {
            clone::unshare_clone(place.folder.as_fd(), &place.name).map_err(|error| {
                Reason::CannotUnshare {
                    problem: format!("{}: {error}", recorded.path.display()),
                }
            })?;
        }
    }
    Ok(Done::Unshared)
}
