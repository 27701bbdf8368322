//! The Settings window: what the next scan looks for (documents, images, folders, which
//! files), the saved keep rules (drawn by `keep_rules.rs`), the fingerprint cache, and the
//! theme. Each section draws the settings it owns and pushes each change the user makes as
//! a [`Command::ChangeSetting`], which the model applies; scan settings are locked while a
//! scan runs, and once changed after a scan, a line says to scan again to apply them.

use crate::app::fonts::{CJK_FONT_PACKAGE, ChineseFont};
use crate::app::model::MachineSupport;
use crate::app::settings::{SettingChange, Settings, Theme};
use crate::app::zoom::{self, ZoomChange};
use crate::app::{Command, Model};
use crate::engine::SMALLEST_FILE;
use crate::engine::images::{FormatSupport, Likeness, format_support_with};
use crate::engine::near::Similarity;
use crate::engine::videos::VideosOff;
use crate::i18n::{Size, decimal};
use crate::tr;

pub fn show(ctx: &egui::Context, app: &Model, commands: &mut Vec<Command>) {
    if !app.windows.settings {
        return;
    }
    let mut open = true;
    let scanning = app.scan().is_some();
    let shown = egui::Window::new(tr!("settings-title"))
        .open(&mut open)
        .collapsible(false)
        // Taller than a small screen: it scrolls rather than losing its last sections.
        .vscroll(true)
        .default_height((ctx.content_rect().height() - 80.0).max(300.0))
        .default_width(380.0)
        .show(ctx, |ui| {
            let settings = &app.settings;
            ui.add_enabled_ui(!scanning, |ui| {
                documents(ui, settings, commands);
                ui.add_space(6.0);
                images(ui, settings, &app.machine, commands);
                ui.add_space(6.0);
                videos(ui, settings, &app.machine, commands);
                ui.add_space(6.0);
                folders(ui, settings, commands);
                ui.add_space(6.0);
                files(ui, settings, commands);
            });
            if scanning {
                ui.weak(tr!("settings-scan-next"));
            } else if app.scan_settings_changed() {
                ui.colored_label(ui.visuals().warn_fg_color, tr!("settings-scan-again"));
            }
            ui.add_space(6.0);
            super::keep_rules::settings_section(ui, &settings.keep_rules, commands);
            ui.add_space(6.0);
            cache(ui, app.cache_size, scanning, commands);
            ui.add_space(6.0);
            appearance(ui, settings, commands);
            chinese_font_line(ui, app.machine.chinese_font.as_ref());
            super::language::section(ui, settings.language.as_deref(), commands);
        });
    super::windows::as_dialog(&shown);
    if !open {
        commands.push(Command::ToggleSettings);
    }
}

/// The fingerprint cache's size (measured as the window opens), and clearing it, which waits
/// for a scan.
fn cache(ui: &mut egui::Ui, size: Option<u64>, scanning: bool, commands: &mut Vec<Command>) {
    ui.strong(tr!("settings-cache"));
    ui.horizontal(|ui| {
        let size: fluent_bundle::FluentValue<'static> = match size {
            Some(bytes) => Size(bytes).into(),
            None => tr!("settings-cache-measuring").into(),
        };
        ui.label(tr!("settings-cache-size", size = size));
        if ui
            .add_enabled(!scanning, egui::Button::new(tr!("settings-cache-clear")))
            .clicked()
        {
            commands.push(Command::ClearCache);
        }
    });
}

/// The theme, the contrast and the size of everything in the window.
fn appearance(ui: &mut egui::Ui, settings: &Settings, commands: &mut Vec<Command>) {
    ui.strong(tr!("settings-appearance"));
    edit(&settings.theme, SettingChange::Theme, commands, |chosen| {
        ui.horizontal_wrapped(|ui| {
            for theme in Theme::ALL {
                ui.radio_value(chosen, theme, theme.label());
            }
        })
        .response
    });
    checkbox(
        ui,
        settings.high_contrast,
        tr!("settings-high-contrast"),
        SettingChange::HighContrast,
        commands,
    )
    .on_hover_text(tr!("settings-high-contrast-hover"));
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("settings-size"))
            .on_hover_text(tr!("settings-size-hover"));
        if ui
            .button("−")
            .on_hover_text(tr!("settings-smaller"))
            .clicked()
        {
            commands.push(Command::Zoom(ZoomChange::Out));
        }
        ui.label(zoom::percent(settings.zoom));
        if ui
            .button("+")
            .on_hover_text(tr!("settings-larger"))
            .clicked()
        {
            commands.push(Command::Zoom(ZoomChange::In));
        }
        if ui
            .button(tr!("settings-normal-size"))
            .on_hover_text("Ctrl 0")
            .clicked()
        {
            commands.push(Command::Zoom(ZoomChange::Reset));
        }
    });
}

