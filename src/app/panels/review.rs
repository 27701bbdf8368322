//! The review of the selected group. Exact copies: every copy with its folder, size, time,
//! hard links and a preview. Similar documents: the versions oldest to newest, each with the
//! words changed since the one before, and two of them side by side, aligned row by row
//! ([`super::diff_view`]), with how much of their wording they share.

use crate::app::results::Fate;
use crate::i18n::{Date, Size, reasons};
use crate::tr;
use std::path::{Path, PathBuf};

use egui::{Color32, RichText};

use crate::app::model::rule_offers::{format_rules, rules_for};
use crate::app::results::{GroupKind, Tab};
use crate::app::settings::SavedRule;
use crate::app::{Command, DiffScroll, Loaded, Model, versions_in_order};
use crate::engine::actions::rules::{KeepRule, Mark};
use crate::format::{display_path, format_time, human_bytes, thousands};
use crate::report::{ExactGroup, FileRecord, Group, NearGroup};
use crate::review::Preview;

use super::colors;

pub fn show(ui: &mut egui::Ui, app: &mut Model, commands: &mut Vec<Command>) {
    // A scroll asked for (next change, a click on the overview) is made once.
    let scroll = app.diff_view.scroll.take();
    let app = &*app;
    egui::CentralPanel::default().show(ui, |ui| {
        if let Some(file) = app.selected_only_here() {
            return only_here(ui, app, file, commands);
        }
        if let Some(group) = app.selected_folder_group() {
            return super::folder_review::show(ui, app, group, scroll, commands);
        }
        match app.selected_group() {
            None => {
                ui.centered_and_justified(|ui| ui.weak(tr!("review-select-group")));
            }
            Some(Group::Exact(group)) => exact(ui, app, group, commands),
            Some(Group::Near(group)) => near(ui, app, group, scroll, commands),
            Some(Group::Image(group)) => super::image_review::show(ui, app, group, commands),
            Some(Group::Video(group)) => super::video_review::show(ui, app, group, commands),
            Some(Group::Music(group)) => super::music_review::show(ui, app, group, commands),
        }
    });
}

/// A file of the Only here tab: where it is, what it is, and a preview; nothing to mark,
/// since it has no copy to keep instead.
fn only_here(ui: &mut egui::Ui, app: &Model, file: &FileRecord, commands: &mut Vec<Command>) {
    let Some(results) = &app.results else { return };
    let summary = results.report.summary();
    let references: Vec<String> = results
        .report
        .references
        .iter()
        .map(|r| display_path(r))
        .collect();
    ui.heading(file_name(file));
    ui.label(details(file));
    ui.horizontal(|ui| open_buttons(ui, file, commands));
    ui.add_space(4.0);
    ui.weak(tr!(
        "review-only-here",
        references = references.join(", "),
        count = (summary.only_here_files as u64),
        size = Size(summary.only_here_bytes)
    ));
    ui.separator();
    ui.strong(tr!("review-preview"));
    preview(ui, app, file);
}

fn exact(ui: &mut egui::Ui, app: &Model, group: &ExactGroup, commands: &mut Vec<Command>) {
    ui.heading(tr!(
        "review-exact-heading",
        count = (group.files.len() as u64),
        size = Size(group.size)
    ));
    ui.label(tr!(
        "review-exact-frees",
        size = Size(group.reclaimable_bytes())
    ));
    let tab = Tab::Groups(GroupKind::Exact);
    rules_bar(ui, tab, &app.settings.keep_rules, commands);
    ui.separator();
    egui::ScrollArea::vertical()
        .id_salt("copies")
        .max_height(ui.available_height() * 0.5)
        .show(ui, |ui| {
            for index in 0..group.files.len() {
                file_row(ui, app, &group.files, index, None, commands);
            }
        });
    ui.separator();
    if let Some(file) = group.files.get(app.selection.file) {
        ui.strong(tr!("review-preview-of", name = file_name(file)));
        preview(ui, app, file);
    }
}

