//! Doppel's own folders are never scanned: its data folder (cleanup journals, lock,
//! session), its cache folder and the app's settings folder are left out and listed under
//! skipped, whatever the options, so a cleanup can never trash the journal that undoes an
//! earlier one.

use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};

use crate::support::{doppel, group_paths, pseudo_random, shown, skipped, write};
use doppel::engine::live::LiveScan;
use doppel::engine::{CancelToken, ScanOptions, scan};
use doppel::report::SkipReason;
use serde_json::Value;
use tempfile::TempDir;

const OWN_REASON: &str =
    "is Doppel's own folder (its cleanup journals, cache or settings); it is never scanned";

/// A home holding Doppel's three folders, each with a file, and a backup of the home with
/// copies of those files and of a photo. `data` and `cache` are where the data and cache
/// folders are, relative to the home.
struct Home {
    dir: TempDir,
    data: &'static str,
    cache: &'static str,
}

impl Home {
    fn new(data: &'static str, cache: &'static str) -> Home {
        let home = Home {
            dir: TempDir::new().unwrap(),
            data,
            cache,
        };
        for (relative, seed) in [
            (format!("{data}/doppel/cleanups/20260102-030405.jsonl"), 1),
            (format!("{data}/doppel/lock"), 2),
            (format!("{cache}/doppel/fingerprints.sqlite3"), 3),
            (format!("{data}/io.github.doppel.doppel/app.ron"), 4),
            ("Pictures/photo.jpg".to_string(), 5),
        ] {
            let content = pseudo_random(5_000, seed);
            write(home.dir.path(), &relative, &content);
            write(home.dir.path(), &format!("backup/{relative}"), &content);
        }
        home
    }

    fn path(&self, relative: &str) -> PathBuf {
        self.dir.path().canonicalize().unwrap().join(relative)
    }

    fn own_folders(&self) -> Vec<PathBuf> {
        vec![
            self.path(&format!("{}/doppel", self.data)),
            self.path(&format!("{}/doppel", self.cache)),
            self.path(&format!("{}/io.github.doppel.doppel", self.data)),
        ]
    }

