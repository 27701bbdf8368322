//! Trashing and restoring real files through the engine's cleanup transaction, with the
//! journal and the home trash in a temporary folder. The places are passed in, so the tests
//! share no process-wide state and run in parallel. The data home and the files share one
//! temporary folder, hence one mount, so files go to that home trash.

use std::cell::RefCell;
use std::fs::{self, OpenOptions};
use std::io::Write;
use std::path::Path;
use std::time::{Duration, UNIX_EPOCH};

use crate::support::cleanup::{SCANNED_AT, Sandbox, record};
use crate::support::set_modified;
use doppel_engine::CancelToken;
use doppel_engine::actions::journal::{self, FileState};
use doppel_engine::actions::{
    CleanupOutcome, Mark, Mode, PlannedGroup, Reason, Reclaim, SinceScan, Which, execute, plan,
    restore,
};
use doppel_engine::report::FileRecord;

use Mark::{Keep, Trash};

fn group(files: &[(&FileRecord, Mark)]) -> PlannedGroup {
    PlannedGroup {
        files: files.iter().map(|(f, _)| (*f).clone()).collect(),
        marks: files.iter().map(|(_, m)| Some(*m)).collect(),
        kind: doppel_engine::actions::Recheck::Exact,
    }
}

fn reason_for<'a>(outcome: &'a CleanupOutcome, file: &FileRecord) -> &'a Reason {
    let refusal = outcome.failed.iter().find(|r| r.path == file.path);
    &refusal.expect("the file was refused").reason
}

#[test]
fn execute_trashes_what_is_marked_and_leaves_what_changed() {
    let sandbox = Sandbox::new();
    let kept = sandbox.file("files/a.txt", "same");
    let copy = sandbox.file("files/b.txt", "same");
    let nested = sandbox.file("files/sub/c.txt", "same");
    let grown_keeper = sandbox.file("grown/keep.txt", "hello");
    let grown = sandbox.file("grown/trash.txt", "hello");
    let lost_keeper = sandbox.file("lost/keep.txt", "bye");
    let orphan = sandbox.file("lost/trash.txt", "bye");
    let touched_keeper = sandbox.file("touched/keep.txt", "hi");
    let touched = sandbox.file("touched/trash.txt", "hi");
    let plan = plan(
        &[
            group(&[(&kept, Keep), (&copy, Trash), (&nested, Trash)]),
            group(&[(&grown_keeper, Keep), (&grown, Trash)]),
            group(&[(&lost_keeper, Keep), (&orphan, Trash)]),
            group(&[(&touched_keeper, Keep), (&touched, Trash)]),
        ],
        &[],
        &[],
    );
    assert_eq!(plan.files_to_trash(), 5);
    assert_eq!(plan.bytes_to_trash(), 4 + 4 + 5 + 3 + 2);

    // Things change between the scan and the click.
    OpenOptions::new()
        .append(true)
        .open(&grown.path)
        .and_then(|mut f| f.write_all(b", world"))
        .unwrap();
    fs::remove_file(&lost_keeper.path).unwrap();
    set_modified(
        &touched.path,
        UNIX_EPOCH + Duration::from_secs(SCANNED_AT + 60),
    );

    let progress = RefCell::new(Vec::new());
    let outcome = execute(
        &plan,
        &sandbox.places,
        Mode::Real,
        Reclaim::Trash,
        &CancelToken::new(),
        &|done, total| progress.borrow_mut().push((done, total)),
    )
    .unwrap();

    let trashed: Vec<&Path> = outcome.trashed.iter().map(|t| t.path.as_path()).collect();
    assert_eq!(trashed, [copy.path.as_path(), nested.path.as_path()]);
    assert_eq!(outcome.trashed[0].size, 4);
    for file in [&copy, &nested] {
        assert!(
            !file.path.exists(),
            "{} is still in place",
            file.path.display()
        );
    }
    assert_eq!(
        fs::read_to_string(sandbox.in_trash("b.txt")).unwrap(),
        "same"
    );
    assert_eq!(
        fs::read_to_string(sandbox.in_trash("c.txt")).unwrap(),
        "same"
    );
    for file in [
        &kept,
        &grown_keeper,
        &grown,
        &orphan,
        &touched_keeper,
        &touched,
    ] {
        assert!(file.path.exists(), "{} was moved", file.path.display());
    }

    assert_eq!(outcome.failed.len(), 3);
    let grown_reason = reason_for(&outcome, &grown);
    assert_eq!(
        grown_reason,
        &Reason::ChangedSinceScan(SinceScan::Size { was: 5, now: 12 })
    );
    assert_eq!(
        grown_reason.to_string(),
        "changed since the scan: size was 5 B, is now 12 B"
    );
    assert_eq!(
        reason_for(&outcome, &orphan),
        &Reason::KeptUnusable {
            kept: lost_keeper.path.clone(),
            why: Box::new(Reason::NoLongerExists)
        }
    );
    assert_eq!(
        reason_for(&outcome, &touched),
        &Reason::ChangedSinceScan(SinceScan::Modified {
            was: "2023-11-14T22:13:20Z".to_string(),
            now: "2023-11-14T22:14:20Z".to_string()
        })
    );

    let progress = progress.into_inner();
    assert_eq!(progress.first(), Some(&(0, 5)));
    assert_eq!(progress.last(), Some(&(5, 5)));
    assert_eq!(progress.len(), 6);
}

