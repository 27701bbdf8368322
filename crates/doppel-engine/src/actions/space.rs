//! Honest space: how many of a file's bytes are in blocks it already shares with another
//! file or a snapshot ([`shared_bytes`], from the kernel's `FIEMAP`), what moving a copy to
//! the trash, replacing it by a hard link or making it a clone would free
//! ([`expected_freed`]), and what a file system measures as free before and after
//! ([`FsSpace`], from `statvfs`), so a cleanup can say what it expected beside what it
//! measured, and why they differ.

use std::fs::File;
use std::io;
use std::os::fd::{AsFd, AsRawFd, BorrowedFd};
use std::path::Path;

use super::Way;

// ---- FIEMAP (include/uapi/linux/fiemap.h and linux/fs.h); `libc` 0.2.191 has neither the
// ---- structs nor the request number.

/// `struct fiemap_extent` (linux/fiemap.h): one extent of a file.
#[repr(C)]
#[derive(Debug, Default, Clone, Copy)]
struct FiemapExtent {
    /// Byte offset of the extent in the file.
    fe_logical: u64,
    /// Byte offset of the extent on the disk.
    fe_physical: u64,
    /// Length of the extent in bytes.
    fe_length: u64,
    fe_reserved64: [u64; 2],
    /// `FIEMAP_EXTENT_*` flags.
    fe_flags: u32,
    fe_reserved: [u32; 3],
}

/// `struct fiemap` (linux/fiemap.h): the request, followed in memory by
/// `fm_extent_count` [`FiemapExtent`]s the kernel fills in.
#[repr(C)]
#[derive(Debug, Default, Clone, Copy)]
struct Fiemap {
    /// In: byte offset where the mapping starts.
    fm_start: u64,
    /// In: how many bytes to map from there.
    fm_length: u64,
    /// In and out: `FIEMAP_FLAG_*`.
    fm_flags: u32,
    /// Out: how many extents were written.
    fm_mapped_extents: u32,
    /// In: how many extents there is room for.
    fm_extent_count: u32,
    fm_reserved: u32,
}

/// Extents asked for per call.
const EXTENTS_PER_CALL: usize = 128;

/// A `struct fiemap` with room for [`EXTENTS_PER_CALL`] extents after it.
#[repr(C)]
struct FiemapRequest {
    header: Fiemap,
    extents: [FiemapExtent; EXTENTS_PER_CALL],
}

const _: () = assert!(std::mem::size_of::<Fiemap>() == 32);
const _: () = assert!(std::mem::size_of::<FiemapExtent>() == 56);

/// `#define FS_IOC_FIEMAP _IOWR('f', 11, struct fiemap)` (linux/fs.h).
const FS_IOC_FIEMAP: libc::Ioctl = libc::_IOWR::<Fiemap>(b'f' as u32, 11);
/// Write the file's dirty pages out first, so delayed allocations have their extents.
const FIEMAP_FLAG_SYNC: u32 = 0x0000_0001;
/// The file's last extent.
const FIEMAP_EXTENT_LAST: u32 = 0x0000_0001;
/// Where the data is is not known yet (`FIEMAP_EXTENT_UNKNOWN`).
const FIEMAP_EXTENT_UNKNOWN: u32 = 0x0000_0002;
/// Delayed allocation: no blocks yet (`FIEMAP_EXTENT_DELALLOC`).
const FIEMAP_EXTENT_DELALLOC: u32 = 0x0000_0004;
/// Kept in the file system's metadata, not in blocks of its own.
const FIEMAP_EXTENT_DATA_INLINE: u32 = 0x0000_0200;
/// The extent's blocks are shared with another file or a snapshot.
const FIEMAP_EXTENT_SHARED: u32 = 0x0000_2000;

/// How a file's allocated bytes split between blocks of its own and blocks it shares.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SharedExtents {
    /// Bytes in all its extents (whole blocks, so the last may pass its end).
    pub allocated: u64,
    /// Of those, bytes in extents shared with another file or a snapshot
    /// (`FIEMAP_EXTENT_SHARED`).
    pub shared: u64,
    /// Bytes in extents whose place the file system could not tell yet (delayed
    /// allocation): neither counted as shared nor as its own.
    pub unknown: u64,
    /// Bytes kept inline in the file system's metadata (small files on btrfs).
    pub inline: u64,
    /// How many extents it has.
    pub extents: u64,
}

impl SharedExtents {
    /// The bytes only this file holds: what removing its last name would free.
    pub fn own(&self) -> u64 {
        self.allocated.saturating_sub(self.shared)
    }
}

