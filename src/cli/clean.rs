//! `doppel clean` and `doppel restore`: cleanup from a saved JSON report, and its undo,
//! through the same engine transaction as the desktop app (checks, journal, trash, lock).
//!
//! What they print is in the user's language; a refusal's reason and the free space measured
//! are the engine's words, in English.

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
    self, ActionPlaces, CleanupPlan, Fallback, GroupRef, KeepRule, Mode, Reclaim, Refusal,
    RestoreError, RestoreOptions, Undecided, Way, Which, tally,
};
use crate::format::display_path;
use crate::i18n::{Size, current, local, reasons, space, words};
use crate::report::{FolderKind, GroupKind, Report};
use crate::tr;

/// A report larger than this is not a report Doppel wrote for any real tree (a million
/// files take about 250 MB); reading stops here rather than filling memory.
const REPORT_LIMIT: u64 = 4 * 1024 * 1024 * 1024;

pub fn run_clean(args: &CleanArgs) -> ExitCode {
    if args.allow_owner_change && args.reclaim != CleanAs::Hardlink {
        // Said rather than ignored: the user may believe it did something.
        eprintln!("doppel: {}", tr!("clean-owner-change-alone"));
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
        plan_files(&report, |kind| match kind {
            GroupKind::Exact => args.keep.as_ref(),
            GroupKind::Near => args.near.as_ref(),
            GroupKind::Image => args.images.as_ref(),
            GroupKind::Video => args.videos.as_ref(),
            GroupKind::Music => args.music.as_ref(),
        })
    };
    // The plan holds what the cleanup needs; a report of a million files need not stay.
    drop(report);
    let mode = if args.dry_run {
        Mode::DryRun
    } else {
        Mode::Real
    };
    let planned = if args.folders {
        tr!("clean-planned-folders", folders = plan.folders_to_trash())
    } else {
        let files = plan.files_to_trash();
        match (args.reclaim, plan.companions_to_trash()) {
            (_, 0) => tr!("clean-planned-files", files = files),
            (CleanAs::Trash, n) => {
                tr!(
                    "clean-planned-files-companions",
                    files = files,
                    companions = n
                )
            }
            (_, n) => tr!(
                "clean-planned-files-companions-left",
                files = files,
                companions = n
            ),
        }
    };
    let size = Size(match args.reclaim {
        CleanAs::Trash => plan.bytes_to_trash() + plan.companion_bytes(),
        _ => plan.bytes_to_trash(),
    });
    if args.dry_run {
        say!(
            "{}",
            tr!("clean-planned-dry-run", what = planned, size = size)
        );
    } else {
        say!("{}", tr!("clean-planned", what = planned, size = size));
    }
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
        Err(why) => {
            let problem = reasons::not_started(&why);
            eprintln!("doppel: {}", tr!("clean-failed", problem = problem));
            return ExitCode::from(EXIT_FAILURE);
        }
    };
    let verb = match (args.dry_run, reclaim.way()) {
        (true, Way::Trash) => tr!("clean-verb-trash-dry-run"),
        (false, Way::Trash) => tr!("clean-verb-trash"),
        (true, Way::HardLink) => tr!("clean-verb-hardlink-dry-run"),
        (false, Way::HardLink) => tr!("clean-verb-hardlink"),
        (true, Way::Clone) => tr!("clean-verb-clone-dry-run"),
        (false, Way::Clone) => tr!("clean-verb-clone"),
    };
    // One write per block, not per line: a cleanup may list a hundred thousand files.
    let mut out = io::BufWriter::new(io::stdout().lock());
    for trashed in &outcome.trashed {
        let _ = writeln!(out, "{}", trashed_line(trashed, &verb, args.dry_run));
    }
    let _ = out.flush();
    drop(out);
    let mut refused: Vec<Refusal> = plan.refused().to_vec();
    refused.extend(outcome.failed);
    print_refusals(&refused);
    if let Some(id) = &outcome.id
        && !outcome.trashed.is_empty()
    {
        let count = outcome.trashed.len();
        let size = Size(outcome.trashed.iter().map(|t| t.frees).sum());
        let id = id.as_str();
        // One message per way and kind: what each way did, and how to undo it, differ.
        let done = match (reclaim.way(), args.folders) {
            (Way::HardLink, true) => tr!(
                "clean-done-linked-folders",
                id = id,
                count = count,
                size = size
            ),
            (Way::HardLink, false) => tr!(
                "clean-done-linked-files",
                id = id,
                count = count,
                size = size
            ),
            (Way::Clone, true) => tr!(
                "clean-done-cloned-folders",
                id = id,
                count = count,
                size = size
            ),
            (Way::Clone, false) => tr!(
                "clean-done-cloned-files",
                id = id,
                count = count,
                size = size
            ),
            (Way::Trash, true) => tr!("clean-done-trash-folders", id = id, count = count),
            (Way::Trash, false) => tr!("clean-done-trash-files", id = id, count = count),
        };
        say!("{done}");
    }
    for measured in &outcome.space {
        say!("{}", space::space_measured(measured));
    }
    if let Some(why) = &outcome.stopped {
        eprintln!(
            "doppel: {}",
            tr!("clean-stopped", why = reasons::stopped(why))
        );
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
        Err(error @ (RestoreError::NothingToRestore | RestoreError::NoSuchCleanup(_))) => {
            say!("{}", reasons::restore_error(&error));
            return ExitCode::from(EXIT_USAGE);
        }
        Err(error) => {
            eprintln!("doppel: {}", reasons::restore_error(&error));
            return ExitCode::from(EXIT_FAILURE);
        }
    };
    let mut out = io::BufWriter::new(io::stdout().lock());
    for path in &outcome.restored {
        let _ = writeln!(
            out,
            "{}",
            tr!("restore-restored", path = display_path(path))
        );
    }
    for path in &outcome.unshared {
        let _ = writeln!(
            out,
            "{}",
            tr!("restore-unshared", path = display_path(path))
        );
    }
    let _ = out.flush();
    drop(out);
    for (path, change) in &outcome.changed {
        let line = tr!(
            "path-said",
            path = display_path(path),
            what = reasons::changed_in_trash(change)
        );
        say!("  {line}");
    }
    for settled in &outcome.settled {
        let line = tr!(
            "restore-settled",
            path = display_path(&settled.path),
            reason = reasons::reason(&settled.reason)
        );
        say!("{line}");
    }
    let left: Vec<&Refusal> = outcome.left_in_trash().collect();
    if !left.is_empty() {
        say!("{}", tr!("restore-still-in-trash", files = left.len()));
        for refusal in &left {
            let line = tr!(
                "path-said",
                path = display_path(&refusal.path),
                what = reasons::reason(&refusal.reason)
            );
            say!("  {line}");
        }
    }
    if !outcome.still_shared.is_empty() {
        say!(
            "{}",
            tr!("restore-still-shared", clones = outcome.still_shared.len())
        );
        for refusal in &outcome.still_shared {
            let line = tr!(
                "path-said",
                path = display_path(&refusal.path),
                what = reasons::reason(&refusal.reason)
            );
            say!("  {line}");
        }
    }
    let (id, restored) = (outcome.id.as_str(), outcome.restored.len());
    let done = if outcome.unshared.is_empty() {
        tr!(
            "restore-done",
            id = id,
            restored = restored,
            left = left.len()
        )
    } else {
        tr!(
            "restore-done-unshared",
            id = id,
            restored = restored,
            unshared = outcome.unshared.len(),
            left = left.len()
        )
    };
    say!("{done}");
    if let Some(problem) = &outcome.journal_problem {
        eprintln!("doppel: {}", reasons::journal_error(problem));
    }
    if left.is_empty() && outcome.still_shared.is_empty() && outcome.journal_problem.is_none() {
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
        say!("{}", tr!("restore-none-recorded"));
        return ExitCode::SUCCESS;
    }
    let header = [
        tr!("restore-column-id"),
        tr!("restore-column-started"),
        tr!("restore-column-kind"),
        tr!("restore-column-files"),
        tr!("restore-column-in-trash"),
        tr!("restore-column-state"),
    ];
    let rows: Vec<[String; 6]> = cleanups
        .iter()
        .rev()
        .map(|cleanup| {
            let started = match cleanup.started_at() {
                Some(time) => local::date(current(), time),
                None if cleanup.started.is_empty() => tr!("restore-started-unknown"),
                None => cleanup.started.clone(),
            };
            // A clone is never in the trash, whether a restore looked at it yet or not.
            let in_trash = cleanup
                .pending()
                .filter(|file| file.cloned_from().is_none())
                .count();
            [
                cleanup.id.clone(),
                started,
                words::cleanup_way(cleanup.way()),
                cleanup.files.len().to_string(),
                in_trash.to_string(),
                state(cleanup),
            ]
        })
        .collect();
    // Each column as wide as its widest cell, and at least as wide as in English.
    let mut widths = [20, 21, 10, 8, 14, 0];
    for row in std::iter::once(&header).chain(&rows) {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(local::display_width(cell));
        }
    }
    let line = |row: &[String; 6]| {
        format!(
            "{} {} {} {} {}  {}",
            local::pad_end(&row[0], widths[0]),
            local::pad_end(&row[1], widths[1]),
            local::pad_end(&row[2], widths[2]),
            local::pad_start(&row[3], widths[3]),
            local::pad_start(&row[4], widths[4]),
            row[5]
        )
    };
    say!("{}", line(&header));
    for row in &rows {
        say!("{}", line(row));
    }
    ExitCode::SUCCESS
}

