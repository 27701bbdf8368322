//! Running a test in a private mount namespace, where it may mount loop images of other
//! file systems (btrfs, XFS, ext4, FAT) and tmpfs: the test re-runs its own test binary
//! (`--exact` on itself, `--include-ignored`) under `unshare --mount --propagation private`,
//! with [`INNER`] naming the test; that inner run makes the images, mounts them and does the
//! real work, and the outer run checks that it passed and really ran. The mounts, and their
//! loop devices, go with the namespace.
//!
//! Mounting needs root, `unshare`, and the `mkfs` of each file system (btrfs-progs,
//! xfsprogs, dosfstools, fusefat, e2fsprogs): every test that mounts is
//! `#[ignore = "needs root: …"]`, and run as root by `tests/run`. Run, it fails with the
//! reason ([`needs::Missing`]) when any of them is missing or the machine refuses a mount.

use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::process::Command;

use super::needs::{self, Missing, Tool};

/// Set, to the test's name, in the inner run that mounts and does the work.
const INNER: &str = "DOPPEL_IT_MOUNTED";
/// The inner run's scratch folder (outside any of its mounts).
const SCRATCH: &str = "DOPPEL_IT_SCRATCH";
/// Exit status of an inner run whose loop mount the sandbox refused.
const MOUNT_REFUSED: i32 = 77;

const MIB: u64 = 1024 * 1024;

/// The file systems a test mounts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fs {
    Btrfs,
    Xfs,
    /// XFS made without reflink.
    XfsNoReflink,
    Ext4,
    Tmpfs,
    /// FAT32 in the kernel: no hard links, no shared blocks.
    Vfat,
    /// FAT through FUSE (`fusefat`), where the kernel lacks FAT: no hard links either, and
    /// its type says only "fuse".
    FuseFat,
}

impl Fs {
    pub fn name(self) -> &'static str {
        match self {
            Fs::Btrfs => "btrfs",
            Fs::Xfs => "xfs",
            Fs::XfsNoReflink => "xfs-noreflink",
            Fs::Ext4 => "ext4",
            Fs::Tmpfs => "tmpfs",
            Fs::Vfat => "vfat",
            Fs::FuseFat => "fusefat",
        }
    }

    /// The `mkfs` command and its arguments before the image, if it has an image.
    fn mkfs(self) -> Option<(Tool, &'static [&'static str])> {
        match self {
            Fs::Btrfs => Some((needs::MKFS_BTRFS, &["-q"])),
            Fs::Xfs => Some((needs::MKFS_XFS, &["-q", "-m", "reflink=1"])),
            Fs::XfsNoReflink => Some((needs::MKFS_XFS, &["-q", "-m", "reflink=0"])),
            Fs::Ext4 => Some((needs::MKFS_EXT4, &["-q", "-F"])),
            Fs::Tmpfs => None,
            Fs::Vfat | Fs::FuseFat => Some((needs::MKFS_VFAT, &[])),
        }
    }

    /// Its type, as the kernel names it.
    fn kernel_type(self) -> &'static str {
        match self {
            Fs::Btrfs => "btrfs",
            Fs::Xfs | Fs::XfsNoReflink => "xfs",
            Fs::Ext4 => "ext4",
            Fs::Tmpfs => "tmpfs",
            Fs::Vfat => "vfat",
            Fs::FuseFat => "fuse",
        }
    }

    /// The programs that make and mount it.
    fn tools(self) -> Vec<Tool> {
        let mut tools: Vec<Tool> = self.mkfs().map(|(mkfs, _)| mkfs).into_iter().collect();
        if self == Fs::FuseFat {
            tools.push(needs::FUSEFAT);
        }
        tools
    }
}

/// What mounting `file_systems` in a private mount namespace needs: root, the namespace, the
/// programs that make each, and a kernel that mounts each.
pub fn can_mount(file_systems: &[Fs]) -> Result<(), Missing> {
    needs::private_mounts()?;
    let tools: Vec<Tool> = file_systems.iter().flat_map(|fs| fs.tools()).collect();
    needs::tools(&tools)?;
    for fs in file_systems {
        needs::kernel_file_system(fs.kernel_type())?;
    }
    Ok(())
}

