//! End-to-end tests of `doppel scan` finding exact duplicates in real temporary trees.

use std::fs;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::{PermissionsExt, symlink};
use std::time::Duration;

use crate::support::{
    doppel, doppel_unprivileged, group_paths, named_pipe, pseudo_random, scan_json, shown, skipped,
    write,
};
use tempfile::TempDir;

#[test]
fn identical_files_in_nested_folders_form_one_group() {
    let dir = TempDir::new().unwrap();
    let content = pseudo_random(50_000, 1);
    let a = write(dir.path(), "a.bin", &content);
    let b = write(dir.path(), "x/y/z/b.bin", &content);
    let c = write(dir.path(), "x/c.bin", &content);
    write(dir.path(), "x/other.bin", &pseudo_random(50_000, 2));
    write(dir.path(), "unique.txt", b"only one of me");

    let report = scan_json(&[dir.path().to_str().unwrap()]);

    assert_eq!(
        group_paths(&report),
        vec![vec![shown(&a), shown(&c), shown(&b)]]
    );
    let group = &report["groups"][0];
    assert_eq!(group["kind"], "exact");
    assert_eq!(group["size"], 50_000);
    assert_eq!(report["stats"]["files"], 5);
}

#[test]
fn same_size_head_and_tail_but_different_middle_do_not_group() {
    let dir = TempDir::new().unwrap();
    let first = pseudo_random(1_000_000, 3);
    let mut second = first.clone();
    second[500_000] ^= 0xff;
    write(dir.path(), "first.bin", &first);
    write(dir.path(), "second.bin", &second);

    let report = scan_json(&[dir.path().to_str().unwrap()]);

    assert!(
        group_paths(&report).is_empty(),
        "one differing byte must keep them apart"
    );
}

#[test]
fn small_files_differing_anywhere_do_not_group() {
    let dir = TempDir::new().unwrap();
    let first = pseudo_random(10_000, 4);
    let mut second = first.clone();
    second[5_000] ^= 1;
    write(dir.path(), "a", &first);
    write(dir.path(), "b", &second);
    write(dir.path(), "c", &first);

    let report = scan_json(&[dir.path().to_str().unwrap()]);

    assert_eq!(group_paths(&report).len(), 1);
    assert_eq!(group_paths(&report)[0].len(), 2);
}

#[test]
fn hard_links_are_aliases_not_duplicates() {
    let dir = TempDir::new().unwrap();
    let original = write(dir.path(), "original.bin", &pseudo_random(20_000, 5));
    let link = dir.path().join("link.bin");
    fs::hard_link(&original, &link).unwrap();

    let report = scan_json(&[dir.path().to_str().unwrap()]);
    assert!(
        group_paths(&report).is_empty(),
        "two names of one file are not two copies"
    );

    // With a real copy beside them, the group has two files and one alias.
    let copy = write(dir.path(), "copy.bin", &fs::read(&original).unwrap());
    let report = scan_json(&[dir.path().to_str().unwrap()]);
    let files = report["groups"][0]["files"].as_array().unwrap();
    assert_eq!(files.len(), 2);
    let aliased: Vec<_> = files
        .iter()
        .filter(|f| f.get("aliases").is_some())
        .collect();
    assert_eq!(aliased.len(), 1);
    let mut names = vec![
        aliased[0]["path"].as_str().unwrap().to_string(),
        aliased[0]["aliases"][0]["path"]
            .as_str()
            .unwrap()
            .to_string(),
    ];
    names.sort();
    assert_eq!(names, vec![shown(&link), shown(&original)]);
    assert!(files.iter().any(|f| f["path"] == shown(&copy).as_str()));
    assert_eq!(report["groups"][0]["files"].as_array().unwrap().len(), 2);
}

