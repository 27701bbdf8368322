//! `doppel clean` from a saved JSON report and `doppel restore --last`, run as the binary
//! with the trash, journal and cache in a temporary data home; a copy in a trash folder
//! (scanned with `--include-trash`, or in an old report) is never the copy kept.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Output;

use crate::support::cleanup::crafted_report;
use crate::support::{doppel, pseudo_random, set_modified, write};
use tempfile::TempDir;

struct Tree {
    root: PathBuf,
    _dir: TempDir,
}

/// The files of [`Tree::new`], with what each holds.
const TREE_CONTENTS: [(&str, &str); 5] = [
    ("tree/a.txt", "the same words"),
    ("tree/b.txt", "the same words"),
    ("tree/sub/c.txt", "the same words"),
    ("tree/x.txt", "another text"),
    ("tree/y.txt", "another text"),
];

impl Tree {
    fn new() -> Tree {
        let dir = TempDir::new().unwrap();
        // Resolved, as the trash records the folder a file was in.
        let root = dir.path().canonicalize().unwrap();
        for (relative, content) in TREE_CONTENTS {
            write(&root, relative, content.as_bytes());
        }
        Tree { root, _dir: dir }
    }

    fn path(&self, relative: &str) -> PathBuf {
        self.root.join(relative)
    }

    fn run(&self, args: &[&str]) -> Output {
        doppel()
            .args(args)
            .current_dir(&self.root)
            .env("XDG_DATA_HOME", self.root.join("data"))
            .env("XDG_CACHE_HOME", self.root.join("cache"))
            .output()
            .unwrap()
    }

