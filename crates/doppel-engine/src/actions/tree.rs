//! A folder's whole tree read through handles: every subfolder and regular file inside it,
//! by relative path, as cleanup checks it, the journal records it (the manifest), and a
//! restore checks it again.
//!
//! Each folder is opened from the one above it without following a symbolic link, and
//! must be the folder that was listed (same device and inode), so a folder swapped for a
//! link or another folder while the tree is read is caught. Read strictly, anything that is
//! neither a regular file nor a folder, or a folder on another device (a mount point),
//! stops the reading with its name.

use std::collections::BTreeMap;
use std::ffi::OsStr;
use std::fs::File;
use std::io;
use std::os::fd::{AsFd, BorrowedFd, OwnedFd};
use std::path::{Path, PathBuf};

use super::content::{self, ContentHash};
use super::fs_at::{self, Stat};
use super::reasons::{Reason, io_problem};

/// What a folder held: its subfolders and regular files, by relative path, sorted.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(super) struct Tree {
    pub(super) folders: BTreeMap<PathBuf, Stat>,
    pub(super) files: BTreeMap<PathBuf, Stat>,
}

impl Tree {
    /// The first difference from `earlier` (entries added, gone, replaced or changed), in
    /// words; `None` when every entry is the same file or folder, unchanged.
    pub(super) fn difference_from(&self, earlier: &Tree) -> Option<String> {
        let changed = |relative: &Path, what: &str| Some(format!("{} {what}", relative.display()));
        for (relative, stat) in &earlier.files {
            match self.files.get(relative) {
                None => return changed(relative, "is gone"),
                Some(now) if !now.same_version(stat) => return changed(relative, "changed"),
                Some(_) => {}
            }
        }
        for (relative, stat) in &earlier.folders {
            match self.folders.get(relative) {
                Some(now) if now.dev == stat.dev && now.ino == stat.ino => {}
                _ => return changed(relative, "was replaced or is gone"),
            }
        }
        let added = self
            .files
            .keys()
            .chain(self.folders.keys())
            .find(|relative| {
                !earlier.files.contains_key(*relative) && !earlier.folders.contains_key(*relative)
            });
        added.and_then(|relative| changed(relative, "was added"))
    }
}

/// Why a tree could not be read, or may not be acted on.
#[derive(Debug)]
pub(super) enum TreeError {
    /// An entry that is neither a regular file nor a folder: what it is.
    Odd(PathBuf, &'static str),
    /// A folder on another device than the tree's top: a mount point.
    Mount(PathBuf),
    /// A folder that is not the one listed (swapped while being read).
    Changed(PathBuf),
    /// A system error at this entry.
    Io(PathBuf, io::Error),
}

impl TreeError {
    /// As a refusal, with the entry as `top/relative`.
    pub(super) fn reason(&self, top: &Path) -> Reason {
        match self {
            TreeError::Odd(relative, what) => Reason::HoldsOdd {
                entry: top.join(relative),
                what: what.to_string(),
            },
            TreeError::Mount(relative) => Reason::HoldsMount {
                entry: top.join(relative),
            },
            TreeError::Changed(relative) => Reason::ChangedWhileChecked {
                change: Some(format!("{} was replaced", top.join(relative).display())),
            },
            TreeError::Io(relative, error) => Reason::InsideUnreadable {
                entry: top.join(relative),
                problem: io_problem(error),
            },
        }
    }
}

/// Whether an entry other than a file or folder stops the reading.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Strictness {
    /// Only regular files and folders, all on the top's device.
    FilesAndFolders,
    /// Anything else is passed over (a kept folder may hold links; they are not copies).
    Lenient,
}

/// Reads everything under the open folder `top`.
pub(super) fn read(top: BorrowedFd<'_>, strictness: Strictness) -> Result<Tree, TreeError> {
    let strict = strictness == Strictness::FilesAndFolders;
    let at_top = |error: io::Error| TreeError::Io(PathBuf::new(), error);
    let top_stat = fs_at::stat_fd(top).map_err(at_top)?;
    let mut tree = Tree::default();
    let mut pending: Vec<PathBuf> = vec![PathBuf::new()];
    while let Some(relative) = pending.pop() {
        let folder = open_folder(top, &relative, tree.folders.get(&relative))?;
        let mut names = fs_at::read_dir_names(folder.as_fd())
            .map_err(|error| TreeError::Io(relative.clone(), error))?;
        names.sort();
        for name in names {
            let child = relative.join(&name);
            let stat = fs_at::stat_at(folder.as_fd(), &name)
                .map_err(|error| TreeError::Io(child.clone(), error))?;
            if stat.is_dir() {
                if strict && stat.dev != top_stat.dev {
                    return Err(TreeError::Mount(child));
                }
                tree.folders.insert(child.clone(), stat);
                pending.push(child);
            } else if stat.is_file() {
                tree.files.insert(child, stat);
            } else if strict {
                return Err(TreeError::Odd(child, kind(&stat)));
            }
        }
    }
    Ok(tree)
}

