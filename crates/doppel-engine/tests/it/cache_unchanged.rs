//! The last report, kept whole in the fingerprint cache: a scan of a tree exactly as the
//! last scan found it takes that scan's report, and anything the walk can see changing
//! (a new, renamed, rewritten or re-permissioned file, other options) makes it look again.
//!
//! Whether a scan looked again is proven through the cache itself: the tests empty the
//! tables of hashes and fingerprints between scans. A scan that took the stored report reads
//! no file and so leaves them empty; a scan that looked again fills them.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use crate::support::{
    cached_options, document, edited, file_names, pseudo_random, set_modified, settled,
};
use doppel_engine::cache::FingerprintCache;
use doppel_engine::images::Likeness;
use doppel_engine::live::LiveScan;
use doppel_engine::near::Similarity;
use doppel_engine::report::{Bar, Report};
use doppel_engine::{CancelToken, ScanOptions, scan};
use tempfile::TempDir;

struct Setup {
    tree: TempDir,
    cache_dir: TempDir,
}

impl Setup {
    /// A tree with two exact copies and two versions of a document, all settled.
    fn new() -> Setup {
        let setup = Setup {
            tree: TempDir::new().unwrap(),
            cache_dir: TempDir::new().unwrap(),
        };
        let photo = pseudo_random(50_000, 1);
        settled(setup.root(), "a/photo.jpg", &photo);
        settled(setup.root(), "b/photo copy.jpg", &photo);
        let text = document(600, 2);
        settled(setup.root(), "notes.txt", text.as_bytes());
        settled(
            setup.root(),
            "notes v2.txt",
            edited(&text, 60, "x").as_bytes(),
        );
        setup
    }

    fn root(&self) -> &Path {
        self.tree.path()
    }

    fn cache_file(&self) -> PathBuf {
        self.cache_dir.path().join("fingerprints.sqlite3")
    }

    fn options(&self) -> ScanOptions {
        cached_options(self.root(), Some(&self.cache_file()))
    }

    fn scan_with(&self, options: &ScanOptions) -> Report {
        let report = scan(options, &CancelToken::new(), &|_| {}).expect("the scan runs");
        assert!(
            report.notices.is_empty(),
            "no cache trouble: {:?}",
            report.notices
        );
        report
    }

    fn scan(&self) -> Report {
        self.scan_with(&self.options())
    }

    fn sql(&self) -> rusqlite::Connection {
        rusqlite::Connection::open(self.cache_file()).unwrap()
    }

    /// Forgets every hash and fingerprint, keeping the stored reports.
    fn forget_files(&self) {
        self.sql()
            .execute_batch("DELETE FROM files; DELETE FROM documents; DELETE FROM pairs;")
            .unwrap();
    }

    /// Files with a hash or fingerprint remembered: files some scan read since
    /// [`Setup::forget_files`].
    fn files_read(&self) -> i64 {
        self.sql()
            .query_row(
                "SELECT (SELECT count(*) FROM files) + (SELECT count(*) FROM documents)",
                [],
                |r| r.get(0),
            )
            .unwrap()
    }

    fn reports_kept(&self) -> i64 {
        self.sql()
            .query_row("SELECT count(*) FROM reports", [], |r| r.get(0))
            .unwrap()
    }
}

/// The report with the one figure that changes from scan to scan (its duration) zeroed.
fn timeless(mut report: Report) -> Report {
    report.stats.seconds = 0.0;
    report
}

/// File names of each group, sorted.
fn names(report: &Report) -> Vec<Vec<String>> {
    let mut groups: Vec<Vec<String>> = report.groups.iter().map(file_names).collect();
    groups.sort();
    groups
}

#[test]
fn an_unchanged_tree_gets_the_last_report_without_reading_a_file() {
    let setup = Setup::new();
    let first = setup.scan();
    assert_eq!(
        names(&first),
        [
            vec!["notes v2.txt", "notes.txt"],
            vec!["photo copy.jpg", "photo.jpg"]
        ]
    );
    assert_eq!(setup.reports_kept(), 1);
    setup.forget_files();
    let second = setup.scan();
    assert_eq!(timeless(second), timeless(first));
    assert_eq!(setup.files_read(), 0, "nothing was read");
}

