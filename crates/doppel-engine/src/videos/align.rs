//! Aligning two videos' frame hashes in time, and the verdict on the pair ([`Verdict`]).
//!
//! Every pair of frames within [`MATCH_BAR`] bits votes for the offset between them; the
//! offset with the most votes is where one video lies on the other (a trim at either end
//! only moves it). At that offset the shared span runs from the first matching frame to
//! the last; a frame also matches its neighbour a sample away, since a trim rarely falls
//! on the sampling grid.
//!
//! Two videos are joined only when that span covers at least [`MIN_COVER`] of the shorter
//! one's pictures (from its first frame that is not plain to its last), so a shared intro,
//! a logo or a title of a few seconds never joins two different videos, and most of the
//! span's frames match ([`MIN_DENSITY`]). A clip wholly inside the other joins however short
//! it is, from [`MIN_MATCHED`] frames (under a second); two videos that only overlap must
//! share more than [`MIN_PART`]. A short clip joins only one group (`group.rs`), so a sting
//! does not join every video that opens with it.
//!
//! Last, the matching frames are checked in detail (their thumbnails: see
//! [`super::fingerprint::detail_differs`]), each against the frames of the other within a
//! second of the offset that match it: when more than [`MOST_DIFFERING`] of them are
//! alike in none, the two are different pictures whose hashes happen to agree (two icons
//! alike but for a small part), and they are not joined.

use super::fingerprint::{BLANK, DETAIL_BYTES, detail_differs, distance};
use super::sample::FPS;
use crate::report::{SpanPair, SpanRelation};

/// Two frames match when their hashes differ in at most this many bits.
pub(crate) const MATCH_BAR: u32 = 10;

/// The least share of the shorter video the shared span must cover.
pub const MIN_COVER: f64 = 0.8;

/// Above this share of each, the two are the same clip.
const SAME_COVER: f64 = 0.9;

/// The least share of the span's comparable frames that must match.
const MIN_DENSITY: f64 = 0.6;

/// The fewest matching frames that can join two videos.
const MIN_MATCHED: usize = 3;

/// The most share of the matching frames that may differ in detail.
const MOST_DIFFERING: f64 = 0.5;

/// An overlap must be longer than this, in seconds; a clip that lies wholly inside a video
/// joins it however short, but joins only one group.
pub const MIN_PART: f64 = 5.0;

/// Why two videos were not joined.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Apart {
    /// No frames (or too few) match at any offset.
    NothingInCommon,
    /// What they share covers too little of the shorter one (a shared intro).
    TooLittleInCommon,
    /// Frames match here and there in the span, but not most of them.
    Patchy,
    /// The two overlap (each trimmed at another end) for no longer than [`MIN_PART`].
    ShortPart,
    /// Their frames' hashes agree but their pictures differ in detail.
    Unlike,
}

/// The verdict on two videos.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Verdict {
    /// Joined: the span they share, `a` and `b` being 0 and 1 for the first and second
    /// video as given (swapped for [`SpanRelation::PartOf`] when the second is the part).
    Joined(SpanPair),
    /// Not joined, and why.
    Apart(Apart),
}

/// The first and last frame that is not plain, if any.
fn pictures(frames: &[u64]) -> Option<(usize, usize)> {
    let first = frames.iter().position(|&h| h != BLANK)?;
    let last = frames.iter().rposition(|&h| h != BLANK)?;
    Some((first, last))
}

fn matches(a: u64, b: u64) -> bool {
    a != BLANK && b != BLANK && distance(a, b) <= MATCH_BAR
}

/// One video's frames as aligned: their hashes, and their thumbnails
/// ([`DETAIL_BYTES`] a frame; empty when not known, and then not checked).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Frames<'a> {
    pub(crate) hashes: &'a [u64],
    pub(crate) details: &'a [u8],
}

impl Frames<'_> {
    fn detail(&self, i: usize) -> Option<&[u8]> {
        self.details.get(i * DETAIL_BYTES..(i + 1) * DETAIL_BYTES)
    }
}

