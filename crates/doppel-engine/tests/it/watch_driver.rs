//! The watch driver both front ends run, on real folders: what it does with changed paths,
//! with Doppel's own moves, with folders chosen through a link or missing at the scan,
//! and when it scans everything again by itself.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, channel};
use std::thread::JoinHandle;
use std::time::Duration;

use crate::support::{pseudo_random, settled};
use doppel_engine::report::{Group, Report};
use doppel_engine::watch::driver::{DriverEvent, DriverHandle, Rescans, Update, WholeScan, driver};
use doppel_engine::{CancelToken, ScanOptions};
use tempfile::TempDir;

/// A driver running on its own thread, its events gathered.
struct Running {
    handle: DriverHandle,
    events: Receiver<DriverEvent>,
    thread: Option<JoinHandle<()>>,
}

impl Running {
    fn start(rescans: Rescans) -> Running {
        let (handle, end) = driver(rescans);
        let (sender, events) = channel();
        let thread = std::thread::spawn(move || {
            end.run(&|event| {
                let _ = sender.send(event);
                std::ops::ControlFlow::Continue(())
            })
        });
        Running {
            handle,
            events,
            thread: Some(thread),
        }
    }

    /// Scans `roots` (gone ones listed as skipped), without the cache.
    fn scan(&self, roots: Vec<PathBuf>) {
        self.handle.scan(WholeScan {
            options: ScanOptions::new(roots),
            cancel: CancelToken::new(),
            refresh: true,
        });
    }

    /// The next event that is not progress; fails the test after a while without one.
    fn next(&self) -> DriverEvent {
        loop {
            match self.events.recv_timeout(Duration::from_secs(30)) {
                Ok(DriverEvent::ScanProgress(_) | DriverEvent::UpdateProgress(_)) => {}
                Ok(event) => return event,
                Err(error) => panic!("no event from the driver: {error}"),
            }
        }
    }

    fn scanned(&self) -> std::sync::Arc<Report> {
        match self.next() {
            DriverEvent::ScanFinished(Ok(report)) => report,
            other => panic!("expected a whole scan, got {other:?}"),
        }
    }

