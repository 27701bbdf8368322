//! The Settings window: what the next scan looks for (documents, images, folders, which
//! files), the saved keep rules (drawn by `keep_rules.rs`), the fingerprint cache, and the
//! theme. Each section draws into the settings it
//! owns; scan settings are locked while a scan runs.

use std::sync::OnceLock;

use crate::app::settings::{Settings, Theme};
use crate::app::video_frames::video_tools_if_known;
use crate::app::zoom::{self, ZoomChange};
use crate::app::{Command, Model};
use crate::engine::SMALLEST_FILE;
use crate::engine::images::{FormatSupport, Likeness, format_support};
use crate::engine::near::Similarity;
use crate::engine::videos::VideosOff;
use crate::format::{count, human_bytes};

pub fn show(ctx: &egui::Context, app: &mut Model, commands: &mut Vec<Command>) {
    if !app.windows.settings {
        return;
    }
    let mut open = true;
    let scanning = app.scan().is_some();
    let cache_size = app.cache_size;
    let shown = egui::Window::new("Settings")
        .open(&mut open)
        .collapsible(false)
        // Taller than a small screen: it scrolls rather than losing its last sections.
        .vscroll(true)
        .default_height((ctx.content_rect().height() - 80.0).max(300.0))
        .default_width(380.0)
        .show(ctx, |ui| {
            let settings = &mut app.settings;
            ui.add_enabled_ui(!scanning, |ui| {
                documents(ui, settings);
                ui.add_space(6.0);
                images(ui, settings);
                ui.add_space(6.0);
                videos(ui, settings);
                ui.add_space(6.0);
                folders(ui, settings);
                ui.add_space(6.0);
                files(ui, settings);
            });
            if scanning {
                ui.weak("Scan settings take effect at the next scan.");
            }
            ui.add_space(6.0);
            super::keep_rules::settings_section(ui, &settings.keep_rules, commands);
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
            ui.horizontal_wrapped(|ui| {
                for theme in Theme::ALL {
                    ui.radio_value(&mut settings.theme, theme, theme.label());
                }
            });
            ui.checkbox(&mut settings.high_contrast, "High contrast")
                .on_hover_text("Text white on black (or black on white), every control outlined");
            ui.horizontal_wrapped(|ui| {
                ui.label("Size")
                    .on_hover_text("On top of the desktop's scale: Ctrl + / Ctrl − / Ctrl 0");
                if ui.button("−").on_hover_text("Smaller (Ctrl −)").clicked() {
                    commands.push(Command::Zoom(ZoomChange::Out));
                }
                ui.label(zoom::percent(settings.zoom));
                if ui.button("+").on_hover_text("Larger (Ctrl +)").clicked() {
                    commands.push(Command::Zoom(ZoomChange::In));
                }
                if ui.button("Normal size").on_hover_text("Ctrl 0").clicked() {
                    commands.push(Command::Zoom(ZoomChange::Reset));
                }
            });
            chinese_font_line(ui);
            super::language::section(ui, settings);
        });
    super::windows::as_dialog(&shown);
    if !open {
        commands.push(Command::ToggleSettings);
    }
}

fn documents(ui: &mut egui::Ui, settings: &mut Settings) {
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
}

fn images(ui: &mut egui::Ui, settings: &mut Settings) {
    ui.strong("Similar images");
    let support = supported_formats();
    let (label, off) = formats_label(support);
    ui.checkbox(&mut settings.find_images, label).on_hover_text(
        "The same photo resized, recompressed, cropped a little, turned, mirrored \
             or edited, listed in the Similar images tab",
    );
    if let Some(off) = off {
        ui.colored_label(ui.visuals().warn_fg_color, off);
    }
    ui.add_enabled_ui(settings.find_images, |ui| {
        egui::ComboBox::from_label("how alike")
            .selected_text(likeness_label(settings.image_likeness))
            .show_ui(ui, |ui| {
                for step in Likeness::ALL {
                    ui.selectable_value(&mut settings.image_likeness, step, likeness_label(step));
                }
            });
    });
    ui.weak(
        "How many of the 64 bits of two images' perceptual hashes may differ. \
         Looser steps also group different photos of one scene.",
    );
}

fn videos(ui: &mut egui::Ui, settings: &mut Settings) {
    ui.strong("Similar videos");
    ui.checkbox(
        &mut settings.find_videos,
        "Find similar videos (needs ffmpeg)",
    )
    .on_hover_text(
        "The same clip re-encoded, resized, cropped a little or trimmed, and a clip \
             inside a longer video, listed in the Similar videos tab. Every video is \
             decoded, so a first scan of many videos takes a while.",
    );
    // Known from the check made on a worker when the app started (running ffmpeg here
    // would hold up the window).
    if let Some(Err(off)) = video_tools_if_known() {
        let VideosOff::Missing { tool, why } = off;
        ui.colored_label(
            ui.visuals().warn_fg_color,
            format!(
                "{tool} could not be run ({why}): install ffmpeg (sudo apt-get install ffmpeg); \
                 until then a scan looks for everything else and says so."
            ),
        );
    }
}

/// The formats and which are off, looked up once (the tools on `PATH`).
fn supported_formats() -> &'static [FormatSupport] {
    static SUPPORT: OnceLock<Vec<FormatSupport>> = OnceLock::new();
    SUPPORT.get_or_init(format_support)
}

/// The checkbox's label, listing the formats compared, and what is off and why, if any.
pub fn formats_label(support: &[FormatSupport]) -> (String, Option<String>) {
    let on: Vec<&str> = support.iter().filter(|s| s.on).map(|s| s.names).collect();
    let off: Vec<String> = support
        .iter()
        .filter(|s| !s.on)
        .map(|s| match s.needs {
            Some(needs) => format!("{} (needs {needs})", s.names),
            None => s.names.to_string(),
        })
        .collect();
    let label = format!("Find similar images ({})", on.join(", "));
    let off = (!off.is_empty()).then(|| format!("Off on this machine: {}", off.join("; ")));
    (label, off)
}

fn folders(ui: &mut egui::Ui, settings: &mut Settings) {
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
}

fn files(ui: &mut egui::Ui, settings: &mut Settings) {
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

/// Whether Chinese (the interface in 简体中文, and file names in Chinese, Japanese or Korean)
/// can be drawn: the font fontconfig has for it, or the Debian package that brings one.
/// Asked once, when the Settings first open.
fn chinese_font_line(ui: &mut egui::Ui) {
    static FONT: OnceLock<Option<std::path::PathBuf>> = OnceLock::new();
    match FONT.get_or_init(crate::app::fonts::chinese_font) {
        Some(font) => {
            let name = font.file_name().unwrap_or_default().to_string_lossy();
            ui.weak(format!(
                "Chinese, Japanese and Korean characters: drawn with {name}"
            ));
        }
        None => {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                format!(
                    "No font for Chinese is installed: its characters show as boxes. \
                     Install one with: sudo apt-get install {}",
                    crate::app::fonts::CJK_FONT_PACKAGE
                ),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
