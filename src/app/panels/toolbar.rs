//! The top bar: adding folders, scanning, opening and saving reports, what is hidden as not
//! duplicates, settings and help.

use crate::app::{Command, Model};

pub fn show(ui: &mut egui::Ui, app: &Model, commands: &mut Vec<Command>) {
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
            let scanning = app.scan().is_some();
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
            ui.separator();
            let open = ui.add_enabled(!scanning, egui::Button::new("Open report…"));
            let open = if scanning {
                open.on_disabled_hover_text("Wait for the scan to finish, or cancel it")
            } else {
                open.on_hover_text(
                    "Show a report saved by Save results… or `doppel scan --format json` \
                     (made here, or on a server or NAS)",
                )
            };
            if open.clicked() {
                commands.push(Command::PickReport);
            }
            let has_results = app.results.is_some();
            let save = ui.add_enabled(has_results, egui::Button::new("Save results…"));
            let save = if has_results {
                save.on_hover_text(
                    "Write the groups on screen as a JSON report, as `doppel scan --format json` \
                     does (for Open report…, `doppel clean` or your own scripts)",
                )
            } else {
                save.on_disabled_hover_text("Scan, or open a report, first")
            };
            if save.clicked() {
                commands.push(Command::PickSaveAs);
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
                let hidden = ui
                    .button("Hidden…")
                    .on_hover_text("What you hid as not duplicates, and bringing it back");
                if hidden.clicked() {
                    commands.push(Command::ToggleHidden);
                }
            });
        });
    });
}
