//! Cleanup plans: what would go to the trash, and what is refused so every group keeps a
//! copy outside the trash. Plans never touch the disk, so these records need no files.

use std::path::PathBuf;
use std::time::{Duration, UNIX_EPOCH};

use doppel_engine::actions::{Mark, PlannedFolderGroup, PlannedGroup, Reason, plan};
use doppel_engine::report::{FileRecord, FolderRecord};

use Mark::{Keep, Trash};

fn record(path: &str, size: u64) -> FileRecord {
    FileRecord {
        path: PathBuf::from(path),
        size,
        modified: UNIX_EPOCH + Duration::from_secs(1_700_000_000),
        aliases: Vec::new(),
        companions: Vec::new(),
    }
}

fn group(files: &[(&str, u64, Option<Mark>)]) -> PlannedGroup {
    PlannedGroup {
        files: files.iter().map(|(p, s, _)| record(p, *s)).collect(),
        marks: files.iter().map(|(_, _, m)| *m).collect(),
        kind: doppel_engine::actions::Recheck::Marked,
    }
}

fn trashed(plan: &doppel_engine::actions::CleanupPlan) -> Vec<&str> {
    plan.to_trash()
        .map(|f| f.path.to_str().expect("test paths are text"))
        .collect()
}

#[test]
fn counts_the_files_and_bytes_marked_for_the_trash() {
    let groups = [
        group(&[
            ("/a/1", 100, Some(Keep)),
            ("/a/2", 100, Some(Trash)),
            ("/a/3", 100, Some(Trash)),
        ]),
        group(&[("/b/1", 7, Some(Trash)), ("/b/2", 7, None)]),
    ];
    let plan = plan(&groups, &[], &[]);
    assert_eq!(plan.files_to_trash(), 3);
    assert_eq!(plan.bytes_to_trash(), 207);
    assert_eq!(trashed(&plan), ["/a/2", "/a/3", "/b/1"]);
    assert!(plan.refused().is_empty());
}

#[test]
fn refuses_a_group_with_every_copy_marked_for_the_trash() {
    let groups = [
        group(&[("/a/1", 10, Some(Trash)), ("/a/2", 10, Some(Trash))]),
        group(&[("/b/1", 5, Some(Keep)), ("/b/2", 5, Some(Trash))]),
    ];
    let plan = plan(&groups, &[], &[]);
    assert_eq!(trashed(&plan), ["/b/2"]);
    assert_eq!(plan.bytes_to_trash(), 5);
    let refused: Vec<_> = plan.refused().iter().map(|r| r.path.clone()).collect();
    assert_eq!(refused, [PathBuf::from("/a/1"), PathBuf::from("/a/2")]);
    for refusal in plan.refused() {
        assert_eq!(refusal.reason, Reason::AllMarked);
    }
}

#[test]
fn unmarked_files_are_kept() {
    let files = vec![record("/a/1", 3), record("/a/2", 3), record("/a/3", 3)];
    // Marks shorter than the files: the last file is unmarked, so kept.
    let groups = [PlannedGroup::marked(files, &[Trash, Trash])];
    let plan = plan(&groups, &[], &[]);
    assert_eq!(trashed(&plan), ["/a/1", "/a/2"]);
    assert!(plan.refused().is_empty());
}

#[test]
fn a_file_kept_in_one_group_is_not_trashed_through_another() {
    // "/x" is in an exact group and a near group, as a document can be.
    let groups = [
        group(&[("/x", 10, Some(Trash)), ("/y", 10, Some(Keep))]),
        group(&[("/x", 10, Some(Keep)), ("/z", 12, Some(Trash))]),
    ];
    let plan = plan(&groups, &[], &[]);
    assert_eq!(trashed(&plan), ["/z"]);
    assert_eq!(plan.refused().len(), 1);
    assert_eq!(plan.refused()[0].path, PathBuf::from("/x"));
    assert_eq!(plan.refused()[0].reason, Reason::KeptElsewhere);
}

#[test]
fn a_group_emptied_by_other_groups_marks_is_refused() {
    // The near group {/x, /z} keeps /x only by leaving it unmarked, but the exact group
    // trashes /x; with /z marked too, nothing of the near group would be left.
    let groups = [
        group(&[("/x", 10, Some(Trash)), ("/y", 10, Some(Keep))]),
        group(&[("/x", 10, None), ("/z", 12, Some(Trash))]),
    ];
    let plan = plan(&groups, &[], &[]);
    assert!(trashed(&plan).is_empty(), "{:?}", trashed(&plan));
    assert_eq!(plan.refused().len(), 2);
    assert_eq!(plan.refused()[0].reason, Reason::AllByOtherGroups);
}

