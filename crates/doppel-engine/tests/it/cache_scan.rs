//! The fingerprint cache in scans: real files in temporary folders, the cache file in
//! another. A cache hit is proven the classic way: a file's content is changed while its
//! size and modified time are put back, so a scan that reports the old content did not read
//! the file, and a scan without the cache shows what is really there.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use crate::support::{
    cached_options, document, edited, file_names, pseudo_random, set_modified, settled, write,
};
use doppel_engine::cache::FingerprintCache;
use doppel_engine::report::{Group, Report, SkipReason};
use doppel_engine::{CancelToken, ScanOptions, scan};
use tempfile::TempDir;

/// A tree to scan and a separate folder for the cache file.
struct Setup {
    tree: TempDir,
    cache_dir: TempDir,
}

impl Setup {
    fn new() -> Setup {
        Setup {
            tree: TempDir::new().unwrap(),
            cache_dir: TempDir::new().unwrap(),
        }
    }

    fn root(&self) -> &Path {
        self.tree.path()
    }

    fn cache_file(&self) -> PathBuf {
        self.cache_dir.path().join("fingerprints.sqlite3")
    }

    fn options(&self, cached: bool) -> ScanOptions {
        cached_options(self.root(), cached.then(|| self.cache_file()).as_deref())
    }

    fn scan_with(&self, options: &ScanOptions) -> Report {
        let report = scan(options, &CancelToken::new(), &|_| {}).expect("the scan runs");
        assert!(
            report.notices.is_empty(),
            "no cache trouble expected: {:?}",
            report.notices
        );
        report
    }

    fn scan(&self, cached: bool) -> Report {
        self.scan_with(&self.options(cached))
    }

    /// Writes a file whose modified time is an hour ago, so the cache may remember it.
    fn settled(&self, relative: &str, content: &[u8]) -> PathBuf {
        settled(self.root(), relative, content)
    }
}

/// Rewrites `path` in place (same inode) with `content` of the same size, and puts its
/// modified time back: to the cache, nothing happened.
fn rewrite_unnoticed(path: &Path, content: &[u8]) {
    let before = fs::metadata(path).unwrap();
    assert_eq!(before.len(), content.len() as u64, "same size");
    fs::write(path, content).unwrap();
    set_modified(path, before.modified().unwrap());
    let after = fs::metadata(path).unwrap();
    assert_eq!(after.modified().unwrap(), before.modified().unwrap());
    assert_eq!(std::os::unix::fs::MetadataExt::ino(&after), {
        std::os::unix::fs::MetadataExt::ino(&before)
    });
}

/// File names of each group, sorted; exact and near groups apart (these scans look for no
/// similar images).
fn groups(report: &Report) -> (Vec<Vec<String>>, Vec<Vec<String>>) {
    let mut exact: Vec<Vec<String>> = Vec::new();
    let mut near: Vec<Vec<String>> = Vec::new();
    for group in &report.groups {
        match group {
            Group::Exact(_) => exact.push(file_names(group)),
            Group::Near(_) => near.push(file_names(group)),
            Group::Image(_) => panic!("no image search was asked for"),
            Group::Video(_) => panic!("no video search was asked for"),
            Group::Music(_) => panic!("no music search was asked for"),
        }
    }
    exact.sort();
    near.sort();
    (exact, near)
}

fn exact(report: &Report) -> Vec<Vec<String>> {
    groups(report).0
}

fn near(report: &Report) -> Vec<Vec<String>> {
    groups(report).1
}

fn list(names: &[&[&str]]) -> Vec<Vec<String>> {
    names
        .iter()
        .map(|g| g.iter().map(|n| n.to_string()).collect())
        .collect()
}

/// Skipped file names with their reasons.
fn skipped(report: &Report) -> Vec<(String, SkipReason)> {
    report
        .skipped
        .iter()
        .map(|s| {
            let name = s.path.file_name().unwrap().to_string_lossy().into_owned();
            (name, s.reason.clone())
        })
        .collect()
}

/// Unrelated text of exactly `len` bytes.
fn unrelated(len: usize, seed: u64) -> Vec<u8> {
    let mut text = document(len, seed).into_bytes();
    text.truncate(len);
    text
}

#[test]
fn unchanged_files_are_not_read_again() {
    let setup = Setup::new();
    let small = pseudo_random(1_000, 1);
    let large = pseudo_random(200_000, 2);
    setup.settled("small-a", &small);
    let small_b = setup.settled("small-b", &small);
    setup.settled("large-a", &large);
    let large_b = setup.settled("large-b", &large);
    let both = list(&[&["large-a", "large-b"], &["small-a", "small-b"]]);
    assert_eq!(exact(&setup.scan(true)), both);

    rewrite_unnoticed(&small_b, &pseudo_random(1_000, 3));
    // Same head and tail, different middle: only the whole-content hash tells.
    let mut changed = large.clone();
    changed[100_000] ^= 0xff;
    rewrite_unnoticed(&large_b, &changed);

    assert_eq!(exact(&setup.scan(true)), both, "the cache answered");
    assert!(exact(&setup.scan(false)).is_empty(), "the files did change");
}

