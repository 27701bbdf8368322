//! The near-duplicate stage of a scan: reads each distinct content's text, fingerprints it
//! in parallel, and groups the fingerprints.
//!
//! Only the fingerprint is kept per document; the text and shingle set are dropped as soon
//! as the fingerprint is made, so memory grows with the number of documents, not their size.

use rayon::prelude::*;

use super::fingerprint::{Fingerprint, fingerprint};
use super::group::{Cluster, cluster};
use super::normalize::NormalizeOptions;
use super::select::may_be_document;
use crate::engine::extract::{ExtractLimits, Extracted, extract_text};
use crate::engine::hardlinks::DistinctFile;
use crate::engine::progress::{CancelToken, Phase, ProgressCounters};
use crate::report::{NearGroup, NearPair, Skipped};

/// Choices for near-duplicate detection.
#[derive(Debug, Clone)]
pub struct NearOptions {
    /// Minimum resemblance (0.5 to 1.0) for two documents to be reported as near duplicates.
    pub threshold: f64,
    pub normalize: NormalizeOptions,
    pub limits: ExtractLimits,
}

impl Default for NearOptions {
    fn default() -> Self {
        NearOptions {
            threshold: 0.8,
            normalize: NormalizeOptions::default(),
            limits: ExtractLimits::default(),
        }
    }
}

/// What the near-duplicate stage found.
#[derive(Debug, Default)]
pub struct NearOutcome {
    pub groups: Vec<NearGroup>,
    pub skipped: Vec<Skipped>,
    /// Documents fingerprinted.
    pub documents: usize,
}

/// Finds near-duplicate groups among `contents`, one file per distinct content.
pub fn find_near(
    contents: Vec<DistinctFile>,
    options: &NearOptions,
    progress: &ProgressCounters,
    cancel: &CancelToken,
) -> NearOutcome {
    let candidates: Vec<DistinctFile> = contents
        .into_iter()
        .filter(|f| may_be_document(&f.entry.path))
        .collect();
    let total_bytes = candidates.iter().map(|f| f.entry.size).sum();
    progress.begin(Phase::Reading, candidates.len() as u64, total_bytes);

    let read: Vec<(DistinctFile, Option<Result<Fingerprint, String>>)> = candidates
        .into_par_iter()
        .map(|file| {
            if cancel.is_cancelled() {
                return (file, None);
            }
            let result = fingerprint_file(&file, options);
            progress.add(file.entry.size);
            (file, result)
        })
        .collect();

    let mut outcome = NearOutcome::default();
    let mut documents: Vec<(DistinctFile, Fingerprint)> = Vec::new();
    for (file, result) in read {
        match result {
            Some(Ok(fingerprint)) => documents.push((file, fingerprint)),
            Some(Err(reason)) => outcome.skipped.push(Skipped::new(file.entry.path, reason)),
            None => {}
        }
    }
    outcome.documents = documents.len();
    if cancel.is_cancelled() {
        return outcome;
    }

    progress.begin(Phase::Comparing, documents.len() as u64, 0);
    let fingerprints: Vec<&Fingerprint> = documents.iter().map(|(_, f)| f).collect();
    let clusters = cluster(&fingerprints, options.threshold);
    outcome.groups = clusters
        .into_iter()
        .map(|c| near_group(&c, &documents))
        .collect();
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

/// `None` for files that are not documents (binary content): they are not skipped, just
/// left to the exact-duplicate search.
fn fingerprint_file(
    file: &DistinctFile,
    options: &NearOptions,
) -> Option<Result<Fingerprint, String>> {
    match extract_text(&file.entry.path, &options.limits) {
        Ok(Extracted::Text { text, .. }) => {
            Some(fingerprint(&text, options.normalize).map_err(|short| short.to_string()))
        }
        Ok(Extracted::NotText) => None,
        Err(reason) => Some(Err(reason)),
    }
}
