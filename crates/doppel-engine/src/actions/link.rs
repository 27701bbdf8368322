//! Replacing a checked copy by a hard link to its kept copy ([`super::Reclaim::HardLink`]):
//! the checks a link needs beyond a move to the trash, and the steps, each confirmed
//! through open folders, with the undo of every step that went before when one fails.
//!
//! The copy's name never goes missing and no data is deleted:
//!
//! 1. the original gets a second name, its trash entry (whose `.trashinfo` was claimed
//!    just before, once the journal's record of the name was durable), confirmed to be the
//!    inode checked;
//! 2. the kept copy gets a second name, a temporary one in the copy's folder, confirmed
//!    to be the kept inode, unchanged;
//! 3. the temporary name and the copy's name are swapped in one step (`RENAME_EXCHANGE`),
//!    and the temporary name is confirmed to hold the original, unchanged (else they are
//!    swapped back);
//! 4. the temporary name, now only a second name of the original (whose trash entry still
//!    holds it), is removed.
//!
//! Before any of that, [`may_link`] says whether the copy may be linked at all, for a file,
//! each file of a folder and the estimate alike: a name shows its file's owner, group,
//! permissions and extended attributes (ACLs among them), so where the copy's differ from
//! the kept copy's, linking would silently change them under its name, and it is refused
//! (unless owner changes are allowed). [`kept_not_a_reference`] refuses a kept copy that is
//! a reference's file: a link would give the reference's own inode a name in the working
//! folder, where an ordinary edit changes the reference. Linking the other way round would
//! give the reference's path another inode, so there is no way round: it is refused.
//!
//! [`replace_name`] does these steps on any one name given as open folders, so the same
//! code serves a file ([`replace`]: its second name is its trash entry) and each file of a
//! folder replaced file by file (`link_folder.rs`: its second name is in the folder's trash
//! mirror). The journal names the trash entry, the kept copy and the temporary name before
//! step 1, so a restore recognises every state a kill can leave (`restore/unlink.rs`).

use std::collections::{BTreeMap, HashMap};
use std::ffi::{CString, OsStr, OsString};
use std::fs::File;
use std::io;
use std::os::fd::{AsFd, BorrowedFd};
use std::path::Path;
use std::sync::{Arc, Mutex};

use super::checks::{Checked, KeptCopy};
use super::clone;
use super::fs_at::{self, Stat};
use super::plan::Keepers;
use super::plan::Recheck;
use super::reasons::{Access, Reason, io_problem};
use super::references::ReferenceGuard;
use super::trash::{TrashFolder, random};

const TEMPORARY_PREFIX: &str = ".doppel-link-";

/// A fresh temporary name for the link to the kept copy, made beside the copy.
pub(super) fn temporary_name() -> OsString {
    OsString::from(format!("{TEMPORARY_PREFIX}{:016x}", random()))
}