#[test]
fn a_file_rewritten_with_its_modified_time_put_back_is_read_again() {
    let setup = Setup::new();
    setup.scan();
    setup.forget_files();
    // Same size, same inode, same modified time: only its change time tells.
    let copy = setup.root().join("b/photo copy.jpg");
    let modified = fs::metadata(&copy).unwrap().modified().unwrap();
    fs::write(&copy, pseudo_random(50_000, 9)).unwrap();
    set_modified(&copy, modified);
    let report = setup.scan();
    assert_eq!(names(&report), [vec!["notes v2.txt", "notes.txt"]]);
    assert!(setup.files_read() > 0);
}

#[test]
fn a_new_renamed_or_re_permissioned_file_makes_the_scan_look_again() {
    let setup = Setup::new();
    setup.scan();

    setup.forget_files();
    let third = settled(setup.root(), "c/photo again.jpg", &pseudo_random(50_000, 1));
    assert_eq!(
        names(&setup.scan())[1],
        ["photo again.jpg", "photo copy.jpg", "photo.jpg"]
    );
    assert!(setup.files_read() > 0, "looked again after a new file");

    setup.forget_files();
    fs::rename(&third, setup.root().join("c/renamed.jpg")).unwrap();
    assert_eq!(
        names(&setup.scan())[1],
        ["photo copy.jpg", "photo.jpg", "renamed.jpg"]
    );
    assert!(setup.files_read() > 0, "looked again after a rename");

    setup.forget_files();
    use std::os::unix::fs::PermissionsExt;
    let notes = setup.root().join("notes.txt");
    fs::set_permissions(&notes, fs::Permissions::from_mode(0o600)).unwrap();
    setup.scan();
    assert!(setup.files_read() > 0, "looked again after chmod");
}

#[test]
fn other_options_do_not_share_a_report() {
    let setup = Setup::new();
    setup.scan();
    let mut exact_only = setup.options();
    exact_only.exact_only = true;
    assert_eq!(
        names(&setup.scan_with(&exact_only)),
        [vec!["photo copy.jpg", "photo.jpg"]]
    );
    let mut larger = setup.options();
    larger.min_size = 60_000;
    assert!(setup.scan_with(&larger).groups.is_empty());
    assert_eq!(setup.reports_kept(), 3);
    // And each is still there for its own options.
    setup.forget_files();
    assert_eq!(names(&setup.scan()).len(), 2);
    assert_eq!(names(&setup.scan_with(&exact_only)).len(), 1);
    assert_eq!(setup.files_read(), 0);
}

#[test]
fn a_stored_report_keeps_the_bar_its_groups_were_found_with() {
    let setup = Setup::new();
    let mut options = setup.options();
    options.near.threshold = Similarity::new(0.85).unwrap();
    options.near.normalize.stem = true;
    options.images.likeness = Likeness::Similar;
    let first = setup.scan_with(&options);
    assert_eq!(first.bar, Bar::of(&options));
    setup.forget_files();
    let second = setup.scan_with(&options);
    assert_eq!(setup.files_read(), 0, "the stored report was taken");
    assert_eq!(second.bar.similarity.get(), 0.85);
    assert!(second.bar.normalize.stem);
    assert_eq!(second.bar.likeness, Likeness::Similar);
}

#[test]
fn a_damaged_stored_report_costs_only_a_full_scan() {
    let setup = Setup::new();
    let first = setup.scan();
    setup
        .sql()
        .execute(
            "UPDATE report_parts SET bytes = x'0100000000000000ffff'",
            [],
        )
        .unwrap();
    setup.forget_files();
    let second = setup.scan();
    assert_eq!(timeless(second), timeless(first));
    assert!(setup.files_read() > 0, "looked again");
    // The full scan stored a good report in place of the damaged one.
    setup.forget_files();
    setup.scan();
    assert_eq!(setup.files_read(), 0);
}

#[test]
fn a_tree_written_in_the_last_moments_is_not_kept() {
    let setup = Setup::new();
    let fresh = setup.root().join("just now.txt");
    fs::write(
        &fresh,
        "written a moment ago, and maybe again within the same tick",
    )
    .unwrap();
    setup.scan();
    assert_eq!(setup.reports_kept(), 0);
    // Once it has settled, the report is kept.
    set_modified(&fresh, SystemTime::now() - Duration::from_secs(60));
    setup.scan();
    assert_eq!(setup.reports_kept(), 1);
}

#[test]
fn only_the_newest_reports_are_kept() {
    let setup = Setup::new();
    for min_size in 1..=6 {
        let mut options = setup.options();
        options.min_size = min_size;
        setup.scan_with(&options);
    }
    assert_eq!(setup.reports_kept(), 4);
}

