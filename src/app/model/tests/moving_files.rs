//! Cleanups and restores moving files while the folders are watched: changes held and
//! applied with what moved, a scan or check interrupted and run again, clones unshared.

use super::*;

#[test]
fn a_live_change_during_a_cleanup_is_held_then_applied_with_what_it_moved() {
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    model.handle(Command::StartScan);
    model.on_event(WorkerEvent::ScanFinished(Ok(Arc::new(report(
        folder.path(),
        2,
    )))));
    let copy = first_group_paths(&model)[1].clone();
    model.handle(Command::SetMark {
        path: copy.clone(),
        mark: crate::engine::actions::rules::Mark::Trash,
    });
    model.handle(Command::RequestCleanup);
    assert!(matches!(model.dialog, Dialog::ConfirmCleanup(_)));
    let effects = model.handle(Command::ConfirmCleanup);
    assert!(effects.iter().any(|e| matches!(e, Effect::Cleanup { .. })));
    assert!(model.activity.moving_files());

    // The watcher reports a change: held, not handed to the live scan yet.
    let changed = folder.path().join("edited.txt");
    let effects = model.on_event(WorkerEvent::FilesChanged(vec![changed.clone()]));
    assert!(effects.is_empty());
    // Nothing else starts meanwhile.
    model.handle(Command::StartScan);
    assert!(model.scan().is_none());
    assert_eq!(
        model.notices.current().map(|n| n.level),
        Some(Level::Warning)
    );

    model.on_event(WorkerEvent::CleanupProgress { done: 1, total: 1 });
    let effects = model.on_event(WorkerEvent::CleanupFinished(Ok(CleanupOutcome {
        id: Some("c1".to_string()),
        trashed: Vec::new(),
        failed: Vec::new(),
        stopped: None,
        space: Vec::new(),
    })));
    assert!(matches!(model.activity, Activity::Idle));
    assert!(matches!(model.dialog, Dialog::CleanupReport(_)));
    let moved_then_changed: Vec<_> = effects
        .iter()
        .filter_map(|e| match e {
            Effect::Moved(paths) => Some(("moved", paths.clone())),
            Effect::Changed(paths) => Some(("changed", paths.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(
        moved_then_changed,
        [("moved", Vec::new()), ("changed", vec![changed])]
    );
}

#[test]
fn a_cleanup_stops_a_whole_scan_made_while_watching_and_it_runs_again_after() {
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    model.handle(Command::StartScan);
    model.on_event(WorkerEvent::ScanFinished(Ok(Arc::new(report(
        folder.path(),
        2,
    )))));
    model.on_event(WorkerEvent::NeedsWholeScan);
    let refresh = scan_started(&model.tick(Instant::now()));
    model.handle(Command::RequestCleanup);
    model.handle(Command::ConfirmCleanup);
    assert!(refresh.is_cancelled());
    assert!(model.activity.moving_files());
    // The stopped refresh ends during the cleanup: nothing changes.
    let mut stopped = report(folder.path(), 0);
    stopped.cancelled = true;
    model.on_event(WorkerEvent::ScanFinished(Ok(Arc::new(stopped))));
    assert!(model.activity.moving_files());
    assert_eq!(model.results.as_ref().unwrap().visible().len(), 2);
    model.on_event(WorkerEvent::CleanupFinished(Err("no trash".to_string())));
    let effects = model.tick(Instant::now());
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Scan { refresh: true, .. })),
        "the whole scan runs again"
    );
}

#[test]
fn a_restore_interrupts_a_check_which_starts_again_once_files_are_back() {
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    let (first, cancel) = reopened(&mut model, folder.path(), 2);
    let effects = model.handle(Command::UndoCleanup);
    assert!(effects.iter().any(|e| matches!(e, Effect::Restore { .. })));
    assert!(cancel.is_cancelled());
    let effects = model.on_event(WorkerEvent::RestoreFinished(Err("nothing".to_string())));
    let again = effects
        .iter()
        .find_map(|e| match e {
            Effect::Check { id, .. } => Some(*id),
            _ => None,
        })
        .expect("checked again");
    assert_ne!(again, first);
    assert_eq!(model.activity.check().map(|c| c.id), Some(again));
}

#[test]
fn undo_leaves_clones_shared_and_unshare_clones_asks_for_blocks_of_their_own() {
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    let options = |effects: &[Effect]| {
        effects.iter().find_map(|e| match e {
            Effect::Restore { which, options, .. } => Some((which.clone(), *options)),
            _ => None,
        })
    };
    let (which, undo) = options(&model.handle(Command::UndoCleanup)).expect("a restore");
    assert_eq!(which, Which::Last);
    assert!(!undo.unshare_clones);
    model.on_event(WorkerEvent::RestoreFinished(Err("nothing".to_string())));
    let effects = model.handle(Command::UnshareClones("20261125-061603".to_string()));
    let (which, unshare) = options(&effects).expect("a restore");
    assert_eq!(which, Which::Id("20261125-061603".to_string()));
    assert!(unshare.unshare_clones);
    assert!(model.activity.moving_files());
}
