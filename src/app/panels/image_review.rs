//! The review of a group of similar images: each image with its marks, its size in pixels,
//! format, date taken and camera, and distance to the image the group is built around;
//! below, that reference and the selected image (the one nearest it while the reference
//! itself is selected), side by side (each fitted to the same box,
//! so a crop or a change of size does not make one look bigger), flickering one over the
//! other at the same size, or as a picture of where they differ.

use crate::tr;
use std::time::Duration;

use egui::{RichText, Vec2};

use super::review::{file_name, file_row, rules_bar};
use crate::app::model::compared_files::compared_index;
use crate::app::model::{ComparedImages, ImageView};
use crate::app::results::{GroupKind, Tab};
use crate::app::workers::image_loader::needs_engine_loader;
use crate::app::{Command, Loaded, Model};
use crate::engine::review::Preview;
use crate::report::{FileRecord, ImageGroup, ImageInfo};

/// How long each image stays up in the flicker view.
const FLICKER: f64 = 0.7;

pub fn show(ui: &mut egui::Ui, app: &Model, group: &ImageGroup, commands: &mut Vec<Command>) {
    let reference = &group.files[group.reference];
    let info = &group.images[group.reference];
    let largest = group.distances.iter().copied().max().unwrap_or(0);
    let rows = app
        .results
        .as_ref()
        .map(|results| results.photo_rows(&group.files))
        .unwrap_or_else(|| (0..group.files.len()).map(|i| vec![i]).collect());
    if rows.len() == group.files.len() {
        ui.heading(tr!("images-heading", count = (group.files.len() as u64)));
    } else {
        ui.heading(tr!(
            "images-heading-photos",
            photos = (rows.len() as u64),
            count = (group.files.len() as u64)
        ));
    }
    ui.label(tr!(
        "images-around",
        name = file_name(reference),
        width = info.width,
        height = info.height,
        bits = largest
    ));
    let tab = Tab::Groups(GroupKind::Image);
    rules_bar(ui, tab, &app.settings.keep_rules, commands);
    ui.separator();
    // The pictures below are half the width each, so a landscape pair needs about a third
    // of the width in height: the list takes what they leave, and at least 40 %.
    let pictures = ui.available_width() / 2.0 / 1.5 + 60.0;
    let list = (ui.available_height() - pictures).max(ui.available_height() * 0.4);
    egui::ScrollArea::vertical()
        .id_salt("images")
        .max_height(list)
        .show(ui, |ui| {
            for row in &rows {
                let (first, with) = (row[0], &row[1..]);
                let mut extra = format!(
                    "{} · {}",
                    describe(&group.images[first]),
                    relation(group, first)
                );
                // The others of one photo (a RAW with its JPEG) are told in its row, which
                // marks them all.
                for &other in with {
                    extra.push('\n');
                    extra.push_str(&tr!(
                        "images-one-photo-with",
                        name = file_name(&group.files[other]),
                        what = describe(&group.images[other]),
                        relation = relation(group, other)
                    ));
                }
                file_row(ui, app, &group.files, first, Some(&extra), commands);
            }
        });
    ui.separator();
    let compared = compared_index(group, app.selection.file).map(|i| &group.files[i]);
    ui.horizontal(|ui| {
        for view in ImageView::ALL {
            if ui
                .selectable_label(app.image_view == view, view.label())
                .clicked()
            {
                commands.push(Command::ShowImageView(view));
            }
        }
    });
    let Some(compared) = compared else {
        return;
    };
    if app.image_view != ImageView::SideBySide {
        let pair = (reference.path.clone(), compared.path.clone());
        match app.review.image_comparisons.get(&pair) {
            None | Some(Loaded::Loading) => {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(tr!("images-comparing"));
                });
            }
            Some(Loaded::Ready(Err(reason))) => {
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    tr!("images-cannot-compare", reason = reason.as_str()),
                );
            }
            Some(Loaded::Ready(Ok(images))) => {
                compared_view(ui, app.image_view, images, reference, compared)
            }
        }
        return;
    }
    side_by_side(ui, app, reference, compared);
}

/// How member `index` stands to the image the group is built around.
fn relation(group: &ImageGroup, index: usize) -> String {
    if index == group.reference {
        tr!("images-the-reference")
    } else {
        tr!(
            "images-distance",
            likeness = crate::i18n::words::likeness(group.distances[index]),
            bits = group.distances[index]
        )
    }
}

/// "4000 × 3000 pixels · JPEG · taken 2019-06-04 13:22:10 · Canon EOS 5D".
fn describe(image: &ImageInfo) -> String {
    let mut parts = vec![
        tr!("review-pixels", width = image.width, height = image.height),
        image.format.to_uppercase(),
    ];
    parts.extend(
        image
            .taken
            .as_ref()
            .map(|t| tr!("images-taken", date = t.as_str())),
    );
    parts.extend(image.camera.clone());
    parts.join(" · ")
}

