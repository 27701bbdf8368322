//! What a record of an item says, in memory: a record naming something a cleanup acts on
//! (a file or folder trashed, linked or cloned, a companion trashed with a photo) made into
//! a [`JournaledFile`] ([`from_record`]), and the rules every item read must keep
//! ([`invalid`]): a journal is input, not truth, and nothing it says may lead a restore
//! outside the trash folder or to a path a scan would not record.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use super::format::{LinkedFileJson, ManifestFileJson, Record};
use super::{
    FileState, How, Identity, JournaledClone, JournaledFile, JournaledFolder, JournaledLink,
    LinkedFile,
};
use crate::actions::content::{self, ContentHash};
use crate::actions::fs_at;
use crate::actions::tree::{Manifest, ManifestFile};
use crate::report::json::PathJson;

/// Why a record read is left out of its cleanup: the words that follow "line N".
pub(super) type Damage = &'static str;

const NO_HASH: Damage = "has no valid hash";

/// The item `record` names; `photo_of(of)` is the path of item `of`, for a companion.
/// A record that names no item, or one that is not what Doppel writes, is damage.
pub(super) fn from_record(
    record: Record,
    photo_of: impl Fn(usize) -> Option<PathBuf>,
) -> Result<JournaledFile, Damage> {
    let item = match record {
        Record::Trashing {
            n,
            file,
            size,
            mtime_ns,
            hash,
            trash,
            entry,
            identity,
        } => JournaledFile {
            identity: identity.map(Identity::from_json),
            ..file_in_trash(n, file, (size, mtime_ns, hash_of(&hash)?), trash, entry)
        },
        Record::TrashingCompanion {
            n,
            of,
            file,
            size,
            mtime_ns,
            hash,
            trash,
            entry,
            identity,
        } => {
            let hash = hash_of(&hash)?;
            // Staged right after its photo's record: that item is known by now.
            let photo = photo_of(of).ok_or("names a companion of an item it does not hold")?;
            JournaledFile {
                identity: Some(Identity::from_json(identity)),
                companion_of: Some(photo),
                ..file_in_trash(n, file, (size, mtime_ns, hash), trash, entry)
            }
        }
        Record::Linking {
            n,
            file,
            size,
            mtime_ns,
            hash,
            trash,
            entry,
            identity,
            kept,
            kept_dev,
            kept_ino,
            kept_btime_ns,
            temp,
        } => JournaledFile {
            identity: Some(Identity::from_json(identity)),
            how: How::Linked(Box::new(JournaledLink {
                kept: PathBuf::from(kept),
                kept_dev,
                kept_ino,
                kept_btime_ns: kept_btime_ns.map(i128::from),
                temp: PathBuf::from(temp).into_os_string(),
                files: Vec::new(),
            })),
            ..file_in_trash(n, file, (size, mtime_ns, hash_of(&hash)?), trash, entry)
        },
        Record::TrashingFolder {
            n,
            folder,
            dev,
            ino,
            size,
            trash,
            entry,
            folders,
            files,
            identity,
        } => {
            let manifest = manifest(folders, files.iter().map(ManifestFileJson::to_manifest))?;
            JournaledFile {
                folder: Some(Box::new(JournaledFolder { dev, ino, manifest })),
                identity: identity.map(Identity::from_json),
                ..folder_in_trash(n, folder, size, trash, entry)
            }
        }
        Record::LinkingFolder {
            n,
            folder,
            dev,
            ino,
            size,
            trash,
            entry,
            identity,
            kept,
            kept_dev,
            kept_ino,
            temp,
            folders,
            files,
        } => {
            let manifest = manifest(
                folders,
                files.iter().map(|linked| linked.file.to_manifest()),
            )?;
            let linked = files.into_iter().map(LinkedFileJson::into_linked).collect();
            JournaledFile {
                folder: Some(Box::new(JournaledFolder { dev, ino, manifest })),
                identity: Some(Identity::from_json(identity)),
                how: How::Linked(Box::new(JournaledLink {
                    kept: PathBuf::from(kept),
                    kept_dev,
                    kept_ino,
                    kept_btime_ns: None,
                    temp: PathBuf::from(temp).into_os_string(),
                    files: linked,
                })),
                ..folder_in_trash(n, folder, size, trash, entry)
            }
        }
        Record::Cloning {
            n,
            file,
            size,
            mtime_ns,
            hash,
            dev,
            ino,
            btime_ns,
            kept,
            kept_dev,
            kept_ino,
        } => JournaledFile {
            how: How::Cloned(Box::new(JournaledClone {
                dev,
                ino,
                btime_ns: btime_ns.map(i128::from),
                kept: PathBuf::from(kept),
                kept_dev,
                kept_ino,
                inodes: Vec::new(),
            })),
            ..cloned(n, file, (size, mtime_ns, hash_of(&hash)?))
        },
        Record::CloningFolder {
            n,
            folder,
            dev,
            ino,
            size,
            kept,
            kept_dev,
            kept_ino,
            folders,
            files,
        } => {
            let manifest = manifest(
                folders,
                files.iter().map(|cloned| cloned.file.to_manifest()),
            )?;
            JournaledFile {
                folder: Some(Box::new(JournaledFolder { dev, ino, manifest })),
                how: How::Cloned(Box::new(JournaledClone {
                    dev,
                    ino,
                    btime_ns: None,
                    kept: PathBuf::from(kept),
                    kept_dev,
                    kept_ino,
                    inodes: files.iter().map(|file| file.ino).collect(),
                })),
                // A folder has no modified time or hash of its own: its manifest has its
                // files'.
                ..cloned(n, folder, (size, 0, 0))
            }
        }
        Record::Begin { .. }
        | Record::Shared { .. }
        | Record::Copying { .. }
        | Record::Copied { .. }
        | Record::NotMoved { .. }
        | Record::Finished { .. }
        | Record::Restored { .. }
        | Record::Resolved { .. }
        | Record::NotFound { .. }
        | Record::Reserving { .. }
        | Record::Released { .. } => return Err("names no item"),
    };
    match invalid(&item) {
        Some(damage) => Err(damage),
        None => Ok(item),
    }
}

