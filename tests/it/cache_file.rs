//! The fingerprint cache file itself: a damaged cache of Doppel's is moved aside and
//! rebuilt, with a notice; a file Doppel did not make is never changed, moved or removed
//! (the engine scans without a cache, the command line refuses with status 2), nor is a
//! user's file beside the cache named like SQLite's journal, WAL or index (the scan goes on
//! without the cache, with a notice); and the cache's size and clearing, which count and
//! remove only Doppel's own files.

use std::collections::BTreeMap;
use std::fs::{self, File};
use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use crate::support::{cached_options, doppel, pseudo_random, settled};
use doppel::engine::cache::FingerprintCache;
use doppel::engine::cache::{APPLICATION_ID, SCHEMA_VERSION};
use doppel::engine::{CancelToken, scan};
use doppel::report::Report;
use tempfile::TempDir;

/// A tree with one pair of copies (an hour old, so the cache may keep them).
fn tree() -> TempDir {
    let tree = TempDir::new().unwrap();
    let content = pseudo_random(30_000, 40);
    for name in ["a", "b"] {
        settled(tree.path(), name, &content);
    }
    tree
}

fn scan_cached(tree: &TempDir, cache: &Path) -> Report {
    let options = cached_options(tree.path(), Some(cache));
    let report = scan(&options, &CancelToken::new(), &|_| {}).expect("the scan runs");
    assert_eq!(report.groups.len(), 1, "the copies are still found");
    assert!(report.skipped.is_empty(), "{:?}", report.skipped);
    report
}

/// `path` with `suffix` appended to its file name.
fn with_name(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
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
        .filter(|p| {
            !["-wal", "-shm", "-journal"]
                .iter()
                .any(|s| p.to_string_lossy().ends_with(s))
        })
        .collect()
}

/// The one notice of `report`, which must say the cache was rebuilt and where the old
/// file went.
fn rebuilt_notice(report: &Report, cache: &Path) -> String {
    assert_eq!(report.notices.len(), 1, "{:?}", report.notices);
    let notice = report.notices[0].to_string();
    let aside = broken_copies(cache);
    assert_eq!(aside.len(), 1, "one damaged copy kept: {aside:?}");
    assert!(notice.contains("rebuilt"), "{notice}");
    assert!(notice.contains(&aside[0].display().to_string()), "{notice}");
    notice
}

/// Every entry of `folder` by name: a link's target, or a file's bytes, or "folder".
fn snapshot(folder: &Path) -> BTreeMap<String, String> {
    fs::read_dir(folder)
        .unwrap()
        .map(|e| {
            let path = e.unwrap().path();
            let kind = fs::symlink_metadata(&path).unwrap().file_type();
            let what = if kind.is_symlink() {
                format!("link to {}", fs::read_link(&path).unwrap().display())
            } else if kind.is_dir() {
                "folder".to_string()
            } else {
                format!("{:?}", fs::read(&path).unwrap())
            };
            (
                path.file_name().unwrap().to_string_lossy().into_owned(),
                what,
            )
        })
        .collect()
}

/// True when `path` starts with an SQLite header carrying Doppel's application id.
fn has_our_header(path: &Path) -> bool {
    let bytes = fs::read(path).unwrap();
    bytes.len() >= 100
        && bytes.starts_with(b"SQLite format 3\0")
        && bytes[68..72] == APPLICATION_ID.to_be_bytes()
}

/// A text file at the cache path, with the journal and shared-memory files SQLite would
/// remove or roll back beside it.
fn text_file_with_neighbours(folder: &Path) -> PathBuf {
    let cache = folder.join("notes.txt");
    fs::write(&cache, b"my notes, not a cache\n".repeat(50)).unwrap();
    fs::write(folder.join("notes.txt-journal"), b"the journal's bytes").unwrap();
    fs::write(folder.join("notes.txt-shm"), b"the shm's bytes").unwrap();
    cache
}

/// Another program's SQLite database (its own application id), with a WAL beside it.
fn foreign_database(folder: &Path) -> PathBuf {
    let cache = folder.join("other.db");
    let other = rusqlite::Connection::open(&cache).unwrap();
    other
        .execute_batch(
            "PRAGMA application_id = 0x12345678; PRAGMA journal_mode = WAL;
             PRAGMA wal_autocheckpoint = 0;
             CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('soup');",
        )
        .unwrap();
    // Leave the WAL unmerged, as a program that is still running would.
    std::mem::forget(other);
    cache
}

