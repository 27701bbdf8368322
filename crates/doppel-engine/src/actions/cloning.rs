//! Making a checked copy a clone of its kept copy ([`super::Reclaim::Clone`]): the checks a
//! clone needs beyond a move to the trash, the answer to "can this file system share
//! blocks?" found once per file system and cleanup, what the clone is expected to free, and
//! the act itself.
//!
//! The act is one call, [`super::clone::dedupe`]: the kernel locks both files, compares
//! their bytes itself and shares the blocks only where they are equal, so a copy or kept
//! file edited after the checks is refused there, as it was. The copy keeps its inode and
//! so its name, owner, mode, times and extended attributes; nothing goes to the trash and
//! nothing is removed. The journal's `cloning` record is durable before the call.

use std::collections::HashMap;
use std::os::fd::{AsFd, BorrowedFd};
use std::os::unix::fs::MetadataExt;
use std::sync::Mutex;

use super::checks::{Checked, Keepers, KeptCopy};
use super::clone::{self, CloneError};
use super::fs_at;
use super::plan::GroupKind;
use super::reasons::{NoSharing, Reason, io_problem};
use super::space::{self, CopyFacts, Expected, Replacement};

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
        .position(|group| group.kind == GroupKind::Exact)
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
    Ok((index, expected(file)))
}

/// What making `file` a clone is expected to free: its blocks not already shared (with the
/// kept copy by an earlier clone, another file, or a snapshot), at once. A copy sharing all
/// its blocks already frees nothing, and is still cloned (it costs nothing and is said).
fn expected(file: &Checked) -> Expected {
    let extents = space::shared_bytes(&file.handle).ok().flatten();
    let allocated = match extents {
        Some(extents) => extents.allocated,
        // No extent map here: what its blocks take, sparse files counted as they are.
        None => file
            .handle
            .metadata()
            .map_or(file.stat.size, |metadata| metadata.blocks() * 512),
    };
    space::expected_freed(
        &CopyFacts {
            allocated,
            shared: extents.map(|extents| extents.shared),
            links: u64::from(file.stat.nlink),
            names_going: 1,
            // The checks refuse the kept copy under another name.
            same_file_as_kept: false,
        },
        Replacement::Clone,
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
    clone::dedupe(&kept_file, &file.handle).map_err(|error| {
        NotCloned::as_before(match error {
            CloneError::Differs { at } => Reason::CloneDiffers {
                kept: kept.path.clone(),
                at,
            },
            CloneError::CopyChanged { .. } => Reason::ChangedWhileCloning,
            // Both were the sizes checked a moment ago: one was written to since.
            CloneError::SizesDiffer { .. } => Reason::ChangedAfterCheck,
            CloneError::SameFile => Reason::SameFileAsKept {
                kept: kept.path.clone(),
            },
            CloneError::CrossesDevices => Reason::CloneOtherFileSystem {
                kept: kept.path.clone(),
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
        })
    })?;
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
