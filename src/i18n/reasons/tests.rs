//! Every reason in words: in English exactly as the engine's own `Display` (the journal's
//! and the logs' words), so the two cannot drift apart. That every language has each
//! message is the completeness test's.

use std::collections::BTreeSet;
use std::path::PathBuf;

use super::{access, changed_in_trash, left_alone, lock_error, no_sharing, reason};
use crate::engine::actions::estimate::LeftAlone;
use crate::engine::actions::journal::JournalError;
use crate::engine::actions::{
    Access, Alike, ChangedInTrash, LockError, NoSharing, Reason, SinceScan, Stopped,
};
use crate::i18n::{Lang, current};
use crate::report::IoProblem;

fn path(name: &str) -> PathBuf {
    PathBuf::from("/data").join(name)
}

/// The variant's name; the match fails to compile when `Reason` gains a variant, so it is
/// added here and given a sample below.
fn variant(reason: &Reason) -> &'static str {
    match reason {
        Reason::AllMarked => "AllMarked",
        Reason::KeptElsewhere => "KeptElsewhere",
        Reason::AllByOtherGroups => "AllByOtherGroups",
        Reason::AllFoldersMarked => "AllFoldersMarked",
        Reason::AllFoldersByOtherGroups => "AllFoldersByOtherGroups",
        Reason::InTrashFolder => "InTrashFolder",
        Reason::KeptOnlyInTrash => "KeptOnlyInTrash",
        Reason::InReference { .. } => "InReference",
        Reason::HoldsReference { .. } => "HoldsReference",
        Reason::KeptFolderInside { .. } => "KeptFolderInside",
        Reason::KeptFolderHolds { .. } => "KeptFolderHolds",
        Reason::InDoppelData { .. } => "InDoppelData",
        Reason::NotAbsolute => "NotAbsolute",
        Reason::NotNormalised => "NotNormalised",
        Reason::IsSymlink => "IsSymlink",
        Reason::FolderIsSymlink { .. } => "FolderIsSymlink",
        Reason::NoLongerExists => "NoLongerExists",
        Reason::NotRegularFile => "NotRegularFile",
        Reason::NotAFolder => "NotAFolder",
        Reason::CannotOpen { .. } => "CannotOpen",
        Reason::CannotRead { .. } => "CannotRead",
        Reason::ChangedSinceScan(_) => "ChangedSinceScan",
        Reason::ChangedWhileChecked { .. } => "ChangedWhileChecked",
        Reason::ChangedAfterCheck => "ChangedAfterCheck",
        Reason::InUse => "InUse",
        Reason::NoKeptCopy => "NoKeptCopy",
        Reason::NoKeptFolder => "NoKeptFolder",
        Reason::NoKeptCopyAgainst { .. } => "NoKeptCopyAgainst",
        Reason::KeptInTrash { .. } => "KeptInTrash",
        Reason::KeptUnusable { .. } => "KeptUnusable",
        Reason::KeptChangedSinceScan { .. } => "KeptChangedSinceScan",
        Reason::ContentDiffers { .. } => "ContentDiffers",
        Reason::CannotCompare { .. } => "CannotCompare",
        Reason::KeptChangedWhileCompared { .. } => "KeptChangedWhileCompared",
        Reason::NotAlikeToKept { .. } => "NotAlikeToKept",
        Reason::CannotMeasure { .. } => "CannotMeasure",
        Reason::SameFileAsKept { .. } => "SameFileAsKept",
        Reason::SameFolderAsKept { .. } => "SameFolderAsKept",
        Reason::KeptHoldsPartOf { .. } => "KeptHoldsPartOf",
        Reason::KeptLacksCopy { .. } => "KeptLacksCopy",
        Reason::KeptChangedDuringMove { .. } => "KeptChangedDuringMove",
        Reason::CompanionKept { .. } => "CompanionKept",
        Reason::CompanionNotAsScanned { .. } => "CompanionNotAsScanned",
        Reason::CompanionNotMoved { .. } => "CompanionNotMoved",
        Reason::CompanionStays { .. } => "CompanionStays",
        Reason::CompanionOnlyCopy { .. } => "CompanionOnlyCopy",
        Reason::MountInside { .. } => "MountInside",
        Reason::HoldsOdd { .. } => "HoldsOdd",
        Reason::HoldsMount { .. } => "HoldsMount",
        Reason::InsideUnreadable { .. } => "InsideUnreadable",
        Reason::ChangedWhileTrashing { .. } => "ChangedWhileTrashing",
        Reason::NoTrash { .. } => "NoTrash",
        Reason::TrashOnOtherMount { .. } => "TrashOnOtherMount",
        Reason::CannotReserve { .. } => "CannotReserve",
        Reason::CannotMove { .. } => "CannotMove",
        Reason::ReplacedWhileMoving { .. } => "ReplacedWhileMoving",
        Reason::NotExactForLink => "NotExactForLink",
        Reason::OtherFileSystem { .. } => "OtherFileSystem",
        Reason::AccessDiffers { .. } => "AccessDiffers",
        Reason::KeptLinkLimit { .. } => "KeptLinkLimit",
        Reason::NoHardLinks { .. } => "NoHardLinks",
        Reason::CannotLink { .. } => "CannotLink",
        Reason::KeptChangedBeforeLink { .. } => "KeptChangedBeforeLink",
        Reason::ReplacedWhileLinking { .. } => "ReplacedWhileLinking",
        Reason::FolderFileNotLinked { .. } => "FolderFileNotLinked",
        Reason::AttributesDiffer { .. } => "AttributesDiffer",
        Reason::KeptInReference { .. } => "KeptInReference",
        Reason::NotExactForClone => "NotExactForClone",
        Reason::CloneOtherFileSystem { .. } => "CloneOtherFileSystem",
        Reason::CannotShareBlocks { .. } => "CannotShareBlocks",
        Reason::CloneDiffers { .. } => "CloneDiffers",
        Reason::CannotClone { .. } => "CannotClone",
        Reason::ChangedWhileCloning => "ChangedWhileCloning",
        Reason::KeptChangedBeforeClone { .. } => "KeptChangedBeforeClone",
        Reason::KeptChangedWhileCloning { .. } => "KeptChangedWhileCloning",
        Reason::FolderFileNotCloned { .. } => "FolderFileNotCloned",
        Reason::NotMoved { .. } => "NotMoved",
        Reason::JournalRecordInvalid { .. } => "JournalRecordInvalid",
        Reason::VolumeNotMounted { .. } => "VolumeNotMounted",
        Reason::Occupied { .. } => "Occupied",
        Reason::RestorePathThroughSymlink { .. } => "RestorePathThroughSymlink",
        Reason::CannotMakeFolder { .. } => "CannotMakeFolder",
        Reason::EntryUnreadable { .. } => "EntryUnreadable",
        Reason::CannotRestore { .. } => "CannotRestore",
        Reason::LinkReplaced { .. } => "LinkReplaced",
        Reason::KeptLinkGone { .. } => "KeptLinkGone",
        Reason::KeptHasUnseenNames { .. } => "KeptHasUnseenNames",
        Reason::FolderNotAsScanned { .. } => "FolderNotAsScanned",
        Reason::FolderLinksReplaced { .. } => "FolderLinksReplaced",
        Reason::CannotUnshare { .. } => "CannotUnshare",
        Reason::AlreadyInPlace => "AlreadyInPlace",
        Reason::AlreadyInPlaceCopyInTrash { .. } => "AlreadyInPlaceCopyInTrash",
        Reason::GoneFromTrash => "GoneFromTrash",
        Reason::Unrelated => "Unrelated",
        Reason::NeverLeft { .. } => "NeverLeft",
        Reason::NotShared => "NotShared",
        Reason::ChangedSinceClone => "ChangedSinceClone",
    }
}

