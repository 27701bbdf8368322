//! One set against another (`ScanOptions::against`): "what in A is already in B", never
//! the copies inside A. The scan walks both sets; this module then keeps only what joins a
//! file of A with a file of B.
//!
//! - A file is in B when any of its paths (its main path or a hard-link alias) lies in a
//!   folder of B, whatever else it lies in (B nested inside A, the same folder given twice,
//!   a hard link from A into B): such a file is B's, and the report shows it by its path in
//!   B (the others become its aliases), so that every rule and the plan, which judge paths,
//!   see it as B's.
//! - An exact group is reported when it holds a file of B and a file of A, with all its
//!   copies (each A copy is a copy of the B one).
//! - A group of similar documents keeps the pairs that touch a file of B (pairs inside A
//!   are dropped) and falls into the parts those pairs join; a part is reported when it
//!   holds a file of A and a file of B. An A document only similar to other A documents is
//!   in no part. The lowest similarity and whether all were alike are kept from the whole
//!   group: a bound for the part.
//! - A group of similar images records only each member's distance to the group's
//!   reference: when that reference is in B, every member is near a file of B and all
//!   stay; when it is in A, it stays with the members in B, and the other A images, near
//!   only to it, are dropped.
//! - A folder group is reported when one of its folders lies in B and another does not.
//!
//! B's folders are references too (the scan adds them): nothing in B is ever trashed, and
//! the cleanup's plan takes only B copies as the copies that vouch for an A copy going
//! (`crate::actions::CleanupPlan::vouched_by`).

use std::path::{Path, PathBuf};

use crate::report::{
    FileRecord, FolderGroup, Group, ImageGroup, MemberPair, MusicGroup, NearGroup, VideoGroup,
    pairs_among,
};

/// The folders of the other set (B), canonical; empty when the scan is not set against set.
#[derive(Debug, Clone, Default)]
pub(crate) struct Against {
    folders: Vec<PathBuf>,
}

impl Against {
    pub(crate) fn new(folders: Vec<PathBuf>) -> Self {
        Against { folders }
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.folders.is_empty()
    }

    /// Whether `path` lies in (or is) a folder of B.
    fn contains(&self, path: &Path) -> bool {
        crate::report::reference_of(path, &self.folders).is_some()
    }

    /// Whether any path of this file lies in B.
    pub(crate) fn holds_record(&self, file: &FileRecord) -> bool {
        in_set(file, &self.folders)
    }

    /// Shows a file of B by its first path in B: its main path, or else its first alias
    /// there (the main path becoming an alias). `true` when the main path changed.
    fn b_path_first(&self, file: &mut FileRecord) -> bool {
        if self.contains(&file.path) {
            return false;
        }
        let Some(index) = file.aliases.iter().position(|alias| self.contains(alias)) else {
            return false;
        };
        std::mem::swap(&mut file.path, &mut file.aliases[index]);
        file.aliases.sort();
        true
    }

    /// Keeps only the groups (and the parts of similar groups) that join a file of A with a
    /// file of B, as the module says.
    pub(crate) fn keep_joining(&self, groups: &mut Vec<Group>, folders: &mut Vec<FolderGroup>) {
        if self.is_empty() {
            return;
        }
        let taken = std::mem::take(groups);
        for group in taken {
            match group {
                Group::Exact(mut exact) => {
                    let mut moved = false;
                    for file in &mut exact.files {
                        moved |= self.b_path_first(file);
                    }
                    if moved {
                        exact.files.sort_by(|a, b| a.path.cmp(&b.path));
                    }
                    if self.joins(&exact.files) {
                        groups.push(Group::Exact(exact));
                    }
                }
                Group::Near(near) => {
                    groups.extend(self.near_parts(near).into_iter().map(Group::Near));
                }
                Group::Image(image) => {
                    groups.extend(self.image_part(image).map(Group::Image));
                }
                Group::Video(video) => {
                    groups.extend(self.video_parts(video).into_iter().map(Group::Video));
                }
                Group::Music(music) => {
                    groups.extend(self.music_parts(music).into_iter().map(Group::Music));
                }
            }
        }
        folders.retain(|group| {
            let in_b = |f: &&crate::report::FolderRecord| self.contains(&f.path);
            group.folders.iter().any(|f| in_b(&f)) && !group.folders.iter().all(|f| in_b(&f))
        });
    }

