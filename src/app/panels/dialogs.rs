//! The cleanup dialogs: the confirmation that says how many files and bytes, progress while
//! trashing, and the report of what happened, with Undo.

use crate::app::{Activity, Command, Dialog, Model, RunningCleanup, files_and_folders};
use crate::engine::actions::Refusal;
use crate::format::{count, display_path, human_bytes};

pub fn show(ctx: &egui::Context, app: &Model, commands: &mut Vec<Command>) {
    let dialog = &app.dialog;
    if matches!(dialog, Dialog::None) && !app.activity.moving_files() {
        return;
    }
    let modal = egui::Modal::new(egui::Id::unique("doppel-dialog")).show(ctx, |ui| {
        ui.set_max_width(560.0);
        // Files being moved: their progress, until they are.
        match &app.activity {
            Activity::CleaningUp(cleanup) => return cleanup_progress(ui, cleanup, commands),
            Activity::Restoring { .. } => {
                ui.heading("Putting files back…");
                ui.spinner();
                return;
            }
            _ => {}
        }
        match dialog {
            Dialog::None => {}
            Dialog::ConfirmCleanup(plan) => {
                let files = plan.files_to_trash();
                let folders = plan.folders_to_trash();
                let what = files_and_folders(files, folders);
                ui.heading("Move to the trash?");
                if files + folders == 0 {
                    ui.label(
                        "Nothing can be trashed: every marked group would lose its last copy.",
                    );
                } else {
                    ui.label(format!(
                        "{what} ({}) will be moved to the system trash. You can undo this \
                         afterwards, or restore from the trash yourself.",
                        human_bytes(plan.bytes_to_trash())
                    ));
                    if folders > 0 {
                        ui.weak(
                            "Each folder goes whole, and only if every file in it still has a \
                             copy in the folder kept.",
                        );
                    }
                }
                refusals(ui, "Left alone", plan.refused());
                ui.add_space(8.0);
                ui.horizontal(|ui| {
                    let confirm = format!("Move {what} to the trash");
                    if files + folders > 0 && ui.button(confirm).clicked() {
                        commands.push(Command::ConfirmCleanup);
                    }
                    if ui.button("Cancel").clicked() {
                        commands.push(Command::DismissDialog);
                    }
                });
            }
            Dialog::CleanupReport(outcome) => {
                ui.heading(if outcome.stopped.is_some() {
                    "Clean-up stopped"
                } else {
                    "Clean-up finished"
                });
                let bytes: u64 = outcome.trashed.iter().map(|t| t.size).sum();
                let folders = outcome.trashed.iter().filter(|t| t.folder).count();
                ui.label(format!(
                    "Moved {} ({}) to the trash.",
                    files_and_folders(outcome.trashed.len() - folders, folders),
                    human_bytes(bytes)
                ));
                if let Some(why) = &outcome.stopped {
                    ui.colored_label(ui.visuals().warn_fg_color, format!("Stopped early: {why}."));
                }
                refusals(ui, "Not trashed", &outcome.failed);
                ui.add_space(8.0);
                ui.horizontal(|ui| {
                    if let Some(id) = &outcome.id
                        && !outcome.trashed.is_empty()
                        && ui.button("Undo").clicked()
                    {
                        commands.push(Command::RestoreCleanup(id.clone()));
                    }
                    if ui.button("Close").clicked() {
                        commands.push(Command::DismissDialog);
                    }
                });
            }
            Dialog::RestoreReport(outcome) => {
                ui.heading("Undo finished");
                ui.label(format!(
                    "Restored {} to where {} were.",
                    count(outcome.restored.len() as u64, "file", "files"),
                    if outcome.restored.len() == 1 {
                        "it"
                    } else {
                        "they"
                    }
                ));
                refusals(ui, "Nothing to do", &outcome.settled);
                refusals(ui, "Still in the trash", &outcome.failed);
                if let Some(problem) = &outcome.journal_problem {
                    ui.colored_label(ui.visuals().warn_fg_color, problem);
                }
                if ui.button("Close").clicked() {
                    commands.push(Command::DismissDialog);
                }
            }
            Dialog::NotStarted { title, reason } => {
                ui.heading(*title);
                ui.label(format!("Nothing was moved: {reason}."));
                if ui.button("Close").clicked() {
                    commands.push(Command::DismissDialog);
                }
            }
        }
    });
    if modal.should_close() && !app.activity.moving_files() {
        commands.push(Command::DismissDialog);
    }
}

fn cleanup_progress(ui: &mut egui::Ui, cleanup: &RunningCleanup, commands: &mut Vec<Command>) {
    let RunningCleanup { done, total, .. } = cleanup;
    ui.heading("Moving files to the trash…");
    let fraction = if *total == 0 {
        1.0
    } else {
        *done as f32 / *total as f32
    };
    ui.add(egui::ProgressBar::new(fraction).text(format!("{done} of {total}")));
    ui.weak(
        "Each file is recorded in the journal before it moves: whatever happens, \
         this cleanup can be undone.",
    );
    if ui.button("Stop").clicked() {
        commands.push(Command::StopCleanup);
    }
}

fn refusals(ui: &mut egui::Ui, title: &str, refused: &[Refusal]) {
    if refused.is_empty() {
        return;
    }
    ui.add_space(6.0);
    ui.colored_label(
        ui.visuals().warn_fg_color,
        format!("{title} ({}):", refused.len()),
    );
    egui::ScrollArea::vertical()
        .max_height(200.0)
        .show(ui, |ui| {
            for refusal in refused {
                ui.label(format!(
                    "{}: {}",
                    display_path(&refusal.path),
                    refusal.reason
                ));
            }
        });
}
