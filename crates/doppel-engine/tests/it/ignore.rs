//! "Not duplicates": groups and members hidden through the ignore list, on real files in
//! temporary folders scanned for real, then renamed, moved, edited and scanned again; the
//! list saved and loaded as a restart would; a damaged list set aside.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Barrier;
use std::time::{Duration, SystemTime};

use doppel_engine::ignore::{
    ContentKey, Damage, GroupRef, Hidden, IgnoreList, IgnoreNotice, IgnoredKind, IgnoredScope,
    hide_ignored,
};
use doppel_engine::report::{FolderKind, Group, GroupKind, Report};
use doppel_engine::{CancelToken, ScanOptions, scan};
use image::ImageFormat;
use image::imageops::FilterType;
use tempfile::TempDir;

use crate::support::photo::photo;
use crate::support::{document, edited, file_names, named_pipe, near_chain, pseudo_random, write};

/// A temporary folder, its canonical path (the report's paths are canonical), and the
/// ignore list's path in a data folder beside the tree.
struct Sandbox {
    _dir: TempDir,
    root: PathBuf,
    list: PathBuf,
}

impl Sandbox {
    fn new() -> Sandbox {
        let dir = TempDir::new().unwrap();
        let base = dir.path().canonicalize().unwrap();
        let root = base.join("tree");
        fs::create_dir(&root).unwrap();
        let list = IgnoreList::default_path(&base.join("data/doppel"));
        Sandbox {
            _dir: dir,
            root,
            list,
        }
    }

    fn write(&self, relative: &str, content: &[u8]) -> PathBuf {
        write(&self.root, relative, content)
    }

    /// Scans the tree, `adjust`ed, without the fingerprint cache.
    fn scan(&self, adjust: impl FnOnce(&mut ScanOptions)) -> Report {
        let mut options = ScanOptions::new(vec![self.root.clone()]);
        adjust(&mut options);
        scan(&options, &CancelToken::new(), &|_| {}).expect("the scan runs")
    }

    /// Scans the tree for exact copies only.
    fn scan_exact(&self) -> Report {
        self.scan(|o| o.exact_only = true)
    }

    /// Hides, through the file, what `hide` says, as the app does.
    fn hide(
        &self,
        hide: impl FnOnce(&mut IgnoreList) -> Result<doppel_engine::ignore::EntryId, String>,
    ) -> doppel_engine::ignore::EntryId {
        let updated = IgnoreList::update(&self.list, hide).expect("the list is changed");
        assert_eq!(updated.notice, None);
        updated.value
    }

    /// Filters `report` with the list as a new process would read it from the file.
    fn filter(&self, report: &mut Report) -> Hidden {
        let loaded = IgnoreList::load(&self.list);
        assert_eq!(loaded.notice, None);
        hide_ignored(report, &loaded.list)
    }

    fn rename(&self, from: &str, to: &str) {
        let to = self.root.join(to);
        fs::create_dir_all(to.parent().unwrap()).unwrap();
        fs::rename(self.root.join(from), to).unwrap();
    }
}

/// The index of the group holding a file named `name`.
fn group_of(report: &Report, name: &str) -> usize {
    report
        .groups
        .iter()
        .position(|g| file_names(g).iter().any(|n| n == name))
        .unwrap_or_else(|| panic!("no group holds {name}: {:?}", report.groups))
}

/// Every group's file names (sorted), sorted.
fn shown(report: &Report) -> Vec<Vec<String>> {
    let mut groups: Vec<Vec<String>> = report.groups.iter().map(file_names).collect();
    groups.sort();
    groups
}

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

fn now() -> SystemTime {
    SystemTime::now()
}

