//! Duplicate and similar folders, found by the real scan in temporary trees, and the
//! comparison of two folders on disk.

use std::fs;
use std::path::{Path, PathBuf};

use doppel_engine::folders::{ComparedFile, compare};
use doppel_engine::report::{FolderGroup, FolderKind, Group, Report, SkipReason};
use doppel_engine::{CancelToken, ScanOptions, scan};
use tempfile::TempDir;

use crate::support::{pseudo_random, write};

/// Writes `count` files of distinct random contents (seeded from `seed`) under `folder`.
fn fill(root: &Path, folder: &str, count: u64, seed: u64) {
    for i in 0..count {
        let content = pseudo_random(500 + i as usize, seed * 1000 + i);
        write(root, &format!("{folder}/file{i:02}.bin"), &content);
    }
}

/// Copies the tree `from` to `to`.
fn copy_tree(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for entry in fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_tree(&entry.path(), &target);
        } else {
            fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// A temporary folder and its canonical path (the report's paths are canonical).
fn tree() -> (TempDir, PathBuf) {
    let dir = TempDir::new().unwrap();
    let root = dir.path().canonicalize().unwrap();
    (dir, root)
}

/// Scans `root` for exact copies and folders, with `options` adjusted by `adjust`.
fn scan_folders(root: &Path, adjust: impl FnOnce(&mut ScanOptions)) -> Report {
    let mut options = ScanOptions::new(vec![root.to_path_buf()]);
    options.exact_only = true;
    options.folders.find = true;
    adjust(&mut options);
    scan(&options, &CancelToken::new(), &|_| {}).expect("the scan runs")
}

/// A folder group's kind and its folders, relative to `root`.
fn shape(group: &FolderGroup, root: &Path) -> (FolderKind, Vec<String>) {
    let folders = group
        .folders
        .iter()
        .map(|f| f.path.strip_prefix(root).unwrap().display().to_string())
        .collect();
    (group.kind, folders)
}

fn shapes(report: &Report, root: &Path) -> Vec<(FolderKind, Vec<String>)> {
    report.folders.iter().map(|g| shape(g, root)).collect()
}

#[test]
fn a_folder_copied_whole_and_renamed_is_a_duplicate_pair() {
    let (_dir, root) = tree();
    fill(&root, "photos/2019", 4, 1);
    fill(&root, "photos/2020/summer", 3, 2);
    fill(&root, "photos", 2, 3);
    copy_tree(&root.join("photos"), &root.join("old backup of photos"));
    write(&root, "elsewhere/notes.txt", b"not part of either");

    let report = scan_folders(&root, |_| {});

    assert_eq!(
        shapes(&report, &root),
        [(
            FolderKind::Duplicate,
            vec!["old backup of photos".to_string(), "photos".to_string()]
        )]
    );
    let group = &report.folders[0];
    assert_eq!(group.similarity, 1.0);
    let photos = &group.folders[1];
    assert_eq!(photos.files, 9);
    let bytes: u64 = (0..4).chain(0..3).chain(0..2).map(|i| 500 + i).sum();
    assert_eq!(photos.bytes, bytes);
    assert_eq!(group.reclaimable_bytes(), bytes);
    // Every file group lies inside the two folders: all nine are attached, in order.
    assert_eq!(report.groups.len(), 9);
    assert_eq!(group.groups, (0..9).collect::<Vec<_>>());
    let summary = report.summary();
    assert_eq!((summary.duplicate_folders, summary.similar_folders), (1, 0));
}

#[test]
fn a_copy_with_three_extra_files_is_similar_not_a_duplicate() {
    let (_dir, root) = tree();
    fill(&root, "project", 20, 4);
    copy_tree(&root.join("project"), &root.join("project copy"));
    for (i, name) in ["extra1", "extra2", "sub/extra3"].iter().enumerate() {
        write(
            &root,
            &format!("project copy/{name}"),
            &pseudo_random(77, 90 + i as u64),
        );
    }

    let report = scan_folders(&root, |_| {});

    assert_eq!(
        shapes(&report, &root),
        [(
            FolderKind::Similar,
            vec!["project".to_string(), "project copy".to_string()]
        )]
    );
    assert_eq!(report.folders[0].similarity, 20.0 / 23.0);
    assert_eq!(report.folders[0].folders[1].files, 23);

    // Above the pair's share, it is not reported; without similar folders neither.
    let strict = scan_folders(&root, |o| o.folders.similar = Some(0.9));
    assert!(strict.folders.is_empty(), "{:?}", strict.folders);
    let duplicates_only = scan_folders(&root, |o| o.folders.similar = None);
    assert!(duplicates_only.folders.is_empty());
}

#[test]
fn a_copy_with_one_changed_file_is_similar() {
    let (_dir, root) = tree();
    fill(&root, "thesis", 20, 5);
    copy_tree(&root.join("thesis"), &root.join("thesis-final"));
    write(&root, "thesis-final/file07.bin", b"rewritten");

    let report = scan_folders(&root, |_| {});

    assert_eq!(
        shapes(&report, &root),
        [(
            FolderKind::Similar,
            vec!["thesis".to_string(), "thesis-final".to_string()]
        )]
    );
    // 19 contents in common out of 21 in all.
    assert_eq!(report.folders[0].similarity, 19.0 / 21.0);
    // The 19 unchanged copies are attached; no file group holds the changed file.
    assert_eq!(report.folders[0].groups.len(), 19);
}

#[test]
fn nested_copies_are_reported_once_at_the_top() {
    let (_dir, root) = tree();
    fill(&root, "A/x", 5, 6);
    fill(&root, "A/y", 5, 7);
    fill(&root, "A/y/deeper", 3, 8);
    copy_tree(&root.join("A"), &root.join("B"));
    write(&root, "unrelated.txt", b"keeps the root unique");

    let report = scan_folders(&root, |_| {});

    assert_eq!(
        shapes(&report, &root),
        [(
            FolderKind::Duplicate,
            vec!["A".to_string(), "B".to_string()]
        )],
        "A/x-B/x, A/y-B/y and A/y/deeper-B/y/deeper are implied by A-B"
    );
}

#[test]
fn renamed_files_make_a_duplicate_folder_unless_names_must_match() {
    let (_dir, root) = tree();
    fill(&root, "originals", 6, 9);
    for i in 0..6 {
        let content = fs::read(root.join(format!("originals/file{i:02}.bin"))).unwrap();
        write(&root, &format!("renamed/IMG_{i}.bin"), &content);
    }

    let report = scan_folders(&root, |_| {});
    assert_eq!(
        shapes(&report, &root),
        [(
            FolderKind::Duplicate,
            vec!["originals".to_string(), "renamed".to_string()]
        )]
    );

    let by_name = scan_folders(&root, |o| o.folders.same_names = true);
    assert!(by_name.folders.is_empty(), "{:?}", by_name.folders);

    // With the same names too, they are duplicates again.
    fs::remove_dir_all(root.join("renamed")).unwrap();
    copy_tree(&root.join("originals"), &root.join("renamed"));
    let by_name = scan_folders(&root, |o| o.folders.same_names = true);
    assert_eq!(by_name.summary().duplicate_folders, 1);
}

#[test]
fn folders_are_not_looked_for_unless_asked() {
    let (_dir, root) = tree();
    fill(&root, "a", 3, 10);
    copy_tree(&root.join("a"), &root.join("b"));
    let report = scan_folders(&root, |o| o.folders.find = false);
    assert!(report.folders.is_empty());
    assert!(report.groups.iter().all(|g| matches!(g, Group::Exact(_))));
}

/// A compared file's relative path(s) and sizes, as one line.
fn line(file: &ComparedFile) -> String {
    let size = |s: Option<u64>| s.map_or("-".to_string(), |s| s.to_string());
    let moved = file
        .right_path
        .as_ref()
        .map(|p| format!(" -> {}", p.display()))
        .unwrap_or_default();
    format!(
        "{}{moved} {} {}",
        file.path.display(),
        size(file.left_size),
        size(file.right_size)
    )
}

#[test]
fn compare_lists_what_differs_between_a_folder_and_its_changed_copy() {
    let (_dir, root) = tree();
    let left = root.join("left");
    write(&left, "same.txt", b"the same on both sides");
    write(&left, "sub/same too.txt", b"also the same");
    write(&left, "changed.txt", b"first version");
    write(&left, "resized.txt", b"short");
    write(&left, "gone.txt", b"only on the left");
    write(&left, "old name.txt", b"renamed on the right");
    copy_tree(&left, &root.join("right"));
    let right = root.join("right");
    write(&right, "changed.txt", b"other version");
    write(&right, "resized.txt", b"much longer now");
    fs::remove_file(right.join("gone.txt")).unwrap();
    fs::rename(right.join("old name.txt"), right.join("sub/new name.txt")).unwrap();
    write(&right, "new.txt", b"only on the right");

    let comparison = compare(&left, &right, &CancelToken::new()).expect("both are folders");

    let lines = |files: &[ComparedFile]| files.iter().map(line).collect::<Vec<_>>();
    assert_eq!(lines(&comparison.only_left), ["gone.txt 16 -"]);
    assert_eq!(lines(&comparison.only_right), ["new.txt - 17"]);
    assert_eq!(
        lines(&comparison.same),
        ["same.txt 22 22", "sub/same too.txt 13 13"]
    );
    assert_eq!(
        lines(&comparison.changed),
        ["changed.txt 13 13", "resized.txt 5 15"]
    );
    assert_eq!(
        lines(&comparison.moved),
        ["old name.txt -> sub/new name.txt 20 20"]
    );
    assert!(comparison.skipped.is_empty(), "{:?}", comparison.skipped);
    assert_eq!(
        doppel_engine::folders::FolderComparison::totals(&comparison.changed),
        (2, 28)
    );
}

#[test]
fn compare_says_what_is_wrong_with_a_folder() {
    let (_dir, root) = tree();
    write(&root, "a file", b"x");
    fs::create_dir(root.join("folder")).unwrap();
    let cancel = CancelToken::new();

    let missing = compare(&root.join("folder"), &root.join("nowhere"), &cancel).unwrap_err();
    assert!(missing.contains("nowhere: no such folder"), "{missing}");
    let file = compare(&root.join("a file"), &root.join("folder"), &cancel).unwrap_err();
    assert!(file.contains("not a folder"), "{file}");

    cancel.cancel();
    let stopped = compare(&root.join("folder"), &root.join("folder"), &cancel).unwrap_err();
    assert!(stopped.contains("stopped"), "{stopped}");
}

#[test]
fn compare_does_not_follow_links() {
    let (_dir, root) = tree();
    write(&root, "left/real.txt", b"content");
    write(&root, "right/real.txt", b"content");
    std::os::unix::fs::symlink(root.join("left/real.txt"), root.join("right/link.txt")).unwrap();

    let comparison = compare(&root.join("left"), &root.join("right"), &CancelToken::new()).unwrap();

    assert_eq!(comparison.same.len(), 1);
    assert!(comparison.only_right.is_empty());
    assert_eq!(comparison.skipped.len(), 1);
    assert_eq!(comparison.skipped[0].reason, SkipReason::LinkNotFollowed);
}
