//! Copy-on-write clones: giving a copy the kept file's blocks while the copy keeps its own
//! inode, name, owner, mode, times and extended attributes ([`dedupe`]); telling whether a
//! folder's file system can share blocks at all, and why not ([`clone_support`]); and the
//! undo of a clone for the space accounting, a copy with blocks of its own put in its place
//! ([`unshare_clone`]).
//!
//! The sharing is done by the kernel's deduplication call (`FIDEDUPERANGE`), never by
//! `FICLONE`: the kernel locks both files, compares their bytes itself and shares the blocks
//! only if they are equal, so a file edited at the last instant is refused, not lost.
//! Nothing here removes a user's file: only the temporary files this module made (and, in
//! [`unshare_clone`], the name that holds the original inode once its equal replacement
//! stands in its place).

use std::ffi::{CString, OsStr, OsString};
use std::fmt;
use std::fs::{File, Metadata};
use std::io;
use std::os::fd::{AsFd, AsRawFd, BorrowedFd, FromRawFd, OwnedFd};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::{FileExt, MetadataExt};
use std::sync::atomic::{AtomicU64, Ordering};

use super::fs_at::{self, Stat, Writers};
use super::reasons::{NoSharing, io_problem};

// ---- The kernel's interface (include/uapi/linux/fs.h); `libc` 0.2.191 has neither the
// ---- structs nor the request number.

/// `struct file_dedupe_range_info` (linux/fs.h): one destination of a dedupe call.
#[repr(C)]
#[derive(Debug, Default, Clone, Copy)]
struct FileDedupeRangeInfo {
    /// In: the destination's descriptor (`__s64`).
    dest_fd: i64,
    /// In: where in the destination the range starts.
    dest_offset: u64,
    /// Out: how many bytes were shared (may be fewer than asked: the kernel caps a call).
    bytes_deduped: u64,
    /// Out: `FILE_DEDUPE_RANGE_SAME`, `FILE_DEDUPE_RANGE_DIFFERS`, or a negative errno.
    status: i32,
    /// Must be zero.
    reserved: u32,
}

/// `struct file_dedupe_range` (linux/fs.h): the source range, followed in memory by
/// `dest_count` [`FileDedupeRangeInfo`]s (a flexible array member).
#[repr(C)]
#[derive(Debug, Default, Clone, Copy)]
struct FileDedupeRange {
    src_offset: u64,
    src_length: u64,
    dest_count: u16,
    reserved1: u16,
    reserved2: u32,
}

/// A dedupe call with exactly one destination, laid out as the kernel reads it: the header
/// then its one info, with no padding between (24 bytes then 32).
#[repr(C)]
#[derive(Debug, Default, Clone, Copy)]
struct DedupeOne {
    range: FileDedupeRange,
    info: FileDedupeRangeInfo,
}

const _: () = assert!(std::mem::size_of::<FileDedupeRange>() == 24);
const _: () = assert!(std::mem::size_of::<FileDedupeRangeInfo>() == 32);
const _: () = assert!(std::mem::size_of::<DedupeOne>() == 56);

/// `#define FIDEDUPERANGE _IOWR(0x94, 54, struct file_dedupe_range)` (linux/fs.h). `libc`'s
/// `_IOWR` encodes it for the target's architecture.
const FIDEDUPERANGE: libc::Ioctl = libc::_IOWR::<FileDedupeRange>(0x94, 54);
/// The ranges were equal and are now shared.
const FILE_DEDUPE_RANGE_SAME: i32 = 0;
/// The ranges differ: nothing was shared.
const FILE_DEDUPE_RANGE_DIFFERS: i32 = 1;

/// How much one call asks for. The kernel may share fewer bytes than asked (btrfs before
/// Linux 5.0 stopped at 16 MiB, `BTRFS_MAX_DEDUPE_LEN`; today's btrfs and XFS share all of
/// a 40 MiB call, as the tests saw on 6.18); asking for 16 MiB at a time keeps each hold of
/// the two files' locks short whatever the kernel.
const CHUNK: u64 = 16 * 1024 * 1024;

// ---- Errors.

/// Why a copy was not turned into a clone of the kept file. Unless said otherwise, the
/// copy's bytes are as they were: at most some of its leading blocks, equal to the kept
/// file's, are shared already, which changes nothing a program can read.
#[derive(Debug)]
pub enum CloneError {
    /// One of the two is not a regular file.
    NotRegularFile,
    /// The two are one file (the same inode): there is nothing to share.
    SameFile,
    /// The two are on different file systems (`EXDEV`): blocks are shared within one only.
    CrossesDevices,
    /// Their sizes differ, so they cannot be equal; nothing was asked of the kernel.
    SizesDiffer {
        /// The kept file's size in bytes.
        kept: u64,
        /// The copy's size in bytes.
        copy: u64,
    },
    /// The kernel compared the bytes under its lock and found them different
    /// (`FILE_DEDUPE_RANGE_DIFFERS`): refused, the copy's bytes as they were.
    Differs {
        /// The first byte that differs (read again after the kernel's answer; the start of
        /// the range it compared, should they read alike by then).
        at: u64,
    },
    /// This file system cannot share blocks (`EOPNOTSUPP`, `ENOTTY`, `EINVAL` on a range
    /// that was valid), or not for this file (an inline or encrypted one).
    NotSupported {
        /// The system error the kernel gave.
        errno: i32,
    },
    /// The kernel refused: the copy is neither this user's nor writable by them (`EPERM`,
    /// `EACCES`).
    NotPermitted,
    /// The file system is mounted read-only (`EROFS`).
    ReadOnly,
    /// The copy is in use in a way that forbids it (`ETXTBSY`: a swap file, a running
    /// program's image on some file systems).
    Busy,
    /// The kernel answered "equal" but shared nothing; stopped rather than ask forever.
    NoProgress {
        /// Where it stopped.
        at: u64,
    },
    /// The copy's size or modified time changed while it was being cloned: someone wrote to
    /// it. What the kernel shared was equal when it did; what the copy holds now is theirs.
    CopyChanged {
        /// Its size and modified time before.
        was: (u64, i128),
        /// Its size and modified time after.
        now: (u64, i128),
    },
    /// Any other system error.
    Io(io::Error),
}

