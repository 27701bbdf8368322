//! One picture of a video at a given moment, for the review to show two videos side by side
//! ([`frame_at`]): Debian's `ffmpeg`, run as a child process with a time limit, seeks to the
//! moment, decodes the first frame there, shrinks it to a width and pipes it as a PNG, which
//! is decoded here. A moment past the end gives [`VideoSkip::NoFrames`]; a file ffmpeg
//! cannot read, its own last words.

use std::io::Read;
use std::path::Path;
use std::time::Duration;

use image::{ImageFormat, RgbaImage};

use super::tools::{Failure, VideoTools, add_input, run_limited};
use crate::report::VideoSkip;

/// How long ffmpeg may take to seek to a moment and decode one frame there.
const FRAME_LIMIT: Duration = Duration::from_secs(30);

/// The most PNG read from ffmpeg: a frame a few hundred pixels wide takes far less.
const MOST_PNG: u64 = 64 << 20;

/// The widest frame asked for: a review never shows one larger.
const MOST_WIDTH: u32 = 4096;

/// The frame of the video at `path` shown `seconds` into it, `max_width` pixels wide (even
/// heights keep its proportions).
pub fn frame_at(
    tools: &VideoTools,
    path: &Path,
    seconds: f64,
    max_width: u32,
) -> Result<RgbaImage, VideoSkip> {
    let seconds = if seconds.is_finite() {
        seconds.max(0.0)
    } else {
        0.0
    };
    // An even width, as the scaler wants for most pixel formats.
    let width = (max_width.clamp(16, MOST_WIDTH) / 2) * 2;
    let mut command = tools.quiet_ffmpeg();
    command.args(["-ss", &format!("{seconds:.3}")]);
    add_input(&mut command, path);
    command
        .args(["-map", "0:v:0", "-an", "-sn", "-dn", "-frames:v", "1"])
        .args(["-vf", &format!("scale={width}:-2,setsar=1")])
        .args(["-f", "image2pipe", "-vcodec", "png", "pipe:1"]);
    let mut png = Vec::new();
    let ran = run_limited(command, FRAME_LIMIT, |out| {
        let _ = out.take(MOST_PNG).read_to_end(&mut png);
    });
    match ran {
        Err(Failure::TimedOut(limit)) => return Err(VideoSkip::TimedOut(limit)),
        Err(failure) => return Err(VideoSkip::Unreadable(format!("ffmpeg {failure}"))),
        Ok(ran) if !ran.status.success() => return Err(ran.skip("ffmpeg")),
        Ok(_) => {}
    }
    if png.is_empty() {
        return Err(VideoSkip::NoFrames);
    }
    image::load_from_memory_with_format(&png, ImageFormat::Png)
        .map(|picture| picture.to_rgba8())
        .map_err(|error| {
            VideoSkip::Unreadable(format!("ffmpeg's frame could not be read: {error}"))
        })
}
