//! Floating windows: keyboard help, the list of skipped files, the recorded cleanups with a
//! Restore button each, and this session's notices (Settings and Hidden have files of their
//! own).

use crate::app::{Command, Model};
use crate::engine::actions::Way;
use crate::format::display_path;
use crate::i18n::{Date, current, local, skips, words};
use crate::tr;

use super::keyboard::SHORTCUTS;
use super::status::notice_text;
use crate::app::model::notices::ago;

pub fn show(ctx: &egui::Context, app: &Model, commands: &mut Vec<Command>) {
    help(ctx, app, commands);
    super::settings_window::show(ctx, app, commands);
    skipped(ctx, app, commands);
    cleanups(ctx, app, commands);
    notices(ctx, app, commands);
    super::hidden::show(ctx, app, commands);
}

/// Tells a screen reader that a window shown is a dialog: egui says "window", which AT-SPI
/// makes a frame, as if it were a window of its own.
pub(super) fn as_dialog<R>(shown: &Option<egui::InnerResponse<R>>) {
    if let Some(shown) = shown {
        let response = &shown.response;
        response.ctx.accesskit_node_builder(response.id, |node| {
            node.set_role(egui::accesskit::Role::Dialog);
        });
    }
}

/// A window of rows in the middle of the screen, closed with its ×.
pub(super) fn centred_list<'a>(
    title: &str,
    ctx: &egui::Context,
    open: &'a mut bool,
) -> egui::Window<'a> {
    egui::Window::new(title)
        .open(open)
        .collapsible(false)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        .default_width(560.0)
}

/// Every notice of this session, newest first, with its age.
fn notices(ctx: &egui::Context, app: &Model, commands: &mut Vec<Command>) {
    if !app.windows.notices {
        return;
    }
    let mut open = true;
    let now = std::time::Instant::now();
    let shown = centred_list(&tr!("windows-notices"), ctx, &mut open).show(ctx, |ui| {
        if app.notices.is_empty() {
            ui.weak(tr!("windows-no-notices"));
        }
        egui::ScrollArea::vertical()
            .max_height(360.0)
            .show(ui, |ui| {
                egui::Grid::new("notices")
                    .num_columns(2)
                    .striped(true)
                    .show(ui, |ui| {
                        for notice in app.notices.newest_first() {
                            ui.weak(ago(notice.age(now)));
                            ui.add(egui::Label::new(notice_text(ui, notice)).wrap());
                            ui.end_row();
                        }
                    });
            });
    });
    as_dialog(&shown);
    if !open {
        commands.push(Command::ToggleNotices);
    }
    if !app.notices.is_empty() {
        // The ages move on.
        ctx.request_repaint_after(std::time::Duration::from_secs(5));
    }
}

