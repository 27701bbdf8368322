//! What the integration tests share: what the engine's tests share too (building trees, the
//! committed fixtures, test data, documents in a known relation, decompression bombs and a
//! cleanup sandbox: the engine crate's `tests/it/support`, included by path), and here,
//! running the real binary and reading its reports.

#![allow(dead_code)]

use std::path::Path;

use assert_cmd::Command;
use serde_json::Value;

#[path = "../../../crates/doppel-engine/tests/it/support/mod.rs"]
mod engine;
pub use engine::*;

/// The locale every test runs the binary in, whatever the machine's: `LC_ALL=C`, gettext's
/// untranslated locale, so Doppel speaks English (and ignores `LANGUAGE`), the language the
/// tests read. `translations.rs` runs it in the other languages.
pub const ENGLISH: (&str, &str) = ("LC_ALL", "C");

/// The `doppel` binary built for this test run, speaking English.
pub fn doppel() -> Command {
    let mut command = Command::cargo_bin("doppel").expect("the doppel binary is built");
    command.env(ENGLISH.0, ENGLISH.1);
    command
}

/// The `doppel` binary run as an ordinary user, so file permissions apply: when the tests
/// run as root (as in CI), the command drops to the `nobody` user and group.
pub fn doppel_unprivileged() -> std::process::Command {
    use std::os::unix::process::CommandExt;
    let mut command = std::process::Command::new(assert_cmd::cargo::cargo_bin("doppel"));
    command.env(ENGLISH.0, ENGLISH.1);
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
        "scan failed ({}): {}",
        output.status,
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
