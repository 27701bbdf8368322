//! Similar music on real files made at test time (`support/audio.rs`: pieces synthesised by
//! ffmpeg, speech by espeak-ng): every change of a recording in every format grouped with
//! it, an excerpt reported as a part with its offset, two pieces with the same tags and two
//! pieces of one album opening alike kept apart, silence never shared, a damaged file and
//! a playlist named like music skipped with their reasons, fingerprints kept in the cache,
//! a scan without ffmpeg saying so, and keep rules that choose by bitrate, lossless and
//! format but never trash a recording for an excerpt of it. Each test that makes music
//! fails, naming the package, when ffmpeg (or espeak-ng) is not on the `PATH`.

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use crate::support::audio::{changed, piece, silence, speech};
use crate::support::named_pipe;
use crate::support::needs;
use crate::support::set_modified;
use doppel_engine::actions::rules::{Decision, KeepRule, Mark, Undecided, decide_files};
use doppel_engine::music::{MusicOptions, MusicSkip, compare_music, read_track, read_track_until};
use doppel_engine::report::{Group, MusicGroup, Notice, SkipReason, SpanRelation};
use doppel_engine::videos::{VideosOff, find_tools};
use doppel_engine::{CancelToken, ScanOptions, scan};
use tempfile::TempDir;

/// Fails the test, with the reason, unless ffmpeg is on the `PATH`.
fn needs_ffmpeg() {
    needs::require(needs::tools(&[needs::FFMPEG]));
}

fn options(root: &Path) -> ScanOptions {
    let mut options = ScanOptions::new(vec![root.to_path_buf()]);
    options.music = MusicOptions {
        find: true,
        tools: None,
    };
    options
}

fn scan_music(root: &Path) -> doppel_engine::Report {
    scan(&options(root), &CancelToken::new(), &|_| {}).expect("scan runs")
}

fn music_groups(report: &doppel_engine::Report) -> Vec<&MusicGroup> {
    report
        .groups
        .iter()
        .filter_map(|g| match g {
            Group::Music(m) => Some(m),
            _ => None,
        })
        .collect()
}

fn names(group: &MusicGroup) -> Vec<String> {
    group
        .files
        .iter()
        .map(|f| f.path.file_name().unwrap().to_string_lossy().into_owned())
        .collect()
}

/// The tags every piece of these tests is given, whatever its sound.
const SAME_TAGS: [&str; 8] = [
    "-metadata",
    "title=Song",
    "-metadata",
    "artist=Band",
    "-metadata",
    "album=Album",
    "-metadata",
    "track=1",
];

