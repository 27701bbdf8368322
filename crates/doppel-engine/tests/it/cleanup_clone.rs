//! Copies made clones of their kept copies ([`Reclaim::Clone`]) by the cleanup transaction,
//! on btrfs, XFS, ext4 and tmpfs loop mounts (the harness of `actions_clone.rs`: each test
//! re-runs itself in a private mount namespace as root; ignored unless asked for, as
//! `tests/run` run as root does, and failing with the reason where it cannot mount).
//!
//! What each guards: the copy's blocks become shared while every path keeps its bytes and
//! its metadata, nothing goes to the trash, and the space measured as freed is what was
//! expected; a copy (or kept file) edited between the checks and the clone is refused,
//! both left as they were; a file system that cannot share blocks refuses with its name,
//! changing nothing; a copy sharing its blocks already is cloned and said to free nothing;
//! a restore says a clone never left, and, asked, gives it blocks of its own; a folder is
//! cloned file by file onto the copies its kept folder holds, stopping at a file edited
//! meanwhile, and is unshared whole; a reference's file kept gains no name and keeps its
//! inode, bytes and metadata (times included) while a copy becomes its clone.

use std::cell::Cell;
use std::fs;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use crate::actions_clone::{
    Fs, SIZE, dress, in_private_mounts_as, kept_metadata, mount, shared, write_synced,
};
use crate::support::cleanup::{count_files, record};
use crate::support::{pseudo_random, set_modified};
use doppel_engine::CancelToken;
use doppel_engine::actions::Way;
use doppel_engine::actions::journal;
use doppel_engine::actions::space::Less;
use doppel_engine::actions::{
    ActionPlaces, CleanupOutcome, Mark, Mode, NoSharing, PlannedFolderGroup, PlannedGroup, Reason,
    Reclaim, RestoreError, RestoreOptions, Which, execute, plan, restore, restore_with,
};
use doppel_engine::report::{FileRecord, FolderRecord};

use Mark::{Keep, Trash};

/// The journal and the home trash, in the scratch folder: never on a test mount.
fn places(scratch: &Path) -> ActionPlaces {
    ActionPlaces {
        data_dir: scratch.join("data/doppel"),
        home_trash: scratch.join("data/Trash"),
    }
}

fn clean(
    places: &ActionPlaces,
    group: PlannedGroup,
    on_progress: &dyn Fn(usize, usize),
) -> CleanupOutcome {
    execute(
        &plan(&[group], &[], &[]),
        places,
        Mode::Real,
        Reclaim::Clone,
        &CancelToken::new(),
        on_progress,
    )
    .unwrap()
}

/// Nothing arrived in any trash: not the home trash, not a `.Trash-UID` on the mount.
fn no_trash(places: &ActionPlaces, root: &Path) {
    assert!(!places.home_trash.join("files").exists());
    let trash_on_mount: Vec<_> = fs::read_dir(root)
        .unwrap()
        .map(|entry| entry.unwrap().file_name())
        .filter(|name| name.to_string_lossy().starts_with(".Trash"))
        .collect();
    assert!(trash_on_mount.is_empty(), "{trash_on_mount:?}");
}

