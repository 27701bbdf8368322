//! The list on the left of the results: a tab per kind with counts (exact groups, folders,
//! similar documents, and with reference folders the files only here), a search box,
//! sorting, and a virtualised table that only lays out the rows on screen, so 100,000
//! groups scroll smoothly. The Folders and Only here tables are in their own files.

use egui_extras::{Column, TableBuilder};

use crate::app::results::{GroupKind, Results, SortBy, Tab};
use crate::app::{Command, Model, tab_label};
use crate::engine::actions::rules::Mark;
use crate::engine::images::likeness_words;
use crate::format::{human_bytes, thousands};

/// The height of a row of every tab's list: two lines of text.
pub(super) const ROW_HEIGHT: f32 = 36.0;

pub fn show(ui: &mut egui::Ui, app: &mut Model, commands: &mut Vec<Command>) {
    let focus_search = std::mem::take(&mut app.focus_search);
    let scroll_to = std::mem::take(&mut app.scroll_to_selection)
        .then_some(app.selection.row)
        .flatten();
    let Some(results) = &app.results else { return };
    // At most a little over half of what the folders leave: the review beside it needs
    // room too, on a small screen or at a large zoom.
    let width = ui.available_width();
    egui::Panel::left("results")
        .resizable(true)
        .default_size(460.0_f32.min(width * 0.5))
        .min_size(300.0_f32.min(width * 0.4))
        .max_size((width * 0.6).max(200.0))
        .show(ui, |ui| {
            sets_line(ui, &results.report);
            tabs(ui, results, commands);
            // Wrapped: in a narrow list the sort goes under a search box still wide enough
            // to show what is typed.
            ui.horizontal_wrapped(|ui| {
                let mut query = results.query().to_string();
                let width = ui.available_width() - 150.0;
                let width = if width < 160.0 {
                    ui.available_width()
                } else {
                    width
                };
                let search = ui.add(
                    egui::TextEdit::singleline(&mut query)
                        .hint_text("Search paths (Ctrl+F)")
                        .desired_width(width),
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
                    })
                    .response
                    .on_hover_text("Sort the groups by");
            });
            ui.separator();
            if results.visible().is_empty() {
                empty_list(ui, results, commands);
            } else {
                match results.tab() {
                    Tab::Groups(_) => table(ui, results, app.selection.row, scroll_to, commands),
                    Tab::Folders => super::folder_list::table(
                        ui,
                        results,
                        app.selection.row,
                        scroll_to,
                        commands,
                    ),
                    Tab::OnlyHere => {
                        super::only_here::table(ui, results, app.selection.row, scroll_to, commands)
                    }
                }
            }
        });
}

