//! Trashing a duplicate folder whole, on real trees: one journal record and one rename, and
//! undo brings it back whole. Refused: a folder holding a file with no copy in the kept
//! folder (a copy in the kept folder's own trash is none), a folder holding a symbolic link, a folder swapped while it is checked, a folder
//! when the trash cannot be written. A cleanup killed midway is restored in full. From the
//! command line, a folder is also replaced by hard links file by file and restored whole.
//! Each test fails without the guard it names.

use std::fs;
use std::os::unix::fs::{PermissionsExt, symlink};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use crate::support::cleanup::{Sandbox, crafted_report, snapshot};
use crate::support::write;
use doppel::engine::CancelToken;
use doppel::engine::actions::{
    CleanupOutcome, Mark, Mode, PlannedFolderGroup, PlannedGroup, Reclaim, Which, execute, plan,
};
use doppel::engine::actions::{Reason, journal};
use doppel::report::FolderRecord;

use Mark::{Keep, Trash};

fn folder(path: &Path) -> FolderRecord {
    let (files, bytes) = crate::support::cleanup::count_files(path);
    FolderRecord {
        path: path.to_path_buf(),
        files,
        bytes,
    }
}

/// A group keeping `kept` and trashing `dup`.
fn keep_first(kept: &Path, dup: &Path) -> PlannedFolderGroup {
    PlannedFolderGroup::marked(vec![folder(kept), folder(dup)], &[Keep, Trash])
}

/// Two folders with the same files; the copy names one file differently and has an empty
/// subfolder, which needs no copy.
fn two_copies(sandbox: &Sandbox) -> (PathBuf, PathBuf) {
    for (relative, content) in [
        ("kept/a.txt", "alpha"),
        ("kept/sub/b.txt", "beta"),
        ("kept/sub/deeper/c.bin", "gamma gamma"),
        ("dup/a.txt", "alpha"),
        ("dup/sub/b-renamed.txt", "beta"),
        ("dup/sub/deeper/c.bin", "gamma gamma"),
        ("dup/also-alpha.txt", "alpha"),
    ] {
        write(&sandbox.root, relative, content.as_bytes());
    }
    fs::create_dir_all(sandbox.root.join("dup/empty")).unwrap();
    fs::set_permissions(
        sandbox.root.join("dup/sub/b-renamed.txt"),
        fs::Permissions::from_mode(0o640),
    )
    .unwrap();
    (sandbox.root.join("kept"), sandbox.root.join("dup"))
}

fn clean_folders(sandbox: &Sandbox, groups: &[PlannedFolderGroup]) -> CleanupOutcome {
    sandbox.clean(&plan(&[], groups, &[]))
}

fn only_refusal(outcome: &CleanupOutcome) -> &Reason {
    assert!(outcome.trashed.is_empty(), "{:?}", outcome.trashed);
    assert_eq!(outcome.failed.len(), 1, "{:?}", outcome.failed);
    &outcome.failed[0].reason
}

#[test]
fn a_duplicate_folder_goes_to_the_trash_whole_and_comes_back_whole() {
    let sandbox = Sandbox::new();
    let (kept, dup) = two_copies(&sandbox);
    let before = snapshot(&dup);
    let kept_before = snapshot(&kept);

    let outcome = clean_folders(&sandbox, &[keep_first(&kept, &dup)]);
    assert!(outcome.failed.is_empty(), "{:?}", outcome.failed);
    assert_eq!(outcome.trashed.len(), 1);
    assert!(outcome.trashed[0].folder);
    assert_eq!(outcome.trashed[0].size, 5 + 4 + 11 + 5);
    assert!(!dup.exists());
    // One entry in the trash, holding the whole tree, with its `.trashinfo`.
    assert_eq!(snapshot(&sandbox.in_trash("dup")), before);
    let info = fs::read_to_string(sandbox.places.home_trash.join("info/dup.trashinfo")).unwrap();
    assert!(info.contains(&format!("Path={}", dup.display())), "{info}");
    assert_eq!(snapshot(&kept), kept_before);
    // One journal record for the folder.
    let cleanups = journal::list(&sandbox.places.data_dir).unwrap();
    let recorded = &cleanups.last().unwrap().files;
    assert_eq!(recorded.len(), 1);
    assert!(recorded[0].is_folder());
    assert_eq!(recorded[0].file_count(), 4);

    let undone = sandbox.restore(Which::Last);
    assert_eq!(undone.restored, vec![dup.clone()], "{:?}", undone.failed);
    assert_eq!(snapshot(&dup), before);
    assert!(!sandbox.in_trash("dup").exists());
    assert!(
        !sandbox
            .places
            .home_trash
            .join("info/dup.trashinfo")
            .exists()
    );
}

