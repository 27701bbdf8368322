//! Word shingles: every run of [`SHINGLE_WORDS`] consecutive words, hashed to 64 bits.
//!
//! The set of these hashes is the document's content as the similarity measure sees it:
//! two documents' resemblance is the Jaccard index of their shingle sets (IR book §19.6).

use xxhash_rust::xxh3::xxh3_64;

use super::normalize::{NormalizeOptions, for_each_word};

/// Words per shingle. Three is the usual choice for documents of a few pages: long enough
/// that shared shingles mean shared phrasing, short enough that one edit changes few.
pub const SHINGLE_WORDS: usize = 3;

/// The sorted, de-duplicated shingle hashes of `text`.
pub fn shingle_set(text: &str, options: NormalizeOptions) -> Vec<u64> {
    let mut shingles = Vec::new();
    for_each_shingle(text, options, |shingle| shingles.push(shingle));
    shingles.sort_unstable();
    shingles.dedup();
    shingles
}

/// Calls `visit` with the hash of every shingle of `text` in order, repeats included.
pub fn for_each_shingle(text: &str, options: NormalizeOptions, mut visit: impl FnMut(u64)) {
    let mut window = [0u64; SHINGLE_WORDS];
    let mut seen = 0usize;
    for_each_word(text, options, |word| {
        window.rotate_left(1);
        window[SHINGLE_WORDS - 1] = word_hash(word.as_bytes());
        seen += 1;
        if seen >= SHINGLE_WORDS {
            visit(combine(&window));
        }
    });
}

/// A 64-bit hash of one word. Most words fit in eight bytes: those are mixed directly
/// (words never contain NUL, so zero padding is unambiguous), which is several times faster
/// than a general-purpose hash on such short input.
#[inline]
fn word_hash(word: &[u8]) -> u64 {
    if word.len() <= 8 {
        let packed = word
            .iter()
            .enumerate()
            .fold(0u64, |v, (i, &b)| v | (u64::from(b) << (8 * i)));
        fmix64(packed ^ 0x9e37_79b9_7f4a_7c15)
    } else {
        xxh3_64(word)
    }
}

/// Mixes the word hashes of one window, order-sensitively (each position is rotated
/// differently), into one well-spread 64-bit value.
fn combine(words: &[u64; SHINGLE_WORDS]) -> u64 {
    let mixed = words
        .iter()
        .enumerate()
        .fold(0u64, |h, (i, word)| h ^ word.rotate_left(21 * i as u32));
    fmix64(mixed)
}

/// The MurmurHash3 finaliser: every input bit affects every output bit.
#[inline]
pub fn fmix64(mut k: u64) -> u64 {
    k ^= k >> 33;
    k = k.wrapping_mul(0xff51_afd7_ed55_8ccd);
    k ^= k >> 33;
    k = k.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    k ^ (k >> 33)
}

/// The exact Jaccard index of two sorted, de-duplicated sets (of shingle hashes, or of the
/// low 32 bits of them as a scan keeps them).
pub fn jaccard<T: Ord>(a: &[T], b: &[T]) -> f64 {
    if a.is_empty() && b.is_empty() {
        return 1.0;
    }
    let (mut i, mut j, mut common) = (0, 0, 0usize);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => {
                common += 1;
                i += 1;
                j += 1;
            }
        }
    }
    common as f64 / (a.len() + b.len() - common) as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shingles_are_word_triples_in_order() {
        let options = NormalizeOptions::default();
        assert_eq!(shingle_set("one two", options).len(), 0);
        assert_eq!(shingle_set("one two three", options).len(), 1);
        assert_eq!(shingle_set("one two three four", options).len(), 2);
        // Repeated triples count once; order matters.
        assert_eq!(shingle_set("a b c a b c", options).len(), 3);
        assert_ne!(shingle_set("a b c", options), shingle_set("c b a", options));
        // Formatting does not.
        assert_eq!(
            shingle_set("A  b,\nc", options),
            shingle_set("a b c", options)
        );
    }

    #[test]
    fn jaccard_counts_shared_elements() {
        assert_eq!(jaccard(&[1, 2, 3], &[1, 2, 3]), 1.0);
        assert_eq!(jaccard(&[1, 2, 3], &[4, 5]), 0.0);
        assert_eq!(jaccard(&[1, 2, 3, 4], &[3, 4, 5, 6]), 2.0 / 6.0);
        assert_eq!(jaccard::<u64>(&[], &[]), 1.0);
        assert_eq!(jaccard(&[1], &[]), 0.0);
        // A subset: |A ∩ B| / |A ∪ B| = |B| / |A|.
        let a: Vec<u64> = (0..1000).collect();
        assert_eq!(jaccard(&a, &a[..800]), 0.8);
        assert_eq!(jaccard(&a[..800], &a), 0.8);
        // Far apart in value, interleaved in order.
        assert_eq!(
            jaccard(&[1, 10, 100, u64::MAX], &[2, 10, 99, u64::MAX]),
            2.0 / 6.0
        );
    }
}