#[test]
fn a_hidden_exact_group_stays_hidden_after_renames_moves_rescans_and_a_restart() {
    let sandbox = Sandbox::new();
    let a = pseudo_random(3000, 1);
    let b = pseudo_random(2000, 2);
    for name in ["a1.bin", "a2.bin", "a3.bin"] {
        sandbox.write(name, &a);
    }
    sandbox.write("b1.bin", &b);
    sandbox.write("b2.bin", &b);

    let report = sandbox.scan_exact();
    let a_group = group_of(&report, "a1.bin");
    let id = sandbox.hide(|list| list.hide_group(&report, GroupRef::Files(a_group), now()));

    let entries = IgnoreList::load(&sandbox.list).list.entries().to_vec();
    assert_eq!(entries.len(), 1);
    assert_eq!(entries[0].id, id);
    assert_eq!(
        (entries[0].kind, entries[0].scope),
        (IgnoredKind::Files(GroupKind::Exact), IgnoredScope::Group)
    );
    assert!(matches!(entries[0].key, ContentKey::Exact { .. }));
    assert_eq!(entries[0].paths.len(), 3);

    // Without the list both groups show; with it, only B.
    let mut rescanned = sandbox.scan_exact();
    assert_eq!(rescanned.groups.len(), 2);
    let hidden = sandbox.filter(&mut rescanned);
    assert_eq!(
        hidden,
        Hidden {
            groups: 1,
            members: 0
        }
    );
    assert_eq!(shown(&rescanned), [names(&["b1.bin", "b2.bin"])]);
    assert_eq!(hidden.to_string(), "1 group is hidden as not duplicates");

    // Renamed, moved into another folder: still hidden.
    sandbox.rename("a1.bin", "renamed.bin");
    sandbox.rename("a2.bin", "deep/er/moved.bin");
    let mut moved = sandbox.scan_exact();
    assert_eq!(moved.groups.len(), 2);
    assert_eq!(sandbox.filter(&mut moved).groups, 1);
    assert_eq!(shown(&moved), [names(&["b1.bin", "b2.bin"])]);

    // A restart: the list read afresh from the file is the one saved, and still hides it.
    let first = IgnoreList::load(&sandbox.list).list;
    let mut restarted = sandbox.scan_exact();
    assert_eq!(hide_ignored(&mut restarted, &first).groups, 1);
    first.save(&sandbox.list).unwrap();
    assert_eq!(IgnoreList::load(&sandbox.list).list, first);
}

#[test]
fn an_edited_copy_of_a_hidden_group_shows_in_a_new_group() {
    let sandbox = Sandbox::new();
    let a = pseudo_random(3000, 3);
    for name in ["a1.bin", "a2.bin", "a3.bin"] {
        sandbox.write(name, &a);
    }
    let report = sandbox.scan_exact();
    sandbox.hide(|list| list.hide_group(&report, GroupRef::Files(0), now()));

    // a3 is edited and copied: its new content makes a new group, which shows; the two
    // unchanged copies keep the hidden content and stay hidden.
    let mut edited_a = a.clone();
    edited_a[100] ^= 0xff;
    sandbox.write("a3.bin", &edited_a);
    sandbox.write("a3 copy.bin", &edited_a);
    let mut rescanned = sandbox.scan_exact();
    assert_eq!(rescanned.groups.len(), 2);
    assert_eq!(sandbox.filter(&mut rescanned).groups, 1);
    assert_eq!(shown(&rescanned), [names(&["a3 copy.bin", "a3.bin"])]);
}

