//! The checks made on a folder just before it goes to the trash whole, all in one place.
//!
//! A duplicate-folder group comes from a scan that may be old, or from a crafted report, so
//! right before a folder moves everything is looked at again, through handles:
//!
//! - its path is absolute and normalised and passes through no symbolic link; it is opened
//!   from `/` one component at a time and is a folder;
//! - no volume is mounted anywhere inside it, and it holds only regular files and folders
//!   (a symbolic link, FIFO, socket or device inside refuses it, named);
//! - neither it, nor a folder on its path, nor anything inside it is in a reference folder
//!   (by identity: [`super::references`]);
//! - a folder of its group that is kept is live, outside any trash, not the same folder,
//!   not inside it and not holding it (by identity as well as by path), and shares no file
//!   or folder with it (a hard link, a bind mount);
//! - every regular file inside it has a copy in that kept folder, by content whatever its
//!   name: same size, same hash, then the same bytes compared handle to handle; a file in a
//!   trash folder inside the kept folder is no copy;
//! - nothing changed while it was being checked.

use std::collections::{HashMap, HashSet};
use std::os::fd::{AsFd, OwnedFd};
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

use super::checks;
use super::content::{self, ContentHash};
use super::fs_at::{self, Located, Stat};
use super::plan::PlannedFolder;
use super::reasons::{Reason, io_problem};
use super::references::ReferenceGuard;
use super::tree::{self, Manifest, ManifestFile, Strictness, Tree};
use crate::trash_folders::is_in_trash_folder;

/// A folder that passed every check, held open with the kept folder that vouches for it.
pub(super) struct CheckedFolder {
    pub(super) path: PathBuf,
    pub(super) located: Located,
    pub(super) stat: Stat,
    pub(super) tree: Tree,
    pub(super) manifest: Manifest,
    pub(super) kept: KeptFolder,
}

/// The kept folder as it was when checked, and the copies in it that were matched.
pub(super) struct KeptFolder {
    pub(super) path: PathBuf,
    located: Located,
    handle: OwnedFd,
    stat: Stat,
    /// One per file of the checked folder's manifest, in its order.
    copies: Vec<(PathBuf, Stat)>,
}

impl KeptFolder {
    /// The kept folder, open as it was checked.
    pub(super) fn handle(&self) -> std::os::fd::BorrowedFd<'_> {
        self.handle.as_fd()
    }

    /// How it was when checked.
    pub(super) fn stat(&self) -> &Stat {
        &self.stat
    }

    /// Its device and inode when checked.
    pub(super) fn id(&self) -> (u64, u64) {
        (self.stat.dev, self.stat.ino)
    }

    /// The copy in it matched to the `i`th file of the checked folder's manifest: its path
    /// in the kept folder, and how it was when compared.
    pub(super) fn copy(&self, i: usize) -> Option<&(PathBuf, Stat)> {
        self.copies.get(i)
    }

    /// Whether the kept folder still stands at its path, with every matched copy in it
    /// unchanged; `Err` names what moved or changed.
    pub(super) fn still_in_place(&self) -> Result<(), PathBuf> {
        let here = fs_at::stat_at(self.located.folder.as_fd(), &self.located.name);
        if !here.is_ok_and(|now| now.dev == self.stat.dev && now.ino == self.stat.ino) {
            return Err(self.path.clone());
        }
        for (relative, stat) in &self.copies {
            let now = tree::stat(self.handle.as_fd(), relative);
            if !now.is_ok_and(|now| now.same_version(stat)) {
                return Err(self.path.join(relative));
            }
        }
        Ok(())
    }
}

