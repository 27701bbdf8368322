//! What a test needs of the machine besides its own build, and the one place that says what
//! is missing ([`Missing`]). A test never passes without checking: when it cannot do what it
//! is there for, it fails with the reason.
//!
//! Two kinds of need. Programs the README's set-up line installs (ffmpeg, heif-enc,
//! mkfs.btrfs…): a test that needs only those runs in every test run and fails, naming the
//! program and its package, where one is missing. Root, to mount (a private mount namespace,
//! loop images, bind mounts) or to give a file away: a test that needs it is
//! `#[ignore = "needs root: …"]`, so a run that cannot give it says so by counting it as
//! ignored; `tests/run` run as root runs those too (`--ignored`), where any need missing
//! fails them.

use std::fmt;
use std::fs;
use std::path::Path;
use std::process::Command;

/// A program a test runs, and the Debian package that brings it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tool {
    pub program: &'static str,
    pub package: &'static str,
}

pub const FFMPEG: Tool = Tool {
    program: "ffmpeg",
    package: "ffmpeg",
};
pub const FFPROBE: Tool = Tool {
    program: "ffprobe",
    package: "ffmpeg",
};
pub const ESPEAK_NG: Tool = Tool {
    program: "espeak-ng",
    package: "espeak-ng",
};
pub const HEIF_ENC: Tool = Tool {
    program: "heif-enc",
    package: "libheif-examples",
};
pub const HEIF_CONVERT: Tool = Tool {
    program: "heif-convert",
    package: "libheif-examples",
};
pub const MKFS_BTRFS: Tool = Tool {
    program: "mkfs.btrfs",
    package: "btrfs-progs",
};
pub const MKFS_XFS: Tool = Tool {
    program: "mkfs.xfs",
    package: "xfsprogs",
};
pub const MKFS_VFAT: Tool = Tool {
    program: "mkfs.vfat",
    package: "dosfstools",
};
pub const FUSEFAT: Tool = Tool {
    program: "fusefat",
    package: "fusefat",
};
pub const MKFS_EXT4: Tool = Tool {
    program: "mkfs.ext4",
    package: "e2fsprogs",
};
pub const FILEFRAG: Tool = Tool {
    program: "filefrag",
    package: "e2fsprogs",
};
pub const CHATTR: Tool = Tool {
    program: "chattr",
    package: "e2fsprogs",
};
pub const UNSHARE: Tool = Tool {
    program: "unshare",
    package: "util-linux",
};
pub const XVFB: Tool = Tool {
    program: "Xvfb",
    package: "xvfb",
};
pub const DBUS_DAEMON: Tool = Tool {
    program: "dbus-daemon",
    package: "dbus-x11",
};

/// Why a test cannot do what it is there to check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Missing {
    /// A program is not on the `PATH`.
    Tool(Tool),
    /// A file the test needs (a helper that lives outside the `PATH`), and its package.
    File {
        path: &'static str,
        package: &'static str,
    },
    /// A module the system's Python cannot import, and its package.
    Python {
        module: &'static str,
        package: &'static str,
    },
    /// Not root: mounting, and giving a file to another owner, need it.
    Root,
    /// No private mount namespace can be made and mounted in (`unshare --mount` as root):
    /// what it said.
    PrivateMounts(String),
    /// The kernel cannot mount this type of file system (neither built in nor a module).
    KernelFileSystem(&'static str),
    /// The machine refused a mount the test makes: what it said.
    MountRefused(String),
    /// The file system of the test's temporary folder (`TMPDIR`, or `/tmp`) lacks what the
    /// test checks: what.
    TempFileSystem(String),
}

/// Where a reader who lacks one of its packages finds the line that installs it.
const SET_UP: &str = "which the README's set-up line installs (README.md, Quick start)";

