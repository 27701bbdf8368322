//! The near-duplicate stage of a scan: reads each distinct content's text, fingerprints it
//! in parallel, and groups the fingerprints.
//!
//! The fingerprint is kept per document and the text dropped as soon as it is made. Pairs
//! found by the sketches are verified on the exact shingle sets, so shingles are kept too
//! (the low 32 bits of each hash, see `fingerprint_and_shingles` for why that is enough; in
//! text order, sorted into a set only for documents that get a candidate), but within a
//! budget ([`SET_BUDGET_BYTES`] for the whole scan, first come first kept); once the
//! candidates are known, the shingles of documents in no candidate pair are dropped and the
//! documents in one whose set was not kept (over the budget, or fingerprinted by an earlier
//! scan and taken from the cache) are read again, in parallel, through the same extraction.
//! Each group then records which of its members hold all of another (`contain.rs`), from
//! the same sets (read again for members an earlier scan measured).
//! What the fingerprint cache remembers about a file (its fingerprint, or that it is not a
//! document or too short) is used instead of reading it, for the same options only.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};

use rayon::prelude::*;

use xxhash_rust::xxh3::xxh3_64;

use super::contain::holds_all_of;
use super::fingerprint::{FINGERPRINT_VERSION, Fingerprint, fingerprint_and_shingles, into_set};
use super::group::{self, ALL_PAIRS_LIMIT, Cluster, cluster_measured};
use super::normalize::NormalizeOptions;
use super::pair::read_document;
use super::select::may_be_document;
use super::shingles::jaccard;
use crate::cache::{DocumentMemo, ScanCache};
use crate::entry::FileEntry;
use crate::extract::{ExtractLimits, Extracted, extract_text};
use crate::hardlinks::DistinctFile;
use crate::progress::{CancelToken, Phase, ProgressCounters};
use crate::report::DocumentProblem;
use crate::report::{Bar, NearGroup, NearHolds, NearPair, Similarity, SkipReason, Skipped};

/// Choices for near-duplicate detection.
#[derive(Debug, Clone, PartialEq)]
pub struct NearOptions {
    /// Minimum resemblance for two documents to be reported as near duplicates.
    pub threshold: Similarity,
    /// What is left out of a document's words before they are compared.
    pub normalize: NormalizeOptions,
    /// How much a document may inflate to, how much text it may yield, and how long reading
    /// it may take.
    pub limits: ExtractLimits,
}

impl Bar {
    /// Options that read and compare two documents as the scan did, for
    /// [`crate::near::similarity_of_open`]: its threshold and normalisation, the usual
    /// extraction limits.
    pub fn near_options(&self) -> NearOptions {
        NearOptions {
            threshold: self.similarity,
            normalize: self.normalize,
            limits: ExtractLimits::default(),
        }
    }
}

impl NearOptions {
    /// Stands for everything that decides a file's fingerprint: the fingerprint format and
    /// the options that change what text is read and how it is normalised (not the
    /// threshold, which only matters when comparing). Cached fingerprints made under
    /// another key are not reused.
    pub(crate) fn fingerprint_key(&self) -> i64 {
        let NormalizeOptions {
            drop_numbers,
            drop_stop_words,
            stem,
        } = self.normalize;
        let described = format!(
            "fingerprint {FINGERPRINT_VERSION}; numbers {drop_numbers}; stop words \
             {drop_stop_words}; stem {stem}; text {}; inflated {}",
            self.limits.max_text_bytes, self.limits.max_inflated_bytes
        );
        xxh3_64(described.as_bytes()) as i64
    }
}

impl Default for NearOptions {
    fn default() -> Self {
        NearOptions {
            threshold: Similarity::DEFAULT,
            normalize: NormalizeOptions::default(),
            limits: ExtractLimits::default(),
        }
    }
}

/// What the near-duplicate stage found.
#[derive(Debug, Default)]
pub(crate) struct NearOutcome {
    pub(crate) groups: Vec<NearGroup>,
    pub(crate) skipped: Vec<Skipped>,
    /// How many of `skipped` are failures another scan may not meet (a document that
    /// could not be read or timed out, or changed while compared), unlike a verdict such as
    /// "too short".
    pub(crate) failures: usize,
    /// Documents fingerprinted.
    pub(crate) documents: usize,
}

/// Shingles kept from the first reading, in bytes, for the whole scan (32 million
/// shingles, roughly 200 MB of text). Past it, documents in candidate pairs are read again.
pub(crate) const SET_BUDGET_BYTES: usize = 128 << 20;

