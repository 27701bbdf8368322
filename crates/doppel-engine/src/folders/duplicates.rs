//! Duplicate folders: folders whose recursive content sets are equal (with `same_names`,
//! also under the same relative paths), grouped by signature and verified, reported only
//! at the highest level.
//!
//! Two reductions keep the report to what a person would call the duplicates:
//! - Nested members: a folder holding nothing but (copies of) one subfolder's contents has
//!   that subfolder's set, and so does a folder holding nothing but two equal subfolders.
//!   A folder and its own descendant are never a pair: of a wrapper and what it wraps, the
//!   one laid out as the other copies is reported (`Backup/howto` with `Documents/howto`,
//!   not `Backup`, which holds nothing else); a folder holding two copies is left out for
//!   its copies.
//! - Explained groups: when A and B are duplicates, A/x and B/x are too, and saying so adds
//!   nothing. A group is left out when each member's parent is in one same duplicate group,
//!   under a different member of it each ("distinct tops"): then the members pair off along
//!   their parents. If two members sit under the same member of the parent group (A/x and
//!   A/y equal inside A, B a copy of A), the group says something the parent group does not
//!   (A holds the same thing twice) and is kept.

use std::path::Path;

use super::content::PathContent;
use super::sets::FolderSets;
use super::tree::FolderTree;
use crate::hardlinks::DistinctFile;

/// No duplicate class.
const NO_CLASS: u32 = u32::MAX;

/// The duplicate folders found.
#[derive(Debug, Default)]
pub(crate) struct Duplicates {
    /// The groups to report, each a list of folder ids in pre-order.
    pub(crate) groups: Vec<Vec<u32>>,
    /// For every folder in a duplicate class (one with at least two copies not nested in
    /// each other): the class and the copy it is or lies in.
    class_top: Vec<(u32, u32)>,
    /// Every verified set of two or more equal folders (nested ones included), and for each
    /// folder the index of the one it is in.
    equal: Vec<Vec<u32>>,
    equal_of: Vec<u32>,
}

impl Duplicates {
    /// True when a folder equal to `a` (or `a` itself) and `b` are nested, or the other way
    /// round: `a` and `b` are then a folder and (a copy of) its own descendant.
    pub(crate) fn copy_nested(&self, tree: &FolderTree<'_>, a: u32, b: u32) -> bool {
        let nested = |x: u32, y: u32| tree.contains(x, y) || tree.contains(y, x);
        let equal_to = |f: u32| match self.equal_of.get(f as usize) {
            Some(&class) if class != NO_CLASS => self.equal[class as usize].as_slice(),
            _ => &[],
        };
        equal_to(a).iter().any(|&x| nested(x, b)) || equal_to(b).iter().any(|&y| nested(a, y))
    }

    /// True when `a` and `b` belong to one duplicate class under different members of it:
    /// they are (inside) two folders with the same contents.
    pub(crate) fn under_duplicates(&self, a: u32, b: u32) -> bool {
        let (Some(&(class_a, top_a)), Some(&(class_b, top_b))) = (
            self.class_top.get(a as usize),
            self.class_top.get(b as usize),
        ) else {
            return false;
        };
        class_a != NO_CLASS && class_a == class_b && top_a != top_b
    }
}

/// Finds the duplicate folders among those [`FolderSets`] signed.
pub(crate) fn find_duplicates(
    tree: &FolderTree<'_>,
    sets: &FolderSets,
    files: &[DistinctFile],
    same_names: bool,
) -> Duplicates {
    let mut signed: Vec<(u128, u32)> = sets
        .signature
        .iter()
        .enumerate()
        .filter_map(|(f, s)| s.map(|s| (s, f as u32)))
        .collect();
    signed.sort_unstable();

    let mut duplicates = Duplicates {
        groups: Vec::new(),
        class_top: vec![(NO_CLASS, 0); tree.len()],
        equal: Vec::new(),
        equal_of: vec![NO_CLASS; tree.len()],
    };
    let mut classes: Vec<Vec<u32>> = Vec::new();
    for run in signed.chunk_by(|a, b| a.0 == b.0).filter(|r| r.len() > 1) {
        let members: Vec<u32> = run.iter().map(|&(_, f)| f).collect();
        for verified in verify(tree, sets, files, same_names, &members) {
            let index = duplicates.equal.len() as u32;
            for &m in &verified {
                duplicates.equal_of[m as usize] = index;
            }
            let (copies, tops) = copies_among(tree, &verified);
            if copies.len() > 1 {
                let class = classes.len() as u32;
                for (&m, top) in verified.iter().zip(tops) {
                    if let Some(top) = top {
                        duplicates.class_top[m as usize] = (class, top);
                    }
                }
                classes.push(copies);
            }
            duplicates.equal.push(verified);
        }
    }
    duplicates.groups = classes
        .into_iter()
        .filter(|members| !explained_by_parents(tree, &duplicates, members))
        .collect();
    duplicates
}

