//! Similar videos on real files made at test time with ffmpeg's own sources (`testsrc2`,
//! `mandelbrot`, `life`, `cellauto`): re-encoded, resized, trimmed and VP9 copies grouped
//! with their original, a shared intro not enough, a clip inside a longer video found with
//! its offset, two clips of nearly the same picture kept apart, a damaged file skipped, a
//! playlist named like a video skipped unread, a scan without ffmpeg saying so, and keep rules
//! that never trash a longer video for a clip of it nor one of two that overlap. Each test
//! that makes videos fails, naming the package, when ffmpeg or ffprobe is not on the `PATH`
//! (the README's set-up line installs them).

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use crate::support::named_pipe;
use crate::support::needs;
use crate::support::set_modified;
use crate::support::video::{ffmpeg, source, variant};
use doppel_engine::actions::rules::{Decision, KeepRule, Mark, More, Undecided, decide_files};

use doppel_engine::report::{Group, SkipReason, SpanRelation, VideoGroup};
use doppel_engine::videos::{
    Apart, Verdict, VideoOptions, VideoSkip, VideosOff, compare_videos, find_tools, frame_at,
    read_video, read_video_until,
};
use doppel_engine::{CancelToken, ScanOptions, scan};
use tempfile::TempDir;

/// Fails the test, with the reason, unless ffmpeg and ffprobe are on the `PATH`.
fn needs_ffmpeg() {
    needs::require(needs::tools(&[needs::FFMPEG, needs::FFPROBE]));
}

fn scan_videos(root: &Path) -> doppel_engine::Report {
    let mut options = ScanOptions::new(vec![root.to_path_buf()]);
    options.videos = VideoOptions {
        find: true,
        tools: None,
    };
    scan(&options, &CancelToken::new(), &|_| {}).expect("scan runs")
}

fn video_groups(report: &doppel_engine::Report) -> Vec<&VideoGroup> {
    report
        .groups
        .iter()
        .filter_map(|g| match g {
            Group::Video(v) => Some(v),
            _ => None,
        })
        .collect()
}

fn names(group: &VideoGroup) -> Vec<String> {
    group
        .files
        .iter()
        .map(|f| f.path.file_name().unwrap().to_string_lossy().into_owned())
        .collect()
}

#[test]
fn videos_trimmed_reencoded_resized_and_vp9_copies_are_grouped_with_the_original() {
    needs_ffmpeg();
    let dir = TempDir::new().unwrap();
    let d = |name: &str| dir.path().join(name);
    source(
        "mandelbrot=size=320x240:rate=25,trim=duration=20",
        &d("original.mp4"),
    );
    source(
        "life=size=320x240:rate=25:seed=7:mold=10,trim=duration=20",
        &d("other.mp4"),
    );
    let original = d("original.mp4");
    variant(
        &original,
        &["-c:v", "libx264", "-b:v", "80k"],
        &d("low-bitrate.mp4"),
    );
    variant(
        &original,
        &["-vf", "scale=160:120", "-c:v", "libx264"],
        &d("half-size.mp4"),
    );
    variant(
        &original,
        &["-ss", "3", "-c:v", "libx264"],
        &d("start-trimmed.mp4"),
    );
    variant(
        &original,
        &["-t", "16", "-c:v", "libx264"],
        &d("end-trimmed.mp4"),
    );
    variant(
        &original,
        &[
            "-c:v",
            "libvpx-vp9",
            "-b:v",
            "200k",
            "-deadline",
            "realtime",
            "-cpu-used",
            "8",
        ],
        &d("vp9.webm"),
    );
    let report = scan_videos(dir.path());
    let groups = video_groups(&report);
    assert_eq!(groups.len(), 1, "{groups:#?}");
    let group = groups[0];
    assert_eq!(
        names(group),
        [
            "end-trimmed.mp4",
            "half-size.mp4",
            "low-bitrate.mp4",
            "original.mp4",
            "start-trimmed.mp4",
            "vp9.webm"
        ]
    );
    let index = |name: &str| names(group).iter().position(|n| n == name).unwrap();
    let info = &group.videos[index("half-size.mp4")];
    assert_eq!((info.width, info.height), (160, 120));
    assert_eq!(group.videos[index("vp9.webm")].codec, "vp9");
    assert!((info.duration - 20.0).abs() < 0.5, "{}", info.duration);
    // The copy trimmed at the start is the original from 0:03.
    let (trimmed, whole) = (index("start-trimmed.mp4"), index("original.mp4"));
    let pair = group
        .pairs
        .iter()
        .find(|p| (p.a, p.b) == (trimmed, whole))
        .expect("the trimmed copy is paired with the original");
    assert_eq!(pair.relation, SpanRelation::PartOf);
    assert!((pair.b_start - 3.0).abs() <= 0.5, "{pair:?}");
    assert!((pair.length - 17.0).abs() <= 1.0, "{pair:?}");
}

