//! Why a cleanup left a file or folder alone and what a restore found, in the current
//! language: the engine's typed [`Reason`] (and the values inside it) as both front ends
//! show it. The engine's own `Display` is the English kept for the journal, the JSON and
//! logs; in English the two read the same (a test checks every variant).
//!
//! What a reason carries as words of its own (a system error, a file system's name, a
//! change the engine describes) stays as the engine wrote it.

use std::path::Path;

use crate::engine::actions::estimate::LeftAlone;
use crate::engine::actions::journal::JournalError;
use crate::engine::actions::{
    Access, Alike, ChangedInTrash, LockError, NoSharing, NotStarted, Reason, ReferenceProblem,
    ReferenceUnreadable, RestoreError, SinceScan, Stopped,
};
use crate::i18n::{Size, current, local};
use crate::tr;

fn shown(path: &Path) -> String {
    path.display().to_string()
}

/// A size as the language writes it, with the exact byte count when `other` would be
/// written the same ("1.20 KiB (1,234 bytes)").
fn size_beside(bytes: u64, other: u64) -> String {
    let lang = current();
    let written = local::size(lang, bytes);
    if bytes != other && written == local::size(lang, other) {
        tr!("reason-size-exact", size = Size(bytes), bytes = bytes)
    } else {
        written
    }
}

/// Who owns a file and its permission bits ("owner 1000, group 1000, mode 644").
pub fn access(access: &Access) -> String {
    tr!(
        "reason-access",
        // Ids are names, not amounts: no digit grouping.
        uid = access.uid.to_string(),
        gid = access.gid.to_string(),
        mode = format!("{:o}", access.mode)
    )
}

/// Why blocks cannot be shared between files where a clone was asked for.
pub fn no_sharing(why: &NoSharing) -> String {
    match why {
        NoSharing::FileSystem { fs } if fs == "xfs" => tr!("no-sharing-xfs-without-reflink"),
        NoSharing::FileSystem { fs } => tr!("no-sharing-file-system", fs = fs.as_str()),
        NoSharing::ReadOnly => tr!("no-sharing-read-only"),
        NoSharing::CannotWriteHere => tr!("no-sharing-cannot-write-here"),
        NoSharing::ProbeFailed { problem } => {
            tr!("no-sharing-probe-failed", problem = problem.as_str())
        }
    }
}

