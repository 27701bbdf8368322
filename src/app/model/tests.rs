//! The model driven without a window: commands and worker events in, state and effects out.
//! Nothing here carries an effect out; each test reads what the model asked for.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant, UNIX_EPOCH};

use crate::engine::actions::estimate::{self, Unavailable};
use crate::engine::actions::rules::{Criterion, KeepRule, Undecided};
use crate::engine::actions::{ActionPlaces, CleanupOutcome, CleanupPlan, Reclaim, Which};
use crate::engine::{CancelToken, Phase, Progress};
use crate::report::{Bar, ExactGroup, FileRecord, Group, Report, Stats};
use crate::review::Preview;

use super::super::commands::Command;
use super::super::results::ListedReport;
use super::super::results::Results;
use super::super::session::Origin;
use super::super::settings::Settings;
use super::messages::{CheckFound, CheckOutcome, HiddenNow, LoadedResults, ReviewJob, WorkerEvent};
use super::{Activity, Dialog, Effect, Estimating, Level, Model, Offer, SessionChange};
use crate::engine::ignore::EntryId;
use crate::report::GroupRef;

/// A report of `groups` exact groups of two files each, under `root`.
fn report(root: &Path, groups: usize) -> Report {
    let groups = (0..groups)
        .map(|g| {
            Group::Exact(ExactGroup {
                size: 4096,
                hash: format!("{g:032x}"),
                files: (0..2)
                    .map(|c| FileRecord {
                        path: root.join(format!("group-{g:04}-copy-{c}.bin")),
                        size: 4096,
                        modified: UNIX_EPOCH + Duration::from_secs(1_700_000_000),
                        aliases: Vec::new(),
                        companions: Vec::new(),
                    })
                    .collect(),
            })
        })
        .collect();
    Report {
        roots: vec![root.to_path_buf()],
        references: Vec::new(),
        against: Vec::new(),
        bar: Bar::default(),
        groups,
        folders: Vec::new(),
        only_here: Vec::new(),
        skipped: Vec::new(),
        stats: Stats {
            files: 0,
            bytes: 0,
            seconds: 0.1,
        },
        cancelled: false,
        notices: Vec::new(),
    }
}

/// A model whose settings list `folder`, with cleanups kept under `data`.
fn model(folder: &Path, data: &Path) -> Model {
    let mut settings = Settings::default();
    settings.add_folders([folder.to_path_buf()]);
    let places = ActionPlaces {
        data_dir: data.join("doppel"),
        home_trash: data.join("Trash"),
    };
    Model::new(settings, Ok(places))
}

/// The model showing the last session's results of `groups` groups, being checked: returns
/// the check's id and cancel token.
fn reopened(model: &mut Model, root: &Path, groups: usize) -> (u64, CancelToken) {
    let loaded = LoadedResults {
        results: Results::new(report(root, groups)),
        origin: Origin {
            made: UNIX_EPOCH + Duration::from_secs(1_700_000_000),
            report_file: None,
        },
        problem: None,
    };
    let effects = model.on_event(WorkerEvent::SessionRead(Ok(Some(Box::new(loaded)))));
    effects
        .into_iter()
        .find_map(|effect| match effect {
            Effect::Check { id, cancel, .. } => Some((id, cancel)),
            _ => None,
        })
        .expect("a check of the reopened results")
}

/// The scan's cancel token, from the effects of starting it.
fn scan_started(effects: &[Effect]) -> CancelToken {
    effects
        .iter()
        .find_map(|effect| match effect {
            Effect::Scan { cancel, .. } => Some(cancel.clone()),
            _ => None,
        })
        .expect("a scan started")
}

fn session_changes(effects: &[Effect]) -> Vec<SessionChange> {
    effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Session(change) => Some(change.clone()),
            _ => None,
        })
        .collect()
}

fn reviews(effects: &[Effect]) -> Vec<&ReviewJob> {
    effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Review(job) => Some(job),
            _ => None,
        })
        .collect()
}

fn first_group_paths(model: &Model) -> Vec<PathBuf> {
    let results = model.results.as_ref().expect("results");
    let Group::Exact(group) = results.group(0) else {
        panic!("an exact group");
    };
    group.files.iter().map(|f| f.path.clone()).collect()
}

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
    assert_eq!(model.followed, super::Followed::NotYet);
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