/// How `file`'s blocks are shared, from the kernel's `FIEMAP` (its dirty pages written out
/// first). `Ok(None)` where the file system cannot map extents (tmpfs, many network and
/// FUSE file systems): it cannot be told, and is not guessed.
///
/// Blocks whose other holder was removed a moment ago may still be flagged shared for a
/// moment: XFS frees a removed file's blocks in a background worker, btrfs when it commits
/// (a `syncfs`, as [`FsSpace::measure_synced`] makes, hastens both).
pub fn shared_bytes(file: &File) -> io::Result<Option<SharedExtents>> {
    let mut counted = SharedExtents::default();
    let mut start = 0u64;
    let mut flags = FIEMAP_FLAG_SYNC;
    loop {
        let mut request = Box::new(FiemapRequest {
            header: Fiemap {
                fm_start: start,
                // The kernel shortens this to the largest offset the file system allows.
                fm_length: u64::MAX - start,
                fm_flags: flags,
                fm_extent_count: EXTENTS_PER_CALL as u32,
                ..Fiemap::default()
            },
            extents: [FiemapExtent::default(); EXTENTS_PER_CALL],
        });
        // SAFETY: a valid descriptor, and a `struct fiemap` followed by room for the
        // `fm_extent_count` extents it announces, which the kernel fills and does not keep.
        let result = unsafe { libc::ioctl(file.as_raw_fd(), FS_IOC_FIEMAP, &mut *request) };
        if result < 0 {
            let error = io::Error::last_os_error();
            match error.raw_os_error() {
                Some(libc::EINTR) => continue,
                // A file system that maps extents but not with this flag: ask without it.
                Some(libc::EBADR) if flags != 0 => {
                    flags = 0;
                    continue;
                }
                Some(libc::EOPNOTSUPP | libc::ENOTTY | libc::ENOSYS) => return Ok(None),
                _ => return Err(error),
            }
        }
        let mapped = (request.header.fm_mapped_extents as usize).min(EXTENTS_PER_CALL);
        if mapped == 0 {
            return Ok(Some(counted));
        }
        let mut last = false;
        for extent in &request.extents[..mapped] {
            counted.extents += 1;
            let length = extent.fe_length;
            if extent.fe_flags & (FIEMAP_EXTENT_UNKNOWN | FIEMAP_EXTENT_DELALLOC) != 0 {
                counted.unknown += length;
            } else {
                counted.allocated += length;
                if extent.fe_flags & FIEMAP_EXTENT_DATA_INLINE != 0 {
                    counted.inline += length;
                }
                if extent.fe_flags & FIEMAP_EXTENT_SHARED != 0 {
                    counted.shared += length;
                }
            }
            last |= extent.fe_flags & FIEMAP_EXTENT_LAST != 0;
        }
        let final_extent = request.extents[mapped - 1];
        let next = final_extent
            .fe_logical
            .saturating_add(final_extent.fe_length);
        if last || next <= start {
            return Ok(Some(counted));
        }
        start = next;
    }
}

// ---- What an action would free.

/// What is known of a copy, as [`expected_freed`] weighs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CopyFacts {
    /// Bytes its blocks take: [`SharedExtents::allocated`], or `st_blocks` × 512 where
    /// `FIEMAP` cannot tell (a sparse file takes less than its size).
    pub allocated: u64,
    /// Of those, bytes in blocks already shared with another file or a snapshot
    /// ([`SharedExtents::shared`]); `None` where the file system cannot tell.
    pub shared: Option<u64>,
    /// How many names (hard links) the file has (`st_nlink`).
    pub links: u64,
    /// How many of those names this cleanup moves to the trash or replaces (at least 1).
    pub names_going: u64,
    /// Whether it is the kept file itself under another name (the same inode).
    pub same_file_as_kept: bool,
}

/// When the bytes [`expected_freed`] counts come back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum When {
    /// As soon as the action is done (a clone's old blocks).
    Now,
    /// When the trash is emptied: until then the original is held there.
    TrashEmptied,
}

impl When {
    /// When a copy cleaned up `way` gives its space back: a clone's at once, the others'
    /// once the trash is emptied (the original waits there).
    pub fn of(way: Way) -> When {
        match way {
            Way::Clone => When::Now,
            Way::Trash | Way::HardLink => When::TrashEmptied,
        }
    }
}

