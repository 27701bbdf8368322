//! Copies replaced by hard links to their kept copies ([`Reclaim::HardLink`]), on real files
//! in temporary folders: the link itself and its undo, what must refuse a link (another
//! file system, another owner or mode, other extended attributes or ACLs, a kept copy that
//! is a reference's file, the link limit, a similar file), edits and swaps
//! landing between the checks and the link, and every state a kill midway leaves, each of
//! which the next restore must bring back to the original. The same for a whole folder
//! replaced file by file (its originals in one trash entry mirroring it), stopped at a file
//! edited or swapped meanwhile, killed at each step of a file in its middle, and undone
//! whole. Each test fails without the guard it names.
//!
//! The tests that need root (to give a file to another owner, to set the immutable flag, to
//! mount the ext4 image the link limit is reached on) are ignored unless asked for
//! (`tests/run` run as root asks); those that need what the temporary folder's file system
//! may lack (user attributes, ACLs, `/dev/shm` beside it) fail with the reason where it does.

use std::cell::Cell;
use std::fs;
use std::os::unix::fs::{MetadataExt, PermissionsExt, symlink};
use std::path::{Path, PathBuf};

use crate::support::cleanup::{Sandbox, count_files, record};
use crate::support::mounts::{Fs, in_private_mounts_as, mount};
use crate::support::needs::{self, Missing};
use doppel_engine::CancelToken;
use doppel_engine::actions::journal;
use doppel_engine::actions::{
    Access, ActionLock, CleanupOutcome, LockError, Mark, Mode, NotStarted, PlannedFolderGroup,
    PlannedGroup, Reason, Reclaim, RestoreError, Which, execute, plan, restore,
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
    assert_eq!(outcome.trashed[0].linked_to(), Some(kept.path.as_path()));
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

/// After a restore that found the name no longer the link Doppel made: the user's bytes
/// stay at the name, the original stays in the trash, and the cleanup is still pending.
fn assert_left_pending(sandbox: &Sandbox, linked: &Linked, at_name: &[u8]) {
    let kept_gone = Reason::KeptLinkGone {
        path: linked.copy.path.clone(),
        kept: linked.kept.path.clone(),
    };
    assert_left_pending_as(sandbox, linked, at_name, kept_gone);
}

fn assert_left_pending_as(sandbox: &Sandbox, linked: &Linked, at_name: &[u8], why: Reason) {
    let undone = sandbox.restore(Which::Last);
    assert!(undone.restored.is_empty(), "{undone:?}");
    assert_eq!(undone.failed[0].reason, why);
    assert_eq!(fs::read(&linked.copy.path).unwrap(), at_name);
    assert_eq!(ino(&linked.entry), linked.original);
    assert_eq!(fs::read(&linked.entry).unwrap(), b"same");
    let listed = journal::list(&sandbox.places.data_dir).unwrap();
    assert_eq!(listed.iter().map(|c| c.pending().count()).sum::<usize>(), 1);
}

/// Guard (P2): edited through the copy's name, then the kept name deleted: the name holds
/// the kept copy's inode, but that is the user's only current work now, never swapped away.
#[test]
fn undo_after_an_edit_through_the_link_and_the_kept_name_deleted_keeps_the_edit() {
    let sandbox = Sandbox::new();
    let linked = link_a_copy(&sandbox);
    fs::write(&linked.copy.path, b"my current work").unwrap();
    fs::remove_file(&linked.kept.path).unwrap();
    assert_left_pending(&sandbox, &linked, b"my current work");
}

/// Guard (P2): an editor saved the kept file by writing a new one and renaming it over; the
/// copy's name is the only name left of the inode the link was made to.
#[test]
fn undo_after_the_kept_file_was_saved_over_by_rename_leaves_the_name() {
    let sandbox = Sandbox::new();
    let linked = link_a_copy(&sandbox);
    let saved = linked.kept.path.with_file_name(".x.txt.swp");
    fs::write(&saved, b"saved by an editor").unwrap();
    fs::rename(&saved, &linked.kept.path).unwrap();
    assert_left_pending(&sandbox, &linked, b"same");
    assert_eq!(fs::read(&linked.kept.path).unwrap(), b"saved by an editor");
}

/// Guard (P2): both names deleted, and a new file at the copy's name given the freed inode
/// number of the kept copy (a re-sync): its birth time and the kept name tell it apart.
#[test]
fn undo_after_both_names_were_remade_on_a_reused_inode_leaves_the_new_file() {
    let sandbox = Sandbox::new();
    let linked = link_a_copy(&sandbox);
    let kept_ino = ino(&linked.kept.path);
    fs::remove_file(&linked.kept.path).unwrap();
    fs::remove_file(&linked.copy.path).unwrap();
    // ext4 hands the lowest free number of the folder's group out again: new files beside
    // where the kept copy was take it soon.
    let spare = sandbox.root.join("a");
    let mut reused = false;
    for i in 0..2_000 {
        let candidate = spare.join(format!("new-{i}"));
        fs::write(&candidate, b"re-synced").unwrap();
        if ino(&candidate) == kept_ino {
            fs::rename(&candidate, &linked.copy.path).unwrap();
            reused = true;
            break;
        }
    }
    assert!(
        reused,
        "this file system never gave the freed inode number out again: the test cannot run"
    );
    fs::write(&linked.kept.path, b"re-synced").unwrap();
    // Its birth time is not the kept copy's: another file than the link made.
    let replaced = Reason::LinkReplaced {
        path: linked.copy.path.clone(),
    };
    assert_left_pending_as(&sandbox, &linked, b"re-synced", replaced);
}

/// Guard: an edit made through the linked name is said, with where it lives on.
#[test]
fn undo_after_an_edit_through_the_link_says_where_the_edit_lives() {
    let sandbox = Sandbox::new();
    let linked = link_a_copy(&sandbox);
    fs::write(&linked.copy.path, b"edited through the copy").unwrap();
    let undone = sandbox.restore(Which::Last);
    assert_eq!(undone.restored, std::slice::from_ref(&linked.copy.path));
    assert_eq!(
        undone.changed,
        vec![(
            linked.copy.path.clone(),
            doppel_engine::actions::ChangedInTrash::EditedThroughLink {
                kept: linked.kept.path.clone()
            }
        )]
    );
    assert_eq!(fs::read(&linked.copy.path).unwrap(), b"same");
    assert_eq!(
        fs::read(&linked.kept.path).unwrap(),
        b"edited through the copy"
    );
}

/// Found by the simulation (P3): a kept copy with a second name outside the folders scanned
/// gained more names from the links, so an edit through a copy's name changed the file
/// outside. Guard: a kept copy's link count may hold only the names the scan saw and the
/// links this cleanup made.
#[test]
fn a_copy_is_not_linked_to_a_kept_copy_with_a_name_the_scan_did_not_see() {
    let sandbox = Sandbox::new();
    let kept = sandbox.file("a/x.txt", b"same");
    let copy = sandbox.file("b/x.txt", b"same");
    let outside = sandbox.root.join("outside-x.txt");
    fs::hard_link(&kept.path, &outside).unwrap();
    let outcome = sandbox.clean_as(
        &plan(&[keep_first(&kept, &copy)], &[], &[]),
        LINK,
        &|_, _| {},
    );
    assert_eq!(
        only_refusal(&outcome),
        &Reason::KeptHasUnseenNames {
            kept: kept.path.clone(),
            unseen: 1
        }
    );
    assert_eq!(nlink(&outside), 2);
    assert_ne!(ino(&copy.path), ino(&kept.path));
}

/// Three copies linked to one kept copy: each link the cleanup makes counts, so none is
/// taken for a name the scan did not see.
#[test]
fn several_copies_are_linked_to_one_kept_copy() {
    let sandbox = Sandbox::new();
    let kept = sandbox.file("a/x.txt", b"same");
    let copies: Vec<FileRecord> = ["b/x.txt", "c/x.txt", "d/x.txt"]
        .iter()
        .map(|path| sandbox.file(path, b"same"))
        .collect();
    let mut files = vec![kept.clone()];
    files.extend(copies.iter().cloned());
    let group = PlannedGroup::exact(files, &[Keep, Trash, Trash, Trash]);
    let outcome = sandbox.clean_as(&plan(&[group], &[], &[]), LINK, &|_, _| {});
    assert_eq!(outcome.trashed.len(), 3, "{:?}", outcome.failed);
    for copy in &copies {
        assert_eq!(ino(&copy.path), ino(&kept.path));
    }
    assert_eq!(nlink(&kept.path), 4);
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

/// Guard: "not permitted" is said to mean "no hard links here" only through FUSE (see
/// `link::no_links_here`). An immutable copy (`chattr +i`) answers a link so on any file
/// system: it is left in place as a link that could not be made, not blamed on the file
/// system, and nothing is left in the trash. Needs root (to set the flag), `chattr` and a
/// file system that keeps the flag (the test folder's); fails with the reason otherwise.
#[test]
#[ignore = "needs root: sets the immutable flag with chattr +i (tests/run runs it as root)"]
fn an_immutable_copy_is_refused_as_unlinkable_not_as_a_file_system_without_links() {
    needs::require(needs::root().and_then(|()| needs::tools(&[needs::CHATTR])));
    let sandbox = Sandbox::new();
    let kept = sandbox.file("a/x.txt", b"same");
    let copy = sandbox.file("b/x.txt", b"same");
    let chattr = |flag: &str| {
        let output = std::process::Command::new("chattr")
            .arg(flag)
            .arg(&copy.path)
            .output()
            .unwrap();
        if output.status.success() {
            Ok(())
        } else {
            Err(String::from_utf8_lossy(&output.stderr).trim().to_string())
        }
    };
    if let Err(why) = chattr("+i") {
        Missing::TempFileSystem(format!(
            "does not keep the immutable flag (chattr +i: {why})"
        ))
        .fail();
    }
    let outcome = sandbox.clean_as(
        &plan(&[keep_first(&kept, &copy)], &[], &[]),
        LINK,
        &|_, _| {},
    );
    let refusal = only_refusal(&outcome).clone();
    assert_eq!(chattr("-i"), Ok(()), "the flag comes off again");
    assert!(matches!(refusal, Reason::CannotLink { .. }), "{refusal:?}");
    assert_eq!(nlink(&copy.path), 1);
    assert_ne!(ino(&copy.path), ino(&kept.path));
    assert_trash_empty(&sandbox);
}

/// Guard: the owner compared in `link::target`. Needs root to give a file away.
#[test]
#[ignore = "needs root: gives a file to another owner (tests/run runs it as root)"]
fn a_copy_of_another_owner_is_not_linked() {
    needs::require(needs::root());
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
/// sandbox's file system). Fails with the reason where `/dev/shm` cannot be written or is
/// on the temporary folder's file system.
#[test]
fn a_copy_on_another_file_system_is_not_linked() {
    let sandbox = Sandbox::new();
    let shm = tempfile::TempDir::new_in("/dev/shm").unwrap_or_else(|error| {
        Missing::TempFileSystem(format!("has no second beside it: /dev/shm: {error}")).fail()
    });
    let shm_root = shm.path().canonicalize().unwrap();
    if fs::metadata(&shm_root).unwrap().dev() == fs::metadata(&sandbox.root).unwrap().dev() {
        Missing::TempFileSystem("is /dev/shm's, where the test wants another".to_string()).fail();
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
/// that link is taken back, and nothing has changed. Needs a file system with a low limit:
/// an ext4 loop image (65,000 names), mounted in a private namespace.
#[test]
#[ignore = "needs root: mounts an ext4 loop image (tests/run runs it as root)"]
fn a_kept_copy_at_its_link_limit_leaves_everything_as_it_was() {
    in_private_mounts_as(
        "cleanup_hardlink::a_kept_copy_at_its_link_limit_leaves_everything_as_it_was",
        &[Fs::Ext4],
        |scratch| at_the_link_limit(&mount(scratch, Fs::Ext4, false)),
    );
}

/// [`a_kept_copy_at_its_link_limit_leaves_everything_as_it_was`] on a file system mounted at
/// `folder`.
fn at_the_link_limit(folder: &Path) {
    let sandbox = Sandbox::new_in(folder);
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
    assert!(at_limit, "ext4 allows no more than 65,000 names to a file");
    // The scan saw every name (else the link is refused first, for names it did not see).
    let mut kept = kept;
    kept.aliases = fs::read_dir(&many)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
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

// ---- A whole folder replaced by hard links, file by file.

/// The files of the duplicate folder: relative path, content, and the copy the folder checks
/// match it with in the kept folder. In the manifest's order (sorted by path).
const FOLDER_FILES: [(&str, &[u8], &str); 4] = [
    ("a.txt", b"alpha", "a.txt"),
    ("also-alpha.txt", b"alpha", "a.txt"),
    ("sub/b-renamed.txt", b"beta", "sub/b.txt"),
    ("sub/deeper/c.bin", b"gamma gamma", "sub/deeper/c.bin"),
];

/// The file in the middle of the folder, whose steps the kill tests stop at.
const MIDDLE: usize = 2;

/// `kept/` and `dup/` (the same files, one under another name, one twice, and an empty
/// subfolder in `dup/`), and the plan keeping `kept/` and replacing `dup/`; with `before`
/// groups planned first.
struct FolderPair {
    kept: PathBuf,
    dup: PathBuf,
    /// Each file of `dup`'s own inode, before anything was done.
    originals: Vec<u64>,
}

impl FolderPair {
    fn new(sandbox: &Sandbox, kept: &str, dup: &str) -> FolderPair {
        let (kept, dup) = (sandbox.root.join(kept), sandbox.root.join(dup));
        for (_, content, kept_relative) in FOLDER_FILES {
            let path = kept.join(kept_relative);
            if !path.exists() {
                sandbox.file(
                    path.strip_prefix(&sandbox.root).unwrap().to_str().unwrap(),
                    content,
                );
            }
        }
        for (relative, content, _) in FOLDER_FILES {
            sandbox.file(
                dup.join(relative)
                    .strip_prefix(&sandbox.root)
                    .unwrap()
                    .to_str()
                    .unwrap(),
                content,
            );
        }
        fs::create_dir(dup.join("empty")).unwrap();
        let originals = FOLDER_FILES
            .iter()
            .map(|(relative, _, _)| ino(&dup.join(relative)))
            .collect();
        FolderPair {
            kept,
            dup,
            originals,
        }
    }

    fn group(&self) -> PlannedFolderGroup {
        let folder = |path: &Path| {
            let (files, bytes) = count_files(path);
            FolderRecord {
                path: path.to_path_buf(),
                files,
                bytes,
            }
        };
        PlannedFolderGroup::marked(vec![folder(&self.kept), folder(&self.dup)], &[Keep, Trash])
    }

    fn name(&self, i: usize) -> PathBuf {
        self.dup.join(FOLDER_FILES[i].0)
    }

    fn kept_copy(&self, i: usize) -> PathBuf {
        self.kept.join(FOLDER_FILES[i].2)
    }

    /// Every name of `dup` holds its own original again, with its bytes, and has no other
    /// name; no temporary name is left beside any.
    fn assert_originals_back(&self) {
        for (i, (relative, content, _)) in FOLDER_FILES.iter().enumerate() {
            let name = self.dup.join(relative);
            assert_eq!(ino(&name), self.originals[i], "{relative}");
            assert_eq!(fs::read(&name).unwrap(), *content, "{relative}");
            assert_eq!(nlink(&name), 1, "{relative}");
            assert_eq!(nlink(&self.kept_copy(i)), 1, "{relative}");
        }
        assert_eq!(
            names_in(&self.dup),
            ["a.txt", "also-alpha.txt", "empty", "sub"]
        );
        assert_eq!(names_in(&self.dup.join("sub")), ["b-renamed.txt", "deeper"]);
        assert_eq!(names_in(&self.dup.join("sub/deeper")), ["c.bin"]);
    }
}

fn folder_link_plan(pairs: &[&FolderPair]) -> doppel_engine::actions::CleanupPlan {
    let groups: Vec<PlannedFolderGroup> = pairs.iter().map(|pair| pair.group()).collect();
    plan(&[], &groups, &[])
}

/// The temporary name the journal's one `linking_folder` record gives.
fn folder_journal_temp(sandbox: &Sandbox) -> String {
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
        .find(|record| record["record"] == "linking_folder")
        .and_then(|record| record["temp"]["path"].as_str().map(str::to_string))
        .expect("a linking_folder record")
}

/// A `FolderPair` whose `dup/` was replaced by links: every name now the kept copy's inode.
fn link_a_folder(sandbox: &Sandbox) -> FolderPair {
    let pair = FolderPair::new(sandbox, "kept", "dup");
    let outcome = sandbox.clean_as(&folder_link_plan(&[&pair]), LINK, &|_, _| {});
    assert!(outcome.failed.is_empty(), "{:?}", outcome.failed);
    assert_eq!(outcome.trashed.len(), 1);
    pair
}

#[test]
fn a_folder_is_replaced_by_links_file_by_file_and_restored_whole() {
    let sandbox = Sandbox::new();
    let pair = FolderPair::new(&sandbox, "kept", "dup");
    let outcome = sandbox.clean_as(&folder_link_plan(&[&pair]), LINK, &|_, _| {});
    assert!(outcome.failed.is_empty(), "{:?}", outcome.failed);
    let linked = &outcome.trashed[0];
    assert!(linked.folder);
    assert_eq!(linked.path, pair.dup);
    assert_eq!(linked.linked_to(), Some(pair.kept.as_path()));
    assert_eq!(linked.size, 5 + 5 + 4 + 11);
    assert_eq!(linked.frees, 5 + 5 + 4 + 11);

    // Every name opens its kept copy; every original waits in the one trash entry, which
    // mirrors the folder (its empty subfolder too), with one `.trashinfo`.
    let mirror = sandbox.in_trash("dup");
    for (i, (relative, content, _)) in FOLDER_FILES.iter().enumerate() {
        assert_eq!(ino(&pair.name(i)), ino(&pair.kept_copy(i)), "{relative}");
        assert_eq!(fs::read(pair.name(i)).unwrap(), *content);
        assert_eq!(ino(&mirror.join(relative)), pair.originals[i], "{relative}");
        assert_eq!(fs::read(mirror.join(relative)).unwrap(), *content);
    }
    assert_eq!(nlink(&pair.kept.join("a.txt")), 3);
    assert_eq!(names_in(&sandbox.trash_files()), ["dup"]);
    assert_eq!(
        names_in(&mirror),
        ["a.txt", "also-alpha.txt", "empty", "sub"]
    );
    assert_eq!(names_in(&mirror.join("sub")), ["b-renamed.txt", "deeper"]);
    let info = sandbox.places.home_trash.join("info");
    assert_eq!(names_in(&info), ["dup.trashinfo"]);
    let said = fs::read_to_string(info.join("dup.trashinfo")).unwrap();
    assert!(
        said.contains(&format!("Path={}", pair.dup.display())),
        "{said}"
    );
    assert_eq!(names_in(&pair.dup.join("sub")), ["b-renamed.txt", "deeper"]);
    let cleanups = journal::list(&sandbox.places.data_dir).unwrap();
    let recorded = &cleanups[0].files;
    assert_eq!(recorded.len(), 1);
    assert!(recorded[0].is_folder());
    assert_eq!(recorded[0].file_count(), 4);
    assert_eq!(recorded[0].linked_to(), Some(pair.kept.as_path()));
    assert_eq!(
        cleanups[0].way(),
        Some(doppel_engine::actions::Way::HardLink)
    );

    let undone = sandbox.restore(Which::Last);
    assert!(undone.failed.is_empty(), "{undone:?}");
    assert_eq!(undone.restored, std::slice::from_ref(&pair.dup));
    pair.assert_originals_back();
    assert_trash_empty(&sandbox);
    assert_eq!(
        restore(&sandbox.places, &Which::Last),
        Err(RestoreError::NothingToRestore)
    );
}

/// Two folders: `first/` is linked, then `meddle` runs (the second's checks already made:
/// one batch checks both), then `dup/` is linked.
fn two_folders_meddled(
    sandbox: &Sandbox,
    meddle: &dyn Fn(&FolderPair),
) -> (CleanupOutcome, FolderPair) {
    let first = FolderPair::new(sandbox, "kept", "first");
    let pair = FolderPair::new(sandbox, "kept", "dup");
    let done = Cell::new(false);
    let outcome = sandbox.clean_as(&folder_link_plan(&[&first, &pair]), LINK, &|finished, _| {
        if finished == 1 && !done.replace(true) {
            meddle(&pair);
        }
    });
    assert!(done.get(), "the second folder was never reached");
    assert_eq!(outcome.trashed.len(), 1, "{:?}", outcome.failed);
    assert_eq!(outcome.trashed[0].path, first.dup);
    (outcome, pair)
}

/// The one refusal of a folder stopped in its middle: the files before it are links.
fn stopped_at_the_middle(outcome: &CleanupOutcome, pair: &FolderPair) -> Reason {
    assert_eq!(outcome.failed.len(), 1, "{:?}", outcome.failed);
    assert_eq!(outcome.failed[0].path, pair.dup);
    let Reason::FolderFileNotLinked {
        file,
        linked: MIDDLE,
        of: 4,
        why,
    } = &outcome.failed[0].reason
    else {
        panic!("{:?}", outcome.failed[0].reason);
    };
    assert_eq!(file, &pair.name(MIDDLE));
    for i in 0..MIDDLE {
        assert_eq!(ino(&pair.name(i)), ino(&pair.kept_copy(i)));
    }
    (**why).clone()
}

/// Guard: each file's last look (`link::replace_name`, through `link_folder::link_one`).
#[test]
fn a_file_edited_between_the_check_and_its_link_stops_the_folder_there() {
    let sandbox = Sandbox::new();
    let (outcome, pair) = two_folders_meddled(&sandbox, &|pair| {
        fs::write(pair.name(MIDDLE), b"BETA").unwrap();
    });
    assert_eq!(
        stopped_at_the_middle(&outcome, &pair),
        Reason::ChangedAfterCheck
    );
    // It and the rest stay as they are: the edit kept, their own inodes, no other names.
    assert_eq!(fs::read(pair.name(MIDDLE)).unwrap(), b"BETA");
    for i in MIDDLE..FOLDER_FILES.len() {
        assert_eq!(ino(&pair.name(i)), pair.originals[i]);
        assert_eq!(nlink(&pair.name(i)), 1);
    }
    let mirror = sandbox.in_trash("dup");
    assert_eq!(ino(&mirror.join("a.txt")), pair.originals[0]);
    assert!(!mirror.join(FOLDER_FILES[MIDDLE].0).exists());

    // The record stays pending: the restore puts back the files linked, and leaves the
    // edited one as the user made it.
    let undone = sandbox.restore(Which::Last);
    assert!(undone.failed.is_empty(), "{undone:?}");
    assert!(undone.restored.contains(&pair.dup), "{undone:?}");
    for i in 0..FOLDER_FILES.len() {
        assert_eq!(ino(&pair.name(i)), pair.originals[i]);
        assert_eq!(nlink(&pair.name(i)), 1);
    }
    assert_eq!(fs::read(pair.name(0)).unwrap(), b"alpha");
    assert_eq!(fs::read(pair.name(MIDDLE)).unwrap(), b"BETA");
    assert_trash_empty(&sandbox);
}

/// Guard: each file's folder is reached from the folder's handle without following a link,
/// and must be the subfolder checked. `dup/sub` is swapped for a link to a folder holding
/// files of the same names: those are never touched, by the cleanup or by the restore.
#[test]
fn a_subfolder_swapped_for_a_symlink_before_its_files_are_linked_is_never_written_through() {
    let sandbox = Sandbox::new();
    let theirs = [
        sandbox.file("elsewhere/b-renamed.txt", b"beta"),
        sandbox.file("elsewhere/deeper/c.bin", b"gamma gamma"),
    ];
    let inodes: Vec<u64> = theirs.iter().map(|file| ino(&file.path)).collect();
    let root = sandbox.root.clone();
    let (outcome, pair) = two_folders_meddled(&sandbox, &|pair| {
        fs::rename(pair.dup.join("sub"), root.join("sub-real")).unwrap();
        symlink(root.join("elsewhere"), pair.dup.join("sub")).unwrap();
    });
    assert_eq!(
        stopped_at_the_middle(&outcome, &pair),
        Reason::ChangedAfterCheck
    );
    let untouched = || {
        for (file, inode) in theirs.iter().zip(&inodes) {
            assert_eq!(ino(&file.path), *inode);
            assert_eq!(nlink(&file.path), 1);
        }
        assert_eq!(fs::read(&theirs[0].path).unwrap(), b"beta");
        assert_eq!(
            names_in(&sandbox.root.join("elsewhere")),
            ["b-renamed.txt", "deeper"]
        );
        assert_eq!(names_in(&sandbox.root.join("elsewhere/deeper")), ["c.bin"]);
        // The folder that was checked keeps its files as they were.
        assert_eq!(
            ino(&root.join("sub-real/b-renamed.txt")),
            pair.originals[MIDDLE]
        );
        assert_eq!(nlink(&root.join("sub-real/b-renamed.txt")), 1);
    };
    untouched();

    let undone = sandbox.restore(Which::Last);
    assert!(undone.failed.is_empty(), "{undone:?}");
    for i in 0..MIDDLE {
        assert_eq!(ino(&pair.name(i)), pair.originals[i]);
        assert_eq!(nlink(&pair.name(i)), 1);
    }
    untouched();
    assert_trash_empty(&sandbox);
}

// ---- A kill at each step of the file in the middle of a folder. The state it leaves is
// made by hand from a folder linked in full: the files after the middle one get their
// originals back from the mirror (never reached), the middle one is put in the state of the
// step, the ones before stay links. Then the restore must bring every original back.

#[derive(Clone, Copy)]
enum Killed {
    /// After the record, before the mirror was made.
    BeforeTheMirror,
    /// Before the middle file was begun (its earlier files done).
    BeforeTheFile,
    AfterTheTrashLink,
    AfterTheTemporaryLink,
    AfterTheSwap,
    /// The middle file done, the next not begun.
    AfterTheLastStep,
}

fn killed_in_the_middle(killed: Killed) {
    let sandbox = Sandbox::new();
    let pair = link_a_folder(&sandbox);
    let temp = folder_journal_temp(&sandbox);
    let mirror = sandbox.in_trash("dup");
    let relative = |i: usize| FOLDER_FILES[i].0;
    let never_reached = |i: usize| {
        fs::rename(mirror.join(relative(i)), pair.name(i)).unwrap();
    };
    for i in MIDDLE + 1..FOLDER_FILES.len() {
        never_reached(i);
    }
    let name = pair.name(MIDDLE);
    let beside = |what: &str| name.with_file_name(what);
    let original_at_name = || {
        fs::hard_link(mirror.join(relative(MIDDLE)), beside("scratch")).unwrap();
        fs::rename(beside("scratch"), &name).unwrap();
    };
    match killed {
        Killed::BeforeTheMirror => {
            for i in 0..=MIDDLE {
                never_reached(i);
            }
            fs::remove_dir_all(&mirror).unwrap();
        }
        Killed::BeforeTheFile => never_reached(MIDDLE),
        Killed::AfterTheTrashLink => original_at_name(),
        Killed::AfterTheTemporaryLink => {
            original_at_name();
            fs::hard_link(pair.kept_copy(MIDDLE), beside(&temp)).unwrap();
        }
        Killed::AfterTheSwap => {
            fs::hard_link(mirror.join(relative(MIDDLE)), beside(&temp)).unwrap();
        }
        Killed::AfterTheLastStep => {}
    }
    // Every name holds its original or the link, whatever the step.
    for i in 0..FOLDER_FILES.len() {
        let now = ino(&pair.name(i));
        assert!(now == pair.originals[i] || now == ino(&pair.kept_copy(i)));
    }
    let undone = sandbox.restore(Which::Last);
    assert!(undone.failed.is_empty(), "{undone:?}");
    assert_eq!(
        undone.restored.len() + undone.settled.len(),
        1,
        "{undone:?}"
    );
    pair.assert_originals_back();
    assert_trash_empty(&sandbox);
    assert_eq!(
        restore(&sandbox.places, &Which::Last),
        Err(RestoreError::NothingToRestore)
    );
}

#[test]
fn a_folder_killed_before_its_mirror_was_made_restores() {
    killed_in_the_middle(Killed::BeforeTheMirror);
}

#[test]
fn a_folder_killed_between_two_files_restores() {
    killed_in_the_middle(Killed::BeforeTheFile);
}

#[test]
fn a_folder_killed_after_a_files_trash_link_restores() {
    killed_in_the_middle(Killed::AfterTheTrashLink);
}

#[test]
fn a_folder_killed_after_a_files_temporary_link_restores() {
    killed_in_the_middle(Killed::AfterTheTemporaryLink);
}

#[test]
fn a_folder_killed_after_a_files_swap_restores() {
    killed_in_the_middle(Killed::AfterTheSwap);
}

#[test]
fn a_folder_killed_after_a_files_last_step_restores() {
    killed_in_the_middle(Killed::AfterTheLastStep);
}

/// The kept folder's file edited through its own name after the link (the linked names show
/// the edit too): every original comes back, and the kept file stays as the user made it.
#[test]
fn undo_after_a_kept_folders_file_was_edited_keeps_the_edit_and_brings_the_originals_back() {
    let sandbox = Sandbox::new();
    let pair = link_a_folder(&sandbox);
    fs::write(pair.kept.join("a.txt"), b"edited later").unwrap();
    assert_eq!(fs::read(pair.name(1)).unwrap(), b"edited later");
    let undone = sandbox.restore(Which::Last);
    assert!(undone.failed.is_empty(), "{undone:?}");
    assert_eq!(undone.restored, std::slice::from_ref(&pair.dup));
    assert_eq!(fs::read(pair.kept.join("a.txt")).unwrap(), b"edited later");
    pair.assert_originals_back();
    assert_trash_empty(&sandbox);
}

/// Guard: a file's original is swapped in only while its name holds the link the cleanup
/// made; a name the user gave another file is left alone, its original kept in the mirror.
#[test]
fn undo_after_the_user_replaced_a_link_in_the_folder_leaves_that_file() {
    let sandbox = Sandbox::new();
    let pair = link_a_folder(&sandbox);
    let name = pair.name(MIDDLE);
    fs::remove_file(&name).unwrap();
    fs::write(&name, b"mine now").unwrap();
    let undone = sandbox.restore(Which::Last);
    assert_eq!(
        undone.failed[0].reason,
        Reason::FolderLinksReplaced {
            files: vec![name.clone()]
        },
        "{undone:?}"
    );
    assert_eq!(fs::read(&name).unwrap(), b"mine now");
    for i in (0..FOLDER_FILES.len()).filter(|&i| i != MIDDLE) {
        assert_eq!(ino(&pair.name(i)), pair.originals[i]);
    }
    let mirror = sandbox.in_trash("dup");
    assert_eq!(
        ino(&mirror.join(FOLDER_FILES[MIDDLE].0)),
        pair.originals[MIDDLE]
    );
    assert_eq!(
        fs::read(mirror.join(FOLDER_FILES[MIDDLE].0)).unwrap(),
        b"beta"
    );
    assert!(
        sandbox
            .places
            .home_trash
            .join("info/dup.trashinfo")
            .exists()
    );
}

/// Guard (P2): a file of a linked folder edited through its name, then its kept copy's name
/// deleted: that file is the user's current work and stays; the rest of the folder is back.
#[test]
fn undo_after_an_edit_in_a_linked_folder_and_the_kept_name_deleted_keeps_the_edit() {
    let sandbox = Sandbox::new();
    let pair = link_a_folder(&sandbox);
    let name = pair.name(MIDDLE);
    fs::write(&name, b"my current work").unwrap();
    fs::remove_file(pair.kept.join(FOLDER_FILES[MIDDLE].2)).unwrap();
    let undone = sandbox.restore(Which::Last);
    assert_eq!(
        undone.failed[0].reason,
        Reason::FolderLinksReplaced {
            files: vec![name.clone()]
        },
        "{undone:?}"
    );
    assert_eq!(fs::read(&name).unwrap(), b"my current work");
    for i in (0..FOLDER_FILES.len()).filter(|&i| i != MIDDLE) {
        assert_eq!(ino(&pair.name(i)), pair.originals[i]);
    }
    let mirror = sandbox.in_trash("dup");
    assert_eq!(
        fs::read(mirror.join(FOLDER_FILES[MIDDLE].0)).unwrap(),
        b"beta"
    );
}

/// Guard: a journal's temporary name for a folder is believed only if it is one a cleanup
/// makes: the user's own second name of a kept file, in the folder, is never removed.
#[test]
fn a_journal_naming_a_users_file_in_a_linked_folder_is_not_believed() {
    let sandbox = Sandbox::new();
    let pair = link_a_folder(&sandbox);
    let users = pair.dup.join("sub/notes.txt");
    fs::hard_link(pair.kept_copy(MIDDLE), &users).unwrap();
    let temp = folder_journal_temp(&sandbox);
    let folder = sandbox.places.data_dir.join("cleanups");
    let path = fs::read_dir(folder)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    let text = fs::read_to_string(&path).unwrap();
    fs::write(&path, text.replace(&temp, "notes.txt")).unwrap();
    assert!(
        journal::list(&sandbox.places.data_dir).unwrap()[0]
            .damaged
            .is_some()
    );
    let _ = restore(&sandbox.places, &Which::Last);
    assert_eq!(ino(&users), ino(&pair.kept_copy(MIDDLE)));
    assert_eq!(nlink(&users), 3);
}

/// Guard: the owner, group and permissions compared for each file (`link::may_link`, from
/// `link_folder::folder_target`): one file's differ, so the folder is refused whole, named,
/// before anything is recorded; allowed, it is linked.
#[test]
fn a_folder_with_a_file_of_other_permissions_is_not_linked_unless_allowed() {
    let sandbox = Sandbox::new();
    let pair = FolderPair::new(&sandbox, "kept", "dup");
    fs::set_permissions(pair.kept_copy(MIDDLE), fs::Permissions::from_mode(0o644)).unwrap();
    fs::set_permissions(pair.name(MIDDLE), fs::Permissions::from_mode(0o600)).unwrap();
    let uid = fs::metadata(pair.name(MIDDLE)).unwrap().uid();
    let gid = fs::metadata(pair.name(MIDDLE)).unwrap().gid();
    let the_plan = folder_link_plan(&[&pair]);
    let outcome = sandbox.clean_as(&the_plan, LINK, &|_, _| {});
    assert_eq!(
        only_refusal(&outcome),
        &Reason::FolderFileNotLinked {
            file: pair.name(MIDDLE),
            linked: 0,
            of: 4,
            why: Box::new(Reason::AccessDiffers {
                kept: pair.kept_copy(MIDDLE),
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
            }),
        }
    );
    for i in 0..FOLDER_FILES.len() {
        assert_eq!(ino(&pair.name(i)), pair.originals[i]);
        assert_eq!(nlink(&pair.name(i)), 1);
    }
    assert_trash_empty(&sandbox);
    assert_eq!(
        restore(&sandbox.places, &Which::Last),
        Err(RestoreError::NothingToRestore)
    );

    let allowed = Reclaim::HardLink {
        allow_owner_change: true,
    };
    let outcome = sandbox.clean_as(&the_plan, allowed, &|_, _| {});
    assert!(outcome.failed.is_empty(), "{:?}", outcome.failed);
    assert_eq!(ino(&pair.name(MIDDLE)), ino(&pair.kept_copy(MIDDLE)));
}

/// Guard: the owner compared for each file of a folder. Needs root to give a file away.
#[test]
#[ignore = "needs root: gives a file to another owner (tests/run runs it as root)"]
fn a_folder_with_a_file_of_another_owner_is_not_linked() {
    needs::require(needs::root());
    let sandbox = Sandbox::new();
    let pair = FolderPair::new(&sandbox, "kept", "dup");
    std::os::unix::fs::chown(pair.name(MIDDLE), Some(4242), Some(4242)).unwrap();
    let outcome = sandbox.clean_as(&folder_link_plan(&[&pair]), LINK, &|_, _| {});
    assert!(
        matches!(
            only_refusal(&outcome),
            Reason::FolderFileNotLinked { linked: 0, why, .. }
                if matches!(**why, Reason::AccessDiffers { copy, .. } if copy.uid == 4242)
        ),
        "{:?}",
        outcome.failed
    );
    assert_eq!(fs::metadata(pair.name(MIDDLE)).unwrap().uid(), 4242);
    for i in 0..FOLDER_FILES.len() {
        assert_eq!(nlink(&pair.name(i)), 1);
    }
    assert_trash_empty(&sandbox);
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
    assert!(matches!(
        refused.unwrap_err(),
        NotStarted::Locked(LockError::Busy { .. })
    ));
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

// ---- Extended attributes and ACLs: what a name shows besides its bytes.

/// Sets the extended attribute `name` of `path` to `value`; `false` where the file system
/// (or this user) cannot, for the caller to fail with the reason.
fn set_attribute(path: &Path, name: &str, value: &[u8]) -> bool {
    use std::os::unix::ffi::OsStrExt;
    let path = std::ffi::CString::new(path.as_os_str().as_bytes()).unwrap();
    let name = std::ffi::CString::new(name).unwrap();
    // SAFETY: valid C strings and a buffer of the length given.
    unsafe {
        libc::setxattr(
            path.as_ptr(),
            name.as_ptr(),
            value.as_ptr().cast(),
            value.len(),
            0,
        ) == 0
    }
}

/// A POSIX access ACL (`system.posix_acl_access`, as the kernel stores it) that lets the
/// user `uid` read and write, besides the owner.
fn acl_letting_write(uid: u32) -> Vec<u8> {
    const ANY: u32 = u32::MAX;
    let mut acl = 2u32.to_le_bytes().to_vec();
    // (tag, permissions, id): owner, the user, group, mask, others.
    for (tag, perm, id) in [
        (0x01u16, 6u16, ANY),
        (0x02, 6, uid),
        (0x04, 4, ANY),
        (0x10, 6, ANY),
        (0x20, 4, ANY),
    ] {
        acl.extend(tag.to_le_bytes());
        acl.extend(perm.to_le_bytes());
        acl.extend(id.to_le_bytes());
    }
    acl
}

/// Guard: the extended attributes compared in `link::may_link`. The copy's own tag would
/// vanish from its path under a link: refused, named, nothing changed; allowed, linked.
#[test]
fn a_copy_with_its_own_tags_is_not_linked_unless_allowed() {
    let sandbox = Sandbox::new();
    let kept = sandbox.file("a/x.txt", b"same");
    let copy = sandbox.file("b/x.txt", b"same");
    if !set_attribute(&copy.path, "user.xdg.tags", b"invoices") {
        Missing::TempFileSystem("keeps no user extended attributes".to_string()).fail();
    }
    assert!(set_attribute(&kept.path, "user.xdg.comment", b"kept"));
    let the_plan = plan(&[keep_first(&kept, &copy)], &[], &[]);
    let outcome = sandbox.clean_as(&the_plan, LINK, &|_, _| {});
    assert_eq!(
        only_refusal(&outcome),
        &Reason::AttributesDiffer {
            kept: kept.path.clone(),
            names: vec!["user.xdg.comment".into(), "user.xdg.tags".into()],
        }
    );
    assert_eq!(nlink(&copy.path), 1);
    assert_ne!(ino(&copy.path), ino(&kept.path));
    assert_trash_empty(&sandbox);

    // The same names with another value differ as well.
    assert!(set_attribute(&copy.path, "user.xdg.comment", b"mine"));
    assert!(set_attribute(&kept.path, "user.xdg.tags", b"invoices"));
    let outcome = sandbox.clean_as(&the_plan, LINK, &|_, _| {});
    assert_eq!(
        only_refusal(&outcome),
        &Reason::AttributesDiffer {
            kept: kept.path.clone(),
            names: vec!["user.xdg.comment".into()],
        }
    );

    let allowed = Reclaim::HardLink {
        allow_owner_change: true,
    };
    let outcome = sandbox.clean_as(&the_plan, allowed, &|_, _| {});
    assert_eq!(outcome.trashed.len(), 1, "{:?}", outcome.failed);
    assert_eq!(ino(&copy.path), ino(&kept.path));
}

/// Guard: the POSIX ACL compared in `link::may_link`. An ACL on the kept file letting
/// another user write would, under a link, let them write through the copy's name too; the
/// permission bits alone are the same (the copy given the mode the ACL's mask makes).
#[test]
fn a_kept_copy_with_an_acl_the_copy_lacks_is_not_linked() {
    let sandbox = Sandbox::new();
    let kept = sandbox.file("a/x.txt", b"same");
    let copy = sandbox.file("b/x.txt", b"same");
    if !set_attribute(
        &kept.path,
        "system.posix_acl_access",
        &acl_letting_write(4242),
    ) {
        Missing::TempFileSystem("keeps no POSIX ACLs".to_string()).fail();
    }
    let mode = fs::metadata(&kept.path).unwrap().permissions().mode();
    fs::set_permissions(&copy.path, fs::Permissions::from_mode(mode)).unwrap();
    let outcome = sandbox.clean_as(
        &plan(&[keep_first(&kept, &copy)], &[], &[]),
        LINK,
        &|_, _| {},
    );
    assert_eq!(
        only_refusal(&outcome),
        &Reason::AttributesDiffer {
            kept: kept.path.clone(),
            names: vec!["system.posix_acl_access".into()],
        }
    );
    assert_eq!(nlink(&copy.path), 1);
    assert_eq!(nlink(&kept.path), 1);
    assert_trash_empty(&sandbox);
}

/// Guard: the attributes compared for each file of a folder: the folder is refused whole,
/// the file named, before anything is recorded.
#[test]
fn a_folder_with_a_file_of_other_attributes_is_not_linked() {
    let sandbox = Sandbox::new();
    let pair = FolderPair::new(&sandbox, "kept", "dup");
    if !set_attribute(&pair.name(MIDDLE), "user.comment", b"signed copy") {
        Missing::TempFileSystem("keeps no user extended attributes".to_string()).fail();
    }
    let outcome = sandbox.clean_as(&folder_link_plan(&[&pair]), LINK, &|_, _| {});
    assert_eq!(
        only_refusal(&outcome),
        &Reason::FolderFileNotLinked {
            file: pair.name(MIDDLE),
            linked: 0,
            of: 4,
            why: Box::new(Reason::AttributesDiffer {
                kept: pair.kept_copy(MIDDLE),
                names: vec!["user.comment".into()],
            }),
        }
    );
    for i in 0..FOLDER_FILES.len() {
        assert_eq!(ino(&pair.name(i)), pair.originals[i]);
        assert_eq!(nlink(&pair.name(i)), 1);
    }
    assert_trash_empty(&sandbox);
}

// ---- A reference's file never gains a name.

/// The reference's file as it was: its inode, names, bytes and modified time.
fn identity(path: &Path) -> (u64, u64, Vec<u8>, i64, i64) {
    let metadata = fs::symlink_metadata(path).unwrap();
    (
        metadata.ino(),
        metadata.nlink(),
        fs::read(path).unwrap(),
        metadata.mtime(),
        metadata.mtime_nsec(),
    )
}

/// Guard: `link::kept_not_a_reference`. The copy kept is in a reference folder: linking to
/// it would give the reference's inode a name in the working folder, where an edit would
/// change the reference. Refused, typed; the reference and the copy as they were.
#[test]
fn a_copy_is_never_linked_to_a_kept_copy_in_a_reference_folder() {
    let sandbox = Sandbox::new();
    let kept = sandbox.file("originals/x.txt", b"same");
    let copy = sandbox.file("work/x.txt", b"same");
    let reference = sandbox.root.join("originals");
    let before = identity(&kept.path);
    let copy_ino = ino(&copy.path);
    let outcome = sandbox.clean_as(
        &plan(
            &[keep_first(&kept, &copy)],
            &[],
            std::slice::from_ref(&reference),
        ),
        LINK,
        &|_, _| {},
    );
    assert_eq!(
        only_refusal(&outcome),
        &Reason::KeptInReference {
            kept: kept.path.clone(),
            reference,
        }
    );
    assert_eq!(identity(&kept.path), before);
    assert_eq!((ino(&copy.path), nlink(&copy.path)), (copy_ino, 1));
    assert_trash_empty(&sandbox);
}

/// Guard: the identity half of `link::kept_not_a_reference`. The copy kept lies outside the
/// reference by path but is a reference's file under another name (a hard link): the
/// reference's inode must gain no further name.
#[test]
fn a_copy_is_never_linked_to_a_reference_file_reached_by_another_name() {
    let sandbox = Sandbox::new();
    let original = sandbox.file("originals/x.txt", b"same");
    fs::create_dir_all(sandbox.root.join("a")).unwrap();
    let kept_path = sandbox.root.join("a/x.txt");
    fs::hard_link(&original.path, &kept_path).unwrap();
    let kept = record(&kept_path);
    let copy = sandbox.file("work/x.txt", b"same");
    let reference = sandbox.root.join("originals");
    let outcome = sandbox.clean_as(
        &plan(
            &[keep_first(&kept, &copy)],
            &[],
            std::slice::from_ref(&reference),
        ),
        LINK,
        &|_, _| {},
    );
    assert_eq!(
        only_refusal(&outcome),
        &Reason::KeptInReference {
            kept: kept_path.clone(),
            reference,
        }
    );
    assert_eq!(nlink(&original.path), 2, "its own two names, no third");
    assert_eq!(nlink(&copy.path), 1);
    assert_trash_empty(&sandbox);
}

/// Guard: `link::kept_not_a_reference` for a folder replaced file by file: the kept folder
/// is in a reference, so no file of the other folder is linked into it.
#[test]
fn a_folder_is_never_linked_to_a_kept_folder_in_a_reference() {
    let sandbox = Sandbox::new();
    let pair = FolderPair::new(&sandbox, "originals/kept", "dup");
    let reference = sandbox.root.join("originals");
    let groups = [pair.group()];
    let outcome = sandbox.clean_as(
        &plan(&[], &groups, std::slice::from_ref(&reference)),
        LINK,
        &|_, _| {},
    );
    assert_eq!(
        only_refusal(&outcome),
        &Reason::KeptInReference {
            kept: pair.kept.clone(),
            reference,
        }
    );
    for i in 0..FOLDER_FILES.len() {
        assert_eq!(ino(&pair.name(i)), pair.originals[i]);
        assert_eq!(nlink(&pair.kept_copy(i)), 1);
    }
    assert_trash_empty(&sandbox);
}

/// Guard: the identity check of each kept copy in `link_folder::folder_target`. The kept
/// folder lies outside the reference, but one of its files is a reference's file under
/// another name: the folder is refused whole, that file named, nothing linked.
#[test]
fn a_folder_is_never_linked_to_a_reference_file_in_its_kept_folder() {
    let sandbox = Sandbox::new();
    let pair = FolderPair::new(&sandbox, "kept", "dup");
    let reference = sandbox.root.join("originals");
    fs::create_dir_all(&reference).unwrap();
    fs::hard_link(pair.kept_copy(MIDDLE), reference.join("b.txt")).unwrap();
    let groups = [pair.group()];
    let outcome = sandbox.clean_as(
        &plan(&[], &groups, std::slice::from_ref(&reference)),
        LINK,
        &|_, _| {},
    );
    assert_eq!(
        only_refusal(&outcome),
        &Reason::FolderFileNotLinked {
            file: pair.name(MIDDLE),
            linked: 0,
            of: 4,
            why: Box::new(Reason::KeptInReference {
                kept: pair.kept_copy(MIDDLE),
                reference,
            }),
        }
    );
    assert_eq!(
        nlink(&pair.kept_copy(MIDDLE)),
        2,
        "its own two names, no third"
    );
    for i in 0..FOLDER_FILES.len() {
        assert_eq!(ino(&pair.name(i)), pair.originals[i]);
    }
    assert_trash_empty(&sandbox);
}
