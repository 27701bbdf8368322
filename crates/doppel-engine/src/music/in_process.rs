//! Decoding in Doppel's own process, with symphonia, for the formats it reads
//! ([`reads`]: MP3, FLAC, Ogg Vorbis, WAV, AIFF, and AAC or ALAC in MP4).
//!
//! Why not ffmpeg for these too: starting ffmpeg costs about 50 ms of a core a file (it
//! loads some 200 libraries), a third of a scan's time, and symphonia decodes these
//! formats faster than ffmpeg does in its own process (measured in
//! `docs/src/benchmarks.md`). What keeps it as contained as ffmpeg's child: symphonia is
//! safe Rust that caps what a file's headers can make it allocate (sample tables,
//! codebooks, tags); a panic on a damaged file is caught here, quietly, on a thread with a
//! deep stack (the music pool's, for parsers that recurse); the time limit and a cancel
//! are checked between packets; only a regular file is opened, without waiting (a named
//! pipe would block forever). Whatever it cannot read, or fails on part-way, is
//! [`Heard::Refused`], and `decode.rs` has ffmpeg read the file instead, so a damaged file
//! gets ffmpeg's verdict and a format symphonia lacks (Opus, WMA) is still read.
//!
//! The sound is mixed to mono and resampled to Chromaprint's rate by rubato, and given to
//! the same [`Listener`] ffmpeg's samples go to.

use std::fs::File;
use std::os::unix::fs::OpenOptionsExt;
use std::path::Path;
use std::time::Instant;

use rubato::{FftFixedInOut, Resampler};
use symphonia::core::codecs::audio::{AudioCodecParameters, AudioDecoderOptions};
use symphonia::core::formats::probe::Hint;
use symphonia::core::formats::{FormatOptions, TrackType};
use symphonia::core::io::MediaSourceStream;
use symphonia::core::meta::MetadataOptions;

use super::decode::{DECODE_LIMIT, Decoded, Listener, MOST_SECONDS, SAMPLE_RATE};
use crate::extract::contain;
use crate::progress::CancelToken;

/// The extensions (lower case) of the files symphonia is tried on.
const READS: &[&str] = &[
    "mp3", "flac", "ogg", "oga", "wav", "wave", "aif", "aiff", "m4a",
];

/// Whether symphonia is tried on the file at `path` (by its extension).
pub(crate) fn reads(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| READS.contains(&e.to_ascii_lowercase().as_str()))
}

/// The most samples (all channels together) one packet may decode to: a file whose header
/// claims more (a crafted one) goes to ffmpeg's child and its memory limit before the
/// decoder allocates for it. Real codecs stay far below (FLAC: 65,535 frames, 8 channels).
const MOST_PACKET_SAMPLES: u64 = 1 << 22;

/// Whether a decoder for `params` allocates within [`MOST_PACKET_SAMPLES`].
fn packets_fit(params: &AudioCodecParameters) -> bool {
    let channels = params.channels.as_ref().map_or(1, |c| c.count().max(1)) as u64;
    let frames = params.max_frames_per_packet.unwrap_or(0);
    frames.saturating_mul(channels) <= MOST_PACKET_SAMPLES
}

/// What decoding in Doppel's process came to.
#[derive(Debug)]
pub(crate) enum Heard {
    /// The whole sound (or its first [`MOST_SECONDS`]), fingerprinted.
    Done(Decoded),
    /// Symphonia cannot read it, or failed part-way: ffmpeg reads it instead.
    Refused,
    /// The cancel stopped it.
    Cancelled,
    /// It took longer than the time limit.
    TimedOut,
}

/// Decodes and fingerprints the file at `path`.
pub(crate) fn listen(path: &Path, cancel: &CancelToken) -> Heard {
    // A panic is a damaged file symphonia gave up on: ffmpeg reads it instead.
    contain::on_this_thread(|| listen_unguarded(path, cancel)).unwrap_or(Heard::Refused)
}