/// Why an action frees less than the copy's allocated bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Less {
    /// The copy is the kept file under another name: nothing is freed.
    SameFileAsKept,
    /// The file keeps `remaining` other names (hard links) this cleanup leaves, which hold
    /// its blocks: nothing is freed.
    OtherNames {
        /// How many names it keeps.
        remaining: u64,
    },
    /// `bytes` of it are in blocks shared already (with another file, a clone, or a
    /// snapshot), which the other holder keeps.
    AlreadyShared {
        /// How many.
        bytes: u64,
    },
    /// The file system cannot tell which blocks are shared: the figure is at most this.
    SharingUnknown,
}

/// What an action is expected to free, and why it is less than the copy's size if it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Expected {
    /// Bytes expected to come back.
    pub bytes: u64,
    /// When.
    pub when: When,
    /// Why less than the copy's allocated bytes, if it is (the first reason that applies,
    /// in the order of [`Less`]).
    pub less: Option<Less>,
}

/// What cleaning up a copy by `how` would free on its file system.
///
/// A file's blocks are freed only when its last name goes and no other file or snapshot
/// shares them. So:
/// - The kept file under another name frees nothing, whatever is done.
/// - Trash and hard link: a file keeping other names (hard links this cleanup leaves) frees
///   nothing; otherwise its own (unshared) blocks, once the trash is emptied.
/// - Clone: the copy's own blocks, at once, whatever its names (they all name the one inode
///   whose blocks change).
/// - Blocks already shared are held by their other owner in every case. Where sharing
///   cannot be told, none is assumed and the figure is marked as at most this.
pub fn expected_freed(copy: &CopyFacts, how: Way) -> Expected {
    let when = When::of(how);
    let nothing = |less| Expected {
        bytes: 0,
        when,
        less: Some(less),
    };
    if copy.same_file_as_kept {
        return nothing(Less::SameFileAsKept);
    }
    let remaining = copy.links.saturating_sub(copy.names_going);
    if how != Way::Clone && remaining > 0 {
        return nothing(Less::OtherNames { remaining });
    }
    match copy.shared {
        None => Expected {
            bytes: copy.allocated,
            when,
            less: Some(Less::SharingUnknown),
        },
        Some(0) => Expected {
            bytes: copy.allocated,
            when,
            less: None,
        },
        Some(shared) => Expected {
            bytes: copy.allocated.saturating_sub(shared),
            when,
            less: Some(Less::AlreadyShared {
                bytes: shared.min(copy.allocated),
            }),
        },
    }
}

// ---- What a file system measures.

/// A file system's space as `statvfs` measures it, to compare before and after an action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FsSpace {
    /// The file system's id (`f_fsid`): measurements are compared only within one.
    pub fs_id: u64,
    /// Its size in bytes.
    pub total: u64,
    /// Free bytes, including those reserved for root (`f_bfree`).
    pub free: u64,
    /// Bytes free for an ordinary user (`f_bavail`).
    pub available: u64,
    /// Its block size (`f_bsize`): what a small file, such as a `.trashinfo`, takes at
    /// least on most file systems.
    pub block: u64,
}

impl FsSpace {
    /// Measures the file system that `fd` (a file or folder) is on.
    ///
    /// btrfs and XFS return freed blocks to the free count only when they commit, seconds
    /// later: [`FsSpace::measure_synced`] waits for that.
    pub fn measure(fd: impl AsFd) -> io::Result<FsSpace> {
        // SAFETY: `statvfs` is a plain C struct of integers, for which all zeroes is valid.
        let mut raw: libc::statvfs = unsafe { std::mem::zeroed() };
        // SAFETY: a valid descriptor and out-pointer.
        if unsafe { libc::fstatvfs(fd.as_fd().as_raw_fd(), &mut raw) } != 0 {
            return Err(io::Error::last_os_error());
        }
        let unit = raw.f_frsize as u64;
        Ok(FsSpace {
            fs_id: raw.f_fsid as u64,
            total: (raw.f_blocks as u64).saturating_mul(unit),
            free: (raw.f_bfree as u64).saturating_mul(unit),
            available: (raw.f_bavail as u64).saturating_mul(unit),
            block: raw.f_bsize as u64,
        })
    }

    /// Measures the file system that `path` is on (following symbolic links: it only
    /// reads).
    pub fn measure_path(path: &Path) -> io::Result<FsSpace> {
        FsSpace::measure(File::open(path)?)
    }

    /// Commits the file system first (`syncfs`), so blocks freed just now are counted as
    /// free; costs a sync of everything written to it.
    pub fn measure_synced(fd: BorrowedFd<'_>) -> io::Result<FsSpace> {
        // SAFETY: a valid descriptor.
        if unsafe { libc::syncfs(fd.as_raw_fd()) } != 0 {
            return Err(io::Error::last_os_error());
        }
        FsSpace::measure(fd)
    }