/// What became of one candidate file.
enum Read {
    /// What the file is, whether it was read now (and so is news to the cache), and its
    /// shingle set if it was kept.
    Known {
        memo: DocumentMemo,
        fresh: bool,
        set: Option<Vec<u32>>,
    },
    /// Extraction failed; not remembered, since some failures (a timeout) may not recur.
    Failed(SkipReason),
    /// Not reached before the scan was cancelled.
    NotReached,
}

/// Finds near-duplicate groups among `contents`, one file per distinct content, reading
/// only the files `cache` knows nothing about and telling it what they turned out to be.
pub(crate) fn find_near(
    contents: Vec<&DistinctFile>,
    options: &NearOptions,
    cache: &mut ScanCache,
    progress: &ProgressCounters,
    cancel: &CancelToken,
) -> NearOutcome {
    let candidates: Vec<&DistinctFile> = contents
        .into_iter()
        .filter(|f| may_be_document(&f.entry.path()))
        .collect();
    let total_bytes = candidates.iter().map(|f| f.entry.size).sum();
    progress.begin(Phase::Reading, candidates.len() as u64, total_bytes);

    // Remembered outcomes first; the rest is read in parallel. Candidates keep their order,
    // which decides ties when clustering, so the groups do not depend on what was cached.
    let key = options.fingerprint_key();
    let memos = cache.known_documents(&candidates, key);
    let mut reads: Vec<(&DistinctFile, Option<Read>)> = candidates
        .into_iter()
        .zip(memos)
        .map(|(file, memo)| {
            let known = memo.map(|memo| {
                progress.add(file.entry.size);
                Read::Known {
                    memo,
                    fresh: false,
                    set: None,
                }
            });
            (file, known)
        })
        .collect();
    let budget = AtomicUsize::new(SET_BUDGET_BYTES);
    reads
        .par_iter_mut()
        .filter(|(_, read)| read.is_none())
        .for_each(|(file, read)| {
            *read = Some(if cancel.is_cancelled() {
                Read::NotReached
            } else {
                let result = fingerprint_file(file, options, &budget);
                progress.add(file.entry.size);
                result
            });
        });

    let mut outcome = NearOutcome::default();
    let mut documents: Vec<(&DistinctFile, Fingerprint)> = Vec::new();
    let mut fresh_documents: Vec<bool> = Vec::new();
    let mut sets: Vec<Option<Vec<u32>>> = Vec::new();
    for (file, read) in reads {
        match read.unwrap_or(Read::NotReached) {
            Read::Known {
                memo: DocumentMemo::Fingerprint(print),
                fresh,
                set,
            } => {
                documents.push((file, print));
                fresh_documents.push(fresh);
                sets.push(set);
            }
            Read::Known { memo, fresh, .. } => {
                if let DocumentMemo::TooShort(short) = &memo {
                    let reason = DocumentProblem::TooShort(*short);
                    outcome
                        .skipped
                        .push(Skipped::new(file.entry.path(), reason));
                }
                if fresh {
                    cache.record_document(file, key, memo);
                    cache.checkpoint();
                }
            }
            Read::Failed(reason) => {
                outcome.failures += 1;
                outcome
                    .skipped
                    .push(Skipped::new(file.entry.path(), reason));
            }
            Read::NotReached => {}
        }
    }
    outcome.documents = documents.len();

    if !cancel.is_cancelled() {
        progress.begin(Phase::Comparing, documents.len() as u64, 0);
        let threshold = options.threshold.get();
        let fingerprints: Vec<&Fingerprint> = documents.iter().map(|(_, f)| f).collect();
        let candidates = group::candidates(&fingerprints, threshold);
        // Pairs of documents unchanged since an earlier scan measured them need no sets.
        let mut known = remembered(cache, &documents, &candidates.verify, key);
        let mut needed = vec![false; documents.len()];
        for &(a, b) in &candidates.verify {
            if !known.contains_key(&(a as usize, b as usize)) {
                needed[a as usize] = true;
                needed[b as usize] = true;
            }
        }
        sets.par_iter_mut().zip(&needed).for_each(|(set, needed)| {
            *set = if *needed {
                set.take().map(into_set)
            } else {
                None
            };
        });
        let problems = read_sets_again(&documents, &needed, &mut sets, options, cancel);
        // A needed set still missing is a document that could not be read again.
        let unreadable: Vec<bool> = needed
            .iter()
            .zip(&sets)
            .map(|(needed, set)| *needed && set.is_none())
            .collect();
        outcome.failures += problems.len();
        outcome.skipped.extend(problems);
        // A group's members are compared pairwise for its lowest similarity, pairs that
        // may not be remembered: those found unmeasured are looked up, or their sets read,
        // and the documents grouped once more.
        for round in 0..2 {
            if cancel.is_cancelled() {
                break;
            }
            let measured = std::sync::Mutex::new(Vec::new());
            let exact = |a: usize, b: usize| {
                if let Some(&similarity) = known.get(&(a.min(b), a.max(b))) {
                    return Some(similarity);
                }
                let (Some(x), Some(y)) = (&sets[a], &sets[b]) else {
                    return None;
                };
                let similarity = jaccard(x, y);
                if let Ok(mut measured) = measured.lock() {
                    measured.push((a.min(b), a.max(b), similarity));
                }
                Some(similarity)
            };
            let clustered = cluster_measured(&fingerprints, &exact, &candidates, threshold);
            for (a, b, similarity) in measured.into_inner().unwrap_or_else(|e| e.into_inner()) {
                let (x, y) = (&documents[a].0.entry, &documents[b].0.entry);
                cache.record_similarity(x, y, key, similarity);
                known.insert((a, b), similarity);
            }
            let unmeasured: Vec<(u32, u32)> = clustered
                .unmeasured
                .iter()
                .filter(|&&(a, b)| !unreadable[a] && !unreadable[b])
                .map(|&(a, b)| (a as u32, b as u32))
                .collect();
            if unmeasured.is_empty() || round == 1 {
                let holds =
                    fuller_members(&clustered.clusters, &documents, &mut sets, options, cancel);
                outcome.groups = clustered
                    .clusters
                    .iter()
                    .zip(&holds)
                    .map(|(c, holds)| near_group(c, holds, &documents))
                    .collect();
                break;
            }
            known.extend(remembered(cache, &documents, &unmeasured, key));
            let mut more = vec![false; documents.len()];
            for &(a, b) in &unmeasured {
                if !known.contains_key(&(a as usize, b as usize)) {
                    more[a as usize] = sets[a as usize].is_none();
                    more[b as usize] = sets[b as usize].is_none();
                }
            }
            let problems = read_sets_again(&documents, &more, &mut sets, options, cancel);
            outcome.failures += problems.len();
            outcome.skipped.extend(problems);
        }
        cache.checkpoint();
    }
    drop(sets);
    // The fingerprints are done with: hand the new ones to the cache rather than copy them.
    for ((file, print), fresh) in documents.into_iter().zip(fresh_documents) {
        if fresh {
            cache.record_document(file, key, DocumentMemo::Fingerprint(print));
        }
    }
    outcome
}

