//! Selection rules: which file of a group to keep, the others being marked for the trash.
//!
//! Rules only look at what the scan recorded (path, size, modified time); they never touch
//! the disk, so marking thousands of groups is instant and the result can be shown before
//! anything happens. Ties are broken by path order, so the choice does not depend on the
//! order of the group's files.
//!
//! With reference folders (the originals), [`apply_with_references`] is the rule every
//! front end uses: a file inside a reference is never marked Trash, and in an exact group
//! that has a copy inside a reference, the copies in the references are kept and every
//! other copy goes. [`apply_to_folders`] applies the same rules to the folders of a
//! duplicate-folder group.

use std::cmp::Ordering;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use crate::report::{FileRecord, FolderRecord};

/// What the user (or a rule) decided for one file of a group.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Mark {
    /// Leave the file where it is.
    Keep,
    /// Move the file to the trash.
    Trash,
}

/// A rule that picks the one file of a group to keep.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KeepRule {
    /// The first file as the group lists it.
    First,
    /// The most recently modified.
    Newest,
    /// The least recently modified.
    Oldest,
    /// The largest.
    Largest,
    /// The shortest full path (in bytes).
    ShortestPath,
    /// The file inside this folder (at any depth); the first by path if several are.
    InsideFolder(PathBuf),
}

impl KeepRule {
    /// The rule as a button or menu would name it.
    pub fn label(&self) -> String {
        match self {
            KeepRule::First => "Keep the first".to_string(),
            KeepRule::Newest => "Keep the newest".to_string(),
            KeepRule::Oldest => "Keep the oldest".to_string(),
            KeepRule::Largest => "Keep the largest".to_string(),
            KeepRule::ShortestPath => "Keep the shortest path".to_string(),
            KeepRule::InsideFolder(folder) => {
                format!("Keep the copy inside {}", folder.display())
            }
        }
    }
}

/// One mark per file of the group (same order as `files`): exactly one [`Mark::Keep`], the
/// rest [`Mark::Trash`].
///
/// Returns `None` when the rule cannot choose: the group is empty, or for
/// [`KeepRule::InsideFolder`], no file of the group is inside the folder. The folder test
/// is by path components, as recorded by the scan (`/a/photos` is not inside `/a/photo`).
pub fn apply(rule: &KeepRule, files: &[FileRecord]) -> Option<Vec<Mark>> {
    let keep = match rule {
        KeepRule::First => (!files.is_empty()).then_some(0),
        // `best` keeps the greatest by the key, so "smaller is better" keys are reversed.
        KeepRule::Newest => best(files, |a, b| a.modified.cmp(&b.modified)),
        KeepRule::Oldest => best(files, |a, b| b.modified.cmp(&a.modified)),
        KeepRule::Largest => best(files, |a, b| a.size.cmp(&b.size)),
        KeepRule::ShortestPath => best(files, |a, b| {
            let length = |f: &FileRecord| f.path.as_os_str().len();
            length(b).cmp(&length(a))
        }),
        KeepRule::InsideFolder(folder) => {
            let inside: Vec<usize> = (0..files.len())
                .filter(|&i| files[i].path.starts_with(folder))
                .collect();
            inside
                .into_iter()
                .min_by(|&a, &b| files[a].path.cmp(&files[b].path))
        }
    }?;
    Some(
        (0..files.len())
            .map(|i| if i == keep { Mark::Keep } else { Mark::Trash })
            .collect(),
    )
}

/// Like [`apply`], with the reference folders `references` (absolute, canonical, as the
/// report gives them; a file is inside one by path components):
///
/// - an exact group (`exact`) with at least one file inside a reference: every file inside
///   a reference is marked Keep and every other file Trash, whatever the rule;
/// - otherwise the rule as [`apply`] gives it, except that a file inside a reference is
///   always marked Keep (so a near group keeps its reference versions too).
///
/// `None` when the rule cannot choose (see [`apply`]) and no reference decides instead.
pub fn apply_with_references(
    rule: &KeepRule,
    files: &[FileRecord],
    exact: bool,
    references: &[PathBuf],
) -> Option<Vec<Mark>> {
    let in_reference: Vec<bool> = files
        .iter()
        .map(|file| reference_of(&file.path, references).is_some())
        .collect();
    if exact && in_reference.contains(&true) {
        return Some(
            in_reference
                .iter()
                .map(|&inside| if inside { Mark::Keep } else { Mark::Trash })
                .collect(),
        );
    }
    let mut marks = apply(rule, files)?;
    for (mark, &inside) in marks.iter_mut().zip(&in_reference) {
        if inside {
            *mark = Mark::Keep;
        }
    }
    Some(marks)
}

/// The rules for the folders of a duplicate-folder group: `modified[i]` is the modified
/// time of `folders[i]` (the report does not record one; the caller reads it, or gives
/// [`SystemTime::UNIX_EPOCH`] when it cannot), the size is the folder's bytes. A folder
/// inside a reference, or holding one, is always kept; when one of the group's folders is,
/// it is the folder kept and the others go, as for files in [`apply_with_references`].
pub fn apply_to_folders(
    rule: &KeepRule,
    folders: &[FolderRecord],
    modified: &[SystemTime],
    references: &[PathBuf],
) -> Option<Vec<Mark>> {
    let as_files: Vec<FileRecord> = folders
        .iter()
        .enumerate()
        .map(|(i, folder)| FileRecord {
            path: folder.path.clone(),
            size: folder.bytes,
            modified: modified.get(i).copied().unwrap_or(SystemTime::UNIX_EPOCH),
            aliases: Vec::new(),
        })
        .collect();
    let mut marks = apply_with_references(rule, &as_files, true, references)?;
    for (mark, folder) in marks.iter_mut().zip(folders) {
        if references.iter().any(|r| r.starts_with(&folder.path)) {
            *mark = Mark::Keep;
        }
    }
    Some(marks)
}

/// The reference folder `path` lies in (by path components), if any.
pub fn reference_of<'a>(path: &Path, references: &'a [PathBuf]) -> Option<&'a Path> {
    references
        .iter()
        .map(PathBuf::as_path)
        .find(|reference| path.starts_with(reference))
}

/// The index of the greatest file by `better`, ties going to the smaller path.
fn best(
    files: &[FileRecord],
    better: impl Fn(&FileRecord, &FileRecord) -> Ordering,
) -> Option<usize> {
    (0..files.len()).max_by(|&a, &b| {
        better(&files[a], &files[b]).then_with(|| files[b].path.cmp(&files[a].path))
    })
}
