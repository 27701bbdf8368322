//! What a music file says of itself ([`read_facts`]): its tags (ID3, Vorbis comments, MP4
//! atoms, APE, RIFF INFO) and its codec, bitrate, sample rate and channels, read by
//! `lofty`. Only shown and read by keep rules: the sound decides what is a group.
//!
//! A file lofty does not read (WMA, a damaged header) still has a codec, from its name,
//! and a bitrate, from its size and length; a panic in the reader on a crafted file is
//! caught (quietly), and the file is compared without tags.

use std::path::Path;

use lofty::config::ParseOptions;
use lofty::file::FileType;
use lofty::mp4::{Mp4Codec, Mp4File};
use lofty::prelude::*;
use lofty::probe::Probe;

use crate::extract::contain;
use crate::report::{Tags, TrackInfo};

/// The facts of the music file at `path`, `size` bytes, whose decoded sound lasts
/// `seconds`.
pub(crate) fn read_facts(path: &Path, size: u64, seconds: f64) -> TrackInfo {
    let read = contain::on_this_thread(|| read_with_lofty(path))
        .ok()
        .flatten();
    let mut info = read.unwrap_or_else(|| TrackInfo {
        codec: codec_by_name(path).to_string(),
        lossless: lossless_by_name(path),
        ..TrackInfo::default()
    });
    info.duration = seconds;
    if info.bitrate.is_none() && seconds > 0.5 {
        info.bitrate = Some((size as f64 * 8.0 / seconds) as u64);
    }
    info
}

fn options() -> ParseOptions {
    ParseOptions::new().read_cover_art(false)
}

fn read_with_lofty(path: &Path) -> Option<TrackInfo> {
    let tagged = Probe::open(path).ok()?.options(options()).read().ok()?;
    let properties = tagged.properties();
    let (codec, lossless) = match tagged.file_type() {
        FileType::Aac => ("aac", false),
        FileType::Aiff => ("pcm", true),
        FileType::Ape => ("ape", true),
        FileType::Flac => ("flac", true),
        FileType::Mpeg => ("mp3", false),
        FileType::Mp4 => mp4_codec(path),
        FileType::Mpc => ("musepack", false),
        FileType::Opus => ("opus", false),
        FileType::Vorbis => ("vorbis", false),
        FileType::Speex => ("speex", false),
        FileType::Wav => ("pcm", true),
        FileType::WavPack => ("wavpack", true),
        _ => (codec_by_name(path), lossless_by_name(path)),
    };
    let tag = tagged.primary_tag().or_else(|| tagged.first_tag());
    let text = |value: Option<std::borrow::Cow<'_, str>>| {
        value
            .map(|v| v.trim().to_string())
            .filter(|v| !v.is_empty())
    };
    let tags = tag.map_or_else(Tags::default, |tag| Tags {
        title: text(tag.title()),
        artist: text(tag.artist()),
        album: text(tag.album()),
        track: tag.track(),
        year: tag.date().map(|date| u32::from(date.year)),
    });
    Some(TrackInfo {
        duration: 0.0,
        codec: codec.to_string(),
        lossless,
        bitrate: properties
            .audio_bitrate()
            .or(properties.overall_bitrate())
            .filter(|&kbps| kbps > 0)
            .map(|kbps| u64::from(kbps) * 1000),
        sample_rate: properties.sample_rate().filter(|&rate| rate > 0),
        channels: properties.channels().filter(|&n| n > 0),
        tags,
    })
}

/// An MP4 file's codec (AAC, ALAC...), read from its sample description.
fn mp4_codec(path: &Path) -> (&'static str, bool) {
    let codec = std::fs::File::open(path)
        .ok()
        .and_then(|mut file| Mp4File::read_from(&mut file, options()).ok())
        .and_then(|mp4| mp4.properties().codec());
    match codec {
        Some(Mp4Codec::ALAC) => ("alac", true),
        Some(Mp4Codec::FLAC) => ("flac", true),
        Some(Mp4Codec::MP3) => ("mp3", false),
        _ => ("aac", false),
    }
}

fn extension(path: &Path) -> String {
    path.extension()
        .and_then(|e| e.to_str())
        .unwrap_or("")
        .to_ascii_lowercase()
}

/// A codec's name from a file's extension, for a file no header said more of.
fn codec_by_name(path: &Path) -> &'static str {
    match extension(path).as_str() {
        "mp3" => "mp3",
        "m4a" | "aac" | "mp4" => "aac",
        "flac" => "flac",
        "ogg" | "oga" => "vorbis",
        "opus" => "opus",
        "wav" | "aif" | "aiff" | "aifc" => "pcm",
        "wma" | "asf" => "wma",
        "wv" => "wavpack",
        "ape" => "ape",
        _ => "unknown",
    }
}

fn lossless_by_name(path: &Path) -> bool {
    matches!(
        extension(path).as_str(),
        "flac" | "wav" | "aif" | "aiff" | "aifc" | "wv" | "ape"
    )
}
