//! A document's fingerprint: what near-duplicate detection keeps per distinct content once
//! its text has been read (the shingle set itself is dropped).

use super::minhash::{Sketch, SketchBuilder};
use super::normalize::NormalizeOptions;
use super::shingles::for_each_shingle;
use super::simhash::SimhashBuilder;

/// The version of what a fingerprint is made from and how. Bump it when extraction,
/// normalisation, shingling, the simhash or the sketch change what a document's
/// fingerprint would be: fingerprints remembered by the cache under another version are
/// then made again instead of compared with new ones.
pub const FINGERPRINT_VERSION: u32 = 1;

pub use crate::report::{MIN_SHINGLES, TOO_SHORT, TooShort};

/// What is kept of a document to compare it with others: its simhash, its MinHash sketch
/// and how many shingles it had (the text itself is not kept).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fingerprint {
    /// The 64-bit simhash of its shingles, shown as the Hamming distance between two.
    pub simhash: u64,
    /// The one-permutation MinHash sketch that estimates resemblance.
    pub sketch: Box<Sketch>,
    /// Shingles in the document, repeats included.
    pub shingles: u32,
}

/// Fingerprints a document's text in one pass over its shingles, without storing them.
pub fn fingerprint(text: &str, options: NormalizeOptions) -> Result<Fingerprint, TooShort> {
    fingerprint_and_set(text, options, false).map(|(print, _)| print)
}

/// Fingerprints a document's text and, when `keep_set` is true, also returns its exact
/// shingle set (sorted, without repeats) from the same pass, for exact verification.
pub fn fingerprint_and_set(
    text: &str,
    options: NormalizeOptions,
    keep_set: bool,
) -> Result<(Fingerprint, Option<Vec<u64>>), TooShort> {
    let mut set: Vec<u64> = Vec::new();
    let print = fingerprint_with(text, options, |shingle| {
        if keep_set {
            set.push(shingle);
        }
    })?;
    Ok((print, keep_set.then(|| into_set(set))))
}

/// Sorts and de-duplicates shingle hashes into a set, in place.
pub fn into_set<T: Ord>(mut shingles: Vec<T>) -> Vec<T> {
    shingles.sort_unstable();
    shingles.dedup();
    shingles.shrink_to_fit();
    shingles
}

/// Like [`fingerprint_and_set`], but what is kept is the low 32 bits of each shingle hash,
/// in text order with repeats (see [`into_set`]): the scan sorts only those of documents
/// that turn out to have a candidate, and keeps twice as many in the same memory.
///
/// Why 32 bits are enough: the Jaccard index of the truncated sets differs from that of the
/// 64-bit ones only through collisions, about |A|·|B| / 2³² of them between two documents,
/// each moving the index by at most 1 / |A ∪ B|: an error under min(|A|, |B|) / 2³², below
/// 2.4 · 10⁻⁶ for documents of 10,000 distinct word triples (about 60 KB of text) and
/// 2.4 · 10⁻⁴ for a million. Shown to one decimal of a percent, it never shows.
pub(crate) fn fingerprint_and_shingles(
    text: &str,
    options: NormalizeOptions,
    keep_set: bool,
) -> Result<(Fingerprint, Option<Vec<u32>>), TooShort> {
    let mut set: Vec<u32> = Vec::new();
    let print = fingerprint_with(text, options, |shingle| {
        if keep_set {
            set.push(shingle as u32);
        }
    })?;
    if !keep_set {
        return Ok((print, None));
    }
    set.shrink_to_fit();
    Ok((print, Some(set)))
}

/// The fingerprint of `text`, showing every shingle to `keep` as it goes.
fn fingerprint_with(
    text: &str,
    options: NormalizeOptions,
    mut keep: impl FnMut(u64),
) -> Result<Fingerprint, TooShort> {
    let mut sketch = SketchBuilder::default();
    let mut simhash = SimhashBuilder::default();
    let mut first_distinct = [0u64; MIN_SHINGLES];
    let mut distinct = 0usize;
    let mut total = 0u64;
    for_each_shingle(text, options, |shingle| {
        sketch.add(shingle);
        simhash.add(shingle);
        keep(shingle);
        total += 1;
        if distinct < MIN_SHINGLES && !first_distinct[..distinct].contains(&shingle) {
            first_distinct[distinct] = shingle;
            distinct += 1;
        }
    });
    if distinct < MIN_SHINGLES {
        return Err(TooShort { shingles: distinct });
    }
    Ok(Fingerprint {
        simhash: simhash.finish(),
        sketch: Box::new(sketch.finish()),
        shingles: u32::try_from(total).unwrap_or(u32::MAX),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::near::shingles::shingle_set;
    use crate::near::{minhash, simhash};

    #[test]
    fn one_pass_matches_the_set_based_definitions() {
        let text = "the quick brown fox jumps over the lazy dog and the quick brown fox sleeps";
        let options = NormalizeOptions::default();
        let set = shingle_set(text, options);
        let print = fingerprint(text, options).unwrap();
        assert_eq!(*print.sketch, minhash::sketch(&set));
        assert_eq!(print.shingles, 13);
        // Repeated shingles vote again in the simhash, so compare with the multiset.
        let mut all = Vec::new();
        crate::near::shingles::for_each_shingle(text, options, |s| all.push(s));
        assert_eq!(print.simhash, simhash::simhash(&all));
        let (with_set, kept) = fingerprint_and_set(text, options, true).unwrap();
        assert_eq!(with_set, print);
        assert_eq!(kept, Some(set));
    }

    #[test]
    fn fewer_than_eight_distinct_shingles_are_too_short() {
        let short = fingerprint(
            "one two three four five six seven eight nine",
            Default::default(),
        );
        assert_eq!(short, Err(TooShort { shingles: 7 }));
        let repeated = "a b c ".repeat(100);
        assert_eq!(
            fingerprint(&repeated, Default::default()),
            Err(TooShort { shingles: 3 })
        );
    }
}
