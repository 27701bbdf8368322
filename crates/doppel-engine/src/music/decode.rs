//! A music file's sound, decoded and fingerprinted ([`decode`]).
//!
//! The formats symphonia reads are decoded in Doppel's own process (`in_process.rs`, which
//! says why and how it is contained). Whatever it refuses, Debian's `ffmpeg` decodes: the
//! first audio stream, as a contained child process, as videos are read (`videos/tools.rs`:
//! the `file` protocol only, audio containers only ([`AUDIO_CONTAINERS`]), a time limit,
//! and here an address-space limit too), mixed down to mono 16-bit samples at Chromaprint's
//! 11,025 Hz and piped. Why ffmpeg for the rest: it reads every format a music library
//! holds (Opus and WMA among them, which symphonia does not), and a decoder crashing or
//! hanging on a damaged file ends a child, not Doppel.
//!
//! The samples are fingerprinted as they arrive by `rusty-chromaprint` (Chromaprint's own
//! method: 32-bit items, one every [`ITEM_SECONDS`], each from the chroma of about three
//! seconds of sound), so a file is never held whole. Beside it, the loudness of each
//! item's stretch is measured: an item made only of silence or near-silence (quieter than
//! [`QUIET_DBFS`]) is marked quiet, and quiet items never count as shared sound.

use std::io::Read;
use std::path::Path;
use std::time::Duration;

use rusty_chromaprint::{Configuration, Fingerprinter};

use super::in_process::{self, Heard};
use crate::progress::CancelToken;
use crate::report::{MusicSkip, VideoSkip};
use crate::videos::VideoTools;
use crate::videos::tools::{Failure, add_input_of, limit_memory, run_limited_until};

/// The demuxers a music file is read with (ffmpeg's names): audio containers, whose file
/// holds its own sound. Playlists (`concat`, `hls`...) and everything else are refused
/// before anything they name is opened.
const AUDIO_CONTAINERS: &str = "mp3,aac,flac,ogg,wav,w64,aiff,asf,mov,mp4,m4a,3gp,3g2,\
                                matroska,webm,wv,ape,caf,au,amr,tta,dsf,mpc,mpc8,shn,tak,ac3,\
                                eac3,dts,truehd,mlp";

/// The samples a second Chromaprint works at.
pub(super) const SAMPLE_RATE: u32 = 11_025;

/// The samples between two fingerprint items (Chromaprint's frame of 4,096 less its
/// overlap of 2,731).
const ITEM_SAMPLES: usize = 1365;

/// The seconds between two fingerprint items.
pub(crate) const ITEM_SECONDS: f64 = ITEM_SAMPLES as f64 / SAMPLE_RATE as f64;

/// How many items' worth of samples one item's value is made from: its frame (three
/// items' worth) and the filters over the chroma that follow (5 and 16 frames wide).
const ITEM_SPAN: usize = 3 + 4 + 15;

/// The seconds of sound one item's value is made from: a span of items reaches this far
/// past its last item's start.
pub(crate) const ITEM_REACH: f64 = ITEM_SPAN as f64 * ITEM_SECONDS;

/// An item whose whole stretch is quieter than this (RMS, dB below full scale) is quiet.
pub(crate) const QUIET_DBFS: f64 = -50.0;

/// The most sound read of one file: a longer one is fingerprinted over its first four
/// hours (an audiobook, a radio recording), so its print stays small.
pub(super) const MOST_SECONDS: u32 = 4 * 3600;

/// How long decoding one file may take: four hours of sound decode in a minute or two.
pub(super) const DECODE_LIMIT: Duration = Duration::from_secs(300);

/// The address space ffmpeg may take: decoding audio needs tens of megabytes.
const DECODE_MEMORY: u64 = 1 << 30;

/// A music file's sound as the search compares it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct Decoded {
    /// Chromaprint's items, in time order.
    pub(crate) items: Vec<u32>,
    /// For each item, whether it is made only of silence or near-silence.
    pub(crate) quiet: Vec<bool>,
    /// How many samples were decoded (at [`SAMPLE_RATE`]): the sound's length.
    pub(crate) samples: u64,
}

