//! The live scan's worker: one long-lived thread owns the [`LiveScan`] of the results on
//! screen (a whole scan's list of files, millions of them on a big tree: never on the UI
//! thread, never copied) and keeps it current.
//!
//! It takes [`Request`]s over a channel: a whole scan (which replaces the live scan), the
//! paths the watcher saw change, the paths this app's own cleanup or restore moved, and
//! letting go of the live scan. Requests that arrive while one runs are merged: changed
//! paths accumulate, and a whole scan supersedes the updates queued before it (and stops
//! one running). A batch of changes is applied from its paths alone, without walking the
//! folders. Paths the app moved itself are applied at once and remembered with the state
//! they were left in ([`Echoes`]), so the watcher's later report of the same moves finds
//! nothing new. What happens goes back to the app as [`WorkerEvent`]s.

use std::collections::{BTreeSet, HashMap};
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use super::results::ListedReport;
use super::workers::WorkerEvent;
use crate::engine::live::LiveScan;
use crate::engine::{CancelToken, ScanOptions, resolve_root};

/// What the app asks of the worker.
pub enum Request {
    /// Scan everything again, replacing the live scan.
    Scan(Box<WholeScan>),
    /// Paths the watcher saw change (created, changed, removed, renamed).
    Changed(Vec<PathBuf>),
    /// Paths this app's cleanup or restore moved (trashed, or put back).
    Moved(Vec<PathBuf>),
    /// Let go of the live scan: the results on screen come from elsewhere now (a report).
    Forget,
}

/// A whole scan asked for.
pub struct WholeScan {
    pub options: ScanOptions,
    pub cancel: CancelToken,
    /// While watching: roots that are gone are listed as skipped. A new scan (asked for by
    /// the user) fails on them instead, saying which.
    pub refresh: bool,
}

/// How an update from changed paths ended.
pub enum UpdateOutcome {
    /// The results as they are now, brought up to date from `changes` paths (with the
    /// list's rows made here, not on the UI thread).
    Done {
        report: Box<ListedReport>,
        changes: usize,
        took: Duration,
    },
    /// A whole scan superseded it: the results stay as they were until that scan is done.
    Stopped,
    /// It could not run (the message is written for people).
    Failed(String),
}

/// The app's handle on the worker; dropping it ends the worker once what it is doing ends.
pub struct LiveWorker {
    requests: Sender<Request>,
    /// The update running now, so a whole scan asked for can stop it.
    running: Arc<Mutex<Option<CancelToken>>>,
}

/// What the worker's thread is given to run [`run`].
pub struct WorkerEnd {
    requests: Receiver<Request>,
    running: Arc<Mutex<Option<CancelToken>>>,
}

impl LiveWorker {
    /// The handle, and the end its thread runs [`run`] with.
    pub fn new() -> (LiveWorker, WorkerEnd) {
        let (sender, requests) = channel();
        let running = Arc::new(Mutex::new(None));
        let worker = LiveWorker {
            requests: sender,
            running: Arc::clone(&running),
        };
        (worker, WorkerEnd { requests, running })
    }

    /// Starts a whole scan after what runs now, stopping an update (the scan covers it).
    pub fn scan(&self, scan: WholeScan) {
        self.send(Request::Scan(Box::new(scan)));
        if let Some(update) = lock(&self.running).as_ref() {
            update.cancel();
        }
    }

    /// Applies paths the watcher saw change.
    pub fn changed(&self, paths: Vec<PathBuf>) {
        if !paths.is_empty() {
            self.send(Request::Changed(paths));
        }
    }

    /// Applies paths this app moved (a cleanup, a restore).
    pub fn moved(&self, paths: Vec<PathBuf>) {
        if !paths.is_empty() {
            self.send(Request::Moved(paths));
        }
    }

    /// Lets go of the live scan.
    pub fn forget(&self) {
        self.send(Request::Forget);
    }

    fn send(&self, request: Request) {
        // The worker ends only when this handle goes; a send cannot fail before that.
        let _ = self.requests.send(request);
    }
}