    /// Bytes freed since `before` (negative if more is in use now); `None` if the two are
    /// measurements of different file systems.
    pub fn freed_since(&self, before: &FsSpace) -> Option<i128> {
        (self.fs_id == before.fs_id).then(|| i128::from(self.free) - i128::from(before.free))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIB: u64 = 1024 * 1024;

    fn copy(allocated: u64, shared: Option<u64>, links: u64, going: u64) -> CopyFacts {
        CopyFacts {
            allocated,
            shared,
            links,
            names_going: going,
            same_file_as_kept: false,
        }
    }

    #[test]
    fn a_plain_copy_frees_its_blocks_when_trashed_or_linked_and_at_once_when_cloned() {
        let plain = copy(4 * MIB, Some(0), 1, 1);
        for how in [Way::Trash, Way::HardLink] {
            assert_eq!(
                expected_freed(&plain, how),
                Expected {
                    bytes: 4 * MIB,
                    when: When::TrashEmptied,
                    less: None
                }
            );
        }
        assert_eq!(
            expected_freed(&plain, Way::Clone),
            Expected {
                bytes: 4 * MIB,
                when: When::Now,
                less: None
            }
        );
    }

    #[test]
    fn a_file_with_other_names_frees_nothing_when_one_goes() {
        // Two names outside the group, one inside: the two keep it.
        let linked = copy(4 * MIB, Some(0), 3, 1);
        for how in [Way::Trash, Way::HardLink] {
            let expected = expected_freed(&linked, how);
            assert_eq!(expected.bytes, 0);
            assert_eq!(expected.less, Some(Less::OtherNames { remaining: 2 }));
        }
        // Every name goes: its blocks do too.
        assert_eq!(
            expected_freed(&copy(4 * MIB, Some(0), 3, 3), Way::Trash).bytes,
            4 * MIB
        );
        // A clone changes the blocks under every name.
        assert_eq!(expected_freed(&linked, Way::Clone).bytes, 4 * MIB);
    }

    #[test]
    fn the_kept_file_under_another_name_frees_nothing() {
        let same = CopyFacts {
            same_file_as_kept: true,
            ..copy(4 * MIB, Some(0), 2, 1)
        };
        for how in [Way::Trash, Way::HardLink, Way::Clone] {
            let expected = expected_freed(&same, how);
            assert_eq!(expected.bytes, 0, "{how:?}");
            assert_eq!(expected.less, Some(Less::SameFileAsKept));
        }
    }

    #[test]
    fn blocks_shared_already_are_not_counted() {
        // Half of it is in a snapshot (or cloned already).
        let half = copy(4 * MIB, Some(2 * MIB), 1, 1);
        for how in [Way::Trash, Way::HardLink, Way::Clone] {
            let expected = expected_freed(&half, how);
            assert_eq!(expected.bytes, 2 * MIB, "{how:?}");
            assert_eq!(expected.less, Some(Less::AlreadyShared { bytes: 2 * MIB }));
        }
        // A clone of a clone frees nothing.
        assert_eq!(
            expected_freed(&copy(4 * MIB, Some(4 * MIB), 1, 1), Way::Clone).bytes,
            0
        );
        // Never more shared than allocated.
        assert_eq!(
            expected_freed(&copy(MIB, Some(2 * MIB), 1, 1), Way::Trash).less,
            Some(Less::AlreadyShared { bytes: MIB })
        );
    }

    #[test]
    fn unknown_sharing_is_said_not_guessed() {
        let expected = expected_freed(&copy(4 * MIB, None, 1, 1), Way::Trash);
        assert_eq!(expected.bytes, 4 * MIB);
        assert_eq!(expected.less, Some(Less::SharingUnknown));
    }

    #[test]
    // `Ioctl` is `c_ulong` with glibc and `c_int` with musl.
    #[allow(clippy::unnecessary_cast)]
    fn the_request_number_is_the_kernels() {
        #[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
        assert_eq!(FS_IOC_FIEMAP as u64, 0xc020_660b);
    }

    #[test]
    fn space_is_measured_and_compared_within_one_file_system() {
        let dir = tempfile::tempdir().unwrap();
        let here = FsSpace::measure_path(dir.path()).unwrap();
        assert!(here.total > 0 && here.free <= here.total);
        assert_eq!(here.freed_since(&here), Some(0));
        let elsewhere = FsSpace {
            fs_id: here.fs_id ^ 1,
            ..here
        };
        assert_eq!(here.freed_since(&elsewhere), None);
    }
}
