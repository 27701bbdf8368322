//! The checks made on each file just before it goes to the trash, all in one place.
//!
//! A plan comes from a scan that may be minutes or days old, or from a report someone
//! crafted. Right before a file moves we look again, through handles, so what is checked is
//! what is acted on:
//!
//! - its path is absolute and normalised, and no folder on it is a symbolic link (so `..`,
//!   a relative path or a folder swapped for a link cannot make two paths of one file);
//! - it is still the regular file the scan recorded (size, modified time to the second);
//! - each group it belongs to still has a kept copy: a regular file, outside any trash
//!   folder, that is *not the same file* (by device and inode, or, across devices as with
//!   overlayfs, by inode, size and modified time to the nanosecond);
//! - for an exact group, its bytes equal that kept copy's (compared handle to handle), and
//!   neither changed while they were compared.
//!
//! Any failure leaves the file untouched, with the reason for the user.

use std::fs::File;
use std::io;
use std::os::fd::AsFd;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use super::content::{self, ContentHash};
use super::fs_at::{self, Located, Stat};
use super::plan::{Keepers, Recheck};
use super::reasons::{Alike, Reason, SinceScan, io_problem};
use crate::report::FileRecord;
use crate::trash_folders::is_in_trash_folder;

/// A file that passed every check, held open with the kept copies that vouch for it.
pub(super) struct Checked {
    pub(super) located: Located,
    /// The file, open for reading: what the lease is taken on just before the move.
    pub(super) handle: File,
    pub(super) stat: Stat,
    pub(super) hash: ContentHash,
    /// One live kept copy per group, to confirm after the move.
    pub(super) kept: Vec<KeptCopy>,
    /// Its companions, checked, to go to the trash with it (empty unless the cleanup moves
    /// files to the trash and the plan gave it some).
    pub(super) companions: Vec<CheckedCompanion>,
}

/// A companion of a file (its RAW, Live Photo video, sidecar) checked to be as the scan saw
/// it, held open, to go to the trash with the file.
pub(super) struct CheckedCompanion {
    pub(super) path: PathBuf,
    /// Its name in the file's folder (held open by the file's [`Located`]).
    pub(super) name: std::ffi::OsString,
    pub(super) handle: File,
    pub(super) stat: Stat,
    pub(super) hash: ContentHash,
}

/// `Ok` when `companion`, in the folder `folder` opened for its file, is still the regular
/// file the scan saw (size and modified time to the second), opened without following a
/// link; `Err` with why not. Its bytes are hashed for the journal.
pub(super) fn companion_as_scanned(
    folder: &Located,
    companion: &crate::report::Companion,
) -> Result<CheckedCompanion, Reason> {
    let path = &companion.path;
    if let Some(problem) = fs_at::not_normalised(path) {
        return Err(problem);
    }
    let Some(name) = path.file_name() else {
        return Err(Reason::NotNormalised);
    };
    let handle = fs_at::open_file_at(folder.folder.as_fd(), name)
        .map_err(|error| describe_open_error(path, &error))?;
    let stat = fs_at::stat_fd(handle.as_fd()).map_err(|error| Reason::CannotOpen {
        problem: io_problem(&error),
    })?;
    if !stat.is_file() {
        return Err(Reason::NotRegularFile);
    }
    let recorded = FileRecord {
        path: path.clone(),
        size: companion.size,
        modified: companion.modified,
        aliases: Vec::new(),
        companions: Vec::new(),
    };
    unchanged_since_scan(&recorded, &stat)?;
    let hash = content::hash(&handle).map_err(|error| Reason::CannotRead {
        problem: io_problem(&error),
    })?;
    let at_path = fs_at::stat_at(folder.folder.as_fd(), name).ok();
    if !at_path.is_some_and(|now| now.same_version(&stat)) {
        return Err(Reason::ChangedWhileChecked { change: None });
    }
    Ok(CheckedCompanion {
        path: path.clone(),
        name: name.to_os_string(),
        handle,
        stat,
        hash,
    })
}

/// `Ok` when one of `copies` (the files the plan found beside the file's kept copies, of
/// the companion's name and size) holds `companion`'s bytes now: a regular file outside any
/// trash folder, another file than the companion, equal byte for byte and unchanged while
/// compared. Otherwise the companion would be the only copy of its bytes in the trash:
/// `Err` with [`Reason::CompanionOnlyCopy`], and nothing of the photo moves.
pub(super) fn companion_lives_on(
    companion: &CheckedCompanion,
    copies: &[PathBuf],
    home_trash: &Path,
) -> Result<(), Reason> {
    let lives_on = |copy: &PathBuf| {
        if is_in_trash_folder(copy, home_trash) {
            return false;
        }
        let Ok((_, handle, stat)) = open_checked(copy) else {
            return false;
        };
        if same_file(&companion.stat, &stat) || stat.size != companion.stat.size {
            return false;
        }
        let same = content::compare_and_hash(&companion.handle, &handle, stat.size);
        let after = fs_at::stat_fd(handle.as_fd()).ok();
        matches!(same, Ok(Some(hash)) if hash == companion.hash)
            && after.is_some_and(|now| now.same_version(&stat))
    };
    if copies.iter().any(lives_on) || !crate::failpoint::guarded("companion-only-copy") {
        Ok(())
    } else {
        Err(Reason::CompanionOnlyCopy {
            companion: companion.path.clone(),
        })
    }
}

