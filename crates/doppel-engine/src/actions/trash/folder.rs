//! Finding the trash folder a file goes to, and vetting it before anything is put in it.
//!
//! The specification's order: the home trash when the file is on its mount; otherwise, at
//! the top of the file's mount, `.Trash/$uid` when `.Trash` is a real folder with the
//! sticky bit (an administrator's shared trash), else `.Trash-$uid`, created if missing.
//! A folder on the way that is a symbolic link, or owned by another user, or writable by
//! others, is refused: another user could have planted it to receive the victim's files.
//! A file whose mount has no usable trash is refused with the reason; Doppel never copies a
//! file to a trash on another device and deletes the original.

use std::collections::HashMap;
use std::ffi::{OsStr, OsString};
use std::fs::File;
use std::io;
use std::os::fd::{AsFd, OwnedFd};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use super::entry;
use super::mounts::MountTable;
use crate::actions::fs_at::{self, Stat};
use crate::errors::describe_io_error;

/// A vetted trash folder, held open: `files/` and `info/` are the folders acted on.
pub(crate) struct TrashFolder {
    /// The folder holding `files/` and `info/`, for the journal and messages.
    pub(crate) path: PathBuf,
    pub(super) files: OwnedFd,
    pub(super) info: OwnedFd,
    /// The volume it is on ([`fs_at::volume_id`]): a journal records it, and a restore
    /// acts only when the trash folder it finds is on that volume.
    pub(crate) volume: String,
    /// For each name given out, the attempt to start from next time: a cleanup trashes
    /// hundreds of copies named alike, and each would otherwise try every taken name first.
    pub(super) next_attempt: Mutex<HashMap<Vec<u8>, u32>>,
    /// The names this cleanup chose and has not yet claimed or given back, and those it
    /// claimed (their `.trashinfo` written by this process): only a claimed name's
    /// `.trashinfo` is ever removed when a name is given back.
    pub(super) names: Mutex<entry::GivenNames>,
}

/// The trash folders of one cleanup or restore, found once per mount.
pub(crate) struct TrashFolders {
    home: PathBuf,
    uid: u32,
    home_folder: Option<Result<Arc<TrashFolder>, String>>,
    home_mount: Option<PathBuf>,
    by_mount: HashMap<PathBuf, Result<Arc<TrashFolder>, String>>,
    mounts: MountTable,
}

impl TrashFolders {
    /// `home` is the user's home trash (`$XDG_DATA_HOME/Trash`).
    pub(crate) fn new(home: PathBuf) -> TrashFolders {
        TrashFolders {
            home,
            uid: fs_at::user_id(),
            home_folder: None,
            home_mount: None,
            by_mount: HashMap::new(),
            mounts: MountTable::read(),
        }
    }

    /// The trash a file at `path` (absolute, normalised, free of symbolic links) can be
    /// renamed into, or why there is none.
    pub(crate) fn for_path(&mut self, path: &Path) -> Result<Arc<TrashFolder>, String> {
        let mount = self.mounts.mount_point(path);
        // A file on the home trash's mount goes there or nowhere (no trash at the top of
        // the user's own disk behind their back).
        if mount == self.home_mount() {
            return self.home().map(Arc::clone).map_err(String::clone);
        }
        let uid = self.uid;
        self.by_mount
            .entry(mount.clone())
            .or_insert_with(|| top_dir_trash(&mount, uid).map(Arc::new))
            .clone()
    }

    /// A mount point at `path` or inside it, as the mount table read at the start says.
    pub(crate) fn mount_inside(&self, path: &Path) -> Option<PathBuf> {
        self.mounts.inside(path)
    }

    /// The trash folder recorded in the journal, vetted again, for a restore.
    pub(crate) fn recorded(&mut self, path: &Path) -> Result<Arc<TrashFolder>, String> {
        if let Ok(home) = self.home()
            && home.path == path
        {
            return Ok(Arc::clone(home));
        }
        let uid = self.uid;
        let key = path.to_path_buf();
        self.by_mount
            .entry(key)
            .or_insert_with(|| {
                let folder = File::open(path)
                    .map(OwnedFd::from)
                    .map_err(|error| cannot_use(path, &error))?;
                vet_owned(&folder, path, uid)?;
                inside(folder, path, uid).map(Arc::new)
            })
            .clone()
    }

    /// The mount the home trash is on, from its nearest existing folder.
    fn home_mount(&mut self) -> PathBuf {
        let (home, mounts) = (&self.home, &self.mounts);
        self.home_mount
            .get_or_insert_with(|| {
                let existing = home
                    .ancestors()
                    .find_map(|folder| folder.canonicalize().ok());
                mounts.mount_point(&existing.unwrap_or_else(|| PathBuf::from("/")))
            })
            .clone()
    }

