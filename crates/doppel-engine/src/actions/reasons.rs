//! Why cleanup left a file or folder alone, and what a restore found: typed values that the
//! plan, the transaction and the restore return and tests match, and the one place they
//! are put into words (`Display`).
//!
//! Each variant names the other file or folder it is about (the copy being kept, the
//! reference folder, the trash folder). System errors travel as the words
//! [`io_problem`] gives them: which system error it was is not a decision anything takes.

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::journal_error::JournalError;
use crate::errors::describe_io_error;
use crate::format::{count as count_words, human_bytes, thousands};

/// A file (or folder) left alone, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Refusal {
    /// The file or folder.
    pub path: PathBuf,
    /// Why.
    pub reason: Reason,
}

impl Refusal {
    pub(crate) fn new(path: &Path, reason: Reason) -> Refusal {
        Refusal {
            path: path.to_path_buf(),
            reason,
        }
    }
}

/// Why a cleanup stopped before its end; every item it had not reached stays in place.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stopped {
    /// It was cancelled.
    Cancelled,
    /// Doppel's journal could not be written.
    Journal(JournalError),
    /// The disk (or the quota) is full where the trash is: every later file would fail
    /// the same way.
    Full(Box<Reason>),
}

impl fmt::Display for Stopped {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Stopped::Cancelled => f.write_str("the cleanup was cancelled"),
            Stopped::Journal(problem) => problem.fmt(f),
            Stopped::Full(reason) => write!(f, "{reason}"),
        }
    }
}

/// How an item a restore put back differs from what was trashed: it changed in the trash
/// after the cleanup, and comes back as it is now.
// Each variant's fields are named for what they hold; the variant's own doc says the rest.
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ChangedInTrash {
    /// A file written to (its size or modified time).
    WrittenTo,
    /// A folder whose files were added, removed or edited, counted.
    FolderFiles {
        added: usize,
        gone: usize,
        edited: usize,
    },
    /// A folder that now holds what the cleanup would not have trashed (a link, a socket).
    FolderNowHolds(Box<Reason>),
    /// A folder replaced by hard links: some of its originals are gone from the trash, and
    /// those names keep their links.
    LinkOriginalsGone { gone: usize },
    /// A folder replaced by hard links was gone from its place: the originals the trash
    /// held come back as the folder.
    LinkedFolderGone,
    /// A file replaced by a hard link was edited through its linked name: the original comes
    /// back as it was, and the edit lives on in the kept copy.
    EditedThroughLink { kept: PathBuf },
}

impl fmt::Display for ChangedInTrash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChangedInTrash::WrittenTo => {
                f.write_str("it was written to after it was trashed; it comes back as it is now")
            }
            ChangedInTrash::FolderFiles {
                added,
                gone,
                edited,
            } => {
                let parts: Vec<String> = [(*added, "added"), (*gone, "gone"), (*edited, "changed")]
                    .into_iter()
                    .filter(|(count, _)| *count > 0)
                    .map(|(count, what)| {
                        format!("{} {what}", count_words(count as u64, "file", "files"))
                    })
                    .collect();
                write!(
                    f,
                    "it changed after it was trashed ({}); it comes back whole as it is now",
                    parts.join(", ")
                )
            }
            ChangedInTrash::FolderNowHolds(reason) => write!(f, "{reason}"),
            ChangedInTrash::LinkedFolderGone => f.write_str(
                "the folder was gone; the originals the trash held come back as a folder",
            ),
            ChangedInTrash::EditedThroughLink { kept } => write!(
                f,
                "it was edited through its linked name after the cleanup; the original comes \
                 back as it was, and the edit lives on in {}",
                kept.display()
            ),
            ChangedInTrash::LinkOriginalsGone { gone } => write!(
                f,
                "{} of its files were no longer in the trash; their names keep the links the \
                 cleanup made",
                thousands(*gone as u64)
            ),
        }
    }
}

/// What changed since the scan, as the scan and the disk tell it.
// Each variant's fields are named for what they hold; the variant's own doc says the rest.
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum SinceScan {
    /// The size in bytes: recorded, now.
    Size { was: u64, now: u64 },
    /// The modified time (RFC 3339): recorded, now.
    Modified { was: String, now: String },
}

