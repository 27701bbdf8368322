//! CPU time of one frame of the desktop app.
//!
//! Drives the real `DoppelApp` headless through egui_kittest (layout and tessellation, no
//! GPU):
//!
//! 1. A synthetic report of 100,000 exact groups of three files each: the median and
//!    95th-percentile time of a frame while scrolling the list and moving the selection.
//!    Goal: under 4 ms on this project's reference machine.
//! 2. The side-by-side review of two 2 MB texts (generated prose, 80-column lines, and a
//!    copy with 50 scattered edits: words replaced, lines inserted and deleted): the first
//!    frame with the diff (which lays out the row heights), then frames while scrolling with
//!    the wheel, jumping from change to change, and with "Changes only". Goal: every frame
//!    under 8 ms.
//!
//! 3. With 200,000 files of those groups marked Trash (a keep rule over the whole tab), a
//!    frame that changes one mark, and how long until the Clean up button has the count of
//!    the cleanup plan made again (on a worker). Goal: every frame under 100 ms.
//!
//! Run: `cargo bench --bench app_frame`

use std::path::PathBuf;
use std::time::{Duration, Instant, UNIX_EPOCH};

use doppel::app::results::{GroupKind, Tab};
use doppel::app::{Command, DoppelApp};
use doppel::report::{Bar, ExactGroup, FileRecord, Group, NearGroup, NearPair, Report, Stats};
use egui_kittest::Harness;

const GROUPS: usize = 100_000;

fn report() -> Report {
    let groups = (0..GROUPS)
        .map(|g| {
            let size = 1000 + (g as u64 * 7919) % 5_000_000;
            Group::Exact(ExactGroup {
                size,
                hash: format!("{g:032x}"),
                files: (0..3)
                    .map(|c| FileRecord {
                        path: PathBuf::from(format!(
                            "/nonexistent/home/user/folder{}/sub{}/file-{g}-{c}.dat",
                            g % 97,
                            c
                        )),
                        size,
                        modified: UNIX_EPOCH + Duration::from_secs(1_700_000_000 + g as u64),
                        aliases: Vec::new(),
                        companions: Vec::new(),
                    })
                    .collect(),
            })
        })
        .collect();
    Report {
        roots: vec![PathBuf::from("/nonexistent/home/user")],
        references: Vec::new(),
        against: Vec::new(),
        bar: Bar::default(),
        groups,
        folders: Vec::new(),
        only_here: Vec::new(),
        skipped: Vec::new(),
        stats: Stats {
            files: 3 * GROUPS as u64,
            bytes: 0,
            seconds: 1.0,
        },
        cancelled: false,
        notices: Vec::new(),
    }
}

fn main() {
    list();
    review();
}