    fn in_trash(&self, name: &str) -> bool {
        self.root.join("data/Trash/files").join(name).exists()
    }
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn status(output: &Output) -> i32 {
    output.status.code().expect("exited normally")
}

/// Scans the tree's `folder` for exact copies and returns the path of the saved JSON report.
fn scan(tree: &Tree, folder: &str) -> PathBuf {
    scan_with(tree, folder, &["--exact-only"])
}

/// Scans the tree's `folder` with `options` (what to look for) and returns the path of the
/// saved JSON report.
fn scan_with(tree: &Tree, folder: &str, options: &[&str]) -> PathBuf {
    let report = tree.path(&format!("{folder}.json"));
    let target = tree.path(folder);
    let mut args = vec!["scan", "--quiet", "--format", "json", "-o"];
    args.extend([report.to_str().unwrap(), target.to_str().unwrap()]);
    args.extend(options);
    let scanned = tree.run(&args);
    assert_eq!(
        status(&scanned),
        0,
        "{}",
        String::from_utf8_lossy(&scanned.stderr)
    );
    report
}

/// All five files of the tree [`Tree::new`] makes are where they were.
fn assert_every_file_in_place(tree: &Tree) {
    let all = TREE_CONTENTS.map(|(relative, _)| tree.path(relative));
    assert_in_place(&all.each_ref().map(PathBuf::as_path));
}

fn assert_in_place(paths: &[&Path]) {
    for path in paths {
        assert!(path.exists(), "{} is not in place", path.display());
    }
}

#[test]
fn cleans_from_a_report_refuses_what_changed_and_restores() {
    let tree = Tree::new();
    let report = scan(&tree, "tree");
    let report = report.to_str().unwrap();
    let (a, b, c) = (
        tree.path("tree/a.txt"),
        tree.path("tree/b.txt"),
        tree.path("tree/sub/c.txt"),
    );
    let (x, y) = (tree.path("tree/x.txt"), tree.path("tree/y.txt"));
    let all = [&a, &b, &c, &x, &y].map(PathBuf::as_path);

    // A dry run lists the plan and touches nothing.
    let dry = tree.run(&[
        "clean",
        report,
        "--keep",
        "shortest-path,first",
        "--dry-run",
    ]);
    assert_eq!(status(&dry), 0, "{dry:?}");
    let listed = stdout(&dry);
    for path in [&b, &c, &y] {
        assert!(
            listed.contains(&format!("Would move to the trash: {}", path.display())),
            "{listed}"
        );
    }
    assert!(listed.contains("3 files"), "{listed}");
    assert_in_place(&all);

    // For real: the copies go to the trash, the kept ones stay.
    let cleaned = tree.run(&["clean", report, "--keep", "shortest-path,first"]);
    assert_eq!(status(&cleaned), 0, "{cleaned:?}");
    assert_in_place(&[&a, &x]);
    for path in [&b, &c, &y] {
        assert!(!path.exists(), "{} is still in place", path.display());
    }
    assert!(tree.in_trash("b.txt") && tree.in_trash("c.txt") && tree.in_trash("y.txt"));

    // Undo, then nothing left to undo.
    let restored = tree.run(&["restore", "--last"]);
    assert_eq!(status(&restored), 0, "{restored:?}");
    assert!(stdout(&restored).contains(&format!("Restored: {}", b.display())));
    assert_in_place(&all);
    assert_eq!(fs::read_to_string(&c).unwrap(), "the same words");
    let again = tree.run(&["restore", "--last"]);
    assert_eq!(status(&again), 2, "{again:?}");

    // A file edited after the scan, same size and modified time, is left in place: its
    // bytes no longer match the copy being kept.
    let modified = fs::metadata(&y).unwrap().modified().unwrap();
    fs::write(&y, "edited text!").unwrap();
    fs::File::options()
        .write(true)
        .open(&y)
        .and_then(|file| file.set_modified(modified))
        .unwrap();
    let refused = tree.run(&["clean", report, "--keep", "shortest-path,first"]);
    assert_eq!(status(&refused), 1, "{refused:?}");
    let said = stdout(&refused);
    let reason = format!(
        "  {}: its content no longer matches the copy being kept, {}",
        y.display(),
        x.display()
    );
    assert!(said.contains(&reason), "{said}");
    assert_eq!(fs::read_to_string(&y).unwrap(), "edited text!");
    assert!(!b.exists() && !c.exists());

    let restored = tree.run(&["restore", "--last"]);
    assert_eq!(status(&restored), 0, "{restored:?}");
    assert_in_place(&all);
}

#[test]
fn an_unreadable_report_is_a_usage_error() {
    let tree = Tree::new();
    fs::write(tree.path("report.json"), "not json").unwrap();
    let output = tree.run(&["clean", "report.json", "--keep", "first"]);
    assert_eq!(status(&output), 2, "{output:?}");
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(
        said.contains("could not read the report report.json"),
        "{said}"
    );
    let missing = tree.run(&["clean", "missing.json", "--keep", "first"]);
    assert_eq!(status(&missing), 2, "{missing:?}");
}

#[test]
fn without_a_usable_trash_every_file_is_left_in_place_with_the_reason() {
    let tree = Tree::new();
    let report = scan(&tree, "tree");
    // The home trash is a plain file, so no trash folder can be made there; the files are on
    // its mount, so that trash is the only one the desktop's rules allow.
    fs::create_dir_all(tree.path("data")).unwrap();
    fs::write(tree.path("data/Trash"), "not a folder").unwrap();
    let output = tree.run(&[
        "clean",
        report.to_str().unwrap(),
        "--keep",
        "shortest-path,first",
    ]);

    assert_eq!(status(&output), 1, "{output:?}");
    assert_every_file_in_place(&tree);
    let said = stdout(&output);
    for relative in ["tree/b.txt", "tree/sub/c.txt", "tree/y.txt"] {
        let line = format!(
            "  {}: could not be moved to the trash, so it was left in place",
            tree.path(relative).display()
        );
        assert!(said.contains(&line), "{said}");
    }
    assert_eq!(
        fs::read_to_string(tree.path("data/Trash")).unwrap(),
        "not a folder"
    );
}

#[test]
fn without_a_journal_nothing_is_moved() {
    let tree = Tree::new();
    let report = scan(&tree, "tree");
    // The data home is a plain file: the journal cannot be written, so the cleanup must
    // not start (files moved without a record could not be undone).
    fs::write(tree.path("data"), "not a folder").unwrap();
    let output = tree.run(&[
        "clean",
        report.to_str().unwrap(),
        "--keep",
        "shortest-path,first",
    ]);

    assert_eq!(status(&output), 1, "{output:?}");
    assert_every_file_in_place(&tree);
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(said.contains("nothing was moved"), "{said}");
    assert!(!tree.path("data/Trash").exists());
}

#[test]
fn odd_file_names_are_trashed_restored_and_listed_one_per_line() {
    use std::os::unix::ffi::OsStrExt;
    let tree = Tree::new();
    let same = b"odd names, same bytes";
    write(&tree.root, "odd/plain.txt", same);
    let newline = write(&tree.root, "odd/new\nline.txt", same);
    let not_utf8 = tree
        .path("odd")
        .join(std::ffi::OsStr::from_bytes(b"caf\xe9 copy.txt"));
    fs::write(&not_utf8, same).unwrap();
    let report = scan(&tree, "odd");

    let cleaned = tree.run(&[
        "clean",
        report.to_str().unwrap(),
        "--keep",
        "shortest-path,first",
    ]);

    assert_eq!(status(&cleaned), 0, "{cleaned:?}");
    assert!(!newline.exists() && !not_utf8.exists());
    let said = stdout(&cleaned);
    let odd = tree.path("odd").display().to_string();
    assert!(
        said.contains(&format!("Moved to the trash: {odd}/new\\nline.txt\n")),
        "{said}"
    );
    assert!(
        said.contains(&format!("Moved to the trash: {odd}/caf\u{fffd} copy.txt\n")),
        "{said}"
    );

    let restored = tree.run(&["restore", "--last"]);
    assert_eq!(status(&restored), 0, "{restored:?}");
    assert_eq!(fs::read(&newline).unwrap(), same);
    assert_eq!(fs::read(&not_utf8).unwrap(), same);
}

/// Runs `doppel clean REPORT --keep first` (then `more` arguments) and kills it (SIGKILL)
/// once `at_least` files are in the trash; returns how many were.
fn clean_killed_after(tree: &Tree, report: &Path, more: &[&str], at_least: usize) -> usize {
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_doppel"))
        .env("LC_ALL", "C")
        .args(["clean", report.to_str().unwrap(), "--keep", "first"])
        .args(more)
        .env("XDG_DATA_HOME", tree.path("data"))
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let trash = tree.path("data/Trash/files");
    let started = std::time::Instant::now();
    while fs::read_dir(&trash).map_or(0, |files| files.count()) < at_least
        && started.elapsed() < std::time::Duration::from_secs(60)
    {
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let moved = fs::read_dir(&trash).unwrap().count();
    assert!(
        moved >= at_least,
        "only {moved} files moved before the kill"
    );
    moved
}

#[test]
fn a_cleanup_killed_midway_is_restored_in_full() {
    // SIGKILL leaves no chance to write anything at the end: every file moved must already
    // be in the journal, naming its trash entry.
    let tree = Tree::new();
    let count = 3000;
    for i in 0..count {
        let content = format!("copy of file number {}", i % 1000);
        write(
            &tree.root,
            &format!("many/{:02}/{i}.txt", i % 50),
            content.as_bytes(),
        );
    }
    let report = scan(&tree, "many");
    let before = contents(&tree.path("many"));
    let moved = clean_killed_after(&tree, &report, &[], 200);
    let trash = tree.path("data/Trash/files");

    let listed = stdout(&tree.run(&["restore", "--list"]));
    assert!(listed.contains("interrupted") || moved == 2000, "{listed}");
    let restored = tree.run(&["restore", "--last"]);
    assert_eq!(status(&restored), 0, "{restored:?}");
    assert_eq!(contents(&tree.path("many")), before);
    assert_eq!(fs::read_dir(&trash).unwrap().count(), 0);
}

/// A photo goes to the trash with its RAW and sidecar, each journaled before any of them
/// moves: killed (SIGKILL) wherever it had reached, between a photo and its companions
/// included, the cleanup is restored in full, every RAW and sidecar back beside its JPEG.
#[test]
fn a_cleanup_of_photos_with_companions_killed_midway_is_restored_in_full() {
    let tree = Tree::new();
    let photos = 700;
    for i in 0..photos {
        let jpeg = format!("the jpeg of photo {i}");
        write(
            &tree.root,
            &format!("photos/backup/IMG_{i:04}.JPG"),
            jpeg.as_bytes(),
        );
        write(
            &tree.root,
            &format!("photos/card/IMG_{i:04}.JPG"),
            jpeg.as_bytes(),
        );
        // The backup holds the whole photo: a RAW or a sidecar found nowhere else never
        // goes (see `companions.rs` in the engine's tests).
        let raw = format!("the raw data of photo {i}, larger than its jpeg");
        let sidecar = format!("<x:xmpmeta>photo {i}</x:xmpmeta>");
        for folder in ["backup", "card"] {
            write(
                &tree.root,
                &format!("photos/{folder}/IMG_{i:04}.NEF"),
                raw.as_bytes(),
            );
            write(
                &tree.root,
                &format!("photos/{folder}/IMG_{i:04}.xmp"),
                sidecar.as_bytes(),
            );
        }
    }
    let report = scan(&tree, "photos");
    let before = contents(&tree.path("photos"));
    // The backup sorts first: each card's JPEG goes, and its RAW and sidecar (copies of the
    // backup's, groups of their own).
    let moved = clean_killed_after(&tree, &report, &[], 300);
    let trash = tree.path("data/Trash/files");
    let raws = fs::read_dir(&trash)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .ends_with(".NEF")
        })
        .count();
    assert!(raws > 0, "the RAWs went with their photos");
    eprintln!(
        "killed after {moved} of {} files reached the trash",
        photos * 3
    );

