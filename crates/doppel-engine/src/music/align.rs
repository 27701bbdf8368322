//! Whether two music files are one recording, at an offset the index proposed
//! ([`align`]): the verdict and the span of sound they share ([`SpanPair`]).
//!
//! At an offset, each item of one is compared with the item of the other it lies on: the
//! bits they differ in (0 to 32; unrelated sound differs in about 16, the same recording
//! re-encoded in a few). A stretch of [`WINDOW`] items matches when its items differ by
//! [`MATCH_BITS`] on average or less. Items quiet in either file never count: silence
//! added, or a silent gap, is neither shared nor missed, and two files never match on their
//! silence. The shared span runs from the first matching sound to the last, and most of
//! the sound in it must match ([`MIN_DENSITY`]), with enough kinds of items
//! ([`MIN_DISTINCT`]) that a steady tone or hum is not mistaken for a recording.
//!
//! Sound outside the span, in either file, says what the pair is: at most [`SLACK`]
//! seconds in each, the same recording (trimmed of seconds at either end, or with silence
//! added); at most that in one only, an excerpt of the other (`PartOf`, the shorter first).
//! Two files that share a stretch but each have much sound the other lacks (two songs of
//! one album with the same intro, a medley) are never joined. The score is how close the
//! shared sound is: 1 for the same samples, 0 for unrelated sound.

use super::decode::{ITEM_REACH, ITEM_SECONDS};
use crate::report::{SpanPair, SpanRelation};

/// The items a stretch that matches or not is made of (about two seconds).
const WINDOW: usize = 16;

/// A stretch matches when its items differ in at most this many bits of 32 on average.
const MATCH_BITS: f64 = 10.0;

/// The least share of the sound in the span that must match.
const MIN_DENSITY: f64 = 0.6;

/// The fewest matching items of sound that can join two files (about two seconds).
const MIN_MATCHED: usize = 16;

/// The fewest distinct items among those matched.
const MIN_DISTINCT: usize = 12;

/// Seconds of sound a file may have beyond the shared span and still be all of it.
pub const SLACK: f64 = 8.0;

/// A file's fingerprint as the alignment reads it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Sound<'a> {
    pub(crate) items: &'a [u32],
    pub(crate) quiet: &'a [bool],
}

impl Sound<'_> {
    fn is_sound(&self, i: usize) -> bool {
        !self.quiet.get(i).copied().unwrap_or(true)
    }
}

/// The pair `a` and `b` make when `b`'s item `i + offset` lies on `a`'s item `i`, if they
/// are one recording (`a` and `b` of the pair are 0 and 1, or 1 and 0 when `b` is the
/// excerpt).
pub(crate) fn align(a: Sound<'_>, b: Sound<'_>, offset: i64) -> Option<SpanPair> {
    let n = a.items.len() as i64;
    let m = b.items.len() as i64;
    let first = 0.max(-offset);
    let end = n.min(m - offset);
    if end - first < MIN_MATCHED as i64 {
        return None;
    }
    let (first, end) = (first as usize, end as usize);
    let at_b = |i: usize| (i as i64 + offset) as usize;
    let bits: Vec<u32> = (first..end)
        .map(|i| (a.items[i] ^ b.items[at_b(i)]).count_ones())
        .collect();
    // Each item matches when the stretch around it does (a running sum over the window).
    let mut sums = vec![0u64; bits.len() + 1];
    for (k, &b) in bits.iter().enumerate() {
        sums[k + 1] = sums[k] + u64::from(b);
    }
    let half = WINDOW / 2;
    let matches = |k: usize| {
        let low = k.saturating_sub(half);
        let high = (k + half).min(bits.len());
        let mean = (sums[high] - sums[low]) as f64 / (high - low) as f64;
        mean <= MATCH_BITS
    };
    let both_sound = |k: usize| a.is_sound(first + k) && b.is_sound(at_b(first + k));
    let matched: Vec<usize> = (0..bits.len())
        .filter(|&k| both_sound(k) && matches(k))
        .collect();
    let (&start, &last) = (matched.first()?, matched.last()?);
    if matched.len() < MIN_MATCHED {
        return None;
    }
    let either_sound = (start..=last)
        .filter(|&k| a.is_sound(first + k) || b.is_sound(at_b(first + k)))
        .count();
    if (matched.len() as f64) < MIN_DENSITY * either_sound as f64 {
        return None;
    }
    let mut distinct: Vec<u32> = matched.iter().map(|&k| a.items[first + k]).collect();
    distinct.sort_unstable();
    distinct.dedup();
    if distinct.len() < MIN_DISTINCT {
        return None;
    }
    let span_a = first + start..=first + last;
    let span_b = at_b(first + start)..=at_b(first + last);
    let outside = |sound: Sound<'_>, span: &std::ops::RangeInclusive<usize>| {
        let count = (0..sound.items.len())
            .filter(|i| !span.contains(i) && sound.is_sound(*i))
            .count();
        count as f64 * ITEM_SECONDS
    };
    let (beyond_a, beyond_b) = (outside(a, &span_a), outside(b, &span_b));
    let (part, whole, relation) = match (beyond_a <= SLACK, beyond_b <= SLACK) {
        (true, true) => (0, 1, SpanRelation::Same),
        (true, false) => (0, 1, SpanRelation::PartOf),
        (false, true) => (1, 0, SpanRelation::PartOf),
        (false, false) => return None,
    };
    let mean_bits = matched.iter().map(|&k| f64::from(bits[k])).sum::<f64>() / matched.len() as f64;
    let start_of = |side: usize| {
        let item = if side == 0 {
            *span_a.start()
        } else {
            *span_b.start()
        };
        item as f64 * ITEM_SECONDS
    };
    Some(SpanPair {
        a: part,
        b: whole,
        relation,
        a_start: start_of(part),
        b_start: start_of(whole),
        // The last item's value is made from the sound after its start too.
        length: (last - start) as f64 * ITEM_SECONDS + ITEM_REACH,
        matched: (1.0 - 2.0 * mean_bits / 32.0).clamp(0.0, 1.0),
    })
}