#[test]
fn hiding_one_copy_of_three_leaves_two_and_survives_renaming_that_copy() {
    let sandbox = Sandbox::new();
    let a = pseudo_random(3000, 4);
    for name in ["a1.bin", "a2.bin", "a3.bin"] {
        sandbox.write(name, &a);
    }
    let report = sandbox.scan_exact();
    let member = report.groups[0]
        .files()
        .iter()
        .position(|f| f.path.ends_with("a3.bin"))
        .unwrap();
    sandbox.hide(|list| list.hide_member(&report, GroupRef::Files(0), member, now()));
    let entry = IgnoreList::load(&sandbox.list).list.entries()[0].clone();
    assert_eq!(
        (entry.kind, entry.scope),
        (IgnoredKind::Files(GroupKind::Exact), IgnoredScope::Member)
    );
    assert!(matches!(entry.key, ContentKey::ExactFile { .. }));
    assert!(entry.paths[0].ends_with("a3.bin"));

    let mut rescanned = sandbox.scan_exact();
    assert_eq!(
        sandbox.filter(&mut rescanned),
        Hidden {
            groups: 0,
            members: 1
        }
    );
    assert_eq!(shown(&rescanned), [names(&["a1.bin", "a2.bin"])]);
    assert_eq!(rescanned.summary().redundant_files, 1);

    // The hidden copy renamed and moved (same inode): still out of the group.
    sandbox.rename("a3.bin", "elsewhere/kept apart.bin");
    let mut moved = sandbox.scan_exact();
    assert_eq!(moved.groups[0].files().len(), 3);
    assert_eq!(sandbox.filter(&mut moved).members, 1);
    assert_eq!(shown(&moved), [names(&["a1.bin", "a2.bin"])]);

    // A new copy of the same content is another file: it joins the group.
    fs::copy(
        sandbox.root.join("elsewhere/kept apart.bin"),
        sandbox.root.join("a4.bin"),
    )
    .unwrap();
    let mut copied = sandbox.scan_exact();
    assert_eq!(sandbox.filter(&mut copied).members, 1);
    assert_eq!(shown(&copied), [names(&["a1.bin", "a2.bin", "a4.bin"])]);
}

#[test]
fn a_pair_left_with_one_file_is_dropped_and_counted_as_a_group() {
    let sandbox = Sandbox::new();
    let a = pseudo_random(3000, 5);
    sandbox.write("a1.bin", &a);
    sandbox.write("a2.bin", &a);
    let report = sandbox.scan_exact();
    sandbox.hide(|list| list.hide_member(&report, GroupRef::Files(0), 1, now()));
    let mut rescanned = sandbox.scan_exact();
    assert_eq!(
        sandbox.filter(&mut rescanned),
        Hidden {
            groups: 1,
            members: 0
        }
    );
    assert!(rescanned.groups.is_empty());
}

#[test]
fn a_brought_back_group_shows_again() {
    let sandbox = Sandbox::new();
    let a = pseudo_random(3000, 6);
    sandbox.write("a1.bin", &a);
    sandbox.write("a2.bin", &a);
    let report = sandbox.scan_exact();
    let id = sandbox.hide(|list| list.hide_group(&report, GroupRef::Files(0), now()));
    // Hiding it again adds nothing: the entry that hides it is named.
    assert_eq!(
        sandbox.hide(|list| list.hide_group(&report, GroupRef::Files(0), now())),
        id
    );
    assert_eq!(IgnoreList::load(&sandbox.list).list.entries().len(), 1);

    let removed = IgnoreList::update(&sandbox.list, |list| Ok(list.remove(id))).unwrap();
    assert!(removed.value);
    assert!(removed.list.is_empty());
    assert!(!IgnoreList::load(&sandbox.list).list.clone().remove(id));
    let mut rescanned = sandbox.scan_exact();
    assert_eq!(sandbox.filter(&mut rescanned), Hidden::default());
    assert_eq!(rescanned.groups.len(), 1);
}

/// Two similar documents: one text, and the same with every 50th word changed.
fn two_similar_documents(sandbox: &Sandbox) -> String {
    let text = document(600, 7);
    sandbox.write("report.txt", text.as_bytes());
    sandbox.write("report-v2.txt", edited(&text, 50, "revised").as_bytes());
    text
}

fn near_count(report: &Report) -> usize {
    report
        .groups
        .iter()
        .filter(|g| matches!(g, Group::Near(_)))
        .count()
}