impl From<io::Error> for CloneError {
    fn from(error: io::Error) -> CloneError {
        CloneError::Io(error)
    }
}

impl CloneError {
    /// The error for what the kernel said, by its errno.
    fn from_errno(errno: i32) -> CloneError {
        match errno {
            libc::EOPNOTSUPP | libc::ENOTTY | libc::EINVAL | libc::ENOSYS => {
                CloneError::NotSupported { errno }
            }
            libc::EPERM | libc::EACCES => CloneError::NotPermitted,
            libc::EXDEV => CloneError::CrossesDevices,
            libc::EROFS => CloneError::ReadOnly,
            libc::ETXTBSY => CloneError::Busy,
            libc::EISDIR => CloneError::NotRegularFile,
            _ => CloneError::Io(io::Error::from_raw_os_error(errno)),
        }
    }
}

impl fmt::Display for CloneError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CloneError::NotRegularFile => f.write_str("not a regular file"),
            CloneError::SameFile => f.write_str("the copy and the kept file are one file"),
            CloneError::CrossesDevices => {
                f.write_str("the copy and the kept file are on different file systems")
            }
            CloneError::SizesDiffer { kept, copy } => write!(
                f,
                "the sizes differ ({copy} bytes, the kept file {kept} bytes)"
            ),
            CloneError::Differs { at } => write!(
                f,
                "the file system found the bytes different (from byte {at}): nothing was changed"
            ),
            CloneError::NotSupported { errno } => write!(
                f,
                "this file system cannot share blocks ({})",
                io::Error::from_raw_os_error(*errno)
            ),
            CloneError::NotPermitted => {
                f.write_str("not permitted: the copy is neither yours nor writable by you")
            }
            CloneError::ReadOnly => f.write_str("the file system is read-only"),
            CloneError::Busy => f.write_str("the copy is in use (a swap file or running program)"),
            CloneError::NoProgress { at } => {
                write!(f, "the file system shared nothing from byte {at} on")
            }
            CloneError::CopyChanged { .. } => {
                f.write_str("the copy was written to while it was being cloned")
            }
            CloneError::Io(error) => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for CloneError {}

// ---- Dedupe.

/// What [`dedupe`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Deduped {
    /// Bytes of the copy now sharing the kept file's blocks (its whole size).
    pub bytes: u64,
    /// How many `FIDEDUPERANGE` calls it took.
    pub calls: u32,
}

