//! Checking results made earlier (the last session's, or a report opened from a file)
//! against the disk: every file listed is looked at (one `stat` each, no reading), and those
//! gone, or changed since (another size or modified time), are reported chunk by chunk so
//! the app takes them out of its lists as they are found. Runs on a worker thread.
//!
//! When not one file listed is there (a report made on another computer, a drive not
//! mounted), nothing is reported gone: the results are left as listed, and the outcome
//! says so.

use std::collections::HashSet;
use std::path::PathBuf;
use std::time::{SystemTime, UNIX_EPOCH};

use crate::app::model::{CheckFound, CheckOutcome};
use crate::engine::CancelToken;
use crate::report::Report;

/// Files looked at between two reports to the app.
pub const CHUNK: usize = 4000;

/// What the check looks at: each listed file (path, size, modified) once, and the folders
/// of the folder groups.
pub struct Listed {
    files: Vec<(PathBuf, u64, SystemTime)>,
    folders: Vec<PathBuf>,
}

impl Listed {
    /// Every file the report lists (group members and files only here, each path once) and
    /// every folder of its folder groups.
    pub fn from_report(report: &Report) -> Listed {
        let mut seen = HashSet::new();
        let files = report
            .groups
            .iter()
            .flat_map(|g| g.files())
            .chain(&report.only_here)
            .filter(|f| seen.insert(&f.path))
            .map(|f| (f.path.clone(), f.size, f.modified))
            .collect();
        let folders = report
            .folders
            .iter()
            .flat_map(|g| &g.folders)
            .map(|f| f.path.clone())
            .collect::<HashSet<_>>()
            .into_iter()
            .collect();
        Listed { files, folders }
    }

    pub fn len(&self) -> usize {
        self.files.len() + self.folders.len()
    }
}

/// Looks at every entry of `listed`, calling `found` after each chunk (and at the end) with
/// what is gone. Until one entry is found present, what is gone is held back, so results
/// none of whose files are here are left whole.
pub fn check(
    listed: Listed,
    cancel: &CancelToken,
    found: &mut dyn FnMut(CheckFound),
) -> CheckOutcome {
    let total = listed.len();
    let mut held = CheckFound {
        total,
        ..CheckFound::default()
    };
    let mut present = 0;
    let mut gone = 0;
    let entries = listed
        .files
        .into_iter()
        .map(|(path, size, modified)| (path, Some((size, modified))))
        .chain(listed.folders.into_iter().map(|path| (path, None)));
    for (index, (path, expected)) in entries.enumerate() {
        if cancel.is_cancelled() {
            return CheckOutcome {
                gone,
                present,
                none_here: false,
                cancelled: true,
            };
        }
        let here = match expected {
            Some((size, modified)) => file_is_as_listed(&path, size, modified),
            None => std::fs::symlink_metadata(&path).is_ok_and(|m| m.is_dir()),
        };
        if here {
            present += 1;
        } else {
            gone += 1;
            match expected {
                Some(_) => held.files.push(path),
                None => held.folders.push(path),
            }
        }
        held.done = index + 1;
        if held.done.is_multiple_of(CHUNK) && present > 0 {
            found(std::mem::replace(
                &mut held,
                CheckFound {
                    total,
                    done: index + 1,
                    ..CheckFound::default()
                },
            ));
        }
    }
    let none_here = present == 0 && total > 0;
    if none_here {
        held.files.clear();
        held.folders.clear();
        gone = 0;
    }
    found(held);
    CheckOutcome {
        gone,
        present,
        none_here,
        cancelled: false,
    }
}

/// Whether the file at `path` is a regular file of `size` bytes modified at `modified`
/// (to the second: reports keep times to the second).
fn file_is_as_listed(path: &std::path::Path, size: u64, modified: SystemTime) -> bool {
    let Ok(metadata) = std::fs::symlink_metadata(path) else {
        return false;
    };
    let seconds = |time: SystemTime| match time.duration_since(UNIX_EPOCH) {
        Ok(after) => after.as_secs() as i128,
        Err(before) => -(before.duration().as_secs_f64().ceil() as i128),
    };
    metadata.is_file()
        && metadata.len() == size
        && metadata
            .modified()
            .is_ok_and(|on_disk| seconds(on_disk) == seconds(modified))
}

#[cfg(test)]
mod tests {
    use std::path::Path;
    use std::time::Duration;

    use super::*;

    fn listed(files: &[(&Path, u64, SystemTime)]) -> Listed {
        Listed {
            files: files
                .iter()
                .map(|(p, s, m)| (p.to_path_buf(), *s, *m))
                .collect(),
            folders: Vec::new(),
        }
    }

    #[test]
    fn gone_and_changed_files_are_found_and_the_rest_left() {
        let dir = std::env::temp_dir().join(format!("doppel-check-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let same = dir.join("same");
        let grown = dir.join("grown");
        std::fs::write(&same, b"abc").unwrap();
        std::fs::write(&grown, b"abcdef").unwrap();
        let modified = std::fs::metadata(&same).unwrap().modified().unwrap();
        let gone = dir.join("gone");
        let list = listed(&[
            (&same, 3, modified),
            (&grown, 3, modified),
            (&gone, 3, modified),
            (&same, 3, modified - Duration::from_secs(5)),
        ]);
        let mut reports = Vec::new();
        let outcome = check(list, &CancelToken::new(), &mut |found| reports.push(found));
        assert_eq!(outcome.gone, 3);
        assert!(!outcome.none_here);
        let found: Vec<PathBuf> = reports.into_iter().flat_map(|f| f.files).collect();
        assert_eq!(found, [grown, gone, same]);
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn results_none_of_whose_files_are_here_are_left_whole() {
        let far = Path::new("/nowhere/on/this/computer");
        let list = listed(&[(far, 1, UNIX_EPOCH), (&far.join("b"), 1, UNIX_EPOCH)]);
        let mut reports = Vec::new();
        let outcome = check(list, &CancelToken::new(), &mut |found| reports.push(found));
        assert!(outcome.none_here);
        assert_eq!(outcome.gone, 0);
        assert!(reports.iter().all(|f| f.files.is_empty()));
    }
}
