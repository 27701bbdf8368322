//! Clones and honest space on real file systems: `FIDEDUPERANGE` on btrfs and XFS loop
//! images (the blocks become shared, the copy keeps its inode and metadata, a changed byte
//! is refused by the kernel), the undo that gives a copy blocks of its own again, what
//! `clone_support` says where blocks cannot be shared, and what `FIEMAP` and `statvfs`
//! measure.
//!
//! The engine's calls have to see the mounts, so each test runs in a private mount
//! namespace (`support::mounts`). Mounting needs root: each test is ignored unless asked for
//! (`tests/run` as root runs them), and fails with the reason where it cannot mount.

use std::ffi::{CString, OsStr};
use std::fs::{self, File};
use std::os::fd::AsFd;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::Path;
use std::time::{Duration, UNIX_EPOCH};

use doppel_engine::actions::clone::{
    CloneError, CloneUnsupported, UnshareError, clone_support, dedupe, unshare_clone,
};
use doppel_engine::actions::space::{
    CopyFacts, FsSpace, SharedExtents, When, expected_freed, shared_bytes,
};

pub(crate) use crate::support::mounts::{Fs, in_private_mounts_as, mount, write_synced};
use crate::support::{pseudo_random, set_modified};

const MIB: u64 = 1024 * 1024;

/// Runs `body` in a private mount namespace, where it may mount; see the module's doc.
/// `test` is the test's function name, `needs` the file systems it will mount.
fn in_private_mounts(test: &str, needs: &[Fs], body: impl FnOnce(&Path)) {
    in_private_mounts_as(&format!("actions_clone::{test}"), needs, body);
}

fn set_xattr(path: &Path, name: &str, value: &[u8]) {
    let (path, name) = (c_path(path), CString::new(name).unwrap());
    // SAFETY: valid C strings and a buffer of the length given.
    let set = unsafe {
        libc::setxattr(
            path.as_ptr(),
            name.as_ptr(),
            value.as_ptr().cast(),
            value.len(),
            0,
        )
    };
    assert_eq!(set, 0, "setxattr: {}", std::io::Error::last_os_error());
}

pub(crate) fn get_xattr(path: &Path, name: &str) -> Vec<u8> {
    let (path, name) = (c_path(path), CString::new(name).unwrap());
    let mut value = vec![0u8; 256];
    // SAFETY: valid C strings and a buffer of the length given.
    let got = unsafe {
        libc::getxattr(
            path.as_ptr(),
            name.as_ptr(),
            value.as_mut_ptr().cast(),
            value.len(),
        )
    };
    assert!(got >= 0, "getxattr: {}", std::io::Error::last_os_error());
    value.truncate(got as usize);
    value
}

fn c_path(path: &Path) -> CString {
    CString::new(path.as_os_str().as_bytes()).unwrap()
}

/// What a copy must keep through a clone: inode, owner, mode, modified time, an attribute.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Kept {
    pub(crate) inode: u64,
    pub(crate) uid: u32,
    pub(crate) gid: u32,
    pub(crate) mode: u32,
    pub(crate) mtime: (i64, i64),
    pub(crate) xattr: Vec<u8>,
}

pub(crate) fn kept_metadata(path: &Path) -> Kept {
    let metadata = fs::metadata(path).unwrap();
    Kept {
        inode: metadata.ino(),
        uid: metadata.uid(),
        gid: metadata.gid(),
        mode: metadata.mode(),
        mtime: (metadata.mtime(), metadata.mtime_nsec()),
        xattr: get_xattr(path, "user.doppel"),
    }
}

/// A copy with an owner, mode, time and attribute of its own, unlike the kept file's.
pub(crate) fn dress(copy: &Path) {
    std::os::unix::fs::chown(copy, Some(1234), Some(5678)).unwrap();
    fs::set_permissions(copy, fs::Permissions::from_mode(0o640)).unwrap();
    set_xattr(copy, "user.doppel", b"the copy's own");
    set_modified(copy, UNIX_EPOCH + Duration::from_secs(1_600_000_000));
}