#[test]
fn music_every_change_of_a_recording_in_every_format_is_grouped_with_it() {
    needs_ffmpeg();
    let dir = TempDir::new().unwrap();
    let d = |name: &str| dir.path().join(name);
    piece(1, 60, &SAME_TAGS, &d("original.wav"));
    let original = d("original.wav");
    let none: &[&str] = &[];
    let changes: [(&str, &[&str], &[&str]); 9] = [
        ("96k.mp3", none, &["-b:a", "96k"]),
        ("mono.m4a", none, &["-ac", "1", "-c:a", "aac"]),
        ("quieter.flac", none, &["-af", "volume=-6dB"]),
        ("trimmed.opus", &["-ss", "3"], &["-c:a", "libopus"]),
        ("silence-added.wav", none, &["-af", "adelay=5000:all=1"]),
        ("vorbis.ogg", none, &["-c:a", "libvorbis"]),
        ("pcm.aiff", none, none),
        ("windows.wma", none, &["-c:a", "wmav2"]),
        ("excerpt.mp3", &["-ss", "15", "-t", "30"], none),
    ];
    for (name, before, args) in changes {
        changed(&original, before, args, &d(name));
    }
    // Another piece with the very same tags.
    piece(2, 60, &SAME_TAGS, &d("other.mp3"));

    let report = scan_music(dir.path());
    assert!(report.skipped.is_empty(), "{:?}", report.skipped);
    let groups = music_groups(&report);
    assert_eq!(groups.len(), 1, "{:#?}", groups);
    let group = groups[0];
    let mut expected: Vec<String> = changes.iter().map(|(n, _, _)| n.to_string()).collect();
    expected.push("original.wav".to_string());
    expected.sort();
    assert_eq!(
        names(group),
        expected,
        "the other piece, same tags, is not in it"
    );

    let at = |name: &str| names(group).iter().position(|n| n == name).unwrap();
    let pair = |a: &str, b: &str| {
        let (a, b) = (at(a), at(b));
        *group
            .pairs
            .iter()
            .find(|p| (p.a, p.b) == (a, b) || (p.a, p.b) == (b, a))
            .unwrap_or_else(|| panic!("no pair {a} {b}: {:#?}", group.pairs))
    };
    let excerpt = pair("excerpt.mp3", "original.wav");
    assert_eq!(excerpt.relation, SpanRelation::PartOf);
    assert_eq!(excerpt.a, at("excerpt.mp3"), "the excerpt is the part");
    assert!((excerpt.b_start - 15.0).abs() < 0.5, "{excerpt:?}");
    assert!((excerpt.length - 30.0).abs() < 4.0, "{excerpt:?}");
    for name in [
        "trimmed.opus",
        "silence-added.wav",
        "mono.m4a",
        "quieter.flac",
    ] {
        let same = pair(name, "original.wav");
        assert_eq!(same.relation, SpanRelation::Same, "{name}: {same:?}");
        assert!(
            same.matched > 0.7 && same.matched <= 1.0,
            "{name}: {same:?}"
        );
    }
    let trimmed = pair("trimmed.opus", "original.wav");
    let original_start = if trimmed.a == at("original.wav") {
        trimmed.a_start
    } else {
        trimmed.b_start
    };
    assert!((original_start - 3.0).abs() < 0.5, "{trimmed:?}");

    // Tags and facts are read; they were not what grouped the files.
    let track = |name: &str| &group.tracks[at(name)];
    assert_eq!(track("96k.mp3").tags.title.as_deref(), Some("Song"));
    assert_eq!(track("96k.mp3").tags.track, Some(1));
    assert_eq!(track("96k.mp3").codec, "mp3");
    assert_eq!(track("quieter.flac").codec, "flac");
    assert!(track("quieter.flac").lossless);
    assert!(!track("vorbis.ogg").lossless);
    assert_eq!(track("windows.wma").codec, "wma");
    assert_eq!(track("mono.m4a").channels, Some(1));
    assert!((track("trimmed.opus").duration - 57.0).abs() < 0.5);
}

#[test]
fn music_two_pieces_with_the_same_tags_or_of_one_album_opening_alike_are_not_grouped() {
    needs_ffmpeg();
    let dir = TempDir::new().unwrap();
    let d = |name: &str| dir.path().join(name);
    // Two pieces, every tag the same.
    piece(3, 40, &SAME_TAGS, &d("first.mp3"));
    piece(4, 40, &SAME_TAGS, &d("second.mp3"));
    // Two songs of one album that open with the same 8 s, each going on its own way.
    let album = |track: &str| {
        vec![
            "-metadata".to_string(),
            "album=One Album".to_string(),
            "-metadata".to_string(),
            format!("track={track}"),
        ]
    };
    piece(5, 8, &[], &d("intro.wav"));
    piece(6, 50, &[], &d("rest-one.wav"));
    piece(7, 50, &[], &d("rest-two.wav"));
    for (track, rest, out) in [
        ("1", "rest-one.wav", "one.flac"),
        ("2", "rest-two.wav", "two.flac"),
    ] {
        let tags = album(track);
        let mut args = vec![
            "-i",
            d("intro.wav").to_str().unwrap().to_owned().leak() as &str,
            "-i",
            d(rest).to_str().unwrap().to_owned().leak(),
            "-filter_complex",
            "[0:a][1:a]concat=n=2:v=0:a=1",
        ];
        args.extend(tags.iter().map(|t| t.as_str()));
        args.push(d(out).to_str().unwrap().to_owned().leak());
        crate::support::video::ffmpeg(&args);
    }
    for helper in ["intro.wav", "rest-one.wav", "rest-two.wav"] {
        std::fs::remove_file(d(helper)).unwrap();
    }
    let report = scan_music(dir.path());
    assert!(music_groups(&report).is_empty(), "{:#?}", report.groups);
}

