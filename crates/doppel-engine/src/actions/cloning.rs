//! Making a checked copy a clone of its kept copy ([`super::Reclaim::Clone`]): the checks a
//! clone needs beyond a move to the trash, the answer to "can this file system share
//! blocks?" found once per file system and cleanup, what the clone is expected to free, and
//! the act itself.
//!
//! A folder of a duplicate-folder group is cloned file by file ([`folder_target`],
//! [`replace_folder`]): each of its files becomes a clone of the copy in the kept folder the
//! checks matched it with (by content), under one journal record, undone whole.
//!
//! The act is one call per file, [`super::clone::dedupe`]: the kernel locks both files, compares
//! their bytes itself and shares the blocks only where they are equal, so a copy or kept
//! file edited after the checks is refused there, as it was. The copy keeps its inode and
//! so its name, owner, mode, times and extended attributes; nothing goes to the trash and
//! nothing is removed. The journal's `cloning` record is durable before the call.

use std::collections::HashMap;
use std::os::fd::{AsFd, BorrowedFd, OwnedFd};
use std::os::unix::fs::MetadataExt;
use std::path::Path;
use std::sync::Mutex;

use super::Way;
use super::checks::{Checked, KeptCopy};
use super::clone::{self, CloneError};
use super::folder_checks::CheckedFolder;
use super::fs_at::{self, Writers};
use super::plan::Keepers;
use super::plan::Recheck;
use super::reasons::{NoSharing, Reason, io_problem};
use super::space::{self, CopyFacts, Expected};
use super::tree;

/// Whether each file system a cleanup meets can share blocks, tried once per file system
/// (by device): a probe makes and dedupes two small files, too slow to repeat per copy.
#[derive(Default)]
pub(super) struct SupportCache {
    answers: Mutex<HashMap<u64, Result<(), NoSharing>>>,
}

impl SupportCache {
    /// Whether the file system of device `dev`, under `folder`, can share blocks. An answer
    /// that holds for the whole file system (it can, it cannot, it is read-only) is kept;
    /// one about the folder (no permission to write there, a failed probe) is not.
    fn check(&self, dev: u64, folder: BorrowedFd<'_>) -> Result<(), NoSharing> {
        // Held while probing: the checks run on every core, and one probe per file system
        // is the point.
        let mut answers = match self.answers.lock() {
            Ok(answers) => answers,
            Err(poisoned) => poisoned.into_inner(),
        };
        if let Some(answer) = answers.get(&dev) {
            return answer.clone();
        }
        let answer = clone::clone_support(folder).map_err(|why| NoSharing::from(&why));
        if matches!(
            answer,
            Ok(()) | Err(NoSharing::FileSystem { .. } | NoSharing::ReadOnly)
        ) {
            answers.insert(dev, answer.clone());
        }
        answer
    }
}

/// Which of `file`'s kept copies it would become a clone of, and what that is expected to
/// free; or why it may not: the kept copy of an exact group (compared byte for byte by the
/// checks), on the same file system, which can share blocks.
pub(super) fn target(
    file: &Checked,
    keepers: &[Keepers],
    support: &SupportCache,
) -> Result<(usize, Expected), Reason> {
    // `file.kept` holds one kept copy per group, in the order of `keepers`.
    let index = keepers
        .iter()
        .position(|group| group.kind == Recheck::Exact)
        .ok_or(Reason::NotExactForClone)?;
    let kept = &file.kept[index];
    if kept.stat.dev != file.stat.dev {
        return Err(Reason::CloneOtherFileSystem {
            kept: kept.path.clone(),
        });
    }
    support
        .check(file.stat.dev, file.located.folder.as_fd())
        .map_err(|why| Reason::CannotShareBlocks { why })?;
    Ok((index, expected(&file.handle, &file.stat)))
}

/// What making `file` a clone is expected to free: its blocks not already shared (with the
/// kept copy by an earlier clone, another file, or a snapshot), at once. A copy sharing all
/// its blocks already frees nothing, and is still cloned (it costs nothing and is said).
fn expected(handle: &std::fs::File, stat: &fs_at::Stat) -> Expected {
    let extents = space::shared_bytes(handle).ok().flatten();
    let allocated = match extents {
        Some(extents) => extents.allocated,
        // No extent map here: what its blocks take, sparse files counted as they are.
        None => handle
            .metadata()
            .map_or(stat.size, |metadata| metadata.blocks() * 512),
    };
    space::expected_freed(
        &CopyFacts {
            allocated,
            shared: extents.map(|extents| extents.shared),
            links: u64::from(stat.nlink),
            names_going: 1,
            // The checks refuse the kept copy under another name.
            same_file_as_kept: false,
        },
        Way::Clone,
    )
}