#[test]
fn videos_sharing_only_a_three_second_intro_are_not_grouped() {
    needs_ffmpeg();
    let dir = TempDir::new().unwrap();
    let d = |name: &str| dir.path().join(name);
    let with_intro = |body: &str, out: &Path| {
        ffmpeg(&[
            "-f",
            "lavfi",
            "-i",
            "testsrc2=size=320x240:rate=25:duration=3",
            "-f",
            "lavfi",
            "-i",
            body,
            "-filter_complex",
            "[0:v][1:v]concat=n=2:v=1[v]",
            "-map",
            "[v]",
            "-pix_fmt",
            "yuv420p",
            "-c:v",
            "libx264",
            "-preset",
            "veryfast",
            out.to_str().unwrap(),
        ])
    };
    with_intro(
        "mandelbrot=size=320x240:rate=25,trim=duration=17,setpts=PTS-STARTPTS",
        &d("first.mp4"),
    );
    with_intro(
        "cellauto=size=320x240:rate=25:rule=110:seed=3,trim=duration=17,setpts=PTS-STARTPTS",
        &d("second.mp4"),
    );
    let report = scan_videos(dir.path());
    assert!(video_groups(&report).is_empty(), "{:#?}", report.groups);
    let tools = find_tools(None).unwrap();
    assert_eq!(
        compare_videos(&tools, &d("first.mp4"), &d("second.mp4")).unwrap(),
        Verdict::Apart(Apart::TooLittleInCommon)
    );
    // The intro as a file of its own is a clip of both, and joins one of them only: the
    // two videos are still not in one group.
    variant(
        &d("first.mp4"),
        &["-t", "3", "-c:v", "libx264"],
        &d("intro.mp4"),
    );
    let report = scan_videos(dir.path());
    let groups = video_groups(&report);
    assert_eq!(groups.len(), 1, "{groups:#?}");
    assert!(names(groups[0]).contains(&"intro.mp4".to_string()));
    assert_eq!(names(groups[0]).len(), 2, "{groups:#?}");
}

/// A phone's clip of two seconds, cut from a video, is found as a part of it (with where it
/// lies), however short it is.
#[test]
fn videos_a_two_second_clip_is_a_part_of_the_video_it_was_cut_from() {
    needs_ffmpeg();
    let dir = TempDir::new().unwrap();
    let d = |name: &str| dir.path().join(name);
    source(
        "mandelbrot=size=320x240:rate=25,trim=duration=20",
        &d("video.mp4"),
    );
    variant(
        &d("video.mp4"),
        &["-ss", "8", "-t", "2", "-c:v", "libx264"],
        &d("clip.mp4"),
    );
    let report = scan_videos(dir.path());
    let groups = video_groups(&report);
    assert_eq!(groups.len(), 1, "{:#?}", report.groups);
    let group = groups[0];
    assert_eq!(names(group), ["clip.mp4", "video.mp4"]);
    let pair = group.pairs[0];
    assert_eq!(
        (pair.a, pair.b, pair.relation),
        (0, 1, SpanRelation::PartOf)
    );
    assert!((pair.b_start - 8.0).abs() <= 0.5, "{pair:?}");
    assert!(pair.length <= 2.5, "{pair:?}");
}

#[test]
fn videos_a_clip_inside_a_longer_video_is_reported_with_its_offset() {
    needs_ffmpeg();
    let dir = TempDir::new().unwrap();
    let d = |name: &str| dir.path().join(name);
    source(
        "mandelbrot=size=320x240:rate=25,trim=duration=45",
        &d("long.mp4"),
    );
    variant(
        &d("long.mp4"),
        &[
            "-ss",
            "12",
            "-t",
            "20",
            "-vf",
            "scale=240:180",
            "-c:v",
            "libx264",
        ],
        &d("clip.mp4"),
    );
    let report = scan_videos(dir.path());
    let groups = video_groups(&report);
    assert_eq!(groups.len(), 1, "{:#?}", report.groups);
    let group = groups[0];
    assert_eq!(names(group), ["clip.mp4", "long.mp4"]);
    let pair = group.pairs[0];
    assert_eq!(
        (pair.a, pair.b, pair.relation),
        (0, 1, SpanRelation::PartOf)
    );
    assert!((pair.b_start - 12.0).abs() <= 0.5, "{pair:?}");
    assert!((pair.length - 20.0).abs() <= 1.0, "{pair:?}");
    assert_eq!(
        pair.words("clip.mp4", "long.mp4"),
        "clip.mp4 is long.mp4 from 0:12 for 0:20"
    );
}

