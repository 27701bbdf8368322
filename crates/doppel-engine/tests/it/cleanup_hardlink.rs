//! Copies replaced by hard links to their kept copies ([`Reclaim::HardLink`]), on real files
//! in temporary folders: the link itself and its undo, what must refuse a link (another
//! file system, another owner or mode, the link limit, a similar file, a folder), edits and
//! swaps landing between the checks and the link, and every state a kill midway leaves,
//! each of which the next restore must bring back to the original. Each test fails without
//! the guard it names.

use std::cell::Cell;
use std::fs;
use std::os::unix::fs::{MetadataExt, PermissionsExt, symlink};
use std::path::{Path, PathBuf};

use crate::support::cleanup::{Sandbox, count_files, record};
use doppel_engine::CancelToken;
use doppel_engine::actions::journal;
use doppel_engine::actions::{
    Access, ActionLock, CleanupOutcome, Mark, Mode, PlannedFolderGroup, PlannedGroup, Reason,
    Reclaim, RestoreError, Which, execute, plan, restore,
};
use doppel_engine::report::{FileRecord, FolderRecord};
use serde_json::Value;

use Mark::{Keep, Trash};

const LINK: Reclaim = Reclaim::HardLink {
    allow_owner_change: false,
};

fn keep_first(kept: &FileRecord, copy: &FileRecord) -> PlannedGroup {
    PlannedGroup::exact(vec![kept.clone(), copy.clone()], &[Keep, Trash])
}

fn ino(path: &Path) -> u64 {
    fs::symlink_metadata(path).unwrap().ino()
}

fn nlink(path: &Path) -> u64 {
    fs::symlink_metadata(path).unwrap().nlink()
}