pub(crate) fn shared(path: &Path) -> SharedExtents {
    shared_bytes(&File::open(path).unwrap())
        .unwrap()
        .expect("this file system maps extents")
}

/// A size past two of `dedupe`'s 16 MiB calls, and not a whole number of blocks.
pub(crate) const SIZE: usize = 40 * MIB as usize + 5;

/// Guards: the dedupe continues where each call stopped (it asks 16 MiB at a time; old
/// kernels' btrfs shared no more a call even when asked), so the whole copy ends up shared; the copy keeps its inode, owner, mode,
/// modified time and attributes; the space comes back, as expected beforehand.
fn dedupe_shares_the_blocks(root: &Path) {
    let bytes = pseudo_random(SIZE, 1);
    let (kept_path, copy_path) = (root.join("kept"), root.join("copy"));
    let kept = write_synced(&kept_path, &bytes);
    drop(write_synced(&copy_path, &bytes));
    dress(&copy_path);
    let copy = File::open(&copy_path).unwrap();
    let before = kept_metadata(&copy_path);

    let copy_extents = shared(&copy_path);
    assert_eq!(copy_extents.shared, 0, "nothing is shared yet");
    assert!(copy_extents.allocated >= SIZE as u64, "{copy_extents:?}");
    let expected = expected_freed(
        &CopyFacts {
            allocated: copy_extents.allocated,
            shared: Some(copy_extents.shared),
            links: 1,
            names_going: 1,
            same_file_as_kept: false,
        },
        doppel_engine::actions::Way::Clone,
    );
    assert_eq!(expected.when, When::Now);
    assert_eq!(expected.bytes, copy_extents.allocated);
    let space_before = FsSpace::measure_synced(kept.as_fd()).unwrap();

    let deduped = dedupe(&kept, &copy).unwrap();
    println!("{root:?}: {deduped:?}");
    assert_eq!(deduped.bytes, SIZE as u64);
    assert!(deduped.calls >= 3, "16 MiB a call: {deduped:?}");

    let (kept_after, copy_after) = (shared(&kept_path), shared(&copy_path));
    println!("kept {kept_after:?}\ncopy {copy_after:?}");
    assert!(kept_after.shared > 0);
    assert!(
        copy_after.shared >= SIZE as u64,
        "the whole copy is shared: {copy_after:?}"
    );
    assert_eq!(kept_metadata(&copy_path), before);
    assert_eq!(fs::read(&copy_path).unwrap(), bytes);
    assert_eq!(fs::read(&kept_path).unwrap(), bytes);

    let space_after = FsSpace::measure_synced(kept.as_fd()).unwrap();
    let freed = space_after.freed_since(&space_before).unwrap();
    println!("expected {} bytes freed, measured {freed}", expected.bytes);
    // The copy's own blocks came back; the file system's metadata for the shared extents
    // takes a little.
    assert!(
        freed >= i128::from(expected.bytes) * 9 / 10,
        "expected {expected:?}, measured {freed}"
    );
}

#[test]
#[ignore = "needs root: mounts a btrfs loop image (tests/run runs it as root)"]
fn dedupe_shares_the_blocks_on_btrfs() {
    in_private_mounts(
        "dedupe_shares_the_blocks_on_btrfs",
        &[Fs::Btrfs],
        |scratch| {
            dedupe_shares_the_blocks(&mount(scratch, Fs::Btrfs, false));
        },
    );
}

#[test]
#[ignore = "needs root: mounts an XFS loop image (tests/run runs it as root)"]
fn dedupe_shares_the_blocks_on_xfs() {
    in_private_mounts("dedupe_shares_the_blocks_on_xfs", &[Fs::Xfs], |scratch| {
        dedupe_shares_the_blocks(&mount(scratch, Fs::Xfs, false));
    });
}

