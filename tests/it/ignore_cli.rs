//! `doppel scan` and the ignore list: the groups a list written through the engine's API
//! hides are left out of the report, `--show-ignored` shows them, `--ignore-list FILE`
//! reads another list, and a damaged list is set aside with a notice while the scan goes
//! on. Each run has its own data folder (`XDG_DATA_HOME`).

use std::fs;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use doppel_engine::ignore::{GroupRef, IgnoreList};
use doppel_engine::report::Report;
use doppel_engine::{CancelToken, ScanOptions, scan};
use serde_json::Value;
use tempfile::TempDir;

use crate::support::{doppel, group_paths, pseudo_random, shown, write};

/// A tree with two exact groups, `a1`/`a2` and `b1`/`b2`, and a data folder beside it.
struct Setup {
    _dir: TempDir,
    base: PathBuf,
    tree: PathBuf,
}

impl Setup {
    fn new() -> Setup {
        let dir = TempDir::new().unwrap();
        let base = dir.path().canonicalize().unwrap();
        let tree = base.join("tree");
        let a = pseudo_random(3000, 1);
        let b = pseudo_random(2000, 2);
        write(&tree, "a1.bin", &a);
        write(&tree, "sub/a2.bin", &a);
        write(&tree, "b1.bin", &b);
        write(&tree, "b2.bin", &b);
        Setup {
            _dir: dir,
            base,
            tree,
        }
    }

    fn data(&self) -> PathBuf {
        self.base.join("data")
    }

    /// The list `doppel scan` reads by default with this data folder.
    fn default_list(&self) -> PathBuf {
        IgnoreList::default_path(&self.data().join("doppel"))
    }

    /// Hides, in the list at `list`, the group holding `name`, as the app would.
    fn hide(&self, list: &Path, name: &str) {
        let report = self.engine_scan();
        let index = report
            .groups
            .iter()
            .position(|g| g.files().iter().any(|f| f.path.ends_with(name)))
            .unwrap();
        IgnoreList::update(list, |ignored| {
            ignored.hide_group(&report, GroupRef::Files(index), SystemTime::now())
        })
        .unwrap();
    }

    fn engine_scan(&self) -> Report {
        let mut options = ScanOptions::new(vec![self.tree.clone()]);
        options.exact_only = true;
        scan(&options, &CancelToken::new(), &|_| {}).unwrap()
    }

    /// `doppel scan TREE --format json ARGS`: the report and what went to standard error.
    fn scan(&self, args: &[&str]) -> (Value, String) {
        let output = doppel()
            .args(["scan", "--format", "json", "--no-cache", "--exact-only"])
            .arg(&self.tree)
            .args(args)
            .env("XDG_DATA_HOME", self.data())
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
        assert!(output.status.success(), "{}: {stderr}", output.status);
        (serde_json::from_slice(&output.stdout).unwrap(), stderr)
    }

    fn group(&self, names: &[&str]) -> Vec<String> {
        names.iter().map(|n| shown(&self.tree.join(n))).collect()
    }
}

#[test]
fn scan_hides_the_groups_the_default_list_hides_unless_shown() {
    let setup = Setup::new();
    let (everything, _) = setup.scan(&[]);
    assert_eq!(group_paths(&everything).len(), 2);

    setup.hide(&setup.default_list(), "a1.bin");
    let (report, stderr) = setup.scan(&[]);
    assert_eq!(group_paths(&report), [setup.group(&["b1.bin", "b2.bin"])]);
    assert!(
        stderr.contains("1 group is hidden as not duplicates"),
        "{stderr}"
    );

    let (shown_all, stderr) = setup.scan(&["--show-ignored"]);
    assert_eq!(group_paths(&shown_all), group_paths(&everything));
    assert!(!stderr.contains("hidden"), "{stderr}");
}