impl Decoded {
    /// The sound's length in seconds.
    pub(crate) fn seconds(&self) -> f64 {
        self.samples as f64 / f64::from(SAMPLE_RATE)
    }
}

/// Decodes the first audio stream of the file at `path` and fingerprints it; decoding
/// stops as soon as `cancel` does, and then the file is not read (`None`).
pub(crate) fn decode(
    tools: &VideoTools,
    path: &Path,
    cancel: &CancelToken,
) -> Option<Result<Decoded, MusicSkip>> {
    let heard = if in_process::reads(path) {
        match in_process::listen(path, cancel) {
            Heard::Done(decoded) => Ok(decoded),
            Heard::Cancelled => Err(Stop::Cancelled),
            Heard::TimedOut => Err(Stop::Skip(MusicSkip::TimedOut(DECODE_LIMIT))),
            Heard::Refused => listen(tools, path, cancel),
        }
    } else {
        listen(tools, path, cancel)
    };
    match heard.and_then(sound_or_silence) {
        Err(Stop::Cancelled) => None,
        Err(Stop::Skip(skip)) => Some(Err(skip)),
        Ok(decoded) => Some(Ok(decoded)),
    }
}

/// Why [`listen`] gave no sound.
enum Stop {
    Cancelled,
    Skip(MusicSkip),
}

impl From<MusicSkip> for Stop {
    fn from(skip: MusicSkip) -> Stop {
        Stop::Skip(skip)
    }
}

fn listen(tools: &VideoTools, path: &Path, cancel: &CancelToken) -> Result<Decoded, Stop> {
    let mut command = tools.quiet_ffmpeg();
    limit_memory(&mut command, DECODE_MEMORY);
    add_input_of(&mut command, path, AUDIO_CONTAINERS);
    command
        .args(["-map", "0:a:0", "-vn", "-sn", "-dn"])
        .args(["-ac", "1", "-ar", &SAMPLE_RATE.to_string()])
        .args(["-t", &MOST_SECONDS.to_string()])
        // Written in full buffers, not a packet at a time: a song's few hundred samples a
        // packet would otherwise cost two system calls each (a fifth of a scan's time).
        // One ffmpeg a file: one given several inputs runs a thread for each, whose
        // hand-offs cost more than starting ffmpeg again (measured: 38.6 s against 33.3 s
        // for 292 files).
        .args(["-flush_packets", "0"])
        .args(["-f", "s16le", "-acodec", "pcm_s16le", "pipe:1"]);
    // The fingerprinter is made on the thread that reads the pipe (it is not `Send`).
    let mut decoded = None;
    let ran = run_limited_until(command, DECODE_LIMIT, cancel, |out| {
        let mut listener = Listener::new();
        listener.read_all(out);
        decoded = Some(listener.finish());
    });
    match ran {
        Err(Failure::Cancelled) => return Err(Stop::Cancelled),
        Err(Failure::TimedOut(limit)) => return Err(MusicSkip::TimedOut(limit).into()),
        Err(failure) => return Err(MusicSkip::Unreadable(format!("ffmpeg {failure}")).into()),
        Ok(ran) if !ran.status.success() => {
            if ran.stderr.contains("matches no streams") {
                return Err(MusicSkip::Unreadable("it holds no audio stream".to_string()).into());
            }
            return Err(Stop::Skip(match ran.skip("ffmpeg") {
                VideoSkip::NotAContainer(format) => MusicSkip::NotAContainer(format),
                other => MusicSkip::Unreadable(match other {
                    VideoSkip::Unreadable(words) => words,
                    other => other.to_string(),
                }),
            }));
        }
        Ok(_) => {}
    }
    Ok(decoded.unwrap_or_default())
}

/// A sound that is silence or near-silence throughout is no recording to compare.
fn sound_or_silence(decoded: Decoded) -> Result<Decoded, Stop> {
    if decoded.quiet.iter().all(|&quiet| quiet) {
        return Err(MusicSkip::NoSound.into());
    }
    Ok(decoded)
}