    let restored = tree.run(&["restore", "--last"]);
    assert_eq!(status(&restored), 0, "{restored:?}");
    assert_eq!(contents(&tree.path("photos")), before);
    assert_eq!(fs::read_dir(&trash).unwrap().count(), 0);
}

/// Unlucky: a system whose hard limit on open files is low. A batch holds a few
/// descriptors per item until it moves, so batches must shrink to fit, not fail with "too
/// many open files" partway; every copy still moves, and comes back.
#[test]
fn a_low_limit_on_open_files_shrinks_the_batches_and_loses_nothing() {
    limited_open_files(96, 300);
}

/// The same where the limit, not the smallest batch, sizes the batches: two batches hold
/// their descriptors at once (one acting while the next is checked), and must fit together.
#[test]
fn batches_sized_by_the_limit_on_open_files_fit_two_at_once() {
    limited_open_files(600, 600);
}

/// Cleans `files` files (a hundred contents, so all but a hundred are copies) under a
/// limit of `limit` open files, then restores them, checking every copy moved and came back.
fn limited_open_files(limit: usize, files: usize) {
    let tree = Tree::new();
    for i in 0..files {
        let content = format!("copy of file number {}", i % 100);
        write(
            &tree.root,
            &format!("many/{:02}/{i}.txt", i % 10),
            content.as_bytes(),
        );
    }
    let report = scan(&tree, "many");
    let before = contents(&tree.path("many"));
    let limited = |args: &str| {
        std::process::Command::new("sh")
            .arg("-c")
            .arg(format!("ulimit -n {limit} && exec \"$0\" {args}"))
            .arg(env!("CARGO_BIN_EXE_doppel"))
            .current_dir(&tree.root)
            .env("XDG_DATA_HOME", tree.path("data"))
            .env("XDG_CACHE_HOME", tree.path("cache"))
            .output()
            .unwrap()
    };
    let cleaned = limited(&format!("clean {} --keep first", report.display()));
    assert_eq!(status(&cleaned), 0, "{cleaned:?}");
    assert_eq!(
        fs::read_dir(tree.path("data/Trash/files")).unwrap().count(),
        files - 100
    );
    let restored = limited("restore --last");
    assert_eq!(status(&restored), 0, "{restored:?}");
    assert_eq!(contents(&tree.path("many")), before);
}

#[test]
fn a_second_doppel_cannot_clean_while_one_is_running() {
    let tree = Tree::new();
    let report = scan(&tree, "tree");
    let held =
        doppel::engine::actions::ActionLock::acquire(&tree.path("data/doppel"), "cleaning up")
            .unwrap();
    let refused = tree.run(&["clean", report.to_str().unwrap(), "--keep", "first"]);
    assert_eq!(status(&refused), 1, "{refused:?}");
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(
        said.contains("another Doppel is already cleaning up"),
        "{said}"
    );
    assert!(!tree.in_trash("b.txt"));
    drop(held);
    let cleaned = tree.run(&["clean", report.to_str().unwrap(), "--keep", "first"]);
    assert_eq!(status(&cleaned), 0, "{cleaned:?}");
}

#[test]
fn cleanups_are_listed_and_restored_by_id() {
    let tree = Tree::new();
    let report = scan(&tree, "tree");
    let cleaned = stdout(&tree.run(&["clean", report.to_str().unwrap(), "--keep", "first"]));
    let id = cleaned
        .lines()
        .find_map(|line| line.strip_prefix("Cleanup "))
        .and_then(|rest| rest.split(':').next())
        .expect("the cleanup names its id")
        .to_string();
    let listed = stdout(&tree.run(&["restore", "--list"]));
    assert!(
        listed.contains(&id) && listed.contains("finished"),
        "{listed}"
    );

    let unknown = tree.run(&["restore", "20000101-000000"]);
    assert_eq!(status(&unknown), 2, "{unknown:?}");
    let restored = tree.run(&["restore", &id]);
    assert_eq!(status(&restored), 0, "{restored:?}");
    assert_in_place(&[&tree.path("tree/b.txt"), &tree.path("tree/sub/c.txt")]);
    let again = tree.run(&["restore", "--last"]);
    assert_eq!(status(&again), 2, "{again:?}");
    assert!(stdout(&again).contains("Nothing to restore"));
}