    fn home(&mut self) -> Result<&Arc<TrashFolder>, &String> {
        let (home, uid) = (&self.home, self.uid);
        self.home_folder
            .get_or_insert_with(|| {
                std::fs::create_dir_all(home).map_err(|error| cannot_use(home, &error))?;
                // The home trash may sit behind a symbolic link the user made (a data
                // folder moved to another disk); what it resolves to must be theirs.
                let resolved = home
                    .canonicalize()
                    .map_err(|error| cannot_use(home, &error))?;
                let folder = File::open(&resolved)
                    .map(OwnedFd::from)
                    .map_err(|error| cannot_use(home, &error))?;
                vet_owned(&folder, home, uid)?;
                inside(folder, &resolved, uid).map(Arc::new)
            })
            .as_ref()
    }
}

/// `$top/.Trash/$uid` when the administrator made a shared `.Trash`, else `$top/.Trash-$uid`.
fn top_dir_trash(top: &Path, uid: u32) -> Result<TrashFolder, String> {
    let top_fd = File::open(top).map(OwnedFd::from).map_err(|error| {
        format!(
            "its volume's top folder {} could not be opened: {}",
            top.display(),
            describe_io_error(&error)
        )
    })?;
    if let Ok(shared) = fs_at::open_dir_at(top_fd.as_fd(), OsStr::new(".Trash"))
        && fs_at::stat_fd(shared.as_fd()).is_ok_and(|stat| stat.mode & libc::S_ISVTX != 0)
    {
        let path = top.join(".Trash").join(uid.to_string());
        if let Ok(own) = open_or_create(&shared, OsStr::new(&uid.to_string()), &path, uid) {
            return inside(own, &path, uid);
        }
    }
    let name = OsString::from(format!(".Trash-{uid}"));
    let path = top.join(&name);
    let own = open_or_create(&top_fd, &name, &path, uid)?;
    inside(own, &path, uid)
}

/// `files/` and `info/` inside a vetted trash folder, created if missing.
fn inside(folder: OwnedFd, path: &Path, uid: u32) -> Result<TrashFolder, String> {
    let files = open_or_create(&folder, OsStr::new("files"), &path.join("files"), uid)?;
    let info = open_or_create(&folder, OsStr::new("info"), &path.join("info"), uid)?;
    let volume = fs_at::volume_id(files.as_fd()).map_err(|error| cannot_use(path, &error))?;
    Ok(TrashFolder {
        path: path.to_path_buf(),
        files,
        info,
        volume,
        next_attempt: Mutex::default(),
        names: Mutex::default(),
    })
}

/// The folder `name` in `parent`, created private if missing; refused if it is a symbolic
/// link, not a folder, not the user's, or writable by others.
fn open_or_create(
    parent: &OwnedFd,
    name: &OsStr,
    path: &Path,
    uid: u32,
) -> Result<OwnedFd, String> {
    let opened = match fs_at::open_dir_at(parent.as_fd(), name) {
        Err(error) if error.kind() == io::ErrorKind::NotFound => {
            match fs_at::create_dir_at(parent.as_fd(), name, 0o700) {
                Err(error) if error.kind() != io::ErrorKind::AlreadyExists => {
                    return Err(cannot_use(path, &error));
                }
                _ => fs_at::open_dir_at(parent.as_fd(), name),
            }
        }
        other => other,
    };
    let folder = opened.map_err(|error| {
        if fs_at::stat_at(parent.as_fd(), name).is_ok_and(|stat| stat.is_symlink()) {
            format!(
                "the trash folder {} is a symbolic link, so it was not used (another user may have planted it)",
                path.display()
            )
        } else {
            cannot_use(path, &error)
        }
    })?;
    vet_owned(&folder, path, uid)?;
    Ok(folder)
}

fn vet_owned(folder: &OwnedFd, path: &Path, uid: u32) -> Result<(), String> {
    let stat: Stat = fs_at::stat_fd(folder.as_fd()).map_err(|error| cannot_use(path, &error))?;
    if !stat.is_dir() {
        return Err(format!(
            "the trash folder {} is not a folder",
            path.display()
        ));
    }
    if stat.uid != uid {
        return Err(format!(
            "the trash folder {} belongs to another user (uid {}), so it was not used",
            path.display(),
            stat.uid
        ));
    }
    if stat.mode & 0o022 != 0 {
        return Err(format!(
            "the trash folder {} can be written by other users, so it was not used",
            path.display()
        ));
    }
    Ok(())
}

fn cannot_use(path: &Path, error: &io::Error) -> String {
    let reason = match error.kind() {
        io::ErrorKind::NotFound => "not found".to_string(),
        _ => describe_io_error(error),
    };
    format!(
        "the trash folder {} could not be used: {reason}",
        path.display()
    )
}
