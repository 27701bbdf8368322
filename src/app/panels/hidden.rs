//! The Hidden window: what the user hid as not duplicates (the ignore list), newest first,
//! each with its kind, the paths as last seen and when, and a button that brings it back.

use crate::app::{Command, Model};
use crate::engine::ignore::{IgnoreEntry, IgnoredKind, IgnoredScope};
use crate::format::{display_path, format_time};

/// How many of an entry's paths are listed before "and N more".
const PATHS_SHOWN: usize = 3;

pub fn show(ctx: &egui::Context, app: &Model, commands: &mut Vec<Command>) {
    if !app.windows.hidden {
        return;
    }
    let mut open = true;
    super::windows::centred_list("Hidden as not duplicates", ctx, &mut open).show(ctx, |ui| {
        match &app.ignored {
            None => {
                ui.spinner();
            }
            Some(entries) if entries.is_empty() => {
                ui.label("Nothing is hidden.");
                ui.weak(
                    "Not duplicates, in a group's review, hides a group (or one file of it) now \
                     and in later scans, while its files stay the same.",
                );
            }
            Some(entries) => {
                ui.weak(
                    "Each stays hidden while its files keep their contents, wherever they are \
                     moved or renamed; an edited file shows again by itself.",
                );
                egui::ScrollArea::vertical()
                    .max_height(420.0)
                    .show(ui, |ui| {
                        egui::Grid::new("hidden entries")
                            .num_columns(4)
                            .striped(true)
                            .show(ui, |ui| {
                                ui.strong("Hidden");
                                ui.strong("What");
                                ui.strong("Files, as last seen");
                                ui.label("");
                                ui.end_row();
                                for entry in entries.iter().rev() {
                                    row(ui, entry, commands);
                                    ui.end_row();
                                }
                            });
                    });
            }
        }
    });
    if !open {
        commands.push(Command::ToggleHidden);
    }
}

fn row(ui: &mut egui::Ui, entry: &IgnoreEntry, commands: &mut Vec<Command>) {
    ui.label(format_time(entry.hidden_at));
    ui.label(what(entry));
    ui.vertical(|ui| {
        for path in entry.paths.iter().take(PATHS_SHOWN) {
            ui.label(display_path(path));
        }
        if entry.paths.len() > PATHS_SHOWN {
            ui.weak(format!("and {} more", entry.paths.len() - PATHS_SHOWN));
        }
    });
    if ui
        .button("Bring back")
        .on_hover_text("Show it again from the next scan on (one starts now)")
        .clicked()
    {
        commands.push(Command::BringBack(entry.id));
    }
}

/// "Exact copies", "One file of similar images", …
fn what(entry: &IgnoreEntry) -> String {
    let kind = match entry.kind {
        IgnoredKind::Exact => "exact copies",
        IgnoredKind::Documents => "similar documents",
        IgnoredKind::Images => "similar images",
        IgnoredKind::Folders => "duplicate or similar folders",
    };
    match entry.scope {
        IgnoredScope::Group => {
            let mut words = kind.to_string();
            words[..1].make_ascii_uppercase();
            words
        }
        // The member's path is listed first.
        IgnoredScope::Member => format!("The first file, from a group of {kind}"),
    }
}
