//! The few file-system calls cleanup and restore make relative to an open folder, so what
//! is checked and what is acted on are the same objects whatever happens to the paths in
//! between: walking a path without following any symbolic link, opening and examining an
//! entry of an open folder, and renaming without ever replacing what stands at the target.
//!
//! The standard library has no `openat`, `fstatat` or `renameat2`; these are thin, safe
//! wrappers over `libc`.

use std::ffi::{CStr, CString, OsStr, OsString};
use std::fs::File;
use std::io;
use std::os::fd::{AsFd, AsRawFd, BorrowedFd, FromRawFd, IntoRawFd, OwnedFd};
use std::os::unix::ffi::OsStrExt;
use std::path::{Component, Path};

/// What `fstat` tells about a file, as cleanup compares it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Stat {
    pub(super) dev: u64,
    pub(super) ino: u64,
    pub(super) mode: u32,
    pub(super) uid: u32,
    pub(super) size: u64,
    /// Nanoseconds since the Unix epoch.
    pub(super) mtime_ns: i128,
}

impl Stat {
    fn from_raw(raw: &libc::stat) -> Stat {
        Stat {
            dev: raw.st_dev,
            ino: raw.st_ino,
            mode: raw.st_mode,
            uid: raw.st_uid,
            size: raw.st_size as u64,
            mtime_ns: i128::from(raw.st_mtime) * 1_000_000_000 + i128::from(raw.st_mtime_nsec),
        }
    }

    pub(super) fn is_file(&self) -> bool {
        self.mode & libc::S_IFMT == libc::S_IFREG
    }

    pub(super) fn is_dir(&self) -> bool {
        self.mode & libc::S_IFMT == libc::S_IFDIR
    }

    pub(super) fn is_symlink(&self) -> bool {
        self.mode & libc::S_IFMT == libc::S_IFLNK
    }

    /// Whether this and `other` are the same file on the same device, unchanged.
    pub(super) fn same_version(&self, other: &Stat) -> bool {
        self.dev == other.dev
            && self.ino == other.ino
            && self.size == other.size
            && self.mtime_ns == other.mtime_ns
    }
}

fn c_name(name: &OsStr) -> io::Result<CString> {
    CString::new(name.as_bytes()).map_err(|_| io::Error::from(io::ErrorKind::InvalidInput))
}

fn check(result: libc::c_int) -> io::Result<libc::c_int> {
    if result < 0 {
        Err(io::Error::last_os_error())
    } else {
        Ok(result)
    }
}

/// Flags for every open here: never follow a final symbolic link, never block on a FIFO,
/// never become the controlling terminal, never leak into a child process.
const OPEN_FLAGS: libc::c_int =
    libc::O_NOFOLLOW | libc::O_NONBLOCK | libc::O_NOCTTY | libc::O_CLOEXEC;

fn open_at(folder: BorrowedFd<'_>, name: &OsStr, flags: libc::c_int) -> io::Result<OwnedFd> {
    let name = c_name(name)?;
    loop {
        // SAFETY: `name` is a valid C string and `folder` an open descriptor.
        let fd =
            unsafe { libc::openat(folder.as_raw_fd(), name.as_ptr(), flags | OPEN_FLAGS, 0o600) };
        match check(fd) {
            // SAFETY: a fresh descriptor that nothing else owns.
            Ok(fd) => return Ok(unsafe { OwnedFd::from_raw_fd(fd) }),
            Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
            Err(error) => return Err(error),
        }
    }
}

/// Opens the folder `name` inside `folder`; a symbolic link there is refused (`ELOOP` or
/// `ENOTDIR`), never followed.
pub(super) fn open_dir_at(folder: BorrowedFd<'_>, name: &OsStr) -> io::Result<OwnedFd> {
    open_at(folder, name, libc::O_RDONLY | libc::O_DIRECTORY)
}

/// Opens the entry `name` inside `folder` for reading, without following a symbolic link.
pub(super) fn open_file_at(folder: BorrowedFd<'_>, name: &OsStr) -> io::Result<File> {
    let fd = open_at(folder, name, libc::O_RDONLY)?;
    let file = File::from(fd);
    crate::untrusted::blocking_again(&file);
    Ok(file)
}

