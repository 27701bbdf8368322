//! The Folders tab's table: one row per group of duplicate folders or pair of similar
//! folders, virtualised like the group list.

use super::results_list::{ROW_HEIGHT, list_table};
use crate::app::Command;
use crate::app::results::Results;
use crate::format::{count, human_bytes};
use crate::report::FolderKind;

pub fn table(
    ui: &mut egui::Ui,
    results: &Results,
    selected: Option<usize>,
    scroll_to: Option<usize>,
    commands: &mut Vec<Command>,
) {
    list_table(ui, "folder groups", scroll_to).body(|body| {
        body.rows(ROW_HEIGHT, results.visible().len(), |mut row| {
            let position = row.index();
            let info = results.folder_row(results.visible()[position]);
            row.set_selected(selected == Some(position));
            row.col(|ui| {
                ui.vertical(|ui| match info.kind {
                    FolderKind::Duplicate => {
                        ui.strong(human_bytes(info.bytes));
                        ui.weak(format!("{} copies", info.folders));
                    }
                    FolderKind::Similar => {
                        ui.strong(format!("{:.0} %", info.similarity * 100.0));
                        ui.weak("similar");
                    }
                });
            });
            row.col(|ui| {
                ui.vertical(|ui| {
                    ui.label(format!(
                        "{}/  ·  {}",
                        info.name,
                        count(info.files, "file", "files")
                    ));
                    ui.weak(&info.parent);
                });
            });
            if row.response().clicked() {
                commands.push(Command::SelectRow(position));
            }
        });
    });
}
