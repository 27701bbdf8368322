//! What the integration tests share: building trees, running the real binary, reading its
//! reports, the committed fixtures, and (in submodules) test data, documents in a known
//! relation, decompression bombs and a cleanup sandbox.

#![allow(dead_code)]

pub mod bombs;
pub mod cleanup;
pub mod near;
pub mod pdf;
pub mod photo;
pub mod random;

use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use assert_cmd::Command;
use doppel::engine::ScanOptions;
use doppel::engine::extract::{DocumentFormat, ExtractLimits, Extracted, extract_from_bytes};
use doppel::report::Group;
use serde_json::Value;

pub use near::near_chain;
pub use random::{document, edited, edited_at, pseudo_random};

/// The committed file `tests/fixtures/extract/NAME`.
pub fn fixture(name: &str) -> PathBuf {
    fixtures("extract").join(name)
}

/// The committed folder `tests/fixtures/FOLDER`.
pub fn fixtures(folder: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(folder)
}

/// Writes `content` to `root/relative`, creating folders on the way.
pub fn write(root: &Path, relative: &str, content: &[u8]) -> PathBuf {
    let path = root.join(relative);
    fs::create_dir_all(path.parent().expect("test paths have a parent")).expect("create folders");
    fs::write(&path, content).expect("write test file");
    path
}

pub fn set_modified(path: &Path, time: SystemTime) {
    File::options()
        .write(true)
        .open(path)
        .and_then(|f| f.set_modified(time))
        .expect("set the modified time");
}

/// Writes a file whose modified time is an hour ago, so the fingerprint cache may remember
/// it (files modified just now are not).
pub fn settled(root: &Path, relative: &str, content: &[u8]) -> PathBuf {
    let path = write(root, relative, content);
    set_modified(&path, SystemTime::now() - Duration::from_secs(3600));
    path
}

/// Scan options for `root`, with the fingerprint cache in the file `cache` if there is one.
pub fn cached_options(root: &Path, cache: Option<&Path>) -> ScanOptions {
    let mut options = ScanOptions::new(vec![root.to_path_buf()]);
    options.cache = cache.map(Path::to_path_buf);
    options
}

/// The text and format extracted from `bytes` read as the file `name`; fails the test if
/// they are not text.
pub fn text_of(name: &str, bytes: &[u8]) -> (String, DocumentFormat) {
    match extract_from_bytes(Path::new(name), bytes, &ExtractLimits::default()) {
        Ok(Extracted::Text { text, format }) => (text, format),
        other => panic!("{name}: {other:?}"),
    }
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
/// The file names of a group's members (not their folders), sorted.
pub fn file_names(group: &Group) -> Vec<String> {
    let mut names: Vec<String> = group
        .files()
        .iter()
        .map(|f| f.path.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

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
