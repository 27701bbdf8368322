//! [`MusicSkip`]: why a music file was left out of the search for similar music, as the
//! report's `skipped` says it. A file skipped is never remembered by the cache: a timeout
//! may not recur.

use std::time::Duration;

/// Why a music file could not be compared.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum MusicSkip {
    /// ffmpeg could not decode it (damaged, truncated, a form it does not know); its own
    /// words.
    Unreadable(String),
    /// ffmpeg took longer than the limit over it and was stopped.
    TimedOut(Duration),
    /// It holds no sound to compare: silence only, or too short for a fingerprint (under
    /// about three seconds of sound).
    NoSound,
    /// Not a music file but, as ffmpeg finds it, a file of another format (its name for
    /// it: `concat`, `hls`...): a playlist or script naming other files, which would be
    /// read in its place. Never read.
    NotAContainer(String),
}

impl std::fmt::Display for MusicSkip {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MusicSkip::Unreadable(why) => write!(f, "audio could not be read: {why}"),
            MusicSkip::TimedOut(limit) => {
                write!(f, "audio took longer than {} s to read", limit.as_secs())
            }
            MusicSkip::NoSound => f.write_str(
                "holds no sound to compare (silence only, or under about 3 seconds of sound)",
            ),
            MusicSkip::NotAContainer(format) => write!(
                f,
                "not a music file but ffmpeg's '{format}' format (a playlist or script \
                 naming other files is never read)"
            ),
        }
    }
}
