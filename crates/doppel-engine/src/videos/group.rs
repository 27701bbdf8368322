//! Which videos to align, and the groups the verified pairs make.
//!
//! Not every pair is aligned: a coarse index names the candidates. Each frame's coarse key
//! is the part of its hash made of the lowest frequencies (14 bits, the ones re-encoding and
//! resizing least disturb); a video is indexed by the key of each run of frames sharing one.
//! Two videos sharing keys at a steady offset (the difference of the frames' times, in bins
//! of a second, a bin either side counting too) are candidates; keys that most videos share
//! (plain dark scenes) name none. The durations only decide which of two is aligned into the
//! other. Candidates are aligned ([`super::align`]) on every core, and the groups are the
//! connected components of the pairs found joined: a copy trimmed at the start and one
//! trimmed at the end are in one group through the original.

use std::collections::HashMap;

use crate::near::cluster::joined_parts;

use rayon::prelude::*;

use super::align::{Frames, MIN_PART, Verdict, align};
use super::fingerprint::BLANK;
use crate::report::SpanPair;
use crate::report::SpanRelation;

/// The bits of a frame hash (as `fingerprint.rs` lays them out: bit `v * 8 + u - 1` for
/// the frequency `(u, v)`) whose frequencies sum to at most 4, but the constant one.
const COARSE_BITS: [u32; 14] = {
    let mut bits = [0u32; 14];
    let mut n = 0;
    let mut v = 0;
    while v < 8 {
        let mut u = 0;
        while u < 8 {
            if u + v > 0 && u + v <= 4 {
                bits[n] = (v * 8 + u - 1) as u32;
                n += 1;
            }
            u += 1;
        }
        v += 1;
    }
    bits
};

/// A frame's coarse key.
fn coarse(hash: u64) -> u16 {
    COARSE_BITS.iter().enumerate().fold(0u16, |key, (i, &bit)| {
        key | (((hash >> bit) & 1) as u16) << i
    })
}

/// Frames a bin of offsets spans (a second).
const BIN: i64 = super::sample::FPS as i64;

/// The most runs one key may index; a key more common names no candidates.
const COMMON_KEY: usize = 2000;

/// The votes that make two videos candidates (fewer when one has fewer runs).
const MIN_VOTES: u32 = 3;

/// Every pair of `videos` (each its frame hashes) worth aligning, `a < b`, sorted.
pub(crate) fn candidates(videos: &[&[u64]]) -> Vec<(u32, u32)> {
    let mut postings: HashMap<u16, Vec<(u32, u32)>> = HashMap::new();
    let mut runs = vec![0u32; videos.len()];
    for (v, frames) in videos.iter().enumerate() {
        let mut previous = None;
        for (f, &hash) in frames.iter().enumerate() {
            if hash == BLANK {
                previous = None;
                continue;
            }
            let key = coarse(hash);
            if previous != Some(key) {
                postings.entry(key).or_default().push((v as u32, f as u32));
                runs[v] += 1;
                previous = Some(key);
            }
        }
    }
    let votes: HashMap<(u32, u32, i64), u32> = postings
        .into_par_iter()
        .filter(|(_, list)| list.len() <= COMMON_KEY)
        .fold(HashMap::new, |mut votes, (_, list)| {
            for (x, &(va, fa)) in list.iter().enumerate() {
                for &(vb, fb) in &list[x + 1..] {
                    if va == vb {
                        continue;
                    }
                    let (a, b, offset) = if va < vb {
                        (va, vb, i64::from(fb) - i64::from(fa))
                    } else {
                        (vb, va, i64::from(fa) - i64::from(fb))
                    };
                    *votes.entry((a, b, offset.div_euclid(BIN))).or_insert(0) += 1;
                }
            }
            votes
        })
        .reduce(HashMap::new, |mut all, part| {
            for (key, n) in part {
                *all.entry(key).or_insert(0) += n;
            }
            all
        });
    let mut pairs: Vec<(u32, u32)> = votes
        .iter()
        .filter(|&(&(a, b, bin), _)| {
            let around: u32 = (bin - 1..=bin + 1)
                .map(|k| votes.get(&(a, b, k)).copied().unwrap_or(0))
                .sum();
            let needed = MIN_VOTES.min(runs[a as usize]).min(runs[b as usize]).max(1);
            around >= needed
        })
        .map(|(&(a, b, _), _)| (a, b))
        .collect();
    pairs.par_sort_unstable();
    pairs.dedup();
    pairs
}

