//! `doppel watch`: scan, then keep watching the folders and print the whole report again after
//! each settled batch of changes (or each rescan interval), until Ctrl+C.
//!
//! The engine's watch driver ([`crate::engine::watch::driver`]) does the work: a batch of
//! changes updates the results from the changed paths alone (no walk of the folders); the
//! rescan interval, when given, runs a whole scan, which catches what the events missed.
//! This module only prints what it reports.
//!
//! A folder that is deleted or renamed while watched does not end the watch: stderr says
//! so, each report lists it under `skipped` while it is missing, and it is watched and
//! scanned again when it comes back.

use std::io::{self, Write};
use std::ops::ControlFlow;
use std::process::ExitCode;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use super::args::{WatchArgs, WatchFormat};
use super::{EXIT_FAILURE, check_cache_file, scan_failed, scan_options, text};
use crate::engine::watch::driver::{DriverEvent, Rescans, Update, WholeScan, driver};
use crate::engine::watch::{WatchEvent, watch_folders};
use crate::engine::{CancelToken, resolve_root};
use crate::report::Report;
use crate::report::json::write_json_line;
use crate::tr;

pub fn run(args: &WatchArgs) -> ExitCode {
    let mut options = scan_options(&args.paths, &args.settings);
    if let Err(refused) = check_cache_file(&options) {
        return refused;
    }
    // Reference folders, and the folders against, are watched too: a copy arriving there
    // changes what is only here.
    let roots = match args
        .paths
        .iter()
        .chain(&args.settings.reference)
        .chain(&args.settings.against)
        .map(|p| resolve_root(p))
        .collect::<Result<Vec<_>, _>>()
    {
        Ok(roots) => roots,
        Err(error) => return scan_failed(&error),
    };
    let (paths, references) = (args.paths.len(), args.settings.reference.len());
    options.roots = roots[..paths].to_vec();
    options.references = roots[paths..paths + references].to_vec();
    options.against = roots[paths + references..].to_vec();

    let (handle, end) = driver(Rescans::ByDriver {
        every: args.rescan_every.map(Duration::from_secs),
    });
    let handle = Arc::new(handle);
    let stop = Arc::clone(&handle);
    if let Err(error) = ctrlc::set_handler(move || stop.stop()) {
        eprintln!(
            "doppel: {}",
            tr!("watch-no-ctrl-c", error = error.to_string())
        );
    }
    let watcher = {
        let handle = Arc::clone(&handle);
        watch_folders(&roots, move |event| match event {
            WatchEvent::Changed(paths) => handle.changed(paths),
            WatchEvent::Problem(problem) => eprintln!("doppel: {problem}"),
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
        eprintln!("doppel: {}", tr!("watch-some-unwatched"));
    }

    // Watching starts before the first scan, so nothing that changes meanwhile is missed:
    // such a change simply causes one more update.
    handle.scan(WholeScan {
        options,
        cancel: CancelToken::new(),
        refresh: true,
    });
    let ended = Mutex::new(ExitCode::SUCCESS);
    let end_with = |code: ExitCode| {
        *ended
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner()) = code;
        ControlFlow::Break(())
    };
    end.run(&|event| match event {
        DriverEvent::ScanFinished(Ok(report))
        | DriverEvent::Updated(Update::Done { report, .. }) => {
            let mut report = Arc::unwrap_or_clone(report);
            let said = if args.settings.show_ignored {
                Vec::new()
            } else {
                super::hide_ignored(&mut report, args.settings.ignore_list.as_deref())
            };
            super::tell_notices(&report, &said);
            // A closed output (the reader went away) ends the watch quietly.
            match print(&report, args.format) {
                Ok(()) => ControlFlow::Continue(()),
                Err(_) => end_with(ExitCode::SUCCESS),
            }
        }
        DriverEvent::ScanFinished(Err(error)) | DriverEvent::Updated(Update::Failed(error)) => {
            end_with(scan_failed(&error))
        }
        DriverEvent::ScanProgress(_)
        | DriverEvent::UpdateStarted { .. }
        | DriverEvent::UpdateProgress(_)
        | DriverEvent::Updated(Update::Stopped)
        | DriverEvent::NeedsWholeScan => ControlFlow::Continue(()),
    });
    drop(watcher);
    ended
        .into_inner()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
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
