//! Selection rules: which file of a group to keep, the others being marked for the trash.
//!
//! Rules only look at what the scan recorded (path, size, modified time, and for similar
//! images their pixels, format and EXIF date: [`apply_to_images`]); they never touch
//! the disk, so marking thousands of groups is instant and the result can be shown before
//! anything happens. Ties are broken by path order, so the choice does not depend on the
//! order of the group's files.
//!
//! With reference folders (the originals), [`apply_with_references`] is the rule every
//! front end uses: a file inside a reference is never marked Trash, and in an exact group
//! that has a copy inside a reference, the copies in the references are kept and every
//! other copy goes. [`apply_to_folders`] applies the same rules to the folders of a
//! duplicate-folder group.
//!
//! A file in a trash folder (by the names on its path: [`is_in_named_trash_folder`]) is
//! never the copy kept: it is already deleted, and Windows keeps a recycled file's
//! modified time, so "keep the oldest" would otherwise keep the copy in `$RECYCLE.BIN` and
//! trash the live one. Every rule chooses among the files outside the trash, marks the
//! files in the trash [`Mark::Keep`] (left where they are), and chooses nothing when every
//! file is in the trash.

use std::cmp::Ordering;
use std::path::PathBuf;
use std::time::SystemTime;

pub use crate::report::reference_of;
use crate::report::{FileRecord, FolderRecord, ImageInfo};
use crate::trash_folders::is_in_named_trash_folder;

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
    /// Of similar images, the one with the most pixels; the largest file of those.
    MostPixels,
    /// Of similar images, the one taken first by its EXIF date; an image with no date is
    /// kept only when none has one.
    EarliestTaken,
    /// Of similar images, one in this format (a short name as [`ImageInfo::format`]);
    /// the one with the most pixels if several are.
    Format(String),
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
            KeepRule::MostPixels => "Keep the highest resolution".to_string(),
            KeepRule::EarliestTaken => "Keep the first taken (EXIF date)".to_string(),
            KeepRule::Format(format) => format!("Keep the {}", format.to_uppercase()),
        }
    }

    /// Why the rule chose nothing in a group, as a notice would say it of the groups. The
    /// rules choose among the files outside trash folders only, so that is said too.
    pub fn why_no_choice(&self) -> String {
        match self {
            KeepRule::InsideFolder(_) => {
                "they have no file there outside a trash folder".to_string()
            }
            KeepRule::EarliestTaken => {
                "none of their images outside a trash folder has an EXIF date".to_string()
            }
            KeepRule::Format(format) => format!(
                "they have no {} image outside a trash folder",
                format.to_uppercase()
            ),
            KeepRule::MostPixels => {
                "they are not groups of similar images, or every image of theirs is in a \
                 trash folder"
                    .to_string()
            }
            _ => "every file of theirs is in a trash folder".to_string(),
        }
    }
}

/// One mark per file of the group (same order as `files`): exactly one [`Mark::Keep`] among
/// the files outside trash folders, chosen by the rule among them alone, and the rest of
/// those [`Mark::Trash`]; every file inside a trash folder is marked Keep (left where it
/// is, and never the kept copy).
///
/// Returns `None` when the rule cannot choose: the group is empty or every file of it is in
/// a trash folder, or for [`KeepRule::InsideFolder`], no file outside the trash is inside
/// the folder, or the rule is one for images ([`apply_to_images`] applies those). The
/// folder test is by path components, as recorded by the scan (`/a/photos` is not inside
/// `/a/photo`).
pub fn apply(rule: &KeepRule, files: &[FileRecord]) -> Option<Vec<Mark>> {
    apply_outside_trash(rule, files, None)
}

/// Like [`apply`] for a group of similar images, `images[i]` telling of `files[i]`; the
/// image rules choose by what it tells. With the references as in
/// [`apply_with_references`] (an image group is never an exact one).
pub fn apply_to_images(
    rule: &KeepRule,
    files: &[FileRecord],
    images: &[ImageInfo],
    references: &[PathBuf],
) -> Option<Vec<Mark>> {
    if images.len() != files.len() {
        return None;
    }
    let marks = apply_outside_trash(rule, files, Some(images))?;
    Some(keep_references(marks, files, references))
}