/// Guard: the kernel's own comparison. A copy edited by one byte (after any check Doppel
/// made) is refused with `Differs`, naming that byte (safe but wrong once: it named the
/// start of the range compared), and neither file's bytes, time or blocks change; where
/// the difference is past the first call's range, the equal part before it may be shared,
/// which no program can tell.
fn a_changed_byte_is_refused(root: &Path) {
    let bytes = pseudo_random(SIZE, 2);
    for (name, at) in [("early", 100usize), ("late", 20 * MIB as usize)] {
        let mut changed = bytes.clone();
        changed[at] ^= 0xff;
        let (kept_path, copy_path) = (root.join(format!("{name}-kept")), root.join(name));
        let kept = write_synced(&kept_path, &bytes);
        let copy = write_synced(&copy_path, &changed);
        let before = fs::metadata(&copy_path).unwrap();

        let refused = dedupe(&kept, &copy);
        println!("{root:?} {name}: {refused:?}");
        let Err(CloneError::Differs { at: first }) = refused else {
            panic!("refused as different, not {refused:?}");
        };
        // The very byte that differs, not the start of the range the kernel compared.
        assert_eq!(first, at as u64);
        assert_eq!(fs::read(&copy_path).unwrap(), changed);
        assert_eq!(fs::read(&kept_path).unwrap(), bytes);
        let after = fs::metadata(&copy_path).unwrap();
        assert_eq!(
            (after.ino(), after.mtime(), after.mtime_nsec()),
            (before.ino(), before.mtime(), before.mtime_nsec())
        );
        if name == "early" {
            assert_eq!(shared(&copy_path).shared, 0, "nothing was shared");
        }
    }
}

#[test]
#[ignore = "needs root: mounts btrfs and XFS loop images (tests/run runs it as root)"]
fn a_changed_byte_is_refused_by_the_kernel() {
    in_private_mounts(
        "a_changed_byte_is_refused_by_the_kernel",
        &[Fs::Btrfs, Fs::Xfs],
        |scratch| {
            a_changed_byte_is_refused(&mount(scratch, Fs::Btrfs, false));
            a_changed_byte_is_refused(&mount(scratch, Fs::Xfs, false));
        },
    );
}

/// Guard: `clone_support` tries, and says why not by the file system's name: ext4, tmpfs
/// and XFS without reflink cannot share blocks, a read-only btrfs cannot be written; btrfs
/// and XFS with reflink can. Its probe files leave nothing behind.
#[test]
#[ignore = "needs root: mounts btrfs, XFS, ext4 images and a tmpfs (tests/run runs it as root)"]
fn file_systems_that_cannot_share_blocks_say_why() {
    let all = [Fs::Btrfs, Fs::Xfs, Fs::XfsNoReflink, Fs::Ext4, Fs::Tmpfs];
    in_private_mounts(
        "file_systems_that_cannot_share_blocks_say_why",
        &all,
        |scratch| {
            for fs in all {
                let root = mount(scratch, fs, false);
                let listed = || {
                    let mut names: Vec<_> = fs::read_dir(&root)
                        .unwrap()
                        .map(|entry| entry.unwrap().file_name())
                        .filter(|name| name != OsStr::new("lost+found"))
                        .collect();
                    names.sort();
                    names
                };
                let support = clone_support(File::open(&root).unwrap().as_fd());
                println!("{}: {support:?}", fs.name());
                match fs {
                    Fs::Btrfs | Fs::Xfs => assert!(support.is_ok(), "{support:?}"),
                    Fs::XfsNoReflink => assert!(
                        matches!(&support, Err(CloneUnsupported::NotSupportedHere { fs }) if fs == "xfs"),
                        "{support:?}"
                    ),
                    Fs::Ext4 | Fs::Tmpfs | Fs::Vfat | Fs::FuseFat => assert!(
                        matches!(&support, Err(CloneUnsupported::NotSupportedHere { fs: named }) if named == fs.name()),
                        "{support:?}"
                    ),
                }
                assert_eq!(listed(), Vec::<std::ffi::OsString>::new(), "nothing left");
                if fs == Fs::Ext4 {
                    // And a dedupe there says the same, typed.
                    let bytes = pseudo_random(MIB as usize, 3);
                    let kept = write_synced(&root.join("kept"), &bytes);
                    let copy = write_synced(&root.join("copy"), &bytes);
                    let refused = dedupe(&kept, &copy);
                    assert!(
                        matches!(refused, Err(CloneError::NotSupported { .. })),
                        "{refused:?}"
                    );
                }
            }
            let read_only = mount(scratch, Fs::Btrfs, true);
            let support = clone_support(File::open(&read_only).unwrap().as_fd());
            println!("btrfs, read-only: {support:?}");
            assert!(
                matches!(support, Err(CloneUnsupported::ReadOnly)),
                "{support:?}"
            );
        },
    );
}