/// Makes `copy` share `kept`'s blocks, through the kernel's `FIDEDUPERANGE`, which compares
/// the two under lock and shares only equal ranges. `copy` keeps its inode and with it its
/// names, owner, mode, times (the kernel does not touch the modified time of a dedupe's
/// destination, unlike a clone's) and extended attributes.
///
/// `kept` must be open for reading. `copy` may be open read-only, and should be: the kernel
/// lets a dedupe's destination be any file the caller owns or may write (or any file, for a
/// privileged caller), whatever it was opened for; opening it for writing would gain nothing
/// and would break other programs' read leases, signal `IN_CLOSE_WRITE` to watchers as if
/// it had been edited, and fail on a running program's file.
///
/// The whole file is asked for in [`CHUNK`]s of 16 MiB, each call continuing where the
/// previous one stopped (the kernel may share fewer bytes than asked). Afterwards the copy's size and modified time are
/// checked to be what they were.
pub fn dedupe(kept: &File, copy: &File) -> Result<Deduped, CloneError> {
    let kept_stat = fs_at::stat_fd(kept.as_fd())?;
    let before = fs_at::stat_fd(copy.as_fd())?;
    if !kept_stat.is_file() || !before.is_file() {
        return Err(CloneError::NotRegularFile);
    }
    if kept_stat.dev == before.dev && kept_stat.ino == before.ino {
        return Err(CloneError::SameFile);
    }
    if kept_stat.dev != before.dev {
        return Err(CloneError::CrossesDevices);
    }
    if kept_stat.size != before.size {
        return Err(CloneError::SizesDiffer {
            kept: kept_stat.size,
            copy: before.size,
        });
    }
    let size = before.size;
    let mut offset = 0;
    let mut calls = 0;
    while offset < size {
        // Never a zero length: to some kernels that means "to the end of the file".
        let length = (size - offset).min(CHUNK);
        let mut call = DedupeOne {
            range: FileDedupeRange {
                src_offset: offset,
                src_length: length,
                dest_count: 1,
                ..FileDedupeRange::default()
            },
            info: FileDedupeRangeInfo {
                dest_fd: i64::from(copy.as_raw_fd()),
                dest_offset: offset,
                ..FileDedupeRangeInfo::default()
            },
        };
        // SAFETY: `kept` is an open descriptor and `call` a `file_dedupe_range` followed by
        // the one `file_dedupe_range_info` its `dest_count` announces, which the kernel
        // reads and writes and does not keep.
        let result = unsafe { libc::ioctl(kept.as_raw_fd(), FIDEDUPERANGE, &mut call) };
        if result < 0 {
            let error = io::Error::last_os_error();
            if error.kind() == io::ErrorKind::Interrupted {
                continue;
            }
            let errno = error.raw_os_error().unwrap_or(0);
            return Err(changed_or(copy, &before, CloneError::from_errno(errno)));
        }
        calls += 1;
        match call.info.status {
            FILE_DEDUPE_RANGE_SAME => {}
            FILE_DEDUPE_RANGE_DIFFERS => {
                // The kernel says only that the range differs: the first byte that does is
                // what the user is told.
                let at = first_difference(kept, copy, offset, length).unwrap_or(offset);
                return Err(changed_or(copy, &before, CloneError::Differs { at }));
            }
            negative => {
                return Err(changed_or(
                    copy,
                    &before,
                    CloneError::from_errno(negative.saturating_neg()),
                ));
            }
        }
        if call.info.bytes_deduped == 0 {
            return Err(changed_or(
                copy,
                &before,
                CloneError::NoProgress { at: offset },
            ));
        }
        offset += call.info.bytes_deduped.min(length);
    }
    let after = fs_at::stat_fd(copy.as_fd())?;
    if !after.same_version(&before) {
        return Err(CloneError::CopyChanged {
            was: (before.size, before.mtime_ns),
            now: (after.size, after.mtime_ns),
        });
    }
    Ok(Deduped { bytes: size, calls })
}

/// `error`, unless the copy changed meanwhile (a write, an append that moved its end): then
/// that is what is said, since the kernel's refusal was a consequence of it.
fn changed_or(copy: &File, before: &Stat, error: CloneError) -> CloneError {
    match fs_at::stat_fd(copy.as_fd()) {
        Ok(now) if !now.same_version(before) => CloneError::CopyChanged {
            was: (before.size, before.mtime_ns),
            now: (now.size, now.mtime_ns),
        },
        _ => error,
    }
}

// ---- Whether a file system can share blocks.

/// Why copies in a folder cannot become clones.
#[derive(Debug)]
pub enum CloneUnsupported {
    /// Its file system cannot share blocks (ext4, tmpfs, FAT…), or this one was made
    /// without it (XFS without reflink).
    NotSupportedHere {
        /// The file system's type, as `statfs` tells it (`"ext4"`, `"tmpfs"`, or its magic
        /// number in hex where Doppel has no name for it).
        fs: String,
    },
    /// The file system is mounted read-only.
    ReadOnly,
    /// The probe's two small files could not be made there (permission denied).
    CannotWriteHere,
    /// The probe failed for another reason (a full disk, an I/O error).
    ProbeFailed(io::Error),
}

impl fmt::Display for CloneUnsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CloneUnsupported::NotSupportedHere { fs } if fs == "xfs" => {
                f.write_str("this XFS file system was made without reflink (mkfs.xfs -m reflink=1)")
            }
            CloneUnsupported::NotSupportedHere { fs } => {
                write!(f, "{fs} cannot share blocks between files")
            }
            CloneUnsupported::ReadOnly => f.write_str("the file system is read-only"),
            CloneUnsupported::CannotWriteHere => {
                f.write_str("no permission to write in this folder")
            }
            CloneUnsupported::ProbeFailed(error) => {
                write!(f, "could not try sharing blocks here: {error}")
            }
        }
    }
}

impl std::error::Error for CloneUnsupported {}

/// The bytes each probe file holds: 64 KiB, more than any file system keeps inline in its
/// metadata and a whole number of blocks for any block size up to 64 KiB.
const PROBE_BYTES: usize = 64 * 1024;

