//! The review of a group of similar images: each image with its marks, its size in pixels,
//! format and distance to the image the group is built around; below, that reference and
//! the selected image side by side, each fitted to the same box so a crop or a change of
//! size does not make one look bigger.

use egui::{RichText, Vec2};

use super::review::{file_name, file_row, rules_bar};
use crate::app::{Command, DoppelApp, Loaded};
use crate::engine::review::preview::Preview;
use crate::report::{FileRecord, ImageGroup};

pub fn show(ui: &mut egui::Ui, app: &DoppelApp, group: &ImageGroup, commands: &mut Vec<Command>) {
    let reference = &group.files[group.reference];
    let info = &group.images[group.reference];
    let largest = group.distances.iter().copied().max().unwrap_or(0);
    ui.heading(format!("{} similar images", group.files.len()));
    ui.label(format!(
        "Around {} ({} × {} pixels): every image's 64-bit hash is within {largest} bits of \
         its hash, turned or mirrored as they match best.",
        file_name(reference),
        info.width,
        info.height,
    ));
    rules_bar(ui, commands);
    ui.separator();
    egui::ScrollArea::vertical()
        .id_salt("images")
        .max_height(ui.available_height() * 0.4)
        .show(ui, |ui| {
            for (index, file) in group.files.iter().enumerate() {
                let image = &group.images[index];
                let relation = if index == group.reference {
                    "the image the group is built around".to_string()
                } else {
                    format!("{} of 64 bits from it", group.distances[index])
                };
                let extra = format!(
                    "{} × {} pixels · {} · {relation}",
                    image.width,
                    image.height,
                    image.format.to_uppercase()
                );
                file_row(ui, app, index, file, Some(&extra), commands);
            }
        });
    ui.separator();
    let selected = group.files.get(app.selection.file).unwrap_or(reference);
    let side = Vec2::new(
        (ui.available_width() / 2.0 - 12.0).max(40.0),
        (ui.available_height() - 28.0).max(40.0),
    );
    ui.columns(2, |columns| {
        columns[0].strong(format!("Reference: {}", file_name(reference)));
        picture(&mut columns[0], app, reference, side);
        let title = if selected.path == reference.path {
            "Select another image to compare it".to_string()
        } else {
            format!("Selected: {}", file_name(selected))
        };
        columns[1].strong(title);
        picture(&mut columns[1], app, selected, side);
    });
}

/// The image fitted to `side`, keeping its proportions; what went wrong when it cannot be.
fn picture(ui: &mut egui::Ui, app: &DoppelApp, file: &FileRecord, side: Vec2) {
    match app.previews.get(&file.path) {
        None | Some(Loaded::Loading) => {
            ui.spinner();
        }
        Some(Loaded::Ready(Preview::Image { .. })) => {
            let uri = format!("file://{}", file.path.display());
            ui.add(egui::Image::new(uri).fit_to_exact_size(side));
        }
        Some(Loaded::Ready(Preview::Unreadable { reason })) => {
            ui.colored_label(
                ui.visuals().error_fg_color,
                format!("Cannot show it: {reason}"),
            );
        }
        Some(Loaded::Ready(_)) => {
            ui.weak(RichText::new("Not an image the preview can show."));
        }
    }
}
