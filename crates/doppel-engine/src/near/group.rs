//! From fingerprints to near groups: candidate pairs from MinHash banding, exact
//! verification on the shingle sets, and single-link clustering that keeps the pairs that
//! joined each group and says how alike its least alike members are.
//!
//! The MinHash sketch only *finds* pairs: every candidate is verified on the exact sets of
//! shingle hashes, and that exact Jaccard index is what is compared with the threshold and
//! reported. Two steps, because the sets are not kept for every document: [`candidates`]
//! says which documents' sets are needed, the caller provides them, and [`cluster`] groups.

use rayon::prelude::*;

use super::candidates::{Banding, candidate_pairs};
use super::cluster::UnionFind;
use super::fingerprint::Fingerprint;
use super::minhash::{self, SKETCH_SIZE};
use super::shingles::jaccard;
use super::simhash::hamming;

/// A verified pair, by index into the list being grouped.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct VerifiedPair {
    /// The first document of the pair.
    pub a: usize,
    /// The second document of the pair.
    pub b: usize,
    /// Exact resemblance: the Jaccard index of the two shingle sets.
    pub similarity: f64,
    /// Bits in which the two documents' simhashes differ.
    pub hamming: u32,
}

/// Documents that are near duplicates of one another, and the pairs that joined them.
#[derive(Debug, Clone, PartialEq)]
pub struct Cluster {
    /// Indices into the grouped list, ascending.
    pub members: Vec<usize>,
    /// The pairs that joined the cluster (a maximum spanning tree of its verified pairs),
    /// strongest first; `a` and `b` index `members`. Each is at or above the threshold.
    pub pairs: Vec<VerifiedPair>,
    /// The lowest exact resemblance between two members compared: every pair of members
    /// when there are at most [`ALL_PAIRS_LIMIT`], otherwise the candidate pairs inside it.
    pub lowest_similarity: f64,
    /// True when every pair of members compared is at or above the threshold. Single-link
    /// clustering can chain versions much less alike than the threshold; then this is false.
    pub all_alike: bool,
}

/// Groups of at most this many members have every pair of members compared exactly (at
/// most 496 set intersections, each linear in the sets' sizes, which the extraction limit
/// bounds). Larger groups, rare and usually many copies of one boilerplate text, are judged
/// on the candidate pairs that fall inside them.
pub const ALL_PAIRS_LIMIT: usize = 32;

/// Candidates whose MinHash estimate is this far below the threshold are not verified
/// (treated as below it): for documents of 260 or more distinct shingles the estimate's
/// standard error is at most 0.044 (0.035 at 0.8), so a pair at the threshold is under this
/// margin with probability below 10⁻⁵ (10⁻⁸ at 0.8). Sketches of smaller documents (fewer distinct values, see
/// [`SMALL_SKETCH`]) are always verified.
const ESTIMATE_MARGIN: f64 = 0.2;

/// A sketch with fewer distinct values than this comes from a document of roughly 260
/// distinct shingles or fewer, whose estimate is too coarse to rule a pair out.
const SMALL_SKETCH: usize = 112;

/// Candidate pairs `(i, j)`, `i < j`, sorted: those to verify exactly, and those the
/// MinHash estimate rules out.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Candidates {
    /// Pairs to verify on the exact shingle sets.
    pub verify: Vec<(u32, u32)>,
    /// Pairs the estimate puts far below the threshold: not verified, but inside a group
    /// larger than [`ALL_PAIRS_LIMIT`] they are compared exactly for its lowest similarity.
    pub ruled_out: Vec<(u32, u32)>,
}

impl Candidates {
    /// Which of `n` documents have a pair to verify (whose shingle sets are needed).
    pub fn needed(&self, n: usize) -> Vec<bool> {
        let mut needed = vec![false; n];
        for &(a, b) in &self.verify {
            needed[a as usize] = true;
            needed[b as usize] = true;
        }
        needed
    }
}

/// Sketch positions that must agree for an estimate of at least `threshold` (inclusive).
pub fn required_matches(threshold: f64) -> u32 {
    ((threshold * SKETCH_SIZE as f64) - 1e-9).ceil().max(0.0) as u32
}

