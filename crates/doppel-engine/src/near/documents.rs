//! The near-duplicate stage of a scan: reads each distinct content's text, fingerprints it
//! in parallel, and groups the fingerprints.
//!
//! Only the fingerprint is kept per document; the text and shingle set are dropped as soon
//! as the fingerprint is made, so memory grows with the number of documents, not their size.
//! What the fingerprint cache remembers about a file (its fingerprint, or that it is not a
//! document or too short) is used instead of reading it, for the same options only.

use rayon::prelude::*;

use xxhash_rust::xxh3::xxh3_64;

use super::fingerprint::{FINGERPRINT_VERSION, Fingerprint, fingerprint};
use super::group::{Cluster, cluster};
use super::normalize::NormalizeOptions;
use super::select::may_be_document;
use super::similarity::Similarity;
use crate::cache::{DocumentMemo, ScanCache};
use crate::extract::{ExtractLimits, Extracted, extract_text};
use crate::hardlinks::DistinctFile;
use crate::progress::{CancelToken, Phase, ProgressCounters};
use crate::report::{NearGroup, NearPair, Skipped};

/// Choices for near-duplicate detection.
#[derive(Debug, Clone)]
pub struct NearOptions {
    /// Minimum resemblance for two documents to be reported as near duplicates.
    pub threshold: Similarity,
    /// What is left out of a document's words before they are compared.
    pub normalize: NormalizeOptions,
    /// How much a document may inflate to, how much text it may yield, and how long reading
    /// it may take.
    pub limits: ExtractLimits,
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
    /// Documents fingerprinted.
    pub(crate) documents: usize,
}

/// What became of one candidate file.
enum Read {
    /// What the file is, and whether it was read now (and so is news to the cache).
    Known { memo: DocumentMemo, fresh: bool },
    /// Extraction failed; not remembered, since some failures (a timeout) may not recur.
    Failed(String),
    /// Not reached before the scan was cancelled.
    NotReached,
}

/// Finds near-duplicate groups among `contents`, one file per distinct content, reading
/// only the files `cache` knows nothing about and telling it what they turned out to be.
pub(crate) fn find_near(
    contents: Vec<DistinctFile>,
    options: &NearOptions,
    cache: &mut ScanCache,
    progress: &ProgressCounters,
    cancel: &CancelToken,
) -> NearOutcome {
    let candidates: Vec<DistinctFile> = contents
        .into_iter()
        .filter(|f| may_be_document(&f.entry.path))
        .collect();
    let total_bytes = candidates.iter().map(|f| f.entry.size).sum();
    progress.begin(Phase::Reading, candidates.len() as u64, total_bytes);

    // Remembered outcomes first; the rest is read in parallel. Candidates keep their order,
    // which decides ties when clustering, so the groups do not depend on what was cached.
    let key = options.fingerprint_key();
    let mut reads: Vec<(DistinctFile, Option<Read>)> = candidates
        .into_iter()
        .map(|file| {
            let known = cache.take_document(&file, key).map(|memo| {
                progress.add(file.entry.size);
                Read::Known { memo, fresh: false }
            });
            (file, known)
        })
        .collect();
    reads
        .par_iter_mut()
        .filter(|(_, read)| read.is_none())
        .for_each(|(file, read)| {
            *read = Some(if cancel.is_cancelled() {
                Read::NotReached
            } else {
                let result = fingerprint_file(file, options);
                progress.add(file.entry.size);
                result
            });
        });

    let mut outcome = NearOutcome::default();
    let mut documents: Vec<(DistinctFile, Fingerprint)> = Vec::new();
    let mut fresh_documents: Vec<bool> = Vec::new();
    for (file, read) in reads {
        match read.unwrap_or(Read::NotReached) {
            Read::Known {
                memo: DocumentMemo::Fingerprint(print),
                fresh,
            } => {
                documents.push((file, print));
                fresh_documents.push(fresh);
            }
            Read::Known { memo, fresh } => {
                if let DocumentMemo::TooShort(short) = &memo {
                    let reason = short.to_string();
                    outcome
                        .skipped
                        .push(Skipped::new(file.entry.path.clone(), reason));
                }
                if fresh {
                    cache.record_document(&file, key, memo);
                }
            }
            Read::Failed(reason) => outcome.skipped.push(Skipped::new(file.entry.path, reason)),
            Read::NotReached => {}
        }
    }
    outcome.documents = documents.len();

    if !cancel.is_cancelled() {
        progress.begin(Phase::Comparing, documents.len() as u64, 0);
        let fingerprints: Vec<&Fingerprint> = documents.iter().map(|(_, f)| f).collect();
        let clusters = cluster(&fingerprints, options.threshold.get());
        outcome.groups = clusters
            .into_iter()
            .map(|c| near_group(&c, &documents))
            .collect();
    }
    // The fingerprints are done with: hand the new ones to the cache rather than copy them.
    for ((file, print), fresh) in documents.into_iter().zip(fresh_documents) {
        if fresh {
            cache.record_document(&file, key, DocumentMemo::Fingerprint(print));
        }
    }
    outcome
}

/// The report's form of a cluster: members in path order, pairs re-indexed to match.
fn near_group(cluster: &Cluster, documents: &[(DistinctFile, Fingerprint)]) -> NearGroup {
    let mut order: Vec<usize> = (0..cluster.members.len()).collect();
    order.sort_by(|&x, &y| {
        let path = |i: usize| &documents[cluster.members[i]].0.entry.path;
        path(x).cmp(path(y))
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
    }
}

/// Reads a file's text and fingerprints it. Files that are not documents (binary content)
/// are not skipped, just left to the exact-duplicate search.
fn fingerprint_file(file: &DistinctFile, options: &NearOptions) -> Read {
    match extract_text(&file.entry.path, &options.limits) {
        Ok(Extracted::Text { text, .. }) => {
            let memo = match fingerprint(&text, options.normalize) {
                Ok(print) => DocumentMemo::Fingerprint(print),
                Err(short) => DocumentMemo::TooShort(short),
            };
            Read::Known { memo, fresh: true }
        }
        Ok(Extracted::NotText) => Read::Known {
            memo: DocumentMemo::NotText,
            fresh: true,
        },
        Err(reason) => Read::Failed(reason),
    }
}
