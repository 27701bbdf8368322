//! The top bar: adding folders, scanning, settings and help.

use crate::app::{Command, DoppelApp};

pub fn show(ui: &mut egui::Ui, app: &DoppelApp, commands: &mut Vec<Command>) {
    egui::Panel::top("toolbar").show(ui, |ui| {
        ui.horizontal(|ui| {
            ui.heading("Doppel");
            ui.separator();
            if ui
                .button("Add folder…")
                .on_hover_text("Choose folders to scan")
                .clicked()
            {
                commands.push(Command::PickFolders);
            }
            let scanning = app.scan.is_some();
            if scanning {
                if ui.button("Cancel scan").clicked() {
                    commands.push(Command::CancelScan);
                }
            } else {
                let can_scan = !app.settings.folders.is_empty();
                let scan = ui.add_enabled(can_scan, egui::Button::new("Scan"));
                let scan = if can_scan {
                    scan
                } else {
                    scan.on_disabled_hover_text("Add a folder first")
                };
                if scan.clicked() {
                    commands.push(Command::StartScan);
                }
            }
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if ui
                    .button("Help")
                    .on_hover_text("Keyboard shortcuts (F1)")
                    .clicked()
                {
                    commands.push(Command::ToggleHelp);
                }
                if ui.button("Settings").clicked() {
                    commands.push(Command::ToggleSettings);
                }
            });
        });
    });
}