    /// Whether `files` hold a file of B and a file outside it.
    fn joins(&self, files: &[FileRecord]) -> bool {
        let in_b = files.iter().filter(|f| self.holds_record(f)).count();
        in_b > 0 && in_b < files.len()
    }

    /// The parts of a group of similar documents that the pairs touching B join, each with
    /// a file of A and a file of B.
    fn near_parts(&self, mut near: NearGroup) -> Vec<NearGroup> {
        let in_b = self.b_first(&mut near.files);
        let whole = near.pairs.iter().all(|p| touches_b(&in_b, p)) && self.joins(&near.files);
        if whole {
            return vec![near];
        }
        // Each part keeps only the pairs that join it across the sets.
        crossing_parts(&in_b, &near.pairs)
            .into_iter()
            .map(|(members, pairs)| NearGroup {
                pairs,
                ..near.clone().retain_members(&members)
            })
            .collect()
    }

    /// The parts of a group of similar music that the pairs touching B join, each with a
    /// file of A and a file of B (as for documents).
    fn music_parts(&self, mut music: MusicGroup) -> Vec<MusicGroup> {
        let in_b = self.b_first(&mut music.files);
        crossing_parts(&in_b, &music.pairs)
            .into_iter()
            .map(|(members, pairs)| MusicGroup {
                pairs,
                ..music.clone().retain_members(&members)
            })
            .collect()
    }

    /// The parts of a group of similar videos that the pairs touching B join, each with a
    /// video of A and a video of B (as for documents).
    fn video_parts(&self, mut video: VideoGroup) -> Vec<VideoGroup> {
        let in_b = self.b_first(&mut video.files);
        crossing_parts(&in_b, &video.pairs)
            .into_iter()
            .map(|(members, pairs)| VideoGroup {
                pairs,
                ..video.clone().retain_members(&members)
            })
            .collect()
    }

    /// Shows each of `files` by its path in B where it has one, and says which are in B.
    fn b_first(&self, files: &mut [FileRecord]) -> Vec<bool> {
        for file in files.iter_mut() {
            self.b_path_first(file);
        }
        files.iter().map(|f| self.holds_record(f)).collect()
    }

    /// What of a group of similar images joins A with B, by the distances it records (see
    /// the module).
    fn image_part(&self, mut image: ImageGroup) -> Option<ImageGroup> {
        let mut moved = false;
        for file in &mut image.files {
            moved |= self.b_path_first(file);
        }
        let in_b: Vec<bool> = image.files.iter().map(|f| self.holds_record(f)).collect();
        let centre_in_b = in_b[image.reference];
        let mut kept: Vec<usize> = (0..image.files.len())
            .filter(|&i| centre_in_b || in_b[i] || i == image.reference)
            .collect();
        if moved {
            // Sorted by path, as an image group's files are.
            kept.sort_by(|&a, &b| image.files[a].path.cmp(&image.files[b].path));
        }
        let has_b = kept.iter().any(|&i| in_b[i]);
        let has_a = kept.iter().any(|&i| !in_b[i]);
        if !(has_a && has_b) {
            return None;
        }
        // The reference is among those kept: the others' distances still hold.
        Some(image.retain_members(&kept))
    }
}

/// Whether any path of `file` (its main path or an alias) lies in one of `folders`.
pub(crate) fn in_set(file: &FileRecord, folders: &[PathBuf]) -> bool {
    let inside = |path: &Path| crate::report::reference_of(path, folders).is_some();
    inside(&file.path) || file.aliases.iter().any(|alias| inside(alias))
}

