//! Frames sampled from a video by Debian's `ffmpeg`, run as a child process with a time
//! limit: [`FPS`] frames a second of the first video stream, each shrunk (area-averaged) to
//! a [`SIDE`] × [`SIDE`] gray square and piped as raw bytes, handed on one by one as they
//! arrive, so a long video is never held. Past the limit (longer for a longer video)
//! ffmpeg is killed and the video skipped; a video it cannot decode is skipped with
//! ffmpeg's own last words.

use std::path::Path;
use std::time::Duration;

use super::tools::{Failure, VideoTools, add_input, run_limited_until};
use crate::progress::CancelToken;
use crate::report::VideoSkip;

/// Frames sampled per second of video.
pub(crate) const FPS: u32 = 4;

/// The side of the gray square each frame is shrunk to.
pub(crate) const SIDE: usize = 32;

/// One sampled frame: `SIDE` rows of `SIDE` gray levels.
pub(crate) type Frame = [u8; SIDE * SIDE];

/// The time limit for a video of `duration` seconds: a minute, plus a second for every
/// two of video (decoding runs many times faster than real time on one core).
pub(crate) fn limit_for(duration: f64) -> Duration {
    let extra = if duration.is_finite() && duration > 0.0 {
        (duration / 2.0).min(6.0 * 3600.0)
    } else {
        0.0
    };
    Duration::from_secs(60) + Duration::from_secs_f64(extra)
}

/// Samples the video at `path`, handing each frame to `each` in order; returns how many.
/// ffmpeg is stopped as soon as `cancel` is.
pub(crate) fn sample(
    tools: &VideoTools,
    path: &Path,
    limit: Duration,
    cancel: &CancelToken,
    mut each: impl FnMut(&Frame) + Send,
) -> Result<usize, VideoSkip> {
    let mut command = tools.quiet_ffmpeg();
    let filters = format!("fps={FPS},scale={SIDE}:{SIDE}:flags=area,format=gray");
    add_input(&mut command, path);
    command
        .args(["-map", "0:v:0", "-an", "-sn", "-dn", "-vf", &filters])
        .args(["-f", "rawvideo", "-pix_fmt", "gray", "pipe:1"]);
    let mut frames = 0usize;
    let ran = run_limited_until(command, limit, cancel, |out| {
        let mut frame: Frame = [0; SIDE * SIDE];
        while out.read_exact(&mut frame).is_ok() {
            each(&frame);
            frames += 1;
        }
    });
    match ran {
        Err(Failure::TimedOut(limit)) => Err(VideoSkip::TimedOut(limit)),
        Err(failure) => Err(VideoSkip::Unreadable(format!("ffmpeg {failure}"))),
        Ok(ran) if !ran.status.success() => Err(ran.skip("ffmpeg")),
        Ok(_) if frames == 0 => Err(VideoSkip::NoFrames),
        Ok(_) => Ok(frames),
    }
}