/// Of folders with one same set, in pre-order, the copies to report: as many as possible
/// with none nested in another. A member with at most one copy below it (a folder wrapping
/// its only subfolder) and that subfolder are one copy, reported at the level whose layout
/// the other copies share ([`matching_levels`]); a member with two or more below it (a
/// folder holding nothing but two equal subfolders) is not a copy, its copies are. Also
/// gives, for each member, the copy it is, lies in or wraps (none for a member above two
/// copies).
fn copies_among(tree: &FolderTree<'_>, members: &[u32]) -> (Vec<u32>, Vec<Option<u32>>) {
    // The nearest member each member lies in.
    let mut up: Vec<Option<usize>> = vec![None; members.len()];
    let mut open: Vec<usize> = Vec::new();
    for (i, &m) in members.iter().enumerate() {
        while open
            .last()
            .is_some_and(|&outer| !tree.contains(members[outer], m))
        {
            open.pop();
        }
        up[i] = open.last().copied();
        open.push(i);
    }
    // The most copies that can be chosen below each member, not nested in each other.
    let mut below = vec![0usize; members.len()];
    for i in (0..members.len()).rev() {
        if let Some(outer) = up[i] {
            below[outer] += below[i].max(1);
        }
    }
    // Each copy's chain: the highest member with at most one copy below it, and the
    // members nested in it (at most one at each level), outermost first.
    let mut chain_of: Vec<Option<usize>> = vec![None; members.len()];
    let mut chains: Vec<Vec<usize>> = Vec::new();
    for i in 0..members.len() {
        chain_of[i] = match up[i].and_then(|outer| chain_of[outer]) {
            Some(chain) => {
                chains[chain].push(i);
                Some(chain)
            }
            None if below[i] <= 1 => {
                chains.push(vec![i]);
                Some(chains.len() - 1)
            }
            None => None,
        };
    }
    let level = matching_levels(tree, members, &chains);
    let copies: Vec<u32> = chains
        .iter()
        .zip(&level)
        .map(|(chain, &at)| members[chain[at]])
        .collect();
    let tops = chain_of
        .iter()
        .map(|chain| chain.map(|chain| copies[chain]))
        .collect();
    (copies, tops)
}

/// The level of each chain (index into it) to report, so that the copies are laid out
/// alike: from the innermost member of each (the folder that holds the files), one level up
/// for all while every chain has a level above and the folders there all bear one name.
/// `Backup` holding only `howto` pairs `Backup/howto` with `Documents/howto`, whose files
/// stand at the same relative paths; `Old` and `New` holding only `howto` each pair as
/// `Old` and `New`.
fn matching_levels(tree: &FolderTree<'_>, members: &[u32], chains: &[Vec<usize>]) -> Vec<usize> {
    let mut level: Vec<usize> = chains.iter().map(|chain| chain.len() - 1).collect();
    let name = |chain: &[usize], at: usize| tree.path(members[chain[at]]).file_name();
    while level.iter().all(|&at| at > 0)
        && chains
            .iter()
            .zip(&level)
            .all(|(chain, &at)| name(chain, at) == name(&chains[0], level[0]))
    {
        for at in &mut level {
            *at -= 1;
        }
    }
    level
}

