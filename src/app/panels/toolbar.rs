//! The top bar: adding folders, scanning, opening and saving reports, what is hidden as not
//! duplicates, settings and help.

use crate::app::{Command, Model};

/// Below this width (in points, after the zoom) the bar wraps onto a second line, the
/// window's buttons following the others, rather than drawing them over each other.
const WRAP_BELOW: f32 = 820.0;

pub fn show(ui: &mut egui::Ui, app: &Model, commands: &mut Vec<Command>) {
    egui::Panel::top("toolbar").show(ui, |ui| {
        if ui.available_width() < WRAP_BELOW {
            ui.horizontal_wrapped(|ui| {
                actions(ui, app, commands);
                windows(ui, commands);
            });
        } else {
            ui.horizontal(|ui| {
                actions(ui, app, commands);
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    // Right to left: listed last to first.
                    windows_reversed(ui, commands);
                });
            });
        }
    });
}

/// The buttons on the left: adding folders, scanning, reports.
fn actions(ui: &mut egui::Ui, app: &Model, commands: &mut Vec<Command>) {
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
}

/// The buttons that open windows: what is hidden, the settings, the help.
fn windows(ui: &mut egui::Ui, commands: &mut Vec<Command>) {
    let hidden = ui
        .button("Hidden…")
        .on_hover_text("What you hid as not duplicates, and bringing it back");
    if hidden.clicked() {
        commands.push(Command::ToggleHidden);
    }
    if ui.button("Settings").clicked() {
        commands.push(Command::ToggleSettings);
    }
    if ui
        .button("Help")
        .on_hover_text("Keyboard shortcuts (F1)")
        .clicked()
    {
        commands.push(Command::ToggleHelp);
    }
}

/// [`windows`] for a right-to-left layout: the same buttons, last first.
fn windows_reversed(ui: &mut egui::Ui, commands: &mut Vec<Command>) {
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
}