#[test]
fn a_new_modified_time_makes_a_file_read_again() {
    let setup = Setup::new();
    let content = pseudo_random(50_000, 4);
    setup.settled("a", &content);
    let b = setup.settled("b", &content);
    setup.settled("c", &content);
    assert_eq!(exact(&setup.scan(true)), list(&[&["a", "b", "c"]]));

    fs::write(&b, pseudo_random(50_000, 5)).unwrap();
    set_modified(&b, SystemTime::now() - Duration::from_secs(1800));

    assert_eq!(exact(&setup.scan(true)), list(&[&["a", "c"]]));
}

#[test]
fn a_new_file_is_read_and_then_remembered() {
    let setup = Setup::new();
    let content = pseudo_random(3_000, 6);
    setup.settled("a", &content);
    setup.settled("b", &content);
    assert_eq!(exact(&setup.scan(true)), list(&[&["a", "b"]]));

    let new = setup.settled("new", &content);
    assert_eq!(exact(&setup.scan(true)), list(&[&["a", "b", "new"]]));

    rewrite_unnoticed(&new, &pseudo_random(3_000, 7));
    assert_eq!(exact(&setup.scan(true)), list(&[&["a", "b", "new"]]));
    assert_eq!(exact(&setup.scan(false)), list(&[&["a", "b"]]));
}

#[test]
fn files_modified_just_before_the_scan_are_not_remembered() {
    // A file can be rewritten within one tick of the file system's clock without its
    // modified time changing, so fresh files are read every time until they settle.
    let setup = Setup::new();
    let content = pseudo_random(2_000, 8);
    write(setup.root(), "a", &content);
    let b = write(setup.root(), "b", &content);
    assert_eq!(exact(&setup.scan(true)), list(&[&["a", "b"]]));

    rewrite_unnoticed(&b, &pseudo_random(2_000, 9));

    assert!(exact(&setup.scan(true)).is_empty());
}

#[test]
fn fingerprints_and_similarities_are_reused_only_for_the_same_file_and_options() {
    let setup = Setup::new();
    let text = document(400, 10);
    setup.settled("report.txt", text.as_bytes());
    let copy = setup.settled("report-edited.txt", edited(&text, 40, "changed").as_bytes());
    let pair = list(&[&["report-edited.txt", "report.txt"]]);
    assert_eq!(near(&setup.scan(true)), pair);
    assert_eq!(near(&setup.scan(true)), pair, "the remembered similarity");

    // What vouches for a remembered fingerprint or similarity is the file's identity
    // (device, inode, size, modified time to the nanosecond), as for hashes: a rewrite
    // that keeps all four is seen by other options and without the cache...
    let len = fs::metadata(&copy).unwrap().len() as usize;
    rewrite_unnoticed(&copy, &unrelated(len, 11));
    let mut other = setup.options(true);
    other.near.normalize.drop_numbers = true;
    assert!(
        near(&setup.scan_with(&other)).is_empty(),
        "other options read it again"
    );
    assert!(near(&setup.scan(false)).is_empty(), "the text did change");

    // ...and any change to the identity makes the file measured again.
    let later = fs::metadata(&copy).unwrap().modified().unwrap() + Duration::from_secs(1);
    fs::File::options()
        .write(true)
        .open(&copy)
        .unwrap()
        .set_modified(later)
        .unwrap();
    assert!(
        near(&setup.scan(true)).is_empty(),
        "a new modified time is a new file"
    );
}

#[test]
fn too_short_and_binary_files_are_remembered_too() {
    let setup = Setup::new();
    let text = document(300, 12);
    setup.settled("letter.txt", text.as_bytes());
    let edited_text = edited(&text, 40, "changed").into_bytes();
    let blob: Vec<u8> = b"\x00\x01\x02binary\xff".repeat(edited_text.len() / 10 + 1);
    let binary = setup.settled("data.dat", &blob[..edited_text.len()]);
    let short = setup.settled("note.txt", "a".repeat(39).as_bytes());
    let first = setup.scan(true);
    assert!(near(&first).is_empty());
    let short_reason = skipped(&first);
    assert_eq!(short_reason.len(), 1);
    assert!(short_reason[0].1.is_too_short(), "{short_reason:?}");

    // Now the binary file holds a near copy of the letter, and the note has 20 words.
    rewrite_unnoticed(&binary, &edited_text);
    rewrite_unnoticed(&short, b"a b c d e f g h i j k l m n o p q r s t");

    let cached = setup.scan(true);
    assert!(near(&cached).is_empty(), "still not a document");
    assert_eq!(skipped(&cached), short_reason, "still too short");
    let fresh = setup.scan(false);
    assert_eq!(near(&fresh), list(&[&["data.dat", "letter.txt"]]));
    assert!(fresh.skipped.is_empty());
}

