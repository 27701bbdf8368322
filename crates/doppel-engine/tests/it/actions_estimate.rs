//! What each way of cleaning up would free, estimated before acting ([`estimate`]), on real
//! files: hard links already pointing at one file free nothing, nor does a name whose file
//! keeps another name outside the cleanup; a hard link is refused where the owner, mode or
//! extended attributes differ (unless allowed), to a kept copy in a reference folder, and
//! for a similar file; a folder counts its files for hard links
//! as for the trash, unless a file in it could not be linked (named); clones are unavailable,
//! with the file system's reason, on ext4 and tmpfs, and available on btrfs and XFS loop
//! images, where blocks already shared are not counted again (these re-run under
//! `unshare --mount`, as `actions_clone` does: they need root, are ignored unless asked for,
//! and fail with the reason where they cannot mount).

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

use doppel_engine::CancelToken;
use doppel_engine::actions::clone::{CloneUnsupported, dedupe};
use doppel_engine::actions::estimate::{
    Cancelled, CloneSupport, Estimate, LeftAlone, Unavailable, estimate,
};
use doppel_engine::actions::space::When;
use doppel_engine::actions::{
    CleanupPlan, Mark, PlannedFolderGroup, PlannedGroup, Reason, Reclaim, plan,
};
use doppel_engine::report::{FileRecord, FolderRecord};

use crate::actions_clone::{Fs, in_private_mounts_as, mount, write_synced};
use crate::support::cleanup::{Sandbox, count_files, record};
use crate::support::needs::Missing;
use crate::support::pseudo_random;

use Mark::{Keep, Trash};

const KIB: u64 = 1024;

fn estimated(plan: &CleanupPlan) -> Estimate {
    estimate(plan, &CancelToken::new(), &|_, _| {}).unwrap()
}

fn keep_first(files: &[&FileRecord]) -> CleanupPlan {
    let marks: Vec<Mark> = (0..files.len())
        .map(|i| if i == 0 { Keep } else { Trash })
        .collect();
    let files = files.iter().map(|f| (*f).clone()).collect();
    plan(&[PlannedGroup::exact(files, &marks)], &[], &[])
}

/// The bytes a file's blocks take, as `stat` counts them.
fn allocated(path: &Path) -> u64 {
    use std::os::unix::fs::MetadataExt;
    fs::metadata(path).unwrap().blocks() * 512
}

#[test]
fn a_plain_copy_frees_its_blocks_once_the_trash_is_emptied() {
    let sandbox = Sandbox::new();
    let bytes = pseudo_random(64 * KIB as usize, 1);
    let kept = sandbox.file("a/x.bin", &bytes);
    let copy = sandbox.file("b/x.bin", &bytes);
    let estimate = estimated(&keep_first(&[&kept, &copy]));
    for way in [
        &estimate.trash,
        &estimate.hard_link,
        &estimate.hard_link_allowing_owner_change,
    ] {
        assert_eq!(way.files, 1, "{way:?}");
        assert_eq!(way.when, When::TrashEmptied);
        assert_eq!(way.unavailable, None);
        assert!(way.left_alone.is_empty(), "{way:?}");
        // FIEMAP's extents, or stat's blocks where there are none to map.
        assert_eq!(way.bytes(), allocated(&copy.path), "{way:?}");
        assert_eq!(way.per_fs.len(), 1);
    }
    assert_eq!(estimate.file_systems.len(), 1);
    assert!(estimate.clone.when == When::Now);
}

/// Guard: a name whose inode is the kept file's is refused by the cleanup and frees nothing.
#[test]
fn a_hard_link_of_the_kept_file_frees_nothing() {
    let sandbox = Sandbox::new();
    let kept = sandbox.file("a/x.bin", pseudo_random(32 * KIB as usize, 2));
    let alias = sandbox.root.join("b/x.bin");
    fs::create_dir_all(alias.parent().unwrap()).unwrap();
    fs::hard_link(&kept.path, &alias).unwrap();
    let estimate = estimated(&keep_first(&[&kept, &record(&alias)]));
    for way in [&estimate.trash, &estimate.hard_link, &estimate.clone] {
        assert_eq!(way.bytes(), 0, "{way:?}");
        assert_eq!(way.files, 0);
        assert_eq!(
            way.left_alone,
            [(
                alias.clone(),
                LeftAlone::Refused(Reason::SameFileAsKept {
                    kept: kept.path.clone()
                })
            )]
        );
        assert_eq!(way.unavailable, Some(Unavailable::LeavesEverything));
    }
}

