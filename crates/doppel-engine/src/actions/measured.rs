//! The space a cleanup measured as freed on each file system it touched, beside what it
//! expected, and why the two differ when they do.
//!
//! Before the first item on a file system is acted on, its free space is measured through
//! that item's open folder ([`FsSpace::measure_synced`]: a `syncfs` first, so blocks freed
//! a moment ago count); the folder stays open, and after the last item of the cleanup each
//! file system is measured again through it. What was expected is the sum of what each item
//! acted on was expected to free: at once for a clone, once the trash is emptied for a file
//! moved there or replaced by a hard link (its original waits in the trash).

use std::fmt;
use std::os::fd::{BorrowedFd, OwnedFd};
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

use super::space::FsSpace;
use crate::format::{count, display_path, human_bytes};

/// Below this, a gap between what was measured and what was expected is noise: a file
/// system's own metadata (extent trees, journals) grows and shrinks by that much.
const NOISE: u64 = 1024 * 1024;

/// One file system's space, measured before a cleanup's first act there and after its last.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpaceMeasured {
    /// Where that file system is mounted (the highest folder above the first item acted on
    /// that is still on it).
    pub mount: PathBuf,
    /// Measured before the first act on it.
    pub before: FsSpace,
    /// Measured after the last act of the cleanup; `None` when it could not be (with why
    /// in `problem`).
    pub after: Option<FsSpace>,
    /// Bytes the items acted on there were expected to free at once (clones).
    pub expected_now: u64,
    /// Bytes expected to come back only once the trash is emptied (files moved there, and
    /// the originals of files replaced by hard links).
    pub expected_once_trash_emptied: u64,
    /// Doppel's own records written there: what the cleanup itself takes.
    pub records: OwnRecords,
    /// Why `after` could not be measured.
    pub problem: Option<String>,
}

/// What a cleanup wrote of its own on one file system: the trash's records of what went
/// there, and the cleanup's journal when it is on that file system.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct OwnRecords {
    /// `.trashinfo` files made in the trash (one per item moved there or replaced by a hard
    /// link); they go when the trash is emptied.
    pub trash_records: u64,
    /// The bytes the journal takes there (0 when it is on another file system).
    pub journal_bytes: u64,
}

/// Why the space measured as freed is not what was expected at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SpaceGap {
    /// These bytes come back only when the trash is emptied: what went there (or an
    /// original replaced by a hard link) still holds them.
    TrashNotEmptied {
        /// How many.
        bytes: u64,
    },
    /// Less was freed than expected, by at most what Doppel's own records are thought to
    /// take: the trash's `.trashinfo` files (a block each) and the journal.
    OwnRecords {
        /// How many bytes fewer, put down to the records.
        bytes: u64,
        /// How many `.trashinfo` files the cleanup made there.
        trash_records: u64,
    },
    /// Less was freed than expected, beyond Doppel's own records: the blocks are still held
    /// by something else (a snapshot, or another clone of the copy made outside Doppel), or
    /// other programs wrote to the file system meanwhile.
    HeldElsewhere {
        /// How many bytes fewer.
        bytes: u64,
    },
    /// More was freed than expected: other programs freed space on it meanwhile.
    OtherChanges {
        /// How many bytes more.
        bytes: u64,
    },
}

impl SpaceMeasured {
    /// Bytes freed between the two measurements (negative if more is in use now).
    pub fn freed(&self) -> Option<i128> {
        self.after.as_ref()?.freed_since(&self.before)
    }

    /// What Doppel's own records are thought to take there: a block per `.trashinfo`, and
    /// the journal's blocks.
    pub fn own_records_bytes(&self) -> u64 {
        self.records
            .trash_records
            .saturating_mul(self.before.block)
            .saturating_add(self.records.journal_bytes)
    }

    /// What comes back once the trash is emptied, when that is all there is to say: the
    /// cleanup was to free nothing at once (files moved to the trash, originals of hard
    /// links), and the space in use moved by no more than the file system's noise (the
    /// trash's records, the journal). Said as one sentence rather than "freed nothing".
    pub fn only_once_trash_emptied(&self) -> Option<u64> {
        let freed = self.freed()?;
        let quiet = freed.abs() <= i128::from(NOISE);
        (self.expected_now == 0 && self.expected_once_trash_emptied > 0 && quiet)
            .then_some(self.expected_once_trash_emptied)
    }

