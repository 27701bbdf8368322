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
    let shown =
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
                            for entry in entries.iter().rev() {
                                ui.separator();
                                entry_block(ui, entry, commands);
                            }
                        });
                }
            }
        });
    super::windows::as_dialog(&shown);
    if !open {
        commands.push(Command::ToggleHidden);
    }
}

/// One entry: what it hides and when, its files as last seen (a hidden file first, then
/// the group it was taken out of), and Bring back.
fn entry_block(ui: &mut egui::Ui, entry: &IgnoreEntry, commands: &mut Vec<Command>) {
    ui.horizontal(|ui| {
        ui.strong(what(entry));
        ui.weak(format!("hidden {}", format_time(entry.hidden_at)));
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            let back = ui
                .button("Bring back")
                .on_hover_text("Show it again from the next scan on (one starts now)");
            if back.clicked() {
                commands.push(Command::BringBack(entry.id));
            }
        });
    });
    let (first, others) = match entry.scope {
        // The hidden file is listed first, the rest of its group after.
        IgnoredScope::Member => match entry.paths.split_first() {
            Some((file, rest)) => {
                ui.label(display_path(file));
                ui.weak("taken out of its group with:");
                (rest, entry.paths.len() - 1)
            }
            None => (&entry.paths[..], entry.paths.len()),
        },
        IgnoredScope::Group => (&entry.paths[..], entry.paths.len()),
    };
    for path in first.iter().take(PATHS_SHOWN) {
        ui.label(display_path(path));
    }
    if others > PATHS_SHOWN {
        ui.weak(format!("and {} more", others - PATHS_SHOWN));
    }
}

/// "8 exact copies", "One file of similar images", …
fn what(entry: &IgnoreEntry) -> String {
    let kind = match entry.kind {
        IgnoredKind::Exact => "exact copies",
        IgnoredKind::Documents => "similar documents",
        IgnoredKind::Images => "similar images",
        IgnoredKind::Videos => "similar videos",
        IgnoredKind::Folders => "duplicate or similar folders",
    };
    match entry.scope {
        IgnoredScope::Group => format!("{} {kind}", entry.paths.len()),
        IgnoredScope::Member => format!("One file of {kind}"),
    }
}