/// The names in a folder, sorted.
fn names_in(folder: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(folder)
        .map(|entries| {
            entries
                .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

fn only_refusal(outcome: &CleanupOutcome) -> &Reason {
    assert!(outcome.trashed.is_empty(), "{:?}", outcome.trashed);
    assert_eq!(outcome.failed.len(), 1, "{:?}", outcome.failed);
    &outcome.failed[0].reason
}

/// The trash holds nothing: no entry, no `.trashinfo`.
fn assert_trash_empty(sandbox: &Sandbox) {
    assert_eq!(names_in(&sandbox.trash_files()), Vec::<String>::new());
    let info = sandbox.places.home_trash.join("info");
    assert_eq!(names_in(&info), Vec::<String>::new());
}

/// A copy `b/x.txt` of `a/x.txt`, replaced by a link to it.
struct Linked {
    kept: FileRecord,
    copy: FileRecord,
    /// The copy's own inode, before the link.
    original: u64,
    /// Its trash entry, and the temporary name the journal gave the link.
    entry: PathBuf,
    temp: PathBuf,
}

fn link_a_copy(sandbox: &Sandbox) -> Linked {
    let kept = sandbox.file("a/x.txt", b"same");
    let copy = sandbox.file("b/x.txt", b"same");
    let original = ino(&copy.path);
    let outcome = sandbox.clean_as(
        &plan(&[keep_first(&kept, &copy)], &[], &[]),
        LINK,
        &|_, _| {},
    );
    assert_eq!(outcome.trashed.len(), 1, "{:?}", outcome.failed);
    let temp = sandbox.root.join("b").join(journal_temp(sandbox));
    Linked {
        kept,
        copy,
        original,
        entry: sandbox.in_trash("x.txt"),
        temp,
    }
}

/// The temporary name the journal's one `linking` record gives.
fn journal_temp(sandbox: &Sandbox) -> String {
    let folder = sandbox.places.data_dir.join("cleanups");
    let path = fs::read_dir(folder)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .find(|record| record["record"] == "linking")
        .and_then(|record| record["temp"]["path"].as_str().map(str::to_string))
        .expect("a linking record")
}

/// After a restore: the copy's name holds its original again, the kept copy has only its
/// own name, nothing is left in the trash or beside the copy.
fn assert_original_back(sandbox: &Sandbox, linked: &Linked) {
    assert_eq!(ino(&linked.copy.path), linked.original);
    assert_eq!(fs::read(&linked.copy.path).unwrap(), b"same");
    assert_eq!(nlink(&linked.kept.path), 1);
    assert_eq!(nlink(&linked.copy.path), 1);
    assert_eq!(names_in(&sandbox.root.join("b")), ["x.txt"]);
    assert_trash_empty(sandbox);
    assert_eq!(
        restore(&sandbox.places, &Which::Last),
        Err(RestoreError::NothingToRestore)
    );
}

#[test]
fn a_copy_becomes_a_link_to_the_kept_copy_and_restore_brings_the_original_back() {
    let sandbox = Sandbox::new();
    let linked = link_a_copy(&sandbox);
    // The name now opens the kept file; the original waits in the trash with its info.
    assert_eq!(ino(&linked.copy.path), ino(&linked.kept.path));
    assert_eq!(ino(&linked.entry), linked.original);
    assert!(
        sandbox
            .places
            .home_trash
            .join("info/x.txt.trashinfo")
            .exists()
    );
    assert_eq!(names_in(&sandbox.root.join("b")), ["x.txt"]);
    let cleanups = journal::list(&sandbox.places.data_dir).unwrap();
    assert_eq!(
        cleanups[0].files[0].linked_to(),
        Some(linked.kept.path.as_path())
    );

    let undone = sandbox.restore(Which::Last);
    assert_eq!(undone.restored, std::slice::from_ref(&linked.copy.path));
    assert_original_back(&sandbox, &linked);
}

#[test]
fn the_outcome_names_the_kept_copy_and_the_space_freed() {
    let sandbox = Sandbox::new();
    let kept = sandbox.file("a/x.txt", b"same");
    let copy = sandbox.file("b/x.txt", b"same");
    // A copy with another name of its own frees nothing: that name keeps its blocks.
    let aliased_kept = sandbox.file("a/y.txt", b"other");
    let aliased = sandbox.file("b/y.txt", b"other");
    fs::hard_link(&aliased.path, sandbox.root.join("b/y-alias.txt")).unwrap();
    let groups = [
        keep_first(&kept, &copy),
        keep_first(&aliased_kept, &aliased),
    ];
    let outcome = sandbox.clean_as(&plan(&groups, &[], &[]), LINK, &|_, _| {});
    assert_eq!(outcome.trashed.len(), 2, "{:?}", outcome.failed);
    assert_eq!(
        outcome.trashed[0].linked_to.as_deref(),
        Some(kept.path.as_path())
    );
    assert_eq!(outcome.trashed[0].frees, 4);
    assert_eq!(outcome.trashed[1].frees, 0);
}

/// Two groups: the second's files are changed by `meddle` once the first is linked, after
/// both were checked (the batch's checks all run before any item acts).
fn two_groups_meddled(
    sandbox: &Sandbox,
    meddle: &dyn Fn(&FileRecord, &FileRecord),
) -> (CleanupOutcome, FileRecord, FileRecord) {
    let kept1 = sandbox.file("a/one.txt", b"first");
    let copy1 = sandbox.file("b/one.txt", b"first");
    let kept2 = sandbox.file("a/two.txt", b"same");
    let copy2 = sandbox.file("c/two.txt", b"same");
    let groups = [keep_first(&kept1, &copy1), keep_first(&kept2, &copy2)];
    let done = Cell::new(false);
    let outcome = sandbox.clean_as(&plan(&groups, &[], &[]), LINK, &|finished, _| {
        if finished == 1 && !done.replace(true) {
            meddle(&kept2, &copy2);
        }
    });
    assert!(done.get(), "the second item was never reached");
    assert_eq!(outcome.trashed.len() + outcome.failed.len(), 2);
    (outcome, kept2, copy2)
}

/// Guard: the last look at the copy (and the check that the original is unchanged after
/// the swap) in `link::replace`.
#[test]
fn a_copy_edited_between_the_check_and_the_link_is_left_as_edited() {
    let sandbox = Sandbox::new();
    let (outcome, kept, copy) = two_groups_meddled(&sandbox, &|_, copy| {
        fs::write(&copy.path, b"EDIT").unwrap();
    });
    let before = ino(&copy.path);
    assert_eq!(outcome.failed.len(), 1, "{:?}", outcome.trashed);
    assert_eq!(outcome.failed[0].reason, Reason::ChangedAfterCheck);
    assert_eq!(fs::read(&copy.path).unwrap(), b"EDIT");
    assert_eq!(ino(&copy.path), before);
    assert_eq!(nlink(&copy.path), 1);
    assert_eq!(nlink(&kept.path), 1);
    assert_eq!(names_in(&sandbox.root.join("c")), ["two.txt"]);
    assert_eq!(names_in(&sandbox.trash_files()), ["one.txt"]);
}

/// Guard: the look at the kept copy before anything is linked.
#[test]
fn a_kept_copy_edited_between_the_check_and_the_link_is_not_linked_to() {
    let sandbox = Sandbox::new();
    let (outcome, kept, copy) = two_groups_meddled(&sandbox, &|kept, _| {
        fs::write(&kept.path, b"EDIT").unwrap();
    });
    assert_eq!(outcome.failed.len(), 1, "{:?}", outcome.trashed);
    assert_eq!(
        outcome.failed[0].reason,
        Reason::KeptChangedBeforeLink {
            kept: kept.path.clone()
        }
    );
    assert_eq!(fs::read(&copy.path).unwrap(), b"same");
    assert_eq!(fs::read(&kept.path).unwrap(), b"EDIT");
    assert_eq!(nlink(&copy.path), 1);
    assert_eq!(nlink(&kept.path), 1);
    assert_eq!(names_in(&sandbox.trash_files()), ["one.txt"]);
    let info = sandbox.places.home_trash.join("info");
    assert_eq!(names_in(&info), ["one.txt.trashinfo"]);
}

/// Guard: every step acts relative to the folder opened when the copy was checked. The
/// copy's folder is swapped for a link to another folder holding a file of the same name:
/// that file is never touched, and the restore writes nothing through the link either.
#[test]
fn a_folder_swapped_for_a_symlink_before_the_link_is_never_written_through() {
    let sandbox = Sandbox::new();
    let elsewhere = sandbox.file("elsewhere/two.txt", b"not yours");
    let theirs = ino(&elsewhere.path);
    let root = sandbox.root.clone();
    let (outcome, kept, _copy) = two_groups_meddled(&sandbox, &|_, _| {
        fs::rename(root.join("c"), root.join("c-real")).unwrap();
        symlink(root.join("elsewhere"), root.join("c")).unwrap();
    });
    assert_eq!(outcome.trashed.len(), 2, "{:?}", outcome.failed);
    assert_eq!(fs::read(&elsewhere.path).unwrap(), b"not yours");
    assert_eq!(ino(&elsewhere.path), theirs);
    assert_eq!(nlink(&elsewhere.path), 1);
    assert_eq!(names_in(&sandbox.root.join("elsewhere")), ["two.txt"]);
    // The folder that was checked holds the link.
    assert_eq!(ino(&sandbox.root.join("c-real/two.txt")), ino(&kept.path));

    let undone = sandbox.restore(Which::Last);
    assert_eq!(undone.restored, [sandbox.root.join("b/one.txt")]);
    assert_eq!(
        undone.failed[0].reason,
        Reason::RestorePathThroughSymlink {
            folder: sandbox.root.join("c")
        }
    );
    assert_eq!(fs::read(&elsewhere.path).unwrap(), b"not yours");
    assert_eq!(names_in(&sandbox.root.join("elsewhere")), ["two.txt"]);
}

// ---- A kill at each step: the state it leaves is made by hand from a finished link (as
// `restore_interrupted.rs` does for restores), then restored. In each, the copy's name
// holds either the original or the link.

/// Puts the original (from the trash entry, which keeps its name too) back at the copy's
/// name, over the link there.
fn original_at_name(linked: &Linked) {
    let scratch = linked.copy.path.with_file_name("scratch");
    fs::hard_link(&linked.entry, &scratch).unwrap();
    fs::rename(&scratch, &linked.copy.path).unwrap();
}

fn assert_name_holds_original_or_link(linked: &Linked) {
    let now = ino(&linked.copy.path);
    assert!(now == linked.original || now == ino(&linked.kept.path));
}

fn restore_from(sandbox: &Sandbox, linked: &Linked) {
    assert_name_holds_original_or_link(linked);
    let undone = sandbox.restore(Which::Last);
    assert!(undone.failed.is_empty(), "{undone:?}");
    assert_eq!(
        undone.restored.len() + undone.settled.len(),
        1,
        "{undone:?}"
    );
    assert_original_back(sandbox, linked);
}

#[test]
fn killed_after_the_record_before_any_link_restores() {
    let sandbox = Sandbox::new();
    let linked = link_a_copy(&sandbox);
    fs::rename(&linked.entry, &linked.copy.path).unwrap();
    restore_from(&sandbox, &linked);
}

#[test]
fn killed_after_the_trash_link_restores() {
    let sandbox = Sandbox::new();
    let linked = link_a_copy(&sandbox);
    original_at_name(&linked);
    restore_from(&sandbox, &linked);
}

#[test]
fn killed_after_the_temporary_link_restores() {
    let sandbox = Sandbox::new();
    let linked = link_a_copy(&sandbox);
    original_at_name(&linked);
    fs::hard_link(&linked.kept.path, &linked.temp).unwrap();
    restore_from(&sandbox, &linked);
}

#[test]
fn killed_after_the_swap_before_the_temporary_name_went_restores() {
    let sandbox = Sandbox::new();
    let linked = link_a_copy(&sandbox);
    fs::hard_link(&linked.entry, &linked.temp).unwrap();
    restore_from(&sandbox, &linked);
}

#[test]
fn killed_after_the_last_step_restores() {
    let sandbox = Sandbox::new();
    let linked = link_a_copy(&sandbox);
    restore_from(&sandbox, &linked);
}

/// The kept copy edited through its own name after the link (which shows the edit too):
/// the original comes back, and the kept copy stays as the user made it.
#[test]
fn undo_after_the_kept_copy_was_edited_keeps_the_edit_and_brings_the_original_back() {
    let sandbox = Sandbox::new();
    let linked = link_a_copy(&sandbox);
    fs::write(&linked.kept.path, b"edited later").unwrap();
    assert_eq!(fs::read(&linked.copy.path).unwrap(), b"edited later");
    let undone = sandbox.restore(Which::Last);
    assert_eq!(undone.restored, std::slice::from_ref(&linked.copy.path));
    assert_eq!(fs::read(&linked.kept.path).unwrap(), b"edited later");
    assert_original_back(&sandbox, &linked);
}

/// Guard: a restore swaps the original in only while the name holds the link it made.
#[test]
fn undo_after_the_user_replaced_the_link_leaves_both() {
    let sandbox = Sandbox::new();
    let linked = link_a_copy(&sandbox);
    fs::remove_file(&linked.copy.path).unwrap();
    fs::write(&linked.copy.path, b"mine now").unwrap();
    let undone = sandbox.restore(Which::Last);
    assert!(undone.restored.is_empty(), "{undone:?}");
    assert_eq!(
        undone.failed[0].reason,
        Reason::LinkReplaced {
            path: linked.copy.path.clone()
        }
    );
    assert_eq!(fs::read(&linked.copy.path).unwrap(), b"mine now");
    assert_eq!(ino(&linked.entry), linked.original);
    assert_eq!(fs::read(&linked.entry).unwrap(), b"same");
}

/// Guard: a journal's temporary name is believed only if it is one a cleanup makes.
#[test]
fn a_journal_naming_a_users_file_as_the_temporary_link_is_not_believed() {
    let sandbox = Sandbox::new();
    let linked = link_a_copy(&sandbox);
    // The user's own second name of the kept copy: a restore believing the journal would
    // take it for its temporary link and remove it.
    let users = sandbox.root.join("b/notes.txt");
    fs::hard_link(&linked.kept.path, &users).unwrap();
    let folder = sandbox.places.data_dir.join("cleanups");
    let path = fs::read_dir(folder)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    let text = fs::read_to_string(&path).unwrap();
    let temp = linked.temp.file_name().unwrap().to_str().unwrap();
    fs::write(&path, text.replace(temp, "notes.txt")).unwrap();
    assert!(
        journal::list(&sandbox.places.data_dir).unwrap()[0]
            .damaged
            .is_some()
    );
    let _ = restore(&sandbox.places, &Which::Last);
    assert_eq!(ino(&users), ino(&linked.kept.path));
}

// ---- What refuses a link.

/// Guard: the permission bits compared in `link::target`.
#[test]
fn a_copy_with_other_permissions_is_not_linked_unless_allowed() {
    let sandbox = Sandbox::new();
    let kept = sandbox.file("a/x.txt", b"same");
    let copy = sandbox.file("b/x.txt", b"same");
    fs::set_permissions(&kept.path, fs::Permissions::from_mode(0o644)).unwrap();
    fs::set_permissions(&copy.path, fs::Permissions::from_mode(0o600)).unwrap();
    let uid = fs::metadata(&copy.path).unwrap().uid();
    let gid = fs::metadata(&copy.path).unwrap().gid();
    let the_plan = plan(&[keep_first(&kept, &copy)], &[], &[]);
    let outcome = sandbox.clean_as(&the_plan, LINK, &|_, _| {});
    assert_eq!(
        only_refusal(&outcome),
        &Reason::AccessDiffers {
            kept: kept.path.clone(),
            copy: Access {
                uid,
                gid,
                mode: 0o600
            },
            kept_has: Access {
                uid,
                gid,
                mode: 0o644
            },
        }
    );
    assert_eq!(nlink(&copy.path), 1);
    assert_trash_empty(&sandbox);

    let allowed = Reclaim::HardLink {
        allow_owner_change: true,
    };
    let outcome = sandbox.clean_as(&the_plan, allowed, &|_, _| {});
    assert_eq!(outcome.trashed.len(), 1, "{:?}", outcome.failed);
    assert_eq!(ino(&copy.path), ino(&kept.path));
}

/// Guard: the owner compared in `link::target`. Needs root to give a file away.
#[test]
fn a_copy_of_another_owner_is_not_linked() {
    // SAFETY: no preconditions.
    if unsafe { libc::geteuid() } != 0 {
        eprintln!("SKIPPED: a_copy_of_another_owner_is_not_linked: needs root to chown");
        return;
    }
    let sandbox = Sandbox::new();
    let kept = sandbox.file("a/x.txt", b"same");
    let copy = sandbox.file("b/x.txt", b"same");
    std::os::unix::fs::chown(&copy.path, Some(4242), Some(4242)).unwrap();
    let outcome = sandbox.clean_as(
        &plan(&[keep_first(&kept, &copy)], &[], &[]),
        LINK,
        &|_, _| {},
    );
    assert!(
        matches!(
            only_refusal(&outcome),
            Reason::AccessDiffers { copy, .. } if copy.uid == 4242 && copy.gid == 4242
        ),
        "{:?}",
        outcome.failed
    );
    assert_eq!(fs::metadata(&copy.path).unwrap().uid(), 4242);
    assert_eq!(nlink(&copy.path), 1);
    assert_trash_empty(&sandbox);
}

/// Guard: the device compared in `link::target` (the copy on tmpfs, the kept copy in the
/// sandbox's file system).
#[test]
fn a_copy_on_another_file_system_is_not_linked() {
    let test = "a_copy_on_another_file_system_is_not_linked";
    let sandbox = Sandbox::new();
    let Ok(shm) = tempfile::TempDir::new_in("/dev/shm") else {
        eprintln!("SKIPPED: {test}: no /dev/shm to write in");
        return;
    };
    let shm_root = shm.path().canonicalize().unwrap();
    if fs::metadata(&shm_root).unwrap().dev() == fs::metadata(&sandbox.root).unwrap().dev() {
        eprintln!("SKIPPED: {test}: /dev/shm is on the sandbox's file system");
        return;
    }
    let kept = sandbox.file("a/x.txt", b"same");
    let copy_path = shm_root.join("x.txt");
    fs::write(&copy_path, b"same").unwrap();
    crate::support::set_modified(
        &copy_path,
        fs::metadata(&kept.path).unwrap().modified().unwrap(),
    );
    let copy = record(&copy_path);
    let outcome = sandbox.clean_as(
        &plan(&[keep_first(&kept, &copy)], &[], &[]),
        LINK,
        &|_, _| {},
    );
    assert_eq!(
        only_refusal(&outcome),
        &Reason::OtherFileSystem {
            kept: kept.path.clone()
        }
    );
    assert_eq!(fs::read(&copy_path).unwrap(), b"same");
    assert_eq!(nlink(&copy_path), 1);
}

/// Guard: EMLINK when the kept copy is linked, after the original's trash link was made:
/// that link is taken back, and nothing has changed. Needs a file system with a low limit
/// (ext4: 65,000 names).
#[test]
fn a_kept_copy_at_its_link_limit_leaves_everything_as_it_was() {
    let test = "a_kept_copy_at_its_link_limit_leaves_everything_as_it_was";
    let sandbox = Sandbox::new();
    let kept = sandbox.file("a/x.txt", b"same");
    let copy = sandbox.file("b/x.txt", b"same");
    let many = sandbox.root.join("many");
    fs::create_dir(&many).unwrap();
    let mut at_limit = false;
    for n in 0..70_000 {
        match fs::hard_link(&kept.path, many.join(n.to_string())) {
            Ok(()) => {}
            Err(error) if error.raw_os_error() == Some(libc::EMLINK) => {
                at_limit = true;
                break;
            }
            Err(error) => panic!("{error}"),
        }
    }
    if !at_limit {
        eprintln!("SKIPPED: {test}: this file system allows more than 70,000 names");
        return;
    }
    let original = ino(&copy.path);
    let outcome = sandbox.clean_as(
        &plan(&[keep_first(&kept, &copy)], &[], &[]),
        LINK,
        &|_, _| {},
    );
    assert_eq!(
        only_refusal(&outcome),
        &Reason::KeptLinkLimit {
            kept: kept.path.clone()
        }
    );
    assert_eq!(ino(&copy.path), original);
    assert_eq!(nlink(&copy.path), 1);
    assert_eq!(names_in(&sandbox.root.join("b")), ["x.txt"]);
    assert_trash_empty(&sandbox);
    assert_eq!(
        restore(&sandbox.places, &Which::Last),
        Err(RestoreError::NothingToRestore)
    );
}

/// The existing guard (same device and inode as the kept copy): linking frees nothing.
#[test]
fn a_copy_that_is_already_the_kept_file_is_refused() {
    let sandbox = Sandbox::new();
    let kept = sandbox.file("a/x.txt", b"same");
    fs::create_dir_all(sandbox.root.join("b")).unwrap();
    fs::hard_link(&kept.path, sandbox.root.join("b/x.txt")).unwrap();
    let copy = record(&sandbox.root.join("b/x.txt"));
    let outcome = sandbox.clean_as(
        &plan(&[keep_first(&kept, &copy)], &[], &[]),
        LINK,
        &|_, _| {},
    );
    assert_eq!(
        only_refusal(&outcome),
        &Reason::SameFileAsKept {
            kept: kept.path.clone()
        }
    );
    assert_eq!(nlink(&kept.path), 2);
}

/// Guard: only an exact group's kept copy (compared byte for byte) is linked to.
#[test]
fn a_file_grouped_by_hand_is_not_linked() {
    let sandbox = Sandbox::new();
    let kept = sandbox.file("a/x.txt", b"kept");
    let copy = sandbox.file("b/x.txt", b"mine");
    let group = PlannedGroup::marked(vec![kept, copy.clone()], &[Keep, Trash]);
    let outcome = sandbox.clean_as(&plan(&[group], &[], &[]), LINK, &|_, _| {});
    assert_eq!(only_refusal(&outcome), &Reason::NotExactForLink);
    assert_eq!(fs::read(&copy.path).unwrap(), b"mine");
}

/// Folders are not replaced by links: refused with the reason, left in place.
#[test]
fn a_folder_is_not_linked() {
    let sandbox = Sandbox::new();
    sandbox.file("kept/a.txt", b"alpha");
    sandbox.file("dup/a.txt", b"alpha");
    let folder = |path: PathBuf| {
        let (files, bytes) = count_files(&path);
        FolderRecord { path, files, bytes }
    };
    let (kept, dup) = (sandbox.root.join("kept"), sandbox.root.join("dup"));
    let group = PlannedFolderGroup::marked(vec![folder(kept), folder(dup.clone())], &[Keep, Trash]);
    let outcome = sandbox.clean_as(&plan(&[], &[group], &[]), LINK, &|_, _| {});
    assert_eq!(only_refusal(&outcome), &Reason::FolderNotLinked);
    assert_eq!(fs::read(dup.join("a.txt")).unwrap(), b"alpha");
}

/// The existing lock: a link cleanup waits for another cleanup as a move does.
#[test]
fn a_link_cleanup_waits_for_another_cleanup() {
    let sandbox = Sandbox::new();
    let kept = sandbox.file("a/x.txt", b"same");
    let copy = sandbox.file("b/x.txt", b"same");
    let held = ActionLock::acquire(&sandbox.places.data_dir, "cleaning up").unwrap();
    let refused = execute(
        &plan(&[keep_first(&kept, &copy)], &[], &[]),
        &sandbox.places,
        Mode::Real,
        LINK,
        &CancelToken::new(),
        &|_, _| {},
    );
    assert!(
        refused
            .unwrap_err()
            .contains("another Doppel is already cleaning up")
    );
    assert_eq!(nlink(&copy.path), 1);
    drop(held);
}

/// The existing reference guard holds for links too: a copy in a reference folder is never
/// replaced, whatever the marks say.
#[test]
fn a_copy_in_a_reference_folder_is_not_linked() {
    let sandbox = Sandbox::new();
    let kept = sandbox.file("a/x.txt", b"same");
    let copy = sandbox.file("originals/x.txt", b"same");
    let references = [sandbox.root.join("originals")];
    let outcome = sandbox.clean_as(
        &plan(&[keep_first(&kept, &copy)], &[], &references),
        LINK,
        &|_, _| {},
    );
    assert!(outcome.trashed.is_empty(), "{:?}", outcome.trashed);
    assert_eq!(nlink(&copy.path), 1);
    assert_trash_empty(&sandbox);
}
