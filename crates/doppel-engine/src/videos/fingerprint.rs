//! A video's fingerprint: one 64-bit perceptual hash per sampled frame, in time order, with
//! what ffprobe said of the file. Each hash is the classic DCT hash (pHash) of the 32 × 32
//! gray frame: the 2-D DCT's 8 × 8 lowest frequencies but the constant one (and one more,
//! to make 64), each bit set when its coefficient is above their median. Re-encoding,
//! resizing and a little cropping move few bits; unlike pictures move about half.
//!
//! A frame with almost no structure (black between scenes, a fade, a flat title card) is
//! [`BLANK`]: its hash would be noise, and every such frame would match every other, so it
//! never counts as a match.
//!
//! Beside each hash the print keeps the frame's [`DETAIL`] × [`DETAIL`] gray thumbnail (the
//! 32 × 32 square averaged in 2 × 2 blocks), only to check a pair the hashes aligned
//! ([`detail_differs`]): two pictures that differ in one part only (a bin with and without
//! paper in it) have the same 64 low frequencies, but blocks of their thumbnails differ by
//! far more than re-encoding, resizing or another codec ever moves one.

use super::sample::{Frame, SIDE};
use crate::report::VideoInfo;

/// The hash of a frame too plain to compare.
pub(crate) const BLANK: u64 = 0;

/// Below this standard deviation of its gray levels (0 to 255) a frame is plain.
const PLAIN_SPREAD: f64 = 4.0;

/// How many low frequencies a side the hash is made of.
const LOW: usize = 8;

/// The side of a frame's thumbnail, in blocks.
pub(crate) const DETAIL: usize = 16;

/// The bytes of one frame's thumbnail.
pub(crate) const DETAIL_BYTES: usize = DETAIL * DETAIL;

/// Two blocks differ when their gray levels, each less its thumbnail's mean, are further
/// apart than this (and than the other's neighbouring blocks). Re-encoded, half-size and
/// VP9 copies of the benchmark's clips move a block by at most 8; the paper in a bin that
/// was empty, by 75 or more.
const BLOCK_BAR: f64 = 24.0;

/// Two frames differ in detail when at least this many blocks differ.
const DIFFERING_BLOCKS: usize = 4;

/// What the search knows of one video.
#[derive(Debug, Clone, PartialEq)]
pub struct VideoPrint {
    /// The hash of each sampled frame in order ([`BLANK`] for a plain one).
    pub(crate) frames: Vec<u64>,
    /// Each frame's thumbnail in the same order, [`DETAIL_BYTES`] a frame, rows of gray
    /// levels; empty when not known (then pairs are not checked in detail).
    pub(crate) details: Vec<u8>,
    /// What ffprobe said of the file.
    pub(crate) info: VideoInfo,
}

impl VideoPrint {
    /// What ffprobe said of the file.
    pub fn info(&self) -> &VideoInfo {
        &self.info
    }

    /// How many frames were sampled.
    pub fn frame_count(&self) -> usize {
        self.frames.len()
    }

    /// The frames as [`super::align::align`] takes them; thumbnails that do not fit the
    /// hashes are left out.
    pub(crate) fn aligned(&self) -> super::align::Frames<'_> {
        let details = if self.details.len() == self.frames.len() * DETAIL_BYTES {
            &self.details[..]
        } else {
            &[]
        };
        super::align::Frames {
            hashes: &self.frames,
            details,
        }
    }

    /// Whether any frame can be compared.
    pub(crate) fn has_pictures(&self) -> bool {
        self.frames.iter().any(|&h| h != BLANK)
    }
}

/// Bits that differ between two frame hashes.
pub(crate) fn distance(a: u64, b: u64) -> u32 {
    (a ^ b).count_ones()
}

/// A frame's thumbnail: the mean of each 2 × 2 block of the sampled square.
pub(crate) fn detail(frame: &Frame) -> [u8; DETAIL_BYTES] {
    let step = SIDE / DETAIL;
    let mut thumbnail = [0u8; DETAIL_BYTES];
    for (i, value) in thumbnail.iter_mut().enumerate() {
        let (by, bx) = (i / DETAIL, i % DETAIL);
        let mut sum = 0u32;
        for y in by * step..(by + 1) * step {
            for x in bx * step..(bx + 1) * step {
                sum += u32::from(frame[y * SIDE + x]);
            }
        }
        *value = ((sum + (step * step / 2) as u32) / (step * step) as u32) as u8;
    }
    thumbnail
}

/// How many blocks of thumbnail `a` differ from every block of `b` around the same place
/// (itself and its 8 neighbours: a crop of a few per cent moves an edge a block at most),
/// each less its thumbnail's mean (a change of brightness moves all alike).
fn blocks_apart(a: &[u8], b: &[u8]) -> usize {
    let mean = |t: &[u8]| t.iter().map(|&v| f64::from(v)).sum::<f64>() / t.len() as f64;
    let (mean_a, mean_b) = (mean(a), mean(b));
    let mut apart = 0;
    for y in 0..DETAIL {
        for x in 0..DETAIL {
            let value = f64::from(a[y * DETAIL + x]) - mean_a;
            let near = (y.saturating_sub(1)..(y + 2).min(DETAIL)).any(|ny| {
                (x.saturating_sub(1)..(x + 2).min(DETAIL)).any(|nx| {
                    (value - (f64::from(b[ny * DETAIL + nx]) - mean_b)).abs() <= BLOCK_BAR
                })
            });
            apart += usize::from(!near);
        }
    }
    apart
}