fn near(
    ui: &mut egui::Ui,
    app: &Model,
    group: &NearGroup,
    scroll: Option<DiffScroll>,
    commands: &mut Vec<Command>,
) {
    ui.heading(tr!(
        "review-near-heading",
        count = (group.files.len() as u64)
    ));
    let highest = group.pairs.iter().map(|p| p.similarity).fold(0.0, f64::max);
    let percent = |share: f64| format!("{:.1}", share * 100.0);
    let alike = if (highest - group.lowest_similarity).abs() < 0.0005 {
        tr!("review-near-same", percent = percent(highest))
    } else {
        tr!(
            "review-near-range",
            low = percent(group.lowest_similarity),
            high = percent(highest)
        )
    };
    ui.label(alike)
        .on_hover_text(tr!("review-pair-similar-hover"));
    if !group.all_alike {
        ui.colored_label(ui.visuals().warn_fg_color, tr!("review-near-chain"));
    }
    let tab = Tab::Groups(GroupKind::Near);
    rules_bar(ui, tab, &app.settings.keep_rules, commands);
    let Some((older, newer)) = app.compared_versions(group) else {
        return;
    };
    versions(ui, app, group, (older, newer), commands);
    let verified = group
        .pairs
        .iter()
        .position(|p| (p.a, p.b) == (older, newer) || (p.b, p.a) == (older, newer));
    // Two versions: the heading's figure is theirs already.
    let one_pair = group.pairs.len() == 1 && verified.is_some();
    ui.horizontal(|ui| {
        match verified.map(|index| &group.pairs[index]) {
            Some(_) if one_pair => {}
            Some(pair) => {
                let percent = format!("{:.1}", pair.similarity * 100.0);
                ui.strong(tr!("review-pair-similar", percent = percent))
                    .on_hover_text(tr!("review-pair-similar-hover"));
            }
            None => {
                ui.weak(tr!("review-pair-not-compared"));
            }
        };
        if group.pairs.len() > 1 {
            pair_menu(ui, group, verified, commands);
        }
    });
    ui.separator();
    let (left, right) = (&group.files[older], &group.files[newer]);
    ui.columns(2, |columns| {
        file_header(&mut columns[0], app, left, commands);
        file_header(&mut columns[1], app, right, commands);
    });
    diff_area(ui, app, (&left.path, &right.path), scroll, commands);
}

/// The verified pairs of the group, strongest first, to compare one of them instead.
fn pair_menu(
    ui: &mut egui::Ui,
    group: &NearGroup,
    verified: Option<usize>,
    commands: &mut Vec<Command>,
) {
    let describe = |p: &crate::report::NearPair| {
        format!(
            "{} ~ {} ({:.1} %)",
            file_name(&group.files[p.a]),
            file_name(&group.files[p.b]),
            p.similarity * 100.0
        )
    };
    egui::ComboBox::from_id_salt("pair")
        .selected_text(tr!("review-pair-choose"))
        .show_ui(ui, |ui| {
            for (index, candidate) in group.pairs.iter().enumerate() {
                if ui
                    .selectable_label(verified == Some(index), describe(candidate))
                    .clicked()
                {
                    commands.push(Command::ComparePair(index));
                }
            }
        })
        .response
        .on_hover_text(tr!("review-pair-choose-hover"));
}

/// The versions, oldest to newest by modified time: each with its marks, size, time and the
/// words changed since the one before it (counted in the background), and a button that
/// compares it with that one.
fn versions(
    ui: &mut egui::Ui,
    app: &Model,
    group: &NearGroup,
    compared: (usize, usize),
    commands: &mut Vec<Command>,
) {
    let order = versions_in_order(group);
    ui.strong(tr!("review-versions"));
    egui::ScrollArea::both()
        .id_salt("versions")
        .max_height((ui.available_height() * 0.3).max(60.0))
        .show(ui, |ui| {
            egui::Grid::new("versions grid")
                .striped(true)
                .num_columns(6)
                .show(ui, |ui| {
                    for (position, &index) in order.iter().enumerate() {
                        let previous = position.checked_sub(1).map(|p| order[p]);
                        let at = (index, previous);
                        version_row(ui, app, &group.files, at, compared, commands);
                        ui.end_row();
                    }
                });
        });
}