#[test]
fn music_silence_is_never_sound_two_files_share() {
    needs_ffmpeg();
    let dir = TempDir::new().unwrap();
    let d = |name: &str| dir.path().join(name);
    // Two different short pieces, each in a minute of silence.
    for (seed, name) in [(8, "a.wav"), (9, "b.wav")] {
        piece(seed, 6, &[], &d("short.wav"));
        changed(
            &d("short.wav"),
            &[],
            &["-af", "adelay=30000:all=1,apad=pad_dur=30"],
            &d(name),
        );
    }
    std::fs::remove_file(d("short.wav")).unwrap();
    silence(20, &d("quiet.flac"));
    silence(25, &d("quieter.ogg"));
    let report = scan_music(dir.path());
    assert!(music_groups(&report).is_empty(), "{:#?}", report.groups);
    let mut no_sound: Vec<PathBuf> = report
        .skipped
        .iter()
        .filter(|s| s.reason == SkipReason::from(MusicSkip::NoSound))
        .map(|s| PathBuf::from(s.path.file_name().unwrap()))
        .collect();
    no_sound.sort();
    assert_eq!(
        no_sound,
        [PathBuf::from("quiet.flac"), PathBuf::from("quieter.ogg")]
    );
}

#[test]
fn music_the_same_speech_re_encoded_is_one_recording_and_other_words_are_not() {
    needs_ffmpeg();
    needs::require(needs::tools(&[needs::ESPEAK_NG]));
    let dir = TempDir::new().unwrap();
    let d = |name: &str| dir.path().join(name);
    let words = "Doppel finds every copy of a recording, however it was saved. \
                 It listens to the sound itself and never trusts the tags alone. \
                 A trimmed copy or a quieter one is still the same recording.";
    let other = "The weather tomorrow will be cloudy in the morning with some rain. \
                 In the afternoon the sun comes out and the wind turns to the west. \
                 Temperatures stay mild all through the evening and the night.";
    speech(words, &d("talk.wav"));
    speech(other, &d("other.wav"));
    changed(&d("talk.wav"), &[], &["-b:a", "64k"], &d("talk.mp3"));
    let tools = find_tools(None).expect("ffmpeg runs");
    let same = compare_music(&tools, &d("talk.wav"), &d("talk.mp3")).expect("both read");
    assert_eq!(same.map(|p| p.relation), Some(SpanRelation::Same));
    let apart = compare_music(&tools, &d("talk.wav"), &d("other.wav")).expect("both read");
    assert_eq!(apart, None);
}

#[test]
fn music_a_damaged_file_and_a_playlist_named_like_music_are_skipped_with_their_reasons() {
    needs_ffmpeg();
    let dir = TempDir::new().unwrap();
    let d = |name: &str| dir.path().join(name);
    piece(10, 20, &[], &d("real.mp3"));
    std::fs::write(d("damaged.mp3"), vec![0x5au8; 40_000]).unwrap();
    std::fs::write(d("pointer.mp3"), "ffconcat version 1.0\nfile real.mp3\n").unwrap();
    let tools = find_tools(None).expect("ffmpeg runs");
    assert!(matches!(
        read_track(&tools, &d("damaged.mp3")),
        Err(MusicSkip::Unreadable(_))
    ));
    assert_eq!(
        read_track(&tools, &d("pointer.mp3")),
        Err(MusicSkip::NotAContainer("concat".to_string()))
    );
    let report = scan_music(dir.path());
    let reason = |name: &str| {
        report
            .skipped
            .iter()
            .find(|s| s.path.ends_with(name))
            .map(|s| s.reason.clone())
    };
    assert!(
        matches!(
            reason("damaged.mp3"),
            Some(SkipReason::Music {
                problem: MusicSkip::Unreadable(_)
            })
        ),
        "{:?}",
        report.skipped
    );
    assert_eq!(
        reason("pointer.mp3"),
        Some(SkipReason::from(MusicSkip::NotAContainer(
            "concat".to_string()
        )))
    );
}

