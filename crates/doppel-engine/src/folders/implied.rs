//! The last pass over the folder groups: dropping those that say nothing the others do not
//! already say, so the list shows each relationship once, at its highest and closest.
//!
//! - A similar pair whose folders are relatives (itself, a copy, an ancestor or a
//!   descendant) of a closer pair's two folders: `Backup ~ Laptop/notes` (92 %) says less
//!   than `Backup/notes-2023 ~ Laptop/notes` (99 %), which is kept, and with
//!   `Laptop/notes ≡ Laptop/notes (copy)` listed, `Backup/notes-2023 ~ Laptop/notes (copy)`
//!   says nothing more.
//! - A duplicate group whose folders are already related two by two through groups above
//!   them: when `notes ≡ notes (copy)` and `notes ~ Backup/notes-2023` are listed, the three
//!   copies of `contrib/tools` inside them are in those groups' comparisons already.
//!
//! Works on paths; the groups are few next to the files, and each check walks a path's
//! ancestors or a range of a sorted map.

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::path::Path;

use crate::near::cluster::UnionFind;
use crate::report::{FolderGroup, FolderKind};

/// Which accepted groups each folder belongs to, and as which member.
#[derive(Default)]
struct Index {
    by_path: BTreeMap<OsString, Vec<(usize, usize)>>,
}

impl Index {
    fn add(&mut self, group: usize, folders: &[&Path]) {
        for (member, path) in folders.iter().enumerate() {
            self.by_path
                .entry(path.as_os_str().to_owned())
                .or_default()
                .push((group, member));
        }
    }

    /// (group, member) of every accepted folder that is `path` or one of its ancestors.
    fn at_or_above(&self, path: &Path) -> Vec<(usize, usize)> {
        path.ancestors()
            .filter_map(|p| self.by_path.get(p.as_os_str()))
            .flatten()
            .copied()
            .collect()
    }

    /// (group, member) of every accepted folder strictly above `path`.
    fn above(&self, path: &Path) -> Vec<(usize, usize)> {
        path.ancestors()
            .skip(1)
            .filter_map(|p| self.by_path.get(p.as_os_str()))
            .flatten()
            .copied()
            .collect()
    }

    /// (group, member) of every accepted folder strictly below `path`.
    fn below(&self, path: &Path) -> Vec<(usize, usize)> {
        let mut start = path.as_os_str().as_bytes().to_vec();
        start.push(b'/');
        let mut end = start.clone();
        *end.last_mut().expect("not empty") = b'/' + 1;
        self.by_path
            .range(OsString::from_vec(start)..OsString::from_vec(end))
            .flat_map(|(_, members)| members.iter().copied())
            .collect()
    }

    /// Every accepted (group, member) that is `path`, above it or below it.
    fn relatives(&self, path: &Path) -> Vec<(usize, usize)> {
        let mut found = self.at_or_above(path);
        found.extend(self.below(path));
        found
    }
}

/// Duplicate groups with more copies than this are always kept (see `drop_implied`).
const MAX_COPIES_CHECKED: usize = 64;