/// A reason in words, as it follows the file's path ("/a/b.txt: no longer exists").
pub fn reason(reason: &Reason) -> String {
    match reason {
        Reason::AllMarked => tr!("reason-all-marked"),
        Reason::KeptElsewhere => tr!("reason-kept-elsewhere"),
        Reason::AllByOtherGroups => tr!("reason-all-by-other-groups"),
        Reason::AllFoldersMarked => tr!("reason-all-folders-marked"),
        Reason::AllFoldersByOtherGroups => tr!("reason-all-folders-by-other-groups"),
        Reason::InTrashFolder => tr!("reason-in-trash-folder"),
        Reason::KeptOnlyInTrash => tr!("reason-kept-only-in-trash"),
        Reason::InReference {
            reference,
            reached: None,
        } => tr!("reason-in-reference", reference = shown(reference)),
        Reason::InReference {
            reference,
            reached: Some(found),
        } => tr!(
            "reason-in-reference-reached",
            reference = shown(reference),
            found = shown(found)
        ),
        Reason::HoldsReference { reference } => {
            tr!("reason-holds-reference", reference = shown(reference))
        }
        Reason::KeptFolderInside { kept } => tr!("reason-kept-folder-inside", kept = shown(kept)),
        Reason::KeptFolderHolds { kept } => tr!("reason-kept-folder-holds", kept = shown(kept)),
        Reason::InDoppelData { folder } => tr!("reason-in-doppel-data", folder = shown(folder)),
        Reason::NotAbsolute => tr!("reason-not-absolute"),
        Reason::NotNormalised => tr!("reason-not-normalised"),
        Reason::IsSymlink => tr!("reason-is-symlink"),
        Reason::FolderIsSymlink { folder } => {
            tr!("reason-folder-is-symlink", folder = shown(folder))
        }
        Reason::NoLongerExists => tr!("reason-no-longer-exists"),
        Reason::NotRegularFile => tr!("reason-not-regular-file"),
        Reason::NotAFolder => tr!("reason-not-a-folder"),
        Reason::CannotOpen { problem } => tr!("reason-cannot-open", problem = problem.as_str()),
        Reason::CannotRead { problem } => tr!("reason-cannot-read", problem = problem.as_str()),
        Reason::ChangedSinceScan(SinceScan::Size { was, now }) => tr!(
            "reason-changed-size",
            was = size_beside(*was, *now),
            now = size_beside(*now, *was)
        ),
        Reason::ChangedSinceScan(SinceScan::Modified { was, now }) => tr!(
            "reason-changed-modified",
            was = was.as_str(),
            now = now.as_str()
        ),
        Reason::ChangedWhileChecked { change: None } => tr!("reason-changed-while-checked"),
        Reason::ChangedWhileChecked {
            change: Some(change),
        } => tr!("reason-changed-while-checked-how", change = change.as_str()),
        Reason::ChangedAfterCheck => tr!("reason-changed-after-check"),
        Reason::InUse => tr!("reason-in-use"),
        Reason::NoKeptCopy => tr!("reason-no-kept-copy"),
        Reason::NoKeptFolder => tr!("reason-no-kept-folder"),
        Reason::NoKeptCopyAgainst { against } => {
            let folders: Vec<String> = against.iter().map(|folder| shown(folder)).collect();
            tr!("reason-no-kept-copy-against", folders = folders.join(", "))
        }
        Reason::KeptInTrash { kept } => tr!("reason-kept-in-trash", kept = shown(kept)),
        Reason::KeptUnusable { kept, why } => tr!(
            "reason-kept-unusable",
            kept = shown(kept),
            why = self::reason(why)
        ),
        Reason::KeptChangedSinceScan { kept } => {
            tr!("reason-kept-changed-since-scan", kept = shown(kept))
        }
        Reason::ContentDiffers { kept } => tr!("reason-content-differs", kept = shown(kept)),
        Reason::CannotCompare { kept, problem } | Reason::CannotMeasure { kept, problem } => tr!(
            "reason-cannot-compare",
            kept = shown(kept),
            problem = problem.as_str()
        ),
        Reason::KeptChangedWhileCompared { kept } => {
            tr!("reason-kept-changed-while-compared", kept = shown(kept))
        }
        Reason::NotAlikeToKept {
            kept,
            measured:
                Alike::Similarity {
                    measured,
                    threshold,
                },
        } => tr!(
            "reason-not-alike-similarity",
            measured = (percent(*measured)),
            kept = shown(kept),
            threshold = (percent(*threshold))
        ),
        Reason::NotAlikeToKept {
            kept,
            measured: Alike::Distance { measured, most },
        } => tr!(
            "reason-not-alike-distance",
            kept = shown(kept),
            measured = (*measured as u64),
            most = (*most as u64)
        ),
        Reason::SameFileAsKept { kept } => tr!("reason-same-file-as-kept", kept = shown(kept)),
        Reason::SameFolderAsKept { kept } => {
            tr!("reason-same-folder-as-kept", kept = shown(kept))
        }
        Reason::KeptHoldsPartOf { kept, part } => tr!(
            "reason-kept-holds-part-of",
            kept = shown(kept),
            part = shown(part)
        ),
        Reason::KeptLacksCopy { kept, file } => tr!(
            "reason-kept-lacks-copy",
            kept = shown(kept),
            file = shown(file)
        ),
        Reason::KeptChangedDuringMove {
            kept,
            put_back: Ok(()),
        } => tr!("reason-kept-changed-during-move", kept = shown(kept)),
        Reason::KeptChangedDuringMove {
            kept,
            put_back: Err(problem),
        } => tr!(
            "reason-kept-changed-during-move-stuck",
            kept = shown(kept),
            problem = problem.as_str()
        ),
        Reason::CompanionKept { photo } => tr!("reason-companion-kept", photo = shown(photo)),
        Reason::CompanionStays { photo, with } => tr!(
            "reason-companion-stays",
            photo = shown(photo),
            with = shown(with)
        ),
        Reason::CompanionOnlyCopy { companion } => {
            tr!("reason-companion-only-copy", companion = shown(companion))
        }
        Reason::CompanionNotAsScanned { companion, why } => tr!(
            "reason-companion-not-as-scanned",
            companion = shown(companion),
            why = self::reason(why)
        ),
        Reason::CompanionNotMoved {
            companion,
            why,
            put_back: Ok(()),
        } => tr!(
            "reason-companion-not-moved",
            companion = shown(companion),
            why = self::reason(why)
        ),
        Reason::CompanionNotMoved {
            companion,
            why,
            put_back: Err(problem),
        } => tr!(
            "reason-companion-not-moved-stuck",
            companion = shown(companion),
            why = self::reason(why),
            problem = problem.as_str()
        ),
        Reason::MountInside { mount } => tr!("reason-mount-inside", mount = shown(mount)),
        Reason::HoldsOdd { entry, what } => tr!(
            "reason-holds-odd",
            entry = shown(entry),
            what = what.as_str()
        ),
        Reason::HoldsMount { entry } => tr!("reason-holds-mount", entry = shown(entry)),
        Reason::InsideUnreadable { entry, problem } => tr!(
            "reason-inside-unreadable",
            entry = shown(entry),
            problem = problem.as_str()
        ),
        Reason::ChangedWhileTrashing {
            change,
            put_back: Ok(()),
        } => tr!("reason-changed-while-trashing", change = change.as_str()),
        Reason::ChangedWhileTrashing {
            change,
            put_back: Err(problem),
        } => tr!(
            "reason-changed-while-trashing-stuck",
            change = change.as_str(),
            problem = problem.as_str()
        ),
        Reason::NoTrash { problem } | Reason::CannotMove { problem } => {
            tr!("reason-cannot-move", problem = problem.as_str())
        }
        Reason::TrashOnOtherMount { trash } => {
            tr!("reason-trash-on-other-mount", trash = shown(trash))
        }
        Reason::CannotReserve { trash, problem } => tr!(
            "reason-cannot-reserve",
            trash = shown(trash),
            problem = problem.as_str()
        ),
        Reason::ReplacedWhileMoving {
            put_back: Ok(()), ..
        } => tr!("reason-replaced-while-moving"),
        Reason::ReplacedWhileMoving {
            trash,
            put_back: Err(problem),
        } => tr!(
            "reason-replaced-while-moving-stuck",
            problem = problem.as_str(),
            trash = shown(trash)
        ),
        Reason::NotExactForLink => tr!("reason-not-exact-for-link"),
        Reason::NoHardLinks { fs } => tr!("reason-no-hard-links", fs = fs.as_str()),
        Reason::OtherFileSystem { kept } => tr!("reason-other-file-system", kept = shown(kept)),
        Reason::AccessDiffers {
            kept,
            copy,
            kept_has,
        } => tr!(
            "reason-access-differs",
            copy = access(copy),
            kept = shown(kept),
            kept_has = access(kept_has)
        ),
        Reason::KeptLinkLimit { kept } => tr!("reason-kept-link-limit", kept = shown(kept)),
        Reason::CannotLink { problem } => tr!("reason-cannot-link", problem = problem.as_str()),
        Reason::KeptChangedBeforeLink { kept } => {
            tr!("reason-kept-changed-before-link", kept = shown(kept))
        }
        Reason::ReplacedWhileLinking { put_back: Ok(()) } => tr!("reason-replaced-while-linking"),
        Reason::ReplacedWhileLinking {
            put_back: Err(problem),
        } => tr!(
            "reason-replaced-while-linking-stuck",
            problem = problem.as_str()
        ),
        Reason::FolderFileNotLinked {
            file,
            linked: 0,
            why,
            ..
        } => tr!(
            "reason-folder-file-not-linked-first",
            file = shown(file),
            why = self::reason(why)
        ),
        Reason::FolderFileNotLinked {
            file,
            linked,
            of,
            why,
        } => tr!(
            "reason-folder-file-not-linked",
            file = shown(file),
            why = self::reason(why),
            linked = (*linked as u64),
            of = (*of as u64)
        ),
        Reason::AttributesDiffer { kept, names } => tr!(
            "reason-attributes-differ",
            names = names.join(", "),
            kept = shown(kept)
        ),
        Reason::KeptInReference { kept, reference } => tr!(
            "reason-kept-in-reference",
            kept = shown(kept),
            reference = shown(reference)
        ),
        Reason::NotExactForClone => tr!("reason-not-exact-for-clone"),
        Reason::CloneOtherFileSystem { kept } => {
            tr!("reason-clone-other-file-system", kept = shown(kept))
        }
        Reason::CannotShareBlocks { why } => {
            tr!("reason-cannot-share-blocks", why = no_sharing(why))
        }
        Reason::CloneDiffers { kept, at } => {
            tr!("reason-clone-differs", kept = shown(kept), at = (*at))
        }
        Reason::CannotClone { problem } => tr!("reason-cannot-clone", problem = problem.as_str()),
        Reason::ChangedWhileCloning => tr!("reason-changed-while-cloning"),
        Reason::KeptChangedBeforeClone { kept } => {
            tr!("reason-kept-changed-before-clone", kept = shown(kept))
        }
        Reason::KeptChangedWhileCloning { kept } => {
            tr!("reason-kept-changed-while-cloning", kept = shown(kept))
        }
        Reason::FolderFileNotCloned {
            file,
            cloned,
            of,
            why,
        } => tr!(
            "reason-folder-file-not-cloned",
            file = shown(file),
            why = self::reason(why),
            cloned = (*cloned as u64),
            of = (*of as u64)
        ),
        Reason::NotMoved { why } => tr!("reason-not-moved", why = stopped(why)),
        Reason::JournalRecordInvalid { what } => {
            tr!("reason-journal-record-invalid", what = what.as_str())
        }
        Reason::VolumeNotMounted { trash } => {
            tr!("reason-volume-not-mounted", trash = shown(trash))
        }
        Reason::Occupied { path } => tr!("reason-occupied", path = shown(path)),
        Reason::RestorePathThroughSymlink { folder } => tr!(
            "reason-restore-path-through-symlink",
            folder = shown(folder)
        ),
        Reason::CannotMakeFolder { problem } => {
            tr!("reason-cannot-make-folder", problem = problem.as_str())
        }
        Reason::EntryUnreadable { problem } => {
            tr!("reason-entry-unreadable", problem = problem.as_str())
        }
        Reason::CannotRestore { problem } => {
            tr!("reason-cannot-restore", problem = problem.as_str())
        }
        Reason::LinkReplaced { path } => tr!("reason-link-replaced", path = shown(path)),
        Reason::FolderNotAsScanned { scanned, now } => tr!(
            "reason-folder-not-as-scanned",
            scanned = (*scanned),
            now = (*now)
        ),
        Reason::KeptHasUnseenNames { kept, unseen } => tr!(
            "reason-kept-has-unseen-names",
            kept = shown(kept),
            unseen = (*unseen)
        ),
        Reason::KeptLinkGone { path, kept } => tr!(
            "reason-kept-link-gone",
            path = shown(path),
            kept = shown(kept)
        ),
        Reason::FolderLinksReplaced { files } => tr!(
            "reason-folder-links-replaced",
            first = files.first().map(|path| shown(path)).unwrap_or_default(),
            files = (files.len() as u64)
        ),
        Reason::CannotUnshare { problem } => {
            tr!("reason-cannot-unshare", problem = problem.as_str())
        }
        Reason::AlreadyInPlace => tr!("reason-already-in-place"),
        Reason::AlreadyInPlaceCopyInTrash { trash_entry } => tr!(
            "reason-already-in-place-copy-in-trash",
            trash_entry = shown(trash_entry)
        ),
        Reason::GoneFromTrash => tr!("reason-gone-from-trash"),
        Reason::Unrelated => tr!("reason-unrelated"),
        Reason::NeverLeft { kept } => tr!("reason-never-left", kept = shown(kept)),
        Reason::NotShared => tr!("reason-not-shared"),
        Reason::ChangedSinceClone => tr!("reason-changed-since-clone"),
    }
}

