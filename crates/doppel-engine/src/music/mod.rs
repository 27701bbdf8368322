//! Similar music: one recording re-encoded (MP3, AAC, FLAC, Vorbis, Opus, WAV, AIFF, WMA
//! and whatever else ffmpeg reads), mixed to mono, made quieter, trimmed of seconds at
//! either end or padded with silence, and an excerpt found inside the longer recording
//! (reported with where and for how long).
//!
//! The pipeline, one file a stage: `decode.rs` decodes each file (on a pool of one reader a
//! core; symphonia in this process for the formats it reads, `in_process.rs`, and ffmpeg as
//! a contained child process with time and memory limits for the rest) into Chromaprint's
//! fingerprint, with the quiet stretches marked; `tags.rs` reads its tags
//! and codec; `index.rs` names the pairs worth aligning, and at what offsets, from an index
//! of fingerprint items (never every pair); `align.rs` decides whether a pair is one
//! recording and scores it; the groups are the connected components of the pairs, as for
//! videos (`videos/group.rs`: an excerpt of five seconds or less joins one group only).
//! Tags are never a reason to group: two songs of one album, or two pieces with the same
//! tags, are two recordings. Fingerprints are kept in the fingerprint cache. Without
//! ffmpeg, a scan says so in a notice and looks for everything else.

mod align;
mod decode;
pub(crate) mod fingerprint;
mod in_process;
mod index;
mod tags;

use std::path::{Path, PathBuf};

use rayon::prelude::*;

use crate::cache::ScanCache;
use crate::hardlinks::DistinctFile;
use crate::progress::{CancelToken, Phase, ProgressCounters};
use crate::report::{MusicGroup, Notice, Skipped, SpanPair};
use crate::videos::find_tools;
use crate::videos::group::components;

pub use crate::report::{MusicSkip, TagName, Tags, TrackInfo};
pub use align::SLACK;
pub use fingerprint::MusicPrint;

/// Choices for the similar-music search.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct MusicOptions {
    /// Look for similar music at all (needs ffmpeg).
    pub find: bool,
    /// The folder holding `ffmpeg`; `None` looks for it on `PATH`.
    pub tools: Option<PathBuf>,
}

/// Stands for the fingerprint format (Chromaprint's preset, the sample rate, the quiet
/// bar, the facts read): prints the cache holds under another are made again.
pub(crate) const FINGERPRINT_KEY: i64 = 0x6d75_7331; // "mus1"

/// The extensions of the files taken for music.
const EXTENSIONS: &[&str] = &[
    "mp3", "m4a", "m4b", "aac", "flac", "ogg", "oga", "opus", "wav", "aif", "aiff", "aifc", "wma",
    "mka", "wv", "ape", "mpc", "alac", "caf",
];

/// Whether `path` names a music file Doppel compares, by its extension.
pub fn is_music_path(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|extension| EXTENSIONS.iter().any(|e| extension.eq_ignore_ascii_case(e)))
}

/// A music file as the search reads it: its fingerprint and facts, or why it was skipped.
pub fn read_track(tools: &crate::videos::VideoTools, path: &Path) -> Result<MusicPrint, MusicSkip> {
    // A token no one cancels: `read_track_until` always reads.
    read_track_until(tools, path, &CancelToken::new())
        .unwrap_or_else(|| Err(MusicSkip::Unreadable("cancelled".to_string())))
}

/// [`read_track`], its ffmpeg stopped as soon as `cancel` is: then the file is not read
/// (`None`).
pub fn read_track_until(
    tools: &crate::videos::VideoTools,
    path: &Path,
    cancel: &CancelToken,
) -> Option<Result<MusicPrint, MusicSkip>> {
    Some(print_of(path, decode::decode(tools, path, cancel)?))
}

/// The print of the file at `path` from its decoded sound, with its facts read.
fn print_of(
    path: &Path,
    decoded: Result<decode::Decoded, MusicSkip>,
) -> Result<MusicPrint, MusicSkip> {
    let decoded = decoded?;
    let size = std::fs::metadata(path).map_or(0, |m| m.len());
    Ok(MusicPrint {
        info: tags::read_facts(path, size, decoded.seconds()),
        items: decoded.items,
        quiet: decoded.quiet,
    })
}

/// Whether two music files are one recording, as a scan would decide: the pair (`a` 0 is
/// the first file, 1 the second; for an excerpt, `a` is the excerpt), or `None`. An error
/// says why one could not be read.
pub fn compare_music(
    tools: &crate::videos::VideoTools,
    a: &Path,
    b: &Path,
) -> Result<Option<SpanPair>, MusicSkip> {
    let (first, second) = (read_track(tools, a)?, read_track(tools, b)?);
    let tracks = [first.sound(), second.sound()];
    Ok(index::candidates(&tracks)
        .first()
        .and_then(|candidate| align::best(tracks[0], tracks[1], &candidate.offsets)))
}