/// Splits folders of one signature into the classes whose sets are really equal (a
/// signature collision must not join folders), each in pre-order; singletons dropped.
fn verify(
    tree: &FolderTree<'_>,
    sets: &FolderSets,
    files: &[DistinctFile],
    same_names: bool,
    members: &[u32],
) -> Vec<Vec<u32>> {
    let listings: Vec<Vec<(Vec<u8>, u32)>> = if same_names {
        members
            .iter()
            .map(|&f| named_contents(tree.subtree(f), tree.path(f), files))
            .collect()
    } else {
        Vec::new()
    };
    let equal = |a: usize, b: usize| {
        if same_names {
            listings[a] == listings[b]
        } else {
            sets.shared[members[a] as usize] == sets.shared[members[b] as usize]
        }
    };
    let mut classes: Vec<Vec<usize>> = Vec::new();
    for m in 0..members.len() {
        match classes.iter_mut().find(|class| equal(class[0], m)) {
            Some(class) => class.push(m),
            None => classes.push(vec![m]),
        }
    }
    classes
        .into_iter()
        .filter(|class| class.len() > 1)
        .map(|class| {
            let mut folders: Vec<u32> = class.into_iter().map(|m| members[m]).collect();
            folders.sort_unstable();
            folders
        })
        .collect()
}

/// The sorted (path relative to `folder`, content) pairs of the paths under it.
fn named_contents(
    paths: &[PathContent],
    folder: &Path,
    files: &[DistinctFile],
) -> Vec<(Vec<u8>, u32)> {
    let skip = folder.as_os_str().len();
    let mut listing: Vec<(Vec<u8>, u32)> = paths
        .iter()
        .map(|e| {
            let path = e.path(files);
            (
                path.as_os_str().as_encoded_bytes()[skip..].to_vec(),
                e.content,
            )
        })
        .collect();
    listing.sort_unstable();
    listing
}

