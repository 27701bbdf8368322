//! The desktop app driven through egui_kittest: the real `DoppelApp`, real files in
//! temporary folders, real scans, and the real system trash (pointed at a temporary folder).
//!
//! A test that mounts (a btrfs volume, for clones) needs root and is ignored unless asked for
//! (`tests/run` run as root asks); the video test fails, naming the package, without ffmpeg.
//!
//! Built only with the `gui` feature (the default).

#![cfg(feature = "gui")]
// The whole crate is tests: a helper that unwraps fails its test, as it should. Clippy's
// allow-unwrap-in-tests covers only #[test] functions, not the helpers beside them.
#![allow(clippy::unwrap_used)]

// The integration tests' support module, shared rather than copied; most of it is unused here.
#[path = "it/support/mod.rs"]
#[allow(unused_imports)]
mod support;

/// The committed fixtures, for `support::fixtures`.
const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures");

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard, OnceLock};
use std::time::{Duration, Instant};

use doppel::app::{Command, DoppelApp};
use doppel::engine::actions::rules::Mark;
use egui_kittest::Harness;
use egui_kittest::kittest::{Queryable, by};
use tempfile::TempDir;

use support::mounts::{Fs, in_private_mounts_as, mount};
use support::{document, needs, set_modified, write};

/// One temporary data home for the whole test process, so the trash and the fingerprint
/// cache land there. Set before
/// any test touches the trash; tests only read it afterwards.
fn data_home() -> &'static Path {
    static HOME: OnceLock<TempDir> = OnceLock::new();
    HOME.get_or_init(|| {
        let home = TempDir::new().expect("temporary data home");
        // SAFETY: set once, before any thread of this process reads them (OnceLock).
        unsafe {
            std::env::set_var("XDG_DATA_HOME", home.path());
            std::env::set_var("XDG_CACHE_HOME", home.path().join("cache"));
        }
        home
    })
    .path()
}

/// Held by the tests that trash files: the journal of cleanups is shared by the process, and
/// a test that undoes "the last cleanup" must not find another test's there.
static CLEANUP: Mutex<()> = Mutex::new(());

fn hold_the_journal() -> MutexGuard<'static, ()> {
    CLEANUP
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// A new window with a session folder of its own: the tests run side by side in one
/// process, and must not reopen each other's results.
fn app() -> Harness<'static, DoppelApp> {
    static WINDOWS: AtomicUsize = AtomicUsize::new(0);
    let window = WINDOWS.fetch_add(1, Ordering::Relaxed);
    app_with_session(&data_home().join("sessions").join(window.to_string()))
}

/// A new window keeping its session in `session`: a second window given the same folder
/// is the app opened again.
fn app_with_session(session: &Path) -> Harness<'static, DoppelApp> {
    data_home();
    let session = session.to_path_buf();
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_eframe(move |cc| DoppelApp::with_session(cc, Vec::new(), Some(session)));
    // The tests read the English labels, whatever the language of the machine they run on.
    harness.state_mut().model.settings.language = Some("en".to_string());
    harness.step();
    harness
}

/// The text on screen (not a row's name read by a screen reader) that contains `text`: the
/// review's heading, say, which a row's name repeats.
fn heading<'a>(harness: &'a Harness<'static, DoppelApp>, text: &'a str) -> egui_kittest::Node<'a> {
    harness.get(by().label_contains(text).role(egui::accesskit::Role::Label))
}

