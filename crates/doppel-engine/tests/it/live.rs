//! Keeping results current from changed paths ([`LiveScan`]): each update must give the
//! groups a whole scan would, while listing only the paths it is told about.

use std::fs;
use std::path::{Path, PathBuf};

use crate::support::{cached_options, document, edited, file_names, pseudo_random, settled};
use doppel_engine::live::LiveScan;
use doppel_engine::report::{Group, Report};
use doppel_engine::{CancelToken, ScanOptions, scan};
use tempfile::TempDir;

/// A tree, a cache beside it, and a live scan of the tree.
struct Live {
    tree: TempDir,
    _cache: TempDir,
    options: ScanOptions,
    live: LiveScan,
}

impl Live {
    fn start(make: impl FnOnce(&Path)) -> Live {
        let tree = TempDir::new().unwrap();
        make(tree.path());
        let cache = TempDir::new().unwrap();
        let root = tree.path().canonicalize().unwrap();
        let options = cached_options(&root, Some(&cache.path().join("cache.sqlite3")));
        let live = LiveScan::scan(&options, &CancelToken::new(), &|_| {}).unwrap();
        Live {
            tree,
            _cache: cache,
            options,
            live,
        }
    }

    fn path(&self, relative: &str) -> PathBuf {
        self.tree.path().canonicalize().unwrap().join(relative)
    }

    fn apply(&mut self, changed: &[PathBuf]) {
        self.live
            .apply(changed, &CancelToken::new(), &|_| {})
            .unwrap();
    }

    /// The groups a whole scan finds now.
    fn scanned(&self) -> Vec<Vec<String>> {
        groups(&scan(&self.options, &CancelToken::new(), &|_| {}).unwrap())
    }

    fn groups(&self) -> Vec<Vec<String>> {
        groups(self.live.report())
    }
}

fn groups(report: &Report) -> Vec<Vec<String>> {
    let mut all: Vec<Vec<String>> = report
        .groups
        .iter()
        .map(|group| {
            let kind = match group {
                Group::Exact(_) => "exact",
                Group::Near(_) => "near",
                Group::Image(_) => "image",
                Group::Video(_) => "video",
                Group::Music(_) => "music",
            };
            let mut names = file_names(group);
            names.insert(0, kind.to_string());
            names
        })
        .collect();
    all.sort();
    all
}

fn list(groups: &[&[&str]]) -> Vec<Vec<String>> {
    let mut all: Vec<Vec<String>> = groups
        .iter()
        .map(|g| g.iter().map(|s| s.to_string()).collect())
        .collect();
    all.sort();
    all
}

#[test]
fn new_changed_and_removed_files_update_the_groups_as_a_whole_scan_would() {
    let content = pseudo_random(30_000, 1);
    let mut live = Live::start(|root| {
        settled(root, "a.bin", &content);
        settled(root, "other.bin", &pseudo_random(30_000, 2));
    });
    assert!(live.groups().is_empty());

    let copy = settled(live.tree.path(), "sub/copy.bin", &content);
    live.apply(&[copy.canonicalize().unwrap()]);
    assert_eq!(live.groups(), list(&[&["exact", "a.bin", "copy.bin"]]));
    assert_eq!(live.groups(), live.scanned());

    // The other file becomes a copy too: same size, so its group is found from the cache
    // and the one changed file.
    fs::write(live.path("other.bin"), &content).unwrap();
    live.apply(&[live.path("other.bin")]);
    assert_eq!(
        live.groups(),
        list(&[&["exact", "a.bin", "copy.bin", "other.bin"]])
    );
    assert_eq!(live.groups(), live.scanned());

    fs::remove_dir_all(live.path("sub")).unwrap();
    fs::remove_file(live.path("a.bin")).unwrap();
    live.apply(&[live.path("sub"), live.path("a.bin")]);
    assert!(live.groups().is_empty());
    assert_eq!(live.groups(), live.scanned());
    assert_eq!(live.live.report().stats.files, 1);
}

