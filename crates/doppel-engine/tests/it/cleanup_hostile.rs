//! The cleanup transaction attacked as a hostile user or an unlucky one would, on real files
//! in temporary folders: one path reaching a file two ways, a folder swapped for a symbolic
//! link, a kept copy that is itself in the trash, two cleanups at once, an edit saved while
//! the bytes are compared, and restores that must never get stuck or bring back the wrong
//! file. Each test fails without the guard it names. Cases that need a mount are in
//! `cleanup_mounts.rs`; the command line's in `clean_cli.rs`.

use std::fs::{self, File};
use std::os::unix::fs::{FileExt, symlink};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use crate::support::cleanup::{Sandbox, record};
use doppel_engine::CancelToken;
use doppel_engine::actions::{ActionLock, LockError, NotStarted, journal};
use doppel_engine::actions::{
    CleanupOutcome, Mark, Mode, PlannedGroup, Reason, Reclaim, RestoreError, Which, execute, plan,
    restore,
};
use doppel_engine::report::FileRecord;

use Mark::{Keep, Trash};

/// An exact group keeping `kept` and trashing `copy`.
fn keep_first(kept: &FileRecord, copy: &FileRecord) -> PlannedGroup {
    PlannedGroup::exact(vec![kept.clone(), copy.clone()], &[Keep, Trash])
}

fn only_refusal(outcome: &CleanupOutcome) -> &Reason {
    assert!(outcome.trashed.is_empty(), "{:?}", outcome.trashed);
    assert_eq!(outcome.failed.len(), 1, "{:?}", outcome.failed);
    &outcome.failed[0].reason
}

#[test]
fn a_path_with_dot_dot_to_the_kept_copy_is_refused() {
    // `b/../a/x.txt` is `a/x.txt`: comparing them reads the same bytes twice, and trashing
    // the "copy" would trash the only one.
    let sandbox = Sandbox::new();
    let kept = sandbox.file("a/x.txt", b"the only copy");
    fs::create_dir_all(sandbox.root.join("b")).unwrap();
    let same = record(&sandbox.root.join("b/../a/x.txt"));
    let outcome = sandbox.clean_groups(&[keep_first(&kept, &same)]);
    assert_eq!(only_refusal(&outcome), &Reason::NotNormalised);
    assert_eq!(fs::read(&kept.path).unwrap(), b"the only copy");
}

#[test]
fn a_relative_path_is_refused() {
    let sandbox = Sandbox::new();
    let kept = sandbox.file("a/x.txt", b"same");
    let copy = sandbox.file("b/x.txt", b"same");
    let relative = FileRecord {
        path: PathBuf::from("b/x.txt"),
        ..copy.clone()
    };
    let outcome = sandbox.clean_groups(&[keep_first(&kept, &relative)]);
    assert_eq!(only_refusal(&outcome), &Reason::NotAbsolute);
    assert!(copy.path.exists());
}

#[test]
fn a_folder_swapped_for_a_symbolic_link_to_the_kept_folder_is_refused() {
    // Scanned as two folders; by cleanup time `b` is a link to `a`, so `b/x.txt` is the
    // kept copy itself.
    let sandbox = Sandbox::new();
    let kept = sandbox.file("a/x.txt", b"the only copy");
    let copy = sandbox.file("b/x.txt", b"the only copy");
    fs::remove_dir_all(sandbox.root.join("b")).unwrap();
    symlink(sandbox.root.join("a"), sandbox.root.join("b")).unwrap();
    let outcome = sandbox.clean_groups(&[keep_first(&kept, &copy)]);
    let reason = only_refusal(&outcome);
    assert_eq!(
        reason,
        &Reason::FolderIsSymlink {
            folder: sandbox.root.join("b")
        }
    );
    assert_eq!(fs::read(&kept.path).unwrap(), b"the only copy");
}

#[test]
fn a_hard_link_listed_as_a_copy_is_refused() {
    // A crafted report lists two names of one inode as two copies.
    let sandbox = Sandbox::new();
    let kept = sandbox.file("a/x.txt", b"one inode");
    fs::create_dir_all(sandbox.root.join("b")).unwrap();
    fs::hard_link(&kept.path, sandbox.root.join("b/x.txt")).unwrap();
    let link = record(&sandbox.root.join("b/x.txt"));
    let outcome = sandbox.clean_groups(&[keep_first(&kept, &link)]);
    let reason = only_refusal(&outcome);
    assert_eq!(
        reason,
        &Reason::SameFileAsKept {
            kept: kept.path.clone()
        }
    );
    assert!(link.path.exists());
}