#[test]
fn notices_arriving_in_one_frame_are_all_kept() {
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    // A scan resumed after a crash, cancelled, whose report has a notice of its own: three
    // things to say at once.
    model.on_event(WorkerEvent::SessionScanRead(Ok(Some(
        super::super::session::UnderWay {
            folders: vec![folder.path().to_path_buf()],
            references: Vec::new(),
            resumes: 0,
        },
    ))));
    assert!(model.scan().is_some_and(|scan| scan.resumed()));
    let mut report = report(folder.path(), 1);
    report.cancelled = true;
    report.notices.push(crate::report::Notice::Cache {
        words: "The fingerprint cache was damaged and has been rebuilt.".to_string(),
    });
    model.on_event(WorkerEvent::ScanFinished(Ok(Arc::new(report))));
    model.on_event(WorkerEvent::ResultsSaved {
        path: folder.path().join("nowhere/report.json"),
        result: Err("No such file or directory".to_string()),
    });
    let said: Vec<_> = model
        .notices
        .newest_first()
        .map(|n| (n.level, n.text.split(':').next().unwrap_or("").to_string()))
        .collect();
    assert_eq!(said.len(), 4, "{said:?}");
    assert_eq!(said[0].0, Level::Error);
    assert_eq!(model.notices.unseen_earlier(), 3);
    // The next scan starts with a clean status bar; the list keeps them.
    model.handle(Command::StartScan);
    assert!(model.notices.current().is_none());
    assert_eq!(model.notices.len(), 4);
}