/// Whether two frames' thumbnails show different pictures: at least [`DIFFERING_BLOCKS`]
/// blocks of one have nothing like them in the other, either way round.
pub(crate) fn detail_differs(a: &[u8], b: &[u8]) -> bool {
    blocks_apart(a, b).max(blocks_apart(b, a)) >= DIFFERING_BLOCKS
}

/// The DCT-II basis for the lowest [`LOW`] frequencies over [`SIDE`] samples:
/// `basis[u][x] = cos((2x + 1) u π / 2N)`.
fn basis() -> [[f64; SIDE]; LOW + 1] {
    let mut basis = [[0.0; SIDE]; LOW + 1];
    for (u, row) in basis.iter_mut().enumerate() {
        for (x, value) in row.iter_mut().enumerate() {
            *value =
                ((2 * x + 1) as f64 * u as f64 * std::f64::consts::PI / (2 * SIDE) as f64).cos();
        }
    }
    basis
}

/// Makes frame hashes; holds the DCT basis, so one serves a whole video.
pub(crate) struct FrameHasher {
    basis: [[f64; SIDE]; LOW + 1],
}

impl FrameHasher {
    pub(crate) fn new() -> FrameHasher {
        FrameHasher { basis: basis() }
    }

    /// The hash of one frame, or [`BLANK`].
    pub(crate) fn hash(&self, frame: &Frame) -> u64 {
        let count = frame.len() as f64;
        let mean = frame.iter().map(|&p| f64::from(p)).sum::<f64>() / count;
        let variance = frame
            .iter()
            .map(|&p| (f64::from(p) - mean).powi(2))
            .sum::<f64>()
            / count;
        if variance.sqrt() < PLAIN_SPREAD {
            return BLANK;
        }
        // Rows first: each row's lowest frequencies, then those of each column of them.
        let mut rows = [[0.0f64; LOW + 1]; SIDE];
        for (y, out) in rows.iter_mut().enumerate() {
            let line = &frame[y * SIDE..(y + 1) * SIDE];
            for (u, value) in out.iter_mut().enumerate() {
                *value = line
                    .iter()
                    .zip(&self.basis[u])
                    .map(|(&p, &c)| f64::from(p) * c)
                    .sum();
            }
        }
        let mut low = [[0.0f64; LOW + 1]; LOW + 1];
        for (v, out) in low.iter_mut().enumerate() {
            for (u, value) in out.iter_mut().enumerate() {
                *value = (0..SIDE).map(|y| rows[y][u] * self.basis[v][y]).sum();
            }
        }
        // The 63 lowest but the constant, and the next diagonal one.
        let mut coefficients: Vec<f64> = Vec::with_capacity(64);
        for (v, row) in low.iter().enumerate().take(LOW) {
            for (u, &value) in row.iter().enumerate().take(LOW) {
                if (u, v) != (0, 0) {
                    coefficients.push(value);
                }
            }
        }
        coefficients.push(low[LOW][LOW]);
        let mut sorted = coefficients.clone();
        sorted.sort_by(f64::total_cmp);
        let median = (sorted[31] + sorted[32]) / 2.0;
        let hash = coefficients
            .iter()
            .enumerate()
            .fold(0u64, |hash, (i, &c)| hash | (u64::from(c > median) << i));
        // A real picture's hash is never all zeros (half its bits are set); kept apart
        // from plain frames all the same.
        if hash == BLANK { 1 } else { hash }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A frame of soft blobs placed by `seed`, shifted right by `shift` pixels.
    fn frame(seed: u32, shift: usize) -> Frame {
        let mut frame = [0u8; SIDE * SIDE];
        for y in 0..SIDE {
            for x in 0..SIDE {
                let sx = (x + SIDE - shift % SIDE) % SIDE;
                let a = ((sx as f64 / 5.0 + seed as f64).sin()
                    * (y as f64 / 7.0 * seed as f64).cos()
                    + 1.0)
                    * 120.0;
                frame[y * SIDE + x] = a as u8;
            }
        }
        frame
    }

    #[test]
    fn a_frame_with_noise_stays_near_and_another_picture_is_far() {
        let hasher = FrameHasher::new();
        let a = frame(3, 0);
        let mut noisy = a;
        for (i, p) in noisy.iter_mut().enumerate() {
            *p = p.saturating_add((i * 7 % 5) as u8);
        }
        let (ha, hn, hb) = (
            hasher.hash(&a),
            hasher.hash(&noisy),
            hasher.hash(&frame(7, 0)),
        );
        assert!(distance(ha, hn) <= 4, "{}", distance(ha, hn));
        assert!(distance(ha, hb) > 16, "{}", distance(ha, hb));
    }

    #[test]
    fn a_plain_frame_is_blank() {
        let hasher = FrameHasher::new();
        assert_eq!(hasher.hash(&[16u8; SIDE * SIDE]), BLANK);
        let mut almost = [200u8; SIDE * SIDE];
        almost[5] = 203;
        assert_eq!(hasher.hash(&almost), BLANK);
        assert_ne!(hasher.hash(&frame(2, 0)), BLANK);
    }

    #[test]
    fn a_patch_differs_in_detail_where_noise_and_brightness_do_not() {
        let a = frame(3, 0);
        let mut noisy = a;
        for (i, p) in noisy.iter_mut().enumerate() {
            *p = p.saturating_add((i * 7 % 5) as u8 + 10);
        }
        let mut patched = a;
        for y in 4..12 {
            for x in 6..14 {
                patched[y * SIDE + x] = 255;
            }
        }
        let (da, dn, dp) = (detail(&a), detail(&noisy), detail(&patched));
        assert!(!detail_differs(&da, &dn));
        assert!(detail_differs(&da, &dp));
        assert!(!detail_differs(&da, &da));
    }
}