/// Steps the app until a widget whose label contains `text` appears.
fn wait_for(harness: &mut Harness<'static, DoppelApp>, text: &str) {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        harness.step();
        if harness.query_all_by_label_contains(text).next().is_some() {
            // Let the frame that shows it settle.
            harness.step();
            return;
        }
        assert!(Instant::now() < deadline, "timed out waiting for {text:?}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Steps the app for `time`: long enough for the watcher to report what just changed (it
/// waits for the folders to be quiet for 0.4 s) and for the app to take it.
fn settle(harness: &mut Harness<'static, DoppelApp>, time: Duration) {
    let until = Instant::now() + time;
    while Instant::now() < until {
        harness.step();
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Steps the app until its watcher is running, so the changes made next are seen.
fn wait_until_watching(harness: &mut Harness<'static, DoppelApp>) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while !harness.state().watching() {
        assert!(
            Instant::now() < deadline,
            "timed out waiting for the watcher"
        );
        harness.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    harness.step();
}

/// Adds `folders` as the folder list does, and waits for the worker that checks them.
fn add_folders(harness: &mut Harness<'static, DoppelApp>, folders: &[PathBuf]) {
    harness
        .state_mut()
        .push(Command::AddFolders(folders.to_vec()));
    let wanted: Vec<PathBuf> = folders.iter().map(|f| f.canonicalize().unwrap()).collect();
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        harness.step();
        let listed = &harness.state().model.settings.folders;
        if wanted.iter().all(|folder| listed.contains(folder)) {
            break;
        }
        assert!(Instant::now() < deadline, "{folders:?} were not added");
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn scan_folder(harness: &mut Harness<'static, DoppelApp>, folder: &Path) {
    add_folders(harness, &[folder.to_path_buf()]);
    // The toolbar's Scan, and with no results yet the first screen's too.
    harness.get_all_by_label("Scan").next().unwrap().click();
    harness.step();
}

/// A new window that has scanned `folder` holding `a-kept.bin` and its copy `copy_name`;
/// the copy's path and the bytes both hold.
fn scanned_pair(folder: &Path, copy_name: &str) -> (Harness<'static, DoppelApp>, PathBuf, Vec<u8>) {
    let content: Vec<u8> = (0..30_000u32).map(|i| (i * 13 % 251) as u8).collect();
    write(folder, "a-kept.bin", &content);
    let copy = write(folder, copy_name, &content);
    let mut harness = app();
    scan_folder(&mut harness, folder);
    wait_for(&mut harness, "Exact duplicates (1,");
    (harness, copy, content)
}

/// Marks the second file of the shown group Trash and opens the cleanup's dialog.
fn open_the_cleanup_of_the_second_file(harness: &mut Harness<'static, DoppelApp>) {
    harness
        .get_all_by_label("Trash")
        .nth(1)
        .expect("a Trash button per file")
        .click();
    harness.run_steps(3);
    // Counted on the planner's worker.
    wait_for(harness, "Clean up: trash 1 file");
    harness
        .get_by_label_contains("Clean up: trash 1 file")
        .click();
}

/// Marks the second file of the only group Trash, cleans up and confirms.
fn trash_the_second_file(harness: &mut Harness<'static, DoppelApp>) {
    open_the_cleanup_of_the_second_file(harness);
    wait_for(harness, "Move 1 file to the trash");
    harness.get_by_label("Move 1 file to the trash").click();
    wait_for(harness, "Clean-up finished");
}

#[test]
fn an_empty_window_says_how_to_start() {
    let mut harness = app();
    harness.step();
    harness.get_by_label_contains("Add the folders to look in");
    harness.get_by_label("Choose folders to scan…");
    harness.get_by_label("Add folder…");
}

#[test]
fn exact_duplicates_are_found_marked_trashed_and_restored() {
    let _journal = hold_the_journal();
    let files = TempDir::new_in(data_home()).unwrap();
    let content: Vec<u8> = (0..50_000u32).map(|i| (i * 7 % 251) as u8).collect();
    let keep = write(files.path(), "a-original.bin", &content);
    let copy = write(files.path(), "b-copy.bin", &content);
    let mut harness = app();

    scan_folder(&mut harness, files.path());
    wait_for(&mut harness, "Exact duplicates (1,");
    heading(&harness, "2 identical files of");

    trash_the_second_file(&mut harness);

    assert!(keep.exists(), "the kept copy is untouched");
    assert!(!copy.exists(), "the copy left its folder");
    let trashed = data_home().join("Trash/files/b-copy.bin");
    assert_eq!(
        std::fs::read(&trashed).unwrap(),
        content,
        "the copy is in the trash"
    );

    harness.get_by_label("Undo").click();
    harness.step();
    wait_for(&mut harness, "Undo finished");
    assert_eq!(std::fs::read(&copy).unwrap(), content, "undo put it back");
}

/// A copy written to while it waited in the trash comes back as it is now, and the undo's
/// report says which came back changed and how (it would otherwise look as trashed).
#[test]
fn a_copy_written_to_in_the_trash_comes_back_and_the_report_says_so() {
    let _journal = hold_the_journal();
    let files = TempDir::new_in(data_home()).unwrap();
    let content: Vec<u8> = (0..50_000u32).map(|i| (i * 11 % 251) as u8).collect();
    write(files.path(), "a-original.bin", &content);
    let copy = write(files.path(), "b-copy.bin", &content);
    let mut harness = app();
    scan_folder(&mut harness, files.path());
    wait_for(&mut harness, "Exact duplicates (1,");
    trash_the_second_file(&mut harness);

    let trashed = data_home().join("Trash/files/b-copy.bin");
    let mut written = std::fs::OpenOptions::new()
        .append(true)
        .open(&trashed)
        .unwrap();
    std::io::Write::write_all(&mut written, b" and a line written later").unwrap();
    drop(written);

    harness.get_by_label("Undo").click();
    harness.step();
    wait_for(&mut harness, "Undo finished");
    harness.get_by_label("Came back changed (1):");
    harness.get_by_label_contains(
        "b-copy.bin: it was written to after it was trashed; it comes back as it is now",
    );
    let back = std::fs::read(&copy).unwrap();
    assert!(
        back.ends_with(b" and a line written later"),
        "what was written came back"
    );
}

/// The inode a path names.
fn inode(path: &Path) -> u64 {
    use std::os::unix::fs::MetadataExt;
    std::fs::symlink_metadata(path).unwrap().ino()
}

#[test]
fn a_copy_replaced_by_a_hard_link_in_the_dialog_is_the_kept_file_until_undone() {
    let _journal = hold_the_journal();
    let files = TempDir::new_in(data_home()).unwrap();
    let (mut harness, copy, content) = scanned_pair(files.path(), "b-linked.bin");
    let kept = files.path().join("a-kept.bin");
    let original = inode(&copy);
    open_the_cleanup_of_the_second_file(&mut harness);
    // The choices appear with what each frees once the worker has looked at the files.
    wait_for(&mut harness, "once the trash is emptied");
    harness.get_by_label("Replace with hard links").click();
    wait_for(&mut harness, "Replace 1 file with hard links");
    harness
        .get_by_label("Replace 1 file with hard links")
        .click();
    wait_for(&mut harness, "Clean-up finished");
    harness.get_by_label_contains("Replaced 1 file with hard links");

    assert_eq!(
        inode(&copy),
        inode(&kept),
        "the copy's name is the kept file"
    );
    assert_eq!(std::fs::read(&copy).unwrap(), content);

    harness.get_by_label("Undo").click();
    harness.step();
    wait_for(&mut harness, "Undo finished");
    assert_ne!(inode(&copy), inode(&kept), "a file of its own again");
    assert_eq!(
        inode(&copy),
        original,
        "the original itself, back from the trash"
    );
    assert_eq!(std::fs::read(&copy).unwrap(), content);
}

/// Bytes of `path` whose blocks are shared with another file.
fn shared(path: &Path) -> u64 {
    let file = std::fs::File::open(path).unwrap();
    doppel::engine::actions::space::shared_bytes(&file)
        .unwrap()
        .expect("btrfs maps extents")
        .shared
}

#[test]
#[ignore = "needs root: mounts a btrfs loop image (tests/run runs it as root)"]
fn a_copy_made_a_clone_in_the_dialog_keeps_its_inode_and_unshares_on_request() {
    const NAME: &str = "a_copy_made_a_clone_in_the_dialog_keeps_its_inode_and_unshares_on_request";
    in_private_mounts_as(NAME, &[Fs::Btrfs], |scratch| {
        let _journal = hold_the_journal();
        let files = mount(scratch, Fs::Btrfs, false).join("files");
        std::fs::create_dir(&files).unwrap();
        let (mut harness, copy, content) = scanned_pair(&files, "b-cloned.bin");
        let own_inode = inode(&copy);
        assert_eq!(shared(&copy), 0);
        open_the_cleanup_of_the_second_file(&mut harness);
        wait_for(&mut harness, "now");
        harness.get_by_label("Replace with clones").click();
        wait_for(&mut harness, "Replace 1 file with clones");
        harness.get_by_label("Replace 1 file with clones").click();
        wait_for(&mut harness, "Clean-up finished");
        harness.get_by_label_contains("Made 1 file clones of the copies kept");
        // The space measured on the file system, beside what was expected.
        harness.get_by_label_contains("(expected ");

        assert_eq!(inode(&copy), own_inode, "the copy keeps its own inode");
        assert_eq!(std::fs::read(&copy).unwrap(), content);
        assert!(
            shared(&copy) > 0,
            "its blocks are shared with the kept copy"
        );

        // Nothing of it is in the trash: the report offers to unshare, not to undo.
        assert!(harness.query_by_label("Undo").is_none());
        harness.get_by_label("Unshare clones").click();
        wait_for(&mut harness, "Undo finished");
        assert!(
            harness
                .query_all_by_label_contains("Gave 1 clone blocks of its own again")
                .next()
                .is_some()
        );
        assert!(harness.query_by_label_contains("Restored 0").is_none());
        assert_eq!(shared(&copy), 0, "blocks of its own again");
        assert_eq!(std::fs::read(&copy).unwrap(), content);
    });
}

#[test]
fn a_cleanup_from_an_earlier_session_is_undone_from_the_journal() {
    let _journal = hold_the_journal();
    let files = TempDir::new_in(data_home()).unwrap();
    // First session: trash the copy, then close the app.
    let (mut first, copy, content) = scanned_pair(files.path(), "b-earlier-session.bin");
    trash_the_second_file(&mut first);
    assert!(!copy.exists());
    drop(first);

    // Second session: the journal offers the same undo.
    let mut second = app();
    wait_for(&mut second, "Undo last cleanup");
    second.get_by_label("Undo last cleanup").click();
    wait_for(&mut second, "Undo finished");
    assert_eq!(std::fs::read(&copy).unwrap(), content, "undo put it back");
}

#[test]
fn the_last_copy_of_a_group_is_never_trashed() {
    let files = TempDir::new_in(data_home()).unwrap();
    let first = write(files.path(), "one.bin", &[7u8; 4096]);
    let second = write(files.path(), "two.bin", &[7u8; 4096]);
    let mut harness = app();

    scan_folder(&mut harness, files.path());
    wait_for(&mut harness, "Exact duplicates (1,");
    for index in 0..2 {
        harness
            .get_all_by_label("Trash")
            .nth(index)
            .unwrap()
            .click();
        harness.run_steps(3);
    }
    // The button counts what the cleanup would do (planned on a worker), and each copy
    // says why it stays.
    wait_for(&mut harness, "Clean up: 2 marked, left alone");
    assert!(harness.query_by_label_contains("Clean up: trash").is_none());
    assert_eq!(
        harness
            .query_all_by_label_contains("Stays at clean-up: every copy of this group")
            .count(),
        2
    );
    harness
        .get_by_label_contains("Clean up: 2 marked, left alone")
        .click();
    wait_for(&mut harness, "Nothing can be trashed");

    assert!(first.exists() && second.exists());
    assert!(
        harness
            .query_by_label_contains("files to the trash")
            .is_none(),
        "no way to confirm"
    );
}

#[test]
fn a_near_group_shows_the_changed_words() {
    let files = TempDir::new().unwrap();
    let text = document(2000, 3);
    write(files.path(), "draft.txt", text.as_bytes());
    let edited = text.replacen("word", "CHANGED", 5);
    write(files.path(), "final.txt", edited.as_bytes());
    let mut harness = app();

    scan_folder(&mut harness, files.path());
    wait_for(&mut harness, "Similar documents (1)");
    harness
        .get_by_label_contains("Similar documents (1)")
        .click();
    wait_for(&mut harness, "2 similar documents");
    harness.get_by_label_contains("% of their wording is the same");
    wait_for(&mut harness, "changes");
    // In the diff's bar, and beside the newer version in the list of versions.
    wait_for(&mut harness, "−5 / +5 words");
    assert_eq!(harness.query_all_by_label("−5 / +5 words").count(), 2);
}

/// The text of line `line` (from 1) of the long document, and its edited form.
fn long_line(line: usize, edited: bool) -> String {
    if edited {
        format!("Line {line}: REWRITTEN item {line} now says something else.")
    } else {
        format!("Line {line}: the report describes item {line} in plain words.")
    }
}

/// Lines edited in the newer version of the long document.
const EDITED_LINES: [usize; 3] = [40, 150, 250];

/// A window reviewing a 300-line document (older) and a copy with `EDITED_LINES`
/// rewritten (newer), side by side.
fn long_document_review(folder: &Path) -> Harness<'static, DoppelApp> {
    let text = |edited: bool| -> String {
        (1..=300)
            .map(|line| long_line(line, edited && EDITED_LINES.contains(&line)) + "\n")
            .collect()
    };
    let draft = write(folder, "draft.txt", text(false).as_bytes());
    set_modified(
        &draft,
        std::time::SystemTime::now() - Duration::from_secs(7200),
    );
    write(folder, "final.txt", text(true).as_bytes());
    let mut harness = app();
    scan_folder(&mut harness, folder);
    wait_for(&mut harness, "Similar documents (1)");
    harness
        .get_by_label_contains("Similar documents (1)")
        .click();
    wait_for(&mut harness, "3 changes");
    harness
}

/// How many cells (left and right) show exactly `text` now.
fn cells(harness: &Harness<'static, DoppelApp>, text: &str) -> usize {
    harness.query_all_by_label(text).count()
}

#[test]
fn next_and_previous_change_go_to_each_change_in_turn() {
    let files = TempDir::new().unwrap();
    let mut harness = long_document_review(files.path());
    // The older version on the left, the newer on the right; the top of the text shown.
    assert_eq!(cells(&harness, &long_line(1, false)), 2);
    for line in EDITED_LINES {
        assert_eq!(cells(&harness, &long_line(line, true)), 0, "line {line}");
    }

    for (index, line) in EDITED_LINES.iter().enumerate() {
        harness.key_press(egui::Key::N);
        harness.run_steps(3);
        harness.get_by_label(&format!("Change {} of 3", index + 1));
        assert_eq!(harness.state().model.diff_view.current, Some(index));
        // The change's row is on screen, both sides of it, and the other changes are not.
        assert_eq!(
            cells(&harness, &long_line(*line, true)),
            1,
            "line {line}, right"
        );
        assert_eq!(
            cells(&harness, &long_line(*line, false)),
            1,
            "line {line}, left"
        );
        for other in EDITED_LINES.iter().filter(|&other| other != line) {
            assert_eq!(cells(&harness, &long_line(*other, true)), 0, "line {other}");
        }
    }
    // The last change stays the last.
    harness.key_press(egui::Key::N);
    harness.run_steps(3);
    harness.get_by_label("Change 3 of 3");

    harness.key_press(egui::Key::P);
    harness.run_steps(3);
    harness.get_by_label("Change 2 of 3");
    assert_eq!(cells(&harness, &long_line(150, true)), 1);
    assert_eq!(cells(&harness, &long_line(250, true)), 0);

    // The buttons do the same.
    harness.get_by_label("Previous change").click();
    harness.run_steps(3);
    harness.get_by_label("Change 1 of 3");
    assert_eq!(cells(&harness, &long_line(40, true)), 1);
}

#[test]
fn one_scroll_moves_both_sides_together() {
    let files = TempDir::new().unwrap();
    let mut harness = long_document_review(files.path());
    let first = harness
        .get_all_by_label(&long_line(1, false))
        .next()
        .unwrap()
        .rect();
    harness.hover_at(first.center());
    harness.run_steps(2);
    for _ in 0..5 {
        harness.event(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Point,
            delta: egui::vec2(0.0, -400.0),
            phase: egui::TouchPhase::Move,
            source: egui::MouseWheelSource::Wheel,
            modifiers: egui::Modifiers::NONE,
        });
        harness.run_steps(2);
    }
    harness.run_steps(5);

    let shown: Vec<usize> = (1..=300)
        .filter(|&line| cells(&harness, &long_line(line, false)) > 0)
        .collect();
    assert!(shown.len() >= 5, "rows on screen: {shown:?}");
    assert!(shown[0] > 40, "scrolled well down: {shown:?}");
    for line in shown.iter().filter(|line| !EDITED_LINES.contains(line)) {
        // Each unchanged line is on screen on both sides at once: one scroll moved both.
        assert_eq!(cells(&harness, &long_line(*line, false)), 2, "line {line}");
    }
    assert_eq!(
        cells(&harness, &long_line(1, false)),
        0,
        "the top scrolled away"
    );
}

#[test]
fn changes_only_folds_unchanged_lines_and_a_fold_opens_in_place() {
    let files = TempDir::new().unwrap();
    let mut harness = long_document_review(files.path());
    harness.get_by_label("Changes only").click();
    harness.run_steps(3);
    assert!(harness.state().model.diff_view.changes_only);

    // Three lines of context around each change; the rest folded, one row per stretch.
    harness.get_by_label("… 36 unchanged lines …");
    harness.get_by_label("… 103 unchanged lines …");
    assert_eq!(cells(&harness, &long_line(40, true)), 1, "the first change");
    assert_eq!(
        cells(&harness, &long_line(37, false)),
        2,
        "context before line 40"
    );
    assert_eq!(cells(&harness, &long_line(44, false)), 0, "folded");
    assert_eq!(cells(&harness, &long_line(1, false)), 0, "folded");

    harness.get_by_label("… 103 unchanged lines …").click();
    harness.run_steps(3);
    assert!(harness.query_by_label("… 103 unchanged lines …").is_none());
    // The first line of the stretch now follows the context of the change, where the fold was.
    assert_eq!(cells(&harness, &long_line(44, false)), 2, "opened in place");
    assert!(harness.state().model.diff_view.expanded.contains(&43));
    harness.get_by_label("… 36 unchanged lines …");
    assert_eq!(
        cells(&harness, &long_line(1, false)),
        0,
        "the other folds stay"
    );
}

/// Ctrl + and Ctrl − walk the sizes, Ctrl 0 goes back to normal, and the window is drawn
/// at the size chosen.
#[test]
fn ctrl_plus_minus_and_zero_change_the_size_of_everything() {
    let mut harness = app();
    harness.step();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Plus);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Plus);
    harness.step();
    assert!((harness.ctx.zoom_factor() - 1.25).abs() < 0.001);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Minus);
    harness.step();
    assert!((harness.ctx.zoom_factor() - 1.1).abs() < 0.001);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Num0);
    harness.step();
    assert!((harness.ctx.zoom_factor() - 1.0).abs() < 0.001);
}

#[test]
fn keyboard_marks_and_undo() {
    let files = TempDir::new().unwrap();
    write(files.path(), "x1.bin", &[3u8; 5000]);
    write(files.path(), "x2.bin", &[3u8; 5000]);
    let mut harness = app();

    scan_folder(&mut harness, files.path());
    wait_for(&mut harness, "Exact duplicates (1,");
    harness.key_press(egui::Key::ArrowRight);
    harness.key_press(egui::Key::Delete);
    harness.step();
    harness.step();
    // Counted on the planner's worker.
    wait_for(&mut harness, "Clean up: trash 1 file");
    harness.get_by_label_contains("Clean up: trash 1 file");
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    harness.step();
    harness.step();
    assert!(
        harness.query_by_label_contains("Clean up: trash").is_none(),
        "the mark was undone"
    );
}