/// Creates `name` inside `folder` for writing; fails if anything stands there already.
pub(super) fn create_new_at(folder: BorrowedFd<'_>, name: &OsStr) -> io::Result<File> {
    open_at(folder, name, libc::O_WRONLY | libc::O_CREAT | libc::O_EXCL).map(File::from)
}

/// Creates the folder `name` inside `folder` with `mode` (less the umask).
pub(super) fn create_dir_at(
    folder: BorrowedFd<'_>,
    name: &OsStr,
    mode: libc::mode_t,
) -> io::Result<()> {
    let name = c_name(name)?;
    // SAFETY: valid C string and descriptor.
    check(unsafe { libc::mkdirat(folder.as_raw_fd(), name.as_ptr(), mode) }).map(|_| ())
}

/// The entry `name` inside `folder`, not following a symbolic link.
pub(super) fn stat_at(folder: BorrowedFd<'_>, name: &OsStr) -> io::Result<Stat> {
    let name = c_name(name)?;
    let mut raw: libc::stat = unsafe { std::mem::zeroed() };
    // SAFETY: valid C string, descriptor and out-pointer.
    check(unsafe {
        libc::fstatat(
            folder.as_raw_fd(),
            name.as_ptr(),
            &mut raw,
            libc::AT_SYMLINK_NOFOLLOW,
        )
    })?;
    Ok(Stat::from_raw(&raw))
}

/// What an open descriptor refers to.
pub(super) fn stat_fd(fd: BorrowedFd<'_>) -> io::Result<Stat> {
    let mut raw: libc::stat = unsafe { std::mem::zeroed() };
    // SAFETY: valid descriptor and out-pointer.
    check(unsafe { libc::fstat(fd.as_raw_fd(), &mut raw) })?;
    Ok(Stat::from_raw(&raw))
}

/// Removes the file `name` inside `folder` (used only on files Doppel itself created: a
/// `.trashinfo` it wrote, a temporary copy it made).
pub(super) fn remove_own_file_at(folder: BorrowedFd<'_>, name: &OsStr) -> io::Result<()> {
    let name = c_name(name)?;
    // SAFETY: valid C string and descriptor.
    check(unsafe { libc::unlinkat(folder.as_raw_fd(), name.as_ptr(), 0) }).map(|_| ())
}

/// Renames `from_folder/from` to `to_folder/to`, failing with `AlreadyExists` rather than
/// replacing anything at the target, and with `CrossesDevices` rather than copying.
pub(super) fn rename_no_replace(
    from_folder: BorrowedFd<'_>,
    from: &OsStr,
    to_folder: BorrowedFd<'_>,
    to: &OsStr,
) -> io::Result<()> {
    let (from, to) = (c_name(from)?, c_name(to)?);
    // SAFETY: valid C strings and descriptors.
    let renamed = check(unsafe {
        libc::renameat2(
            from_folder.as_raw_fd(),
            from.as_ptr(),
            to_folder.as_raw_fd(),
            to.as_ptr(),
            libc::RENAME_NOREPLACE,
        )
    });
    match renamed {
        Err(error) if error.raw_os_error() == Some(libc::EINVAL) => {
            // A file system without RENAME_NOREPLACE: a hard link cannot replace either,
            // and once it exists the old name can go.
            // SAFETY: valid C strings and descriptors.
            check(unsafe {
                libc::linkat(
                    from_folder.as_raw_fd(),
                    from.as_ptr(),
                    to_folder.as_raw_fd(),
                    to.as_ptr(),
                    0,
                )
            })?;
            // SAFETY: as above.
            check(unsafe { libc::unlinkat(from_folder.as_raw_fd(), from.as_ptr(), 0) }).map(|_| ())
        }
        other => other.map(|_| ()),
    }
}

