//! The list on the left of the results: a tab per kind with counts (exact groups, folders,
//! similar documents, and with reference folders the files only here), a search box,
//! sorting, and a virtualised table that only lays out the rows on screen, so 100,000
//! groups scroll smoothly. The Folders and Only here tables are in their own files.

use egui_extras::{Column, TableBuilder};

use crate::app::results::{GroupKind, GroupRow, Results, SortBy, Tab};
use crate::app::{Command, Model, tab_label};
use crate::engine::actions::rules::Mark;
use crate::i18n::{Size, current};
use crate::report::Group;
use crate::tr;

/// The height of a row of every tab's list: two lines of text.
pub(super) const ROW_HEIGHT: f32 = 36.0;

pub fn show(ui: &mut egui::Ui, app: &mut Model, commands: &mut Vec<Command>) {
    let focus_search = std::mem::take(&mut app.focus_search);
    let scroll_to = std::mem::take(&mut app.scroll_to_selection)
        .then_some(app.selection.row)
        .flatten();
    let Some(results) = &app.results else { return };
    let mut page_rows = app.list_page_rows;
    // The review keeps at least half the window: the list takes at most what the folders
    // and that half leave (folding the folders away gives it more).
    let width = ui.available_width();
    let window = ui.ctx().content_rect().width();
    let most = (width - window * 0.5).max(180.0);
    egui::Panel::left("results")
        .resizable(true)
        .default_size((window * 0.3).clamp(300.0, 560.0).min(most))
        .min_size(240.0_f32.min(most))
        .max_size(most)
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
                let search = ui
                    .add(
                        egui::TextEdit::singleline(&mut query)
                            .hint_text(tr!("results-search-hint"))
                            .desired_width(width),
                    )
                    .accessible_name(tr!("results-search-name"));
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
                    .on_hover_text(tr!("results-sort-hover"));
            });
            ui.separator();
            // A page for Page Up and Page Down: the rows this list shows at once.
            page_rows = (ui.available_height() / ROW_HEIGHT).floor().max(1.0) as usize;
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
    app.list_page_rows = page_rows;
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
        .on_hover_text(tr!(
            "results-sets-hover",
            scanned = paths(&a),
            against = paths(&b)
        ));
    ui.add_space(2.0);
}

/// The words of the line above the tabs of a scan set against set.
pub fn sets_text(a: &str, b: &str) -> String {
    tr!("results-sets-line", a = a, b = b)
}

fn tabs(ui: &mut egui::Ui, results: &Results, commands: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        for tab in results.tabs() {
            let label = match tab {
                Tab::Groups(GroupKind::Exact) => tr!(
                    "results-tab-with-size",
                    tab = tab_label(tab),
                    count = (results.count(GroupKind::Exact) as u64),
                    size = Size(results.reclaimable())
                ),
                Tab::Groups(kind) => tr!(
                    "results-tab",
                    tab = tab_label(tab),
                    count = (results.count(kind) as u64)
                ),
                Tab::Folders => tr!(
                    "results-tab",
                    tab = tab_label(tab),
                    count = (results.folder_count() as u64)
                ),
                Tab::OnlyHere => {
                    let summary = results.report.summary();
                    tr!(
                        "results-tab-with-size",
                        tab = tab_label(tab),
                        count = (summary.only_here_files as u64),
                        size = Size(summary.only_here_bytes)
                    )
                }
            };
            if ui.selectable_label(results.tab() == tab, label).clicked() {
                commands.push(Command::ShowTab(tab));
            }
        }
    });
    if !results.report.skipped.is_empty() {
        let skipped = results.report.skipped.len() as u64;
        let label = tr!("results-skipped", count = skipped);
        if ui.link(label).clicked() {
            commands.push(Command::ToggleSkipped);
        }
    }
}