/// Why the lock that lets one cleanup or restore run at a time could not be had.
pub fn lock_error(error: &LockError) -> String {
    match error {
        LockError::Busy { holder } if holder.is_empty() => tr!("lock-busy"),
        // What the other process wrote of itself, as it wrote it.
        LockError::Busy { holder } => tr!("lock-busy-holder", holder = holder.as_str()),
        LockError::Unusable { path, problem } => tr!(
            "lock-unusable",
            path = shown(path),
            problem = crate::i18n::skips::io_problem(problem)
        ),
    }
}

/// Why Doppel's cleanup journal could not be written.
pub fn journal_error(error: &JournalError) -> String {
    use crate::i18n::skips::io_problem;
    match error {
        JournalError::NotStarted { folder, problem } => tr!(
            "journal-not-started",
            folder = shown(folder),
            problem = io_problem(problem)
        ),
        JournalError::NotUpdated { path, problem } => tr!(
            "journal-not-updated",
            path = shown(path),
            problem = io_problem(problem)
        ),
        JournalError::NotWritten { path, problem } => tr!(
            "journal-not-written",
            path = shown(path),
            problem = io_problem(problem)
        ),
        // A bug's own words.
        JournalError::Bug(words) => words.clone(),
    }
}

/// Why a cleanup did not start.
pub fn not_started(why: &NotStarted) -> String {
    match why {
        NotStarted::Locked(locked) => lock_error(locked),
        NotStarted::Journal(problem) => journal_error(problem),
        NotStarted::Reference(unreadable) => reference_unreadable(unreadable),
    }
}