/// Fingerprints samples as they come, and measures each item's loudness.
pub(super) struct Listener {
    printer: Fingerprinter,
    /// The sum of squares of the samples of each stretch of [`ITEM_SAMPLES`].
    energy: Vec<f64>,
    /// The samples of the stretch being measured, and their sum of squares.
    in_stretch: usize,
    stretch_energy: f64,
    samples: u64,
}

impl Listener {
    pub(super) fn new() -> Listener {
        let mut printer = Fingerprinter::new(&Configuration::preset_test2());
        // Mono at the rate Chromaprint works at: nothing to resample, so it cannot fail.
        let _ = printer.start(SAMPLE_RATE, 1);
        Listener {
            printer,
            energy: Vec::new(),
            in_stretch: 0,
            stretch_energy: 0.0,
            samples: 0,
        }
    }

    /// Reads `out` to its end, in little-endian 16-bit samples.
    fn read_all(&mut self, out: &mut dyn Read) {
        let mut bytes = vec![0u8; 64 * 1024];
        let mut samples: Vec<i16> = Vec::with_capacity(bytes.len() / 2);
        let mut carried: Option<u8> = None;
        loop {
            let n = match out.read(&mut bytes) {
                Ok(0) | Err(_) => break,
                Ok(n) => n,
            };
            samples.clear();
            let mut chunk = &bytes[..n];
            if let Some(low) = carried.take() {
                samples.push(i16::from_le_bytes([low, chunk[0]]));
                chunk = &chunk[1..];
            }
            let pairs = chunk.chunks_exact(2);
            if let [odd] = pairs.remainder() {
                carried = Some(*odd);
            }
            samples.extend(pairs.map(|pair| i16::from_le_bytes([pair[0], pair[1]])));
            self.take(&samples);
        }
    }

    /// How many samples (at [`SAMPLE_RATE`]) it has taken.
    pub(super) fn samples(&self) -> u64 {
        self.samples
    }

    pub(super) fn take(&mut self, samples: &[i16]) {
        self.printer.consume(samples);
        self.samples += samples.len() as u64;
        for &sample in samples {
            self.stretch_energy += f64::from(sample) * f64::from(sample);
            self.in_stretch += 1;
            if self.in_stretch == ITEM_SAMPLES {
                self.energy.push(self.stretch_energy);
                self.in_stretch = 0;
                self.stretch_energy = 0.0;
            }
        }
    }

    pub(super) fn finish(mut self) -> Decoded {
        self.printer.finish();
        if self.in_stretch > 0 {
            self.energy.push(self.stretch_energy);
        }
        let items = self.printer.fingerprint().to_vec();
        let quiet = quiet_items(&self.energy, items.len());
        Decoded {
            items,
            quiet,
            samples: self.samples,
        }
    }
}

/// For each of `count` items, whether every stretch its value is made from is quieter than
/// [`QUIET_DBFS`] (`energy`: each stretch's sum of squares).
fn quiet_items(energy: &[f64], count: usize) -> Vec<bool> {
    let bar = f64::from(i16::MAX) * 10f64.powf(QUIET_DBFS / 20.0);
    let loud: Vec<bool> = energy
        .iter()
        .map(|&sum| (sum / ITEM_SAMPLES as f64).sqrt() >= bar)
        .collect();
    (0..count)
        .map(|item| {
            let stretch = item.min(loud.len())..(item + ITEM_SPAN).min(loud.len());
            !loud[stretch].iter().any(|&l| l)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_item_is_quiet_only_when_its_whole_stretch_is() {
        let loudness = |rms: f64| rms * rms * ITEM_SAMPLES as f64;
        // 30 quiet stretches, 1 loud, 30 quiet.
        let mut energy = vec![loudness(10.0); 30];
        energy.push(loudness(3000.0));
        energy.extend(vec![loudness(10.0); 30]);
        let quiet = quiet_items(&energy, 40);
        // Items whose stretch reaches the loud one (8 to 30) are sound.
        let sound: Vec<usize> = (0..40).filter(|&i| !quiet[i]).collect();
        assert_eq!(sound, (30 + 1 - ITEM_SPAN..=30).collect::<Vec<_>>());
    }
}
