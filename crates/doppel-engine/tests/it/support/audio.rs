//! Music made at test time: pieces synthesised by ffmpeg (`aevalsrc`), speech spoken by
//! `espeak-ng`, and every change of a recording made by ffmpeg: the one way every test that
//! needs music makes it.

use std::path::Path;
use std::process::Command;

use super::video::ffmpeg;

/// A piece of music `seconds` long: a melody of quarter-second notes over a bass line of
/// one-second notes, each note's pitch drawn from `seed` (two seeds make two pieces).
pub fn melody(seed: u32) -> String {
    // A note's semitone (0 to 11) from a hash of its number and the seed.
    let note = |per_second: u32, salt: f64| {
        format!("floor(12*abs(mod(sin(floor(t*{per_second})*{salt}+{seed})*43758.5453,1)))")
    };
    format!(
        "0.3*sin(2*PI*t*220*pow(2,{}/12))*(1-0.6*mod(t*4,1))+0.12*sin(2*PI*t*110*pow(2,{}/12))",
        note(4, 12.9898),
        note(1, 78.233)
    )
}

/// The piece of `seed`, `seconds` long, written to `out` (its format by its extension)
/// with `args` before the output (tags, a codec).
pub fn piece(seed: u32, seconds: u32, args: &[&str], out: &Path) {
    let source = format!("aevalsrc='{}':s=44100:d={seconds}", melody(seed));
    let mut all = vec!["-f", "lavfi", "-i", source.as_str()];
    all.extend_from_slice(args);
    all.push(out.to_str().unwrap());
    ffmpeg(&all);
}

/// `seconds` of silence, written to `out`.
pub fn silence(seconds: u32, out: &Path) {
    let source = format!("anullsrc=r=44100:cl=mono:d={seconds}");
    ffmpeg(&["-f", "lavfi", "-i", &source, out.to_str().unwrap()]);
}

/// `input` with `filter` (`-af`) and `args`, written to `out`.
pub fn changed(input: &Path, before: &[&str], args: &[&str], out: &Path) {
    let mut all: Vec<&str> = before.to_vec();
    all.extend(["-i", input.to_str().unwrap()]);
    all.extend_from_slice(args);
    all.push(out.to_str().unwrap());
    ffmpeg(&all);
}

/// `text` spoken by espeak-ng into the WAV file `out`.
pub fn speech(text: &str, out: &Path) {
    let spoke = Command::new("espeak-ng")
        .args(["-s", "150", "-w"])
        .arg(out)
        .arg(text)
        .status()
        .is_ok_and(|status| status.success());
    assert!(spoke, "espeak-ng {text:?}");
}
