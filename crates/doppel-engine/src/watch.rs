//! Watching the chosen folders: a debounced `notify` watcher that reports settled batches of
//! changed paths, and says plainly when the system will not let it watch everything.
//!
//! Front ends react to a batch by scanning again; with the fingerprint cache only the
//! changed files are read, so the groups follow the folders within about a second.
//!
//! A root that is deleted or renamed does not end the watch: the others stay watched, the
//! root's nearest existing parent folder is watched for its return, and a root that comes
//! back is watched again. [`present_roots`] tells a front end which roots it can scan now.
//!
//! What is done with the batches, for both front ends, is the [`driver`]'s.

pub mod driver;
mod echoes;
mod root_names;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, Weak, mpsc};
use std::time::Duration;

use notify::event::{AccessKind, EventKind};
use notify::{ErrorKind, RecursiveMode};
use notify_debouncer_full::{DebounceEventResult, Debouncer, RecommendedCache, new_debouncer};

use super::scan::{ScanError, resolve_root};
use crate::report::{SkipReason, Skipped};

/// How long the folders must be quiet before a batch of changes is reported.
pub(crate) const SETTLE_TIME: Duration = Duration::from_millis(400);

/// What the watcher reports.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WatchEvent {
    /// Files or folders were created, changed, removed or renamed (both names are listed).
    Changed(Vec<PathBuf>),
    /// Something went wrong while watching; the message is written for people.
    Problem(String),
}

/// The message shown when the inotify watch limit is reached.
pub(crate) const WATCH_LIMIT_HELP: &str = "the system's limit on watched folders (inotify) was reached, \
so changes in some folders will not be seen until the next scan. Raise the limit with \
`sudo sysctl fs.inotify.max_user_watches=524288` (add `fs.inotify.max_user_watches=524288` to \
/etc/sysctl.d/90-doppel.conf to keep it), or set a rescan interval";

/// A running watch; dropping it stops watching.
pub struct FolderWatcher {
    /// The only strong reference: the keeper thread holds a weak one, so dropping the
    /// watcher stops the debouncer, which ends the keeper.
    _debouncer: Arc<Mutex<FolderDebouncer>>,
    /// Roots that could not be watched (or not completely) at the start, with the reason.
    pub unwatched: Vec<(PathBuf, String)>,
}

type FolderDebouncer = Debouncer<notify::RecommendedWatcher, RecommendedCache>;
type Report = Arc<dyn Fn(WatchEvent) + Send + Sync>;

/// Starts watching every root recursively. `report` is called from a watcher thread.
/// A root that cannot be watched is listed in `unwatched` (and reported), and the others
/// are still watched.
///
/// A root that is deleted or renamed away while watched does not stop the others: it is
/// reported as a [`WatchEvent::Problem`] (the message names it), its nearest existing
/// parent folder is watched (not recursively) for its return, and when it is back it is
/// watched again, reported as a `Problem` too, followed by a [`WatchEvent::Changed`] so
/// front ends scan it. Changes are only reported for paths at or inside a root (or above
/// one, such as a parent folder coming back), never for the parent folders' other entries.
pub fn watch_folders(
    roots: &[PathBuf],
    report: impl Fn(WatchEvent) + Send + Sync + 'static,
) -> Result<FolderWatcher, String> {
    let report: Report = Arc::new(report);
    let (batches, batches_in) = mpsc::channel::<DebounceEventResult>();
    let handler = move |result: DebounceEventResult| {
        let _ = batches.send(result);
    };
    let mut debouncer = new_debouncer(SETTLE_TIME, None, handler)
        .map_err(|e| format!("could not start watching folders: {}", describe(&e)))?;
    let mut unwatched = Vec::new();
    let mut keeper = Keeper {
        roots: Vec::with_capacity(roots.len()),
        ancestors: BTreeSet::new(),
        report: Arc::clone(&report),
    };
    for root in roots {
        let state = match debouncer.watch(root, RecursiveMode::Recursive) {
            Ok(()) => RootState::Watched,
            Err(error) => {
                let reason = describe(&error);
                report(WatchEvent::Problem(format!(
                    "not watching {}: {reason}",
                    root.display()
                )));
                unwatched.push((root.clone(), reason));
                if root.exists() {
                    RootState::Failed
                } else {
                    RootState::Gone
                }
            }
        };
        keeper.roots.push((root.clone(), state));
    }
    keeper.watch_ancestors(&mut debouncer);
    let debouncer = Arc::new(Mutex::new(debouncer));
    let weak = Arc::downgrade(&debouncer);
    std::thread::Builder::new()
        .name("doppel-watch".to_string())
        .spawn(move || keeper.run(&batches_in, &weak))
        .map_err(|e| format!("could not start watching folders: {e}"))?;
    Ok(FolderWatcher {
        _debouncer: debouncer,
        unwatched,
    })
}