/// The version `members[index]`, with the changes since `members[previous]`.
fn version_row(
    ui: &mut egui::Ui,
    app: &Model,
    members: &[FileRecord],
    (index, previous): (usize, Option<usize>),
    compared: (usize, usize),
    commands: &mut Vec<Command>,
) {
    let file = &members[index];
    let mark = app.results.as_ref().and_then(|r| r.mark(&file.path));
    ui.horizontal(|ui| mark_buttons(ui, app, &file.path, commands));
    let name = RichText::new(file_name(file)).strong();
    let name = if mark == Some(Mark::Trash) {
        name.strikethrough()
    } else {
        name
    };
    ui.vertical(|ui| {
        // The name whole, on one line: the grid's column fits it (the area scrolls).
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
        if ui
            .selectable_label(app.selection.file == index, name)
            .on_hover_text(display_path(&file.path))
            .clicked()
        {
            commands.push(Command::SelectFile(index));
        }
        fate_line(ui, app, &file.path, members);
    });
    ui.weak(human_bytes(file.size));
    ui.weak(format_time(file.modified));
    match previous {
        None => {
            ui.weak(tr!("review-version-oldest"));
        }
        Some(before) => {
            match app.version_changes(&members[before].path, &file.path) {
                None => {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.weak(tr!("review-version-counting"));
                    });
                }
                Some(Ok((removed, added))) => {
                    ui.label(tr!(
                        "review-version-words",
                        removed = thousands(removed as u64),
                        added = thousands(added as u64)
                    ))
                    .on_hover_text(tr!("review-version-words-hover"));
                }
                Some(Err(error)) => {
                    let said = tr!("review-version-not-comparable");
                    ui.colored_label(ui.visuals().error_fg_color, said)
                        .on_hover_text(error);
                }
            }
            let shown = compared == (before, index);
            if ui
                .selectable_label(shown, tr!("review-version-compare"))
                .on_hover_text(tr!("review-version-compare-hover"))
                .clicked()
            {
                commands.push(Command::CompareVersions(before, index));
            }
        }
    }
}

/// The side-by-side diff of `left` and `right` once it is computed.
pub(super) fn diff_area(
    ui: &mut egui::Ui,
    app: &Model,
    (left, right): (&Path, &Path),
    scroll: Option<DiffScroll>,
    commands: &mut Vec<Command>,
) {
    match app
        .review
        .diffs
        .get(&(left.to_path_buf(), right.to_path_buf()))
    {
        None | Some(Loaded::Loading) => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(tr!("review-comparing"));
            });
        }
        Some(Loaded::Ready(Err(error))) => {
            ui.colored_label(ui.visuals().error_fg_color, error);
        }
        Some(Loaded::Ready(Ok(diff))) => super::diff_view::show(ui, app, diff, scroll, commands),
    }
}

fn file_header(ui: &mut egui::Ui, app: &Model, file: &FileRecord, commands: &mut Vec<Command>) {
    ui.horizontal(|ui| {
        mark_buttons(ui, app, &file.path, commands);
        ui.strong(file_name(file));
    });
    ui.weak(details(file));
    ui.horizontal(|ui| open_buttons(ui, file, commands));
}

/// A file of the selected group (`members[index]`): its marks, name (selects it), details,
/// `extra` (what the group's kind tells of it), what a cleanup would do with it, hard links
/// and open buttons.
pub(super) fn file_row(
    ui: &mut egui::Ui,
    app: &Model,
    members: &[FileRecord],
    index: usize,
    extra: Option<&str>,
    commands: &mut Vec<Command>,
) {
    let file = &members[index];
    let selected = app.selection.file == index;
    let mark = app.results.as_ref().and_then(|r| r.mark(&file.path));
    let fill = match mark {
        Some(Mark::Trash) => colors::TRASH.gamma_multiply(0.15),
        Some(Mark::Keep) => colors::KEEP.gamma_multiply(0.12),
        None => Color32::TRANSPARENT,
    };
    let frame = egui::Frame::new()
        .fill(fill)
        .inner_margin(4.0)
        .corner_radius(4.0);
    let response = frame
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                mark_buttons(ui, app, &file.path, commands);
                ui.vertical(|ui| {
                    let name = RichText::new(file_name(file)).strong();
                    let name = if mark == Some(Mark::Trash) {
                        name.strikethrough()
                    } else {
                        name
                    };
                    if ui.selectable_label(selected, name).clicked() {
                        commands.push(Command::SelectFile(index));
                    }
                    ui.weak(details(file));
                    if let Some(extra) = extra {
                        ui.label(extra);
                    }
                    fate_line(ui, app, &file.path, members);
                    for alias in &file.aliases {
                        ui.weak(tr!("review-hard-link", path = display_path(alias)));
                    }
                    if let Some(with) = companions_line(file) {
                        ui.label(with).on_hover_text(tr!("review-companions-hover"));
                    }
                    ui.horizontal_wrapped(|ui| {
                        open_buttons(ui, file, commands);
                        let hide = ui
                            .small_button(tr!("review-not-a-duplicate"))
                            .on_hover_text(tr!("review-not-a-duplicate-hover"));
                        if hide.clicked() {
                            commands.push(Command::HideFile(index));
                        }
                    });
                });
            });
        })
        .response;
    if selected {
        ui.painter().rect_stroke(
            response.rect,
            4.0,
            ui.visuals().selection.stroke,
            egui::StrokeKind::Inside,
        );
        // A file newly selected (Right / Left walk the group) is scrolled into view once.
        let shown = egui::Id::unique("selected-file-shown");
        if ui.data(|d| d.get_temp::<PathBuf>(shown)).as_ref() != Some(&file.path) {
            response.scroll_to_me(None);
            ui.data_mut(|d| d.insert_temp(shown, file.path.clone()));
        }
    }
}

