//! Selection rules on real files: each rule keeps the file it names, ties go by path, and
//! "inside a folder" matches whole folder names only.

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use crate::support::cleanup::record;
use crate::support::{set_modified, write};
use doppel::engine::actions::{KeepRule, Mark, apply, apply_to_images};
use doppel::report::{FileRecord, ImageInfo};
use tempfile::TempDir;

fn at(seconds: u64) -> SystemTime {
    UNIX_EPOCH + Duration::from_secs(seconds)
}

/// Writes a file of `size` bytes modified at `modified`, and records it as a scan would.
fn file(root: &Path, relative: &str, size: usize, modified: SystemTime) -> FileRecord {
    let path = write(root, relative, &vec![b'x'; size]);
    set_modified(&path, modified);
    record(&path)
}

/// Three files, each rule picking: first 0, newest 2, oldest 1, largest 0, shortest 1.
fn group(root: &Path) -> Vec<FileRecord> {
    vec![
        file(root, "first/copy.txt", 30, at(1_600_000_000)),
        file(root, "x.txt", 10, at(1_500_000_000)),
        file(root, "deep/er/folder/copy.txt", 20, at(1_700_000_000)),
    ]
}

/// The index of the one kept file, checking the rest are marked for the trash.
fn kept(marks: &[Mark]) -> usize {
    assert_eq!(marks.iter().filter(|m| **m == Mark::Keep).count(), 1);
    marks
        .iter()
        .position(|m| *m == Mark::Keep)
        .expect("one kept")
}

#[test]
fn each_rule_keeps_the_file_it_names() {
    let dir = TempDir::new().unwrap();
    let files = group(dir.path());
    let keep = |rule: KeepRule| kept(&apply(&rule, &files).expect("the rule chooses"));
    assert_eq!(keep(KeepRule::First), 0);
    assert_eq!(keep(KeepRule::Newest), 2);
    assert_eq!(keep(KeepRule::Oldest), 1);
    assert_eq!(keep(KeepRule::Largest), 0);
    assert_eq!(keep(KeepRule::ShortestPath), 1);
    assert_eq!(keep(KeepRule::InsideFolder(dir.path().join("deep"))), 2);
    assert_eq!(
        apply(&KeepRule::Newest, &files),
        Some(vec![Mark::Trash, Mark::Trash, Mark::Keep])
    );
}

#[test]
fn inside_folder_without_a_match_chooses_nothing() {
    let dir = TempDir::new().unwrap();
    let files = group(dir.path());
    let rule = |folder: &str| KeepRule::InsideFolder(dir.path().join(folder));
    assert_eq!(apply(&rule("elsewhere"), &files), None);
    // Whole folder names: "dee" is not a parent of "deep/…".
    assert_eq!(apply(&rule("dee"), &files), None);
    // A folder several levels up still contains the file.
    assert_eq!(kept(&apply(&rule("deep/er"), &files).unwrap()), 2);
}

#[test]
fn ties_go_to_the_first_path_whatever_the_order() {
    let dir = TempDir::new().unwrap();
    let time = at(1_600_000_000);
    let files = vec![
        file(dir.path(), "b/same.txt", 5, time),
        file(dir.path(), "a/same.txt", 5, time),
        file(dir.path(), "c/same.txt", 5, time),
    ];
    let mut reversed = files.clone();
    reversed.reverse();
    let expected = dir.path().join("a/same.txt");
    for rule in [
        KeepRule::Newest,
        KeepRule::Oldest,
        KeepRule::Largest,
        KeepRule::ShortestPath,
        KeepRule::InsideFolder(dir.path().to_path_buf()),
    ] {
        for order in [&files, &reversed] {
            let marks = apply(&rule, order).unwrap();
            assert_eq!(order[kept(&marks)].path, expected, "{rule:?}");
        }
    }
}

#[test]
fn an_empty_group_has_nothing_to_keep() {
    assert_eq!(apply(&KeepRule::First, &[]), None);
    assert_eq!(apply(&KeepRule::Newest, &[]), None);
}

#[test]
fn labels_read_as_buttons() {
    assert_eq!(KeepRule::Newest.label(), "Keep the newest");
    assert_eq!(KeepRule::ShortestPath.label(), "Keep the shortest path");
    assert_eq!(
        KeepRule::InsideFolder(PathBuf::from("/x")).label(),
        "Keep the copy inside /x"
    );
}

fn image(width: u32, height: u32, format: &str, taken: Option<&str>) -> ImageInfo {
    ImageInfo {
        width,
        height,
        format: format.to_string(),
        taken: taken.map(str::to_string),
        camera: None,
    }
}

#[test]
fn the_image_rules_keep_the_highest_resolution_the_first_taken_or_a_format() {
    let dir = TempDir::new().unwrap();
    let files = group(dir.path());
    let images = [
        image(800, 600, "jpeg", Some("2021-03-01 10:00:00")),
        image(4000, 3000, "png", None),
        image(4000, 3000, "webp", Some("2019-12-31 23:59:59")),
    ];
    let keep =
        |rule: KeepRule| apply_to_images(&rule, &files, &images, &[]).map(|marks| kept(&marks));
    // The two largest in pixels tie: the larger file (index 2, 20 bytes) is kept.
    assert_eq!(keep(KeepRule::MostPixels), Some(2));
    assert_eq!(keep(KeepRule::EarliestTaken), Some(2));
    assert_eq!(keep(KeepRule::Format("png".to_string())), Some(1));
    assert_eq!(keep(KeepRule::Format("JPEG".to_string())), Some(0));
    assert_eq!(keep(KeepRule::Format("gif".to_string())), None, "no GIF");
    // The file rules work on image groups too.
    assert_eq!(keep(KeepRule::Largest), Some(0));
    // Without what the scan read of the images, the image rules cannot choose.
    assert_eq!(apply(&KeepRule::MostPixels, &files), None);
    let undated = [
        image(1, 1, "png", None),
        image(1, 1, "png", None),
        image(1, 1, "png", None),
    ];
    assert_eq!(
        apply_to_images(&KeepRule::EarliestTaken, &files, &undated, &[]),
        None,
        "no date, no choice"
    );
    assert_eq!(
        apply_to_images(&KeepRule::MostPixels, &files, &images[..2], &[]),
        None,
        "a mismatched group"
    );
}

#[test]
fn an_image_inside_a_reference_is_kept_whatever_the_image_rule() {
    let dir = TempDir::new().unwrap();
    let files = group(dir.path());
    let images = [
        image(800, 600, "jpeg", None),
        image(400, 300, "jpeg", None),
        image(4000, 3000, "jpeg", None),
    ];
    let marks = apply_to_images(
        &KeepRule::MostPixels,
        &files,
        &images,
        &[dir.path().join("first")],
    )
    .unwrap();
    assert_eq!(marks, [Mark::Keep, Mark::Trash, Mark::Keep]);
}
