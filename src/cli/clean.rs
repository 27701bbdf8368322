//! `doppel clean` and `doppel restore`: cleanup from a saved JSON report, and its undo,
//! through the same engine transaction as the desktop app (checks, journal, trash, lock).

use std::fs::File;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::SystemTime;

use super::args::{CleanArgs, CleanAs, RestoreArgs};
use super::{EXIT_FAILURE, EXIT_USAGE};
use crate::engine::CancelToken;
use crate::engine::actions::journal::{self, Cleanup};
use crate::engine::actions::space::Less;
use crate::engine::actions::{
    self, ActionPlaces, CleanupPlan, GroupRef, KeepRule, Mode, Reclaim, Refusal, RestoreError,
    RestoreOptions, Undecided, Which,
};
use crate::format::display_path;
use crate::report::{FolderKind, Group, Report};

/// A report larger than this is not a report Doppel wrote for any real tree (a million
/// files take about 250 MB); reading stops here rather than filling memory.
const REPORT_LIMIT: u64 = 4 * 1024 * 1024 * 1024;

pub fn run_clean(args: &CleanArgs) -> ExitCode {
    if args.allow_owner_change && args.reclaim != CleanAs::Hardlink {
        // Said rather than ignored: the user may believe it did something.
        eprintln!(
            "doppel: --allow-owner-change goes with --as hardlink (only a hard link can change \
             who may read a name); nothing was moved"
        );
        return ExitCode::from(EXIT_USAGE);
    }
    let report = match read_report(&args.report) {
        Ok(report) => report,
        Err(problem) => {
            eprintln!("doppel: {problem}");
            return ExitCode::from(EXIT_USAGE);
        }
    };
    let places = match ActionPlaces::for_user() {
        Ok(places) => places,
        Err(problem) => {
            eprintln!("doppel: {problem}");
            return ExitCode::from(EXIT_FAILURE);
        }
    };
    let references = match references(&report, &args.reference) {
        Ok(references) => references,
        Err(problem) => {
            eprintln!("doppel: {problem}");
            return ExitCode::from(EXIT_USAGE);
        }
    };
    let mut report = report;
    // The plan checks every reference; the rules keep them too.
    report.references = references.clone();
    let plan = if args.folders {
        plan_folders(&report, args.keep.as_ref())
    } else {
        plan_files(
            &report,
            [
                args.keep.as_ref(),
                args.near.as_ref(),
                args.images.as_ref(),
                args.videos.as_ref(),
            ],
        )
    };
    // The plan holds what the cleanup needs; a report of a million files need not stay.
    drop(report);
    let mode = if args.dry_run {
        Mode::DryRun
    } else {
        Mode::Real
    };
    let planned = if args.folders {
        format!(
            "{} folder{}",
            plan.folders_to_trash(),
            plural(plan.folders_to_trash())
        )
    } else {
        let companions = plan.companions_to_trash();
        format!(
            "{} file{}{}",
            plan.files_to_trash(),
            plural(plan.files_to_trash()),
            match (args.reclaim, companions) {
                (_, 0) => String::new(),
                (CleanAs::Trash, n) => format!(" (and {n} companion file{} with them)", plural(n)),
                (_, n) => format!(
                    " ({n} companion file{} left in place: only the duplicates are replaced)",
                    plural(n)
                ),
            }
        )
    };
    println!(
        "{planned}, {} planned{}",
        crate::format::human_bytes(match args.reclaim {
            CleanAs::Trash => plan.bytes_to_trash() + plan.companion_bytes(),
            _ => plan.bytes_to_trash(),
        }),
        if args.dry_run {
            " (dry run: every check is made, nothing is moved)"
        } else {
            ""
        }
    );
    // Ctrl+C stops between two files; every file already moved is in the journal.
    let cancel = CancelToken::new();
    let on_interrupt = cancel.clone();
    let _ = ctrlc::set_handler(move || on_interrupt.cancel());
    let reclaim = match args.reclaim {
        CleanAs::Trash => Reclaim::Trash,
        CleanAs::Hardlink => Reclaim::HardLink {
            allow_owner_change: args.allow_owner_change,
        },
        CleanAs::Clone => Reclaim::Clone,
    };
    let outcome = match actions::execute(&plan, &places, mode, reclaim, &cancel, &|_, _| {}) {
        Ok(outcome) => outcome,
        Err(problem) => {
            eprintln!("doppel: {problem}; nothing was moved");
            return ExitCode::from(EXIT_FAILURE);
        }
    };
    let verb = match (args.dry_run, reclaim) {
        (true, Reclaim::Trash) => "Would move to the trash",
        (false, Reclaim::Trash) => "Moved to the trash",
        (true, Reclaim::HardLink { .. }) => "Would replace by a hard link",
        (false, Reclaim::HardLink { .. }) => "Replaced by a hard link",
        (true, Reclaim::Clone) => "Would make a clone",
        (false, Reclaim::Clone) => "Made a clone",
    };
    // One write per block, not per line: a cleanup may list a hundred thousand files.
    let mut out = io::BufWriter::new(io::stdout().lock());
    for trashed in &outcome.trashed {
        let _ = if let (true, Some(kept)) = (trashed.folder, &trashed.cloned_from) {
            writeln!(
                out,
                "{verb}: {} (the whole folder, {}: each file {} blocks with its copy in {})",
                display_path(&trashed.path),
                crate::format::human_bytes(trashed.size),
                if args.dry_run {
                    "would share its"
                } else {
                    "shares its"
                },
                display_path(kept)
            )
        } else if let (true, Some(kept)) = (trashed.folder, &trashed.linked_to) {
            writeln!(
                out,
                "{verb}: {} (the whole folder, {}, file by file: each file {} the same file as \
                 its copy in {})",
                display_path(&trashed.path),
                crate::format::human_bytes(trashed.size),
                if args.dry_run { "would be" } else { "now" },
                display_path(kept)
            )
        } else if trashed.folder {
            writeln!(
                out,
                "{verb}: {} (the whole folder, {})",
                display_path(&trashed.path),
                crate::format::human_bytes(trashed.size)
            )
        } else if let Some(kept) = &trashed.cloned_from {
            writeln!(
                out,
                "{verb}: {} ({} blocks with {}{})",
                display_path(&trashed.path),
                if args.dry_run {
                    "would share its"
                } else {
                    "shares its"
                },
                display_path(kept),
                match trashed.frees_less {
                    Some(Less::AlreadyShared { .. }) if trashed.frees == 0 => {
                        "; they were all shared already, so this frees nothing"
                    }
                    _ => "",
                }
            )
        } else if let Some(kept) = &trashed.linked_to {
            writeln!(
                out,
                "{verb}: {} ({} the same file as {})",
                display_path(&trashed.path),
                if args.dry_run { "would be" } else { "now" },
                display_path(kept)
            )
        } else if let Some(photo) = &trashed.companion_of {
            writeln!(
                out,
                "{verb}: {} (with {})",
                display_path(&trashed.path),
                display_path(photo)
            )
        } else {
            writeln!(out, "{verb}: {}", display_path(&trashed.path))
        };
    }
    let _ = out.flush();
    drop(out);
    let mut refused: Vec<Refusal> = plan.refused().to_vec();
    refused.extend(outcome.failed);
    print_refusals(&refused);
    if let Some(id) = &outcome.id
        && !outcome.trashed.is_empty()
        && reclaim.links()
    {
        let count = outcome.trashed.len();
        let frees: u64 = outcome.trashed.iter().map(|t| t.frees).sum();
        let (replaced, kept, originals, back) = match (args.folders, count) {
            (false, 1) => ("file replaced by a hard link", "the copy kept", " is", "it"),
            (false, _) => (
                "files replaced by hard links",
                "the copy kept",
                "s are",
                "them",
            ),
            (true, 1) => (
                "folder replaced by hard links, file by file",
                "its copy in the folder kept",
                "s are",
                "them",
            ),
            (true, _) => (
                "folders replaced by hard links, file by file",
                "its copy in the folder kept",
                "s are",
                "them",
            ),
        };
        println!(
            "Cleanup {id}: {count} {replaced} (each name now shares one file with {kept}: an \
             edit through one changes both); the original{originals} in the trash, and {} \
             comes back once the trash is emptied; `doppel restore {id}` puts {back} back.",
            crate::format::human_bytes(frees),
        );
    } else if let Some(id) = &outcome.id
        && !outcome.trashed.is_empty()
        && reclaim.clones()
    {
        let count = outcome.trashed.len();
        let frees: u64 = outcome.trashed.iter().map(|t| t.frees).sum();
        println!(
            "Cleanup {id}: {count} {}{} made {} of the copies kept (each keeps its name, \
             owner, permissions, times and content; only its blocks are shared); nothing went \
             to the trash, and {} was expected to come back at once; `doppel restore \
             --unshare-clones {id}` gives {} blocks of {} own again.",
            if args.folders { "folder" } else { "file" },
            plural(count),
            match (count, args.folders) {
                (1, false) => "a clone",
                (_, false) => "clones",
                (1, true) => "a clone, file by file,",
                (_, true) => "clones, file by file,",
            },
            crate::format::human_bytes(frees),
            if count == 1 { "it" } else { "them" },
            if count == 1 { "its" } else { "their" }
        );
    } else if let Some(id) = &outcome.id
        && !outcome.trashed.is_empty()
    {
        let what = if args.folders { "folder" } else { "file" };
        println!(
            "Cleanup {id}: {} {what}{} moved to the trash; `doppel restore {id}` puts {} back.",
            outcome.trashed.len(),
            plural(outcome.trashed.len()),
            if outcome.trashed.len() == 1 {
                "it"
            } else {
                "them"
            }
        );
    }
    for measured in &outcome.space {
        println!("{measured}");
    }
    if let Some(why) = &outcome.stopped {
        eprintln!("doppel: stopped early: {why}");
    }
    if refused.is_empty() && outcome.stopped.is_none() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(EXIT_FAILURE)
    }
}