/// Draws a widget over a copy of one setting, `current`; a change the user makes there is
/// pushed as `change` of the new value, for the model to apply.
fn edit<T: Clone + PartialEq>(
    current: &T,
    change: fn(T) -> SettingChange,
    commands: &mut Vec<Command>,
    widget: impl FnOnce(&mut T) -> egui::Response,
) -> egui::Response {
    let mut value = current.clone();
    let response = widget(&mut value);
    if value != *current {
        commands.push(Command::ChangeSetting(change(value)));
    }
    response
}

/// A checkbox for one setting that is on or off.
fn checkbox(
    ui: &mut egui::Ui,
    on: bool,
    label: String,
    change: fn(bool) -> SettingChange,
    commands: &mut Vec<Command>,
) -> egui::Response {
    edit(&on, change, commands, |on| ui.checkbox(on, label))
}

fn documents(ui: &mut egui::Ui, settings: &Settings, commands: &mut Vec<Command>) {
    ui.strong(tr!("settings-documents"));
    let similarity = settings.similarity.get();
    let change = |value| SettingChange::Similarity(Similarity::or_default(value));
    edit(&similarity, change, commands, |similarity| {
        ui.add(
            egui::Slider::new(similarity, Similarity::range())
                .text(tr!("settings-similarity"))
                .custom_formatter(|v, _| tr!("settings-percent", percent = decimal(v * 100.0, 0))),
        )
    });
    ui.weak(tr!("settings-similarity-help"));
    checkbox(
        ui,
        settings.drop_numbers,
        tr!("settings-drop-numbers"),
        SettingChange::DropNumbers,
        commands,
    );
    checkbox(
        ui,
        settings.drop_stop_words,
        tr!("settings-stop-words"),
        SettingChange::DropStopWords,
        commands,
    )
    .on_hover_text(tr!("settings-stop-words-hover"));
    checkbox(
        ui,
        settings.stem,
        tr!("settings-stem"),
        SettingChange::Stem,
        commands,
    )
    .on_hover_text(tr!("settings-stem-hover"));
}

fn images(
    ui: &mut egui::Ui,
    settings: &Settings,
    machine: &MachineSupport,
    commands: &mut Vec<Command>,
) {
    ui.strong(tr!("settings-images"));
    let (label, off) = match &machine.image_formats {
        Some(support) => formats_label(support),
        // Until a worker has looked for the tools: the formats that need none, and no
        // warning yet (looking on the UI thread would hold up the window).
        None => (formats_label(&format_support_with(false)).0, None),
    };
    checkbox(
        ui,
        settings.find_images,
        label,
        SettingChange::FindImages,
        commands,
    )
    .on_hover_text(tr!("settings-images-hover"));
    if let Some(off) = off {
        ui.colored_label(ui.visuals().warn_fg_color, off);
    }
    ui.add_enabled_ui(settings.find_images, |ui| {
        let likeness = settings.image_likeness;
        edit(
            &likeness,
            SettingChange::ImageLikeness,
            commands,
            |chosen| {
                egui::ComboBox::from_label(tr!("settings-how-alike"))
                    .selected_text(likeness_label(likeness))
                    .show_ui(ui, |ui| {
                        for step in Likeness::ALL {
                            ui.selectable_value(chosen, step, likeness_label(step));
                        }
                    })
                    .response
            },
        );
    });
    ui.weak(tr!("settings-how-alike-help"));
}