#[test]
fn videos_a_truncated_video_is_skipped_with_the_reason_and_nothing_crashes() {
    needs_ffmpeg();
    let dir = TempDir::new().unwrap();
    let whole = dir.path().join("whole.mp4");
    source("testsrc2=size=320x240:rate=25:duration=6", &whole);
    let bytes = std::fs::read(&whole).unwrap();
    let broken: PathBuf = dir.path().join("broken.mp4");
    std::fs::write(&broken, &bytes[..bytes.len() / 3]).unwrap();
    std::fs::remove_file(&whole).unwrap();
    let tools = find_tools(None).unwrap();
    let skip = read_video(&tools, &broken).expect_err("a truncated MP4 cannot be read");
    assert!(matches!(skip, VideoSkip::Unreadable(_)), "{skip:?}");
    let report = scan_videos(dir.path());
    assert!(video_groups(&report).is_empty());
    let skipped = report
        .skipped
        .iter()
        .find(|s| s.path.ends_with("broken.mp4"))
        .expect("the broken video is listed under skipped");
    assert_eq!(skipped.reason, SkipReason::from(skip));
}

/// The mean difference of two pictures of one size, 0 to 255 per channel.
fn mean_difference(a: &image::RgbaImage, b: &image::RgbaImage) -> f64 {
    assert_eq!(a.dimensions(), b.dimensions());
    let total: u64 = a
        .as_raw()
        .iter()
        .zip(b.as_raw())
        .map(|(x, y)| u64::from(x.abs_diff(*y)))
        .sum();
    total as f64 / a.as_raw().len() as f64
}

#[test]
fn videos_a_frame_at_a_moment_is_the_same_picture_in_a_trimmed_copy() {
    needs_ffmpeg();
    let dir = TempDir::new().unwrap();
    let clip = dir.path().join("clip.mp4");
    let trimmed = dir.path().join("trimmed.mp4");
    source("testsrc2=size=320x240:rate=25:duration=6", &clip);
    variant(&clip, &["-ss", "2", "-c:v", "libx264"], &trimmed);
    let tools = find_tools(None).unwrap();

    let at_three = frame_at(&tools, &clip, 3.0, 160).unwrap();
    assert_eq!(
        at_three.dimensions(),
        (160, 120),
        "shrunk, proportions kept"
    );
    // Three seconds into the clip is one second into the copy trimmed by two.
    let copy_at_one = frame_at(&tools, &trimmed, 1.0, 160).unwrap();
    let at_one = frame_at(&tools, &clip, 1.0, 160).unwrap();
    let same = mean_difference(&at_three, &copy_at_one);
    let other = mean_difference(&at_three, &at_one);
    assert!(
        same < 8.0 && other > 2.0 * same,
        "same moment {same:.1}, another moment {other:.1}"
    );

    let past = frame_at(&tools, &clip, 60.0, 160).expect_err("no frame past the end");
    assert_eq!(past, VideoSkip::NoFrames);
    let text = dir.path().join("notes.mp4");
    std::fs::write(&text, b"not a video").unwrap();
    let unreadable = frame_at(&tools, &text, 1.0, 160).expect_err("not a video");
    assert!(
        matches!(unreadable, VideoSkip::Unreadable(_)),
        "{unreadable:?}"
    );
}

#[test]
fn videos_without_ffmpeg_the_scan_says_video_search_is_off_and_finds_the_rest() {
    let dir = TempDir::new().unwrap();
    let empty = TempDir::new().unwrap();
    std::fs::write(dir.path().join("a.mp4"), b"not really a video").unwrap();
    std::fs::write(dir.path().join("b.mp4"), b"not really a video").unwrap();
    let off = find_tools(Some(empty.path())).expect_err("no ffmpeg in an empty folder");
    assert_eq!(
        off,
        VideosOff::Missing {
            tool: "ffmpeg",
            why: "not found".to_string()
        }
    );
    let mut options = ScanOptions::new(vec![dir.path().to_path_buf()]);
    options.videos = VideoOptions {
        find: true,
        tools: Some(empty.path().to_path_buf()),
    };
    let report = scan(&options, &CancelToken::new(), &|_| {}).expect("the scan still runs");
    assert!(
        report
            .notices
            .contains(&doppel_engine::report::Notice::VideosOff(off.clone())),
        "{:?}",
        report.notices
    );
    // The exact copies are found all the same.
    assert!(matches!(report.groups.as_slice(), [Group::Exact(_)]));
}