/// Whether the file system under `folder` can share blocks between files, and why not.
///
/// Decided by trying, not by the file system's name alone (XFS may be made without reflink;
/// network and FUSE file systems vary): two probe files of equal bytes are made in `folder`
/// and deduplicated. They are unnamed (`O_TMPFILE`) where the file system allows, so nothing
/// is left even if the process dies; elsewhere they get unique `.doppel-probe-…` names and
/// are removed, by those names, before this returns. The file system's type from `statfs`
/// only names it in the reason.
pub fn clone_support(folder: BorrowedFd<'_>) -> Result<(), CloneUnsupported> {
    let fs = fs_type_name(folder).map_err(CloneUnsupported::ProbeFailed)?;
    if mounted_read_only(folder).map_err(CloneUnsupported::ProbeFailed)? {
        return Err(CloneUnsupported::ReadOnly);
    }
    let fill = |file: &File| {
        let block: Vec<u8> = (0..PROBE_BYTES).map(|i| (i % 251) as u8).collect();
        file.write_all_at(&block, 0)
    };
    let creating = |error: io::Error| match error.raw_os_error() {
        Some(libc::EROFS) => CloneUnsupported::ReadOnly,
        Some(libc::EACCES | libc::EPERM) => CloneUnsupported::CannotWriteHere,
        _ => CloneUnsupported::ProbeFailed(error),
    };
    let first = OwnTemp::create(folder, "probe").map_err(creating)?;
    let second = OwnTemp::create(folder, "probe").map_err(creating)?;
    fill(&first.file).map_err(CloneUnsupported::ProbeFailed)?;
    fill(&second.file).map_err(CloneUnsupported::ProbeFailed)?;
    let outcome = dedupe(&first.file, &second.file);
    let removed = first.remove().and(second.remove());
    match outcome {
        Ok(_) => removed.map_err(CloneUnsupported::ProbeFailed),
        Err(CloneError::NotSupported { .. } | CloneError::CrossesDevices) => {
            Err(CloneUnsupported::NotSupportedHere { fs })
        }
        Err(CloneError::ReadOnly) => Err(CloneUnsupported::ReadOnly),
        Err(CloneError::NotPermitted) => Err(CloneUnsupported::CannotWriteHere),
        Err(CloneError::Io(error)) => Err(CloneUnsupported::ProbeFailed(error)),
        Err(other) => Err(CloneUnsupported::ProbeFailed(io::Error::other(
            other.to_string(),
        ))),
    }
}

/// Whether the file system under `fd` is mounted read-only.
fn mounted_read_only(fd: BorrowedFd<'_>) -> io::Result<bool> {
    // SAFETY: `statvfs` is a plain C struct of integers, for which all zeroes is valid.
    let mut raw: libc::statvfs = unsafe { std::mem::zeroed() };
    // SAFETY: valid descriptor and out-pointer.
    if unsafe { libc::fstatvfs(fd.as_raw_fd(), &mut raw) } != 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(raw.f_flag & libc::ST_RDONLY != 0)
}

/// The name of the file system under `fd`, from its `statfs` magic number (linux/magic.h).
pub(crate) fn fs_type_name(fd: BorrowedFd<'_>) -> io::Result<String> {
    // SAFETY: `statfs` is a plain C struct of integers, for which all zeroes is valid.
    let mut raw: libc::statfs = unsafe { std::mem::zeroed() };
    // SAFETY: valid descriptor and out-pointer.
    if unsafe { libc::fstatfs(fd.as_raw_fd(), &mut raw) } != 0 {
        return Err(io::Error::last_os_error());
    }
    // The field's type varies by architecture; the magic numbers are 32 bits.
    let magic = raw.f_type as u32;
    let name = match magic {
        0x9123_683e => "btrfs",
        0x5846_5342 => "xfs",
        0xca45_1a4e => "bcachefs",
        0x7461_636f => "ocfs2",
        0x0000_ef53 => "ext4",
        0x0102_1994 => "tmpfs",
        0x8584_58f6 => "ramfs",
        0x0000_4d44 => "vfat",
        0x2011_bab0 => "exfat",
        0x5346_544e => "ntfs",
        0x7366_746e => "ntfs3",
        0xf2f5_2010 => "f2fs",
        0x2fc1_2fc1 => "zfs",
        0x0000_6969 => "nfs",
        0xff53_4d42 => "cifs",
        0xfe53_4d42 => "smb2",
        0x6573_5546 => "fuse",
        0x794c_7630 => "overlay",
        0x0000_9660 => "iso9660",
        0x7371_7368 => "squashfs",
        _ => return Ok(format!("file system {magic:#x}")),
    };
    Ok(name.to_string())
}

// ---- Temporary files of Doppel's own.

/// A file this module made in a folder: unnamed (`O_TMPFILE`) where the file system allows,
/// else under a unique `.doppel-NAME-PID-N` name, which only [`OwnTemp::remove`] and
/// [`OwnTemp::name_it`] touch.
struct OwnTemp<'a> {
    file: File,
    folder: BorrowedFd<'a>,
    /// The name it has in `folder`, if any.
    name: Option<OsString>,
    kind: &'static str,
}

/// Makes the names of named temporary files unique within this process.
static TEMP_COUNTER: AtomicU64 = AtomicU64::new(0);

impl<'a> OwnTemp<'a> {
    /// A new empty file in `folder`, open for reading and writing, mode 0600.
    fn create(folder: BorrowedFd<'a>, kind: &'static str) -> io::Result<OwnTemp<'a>> {
        match fs_at::create_unnamed_at(folder) {
            Ok(file) => {
                return Ok(OwnTemp {
                    file,
                    folder,
                    name: None,
                    kind,
                });
            }
            Err(error) if fs_at::unnamed_unsupported(&error) => {}
            Err(error) => return Err(error),
        }
        let name = fresh_name(kind);
        let file = create_new_rw_at(folder, &name)?;
        Ok(OwnTemp {
            file,
            folder,
            name: Some(name),
            kind,
        })
    }

    /// Gives the file a name in its folder (if it has none yet) and returns it.
    fn name_it(&mut self) -> io::Result<OsString> {
        if let Some(name) = &self.name {
            return Ok(name.clone());
        }
        loop {
            let name = fresh_name(self.kind);
            match fs_at::link_unnamed_at(&self.file, self.folder, &name) {
                Ok(()) => {
                    self.name = Some(name.clone());
                    return Ok(name);
                }
                Err(error) if error.kind() == io::ErrorKind::AlreadyExists => {}
                Err(error) => return Err(error),
            }
        }
    }

    /// Removes the file's name, if it has one and that name still holds this very file;
    /// an unnamed file goes when its descriptor closes.
    fn remove(mut self) -> io::Result<()> {
        self.remove_name()
    }

    fn remove_name(&mut self) -> io::Result<()> {
        let Some(name) = self.name.take() else {
            return Ok(());
        };
        let ours = fs_at::stat_fd(self.file.as_fd())?;
        let there = fs_at::stat_at(self.folder, &name)?;
        if there.dev != ours.dev || there.ino != ours.ino {
            // Something else stands there now: not ours to remove.
            return Ok(());
        }
        fs_at::remove_own_file_at(self.folder, &name)
    }
}