/// Guards: the clone is made (the whole copy shares the kept file's blocks), every path
/// keeps its bytes and the copy its inode, owner, mode, time and attribute; nothing goes
/// to the trash; the space measured on the mount is what was expected; cleaning the same
/// copies again frees nothing and says why; a restore says the clones never left, and,
/// asked to unshare them, gives each blocks of its own again.
fn clone_cleanup(root: &Path, scratch: &Path) {
    let places = places(scratch);
    let bytes = pseudo_random(SIZE, 11);
    let (kept_path, copy_path, second_path) =
        (root.join("kept"), root.join("copy"), root.join("second"));
    drop(write_synced(&kept_path, &bytes));
    drop(write_synced(&copy_path, &bytes));
    drop(write_synced(&second_path, &bytes));
    dress(&copy_path);
    let before = kept_metadata(&copy_path);
    let second_inode = fs::metadata(&second_path).unwrap().ino();
    let group = || {
        PlannedGroup::exact(
            vec![record(&kept_path), record(&copy_path), record(&second_path)],
            &[Keep, Trash, Trash],
        )
    };

    let outcome = clean(&places, group(), &|_, _| {});
    println!("{root:?}: {outcome:#?}");
    assert!(outcome.failed.is_empty(), "{:?}", outcome.failed);
    assert_eq!(outcome.trashed.len(), 2);
    for cloned in &outcome.trashed {
        assert_eq!(cloned.cloned_from(), Some(kept_path.as_path()));
        assert_eq!(cloned.linked_to(), None);
        assert!(cloned.frees >= SIZE as u64, "{cloned:?}");
        assert_eq!(cloned.frees_less(), None);
    }
    for path in [&copy_path, &second_path] {
        let extents = shared(path);
        assert!(extents.shared >= SIZE as u64, "{path:?}: {extents:?}");
        assert_eq!(fs::read(path).unwrap(), bytes);
    }
    assert_eq!(fs::read(&kept_path).unwrap(), bytes);
    assert_eq!(kept_metadata(&copy_path), before);
    assert_eq!(fs::metadata(&second_path).unwrap().ino(), second_inode);
    no_trash(&places, root);

    // The space, measured on the mount before and after, is what was expected.
    assert_eq!(outcome.space.len(), 1, "{:?}", outcome.space);
    let measured = &outcome.space[0];
    assert_eq!(measured.mount, root);
    let expected: u64 = outcome.trashed.iter().map(|cloned| cloned.frees).sum();
    assert_eq!(measured.expected_now, expected);
    assert_eq!(measured.expected_once_trash_emptied, 0);
    let freed = measured.freed().unwrap();
    println!("expected {expected}, measured {freed}");
    assert!(
        freed >= i128::from(expected) * 9 / 10,
        "expected {expected}, measured {freed}"
    );
    assert_eq!(measured.gaps(), Vec::new());

    // Cleaned again: the copies share all their blocks already; cloned, freeing nothing.
    let again = clean(&places, group(), &|_, _| {});
    assert!(again.failed.is_empty(), "{:?}", again.failed);
    for cloned in &again.trashed {
        assert_eq!(cloned.frees, 0, "{cloned:?}");
        assert!(
            matches!(cloned.frees_less(), Some(Less::AlreadyShared { .. })),
            "{cloned:?}"
        );
    }

    // The listing says what kind each cleanup was.
    let cleanups = journal::list(&places.data_dir).unwrap();
    assert_eq!(cleanups.len(), 2);
    assert!(cleanups.iter().all(|c| c.way() == Some(Way::Clone)));
    let first_id = outcome.id.clone().unwrap();

    // A restore: nothing to put back, the files never left; the clones stay.
    let restored = restore(&places, &Which::Id(first_id.clone())).unwrap();
    assert!(restored.restored.is_empty() && restored.unshared.is_empty());
    assert!(restored.failed.is_empty(), "{:?}", restored.failed);
    assert_eq!(restored.settled.len(), 2);
    for settled in &restored.settled {
        assert_eq!(
            settled.reason,
            Reason::NeverLeft {
                kept: kept_path.clone()
            }
        );
    }
    assert!(shared(&copy_path).shared >= SIZE as u64);

    // Asked to, it gives each clone blocks of its own again, content and metadata kept.
    let unshare = RestoreOptions {
        unshare_clones: true,
    };
    let unshared = restore_with(&places, &Which::Id(first_id), unshare).unwrap();
    assert!(unshared.failed.is_empty(), "{:?}", unshared.failed);
    assert_eq!(
        unshared.unshared,
        vec![copy_path.clone(), second_path.clone()]
    );
    for path in [&copy_path, &second_path] {
        assert_eq!(shared(path).shared, 0, "{path:?}");
        assert_eq!(fs::read(path).unwrap(), bytes);
    }
    let after = kept_metadata(&copy_path);
    assert_eq!(
        (after.uid, after.gid, after.mode, after.mtime, &after.xattr),
        (
            before.uid,
            before.gid,
            before.mode,
            before.mtime,
            &before.xattr
        )
    );
    // The second cleanup's clones are the same names, now new files (the unshare put a
    // copy in each place): the user's, left alone.
    let last = restore_with(&places, &Which::Last, unshare).unwrap();
    assert_eq!(Some(last.id.clone()), again.id);
    assert!(last.unshared.is_empty());
    assert!(
        last.settled
            .iter()
            .all(|settled| settled.reason == Reason::ChangedSinceClone),
        "{:?}",
        last.settled
    );
    assert_eq!(shared(&copy_path).shared, 0);
    assert_eq!(last.left_in_trash().count(), 0, "{last:?}");

    // Safe but wrong once: a clone deleted since, asked to be unshared, was listed as
    // "still in the trash". A clone never was: nothing is left there.
    let third = clean(&places, group(), &|_, _| {});
    assert!(third.failed.is_empty(), "{:?}", third.failed);
    fs::remove_file(&second_path).unwrap();
    let gone = restore_with(&places, &Which::Last, unshare).unwrap();
    assert_eq!(Some(gone.id.clone()), third.id);
    assert!(
        gone.settled
            .iter()
            .any(|settled| settled.path == second_path && settled.reason == Reason::NoLongerExists),
        "{gone:?}"
    );
    assert_eq!(gone.left_in_trash().count(), 0, "{gone:?}");
    no_trash(&places, root);
}