fn state(cleanup: &Cleanup) -> String {
    let state = if cleanup.finished {
        tr!("restore-state-finished")
    } else {
        tr!("restore-state-interrupted")
    };
    match &cleanup.damaged {
        Some(damage) => tr!(
            "restore-state-damaged",
            state = state,
            damage = damage.to_string()
        ),
        None => state,
    }
}

/// Reads a report, refusing what is not a regular file and stopping at [`REPORT_LIMIT`].
fn read_report(path: &Path) -> Result<Report, String> {
    let cannot = |reason: String| {
        tr!(
            "clean-report-unreadable",
            path = path.display().to_string(),
            reason = reason
        )
    };
    let describe = |error: io::Error| match error.kind() {
        io::ErrorKind::NotFound => tr!("clean-report-missing"),
        _ => crate::engine::describe_io_error(&error),
    };
    let file = File::open(path).map_err(|error| cannot(describe(error)))?;
    let metadata = file.metadata().map_err(|error| cannot(describe(error)))?;
    if !metadata.is_file() {
        return Err(cannot(tr!("clean-report-not-file")));
    }
    let mut bytes = Vec::new();
    file.take(REPORT_LIMIT + 1)
        .read_to_end(&mut bytes)
        .map_err(|error| cannot(describe(error)))?;
    if bytes.len() as u64 > REPORT_LIMIT {
        return Err(cannot(tr!("clean-report-too-large")));
    }
    let text = String::from_utf8(bytes).map_err(|_| cannot(tr!("clean-report-not-utf8")))?;
    crate::report::json::read_json(&text)
        .map_err(|error| cannot(tr!("clean-report-invalid", problem = error.to_string())))
}