/// A reference folder that could not be read in full before a cleanup.
pub fn reference_unreadable(unreadable: &ReferenceUnreadable) -> String {
    let problem = match &unreadable.problem {
        ReferenceProblem::Io(problem) => crate::i18n::skips::io_problem(problem),
        ReferenceProblem::NotAFolder => tr!("reference-not-a-folder"),
    };
    tr!(
        "reference-unreadable",
        reference = shown(&unreadable.reference),
        entry = shown(&unreadable.entry),
        problem = problem
    )
}

/// Why a restore did not start.
pub fn restore_error(error: &RestoreError) -> String {
    match error {
        RestoreError::NothingToRestore => tr!("restore-nothing"),
        RestoreError::NoSuchCleanup(id) => tr!("restore-no-such-cleanup", id = id.as_str()),
        RestoreError::Locked(locked) => lock_error(locked),
        // The journal's own words.
        RestoreError::Failed(problem) => problem.clone(),
    }
}

/// Why a cleanup stopped before its end.
pub fn stopped(why: &Stopped) -> String {
    match why {
        Stopped::Cancelled => tr!("stopped-cancelled"),
        Stopped::Journal(problem) => journal_error(problem),
        Stopped::Full(why) => reason(why),
    }
}

/// How an item a restore put back differs from what was trashed.
pub fn changed_in_trash(change: &ChangedInTrash) -> String {
    match change {
        ChangedInTrash::WrittenTo => tr!("changed-in-trash-written-to"),
        ChangedInTrash::FolderFiles {
            added,
            gone,
            edited,
        } => {
            let mut parts = Vec::new();
            if *added > 0 {
                parts.push(tr!("changed-in-trash-added", files = (*added as u64)));
            }
            if *gone > 0 {
                parts.push(tr!("changed-in-trash-gone", files = (*gone as u64)));
            }
            if *edited > 0 {
                parts.push(tr!("changed-in-trash-edited", files = (*edited as u64)));
            }
            tr!(
                "changed-in-trash-folder-files",
                changes = parts.join(&tr!("changed-in-trash-separator"))
            )
        }
        ChangedInTrash::FolderNowHolds(why) => reason(why),
        ChangedInTrash::LinkedFolderGone => tr!("changed-in-trash-linked-folder-gone"),
        ChangedInTrash::EditedThroughLink { kept } => {
            tr!("changed-in-trash-edited-through-link", kept = shown(kept))
        }
        ChangedInTrash::LinkOriginalsGone { gone } => tr!(
            "changed-in-trash-link-originals-gone",
            files = (*gone as u64)
        ),
    }
}