/// Guard: two names of one file, both going, are counted once; their blocks come back only
/// because no other name holds them.
#[test]
fn two_names_of_one_copy_are_counted_once() {
    let sandbox = Sandbox::new();
    let bytes = pseudo_random(48 * KIB as usize, 3);
    let kept = sandbox.file("a/x.bin", &bytes);
    let copy = sandbox.file("b/x.bin", &bytes);
    let second = sandbox.root.join("b/y.bin");
    fs::hard_link(&copy.path, &second).unwrap();
    let estimate = estimated(&keep_first(&[&kept, &copy, &record(&second)]));
    for way in [&estimate.trash, &estimate.hard_link] {
        assert_eq!(way.files, 2, "{way:?}");
        assert_eq!(way.bytes(), allocated(&copy.path), "{way:?}");
        assert_eq!(way.less.other_names, 0);
    }
}

/// Guard: a file keeping a name outside the group frees nothing when one name goes.
#[test]
fn a_file_with_another_name_outside_the_group_frees_nothing_when_trashed() {
    let sandbox = Sandbox::new();
    let bytes = pseudo_random(40 * KIB as usize, 4);
    let kept = sandbox.file("a/x.bin", &bytes);
    let copy = sandbox.file("b/x.bin", &bytes);
    fs::create_dir_all(sandbox.root.join("elsewhere")).unwrap();
    fs::hard_link(&copy.path, sandbox.root.join("elsewhere/x.bin")).unwrap();
    let estimate = estimated(&keep_first(&[&kept, &copy]));
    for way in [&estimate.trash, &estimate.hard_link] {
        assert_eq!(way.files, 1, "it is still acted on: {way:?}");
        assert_eq!(way.bytes(), 0, "{way:?}");
        assert_eq!(way.less.other_names, 1);
    }
}