impl Drop for OwnTemp<'_> {
    fn drop(&mut self) {
        // A temporary file left behind by an error: removed if it is still ours.
        let _ = self.remove_name();
    }
}

fn fresh_name(kind: &str) -> OsString {
    let n = TEMP_COUNTER.fetch_add(1, Ordering::Relaxed);
    OsString::from(format!(".doppel-{kind}-{}-{n}", std::process::id()))
}

/// Creates `name` in `folder` for reading and writing, failing if anything stands there.
fn create_new_rw_at(folder: BorrowedFd<'_>, name: &OsStr) -> io::Result<File> {
    let name = CString::new(name.as_bytes()).map_err(|_| io::ErrorKind::InvalidInput)?;
    let flags = libc::O_RDWR
        | libc::O_CREAT
        | libc::O_EXCL
        | libc::O_NOFOLLOW
        | libc::O_NOCTTY
        | libc::O_CLOEXEC;
    loop {
        // SAFETY: a valid C string and an open descriptor.
        let fd = unsafe { libc::openat(folder.as_raw_fd(), name.as_ptr(), flags, 0o600) };
        if fd >= 0 {
            // SAFETY: a fresh descriptor that nothing else owns.
            return Ok(File::from(unsafe { OwnedFd::from_raw_fd(fd) }));
        }
        let error = io::Error::last_os_error();
        if error.kind() != io::ErrorKind::Interrupted {
            return Err(error);
        }
    }
}

// ---- Undoing a clone.

/// Why [`unshare_clone`] left a file as it was.
#[derive(Debug)]
pub enum UnshareError {
    /// Not a regular file.
    NotRegularFile,
    /// The file has other names (hard links): a new file in place of this name would part
    /// it from them, and they would keep the shared blocks anyway.
    HasOtherNames {
        /// How many names it has.
        links: u64,
    },
    /// Another program has it open for writing: a copy taken now could miss its writes.
    OpenForWriting,
    /// It changed while it was being copied, or another program began to open it for
    /// writing before its name could be given up: the names were put back as they were and
    /// the copy discarded.
    ChangedMeanwhile,
    /// The copy did not read back equal to it (a failing disk?); the copy was discarded.
    CopyDiffers,
    /// Its owner, mode, times or an extended attribute could not be given to the copy; the
    /// copy was discarded.
    Metadata {
        /// What could not be copied (`"owner"`, `"mode"`, `"times"`, or the attribute's
        /// name).
        what: String,
        /// The system error.
        error: io::Error,
    },
    /// The file system cannot exchange two names (`RENAME_EXCHANGE`); the copy was
    /// discarded.
    ExchangeUnsupported,
    /// After the exchange, the names did not hold what they should (something else renamed
    /// them meanwhile) or the original no longer read equal to the copy: the exchange was
    /// undone where it could be, and both files were left, the copy under `temp`.
    LeftBoth {
        /// The name the copy (or the original, if undoing the exchange failed) is left
        /// under, in the same folder.
        temp: OsString,
    },
    /// Any other system error (a full disk while writing the copy…); nothing was changed.
    Io(io::Error),
}

impl From<io::Error> for UnshareError {
    fn from(error: io::Error) -> UnshareError {
        UnshareError::Io(error)
    }
}

impl fmt::Display for UnshareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UnshareError::NotRegularFile => f.write_str("not a regular file"),
            UnshareError::HasOtherNames { links } => write!(
                f,
                "the file has {links} names (hard links); a copy in place of one would part them"
            ),
            UnshareError::OpenForWriting => {
                f.write_str("another program has the file open for writing")
            }
            UnshareError::ChangedMeanwhile => {
                f.write_str("the file changed while it was being copied")
            }
            UnshareError::CopyDiffers => f.write_str("the copy did not read back equal"),
            UnshareError::Metadata { what, error } => {
                write!(f, "could not give the copy the file's {what}: {error}")
            }
            UnshareError::ExchangeUnsupported => {
                f.write_str("this file system cannot exchange two names")
            }
            UnshareError::LeftBoth { temp } => write!(
                f,
                "something changed during the exchange: both files were left, the other as {}",
                temp.to_string_lossy()
            ),
            UnshareError::Io(error) => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for UnshareError {}

