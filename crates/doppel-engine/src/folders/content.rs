//! Content ids: one small number per file content, for every path the walk listed.
//!
//! Files of one exact group share an id; every other file (unique size, unique head and
//! tail, or not judged by the exact stage) has an id of its own, shared only with its hard
//! links: it is unique content, or unknown, and either way no other folder can hold it.

use std::borrow::Cow;
use std::collections::HashMap;
use std::ffi::OsStr;
use std::path::Path;

use xxhash_rust::xxh3::Xxh3DefaultBuilder;

use crate::exact::ExactOutcome;
use crate::hardlinks::DistinctFile;

/// Marks a path that is the main path of its [`DistinctFile`], not one of its aliases.
pub(crate) const MAIN_PATH: u32 = u32::MAX;

/// One walked path and its content.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct PathContent {
    /// Index of the file in the scan's `files`.
    pub(crate) file: u32,
    /// Index into that file's aliases, or [`MAIN_PATH`].
    pub(crate) alias: u32,
    /// The content id.
    pub(crate) content: u32,
}

impl PathContent {
    /// The path this entry stands for.
    pub(crate) fn path<'a>(&self, files: &'a [DistinctFile]) -> Cow<'a, Path> {
        let file = &files[self.file as usize];
        match self.alias {
            MAIN_PATH => Cow::Owned(file.entry.path()),
            alias => Cow::Borrowed(&file.aliases()[alias as usize]),
        }
    }

    /// The folder this entry's path is in, and its name; `None` for a path with no parent.
    pub(crate) fn folder_and_name<'a>(
        &self,
        files: &'a [DistinctFile],
    ) -> Option<(&'a Path, &'a OsStr)> {
        let file = &files[self.file as usize];
        match self.alias {
            MAIN_PATH => file.entry.folder_and_name(),
            alias => {
                let path = &file.aliases()[alias as usize];
                path.parent().zip(path.file_name())
            }
        }
    }

    /// The file's size in bytes.
    pub(crate) fn size(&self, files: &[DistinctFile]) -> u64 {
        files[self.file as usize].entry.size
    }
}

/// Every walked path with its content id, and how many paths hold each content.
#[derive(Debug, Default)]
pub(crate) struct Contents {
    /// One entry per path: each file's main path and each of its aliases.
    pub(crate) paths: Vec<PathContent>,
    /// Paths holding each content id, indexed by id.
    pub(crate) occurrences: Vec<u32>,
}

impl Contents {
    /// True when some other path holds this content too: only such contents can make two
    /// folders alike.
    pub(crate) fn is_shared(&self, content: u32) -> bool {
        self.occurrences[content as usize] > 1
    }
}

/// Gives every path of `files` its content id, from the exact stage's groups.
pub(crate) fn content_ids(files: &[DistinctFile], exact: &ExactOutcome) -> Contents {
    // Paths hashed as bytes, as scan.rs does: `Path`'s own hash walks components.
    let mut group_of: HashMap<&OsStr, u32, Xxh3DefaultBuilder> = HashMap::with_capacity_and_hasher(
        exact.groups.iter().map(|g| g.files.len()).sum(),
        Xxh3DefaultBuilder,
    );
    for (id, group) in exact.groups.iter().enumerate() {
        for record in &group.files {
            group_of.insert(record.path.as_os_str(), id as u32);
        }
    }
    let mut occurrences = vec![0u32; exact.groups.len()];
    let total_paths = files.iter().map(|f| 1 + f.aliases().len()).sum();
    let mut paths = Vec::with_capacity(total_paths);
    for (index, file) in files.iter().enumerate() {
        let content = match group_of.get(file.entry.path().as_os_str()) {
            Some(&id) => id,
            None => {
                occurrences.push(0);
                (occurrences.len() - 1) as u32
            }
        };
        let aliases = file.aliases().len() as u32;
        occurrences[content as usize] += 1 + aliases;
        let file = index as u32;
        paths.push(PathContent {
            file,
            alias: MAIN_PATH,
            content,
        });
        paths.extend((0..aliases).map(|alias| PathContent {
            file,
            alias,
            content,
        }));
    }
    Contents { paths, occurrences }
}
