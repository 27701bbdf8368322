//! Exact duplicates: size groups, then a head+tail hash, then a whole-content hash.
//!
//! Each stage only passes on files that still have a partner, so a file of unique size is
//! never opened, a file whose head or tail differs is never read in full, and small files
//! are read once, whole, in the first pass. Hashes remembered by the fingerprint cache
//! ([`ScanCache`]) are used instead of reading, and new ones are handed to it.

use rayon::prelude::*;

use super::cache::ScanCache;
use super::entry::FileEntry;
use super::hardlinks::DistinctFile;
use super::hashing::{self, PREHASH_BLOCK, Prehash, SMALL_FILE_LIMIT};
use super::progress::{CancelToken, Phase, ProgressCounters};
use crate::report::{ExactGroup, FileRecord, SkipReason, Skipped};

/// What the exact stage found.
#[derive(Debug, Default)]
pub struct ExactOutcome {
    /// Sets of files with identical content, each sorted by path.
    pub groups: Vec<ExactGroup>,
    /// Files that could not be read, or changed while they were hashed.
    pub skipped: Vec<Skipped>,
}

/// Finds the sets of files with identical content among `files`, reading every file.
pub fn find_exact(
    files: &[DistinctFile],
    progress: &ProgressCounters,
    cancel: &CancelToken,
) -> ExactOutcome {
    find_exact_cached(files, &mut ScanCache::disabled(), progress, cancel)
}

/// Finds the sets of files with identical content among `files`, taking the hashes `cache`
/// remembers instead of reading and telling it the new ones.
pub(crate) fn find_exact_cached(
    files: &[DistinctFile],
    cache: &mut ScanCache,
    progress: &ProgressCounters,
    cancel: &CancelToken,
) -> ExactOutcome {
    let mut outcome = ExactOutcome::default();
    let candidates = same_size_runs(files);

    // First pass: head and tail (or the whole of a small file).
    let bytes_to_read = candidates
        .iter()
        .map(|f| first_pass_bytes(f.entry.size))
        .sum();
    progress.begin(Phase::Prehashing, candidates.len() as u64, bytes_to_read);
    let prehashed = hash_in_batches(
        candidates,
        |cache, files| cache.known_prehashes(files),
        progress,
        cancel,
        &mut outcome.skipped,
        cache,
        |e, buf| hashing::prehash(e, buf).map(|p| (p, first_pass_bytes(e.size))),
        |cache, file, prehash| cache.record_prehash(file, prehash),
    );

    let mut finished = Vec::new();
    let mut need_full = Vec::new();
    for run in runs_with_partners(prehashed, |h| (h.file.entry.size, h.hash)) {
        // Runs of small files were hashed whole: their hash is the content's.
        if run[0].file.entry.size <= SMALL_FILE_LIMIT {
            finished.push(run);
        } else {
            need_full.extend(run.into_iter().map(|h| h.file));
        }
    }

    // Second pass: whole contents of the large files whose ends matched.
    let bytes_to_read = need_full.iter().map(|f| f.entry.size).sum();
    progress.begin(Phase::Hashing, need_full.len() as u64, bytes_to_read);
    let complete = |hash| Prehash {
        hash,
        complete: true,
    };
    let full = hash_in_batches(
        need_full,
        |cache, files| {
            let known = cache.known_full_hashes(files);
            known.into_iter().map(|hash| hash.map(complete)).collect()
        },
        progress,
        cancel,
        &mut outcome.skipped,
        cache,
        |e, buf| hashing::hash_whole(e, buf).map(|h| (complete(h), e.size)),
        |cache, file, hash| cache.record_full_hash(file, hash.hash),
    );
    finished.extend(runs_with_partners(full, |h| (h.file.entry.size, h.hash)));
    cache.checkpoint();

    outcome.groups = finished.into_par_iter().map(to_group).collect();
    outcome
}

/// A file of a same-size run and the hash a pass gave it (whether that hash covers the
/// whole content follows from the pass and the size). The hash is held as two halves: a
/// `u128` field is 16-byte aligned and would make each of a million entries 32 bytes
/// instead of 24.
#[derive(Clone, Copy)]
struct Hashed<'f> {
    file: &'f DistinctFile,
    hash: [u64; 2],
}

impl<'f> Hashed<'f> {
    fn new(file: &'f DistinctFile, prehash: Prehash) -> Self {
        Hashed {
            file,
            hash: [(prehash.hash >> 64) as u64, prehash.hash as u64],
        }
    }

    fn hash(&self) -> u128 {
        (u128::from(self.hash[0]) << 64) | u128::from(self.hash[1])
    }
}

/// Files looked up in the cache at once: enough for its range queries to pay, few enough
/// that the answers take little memory.
const LOOKUP_BATCH: usize = 131_072;

/// Files hashed between two looks at the cache's queue: small enough that a scan cut short
/// loses little and the results waiting to be written stay small.
const BATCH: usize = 16_384;

