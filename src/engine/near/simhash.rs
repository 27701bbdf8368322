//! Charikar's simhash: one 64-bit fingerprint whose Hamming distance to another estimates
//! the angle between the two documents' shingle vectors.
//!
//! Doppel reports the distance beside each verified pair; the decision itself is made on
//! the MinHash estimate of resemblance, because a fixed radius of 3 bits only catches
//! almost-identical documents (DESIGN.md: at Jaccard 0.8 the median distance is 10 bits).

/// The simhash of a set of shingle hashes: bit i is set when more shingles have bit i set
/// than clear.
pub fn simhash(shingles: &[u64]) -> u64 {
    let mut votes = [0i32; 64];
    for &shingle in shingles {
        for (bit, vote) in votes.iter_mut().enumerate() {
            // +1 when the bit is set, -1 when it is clear.
            *vote += (((shingle >> bit) & 1) as i32) * 2 - 1;
        }
    }
    votes
        .iter()
        .enumerate()
        .filter(|(_, vote)| **vote > 0)
        .fold(0u64, |hash, (bit, _)| hash | (1 << bit))
}

/// Number of differing bits.
pub fn hamming(a: u64, b: u64) -> u32 {
    (a ^ b).count_ones()
}

/// True when `a` and `b` are at most `radius` bits apart (a distance of exactly `radius`
/// is inside).
pub fn within(a: u64, b: u64, radius: u32) -> bool {
    hamming(a, b) <= radius
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distance_exactly_k_is_within_k() {
        let a = 0u64;
        for k in 0..=64u32 {
            let b = if k == 64 { u64::MAX } else { (1u64 << k) - 1 };
            assert_eq!(hamming(a, b), k);
            assert!(within(a, b, k), "distance {k} is inside radius {k}");
            if k > 0 {
                assert!(
                    !within(a, b, k - 1),
                    "distance {k} is outside radius {}",
                    k - 1
                );
            }
        }
    }

    #[test]
    fn majority_vote_per_bit() {
        assert_eq!(simhash(&[]), 0);
        assert_eq!(simhash(&[0b1010]), 0b1010);
        assert_eq!(simhash(&[0b1100, 0b1010, 0b1001]), 0b1000);
    }

    #[test]
    fn similar_sets_have_close_simhashes() {
        let base: Vec<u64> = (0..1000u64).map(super::super::shingles::fmix64).collect();
        let mut edited = base.clone();
        for item in edited.iter_mut().take(20) {
            *item = super::super::shingles::fmix64(*item ^ 0xdead);
        }
        let other: Vec<u64> = (5000..6000u64)
            .map(super::super::shingles::fmix64)
            .collect();
        let close = hamming(simhash(&base), simhash(&edited));
        let far = hamming(simhash(&base), simhash(&other));
        assert!(close < 8, "{close}");
        assert!(far > 16, "{far}");
    }
}
