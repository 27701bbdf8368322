//! Keep rules in the window: the chooser the keyboard opens (r, Shift+R), the preview a
//! rule shows before it marks every group of a tab (how many groups it decides, how many it
//! leaves alone and why, what it would trash and free, a few examples), the Settings section where rules are written and saved by
//! name, and the saved rules in the marking menus. The rule being written is this panel's
//! own state (kept in egui's memory); saving it is a command.

use crate::app::settings::SavedRule;
use crate::app::{Command, Offered, RuleChoice, RulePreviewDialog};
use crate::engine::actions::rules::{CRITERIA_HELP, KeepRule};
use crate::format::display_path;
use crate::i18n::{Size, words};
use crate::tr;

/// How many of an example's copies to trash are listed by name.
const EXAMPLE_PATHS: usize = 3;

/// The chooser's heading.
pub fn chooser_title(choice: &RuleChoice) -> String {
    if choice.all_groups {
        tr!("rules-chooser-all")
    } else {
        tr!("rules-chooser-one")
    }
}

/// The chooser's body: the rules, the chosen one highlighted; Up and Down move the choice,
/// Enter applies it (every group of the tab: its preview first), a click applies one.
pub fn chooser(ui: &mut egui::Ui, choice: &RuleChoice, commands: &mut Vec<Command>) {
    // The list takes the arrow keys while no widget has the focus (then they move it).
    if ui.memory(|memory| memory.focused().is_none()) {
        ui.input_mut(|input| {
            if input.consume_key(egui::Modifiers::NONE, egui::Key::ArrowDown) {
                commands.push(Command::MoveChoice(1));
            }
            if input.consume_key(egui::Modifiers::NONE, egui::Key::ArrowUp) {
                commands.push(Command::MoveChoice(-1));
            }
        });
    }
    for (index, offer) in choice.offers.iter().enumerate() {
        let chosen = index == choice.chosen;
        let item = ui.selectable_label(chosen, &offer.name);
        let item = match offer.keep_rule() {
            Some(rule) => item.on_hover_text(words::rule_label(rule)),
            None => item,
        };
        super::access::list_item(&item, &offer.name, chosen);
        if item.clicked() {
            commands.push(match &offer.offered {
                Offered::Rule(rule) => Command::ApplyRule {
                    rule: rule.clone(),
                    all_groups: choice.all_groups,
                },
                Offered::InsideFolder => Command::PickKeepFolder,
            });
        }
    }
    ui.add_space(6.0);
    ui.weak(tr!("rules-chooser-keys"));
    if ui.button(tr!("rules-cancel")).clicked() {
        commands.push(Command::DismissDialog);
    }
}

/// "• 3 groups: no copy is under ~/Photos", one bullet per reason.
fn counted_lines<T>(ui: &mut egui::Ui, counted: &[(T, usize)], words: impl Fn(&T) -> String) {
    for (why, groups) in counted {
        let line = tr!("rules-left-alone-why", groups = (*groups), why = words(why));
        ui.label(format!("  • {line}"));
    }
}

/// The preview dialog's body.
pub fn preview(ui: &mut egui::Ui, dialog: &RulePreviewDialog, commands: &mut Vec<Command>) {
    let preview = &dialog.preview;
    ui.label(tr!(
        "rules-decides",
        groups = preview.groups,
        decided = preview.decided
    ));
    // How the groups past the criteria were decided: the tie-break, seen before it acts.
    let past: usize = preview.fallbacks.iter().map(|(_, n)| n).sum();
    if past > 0 {
        ui.label(tr!("rules-fallbacks", groups = past));
        counted_lines(ui, &preview.fallbacks, words::fallback);
    }
    let left: usize = preview.left_alone.iter().map(|(_, n)| n).sum();
    if left > 0 {
        ui.label(tr!("rules-left-alone", groups = left));
        counted_lines(ui, &preview.left_alone, words::undecided);
    }
    let (files, folders) = (preview.files_to_trash, preview.folders_to_trash);
    let size = Size(preview.bytes_to_free);
    ui.label(match (files, folders) {
        (0, 0) => tr!("rules-mark-nothing"),
        (_, 0) => tr!("rules-mark-files", files = files, size = size),
        (0, _) => tr!("rules-mark-folders", folders = folders, size = size),
        _ => tr!(
            "rules-mark-both",
            files = files,
            folders = folders,
            size = size
        ),
    });
    if !preview.examples.is_empty() {
        ui.add_space(4.0);
        ui.strong(tr!("rules-for-example"));
        for example in &preview.examples {
            for kept in &example.kept {
                ui.label(tr!("rules-example-keep", path = display_path(kept)));
            }
            for trashed in example.trashed.iter().take(EXAMPLE_PATHS) {
                ui.weak(tr!("rules-example-trash", path = display_path(trashed)));
            }
            if example.trashed.len() > EXAMPLE_PATHS {
                ui.weak(tr!(
                    "rules-example-more",
                    count = (example.trashed.len() - EXAMPLE_PATHS)
                ));
            }
            ui.add_space(2.0);
        }
    }
    ui.add_space(6.0);
    ui.weak(tr!("rules-nothing-moved"));
    ui.horizontal(|ui| {
        let apply = ui.add_enabled(preview.decided > 0, egui::Button::new(tr!("rules-apply")));
        if apply.clicked() {
            commands.push(Command::ConfirmRule);
        }
        if ui.button(tr!("rules-cancel")).clicked() {
            commands.push(Command::DismissDialog);
        }
    });
}