#[test]
fn a_report_that_is_not_a_file_is_refused_without_reading_it() {
    let tree = Tree::new();
    // `/dev/zero` never ends; reading it whole would fill memory.
    let zero = tree.run(&["clean", "/dev/zero", "--keep", "first"]);
    assert_eq!(status(&zero), 2, "{zero:?}");
    let said = String::from_utf8_lossy(&zero.stderr);
    assert!(said.contains("not a regular file"), "{said}");
    let missing = tree.run(&["clean", "missing.json", "--keep", "first"]);
    let said = String::from_utf8_lossy(&missing.stderr);
    assert!(
        said.contains("no such file") && !said.contains("vanished"),
        "{said}"
    );
}

/// Every file under `folder` with its bytes and modified time, by path.
fn contents(folder: &Path) -> Vec<(PathBuf, Vec<u8>, std::time::SystemTime)> {
    let mut found = Vec::new();
    let mut folders = vec![folder.to_path_buf()];
    while let Some(current) = folders.pop() {
        for entry in fs::read_dir(&current).unwrap() {
            let path = entry.unwrap().path();
            let metadata = fs::symlink_metadata(&path).unwrap();
            if metadata.is_dir() {
                folders.push(path);
            } else {
                found.push((
                    path.clone(),
                    fs::read(&path).unwrap(),
                    metadata.modified().unwrap(),
                ));
            }
        }
    }
    found.sort();
    found
}

#[test]
fn near_keep_newest_trashes_the_older_versions_only_when_asked() {
    use crate::support::{document, edited, set_modified};
    use std::time::{Duration, SystemTime};

    let tree = Tree::new();
    let original = document(600, 15);
    let versions = [
        ("versions/report-v1.txt", original.clone(), 3),
        ("versions/report-v2.txt", edited(&original, 60, "v2"), 2),
        ("versions/report-v3.txt", edited(&original, 50, "v3"), 1),
    ];
    for (relative, text, days_ago) in &versions {
        let path = write(&tree.root, relative, text.as_bytes());
        set_modified(
            &path,
            SystemTime::now() - Duration::from_secs(days_ago * 86_400),
        );
    }
    let report = scan_with(&tree, "versions", &[]);

    // Without --near, similar documents are left alone.
    let exact_only = tree.run(&["clean", report.to_str().unwrap(), "--keep", "newest"]);
    assert!(stdout(&exact_only).contains("Left alone: 1 group of similar documents"));
    assert!(tree.path("versions/report-v1.txt").exists());

    let dry = tree.run(&[
        "clean",
        report.to_str().unwrap(),
        "--near",
        "keep-newest",
        "--dry-run",
    ]);
    assert_eq!(status(&dry), 0, "{}", stdout(&dry));
    assert!(stdout(&dry).contains("2 files"), "{}", stdout(&dry));
    assert!(
        tree.path("versions/report-v1.txt").exists(),
        "a dry run moves nothing"
    );

    let real = tree.run(&["clean", report.to_str().unwrap(), "--near", "keep-newest"]);
    assert_eq!(status(&real), 0, "{}", stdout(&real));
    assert!(!tree.path("versions/report-v1.txt").exists());
    assert!(!tree.path("versions/report-v2.txt").exists());
    assert!(
        tree.path("versions/report-v3.txt").exists(),
        "the newest stays"
    );
    assert!(tree.in_trash("report-v1.txt") && tree.in_trash("report-v2.txt"));

    let restored = tree.run(&["restore", "--last"]);
    assert_eq!(status(&restored), 0, "{}", stdout(&restored));
    assert_eq!(
        fs::read_to_string(tree.path("versions/report-v1.txt")).unwrap(),
        versions[0].1
    );
}

#[test]
fn images_keep_highest_resolution_trashes_the_smaller_copies_only_when_asked() {
    use image::imageops::FilterType;

    let tree = Tree::new();
    let folder = tree.path("photos");
    fs::create_dir_all(&folder).unwrap();
    let picture = image::DynamicImage::ImageRgb8(image::RgbImage::from_fn(480, 360, |x, y| {
        let block = ((x / 30 * 31 + y / 30 * 17).wrapping_mul(2_654_435_761) >> 24) as u8;
        image::Rgb([block, block / 2 + 60, 255 - block])
    }));
    picture.save(folder.join("full.png")).unwrap();
    let half = picture.resize(240, 180, FilterType::Triangle);
    half.save(folder.join("half.png")).unwrap();
    half.save(folder.join("half.jpg")).unwrap();
    let report = scan_with(&tree, "photos", &["--images"]);

    // Without --images the group is left alone; with a format none of it has, too.
    for (rule, said) in [
        (
            ["--keep", "newest"],
            "Left alone: 1 group of similar images",
        ),
        (["--images", "keep-webp"], "no copy is a WEBP"),
    ] {
        let output = tree.run(&["clean", report.to_str().unwrap(), rule[0], rule[1]]);
        assert!(stdout(&output).contains(said), "{}", stdout(&output));
        assert!(folder.join("half.png").exists() && folder.join("half.jpg").exists());
    }

    let real = tree.run(&[
        "clean",
        report.to_str().unwrap(),
        "--images",
        "keep-highest-resolution",
    ]);
    assert_eq!(status(&real), 0, "{}", stdout(&real));
    assert!(
        folder.join("full.png").exists(),
        "the largest picture stays"
    );
    assert!(!folder.join("half.png").exists() && !folder.join("half.jpg").exists());
    assert!(tree.in_trash("half.png") && tree.in_trash("half.jpg"));

    let restored = tree.run(&["restore", "--last"]);
    assert_eq!(status(&restored), 0, "{}", stdout(&restored));
    assert!(folder.join("half.png").exists() && folder.join("half.jpg").exists());
}

