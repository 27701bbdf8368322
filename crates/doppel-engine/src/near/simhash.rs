//! Charikar's simhash: one 64-bit fingerprint whose Hamming distance to another estimates
//! the angle between the two documents' shingle vectors.
//!
//! Doppel reports the distance beside each verified pair; the decision itself is made on
//! the MinHash estimate of resemblance, because a fixed radius of 3 bits only catches
//! almost-identical documents: two equal-sized documents at Jaccard 0.8 have a cosine of
//! 0.8 / 0.9, so their 64 bits differ in 64 · arccos(0.889) / π ≈ 10 places on average.

/// The simhash of a set of shingle hashes: bit i is set when more shingles have bit i set
/// than clear.
#[cfg(test)]
pub(crate) fn simhash(shingles: &[u64]) -> u64 {
    let mut builder = SimhashBuilder::default();
    for &shingle in shingles {
        builder.add(shingle);
    }
    builder.finish()
}

/// Counts, per bit, how many shingles have it set; each occurrence votes once.
///
/// Counting 64 bits one by one per shingle dominated fingerprinting, so the counts are kept
/// eight to a `u64` (one byte per bit, via a table that spreads a byte's bits into bytes)
/// and moved to full counters before a byte can overflow.
#[derive(Debug, Clone)]
pub(crate) struct SimhashBuilder {
    counts: [u32; 64],
    lanes: [u64; 8],
    pending: u32,
    total: u64,
}

/// `SPREAD[b]` has byte j equal to bit j of `b`.
const SPREAD: [u64; 256] = {
    let mut table = [0u64; 256];
    let mut b = 0;
    while b < 256 {
        let mut j = 0;
        while j < 8 {
            table[b] |= (((b >> j) & 1) as u64) << (8 * j);
            j += 1;
        }
        b += 1;
    }
    table
};

impl Default for SimhashBuilder {
    fn default() -> Self {
        SimhashBuilder {
            counts: [0; 64],
            lanes: [0; 8],
            pending: 0,
            total: 0,
        }
    }
}

impl SimhashBuilder {
    #[inline]
    pub(crate) fn add(&mut self, shingle: u64) {
        for (k, lane) in self.lanes.iter_mut().enumerate() {
            *lane += SPREAD[((shingle >> (8 * k)) & 0xff) as usize];
        }
        self.pending += 1;
        self.total += 1;
        if self.pending == 255 {
            self.flush();
        }
    }

    fn flush(&mut self) {
        for (k, lane) in self.lanes.iter_mut().enumerate() {
            for j in 0..8 {
                self.counts[8 * k + j] += ((*lane >> (8 * j)) & 0xff) as u32;
            }
            *lane = 0;
        }
        self.pending = 0;
    }

    pub(crate) fn finish(mut self) -> u64 {
        self.flush();
        let total = self.total;
        self.counts
            .iter()
            .enumerate()
            .filter(|(_, count)| 2 * u64::from(**count) > total)
            .fold(0u64, |hash, (bit, _)| hash | (1 << bit))
    }
}

/// Number of differing bits.
pub(crate) fn hamming(a: u64, b: u64) -> u32 {
    (a ^ b).count_ones()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn k_differing_bits_are_a_distance_of_k() {
        let a = 0u64;
        for k in 0..=64u32 {
            let b = if k == 64 { u64::MAX } else { (1u64 << k) - 1 };
            assert_eq!(hamming(a, b), k);
        }
    }

    #[test]
    fn counts_survive_many_shingles() {
        // 1,000 shingles with bit 0 set and 999 without: the byte counters must not wrap.
        let mut shingles = vec![1u64; 1000];
        shingles.extend(vec![2u64; 999]);
        assert_eq!(simhash(&shingles), 1);
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
