//! The Only here tab's table: the files outside every reference folder with no copy inside
//! one, largest first, virtualised so a drive's worth of them scrolls smoothly.

use super::results_list::{ROW_HEIGHT, list_table};
use crate::app::Command;
use crate::app::results::Results;
use crate::format::{display_path, format_time, human_bytes};

pub fn table(
    ui: &mut egui::Ui,
    results: &Results,
    selected: Option<usize>,
    scroll_to: Option<usize>,
    commands: &mut Vec<Command>,
) {
    let files = &results.report.only_here;
    list_table(ui, "only here", scroll_to).body(|body| {
        body.rows(ROW_HEIGHT, results.visible().len(), |mut row| {
            let position = row.index();
            let file = &files[results.visible()[position]];
            let name = file
                .path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            let folder = file.path.parent().map(display_path).unwrap_or_default();
            let size = human_bytes(file.size);
            let response = super::results_list::list_row(
                &mut row,
                (&format!("{name}, {size}, only here"), &folder),
                selected == Some(position),
                |ui| {
                    ui.strong(&size);
                },
                |ui| {
                    ui.label(&name);
                    ui.weak(format!(
                        "{folder} · modified {}",
                        format_time(file.modified)
                    ));
                },
            );
            if response.clicked() {
                commands.push(Command::SelectRow(position));
            }
        });
    });
}