/// The rule applied to the files outside trash folders (with their images, when the files
/// are similar images): Keep for the one it chooses and for every file in a trash folder,
/// Trash for the others.
fn apply_outside_trash(
    rule: &KeepRule,
    files: &[FileRecord],
    images: Option<&[ImageInfo]>,
) -> Option<Vec<Mark>> {
    let in_trash: Vec<bool> = files
        .iter()
        .map(|file| is_in_named_trash_folder(&file.path))
        .collect();
    let outside: Vec<usize> = (0..files.len()).filter(|&i| !in_trash[i]).collect();
    let candidates: Vec<FileRecord> = outside.iter().map(|&i| files[i].clone()).collect();
    let candidate_images: Option<Vec<ImageInfo>> =
        images.map(|images| outside.iter().map(|&i| images[i].clone()).collect());
    let keep = outside[keep_of(rule, &candidates, candidate_images.as_deref())?];
    Some(
        (0..files.len())
            .map(|i| {
                if i == keep || in_trash[i] {
                    Mark::Keep
                } else {
                    Mark::Trash
                }
            })
            .collect(),
    )
}

/// Every file inside a reference marked Keep.
fn keep_references(
    mut marks: Vec<Mark>,
    files: &[FileRecord],
    references: &[PathBuf],
) -> Vec<Mark> {
    for (mark, file) in marks.iter_mut().zip(files) {
        if reference_of(&file.path, references).is_some() {
            *mark = Mark::Keep;
        }
    }
    marks
}

/// The index of the file `rule` keeps, if it can choose; `images` when the files are
/// similar images.
fn keep_of(rule: &KeepRule, files: &[FileRecord], images: Option<&[ImageInfo]>) -> Option<usize> {
    let pixels = |image: &ImageInfo| u64::from(image.width) * u64::from(image.height);
    match rule {
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
        KeepRule::MostPixels => {
            let images = images?;
            best_index(files, |a, b| {
                pixels(&images[a])
                    .cmp(&pixels(&images[b]))
                    .then(files[a].size.cmp(&files[b].size))
            })
        }
        KeepRule::EarliestTaken => {
            let images = images?;
            // Dated before undated, then the earlier date; the text sorts as the time.
            let dated = |i: usize| images[i].taken.as_deref().map(std::cmp::Reverse);
            images.iter().any(|i| i.taken.is_some()).then_some(())?;
            best_index(files, |a, b| dated(a).cmp(&dated(b)))
        }
        KeepRule::Format(format) => {
            let images = images?;
            let wanted = |i: usize| images[i].format.eq_ignore_ascii_case(format);
            (0..files.len()).any(wanted).then_some(())?;
            best_index(files, |a, b| {
                wanted(a)
                    .cmp(&wanted(b))
                    .then(pixels(&images[a]).cmp(&pixels(&images[b])))
            })
        }
    }
}

/// Like [`apply`], with the reference folders `references` (absolute, canonical, as the
/// report gives them; a file is inside one by path components):
///
/// - an exact group (`exact`) with at least one file inside a reference and outside any
///   trash folder: every file inside a reference or a trash folder is marked Keep and
///   every other file Trash, whatever the rule;
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
    let in_trash: Vec<bool> = files
        .iter()
        .map(|file| is_in_named_trash_folder(&file.path))
        .collect();
    // A reference's copy in its trash is no kept copy: it cannot decide for the group.
    let decides = (0..files.len()).any(|i| in_reference[i] && !in_trash[i]);
    if exact && decides {
        return Some(
            (0..files.len())
                .map(|i| {
                    if in_reference[i] || in_trash[i] {
                        Mark::Keep
                    } else {
                        Mark::Trash
                    }
                })
                .collect(),
        );
    }
    Some(keep_references(apply(rule, files)?, files, references))
}

/// The rules for the folders of a duplicate-folder group: `modified[i]` is the modified
/// time of `folders[i]` (the report does not record one; the caller reads it, or gives
/// [`SystemTime::UNIX_EPOCH`] when it cannot), the size is the folder's bytes. A folder
/// inside a reference, or holding one, is always kept; when one of the group's folders is,
/// it is the folder kept and the others go, as for files in [`apply_with_references`]. A
/// folder in a trash folder is never the one kept, as for files.
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

/// The index of the greatest file by `better`, ties going to the smaller path.
fn best(
    files: &[FileRecord],
    better: impl Fn(&FileRecord, &FileRecord) -> Ordering,
) -> Option<usize> {
    best_index(files, |a, b| better(&files[a], &files[b]))
}

/// [`best`] by index, for keys beside the files.
fn best_index(files: &[FileRecord], better: impl Fn(usize, usize) -> Ordering) -> Option<usize> {
    (0..files.len()).max_by(|&a, &b| better(a, b).then_with(|| files[b].path.cmp(&files[a].path)))
}