/// Guards: the undo writes the bytes itself (a `copy_file_range` would share the blocks
/// again on btrfs and XFS), keeps the copy's metadata, leaves no temporary file, and
/// refuses a file another program is writing or one with another name.
fn unshare_gives_blocks_of_its_own(root: &Path) {
    let bytes = pseudo_random(3 * MIB as usize + 7, 4);
    let (kept_path, copy_path) = (root.join("kept"), root.join("copy"));
    let kept = write_synced(&kept_path, &bytes);
    drop(write_synced(&copy_path, &bytes));
    dress(&copy_path);
    dedupe(&kept, &File::open(&copy_path).unwrap()).unwrap();
    assert!(shared(&copy_path).shared > 0);
    let before = kept_metadata(&copy_path);

    let folder = File::open(root).unwrap();
    let unshared = unshare_clone(folder.as_fd(), OsStr::new("copy")).unwrap();
    println!("{root:?}: {unshared:?}");
    assert_eq!(unshared.old_inode, before.inode);

    let copy_after = shared(&copy_path);
    assert_eq!(copy_after.shared, 0, "blocks of its own: {copy_after:?}");
    assert!(copy_after.allocated >= bytes.len() as u64);
    // The old inode's blocks are let go when the file system commits (btrfs) or when its
    // background worker frees a removed inode (XFS): waited for, ten seconds at most.
    let mut waits = 0;
    while shared(&kept_path).shared != 0 && waits < 100 {
        FsSpace::measure_synced(folder.as_fd()).unwrap();
        std::thread::sleep(Duration::from_millis(100));
        waits += 1;
    }
    println!("the kept file's blocks were its own again after {waits} waits");
    assert_eq!(
        shared(&kept_path).shared,
        0,
        "the kept file's are its own again"
    );
    assert_eq!(fs::read(&copy_path).unwrap(), bytes);
    let after = kept_metadata(&copy_path);
    assert_eq!(after.inode, unshared.new_inode);
    assert_eq!(
        Kept {
            inode: before.inode,
            ..after
        },
        before,
        "owner, mode, time and attribute kept"
    );
    let mut names: Vec<_> = fs::read_dir(root)
        .unwrap()
        .map(|entry| entry.unwrap().file_name())
        .collect();
    names.sort();
    assert_eq!(names, ["copy", "kept"], "no temporary file left");

    // A file another program has open for writing: a copy taken now could miss its writes.
    dedupe(&kept, &File::open(&copy_path).unwrap()).unwrap();
    let writer = fs::OpenOptions::new()
        .append(true)
        .open(&copy_path)
        .unwrap();
    let refused = unshare_clone(folder.as_fd(), OsStr::new("copy"));
    assert!(
        matches!(refused, Err(UnshareError::OpenForWriting)),
        "{refused:?}"
    );
    drop(writer);
    assert_eq!(fs::metadata(&copy_path).unwrap().ino(), after.inode);

    // A file with a second name: replacing one name would part them.
    fs::hard_link(&copy_path, root.join("copy-link")).unwrap();
    let refused = unshare_clone(folder.as_fd(), OsStr::new("copy"));
    assert!(
        matches!(refused, Err(UnshareError::HasOtherNames { links: 2 })),
        "{refused:?}"
    );
    assert_eq!(fs::metadata(&copy_path).unwrap().ino(), after.inode);
    assert!(shared(&copy_path).shared > 0, "left as it was");
}