#[test]
fn groups_follow_changes_in_the_watched_folder() {
    let files = TempDir::new().unwrap();
    write(files.path(), "report.bin", &[1u8; 6000]);
    write(files.path(), "other.bin", &[2u8; 7000]);
    let mut harness = app();

    scan_folder(&mut harness, files.path());
    wait_for(&mut harness, "Watching 1 folder for changes");
    wait_until_watching(&mut harness);
    harness.get_by_label_contains("Exact duplicates (0,");
    assert_eq!(harness.state().whole_scans(), 1);

    // A copy made outside Doppel joins a group without a new scan being asked for: the
    // results are updated from the changed path, not by scanning the folder again.
    write(files.path(), "report copy.bin", &[1u8; 6000]);
    wait_for(&mut harness, "Exact duplicates (1,");
    harness.get_by_label_contains("from 1 change in");
    assert_eq!(harness.state().whole_scans(), 1, "no whole scan");
    assert!(harness.state().model.scan().is_none());

    // Renamed, it keeps its place under its new name.
    std::fs::rename(
        files.path().join("report copy.bin"),
        files.path().join("kept.bin"),
    )
    .unwrap();
    wait_for(&mut harness, "kept.bin");
    harness.get_by_label_contains("Exact duplicates (1,");

    // Deleted outside Doppel, its group disappears.
    std::fs::remove_file(files.path().join("kept.bin")).unwrap();
    wait_for(&mut harness, "Exact duplicates (0,");
    assert_eq!(harness.state().whole_scans(), 1, "still no whole scan");
}

/// Writes `a.bin` and its copies `b.bin` and `c.bin` in `folder`, and returns their bytes.
fn three_copies(folder: &Path) -> Vec<u8> {
    let content: Vec<u8> = (0..24_000u32).map(|i| (i * 17 % 233) as u8).collect();
    for name in ["a.bin", "b.bin", "c.bin"] {
        write(folder, name, &content);
    }
    content
}

#[test]
fn a_cleanup_and_its_undo_update_the_groups_without_scanning_again() {
    let _journal = hold_the_journal();
    let files = TempDir::new_in(data_home()).unwrap();
    let content = three_copies(files.path());
    let copy = files.path().join("b.bin");
    let mut harness = app();
    scan_folder(&mut harness, files.path());
    wait_for(&mut harness, "3 identical files of");
    wait_until_watching(&mut harness);
    let scans = harness.state().whole_scans();
    assert_eq!(scans, 1);

    trash_the_second_file(&mut harness);
    assert!(!copy.exists());
    wait_for(&mut harness, "2 identical files of");
    // What the cleanup moved is applied to the results directly, and the watcher's report
    // of the same move, once it comes, brings nothing new.
    settle(&mut harness, Duration::from_millis(1500));
    assert_eq!(
        harness.state().whole_scans(),
        scans,
        "no whole scan during or after the cleanup"
    );
    assert!(harness.state().model.scan().is_none());
    harness.get_by_label_contains("from 1 change in");
    heading(&harness, "2 identical files of");

    // Undo puts the copy back, and into its group, without a scan either.
    harness.get_by_label("Undo").click();
    harness.step();
    wait_for(&mut harness, "Undo finished");
    assert_eq!(std::fs::read(&copy).unwrap(), content, "undo put it back");
    harness.get_by_label("Close").click();
    wait_for(&mut harness, "3 identical files of");
    settle(&mut harness, Duration::from_millis(1500));
    assert_eq!(
        harness.state().whole_scans(),
        scans,
        "no whole scan during or after the restore"
    );
    heading(&harness, "3 identical files of");
    harness.get_by_label_contains("Exact duplicates (1,");
}

#[test]
fn reopened_results_are_scanned_whole_at_the_first_change_and_updated_after_that() {
    let _journal = hold_the_journal();
    let files = TempDir::new_in(data_home()).unwrap();
    let session = TempDir::new_in(data_home()).unwrap();
    // a.bin, b.bin, c.bin (c.bin marked Trash), and x.bin with y.bin.
    scanned_marked_and_closed(files.path(), session.path());
    let two: Vec<u8> = std::fs::read(files.path().join("x.bin")).unwrap();

    let mut second = app_with_session(session.path());
    wait_for(&mut second, "against the disk: nothing changed since");
    wait_until_watching(&mut second);
    assert_eq!(second.state().whole_scans(), 0);

    // The app's own cleanup is taken out of the results, and its moves, when the watcher
    // reports them, are known: no scan, though there is no scan to update yet.
    // Counted on the planner's worker.
    wait_for(&mut second, "Clean up: trash 1 file");
    second
        .get_by_label_contains("Clean up: trash 1 file")
        .click();
    wait_for(&mut second, "Move 1 file to the trash");
    second.get_by_label("Move 1 file to the trash").click();
    wait_for(&mut second, "Clean-up finished");
    second.get_by_label("Close").click();
    settle(&mut second, Duration::from_millis(1500));
    assert!(!files.path().join("c.bin").exists());
    assert_eq!(
        second.state().whole_scans(),
        0,
        "no scan for its own cleanup"
    );

    // A change made outside Doppel: the reopened results have nothing to update from, so
    // the folder is scanned once (the smaller group, not the one shown, has 3 files now)...
    write(files.path(), "z.bin", &two);
    wait_for(&mut second, "3 files");
    assert_eq!(second.state().whole_scans(), 1);
    wait_for(&mut second, "by scanning everything again");

    // ...and the next change updates that scan.
    write(files.path(), "w.bin", &two);
    wait_for(&mut second, "4 files");
    second.get_by_label_contains("from 1 change in");
    assert_eq!(second.state().whole_scans(), 1);
}

#[test]
fn a_cleanup_killed_midway_is_undone_from_the_app() {
    // A cleanup from the command line is killed partway (as closing the app mid-cleanup
    // would end it); the app's Undo must bring back every file it had moved.
    let _journal = hold_the_journal();
    let files = TempDir::new_in(data_home()).unwrap();
    let folder = files.path().canonicalize().unwrap();
    for i in 0..900 {
        let content = format!("the text of document {}", i % 300);
        std::fs::create_dir_all(folder.join(format!("{:02}", i % 30))).unwrap();
        write(
            &folder,
            &format!("{:02}/{i}.txt", i % 30),
            content.as_bytes(),
        );
    }
    let report = folder.join("report.json");
    let doppel = env!("CARGO_BIN_EXE_doppel");
    let scanned = std::process::Command::new(doppel)
        .args(["scan", "--exact-only", "--quiet", "--format", "json", "-o"])
        .arg(&report)
        .arg(&folder)
        .env("XDG_DATA_HOME", data_home())
        .env("XDG_CACHE_HOME", data_home().join("cache"))
        .status()
        .unwrap();
    assert!(scanned.success());
    let before: Vec<(PathBuf, Vec<u8>)> = (0..900)
        .map(|i| folder.join(format!("{:02}/{i}.txt", i % 30)))
        .map(|path| (path.clone(), std::fs::read(&path).unwrap()))
        .collect();
    let mut cleaning = std::process::Command::new(doppel)
        .args(["clean", "--keep", "first"])
        .arg(&report)
        .env("XDG_DATA_HOME", data_home())
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let gone = || before.iter().filter(|(path, _)| !path.exists()).count();
    let started = Instant::now();
    while gone() < 50 && started.elapsed() < Duration::from_secs(60) {
        std::thread::sleep(Duration::from_millis(2));
    }
    cleaning.kill().unwrap();
    cleaning.wait().unwrap();
    assert!(gone() >= 50, "the cleanup moved only {} files", gone());

    let mut harness = app();
    wait_for(&mut harness, "Undo last cleanup");
    harness.get_by_label("Undo last cleanup").click();
    wait_for(&mut harness, "Undo finished");
    for (path, content) in &before {
        assert_eq!(&std::fs::read(path).unwrap(), content, "{}", path.display());
    }
}

#[test]
fn a_cleanup_while_another_runs_is_not_started_and_says_why() {
    let _journal = hold_the_journal();
    let files = TempDir::new_in(data_home()).unwrap();
    let content = b"the same bytes in both files".repeat(100);
    write(files.path(), "a.bin", &content);
    let copy = write(files.path(), "b.bin", &content);
    let held =
        doppel::engine::actions::ActionLock::acquire(&data_home().join("doppel"), "cleaning up")
            .unwrap();

    let mut harness = app();
    scan_folder(&mut harness, files.path());
    wait_for(&mut harness, "Exact duplicates (1,");
    open_the_cleanup_of_the_second_file(&mut harness);
    wait_for(&mut harness, "Move 1 file to the trash");
    harness.get_by_label("Move 1 file to the trash").click();
    wait_for(&mut harness, "The cleanup could not start");
    wait_for(&mut harness, "another Doppel is already cleaning up");
    assert!(copy.exists());
    drop(held);
}

#[test]
fn any_recorded_cleanup_is_restored_from_the_cleanups_window() {
    let _journal = hold_the_journal();
    let files = TempDir::new_in(data_home()).unwrap();
    let (mut harness, copy, content) = scanned_pair(files.path(), "b-from-the-list.bin");
    trash_the_second_file(&mut harness);
    harness.get_by_label("Close").click();
    harness.run_steps(2);
    assert!(!copy.exists());

    harness.get_by_label("Cleanups…").click();
    wait_for(&mut harness, "In the trash");
    harness
        .get_all_by_label("Restore")
        .next()
        .expect("the newest cleanup, first, can be restored")
        .click();
    wait_for(&mut harness, "Undo finished");
    assert_eq!(std::fs::read(&copy).unwrap(), content, "it came back");
}

#[test]
fn a_reference_folder_keeps_its_copies_and_the_only_here_tab_lists_what_it_lacks() {
    let dir = TempDir::new().unwrap();
    let drive = dir.path().join("drive");
    let backup = dir.path().join("backup");
    let photo: Vec<u8> = (0..20_000u32).map(|i| (i * 7 % 253) as u8).collect();
    write(&drive, "photo.jpg", &photo);
    write(&backup, "photo-2019.jpg", &photo);
    write(&drive, "letter.txt", b"written after the last backup");
    let mut harness = app();
    add_folders(&mut harness, &[drive.clone(), backup.clone()]);

    // The second folder's toggle makes the backup a reference, and it is remembered.
    harness
        .get_all_by_label("Reference")
        .nth(1)
        .expect("a Reference toggle per folder")
        .click();
    harness.step();
    assert_eq!(
        harness.state().model.settings.references,
        std::slice::from_ref(&backup)
    );

    harness.state_mut().push(Command::StartScan);
    wait_for(&mut harness, "Only here (1,");
    // The backup's copy is shown as the reference, with no Trash button: only the drive's
    // copy can be marked.
    assert_eq!(harness.get_all_by_label("Trash").count(), 1);
    harness
        .get_all_by_label_contains("Reference")
        .next()
        .unwrap();

    harness.get_by_label_contains("Only here (1,").click();
    harness.run_steps(3);
    assert!(harness.get_all_by_label_contains("letter.txt").count() >= 2);
    harness.get_by_label_contains("No copy of this file, by content, is in");
}

#[test]
fn a_folder_marked_against_lists_only_groups_joining_it_with_the_others() {
    let dir = TempDir::new().unwrap();
    let drive = dir.path().join("drive");
    let photos = dir.path().join("photos");
    let photo: Vec<u8> = (0..20_000u32).map(|i| (i * 7 % 253) as u8).collect();
    write(&drive, "holiday.jpg", &photo);
    write(&photos, "holiday-2019.jpg", &photo);
    // Copies only inside the drive: not what was asked.
    let notes: Vec<u8> = (0..20_000u32).map(|i| (i * 11 % 241) as u8).collect();
    write(&drive, "notes.bin", &notes);
    write(&drive, "notes-copy.bin", &notes);
    let mut harness = app();
    add_folders(&mut harness, &[drive.clone(), photos.clone()]);

    // The second folder's toggle sets it against the others, and it is remembered.
    harness
        .get_all_by_label("Against")
        .nth(1)
        .expect("an Against toggle per folder")
        .click();
    harness.step();
    assert_eq!(
        harness.state().model.settings.against,
        std::slice::from_ref(&photos)
    );
    assert!(harness.state().model.settings.references.is_empty());

    harness.state_mut().push(Command::StartScan);
    wait_for(&mut harness, "Only groups joining drive with photos");
    // One exact group, the drive's copy of the photo; the drive's own pair is not listed.
    harness.get_by_label_contains("Exact duplicates (1,");
    assert!(
        harness
            .query_all_by_label_contains("holiday")
            .next()
            .is_some()
    );
    assert!(
        harness
            .query_all_by_label_contains("notes")
            .next()
            .is_none()
    );
    // The copy in the folder against is never marked Trash: only the drive's can be.
    assert_eq!(harness.get_all_by_label("Trash").count(), 1);
    // Only here: the drive's files with no copy in the photos.
    harness.get_by_label_contains("Only here (2,").click();
    harness.run_steps(3);
    assert!(
        harness
            .query_all_by_label_contains("notes")
            .next()
            .is_some()
    );
}

