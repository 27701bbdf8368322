//! [`VideoSkip`]: why a video was left out of the search, as the report's `skipped` says it;
//! and [`VideosOff`]: why no video was looked for at all, as its notice says.
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

/// Why similar videos are not looked for in a scan that asked for them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VideosOff {
    /// The tool (`ffmpeg` or `ffprobe`) could not be run: not installed, or not where
    /// `VideoOptions::tools` says.
    Missing {
        /// Which one.
        tool: &'static str,
        /// What running it gave, in words.
        why: String,
    },
}

impl std::fmt::Display for VideosOff {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            VideosOff::Missing { tool, why } => write!(
                f,
                "similar videos were not looked for: {tool} could not be run ({why}); \
                 install ffmpeg (sudo apt-get install ffmpeg) to find them"
            ),
        }
    }
}
