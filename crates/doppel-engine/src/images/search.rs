//! Every pair of images within a distance, found exactly rather than by comparing each image
//! with every other: a BK-tree (the `bk-tree` crate) holds each distinct as-shown hash, and
//! each image asks it for the hashes within the distance of any of its eight orientations.
//! Each pair it names is then measured with [`distance`] (both ways round, every
//! orientation) and kept only if that is within the limit.

use std::collections::HashMap;

use bk_tree::{BKTree, Metric};
use rayon::prelude::*;

use super::fingerprint::{ImagePrint, distance};

/// Two images, by index, and their distance; `a < b`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct ImagePair {
    pub(crate) a: u32,
    pub(crate) b: u32,
    pub(crate) distance: u32,
}

/// Bits that differ between two 64-bit hashes.
struct Hamming;

impl Metric<u64> for Hamming {
    fn distance(&self, a: &u64, b: &u64) -> u32 {
        (a ^ b).count_ones()
    }

    fn threshold_distance(&self, a: &u64, b: &u64, threshold: u32) -> Option<u32> {
        Some((a ^ b).count_ones()).filter(|&d| d <= threshold)
    }
}

/// Every pair of `images` at most `limit` apart, sorted; `print_of` gives each one's
/// fingerprint.
pub(crate) fn pairs_within<T: Sync>(
    images: &[T],
    print_of: impl Fn(&T) -> &ImagePrint + Sync,
    limit: u32,
) -> Vec<ImagePair> {
    let print = |i: u32| print_of(&images[i as usize]);
    let mut by_hash: HashMap<u64, Vec<u32>> = HashMap::new();
    for i in 0..images.len() as u32 {
        by_hash.entry(print(i).hash()).or_default().push(i);
    }
    let mut tree = BKTree::new(Hamming);
    for &hash in by_hash.keys() {
        tree.add(hash);
    }
    // A pair may be found from either image (one orientation of it near the other as
    // shown), so each is named lower index first and the repeats dropped.
    let mut candidates: Vec<(u32, u32)> = (0..images.len())
        .into_par_iter()
        .flat_map_iter(|i| {
            let i = i as u32;
            let mut found: Vec<(u32, u32)> = Vec::new();
            for hash in &print(i).hashes {
                for (_, key) in tree.find(hash, limit) {
                    let others = by_hash[key].iter().filter(|&&j| j != i);
                    found.extend(others.map(|&j| (i.min(j), i.max(j))));
                }
            }
            // Several orientations find the same images: each pair once per image.
            found.sort_unstable();
            found.dedup();
            found
        })
        .collect();
    candidates.par_sort_unstable();
    candidates.dedup();
    candidates
        .into_par_iter()
        .filter_map(|(a, b)| {
            let d = distance(print(a), print(b));
            (d <= limit).then_some(ImagePair { a, b, distance: d })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::images::Format;

    fn print(hashes: [u64; 8]) -> ImagePrint {
        ImagePrint {
            hashes,
            colours: crate::images::colour::ColourGrid([[0, 0]; crate::images::colour::CELLS]),
            shape: crate::images::shape::ShapeGrid([128; crate::images::shape::CELLS]),
            width: 1,
            height: 1,
            format: Format::Png,
            facts: Default::default(),
        }
    }

    /// A print whose every orientation hashes alike.
    fn plain(hash: u64) -> ImagePrint {
        print([hash; 8])
    }

    #[test]
    fn every_pair_within_the_limit_is_found_and_no_other() {
        // Hashes spread so that some pairs fall just inside, some just outside.
        let hashes: Vec<u64> = (0..200u64)
            .map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (i << 7))
            .collect();
        let prints: Vec<ImagePrint> = hashes.iter().map(|&h| plain(h)).collect();
        for limit in [0, 3, 10, 20, 30] {
            let found = pairs_within(&prints, |p| p, limit);
            let mut expected = Vec::new();
            for a in 0..prints.len() {
                for b in a + 1..prints.len() {
                    let d = distance(&prints[a], &prints[b]);
                    if d <= limit {
                        expected.push(ImagePair {
                            a: a as u32,
                            b: b as u32,
                            distance: d,
                        });
                    }
                }
            }
            assert_eq!(found, expected, "limit {limit}");
        }
    }

    #[test]
    fn images_with_the_same_hash_pair_up() {
        let prints = [plain(7), plain(7), plain(7), plain(u64::MAX)];
        let found: Vec<(u32, u32)> = pairs_within(&prints, |p| p, 0)
            .iter()
            .map(|p| (p.a, p.b))
            .collect();
        assert_eq!(found, [(0, 1), (0, 2), (1, 2)]);
    }

    #[test]
    fn a_turned_image_is_found_from_either_side() {
        // The second image's quarter turn is the first as shown; the first has no
        // orientation near the second as shown.
        let a = print([
            0,
            u64::MAX,
            u64::MAX,
            u64::MAX,
            u64::MAX,
            u64::MAX,
            u64::MAX,
            u64::MAX,
        ]);
        let b = print([0xFFFF_0000, 0, 1, 1, 1, 1, 1, 1]);
        let found = pairs_within(&[a, b], |p| p, 2);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].distance, 0);
    }
}
