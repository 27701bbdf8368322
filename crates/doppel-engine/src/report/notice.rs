//! What a scan tells once, at its end, beside its results ([`Notice`]): a kind of file it
//! could not look at for want of a tool, or a problem with the fingerprint cache. Typed, so
//! each front end says it in its language; `Display` is the English.

use std::fmt;

use super::VideosOff;
use crate::ignore::IgnoreNotice;

/// What `heif-convert` is and where it comes from, for the notices.
pub const HEIF_TOOL: &str = "heif-convert (Debian package libheif-examples)";

/// Something a scan tells once, at its end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// HEIC or AVIF images were left to the exact search: their decoder is not installed.
    HeifToolMissing {
        /// How many.
        images: usize,
    },
    /// Similar videos were not looked for: ffmpeg or ffprobe could not be run.
    VideosOff(VideosOff),
    /// Similar music was not looked for: ffmpeg could not be run.
    MusicOff(VideosOff),
    /// The ignore list could not be used: the groups it hid show (a front end that hides
    /// them adds this).
    IgnoreList(IgnoreNotice),
    /// The fingerprint cache could not be used, read or updated, or was rebuilt: the
    /// cache's own words (the scan's results are whole either way).
    Cache {
        /// What the cache said.
        words: String,
    },
}

impl fmt::Display for Notice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Notice::HeifToolMissing { images } => write!(
                f,
                "{images} HEIC or AVIF image{} not compared for likeness: {HEIF_TOOL} is not \
                 installed",
                if *images == 1 { " was" } else { "s were" },
            ),
            Notice::VideosOff(off) => off.fmt(f),
            Notice::MusicOff(VideosOff::Missing { tool, why }) => write!(
                f,
                "similar music was not looked for: {tool} could not be run ({why}); install \
                 ffmpeg (sudo apt-get install ffmpeg) to find it"
            ),
            Notice::IgnoreList(notice) => notice.fmt(f),
            Notice::Cache { words } => f.write_str(words),
        }
    }
}