/// The report's reference folders and those given with `--reference`, each once; a
/// folder given that cannot be resolved is a usage error.
fn references(report: &Report, given: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    let mut references = report.references.clone();
    for folder in given {
        let resolved = folder.canonicalize().map_err(|error| {
            tr!(
                "clean-reference-missing",
                path = folder.display().to_string(),
                error = crate::engine::describe_io_error(&error)
            )
        })?;
        if !resolved.is_dir() {
            return Err(tr!(
                "clean-reference-not-folder",
                path = folder.display().to_string()
            ));
        }
        if !references.contains(&resolved) {
            references.push(resolved);
        }
    }
    Ok(references)
}

/// The kinds of groups `doppel clean` cleans, each by its own rule: the report's kinds of
/// groups of files, and duplicate folders.
#[derive(Debug, Clone, Copy)]
enum Kind {
    Files(GroupKind),
    Folders,
}

impl Kind {
    /// "3 groups of exact copies".
    fn groups(self, count: usize) -> String {
        match self {
            Kind::Files(GroupKind::Exact) => tr!("clean-groups-exact", count = count),
            Kind::Files(GroupKind::Near) => tr!("clean-groups-near", count = count),
            Kind::Files(GroupKind::Image) => tr!("clean-groups-images", count = count),
            Kind::Files(GroupKind::Video) => tr!("clean-groups-videos", count = count),
            Kind::Files(GroupKind::Music) => tr!("clean-groups-music", count = count),
            Kind::Folders => tr!("clean-groups-folders", count = count),
        }
    }