#[test]
fn scan_reads_another_list_with_ignore_list() {
    let setup = Setup::new();
    setup.hide(&setup.default_list(), "a1.bin");
    let other = setup.base.join("elsewhere/project-ignored.json");
    setup.hide(&other, "b1.bin");

    let (report, _) = setup.scan(&["--ignore-list", other.to_str().unwrap()]);
    assert_eq!(
        group_paths(&report),
        [setup.group(&["a1.bin", "sub/a2.bin"])]
    );

    // Both at once is a usage error.
    doppel()
        .args(["scan", "--show-ignored", "--ignore-list"])
        .arg(&other)
        .arg(&setup.tree)
        .assert()
        .code(2);
}

#[test]
fn scan_sets_a_damaged_list_aside_says_so_and_shows_everything() {
    let setup = Setup::new();
    let list = setup.default_list();
    fs::create_dir_all(list.parent().unwrap()).unwrap();
    let damaged = b"{\"version\": 1, \"entries\": [oops";
    fs::write(&list, damaged).unwrap();

    let (report, stderr) = setup.scan(&[]);
    assert_eq!(group_paths(&report).len(), 2);
    assert!(!list.exists());
    let folder = list.parent().unwrap();
    let aside: Vec<PathBuf> = fs::read_dir(folder)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("ignored.json.damaged-")
        })
        .collect();
    assert_eq!(aside.len(), 1, "{aside:?}");
    assert_eq!(fs::read(&aside[0]).unwrap(), damaged);
    assert!(
        stderr.contains(&aside[0].display().to_string()),
        "the notice names where the list went: {stderr}"
    );
}

#[test]
fn scan_says_when_the_list_it_was_given_does_not_exist() {
    let setup = Setup::new();
    let missing = setup.base.join("no such list.json");
    let (report, stderr) = setup.scan(&["--ignore-list", missing.to_str().unwrap()]);
    assert_eq!(group_paths(&report).len(), 2);
    assert!(stderr.contains("does not exist"), "{stderr}");
}

#[test]
fn watch_hides_what_the_list_hides_in_every_report() {
    use std::io::{BufRead, BufReader};
    let setup = Setup::new();
    setup.hide(&setup.default_list(), "a1.bin");
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("doppel"))
        .env("LC_ALL", "C")
        .args(["watch", "--format", "jsonl", "--no-cache", "--exact-only"])
        .arg(&setup.tree)
        .env("XDG_DATA_HOME", setup.data())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    // Read on a thread, so a report that never comes fails the test rather than hanging it.
    let stdout = child.stdout.take().unwrap();
    let (send, reports) = std::sync::mpsc::channel::<Value>();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if send.send(serde_json::from_str(&line).unwrap()).is_err() {
                break;
            }
        }
    });
    let next = || reports.recv_timeout(std::time::Duration::from_secs(60));
    let first = next().expect("a first report");
    assert_eq!(group_paths(&first), [setup.group(&["b1.bin", "b2.bin"])]);
    // A change: the report written after it hides the group too.
    write(&setup.tree, "b3.bin", &pseudo_random(2000, 2));
    let after = next().expect("a report after the change");
    assert_eq!(
        group_paths(&after),
        [setup.group(&["b1.bin", "b2.bin", "b3.bin"])]
    );
    child.kill().unwrap();
    child.wait().unwrap();
}

/// Finding: `doppel scan --ignore-list ~/notes.txt` (a file that is not a list) renamed the
/// user's `notes.txt` aside. Guard: a list the user names is only read, never moved.
#[test]
fn a_named_file_that_is_not_a_list_is_read_never_moved() {
    let setup = Setup::new();
    let notes = setup.base.join("notes.txt");
    fs::write(&notes, b"my notes, not JSON").unwrap();
    let (report, stderr) = setup.scan(&["--ignore-list", notes.to_str().unwrap()]);
    assert_eq!(group_paths(&report).len(), 2);
    assert_eq!(fs::read(&notes).unwrap(), b"my notes, not JSON");
    let beside: Vec<_> = fs::read_dir(&setup.base)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .filter(|name| name.to_string_lossy().starts_with("notes.txt"))
        .collect();
    assert_eq!(beside, ["notes.txt"]);
    assert!(stderr.contains("hides nothing"), "{stderr}");
}
