//! Doppel's own data folder as a cleanup sees it: never acted on, whatever a report lists,
//! by path and by identity (a bind mount of it, a hard-linked folder of it, a folder
//! holding it).

use std::path::{Path, PathBuf};

use super::folder_checks::CheckedFolder;
use super::fs_at;
use super::reasons::Reason;

/// Doppel's own data folder (the cleanup journals, the lock): never trashed, whatever a
/// report lists, by path and by identity (a bind mount or a hard-linked folder of it).
pub(super) struct OwnFolder {
    path: PathBuf,
    /// Device and inode of the data folder and of its `cleanups/`, where they exist.
    identities: Vec<(u64, u64)>,
}

impl OwnFolder {
    pub(super) fn new(data_dir: &Path) -> OwnFolder {
        use std::os::unix::fs::MetadataExt;
        let path = data_dir
            .canonicalize()
            .unwrap_or_else(|_| data_dir.to_path_buf());
        let identities = [path.clone(), path.join("cleanups")]
            .iter()
            .filter_map(|folder| std::fs::metadata(folder).ok())
            .map(|metadata| (metadata.dev(), metadata.ino()))
            .collect();
        OwnFolder { path, identities }
    }

    fn refusal(&self) -> Reason {
        Reason::InDoppelData {
            folder: self.path.clone(),
        }
    }

    pub(super) fn check_path(&self, path: &Path) -> Result<(), Reason> {
        if path.starts_with(&self.path) || self.path.starts_with(path) {
            return Err(self.refusal());
        }
        Ok(())
    }

    /// A file whose folder, open, is Doppel's data folder or its journals' folder.
    pub(super) fn check_folder(
        &self,
        _path: &Path,
        folder: std::os::fd::BorrowedFd<'_>,
    ) -> Result<(), Reason> {
        match fs_at::stat_fd(folder) {
            Ok(stat) if self.identities.contains(&(stat.dev, stat.ino)) => Err(self.refusal()),
            _ => Ok(()),
        }
    }

    /// A folder that is, or holds, Doppel's data folder.
    pub(super) fn check_tree(&self, folder: &CheckedFolder) -> Result<(), Reason> {
        let inside = std::iter::once(&folder.stat).chain(folder.tree.folders.values());
        for stat in inside {
            if self.identities.contains(&(stat.dev, stat.ino)) {
                return Err(self.refusal());
            }
        }
        Ok(())
    }
}
