//! Duplicate and similar folders: the scan's folder stage, and [`compare`] for looking at
//! two folders side by side.
//!
//! The stage runs after the exact stage, on what it found: [`content`] gives every walked
//! path a content id (one per exact group, one per other file), [`tree`] numbers the
//! folders in pre-order with the paths sorted by folder, [`sets`] builds each folder's
//! recursive content set bottom-up, [`duplicates`] groups equal sets and [`similar`] finds
//! pairs sharing most of them; [`implied`] drops the groups the others already imply;
//! [`attach`] then links the report's file groups to the folder
//! groups that hold them.

mod attach;
mod compare;
mod content;
mod duplicates;
mod implied;
mod sets;
mod similar;
mod tree;

use std::cmp::Reverse;
use std::path::PathBuf;

pub(crate) use attach::attach_file_groups;
pub use compare::{ComparedFile, FolderComparison, compare};

use crate::exact::ExactOutcome;
use crate::hardlinks::DistinctFile;
use crate::options::FolderOptions;
use crate::progress::{CancelToken, Phase, ProgressCounters};
use crate::report::{FolderGroup, FolderKind, FolderRecord};
use sets::SetOptions;
use tree::FolderTree;

/// Finds the duplicate folders, and with [`FolderOptions::similar`] the similar ones, among
/// the folders at or under `roots` holding `files`: duplicates first (most reclaimable
/// bytes first), then similar pairs (most alike first). Empty when cancelled.
pub(crate) fn find_folders(
    files: &[DistinctFile],
    exact: &ExactOutcome,
    roots: &[PathBuf],
    options: &FolderOptions,
    progress: &ProgressCounters,
    cancel: &CancelToken,
) -> Vec<FolderGroup> {
    let mut contents = content::content_ids(files, exact);
    // The paths move into the tree; the occurrence counts stay.
    let paths = std::mem::take(&mut contents.paths);
    let tree = FolderTree::build(files, paths, roots);
    progress.begin(Phase::Folders, tree.len() as u64, 0);
    let set_options = SetOptions {
        same_names: options.same_names,
        similar_from: options.similar.map(|_| similar::MIN_CONTENTS),
    };
    let Some(sets) = sets::folder_sets(&tree, &contents, files, set_options, cancel) else {
        return Vec::new();
    };
    drop(contents);
    let duplicates = duplicates::find_duplicates(&tree, &sets, files, options.same_names);
    let similar = match options.similar {
        Some(threshold) => {
            match similar::find_similar(&tree, &sets, &duplicates, threshold, cancel) {
                Some(pairs) => pairs,
                None => return Vec::new(),
            }
        }
        None => Vec::new(),
    };

    let record = |f: u32| FolderRecord {
        path: tree.path(f).to_path_buf(),
        files: sets.files[f as usize],
        bytes: sets.bytes[f as usize],
    };
    let mut found: Vec<FolderGroup> = duplicates
        .groups
        .iter()
        .map(|members| {
            group(
                FolderKind::Duplicate,
                members.iter().map(|&f| record(f)),
                1.0,
            )
        })
        .collect();
    found.sort_by(|a, b| {
        Reverse(a.reclaimable_bytes())
            .cmp(&Reverse(b.reclaimable_bytes()))
            .then_with(|| a.folders[0].path.cmp(&b.folders[0].path))
    });
    let mut pairs: Vec<FolderGroup> = similar
        .iter()
        .map(|p| {
            group(
                FolderKind::Similar,
                [record(p.a), record(p.b)],
                p.similarity,
            )
        })
        .collect();
    pairs.sort_by(|a, b| {
        b.similarity
            .total_cmp(&a.similarity)
            .then_with(|| a.folders[0].path.cmp(&b.folders[0].path))
            .then_with(|| a.folders[1].path.cmp(&b.folders[1].path))
    });
    found.extend(pairs);
    implied::drop_implied(found)
}

fn group(
    kind: FolderKind,
    folders: impl IntoIterator<Item = FolderRecord>,
    similarity: f64,
) -> FolderGroup {
    let mut folders: Vec<FolderRecord> = folders.into_iter().collect();
    folders.sort_by(|a, b| a.path.cmp(&b.path));
    FolderGroup {
        kind,
        folders,
        similarity,
        groups: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use std::fs;

    use crate::progress::CancelToken;
    use crate::report::FolderKind;
    use crate::{ScanOptions, scan};

    #[test]
    fn a_backup_holding_only_a_copy_of_a_folder_pairs_that_copy_with_the_original() {
        let dir = tempfile::TempDir::new().unwrap();
        let root = dir.path().canonicalize().unwrap();
        let backup = root.join("Backup/howto");
        let documents = root.join("Documents/howto");
        for (i, relative) in (0..33).map(|i| (i, format!("part-{}/note-{i}.txt", i % 3))) {
            let text = format!("how to do thing number {i}, step by step\n").repeat(20);
            for folder in [&backup, &documents] {
                let path = folder.join(&relative);
                fs::create_dir_all(path.parent().unwrap()).unwrap();
                fs::write(path, &text).unwrap();
            }
        }
        fs::write(root.join("Documents/letter.txt"), "only in Documents").unwrap();
        let mut options = ScanOptions::new(vec![root]);
        options.folders.find = true;
        options.exact_only = true;

        let report = scan(&options, &CancelToken::new(), &|_| {}).unwrap();
        let duplicates: Vec<_> = report
            .folders
            .iter()
            .filter(|g| g.kind == FolderKind::Duplicate)
            .map(|g| g.folders.iter().map(|f| f.path.clone()).collect::<Vec<_>>())
            .collect();
        // Backup holds nothing but howto: it has howto's contents, but it is Backup/howto
        // whose files stand where Documents/howto's do.
        assert_eq!(duplicates, [[backup.clone(), documents.clone()]]);
        let compared = super::compare(&backup, &documents, &CancelToken::new()).unwrap();
        assert_eq!(compared.same.len(), 33);
        assert!(compared.moved.is_empty());
    }
}
