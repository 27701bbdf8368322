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

use super::reasons::Reason;

/// What `fstat` tells about a file, as cleanup compares it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Stat {
    pub(super) dev: u64,
    pub(super) ino: u64,
    pub(super) mode: u32,
    pub(super) uid: u32,
    pub(super) gid: u32,
    /// How many names (hard links) the file has.
    pub(super) nlink: u32,
    pub(super) size: u64,
    /// Nanoseconds since the Unix epoch.
    pub(super) mtime_ns: i128,
    /// When the file was made (ns since the epoch), where the file system keeps it: with
    /// the inode number, an identity that a reused inode number does not share.
    pub(super) btime_ns: Option<i128>,
}

impl Stat {
    fn from_statx(raw: &libc::statx) -> Stat {
        let ns = |t: &libc::statx_timestamp| {
            i128::from(t.tv_sec) * 1_000_000_000 + i128::from(t.tv_nsec)
        };
        Stat {
            dev: libc::makedev(raw.stx_dev_major, raw.stx_dev_minor),
            ino: raw.stx_ino,
            mode: u32::from(raw.stx_mode),
            uid: raw.stx_uid,
            gid: raw.stx_gid,
            nlink: raw.stx_nlink,
            size: raw.stx_size,
            mtime_ns: ns(&raw.stx_mtime),
            btime_ns: (raw.stx_mask & libc::STATX_BTIME != 0).then(|| ns(&raw.stx_btime)),
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
/// It stays non-blocking (the open could not hang on a FIFO): what is read through it is a
/// regular file, checked by the caller, whose reads ignore `O_NONBLOCK` — which saves two
/// `fcntl` calls on each of the hundreds of thousands of files a cleanup opens.
pub(super) fn open_file_at(folder: BorrowedFd<'_>, name: &OsStr) -> io::Result<File> {
    open_at(folder, name, libc::O_RDONLY).map(File::from)
}

/// Creates `name` inside `folder` for writing; fails if anything stands there already.
pub(super) fn create_new_at(folder: BorrowedFd<'_>, name: &OsStr) -> io::Result<File> {
    open_at(folder, name, libc::O_WRONLY | libc::O_CREAT | libc::O_EXCL).map(File::from)
}

/// Creates a file with no name in `folder` (`O_TMPFILE`), open for reading and writing:
/// a process killed before [`link_unnamed_at`] leaves nothing behind.
pub(super) fn create_unnamed_at(folder: BorrowedFd<'_>) -> io::Result<File> {
    open_at(folder, OsStr::new("."), libc::O_RDWR | libc::O_TMPFILE).map(File::from)
}

/// Whether `create_unnamed_at` failed only because the file system has no unnamed files.
pub(super) fn unnamed_unsupported(error: &io::Error) -> bool {
    matches!(
        error.raw_os_error(),
        Some(libc::EOPNOTSUPP | libc::EISDIR | libc::EINVAL | libc::ENOENT)
    )
}

/// Gives the unnamed file `file` the name `name` in `folder`, failing with `AlreadyExists`
/// rather than replacing anything.
pub(super) fn link_unnamed_at(file: &File, folder: BorrowedFd<'_>, name: &OsStr) -> io::Result<()> {
    let own = CString::new(format!("/proc/self/fd/{}", file.as_raw_fd()))
        .map_err(|_| io::Error::from(io::ErrorKind::InvalidInput))?;
    let name = c_name(name)?;
    // SAFETY: valid C strings and descriptors.
    check(unsafe {
        libc::linkat(
            libc::AT_FDCWD,
            own.as_ptr(),
            folder.as_raw_fd(),
            name.as_ptr(),
            libc::AT_SYMLINK_FOLLOW,
        )
    })
    .map(|_| ())
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

/// `statx` with the basic fields and the birth time.
fn statx(folder: BorrowedFd<'_>, name: &CStr, flags: libc::c_int) -> io::Result<Stat> {
    // SAFETY: `statx` is a plain C struct of integers, for which all zeroes is a valid value.
    let mut raw: libc::statx = unsafe { std::mem::zeroed() };
    // SAFETY: valid C string, descriptor and out-pointer.
    check(unsafe {
        libc::statx(
            folder.as_raw_fd(),
            name.as_ptr(),
            flags | libc::AT_STATX_SYNC_AS_STAT,
            libc::STATX_BASIC_STATS | libc::STATX_BTIME,
            &mut raw,
        )
    })?;
    Ok(Stat::from_statx(&raw))
}

/// The entry `name` inside `folder`, not following a symbolic link.
pub(super) fn stat_at(folder: BorrowedFd<'_>, name: &OsStr) -> io::Result<Stat> {
    statx(folder, &c_name(name)?, libc::AT_SYMLINK_NOFOLLOW)
}

/// What an open descriptor refers to.
pub(super) fn stat_fd(fd: BorrowedFd<'_>) -> io::Result<Stat> {
    statx(fd, c"", libc::AT_EMPTY_PATH)
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

/// Gives the file `from_folder/from` a second name `to_folder/to` (a hard link), never
/// following a symbolic link at `from` and never replacing what stands at `to`.
pub(super) fn link_at(
    from_folder: BorrowedFd<'_>,
    from: &OsStr,
    to_folder: BorrowedFd<'_>,
    to: &OsStr,
) -> io::Result<()> {
    let (from, to) = (c_name(from)?, c_name(to)?);
    // SAFETY: valid C strings and descriptors.
    check(unsafe {
        libc::linkat(
            from_folder.as_raw_fd(),
            from.as_ptr(),
            to_folder.as_raw_fd(),
            to.as_ptr(),
            0,
        )
    })
    .map(|_| ())
}

/// Swaps what the names `a_folder/a` and `b_folder/b` hold, in one step
/// (`RENAME_EXCHANGE`): neither name is missing at any instant. Both must exist.
pub(super) fn exchange_at(
    a_folder: BorrowedFd<'_>,
    a: &OsStr,
    b_folder: BorrowedFd<'_>,
    b: &OsStr,
) -> io::Result<()> {
    let (a, b) = (c_name(a)?, c_name(b)?);
    // SAFETY: valid C strings and descriptors.
    check(unsafe {
        libc::renameat2(
            a_folder.as_raw_fd(),
            a.as_ptr(),
            b_folder.as_raw_fd(),
            b.as_ptr(),
            libc::RENAME_EXCHANGE,
        )
    })
    .map(|_| ())
}

/// Removes the name `folder/name` only while it is a name of the regular file `(dev, ino)`
/// and that file has another name besides: a link Doppel made, whose removal deletes no
/// data. Anything else there is left alone (`Err`, nothing removed).
pub(super) fn remove_extra_link(
    folder: BorrowedFd<'_>,
    name: &OsStr,
    (dev, ino): (u64, u64),
) -> io::Result<()> {
    let now = stat_at(folder, name)?;
    if !now.is_file() || now.dev != dev || now.ino != ino {
        return Err(io::Error::other(
            "the name no longer holds the link Doppel made, so it was left alone",
        ));
    }
    if now.nlink < 2 {
        return Err(io::Error::other(
            "it is the file's only name, so it was left alone",
        ));
    }
    remove_own_file_at(folder, name)
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
    walk_in(root, relative, false)
}

/// Like [`locate_in`], creating missing folders on the way (a restore putting a file back
/// into a subfolder removed since).
pub(super) fn locate_in_creating(root: BorrowedFd<'_>, relative: &Path) -> io::Result<Located> {
    walk_in(root, relative, true)
}

fn walk_in(root: BorrowedFd<'_>, relative: &Path, create_missing: bool) -> io::Result<Located> {
    let name = relative
        .file_name()
        .ok_or_else(|| io::Error::from(io::ErrorKind::InvalidInput))?
        .to_os_string();
    let mut folder = open_at(root, OsStr::new("."), libc::O_RDONLY | libc::O_DIRECTORY)?;
    for component in relative.parent().unwrap_or(Path::new("")).components() {
        let Component::Normal(part) = component else {
            return Err(io::Error::from(io::ErrorKind::InvalidInput));
        };
        folder = step_into(folder.as_fd(), part, create_missing)?;
    }
    Ok(Located { folder, name })
}

/// Opens the folder `part` inside `folder`, not following a link; where it is missing and
/// `create_missing`, makes it first: an ordinary folder, as `mkdir` would make it (another
/// process may have made it meanwhile).
fn step_into(folder: BorrowedFd<'_>, part: &OsStr, create_missing: bool) -> io::Result<OwnedFd> {
    match open_dir_at(folder, part) {
        Err(error) if create_missing && error.kind() == io::ErrorKind::NotFound => {
            match create_dir_at(folder, part, 0o777) {
                Err(error) if error.kind() != io::ErrorKind::AlreadyExists => Err(error),
                _ => open_dir_at(folder, part),
            }
        }
        other => other,
    }
}

/// Removes the folder `name` inside `folder` only while it is empty (`rmdir`): a folder
/// Doppel made, which anything put in it since keeps.
pub(super) fn remove_empty_dir_at(folder: BorrowedFd<'_>, name: &OsStr) -> io::Result<()> {
    let name = c_name(name)?;
    // SAFETY: valid C string and descriptor.
    check(unsafe { libc::unlinkat(folder.as_raw_fd(), name.as_ptr(), libc::AT_REMOVEDIR) })
        .map(|_| ())
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

/// Why a path is not one cleanup will act on; `None` when it is absolute and normalised
/// (no `.`, `..`, empty or trailing components) and names something below `/`.
pub(super) fn not_normalised(path: &Path) -> Option<Reason> {
    let bytes = path.as_os_str().as_bytes();
    if !path.is_absolute() {
        return Some(Reason::NotAbsolute);
    }
    let mut components = path.components();
    if components.next() != Some(Component::RootDir) {
        return Some(Reason::NotAbsolute);
    }
    // `components()` quietly drops `.` and repeated slashes, so the bytes are checked too.
    let tidy = bytes.len() > 1
        && !bytes.ends_with(b"/")
        && bytes[1..]
            .split(|&b| b == b'/')
            .all(|part| !part.is_empty() && part != b"." && part != b"..");
    if !tidy {
        return Some(Reason::NotNormalised);
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
    let parent = path.parent().unwrap_or(Path::new("/"));
    // One system call where the kernel has `openat2`; the walk below where it has not, and
    // to make missing folders.
    match open_folder_no_links(parent) {
        Ok(folder) => return Ok(Located { folder, name }),
        // No `openat2` here (an old kernel, a sandbox's filter): walk.
        Err(error) if matches!(error.raw_os_error(), Some(libc::ENOSYS | libc::EPERM)) => {}
        Err(error) if create_missing && error.kind() == io::ErrorKind::NotFound => {}
        Err(error) => return Err(error),
    }
    let mut folder: OwnedFd = File::open("/")?.into();
    for component in parent.components() {
        let Component::Normal(part) = component else {
            continue;
        };
        folder = step_into(folder.as_fd(), part, create_missing)?;
    }
    Ok(Located { folder, name })
}

/// Opens the folder at the absolute `path` in one `openat2`, refusing a symbolic link in any
/// of its components (`ELOOP`); `ENOSYS` where the kernel has no `openat2`.
fn open_folder_no_links(path: &Path) -> io::Result<OwnedFd> {
    let path = c_name(path.as_os_str())?;
    // `open_how` is non-exhaustive in `libc`: made zeroed, then filled in.
    // SAFETY: plain integers, for which zero is valid.
    let mut how: libc::open_how = unsafe { std::mem::zeroed() };
    how.flags = (libc::O_RDONLY | libc::O_DIRECTORY | OPEN_FLAGS) as u64;
    how.resolve = libc::RESOLVE_NO_SYMLINKS | libc::RESOLVE_NO_MAGICLINKS;
    loop {
        // SAFETY: a valid C string and `open_how` of the size given.
        let fd = unsafe {
            libc::syscall(
                libc::SYS_openat2,
                libc::AT_FDCWD,
                path.as_ptr(),
                &how as *const libc::open_how,
                std::mem::size_of::<libc::open_how>(),
            )
        };
        match check(fd as libc::c_int) {
            // SAFETY: a fresh descriptor that nothing else owns.
            Ok(fd) => return Ok(unsafe { OwnedFd::from_raw_fd(fd) }),
            Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
            // ENOTDIR and ELOOP both mean a link or a file on the way: said the same way.
            Err(error) => return Err(error),
        }
    }
}

/// A read lease on `file`, taken to tell whether another program has it open for writing,
/// and held across the move (see [`read_lease`]).
pub(super) struct ReadLease<'a> {
    file: &'a File,
}

impl Drop for ReadLease<'_> {
    fn drop(&mut self) {
        // SAFETY: valid descriptor.
        unsafe { libc::fcntl(self.file.as_raw_fd(), libc::F_SETLEASE, libc::F_UNLCK) };
    }
}

/// What [`read_lease`] found.
pub(super) enum Writers<'a> {
    /// Nobody has the file open for writing; held until dropped.
    None(ReadLease<'a>),
    /// Another program has it open for writing.
    Some,
    /// Cannot be told here (a file system without leases, a file of another user's).
    Unknown,
}

/// Whether anyone has `file` (open read-only) open for writing: the kernel grants a read
/// lease only when nobody has. Costs three `fcntl` calls.
pub(super) fn read_lease(file: &File) -> Writers<'_> {
    // Linux's F_SETSIG; a lease broken while held is announced by this signal, whose default
    // is to be ignored (SIGIO's, the default, would end the process).
    const F_SETSIG: libc::c_int = 10;
    let fd = file.as_raw_fd();
    // SAFETY: valid descriptor, plain integer arguments.
    unsafe {
        if libc::fcntl(fd, F_SETSIG, libc::SIGURG) != 0 {
            return Writers::Unknown;
        }
        if libc::fcntl(fd, libc::F_SETLEASE, libc::F_RDLCK) == 0 {
            return Writers::None(ReadLease { file });
        }
    }
    match io::Error::last_os_error().raw_os_error() {
        Some(libc::EAGAIN) => Writers::Some,
        _ => Writers::Unknown,
    }
}

/// Raises this process's soft limit on open descriptors to its hard limit (at most 65,536),
/// and returns the limit now in force. Linux starts processes at 1,024 whatever the hard
/// limit; a cleanup holds a few descriptors per item of a batch.
pub(super) fn raise_open_file_limit() -> u64 {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: a valid out-pointer.
    if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } != 0 {
        return 1024;
    }
    let wanted = limit.rlim_max.min(65_536);
    if limit.rlim_cur < wanted {
        let raised = libc::rlimit {
            rlim_cur: wanted,
            rlim_max: limit.rlim_max,
        };
        // SAFETY: a valid pointer to an initialised value.
        if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &raised) } == 0 {
            return wanted;
        }
    }
    limit.rlim_cur
}

/// What tells the volume a folder is on from any other, whatever it is mounted at: its
/// file system's UUID where the system lists it (`/dev/disk/by-uuid`), else the file
/// system's type and id from `statfs` (ext4 and btrfs derive it from their UUID).
pub(super) fn volume_id(folder: BorrowedFd<'_>) -> io::Result<String> {
    let dev = stat_fd(folder)?.dev;
    if let Some(uuid) = uuid_of_device(dev) {
        return Ok(format!("uuid:{uuid}"));
    }
    // SAFETY: `statfs` is a plain C struct of integers, for which all zeroes is a valid value.
    let mut raw: libc::statfs = unsafe { std::mem::zeroed() };
    // SAFETY: valid descriptor and out-pointer.
    check(unsafe { libc::fstatfs(folder.as_raw_fd(), &mut raw) })?;
    // SAFETY: `fsid_t` is two C ints, laid out as this array.
    let fsid: [libc::c_int; 2] = unsafe { std::mem::transmute(raw.f_fsid) };
    Ok(format!(
        "fs:{:x}:{:08x}{:08x}",
        raw.f_type, fsid[0] as u32, fsid[1] as u32
    ))
}

/// The UUID of the file system on device `dev` (or, for btrfs and others whose files show
/// an anonymous device, on the device the mount table names as its source).
fn uuid_of_device(dev: u64) -> Option<String> {
    let links = std::fs::read_dir("/dev/disk/by-uuid").ok()?;
    let mut devices = vec![dev];
    let mounts = std::fs::read_to_string("/proc/self/mountinfo").unwrap_or_default();
    let wanted = format!("{}:{}", libc::major(dev), libc::minor(dev));
    for line in mounts.lines() {
        let mut fields = line.split(' ');
        if fields.nth(2) != Some(wanted.as_str()) {
            continue;
        }
        let source = line
            .split(" - ")
            .nth(1)
            .and_then(|rest| rest.split(' ').nth(1));
        if let Some(Ok(metadata)) = source.map(std::fs::metadata) {
            use std::os::unix::fs::MetadataExt;
            devices.push(metadata.rdev());
        }
    }
    links.filter_map(Result::ok).find_map(|link| {
        use std::os::unix::fs::{FileTypeExt, MetadataExt};
        let target = std::fs::metadata(link.path()).ok()?;
        (target.file_type().is_block_device() && devices.contains(&target.rdev()))
            .then(|| link.file_name().to_string_lossy().into_owned())
    })
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