/// What [`unshare_clone`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unshared {
    /// Bytes written to the new file's own blocks.
    pub bytes: u64,
    /// The inode number the name held (the clone, now gone).
    pub old_inode: u64,
    /// The inode number the name holds now.
    pub new_inode: u64,
}

/// Gives the file `name` in `folder` blocks of its own again (the undo of a clone, for a
/// user who wants the space accounting back; a clone needs no undo to keep its data).
///
/// A copy is written beside it, in the same folder, through plain reads and writes (not
/// `copy_file_range`, which on btrfs and XFS would share the blocks again), synced, read
/// back and compared, and given the file's extended attributes, owner, mode and access and
/// modified times. The two names are then exchanged in one `renameat2(RENAME_EXCHANGE)`, so
/// the name never stands empty. Only when the temporary name is seen to hold the original
/// inode, the name the new one, and the original still reads equal to the copy, is the
/// original's name removed; otherwise the exchange is undone and both are left
/// ([`UnshareError::LeftBoth`]).
///
/// The name then holds a new inode: its number and birth time are new (they cannot be set),
/// and so are its inode flags (`chattr`). Refused for a file with other hard links, and for
/// one another program has open for writing. Whether one has, or begins to, is told by a
/// read lease held throughout (the kernel grants one only while nobody has the file open
/// for writing, and holds back a new writer's open until it is given up); where no lease
/// can be had (a file of another user's, for an unprivileged caller; a file system without
/// leases), it cannot be told.
pub fn unshare_clone(folder: BorrowedFd<'_>, name: &OsStr) -> Result<Unshared, UnshareError> {
    let original = fs_at::open_file_at(folder, name)?;
    let before = fs_at::stat_fd(original.as_fd())?;
    if !before.is_file() {
        return Err(UnshareError::NotRegularFile);
    }
    let metadata = original.metadata()?;
    if metadata.nlink() > 1 {
        return Err(UnshareError::HasOtherNames {
            links: metadata.nlink(),
        });
    }
    // Held to the end: while held, nobody opened the file for writing without breaking it.
    let lease = match fs_at::read_lease(&original) {
        Writers::Some => return Err(UnshareError::OpenForWriting),
        lease => lease,
    };
    let leased = matches!(lease, Writers::None(_));
    let mut temp = OwnTemp::create(folder, "unshare")?;
    copy_bytes(&original, &temp.file, before.size)?;
    temp.file.sync_all()?;
    if !equal_bytes(&original, &temp.file, before.size)? {
        return Err(UnshareError::CopyDiffers);
    }
    copy_metadata(&original, &metadata, &temp.file)?;
    temp.file.sync_all()?;
    let now = original.metadata()?;
    if !fs_at::stat_fd(original.as_fd())?.same_version(&before)
        || now.ctime() != metadata.ctime()
        || now.ctime_nsec() != metadata.ctime_nsec()
    {
        return Err(UnshareError::ChangedMeanwhile);
    }
    let copy = fs_at::stat_fd(temp.file.as_fd())?;
    let temp_name = temp.name_it()?;
    match exchange(folder, &temp_name, name) {
        Ok(()) => {}
        Err(error) if error.raw_os_error() == Some(libc::EINVAL) => {
            return Err(UnshareError::ExchangeUnsupported);
        }
        Err(error) => return Err(error.into()),
    }
    let holds = |at: &OsStr, wanted: &Stat| holds_file(folder, at, wanted);
    let exchanged = holds(&temp_name, &before) && holds(name, &copy);
    let still_equal = exchanged && equal_bytes(&original, &temp.file, before.size).unwrap_or(false);
    let synced = still_equal && fs_at::sync_dir(folder).is_ok();
    // Checked last: a program that looked the name up before the exchange and is opening the
    // original for writing waits, in the kernel, for the lease to be given up. Were the
    // original's name removed now, its writes would go to a file with no name.
    if !synced || (leased && !lease_intact(&original)) {
        // Put the names back; an exchange never loses a file, so at worst both stay, each
        // under one of the names.
        let _ = exchange(folder, &temp_name, name);
        if holds(name, &before) && holds(&temp_name, &copy) {
            // All as it was before the exchange: the copy, under its temporary name again,
            // is ours, and goes when `temp` is dropped.
            return Err(UnshareError::ChangedMeanwhile);
        }
        // The temporary name holds whichever file: no longer ours to remove.
        temp.name = None;
        return Err(UnshareError::LeftBoth { temp: temp_name });
    }
    // The temporary name holds the original inode, whose bytes equal the file now named in
    // its place: removing that name loses nothing. The file's own descriptor stays open
    // until here, so the check above and this removal concern one inode.
    fs_at::remove_own_file_at(folder, &temp_name)?;
    temp.name = None;
    fs_at::sync_dir(folder)?;
    drop(lease);
    Ok(Unshared {
        bytes: before.size,
        old_inode: before.ino,
        new_inode: copy.ino,
    })
}

/// Whether the name `at` in `folder` is the file `wanted` (the same device and inode).
fn holds_file(folder: BorrowedFd<'_>, at: &OsStr, wanted: &Stat) -> bool {
    match fs_at::stat_at(folder, at) {
        Ok(there) => there.dev == wanted.dev && there.ino == wanted.ino,
        Err(_) => false,
    }
}