#[test]
fn a_kept_copy_in_the_trash_does_not_count() {
    // `doppel scan ~ --hidden` used to walk the trash: keeping the trashed copy would trash
    // the live one, leaving only a copy the next "Empty trash" deletes.
    let sandbox = Sandbox::new();
    let in_trash = sandbox.file("data/Trash/files/x.txt", b"same");
    let live = sandbox.file("docs/x.txt", b"same");
    let outcome = sandbox.clean_groups(&[keep_first(&in_trash, &live)]);
    let reason = only_refusal(&outcome);
    assert_eq!(
        reason,
        &Reason::KeptInTrash {
            kept: in_trash.path.clone()
        }
    );
    assert!(live.path.exists());
}

#[test]
fn a_second_cleanup_waits_for_the_first() {
    // Two cleanups with different rules would each keep a different copy and together
    // trash them all.
    let sandbox = Sandbox::new();
    let kept = sandbox.file("a/x.txt", b"same");
    let copy = sandbox.file("b/x.txt", b"same");
    let held = ActionLock::acquire(&sandbox.places.data_dir, "cleaning up").unwrap();
    let refused = execute(
        &plan(&[keep_first(&kept, &copy)], &[], &[]),
        &sandbox.places,
        Mode::Real,
        Reclaim::Trash,
        &CancelToken::new(),
        &|_, _| {},
    );
    let Err(NotStarted::Locked(LockError::Busy { holder })) = refused else {
        panic!("another Doppel holds the lock: {refused:?}");
    };
    assert_eq!(
        holder,
        format!("process {}, cleaning up", std::process::id())
    );
    assert!(copy.path.exists());
    drop(held);
    assert_eq!(
        sandbox
            .clean_groups(&[keep_first(&kept, &copy)])
            .trashed
            .len(),
        1
    );
}

#[test]
fn an_edit_saved_while_the_bytes_are_compared_is_not_trashed() {
    // The second file is large, so comparing it takes a while; an editor saves a change to
    // its first block (already compared) while the comparison runs. Size and time were
    // right before the comparison; only a look after it, on the compared handle, sees it.
    let sandbox = Sandbox::new();
    let small_kept = sandbox.file("small/keep.txt", b"small");
    let small = sandbox.file("small/copy.txt", b"small");
    let block: Vec<u8> = (0..1024 * 1024u32).map(|i| (i % 251) as u8).collect();
    let big = block.repeat(128);
    let big_kept = sandbox.file("big/keep.bin", &big);
    let big_copy = sandbox.file("big/copy.bin", &big);
    drop(big);
    let edited = AtomicBool::new(false);
    let outcome = std::thread::scope(|scope| {
        execute(
            &plan(
                &[
                    keep_first(&small_kept, &small),
                    keep_first(&big_kept, &big_copy),
                ],
                &[],
                &[],
            ),
            &sandbox.places,
            Mode::Real,
            Reclaim::Trash,
            &CancelToken::new(),
            &|done, _| {
                // Progress 0 comes before the first check; the batch's checks (the big
                // comparison among them) run before any of its files moves.
                if done == 0 && !edited.swap(true, Ordering::SeqCst) {
                    let path = big_copy.path.clone();
                    scope.spawn(move || {
                        std::thread::sleep(Duration::from_millis(10));
                        let file = File::options().write(true).open(&path).unwrap();
                        file.write_at(b"EDITED", 0).unwrap();
                    });
                }
            },
        )
        .unwrap()
    });
    let trashed: Vec<&Path> = outcome.trashed.iter().map(|t| t.path.as_path()).collect();
    assert_eq!(trashed, [small.path.as_path()]);
    assert_eq!(outcome.failed.len(), 1);
    // "changed while it was being checked" when the save lands mid-comparison (the case
    // this guards), "changed since the scan" when the machine is slow to start the thread.
    let reason = &outcome.failed[0].reason;
    assert!(
        matches!(
            reason,
            Reason::ChangedWhileChecked { .. }
                | Reason::ChangedSinceScan(_)
                | Reason::ChangedAfterCheck
        ),
        "{reason:?}"
    );
    eprintln!("the edit was caught: {reason}");
    let mut head = [0u8; 6];
    File::open(&big_copy.path)
        .unwrap()
        .read_exact_at(&mut head, 0)
        .unwrap();
    assert_eq!(&head, b"EDITED");
}