impl Drop for LiveWorker {
    fn drop(&mut self) {
        if let Some(update) = lock(&self.running).as_ref() {
            update.cancel();
        }
    }
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// The worker's loop: takes requests until the handle is dropped. Runs on its own thread.
pub fn run(end: WorkerEnd, send: &(dyn Fn(WorkerEvent) + Sync)) {
    let mut worker = Worker::default();
    let mut pending = Pending::default();
    loop {
        if pending.is_empty() {
            match end.requests.recv() {
                Ok(request) => worker.merge(&mut pending, request),
                Err(_) => return,
            }
        }
        for request in end.requests.try_iter() {
            worker.merge(&mut pending, request);
        }
        if let Some(scan) = pending.scan.take() {
            worker.whole_scan(scan, send);
        } else {
            let changed = std::mem::take(&mut pending.changed);
            let moved = std::mem::take(&mut pending.moved);
            worker.update(changed, moved, &end.running, send);
        }
    }
}

/// Requests taken but not yet carried out.
#[derive(Default)]
struct Pending {
    scan: Option<Box<WholeScan>>,
    changed: BTreeSet<PathBuf>,
    moved: BTreeSet<PathBuf>,
}

impl Pending {
    fn is_empty(&self) -> bool {
        self.scan.is_none() && self.changed.is_empty() && self.moved.is_empty()
    }
}

#[derive(Default)]
struct Worker {
    live: Option<LiveScan>,
    roots: RootNames,
    echoes: Echoes,
}

impl Worker {
    fn merge(&mut self, pending: &mut Pending, request: Request) {
        match request {
            Request::Scan(scan) => {
                // The scan walks the folders as they are when it starts: the changes before
                // it are in what it finds. Only one whole scan runs at a time (the app waits
                // for its end before asking for another).
                pending.scan = Some(scan);
                pending.changed.clear();
                pending.moved.clear();
            }
            Request::Changed(paths) => pending.changed.extend(paths),
            Request::Moved(paths) => {
                // Recorded now, as the cleanup left them: the watcher's report comes later.
                self.echoes.record(&paths, Instant::now());
                pending.moved.extend(paths);
            }
            Request::Forget => {
                self.live = None;
                pending.changed.clear();
                pending.moved.clear();
            }
        }
    }

    fn whole_scan(&mut self, scan: Box<WholeScan>, send: &(dyn Fn(WorkerEvent) + Sync)) {
        // The old list goes before the new one is built: one list of files in memory at a
        // time, on a tree of millions.
        self.live = None;
        let WholeScan {
            options,
            cancel,
            refresh,
        } = *scan;
        if !refresh {
            let folders = options.roots.iter().chain(&options.references);
            if let Some(error) = folders.filter_map(|f| resolve_root(f).err()).next() {
                send(WorkerEvent::ScanFinished(Err(error.to_string())));
                return;
            }
        }
        let progress = |p| send(WorkerEvent::ScanProgress(p));
        match LiveScan::scan(&options, &cancel, &progress) {
            Ok(live) => {
                let report = live.shared_report();
                // A stopped scan's list is not the folders': nothing to update from.
                if !report.cancelled {
                    self.roots = RootNames::new(&options);
                    self.live = Some(live);
                }
                send(WorkerEvent::ScanFinished(Ok(report)));
                // The scan's stages are over: their pages go back to the system.
                crate::engine::release_freed_memory();
            }
            Err(error) => send(WorkerEvent::ScanFinished(Err(error.to_string()))),
        }
    }

    fn update(
        &mut self,
        changed: BTreeSet<PathBuf>,
        moved: BTreeSet<PathBuf>,
        running: &Mutex<Option<CancelToken>>,
        send: &(dyn Fn(WorkerEvent) + Sync),
    ) {
        self.echoes.forget_old(Instant::now());
        let mut paths: BTreeSet<PathBuf> = changed
            .into_iter()
            .filter(|path| !moved.contains(path) && !self.echoes.already_applied(path))
            .collect();
        let seen_by_the_watcher = !paths.is_empty();
        paths.extend(moved);
        if paths.is_empty() {
            return;
        }
        let Some(live) = &mut self.live else {
            // Results shown without a live scan (the last session's, or after a stopped
            // scan): only a whole scan can bring them up to date. What this app moved
            // itself is already taken out of them.
            if seen_by_the_watcher {
                send(WorkerEvent::NeedsWholeScan);
            }
            return;
        };
        if seen_by_the_watcher && self.roots.one_is_back() {
            // A folder that was gone when the live scan was made is back: it has no list
            // to update.
            send(WorkerEvent::NeedsWholeScan);
            return;
        }
        // Only what lies in the scanned folders (or above one: a parent renamed back) can
        // change the results; a restore may put back files of other folders.
        let roots = &live.report().roots;
        let paths: Vec<PathBuf> = paths
            .into_iter()
            .map(|path| self.roots.canonical(path))
            .filter(|path| {
                roots
                    .iter()
                    .any(|root| path.starts_with(root) || root.starts_with(path))
            })
            .collect();
        if paths.is_empty() {
            return;
        }
        let changes = paths.len();
        let cancel = CancelToken::new();
        *lock(running) = Some(cancel.clone());
        send(WorkerEvent::UpdateStarted { changes });
        let started = Instant::now();
        let result = live.apply(&paths, &cancel, &|p| send(WorkerEvent::UpdateProgress(p)));
        *lock(running) = None;
        let outcome = match result {
            Ok(()) if cancel.is_cancelled() => UpdateOutcome::Stopped,
            Ok(()) => UpdateOutcome::Done {
                report: Box::new(ListedReport::new(live.shared_report())),
                changes,
                took: started.elapsed(),
            },
            Err(error) => UpdateOutcome::Failed(error.to_string()),
        };
        send(WorkerEvent::Updated(outcome));
    }
}

/// The folders of the live scan as they were chosen and as the scan names them.
#[derive(Default)]
struct RootNames {
    /// Chosen folders whose canonical name differs (a link on the way): (chosen, canonical).
    /// The watcher reports paths under the chosen name, the live scan knows the other.
    renamed: Vec<(PathBuf, PathBuf)>,
    /// Chosen folders that were not there when the scan was made.
    missing: Vec<PathBuf>,
}

impl RootNames {
    fn new(options: &ScanOptions) -> RootNames {
        let mut names = RootNames::default();
        for folder in options.roots.iter().chain(&options.references) {
            match folder.canonicalize() {
                Ok(canonical) if canonical != *folder => {
                    names.renamed.push((folder.clone(), canonical));
                }
                Ok(_) => {}
                Err(_) => names.missing.push(folder.clone()),
            }
        }
        names
    }

