//! The command line: `doppel scan` runs the engine headless and prints the report,
//! `doppel clean` and `doppel restore` act on a saved report; no command opens the desktop
//! app.
//!
//! Everything it says to a person is in the language the environment asks for
//! ([`crate::i18n::use_environment`], set first thing in [`main`]), its help too
//! ([`help`]); the JSON and CSV reports, the journal, and the man pages and completions
//! (`doppel generate`) stay English.

#[macro_use]
mod say;
pub mod args;
pub mod cache;
pub mod clean;
pub mod compare;
pub mod csv_output;
pub mod generate;
pub mod help;
#[cfg(feature = "gui")]
pub mod no_window;
mod parse_error;
pub mod progress_bar;
pub mod text;
pub mod watch;

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::Path;
use std::process::ExitCode;
use std::sync::Mutex;

use clap::FromArgMatches;

use self::args::{Cli, Command, DocumentSettings, Format, ScanArgs, ScanSettings};
use self::progress_bar::ScanProgressBar;
use crate::engine::NearOptions;
use crate::engine::NormalizeOptions;
use crate::engine::actions::ActionPlaces;
use crate::engine::cache::Unusable;
use crate::engine::ignore::{self, IgnoreList};
use crate::engine::{self, CancelToken, ScanError, ScanOptions};
use crate::engine::{CacheChoice, ScanChoices};
use crate::i18n::{notices, words};
use crate::report::Report;
use crate::tr;

/// Exit status for a usage error or a root that cannot be scanned.
pub(crate) const EXIT_USAGE: u8 = 2;
/// Exit status for any other failure.
pub(crate) const EXIT_FAILURE: u8 = 1;
/// Exit status of `scan --unique --fail-if-unique` when some files have no copy in a
/// reference folder.
pub(crate) const EXIT_UNIQUE_FILES: u8 = 3;

/// Parses the process arguments and runs the command.
pub fn main() -> ExitCode {
    let lang = crate::i18n::use_environment();
    let mut command = help::terminal_command(lang);
    let mut matches = match command.clone().try_get_matches() {
        Ok(matches) => matches,
        Err(error) => return parse_error::report(error, &mut command),
    };
    let cli = match Cli::from_arg_matches_mut(&mut matches) {
        Ok(cli) => cli,
        Err(error) => return parse_error::report(error, &mut command),
    };
    match cli.command {
        Some(Command::Scan(args)) => run_scan(&args),
        Some(Command::Watch(args)) => watch::run(&args),
        Some(Command::Cache(args)) => cache::run(&args),
        Some(Command::Clean(args)) => clean::run_clean(&args),
        Some(Command::Restore(args)) => clean::run_restore(&args),
        Some(Command::Compare(args)) => compare::run(&args),
        Some(Command::Generate(args)) => generate::run(&args),
        None => match mistyped_command(&cli.folders, &command) {
            Some(meant) => {
                let word = cli.folders[0].to_string_lossy();
                let said = tr!("cli-not-a-command", word = word, suggested = meant);
                eprintln!("{}", tr!("cli-error", message = said));
                eprintln!();
                eprintln!("{}", tr!("cli-error-more", help = "--help"));
                ExitCode::from(EXIT_USAGE)
            }
            None => run_app(cli.folders),
        },
    }
}

/// The command a first word was meant to be, when it names no file or folder and is a
/// command's name mistyped (`doppel scna ~/Documents`): then it is a usage error, not a
/// folder for the app. A word that names something on disk, or holds a `/`, is a folder.
fn mistyped_command(folders: &[std::path::PathBuf], command: &clap::Command) -> Option<String> {
    let first = folders.first()?;
    let word = first.to_str()?;
    if word.contains('/') || first.symlink_metadata().is_ok() {
        return None;
    }
    let names = command
        .get_subcommands()
        .filter(|c| !c.is_hide_set())
        .map(clap::Command::get_name)
        .chain(["help"]);
    engine::spelling::nearest(word, names).map(str::to_string)
}

#[cfg(feature = "gui")]
fn run_app(folders: Vec<std::path::PathBuf>) -> ExitCode {
    match crate::app::run(folders) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            let why = no_window::NoWindow::of(&error, no_window::display_named());
            eprintln!("doppel: {}", no_window::words(&why));
            ExitCode::from(EXIT_FAILURE)
        }
    }
}