/// Why a clone stopped, and whether the copy is as it was (the journal then records it as
/// never touched; otherwise the record stays, a clone made).
pub(super) struct NotCloned {
    pub(super) reason: Reason,
    pub(super) as_before: bool,
}

impl NotCloned {
    fn as_before(reason: Reason) -> NotCloned {
        NotCloned {
            reason,
            as_before: true,
        }
    }
}

/// Makes the checked `file` a clone of `kept`: a last look at both, then the kernel's
/// compare-and-share; after it, the kept copy must still be the version checked. The
/// journal record is already durable, and the caller holds the copy's read lease.
pub(super) fn replace(file: &Checked, kept: &KeptCopy) -> Result<(), NotCloned> {
    let folder = file.located.folder.as_fd();
    // A last look: the name still holds the version checked, and so does the kept copy's.
    let now = fs_at::stat_at(folder, &file.located.name);
    if !now.is_ok_and(|now| now.same_version(&file.stat)) {
        return Err(NotCloned::as_before(Reason::ChangedAfterCheck));
    }
    let kept_changed = || Reason::KeptChangedBeforeClone {
        kept: kept.path.clone(),
    };
    let kept_file = fs_at::open_file_at(kept.located.folder.as_fd(), &kept.located.name)
        .map_err(|_| NotCloned::as_before(kept_changed()))?;
    let kept_now = fs_at::stat_fd(kept_file.as_fd());
    if !kept_now.is_ok_and(|now| now.same_version(&kept.stat)) {
        return Err(NotCloned::as_before(kept_changed()));
    }
    // The copy's handle is open read-only: the kernel lets a dedupe's destination be a
    // file its caller owns or may write, and a read-only handle breaks no other program's
    // lease (see `clone::dedupe`).
    clone::dedupe(&kept_file, &file.handle)
        .map_err(|error| NotCloned::as_before(refusal(error, &kept.path, folder)))?;
    // The copy was checked by the dedupe (the same size and modified time throughout).
    // The kept copy, edited since the kernel compared the two, leaves this copy's bytes as
    // they were; only the sharing is less than it was.
    let kept_after = fs_at::stat_fd(kept_file.as_fd());
    if !kept_after.is_ok_and(|now| now.same_version(&kept.stat)) || !kept.still_in_place() {
        return Err(NotCloned {
            reason: Reason::KeptChangedWhileCloning {
                kept: kept.path.clone(),
            },
            as_before: false,
        });
    }
    Ok(())
}

/// Why the kernel's refusal to clone a copy of `kept` (in `folder`) left it as it was.
fn refusal(error: CloneError, kept: &Path, folder: BorrowedFd<'_>) -> Reason {
    match error {
        CloneError::Differs { at } => Reason::CloneDiffers {
            kept: kept.to_path_buf(),
            at,
        },
        CloneError::CopyChanged { .. } => Reason::ChangedWhileCloning,
        // Both were the sizes checked a moment ago: one was written to since.
        CloneError::SizesDiffer { .. } => Reason::ChangedAfterCheck,
        CloneError::SameFile => Reason::SameFileAsKept {
            kept: kept.to_path_buf(),
        },
        CloneError::CrossesDevices => Reason::CloneOtherFileSystem {
            kept: kept.to_path_buf(),
        },
        CloneError::NotSupported { .. } => Reason::CannotShareBlocks {
            why: NoSharing::FileSystem {
                fs: clone::fs_type_name(folder).unwrap_or_else(|e| io_problem(&e)),
            },
        },
        CloneError::ReadOnly => Reason::CannotShareBlocks {
            why: NoSharing::ReadOnly,
        },
        other => Reason::CannotClone {
            problem: other.to_string(),
        },
    }
}

/// A checked folder to clone file by file: the folder itself, open, and what cloning every
/// file is expected to free.
pub(super) struct FolderClone {
    pub(super) handle: OwnedFd,
    pub(super) frees: u64,
}

