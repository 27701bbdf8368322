//! `doppel scan A --against B` and `doppel clean` of its report, run as the binary: only
//! groups joining a file of A with a file of B are reported (copies only inside A, or only
//! inside B, are not groups), the text report says so, and a cleanup trashes only A copies,
//! never the B copy they are checked against, and never links an A copy to a B copy (which
//! would give B's file a name in A).

use std::fs;

use serde_json::Value;
use tempfile::TempDir;

use crate::support::{doppel, group_paths, pseudo_random, shown, write};

#[test]
fn only_groups_joining_a_with_b_are_reported_and_cleaned_on_the_a_side() {
    let dir = TempDir::new().unwrap();
    let base = dir.path().canonicalize().unwrap();
    let (a, b) = (base.join("drive"), base.join("photos"));
    let both = pseudo_random(4000, 1);
    let only_a = pseudo_random(3000, 2);
    let only_b = pseudo_random(2000, 3);
    write(&a, "1.jpg", &both);
    write(&a, "2.jpg", &both);
    write(&b, "2019/holiday.jpg", &both);
    write(&a, "x.jpg", &only_a);
    write(&a, "y/x.jpg", &only_a);
    write(&b, "p.jpg", &only_b);
    write(&b, "q/p.jpg", &only_b);
    let run = |args: &[&str]| {
        doppel()
            .args(args)
            .env("XDG_DATA_HOME", base.join("data"))
            .env("XDG_CACHE_HOME", base.join("cache"))
            .output()
            .unwrap()
    };
    let report = base.join("report.json");
    let scanned = run(&[
        "scan",
        "--exact-only",
        "--format",
        "json",
        "-o",
        report.to_str().unwrap(),
        a.to_str().unwrap(),
        "--against",
        b.to_str().unwrap(),
    ]);
    assert!(scanned.status.success(), "{scanned:?}");
    let json: Value = serde_json::from_slice(&fs::read(&report).unwrap()).unwrap();
    assert_eq!(
        group_paths(&json),
        [vec![
            shown(&a.join("1.jpg")),
            shown(&a.join("2.jpg")),
            shown(&b.join("2019/holiday.jpg")),
        ]],
        "neither the A-only nor the B-only copies are a group"
    );
    let text = run(&[
        "scan",
        "--exact-only",
        a.to_str().unwrap(),
        "--against",
        b.to_str().unwrap(),
    ]);
    let said = String::from_utf8_lossy(&text.stdout);
    assert!(said.contains("Only groups joining"), "{said}");

    // Whatever the rule, the B copy is kept and both A copies go.
    let cleaned = run(&["clean", report.to_str().unwrap(), "--keep", "newest,first"]);
    assert!(cleaned.status.success(), "{cleaned:?}");
    assert!(!a.join("1.jpg").exists() && !a.join("2.jpg").exists());
    assert_eq!(fs::read(b.join("2019/holiday.jpg")).unwrap(), both);
    assert!(a.join("x.jpg").exists() && a.join("y/x.jpg").exists());
}

/// `--as hardlink` against B: every A copy's kept copy is B's, so linking would give B's own
/// file a name in A, where an edit in place would change B. Each is refused with the
/// reason (exit status 1), the dry run says the same, and B's file keeps its one name, its
/// inode and its bytes; A's copies are as they were.
#[test]
fn hard_links_never_give_a_file_of_b_a_name_in_a() {
    use std::os::unix::fs::MetadataExt;
    let dir = TempDir::new().unwrap();
    let base = dir.path().canonicalize().unwrap();
    let (a, b) = (base.join("work"), base.join("originals"));
    let bytes = pseudo_random(4000, 7);
    write(&a, "1.jpg", &bytes);
    write(&b, "holiday.jpg", &bytes);
    let original = b.join("holiday.jpg");
    let (b_inode, a_inode) = (
        fs::metadata(&original).unwrap().ino(),
        fs::metadata(a.join("1.jpg")).unwrap().ino(),
    );
    let run = |args: &[&str]| {
        doppel()
            .args(args)
            .env("LC_ALL", "C")
            .env("XDG_DATA_HOME", base.join("data"))
            .env("XDG_CACHE_HOME", base.join("cache"))
            .output()
            .unwrap()
    };
    let report = base.join("report.json");
    let scanned = run(&[
        "scan",
        "--exact-only",
        "--format",
        "json",
        "-o",
        report.to_str().unwrap(),
        a.to_str().unwrap(),
        "--against",
        b.to_str().unwrap(),
    ]);
    assert!(scanned.status.success(), "{scanned:?}");
    let refusal = format!(
        "the copy being kept, {}, is a file of the reference folder {}",
        original.display(),
        b.display()
    );
    for dry_run in [true, false] {
        let mut args = vec![
            "clean",
            report.to_str().unwrap(),
            "--keep",
            "newest,first",
            "--as",
            "hardlink",
            "--allow-owner-change",
        ];
        if dry_run {
            args.push("--dry-run");
        }
        let cleaned = run(&args);
        assert_eq!(cleaned.status.code(), Some(1), "{cleaned:?}");
        let said = String::from_utf8_lossy(&cleaned.stdout);
        assert!(said.contains(&refusal), "{said}");
    }
    let b_now = fs::metadata(&original).unwrap();
    assert_eq!((b_now.ino(), b_now.nlink()), (b_inode, 1));
    assert_eq!(fs::read(&original).unwrap(), bytes);
    let a_now = fs::metadata(a.join("1.jpg")).unwrap();
    assert_eq!((a_now.ino(), a_now.nlink()), (a_inode, 1));
}