#[test]
fn videos_two_clips_of_nearly_the_same_picture_are_not_grouped_but_a_half_size_copy_is() {
    needs_ffmpeg();
    let dir = TempDir::new().unwrap();
    let d = |name: &str| dir.path().join(name);
    // The same pattern, once with a small white patch drawn in its middle: their frames' 64-bit
    // hashes agree; only their thumbnails tell them apart.
    let pattern = "testsrc2=size=320x240:rate=25,trim=duration=10";
    source(pattern, &d("plain.mp4"));
    source(
        &format!("{pattern},drawbox=x=140:y=105:w=40:h=30:color=white:t=fill"),
        &d("patched.mp4"),
    );
    variant(
        &d("plain.mp4"),
        &["-vf", "scale=160:120", "-c:v", "libx264", "-b:v", "100k"],
        &d("plain-half.mp4"),
    );
    let tools = find_tools(None).unwrap();
    assert_eq!(
        compare_videos(&tools, &d("plain.mp4"), &d("patched.mp4")).unwrap(),
        Verdict::Apart(Apart::Unlike)
    );
    let report = scan_videos(dir.path());
    let groups = video_groups(&report);
    assert_eq!(groups.len(), 1, "{groups:?}");
    assert_eq!(names(groups[0]), ["plain-half.mp4", "plain.mp4"]);
}

#[test]
fn videos_a_playlist_named_like_a_video_is_skipped_and_what_it_names_is_never_read() {
    needs_ffmpeg();
    let dir = TempDir::new().unwrap();
    let root = dir.path().join("videos");
    let outside = dir.path().join("outside");
    std::fs::create_dir_all(&root).unwrap();
    std::fs::create_dir_all(&outside).unwrap();
    let d = |name: &str| root.join(name);
    source("testsrc2=size=320x240:rate=25:duration=8", &d("real.mp4"));
    source(
        "mandelbrot=size=320x240:rate=25,trim=duration=8",
        &outside.join("secret.mp4"),
    );
    // An ffconcat script naming the real video beside it, one naming a file outside the
    // roots through a symbolic link beside it, and an HLS playlist: each a small `.mp4`.
    std::fs::write(d("pointer.mp4"), "ffconcat version 1.0\nfile real.mp4\n").unwrap();
    std::os::unix::fs::symlink(outside.join("secret.mp4"), d("link.mp4")).unwrap();
    std::fs::write(d("sneaky.mp4"), "ffconcat version 1.0\nfile link.mp4\n").unwrap();
    std::fs::write(
        d("list.mp4"),
        "#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:8,\nreal.mp4\n#EXT-X-ENDLIST\n",
    )
    .unwrap();

    let tools = find_tools(None).unwrap();
    for (name, format) in [
        ("pointer.mp4", "concat"),
        ("sneaky.mp4", "concat"),
        ("list.mp4", "hls"),
    ] {
        assert_eq!(
            read_video(&tools, &d(name)).map(|print| print.map(|p| p.info().clone())),
            Err(VideoSkip::NotAContainer(format.to_string())),
            "{name}"
        );
    }
    assert!(read_video(&tools, &d("real.mp4")).unwrap().is_some());

    let report = scan_videos(&root);
    assert!(video_groups(&report).is_empty(), "{:#?}", report.groups);
    for (name, format) in [("pointer.mp4", "concat"), ("list.mp4", "hls")] {
        let skipped = report
            .skipped
            .iter()
            .find(|s| s.path.ends_with(name))
            .unwrap_or_else(|| panic!("{name} is listed under skipped: {:#?}", report.skipped));
        assert_eq!(
            skipped.reason,
            SkipReason::from(VideoSkip::NotAContainer(format.to_string()))
        );
    }
}

/// What `rule` makes of the one video group of `report`: the names kept and trashed, or why
/// it leaves the group alone.
fn rule_on_videos(
    report: &doppel_engine::Report,
    rule: &str,
) -> Result<(Vec<String>, Vec<String>), Undecided> {
    let groups = video_groups(report);
    assert_eq!(groups.len(), 1, "{:#?}", report.groups);
    let group = Group::Video(groups[0].clone());
    let rule = KeepRule::parse(rule).expect("the rule reads");
    match decide_files(&rule, &group, &[]) {
        Decision::Marks(marks) => {
            let names = names(groups[0]);
            let pick = |mark: Mark| {
                names
                    .iter()
                    .zip(&marks)
                    .filter(|(_, m)| **m == mark)
                    .map(|(n, _)| n.clone())
                    .collect()
            };
            Ok((pick(Mark::Keep), pick(Mark::Trash)))
        }
        Decision::LeftAlone(why) => Err(why),
    }
}