/// The candidate pairs of documents that may reach `threshold`: LSH banding whose S-curve
/// bends well below the threshold, minus pairs whose estimate rules them out.
pub fn candidates(fingerprints: &[&Fingerprint], threshold: f64) -> Candidates {
    let sketches: Vec<&minhash::Sketch> = fingerprints.iter().map(|f| &*f.sketch).collect();
    let pairs = candidate_pairs(&sketches, Banding::for_exact_verification(threshold));
    let mut small = vec![false; fingerprints.len()];
    let mut involved = vec![false; fingerprints.len()];
    for &(a, b) in &pairs {
        involved[a as usize] = true;
        involved[b as usize] = true;
    }
    small
        .par_iter_mut()
        .zip(involved.par_iter())
        .zip(sketches.par_iter())
        .filter(|((_, involved), _)| **involved)
        .for_each(|((small, _), sketch)| *small = distinct_values(sketch) < SMALL_SKETCH);
    let needed = required_matches(threshold - ESTIMATE_MARGIN);
    let (verify, ruled_out): (Vec<_>, Vec<_>) = pairs.into_par_iter().partition(|&(a, b)| {
        let (a, b) = (a as usize, b as usize);
        small[a] || small[b] || minhash::matches(sketches[a], sketches[b]) >= needed
    });
    Candidates { verify, ruled_out }
}

fn distinct_values(sketch: &minhash::Sketch) -> usize {
    let mut values = *sketch;
    values.sort_unstable();
    values.windows(2).filter(|w| w[0] != w[1]).count() + 1
}

/// Groups the documents whose exact resemblance reaches `threshold`. `sets[i]` is document
/// `i`'s sorted shingle set, needed for every document [`Candidates::needed`] names; pairs
/// with a document whose set is missing (it could not be read again) are left out.
pub fn cluster<T: Ord + Sync>(
    fingerprints: &[&Fingerprint],
    sets: &[Option<Vec<T>>],
    candidates: &Candidates,
    threshold: f64,
) -> Vec<Cluster> {
    let exact = |a: usize, b: usize| match (&sets[a], &sets[b]) {
        (Some(x), Some(y)) => Some(jaccard(x, y)),
        _ => None,
    };
    cluster_measured(fingerprints, &exact, candidates, threshold).clusters
}

/// What [`cluster_measured`] made of the documents.
#[derive(Debug, Clone, PartialEq)]
pub struct Clustered {
    /// The groups, as [`cluster`] makes them.
    pub clusters: Vec<Cluster>,
    /// Pairs whose similarity was asked for but not known: `exact` answered `None`.
    pub unmeasured: Vec<(usize, usize)>,
}