fn listen_unguarded(path: &Path, cancel: &CancelToken) -> Heard {
    let started = Instant::now();
    // Opened without waiting for a writer, and read only if it is a regular file.
    let file = match File::options()
        .read(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(path)
    {
        Ok(file) => file,
        Err(_) => return Heard::Refused,
    };
    match file.metadata() {
        Ok(meta) if meta.is_file() => {}
        _ => return Heard::Refused,
    }
    let mut hint = Hint::new();
    if let Some(extension) = path.extension().and_then(|e| e.to_str()) {
        hint.with_extension(extension);
    }
    let source = MediaSourceStream::new(Box::new(file), Default::default());
    let mut format = match symphonia::default::get_probe().probe(
        &hint,
        source,
        FormatOptions::default(),
        MetadataOptions::default(),
    ) {
        Ok(format) => format,
        Err(_) => return Heard::Refused,
    };
    let Some(track) = format.default_track(TrackType::Audio) else {
        return Heard::Refused;
    };
    let track_id = track.id;
    let Some(params) = track.codec_params.as_ref().and_then(|p| p.audio()) else {
        return Heard::Refused;
    };
    if !packets_fit(params) {
        return Heard::Refused;
    }
    let mut decoder = match symphonia::default::get_codecs()
        .make_audio_decoder(params, &AudioDecoderOptions::default())
    {
        Ok(decoder) => decoder,
        Err(_) => return Heard::Refused,
    };
    let mut listener = Listener::new();
    let (mut interleaved, mut mono) = (Vec::new(), Vec::new());
    let mut resampled: Option<ToChromaprintRate> = None;
    let most = u64::from(MOST_SECONDS) * u64::from(SAMPLE_RATE);
    loop {
        if cancel.is_cancelled() {
            return Heard::Cancelled;
        }
        if started.elapsed() > DECODE_LIMIT {
            return Heard::TimedOut;
        }
        if listener.samples() >= most {
            break;
        }
        let packet = match format.next_packet() {
            Ok(Some(packet)) => packet,
            Ok(None) => break,
            Err(_) => return Heard::Refused,
        };
        if packet.track_id != track_id {
            continue;
        }
        let buffer = match decoder.decode(&packet) {
            Ok(buffer) => buffer,
            Err(_) => return Heard::Refused,
        };
        let channels = buffer.num_planes().max(1);
        let rate = buffer.spec().rate();
        buffer.copy_to_vec_interleaved(&mut interleaved);
        mono.clear();
        mono.extend(
            interleaved
                .chunks_exact(channels)
                .map(|frame| frame.iter().sum::<f32>() / channels as f32),
        );
        let resampler = match &mut resampled {
            Some(resampler) if resampler.out.from == rate => resampler,
            Some(_) => return Heard::Refused,
            None => match ToChromaprintRate::new(rate) {
                Some(resampler) => resampled.insert(resampler),
                None => return Heard::Refused,
            },
        };
        resampler.push(&mono, &mut listener);
    }
    if let Some(resampler) = resampled {
        resampler.finish(&mut listener);
    }
    Heard::Done(listener.finish())
}

/// The sample rates resampled here: telephone speech to studio masters.
const SAMPLE_RATES: std::ops::RangeInclusive<u32> = 4_000..=384_000;

/// Mono samples at a file's rate, resampled to Chromaprint's and handed to a [`Listener`]
/// in 16-bit samples.
struct ToChromaprintRate {
    /// `None` when the file is at Chromaprint's rate already.
    resampler: Option<FftFixedInOut<f32>>,
    /// Samples waiting for a whole chunk of the resampler's input.
    waiting: Vec<f32>,
    output: Vec<Vec<f32>>,
    out: Out,
}

/// The resampled samples' way to the listener: the resampler's delay dropped and the
/// sound's length kept.
struct Out {
    from: u32,
    /// Resampled samples still to drop: the resampler's delay, so the sound starts at 0.
    delay_left: usize,
    /// Samples taken in (at the file's rate) and given out (at Chromaprint's).
    taken: u64,
    given: u64,
    pcm: Vec<i16>,
}

impl ToChromaprintRate {
    fn new(from: u32) -> Option<ToChromaprintRate> {
        // A rate outside what recordings use (a crafted header's 1 Hz would make the
        // resampler's transform millions of points long) is left to ffmpeg.
        if !SAMPLE_RATES.contains(&from) {
            return None;
        }
        let resampler = if from == SAMPLE_RATE {
            None
        } else {
            Some(FftFixedInOut::<f32>::new(from as usize, SAMPLE_RATE as usize, 2048, 1).ok()?)
        };
        let output = vec![vec![
            0.0;
            resampler.as_ref().map_or(0, |r| r.output_frames_max())
        ]];
        let delay_left = resampler.as_ref().map_or(0, |r| r.output_delay());
        Some(ToChromaprintRate {
            resampler,
            waiting: Vec::new(),
            output,
            out: Out {
                from,
                delay_left,
                taken: 0,
                given: 0,
                pcm: Vec::new(),
            },
        })
    }

    fn push(&mut self, mono: &[f32], listener: &mut Listener) {
        self.out.taken += mono.len() as u64;
        let Some(resampler) = &mut self.resampler else {
            self.out.give(mono, listener);
            return;
        };
        self.waiting.extend_from_slice(mono);
        let mut start = 0;
        loop {
            let need = resampler.input_frames_next();
            if self.waiting.len() - start < need {
                break;
            }
            let chunk = [&self.waiting[start..start + need]];
            let Ok((_, made)) = resampler.process_into_buffer(&chunk, &mut self.output, None)
            else {
                break;
            };
            start += need;
            self.out.give(&self.output[0][..made], listener);
        }
        self.waiting.drain(..start);
    }

    /// Resamples what is left, and the resampler's delay, up to the sound's length.
    fn finish(mut self, listener: &mut Listener) {
        let Some(resampler) = &mut self.resampler else {
            return;
        };
        let mut waiting = std::mem::take(&mut self.waiting);
        while self.out.given < self.out.length() {
            let need = resampler.input_frames_next();
            let take = waiting.len().min(need);
            let chunk = [&waiting[..take]];
            let Ok((_, made)) =
                resampler.process_partial_into_buffer(Some(&chunk), &mut self.output, None)
            else {
                break;
            };
            waiting.drain(..take);
            if made == 0 {
                break;
            }
            self.out.give(&self.output[0][..made], listener);
        }
    }
}

impl Out {
    /// The sound's length at Chromaprint's rate.
    fn length(&self) -> u64 {
        self.taken * u64::from(SAMPLE_RATE) / u64::from(self.from)
    }

    fn give(&mut self, samples: &[f32], listener: &mut Listener) {
        let skip = self.delay_left.min(samples.len());
        self.delay_left -= skip;
        let room = self.length().saturating_sub(self.given) as usize;
        let samples = &samples[skip..];
        let samples = &samples[..samples.len().min(room)];
        self.given += samples.len() as u64;
        self.pcm.clear();
        self.pcm.extend(
            samples
                .iter()
                .map(|&s| (s * 32767.0).clamp(-32768.0, 32767.0) as i16),
        );
        listener.take(&self.pcm);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resampling_keeps_the_sound_s_length() {
        // A second at 44.1 kHz of silence, then a loud second: two seconds at 11,025 Hz.
        let mut listener = Listener::new();
        let mut to = ToChromaprintRate::new(44_100).expect("a rate");
        let mut sound = vec![0.0f32; 44_100];
        sound.extend((0..44_100).map(|i| if i % 2 == 0 { 0.5 } else { -0.5 }));
        for piece in sound.chunks(1152) {
            to.push(piece, &mut listener);
        }
        to.finish(&mut listener);
        assert_eq!(listener.samples(), 22_050);
    }

    /// Writes `seconds` of a stereo 16-bit WAV at 44.1 kHz: a melody of tones that changes
    /// every quarter second, so Chromaprint has something to print.
    fn write_wav(path: &Path, seconds: u32) {
        let rate = 44_100u32;
        let frames = rate * seconds;
        let mut bytes = Vec::new();
        let data_len = frames * 4;
        bytes.extend_from_slice(b"RIFF");
        bytes.extend_from_slice(&(36 + data_len).to_le_bytes());
        bytes.extend_from_slice(b"WAVEfmt ");
        bytes.extend_from_slice(&16u32.to_le_bytes());
        bytes.extend_from_slice(&1u16.to_le_bytes());
        bytes.extend_from_slice(&2u16.to_le_bytes());
        bytes.extend_from_slice(&rate.to_le_bytes());
        bytes.extend_from_slice(&(rate * 4).to_le_bytes());
        bytes.extend_from_slice(&4u16.to_le_bytes());
        bytes.extend_from_slice(&16u16.to_le_bytes());
        bytes.extend_from_slice(b"data");
        bytes.extend_from_slice(&data_len.to_le_bytes());
        for i in 0..frames {
            let note = (i / (rate / 4)) % 7;
            let hz = 220.0 * 2f32.powf(note as f32 * 2.0 / 12.0);
            let t = i as f32 / rate as f32;
            let s = ((t * hz * std::f32::consts::TAU).sin() * 12_000.0) as i16;
            bytes.extend_from_slice(&s.to_le_bytes());
            bytes.extend_from_slice(&s.to_le_bytes());
        }
        std::fs::write(path, bytes).expect("write the WAV");
    }

    #[test]
    fn a_wav_is_decoded_in_process_to_its_length_at_chromaprint_s_rate() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let wav = dir.path().join("tune.wav");
        write_wav(&wav, 12);
        let Heard::Done(decoded) = listen(&wav, &CancelToken::new()) else {
            panic!("symphonia reads a plain WAV");
        };
        assert_eq!(decoded.samples, 12 * u64::from(SAMPLE_RATE));
        assert!(decoded.items.len() > 50, "{} items", decoded.items.len());
        assert!(decoded.quiet.iter().any(|quiet| !quiet));
    }

    #[test]
    fn a_cancelled_decoding_stops_and_what_symphonia_cannot_read_is_refused() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let wav = dir.path().join("tune.wav");
        write_wav(&wav, 2);
        let cancel = CancelToken::new();
        cancel.cancel();
        assert!(matches!(listen(&wav, &cancel), Heard::Cancelled));
        let text = dir.path().join("notes.mp3");
        std::fs::write(&text, "not a song at all, only words").expect("write");
        assert!(matches!(listen(&text, &CancelToken::new()), Heard::Refused));
        // A named pipe is refused at once, not waited on for a writer.
        let fifo = dir.path().join("pipe.flac");
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .is_ok_and(|s| s.success());
        assert!(made, "mkfifo (coreutils) could not make a named pipe");
        assert!(matches!(listen(&fifo, &CancelToken::new()), Heard::Refused));
    }

    #[test]
    fn a_scan_decodes_what_symphonia_reads_without_ffmpeg_and_hands_the_rest_to_ffmpeg() {
        use crate::report::MusicSkip;
        use crate::videos::VideoTools;
        let dir = tempfile::tempdir().expect("a temporary folder");
        // An ffmpeg that cannot start: only the in-process decoder can read anything.
        let tools = VideoTools {
            ffmpeg: dir.path().join("no-ffmpeg-here"),
            ffprobe: dir.path().join("no-ffprobe-here"),
        };
        let wav = dir.path().join("tune.wav");
        write_wav(&wav, 6);
        let decoded = super::super::decode::decode(&tools, &wav, &CancelToken::new());
        assert!(matches!(decoded, Some(Ok(_))), "{decoded:?}");
        let text = dir.path().join("notes.mp3");
        std::fs::write(&text, "not a song at all, only words").expect("write");
        let refused = super::super::decode::decode(&tools, &text, &CancelToken::new());
        assert!(
            matches!(refused, Some(Err(MusicSkip::Unreadable(_)))),
            "ffmpeg was asked, and could not start: {refused:?}"
        );
    }

    #[test]
    fn every_format_symphonia_is_tried_on_is_decoded_in_process_to_its_length() {
        // Made by ffmpeg (the music tests need it): a refusal here would go unseen in a
        // scan, which hands the file to ffmpeg.
        let dir = tempfile::tempdir().expect("a temporary folder");
        let wav = dir.path().join("tune.wav");
        write_wav(&wav, 6);
        let made = [
            ("tune.mp3", &["-b:a", "128k"][..]),
            ("tune.flac", &[][..]),
            ("tune.ogg", &["-c:a", "libvorbis"][..]),
            ("aac.m4a", &["-c:a", "aac"][..]),
            ("alac.m4a", &["-c:a", "alac"][..]),
            ("tune.aiff", &[][..]),
        ];
        for (name, args) in made {
            let path = dir.path().join(name);
            let status = std::process::Command::new("ffmpeg")
                .args(["-nostdin", "-loglevel", "error", "-i"])
                .arg(&wav)
                .args(args)
                .arg(&path)
                .status()
                .expect("ffmpeg is needed to make the files of this test");
            assert!(status.success(), "ffmpeg made no {name}");
            let Heard::Done(decoded) = listen(&path, &CancelToken::new()) else {
                panic!("symphonia refused {name}");
            };
            let seconds = decoded.seconds();
            assert!((seconds - 6.0).abs() < 0.1, "{name}: {seconds} s");
        }
        let Heard::Done(decoded) = listen(&wav, &CancelToken::new()) else {
            panic!("symphonia refused the WAV");
        };
        assert_eq!(decoded.samples, 6 * u64::from(SAMPLE_RATE));
    }

    #[test]
    fn a_header_claiming_huge_packets_is_left_to_ffmpeg_s_memory_limit() {
        let mut params = AudioCodecParameters::new();
        params.with_max_frames_per_packet(65_535);
        assert!(packets_fit(&params), "a FLAC block");
        params.with_max_frames_per_packet(u64::from(u32::MAX));
        assert!(!packets_fit(&params), "four billion frames a packet");
        let mut unsaid = AudioCodecParameters::new();
        assert!(
            packets_fit(unsaid.with_sample_rate(44_100)),
            "no claim, nothing to refuse"
        );
    }

    #[test]
    fn only_the_sample_rates_of_recordings_are_resampled_here() {
        for rate in [8_000, 11_025, 44_100, 48_000, 96_000, 192_000, 44_101] {
            assert!(ToChromaprintRate::new(rate).is_some(), "{rate} Hz");
        }
        for rate in [0, 1, 7, 3_999, 1_000_000] {
            assert!(ToChromaprintRate::new(rate).is_none(), "{rate} Hz");
        }
    }

    #[test]
    fn only_the_formats_symphonia_reads_are_tried_in_process() {
        assert!(reads(Path::new("a/Song.MP3")));
        assert!(reads(Path::new("a/song.flac")));
        assert!(!reads(Path::new("a/song.opus")));
        assert!(!reads(Path::new("a/song.wma")));
        assert!(!reads(Path::new("a/song")));
    }
}