fn list() {
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_eframe(|cc| DoppelApp::with_session(cc, Vec::new(), None));
    harness.state_mut().load_report(report());
    for _ in 0..10 {
        harness.step(); // warm up: fonts, galleys, table state
    }
    let mut frames = Vec::new();
    for i in 0..300 {
        // Move through the list like a user holding the down key, jumping now and then.
        let command = if i % 50 == 49 {
            Command::SelectRow((i * 331) % GROUPS)
        } else {
            Command::MoveRow(1)
        };
        harness.state_mut().push(command);
        let start = Instant::now();
        harness.step();
        frames.push(start.elapsed());
    }
    frames.sort();
    let median = frames[frames.len() / 2];
    let p95 = frames[frames.len() * 95 / 100];
    println!(
        "one frame with {GROUPS} groups: median {:.2} ms, 95th percentile {:.2} ms (goal: under 4 ms)",
        median.as_secs_f64() * 1000.0,
        p95.as_secs_f64() * 1000.0
    );

    // Every group marked by a rule (its preview confirmed), then one mark changed a frame.
    let first = doppel::engine::actions::rules::KeepRule::only(
        doppel::engine::actions::rules::Criterion::First,
    );
    harness.state_mut().push(Command::ApplyRule {
        rule: first,
        all_groups: true,
    });
    harness.step();
    harness.state_mut().push(Command::ConfirmRule);
    harness.step();
    let counting = |harness: &Harness<'_, DoppelApp>| {
        let results = harness.state().model.results.as_ref();
        results.is_some_and(|results| results.marked_for_trash().counting)
    };
    while counting(&harness) {
        harness.step();
        std::thread::sleep(Duration::from_millis(5));
    }
    let marked = harness
        .state()
        .model
        .results
        .as_ref()
        .map_or(0, |results| results.marked_for_trash().files);
    let mut frames = Vec::new();
    let mut counted = Vec::new();
    for i in 0..40 {
        let path = PathBuf::from(format!(
            "/nonexistent/home/user/folder{}/sub{}/file-{i}-{}.dat",
            i % 97,
            1,
            1
        ));
        let mark = if i % 2 == 0 {
            doppel::engine::actions::rules::Mark::Keep
        } else {
            doppel::engine::actions::rules::Mark::Trash
        };
        harness.state_mut().push(Command::SetMark { path, mark });
        let start = Instant::now();
        harness.step();
        frames.push(start.elapsed());
        // The count comes back from the planner; frames go on meanwhile.
        while counting(&harness) {
            let frame = Instant::now();
            harness.step();
            frames.push(frame.elapsed());
            std::thread::sleep(Duration::from_millis(5));
        }
        counted.push(start.elapsed());
    }
    frames.sort();
    counted.sort();
    println!(
        "one mark changed with {marked} files marked Trash: frames median {:.2} ms, 95th percentile {:.2} ms, slowest {:.1} ms (goal: under 100 ms); the count back after median {:.0} ms",
        frames[frames.len() / 2].as_secs_f64() * 1000.0,
        frames[frames.len() * 95 / 100].as_secs_f64() * 1000.0,
        frames[frames.len() - 1].as_secs_f64() * 1000.0,
        counted[counted.len() / 2].as_secs_f64() * 1000.0
    );
}

/// Words for the generated prose.
const WORDS: &[&str] = &[
    "the",
    "report",
    "describes",
    "a",
    "method",
    "for",
    "finding",
    "similar",
    "documents",
    "in",
    "large",
    "collections",
    "of",
    "files",
    "and",
    "each",
    "version",
    "is",
    "compared",
    "with",
    "its",
    "neighbour",
    "so",
    "that",
    "changes",
    "can",
    "be",
    "reviewed",
    "quickly",
    "by",
    "people",
    "who",
    "keep",
    "archives",
    "backups",
    "drafts",
    "letters",
    "notes",
];

/// About `bytes` of prose in 80-column lines, paragraphs between blank lines.
fn prose(bytes: usize) -> Vec<String> {
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = move |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    let mut lines = Vec::new();
    let mut size = 0;
    while size < bytes {
        let mut line = String::new();
        while line.len() < 72 {
            line.push_str(WORDS[next(WORDS.len())]);
            line.push(' ');
        }
        line.push_str(&format!("{}.", lines.len()));
        size += line.len() + 1;
        lines.push(line);
        if next(8) == 0 {
            lines.push(String::new());
        }
    }
    lines
}