#[test]
fn a_photo_is_never_trashed_for_its_copy_in_a_recycle_bin() {
    let tree = Tree::new();
    let content = pseudo_random(20_000, 21);
    let photo = write(&tree.root, "usb/DCIM/photo.jpg", &content);
    // Deleted on Windows: `$` sorts first, and the recycled file keeps its modified time,
    // so it is also the oldest.
    let recycled = write(
        &tree.root,
        "usb/$RECYCLE.BIN/S-1-5-21-1004336348-1177238915-682003330-1001/$R123.jpg",
        &content,
    );
    let taken = std::time::SystemTime::now() - std::time::Duration::from_secs(86_400 * 365);
    set_modified(&recycled, taken);
    let scanned = scan_with(&tree, "usb", &["--exact-only", "--include-trash"]);
    // A report written before recycle bins were known, listing the recycled copy first.
    let old = tree.path("old.json");
    fs::write(
        &old,
        crafted_report(
            &[(&tree.path("usb"), false)],
            &[vec![&recycled, &photo]],
            &[],
        ),
    )
    .unwrap();

    for report in [&scanned, &old] {
        for keep in ["first", "oldest", "newest", "shortest-path"] {
            let cleaned = tree.run(&["clean", report.to_str().unwrap(), "--keep", keep]);
            assert_eq!(status(&cleaned), 0, "{keep}: {cleaned:?}");
            assert!(stdout(&cleaned).contains("0 files"), "{keep}: {cleaned:?}");
            assert_eq!(
                fs::read(&photo).unwrap(),
                content,
                "{keep}: the photo stays"
            );
            assert_eq!(
                fs::read(&recycled).unwrap(),
                content,
                "{keep}: so does its copy"
            );
        }
    }
    let listed: serde_json::Value = serde_json::from_slice(&fs::read(&scanned).unwrap()).unwrap();
    assert_eq!(
        crate::support::group_paths(&listed),
        [[recycled.display().to_string(), photo.display().to_string()]],
        "--include-trash scans the recycled copy"
    );
}

#[test]
fn as_hardlink_links_the_copies_says_what_comes_back_and_restores_the_originals() {
    use std::os::unix::fs::MetadataExt;
    let ino = |path: &Path| fs::metadata(path).unwrap().ino();
    let tree = Tree::new();
    let report = scan(&tree, "tree");
    let report = report.to_str().unwrap();
    let (a, b, c) = (
        tree.path("tree/a.txt"),
        tree.path("tree/b.txt"),
        tree.path("tree/sub/c.txt"),
    );
    let originals = (ino(&b), ino(&c));

    let dry = tree.run(&[
        "clean",
        report,
        "--keep",
        "shortest-path,first",
        "--as",
        "hardlink",
        "--dry-run",
    ]);
    assert_eq!(status(&dry), 0, "{dry:?}");
    let said = stdout(&dry);
    assert!(
        said.contains(&format!(
            "Would replace by a hard link: {} (would be the same file as {})",
            b.display(),
            a.display()
        )),
        "{said}"
    );
    assert_eq!((ino(&b), ino(&c)), originals);

    let linked = tree.run(&[
        "clean",
        report,
        "--keep",
        "shortest-path,first",
        "--as",
        "hardlink",
    ]);
    assert_eq!(status(&linked), 0, "{linked:?}");
    let said = stdout(&linked);
    assert!(
        said.contains(&format!(
            "Replaced by a hard link: {} (now the same file as {})",
            b.display(),
            a.display()
        )),
        "{said}"
    );
    assert!(said.contains("3 files replaced by hard links"), "{said}");
    assert!(
        said.contains("comes back once the trash is emptied"),
        "{said}"
    );
    // Every name still opens the same words; the copies are now the kept file.
    assert_every_file_in_place(&tree);
    assert_eq!((ino(&b), ino(&c)), (ino(&a), ino(&a)));
    assert_eq!(fs::read_to_string(&c).unwrap(), "the same words");
    assert!(tree.in_trash("b.txt") && tree.in_trash("c.txt"));

    let restored = tree.run(&["restore", "--last"]);
    assert_eq!(status(&restored), 0, "{restored:?}");
    assert!(stdout(&restored).contains(&format!("Restored: {}", b.display())));
    assert_eq!((ino(&b), ino(&c)), originals);
    assert_eq!(fs::metadata(&a).unwrap().nlink(), 1);
    assert_every_file_in_place(&tree);
    assert!(!tree.in_trash("b.txt") && !tree.in_trash("c.txt"));
    let again = tree.run(&["restore", "--last"]);
    assert_eq!(status(&again), 2, "{again:?}");
}

/// A hard-link cleanup killed (SIGKILL) at whatever step of whichever file it had reached:
/// every name still opens the same bytes (its original or the link), and the restore brings
/// every original back, inode and all, leaving nothing in the trash or beside the copies.
#[test]
fn a_hardlink_cleanup_killed_midway_keeps_every_name_and_is_restored_in_full() {
    use std::os::unix::fs::MetadataExt;
    let tree = Tree::new();
    let count = 3000;
    for i in 0..count {
        let content = format!("copy of file number {}", i % 1000);
        write(
            &tree.root,
            &format!("many/{:02}/{i}.txt", i % 50),
            content.as_bytes(),
        );
    }
    let report = scan(&tree, "many");
    let bytes_by_path = |folder: &Path| -> Vec<(PathBuf, Vec<u8>)> {
        contents(folder)
            .into_iter()
            .map(|(path, bytes, _)| (path, bytes))
            .collect()
    };
    let before = contents(&tree.path("many"));
    let inodes = |entries: &[(PathBuf, Vec<u8>, std::time::SystemTime)]| -> Vec<u64> {
        entries
            .iter()
            .map(|(path, _, _)| fs::metadata(path).unwrap().ino())
            .collect()
    };
    let originals = inodes(&before);
    // Each copy's original reaches the trash as its link takes its name.
    let linked = clean_killed_after(&tree, &report, &["--as", "hardlink"], 200);
    assert!(linked >= 200, "only {linked} files linked before the kill");
    let trash = tree.path("data/Trash/files");
    eprintln!("killed after {linked} of 2000 copies were given their trash link");
    // No name went missing, none holds other bytes (a leftover temporary name may stand
    // beside them: the journal names it, and the restore removes it).
    let after: Vec<(PathBuf, Vec<u8>)> = bytes_by_path(&tree.path("many"))
        .into_iter()
        .filter(|(path, _)| {
            !path
                .file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with(".doppel-link-")
        })
        .collect();
    let expected: Vec<(PathBuf, Vec<u8>)> = before
        .iter()
        .map(|(path, bytes, _)| (path.clone(), bytes.clone()))
        .collect();
    assert_eq!(after, expected);

    let restored = tree.run(&["restore", "--last"]);
    assert_eq!(status(&restored), 0, "{restored:?}");
    let now = contents(&tree.path("many"));
    assert_eq!(now, before);
    assert_eq!(inodes(&now), originals);
    assert_eq!(fs::read_dir(&trash).unwrap().count(), 0);
}