/// Guards: the refusals the hard-link cleanup makes, said beforehand: owner or mode differ
/// (allowed on request), a similar file, a folder.
#[test]
fn hard_links_are_refused_as_the_cleanup_would_refuse_them() {
    let sandbox = Sandbox::new();
    let kept = sandbox.file("a/x.txt", b"same");
    let copy = sandbox.file("b/x.txt", b"same");
    fs::set_permissions(&copy.path, fs::Permissions::from_mode(0o600)).unwrap();
    fs::set_permissions(&kept.path, fs::Permissions::from_mode(0o644)).unwrap();
    let estimate = estimated(&keep_first(&[&kept, &copy]));
    match &estimate.hard_link.left_alone[..] {
        [
            (
                path,
                LeftAlone::AccessDiffers {
                    copy: has,
                    kept_has,
                    ..
                },
            ),
        ] => {
            assert_eq!(path, &copy.path);
            assert_eq!((has.mode, kept_has.mode), (0o600, 0o644));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        estimate.hard_link.unavailable,
        Some(Unavailable::LeavesEverything)
    );
    let allowed = estimate.of(Reclaim::HardLink {
        allow_owner_change: true,
    });
    assert_eq!(allowed.files, 1);
    assert_eq!(allowed.unavailable, None);
    assert_eq!(estimate.trash.files, 1, "the trash minds no owner");

    // A similar document: another content, never linked.
    let similar = sandbox.file("c/y.txt", b"similar text");
    let similar_copy = sandbox.file("d/y.txt", b"similar text!");
    let marked = plan(
        &[PlannedGroup::marked(
            vec![similar, similar_copy.clone()],
            &[Keep, Trash],
        )],
        &[],
        &[],
    );
    let estimate = estimated(&marked);
    assert_eq!(
        estimate.hard_link.left_alone,
        [(similar_copy.path.clone(), LeftAlone::NotExact)]
    );
    assert_eq!(
        estimate.clone.left_alone,
        [(similar_copy.path, LeftAlone::NotExact)]
    );
    assert_eq!(estimate.trash.files, 1);
}

/// A folder to trash whole, or to replace by hard links file by file, counts every file
/// inside it; clones leave it alone where its file system cannot share blocks. Guard: the
/// hard-link estimate of a folder (`LeftAlone::Folder` before folders were linked).
#[test]
fn a_folder_counts_its_files_when_trashed_or_linked() {
    let sandbox = Sandbox::new();
    let (kept, dup) = two_folders(&sandbox);
    let estimate = estimated(&folder_plan(&kept, &dup));
    assert_eq!(estimate.trash.folders, 1);
    let inside = allocated(&dup.join("a.bin")) + allocated(&dup.join("deep/b.bin"));
    assert_eq!(estimate.trash.bytes(), inside);
    for linked in [
        &estimate.hard_link,
        &estimate.hard_link_allowing_owner_change,
    ] {
        assert_eq!(linked.folders, 1);
        assert!(linked.left_alone.is_empty(), "{:?}", linked.left_alone);
        assert_eq!(linked.bytes(), inside);
        assert_eq!(linked.when, When::TrashEmptied);
    }
    // A clone cleanup takes a folder file by file, where its file system shares blocks:
    // the temporary folder's (ext4 or tmpfs) does not.
    assert!(matches!(
        estimate.clone.left_alone.as_slice(),
        [(path, LeftAlone::CannotShareBlocks { .. })] if *path == dup
    ));
}

/// Guard: each file of a folder a hard link would refuse (its mode differs from its copy
/// in the kept folder's) is named, and the folder is left alone, as the cleanup refuses it
/// whole; allowed owner changes take it. A file with another name outside the folder
/// frees nothing.
#[test]
fn a_folder_with_a_file_a_link_would_refuse_names_that_file() {
    let sandbox = Sandbox::new();
    let (kept, dup) = two_folders(&sandbox);
    let odd = dup.join("deep/b.bin");
    fs::set_permissions(kept.join("deep/b.bin"), fs::Permissions::from_mode(0o644)).unwrap();
    fs::set_permissions(&odd, fs::Permissions::from_mode(0o600)).unwrap();
    fs::hard_link(dup.join("a.bin"), sandbox.root.join("elsewhere.bin")).unwrap();
    let estimate = estimated(&folder_plan(&kept, &dup));
    assert_eq!(estimate.hard_link.folders, 0);
    assert!(
        matches!(
            estimate.hard_link.left_alone.as_slice(),
            [(path, LeftAlone::AccessDiffers { copy, kept_has, .. })]
                if *path == odd && copy.mode == 0o600 && kept_has.mode == 0o644
        ),
        "{:?}",
        estimate.hard_link.left_alone
    );
    // The folder is what is left alone; the file inside it is why.
    assert_eq!(estimate.hard_link.folders_left_alone, 1);
    assert_eq!(estimate.hard_link.files_left_alone, 0);
    assert_eq!(
        estimate.hard_link.unavailable,
        Some(Unavailable::LeavesEverything)
    );
    let allowed = &estimate.hard_link_allowing_owner_change;
    assert_eq!(allowed.folders, 1);
    assert_eq!(allowed.bytes(), allocated(&odd));
    assert_eq!(allowed.less.other_names, 1);
}

/// Sets the user attribute `name` of `path`; `false` where the file system cannot.
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

/// Guard: the estimate asks the cleanup's own rule (`link::may_link`): a copy, and a file
/// of a folder, whose extended attributes differ from their kept copy's are left alone,
/// named with the attributes; allowed owner changes take them.
#[test]
fn hard_links_are_refused_where_the_attributes_differ_as_the_cleanup_would() {
    let sandbox = Sandbox::new();
    let kept = sandbox.file("a/x.txt", b"same");
    let copy = sandbox.file("b/x.txt", b"same");
    if !set_attribute(&copy.path, "user.xdg.tags", b"taxes") {
        Missing::TempFileSystem("keeps no user extended attributes".to_string()).fail();
    }
    let estimate = estimated(&keep_first(&[&kept, &copy]));
    assert_eq!(
        estimate.hard_link.left_alone,
        [(
            copy.path.clone(),
            LeftAlone::AttributesDiffer {
                kept: kept.path.clone(),
                names: vec!["user.xdg.tags".into()],
            }
        )]
    );
    assert_eq!(estimate.hard_link_allowing_owner_change.files, 1);

    let (kept, dup) = two_folders(&sandbox);
    let odd = dup.join("deep/b.bin");
    assert!(set_attribute(
        &kept.join("deep/b.bin"),
        "user.comment",
        b"kept"
    ));
    let estimate = estimated(&folder_plan(&kept, &dup));
    assert_eq!(estimate.hard_link.folders_left_alone, 1);
    assert_eq!(
        estimate.hard_link.left_alone,
        [(
            odd,
            LeftAlone::AttributesDiffer {
                kept: kept.join("deep/b.bin"),
                names: vec!["user.comment".into()],
            }
        )]
    );
    assert_eq!(estimate.hard_link_allowing_owner_change.folders, 1);
}

/// Guard: a kept copy in a reference folder is never linked to, whatever is allowed; the
/// estimate says so for a file and for a folder whose kept folder is in a reference. The
/// trash and clones mind no reference that is kept.
#[test]
fn hard_links_to_a_kept_copy_in_a_reference_are_refused_beforehand() {
    let sandbox = Sandbox::new();
    let kept = sandbox.file("originals/x.txt", b"same");
    let copy = sandbox.file("b/x.txt", b"same");
    let reference = sandbox.root.join("originals");
    let group = PlannedGroup::exact(vec![kept.clone(), copy.clone()], &[Keep, Trash]);
    let estimate = estimated(&plan(&[group], &[], std::slice::from_ref(&reference)));
    for way in [
        &estimate.hard_link,
        &estimate.hard_link_allowing_owner_change,
    ] {
        assert_eq!(
            way.left_alone,
            [(
                copy.path.clone(),
                LeftAlone::KeptInReference {
                    kept: kept.path.clone(),
                    reference: reference.clone(),
                }
            )]
        );
    }
    assert_eq!(estimate.trash.files, 1);

    for side in ["originals/kept", "dup"] {
        sandbox.file(&format!("{side}/a.bin"), b"folder copy");
    }
    let (kept, dup) = (
        sandbox.root.join("originals/kept"),
        sandbox.root.join("dup"),
    );
    let folder = |path: &Path| {
        let (files, bytes) = count_files(path);
        FolderRecord {
            path: path.to_path_buf(),
            files,
            bytes,
        }
    };
    let group = PlannedFolderGroup::marked(vec![folder(&kept), folder(&dup)], &[Keep, Trash]);
    let estimate = estimated(&plan(&[], &[group], std::slice::from_ref(&reference)));
    assert_eq!(
        estimate.hard_link.left_alone,
        [(
            dup.join("a.bin"),
            LeftAlone::KeptInReference {
                kept: kept.join("a.bin"),
                reference,
            }
        )]
    );
    assert_eq!(estimate.trash.folders, 1);
}

/// `kept/` and `dup/` with the same two files, one in a subfolder.
fn two_folders(sandbox: &Sandbox) -> (std::path::PathBuf, std::path::PathBuf) {
    for side in ["kept", "dup"] {
        sandbox.file(
            &format!("{side}/a.bin"),
            pseudo_random(20 * KIB as usize, 5),
        );
        sandbox.file(
            &format!("{side}/deep/b.bin"),
            pseudo_random(30 * KIB as usize, 6),
        );
    }
    (sandbox.root.join("kept"), sandbox.root.join("dup"))
}

fn folder_plan(kept: &Path, dup: &Path) -> CleanupPlan {
    let folder = |path: &Path| {
        let (files, bytes) = count_files(path);
        FolderRecord {
            path: path.to_path_buf(),
            files,
            bytes,
        }
    };
    let group = PlannedFolderGroup::marked(vec![folder(kept), folder(dup)], &[Keep, Trash]);
    plan(&[], &[group], &[])
}

#[test]
fn an_estimate_stops_when_cancelled_and_reports_its_progress() {
    let sandbox = Sandbox::new();
    let kept = sandbox.file("a/x.bin", b"same");
    let copies: Vec<FileRecord> = (0..5)
        .map(|i| sandbox.file(&format!("b/{i}.bin"), b"same"))
        .collect();
    let mut files = vec![&kept];
    files.extend(copies.iter());
    let plan = keep_first(&files);
    let seen = std::sync::Mutex::new(Vec::new());
    estimate(&plan, &CancelToken::new(), &|done, total| {
        seen.lock().unwrap().push((done, total))
    })
    .unwrap();
    assert_eq!(
        seen.into_inner().unwrap(),
        (0..=5).map(|done| (done, 5)).collect::<Vec<_>>()
    );
    let cancel = CancelToken::new();
    let stopped = estimate(&plan, &cancel, &|done, _| {
        if done == 2 {
            cancel.cancel();
        }
    });
    assert_eq!(stopped.unwrap_err(), Cancelled);
}

// ---- On loop images.

/// A kept file and its copy in `root`, planned with the kept file first.
fn pair_in(root: &Path, seed: u64) -> (CleanupPlan, Vec<u8>) {
    let bytes = pseudo_random(2 * 1024 * KIB as usize, seed);
    drop(write_synced(&root.join("kept.bin"), &bytes));
    drop(write_synced(&root.join("copy.bin"), &bytes));
    let (kept, copy) = (
        record(&root.join("kept.bin")),
        record(&root.join("copy.bin")),
    );
    (keep_first(&[&kept, &copy]), bytes)
}

/// Guard: clones are offered only where the file system can share blocks, and the reason
/// (by the file system's name) where it cannot.
#[test]
#[ignore = "needs root: mounts an ext4 loop image and a tmpfs (tests/run runs it as root)"]
fn clones_are_unavailable_on_ext4_and_tmpfs_with_the_reason() {
    let test = "clones_are_unavailable_on_ext4_and_tmpfs_with_the_reason";
    in_private_mounts_as(
        &format!("actions_estimate::{test}"),
        &[Fs::Ext4, Fs::Tmpfs],
        |scratch| {
            for fs in [Fs::Ext4, Fs::Tmpfs] {
                let root = mount(scratch, fs, false);
                let (plan, _) = pair_in(&root, 7);
                let watch = Watch::new(&root);
                let estimate = estimated(&plan);
                // Known not to share blocks: no probe written where a watcher would see it.
                assert_eq!(watch.events(), 0, "{}: the estimate wrote there", fs.name());
                println!("{}: {:?}", fs.name(), estimate.clone);
                assert_eq!(
                    estimate.clone.unavailable,
                    Some(Unavailable::NoBlockSharing)
                );
                assert_eq!(estimate.clone.bytes(), 0);
                assert!(matches!(
                    &estimate.clone.left_alone[..],
                    [(_, LeftAlone::CannotShareBlocks { fs: 0 })]
                ));
                assert!(
                    matches!(
                        &estimate.file_systems[0].clones,
                        CloneSupport::Unsupported(CloneUnsupported::NotSupportedHere { fs: named })
                            if named == fs.name()
                    ),
                    "{:?}",
                    estimate.file_systems[0]
                );
                assert_eq!(estimate.file_systems[0].kind, fs.name());
                // The trash and links are as anywhere; tmpfs cannot say what is shared.
                assert_eq!(estimate.hard_link.files, 1);
                assert_eq!(estimate.trash.at_most(), fs == Fs::Tmpfs);
            }
        },
    );
}

/// Guard: on a file system with neither hard links nor shared blocks (FAT), both ways are
/// unavailable, each with the file system's name; the trash still is. Needs FAT in the
/// kernel, which some kernels lack (`kernel_fat` in its name: `tests/run` leaves it out,
/// and says so, where the kernel has no FAT).
#[test]
#[ignore = "needs root: mounts a FAT loop image, FAT in the kernel (tests/run runs it as root)"]
fn neither_links_nor_clones_are_offered_on_kernel_fat() {
    let test = "neither_links_nor_clones_are_offered_on_kernel_fat";
    in_private_mounts_as(
        &format!("actions_estimate::{test}"),
        &[Fs::Vfat],
        |scratch| {
            let root = mount(scratch, Fs::Vfat, false);
            let (plan, _) = pair_in(&root, 9);
            let estimate = estimated(&plan);
            println!("{:?}\n{:?}", estimate.hard_link, estimate.clone);
            assert_eq!(estimate.file_systems[0].kind, "vfat");
            assert!(!estimate.file_systems[0].hard_links);
            assert_eq!(
                estimate.hard_link.unavailable,
                Some(Unavailable::LeavesEverything)
            );
            assert!(matches!(
                &estimate.hard_link.left_alone[..],
                [(_, LeftAlone::NoHardLinks { fs: 0 })]
            ));
            assert_eq!(estimate.hard_link.files_left_alone, 1);
            assert_eq!(
                estimate.clone.unavailable,
                Some(Unavailable::NoBlockSharing)
            );
            assert_eq!(estimate.trash.files, 1);
            assert_eq!(estimate.trash.unavailable, None);
        },
    );
}

/// Guard: on btrfs and XFS clones are available, free their blocks at once, and a copy
/// whose blocks are shared already (with a third file) is not counted again.
#[test]
#[ignore = "needs root: mounts btrfs and XFS loop images (tests/run runs it as root)"]
fn clones_are_available_on_btrfs_and_xfs_and_shared_blocks_count_for_nothing() {
    let test = "clones_are_available_on_btrfs_and_xfs_and_shared_blocks_count_for_nothing";
    in_private_mounts_as(
        &format!("actions_estimate::{test}"),
        &[Fs::Btrfs, Fs::Xfs],
        |scratch| {
            for fs in [Fs::Btrfs, Fs::Xfs] {
                let root = mount(scratch, fs, false);
                let (plan, bytes) = pair_in(&root, 8);
                let estimate = estimated(&plan);
                println!("{}: {:?}", fs.name(), estimate.clone);
                assert!(matches!(
                    estimate.file_systems[0].clones,
                    CloneSupport::Supported
                ));
                assert_eq!(estimate.clone.unavailable, None);
                assert_eq!(estimate.clone.files, 1);
                assert_eq!(estimate.clone.when, When::Now);
                assert!(estimate.clone.bytes() >= bytes.len() as u64);
                assert_eq!(estimate.clone.bytes(), estimate.trash.bytes());

                // The copy shares its blocks with a third file: neither way frees them.
                let third = write_synced(&root.join("third.bin"), &bytes);
                let copy = fs::File::open(root.join("copy.bin")).unwrap();
                dedupe(&third, &copy).unwrap();
                let estimate = estimated(&plan);
                println!("{} after sharing: {:?}", fs.name(), estimate.clone);
                assert_eq!(estimate.clone.bytes(), 0);
                assert_eq!(estimate.trash.bytes(), 0);
                assert!(estimate.clone.less.already_shared >= bytes.len() as u64);
                assert_eq!(estimate.clone.files, 1, "still acted on");
            }
        },
    );
}

/// An inotify watch on a folder, for what is written in it.
struct Watch(std::os::fd::OwnedFd);

impl Watch {
    fn new(folder: &Path) -> Watch {
        use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
        use std::os::unix::ffi::OsStrExt;
        // SAFETY: no pointers.
        let fd = unsafe { libc::inotify_init1(libc::IN_NONBLOCK | libc::IN_CLOEXEC) };
        assert!(fd >= 0);
        // SAFETY: a fresh descriptor that nothing else owns.
        let fd = unsafe { OwnedFd::from_raw_fd(fd) };
        let path = std::ffi::CString::new(folder.as_os_str().as_bytes()).unwrap();
        let mask = libc::IN_CREATE | libc::IN_MODIFY | libc::IN_CLOSE_WRITE | libc::IN_DELETE;
        // SAFETY: a valid descriptor and C string.
        let added = unsafe { libc::inotify_add_watch(fd.as_raw_fd(), path.as_ptr(), mask) };
        assert!(added >= 0);
        Watch(fd)
    }

    /// Bytes of events waiting (0: none).
    fn events(&self) -> usize {
        use std::os::fd::AsRawFd;
        let mut buffer = [0u8; 4096];
        // SAFETY: a valid descriptor and a buffer of the length given.
        let read =
            unsafe { libc::read(self.0.as_raw_fd(), buffer.as_mut_ptr().cast(), buffer.len()) };
        read.max(0) as usize
    }
}
