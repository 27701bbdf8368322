//! Which item in the trash a trashed file became.
//!
//! `trash::delete` does not say where a file went, and the trash itself knows each item only
//! by its original path and deletion time, to the second. So the trash is listed before and
//! after a cleanup, and each file is matched to the newest new item with its path deleted no
//! earlier than it was trashed (less a few seconds); the item's id (on Linux, the path of its
//! `.trashinfo` file) is kept in the journal. Undo looks for that id first, and falls back to
//! the same matching when the id is gone or was never recorded.

use std::collections::HashSet;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::UNIX_EPOCH;

use trash::TrashItem;

use super::cleanup::TrashedFile;

/// How much earlier than `trashed_at` the trash may have dated a deletion (it keeps whole
/// seconds, and a clock may step).
const CLOCK_SLACK_SECONDS: i64 = 5;

/// The ids of the items in the trash now, taken before a cleanup so that only items it
/// made are matched to its files; empty when the trash cannot be listed.
pub(super) fn existing() -> HashSet<OsString> {
    trash::os_limited::list()
        .map(|items| items.into_iter().map(|item| item.id).collect())
        .unwrap_or_default()
}

/// Records in each of `trashed` the id of the trash item it became, where one is found
/// among the items not in `before`. A trash that cannot be listed leaves the ids unset;
/// undo then matches by path and time.
pub(super) fn identify(trashed: &mut [TrashedFile], before: HashSet<OsString>) {
    if trashed.is_empty() {
        return;
    }
    let Ok(items) = trash::os_limited::list() else {
        return;
    };
    let mut taken = before;
    for file in trashed {
        file.trash_entry = find(file, &items, &mut taken).map(|item| PathBuf::from(&item.id));
    }
}

/// The trash item `file` became, not already in `taken` (which it joins): the one with the
/// recorded id, else the newest from its path deleted no earlier than it was trashed.
pub(super) fn find<'a>(
    file: &TrashedFile,
    items: &'a [TrashItem],
    taken: &mut HashSet<OsString>,
) -> Option<&'a TrashItem> {
    let untaken = |item: &&TrashItem| !taken.contains(&item.id);
    let recorded = file.trash_entry.as_ref().and_then(|entry| {
        items
            .iter()
            .filter(untaken)
            .find(|item| Path::new(&item.id) == entry.as_path())
    });
    let found = recorded.or_else(|| {
        let paths = original_paths(&file.path);
        let trashed_at = file
            .trashed_at
            .duration_since(UNIX_EPOCH)
            .map_or(0, |since| since.as_secs() as i64);
        let earliest = trashed_at - CLOCK_SLACK_SECONDS;
        items
            .iter()
            .filter(untaken)
            .filter(|item| item.time_deleted >= earliest)
            .filter(|item| paths.contains(&item.original_path()))
            .max_by(|a, b| a.time_deleted.cmp(&b.time_deleted).then(a.id.cmp(&b.id)))
    })?;
    taken.insert(found.id.clone());
    Some(found)
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
