//! The top bar: adding folders, scanning, opening and saving reports, what is hidden as not
//! duplicates, settings and help.

use crate::app::{Command, Model};
use crate::tr;

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
        .button(tr!("toolbar-add-folder"))
        .on_hover_text(tr!("toolbar-add-folder-hover"))
        .clicked()
    {
        commands.push(Command::PickFolders);
    }
    let scanning = app.scan().is_some();
    if scanning {
        if ui.button(tr!("toolbar-cancel-scan")).clicked() {
            commands.push(Command::CancelScan);
        }
    } else {
        let can_scan = !app.settings.folders.is_empty();
        let scan = ui.add_enabled(can_scan, egui::Button::new(tr!("toolbar-scan")));
        let scan = if can_scan {
            scan
        } else {
            scan.on_disabled_hover_text(tr!("toolbar-add-folder-first"))
        };
        if scan.clicked() {
            commands.push(Command::StartScan);
        }
    }
    ui.separator();
    let open = ui.add_enabled(!scanning, egui::Button::new(tr!("toolbar-open-report")));
    let open = if scanning {
        open.on_disabled_hover_text(tr!("toolbar-open-report-wait"))
    } else {
        open.on_hover_text(tr!("toolbar-open-report-hover"))
    };
    if open.clicked() {
        commands.push(Command::PickReport);
    }
    let has_results = app.results.is_some();
    let save = ui.add_enabled(has_results, egui::Button::new(tr!("toolbar-save-results")));
    let save = if has_results {
        save.on_hover_text(tr!("toolbar-save-results-hover"))
    } else {
        save.on_disabled_hover_text(tr!("toolbar-save-results-first"))
    };
    if save.clicked() {
        commands.push(Command::PickSaveAs);
    }
}

/// The buttons that open windows: what is hidden, the settings, the help.
fn windows(ui: &mut egui::Ui, commands: &mut Vec<Command>) {
    let hidden = ui
        .button(tr!("toolbar-hidden"))
        .on_hover_text(tr!("toolbar-hidden-hover"));
    if hidden.clicked() {
        commands.push(Command::ToggleHidden);
    }
    if ui.button(tr!("toolbar-settings")).clicked() {
        commands.push(Command::ToggleSettings);
    }
    if ui
        .button(tr!("toolbar-help"))
        .on_hover_text(tr!("toolbar-help-hover"))
        .clicked()
    {
        commands.push(Command::ToggleHelp);
    }
}

/// [`windows`] for a right-to-left layout: the same buttons, last first.
fn windows_reversed(ui: &mut egui::Ui, commands: &mut Vec<Command>) {
    if ui
        .button(tr!("toolbar-help"))
        .on_hover_text(tr!("toolbar-help-hover"))
        .clicked()
    {
        commands.push(Command::ToggleHelp);
    }
    if ui.button(tr!("toolbar-settings")).clicked() {
        commands.push(Command::ToggleSettings);
    }
    let hidden = ui
        .button(tr!("toolbar-hidden"))
        .on_hover_text(tr!("toolbar-hidden-hover"));
    if hidden.clicked() {
        commands.push(Command::ToggleHidden);
    }
}
