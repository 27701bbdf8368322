//! End-to-end tests of similar videos: `doppel scan --videos` on clips made at test time
//! with ffmpeg, in JSON, text and CSV, and without ffmpeg on `PATH`. The test that makes
//! clips fails, naming the package, when ffmpeg or ffprobe is not on the `PATH`.

use std::path::Path;

use doppel::engine::videos::{VideosOff, find_tools};
use tempfile::TempDir;

use crate::support::{doppel, needs, scan_json, video};

/// An original (a 12-second zoom into the Mandelbrot set) and a copy without its first
/// three seconds.
fn clips(dir: &Path) {
    let original = dir.join("original.mp4");
    video::source(
        "mandelbrot=size=320x240:rate=25,trim=duration=12",
        &original,
    );
    let trimmed = dir.join("trimmed.mp4");
    video::variant(&original, &["-ss", "3", "-c:v", "libx264"], &trimmed);
}

#[test]
fn scan_videos_json_text_and_csv_show_a_trimmed_copy_with_where_it_starts() {
    needs::require(needs::tools(&[needs::FFMPEG, needs::FFPROBE]));
    let dir = TempDir::new().unwrap();
    clips(dir.path());
    let root = dir.path().to_str().unwrap();
    let report = scan_json(&["--videos", "--no-cache", root]);
    let groups: Vec<&serde_json::Value> = report["groups"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| g["kind"] == "video")
        .collect();
    assert_eq!(groups.len(), 1, "{report:#}");
    let group = groups[0];
    assert_eq!(group["videos"][0]["codec"], "h264");
    assert_eq!(group["videos"][0]["width"], 320);
    let pair = &group["pairs"][0];
    assert_eq!(pair["relation"], "part_of");
    // trimmed.mp4 (index 1, by path) is original.mp4 (0) from 0:03.
    assert_eq!((pair["a"].as_u64(), pair["b"].as_u64()), (Some(1), Some(0)));
    assert!(
        (pair["b_start"].as_f64().unwrap() - 3.0).abs() <= 0.5,
        "{pair}"
    );

    let text = doppel()
        .args(["scan", "--videos", "--no-cache", root])
        .output()
        .unwrap();
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(text.contains("2 similar videos"), "{text}");
    assert!(
        text.lines()
            .any(|l| l.trim() == "trimmed.mp4 is original.mp4 from 0:03 for 0:09"),
        "{text}"
    );
    assert!(text.contains("1 group of similar videos."), "{text}");

    let csv = doppel()
        .args(["scan", "--videos", "--no-cache", "--format", "csv", root])
        .output()
        .unwrap();
    let csv = String::from_utf8(csv.stdout).unwrap();
    assert_eq!(
        csv.lines().filter(|l| l.starts_with("1,video,")).count(),
        2,
        "{csv}"
    );
}

#[test]
fn scan_videos_without_ffmpeg_on_path_says_video_search_is_off() {
    let dir = TempDir::new().unwrap();
    let empty = TempDir::new().unwrap();
    std::fs::write(dir.path().join("a.mp4"), b"two copies of something").unwrap();
    std::fs::write(dir.path().join("b.mp4"), b"two copies of something").unwrap();
    let output = doppel()
        .env("PATH", empty.path())
        .args(["scan", "--videos", "--no-cache", "--format", "json"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert!(output.status.success());
    let off = find_tools(Some(empty.path())).unwrap_err();
    assert!(matches!(off, VideosOff::Missing { tool: "ffmpeg", .. }));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        stderr.lines().any(|l| l == format!("doppel: {off}")),
        "{stderr}"
    );
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(report["groups"][0]["kind"], "exact");
}
