//! The folder watcher on real temporary folders: every kind of change arrives as a settled
//! batch naming the paths involved, and reading files does not count as a change.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

use doppel_engine::watch::{WatchEvent, watch_folders};
use tempfile::TempDir;

/// Paths reported within `within`, gathered across batches until `wanted` is seen.
fn wait_for(events: &Receiver<WatchEvent>, wanted: &Path, within: Duration) -> Vec<PathBuf> {
    let deadline = Instant::now() + within;
    let mut seen = Vec::new();
    while let Some(left) = deadline.checked_duration_since(Instant::now()) {
        match events.recv_timeout(left) {
            Ok(WatchEvent::Changed(paths)) => {
                seen.extend(paths);
                if seen.iter().any(|p| p == wanted) {
                    return seen;
                }
            }
            // Problems are asserted by the tests that expect them.
            Ok(WatchEvent::Problem(_)) => {}
            Err(_) => break,
        }
    }
    panic!("{} not reported; saw {seen:?}", wanted.display());
}

fn quiet(events: &Receiver<WatchEvent>, for_: Duration) -> Vec<WatchEvent> {
    let deadline = Instant::now() + for_;
    let mut got = Vec::new();
    while let Some(left) = deadline.checked_duration_since(Instant::now()) {
        match events.recv_timeout(left) {
            Ok(event) => got.push(event),
            Err(_) => break,
        }
    }
    got
}

#[test]
fn creations_changes_removals_and_renames_are_reported() {
    let dir = TempDir::new().unwrap();
    let root = dir.path().canonicalize().unwrap();
    std::fs::create_dir(root.join("sub")).unwrap();
    let (sender, events) = channel();
    let _watcher = watch_folders(std::slice::from_ref(&root), move |e| {
        let _ = sender.send(e);
    })
    .unwrap();
    let limit = Duration::from_secs(10);

    let created = root.join("sub/new.txt");
    std::fs::write(&created, b"hello").unwrap();
    wait_for(&events, &created, limit);

    std::fs::write(&created, b"hello, changed").unwrap();
    wait_for(&events, &created, limit);

    let renamed = root.join("renamed.txt");
    std::fs::rename(&created, &renamed).unwrap();
    let paths = wait_for(&events, &renamed, limit);
    assert!(
        paths.contains(&created),
        "a rename names the old path too: {paths:?}"
    );

    std::fs::remove_file(&renamed).unwrap();
    wait_for(&events, &renamed, limit);
}

#[test]
fn reading_files_is_not_a_change() {
    let dir = TempDir::new().unwrap();
    let root = dir.path().canonicalize().unwrap();
    let file = root.join("read-me.txt");
    std::fs::write(&file, b"some text").unwrap();
    let (sender, events) = channel();
    let _watcher = watch_folders(std::slice::from_ref(&root), move |e| {
        let _ = sender.send(e);
    })
    .unwrap();
    // Let any event from the write above settle first.
    quiet(&events, Duration::from_millis(800));

    for _ in 0..5 {
        std::fs::read(&file).unwrap();
    }

    let got = quiet(&events, Duration::from_millis(1500));
    assert!(got.is_empty(), "reads reported as changes: {got:?}");
}

#[test]
fn a_missing_root_is_reported_and_the_others_are_still_watched() {
    let dir = TempDir::new().unwrap();
    let root = dir.path().canonicalize().unwrap();
    let missing = root.join("not-there");
    let (sender, events) = channel();

    let watcher = watch_folders(&[missing.clone(), root.clone()], move |e| {
        let _ = sender.send(e);
    })
    .unwrap();

    assert_eq!(watcher.unwatched.len(), 1);
    assert_eq!(watcher.unwatched[0].0, missing);
    let file = root.join("still-watched.txt");
    std::fs::write(&file, b"x").unwrap();
    wait_for(&events, &file, Duration::from_secs(10));
}