/// Runs `doppel scan TREE --cache-file CACHE` and returns (status, stderr).
fn scan_cli(tree: &TempDir, cache: &Path) -> (Option<i32>, String) {
    let output = doppel()
        .arg("scan")
        .arg(tree.path())
        .arg("--cache-file")
        .arg(cache)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    (output.status.code(), stderr)
}

/// The command line refuses the scan with status 2, naming the path and the way out, and
/// nothing in `folder` changes.
fn assert_refused(cache: &Path, folder: &Path, what: &str) {
    let tree = tree();
    let before = snapshot(folder);

    let (status, stderr) = scan_cli(&tree, cache);

    assert_eq!(status, Some(2), "{stderr}");
    assert!(stderr.contains(&cache.display().to_string()), "{stderr}");
    assert!(stderr.contains(what), "{stderr}");
    assert!(
        stderr.contains("--cache-file") && stderr.contains("--no-cache"),
        "{stderr}"
    );
    assert_eq!(snapshot(folder), before, "everything is left as it was");
}

#[test]
fn a_text_file_at_the_cache_path_is_refused_and_left_with_its_neighbours() {
    let folder = TempDir::new().unwrap();
    let cache = text_file_with_neighbours(folder.path());
    assert_refused(&cache, folder.path(), "not an SQLite database");
}

#[test]
fn another_programs_database_is_refused_and_left_with_its_wal() {
    let folder = TempDir::new().unwrap();
    let cache = foreign_database(folder.path());
    assert!(folder.path().join("other.db-wal").exists());
    assert_refused(&cache, folder.path(), "another program");
}

#[test]
fn an_empty_file_is_refused_and_stays_empty() {
    let folder = TempDir::new().unwrap();
    let cache = folder.path().join("fingerprints.sqlite3");
    File::create(&cache).unwrap();
    assert_refused(&cache, folder.path(), "an empty file");
}

#[test]
fn a_symlink_is_refused_and_neither_it_nor_its_target_is_touched() {
    let folder = TempDir::new().unwrap();
    let elsewhere = TempDir::new().unwrap();
    let target = elsewhere.path().join("important.txt");
    fs::write(&target, b"precious").unwrap();
    let cache = folder.path().join("fingerprints.sqlite3");
    symlink(&target, &cache).unwrap();
    let dangling = folder.path().join("dangling.sqlite3");
    symlink(elsewhere.path().join("not-there"), &dangling).unwrap();

    assert_refused(&cache, folder.path(), "a symbolic link");
    assert_refused(&dangling, folder.path(), "a symbolic link");

    assert_eq!(
        snapshot(elsewhere.path()).len(),
        1,
        "no file made at the link's target"
    );
    assert_eq!(fs::read(&target).unwrap(), b"precious");
}

#[test]
fn a_folder_is_refused() {
    let folder = TempDir::new().unwrap();
    let cache = folder.path().join("fingerprints.sqlite3");
    fs::create_dir(&cache).unwrap();
    assert_refused(&cache, folder.path(), "a folder");
}

#[test]
fn a_wal_without_its_database_is_refused_and_left() {
    let folder = TempDir::new().unwrap();
    let cache = folder.path().join("fingerprints.sqlite3");
    fs::write(
        folder.path().join("fingerprints.sqlite3-wal"),
        b"someone's WAL",
    )
    .unwrap();
    let before = snapshot(folder.path());

    let (status, stderr) = scan_cli(&tree(), &cache);

    assert_eq!(status, Some(2), "{stderr}");
    assert!(stderr.contains("fingerprints.sqlite3-wal"), "{stderr}");
    assert_eq!(snapshot(folder.path()), before);
}

#[test]
fn a_cache_that_cannot_be_read_costs_a_notice_and_is_left() {
    use std::os::unix::fs::PermissionsExt;
    let tree = tree();
    let folder = TempDir::new().unwrap();
    for open in [tree.path(), folder.path()] {
        fs::set_permissions(open, fs::Permissions::from_mode(0o755)).unwrap();
    }
    let cache = folder.path().join("fingerprints.sqlite3");
    ours_with_wrong_columns(&cache);
    let before = snapshot(folder.path());
    fs::set_permissions(&cache, fs::Permissions::from_mode(0o000)).unwrap();

    let output = crate::support::doppel_unprivileged()
        .arg("scan")
        .arg(tree.path())
        .arg("--cache-file")
        .arg(&cache)
        .output()
        .unwrap();

    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    assert!(
        stderr.contains("could not be read") && stderr.contains("reads every file"),
        "{stderr}"
    );
    fs::set_permissions(&cache, fs::Permissions::from_mode(0o644)).unwrap();
    assert_eq!(snapshot(folder.path()), before);
}

