//! Exact duplicates: size groups, then a head+tail hash, then a whole-content hash.
//!
//! Each stage only passes on files that still have a partner, so a file of unique size is
//! never opened, a file whose head or tail differs is never read in full, and small files
//! are read once, whole, in the first pass. Hashes remembered by the fingerprint cache
//! ([`ScanCache`]) are used instead of reading, and new ones are handed to it.

use std::collections::HashMap;

use rayon::prelude::*;

use super::cache::ScanCache;
use super::entry::FileEntry;
use super::hardlinks::DistinctFile;
use super::hashing::{self, PREHASH_BLOCK, Prehash, SMALL_FILE_LIMIT};
use super::progress::{CancelToken, Phase, ProgressCounters};
use crate::report::{ExactGroup, FileRecord, Skipped};

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
    let (mut prehashed, unknown) = split_known(candidates, |f| cache.prehash(f));
    for (file, _) in &prehashed {
        progress.add(first_pass_bytes(file.entry.size));
    }
    let read = hash_all(unknown, progress, cancel, &mut outcome.skipped, |e, buf| {
        hashing::prehash(e, buf).map(|p| (p, first_pass_bytes(e.size)))
    });
    for (file, prehash) in &read {
        cache.record_prehash(file, *prehash);
    }
    prehashed.extend(read);

    let mut finished = Vec::new();
    let mut need_full = Vec::new();
    for run in runs_with_partners(prehashed, |(file, prehash)| (file.entry.size, *prehash)) {
        if run[0].1.complete {
            finished.push(run);
        } else {
            need_full.extend(run.into_iter().map(|(file, _)| file));
        }
    }

    // Second pass: whole contents of the large files whose ends matched.
    let bytes_to_read = need_full.iter().map(|f| f.entry.size).sum();
    progress.begin(Phase::Hashing, need_full.len() as u64, bytes_to_read);
    let complete = |hash| Prehash {
        hash,
        complete: true,
    };
    let (mut full, unknown) = split_known(need_full, |f| cache.full_hash(f).map(complete));
    for (file, _) in &full {
        progress.add(file.entry.size);
    }
    let read = hash_all(unknown, progress, cancel, &mut outcome.skipped, |e, buf| {
        hashing::hash_whole(e, buf).map(|h| (complete(h), e.size))
    });
    for (file, hash) in &read {
        cache.record_full_hash(file, hash.hash);
    }
    full.extend(read);
    finished.extend(runs_with_partners(full, |(file, hash)| {
        (file.entry.size, *hash)
    }));

    outcome.groups = finished.into_iter().map(to_group).collect();
    outcome
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
    let mut per_size: HashMap<u64, u32> = HashMap::with_capacity(files.len());
    for file in files {
        *per_size.entry(file.entry.size).or_default() += 1;
    }
    let mut kept: Vec<&DistinctFile> = files
        .iter()
        .filter(|f| per_size[&f.entry.size] > 1)
        .collect();
    kept.sort_unstable_by_key(|f| (f.entry.dev, f.entry.ino));
    kept
}

/// Splits `files` into those whose hash `known` supplies and those still to be read.
fn split_known(
    files: Vec<&DistinctFile>,
    known: impl Fn(&DistinctFile) -> Option<Prehash>,
) -> (Vec<(&DistinctFile, Prehash)>, Vec<&DistinctFile>) {
    let mut found = Vec::new();
    let mut unknown = Vec::new();
    for file in files {
        match known(file) {
            Some(hash) => found.push((file, hash)),
            None => unknown.push(file),
        }
    }
    (found, unknown)
}

/// Hashes every file in parallel with `hash`, moving failures to `skipped`. Files not
/// reached before a cancel are dropped: they cannot be shown as duplicates unverified.
fn hash_all<'f, F>(
    files: Vec<&'f DistinctFile>,
    progress: &ProgressCounters,
    cancel: &CancelToken,
    skipped: &mut Vec<Skipped>,
    hash: F,
) -> Vec<(&'f DistinctFile, Prehash)>
where
    F: Fn(&FileEntry, &mut Vec<u8>) -> Result<(Prehash, u64), String> + Sync,
{
    let results: Vec<(&DistinctFile, Option<Result<Prehash, String>>)> = files
        .into_par_iter()
        .map_init(Vec::new, |buffer, file| {
            if cancel.is_cancelled() {
                return (file, None);
            }
            let result = hash(&file.entry, buffer).map(|(h, bytes_read)| {
                progress.add(bytes_read);
                h
            });
            (file, Some(result))
        })
        .collect();
    let mut hashed = Vec::with_capacity(results.len());
    for (file, result) in results {
        match result {
            Some(Ok(h)) => hashed.push((file, h)),
            Some(Err(reason)) => skipped.push(Skipped::new(file.entry.path.clone(), reason)),
            None => {}
        }
    }
    hashed
}

/// Groups items by `key` and returns the groups with at least two members.
fn runs_with_partners<T, K, F>(mut items: Vec<T>, key: F) -> Vec<Vec<T>>
where
    K: Ord,
    F: Fn(&T) -> K,
{
    items.sort_by_key(|item| key(item));
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

fn to_group(run: Vec<(&DistinctFile, Prehash)>) -> ExactGroup {
    let size = run[0].0.entry.size;
    let hash = hashing::to_hex(run[0].1.hash);
    let mut files: Vec<FileRecord> = run.into_iter().map(|(file, _)| file.record()).collect();
    files.sort_by(|a, b| a.path.cmp(&b.path));
    ExactGroup { size, hash, files }
}
