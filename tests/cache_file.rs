//! The fingerprint cache file itself: damaged, foreign or unusable files never stop a scan
//! (they are moved aside and rebuilt, with a notice), and its size and clearing.

mod common;

use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use common::{pseudo_random, write};
use doppel::engine::cache::FingerprintCache;
use doppel::engine::cache::db::{APPLICATION_ID, SCHEMA_VERSION};
use doppel::engine::{CancelToken, ScanOptions, scan};
use doppel::report::Report;
use tempfile::TempDir;

/// A tree with one pair of copies (an hour old, so the cache may keep them).
fn tree() -> TempDir {
    let tree = TempDir::new().unwrap();
    let content = pseudo_random(30_000, 40);
    for name in ["a", "b"] {
        let path = write(tree.path(), name, &content);
        let hour_ago = SystemTime::now() - Duration::from_secs(3600);
        File::options()
            .write(true)
            .open(&path)
            .unwrap()
            .set_modified(hour_ago)
            .unwrap();
    }
    tree
}

fn scan_cached(tree: &TempDir, cache: &Path) -> Report {
    let mut options = ScanOptions::new(vec![tree.path().to_path_buf()]);
    options.cache = Some(cache.to_path_buf());
    let report = scan(&options, &CancelToken::new(), &|_| {}).expect("the scan runs");
    assert_eq!(report.groups.len(), 1, "the copies are still found");
    assert!(report.skipped.is_empty(), "{:?}", report.skipped);
    report
}

/// Files beside the cache whose names start with `<name>.broken-`.
fn broken_copies(cache: &Path) -> Vec<PathBuf> {
    let prefix = format!("{}.broken-", cache.file_name().unwrap().to_string_lossy());
    fs::read_dir(cache.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with(&prefix)
        })
        .filter(|p| !p.to_string_lossy().ends_with("-wal"))
        .collect()
}

/// The one notice of `report`, which must say the cache was rebuilt and where the old
/// file went.
fn rebuilt_notice(report: &Report, cache: &Path) -> String {
    assert_eq!(report.notices.len(), 1, "{:?}", report.notices);
    let notice = report.notices[0].clone();
    let aside = broken_copies(cache);
    assert_eq!(aside.len(), 1, "one damaged copy kept: {aside:?}");
    assert!(notice.contains("rebuilt"), "{notice}");
    assert!(notice.contains(&aside[0].display().to_string()), "{notice}");
    notice
}

#[test]
fn a_file_of_garbage_is_moved_aside_and_the_cache_rebuilt() {
    let tree = tree();
    let folder = TempDir::new().unwrap();
    let cache = folder.path().join("fingerprints.sqlite3");
    let garbage = b"this is not a database, whatever its name says\n".repeat(200);
    fs::write(&cache, &garbage).unwrap();

    let report = scan_cached(&tree, &cache);

    let notice = rebuilt_notice(&report, &cache);
    assert!(notice.contains("not a database"), "{notice}");
    assert_eq!(fs::read(&broken_copies(&cache)[0]).unwrap(), garbage);
    // The new cache works and is quiet.
    assert!(scan_cached(&tree, &cache).notices.is_empty());
    let (reopened, notice) = FingerprintCache::open(&cache).unwrap();
    assert_eq!(notice, None);
    assert_eq!(reopened.row_count().unwrap(), 2);
}

#[test]
fn a_cache_damaged_inside_is_rebuilt_when_its_rows_are_read() {
    let tree = tree();
    for i in 0..400 {
        write(tree.path(), &format!("more/{i}"), &pseudo_random(100, i));
    }
    let folder = TempDir::new().unwrap();
    let cache = folder.path().join("fingerprints.sqlite3");
    // Files made just now are not remembered; make them old enough.
    for i in 0..400 {
        let path = tree.path().join(format!("more/{i}"));
        let old = SystemTime::now() - Duration::from_secs(3600);
        File::options()
            .write(true)
            .open(&path)
            .unwrap()
            .set_modified(old)
            .unwrap();
    }
    let mut options = ScanOptions::new(vec![tree.path().to_path_buf()]);
    options.cache = Some(cache.clone());
    options.min_size = 1;
    scan(&options, &CancelToken::new(), &|_| {}).unwrap();
    let mut bytes = fs::read(&cache).unwrap();
    assert!(bytes.len() > 16 * 1024, "several pages: {}", bytes.len());
    // Keep the header page, scribble over the table's pages.
    for byte in &mut bytes[4096..] {
        *byte = 0xa5;
    }
    fs::write(&cache, &bytes).unwrap();

    let report = scan(&options, &CancelToken::new(), &|_| {}).unwrap();

    rebuilt_notice(&report, &cache);
    assert_eq!(report.groups.len(), 1);
}