#[test]
#[ignore = "needs root: mounts a btrfs loop image (tests/run runs it as root)"]
fn a_clone_cleanup_shares_the_blocks_and_keeps_every_path_on_btrfs() {
    in_private_mounts_as(
        "cleanup_clone::a_clone_cleanup_shares_the_blocks_and_keeps_every_path_on_btrfs",
        &[Fs::Btrfs],
        |scratch| clone_cleanup(&mount(scratch, Fs::Btrfs, false), scratch),
    );
}

#[test]
#[ignore = "needs root: mounts an XFS loop image (tests/run runs it as root)"]
fn a_clone_cleanup_shares_the_blocks_and_keeps_every_path_on_xfs() {
    in_private_mounts_as(
        "cleanup_clone::a_clone_cleanup_shares_the_blocks_and_keeps_every_path_on_xfs",
        &[Fs::Xfs],
        |scratch| clone_cleanup(&mount(scratch, Fs::Xfs, false), scratch),
    );
}

/// Writes one changed byte into `path` at `at`, and gives it back its modified time, so
/// only the bytes tell it changed (the last look sees the same size and time).
fn edit_in_secret(path: &Path, at: u64) {
    use std::os::unix::fs::FileExt;
    let modified = fs::metadata(path).unwrap().modified().unwrap();
    let old = fs::read(path).unwrap()[at as usize];
    let file = fs::OpenOptions::new().write(true).open(path).unwrap();
    file.write_all_at(&[old ^ 0xff], at).unwrap();
    file.sync_all().unwrap();
    drop(file);
    set_modified(path, modified);
}