/// [`cluster`], with the exact similarity of two documents (by index) from `exact`, which
/// answers `None` when it cannot tell; such pairs are left out and listed.
pub fn cluster_measured(
    fingerprints: &[&Fingerprint],
    exact: &(dyn Fn(usize, usize) -> Option<f64> + Sync),
    candidates: &Candidates,
    threshold: f64,
) -> Clustered {
    let unmeasured = std::sync::Mutex::new(Vec::new());
    let exact = |a: usize, b: usize| {
        let similarity = exact(a, b);
        if similarity.is_none()
            && let Ok(mut unmeasured) = unmeasured.lock()
        {
            unmeasured.push((a.min(b), a.max(b)));
        }
        similarity
    };
    let compared: Vec<VerifiedPair> = candidates
        .verify
        .par_iter()
        .filter_map(|&(a, b)| {
            let (a, b) = (a as usize, b as usize);
            exact(a, b).map(|similarity| VerifiedPair {
                a,
                b,
                similarity,
                hamming: hamming(fingerprints[a].simhash, fingerprints[b].simhash),
            })
        })
        .collect();
    let mut verified: Vec<VerifiedPair> = compared
        .iter()
        .filter(|p| p.similarity >= threshold)
        .copied()
        .collect();

    // Strongest pairs first (Kruskal): each group keeps a maximum spanning tree of its
    // verified pairs, the links that explain best why its members belong together.
    verified.sort_by(|x, y| {
        y.similarity
            .total_cmp(&x.similarity)
            .then_with(|| (x.a, x.b).cmp(&(y.a, y.b)))
    });
    let mut sets_of = UnionFind::new(fingerprints.len());
    let joining: Vec<VerifiedPair> = verified
        .into_iter()
        .filter(|p| sets_of.union(p.a as u32, p.b as u32))
        .collect();

    let mut by_root: std::collections::BTreeMap<u32, Vec<usize>> = Default::default();
    for pair in &joining {
        for index in [pair.a, pair.b] {
            by_root
                .entry(sets_of.find(index as u32))
                .or_default()
                .push(index);
        }
    }
    let mut clusters: Vec<Cluster> = by_root
        .into_values()
        .map(|mut members| {
            members.sort_unstable();
            members.dedup();
            Cluster {
                members,
                pairs: Vec::new(),
                lowest_similarity: 1.0,
                all_alike: true,
            }
        })
        .collect();
    let mut cluster_of = std::collections::HashMap::new();
    for (c, cluster) in clusters.iter().enumerate() {
        for (position, &member) in cluster.members.iter().enumerate() {
            cluster_of.insert(member, (c, position));
        }
    }
    for pair in joining {
        let (c, a) = cluster_of[&pair.a];
        let (_, b) = cluster_of[&pair.b];
        clusters[c].pairs.push(VerifiedPair { a, b, ..pair });
    }

    // How alike the least alike members are. Small groups: every pair, exactly. Large
    // ones: the candidate pairs inside them (verified or ruled out), exactly.
    let mut inside: Vec<Vec<(usize, usize, Option<f64>)>> = vec![Vec::new(); clusters.len()];
    let mut note = |a: usize, b: usize, similarity: Option<f64>| {
        if let (Some(&(c, _)), Some(&(d, _))) = (cluster_of.get(&a), cluster_of.get(&b))
            && c == d
            && clusters[c].members.len() > ALL_PAIRS_LIMIT
        {
            inside[c].push((a, b, similarity));
        }
    };
    for pair in &compared {
        note(pair.a, pair.b, Some(pair.similarity));
    }
    for &(a, b) in &candidates.ruled_out {
        note(a as usize, b as usize, None);
    }
    clusters
        .par_iter_mut()
        .zip(inside.into_par_iter())
        .for_each(|(cluster, inside)| {
            let similarities: Vec<f64> = if cluster.members.len() <= ALL_PAIRS_LIMIT {
                let members = &cluster.members;
                (0..members.len())
                    .flat_map(|i| (i + 1..members.len()).map(move |j| (i, j)))
                    .filter_map(|(i, j)| exact(members[i], members[j]))
                    .collect()
            } else {
                inside
                    .into_iter()
                    .filter_map(|(a, b, known)| known.or_else(|| exact(a, b)))
                    .collect()
            };
            let lowest = similarities.iter().copied().fold(f64::INFINITY, f64::min);
            let joined = cluster
                .pairs
                .iter()
                .map(|p| p.similarity)
                .fold(f64::INFINITY, f64::min);
            cluster.lowest_similarity = lowest.min(joined);
            cluster.all_alike = cluster.lowest_similarity >= threshold;
        });
    let mut unmeasured = unmeasured.into_inner().unwrap_or_else(|e| e.into_inner());
    unmeasured.sort_unstable();
    unmeasured.dedup();
    Clustered {
        clusters,
        unmeasured,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::near::shingles::fmix64;

    /// A document whose shingle set is the hashes of `range`, with its real sketch.
    fn document(range: std::ops::Range<u64>) -> (Fingerprint, Vec<u64>) {
        let mut set: Vec<u64> = range.map(fmix64).collect();
        set.sort_unstable();
        let print = Fingerprint {
            simhash: 0,
            sketch: Box::new(minhash::sketch(&set)),
            shingles: set.len() as u32,
        };
        (print, set)
    }

    fn group(documents: &[(Fingerprint, Vec<u64>)], threshold: f64) -> Vec<Cluster> {
        let prints: Vec<&Fingerprint> = documents.iter().map(|(p, _)| p).collect();
        let found = candidates(&prints, threshold);
        let needed = found.needed(documents.len());
        let sets: Vec<Option<Vec<u64>>> = documents
            .iter()
            .zip(needed)
            .map(|((_, set), needed)| needed.then(|| set.clone()))
            .collect();
        cluster(&prints, &sets, &found, threshold)
    }

    #[test]
    fn a_pair_exactly_at_the_threshold_is_reported_with_its_exact_similarity() {
        let documents = [
            document(0..1000),
            document(0..800),     // 800 / 1000 = 0.8 with the first
            document(5000..5799), // 0.799 with the next
            document(5000..6000),
            document(90_000..91_000), // unrelated
        ];

        let clusters = group(&documents, 0.8);

        assert_eq!(clusters.len(), 1, "{clusters:?}");
        assert_eq!(clusters[0].members, vec![0, 1]);
        assert_eq!(clusters[0].pairs[0].similarity, 0.8);
        assert_eq!(clusters[0].lowest_similarity, 0.8);
        assert!(clusters[0].all_alike);
    }

    #[test]
    fn a_chain_says_its_ends_are_less_alike() {
        // Each next version shares 900 of 1,000 shingles with the one before: 900 / 1,100
        // = 0.818 between neighbours, 800 / 1,200 = 0.667 between the ends.
        let documents = [document(0..1000), document(100..1100), document(200..1200)];

        let clusters = group(&documents, 0.8);

        assert_eq!(clusters.len(), 1);
        assert_eq!(clusters[0].members, vec![0, 1, 2]);
        assert_eq!(
            clusters[0].pairs.len(),
            2,
            "a spanning tree of three members"
        );
        for pair in &clusters[0].pairs {
            assert_eq!(pair.similarity, 900.0 / 1100.0);
        }
        assert_eq!(clusters[0].lowest_similarity, 800.0 / 1200.0);
        assert!(!clusters[0].all_alike);
    }

    #[test]
    fn a_document_whose_set_is_missing_is_left_out() {
        let documents = [document(0..1000), document(0..990), document(0..980)];
        let prints: Vec<&Fingerprint> = documents.iter().map(|(p, _)| p).collect();
        let found = candidates(&prints, 0.8);
        assert_eq!(found.verify, vec![(0, 1), (0, 2), (1, 2)]);
        let sets = vec![
            Some(documents[0].1.clone()),
            None,
            Some(documents[2].1.clone()),
        ];

        let clusters = cluster(&prints, &sets, &found, 0.8);

        assert_eq!(clusters.len(), 1);
        assert_eq!(clusters[0].members, vec![0, 2]);
        assert_eq!(clusters[0].pairs[0].similarity, 0.98);
    }

    #[test]
    fn estimates_far_below_the_threshold_are_not_verified_unless_the_sketch_is_small() {
        // Unrelated pairs of versions of resemblance 0.4 (571 / 1,429): some become
        // candidates by chance at 0.8, and every one of those is ruled out.
        let mut ruled_out = 0;
        for base in (0..20u64).map(|k| k * 100_000) {
            let big = [
                document(base..base + 1000),
                document(base + 429..base + 1429),
            ];
            let prints: Vec<&Fingerprint> = big.iter().map(|(p, _)| p).collect();
            let found = candidates(&prints, 0.8);
            assert!(found.verify.is_empty(), "{base}: {found:?}");
            assert!(found.needed(2).iter().all(|n| !n));
            ruled_out += found.ruled_out.len();
        }
        assert!(ruled_out > 0, "some were candidates");

        let small = [document(0..40), document(20..60)]; // J = 1/3, coarse sketches
        let prints: Vec<&Fingerprint> = small.iter().map(|(p, _)| p).collect();
        let found = candidates(&prints, 0.5);
        assert_eq!(found.verify, vec![(0, 1)]);
    }

    #[test]
    fn required_matches_round_up() {
        assert_eq!(required_matches(0.8), 103);
        assert_eq!(required_matches(0.75), 96);
        assert_eq!(required_matches(1.0), 128);
        assert_eq!(required_matches(0.5), 64);
    }
}