    /// `doppel scan --format json` of `roots` with `flags`, the environment pointing at
    /// this home.
    fn scan(&self, roots: &[&Path], flags: &[&str]) -> Value {
        let mut command = doppel();
        command.args(["scan", "--format", "json", "--no-cache"]);
        command.args(flags).args(roots);
        command.env("HOME", self.dir.path());
        for (key, relative) in [("XDG_DATA_HOME", self.data), ("XDG_CACHE_HOME", self.cache)] {
            if relative.starts_with('.') {
                command.env_remove(key);
            } else {
                command.env(key, self.path(relative));
            }
        }
        let output = command.output().expect("run");
        assert!(
            output.status.success(),
            "scan failed: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        serde_json::from_slice(&output.stdout).expect("one JSON document")
    }

    /// The one group a scan of the home should find: the photo and its backup.
    fn photo_group(&self) -> Vec<Vec<String>> {
        vec![vec![
            shown(&self.path("Pictures/photo.jpg")),
            shown(&self.path("backup/Pictures/photo.jpg")),
        ]]
    }
}

#[test]
fn a_home_scanned_with_hidden_files_leaves_doppels_folders_out() {
    // The default places: ~/.local/share and ~/.cache.
    let home = Home::new(".local/share", ".cache");

    let report = home.scan(&[&home.path("")], &["--hidden", "--include-trash"]);

    // The backup's copies of the journal, cache and settings are the user's files, alone.
    let mut expected = home.photo_group();
    expected[0].sort();
    assert_eq!(group_paths(&report), expected);
    let skipped = skipped(&report);
    for own in home.own_folders() {
        assert!(
            skipped.contains(&(own.display().to_string(), OWN_REASON.to_string())),
            "{} is listed as skipped: {skipped:?}",
            own.display()
        );
    }
}

#[test]
fn doppels_folders_follow_xdg_and_are_left_out_without_hidden_too() {
    let home = Home::new("data", "cache");

    // The photo is no real image: not decoded, it is not listed as skipped for that.
    let report = home.scan(&[&home.path("")], &["--no-images"]);

    let mut expected = home.photo_group();
    expected[0].sort();
    assert_eq!(group_paths(&report), expected);
    assert_eq!(skipped(&report).len(), 3, "{:?}", skipped(&report));
}

#[test]
fn a_root_inside_doppels_folders_is_skipped_and_the_other_roots_scanned() {
    let home = Home::new("data", "cache");
    let cleanups = home.path("data/doppel/cleanups");
    let backup = home.path("backup/data/doppel/cleanups");

    let report = home.scan(&[&cleanups, &backup], &[]);

    assert!(
        group_paths(&report).is_empty(),
        "{:?}",
        group_paths(&report)
    );
    assert_eq!(
        skipped(&report),
        vec![(
            cleanups.display().to_string(),
            "is inside Doppel's own folder (its cleanup journals, cache or settings); it is \
             never scanned"
                .to_string()
        )]
    );
    assert_eq!(report["stats"]["files"], 1, "the backup's journal only");
}

#[test]
fn the_engine_leaves_out_the_folders_it_is_given_and_links_into_them() {
    let home = Home::new("data", "cache");
    let journal = home.path("data/doppel/cleanups/20260102-030405.jsonl");
    symlink(&journal, home.path("Pictures/link.jsonl")).unwrap();
    let mut options = ScanOptions::new(vec![home.path("")]);
    options.follow_links = true;

    // Without them in the options, Doppel's folders are ordinary folders...
    let report = scan(&options, &CancelToken::new(), &|_| {}).unwrap();
    assert_eq!(report.groups.len(), 5, "{:?}", report.groups);

    // ...with them, only the photo has a copy.
    options.own_folders = home.own_folders();
    let report = scan(&options, &CancelToken::new(), &|_| {}).unwrap();
    assert_eq!(report.groups.len(), 1, "{:?}", report.groups);
    let reasons: Vec<(&Path, &SkipReason)> = report
        .skipped
        .iter()
        .map(|s| (s.path.as_path(), &s.reason))
        .collect();
    let link = home.path("Pictures/link.jsonl");
    assert!(
        reasons.contains(&(link.as_path(), &SkipReason::LinkIntoOwnFolder)),
        "{reasons:?}"
    );
    assert_eq!(reasons.len(), 4, "{reasons:?}");
}

#[test]
fn a_live_scan_never_takes_in_a_file_written_to_doppels_folders() {
    let home = Home::new("data", "cache");
    let mut options = ScanOptions::new(vec![home.path("")]);
    options.own_folders = home.own_folders();
    let mut live = LiveScan::scan(&options, &CancelToken::new(), &|_| {}).unwrap();
    assert_eq!(live.report().groups.len(), 1);
    let skipped_before = live.report().skipped.clone();
    assert_eq!(skipped_before.len(), 3, "{skipped_before:?}");

    // A cleanup writes a new journal; the user saves a copy of it elsewhere.
    let content = pseudo_random(5_000, 6);
    let journal = write(
        &home.path("data/doppel/cleanups"),
        "20260103.jsonl",
        &content,
    );
    let copy = write(&home.path("Documents"), "20260103.jsonl", &content);
    live.apply(&[journal, copy.clone()], &CancelToken::new(), &|_| {})
        .unwrap();

    assert_eq!(live.report().groups.len(), 1, "{:?}", live.report().groups);
    assert!(
        !live
            .report()
            .groups
            .iter()
            .any(|g| g.files().iter().any(|f| f.path == copy)),
        "the copy has no copy outside Doppel's folders"
    );
    // As a whole scan would say: the folders are skipped, not each file written there.
    assert_eq!(live.report().skipped, skipped_before);
}