#[test]
fn allow_owner_change_without_hard_links_is_a_usage_error_and_moves_nothing() {
    let tree = Tree::new();
    let report = scan(&tree, "tree");
    let report = report.to_str().unwrap();
    for way in [&["--as", "trash"][..], &["--as", "clone"], &[]] {
        let mut args = vec!["clean", report, "--keep", "first", "--allow-owner-change"];
        args.extend_from_slice(way);
        let output = tree.run(&args);
        assert_eq!(status(&output), 2, "{way:?}: {output:?}");
        assert_every_file_in_place(&tree);
    }
}

#[test]
fn a_chained_keep_rule_cleans_what_it_decides_and_says_what_it_leaves_alone() {
    let tree = Tree::new();
    let report = scan(&tree, "tree");
    // Not strict, x and y (no copy under sub/) would pass on to the oldest: see
    // `a_tie_keeps_the_first_by_path_and_says_so_or_strictly_is_left_alone`.
    let rule = format!("under:{},oldest,strict", tree.path("tree/sub").display());
    let output = tree.run(&["clean", report.to_str().unwrap(), "--keep", &rule]);
    assert_eq!(status(&output), 0, "{output:?}");
    // The copy under sub/ is kept, the others go; x and y have no copy there.
    assert_in_place(&[&tree.path("tree/sub/c.txt"), &tree.path("tree/x.txt")]);
    assert_in_place(&[&tree.path("tree/y.txt")]);
    assert!(!tree.path("tree/a.txt").exists() && !tree.path("tree/b.txt").exists());
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(
        said.contains("Left alone: 1 group of exact copies (Keep the copy under"),
        "{said}"
    );
    assert!(said.contains(": no copy is under "), "{said}");
}

#[test]
fn a_tie_keeps_the_first_by_path_and_says_so_or_strictly_is_left_alone() {
    let tree = Tree::new();
    let same = std::time::SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1_600_000_000);
    for (file, _) in TREE_CONTENTS {
        set_modified(&tree.path(file), same);
    }
    let report = scan(&tree, "tree");
    let report = report.to_str().unwrap();
    let strict = tree.run(&["clean", report, "--keep", "oldest,strict", "--dry-run"]);
    assert_eq!(status(&strict), 0, "{strict:?}");
    let said = String::from_utf8_lossy(&strict.stdout);
    // One line per reason: both groups tie.
    assert!(
        said.contains(
            "Left alone: 2 groups of exact copies (Keep the oldest (strictly): the copies tie"
        ),
        "{said}"
    );
    assert!(said.contains("0 files, 0 B planned"), "{said}");
    // Copied with their times (`cp -p`, `rsync -a`): not strict, the first by path is
    // kept in each group, and the tie-break is said.
    let tied = tree.run(&["clean", report, "--keep", "oldest", "--dry-run"]);
    assert_eq!(status(&tied), 0, "{tied:?}");
    let said = String::from_utf8_lossy(&tied.stdout);
    assert!(
        said.contains(
            "Decided: 2 groups of exact copies (Keep the oldest: the copies tie on every \
             criterion, so the first by path is kept)."
        ),
        "{said}"
    );
    for gone in ["tree/b.txt", "tree/sub/c.txt", "tree/y.txt"] {
        let line = format!("Would move to the trash: {}", tree.path(gone).display());
        assert!(said.contains(&line), "{said}");
    }
    let broken = tree.run(&["clean", report, "--keep", "oldest,shortest-path,first"]);
    assert_eq!(status(&broken), 0, "{broken:?}");
    // a.txt and b.txt tie on length too: the first listed (the report lists by path), a.txt, is kept.
    assert_in_place(&[&tree.path("tree/a.txt"), &tree.path("tree/x.txt")]);
    assert!(!tree.path("tree/b.txt").exists() && !tree.path("tree/sub/c.txt").exists());
    assert!(!tree.path("tree/y.txt").exists());
}

#[test]
fn a_bad_keep_rule_is_a_usage_error_and_moves_nothing() {
    let tree = Tree::new();
    let report = scan(&tree, "tree");
    let report = report.to_str().unwrap();
    for (rule, why) in [
        ("oldest,bigest", "'bigest' is not a criterion"),
        ("under:tree/sub", "is not an absolute place"),
        ("under:", "needs a value"),
        (",", "the rule is empty"),
    ] {
        let output = tree.run(&["clean", report, "--keep", rule]);
        assert_eq!(status(&output), 2, "{rule}: {output:?}");
        let said = String::from_utf8_lossy(&output.stderr);
        assert!(said.contains(why), "{rule}: {said}");
    }
    let all: Vec<PathBuf> = TREE_CONTENTS.iter().map(|(f, _)| tree.path(f)).collect();
    assert_in_place(&all.iter().map(PathBuf::as_path).collect::<Vec<_>>());
}

/// `--keep newset` is refused, as any unknown criterion, and names the criterion meant.
#[test]
fn a_misspelled_keep_criterion_is_refused_with_the_criterion_meant() {
    let tree = Tree::new();
    let report = scan(&tree, "tree");
    let report = report.to_str().unwrap();
    for (rule, meant) in [
        ("newset", "'newest'"),
        ("oldest,frist", "'first'"),
        ("undr:/srv", "'under:/srv'"),
    ] {
        let output = tree.run(&["clean", report, "--keep", rule, "--dry-run"]);
        assert_eq!(status(&output), 2, "{rule}: {output:?}");
        let said = String::from_utf8_lossy(&output.stderr);
        assert!(
            said.contains(&format!("did you mean {meant}?")),
            "{rule}: {said}"
        );
        assert!(
            said.contains("newest, oldest"),
            "{rule}: the criteria: {said}"
        );
    }
    let all: Vec<PathBuf> = TREE_CONTENTS.iter().map(|(f, _)| tree.path(f)).collect();
    assert_in_place(&all.iter().map(PathBuf::as_path).collect::<Vec<_>>());
}

