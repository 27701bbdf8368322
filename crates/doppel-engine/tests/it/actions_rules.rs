//! Selection rules on real files: each rule keeps the file it names, ties go by path,
//! "inside a folder" matches whole folder names only, and no rule ever keeps a copy in a
//! trash folder.

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use crate::support::cleanup::record;
use crate::support::{set_modified, write};
use doppel_engine::actions::{
    KeepRule, Mark, apply, apply_to_folders, apply_to_images, apply_with_references,
};
use doppel_engine::report::{FileRecord, FolderRecord, ImageInfo};
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

/// Every rule for a group of files.
fn every_rule(root: &Path) -> Vec<KeepRule> {
    vec![
        KeepRule::First,
        KeepRule::Newest,
        KeepRule::Oldest,
        KeepRule::Largest,
        KeepRule::ShortestPath,
        KeepRule::InsideFolder(root.to_path_buf()),
    ]
}

#[test]
fn no_rule_keeps_the_copy_in_a_recycle_bin_over_the_live_photo() {
    // The photo deleted on Windows sorts first (`$`), is the oldest (Windows keeps the
    // modified time), the largest and on the shortest path: every rule would keep it.
    let usb = TempDir::new().unwrap();
    let recycled = file(
        usb.path(),
        "$RECYCLE.BIN/S-1-5-21-1/$R1.jpg",
        40,
        at(1_500_000_000),
    );
    let live = file(
        usb.path(),
        "DCIM/Camera/2023/photo-0001.jpg",
        30,
        at(1_600_000_000),
    );
    let files = vec![recycled, live];
    for rule in every_rule(usb.path()) {
        assert_eq!(
            apply(&rule, &files),
            Some(vec![Mark::Keep, Mark::Keep]),
            "{rule:?}: the photo is kept, the recycled copy left where it is"
        );
    }
}

#[test]
fn the_keeper_is_chosen_among_the_files_outside_the_trash() {
    let dir = TempDir::new().unwrap();
    let files = vec![
        file(dir.path(), ".Trash-1000/files/a.txt", 50, at(1_400_000_000)),
        file(dir.path(), "b/copy.txt", 20, at(1_600_000_000)),
        file(dir.path(), "a/copy.txt", 10, at(1_500_000_000)),
        file(dir.path(), ".Trashes/501/a.txt", 60, at(1_700_000_000)),
    ];
    let marks = |rule: KeepRule| apply(&rule, &files).expect("the rule chooses");
    use Mark::{Keep, Trash};
    assert_eq!(marks(KeepRule::First), [Keep, Keep, Trash, Keep]);
    assert_eq!(marks(KeepRule::Newest), [Keep, Keep, Trash, Keep]);
    assert_eq!(marks(KeepRule::Oldest), [Keep, Trash, Keep, Keep]);
    assert_eq!(marks(KeepRule::Largest), [Keep, Keep, Trash, Keep]);
    assert_eq!(marks(KeepRule::ShortestPath), [Keep, Trash, Keep, Keep]);
    // Inside a folder that holds only trash: no choice.
    let trash = KeepRule::InsideFolder(dir.path().join(".Trash-1000"));
    assert_eq!(apply(&trash, &files), None);
}

#[test]
fn a_group_with_every_copy_in_the_trash_has_nothing_to_keep() {
    let dir = TempDir::new().unwrap();
    let files = vec![
        file(
            dir.path(),
            "$RECYCLE.BIN/S-1-5-21-1/$R1.jpg",
            5,
            at(1_500_000_000),
        ),
        file(
            dir.path(),
            "home/other/.local/share/Trash/files/a.jpg",
            5,
            at(1_600_000_000),
        ),
    ];
    for rule in every_rule(dir.path()) {
        assert_eq!(apply(&rule, &files), None, "{rule:?}");
    }
    // What a notice then says of such groups.
    assert_eq!(
        KeepRule::Oldest.why_no_choice(),
        "every file of theirs is in a trash folder"
    );
    let images = [image(10, 10, "jpeg", None), image(10, 10, "jpeg", None)];
    assert_eq!(
        apply_to_images(&KeepRule::MostPixels, &files, &images, &[]),
        None
    );
}

#[test]
fn the_image_rules_never_keep_an_image_in_the_trash() {
    let dir = TempDir::new().unwrap();
    let files = vec![
        file(
            dir.path(),
            "RECYCLER/S-1-5-21-1/Dc1.jpg",
            900,
            at(1_400_000_000),
        ),
        file(dir.path(), "photos/small.jpg", 100, at(1_600_000_000)),
        file(dir.path(), "photos/smaller.png", 50, at(1_600_000_000)),
    ];
    // The recycled copy is the largest, the first taken and the only JPEG of that size.
    let images = [
        image(4000, 3000, "jpeg", Some("2019-01-01 10:00:00")),
        image(800, 600, "jpeg", Some("2020-01-01 10:00:00")),
        image(400, 300, "png", None),
    ];
    use Mark::{Keep, Trash};
    for rule in [
        KeepRule::MostPixels,
        KeepRule::EarliestTaken,
        KeepRule::Largest,
        KeepRule::Format("jpeg".to_string()),
    ] {
        assert_eq!(
            apply_to_images(&rule, &files, &images, &[]),
            Some(vec![Keep, Keep, Trash]),
            "{rule:?}"
        );
    }
}

#[test]
fn a_reference_copy_in_the_trash_does_not_decide_for_the_group() {
    let dir = TempDir::new().unwrap();
    let references = [dir.path().join("originals")];
    let files = vec![
        file(
            dir.path(),
            "originals/.Trash-1000/files/a.txt",
            5,
            at(1_500_000_000),
        ),
        file(dir.path(), "copies/a.txt", 5, at(1_600_000_000)),
        file(dir.path(), "copies/b.txt", 5, at(1_700_000_000)),
    ];
    use Mark::{Keep, Trash};
    // Without the rule's choice, every live copy would go: the reference's copy is trashed.
    assert_eq!(
        apply_with_references(&KeepRule::Newest, &files, true, &references),
        Some(vec![Keep, Trash, Keep])
    );
    // A live reference copy decides as ever; the trashed one is left alone.
    let mut with_live = files.clone();
    with_live.push(file(dir.path(), "originals/a.txt", 5, at(1_400_000_000)));
    assert_eq!(
        apply_with_references(&KeepRule::Newest, &with_live, true, &references),
        Some(vec![Keep, Trash, Trash, Keep])
    );
}

#[test]
fn no_folder_in_the_trash_is_the_folder_kept() {
    let dir = TempDir::new().unwrap();
    let folder = |relative: &str| FolderRecord {
        path: dir.path().join(relative),
        files: 3,
        bytes: 300,
    };
    let folders = [
        folder("$RECYCLE.BIN/S-1-5-21-1/$R0A1B2C"),
        folder("Pictures/Holidays"),
        folder("Backup/Holidays"),
    ];
    let modified = [at(1_400_000_000), at(1_600_000_000), at(1_500_000_000)];
    use Mark::{Keep, Trash};
    assert_eq!(
        apply_to_folders(&KeepRule::Oldest, &folders, &modified, &[]),
        Some(vec![Keep, Trash, Keep])
    );
    assert_eq!(
        apply_to_folders(&KeepRule::First, &folders, &modified, &[]),
        Some(vec![Keep, Keep, Trash])
    );
    assert_eq!(
        apply_to_folders(&KeepRule::First, &folders[..1], &modified[..1], &[]),
        None
    );
}