/// What a cleanup would do with a file marked Trash, where the marks alone do not say it:
/// it stays (and why), or it goes while its kept copy lies outside this group (a version
/// of similar documents whose exact copy elsewhere is kept). The plan is the one the
/// Clean up button counts.
fn fate_line(ui: &mut egui::Ui, app: &Model, path: &Path, members: &[FileRecord]) {
    let Some(fate) = app.results.as_ref().and_then(|r| r.fate(path)) else {
        return;
    };
    match fate {
        Fate::LeftAlone(reason) => {
            let why = reasons::reason(reason);
            ui.colored_label(
                ui.visuals().warn_fg_color,
                tr!("review-left-alone", reason = why),
            );
        }
        Fate::Goes { kept } => {
            let shown = |kept: &PathBuf| members.iter().any(|m| &m.path == kept);
            if let Some(copy) = kept.first().filter(|_| !kept.iter().any(shown)) {
                ui.weak(tr!("review-goes-copy-kept", path = display_path(copy)));
            }
        }
    }
}

/// Keep and Trash for a file or folder, or "Reference" for one inside a reference folder.
/// Each is a toggle to a screen reader, pressed when it is the mark, described by the path.
pub(super) fn mark_buttons(
    ui: &mut egui::Ui,
    app: &Model,
    path: &Path,
    commands: &mut Vec<Command>,
) {
    let mark = app.results.as_ref().and_then(|r| r.mark(path));
    let reference = app
        .results
        .as_ref()
        .and_then(|r| r.report.reference_of(path));
    if let Some(reference) = reference {
        let color = colors::as_text(colors::KEEP, ui.visuals());
        ui.label(RichText::new(tr!("review-reference")).strong().color(color))
            .on_hover_text(tr!(
                "review-reference-hover",
                folder = display_path(reference)
            ));
        return;
    }
    let buttons = [
        (
            Mark::Keep,
            tr!("review-keep"),
            colors::KEEP,
            tr!("review-keep-hover"),
        ),
        (
            Mark::Trash,
            tr!("review-trash"),
            colors::TRASH,
            tr!("review-trash-hover"),
        ),
    ];
    for (this, label, color, hint) in buttons {
        let active = mark == Some(this);
        // Filled and ticked when chosen, tinted otherwise: the state reads at a glance,
        // and not by its colour alone.
        let text = if active {
            RichText::new(format!("✔ {label}")).color(Color32::WHITE)
        } else {
            RichText::new(&label)
        };
        let fill = if active {
            color
        } else {
            color.gamma_multiply(0.3)
        };
        let button = ui
            .add(egui::Button::new(text).fill(fill))
            .on_hover_text(hint);
        // A screen reader reads it as a toggle, pressed when it is the file's mark.
        super::access::toggle(&button, &label, active, &display_path(path));
        if button.clicked() {
            commands.push(Command::SetMark {
                path: path.to_path_buf(),
                mark: this,
            });
        }
    }
}

fn open_buttons(ui: &mut egui::Ui, file: &FileRecord, commands: &mut Vec<Command>) {
    if ui.small_button(tr!("review-open")).clicked() {
        commands.push(Command::OpenFile(file.path.clone()));
    }
    if ui.small_button(tr!("review-show-in-folder")).clicked() {
        commands.push(Command::ShowInFolder(file.path.clone()));
    }
}

/// The marking menus of a review of a group of `tab` (its kind): the rules offered for it
/// (`model/rule_offers.rs`, as the chooser offers them), Undo mark, and Not duplicates.
pub(super) fn rules_bar(
    ui: &mut egui::Ui,
    tab: Tab,
    saved: &[SavedRule],
    commands: &mut Vec<Command>,
) {
    // Wrapped: beside a long review the panel can be narrow.
    ui.horizontal_wrapped(|ui| {
        ui.menu_button(tr!("review-mark-group"), |ui| {
            rule_menu(ui, tab, saved, false, commands)
        });
        ui.menu_button(tr!("review-mark-tab"), |ui| {
            rule_menu(ui, tab, saved, true, commands)
        });
        if ui
            .button(tr!("review-undo-mark"))
            .on_hover_text("Ctrl+Z")
            .clicked()
        {
            commands.push(Command::UndoMark);
        }
        ui.separator();
        let hide = ui
            .button(tr!("review-not-duplicates"))
            .on_hover_text(tr!("review-not-duplicates-hover"));
        if hide.clicked() {
            commands.push(Command::HideGroup);
        }
    });
}

