//! Running a test in a private mount namespace, where it may mount loop images of other
//! file systems (btrfs, XFS, ext4) and tmpfs: the test re-runs its own test binary
//! (`--exact` on itself) under `unshare --mount --propagation private`, with [`INNER`]
//! naming the test; that inner run makes the images, mounts them and does the real work,
//! and the outer run checks that it passed and really ran. The mounts, and their loop
//! devices, go with the namespace.
//!
//! Mounting needs root (as in CI), `unshare`, and `mkfs.btrfs` / `mkfs.xfs` (btrfs-progs,
//! xfsprogs). Without them, or where the sandbox refuses a loop mount, the test prints a
//! `SKIPPED:` line and passes.

use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::process::Command;

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
    fn mkfs(self) -> Option<(&'static str, &'static [&'static str])> {
        match self {
            Fs::Btrfs => Some(("mkfs.btrfs", &["-q"])),
            Fs::Xfs => Some(("mkfs.xfs", &["-q", "-m", "reflink=1"])),
            Fs::XfsNoReflink => Some(("mkfs.xfs", &["-q", "-m", "reflink=0"])),
            Fs::Ext4 => Some(("mkfs.ext4", &["-q", "-F"])),
            Fs::Tmpfs => None,
            Fs::Vfat | Fs::FuseFat => Some(("mkfs.vfat", &[])),
        }
    }
}

/// [`in_private_mounts`] for a test of any module: `name` is its path in the test crate
/// (`module::test`), which the inner run is given to run only it.
pub fn in_private_mounts_as(name: &str, needs: &[Fs], body: impl FnOnce(&Path)) {
    let name = name.to_string();
    if std::env::var(INNER).as_deref() == Ok(name.as_str()) {
        let scratch = PathBuf::from(std::env::var_os(SCRATCH).expect("the outer run names it"));
        body(&scratch);
        println!("INNER-DONE {name}");
        return;
    }
    if let Some(why) = cannot_mount(needs) {
        eprintln!("SKIPPED: {name}: {why}");
        return;
    }
    let scratch = tempfile::TempDir::new().unwrap();
    let output = Command::new("unshare")
        .args(["--mount", "--propagation", "private"])
        .arg(std::env::current_exe().unwrap())
        .args(["--exact", &name, "--nocapture", "--test-threads=1"])
        .env(INNER, &name)
        .env(SCRATCH, scratch.path())
        .output()
        .expect("unshare runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    if output.status.code() == Some(MOUNT_REFUSED) {
        eprintln!("SKIPPED: {name}: this sandbox refused a loop mount: {stdout}");
        return;
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

/// Why this machine cannot run the test, if it cannot.
fn cannot_mount(needs: &[Fs]) -> Option<String> {
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } != 0 {
        return Some("needs root to mount loop images".to_string());
    }
    match Command::new("unshare")
        .args(["--mount", "--propagation", "private", "true"])
        .output()
    {
        Ok(output) if output.status.success() => {}
        Ok(output) => {
            return Some(format!(
                "unshare -m failed: {}",
                String::from_utf8_lossy(&output.stderr).trim()
            ));
        }
        Err(error) => return Some(format!("unshare could not be run: {error}")),
    }
    for fs in needs {
        if let Some((mkfs, _)) = fs.mkfs()
            && Command::new(mkfs).arg("-V").output().is_err()
        {
            return Some(format!(
                "no {mkfs} (apt-get install btrfs-progs xfsprogs dosfstools)"
            ));
        }
        if *fs == Fs::FuseFat && Command::new("fusefat").arg("-h").output().is_err() {
            return Some("no fusefat (apt-get install fusefat)".to_string());
        }
    }
    None
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
            let made = Command::new(mkfs).args(args).arg(&image).output().unwrap();
            assert!(
                made.status.success(),
                "{mkfs}: {}",
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

/// Writes `bytes` to `path` and syncs it, so its extents are on disk.
pub fn write_synced(path: &Path, bytes: &[u8]) -> File {
    fs::write(path, bytes).unwrap();
    let file = File::open(path).unwrap();
    file.sync_all().unwrap();
    file
}