/// Whether `name` is one [`temporary_name`] makes: the only kind of name a journal may ask
/// a restore to swap or remove beside a linked copy.
pub(super) fn is_temporary_name(name: &OsStr) -> bool {
    name.to_str()
        .and_then(|name| name.strip_prefix(TEMPORARY_PREFIX))
        .is_some_and(|random| random.len() == 16 && random.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// Which of `file`'s kept copies its name would be linked to, or why it may not be: the
/// kept copy of an exact group (compared byte for byte by the checks), never a reference's
/// file, and one it may be linked to ([`may_link`]).
pub(super) fn target(
    file: &Checked,
    keepers: &[Keepers],
    allow_owner_change: bool,
    guard: &ReferenceGuard,
) -> Result<usize, Reason> {
    // `file.kept` holds one kept copy per group, in the order of `keepers`.
    let index = keepers
        .iter()
        .position(|group| group.kind == Recheck::Exact)
        .ok_or(Reason::NotExactForLink)?;
    let kept = &file.kept[index];
    kept_not_a_reference(guard, &kept.path, &kept.stat)?;
    // The kept copy opened again where it was checked, and confirmed to be that file.
    let kept_file = fs_at::open_file_at(kept.located.folder.as_fd(), &kept.located.name)
        .ok()
        .filter(|opened| {
            fs_at::stat_fd(opened.as_fd()).is_ok_and(|now| now.same_version(&kept.stat))
        })
        .ok_or_else(|| Reason::KeptChangedBeforeLink {
            kept: kept.path.clone(),
        })?;
    may_link(
        &Shown::of(&file.handle, &file.stat)?,
        &Shown::of(&kept_file, &kept.stat)?,
        &kept.path,
        allow_owner_change,
    )?;
    file_system_links(file.located.folder.as_fd())?;
    Ok(index)
}

/// How many names of the kept copy at `kept` the scan saw: its own, and its aliases (the
/// other names of it the scan found), as the group that keeps it recorded them.
pub(super) fn names_seen(kept: &Path, keepers: &[Keepers]) -> u64 {
    keepers
        .iter()
        .flat_map(|group| &group.copies)
        .find(|record| record.path == kept)
        .map_or(1, |record| 1 + record.aliases.len() as u64)
}

/// `Err` ([`Reason::KeptInReference`]) when the kept copy open as `kept`, at `kept_path`, is
/// a file of a reference folder as `guard` knows them (by identity: a hard link of a
/// reference's file elsewhere, or a folder on its path that is a reference's); another
/// reason where that could not be told.
pub(super) fn kept_not_a_reference(
    guard: &ReferenceGuard,
    kept_path: &Path,
    kept: &Stat,
) -> Result<(), Reason> {
    match guard.check(kept_path, kept) {
        Err(Reason::InReference { .. }) if !crate::failpoint::guarded("kept-in-reference") => {
            Ok(())
        }
        Err(Reason::InReference { reference, .. }) => Err(Reason::KeptInReference {
            kept: kept_path.to_path_buf(),
            reference,
        }),
        other => other,
    }
}

/// Whether the file system of `folder` can give a file a second name at all: FAT and exFAT
/// cannot. Asked first, so the answer names the file system; the kernel's own answer to a
/// link there, "operation not permitted", would read as a problem of permissions.
pub(super) fn file_system_links(folder: BorrowedFd<'_>) -> Result<(), Reason> {
    match clone::fs_type_name(folder) {
        Ok(fs) if links_unsupported(&fs) => Err(Reason::NoHardLinks { fs }),
        _ => Ok(()),
    }
}

/// The name of the file system in `folder`, where the kernel's `errno` for a link of the
/// file `stat` there says that file system makes no links at all: "not supported"; or "not
/// permitted" through FUSE (a FUSE FAT, which the type alone does not tell), for a file
/// this user owns (or for root), which no permission setting (`fs.protected_hardlinks`
/// among them) refuses. Elsewhere "not permitted" is the file's own: an immutable or
/// append-only file answers so on any file system.
fn no_links_here(errno: i32, stat: &Stat, folder: BorrowedFd<'_>) -> Option<String> {
    let fs = clone::fs_type_name(folder).unwrap_or_else(|e| io_problem(&e));
    let none = match errno {
        libc::ENOSYS | libc::EOPNOTSUPP => true,
        libc::EPERM if fs == "fuse" => {
            let user = fs_at::user_id();
            user == 0 || user == stat.uid
        }
        _ => false,
    };
    none.then_some(fs)
}

/// Whether a file system of this type (as [`super::clone::fs_type_name`] names it) has no
/// hard links: the FAT family, whose directory entries are the files themselves.
pub(super) fn links_unsupported(fs: &str) -> bool {
    matches!(fs, "vfat" | "exfat")
}

/// What every name of a file shows of it, beyond its bytes: its file system (a link cannot
/// leave it), its owner, group and permissions, and its extended attributes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Shown {
    pub(super) dev: u64,
    pub(super) access: Access,
    pub(super) attributes: Attributes,
}

impl Shown {
    /// What the file open as `file` (found to be `stat`) shows; `Err` where its extended
    /// attributes cannot be listed.
    pub(super) fn of(file: &File, stat: &Stat) -> Result<Shown, Reason> {
        Ok(Shown {
            dev: stat.dev,
            access: access(stat),
            attributes: Attributes::of(file).map_err(|error| Reason::CannotRead {
                problem: io_problem(&error),
            })?,
        })
    }
}

/// A file's extended attributes, as its open handle lists them: `user.*` (tags, comments),
/// `security.*` and `trusted.*` (as far as this user may read them), and the POSIX ACLs,
/// `system.posix_acl_access` and `system.posix_acl_default`; each with its value, or `None`
/// where it is listed but may not be read (its name still counts). A file system without
/// extended attributes gives none.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(super) struct Attributes(BTreeMap<CString, Option<Vec<u8>>>);

impl Attributes {
    /// The attributes of the file open as `file`.
    pub(super) fn of(file: &File) -> io::Result<Attributes> {
        let mut all = BTreeMap::new();
        for name in clone::xattr_names(file)? {
            let value = match clone::xattr_value(file, &name) {
                Ok(value) => Some(value),
                // Removed since it was listed: no longer there.
                Err(error) if error.raw_os_error() == Some(libc::ENODATA) => continue,
                Err(error) if matches!(error.raw_os_error(), Some(libc::EPERM | libc::EACCES)) => {
                    None
                }
                Err(error) => return Err(error),
            };
            all.insert(name, value);
        }
        Ok(Attributes(all))
    }

    /// The names present in one of `self` and `other` only, or in both with other values,
    /// in order.
    fn differing(&self, other: &Attributes) -> Vec<String> {
        let mut names: Vec<&CString> = (self.0.iter())
            .filter(|(name, value)| other.0.get(*name) != Some(value))
            .map(|(name, _)| name)
            .chain(other.0.keys().filter(|name| !self.0.contains_key(*name)))
            .collect();
        names.sort();
        names
            .into_iter()
            .map(|name| name.to_string_lossy().into_owned())
            .collect()
    }
}

/// Whether a copy that shows `copy` may become a hard link to the kept copy that shows
/// `kept` (at `kept_path`): on one file system, with the same owner, group and permissions
/// and the same extended attributes (ACLs among them), unless `allow_owner_change` (a link
/// would silently change them under the copy's name). The one rule for a file, each file of
/// a folder, and the estimate.
pub(super) fn may_link(
    copy: &Shown,
    kept: &Shown,
    kept_path: &Path,
    allow_owner_change: bool,
) -> Result<(), Reason> {
    if kept.dev != copy.dev {
        return Err(Reason::OtherFileSystem {
            kept: kept_path.to_path_buf(),
        });
    }
    if allow_owner_change {
        return Ok(());
    }
    if copy.access != kept.access {
        return Err(Reason::AccessDiffers {
            kept: kept_path.to_path_buf(),
            copy: copy.access,
            kept_has: kept.access,
        });
    }
    let names = copy.attributes.differing(&kept.attributes);
    if !names.is_empty() && crate::failpoint::guarded("link-attributes") {
        return Err(Reason::AttributesDiffer {
            kept: kept_path.to_path_buf(),
            names,
        });
    }
    Ok(())
}

pub(super) fn access(stat: &Stat) -> Access {
    Access {
        uid: stat.uid,
        gid: stat.gid,
        mode: stat.mode & 0o7777,
    }
}

/// Why a replacement stopped, and whether everything is as it was before it began (the
/// journal then records the file as never moved; otherwise the record stays pending and a
/// restore puts the original back).
pub(super) struct Unlinked {
    pub(super) reason: Reason,
    pub(super) as_before: bool,
}

impl Unlinked {
    pub(super) fn as_before(reason: Reason) -> Unlinked {
        Unlinked {
            reason,
            as_before: true,
        }
    }
}

/// One name to replace by a hard link, every part of it reached through an open folder.
pub(super) struct Names<'a> {
    /// The copy's folder and name, and the copy as it was checked.
    pub(super) folder: BorrowedFd<'a>,
    pub(super) name: &'a OsStr,
    pub(super) checked: &'a Stat,
    /// The kept copy's folder and name, its path (for the reasons), and how it was checked.
    pub(super) kept_folder: BorrowedFd<'a>,
    pub(super) kept_name: &'a OsStr,
    pub(super) kept_path: &'a Path,
    pub(super) kept: &'a Stat,
    /// Where the original's second name goes (a trash's `files/`, or a folder of a trash
    /// mirror), that name, and the trash folder (for the reasons).
    pub(super) trash_folder: BorrowedFd<'a>,
    pub(super) trash_name: &'a OsStr,
    pub(super) trash: &'a Path,
    /// The temporary name the link is made under beside the copy.
    pub(super) temp: &'a OsStr,
    /// The kept copy's names the scan saw, and the links this cleanup made to it.
    pub(super) seen: KeptNames<'a>,
}

