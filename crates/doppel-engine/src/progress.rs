//! Progress reporting and cancellation shared between the engine and its front ends.
//!
//! Workers bump atomic counters in [`ProgressCounters`]; a ticker thread owned by the scan
//! turns them into [`Progress`] snapshots and hands them to the caller's callback a few
//! times a second, so front ends get a steady stream without a message per file.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU64, Ordering};

/// The stage a scan is in, in the order a scan passes through them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    /// Listing the folders and reading file metadata.
    Walking,
    /// Hashing the head and tail of files that share a size.
    Prehashing,
    /// Hashing the whole of files whose head and tail match.
    Hashing,
    /// Finding duplicate and similar folders (only when asked for).
    Folders,
    /// Reading documents' text and fingerprinting it.
    Reading,
    /// Comparing document fingerprints.
    Comparing,
    /// Decoding images and fingerprinting them (when similar images are asked for).
    Images,
    /// Sampling videos' frames with ffmpeg and fingerprinting them (when similar videos are
    /// asked for).
    Videos,
    /// Decoding music with ffmpeg and fingerprinting its sound (when similar music is asked
    /// for).
    Music,
    /// The scan has finished (or was cancelled).
    Done,
}

impl Phase {
    /// A short lower-case label for progress displays.
    pub fn label(self) -> &'static str {
        match self {
            Phase::Walking => "walking",
            Phase::Prehashing => "hashing heads and tails",
            Phase::Hashing => "hashing contents",
            Phase::Folders => "comparing folders",
            Phase::Reading => "reading documents",
            Phase::Comparing => "comparing documents",
            Phase::Images => "reading images",
            Phase::Videos => "reading videos",
            Phase::Music => "reading music",
            Phase::Done => "done",
        }
    }

    fn from_u8(value: u8) -> Phase {
        match value {
            0 => Phase::Walking,
            1 => Phase::Prehashing,
            2 => Phase::Hashing,
            3 => Phase::Folders,
            4 => Phase::Reading,
            5 => Phase::Comparing,
            6 => Phase::Images,
            7 => Phase::Videos,
            8 => Phase::Music,
            _ => Phase::Done,
        }
    }
}

/// A snapshot of how far a scan has come.
///
/// While walking, the totals are unknown and equal the counts found so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    /// The stage the scan is in.
    pub phase: Phase,
    /// Files this phase has finished.
    pub files_done: u64,
    /// Files this phase will handle.
    pub files_total: u64,
    /// Bytes this phase has finished.
    pub bytes_done: u64,
    /// Bytes this phase will handle.
    pub bytes_total: u64,
}

/// Counters the workers of a scan update as they go. Public for tests that drive single
/// stages ([`crate::walk`], [`crate::exact`]); front ends get [`Progress`] snapshots.
#[derive(Debug, Default)]
pub struct ProgressCounters {
    phase: AtomicU8,
    files_done: AtomicU64,
    files_total: AtomicU64,
    bytes_done: AtomicU64,
    bytes_total: AtomicU64,
}

impl ProgressCounters {
    /// Starts a new phase with known totals and zeroed done counters.
    pub(crate) fn begin(&self, phase: Phase, files_total: u64, bytes_total: u64) {
        self.files_done.store(0, Ordering::Relaxed);
        self.bytes_done.store(0, Ordering::Relaxed);
        self.files_total.store(files_total, Ordering::Relaxed);
        self.bytes_total.store(bytes_total, Ordering::Relaxed);
        self.phase.store(phase as u8, Ordering::Release);
    }

    /// Records one finished file of `bytes` bytes.
    pub(crate) fn add(&self, bytes: u64) {
        self.files_done.fetch_add(1, Ordering::Relaxed);
        self.bytes_done.fetch_add(bytes, Ordering::Relaxed);
    }

    /// Records one file found while walking, where done and total grow together.
    pub(crate) fn add_found(&self, bytes: u64) {
        self.add(bytes);
        self.files_total.fetch_add(1, Ordering::Relaxed);
        self.bytes_total.fetch_add(bytes, Ordering::Relaxed);
    }

    /// The counters as they stand now.
    pub fn snapshot(&self) -> Progress {
        Progress {
            phase: Phase::from_u8(self.phase.load(Ordering::Acquire)),
            files_done: self.files_done.load(Ordering::Relaxed),
            files_total: self.files_total.load(Ordering::Relaxed),
            bytes_done: self.bytes_done.load(Ordering::Relaxed),
            bytes_total: self.bytes_total.load(Ordering::Relaxed),
        }
    }
}

/// A flag a front end sets to stop a scan; workers check it between files.
#[derive(Debug, Clone, Default)]
pub struct CancelToken(Arc<AtomicBool>);

impl CancelToken {
    /// A token not yet cancelled.
    pub fn new() -> Self {
        Self::default()
    }

    /// Asks the work this token (or any clone of it) was given to stop soon.
    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether [`CancelToken::cancel`] has been called on this token or a clone.
    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}
