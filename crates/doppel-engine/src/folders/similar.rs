//! Similar folders: pairs of folders whose content sets have a Jaccard index at or above the
//! threshold, found with the near-duplicate stage's MinHash sketches and LSH banding, then
//! verified with the exact index.
//!
//! Only the highest pairs are reported: not a folder and its descendant (nor a copy of
//! either: B a copy of A, then A/sub and B are no pair), not two folders
//! with equal sets (those are duplicates), not a pair one of whose folders is wrapped by a
//! parent with the same set (the pair with the parent is reported), and not a pair whose
//! parents are themselves duplicates or a similar pair.

use std::collections::HashSet;

use rayon::prelude::*;

use super::duplicates::Duplicates;
use super::sets::FolderSets;
use super::tree::FolderTree;
use crate::near::candidates::{Banding, candidate_pairs};
use crate::near::minhash::{Sketch, SketchBuilder};
use crate::near::shingles::fmix64;
use crate::progress::CancelToken;

/// The fewest distinct contents a folder needs to be compared as similar. With fewer, one
/// file more or less moves the share by a quarter or more, so "similar" would say little
/// the file groups do not: at the default 0.8, three contents can only be similar to
/// themselves, and four are similar to exactly the four plus one more.
pub(crate) const MIN_CONTENTS: u64 = 4;

/// Mixed into content ids before sketching, so id 0 does not hash to 0.
const SEED: u64 = 0x646f_7070_656c_2f66;

/// A verified pair of similar folders and their exact Jaccard index.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct SimilarPair {
    pub(crate) a: u32,
    pub(crate) b: u32,
    pub(crate) similarity: f64,
}

/// Finds the similar pairs to report, at `threshold` or above. `None` when cancelled.
pub(crate) fn find_similar(
    tree: &FolderTree<'_>,
    sets: &FolderSets,
    duplicates: &Duplicates,
    threshold: f64,
    cancel: &CancelToken,
) -> Option<Vec<SimilarPair>> {
    let compared: Vec<u32> = (0..tree.len() as u32)
        .filter(|&f| sets.card(f) >= MIN_CONTENTS && !sets.shared[f as usize].is_empty())
        .collect();
    let sketches: Vec<Sketch> = compared
        .par_iter()
        .map(|&f| {
            let mut builder = SketchBuilder::default();
            for entry in tree.subtree(f) {
                builder.add(fmix64(u64::from(entry.content) ^ SEED));
            }
            builder.finish()
        })
        .collect();
    if cancel.is_cancelled() {
        return None;
    }
    let refs: Vec<&Sketch> = sketches.iter().collect();
    let candidates = candidate_pairs(&refs, Banding::for_threshold(threshold));
    drop(refs);
    drop(sketches);
    if cancel.is_cancelled() {
        return None;
    }
    let verified: Vec<SimilarPair> = candidates
        .par_iter()
        .filter_map(|&(i, j)| {
            let (a, b) = (compared[i as usize], compared[j as usize]);
            // A folder and its descendant, or a copy of either: not two folders alike.
            if duplicates.copy_nested(tree, a, b) || tree.contains(a, b) || tree.contains(b, a) {
                return None;
            }
            let similarity = jaccard(sets, a, b)?;
            (similarity >= threshold).then_some(SimilarPair { a, b, similarity })
        })
        .collect();

    let pairs: HashSet<(u32, u32)> = verified.iter().map(|p| (p.a, p.b)).collect();
    let found = |a: u32, b: u32| pairs.contains(&(a.min(b), a.max(b)));
    // The folder above `f` when it holds nothing more (a set only grows upwards, so equal
    // sizes mean equal sets).
    let same_above = |f: u32| tree.parent(f).filter(|&p| sets.card(p) == sets.card(f));
    let implied = |p: &SimilarPair| {
        // The same pair one level up (a folder wrapping one of them)...
        let wrapped = same_above(p.a).is_some_and(|a| found(a, p.b))
            || same_above(p.b).is_some_and(|b| found(p.a, b));
        // ...or their parents are alike: this pair is part of theirs.
        let parents = match (tree.parent(p.a), tree.parent(p.b)) {
            (Some(pa), Some(pb)) => duplicates.under_duplicates(pa, pb) || found(pa, pb),
            _ => false,
        };
        wrapped || parents
    };
    Some(verified.iter().filter(|p| !implied(p)).copied().collect())
}

/// The exact Jaccard index of two folders not nested in each other, unless their sets are
/// equal (then they are duplicates, not similar). Unique contents count in both sizes but
/// can be in only one of the two folders.
fn jaccard(sets: &FolderSets, a: u32, b: u32) -> Option<f64> {
    let common = common_count(&sets.shared[a as usize], &sets.shared[b as usize]);
    let union = sets.card(a) + sets.card(b) - common;
    (common < union).then(|| common as f64 / union as f64)
}