/// How many variants [`variant`] names.
const VARIANTS: usize = 97;

/// Every variant at least once, and each of a variant's ways of being written (put back or
/// not, a size shown twice alike, one file or many).
fn samples() -> Vec<Reason> {
    let kept = || path("kept.jpg");
    let problem = || "permission denied".to_string();
    let stuck = || Err("read-only file system".to_string());
    let access = Access {
        uid: 1000,
        gid: 1000,
        mode: 0o644,
    };
    vec![
        Reason::AllMarked,
        Reason::KeptElsewhere,
        Reason::AllByOtherGroups,
        Reason::AllFoldersMarked,
        Reason::AllFoldersByOtherGroups,
        Reason::InTrashFolder,
        Reason::KeptOnlyInTrash,
        Reason::InReference {
            reference: path("ref"),
            reached: None,
        },
        Reason::InReference {
            reference: path("ref"),
            reached: Some(path("bind/ref")),
        },
        Reason::HoldsReference {
            reference: path("ref"),
        },
        Reason::KeptFolderInside { kept: kept() },
        Reason::KeptFolderHolds { kept: kept() },
        Reason::InDoppelData {
            folder: path("doppel"),
        },
        Reason::NotAbsolute,
        Reason::NotNormalised,
        Reason::IsSymlink,
        Reason::FolderIsSymlink {
            folder: path("link"),
        },
        Reason::NoLongerExists,
        Reason::NotRegularFile,
        Reason::NotAFolder,
        Reason::CannotOpen { problem: problem() },
        Reason::CannotRead { problem: problem() },
        Reason::ChangedSinceScan(SinceScan::Size { was: 10, now: 2048 }),
        // Both 1.21 KiB: the exact counts are shown.
        Reason::ChangedSinceScan(SinceScan::Size {
            was: 1234,
            now: 1240,
        }),
        Reason::ChangedSinceScan(SinceScan::Modified {
            was: "2026-01-02T03:04:05Z".into(),
            now: "2026-11-27T21:46:49Z".into(),
        }),
        Reason::ChangedWhileChecked { change: None },
        Reason::ChangedWhileChecked {
            change: Some("its size".into()),
        },
        Reason::ChangedAfterCheck,
        Reason::InUse,
        Reason::NoKeptCopy,
        Reason::NoKeptFolder,
        Reason::NoKeptCopyAgainst {
            against: vec![path("a"), path("b")],
        },
        Reason::KeptInTrash { kept: kept() },
        Reason::KeptUnusable {
            kept: kept(),
            why: Box::new(Reason::NoLongerExists),
        },
        Reason::KeptChangedSinceScan { kept: kept() },
        Reason::ContentDiffers { kept: kept() },
        Reason::CannotCompare {
            kept: kept(),
            problem: problem(),
        },
        Reason::KeptChangedWhileCompared { kept: kept() },
        Reason::NotAlikeToKept {
            kept: kept(),
            measured: Alike::Similarity {
                measured: 0.612,
                threshold: 0.8,
            },
        },
        Reason::NotAlikeToKept {
            kept: kept(),
            measured: Alike::Distance {
                measured: 14,
                most: 10,
            },
        },
        Reason::CannotMeasure {
            kept: kept(),
            problem: problem(),
        },
        Reason::SameFileAsKept { kept: kept() },
        Reason::SameFolderAsKept { kept: kept() },
        Reason::KeptHoldsPartOf {
            kept: kept(),
            part: path("part"),
        },
        Reason::KeptLacksCopy {
            kept: kept(),
            file: path("file"),
        },
        Reason::KeptChangedDuringMove {
            kept: kept(),
            put_back: Ok(()),
        },
        Reason::KeptChangedDuringMove {
            kept: kept(),
            put_back: stuck(),
        },
        Reason::CompanionKept {
            photo: path("a.jpg"),
        },
        Reason::CompanionNotAsScanned {
            companion: path("a.nef"),
            why: Box::new(Reason::NoLongerExists),
        },
        Reason::CompanionNotMoved {
            companion: path("a.nef"),
            why: Box::new(Reason::CannotMove { problem: problem() }),
            put_back: Ok(()),
        },
        Reason::CompanionNotMoved {
            companion: path("a.nef"),
            why: Box::new(Reason::CannotMove { problem: problem() }),
            put_back: stuck(),
        },
        Reason::CompanionStays {
            photo: path("a.jpg"),
            with: path("a.nef"),
        },
        Reason::CompanionOnlyCopy {
            companion: path("a.nef"),
        },
        Reason::MountInside { mount: path("mnt") },
        Reason::HoldsOdd {
            entry: path("fifo"),
            what: "a named pipe".into(),
        },
        Reason::HoldsMount { entry: path("mnt") },
        Reason::InsideUnreadable {
            entry: path("locked"),
            problem: problem(),
        },
        Reason::ChangedWhileTrashing {
            change: "a file was added".into(),
            put_back: Ok(()),
        },
        Reason::ChangedWhileTrashing {
            change: "a file was added".into(),
            put_back: stuck(),
        },
        Reason::NoTrash { problem: problem() },
        Reason::TrashOnOtherMount {
            trash: path(".Trash-0"),
        },
        Reason::CannotReserve {
            trash: path(".Trash-0"),
            problem: problem(),
        },
        Reason::CannotMove { problem: problem() },
        Reason::ReplacedWhileMoving {
            trash: path(".Trash-0/files/a"),
            put_back: Ok(()),
        },
        Reason::ReplacedWhileMoving {
            trash: path(".Trash-0/files/a"),
            put_back: stuck(),
        },
        Reason::NotExactForLink,
        Reason::OtherFileSystem { kept: kept() },
        Reason::AccessDiffers {
            kept: kept(),
            copy: access,
            kept_has: Access {
                mode: 0o600,
                ..access
            },
        },
        Reason::KeptLinkLimit { kept: kept() },
        Reason::NoHardLinks { fs: "vfat".into() },
        Reason::CannotLink { problem: problem() },
        Reason::KeptChangedBeforeLink { kept: kept() },
        Reason::ReplacedWhileLinking { put_back: Ok(()) },
        Reason::ReplacedWhileLinking { put_back: stuck() },
        Reason::FolderFileNotLinked {
            file: path("f"),
            linked: 0,
            of: 3,
            why: Box::new(Reason::CannotLink { problem: problem() }),
        },
        Reason::FolderFileNotLinked {
            file: path("f"),
            linked: 1500,
            of: 2000,
            why: Box::new(Reason::CannotLink { problem: problem() }),
        },
        Reason::AttributesDiffer {
            kept: kept(),
            names: vec!["system.posix_acl_access".into(), "user.comment".into()],
        },
        Reason::KeptInReference {
            kept: path("originals/a.jpg"),
            reference: path("originals"),
        },
        Reason::NotExactForClone,
        Reason::CloneOtherFileSystem { kept: kept() },
        Reason::CannotShareBlocks {
            why: NoSharing::FileSystem { fs: "xfs".into() },
        },
        Reason::CannotShareBlocks {
            why: NoSharing::FileSystem { fs: "ext4".into() },
        },
        Reason::CannotShareBlocks {
            why: NoSharing::ReadOnly,
        },
        Reason::CannotShareBlocks {
            why: NoSharing::CannotWriteHere,
        },
        Reason::CannotShareBlocks {
            why: NoSharing::ProbeFailed { problem: problem() },
        },
        Reason::CloneDiffers {
            kept: kept(),
            at: 1_048_576,
        },
        Reason::CannotClone { problem: problem() },
        Reason::ChangedWhileCloning,
        Reason::KeptChangedBeforeClone { kept: kept() },
        Reason::KeptChangedWhileCloning { kept: kept() },
        Reason::FolderFileNotCloned {
            file: path("f"),
            cloned: 2,
            of: 5,
            why: Box::new(Reason::CannotClone { problem: problem() }),
        },
        Reason::NotMoved {
            why: Stopped::Cancelled,
        },
        Reason::NotMoved {
            why: Stopped::Journal(JournalError::NotWritten {
                path: path("doppel/cleanups/20261127-223853.jsonl"),
                problem: IoProblem::Other {
                    words: "No space left on device (os error 28)".into(),
                },
            }),
        },
        Reason::NotMoved {
            why: Stopped::Journal(JournalError::NotStarted {
                folder: path("doppel/cleanups"),
                problem: IoProblem::PermissionDenied,
            }),
        },
        Reason::NotMoved {
            why: Stopped::Full(Box::new(Reason::CannotReserve {
                trash: path(".Trash-0"),
                problem: "no space left on device".into(),
            })),
        },
        Reason::JournalRecordInvalid {
            what: "a relative path".into(),
        },
        Reason::VolumeNotMounted {
            trash: path(".Trash-0"),
        },
        Reason::Occupied { path: path("a") },
        Reason::RestorePathThroughSymlink {
            folder: path("link"),
        },
        Reason::CannotMakeFolder { problem: problem() },
        Reason::EntryUnreadable { problem: problem() },
        Reason::CannotRestore { problem: problem() },
        Reason::LinkReplaced { path: path("a") },
        Reason::KeptLinkGone {
            path: path("a"),
            kept: path("b"),
        },
        Reason::KeptHasUnseenNames {
            kept: path("b"),
            unseen: 1,
        },
        Reason::FolderNotAsScanned { scanned: 2, now: 1 },
        Reason::FolderNotAsScanned {
            scanned: 1_200,
            now: 1_201,
        },
        Reason::KeptHasUnseenNames {
            kept: path("b"),
            unseen: 2,
        },
        Reason::FolderLinksReplaced {
            files: vec![path("a")],
        },
        Reason::FolderLinksReplaced {
            files: vec![path("a"), path("b"), path("c")],
        },
        Reason::CannotUnshare { problem: problem() },
        Reason::AlreadyInPlace,
        Reason::AlreadyInPlaceCopyInTrash {
            trash_entry: path(".Trash-0/files/a"),
        },
        Reason::GoneFromTrash,
        Reason::Unrelated,
        Reason::NeverLeft { kept: kept() },
        Reason::NotShared,
        Reason::ChangedSinceClone,
    ]
}