/// Every cleanup in the journal, newest first; each with files still in the trash can be
/// restored, whichever came after it.
fn cleanups(ctx: &egui::Context, app: &Model, commands: &mut Vec<Command>) {
    if !app.windows.cleanups {
        return;
    }
    let mut open = true;
    let shown = centred_list(&tr!("windows-cleanups"), ctx, &mut open).show(ctx, |ui| {
        egui::ScrollArea::vertical()
            .max_height(360.0)
            .show(ui, |ui| {
                egui::Grid::new("cleanups")
                    .num_columns(5)
                    .striped(true)
                    .show(ui, |ui| {
                        ui.strong(tr!("windows-started"));
                        ui.strong(tr!("windows-what-it-did"));
                        ui.strong(tr!("windows-files"));
                        ui.strong(tr!("windows-in-trash"));
                        ui.label("");
                        ui.end_row();
                        for cleanup in app.cleanups.iter().rev() {
                            // A clone never left its name: nothing of it is in the trash.
                            let pending = cleanup
                                .pending()
                                .filter(|file| file.way() != Way::Clone)
                                .count();
                            let started = cleanup.started_at().map_or_else(
                                || cleanup.started.clone(),
                                |time| tr!("windows-date", date = Date(time)),
                            );
                            let started = match (cleanup.undone(), cleanup.last_written) {
                                (true, Some(undone)) => {
                                    tr!("windows-undone", started = started, undone = Date(undone))
                                }
                                _ if cleanup.finished => started,
                                _ => tr!("windows-interrupted", started = started),
                            };
                            ui.label(started)
                                .on_hover_text(tr!("windows-cleanup-id", id = cleanup.id.clone()));
                            ui.label(words::cleanup_way(cleanup.way()));
                            ui.label(local::integer(current(), cleanup.files.len() as u64));
                            let clones = cleanup.clones_to_unshare().count();
                            ui.label(local::integer(current(), pending as u64));
                            ui.horizontal(|ui| {
                                if pending > 0 {
                                    if ui.button(tr!("windows-restore")).clicked() {
                                        commands.push(Command::RestoreCleanup(cleanup.id.clone()));
                                    }
                                } else if clones == 0 {
                                    ui.weak(tr!("windows-nothing-left"));
                                }
                                if clones > 0
                                    && ui
                                        .button(tr!("windows-unshare"))
                                        .on_hover_text(tr!(
                                            "windows-unshare-hover",
                                            clones = clones
                                        ))
                                        .clicked()
                                {
                                    commands.push(Command::UnshareClones(cleanup.id.clone()));
                                }
                            });
                            ui.end_row();
                        }
                    });
            });
    });
    as_dialog(&shown);
    if !open {
        commands.push(Command::ToggleCleanups);
    }
}

fn help(ctx: &egui::Context, app: &Model, commands: &mut Vec<Command>) {
    if !app.windows.help {
        return;
    }
    let mut open = true;
    let shown = egui::Window::new(tr!("windows-shortcuts"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            egui::Grid::new("shortcuts")
                .num_columns(2)
                .striped(true)
                .show(ui, |ui| {
                    for shortcut in SHORTCUTS {
                        ui.strong(shortcut.keys);
                        ui.label(shortcut.does());
                        ui.end_row();
                    }
                });
            ui.add_space(6.0);
            ui.weak(tr!("windows-shortcuts-trash"));
        });
    as_dialog(&shown);
    if !open {
        commands.push(Command::ToggleHelp);
    }
}

fn skipped(ctx: &egui::Context, app: &Model, commands: &mut Vec<Command>) {
    if !app.windows.skipped {
        return;
    }
    let Some(results) = &app.results else { return };
    let mut open = true;
    let skipped = &results.report.skipped;
    let shown = egui::Window::new(tr!("windows-skipped", count = skipped.len()))
        .open(&mut open)
        .default_size([640.0, 400.0])
        .show(ctx, |ui| {
            ui.label(tr!("windows-skipped-intro"));
            egui::ScrollArea::vertical()
                .auto_shrink(false)
                .show(ui, |ui| {
                    for entries in results.skipped_by_reason() {
                        let first = &skipped[entries[0]].reason;
                        let kind = skips::skip_heading(first);
                        let header = tr!(
                            "windows-skipped-reason",
                            reason = kind.as_str(),
                            count = entries.len()
                        );
                        egui::CollapsingHeader::new(header)
                            .id_salt(("skipped", entries[0]))
                            .default_open(entries.len() <= 20 && !first.is_too_short())
                            .show(ui, |ui| {
                                let row = ui.text_style_height(&egui::TextStyle::Body);
                                egui::ScrollArea::vertical()
                                    .id_salt(("skipped rows", entries[0]))
                                    .max_height(240.0)
                                    .show_rows(ui, row, entries.len(), |ui, range| {
                                        for &index in &entries[range] {
                                            let entry = &skipped[index];
                                            ui.label(tr!(
                                                "windows-path-reason",
                                                path = display_path(&entry.path),
                                                reason = skips::skip_reason(&entry.reason)
                                            ));
                                        }
                                    });
                            });
                    }
                });
        });
    as_dialog(&shown);
    if !open {
        commands.push(Command::ToggleSkipped);
    }
}
