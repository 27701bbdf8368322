//! The review of a group of similar music: first the first file and the selected one side
//! by side, tag by tag, with the tags that differ marked and a Play button for each (the
//! desktop's player plays it: Doppel has no player of its own), and where in each the sound
//! they share lies, drawn to scale; then each file with its marks, facts (length, codec,
//! lossless or not, bitrate) and tags; then the pairs the scan found, in words with their
//! scores. Tags are only shown: the sound made the group.

use egui::{Color32, RichText, Sense, Stroke, Vec2};

use super::review::{file_name, file_row, rules_bar};
use crate::app::model::compared_files::compared_of;
use crate::app::results::{GroupKind, Tab};
use crate::app::{Command, Model};
use crate::i18n::words::{music_pair, tag_name, tags_line};
use crate::report::{MusicGroup, SpanPair, TagName, TrackInfo, clock};
use crate::tr;

pub fn show(ui: &mut egui::Ui, app: &Model, group: &MusicGroup, commands: &mut Vec<Command>) {
    ui.heading(tr!("music-heading", count = (group.files.len() as u64)));
    ui.label(tr!("music-explained"));
    rules_bar(
        ui,
        Tab::Groups(GroupKind::Music),
        &app.settings.keep_rules,
        commands,
    );
    ui.separator();
    egui::ScrollArea::vertical()
        .id_salt("music")
        .show(ui, |ui| {
            // The comparison first: with ten copies of a song, it would be far below.
            if let Some((first, second)) = compared_of(group.files.len(), app.selection.file) {
                side_by_side(ui, group, first, second, commands);
                ui.add_space(8.0);
                shared_part(ui, group, first, second);
            }
            ui.separator();
            for index in 0..group.files.len() {
                let extra = group.tracks.get(index).map(describe);
                file_row(ui, app, &group.files, index, extra.as_deref(), commands);
            }
            ui.separator();
            for pair in group.said_pairs() {
                if let Some((a, b)) = group.pair_names(pair) {
                    ui.label(music_pair(pair, &a, &b));
                }
            }
        });
}

/// One row of the side-by-side table: its label and each file's value.
struct Line {
    label: String,
    values: [String; 2],
}

/// The lines the table shows for two tracks: the tags, then the facts.
fn lines(tracks: [&TrackInfo; 2]) -> Vec<Line> {
    let mut lines: Vec<Line> = TagName::ALL
        .iter()
        .map(|&tag| Line {
            label: tag_name(tag),
            values: tracks.map(|t| t.tags.value(tag).unwrap_or_else(|| "—".to_string())),
        })
        .collect();
    lines.push(Line {
        label: tr!("music-length"),
        values: tracks.map(|t| clock(t.duration)),
    });
    lines.push(Line {
        label: tr!("music-codec"),
        values: tracks.map(codec),
    });
    lines.push(Line {
        label: tr!("music-bitrate"),
        values: tracks.map(|t| {
            t.bitrate
                .map_or_else(|| "—".to_string(), |b| format!("{} kb/s", b / 1000))
        }),
    });
    lines.push(Line {
        label: tr!("music-sound"),
        values: tracks.map(sound),
    });
    lines
}

/// The two files' tags and facts in columns, the lines that differ marked.
fn side_by_side(
    ui: &mut egui::Ui,
    group: &MusicGroup,
    first: usize,
    second: usize,
    commands: &mut Vec<Command>,
) {
    let (Some(a), Some(b)) = (group.tracks.get(first), group.tracks.get(second)) else {
        return;
    };
    ui.strong(tr!("music-side-by-side"));
    let differs = ui.visuals().warn_fg_color;
    egui::Grid::new("music-tags")
        .num_columns(3)
        .striped(true)
        .spacing([16.0, 4.0])
        .show(ui, |ui| {
            ui.label("");
            for index in [first, second] {
                let file = &group.files[index];
                ui.horizontal(|ui| {
                    ui.add(egui::Label::new(RichText::new(file_name(file)).strong()).truncate());
                    let play = ui
                        .small_button(tr!("music-play"))
                        .on_hover_text(tr!("music-play-hover"));
                    if play.clicked() {
                        commands.push(Command::OpenFile(file.path.clone()));
                    }
                });
            }
            ui.end_row();
            for line in lines([a, b]) {
                let same = line.values[0] == line.values[1];
                if same {
                    ui.label(&line.label);
                } else {
                    ui.label(
                        RichText::new(tr!("music-differs", label = line.label.as_str()))
                            .color(differs),
                    )
                    .on_hover_text(tr!("music-differs-hover"));
                }
                for value in &line.values {
                    let text = RichText::new(value);
                    ui.label(if same { text } else { text.color(differs) });
                }
                ui.end_row();
            }
        });
}

