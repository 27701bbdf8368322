//! Each folder's recursive content set, built bottom-up: what it holds in numbers (files,
//! bytes, contents no other path holds) and, where it can matter, the sorted set of its
//! shared content ids and a signature for finding duplicates.
//!
//! Contents held by one path only ("unique") are counted, never listed: a folder holding
//! one can equal no other folder (only its own ancestors hold it), and for similarity only
//! their number counts, since two folders that are not nested never share one.

use xxhash_rust::xxh3::{Xxh3, xxh3_128};

use super::content::{Contents, PathContent};
use super::tree::FolderTree;
use crate::hardlinks::DistinctFile;
use crate::progress::CancelToken;

/// What to build sets for.
#[derive(Debug, Clone, Copy)]
pub(crate) struct SetOptions {
    /// Duplicate folders must hold the same relative names too.
    pub(crate) same_names: bool,
    /// With similar folders wanted: the fewest distinct contents a folder needs to be
    /// compared, so every folder's set is built (not only those without unique contents)
    /// and kept when it is this large.
    pub(crate) similar_from: Option<u64>,
}

/// The bottom-up figures and sets of every folder of a [`FolderTree`], indexed by folder.
#[derive(Debug, Default)]
pub(crate) struct FolderSets {
    /// Paths inside, at any depth (each hard-link path counts, as the walk lists them).
    pub(crate) files: Vec<u64>,
    /// Their sizes, summed the same way.
    pub(crate) bytes: Vec<u64>,
    /// Paths inside whose content no other path holds.
    pub(crate) unique: Vec<u32>,
    /// How many distinct shared contents are inside (0 where not built).
    pub(crate) shared_len: Vec<u32>,
    /// The sorted shared content ids, kept only for folders that can be duplicates or
    /// similar; empty for the rest (freed as soon as the parent has merged them).
    pub(crate) shared: Vec<Vec<u32>>,
    /// For folders that can be duplicates (no unique content, some shared): the XXH3-128
    /// of their content set, or with `same_names` of their names and contents, recursively.
    pub(crate) signature: Vec<Option<u128>>,
}

impl FolderSets {
    /// Distinct contents inside `f`, unique ones included (meaningful where built).
    pub(crate) fn card(&self, f: u32) -> u64 {
        u64::from(self.shared_len[f as usize]) + u64::from(self.unique[f as usize])
    }
}

/// Builds every folder's figures and the sets that can matter, children before parents.
/// `None` when cancelled.
pub(crate) fn folder_sets(
    tree: &FolderTree<'_>,
    contents: &Contents,
    files: &[DistinctFile],
    options: SetOptions,
    cancel: &CancelToken,
) -> Option<FolderSets> {
    let count = tree.len();
    let mut sets = FolderSets {
        files: vec![0; count],
        bytes: vec![0; count],
        unique: vec![0; count],
        shared_len: vec![0; count],
        shared: vec![Vec::new(); count],
        signature: vec![None; count],
    };
    // Ids run parents before children, so backwards every child comes before its parent.
    for f in (0..count as u32).rev() {
        if f % 1024 == 0 && cancel.is_cancelled() {
            return None;
        }
        let i = f as usize;
        let own = tree.own(f);
        let mut shared_own: Vec<u32> = Vec::new();
        for entry in own {
            sets.files[i] += 1;
            sets.bytes[i] += entry.size(files);
            if contents.is_shared(entry.content) {
                shared_own.push(entry.content);
            } else {
                sets.unique[i] += 1;
            }
        }
        for c in tree.children(f) {
            let c = c as usize;
            sets.files[i] += sets.files[c];
            sets.bytes[i] += sets.bytes[c];
            sets.unique[i] += sets.unique[c];
        }
        // A folder with a unique content can only be similar to another, never equal.
        let build = sets.unique[i] == 0 || options.similar_from.is_some();
        if build {
            let mut set = shared_own;
            for c in tree.children(f) {
                set.extend_from_slice(&sets.shared[c as usize]);
            }
            set.sort_unstable();
            set.dedup();
            sets.shared_len[i] = set.len() as u32;
            if sets.unique[i] == 0 && !set.is_empty() {
                sets.signature[i] = Some(if options.same_names {
                    names_signature(tree, files, &sets, f)
                } else {
                    content_signature(&set)
                });
            }
            sets.shared[i] = set;
        }
        // The children's sets are merged: keep only those needed later.
        for c in tree.children(f) {
            if !keep(&sets, c, options) {
                sets.shared[c as usize] = Vec::new();
            }
        }
    }
    for f in 0..count as u32 {
        if tree.parent(f).is_none() && !keep(&sets, f, options) {
            sets.shared[f as usize] = Vec::new();
        }
    }
    Some(sets)
}