    /// `path` under the name the live scan knows its folder by.
    fn canonical(&self, path: PathBuf) -> PathBuf {
        for (chosen, canonical) in &self.renamed {
            if let Ok(inside) = path.strip_prefix(chosen) {
                return canonical.join(inside);
            }
        }
        path
    }

    /// Whether a folder that was missing from the scan is there now.
    fn one_is_back(&self) -> bool {
        self.missing.iter().any(|folder| folder.exists())
    }
}

/// How long the paths this app moved are remembered: the watcher reports a batch within
/// a second of the folders going quiet.
const ECHO_TIME: Duration = Duration::from_secs(60);

/// Paths this app moved itself, and what was at each once it had: the watcher's report of
/// the same paths, finding them so still, brings nothing new.
#[derive(Default)]
struct Echoes {
    moved: HashMap<PathBuf, (Option<Stamp>, Instant)>,
}

/// What tells one state of a path from another: `None` when nothing is there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Stamp {
    device: u64,
    inode: u64,
    size: u64,
    modified: (i64, i64),
    changed: (i64, i64),
}

fn stamp(path: &Path) -> Option<Stamp> {
    let metadata = path.symlink_metadata().ok()?;
    Some(Stamp {
        device: metadata.dev(),
        inode: metadata.ino(),
        size: metadata.size(),
        modified: (metadata.mtime(), metadata.mtime_nsec()),
        changed: (metadata.ctime(), metadata.ctime_nsec()),
    })
}

impl Echoes {
    fn record(&mut self, paths: &[PathBuf], now: Instant) {
        for path in paths {
            self.moved.insert(path.clone(), (stamp(path), now));
        }
    }

    /// Whether `path` is as this app left it: one it moved, unchanged since, or a path
    /// inside a folder it moved away, still gone.
    fn already_applied(&self, path: &Path) -> bool {
        let now = stamp(path);
        if let Some((left, _)) = self.moved.get(path) {
            return *left == now;
        }
        now.is_none()
            && path
                .ancestors()
                .skip(1)
                .any(|folder| matches!(self.moved.get(folder), Some((None, _))) && !folder.exists())
    }

    fn forget_old(&mut self, now: Instant) {
        self.moved
            .retain(|_, (_, when)| now.saturating_duration_since(*when) < ECHO_TIME);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_watchers_report_of_a_move_this_app_made_is_nothing_new() {
        let dir = tempfile::TempDir::new().unwrap();
        let kept = dir.path().join("kept.bin");
        let trashed = dir.path().join("trashed.bin");
        let folder = dir.path().join("folder");
        std::fs::write(&kept, b"kept").unwrap();
        std::fs::write(&trashed, b"trashed").unwrap();
        std::fs::create_dir(&folder).unwrap();
        std::fs::write(folder.join("inside.txt"), b"inside").unwrap();
        let now = Instant::now();
        let mut echoes = Echoes::default();
        echoes.record(std::slice::from_ref(&kept), now);
        std::fs::remove_file(&trashed).unwrap();
        std::fs::remove_dir_all(&folder).unwrap();
        echoes.record(&[trashed.clone(), folder.clone()], now);

        assert!(echoes.already_applied(&kept), "put back, unchanged since");
        assert!(echoes.already_applied(&trashed), "trashed, still gone");
        assert!(echoes.already_applied(&folder.join("inside.txt")));
        assert!(!echoes.already_applied(&dir.path().join("other.bin")));

        // Changed after the app moved them: news.
        std::fs::write(&kept, b"kept, and edited since").unwrap();
        assert!(!echoes.already_applied(&kept));
        std::fs::write(&trashed, b"a new file of the same name").unwrap();
        assert!(!echoes.already_applied(&trashed));

        echoes.forget_old(now + ECHO_TIME);
        assert!(echoes.moved.is_empty());
    }

    #[test]
    fn paths_under_a_folder_chosen_through_a_link_are_given_by_its_real_name() {
        let dir = tempfile::TempDir::new().unwrap();
        let real = dir.path().join("real");
        std::fs::create_dir(&real).unwrap();
        let link = dir.path().join("link");
        std::os::unix::fs::symlink(&real, &link).unwrap();
        let gone = dir.path().join("gone");
        let names = RootNames::new(&ScanOptions::new(vec![link.clone(), gone.clone()]));
        let real = real.canonicalize().unwrap();
        assert_eq!(names.canonical(link.join("a/b.txt")), real.join("a/b.txt"));
        assert_eq!(names.canonical(real.join("c.txt")), real.join("c.txt"));
        assert!(!names.one_is_back());
        std::fs::create_dir(&gone).unwrap();
        assert!(names.one_is_back());
    }
}