/// The names in an open folder (not `.` and `..`), read through a descriptor of its own.
pub(super) fn read_dir_names(folder: BorrowedFd<'_>) -> io::Result<Vec<OsString>> {
    // `fdopendir` takes over the descriptor it is given: a fresh one, opened on `.`, so the
    // caller's stays open and its position untouched.
    let fresh = open_at(folder, OsStr::new("."), libc::O_RDONLY | libc::O_DIRECTORY)?;
    let raw = fresh.into_raw_fd();
    // SAFETY: `raw` is an open folder descriptor we own; on success the stream owns it.
    let stream = unsafe { libc::fdopendir(raw) };
    if stream.is_null() {
        let error = io::Error::last_os_error();
        // SAFETY: still ours, since fdopendir failed.
        unsafe { libc::close(raw) };
        return Err(error);
    }
    let mut names = Vec::new();
    let result = loop {
        // SAFETY: errno is thread-local; readdir signals its errors only through it.
        unsafe { *libc::__errno_location() = 0 };
        // SAFETY: `stream` is a valid open stream.
        let entry = unsafe { libc::readdir(stream) };
        if entry.is_null() {
            let error = io::Error::last_os_error();
            break match error.raw_os_error() {
                Some(0) | None => Ok(()),
                Some(_) => Err(error),
            };
        }
        // SAFETY: readdir returned a valid entry whose name is a C string.
        let name = unsafe { CStr::from_ptr((*entry).d_name.as_ptr()) }.to_bytes();
        if name != b"." && name != b".." {
            names.push(OsStr::from_bytes(name).to_os_string());
        }
    };
    // SAFETY: closes the stream and the descriptor it owns.
    unsafe { libc::closedir(stream) };
    result.map(|()| names)
}

/// Opens the folder that holds `relative` inside `root`, one component at a time, never
/// following a symbolic link; with the final name.
pub(super) fn locate_in(root: BorrowedFd<'_>, relative: &Path) -> io::Result<Located> {
    let name = relative
        .file_name()
        .ok_or_else(|| io::Error::from(io::ErrorKind::InvalidInput))?
        .to_os_string();
    let mut folder = open_at(root, OsStr::new("."), libc::O_RDONLY | libc::O_DIRECTORY)?;
    for component in relative.parent().unwrap_or(Path::new("")).components() {
        let Component::Normal(part) = component else {
            return Err(io::Error::from(io::ErrorKind::InvalidInput));
        };
        folder = open_dir_at(folder.as_fd(), part)?;
    }
    Ok(Located { folder, name })
}

/// Removes the folder `name` inside `folder` and everything in it, without following any
/// symbolic link. Used only on a tree Doppel itself made or has just copied in full and
/// checked (a temporary copy, or a trash entry whose checked copy now stands in place).
pub(super) fn remove_own_tree_at(folder: BorrowedFd<'_>, name: &OsStr) -> io::Result<()> {
    let inner = open_dir_at(folder, name)?;
    for entry in read_dir_names(inner.as_fd())? {
        if stat_at(inner.as_fd(), &entry)?.is_dir() {
            remove_own_tree_at(inner.as_fd(), &entry)?;
        } else {
            remove_own_file_at(inner.as_fd(), &entry)?;
        }
    }
    drop(inner);
    let name = c_name(name)?;
    // SAFETY: valid C string and descriptor.
    check(unsafe { libc::unlinkat(folder.as_raw_fd(), name.as_ptr(), libc::AT_REMOVEDIR) })
        .map(|_| ())
}

/// Sets the permission bits of an open file or folder.
pub(super) fn set_mode(fd: BorrowedFd<'_>, mode: u32) -> io::Result<()> {
    // SAFETY: valid descriptor.
    check(unsafe { libc::fchmod(fd.as_raw_fd(), (mode & 0o7777) as libc::mode_t) }).map(|_| ())
}

/// Sets the modified time of an open file (a restored copy keeps the original's).
pub(super) fn set_modified_ns(file: &File, mtime_ns: i128) -> io::Result<()> {
    set_modified_ns_fd(file.as_fd(), mtime_ns)
}