/// A headless build (`--no-default-features`) has every command but the window.
#[cfg(not(feature = "gui"))]
fn run_app(_folders: Vec<std::path::PathBuf>) -> ExitCode {
    eprintln!("doppel: {}", tr!("cli-no-app"));
    ExitCode::from(EXIT_USAGE)
}

fn run_scan(args: &ScanArgs) -> ExitCode {
    let options = scan_options(&args.paths, &args.settings);
    if let Err(refused) = check_cache_file(&options) {
        return refused;
    }
    let bar = Mutex::new(ScanProgressBar::new(!args.quiet));
    let result = engine::scan(&options, &CancelToken::new(), &|progress| {
        if let Ok(mut bar) = bar.lock() {
            bar.update(progress);
        }
    });
    if let Ok(bar) = bar.lock() {
        bar.finish();
    }
    let mut report = match result {
        Ok(report) => report,
        Err(error) => return scan_failed(&error),
    };
    if !args.unique {
        // The list of files only here is asked for with --unique; on a big drive it is long.
        report.only_here.clear();
    }
    let said = if args.settings.show_ignored {
        Vec::new()
    } else {
        hide_ignored(&mut report, args.settings.ignore_list.as_deref())
    };
    tell_notices(&report, &said);
    match write_report(&report, args) {
        Ok(()) if args.fail_if_unique && !report.only_here.is_empty() => {
            ExitCode::from(EXIT_UNIQUE_FILES)
        }
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            let target = match &args.output {
                Some(path) => path.display().to_string(),
                None => tr!("cli-standard-output"),
            };
            eprintln!(
                "doppel: {}",
                tr!(
                    "cli-write-failed",
                    target = target,
                    error = error.to_string()
                )
            );
            ExitCode::from(EXIT_FAILURE)
        }
    }
}

/// Drops from `report` the groups and files hidden as not duplicates: those the ignore list
/// at `chosen` lists, or else the user's (`ignored.json` in the data folder; none without
/// a data folder). A list that cannot be used is a notice, and the scan goes on. Returns
/// what there is to tell, in words: what the list hid, or why it could not be used.
pub(crate) fn hide_ignored(report: &mut Report, chosen: Option<&Path>) -> Vec<String> {
    let loaded = match chosen {
        // A list the user names is theirs: only read, never set aside.
        Some(path) => {
            if let Err(e) = path.symlink_metadata()
                && e.kind() == io::ErrorKind::NotFound
            {
                let path = path.display().to_string();
                return vec![tr!("cli-ignore-list-missing", path = path)];
            }
            IgnoreList::read_named(path)
        }
        None => match ActionPlaces::for_user() {
            Ok(places) => IgnoreList::load(&IgnoreList::default_path(&places.data_dir)),
            Err(_) => return Vec::new(),
        },
    };
    let mut said: Vec<String> = loaded.notice.iter().map(notices::ignore_notice).collect();
    let hidden = ignore::hide_ignored(report, &loaded.list);
    if let Some(hidden) = words::hidden(hidden) {
        said.push(tr!("cli-show-ignored", hidden = hidden));
    }
    said
}

/// Prints the scan's notices, then what the front end has to add (`said`), each on a
/// line of its own after "doppel: ".
pub(crate) fn tell_notices(report: &Report, said: &[String]) {
    for notice in &report.notices {
        eprintln!("doppel: {}", notices::notice(notice));
    }
    for line in said {
        eprintln!("doppel: {line}");
    }
}

/// Reports why a scan could not run, and the exit status that goes with it.
pub(crate) fn scan_failed(error: &ScanError) -> ExitCode {
    let said = match error {
        ScanError::BadRoot { path, reason } => tr!(
            "path-said",
            path = path.display().to_string(),
            what = crate::i18n::skips::skip_reason(reason)
        ),
        ScanError::BadExclude(problem) => tr!("cli-bad-exclude", problem = problem.as_str()),
        ScanError::Threads(problem) => tr!("cli-no-threads", problem = problem.as_str()),
    };
    eprintln!("doppel: {said}");
    ExitCode::from(match error {
        ScanError::BadRoot { .. } | ScanError::BadExclude(_) => EXIT_USAGE,
        ScanError::Threads(_) => EXIT_FAILURE,
    })
}

