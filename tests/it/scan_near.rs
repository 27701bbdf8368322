//! End-to-end tests of near-duplicate documents: `doppel scan` on real temporary trees.

use std::fs;

use crate::support::{
    document, doppel, edited, edited_at, fixtures, scan_json, shown, skipped, write,
};
use serde_json::Value;
use tempfile::TempDir;

fn near_groups(report: &Value) -> Vec<&Value> {
    report["groups"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| g["kind"] == "near")
        .collect()
}

fn near_paths(group: &Value) -> Vec<String> {
    let mut paths: Vec<String> = group["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["path"].as_str().unwrap().to_string())
        .collect();
    paths.sort();
    paths
}

/// Every pair names two different files of its group and meets the threshold.
fn assert_pairs_valid(report: &Value, threshold: f64) {
    for group in near_groups(report) {
        let files = group["files"].as_array().unwrap().len();
        let pairs = group["pairs"].as_array().unwrap();
        assert!(!pairs.is_empty());
        assert!(
            pairs.len() >= files - 1,
            "enough pairs to connect the group"
        );
        for pair in pairs {
            let (a, b) = (pair["a"].as_u64().unwrap(), pair["b"].as_u64().unwrap());
            assert!(a < files as u64 && b < files as u64 && a != b, "{pair}");
            let similarity = pair["similarity"].as_f64().unwrap();
            assert!((threshold..=1.0).contains(&similarity), "{pair}");
            assert!(pair["hamming"].as_u64().unwrap() <= 64);
        }
    }
}

#[test]
fn an_edited_copy_groups_with_its_original() {
    let dir = TempDir::new().unwrap();
    let original = document(3000, 1);
    let a = write(dir.path(), "report.txt", original.as_bytes());
    // One word in 100 changed: about 97 % of word triples survive.
    let b = write(
        dir.path(),
        "old/report-v2.txt",
        edited(&original, 100, "changed").as_bytes(),
    );
    write(dir.path(), "unrelated.txt", document(3000, 2).as_bytes());

    let report = scan_json(&[dir.path().to_str().unwrap()]);

    let groups = near_groups(&report);
    assert_eq!(groups.len(), 1);
    assert_eq!(near_paths(groups[0]), vec![shown(&b), shown(&a)]);
    let pair = &groups[0]["pairs"][0];
    assert!(pair["similarity"].as_f64().unwrap() > 0.85, "{pair}");
    assert_pairs_valid(&report, 0.8);
}

#[test]
fn documents_below_the_threshold_are_never_reported() {
    let dir = TempDir::new().unwrap();
    let original = document(3000, 3);
    write(dir.path(), "a.txt", original.as_bytes());
    // Every 4th word changed: most triples contain a change, resemblance far below 0.8.
    write(dir.path(), "b.txt", edited(&original, 4, "x").as_bytes());

    let report = scan_json(&[dir.path().to_str().unwrap()]);
    assert!(near_groups(&report).is_empty());

    // At a lower threshold the same pair is found, and its similarity is at least that.
    let report = scan_json(&[dir.path().to_str().unwrap(), "--similarity", "0.5"]);
    assert!(
        near_groups(&report).is_empty(),
        "still below 0.5: about 0.2 resemblance"
    );
    let report = scan_json(&[dir.path().to_str().unwrap(), "--similarity", "0.9"]);
    assert!(near_groups(&report).is_empty());
}

#[test]
fn groups_join_transitively() {
    let dir = TempDir::new().unwrap();
    let first = document(4000, 4);
    // v2 changes every 40th word of v1 (resemblance about 0.86); v3 changes every 40th word
    // of v2 at other positions, so v1 and v3 are about 0.74 alike: below the threshold, but
    // joined through v2.
    let second = edited(&first, 40, "b");
    let third = edited_at(&second, 40, 19, "c");
    for (name, text) in [("v1.txt", &first), ("v2.txt", &second), ("v3.txt", &third)] {
        write(dir.path(), name, text.as_bytes());
    }

    let report = scan_json(&[dir.path().to_str().unwrap(), "--similarity", "0.64"]);

    let groups = near_groups(&report);
    assert_eq!(groups.len(), 1, "{report}");
    assert_eq!(groups[0]["files"].as_array().unwrap().len(), 3);
    let pairs = groups[0]["pairs"].as_array().unwrap();
    assert_eq!(pairs.len(), 2, "the pairs that joined them");
    let v2 = 1; // files are sorted by path: v1, v2, v3
    assert!(
        pairs.iter().all(|p| p["a"] == v2 || p["b"] == v2),
        "both links go through v2"
    );
    assert_pairs_valid(&report, 0.64);
}

#[test]
fn exact_copies_are_collapsed_before_comparing() {
    let dir = TempDir::new().unwrap();
    let original = document(2000, 5);
    write(dir.path(), "a.txt", original.as_bytes());
    write(dir.path(), "copy-of-a.txt", original.as_bytes());
    write(
        dir.path(),
        "edited.txt",
        edited(&original, 80, "e").as_bytes(),
    );

    let report = scan_json(&[dir.path().to_str().unwrap()]);

    let exact: Vec<&Value> = report["groups"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| g["kind"] == "exact")
        .collect();
    assert_eq!(exact.len(), 1);
    assert_eq!(exact[0]["files"].as_array().unwrap().len(), 2);
    let groups = near_groups(&report);
    assert_eq!(groups.len(), 1);
    assert_eq!(
        near_paths(groups[0]),
        vec![
            shown(&dir.path().join("a.txt")),
            shown(&dir.path().join("edited.txt"))
        ],
        "one member per distinct content: the copy stands in the exact group"
    );
}

#[test]
fn exact_only_turns_near_detection_off() {
    let dir = TempDir::new().unwrap();
    let original = document(2000, 6);
    write(dir.path(), "a.txt", original.as_bytes());
    write(dir.path(), "b.txt", edited(&original, 100, "e").as_bytes());

    let report = scan_json(&[dir.path().to_str().unwrap(), "--exact-only"]);

    assert!(near_groups(&report).is_empty());
    assert!(skipped(&report).is_empty());
}

#[test]
fn short_documents_and_binary_files_are_not_compared() {
    let dir = TempDir::new().unwrap();
    write(dir.path(), "note.txt", b"buy milk and eggs");
    write(dir.path(), "note2.txt", b"buy milk and bread");
    let mut binary = b"\x89PNG\r\n\x1a\n".to_vec();
    binary.extend(crate::support::pseudo_random(5000, 7));
    write(dir.path(), "picture", &binary);

    let report = scan_json(&[dir.path().to_str().unwrap()]);

    assert!(near_groups(&report).is_empty());
    let skips = skipped(&report);
    assert_eq!(skips.len(), 2, "{skips:?}");
    assert!(
        skips
            .iter()
            .all(|(_, reason)| reason.starts_with("too short to compare"))
    );
}

#[test]
fn a_huge_single_line_file_is_skipped_with_its_reason() {
    let dir = TempDir::new().unwrap();
    let huge = dir.path().join("huge.txt");
    // A 1 GB file on one line: text at the start, the rest left sparse so it costs no disk.
    // It must be refused by its size, not read.
    fs::write(&huge, "one long line of words ".repeat(2000)).unwrap();
    fs::OpenOptions::new()
        .write(true)
        .open(&huge)
        .unwrap()
        .set_len(1 << 30)
        .unwrap();
    let original = document(2000, 8);
    write(dir.path(), "a.txt", original.as_bytes());
    write(dir.path(), "b.txt", edited(&original, 100, "e").as_bytes());

    let report = scan_json(&[dir.path().to_str().unwrap()]);

    assert_eq!(
        near_groups(&report).len(),
        1,
        "the rest of the scan goes on"
    );
    let skips = skipped(&report);
    let reason = &skips
        .iter()
        .find(|(p, _)| p.ends_with("huge.txt"))
        .expect("listed")
        .1;
    assert!(reason.contains("limit"), "{reason}");
}

#[test]
fn text_output_shows_similar_documents_with_percentages() {
    let dir = TempDir::new().unwrap();
    let original = document(3000, 9);
    write(dir.path(), "draft.txt", original.as_bytes());
    write(
        dir.path(),
        "final.txt",
        edited(&original, 100, "f").as_bytes(),
    );

    let output = doppel()
        .args(["scan", dir.path().to_str().unwrap()])
        .output()
        .unwrap();

    let out = String::from_utf8(output.stdout).unwrap();
    assert!(out.contains("Group 1: 2 similar documents"), "{out}");
    assert!(out.contains("[1] ~ [2]"), "{out}");
    assert!(out.contains("% similar, simhash distance"), "{out}");
    assert!(out.contains("1 group of similar documents."), "{out}");
}

#[test]
fn a_similarity_outside_the_range_is_a_usage_error() {
    doppel()
        .args(["scan", ".", "--similarity", "0.3"])
        .assert()
        .code(2);
    doppel()
        .args(["scan", ".", "--similarity", "high"])
        .assert()
        .code(2);
}

#[test]
fn one_text_saved_in_every_format_forms_one_group() {
    let dir = TempDir::new().unwrap();
    let fixtures = fixtures("extract");
    let formats = ["txt", "html", "docx", "odt", "pdf", "rtf", "epub"];
    for extension in formats {
        let name = format!("sample.{extension}");
        fs::copy(fixtures.join(&name), dir.path().join(&name)).unwrap();
    }

    let report = scan_json(&[dir.path().to_str().unwrap()]);

    let groups = near_groups(&report);
    assert_eq!(groups.len(), 1, "{report}");
    let expected: Vec<String> = formats
        .iter()
        .map(|e| shown(&dir.path().join(format!("sample.{e}"))))
        .collect();
    let mut expected = expected;
    expected.sort();
    assert_eq!(
        near_paths(groups[0]),
        expected,
        "the .docx and the .pdf made from it group"
    );
    assert_pairs_valid(&report, 0.8);
    assert!(skipped(&report).is_empty());
}