/// What a kept copy's link count may be: the names the scan saw of it (its own and its
/// aliases) plus the links this cleanup has made to it. More means a name the scan never
/// saw — outside the roots, left out by the filters — which a link would make editable
/// through the copy's name: refused ([`Reason::KeptHasUnseenNames`]).
#[derive(Clone, Copy)]
pub(super) struct KeptNames<'a> {
    pub(super) seen: u64,
    pub(super) ledger: &'a LinkLedger,
}

/// How many links a cleanup made to one kept copy, held while it makes another.
type LinksMade = Arc<Mutex<u64>>;

/// The links a cleanup made to each kept copy, by device and inode; each kept copy's count
/// is held while a link to it is made, so two copies linked to one kept copy at once are
/// counted in turn.
#[derive(Default)]
pub(super) struct LinkLedger {
    made: Mutex<HashMap<(u64, u64), LinksMade>>,
}

impl LinkLedger {
    fn count_for(&self, kept: (u64, u64)) -> std::sync::Arc<std::sync::Mutex<u64>> {
        let mut made = self
            .made
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        std::sync::Arc::clone(made.entry(kept).or_default())
    }
}

impl Names<'_> {
    /// Whether the kept copy still stands at its name, unchanged.
    fn kept_in_place(&self) -> bool {
        fs_at::stat_at(self.kept_folder, self.kept_name)
            .is_ok_and(|now| now.same_version(self.kept))
    }
}

