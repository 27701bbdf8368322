//! A restore across devices stopped at each of its steps (killed, the power cut), then run
//! again. Across devices an item is copied beside its place (unnamed for a file, under a
//! journaled temporary name for a folder), checked, renamed into place, `copied` journaled,
//! and only then is the trash copy removed. Each test leaves the files and the journal as a
//! kill at one step leaves them, on one file system (the steps after the copy are what is
//! tested; the copy itself is tested across real devices in `cleanup_mounts.rs`), and
//! checks the next restore finishes the job without losing or doubling anything. It also
//! covers the places a restore goes back to that changed on the way (a folder replaced by a
//! link, or by a file), and a journal that names a user's folder as a leftover copy.

use std::fs::{self, OpenOptions};
use std::io::Write;
use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::support::cleanup::{Sandbox, count_files};
use crate::support::write;
use doppel_engine::actions::journal;
use doppel_engine::actions::{
    Mark, PlannedFolderGroup, PlannedGroup, Reason, RestoreError, Which, plan, restore,
};
use doppel_engine::report::{FileRecord, FolderRecord};
use serde_json::Value;

use Mark::{Keep, Trash};

/// Trashes the folder `dup` (a copy of `kept`, both holding two files) and returns it.
fn trash_a_folder(sandbox: &Sandbox) -> PathBuf {
    for relative in ["kept/a.txt", "dup/a.txt"] {
        write(&sandbox.root, relative, b"alpha");
    }
    for relative in ["kept/deep/b.txt", "dup/deep/b.txt"] {
        write(&sandbox.root, relative, b"beta");
    }
    let folder = |path: PathBuf| {
        let (files, bytes) = count_files(&path);
        FolderRecord { path, files, bytes }
    };
    let (kept, dup) = (sandbox.root.join("kept"), sandbox.root.join("dup"));
    let group = PlannedFolderGroup::marked(
        vec![folder(kept.clone()), folder(dup.clone())],
        &[Keep, Trash],
    );
    let outcome = sandbox.clean(&plan(&[], &[group], &[]));
    assert_eq!(outcome.trashed.len(), 1, "{:?}", outcome.failed);
    assert!(!dup.exists());
    dup
}

/// Trashes `b/NAME` (holding `content`), keeping its copy `a/NAME`; returns the trashed
/// file's record.
fn trash_a_file(sandbox: &Sandbox, name: &str, content: &[u8]) -> FileRecord {
    let kept = sandbox.file(&format!("a/{name}"), content);
    let copy = sandbox.file(&format!("b/{name}"), content);
    let outcome = sandbox.clean_groups(&[PlannedGroup::exact(
        vec![kept, copy.clone()],
        &[Keep, Trash],
    )]);
    assert_eq!(outcome.trashed.len(), 1, "{:?}", outcome.failed);
    copy
}

/// The cleanup journal, and the item number of its one trashed item.
fn journal_and_item(sandbox: &Sandbox) -> (PathBuf, u64) {
    let folder = sandbox.places.data_dir.join("cleanups");
    let path = fs::read_dir(folder)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    let text = fs::read_to_string(&path).unwrap();
    let n = text
        .lines()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .find(|record| {
            matches!(
                record["record"].as_str(),
                Some("trashing" | "trashing_folder")
            )
        })
        .and_then(|record| record["n"].as_u64())
        .expect("a trashing record");
    (path, n)
}

/// Appends records to the journal, as the killed restore had written them.
fn append(journal: &Path, records: &[Value]) {
    let mut file = OpenOptions::new().append(true).open(journal).unwrap();
    for record in records {
        writeln!(file, "{record}").unwrap();
    }
}

/// A copy of `from` at `to` with the same content and modified times, as the restore's
/// checked copy is.
fn copy_preserving(from: &Path, to: &Path) {
    let status = Command::new("cp")
        .arg("-a")
        .arg(from)
        .arg(to)
        .status()
        .unwrap();
    assert!(status.success());
}

fn temporary_name_for(name: &str) -> String {
    format!(".doppel-restore-0123456789abcdef-{name}")
}

