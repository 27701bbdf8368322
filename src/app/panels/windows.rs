//! Floating windows: keyboard help, settings, the list of skipped files, the recorded
//! cleanups with a Restore button each, and this session's notices.

use crate::app::settings::Theme;
use crate::app::{Command, Model};
use crate::engine::SMALLEST_FILE;
use crate::engine::images::Likeness;
use crate::engine::near::Similarity;
use crate::engine::near::TOO_SHORT;
use crate::format::{count, display_path, format_time, human_bytes, thousands};

use super::keyboard::SHORTCUTS;
use super::status::notice_text;
use crate::app::model::notices::ago;

pub fn show(ctx: &egui::Context, app: &mut Model, commands: &mut Vec<Command>) {
    help(ctx, app, commands);
    settings(ctx, app, commands);
    skipped(ctx, app, commands);
    cleanups(ctx, app, commands);
    notices(ctx, app, commands);
}

/// Every notice of this session, newest first, with its age.
fn notices(ctx: &egui::Context, app: &Model, commands: &mut Vec<Command>) {
    if !app.windows.notices {
        return;
    }
    let mut open = true;
    let now = std::time::Instant::now();
    egui::Window::new("Notices")
        .open(&mut open)
        .collapsible(false)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        .default_width(560.0)
        .show(ctx, |ui| {
            if app.notices.is_empty() {
                ui.weak("Nothing to tell yet.");
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
    egui::Window::new("Cleanups")
        .open(&mut open)
        .collapsible(false)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        .default_width(560.0)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height(360.0)
                .show(ui, |ui| {
                    egui::Grid::new("cleanups")
                        .num_columns(4)
                        .striped(true)
                        .show(ui, |ui| {
                            ui.strong("Started");
                            ui.strong("Files");
                            ui.strong("In the trash");
                            ui.label("");
                            ui.end_row();
                            for cleanup in app.cleanups.iter().rev() {
                                let pending = cleanup.pending().count();
                                let started = cleanup
                                    .started_at()
                                    .map_or_else(|| cleanup.started.clone(), format_time);
                                let started = if cleanup.finished {
                                    started
                                } else {
                                    format!("{started} (interrupted)")
                                };
                                ui.label(started)
                                    .on_hover_text(format!("Cleanup {}", cleanup.id));
                                ui.label(thousands(cleanup.files.len() as u64));
                                ui.label(thousands(pending as u64));
                                if pending > 0 {
                                    if ui.button("Restore").clicked() {
                                        commands.push(Command::RestoreCleanup(cleanup.id.clone()));
                                    }
                                } else {
                                    ui.weak("nothing left");
                                }
                                ui.end_row();
                            }
                        });
                });
        });
    if !open {
        commands.push(Command::ToggleCleanups);
    }
}

fn help(ctx: &egui::Context, app: &Model, commands: &mut Vec<Command>) {
    if !app.windows.help {
        return;
    }
    let mut open = true;
    egui::Window::new("Keyboard shortcuts")
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
                        ui.label(shortcut.does);
                        ui.end_row();
                    }
                });
            ui.add_space(6.0);
            ui.weak("Files marked Trash go to the system trash only when you click Clean up.");
        });
    if !open {
        commands.push(Command::ToggleHelp);
    }
}