#[test]
fn a_duplicate_folder_is_compared_trashed_whole_and_brought_back() {
    let _journal = hold_the_journal();
    let files = TempDir::new_in(data_home()).unwrap();
    for (name, seed) in [
        ("report.txt", 1),
        ("data/table.csv", 2),
        ("data/raw.bin", 3),
    ] {
        let content = document(400, seed);
        write(&files.path().join("thesis"), name, content.as_bytes());
        write(
            &files.path().join("thesis (copy)"),
            name,
            content.as_bytes(),
        );
    }
    let copy = files.path().join("thesis (copy)");
    let mut harness = app();
    scan_folder(&mut harness, files.path());
    wait_for(&mut harness, "Folders (1)");

    harness.get_by_label("Folders (1)").click();
    harness.run_steps(2);
    harness.get_by_label("2 folders with the same contents");
    // The comparison of the two folders as they are on disk now.
    wait_for(&mut harness, "The same: 3 files");
    harness.get_by_label_contains("Only in the left folder: 0 files");

    harness
        .get_all_by_label("Trash")
        .nth(1)
        .expect("a Trash button per folder")
        .click();
    harness.run_steps(3);
    // Counted on the planner's worker.
    wait_for(&mut harness, "Clean up: trash 1 folder");
    harness
        .get_by_label_contains("Clean up: trash 1 folder")
        .click();
    wait_for(&mut harness, "Move 1 folder to the trash");
    harness.get_by_label("Move 1 folder to the trash").click();
    wait_for(&mut harness, "Clean-up finished");
    assert!(!copy.exists(), "the copied folder left");
    assert!(files.path().join("thesis/data/raw.bin").exists());
    let trashed = data_home().join("Trash/files/thesis (copy)");
    assert_eq!(
        std::fs::read(trashed.join("data/raw.bin")).unwrap(),
        document(400, 3).as_bytes(),
        "the folder is in the trash whole"
    );

    harness.get_by_label("Undo").click();
    harness.step();
    wait_for(&mut harness, "Undo finished");
    for (name, seed) in [
        ("report.txt", 1),
        ("data/table.csv", 2),
        ("data/raw.bin", 3),
    ] {
        assert_eq!(
            std::fs::read(copy.join(name)).unwrap(),
            document(400, seed).as_bytes(),
            "undo put {name} back"
        );
    }
}

#[test]
fn esc_closes_the_settings_window() {
    let mut harness = app();
    harness.state_mut().push(Command::ToggleSettings);
    harness.run_steps(2);
    assert!(harness.state().model.windows.settings);

    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    assert!(
        !harness.state().model.windows.settings,
        "Esc closed the window"
    );
}

/// A box ticked in the Settings window changes the model's settings (through a command the
/// model applies), and ticking it again changes them back.
#[test]
fn a_box_ticked_in_the_settings_window_changes_the_settings() {
    let mut harness = app();
    harness.state_mut().push(Command::ToggleSettings);
    wait_for(&mut harness, "Find similar videos");
    assert!(
        harness.state().model.settings.find_videos,
        "on by default, as on the command line"
    );
    harness
        .get_by_label("Find similar videos (needs ffmpeg)")
        .click();
    harness.run_steps(2);
    assert!(!harness.state().model.settings.find_videos);
    harness
        .get_by_label("Find similar videos (needs ffmpeg)")
        .click();
    harness.run_steps(2);
    assert!(harness.state().model.settings.find_videos);
}

/// Steps the app until no scan runs.
fn wait_for_the_scan(harness: &mut Harness<'static, DoppelApp>) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while harness.state().model.scan().is_some() {
        assert!(Instant::now() < deadline, "timed out waiting for the scan");
        harness.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    harness.run_steps(2);
}

/// A scan setting changed after a scan says, under the scan settings, that the results shown
/// were found with others and a scan applies these; the next scan takes them and the line
/// goes. Changed back as scanned, or while nothing was scanned, there is nothing to say.
#[test]
fn a_scan_setting_changed_after_a_scan_says_to_scan_again_to_apply_it() {
    const LINE: &str = "scan again to apply";
    let files = TempDir::new_in(data_home()).unwrap();
    let mut harness = app();
    harness.state_mut().push(Command::ToggleSettings);
    wait_for(&mut harness, "Find similar images");
    harness.get_by_label_contains("Find similar images").click();
    harness.run_steps(2);
    assert!(!harness.state().model.settings.find_images);
    assert!(
        harness.query_by_label_contains(LINE).is_none(),
        "no results yet"
    );
    harness.get_by_label_contains("Find similar images").click();
    harness.run_steps(2);

    let content: Vec<u8> = (0..30_000u32).map(|i| (i * 17 % 251) as u8).collect();
    write(files.path(), "a.bin", &content);
    write(files.path(), "b.bin", &content);
    scan_folder(&mut harness, files.path());
    wait_for(&mut harness, "Exact duplicates (1,");
    wait_for_the_scan(&mut harness);
    assert!(harness.query_by_label_contains(LINE).is_none());

    harness.get_by_label_contains("Find similar images").click();
    harness.run_steps(2);
    assert!(!harness.state().model.settings.find_images);
    harness.get_by_label_contains(LINE);

    harness.get_by_label_contains("Find similar images").click();
    harness.run_steps(2);
    assert!(
        harness.query_by_label_contains(LINE).is_none(),
        "back as scanned"
    );

    harness
        .get_by_label_contains("Find duplicate and similar folders")
        .click();
    harness.run_steps(2);
    assert!(!harness.state().model.settings.find_folders);
    harness.get_by_label_contains(LINE);
    harness.get_by_label("Scan").click();
    harness.step();
    assert!(harness.state().model.scan().is_some(), "a scan started");
    wait_for_the_scan(&mut harness);
    assert!(harness.query_by_label_contains(LINE).is_none());
    assert_eq!(
        harness.state().model.scanned_with,
        Some(harness.state().model.settings.scan_choices()),
        "the scan took the settings"
    );
}

/// Where ffmpeg cannot be run, the similar-videos and similar-music boxes are off and
/// greyed, whatever the settings (kept for when ffmpeg is installed), and the line under
/// them says why.
#[test]
fn without_ffmpeg_the_videos_and_music_boxes_are_off_greyed_and_say_why() {
    use doppel::engine::videos::VideosOff;
    use egui::accesskit::Toggled;
    use egui_kittest::kittest::NodeT;
    let mut harness = app();
    harness.state_mut().push(Command::ToggleSettings);
    wait_for(&mut harness, "Find similar videos");
    // The look for ffmpeg made as the app starts reports first; then this machine lacks it.
    let deadline = Instant::now() + Duration::from_secs(60);
    while harness.state().model.machine.video_tools.is_none() {
        assert!(Instant::now() < deadline, "timed out waiting for the probe");
        harness.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    let shown = |harness: &Harness<'static, DoppelApp>, label: &str| {
        let node = harness.get_by_label(label).accesskit_node();
        (node.is_disabled(), node.toggled())
    };
    let boxes = [
        "Find similar videos (needs ffmpeg)",
        "Find similar music (needs ffmpeg)",
    ];
    if harness.state().model.machine.video_tools == Some(Ok(())) {
        for label in boxes {
            assert_eq!(
                shown(&harness, label),
                (false, Some(Toggled::True)),
                "{label}: on by default"
            );
        }
    }
    harness.state_mut().model.machine.video_tools = Some(Err(VideosOff::Missing {
        tool: "ffmpeg",
        why: "not found".to_string(),
    }));
    harness.run_steps(2);
    for label in boxes {
        assert_eq!(
            shown(&harness, label),
            (true, Some(Toggled::False)),
            "{label}"
        );
    }
    harness.get_by_label_contains("ffmpeg could not be run (not found): install ffmpeg");
    let settings = &harness.state().model.settings;
    assert!(
        settings.find_videos && settings.find_music,
        "the settings stay"
    );
}

/// Enter at the end of the exclude patterns starts a new pattern: "cache", Enter, "tmp" is
/// two patterns (the box once dropped the new line, giving "cachetmp"), and the blank line
/// while typing is no pattern for a scan.
#[test]
fn enter_in_the_exclude_patterns_starts_a_new_pattern() {
    let mut harness = app();
    harness.state_mut().push(Command::ToggleSettings);
    wait_for(&mut harness, "Find similar videos");
    let patterns = by().role(egui::accesskit::Role::MultilineTextInput);
    harness.get(patterns.clone()).focus();
    harness.run_steps(2);
    harness.get(patterns.clone()).type_text("cache");
    harness.run_steps(2);
    harness.key_press(egui::Key::Enter);
    harness.run_steps(2);
    assert_eq!(
        harness.state().model.settings.scan_choices().excludes,
        ["cache"],
        "a blank line is no pattern"
    );
    harness.get(patterns).type_text("tmp");
    harness.run_steps(2);
    assert_eq!(harness.state().model.settings.excludes, ["cache", "tmp"]);
}

/// A folder holding `a.bin` and its copies `b.bin` and `c.bin`, and `x.bin` with its copy
/// `y.bin`: two exact groups.
fn two_groups(folder: &Path) {
    let three: Vec<u8> = (0..40_000u32).map(|i| (i * 11 % 241) as u8).collect();
    let two: Vec<u8> = (0..20_000u32).map(|i| (i * 5 % 239) as u8).collect();
    for name in ["a.bin", "b.bin", "c.bin"] {
        write(folder, name, &three);
    }
    write(folder, "x.bin", &two);
    write(folder, "y.bin", &two);
}

/// A window that scanned `folder` (see [`two_groups`]) and marked `c.bin` Trash, then
/// closed, its session kept in `session`.
fn scanned_marked_and_closed(folder: &Path, session: &Path) {
    two_groups(folder);
    let mut first = app_with_session(session);
    scan_folder(&mut first, folder);
    wait_for(&mut first, "Exact duplicates (2,");
    let copy = folder.canonicalize().unwrap().join("c.bin");
    first.state_mut().push(Command::SetMark {
        path: copy,
        mark: doppel::engine::actions::rules::Mark::Trash,
    });
    first.run_steps(2);
    // Counted on the planner's worker.
    wait_for(&mut first, "Clean up: trash 1 file");
    first.get_by_label_contains("Clean up: trash 1 file");
    // Closing the window: what the app does on exit.
    drop(first);
}

#[test]
fn the_app_reopens_with_its_last_results_and_marks_before_any_scan() {
    let files = TempDir::new().unwrap();
    let session = TempDir::new_in(data_home()).unwrap();
    scanned_marked_and_closed(files.path(), session.path());

    let mut second = app_with_session(session.path());
    wait_for(&mut second, "Exact duplicates (2,");
    assert!(second.state().model.scan().is_none(), "no scan ran");
    assert!(second.query_by_label_contains("Scanning").is_none());
    // Counted on the planner's worker.
    wait_for(&mut second, "Clean up: trash 1 file");
    second.get_by_label_contains("Clean up: trash 1 file");
    // The folder list comes back with them (the harness keeps no settings).
    assert_eq!(
        second.state().model.settings.folders,
        [files.path().canonicalize().unwrap()]
    );
    let copy = files.path().canonicalize().unwrap().join("c.bin");
    let results = second.state().model.results.as_ref().unwrap();
    assert_eq!(
        results.mark(&copy),
        Some(doppel::engine::actions::rules::Mark::Trash)
    );

    // Checked against the disk in the background, then watched as after a scan.
    wait_for(&mut second, "against the disk: nothing changed since");
    wait_for(&mut second, "Watching 1 folder for changes");
    assert!(second.state().model.scan().is_none(), "still no scan");
    second.get_by_label_contains("Exact duplicates (2,");
}