#[test]
fn a_cache_from_another_version_is_moved_aside() {
    let tree = tree();
    let folder = TempDir::new().unwrap();
    let cache = folder.path().join("fingerprints.sqlite3");
    let other = rusqlite::Connection::open(&cache).unwrap();
    other
        .execute_batch(&format!(
            "CREATE TABLE files (path BLOB PRIMARY KEY, something_else TEXT);
             PRAGMA application_id = {APPLICATION_ID};
             PRAGMA user_version = {};",
            SCHEMA_VERSION + 1
        ))
        .unwrap();
    drop(other);

    let report = scan_cached(&tree, &cache);

    let notice = rebuilt_notice(&report, &cache);
    assert!(notice.contains("another version of Doppel"), "{notice}");
    assert!(scan_cached(&tree, &cache).notices.is_empty());
}

#[test]
fn an_unrelated_database_is_left_alone_and_not_used() {
    let tree = tree();
    let folder = TempDir::new().unwrap();
    let cache = folder.path().join("fingerprints.sqlite3");
    let other = rusqlite::Connection::open(&cache).unwrap();
    other
        .execute_batch("CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('soup');")
        .unwrap();
    drop(other);

    let report = scan_cached(&tree, &cache);

    let notice = rebuilt_notice(&report, &cache);
    assert!(notice.contains("not a Doppel cache"), "{notice}");
    let kept = rusqlite::Connection::open(&broken_copies(&cache)[0]).unwrap();
    let soup: String = kept
        .query_row("SELECT name FROM recipes", [], |r| r.get(0))
        .unwrap();
    assert_eq!(soup, "soup");
}

#[test]
fn only_the_latest_damaged_copy_is_kept() {
    let tree = tree();
    let folder = TempDir::new().unwrap();
    let cache = folder.path().join("fingerprints.sqlite3");
    fs::write(folder.path().join("fingerprints.sqlite3.broken-1"), b"old").unwrap();
    fs::write(&cache, b"garbage again, a little later".repeat(100)).unwrap();

    let report = scan_cached(&tree, &cache);

    rebuilt_notice(&report, &cache);
    assert!(!folder.path().join("fingerprints.sqlite3.broken-1").exists());
}

#[test]
fn a_cache_that_cannot_be_opened_only_costs_a_notice() {
    let tree = tree();
    let folder = TempDir::new().unwrap();
    // A folder where the file should be: neither openable nor ours to move.
    let cache = folder.path().join("fingerprints.sqlite3");
    fs::create_dir(&cache).unwrap();

    let report = scan_cached(&tree, &cache);

    assert_eq!(report.notices.len(), 1, "{:?}", report.notices);
    assert!(
        report.notices[0].contains("could not be opened")
            && report.notices[0].contains("reads every file"),
        "{}",
        report.notices[0]
    );
    assert!(cache.is_dir(), "left alone");
    assert!(broken_copies(&cache).is_empty());
}

#[test]
fn a_missing_folder_for_the_cache_is_created() {
    let tree = tree();
    let folder = TempDir::new().unwrap();
    let cache = folder.path().join("new/deeper/fingerprints.sqlite3");

    let report = scan_cached(&tree, &cache);

    assert!(report.notices.is_empty(), "{:?}", report.notices);
    assert!(cache.is_file());
}

#[test]
fn the_size_is_reported_and_clear_removes_every_file() {
    let tree = tree();
    let folder = TempDir::new().unwrap();
    let cache = folder.path().join("fingerprints.sqlite3");
    assert_eq!(FingerprintCache::size_on_disk(&cache), 0);
    FingerprintCache::clear(&cache).expect("clearing nothing is fine");

    fs::write(&cache, b"garbage").unwrap();
    scan_cached(&tree, &cache);
    let size = FingerprintCache::size_on_disk(&cache);
    assert!(
        size > fs::metadata(&cache).unwrap().len(),
        "the broken copy counts: {size}"
    );

    FingerprintCache::clear(&cache).unwrap();

    assert_eq!(FingerprintCache::size_on_disk(&cache), 0);
    let left: Vec<_> = fs::read_dir(folder.path()).unwrap().collect();
    assert!(left.is_empty(), "{left:?}");
    // And the next scan starts a new one without complaint.
    assert!(scan_cached(&tree, &cache).notices.is_empty());
}

#[test]
fn the_default_place_is_in_the_user_cache_folder() {
    if let Some(path) = FingerprintCache::default_path() {
        assert!(path.ends_with("doppel/fingerprints.sqlite3"), "{path:?}");
    }
}