#[test]
fn only_the_changed_paths_are_listed_again() {
    let content = pseudo_random(20_000, 3);
    let mut live = Live::start(|root| {
        settled(root, "a.bin", &content);
    });
    // Two copies appear, but only one is announced: the update does not walk the tree, so
    // it finds that one alone; a whole scan finds both.
    settled(live.tree.path(), "announced.bin", &content);
    settled(live.tree.path(), "unannounced.bin", &content);
    live.apply(&[live.path("announced.bin")]);
    assert_eq!(live.groups(), list(&[&["exact", "a.bin", "announced.bin"]]));
    assert_eq!(
        live.scanned(),
        list(&[&["exact", "a.bin", "announced.bin", "unannounced.bin"]])
    );
}

#[test]
fn a_folder_moved_in_is_walked_and_paths_the_scan_skips_stay_skipped() {
    let content = pseudo_random(20_000, 4);
    let mut live = Live::start(|root| {
        settled(root, "a.bin", &content);
    });
    let outside = TempDir::new().unwrap();
    settled(outside.path(), "moved/deep/copy.bin", &content);
    fs::rename(outside.path().join("moved"), live.path("moved")).unwrap();
    settled(live.tree.path(), ".hidden/copy.bin", &content);
    live.apply(&[live.path("moved"), live.path(".hidden/copy.bin")]);
    assert_eq!(live.groups(), list(&[&["exact", "a.bin", "copy.bin"]]));
    assert_eq!(live.groups(), live.scanned());
}

#[test]
fn a_hard_link_added_is_the_same_file_not_a_copy() {
    let content = pseudo_random(20_000, 5);
    let mut live = Live::start(|root| {
        settled(root, "a.bin", &content);
        settled(root, "b.bin", &content);
    });
    fs::hard_link(live.path("a.bin"), live.path("link.bin")).unwrap();
    live.apply(&[live.path("link.bin")]);
    assert_eq!(live.groups(), list(&[&["exact", "a.bin", "b.bin"]]));
    let Group::Exact(group) = &live.live.report().groups[0] else {
        panic!("an exact group");
    };
    assert_eq!(group.files[0].aliases, vec![live.path("link.bin")]);
    assert_eq!(live.groups(), live.scanned());
}

#[test]
fn an_edited_document_joins_its_near_group() {
    let text = document(600, 7);
    let mut live = Live::start(|root| {
        settled(root, "report.txt", text.as_bytes());
        settled(root, "notes.txt", document(600, 8).as_bytes());
    });
    assert!(live.groups().is_empty());
    settled(
        live.tree.path(),
        "report-v2.txt",
        edited(&text, 50, "revised").as_bytes(),
    );
    live.apply(&[live.path("report-v2.txt")]);
    assert_eq!(
        live.groups(),
        list(&[&["near", "report-v2.txt", "report.txt"]])
    );
    assert_eq!(live.groups(), live.scanned());
}

#[test]
fn a_root_that_goes_is_listed_as_gone_and_scanned_again_when_back() {
    let content = pseudo_random(20_000, 9);
    let other = TempDir::new().unwrap();
    settled(other.path(), "copy.bin", &content);
    let mut live = Live::start(|root| {
        settled(root, "a.bin", &content);
    });
    let second = other.path().canonicalize().unwrap();
    live.options.roots.push(second.clone());
    live.live = LiveScan::scan(&live.options, &CancelToken::new(), &|_| {}).unwrap();
    assert_eq!(live.groups(), list(&[&["exact", "a.bin", "copy.bin"]]));

    let aside = second.with_extension("aside");
    fs::rename(&second, &aside).unwrap();
    live.apply(std::slice::from_ref(&second));
    assert!(live.groups().is_empty());
    assert!(
        live.live.report().skipped.iter().any(|s| s.path == second),
        "{:?}",
        live.live.report().skipped
    );

    fs::rename(&aside, &second).unwrap();
    live.apply(std::slice::from_ref(&second));
    assert_eq!(live.groups(), list(&[&["exact", "a.bin", "copy.bin"]]));
}