/// Where the sound the two files share lies in each, drawn to the scale of the longer;
/// "joined through another file" when the scan compared them only through a third.
fn shared_part(ui: &mut egui::Ui, group: &MusicGroup, first: usize, second: usize) {
    let pair = group
        .pairs
        .iter()
        .find(|p| (p.a, p.b) == (first, second) || (p.a, p.b) == (second, first));
    let Some(pair) = pair else {
        ui.weak(tr!("music-joined-through-another"));
        return;
    };
    let score = (pair.matched * 100.0).round() as u64;
    ui.horizontal(|ui| {
        ui.strong(tr!("music-shared-part"));
        ui.label(tr!("music-score", score = score))
            .on_hover_text(tr!("music-score-hover"));
    });
    let duration = |i: usize| group.tracks.get(i).map_or(0.0, |t| t.duration);
    let longest = duration(first).max(duration(second)).max(0.1);
    let width = ui.available_width().clamp(120.0, 640.0);
    for index in [first, second] {
        let (start, length) = span_in(pair, index);
        ui.label(tr!(
            "music-shared-in",
            name = file_name(&group.files[index]),
            start = clock(start),
            end = clock(start + length),
            length = clock(duration(index))
        ));
        let whole = width * (duration(index) / longest) as f32;
        let (rect, _) = ui.allocate_exact_size(Vec2::new(width, 10.0), Sense::hover());
        let painter = ui.painter_at(rect);
        let scale = |seconds: f64| rect.left() + width * (seconds / longest) as f32;
        let track = egui::Rect::from_min_size(rect.min, Vec2::new(whole, rect.height()));
        painter.rect_filled(track, 2.0, ui.visuals().extreme_bg_color);
        painter.rect_stroke(
            track,
            2.0,
            Stroke::new(1.0, ui.visuals().weak_text_color()),
            egui::StrokeKind::Inside,
        );
        let shared =
            egui::Rect::from_x_y_ranges(scale(start)..=scale(start + length), rect.y_range());
        painter.rect_filled(shared, 2.0, Color32::from_rgb(70, 140, 220));
    }
}

/// Where the pair's shared span starts in the file at `index`, and how long it is.
fn span_in(pair: &SpanPair, index: usize) -> (f64, f64) {
    let start = if pair.a == index {
        pair.a_start
    } else {
        pair.b_start
    };
    (start, pair.length)
}

/// "flac (lossless)" or "mp3".
fn codec(track: &TrackInfo) -> String {
    if track.lossless {
        tr!("music-lossless", codec = track.codec.as_str())
    } else {
        track.codec.clone()
    }
}

/// "44.1 kHz, 2 channels", as much as the header says.
fn sound(track: &TrackInfo) -> String {
    let mut parts = Vec::new();
    if let Some(rate) = track.sample_rate {
        parts.push(format!("{:.1} kHz", f64::from(rate) / 1000.0));
    }
    if let Some(channels) = track.channels {
        parts.push(tr!("music-channels", count = u64::from(channels)));
    }
    if parts.is_empty() {
        "—".to_string()
    } else {
        parts.join(", ")
    }
}

/// A file's facts in one line, then its tags: "3:02 · flac (lossless) · 912 kb/s".
fn describe(track: &TrackInfo) -> String {
    let mut parts = vec![clock(track.duration), codec(track)];
    if let Some(bitrate) = track.bitrate {
        parts.push(format!("{} kb/s", bitrate / 1000));
    }
    let facts = parts.join(" · ");
    match tags_line(&track.tags) {
        tags if tags.is_empty() => facts,
        tags => format!("{facts}\n{tags}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::{SpanRelation, Tags};

    fn track(title: &str, codec: &str, lossless: bool) -> TrackInfo {
        TrackInfo {
            duration: 182.4,
            codec: codec.to_string(),
            lossless,
            bitrate: Some(912_300),
            sample_rate: Some(44_100),
            channels: Some(2),
            tags: Tags {
                title: Some(title.to_string()),
                ..Tags::default()
            },
        }
    }

    #[test]
    fn a_tracks_facts_read_as_one_line_then_its_tags() {
        assert_eq!(
            describe(&track("A", "flac", true)),
            "3:02 · flac (lossless) · 912 kb/s\nA"
        );
        let untagged = TrackInfo {
            tags: Tags::default(),
            ..track("A", "mp3", false)
        };
        assert_eq!(describe(&untagged), "3:02 · mp3 · 912 kb/s");
    }

    #[test]
    fn the_lines_that_differ_are_those_whose_values_differ() {
        let (a, b) = (
            track("Song", "flac", true),
            track("Song (live)", "mp3", false),
        );
        let lines = lines([&a, &b]);
        let differing: Vec<&str> = lines
            .iter()
            .filter(|l| l.values[0] != l.values[1])
            .map(|l| l.label.as_str())
            .collect();
        assert_eq!(differing, [tag_name(TagName::Title), tr!("music-codec")]);
    }

    #[test]
    fn a_span_is_read_from_the_side_of_the_pair_the_file_is_on() {
        let pair = SpanPair {
            a: 2,
            b: 0,
            relation: SpanRelation::PartOf,
            a_start: 0.0,
            b_start: 15.0,
            length: 30.0,
            matched: 0.9,
        };
        assert_eq!(span_in(&pair, 0), (15.0, 30.0));
        assert_eq!(span_in(&pair, 2), (0.0, 30.0));
    }
}