impl fmt::Display for Missing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Missing::Tool(tool) => write!(
                f,
                "`{}` is not on the PATH: install {}, {SET_UP}",
                tool.program, tool.package
            ),
            Missing::File { path, package } => {
                write!(f, "{path} is not there: install {package}, {SET_UP}")
            }
            Missing::Python { module, package } => write!(
                f,
                "/usr/bin/python3 cannot import {module}: install {package}, {SET_UP}"
            ),
            Missing::Root => write!(
                f,
                "needs root (to mount, or to give a file away): run it as root, as `tests/run` \
                 does when run as root"
            ),
            Missing::PrivateMounts(why) => write!(
                f,
                "no private mount namespace (`unshare --mount` as root) here: {why}"
            ),
            Missing::KernelFileSystem(kind) => write!(
                f,
                "this kernel cannot mount {kind} (not in /proc/filesystems, and no module)"
            ),
            Missing::MountRefused(why) => write!(f, "this machine refused a mount: {why}"),
            Missing::TempFileSystem(what) => write!(
                f,
                "the temporary folder's file system {what}; point TMPDIR at a folder on ext4, \
                 btrfs or XFS"
            ),
        }
    }
}

impl Missing {
    /// Fails the test that needed it, with the reason.
    #[track_caller]
    pub fn fail(&self) -> ! {
        panic!("this test cannot run: {self}")
    }
}

/// Fails the test when `need` is missing.
#[track_caller]
pub fn require(need: Result<(), Missing>) {
    if let Err(missing) = need {
        missing.fail();
    }
}

/// Whether `program` is an executable file in a folder of the `PATH` (the rule `Command`
/// finds programs by).
pub fn on_path(program: &str) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::env::var_os("PATH").is_some_and(|path| {
        std::env::split_paths(&path).any(|folder| {
            fs::metadata(folder.join(program)).is_ok_and(|metadata| {
                metadata.is_file() && metadata.permissions().mode() & 0o111 != 0
            })
        })
    })
}

/// Each of `tools` on the `PATH`, or the first that is not.
pub fn tools(tools: &[Tool]) -> Result<(), Missing> {
    match tools.iter().find(|tool| !on_path(tool.program)) {
        Some(tool) => Err(Missing::Tool(*tool)),
        None => Ok(()),
    }
}

/// The file at `path`, brought by `package`.
pub fn file(path: &'static str, package: &'static str) -> Result<(), Missing> {
    if Path::new(path).exists() {
        Ok(())
    } else {
        Err(Missing::File { path, package })
    }
}

/// The system's Python 3 able to import `module`, brought by `package`.
pub fn python_module(module: &'static str, package: &'static str) -> Result<(), Missing> {
    let imported = Command::new("/usr/bin/python3")
        .args(["-c", &format!("import {module}")])
        .output()
        .is_ok_and(|output| output.status.success());
    if imported {
        Ok(())
    } else {
        Err(Missing::Python { module, package })
    }
}

/// Running as root.
pub fn root() -> Result<(), Missing> {
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } == 0 {
        Ok(())
    } else {
        Err(Missing::Root)
    }
}

/// A kernel that can mount `kind` (as `mount -t` names it): built in or loaded (listed in
/// `/proc/filesystems`), or a module `mount` would load.
pub fn kernel_file_system(kind: &'static str) -> Result<(), Missing> {
    let listed = fs::read_to_string("/proc/filesystems").is_ok_and(|list| {
        list.lines()
            .any(|line| line.split_whitespace().last() == Some(kind))
    });
    let module = fs::read_to_string("/proc/sys/kernel/osrelease").is_ok_and(|release| {
        fs::read_to_string(format!("/lib/modules/{}/modules.dep", release.trim()))
            .is_ok_and(|modules| modules.contains(&format!("/{kind}.ko")))
    });
    if listed || module {
        Ok(())
    } else {
        Err(Missing::KernelFileSystem(kind))
    }
}

/// Root, and a private mount namespace in which a tmpfs can be mounted.
pub fn private_mounts() -> Result<(), Missing> {
    root()?;
    tools(&[UNSHARE])?;
    let probe = tempfile::TempDir::new().expect("a temporary folder");
    let output = Command::new("unshare")
        .args(["--mount", "--propagation", "private"])
        .args(["mount", "-t", "tmpfs", "doppel-probe"])
        .arg(probe.path())
        .output();
    match output {
        Ok(output) if output.status.success() => Ok(()),
        Ok(output) => Err(Missing::PrivateMounts(format!(
            "{} ({})",
            String::from_utf8_lossy(&output.stderr).trim(),
            output.status
        ))),
        Err(error) => Err(Missing::PrivateMounts(format!(
            "unshare could not be run: {error}"
        ))),
    }
}
