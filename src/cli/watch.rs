//! `doppel watch`: scan, then keep watching the folders and print the whole report again after
//! each settled batch of changes (or each rescan interval), until Ctrl+C.
//!
//! A batch of changes updates the results from the changed paths alone ([`LiveScan::apply`]:
//! no walk of the folders); the rescan interval, when given, runs a whole scan, which
//! catches what the events missed.
//!
//! A folder that is deleted or renamed while watched does not end the watch: stderr says
//! so, each report lists it under `skipped` while it is missing, and it is watched and
//! scanned again when it comes back.

use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::mpsc::{RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use super::args::{WatchArgs, WatchFormat};
use super::{EXIT_FAILURE, check_cache_file, scan_failed, scan_options, text};
use crate::engine::live::LiveScan;
use crate::engine::rescan::RescanSchedule;
use crate::engine::watch::{WatchEvent, watch_folders};
use crate::engine::{CancelToken, resolve_root};
use crate::report::Report;
use crate::report::json::write_json_line;

/// What wakes the watch loop.
enum Wake {
    Changed(Vec<PathBuf>),
    Problem(String),
    Stop,
}

pub fn run(args: &WatchArgs) -> ExitCode {
    let options = scan_options(&args.paths, &args.settings);
    if let Err(refused) = check_cache_file(&options) {
        return refused;
    }
    // Reference folders are watched too: a copy arriving there changes what is only here.
    let roots = match args
        .paths
        .iter()
        .chain(&args.settings.reference)
        .map(|p| resolve_root(p))
        .collect::<Result<Vec<_>, _>>()
    {
        Ok(roots) => roots,
        Err(error) => return scan_failed(&error),
    };

    let (wake, woken) = channel();
    let stop = wake.clone();
    if let Err(error) = ctrlc::set_handler(move || {
        let _ = stop.send(Wake::Stop);
    }) {
        eprintln!("doppel: cannot catch Ctrl+C ({error}); stop with a signal instead");
    }

    let mut options = options;
    options.roots = roots[..args.paths.len()].to_vec();
    options.references = roots[args.paths.len()..].to_vec();
    // Nothing to update before the first whole scan, or after one failed.
    let mut live: Option<LiveScan> = None;
    let refresh = |live: &mut Option<LiveScan>, changed: &[PathBuf]| -> Result<(), ExitCode> {
        let cancel = CancelToken::new();
        let result = match live.as_mut() {
            Some(current) if !changed.is_empty() => current.apply(changed, &cancel, &|_| {}),
            _ => LiveScan::scan(&options, &cancel, &|_| {}).map(|scanned| *live = Some(scanned)),
        };
        result.map_err(|error| scan_failed(&error))?;
        let Some(report) = live.as_ref().map(LiveScan::report) else {
            return Ok(());
        };
        for notice in &report.notices {
            eprintln!("doppel: {notice}");
        }
        // A closed output (the reader went away) ends the watch quietly.
        print(report, args.format).map_err(|_| ExitCode::SUCCESS)
    };

    let watcher = {
        let wake = wake.clone();
        watch_folders(&roots, move |event| {
            let _ = wake.send(match event {
                WatchEvent::Changed(paths) => Wake::Changed(paths),
                WatchEvent::Problem(problem) => Wake::Problem(problem),
            });
        })
    };
    let watcher = match watcher {
        Ok(watcher) => watcher,
        Err(error) => {
            eprintln!("doppel: {error}");
            return ExitCode::from(EXIT_FAILURE);
        }
    };
    if !watcher.unwatched.is_empty() && args.rescan_every.is_none() {
        eprintln!(
            "doppel: some folders are not watched; --rescan-every SECONDS scans them on a timer"
        );
    }

    // Watching starts before the first scan, so nothing that changes meanwhile is missed:
    // such a change simply causes one more scan.
    let mut schedule = RescanSchedule::new(args.rescan_every.map(Duration::from_secs));
    let mut changed: Vec<PathBuf> = Vec::new();
    loop {
        // The interval (or no results yet) asks for a whole scan; a batch, an update.
        let whole = schedule.wait(Instant::now()) == Some(Duration::ZERO);
        if whole {
            changed.clear();
        }
        schedule.started();
        let refreshed = refresh(&mut live, &std::mem::take(&mut changed));
        schedule.finished(Instant::now());
        if let Err(code) = refreshed {
            return code;
        }
        // Wait until a batch of changes or the interval makes the next refresh due.
        while !schedule.due(Instant::now()) {
            let next = match schedule.wait(Instant::now()) {
                Some(wait) => woken.recv_timeout(wait),
                None => woken.recv().map_err(|_| RecvTimeoutError::Disconnected),
            };
            match next {
                Ok(Wake::Changed(paths)) => {
                    changed.extend(paths);
                    schedule.changed();
                }
                Ok(Wake::Problem(problem)) => eprintln!("doppel: {problem}"),
                Err(RecvTimeoutError::Timeout) => {}
                Ok(Wake::Stop) | Err(RecvTimeoutError::Disconnected) => return ExitCode::SUCCESS,
            }
        }
        // Changes that arrived meanwhile join the update; a stop still stops.
        while let Ok(extra) = woken.try_recv() {
            match extra {
                Wake::Stop => return ExitCode::SUCCESS,
                Wake::Changed(paths) => changed.extend(paths),
                Wake::Problem(problem) => eprintln!("doppel: {problem}"),
            }
        }
    }
}

/// Prints one report; an error means the reader went away (a closed pipe ends the watch).
fn print(report: &Report, format: WatchFormat) -> io::Result<()> {
    let mut out = io::stdout().lock();
    match format {
        WatchFormat::Jsonl => write_json_line(report, &mut out)?,
        WatchFormat::Text => {
            text::write_text(report, &mut out)?;
            writeln!(out, "{}", "-".repeat(72))?;
        }
    }
    out.flush()
}