/// Guards, one per edit landing between the checks and the clone (in the cleanup's
/// progress call after the first copy is cloned, before the second's turn):
/// - the copy's bytes changed, its size and time kept: the kernel's own comparison refuses
///   (`CloneDiffers`), the copy keeps the edit and its own blocks;
/// - the copy written to plainly: the last look refuses (`ChangedAfterCheck`);
/// - the kept file's bytes changed in secret: the kernel refuses, both as they are;
/// - the kept file written to plainly: the last look at it refuses (`KeptChangedBeforeClone`).
///
/// Each time, the refused record is closed in the journal (a restore has nothing to do with
/// it) and nothing is in any trash.
fn edits_between_check_and_clone(root: &Path, scratch: &Path) {
    let places = places(scratch);
    let bytes = pseudo_random(4 * 1024 * 1024 + 3, 12);
    for (n, case) in ["copy-secret", "copy-plain", "kept-secret", "kept-plain"]
        .into_iter()
        .enumerate()
    {
        let folder = root.join(case);
        fs::create_dir(&folder).unwrap();
        let kept = folder.join("kept");
        let (first, second) = (folder.join("first"), folder.join("second"));
        for path in [&kept, &first, &second] {
            drop(write_synced(path, &bytes));
        }
        let records: Vec<FileRecord> = [&kept, &first, &second]
            .iter()
            .map(|path| record(path))
            .collect();
        let edited = Cell::new(false);
        let edit = |done: usize, _total: usize| {
            if done != 1 || edited.replace(true) {
                return;
            }
            match case {
                "copy-secret" => edit_in_secret(&second, 1000),
                "kept-secret" => edit_in_secret(&kept, 1000),
                "copy-plain" | "kept-plain" => {
                    let target = if case == "copy-plain" { &second } else { &kept };
                    let mut changed = fs::read(target).unwrap();
                    changed[7] ^= 0xff;
                    fs::write(target, &changed).unwrap();
                    set_modified(target, SystemTime::now() + Duration::from_secs(5));
                }
                _ => unreachable!(),
            }
        };
        let group = PlannedGroup::exact(records, &[Keep, Trash, Trash]);
        let outcome = clean(&places, group, &edit);
        println!("{case}: {:?}", outcome.failed);
        assert!(edited.get(), "{case}: the edit ran");
        assert_eq!(outcome.trashed.len(), 1, "{case}: {:?}", outcome.trashed);
        assert_eq!(outcome.trashed[0].path, first);
        assert_eq!(outcome.failed.len(), 1, "{case}");
        assert_eq!(outcome.failed[0].path, second);
        let reason = &outcome.failed[0].reason;
        match case {
            "copy-secret" | "kept-secret" => assert!(
                matches!(reason, Reason::CloneDiffers { kept: named, .. } if named == &kept),
                "{case}: {reason:?}"
            ),
            "copy-plain" => assert_eq!(reason, &Reason::ChangedAfterCheck, "{case}"),
            _ => assert_eq!(
                reason,
                &Reason::KeptChangedBeforeClone { kept: kept.clone() },
                "{case}"
            ),
        }
        // Both as they were after the edit: the edited one holds the edit, the other the
        // original bytes, and the refused copy shares nothing with the kept file.
        let now_kept = fs::read(&kept).unwrap();
        let now_second = fs::read(&second).unwrap();
        if case.starts_with("copy") {
            assert_eq!(now_kept, bytes, "{case}");
            assert_ne!(now_second, bytes, "{case}");
        } else {
            assert_ne!(now_kept, bytes, "{case}");
            assert_eq!(now_second, bytes, "{case}");
        }
        assert_eq!(
            shared(&second).shared,
            0,
            "{case}: the refused copy shares nothing"
        );
        // The journal closed the refused record: a restore has nothing for it.
        let cleanups = journal::list(&places.data_dir).unwrap();
        let this = &cleanups[n];
        let refused = this.files.iter().find(|f| f.path == second).unwrap();
        assert!(
            this.pending().all(|file| file.path != second),
            "{case}: {refused:?}"
        );
        no_trash(&places, root);
    }
}

#[test]
#[ignore = "needs root: mounts a btrfs loop image (tests/run runs it as root)"]
fn edits_between_the_check_and_the_clone_are_refused_on_btrfs() {
    in_private_mounts_as(
        "cleanup_clone::edits_between_the_check_and_the_clone_are_refused_on_btrfs",
        &[Fs::Btrfs],
        |scratch| edits_between_check_and_clone(&mount(scratch, Fs::Btrfs, false), scratch),
    );
}

#[test]
#[ignore = "needs root: mounts an XFS loop image (tests/run runs it as root)"]
fn edits_between_the_check_and_the_clone_are_refused_on_xfs() {
    in_private_mounts_as(
        "cleanup_clone::edits_between_the_check_and_the_clone_are_refused_on_xfs",
        &[Fs::Xfs],
        |scratch| edits_between_check_and_clone(&mount(scratch, Fs::Xfs, false), scratch),
    );
}