pub fn run_restore(args: &RestoreArgs) -> ExitCode {
    let places = match ActionPlaces::for_user() {
        Ok(places) => places,
        Err(problem) => {
            eprintln!("doppel: {problem}");
            return ExitCode::from(EXIT_FAILURE);
        }
    };
    if args.list {
        return list_cleanups(&places);
    }
    let which = match &args.id {
        Some(id) => Which::Id(id.clone()),
        None => Which::Last,
    };
    let options = RestoreOptions {
        unshare_clones: args.unshare_clones,
    };
    let outcome = match actions::restore_with(&places, &which, options) {
        Ok(outcome) => outcome,
        Err(problem @ (RestoreError::NothingToRestore | RestoreError::NoSuchCleanup(_))) => {
            println!("{}.", crate::format::capitalised(&problem.to_string()));
            return ExitCode::from(EXIT_USAGE);
        }
        Err(problem) => {
            eprintln!("doppel: {problem}");
            return ExitCode::from(EXIT_FAILURE);
        }
    };
    let mut out = io::BufWriter::new(io::stdout().lock());
    for path in &outcome.restored {
        let _ = writeln!(out, "Restored: {}", display_path(path));
    }
    for path in &outcome.unshared {
        let _ = writeln!(out, "Blocks of its own again: {}", display_path(path));
    }
    let _ = out.flush();
    drop(out);
    for (path, change) in &outcome.changed {
        println!("  {}: {change}", display_path(path));
    }
    for settled in &outcome.settled {
        println!(
            "Nothing to do: {}: {}",
            display_path(&settled.path),
            settled.reason
        );
    }
    let left: Vec<&Refusal> = outcome.left_in_trash().collect();
    if !left.is_empty() {
        println!(
            "Still in the trash: {} file{}",
            left.len(),
            plural(left.len())
        );
        for refusal in &left {
            println!("  {}: {}", display_path(&refusal.path), refusal.reason);
        }
    }
    let unshared = if outcome.unshared.is_empty() {
        String::new()
    } else {
        format!(
            ", {} clone{} given blocks of {} own",
            outcome.unshared.len(),
            plural(outcome.unshared.len()),
            if outcome.unshared.len() == 1 {
                "its"
            } else {
                "their"
            }
        )
    };
    println!(
        "Cleanup {}: {} restored{unshared}, {} still in the trash.",
        outcome.id,
        outcome.restored.len(),
        left.len()
    );
    if let Some(problem) = &outcome.journal_problem {
        eprintln!("doppel: {problem}");
    }
    if left.is_empty() && outcome.journal_problem.is_none() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(EXIT_FAILURE)
    }
}

