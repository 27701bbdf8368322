//! The engine under change: files that vanish, change or grow while a scan runs, and the
//! progress and cancellation that front ends rely on.

use std::fs::OpenOptions;
use std::io::Write;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use crate::support::{pseudo_random, write};
use doppel_engine::ProgressCounters;
use doppel_engine::exact::find_exact;
use doppel_engine::hardlinks::{DistinctFile, fold_hard_links};
use doppel_engine::report::{IoProblem, SkipReason};
use doppel_engine::walk::{compile_excludes, walk};
use doppel_engine::{CancelToken, Phase, ScanOptions, scan};
use tempfile::TempDir;

/// Walks `dir` with default options, as the first stage of a scan would.
fn listed(dir: &TempDir) -> Vec<DistinctFile> {
    let options = ScanOptions::new(vec![dir.path().canonicalize().unwrap()]);
    let excludes = compile_excludes(&[]).unwrap();
    let walked = walk(
        &options,
        &excludes,
        &ProgressCounters::default(),
        &CancelToken::new(),
    );
    fold_hard_links(walked.files)
}

#[test]
fn a_file_that_vanishes_after_listing_is_skipped_and_the_rest_still_group() {
    let dir = TempDir::new().unwrap();
    let content = pseudo_random(40_000, 21);
    write(dir.path(), "a", &content);
    write(dir.path(), "b", &content);
    let gone = write(dir.path(), "c", &content);
    let files = listed(&dir);

    std::fs::remove_file(&gone).unwrap();
    let outcome = find_exact(&files, &ProgressCounters::default(), &CancelToken::new());

    assert_eq!(outcome.groups.len(), 1);
    assert_eq!(outcome.groups[0].files.len(), 2);
    assert_eq!(outcome.skipped.len(), 1);
    assert!(outcome.skipped[0].path.ends_with("c"));
    assert_eq!(
        outcome.skipped[0].reason,
        SkipReason::Io {
            problem: IoProblem::Vanished
        }
    );
}

#[test]
fn a_file_rewritten_after_listing_is_reported_as_changed_not_grouped() {
    for size in [1_000, 1_000_000] {
        let dir = TempDir::new().unwrap();
        let content = pseudo_random(size, 22);
        write(dir.path(), "a", &content);
        write(dir.path(), "b", &content);
        let changed = write(dir.path(), "c", &content);
        let files = listed(&dir);

        // Same size, new bytes and a new modified time: only the metadata check can tell.
        std::thread::sleep(Duration::from_millis(20));
        std::fs::write(&changed, pseudo_random(size, 23)).unwrap();
        let outcome = find_exact(&files, &ProgressCounters::default(), &CancelToken::new());

        assert_eq!(outcome.groups.len(), 1, "size {size}");
        assert_eq!(outcome.groups[0].files.len(), 2, "size {size}");
        assert!(outcome.skipped[0].path.ends_with("c"));
        assert_eq!(outcome.skipped[0].reason, SkipReason::ChangedWhileRead);
    }
}

#[test]
fn a_file_that_grows_while_it_is_hashed_is_reported_as_changed() {
    let dir = TempDir::new().unwrap();
    let content = pseudo_random(2_000_000, 24);
    write(dir.path(), "steady", &content);
    let growing = write(dir.path(), "growing", &content);
    let files = listed(&dir);

    // A writer appends for as long as hashing runs, so whenever the engine opens or finishes
    // reading the file, its size differs from the size the walk listed.
    let stop = AtomicBool::new(false);
    let outcome = std::thread::scope(|s| {
        s.spawn(|| {
            let mut file = OpenOptions::new().append(true).open(&growing).unwrap();
            while !stop.load(Ordering::Relaxed) {
                file.write_all(b"more").unwrap();
                std::thread::sleep(Duration::from_micros(200));
            }
        });
        std::thread::sleep(Duration::from_millis(20));
        let outcome = find_exact(&files, &ProgressCounters::default(), &CancelToken::new());
        stop.store(true, Ordering::Relaxed);
        outcome
    });

    assert!(outcome.groups.is_empty(), "a changing file is not grouped");
    assert_eq!(outcome.skipped.len(), 1);
    assert!(outcome.skipped[0].path.ends_with("growing"));
    assert_eq!(outcome.skipped[0].reason, SkipReason::ChangedWhileRead);
}

#[test]
fn progress_is_reported_and_ends_with_done() {
    let dir = TempDir::new().unwrap();
    let content = pseudo_random(100_000, 25);
    for i in 0..20 {
        write(dir.path(), &format!("copy{i}"), &content);
    }
    let seen = Mutex::new(Vec::new());

    let report = scan(
        &ScanOptions::new(vec![dir.path().to_path_buf()]),
        &CancelToken::new(),
        &|p| seen.lock().unwrap().push(p),
    )
    .unwrap();

    let seen = seen.into_inner().unwrap();
    let last = seen.last().expect("at least the final snapshot");
    assert_eq!(last.phase, Phase::Done);
    assert_eq!(last.files_total, 20);
    assert_eq!(last.bytes_total, 2_000_000);
    assert_eq!(report.groups.len(), 1);
    assert!(!report.cancelled);
}

#[test]
fn a_cancelled_scan_stops_and_says_so() {
    let dir = TempDir::new().unwrap();
    let content = pseudo_random(10_000, 26);
    for i in 0..10 {
        write(dir.path(), &format!("sub{i}/copy"), &content);
    }
    let cancel = CancelToken::new();
    cancel.cancel();

    let report = scan(
        &ScanOptions::new(vec![dir.path().to_path_buf()]),
        &cancel,
        &|_| {},
    )
    .unwrap();

    assert!(report.cancelled);
    assert!(
        report.groups.is_empty(),
        "nothing was verified, so nothing is reported"
    );
}

#[test]
fn cancelling_during_full_hashing_keeps_only_verified_groups() {
    let dir = TempDir::new().unwrap();
    for i in 0..4 {
        let content = pseudo_random(200_000, 30 + i);
        write(dir.path(), &format!("g{i}/a"), &content);
        write(dir.path(), &format!("g{i}/b"), &content);
    }
    let files = listed(&dir);
    let cancel = CancelToken::new();
    let counters = ProgressCounters::default();

    // Cancel as soon as the whole-content pass has finished its first file.
    let outcome = std::thread::scope(|s| {
        s.spawn(|| {
            while !(counters.snapshot().phase == Phase::Hashing
                && counters.snapshot().files_done > 0)
            {
                std::thread::yield_now();
                if cancel.is_cancelled() {
                    return;
                }
            }
            cancel.cancel();
        });
        let outcome = find_exact(&files, &counters, &cancel);
        cancel.cancel();
        outcome
    });

    // Every group reported is complete and verified; none is made of half-hashed files.
    for group in &outcome.groups {
        assert_eq!(group.files.len(), 2);
        let a = std::fs::read(&group.files[0].path).unwrap();
        let b = std::fs::read(&group.files[1].path).unwrap();
        assert_eq!(a, b);
    }
    assert!(outcome.groups.len() <= 4);
}