/// Guard: every file of the folder must have a copy in the kept folder, by content. A file
/// added after the scan has none (one taken away meanwhile, so the count is as scanned).
#[test]
fn a_file_added_after_the_scan_with_no_copy_refuses_the_folder() {
    let sandbox = Sandbox::new();
    let (kept, dup) = two_copies(&sandbox);
    let planned = plan(&[], &[keep_first(&kept, &dup)], &[]);
    write(&sandbox.root, "dup/sub/new-since.txt", b"only here");
    fs::remove_file(dup.join("also-alpha.txt")).unwrap();
    let before = snapshot(&dup);
    let outcome = sandbox.clean(&planned);
    let reason = only_refusal(&outcome);
    assert_eq!(
        reason,
        &Reason::KeptLacksCopy {
            kept: kept.clone(),
            file: dup.join("sub/new-since.txt")
        }
    );
    assert_eq!(snapshot(&dup), before);
}

/// Guard: a file deleted from the kept folder the usual way sits in its trash
/// (`STICK/.Trash-1000/files/…`); that is no copy, so the folder holding its only live copy
/// stays.
#[test]
fn a_copy_in_the_kept_folders_own_trash_is_no_copy() {
    let sandbox = Sandbox::new();
    write(&sandbox.root, "backup/photo.jpg", b"the only live photo");
    write(
        &sandbox.root,
        "STICK/.Trash-1000/files/photo.jpg",
        b"the only live photo",
    );
    write(
        &sandbox.root,
        "STICK/.Trash-1000/info/photo.jpg.trashinfo",
        b"[Trash Info]\nPath=/media/me/STICK/photo.jpg\n",
    );
    let (stick, backup) = (sandbox.root.join("STICK"), sandbox.root.join("backup"));
    let before = snapshot(&backup);

    let outcome = clean_folders(&sandbox, &[keep_first(&stick, &backup)]);

    let reason = only_refusal(&outcome);
    assert_eq!(
        reason,
        &Reason::KeptLacksCopy {
            kept: stick.clone(),
            file: backup.join("photo.jpg")
        }
    );
    assert_eq!(snapshot(&backup), before);
    assert!(!sandbox.in_trash("backup").exists());
}

/// Guard: same size, different bytes is not a copy (the bytes are compared).
#[test]
fn a_file_of_the_same_size_but_other_bytes_is_not_a_copy() {
    let sandbox = Sandbox::new();
    let (kept, dup) = two_copies(&sandbox);
    fs::write(dup.join("a.txt"), "ALPHA").unwrap();
    let outcome = clean_folders(&sandbox, &[keep_first(&kept, &dup)]);
    let reason = only_refusal(&outcome);
    assert!(matches!(reason, Reason::KeptLacksCopy { .. }), "{reason:?}");
    assert_eq!(fs::read(dup.join("a.txt")).unwrap(), b"ALPHA");
}

/// Guard: only regular files and folders. A symbolic link inside (here to the kept folder)
/// refuses the folder, named.
#[test]
fn a_symbolic_link_inside_refuses_the_folder() {
    let sandbox = Sandbox::new();
    let (kept, dup) = two_copies(&sandbox);
    symlink(&kept, dup.join("sub/link")).unwrap();
    let outcome = clean_folders(&sandbox, &[keep_first(&kept, &dup)]);
    let reason = only_refusal(&outcome);
    assert_eq!(
        reason,
        &Reason::HoldsOdd {
            entry: dup.join("sub/link"),
            what: "a symbolic link".to_string()
        }
    );
    assert!(dup.join("sub/link").exists());
}

