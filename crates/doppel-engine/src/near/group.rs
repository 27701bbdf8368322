//! From fingerprints to near groups: candidate pairs, verification against the threshold,
//! and single-link clustering that keeps the pairs that joined each group.

use rayon::prelude::*;

use super::candidates::{Banding, candidate_pairs};
use super::cluster::UnionFind;
use super::fingerprint::Fingerprint;
use super::minhash::{self, SKETCH_SIZE};
use super::simhash::hamming;

/// A verified pair, by index into the list being grouped.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct VerifiedPair {
    /// The first document of the pair.
    pub a: usize,
    /// The second document of the pair.
    pub b: usize,
    /// Estimated resemblance (share of agreeing MinHash positions), at least the threshold.
    pub similarity: f64,
    /// Bits in which the two documents' simhashes differ.
    pub hamming: u32,
}

/// Documents that are near duplicates of one another, and the pairs that joined them.
#[derive(Debug, Clone, PartialEq)]
pub struct Cluster {
    /// Indices into the grouped list, ascending.
    pub members: Vec<usize>,
    /// The pairs that joined the cluster, strongest first; `a` and `b` index `members`.
    pub pairs: Vec<VerifiedPair>,
}

/// Sketch positions that must agree for a pair to reach `threshold` (inclusive: a pair
/// exactly at the threshold is reported).
pub fn required_matches(threshold: f64) -> u32 {
    ((threshold * SKETCH_SIZE as f64) - 1e-9).ceil().max(0.0) as u32
}

/// Groups the documents whose verified similarity reaches `threshold`.
pub fn cluster(fingerprints: &[&Fingerprint], threshold: f64) -> Vec<Cluster> {
    let sketches: Vec<&minhash::Sketch> = fingerprints.iter().map(|f| &*f.sketch).collect();
    let needed = required_matches(threshold);
    let mut verified: Vec<VerifiedPair> =
        candidate_pairs(&sketches, Banding::for_threshold(threshold))
            .into_par_iter()
            .filter_map(|(a, b)| {
                let (a, b) = (a as usize, b as usize);
                let agreeing = minhash::matches(sketches[a], sketches[b]);
                (agreeing >= needed).then(|| VerifiedPair {
                    a,
                    b,
                    similarity: f64::from(agreeing) / SKETCH_SIZE as f64,
                    hamming: hamming(fingerprints[a].simhash, fingerprints[b].simhash),
                })
            })
            .collect();

    // Strongest pairs first (Kruskal): each group keeps a maximum spanning tree of its
    // verified pairs, the links that explain best why its members belong together.
    verified.sort_by(|x, y| {
        y.similarity
            .total_cmp(&x.similarity)
            .then_with(|| (x.a, x.b).cmp(&(y.a, y.b)))
    });
    let mut sets = UnionFind::new(fingerprints.len());
    let joining: Vec<VerifiedPair> = verified
        .into_iter()
        .filter(|p| sets.union(p.a as u32, p.b as u32))
        .collect();

    let mut by_root: std::collections::BTreeMap<u32, Vec<usize>> = Default::default();
    for pair in &joining {
        for index in [pair.a, pair.b] {
            by_root
                .entry(sets.find(index as u32))
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
    clusters
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fingerprint(sketch: [u32; SKETCH_SIZE], simhash: u64) -> Fingerprint {
        Fingerprint {
            simhash,
            sketch: Box::new(sketch),
            shingles: 100,
        }
    }

    /// A sketch agreeing with `base` in exactly `agree` positions.
    fn agreeing(base: &[u32; SKETCH_SIZE], agree: usize, salt: u32) -> [u32; SKETCH_SIZE] {
        let mut s = *base;
        for (i, v) in s.iter_mut().enumerate().skip(agree) {
            *v = 1_000_000 + salt * 1000 + i as u32;
        }
        s
    }

    #[test]
    fn a_pair_exactly_at_the_threshold_is_reported_and_one_below_is_not() {
        let base: [u32; SKETCH_SIZE] = std::array::from_fn(|i| i as u32);
        let at = agreeing(&base, 96, 1); // 96/128 = 0.75 exactly
        let below = agreeing(&base, 95, 2);
        let docs = [
            fingerprint(base, 0),
            fingerprint(at, 0b111),
            fingerprint(below, 0),
        ];
        let refs: Vec<&Fingerprint> = docs.iter().collect();

        let clusters = cluster(&refs, 0.75);

        assert_eq!(clusters.len(), 1);
        assert_eq!(clusters[0].members, vec![0, 1]);
        assert_eq!(clusters[0].pairs[0].similarity, 0.75);
        assert_eq!(clusters[0].pairs[0].hamming, 3);
    }

    #[test]
    fn groups_join_transitively_and_keep_the_joining_pairs() {
        let a: [u32; SKETCH_SIZE] = std::array::from_fn(|i| i as u32);
        let b = agreeing(&a, 118, 1);
        // c agrees with b on b's first 110 positions, so with a on its first 110 too.
        let c = agreeing(&b, 110, 2);
        let far: [u32; SKETCH_SIZE] = std::array::from_fn(|i| 5_000_000 + i as u32);
        let docs = [
            fingerprint(a, 0),
            fingerprint(far, 0),
            fingerprint(b, 0),
            fingerprint(c, 0),
        ];
        let refs: Vec<&Fingerprint> = docs.iter().collect();

        let clusters = cluster(&refs, 0.8);

        assert_eq!(clusters.len(), 1);
        assert_eq!(clusters[0].members, vec![0, 2, 3]);
        assert_eq!(
            clusters[0].pairs.len(),
            2,
            "a spanning tree of three members"
        );
        for pair in &clusters[0].pairs {
            assert!(pair.a < 3 && pair.b < 3 && pair.a != pair.b);
            assert!(pair.similarity >= 0.8);
        }
        // Strongest first: a~b (118) before the 110s.
        assert_eq!(clusters[0].pairs[0].similarity, 118.0 / 128.0);
    }

    #[test]
    fn required_matches_round_up() {
        assert_eq!(required_matches(0.8), 103);
        assert_eq!(required_matches(0.75), 96);
        assert_eq!(required_matches(1.0), 128);
        assert_eq!(required_matches(0.5), 64);
    }
}
