//! Frames of two videos of a group at the same moments, for the video review: the group's
//! first video and the selected one (the second while the first is selected), at 10 %, 50 %
//! and 90 % of the span the scan found they share, each moment taken from where that span
//! starts in each video, so a trimmed copy shows the same picture as its original. The
//! frames are read by ffmpeg on the review worker ([`load`]) and uploaded as textures.

use std::path::PathBuf;
use std::sync::OnceLock;

use crate::engine::videos::{VideoTools, VideosOff, find_tools, frame_at};
use crate::report::VideoGroup;

/// Where along the shared span the frames are taken, as shares of its length.
pub const MOMENTS: [f64; 3] = [0.1, 0.5, 0.9];

/// The width frames are read at: sharp in a third of a wide review panel.
const FRAME_WIDTH: u32 = 480;

/// Whether ffmpeg and ffprobe can be run, asked once (two short child processes) the first
/// time it matters. Never from the UI thread: it waits for those processes.
pub fn video_tools() -> &'static Result<VideoTools, VideosOff> {
    TOOLS.get_or_init(|| find_tools(None))
}

static TOOLS: OnceLock<Result<VideoTools, VideosOff>> = OnceLock::new();

/// What [`video_tools`] found, if it has been asked yet: for the UI thread, which must not
/// wait for ffmpeg. The app asks it on a worker when it starts.
pub fn video_tools_if_known() -> Option<&'static Result<VideoTools, VideosOff>> {
    TOOLS.get()
}

/// Two videos and the moments compared: for each, milliseconds into the first and into
/// the second.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FrameRequest {
    pub first: PathBuf,
    pub second: PathBuf,
    pub moments: Vec<(u64, u64)>,
}

/// Which two files of `group` are compared while file `selected` is: the first and the
/// selected one, or the first and the second. `None` for a group of one.
pub fn compared_pair(group: &VideoGroup, selected: usize) -> Option<(usize, usize)> {
    let count = group.files.len();
    if selected != 0 && selected < count {
        Some((0, selected))
    } else if count > 1 {
        Some((0, 1))
    } else {
        None
    }
}

/// Where the span two files share starts in each, and how long it is, in seconds: from the
/// pair the scan found, or (two videos joined only through a third) both from the start
/// for the shorter's length.
pub fn shared_span(group: &VideoGroup, first: usize, second: usize) -> (f64, f64, f64) {
    for pair in &group.pairs {
        if (pair.a, pair.b) == (first, second) {
            return (pair.a_start, pair.b_start, pair.length);
        }
        if (pair.a, pair.b) == (second, first) {
            return (pair.b_start, pair.a_start, pair.length);
        }
    }
    let length = |i: usize| group.videos.get(i).map_or(0.0, |v| v.duration);
    (0.0, 0.0, length(first).min(length(second)))
}

/// The frames the review of `group` shows while file `selected` is selected.
pub fn request(group: &VideoGroup, selected: usize) -> Option<FrameRequest> {
    let (first, second) = compared_pair(group, selected)?;
    let (first_start, second_start, length) = shared_span(group, first, second);
    let millis = |seconds: f64| (seconds.max(0.0) * 1000.0).round() as u64;
    Some(FrameRequest {
        first: group.files[first].path.clone(),
        second: group.files[second].path.clone(),
        moments: MOMENTS
            .iter()
            .map(|share| {
                (
                    millis(first_start + share * length),
                    millis(second_start + share * length),
                )
            })
            .collect(),
    })
}

/// One frame on the GPU, or why it could not be read.
pub type Shot = Result<egui::TextureHandle, String>;

/// The frames of the two videos, one per moment each.
pub struct VideoFrames {
    pub first: Vec<Shot>,
    pub second: Vec<Shot>,
}

impl std::fmt::Debug for VideoFrames {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let read = |shots: &[Shot]| shots.iter().filter(|s| s.is_ok()).count();
        f.debug_struct("VideoFrames")
            .field("first_read", &read(&self.first))
            .field("second_read", &read(&self.second))
            .finish_non_exhaustive()
    }
}

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::{FileRecord, VideoInfo, VideoPair, VideoRelation};

    fn group(pairs: Vec<VideoPair>) -> VideoGroup {
        let file = |name: &str| FileRecord {
            path: PathBuf::from(name),
            size: 1,
            modified: std::time::SystemTime::UNIX_EPOCH,
            aliases: Vec::new(),
            companions: Vec::new(),
        };
        let info = |duration: f64| VideoInfo {
            duration,
            width: 320,
            height: 240,
            codec: "h264".to_string(),
            bitrate: None,
        };
        VideoGroup {
            files: vec![file("/a.mp4"), file("/b.mp4"), file("/c.mp4")],
            videos: vec![info(20.0), info(10.0), info(8.0)],
            pairs,
        }
    }

    #[test]
    fn frames_are_taken_at_the_same_moments_of_the_shared_span_in_each() {
        // b.mp4 is a.mp4 from 0:05 for 0:10: the first file is the pair's `b`.
        let group = group(vec![VideoPair {
            a: 1,
            b: 0,
            relation: VideoRelation::PartOf,
            a_start: 0.0,
            b_start: 5.0,
            length: 10.0,
            matched: 0.95,
        }]);
        let request = request(&group, 1).unwrap();
        assert_eq!(request.first, PathBuf::from("/a.mp4"));
        assert_eq!(request.second, PathBuf::from("/b.mp4"));
        assert_eq!(
            request.moments,
            vec![(6000, 1000), (10_000, 5000), (14_000, 9000)]
        );
        // The first selected: compared with the second. Joined through a third only: both
        // from the start, for the shorter's length.
        assert_eq!(compared_pair(&group, 0), Some((0, 1)));
        assert_eq!(shared_span(&group, 0, 2), (0.0, 0.0, 8.0));
    }
}
