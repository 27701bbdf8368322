//! The Hidden window: what the user hid as not duplicates (the ignore list), newest first,
//! each with its kind, the paths as last seen and when, and a button that brings it back.

use crate::app::{Command, Model};
use crate::engine::ignore::{IgnoreEntry, IgnoredKind, IgnoredScope};
use crate::engine::report::GroupKind;
use crate::format::display_path;
use crate::i18n::Date;
use crate::tr;

/// How many of an entry's paths are listed before "and N more".
const PATHS_SHOWN: usize = 3;

pub fn show(ctx: &egui::Context, app: &Model, commands: &mut Vec<Command>) {
    if !app.windows.hidden {
        return;
    }
    let mut open = true;
    let shown = super::windows::centred_list(&tr!("hidden-title"), ctx, &mut open).show(
        ctx,
        |ui| match &app.ignored {
            None => {
                ui.spinner();
            }
            Some(entries) if entries.is_empty() => {
                ui.label(tr!("hidden-nothing"));
                ui.weak(tr!("hidden-nothing-how"));
            }
            Some(entries) => {
                ui.weak(tr!("hidden-stays-hidden"));
                egui::ScrollArea::vertical()
                    .max_height(420.0)
                    .show(ui, |ui| {
                        for entry in entries.iter().rev() {
                            ui.separator();
                            entry_block(ui, entry, commands);
                        }
                    });
            }
        },
    );
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
        ui.weak(tr!("hidden-when", date = Date(entry.hidden_at)));
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            let back = ui
                .button(tr!("hidden-bring-back"))
                .on_hover_text(tr!("hidden-bring-back-hover"));
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
                ui.weak(tr!("hidden-taken-out"));
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
        ui.weak(tr!("hidden-more", count = (others - PATHS_SHOWN)));
    }
}

/// "8 exact copies", "One file of similar images", …
fn what(entry: &IgnoreEntry) -> String {
    let count = entry.paths.len();
    match (&entry.scope, &entry.kind) {
        (IgnoredScope::Group, IgnoredKind::Files(GroupKind::Exact)) => {
            tr!("hidden-group-exact", count = count)
        }
        (IgnoredScope::Group, IgnoredKind::Files(GroupKind::Near)) => {
            tr!("hidden-group-documents", count = count)
        }
        (IgnoredScope::Group, IgnoredKind::Files(GroupKind::Image)) => {
            tr!("hidden-group-images", count = count)
        }
        (IgnoredScope::Group, IgnoredKind::Files(GroupKind::Video)) => {
            tr!("hidden-group-videos", count = count)
        }
        (IgnoredScope::Group, IgnoredKind::Files(GroupKind::Music)) => {
            tr!("hidden-group-music", count = count)
        }
        (IgnoredScope::Group, IgnoredKind::Folders) => tr!("hidden-group-folders", count = count),
        (IgnoredScope::Member, IgnoredKind::Files(GroupKind::Exact)) => tr!("hidden-member-exact"),
        (IgnoredScope::Member, IgnoredKind::Files(GroupKind::Near)) => {
            tr!("hidden-member-documents")
        }
        (IgnoredScope::Member, IgnoredKind::Files(GroupKind::Image)) => tr!("hidden-member-images"),
        (IgnoredScope::Member, IgnoredKind::Files(GroupKind::Video)) => tr!("hidden-member-videos"),
        (IgnoredScope::Member, IgnoredKind::Files(GroupKind::Music)) => tr!("hidden-member-music"),
        (IgnoredScope::Member, IgnoredKind::Folders) => tr!("hidden-member-folders"),
    }
}
