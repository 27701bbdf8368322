//! The fingerprint cache: what earlier scans learned about each file (hashes, document
//! fingerprints, "not a document", "too short"), kept in an SQLite file in the user's cache
//! folder so that a file whose device, inode, size and modified time are unchanged is not
//! read again.
//!
//! `db.rs` owns the database ([`FingerprintCache`]: schema, opening, rebuilding a damaged
//! file, size and clearing); `queries.rs` its reads and writes, all in bulk (lookups of
//! many files at once in key order, batches written in one transaction, rows of deleted
//! files dropped); `ownership.rs` tells Doppel's files from anything else at the cache path
//! by their header ([`Unusable`] says why a file may not be used), never opening one
//! SQLite has open in this process (`held.rs`: closing it would drop SQLite's locks);
//! `files.rs` moves, installs and removes cache files, only ever Doppel's own (its
//! no-replace rename and unique names serve the ignore list's files too); `record.rs`
//! is what a row
//! holds; `scan_cache.rs` is the cache as a scan uses it (`ScanCache`): each stage looks
//! up the files it is about to read, and what it learns is written in batches as the scan
//! goes; `last_report.rs` decides which whole reports are kept, for a scan that finds the
//! tree unchanged. Front ends only need [`FingerprintCache`] and [`Unusable`]; the rest is the
//! engine's own.
//!
//! Hashes, fingerprints and the similarities of document pairs are all vouched for by the
//! same thing: the file's device, inode, size and modified time to the nanosecond. A file
//! rewritten without changing any of them is not seen until the cache is cleared or a scan
//! runs without it.
//!
//! The cache only ever saves work: any problem with it (damaged, locked, unwritable, not
//! Doppel's) becomes a notice and the scan reads the files instead. A file at the cache
//! path that Doppel did not make is never changed, moved or removed.

mod db;
mod files;
mod held;
pub(crate) mod last_report;
mod ownership;
mod queries;
mod record;
mod scan_cache;

pub use db::{APPLICATION_ID, CacheError, FingerprintCache, SCHEMA_VERSION};
pub(crate) use files::{rename_no_replace, unique_name};
pub(crate) use ownership::with_suffix;
pub use ownership::{Found, NotOurs, Unusable};
pub(crate) use record::DocumentMemo;
pub(crate) use scan_cache::ScanCache;