fn side_by_side(ui: &mut egui::Ui, app: &Model, reference: &FileRecord, compared: &FileRecord) {
    let side = Vec2::new(
        (ui.available_width() / 2.0 - 12.0).max(40.0),
        (ui.available_height() - 28.0).max(40.0),
    );
    ui.columns(2, |columns| {
        // One line each, cut short if need be: a long name wrapped in a narrow column is
        // spread out letter by letter.
        let title = |text: String| egui::Label::new(RichText::new(text).strong()).truncate();
        columns[0].add(title(tr!("images-reference", name = file_name(reference))));
        picture(&mut columns[0], app, reference, side);
        columns[1].add(title(tr!("images-compared", name = file_name(compared))));
        picture(&mut columns[1], app, compared, side);
    });
}

/// The flicker or difference view of a compared pair, fitted to the space left.
fn compared_view(
    ui: &mut egui::Ui,
    view: ImageView,
    compared: &ComparedImages,
    reference: &FileRecord,
    selected: &FileRecord,
) {
    let turned = compared
        .turned
        .map(|way| {
            let words = crate::i18n::words::turn(way);
            format!(" {}", tr!("images-turned-to-match", turn = words))
        })
        .unwrap_or_default();
    let texture = match view {
        ImageView::Flicker => {
            let time = ui.input(|i| i.time);
            let other_up = (time / FLICKER) as u64 % 2 == 1;
            let next = FLICKER - time % FLICKER;
            ui.ctx()
                .request_repaint_after(Duration::from_secs_f64(next.max(0.02)));
            let shown = if other_up {
                tr!("images-compared", name = file_name(selected)) + &turned
            } else {
                tr!("images-reference", name = file_name(reference))
            };
            ui.strong(tr!("images-now-showing", shown = shown));
            if other_up {
                &compared.other
            } else {
                &compared.reference
            }
        }
        _ => {
            let selected_name = file_name(selected) + &turned;
            let reference_name = file_name(reference);
            ui.strong(tr!(
                "images-difference",
                percent = crate::i18n::decimal(f64::from(compared.changed) * 100.0, 1),
                selected = selected_name.as_str(),
                reference = reference_name.as_str()
            ));
            &compared.difference
        }
    };
    let room = ui.available_size() - Vec2::new(0.0, 8.0);
    let size = if room.x / room.y.max(1.0) > compared.aspect {
        Vec2::new(room.y * compared.aspect, room.y)
    } else {
        Vec2::new(room.x, room.x / compared.aspect)
    };
    ui.add(egui::Image::new((texture.id(), size.max(Vec2::splat(8.0)))));
}

/// The image fitted to `side`, keeping its proportions; what went wrong when it cannot be.
/// HEIC, AVIF, RAW and PSD files, which the preview does not recognise, go straight to the
/// engine's loader (`workers/image_loader.rs`), which decodes them within a scan's limits.
fn picture(ui: &mut egui::Ui, app: &Model, file: &FileRecord, side: Vec2) {
    if needs_engine_loader(&file.path) {
        shown(ui, file, side);
        return;
    }
    match app.review.previews.get(&file.path) {
        None | Some(Loaded::Loading) => {
            ui.spinner();
        }
        Some(Loaded::Ready(Preview::Image { .. })) => shown(ui, file, side),
        Some(Loaded::Ready(Preview::Unreadable { reason })) => {
            ui.colored_label(
                ui.visuals().error_fg_color,
                tr!("images-cannot-show", reason = reason.as_str()),
            );
        }
        Some(Loaded::Ready(_)) => {
            ui.weak(RichText::new(tr!("images-not-shown")));
        }
    }
}

/// The image at `file` through the window's image loaders, fitted to `side`.
fn shown(ui: &mut egui::Ui, file: &FileRecord, side: Vec2) {
    let uri = format!("file://{}", file.path.display());
    let image = egui::Image::new(uri).fit_to_exact_size(side);
    // While a large photo loads, a spinner of the usual size rather than one as large as
    // the box.
    match image.load_for_size(ui.ctx(), side) {
        Ok(egui::load::TexturePoll::Pending { .. }) => {
            ui.spinner();
        }
        Ok(egui::load::TexturePoll::Ready { .. }) => {
            ui.add(image);
        }
        Err(error) => {
            ui.colored_label(
                ui.visuals().error_fg_color,
                tr!("images-cannot-show", reason = error.to_string()),
            );
        }
    }
}
