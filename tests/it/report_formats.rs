//! The three report formats of `doppel scan`: JSON by the contract, CSV, and text.

use std::collections::BTreeSet;

use crate::support::{doppel, pseudo_random, scan_json, shown, write};
use tempfile::TempDir;

/// Two groups of different reclaimable size and one hard link.
fn sample_tree() -> TempDir {
    let dir = TempDir::new().unwrap();
    let big = pseudo_random(300_000, 11);
    write(dir.path(), "big/one.bin", &big);
    write(dir.path(), "big/two.bin", &big);
    let small = pseudo_random(1_000, 12);
    write(dir.path(), "small/a.txt", &small);
    write(dir.path(), "small/b.txt", &small);
    let c = write(dir.path(), "small/c.txt", &small);
    std::fs::hard_link(&c, dir.path().join("small/c-link.txt")).unwrap();
    write(dir.path(), "lonely.txt", b"no partner");
    dir
}

fn keys(value: &serde_json::Value) -> BTreeSet<String> {
    value
        .as_object()
        .expect("an object")
        .keys()
        .cloned()
        .collect()
}

fn set(names: &[&str]) -> BTreeSet<String> {
    names.iter().map(|s| s.to_string()).collect()
}

#[test]
fn json_follows_the_contract() {
    let dir = sample_tree();
    let report = scan_json(&[dir.path().to_str().unwrap()]);

    assert_eq!(
        keys(&report),
        set(&[
            "version", "roots", "near", "images", "groups", "skipped", "stats"
        ])
    );
    assert_eq!(report["version"], 2);
    // The bar the near and image groups were found with: the defaults here.
    assert_eq!(
        report["near"],
        serde_json::json!({"similarity": 0.8, "drop_numbers": false, "stop_words": false,
                           "stem": false})
    );
    assert_eq!(report["images"], serde_json::json!({"distance": 10}));
    assert_eq!(
        report["roots"],
        serde_json::json!([{"path": shown(dir.path()), "reference": false}])
    );
    assert_eq!(keys(&report["stats"]), set(&["files", "bytes", "seconds"]));
    assert_eq!(report["stats"]["files"], 7);
    assert_eq!(report["stats"]["bytes"], 2 * 300_000 + 4 * 1_000 + 10);
    assert!(report["stats"]["seconds"].as_f64().unwrap() >= 0.0);

    let groups = report["groups"].as_array().unwrap();
    assert_eq!(groups.len(), 2);
    // Largest reclaimable space first.
    assert_eq!(groups[0]["size"], 300_000);
    assert_eq!(groups[1]["size"], 1_000);
    for group in groups {
        assert_eq!(keys(group), set(&["kind", "size", "hash", "files"]));
        assert_eq!(group["kind"], "exact");
        let hash = group["hash"].as_str().unwrap();
        assert_eq!(hash.len(), 32);
        assert!(hash.chars().all(|c| c.is_ascii_hexdigit()));
        for file in group["files"].as_array().unwrap() {
            let expected = if file.get("aliases").is_some() {
                set(&["path", "size", "modified", "aliases"])
            } else {
                set(&["path", "size", "modified"])
            };
            assert_eq!(keys(file), expected);
            assert_eq!(file["size"], group["size"]);
            assert!(
                file["path"].as_str().unwrap().starts_with('/'),
                "paths are absolute"
            );
            let modified = file["modified"].as_str().unwrap();
            assert!(
                humantime::parse_rfc3339(modified).is_ok(),
                "RFC 3339: {modified}"
            );
            assert!(modified.ends_with('Z'));
        }
    }
    // c.txt and its hard link are one member: three distinct copies of the small file.
    assert_eq!(groups[1]["files"].as_array().unwrap().len(), 3);
}

#[test]
fn json_reads_back_into_the_same_report() {
    let dir = sample_tree();
    let output = doppel()
        .args(["scan", "--format", "json", dir.path().to_str().unwrap()])
        .output()
        .unwrap();
    let text = String::from_utf8(output.stdout).unwrap();

    let report = doppel::report::json::read_json(&text).expect("reads its own output");
    let mut again = Vec::new();
    doppel::report::json::write_json(&report, &mut again).unwrap();

    assert_eq!(String::from_utf8(again).unwrap(), text);
}

