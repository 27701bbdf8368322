//! Doppel's engine: walks folders, finds duplicate files and near-duplicate documents, fills
//! a [`Report`], and cleans up (to the trash, journaled, undoable).
//!
//! It knows nothing about terminals or windows; the `doppel` crate's two front ends (the
//! command line and the desktop app) use the public API below and nothing else.
//!
//! # The public API
//!
//! - **Scan**: [`scan`] with [`ScanOptions`] (and its parts [`FolderOptions`],
//!   [`NearOptions`], [`NormalizeOptions`], [`Similarity`], [`ImageOptions`], [`Likeness`],
//!   [`ExtractLimits`], [`VideoOptions`]; the bounds [`SMALLEST_FILE`], [`MAX_THREADS`],
//!   [`DEFAULT_FOLDER_SIMILARITY`]), a [`CancelToken`] and a progress callback given
//!   [`Progress`] in [`Phase`]s; [`resolve_root`] checks a root first, [`ScanError`] says
//!   why a scan could not start. [`doppel_folders`] and [`home_trash_folder`] are the
//!   folders a scan leaves out unless told.
//! - **Report**: [`report`] (the [`Report`] and its groups; [`report::json`], the headless
//!   contract) and [`format`](mod@format) (sizes, counts, times and paths as people read them);
//!   [`spelling`], the known name a mistyped word was meant to be.
//! - **Cleanup and restore**: [`actions`] (keep rules and marks, the plan, the journaled
//!   move to the trash, the journal's list of cleanups, restore) and [`describe_io_error`].
//! - **Review and comparison**: [`review`] (word diffs, the aligned side-by-side view,
//!   previews), [`near::compare_documents`] and [`images::compare_images`] for two files
//!   ([`videos::compare_videos`] for two videos),
//!   [`folders::compare`] for two folders; [`near::similarity_of_open`] and
//!   [`images::distance_of_open`] measure a member of a group again, through the files a
//!   cleanup has open, against the report's [`Bar`]; [`VerifyError`] says why a file could
//!   not be measured. [`extract`] reads a document's text as a scan does.
//! - **Watch and live scans**: [`watch`] (events from the folders watched), [`live`] (a
//!   report kept up to date) and [`rescan`] (when to scan again).
//! - **Not duplicates**: [`ignore`] (the [`ignore::IgnoreList`] of groups and members the
//!   user hid, kept by content in `ignored.json` in the data folder, and
//!   [`ignore::hide_ignored`], which drops them from a report after a scan).
//! - **Cache**: [`cache`] ([`cache::FingerprintCache`], which the front ends open, size and
//!   clear); [`release_freed_memory`] after a big scan.
//!
//! # Inside
//!
//! Data flow: `walk` lists regular files with their metadata → `hardlinks` folds paths
//! to one file → `exact` groups by size, hashes heads and tails (`hashing`), then whole
//! contents → [`near`] reads the text of each distinct content ([`extract`]), fingerprints
//! it and groups near duplicates; [`images`] does the same for pictures, [`videos`] for
//! videos (through ffmpeg); with folder
//! detection, [`folders`] finds duplicate and similar folders from the exact groups →
//! `scan` assembles the report. [`cache`] remembers hashes and fingerprints between scans,
//! so unchanged files are not read again. [`report`] is the bottom layer: it uses no stage
//! and no action.
//!
//! `walk`, `hardlinks`, `exact` and `ProgressCounters` are public (and hidden from the
//! documentation) only so tests can drive single stages; front ends go through [`scan`].
//! `own_folders`, `trash_folders`, [`near::fingerprint`] and [`review::aligned`] are
//! public modules only while the front ends name items through them in their code; the
//! items are also re-exported where listed above.

// The public API is what the front ends use; every part of it says what it is for.
#![warn(missing_docs)]

pub mod actions;
mod against;
pub mod cache;
pub mod companions;
mod entry;
mod errors;
#[doc(hidden)]
pub mod exact;
pub mod extract;
#[doc(hidden)]
pub mod failpoint;
pub mod folders;
pub mod format;
#[doc(hidden)]
pub mod hardlinks;
mod hashing;
pub mod ignore;
pub mod images;
pub mod live;
mod memory;
pub mod music;
pub mod near;
mod options;
#[doc(hidden)]
pub mod own_folders;
mod positioned;
mod progress;
mod references;
pub mod report;
pub mod rescan;
pub mod review;
mod scan;
mod signatures;
mod similar;
pub mod spelling;
mod system_tools;
#[doc(hidden)]
pub mod trash_folders;
mod untrusted;
mod verify;
pub mod videos;
#[doc(hidden)]
pub mod walk;
mod walk_digest;
pub mod watch;

pub use errors::describe_io_error;
pub use extract::ExtractLimits;
pub use images::{ImageOptions, Likeness};
pub use memory::give_back_freed as release_freed_memory;
pub use near::{NearOptions, NormalizeOptions, Similarity};
pub use options::{
    CacheChoice, DEFAULT_FOLDER_SIMILARITY, FolderOptions, MAX_THREADS, SMALLEST_FILE, ScanChoices,
    ScanOptions,
};
pub use own_folders::doppel_folders;
pub use progress::{CancelToken, Phase, Progress};
pub use report::{Bar, Report};
pub use scan::{ScanError, resolve_root, scan};
pub use trash_folders::home_trash_folder;
pub use verify::VerifyError;
pub use videos::VideoOptions;

#[doc(hidden)]
pub use progress::ProgressCounters;
