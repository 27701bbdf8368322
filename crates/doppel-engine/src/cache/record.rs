//! What the cache remembers about one file: the identity that keeps the row valid, and the
//! results that identity vouches for (hashes, and what the near stage made of the file).

use std::collections::HashMap;
use std::ffi::OsString;
use std::time::SystemTime;

use xxhash_rust::xxh3::Xxh3DefaultBuilder;

use crate::entry::FileEntry;
use crate::near::fingerprint::{Fingerprint, TooShort};

/// Rows keyed by a path's bytes. Hashing a `PathBuf` walks its components with SipHash,
/// which cost more than everything else in loading 100,000 rows.
pub(crate) type PathMap<V> = HashMap<OsString, V, Xxh3DefaultBuilder>;

/// Rows keyed by device and inode, once matched with the walk's files.
pub(crate) type InodeMap<V> = HashMap<(u64, u64), V, Xxh3DefaultBuilder>;

/// What must be unchanged for a remembered result to be reused: the same device and inode
/// (the same file, not a new one renamed into place), size and modified time to the
/// nanosecond.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Identity {
    pub(crate) dev: u64,
    pub(crate) ino: u64,
    pub(crate) size: u64,
    /// Nanoseconds since the Unix epoch (negative before it).
    pub(crate) mtime_ns: i64,
}

impl Identity {
    /// `None` for a modified time outside what 64-bit nanoseconds hold (before 1678 or
    /// after 2262): such a file is simply never cached.
    pub(crate) fn of(entry: &FileEntry) -> Option<Identity> {
        Some(Identity {
            dev: entry.dev,
            ino: entry.ino,
            size: entry.size,
            mtime_ns: nanos_since_epoch(entry.modified)?,
        })
    }
}

/// `time` as signed nanoseconds since the Unix epoch, if it fits in an `i64`.
pub(crate) fn nanos_since_epoch(time: SystemTime) -> Option<i64> {
    match time.duration_since(SystemTime::UNIX_EPOCH) {
        Ok(after) => i64::try_from(after.as_nanos()).ok(),
        Err(before) => i64::try_from(before.duration().as_nanos()).ok().map(|n| -n),
    }
}

/// What the near-duplicate stage made of a file, for one set of near options (see
/// [`CachedFile::document_key`]). Extraction failures are not remembered: some, like a
/// timeout, may not happen again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum DocumentMemo {
    /// A document and its fingerprint.
    Fingerprint(Fingerprint),
    /// Not a document (binary content): left to the exact search.
    NotText,
    /// A document too short to compare.
    TooShort(TooShort),
}

/// One row of the cache. Public only because [`super::FingerprintCache::row`] returns it (for
/// tests); its fields are the engine's own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CachedFile {
    pub(crate) identity: Identity,
    /// Head-and-tail hash of a file larger than the small-file limit.
    pub(crate) prehash: Option<u128>,
    /// Hash of the whole content.
    pub(crate) full_hash: Option<u128>,
    /// The near options (and fingerprint format) `document` was made with; a document memo
    /// made with other options is not reused.
    pub(crate) document_key: i64,
    pub(crate) document: Option<DocumentMemo>,
}

impl CachedFile {
    /// A row with nothing remembered yet.
    pub(crate) fn empty(identity: Identity) -> CachedFile {
        CachedFile {
            identity,
            prehash: None,
            full_hash: None,
            document_key: 0,
            document: None,
        }
    }
}

/// The on-disk codes of [`DocumentMemo`]'s variants.
pub(crate) mod status {
    pub(crate) const FINGERPRINT: i64 = 0;
    pub(crate) const NOT_TEXT: i64 = 1;
    pub(crate) const TOO_SHORT: i64 = 2;
}
