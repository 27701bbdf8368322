//! Reference folders at scan time: groups made only of reference files are left out, a
//! folder given both as a reference and (through a link) as a plain root is a reference,
//! and `scan --unique` lists exactly the files with no copy in a reference, in every format.

use std::fs;
use std::os::unix::fs::symlink;
use std::path::Path;

use serde_json::Value;
use tempfile::TempDir;

use crate::support::{doppel, group_paths, scan_json, shown, write};

/// A drive about to be wiped and its backup:
/// - `drive/photo.jpg` is backed up (as `backup/2019/img_001.jpg`);
/// - `drive/notes.txt` and `drive/twice-a.bin` / `drive/twice-b.bin` (two copies of one
///   content) have no copy in the backup;
/// - `backup/old-a.bin` and `backup/old-b.bin` are copies of each other inside the backup.
fn drive_and_backup() -> TempDir {
    let dir = TempDir::new().unwrap();
    let root = dir.path();
    write(root, "drive/photo.jpg", &[1u8; 5000]);
    write(root, "backup/2019/img_001.jpg", &[1u8; 5000]);
    write(root, "drive/notes.txt", b"only on the drive");
    write(root, "drive/twice-a.bin", &[2u8; 3000]);
    write(root, "drive/twice-b.bin", &[2u8; 3000]);
    write(root, "backup/old-a.bin", &[3u8; 4000]);
    write(root, "backup/old-b.bin", &[3u8; 4000]);
    dir
}

fn only_here_paths(report: &Value) -> Vec<String> {
    report["only_here"]
        .as_array()
        .map(|files| {
            files
                .iter()
                .map(|f| f["path"].as_str().unwrap().to_string())
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn groups_made_only_of_reference_files_are_left_out() {
    let dir = drive_and_backup();
    let (drive, backup) = (dir.path().join("drive"), dir.path().join("backup"));

    let report = scan_json(&[
        drive.to_str().unwrap(),
        "--reference",
        backup.to_str().unwrap(),
    ]);

    assert_eq!(
        group_paths(&report),
        [
            vec![
                shown(&backup.join("2019/img_001.jpg")),
                shown(&drive.join("photo.jpg")),
            ],
            vec![
                shown(&drive.join("twice-a.bin")),
                shown(&drive.join("twice-b.bin")),
            ],
        ]
    );
    let roots = report["roots"].as_array().unwrap();
    assert!(roots.contains(&serde_json::json!({"path": shown(&backup), "reference": true})));
    assert!(roots.contains(&serde_json::json!({"path": shown(&drive), "reference": false})));
    // Without --unique the (possibly long) list is not written.
    assert!(report.get("only_here").is_none());
}

#[test]
fn unique_lists_the_files_with_no_copy_in_the_reference() {
    let dir = drive_and_backup();
    let (drive, backup) = (dir.path().join("drive"), dir.path().join("backup"));
    let args = [
        drive.to_str().unwrap(),
        "--reference",
        backup.to_str().unwrap(),
        "--unique",
    ];

    let report = scan_json(&args);
    assert_eq!(
        only_here_paths(&report),
        [
            shown(&drive.join("notes.txt")),
            shown(&drive.join("twice-a.bin")),
            shown(&drive.join("twice-b.bin")),
        ]
    );

    let text = doppel().arg("scan").args(args).output().unwrap();
    assert!(text.status.success());
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(text.contains(&shown(&drive.join("notes.txt"))), "{text}");
    assert!(!text.contains("photo.jpg"), "{text}");
    assert!(
        text.contains("3 files (5.88 KiB) with no copy in"),
        "{text}"
    );

    let csv = doppel()
        .arg("scan")
        .args(args)
        .args(["--format", "csv"])
        .output()
        .unwrap();
    assert!(csv.status.success());
    let csv = String::from_utf8(csv.stdout).unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], "path,size,modified");
    assert_eq!(lines.len(), 4, "{csv}");
    assert!(lines[1].starts_with(&format!("{},17,", shown(&drive.join("notes.txt")))));
}

#[test]
fn fail_if_unique_exits_3_only_when_something_is_not_backed_up() {
    let dir = drive_and_backup();
    let (drive, backup) = (dir.path().join("drive"), dir.path().join("backup"));
    let run = |drive: &Path| {
        doppel()
            .arg("scan")
            .arg(drive)
            .arg("--reference")
            .arg(&backup)
            .args(["--unique", "--fail-if-unique", "--quiet"])
            .output()
            .unwrap()
            .status
            .code()
    };

    assert_eq!(run(&drive), Some(3));

    for name in ["notes.txt", "twice-a.bin", "twice-b.bin"] {
        fs::rename(drive.join(name), backup.join(name)).unwrap();
    }
    assert_eq!(run(&drive), Some(0));
}

#[test]
fn a_folder_given_as_reference_and_through_a_link_as_a_plain_root_is_a_reference() {
    let dir = drive_and_backup();
    let (drive, backup) = (dir.path().join("drive"), dir.path().join("backup"));
    let link = dir.path().join("backup-link");
    symlink(&backup, &link).unwrap();

    let report = scan_json(&[
        drive.to_str().unwrap(),
        link.to_str().unwrap(),
        "--reference",
        backup.to_str().unwrap(),
        "--unique",
    ]);

    // The backup's own pair (old-a/old-b) is still left out, and the backup's files are
    // not "only here": the link made no second, plain copy of the folder.
    let groups = group_paths(&report);
    assert_eq!(groups.len(), 2, "{groups:?}");
    assert!(groups.iter().flatten().all(|p| !p.contains("old-")));
    assert_eq!(only_here_paths(&report).len(), 3);
    assert!(
        only_here_paths(&report)
            .iter()
            .all(|p| p.contains("/drive/"))
    );
}

#[test]
fn unique_needs_a_reference() {
    let dir = drive_and_backup();
    let output = doppel()
        .arg("scan")
        .arg(dir.path())
        .arg("--unique")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(error.contains("--reference"), "{error}");
}
