//! Reference folders at scan time: which files lie in a folder the user marked as holding
//! the originals, which groups are left out because they hold nothing else, and the files
//! outside every reference that have no copy inside one ("only here").
//!
//! Membership here is by path: the scan's paths are canonical (symbolic links resolved,
//! never followed below a root), and a hard-linked file counts as a reference when any of
//! its paths lies in one. The cleanup checks again at action time, by file identity
//! (`actions::references`), whatever a report says.

use std::collections::HashSet;
use std::ffi::OsStr;
use std::path::{Path, PathBuf};

use xxhash_rust::xxh3::Xxh3DefaultBuilder;

use crate::exact::ExactOutcome;
use crate::hardlinks::DistinctFile;
use crate::report::{FileRecord, FolderGroup, Group};

/// The reference folders of one scan, canonical.
#[derive(Debug, Clone, Default)]
pub(crate) struct References {
    folders: Vec<PathBuf>,
}

impl References {
    pub(crate) fn new(folders: Vec<PathBuf>) -> Self {
        References { folders }
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.folders.is_empty()
    }

    /// Whether `path` lies in (or is) a reference folder.
    pub(crate) fn contains(&self, path: &Path) -> bool {
        crate::actions::rules::reference_of(path, &self.folders).is_some()
    }

    /// Whether any path of this file lies in a reference folder.
    fn holds_record(&self, file: &FileRecord) -> bool {
        self.contains(&file.path) || file.aliases.iter().any(|alias| self.contains(alias))
    }

    fn holds_file(&self, file: &DistinctFile) -> bool {
        self.contains(&file.entry.path()) || file.aliases().iter().any(|alias| self.contains(alias))
    }

    /// Drops the groups whose every file lies in a reference, and the folder groups whose
    /// every folder does: there is nothing to clean in them, and showing them would bury
    /// the groups that matter.
    pub(crate) fn drop_reference_only(
        &self,
        groups: &mut Vec<Group>,
        folders: &mut Vec<FolderGroup>,
    ) {
        if self.is_empty() {
            return;
        }
        groups.retain(|group| !group.files().iter().all(|f| self.holds_record(f)));
        folders.retain(|group| !group.folders.iter().all(|f| self.contains(&f.path)));
    }

    /// The files outside every reference with no copy inside one, sorted by path. A file
    /// the exact stage could not read (or that changed while read) is listed too: nothing
    /// shows it has a copy, and the list is what a wipe would lose.
    pub(crate) fn only_here(
        &self,
        files: &[DistinctFile],
        exact: &ExactOutcome,
    ) -> Vec<FileRecord> {
        if self.is_empty() {
            return Vec::new();
        }
        // Hashing paths as bytes: `Path`'s own hash walks components, several times slower.
        let backed_up = exact
            .groups
            .iter()
            .filter(|group| group.files.iter().any(|f| self.holds_record(f)))
            .flat_map(|group| group.files.iter().map(|f| f.path.as_os_str()));
        let backed_up: HashSet<&OsStr, Xxh3DefaultBuilder> = backed_up.collect();
        let mut only_here: Vec<FileRecord> = files
            .iter()
            .filter(|f| !self.holds_file(f) && !backed_up.contains(f.entry.path().as_os_str()))
            .map(DistinctFile::record)
            .collect();
        only_here.sort_by(|a, b| a.path.cmp(&b.path));
        only_here
    }
}