/// [`in_private_mounts`] for a test of any module: `name` is its path in the test crate
/// (`module::test`), which the inner run is given to run only it.
pub fn in_private_mounts_as(name: &str, file_systems: &[Fs], body: impl FnOnce(&Path)) {
    let name = name.to_string();
    if std::env::var(INNER).as_deref() == Ok(name.as_str()) {
        let scratch = PathBuf::from(std::env::var_os(SCRATCH).expect("the outer run names it"));
        body(&scratch);
        println!("INNER-DONE {name}");
        return;
    }
    needs::require(can_mount(file_systems));
    let scratch = tempfile::TempDir::new().unwrap();
    let output = Command::new("unshare")
        .args(["--mount", "--propagation", "private"])
        .arg(std::env::current_exe().unwrap())
        .args(["--exact", &name, "--include-ignored", "--nocapture"])
        .arg("--test-threads=1")
        .env(INNER, &name)
        .env(SCRATCH, scratch.path())
        .output()
        .expect("unshare runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    if output.status.code() == Some(MOUNT_REFUSED) {
        Missing::MountRefused(stdout.trim().to_string()).fail();
    }
    eprintln!("{stdout}{stderr}");
    assert!(
        output.status.success(),
        "the inner run failed ({})",
        output.status
    );
    // Not a filter that matched no test and passed.
    assert!(
        stdout.contains(&format!("INNER-DONE {name}")),
        "the inner run did not run the test"
    );
}

/// Makes a fresh `fs` in a 300 MiB sparse image under `scratch` and mounts it (read-only
/// if `read_only`); its mount point. In the inner run only.
pub fn mount(scratch: &Path, fs: Fs, read_only: bool) -> PathBuf {
    let suffix = if read_only { "-ro" } else { "" };
    let point = scratch.join(format!("{}{suffix}", fs.name()));
    fs::create_dir_all(&point).unwrap();
    let mut mount = Command::new(if fs == Fs::FuseFat {
        "fusefat"
    } else {
        "mount"
    });
    match fs.mkfs() {
        Some((mkfs, args)) => {
            let image = scratch.join(format!("{}{suffix}.img", fs.name()));
            File::create(&image).unwrap().set_len(300 * MIB).unwrap();
            let made = Command::new(mkfs.program)
                .args(args)
                .arg(&image)
                .output()
                .unwrap();
            assert!(
                made.status.success(),
                "{}: {}",
                mkfs.program,
                String::from_utf8_lossy(&made.stderr)
            );
            let options = match (fs, read_only) {
                (Fs::FuseFat, false) => "rw+",
                (Fs::FuseFat, true) => "ro",
                (_, false) => "loop",
                (_, true) => "loop,ro",
            };
            mount.args(["-o", options]).arg(&image);
        }
        None => {
            mount.args(["-t", "tmpfs", "doppel-test"]);
        }
    }
    let mounted = mount.arg(&point).output().unwrap();
    if !mounted.status.success() {
        println!(
            "mount {}: {}",
            fs.name(),
            String::from_utf8_lossy(&mounted.stderr).trim()
        );
        std::process::exit(MOUNT_REFUSED);
    }
    point
}

/// Mounts the folder `from` onto `onto` too (`mount --bind`). In the inner run only: where
/// the machine refuses, the outer run fails with what it said.
pub fn bind(from: &Path, onto: &Path) {
    let done = Command::new("mount")
        .arg("--bind")
        .arg(from)
        .arg(onto)
        .output()
        .unwrap();
    if !done.status.success() {
        println!(
            "mount --bind: {}",
            String::from_utf8_lossy(&done.stderr).trim()
        );
        std::process::exit(MOUNT_REFUSED);
    }
}

/// Writes `bytes` to `path` and syncs it, so its extents are on disk.
pub fn write_synced(path: &Path, bytes: &[u8]) -> File {
    fs::write(path, bytes).unwrap();
    let file = File::open(path).unwrap();
    file.sync_all().unwrap();
    file
}