#[test]
fn hidden_similar_documents_stay_hidden_until_one_is_edited() {
    let sandbox = Sandbox::new();
    let text = two_similar_documents(&sandbox);
    let report = sandbox.scan(|_| {});
    assert_eq!(near_count(&report), 1);
    sandbox.hide(|list| list.hide_group(&report, GroupRef::Files(0), now()));
    let entry = IgnoreList::load(&sandbox.list).list.entries()[0].clone();
    assert_eq!(entry.kind, IgnoredKind::Files(GroupKind::Near));
    assert!(matches!(&entry.key, ContentKey::Pairs(pairs) if pairs.len() == 1));

    let mut rescanned = sandbox.scan(|_| {});
    assert_eq!(near_count(&rescanned), 1);
    assert_eq!(sandbox.filter(&mut rescanned).groups, 1);
    assert_eq!(near_count(&rescanned), 0);

    // Renamed: still hidden.
    sandbox.rename("report-v2.txt", "drafts/final.txt");
    let mut renamed = sandbox.scan(|_| {});
    assert_eq!(sandbox.filter(&mut renamed).groups, 1);
    assert!(renamed.groups.is_empty());

    // Edited (still similar): its content is new, so the pair is, and the group is back.
    sandbox.write(
        "drafts/final.txt",
        edited(&text, 40, "rewritten").as_bytes(),
    );
    let mut after_edit = sandbox.scan(|_| {});
    assert_eq!(sandbox.filter(&mut after_edit), Hidden::default());
    assert_eq!(
        shown(&after_edit),
        [names(&["final.txt", "report.txt"])],
        "the edited pair shows again"
    );
}

#[test]
fn a_new_document_joining_a_hidden_group_brings_it_back() {
    let sandbox = Sandbox::new();
    let text = two_similar_documents(&sandbox);
    let report = sandbox.scan(|_| {});
    sandbox.hide(|list| list.hide_group(&report, GroupRef::Files(0), now()));

    sandbox.write("report-v3.txt", edited(&text, 45, "again").as_bytes());
    let mut rescanned = sandbox.scan(|_| {});
    assert_eq!(sandbox.filter(&mut rescanned), Hidden::default());
    assert_eq!(
        shown(&rescanned),
        [names(&["report-v2.txt", "report-v3.txt", "report.txt"])]
    );
}

#[test]
fn hiding_one_document_of_a_chain_keeps_the_others_and_their_pairs() {
    let sandbox = Sandbox::new();
    near_chain(&sandbox.root);
    let report = sandbox.scan(|_| {});
    let Group::Near(near) = &report.groups[0] else {
        panic!("a near group: {:?}", report.groups)
    };
    assert_eq!(near.files.len(), 3);
    let c = near
        .files
        .iter()
        .position(|f| f.path.ends_with("c.txt"))
        .unwrap();
    sandbox.hide(|list| list.hide_member(&report, GroupRef::Files(0), c, now()));

    let mut rescanned = sandbox.scan(|_| {});
    assert_eq!(
        sandbox.filter(&mut rescanned),
        Hidden {
            groups: 0,
            members: 1
        }
    );
    let Group::Near(near) = &rescanned.groups[0] else {
        panic!("a near group: {:?}", rescanned.groups)
    };
    assert_eq!(file_names(&rescanned.groups[0]), names(&["a.txt", "b.txt"]));
    // The pair a–b is kept, its indexes into the two files left.
    assert_eq!(near.pairs.len(), 1);
    let pair = near.pairs[0];
    let mut ends = [pair.a, pair.b];
    ends.sort();
    assert_eq!(ends, [0, 1]);
}

fn save(image: &image::DynamicImage, dir: &Path, name: &str, format: ImageFormat) {
    image.save_with_format(dir.join(name), format).unwrap();
}

fn with_images(options: &mut ScanOptions) {
    options.images.find = true;
}