/// How many values two sorted, repeat-free lists share.
pub(crate) fn common_count(a: &[u32], b: &[u32]) -> u64 {
    let (mut i, mut j, mut common) = (0, 0, 0u64);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => {
                common += 1;
                i += 1;
                j += 1;
            }
        }
    }
    common
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::folders::duplicates::find_duplicates;
    use crate::folders::sets::SetOptions;
    use crate::folders::tree::tests::with_sets;

    /// The similar pairs (as paths, with their index) among `paths`, each with its content
    /// id, under `/r`.
    fn similar(paths: &[(String, u32)], threshold: f64) -> Vec<(String, String, f64)> {
        let paths: Vec<(&str, u32)> = paths.iter().map(|(p, c)| (p.as_str(), *c)).collect();
        let options = SetOptions {
            same_names: false,
            similar_from: Some(MIN_CONTENTS),
        };
        let mut found = with_sets(&paths, options, |tree, sets, files| {
            let duplicates = find_duplicates(tree, sets, files, false);
            find_similar(tree, sets, &duplicates, threshold, &CancelToken::new())
                .expect("not cancelled")
                .into_iter()
                .map(|p| {
                    let path = |f: u32| tree.path(f).display().to_string();
                    (path(p.a), path(p.b), p.similarity)
                })
                .collect::<Vec<_>>()
        });
        found.sort_by(|x, y| x.0.cmp(&y.0).then(x.1.cmp(&y.1)));
        found
    }

    /// `count` files with contents `from..from + count` in `folder`.
    fn folder(folder: &str, from: u32, count: u32) -> Vec<(String, u32)> {
        (from..from + count)
            .map(|c| (format!("{folder}/f{c}"), c))
            .collect()
    }

    #[test]
    fn a_copy_with_extra_files_is_similar_with_its_exact_index() {
        let mut paths = folder("/r/A", 0, 20);
        paths.extend(folder("/r/B", 0, 23));
        paths.push(("/r/u".into(), 999));
        let found = similar(&paths, 0.8);
        assert_eq!(found, [("/r/A".into(), "/r/B".into(), 20.0 / 23.0)]);
        assert!(similar(&paths, 0.9).is_empty(), "20/23 is below 0.9");
    }

    #[test]
    fn duplicates_and_nested_folders_are_not_similar_pairs() {
        let mut paths = folder("/r/A", 0, 10);
        paths.extend(folder("/r/B", 0, 10));
        paths.extend(folder("/r/A/inner", 10, 1));
        paths.push(("/r/u".into(), 999));
        // A/inner holds one content: too few to compare; A holds it besides B's ten.
        let found = similar(&paths, 0.8);
        assert_eq!(found, [("/r/A".into(), "/r/B".into(), 10.0 / 11.0)]);

        let mut equal = folder("/r/A", 0, 10);
        equal.extend(folder("/r/B", 0, 10));
        equal.push(("/r/u".into(), 999));
        assert!(similar(&equal, 0.8).is_empty(), "equal sets are duplicates");
    }

    #[test]
    fn only_the_highest_similar_pair_is_reported() {
        let mut paths = Vec::new();
        for (top, extra) in [("/r/A", 100), ("/r/B", 200)] {
            paths.extend(folder(&format!("{top}/x"), 0, 9));
            paths.push((format!("{top}/x/extra"), extra));
            paths.extend(folder(&format!("{top}/y"), 20, 9));
            paths.push((format!("{top}/y/extra"), extra + 1));
        }
        paths.push(("/r/u".into(), 999));
        let found = similar(&paths, 0.8);
        // A/x ~ B/x and A/y ~ B/y (9/11) repeat what A ~ B (18/22) says.
        assert_eq!(found, [("/r/A".into(), "/r/B".into(), 18.0 / 22.0)]);
    }

    #[test]
    fn a_wrapper_folder_stands_for_its_only_child() {
        let mut paths = folder("/r/A/wrapped", 0, 10);
        paths.extend(folder("/r/B", 0, 9));
        paths.push(("/r/u".into(), 999));
        let found = similar(&paths, 0.8);
        assert_eq!(found, [("/r/A".into(), "/r/B".into(), 0.9)]);
    }

    #[test]
    fn a_parent_holding_nothing_else_does_not_hide_the_pair() {
        // The root's set equals B's (A's contents are all in B): still A ~ B.
        let mut paths = folder("/r/A", 0, 20);
        paths.extend(folder("/r/B", 0, 23));
        let found = similar(&paths, 0.8);
        assert_eq!(found, [("/r/A".into(), "/r/B".into(), 20.0 / 23.0)]);
    }

    #[test]
    fn a_folder_and_the_copy_of_its_own_subfolder_are_no_pair() {
        // B is a copy of A; A holds sub and one file more. A ~ B/sub (and B ~ A/sub) would
        // only say that A holds sub.
        let mut paths = Vec::new();
        for top in ["/r/A", "/r/B"] {
            paths.extend(folder(&format!("{top}/sub"), 0, 10));
            paths.push((format!("{top}/more"), 50));
        }
        assert!(
            similar(&paths, 0.8).is_empty(),
            "{:?}",
            similar(&paths, 0.8)
        );
    }

    #[test]
    fn common_count_counts_shared_values() {
        assert_eq!(common_count(&[1, 3, 5, 7], &[2, 3, 4, 7, 9]), 2);
        assert_eq!(common_count(&[], &[1]), 0);
    }
}