/// `Ok` when `planned.folder` may go to the trash whole.
pub(super) fn before_trashing_folder(
    planned: &PlannedFolder,
    home_trash: &Path,
    guard: &ReferenceGuard,
    mount_inside: Option<PathBuf>,
) -> Result<CheckedFolder, Reason> {
    let path = &planned.folder.path;
    let (located, handle, stat) = open_folder(path)?;
    if let Some(mount) = mount_inside {
        return Err(Reason::MountInside { mount });
    }
    guard.check(path, &stat)?;
    let tree = tree::read(handle.as_fd(), Strictness::FilesAndFolders)
        .map_err(|error| error.reason(path))?;
    for (relative, entry) in tree.folders.iter().chain(&tree.files) {
        guard.check_identity(&path.join(relative), entry)?;
    }
    // Only a folder the scan saw whole moves: a file in it the filters left out (hidden,
    // excluded, too small) or one added since is nothing the user asked about.
    let now = tree.files.len() as u64;
    if now != planned.folder.files && crate::failpoint::guarded("folder-as-scanned") {
        return Err(Reason::FolderNotAsScanned {
            scanned: planned.folder.files,
            now,
        });
    }
    let mut first_failure: Option<Reason> = None;
    for kept_path in &planned.kept {
        match check_kept(path, &handle, &stat, &tree, kept_path, home_trash) {
            Ok((kept, manifest)) => {
                // An edit saved while the copies were compared.
                let again = tree::read(handle.as_fd(), Strictness::FilesAndFolders)
                    .map_err(|error| error.reason(path))?;
                if let Some(change) = again.difference_from(&tree) {
                    return Err(Reason::ChangedWhileChecked {
                        change: Some(change),
                    });
                }
                return Ok(CheckedFolder {
                    path: path.clone(),
                    located,
                    stat,
                    tree,
                    manifest,
                    kept,
                });
            }
            Err(Stop::Folder(reason)) => return Err(reason),
            Err(Stop::Kept(reason)) => {
                first_failure.get_or_insert(reason);
            }
        }
    }
    Err(first_failure.unwrap_or(Reason::NoKeptFolder))
}

/// Why a kept folder did not vouch: this one fails (try the next), or the folder itself
/// must stay whatever is kept.
enum Stop {
    Kept(Reason),
    Folder(Reason),
}

/// Opens a folder the way cleanup may act on it: absolute, normalised, no symbolic link on
/// the way or at the end.
fn open_folder(path: &Path) -> Result<(Located, OwnedFd, Stat), Reason> {
    if let Some(problem) = fs_at::not_normalised(path) {
        return Err(problem);
    }
    let located = fs_at::locate(path).map_err(|e| checks::describe_open_error(path, &e))?;
    let handle = fs_at::open_dir_at(located.folder.as_fd(), &located.name).map_err(|error| {
        match fs_at::stat_at(located.folder.as_fd(), &located.name) {
            Ok(stat) if !stat.is_dir() && !stat.is_symlink() => Reason::NotAFolder,
            _ => checks::describe_open_error(path, &error),
        }
    })?;
    let stat = fs_at::stat_fd(handle.as_fd()).map_err(|error| Reason::CannotOpen {
        problem: io_problem(&error),
    })?;
    Ok((located, handle, stat))
}