#[test]
fn hidden_similar_images_stay_hidden_until_one_is_edited() {
    let sandbox = Sandbox::new();
    let original = photo(800, 600, 1);
    save(&original, &sandbox.root, "original.png", ImageFormat::Png);
    let half = original.resize(400, 300, FilterType::Lanczos3);
    save(&half, &sandbox.root, "half.jpg", ImageFormat::Jpeg);

    let report = sandbox.scan(with_images);
    assert!(matches!(report.groups[..], [Group::Image(_)]), "{report:?}");
    sandbox.hide(|list| list.hide_group(&report, GroupRef::Files(0), now()));
    assert_eq!(
        IgnoreList::load(&sandbox.list).list.entries()[0].kind,
        IgnoredKind::Files(GroupKind::Image)
    );

    sandbox.rename("half.jpg", "small/renamed.jpg");
    let mut rescanned = sandbox.scan(with_images);
    assert_eq!(rescanned.groups.len(), 1);
    assert_eq!(sandbox.filter(&mut rescanned).groups, 1);
    assert!(rescanned.groups.is_empty());

    // Saved again smaller: new bytes, a new pair, the group shows.
    let smaller = original.resize(320, 240, FilterType::Lanczos3);
    save(
        &smaller,
        &sandbox.root.join("small"),
        "renamed.jpg",
        ImageFormat::Jpeg,
    );
    let mut edited = sandbox.scan(with_images);
    assert_eq!(sandbox.filter(&mut edited), Hidden::default());
    assert_eq!(shown(&edited), [names(&["original.png", "renamed.jpg"])]);
}

#[test]
fn hiding_the_reference_image_builds_the_group_around_the_first_left() {
    let sandbox = Sandbox::new();
    let original = photo(800, 600, 2);
    save(&original, &sandbox.root, "original.png", ImageFormat::Png);
    let half = original.resize(400, 300, FilterType::Lanczos3);
    save(&half, &sandbox.root, "half.jpg", ImageFormat::Jpeg);
    save(
        &original.fliph(),
        &sandbox.root,
        "mirrored.png",
        ImageFormat::Png,
    );

    let report = sandbox.scan(with_images);
    let Group::Image(images) = &report.groups[0] else {
        panic!("an image group: {:?}", report.groups)
    };
    assert_eq!(images.files.len(), 3);
    let reference = images.reference;
    assert!(images.files[reference].path.ends_with("original.png"));
    sandbox.hide(|list| list.hide_member(&report, GroupRef::Files(0), reference, now()));

    let mut rescanned = sandbox.scan(with_images);
    assert_eq!(
        sandbox.filter(&mut rescanned),
        Hidden {
            groups: 0,
            members: 1
        }
    );
    let Group::Image(images) = &rescanned.groups[0] else {
        panic!("an image group: {:?}", rescanned.groups)
    };
    assert_eq!(
        file_names(&rescanned.groups[0]),
        names(&["half.jpg", "mirrored.png"])
    );
    assert_eq!(images.reference, 0);
    assert_eq!(images.distances.len(), 2);
    assert_eq!(images.distances[0], 0);
    assert_eq!(images.images.len(), 2);
}

/// Writes `count` files of distinct random contents under `folder`.
fn fill(sandbox: &Sandbox, folder: &str, count: u64, seed: u64) {
    for i in 0..count {
        let content = pseudo_random(500 + i as usize, seed * 1000 + i);
        sandbox.write(&format!("{folder}/file{i:02}.bin"), &content);
    }
}

fn copy_folder(sandbox: &Sandbox, from: &str, to: &str) {
    fs::create_dir_all(sandbox.root.join(to)).unwrap();
    for entry in fs::read_dir(sandbox.root.join(from)).unwrap() {
        let entry = entry.unwrap();
        fs::copy(entry.path(), sandbox.root.join(to).join(entry.file_name())).unwrap();
    }
}

fn with_folders(options: &mut ScanOptions) {
    options.exact_only = true;
    options.folders.find = true;
}