#[test]
fn the_review_cache_follows_the_selection_and_keeps_what_is_shown() {
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    let groups = 300;
    model.show_report(Arc::new(report(folder.path(), groups)));
    let preview_of = |model: &mut Model| -> PathBuf {
        let effects = model.tick(Instant::now());
        let jobs = reviews(&effects);
        assert_eq!(jobs.len(), 1, "one request a frame");
        let ReviewJob::Preview(path) = jobs[0] else {
            panic!("a preview");
        };
        assert_eq!(Some(path), model.selected_file_path().as_ref());
        path.clone()
    };
    let binary = || Preview::Binary {
        description: "data".to_string(),
    };

    // The first row's preview is asked for once, and kept.
    let first = preview_of(&mut model);
    assert!(
        reviews(&model.tick(Instant::now())).is_empty(),
        "asked once"
    );
    model.on_event(WorkerEvent::PreviewReady {
        path: first.clone(),
        preview: binary(),
    });

    // Moving on before the second arrives: it was superseded, and is asked again on return.
    model.handle(Command::SelectRow(1));
    let second = preview_of(&mut model);
    model.handle(Command::SelectRow(2));
    preview_of(&mut model);
    assert!(!model.review.previews.contains(&second));
    model.handle(Command::SelectRow(1));
    assert_eq!(preview_of(&mut model), second);

    // Through every row: the cache keeps at most its capacity, the oldest going first,
    // never the one on screen.
    for row in 0..groups {
        model.handle(Command::SelectRow(row));
        for job in reviews(&model.tick(Instant::now())) {
            if let ReviewJob::Preview(path) = job {
                model.on_event(WorkerEvent::PreviewReady {
                    path: path.clone(),
                    preview: binary(),
                });
            }
        }
    }
    let shown = model.selected_file_path().unwrap();
    assert!(model.review.previews.ready(&shown).is_some());
    assert!(model.review.previews.len() <= 256);
    assert!(!model.review.previews.contains(&first), "the oldest went");

    // New results clear it.
    model.show_report(Arc::new(report(folder.path(), 1)));
    assert!(model.review.previews.is_empty());
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

/// A model showing `groups` exact groups of two files each, really on disk under `folder`
/// (equal bytes), with the second file of the first group marked Trash.
fn marked_on_disk(folder: &Path, groups: usize) -> Model {
    let mut model = model(folder, folder);
    model.handle(Command::StartScan);
    model.on_event(WorkerEvent::ScanFinished(Ok(Arc::new(report(
        folder, groups,
    )))));
    for path in first_group_paths(&model) {
        std::fs::write(&path, [7u8; 4096]).unwrap();
    }
    let copy = first_group_paths(&model)[1].clone();
    model.handle(Command::SetMark {
        path: copy,
        mark: crate::engine::actions::rules::Mark::Trash,
    });
    model
}

/// The estimate the cleanup dialog asked for: its plan, number and cancel token.
fn estimate_asked(effects: &[Effect]) -> (Arc<CleanupPlan>, u64, CancelToken) {
    effects
        .iter()
        .find_map(|effect| match effect {
            Effect::EstimateCleanup { plan, id, cancel } => {
                Some((Arc::clone(plan), *id, cancel.clone()))
            }
            _ => None,
        })
        .expect("the dialog asks for an estimate")
}

/// What the worker would report for that estimate: the engine's, on the real files.
fn estimated(plan: &CleanupPlan, id: u64) -> WorkerEvent {
    let estimate = estimate::estimate(plan, &CancelToken::new(), &|_, _| {}).unwrap();
    WorkerEvent::CleanupEstimated {
        id,
        estimate: Box::new(estimate),
    }
}

fn chosen(model: &Model) -> Reclaim {
    match &model.dialog {
        Dialog::ConfirmCleanup(confirm) => confirm.reclaim,
        _ => panic!("the cleanup dialog is not open"),
    }
}

const LINKS: Reclaim = Reclaim::HardLink {
    allow_owner_change: false,
};

#[test]
fn hard_links_are_chosen_once_the_estimate_finds_them_possible_and_confirmed_as_chosen() {
    let folder = tempfile::tempdir().unwrap();
    let mut model = marked_on_disk(folder.path(), 1);
    let effects = model.handle(Command::RequestCleanup);
    let (plan, id, _) = estimate_asked(&effects);
    assert_eq!(chosen(&model), Reclaim::Trash, "the trash by default");

    // Before the estimate: links are not known to be possible, so not taken.
    model.handle(Command::ChooseReclaim(LINKS));
    assert_eq!(chosen(&model), Reclaim::Trash);

    model.on_event(WorkerEvent::EstimateProgress {
        id,
        done: 1,
        total: 1,
    });
    model.on_event(estimated(&plan, id));
    model.handle(Command::ChooseReclaim(LINKS));
    assert_eq!(chosen(&model), LINKS);
    let with_owner_change = Reclaim::HardLink {
        allow_owner_change: true,
    };
    model.handle(Command::ChooseReclaim(with_owner_change));
    assert_eq!(chosen(&model), with_owner_change);
    model.handle(Command::ChooseReclaim(LINKS));

    let effects = model.handle(Command::ConfirmCleanup);
    let reclaim = effects.iter().find_map(|effect| match effect {
        Effect::Cleanup { reclaim, .. } => Some(*reclaim),
        _ => None,
    });
    assert_eq!(reclaim, Some(LINKS), "the cleanup runs as chosen");
    assert!(matches!(
        &model.activity,
        Activity::CleaningUp(cleanup) if cleanup.reclaim == LINKS
    ));
}

#[test]
fn an_estimate_arriving_after_its_dialog_closed_is_ignored() {
    let folder = tempfile::tempdir().unwrap();
    let mut model = marked_on_disk(folder.path(), 1);
    let (plan, id, cancel) = estimate_asked(&model.handle(Command::RequestCleanup));
    model.handle(Command::DismissDialog);
    assert!(cancel.is_cancelled(), "its worker is stopped");
    model.on_event(estimated(&plan, id));
    assert!(matches!(model.dialog, Dialog::None));

    // Nor is it taken by the next dialog, which has an estimate of its own.
    let (_, next, _) = estimate_asked(&model.handle(Command::RequestCleanup));
    assert_ne!(next, id);
    model.on_event(estimated(&plan, id));
    match &model.dialog {
        Dialog::ConfirmCleanup(confirm) => {
            assert!(matches!(confirm.estimate, Estimating::Running { .. }));
        }
        _ => panic!("the dialog stays open"),
    }
    // Confirming without an estimate moves files to the trash, as before.
    let effects = model.handle(Command::ConfirmCleanup);
    assert!(effects.iter().any(|e| matches!(
        e,
        Effect::Cleanup {
            reclaim: Reclaim::Trash,
            ..
        }
    )));
}

#[test]
fn a_way_the_estimate_finds_impossible_cannot_be_chosen() {
    let folder = tempfile::tempdir().unwrap();
    let mut model = marked_on_disk(folder.path(), 1);
    // The copy is the kept file under another name: every way leaves it alone.
    let paths = first_group_paths(&model);
    std::fs::remove_file(&paths[1]).unwrap();
    std::fs::hard_link(&paths[0], &paths[1]).unwrap();
    let (plan, id, _) = estimate_asked(&model.handle(Command::RequestCleanup));
    model.on_event(estimated(&plan, id));
    model.handle(Command::ChooseReclaim(LINKS));
    assert_eq!(chosen(&model), Reclaim::Trash);
    match &model.dialog {
        Dialog::ConfirmCleanup(confirm) => assert!(matches!(
            confirm.offer(LINKS),
            Offer::Unavailable(kind) if kind.unavailable == Some(Unavailable::LeavesEverything)
        )),
        _ => panic!("the dialog stays open"),
    }
}

fn trash_marked(model: &Model) -> usize {
    model
        .results
        .as_ref()
        .expect("results")
        .marked_for_trash()
        .files
}

#[test]
fn a_rule_for_every_group_is_previewed_before_any_mark_changes_and_undone_after() {
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    reopened(&mut model, folder.path(), 3);
    let first = KeepRule::only(Criterion::First);
    model.handle(Command::ApplyRule {
        rule: first.clone(),
        all_groups: true,
    });
    match &model.dialog {
        Dialog::RulePreview(dialog) => {
            assert_eq!(dialog.rule, first);
            assert_eq!(dialog.preview.decided, 3);
            assert_eq!(dialog.preview.files_to_trash, 3);
            assert_eq!(dialog.preview.bytes_to_free, 3 * 4096);
        }
        _ => panic!("the preview is shown"),
    }
    assert_eq!(trash_marked(&model), 0, "no mark changed before Apply");
    model.handle(Command::ConfirmRule);
    assert!(matches!(model.dialog, Dialog::None));
    assert_eq!(trash_marked(&model), 3);
    model.handle(Command::UndoMark);
    assert_eq!(
        trash_marked(&model),
        0,
        "Undo mark takes the whole rule back"
    );
    // Cancelled, a preview changes nothing.
    model.handle(Command::ApplyRule {
        rule: first,
        all_groups: true,
    });
    model.handle(Command::DismissDialog);
    assert_eq!(trash_marked(&model), 0);
}

#[test]
fn a_rule_that_ties_in_every_group_decides_none_and_says_why() {
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    reopened(&mut model, folder.path(), 2);
    // Every copy has the same modified time.
    model.handle(Command::ApplyRule {
        rule: KeepRule::only(Criterion::Newest),
        all_groups: true,
    });
    let Dialog::RulePreview(dialog) = &model.dialog else {
        panic!("the preview is shown");
    };
    assert_eq!(dialog.preview.decided, 0);
    assert_eq!(dialog.preview.left_alone, [(Undecided::Tie, 2)]);
}

#[test]
fn a_keep_rule_is_saved_by_name_and_a_bad_one_is_not() {
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    model.handle(Command::SaveKeepRule {
        name: " Photos first ".into(),
        rule: "under:/photos, oldest".into(),
    });
    assert_eq!(model.settings.keep_rules.len(), 1);
    assert_eq!(model.settings.keep_rules[0].name, "Photos first");
    assert_eq!(model.settings.keep_rules[0].rule, "under:/photos,oldest");
    // The same name replaces it; a rule that does not read is not saved.
    model.handle(Command::SaveKeepRule {
        name: "Photos first".into(),
        rule: "newest".into(),
    });
    model.handle(Command::SaveKeepRule {
        name: "Broken".into(),
        rule: "under:photos".into(),
    });
    assert_eq!(model.settings.keep_rules.len(), 1);
    assert_eq!(model.settings.keep_rules[0].rule, "newest");
    model.handle(Command::DeleteKeepRule("Photos first".into()));
    assert!(model.settings.keep_rules.is_empty());
}

#[test]
fn not_duplicates_asks_to_hide_the_selected_group_and_shows_the_results_without_it() {
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    reopened(&mut model, folder.path(), 3);
    model.handle(Command::SelectRow(1));
    let effects = model.handle(Command::HideGroup);
    let (given, which, members, list) = effects
        .into_iter()
        .find_map(|effect| match effect {
            Effect::Hide {
                report,
                which,
                members,
                list,
            } => Some((report, which, members, list)),
            _ => None,
        })
        .expect("the group is handed to a worker");
    let row = model.results.as_ref().unwrap().visible()[1];
    let group = model.results.as_ref().unwrap().row(row).group;
    assert_eq!(which, GroupRef::Files(group));
    assert!(members.is_empty(), "the whole group");
    assert_eq!(list, folder.path().join("doppel/ignored.json"));

    // The worker's answer: the results without that group.
    let mut without = (*given).clone();
    without.groups.remove(group);
    let outcome = Ok(HiddenNow {
        entries: Vec::new(),
        listed: Box::new(ListedReport::new(without)),
        notice: None,
    });
    model.on_event(WorkerEvent::HiddenAsNotDuplicates {
        given: Arc::clone(&given),
        outcome,
    });
    assert_eq!(model.results.as_ref().unwrap().visible().len(), 2);

    // An answer about results replaced meanwhile leaves them, and scans again instead.
    let stale = Ok(HiddenNow {
        entries: Vec::new(),
        listed: Box::new(ListedReport::new((*given).clone())),
        notice: None,
    });
    let effects = model.on_event(WorkerEvent::HiddenAsNotDuplicates {
        given,
        outcome: stale,
    });
    assert_eq!(model.results.as_ref().unwrap().visible().len(), 2);
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Scan { refresh: true, .. }))
    );
}