/// Replaces the checked `file` by a hard link to `kept`, its original keeping the reserved
/// name `entry` in `trash`; the link is first made as `temp` beside it. The journal record
/// naming all of these is already durable. See the module's steps.
pub(super) fn replace(
    file: &Checked,
    kept: &KeptCopy,
    trash: &TrashFolder,
    entry: &OsStr,
    temp: &OsStr,
    seen: KeptNames,
) -> Result<(), Unlinked> {
    replace_name(&Names {
        folder: file.located.folder.as_fd(),
        name: &file.located.name,
        checked: &file.stat,
        kept_folder: kept.located.folder.as_fd(),
        kept_name: &kept.located.name,
        kept_path: &kept.path,
        kept: &kept.stat,
        trash_folder: trash.files_folder(),
        trash_name: entry,
        trash: &trash.path,
        temp,
        seen,
    })
}

/// The module's steps on one name: a last look at both files, then each step confirmed,
/// and every step before undone when one fails. The caller holds the copy's read lease.
pub(super) fn replace_name(names: &Names) -> Result<(), Unlinked> {
    // The kept copy's count held to the end: its link count now, and what this makes it.
    let count = names
        .seen
        .ledger
        .count_for((names.kept.dev, names.kept.ino));
    let mut made = count
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Ok(kept_now) = fs_at::stat_at(names.kept_folder, names.kept_name)
        && kept_now.ino == names.kept.ino
        && u64::from(kept_now.nlink) > names.seen.seen + *made
        && crate::failpoint::guarded("kept-has-unseen-names")
    {
        return Err(Unlinked::as_before(Reason::KeptHasUnseenNames {
            kept: names.kept_path.to_path_buf(),
            unseen: u64::from(kept_now.nlink) - names.seen.seen - *made,
        }));
    }
    replace_name_counted(names)?;
    *made += 1;
    Ok(())
}