/// The saved rules as menu entries: each marks by its rule (`all_groups`: every group of
/// the tab, through the preview).
pub fn saved_rule_buttons(
    ui: &mut egui::Ui,
    saved: &[SavedRule],
    all_groups: bool,
    commands: &mut Vec<Command>,
) {
    for rule in saved {
        // A saved rule whose place has gone since still reads; one that does not is shown
        // disabled, with why.
        match KeepRule::parse(&rule.rule) {
            Ok(parsed) => {
                let button = ui
                    .button(&rule.name)
                    .on_hover_text(words::rule_label(&parsed));
                if button.clicked() {
                    commands.push(Command::ApplyRule {
                        rule: parsed,
                        all_groups,
                    });
                    ui.close();
                }
            }
            Err(error) => {
                ui.add_enabled(false, egui::Button::new(&rule.name))
                    .on_disabled_hover_text(crate::i18n::words::rule_error(&error));
            }
        }
    }
}

/// The Settings section: the saved rules, each with Delete, and a rule being written, read
/// back as words (or why it does not read) before it is saved.
pub fn settings_section(ui: &mut egui::Ui, saved: &[SavedRule], commands: &mut Vec<Command>) {
    ui.strong(tr!("rules-heading"));
    ui.weak(tr!("rules-intro"));
    for rule in saved {
        ui.horizontal(|ui| {
            ui.label(tr!("rules-saved-name", name = rule.name.clone()));
            ui.monospace(&rule.rule);
            if ui.small_button(tr!("rules-delete")).clicked() {
                commands.push(Command::DeleteKeepRule(rule.name.clone()));
            }
        });
    }
    let id = egui::Id::unique("doppel new keep rule");
    let (mut name, mut text) =
        ui.data_mut(|data| data.get_temp::<(String, String)>(id).unwrap_or_default());
    egui::Grid::new("new keep rule grid")
        .num_columns(2)
        .show(ui, |ui| {
            ui.label(tr!("rules-name"));
            ui.add(egui::TextEdit::singleline(&mut name).hint_text(tr!("rules-name-hint")));
            ui.end_row();
            ui.label(tr!("rules-rule"));
            ui.add(
                egui::TextEdit::singleline(&mut text)
                    .hint_text("under:~/Pictures,oldest,first")
                    .desired_width(260.0),
            );
            ui.end_row();
        });
    let parsed = (!text.trim().is_empty()).then(|| KeepRule::parse(&text));
    match &parsed {
        None => {
            ui.weak(tr!("rules-criteria", criteria = CRITERIA_HELP));
        }
        Some(Ok(rule)) => {
            ui.label(tr!("rules-read-back", rule = words::rule_label(rule)));
        }
        Some(Err(error)) => {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                crate::i18n::words::rule_error(error),
            );
        }
    }
    let may_save = matches!(parsed, Some(Ok(_))) && !name.trim().is_empty();
    if ui
        .add_enabled(may_save, egui::Button::new(tr!("rules-save")))
        .clicked()
    {
        commands.push(Command::SaveKeepRule {
            name: std::mem::take(&mut name),
            rule: std::mem::take(&mut text),
        });
    }
    ui.data_mut(|data| data.insert_temp(id, (name, text)));
}
