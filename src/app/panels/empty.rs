//! What the central area says before there are results: how to start, a scan in progress,
//! or why the last scan could not run.

use crate::app::{Activity, Command, Model};

pub fn show(ui: &mut egui::Ui, app: &Model, commands: &mut Vec<Command>) {
    ui.vertical_centered(|ui| {
        ui.add_space(ui.available_height() * 0.3);
        if matches!(app.activity, Activity::OpeningSession) && app.scan().is_none() {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.weak("Opening the results of the last session…");
            });
            ui.add_space(8.0);
        }
        if let Some(scan) = app.scan() {
            super::named_spinner(ui, "Scanning");
            ui.heading("Scanning…");
            if scan.resumed() {
                ui.label("This scan was under way when Doppel last closed; it started again.");
            }
            ui.label("Groups appear here when the scan finishes.");
        } else if let Some(error) = &app.scan_error {
            ui.heading("The scan could not start");
            ui.colored_label(ui.visuals().error_fg_color, error);
            ui.label("Check that the folder exists and that you may read it, then scan again.");
            if ui.button("Scan again").clicked() {
                commands.push(Command::StartScan);
            }
        } else if app.settings.folders.is_empty() {
            ui.heading("Find duplicate files and similar documents");
            ui.label("Add the folders to look in, or drop them on this window.");
            ui.add_space(8.0);
            if ui.button("Choose folders to scan…").clicked() {
                commands.push(Command::PickFolders);
            }
        } else {
            ui.heading("Ready to scan");
            ui.label(format!(
                "{} folder{} chosen. Doppel only reads your files until you choose to clean up.",
                app.settings.folders.len(),
                if app.settings.folders.len() == 1 {
                    ""
                } else {
                    "s"
                }
            ));
            ui.add_space(8.0);
            if ui.button("Scan").clicked() {
                commands.push(Command::StartScan);
            }
        }
    });
}