    /// The option that gives this kind's rule.
    fn option(self) -> &'static str {
        match self {
            Kind::Files(GroupKind::Exact) | Kind::Folders => "--keep",
            Kind::Files(GroupKind::Near) => "--near",
            Kind::Files(GroupKind::Image) => "--images",
            Kind::Files(GroupKind::Video) => "--videos",
            Kind::Files(GroupKind::Music) => "--music",
        }
    }
}

/// The groups of files marked by the rule given for their kind (`rule_for`; a kind without
/// one is left alone), kind by kind in [`GroupKind::ALL`]'s order, through the same engine
/// function as the app; what each rule left alone is said, by why.
fn plan_files<'a>(
    report: &Report,
    rule_for: impl Fn(GroupKind) -> Option<&'a KeepRule>,
) -> CleanupPlan {
    let mut decided = Vec::new();
    for kind in GroupKind::ALL {
        let groups: Vec<GroupRef> = (0..report.groups.len())
            .filter(|&i| report.groups[i].kind() == kind)
            .map(GroupRef::Files)
            .collect();
        if groups.is_empty() {
            continue;
        }
        let what = Kind::Files(kind);
        let Some(rule) = rule_for(kind) else {
            let line = tr!(
                "clean-left-alone-no-rule",
                groups = what.groups(groups.len()),
                option = what.option()
            );
            say!("{line}");
            continue;
        };
        let outcome = actions::decide_groups(rule, report, &groups, &|_| SystemTime::UNIX_EPOCH);
        print_fallbacks(&outcome.fallbacks, what, rule);
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
        say!(
            "{}",
            tr!("clean-left-alone-similar-folders", pairs = similar)
        );
    }
    let groups: Vec<GroupRef> = (0..report.folders.len())
        .filter(|&i| report.folders[i].kind == FolderKind::Duplicate)
        .map(GroupRef::Folders)
        .collect();
    if groups.is_empty() {
        say!("{}", tr!("clean-no-duplicate-folders"));
        return actions::plan_for_report(report, &[], &[]);
    }
    let Some(rule) = rule else {
        say!("{}", tr!("clean-left-alone-all-folders"));
        return actions::plan_for_report(report, &[], &[]);
    };
    let modified = |folder: &Path| {
        std::fs::symlink_metadata(folder)
            .and_then(|metadata| metadata.modified())
            .unwrap_or(SystemTime::UNIX_EPOCH)
    };
    let outcome = actions::decide_groups(rule, report, &groups, &modified);
    print_fallbacks(&outcome.fallbacks, Kind::Folders, rule);
    print_left_alone(&outcome.left_alone, Kind::Folders, rule);
    let (_, folders) = actions::planned_groups(report, &outcome);
    actions::plan_for_report(report, &[], &folders)
}

