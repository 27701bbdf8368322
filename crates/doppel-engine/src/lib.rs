//! Doppel's engine: walks folders, finds duplicate files and near-duplicate documents, fills
//! a [`Report`], and cleans up (to the trash, journaled, undoable).
//!
//! It knows nothing about terminals or windows; the `doppel` crate's two front ends (the
//! command line and the desktop app) call [`scan`] with [`ScanOptions`], a [`CancelToken`]
//! and a progress callback, read the [`report`], drive [`actions`], and show [`review`] data.
//!
//! Data flow: [`walk`] lists regular files with their metadata → [`hardlinks`] folds paths
//! to one file → [`exact`] groups by size, hashes heads and tails ([`hashing`]), then whole
//! contents → [`near`] reads the text of each distinct content ([`extract`]), fingerprints
//! it and groups near duplicates; with folder detection, [`folders`] finds duplicate and
//! similar folders from the exact groups → [`scan`] assembles the report. [`cache`] remembers
//! hashes and fingerprints between scans, so unchanged files are not read again.
//!
//! At action time, [`near::similarity_of_open`] and [`images::distance_of_open`] measure a
//! member of a group against the file kept, through the files a cleanup has open, to the
//! figure the scan reported; the report's [`Bar`] says what it must reach, and
//! [`verify::VerifyError`] why a file could not be measured.
//!
//! [`walk`], [`hardlinks`], [`exact`] and [`progress::ProgressCounters`] are public only so
//! tests can drive single stages; front ends go through [`scan`].
//!
//! [`Report`]: crate::report::Report
//! [`Bar`]: crate::report::Bar

// The public API is what the front ends use; every part of it says what it is for.
#![warn(missing_docs)]

pub mod actions;
pub mod cache;
mod entry;
mod errors;
pub mod exact;
pub mod extract;
pub mod folders;
pub mod format;
pub mod hardlinks;
pub mod hashing;
pub mod images;
pub mod live;
mod memory;
pub mod near;
pub mod options;
pub mod own_folders;
mod positioned;
pub mod progress;
mod references;
pub mod report;
pub mod rescan;
pub mod review;
mod scan;
mod signatures;
pub mod trash_folders;
mod untrusted;
pub mod verify;
pub mod walk;
mod walk_digest;
pub mod watch;

pub use errors::describe_io_error;
pub use memory::give_back_freed as release_freed_memory;
pub use options::{FolderOptions, ScanOptions};
pub use progress::{CancelToken, Phase, Progress};
pub use scan::{ScanError, resolve_root, scan};