#[test]
fn the_samples_cover_every_reason() {
    let covered: BTreeSet<&str> = samples().iter().map(variant).collect();
    assert_eq!(covered.len(), VARIANTS, "covered: {covered:?}");
}

#[test]
fn in_english_every_reason_reads_as_the_engine_writes_it() {
    // Unit tests share one process and never change its language (English).
    assert_eq!(current(), Lang::En);
    for sample in samples() {
        assert_eq!(reason(&sample), sample.to_string(), "{sample:?}");
    }
    let owner = Access {
        uid: 1000,
        gid: 100,
        mode: 0o755,
    };
    assert_eq!(access(&owner), owner.to_string());
    let why = NoSharing::ReadOnly;
    assert_eq!(no_sharing(&why), why.to_string());
}

#[test]
fn in_english_what_a_restore_found_changed_reads_as_the_engine_writes_it() {
    for change in [
        ChangedInTrash::WrittenTo,
        ChangedInTrash::FolderFiles {
            added: 1,
            gone: 0,
            edited: 0,
        },
        ChangedInTrash::FolderFiles {
            added: 2,
            gone: 1,
            edited: 1_200,
        },
        ChangedInTrash::FolderNowHolds(Box::new(Reason::HoldsMount { entry: path("mnt") })),
        ChangedInTrash::LinkedFolderGone,
        ChangedInTrash::EditedThroughLink { kept: path("kept") },
        ChangedInTrash::LinkOriginalsGone { gone: 3 },
    ] {
        assert_eq!(changed_in_trash(&change), change.to_string(), "{change:?}");
    }
}