#[test]
fn empty_files_are_never_duplicates() {
    let dir = TempDir::new().unwrap();
    write(dir.path(), "empty1", b"");
    write(dir.path(), "empty2", b"");
    write(dir.path(), "sub/empty3", b"");

    let report = scan_json(&[dir.path().to_str().unwrap()]);
    assert!(group_paths(&report).is_empty());

    let report = scan_json(&[dir.path().to_str().unwrap(), "--min-size", "0"]);
    assert!(
        group_paths(&report).is_empty(),
        "--min-size 0 still never groups empty files"
    );
}

#[test]
fn min_size_leaves_small_duplicates_out() {
    let dir = TempDir::new().unwrap();
    write(dir.path(), "small1", b"tiny");
    write(dir.path(), "small2", b"tiny");
    let big = pseudo_random(5000, 6);
    write(dir.path(), "big1", &big);
    write(dir.path(), "big2", &big);

    let report = scan_json(&[dir.path().to_str().unwrap(), "--min-size", "1K"]);

    let groups = group_paths(&report);
    assert_eq!(groups.len(), 1);
    assert!(groups[0][0].ends_with("big1"));
}

#[test]
fn a_fifo_in_the_tree_is_not_opened() {
    let dir = TempDir::new().unwrap();
    let fifo = dir.path().join("pipe");
    named_pipe(&fifo);
    write(dir.path(), "a", b"same content");
    write(dir.path(), "b", b"same content");

    // Opening the FIFO for reading would block forever; the timeout turns a hang into a failure.
    let output = doppel()
        .args(["scan", "--format", "json", dir.path().to_str().unwrap()])
        .timeout(Duration::from_secs(60))
        .output()
        .unwrap();

    assert!(output.status.success());
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(group_paths(&report).len(), 1);
    assert_eq!(
        report["stats"]["files"], 2,
        "the FIFO is not counted as a file"
    );
}

#[test]
fn symlinks_are_not_followed_unless_asked() {
    let dir = TempDir::new().unwrap();
    let target = TempDir::new().unwrap();
    let content = pseudo_random(3000, 7);
    write(dir.path(), "inside", &content);
    write(target.path(), "outside", &content);
    symlink(target.path(), dir.path().join("link")).unwrap();

    let report = scan_json(&[dir.path().to_str().unwrap()]);
    assert!(group_paths(&report).is_empty());

    let report = scan_json(&[dir.path().to_str().unwrap(), "--follow-links"]);
    assert_eq!(group_paths(&report).len(), 1);
}

#[test]
fn a_symlink_loop_with_follow_links_finishes_and_is_reported() {
    let dir = TempDir::new().unwrap();
    let content = pseudo_random(3000, 8);
    write(dir.path(), "a/file1", &content);
    write(dir.path(), "a/file2", &content);
    symlink(dir.path().join("a"), dir.path().join("a/loop")).unwrap();
    symlink(dir.path(), dir.path().join("a/up")).unwrap();

    let output = doppel()
        .args([
            "scan",
            "--follow-links",
            "--format",
            "json",
            dir.path().to_str().unwrap(),
        ])
        .timeout(Duration::from_secs(60))
        .output()
        .unwrap();

    assert!(output.status.success());
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(
        group_paths(&report).len(),
        1,
        "the two real files still group"
    );
    assert_eq!(
        group_paths(&report)[0].len(),
        2,
        "files reached through the loop are not repeated"
    );
    let skips = skipped(&report);
    assert!(
        skips
            .iter()
            .any(|(path, reason)| path.ends_with("loop") && reason.contains("loop")),
        "the loop is reported: {skips:?}"
    );
}

