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
            let files = count(info.files, "file", "files");
            let name = match info.kind {
                FolderKind::Duplicate => format!(
                    "{}, {} copies of {files}, {} reclaimable",
                    info.name,
                    info.folders,
                    human_bytes(info.bytes)
                ),
                FolderKind::Similar => format!(
                    "{}, {files}, {:.0} % similar",
                    info.name,
                    info.similarity * 100.0
                ),
            };
            let response = super::results_list::list_row(
                &mut row,
                (&name, &info.parent),
                selected == Some(position),
                |ui| match info.kind {
                    FolderKind::Duplicate => {
                        ui.strong(human_bytes(info.bytes));
                        ui.weak(format!("{} copies", info.folders));
                    }
                    FolderKind::Similar => {
                        ui.strong(format!("{:.0} %", info.similarity * 100.0));
                        ui.weak("similar");
                    }
                },
                |ui| {
                    ui.label(format!("{}/  ·  {files}", info.name));
                    ui.weak(&info.parent);
                },
            );
            if response.clicked() {
                commands.push(Command::SelectRow(position));
            }
        });
    });
}
