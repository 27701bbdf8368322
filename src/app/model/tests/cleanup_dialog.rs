//! The cleanup's confirmation: the estimate of each way to reclaim space, and which way
//! may be chosen once it is known.

use super::*;

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
