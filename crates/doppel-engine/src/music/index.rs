//! Which music files to align, and at what offsets ([`candidates`]): an index of
//! fingerprint items, never every pair.
//!
//! Every item of sound (not quiet) is indexed by its value. A re-encoded copy keeps many
//! items exactly (a few bits of each differ, not all of most), so two files that hold one
//! recording share many values at one steady offset; unrelated files share few, at
//! scattered offsets. Each value two files share votes for its offset; an offset with
//! [`MIN_VOTES`] votes, counting an item either side, makes them candidates at the best
//! few offsets. Values that a great many items hold ([`COMMON`]: the hum of a quiet
//! passage, a tone) name no candidates.

use std::collections::HashMap;

use rayon::prelude::*;

use super::align::Sound;

/// The most items one value may index; a value more common names no candidates.
const COMMON: usize = 400;

/// The votes an offset needs (with an item either side) to make two files candidates.
const MIN_VOTES: u32 = 4;

/// The most offsets of one pair that are aligned.
const OFFSETS: usize = 3;

/// A pair of files worth aligning (`a < b`), at the offsets where `b`'s item `i + offset`
/// would lie on `a`'s item `i`, most voted first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Candidate {
    pub(crate) a: u32,
    pub(crate) b: u32,
    pub(crate) offsets: Vec<i64>,
}

/// Every pair of `tracks` worth aligning, sorted.
pub(crate) fn candidates(tracks: &[Sound<'_>]) -> Vec<Candidate> {
    let index = Index::of(tracks);
    // Each track asks the index for the tracks after it: its votes are its own, so memory
    // stays one track's worth however large the library (one table of every pair's votes
    // grew with the square of the tracks: 227 MB for 960 songs).
    let mut found: Vec<Candidate> = (0..tracks.len())
        .into_par_iter()
        .flat_map_iter(|t| index.candidates_after(t as u32, tracks[t]))
        .collect();
    found.par_sort_unstable_by_key(|c| (c.a, c.b));
    found
}

/// Every item of sound of every track, by value: `(value, track, item)`, sorted.
struct Index {
    entries: Vec<(u32, u32, u32)>,
}

impl Index {
    fn of(tracks: &[Sound<'_>]) -> Index {
        let mut entries: Vec<(u32, u32, u32)> = tracks
            .iter()
            .enumerate()
            .flat_map(|(t, track)| {
                track
                    .items
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| !track.quiet.get(i).copied().unwrap_or(true))
                    .map(move |(i, &item)| (item, t as u32, i as u32))
            })
            .collect();
        entries.par_sort_unstable();
        Index { entries }
    }

    /// The items holding `value`, or none when it is too common to tell anything.
    fn holding(&self, value: u32) -> &[(u32, u32, u32)] {
        let start = self.entries.partition_point(|e| e.0 < value);
        let len = self.entries[start..].partition_point(|e| e.0 == value);
        if len > COMMON {
            return &[];
        }
        &self.entries[start..start + len]
    }

    /// The tracks after `t` worth aligning with it (`track` is its sound).
    fn candidates_after(&self, t: u32, track: Sound<'_>) -> Vec<Candidate> {
        // Votes by (other track, offset): the value of `t`'s item `i` at the other's `j`.
        let mut votes: HashMap<(u32, i64), u32> = HashMap::new();
        for (i, &item) in track.items.iter().enumerate() {
            if track.quiet.get(i).copied().unwrap_or(true) {
                continue;
            }
            for &(_, u, j) in self.holding(item) {
                if u > t {
                    *votes.entry((u, i64::from(j) - i as i64)).or_insert(0) += 1;
                }
            }
        }
        let mut by_track: HashMap<u32, Vec<(u32, i64)>> = HashMap::new();
        for &(u, offset) in votes.keys() {
            let around: u32 = (offset - 1..=offset + 1)
                .map(|o| votes.get(&(u, o)).copied().unwrap_or(0))
                .sum();
            if around >= MIN_VOTES {
                by_track.entry(u).or_default().push((around, offset));
            }
        }
        by_track
            .into_iter()
            .map(|(u, mut offsets)| {
                offsets.sort_unstable_by(|x, y| y.cmp(x));
                let mut chosen: Vec<i64> = Vec::new();
                for (_, offset) in offsets {
                    // Neighbours of an offset chosen are tried with it.
                    if chosen.iter().all(|&c| (c - offset).abs() > 1) {
                        chosen.push(offset);
                    }
                    if chosen.len() == OFFSETS {
                        break;
                    }
                }
                Candidate {
                    a: t,
                    b: u,
                    offsets: chosen,
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn recording(seed: u64, count: usize) -> Vec<u32> {
        (0..count as u64)
            .map(|i| ((seed * 100_000 + i).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32) as u32)
            .collect()
    }

    #[test]
    fn copies_are_candidates_at_their_offset_and_others_are_not() {
        let song = recording(1, 600);
        let trimmed = song[50..].to_vec();
        let other = recording(2, 600);
        let no_sound = vec![false; 600];
        let tracks = [
            Sound {
                items: &song,
                quiet: &no_sound,
            },
            Sound {
                items: &other,
                quiet: &no_sound,
            },
            Sound {
                items: &trimmed,
                quiet: &no_sound[50..],
            },
        ];
        let found = candidates(&tracks);
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!((found[0].a, found[0].b), (0, 2));
        assert_eq!(found[0].offsets[0], -50);
    }
}
