//! The review of a group of similar videos: each video with its marks, its length, picture
//! size, codec and bitrate; below, each pair the scan found, in words ("a.mp4 is b.mp4
//! from 0:12 for 0:30"); then the group's first video and the selected one as two rows of
//! frames at the same moments of the span they share, each with its time ("0:03 / 0:07").
//! Nothing is played: the files open in the desktop's player.

use crate::tr;
use egui::{RichText, Vec2};

use super::review::{file_name, file_row, rules_bar};
use crate::app::model::compared_files::{compared_pair, frame_request};
use crate::app::model::{FrameRequest, Shot, VideoFrames};
use crate::app::results::{GroupKind, Tab};
use crate::app::{Command, Loaded, Model};
use crate::report::{FileRecord, VideoGroup, VideoInfo, clock};

pub fn show(ui: &mut egui::Ui, app: &Model, group: &VideoGroup, commands: &mut Vec<Command>) {
    ui.heading(tr!("videos-heading", count = (group.files.len() as u64)));
    ui.label(tr!("videos-explained"));
    let tab = Tab::Groups(GroupKind::Video);
    rules_bar(ui, tab, &app.settings.keep_rules, commands);
    ui.separator();
    egui::ScrollArea::vertical()
        .id_salt("videos")
        .show(ui, |ui| {
            for index in 0..group.files.len() {
                let extra = group.videos.get(index).map(describe);
                file_row(ui, app, &group.files, index, extra.as_deref(), commands);
            }
            ui.separator();
            for pair in &group.pairs {
                if let Some((a, b)) = group.pair_names(pair) {
                    ui.label(crate::i18n::words::video_pair(pair, &a, &b));
                }
            }
            ui.separator();
            frames(ui, app, group);
        });
}

/// The first video and the selected one, a row of frames each, at the same moments.
fn frames(ui: &mut egui::Ui, app: &Model, group: &VideoGroup) {
    let (Some((first, second)), Some(request)) = (
        compared_pair(group, app.selection.file),
        frame_request(group, app.selection.file),
    ) else {
        return;
    };
    ui.strong(tr!("videos-frames"));
    match app.review.video_frames.get(&request) {
        None | Some(Loaded::Loading) => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(tr!("videos-reading-frames"));
            });
        }
        Some(Loaded::Ready(Err(reason))) => {
            ui.colored_label(
                ui.visuals().error_fg_color,
                tr!("videos-cannot-show-frames", reason = reason.as_str()),
            );
        }
        Some(Loaded::Ready(Ok(shots))) => {
            let rows = Rows {
                group,
                request: &request,
                shots,
            };
            rows.show(ui, first, second);
        }
    }
}

struct Rows<'a> {
    group: &'a VideoGroup,
    request: &'a FrameRequest,
    shots: &'a VideoFrames,
}

impl Rows<'_> {
    fn show(&self, ui: &mut egui::Ui, first: usize, second: usize) {
        let count = self.request.moments.len().max(1) as f32;
        let spacing = ui.spacing().item_spacing.x;
        let width = ((ui.available_width() - spacing * (count - 1.0)) / count).clamp(40.0, 480.0);
        for (index, shots, second_row) in [
            (first, &self.shots.first, false),
            (second, &self.shots.second, true),
        ] {
            if second_row {
                ui.add_space(6.0);
            }
            let file: &FileRecord = &self.group.files[index];
            let duration = self.group.videos.get(index).map(|v| v.duration);
            ui.add(egui::Label::new(RichText::new(file_name(file)).strong()).truncate());
            ui.horizontal_top(|ui| {
                for (shot, &(a, b)) in shots.iter().zip(&self.request.moments) {
                    let millis = if second_row { b } else { a };
                    ui.vertical(|ui| {
                        ui.set_width(width);
                        thumbnail(ui, shot, width);
                        ui.label(time_label(millis, duration));
                    });
                }
            });
        }
    }
}

/// A frame fitted to `width`, keeping its proportions; why it could not be read.
fn thumbnail(ui: &mut egui::Ui, shot: &Shot, width: f32) {
    match shot {
        Ok(texture) => {
            let [w, h] = texture.size();
            let height = width * h as f32 / (w as f32).max(1.0);
            ui.add(egui::Image::new((texture.id(), Vec2::new(width, height))));
        }
        Err(reason) => {
            ui.colored_label(
                ui.visuals().error_fg_color,
                tr!("videos-cannot-read-frame", reason = reason.as_str()),
            );
        }
    }
}

/// "0:03 / 0:07": where the frame is, and the video's length.
fn time_label(millis: u64, duration: Option<f64>) -> String {
    let at = clock(millis as f64 / 1000.0);
    match duration {
        Some(duration) => format!("{at} / {}", clock(duration)),
        None => at,
    }
}

/// A video's facts in one line: "0:20 · 320 × 240 · h264 · 160 kb/s".
fn describe(video: &VideoInfo) -> String {
    let mut parts = vec![
        clock(video.duration),
        format!("{} × {}", video.width, video.height),
        video.codec.clone(),
    ];
    if let Some(bitrate) = video.bitrate {
        parts.push(format!("{} kb/s", bitrate / 1000));
    }
    parts.join(" · ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_videos_facts_read_as_one_line() {
        let video = VideoInfo {
            duration: 20.04,
            width: 320,
            height: 240,
            codec: "h264".to_string(),
            bitrate: Some(160_400),
        };
        assert_eq!(describe(&video), "0:20 · 320 × 240 · h264 · 160 kb/s");
    }

    #[test]
    fn a_frames_time_reads_with_the_videos_length() {
        assert_eq!(time_label(3_200, Some(7.0)), "0:03 / 0:07");
        assert_eq!(time_label(65_000, None), "1:05");
    }
}