#[test]
fn an_exact_copy_whose_bytes_changed_is_left_in_place() {
    let sandbox = Sandbox::new();
    // Larger than one 64 KiB block, differing only in the last block.
    let content = "x".repeat(150_000);
    let kept = sandbox.file("exact/keep.txt", &content);
    let edited = sandbox.file("exact/edited.txt", &content);
    let same = sandbox.file("exact/same.txt", &content);
    let near_keeper = sandbox.file("near/keep.txt", "draft one");
    let near = sandbox.file("near/other.txt", "draft two");
    let plan = plan(
        &[
            group(&[(&kept, Keep), (&edited, Trash), (&same, Trash)]),
            PlannedGroup {
                kind: doppel_engine::actions::Recheck::Marked,
                ..group(&[(&near_keeper, Keep), (&near, Trash)])
            },
        ],
        &[],
        &[],
    );

    // Same size, same modified time, one byte different.
    let mut changed = content.clone().into_bytes();
    changed[149_999] = b'y';
    fs::write(&edited.path, &changed).unwrap();
    set_modified(&edited.path, edited.modified);

    let outcome = sandbox.clean(&plan);
    let trashed: Vec<&Path> = outcome.trashed.iter().map(|t| t.path.as_path()).collect();
    // A near group's files differ by design: no byte comparison for them.
    assert_eq!(trashed, [same.path.as_path(), near.path.as_path()]);
    assert_eq!(outcome.failed.len(), 1);
    assert_eq!(
        reason_for(&outcome, &edited),
        &Reason::ContentDiffers {
            kept: kept.path.clone()
        }
    );
    assert_eq!(fs::read(&edited.path).unwrap(), changed);
}

#[test]
fn restore_puts_files_back_but_never_over_a_newcomer() {
    let sandbox = Sandbox::new();
    let kept = sandbox.file("files/keep.txt", "content");
    // Same name in two folders: the trash stores them as "same.txt" and "same.txt.2".
    let first = sandbox.file("files/one/same.txt", "content");
    let second = sandbox.file("files/two/same.txt", "content");
    let blocked = sandbox.file("files/blocked.txt", "content");
    let plan = plan(
        &[group(&[
            (&kept, Keep),
            (&first, Trash),
            (&second, Trash),
            (&blocked, Trash),
        ])],
        &[],
        &[],
    );
    let outcome = sandbox.clean(&plan);
    assert_eq!(outcome.trashed.len(), 3, "{:?}", outcome.failed);
    assert!(sandbox.in_trash("same.txt.2").exists());
    let id = outcome.id.clone().unwrap();

    // Someone puts a new file where one of them was.
    fs::write(&blocked.path, "newcomer").unwrap();
    let undone = sandbox.restore(Which::Last);
    assert_eq!(undone.id, id);
    assert_eq!(undone.restored, [first.path.clone(), second.path.clone()]);
    for file in [&first, &second] {
        assert_eq!(fs::read_to_string(&file.path).unwrap(), "content");
    }
    assert_eq!(undone.failed.len(), 1);
    assert_eq!(undone.failed[0].path, blocked.path);
    assert_eq!(
        undone.failed[0].reason,
        Reason::Occupied {
            path: blocked.path.clone()
        }
    );
    assert_eq!(fs::read_to_string(&blocked.path).unwrap(), "newcomer");
    assert!(sandbox.in_trash("blocked.txt").exists());

    // Moved away, the undo goes through; and then nothing is left to do.
    fs::rename(&blocked.path, sandbox.root.join("newcomer.txt")).unwrap();
    let undone = sandbox.restore(Which::Last);
    assert_eq!(undone.restored, vec![blocked.path.clone()]);
    assert_eq!(fs::read_to_string(&blocked.path).unwrap(), "content");
    assert!(restore(&sandbox.places, &Which::Last).is_err());
    let undone = sandbox.restore(Which::Id(id));
    assert!(undone.restored.is_empty() && undone.failed.is_empty());
}

