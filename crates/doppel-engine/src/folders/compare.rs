//! Comparing two folders as they are on disk now, file by file: what is only on one side,
//! the same, changed, or moved (the same content under another relative path). For the
//! app's side-by-side review of a folder group and the command line.

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};

use rayon::prelude::*;

use crate::entry::FileEntry;
use crate::errors::describe_io_error;
use crate::hashing;
use crate::progress::CancelToken;
use crate::report::{SkipReason, Skipped};

/// One file of a [`FolderComparison`], by its path relative to the folders compared.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ComparedFile {
    /// Its path relative to the left folder, or to the right one for a file only there.
    pub path: PathBuf,
    /// For a moved or renamed file: its path relative to the right folder.
    pub right_path: Option<PathBuf>,
    /// Its size in bytes on the left, when it is there.
    pub left_size: Option<u64>,
    /// Its size in bytes on the right, when it is there.
    pub right_size: Option<u64>,
}

impl ComparedFile {
    /// The larger of its sizes on the two sides.
    pub fn size(&self) -> u64 {
        self.left_size.max(self.right_size).unwrap_or(0)
    }
}

/// What two folders hold, compared file by file. Every list is sorted by `path`.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct FolderComparison {
    /// The left folder, as given.
    pub left: PathBuf,
    /// The right folder, as given.
    pub right: PathBuf,
    /// Files only on the left (no file at that relative path on the right, and not moved).
    pub only_left: Vec<ComparedFile>,
    /// Files only on the right.
    pub only_right: Vec<ComparedFile>,
    /// Files at the same relative path on both sides, with the same content.
    pub same: Vec<ComparedFile>,
    /// Files at the same relative path on both sides, with different contents.
    pub changed: Vec<ComparedFile>,
    /// Files only on one side by path whose content is on the other side under another
    /// relative path (`right_path`): moved or renamed. Paired one to one.
    pub moved: Vec<ComparedFile>,
    /// Files and folders that could not be read (their full paths), and why; they are in no
    /// other list, except that a file whose content could not be read stays in its
    /// "only" list.
    pub skipped: Vec<Skipped>,
}

impl FolderComparison {
    /// How many files one of the lists holds and their bytes (for a file on both sides,
    /// the larger size).
    pub fn totals(files: &[ComparedFile]) -> (usize, u64) {
        (files.len(), files.iter().map(ComparedFile::size).sum())
    }
}

/// A regular file found under one of the folders.
struct Listed {
    relative: PathBuf,
    entry: FileEntry,
}

/// Compares the folders `left` and `right` as they are now: walks both (symbolic links
/// inside them are listed as skipped, not followed), and reads only files whose size
/// matches a file on the other side, to tell same from changed and to find moved files.
/// Errors say what is wrong with a folder, or that the comparison was stopped.
pub fn compare(
    left: &Path,
    right: &Path,
    cancel: &CancelToken,
) -> Result<FolderComparison, String> {
    let mut skipped = Vec::new();
    let left_files = list(left, cancel, &mut skipped)?;
    let right_files = list(right, cancel, &mut skipped)?;

    // Files at the same relative path, and those on one side only (lists sorted by path).
    let mut both: Vec<(&Listed, &Listed)> = Vec::new();
    let mut only_left: Vec<&Listed> = Vec::new();
    let mut only_right: Vec<&Listed> = Vec::new();
    let (mut l, mut r) = (left_files.iter().peekable(), right_files.iter().peekable());
    loop {
        match (l.peek(), r.peek()) {
            (Some(a), Some(b)) => match a.relative.cmp(&b.relative) {
                std::cmp::Ordering::Less => only_left.push(l.next().expect("peeked")),
                std::cmp::Ordering::Greater => only_right.push(r.next().expect("peeked")),
                std::cmp::Ordering::Equal => {
                    both.push((l.next().expect("peeked"), r.next().expect("peeked")))
                }
            },
            (Some(_), None) => only_left.push(l.next().expect("peeked")),
            (None, Some(_)) => only_right.push(r.next().expect("peeked")),
            (None, None) => break,
        }
    }

    // Read only what can be equal: pairs of one size, and one-sided files whose size is on
    // the other side too.
    let mut to_hash: Vec<&Listed> = both
        .iter()
        .filter(|(a, b)| a.entry.size == b.entry.size)
        .flat_map(|&(a, b)| [a, b])
        .collect();
    let sizes_right: HashMap<u64, ()> = only_right.iter().map(|f| (f.entry.size, ())).collect();
    let sizes_left: HashMap<u64, ()> = only_left.iter().map(|f| (f.entry.size, ())).collect();
    to_hash.extend(
        only_left
            .iter()
            .filter(|f| sizes_right.contains_key(&f.entry.size)),
    );
    to_hash.extend(
        only_right
            .iter()
            .filter(|f| sizes_left.contains_key(&f.entry.size)),
    );
    let hashes: HashMap<*const Listed, u128> = to_hash
        .par_iter()
        .map_init(Vec::new, |buffer, &file| {
            if cancel.is_cancelled() {
                return (file, Err(SkipReason::ChangedWhileRead));
            }
            (file, hashing::hash_whole(&file.entry, buffer))
        })
        .collect::<Vec<_>>()
        .into_iter()
        .filter_map(|(file, result)| match result {
            Ok(hash) => Some((file as *const Listed, hash)),
            Err(reason) => {
                if !cancel.is_cancelled() {
                    skipped.push(Skipped::new(file.entry.path(), reason));
                }
                None
            }
        })
        .collect();
    if cancel.is_cancelled() {
        return Err(STOPPED.to_string());
    }
    let hash = |f: &Listed| hashes.get(&(f as *const Listed)).copied();

    let mut comparison = FolderComparison {
        left: left.to_path_buf(),
        right: right.to_path_buf(),
        ..FolderComparison::default()
    };
    let entry = |path: &Listed, left_size, right_size| ComparedFile {
        path: path.relative.clone(),
        right_path: None,
        left_size,
        right_size,
    };
    for (a, b) in both {
        let file = entry(a, Some(a.entry.size), Some(b.entry.size));
        if a.entry.size != b.entry.size {
            comparison.changed.push(file);
            continue;
        }
        match (hash(a), hash(b)) {
            (Some(x), Some(y)) if x == y => comparison.same.push(file),
            (Some(_), Some(_)) => comparison.changed.push(file),
            _ => {} // unreadable: listed in `skipped`
        }
    }

    // Moved: one-sided files paired by content, each right file used once, in path order.
    let mut right_by_content: HashMap<(u64, u128), Vec<&Listed>> = HashMap::new();
    for &file in only_right.iter().rev() {
        if let Some(h) = hash(file) {
            right_by_content
                .entry((file.entry.size, h))
                .or_default()
                .push(file);
        }
    }
    let mut moved_right: Vec<*const Listed> = Vec::new();
    for &file in &only_left {
        let partner = hash(file).and_then(|h| {
            right_by_content
                .get_mut(&(file.entry.size, h))
                .and_then(Vec::pop)
        });
        match partner {
            Some(other) => {
                moved_right.push(other as *const Listed);
                comparison.moved.push(ComparedFile {
                    right_path: Some(other.relative.clone()),
                    ..entry(file, Some(file.entry.size), Some(other.entry.size))
                });
            }
            None => comparison
                .only_left
                .push(entry(file, Some(file.entry.size), None)),
        }
    }
    for &file in &only_right {
        if !moved_right.contains(&(file as *const Listed)) {
            comparison
                .only_right
                .push(entry(file, None, Some(file.entry.size)));
        }
    }
    skipped.sort_by(|a, b| a.path.cmp(&b.path));
    comparison.skipped = skipped;
    Ok(comparison)
}