#[test]
fn in_english_why_a_way_leaves_a_file_alone_reads_as_the_engine_writes_it() {
    let owner = Access {
        uid: 1000,
        gid: 1000,
        mode: 0o644,
    };
    for why in [
        LeftAlone::Refused(Reason::NoLongerExists),
        LeftAlone::NotExact,
        LeftAlone::OtherFileSystem {
            kept: path("kept.jpg"),
        },
        LeftAlone::AccessDiffers {
            kept: path("kept.jpg"),
            copy: owner,
            kept_has: Access { uid: 0, ..owner },
        },
        LeftAlone::AttributesDiffer {
            kept: path("kept.jpg"),
            names: vec!["system.posix_acl_access".into(), "user.xdg.tags".into()],
        },
        LeftAlone::KeptInReference {
            kept: path("originals/kept.jpg"),
            reference: path("originals"),
        },
        LeftAlone::CannotShareBlocks { fs: 0 },
        LeftAlone::NotPermitted,
        LeftAlone::NoHardLinks { fs: 0 },
    ] {
        assert_eq!(left_alone(&why), why.to_string(), "{why:?}");
    }
}

#[test]
fn in_english_a_lock_held_elsewhere_reads_as_the_engine_writes_it() {
    for error in [
        LockError::Busy {
            holder: String::new(),
        },
        LockError::Busy {
            holder: "process 4242, cleaning up".into(),
        },
        LockError::Unusable {
            path: path("lock"),
            problem: IoProblem::PermissionDenied,
        },
    ] {
        assert_eq!(lock_error(&error), error.to_string(), "{error:?}");
    }
}

