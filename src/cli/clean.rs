//! `doppel clean` and `doppel restore --last`: cleanup from a saved JSON report, and its undo,
//! through the same engine actions as the desktop app (checks, trash, journal).

use std::path::Path;
use std::process::ExitCode;

use super::args::{CleanArgs, KeepChoice, RestoreArgs};
use super::{EXIT_FAILURE, EXIT_USAGE};
use crate::engine::actions::{self, KeepRule, PlannedGroup, Refusal, journal};
use crate::format::display_path;
use crate::report::{Group, Report};

pub fn run_clean(args: &CleanArgs) -> ExitCode {
    let report = match read_report(&args.report) {
        Ok(report) => report,
        Err(problem) => {
            eprintln!("doppel: {problem}");
            return ExitCode::from(EXIT_USAGE);
        }
    };
    let rule = keep_rule(args.keep);
    let mut near_groups = 0;
    let mut groups = Vec::new();
    for group in &report.groups {
        match group {
            Group::Exact(exact) => {
                if let Some(marks) = actions::apply(&rule, &exact.files) {
                    groups.push(PlannedGroup::exact(exact.files.clone(), &marks));
                }
            }
            Group::Near(_) => near_groups += 1,
        }
    }
    if near_groups > 0 {
        println!(
            "Left alone: {near_groups} group{} of similar documents (only exact copies are cleaned).",
            plural(near_groups)
        );
    }
    let plan = actions::plan(&groups);
    // A real run lists each file as it is moved or left; a dry run lists the plan.
    if args.dry_run {
        for file in plan.to_trash() {
            println!("Would move to the trash: {}", display_path(&file.path));
        }
    }
    println!(
        "{} file{}, {}{}",
        plan.files_to_trash(),
        plural(plan.files_to_trash()),
        humansize::format_size(plan.bytes_to_trash(), humansize::BINARY),
        if args.dry_run {
            " (dry run: nothing was touched)"
        } else {
            " to move to the trash"
        }
    );
    let mut refused: Vec<Refusal> = plan.refused().to_vec();
    let mut journaled = true;
    if !args.dry_run {
        let outcome = actions::execute(&plan, &|_, _| {});
        for trashed in &outcome.trashed {
            println!("Moved to the trash: {}", display_path(&trashed.path));
        }
        if let Err(problem) = journal::record(&outcome.trashed) {
            eprintln!("doppel: {problem}; `doppel restore --last` will not know this cleanup");
            journaled = false;
        }
        refused.extend(outcome.failed);
    }
    print_refusals(&refused);
    if refused.is_empty() && journaled {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(EXIT_FAILURE)
    }
}

pub fn run_restore(_args: &RestoreArgs) -> ExitCode {
    let files = match journal::last() {
        Ok(Some(files)) => files,
        Ok(None) => {
            println!("Nothing to restore: no cleanup is recorded.");
            return ExitCode::from(EXIT_USAGE);
        }
        Err(problem) => {
            eprintln!("doppel: {problem}");
            return ExitCode::from(EXIT_FAILURE);
        }
    };
    let outcome = actions::restore(&files);
    for path in &outcome.restored {
        println!("Restored: {}", display_path(path));
    }
    print_refusals(&outcome.failed);
    // The journal keeps only what is still to be restored, so running again retries those.
    let remaining: Vec<_> = files
        .into_iter()
        .filter(|file| outcome.failed.iter().any(|r| r.path == file.path))
        .collect();
    let updated = journal::forget_last().and_then(|()| journal::record(&remaining));
    if let Err(problem) = updated {
        eprintln!("doppel: {problem}");
        return ExitCode::from(EXIT_FAILURE);
    }
    if outcome.failed.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(EXIT_FAILURE)
    }
}

fn read_report(path: &Path) -> Result<Report, String> {
    let text = std::fs::read_to_string(path).map_err(|error| {
        format!(
            "could not read the report {}: {}",
            path.display(),
            crate::engine::errors::describe_io_error(&error)
        )
    })?;
    crate::report::json::read_json(&text).map_err(|error| {
        format!(
            "could not read the report {}: {error} (make one with `doppel scan --format json -o FILE PATH`)",
            path.display()
        )
    })
}

fn keep_rule(choice: KeepChoice) -> KeepRule {
    match choice {
        KeepChoice::First => KeepRule::First,
        KeepChoice::Newest => KeepRule::Newest,
        KeepChoice::Oldest => KeepRule::Oldest,
        KeepChoice::ShortestPath => KeepRule::ShortestPath,
    }
}

fn print_refusals(refused: &[Refusal]) {
    if refused.is_empty() {
        return;
    }
    println!(
        "Left in place: {} file{}",
        refused.len(),
        plural(refused.len())
    );
    for refusal in refused {
        println!("  {}: {}", display_path(&refusal.path), refusal.reason);
    }
}

fn plural(count: usize) -> &'static str {
    if count == 1 { "" } else { "s" }
}
