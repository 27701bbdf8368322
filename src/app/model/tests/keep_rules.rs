//! Keep rules: a rule for every group previewed before it marks, a rule that decides none,
//! and rules saved by name.

use super::*;

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
fn a_rule_that_ties_in_every_group_keeps_the_first_by_path_and_says_so_or_strictly_none() {
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    reopened(&mut model, folder.path(), 2);
    // Every copy has the same modified time, as `cp -p` or `rsync -a` leave them.
    model.handle(Command::ApplyRule {
        rule: KeepRule::only(Criterion::Newest),
        all_groups: true,
    });
    let Dialog::RulePreview(dialog) = &model.dialog else {
        panic!("the preview is shown");
    };
    assert_eq!(dialog.preview.decided, 2);
    assert_eq!(dialog.preview.fallbacks, [(Fallback::FirstByPath, 2)]);
    model.handle(Command::DismissDialog);

    model.handle(Command::ApplyRule {
        rule: KeepRule::only(Criterion::Newest).strict(true),
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