/// Refuses a scan whose cache path holds a file Doppel did not make. The engine would only
/// leave it alone and read every file; on the command line the user asked for that path
/// (or has a stranger's file at the default one), so say so and let them choose.
pub(crate) fn check_cache_file(options: &ScanOptions) -> Result<(), ExitCode> {
    let Some(path) = &options.cache else {
        return Ok(());
    };
    match crate::engine::cache::FingerprintCache::check(path) {
        Err(Unusable::NotOurs(not_ours)) => {
            eprintln!(
                "doppel: {}",
                tr!(
                    "cli-cache-not-ours",
                    problem = notices::cache_not_ours(&not_ours)
                )
            );
            Err(ExitCode::from(EXIT_USAGE))
        }
        // A cache that cannot be read costs the engine's notice, as other cache trouble.
        Ok(_) | Err(Unusable::Unreadable { .. }) => Ok(()),
    }
}

/// How documents are compared, from the command-line settings.
pub(crate) fn near_options(settings: &DocumentSettings) -> NearOptions {
    document_choices(settings, ScanChoices::default()).near_options()
}

/// The document settings laid over `choices`.
fn document_choices(settings: &DocumentSettings, choices: ScanChoices) -> ScanChoices {
    ScanChoices {
        similarity: settings.similarity,
        normalize: NormalizeOptions {
            drop_numbers: settings.drop_numbers,
            drop_stop_words: settings.stop_words,
            stem: settings.stem,
        },
        ..choices
    }
}

/// The command-line settings as the choices both front ends fill: the defaults both start
/// from ([`ScanChoices::default`]), changed by the flags given.
fn scan_choices(settings: &ScanSettings) -> ScanChoices {
    let defaults = ScanChoices::default();
    // A search the defaults make, unless turned off; of a pair of flags, clap keeps the
    // last given only.
    let search = |default: bool, on: bool, off: bool| (default || on) && !off;
    let choices = ScanChoices {
        find_folders: search(defaults.find_folders, settings.folders, settings.no_folders),
        folder_same_names: settings.same_names,
        similar_folders: settings.similar_folders,
        min_size: settings.min_size,
        excludes: settings.exclude.clone(),
        hidden: settings.hidden,
        include_trash: settings.include_trash,
        follow_links: settings.follow_links,
        one_file_system: settings.one_file_system,
        threads: settings.threads.unwrap_or(0),
        exact_only: settings.exact_only,
        find_images: search(defaults.find_images, settings.images, settings.no_images),
        find_videos: search(defaults.find_videos, settings.videos, settings.no_videos),
        find_music: search(defaults.find_music, settings.music, settings.no_music),
        image_likeness: settings.image_likeness.into(),
        cache: match (&settings.cache_file, settings.no_cache) {
            (_, true) => CacheChoice::Off,
            (Some(file), false) => CacheChoice::File(file.clone()),
            (None, false) => CacheChoice::Default,
        },
        ..defaults
    };
    document_choices(&settings.documents, choices)
}

/// The engine options for the given paths and command-line settings.
pub(crate) fn scan_options(paths: &[std::path::PathBuf], settings: &ScanSettings) -> ScanOptions {
    let mut options =
        scan_choices(settings).scan_options(paths.to_vec(), settings.reference.clone());
    options.against = settings.against.clone();
    options
}

fn write_report(report: &Report, args: &ScanArgs) -> io::Result<()> {
    /// Room for the report's text before it goes to the file or terminal: a big scan's JSON
    /// report runs to tens of MB, and fewer, larger writes are markedly faster.
    const OUTPUT_BUFFER: usize = 1 << 20;
    let sink: Box<dyn Write> = match &args.output {
        Some(path) => Box::new(File::create(path)?),
        None => Box::new(io::stdout().lock()),
    };
    // The buffer is the concrete writer the report writers are handed, so the many small
    // pieces they emit are copies into it; only a full buffer makes the dynamic call.
    let mut out = BufWriter::with_capacity(OUTPUT_BUFFER, sink);
    let written = match (args.format, args.unique) {
        (Format::Text, false) => text::write_text(report, &mut out),
        (Format::Text, true) => text::write_only_here(report, &mut out),
        (Format::Json, _) => crate::report::json::write_json(report, &mut out),
        (Format::Csv, false) => csv_output::write_csv(report, &mut out),
        (Format::Csv, true) => csv_output::write_only_here_csv(report, &mut out),
    };
    match written.and_then(|()| out.flush()) {
        // A reader that stops early (`doppel scan … | head`) is not a failure.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe && args.output.is_none() => Ok(()),
        other => other,
    }
}
