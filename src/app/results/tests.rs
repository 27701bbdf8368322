//! The results' state changes: rows, tabs, marks and their undo, rules, removal.

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use super::{GroupKind, MarkedForTrash, Results, Tab};
use crate::engine::actions::rules::{Criterion, KeepRule, Mark};
use crate::report::{
    Bar, ExactGroup, FileRecord, FolderGroup, FolderKind, FolderRecord, Group, Report, Stats,
};

fn file(path: &str) -> FileRecord {
    FileRecord {
        path: PathBuf::from(path),
        size: 10,
        modified: SystemTime::UNIX_EPOCH,
        aliases: Vec::new(),
        companions: Vec::new(),
    }
}

fn report() -> Report {
    let folder = |path: &str| FolderRecord {
        path: PathBuf::from(path),
        files: 1,
        bytes: 10,
    };
    Report {
        roots: vec![PathBuf::from("/r")],
        references: vec![PathBuf::from("/r/backup")],
        against: Vec::new(),
        bar: Bar::default(),
        groups: vec![
            Group::Exact(ExactGroup {
                size: 10,
                hash: String::new(),
                files: vec![file("/r/a/x"), file("/r/b/x")],
            }),
            Group::Exact(ExactGroup {
                size: 10,
                hash: String::new(),
                files: vec![file("/r/backup/y"), file("/r/c/y")],
            }),
        ],
        folders: vec![FolderGroup {
            kind: FolderKind::Duplicate,
            folders: vec![folder("/r/a"), folder("/r/b")],
            similarity: 1.0,
            groups: vec![0],
        }],
        only_here: Vec::new(),
        skipped: Vec::new(),
        stats: Stats::default(),
        cancelled: false,
        notices: Vec::new(),
    }
}

#[test]
fn only_the_time_rules_read_the_folders_times() {
    let mut results = Results::new(report());
    results.set_tab(Tab::Folders);
    let rows = results.visible().to_vec();
    let stats = std::cell::Cell::new(0);
    let modified = |_: &Path| {
        stats.set(stats.get() + 1);
        SystemTime::UNIX_EPOCH
    };
    let shortest = KeepRule::only(Criterion::First);
    let outcome = results.rule_outcome(&shortest, &rows, &modified);
    assert_eq!(outcome.decided.len(), 1);
    assert_eq!(
        stats.get(),
        0,
        "no folder read for a rule that needs no time"
    );
    let newest = KeepRule::only(Criterion::Newest).strict(true);
    let outcome = results.rule_outcome(&newest, &rows, &modified);
    // Both folders read as the epoch: a tie, left alone by a strict rule.
    assert_eq!(outcome.left_alone.len(), 1);
    assert_eq!(stats.get(), 2, "each folder's time read once");
    // Not strict: the first by path, said, and still each time read once.
    let outcome = results.rule_outcome(&newest.strict(false), &rows, &modified);
    assert_eq!(outcome.decided.len(), 1);
    assert_eq!(outcome.fallbacks.len(), 1);
    assert_eq!(stats.get(), 4, "each folder's time read once more");
}

#[test]
fn skipped_entries_are_grouped_by_reason_with_problems_first() {
    use crate::engine::near::DocumentProblem;
    use crate::engine::near::fingerprint::TooShort;
    use crate::report::{IoProblem, SkipReason, Skipped};
    let short = |shingles| SkipReason::Document {
        problem: DocumentProblem::TooShort(TooShort { shingles }),
    };
    let denied = SkipReason::Io {
        problem: IoProblem::PermissionDenied,
    };
    let mut report = report();
    report.skipped = vec![
        Skipped::new("/r/1", short(2)),
        Skipped::new("/r/2", short(5)),
        Skipped::new("/r/3", short(1)),
        Skipped::new("/r/4", denied.clone()),
        Skipped::new("/r/5", SkipReason::ChangedWhileRead),
        Skipped::new("/r/6", denied),
    ];
    let results = Results::new(report);
    let kinds: Vec<Vec<usize>> = results.skipped_by_reason().to_vec();
    // Problems first, the most frequent first; the documents too short last.
    assert_eq!(kinds, [vec![3, 5], vec![4], vec![0, 1, 2]]);
}