/// "Decided: 2 groups of exact copies (Keep the oldest: the copies tie on every criterion,
/// so the first by path is kept)", one line per way a group was decided past the criteria.
fn print_fallbacks(fallbacks: &[(GroupRef, Fallback)], what: Kind, rule: &KeepRule) {
    let rule = words::rule_label(rule);
    let hows = fallbacks.iter().map(|(_, how)| words::fallback(how));
    for (why, count) in tally(hows) {
        let groups = what.groups(count);
        let line = tr!(
            "clean-decided-fallback",
            groups = groups,
            rule = rule.as_str(),
            why = why
        );
        say!("{line}");
    }
}

/// "Left alone: 3 groups of exact copies (Keep the copy under ~/Photos: no copy is under
/// ~/Photos)", one line per reason.
fn print_left_alone(left_alone: &[(GroupRef, Undecided)], what: Kind, rule: &KeepRule) {
    let rule = words::rule_label(rule);
    let whys = left_alone.iter().map(|(_, why)| words::undecided(why));
    for (why, count) in tally(whys) {
        let groups = what.groups(count);
        let line = tr!(
            "clean-left-alone",
            groups = groups,
            rule = rule.as_str(),
            why = why
        );
        say!("{line}");
    }
}

fn print_refusals(refused: &[Refusal]) {
    if refused.is_empty() {
        return;
    }
    say!("{}", tr!("clean-left-in-place", files = refused.len()));
    for refusal in refused {
        let line = tr!(
            "path-said",
            path = display_path(&refusal.path),
            what = reasons::reason(&refusal.reason)
        );
        say!("  {line}");
    }
}

/// One line of what the cleanup did to a file or folder, `verb` saying what.
fn trashed_line(trashed: &actions::TrashedFile, verb: &str, dry_run: bool) -> String {
    let path = display_path(&trashed.path);
    let size = Size(trashed.size);
    if let (true, Some(kept)) = (trashed.folder, trashed.cloned_from()) {
        let kept = display_path(kept);
        if dry_run {
            tr!(
                "clean-line-folder-cloned-dry-run",
                verb = verb,
                path = path,
                size = size,
                kept = kept
            )
        } else {
            tr!(
                "clean-line-folder-cloned",
                verb = verb,
                path = path,
                size = size,
                kept = kept
            )
        }
    } else if let (true, Some(kept)) = (trashed.folder, trashed.linked_to()) {
        let kept = display_path(kept);
        if dry_run {
            tr!(
                "clean-line-folder-linked-dry-run",
                verb = verb,
                path = path,
                size = size,
                kept = kept
            )
        } else {
            tr!(
                "clean-line-folder-linked",
                verb = verb,
                path = path,
                size = size,
                kept = kept
            )
        }
    } else if trashed.folder {
        tr!("clean-line-folder", verb = verb, path = path, size = size)
    } else if let Some(kept) = trashed.cloned_from() {
        let kept = display_path(kept);
        let nothing =
            matches!(trashed.frees_less(), Some(Less::AlreadyShared { .. })) && trashed.frees == 0;
        match (nothing, dry_run) {
            (true, true) => tr!(
                "clean-line-cloned-nothing-dry-run",
                verb = verb,
                path = path,
                kept = kept
            ),
            (true, false) => tr!(
                "clean-line-cloned-nothing",
                verb = verb,
                path = path,
                kept = kept
            ),
            (false, true) => tr!(
                "clean-line-cloned-dry-run",
                verb = verb,
                path = path,
                kept = kept
            ),
            (false, false) => tr!("clean-line-cloned", verb = verb, path = path, kept = kept),
        }
    } else if let Some(kept) = trashed.linked_to() {
        let kept = display_path(kept);
        if dry_run {
            tr!(
                "clean-line-linked-dry-run",
                verb = verb,
                path = path,
                kept = kept
            )
        } else {
            tr!("clean-line-linked", verb = verb, path = path, kept = kept)
        }
    } else if let Some(photo) = &trashed.companion_of {
        tr!(
            "clean-line-companion",
            verb = verb,
            path = path,
            photo = display_path(photo)
        )
    } else {
        tr!("clean-line", verb = verb, path = path)
    }
}