/// The rules offered for marking the groups of `tab` ([`rules_for`], the formats of images
/// in a submenu), the copy inside a folder chosen (every group), then the rules saved in
/// Settings.
fn rule_menu(
    ui: &mut egui::Ui,
    tab: Tab,
    saved: &[SavedRule],
    all_groups: bool,
    commands: &mut Vec<Command>,
) {
    let mut offer = |ui: &mut egui::Ui, rule: KeepRule| {
        if ui.button(crate::i18n::words::rule_label(&rule)).clicked() {
            commands.push(Command::ApplyRule { rule, all_groups });
            ui.close();
        }
    };
    for rule in rules_for(tab) {
        offer(ui, rule);
    }
    let formats = format_rules(tab);
    if !formats.is_empty() {
        ui.menu_button(tr!("review-keep-format"), |ui| {
            for rule in formats {
                offer(ui, rule);
            }
        });
    }
    if all_groups && ui.button(tr!("review-keep-inside-folder")).clicked() {
        commands.push(Command::PickKeepFolder);
        ui.close();
    }
    if !saved.is_empty() {
        ui.separator();
        super::keep_rules::saved_rule_buttons(ui, saved, all_groups, commands);
    }
    if ui
        .button(tr!("review-write-rule"))
        .on_hover_text(tr!("review-write-rule-hover"))
        .clicked()
    {
        commands.push(Command::ToggleSettings);
        ui.close();
    }
    ui.separator();
    if ui.button(tr!("review-clear-marks")).clicked() {
        commands.push(Command::ClearMarks);
        ui.close();
    }
}

fn preview(ui: &mut egui::Ui, app: &Model, file: &FileRecord) {
    match app.review.previews.get(&file.path) {
        None | Some(Loaded::Loading) => {
            ui.spinner();
        }
        Some(Loaded::Ready(Preview::Text { head, truncated })) => {
            egui::ScrollArea::both()
                .id_salt("preview")
                .auto_shrink(false)
                .show(ui, |ui| {
                    ui.add(egui::Label::new(RichText::new(head).monospace()).wrap());
                    if *truncated {
                        ui.weak("…");
                    }
                });
        }
        Some(Loaded::Ready(Preview::Image { width, height })) => {
            ui.weak(tr!("review-pixels", width = (*width), height = (*height)));
            let uri = format!("file://{}", file.path.display());
            ui.add(
                egui::Image::new(uri)
                    .max_height(ui.available_height())
                    .fit_to_original_size(1.0)
                    .max_width(ui.available_width()),
            );
        }
        Some(Loaded::Ready(Preview::Binary { description })) => {
            ui.weak(tr!("review-no-preview", description = description.as_str()));
        }
        Some(Loaded::Ready(Preview::Unreadable { reason })) => {
            ui.colored_label(
                ui.visuals().error_fg_color,
                tr!("review-cannot-preview", reason = reason.as_str()),
            );
        }
    }
}

/// "with IMG_0001.CR2, IMG_0001.xmp": the file's companions by name, if it has any.
pub(super) fn companions_line(file: &FileRecord) -> Option<String> {
    if file.companions.is_empty() {
        return None;
    }
    let names: Vec<String> = file
        .companions
        .iter()
        .map(|c| {
            c.path.file_name().map_or_else(
                || display_path(&c.path),
                |name| name.to_string_lossy().into_owned(),
            )
        })
        .collect();
    Some(tr!("review-with-companions", names = names.join(", ")))
}

pub(super) fn file_name(file: &FileRecord) -> String {
    file.path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| display_path(&file.path))
}

/// "/home/me/Documents · 1.2 MiB · modified 2026-01-02 03:04:05".
fn details(file: &FileRecord) -> String {
    tr!(
        "review-details",
        folder = folder(file),
        size = Size(file.size),
        modified = Date(file.modified)
    )
}

fn folder(file: &FileRecord) -> String {
    file.path.parent().map(display_path).unwrap_or_default()
}