/// Set against set, says which groups are listed: "Only groups joining A with B", the
/// folders by name, their paths on hover.
fn sets_line(ui: &mut egui::Ui, report: &crate::report::Report) {
    if report.against.is_empty() {
        return;
    }
    let names = |folders: &[&std::path::Path]| {
        folders
            .iter()
            .map(|folder| {
                folder
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_else(|| crate::format::display_path(folder))
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    let paths = |folders: &[&std::path::Path]| {
        folders
            .iter()
            .map(|folder| crate::format::display_path(folder))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let a = report.set_a();
    let b: Vec<&std::path::Path> = report.against.iter().map(|f| f.as_path()).collect();
    ui.add_space(2.0);
    ui.label(sets_text(&names(&a), &names(&b)))
        .on_hover_text(format!(
            "Copies only inside one side are not listed.\n\nScanned:\n{}\n\nCompared against \
             (never trashed):\n{}",
            paths(&a),
            paths(&b)
        ));
    ui.add_space(2.0);
}

/// The words of the line above the tabs of a scan set against set.
pub fn sets_text(a: &str, b: &str) -> String {
    format!("Only groups joining {a} with {b}")
}

fn tabs(ui: &mut egui::Ui, results: &Results, commands: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        let exact = Tab::Groups(GroupKind::Exact);
        let near = Tab::Groups(GroupKind::Near);
        let mut tabs = vec![(
            exact,
            format!(
                "{} ({}, {})",
                tab_label(exact),
                thousands(results.count(GroupKind::Exact) as u64),
                human_bytes(results.reclaimable())
            ),
        )];
        if !results.report.folders.is_empty() {
            let label = format!(
                "{} ({})",
                tab_label(Tab::Folders),
                thousands(results.folder_count() as u64)
            );
            tabs.push((Tab::Folders, label));
        }
        tabs.push((
            near,
            format!(
                "{} ({})",
                tab_label(near),
                thousands(results.count(GroupKind::Near) as u64)
            ),
        ));
        let images = Tab::Groups(GroupKind::Image);
        if results.count(GroupKind::Image) > 0 {
            let label = format!(
                "{} ({})",
                tab_label(images),
                thousands(results.count(GroupKind::Image) as u64)
            );
            tabs.push((images, label));
        }
        let videos = Tab::Groups(GroupKind::Video);
        if results.count(GroupKind::Video) > 0 {
            let label = format!(
                "{} ({})",
                tab_label(videos),
                thousands(results.count(GroupKind::Video) as u64)
            );
            tabs.push((videos, label));
        }
        if !results.report.references.is_empty() {
            let summary = results.report.summary();
            let label = format!(
                "{} ({}, {})",
                tab_label(Tab::OnlyHere),
                thousands(summary.only_here_files as u64),
                human_bytes(summary.only_here_bytes)
            );
            tabs.push((Tab::OnlyHere, label));
        }
        for (tab, label) in tabs {
            if ui.selectable_label(results.tab() == tab, label).clicked() {
                commands.push(Command::ShowTab(tab));
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
                Tab::Groups(GroupKind::Exact) => "No exact duplicates found",
                Tab::Groups(GroupKind::Near) => "No similar documents found",
                Tab::Groups(GroupKind::Image) => "No similar images found",
                Tab::Groups(GroupKind::Video) => "No similar videos found",
                Tab::Folders => "No duplicate or similar folders found",
                Tab::OnlyHere if results.report.cancelled => {
                    "The scan was stopped, so what is only here is not known"
                }
                Tab::OnlyHere if !results.report.against.is_empty() => {
                    "Every file has a copy in the folders compared against"
                }
                Tab::OnlyHere => "Every file has a copy in the reference folders",
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

/// The two-column table every tab's list is drawn in (a narrow figure column, then the
/// name and folder), its rows clickable, scrolled to `scroll_to` when the keyboard moved.
pub(super) fn list_table(
    ui: &mut egui::Ui,
    id: impl std::hash::Hash + std::fmt::Debug,
    scroll_to: Option<usize>,
) -> TableBuilder<'_> {
    let builder = TableBuilder::new(ui)
        .id_salt(id)
        .striped(true)
        .sense(egui::Sense::click())
        .column(Column::exact(78.0))
        .column(Column::remainder().clip(true));
    match scroll_to {
        Some(row) => builder.scroll_to_row(row, None),
        None => builder,
    }
}

fn table(
    ui: &mut egui::Ui,
    results: &Results,
    selected: Option<usize>,
    scroll_to: Option<usize>,
    commands: &mut Vec<Command>,
) {
    let kind = match results.tab() {
        Tab::Groups(kind) => kind,
        _ => GroupKind::Exact,
    };
    list_table(ui, ("groups", kind), scroll_to).body(|body| {
        body.rows(ROW_HEIGHT, results.visible().len(), |mut row| {
            let position = row.index();
            let row_index = results.visible()[position];
            let info = results.row(row_index);
            row.set_selected(selected == Some(position));
            row.col(|ui| {
                ui.vertical(|ui| {
                    match kind {
                        GroupKind::Near => {
                            ui.strong(format!("{:.0} %", info.similarity * 100.0));
                        }
                        GroupKind::Image => {
                            ui.strong(crate::format::capitalised(likeness_words(
                                info.largest_distance,
                            )))
                            .on_hover_text(format!(
                                "The least alike image's hash differs by {} of 64 bits from \
                                 the one the group is built around",
                                info.largest_distance
                            ));
                        }
                        GroupKind::Exact => {
                            ui.strong(human_bytes(info.bytes));
                        }
                        GroupKind::Video => {
                            ui.strong(human_bytes(info.bytes));
                        }
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
        let color = super::colors::as_text(super::colors::TRASH, ui.visuals());
        ui.colored_label(color, format!("{trash} to trash"));
    }
}
