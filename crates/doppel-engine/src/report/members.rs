//! Keeping some members of a group: the one place a group's members are taken out and
//! what it records about the others (pairs, holds, distances, videos) re-indexed, for the
//! ignore list hiding members, the app taking out files gone, and `--against` cutting a
//! group into the parts that join its two sets.

use super::{
    ExactGroup, Group, ImageGroup, MusicGroup, NearGroup, NearHolds, NearPair, SpanPair, VideoGroup,
};

impl Group {
    /// The group with only the files at `remaining` (indexes, in the order they are to
    /// have), and what the group records about each member kept with them.
    pub fn retain_members(self, remaining: &[usize]) -> Group {
        match self {
            Group::Exact(exact) => Group::Exact(exact.retain_members(remaining)),
            Group::Near(near) => Group::Near(near.retain_members(remaining)),
            Group::Image(image) => Group::Image(image.retain_members(remaining)),
            Group::Video(video) => Group::Video(video.retain_members(remaining)),
            Group::Music(music) => Group::Music(music.retain_members(remaining)),
        }
    }
}

/// Where each old index is among `remaining`, if it is kept.
fn new_index(remaining: &[usize], old: usize) -> Option<usize> {
    remaining.iter().position(|&kept| kept == old)
}

/// The items at `remaining`, in its order (an index past `items` is left out).
fn pick<T: Clone>(items: &[T], remaining: &[usize]) -> Vec<T> {
    remaining
        .iter()
        .filter_map(|&i| items.get(i).cloned())
        .collect()
}

/// A pair of a group's members, by their indexes: documents' or videos'.
pub(crate) trait MemberPair: Copy {
    fn ends(&self) -> (usize, usize);
    fn with_ends(self, a: usize, b: usize) -> Self;
}

impl MemberPair for NearPair {
    fn ends(&self) -> (usize, usize) {
        (self.a, self.b)
    }
    fn with_ends(self, a: usize, b: usize) -> Self {
        NearPair { a, b, ..self }
    }
}

impl MemberPair for SpanPair {
    fn ends(&self) -> (usize, usize) {
        (self.a, self.b)
    }
    fn with_ends(self, a: usize, b: usize) -> Self {
        SpanPair { a, b, ..self }
    }
}

/// The pairs between members both kept at `remaining`, numbered by their places there.
pub(crate) fn pairs_among<P: MemberPair>(pairs: &[P], remaining: &[usize]) -> Vec<P> {
    pairs
        .iter()
        .filter_map(|pair| {
            let (a, b) = pair.ends();
            Some(pair.with_ends(new_index(remaining, a)?, new_index(remaining, b)?))
        })
        .collect()
}

impl ExactGroup {
    /// The group with only the files at `remaining`.
    pub fn retain_members(self, remaining: &[usize]) -> ExactGroup {
        ExactGroup {
            files: pick(&self.files, remaining),
            ..self
        }
    }
}

impl NearGroup {
    /// The group with only the files at `remaining`, and the pairs and holds between them.
    pub fn retain_members(self, remaining: &[usize]) -> NearGroup {
        let at = |old: usize| new_index(remaining, old);
        let pairs = pairs_among(&self.pairs, remaining);
        let holds = self
            .holds
            .iter()
            .filter_map(|h| {
                Some(NearHolds {
                    whole: at(h.whole)?,
                    part: at(h.part)?,
                    ..*h
                })
            })
            .collect();
        NearGroup {
            files: pick(&self.files, remaining),
            pairs,
            holds,
            ..self
        }
    }
}

impl ImageGroup {
    /// The group with only the files at `remaining`, with their distances and facts. If
    /// its reference goes, the first member kept becomes the reference, at distance 0
    /// (the others' distances stay as measured against the old one).
    pub fn retain_members(self, remaining: &[usize]) -> ImageGroup {
        let mut distances: Vec<u32> = remaining
            .iter()
            .map(|&i| self.distances.get(i).copied().unwrap_or(0))
            .collect();
        let reference = new_index(remaining, self.reference).unwrap_or_else(|| {
            if let Some(first) = distances.first_mut() {
                *first = 0;
            }
            0
        });
        ImageGroup {
            files: pick(&self.files, remaining),
            reference,
            distances,
            images: pick(&self.images, remaining),
        }
    }
}

impl VideoGroup {
    /// The group with only the files at `remaining`, their facts, and the pairs between
    /// them.
    pub fn retain_members(self, remaining: &[usize]) -> VideoGroup {
        let pairs = pairs_among(&self.pairs, remaining);
        VideoGroup {
            files: pick(&self.files, remaining),
            videos: pick(&self.videos, remaining),
            pairs,
        }
    }
}

impl MusicGroup {
    /// The group with only the files at `remaining`, their facts, and the pairs between
    /// them.
    pub fn retain_members(self, remaining: &[usize]) -> MusicGroup {
        let pairs = pairs_among(&self.pairs, remaining);
        MusicGroup {
            files: pick(&self.files, remaining),
            tracks: pick(&self.tracks, remaining),
            pairs,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;
    use std::time::SystemTime;

    use super::*;
    use crate::report::FileRecord;

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
