//! The folder list on the left: what will be scanned, each removable, and each with its
//! role, one toggle away: scanned, a reference folder (the originals: never trashed, and
//! what the Only here tab compares the others with), or a folder to compare the others
//! against (set B: never trashed either, and only groups joining it with another folder
//! are shown).

use crate::app::settings::{FolderRole, SettingChange};
use crate::app::{Command, Model};
use crate::format::display_path;
use crate::tr;

pub fn show(ui: &mut egui::Ui, app: &Model, commands: &mut Vec<Command>) {
    let fold = |folded: bool| Command::ChangeSetting(SettingChange::FoldersFolded(folded));
    if app.settings.folders_folded {
        // A strip with the one button that opens the list again.
        egui::Panel::left("folders folded")
            .resizable(false)
            .exact_size(30.0)
            .show(ui, |ui| {
                ui.add_space(4.0);
                let open = ui
                    .button("»")
                    .on_hover_text(tr!("folders-unfold"))
                    .accessible_name(tr!("folders-unfold"));
                if open.clicked() {
                    commands.push(fold(false));
                }
            });
        return;
    }
    // A share of the window, so a small screen or a large zoom leaves room for the results.
    let width = ui.available_width();
    egui::Panel::left("folders")
        .resizable(true)
        .default_size((width * 0.22).clamp(140.0, 300.0))
        .min_size(120.0)
        .max_size((width * 0.3).max(140.0))
        .show(ui, |ui| {
            ui.add_space(4.0);
            ui.horizontal(|ui| {
                ui.strong(tr!("folders-heading"));
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    let hide = ui
                        .small_button("«")
                        .on_hover_text(tr!("folders-fold"))
                        .accessible_name(tr!("folders-fold"));
                    if hide.clicked() {
                        commands.push(fold(true));
                    }
                });
            });
            ui.add_space(4.0);
            if app.settings.folders.is_empty() {
                ui.weak(tr!("folders-none"));
            }
            egui::ScrollArea::vertical()
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    for (index, folder) in app.settings.folders.iter().enumerate() {
                        folder_row(ui, app, index, folder, commands);
                    }
                });
        });
}

/// One folder: its name on a line of its own (cut short if need be, the whole path on
/// hover), its role and Remove below, so neither draws over the other in a narrow panel.
fn folder_row(
    ui: &mut egui::Ui,
    app: &Model,
    index: usize,
    folder: &std::path::PathBuf,
    commands: &mut Vec<Command>,
) {
    let name = folder
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| display_path(folder));
    let role = app.settings.role(folder);
    let label = match role {
        FolderRole::Scanned => egui::RichText::new(name),
        FolderRole::Reference => egui::RichText::new(name).strong(),
        FolderRole::Against => egui::RichText::new(name).strong().italics(),
    };
    ui.add(egui::Label::new(label).truncate())
        .on_hover_text(display_path(folder));
    let idle = app.scan().is_none();
    ui.horizontal_wrapped(|ui| {
        let toggle = ui
            .add_enabled(
                idle,
                egui::Button::selectable(role == FolderRole::Against, tr!("folders-against"))
                    .small(),
            )
            .on_hover_text(tr!("folders-against-help"));
        if toggle.clicked() {
            commands.push(Command::ToggleAgainst(folder.clone()));
        }
        let toggle = ui
            .add_enabled(
                idle,
                egui::Button::selectable(role == FolderRole::Reference, tr!("folders-reference"))
                    .small(),
            )
            .on_hover_text(tr!("folders-reference-help"));
        if toggle.clicked() {
            commands.push(Command::ToggleReference(folder.clone()));
        }
        let remove = ui
            .add_enabled(idle, egui::Button::new(tr!("folders-remove")).small())
            .on_hover_text(tr!("folders-remove-hover"));
        if remove.clicked() {
            commands.push(Command::RemoveFolder(index));
        }
    });
    ui.add_space(4.0);
}