fn list_cleanups(places: &ActionPlaces) -> ExitCode {
    let cleanups = match journal::list(&places.data_dir) {
        Ok(cleanups) => cleanups,
        Err(problem) => {
            eprintln!("doppel: {problem}");
            return ExitCode::from(EXIT_FAILURE);
        }
    };
    if cleanups.is_empty() {
        println!("No cleanup is recorded.");
        return ExitCode::SUCCESS;
    }
    println!(
        "{:<20} {:<21} {:<10} {:>8} {:>14}  state",
        "id", "started", "kind", "files", "in the trash"
    );
    for cleanup in cleanups.iter().rev() {
        let started = if cleanup.started.is_empty() {
            "(unknown)"
        } else {
            &cleanup.started
        };
        // A clone is never in the trash, whether a restore looked at it yet or not.
        let in_trash = cleanup
            .pending()
            .filter(|file| file.cloned_from().is_none())
            .count();
        println!(
            "{:<20} {:<21} {:<10} {:>8} {:>14}  {}",
            cleanup.id,
            started,
            cleanup.kind().to_string(),
            cleanup.files.len(),
            in_trash,
            state(cleanup)
        );
    }
    ExitCode::SUCCESS
}

fn state(cleanup: &Cleanup) -> String {
    let mut state = if cleanup.finished {
        "finished".to_string()
    } else {
        "interrupted (every file moved is recorded)".to_string()
    };
    if let Some(damage) = &cleanup.damaged {
        state.push_str(&format!("; journal damaged: {damage}"));
    }
    state
}

