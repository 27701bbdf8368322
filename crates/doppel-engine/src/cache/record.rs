//! What the cache remembers about one file: the identity that keeps the row valid, and the
//! results that identity vouches for (hashes, and what the near stage made of the file).

use std::path::Path;
use std::time::SystemTime;

use crate::entry::FileEntry;
use crate::images::fingerprint::ImagePrint;
use crate::music::fingerprint::MusicPrint;
use crate::near::fingerprint::{Fingerprint, TooShort};
use crate::videos::fingerprint::VideoPrint;

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
    /// The head-and-tail hash remembered, for tests and diagnostics.
    pub fn prehash(&self) -> Option<u128> {
        self.prehash
    }

    /// The whole-content hash remembered, for tests and diagnostics.
    pub fn full_hash(&self) -> Option<u128> {
        self.full_hash
    }

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

/// The hashes remembered for a file, with the identity they hold for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct HashRow {
    pub(crate) identity: Identity,
    pub(crate) prehash: Option<u128>,
    pub(crate) full_hash: Option<u128>,
}

/// What the near stage made of a file, with the identity and options it holds for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct DocumentRow {
    pub(crate) identity: Identity,
    pub(crate) key: i64,
    pub(crate) memo: DocumentMemo,
}

/// Hashes to write for a file; a hash left `None` keeps the one already stored for the
/// same identity.
#[derive(Debug, Clone)]
pub(crate) struct HashWrite {
    pub(crate) identity: Identity,
    pub(crate) path: Box<Path>,
    pub(crate) prehash: Option<u128>,
    pub(crate) full_hash: Option<u128>,
}

/// A document memo to write for a file.
#[derive(Debug, Clone)]
pub(crate) struct DocumentWrite {
    pub(crate) identity: Identity,
    pub(crate) path: Box<Path>,
    pub(crate) key: i64,
    pub(crate) memo: DocumentMemo,
}

/// An image's fingerprint to remember, made with the fingerprint format `key` stands for.
pub(crate) struct ImageWrite {
    pub(crate) identity: Identity,
    pub(crate) path: Box<Path>,
    pub(crate) key: i64,
    pub(crate) print: ImagePrint,
}

/// A video's fingerprint to remember, made with the fingerprint format `key` stands for.
pub(crate) struct VideoWrite {
    pub(crate) identity: Identity,
    pub(crate) path: Box<Path>,
    pub(crate) key: i64,
    pub(crate) print: VideoPrint,
}

/// A music file's fingerprint to remember, made with the fingerprint format `key` stands
/// for.
pub(crate) struct MusicWrite {
    pub(crate) identity: Identity,
    pub(crate) path: Box<Path>,
    pub(crate) key: i64,
    pub(crate) print: MusicPrint,
}

/// The exact resemblance of two documents, each named by [`Identity::key`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct PairRow {
    pub(crate) first: [u8; 16],
    pub(crate) second: [u8; 16],
    pub(crate) options: i64,
    pub(crate) similarity: f64,
}

impl Identity {
    /// 16 bytes standing for this identity, to name a document in the pairs table: any
    /// change to the file gives another name, so a remembered similarity is never reused
    /// for content it was not measured on.
    pub(crate) fn key(&self) -> [u8; 16] {
        let mut bytes = [0u8; 32];
        bytes[..8].copy_from_slice(&self.dev.to_le_bytes());
        bytes[8..16].copy_from_slice(&self.ino.to_le_bytes());
        bytes[16..24].copy_from_slice(&self.size.to_le_bytes());
        bytes[24..].copy_from_slice(&self.mtime_ns.to_le_bytes());
        xxhash_rust::xxh3::xxh3_128(&bytes).to_le_bytes()
    }
}