fn videos(
    ui: &mut egui::Ui,
    settings: &Settings,
    machine: &MachineSupport,
    commands: &mut Vec<Command>,
) {
    ui.strong(tr!("settings-videos"));
    // Known from the check made on a worker when the app started (running ffmpeg here
    // would hold up the window). Without ffmpeg the search is off, whatever the setting
    // (which stays, for when it is installed), and the line below says why.
    let no_tools = matches!(machine.video_tools, Some(Err(_)));
    ui.add_enabled_ui(!no_tools, |ui| {
        checkbox(
            ui,
            settings.find_videos && !no_tools,
            tr!("settings-find-videos"),
            SettingChange::FindVideos,
            commands,
        )
        .on_hover_text(tr!("settings-find-videos-hover"));
        checkbox(
            ui,
            settings.find_music && !no_tools,
            tr!("settings-find-music"),
            SettingChange::FindMusic,
            commands,
        )
        .on_hover_text(tr!("settings-find-music-hover"));
    });
    if let Some(Err(off)) = &machine.video_tools {
        let VideosOff::Missing { tool, why } = off;
        ui.colored_label(
            ui.visuals().warn_fg_color,
            tr!(
                "settings-no-ffmpeg",
                tool = tool.to_string(),
                why = why.to_string()
            ),
        );
    }
}

/// The checkbox's label, listing the formats compared, and what is off and why, if any.
pub fn formats_label(support: &[FormatSupport]) -> (String, Option<String>) {
    let on: Vec<&str> = support.iter().filter(|s| s.on).map(|s| s.names).collect();
    let off: Vec<String> = support
        .iter()
        .filter(|s| !s.on)
        .map(|s| match s.needs {
            Some(needs) => tr!("settings-format-needs", format = s.names, needs = needs),
            None => s.names.to_string(),
        })
        .collect();
    let label = tr!("settings-find-images", formats = on.join(", "));
    let off = (!off.is_empty()).then(|| tr!("settings-formats-off", formats = off.join("; ")));
    (label, off)
}

fn folders(ui: &mut egui::Ui, settings: &Settings, commands: &mut Vec<Command>) {
    ui.strong(tr!("settings-folders"));
    checkbox(
        ui,
        settings.find_folders,
        tr!("settings-find-folders"),
        SettingChange::FindFolders,
        commands,
    )
    .on_hover_text(tr!("settings-find-folders-hover"));
    ui.add_enabled_ui(settings.find_folders, |ui| {
        checkbox(
            ui,
            settings.folder_same_names,
            tr!("settings-same-names"),
            SettingChange::FolderSameNames,
            commands,
        );
        let change = SettingChange::SimilarFolders;
        edit(&settings.similar_folders, change, commands, |share| {
            ui.add(
                egui::Slider::new(share, 0.0..=1.0)
                    .text(tr!("settings-folders-share"))
                    .custom_formatter(|v, _| match v {
                        0.0 => tr!("settings-off"),
                        share => tr!("settings-percent", percent = decimal(share * 100.0, 0)),
                    }),
            )
        })
        .on_hover_text(tr!("settings-folders-share-hover"));
    });
}