/// Guard: the kept folder is never the folder itself or inside it.
#[test]
fn a_kept_folder_inside_the_trashed_one_is_refused() {
    let sandbox = Sandbox::new();
    write(&sandbox.root, "outer/x.txt", b"same");
    write(&sandbox.root, "outer/inner/x.txt", b"same");
    let outer = sandbox.root.join("outer");
    let inner = outer.join("inner");
    let planned = plan(&[], &[keep_first(&inner, &outer)], &[]);
    assert_eq!(planned.folders_to_trash(), 0);
    assert_eq!(
        planned.refused()[0].reason,
        Reason::KeptFolderInside {
            kept: inner.clone()
        }
    );
    // By identity too: the kept folder reached through a link into the trashed folder.
    symlink(&inner, sandbox.root.join("alias")).unwrap();
    let outcome = clean_folders(&sandbox, &[keep_first(&sandbox.root.join("alias"), &outer)]);
    assert!(outcome.trashed.is_empty());
    assert!(outer.join("x.txt").exists());
}

/// Attack: the folder is swapped for another while it is being checked (a large file makes
/// the check take a while). Guard: the last look before the rename, by device and inode, and
/// the check of what arrived. Neither folder moves.
#[test]
fn a_folder_swapped_while_it_is_checked_is_not_trashed() {
    let sandbox = Sandbox::new();
    let small_kept = sandbox.file("small/keep.txt", b"small");
    let small = sandbox.file("small/copy.txt", b"small");
    let block: Vec<u8> = (0..1024 * 1024u32).map(|i| (i % 251) as u8).collect();
    let big = block.repeat(96);
    write(&sandbox.root, "kept/big.bin", &big);
    write(&sandbox.root, "dup/big.bin", &big);
    drop(big);
    write(
        &sandbox.root,
        "impostor/other.txt",
        b"not a copy of anything",
    );
    let (kept, dup) = (sandbox.root.join("kept"), sandbox.root.join("dup"));
    let plan = plan(
        &[PlannedGroup::exact(vec![small_kept, small], &[Keep, Trash])],
        &[keep_first(&kept, &dup)],
        &[],
    );
    let swapped = AtomicBool::new(false);
    let outcome = std::thread::scope(|scope| {
        execute(
            &plan,
            &sandbox.places,
            Mode::Real,
            Reclaim::Trash,
            &CancelToken::new(),
            &|done, _| {
                // Progress 0 comes before the first check; the batch's checks (the folder's
                // among them) run before any of its items moves.
                if done == 0 && !swapped.swap(true, Ordering::SeqCst) {
                    let root = sandbox.root.clone();
                    scope.spawn(move || {
                        std::thread::sleep(Duration::from_millis(10));
                        fs::rename(root.join("dup"), root.join("dup-was")).unwrap();
                        fs::rename(root.join("impostor"), root.join("dup")).unwrap();
                    });
                }
            },
        )
        .unwrap()
    });
    assert_eq!(outcome.trashed.len(), 1, "{:?}", outcome);
    assert!(!outcome.trashed[0].folder);
    assert_eq!(outcome.failed.len(), 1, "{:?}", outcome.failed);
    let reason = &outcome.failed[0].reason;
    eprintln!("the swap was caught: {reason}");
    assert!(
        matches!(
            reason,
            Reason::ChangedWhileChecked { .. }
                | Reason::KeptLacksCopy { .. }
                | Reason::ChangedAfterCheck
        ),
        "{reason:?}"
    );
    assert!(sandbox.root.join("dup-was/big.bin").exists());
    assert_eq!(
        fs::read(sandbox.root.join("dup/other.txt")).unwrap(),
        b"not a copy of anything"
    );
    assert!(!sandbox.in_trash("dup").exists());
}