/// A group inside a folder group is listed in its own tab too (every group is reachable
/// from its tab), its row naming the folder group.
#[test]
fn groups_inside_a_folder_group_are_listed_in_their_tab_naming_it() {
    let results = Results::new(report());
    assert_eq!(results.tab(), Tab::Groups(GroupKind::Exact));
    assert_eq!(results.count(GroupKind::Exact), 2);
    let mut visible = results.visible().to_vec();
    visible.sort();
    assert_eq!(visible, [0, 1]);
    assert_eq!(results.folder_count(), 1);
    assert_eq!(results.row(0).in_folder_group.as_deref(), Some("a"));
    assert_eq!(results.row(1).in_folder_group, None);
}

/// The tabs follow the engine's one list of group kinds, the folders after the exact
/// duplicates; every one is shown, empty or not, so each keeps its place (only here shows
/// with reference folders).
#[test]
fn the_tabs_follow_the_engines_kinds_with_folders_after_exact_copies() {
    use GroupKind::{Exact, Image, Music, Near, Video};
    let every: Vec<Tab> = Tab::in_order().collect();
    assert_eq!(
        every,
        [
            Tab::Groups(Exact),
            Tab::Folders,
            Tab::Groups(Near),
            Tab::Groups(Image),
            Tab::Groups(Video),
            Tab::Groups(Music),
            Tab::OnlyHere
        ]
    );
    for kind in GroupKind::ALL {
        assert!(every.contains(&Tab::Groups(kind)), "{kind:?}");
    }
    let results = Results::new(report());
    assert_eq!(results.tabs(), every);
    let mut images = report();
    images.folders.clear();
    images.references.clear();
    images.groups.push(Group::Image(crate::report::ImageGroup {
        files: vec![file("/r/p/1.jpg"), file("/r/q/1.jpg")],
        reference: 0,
        distances: vec![0, 2],
        images: vec![info("jpeg"), info("jpeg")],
    }));
    let results = Results::new(images);
    assert_eq!(
        results.tabs(),
        [
            Tab::Groups(Exact),
            Tab::Folders,
            Tab::Groups(Near),
            Tab::Groups(Image),
            Tab::Groups(Video),
            Tab::Groups(Music)
        ]
    );
}

#[test]
fn a_reference_file_is_never_marked_trash() {
    let mut results = Results::new(report());
    results.set_marks(vec![
        (PathBuf::from("/r/backup/y"), Mark::Trash),
        (PathBuf::from("/r/c/y"), Mark::Trash),
    ]);
    assert_eq!(results.mark(Path::new("/r/backup/y")), None);
    assert_eq!(results.mark(Path::new("/r/c/y")), Some(Mark::Trash));
}

#[test]
fn folder_marks_survive_a_newer_report_and_count_toward_the_cleanup() {
    let mut results = Results::new(report());
    results.set_marks(vec![(PathBuf::from("/r/b"), Mark::Trash)]);
    assert!(results.marked_for_trash().counting, "planned on a worker");
    results.plan_now();
    assert_eq!(
        results.marked_for_trash(),
        MarkedForTrash {
            files: 0,
            folders: 1,
            bytes: 10,
            left_alone: 0,
            counting: false,
        }
    );
    results.replace_report(report());
    assert_eq!(results.mark(Path::new("/r/b")), Some(Mark::Trash));
    assert_eq!(results.planned_folder_groups().len(), 1);

    results.remove(&[], &[PathBuf::from("/r/b")]);
    assert_eq!(results.folder_count(), 0, "a folder group of one is gone");
    assert_eq!(
        results.report.groups.len(),
        1,
        "the group inside went with it"
    );
}