#[test]
fn files_gone_or_changed_since_the_last_session_are_taken_out() {
    let files = TempDir::new().unwrap();
    let session = TempDir::new_in(data_home()).unwrap();
    scanned_marked_and_closed(files.path(), session.path());
    // While the app is closed: one copy is deleted, another rewritten.
    std::fs::remove_file(files.path().join("b.bin")).unwrap();
    write(files.path(), "y.bin", b"other content now");

    let mut second = app_with_session(session.path());
    wait_for(
        &mut second,
        "2 files gone or changed since, taken out of the groups",
    );
    assert!(second.state().model.scan().is_none(), "no scan ran");
    // a.bin and c.bin are left of the first group; x.bin alone is no group.
    second.get_by_label_contains("Exact duplicates (1,");
    heading(&second, "2 identical files of");
    assert!(second.query_by_label_contains("b.bin").is_none());
    // Counted on the planner's worker.
    wait_for(&mut second, "Clean up: trash 1 file");
    second.get_by_label_contains("Clean up: trash 1 file");
}

#[test]
fn results_saved_to_a_file_open_in_another_window_and_what_is_not_a_report_changes_nothing() {
    let files = TempDir::new().unwrap();
    let reports = TempDir::new().unwrap();
    two_groups(files.path());
    let mut first = app();
    first.get_by_label("Open report…");
    scan_folder(&mut first, files.path());
    wait_for(&mut first, "Exact duplicates (2,");
    let saved = reports.path().join("results.json");
    first.get_by_label("Save results…");
    first.state_mut().push(Command::SaveResults(saved.clone()));
    wait_for(&mut first, "Saved the results to");
    let text = std::fs::read_to_string(&saved).unwrap();
    let report = doppel::report::json::read_json(&text).expect("a report the engine reads");
    assert_eq!(report.groups.len(), 2);

    let mut second = app();
    second.state_mut().push(Command::OpenReport(saved.clone()));
    wait_for(&mut second, "Exact duplicates (2,");
    assert!(second.state().model.scan().is_none(), "no scan ran");
    wait_for(&mut second, "against the disk: nothing changed since");

    let not_a_report = write(reports.path(), "notes.txt", b"shopping: milk, eggs");
    second.state_mut().push(Command::OpenReport(not_a_report));
    wait_for(&mut second, "Could not open");
    second.get_by_label_contains("it is not a Doppel report");
    second.get_by_label_contains("The results on screen are unchanged");
    second.get_by_label_contains("Exact duplicates (2,");

    second
        .state_mut()
        .push(Command::OpenReport(reports.path().join("missing.json")));
    wait_for(&mut second, "there is no such file");
    second.get_by_label_contains("Exact duplicates (2,");
}

#[test]
fn a_report_made_on_another_computer_is_shown_as_listed_and_says_so() {
    let files = TempDir::new().unwrap();
    let reports = TempDir::new().unwrap();
    two_groups(files.path());
    let mut first = app();
    scan_folder(&mut first, files.path());
    wait_for(&mut first, "Exact duplicates (2,");
    let saved = reports.path().join("here.json");
    first.state_mut().push(Command::SaveResults(saved.clone()));
    wait_for(&mut first, "Saved the results to");
    // The same report, as a NAS would have made it of its own folder.
    let here = files.path().canonicalize().unwrap();
    let text = std::fs::read_to_string(&saved)
        .unwrap()
        .replace(here.to_str().unwrap(), "/volume1/not-on-this-computer");
    let elsewhere = write(reports.path(), "nas.json", text.as_bytes());

    let mut second = app();
    second.state_mut().push(Command::OpenReport(elsewhere));
    wait_for(&mut second, "None of the files in the report");
    second.get_by_label_contains("are on this computer now");
    second.get_by_label_contains("Exact duplicates (2,");
    assert!(
        second.state().model.watched_roots.is_empty(),
        "nothing to watch"
    );
}

#[test]
fn a_scan_under_way_when_the_window_closed_starts_again_by_itself() {
    let files = TempDir::new().unwrap();
    let session = TempDir::new_in(data_home()).unwrap();
    two_groups(files.path());
    let mut first = app_with_session(session.path());
    scan_folder(&mut first, files.path());
    assert!(
        first.state().model.scan().is_some(),
        "the scan is under way"
    );
    drop(first);

    // The status bar says "Resuming the scan that was interrupted…" while it runs (this one
    // may be done by the window's first frames), then that it finished.
    let mut second = app_with_session(session.path());
    wait_for(&mut second, "the scan that was interrupted");
    assert_eq!(
        second.state().model.settings.folders,
        [files.path().to_path_buf()]
    );
    wait_for(&mut second, "Finished the scan that was interrupted");
    second.get_by_label_contains("Exact duplicates (2,");
    drop(second);

    // It finished: the next start shows its results and scans nothing.
    let mut third = app_with_session(session.path());
    wait_for(&mut third, "Exact duplicates (2,");
    wait_for(&mut third, "against the disk: nothing changed since");
    assert!(third.state().model.scan().is_none(), "nothing to resume");
}

#[test]
fn a_damaged_session_is_left_aside_with_a_notice() {
    let session = TempDir::new_in(data_home()).unwrap();
    std::fs::write(session.path().join("report.json"), "{\"version\": 2, \"gro").unwrap();
    let mut harness = app_with_session(session.path());
    wait_for(
        &mut harness,
        "The results of the last session could not be read",
    );
    harness.get_by_label_contains("Add the folders to look in");
    assert!(harness.state().model.results.is_none());
}

#[test]
fn two_notices_in_one_frame_are_both_kept_and_listed_with_their_age() {
    let mut harness = app();
    harness.step();
    // Two things to say in the same frame: nothing to save, and no folder to scan.
    harness.state_mut().push(Command::PickSaveAs);
    harness.state_mut().push(Command::StartScan);
    harness.run_steps(2);
    harness.get_by_label_contains("Add a folder to scan first");
    harness.get_by_label("+1 earlier").click();
    harness.run_steps(4);
    // The Notices window lists both, the newest first, each with its age.
    harness.get_by_label_contains("There are no results to save yet");
    assert!(harness.query_all_by_label("just now").count() >= 2);
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    assert!(!harness.state().model.windows.notices, "Esc closed it");
}

/// Two PNG files of one picture, the second half the size, in `folder`.
fn two_similar_images(folder: &Path) {
    let picture = image::RgbImage::from_fn(320, 240, |x, y| {
        let block = ((x / 20 * 31 + y / 20 * 17).wrapping_mul(2_654_435_761) >> 24) as u8;
        image::Rgb([block, block / 2 + 60, 255 - block])
    });
    let picture = image::DynamicImage::ImageRgb8(picture);
    picture.save(folder.join("photo.png")).unwrap();
    picture
        .resize(160, 120, image::imageops::FilterType::Triangle)
        .save(folder.join("photo-small.png"))
        .unwrap();
}

/// Scans `files` for similar images with the real binary into a report in `reports`, opens
/// it in the app and shows its one group of two.
fn open_similar_images(harness: &mut Harness<'static, DoppelApp>, files: &Path, reports: &Path) {
    let report = reports.join("images.json");
    let scanned = std::process::Command::new(env!("CARGO_BIN_EXE_doppel"))
        .args([
            "scan",
            "--images",
            "--no-cache",
            "-q",
            "--format",
            "json",
            "-o",
        ])
        .arg(&report)
        .arg(files)
        .status()
        .unwrap();
    assert!(scanned.success());
    harness.state_mut().push(Command::OpenReport(report));
    wait_for(harness, "Similar images (1)");
    harness.get_by_label_contains("Similar images (1)").click();
    wait_for(harness, "2 similar images");
}

#[test]
fn an_opened_report_with_similar_images_shows_them_side_by_side() {
    let files = TempDir::new().unwrap();
    let reports = TempDir::new().unwrap();
    two_similar_images(files.path());
    let mut harness = app();
    open_similar_images(&mut harness, files.path(), reports.path());
    harness.get_by_label_contains("Around photo.png (320 × 240 pixels)");
    harness.get_by_label_contains("160 × 120 pixels · PNG");
    harness.get_by_label_contains("Reference: photo.png");
    // How alike, in words, with the hash distance beside them (a resized copy is the same
    // picture or very similar); never a bare "≤ N of 64".
    assert!(
        harness.query_by_label("The same picture").is_some()
            || harness.query_by_label("Very similar").is_some(),
        "the group's row does not say how alike in words"
    );
    harness.get_by_label_contains("of 64 bits from it)");
    assert!(harness.query_by_label_contains("≤").is_none());
    // Each image can be marked like any file of a group.
    assert_eq!(harness.get_all_by_label("Trash").count(), 2);
}

/// A Fujifilm RAF as far as Doppel reads one: the header, with the offset and length of
/// the JPEG preview at byte 84, and the JPEG `preview`.
fn raf(preview: &[u8]) -> Vec<u8> {
    let mut out = b"FUJIFILMCCD-RAW 0201FF129502".to_vec();
    out.resize(84, 0);
    out.extend(100u32.to_be_bytes());
    out.extend((preview.len() as u32).to_be_bytes());
    out.resize(100, 0);
    out.extend_from_slice(preview);
    out
}

#[test]
fn the_review_shows_a_raw_file_beside_its_jpeg_copy() {
    let files = TempDir::new().unwrap();
    let reports = TempDir::new().unwrap();
    two_similar_images(files.path());
    // The picture as a JPEG, and as a RAF whose preview is that JPEG, in place of the PNGs.
    let picture = image::open(files.path().join("photo.png")).unwrap();
    std::fs::remove_file(files.path().join("photo.png")).unwrap();
    let mut jpeg = std::io::Cursor::new(Vec::new());
    picture
        .write_to(&mut jpeg, image::ImageFormat::Jpeg)
        .unwrap();
    let raw = files.path().join("DSCF0001.RAF");
    std::fs::write(&raw, raf(jpeg.get_ref())).unwrap();
    let mut harness = app();
    open_similar_images(&mut harness, files.path(), reports.path());
    harness.get_by_label_contains("Around DSCF0001.RAF (320 × 240 pixels)");
    harness.get_by_label_contains("320 × 240 pixels · RAF");
    // Side by side, the RAF is decoded by the engine's loader, not refused.
    let uri = format!("file://{}", raw.display());
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        harness.step();
        match harness
            .ctx
            .try_load_image(&uri, egui::load::SizeHint::default())
        {
            Ok(egui::load::ImagePoll::Ready { image }) => {
                assert_eq!(image.size, [320, 240]);
                break;
            }
            Ok(egui::load::ImagePoll::Pending { .. }) => {}
            Err(error) => panic!("{error}"),
        }
        assert!(Instant::now() < deadline, "the RAF never loaded");
        std::thread::sleep(Duration::from_millis(20));
    }
    harness.run_steps(2);
    assert!(harness.query_by_label_contains("Cannot show it").is_none());
    assert!(
        harness
            .query_by_label_contains("Not an image the preview can show")
            .is_none()
    );
}