/// Reads a report, refusing what is not a regular file and stopping at [`REPORT_LIMIT`].
fn read_report(path: &Path) -> Result<Report, String> {
    let cannot = |reason: String| format!("could not read the report {}: {reason}", path.display());
    let describe = |error: io::Error| match error.kind() {
        io::ErrorKind::NotFound => "no such file".to_string(),
        _ => crate::engine::describe_io_error(&error),
    };
    let file = File::open(path).map_err(|error| cannot(describe(error)))?;
    let metadata = file.metadata().map_err(|error| cannot(describe(error)))?;
    if !metadata.is_file() {
        return Err(cannot(
            "it is not a regular file (give the JSON file `doppel scan --format json -o FILE` wrote)"
                .to_string(),
        ));
    }
    let mut bytes = Vec::new();
    file.take(REPORT_LIMIT + 1)
        .read_to_end(&mut bytes)
        .map_err(|error| cannot(describe(error)))?;
    if bytes.len() as u64 > REPORT_LIMIT {
        return Err(cannot(
            "it is larger than any report Doppel writes (4 GiB)".to_string(),
        ));
    }
    let text = String::from_utf8(bytes).map_err(|_| cannot("it is not UTF-8 text".to_string()))?;
    crate::report::json::read_json(&text).map_err(|error| {
        cannot(format!(
            "{error} (make one with `doppel scan --format json -o FILE PATH`)"
        ))
    })
}

/// The report's reference folders and those given with `--reference`, each once; a
/// folder given that cannot be resolved is a usage error.
fn references(report: &Report, given: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    let mut references = report.references.clone();
    for folder in given {
        let resolved = folder.canonicalize().map_err(|error| {
            format!(
                "the reference folder {} could not be found: {}",
                folder.display(),
                crate::engine::describe_io_error(&error)
            )
        })?;
        if !resolved.is_dir() {
            return Err(format!(
                "the reference folder {} is not a folder",
                folder.display()
            ));
        }
        if !references.contains(&resolved) {
            references.push(resolved);
        }
    }
    Ok(references)
}