/// The verdict on videos whose frames are `a` and `b`.
pub(crate) fn align(a: Frames<'_>, b: Frames<'_>) -> Verdict {
    let (frames_a, frames_b) = (a, b);
    let (a, b) = (a.hashes, b.hashes);
    let (Some(extent_a), Some(extent_b)) = (pictures(a), pictures(b)) else {
        return Verdict::Apart(Apart::NothingInCommon);
    };
    // votes[j - i + (n - 1)]: matching pairs with a's frame i and b's frame j.
    let n = a.len();
    let mut votes = vec![0u32; n + b.len()];
    for (i, &ha) in a.iter().enumerate() {
        if ha == BLANK {
            continue;
        }
        for (j, &hb) in b.iter().enumerate() {
            if matches(ha, hb) {
                votes[j + n - 1 - i] += 1;
            }
        }
    }
    // The most votes; of equal ones, the offset nearest zero.
    let Some((best, _)) = votes.iter().enumerate().max_by(|(x, vx), (y, vy)| {
        vx.cmp(vy).then_with(|| {
            let from_zero = |k: usize| (k as i64 - (n as i64 - 1)).abs();
            from_zero(*y).cmp(&from_zero(*x))
        })
    }) else {
        return Verdict::Apart(Apart::NothingInCommon);
    };
    let offset = best as i64 - (n as i64 - 1);
    let at = |i: usize| -> Option<u64> {
        let j = i as i64 + offset;
        (j >= 0 && (j as usize) < b.len()).then(|| b[j as usize])
    };
    let near = |i: usize| -> bool {
        let j = i as i64 + offset;
        [j - 1, j, j + 1]
            .iter()
            .filter(|&&k| k >= 0 && (k as usize) < b.len())
            .any(|&k| matches(a[i], b[k as usize]))
    };
    let mut first = None;
    let mut last = 0;
    for i in 0..n {
        if at(i).is_some() && near(i) {
            first.get_or_insert(i);
            last = i;
        }
    }
    let Some(first) = first else {
        return Verdict::Apart(Apart::NothingInCommon);
    };
    let (mut matched, mut compared) = (0usize, 0usize);
    for (i, &ha) in a.iter().enumerate().take(last + 1).skip(first) {
        if let Some(hb) = at(i)
            && ha != BLANK
            && hb != BLANK
        {
            compared += 1;
            matched += usize::from(near(i));
        }
    }
    if matched < MIN_MATCHED {
        return Verdict::Apart(Apart::NothingInCommon);
    }
    let span = last - first + 1;
    let pictures_a = extent_a.1 - extent_a.0 + 1;
    let pictures_b = extent_b.1 - extent_b.0 + 1;
    let cover_a = span as f64 / pictures_a as f64;
    let cover_b = span as f64 / pictures_b as f64;
    if cover_a.max(cover_b) < MIN_COVER {
        return Verdict::Apart(Apart::TooLittleInCommon);
    }
    let density = matched as f64 / compared.max(1) as f64;
    if density < MIN_DENSITY {
        return Verdict::Apart(Apart::Patchy);
    }
    // The matching frames in detail: each is alike when a frame of the other within a
    // second of the offset matches it and is alike in detail (in a slow scene, the
    // offset with the most votes may be a few frames off the true one).
    let window = i64::from(FPS);
    let mut differing = 0usize;
    for (i, &ha) in a.iter().enumerate().take(last + 1).skip(first) {
        let j = i as i64 + offset;
        let Some(detail_a) = frames_a.detail(i) else {
            break;
        };
        let mut checked = false;
        let mut alike = false;
        let nearest_first = (0..=window).flat_map(|d| [j - d, j + d]);
        for k in nearest_first {
            if k < 0 || k as usize >= b.len() || !matches(ha, b[k as usize]) {
                continue;
            }
            if let Some(detail_b) = frames_b.detail(k as usize) {
                checked = true;
                if !detail_differs(detail_a, detail_b) {
                    alike = true;
                    break;
                }
            }
        }
        differing += usize::from(checked && !alike);
    }
    if differing as f64 > MOST_DIFFERING * matched as f64 {
        return Verdict::Apart(Apart::Unlike);
    }
    let seconds = |frames: usize| frames as f64 / f64::from(FPS);
    let length = seconds(span);
    let a_start = seconds(first);
    let b_start = seconds((first as i64 + offset).max(0) as usize);
    let relation = if cover_a >= SAME_COVER && cover_b >= SAME_COVER {
        SpanRelation::Same
    } else if cover_a >= SAME_COVER || cover_b >= SAME_COVER {
        SpanRelation::PartOf
    } else {
        SpanRelation::Overlap
    };
    // A clip wholly inside the other joins however short (a phone's clip of a few
    // seconds); two videos that only overlap must share more than a few seconds.
    if relation == SpanRelation::Overlap && length <= MIN_PART {
        return Verdict::Apart(Apart::ShortPart);
    }
    let b_is_part = relation == SpanRelation::PartOf && cover_a < SAME_COVER;
    Verdict::Joined(if b_is_part {
        SpanPair {
            a: 1,
            b: 0,
            relation,
            a_start: b_start,
            b_start: a_start,
            length,
            matched: density,
        }
    } else {
        SpanPair {
            a: 0,
            b: 1,
            relation,
            a_start,
            b_start,
            length,
            matched: density,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Frames known by their hashes only.
    fn hashes(hashes: &[u64]) -> Frames<'_> {
        Frames {
            hashes,
            details: &[],
        }
    }

    /// Frame hashes unlike each other: `count` of them from `seed`.
    fn clip(seed: u64, count: usize) -> Vec<u64> {
        (0..count as u64)
            .map(|i| {
                let mut x = (seed * 1000 + i).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                x ^= x >> 29;
                x.wrapping_mul(0xBF58_476D_1CE4_E5B9) | 1
            })
            .collect()
    }

    #[test]
    fn a_trimmed_copy_is_a_part_and_says_where() {
        let whole = clip(1, 80);
        let trimmed = whole[12..].to_vec();
        let Verdict::Joined(pair) = align(hashes(&trimmed), hashes(&whole)) else {
            panic!("not joined");
        };
        assert_eq!(pair.relation, SpanRelation::PartOf);
        assert_eq!((pair.a, pair.b), (0, 1));
        assert_eq!(pair.b_start, 3.0);
        assert_eq!(pair.length, 17.0);
        // Either way round, the part is `a`.
        let Verdict::Joined(pair) = align(hashes(&whole), hashes(&trimmed)) else {
            panic!("not joined");
        };
        assert_eq!((pair.a, pair.b, pair.b_start), (1, 0, 3.0));
    }

    #[test]
    fn the_same_clip_with_a_few_bits_changed_is_the_same() {
        let a = clip(2, 80);
        let b: Vec<u64> = a.iter().map(|h| h ^ 0b1011).collect();
        let Verdict::Joined(pair) = align(hashes(&a), hashes(&b)) else {
            panic!("not joined");
        };
        assert_eq!(pair.relation, SpanRelation::Same);
    }

    #[test]
    fn a_shared_intro_does_not_join_two_videos() {
        let intro = clip(3, 12);
        let a: Vec<u64> = intro.iter().copied().chain(clip(4, 68)).collect();
        let b: Vec<u64> = intro.iter().copied().chain(clip(5, 68)).collect();
        assert_eq!(
            align(hashes(&a), hashes(&b)),
            Verdict::Apart(Apart::TooLittleInCommon)
        );
        assert_eq!(
            align(hashes(&clip(6, 40)), hashes(&clip(7, 40))),
            Verdict::Apart(Apart::NothingInCommon)
        );
    }

    /// A clip of a second, wholly inside a video, is a part of it; two videos that overlap
    /// by as little are not joined.
    #[test]
    fn a_short_clip_wholly_inside_a_video_is_a_part_and_a_short_overlap_is_not() {
        let video: Vec<u64> = clip(9, 200);
        let clip_of_it = video[100..104].to_vec();
        let Verdict::Joined(pair) = align(hashes(&clip_of_it), hashes(&video)) else {
            panic!("a one-second clip is a part of its video");
        };
        assert_eq!(
            (pair.a, pair.b, pair.relation),
            (0, 1, SpanRelation::PartOf)
        );
        assert!(
            (pair.b_start - 25.0).abs() < 0.01 && pair.length <= 1.0,
            "{pair:?}"
        );
        // Two videos sharing 4 s, one's end the other's start: an overlap, too short.
        let shared = clip(10, 16);
        let first: Vec<u64> = clip(11, 20).into_iter().chain(shared.clone()).collect();
        let second: Vec<u64> = shared.into_iter().chain(clip(12, 4)).collect();
        assert_eq!(
            align(hashes(&second), hashes(&first)),
            Verdict::Apart(Apart::ShortPart)
        );
    }

    #[test]
    fn plain_frames_never_match() {
        let plain = vec![BLANK; 50];
        assert_eq!(
            align(hashes(&plain), hashes(&plain)),
            Verdict::Apart(Apart::NothingInCommon)
        );
    }
}