/// Why a file or folder was left alone (cleanup), could not come back (restore), or needs
/// nothing more (a restore's settled items).
// Each variant's fields are named for what they hold; the variant's own doc says the rest.
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reason {
    // ---- The plan: decided from the marks, before anything is opened.
    /// Every copy of its group was marked for the trash.
    AllMarked,
    /// Marked Keep in another group.
    KeptElsewhere,
    /// Every copy of its group would go through marks in other groups.
    AllByOtherGroups,
    /// Every folder of its group was marked for the trash.
    AllFoldersMarked,
    /// Every folder of its group would go through marks in other groups.
    AllFoldersByOtherGroups,
    /// It lies in a trash folder (another system's, another user's): never acted on.
    InTrashFolder,
    /// Every copy its group keeps lies in a trash folder.
    KeptOnlyInTrash,
    /// It is in a reference folder (by path), or, when `reached` is set, it or a folder on
    /// its path (`reached`) is one of a reference's by identity.
    InReference {
        reference: PathBuf,
        reached: Option<PathBuf>,
    },
    /// A folder holding a reference folder.
    HoldsReference { reference: PathBuf },
    /// The folder its group keeps lies inside it.
    KeptFolderInside { kept: PathBuf },
    /// The folder its group keeps holds it.
    KeptFolderHolds { kept: PathBuf },
    /// It lies in Doppel's own data folder (cleanup journals): never a user's file.
    InDoppelData { folder: PathBuf },

    // ---- Its path and what stands there.
    /// Not an absolute path.
    NotAbsolute,
    /// Has `.`, `..`, a doubled or trailing slash.
    NotNormalised,
    /// It is a symbolic link itself.
    IsSymlink,
    /// A folder on its path is a symbolic link.
    FolderIsSymlink { folder: PathBuf },
    /// Nothing stands at its path.
    NoLongerExists,
    /// Not a regular file (any more).
    NotRegularFile,
    /// Not a folder (any more).
    NotAFolder,
    /// Opening it failed.
    CannotOpen { problem: String },
    /// Reading it failed.
    CannotRead { problem: String },
    /// It differs from what the scan recorded.
    ChangedSinceScan(SinceScan),
    /// It changed while its checks ran (with what changed, for a folder).
    ChangedWhileChecked { change: Option<String> },
    /// It changed between its checks and its move.
    ChangedAfterCheck,
    /// Another program has it open for writing (a download, a log, a virtual disk).
    InUse,

    // ---- The copy being kept.
    /// No copy of its group is kept.
    NoKeptCopy,
    /// No folder of its group is kept.
    NoKeptFolder,
    /// Set against set: its group keeps no copy (or folder) in the folders it was compared
    /// against, and only such a copy vouches for one going.
    NoKeptCopyAgainst { against: Vec<PathBuf> },
    /// The copy (or folder) being kept lies in a trash folder.
    KeptInTrash { kept: PathBuf },
    /// The copy being kept cannot vouch: why, as said of it.
    KeptUnusable { kept: PathBuf, why: Box<Reason> },
    /// The copy being kept differs from what the scan recorded.
    KeptChangedSinceScan { kept: PathBuf },
    /// Its bytes differ from the copy being kept's.
    ContentDiffers { kept: PathBuf },
    /// Comparing with the copy being kept failed.
    CannotCompare { kept: PathBuf, problem: String },
    /// The copy being kept changed while they were compared.
    KeptChangedWhileCompared { kept: PathBuf },
    /// It is not alike enough to the copy being kept itself (a chain in its group), measured
    /// now: similarity in percent (documents) or fingerprint distance (images).
    NotAlikeToKept { kept: PathBuf, measured: Alike },
    /// Its likeness to the copy being kept could not be measured.
    CannotMeasure { kept: PathBuf, problem: String },
    /// It is the kept copy itself, reached by another path (a hard link, a bind mount).
    SameFileAsKept { kept: PathBuf },
    /// It is the kept folder itself, reached by another path.
    SameFolderAsKept { kept: PathBuf },
    /// The folder being kept holds part of it under another path.
    KeptHoldsPartOf { kept: PathBuf, part: PathBuf },
    /// The folder being kept has no copy of this file of it.
    KeptLacksCopy { kept: PathBuf, file: PathBuf },
    /// The copy (or folder) being kept changed or moved while this was trashed, so this was
    /// put back (`put_back`), or could not be (the problem).
    KeptChangedDuringMove {
        kept: PathBuf,
        put_back: Result<(), String>,
    },

    // ---- Companion files (a photo's RAW, Live Photo video, sidecars; `crate::companions`).
    /// A companion of `photo`, which goes to the trash, that a group keeps (it is a member
    /// of a group and not going): it stays where it is, and `photo` goes without it.
    CompanionKept { photo: PathBuf },
    /// A companion of the file is not as the scan saw it (changed, gone, replaced, in a
    /// reference): nothing of the photo moves, the file stays with its companions.
    CompanionNotAsScanned {
        companion: PathBuf,
        why: Box<Reason>,
    },
    /// A companion could not be moved after the file was: the file and the companions
    /// moved before it were put back (`put_back`), or could not be (the problem).
    CompanionNotMoved {
        companion: PathBuf,
        why: Box<Reason>,
        put_back: Result<(), String>,
    },
    /// A companion of `photo`, which goes to the trash, that belongs with `with` too, a
    /// group's file that stays (a sidecar shared by a JPEG and its RAW): it stays with it.
    CompanionStays { photo: PathBuf, with: PathBuf },
    /// The file's companion has no copy of its bytes kept beside a kept copy of the file:
    /// the trash would hold its only copy, so the file is no duplicate of the whole photo,
    /// and nothing of the photo moves.
    CompanionOnlyCopy { companion: PathBuf },

    // ---- A folder's insides.
    /// A volume is mounted inside it.
    MountInside { mount: PathBuf },
    /// It holds something that is neither a regular file nor a folder.
    HoldsOdd { entry: PathBuf, what: String },
    /// It holds a mount point.
    HoldsMount { entry: PathBuf },
    /// Something inside it could not be read.
    InsideUnreadable { entry: PathBuf, problem: String },
    /// What arrived in the trash differs from what was checked, so it was put back
    /// (`put_back`), or could not be.
    ChangedWhileTrashing {
        change: String,
        put_back: Result<(), String>,
    },

    // ---- The trash.
    /// No usable trash for it (the trash folder's problem, in words).
    NoTrash { problem: String },
    /// Its trash folder is on another mount: moving there would mean copying.
    TrashOnOtherMount { trash: PathBuf },
    /// No name could be reserved in the trash.
    CannotReserve { trash: PathBuf, problem: String },
    /// The rename into the trash failed.
    CannotMove { problem: String },
    /// Replaced between the last look and the rename: what was moved was put back, or could
    /// not be (the problem).
    ReplacedWhileMoving {
        trash: PathBuf,
        put_back: Result<(), String>,
    },
    // ---- Replacing it by a hard link to the copy being kept.
    /// Only byte-for-byte copies are replaced by a link: none of its groups is exact.
    NotExactForLink,
    /// The copy being kept is on another file system: a hard link cannot reach it.
    OtherFileSystem { kept: PathBuf },
    /// Its owner, group or permissions differ from the copy being kept's: a link would
    /// change who may read or write it.
    AccessDiffers {
        kept: PathBuf,
        copy: Access,
        kept_has: Access,
    },
    /// The copy being kept has as many names as its file system allows.
    KeptLinkLimit { kept: PathBuf },
    /// Its file system (named by its type, `vfat`, `exfat`) cannot give a file a second
    /// name at all.
    NoHardLinks { fs: String },
    /// Making a link failed.
    CannotLink { problem: String },
    /// The copy being kept changed or moved after the checks, so nothing was linked.
    KeptChangedBeforeLink { kept: PathBuf },
    /// Its name was given to something else while the link was put in place: that was
    /// swapped back (`put_back`), or could not be (the problem).
    ReplacedWhileLinking { put_back: Result<(), String> },
    /// A folder replaced by hard links file by file stopped at `file` (why): the `linked`
    /// files before it, of `of`, are links to their kept copies (their originals in the
    /// folder's trash mirror); it and the rest are as they were. With `linked` 0 nothing of
    /// the folder was changed.
    FolderFileNotLinked {
        file: PathBuf,
        linked: usize,
        of: usize,
        why: Box<Reason>,
    },
    /// Its extended attributes (`user.*` tags and comments, `security.*`, the POSIX ACLs
    /// `system.posix_acl_*`) differ from the copy being kept's: a link would drop its own
    /// and show the kept copy's under its name (an ACL there may let another user write).
    /// `names` are those present in one only, or with another value, in order.
    AttributesDiffer { kept: PathBuf, names: Vec<String> },
    /// The copy being kept is a file of the reference folder `reference` (or one reached
    /// another way: a hard link, a bind mount): a link would give the reference's own file
    /// a second name here, where an ordinary edit would change the reference.
    KeptInReference { kept: PathBuf, reference: PathBuf },

    // ---- Replacing it by a clone of the copy being kept (its blocks shared).
    /// Only byte-for-byte copies become clones: none of its groups is exact.
    NotExactForClone,
    /// The copy being kept is on another file system: blocks are shared within one only.
    CloneOtherFileSystem { kept: PathBuf },
    /// Its file system cannot share blocks between files here, and why.
    CannotShareBlocks { why: NoSharing },
    /// The file system compared the bytes under its lock and found them different from
    /// byte `at`'s range on: nothing was changed.
    CloneDiffers { kept: PathBuf, at: u64 },
    /// The file system refused the clone (not permitted, in use, an I/O error): its bytes
    /// are as they were.
    CannotClone { problem: String },
    /// Written to while it was being cloned: what was shared was equal when it was, and
    /// what it holds now is the writer's.
    ChangedWhileCloning,
    /// The copy being kept changed or moved after the checks, so nothing was cloned.
    KeptChangedBeforeClone { kept: PathBuf },
    /// The copy being kept changed while this was being cloned: this file's bytes are as
    /// they were (the file system compared them under lock), but fewer of its blocks may
    /// stay shared.
    KeptChangedWhileCloning { kept: PathBuf },
    /// A folder cloned file by file stopped at `file` (why): the `cloned` files before it,
    /// of `of`, are clones (their content as it was); it and the rest are as they were.
    FolderFileNotCloned {
        file: PathBuf,
        cloned: usize,
        of: usize,
        why: Box<Reason>,
    },

    /// Not reached: the cleanup stopped (cancelled, or the journal could not be written).
    NotMoved { why: Stopped },

    // ---- Restore.
    /// The journal's record of it is not one Doppel writes (a path not absolute and
    /// normalised, a trash entry that is not one name, a trash that is not a trash folder).
    JournalRecordInvalid { what: String },
    /// Its trash folder is on a volume other than the one it was trashed on (another disk
    /// mounted at the same place, or none): it stays recorded until that volume is back.
    VolumeNotMounted { trash: PathBuf },
    /// Something stands at its original path now.
    Occupied { path: PathBuf },
    /// A folder on its original path is now a symbolic link.
    RestorePathThroughSymlink { folder: PathBuf },
    /// Its folder could not be made or opened.
    CannotMakeFolder { problem: String },
    /// Its trash entry could not be read.
    EntryUnreadable { problem: String },
    /// Moving it back failed.
    CannotRestore { problem: String },
    /// Its name, replaced by a link to the copy kept, now holds something else (the user
    /// put a file there): both are left as they are, the original stays in the trash.
    LinkReplaced { path: PathBuf },
    /// The kept copy has names the scan never saw (outside the roots, or left out by the
    /// filters): a hard link to it would make them editable through the copy's name.
    KeptHasUnseenNames { kept: PathBuf, unseen: u64 },
    /// A folder that holds other files than the scan saw in it (files the filters left out,
    /// or added since): only a folder the scan saw whole moves.
    FolderNotAsScanned { scanned: u64, now: u64 },
    /// Its name still holds the kept copy's inode, but the kept copy's own name no longer
    /// does (deleted, or saved over by writing a new file; or both names deleted and the
    /// number given to a new file): what the name holds is the user's current work, so it
    /// was left as it is; the original stays in the trash, and the undo stays pending.
    KeptLinkGone { path: PathBuf, kept: PathBuf },
    /// Files of a folder replaced by hard links whose names now hold something else (the
    /// user put files there): they were left as they are, their originals stay in the
    /// trash; the rest of the folder is back.
    FolderLinksReplaced { files: Vec<PathBuf> },
    /// A clone could not be given blocks of its own now (another program writing it, a
    /// full disk): it stays as it is, still a clone.
    CannotUnshare { problem: String },

    // ---- Restore: nothing more to do.
    /// Already back in place.
    AlreadyInPlace,
    /// Already back in place, but an identical copy stays in the trash (a restore across
    /// devices stopped just after putting the copy in place).
    AlreadyInPlaceCopyInTrash { trash_entry: PathBuf },
    /// Not found in the trash (emptied, restored by hand, or another disk at its place):
    /// still pending ([`Reason::keeps_record_pending`]).
    GoneFromTrash,
    /// An unrelated item now has its name in the trash, and was left alone: still pending.
    Unrelated,
    /// A clone: the file never left its name (only its blocks are shared with the copy
    /// kept), so there is nothing to put back.
    NeverLeft { kept: PathBuf },
    /// A clone to give blocks of its own: it has them already (nothing of it is shared).
    NotShared,
    /// A clone to give blocks of its own: its name now holds another file, or the file was
    /// written to since; it is the user's now, and was left alone.
    ChangedSinceClone,
}