/// The similarities an earlier scan measured for `pairs` of `documents` (by index), with
/// the same options, by pair.
fn remembered(
    cache: &mut ScanCache,
    documents: &[(&DistinctFile, Fingerprint)],
    pairs: &[(u32, u32)],
    key: i64,
) -> HashMap<(usize, usize), f64> {
    let entries: Vec<(&FileEntry, &FileEntry)> = pairs
        .iter()
        .map(|&(a, b)| {
            (
                &documents[a as usize].0.entry,
                &documents[b as usize].0.entry,
            )
        })
        .collect();
    let similarities = cache.known_similarities(&entries, key);
    pairs
        .iter()
        .zip(similarities)
        .filter_map(|(&(a, b), s)| Some(((a as usize, b as usize), s?)))
        .collect()
}

/// Reads again, in parallel, the documents whose set is needed but was not kept; returns
/// the files that could not be compared after all (unreadable now, or changed since they
/// were fingerprinted: their pairs are left out).
fn read_sets_again(
    documents: &[(&DistinctFile, Fingerprint)],
    needed: &[bool],
    sets: &mut [Option<Vec<u32>>],
    options: &NearOptions,
    cancel: &CancelToken,
) -> Vec<Skipped> {
    sets.par_iter_mut()
        .zip(documents.par_iter())
        .zip(needed.par_iter())
        .filter(|((set, _), needed)| **needed && set.is_none())
        .filter_map(|((set, (file, print)), _)| {
            if cancel.is_cancelled() {
                return None;
            }
            let reason = match read_document(&file.entry.path(), options) {
                Ok(document) if document.fingerprint == *print => {
                    *set = Some(into_set(document.set.iter().map(|&s| s as u32).collect()));
                    return None;
                }
                Ok(_) => SkipReason::ChangedWhileCompared,
                Err(problem) => SkipReason::Unextractable {
                    words: format!("could not be compared: {problem}"),
                },
            };
            Some(Skipped::new(file.entry.path(), reason))
        })
        .collect()
}