#[test]
fn non_utf8_file_names_are_scanned_and_round_trip() {
    let dir = TempDir::new().unwrap();
    let content = pseudo_random(2000, 9);
    let odd_name = std::ffi::OsStr::from_bytes(b"caf\xe9-latin1.txt");
    fs::write(dir.path().join(odd_name), &content).unwrap();
    write(dir.path(), "plain.txt", &content);

    let report = scan_json(&[dir.path().to_str().unwrap()]);

    let files = report["groups"][0]["files"].as_array().unwrap();
    assert_eq!(files.len(), 2);
    let odd = files
        .iter()
        .find(|f| f.get("path_bytes").is_some())
        .expect("odd name listed");
    assert!(
        odd["path"]
            .as_str()
            .unwrap()
            .ends_with("caf\u{fffd}-latin1.txt")
    );
    let bytes: Vec<u8> = odd["path_bytes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b.as_u64().unwrap() as u8)
        .collect();
    let path = std::path::PathBuf::from(std::ffi::OsStr::from_bytes(&bytes));
    assert_eq!(
        fs::read(&path).unwrap(),
        content,
        "the exact bytes name the real file"
    );

    // The CSV carries the raw bytes too.
    let csv = doppel()
        .args(["scan", "--format", "csv", dir.path().to_str().unwrap()])
        .output()
        .unwrap();
    assert!(
        csv.stdout
            .windows(odd_name.len())
            .any(|w| w == odd_name.as_bytes())
    );
}

#[test]
fn a_root_that_does_not_exist_is_a_usage_error_naming_it() {
    let dir = TempDir::new().unwrap();
    let missing = dir.path().join("no-such-folder");

    let output = doppel()
        .args(["scan", missing.to_str().unwrap()])
        .output()
        .unwrap();

    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("no-such-folder"), "{stderr}");
    assert!(stderr.contains("no such file or folder"), "{stderr}");
    assert!(output.stdout.is_empty());
}

#[test]
fn an_unreadable_folder_is_skipped_and_the_scan_goes_on() {
    let dir = TempDir::new().unwrap();
    // Readable by everyone, so the scan can run as an unprivileged user (root reads anything).
    fs::set_permissions(dir.path(), fs::Permissions::from_mode(0o755)).unwrap();
    write(dir.path(), "a", b"same");
    write(dir.path(), "b", b"same");
    write(dir.path(), "locked/c", b"same");
    write(dir.path(), "secret", b"same");
    let locked = dir.path().join("locked");
    fs::set_permissions(&locked, fs::Permissions::from_mode(0o000)).unwrap();
    fs::set_permissions(dir.path().join("secret"), fs::Permissions::from_mode(0o000)).unwrap();

    let output = doppel_unprivileged()
        .args(["scan", "--format", "json", dir.path().to_str().unwrap()])
        .output()
        .unwrap();
    fs::set_permissions(&locked, fs::Permissions::from_mode(0o755)).unwrap();

    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(
        group_paths(&report),
        vec![vec![
            shown(&dir.path().join("a")),
            shown(&dir.path().join("b"))
        ]]
    );
    let skips = skipped(&report);
    assert!(
        skips.contains(&(shown(&locked), "permission denied".to_string())),
        "the locked folder is listed: {skips:?}"
    );
    assert!(
        skips.contains(&(
            shown(&dir.path().join("secret")),
            "permission denied".to_string()
        )),
        "the unreadable file is listed: {skips:?}"
    );
}

#[test]
fn usage_errors_exit_with_2() {
    doppel().args(["scan"]).assert().code(2);
    doppel()
        .args(["scan", ".", "--format", "xml"])
        .assert()
        .code(2);
    doppel()
        .args(["scan", ".", "--min-size", "lots"])
        .assert()
        .code(2);
    doppel()
        .args(["scan", ".", "--exclude", "a[b"])
        .assert()
        .code(2);
}

#[test]
fn thread_counts_outside_1_to_256_are_usage_errors() {
    let dir = TempDir::new().unwrap();
    write(dir.path(), "a.bin", b"same bytes");
    write(dir.path(), "b.bin", b"same bytes");
    let root = dir.path().to_str().unwrap();
    for command in ["scan", "watch"] {
        for threads in ["0", "257", "100000"] {
            // A bound that is not enforced shows as a scan that takes minutes, or (watch)
            // one that never ends: the timeout fails the test either way.
            let output = doppel()
                .args([command, root, "--no-cache", "--threads", threads])
                .timeout(Duration::from_secs(60))
                .output()
                .unwrap();
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert_eq!(
                output.status.code(),
                Some(2),
                "{command} --threads {threads}: {stderr}"
            );
            assert!(
                stderr.contains("outside 1 to 256"),
                "{command} --threads {threads}: {stderr}"
            );
        }
    }
    let report = scan_json(&[root, "--no-cache", "--threads", "256"]);
    assert_eq!(group_paths(&report).len(), 1);
}