/// Whether the read lease taken on `file` is still whole: no program is waiting, in the
/// kernel, to open it for writing (`F_GETLEASE` then answers `F_UNLCK`, the type the lease
/// is being broken to).
fn lease_intact(file: &File) -> bool {
    // SAFETY: a valid descriptor; F_GETLEASE takes no argument.
    unsafe { libc::fcntl(file.as_raw_fd(), libc::F_GETLEASE) == libc::F_RDLCK }
}

/// The buffer for copying and comparing.
const BUFFER: usize = 1024 * 1024;

/// Copies `size` bytes with plain reads and writes: the new file gets blocks of its own.
fn copy_bytes(from: &File, to: &File, size: u64) -> io::Result<()> {
    let mut buffer = vec![0; BUFFER];
    let mut offset = 0;
    while offset < size {
        let want = (size - offset).min(BUFFER as u64) as usize;
        let read = from.read_at(&mut buffer[..want], offset)?;
        if read == 0 {
            // Shorter than it was: it changed, which the caller sees in its size.
            break;
        }
        to.write_all_at(&buffer[..read], offset)?;
        offset += read as u64;
    }
    Ok(())
}

/// The offset of the first byte that differs between `a` and `b` in the `length` bytes from
/// `start`, if any does (read now: the range the kernel found different, told exactly).
fn first_difference(a: &File, b: &File, start: u64, length: u64) -> Option<u64> {
    let (mut left, mut right) = (vec![0; BUFFER], vec![0; BUFFER]);
    let mut offset = start;
    while offset < start + length {
        let want = (start + length - offset).min(BUFFER as u64) as usize;
        let (got_a, got_b) = (
            a.read_at(&mut left[..want], offset).ok()?,
            b.read_at(&mut right[..want], offset).ok()?,
        );
        let got = got_a.min(got_b);
        if let Some(i) = (0..got).find(|&i| left[i] != right[i]) {
            return Some(offset + i as u64);
        }
        if got_a != got_b {
            return Some(offset + got as u64);
        }
        if got == 0 {
            return None;
        }
        offset += got as u64;
    }
    None
}

/// Whether the first `size` bytes of `a` and `b` are equal and neither is longer.
fn equal_bytes(a: &File, b: &File, size: u64) -> io::Result<bool> {
    if a.metadata()?.len() != size || b.metadata()?.len() != size {
        return Ok(false);
    }
    let (mut left, mut right) = (vec![0; BUFFER], vec![0; BUFFER]);
    let mut offset = 0;
    while offset < size {
        let want = (size - offset).min(BUFFER as u64) as usize;
        a.read_exact_at(&mut left[..want], offset)?;
        b.read_exact_at(&mut right[..want], offset)?;
        if left[..want] != right[..want] {
            return Ok(false);
        }
        offset += want as u64;
    }
    Ok(true)
}

/// Gives `to` the extended attributes (POSIX ACLs among them), owner, mode and access and
/// modified times of `from`; in that order, since a change of owner clears set-user-id bits
/// and setting attributes or the mode would not keep the times.
fn copy_metadata(from: &File, metadata: &Metadata, to: &File) -> Result<(), UnshareError> {
    // Called right after the failing call, while errno is still its.
    let failed = |what: &str| UnshareError::Metadata {
        what: what.to_string(),
        error: io::Error::last_os_error(),
    };
    for attribute in xattr_names(from).map_err(|error| UnshareError::Metadata {
        what: "extended attributes".to_string(),
        error,
    })? {
        let value = xattr_value(from, &attribute).map_err(|error| UnshareError::Metadata {
            what: attribute.to_string_lossy().into_owned(),
            error,
        })?;
        // SAFETY: a valid descriptor, C string and buffer of the length given.
        let set = unsafe {
            libc::fsetxattr(
                to.as_raw_fd(),
                attribute.as_ptr(),
                value.as_ptr().cast(),
                value.len(),
                0,
            )
        };
        if set != 0 {
            return Err(failed(&attribute.to_string_lossy()));
        }
    }
    let ours = to.metadata()?;
    if ours.uid() != metadata.uid() || ours.gid() != metadata.gid() {
        // SAFETY: a valid descriptor.
        if unsafe { libc::fchown(to.as_raw_fd(), metadata.uid(), metadata.gid()) } != 0 {
            return Err(failed("owner"));
        }
    }
    fs_at::set_mode(to.as_fd(), metadata.mode()).map_err(|error| UnshareError::Metadata {
        what: "mode".to_string(),
        error,
    })?;
    let times = [
        libc::timespec {
            tv_sec: metadata.atime() as libc::time_t,
            tv_nsec: metadata.atime_nsec() as libc::c_long,
        },
        libc::timespec {
            tv_sec: metadata.mtime() as libc::time_t,
            tv_nsec: metadata.mtime_nsec() as libc::c_long,
        },
    ];
    // SAFETY: a valid descriptor and a two-element array.
    if unsafe { libc::futimens(to.as_raw_fd(), times.as_ptr()) } != 0 {
        return Err(failed("times"));
    }
    Ok(())
}