/// Whether the checked `folder` may be cloned file by file onto its kept folder, and what
/// that is expected to free: the kept folder on the same file system (the checks already
/// refused a folder with a mount inside), one that can share blocks.
pub(super) fn folder_target(
    folder: &CheckedFolder,
    support: &SupportCache,
) -> Result<FolderClone, Reason> {
    let (kept_dev, _) = folder.kept.id();
    if kept_dev != folder.stat.dev {
        return Err(Reason::CloneOtherFileSystem {
            kept: folder.kept.path.clone(),
        });
    }
    let changed = || Reason::ChangedWhileChecked { change: None };
    let handle = fs_at::open_dir_at(folder.located.folder.as_fd(), &folder.located.name)
        .map_err(|_| changed())?;
    let opened = fs_at::stat_fd(handle.as_fd()).map_err(|_| changed())?;
    if (opened.dev, opened.ino) != (folder.stat.dev, folder.stat.ino) {
        return Err(changed());
    }
    support
        .check(folder.stat.dev, handle.as_fd())
        .map_err(|why| Reason::CannotShareBlocks { why })?;
    let mut frees = 0;
    for file in &folder.manifest.files {
        let Some(stat) = folder.tree.files.get(&file.path) else {
            return Err(changed());
        };
        let opened = tree::open_file(handle.as_fd(), &file.path, stat)
            .map_err(|error| error.reason(&folder.path))?;
        frees += expected(&opened, stat).bytes;
    }
    Ok(FolderClone { handle, frees })
}

/// Makes every file of the checked `folder` (open as `clone.handle`) a clone of its copy in
/// the kept folder, in the manifest's order, each as a file is (a last look, its read lease
/// held, the kernel's compare-and-share). Stops at the first file that cannot be: those
/// before it stay clones (their content as it was; the journal record stays, so a restore
/// can unshare them), the rest are left as they are. The record is already durable.
pub(super) fn replace_folder(folder: &CheckedFolder, clone: &FolderClone) -> Result<(), NotCloned> {
    let kept = &folder.kept;
    // A last look: the folder's name still holds the folder checked, and the kept folder
    // every copy as it was compared.
    let here = fs_at::stat_at(folder.located.folder.as_fd(), &folder.located.name);
    if !here.is_ok_and(|now| (now.dev, now.ino) == (folder.stat.dev, folder.stat.ino)) {
        return Err(NotCloned::as_before(Reason::ChangedAfterCheck));
    }
    if let Err(moved) = kept.still_in_place() {
        return Err(NotCloned::as_before(Reason::KeptChangedBeforeClone {
            kept: moved,
        }));
    }
    let count = folder.manifest.files.len();
    for (i, file) in folder.manifest.files.iter().enumerate() {
        let stopped = |why: Reason| NotCloned {
            reason: Reason::FolderFileNotCloned {
                file: folder.path.join(&file.path),
                cloned: i,
                of: count,
                why: Box::new(why),
            },
            as_before: i == 0,
        };
        let (Some(stat), Some((copy, copy_stat))) =
            (folder.tree.files.get(&file.path), kept.copy(i))
        else {
            return Err(stopped(Reason::ChangedAfterCheck));
        };
        let kept_path = kept.path.join(copy);
        let opened = tree::open_file(clone.handle.as_fd(), &file.path, stat)
            .map_err(|error| stopped(error.reason(&folder.path)))?;
        let kept_file = tree::open_file(kept.handle(), copy, copy_stat).map_err(|_| {
            stopped(Reason::KeptChangedBeforeClone {
                kept: kept_path.clone(),
            })
        })?;
        if !fs_at::stat_fd(opened.as_fd()).is_ok_and(|now| now.same_version(stat)) {
            return Err(stopped(Reason::ChangedAfterCheck));
        }
        if !fs_at::stat_fd(kept_file.as_fd()).is_ok_and(|now| now.same_version(copy_stat)) {
            return Err(stopped(Reason::KeptChangedBeforeClone {
                kept: kept_path.clone(),
            }));
        }
        let parent = fs_at::locate_in(clone.handle.as_fd(), &file.path).map_err(|error| {
            stopped(Reason::CannotClone {
                problem: io_problem(&error),
            })
        })?;
        let _lease = match fs_at::read_lease(&opened) {
            Writers::Some => return Err(stopped(Reason::InUse)),
            lease => lease,
        };
        clone::dedupe(&kept_file, &opened)
            .map_err(|error| stopped(refusal(error, &kept_path, parent.folder.as_fd())))?;
    }
    if let Err(changed) = kept.still_in_place() {
        return Err(NotCloned {
            reason: Reason::KeptChangedWhileCloning { kept: changed },
            as_before: false,
        });
    }
    Ok(())
}