/// True when every member's parent lies in one same duplicate class, under a different
/// member of it each: the group only repeats what its parents' group says.
fn explained_by_parents(tree: &FolderTree<'_>, duplicates: &Duplicates, members: &[u32]) -> bool {
    let mut seen: Vec<(u32, u32)> = Vec::with_capacity(members.len());
    for &m in members {
        let Some(parent) = tree.parent(m) else {
            return false;
        };
        let (class, top) = duplicates.class_top[parent as usize];
        if class == NO_CLASS || seen.first().is_some_and(|&(c, _)| c != class) {
            return false;
        }
        if seen.iter().any(|&(_, t)| t == top) {
            return false;
        }
        seen.push((class, top));
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::folders::sets::SetOptions;
    use crate::folders::tree::tests::with_sets;

    /// The duplicate groups (as paths) among `paths`, each with its content id, under `/r`.
    pub(crate) fn groups(paths: &[(&str, u32)], same_names: bool) -> Vec<Vec<String>> {
        let options = SetOptions {
            same_names,
            similar_from: None,
        };
        let mut found: Vec<Vec<String>> = with_sets(paths, options, |tree, sets, files| {
            find_duplicates(tree, sets, files, same_names)
                .groups
                .iter()
                .map(|g| {
                    g.iter()
                        .map(|&f| tree.path(f).display().to_string())
                        .collect()
                })
                .collect()
        });
        found.sort();
        found
    }

    #[test]
    fn a_copied_tree_is_one_group_not_one_per_level() {
        let found = groups(
            &[
                ("/r/A/1", 1),
                ("/r/A/x/2", 2),
                ("/r/A/x/deep/3", 3),
                ("/r/A/y/4", 4),
                ("/r/B/1", 1),
                ("/r/B/x/2", 2),
                ("/r/B/x/deep/3", 3),
                ("/r/B/y/4", 4),
                ("/r/unique", 9),
            ],
            false,
        );
        assert_eq!(found, [["/r/A", "/r/B"]]);
    }

    #[test]
    fn a_wrapper_folder_and_its_only_child_are_never_a_pair() {
        let found = groups(
            &[
                ("/r/A/inner/1", 1),
                ("/r/A/inner/2", 2),
                ("/r/B/1", 1),
                ("/r/B/2", 2),
                ("/r/B/sub/3", 3),
                ("/r/C/3", 3),
                ("/r/u", 9),
            ],
            false,
        );
        // A and A/inner hold the same set, but they are nested: no pair. B holds a third
        // content, so it matches nothing; C is a copy of B/sub.
        assert_eq!(found, [["/r/B/sub", "/r/C"]]);
        let found = groups(
            &[
                ("/r/A/inner/1", 1),
                ("/r/A/inner/sub/2", 2),
                ("/r/B/1", 1),
                ("/r/B/sub/2", 2),
                ("/r/u", 9),
            ],
            false,
        );
        assert_eq!(
            found,
            [["/r/A/inner", "/r/B"]],
            "A/inner holds its files where B does; A/inner/sub is implied"
        );
    }

    #[test]
    fn equal_subfolders_inside_one_copy_are_still_reported() {
        let found = groups(
            &[
                ("/r/A/x/1", 1),
                ("/r/A/y/1", 1),
                ("/r/A/2", 2),
                ("/r/B/x/1", 1),
                ("/r/B/y/1", 1),
                ("/r/B/2", 2),
                ("/r/u", 9),
            ],
            false,
        );
        assert_eq!(
            found,
            vec![
                vec!["/r/A", "/r/B"],
                vec!["/r/A/x", "/r/A/y", "/r/B/x", "/r/B/y"]
            ]
        );
    }

    #[test]
    fn a_third_copy_of_a_subfolder_keeps_its_group() {
        let found = groups(
            &[
                ("/r/A/x/1", 1),
                ("/r/A/2", 2),
                ("/r/B/x/1", 1),
                ("/r/B/2", 2),
                ("/r/C/1", 1),
                ("/r/C/u", 8),
                ("/r/u", 9),
            ],
            false,
        );
        assert_eq!(
            found,
            [["/r/A", "/r/B"]],
            "C is not a duplicate (it holds 8), so A/x and B/x are explained by A and B"
        );
        let found = groups(
            &[
                ("/r/A/x/1", 1),
                ("/r/A/2", 2),
                ("/r/B/x/1", 1),
                ("/r/B/2", 2),
                ("/r/C/1", 1),
                ("/r/u", 9),
            ],
            false,
        );
        assert_eq!(
            found,
            vec![vec!["/r/A", "/r/B"], vec!["/r/A/x", "/r/B/x", "/r/C"]]
        );
    }

    #[test]
    fn names_count_only_when_asked() {
        let paths = [
            ("/r/A/one", 1),
            ("/r/A/two", 2),
            ("/r/B/uno", 1),
            ("/r/B/dos", 2),
            ("/r/u", 9),
        ];
        assert_eq!(groups(&paths, false), [["/r/A", "/r/B"]]);
        assert!(groups(&paths, true).is_empty());
        let same = [
            ("/r/A/one", 1),
            ("/r/A/d/two", 2),
            ("/r/B/one", 1),
            ("/r/B/d/two", 2),
            ("/r/u", 9),
        ];
        assert_eq!(groups(&same, true), [["/r/A", "/r/B"]]);
    }

    #[test]
    fn a_parent_of_nothing_but_two_copies_leaves_the_pair_to_them() {
        let found = groups(
            &[("/r/A/1", 1), ("/r/A/2", 2), ("/r/B/1", 1), ("/r/B/2", 2)],
            false,
        );
        assert_eq!(found, [["/r/A", "/r/B"]]);
        let found = groups(
            &[
                ("/r/w/A/1", 1),
                ("/r/w/A/2", 2),
                ("/r/B/1", 1),
                ("/r/B/2", 2),
            ],
            false,
        );
        assert_eq!(
            found,
            [["/r/B", "/r/w/A"]],
            "w wraps A: A holds its files where B does"
        );
        let found = groups(
            &[
                ("/r/old/A/1", 1),
                ("/r/old/A/2", 2),
                ("/r/new/A/1", 1),
                ("/r/new/A/2", 2),
                ("/r/u", 9),
            ],
            false,
        );
        assert_eq!(
            found,
            [["/r/new", "/r/old"]],
            "both wrap an A: the wrappers are laid out alike"
        );
    }

    #[test]
    fn a_folder_of_unique_contents_is_never_a_duplicate() {
        assert!(groups(&[("/r/A/1", 1), ("/r/B/2", 2)], false).is_empty());
    }
}