#[test]
fn a_hidden_folder_group_stays_hidden_after_a_rescan_and_renamed_folders() {
    let sandbox = Sandbox::new();
    fill(&sandbox, "photos", 4, 1);
    copy_folder(&sandbox, "photos", "photos backup");

    let report = sandbox.scan(with_folders);
    assert_eq!(report.folders.len(), 1);
    assert_eq!(report.folders[0].kind, FolderKind::Duplicate);
    sandbox.hide(|list| list.hide_group(&report, GroupRef::Folders(0), now()));
    let entry = IgnoreList::load(&sandbox.list).list.entries()[0].clone();
    assert_eq!(
        (entry.kind, entry.scope),
        (IgnoredKind::Folders, IgnoredScope::Group)
    );
    // A folder group is hidden whole.
    assert!(
        IgnoreList::default()
            .hide_member(&report, GroupRef::Folders(0), 0, now())
            .is_err()
    );

    let mut rescanned = sandbox.scan(with_folders);
    assert_eq!(rescanned.folders.len(), 1);
    assert_eq!(sandbox.filter(&mut rescanned).groups, 1);
    assert!(rescanned.folders.is_empty());
    // Its file groups are still listed, on their own.
    assert_eq!(rescanned.groups.len(), 4);

    sandbox.rename("photos", "pictures");
    sandbox.rename("photos backup", "old/pictures (2019)");
    let mut renamed = sandbox.scan(with_folders);
    assert_eq!(renamed.folders.len(), 1);
    assert_eq!(sandbox.filter(&mut renamed).groups, 1);
    assert!(renamed.folders.is_empty());

    // A file added to both: what they hold changed, so the folder group shows again.
    let extra = pseudo_random(900, 77);
    sandbox.write("pictures/new.bin", &extra);
    sandbox.write("old/pictures (2019)/new.bin", &extra);
    let mut grown = sandbox.scan(with_folders);
    assert_eq!(sandbox.filter(&mut grown), Hidden::default());
    assert_eq!(grown.folders.len(), 1);
}

#[test]
fn a_folder_group_keeps_valid_indexes_when_its_file_groups_are_hidden() {
    let sandbox = Sandbox::new();
    fill(&sandbox, "project", 3, 2);
    copy_folder(&sandbox, "project", "project copy");
    // The largest group, sorted first: hidden, the indexes after it move down.
    let big = pseudo_random(5000, 3);
    sandbox.write("project/big.bin", &big);
    sandbox.write("project copy/big.bin", &big);
    let loose = pseudo_random(4000, 4);
    sandbox.write("loose1.bin", &loose);
    sandbox.write("loose2.bin", &loose);

    let report = sandbox.scan(with_folders);
    assert_eq!(report.groups.len(), 5);
    assert_eq!(report.folders[0].groups.len(), 4);
    let big_group = group_of(&report, "big.bin");
    assert_eq!(big_group, 0);
    sandbox.hide(|list| list.hide_group(&report, GroupRef::Files(big_group), now()));

    let mut rescanned = sandbox.scan(with_folders);
    assert_eq!(sandbox.filter(&mut rescanned).groups, 1);
    assert_eq!(rescanned.groups.len(), 4);
    let folders = &rescanned.folders[0];
    assert_eq!(folders.groups.len(), 3);
    for &index in &folders.groups {
        let group = &rescanned.groups[index];
        assert!(
            group
                .files()
                .iter()
                .all(|f| folders.folders.iter().any(|d| f.path.starts_with(&d.path))),
            "group {index} lies outside the folders: {group:?}"
        );
    }
}

