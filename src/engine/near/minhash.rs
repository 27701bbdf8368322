//! MinHash sketches (Broder): a fixed-size summary of a shingle set from which the Jaccard
//! resemblance of two documents can be estimated without keeping the sets.
//!
//! Each of [`SKETCH_SIZE`] hash functions is a multiply-add over the (already well-mixed)
//! 64-bit shingle hash, keeping the top 32 bits; the sketch holds each function's minimum.
//! The share of positions where two sketches agree estimates their Jaccard index, with a
//! standard error of sqrt(J(1-J)/128), about 0.035 at J = 0.8.

use std::sync::OnceLock;

/// Hash functions per sketch.
pub const SKETCH_SIZE: usize = 128;

/// A MinHash sketch.
pub type Sketch = [u32; SKETCH_SIZE];

/// The multipliers (odd) and offsets of the hash functions, fixed so that sketches are
/// comparable across runs (and, later, across cached fingerprints).
fn coefficients() -> &'static ([u64; SKETCH_SIZE], [u64; SKETCH_SIZE]) {
    static COEFFICIENTS: OnceLock<([u64; SKETCH_SIZE], [u64; SKETCH_SIZE])> = OnceLock::new();
    COEFFICIENTS.get_or_init(|| {
        let mut state = 0x005e_edd0_bbe1_u64;
        let mut next = || {
            // splitmix64
            state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        };
        let mut multipliers = [0u64; SKETCH_SIZE];
        let mut offsets = [0u64; SKETCH_SIZE];
        for i in 0..SKETCH_SIZE {
            multipliers[i] = next() | 1;
            offsets[i] = next();
        }
        (multipliers, offsets)
    })
}

/// The sketch of a set of shingle hashes. An empty set gives all-maximum values.
pub fn sketch(shingles: &[u64]) -> Sketch {
    let (multipliers, offsets) = coefficients();
    let mut mins = [u32::MAX; SKETCH_SIZE];
    for &shingle in shingles {
        for i in 0..SKETCH_SIZE {
            let value = (multipliers[i]
                .wrapping_mul(shingle)
                .wrapping_add(offsets[i])
                >> 32) as u32;
            mins[i] = mins[i].min(value);
        }
    }
    mins
}

/// Positions where two sketches agree.
pub fn matches(a: &Sketch, b: &Sketch) -> u32 {
    a.iter().zip(b.iter()).filter(|(x, y)| x == y).count() as u32
}

/// Estimated Jaccard resemblance of the two sets behind the sketches.
pub fn similarity(a: &Sketch, b: &Sketch) -> f64 {
    f64::from(matches(a, b)) / SKETCH_SIZE as f64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::near::shingles::{fmix64, jaccard};

    fn set(range: std::ops::Range<u64>) -> Vec<u64> {
        let mut v: Vec<u64> = range.map(fmix64).collect();
        v.sort_unstable();
        v
    }

    #[test]
    fn identical_sets_agree_everywhere() {
        let a = set(0..500);
        assert_eq!(similarity(&sketch(&a), &sketch(&a)), 1.0);
    }

    #[test]
    fn estimates_track_the_true_jaccard() {
        for overlap in [900u64, 800, 600, 300] {
            let a = set(0..1000);
            let b = set((1000 - overlap)..(2000 - overlap));
            let truth = jaccard(&a, &b);
            let estimate = similarity(&sketch(&a), &sketch(&b));
            assert!(
                (estimate - truth).abs() < 0.12,
                "truth {truth}, estimate {estimate}"
            );
        }
    }
}
