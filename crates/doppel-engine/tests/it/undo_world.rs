//! An undo that survives a changing world: what happens to a trashed item after the cleanup
//! (written to by a program that still had it open, a folder that gains files), a program
//! writing to a file at the moment of the move, a journal that was damaged or crafted,
//! Doppel's own journal listed as a copy, and the kept file of a similar group changed since
//! the scan. Each test fails without the guard it names.
//!
//! The volume tests (another disk mounted where the first was) are in `cleanup_mounts.rs`.

use std::fs::{self, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, UNIX_EPOCH};

use crate::support::cleanup::{SCANNED_AT, Sandbox, count_files};
use crate::support::{set_modified, write};
use doppel_engine::actions::journal;
use doppel_engine::actions::{
    Alike, ChangedInTrash, Mark, PlannedFolderGroup, PlannedGroup, Reason, Recheck, RestoreError,
    Which, plan, restore,
};
use doppel_engine::report::{Bar, FolderRecord};

use Mark::{Keep, Trash};

fn keep_first(
    kept: &doppel_engine::report::FileRecord,
    copy: &doppel_engine::report::FileRecord,
) -> PlannedGroup {
    PlannedGroup::exact(vec![kept.clone(), copy.clone()], &[Keep, Trash])
}

/// The only journal file of the sandbox's cleanups.
fn journal_file(sandbox: &Sandbox) -> PathBuf {
    let folder = sandbox.places.data_dir.join("cleanups");
    let mut files: Vec<PathBuf> = fs::read_dir(folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    assert_eq!(files.len(), 1, "{files:?}");
    files.remove(0)
}

/// Finding: a program still holding a trashed file wrote to it after the cleanup; restore
/// called it "an unrelated item", settled it, and the new data was left only in the trash.
/// Guard: the journal records the file's identity (volume, inode, birth time); the same
/// file changed since comes back with its current content, and the outcome says so.
#[test]
fn a_file_written_to_after_it_was_trashed_comes_back_with_what_was_written() {
    let sandbox = Sandbox::new();
    let kept = sandbox.file("a/download.iso", b"first part");
    let copy = sandbox.file("b/download.iso", b"first part");
    let outcome = sandbox.clean_groups(&[keep_first(&kept, &copy)]);
    assert_eq!(outcome.trashed.len(), 1, "{:?}", outcome.failed);
    // The program that had it open writes on, into the file now in the trash.
    let mut writer = OpenOptions::new()
        .append(true)
        .open(sandbox.in_trash("download.iso"))
        .unwrap();
    writer.write_all(b" and the rest").unwrap();
    drop(writer);

    let undone = sandbox.restore(Which::Last);
    assert_eq!(
        undone.restored,
        std::slice::from_ref(&copy.path),
        "{undone:?}"
    );
    assert_eq!(
        undone.changed,
        [(copy.path.clone(), ChangedInTrash::WrittenTo)],
        "{undone:?}"
    );
    assert_eq!(
        fs::read(&copy.path).unwrap(),
        b"first part and the rest",
        "the data written after the cleanup must come back"
    );
    assert!(!sandbox.in_trash("download.iso").exists());
    assert_eq!(
        restore(&sandbox.places, &Which::Last),
        Err(RestoreError::NothingToRestore)
    );
}

fn folder(path: &Path) -> FolderRecord {
    let (files, bytes) = count_files(path);
    FolderRecord {
        path: path.to_path_buf(),
        files,
        bytes,
    }
}

/// Finding: a trashed folder that gained a file (a process working inside it) could never
/// be restored: "no longer holds what was trashed", exit 1, every time.
/// Guard: the folder is recognised by identity and comes back whole, with the new file.
#[test]
fn a_trashed_folder_that_gains_a_file_comes_back_whole_with_it() {
    let sandbox = Sandbox::new();
    for (relative, content) in [("kept/a.txt", "alpha"), ("dup/a.txt", "alpha")] {
        write(&sandbox.root, relative, content.as_bytes());
    }
    let (kept, dup) = (sandbox.root.join("kept"), sandbox.root.join("dup"));
    let group = PlannedFolderGroup::marked(vec![folder(&kept), folder(&dup)], &[Keep, Trash]);
    let outcome = sandbox.clean(&plan(&[], &[group], &[]));
    assert_eq!(outcome.trashed.len(), 1, "{:?}", outcome.failed);
    fs::write(
        sandbox.in_trash("dup").join("written-later.log"),
        "log line",
    )
    .unwrap();

    let undone = sandbox.restore(Which::Last);
    assert_eq!(undone.restored, std::slice::from_ref(&dup), "{undone:?}");
    let gained_one = ChangedInTrash::FolderFiles {
        added: 1,
        gone: 0,
        edited: 0,
    };
    assert_eq!(undone.changed, [(dup.clone(), gained_one)], "{undone:?}");
    assert_eq!(fs::read_to_string(dup.join("a.txt")).unwrap(), "alpha");
    assert_eq!(
        fs::read_to_string(dup.join("written-later.log")).unwrap(),
        "log line"
    );
    assert!(!sandbox.in_trash("dup").exists());
}

/// A file another program has open for writing at the moment of the move (a download being
/// filled in) is left in place, with the reason. Guard: a read lease must be granted.
#[test]
fn a_file_open_for_writing_by_another_program_is_left_in_place() {
    let sandbox = Sandbox::new();
    let kept = sandbox.file("a/growing.bin", b"same so far");
    let copy = sandbox.file("b/growing.bin", b"same so far");
    // Another program: a child process holding the file open for writing.
    let mut holder = std::process::Command::new("sh")
        .arg("-c")
        .arg("exec 3>>\"$1\"; read _")
        .arg("sh")
        .arg(&copy.path)
        .stdin(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Wait until the child has the file open.
    let fd_dir = PathBuf::from(format!("/proc/{}/fd", holder.id()));
    for _ in 0..200 {
        let open = fs::read_dir(&fd_dir)
            .into_iter()
            .flatten()
            .flatten()
            .any(|fd| fs::read_link(fd.path()).is_ok_and(|target| target == copy.path));
        if open {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let outcome = sandbox.clean_groups(&[keep_first(&kept, &copy)]);
    drop(holder.stdin.take());
    holder.wait().unwrap();
    assert!(outcome.trashed.is_empty(), "{:?}", outcome.trashed);
    assert_eq!(outcome.failed.len(), 1);
    assert_eq!(outcome.failed[0].reason, Reason::InUse);
    assert!(copy.path.exists());
    // Once the program has closed it, it goes.
    let again = sandbox.clean_groups(&[keep_first(&kept, &copy)]);
    assert_eq!(again.trashed.len(), 1, "{:?}", again.failed);
}

/// Finding: a journal is trusted blindly: a trash entry written as `../../x` made restore
/// move an arbitrary file of the user's to the path the journal names.
/// Guard: every name in a record is checked; a record that fails is reported as damage and
/// skipped.
#[test]
fn a_crafted_journal_cannot_move_a_file_from_outside_the_trash() {
    for crafted_entry in ["../../victim/secret.txt", "/etc/hostname", ""] {
        let sandbox = Sandbox::new();
        let kept = sandbox.file("a/x.txt", b"same");
        let copy = sandbox.file("b/x.txt", b"same");
        let victim = write(&sandbox.root, "victim/secret.txt", b"the user's own file");
        let outcome = sandbox.clean_groups(&[keep_first(&kept, &copy)]);
        assert_eq!(outcome.trashed.len(), 1);
        // Put the file back by hand, then rewrite the journal so its entry names the victim
        // and its path a place the attacker wants it.
        fs::rename(sandbox.in_trash("x.txt"), &copy.path).unwrap();
        let path = journal_file(&sandbox);
        let text = fs::read_to_string(&path).unwrap();
        let stolen = sandbox.root.join("stolen.txt");
        let crafted = text
            .replace(
                "\"entry\":{\"path\":\"x.txt\"}",
                &format!("\"entry\":{{\"path\":{crafted_entry:?}}}"),
            )
            .replace(
                &format!(
                    "\"file\":{{\"path\":{:?}}}",
                    copy.path.display().to_string()
                ),
                &format!("\"file\":{{\"path\":{:?}}}", stolen.display().to_string()),
            );
        assert_ne!(crafted, text, "the journal's layout changed; fix the test");
        fs::write(&path, crafted).unwrap();

        let cleanups = journal::list(&sandbox.places.data_dir).unwrap();
        assert_eq!(cleanups.len(), 1);
        assert!(
            cleanups[0].damaged.is_some(),
            "{crafted_entry}: not reported"
        );
        assert_eq!(
            cleanups[0].files.len(),
            0,
            "{crafted_entry}: record believed"
        );
        // The cleanup's own unused `.trashinfo` may be given back; nothing is moved.
        match restore(&sandbox.places, &Which::Last) {
            Err(RestoreError::NothingToRestore) => {}
            Ok(outcome) => assert!(outcome.restored.is_empty(), "{outcome:?}"),
            other => panic!("{crafted_entry}: {other:?}"),
        }
        assert_eq!(fs::read(&victim).unwrap(), b"the user's own file");
        assert!(!stolen.exists());
    }
}

/// Safe but wrong: a journal whose first line was lost was dropped without a word, so
/// what it recorded could not be undone.
#[test]
fn a_journal_missing_its_first_line_is_still_listed_and_restored() {
    let sandbox = Sandbox::new();
    let kept = sandbox.file("a/x.txt", b"same");
    let copy = sandbox.file("b/x.txt", b"same");
    let outcome = sandbox.clean_groups(&[keep_first(&kept, &copy)]);
    assert_eq!(outcome.trashed.len(), 1);
    let path = journal_file(&sandbox);
    let text = fs::read_to_string(&path).unwrap();
    let rest = text.split_once('\n').unwrap().1;
    fs::write(&path, rest).unwrap();

    let cleanups = journal::list(&sandbox.places.data_dir).unwrap();
    assert_eq!(cleanups.len(), 1);
    assert!(cleanups[0].damaged.is_some());
    assert_eq!(cleanups[0].pending().count(), 1);
    let undone = sandbox.restore(Which::Last);
    assert_eq!(undone.restored, std::slice::from_ref(&copy.path));
}

/// Finding: Doppel trashed its own journal when a scan listed its data folder (a home
/// folder scanned with hidden files, against a backup of it).
/// Guard: nothing in Doppel's data folder is ever trashed, whatever the report says.
#[test]
fn doppels_own_journal_is_never_trashed() {
    let sandbox = Sandbox::new();
    let first = sandbox.file("a/x.txt", b"same");
    let copy = sandbox.file("b/x.txt", b"same");
    assert_eq!(
        sandbox
            .clean_groups(&[keep_first(&first, &copy)])
            .trashed
            .len(),
        1
    );
    let journal = journal_file(&sandbox);
    let text = fs::read(&journal).unwrap();
    // A backup holds a copy of it.
    let backup = write(&sandbox.root, "backup/journal.jsonl", &text);
    let backup_record = crate::support::cleanup::record(&backup);
    let journal_record = crate::support::cleanup::record(&journal);
    let outcome = sandbox.clean_groups(&[PlannedGroup::exact(
        vec![backup_record, journal_record],
        &[Keep, Trash],
    )]);
    assert!(outcome.trashed.is_empty(), "{:?}", outcome.trashed);
    assert!(
        matches!(outcome.failed[0].reason, Reason::InDoppelData { .. }),
        "{:?}",
        outcome.failed
    );
    assert_eq!(fs::read(&journal).unwrap(), text);
    // The first cleanup can still be undone.
    assert_eq!(
        sandbox.restore(Which::Last).restored,
        std::slice::from_ref(&copy.path)
    );
}

/// Finding: near and image cleanups never re-checked the kept file, so they trashed the
/// older versions even when the kept newest one was emptied after the scan.
/// Guard: the kept copy of a similar group must still be the version the scan saw.
#[test]
fn a_similar_group_whose_kept_file_was_emptied_trashes_nothing() {
    let sandbox = Sandbox::new();
    let older = sandbox.file("docs/report-v1.txt", b"the report, first draft");
    let newest = sandbox.file("docs/report-v2.txt", b"the report, final draft");
    fs::write(&newest.path, b"").unwrap();
    set_modified(&newest.path, UNIX_EPOCH + Duration::from_secs(SCANNED_AT));
    let outcome = sandbox.clean_groups(&[PlannedGroup::marked(
        vec![older.clone(), newest.clone()],
        &[Trash, Keep],
    )]);
    assert!(outcome.trashed.is_empty(), "{:?}", outcome.trashed);
    assert_eq!(
        outcome.failed[0].reason,
        Reason::KeptChangedSinceScan {
            kept: newest.path.clone()
        }
    );
    assert!(older.path.exists());
}

/// Finding: `--near keep-newest` trashed A because A is like B, though A is only 67 % like
/// the kept C (a chain). Guard: each member is measured again, now, against the kept copy
/// itself, under the bar the report was found with.
#[test]
fn a_chain_never_trashes_a_file_unlike_the_one_kept() {
    let sandbox = Sandbox::new();
    let [a, b, c] = crate::support::near_chain(&sandbox.root);
    let files: Vec<_> = [&a, &b, &c]
        .into_iter()
        .map(|path| crate::support::cleanup::record(path))
        .collect();
    let group = PlannedGroup::of_kind(
        Recheck::Documents(Bar::default()),
        files,
        &[Trash, Trash, Keep],
    );
    let outcome = sandbox.clean_groups(&[group]);
    let trashed: Vec<&Path> = outcome.trashed.iter().map(|t| t.path.as_path()).collect();
    assert_eq!(trashed, [b.as_path()], "{:?}", outcome.failed);
    assert_eq!(outcome.failed.len(), 1);
    assert_eq!(outcome.failed[0].path, a);
    match &outcome.failed[0].reason {
        Reason::NotAlikeToKept {
            kept,
            measured:
                Alike::Similarity {
                    measured,
                    threshold,
                },
        } => {
            assert_eq!(kept, &c);
            assert!(measured < threshold, "{measured} {threshold}");
        }
        other => panic!("{other:?}"),
    }
    assert!(a.exists());
}