#[test]
fn a_damaged_list_is_set_aside_whole_and_everything_shows() {
    let sandbox = Sandbox::new();
    let a = pseudo_random(3000, 8);
    sandbox.write("a1.bin", &a);
    sandbox.write("a2.bin", &a);
    let report = sandbox.scan_exact();
    sandbox.hide(|list| list.hide_group(&report, GroupRef::Files(0), now()));

    let damaged = b"{\"version\": 1, \"entries\": [ {\"id\": 1, \"kind\": \"exa";
    fs::write(&sandbox.list, damaged).unwrap();
    let loaded = IgnoreList::load(&sandbox.list);
    assert!(loaded.list.is_empty());
    let Some(IgnoreNotice::SetAside {
        path,
        aside,
        damage: Damage::NotJson(_),
    }) = &loaded.notice
    else {
        panic!("set aside as not JSON: {:?}", loaded.notice)
    };
    assert_eq!(path, &sandbox.list);
    assert_eq!(fs::read(aside).unwrap(), damaged);
    assert!(!sandbox.list.exists());
    let message = loaded.notice.as_ref().unwrap().to_string();
    assert!(message.contains(&aside.display().to_string()), "{message}");

    let mut rescanned = sandbox.scan_exact();
    assert_eq!(
        hide_ignored(&mut rescanned, &loaded.list),
        Hidden::default()
    );
    assert_eq!(rescanned.groups.len(), 1);

    // A newer Doppel's list and a list of another shape are set aside too, each kept.
    let newer = br#"{"version": 7, "entries": []}"#;
    fs::write(&sandbox.list, newer).unwrap();
    let loaded = IgnoreList::load(&sandbox.list);
    let Some(IgnoreNotice::SetAside {
        aside: newer_aside,
        damage: Damage::UnknownVersion(7),
        ..
    }) = &loaded.notice
    else {
        panic!("set aside as version 7: {:?}", loaded.notice)
    };
    assert_eq!(fs::read(newer_aside).unwrap(), newer);
    assert_eq!(fs::read(aside).unwrap(), damaged);

    let shapeless = br#"{"version": 1, "entries": [{"id": 1, "kind": "exact", "scope": "group", "hidden_at": 0, "paths": []}]}"#;
    fs::write(&sandbox.list, shapeless).unwrap();
    let loaded = IgnoreList::load(&sandbox.list);
    assert!(
        matches!(
            &loaded.notice,
            Some(IgnoreNotice::SetAside {
                damage: Damage::WrongShape(_),
                ..
            })
        ),
        "{:?}",
        loaded.notice
    );

    // The next change starts a new list, and says what happened to the old one.
    fs::write(&sandbox.list, damaged).unwrap();
    let updated = IgnoreList::update(&sandbox.list, |list| {
        list.hide_group(&report, GroupRef::Files(0), now())
    })
    .unwrap();
    assert!(matches!(
        updated.notice,
        Some(IgnoreNotice::SetAside { .. })
    ));
    assert_eq!(IgnoreList::load(&sandbox.list).list.entries().len(), 1);
}

#[test]
fn a_list_that_cannot_be_read_is_left_alone_and_not_saved_over() {
    let sandbox = Sandbox::new();
    // A folder where the file should be: it cannot be read, and must not be moved.
    fs::create_dir_all(sandbox.list.join("inside")).unwrap();
    let loaded = IgnoreList::load(&sandbox.list);
    assert!(loaded.list.is_empty());
    assert!(
        matches!(&loaded.notice, Some(IgnoreNotice::NotUsed { path, damage: Damage::NotRegularFile }) if path == &sandbox.list),
        "{:?}",
        loaded.notice
    );
    assert!(sandbox.list.join("inside").is_dir());

    let a = pseudo_random(3000, 9);
    sandbox.write("a1.bin", &a);
    sandbox.write("a2.bin", &a);
    let report = sandbox.scan_exact();
    let refused = IgnoreList::update(&sandbox.list, |list| {
        list.hide_group(&report, GroupRef::Files(0), now())
    });
    assert!(refused.is_err(), "{refused:?}");
    assert!(sandbox.list.join("inside").is_dir());
    // Hiding works, into memory: only saving over the folder is refused.
    assert!(
        IgnoreList::default()
            .hide_group(&report, GroupRef::Files(0), now())
            .is_ok()
    );
}

#[test]
fn two_processes_changing_the_list_at_once_lose_nothing() {
    let sandbox = Sandbox::new();
    for i in 0..8 {
        let content = pseudo_random(1000 + i, 100 + i as u64);
        sandbox.write(&format!("{i}a.bin"), &content);
        sandbox.write(&format!("{i}b.bin"), &content);
    }
    let report = sandbox.scan_exact();
    assert_eq!(report.groups.len(), 8);
    let start = Barrier::new(2);
    std::thread::scope(|scope| {
        for half in [0..4, 4..8] {
            let (report, start, list) = (&report, &start, &sandbox.list);
            scope.spawn(move || {
                start.wait();
                for index in half {
                    IgnoreList::update(list, |ignored| {
                        let id = ignored.hide_group(report, GroupRef::Files(index), now());
                        // Long enough that, unlocked, the other would read the old list.
                        std::thread::sleep(Duration::from_millis(20));
                        id
                    })
                    .unwrap();
                }
            });
        }
    });
    let list = IgnoreList::load(&sandbox.list).list;
    assert_eq!(list.entries().len(), 8);
    let mut ids: Vec<u64> = list.entries().iter().map(|e| e.id.0).collect();
    ids.sort();
    assert_eq!(ids, (1..=8).collect::<Vec<_>>());
    let mut rescanned = sandbox.scan_exact();
    assert_eq!(hide_ignored(&mut rescanned, &list).groups, 8);
}