#[test]
#[ignore = "needs root: mounts btrfs and XFS loop images (tests/run runs it as root)"]
fn unshare_clone_gives_the_copy_blocks_of_its_own() {
    in_private_mounts(
        "unshare_clone_gives_the_copy_blocks_of_its_own",
        &[Fs::Btrfs, Fs::Xfs],
        |scratch| {
            unshare_gives_blocks_of_its_own(&mount(scratch, Fs::Btrfs, false));
            unshare_gives_blocks_of_its_own(&mount(scratch, Fs::Xfs, false));
        },
    );
}

/// Guard: only extents flagged shared count as shared. A plain file reports none, with all
/// its bytes allocated; tmpfs, which cannot map extents, says so rather than guess.
#[test]
#[ignore = "needs root: mounts btrfs, XFS, ext4 images and a tmpfs (tests/run runs it as root)"]
fn fiemap_on_a_plain_file_reports_nothing_shared() {
    let all = [Fs::Btrfs, Fs::Xfs, Fs::Ext4, Fs::Tmpfs];
    in_private_mounts(
        "fiemap_on_a_plain_file_reports_nothing_shared",
        &all,
        |scratch| {
            for fs in all {
                let root = mount(scratch, fs, false);
                let file = write_synced(&root.join("plain"), &pseudo_random(MIB as usize, 5));
                let extents = shared_bytes(&file).unwrap();
                println!("{}: {extents:?}", fs.name());
                if fs == Fs::Tmpfs {
                    assert_eq!(extents, None, "tmpfs cannot tell");
                    continue;
                }
                let extents = extents.unwrap();
                assert_eq!(extents.shared, 0);
                assert!(extents.allocated >= MIB, "{extents:?}");
                assert_eq!(extents.own(), extents.allocated);
            }
        },
    );
}

/// Guard: the lease checked last. A program that looked the name up before the exchange and
/// opens the file for writing is held back by the kernel until the lease is given up; had
/// the original's name been removed meanwhile, its write would land in a file with no name.
/// The writer here opens as soon as `/proc/locks` shows the lease, while the copy is still
/// being written; the undo must put everything back, and the write must show at the name.
fn a_waiting_writer_keeps_the_file(root: &Path) {
    let bytes = pseudo_random(48 * MIB as usize, 6);
    let copy_path = root.join("busy");
    drop(write_synced(&copy_path, &bytes));
    let inode = fs::metadata(&copy_path).unwrap().ino();
    let writer = {
        let copy_path = copy_path.clone();
        std::thread::spawn(move || {
            let lease = format!(":{inode} ");
            let started = std::time::Instant::now();
            while !fs::read_to_string("/proc/locks")
                .unwrap()
                .lines()
                .any(|line| line.contains("LEASE") && line.contains(&lease))
            {
                assert!(started.elapsed() < Duration::from_secs(10), "no lease seen");
                std::thread::sleep(Duration::from_millis(1));
            }
            // Held here by the kernel until the lease is given up.
            let mut file = fs::OpenOptions::new()
                .append(true)
                .open(&copy_path)
                .unwrap();
            std::io::Write::write_all(&mut file, b"EDIT").unwrap();
            file.sync_all().unwrap();
        })
    };
    let folder = File::open(root).unwrap();
    let outcome = unshare_clone(folder.as_fd(), OsStr::new("busy"));
    writer.join().unwrap();
    println!("{root:?}: {outcome:?}");
    assert!(
        matches!(outcome, Err(UnshareError::ChangedMeanwhile)),
        "{outcome:?}"
    );
    let now = fs::read(&copy_path).unwrap();
    assert_eq!(&now[bytes.len()..], b"EDIT", "the write shows at the name");
    assert_eq!(fs::metadata(&copy_path).unwrap().ino(), inode);
    let names: Vec<_> = fs::read_dir(root)
        .unwrap()
        .map(|entry| entry.unwrap().file_name())
        .collect();
    assert_eq!(names, ["busy"], "no temporary file left");
}

