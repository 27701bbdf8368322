//! The fingerprint cache: what earlier scans learned about each file (hashes, document
//! fingerprints, "not a document", "too short"), kept in an SQLite file in the user's cache
//! folder so that a file whose device, inode, size and modified time are unchanged is not
//! read again.
//!
//! [`db`] owns the database ([`FingerprintCache`]: schema, opening, rebuilding a damaged
//! file, one-query loads and one-transaction writes, size and clearing); `ownership.rs`
//! tells Doppel's files from anything else at the cache path by their header ([`Unusable`]
//! says why a file may not be used); `files.rs` moves, installs and removes cache files,
//! only ever Doppel's own; `record.rs` is what one row holds; `scan_cache.rs` is the
//! in-memory view a scan works with (`ScanCache`): loaded at the start, consulted by the
//! exact and near stages, saved at the end. Front ends only need [`FingerprintCache`] and
//! [`Unusable`]; the rest is the engine's own.
//!
//! The cache only ever saves work: any problem with it (damaged, locked, unwritable, not
//! Doppel's) becomes a notice and the scan reads the files instead. A file at the cache
//! path that Doppel did not make is never changed, moved or removed.

pub mod db;
mod files;
mod ownership;
mod record;
mod scan_cache;

pub use db::FingerprintCache;
pub use ownership::Unusable;
pub(crate) use record::DocumentMemo;
pub(crate) use scan_cache::ScanCache;
