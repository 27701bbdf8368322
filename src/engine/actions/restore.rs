//! Undo: puts trashed files back where they were, never over a file that stands there now.
//!
//! The trash only knows each item's original path and deletion time (to the second), so
//! a [`TrashedFile`] is matched to the newest item with its path deleted at or after the
//! moment it was trashed, less a few seconds.

use std::collections::HashSet;
use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::UNIX_EPOCH;

use trash::TrashItem;

use super::cleanup::{Refusal, TrashedFile};
use super::reasons;

/// How much earlier than `trashed_at` the trash may have dated a deletion (it keeps whole
/// seconds, and a clock may step).
const CLOCK_SLACK_SECONDS: i64 = 5;

/// What [`restore`] did.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RestoreOutcome {
    pub restored: Vec<PathBuf>,
    pub failed: Vec<Refusal>,
}

/// Moves each file back from the trash to its original path, one at a time, so one
/// failure does not hold back the others.
pub fn restore(files: &[TrashedFile]) -> RestoreOutcome {
    let mut outcome = RestoreOutcome::default();
    let items = match trash::os_limited::list() {
        Ok(items) => items,
        Err(error) => {
            let reason = format!("could not read the trash: {}", reasons::trash_error(&error));
            outcome.failed = files
                .iter()
                .map(|file| Refusal {
                    path: file.path.clone(),
                    reason: reason.clone(),
                })
                .collect();
            return outcome;
        }
    };
    // Items already claimed, so a path trashed twice comes back from two distinct items.
    let mut taken: HashSet<OsString> = HashSet::new();
    for file in files {
        match restore_one(file, &items, &mut taken) {
            Ok(()) => outcome.restored.push(file.path.clone()),
            Err(reason) => outcome.failed.push(Refusal {
                path: file.path.clone(),
                reason,
            }),
        }
    }
    outcome
}

fn restore_one(
    file: &TrashedFile,
    items: &[TrashItem],
    taken: &mut HashSet<OsString>,
) -> Result<(), String> {
    // Anything at the path, even a dangling link, would be replaced or collide.
    if fs::symlink_metadata(&file.path).is_ok() {
        return Err(reasons::occupied(&file.path.display().to_string()));
    }
    let item = find_item(file, items, taken).ok_or_else(|| {
        "is no longer in the trash (it may have been restored already, or the trash emptied)"
            .to_string()
    })?;
    taken.insert(item.id.clone());
    trash::os_limited::restore_all([item.clone()]).map_err(|error| match error {
        // Already worded as the "file stands there" refusal.
        trash::Error::RestoreCollision { .. } => reasons::trash_error(&error),
        _ => format!("could not be restored: {}", reasons::trash_error(&error)),
    })
}

/// The newest untaken item from `file.path` deleted no earlier than it was trashed.
fn find_item<'a>(
    file: &TrashedFile,
    items: &'a [TrashItem],
    taken: &HashSet<OsString>,
) -> Option<&'a TrashItem> {
    let paths = original_paths(&file.path);
    let trashed_at = file
        .trashed_at
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_secs() as i64);
    let earliest = trashed_at - CLOCK_SLACK_SECONDS;
    items
        .iter()
        .filter(|item| item.time_deleted >= earliest && !taken.contains(&item.id))
        .filter(|item| paths.contains(&item.original_path()))
        .max_by(|a, b| a.time_deleted.cmp(&b.time_deleted).then(a.id.cmp(&b.id)))
}

/// The path as recorded, and with its folder resolved, as the trash records it.
fn original_paths(path: &Path) -> Vec<PathBuf> {
    let mut paths = vec![path.to_path_buf()];
    if let (Some(parent), Some(name)) = (path.parent(), path.file_name())
        && let Ok(parent) = parent.canonicalize()
    {
        paths.push(parent.join(name));
    }
    paths
}