/// Guard: a trash that cannot be written. The cleanup runs as an ordinary user (root ignores
/// permissions), the trash's folders are read-only: the folder is refused with the reason and
/// nothing moves.
#[test]
fn a_read_only_trash_refuses_the_folder_and_moves_nothing() {
    let sandbox = Sandbox::new();
    let (kept, dup) = two_copies(&sandbox);
    let report = sandbox.root.join("report.json");
    fs::write(
        &report,
        crafted_report(&[(&sandbox.root, false)], &[], &[vec![&kept, &dup]]),
    )
    .unwrap();
    let trash = sandbox.root.join("data/Trash");
    fs::create_dir_all(trash.join("files")).unwrap();
    fs::create_dir_all(trash.join("info")).unwrap();
    // SAFETY: geteuid has no preconditions.
    let unprivileged = unsafe { libc::geteuid() } == 0;
    if unprivileged {
        chown_all(&sandbox.root, 65534);
    }
    for folder in ["files", "info"] {
        fs::set_permissions(trash.join(folder), fs::Permissions::from_mode(0o500)).unwrap();
    }
    fs::set_permissions(&trash, fs::Permissions::from_mode(0o700)).unwrap();
    let before = snapshot(&sandbox.root.join("dup"));
    let output = crate::support::doppel_unprivileged()
        .args([
            "clean",
            report.to_str().unwrap(),
            "--folders",
            "--keep",
            "first",
        ])
        .env("XDG_DATA_HOME", sandbox.root.join("data"))
        .env("XDG_CACHE_HOME", sandbox.root.join("cache"))
        .output()
        .unwrap();
    for folder in ["files", "info"] {
        fs::set_permissions(trash.join(folder), fs::Permissions::from_mode(0o700)).unwrap();
    }
    let said = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{said}");
    assert!(
        said.contains(&format!(
            "  {}: could not be moved to the trash, so it was left in place",
            dup.display()
        )),
        "{said}"
    );
    assert_eq!(snapshot(&dup), before);
    assert_eq!(fs::read_dir(trash.join("files")).unwrap().count(), 0);
    assert_eq!(fs::read_dir(trash.join("info")).unwrap().count(), 0);
}

fn chown_all(path: &Path, id: u32) {
    std::os::unix::fs::lchown(path, Some(id), Some(id)).unwrap();
    if fs::symlink_metadata(path).unwrap().is_dir() {
        for entry in fs::read_dir(path).unwrap() {
            chown_all(&entry.unwrap().path(), id);
        }
    }
}

fn run(sandbox: &Sandbox, args: &[&str]) -> std::process::Output {
    crate::support::doppel()
        .args(args)
        .env("XDG_DATA_HOME", sandbox.root.join("data"))
        .env("XDG_CACHE_HOME", sandbox.root.join("cache"))
        .output()
        .unwrap()
}

/// `doppel clean --folders` trashes the extra folders of the report's duplicate-folder groups
/// (the kept one by the rule), lists them, and `doppel restore --last` brings them back.
#[test]
fn clean_folders_from_the_command_line_and_restore_them() {
    let sandbox = Sandbox::new();
    let (kept, dup) = two_copies(&sandbox);
    write(&sandbox.root, "longer-name/a.txt", b"alpha");
    let third = sandbox.root.join("longer-name");
    let before = snapshot(&sandbox.root);
    let report = sandbox.root.join("report.json");
    fs::write(
        &report,
        crafted_report(&[(&sandbox.root, false)], &[], &[vec![&dup, &kept, &third]]),
    )
    .unwrap();
    let before = before
        .into_iter()
        .filter(|entry| !entry.0.starts_with("report.json"))
        .collect::<Vec<_>>();

    let dry = run(
        &sandbox,
        &[
            "clean",
            report.to_str().unwrap(),
            "--folders",
            "--keep",
            "shortest-path,first",
            "--dry-run",
        ],
    );
    let said = String::from_utf8_lossy(&dry.stdout);
    assert_eq!(dry.status.code(), Some(0), "{said}");
    assert!(said.contains("2 folders"), "{said}");
    assert!(dup.exists() && third.exists());

    let cleaned = run(
        &sandbox,
        &[
            "clean",
            report.to_str().unwrap(),
            "--folders",
            "--keep",
            "shortest-path,first",
        ],
    );
    let said = String::from_utf8_lossy(&cleaned.stdout);
    assert_eq!(cleaned.status.code(), Some(0), "{said}");
    // `dup` is the shortest path: kept. The others go, whole.
    assert!(dup.exists());
    assert!(!kept.exists() && !third.exists(), "{said}");
    for gone in [&kept, &third] {
        assert!(
            said.contains(&format!(
                "Moved to the trash: {} (the whole folder",
                gone.display()
            )),
            "{said}"
        );
    }
    assert!(said.contains("2 folders moved to the trash"), "{said}");

    let restored = run(&sandbox, &["restore", "--last"]);
    assert_eq!(
        restored.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&restored.stdout)
    );
    let after: Vec<_> = snapshot(&sandbox.root)
        .into_iter()
        .filter(|entry| {
            !entry.0.starts_with("report.json")
                && !entry.0.starts_with("data")
                && !entry.0.starts_with("cache")
        })
        .collect();
    let before: Vec<_> = before
        .into_iter()
        .filter(|entry| !entry.0.starts_with("data") && !entry.0.starts_with("cache"))
        .collect();
    assert_eq!(after, before);
}

