//! `doppel watch --format jsonl`: a full report per line, again after each change, and a
//! clean end on Ctrl+C (SIGINT).

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

use serde_json::Value;
use tempfile::TempDir;

fn spawn_watch(dir: &std::path::Path) -> (Child, Receiver<Value>) {
    let mut child = Command::new(assert_cmd::cargo::cargo_bin("doppel"))
        .args(["watch", "--format", "jsonl", "--no-cache"])
        .arg(dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("doppel watch starts");
    let stdout = child.stdout.take().expect("piped stdout");
    let (sender, lines) = channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            let report: Value = serde_json::from_str(&line).expect("each line is one JSON report");
            if sender.send(report).is_err() {
                break;
            }
        }
    });
    (child, lines)
}

/// The next report for which `accept` holds, within `limit`.
fn next_report(lines: &Receiver<Value>, limit: Duration, accept: impl Fn(&Value) -> bool) -> Value {
    let deadline = Instant::now() + limit;
    while let Some(left) = deadline.checked_duration_since(Instant::now()) {
        match lines.recv_timeout(left) {
            Ok(report) if accept(&report) => return report,
            Ok(_) => {}
            Err(_) => break,
        }
    }
    panic!("no matching report within {limit:?}");
}

fn exact_groups(report: &Value) -> usize {
    report["groups"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| g["kind"] == "exact")
        .count()
}

#[test]
fn reports_again_after_changes_and_stops_cleanly_on_ctrl_c() {
    let dir = TempDir::new().unwrap();
    std::fs::write(dir.path().join("a.bin"), [5u8; 3000]).unwrap();
    let (mut child, lines) = spawn_watch(dir.path());

    let first = next_report(&lines, Duration::from_secs(30), |_| true);
    assert_eq!(first["version"], 1);
    assert_eq!(exact_groups(&first), 0);

    // A new copy appears in the groups.
    std::fs::write(dir.path().join("b.bin"), [5u8; 3000]).unwrap();
    let with_copy = next_report(&lines, Duration::from_secs(30), |r| exact_groups(r) == 1);
    assert_eq!(with_copy["groups"][0]["files"].as_array().unwrap().len(), 2);

    // Deleting the copy outside Doppel makes the group disappear.
    std::fs::remove_file(dir.path().join("b.bin")).unwrap();
    next_report(&lines, Duration::from_secs(30), |r| exact_groups(r) == 0);

    // SAFETY: kill sends a signal to our own child process.
    unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGINT) };
    let deadline = Instant::now() + Duration::from_secs(20);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        assert!(
            Instant::now() < deadline,
            "doppel watch did not stop on SIGINT"
        );
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(
        status.success(),
        "Ctrl+C ends the watch with status 0, got {status}"
    );
}

#[test]
fn a_renamed_file_keeps_its_group_under_its_new_name() {
    let dir = TempDir::new().unwrap();
    std::fs::write(dir.path().join("one.bin"), [9u8; 4000]).unwrap();
    std::fs::write(dir.path().join("two.bin"), [9u8; 4000]).unwrap();
    let (mut child, lines) = spawn_watch(dir.path());
    next_report(&lines, Duration::from_secs(30), |r| exact_groups(r) == 1);

    std::fs::rename(dir.path().join("two.bin"), dir.path().join("renamed.bin")).unwrap();

    let renamed = next_report(&lines, Duration::from_secs(30), |r| {
        r["groups"].to_string().contains("renamed.bin")
    });
    assert_eq!(exact_groups(&renamed), 1);
    assert!(!renamed["groups"].to_string().contains("two.bin"));
    child.kill().ok();
    child.wait().ok();
}
