//! Which files the image and video reviews put side by side, decided from the report alone:
//! the image shown beside a group's reference, and how ([`ImageView`]); the two videos
//! whose frames are compared, and at which moments: 10 %, 50 % and 90 % of the span the
//! scan found they share, each moment taken from where that span starts in each video, so
//! a trimmed copy shows the same picture as its original. The model asks the review's
//! worker for what these name; the panels label what it loaded with them.

use crate::report::{ImageGroup, VideoGroup};

use super::messages::FrameRequest;

/// How the review shows the selected image beside the group's reference.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ImageView {
    /// Each as it is, fitted to the same box.
    #[default]
    SideBySide,
    /// One over the other in turn, at the same size: a crop or an edit jumps out.
    Flicker,
    /// Where they differ, in red over the reference.
    Difference,
}

impl ImageView {
    pub const ALL: [ImageView; 3] = [
        ImageView::SideBySide,
        ImageView::Flicker,
        ImageView::Difference,
    ];

    pub fn label(self) -> String {
        match self {
            ImageView::SideBySide => crate::tr!("images-view-side-by-side"),
            ImageView::Flicker => crate::tr!("images-view-flicker"),
            ImageView::Difference => crate::tr!("images-view-difference"),
        }
    }
}

/// Which image of `group` is shown beside its reference when file `selected` is: that
/// one, or when the reference itself is selected, the image nearest it (so a group opens
/// on a comparison rather than the reference twice). `None` for a group of one.
pub fn compared_index(group: &ImageGroup, selected: usize) -> Option<usize> {
    if selected != group.reference && selected < group.files.len() {
        return Some(selected);
    }
    (0..group.files.len())
        .filter(|&i| i != group.reference)
        .min_by_key(|&i| (group.distances[i], i))
}

/// Where along the shared span the frames are taken, as shares of its length.
pub const MOMENTS: [f64; 3] = [0.1, 0.5, 0.9];

/// Which two files of `group` are compared while file `selected` is: the first and the
/// selected one, or the first and the second. `None` for a group of one.
pub fn compared_pair(group: &VideoGroup, selected: usize) -> Option<(usize, usize)> {
    compared_of(group.files.len(), selected)
}

/// Which two of a group of `count` files a review compares: the first and the selected
/// one, or the first two when the first is selected.
pub fn compared_of(count: usize, selected: usize) -> Option<(usize, usize)> {
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
pub fn frame_request(group: &VideoGroup, selected: usize) -> Option<FrameRequest> {
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

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::report::{FileRecord, SpanPair, SpanRelation, VideoInfo};

    fn group(pairs: Vec<SpanPair>) -> VideoGroup {
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
        let group = group(vec![SpanPair {
            a: 1,
            b: 0,
            relation: SpanRelation::PartOf,
            a_start: 0.0,
            b_start: 5.0,
            length: 10.0,
            matched: 0.95,
        }]);
        let request = frame_request(&group, 1).unwrap();
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