#[test]
fn an_item_gone_from_the_trash_does_not_block_restores() {
    let sandbox = Sandbox::new();
    let kept = sandbox.file("a/keep.txt", b"same");
    let first = sandbox.file("a/first.txt", b"same");
    let second = sandbox.file("a/second.txt", b"same");
    let third = sandbox.file("a/third.txt", b"same");
    sandbox.clean_groups(&[keep_first(&kept, &first)]);
    sandbox.clean_groups(&[PlannedGroup::exact(
        vec![kept.clone(), second.clone(), third.clone()],
        &[Keep, Trash, Trash],
    )]);
    // The user deletes one item of the last cleanup from the trash by hand.
    fs::remove_file(sandbox.trash_files().join("second.txt")).unwrap();

    let undone = restore(&sandbox.places, &Which::Last).unwrap();
    assert_eq!(undone.restored, vec![third.path.clone()]);
    // Never written off (P4): still pending, with the reason, for a later restore.
    assert!(undone.settled.is_empty(), "{:?}", undone.settled);
    assert_eq!(undone.failed.len(), 1);
    assert_eq!(undone.failed[0].reason, Reason::GoneFromTrash);
    // The next "last" is the cleanup before, not the same one forever.
    let undone = restore(&sandbox.places, &Which::Last).unwrap();
    assert_eq!(undone.restored, vec![first.path.clone()]);
    // Then the item not found is looked for again, and is still listed.
    let again = restore(&sandbox.places, &Which::Last).unwrap();
    assert_eq!(again.failed[0].reason, Reason::GoneFromTrash);
    let listed = journal::list(&sandbox.places.data_dir).unwrap();
    let pending: Vec<_> = listed.iter().flat_map(|c| c.pending()).collect();
    assert_eq!(pending.len(), 1);
    assert_eq!(pending[0].path, second.path);
    // The entry comes back (another disk returned): the next restore puts it back.
    fs::write(sandbox.trash_files().join("second.txt"), b"same").unwrap();
    let back = restore(&sandbox.places, &Which::Last).unwrap();
    assert_eq!(back.restored, vec![second.path.clone()]);
    assert_eq!(
        restore(&sandbox.places, &Which::Last).unwrap_err(),
        RestoreError::NothingToRestore
    );
}

#[test]
fn an_unrelated_item_that_took_the_name_is_not_restored() {
    let sandbox = Sandbox::new();
    let kept = sandbox.file("a/keep.txt", b"mine");
    let copy = sandbox.file("a/copy.txt", b"mine");
    sandbox.clean_groups(&[keep_first(&kept, &copy)]);
    // The trash is emptied, and another program trashes a different copy.txt.
    let files = sandbox.trash_files();
    let info = sandbox.places.home_trash.join("info");
    fs::remove_file(files.join("copy.txt")).unwrap();
    fs::remove_file(info.join("copy.txt.trashinfo")).unwrap();
    fs::write(files.join("copy.txt"), b"someone else's").unwrap();
    fs::write(
        info.join("copy.txt.trashinfo"),
        "[Trash Info]\nPath=/elsewhere/copy.txt\nDeletionDate=2026-01-01T00:00:00\n",
    )
    .unwrap();

    let undone = restore(&sandbox.places, &Which::Last).unwrap();
    assert!(undone.restored.is_empty());
    assert!(undone.settled.is_empty(), "{:?}", undone.settled);
    assert_eq!(undone.failed.len(), 1);
    assert_eq!(undone.failed[0].reason, Reason::Unrelated);
    assert!(!copy.path.exists());
    assert_eq!(fs::read(files.join("copy.txt")).unwrap(), b"someone else's");
}

#[test]
fn a_restore_whose_journal_update_was_lost_is_recognised() {
    // The file came back but the journal never heard (a crash, a full disk): the next
    // restore must see it in place instead of refusing the file it just restored.
    let sandbox = Sandbox::new();
    let kept = sandbox.file("a/keep.txt", b"same");
    let copy = sandbox.file("a/copy.txt", b"same");
    sandbox.clean_groups(&[keep_first(&kept, &copy)]);
    fs::rename(sandbox.trash_files().join("copy.txt"), &copy.path).unwrap();

    let undone = restore(&sandbox.places, &Which::Last).unwrap();
    assert!(undone.failed.is_empty(), "{:?}", undone.failed);
    assert_eq!(undone.settled.len(), 1);
    assert_eq!(undone.settled[0].reason, Reason::AlreadyInPlace);
    // Its reserved `.trashinfo` does not linger as a broken item.
    assert!(
        !sandbox
            .places
            .home_trash
            .join("info/copy.txt.trashinfo")
            .exists()
    );
    assert_eq!(
        restore(&sandbox.places, &Which::Last).unwrap_err(),
        RestoreError::NothingToRestore
    );
}

