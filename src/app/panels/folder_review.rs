//! The review of a folder group: the folders with Keep/Trash, and two of them compared side
//! by side as they are on disk now: files only on the left, only on the right, moved or
//! renamed, changed (same place, other content) and the same, with counts and sizes. A
//! changed document's word diff is one click away.

use crate::i18n::Size;
use crate::tr;
use egui::RichText;

use crate::app::{Command, DiffScroll, Loaded, Model};
use crate::engine::actions::rules::Mark;
use crate::engine::folders::{ComparedFile, FolderComparison};
use crate::format::display_path;
use crate::report::{FolderGroup, FolderKind, FolderRecord};

use super::colors;

/// Rows of a file list drawn at once; longer lists scroll, laid out only where visible.
const LIST_HEIGHT: f32 = 180.0;

pub fn show(
    ui: &mut egui::Ui,
    app: &Model,
    group: &FolderGroup,
    scroll: Option<DiffScroll>,
    commands: &mut Vec<Command>,
) {
    match group.kind {
        FolderKind::Duplicate => ui.heading(tr!(
            "folders-duplicate-heading",
            count = (group.folders.len() as u64)
        )),
        FolderKind::Similar => ui.heading(tr!(
            "folders-similar-heading",
            percent = crate::i18n::decimal(group.similarity * 100.0, 1)
        )),
    };
    // The groups inside may be exact copies, similar documents or similar images.
    let inside = group.groups.len() as u64;
    ui.label(match group.kind {
        FolderKind::Duplicate => tr!(
            "folders-duplicate-frees",
            size = Size(group.reclaimable_bytes()),
            groups = inside
        ),
        FolderKind::Similar => tr!("folders-similar-explained", groups = inside),
    });
    let saved = &app.settings.keep_rules;
    super::review::rules_bar(ui, crate::app::results::Tab::Folders, saved, commands);
    ui.separator();
    for (index, folder) in group.folders.iter().enumerate() {
        folder_row(ui, app, index, folder, commands);
    }
    ui.separator();
    let (left, right) = app.compared_folders(group);
    if let Some((left_file, right_file)) = &app.folder_diff {
        changed_document(ui, app, left_file, right_file, scroll, commands);
        return;
    }
    match app
        .review
        .folder_comparisons
        .get(&(left.clone(), right.clone()))
    {
        None | Some(Loaded::Loading) => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(tr!("folders-comparing"));
            });
        }
        Some(Loaded::Ready(Err(error))) => {
            ui.colored_label(ui.visuals().error_fg_color, error);
        }
        Some(Loaded::Ready(Ok(comparison))) => comparison_view(ui, comparison, commands),
    }
}

fn folder_row(
    ui: &mut egui::Ui,
    app: &Model,
    index: usize,
    folder: &FolderRecord,
    commands: &mut Vec<Command>,
) {
    let Some(results) = &app.results else { return };
    let mark = results.mark(&folder.path);
    let fill = match mark {
        Some(Mark::Trash) => colors::TRASH.gamma_multiply(0.15),
        Some(Mark::Keep) => colors::KEEP.gamma_multiply(0.12),
        None => egui::Color32::TRANSPARENT,
    };
    egui::Frame::new()
        .fill(fill)
        .inner_margin(4.0)
        .corner_radius(4.0)
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                super::review::mark_buttons(ui, app, &folder.path, commands);
                ui.vertical(|ui| {
                    let name = RichText::new(format!("{}/", display_path(&folder.path))).strong();
                    let name = if mark == Some(Mark::Trash) {
                        name.strikethrough()
                    } else {
                        name
                    };
                    let compared = index > 0 && app.selection.file.max(1) == index;
                    if ui.selectable_label(compared, name).clicked() && index > 0 {
                        commands.push(Command::SelectFile(index));
                    }
                    let facts = tr!(
                        "folders-facts",
                        count = folder.files,
                        size = Size(folder.bytes)
                    );
                    if index == 0 {
                        ui.weak(tr!("folders-facts-compared", facts = facts));
                    } else {
                        ui.weak(facts);
                    }
                    ui.horizontal(|ui| {
                        if ui.small_button(tr!("folders-show")).clicked() {
                            commands.push(Command::OpenFile(folder.path.clone()));
                        }
                    });
                });
            });
        });
}

