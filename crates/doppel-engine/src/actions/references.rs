//! The reference guard: files inside a reference folder (the originals) are never trashed,
//! checked at the moment of acting by *identity*, not by path.
//!
//! The plan already refuses a path inside a reference, but a path is only a name: the same
//! folder can be reached through a symbolic link, a bind mount of one of its subfolders,
//! or a hard link of one of its files placed elsewhere. So at the start of a cleanup with
//! references, each reference is walked (not following symbolic links, crossing mount
//! points) and the device and inode of every folder and regular file in it are collected.
//! A file or folder about to be trashed is refused when it is one of those, or when any
//! folder on its path (each prefix looked at again, without following links) is one of
//! those folders: that also catches files created in a reference after the walk. A
//! reference that cannot be read in full stops the whole cleanup, since nothing could then
//! be proved to lie outside it.

use std::collections::HashMap;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

use super::fs_at::Stat;
use super::reasons::Reason;
use crate::errors::describe_io_error;
use crate::report::IoProblem;

/// Refusal shared by the plan and the guard, for a path inside `reference`.
pub(super) fn in_reference(reference: &Path) -> Reason {
    Reason::InReference {
        reference: reference.to_path_buf(),
        reached: None,
    }
}

/// The identities of everything inside the reference folders, taken when a cleanup starts.
#[derive(Debug, Default)]
pub(super) struct ReferenceGuard {
    /// The reference folders as given (for messages).
    roots: Vec<PathBuf>,
    /// Device and inode of every folder inside a reference (the references included), with
    /// the index of its reference in `roots`.
    folders: HashMap<(u64, u64), usize>,
    /// Device and inode of every regular file inside a reference.
    files: HashMap<(u64, u64), usize>,
}

/// A reference folder that could not be read in full: nothing is trashed while files in it
/// cannot all be told apart from the rest.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReferenceUnreadable {
    /// The reference folder.
    pub reference: PathBuf,
    /// What in it could not be read (the folder itself, or something inside).
    pub entry: PathBuf,
    /// Why.
    pub problem: ReferenceProblem,
}

/// Why a reference folder could not be read in full.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReferenceProblem {
    /// A system error.
    Io(IoProblem),
    /// It is not a folder.
    NotAFolder,
}

impl std::fmt::Display for ReferenceUnreadable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let problem = match &self.problem {
            ReferenceProblem::Io(problem) => problem.to_string(),
            ReferenceProblem::NotAFolder => "it is not a folder".to_string(),
        };
        write!(
            f,
            "the reference folder {} could not be read in full ({}: {problem}); nothing is \
             trashed while files in it cannot all be told apart from the rest",
            self.reference.display(),
            self.entry.display()
        )
    }
}

impl ReferenceGuard {
    /// Walks every reference folder. `Err` names a reference (or something in it) that could
    /// not be read: the cleanup must not go on.
    pub(super) fn build(references: &[PathBuf]) -> Result<ReferenceGuard, ReferenceUnreadable> {
        let mut guard = ReferenceGuard {
            roots: references.to_vec(),
            ..ReferenceGuard::default()
        };
        for (index, reference) in references.iter().enumerate() {
            guard.walk(index, reference)?;
        }
        Ok(guard)
    }

    fn walk(&mut self, index: usize, reference: &Path) -> Result<(), ReferenceUnreadable> {
        let unreadable = |path: &Path, problem: ReferenceProblem| ReferenceUnreadable {
            reference: reference.to_path_buf(),
            entry: path.to_path_buf(),
            problem,
        };
        let walk_problem = |error: &ignore::Error| {
            ReferenceProblem::Io(match error.io_error() {
                Some(error) => IoProblem::of(error),
                None => IoProblem::Other {
                    words: error.to_string(),
                },
            })
        };
        // The folder the user named, wherever a link they made leads; nothing inside it is
        // followed.
        let root = reference
            .canonicalize()
            .map_err(|error| unreadable(reference, ReferenceProblem::Io(IoProblem::of(&error))))?;
        let walker = ignore::WalkBuilder::new(&root)
            .standard_filters(false)
            .hidden(false)
            .follow_links(false)
            .same_file_system(false)
            .build();
        let mut saw_root = false;
        for entry in walker {
            let entry = entry.map_err(|error| unreadable(&root, walk_problem(&error)))?;
            let metadata = entry
                .metadata()
                .map_err(|error| unreadable(entry.path(), walk_problem(&error)))?;
            let key = (metadata.dev(), metadata.ino());
            if metadata.is_dir() {
                saw_root = true;
                self.folders.entry(key).or_insert(index);
            } else if metadata.is_file() {
                self.files.entry(key).or_insert(index);
            }
        }
        if !saw_root {
            return Err(unreadable(reference, ReferenceProblem::NotAFolder));
        }
        Ok(())
    }

    /// Whether there is nothing to guard.
    pub(super) fn is_empty(&self) -> bool {
        self.roots.is_empty()
    }

    /// `Err` with the reason when the file or folder open as `stat`, at `path`, is inside a
    /// reference: it is itself a file or folder of one, or a folder on its path is.
    pub(super) fn check(&self, path: &Path, stat: &Stat) -> Result<(), Reason> {
        if self.is_empty() {
            return Ok(());
        }
        self.check_identity(path, stat)?;
        for ancestor in path.ancestors().skip(1) {
            let metadata =
                std::fs::symlink_metadata(ancestor).map_err(|error| Reason::CannotOpen {
                    problem: format!(
                        "its folder {} could not be checked against the reference folders: {}",
                        ancestor.display(),
                        describe_io_error(&error)
                    ),
                })?;
            if let Some(&index) = self.folders.get(&(metadata.dev(), metadata.ino())) {
                return Err(self.refusal(index, path, ancestor));
            }
        }
        Ok(())
    }

    /// `Err` when `stat` (an entry at `path`, found inside a folder being trashed) is itself a
    /// file or folder of a reference. Its ancestors are checked once, for the folder.
    pub(super) fn check_identity(&self, path: &Path, stat: &Stat) -> Result<(), Reason> {
        let key = (stat.dev, stat.ino);
        let found = if stat.is_dir() {
            self.folders.get(&key)
        } else {
            self.files.get(&key)
        };
        match found {
            Some(&index) => Err(self.refusal(index, path, path)),
            None => Ok(()),
        }
    }

    fn refusal(&self, index: usize, path: &Path, found: &Path) -> Reason {
        let reference = &self.roots[index];
        Reason::InReference {
            reference: reference.clone(),
            reached: (!path.starts_with(reference)).then(|| found.to_path_buf()),
        }
    }
}