#[test]
fn in_english_a_journal_that_cannot_be_written_reads_as_the_engine_writes_it() {
    let problem = || IoProblem::Other {
        words: "No space left on device (os error 28)".into(),
    };
    for error in [
        JournalError::NotStarted {
            folder: path("doppel/cleanups"),
            problem: problem(),
        },
        JournalError::NotUpdated {
            path: path("doppel/cleanups/a.jsonl"),
            problem: IoProblem::PermissionDenied,
        },
        JournalError::NotWritten {
            path: path("doppel/cleanups/a.jsonl"),
            problem: problem(),
        },
        JournalError::Bug("a record could not be made".into()),
    ] {
        assert_eq!(super::journal_error(&error), error.to_string(), "{error:?}");
    }
}

#[test]
fn in_english_a_reference_that_cannot_be_read_reads_as_the_engine_writes_it() {
    use crate::engine::actions::{ReferenceProblem, ReferenceUnreadable};
    for problem in [
        ReferenceProblem::Io(IoProblem::PermissionDenied),
        ReferenceProblem::NotAFolder,
    ] {
        let unreadable = ReferenceUnreadable {
            reference: path("ref"),
            entry: path("ref/locked"),
            problem,
        };
        assert_eq!(
            super::reference_unreadable(&unreadable),
            unreadable.to_string(),
            "{unreadable:?}"
        );
    }
}