/// Whether `pair` has an end in B.
fn touches_b(in_b: &[bool], pair: &impl MemberPair) -> bool {
    let (a, b) = pair.ends();
    in_b[a] || in_b[b]
}

/// The parts the pairs touching B join over the files `in_b` tells of, keeping those
/// holding a file of B and a file outside it: the members of each, in ascending order,
/// and its pairs numbered by their places among those members.
fn crossing_parts<P: MemberPair>(in_b: &[bool], pairs: &[P]) -> Vec<(Vec<usize>, Vec<P>)> {
    let pairs: Vec<P> = pairs
        .iter()
        .copied()
        .filter(|p| touches_b(in_b, p))
        .collect();
    crate::near::cluster::joined_parts(in_b.len(), pairs.iter().map(|p| p.ends()))
        .into_iter()
        .filter(|members| members.iter().any(|&i| in_b[i]) && members.iter().any(|&i| !in_b[i]))
        .map(|members| {
            let renumbered = pairs_among(&pairs, &members);
            (members, renumbered)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::{ExactGroup, FolderKind, FolderRecord, ImageInfo, NearPair};
    use std::time::SystemTime;

    fn file(path: &str) -> FileRecord {
        FileRecord {
            path: PathBuf::from(path),
            size: 10,
            modified: SystemTime::UNIX_EPOCH,
            aliases: Vec::new(),
            companions: Vec::new(),
        }
    }

    fn against() -> Against {
        Against::new(vec![PathBuf::from("/b")])
    }

    fn exact(paths: &[&str]) -> Group {
        Group::Exact(ExactGroup {
            size: 10,
            hash: String::new(),
            files: paths.iter().map(|p| file(p)).collect(),
        })
    }

    fn pair(a: usize, b: usize) -> NearPair {
        NearPair {
            a,
            b,
            similarity: 0.9,
            hamming: 1,
        }
    }

    fn paths(group: &Group) -> Vec<&Path> {
        group.files().iter().map(|f| f.path.as_path()).collect()
    }

    #[test]
    fn exact_groups_inside_one_set_are_dropped_and_joining_ones_kept_whole() {
        let mut groups = vec![
            exact(&["/a/1", "/a/2"]),
            exact(&["/b/1", "/b/2"]),
            exact(&["/a/3", "/a/4", "/b/3"]),
        ];
        against().keep_joining(&mut groups, &mut Vec::new());
        assert_eq!(groups.len(), 1);
        assert_eq!(paths(&groups[0]), ["/a/3", "/a/4", "/b/3"].map(Path::new));
    }

    #[test]
    fn a_file_with_a_path_in_b_is_b_and_shown_by_that_path() {
        let mut linked = file("/a/1");
        linked.aliases = vec![PathBuf::from("/b/1")];
        let mut groups = vec![Group::Exact(ExactGroup {
            size: 10,
            hash: String::new(),
            files: vec![linked, file("/a/2")],
        })];
        against().keep_joining(&mut groups, &mut Vec::new());
        assert_eq!(groups.len(), 1);
        let files = groups[0].files();
        assert_eq!(files[0].path, Path::new("/a/2"));
        assert_eq!(files[1].path, Path::new("/b/1"));
        assert_eq!(files[1].aliases, [PathBuf::from("/a/1")]);
    }

    #[test]
    fn a_near_group_loses_its_pairs_inside_a_and_the_documents_only_they_joined() {
        // a1 - a2 - b1 - a3, and a4 - a1: only a2 and a3 have a pair with b1.
        let mut groups = vec![Group::Near(NearGroup {
            files: ["/a/1", "/a/2", "/b/1", "/a/3", "/a/4"].map(file).to_vec(),
            pairs: vec![pair(0, 1), pair(1, 2), pair(2, 3), pair(4, 0)],
            lowest_similarity: 0.8,
            all_alike: false,
            holds: Vec::new(),
        })];
        against().keep_joining(&mut groups, &mut Vec::new());
        assert_eq!(groups.len(), 1);
        let Group::Near(near) = &groups[0] else {
            panic!("not a near group")
        };
        assert_eq!(paths(&groups[0]), ["/a/2", "/b/1", "/a/3"].map(Path::new));
        let joined: Vec<(usize, usize)> = near.pairs.iter().map(|p| (p.a, p.b)).collect();
        assert_eq!(joined, [(0, 1), (1, 2)]);
    }

    #[test]
    fn a_near_group_joined_only_through_a_falls_into_its_parts() {
        // b1 - a1 - a2 - b2: two parts, each an A document with a B document.
        let mut groups = vec![Group::Near(NearGroup {
            files: ["/b/1", "/a/1", "/a/2", "/b/2"].map(file).to_vec(),
            pairs: vec![pair(0, 1), pair(1, 2), pair(2, 3)],
            lowest_similarity: 0.8,
            all_alike: false,
            holds: Vec::new(),
        })];
        against().keep_joining(&mut groups, &mut Vec::new());
        let parts: Vec<Vec<&Path>> = groups.iter().map(paths).collect();
        assert_eq!(
            parts,
            [
                ["/b/1", "/a/1"].map(Path::new).to_vec(),
                ["/a/2", "/b/2"].map(Path::new).to_vec()
            ]
        );
    }

    fn image_group(paths: &[&str], reference: usize) -> Group {
        let info = ImageInfo {
            width: 10,
            height: 10,
            format: "png".to_string(),
            taken: None,
            camera: None,
        };
        Group::Image(ImageGroup {
            files: paths.iter().map(|p| file(p)).collect(),
            reference,
            distances: (0..paths.len())
                .map(|i| if i == reference { 0 } else { 3 + i as u32 })
                .collect(),
            images: vec![info; paths.len()],
        })
    }

    #[test]
    fn image_groups_keep_only_members_with_a_recorded_distance_to_a_b_image() {
        let mut groups = vec![
            // Built around an A image: the other A image is near only to it.
            image_group(&["/a/1", "/a/2", "/b/1"], 0),
            // Built around a B image: every member is near it.
            image_group(&["/a/3", "/a/4", "/b/2"], 2),
            // Only A.
            image_group(&["/a/5", "/a/6"], 0),
        ];
        against().keep_joining(&mut groups, &mut Vec::new());
        assert_eq!(groups.len(), 2);
        let Group::Image(first) = &groups[0] else {
            panic!("not an image group")
        };
        assert_eq!(paths(&groups[0]), ["/a/1", "/b/1"].map(Path::new));
        assert_eq!((first.reference, first.distances.clone()), (0, vec![0, 5]));
        let Group::Image(second) = &groups[1] else {
            panic!("not an image group")
        };
        assert_eq!(paths(&groups[1]), ["/a/3", "/a/4", "/b/2"].map(Path::new));
        assert_eq!(second.reference, 2);
    }

    #[test]
    fn folder_groups_must_join_a_folder_of_b_with_one_outside() {
        let folder = |path: &str| FolderRecord {
            path: PathBuf::from(path),
            files: 1,
            bytes: 10,
        };
        let group = |paths: &[&str]| FolderGroup {
            kind: FolderKind::Duplicate,
            folders: paths.iter().map(|p| folder(p)).collect(),
            similarity: 1.0,
            groups: Vec::new(),
        };
        let mut folders = vec![
            group(&["/a/x", "/a/y"]),
            group(&["/b/x", "/b/y"]),
            group(&["/a/z", "/b/z"]),
        ];
        against().keep_joining(&mut Vec::new(), &mut folders);
        assert_eq!(folders.len(), 1);
        assert_eq!(folders[0].folders[1].path, Path::new("/b/z"));
    }
}