/// The candidate pairs that align, each with its verdict's pair (`a` and `b` indexing
/// `videos`).
pub(crate) fn verified(videos: &[Frames<'_>], candidates: &[(u32, u32)]) -> Vec<SpanPair> {
    candidates
        .par_iter()
        .filter_map(|&(x, y)| {
            let (x, y) = (x as usize, y as usize);
            // The shorter is aligned into the longer (the same verdict either way round;
            // this way the vote table is the smaller's length plus the longer's).
            let (first, second) = if videos[x].hashes.len() <= videos[y].hashes.len() {
                (x, y)
            } else {
                (y, x)
            };
            match align(videos[first], videos[second]) {
                Verdict::Joined(mut pair) => {
                    let index = |i: usize| if i == 0 { first } else { second };
                    (pair.a, pair.b) = (index(pair.a), index(pair.b));
                    Some(pair)
                }
                Verdict::Apart(_) => None,
            }
        })
        .collect()
}

/// The groups `pairs` make over `count` videos, each with the indexes of its pairs;
/// single videos are in none.
///
/// The pairs longer than [`MIN_PART`] join videos as connected components. A short clip
/// wholly inside a video (a phone's three-second clip, a sting) joins only the first group
/// it lies in: a sting two different videos open with would otherwise join them.
pub(crate) fn components(count: usize, pairs: &[SpanPair]) -> Vec<(Vec<usize>, Vec<usize>)> {
    let short = |pair: &SpanPair| pair.relation == SpanRelation::PartOf && pair.length <= MIN_PART;
    let long: Vec<(usize, usize)> = pairs
        .iter()
        .filter(|pair| !short(pair))
        .map(|pair| (pair.a, pair.b))
        .collect();
    // What each video is joined to by the long pairs: its group, or itself alone.
    let mut unit: Vec<usize> = (0..count).collect();
    for (group, members) in joined_parts(count, long.iter().copied()).iter().enumerate() {
        for &member in members {
            unit[member] = count + group;
        }
    }
    let mut joins = long;
    let mut attached: Vec<usize> = Vec::new();
    let mut parts: Vec<&SpanPair> = pairs.iter().filter(|pair| short(pair)).collect();
    parts.sort_by_key(|pair| (pair.a, pair.b));
    for pair in parts {
        // `a` is the part: its group joins the first group it lies in, and no other.
        let (clip, container) = (unit[pair.a], unit[pair.b]);
        if clip != container && !attached.contains(&clip) {
            attached.push(clip);
            joins.push((pair.a, pair.b));
        }
    }
    joined_parts(count, joins)
        .into_iter()
        .map(|members| {
            let within = |video: usize| members.binary_search(&video).is_ok();
            let of_part = (0..pairs.len())
                .filter(|&p| within(pairs[p].a) && within(pairs[p].b))
                .collect();
            (members, of_part)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::SpanRelation;

    fn clip(seed: u64, count: usize) -> Vec<u64> {
        (0..count as u64)
            .map(|i| {
                let mut x = (seed * 1000 + i).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                x ^= x >> 29;
                x.wrapping_mul(0xBF58_476D_1CE4_E5B9) | 1
            })
            .collect()
    }

    /// Videos known by their frame hashes only.
    fn hashes_only<'a>(videos: &[&'a [u64]]) -> Vec<Frames<'a>> {
        let known = |hashes: &'a [u64]| Frames {
            hashes,
            details: &[],
        };
        videos.iter().map(|&hashes| known(hashes)).collect()
    }

    #[test]
    fn copies_are_candidates_and_grouped_through_the_original() {
        let original = clip(1, 80);
        let start_trimmed = original[12..].to_vec();
        let end_trimmed = original[..64].to_vec();
        let other = clip(2, 80);
        let videos: Vec<&[u64]> = vec![&start_trimmed, &other, &original, &end_trimmed];
        let found = candidates(&videos);
        assert!(
            found.contains(&(0, 2)) && found.contains(&(2, 3)),
            "{found:?}"
        );
        let frames = hashes_only(&videos);
        let pairs = verified(&frames, &found);
        assert!(pairs.iter().all(|p| p.a != 1 && p.b != 1));
        let groups = components(videos.len(), &pairs);
        assert_eq!(groups.len(), 1);
        assert_eq!(groups[0].0, [0, 2, 3]);
        let part = pairs
            .iter()
            .find(|p| (p.a, p.b) == (0, 2))
            .map(|p| p.relation);
        assert_eq!(part, Some(SpanRelation::PartOf));
    }

    #[test]
    fn the_coarse_bits_are_fourteen_distinct_low_frequencies() {
        let mut bits = COARSE_BITS.to_vec();
        bits.sort_unstable();
        bits.dedup();
        assert_eq!(bits.len(), 14);
        assert_eq!(bits[0], 0);
        assert_eq!(coarse(u64::MAX), (1 << 14) - 1);
    }

    /// A sting two different videos open with is a part of each, and joins only one of
    /// them: the two videos are never in one group through it.
    #[test]
    fn a_short_clip_joins_one_group_and_never_bridges_two() {
        let sting = clip(20, 12);
        let first: Vec<u64> = sting.iter().copied().chain(clip(21, 100)).collect();
        let second: Vec<u64> = sting.iter().copied().chain(clip(22, 100)).collect();
        let videos: Vec<&[u64]> = vec![&sting, &first, &second];
        let frames = hashes_only(&videos);
        let pairs = verified(&frames, &[(0, 1), (0, 2), (1, 2)]);
        assert_eq!(pairs.len(), 2, "the sting is a part of both: {pairs:?}");
        let groups = components(videos.len(), &pairs);
        assert_eq!(groups.len(), 1);
        assert_eq!(groups[0].0, [0, 1]);
        assert!(groups[0].1.iter().all(|&p| pairs[p].b == 1));
    }
}
