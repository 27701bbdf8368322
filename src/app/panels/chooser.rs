//! Draws Doppel's own chooser (the state and its rules are the model's `chooser.rs`): why
//! it is shown, the path field (Tab completes it, Enter takes it), the list of what the
//! folder shown holds (a click on a folder goes inside it, on a file takes its path), and
//! the buttons.

use crate::app::Command;
use crate::app::model::chooser::{Chooser, PathProblem, Purpose, path_problem};
use crate::tr;

/// The list's height: about twelve entries.
const LIST_HEIGHT: f32 = 260.0;
const ENTRY_HEIGHT: f32 = 20.0;

pub fn show(ui: &mut egui::Ui, chooser: &Chooser, system: bool, commands: &mut Vec<Command>) {
    if chooser.no_system_chooser {
        ui.label(tr!("chooser-no-system"));
        ui.add_space(4.0);
    }
    ui.label(match chooser.purpose {
        Purpose::AddFolder | Purpose::KeepFolder => tr!("dialogs-type-path"),
        Purpose::OpenReport => tr!("chooser-type-report"),
        Purpose::SaveResults => tr!("chooser-type-save"),
    });
    let mut typed = chooser.path.clone();
    // The field takes the keys as the dialog opens (and again when nothing else has them),
    // before it reads this frame's: the first key typed is not lost.
    let id = egui::Id::unique("doppel chooser path");
    ui.memory_mut(|memory| {
        if memory.focused().is_none() {
            memory.request_focus(id);
        }
    });
    // Tab completes the path (taken before the field sees it; the field keeps the focus).
    let complete = ui.memory(|memory| memory.has_focus(id))
        && ui.input_mut(|input| input.consume_key(egui::Modifiers::NONE, egui::Key::Tab));
    if complete {
        commands.push(Command::CompletePath);
    }
    let field = ui
        .add(
            egui::TextEdit::singleline(&mut typed)
                .id(id)
                .hint_text("~/Documents")
                .lock_focus(true)
                .desired_width(f32::INFINITY),
        )
        .accessible_name(tr!("dialogs-folder-path"));
    // A path set from outside the field (completed, or picked in the list): the cursor
    // goes to its end, where the user goes on typing.
    let drawn = ui.data(|data| data.get_temp::<String>(id));
    if drawn.as_deref() != Some(chooser.path.as_str())
        && let Some(mut state) = egui::TextEdit::load_state(ui.ctx(), id)
    {
        let end = egui::text::CCursor::new(chooser.path.chars().count());
        state
            .cursor
            .set_char_range(Some(egui::text::CCursorRange::one(end)));
        state.store(ui.ctx(), id);
    }
    ui.data_mut(|data| data.insert_temp(id, typed.clone()));
    if field.changed() {
        commands.push(Command::EditFolderPath(typed));
    }
    let entered = field.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
    ui.add_space(4.0);
    entries(ui, chooser, commands);
    if let Some(problem) = &chooser.problem {
        ui.colored_label(ui.visuals().error_fg_color, path_problem(problem));
    }
    if chooser.checking {
        ui.horizontal(|ui| {
            let checking = tr!("chooser-checking");
            super::named_spinner(ui, &checking);
            ui.weak(checking);
        });
    }
    ui.add_space(4.0);
    ui.horizontal(|ui| {
        let take = match chooser.purpose {
            Purpose::AddFolder => tr!("dialogs-add"),
            Purpose::KeepFolder => tr!("chooser-use-folder"),
            Purpose::OpenReport => tr!("chooser-open"),
            Purpose::SaveResults if chooser.problem == Some(PathProblem::Exists) => {
                tr!("chooser-replace")
            }
            Purpose::SaveResults => tr!("chooser-save"),
        };
        let enabled = !chooser.path.trim().is_empty() && !chooser.checking;
        if ui.add_enabled(enabled, egui::Button::new(take)).clicked() || entered {
            commands.push(Command::ConfirmDialog);
        }
        if system && ui.button(tr!("dialogs-file-manager")).clicked() {
            commands.push(Command::UseSystemChooser);
        }
        if ui.button(tr!("dialogs-cancel")).clicked() {
            commands.push(Command::DismissDialog);
        }
    });
}

/// The folder shown and what it holds that fits.
fn entries(ui: &mut egui::Ui, chooser: &Chooser, commands: &mut Vec<Command>) {
    ui.horizontal(|ui| {
        if ui
            .small_button("..")
            .on_hover_text(tr!("chooser-up"))
            .clicked()
        {
            commands.push(Command::EditFolderPath(chooser.up()));
        }
        ui.weak(chooser.folder_shown().display().to_string());
    });
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_min_height(LIST_HEIGHT);
        ui.set_width(ui.available_width());
        let Some(listing) = &chooser.listing else {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.weak(tr!("chooser-reading"));
            });
            return;
        };
        if let Err(problem) = &listing.entries {
            let problem = problem.clone();
            ui.colored_label(
                ui.visuals().warn_fg_color,
                tr!("chooser-cannot-read", problem = problem),
            );
            return;
        }
        let shown = chooser.shown();
        if shown.is_empty() {
            ui.weak(tr!("chooser-nothing-here"));
            return;
        }
        egui::ScrollArea::vertical()
            .max_height(LIST_HEIGHT)
            .auto_shrink([false, true])
            .show_rows(ui, ENTRY_HEIGHT, shown.len(), |ui, rows| {
                for entry in &shown[rows] {
                    // A folder's name ends with `/`, as typed (and as `ls -F` shows it).
                    let slash = if entry.folder { "/" } else { "" };
                    let label = format!("{}{slash}", entry.name);
                    if ui.selectable_label(false, label).clicked() {
                        commands.push(Command::EditFolderPath(chooser.entry_path(entry)));
                    }
                }
            });
    });
}