/// The roots that can be scanned now (checked and made canonical, as a scan does), and a
/// skipped entry for each that cannot: one that is gone gets [`SkipReason::RootGone`], one
/// that cannot be read the reason why. For front ends that scan again while watching,
/// where a root may vanish and come back.
pub fn present_roots(roots: &[PathBuf]) -> (Vec<PathBuf>, Vec<Skipped>) {
    let mut present = Vec::with_capacity(roots.len());
    let mut missing = Vec::new();
    for root in roots {
        match resolve_root(root) {
            Ok(resolved) => present.push(resolved),
            Err(ScanError::BadRoot { reason, .. }) => {
                let reason = if root.symlink_metadata().is_err() {
                    SkipReason::RootGone
                } else {
                    reason
                };
                missing.push(Skipped::new(root.clone(), reason));
            }
            Err(other) => missing.push(Skipped::new(
                root.clone(),
                SkipReason::Words {
                    words: other.to_string(),
                },
            )),
        }
    }
    (present, missing)
}

/// How one root is watched.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum RootState {
    /// Watched recursively.
    Watched,
    /// Not there; its nearest existing parent folder is watched for its return.
    Gone,
    /// There, but could not be watched (already reported); not tried again.
    Failed,
}

/// Runs on the watcher's own thread: follows roots that go and come back, and passes on
/// the batches that concern the roots.
struct Keeper {
    roots: Vec<(PathBuf, RootState)>,
    /// Parent folders watched (not recursively) for gone roots to come back.
    ancestors: BTreeSet<PathBuf>,
    report: Report,
}

impl Keeper {
    fn run(
        mut self,
        batches: &mpsc::Receiver<DebounceEventResult>,
        debouncer: &Weak<Mutex<FolderDebouncer>>,
    ) {
        for batch in batches {
            let Some(debouncer) = debouncer.upgrade() else {
                return;
            };
            match batch {
                Ok(events) => {
                    // Roots are checked before the batch goes out, so the scan it causes
                    // runs with every root that is back already watched again.
                    if let Ok(mut debouncer) = debouncer.lock() {
                        self.follow_roots(&mut debouncer);
                    }
                    let mut paths: Vec<PathBuf> = events
                        .into_iter()
                        .filter(|e| is_change(&e.event.kind))
                        .flat_map(|e| e.event.paths)
                        .filter(|path| self.concerns_a_root(path))
                        .collect();
                    paths.sort();
                    paths.dedup();
                    if !paths.is_empty() {
                        (self.report)(WatchEvent::Changed(paths));
                    }
                }
                Err(errors) => {
                    for error in errors {
                        (self.report)(WatchEvent::Problem(describe(&error)));
                    }
                }
            }
        }
    }

    /// A change at or inside a root, or to a folder above one (a parent coming back).
    fn concerns_a_root(&self, path: &Path) -> bool {
        self.roots
            .iter()
            .any(|(root, _)| path.starts_with(root) || root.starts_with(path))
    }

    /// Stops watching roots that are gone and watches again those that are back.
    fn follow_roots(&mut self, debouncer: &mut FolderDebouncer) {
        for (root, state) in &mut self.roots {
            match (*state, root.exists()) {
                (RootState::Watched, false) => {
                    // A renamed folder would otherwise still be watched under its old name.
                    let _ = debouncer.unwatch(&*root);
                    *state = RootState::Gone;
                    (self.report)(WatchEvent::Problem(format!(
                        "{} is gone (deleted or renamed); still watching the other folders, \
                         and watching it again if it comes back",
                        root.display()
                    )));
                }
                (RootState::Gone, true) => {
                    match debouncer.watch(&*root, RecursiveMode::Recursive) {
                        Ok(()) => {
                            *state = RootState::Watched;
                            (self.report)(WatchEvent::Problem(format!(
                                "{} is back; watching it again",
                                root.display()
                            )));
                        }
                        // Gone again already: the next batch looks again.
                        Err(_) if !root.exists() => {}
                        Err(error) => {
                            *state = RootState::Failed;
                            (self.report)(WatchEvent::Problem(format!(
                                "{} is back, but cannot be watched: {}",
                                root.display(),
                                describe(&error)
                            )));
                        }
                    }
                }
                _ => {}
            }
        }
        self.watch_ancestors(debouncer);
    }

    /// Watches, not recursively, the nearest existing parent of each gone root (unless a
    /// watched root already covers it), and stops watching parents no longer needed.
    fn watch_ancestors(&mut self, debouncer: &mut FolderDebouncer) {
        let watched: Vec<&PathBuf> = self
            .roots
            .iter()
            .filter(|(_, state)| *state == RootState::Watched)
            .map(|(root, _)| root)
            .collect();
        let wanted: BTreeSet<PathBuf> = self
            .roots
            .iter()
            .filter(|(_, state)| *state == RootState::Gone)
            .filter_map(|(root, _)| root.ancestors().skip(1).find(|a| a.is_dir()))
            .filter(|ancestor| !watched.iter().any(|root| ancestor.starts_with(root)))
            .map(Path::to_path_buf)
            .collect();
        for stale in self.ancestors.difference(&wanted) {
            let _ = debouncer.unwatch(stale);
        }
        let mut now_watched = BTreeSet::new();
        for ancestor in wanted {
            if self.ancestors.contains(&ancestor)
                || debouncer
                    .watch(&ancestor, RecursiveMode::NonRecursive)
                    .is_ok()
            {
                now_watched.insert(ancestor);
            }
        }
        // A parent that cannot be watched leaves the root to the rescans.
        self.ancestors = now_watched;
    }
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