/// `doppel clean --folders --as hardlink` replaces each file of the extra folder by a hard
/// link to its copy in the folder kept (the folder and every path in it stay, the originals
/// wait in one trash entry mirroring it), says so, and `doppel restore --last` puts every
/// original back (its own inode, its bytes), the trash left empty.
#[test]
fn link_folders_from_the_command_line_and_restore_them() {
    use std::os::unix::fs::MetadataExt;
    let sandbox = Sandbox::new();
    for (relative, content) in [
        ("kept/a.txt", "alpha"),
        ("kept/sub/b.txt", "beta"),
        ("dup/a.txt", "alpha"),
        ("dup/sub/b-renamed.txt", "beta"),
        ("dup/also-alpha.txt", "alpha"),
    ] {
        write(&sandbox.root, relative, content.as_bytes());
    }
    let (kept, dup) = (sandbox.root.join("kept"), sandbox.root.join("dup"));
    let pairs = [
        ("a.txt", "a.txt"),
        ("also-alpha.txt", "a.txt"),
        ("sub/b-renamed.txt", "sub/b.txt"),
    ];
    let ino = |path: &Path| fs::metadata(path).unwrap().ino();
    let originals: Vec<u64> = pairs.iter().map(|(name, _)| ino(&dup.join(name))).collect();
    let before = snapshot(&dup);
    let report = sandbox.root.join("report.json");
    fs::write(
        &report,
        crafted_report(&[(&sandbox.root, false)], &[], &[vec![&kept, &dup]]),
    )
    .unwrap();
    let clean = |extra: &[&str]| {
        let mut args = vec![
            "clean",
            report.to_str().unwrap(),
            "--folders",
            "--keep",
            "first",
            "--as",
            "hardlink",
        ];
        args.extend_from_slice(extra);
        run(&sandbox, &args)
    };

    let dry = clean(&["--dry-run"]);
    let said = String::from_utf8_lossy(&dry.stdout);
    assert_eq!(dry.status.code(), Some(0), "{said}");
    assert!(
        said.contains(&format!(
            "Would replace by a hard link: {} (the whole folder",
            dup.display()
        )),
        "{said}"
    );
    assert_eq!(snapshot(&dup), before);

    let cleaned = clean(&[]);
    let said = String::from_utf8_lossy(&cleaned.stdout);
    assert_eq!(cleaned.status.code(), Some(0), "{said}");
    assert!(
        said.contains(&format!(
            "Replaced by a hard link: {} (the whole folder, 14 B, file by file: each file now \
             the same file as its copy in {})",
            dup.display(),
            kept.display()
        )),
        "{said}"
    );
    assert!(
        said.contains("1 folder replaced by hard links, file by file"),
        "{said}"
    );
    for (name, kept_name) in pairs {
        assert_eq!(ino(&dup.join(name)), ino(&kept.join(kept_name)), "{name}");
    }
    let mirror = sandbox.root.join("data/Trash/files/dup");
    for ((name, _), original) in pairs.iter().zip(&originals) {
        assert_eq!(ino(&mirror.join(name)), *original, "{name}");
    }

    let restored = run(&sandbox, &["restore", "--last"]);
    let said = String::from_utf8_lossy(&restored.stdout);
    assert_eq!(restored.status.code(), Some(0), "{said}");
    assert!(
        said.contains(&format!("Restored: {}", dup.display())),
        "{said}"
    );
    for ((name, _), original) in pairs.iter().zip(&originals) {
        assert_eq!(ino(&dup.join(name)), *original, "{name}");
        assert_eq!(fs::metadata(dup.join(name)).unwrap().nlink(), 1, "{name}");
    }
    assert_eq!(snapshot(&dup), before);
    let trash = sandbox.root.join("data/Trash");
    assert_eq!(fs::read_dir(trash.join("files")).unwrap().count(), 0);
    assert_eq!(fs::read_dir(trash.join("info")).unwrap().count(), 0);
}