/// A kept copy as it was when checked.
pub(super) struct KeptCopy {
    pub(super) path: PathBuf,
    pub(super) located: Located,
    pub(super) stat: Stat,
}

impl KeptCopy {
    /// Whether the kept copy still stands at its path, unchanged.
    pub(super) fn still_in_place(&self) -> bool {
        fs_at::stat_at(self.located.folder.as_fd(), &self.located.name)
            .is_ok_and(|now| now.same_version(&self.stat))
    }
}

/// `Ok` when `file` may go to the trash. `keepers` holds, for each group the file belongs
/// to, what that group keeps; `home_trash` is the user's home trash, whose copies never
/// count as kept.
pub(super) fn before_trashing(
    file: &FileRecord,
    keepers: &[Keepers],
    home_trash: &Path,
) -> Result<Checked, Reason> {
    let (located, handle, stat) = open_checked(&file.path)?;
    unchanged_since_scan(file, &stat)?;
    let mut hash = None;
    let mut kept = Vec::new();
    for group in keepers {
        let (copy, group_hash) = live_kept_copy(&handle, &file.path, &stat, group, home_trash)?;
        hash = hash.or(group_hash);
        kept.push(copy);
    }
    let hash = match hash {
        Some(hash) => hash,
        None => content::hash(&handle).map_err(|error| Reason::CannotRead {
            problem: io_problem(&error),
        })?,
    };
    // An edit saved while the bytes were compared: the path must still show the version
    // that was compared (one look serves for the handle too: a different file there, or
    // this one written to, both show).
    let at_path = fs_at::stat_at(located.folder.as_fd(), &located.name).ok();
    if !at_path.is_some_and(|now| now.same_version(&stat)) {
        return Err(Reason::ChangedWhileChecked { change: None });
    }
    Ok(Checked {
        located,
        handle,
        stat,
        hash,
        kept,
        companions: Vec::new(),
    })
}

/// Opens a path the way cleanup may act on it: absolute, normalised, no symbolic link on
/// the way or at the end, a regular file.
fn open_checked(path: &Path) -> Result<(Located, File, Stat), Reason> {
    if let Some(problem) = fs_at::not_normalised(path) {
        return Err(problem);
    }
    let located = fs_at::locate(path).map_err(|error| describe_open_error(path, &error))?;
    let handle = fs_at::open_file_at(located.folder.as_fd(), &located.name)
        .map_err(|error| describe_open_error(path, &error))?;
    let stat = fs_at::stat_fd(handle.as_fd()).map_err(|error| Reason::CannotOpen {
        problem: io_problem(&error),
    })?;
    if !stat.is_file() {
        return Err(Reason::NotRegularFile);
    }
    Ok((located, handle, stat))
}

/// Why opening `path` failed: a symbolic link on the way or at the end, nothing there, or
/// the system's error.
pub(super) fn describe_open_error(path: &Path, error: &io::Error) -> Reason {
    if let Some(link) = first_symlink(path) {
        return if link == path {
            Reason::IsSymlink
        } else {
            Reason::FolderIsSymlink { folder: link }
        };
    }
    match error.kind() {
        io::ErrorKind::NotFound => Reason::NoLongerExists,
        _ => Reason::CannotOpen {
            problem: io_problem(error),
        },
    }
}

/// The first path on the way to `path` (itself included) that is a symbolic link.
pub(super) fn first_symlink(path: &Path) -> Option<PathBuf> {
    let mut ancestors: Vec<&Path> = path.ancestors().collect();
    ancestors.reverse();
    ancestors
        .into_iter()
        .find(|prefix| std::fs::symlink_metadata(prefix).is_ok_and(|m| m.file_type().is_symlink()))
        .map(Path::to_path_buf)
}

/// `Err` with what differs when the file open as `stat` is not the version the scan
/// recorded (size, and modified time to the second).
fn unchanged_since_scan(file: &FileRecord, stat: &Stat) -> Result<(), Reason> {
    if stat.size != file.size {
        return Err(Reason::ChangedSinceScan(SinceScan::Size {
            was: file.size,
            now: stat.size,
        }));
    }
    // To the second: a report read back from JSON only knows whole seconds.
    let now = stat.mtime_ns.div_euclid(1_000_000_000);
    if whole_seconds(file.modified) != now {
        let shown = UNIX_EPOCH + std::time::Duration::from_nanos(stat.mtime_ns.max(0) as u64);
        return Err(Reason::ChangedSinceScan(SinceScan::Modified {
            was: crate::format::rfc3339(file.modified),
            now: crate::format::rfc3339(shown),
        }));
    }
    Ok(())
}