fn settings(ctx: &egui::Context, app: &mut Model, commands: &mut Vec<Command>) {
    if !app.windows.settings {
        return;
    }
    let mut open = true;
    let scanning = app.scan().is_some();
    let cache_size = app.cache_size;
    egui::Window::new("Settings")
        .open(&mut open)
        .collapsible(false)
        .default_width(380.0)
        .show(ctx, |ui| {
            let settings = &mut app.settings;
            ui.add_enabled_ui(!scanning, |ui| {
                ui.strong("Similar documents");
                let mut similarity = settings.similarity.get();
                ui.add(
                    egui::Slider::new(&mut similarity, Similarity::range())
                        .text("minimum similarity")
                        .custom_formatter(|v, _| format!("{:.0} %", v * 100.0)),
                );
                settings.similarity = Similarity::or_default(similarity);
                ui.weak("How much of their wording two documents must share to be grouped.");
                ui.checkbox(&mut settings.drop_numbers, "Ignore numbers");
                ui.checkbox(
                    &mut settings.drop_stop_words,
                    "Ignore common words (\"the\", \"of\", \"und\"...)",
                )
                .on_hover_text("The stop words of each document's detected language");
                ui.checkbox(
                    &mut settings.stem,
                    "Compare word stems (\"running\" = \"runs\")",
                )
                .on_hover_text("In each document's detected language");
                ui.add_space(6.0);
                ui.strong("Similar images");
                ui.checkbox(
                    &mut settings.find_images,
                    "Find similar images (JPEG, PNG, WebP, GIF, BMP, TIFF)",
                )
                .on_hover_text(
                    "The same photo resized, recompressed, cropped a little, turned, mirrored \
                     or edited, listed in the Similar images tab",
                );
                ui.add_enabled_ui(settings.find_images, |ui| {
                    egui::ComboBox::from_label("how alike")
                        .selected_text(likeness_label(settings.image_likeness))
                        .show_ui(ui, |ui| {
                            for step in Likeness::ALL {
                                ui.selectable_value(
                                    &mut settings.image_likeness,
                                    step,
                                    likeness_label(step),
                                );
                            }
                        });
                });
                ui.weak(
                    "How many of the 64 bits of two images' perceptual hashes may differ. \
                     Looser steps also group different photos of one scene.",
                );
                ui.add_space(6.0);
                ui.strong("Folders");
                ui.checkbox(
                    &mut settings.find_folders,
                    "Find duplicate and similar folders",
                )
                .on_hover_text(
                    "Folders whose whole contents are copies of each other, or share much of \
                     their files, listed in the Folders tab",
                );
                ui.add_enabled_ui(settings.find_folders, |ui| {
                    ui.checkbox(
                        &mut settings.folder_same_names,
                        "Duplicate folders must also use the same file names",
                    );
                    ui.add(
                        egui::Slider::new(&mut settings.similar_folders, 0.0..=1.0)
                            .text("similar folders share")
                            .custom_formatter(|v, _| match v {
                                0.0 => "off".to_string(),
                                share => format!("{:.0} %", share * 100.0),
                            }),
                    )
                    .on_hover_text(
                        "The least share of their files two folders must have in common to be \
                         listed as similar (off: duplicate folders only)",
                    );
                });
                ui.add_space(6.0);
                ui.strong("Files");
                ui.horizontal(|ui| {
                    ui.label("Ignore files smaller than");
                    ui.add(
                        egui::DragValue::new(&mut settings.min_size)
                            .range(SMALLEST_FILE..=u64::MAX)
                            .custom_formatter(|v, _| count(v as u64, "byte", "bytes")),
                    );
                });
                ui.checkbox(&mut settings.hidden, "Include hidden files and folders");
                ui.checkbox(&mut settings.follow_links, "Follow symbolic links")
                    .on_hover_text("Loops are noticed and listed as skipped");
                ui.checkbox(
                    &mut settings.one_file_system,
                    "Stay on each folder's drive (do not enter other mounts)",
                );
                ui.checkbox(
                    &mut settings.include_trash,
                    "Include files in trash folders",
                )
                .on_hover_text(
                    "Files in the trash (yours, another user's, a USB stick's .Trash-1000, \
                     Windows' $RECYCLE.BIN...) are left out unless this is on. With it on they \
                     are listed in groups, but a keep rule never keeps one, and a copy in the \
                     trash never counts as the copy kept.",
                );
                ui.horizontal(|ui| {
                    ui.label("Scan everything again every");
                    ui.add(
                        egui::DragValue::new(&mut settings.rescan_minutes)
                            .range(0..=1440)
                            .custom_formatter(|v, _| match v as u32 {
                                0 => "off".to_string(),
                                minutes => format!("{minutes} min"),
                            }),
                    );
                })
                .response
                .on_hover_text(
                    "Changes in the watched folders update the groups as they happen, without a \
                 scan. A whole scan every so often catches what was not announced: network \
                 folders announce nothing, and a flood of changes can be more than the system \
                 passes on (0 = never).",
                );
                ui.label("Skip names or paths matching (one pattern per line, e.g. *.tmp):");
                let mut text = settings.excludes.join("\n");
                if ui
                    .add(egui::TextEdit::multiline(&mut text).desired_rows(3))
                    .changed()
                {
                    settings.excludes = text.lines().map(str::to_string).collect();
                }
            });
            if scanning {
                ui.weak("Scan settings take effect at the next scan.");
            }
            ui.add_space(6.0);
            ui.strong("Fingerprint cache");
            ui.horizontal(|ui| {
                let size = cache_size.map_or("measuring…".to_string(), human_bytes);
                ui.label(format!("Remembers unchanged files between scans: {size}"));
                if ui
                    .add_enabled(!scanning, egui::Button::new("Clear"))
                    .clicked()
                {
                    commands.push(Command::ClearCache);
                }
            });
            ui.add_space(6.0);
            ui.strong("Appearance");
            ui.horizontal(|ui| {
                for theme in Theme::ALL {
                    ui.radio_value(&mut settings.theme, theme, theme.label());
                }
            });
        });
    if !open {
        commands.push(Command::ToggleSettings);
    }
}

/// A step of "how alike" with its distance: "Alike (up to 10 of 64 bits)".
fn likeness_label(step: Likeness) -> String {
    let name = step.name();
    let mut letters = name.chars();
    let capital: String = letters
        .next()
        .into_iter()
        .flat_map(char::to_uppercase)
        .collect();
    format!(
        "{capital}{} (up to {} of 64 bits)",
        letters.as_str(),
        step.distance()
    )
}

fn skipped(ctx: &egui::Context, app: &Model, commands: &mut Vec<Command>) {
    if !app.windows.skipped {
        return;
    }
    let Some(results) = &app.results else { return };
    let mut open = true;
    let skipped = &results.report.skipped;
    egui::Window::new(format!("Skipped ({})", thousands(skipped.len() as u64)))
        .open(&mut open)
        .default_size([640.0, 400.0])
        .show(ctx, |ui| {
            ui.label("These files and folders were not compared, by reason, problems first:");
            egui::ScrollArea::vertical()
                .auto_shrink(false)
                .show(ui, |ui| {
                    for (reason, entries) in results.skipped_by_reason() {
                        let header = format!("{reason} ({})", thousands(entries.len() as u64));
                        egui::CollapsingHeader::new(header)
                            .id_salt(("skipped", reason))
                            .default_open(entries.len() <= 20 && !reason.starts_with(TOO_SHORT))
                            .show(ui, |ui| {
                                let row = ui.text_style_height(&egui::TextStyle::Body);
                                egui::ScrollArea::vertical()
                                    .id_salt(("skipped rows", reason))
                                    .max_height(240.0)
                                    .show_rows(ui, row, entries.len(), |ui, range| {
                                        for &index in &entries[range] {
                                            let entry = &skipped[index];
                                            ui.label(format!(
                                                "{}: {}",
                                                display_path(&entry.path),
                                                entry.reason
                                            ));
                                        }
                                    });
                            });
                    }
                });
        });
    if !open {
        commands.push(Command::ToggleSkipped);
    }
}
