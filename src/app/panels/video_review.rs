//! The review of a group of similar videos: each video with its marks, its length, picture
//! size, codec and bitrate; below, each pair the scan found, in words ("a.mp4 is b.mp4
//! from 0:12 for 0:30"). Nothing is played: the files open in the desktop's player.

use super::review::{Rules, file_name, file_row, rules_bar};
use crate::app::{Command, Model};
use crate::report::{VideoGroup, VideoInfo, clock};

pub fn show(ui: &mut egui::Ui, app: &Model, group: &VideoGroup, commands: &mut Vec<Command>) {
    ui.heading(format!("{} similar videos", group.files.len()));
    ui.label(
        "Frames sampled a few times a second match along most of the shorter video: the same \
         clip, re-encoded, resized or trimmed, or a clip inside a longer one.",
    );
    rules_bar(ui, Rules::Files, &app.settings.keep_rules, commands);
    ui.separator();
    egui::ScrollArea::vertical()
        .id_salt("videos")
        .show(ui, |ui| {
            for (index, file) in group.files.iter().enumerate() {
                let extra = group.videos.get(index).map(describe);
                file_row(ui, app, index, file, extra.as_deref(), commands);
            }
            ui.separator();
            for pair in &group.pairs {
                let (Some(a), Some(b)) = (group.files.get(pair.a), group.files.get(pair.b)) else {
                    continue;
                };
                ui.label(pair.words(&file_name(a), &file_name(b)));
            }
        });
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
}
