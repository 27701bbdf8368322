//! Keeping some members of a group: the one place a group's members are taken out and
//! what it records about the others (pairs, holds, distances, videos) re-indexed, for the
//! ignore list hiding members and the app taking out files gone.

use super::{
    ExactGroup, FileRecord, Group, ImageGroup, NearGroup, NearHolds, NearPair, VideoGroup,
    VideoPair,
};

impl Group {
    /// The group with only the files at `remaining` (indexes, ascending), and what the
    /// group records about each member kept with them. An image group whose reference goes
    /// takes the first member kept as its reference, at distance 0 (the others' distances
    /// stay as measured against the old one).
    pub fn retain_members(self, remaining: &[usize]) -> Group {
        let new_index = |old: usize| remaining.iter().position(|&kept| kept == old);
        let pick = |files: &[FileRecord]| -> Vec<_> {
            remaining.iter().map(|&i| files[i].clone()).collect()
        };
        match self {
            Group::Exact(exact) => Group::Exact(ExactGroup {
                files: pick(&exact.files),
                ..exact
            }),
            Group::Near(near) => {
                let pairs = near
                    .pairs
                    .iter()
                    .filter_map(|p| {
                        let (a, b) = (new_index(p.a)?, new_index(p.b)?);
                        Some(NearPair { a, b, ..*p })
                    })
                    .collect();
                let holds = near
                    .holds
                    .iter()
                    .filter_map(|h| {
                        let (whole, part) = (new_index(h.whole)?, new_index(h.part)?);
                        Some(NearHolds { whole, part, ..*h })
                    })
                    .collect();
                Group::Near(NearGroup {
                    files: pick(&near.files),
                    pairs,
                    holds,
                    ..near
                })
            }
            Group::Image(image) => {
                let mut distances: Vec<u32> = remaining
                    .iter()
                    .map(|&i| image.distances.get(i).copied().unwrap_or(0))
                    .collect();
                let reference = new_index(image.reference).unwrap_or_else(|| {
                    if let Some(first) = distances.first_mut() {
                        *first = 0;
                    }
                    0
                });
                Group::Image(ImageGroup {
                    files: pick(&image.files),
                    reference,
                    distances,
                    images: remaining
                        .iter()
                        .filter_map(|&i| image.images.get(i).cloned())
                        .collect(),
                })
            }
            Group::Video(video) => {
                let pairs = video
                    .pairs
                    .iter()
                    .filter_map(|p| {
                        let (a, b) = (new_index(p.a)?, new_index(p.b)?);
                        Some(VideoPair { a, b, ..*p })
                    })
                    .collect();
                Group::Video(VideoGroup {
                    files: pick(&video.files),
                    videos: remaining
                        .iter()
                        .filter_map(|&i| video.videos.get(i).cloned())
                        .collect(),
                    pairs,
                })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;
    use std::time::SystemTime;

    use super::*;

    fn file(name: &str) -> FileRecord {
        FileRecord {
            path: PathBuf::from(format!("/x/{name}")),
            size: 1,
            modified: SystemTime::UNIX_EPOCH,
            aliases: Vec::new(),
            companions: Vec::new(),
        }
    }

    #[test]
    fn kept_members_keep_their_pairs_and_holds_re_indexed_the_rest_go() {
        let near = Group::Near(NearGroup {
            files: vec![file("a"), file("b"), file("c")],
            pairs: vec![
                NearPair {
                    a: 0,
                    b: 1,
                    similarity: 0.9,
                    hamming: 3,
                },
                NearPair {
                    a: 1,
                    b: 2,
                    similarity: 0.8,
                    hamming: 5,
                },
            ],
            lowest_similarity: 0.8,
            all_alike: false,
            holds: vec![
                NearHolds {
                    whole: 2,
                    part: 1,
                    more: 40,
                },
                NearHolds {
                    whole: 2,
                    part: 0,
                    more: 70,
                },
            ],
        });
        let Group::Near(kept) = near.retain_members(&[1, 2]) else {
            panic!("still a near group");
        };
        assert_eq!(kept.files, vec![file("b"), file("c")]);
        assert_eq!(
            kept.pairs.iter().map(|p| (p.a, p.b)).collect::<Vec<_>>(),
            vec![(0, 1)]
        );
        assert_eq!(
            kept.holds
                .iter()
                .map(|h| (h.whole, h.part))
                .collect::<Vec<_>>(),
            vec![(1, 0)]
        );
    }

    #[test]
    fn an_image_group_left_with_no_member_is_empty_not_a_panic() {
        let image = Group::Image(ImageGroup {
            files: vec![file("a"), file("b")],
            reference: 0,
            distances: vec![0, 4],
            images: Vec::new(),
        });
        assert!(image.retain_members(&[]).files().is_empty());
    }
}