#[test]
fn a_scan_finds_similar_images_shows_where_one_differs_and_keeps_the_highest_resolution() {
    let _journal = hold_the_journal();
    let files = TempDir::new_in(data_home()).unwrap();
    two_similar_images(files.path());
    // A third copy, at full size with a small white label stamped in its corner.
    let mut stamped = image::open(files.path().join("photo.png"))
        .unwrap()
        .to_rgb8();
    for x in 290..302 {
        for y in 12..20 {
            stamped.put_pixel(x, y, image::Rgb([255, 255, 255]));
        }
    }
    stamped
        .save(files.path().join("photo-stamped.png"))
        .unwrap();
    // The stamped copy was made a day after the photo.
    let day_ago = std::time::SystemTime::now() - Duration::from_secs(86_400);
    set_modified(&files.path().join("photo.png"), day_ago);

    let mut harness = app();
    assert!(harness.state().model.settings.find_images, "on by default");
    scan_folder(&mut harness, files.path());
    wait_for(&mut harness, "Similar images (1)");
    harness.get_by_label_contains("Similar images (1)").click();
    wait_for(&mut harness, "3 similar images");

    // Files are in path order: photo-small, photo-stamped, photo. The full-size ones have
    // the same pixels: the group is built around the older file, the photo.
    harness.get_by_label_contains("Around photo.png (320 × 240 pixels)");
    harness.state_mut().push(Command::SelectFile(1));
    harness.get_by_label("Difference").click();
    wait_for(&mut harness, "% of the picture");
    harness.get_by_label_contains("photo-stamped.png differs from photo.png");
    harness.get_by_label("Flicker").click();
    wait_for(&mut harness, "Now showing");

    harness.get_by_label("Mark this group…").click();
    harness.run_steps(2);
    harness
        .get_by_label("Keep the highest resolution, then the largest")
        .click();
    harness.run_steps(2);
    let marks = |harness: &Harness<'static, DoppelApp>, name: &str| {
        harness
            .state()
            .model
            .results
            .as_ref()
            .unwrap()
            .mark(&files.path().join(name))
    };
    // The two full-size images tie on pixels: the larger file is kept.
    let size = |name: &str| std::fs::metadata(files.path().join(name)).unwrap().len();
    let (kept, other) = if size("photo.png") >= size("photo-stamped.png") {
        ("photo.png", "photo-stamped.png")
    } else {
        ("photo-stamped.png", "photo.png")
    };
    assert_eq!(marks(&harness, kept), Some(Mark::Keep));
    assert_eq!(marks(&harness, other), Some(Mark::Trash));
    assert_eq!(marks(&harness, "photo-small.png"), Some(Mark::Trash));

    // Counted on the planner's worker.
    wait_for(&mut harness, "Clean up: trash 2 files");
    harness
        .get_by_label_contains("Clean up: trash 2 files")
        .click();
    wait_for(&mut harness, "Move 2 files to the trash");
    harness.get_by_label("Move 2 files to the trash").click();
    wait_for(&mut harness, "Clean-up finished");
    assert!(files.path().join(kept).exists());
    assert!(!files.path().join("photo-small.png").exists());
    harness.get_by_label("Undo").click();
    harness.step();
    wait_for(&mut harness, "Undo finished");
    assert!(files.path().join("photo-small.png").exists());
    assert!(files.path().join(other).exists());
}

/// A saved keep rule, chosen for every group of the tab, first shows what it would do: the
/// groups it decides, those it leaves alone and why, before any mark changes; Apply marks
/// them and Undo mark takes them back.
#[test]
fn a_keep_rules_preview_shows_its_counts_before_the_marks_change() {
    let files = TempDir::new().unwrap();
    let photos = files.path().join("Photos");
    write(files.path(), "Photos/a.bin", &[1u8; 6000]);
    write(files.path(), "Downloads/a.bin", &[1u8; 6000]);
    // Copied with their time, as `cp -p` does: the oldest of them is a tie.
    let copied = std::time::SystemTime::UNIX_EPOCH + Duration::from_secs(1_700_000_000);
    for name in ["Downloads/b.bin", "Desktop/b.bin"] {
        set_modified(&write(files.path(), name, &[2u8; 7000]), copied);
    }
    let mut harness = app();
    harness.state_mut().push(Command::SaveKeepRule {
        name: "Photos first".into(),
        rule: format!("under:{},oldest", photos.display()),
    });
    scan_folder(&mut harness, files.path());
    wait_for(&mut harness, "Exact duplicates (2,");

    harness.get_by_label("Mark all groups in this tab…").click();
    harness.run_steps(2);
    harness.get_by_label("Photos first").click();
    wait_for(&mut harness, "the rule decides 2.");
    harness.get_by_label_contains("Of 2 groups in this tab");
    // The group with no copy under Photos is decided past the place, and the preview
    // says so: the next criterion (the oldest) tied, so the first by path is kept.
    harness.get_by_label_contains("1 group is decided past the criteria");
    harness.get_by_label_contains("1 group: no copy is under");
    harness.get_by_label_contains("so the next criteria chose");
    harness.get_by_label_contains("It would mark 2 files for the trash, freeing 12.70 KiB");
    assert!(
        harness.query_by_label_contains("Clean up: trash").is_none(),
        "no mark changed yet"
    );

    harness.get_by_label("Apply").click();
    wait_for(&mut harness, "Clean up: trash 2 files");
    let mark = |harness: &Harness<'static, DoppelApp>, path: &Path| {
        harness.state().model.results.as_ref().unwrap().mark(path)
    };
    assert_eq!(
        mark(&harness, &files.path().join("Downloads/a.bin")),
        Some(Mark::Trash)
    );
    assert_eq!(mark(&harness, &photos.join("a.bin")), Some(Mark::Keep));
    // Desktop/b.bin is first by path.
    assert_eq!(
        mark(&harness, &files.path().join("Desktop/b.bin")),
        Some(Mark::Keep)
    );
    assert_eq!(
        mark(&harness, &files.path().join("Downloads/b.bin")),
        Some(Mark::Trash)
    );

    harness.get_by_label("Undo mark").click();
    harness.run_steps(2);
    assert!(harness.query_by_label_contains("Clean up: trash").is_none());
}

/// A keep rule applied to the exact copies marks the backup's copies, which are the files
/// the similar-documents group lists: that tab shows them marked the same, says each one's
/// copy stays, and the Clean up button counts what the dialog then moves: both, as
/// `doppel clean` with the same rule would, and nothing is refused.
#[test]
fn marks_agree_across_tabs_with_the_button_the_dialog_and_doppel_clean() {
    let files = TempDir::new().unwrap();
    let root = files.path().canonicalize().unwrap();
    let (docs, backup) = (root.join("docs"), root.join("backup"));
    let text = document(1500, 77);
    let older = text.replacen("word", "EARLIER", 6);
    for folder in ["docs", "backup"] {
        write(&root, &format!("{folder}/plan.txt"), text.as_bytes());
        write(&root, &format!("{folder}/plan-old.txt"), older.as_bytes());
    }
    // What `doppel clean` decides with the same rule, from its own scan's report.
    let report = root.join("report.json");
    let doppel = env!("CARGO_BIN_EXE_doppel");
    let scanned = std::process::Command::new(doppel)
        .args(["scan", "--format", "json", "--no-images", "--no-videos"])
        .args([&docs, &backup])
        .output()
        .unwrap();
    assert!(scanned.status.success(), "{scanned:?}");
    std::fs::write(&report, &scanned.stdout).unwrap();
    let rule = format!("under:{}", docs.display());
    let dry_run = std::process::Command::new(doppel)
        .args(["clean", "--dry-run", "--keep", &rule])
        .arg(&report)
        .output()
        .unwrap();
    assert!(dry_run.status.success(), "{dry_run:?}");
    let mut by_the_cli: Vec<PathBuf> = String::from_utf8_lossy(&dry_run.stdout)
        .lines()
        .filter_map(|line| line.strip_prefix("Would move to the trash: "))
        .map(PathBuf::from)
        .collect();
    by_the_cli.sort();
    let mut backups = vec![backup.join("plan-old.txt"), backup.join("plan.txt")];
    backups.sort();
    assert_eq!(by_the_cli, backups);

    let mut harness = app();
    harness.state_mut().push(Command::SaveKeepRule {
        name: "Docs first".into(),
        rule,
    });
    add_folders(&mut harness, std::slice::from_ref(&docs));
    scan_folder(&mut harness, &backup);
    wait_for(&mut harness, "Exact duplicates (2,");
    harness.get_by_label("Mark all groups in this tab…").click();
    harness.run_steps(2);
    harness.get_by_label("Docs first").click();
    wait_for(&mut harness, "the rule decides 2.");
    harness.get_by_label("Apply").click();
    wait_for(&mut harness, "Clean up: trash 2 files");

    // The similar documents' tab lists the backup's two versions: marked Trash there too,
    // each with the copy that stays.
    harness
        .get_by_label_contains("Similar documents (1)")
        .click();
    wait_for(&mut harness, "2 similar documents");
    let results = harness.state().model.results.as_ref().unwrap();
    for path in &backups {
        assert_eq!(results.mark(path), Some(Mark::Trash), "{}", path.display());
    }
    for name in ["plan.txt", "plan-old.txt"] {
        let copy = docs.join(name);
        harness.get_by_label(&format!(
            "Goes at clean-up; its copy at {} stays",
            copy.display()
        ));
    }
    assert!(
        harness
            .query_by_label_contains("Stays at clean-up")
            .is_none()
    );

    // Counted on the planner's worker.
    wait_for(&mut harness, "Clean up: trash 2 files");
    harness
        .get_by_label_contains("Clean up: trash 2 files")
        .click();
    wait_for(&mut harness, "Move 2 files to the trash");
    assert!(harness.query_by_label_contains("Left alone").is_none());
    harness.get_by_label("Move 2 files to the trash").click();
    wait_for(&mut harness, "Clean-up finished");
    for path in &backups {
        assert!(!path.exists(), "{} went to the trash", path.display());
    }
    assert_eq!(
        std::fs::read(docs.join("plan.txt")).unwrap(),
        text.as_bytes()
    );
    assert_eq!(
        std::fs::read(docs.join("plan-old.txt")).unwrap(),
        older.as_bytes()
    );
}

/// Not duplicates hides the selected group from the results at once and from later scans;
/// the Hidden window lists it with its files, and Bring back shows it again.
#[test]
fn a_group_hidden_as_not_duplicates_comes_back_from_the_hidden_window() {
    let files = TempDir::new().unwrap();
    // Contents no other test writes: the ignore list is shared by this process's windows.
    let hidden: Vec<u8> = (0..9000u32).map(|i| (i * 31 % 241) as u8 ^ 0x5a).collect();
    let shown: Vec<u8> = (0..5000u32).map(|i| (i * 17 % 239) as u8 ^ 0xa5).collect();
    // One folder: copies in two folders of their own would be a duplicate-folder group.
    write(files.path(), "letter-head.bin", &hidden);
    write(files.path(), "letter-head (copy).bin", &hidden);
    write(files.path(), "shown-1.bin", &shown);
    write(files.path(), "shown-2.bin", &shown);
    let mut harness = app();
    scan_folder(&mut harness, files.path());
    wait_for(&mut harness, "Exact duplicates (2,");

    // The larger group is listed, and selected, first.
    heading(&harness, "2 identical files of 8.79 KiB");
    harness.get_by_label("Not duplicates").click();
    wait_for(&mut harness, "Exact duplicates (1,");
    assert!(
        harness
            .query(by().label_contains("2 identical files of 8.79 KiB"))
            .is_none()
    );

    // A whole scan again: still hidden.
    harness.get_by_label("Scan").click();
    harness.step();
    wait_for(&mut harness, "Exact duplicates (1,");
    settle(&mut harness, Duration::from_millis(300));
    harness.get_by_label_contains("Exact duplicates (1,");

    harness.get_by_label("Hidden…").click();
    wait_for(&mut harness, "Bring back");
    harness.get_by_label_contains("2 exact copies");
    harness.get_by_label_contains("letter-head (copy).bin");
    harness.get_by_label("Bring back").click();
    wait_for(&mut harness, "Exact duplicates (2,");
    wait_for(&mut harness, "Nothing is hidden.");
}

/// Runs ffmpeg with `args` (quiet, overwriting).
fn ffmpeg(args: &[&str]) {
    let status = std::process::Command::new("ffmpeg")
        .args(["-nostdin", "-hide_banner", "-loglevel", "error", "-y"])
        .args(args)
        .status()
        .unwrap();
    assert!(status.success(), "ffmpeg {args:?}");
}