#[test]
fn bringing_an_entry_back_takes_it_off_the_list_and_scans_again() {
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    reopened(&mut model, folder.path(), 1);
    let effects = model.handle(Command::ToggleHidden);
    assert!(model.windows.hidden);
    assert!(effects.iter().any(|e| matches!(e, Effect::ReadIgnored(_))));
    let effects = model.handle(Command::BringBack(EntryId(4)));
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::BringBack { id: EntryId(4), .. }))
    );
    let effects = model.on_event(WorkerEvent::IgnoreListRead {
        entries: Ok(Vec::new()),
        brought_back: true,
    });
    assert_eq!(model.ignored, Some(Vec::new()));
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Scan { refresh: true, .. }))
    );
}

/// A RAW and its JPEG are one row of their group: the arrow keys step over the second,
/// and "Not a duplicate" on the row hides both.
#[test]
fn a_raw_and_its_jpeg_are_walked_and_hidden_as_one_row() {
    let folder = tempfile::tempdir().unwrap();
    let root = folder.path();
    let record = |name: &str, with: &[&str]| FileRecord {
        path: root.join(name),
        size: 4096,
        modified: UNIX_EPOCH,
        aliases: Vec::new(),
        companions: with
            .iter()
            .map(|other| crate::report::Companion {
                path: root.join(other),
                size: 10,
                modified: UNIX_EPOCH,
            })
            .collect(),
    };
    let info = |format: &str| crate::report::ImageInfo {
        width: 10,
        height: 10,
        format: format.to_string(),
        taken: None,
        camera: None,
    };
    let mut shown = report(root, 0);
    shown.groups = vec![Group::Image(crate::report::ImageGroup {
        files: vec![
            record("Camera/IMG_1.NEF", &["Camera/IMG_1.JPG"]),
            record("Backup/IMG_1.jpg", &[]),
            record("Camera/IMG_1.JPG", &["Camera/IMG_1.NEF"]),
        ],
        reference: 1,
        distances: vec![0, 0, 0],
        images: vec![info("nef"), info("jpeg"), info("jpeg")],
    })];
    let mut model = model(root, root);
    let loaded = LoadedResults {
        results: Results::new(shown),
        origin: Origin {
            made: UNIX_EPOCH,
            report_file: None,
        },
        problem: None,
    };
    model.on_event(WorkerEvent::SessionRead(Ok(Some(Box::new(loaded)))));
    model.handle(Command::SelectRow(0));
    model.handle(Command::MoveFile(1));
    assert_eq!(model.selection.file, 1, "the backup copy");
    model.handle(Command::MoveFile(1));
    assert_eq!(model.selection.file, 1, "the JPEG is in the RAW's row");
    model.handle(Command::MoveFile(-1));
    assert_eq!(model.selection.file, 0);

    let effects = model.handle(Command::HideFile(0));
    let members = effects
        .into_iter()
        .find_map(|effect| match effect {
            Effect::Hide { members, .. } => Some(members),
            _ => None,
        })
        .expect("the row is handed to a worker");
    assert_eq!(members, [0, 2], "the RAW and its JPEG");
}