/// A kept copy of `group` that is live, another file, and (for an exact group) holds the
/// same bytes, or (for a group of similar files) is still the version the scan saw; with the
/// hash of those bytes when they were compared.
fn live_kept_copy(
    handle: &File,
    file_path: &Path,
    stat: &Stat,
    group: &Keepers,
    home_trash: &Path,
) -> Result<(KeptCopy, Option<ContentHash>), Reason> {
    let mut first_failure: Option<Reason> = None;
    for record in &group.copies {
        let path = &record.path;
        let kept = || path.clone();
        if is_in_trash_folder(path, home_trash) {
            first_failure.get_or_insert_with(|| Reason::KeptInTrash { kept: kept() });
            continue;
        }
        let (located, kept_handle, kept_stat) = match open_checked(path) {
            Ok(opened) => opened,
            Err(why) => {
                first_failure.get_or_insert_with(|| Reason::KeptUnusable {
                    kept: kept(),
                    why: Box::new(why),
                });
                continue;
            }
        };
        if same_file(stat, &kept_stat) {
            // Trashing it would take the kept copy with it: never, whatever else is kept.
            return Err(Reason::SameFileAsKept { kept: kept() });
        }
        let hash = if group.kind == Recheck::Exact {
            match content::compare_and_hash(handle, &kept_handle, stat.size) {
                Ok(Some(hash)) => Some(hash),
                Ok(None) => {
                    first_failure.get_or_insert_with(|| Reason::ContentDiffers { kept: kept() });
                    continue;
                }
                Err(error) => {
                    first_failure.get_or_insert_with(|| Reason::CannotCompare {
                        kept: kept(),
                        problem: io_problem(&error),
                    });
                    continue;
                }
            }
        } else {
            // A similar file vouches only as the version the scan compared: one emptied or
            // replaced since vouches for nothing.
            if unchanged_since_scan(record, &kept_stat).is_err() {
                first_failure.get_or_insert_with(|| Reason::KeptChangedSinceScan { kept: kept() });
                continue;
            }
            if let Err(why) = alike_to_kept(group.kind, handle, file_path, &kept_handle, path) {
                first_failure.get_or_insert(why);
                continue;
            }
            None
        };
        let kept_after = fs_at::stat_fd(kept_handle.as_fd()).ok();
        if !kept_after.is_some_and(|now| now.same_version(&kept_stat)) {
            first_failure.get_or_insert_with(|| Reason::KeptChangedWhileCompared { kept: kept() });
            continue;
        }
        return Ok((
            KeptCopy {
                path: path.clone(),
                located,
                stat: kept_stat,
            },
            hash,
        ));
    }
    Err(first_failure.unwrap_or(Reason::NoKeptCopy))
}

/// `Ok` when the file open as `handle` is, measured now, within its group's bar of the kept
/// copy open as `kept_handle` (a similar document or image); always for other kinds.
fn alike_to_kept(
    kind: Recheck,
    handle: &File,
    path: &Path,
    kept_handle: &File,
    kept_path: &Path,
) -> Result<(), Reason> {
    let kept = || kept_path.to_path_buf();
    let cannot = |error: crate::verify::VerifyError| Reason::CannotMeasure {
        kept: kept(),
        problem: error.to_string(),
    };
    match kind {
        Recheck::Documents(bar) => {
            let measured = crate::near::similarity_of_open(
                handle,
                path,
                kept_handle,
                kept_path,
                &bar.near_options(),
            )
            .map_err(cannot)?;
            let threshold = bar.similarity.get();
            if measured + 1e-9 < threshold {
                return Err(Reason::NotAlikeToKept {
                    kept: kept(),
                    measured: Alike::Similarity {
                        measured,
                        threshold,
                    },
                });
            }
            Ok(())
        }
        Recheck::Images(bar) => {
            let measured = crate::images::distance_of_open(handle, path, kept_handle, kept_path)
                .map_err(cannot)?;
            let most = bar.likeness.distance();
            if measured > most {
                return Err(Reason::NotAlikeToKept {
                    kept: kept(),
                    measured: Alike::Distance { measured, most },
                });
            }
            Ok(())
        }
        Recheck::Exact | Recheck::Marked | Recheck::Videos => Ok(()),
    }
}

/// One file, whichever path reached it: the same device and inode, or, since overlayfs and
/// similar show one file under two devices, the same inode, size and nanosecond mtime.
pub(super) fn same_file(a: &Stat, b: &Stat) -> bool {
    (a.dev == b.dev && a.ino == b.ino)
        || (a.ino == b.ino && a.size == b.size && a.mtime_ns == b.mtime_ns)
}

/// Seconds since the Unix epoch, rounded down (also before 1970).
fn whole_seconds(time: SystemTime) -> i128 {
    match time.duration_since(UNIX_EPOCH) {
        Ok(after) => i128::from(after.as_secs()),
        Err(before) => {
            let before = before.duration();
            -i128::from(before.as_secs()) - i128::from(before.subsec_nanos() > 0)
        }
    }
}
