//! The list of groups: a tab per kind with counts, a search box, sorting, and a virtualised
//! table that only lays out the rows on screen, so 100,000 groups scroll smoothly.

use egui_extras::{Column, TableBuilder};

use crate::app::results::{GroupKind, Results, SortBy};
use crate::app::{Command, DoppelApp, tab_label};
use crate::engine::actions::rules::Mark;
use crate::format::{human_bytes, thousands};

const ROW_HEIGHT: f32 = 36.0;

pub fn show(ui: &mut egui::Ui, app: &mut DoppelApp, commands: &mut Vec<Command>) {
    let focus_search = std::mem::take(&mut app.focus_search);
    let Some(results) = &app.results else { return };
    egui::Panel::left("results")
        .resizable(true)
        .default_size(460.0)
        .min_size(300.0)
        .show(ui, |ui| {
            tabs(ui, results, commands);
            ui.horizontal(|ui| {
                let mut query = results.query().to_string();
                let search = ui.add(
                    egui::TextEdit::singleline(&mut query)
                        .hint_text("Search paths (Ctrl+F)")
                        .desired_width(ui.available_width() - 150.0),
                );
                if focus_search {
                    search.request_focus();
                }
                if search.changed() {
                    commands.push(Command::SetQuery(query));
                }
                egui::ComboBox::from_id_salt("sort")
                    .selected_text(results.sort().label())
                    .width(140.0)
                    .show_ui(ui, |ui| {
                        for sort in SortBy::ALL {
                            if ui
                                .selectable_label(results.sort() == sort, sort.label())
                                .clicked()
                            {
                                commands.push(Command::SortBy(sort));
                            }
                        }
                    });
            });
            ui.separator();
            if results.visible().is_empty() {
                empty_list(ui, results, commands);
            } else {
                table(ui, results, app.selection.row, commands);
            }
        });
}

fn tabs(ui: &mut egui::Ui, results: &Results, commands: &mut Vec<Command>) {
    ui.horizontal(|ui| {
        let exact = format!(
            "{} ({}, {})",
            tab_label(GroupKind::Exact),
            thousands(results.count(GroupKind::Exact) as u64),
            human_bytes(results.reclaimable())
        );
        let near = format!(
            "{} ({})",
            tab_label(GroupKind::Near),
            thousands(results.count(GroupKind::Near) as u64)
        );
        for (kind, label) in [(GroupKind::Exact, exact), (GroupKind::Near, near)] {
            if ui.selectable_label(results.tab() == kind, label).clicked() {
                commands.push(Command::ShowTab(kind));
            }
        }
    });
    if !results.report.skipped.is_empty() {
        let skipped = results.report.skipped.len() as u64;
        let label = format!("{} skipped: see why", thousands(skipped));
        if ui.link(label).clicked() {
            commands.push(Command::ToggleSkipped);
        }
    }
}

fn empty_list(ui: &mut egui::Ui, results: &Results, commands: &mut Vec<Command>) {
    ui.add_space(24.0);
    ui.vertical_centered(|ui| {
        if !results.query().is_empty() {
            ui.label("No group has a path matching the search.");
            if ui.button("Clear the search").clicked() {
                commands.push(Command::SetQuery(String::new()));
            }
        } else {
            let what = match results.tab() {
                GroupKind::Exact => "No exact duplicates found",
                GroupKind::Near => "No similar documents found",
            };
            ui.heading(what);
            ui.label(format!(
                "in {} files ({}).",
                thousands(results.report.stats.files),
                human_bytes(results.report.stats.bytes)
            ));
        }
    });
}

fn table(
    ui: &mut egui::Ui,
    results: &Results,
    selected: Option<usize>,
    commands: &mut Vec<Command>,
) {
    let near = results.tab() == GroupKind::Near;
    let mut builder = TableBuilder::new(ui)
        .id_salt(("groups", results.tab() == GroupKind::Near))
        .striped(true)
        .sense(egui::Sense::click())
        .column(Column::exact(78.0))
        .column(Column::remainder().clip(true));
    if let Some(row) = selected {
        builder = builder.scroll_to_row(row, None);
    }
    builder.body(|body| {
        body.rows(ROW_HEIGHT, results.visible().len(), |mut row| {
            let position = row.index();
            let row_index = results.visible()[position];
            let info = results.row(row_index);
            row.set_selected(selected == Some(position));
            row.col(|ui| {
                ui.vertical(|ui| {
                    if near {
                        ui.strong(format!("{:.0} %", info.similarity * 100.0));
                    } else {
                        ui.strong(human_bytes(info.bytes));
                    }
                    ui.weak(format!("{} files", info.files));
                });
            });
            row.col(|ui| {
                ui.vertical(|ui| {
                    ui.horizontal(|ui| {
                        ui.label(&info.name);
                        marks_badge(ui, results, row_index);
                    });
                    ui.weak(&info.folder);
                });
            });
            if row.response().clicked() {
                commands.push(Command::SelectRow(position));
            }
        });
    });
}

/// "2 to trash" for groups where the user marked files Trash.
fn marks_badge(ui: &mut egui::Ui, results: &Results, row: usize) {
    let files = results.group(row).files();
    let trash = files
        .iter()
        .filter(|f| results.mark(&f.path) == Some(Mark::Trash))
        .count();
    if trash > 0 {
        ui.colored_label(super::colors::TRASH, format!("{trash} to trash"));
    }
}