/// Why copies in a folder cannot become clones, as [`Reason::CannotShareBlocks`] tells it
/// (the clone module's `CloneUnsupported`, in values a reason can hold).
// Each variant's fields are named for what they hold; the variant's own doc says the rest.
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum NoSharing {
    /// This file system cannot share blocks between files (its type, as `statfs` names
    /// it: `"ext4"`, `"tmpfs"`, `"xfs"` made without reflink).
    FileSystem { fs: String },
    /// It is mounted read-only.
    ReadOnly,
    /// Doppel may not write in the folder, so it could not try.
    CannotWriteHere,
    /// Trying failed (a full disk, an I/O error).
    ProbeFailed { problem: String },
}

impl fmt::Display for NoSharing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NoSharing::FileSystem { fs } if fs == "xfs" => {
                f.write_str("this XFS file system was made without reflink (mkfs.xfs -m reflink=1)")
            }
            NoSharing::FileSystem { fs } => write!(f, "{fs} cannot share blocks between files"),
            NoSharing::ReadOnly => f.write_str("the file system is mounted read-only"),
            NoSharing::CannotWriteHere => f.write_str(
                "Doppel may not write in its folder, so whether blocks can be shared there \
                 could not be tried",
            ),
            NoSharing::ProbeFailed { problem } => {
                write!(f, "trying to share blocks there failed: {problem}")
            }
        }
    }
}