/// The review of two 2 MB texts: first frame, then scrolling frames.
fn review() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let original = prose(2_000_000);
    let mut edited = original.clone();
    let step = edited.len() / 51;
    for change in 1..=50 {
        let at = change * step;
        match change % 3 {
            0 => edited[at] = edited[at].replacen("the", "THE EDITED", 1),
            1 => edited.insert(
                at,
                format!("An inserted line, number {change}, of new text."),
            ),
            _ => {
                edited.remove(at);
            }
        }
    }
    let left = dir.path().join("draft.txt");
    let right = dir.path().join("final.txt");
    std::fs::write(&left, original.join("\n")).expect("write");
    std::fs::write(&right, edited.join("\n")).expect("write");
    let record = |path: &std::path::Path, seconds: u64| FileRecord {
        path: path.to_path_buf(),
        size: std::fs::metadata(path).map_or(0, |m| m.len()),
        modified: UNIX_EPOCH + Duration::from_secs(seconds),
        aliases: Vec::new(),
        companions: Vec::new(),
    };
    let report = Report {
        roots: vec![dir.path().to_path_buf()],
        references: Vec::new(),
        against: Vec::new(),
        bar: Bar::default(),
        groups: vec![Group::Near(NearGroup {
            files: vec![record(&left, 1_700_000_000), record(&right, 1_700_100_000)],
            pairs: vec![NearPair {
                a: 0,
                b: 1,
                similarity: 0.98,
                hamming: 2,
            }],
            lowest_similarity: 0.98,
            all_alike: true,
            holds: Vec::new(),
        })],
        folders: Vec::new(),
        only_here: Vec::new(),
        skipped: Vec::new(),
        stats: Stats {
            files: 2,
            bytes: 4_000_000,
            seconds: 1.0,
        },
        cancelled: false,
        notices: Vec::new(),
    };
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_eframe(|cc| DoppelApp::with_session(cc, Vec::new(), None));
    harness.state_mut().load_report(report);
    harness
        .state_mut()
        .push(Command::ShowTab(Tab::Groups(GroupKind::Near)));
    harness.step();
    let started = Instant::now();
    // The frame that takes the finished diff from the worker is the first to draw it, and
    // the one that lays out every row's height.
    let first = loop {
        assert!(started.elapsed() < Duration::from_secs(120), "no diff");
        std::thread::sleep(Duration::from_millis(5));
        let start = Instant::now();
        harness.step();
        let frame = start.elapsed();
        if harness.state().model.shown_diff().is_some() {
            break frame;
        }
    };
    let diffed = started.elapsed();
    let (rows, hunks) = harness
        .state()
        .model
        .shown_diff()
        .map_or((0, 0), |d| (d.rows.len(), d.hunks.len()));

    let mut frames = Vec::new();
    let mut time = |harness: &mut Harness<'static, DoppelApp>| {
        let start = Instant::now();
        harness.step();
        frames.push(start.elapsed());
    };
    harness.hover_at(egui::pos2(1000.0, 500.0));
    for i in 0..200 {
        harness.event(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Point,
            delta: egui::vec2(0.0, if i % 40 < 30 { -120.0 } else { 120.0 }),
            phase: egui::TouchPhase::Move,
            source: egui::MouseWheelSource::Wheel,
            modifiers: egui::Modifiers::NONE,
        });
        time(&mut harness);
    }
    for i in 0..60 {
        harness.state_mut().push(if i % 10 == 9 {
            Command::PreviousChange
        } else {
            Command::NextChange
        });
        time(&mut harness);
    }
    for i in 0..40 {
        harness
            .state_mut()
            .push(Command::ScrollDiffTo(((i * 37) % 100) as f32 / 100.0));
        time(&mut harness);
    }
    harness.state_mut().push(Command::ToggleChangesOnly);
    let start = Instant::now();
    harness.step();
    let fold = start.elapsed();
    // Back to every row and again to folded: the layout of every row is counted again, now
    // without the first-use costs of the first frame (the monospace font's glyphs).
    harness.state_mut().push(Command::ToggleChangesOnly);
    let start = Instant::now();
    harness.step();
    let relayout = start.elapsed();
    harness.state_mut().push(Command::ToggleChangesOnly);
    harness.step();
    for _ in 0..60 {
        harness.state_mut().push(Command::NextChange);
        time(&mut harness);
    }
    frames.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "review of two {:.1} MB texts ({rows} rows, {hunks} changes; diff ready after {:.0} ms): \
         first frame {:.2} ms, every row laid out again {:.2} ms, \"Changes only\" frame {:.2} ms; \
         {} frames scrolling, jumping and \
         folded: median {:.2} ms, 95th percentile {:.2} ms, slowest {:.2} ms (goal: under 8 ms)",
        original.iter().map(|l| l.len() + 1).sum::<usize>() as f64 / 1e6,
        ms(diffed),
        ms(first),
        ms(relayout),
        ms(fold),
        frames.len(),
        ms(frames[frames.len() / 2]),
        ms(frames[frames.len() * 95 / 100]),
        ms(frames[frames.len() - 1]),
    );
}