/// The best pair `a` and `b` make at any of `offsets` or an item either side of one (a
/// trim rarely falls on the items' grid): the one sharing the most sound.
pub(crate) fn best(a: Sound<'_>, b: Sound<'_>, offsets: &[i64]) -> Option<SpanPair> {
    let mut tried: Vec<i64> = offsets
        .iter()
        .flat_map(|&offset| [offset - 1, offset, offset + 1])
        .collect();
    tried.sort_unstable();
    tried.dedup();
    tried
        .into_iter()
        .filter_map(|offset| align(a, b, offset))
        .max_by(|x, y| {
            (x.length * x.matched)
                .partial_cmp(&(y.length * y.matched))
                .unwrap_or(std::cmp::Ordering::Equal)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Items of a made-up recording: each a hash of `seed` and its place.
    pub(crate) fn recording(seed: u64, count: usize) -> Vec<u32> {
        (0..count as u64)
            .map(|i| {
                let mut x = (seed * 100_000 + i).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                x ^= x >> 31;
                (x.wrapping_mul(0xBF58_476D_1CE4_E5B9) >> 32) as u32
            })
            .collect()
    }

    fn sound(items: &[u32], quiet: &[bool]) -> Sound<'static> {
        Sound {
            items: Box::leak(items.to_vec().into_boxed_slice()),
            quiet: Box::leak(quiet.to_vec().into_boxed_slice()),
        }
    }

    fn loud(items: &[u32]) -> Sound<'static> {
        sound(items, &vec![false; items.len()])
    }

    /// Flips `bits` low bits of every item: a re-encoding's noise.
    fn noisy(items: &[u32], bits: u32) -> Vec<u32> {
        items.iter().map(|&x| x ^ ((1u32 << bits) - 1)).collect()
    }

    #[test]
    fn a_copy_trimmed_at_the_start_is_the_same_recording_and_an_excerpt_a_part() {
        let song = recording(1, 1500);
        let trimmed = noisy(&song[24..], 3);
        let pair = best(loud(&song), loud(&trimmed), &[-24]).unwrap();
        assert_eq!(pair.relation, SpanRelation::Same);
        assert!((pair.matched - (1.0 - 6.0 / 32.0)).abs() < 1e-9);
        let excerpt = song[300..540].to_vec();
        let pair = best(loud(&song), loud(&excerpt), &[-300]).unwrap();
        assert_eq!(
            (pair.a, pair.b, pair.relation),
            (1, 0, SpanRelation::PartOf)
        );
        assert!((pair.b_start - 300.0 * ITEM_SECONDS).abs() < 1e-9);
    }

    #[test]
    fn different_recordings_and_silence_never_match() {
        let (one, two) = (recording(1, 800), recording(2, 800));
        assert_eq!(best(loud(&one), loud(&two), &[0]), None);
        // The same silence (the same items, all quiet) in both.
        let quiet = vec![true; 800];
        assert_eq!(best(sound(&one, &quiet), sound(&one, &quiet), &[0]), None);
        // A steady tone: one item over and over.
        let tone = vec![0x1234_5678u32; 800];
        assert_eq!(best(loud(&tone), loud(&tone), &[0]), None);
    }

    #[test]
    fn silence_added_before_a_copy_is_neither_shared_nor_missed() {
        let song = recording(3, 1000);
        let mut padded = recording(9, 40);
        padded.extend_from_slice(&song);
        let mut quiet = vec![true; 40];
        quiet.extend(vec![false; 1000]);
        let pair = best(loud(&song), sound(&padded, &quiet), &[40]).unwrap();
        assert_eq!(pair.relation, SpanRelation::Same);
    }

    #[test]
    fn two_songs_sharing_an_intro_are_not_joined() {
        let intro = recording(4, 120);
        let first: Vec<u32> = intro.iter().copied().chain(recording(5, 1200)).collect();
        let second: Vec<u32> = intro.iter().copied().chain(recording(6, 1200)).collect();
        assert_eq!(best(loud(&first), loud(&second), &[0]), None);
    }
}