    /// Why what was measured differs from what was expected at once, if it does beyond
    /// the file system's own noise; the trash's share is said whenever there is one.
    pub fn gaps(&self) -> Vec<SpaceGap> {
        let mut gaps = Vec::new();
        if self.expected_once_trash_emptied > 0 {
            gaps.push(SpaceGap::TrashNotEmptied {
                bytes: self.expected_once_trash_emptied,
            });
        }
        let Some(freed) = self.freed() else {
            return gaps;
        };
        let expected = i128::from(self.expected_now);
        // A tenth of what was expected, or the noise floor: metadata for shared extents
        // takes a little of what a clone frees.
        let slack = i128::from(NOISE.max(self.expected_now / 10));
        let bytes = |gap: i128| u64::try_from(gap.unsigned_abs()).unwrap_or(u64::MAX);
        if freed + slack < expected {
            // Our own records first: what they take is known (near enough), the rest not.
            let short = expected - freed;
            let own = i128::from(self.own_records_bytes()).min(short);
            if own > 0 {
                gaps.push(SpaceGap::OwnRecords {
                    bytes: bytes(own),
                    trash_records: self.records.trash_records,
                });
            }
            if short - own > slack {
                gaps.push(SpaceGap::HeldElsewhere {
                    bytes: bytes(short - own),
                });
            }
        } else if freed > expected + slack {
            gaps.push(SpaceGap::OtherChanges {
                bytes: bytes(freed - expected),
            });
        }
        gaps
    }
}

/// "Freed 40.0 MiB on /mnt (expected 40.0 MiB)", and why the two differ when they do: one
/// sentence, what both front ends show after a cleanup.
impl fmt::Display for SpaceMeasured {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let measured = self;
        let mount = display_path(&measured.mount);
        if let Some(later) = measured.only_once_trash_emptied() {
            return write!(
                f,
                "Nothing is freed on {mount} until the trash is emptied; then {} comes back.",
                human_bytes(later)
            );
        }
        let expected = human_bytes(measured.expected_now);
        let mut line = match measured.freed() {
            Some(freed) if freed >= 0 => format!(
                "Freed {} on {mount} (expected {expected})",
                human_bytes(u64::try_from(freed).unwrap_or(u64::MAX))
            ),
            Some(used) => format!(
                "Freed nothing on {mount}: {} more is in use than before (expected {expected} freed)",
                human_bytes(u64::try_from(-used).unwrap_or(u64::MAX))
            ),
            None => format!(
                "The free space on {mount} could not be measured after the cleanup ({}); expected \
                 {expected} freed",
                measured
                    .problem
                    .as_deref()
                    .unwrap_or("another file system is mounted there now")
            ),
        };
        for gap in measured.gaps() {
            line.push_str(&match gap {
                SpaceGap::TrashNotEmptied { bytes } => format!(
                    "; {} more comes back once the trash is emptied",
                    human_bytes(bytes)
                ),
                SpaceGap::OwnRecords {
                    bytes,
                    trash_records,
                } => format!(
                    "; {} less than expected is Doppel's own records: {}the cleanup's journal",
                    human_bytes(bytes),
                    if trash_records > 0 {
                        format!(
                            "{} in the trash (they go when it is emptied) and ",
                            count(trash_records, ".trashinfo record", ".trashinfo records")
                        )
                    } else {
                        String::new()
                    },
                ),
                SpaceGap::HeldElsewhere { bytes } => format!(
                    "; {} less than expected: those blocks are still held elsewhere (a snapshot, \
                     other clones of the copies), or other programs wrote to it meanwhile",
                    human_bytes(bytes)
                ),
                SpaceGap::OtherChanges { bytes } => format!(
                    "; {} more than expected: other programs freed space on it meanwhile",
                    human_bytes(bytes)
                ),
            });
        }
        line.push('.');
        f.write_str(&line)
    }
}

/// One file system being measured: its device, the folder held open on it, the figures.
struct Device {
    dev: u64,
    folder: OwnedFd,
    measured: SpaceMeasured,
}

/// What a cleanup measures, file system by file system, as it acts.
#[derive(Default)]
pub(super) struct SpaceBook {
    devices: Vec<Device>,
}

impl SpaceBook {
    /// Called before acting on an item on device `dev`, open as `folder` at `path`: the
    /// first on its file system measures it. A file system that cannot be measured is left
    /// out (the cleanup goes on).
    pub(super) fn before_act(&mut self, dev: u64, folder: BorrowedFd<'_>, path: &Path) {
        if self.devices.iter().any(|device| device.dev == dev) {
            return;
        }
        let Ok(folder) = folder.try_clone_to_owned() else {
            return;
        };
        let Ok(before) = FsSpace::measure_synced(std::os::fd::AsFd::as_fd(&folder)) else {
            return;
        };
        self.devices.push(Device {
            dev,
            folder,
            measured: SpaceMeasured {
                mount: mount_point(path, dev),
                before,
                after: None,
                expected_now: 0,
                expected_once_trash_emptied: 0,
                records: OwnRecords::default(),
                problem: None,
            },
        });
    }

    /// Counts what an item acted on there is expected to free, and whether it made a
    /// record in the trash there (a `.trashinfo`).
    pub(super) fn expect(
        &mut self,
        dev: u64,
        now: u64,
        once_trash_emptied: u64,
        trash_record: bool,
    ) {
        if let Some(device) = self.devices.iter_mut().find(|device| device.dev == dev) {
            device.measured.expected_now += now;
            device.measured.expected_once_trash_emptied += once_trash_emptied;
            device.measured.records.trash_records += u64::from(trash_record);
        }
    }