    /// The paths count of the update that starts next, and its results.
    fn updated(&self) -> (usize, std::sync::Arc<Report>) {
        let changes = match self.next() {
            DriverEvent::UpdateStarted { changes } => changes,
            other => panic!("expected an update, got {other:?}"),
        };
        match self.next() {
            DriverEvent::Updated(Update::Done { report, .. }) => (changes, report),
            other => panic!("expected an update's results, got {other:?}"),
        }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        self.handle.stop();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The file names of each exact group, sorted.
fn exact_groups(report: &Report) -> Vec<Vec<String>> {
    let mut groups: Vec<Vec<String>> = report
        .groups
        .iter()
        .filter_map(|g| match g {
            Group::Exact(group) => Some(
                group
                    .files
                    .iter()
                    .map(|f| name(&f.path))
                    .collect::<Vec<_>>(),
            ),
            _ => None,
        })
        .map(|mut names| {
            names.sort();
            names
        })
        .collect();
    groups.sort();
    groups
}

fn name(path: &Path) -> String {
    path.file_name().unwrap().to_string_lossy().into_owned()
}

#[test]
fn the_watchers_report_of_doppels_own_move_updates_nothing() {
    let tree = TempDir::new().unwrap();
    let root = tree.path().canonicalize().unwrap();
    let copied = pseudo_random(10_000, 1);
    let unique = pseudo_random(10_000, 2);
    let trashed = settled(&root, "a.bin", &copied);
    settled(&root, "b.bin", &copied);
    settled(&root, "c.bin", &unique);
    let running = Running::start(Rescans::ByFrontEnd);
    running.scan(vec![root.clone()]);
    assert_eq!(exact_groups(&running.scanned()), [["a.bin", "b.bin"]]);

    // A cleanup trashes a.bin and says so: applied at once.
    fs::remove_file(&trashed).unwrap();
    running.handle.moved(vec![trashed.clone()]);
    let (changes, report) = running.updated();
    assert_eq!(changes, 1);
    assert!(exact_groups(&report).is_empty());

    // The watcher then reports the same move, with a real change beside it: only the
    // change is listed again.
    let new = settled(&root, "d.bin", &unique);
    running.handle.changed(vec![trashed, new]);
    let (changes, report) = running.updated();
    assert_eq!(changes, 1, "the trashed file is not listed again");
    assert_eq!(exact_groups(&report), [["c.bin", "d.bin"]]);
}

#[test]
fn changes_under_a_folder_chosen_through_a_link_are_applied_under_its_real_name() {
    let dir = TempDir::new().unwrap();
    let real = dir.path().canonicalize().unwrap().join("real");
    fs::create_dir(&real).unwrap();
    let link = dir.path().join("link");
    std::os::unix::fs::symlink(&real, &link).unwrap();
    let content = pseudo_random(10_000, 3);
    settled(&real, "x.bin", &content);
    let running = Running::start(Rescans::ByFrontEnd);
    running.scan(vec![link.clone()]);
    assert!(exact_groups(&running.scanned()).is_empty());

    settled(&real, "y.bin", &content);
    // The watcher names it as the folder was chosen.
    running.handle.changed(vec![link.join("y.bin")]);
    let (_, report) = running.updated();
    assert_eq!(exact_groups(&report), [["x.bin", "y.bin"]]);
}

#[test]
fn a_root_whose_parent_is_renamed_is_listed_as_gone() {
    let dir = TempDir::new().unwrap();
    let base = dir.path().canonicalize().unwrap();
    let parent = base.join("parent");
    let root = parent.join("root");
    let content = pseudo_random(10_000, 4);
    settled(&root, "a.bin", &content);
    settled(&root, "b.bin", &content);
    let running = Running::start(Rescans::ByFrontEnd);
    running.scan(vec![root.clone()]);
    assert_eq!(exact_groups(&running.scanned()), [["a.bin", "b.bin"]]);

    fs::rename(&parent, base.join("renamed")).unwrap();
    // The watcher reports the folder above the root.
    running.handle.changed(vec![parent]);
    let (_, report) = running.updated();
    assert!(exact_groups(&report).is_empty());
    assert!(
        report.skipped.iter().any(|s| s.path == root),
        "{:?}",
        report.skipped
    );
}

/// A tree with one file, and a second root that is not there yet.
fn with_a_missing_root() -> (TempDir, PathBuf, PathBuf, Vec<u8>) {
    let dir = TempDir::new().unwrap();
    let base = dir.path().canonicalize().unwrap();
    let present = base.join("present");
    let content = pseudo_random(10_000, 5);
    settled(&present, "a.bin", &content);
    (dir, present, base.join("later"), content)
}

#[test]
fn a_root_missing_at_the_scan_that_comes_back_needs_a_whole_scan() {
    let (_dir, present, later, content) = with_a_missing_root();
    let running = Running::start(Rescans::ByFrontEnd);
    running.scan(vec![present, later.clone()]);
    let report = running.scanned();
    assert!(report.skipped.iter().any(|s| s.path == later));

    let copy = settled(&later, "copy.bin", &content);
    running.handle.changed(vec![copy]);
    match running.next() {
        DriverEvent::NeedsWholeScan => {}
        other => panic!("expected a call for a whole scan, got {other:?}"),
    }
}

#[test]
fn when_the_driver_schedules_it_scans_a_root_that_came_back_itself() {
    let (_dir, present, later, content) = with_a_missing_root();
    let running = Running::start(Rescans::ByDriver { every: None });
    running.scan(vec![present, later.clone()]);
    running.scanned();

    let copy = settled(&later, "copy.bin", &content);
    running.handle.changed(vec![copy]);
    assert_eq!(exact_groups(&running.scanned()), [["a.bin", "copy.bin"]]);
}

#[test]
fn with_an_interval_the_driver_scans_again_what_it_was_not_told_of() {
    let tree = TempDir::new().unwrap();
    let root = tree.path().canonicalize().unwrap();
    let content = pseudo_random(10_000, 6);
    settled(&root, "a.bin", &content);
    let running = Running::start(Rescans::ByDriver {
        every: Some(Duration::from_secs(1)),
    });
    running.scan(vec![root.clone()]);
    assert!(exact_groups(&running.scanned()).is_empty());

    // No event says so: only the interval's scan finds it.
    settled(&root, "b.bin", &content);
    assert_eq!(exact_groups(&running.scanned()), [["a.bin", "b.bin"]]);
}

#[test]
fn a_root_that_goes_while_watched_and_comes_back_is_scanned_again() {
    let dir = TempDir::new().unwrap();
    let base = dir.path().canonicalize().unwrap();
    let (a, b) = (base.join("a"), base.join("b"));
    let content = pseudo_random(10_000, 7);
    settled(&a, "one.bin", &content);
    settled(&b, "two.bin", &content);
    let running = Running::start(Rescans::ByDriver { every: None });
    running.scan(vec![a.clone(), b]);
    assert_eq!(exact_groups(&running.scanned()), [["one.bin", "two.bin"]]);

    fs::remove_dir_all(&a).unwrap();
    running.handle.changed(vec![a.clone()]);
    let (_, report) = running.updated();
    assert!(report.skipped.iter().any(|s| s.path == a));

    // The results' roots no longer hold it; its return still counts.
    let back = settled(&a, "one.bin", &content);
    running.handle.changed(vec![back]);
    let (_, report) = running.updated();
    assert_eq!(exact_groups(&report), [["one.bin", "two.bin"]]);
}
