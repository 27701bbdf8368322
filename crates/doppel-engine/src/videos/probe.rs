//! What a video file is, as `ffprobe -of json` reads its header: the length, the size of
//! the first video stream's picture, its codec and the file's bitrate. A file with no video
//! stream is not a video ([`Probed::NotVideo`]: an audio-only `.webm`); one ffprobe cannot
//! read is skipped, with ffprobe's own words as the reason, and a playlist or script named
//! like a video, in a format that is no container, is skipped as one before it is read.

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use serde::Deserialize;

use super::tools::{VideoTools, add_input, run_limited_until};
use crate::progress::CancelToken;
use crate::report::VideoInfo;
use crate::report::VideoSkip;

/// How long ffprobe may take over one file's header.
const PROBE_LIMIT: Duration = Duration::from_secs(30);

/// The most JSON read from ffprobe: a header's few streams take a few kilobytes.
const MOST_JSON: u64 = 1 << 20;

/// What ffprobe made of a file.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Probed {
    /// A video, with its facts.
    Video(VideoInfo),
    /// A file with no video stream.
    NotVideo,
}

#[derive(Deserialize)]
struct ProbeJson {
    #[serde(default)]
    streams: Vec<StreamJson>,
    format: Option<FormatJson>,
}

#[derive(Deserialize)]
struct StreamJson {
    codec_name: Option<String>,
    width: Option<u32>,
    height: Option<u32>,
    duration: Option<String>,
    bit_rate: Option<String>,
}

#[derive(Deserialize)]
struct FormatJson {
    duration: Option<String>,
    bit_rate: Option<String>,
}

/// Reads the header of the video at `path` with ffprobe.
/// ffprobe is stopped as soon as `cancel` is (its answer is then an error no one reads).
pub(crate) fn probe(
    tools: &VideoTools,
    path: &Path,
    cancel: &CancelToken,
) -> Result<Probed, VideoSkip> {
    let mut command = Command::new(&tools.ffprobe);
    command
        .args(["-v", "error", "-of", "json", "-select_streams", "v:0"])
        .args([
            "-show_entries",
            "format=duration,bit_rate:stream=codec_name,width,height,duration,bit_rate",
        ]);
    add_input(&mut command, path);
    let mut json = Vec::new();
    let ran = run_limited_until(command, PROBE_LIMIT, cancel, |out| {
        let _ = out.take(MOST_JSON).read_to_end(&mut json);
    })
    .map_err(|failure| VideoSkip::Unreadable(format!("ffprobe {failure}")))?;
    if !ran.status.success() {
        return Err(ran.skip("ffprobe"));
    }
    let parsed: ProbeJson = serde_json::from_slice(&json)
        .map_err(|e| VideoSkip::Unreadable(format!("ffprobe's answer could not be read: {e}")))?;
    Ok(facts(parsed))
}

use std::io::Read;

fn facts(parsed: ProbeJson) -> Probed {
    let Some(stream) = parsed.streams.into_iter().next() else {
        return Probed::NotVideo;
    };
    let number = |text: &Option<String>| {
        text.as_deref()
            .and_then(|t| t.trim().parse::<f64>().ok())
            .filter(|n| n.is_finite() && *n >= 0.0)
    };
    let format = parsed.format;
    let duration = number(&stream.duration)
        .or_else(|| format.as_ref().and_then(|f| number(&f.duration)))
        .unwrap_or(0.0);
    let bitrate = format
        .as_ref()
        .and_then(|f| number(&f.bit_rate))
        .or_else(|| number(&stream.bit_rate))
        .map(|b| b as u64);
    Probed::Video(VideoInfo {
        duration,
        width: stream.width.unwrap_or(0),
        height: stream.height.unwrap_or(0),
        codec: stream.codec_name.unwrap_or_else(|| "unknown".to_string()),
        bitrate,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ffprobes_json_gives_the_facts_and_no_stream_is_not_a_video() {
        let json = r#"{"programs":[],"streams":[{"codec_name":"h264","width":320,
            "height":240,"duration":"20.000000","bit_rate":"150000"}],
            "format":{"duration":"20.040000","bit_rate":"160000"}}"#;
        let parsed: ProbeJson = serde_json::from_str(json).unwrap();
        assert_eq!(
            facts(parsed),
            Probed::Video(VideoInfo {
                duration: 20.0,
                width: 320,
                height: 240,
                codec: "h264".to_string(),
                bitrate: Some(160_000),
            })
        );
        let audio: ProbeJson =
            serde_json::from_str(r#"{"streams":[],"format":{"duration":"3.0"}}"#).unwrap();
        assert_eq!(facts(audio), Probed::NotVideo);
    }
}
