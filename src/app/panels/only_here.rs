//! The Only here tab's table: the files outside every reference folder with no copy inside
//! one, largest first, virtualised so a drive's worth of them scrolls smoothly.

use egui_extras::{Column, TableBuilder};

use crate::app::Command;
use crate::app::results::Results;
use crate::format::{display_path, format_time, human_bytes};

const ROW_HEIGHT: f32 = 36.0;

pub fn table(
    ui: &mut egui::Ui,
    results: &Results,
    selected: Option<usize>,
    scroll_to: Option<usize>,
    commands: &mut Vec<Command>,
) {
    let files = &results.report.only_here;
    let mut builder = TableBuilder::new(ui)
        .id_salt("only here")
        .striped(true)
        .sense(egui::Sense::click())
        .column(Column::exact(78.0))
        .column(Column::remainder().clip(true));
    if let Some(row) = scroll_to {
        builder = builder.scroll_to_row(row, None);
    }
    builder.body(|body| {
        body.rows(ROW_HEIGHT, results.visible().len(), |mut row| {
            let position = row.index();
            let file = &files[results.visible()[position]];
            row.set_selected(selected == Some(position));
            row.col(|ui| {
                ui.strong(human_bytes(file.size));
            });
            row.col(|ui| {
                ui.vertical(|ui| {
                    let name = file
                        .path
                        .file_name()
                        .map(|n| n.to_string_lossy().into_owned())
                        .unwrap_or_default();
                    ui.label(name);
                    let folder = file.path.parent().map(display_path).unwrap_or_default();
                    ui.weak(format!(
                        "{folder} · modified {}",
                        format_time(file.modified)
                    ));
                });
            });
            if row.response().clicked() {
                commands.push(Command::SelectRow(position));
            }
        });
    });
}