#[test]
fn no_cache_scans_whatever_is_at_the_cache_path() {
    let folder = TempDir::new().unwrap();
    let cache = text_file_with_neighbours(folder.path());
    let before = snapshot(folder.path());
    let tree = tree();

    let output = doppel()
        .arg("scan")
        .arg(tree.path())
        .args(["--no-cache", "--format", "json"])
        .output()
        .unwrap();

    assert!(output.status.success());
    assert_eq!(snapshot(folder.path()), before);
    assert!(cache.exists());
}

#[test]
fn the_engine_scans_without_a_file_that_is_not_ours_and_leaves_it() {
    let tree = tree();
    let folder = TempDir::new().unwrap();
    let cache = foreign_database(folder.path());
    let before = snapshot(folder.path());

    let report = scan_cached(&tree, &cache);

    assert_eq!(report.notices.len(), 1, "{:?}", report.notices);
    let notice = report.notices[0].to_string();
    assert!(
        notice.contains(&cache.display().to_string())
            && notice.contains("not a Doppel fingerprint cache")
            && notice.contains("reads every file"),
        "{notice}"
    );
    assert_eq!(snapshot(folder.path()), before);
}

#[test]
fn a_new_cache_appears_whole_and_nothing_is_left_beside_it() {
    let tree = tree();
    let folder = TempDir::new().unwrap();
    let cache = folder.path().join("fingerprints.sqlite3");

    let (status, stderr) = scan_cli(&tree, &cache);

    assert_eq!(status, Some(0), "{stderr}");
    assert!(has_our_header(&cache), "our header is there");
    let names: Vec<String> = snapshot(folder.path()).into_keys().collect();
    assert_eq!(names, ["fingerprints.sqlite3"], "no temporary file left");
}