#[test]
fn the_journal_lists_each_cleanup_and_what_is_left_to_restore() {
    let sandbox = Sandbox::new();
    assert_eq!(journal::list(&sandbox.places.data_dir), Ok(Vec::new()));
    let kept = sandbox.file("journal/keep.txt", "same");
    let first = sandbox.file("journal/first.txt", "same");
    let second = sandbox.file("journal/second.txt", "same");
    let one = sandbox.clean(&plan(&[group(&[(&kept, Keep), (&first, Trash)])], &[], &[]));
    let two = sandbox.clean(&plan(
        &[group(&[(&kept, Keep), (&second, Trash)])],
        &[],
        &[],
    ));
    assert_ne!(one.id, two.id);

    let cleanups = journal::list(&sandbox.places.data_dir).unwrap();
    assert_eq!(cleanups.len(), 2);
    assert_eq!(Some(&cleanups[1].id), two.id.as_ref());
    assert!(cleanups.iter().all(|cleanup| cleanup.finished));
    let file = &cleanups[1].files[0];
    assert_eq!(file.path, second.path);
    assert_eq!(file.size, 4);
    assert_eq!(file.trash, sandbox.root.join("data/Trash"));
    assert_eq!(file.entry, "second.txt");
    assert_eq!(file.state, FileState::Pending);
    assert!(!cleanups.iter().any(|cleanup| cleanup.undone()));

    // The last cleanup first, then the one before it.
    assert_eq!(
        sandbox.restore(Which::Last).restored,
        vec![second.path.clone()]
    );
    assert_eq!(
        sandbox.restore(Which::Last).restored,
        vec![first.path.clone()]
    );
    let cleanups = journal::list(&sandbox.places.data_dir).unwrap();
    assert!(
        cleanups
            .iter()
            .all(|cleanup| cleanup.pending().next().is_none())
    );
    // Each is listed as undone, with when its journal was last written: the undo.
    assert!(cleanups.iter().all(|cleanup| cleanup.undone()));
    assert!(
        cleanups
            .iter()
            .all(|cleanup| cleanup.last_written.is_some())
    );
}

#[test]
fn the_journal_names_the_trash_entry_so_the_right_one_of_two_comes_back() {
    let sandbox = Sandbox::new();
    let kept = sandbox.file("entries/keep.txt", "same");
    // The same path trashed twice within a second, with different bytes each time: only the
    // recorded trash entry tells the two apart.
    let path = sandbox.root.join("entries/copy.txt");
    let mut ids = Vec::new();
    for content in ["same", "SAME"] {
        fs::write(&kept.path, content).unwrap();
        fs::write(&path, content).unwrap();
        let outcome = sandbox.clean(&plan(
            &[group(&[
                (&record(&kept.path), Keep),
                (&record(&path), Trash),
            ])],
            &[],
            &[],
        ));
        assert_eq!(outcome.trashed.len(), 1, "{:?}", outcome.failed);
        ids.push(outcome.id.unwrap());
    }
    assert!(sandbox.in_trash("copy.txt").exists());
    assert!(sandbox.in_trash("copy.txt.2").exists());

    let undone = sandbox.restore(Which::Last);
    assert_eq!(undone.restored, vec![path.clone()], "{:?}", undone.failed);
    assert_eq!(fs::read_to_string(&path).unwrap(), "SAME");
    fs::remove_file(&path).unwrap();
    let undone = sandbox.restore(Which::Id(ids[0].clone()));
    assert_eq!(undone.restored, vec![path.clone()], "{:?}", undone.failed);
    assert_eq!(fs::read_to_string(&path).unwrap(), "same");
}

/// A similar-documents group lists one copy of each version (the first by path: here the
/// backup's). A rule that keeps the copies outside the backup trashes every file the group
/// lists, while each version lives on in its exact copy: the group keeps every version, so
/// both backup files go, each checked against a kept copy, and nothing is refused.
#[test]
fn a_similar_group_whose_listed_files_go_by_an_exact_rule_keeps_their_copies() {
    use crate::support::random::{document, edited};
    use doppel_engine::actions::Recheck;
    use doppel_engine::report::Bar;

    let sandbox = Sandbox::new();
    let text = document(600, 41);
    let older = edited(&text, 60, "was");
    let backup_new = sandbox.file("backup/report.txt", &text);
    let backup_old = sandbox.file("backup/report-old.txt", &older);
    let docs_new = sandbox.file("docs/report.txt", &text);
    let docs_old = sandbox.file("docs/report-old.txt", &older);
    let exact = |files: &[(&FileRecord, Mark)]| group(files);
    let near = PlannedGroup {
        kind: Recheck::Documents(Bar::default()),
        ..group(&[(&backup_old, Trash), (&backup_new, Trash)])
    };
    let groups = [
        exact(&[(&backup_old, Trash), (&docs_old, Keep)]),
        exact(&[(&backup_new, Trash), (&docs_new, Keep)]),
        near,
    ];
    let plan = plan(&groups, &[], &[]);
    assert!(plan.refused().is_empty(), "{:?}", plan.refused());
    assert_eq!(plan.files_to_trash(), 2);

    let outcome = sandbox.clean(&plan);
    assert!(outcome.failed.is_empty(), "{:?}", outcome.failed);
    assert!(!backup_new.path.exists() && !backup_old.path.exists());
    assert_eq!(fs::read_to_string(&docs_new.path).unwrap(), text);
    assert_eq!(fs::read_to_string(&docs_old.path).unwrap(), older);

    // Without the exact groups, nothing vouches for the versions: refused whole.
    let alone = [groups[2].clone()];
    let plan = doppel_engine::actions::plan(&alone, &[], &[]);
    assert_eq!(plan.files_to_trash(), 0);
    assert!(
        plan.refused()
            .iter()
            .all(|refusal| refusal.reason == Reason::AllMarked)
    );
}