/// The names of `file`'s extended attributes.
pub(super) fn xattr_names(file: &File) -> io::Result<Vec<CString>> {
    loop {
        // SAFETY: a valid descriptor; a null buffer of size 0 asks for the size.
        let size = unsafe { libc::flistxattr(file.as_raw_fd(), std::ptr::null_mut(), 0) };
        if size < 0 {
            let error = io::Error::last_os_error();
            // A file system without extended attributes has none to copy.
            if error.raw_os_error() == Some(libc::EOPNOTSUPP) {
                return Ok(Vec::new());
            }
            return Err(error);
        }
        let mut list = vec![0u8; size as usize];
        // SAFETY: a valid descriptor and a buffer of the length given.
        let got =
            unsafe { libc::flistxattr(file.as_raw_fd(), list.as_mut_ptr().cast(), list.len()) };
        if got < 0 {
            let error = io::Error::last_os_error();
            // The list grew between the two calls: ask again.
            if error.raw_os_error() == Some(libc::ERANGE) {
                continue;
            }
            return Err(error);
        }
        list.truncate(got as usize);
        return Ok(list
            .split(|&b| b == 0)
            .filter(|name| !name.is_empty())
            .filter_map(|name| CString::new(name).ok())
            .collect());
    }
}

/// The value of `file`'s extended attribute `name`.
pub(super) fn xattr_value(file: &File, name: &CString) -> io::Result<Vec<u8>> {
    loop {
        // SAFETY: a valid descriptor and C string; a null buffer of size 0 asks for the size.
        let size =
            unsafe { libc::fgetxattr(file.as_raw_fd(), name.as_ptr(), std::ptr::null_mut(), 0) };
        if size < 0 {
            return Err(io::Error::last_os_error());
        }
        let mut value = vec![0u8; size as usize];
        // SAFETY: a valid descriptor, C string and buffer of the length given.
        let got = unsafe {
            libc::fgetxattr(
                file.as_raw_fd(),
                name.as_ptr(),
                value.as_mut_ptr().cast(),
                value.len(),
            )
        };
        if got < 0 {
            let error = io::Error::last_os_error();
            if error.raw_os_error() == Some(libc::ERANGE) {
                continue;
            }
            return Err(error);
        }
        value.truncate(got as usize);
        return Ok(value);
    }
}

/// Exchanges the names `a` and `b` in `folder` in one step (`RENAME_EXCHANGE`); `EINVAL`
/// where the file system cannot.
fn exchange(folder: BorrowedFd<'_>, a: &OsStr, b: &OsStr) -> io::Result<()> {
    let a = CString::new(a.as_bytes()).map_err(|_| io::ErrorKind::InvalidInput)?;
    let b = CString::new(b.as_bytes()).map_err(|_| io::ErrorKind::InvalidInput)?;
    // SAFETY: valid C strings and descriptors.
    let result = unsafe {
        libc::renameat2(
            folder.as_raw_fd(),
            a.as_ptr(),
            folder.as_raw_fd(),
            b.as_ptr(),
            libc::RENAME_EXCHANGE,
        )
    };
    if result != 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(())
}

/// How the cleanup's refusals say why a file system shares no blocks.
impl From<&CloneUnsupported> for NoSharing {
    fn from(why: &CloneUnsupported) -> NoSharing {
        match why {
            CloneUnsupported::NotSupportedHere { fs } => NoSharing::FileSystem { fs: fs.clone() },
            CloneUnsupported::ReadOnly => NoSharing::ReadOnly,
            CloneUnsupported::CannotWriteHere => NoSharing::CannotWriteHere,
            CloneUnsupported::ProbeFailed(error) => NoSharing::ProbeFailed {
                problem: io_problem(error),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    // `Ioctl` is `c_ulong` with glibc and `c_int` with musl.
    #[allow(clippy::unnecessary_cast)]
    fn the_request_number_is_the_kernels() {
        // _IOWR(0x94, 54, 24 bytes) as <asm-generic/ioctl.h> encodes it (x86, ARM, RISC-V).
        #[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
        assert_eq!(FIDEDUPERANGE as u64, 0xc018_9436);
        assert_eq!(std::mem::size_of::<DedupeOne>(), 56);
    }

    #[test]
    fn kernel_refusals_are_typed() {
        assert!(matches!(
            CloneError::from_errno(libc::EOPNOTSUPP),
            CloneError::NotSupported { .. }
        ));
        assert!(matches!(
            CloneError::from_errno(libc::EPERM),
            CloneError::NotPermitted
        ));
        assert!(matches!(
            CloneError::from_errno(libc::EXDEV),
            CloneError::CrossesDevices
        ));
        assert!(matches!(
            CloneError::from_errno(libc::ETXTBSY),
            CloneError::Busy
        ));
        assert!(matches!(
            CloneError::from_errno(libc::EIO),
            CloneError::Io(_)
        ));
    }

    #[test]
    fn dedupe_refuses_before_asking_when_sizes_differ_or_the_file_is_one() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("a"), b"same").unwrap();
        std::fs::write(dir.path().join("b"), b"same but longer").unwrap();
        let a = File::open(dir.path().join("a")).unwrap();
        let b = File::open(dir.path().join("b")).unwrap();
        assert!(matches!(
            dedupe(&a, &b),
            Err(CloneError::SizesDiffer { kept: 4, copy: 15 })
        ));
        let again = File::open(dir.path().join("a")).unwrap();
        assert!(matches!(dedupe(&a, &again), Err(CloneError::SameFile)));
    }
}