fn hash_of(hex: &str) -> Result<ContentHash, Damage> {
    content::from_hex(hex).ok_or(NO_HASH)
}

/// A folder's manifest from its record's subfolders and files.
fn manifest(
    folders: Vec<PathJson>,
    files: impl Iterator<Item = Option<ManifestFile>>,
) -> Result<Manifest, Damage> {
    Ok(Manifest {
        folders: folders.into_iter().map(PathBuf::from).collect(),
        files: files.collect::<Option<Vec<_>>>().ok_or(NO_HASH)?,
    })
}

impl LinkedFileJson {
    fn into_linked(self) -> LinkedFile {
        LinkedFile {
            ino: self.ino,
            btime_ns: self.btime_ns.map(i128::from),
            kept: PathBuf::from(self.kept),
            kept_ino: self.kept_ino,
            kept_btime_ns: self.kept_btime_ns.map(i128::from),
        }
    }
}

/// A file's item as its record names it, moved into the trash as `entry`; its identity,
/// link and photo are the record's own, set by the caller.
fn file_in_trash(
    n: usize,
    file: PathJson,
    (size, mtime_ns, hash): (u64, i64, ContentHash),
    trash: PathJson,
    entry: PathJson,
) -> JournaledFile {
    JournaledFile {
        trash: PathBuf::from(trash),
        entry: PathBuf::from(entry).into_os_string(),
        ..cloned(n, file, (size, mtime_ns, hash))
    }
}

/// A folder's item as its record names it, moved (or mirrored) into the trash as `entry`;
/// its manifest, identity and link are the record's own, set by the caller. A folder has
/// no modified time or content hash of its own: its manifest holds its files'.
fn folder_in_trash(
    n: usize,
    folder: PathJson,
    size: u64,
    trash: PathJson,
    entry: PathJson,
) -> JournaledFile {
    file_in_trash(n, folder, (size, 0, 0), trash, entry)
}

/// An item with no trash entry (a clone: nothing goes to the trash); its clone is the
/// record's own, set by the caller.
fn cloned(
    n: usize,
    path: PathJson,
    (size, mtime_ns, hash): (u64, i64, ContentHash),
) -> JournaledFile {
    JournaledFile {
        n,
        path: PathBuf::from(path),
        size,
        mtime_ns,
        hash,
        trash: PathBuf::new(),
        entry: OsString::new(),
        state: FileState::Pending,
        folder: None,
        identity: None,
        copying: None,
        copied: false,
        how: How::Trashed,
        companion_of: None,
    }
}

/// Why a journaled item is not one Doppel writes: its paths must be absolute and
/// normalised, and its trash entry one plain name, so that nothing a journal says can lead
/// a restore outside the trash folder or to a path a scan would not record.
pub(super) fn invalid(item: &JournaledFile) -> Option<Damage> {
    if fs_at::not_normalised(&item.path).is_some() {
        return Some("gives an original path that is not absolute and normalised");
    }
    if let How::Cloned(clone) = &item.how {
        if fs_at::not_normalised(&clone.kept).is_some() {
            return Some("gives a kept copy whose path is not absolute and normalised");
        }
        let files = item.folder.as_ref().map_or(0, |f| f.manifest.files.len());
        if clone.inodes.len() != files {
            return Some("gives a folder's inodes that do not match its files");
        }
    } else {
        // A clone has no trash entry: nothing a restore may take from the trash.
        if fs_at::not_normalised(&item.trash).is_some() {
            return Some("gives a trash folder that is not absolute and normalised");
        }
        if !is_one_name(&item.entry) {
            return Some("gives a trash entry that is not one file name");
        }
    }
    let relative_ok = |path: &Path| {
        path.components()
            .all(|part| matches!(part, std::path::Component::Normal(_)))
    };
    if let How::Linked(link) = &item.how {
        if fs_at::not_normalised(&link.kept).is_some() {
            return Some("gives a kept copy whose path is not absolute and normalised");
        }
        // Only a name the cleanup makes may be removed or swapped by a restore.
        if !is_one_name(&link.temp) || !crate::actions::link::is_temporary_name(&link.temp) {
            return Some("names as a link's temporary name something that is not one Doppel makes");
        }
        // A folder replaced file by file names each file's kept copy; a file names none.
        let files = item.folder.as_ref().map_or(0, |f| f.manifest.files.len());
        if link.files.len() != files {
            return Some("gives a folder's kept copies that do not match its files");
        }
        let inside = |path: &Path| path.components().next().is_some() && relative_ok(path);
        if !link.files.iter().all(|file| inside(&file.kept)) {
            return Some("lists a kept copy outside the kept folder");
        }
    }
    if let Some(folder) = &item.folder {
        let paths = folder
            .manifest
            .folders
            .iter()
            .chain(folder.manifest.files.iter().map(|file| &file.path));
        if !paths.into_iter().all(|path| relative_ok(path)) {
            return Some("lists a folder's content outside it");
        }
    }
    None
}

/// One plain file name: not empty, no `/`, not `.` or `..`, no NUL.
pub(super) fn is_one_name(name: &std::ffi::OsStr) -> bool {
    use std::os::unix::ffi::OsStrExt;
    let bytes = name.as_bytes();
    !bytes.is_empty()
        && bytes != b"."
        && bytes != b".."
        && !bytes.contains(&b'/')
        && !bytes.contains(&0)
}