/// Guard: where the file system cannot share blocks (ext4, tmpfs, XFS without reflink), each
/// copy is refused with the file system's name by the check's probe, before anything is
/// recorded (the act would refuse too, but only once its record is written): the copy's
/// bytes and inode as they were, nothing in any trash, nothing pending in the
/// journal, and the probe left no file behind.
#[test]
#[ignore = "needs root: mounts ext4 and XFS loop images and a tmpfs (tests/run runs it as root)"]
fn a_file_system_that_cannot_share_blocks_refuses_with_its_name() {
    let all = [Fs::Ext4, Fs::Tmpfs, Fs::XfsNoReflink];
    in_private_mounts_as(
        "cleanup_clone::a_file_system_that_cannot_share_blocks_refuses_with_its_name",
        &all,
        |scratch| {
            let places = places(scratch);
            let bytes = pseudo_random(1024 * 1024, 13);
            for fs_kind in all {
                let root = mount(scratch, fs_kind, false);
                let (kept, copy) = (root.join("kept"), root.join("copy"));
                drop(write_synced(&kept, &bytes));
                drop(write_synced(&copy, &bytes));
                let inode = fs::metadata(&copy).unwrap().ino();
                let group = PlannedGroup::exact(vec![record(&kept), record(&copy)], &[Keep, Trash]);
                let outcome = clean(&places, group, &|_, _| {});
                println!("{}: {:?}", fs_kind.name(), outcome.failed);
                assert!(outcome.trashed.is_empty());
                assert_eq!(outcome.failed.len(), 1);
                let named = match fs_kind {
                    Fs::XfsNoReflink => "xfs",
                    other => other.name(),
                };
                assert_eq!(
                    outcome.failed[0].reason,
                    Reason::CannotShareBlocks {
                        why: NoSharing::FileSystem {
                            fs: named.to_string()
                        }
                    }
                );
                assert_eq!(fs::read(&copy).unwrap(), bytes);
                assert_eq!(fs::metadata(&copy).unwrap().ino(), inode);
                let mut names: Vec<PathBuf> = fs::read_dir(&root)
                    .unwrap()
                    .map(|entry| entry.unwrap().path())
                    .filter(|path| !path.ends_with("lost+found"))
                    .collect();
                names.sort();
                assert_eq!(
                    names,
                    vec![copy.clone(), kept.clone()],
                    "nothing left beside"
                );
                no_trash(&places, &root);
            }
            // Refused by the check (the probe, once per file system), so never recorded: a
            // refusal only when the kernel is asked would leave a closed `cloning` record.
            let cleanups = journal::list(&places.data_dir).unwrap();
            assert!(cleanups.iter().all(|c| c.files.is_empty()), "{cleanups:?}");
        },
    );
}