#[test]
#[ignore = "needs root: mounts btrfs and XFS loop images (tests/run runs it as root)"]
fn unshare_clone_leaves_a_file_someone_is_opening_for_writing() {
    in_private_mounts(
        "unshare_clone_leaves_a_file_someone_is_opening_for_writing",
        &[Fs::Btrfs, Fs::Xfs],
        |scratch| {
            a_waiting_writer_keeps_the_file(&mount(scratch, Fs::Btrfs, false));
            a_waiting_writer_keeps_the_file(&mount(scratch, Fs::Xfs, false));
        },
    );
}

/// Runs `body` on a thread of its own with the credentials of user and group `id` and no
/// capabilities: raw `setres[ug]id` calls change only the calling thread's credentials
/// (glibc's wrappers would change every thread's), and dropping root's uid drops its
/// capabilities.
fn as_user<T: Send + 'static>(id: u32, body: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::spawn(move || {
        // SAFETY: plain integer arguments (and a null list of no groups); they change only
        // this thread's credentials.
        let changed = unsafe {
            libc::syscall(libc::SYS_setgroups, 0, std::ptr::null::<libc::gid_t>()) == 0
                && libc::syscall(libc::SYS_setresgid, id, id, id) == 0
                && libc::syscall(libc::SYS_setresuid, id, id, id) == 0
        };
        assert!(changed, "{}", std::io::Error::last_os_error());
        body()
    })
    .join()
    .unwrap()
}

/// Guard: `dedupe` asks only for what the kernel needs, the copy open read-only (see its
/// doc). An unprivileged user may so share the blocks of a copy of their own that even they
/// may not write (mode 0444); a copy that is neither theirs nor writable by them is refused,
/// typed, and left alone.
fn an_owner_needs_no_write_access(root: &Path) {
    let bytes = pseudo_random(2 * MIB as usize, 7);
    let kept_path = root.join("kept");
    drop(write_synced(&kept_path, &bytes));
    let mine = root.join("mine");
    drop(write_synced(&mine, &bytes));
    std::os::unix::fs::chown(&mine, Some(1234), Some(1234)).unwrap();
    fs::set_permissions(&mine, fs::Permissions::from_mode(0o444)).unwrap();
    let theirs = root.join("theirs");
    drop(write_synced(&theirs, &bytes));
    fs::set_permissions(&theirs, fs::Permissions::from_mode(0o644)).unwrap();

    let (kept_path, mine_path, theirs_path) = (kept_path.clone(), mine.clone(), theirs.clone());
    let (own, other) = as_user(1234, move || {
        let kept = File::open(&kept_path).unwrap();
        let own = dedupe(&kept, &File::open(&mine_path).unwrap());
        let other = dedupe(&kept, &File::open(&theirs_path).unwrap());
        (own, other)
    });
    println!("{root:?}: own {own:?}, other {other:?}");
    assert!(own.is_ok(), "{own:?}");
    assert!(shared(&mine).shared > 0);
    assert!(matches!(other, Err(CloneError::NotPermitted)), "{other:?}");
    assert_eq!(shared(&theirs).shared, 0, "left alone");
    assert_eq!(fs::read(&theirs).unwrap(), bytes);
}

#[test]
#[ignore = "needs root: mounts btrfs and XFS loop images (tests/run runs it as root)"]
fn an_owner_may_dedupe_a_copy_opened_read_only() {
    in_private_mounts(
        "an_owner_may_dedupe_a_copy_opened_read_only",
        &[Fs::Btrfs, Fs::Xfs],
        |scratch| {
            an_owner_needs_no_write_access(&mount(scratch, Fs::Btrfs, false));
            an_owner_needs_no_write_access(&mount(scratch, Fs::Xfs, false));
        },
    );
}