/// The kept folder at `kept_path` vouches for the folder open as `handle`: every file of
/// `tree` has a copy in it. With the manifest of the folder's content.
fn check_kept(
    path: &Path,
    handle: &OwnedFd,
    stat: &Stat,
    tree: &Tree,
    kept_path: &Path,
    home_trash: &Path,
) -> Result<(KeptFolder, Manifest), Stop> {
    let kept = || kept_path.to_path_buf();
    let kept_fails = |why: Reason| {
        Stop::Kept(Reason::KeptUnusable {
            kept: kept(),
            why: Box::new(why),
        })
    };
    if is_in_trash_folder(kept_path, home_trash) {
        return Err(Stop::Kept(Reason::KeptInTrash { kept: kept() }));
    }
    let (located, kept_handle, kept_stat) = open_folder(kept_path).map_err(kept_fails)?;
    if kept_stat.dev == stat.dev && kept_stat.ino == stat.ino {
        return Err(Stop::Folder(Reason::SameFolderAsKept { kept: kept() }));
    }
    if has_ancestor(kept_path, stat) {
        return Err(Stop::Folder(Reason::KeptFolderInside { kept: kept() }));
    }
    if has_ancestor(path, &kept_stat) {
        return Err(Stop::Folder(Reason::KeptFolderHolds { kept: kept() }));
    }
    let kept_tree = tree::read(kept_handle.as_fd(), Strictness::Lenient)
        .map_err(|error| kept_fails(error.reason(kept_path)))?;
    // One file or folder under two paths is not a copy of itself: trashing one side of a
    // hard link or a bind mount would not leave what the kept folder seems to hold.
    let ours: HashSet<(u64, u64)> = tree
        .folders
        .values()
        .chain(tree.files.values())
        .map(|s| (s.dev, s.ino))
        .collect();
    if let Some((relative, _)) = kept_tree
        .folders
        .iter()
        .chain(&kept_tree.files)
        .find(|(_, s)| ours.contains(&(s.dev, s.ino)))
    {
        return Err(Stop::Folder(Reason::KeptHoldsPartOf {
            kept: kept(),
            part: relative.clone(),
        }));
    }
    let mut by_size: HashMap<u64, Vec<&PathBuf>> = HashMap::new();
    for (relative, s) in &kept_tree.files {
        // A file in a trash folder inside the kept folder (`STICK/.Trash-1000/files/…`) is
        // deleted already: it is no copy.
        if !is_in_trash_folder(&kept_path.join(relative), home_trash) {
            by_size.entry(s.size).or_default().push(relative);
        }
    }
    let mut kept_hashes: HashMap<&PathBuf, Option<ContentHash>> = HashMap::new();
    let mut manifest = Manifest {
        folders: tree.folders.keys().cloned().collect(),
        files: Vec::new(),
    };
    let mut copies = Vec::new();
    for (relative, file_stat) in &tree.files {
        let shown = path.join(relative);
        let file = tree::open_file(handle.as_fd(), relative, file_stat)
            .map_err(|error| Stop::Folder(error.reason(path)))?;
        let hash = content::hash(&file).map_err(|error| {
            Stop::Folder(Reason::InsideUnreadable {
                entry: shown.clone(),
                problem: io_problem(&error),
            })
        })?;
        let mut matched = None;
        for candidate in by_size.get(&file_stat.size).into_iter().flatten() {
            let candidate_stat = &kept_tree.files[*candidate];
            if checks::same_file(file_stat, candidate_stat) {
                continue;
            }
            let candidate_hash = *kept_hashes.entry(candidate).or_insert_with(|| {
                tree::open_file(kept_handle.as_fd(), candidate, candidate_stat)
                    .ok()
                    .and_then(|f| content::hash(&f).ok())
            });
            if candidate_hash != Some(hash) {
                continue;
            }
            let Ok(kept_file) = tree::open_file(kept_handle.as_fd(), candidate, candidate_stat)
            else {
                continue;
            };
            if matches!(content::compare_and_hash(&file, &kept_file, file_stat.size), Ok(Some(h)) if h == hash)
                && fs_at::stat_fd(kept_file.as_fd()).is_ok_and(|s| s.same_version(candidate_stat))
            {
                matched = Some((*candidate).clone());
                break;
            }
        }
        let Some(copy) = matched else {
            return Err(Stop::Kept(Reason::KeptLacksCopy {
                kept: kept(),
                file: shown,
            }));
        };
        if !fs_at::stat_fd(file.as_fd()).is_ok_and(|now| now.same_version(file_stat)) {
            return Err(Stop::Folder(Reason::ChangedWhileChecked {
                change: Some(format!("{} changed", relative.display())),
            }));
        }
        copies.push((copy.clone(), kept_tree.files[&copy]));
        manifest.files.push(ManifestFile {
            path: relative.clone(),
            size: file_stat.size,
            mtime_ns: file_stat.mtime_ns,
            hash,
        });
    }
    Ok((
        KeptFolder {
            path: kept_path.to_path_buf(),
            located,
            handle: kept_handle,
            stat: kept_stat,
            copies,
        },
        manifest,
    ))
}

/// Whether a folder on the way to `path` (itself excluded), looked at again without
/// following links, is the folder `folder`.
fn has_ancestor(path: &Path, folder: &Stat) -> bool {
    path.ancestors().skip(1).any(|ancestor| {
        std::fs::symlink_metadata(ancestor)
            .is_ok_and(|m| m.dev() == folder.dev && m.ino() == folder.ino)
    })
}