#[test]
fn a_cache_damaged_inside_is_rebuilt_when_its_rows_are_read() {
    let tree = tree();
    // Old enough to be remembered: files made just now are not.
    for i in 0..400 {
        settled(tree.path(), &format!("more/{i}"), &pseudo_random(100, i));
    }
    let folder = TempDir::new().unwrap();
    let cache = folder.path().join("fingerprints.sqlite3");
    let mut options = cached_options(tree.path(), Some(&cache));
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

/// A cache of ours (our header, this version) whose table has the wrong columns.
fn ours_with_wrong_columns(cache: &Path) {
    let damaged = rusqlite::Connection::open(cache).unwrap();
    damaged
        .execute_batch(&format!(
            "CREATE TABLE files (path BLOB PRIMARY KEY, something_else TEXT);
             PRAGMA application_id = {APPLICATION_ID};
             PRAGMA user_version = {SCHEMA_VERSION};"
        ))
        .unwrap();
}

#[test]
fn earlier_damaged_copies_are_kept_and_never_overwritten() {
    let tree = tree();
    let folder = TempDir::new().unwrap();
    let cache = folder.path().join("fingerprints.sqlite3");
    ours_with_wrong_columns(&cache);
    fs::write(with_name(&cache, ".broken-1"), b"an older copy").unwrap();
    // Every name this second (and the next few) could give is taken.
    let now = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .unwrap()
        .as_secs();
    for second in now..now + 5 {
        fs::write(with_name(&cache, &format!(".broken-{second}")), b"taken").unwrap();
    }
    let before = snapshot(folder.path());

    let report = scan_cli(&tree, &cache);

    assert_eq!(report.0, Some(0), "{}", report.1);
    assert!(report.1.contains("rebuilt"), "{}", report.1);
    let after = snapshot(folder.path());
    for (name, content) in &before {
        if name != "fingerprints.sqlite3" {
            assert_eq!(after.get(name), Some(content), "{name} is kept as it was");
        }
    }
    let new: Vec<&String> = after.keys().filter(|n| !before.contains_key(*n)).collect();
    assert_eq!(new.len(), 1, "one new damaged copy: {new:?}");
    assert!(
        new[0].starts_with("fingerprints.sqlite3.broken-"),
        "{new:?}"
    );
    let stamp = &new[0]["fingerprints.sqlite3.broken-".len()..];
    assert!(stamp.contains('.'), "a counter was added: {new:?}");
    assert!(has_our_header(&cache), "a new cache");
}

#[test]
fn a_cache_with_the_wrong_table_is_moved_aside_with_its_wal() {
    let tree = tree();
    let folder = TempDir::new().unwrap();
    let cache = folder.path().join("fingerprints.sqlite3");
    ours_with_wrong_columns(&cache);
    // A row only in the WAL, held there by a connection that stays open.
    let writer = rusqlite::Connection::open(&cache).unwrap();
    writer
        .execute_batch(
            "PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0;
             INSERT INTO files VALUES (x'2f61', 'only in the WAL');",
        )
        .unwrap();
    std::mem::forget(writer);

    let (status, stderr) = scan_cli(&tree, &cache);

    assert_eq!(status, Some(0), "{stderr}");
    assert!(stderr.contains("rebuilt"), "{stderr}");
    let aside = &broken_copies(&cache)[0];
    assert!(with_name(aside, "-wal").exists(), "the WAL went with it");
    let kept = rusqlite::Connection::open(aside).unwrap();
    let row: String = kept
        .query_row("SELECT something_else FROM files", [], |r| r.get(0))
        .unwrap();
    assert_eq!(row, "only in the WAL");
    assert!(scan_cached(&tree, &cache).notices.is_empty());
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
fn the_size_is_reported_and_clear_removes_every_file_of_ours() {
    let tree = tree();
    let folder = TempDir::new().unwrap();
    let cache = folder.path().join("fingerprints.sqlite3");
    assert_eq!(FingerprintCache::size_on_disk(&cache), 0);
    FingerprintCache::clear(&cache).expect("clearing nothing is fine");

    ours_with_wrong_columns(&cache);
    scan_cached(&tree, &cache);
    let size = FingerprintCache::size_on_disk(&cache);
    assert!(
        size > fs::metadata(&cache).unwrap().len(),
        "the broken copy counts: {size}"
    );

    let output = doppel()
        .args(["cache", "clear", "--cache-file"])
        .arg(&cache)
        .output()
        .unwrap();

    assert!(output.status.success(), "{output:?}");
    assert_eq!(FingerprintCache::size_on_disk(&cache), 0);
    assert!(snapshot(folder.path()).is_empty());
    // And the next scan starts a new one without complaint.
    assert!(scan_cached(&tree, &cache).notices.is_empty());
}

#[test]
fn clear_leaves_a_file_that_is_not_ours_and_says_so() {
    for make in [text_file_with_neighbours, foreign_database] {
        let folder = TempDir::new().unwrap();
        let cache = make(folder.path());
        let before = snapshot(folder.path());

        let output = doppel()
            .args(["cache", "clear", "--cache-file"])
            .arg(&cache)
            .output()
            .unwrap();

        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{stderr}");
        assert!(
            stderr.contains(&cache.display().to_string())
                && stderr.contains("not a Doppel fingerprint cache"),
            "{stderr}"
        );
        assert_eq!(snapshot(folder.path()), before);
        assert_eq!(
            FingerprintCache::size_on_disk(&cache),
            0,
            "none of it is ours"
        );
    }
}

#[test]
fn clear_removes_our_damaged_copies_but_not_a_strangers_file_named_like_one() {
    let tree = tree();
    let folder = TempDir::new().unwrap();
    let cache = folder.path().join("fingerprints.sqlite3");
    ours_with_wrong_columns(&cache);
    scan_cached(&tree, &cache);
    let strangers = with_name(&cache, ".broken-notes");
    fs::write(&strangers, b"not Doppel's").unwrap();

    let error = FingerprintCache::clear(&cache).unwrap_err();

    assert!(error.contains(&strangers.display().to_string()), "{error}");
    let left: Vec<String> = snapshot(folder.path()).into_keys().collect();
    assert_eq!(left, ["fingerprints.sqlite3.broken-notes"]);
    assert_eq!(fs::read(&strangers).unwrap(), b"not Doppel's");
}

#[test]
fn the_default_place_is_in_the_user_cache_folder() {
    if let Some(path) = FingerprintCache::default_path() {
        assert!(path.ends_with("doppel/fingerprints.sqlite3"), "{path:?}");
    }
}

/// A cache of Doppel's made by a scan of `tree` in `folder`, closed (SQLite removes its WAL
/// and index then), with a file of the user's named like its companion `suffix` beside it.
fn cache_with_users_file_beside(tree: &TempDir, folder: &Path, suffix: &str) -> (PathBuf, PathBuf) {
    let cache = folder.join("fingerprints.sqlite3");
    let (status, stderr) = scan_cli(tree, &cache);
    assert_eq!(status, Some(0), "{stderr}");
    let users = with_name(&cache, suffix);
    assert!(!users.exists(), "SQLite left {} behind", users.display());
    fs::write(&users, b"Dear diary, today I named a file badly.\n").unwrap();
    (cache, users)
}

#[test]
fn a_users_file_named_like_a_companion_of_the_cache_is_left_and_the_scan_goes_on() {
    for suffix in ["-journal", "-wal", "-shm"] {
        let tree = tree();
        let folder = TempDir::new().unwrap();
        let (cache, users) = cache_with_users_file_beside(&tree, folder.path(), suffix);
        let before = snapshot(folder.path());

        let (status, stderr) = scan_cli(&tree, &cache);

        assert_eq!(status, Some(0), "{suffix}: {stderr}");
        assert!(
            stderr.contains(&users.display().to_string()) && stderr.contains("reads every file"),
            "{suffix}: the notice names the file: {stderr}"
        );
        assert_eq!(
            snapshot(folder.path()),
            before,
            "{suffix}: the cache and the user's file are left byte for byte"
        );
    }
}

#[test]
fn the_engine_scans_without_the_cache_beside_a_users_companion() {
    for suffix in ["-journal", "-wal", "-shm"] {
        let tree = tree();
        let folder = TempDir::new().unwrap();
        let (cache, users) = cache_with_users_file_beside(&tree, folder.path(), suffix);
        let before = snapshot(folder.path());

        let report = scan(
            &cached_options(tree.path(), Some(&cache)),
            &CancelToken::new(),
            &|_| {},
        )
        .unwrap();

        assert_eq!(report.groups.len(), 1);
        assert_eq!(report.notices.len(), 1, "{suffix}: {:?}", report.notices);
        assert!(
            report.notices[0]
                .to_string()
                .contains(&users.display().to_string()),
            "{suffix}: {}",
            report.notices[0]
        );
        assert_eq!(snapshot(folder.path()), before, "{suffix}");
    }
}

#[test]
fn clear_leaves_a_users_file_named_like_a_companion() {
    let tree = tree();
    let folder = TempDir::new().unwrap();
    let (cache, users) = cache_with_users_file_beside(&tree, folder.path(), "-wal");
    let kept = fs::read(&users).unwrap();

    let error = FingerprintCache::clear(&cache).unwrap_err();

    assert!(error.contains(&users.display().to_string()), "{error}");
    assert_eq!(fs::read(&users).unwrap(), kept);
    assert_eq!(
        FingerprintCache::size_on_disk(&cache),
        0,
        "the cache itself is gone, and the user's file was never counted"
    );
}

#[test]
fn the_cache_is_used_beside_sqlites_own_companions() {
    // Another Doppel holds the cache open, with rows in its WAL: the companions are
    // SQLite's, and this scan uses the cache as usual.
    let tree = tree();
    let folder = TempDir::new().unwrap();
    let cache = folder.path().join("fingerprints.sqlite3");
    scan_cached(&tree, &cache);
    let other = rusqlite::Connection::open(&cache).unwrap();
    other
        .execute_batch(
            "PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0;
             INSERT INTO walks VALUES (x'2f6f74686572', 7);",
        )
        .unwrap();
    assert!(with_name(&cache, "-wal").exists() && with_name(&cache, "-shm").exists());

    let report = scan_cached(&tree, &cache);

    assert!(report.notices.is_empty(), "{:?}", report.notices);
    drop(other);
}

#[test]
fn a_damaged_cache_is_not_moved_aside_past_a_users_companion() {
    let tree = tree();
    let folder = TempDir::new().unwrap();
    let cache = folder.path().join("fingerprints.sqlite3");
    ours_with_wrong_columns(&cache);
    let users = with_name(&cache, "-journal");
    fs::write(&users, b"not a journal of anyone's database").unwrap();
    let before = snapshot(folder.path());

    let report = scan(
        &cached_options(tree.path(), Some(&cache)),
        &CancelToken::new(),
        &|_| {},
    )
    .unwrap();

    assert_eq!(report.notices.len(), 1, "{:?}", report.notices);
    assert!(
        report.notices[0]
            .to_string()
            .contains(&users.display().to_string()),
        "{}",
        report.notices[0]
    );
    assert!(broken_copies(&cache).is_empty(), "nothing was moved aside");
    assert_eq!(snapshot(folder.path()), before);
}