/// Sets the modified time of an open file or folder.
pub(super) fn set_modified_ns_fd(fd: BorrowedFd<'_>, mtime_ns: i128) -> io::Result<()> {
    let seconds = mtime_ns.div_euclid(1_000_000_000);
    let nanos = mtime_ns.rem_euclid(1_000_000_000);
    let times = [
        libc::timespec {
            tv_sec: 0,
            tv_nsec: libc::UTIME_OMIT,
        },
        libc::timespec {
            tv_sec: seconds as libc::time_t,
            tv_nsec: nanos as libc::c_long,
        },
    ];
    // SAFETY: valid descriptor and a two-element array.
    check(unsafe { libc::futimens(fd.as_raw_fd(), times.as_ptr()) }).map(|_| ())
}

/// Why a path is not one cleanup will act on, in words; `None` when it is absolute and
/// normalised (no `.`, `..`, empty or trailing components) and names something below `/`.
pub(super) fn not_normalised(path: &Path) -> Option<&'static str> {
    let bytes = path.as_os_str().as_bytes();
    if !path.is_absolute() {
        return Some("is not an absolute path");
    }
    let mut components = path.components();
    if components.next() != Some(Component::RootDir) {
        return Some("is not an absolute path");
    }
    // `components()` quietly drops `.` and repeated slashes, so the bytes are checked too.
    let tidy = bytes.len() > 1
        && !bytes.ends_with(b"/")
        && bytes[1..]
            .split(|&b| b == b'/')
            .all(|part| !part.is_empty() && part != b"." && part != b"..");
    if !tidy {
        return Some("is not a normalised path (it has `.`, `..`, a doubled or trailing slash)");
    }
    None
}

/// A path opened without following links: its folder, held open, and its final name.
pub(super) struct Located {
    pub(super) folder: OwnedFd,
    pub(super) name: OsString,
}

/// Opens the folder that holds `path`, one component at a time from `/`, refusing a
/// symbolic link anywhere on the way. The path must pass [`not_normalised`].
pub(super) fn locate(path: &Path) -> io::Result<Located> {
    walk_to(path, false)
}

/// Like [`locate`], creating missing folders on the way (a restore into a folder that was
/// removed since).
pub(super) fn locate_creating(path: &Path) -> io::Result<Located> {
    walk_to(path, true)
}

fn walk_to(path: &Path, create_missing: bool) -> io::Result<Located> {
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::from(io::ErrorKind::InvalidInput))?
        .to_os_string();
    let mut folder: OwnedFd = File::open("/")?.into();
    let parent = path.parent().unwrap_or(Path::new("/"));
    for component in parent.components() {
        let Component::Normal(part) = component else {
            continue;
        };
        folder = match open_dir_at(folder.as_fd(), part) {
            Err(error) if create_missing && error.kind() == io::ErrorKind::NotFound => {
                // An ordinary folder, as `mkdir` would make it; another process may have
                // made it meanwhile.
                match create_dir_at(folder.as_fd(), part, 0o777) {
                    Err(error) if error.kind() != io::ErrorKind::AlreadyExists => {
                        return Err(error);
                    }
                    _ => open_dir_at(folder.as_fd(), part)?,
                }
            }
            other => other?,
        };
    }
    Ok(Located { folder, name })
}

/// Flushes a folder's entries (a new or renamed name) to disk.
pub(super) fn sync_dir(folder: BorrowedFd<'_>) -> io::Result<()> {
    // SAFETY: valid descriptor.
    check(unsafe { libc::fsync(folder.as_raw_fd()) }).map(|_| ())
}

/// The effective user id: whose trash folders are used.
pub(super) fn user_id() -> u32 {
    // SAFETY: no preconditions.
    unsafe { libc::geteuid() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_absolute_tidy_paths_are_normalised() {
        for tidy in ["/a", "/a/b.txt", "/a b/c"] {
            assert_eq!(not_normalised(Path::new(tidy)), None, "{tidy}");
        }
        for untidy in [
            "a/b", "", "/", "/a/../b", "/a/./b", "/a//b", "/a/b/", "/a/..", "/.",
        ] {
            assert!(not_normalised(Path::new(untidy)).is_some(), "{untidy}");
        }
    }
}
