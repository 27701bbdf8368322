//! One set of scan defaults: `doppel scan FOLDER` and the desktop app left at its settings
//! scan a folder alike (similar images, videos and folders looked for by both), from the
//! engine's `ScanChoices::default`; each search has its `--no-…` flag; and where ffmpeg
//! cannot be run, a default scan that meets videos says why none were compared.

use std::path::Path;

use doppel::report::{GroupKind, Report};
use image::ImageFormat;
use tempfile::TempDir;

use crate::support::photo::photo;
use crate::support::{doppel, pseudo_random, write};

/// Two folders holding the same three files, and two pictures of one photo, one turned.
fn tree() -> TempDir {
    let dir = TempDir::new().unwrap();
    for (seed, name) in ["a.bin", "b.bin", "c.bin"].into_iter().enumerate() {
        let content = pseudo_random(5_000 + seed * 1_000, 70 + seed as u64);
        write(dir.path(), &format!("work/{name}"), &content);
        write(dir.path(), &format!("work-copy/{name}"), &content);
    }
    let picture = photo(400, 300, 9);
    std::fs::create_dir(dir.path().join("photos")).unwrap();
    for (name, image) in [("a.png", picture.clone()), ("b.png", picture.rotate180())] {
        image
            .save_with_format(dir.path().join("photos").join(name), ImageFormat::Png)
            .unwrap();
    }
    dir
}

/// `doppel scan ARGS FOLDER` as a JSON report read back.
fn scanned_by_the_command_line(folder: &Path, args: &[&str]) -> Report {
    let output = doppel()
        .args(["scan", "--quiet", "--no-cache", "--format", "json"])
        .args(args)
        .arg(folder)
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    doppel::report::json::read_json(&String::from_utf8(output.stdout).unwrap()).unwrap()
}

/// How many groups of each kind, and of folders, a report holds.
fn counts(report: &Report) -> (Vec<(GroupKind, usize)>, usize) {
    let kinds = GroupKind::ALL
        .into_iter()
        .map(|kind| {
            let groups = report.groups.iter().filter(|g| g.kind() == kind).count();
            (kind, groups)
        })
        .collect();
    (kinds, report.folders.len())
}

/// The paths of every file group, in the report's order.
#[cfg(feature = "gui")]
fn paths(report: &Report) -> Vec<Vec<std::path::PathBuf>> {
    report
        .groups
        .iter()
        .map(|group| group.files().iter().map(|f| f.path.clone()).collect())
        .collect()
}

#[cfg(feature = "gui")]
#[test]
fn the_command_line_and_the_app_scan_a_folder_alike_by_default() {
    use doppel::app::settings::Settings;
    use doppel::engine::{CancelToken, ScanChoices};
    let dir = tree();
    let folder = dir.path().canonicalize().unwrap();
    let by_the_command_line = scanned_by_the_command_line(&folder, &[]);

    let app = Settings {
        folders: vec![folder.clone()],
        ..Settings::default()
    };
    assert_eq!(app.scan_choices(), ScanChoices::default());
    let mut options = app.scan_options();
    options.cache = None;
    let by_the_app = doppel::engine::scan(&options, &CancelToken::new(), &|_| {}).unwrap();

    assert_eq!(counts(&by_the_command_line), counts(&by_the_app));
    assert_eq!(paths(&by_the_command_line), paths(&by_the_app));
    // Both found the duplicate folders and the turned photo, not only the exact copies.
    let (kinds, folders) = counts(&by_the_app);
    assert_eq!(folders, 1, "one folder group");
    assert!(kinds.contains(&(GroupKind::Exact, 3)), "{kinds:?}");
    assert!(kinds.contains(&(GroupKind::Image, 1)), "{kinds:?}");

    // The text report folds the exact groups into their folder group, as the app's list does.
    let text = doppel()
        .args(["scan", "--quiet", "--no-cache"])
        .arg(&folder)
        .output()
        .unwrap();
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(text.starts_with("Folder group F1: 2 folders"), "{text}");
    assert!(
        text.contains("(3 file groups inside these folders, not listed again below)"),
        "{text}"
    );
}

#[test]
fn each_search_made_by_default_has_a_flag_to_turn_it_off() {
    let dir = tree();
    let folder = dir.path().canonicalize().unwrap();
    let all = counts(&scanned_by_the_command_line(&folder, &[]));
    assert_eq!(all.1, 1, "{all:?}");
    assert!(all.0.contains(&(GroupKind::Image, 1)), "{all:?}");

    let (kinds, folders) = counts(&scanned_by_the_command_line(
        &folder,
        &["--no-images", "--no-folders", "--no-videos"],
    ));
    assert_eq!(folders, 0);
    assert!(kinds.contains(&(GroupKind::Image, 0)), "{kinds:?}");
    assert!(kinds.contains(&(GroupKind::Exact, 3)), "{kinds:?}");
    // The flags that asked for a search still read; the last of a pair counts.
    let asked = counts(&scanned_by_the_command_line(
        &folder,
        &["--no-images", "--images", "--folders", "--videos"],
    ));
    assert_eq!(asked, all);
}

/// Without ffmpeg, a scan left at its defaults finds everything else and says why the
/// videos it met were not compared; with --no-videos it has nothing to say.
#[test]
fn without_ffmpeg_a_default_scan_says_why_videos_are_not_compared() {
    let dir = TempDir::new().unwrap();
    let no_tools = TempDir::new().unwrap();
    write(dir.path(), "a.mp4", b"two copies of something");
    write(dir.path(), "b.mp4", b"two copies of something");
    let off = doppel::engine::videos::find_tools(Some(no_tools.path())).unwrap_err();
    let said = doppel::tr_in!(
        doppel::i18n::Lang::En,
        "notice-videos-off",
        tool = "ffmpeg",
        why = "not found"
    );
    assert_eq!(said, off.to_string());
    for (args, tells) in [(&[][..], true), (&["--no-videos"][..], false)] {
        let output = doppel()
            .env("PATH", no_tools.path())
            .args(["scan", "--quiet", "--no-cache"])
            .args(args)
            .arg(dir.path())
            .output()
            .unwrap();
        assert!(output.status.success(), "{args:?}: {output:?}");
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(
            stderr.lines().any(|l| l == format!("doppel: {said}")),
            tells,
            "{args:?}: {stderr}"
        );
        let text = String::from_utf8(output.stdout).unwrap();
        assert!(text.contains("2 identical files"), "{args:?}: {text}");
    }
}
