//! Watching the chosen folders: a debounced `notify` watcher that reports settled batches of
//! changed paths, and says plainly when the system will not let it watch everything.
//!
//! Front ends react to a batch by scanning again; with the fingerprint cache only the
//! changed files are read, so the groups follow the folders within about a second.

use std::path::PathBuf;
use std::time::Duration;

use notify::event::{AccessKind, EventKind};
use notify::{ErrorKind, RecursiveMode};
use notify_debouncer_full::{DebounceEventResult, Debouncer, RecommendedCache, new_debouncer};

/// How long the folders must be quiet before a batch of changes is reported.
pub const SETTLE_TIME: Duration = Duration::from_millis(400);

/// What the watcher reports.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WatchEvent {
    /// Files or folders were created, changed, removed or renamed (both names are listed).
    Changed(Vec<PathBuf>),
    /// Something went wrong while watching; the message is written for people.
    Problem(String),
}

/// The message shown when the inotify watch limit is reached.
pub const WATCH_LIMIT_HELP: &str = "the system's limit on watched folders (inotify) was reached, \
so changes in some folders will not be seen until the next scan. Raise the limit with \
`sudo sysctl fs.inotify.max_user_watches=524288` (add `fs.inotify.max_user_watches=524288` to \
/etc/sysctl.d/90-doppel.conf to keep it), or set a rescan interval";

/// A running watch; dropping it stops watching.
pub struct FolderWatcher {
    _debouncer: Debouncer<notify::RecommendedWatcher, RecommendedCache>,
    /// Roots that could not be watched (or not completely), with the reason.
    pub unwatched: Vec<(PathBuf, String)>,
}

/// Starts watching every root recursively. `report` is called from the watcher's thread.
/// A root that cannot be watched is listed in `unwatched` (and reported), and the others
/// are still watched.
pub fn watch_folders(
    roots: &[PathBuf],
    report: impl Fn(WatchEvent) + Send + Sync + 'static,
) -> Result<FolderWatcher, String> {
    let report = std::sync::Arc::new(report);
    let handler = {
        let report = std::sync::Arc::clone(&report);
        move |result: DebounceEventResult| match result {
            Ok(events) => {
                let mut paths: Vec<PathBuf> = events
                    .into_iter()
                    .filter(|e| is_change(&e.event.kind))
                    .flat_map(|e| e.event.paths)
                    .collect();
                paths.sort();
                paths.dedup();
                if !paths.is_empty() {
                    report(WatchEvent::Changed(paths));
                }
            }
            Err(errors) => {
                for error in errors {
                    report(WatchEvent::Problem(describe(&error)));
                }
            }
        }
    };
    let mut debouncer = new_debouncer(SETTLE_TIME, None, handler)
        .map_err(|e| format!("could not start watching folders: {}", describe(&e)))?;
    let mut unwatched = Vec::new();
    for root in roots {
        if let Err(error) = debouncer.watch(root, RecursiveMode::Recursive) {
            let reason = describe(&error);
            report(WatchEvent::Problem(format!(
                "not watching {}: {reason}",
                root.display()
            )));
            unwatched.push((root.clone(), reason));
        }
    }
    Ok(FolderWatcher {
        _debouncer: debouncer,
        unwatched,
    })
}

/// Opening and reading files (our own scans do that) change nothing.
fn is_change(kind: &EventKind) -> bool {
    match kind {
        EventKind::Access(AccessKind::Close(notify::event::AccessMode::Write)) => true,
        EventKind::Access(_) => false,
        EventKind::Create(_) | EventKind::Modify(_) | EventKind::Remove(_) | EventKind::Any => true,
        EventKind::Other => false,
    }
}

fn describe(error: &notify::Error) -> String {
    match &error.kind {
        ErrorKind::MaxFilesWatch => WATCH_LIMIT_HELP.to_string(),
        ErrorKind::PathNotFound => "the folder no longer exists".to_string(),
        ErrorKind::Io(io) if io.raw_os_error() == Some(libc::ENOSPC) => {
            WATCH_LIMIT_HELP.to_string()
        }
        ErrorKind::Io(io) => super::errors::describe_io_error(io),
        other => format!("{other:?}"),
    }
}
