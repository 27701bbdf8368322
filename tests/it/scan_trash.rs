//! Trash folders are not scanned unless asked: the home trash (`$XDG_DATA_HOME/Trash`), any
//! user's `.local/share/Trash`, the volume trash folders (`.Trash`, `.Trash-1000`,
//! `.Trashes`) and Windows' recycle bins (`$RECYCLE.BIN`, `RECYCLER`, `RECYCLED`) are left
//! out and listed under skipped, so a cleanup can never keep the trashed copy of a file and
//! trash the live one. With `--include-trash` they are scanned and grouped (the keep rules
//! then never keep their copies: `actions_rules.rs`, `clean_cli.rs`).

use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};

use crate::support::{doppel, group_paths, pseudo_random, shown, skipped, write};
use doppel::engine::trash_folders::{home_trash_folder, is_in_trash_folder};
use doppel::engine::{CancelToken, ScanOptions, scan};
use doppel::report::SkipReason;
use serde_json::Value;
use tempfile::TempDir;

const TRASH_REASON: &str = "is a trash folder; files in the trash are never scanned";

/// A home folder holding a document and its trashed copy in the home trash, as a desktop
/// leaves it (`files/` and `info/`).
fn home_with_trashed_copy(data_home: &str) -> (TempDir, PathBuf, PathBuf) {
    let home = TempDir::new().unwrap();
    let content = pseudo_random(30_000, 11);
    let live = write(home.path(), "Documents/report.bin", &content);
    let trash = home.path().join(data_home).join("Trash");
    write(&trash, "files/report.bin", &content);
    write(
        &trash,
        "info/report.bin.trashinfo",
        b"[Trash Info]\nPath=/home/me/Documents/report.bin\nDeletionDate=2026-01-02T03:04:05\n",
    );
    (home, live, trash)
}

/// `doppel scan` as JSON, with the child's environment (not the test process's) set.
fn scan_with_env(roots: &[&Path], env: &[(&str, &Path)], unset: &[&str]) -> Value {
    scan_with(roots, &["--hidden"], env, unset)
}