#[test]
fn a_dry_run_makes_every_check_and_moves_nothing() {
    let sandbox = Sandbox::new();
    let kept = sandbox.file("a/keep.txt", b"same");
    let copy = sandbox.file("a/copy.txt", b"same");
    let edited_keeper = sandbox.file("b/keep.txt", b"same");
    let edited = sandbox.file("b/copy.txt", b"same");
    fs::write(&edited.path, b"SAME").unwrap();
    let plan = plan(
        &[
            keep_first(&kept, &copy),
            keep_first(&edited_keeper, &edited),
        ],
        &[],
        &[],
    );
    let outcome = execute(
        &plan,
        &sandbox.places,
        Mode::DryRun,
        Reclaim::Trash,
        &CancelToken::new(),
        &|_, _| {},
    )
    .unwrap();
    assert_eq!(outcome.id, None);
    let would: Vec<&Path> = outcome.trashed.iter().map(|t| t.path.as_path()).collect();
    assert_eq!(would, [copy.path.as_path()]);
    assert_eq!(outcome.failed.len(), 1);
    assert_eq!(outcome.failed[0].path, edited.path);
    assert!(copy.path.exists());
    assert!(!sandbox.places.data_dir.join("cleanups").exists());
}

/// A folder trashed whole, planned as the copy of `kept`.
fn trash_folder_whole(sandbox: &Sandbox) -> (PathBuf, PathBuf) {
    sandbox.file("kept/one.txt", b"one");
    sandbox.file("kept/sub/two.txt", b"two");
    sandbox.file("dup/one.txt", b"one");
    sandbox.file("dup/sub/two.txt", b"two");
    let (kept, dup) = (sandbox.root.join("kept"), sandbox.root.join("dup"));
    let folder = |path: &Path| {
        let (files, bytes) = crate::support::cleanup::count_files(path);
        doppel_engine::report::FolderRecord {
            path: path.to_path_buf(),
            files,
            bytes,
        }
    };
    let group = doppel_engine::actions::PlannedFolderGroup::marked(
        vec![folder(&kept), folder(&dup)],
        &[Keep, Trash],
    );
    let outcome = sandbox.clean(&plan(&[], &[group], &[]));
    assert_eq!(outcome.trashed.len(), 1, "{:?}", outcome.failed);
    assert!(!dup.exists());
    (kept, dup)
}

/// Finding: a folder restore refused when an empty folder (made by a sync or a file manager)
/// stood at its path. Guard: an empty folder is no one's data; the folder comes back there.
#[test]
fn a_folder_comes_back_where_another_program_made_an_empty_folder() {
    let sandbox = Sandbox::new();
    let (_, dup) = trash_folder_whole(&sandbox);
    fs::create_dir(&dup).unwrap();
    let undone = sandbox.restore(Which::Last);
    assert_eq!(undone.restored, vec![dup.clone()], "{undone:?}");
    assert_eq!(fs::read(dup.join("one.txt")).unwrap(), b"one");
    assert_eq!(fs::read(dup.join("sub/two.txt")).unwrap(), b"two");
}

/// The same, but the folder that stands there holds something: it is someone's, and stays.
#[test]
fn a_folder_does_not_come_back_over_a_folder_that_holds_anything() {
    let sandbox = Sandbox::new();
    let (_, dup) = trash_folder_whole(&sandbox);
    fs::create_dir(&dup).unwrap();
    fs::write(dup.join("new.txt"), b"someone's").unwrap();
    let undone = sandbox.restore(Which::Last);
    assert!(undone.restored.is_empty());
    assert_eq!(
        undone.failed[0].reason,
        Reason::Occupied { path: dup.clone() }
    );
    assert_eq!(fs::read(dup.join("new.txt")).unwrap(), b"someone's");
    assert!(sandbox.in_trash("dup").join("sub/two.txt").exists());
}
