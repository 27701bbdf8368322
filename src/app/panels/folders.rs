//! The folder list on the left: what will be scanned, each removable, and each with its
//! role, one toggle away: scanned, a reference folder (the originals: never trashed, and
//! what the Only here tab compares the others with), or a folder to compare the others
//! against (set B: never trashed either, and only groups joining it with another folder
//! are shown).

use crate::app::settings::FolderRole;
use crate::app::{Command, Model};
use crate::format::display_path;

pub fn show(ui: &mut egui::Ui, app: &Model, commands: &mut Vec<Command>) {
    egui::Panel::left("folders")
        .resizable(true)
        .default_size(300.0)
        .show(ui, |ui| {
            ui.add_space(4.0);
            ui.strong("Folders");
            ui.add_space(4.0);
            if app.settings.folders.is_empty() {
                ui.weak("No folders yet. Use \"Add folder…\" or drop folders on this window.");
            }
            egui::ScrollArea::vertical()
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    for (index, folder) in app.settings.folders.iter().enumerate() {
                        ui.horizontal(|ui| {
                            let name = folder
                                .file_name()
                                .map(|n| n.to_string_lossy().into_owned())
                                .unwrap_or_else(|| display_path(folder));
                            let role = app.settings.role(folder);
                            let reference = role == FolderRole::Reference;
                            let against = role == FolderRole::Against;
                            let label = match role {
                                FolderRole::Scanned => egui::RichText::new(name),
                                FolderRole::Reference => egui::RichText::new(name).strong(),
                                FolderRole::Against => egui::RichText::new(name).strong().italics(),
                            };
                            ui.label(label).on_hover_text(display_path(folder));
                            ui.with_layout(
                                egui::Layout::right_to_left(egui::Align::Center),
                                |ui| {
                                    let remove = ui
                                        .add_enabled(
                                            app.scan().is_none(),
                                            egui::Button::new("Remove").small(),
                                        )
                                        .on_hover_text(
                                            "Remove this folder from the list (nothing is deleted)",
                                        );
                                    if remove.clicked() {
                                        commands.push(Command::RemoveFolder(index));
                                    }
                                    let toggle = ui
                                        .add_enabled(
                                            app.scan().is_none(),
                                            egui::Button::selectable(reference, "Reference")
                                                .small(),
                                        )
                                        .on_hover_text(REFERENCE_HELP);
                                    if toggle.clicked() {
                                        commands.push(Command::ToggleReference(folder.clone()));
                                    }
                                    let toggle = ui
                                        .add_enabled(
                                            app.scan().is_none(),
                                            egui::Button::selectable(against, "Against").small(),
                                        )
                                        .on_hover_text(AGAINST_HELP);
                                    if toggle.clicked() {
                                        commands.push(Command::ToggleAgainst(folder.clone()));
                                    }
                                },
                            );
                        });
                    }
                });
        });
}

const REFERENCE_HELP: &str = "A reference folder holds your originals: its files are never \
     marked for the trash or trashed, groups only inside it are not shown, and the Only here \
     tab lists the other folders' files that have no copy in it. Takes effect at the next scan.";

const AGAINST_HELP: &str = "Compare the other folders against this one: only groups joining a \
     file here with a file in another folder are shown, never copies only inside the others \
     or only inside this one. Its files are never marked for the trash or trashed, and the Only \
     here tab lists the other folders' files that have no copy here. Takes effect at the next \
     scan.";
