//! Groups of similar images without chains: each group is built around one image, its
//! reference, and every other member is within the distance of that reference, so no group
//! joins two unlike photos through a run of small steps (A like B, B like C, C unlike A).
//!
//! References are taken in order of preference (most pixels first, then the largest file,
//! then the path): the best version of a photo is the one its copies gather around, and an
//! image already in a group is not taken into another.

use std::cmp::Ordering;

use super::search::ImagePair;

/// One group: its reference and the other members with their distance to it, nearest first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ImageCluster {
    pub(crate) reference: u32,
    pub(crate) members: Vec<(u32, u32)>,
}

/// The groups made of `count` images and the `pairs` within the distance, taking
/// references in the order `prefer` gives (the preferred first).
pub(crate) fn clusters(
    count: usize,
    pairs: &[ImagePair],
    prefer: impl Fn(u32, u32) -> Ordering,
) -> Vec<ImageCluster> {
    let mut near: Vec<Vec<(u32, u32)>> = vec![Vec::new(); count];
    for pair in pairs {
        near[pair.a as usize].push((pair.b, pair.distance));
        near[pair.b as usize].push((pair.a, pair.distance));
    }
    let mut order: Vec<u32> = (0..count as u32)
        .filter(|&i| !near[i as usize].is_empty())
        .collect();
    order.sort_by(|&a, &b| prefer(a, b));
    let mut taken = vec![false; count];
    let mut clusters = Vec::new();
    for reference in order {
        if taken[reference as usize] {
            continue;
        }
        let mut members: Vec<(u32, u32)> = near[reference as usize]
            .iter()
            .copied()
            .filter(|&(other, _)| !taken[other as usize])
            .collect();
        if members.is_empty() {
            continue;
        }
        members.sort_by_key(|&(other, distance)| (distance, other));
        taken[reference as usize] = true;
        for &(other, _) in &members {
            taken[other as usize] = true;
        }
        clusters.push(ImageCluster { reference, members });
    }
    clusters
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair(a: u32, b: u32, distance: u32) -> ImagePair {
        ImagePair { a, b, distance }
    }

    #[test]
    fn a_chain_is_not_one_group() {
        // 0 ~ 1 ~ 2 ~ 3, but 0 and 2 (and 1 and 3) are not within the distance.
        let pairs = [pair(0, 1, 5), pair(1, 2, 5), pair(2, 3, 5)];
        let groups = clusters(4, &pairs, |a, b| a.cmp(&b));
        assert_eq!(
            groups,
            [
                ImageCluster {
                    reference: 0,
                    members: vec![(1, 5)]
                },
                ImageCluster {
                    reference: 2,
                    members: vec![(3, 5)]
                },
            ]
        );
    }

    #[test]
    fn the_preferred_image_is_the_reference_and_members_come_nearest_first() {
        let pairs = [pair(0, 2, 7), pair(1, 2, 3), pair(0, 1, 9)];
        // Prefer image 2 (say, the most pixels).
        let groups = clusters(3, &pairs, |a, b| (a != 2).cmp(&(b != 2)).then(a.cmp(&b)));
        assert_eq!(
            groups,
            [ImageCluster {
                reference: 2,
                members: vec![(1, 3), (0, 7)]
            }]
        );
    }

    #[test]
    fn images_without_a_near_one_are_in_no_group() {
        assert!(clusters(5, &[], |a, b| a.cmp(&b)).is_empty());
    }
}
