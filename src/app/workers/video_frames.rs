//! Frames of two videos of a group at the same moments, for the video review, read by
//! ffmpeg on the review's worker ([`load`]) and uploaded as textures; and whether ffmpeg
//! can be run at all ([`video_tools`]), asked once. Which videos and moments are compared
//! is the model's (`compared_files.rs`).

use std::path::PathBuf;
use std::sync::OnceLock;

use crate::app::model::{FrameRequest, Shot, VideoFrames};
use crate::engine::videos::{VideoTools, VideosOff, find_tools, frame_at};

/// The width frames are read at: sharp in a third of a wide review panel.
const FRAME_WIDTH: u32 = 480;

/// Whether ffmpeg and ffprobe can be run, asked once (two short child processes) the first
/// time it matters: as the app starts (`probes.rs`, which tells the model), and kept for
/// every frame read. Never from the UI thread: it waits for those processes.
pub fn video_tools() -> &'static Result<VideoTools, VideosOff> {
    TOOLS.get_or_init(|| find_tools(None))
}

static TOOLS: OnceLock<Result<VideoTools, VideosOff>> = OnceLock::new();

/// Reads the frames `request` asks for, the two videos side by side on two threads, and
/// uploads them; run on the review worker. `Err`: ffmpeg cannot be run.
pub fn load(ctx: &egui::Context, request: &FrameRequest) -> Result<VideoFrames, String> {
    let tools = video_tools().as_ref().map_err(|off| {
        let VideosOff::Missing { tool, why } = off;
        format!("{tool} could not be run ({why}): install ffmpeg (sudo apt-get install ffmpeg)")
    })?;
    let shots = |path: &PathBuf, second: bool| -> Vec<Shot> {
        request
            .moments
            .iter()
            .map(|&(a, b)| {
                let millis = if second { b } else { a };
                let picture = frame_at(tools, path, millis as f64 / 1000.0, FRAME_WIDTH)
                    .map_err(|skip| skip.to_string())?;
                let size = [picture.width() as usize, picture.height() as usize];
                let color = egui::ColorImage::from_rgba_unmultiplied(size, picture.as_raw());
                Ok(ctx.load_texture("video-frame", color, egui::TextureOptions::LINEAR))
            })
            .collect()
    };
    let (first, second) = std::thread::scope(|scope| {
        let first = scope.spawn(|| shots(&request.first, false));
        let second = shots(&request.second, true);
        (first.join(), second)
    });
    let first = first.map_err(|_| "reading the frames failed".to_string())?;
    Ok(VideoFrames { first, second })
}