fn files(ui: &mut egui::Ui, settings: &Settings, commands: &mut Vec<Command>) {
    ui.strong(tr!("settings-files"));
    ui.horizontal(|ui| {
        ui.label(tr!("settings-min-size"));
        edit(
            &settings.min_size,
            SettingChange::MinSize,
            commands,
            |bytes| {
                ui.add(
                    egui::DragValue::new(bytes)
                        .range(SMALLEST_FILE..=u64::MAX)
                        .custom_formatter(|v, _| tr!("settings-bytes", bytes = (v as u64))),
                )
            },
        );
    });
    checkbox(
        ui,
        settings.hidden,
        tr!("settings-hidden"),
        SettingChange::Hidden,
        commands,
    );
    checkbox(
        ui,
        settings.follow_links,
        tr!("settings-follow-links"),
        SettingChange::FollowLinks,
        commands,
    )
    .on_hover_text(tr!("settings-follow-links-hover"));
    checkbox(
        ui,
        settings.one_file_system,
        tr!("settings-one-file-system"),
        SettingChange::OneFileSystem,
        commands,
    );
    checkbox(
        ui,
        settings.include_trash,
        tr!("settings-include-trash"),
        SettingChange::IncludeTrash,
        commands,
    )
    .on_hover_text(tr!("settings-include-trash-hover"));
    ui.horizontal(|ui| {
        ui.label(tr!("settings-rescan"));
        let change = SettingChange::RescanMinutes;
        edit(&settings.rescan_minutes, change, commands, |minutes| {
            ui.add(
                egui::DragValue::new(minutes)
                    .range(0..=1440)
                    .custom_formatter(|v, _| match v as u32 {
                        0 => tr!("settings-off"),
                        minutes => tr!("settings-minutes", minutes = minutes),
                    }),
            )
        });
    })
    .response
    .on_hover_text(tr!("settings-rescan-hover"));
    ui.label(tr!("settings-excludes"));
    let mut text = settings.excludes.join("\n");
    if ui
        .add(egui::TextEdit::multiline(&mut text).desired_rows(3))
        .changed()
    {
        // Every line as typed, the last empty one too (Enter at the end starts a new
        // pattern); blank lines are left out when a scan reads them (`scan_choices`).
        let patterns = text.split('\n').map(str::to_string).collect();
        commands.push(Command::ChangeSetting(SettingChange::Excludes(patterns)));
    }
}

/// A step of "how alike" with its distance: "Alike (up to 10 of 64 bits)".
fn likeness_label(step: Likeness) -> String {
    let distance = step.distance();
    match step {
        Likeness::VerySimilar => tr!("settings-likeness-very-similar", distance = distance),
        Likeness::Similar => tr!("settings-likeness-similar", distance = distance),
        Likeness::Alike => tr!("settings-likeness-alike", distance = distance),
        Likeness::LooselySimilar => {
            tr!("settings-likeness-loosely-similar", distance = distance)
        }
    }
}

/// Whether Chinese (the interface in 简体中文, and file names in Chinese, Japanese or Korean)
/// can be drawn: the font fontconfig has for it, or the Debian package that brings one.
/// Known from the look-up made on a worker when the app started; nothing is said before.
fn chinese_font_line(ui: &mut egui::Ui, font: Option<&ChineseFont>) {
    let name = |font: &std::path::Path| {
        let name = font.file_name().unwrap_or_default();
        name.to_string_lossy().into_owned()
    };
    match font {
        None => {}
        Some(ChineseFont::Full(font)) => {
            ui.weak(tr!("settings-cjk-font", font = name(font)));
        }
        Some(ChineseFont::Partial(font)) => {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                tr!(
                    "settings-cjk-font-partial",
                    font = name(font),
                    package = CJK_FONT_PACKAGE
                ),
            );
        }
        Some(ChineseFont::Missing) => {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                tr!("settings-no-cjk-font", package = CJK_FONT_PACKAGE),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::images::format_support;

    #[test]
    fn until_the_tools_are_looked_for_the_label_claims_no_format_that_needs_one() {
        let (label, off) = formats_label(&format_support_with(false));
        assert!(!label.contains("HEIC"), "{label}");
        assert!(label.contains("JPEG"), "{label}");
        // The warning, once known, names the tool.
        assert!(off.is_some_and(|off| off.contains("heif-convert")));
    }

    #[test]
    fn the_label_lists_the_formats_compared_and_says_which_are_off_and_why() {
        let mut support = format_support();
        for row in &mut support {
            row.on = row.needs.is_none();
        }
        let (label, off) = formats_label(&support);
        assert_eq!(
            label,
            "Find similar images (JPEG, PNG, WebP, GIF, BMP, TIFF, camera RAW (CR2, CR3, \
             NEF, ARW, DNG, ORF, RW2, RAF), PSD)"
        );
        assert_eq!(
            off.as_deref(),
            Some(
                "Off on this machine: HEIC/HEIF, AVIF (needs heif-convert (Debian package \
                 libheif-examples))"
            )
        );
        for row in &mut support {
            row.on = true;
        }
        let (label, off) = formats_label(&support);
        assert!(label.contains("HEIC/HEIF, AVIF"), "{label}");
        assert_eq!(off, None);
    }
}