#[test]
fn saved_marks_come_back_only_for_what_is_listed() {
    let mut results = Results::new(report());
    let revision = results.marks_revision();
    results.restore_marks([
        (PathBuf::from("/r/c/y"), Mark::Trash),
        (PathBuf::from("/r/b"), Mark::Trash),
        (PathBuf::from("/r/backup/y"), Mark::Trash),
        (PathBuf::from("/r/gone"), Mark::Trash),
    ]);
    assert_eq!(results.mark(Path::new("/r/c/y")), Some(Mark::Trash));
    assert_eq!(results.mark(Path::new("/r/b")), Some(Mark::Trash));
    assert_eq!(results.mark(Path::new("/r/backup/y")), None, "a reference");
    assert_eq!(results.mark(Path::new("/r/gone")), None, "not listed");
    assert_ne!(results.marks_revision(), revision);
    assert!(!results.undo_mark(), "restoring is not an action to undo");
}

#[test]
fn a_file_taken_out_leaves_the_other_groups_under_their_folder_group() {
    let mut report = report();
    let Group::Exact(inside) = &mut report.groups[0] else {
        unreachable!()
    };
    inside.files.push(file("/r/b/x2"));
    report.groups.insert(
        0,
        Group::Exact(ExactGroup {
            size: 10,
            hash: String::new(),
            files: vec![file("/r/c/z"), file("/r/d/z")],
        }),
    );
    report.folders[0].groups = vec![1];
    report.only_here = vec![file("/r/d/z"), file("/r/e/w")];
    let mut results = Results::new(report);
    assert_eq!(results.count(GroupKind::Exact), 3);

    results.remove(&[PathBuf::from("/r/c/z"), PathBuf::from("/r/e/w")], &[]);
    assert_eq!(
        results.report.groups.len(),
        2,
        "the group of /r/c/z is gone"
    );
    assert_eq!(results.report.folders[0].groups, [0], "its index followed");
    assert_eq!(
        results.count(GroupKind::Exact),
        2,
        "the other two are still listed"
    );
    assert_eq!(
        results.row(0).in_folder_group.as_deref(),
        Some("a"),
        "still under the folders"
    );
    assert_eq!(results.report.only_here, [file("/r/d/z")]);
}

fn companion(path: &str) -> crate::report::Companion {
    crate::report::Companion {
        path: PathBuf::from(path),
        size: 10,
        modified: SystemTime::UNIX_EPOCH,
    }
}

fn info(format: &str) -> crate::report::ImageInfo {
    crate::report::ImageInfo {
        width: 10,
        height: 10,
        format: format.to_string(),
        taken: None,
        camera: None,
    }
}

/// A RAW and its JPEG in one group of similar images are one photo: marking one marks
/// both, as one undoable change; the copy elsewhere keeps its own mark.
#[test]
fn a_raw_and_its_jpeg_in_one_group_take_one_mark() {
    let mut jpeg = file("/r/Camera/IMG_1.JPG");
    jpeg.companions = vec![
        companion("/r/Camera/IMG_1.NEF"),
        companion("/r/Camera/IMG_1.xmp"),
    ];
    let mut raw = file("/r/Camera/IMG_1.NEF");
    raw.companions = vec![
        companion("/r/Camera/IMG_1.JPG"),
        companion("/r/Camera/IMG_1.xmp"),
    ];
    let copy = file("/r/Backup/IMG_1.jpg");
    let mut report = report();
    report.folders.clear();
    report.groups = vec![Group::Image(crate::report::ImageGroup {
        files: vec![copy.clone(), jpeg.clone(), raw.clone()],
        reference: 1,
        distances: vec![0, 0, 0],
        images: vec![info("jpeg"), info("jpeg"), info("nef")],
    })];
    let mut results = Results::new(report);
    results.set_marks(vec![(jpeg.path.clone(), Mark::Trash)]);
    assert_eq!(results.mark(&jpeg.path), Some(Mark::Trash));
    assert_eq!(
        results.mark(&raw.path),
        Some(Mark::Trash),
        "the RAW goes with it"
    );
    assert_eq!(results.mark(&copy.path), None);
    results.set_marks(vec![(raw.path.clone(), Mark::Keep)]);
    assert_eq!(results.mark(&jpeg.path), Some(Mark::Keep));
    assert!(results.undo_mark());
    assert_eq!(results.mark(&jpeg.path), Some(Mark::Trash));
    assert_eq!(results.mark(&raw.path), Some(Mark::Trash));
}