/// Trashes a folder and leaves things as a restore across devices killed after renaming
/// the folder's copy into place leaves them: the copy at the folder's place, the folder
/// still in the trash, `copying` journaled and, if `copied`, `copied` too. Then restores,
/// and returns the folder's path and what the restore did with its one item.
fn restore_after_copy_in_place(sandbox: &Sandbox, copied: bool) -> (PathBuf, Reason) {
    let dup = trash_a_folder(sandbox);
    let (journal, n) = journal_and_item(sandbox);
    let mut records = vec![
        serde_json::json!({"record": "copying", "n": n, "temp": {"path": temporary_name_for("dup")}}),
    ];
    if copied {
        records.push(serde_json::json!({"record": "copied", "n": n}));
    }
    append(&journal, &records);
    copy_preserving(&sandbox.in_trash("dup"), &dup);
    let mut undone = sandbox.restore(Which::Last);
    assert!(undone.failed.is_empty(), "{undone:?}");
    assert_eq!(undone.settled.len(), 1, "{undone:?}");
    (dup, undone.settled.remove(0).reason)
}

/// Killed after the folder's copy was renamed into place, before `copied` was journaled:
/// the folder stands at its place and in the trash. Without the guard the next restore
/// called the place occupied, every time, and never settled the item.
#[test]
fn a_folder_restore_killed_after_the_rename_is_settled_and_leaves_the_trash_copy() {
    let sandbox = Sandbox::new();
    let (dup, reason) = restore_after_copy_in_place(&sandbox, false);
    assert_eq!(
        reason,
        Reason::AlreadyInPlaceCopyInTrash {
            trash_entry: sandbox.in_trash("dup")
        }
    );
    // Without `copied` in the journal, the trash copy is not Doppel's to remove.
    assert_eq!(
        fs::read(sandbox.in_trash("dup/deep/b.txt")).unwrap(),
        b"beta"
    );
    assert_eq!(fs::read(dup.join("deep/b.txt")).unwrap(), b"beta");
    assert_eq!(
        restore(&sandbox.places, &Which::Last),
        Err(RestoreError::NothingToRestore)
    );
}

/// Killed after `copied` was journaled, before the trash copy was removed: the next restore
/// finishes the move and removes it.
#[test]
fn a_folder_restore_killed_before_removing_the_trash_copy_finishes_the_move() {
    let sandbox = Sandbox::new();
    let (dup, reason) = restore_after_copy_in_place(&sandbox, true);
    assert_eq!(reason, Reason::AlreadyInPlace);
    assert!(!sandbox.in_trash("dup").exists());
    assert_eq!(count_files(&sandbox.trash_files()).0, 0);
    assert_eq!(fs::read(dup.join("a.txt")).unwrap(), b"alpha");
    assert_eq!(fs::read(dup.join("deep/b.txt")).unwrap(), b"beta");
}

/// Killed while copying, before the rename: a partial copy under the journaled temporary
/// name stands beside the place. The next restore removes it and brings the folder back.
#[test]
fn a_folder_restore_killed_before_the_rename_removes_its_partial_copy_and_restores() {
    let sandbox = Sandbox::new();
    let dup = trash_a_folder(&sandbox);
    let (journal, n) = journal_and_item(&sandbox);
    let temp = temporary_name_for("dup");
    append(
        &journal,
        &[serde_json::json!({"record": "copying", "n": n, "temp": {"path": temp}})],
    );
    write(&sandbox.root, &format!("{temp}/a.txt"), b"alp");

    let undone = sandbox.restore(Which::Last);
    assert_eq!(undone.restored, std::slice::from_ref(&dup), "{undone:?}");
    assert!(!sandbox.root.join(&temp).exists(), "the partial copy stays");
    assert_eq!(fs::read(dup.join("a.txt")).unwrap(), b"alpha");
    assert_eq!(fs::read(dup.join("deep/b.txt")).unwrap(), b"beta");
    assert!(!sandbox.in_trash("dup").exists());
}