/// Finding: `doppel clean … | head -1` panicked with a broken pipe (exit 101) after the
/// cleanup. Guard: lines that cannot be written are dropped; the cleanup and its status
/// stand, and the undo works.
#[test]
fn a_reader_that_goes_away_does_not_make_clean_panic() {
    use std::process::Stdio;
    let tree = Tree::new();
    let report = scan(&tree, "tree");
    let child = std::process::Command::new(assert_cmd::cargo::cargo_bin("doppel"))
        .env("LC_ALL", "C")
        .args(["clean", report.to_str().unwrap(), "--keep", "first"])
        .current_dir(&tree.root)
        .env("XDG_DATA_HOME", tree.root.join("data"))
        .env("XDG_CACHE_HOME", tree.root.join("cache"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The reader closes its end before anything is written: every line meets a closed pipe.
    let mut child = child;
    drop(child.stdout.take());
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(status(&output), 0, "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(tree.in_trash("b.txt") || tree.in_trash("a.txt"));
    let undone = tree.run(&["restore", "--last"]);
    assert_eq!(status(&undone), 0, "{}", stdout(&undone));
    assert_every_file_in_place(&tree);
}

/// Finding: a restore of a hard-link cleanup killed just after its swap left the link it
/// swapped out as a name in the trash's `files/` with no `.trashinfo`. Guard: the next
/// restore removes that name (a second name of the kept copy, which keeps its own).
#[test]
fn a_restore_killed_after_its_swap_leaves_nothing_in_the_trash_after_the_next() {
    let tree = Tree::new();
    let report = scan(&tree, "tree");
    let linked = tree.run(&[
        "clean",
        report.to_str().unwrap(),
        "--keep",
        "first",
        "--as",
        "hardlink",
    ]);
    assert_eq!(status(&linked), 0, "{}", stdout(&linked));
    // The first failpoint a restore of links reaches is just after its first swap.
    let killed = doppel()
        .args(["restore", "--last"])
        .current_dir(&tree.root)
        .env("XDG_DATA_HOME", tree.root.join("data"))
        .env("XDG_CACHE_HOME", tree.root.join("cache"))
        .env("DOPPEL_KILL_AT", "1")
        .output()
        .unwrap();
    assert_eq!(
        killed.status.code(),
        Some(doppel_engine::failpoint::KILLED),
        "{}",
        String::from_utf8_lossy(&killed.stderr)
    );
    let again = tree.run(&["restore", "--last"]);
    assert_eq!(status(&again), 0, "{}", stdout(&again));
    assert_every_file_in_place(&tree);
    let names = |folder: &str| -> Vec<String> {
        fs::read_dir(tree.root.join("data/Trash").join(folder))
            .map(|entries| {
                entries
                    .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                    .collect()
            })
            .unwrap_or_default()
    };
    assert_eq!(names("files"), Vec::<String>::new());
    assert_eq!(names("info"), Vec::<String>::new());
}

/// Safe but wrong: a cleanup killed after it had reserved names in the trash (their
/// `.trashinfo` written) and before its batch's records reached the disk left `.trashinfo`
/// files for names never made, which no journal named and no restore could clear. Guard: a
/// name is chosen and recorded first, and claimed only once its record is durable (a restore
/// then gives back a claim whose file never moved, even one killed before its text was
/// written: found by the simulation). Killed at every step, each way.
#[test]
fn a_cleanup_killed_at_any_step_leaves_the_trash_empty_after_its_undo() {
    let trash_names = |tree: &Tree| -> Vec<String> {
        ["files", "info"]
            .iter()
            .flat_map(|folder| {
                fs::read_dir(tree.root.join("data/Trash").join(folder))
                    .map(|entries| {
                        entries
                            .map(|e| format!("{folder}/{}", e.unwrap().file_name().display()))
                            .collect::<Vec<_>>()
                    })
                    .unwrap_or_default()
            })
            .collect()
    };
    let clean = |tree: &Tree, way: &[&str], env: (&str, &Path)| -> Output {
        let report = scan(tree, "tree");
        let mut args = vec!["clean", report.to_str().unwrap(), "--keep", "first"];
        args.extend(way);
        doppel()
            .args(&args)
            .current_dir(&tree.root)
            .env("XDG_DATA_HOME", tree.root.join("data"))
            .env("XDG_CACHE_HOME", tree.root.join("cache"))
            .env(env.0, env.1)
            .output()
            .unwrap()
    };
    for way in [&[][..], &["--as", "hardlink"][..]] {
        let counted = Tree::new();
        let log = counted.path("steps.log");
        let whole = clean(&counted, way, ("DOPPEL_KILL_LOG", &log));
        assert_eq!(status(&whole), 0, "{}", stdout(&whole));
        let steps = fs::read_to_string(&log).unwrap().lines().count();
        assert!(steps >= 3, "{way:?}: only {steps} failpoints reached");
        for at in 1..=steps {
            let tree = Tree::new();
            let at_step = at.to_string();
            let killed = clean(&tree, way, ("DOPPEL_KILL_AT", Path::new(&at_step)));
            assert_eq!(
                killed.status.code(),
                Some(doppel_engine::failpoint::KILLED),
                "{way:?} step {at}"
            );
            let undone = tree.run(&["restore", "--last"]);
            assert_eq!(status(&undone), 0, "{way:?} step {at}: {}", stdout(&undone));
            for (relative, content) in TREE_CONTENTS {
                assert_eq!(
                    fs::read(tree.path(relative)).ok().as_deref(),
                    Some(content.as_bytes()),
                    "{way:?} step {at}: {relative}"
                );
            }
            assert_eq!(
                trash_names(&tree),
                Vec::<String>::new(),
                "{way:?} step {at}"
            );
        }
    }
}

/// Safe but wrong: with `XDG_DATA_HOME` elsewhere than `~/.local/share`, a keep rule could
/// choose the copy in the home trash as the one kept (only the last check refused, and
/// the live copy's group was left undone). Guard: the rules know the home trash wherever it
/// is, and keep the live copy.
#[test]
fn a_rule_never_keeps_the_copy_in_a_home_trash_placed_elsewhere() {
    let tree = Tree::new();
    // The tree's data folder is `XDG_DATA_HOME`: its trash is `data/Trash`, no `.local`.
    let old = tree.path("data/Trash/files/live.txt");
    write(&tree.root, "data/Trash/files/live.txt", b"one text, twice");
    set_modified(
        &old,
        std::time::UNIX_EPOCH + std::time::Duration::from_secs(1_000_000),
    );
    write(
        &tree.root,
        "data/Trash/info/live.txt.trashinfo",
        b"[Trash Info]\nPath=/x/live.txt\nDeletionDate=2026-01-01T00:00:00\n",
    );
    write(&tree.root, "live/live.txt", b"one text, twice");
    let report = tree.path("live.json");
    let scanned = tree.run(&[
        "scan",
        "--quiet",
        "--exact-only",
        "--include-trash",
        "--format",
        "json",
        "-o",
        report.to_str().unwrap(),
        tree.path("live").to_str().unwrap(),
        tree.path("data/Trash").to_str().unwrap(),
    ]);
    assert_eq!(
        status(&scanned),
        0,
        "{}",
        String::from_utf8_lossy(&scanned.stderr)
    );
    let cleaned = tree.run(&["clean", report.to_str().unwrap(), "--keep", "oldest,first"]);
    assert_eq!(
        status(&cleaned),
        0,
        "{}{}",
        stdout(&cleaned),
        String::from_utf8_lossy(&cleaned.stderr)
    );
    assert!(tree.path("live/live.txt").exists());
    assert!(old.exists());
}

/// Another program takes a trash name between Doppel choosing it (recorded in the journal)
/// and claiming it: that item is refused and stays where it was, the other program's entry
/// and `.trashinfo` are never touched (not by the cleanup, not by its undo), the other
/// items go and come back, and nothing is left pending. The race is forced by pausing the
/// cleanup once its records are on disk, before any claim.
#[test]
fn a_trash_name_another_program_takes_before_the_claim_is_refused_and_left_alone() {
    use doppel_engine::actions::journal::{self, FileState};
    let tree = Tree::new();
    let report = scan(&tree, "tree");
    let pause = tree.path("paused");
    let cleanup = std::process::Command::new(assert_cmd::cargo::cargo_bin("doppel"))
        .args(["clean", report.to_str().unwrap(), "--keep", "first"])
        .current_dir(&tree.root)
        .env("LC_ALL", "C")
        .env("XDG_DATA_HOME", tree.path("data"))
        .env("XDG_CACHE_HOME", tree.path("cache"))
        .env("DOPPEL_PAUSE_AT", "cleanup: batch recorded")
        .env("DOPPEL_PAUSE_FILE", &pause)
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let waited = std::time::Instant::now();
    while !pause.exists() {
        assert!(
            waited.elapsed() < std::time::Duration::from_secs(60),
            "the cleanup never paused"
        );
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    // The name chosen for b.txt, as the journal records it; nothing claimed it yet.
    let recorded = journal::list(&tree.path("data/doppel")).unwrap();
    let chosen = recorded[0]
        .files
        .iter()
        .find(|file| file.path == tree.path("tree/b.txt"))
        .expect("b.txt is recorded")
        .entry
        .clone();
    let mut info_name = chosen.clone();
    info_name.push(".trashinfo");
    let foreign_info = tree.path("data/Trash/info").join(&info_name);
    assert!(!foreign_info.exists(), "claimed before its time");
    let foreign_text = "[Trash Info]\nPath=/elsewhere/b.txt\nDeletionDate=2026-11-28T10:00:00\n";
    fs::write(&foreign_info, foreign_text).unwrap();
    let foreign_entry = tree.path("data/Trash/files").join(&chosen);
    fs::write(&foreign_entry, "another program's file").unwrap();
    fs::remove_file(&pause).unwrap();
    let cleaned = cleanup.wait_with_output().unwrap();
    assert_eq!(status(&cleaned), 1, "{}", stdout(&cleaned));

    let foreign_untouched = |when: &str| {
        assert_eq!(
            fs::read_to_string(&foreign_info).unwrap(),
            foreign_text,
            "{when}"
        );
        assert_eq!(
            fs::read_to_string(&foreign_entry).unwrap(),
            "another program's file",
            "{when}"
        );
    };
    foreign_untouched("after the cleanup");
    assert_eq!(
        fs::read_to_string(tree.path("tree/b.txt")).unwrap(),
        "the same words"
    );
    assert!(!tree.path("tree/sub/c.txt").exists());
    assert!(!tree.path("tree/y.txt").exists());
    let after = journal::list(&tree.path("data/doppel")).unwrap();
    let b = after[0]
        .files
        .iter()
        .find(|file| file.path == tree.path("tree/b.txt"))
        .unwrap();
    assert!(
        matches!(b.state, FileState::Resolved(_)),
        "b.txt's record is closed: {:?}",
        b.state
    );

    let undone = tree.run(&["restore", "--last"]);
    assert_eq!(status(&undone), 0, "{}", stdout(&undone));
    foreign_untouched("after the undo");
    for (relative, content) in TREE_CONTENTS {
        assert_eq!(fs::read_to_string(tree.path(relative)).unwrap(), content);
    }
    let listed = journal::list(&tree.path("data/doppel")).unwrap();
    assert!(
        listed[0]
            .files
            .iter()
            .all(|file| !matches!(file.state, FileState::Pending | FileState::NotFound(_))),
        "{:?}",
        listed[0].files
    );
}