    /// Measures each file system again, after the last act; `journal` is the journal's
    /// device and the bytes it takes, counted on its file system.
    pub(super) fn finish(self, journal: Option<(u64, u64)>) -> Vec<SpaceMeasured> {
        self.devices
            .into_iter()
            .map(|device| {
                let mut measured = device.measured;
                if let Some((dev, bytes)) = journal
                    && dev == device.dev
                {
                    measured.records.journal_bytes = bytes;
                }
                match FsSpace::measure_synced(std::os::fd::AsFd::as_fd(&device.folder)) {
                    Ok(after) => measured.after = Some(after),
                    Err(error) => measured.problem = Some(super::reasons::io_problem(&error)),
                }
                measured
            })
            .collect()
    }
}

/// The highest folder above `path` on device `dev`: where its file system is mounted (a
/// bind mount of part of one shows as its own top).
fn mount_point(path: &Path, dev: u64) -> PathBuf {
    let mut top = path.to_path_buf();
    for folder in path.ancestors().skip(1) {
        match std::fs::symlink_metadata(folder) {
            Ok(metadata) if metadata.dev() == dev => top = folder.to_path_buf(),
            _ => break,
        }
    }
    top
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIB: u64 = 1024 * 1024;

    fn measured(free_before: u64, free_after: u64, now: u64, later: u64) -> SpaceMeasured {
        let space = |free| FsSpace {
            fs_id: 7,
            total: 1000 * MIB,
            free,
            available: free,
            block: 4096,
        };
        SpaceMeasured {
            mount: PathBuf::from("/mnt"),
            before: space(free_before),
            after: Some(space(free_after)),
            expected_now: now,
            expected_once_trash_emptied: later,
            records: OwnRecords::default(),
            problem: None,
        }
    }

    #[test]
    fn a_clone_freeing_what_was_expected_has_no_gap() {
        let clone = measured(100 * MIB, 140 * MIB, 40 * MIB, 0);
        assert_eq!(clone.freed(), Some(i128::from(40 * MIB)));
        assert_eq!(clone.gaps(), Vec::new());
        // Metadata's few blocks are noise.
        assert_eq!(
            measured(100 * MIB, 139 * MIB, 40 * MIB, 0).gaps(),
            Vec::new()
        );
    }

    #[test]
    fn blocks_held_elsewhere_and_the_trash_are_said() {
        // A snapshot holds the copy's blocks: nothing came back.
        assert_eq!(
            measured(100 * MIB, 100 * MIB, 40 * MIB, 0).gaps(),
            vec![SpaceGap::HeldElsewhere { bytes: 40 * MIB }]
        );
        // Trashed: nothing now, all once the trash is emptied.
        assert_eq!(
            measured(100 * MIB, 100 * MIB, 0, 40 * MIB).gaps(),
            vec![SpaceGap::TrashNotEmptied { bytes: 40 * MIB }]
        );
        assert_eq!(
            measured(100 * MIB, 150 * MIB, 0, 0).gaps(),
            vec![SpaceGap::OtherChanges { bytes: 50 * MIB }]
        );
    }

    #[test]
    fn doppels_own_records_are_told_apart_from_blocks_held_elsewhere() {
        // 1,000 files replaced by hard links: nothing freed yet, and the trash's records
        // (a block each) and a 1 MiB journal take about 5 MiB (the rest is noise).
        let mut linked = measured(100 * MIB, 95 * MIB, 0, 40 * MIB);
        linked.records = OwnRecords {
            trash_records: 1000,
            journal_bytes: MIB,
        };
        assert_eq!(
            linked.gaps(),
            vec![
                SpaceGap::TrashNotEmptied { bytes: 40 * MIB },
                SpaceGap::OwnRecords {
                    bytes: 1000 * 4096 + MIB,
                    trash_records: 1000
                }
            ]
        );
        // Far more missing than the records take: the rest is held elsewhere.
        linked.after = measured(100 * MIB, 60 * MIB, 0, 0).after;
        assert_eq!(
            linked.gaps()[1..],
            [
                SpaceGap::OwnRecords {
                    bytes: 1000 * 4096 + MIB,
                    trash_records: 1000
                },
                SpaceGap::HeldElsewhere {
                    bytes: 40 * MIB - (1000 * 4096 + MIB)
                }
            ]
        );
    }

    #[test]
    fn the_mount_point_is_the_highest_folder_on_the_device() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("a");
        std::fs::write(&file, b"x").unwrap();
        let dev = std::fs::metadata(&file).unwrap().dev();
        let mount = mount_point(&file, dev);
        assert!(file.starts_with(&mount));
        assert_eq!(std::fs::metadata(&mount).unwrap().dev(), dev);
        if let Some(parent) = mount.parent() {
            assert_ne!(std::fs::metadata(parent).unwrap().dev(), dev);
        }
    }
}