/// A scan with videos on finds a clip and its copy re-encoded without the first three
/// seconds; the Similar videos tab shows both as rows of frames at the same moments, each
/// with its time and the video's length.
#[test]
fn a_video_group_shows_frames_of_both_at_the_same_moments() {
    needs::require(needs::tools(&[needs::FFMPEG, needs::FFPROBE]));
    let files = TempDir::new().unwrap();
    let clip = files.path().join("clip.mp4");
    let trimmed = files.path().join("clip-trimmed.mp4");
    ffmpeg(&[
        "-f",
        "lavfi",
        "-i",
        "testsrc2=size=320x240:rate=25:duration=10",
        "-pix_fmt",
        "yuv420p",
        "-c:v",
        "libx264",
        "-preset",
        "veryfast",
        clip.to_str().unwrap(),
    ]);
    ffmpeg(&[
        "-i",
        clip.to_str().unwrap(),
        "-ss",
        "3",
        "-c:v",
        "libx264",
        "-b:v",
        "150k",
        trimmed.to_str().unwrap(),
    ]);
    let mut harness = app();
    harness.state_mut().model.settings.find_videos = true;
    scan_folder(&mut harness, files.path());
    wait_for(&mut harness, "Similar videos (1)");
    harness.get_by_label_contains("Similar videos (1)").click();
    wait_for(&mut harness, "2 similar videos");
    harness.get_by_label_contains("clip-trimmed.mp4 is clip.mp4 from 0:03");
    // Three frames of each, their times out of the trimmed copy's 0:07 and the clip's 0:10.
    wait_for(&mut harness, " / 0:10");
    let times = |harness: &Harness<'static, DoppelApp>, length: &str| {
        harness
            .query_all_by_label_contains(&format!(" / {length}"))
            .count()
    };
    assert_eq!(times(&harness, "0:07"), 3);
    assert_eq!(times(&harness, "0:10"), 3);
    assert!(harness.query_by_label_contains("Cannot").is_none());
}

/// Presses `key` with `modifiers` and lets the app take it.
fn press(harness: &mut Harness<'static, DoppelApp>, modifiers: egui::Modifiers, key: egui::Key) {
    harness.key_press_modifiers(modifiers, key);
    harness.run_steps(2);
}

/// The whole path with the keyboard alone, every step a key from the commands' table: add
/// a folder (typed), scan, step through the tabs, the group and its files, mark Trash and
/// undo it, mark by a keep rule chosen from its list and previewed, clean up, confirm, close
/// the report, undo the cleanup; and Tab shows where the keyboard focus is.
#[test]
fn the_whole_path_works_with_the_keyboard_alone() {
    use doppel::app::Dialog;
    use doppel::app::results::{GroupKind, Tab};
    use doppel::engine::actions::rules::{Criterion, KeepRule};
    use egui::{Key, Modifiers};
    const NONE: Modifiers = Modifiers::NONE;
    let ctrl_shift = Modifiers {
        shift: true,
        ..Modifiers::COMMAND
    };
    let _journal = hold_the_journal();
    let files = TempDir::new_in(data_home()).unwrap();
    let content: Vec<u8> = (0..30_000u32).map(|i| (i * 17 % 253) as u8).collect();
    let kept = write(files.path(), "a-kept.bin", &content);
    let copy = write(files.path(), "b-copy.bin", &content);
    let mut harness = app();
    harness.step();

    // Add the folder: Ctrl+L, its path typed, Enter; typed faster than a frame is drawn,
    // not a key is lost.
    harness.key_press_modifiers(Modifiers::COMMAND, Key::L);
    harness.event(egui::Event::Text(files.path().display().to_string()));
    harness.step();
    harness.get_by_label_contains("Type the path of a folder");
    press(&mut harness, NONE, Key::Enter);
    assert!(matches!(harness.state().model.dialog, Dialog::None));
    assert_eq!(harness.state().model.settings.folders, [files.path()]);

    // Scan: F5.
    press(&mut harness, NONE, Key::F5);
    wait_for(&mut harness, "Exact duplicates (1,");
    let tab = |harness: &Harness<'static, DoppelApp>| {
        harness.state().model.results.as_ref().unwrap().tab()
    };

    // The tabs: Ctrl+Tab and back.
    press(&mut harness, Modifiers::COMMAND, Key::Tab);
    assert_eq!(tab(&harness), Tab::Folders);
    press(&mut harness, ctrl_shift, Key::Tab);
    assert_eq!(tab(&harness), Tab::Groups(GroupKind::Exact));

    // The group and its files: Down, Right; Delete marks Trash, Ctrl+Z takes it back.
    press(&mut harness, NONE, Key::ArrowDown);
    assert_eq!(harness.state().model.selection.row, Some(0));
    press(&mut harness, NONE, Key::ArrowRight);
    assert_eq!(harness.state().model.selection.file, 1);
    press(&mut harness, NONE, Key::Delete);
    // Counted on the planner's worker.
    wait_for(&mut harness, "Clean up: trash 1 file");
    harness.get_by_label_contains("Clean up: trash 1 file");
    press(&mut harness, Modifiers::COMMAND, Key::Z);
    assert!(harness.query_by_label_contains("Clean up: trash").is_none());

    // A keep rule for every group of the tab: Shift+R, Down to "Keep the first", Enter
    // shows its preview, Enter marks.
    press(&mut harness, Modifiers::SHIFT, Key::R);
    let first = KeepRule::only(Criterion::First);
    for _ in 0..10 {
        let Dialog::ChooseRule(choice) = &harness.state().model.dialog else {
            panic!("Shift+R opens the list of rules");
        };
        if choice.offers[choice.chosen].keep_rule() == Some(&first) {
            break;
        }
        press(&mut harness, NONE, Key::ArrowDown);
    }
    press(&mut harness, NONE, Key::Enter);
    harness.get_by_label_contains("the rule decides 1.");
    press(&mut harness, NONE, Key::Enter);
    wait_for(&mut harness, "Clean up: trash 1 file");

    // Clean up: Ctrl+Delete asks, Enter confirms, Enter closes the report.
    press(&mut harness, Modifiers::COMMAND, Key::Delete);
    wait_for(&mut harness, "Move 1 file to the trash");
    press(&mut harness, NONE, Key::Enter);
    wait_for(&mut harness, "Clean-up finished");
    assert!(kept.exists(), "the kept copy is untouched");
    assert!(!copy.exists(), "the copy left its folder");
    let trashed = data_home().join("Trash/files/b-copy.bin");
    assert_eq!(std::fs::read(&trashed).unwrap(), content, "in the trash");
    press(&mut harness, NONE, Key::Enter);
    assert!(matches!(harness.state().model.dialog, Dialog::None));

    // Undo the cleanup: Ctrl+Shift+Z.
    press(&mut harness, ctrl_shift, Key::Z);
    wait_for(&mut harness, "Undo finished");
    assert_eq!(std::fs::read(&copy).unwrap(), content, "undo put it back");
    press(&mut harness, NONE, Key::Escape);

    // Tab takes the keyboard focus to a widget, where a ring shows it; Esc lets it go.
    let focused =
        |harness: &Harness<'static, DoppelApp>| harness.ctx.memory(|memory| memory.focused());
    assert_eq!(focused(&harness), None);
    press(&mut harness, NONE, Key::Tab);
    assert!(focused(&harness).is_some(), "Tab focuses a widget");
    press(&mut harness, NONE, Key::Escape);
    assert_eq!(focused(&harness), None);
}

/// The list's rows, as a screen reader finds them (one option per row).
fn list_rows(harness: &Harness<'static, DoppelApp>) -> Vec<egui::Rect> {
    let rows = harness.get_all(by().role(egui::accesskit::Role::ListBoxOption));
    rows.map(|row| row.rect()).collect()
}

