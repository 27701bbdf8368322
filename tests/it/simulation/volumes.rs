//! The volumes a world on volumes lives on, in a private mount namespace: `work/a` (with
//! `work/a/sub`) on a btrfs loop volume, where clones can share blocks; `work/b` on a
//! tmpfs, another device from both `work/a` and the home trash's; and, for the user's
//! volume swaps, another folder of that same tmpfs (the same device, at the same mount
//! point) and a second tmpfs (another device there).
//!
//! The test process re-runs itself under `unshare --mount --propagation private` (as
//! root: the test is ignored unless asked for, as `tests/run` run as root does, and fails
//! with the reason where [`can_run`] finds something missing); inside, [`Volumes::make`] mounts the three volumes once, and each world binds
//! folders of its own from them onto its `work/a` and `work/b` ([`Mounted`]), unbound
//! when the world ends. Nothing leaks to the host: the mounts end with the namespace.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU32, Ordering};

use crate::support::needs::{self, Missing};

/// Set in the environment of the test process re-run inside the namespace.
pub const INSIDE: &str = "DOPPEL_SIM_IN_NAMESPACE";

/// What living through worlds on volumes needs: root, a private mount namespace, and
/// `mkfs.btrfs`.
pub fn can_run() -> Result<(), Missing> {
    needs::private_mounts()?;
    needs::tools(&[needs::MKFS_BTRFS])
}

/// Runs `program` with `args`; `Err` with what it said when it fails.
fn run(program: &str, args: &[&str]) -> Result<(), String> {
    let output = Command::new(program)
        .args(args)
        .output()
        .map_err(|error| format!("{program}: {error}"))?;
    if output.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{program} {args:?}: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        ))
    }
}

fn text(path: &Path) -> &str {
    path.to_str().expect("the test's paths are UTF-8")
}

/// The three volumes, mounted once in the namespace.
pub struct Volumes {
    btrfs: PathBuf,
    tmpfs: PathBuf,
    other_tmpfs: PathBuf,
    worlds: AtomicU32,
}

static VOLUMES: OnceLock<Volumes> = OnceLock::new();

impl Volumes {
    /// Mounts the volumes under a folder of its own (inside the namespace only).
    pub fn make() -> Result<&'static Volumes, String> {
        if let Some(volumes) = VOLUMES.get() {
            return Ok(volumes);
        }
        let base = std::env::temp_dir().join(format!("doppel-sim-volumes-{}", std::process::id()));
        std::fs::create_dir_all(&base).map_err(|e| e.to_string())?;
        // A tmpfs over the base first: the loop image and the mount points vanish with it.
        run(
            "mount",
            &["-t", "tmpfs", "-o", "size=512m", "tmpfs", text(&base)],
        )?;
        let image = base.join("btrfs.img");
        let volumes = Volumes {
            btrfs: base.join("btrfs"),
            tmpfs: base.join("tmpfs"),
            other_tmpfs: base.join("other"),
            worlds: AtomicU32::new(0),
        };
        for folder in [&volumes.btrfs, &volumes.tmpfs, &volumes.other_tmpfs] {
            std::fs::create_dir(folder).map_err(|e| e.to_string())?;
        }
        run("truncate", &["-s", "200M", text(&image)])?;
        run("mkfs.btrfs", &["-q", text(&image)])?;
        run("mount", &["-o", "loop", text(&image), text(&volumes.btrfs)])?;
        for tmpfs in [&volumes.tmpfs, &volumes.other_tmpfs] {
            run(
                "mount",
                &["-t", "tmpfs", "-o", "size=64m", "tmpfs", text(tmpfs)],
            )?;
        }
        Ok(VOLUMES.get_or_init(|| volumes))
    }

    /// The volumes, once made.
    pub fn made() -> &'static Volumes {
        VOLUMES.get().expect("Volumes::make ran first")
    }
}

/// Which volume stands at a world's `work/b`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AtWorkB {
    /// Its own.
    Own,
    /// Another folder of the same tmpfs: the same device, other files.
    SameDevice,
    /// Another tmpfs.
    OtherDevice,
}

/// One world's binds: its `work/a` and `work/b`, unbound when dropped, and the folders of
/// the volumes bound there, removed then (the volumes are small).
pub struct Mounted {
    work_a: PathBuf,
    work_b: PathBuf,
    own_a: PathBuf,
    own_b: PathBuf,
    same_device_b: PathBuf,
    other_device_b: PathBuf,
    pub at_work_b: AtWorkB,
}

impl Mounted {
    /// Binds fresh folders of the volumes at `root/work/a` and `root/work/b` (made here).
    pub fn bind(root: &Path) -> Mounted {
        let volumes = Volumes::made();
        let n = volumes.worlds.fetch_add(1, Ordering::Relaxed);
        let fresh = |volume: &Path, name: &str| {
            let folder = volume.join(format!("w{n}-{name}"));
            std::fs::create_dir(&folder).unwrap();
            folder
        };
        let mounted = Mounted {
            work_a: root.join("work/a"),
            work_b: root.join("work/b"),
            own_a: fresh(&volumes.btrfs, "a"),
            own_b: fresh(&volumes.tmpfs, "b"),
            same_device_b: fresh(&volumes.tmpfs, "b-other"),
            other_device_b: fresh(&volumes.other_tmpfs, "b"),
            at_work_b: AtWorkB::Own,
        };
        for folder in [&mounted.work_a, &mounted.work_b] {
            std::fs::create_dir_all(folder).unwrap();
        }
        run(
            "mount",
            &["--bind", text(&mounted.own_a), text(&mounted.work_a)],
        )
        .unwrap();
        run(
            "mount",
            &["--bind", text(&mounted.own_b), text(&mounted.work_b)],
        )
        .unwrap();
        mounted
    }

    /// Puts `to` at `work/b` in place of what stands there.
    pub fn swap(&mut self, to: AtWorkB) {
        if self.at_work_b == to {
            return;
        }
        let source = match to {
            AtWorkB::Own => &self.own_b,
            AtWorkB::SameDevice => &self.same_device_b,
            AtWorkB::OtherDevice => &self.other_device_b,
        };
        run("umount", &[text(&self.work_b)]).unwrap();
        run("mount", &["--bind", text(source), text(&self.work_b)]).unwrap();
        self.at_work_b = to;
    }
}

impl Drop for Mounted {
    fn drop(&mut self) {
        for folder in [&self.work_b, &self.work_a] {
            let _ = run("umount", &["-l", text(folder)]);
        }
        for folder in [
            &self.own_a,
            &self.own_b,
            &self.same_device_b,
            &self.other_device_b,
        ] {
            let _ = std::fs::remove_dir_all(folder);
        }
    }
}