/// Who owns a file and its permission bits, as a hard link would show them.
#[allow(missing_docs)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Access {
    pub uid: u32,
    pub gid: u32,
    /// The permission bits (`0o7777`).
    pub mode: u32,
}

impl fmt::Display for Access {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "owner {}, group {}, mode {:o}",
            self.uid, self.gid, self.mode
        )
    }
}

/// How alike a file was measured to the copy being kept, against the bar of its group.
// Each variant's fields are named for what they hold; the variant's own doc says the rest.
#[allow(missing_docs)]
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub enum Alike {
    /// Documents: the similarity and the threshold, 0–1.
    Similarity { measured: f64, threshold: f64 },
    /// Images: the fingerprint distance and the most allowed, in bits of 64.
    Distance { measured: u32, most: u32 },
}

// Only finite similarities are ever measured.
impl Eq for Alike {}

impl Reason {
    /// Whether a restore that finds this keeps the item pending rather than settled: its
    /// trash entry is not where the journal says, which an emptied trash and another disk at
    /// the trash's place look alike from here. A journaled item is never written off; a
    /// later restore looks again (P4 in docs/src/cleanup.md).
    pub fn keeps_record_pending(&self) -> bool {
        matches!(self, Reason::GoneFromTrash | Reason::Unrelated)
            && crate::failpoint::guarded("missing-entry-pending")
    }