/// [`replace_name`]'s steps, once the kept copy's names are accounted for.
fn replace_name_counted(names: &Names) -> Result<(), Unlinked> {
    let Names {
        folder,
        name,
        checked,
        kept_folder,
        kept_name,
        kept_path,
        trash_folder,
        trash_name,
        trash,
        temp,
        ..
    } = *names;
    let original = (checked.dev, checked.ino);
    let kept_id = (names.kept.dev, names.kept.ino);
    // A last look: both still the versions checked.
    let now = fs_at::stat_at(folder, name);
    if !now.is_ok_and(|now| now.same_version(checked)) {
        return Err(Unlinked::as_before(Reason::ChangedAfterCheck));
    }
    let kept_changed = || Reason::KeptChangedBeforeLink {
        kept: kept_path.to_path_buf(),
    };
    if !names.kept_in_place() {
        return Err(Unlinked::as_before(kept_changed()));
    }

    // 1. The original's second name, in the trash.
    fs_at::link_at(folder, name, trash_folder, trash_name).map_err(|error| {
        let errno = error.raw_os_error();
        Unlinked::as_before(match errno {
            Some(libc::EXDEV) => Reason::TrashOnOtherMount {
                trash: trash.to_path_buf(),
            },
            _ => match errno.and_then(|errno| no_links_here(errno, checked, folder)) {
                Some(fs) => Reason::NoHardLinks { fs },
                None => Reason::CannotLink {
                    problem: io_problem(&error),
                },
            },
        })
    })?;
    crate::failpoint::hit("link: trash name made");
    let arrived = fs_at::stat_at(trash_folder, trash_name);
    if !arrived
        .as_ref()
        .is_ok_and(|now| (now.dev, now.ino) == original)
    {
        // The name was swapped between the last look and the link: what was linked still
        // has that name, so the trash's extra name of it goes.
        let put_back = match arrived {
            Ok(other) => fs_at::remove_extra_link(trash_folder, trash_name, (other.dev, other.ino))
                .map_err(|error| io_problem(&error)),
            Err(error) => Err(io_problem(&error)),
        };
        return Err(Unlinked {
            as_before: put_back.is_ok(),
            reason: Reason::ReplacedWhileMoving {
                trash: trash.to_path_buf(),
                put_back,
            },
        });
    }
    let undo_trash_link = |reason: Reason| -> Unlinked {
        let removed = fs_at::remove_extra_link(trash_folder, trash_name, original);
        Unlinked {
            reason,
            as_before: removed.is_ok(),
        }
    };

    // 2. The kept copy's second name, beside the copy.
    if let Err(error) = fs_at::link_at(kept_folder, kept_name, folder, temp) {
        let reason = match error.raw_os_error() {
            Some(libc::EMLINK) => Reason::KeptLinkLimit {
                kept: kept_path.to_path_buf(),
            },
            Some(libc::EXDEV) => Reason::OtherFileSystem {
                kept: kept_path.to_path_buf(),
            },
            _ => Reason::CannotLink {
                problem: io_problem(&error),
            },
        };
        return Err(undo_trash_link(reason));
    }
    crate::failpoint::hit("link: temporary link made");
    let made = fs_at::stat_at(folder, temp);
    if !made
        .as_ref()
        .is_ok_and(|made| (made.dev, made.ino) == kept_id)
        || !names.kept_in_place()
    {
        // Whatever was linked still has its own name; this extra one goes.
        if let Ok(made) = made {
            let _ = fs_at::remove_extra_link(folder, temp, (made.dev, made.ino));
        }
        let mut unlinked = undo_trash_link(kept_changed());
        unlinked.as_before &= fs_at::stat_at(folder, temp).is_err();
        return Err(unlinked);
    }
    let undo_both = |reason: Reason| -> Unlinked {
        let temp_gone = fs_at::remove_extra_link(folder, temp, kept_id).is_ok();
        let mut unlinked = undo_trash_link(reason);
        unlinked.as_before &= temp_gone;
        unlinked
    };

    // 3. The swap: the copy's name now holds the link, the temporary name the original.
    if let Err(error) = fs_at::exchange_at(folder, temp, folder, name) {
        return Err(undo_both(Reason::CannotLink {
            problem: io_problem(&error),
        }));
    }
    crate::failpoint::hit("link: swapped");
    let swapped_out = fs_at::stat_at(folder, temp);
    let swapped_in = fs_at::stat_at(folder, name);
    let original_unchanged = swapped_out
        .as_ref()
        .is_ok_and(|now| now.same_version(checked));
    let link_in = swapped_in.is_ok_and(|now| (now.dev, now.ino) == kept_id);
    let kept_in_place = names.kept_in_place();
    if !original_unchanged || !link_in || !kept_in_place {
        // Swapped meanwhile, or an edit landed: swap back, nothing lost.
        let put_back = fs_at::exchange_at(folder, temp, folder, name).map_err(|e| io_problem(&e));
        if put_back.is_err() {
            return Err(Unlinked {
                reason: Reason::ReplacedWhileLinking { put_back },
                as_before: false,
            });
        }
        let original_there = swapped_out.is_ok_and(|now| (now.dev, now.ino) == original);
        let reason = if !kept_in_place {
            kept_changed()
        } else if original_there && link_in {
            // The original itself, written to since the last look.
            Reason::ChangedAfterCheck
        } else {
            Reason::ReplacedWhileLinking { put_back }
        };
        return Err(undo_both(reason));
    }

    // 4. The temporary name is now a second name of the original, which the trash keeps.
    fs_at::remove_extra_link(folder, temp, original).map_err(|error| Unlinked {
        reason: Reason::CannotLink {
            problem: io_problem(&error),
        },
        as_before: false,
    })?;
    crate::failpoint::hit("link: temporary name removed");
    Ok(())
}
