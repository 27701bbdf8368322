//! Undo: puts trashed files back where they were, never over a file that stands there now.
//! Which trash item a file became is [`super::trash_entries`]' business.

use std::collections::HashSet;
use std::ffi::OsString;
use std::fs;
use std::path::PathBuf;

use trash::TrashItem;

use super::cleanup::{Refusal, TrashedFile};
use super::{reasons, trash_entries};

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
    let item = trash_entries::find(file, items, taken).ok_or_else(|| {
        "is no longer in the trash (it may have been restored already, or the trash emptied)"
            .to_string()
    })?;
    trash::os_limited::restore_all([item.clone()]).map_err(|error| match error {
        // Already worded as the "file stands there" refusal.
        trash::Error::RestoreCollision { .. } => reasons::trash_error(&error),
        _ => format!("could not be restored: {}", reasons::trash_error(&error)),
    })
}
