//! `doppel compare A B`: the exact resemblance a scan uses, the simhash distance, the
//! verdict at the threshold, the word diff (plain when piped), JSON, and clear refusals.

use std::path::Path;

use serde_json::Value;
use tempfile::TempDir;

use crate::support::{document, doppel, edited, write};
use doppel::engine::NearOptions;
use doppel::engine::near::compare_documents;

fn compare(a: &Path, b: &Path, extra: &[&str]) -> (i32, String, String) {
    let output = doppel()
        .arg("compare")
        .arg(a)
        .arg(b)
        .args(extra)
        .output()
        .unwrap();
    (
        output.status.code().unwrap(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn prints_the_exact_resemblance_the_scan_uses_and_the_verdict() {
    let dir = TempDir::new().unwrap();
    let original = document(500, 21);
    let a = write(dir.path(), "a.txt", original.as_bytes());
    let b = write(
        dir.path(),
        "b.txt",
        edited(&original, 40, "changed").as_bytes(),
    );
    let exact = compare_documents(&a, &b, &NearOptions::default())
        .similarity
        .unwrap();

    let (status, text, _) = compare(&a, &b, &[]);
    assert_eq!(status, 0);
    assert!(
        text.contains(&format!("Resemblance: {:.1} %", exact * 100.0)),
        "{text}"
    );
    assert!(text.contains("Simhash distance: "), "{text}");
    let verdict = if exact >= 0.8 { "yes" } else { "no" };
    assert!(
        text.contains(&format!("Near duplicates at 80 %: {verdict}")),
        "{text}"
    );

    // Asking for a threshold just above the figure turns the verdict.
    let above = format!("{:.3}", (exact + 0.01).min(1.0));
    let (_, text, _) = compare(&a, &b, &["--similarity", &above]);
    assert!(text.contains(": no"), "{text}");

    let (status, json, _) = compare(&a, &b, &["--format", "json"]);
    assert_eq!(status, 0);
    let json: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(json["similarity"].as_f64(), Some(exact));
    assert_eq!(json["a"]["format"], "plain text");
}

#[test]
fn the_diff_marks_deleted_and_inserted_words_when_piped() {
    let dir = TempDir::new().unwrap();
    let text = document(200, 5);
    let a = write(dir.path(), "a.txt", text.as_bytes());
    let changed = text.replacen(' ', " zebra ", 1);
    let b = write(dir.path(), "b.txt", changed.as_bytes());

    let (status, out, _) = compare(&a, &b, &["--diff"]);
    assert_eq!(status, 0);
    assert!(
        out.contains("{+zebra +}") || out.contains("{+zebra+}"),
        "{out}"
    );
    assert!(!out.contains('\x1b'), "no colours when piped");

    let (_, json, _) = compare(&a, &b, &["--diff", "--format", "json"]);
    let json: Value = serde_json::from_str(&json).unwrap();
    let inserted: Vec<&str> = json["diff"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["kind"] == "inserted")
        .map(|s| s["text"].as_str().unwrap())
        .collect();
    assert_eq!(inserted.concat().trim(), "zebra");
}

#[test]
fn a_file_that_is_not_a_document_or_not_there_is_refused_with_the_reason() {
    let dir = TempDir::new().unwrap();
    let a = write(dir.path(), "a.txt", document(200, 1).as_bytes());
    let image = write(
        dir.path(),
        "b.png",
        &crate::support::bombs::png_header(4, 4),
    );

    let (status, out, _) = compare(&a, &image, &[]);
    assert_eq!(status, 1);
    assert!(out.contains("not a document"), "{out}");
    assert!(out.contains("Not compared"), "{out}");

    let (status, _, err) = compare(&a, &dir.path().join("missing.txt"), &[]);
    assert_eq!(status, 2);
    assert!(err.contains("missing.txt"), "{err}");
}