/// For each cluster, its members that hold all of another (`contain.rs`), as (whole, part,
/// more) by place among its members: every pair of a cluster of up to [`ALL_PAIRS_LIMIT`],
/// the joining pairs of a larger one. The sets of members an earlier scan measured without
/// them are read again; a member that cannot be read now is left out of this alone.
fn fuller_members(
    clusters: &[Cluster],
    documents: &[(&DistinctFile, Fingerprint)],
    sets: &mut [Option<Vec<u32>>],
    options: &NearOptions,
    cancel: &CancelToken,
) -> Vec<Vec<(usize, usize, u64)>> {
    let pairs_of = |cluster: &Cluster| -> Vec<(usize, usize)> {
        let n = cluster.members.len();
        if n <= ALL_PAIRS_LIMIT {
            (0..n)
                .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
                .collect()
        } else {
            cluster.pairs.iter().map(|p| (p.a, p.b)).collect()
        }
    };
    let mut needed = vec![false; documents.len()];
    for cluster in clusters {
        for (i, j) in pairs_of(cluster) {
            for place in [i, j] {
                let member = cluster.members[place];
                needed[member] = sets[member].is_none();
            }
        }
    }
    // Not reported as skipped: such a document is in its group, only its holds unknown.
    let _ = read_sets_again(documents, &needed, sets, options, cancel);
    clusters
        .par_iter()
        .map(|cluster| {
            let set = |place: usize| sets[cluster.members[place]].as_deref();
            let mut holds = Vec::new();
            for (i, j) in pairs_of(cluster) {
                let (Some(x), Some(y)) = (set(i), set(j)) else {
                    continue;
                };
                if let Some(more) = holds_all_of(x, y) {
                    holds.push((i, j, more));
                } else if let Some(more) = holds_all_of(y, x) {
                    holds.push((j, i, more));
                }
            }
            holds
        })
        .collect()
}

/// The report's form of a cluster: members in path order, pairs (and the members that
/// hold all of another, by place among its members) re-indexed to match.
fn near_group(
    cluster: &Cluster,
    holds: &[(usize, usize, u64)],
    documents: &[(&DistinctFile, Fingerprint)],
) -> NearGroup {
    let mut order: Vec<usize> = (0..cluster.members.len()).collect();
    order.sort_by(|&x, &y| {
        let entry = |i: usize| &documents[cluster.members[i]].0.entry;
        entry(x).path().cmp(&entry(y).path())
    });
    let mut position = vec![0; order.len()];
    for (new, &old) in order.iter().enumerate() {
        position[old] = new;
    }
    NearGroup {
        files: order
            .iter()
            .map(|&i| documents[cluster.members[i]].0.record())
            .collect(),
        pairs: cluster
            .pairs
            .iter()
            .map(|p| NearPair {
                a: position[p.a].min(position[p.b]),
                b: position[p.a].max(position[p.b]),
                similarity: p.similarity,
                hamming: p.hamming,
            })
            .collect(),
        lowest_similarity: cluster.lowest_similarity,
        all_alike: cluster.all_alike,
        holds: holds
            .iter()
            .map(|&(whole, part, more)| NearHolds {
                whole: position[whole],
                part: position[part],
                more,
            })
            .collect(),
    }
}

/// Reads a file's text and fingerprints it, keeping its shingle set while `budget` (bytes
/// left) allows. Files that are not documents (binary content) are not skipped, just left
/// to the exact-duplicate search.
fn fingerprint_file(file: &DistinctFile, options: &NearOptions, budget: &AtomicUsize) -> Read {
    match extract_text(&file.entry.path(), &options.limits) {
        Ok(Extracted::Text { text, .. }) => {
            let keep = budget.load(Ordering::Relaxed) > 0;
            let (memo, set) = match fingerprint_and_shingles(&text, options.normalize, keep) {
                Ok((print, set)) => (DocumentMemo::Fingerprint(print), set),
                Err(short) => (DocumentMemo::TooShort(short), None),
            };
            let set = set.filter(|set| take_from(budget, set.capacity() * size_of::<u32>()));
            Read::Known {
                memo,
                fresh: true,
                set,
            }
        }
        Ok(Extracted::NotText) => Read::Known {
            memo: DocumentMemo::NotText,
            fresh: true,
            set: None,
        },
        Err(words) => Read::Failed(SkipReason::Unextractable { words }),
    }
}

/// Takes `bytes` from what is left of `budget`, if that much is left.
fn take_from(budget: &AtomicUsize, bytes: usize) -> bool {
    budget
        .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |left| {
            left.checked_sub(bytes)
        })
        .is_ok()
}