#[test]
fn results_are_the_same_with_and_without_the_cache() {
    let setup = Setup::new();
    let big = pseudo_random(300_000, 13);
    let small = pseudo_random(5_000, 14);
    setup.settled("copies/big-1", &big);
    setup.settled("copies/deeper/big-2", &big);
    setup.settled("copies/small-1", &small);
    setup.settled("copies/small-2", &small);
    setup.settled("copies/small-3", &small);
    let mut big_twin = big.clone();
    big_twin[150_000] ^= 1;
    setup.settled("copies/big-almost", &big_twin);
    let linked = setup.settled("links/original", &pseudo_random(7_000, 15));
    fs::hard_link(&linked, setup.root().join("links/alias")).unwrap();
    setup.settled("links/copy", &pseudo_random(7_000, 15));
    for seed in 0..6u64 {
        let text = document(250 + seed as usize * 40, 100 + seed);
        setup.settled(&format!("docs/{seed}.txt"), text.as_bytes());
        setup.settled(
            &format!("docs/{seed}-v2.md"),
            edited(&text, 40, "changed").as_bytes(),
        );
        setup.settled(&format!("docs/{seed}-copy.txt"), text.as_bytes());
    }
    setup.settled("docs/short.txt", b"too few words here");
    setup.settled("docs/unique.txt", document(300, 999).as_bytes());
    setup.settled("bin/data.bin", &pseudo_random(10_000, 16));
    setup.settled("bin/blob.dat", &b"\x00\x00\x01".repeat(4_000));
    // One fresh file, read every time.
    write(setup.root(), "fresh/new.txt", document(200, 17).as_bytes());

    let without = setup.scan(false);
    let populating = setup.scan(true);
    let cached = setup.scan(true);

    assert!(without.groups.len() >= 9, "{:?}", groups(&without));
    for report in [&populating, &cached] {
        assert_eq!(report.roots, without.roots);
        assert_eq!(report.groups, without.groups);
        assert_eq!(report.skipped, without.skipped);
        assert_eq!(report.stats.files, without.stats.files);
        assert_eq!(report.stats.bytes, without.stats.bytes);
        assert!(!report.cancelled);
    }
}

#[test]
fn rows_of_deleted_files_go_and_rows_of_excluded_files_stay() {
    let setup = Setup::new();
    let content = pseudo_random(4_000, 18);
    setup.settled("keep-1", &content);
    setup.settled("keep-2", &content);
    let gone = setup.settled("gone", &content);
    let excluded = setup.settled("skipped-next-time", &content);
    setup.scan(true);
    let rows = |path: &Path| {
        let (cache, notice) = FingerprintCache::open(&setup.cache_file()).unwrap();
        assert_eq!(notice, None);
        (
            cache.row_count().unwrap(),
            cache.row(path).unwrap().is_some(),
        )
    };
    let gone_shown = gone.canonicalize().unwrap();
    let excluded_shown = excluded.canonicalize().unwrap();
    assert_eq!(rows(&gone_shown), (4, true));

    fs::remove_file(&gone).unwrap();
    let mut options = setup.options(true);
    options.excludes = vec!["skipped-*".to_string()];
    setup.scan_with(&options);

    assert_eq!(rows(&gone_shown), (3, false));
    assert_eq!(rows(&excluded_shown), (3, true));

    // Files under the size limit are left out of the walk on purpose: their rows stay.
    let mut options = setup.options(true);
    options.min_size = 1_000_000;
    setup.scan_with(&options);
    assert_eq!(rows(&excluded_shown), (3, true));
}

#[test]
fn a_scan_stopped_midway_keeps_what_it_had_hashed_for_the_next() {
    let setup = Setup::new();
    // Same size, same head and tail, different middles: every file is read whole in the
    // second pass, which takes long enough to be stopped in.
    let mut paths = Vec::new();
    for i in 0..16u8 {
        let mut content = pseudo_random(8 << 20, 30);
        content[4 << 20] = i;
        paths.push(setup.settled(&format!("big-{i:02}"), &content));
    }
    let options = setup.options(true);
    let cancel = CancelToken::new();
    let report = scan(&options, &cancel, &|progress| {
        if progress.phase == doppel_engine::Phase::Hashing {
            cancel.cancel();
        }
    })
    .unwrap();
    assert!(report.cancelled, "stopped while reading whole files");

    // The first pass was over: its hashes were written, though the scan did not finish.
    let (cache, _) = FingerprintCache::open(&setup.cache_file()).unwrap();
    for path in &paths {
        let row = cache.row(&path.canonicalize().unwrap()).unwrap();
        let row = row.unwrap_or_else(|| panic!("{} was remembered", path.display()));
        assert!(row.prehash().is_some(), "{}", path.display());
    }
}