fn scan_with(roots: &[&Path], flags: &[&str], env: &[(&str, &Path)], unset: &[&str]) -> Value {
    let mut command = doppel();
    command.args(["scan", "--format", "json", "--no-cache"]);
    command.args(flags).args(roots);
    for (key, value) in env {
        command.env(key, value);
    }
    for key in unset {
        command.env_remove(key);
    }
    let output = command.output().expect("run");
    assert!(
        output.status.success(),
        "scan failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("one JSON document")
}

fn canonical(path: &Path) -> String {
    path.canonicalize().unwrap().to_string_lossy().into_owned()
}

#[test]
fn the_home_trash_is_not_scanned_with_hidden_files() {
    let (home, live, trash) = home_with_trashed_copy(".local/share");
    let other = write(home.path(), "Backup/report.bin", &pseudo_random(30_000, 11));

    let report = scan_with_env(&[home.path()], &[("HOME", home.path())], &["XDG_DATA_HOME"]);

    // The live copy and its backup are a group; the trashed copy is in no group.
    assert_eq!(
        group_paths(&report),
        vec![vec![shown(&other), shown(&live)]]
    );
    assert!(
        skipped(&report).contains(&(canonical(&trash), TRASH_REASON.to_string())),
        "the home trash is listed as skipped: {:?}",
        skipped(&report)
    );
}

#[test]
fn the_home_trash_follows_xdg_data_home_and_is_left_out_without_hidden_too() {
    // Scanning the data folder itself: `Trash` is not a dot-folder, so only the trash rule
    // keeps it out.
    let (home, live, trash) = home_with_trashed_copy("data");
    let data = home.path().join("data");
    let beside = write(&data, "app/report.bin", &pseudo_random(30_000, 11));

    let report = scan_with_env(
        &[&data, live.parent().unwrap()],
        &[("HOME", home.path()), ("XDG_DATA_HOME", &data)],
        &[],
    );

    assert_eq!(
        group_paths(&report),
        vec![vec![shown(&live), shown(&beside)]]
    );
    assert!(skipped(&report).contains(&(canonical(&trash), TRASH_REASON.to_string())));
}

#[test]
fn volume_trash_folders_are_not_scanned_but_look_alikes_are() {
    let volume = TempDir::new().unwrap();
    let content = pseudo_random(20_000, 12);
    let live = write(volume.path(), "photos/cat.jpg", &content);
    write(volume.path(), ".Trash-1000/files/cat.jpg", &content);
    write(
        volume.path(),
        ".Trash-1000/info/cat.jpg.trashinfo",
        b"[Trash Info]\n",
    );
    write(volume.path(), ".Trash/1000/files/cat.jpg", &content);
    write(volume.path(), "nested/.Trash-0/files/cat.jpg", &content);
    // Not trash folders by the rule: scanned as usual.
    let look_alike = write(volume.path(), ".Trash-me/cat.jpg", &content);
    let named_trash = write(volume.path(), "Trash/cat.jpg", &content);

    let home = TempDir::new().unwrap();
    let report = scan_with_env(
        &[volume.path()],
        &[("HOME", home.path())],
        &["XDG_DATA_HOME"],
    );

    assert_eq!(
        group_paths(&report),
        vec![vec![shown(&look_alike), shown(&named_trash), shown(&live)]]
    );
    let skipped = skipped(&report);
    for trash in [".Trash-1000", ".Trash", "nested/.Trash-0"] {
        let path = canonical(&volume.path().join(trash));
        assert!(
            skipped.contains(&(path.clone(), TRASH_REASON.to_string())),
            "{path} is listed as skipped: {skipped:?}"
        );
    }
}

#[test]
fn a_root_inside_a_trash_folder_is_skipped_and_the_other_roots_scanned() {
    let volume = TempDir::new().unwrap();
    let content = pseudo_random(20_000, 13);
    let trashed = write(volume.path(), ".Trash-1000/files/a.bin", &content);
    let live = write(volume.path(), "live/a.bin", &content);
    let copy = write(volume.path(), "live/b.bin", &content);

    let home = TempDir::new().unwrap();
    let report = scan_with_env(
        &[trashed.parent().unwrap(), live.parent().unwrap()],
        &[("HOME", home.path())],
        &["XDG_DATA_HOME"],
    );

    assert_eq!(group_paths(&report), vec![vec![shown(&live), shown(&copy)]]);
    assert_eq!(
        skipped(&report),
        vec![(
            canonical(trashed.parent().unwrap()),
            "is inside a trash folder; files in the trash are never scanned".to_string()
        )]
    );
}

#[test]
fn a_followed_link_into_the_trash_is_not_followed_there() {
    let volume = TempDir::new().unwrap();
    let content = pseudo_random(20_000, 14);
    let live = write(volume.path(), "docs/a.bin", &content);
    let trashed = write(volume.path(), ".Trash-1000/files/a.bin", &content);
    let link_to_file = volume.path().join("docs/link.bin");
    symlink(&trashed, &link_to_file).unwrap();
    let link_to_folder = volume.path().join("docs/bin");
    symlink(trashed.parent().unwrap(), &link_to_folder).unwrap();

    let home = TempDir::new().unwrap();
    let report = scan_with(
        &[&volume.path().join("docs")],
        &["-L"],
        &[("HOME", home.path())],
        &["XDG_DATA_HOME"],
    );

    assert!(
        group_paths(&report).is_empty(),
        "the live file has no copy outside the trash: {:?}",
        group_paths(&report)
    );
    let reason = "is a link into a trash folder; files in the trash are never scanned";
    let skipped = skipped(&report);
    for link in [&link_to_file, &link_to_folder] {
        assert!(
            skipped.contains(&(shown(link), reason.to_string())),
            "{} is listed as skipped: {skipped:?}",
            link.display()
        );
    }
    assert_eq!(
        report["stats"]["files"],
        1,
        "only {} is scanned",
        live.display()
    );
}

#[test]
fn the_engine_leaves_out_the_home_trash_it_is_given() {
    let (home, live, trash) = home_with_trashed_copy("somewhere/else");
    let mut options = ScanOptions::new(vec![home.path().to_path_buf()]);
    options.hidden = true;

    // Without a home trash in the options, `Trash` is an ordinary folder...
    let report = scan(&options, &CancelToken::new(), &|_| {}).unwrap();
    assert_eq!(report.groups.len(), 1);

    // ...with it, the trashed copy is left out.
    options.home_trash = Some(trash.clone());
    let report = scan(&options, &CancelToken::new(), &|_| {}).unwrap();
    assert!(report.groups.is_empty(), "{:?}", report.groups);
    assert_eq!(report.stats.files, 1);
    let canonical_trash = trash.canonicalize().unwrap();
    assert!(
        report
            .skipped
            .iter()
            .any(|s| s.path == canonical_trash && s.reason == SkipReason::TrashFolder)
    );
    assert!(live.exists());
}

#[test]
fn the_trash_test_for_cleanup_uses_the_same_rule() {
    let home_trash = home_trash_folder().expect("tests run with a home folder");
    assert!(home_trash.ends_with("Trash"));
    assert!(is_in_trash_folder(
        &home_trash.join("files/a.txt"),
        &home_trash
    ));
    assert!(is_in_trash_folder(
        Path::new("/media/usb/.Trash-1000/files/a.txt"),
        &home_trash
    ));
    assert!(!is_in_trash_folder(
        Path::new("/media/usb/photos/a.txt"),
        &home_trash
    ));
}

/// A volume as Windows, macOS and other users leave one: a live photo, and deleted copies of
/// it in every kind of trash folder there is.
fn volume_with_every_trash(content: &[u8]) -> (TempDir, PathBuf, Vec<&'static str>) {
    let volume = TempDir::new().unwrap();
    let live = write(volume.path(), "DCIM/photo.jpg", content);
    let trash_folders = vec![
        "$RECYCLE.BIN",
        "old-laptop/$Recycle.Bin",
        "RECYCLER",
        "Recycled",
        ".Trashes",
        "backup/home/other/.local/share/Trash",
    ];
    for (folder, inside) in trash_folders.iter().zip([
        "S-1-5-21-1004336348-1177238915-682003330-1001/$R123.jpg",
        "S-1-5-21-1/$RAB12CD.jpg",
        "S-1-5-21-1/Dc1.jpg",
        "DC2.JPG",
        "501/photo.jpg",
        "files/photo.jpg",
    ]) {
        write(volume.path(), &format!("{folder}/{inside}"), content);
    }
    (volume, live, trash_folders)
}

#[test]
fn windows_macos_and_other_users_trash_folders_are_not_scanned() {
    let content = pseudo_random(20_000, 15);
    let (volume, live, trash_folders) = volume_with_every_trash(&content);
    // Not trash folders by the rule: scanned as usual.
    let look_alike = write(volume.path(), "RECYCLE.BIN/photo.jpg", &content);
    let not_a_home = write(volume.path(), "backup/share/Trash/photo.jpg", &content);

    let home = TempDir::new().unwrap();
    let report = scan_with_env(
        &[volume.path()],
        &[("HOME", home.path())],
        &["XDG_DATA_HOME"],
    );

    assert_eq!(
        group_paths(&report),
        vec![vec![shown(&live), shown(&look_alike), shown(&not_a_home)]]
    );
    let skipped = skipped(&report);
    for trash in trash_folders {
        let path = canonical(&volume.path().join(trash));
        assert!(
            skipped.contains(&(path.clone(), TRASH_REASON.to_string())),
            "{path} is listed as skipped: {skipped:?}"
        );
    }
}

#[test]
fn a_root_inside_a_recycle_bin_is_skipped() {
    let volume = TempDir::new().unwrap();
    let content = pseudo_random(20_000, 16);
    let recycled = write(volume.path(), "$RECYCLE.BIN/S-1-5-21-1/$R1.jpg", &content);
    write(volume.path(), "$RECYCLE.BIN/S-1-5-21-1/$R2.jpg", &content);

    let home = TempDir::new().unwrap();
    let report = scan_with_env(
        &[recycled.parent().unwrap()],
        &[("HOME", home.path())],
        &["XDG_DATA_HOME"],
    );

    assert!(group_paths(&report).is_empty());
    assert_eq!(
        skipped(&report),
        vec![(
            canonical(recycled.parent().unwrap()),
            "is inside a trash folder; files in the trash are never scanned".to_string()
        )]
    );
}

#[test]
fn with_include_trash_the_trash_is_scanned_and_grouped() {
    let content = pseudo_random(20_000, 17);
    let (volume, live, trash_folders) = volume_with_every_trash(&content);
    let home = TempDir::new().unwrap();

    // The copies are named .jpg but hold no image: not decoded, none is skipped for that.
    let report = scan_with(
        &[volume.path()],
        &["--hidden", "--include-trash", "--no-images"],
        &[("HOME", home.path())],
        &["XDG_DATA_HOME"],
    );

    let groups = group_paths(&report);
    assert_eq!(groups.len(), 1, "{groups:?}");
    assert_eq!(groups[0].len(), 1 + trash_folders.len(), "{groups:?}");
    assert!(groups[0].contains(&shown(&live)));
    assert!(skipped(&report).is_empty(), "{:?}", skipped(&report));
}

#[test]
fn the_engine_scans_the_trash_only_when_asked() {
    let content = pseudo_random(20_000, 18);
    let (volume, _live, trash_folders) = volume_with_every_trash(&content);
    let (home, _, trash) = home_with_trashed_copy("data");
    let mut options =
        ScanOptions::new(vec![volume.path().to_path_buf(), home.path().to_path_buf()]);
    options.hidden = true;
    options.home_trash = Some(trash);

    let report = scan(&options, &CancelToken::new(), &|_| {}).unwrap();
    assert!(report.groups.is_empty(), "{:?}", report.groups);
    assert_eq!(report.skipped.len(), trash_folders.len() + 1);

    options.include_trash = true;
    let report = scan(&options, &CancelToken::new(), &|_| {}).unwrap();
    let sizes: Vec<usize> = report.groups.iter().map(|g| g.files().len()).collect();
    assert_eq!(sizes.len(), 2, "{:?}", report.groups);
    assert!(sizes.contains(&(1 + trash_folders.len())), "{sizes:?}");
    assert!(sizes.contains(&2), "the home trash's copy too: {sizes:?}");
    assert!(report.skipped.is_empty(), "{:?}", report.skipped);
}
