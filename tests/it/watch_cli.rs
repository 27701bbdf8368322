//! `doppel watch --format jsonl`: a full report per line, again after each change, and a
//! clean end on Ctrl+C (SIGINT).

use std::io::Read;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::support::skipped;
use serde_json::Value;
use tempfile::TempDir;

fn spawn_watch(dir: &Path) -> (Child, Receiver<Value>) {
    let (child, lines, _) = spawn_watch_all(&[dir]);
    (child, lines)
}

/// Watches several roots; what it writes to stderr is gathered in the returned string.
fn spawn_watch_all(roots: &[&Path]) -> (Child, Receiver<Value>, Arc<Mutex<String>>) {
    let mut child = Command::new(assert_cmd::cargo::cargo_bin("doppel"))
        .env("LC_ALL", "C")
        .args(["watch", "--format", "jsonl", "--no-cache"])
        .args(roots)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("doppel watch starts");
    let errors = Arc::new(Mutex::new(String::new()));
    let mut stderr = child.stderr.take().expect("piped stderr");
    let gathered = Arc::clone(&errors);
    std::thread::spawn(move || {
        let mut buffer = [0u8; 4096];
        while let Ok(read @ 1..) = stderr.read(&mut buffer) {
            let text = String::from_utf8_lossy(&buffer[..read]);
            gathered.lock().unwrap().push_str(&text);
        }
    });
    let lines = read_reports(&mut child);
    (child, lines, errors)
}

fn read_reports(child: &mut Child) -> Receiver<Value> {
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
    lines
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
    assert_eq!(first["version"], 2);
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

fn files_in_groups(report: &Value) -> usize {
    report["groups"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| g["kind"] == "exact")
        .map(|g| g["files"].as_array().unwrap().len())
        .sum()
}

fn lists_as_gone(report: &Value, root: &Path) -> bool {
    skipped(report).iter().any(|(path, reason)| {
        Path::new(path) == root && reason.contains("is gone (deleted or renamed)")
    })
}

fn still_running(child: &mut Child) {
    assert!(
        child.try_wait().unwrap().is_none(),
        "doppel watch must keep running"
    );
}

#[test]
fn a_deleted_root_does_not_end_the_watch_and_is_picked_up_when_it_comes_back() {
    let dir = TempDir::new().unwrap();
    let (a, b) = (dir.path().join("a"), dir.path().join("b"));
    std::fs::create_dir_all(&a).unwrap();
    std::fs::create_dir_all(&b).unwrap();
    let (a, b) = (a.canonicalize().unwrap(), b.canonicalize().unwrap());
    let content = [7u8; 5000];
    std::fs::write(a.join("one.bin"), content).unwrap();
    std::fs::write(b.join("two.bin"), content).unwrap();
    let (mut child, lines, errors) = spawn_watch_all(&[&a, &b]);
    let limit = Duration::from_secs(30);
    next_report(&lines, limit, |r| files_in_groups(r) == 2);

    // Deleting one root: the watch goes on, says so, and lists the root as gone.
    std::fs::remove_dir_all(&a).unwrap();
    let without_a = next_report(&lines, limit, |r| lists_as_gone(r, &a));
    assert_eq!(files_in_groups(&without_a), 0);
    still_running(&mut child);

    // The other root is still watched.
    std::fs::write(b.join("three.bin"), content).unwrap();
    next_report(&lines, limit, |r| {
        files_in_groups(r) == 2 && lists_as_gone(r, &a)
    });

    // The root comes back (no rescan interval: its parent folder is watched for it).
    std::fs::create_dir(&a).unwrap();
    std::fs::write(a.join("one.bin"), content).unwrap();
    let back = next_report(&lines, limit, |r| files_in_groups(r) == 3);
    assert!(!lists_as_gone(&back, &a), "{:?}", skipped(&back));

    // And it is watched again, inside too.
    std::fs::write(a.join("four.bin"), content).unwrap();
    next_report(&lines, limit, |r| files_in_groups(r) == 4);
    still_running(&mut child);

    let said = errors.lock().unwrap().clone();
    assert!(
        said.contains(&format!("{} is gone (deleted or renamed)", a.display())),
        "stderr says the root is gone: {said:?}"
    );
    assert!(
        said.contains(&format!("{} is back", a.display())),
        "stderr says the root is back: {said:?}"
    );
    child.kill().ok();
    child.wait().ok();
}

#[test]
fn a_renamed_root_is_listed_as_gone_until_it_is_renamed_back() {
    let dir = TempDir::new().unwrap();
    let root = dir.path().canonicalize().unwrap().join("watched");
    let other = dir.path().canonicalize().unwrap().join("other");
    std::fs::create_dir_all(&root).unwrap();
    std::fs::create_dir_all(&other).unwrap();
    std::fs::write(root.join("x.bin"), [3u8; 2000]).unwrap();
    std::fs::write(root.join("y.bin"), [3u8; 2000]).unwrap();
    let (mut child, lines, _) = spawn_watch_all(&[&root, &other]);
    let limit = Duration::from_secs(30);
    next_report(&lines, limit, |r| exact_groups(r) == 1);

    let moved = dir.path().join("moved-away");
    std::fs::rename(&root, &moved).unwrap();
    let gone = next_report(&lines, limit, |r| lists_as_gone(r, &root));
    assert_eq!(exact_groups(&gone), 0);
    still_running(&mut child);

    // Changes in the renamed folder are no longer the watch's business...
    std::fs::write(moved.join("z.bin"), [3u8; 2000]).unwrap();
    // ...and renaming it back brings all three copies in.
    std::fs::rename(&moved, &root).unwrap();
    let back = next_report(&lines, limit, |r| files_in_groups(r) == 3);
    assert!(!lists_as_gone(&back, &root));
    child.kill().ok();
    child.wait().ok();
}

#[test]
fn a_rescan_interval_of_zero_is_a_usage_error() {
    let dir = TempDir::new().unwrap();
    let mut child = Command::new(assert_cmd::cargo::cargo_bin("doppel"))
        .env("LC_ALL", "C")
        .args(["watch", "--rescan-every", "0", "--no-cache"])
        .arg(dir.path())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > deadline {
            child.kill().ok();
            child.wait().ok();
            panic!("`--rescan-every 0` was accepted: doppel watch kept running");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    assert_eq!(status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("at least 1 second"), "{stderr}");
}
