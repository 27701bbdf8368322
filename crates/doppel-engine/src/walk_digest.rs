//! [`WalkDigest`]: one fingerprint of everything a walk saw, so a scan can tell in a few
//! milliseconds that the tree is exactly as the last scan found it and hand back that
//! scan's report (see `crate::cache::last_report`).
//!
//! Every regular file the walk meets, whatever its size, adds the hash of its path, device,
//! inode, size, mode, modified time and change time; every skipped entry adds the hash of
//! its path and reason. The hashes are summed, so the order in which the parallel walk
//! meets them does not matter and each folder's share is merged without sorting a million
//! paths. The change time is what makes this stricter than the fingerprint cache: it moves
//! whenever a file is written, renamed, linked, has its permissions changed or has its
//! modified time set back, none of which a user can set by hand.

use std::fs::Metadata;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::MetadataExt;
use std::path::Path;

use xxhash_rust::xxh3::{xxh3_64_with_seed, xxh3_128_with_seed};

use crate::report::Skipped;

/// What a walk saw, summed. Two walks with the same digest saw the same files with the
/// same metadata and skipped the same things for the same reasons.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct WalkDigest {
    /// The wrapping sum of every entry's 128-bit hash.
    sum: u128,
    /// How many entries were summed.
    entries: u64,
    /// The latest modified time seen, in nanoseconds since the epoch.
    newest_modified_ns: i64,
}

impl WalkDigest {
    /// Adds a regular file at `path`.
    pub(crate) fn add_file(&mut self, path: &Path, metadata: &Metadata) {
        let mtime_ns = nanos(metadata.mtime(), metadata.mtime_nsec());
        let ctime_ns = nanos(metadata.ctime(), metadata.ctime_nsec());
        let mut numbers = [0u8; 48];
        let fields = [
            metadata.dev(),
            metadata.ino(),
            metadata.len(),
            u64::from(metadata.mode()),
            mtime_ns as u64,
            ctime_ns as u64,
        ];
        for (slot, n) in numbers.chunks_exact_mut(8).zip(fields) {
            slot.copy_from_slice(&n.to_le_bytes());
        }
        // One-shot hashes with the metadata's hash as the seed of the path's: a streaming
        // hasher costs several times more for inputs this short, a million times a walk.
        let seed = xxh3_64_with_seed(&numbers, FILE);
        self.add(xxh3_128_with_seed(path.as_os_str().as_bytes(), seed));
        self.newest_modified_ns = self.newest_modified_ns.max(mtime_ns);
    }

    /// Adds an entry the walk skipped.
    pub(crate) fn add_skipped(&mut self, skipped: &Skipped) {
        let seed = xxh3_64_with_seed(skipped.path.as_os_str().as_bytes(), SKIPPED);
        self.add(xxh3_128_with_seed(
            skipped.reason.to_string().as_bytes(),
            seed,
        ));
    }

    /// Adds what another part of the walk saw.
    pub(crate) fn merge(&mut self, other: &WalkDigest) {
        self.sum = self.sum.wrapping_add(other.sum);
        self.entries += other.entries;
        self.newest_modified_ns = self.newest_modified_ns.max(other.newest_modified_ns);
    }

    /// True when no file the walk saw was modified at or after `ns` (nanoseconds since the
    /// epoch). The same rule as the fingerprint cache's (`SETTLING_TIME`): a write sets the
    /// modified time to the moment, so only a file written in the last moments could be
    /// written again without its times moving.
    pub(crate) fn settled_before(&self, ns: i64) -> bool {
        self.newest_modified_ns < ns
    }

    /// The digest as stored beside a report: the sum and the count, not the newest time.
    pub(crate) fn to_bytes(self) -> [u8; 24] {
        let mut bytes = [0; 24];
        bytes[..16].copy_from_slice(&self.sum.to_le_bytes());
        bytes[16..].copy_from_slice(&self.entries.to_le_bytes());
        bytes
    }

    fn add(&mut self, hash: u128) {
        self.sum = self.sum.wrapping_add(hash);
        self.entries += 1;
    }
}

/// Seeds that keep a file's hash and a skipped entry's apart.
const FILE: u64 = 0x6669_6c65;
const SKIPPED: u64 = 0x736b_6970;

fn nanos(seconds: i64, nanoseconds: i64) -> i64 {
    seconds
        .saturating_mul(1_000_000_000)
        .saturating_add(nanoseconds)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn digest_of(paths: &[&Path]) -> WalkDigest {
        let mut digest = WalkDigest::default();
        for path in paths {
            digest.add_file(path, &std::fs::metadata(path).unwrap());
        }
        digest
    }

    #[test]
    fn the_order_files_are_met_in_does_not_matter() {
        let dir = tempfile::tempdir().unwrap();
        let (a, b) = (dir.path().join("a"), dir.path().join("b"));
        std::fs::write(&a, "one").unwrap();
        std::fs::write(&b, "two").unwrap();
        let mut halves = digest_of(&[&b]);
        halves.merge(&digest_of(&[&a]));
        assert_eq!(digest_of(&[&a, &b]).to_bytes(), halves.to_bytes());
    }

    #[test]
    fn a_renamed_file_or_a_permission_change_changes_the_digest() {
        let dir = tempfile::tempdir().unwrap();
        let a = dir.path().join("a");
        std::fs::write(&a, "one").unwrap();
        let before = digest_of(&[&a]).to_bytes();
        let moved = dir.path().join("moved");
        std::fs::rename(&a, &moved).unwrap();
        assert_ne!(digest_of(&[&moved]).to_bytes(), before);
        std::fs::rename(&moved, &a).unwrap();
        let back = digest_of(&[&a]).to_bytes();
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&a, std::fs::Permissions::from_mode(0o600)).unwrap();
        assert_ne!(digest_of(&[&a]).to_bytes(), back);
    }

    #[test]
    fn skipped_entries_count_with_their_reason() {
        let mut locked = WalkDigest::default();
        locked.add_skipped(&Skipped::new(
            "/x",
            crate::report::SkipReason::NotRegularFile,
        ));
        let mut gone = WalkDigest::default();
        gone.add_skipped(&Skipped::new("/x", crate::report::SkipReason::NotThere));
        assert_ne!(locked.to_bytes(), gone.to_bytes());
        assert_ne!(locked.to_bytes(), WalkDigest::default().to_bytes());
    }
}