/// Drops the groups that say nothing new (see the module comment), keeping the order.
/// `groups` holds the duplicates first, then the similar pairs, most alike first.
pub(crate) fn drop_implied(groups: Vec<FolderGroup>) -> Vec<FolderGroup> {
    let (duplicates, similar): (Vec<FolderGroup>, Vec<FolderGroup>) = groups
        .into_iter()
        .partition(|g| g.kind == FolderKind::Duplicate);

    // A folder's copies stand for it: same contents.
    let mut copies: std::collections::HashMap<&Path, Vec<&Path>> = Default::default();
    for group in &duplicates {
        for folder in &group.folders {
            copies
                .entry(folder.path.as_path())
                .or_default()
                .extend(group.folders.iter().map(|f| f.path.as_path()));
        }
    }
    let relatives = |index: &Index, path: &Path| -> Vec<(usize, usize)> {
        let mut found = index.relatives(path);
        for copy in copies.get(path).into_iter().flatten() {
            found.extend(index.relatives(copy));
        }
        found
    };

    // Similar pairs, closest first: a pair whose two folders are relatives of an accepted
    // pair's two folders (one each) adds nothing.
    let mut pairs = Index::default();
    let mut kept_pairs: Vec<FolderGroup> = Vec::new();
    for pair in similar {
        let (a, b) = (&pair.folders[0].path, &pair.folders[1].path);
        let near_a = relatives(&pairs, a);
        let near_b = relatives(&pairs, b);
        let dominated = near_a
            .iter()
            .any(|&(g, m)| near_b.iter().any(|&(h, n)| g == h && m != n));
        if !dominated {
            pairs.add(kept_pairs.len(), &[a, b]);
            kept_pairs.push(pair);
        }
    }

    // Duplicate groups, shallowest first, against the similar pairs and the duplicates
    // kept above them.
    let depth = |g: &FolderGroup| g.folders.iter().map(|f| f.path.components().count()).min();
    let mut order: Vec<usize> = (0..duplicates.len()).collect();
    order.sort_by_key(|&i| depth(&duplicates[i]));
    let mut accepted = Index::default();
    let mut next_id = 0;
    for pair in &kept_pairs {
        accepted.add(next_id, &[&pair.folders[0].path, &pair.folders[1].path]);
        next_id += 1;
    }
    let mut keep = vec![false; duplicates.len()];
    for i in order {
        let group = &duplicates[i];
        // Pairwise links cost the square of the copies: a group of hundreds is shown as is.
        let paths: Vec<&Path> = group.folders.iter().map(|f| f.path.as_path()).collect();
        if group.folders.len() > MAX_COPIES_CHECKED {
            keep[i] = true;
            accepted.add(next_id, &paths);
            next_id += 1;
            continue;
        }
        let above: Vec<Vec<(usize, usize)>> = group
            .folders
            .iter()
            .map(|f| accepted.above(&f.path))
            .collect();
        let mut related = UnionFind::new(group.folders.len());
        for x in 0..above.len() {
            for y in x + 1..above.len() {
                let linked = above[x]
                    .iter()
                    .any(|&(g, m)| above[y].iter().any(|&(h, n)| g == h && m != n));
                if linked {
                    related.union(x as u32, y as u32);
                }
            }
        }
        let root = related.find(0);
        if (1..group.folders.len() as u32).all(|x| related.find(x) == root) {
            continue;
        }
        keep[i] = true;
        accepted.add(next_id, &paths);
        next_id += 1;
    }
    duplicates
        .into_iter()
        .zip(keep)
        .filter_map(|(group, keep)| keep.then_some(group))
        .chain(kept_pairs)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::FolderRecord;

    fn group(kind: FolderKind, paths: &[&str], similarity: f64) -> FolderGroup {
        FolderGroup {
            kind,
            folders: paths
                .iter()
                .map(|p| FolderRecord {
                    path: p.into(),
                    files: 1,
                    bytes: 1,
                })
                .collect(),
            similarity,
            groups: Vec::new(),
        }
    }

    fn paths(groups: &[FolderGroup]) -> Vec<Vec<String>> {
        groups
            .iter()
            .map(|g| {
                g.folders
                    .iter()
                    .map(|f| f.path.display().to_string())
                    .collect()
            })
            .collect()
    }

    #[test]
    fn a_pair_of_relatives_of_a_closer_pair_is_dropped() {
        let kept = drop_implied(vec![
            group(FolderKind::Similar, &["/b/notes-2023", "/l/notes"], 0.99),
            group(FolderKind::Similar, &["/b", "/l/notes"], 0.92),
            group(
                FolderKind::Similar,
                &["/b/notes-2023/rel", "/l/notes"],
                0.81,
            ),
            // Unrelated to the first: kept.
            group(FolderKind::Similar, &["/b/photos", "/l/photos"], 0.85),
        ]);
        assert_eq!(
            paths(&kept),
            [
                vec!["/b/notes-2023", "/l/notes"],
                vec!["/b/photos", "/l/photos"]
            ]
        );
    }

    #[test]
    fn a_pair_with_the_copy_of_a_paired_folder_is_dropped() {
        let kept = drop_implied(vec![
            group(FolderKind::Duplicate, &["/l/notes", "/l/notes (copy)"], 1.0),
            group(FolderKind::Similar, &["/b/notes-2023", "/l/notes"], 0.99),
            group(
                FolderKind::Similar,
                &["/b/notes-2023", "/l/notes (copy)"],
                0.99,
            ),
        ]);
        assert_eq!(
            paths(&kept),
            [
                vec!["/l/notes", "/l/notes (copy)"],
                vec!["/b/notes-2023", "/l/notes"]
            ]
        );
    }

    #[test]
    fn copies_inside_folders_already_related_are_dropped_and_new_ones_kept() {
        let kept = drop_implied(vec![
            group(FolderKind::Duplicate, &["/l/notes", "/l/notes (copy)"], 1.0),
            group(
                FolderKind::Duplicate,
                &[
                    "/b/notes-2023/tools",
                    "/l/notes (copy)/tools",
                    "/l/notes/tools",
                ],
                1.0,
            ),
            // A third copy elsewhere is news: kept.
            group(
                FolderKind::Duplicate,
                &["/l/notes/icons", "/l/notes (copy)/icons", "/x/icons"],
                1.0,
            ),
            group(FolderKind::Similar, &["/b/notes-2023", "/l/notes"], 0.99),
        ]);
        assert_eq!(
            paths(&kept),
            [
                vec!["/l/notes", "/l/notes (copy)"],
                vec!["/l/notes/icons", "/l/notes (copy)/icons", "/x/icons"],
                vec!["/b/notes-2023", "/l/notes"],
            ]
        );
    }
}