#[test]
fn json_records_the_bar_the_scan_was_given_and_reads_it_back() {
    let dir = sample_tree();
    let output = doppel()
        .args([
            "scan",
            "--format",
            "json",
            "--similarity",
            "0.9",
            "--drop-numbers",
        ])
        .args(["--stem", "--images", "--image-likeness", "very-similar"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(
        value["near"],
        serde_json::json!({"similarity": 0.9, "drop_numbers": true, "stop_words": false,
                           "stem": true})
    );
    assert_eq!(value["images"], serde_json::json!({"distance": 2}));

    let report = doppel::report::json::read_json(&text).unwrap();
    assert_eq!(report.bar.similarity.get(), 0.9);
    assert!(report.bar.normalize.drop_numbers && report.bar.normalize.stem);
    assert!(!report.bar.normalize.drop_stop_words);
    assert_eq!(report.bar.likeness.distance(), 2);
    let options = report.bar.near_options();
    assert_eq!(
        (options.threshold, options.normalize),
        (report.bar.similarity, report.bar.normalize)
    );
}

#[test]
fn csv_has_one_row_per_path_with_a_group_id() {
    let dir = sample_tree();
    let output = doppel()
        .args(["scan", "--format", "csv", dir.path().to_str().unwrap()])
        .output()
        .unwrap();
    assert!(output.status.success());

    let mut reader = csv::Reader::from_reader(output.stdout.as_slice());
    let headers = reader.headers().unwrap().clone();
    assert_eq!(
        headers.iter().collect::<Vec<_>>(),
        [
            "group",
            "kind",
            "size",
            "hash",
            "path",
            "modified",
            "hard_link_of"
        ]
    );
    let rows: Vec<csv::StringRecord> = reader.records().map(|r| r.unwrap()).collect();
    assert_eq!(rows.len(), 6, "2 big + 3 small + 1 hard link");
    assert_eq!(rows.iter().filter(|r| &r[0] == "1").count(), 2);
    assert_eq!(rows.iter().filter(|r| &r[0] == "2").count(), 4);
    let link_row = rows
        .iter()
        .find(|r| !r[6].is_empty())
        .expect("a hard-link row");
    let mut pair = [link_row[4].to_string(), link_row[6].to_string()];
    pair.sort();
    assert_eq!(
        pair,
        [
            shown(&dir.path().join("small/c-link.txt")),
            shown(&dir.path().join("small/c.txt"))
        ]
    );
}

#[test]
fn text_lists_groups_by_reclaimable_space_with_a_summary() {
    let dir = sample_tree();
    let output = doppel()
        .args(["scan", dir.path().to_str().unwrap()])
        .output()
        .unwrap();
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();

    let big = text.find("big/one.bin").expect("big group listed");
    let small = text.find("small/a.txt").expect("small group listed");
    assert!(big < small, "largest reclaimable first:\n{text}");
    assert!(
        text.contains("Group 1: 2 identical files of 293.0 KiB each"),
        "{text}"
    );
    assert!(text.contains("hard link"), "{text}");
    assert!(
        text.contains("2 groups of exact copies, 3 redundant files, 294.9 KiB reclaimable."),
        "{text}"
    );
    assert!(text.contains("Scanned 7 files"), "{text}");
    assert!(!text.contains("lonely.txt"));
    assert!(
        output.stderr.is_empty(),
        "no progress bar when stderr is not a terminal"
    );
}

#[test]
fn output_option_writes_the_report_to_a_file() {
    let dir = sample_tree();
    let out = TempDir::new().unwrap();
    let file = out.path().join("report.json");

    let output = doppel()
        .args([
            "scan",
            "--format",
            "json",
            "--output",
            file.to_str().unwrap(),
        ])
        .arg(dir.path())
        .output()
        .unwrap();

    assert!(output.status.success());
    assert!(output.stdout.is_empty());
    let report: serde_json::Value = serde_json::from_slice(&std::fs::read(&file).unwrap()).unwrap();
    assert_eq!(report["groups"].as_array().unwrap().len(), 2);
}

#[test]
fn an_output_file_that_cannot_be_written_exits_with_1() {
    let dir = sample_tree();
    let output = doppel()
        .args(["scan", "--output", "/nonexistent-folder/report.txt"])
        .arg(dir.path())
        .output()
        .unwrap();

    assert_eq!(output.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&output.stderr).contains("/nonexistent-folder/report.txt"));
}

#[test]
fn no_duplicates_is_still_success() {
    let dir = TempDir::new().unwrap();
    write(dir.path(), "a", b"one");
    write(dir.path(), "b", b"two");

    let output = doppel()
        .args(["scan", dir.path().to_str().unwrap()])
        .output()
        .unwrap();

    assert_eq!(output.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&output.stdout).contains("No exact duplicates found."));
}

/// A size of 1000 of a unit or more is written in the next unit ("0.99 MiB", not "1015.62
/// KiB"), with at most four digits, so the size column of the text report lines up: here
/// the files only in the scanned folder, each line a size, a date and a path.
#[test]
fn text_sizes_change_unit_at_a_thousand_and_their_column_lines_up() {
    let dir = TempDir::new().unwrap();
    let files = [
        ("data/big.bin", 1_040_000, "0.99 MiB"),
        ("data/mid.bin", 300_000, "293.0 KiB"),
        ("data/small.bin", 2_000, "1.95 KiB"),
        ("data/tiny.bin", 1_010, "0.99 KiB"),
        ("data/least.bin", 999, "999 B"),
    ];
    for (seed, (name, size, _)) in files.iter().enumerate() {
        write(dir.path(), name, &pseudo_random(*size, 40 + seed as u64));
    }
    write(dir.path(), "reference/other.bin", b"nothing in common");
    let (data, reference) = (dir.path().join("data"), dir.path().join("reference"));
    let output = doppel()
        .args(["scan", "--no-cache", "--unique", "--reference"])
        .args([&reference, &data])
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    let text = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = text.lines().filter(|l| l.contains("data/")).collect();
    assert_eq!(lines.len(), files.len(), "{text}");
    let mut path_columns = BTreeSet::new();
    for (name, _, shown_size) in files {
        let path = shown(&dir.path().join(name));
        let line = lines
            .iter()
            .find(|l| l.ends_with(&path))
            .unwrap_or_else(|| panic!("no line for {path}:\n{text}"));
        let size = line.split("  ").find(|part| !part.trim().is_empty());
        assert_eq!(size.map(str::trim), Some(shown_size), "{line}");
        path_columns.insert(line.chars().count() - path.chars().count());
    }
    assert_eq!(
        path_columns.len(),
        1,
        "the paths start in different columns:\n{text}"
    );
}