/// The kinds of groups of files `doppel clean` cleans, each by its own rule.
const KINDS: [(&str, &str); 4] = [
    ("exact copies", "--keep"),
    ("similar documents", "--near"),
    ("similar images", "--images"),
    ("similar videos", "--videos"),
];

/// The groups of files marked by the rules given for their kind (`rules` in the order of
/// [`KINDS`]: exact, similar documents, similar images, similar videos; a kind without one
/// is left alone),
/// through the same engine function as the app; what each rule left alone is said, by why.
fn plan_files(report: &Report, rules: [Option<&KeepRule>; 4]) -> CleanupPlan {
    let kind_of = |group: &Group| match group {
        Group::Exact(_) => 0,
        Group::Near(_) => 1,
        Group::Image(_) => 2,
        Group::Video(_) => 3,
    };
    let mut decided = Vec::new();
    for (kind, rule) in rules.iter().enumerate() {
        let groups: Vec<GroupRef> = (0..report.groups.len())
            .filter(|&i| kind_of(&report.groups[i]) == kind)
            .map(GroupRef::Files)
            .collect();
        if groups.is_empty() {
            continue;
        }
        let (what, option) = KINDS[kind];
        let Some(rule) = rule else {
            println!(
                "Left alone: {} group{} of {what} (no {option} rule given).",
                groups.len(),
                plural(groups.len())
            );
            continue;
        };
        let outcome = actions::decide_groups(rule, report, &groups, &|_| SystemTime::UNIX_EPOCH);
        print_left_alone(&outcome.left_alone, what, rule);
        let (files, _) = actions::planned_groups(report, &outcome);
        decided.extend(files);
    }
    actions::plan_for_report(report, &decided, &[])
}

/// The duplicate-folder groups, each marked by the rule applied to its folders (their
/// modified time read now: the report does not record one).
fn plan_folders(report: &Report, rule: Option<&KeepRule>) -> CleanupPlan {
    let similar = report.folders_of(FolderKind::Similar).count();
    if similar > 0 {
        println!(
            "Left alone: {similar} pair{} of similar folders (only duplicate folders are cleaned).",
            plural(similar)
        );
    }
    let groups: Vec<GroupRef> = (0..report.folders.len())
        .filter(|&i| report.folders[i].kind == FolderKind::Duplicate)
        .map(GroupRef::Folders)
        .collect();
    if groups.is_empty() {
        println!(
            "The report lists no duplicate folders (scan with folder detection to find them)."
        );
        return actions::plan_for_report(report, &[], &[]);
    }
    let Some(rule) = rule else {
        println!("Left alone: every duplicate folder group (no --keep rule given).");
        return actions::plan_for_report(report, &[], &[]);
    };
    let modified = |folder: &Path| {
        std::fs::symlink_metadata(folder)
            .and_then(|metadata| metadata.modified())
            .unwrap_or(SystemTime::UNIX_EPOCH)
    };
    let outcome = actions::decide_groups(rule, report, &groups, &modified);
    print_left_alone(&outcome.left_alone, "duplicate folders", rule);
    let (_, folders) = actions::planned_groups(report, &outcome);
    actions::plan_for_report(report, &[], &folders)
}

/// "Left alone: 3 groups of exact copies (Keep the copy under ~/Photos: no copy is under
/// ~/Photos)", one line per reason.
fn print_left_alone(left_alone: &[(GroupRef, Undecided)], what: &str, rule: &KeepRule) {
    let mut by_why: Vec<(&Undecided, usize)> = Vec::new();
    for (_, why) in left_alone {
        match by_why.iter_mut().find(|(w, _)| *w == why) {
            Some((_, count)) => *count += 1,
            None => by_why.push((why, 1)),
        }
    }
    for (why, count) in by_why {
        println!(
            "Left alone: {count} group{} of {what} ({}: {why}).",
            plural(count),
            rule.label()
        );
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