#[test]
fn a_path_in_two_groups_is_trashed_once() {
    let groups = [
        group(&[("/x", 10, Some(Trash)), ("/y", 10, Some(Keep))]),
        group(&[("/x", 10, Some(Trash)), ("/z", 12, Some(Keep))]),
    ];
    let plan = plan(&groups, &[], &[]);
    assert_eq!(trashed(&plan), ["/x"]);
    assert_eq!(plan.bytes_to_trash(), 10);
}

/// The refusals of a plan, as (path, reason).
fn refusals(plan: &doppel_engine::actions::CleanupPlan) -> Vec<(&str, Reason)> {
    plan.refused()
        .iter()
        .map(|r| {
            (
                r.path.to_str().expect("test paths are text"),
                r.reason.clone(),
            )
        })
        .collect()
}

const KEPT_ONLY_IN_TRASH: Reason = Reason::KeptOnlyInTrash;
const IN_TRASH: Reason = Reason::InTrashFolder;

#[test]
fn a_copy_kept_in_a_trash_folder_is_no_kept_copy() {
    // An old report, or marks made by hand: the live photo marked for the trash, the
    // copy in the recycle bin kept.
    let groups = [
        group(&[
            ("/usb/$RECYCLE.BIN/S-1-5-21-1/$R1.jpg", 10, Some(Keep)),
            ("/usb/DCIM/photo.jpg", 10, Some(Trash)),
        ]),
        // Unmarked counts as kept, and is no better in the trash.
        group(&[
            ("/home/me/.local/share/Trash/files/a.txt", 5, None),
            ("/media/old/.Trashes/501/a.txt", 5, Some(Keep)),
            ("/home/me/a.txt", 5, Some(Trash)),
        ]),
        // A live kept copy: the copy in the trash changes nothing.
        group(&[
            ("/usb/.Trash-1000/files/b.txt", 7, Some(Keep)),
            ("/usb/b.txt", 7, Some(Keep)),
            ("/usb/copy of b.txt", 7, Some(Trash)),
        ]),
    ];
    let plan = plan(&groups, &[], &[]);
    assert_eq!(trashed(&plan), ["/usb/copy of b.txt"]);
    assert_eq!(
        refusals(&plan),
        [
            ("/usb/DCIM/photo.jpg", KEPT_ONLY_IN_TRASH),
            ("/home/me/a.txt", KEPT_ONLY_IN_TRASH),
        ]
    );
}

#[test]
fn a_file_in_a_trash_folder_is_never_trashed_again() {
    let groups = [group(&[
        ("/usb/photo.jpg", 10, Some(Keep)),
        ("/usb/RECYCLER/S-1-5-21-1/Dc1.jpg", 10, Some(Trash)),
        (
            "/home/other/.local/share/Trash/files/photo.jpg",
            10,
            Some(Trash),
        ),
    ])];
    let plan = plan(&groups, &[], &[]);
    assert!(trashed(&plan).is_empty(), "{:?}", trashed(&plan));
    assert_eq!(
        refusals(&plan),
        [
            ("/usb/RECYCLER/S-1-5-21-1/Dc1.jpg", IN_TRASH),
            ("/home/other/.local/share/Trash/files/photo.jpg", IN_TRASH),
        ]
    );
}

#[test]
fn a_group_left_with_only_trashed_copies_by_other_groups_is_refused() {
    // The exact group keeps /x, whose only other copy outside the trash is trashed by the
    // near group; the second group then keeps nothing but the trash's copy.
    let groups = [
        group(&[("/x", 10, Some(Keep)), ("/y", 10, Some(Trash))]),
        group(&[("/y", 10, None), ("/.Trash/y", 10, Some(Keep))]),
    ];
    let plan = plan(&groups, &[], &[]);
    assert!(trashed(&plan).is_empty(), "{:?}", trashed(&plan));
    assert_eq!(refusals(&plan), [("/y", KEPT_ONLY_IN_TRASH)]);
}

fn folder(path: &str) -> FolderRecord {
    FolderRecord {
        path: PathBuf::from(path),
        files: 2,
        bytes: 20,
    }
}

#[test]
fn a_folder_kept_in_a_trash_folder_vouches_for_nothing() {
    let groups = [
        PlannedFolderGroup::marked(
            vec![
                folder("/usb/$RECYCLE.BIN/S-1-5-21-1/$R0AB"),
                folder("/usb/Holidays"),
            ],
            &[Keep, Trash],
        ),
        PlannedFolderGroup::marked(
            vec![folder("/usb/Work"), folder("/usb/.Trash-1000/files/Work")],
            &[Keep, Trash],
        ),
    ];
    let plan = plan(&[], &groups, &[]);
    assert_eq!(plan.folders_to_trash(), 0);
    assert_eq!(
        refusals(&plan),
        [
            ("/usb/.Trash-1000/files/Work", Reason::InTrashFolder),
            ("/usb/Holidays", Reason::KeptOnlyInTrash),
        ]
    );
}