/// The folder `relative` under `top` (the top itself when empty), checked to be the folder
/// listed as `expected`.
fn open_folder(
    top: BorrowedFd<'_>,
    relative: &Path,
    expected: Option<&Stat>,
) -> Result<OwnedFd, TreeError> {
    let failed = |error: io::Error| TreeError::Io(relative.to_path_buf(), error);
    if relative.as_os_str().is_empty() {
        return fs_at::open_dir_at(top, OsStr::new(".")).map_err(failed);
    }
    let located = fs_at::locate_in(top, relative).map_err(failed)?;
    let folder = fs_at::open_dir_at(located.folder.as_fd(), &located.name).map_err(failed)?;
    let now = fs_at::stat_fd(folder.as_fd()).map_err(failed)?;
    if expected.is_some_and(|stat| stat.dev != now.dev || stat.ino != now.ino) {
        return Err(TreeError::Changed(relative.to_path_buf()));
    }
    Ok(folder)
}

/// Opens the file `relative` under `top` without following a link; `Err(Changed)` unless it
/// is still the version `expected`.
pub(super) fn open_file(
    top: BorrowedFd<'_>,
    relative: &Path,
    expected: &Stat,
) -> Result<File, TreeError> {
    let failed = |error: io::Error| TreeError::Io(relative.to_path_buf(), error);
    let located = fs_at::locate_in(top, relative).map_err(failed)?;
    let file = fs_at::open_file_at(located.folder.as_fd(), &located.name).map_err(failed)?;
    let now = fs_at::stat_fd(file.as_fd()).map_err(failed)?;
    if !now.same_version(expected) {
        return Err(TreeError::Changed(relative.to_path_buf()));
    }
    Ok(file)
}

/// What the entry `relative` under `top` is now, not following any link on the way.
pub(super) fn stat(top: BorrowedFd<'_>, relative: &Path) -> io::Result<Stat> {
    let located = fs_at::locate_in(top, relative)?;
    fs_at::stat_at(located.folder.as_fd(), &located.name)
}

fn kind(stat: &Stat) -> &'static str {
    match stat.mode & libc::S_IFMT {
        libc::S_IFLNK => "a symbolic link",
        libc::S_IFIFO => "a FIFO (named pipe)",
        libc::S_IFSOCK => "a socket",
        libc::S_IFCHR | libc::S_IFBLK => "a device",
        _ => "not a regular file",
    }
}

/// What the journal records of a folder's contents, to tell it again at restore time.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct Manifest {
    /// Every subfolder, by relative path (empty ones too).
    pub(crate) folders: Vec<PathBuf>,
    /// Every regular file, by relative path.
    pub(crate) files: Vec<ManifestFile>,
}

/// One file of a [`Manifest`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ManifestFile {
    pub(crate) path: PathBuf,
    pub(crate) size: u64,
    pub(crate) mtime_ns: i128,
    pub(crate) hash: ContentHash,
}

impl Manifest {
    /// The total size of its files.
    pub(crate) fn bytes(&self) -> u64 {
        self.files.iter().map(|file| file.size).sum()
    }
}

/// The manifest of the folder open as `top` as it is now: every subfolder and every regular
/// file with its content hash.
pub(super) fn manifest_of(top: BorrowedFd<'_>) -> io::Result<Manifest> {
    let tree = read(top, Strictness::FilesAndFolders).map_err(|error| match error {
        TreeError::Io(_, error) => error,
        other => io::Error::other(other.reason(Path::new(".")).to_string()),
    })?;
    let mut files = Vec::with_capacity(tree.files.len());
    for (path, stat) in &tree.files {
        let handle = open_file(top, path, stat).map_err(|error| match error {
            TreeError::Io(_, error) => error,
            other => io::Error::other(other.reason(Path::new(".")).to_string()),
        })?;
        files.push(ManifestFile {
            path: path.clone(),
            size: stat.size,
            mtime_ns: stat.mtime_ns,
            hash: content::hash(&handle)?,
        });
    }
    Ok(Manifest {
        folders: tree.folders.keys().cloned().collect(),
        files,
    })
}

/// `Ok(None)` when the folder open as `top` holds exactly what `manifest` lists (the same
/// subfolders, the same files with the same content); otherwise the first difference.
pub(super) fn differs_from_manifest(
    top: BorrowedFd<'_>,
    manifest: &Manifest,
) -> io::Result<Option<String>> {
    let tree = match read(top, Strictness::FilesAndFolders) {
        Ok(tree) => tree,
        Err(TreeError::Io(_, error)) => return Err(error),
        Err(other) => return Ok(Some(other.reason(Path::new(".")).to_string())),
    };
    let folders: Vec<&PathBuf> = tree.folders.keys().collect();
    let recorded: Vec<&PathBuf> = manifest.folders.iter().collect();
    if folders != recorded {
        return Ok(Some("its subfolders are not those recorded".to_string()));
    }
    if tree.files.len() != manifest.files.len() {
        return Ok(Some("it does not hold the files recorded".to_string()));
    }
    for file in &manifest.files {
        let Some(stat) = tree.files.get(&file.path) else {
            return Ok(Some(format!("{} is missing", file.path.display())));
        };
        let handle = match open_file(top, &file.path, stat) {
            Ok(handle) => handle,
            Err(TreeError::Io(_, error)) => return Err(error),
            Err(other) => return Ok(Some(other.reason(Path::new(".")).to_string())),
        };
        if stat.size != file.size || content::hash(&handle)? != file.hash {
            return Ok(Some(format!(
                "{} no longer holds the content recorded",
                file.path.display()
            )));
        }
    }
    Ok(None)
}
