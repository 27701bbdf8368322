//! Whole scans and checks of earlier results against the disk: which stops which, what
//! each leaves on screen, and a scan's progress.

use super::*;

#[test]
fn a_scan_started_during_a_check_stops_the_check_and_its_results_replace_the_checked_ones() {
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    let (id, check_cancel) = reopened(&mut model, folder.path(), 3);
    assert!(model.activity.check().is_some());

    // The check finds one file gone; the next frame takes it out.
    let gone = first_group_paths(&model)[0].clone();
    model.on_event(WorkerEvent::Checked {
        id,
        found: CheckFound {
            files: vec![gone],
            folders: Vec::new(),
            done: 2,
            total: 6,
        },
    });
    model.tick(Instant::now());
    assert_eq!(model.results.as_ref().unwrap().visible().len(), 2);

    let effects = model.handle(Command::StartScan);
    let scan_cancel = scan_started(&effects);
    assert!(
        check_cancel.is_cancelled(),
        "the check of replaced results stops"
    );
    assert!(model.scan().is_some());
    assert!(matches!(
        session_changes(&effects).as_slice(),
        [SessionChange::ScanStarted { resumes: 0, .. }]
    ));

    // The check's end, arriving late, changes nothing.
    model.on_event(WorkerEvent::CheckFinished {
        id,
        outcome: CheckOutcome {
            gone: 1,
            present: 5,
            none_here: false,
            cancelled: true,
        },
    });
    assert!(model.scan().is_some(), "still scanning");

    let effects = model.on_event(WorkerEvent::ScanFinished(Ok(Arc::new(report(
        folder.path(),
        5,
    )))));
    assert!(!scan_cancel.is_cancelled());
    assert!(matches!(model.activity, Activity::Idle));
    assert_eq!(model.results.as_ref().unwrap().visible().len(), 5);
    assert_eq!(
        session_changes(&effects),
        [SessionChange::ScanEnded, SessionChange::ResultsChanged]
    );
}

#[test]
fn a_scan_cancelled_while_a_check_would_run_shows_what_it_found_and_says_so() {
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    reopened(&mut model, folder.path(), 3);
    let cancel = scan_started(&model.handle(Command::StartScan));

    let effects = model.handle(Command::CancelScan);
    assert!(cancel.is_cancelled());
    assert_eq!(session_changes(&effects), [SessionChange::ScanEnded]);

    let mut partial = report(folder.path(), 1);
    partial.cancelled = true;
    model.on_event(WorkerEvent::ScanFinished(Ok(Arc::new(partial))));
    assert!(matches!(model.activity, Activity::Idle));
    assert_eq!(model.results.as_ref().unwrap().visible().len(), 1);
    let notice = model.notices.current().expect("a notice");
    assert_eq!(notice.level, Level::Warning);
    assert!(notice.text.starts_with("Scan cancelled"));
    // A cancelled scan's list is not the folders': a restore says to scan again.
    assert_eq!(model.followed, crate::app::model::Followed::NotYet);
}

#[test]
fn no_whole_scan_starts_by_itself_over_a_check_and_a_late_scan_end_is_ignored() {
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    let (id, _) = reopened(&mut model, folder.path(), 3);
    // Changes the live scan could not take: a whole scan is due…
    model.on_event(WorkerEvent::NeedsWholeScan);
    let effects = model.tick(Instant::now() + Duration::from_secs(3600));
    assert!(
        !effects.iter().any(|e| matches!(e, Effect::Scan { .. })),
        "…but not over the check"
    );
    // A scan's end with no scan under way (one stopped for a move) leaves the check alone.
    model.on_event(WorkerEvent::ScanFinished(Ok(Arc::new(report(
        folder.path(),
        9,
    )))));
    assert_eq!(model.activity.check().map(|c| c.id), Some(id));
    assert_eq!(model.results.as_ref().unwrap().visible().len(), 3);

    // Once the check is done, the due scan starts, keeping the results on screen.
    model.on_event(WorkerEvent::CheckFinished {
        id,
        outcome: CheckOutcome {
            gone: 0,
            present: 6,
            none_here: false,
            cancelled: false,
        },
    });
    assert!(matches!(model.activity, Activity::Idle));
    model.on_event(WorkerEvent::NeedsWholeScan);
    let effects = model.tick(Instant::now() + Duration::from_secs(3600));
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Scan { refresh: true, .. }))
    );
    assert!(model.scan().is_some_and(|scan| scan.refresh()));
}

/// The time left is the rest of the phase at its speed of the last seconds, not since it
/// began: a phase that started fast on files the cache knew (or slow on small files) is
/// not taken at that speed to its end.
#[test]
fn the_time_left_follows_the_recent_speed() {
    use crate::app::model::RunningScan;
    use crate::app::model::ScanKind;
    let start = std::time::Instant::now();
    let mut scan = RunningScan::new(ScanKind::New, crate::engine::CancelToken::new(), start);
    let at = |seconds: u64, done: u64| {
        let progress = Progress {
            phase: Phase::Hashing,
            files_done: 0,
            files_total: 100,
            bytes_done: done,
            bytes_total: 1_000,
        };
        (progress, start + Duration::from_secs(seconds))
    };
    // 300 bytes in the first second (the cache's), then 10 a second.
    for (progress, now) in [at(0, 0), at(1, 300)] {
        scan.progressed(progress, now);
    }
    assert_eq!(
        scan.time_left(start + Duration::from_secs(1)),
        None,
        "too soon to say"
    );
    for second in 2..=12 {
        let (progress, now) = at(second, 300 + (second - 1) * 10);
        scan.progressed(progress, now);
    }
    let left = scan.time_left(start + Duration::from_secs(12)).unwrap();
    // 590 bytes left at 10 a second: about 59 s (the first second's speed would say 12 s).
    assert!((55..=63).contains(&left.as_secs()), "{left:?}");
}

#[test]
fn scan_progress_marks_when_each_phase_began() {
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    model.handle(Command::StartScan);
    let progress = |phase| Progress {
        phase,
        files_done: 0,
        files_total: 0,
        bytes_done: 0,
        bytes_total: 0,
    };
    model.on_event(WorkerEvent::ScanProgress(progress(Phase::Walking)));
    let walking = model.scan().unwrap().phase_started;
    std::thread::sleep(Duration::from_millis(5));
    model.on_event(WorkerEvent::ScanProgress(progress(Phase::Walking)));
    assert_eq!(model.scan().unwrap().phase_started, walking);
    model.on_event(WorkerEvent::ScanProgress(progress(Phase::Hashing)));
    assert!(model.scan().unwrap().phase_started > walking);
}
