//! Keep rules in the window: the chooser the keyboard opens (r, Shift+R), the preview a
//! rule shows before it marks every group of a tab (how many groups it decides, how many it
//! leaves alone and why, what it would trash and free, a few examples), the Settings section where rules are written and saved by
//! name, and the saved rules in the marking menus. The rule being written is this panel's
//! own state (kept in egui's memory); saving it is a command.

use crate::app::settings::SavedRule;
use crate::app::{Command, RuleChoice, RulePreviewDialog};
use crate::engine::actions::rules::{CRITERIA_HELP, KeepRule};
use crate::format::{count, display_path, human_bytes};

/// How many of an example's copies to trash are listed by name.
const EXAMPLE_PATHS: usize = 3;

/// The chooser's heading.
pub fn chooser_title(choice: &RuleChoice) -> &'static str {
    if choice.all_groups {
        "Mark every group of the tab by a keep rule"
    } else {
        "Mark the selected group by a keep rule"
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
        let item = ui
            .selectable_label(chosen, &offer.name)
            .on_hover_text(offer.rule.label());
        super::access::list_item(&item, &offer.name, chosen);
        if item.clicked() {
            commands.push(Command::ApplyRule {
                rule: offer.rule.clone(),
                all_groups: choice.all_groups,
            });
        }
    }
    ui.add_space(6.0);
    ui.weak("Up and Down choose, Enter marks, Esc closes.");
    if ui.button("Cancel").clicked() {
        commands.push(Command::DismissDialog);
    }
}

/// The preview dialog's body.
pub fn preview(ui: &mut egui::Ui, dialog: &RulePreviewDialog, commands: &mut Vec<Command>) {
    let preview = &dialog.preview;
    ui.label(format!(
        "Of {} in this tab, the rule decides {}.",
        count(preview.groups as u64, "group", "groups"),
        preview.decided
    ));
    let left: usize = preview.left_alone.iter().map(|(_, n)| n).sum();
    if left > 0 {
        ui.label(format!(
            "It leaves {} alone, their marks as they are:",
            count(left as u64, "group", "groups")
        ));
        for (why, groups) in &preview.left_alone {
            ui.label(format!(
                "  • {}: {why}",
                count(*groups as u64, "group", "groups")
            ));
        }
    }
    let mut marked = Vec::new();
    if preview.files_to_trash > 0 {
        marked.push(count(preview.files_to_trash as u64, "file", "files"));
    }
    if preview.folders_to_trash > 0 {
        marked.push(count(preview.folders_to_trash as u64, "folder", "folders"));
    }
    if marked.is_empty() {
        ui.label("It would mark nothing for the trash.");
    } else {
        ui.label(format!(
            "It would mark {} for the trash, freeing {} once the trash is emptied.",
            marked.join(" and "),
            human_bytes(preview.bytes_to_free)
        ));
    }
    if !preview.examples.is_empty() {
        ui.add_space(4.0);
        ui.strong("For example");
        for example in &preview.examples {
            for kept in &example.kept {
                ui.label(format!("Keep   {}", display_path(kept)));
            }
            for trashed in example.trashed.iter().take(EXAMPLE_PATHS) {
                ui.weak(format!("Trash  {}", display_path(trashed)));
            }
            if example.trashed.len() > EXAMPLE_PATHS {
                ui.weak(format!(
                    "Trash  and {} more",
                    example.trashed.len() - EXAMPLE_PATHS
                ));
            }
            ui.add_space(2.0);
        }
    }
    ui.add_space(6.0);
    ui.weak("Nothing is moved now: marking only decides what a cleanup would trash.");
    ui.horizontal(|ui| {
        let apply = ui.add_enabled(preview.decided > 0, egui::Button::new("Apply"));
        if apply.clicked() {
            commands.push(Command::ConfirmRule);
        }
        if ui.button("Cancel").clicked() {
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
                let button = ui.button(&rule.name).on_hover_text(parsed.label());
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
                    .on_disabled_hover_text(error.to_string());
            }
        }
    }
}

/// The Settings section: the saved rules, each with Delete, and a rule being written, read
/// back as words (or why it does not read) before it is saved.
pub fn settings_section(ui: &mut egui::Ui, saved: &[SavedRule], commands: &mut Vec<Command>) {
    ui.strong("Keep rules");
    ui.weak(
        "Criteria in order, each breaking the ties of the one before; saved rules are \
             offered where groups are marked.",
    );
    for rule in saved {
        ui.horizontal(|ui| {
            ui.label(format!("{}:", rule.name));
            ui.monospace(&rule.rule);
            if ui.small_button("Delete").clicked() {
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
            ui.label("Name");
            ui.add(egui::TextEdit::singleline(&mut name).hint_text("Photos first"));
            ui.end_row();
            ui.label("Rule");
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
            ui.weak(format!("Criteria: {CRITERIA_HELP}."));
        }
        Some(Ok(rule)) => {
            ui.label(format!("{}.", rule.label()));
        }
        Some(Err(error)) => {
            ui.colored_label(ui.visuals().warn_fg_color, error.to_string());
        }
    }
    let may_save = matches!(parsed, Some(Ok(_))) && !name.trim().is_empty();
    if ui
        .add_enabled(may_save, egui::Button::new("Save rule"))
        .clicked()
    {
        commands.push(Command::SaveKeepRule {
            name: std::mem::take(&mut name),
            rule: std::mem::take(&mut text),
        });
    }
    ui.data_mut(|data| data.insert_temp(id, (name, text)));
}
