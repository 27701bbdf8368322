//! Helpers shared by the integration tests: building trees and running the real binary.

#![allow(dead_code)]

pub mod bombs;

use std::fs;
use std::path::{Path, PathBuf};

use assert_cmd::Command;
use serde_json::Value;

/// Writes `content` to `root/relative`, creating folders on the way.
pub fn write(root: &Path, relative: &str, content: &[u8]) -> PathBuf {
    let path = root.join(relative);
    fs::create_dir_all(path.parent().expect("test paths have a parent")).expect("create folders");
    fs::write(&path, content).expect("write test file");
    path
}

/// `size` bytes that differ from any other call with a different `seed`.
pub fn pseudo_random(size: usize, seed: u64) -> Vec<u8> {
    let mut state = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    (0..size)
        .map(|_| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (state >> 33) as u8
        })
        .collect()
}

/// The `doppel` binary built for this test run.
pub fn doppel() -> Command {
    Command::cargo_bin("doppel").expect("the doppel binary is built")
}

/// The `doppel` binary run as an ordinary user, so file permissions apply: when the tests
/// run as root (as in CI), the command drops to the `nobody` user and group.
pub fn doppel_unprivileged() -> std::process::Command {
    use std::os::unix::process::CommandExt;
    let mut command = std::process::Command::new(assert_cmd::cargo::cargo_bin("doppel"));
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } == 0 {
        command.uid(65534).gid(65534);
    }
    command
}

/// Runs `doppel scan ARGS --format json`, asserts success, and parses the document.
pub fn scan_json(args: &[&str]) -> Value {
    let output = doppel()
        .arg("scan")
        .args(args)
        .args(["--format", "json"])
        .output()
        .expect("run");
    assert!(
        output.status.success(),
        "scan failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("stdout is one JSON document")
}

/// The sorted file paths of every group, each group sorted too.
pub fn group_paths(report: &Value) -> Vec<Vec<String>> {
    let mut groups: Vec<Vec<String>> = report["groups"]
        .as_array()
        .expect("groups is an array")
        .iter()
        .map(|g| {
            let mut paths: Vec<String> = g["files"]
                .as_array()
                .expect("files is an array")
                .iter()
                .map(|f| f["path"].as_str().expect("path is a string").to_string())
                .collect();
            paths.sort();
            paths
        })
        .collect();
    groups.sort();
    groups
}

/// A path as the report prints it (roots are canonical, so resolve the temp dir).
pub fn shown(path: &Path) -> String {
    let parent = path
        .parent()
        .expect("has parent")
        .canonicalize()
        .expect("parent exists");
    parent
        .join(path.file_name().expect("has name"))
        .to_string_lossy()
        .into_owned()
}

/// The skipped entries as (path, reason) pairs.
pub fn skipped(report: &Value) -> Vec<(String, String)> {
    report["skipped"]
        .as_array()
        .expect("skipped is an array")
        .iter()
        .map(|s| {
            (
                s["path"].as_str().expect("path").to_string(),
                s["reason"].as_str().expect("reason").to_string(),
            )
        })
        .collect()
}

/// The committed `sample.pdf` with its cross-reference table wrecked and `startxref`
/// pointing past the end of the file.
pub fn pdf_with_broken_cross_references() -> Vec<u8> {
    let sample = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/extract/sample.pdf");
    let mut pdf = fs::read(sample).expect("the PDF fixture is committed");
    let at = pdf
        .windows(9)
        .rposition(|w| w == b"startxref")
        .expect("the fixture has startxref");
    pdf.truncate(at);
    pdf.extend_from_slice(b"startxref\n999999999\n%%EOF\n");
    let table = pdf
        .windows(5)
        .rposition(|w| w == b"xref\n")
        .expect("the fixture has an xref table");
    pdf[table..table + 4].copy_from_slice(b"junk");
    pdf
}
