//! Videos made at test time with Debian's ffmpeg, from its own sources (`testsrc2`,
//! `mandelbrot`, ...): the one way every test that needs a video makes it.

use std::path::Path;
use std::process::Command;

/// Runs ffmpeg with `args` (quiet, overwriting); whether it ran and succeeded.
pub fn ffmpeg_succeeds(args: &[&str]) -> bool {
    Command::new("ffmpeg")
        .args(["-nostdin", "-hide_banner", "-loglevel", "error", "-y"])
        .args(args)
        .status()
        .is_ok_and(|status| status.success())
}

/// Runs ffmpeg with `args` (quiet, overwriting), failing the test if it does not succeed.
pub fn ffmpeg(args: &[&str]) {
    assert!(ffmpeg_succeeds(args), "ffmpeg {args:?}");
}

/// A clip from one of ffmpeg's sources (`source`, a lavfi graph), as H.264 in MP4.
pub fn source(source: &str, out: &Path) {
    ffmpeg(&[
        "-f",
        "lavfi",
        "-i",
        source,
        "-pix_fmt",
        "yuv420p",
        "-c:v",
        "libx264",
        "-preset",
        "veryfast",
        out.to_str().unwrap(),
    ]);
}

/// `input` made again with `args` before the output.
pub fn variant(input: &Path, args: &[&str], out: &Path) {
    let mut all = vec!["-i", input.to_str().unwrap()];
    all.extend_from_slice(args);
    all.push(out.to_str().unwrap());
    ffmpeg(&all);
}
