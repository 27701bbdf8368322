//! Similar videos: the same clip re-encoded, resized, cropped a little, or trimmed at either
//! end, and a clip found inside a longer video (reported with where and for how long).
//!
//! Debian's `ffprobe` and `ffmpeg` do the reading, as child processes with time limits
//! (`tools.rs`): `probe.rs` reads the length, picture size, codec and bitrate;
//! `sample.rs` has ffmpeg sample a few frames a second, each shrunk to a 32 × 32 gray
//! square and piped as raw bytes; `fingerprint.rs` hashes each frame (a DCT hash), so a
//! video becomes a sequence of 64-bit hashes in time, and keeps each frame's 16 × 16
//! thumbnail; `align.rs` finds where one sequence lies on another and decides whether they
//! are one clip (a shared intro is not enough, nor hashes that agree on frames whose
//! thumbnails differ);
//! `group.rs` names the pairs worth aligning from a coarse index and makes groups of the
//! pairs found joined. Why a video was skipped is `skip.rs` (among the reasons, a playlist
//! or script named like a video: `tools.rs` opens every input with container formats
//! only). Fingerprints are kept in the fingerprint cache, like images'. Without ffmpeg, a scan says so in a notice and looks
//! for everything else. For the review, `frames.rs` has ffmpeg give one picture of a video
//! at a moment ([`frame_at`]).

mod align;
pub(crate) mod fingerprint;
mod frames;
pub(crate) mod group;
mod probe;
mod sample;
pub(crate) mod tools;

use std::path::{Path, PathBuf};

use rayon::prelude::*;

use crate::cache::ScanCache;
use crate::hardlinks::DistinctFile;
use crate::progress::{CancelToken, Phase, ProgressCounters};
use crate::report::{Notice, Skipped, SpanPair, VideoGroup};
use fingerprint::FrameHasher;
use probe::{Probed, probe};

pub use crate::report::VideoSkip;
pub use crate::report::VideosOff;
pub use align::{Apart, MIN_COVER, MIN_PART, Verdict};
pub use fingerprint::VideoPrint;
pub use frames::frame_at;
pub use tools::{VideoTools, find_tools};

/// Choices for the similar-video search.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct VideoOptions {
    /// Look for similar videos at all (needs ffmpeg).
    pub find: bool,
    /// The folder holding `ffmpeg` and `ffprobe`; `None` looks for them on `PATH`.
    pub tools: Option<PathBuf>,
}

/// Stands for the fingerprint format (the sampling rate, the square, the hash, the formats
/// read): prints the cache holds under another are made again. Change it with any of them.
/// "vid3": read with container demuxers only, so a playlist an earlier scan read as a
/// video is not kept as one.
const FINGERPRINT_KEY: i64 = 0x7669_6433; // "vid3": with thumbnails, containers only

/// The extensions of the files taken for videos.
const EXTENSIONS: &[&str] = &[
    "mp4", "m4v", "mov", "mkv", "webm", "avi", "wmv", "flv", "mpg", "mpeg", "ts", "m2ts", "mts",
    "3gp", "ogv", "vob", "asf", "divx",
];

/// Whether `path` names a video Doppel compares, by its extension.
pub fn is_video_path(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|extension| EXTENSIONS.iter().any(|e| extension.eq_ignore_ascii_case(e)))
}

/// A video as the search reads it: its facts and frame hashes, or why it was skipped.
/// `Ok(None)`: the file holds no video stream (an audio-only `.webm`).
pub fn read_video(tools: &VideoTools, path: &Path) -> Result<Option<VideoPrint>, VideoSkip> {
    read_frames(tools, path, &CancelToken::new())
}

/// [`read_video`], its ffprobe and ffmpeg stopped as soon as `cancel` is: then the file is
/// not read (`None`).
pub fn read_video_until(
    tools: &VideoTools,
    path: &Path,
    cancel: &CancelToken,
) -> Option<Result<Option<VideoPrint>, VideoSkip>> {
    let read = read_frames(tools, path, cancel);
    (!cancel.is_cancelled()).then_some(read)
}

fn read_frames(
    tools: &VideoTools,
    path: &Path,
    cancel: &CancelToken,
) -> Result<Option<VideoPrint>, VideoSkip> {
    let info = match probe(tools, path, cancel)? {
        Probed::NotVideo => return Ok(None),
        Probed::Video(info) => info,
    };
    let hasher = FrameHasher::new();
    let expected = (info.duration * f64::from(sample::FPS)) as usize + 4;
    let mut frames = Vec::with_capacity(expected);
    let mut details = Vec::with_capacity(expected * fingerprint::DETAIL_BYTES);
    sample::sample(
        tools,
        path,
        sample::limit_for(info.duration),
        cancel,
        |frame| {
            frames.push(hasher.hash(frame));
            details.extend_from_slice(&fingerprint::detail(frame));
        },
    )?;
    Ok(Some(VideoPrint {
        frames,
        details,
        info,
    }))
}

/// Whether two video files show one clip, as a scan would decide: the [`Verdict`], with the
/// span they share. An error says why one could not be read.
pub fn compare_videos(tools: &VideoTools, a: &Path, b: &Path) -> Result<Verdict, VideoSkip> {
    let none = || VideoSkip::Unreadable("no video stream".to_string());
    let first = read_video(tools, a)?.ok_or_else(none)?;
    let second = read_video(tools, b)?.ok_or_else(none)?;
    Ok(align::align(first.aligned(), second.aligned()))
}