/// Whether folder `f`'s set is needed after its parent is built: to verify duplicates, or
/// to compare it as a similar folder.
fn keep(sets: &FolderSets, f: u32, options: SetOptions) -> bool {
    let shared = sets.shared_len[f as usize] > 0;
    let duplicate = sets.signature[f as usize].is_some();
    let similar = options
        .similar_from
        .is_some_and(|least| sets.card(f) >= least);
    shared && (duplicate || similar)
}

/// The signature of a content set: XXH3-128 of its ids.
fn content_signature(set: &[u32]) -> u128 {
    let bytes: Vec<u8> = set.iter().flat_map(|id| id.to_le_bytes()).collect();
    xxh3_128(&bytes)
}

/// The signature of a folder's names and contents: a hash over its entries sorted by
/// name, each file as its content id and each subfolder as its own signature (a Merkle
/// tree). Equal for two folders exactly when their sets of (relative path, content) are
/// equal, barring hash collisions, which verification rules out.
fn names_signature(
    tree: &FolderTree<'_>,
    files: &[DistinctFile],
    sets: &FolderSets,
    f: u32,
) -> u128 {
    let name = |path: &std::path::Path| {
        path.file_name()
            .map_or(&[][..], |n| n.as_encoded_bytes())
            .to_vec()
    };
    let entry_name = |e: &PathContent| {
        e.folder_and_name(files)
            .map_or(&[][..], |(_, n)| n.as_encoded_bytes())
            .to_vec()
    };
    let mut entries: Vec<(Vec<u8>, u8, u128)> = tree
        .own(f)
        .iter()
        .map(|e| (entry_name(e), 0, u128::from(e.content)))
        .collect();
    for c in tree.children(f) {
        // Children of a folder without unique contents have none either: all signed.
        let signature = sets.signature[c as usize].unwrap_or_default();
        entries.push((name(tree.path(c)), 1, signature));
    }
    entries.sort_unstable();
    let mut hasher = Xxh3::new();
    for (name, kind, value) in &entries {
        hasher.update(&(name.len() as u64).to_le_bytes());
        hasher.update(name);
        hasher.update(&[*kind]);
        hasher.update(&value.to_le_bytes());
    }
    hasher.digest128()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::folders::tree::tests::contents_at;
    use std::path::PathBuf;

    fn sets_of(paths: &[(&str, u32)], options: SetOptions) -> Vec<(String, u64, Vec<u32>, bool)> {
        let (files, contents) = contents_at(paths);
        let roots = [PathBuf::from("/r")];
        let tree = FolderTree::build(&files, contents.paths.clone(), &roots);
        let sets = folder_sets(&tree, &contents, &files, options, &CancelToken::new()).unwrap();
        (0..tree.len() as u32)
            .map(|f| {
                (
                    tree.path(f).to_str().unwrap().to_string(),
                    sets.card(f),
                    sets.shared[f as usize].clone(),
                    sets.signature[f as usize].is_some(),
                )
            })
            .collect()
    }

    const DUPLICATES_ONLY: SetOptions = SetOptions {
        same_names: false,
        similar_from: None,
    };

    #[test]
    fn sets_merge_upwards_and_unique_contents_stop_the_signature() {
        let sets = sets_of(
            &[
                ("/r/a/1", 1),
                ("/r/a/x/2", 2),
                ("/r/b/1", 1),
                ("/r/b/y/2", 2),
                ("/r/c/9", 9),
            ],
            DUPLICATES_ONLY,
        );
        let find = |p: &str| sets.iter().find(|s| s.0 == p).unwrap().clone();
        assert_eq!(find("/r/a").2, [1, 2]);
        assert!(find("/r/a").3 && find("/r/b").3 && find("/r/a/x").3);
        // The root holds a unique content: no set built, no signature.
        assert!(!find("/r").3 && find("/r").2.is_empty());
        assert!(!find("/r/c").3);
        assert_eq!(find("/r/c").1, 1, "one unique content counted");
    }

    #[test]
    fn with_similar_folders_every_large_enough_set_is_kept() {
        let options = SetOptions {
            same_names: false,
            similar_from: Some(3),
        };
        let paths = [
            ("/r/a/1", 1),
            ("/r/a/8", 8),
            ("/r/a/9", 9),
            ("/r/b/1", 1),
            ("/r/b/7", 7),
        ];
        let sets = sets_of(&paths, options);
        let find = |p: &str| sets.iter().find(|s| s.0 == p).unwrap().clone();
        assert_eq!(
            find("/r/a").2,
            [1],
            "unique contents are counted, not listed"
        );
        assert_eq!(find("/r/a").1, 3);
        assert_eq!(find("/r/b").1, 2);
        assert!(find("/r/b").2.is_empty(), "two contents: too few to keep");
        assert_eq!(find("/r").2, [1]);
    }
}
