//! CPU time of one frame of the desktop app with 100,000 groups loaded.
//!
//! Drives the real `DoppelApp` headless through egui_kittest (layout and tessellation, no
//! GPU), with a synthetic report of 100,000 exact groups of three files each, and reports
//! the median and 95th-percentile time of a frame while scrolling the list and moving the
//! selection. Goal: under 4 ms on this project's reference machine.
//!
//! Run: `cargo bench --bench app_frame`

use std::path::PathBuf;
use std::time::{Duration, Instant, UNIX_EPOCH};

use doppel::app::{Command, DoppelApp};
use doppel::report::{ExactGroup, FileRecord, Group, Report, Stats};
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
                    })
                    .collect(),
            })
        })
        .collect();
    Report {
        roots: vec![PathBuf::from("/nonexistent/home/user")],
        references: Vec::new(),
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
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_eframe(|cc| DoppelApp::new(cc, Vec::new()));
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
}