#[test]
fn a_folder_typed_in_the_add_folder_dialog_is_added_when_entered() {
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    model.handle(Command::OpenAddFolder);
    assert!(matches!(model.dialog, Dialog::AddFolder { .. }));
    // Nothing typed: the dialog stays and says what it needs.
    model.handle(Command::ConfirmDialog);
    assert!(matches!(model.dialog, Dialog::AddFolder { .. }));
    assert_eq!(
        model.notices.current().map(|n| n.level),
        Some(Level::Warning)
    );
    let typed = folder.path().join("Photos");
    model.handle(Command::EditFolderPath(format!(" {} ", typed.display())));
    model.handle(Command::ConfirmDialog);
    assert!(matches!(model.dialog, Dialog::None));
    assert!(model.settings.folders.contains(&typed));
    // Cancelled, it adds nothing.
    model.handle(Command::OpenAddFolder);
    model.handle(Command::EditFolderPath("/elsewhere".into()));
    model.handle(Command::DismissDialog);
    assert!(
        !model
            .settings
            .folders
            .contains(&PathBuf::from("/elsewhere"))
    );
}

#[test]
fn ctrl_tab_steps_through_the_tabs_shown_and_round() {
    use crate::app::results::{GroupKind, Tab};
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    reopened(&mut model, folder.path(), 2);
    let tab = |model: &Model| model.results.as_ref().unwrap().tab();
    assert_eq!(
        model.results.as_ref().unwrap().tabs(),
        [Tab::Groups(GroupKind::Exact), Tab::Groups(GroupKind::Near)]
    );
    model.handle(Command::MoveTab(1));
    assert_eq!(tab(&model), Tab::Groups(GroupKind::Near));
    model.handle(Command::MoveTab(1));
    assert_eq!(tab(&model), Tab::Groups(GroupKind::Exact));
    model.handle(Command::MoveTab(-1));
    assert_eq!(tab(&model), Tab::Groups(GroupKind::Near));
}