/// Guard: on a file system with neither hard links nor shared blocks (FAT), a copy is
/// refused both ways with the file system's name (`named`), its bytes as they were, nothing
/// in any trash, nothing pending in the journal. In the kernel's FAT the link is refused
/// by the checks, before anything is recorded; through FUSE, whose type does not tell, by
/// the kernel's answer to the first link, which is named for what it means rather than as
/// "operation not permitted".
fn neither_links_nor_clones(scratch: &Path, fs_kind: Fs, named: &str) {
    let places = places(scratch);
    let root = mount(scratch, fs_kind, false);
    let bytes = pseudo_random(64 * 1024, 17);
    let (kept, copy) = (root.join("kept"), root.join("copy"));
    drop(write_synced(&kept, &bytes));
    drop(write_synced(&copy, &bytes));
    let ways = [
        (
            Reclaim::HardLink {
                allow_owner_change: false,
            },
            Reason::NoHardLinks {
                fs: named.to_string(),
            },
        ),
        (
            Reclaim::Clone,
            Reason::CannotShareBlocks {
                why: NoSharing::FileSystem {
                    fs: named.to_string(),
                },
            },
        ),
    ];
    for (reclaim, refusal) in ways {
        let group = PlannedGroup::exact(vec![record(&kept), record(&copy)], &[Keep, Trash]);
        let outcome = execute(
            &plan(&[group], &[], &[]),
            &places,
            Mode::Real,
            reclaim,
            &CancelToken::new(),
            &|_, _| {},
        )
        .unwrap();
        println!("{}: {reclaim:?}: {:?}", fs_kind.name(), outcome.failed);
        assert!(outcome.trashed.is_empty());
        assert_eq!(outcome.failed.len(), 1);
        assert_eq!(outcome.failed[0].reason, refusal);
        assert_eq!(fs::read(&copy).unwrap(), bytes);
        assert_eq!(fs::read(&kept).unwrap(), bytes);
        // A trash folder made on the mount for the link's original holds nothing.
        for trash in fs::read_dir(&root).unwrap() {
            let trash = trash.unwrap().path();
            if trash
                .file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with(".Trash")
            {
                for inside in ["files", "info"] {
                    let held: Vec<_> = fs::read_dir(trash.join(inside))
                        .map(|list| list.map(|entry| entry.unwrap().file_name()).collect())
                        .unwrap_or_default();
                    assert!(held.is_empty(), "{inside}: {held:?}");
                }
            }
        }
        assert!(!places.home_trash.join("files").exists());
    }
    // Nothing for a restore to do.
    let restored = restore(&places, &Which::Last);
    assert!(
        matches!(restored, Err(RestoreError::NothingToRestore)),
        "{restored:?}"
    );
}

/// [`neither_links_nor_clones`] on the kernel's FAT, which some kernels lack (`kernel_fat`
/// in its name: `tests/run` leaves it out, and says so, where the kernel has no FAT).
#[test]
#[ignore = "needs root: mounts a FAT loop image, FAT in the kernel (tests/run runs it as root)"]
fn kernel_fat_refuses_links_and_clones_with_its_name() {
    in_private_mounts_as(
        "cleanup_clone::kernel_fat_refuses_links_and_clones_with_its_name",
        &[Fs::Vfat],
        |scratch| neither_links_nor_clones(scratch, Fs::Vfat, "vfat"),
    );
}

/// [`neither_links_nor_clones`] on FAT through FUSE, where every kernel with FUSE has it.
#[test]
#[ignore = "needs root: mounts a FAT image through fusefat (tests/run runs it as root)"]
fn fat_through_fuse_refuses_links_and_clones_with_its_name() {
    in_private_mounts_as(
        "cleanup_clone::fat_through_fuse_refuses_links_and_clones_with_its_name",
        &[Fs::FuseFat],
        |scratch| neither_links_nor_clones(scratch, Fs::FuseFat, "fuse"),
    );
}