#[test]
fn music_without_ffmpeg_the_scan_says_so_and_fingerprints_from_the_cache_need_none() {
    needs_ffmpeg();
    let dir = TempDir::new().unwrap();
    let cache = TempDir::new().unwrap();
    let empty = TempDir::new().unwrap();
    let d = |name: &str| dir.path().join(name);
    piece(11, 30, &[], &d("song.flac"));
    changed(&d("song.flac"), &[], &["-b:a", "128k"], &d("song.mp3"));
    // Settled: the cache remembers only files not modified a moment ago.
    for name in ["song.flac", "song.mp3"] {
        set_modified(&d(name), SystemTime::now() - Duration::from_secs(3600));
    }
    let with_cache = |tools: Option<PathBuf>| {
        let mut options = options(dir.path());
        options.cache = Some(cache.path().join("fingerprints.sqlite3"));
        options.music.tools = tools;
        scan(&options, &CancelToken::new(), &|_| {}).expect("scan runs")
    };
    // No ffmpeg and nothing remembered: the scan says music search is off.
    let mut off = options(dir.path());
    off.music.tools = Some(empty.path().to_path_buf());
    let report = scan(&off, &CancelToken::new(), &|_| {}).expect("the scan still runs");
    let missing = VideosOff::Missing {
        tool: "ffmpeg",
        why: "not found".to_string(),
    };
    assert!(
        report.notices.contains(&Notice::MusicOff(missing)),
        "{:?}",
        report.notices
    );
    assert!(music_groups(&report).is_empty());
    // Read once with ffmpeg; then without it, the cache's fingerprints group them.
    assert_eq!(music_groups(&with_cache(None)).len(), 1);
    let again = with_cache(Some(empty.path().to_path_buf()));
    assert!(again.notices.is_empty(), "{:?}", again.notices);
    assert_eq!(music_groups(&again).len(), 1);
}