#[test]
fn a_rule_chosen_with_the_keys_marks_the_group_or_previews_the_tab_first() {
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    reopened(&mut model, folder.path(), 3);
    model.handle(Command::SelectRow(0));

    // The selected group: Up and Down stop at the ends; Enter marks at once.
    model.handle(Command::ChooseRule { all_groups: false });
    let Dialog::ChooseRule(choice) = &model.dialog else {
        panic!("the chooser is shown");
    };
    let last = choice.offers.len() - 1;
    let first = choice
        .offers
        .iter()
        .position(|offer| offer.rule == KeepRule::only(Criterion::First))
        .expect("keep the first is offered");
    model.handle(Command::MoveChoice(100));
    assert!(matches!(&model.dialog, Dialog::ChooseRule(c) if c.chosen == last));
    model.handle(Command::MoveChoice(-100));
    model.handle(Command::MoveChoice(first as i64));
    model.handle(Command::ConfirmDialog);
    assert!(matches!(model.dialog, Dialog::None));
    assert_eq!(trash_marked(&model), 1, "one group marked");

    // Every group of the tab: Enter shows the preview, Enter again marks.
    model.handle(Command::ChooseRule { all_groups: true });
    model.handle(Command::MoveChoice(first as i64));
    model.handle(Command::ConfirmDialog);
    assert!(matches!(model.dialog, Dialog::RulePreview(_)));
    assert_eq!(trash_marked(&model), 1, "no mark changed before Enter");
    model.handle(Command::ConfirmDialog);
    assert!(matches!(model.dialog, Dialog::None));
    assert_eq!(trash_marked(&model), 3);
}

#[test]
fn enter_confirms_a_cleanup_and_closes_its_report() {
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    reopened(&mut model, folder.path(), 1);
    let copy = first_group_paths(&model)[1].clone();
    model.handle(Command::SetMark {
        path: copy,
        mark: crate::engine::actions::rules::Mark::Trash,
    });
    model.handle(Command::RequestCleanup);
    let effects = model.handle(Command::ConfirmDialog);
    assert!(effects.iter().any(|e| matches!(e, Effect::Cleanup { .. })));
    model.on_event(WorkerEvent::CleanupFinished(Ok(CleanupOutcome {
        id: Some("c1".to_string()),
        trashed: Vec::new(),
        failed: Vec::new(),
        stopped: None,
        space: Vec::new(),
    })));
    assert!(matches!(model.dialog, Dialog::CleanupReport(_)));
    model.handle(Command::ConfirmDialog);
    assert!(matches!(model.dialog, Dialog::None));
}