/// Guards: a duplicate folder is cloned file by file onto the copies in its kept folder
/// (matched by content, whatever their names and places), each file keeping its inode and
/// bytes, nothing in the trash, under one record; a second folder, one of whose files is
/// edited in secret after the checks, stops at that file (the kernel refuses it), the files
/// before it cloned and it left with its edit; a restore says both never left, and asked to
/// unshare gives every cloned file blocks of its own, passing over the edited ones (one
/// edited in place after its clone keeps its shared blocks and its edit).
fn folder_clone(root: &Path, scratch: &Path) {
    let places = places(scratch);
    let piece = |seed: u64| pseudo_random(1024 * 1024 + seed as usize, seed);
    let put = |relative: &str, bytes: &[u8]| {
        let path = root.join(relative);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        drop(write_synced(&path, bytes));
        path
    };
    for (relative, seed) in [("kept1/a", 21), ("kept1/b", 22), ("kept1/sub/c", 23)] {
        put(relative, &piece(seed));
    }
    let copies1 = [("copy1/x", 21), ("copy1/sub/y", 22), ("copy1/z", 23)];
    let copies1: Vec<(PathBuf, Vec<u8>)> = copies1
        .iter()
        .map(|(relative, seed)| (put(relative, &piece(*seed)), piece(*seed)))
        .collect();
    for (relative, seed) in [("kept2/a", 31), ("kept2/b", 32)] {
        put(relative, &piece(seed));
    }
    let (copy2_a, copy2_b) = (put("copy2/a", &piece(31)), put("copy2/b", &piece(32)));
    let inodes: Vec<u64> = copies1
        .iter()
        .map(|(path, _)| fs::metadata(path).unwrap().ino())
        .collect();
    let folder = |name: &str| {
        let path = root.join(name);
        let (files, bytes) = count_files(&path);
        FolderRecord { path, files, bytes }
    };
    let groups = [
        PlannedFolderGroup::marked(vec![folder("kept1"), folder("copy1")], &[Keep, Trash]),
        PlannedFolderGroup::marked(vec![folder("kept2"), folder("copy2")], &[Keep, Trash]),
    ];
    let edited = Cell::new(false);
    let edit = |done: usize, _: usize| {
        if done == 1 && !edited.replace(true) {
            edit_in_secret(&copy2_b, 5000);
        }
    };
    let outcome = execute(
        &plan(&[], &groups, &[]),
        &places,
        Mode::Real,
        Reclaim::Clone,
        &CancelToken::new(),
        &edit,
    )
    .unwrap();
    println!("{root:?}: {outcome:#?}");
    assert!(edited.get());
    assert_eq!(outcome.trashed.len(), 1, "{:?}", outcome.trashed);
    let cloned = &outcome.trashed[0];
    assert!(cloned.folder);
    assert_eq!(cloned.path, root.join("copy1"));
    assert_eq!(cloned.cloned_from(), Some(root.join("kept1").as_path()));
    assert!(cloned.frees >= 3 * 1024 * 1024, "{cloned:?}");
    for ((path, bytes), inode) in copies1.iter().zip(&inodes) {
        assert!(shared(path).shared >= bytes.len() as u64, "{path:?}");
        assert_eq!(&fs::read(path).unwrap(), bytes);
        assert_eq!(fs::metadata(path).unwrap().ino(), *inode);
    }
    assert_eq!(outcome.failed.len(), 1, "{:?}", outcome.failed);
    assert_eq!(outcome.failed[0].path, root.join("copy2"));
    let Reason::FolderFileNotCloned {
        file,
        cloned: 1,
        of: 2,
        why,
    } = &outcome.failed[0].reason
    else {
        panic!("{:?}", outcome.failed[0].reason);
    };
    assert_eq!(file, &copy2_b);
    assert!(matches!(**why, Reason::CloneDiffers { .. }), "{why:?}");
    assert!(shared(&copy2_a).shared > 0, "the file before it is a clone");
    assert_eq!(shared(&copy2_b).shared, 0, "the edited file shares nothing");
    assert_ne!(fs::read(&copy2_b).unwrap(), piece(32), "its edit is kept");
    no_trash(&places, root);

    // Undone whole: nothing to put back, then every cloned file given blocks of its own.
    let id = Which::Id(outcome.id.clone().unwrap());
    let restored = restore(&places, &id).unwrap();
    assert!(restored.failed.is_empty(), "{:?}", restored.failed);
    assert_eq!(restored.settled.len(), 2, "{:?}", restored.settled);
    assert!(
        restored
            .settled
            .iter()
            .all(|settled| matches!(settled.reason, Reason::NeverLeft { .. }))
    );
    // One cloned file edited in place since (most of its blocks still shared): the user's
    // now, so the unshare passes over it.
    let (x, x_bytes) = &copies1[0];
    edit_in_secret(x, 10);
    let unshare = RestoreOptions {
        unshare_clones: true,
    };
    let unshared = restore_with(&places, &id, unshare).unwrap();
    assert!(unshared.failed.is_empty(), "{:?}", unshared.failed);
    assert_eq!(
        unshared.unshared,
        vec![root.join("copy1"), root.join("copy2")]
    );
    for (path, bytes) in &copies1[1..] {
        assert_eq!(shared(path).shared, 0, "{path:?}");
        assert_eq!(&fs::read(path).unwrap(), bytes);
    }
    assert!(shared(x).shared > 0, "the edited clone left as it is");
    assert_ne!(&fs::read(x).unwrap(), x_bytes);
    assert_eq!(shared(&copy2_a).shared, 0);
    assert_ne!(
        fs::read(&copy2_b).unwrap(),
        piece(32),
        "the edited file left alone"
    );
}