/// SIGKILL mid-cleanup: every folder moved is already in the journal with its manifest, so
/// `doppel restore --last` brings every one back whole.
#[test]
fn a_folder_cleanup_killed_midway_is_restored_in_full() {
    let sandbox = Sandbox::new();
    let pairs = 400;
    let mut groups = Vec::new();
    for i in 0..pairs {
        for side in ["kept", "dup"] {
            write(
                &sandbox.root,
                &format!("many/{side}-{i}/a.txt"),
                format!("pair {i}").as_bytes(),
            );
            write(
                &sandbox.root,
                &format!("many/{side}-{i}/sub/b.txt"),
                format!("pair {i}, second file").as_bytes(),
            );
        }
        groups.push((
            sandbox.root.join(format!("many/kept-{i}")),
            sandbox.root.join(format!("many/dup-{i}")),
        ));
    }
    let listed: Vec<Vec<&Path>> = groups
        .iter()
        .map(|(kept, dup)| vec![kept.as_path(), dup.as_path()])
        .collect();
    let report = sandbox.root.join("report.json");
    fs::write(
        &report,
        crafted_report(&[(&sandbox.root, false)], &[], &listed),
    )
    .unwrap();
    let before = snapshot(&sandbox.root.join("many"));
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_doppel"))
        .env("LC_ALL", "C")
        .args([
            "clean",
            report.to_str().unwrap(),
            "--folders",
            "--keep",
            "first",
        ])
        .env("XDG_DATA_HOME", sandbox.root.join("data"))
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let trash = sandbox.root.join("data/Trash/files");
    let started = std::time::Instant::now();
    while fs::read_dir(&trash).map_or(0, |entries| entries.count()) < 40
        && started.elapsed() < Duration::from_secs(60)
    {
        std::thread::sleep(Duration::from_millis(2));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let moved = fs::read_dir(&trash).unwrap().count();
    assert!(moved >= 40, "only {moved} folders moved before the kill");

    let restored = run(&sandbox, &["restore", "--last"]);
    assert_eq!(
        restored.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&restored.stdout)
    );
    assert_eq!(snapshot(&sandbox.root.join("many")), before);
    assert_eq!(fs::read_dir(&trash).unwrap().count(), 0);
}

/// Found by the simulation (P3): a folder holding a file the scan's filters left out
/// (`--exclude`, hidden, under `--min-size`) went to the trash whole, taking that file.
/// Guard: only a folder the scan saw whole moves.
#[test]
fn a_folder_holding_a_file_the_scan_left_out_stays() {
    let sandbox = Sandbox::new();
    let (kept, dup) = two_copies(&sandbox);
    let planned = plan(&[], &[keep_first(&kept, &dup)], &[]);
    // What an `--exclude '*.skip'` scan never counted, with a copy in the kept folder too.
    write(&sandbox.root, "dup/notes.skip", b"left out");
    write(&sandbox.root, "kept/notes.skip", b"left out");
    let before = snapshot(&dup);
    let outcome = sandbox.clean(&planned);
    assert_eq!(
        only_refusal(&outcome),
        &Reason::FolderNotAsScanned { scanned: 4, now: 5 }
    );
    assert_eq!(snapshot(&dup), before);
}