#[test]
fn videos_a_rule_never_trashes_the_longer_video_for_a_clip_cut_from_it() {
    needs_ffmpeg();
    let dir = TempDir::new().unwrap();
    let d = |name: &str| dir.path().join(name);
    source(
        "mandelbrot=size=320x240:rate=25,trim=duration=45",
        &d("long.mp4"),
    );
    // A high-bitrate clip of 20 s from 0:12, made after the long one.
    variant(
        &d("long.mp4"),
        &["-ss", "12", "-t", "20", "-c:v", "libx264", "-qp", "0"],
        &d("clip.mp4"),
    );
    set_modified(
        &d("long.mp4"),
        SystemTime::now() - Duration::from_secs(86_400),
    );
    assert!(
        std::fs::metadata(d("clip.mp4")).unwrap().len()
            > std::fs::metadata(d("long.mp4")).unwrap().len()
    );
    let report = scan_videos(dir.path());
    assert_eq!(
        video_groups(&report)[0].pairs[0].relation,
        SpanRelation::PartOf
    );

    for rule in ["newest", "shortest-path,first", "largest", "first"] {
        let Err(Undecided::HoldsAllOf { fuller, kept, more }) = rule_on_videos(&report, rule)
        else {
            panic!("{rule}: {:?}", rule_on_videos(&report, rule));
        };
        assert_eq!(
            (fuller, kept),
            (
                d("long.mp4").canonicalize().unwrap(),
                d("clip.mp4").canonicalize().unwrap()
            ),
            "{rule}"
        );
        let More::Seconds(more) = more else {
            panic!("{rule}: {more:?}")
        };
        assert!((24..=26).contains(&more), "{rule}: {more}");
    }
    // Keeping the long one trashes the clip, all of which it holds.
    assert_eq!(
        rule_on_videos(&report, "oldest"),
        Ok((vec!["long.mp4".to_string()], vec!["clip.mp4".to_string()]))
    );
}

#[test]
fn videos_a_rule_leaves_two_overlapping_videos_alone() {
    needs_ffmpeg();
    let dir = TempDir::new().unwrap();
    let d = |name: &str| dir.path().join(name);
    source(
        "mandelbrot=size=320x240:rate=25,trim=duration=36",
        &d("whole.mp4"),
    );
    variant(
        &d("whole.mp4"),
        &["-t", "32", "-c:v", "libx264"],
        &d("start.mp4"),
    );
    variant(
        &d("whole.mp4"),
        &["-ss", "4", "-c:v", "libx264"],
        &d("end.mp4"),
    );
    std::fs::rename(d("whole.mp4"), dir.path().join("whole.bin")).unwrap();
    let report = scan_videos(dir.path());
    assert_eq!(
        video_groups(&report)[0].pairs[0].relation,
        SpanRelation::Overlap
    );
    for rule in ["newest,first", "oldest,first", "first", "largest,first"] {
        assert!(
            matches!(
                rule_on_videos(&report, rule),
                Err(Undecided::HoldsFootage { .. })
            ),
            "{rule}: {:?}",
            rule_on_videos(&report, rule)
        );
    }
}

/// A scan cancelled while ffprobe or ffmpeg reads a video stops them then: here ffprobe
/// waits on a named pipe no one writes to, which only its 30-second limit or the cancel
/// ends.
#[test]
fn videos_a_cancel_stops_ffprobe_and_ffmpeg_at_once() {
    needs_ffmpeg();
    let dir = TempDir::new().unwrap();
    let fifo = dir.path().join("clip.mp4");
    named_pipe(&fifo);
    let tools = find_tools(None).expect("ffmpeg runs");
    let cancel = CancelToken::new();
    let started = std::time::Instant::now();
    let read = std::thread::scope(|scope| {
        let reading = scope.spawn(|| read_video_until(&tools, &fifo, &cancel));
        std::thread::sleep(Duration::from_millis(300));
        cancel.cancel();
        reading.join().unwrap()
    });
    assert_eq!(read, None, "cancelled: not read");
    // Not ffprobe's own limit: the cancel ended it (a liveness bound, far above the
    // fraction of a second it takes).
    assert!(started.elapsed() < Duration::from_secs(20));
}