/// A file written to in the trash (a program still had it open), then restored across
/// devices and killed after its copy was linked into place. The copy holds what the trash
/// file holds now, not what was recorded: without comparing the two as they are, the place
/// was "occupied" for ever.
#[test]
fn a_changed_file_whose_restore_was_killed_after_the_link_is_settled() {
    let sandbox = Sandbox::new();
    let copy = trash_a_file(&sandbox, "log.txt", b"day one");
    let mut writer = OpenOptions::new()
        .append(true)
        .open(sandbox.in_trash("log.txt"))
        .unwrap();
    writer.write_all(b", day two").unwrap();
    drop(writer);
    copy_preserving(&sandbox.in_trash("log.txt"), &copy.path);

    let undone = sandbox.restore(Which::Last);
    assert!(undone.failed.is_empty(), "{undone:?}");
    assert_eq!(
        undone.settled[0].reason,
        Reason::AlreadyInPlaceCopyInTrash {
            trash_entry: sandbox.in_trash("log.txt")
        }
    );
    assert_eq!(fs::read(&copy.path).unwrap(), b"day one, day two");
    assert_eq!(
        fs::read(sandbox.in_trash("log.txt")).unwrap(),
        b"day one, day two"
    );
}

/// A crafted journal names the user's folder beside the item as the item's leftover
/// temporary copy; without the guard the next restore removed that folder and everything
/// in it. Only a name a restore makes for that item is believed.
#[test]
fn a_journal_naming_a_users_folder_as_a_leftover_copy_removes_nothing() {
    let sandbox = Sandbox::new();
    let dup = trash_a_folder(&sandbox);
    let photos = write(&sandbox.root, "Photos/holiday.jpg", b"the only copy");
    let (journal, n) = journal_and_item(&sandbox);
    append(
        &journal,
        &[serde_json::json!({"record": "copying", "n": n, "temp": {"path": "Photos"}})],
    );

    let cleanups = journal::list(&sandbox.places.data_dir).unwrap();
    assert!(
        cleanups[0].damaged.is_some(),
        "the crafted record is believed"
    );
    let undone = sandbox.restore(Which::Last);
    assert_eq!(undone.restored, std::slice::from_ref(&dup), "{undone:?}");
    assert_eq!(fs::read(&photos).unwrap(), b"the only copy");
}

/// A folder on the way back was replaced by a link to somewhere else: nothing is written
/// through the link, the item stays in the trash, and the reason names the link.
#[test]
fn a_restore_whose_folder_became_a_link_writes_nothing_through_it() {
    let sandbox = Sandbox::new();
    trash_a_file(&sandbox, "x.txt", b"same");
    let elsewhere = sandbox.root.join("elsewhere");
    fs::create_dir(&elsewhere).unwrap();
    fs::remove_dir(sandbox.root.join("b")).unwrap();
    symlink(&elsewhere, sandbox.root.join("b")).unwrap();

    let undone = sandbox.restore(Which::Last);
    assert!(undone.restored.is_empty(), "{undone:?}");
    assert_eq!(undone.failed.len(), 1, "{undone:?}");
    assert_eq!(
        undone.failed[0].reason,
        Reason::RestorePathThroughSymlink {
            folder: sandbox.root.join("b")
        }
    );
    assert_eq!(fs::read_dir(&elsewhere).unwrap().count(), 0);
    assert!(sandbox.in_trash("x.txt").exists());
}

/// A folder on the way back is now a file of the user's: it is left as it is, the item
/// stays in the trash, and the reason says the folder could not be made.
#[test]
fn a_restore_whose_folder_became_a_file_leaves_the_file_and_waits() {
    let sandbox = Sandbox::new();
    let copy = trash_a_file(&sandbox, "x.txt", b"same");
    fs::remove_dir(sandbox.root.join("b")).unwrap();
    let users = write(&sandbox.root, "b", b"a note the user saved as b");

    let undone = sandbox.restore(Which::Last);
    assert!(undone.restored.is_empty(), "{undone:?}");
    assert_eq!(undone.failed.len(), 1, "{undone:?}");
    assert!(
        matches!(undone.failed[0].reason, Reason::CannotMakeFolder { .. }),
        "{:?}",
        undone.failed[0].reason
    );
    assert_eq!(fs::read(&users).unwrap(), b"a note the user saved as b");
    assert!(sandbox.in_trash("x.txt").exists());
    // Still waiting: once the way is clear it comes back.
    fs::remove_file(&users).unwrap();
    let undone = sandbox.restore(Which::Last);
    assert_eq!(
        undone.restored,
        std::slice::from_ref(&copy.path),
        "{undone:?}"
    );
}
