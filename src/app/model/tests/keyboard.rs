//! The keyboard's dialogs: a folder typed to add, tabs stepped through, a rule chosen from
//! a list, Enter confirming a cleanup.

use super::*;

/// Enter in Doppel's chooser: the path is checked on a worker, as the app runs it, and the
/// model takes the answer.
fn entered(model: &mut Model) {
    for effect in model.handle(Command::ConfirmDialog) {
        if let Effect::CheckChoice(chooser) = effect {
            let (typed, checked) = crate::app::workers::path_checks::choice(&chooser);
            model.on_event(WorkerEvent::ChoiceChecked { typed, checked });
        }
    }
}

#[test]
fn a_folder_typed_in_the_add_folder_dialog_is_added_when_entered() {
    use crate::app::model::chooser::PathProblem;
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    let problem = |model: &Model| match &model.dialog {
        Dialog::Choose(chooser) => chooser.problem.clone(),
        _ => panic!("the chooser is open"),
    };
    model.handle(Command::OpenAddFolder);
    assert!(matches!(model.dialog, Dialog::Choose(_)));
    // Nothing typed: the dialog stays and says what it needs.
    entered(&mut model);
    assert_eq!(problem(&model), Some(PathProblem::Empty));
    // A folder that is not there is not added: the dialog says so.
    let typed = folder.path().join("Photos");
    model.handle(Command::EditFolderPath(format!(" {} ", typed.display())));
    entered(&mut model);
    assert_eq!(problem(&model), Some(PathProblem::NotThere));
    assert!(!model.settings.folders.contains(&typed));
    // There, it is added as a scan sees it (`..` and links resolved).
    std::fs::create_dir(&typed).unwrap();
    let roundabout = typed.join("..").join("Photos");
    model.handle(Command::EditFolderPath(roundabout.display().to_string()));
    entered(&mut model);
    assert!(matches!(model.dialog, Dialog::None));
    assert!(
        model
            .settings
            .folders
            .contains(&typed.canonicalize().unwrap())
    );
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

/// The check runs off the window's thread: while it runs, Enter again checks nothing more,
/// and an answer for a path edited since is dropped (the chooser waits for none).
#[test]
fn a_path_is_checked_once_at_a_time_and_an_answer_for_an_old_path_is_dropped() {
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    model.handle(Command::OpenAddFolder);
    model.handle(Command::EditFolderPath(folder.path().display().to_string()));
    let first = model.handle(Command::ConfirmDialog);
    assert!(matches!(first.as_slice(), [Effect::CheckChoice(_)]));
    assert!(
        model.handle(Command::ConfirmDialog).is_empty(),
        "one check at a time"
    );
    model.handle(Command::EditFolderPath("/elsewhere".into()));
    let Some(Effect::CheckChoice(old)) = first.into_iter().next() else {
        unreachable!()
    };
    let (typed, checked) = crate::app::workers::path_checks::choice(&old);
    model.on_event(WorkerEvent::ChoiceChecked { typed, checked });
    assert!(
        matches!(&model.dialog, Dialog::Choose(c) if !c.checking && c.problem.is_none()),
        "the chooser still shows the path typed since"
    );
}

/// With no file chooser on the system, Add folder…, Open report… and Save results… open
/// Doppel's own, saying why, and list the folder it shows; with one, the system's opens.
#[test]
fn without_a_system_chooser_the_pickers_open_doppels_own() {
    use crate::app::model::chooser::Purpose;
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    model.machine.system_chooser = Some(false);
    let effects = model.handle(Command::PickFolders);
    let Dialog::Choose(chooser) = &model.dialog else {
        panic!("Doppel's chooser opens");
    };
    assert_eq!(chooser.purpose, Purpose::AddFolder);
    assert!(chooser.no_system_chooser, "it says why");
    assert!(
        effects
            .iter()
            .any(|effect| matches!(effect, Effect::ListFolder(_))),
        "the folder it shows is listed on a worker"
    );
    model.handle(Command::DismissDialog);
    model.handle(Command::PickReport);
    assert!(matches!(&model.dialog, Dialog::Choose(c) if c.purpose == Purpose::OpenReport));
    model.handle(Command::DismissDialog);

    model.machine.system_chooser = Some(true);
    let effects = model.handle(Command::PickFolders);
    assert!(matches!(model.dialog, Dialog::None));
    assert!(
        effects
            .iter()
            .any(|effect| matches!(effect, Effect::PickFolders { keep_folder: false }))
    );
}

/// "Keep the copy inside a folder…" through Doppel's own chooser marks every group of the
/// tab, as through the system's: the preview comes first, and no mark changes before it.
#[test]
fn a_keep_folder_typed_in_doppels_chooser_previews_the_rule_for_the_whole_tab() {
    use crate::app::model::chooser::Purpose;
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    reopened(&mut model, folder.path(), 3);
    model.machine.system_chooser = Some(false);
    model.handle(Command::PickKeepFolder);
    assert!(matches!(&model.dialog, Dialog::Choose(c) if c.purpose == Purpose::KeepFolder));
    model.handle(Command::EditFolderPath(folder.path().display().to_string()));
    entered(&mut model);
    let Dialog::RulePreview(preview) = &model.dialog else {
        panic!("the rule's preview for the whole tab");
    };
    assert_eq!(preview.preview.groups, 3);
    assert_eq!(trash_marked(&model), 0, "no mark changed before Apply");
}

#[test]
fn ctrl_tab_steps_through_the_tabs_shown_and_round() {
    use crate::app::results::{GroupKind, Tab};
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    reopened(&mut model, folder.path(), 2);
    let tab = |model: &Model| model.results.as_ref().unwrap().tab();
    let shown = model.results.as_ref().unwrap().tabs();
    assert_eq!(
        shown,
        [
            Tab::Groups(GroupKind::Exact),
            Tab::Folders,
            Tab::Groups(GroupKind::Near),
            Tab::Groups(GroupKind::Image),
            Tab::Groups(GroupKind::Video),
            Tab::Groups(GroupKind::Music)
        ]
    );
    for next in shown.iter().cycle().skip(1).take(shown.len()) {
        model.handle(Command::MoveTab(1));
        assert_eq!(tab(&model), *next);
    }
    assert_eq!(tab(&model), Tab::Groups(GroupKind::Exact));
    model.handle(Command::MoveTab(-1));
    assert_eq!(tab(&model), Tab::Groups(GroupKind::Music));
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
        .position(|offer| offer.keep_rule() == Some(&KeepRule::only(Criterion::First)))
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

#[test]
fn home_end_and_a_page_move_the_selection_within_the_list() {
    use crate::app::commands::Jump;
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    reopened(&mut model, folder.path(), 7);
    model.list_page_rows = 3;
    model.handle(Command::JumpRow(Jump::Last));
    assert_eq!(model.selection.row, Some(6));
    model.handle(Command::JumpRow(Jump::PageDown));
    assert_eq!(model.selection.row, Some(6), "no further than the last");
    model.handle(Command::JumpRow(Jump::PageUp));
    assert_eq!(model.selection.row, Some(3));
    model.handle(Command::JumpRow(Jump::PageUp));
    model.handle(Command::JumpRow(Jump::PageUp));
    assert_eq!(model.selection.row, Some(0), "no further than the first");
    model.handle(Command::JumpRow(Jump::PageDown));
    assert_eq!(model.selection.row, Some(3));
    model.handle(Command::JumpRow(Jump::First));
    assert_eq!(model.selection.row, Some(0));
    assert!(model.scroll_to_selection, "the list scrolls to it");
}

#[test]
fn a_search_and_a_sort_keep_the_group_selected_while_it_is_listed() {
    use crate::app::results::SortBy;
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    reopened(&mut model, folder.path(), 5);
    model.handle(Command::SelectRow(3));
    let place = model.place();
    model.handle(Command::SortBy(SortBy::Path));
    assert_eq!(model.place(), place);
    model.handle(Command::SortBy(SortBy::Files));
    assert_eq!(model.place(), place);
    model.handle(Command::SetQuery("no such name".into()));
    assert_eq!(model.selection.row, None, "nothing listed");
    model.handle(Command::SetQuery(String::new()));
    assert_eq!(
        model.selection.row,
        Some(0),
        "the first row once the place is lost"
    );
}