#[test]
#[ignore = "needs root: mounts a btrfs loop image (tests/run runs it as root)"]
fn a_folder_is_cloned_file_by_file_and_unshared_whole_on_btrfs() {
    in_private_mounts_as(
        "cleanup_clone::a_folder_is_cloned_file_by_file_and_unshared_whole_on_btrfs",
        &[Fs::Btrfs],
        |scratch| folder_clone(&mount(scratch, Fs::Btrfs, false), scratch),
    );
}

/// A reference's file kept, the copy outside made its clone: the clone gives no inode a
/// name, and the reference's file keeps its inode, its single name, its bytes, owner,
/// mode, times (modified and changed) and attribute; only the copy's blocks change hands.
fn a_reference_kept(root: &Path, scratch: &Path) {
    let places = places(scratch);
    let bytes = pseudo_random(256 * 1024 + 5, 23);
    let reference = root.join("originals");
    fs::create_dir_all(&reference).unwrap();
    fs::create_dir_all(root.join("work")).unwrap();
    let (kept_path, copy_path) = (reference.join("kept"), root.join("work/copy"));
    drop(write_synced(&kept_path, &bytes));
    drop(write_synced(&copy_path, &bytes));
    dress(&kept_path);
    let state = |path: &Path| {
        let metadata = fs::metadata(path).unwrap();
        (
            kept_metadata(path),
            metadata.nlink(),
            (metadata.ctime(), metadata.ctime_nsec()),
            fs::read(path).unwrap(),
        )
    };
    let before = state(&kept_path);
    let copy_inode = fs::metadata(&copy_path).unwrap().ino();
    let group = PlannedGroup::exact(vec![record(&kept_path), record(&copy_path)], &[Keep, Trash]);
    let outcome = execute(
        &plan(&[group], &[], std::slice::from_ref(&reference)),
        &places,
        Mode::Real,
        Reclaim::Clone,
        &CancelToken::new(),
        &|_, _| {},
    )
    .unwrap();
    assert!(outcome.failed.is_empty(), "{:?}", outcome.failed);
    assert_eq!(outcome.trashed.len(), 1);
    assert!(shared(&copy_path).shared >= 256 * 1024);
    assert_eq!(fs::metadata(&copy_path).unwrap().ino(), copy_inode);
    assert_eq!(fs::read(&copy_path).unwrap(), bytes);
    assert_eq!(state(&kept_path), before);
    no_trash(&places, root);
}

#[test]
#[ignore = "needs root: mounts a btrfs loop image (tests/run runs it as root)"]
fn a_clone_onto_a_reference_kept_leaves_the_reference_as_it_was_on_btrfs() {
    in_private_mounts_as(
        "cleanup_clone::a_clone_onto_a_reference_kept_leaves_the_reference_as_it_was_on_btrfs",
        &[Fs::Btrfs],
        |scratch| a_reference_kept(&mount(scratch, Fs::Btrfs, false), scratch),
    );
}

#[test]
#[ignore = "needs root: mounts an XFS loop image (tests/run runs it as root)"]
fn a_clone_onto_a_reference_kept_leaves_the_reference_as_it_was_on_xfs() {
    in_private_mounts_as(
        "cleanup_clone::a_clone_onto_a_reference_kept_leaves_the_reference_as_it_was_on_xfs",
        &[Fs::Xfs],
        |scratch| a_reference_kept(&mount(scratch, Fs::Xfs, false), scratch),
    );
}