/// What became of one file.
enum Read {
    Known(MusicPrint),
    Fresh(MusicPrint),
    Failed(MusicSkip),
}

/// What the similar-music stage found.
#[derive(Debug, Default)]
pub(crate) struct MusicOutcome {
    pub(crate) groups: Vec<MusicGroup>,
    pub(crate) skipped: Vec<Skipped>,
    /// Files that could not be read, or ffmpeg missing: another scan may not meet them.
    pub(crate) failures: usize,
    /// Why the search did not run, told once.
    pub(crate) notices: Vec<Notice>,
}

/// How many files are decoded at once: decoding keeps a core busy (ffmpeg's child, or this
/// process), so one per core.
fn readers() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get())
}

/// Finds groups of similar music among `contents`, one file per distinct content, reading
/// only the files `cache` has no fingerprint of and telling it the new ones.
pub(crate) fn find_music(
    contents: Vec<&DistinctFile>,
    options: &MusicOptions,
    cache: &mut ScanCache,
    progress: &ProgressCounters,
    cancel: &CancelToken,
) -> MusicOutcome {
    let mut outcome = MusicOutcome::default();
    let candidates: Vec<&DistinctFile> = contents
        .into_iter()
        .filter(|f| is_music_path(&f.entry.path()))
        .collect();
    let total_bytes = candidates.iter().map(|f| f.entry.size).sum();
    progress.begin(Phase::Music, candidates.len() as u64, total_bytes);
    let known = cache.known_music(&candidates, FINGERPRINT_KEY);
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
                outcome.notices.push(Notice::MusicOff(off));
                outcome.failures += 1;
                return outcome;
            }
        };
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(readers())
            .thread_name(|i| format!("doppel-music-{i}"))
            // Deep, for the parsers of untrusted files decoded on it (reserved, not used).
            .stack_size(crate::extract::contain::WORKER_STACK)
            .build();
        let read_all = |read: &mut Vec<Option<Read>>| {
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
                    // A file whose decoding the cancel stopped is not read, not skipped.
                    let Some(track) = read_track_until(&tools, &file.entry.path(), cancel) else {
                        return;
                    };
                    *read = Some(match track {
                        Ok(print) => Read::Fresh(print),
                        Err(skip) => Read::Failed(skip),
                    });
                    progress.add(file.entry.size);
                });
        };
        match pool {
            Ok(pool) => pool.install(|| read_all(&mut read)),
            Err(_) => read_all(&mut read),
        }
    }
    let mut tracks: Vec<(&DistinctFile, MusicPrint)> = Vec::new();
    for (file, read) in candidates.into_iter().zip(read) {
        match read {
            Some(Read::Known(print)) => tracks.push((file, print)),
            Some(Read::Fresh(print)) => {
                cache.record_music(file, FINGERPRINT_KEY, print.clone());
                cache.checkpoint();
                tracks.push((file, print));
            }
            None => {}
            Some(Read::Failed(skip)) => {
                // Silence is a verdict, not a failure another scan may mend.
                if skip != MusicSkip::NoSound {
                    outcome.failures += 1;
                }
                outcome
                    .skipped
                    .push(Skipped::new(file.entry.path(), skip.clone()));
            }
        }
    }
    if cancel.is_cancelled() {
        return outcome;
    }
    let sounds: Vec<align::Sound<'_>> = tracks.iter().map(|(_, p)| p.sound()).collect();
    let pairs: Vec<SpanPair> = index::candidates(&sounds)
        .par_iter()
        .filter_map(|candidate| {
            let (x, y) = (candidate.a as usize, candidate.b as usize);
            let mut pair = align::best(sounds[x], sounds[y], &candidate.offsets)?;
            let index = |i: usize| if i == 0 { x } else { y };
            (pair.a, pair.b) = (index(pair.a), index(pair.b));
            Some(pair)
        })
        .collect();
    outcome.groups = components(tracks.len(), &pairs)
        .into_iter()
        .map(|(members, pair_indexes)| music_group(&members, &pair_indexes, &pairs, &tracks))
        .collect();
    outcome
}

/// The report's form of a component: members in path order, pairs by those indexes.
fn music_group(
    members: &[usize],
    pair_indexes: &[usize],
    pairs: &[SpanPair],
    tracks: &[(&DistinctFile, MusicPrint)],
) -> MusicGroup {
    let mut members = members.to_vec();
    members.sort_by(|&a, &b| tracks[a].0.entry.cmp_path(&tracks[b].0.entry));
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
    MusicGroup {
        files: members.iter().map(|&i| tracks[i].0.record()).collect(),
        tracks: members.iter().map(|&i| tracks[i].1.info.clone()).collect(),
        pairs: group_pairs,
    }
}