/// Clicks at `pos` with the primary button.
fn click_at(harness: &mut Harness<'static, DoppelApp>, pos: egui::Pos2) {
    harness.hover_at(pos);
    for pressed in [true, false] {
        harness.event(egui::Event::PointerButton {
            pos,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
    }
    harness.run_steps(2);
}

/// A click on a row's text (its file name), not only on the blank part of the row, selects
/// it: the cells' text once took the click as the start of a text selection.
#[test]
fn a_click_on_a_rows_text_selects_the_row() {
    let folder = TempDir::new().unwrap();
    two_groups(folder.path());
    let mut harness = app();
    scan_folder(&mut harness, folder.path());
    wait_for(&mut harness, "Exact duplicates (2,");
    assert_eq!(harness.state().model.selection.row, Some(0));
    let rows = list_rows(&harness);
    assert_eq!(rows.len(), 2, "{rows:?}");
    // The second row's name: past the figure column, on its first line of text.
    let name = egui::pos2(rows[1].left() + 78.0 + 14.0, rows[1].top() + 9.0);
    let names = harness.query_all_by_label_contains("x.bin");
    assert!(
        names.into_iter().any(|label| label.rect().contains(name)),
        "the point clicked is on the row's file name"
    );
    click_at(&mut harness, name);
    assert_eq!(harness.state().model.selection.row, Some(1));
}

/// A folder with `count` exact groups of two, each of its own size.
fn many_groups(folder: &Path, count: u32) {
    for i in 0..count {
        let content: Vec<u8> = (0..(2_000 + i * 10)).map(|b| (b % 251) as u8).collect();
        write(folder, &format!("g{i:03}-a.bin"), &content);
        write(folder, &format!("g{i:03}-b.bin"), &content);
    }
}

/// Home and End go to the first and last group, Page Down and Page Up by a page of the
/// list (the rows it shows at once).
#[test]
fn home_end_and_page_keys_move_through_the_list() {
    let folder = TempDir::new().unwrap();
    many_groups(folder.path(), 60);
    let mut harness = app();
    scan_folder(&mut harness, folder.path());
    wait_for(&mut harness, "Exact duplicates (60,");
    let row = |harness: &Harness<'static, DoppelApp>| harness.state().model.selection.row;
    assert_eq!(row(&harness), Some(0));
    harness.key_press(egui::Key::End);
    harness.run_steps(2);
    assert_eq!(row(&harness), Some(59));
    harness.key_press(egui::Key::Home);
    harness.run_steps(2);
    assert_eq!(row(&harness), Some(0));
    let page = harness.state().model.list_page_rows;
    assert!(
        page > 5 && page < 60,
        "a page of the list at 1280×800: {page}"
    );
    harness.key_press(egui::Key::PageDown);
    harness.run_steps(2);
    assert_eq!(row(&harness), Some(page));
    harness.key_press(egui::Key::PageUp);
    harness.run_steps(2);
    assert_eq!(row(&harness), Some(0));
}

/// Scans again (F5) and waits until that scan's results are shown.
fn scan_again(harness: &mut Harness<'static, DoppelApp>) {
    harness.key_press(egui::Key::F5);
    harness.run_steps(2);
    let deadline = Instant::now() + Duration::from_secs(60);
    while harness.state().model.scan().is_some() {
        assert!(Instant::now() < deadline, "timed out waiting for the scan");
        harness.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    harness.run_steps(3);
}

/// The paths of the selected row.
fn selected_paths(harness: &Harness<'static, DoppelApp>) -> Vec<PathBuf> {
    let model = &harness.state().model;
    let results = model.results.as_ref().expect("results");
    results.paths_of_row(model.selection.row.expect("a row selected"))
}

/// Where the user is stays where it was: switching to another tab and back comes back to
/// the group selected there, and a scan made again keeps the tab and the group selected
/// (by its files), whichever row it is now.
#[test]
fn a_tab_and_a_scan_again_keep_the_tab_and_the_group_selected() {
    let folder = TempDir::new().unwrap();
    two_groups(folder.path());
    let text = document(2000, 3);
    write(folder.path(), "draft.txt", text.as_bytes());
    write(
        folder.path(),
        "final.txt",
        text.replacen("word", "CHANGED", 5).as_bytes(),
    );
    let mut harness = app();
    scan_folder(&mut harness, folder.path());
    wait_for(&mut harness, "Similar documents (1)");

    harness.state_mut().push(Command::SelectRow(1));
    harness.run_steps(2);
    let second = selected_paths(&harness);
    harness
        .get_by_label_contains("Similar documents (1)")
        .click();
    harness.run_steps(2);
    harness
        .get_by_label_contains("Exact duplicates (2,")
        .click();
    harness.run_steps(2);
    assert_eq!(selected_paths(&harness), second, "back on the group left");

    // A new, larger group that now comes first in the list.
    let large: Vec<u8> = (0..90_000u32).map(|i| (i * 7 % 253) as u8).collect();
    write(folder.path(), "big-1.bin", &large);
    write(folder.path(), "big-2.bin", &large);
    scan_again(&mut harness);
    assert_eq!(selected_paths(&harness), second, "the same group after F5");
    assert_ne!(
        harness.state().model.selection.row,
        Some(1),
        "at another row"
    );

    harness
        .get_by_label_contains("Similar documents (1)")
        .click();
    harness.run_steps(2);
    scan_again(&mut harness);
    let results = harness.state().model.results.as_ref().unwrap();
    assert_eq!(
        results.tab(),
        doppel::app::results::Tab::Groups(doppel::engine::report::GroupKind::Near),
        "the tab after F5"
    );
}

/// The tabs stand in the same places whatever a scan found: one per kind of group and the
/// folders, even when empty.
#[test]
fn every_tab_keeps_its_place_when_empty() {
    let folder = TempDir::new().unwrap();
    two_groups(folder.path());
    let mut harness = app();
    scan_folder(&mut harness, folder.path());
    wait_for(&mut harness, "Exact duplicates (2,");
    for tab in [
        "Folders (0)",
        "Similar documents (0)",
        "Similar images (0)",
        "Similar videos (0)",
    ] {
        harness.get_by_label_contains(tab);
    }
}

/// With no file chooser on the system (no portal, no zenity: the .deb only recommends
/// them), Add folder… once opened nothing at all; now it opens Doppel's own, which says
/// why, lists the folder typed, goes into a folder clicked in the list, and adds it.
#[test]
fn add_folder_without_a_system_chooser_opens_doppels_own() {
    let home = TempDir::new().unwrap();
    std::fs::create_dir(home.path().join("Photos")).unwrap();
    std::fs::create_dir(home.path().join("Music")).unwrap();
    write(home.path(), "notes.txt", b"not a folder");
    let mut harness = app();
    let deadline = Instant::now() + Duration::from_secs(30);
    while harness.state().model.machine.system_chooser.is_none() {
        assert!(Instant::now() < deadline, "the probe answers");
        harness.step();
        std::thread::sleep(Duration::from_millis(10));
    }
    // Whatever this machine has, the test is of a system without one.
    harness.state_mut().model.machine.system_chooser = Some(false);
    harness.get_by_label("Add folder…").click();
    wait_for(&mut harness, "This system has no file chooser");
    harness.state_mut().push(Command::EditFolderPath(format!(
        "{}/",
        home.path().display()
    )));
    wait_for(&mut harness, "Photos");
    assert!(
        harness.query_by_label_contains("notes.txt").is_none(),
        "a file is not offered where a folder is wanted"
    );
    harness.get_by_label_contains("Photos").click();
    harness.run_steps(2);
    harness.get_by_label("Add").click();
    // The path is checked on a worker.
    let photos = home.path().join("Photos").canonicalize().unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    while !harness.state().model.settings.folders.contains(&photos) {
        assert!(Instant::now() < deadline, "Photos was not added");
        harness.step();
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(matches!(
        harness.state().model.dialog,
        doppel::app::model::Dialog::None
    ));
}

/// A folder that is not there (an unplugged disk) is left out with a notice saying so, and
/// the other folders are scanned: the scan once failed as a whole ("The scan could not
/// start"), whichever folders were there.
#[test]
fn a_missing_folder_is_left_out_and_the_others_scanned() {
    let folder = TempDir::new().unwrap();
    two_groups(folder.path());
    let unplugged = folder.path().join("unplugged-disk");
    let mut harness = app();
    harness.state_mut().model.settings.folders = vec![unplugged.clone()];
    add_folders(&mut harness, &[folder.path().to_path_buf()]);
    harness.state_mut().push(Command::StartScan);
    harness.step();
    wait_for(&mut harness, "Exact duplicates (2,");
    assert!(harness.state().model.scan_error.is_none());
    let notices: Vec<String> = (harness.state().model.notices.newest_first())
        .map(|notice| notice.text.clone())
        .collect();
    assert!(
        notices
            .iter()
            .any(|text| text.contains("Left out") && text.contains("unplugged-disk")),
        "{notices:?}"
    );
}

/// Versions of a document inside two similar folders are listed in the Similar documents
/// tab, the row naming the folder group: the tab once said "Similar documents (0)" while
/// the folder pair held them.
#[test]
fn documents_inside_similar_folders_are_listed_in_their_own_tab() {
    let root = TempDir::new().unwrap();
    let (a, b) = (root.path().join("backup"), root.path().join("work"));
    std::fs::create_dir_all(&a).unwrap();
    std::fs::create_dir_all(&b).unwrap();
    for i in 0..8u32 {
        let content: Vec<u8> = (0..(3_000 + i * 7)).map(|x| (x * 3 % 251) as u8).collect();
        write(&a, &format!("photo{i}.bin"), &content);
        write(&b, &format!("photo{i}.bin"), &content);
    }
    let text = document(2000, 11);
    write(&a, "report.txt", text.as_bytes());
    write(
        &b,
        "report.txt",
        text.replacen("word", "CHANGED", 5).as_bytes(),
    );
    let mut harness = app();
    scan_folder(&mut harness, root.path());
    wait_for(&mut harness, "Similar documents (1)");
    harness
        .get_by_label_contains("Similar documents (1)")
        .click();
    wait_for(&mut harness, "in the folder group");
}

/// The same words wrapped again and with their blank lines lost (a PDF beside the text it
/// was made from) are no change: the diff counts the one word changed, and shows the
/// spacing only when asked.
#[test]
fn spacing_and_wrapping_are_not_counted_as_changes() {
    let files = TempDir::new().unwrap();
    let words: Vec<String> = document(1500, 21)
        .split_whitespace()
        .map(str::to_string)
        .collect();
    let wrapped = |per_line: usize, blank_every: usize| {
        let mut text = String::new();
        for (i, line) in words.chunks(per_line).enumerate() {
            text.push_str(&line.join(" "));
            text.push('\n');
            if blank_every > 0 && i % blank_every == blank_every - 1 {
                text.push('\n');
            }
        }
        text
    };
    write(files.path(), "notes.md", wrapped(10, 4).as_bytes());
    let exported = wrapped(13, 0).replacen(&words[700], "CHANGED", 1);
    write(files.path(), "notes.txt", exported.as_bytes());
    let mut harness = app();
    scan_folder(&mut harness, files.path());
    wait_for(&mut harness, "Similar documents (1)");
    harness
        .get_by_label_contains("Similar documents (1)")
        .click();
    wait_for(&mut harness, "Show spacing changes");
    assert!(
        harness.query_by_label("1 change").is_some(),
        "one change counted"
    );
    assert!(
        !harness.state().model.diff_view.show_spacing,
        "hidden by default"
    );
    harness
        .get_by_label_contains("Show spacing changes")
        .click();
    harness.run_steps(2);
    assert!(harness.state().model.diff_view.show_spacing);
}

/// At 1024×700 the review keeps at least half the window, whatever the folders and the
/// list take; folding the folders away gives the list their room, not the review's.
#[test]
fn the_review_keeps_half_the_window_at_1024_by_700() {
    let files = TempDir::new().unwrap();
    let text = document(2000, 3);
    write(files.path(), "draft.txt", text.as_bytes());
    let edited = text.replacen("word", "CHANGED", 5);
    write(files.path(), "final.txt", edited.as_bytes());
    data_home();
    let session = data_home().join("sessions").join("narrow");
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1024.0, 700.0))
        .build_eframe(move |cc| DoppelApp::with_session(cc, Vec::new(), Some(session)));
    harness.state_mut().model.settings.language = Some("en".to_string());
    harness.step();
    scan_folder(&mut harness, files.path());
    wait_for(&mut harness, "Similar documents (1)");
    harness
        .get_by_label_contains("Similar documents (1)")
        .click();
    wait_for(&mut harness, "2 similar documents");
    let review_left = |harness: &Harness<'static, DoppelApp>| {
        heading(harness, "2 similar documents").rect().left()
    };
    assert!(
        review_left(&harness) <= 1024.0 / 2.0 + 16.0,
        "{}",
        review_left(&harness)
    );
    harness.get_by_label("Fold the folders away").click();
    harness.run_steps(3);
    assert!(
        review_left(&harness) <= 1024.0 / 2.0 + 16.0,
        "{}",
        review_left(&harness)
    );
    assert!(harness.state().model.settings.folders_folded);
}

/// "Not duplicates" is undone with Ctrl+Z, as a mark is: the group comes back (once only
/// the Hidden window brought it back).
#[test]
fn ctrl_z_brings_back_a_group_hidden_as_not_duplicates() {
    let folder = TempDir::new().unwrap();
    // Contents of this test's own: the ignore list is shared by the tests of this process.
    for (name, seed) in [("p", 7u32), ("q", 11u32)] {
        let content: Vec<u8> = (0..25_000u32).map(|i| (i * seed % 239) as u8).collect();
        write(folder.path(), &format!("{name}-1.dat"), &content);
        write(folder.path(), &format!("{name}-2.dat"), &content);
    }
    let mut harness = app();
    scan_folder(&mut harness, folder.path());
    wait_for(&mut harness, "Exact duplicates (2,");
    harness.get_by_label("Not duplicates").click();
    wait_for(&mut harness, "Exact duplicates (1,");
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    wait_for(&mut harness, "Exact duplicates (2,");
    assert!(harness.state().model.hidden_last.is_empty());
}

/// A scan finds a song and a 20-second excerpt of it (its tags saying another title); the
/// Similar music tab shows the two side by side, the tags and facts that differ marked, a
/// Play button for each, where the excerpt lies in the song with the pair's score, and the
/// pair in words.
#[test]
fn a_music_group_shows_both_side_by_side_with_the_differences_and_the_shared_part() {
    needs::require(needs::tools(&[needs::FFMPEG]));
    let files = TempDir::new().unwrap();
    let song = files.path().join("song.flac");
    let excerpt = files.path().join("excerpt.mp3");
    // A melody of quarter-second notes whose pitches a hash draws.
    let melody = "aevalsrc='0.3*sin(2*PI*t*220*pow(2,floor(12*abs(mod(sin(floor(t*4)*12.9898+5)\
                  *43758.5453,1)))/12))':s=44100:d=50";
    ffmpeg(&[
        "-f",
        "lavfi",
        "-i",
        melody,
        "-metadata",
        "title=Song",
        song.to_str().unwrap(),
    ]);
    ffmpeg(&[
        "-ss",
        "10",
        "-t",
        "20",
        "-i",
        song.to_str().unwrap(),
        "-metadata",
        "title=Song (excerpt)",
        excerpt.to_str().unwrap(),
    ]);
    let mut harness = app();
    harness.state_mut().model.settings.find_music = true;
    scan_folder(&mut harness, files.path());
    wait_for(&mut harness, "Similar music (1)");
    harness.get_by_label_contains("Similar music (1)").click();
    wait_for(&mut harness, "2 files of one recording");
    harness.get_by_label_contains("excerpt.mp3 is song.flac from 0:10 for 0:20");
    for differs in ["≠ Title", "≠ Length", "≠ Codec"] {
        harness.get_by_label_contains(differs);
    }
    assert!(harness.query_by_label_contains("≠ Artist").is_none());
    assert_eq!(harness.query_all_by_label_contains("Play").count(), 2);
    harness.get_by_label_contains("song.flac: from 0:10 to 0:30 of 0:50");
    harness.get_by_label_contains("excerpt.mp3: from 0:00 to 0:20 of 0:20");
    // The score beside the shared part, and in the pair's words.
    assert_eq!(harness.query_all_by_label_contains("score ").count(), 2);
}