fn empty_list(ui: &mut egui::Ui, results: &Results, commands: &mut Vec<Command>) {
    ui.add_space(24.0);
    ui.vertical_centered(|ui| {
        if !results.query().is_empty() {
            ui.label(tr!("results-no-match"));
            if ui.button(tr!("results-clear-search")).clicked() {
                commands.push(Command::SetQuery(String::new()));
            }
        } else {
            let what = match results.tab() {
                Tab::Groups(GroupKind::Exact) => tr!("results-none-exact"),
                Tab::Groups(GroupKind::Near) => tr!("results-none-near"),
                Tab::Groups(GroupKind::Image) => tr!("results-none-images"),
                Tab::Groups(GroupKind::Video) => tr!("results-none-videos"),
                Tab::Groups(GroupKind::Music) => tr!("results-none-music"),
                Tab::Folders => tr!("results-none-folders"),
                Tab::OnlyHere if results.report.cancelled => tr!("results-only-here-unknown"),
                Tab::OnlyHere if !results.report.against.is_empty() => {
                    tr!("results-only-here-none-against")
                }
                Tab::OnlyHere => tr!("results-only-here-none"),
            };
            ui.heading(what);
            ui.label(tr!(
                "results-scanned-in",
                count = results.report.stats.files,
                size = Size(results.report.stats.bytes)
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
    list_table_with(ui, id, scroll_to, 78.0)
}

/// [`list_table`] with a figure column `figure` wide (an image's likeness in words needs
/// more than a size).
pub(super) fn list_table_with(
    ui: &mut egui::Ui,
    id: impl std::hash::Hash + std::fmt::Debug,
    scroll_to: Option<usize>,
    figure: f32,
) -> TableBuilder<'_> {
    let builder = TableBuilder::new(ui)
        .id_salt(id)
        .striped(true)
        .sense(egui::Sense::click())
        .column(Column::exact(figure))
        .column(Column::remainder().clip(true));
    match scroll_to {
        Some(row) => builder.scroll_to_row(row, None),
        None => builder,
    }
}

/// One row of a list's table: the figure cell and the name cell, drawn by `figure` and
/// `names`, which a screen reader reads as one selectable item named `name` (what the
/// cells say, in a line), with `description` (the folder) beside it. Returns the row's
/// response: clicked, by a pointer or a screen reader, selects it.
pub(super) fn list_row(
    row: &mut egui_extras::TableRow<'_, '_>,
    (name, description): (&str, &str),
    selected: bool,
    figure: impl FnOnce(&mut egui::Ui),
    names: impl FnOnce(&mut egui::Ui),
) -> egui::Response {
    row.set_selected(selected);
    let mut cells = Vec::with_capacity(2);
    for draw in [
        Box::new(figure) as Box<dyn FnOnce(&mut egui::Ui)>,
        Box::new(names),
    ] {
        row.col(|ui| {
            cells.push((ui.unique_id(), ui.max_rect()));
            // The row takes the click wherever it lands: text in a cell is not selectable
            // (it would take the click as the start of a selection).
            ui.style_mut().interaction.selectable_labels = false;
            // What the cell shows is in the item's name: read once, not as loose labels.
            let shown = ui.vertical(draw).response;
            super::access::hide(ui.ctx(), shown.id);
        });
    }
    let response = row.response();
    if let [(item, first), (second, rest)] = cells[..] {
        let ctx = &response.ctx;
        // The first cell is the item, its bounds the whole row; the second is its part.
        ctx.accesskit_node_builder(item, |node| {
            node.set_role(egui::accesskit::Role::ListBoxOption);
            node.set_label(name);
            node.set_description(description);
            node.set_selected(selected);
            let rect = first.union(rest);
            node.set_bounds(egui::accesskit::Rect {
                x0: rect.min.x.into(),
                y0: rect.min.y.into(),
                x1: rect.max.x.into(),
                y1: rect.max.y.into(),
            });
        });
        super::access::hide(ctx, second);
    }
    response
}

/// What a group's row shows in bold: the space a cleanup frees (exact), how alike the
/// documents or images are, or the videos' size.
fn figure(kind: GroupKind, info: &GroupRow) -> String {
    match kind {
        GroupKind::Near => tr!(
            "results-percent",
            percent = (info.similarity * 100.0).round()
        ),
        GroupKind::Image => {
            crate::format::capitalised(&crate::i18n::words::likeness(info.largest_distance))
        }
        GroupKind::Exact | GroupKind::Video | GroupKind::Music => {
            crate::i18n::local::size(current(), info.bytes)
        }
    }
}

/// A group's row in one line, as a screen reader reads it, from the figures the row
/// shows: "mixins.txt, 2 identical files of 29.39 KiB, 29.39 KiB reclaimable, 1 to trash".
/// `each`: an exact copy's size; `trash`: the files marked Trash.
pub fn row_name(
    kind: GroupKind,
    (name, files): (&str, usize),
    figure: &str,
    each: u64,
    trash: usize,
) -> String {
    let files = files as u64;
    let what = match kind {
        GroupKind::Exact => tr!(
            "results-row-exact",
            count = files,
            each = Size(each),
            figure = figure
        ),
        GroupKind::Near => tr!("results-row-near", count = files, figure = figure),
        GroupKind::Image => tr!(
            "results-row-images",
            count = files,
            figure = figure.to_lowercase()
        ),
        GroupKind::Video => tr!("results-row-videos", count = files, figure = figure),
        GroupKind::Music => tr!("results-row-music", count = files, figure = figure),
    };
    if trash > 0 {
        tr!(
            "results-row-name-trash",
            name = name,
            what = what,
            trash = (trash as u64)
        )
    } else {
        tr!("results-row-name", name = name, what = what)
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
    // "The same picture", "Loosely similar": the likeness in words, whole.
    let figure_width = if kind == GroupKind::Image {
        118.0
    } else {
        78.0
    };
    list_table_with(ui, ("groups", kind), scroll_to, figure_width).body(|body| {
        body.rows(ROW_HEIGHT, results.visible().len(), |mut row| {
            let position = row.index();
            let row_index = results.visible()[position];
            let info = results.row(row_index);
            let figure = figure(kind, info);
            let trash = trash_count(results, row_index);
            let each = match results.group(row_index) {
                Group::Exact(group) => group.size,
                _ => 0,
            };
            let name = row_name(kind, (&info.name, info.files), &figure, each, trash);
            let response = list_row(
                &mut row,
                (&name, &info.folder),
                selected == Some(position),
                |ui| {
                    let strong = ui.strong(&figure);
                    if kind == GroupKind::Image {
                        strong.on_hover_text(tr!(
                            "results-image-distance-hover",
                            bits = info.largest_distance
                        ));
                    }
                    ui.weak(tr!("results-files", count = (info.files as u64)));
                },
                |ui| {
                    ui.horizontal(|ui| {
                        ui.label(&info.name);
                        if trash > 0 {
                            let color = super::colors::as_text(super::colors::TRASH, ui.visuals());
                            ui.colored_label(
                                color,
                                tr!("results-to-trash", count = (trash as u64)),
                            );
                        }
                    });
                    match &info.in_folder_group {
                        Some(group) => ui.weak(tr!(
                            "results-in-folder-group",
                            folder = info.folder.as_str(),
                            group = group.as_str()
                        )),
                        None => ui.weak(&info.folder),
                    };
                },
            );
            if response.clicked() {
                commands.push(Command::SelectRow(position));
            }
        });
    });
}

/// How many files of the group the user marked Trash (the row says "2 to trash").
fn trash_count(results: &Results, row: usize) -> usize {
    results
        .group(row)
        .files()
        .iter()
        .filter(|f| results.mark(&f.path) == Some(Mark::Trash))
        .count()
}

#[cfg(test)]
mod tests {
    use super::row_name;
    use crate::app::results::GroupKind;

    #[test]
    fn a_row_reads_as_one_line_of_what_it_shows() {
        assert_eq!(
            row_name(GroupKind::Exact, ("mixins.txt", 2), "29.39 KiB", 30_095, 1),
            "mixins.txt, 2 identical files of 29.39 KiB, 29.39 KiB reclaimable, 1 to trash"
        );
        assert_eq!(
            row_name(GroupKind::Near, ("report.docx", 3), "87 %", 0, 0),
            "report.docx, 3 similar documents, 87 % alike"
        );
        assert_eq!(
            row_name(
                GroupKind::Image,
                ("IMG_0001.jpg", 2),
                "Nearly identical",
                0,
                0
            ),
            "IMG_0001.jpg, 2 similar images, nearly identical"
        );
    }
}
