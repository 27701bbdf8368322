//! [`VideoSkip`]: why a video was left out of the search, as the report's `skipped` says it.
//! A video skipped is never remembered by the cache: a timeout may not recur.

use std::time::Duration;

/// Why a video could not be compared.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum VideoSkip {
    /// ffprobe or ffmpeg could not read it (damaged, truncated, a form they do not know);
    /// their own words.
    Unreadable(String),
    /// ffmpeg took longer than the limit over it and was stopped.
    TimedOut(Duration),
    /// ffmpeg read it but gave no frame.
    NoFrames,
    /// Not a video file but, as ffmpeg finds it, a file of another format (its name for
    /// it: `concat`, `hls`, `image2`...): a playlist or script naming other files, which
    /// would be read in its place. Never read.
    NotAContainer(String),
}

impl std::fmt::Display for VideoSkip {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            VideoSkip::Unreadable(why) => write!(f, "video could not be read: {why}"),
            VideoSkip::TimedOut(limit) => {
                write!(f, "video took longer than {} s to read", limit.as_secs())
            }
            VideoSkip::NoFrames => f.write_str("video has no frame ffmpeg could read"),
            VideoSkip::NotAContainer(format) => write!(
                f,
                "not a video file but ffmpeg's '{format}' format (a playlist or script \
                 naming other files is never read)"
            ),
        }
    }
}
