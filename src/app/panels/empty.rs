//! What the central area says before there are results: how to start, a scan in progress,
//! or why the last scan could not run.

use crate::app::{Activity, Command, Model};
use crate::tr;

pub fn show(ui: &mut egui::Ui, app: &Model, commands: &mut Vec<Command>) {
    ui.vertical_centered(|ui| {
        ui.add_space(ui.available_height() * 0.3);
        if matches!(app.activity, Activity::OpeningSession) && app.scan().is_none() {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.weak(tr!("empty-opening"));
            });
            ui.add_space(8.0);
        }
        if let Some(scan) = app.scan() {
            super::named_spinner(ui, &tr!("empty-scanning-name"));
            ui.heading(tr!("empty-scanning"));
            if scan.resumed() {
                ui.label(tr!("empty-resumed"));
            }
            ui.label(tr!("empty-groups-appear"));
        } else if let Some(error) = &app.scan_error {
            ui.heading(tr!("empty-could-not-start"));
            ui.colored_label(ui.visuals().error_fg_color, error);
            ui.label(tr!("empty-check-folder"));
            if ui.button(tr!("empty-scan-again")).clicked() {
                commands.push(Command::StartScan);
            }
        } else if app.settings.folders.is_empty() {
            ui.heading(tr!("empty-welcome"));
            ui.label(tr!("empty-add-folders"));
            ui.add_space(8.0);
            if ui.button(tr!("empty-choose-folders")).clicked() {
                commands.push(Command::PickFolders);
            }
        } else {
            ui.heading(tr!("empty-ready"));
            ui.label(tr!(
                "empty-folders-chosen",
                count = app.settings.folders.len()
            ));
            ui.add_space(8.0);
            if ui.button(tr!("empty-scan")).clicked() {
                commands.push(Command::StartScan);
            }
        }
    });
}