    /// A restore outcome that leaves nothing of the user's in the trash.
    pub fn leaves_nothing_in_trash(&self) -> bool {
        matches!(
            self,
            Reason::AlreadyInPlace
                // A clone (the only item a restore finds gone from its place this way) never
                // was in the trash.
                | Reason::NoLongerExists
                | Reason::GoneFromTrash
                | Reason::Unrelated
                | Reason::NeverLeft { .. }
                | Reason::NotShared
                | Reason::ChangedSinceClone
        )
    }
}

/// A system error in the words cleanup and restore use.
pub(crate) fn io_problem(error: &io::Error) -> String {
    match error.kind() {
        // `describe_io_error` words this for a scan ("vanished during the scan").
        io::ErrorKind::NotFound => "not found".to_string(),
        _ => describe_io_error(error),
    }
}

/// "1.20 KiB", with the exact byte count when `other` would print the same.
fn size_beside(bytes: u64, other: u64) -> String {
    let shown = human_bytes(bytes);
    if bytes != other && shown == human_bytes(other) {
        format!("{shown} ({} bytes)", thousands(bytes))
    } else {
        shown
    }
}

/// How a put-back went: `done` says what was put back ("this was put back"), `trash` what
/// is left to do when it could not be.
fn put_back_words(put_back: &Result<(), String>, done: &str, trash: &str) -> String {
    match put_back {
        Ok(()) => format!(", so {done}"),
        Err(problem) => format!(", and it could not be put back ({problem}); {trash}"),
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shown = |path: &Path| path.display().to_string();
        match self {
            Reason::AllMarked => {
                f.write_str("every copy of this group was marked for the trash; keep at least one")
            }
            Reason::KeptElsewhere => f.write_str("marked to keep in another group"),
            Reason::AllByOtherGroups => f.write_str(
                "every copy of this group would go to the trash (some are marked for the trash \
                 in another group); keep at least one",
            ),
            Reason::AllFoldersMarked => f.write_str(
                "every folder of this group was marked for the trash; keep at least one",
            ),
            Reason::AllFoldersByOtherGroups => f.write_str(
                "every folder of this group would go to the trash (some are marked for the \
                 trash in another group); keep at least one",
            ),
            Reason::InTrashFolder => f.write_str(
                "is in a trash folder; what is in a trash is never moved or kept by Doppel",
            ),
            Reason::KeptOnlyInTrash => f.write_str(
                "the only copies its group keeps are in trash folders, which never count as kept",
            ),
            Reason::InReference { reference, reached } => {
                write!(
                    f,
                    "is in the reference folder {}; files in a reference folder are never trashed",
                    shown(reference)
                )?;
                match reached {
                    None => Ok(()),
                    Some(found) => write!(
                        f,
                        " (reached another way: {} is the same as one in it)",
                        shown(found)
                    ),
                }
            }
            Reason::HoldsReference { reference } => write!(
                f,
                "holds the reference folder {}; files in a reference folder are never trashed",
                shown(reference)
            ),
            Reason::KeptFolderInside { kept } => {
                write!(f, "the folder being kept, {}, is inside it", shown(kept))
            }
            Reason::KeptFolderHolds { kept } => {
                write!(f, "the folder being kept, {}, holds it", shown(kept))
            }
            Reason::InDoppelData { folder } => write!(
                f,
                "is in Doppel's own data folder {} (its cleanup journals); never trashed",
                shown(folder)
            ),
            Reason::NotAbsolute => f.write_str(
                "is not an absolute path; only paths as a scan records them are acted on",
            ),
            Reason::NotNormalised => f.write_str(
                "is not a normalised path (it has `.`, `..`, a doubled or trailing slash); only \
                 paths as a scan records them are acted on",
            ),
            Reason::IsSymlink => f.write_str("is now a symbolic link"),
            Reason::FolderIsSymlink { folder } => write!(
                f,
                "its folder {} is a symbolic link; cleanup acts only on real paths",
                shown(folder)
            ),
            Reason::NoLongerExists => f.write_str("no longer exists"),
            Reason::NotRegularFile => f.write_str("is no longer a regular file"),
            Reason::NotAFolder => f.write_str("is no longer a folder"),
            Reason::CannotOpen { problem } => write!(f, "could not be opened: {problem}"),
            Reason::CannotRead { problem } => write!(f, "could not be read: {problem}"),
            Reason::ChangedSinceScan(SinceScan::Size { was, now }) => write!(
                f,
                "changed since the scan: size was {}, is now {}",
                size_beside(*was, *now),
                size_beside(*now, *was)
            ),
            Reason::ChangedSinceScan(SinceScan::Modified { was, now }) => write!(
                f,
                "changed since the scan: modified time was {was}, is now {now}"
            ),
            Reason::ChangedWhileChecked { change: None } => {
                f.write_str("changed while it was being checked")
            }
            Reason::ChangedWhileChecked {
                change: Some(change),
            } => write!(f, "changed while it was being checked ({change})"),
            Reason::ChangedAfterCheck => f.write_str("changed after it was checked"),
            Reason::InUse => f.write_str(
                "is in use by another program (open for writing), so it was left in place; try \
                 again once that program has closed it",
            ),
            Reason::NoKeptCopy => f.write_str("no copy of its group is being kept"),
            Reason::NoKeptFolder => f.write_str("no folder of its group is being kept"),
            Reason::NoKeptCopyAgainst { against } => {
                let folders: Vec<String> = against.iter().map(|folder| shown(folder)).collect();
                write!(
                    f,
                    "no copy of its group is being kept in {}, the folders it was compared \
                     against; only such a copy can vouch for it",
                    folders.join(", ")
                )
            }
            Reason::KeptInTrash { kept } => {
                write!(f, "the copy being kept, {}, is in the trash", shown(kept))
            }
            Reason::KeptUnusable { kept, why } => {
                write!(f, "the copy being kept, {}, {why}", shown(kept))
            }
            Reason::KeptChangedSinceScan { kept } => write!(
                f,
                "the copy being kept, {}, changed since the scan (its size or modified time), so \
                 nothing is trashed on its behalf",
                shown(kept)
            ),
            Reason::ContentDiffers { kept } => write!(
                f,
                "its content no longer matches the copy being kept, {}",
                shown(kept)
            ),
            Reason::CannotCompare { kept, problem } => write!(
                f,
                "could not be compared with the copy being kept, {}: {problem}",
                shown(kept)
            ),
            Reason::KeptChangedWhileCompared { kept } => write!(
                f,
                "the copy being kept, {}, changed while it was being compared",
                shown(kept)
            ),
            Reason::NotAlikeToKept { kept, measured } => match measured {
                Alike::Similarity {
                    measured,
                    threshold,
                } => write!(
                    f,
                    "is only {:.0} % like the copy being kept, {} (its group holds it through \
                     another file); {:.0} % is needed",
                    measured * 100.0,
                    shown(kept),
                    threshold * 100.0
                ),
                Alike::Distance { measured, most } => write!(
                    f,
                    "differs from the copy being kept, {}, by {measured} of 64 bits (its group \
                     holds it through another image); at most {most} is allowed",
                    shown(kept)
                ),
            },
            Reason::CannotMeasure { kept, problem } => write!(
                f,
                "could not be compared with the copy being kept, {}: {problem}",
                shown(kept)
            ),
            Reason::SameFileAsKept { kept } => write!(
                f,
                "it is the same file as the copy being kept, {}, reached by another path",
                shown(kept)
            ),
            Reason::SameFolderAsKept { kept } => write!(
                f,
                "it is the same folder as the folder being kept, {}, reached by another path",
                shown(kept)
            ),
            Reason::KeptHoldsPartOf { kept, part } => write!(
                f,
                "the folder being kept, {}, holds {} of it under another path (a hard link or a \
                 bind mount)",
                shown(kept),
                shown(part)
            ),
            Reason::KeptLacksCopy { kept, file } => write!(
                f,
                "the folder being kept, {}, has no copy of {} (compared by content)",
                shown(kept),
                shown(file)
            ),
            Reason::KeptChangedDuringMove { kept, put_back } => write!(
                f,
                "the copy being kept, {}, changed or moved while this was being trashed{}",
                shown(kept),
                put_back_words(
                    put_back,
                    "this was put back",
                    "`doppel restore` can restore it"
                )
            ),
            Reason::CompanionKept { photo } => write!(
                f,
                "belongs with {}, which goes to the trash, but a group keeps it, so it stays",
                shown(photo)
            ),
            Reason::CompanionNotAsScanned { companion, why } => write!(
                f,
                "its companion {} {why}; nothing of this photo was moved",
                shown(companion)
            ),
            Reason::CompanionNotMoved {
                companion,
                why,
                put_back,
            } => write!(
                f,
                "its companion {} could not be moved ({why}){}",
                shown(companion),
                put_back_words(
                    put_back,
                    "it and its companions were put back",
                    "`doppel restore` can restore what was moved"
                )
            ),
            Reason::CompanionStays { photo, with } => write!(
                f,
                "belongs with {}, which goes to the trash, and with {}, which stays, so it stays",
                shown(photo),
                shown(with)
            ),
            Reason::CompanionOnlyCopy { companion } => write!(
                f,
                "its companion {} has no copy beside a copy kept; nothing of this photo moves",
                shown(companion)
            ),
            Reason::MountInside { mount } => write!(
                f,
                "a volume is mounted inside it, at {}; only a folder on one volume is trashed whole",
                shown(mount)
            ),
            Reason::HoldsOdd { entry, what } => write!(
                f,
                "holds {}, which is {what}; only folders of regular files and folders are \
                 trashed whole",
                shown(entry)
            ),
            Reason::HoldsMount { entry } => write!(
                f,
                "holds {}, which is on another volume (a mount point)",
                shown(entry)
            ),
            Reason::InsideUnreadable { entry, problem } => {
                write!(f, "{} could not be read: {problem}", shown(entry))
            }
            Reason::ChangedWhileTrashing { change, put_back } => write!(
                f,
                "its content changed ({change}) while it was being trashed{}",
                put_back_words(
                    put_back,
                    "the whole folder was put back",
                    "`doppel restore` can restore it"
                )
            ),
            Reason::NoTrash { problem } => write!(
                f,
                "could not be moved to the trash, so it was left in place: {problem}"
            ),
            Reason::TrashOnOtherMount { trash } => write!(
                f,
                "its trash folder {} is on another mount; moving it there would mean copying, \
                 so it was left in place",
                shown(trash)
            ),
            Reason::CannotReserve { trash, problem } => write!(
                f,
                "could not be moved to the trash, so it was left in place: no name could be \
                 reserved in the trash {}: {problem}",
                shown(trash)
            ),
            Reason::CannotMove { problem } => write!(
                f,
                "could not be moved to the trash, so it was left in place: {problem}"
            ),
            Reason::ReplacedWhileMoving { trash, put_back } => match put_back {
                Ok(()) => f.write_str(
                    "was replaced while it was being moved; what was moved was put back",
                ),
                Err(problem) => write!(
                    f,
                    "was replaced while it was being moved, and what was moved could not be put \
                     back ({problem}); it is in {}",
                    shown(trash)
                ),
            },
            Reason::NotExactForLink => f.write_str(
                "only byte-for-byte copies are replaced by a hard link; a similar file is not \
                 the same content, so it was left in place",
            ),
            Reason::NoHardLinks { fs } => write!(
                f,
                "is on a file system ({fs}) that cannot give a file a second name, so it cannot \
                 be replaced by a hard link; it was left in place (move it to the trash instead)"
            ),
            Reason::OtherFileSystem { kept } => write!(
                f,
                "the copy being kept, {}, is on another file system, where a hard link cannot \
                 reach; it was left in place",
                shown(kept)
            ),
            Reason::AccessDiffers {
                kept,
                copy,
                kept_has,
            } => write!(
                f,
                "its owner or permissions ({copy}) differ from those of the copy being kept, {} \
                 ({kept_has}); a hard link would change who may read or write it, so it was \
                 left in place (--allow-owner-change links it anyway)",
                shown(kept)
            ),
            Reason::KeptLinkLimit { kept } => write!(
                f,
                "the copy being kept, {}, already has as many names as its file system allows; \
                 nothing was changed",
                shown(kept)
            ),
            Reason::CannotLink { problem } => write!(
                f,
                "could not be replaced by a hard link, so it was left in place: {problem}"
            ),
            Reason::KeptChangedBeforeLink { kept } => write!(
                f,
                "the copy being kept, {}, changed or moved after it was checked, so nothing was \
                 linked",
                shown(kept)
            ),
            Reason::ReplacedWhileLinking { put_back } => match put_back {
                Ok(()) => f.write_str(
                    "its name was given to something else while the link was put in place; it \
                     was swapped back, nothing was linked",
                ),
                Err(problem) => write!(
                    f,
                    "its name was given to something else while the link was put in place, and \
                     it could not be swapped back ({problem}); the original is in the trash: \
                     `doppel restore` can restore it"
                ),
            },
            Reason::FolderFileNotLinked {
                file,
                linked: 0,
                why,
                ..
            } => write!(
                f,
                "{} in it could not be replaced by a hard link ({why}); no file of it was \
                 linked before it, and the rest were left as they are",
                shown(file)
            ),
            Reason::FolderFileNotLinked {
                file,
                linked,
                of,
                why,
            } => write!(
                f,
                "{} in it could not be replaced by a hard link ({why}); {} of its {} files \
                 before it are hard links now (their originals in the trash: `doppel restore` \
                 puts them back), the rest were left as they are",
                shown(file),
                thousands(*linked as u64),
                thousands(*of as u64)
            ),
            Reason::AttributesDiffer { kept, names } => write!(
                f,
                "its extended attributes or ACLs ({}) differ from those of the copy being kept, \
                 {}; a hard link would drop its own and show the kept copy's under its name, so \
                 it was left in place (--allow-owner-change links it anyway)",
                names.join(", "),
                shown(kept)
            ),
            Reason::KeptInReference { kept, reference } => write!(
                f,
                "the copy being kept, {}, is a file of the reference folder {}; a hard link \
                 would give it a second name here, where an edit would change the reference, \
                 so it was left in place (move it to the trash or make it a clone instead)",
                shown(kept),
                shown(reference)
            ),
            Reason::NotExactForClone => f.write_str(
                "only byte-for-byte copies are replaced by a clone; a similar file is not the \
                 same content, so it was left in place",
            ),
            Reason::CloneOtherFileSystem { kept } => write!(
                f,
                "the copy being kept, {}, is on another file system; blocks are shared only \
                 within one, so it was left in place",
                shown(kept)
            ),
            Reason::CannotShareBlocks { why } => write!(
                f,
                "cannot be replaced by a clone here: {why}; it was left in place"
            ),
            Reason::CloneDiffers { kept, at } => write!(
                f,
                "the file system compared it with the copy being kept, {}, and found the bytes \
                 different (from byte {} on); nothing was changed",
                shown(kept),
                thousands(*at)
            ),
            Reason::CannotClone { problem } => write!(
                f,
                "could not be replaced by a clone, so its bytes are as they were: {problem}"
            ),
            Reason::ChangedWhileCloning => f.write_str(
                "was written to while it was being cloned; what it holds now is what was \
                 written, and nothing of it was lost",
            ),
            Reason::KeptChangedBeforeClone { kept } => write!(
                f,
                "the copy being kept, {}, changed or moved after it was checked, so nothing was \
                 cloned",
                shown(kept)
            ),
            Reason::KeptChangedWhileCloning { kept } => write!(
                f,
                "the copy being kept, {}, changed while this was being cloned; this file's \
                 content is as it was (the file system compared the bytes), but fewer of its \
                 blocks may stay shared",
                shown(kept)
            ),
            Reason::FolderFileNotCloned {
                file,
                cloned,
                of,
                why,
            } => write!(
                f,
                "{} in it could not be cloned ({why}); {} of its {} files before it are clones \
                 now (their content as it was), the rest were left as they are",
                shown(file),
                thousands(*cloned as u64),
                thousands(*of as u64)
            ),
            Reason::NotMoved { why } => write!(f, "not moved: {why}"),
            Reason::JournalRecordInvalid { what } => write!(
                f,
                "the journal's record of it is not one Doppel writes ({what}), so nothing was \
                 done with it"
            ),
            Reason::VolumeNotMounted { trash } => write!(
                f,
                "its trash {} is on a volume that is not mounted now (another disk is mounted \
                 there, or none); it stays recorded: connect that disk and undo again",
                shown(trash)
            ),
            Reason::Occupied { path } => write!(
                f,
                "a file now stands at {}; move it away and undo again",
                shown(path)
            ),
            Reason::RestorePathThroughSymlink { folder } => write!(
                f,
                "its folder {} is now a symbolic link; files are put back only through real \
                 folders: make it a folder again and undo again",
                shown(folder)
            ),
            Reason::CannotMakeFolder { problem } => {
                write!(f, "its folder could not be made or opened: {problem}")
            }
            Reason::EntryUnreadable { problem } => {
                write!(f, "its trash entry could not be read: {problem}")
            }
            Reason::CannotRestore { problem } => write!(f, "could not be restored: {problem}"),
            Reason::LinkReplaced { path } => write!(
                f,
                "{} no longer holds the link the cleanup made (something else was put there), \
                 so both were left as they are; the original stays in the trash",
                shown(path)
            ),
            Reason::FolderNotAsScanned { scanned, now } => write!(
                f,
                "it holds {} now and the scan saw {} (files the filters left out, or added \
                 since): only a folder the scan saw whole moves, so it was left as it is",
                count_words(*now, "file", "files"),
                thousands(*scanned)
            ),
            Reason::KeptHasUnseenNames { kept, unseen } => write!(
                f,
                "the kept copy {} has {} the scan did not see (outside the folders scanned, \
                 or left out by the filters): a hard link would make {} editable through \
                 this copy's name, so it was left as it is",
                shown(kept),
                count_words(*unseen, "other name", "other names"),
                if *unseen == 1 { "it" } else { "them" }
            ),
            Reason::KeptLinkGone { path, kept } => write!(
                f,
                "{} is no longer the link the cleanup made: {} no longer holds the same file \
                 (it was deleted or saved over), so what {} holds now is your current work \
                 and was left as it is; the original stays in the trash",
                shown(path),
                shown(kept),
                shown(path)
            ),
            Reason::FolderLinksReplaced { files } => {
                let first = files.first().map(|path| shown(path)).unwrap_or_default();
                match files.len() {
                    1 => write!(
                        f,
                        "{first} in it no longer holds the link the cleanup made (something \
                         else was put there), so it was left as it is, its original still in \
                         the trash"
                    ),
                    n => write!(
                        f,
                        "{} files in it ({first} first) no longer hold the links the cleanup \
                         made (something else was put there), so they were left as they are, \
                         their originals still in the trash",
                        thousands(n as u64)
                    ),
                }?;
                f.write_str("; the rest of the folder is back")
            }
            Reason::CannotUnshare { problem } => write!(
                f,
                "could not be given blocks of its own, so it stays a clone: {problem}"
            ),
            Reason::AlreadyInPlace => f.write_str("already back in place"),
            Reason::AlreadyInPlaceCopyInTrash { trash_entry } => write!(
                f,
                "already back in place; an identical copy stays in the trash at {} (an earlier \
                 restore stopped before removing it)",
                shown(trash_entry)
            ),
            Reason::GoneFromTrash => f.write_str(
                "was not found in the trash (emptied, restored by hand, or another disk is at \
                 its place); it stays on the list, and a later undo looks again",
            ),
            Reason::Unrelated => f.write_str(
                "was not found in the trash: an unrelated item has its name there, and was left \
                 alone; it stays on the list, and a later undo looks again",
            ),
            Reason::NeverLeft { kept } => write!(
                f,
                "nothing to put back: the file never left (it is a clone, its blocks shared \
                 with {}; `--unshare-clones` gives it blocks of its own)",
                shown(kept)
            ),
            Reason::NotShared => f.write_str("its blocks are its own already"),
            Reason::ChangedSinceClone => f.write_str(
                "it was replaced or written to since it was cloned, so it was left as it is",
            ),
        }
    }
}