#[test]
fn help_and_version_work() {
    let help = doppel().args(["scan", "--help"]).output().unwrap();
    assert!(help.status.success());
    let help = String::from_utf8_lossy(&help.stdout);
    for option in [
        "--format",
        "--output",
        "--exact-only",
        "--min-size",
        "--exclude",
        "--hidden",
        "--follow-links",
        "--one-file-system",
    ] {
        assert!(help.contains(option), "scan --help explains {option}");
    }
    let version = doppel().arg("--version").output().unwrap();
    assert!(version.status.success());
    assert!(String::from_utf8_lossy(&version.stdout).contains(env!("CARGO_PKG_VERSION")));
}

#[test]
fn hidden_files_are_skipped_unless_asked() {
    let dir = TempDir::new().unwrap();
    write(dir.path(), "visible", b"content here");
    write(dir.path(), ".hidden", b"content here");
    write(dir.path(), ".git/objects/copy", b"content here");

    assert!(group_paths(&scan_json(&[dir.path().to_str().unwrap()])).is_empty());
    let with_hidden = scan_json(&[dir.path().to_str().unwrap(), "--hidden"]);
    assert_eq!(group_paths(&with_hidden)[0].len(), 3);
}

#[test]
fn gitignore_is_not_honoured() {
    let dir = TempDir::new().unwrap();
    fs::create_dir(dir.path().join(".git")).unwrap();
    write(dir.path(), ".gitignore", b"ignored/\n*.log\n");
    write(dir.path(), "ignored/a.txt", b"duplicate text");
    write(dir.path(), "b.log", b"duplicate text");

    assert_eq!(
        group_paths(&scan_json(&[dir.path().to_str().unwrap()]))[0].len(),
        2
    );
}

#[test]
fn exclude_patterns_match_names_and_paths() {
    let dir = TempDir::new().unwrap();
    write(dir.path(), "keep/a.txt", b"duplicate text");
    write(dir.path(), "keep/b.txt", b"duplicate text");
    write(dir.path(), "node_modules/c.txt", b"duplicate text");
    write(dir.path(), "keep/d.log", b"duplicate text");

    let report = scan_json(&[
        dir.path().to_str().unwrap(),
        "--exclude",
        "node_modules",
        "--exclude",
        "*.log",
    ]);

    let groups = group_paths(&report);
    assert_eq!(groups.len(), 1);
    assert_eq!(groups[0].len(), 2);
    assert!(
        groups[0]
            .iter()
            .all(|p| p.contains("/keep/") && p.ends_with(".txt"))
    );
}

#[test]
fn overlapping_roots_list_each_file_once() {
    let dir = TempDir::new().unwrap();
    write(dir.path(), "sub/a", b"duplicate text");
    write(dir.path(), "b", b"duplicate text");

    let root = dir.path().to_str().unwrap();
    let sub = dir.path().join("sub");
    let report = scan_json(&[root, sub.to_str().unwrap(), root]);

    assert_eq!(group_paths(&report)[0].len(), 2);
    assert_eq!(report["stats"]["files"], 2);
}

#[test]
fn a_root_that_cannot_be_read_is_a_usage_error_naming_it() {
    let dir = TempDir::new().unwrap();
    fs::set_permissions(dir.path(), fs::Permissions::from_mode(0o755)).unwrap();
    let locked = dir.path().join("locked");
    write(dir.path(), "locked/a", b"content");
    fs::set_permissions(&locked, fs::Permissions::from_mode(0o000)).unwrap();

    let output = doppel_unprivileged()
        .args(["scan", locked.to_str().unwrap()])
        .output()
        .unwrap();
    fs::set_permissions(&locked, fs::Permissions::from_mode(0o755)).unwrap();

    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("locked: permission denied"), "{stderr}");
}