/// Takes the hashes the cache knows (`known`, batch by batch) and hashes the other files in
/// parallel, telling `cache` each new hash (`record`) and letting it write between
/// batches. Failures go to `skipped`. Files not reached before a cancel are dropped: they
/// cannot be shown as duplicates unverified.
#[allow(clippy::too_many_arguments)]
fn hash_in_batches<'f, F>(
    files: Vec<&'f DistinctFile>,
    known: impl Fn(&mut ScanCache, &[&DistinctFile]) -> Vec<Option<Prehash>>,
    progress: &ProgressCounters,
    cancel: &CancelToken,
    skipped: &mut Vec<Skipped>,
    cache: &mut ScanCache,
    hash: F,
    record: fn(&mut ScanCache, &DistinctFile, Prehash),
) -> Vec<Hashed<'f>>
where
    F: Fn(&FileEntry, &mut Vec<u8>) -> Result<(Prehash, u64), SkipReason> + Sync,
{
    let mut hashed = Vec::with_capacity(files.len());
    let mut unknown = Vec::new();
    for batch in files.chunks(LOOKUP_BATCH) {
        for (&file, known) in batch.iter().zip(known(cache, batch)) {
            match known {
                Some(prehash) => {
                    progress.add(first_pass_or_whole(file, prehash));
                    hashed.push(Hashed::new(file, prehash));
                }
                None => unknown.push(file),
            }
        }
    }
    drop(files);
    for batch in unknown.chunks(BATCH) {
        if cancel.is_cancelled() {
            break;
        }
        let results: Vec<Option<Result<Prehash, SkipReason>>> = batch
            .par_iter()
            .map_init(Vec::new, |buffer, file| {
                if cancel.is_cancelled() {
                    return None;
                }
                Some(hash(&file.entry, buffer).map(|(h, bytes_read)| {
                    progress.add(bytes_read);
                    h
                }))
            })
            .collect();
        for (file, result) in batch.iter().zip(results) {
            match result {
                Some(Ok(prehash)) => {
                    record(cache, file, prehash);
                    hashed.push(Hashed::new(file, prehash));
                }
                Some(Err(reason)) => skipped.push(Skipped::new(file.entry.path(), reason)),
                None => {}
            }
        }
        cache.checkpoint();
    }
    hashed
}

/// The bytes a remembered hash stands for, for the progress: what its pass would read.
fn first_pass_or_whole(file: &DistinctFile, prehash: Prehash) -> u64 {
    if prehash.complete && file.entry.size > SMALL_FILE_LIMIT {
        file.entry.size
    } else {
        first_pass_bytes(file.entry.size)
    }
}

/// Bytes the first pass reads from a file of `size` bytes.
fn first_pass_bytes(size: u64) -> u64 {
    if size <= SMALL_FILE_LIMIT {
        size
    } else {
        2 * PREHASH_BLOCK
    }
}

/// Keeps only the files that share their size with another distinct file, ordered by
/// device and inode so reads follow the disk's layout as closely as we cheaply can.
fn same_size_runs(files: &[DistinctFile]) -> Vec<&DistinctFile> {
    // Sorting by size (in parallel) rather than counting sizes in a map: for a million
    // files it is several times faster.
    let mut by_size: Vec<&DistinctFile> = files.iter().collect();
    by_size.par_sort_unstable_by_key(|f| f.entry.size);
    let mut kept: Vec<&DistinctFile> = Vec::with_capacity(by_size.len());
    for run in by_size.chunk_by(|a, b| a.entry.size == b.entry.size) {
        if run.len() > 1 {
            kept.extend_from_slice(run);
        }
    }
    drop(by_size);
    kept.par_sort_unstable_by_key(|f| (f.entry.dev, f.entry.ino));
    kept
}

/// Groups items by `key` and returns the groups with at least two members.
fn runs_with_partners<T, K, F>(mut items: Vec<T>, key: F) -> Vec<Vec<T>>
where
    T: Send,
    K: Ord,
    F: Fn(&T) -> K + Sync,
{
    items.par_sort_unstable_by_key(|item| key(item));
    let mut runs: Vec<Vec<T>> = Vec::new();
    let mut current: Vec<T> = Vec::new();
    for item in items {
        if current.last().is_some_and(|last| key(last) != key(&item)) {
            if current.len() > 1 {
                runs.push(std::mem::take(&mut current));
            } else {
                current.clear();
            }
        }
        current.push(item);
    }
    if current.len() > 1 {
        runs.push(current);
    }
    runs
}

fn to_group(run: Vec<Hashed<'_>>) -> ExactGroup {
    let size = run[0].file.entry.size;
    let hash = hashing::to_hex(run[0].hash());
    let mut files: Vec<FileRecord> = run.into_iter().map(|h| h.file.record()).collect();
    files.sort_by(|a, b| a.path.cmp(&b.path));
    ExactGroup { size, hash, files }
}