/// The marks `rule` gives the one music group of `report`: the names kept and trashed, or
/// why it is left alone.
fn rule_on_music(
    report: &doppel_engine::Report,
    rule: &str,
) -> Result<(Vec<String>, Vec<String>), Undecided> {
    let groups = music_groups(report);
    assert_eq!(groups.len(), 1, "{:#?}", report.groups);
    let group = Group::Music(groups[0].clone());
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
fn music_rules_choose_by_bitrate_lossless_and_format_and_never_for_an_excerpt() {
    needs_ffmpeg();
    let dir = TempDir::new().unwrap();
    let d = |name: &str| dir.path().join(name);
    piece(12, 50, &[], &d("song.flac"));
    changed(&d("song.flac"), &[], &["-b:a", "320k"], &d("song-320.mp3"));
    changed(&d("song.flac"), &[], &["-b:a", "96k"], &d("song-96.mp3"));
    let report = scan_music(dir.path());
    let kept = |rule: &str| rule_on_music(&report, rule).map(|(keep, _)| keep);
    let one = |name: &str| Ok(vec![name.to_string()]);
    assert_eq!(kept("lossless"), one("song.flac"));
    assert_eq!(kept("format:mp3,highest-bitrate"), one("song-320.mp3"));
    assert_eq!(kept("highest-bitrate"), one("song.flac"));

    // An excerpt, newer than the whole: "newest" would keep it and trash the recording.
    changed(
        &d("song.flac"),
        &["-ss", "10", "-t", "20"],
        &[],
        &d("excerpt.flac"),
    );
    for name in ["song.flac", "song-320.mp3", "song-96.mp3"] {
        set_modified(&d(name), SystemTime::now() - Duration::from_secs(86_400));
    }
    let report = scan_music(dir.path());
    assert_eq!(music_groups(&report)[0].files.len(), 4);
    for rule in ["newest", "first"] {
        match rule_on_music(&report, rule) {
            Err(Undecided::HoldsAllOf { fuller, kept, .. }) => {
                assert!(kept.ends_with("excerpt.flac"), "{rule}: {kept:?}");
                assert!(!fuller.ends_with("excerpt.flac"), "{rule}: {fuller:?}");
            }
            Err(Undecided::HoldsFootage { kept, .. }) => {
                assert!(kept.ends_with("excerpt.flac"), "{rule}: {kept:?}");
            }
            other => panic!("{rule}: the excerpt was kept for the whole: {other:?}"),
        }
    }
}

/// The marks of the one music group of `report` as a plan takes them: `keep` kept, every
/// other file trashed.
fn planned(report: &doppel_engine::Report, keep: &str) -> doppel_engine::actions::PlannedGroup {
    let group = &report.groups[0];
    assert!(matches!(group, Group::Music(_)), "{:#?}", report.groups);
    let marks: Vec<Mark> = group
        .files()
        .iter()
        .map(|f| {
            if f.path.ends_with(keep) {
                Mark::Keep
            } else {
                Mark::Trash
            }
        })
        .collect();
    doppel_engine::actions::PlannedGroup::of_kind(
        doppel_engine::actions::Recheck::of(group, &report.bar),
        group.files().to_vec(),
        &marks,
    )
}

/// A copy of a recording goes to the trash, journaled, and comes back with undo; a copy
/// whose kept recording changed after the scan (re-encoded in place) stays.
#[test]
fn music_a_cleanup_trashes_a_copy_undoes_it_and_refuses_while_the_kept_one_changed() {
    use crate::support::cleanup::Sandbox;
    use doppel_engine::actions::{Reason, Which};
    needs_ffmpeg();
    let sandbox = Sandbox::new();
    let d = |name: &str| sandbox.root.join("music").join(name);
    std::fs::create_dir_all(d("")).unwrap();
    piece(13, 30, &[], &d("song.flac"));
    changed(&d("song.flac"), &[], &["-b:a", "96k"], &d("song.mp3"));
    let report = scan_music(&d(""));
    let outcome = sandbox.clean_groups(&[planned(&report, "song.flac")]);
    assert!(outcome.failed.is_empty(), "{:?}", outcome.failed);
    assert_eq!(outcome.trashed.len(), 1);
    assert!(!d("song.mp3").exists() && d("song.flac").exists());
    sandbox.restore(Which::Last);
    assert!(d("song.mp3").exists(), "undo brings it back");

    let report = scan_music(&d(""));
    // The kept file is made again after the scan: what the mp3 was found like is gone.
    changed(
        &d("song.mp3"),
        &[],
        &["-af", "volume=-20dB"],
        &d("quiet.flac"),
    );
    std::fs::rename(d("quiet.flac"), d("song.flac")).unwrap();
    let outcome = sandbox.clean_groups(&[planned(&report, "song.flac")]);
    assert!(outcome.trashed.is_empty(), "{:?}", outcome.trashed);
    assert!(
        outcome
            .failed
            .iter()
            .any(|r| matches!(r.reason, Reason::KeptChangedSinceScan { .. })),
        "{:?}",
        outcome.failed
    );
    assert!(d("song.mp3").exists());
}

/// A scan cancelled while ffmpeg decodes stops it then, not at its time limit: here ffmpeg
/// waits on a named pipe no one writes to, and only the cancel ends it.
#[test]
fn music_a_cancel_stops_ffmpeg_at_once() {
    needs_ffmpeg();
    let dir = TempDir::new().unwrap();
    let fifo = dir.path().join("song.mp3");
    named_pipe(&fifo);
    let tools = find_tools(None).expect("ffmpeg runs");
    let cancel = CancelToken::new();
    let read = std::thread::scope(|scope| {
        let reading = scope.spawn(|| read_track_until(&tools, &fifo, &cancel));
        std::thread::sleep(Duration::from_millis(300));
        cancel.cancel();
        reading.join().unwrap()
    });
    // Not `TimedOut` after five minutes: stopped by the cancel, and so not read.
    assert_eq!(read, None);
}