/// Hostile: a symbolic link planted where the list is kept, pointing at a user's own file
/// (a JSON file and a text file). Hiding a group and saving never write through the link,
/// and nothing renames or changes the user's file.
#[test]
fn a_link_at_the_list_never_writes_through_to_a_users_file() {
    for (name, content) in [
        ("settings.json", &b"{\"version\": 1, \"entries\": []}"[..]),
        ("notes.txt", &b"my notes, not Doppel's"[..]),
    ] {
        let sandbox = Sandbox::new();
        let a = pseudo_random(3000, 7);
        sandbox.write("a1.bin", &a);
        sandbox.write("a2.bin", &a);
        let users = sandbox.root.parent().unwrap().join(name);
        fs::write(&users, content).unwrap();
        fs::create_dir_all(sandbox.list.parent().unwrap()).unwrap();
        std::os::unix::fs::symlink(&users, &sandbox.list).unwrap();

        let report = sandbox.scan_exact();
        let group = group_of(&report, "a1.bin");
        let _ = IgnoreList::update(&sandbox.list, |list| {
            list.hide_group(&report, GroupRef::Files(group), now())
        });

        assert_eq!(
            fs::read(&users).unwrap(),
            content,
            "{name} is left as it was"
        );
        assert!(
            fs::symlink_metadata(&users).unwrap().is_file(),
            "{name} is still the user's file"
        );
        let beside: Vec<String> = fs::read_dir(users.parent().unwrap())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
            .filter(|n| n.starts_with(name))
            .collect();
        assert_eq!(beside, [name], "nothing set aside beside {name}");
    }
}

/// Finding: an ignore list that is a FIFO hung the scan; one linked to `/dev/zero` was read
/// until the memory ran out. Guard: only a regular file, opened without blocking, is read.
#[test]
fn a_list_that_is_a_fifo_or_a_device_is_never_read() {
    let dir = tempfile::TempDir::new().unwrap();
    let fifo = dir.path().join("ignored.json");
    named_pipe(&fifo);
    // Read as the user's own named list: the FIFO, with no writer, must not block.
    let loaded = IgnoreList::read_named(&fifo);
    assert_eq!(
        loaded.notice,
        Some(IgnoreNotice::NotUsed {
            path: fifo.clone(),
            damage: Damage::NotRegularFile,
        })
    );
    let zero = dir.path().join("zero.json");
    std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
    let loaded = IgnoreList::read_named(&zero);
    assert_eq!(
        loaded.notice,
        Some(IgnoreNotice::NotUsed {
            path: zero.clone(),
            damage: Damage::NotRegularFile,
        })
    );
    assert!(loaded.list.entries().is_empty());
}

/// A list the user names that is not a list is left exactly as it is (never set aside, as
/// Doppel's own damaged list is).
#[test]
fn a_named_list_that_is_not_one_is_left_where_it_is() {
    let dir = tempfile::TempDir::new().unwrap();
    let notes = dir.path().join("notes.txt");
    std::fs::write(&notes, b"shopping: milk").unwrap();
    let loaded = IgnoreList::read_named(&notes);
    assert!(matches!(
        loaded.notice,
        Some(IgnoreNotice::NotUsed {
            damage: Damage::NotJson(_),
            ..
        })
    ));
    assert_eq!(std::fs::read(&notes).unwrap(), b"shopping: milk");
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
}