/// Why a way to reclaim space would leave a file or folder alone, as the cleanup's
/// confirmation lists it.
pub fn left_alone(why: &LeftAlone) -> String {
    match why {
        LeftAlone::Refused(why) => reason(why),
        LeftAlone::NotExact => tr!("left-alone-not-exact"),
        LeftAlone::OtherFileSystem { kept } => {
            tr!("left-alone-other-file-system", kept = shown(kept))
        }
        LeftAlone::AccessDiffers { copy, kept_has, .. } => tr!(
            "left-alone-access-differs",
            copy = access(copy),
            kept_has = access(kept_has)
        ),
        LeftAlone::AttributesDiffer { names, .. } => {
            tr!("left-alone-attributes-differ", names = names.join(", "))
        }
        LeftAlone::KeptInReference { reference, .. } => {
            tr!("left-alone-kept-in-reference", reference = shown(reference))
        }
        LeftAlone::CannotShareBlocks { .. } => tr!("left-alone-cannot-share-blocks"),
        LeftAlone::NotPermitted => tr!("left-alone-not-permitted"),
        LeftAlone::NoHardLinks { .. } => tr!("left-alone-no-hard-links"),
    }
}

/// A 0–1 share as a whole percentage, as the engine rounds it.
fn percent(share: f64) -> u64 {
    (share * 100.0).round().clamp(0.0, 100.0) as u64
}

#[cfg(test)]
mod tests;