const STOPPED: &str = "the comparison was stopped before it finished; start it again to see it";

/// Every regular file under `root`, sorted by relative path; what cannot be read goes to
/// `skipped`. An error when `root` itself is not a readable folder.
fn list(
    root: &Path,
    cancel: &CancelToken,
    skipped: &mut Vec<Skipped>,
) -> Result<Vec<Listed>, String> {
    let shown = root.display();
    let metadata = fs::metadata(root).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => {
            format!("{shown}: no such folder; check the path, or scan again if it was moved")
        }
        _ => format!(
            "{shown}: cannot be read ({}); check its permissions",
            describe_io_error(&e)
        ),
    })?;
    if !metadata.is_dir() {
        return Err(format!(
            "{shown}: not a folder; choose two folders to compare"
        ));
    }
    fs::read_dir(root).map_err(|e| {
        format!(
            "{shown}: cannot be read ({}); check its permissions",
            describe_io_error(&e)
        )
    })?;

    let mut files = Vec::new();
    let mut folders = vec![root.to_path_buf()];
    while let Some(folder) = folders.pop() {
        if cancel.is_cancelled() {
            return Err(STOPPED.to_string());
        }
        let entries = match fs::read_dir(&folder) {
            Ok(entries) => entries,
            Err(e) => {
                skipped.push(Skipped::new(folder, SkipReason::io(&e)));
                continue;
            }
        };
        for item in entries {
            let item = match item {
                Ok(item) => item,
                Err(e) => {
                    skipped.push(Skipped::new(folder.clone(), SkipReason::io(&e)));
                    continue;
                }
            };
            let path = item.path();
            // `symlink_metadata`: a link is judged as itself, never followed.
            let metadata = match fs::symlink_metadata(&path) {
                Ok(metadata) => metadata,
                Err(e) => {
                    skipped.push(Skipped::new(path, SkipReason::io(&e)));
                    continue;
                }
            };
            let kind = metadata.file_type();
            if kind.is_dir() {
                folders.push(path);
            } else if kind.is_file() {
                let relative = path.strip_prefix(root).unwrap_or(&path).to_path_buf();
                files.push(Listed {
                    relative,
                    entry: FileEntry::new(&path, &metadata),
                });
            } else if kind.is_symlink() {
                skipped.push(Skipped::new(path, SkipReason::LinkNotFollowed));
            } else {
                skipped.push(Skipped::new(path, SkipReason::NotRegularFile));
            }
        }
    }
    files.sort_by(|a, b| a.relative.cmp(&b.relative));
    Ok(files)
}