#[test]
fn a_report_that_cannot_be_stored_is_told_and_leaves_nothing_half_written() {
    let setup = Setup::new();
    FingerprintCache::open(&setup.cache_file()).unwrap();
    // Every part refused, as on a full disk, after the report's own row went in.
    setup
        .sql()
        .execute_batch(
            "CREATE TRIGGER full BEFORE INSERT ON report_parts \
             BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END;",
        )
        .unwrap();
    let report = scan(&setup.options(), &CancelToken::new(), &|_| {}).unwrap();
    assert_eq!(
        names(&report),
        [
            vec!["notes v2.txt", "notes.txt"],
            vec!["photo copy.jpg", "photo.jpg"]
        ]
    );
    assert_eq!(report.notices.len(), 1, "{:?}", report.notices);
    assert!(
        report.notices[0]
            .to_string()
            .contains("could not keep this scan's results")
            && report.notices[0].to_string().contains("disk is full"),
        "{}",
        report.notices[0]
    );
    assert_eq!(
        setup.reports_kept(),
        0,
        "the report's row went back with its parts"
    );
    // What was hashed is kept; the next scan runs in full and stores its report.
    setup.sql().execute_batch("DROP TRIGGER full;").unwrap();
    setup.forget_files();
    setup.scan();
    assert!(setup.files_read() > 0);
    assert_eq!(setup.reports_kept(), 1);
}

/// A live scan (the app's, `doppel watch`'s) that takes a stored report, whole or damaged,
/// still holds every walked file, so an update regroups a new copy with the old ones.
#[test]
fn a_live_scan_from_a_stored_report_keeps_its_files_for_updates() {
    for damaged in [false, true] {
        let setup = Setup::new();
        let first = setup.scan();
        if damaged {
            setup
                .sql()
                .execute("UPDATE report_parts SET bytes = x'00'", [])
                .unwrap();
        }
        setup.forget_files();
        let mut live = LiveScan::scan(&setup.options(), &CancelToken::new(), &|_| {}).unwrap();
        assert_eq!(timeless(live.report().clone()), timeless(first));
        assert_eq!(
            setup.files_read() > 0,
            damaged,
            "read again only when damaged"
        );
        let third = settled(setup.root(), "c/photo 3.jpg", &pseudo_random(50_000, 1));
        live.apply(
            &[third.canonicalize().unwrap()],
            &CancelToken::new(),
            &|_| {},
        )
        .unwrap();
        assert_eq!(
            names(live.report())[1],
            ["photo 3.jpg", "photo copy.jpg", "photo.jpg"],
            "damaged: {damaged}"
        );
    }
}

#[test]
fn a_hard_link_added_or_removed_makes_the_scan_look_again() {
    let setup = Setup::new();
    setup.scan();
    setup.forget_files();
    let link = setup.root().join("a/photo link.jpg");
    fs::hard_link(setup.root().join("a/photo.jpg"), &link).unwrap();
    let linked = setup.scan();
    assert!(setup.files_read() > 0, "looked again after a new link");
    let aliases: Vec<_> = linked
        .groups
        .iter()
        .flat_map(|g| g.files())
        .flat_map(|f| &f.aliases)
        .collect();
    assert_eq!(aliases.len(), 1, "the link is an alias of its file");

    setup.forget_files();
    fs::remove_file(&link).unwrap();
    let unlinked = setup.scan();
    assert!(setup.files_read() > 0, "looked again after the link went");
    assert!(
        unlinked
            .groups
            .iter()
            .flat_map(|g| g.files())
            .all(|f| f.aliases.is_empty())
    );
}

/// Two scans of the same tree with the same cache at once (as the app and the command line
/// may be): both get the right report, and one report is kept for the next.
#[test]
fn two_scans_at_once_both_store_and_one_report_is_kept() {
    let setup = Setup::new();
    let reports: Vec<Report> = std::thread::scope(|scope| {
        let both = [0, 1].map(|_| scope.spawn(|| setup.scan()));
        both.map(|scan| scan.join().unwrap()).into()
    });
    assert_eq!(timeless(reports[0].clone()), timeless(reports[1].clone()));
    assert_eq!(
        names(&reports[0]),
        [
            vec!["notes v2.txt", "notes.txt"],
            vec!["photo copy.jpg", "photo.jpg"]
        ]
    );
    assert_eq!(setup.reports_kept(), 1);
    setup.forget_files();
    assert_eq!(timeless(setup.scan()), timeless(reports[0].clone()));
    assert_eq!(setup.files_read(), 0);
}