fn comparison_view(ui: &mut egui::Ui, comparison: &FolderComparison, commands: &mut Vec<Command>) {
    ui.horizontal(|ui| {
        ui.strong(tr!("folders-left"));
        ui.label(display_path(&comparison.left));
    });
    ui.horizontal(|ui| {
        ui.strong(tr!("folders-right"));
        ui.label(display_path(&comparison.right));
    });
    egui::ScrollArea::vertical()
        .id_salt("folder comparison")
        .auto_shrink(false)
        .show(ui, |ui| {
            // Each section by a fixed key (its state is kept by it), titled in the language.
            let sections: [(&str, String, &[ComparedFile], bool); 5] = [
                (
                    "left",
                    tr!("folders-only-left"),
                    &comparison.only_left,
                    true,
                ),
                (
                    "right",
                    tr!("folders-only-right"),
                    &comparison.only_right,
                    true,
                ),
                ("changed", tr!("folders-changed"), &comparison.changed, true),
                ("moved", tr!("folders-moved"), &comparison.moved, false),
                ("same", tr!("folders-same"), &comparison.same, false),
            ];
            for (key, title, files, open) in sections {
                let (n, bytes) = FolderComparison::totals(files);
                let header = tr!(
                    "folders-section",
                    title = title,
                    count = (n as u64),
                    size = Size(bytes)
                );
                // Per comparison: a section closed for one pair (it was empty) opens for the next.
                egui::CollapsingHeader::new(header)
                    .id_salt((key, &comparison.left, &comparison.right))
                    .default_open(open && n > 0)
                    .enabled(n > 0)
                    .show(ui, |ui| {
                        let changed = std::ptr::eq(files, comparison.changed.as_slice());
                        file_list(ui, comparison, files, changed, commands);
                    });
            }
            if !comparison.skipped.is_empty() {
                egui::CollapsingHeader::new(tr!(
                    "folders-unreadable",
                    count = (comparison.skipped.len() as u64)
                ))
                .id_salt("unreadable")
                .show(ui, |ui| {
                    for skipped in &comparison.skipped {
                        ui.label(format!(
                            "{}: {}",
                            display_path(&skipped.path),
                            crate::i18n::skips::skip_reason(&skipped.reason)
                        ));
                    }
                });
            }
        });
}

/// A list of compared files, laid out only where visible (a folder may hold 100,000).
fn file_list(
    ui: &mut egui::Ui,
    comparison: &FolderComparison,
    files: &[ComparedFile],
    changed: bool,
    commands: &mut Vec<Command>,
) {
    let row_height = ui.spacing().interact_size.y + 2.0;
    egui::ScrollArea::vertical()
        .id_salt(("list", files.as_ptr() as usize))
        .max_height(LIST_HEIGHT)
        .auto_shrink([false, true])
        .show_rows(ui, row_height, files.len(), |ui, rows| {
            for file in &files[rows] {
                ui.horizontal(|ui| {
                    ui.label(crate::i18n::local::size(
                        crate::i18n::current(),
                        file.size(),
                    ));
                    let name = match &file.right_path {
                        Some(right) => {
                            format!("{} → {}", display_path(&file.path), display_path(right))
                        }
                        None => display_path(&file.path),
                    };
                    ui.label(name);
                    if changed && ui.small_button(tr!("folders-compare-text")).clicked() {
                        commands.push(Command::CompareChangedFile(
                            comparison.left.join(&file.path),
                            comparison.right.join(&file.path),
                        ));
                    }
                });
            }
        });
}

/// A changed file's two versions, words that differ highlighted.
fn changed_document(
    ui: &mut egui::Ui,
    app: &Model,
    left: &std::path::Path,
    right: &std::path::Path,
    scroll: Option<DiffScroll>,
    commands: &mut Vec<Command>,
) {
    if ui.button(tr!("folders-back")).clicked() {
        commands.push(Command::CloseChangedFile);
    }
    ui.columns(2, |columns| {
        columns[0].strong(display_path(left));
        columns[1].strong(display_path(right));
    });
    super::review::diff_area(ui, app, (left, right), scroll, commands);
}