/// The review lists a RAW and its JPEG as one row, named after the first of them in
/// the group's order; the copy elsewhere has its own.
#[test]
fn a_raw_and_its_jpeg_are_one_row_of_their_group() {
    let mut jpeg = file("/r/Camera/IMG_1.JPG");
    jpeg.companions = vec![companion("/r/Camera/IMG_1.NEF")];
    let mut raw = file("/r/Camera/IMG_1.NEF");
    raw.companions = vec![companion("/r/Camera/IMG_1.JPG")];
    let copy = file("/r/Backup/IMG_1.jpg");
    let mut report = report();
    report.folders.clear();
    let files = vec![raw.clone(), copy.clone(), jpeg.clone()];
    report.groups = vec![Group::Image(crate::report::ImageGroup {
        files: files.clone(),
        reference: 1,
        distances: vec![0, 0, 0],
        images: vec![info("nef"), info("jpeg"), info("jpeg")],
    })];
    let results = Results::new(report);
    assert_eq!(results.photo_rows(&files), [vec![0, 2], vec![1]]);
    let alone = vec![copy, file("/r/Other/IMG_2.jpg")];
    assert_eq!(results.photo_rows(&alone), [vec![0], vec![1]]);
}

#[test]
fn the_cleanup_count_is_what_the_plan_would_do_not_how_many_marks() {
    let mut results = Results::new(report());
    // Both copies of one group: the plan keeps one, so nothing can go.
    results.set_marks(vec![
        (PathBuf::from("/r/a/x"), Mark::Trash),
        (PathBuf::from("/r/b/x"), Mark::Trash),
    ]);
    results.plan_now();
    let marked = results.marked_for_trash();
    assert_eq!((marked.files, marked.left_alone), (0, 2));
    assert!(!marked.is_empty(), "the dialog has the refusals to show");
    assert!(matches!(
        results.fate(Path::new("/r/a/x")),
        Some(super::Fate::LeftAlone(
            crate::engine::actions::Reason::AllMarked
        ))
    ));
    assert_eq!(results.cleanup_plan().unwrap().files_to_trash(), 0);

    results.set_marks(vec![(PathBuf::from("/r/a/x"), Mark::Keep)]);
    assert_eq!(
        results.fate(Path::new("/r/b/x")),
        None,
        "not until planned again"
    );
    results.plan_now();
    let marked = results.marked_for_trash();
    assert_eq!((marked.files, marked.left_alone), (1, 0));
    assert_eq!(
        results.fate(Path::new("/r/b/x")),
        Some(&super::Fate::Goes {
            kept: vec![PathBuf::from("/r/a/x")]
        })
    );
}

/// A plan made on a worker for other results (a report opened since, with as many changes
/// of its marks) is never taken for these: the button would count, and the dialog clean,
/// what the other report's marks decided.
#[test]
fn a_plan_made_for_other_results_is_not_taken() {
    let mut before = Results::new(report());
    before.set_marks(vec![(PathBuf::from("/r/b/x"), Mark::Trash)]);
    let asked = before.plan_request();
    let mut now = Results::new(report());
    now.set_marks(vec![(PathBuf::from("/r/c/y"), Mark::Trash)]);
    now.take_plan(crate::app::results::plan_marks(asked));
    assert!(now.marked_for_trash().counting);
    assert!(now.cleanup_plan().is_none());
    assert_eq!(now.fate(Path::new("/r/b/x")), None);
    now.plan_now();
    let plan = now.cleanup_plan().unwrap();
    let trashed: Vec<&Path> = plan.to_trash().map(|f| f.path.as_path()).collect();
    assert_eq!(trashed, [Path::new("/r/c/y")]);
}