/// What became of one video.
enum Read {
    Known(VideoPrint),
    Fresh(VideoPrint),
    NotVideo,
    Failed(VideoSkip),
}

/// What the similar-video stage found.
#[derive(Debug, Default)]
pub(crate) struct VideoOutcome {
    pub(crate) groups: Vec<VideoGroup>,
    pub(crate) skipped: Vec<Skipped>,
    /// Videos that could not be read, or ffmpeg missing: another scan may not meet them.
    pub(crate) failures: usize,
    /// Why the search did not run, told once.
    pub(crate) notices: Vec<Notice>,
}

/// How many videos are read at once: ffmpeg decodes on a core of its own, so one per core.
fn readers() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get())
}

/// Finds groups of similar videos among `contents`, one file per distinct content, reading
/// only the videos `cache` has no fingerprint of and telling it the new ones.
pub(crate) fn find_videos(
    contents: Vec<&DistinctFile>,
    options: &VideoOptions,
    cache: &mut ScanCache,
    progress: &ProgressCounters,
    cancel: &CancelToken,
) -> VideoOutcome {
    let mut outcome = VideoOutcome::default();
    let candidates: Vec<&DistinctFile> = contents
        .into_iter()
        .filter(|f| is_video_path(&f.entry.path()))
        .collect();
    let total_bytes = candidates.iter().map(|f| f.entry.size).sum();
    progress.begin(Phase::Videos, candidates.len() as u64, total_bytes);
    let known = cache.known_videos(&candidates, FINGERPRINT_KEY);
    let mut read: Vec<Option<Read>> = known
        .into_iter()
        .zip(&candidates)
        .map(|(print, file)| {
            print.map(|print| {
                progress.add(file.entry.size);
                Read::Known(print)
            })
        })
        .collect();
    if read.iter().any(Option::is_none) {
        let tools = match find_tools(options.tools.as_deref()) {
            Ok(tools) => tools,
            Err(off) => {
                outcome.notices.push(Notice::VideosOff(off));
                outcome.failures += 1;
                return outcome;
            }
        };
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(readers())
            .thread_name(|i| format!("doppel-video-{i}"))
            .build();
        let sample_all = |read: &mut Vec<Option<Read>>| {
            read.par_iter_mut()
                .zip(&candidates)
                // One file a task: a file takes from milliseconds to minutes, and rayon's
                // few large pieces of the list left one core idle while the other decoded
                // the longest files (measured: a third of a scan's time).
                .with_max_len(1)
                .filter(|(read, _)| read.is_none())
                .for_each(|(read, file)| {
                    if cancel.is_cancelled() {
                        return;
                    }
                    let path = file.entry.path();
                    // A file whose reading the cancel stopped is not read, not skipped.
                    let Some(video) = read_video_until(&tools, &path, cancel) else {
                        return;
                    };
                    *read = Some(match video {
                        Ok(Some(print)) => Read::Fresh(print),
                        Ok(None) => Read::NotVideo,
                        Err(skip) => Read::Failed(skip),
                    });
                    progress.add(file.entry.size);
                });
        };
        match pool {
            Ok(pool) => pool.install(|| sample_all(&mut read)),
            Err(_) => sample_all(&mut read),
        }
    }
    let mut videos: Vec<(&DistinctFile, VideoPrint)> = Vec::new();
    for (file, read) in candidates.into_iter().zip(read) {
        match read {
            Some(Read::Known(print)) => videos.push((file, print)),
            Some(Read::Fresh(print)) => {
                cache.record_video(file, FINGERPRINT_KEY, print.clone());
                cache.checkpoint();
                videos.push((file, print));
            }
            Some(Read::NotVideo) | None => {}
            Some(Read::Failed(skip)) => {
                outcome.failures += 1;
                outcome
                    .skipped
                    .push(Skipped::new(file.entry.path(), skip.clone()));
            }
        }
    }
    if cancel.is_cancelled() {
        return outcome;
    }
    videos.retain(|(_, print)| print.has_pictures());
    let hashes: Vec<&[u64]> = videos.iter().map(|(_, p)| p.frames.as_slice()).collect();
    let candidates = group::candidates(&hashes);
    let frames: Vec<align::Frames<'_>> = videos.iter().map(|(_, p)| p.aligned()).collect();
    let pairs = group::verified(&frames, &candidates);
    outcome.groups = group::components(videos.len(), &pairs)
        .into_iter()
        .map(|(members, pair_indexes)| video_group(&members, &pair_indexes, &pairs, &videos))
        .collect();
    outcome
}

/// The report's form of a component: members in path order, pairs by those indexes.
fn video_group(
    members: &[usize],
    pair_indexes: &[usize],
    pairs: &[SpanPair],
    videos: &[(&DistinctFile, VideoPrint)],
) -> VideoGroup {
    let mut members = members.to_vec();
    members.sort_by(|&a, &b| videos[a].0.entry.cmp_path(&videos[b].0.entry));
    let position = |i: usize| members.iter().position(|&m| m == i).unwrap_or(0);
    let mut group_pairs: Vec<SpanPair> = pair_indexes
        .iter()
        .map(|&p| SpanPair {
            a: position(pairs[p].a),
            b: position(pairs[p].b),
            ..pairs[p]
        })
        .collect();
    group_pairs.sort_by_key(|p| (p.a.min(p.b), p.a.max(p.b)));
    VideoGroup {
        files: members.iter().map(|&i| videos[i].0.record()).collect(),
        videos: members.iter().map(|&i| videos[i].1.info.clone()).collect(),
        pairs: group_pairs,
    }
}
