//! Candidate pairs by MinHash LSH banding: documents whose sketches agree on every row of
//! at least one band become candidates, to be verified before anything is reported.
//!
//! The band shape is chosen per threshold so the S-curve's bend sits well *below* it: a
//! pair whose resemblance is 0.05 under the threshold still becomes a candidate with
//! probability at least 99.5 %, so pairs at or above the threshold are practically never
//! missed here (9 bands of 13 rows would find a pair at exactly 0.8 only 40 % of the time:
//! 1 − (1 − 0.8¹³)⁹). The cost is more candidates to verify, which is cheap.

use rayon::prelude::*;

use super::minhash::{SKETCH_SIZE, Sketch};
use super::shingles::fmix64;

/// How the sketch is cut into bands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Banding {
    pub(crate) bands: usize,
    pub(crate) rows: usize,
}

/// Probability that a candidate is found for a pair below the threshold by this margin.
const MARGIN: f64 = 0.05;
const REQUIRED_PROBABILITY: f64 = 0.995;

/// The margin for near-duplicate documents, whose candidates are verified on the exact
/// shingle sets: a wider one, so a pair exactly at the threshold is missed with probability
/// about 10⁻⁷ (at 0.8: 32 bands of 4 rows, 1 − (1 − 0.8⁴)³²), instead of 5 · 10⁻⁵.
const EXACT_MARGIN: f64 = 0.1;

/// Buckets bigger than this (many documents sharing a whole band, e.g. thousands of copies
/// of one licence header with a line changed) are joined as a star, each member paired with
/// the bucket's first, instead of every pair: n - 1 candidates instead of n²/2.
const BUCKET_PAIR_LIMIT: usize = 64;

impl Banding {
    /// The most selective banding that still finds pairs at `threshold - MARGIN` with
    /// probability at least [`REQUIRED_PROBABILITY`].
    pub(crate) fn for_threshold(threshold: f64) -> Banding {
        Banding::with_margin(threshold, MARGIN)
    }

    /// The banding for candidates that are verified exactly: pairs at
    /// `threshold - EXACT_MARGIN` are found with probability at least
    /// [`REQUIRED_PROBABILITY`].
    pub(crate) fn for_exact_verification(threshold: f64) -> Banding {
        Banding::with_margin(threshold, EXACT_MARGIN)
    }

    fn with_margin(threshold: f64, margin: f64) -> Banding {
        let target = (threshold - margin).max(0.01);
        (1..=SKETCH_SIZE)
            .rev()
            .map(|rows| Banding {
                bands: SKETCH_SIZE / rows,
                rows,
            })
            .find(|b| b.probability(target) >= REQUIRED_PROBABILITY)
            .unwrap_or(Banding {
                bands: SKETCH_SIZE,
                rows: 1,
            })
    }

    /// Probability that two documents of resemblance `jaccard` share at least one band.
    pub(crate) fn probability(self, jaccard: f64) -> f64 {
        1.0 - (1.0 - jaccard.powi(self.rows as i32)).powi(self.bands as i32)
    }
}

/// All candidate pairs `(i, j)` with `i < j`, sorted and without repeats.
pub(crate) fn candidate_pairs(sketches: &[&Sketch], banding: Banding) -> Vec<(u32, u32)> {
    let mut pairs: Vec<u64> = (0..banding.bands)
        .into_par_iter()
        .flat_map_iter(|band| band_pairs(sketches, band, banding.rows))
        .collect();
    pairs.par_sort_unstable();
    pairs.dedup();
    pairs
        .into_iter()
        .map(|p| ((p >> 32) as u32, p as u32))
        .collect()
}

/// The pairs that collide in one band, packed as `i << 32 | j`.
fn band_pairs(sketches: &[&Sketch], band: usize, rows: usize) -> Vec<u64> {
    let range = band * rows..(band + 1) * rows;
    let mut keyed: Vec<(u64, u32)> = sketches
        .iter()
        .enumerate()
        .map(|(i, sketch)| {
            let key = sketch[range.clone()].iter().fold(band as u64, |h, &v| {
                fmix64(h.rotate_left(29) ^ u64::from(v))
            });
            (key, i as u32)
        })
        .collect();
    keyed.sort_unstable();
    let mut pairs = Vec::new();
    for bucket in keyed.chunk_by(|a, b| a.0 == b.0).filter(|b| b.len() > 1) {
        let members = || bucket.iter().map(|&(_, i)| i);
        // A band hash collision between different row values is possible; verification
        // rejects such pairs, so they cost time, not correctness.
        if bucket.len() > BUCKET_PAIR_LIMIT {
            let hub = bucket[0].1;
            pairs.extend(members().skip(1).map(|i| pack(hub, i)));
        } else {
            for (n, a) in members().enumerate() {
                pairs.extend(members().skip(n + 1).map(|b| pack(a, b)));
            }
        }
    }
    pairs
}

fn pack(a: u32, b: u32) -> u64 {
    let (low, high) = if a < b { (a, b) } else { (b, a) };
    (u64::from(low) << 32) | u64::from(high)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bend_sits_below_the_threshold() {
        for threshold in [0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 1.0] {
            let banding = Banding::for_threshold(threshold);
            assert!(banding.bands * banding.rows <= SKETCH_SIZE);
            assert!(
                banding.probability(threshold) > 0.999,
                "{threshold}: {banding:?}"
            );
            assert!(banding.probability(threshold - MARGIN) >= REQUIRED_PROBABILITY);
        }
        assert_eq!(Banding::for_threshold(0.8), Banding { bands: 25, rows: 5 });
    }

    #[test]
    fn exact_verification_finds_pairs_at_the_threshold_all_but_certainly() {
        for threshold in [0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 1.0] {
            let banding = Banding::for_exact_verification(threshold);
            assert!(banding.bands * banding.rows <= SKETCH_SIZE);
            assert!(
                banding.probability(threshold) > 0.9999,
                "{threshold}: {banding:?}"
            );
            assert!(banding.probability(threshold - EXACT_MARGIN) >= REQUIRED_PROBABILITY);
        }
        let default = Banding::for_exact_verification(0.8);
        assert_eq!(default, Banding { bands: 32, rows: 4 });
        assert!(default.probability(0.8) > 0.999_999_9);
    }

    #[test]
    fn identical_band_values_collide_and_others_do_not() {
        let a = [7u32; SKETCH_SIZE];
        let mut b = a;
        b[100] = 8; // differs in one band only
        let c = [9u32; SKETCH_SIZE];
        let pairs = candidate_pairs(&[&a, &b, &c], Banding { bands: 25, rows: 5 });
        assert_eq!(pairs, vec![(0, 1)]);
    }

    #[test]
    fn large_buckets_are_joined_as_a_star() {
        let sketches: Vec<Sketch> = (0..200u32)
            .map(|i| {
                let mut s = [1u32; SKETCH_SIZE];
                s[SKETCH_SIZE - 1] = i; // only the last band differs
                s
            })
            .collect();
        let refs: Vec<&Sketch> = sketches.iter().collect();
        let pairs = candidate_pairs(&refs, Banding { bands: 25, rows: 5 });
        assert_eq!(pairs.len(), 199);
        assert!(pairs.iter().all(|&(a, _)| a == pairs[0].0));
    }
}
