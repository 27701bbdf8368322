//! The scan as a whole: checks the roots, walks, finds exact groups, then near groups among
//! the distinct contents, and assembles the [`Report`], while a ticker thread feeds progress
//! snapshots to the caller. With the fingerprint cache, it is opened beside the walk, each
//! stage looks up the files it is about to read, and what they learn is written in batches;
//! a walk that saw exactly what the walk behind a stored report saw takes that report
//! instead, and a complete scan's report is stored for the next.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant, SystemTime};

use std::cmp::Reverse;
use std::collections::HashSet;

use xxhash_rust::xxh3::Xxh3DefaultBuilder;

use super::against::Against;
use super::cache::ScanCache;
use super::cache::last_report::ResultsKey;
use super::exact::{ExactOutcome, find_exact_cached};
use super::folders::{attach_file_groups, find_folders};
use super::hardlinks::{DistinctFile, fold_hard_links};
use super::memory::give_back_freed;
use super::options::ScanOptions;
use super::progress::{CancelToken, Phase, Progress, ProgressCounters};
use super::references::References;
use super::similar::{Found, Kept, SEARCHES};
use super::walk::{Coverage, compile_excludes, walk};
use crate::report::{Bar, Group, GroupKind, Notice, Report, SkipReason, Stats};
// The report owns it (a report's roots never nest); the scan and the live scan apply it.
pub(crate) use crate::report::distinct_roots;
use globset::GlobSet;

/// How often the progress callback is called while a scan runs.
const PROGRESS_INTERVAL: Duration = Duration::from_millis(100);

/// Why a scan could not start. Problems with single files never stop a scan; they are
/// listed in the report's `skipped`.
#[derive(Debug)]
pub enum ScanError {
    /// A root does not exist or cannot be read.
    BadRoot {
        /// The root as given.
        path: PathBuf,
        /// What is wrong with it.
        reason: SkipReason,
    },
    /// An exclude pattern is not a valid glob.
    BadExclude(String),
    /// The worker threads could not be started.
    Threads(String),
}

impl std::fmt::Display for ScanError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ScanError::BadRoot { path, reason } => write!(f, "{}: {reason}", path.display()),
            ScanError::BadExclude(e) => write!(f, "invalid --exclude pattern: {e}"),
            ScanError::Threads(e) => write!(f, "could not start worker threads: {e}"),
        }
    }
}

impl std::error::Error for ScanError {}

/// Checks a root and returns its absolute, canonical form.
pub fn resolve_root(path: &Path) -> Result<PathBuf, ScanError> {
    let bad = |reason: SkipReason| ScanError::BadRoot {
        path: path.to_path_buf(),
        reason,
    };
    let describe = |e: std::io::Error| match e.kind() {
        std::io::ErrorKind::NotFound => SkipReason::NotThere,
        _ => SkipReason::io(&e),
    };
    let canonical = path.canonicalize().map_err(|e| bad(describe(e)))?;
    let metadata = canonical.metadata().map_err(|e| bad(describe(e)))?;
    if metadata.is_dir() {
        std::fs::read_dir(&canonical).map_err(|e| bad(describe(e)))?;
    } else if metadata.is_file() {
        std::fs::File::open(&canonical).map_err(|e| bad(describe(e)))?;
    } else {
        return Err(bad(SkipReason::NotFileOrFolder));
    }
    Ok(canonical)
}

/// Runs a whole scan. `on_progress` is called from a helper thread about ten times a
/// second, and once more with [`Phase::Done`] at the end.
///
/// With [`ScanOptions::cache`] set, files the fingerprint cache remembers unchanged are not
/// read, and what this scan learns is saved for the next. Problems with the cache never
/// stop a scan; they are told in [`Report::notices`].
pub fn scan(
    options: &ScanOptions,
    cancel: &CancelToken,
    on_progress: &(dyn Fn(Progress) + Sync),
) -> Result<Report, ScanError> {
    // The walked files are not wanted here, so a stored report is read only after they are
    // freed: a scan from it peaks below one without the cache.
    scan_until_done(options, cancel, on_progress, StoredReport::InPlaceOfFiles)
        .map(|(report, _, _)| report)
}

/// Whether and how a scan may take a stored report (see `crate::cache::last_report`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum StoredReport {
    /// Taken, with the walked files kept beside it.
    BesideFiles,
    /// Taken once the walked files are freed.
    InPlaceOfFiles,
    /// Never taken.
    Never,
}

/// A scan's options made ready: roots and references checked and canonical, nested ones
/// dropped, the smallest file size settled, the exclude patterns compiled.
#[derive(Debug, Clone)]
pub(crate) struct Resolved {
    pub(crate) options: ScanOptions,
    pub(crate) excludes: GlobSet,
}

impl Resolved {
    pub(crate) fn new(options: &ScanOptions) -> Result<Resolved, ScanError> {
        let mut options = options.clone();
        options.min_size = options.smallest_file();
        let resolve_all = |paths: &[PathBuf]| -> Result<Vec<PathBuf>, ScanError> {
            paths.iter().map(|r| resolve_root(r)).collect()
        };
        // A folder given both as a reference and not (itself, or through a link) is a
        // reference: canonical paths make the two one. Likewise a folder of the other set
        // (B) is in B however else it is given, and is a reference too: never trashed.
        let mut against = resolve_all(&options.against)?;
        against.sort();
        against.dedup();
        let mut reference_folders = resolve_all(&options.references)?;
        reference_folders.extend(against.iter().cloned());
        reference_folders.sort();
        reference_folders.dedup();
        let mut roots = resolve_all(&options.roots)?;
        roots.extend(reference_folders.iter().cloned());
        options.roots = distinct_roots(roots);
        options.references = reference_folders;
        options.against = against;
        let excludes = compile_excludes(&options.excludes)
            .map_err(|e| ScanError::BadExclude(e.to_string()))?;
        Ok(Resolved { options, excludes })
    }
}

/// Runs `job` with the scan's thread pool and progress counters, while a helper thread
/// reports the counters to `on_progress` about ten times a second; reports [`Phase::Done`]
/// at the end with the files and bytes `job` says it saw.
pub(crate) fn with_workers<R>(
    threads: usize,
    on_progress: &(dyn Fn(Progress) + Sync),
    job: impl FnOnce(&rayon::ThreadPool, &ProgressCounters) -> (R, u64, u64),
) -> Result<R, ScanError> {
    let counters = ProgressCounters::default();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .thread_name(|i| format!("doppel-hash-{i}"))
        .build()
        .map_err(|e| ScanError::Threads(e.to_string()))?;
    let (result, files, bytes) = std::thread::scope(|scope| {
        let (stop_ticker, ticks) = mpsc::channel::<()>();
        let counters = &counters;
        scope.spawn(move || {
            while let Err(mpsc::RecvTimeoutError::Timeout) = ticks.recv_timeout(PROGRESS_INTERVAL) {
                on_progress(counters.snapshot());
            }
        });
        let done = job(&pool, counters);
        drop(stop_ticker);
        done
    });
    counters.begin(Phase::Done, files, bytes);
    on_progress(counters.snapshot());
    Ok(result)
}

/// [`scan`], also handing back the walked files (hard links folded) and the resolved
/// options, for [`crate::live::LiveScan`] to update later.
pub(crate) fn scan_keeping_files(
    options: &ScanOptions,
    cancel: &CancelToken,
    on_progress: &(dyn Fn(Progress) + Sync),
) -> Result<(Report, Vec<DistinctFile>, Resolved), ScanError> {
    scan_until_done(options, cancel, on_progress, StoredReport::BesideFiles)
}

/// Runs the scan, taking a stored report as `first` says; should that report prove
/// unreadable (damage the database did not notice, a rare case), runs it again without one.
fn scan_until_done(
    options: &ScanOptions,
    cancel: &CancelToken,
    on_progress: &(dyn Fn(Progress) + Sync),
    first: StoredReport,
) -> Result<(Report, Vec<DistinctFile>, Resolved), ScanError> {
    let mut stored_report = first;
    loop {
        match run(options, cancel, on_progress, stored_report)? {
            (Some((report, files)), resolved) => return Ok((report, files, resolved)),
            (None, _) => stored_report = StoredReport::Never,
        }
    }
}

/// A scan's report and walked files, or `None` when the stored report it was to take
/// could not be read after all.
type Ran = Option<(Report, Vec<DistinctFile>)>;

/// The scan itself.
fn run(
    options: &ScanOptions,
    cancel: &CancelToken,
    on_progress: &(dyn Fn(Progress) + Sync),
    stored_report: StoredReport,
) -> Result<(Ran, Resolved), ScanError> {
    let started = Instant::now();
    let started_at = SystemTime::now();
    let resolved = Resolved::new(options)?;
    let options = &resolved.options;
    let ran = with_workers(options.worker_threads(), on_progress, |pool, counters| {
        std::thread::scope(|scope| {
            // The cache opens (and checks its file) on a thread of its own while the walk
            // runs.
            let opening = options
                .cache
                .as_deref()
                .map(|path| scope.spawn(move || ScanCache::open(path, started_at)));
            counters.begin(Phase::Walking, 0, 0);
            let walked = pool.install(|| walk(options, &resolved.excludes, counters, cancel));
            let (mut cache, mut notices) = match opening.map(|thread| thread.join()) {
                None => (ScanCache::disabled(), Vec::new()),
                Some(Ok(opened)) => opened,
                Some(Err(_)) => {
                    let words = CACHE_CRASHED.to_string();
                    (ScanCache::disabled(), vec![Notice::Cache { words }])
                }
            };
            let results = ResultsKey::of(options);
            let walk_digest = walked.digest;
            if stored_report != StoredReport::Never
                && !cancel.is_cancelled()
                && cache.has_report(&results, &walk_digest)
            {
                // The tree is as the scan behind a stored report found it: that report is
                // this scan's.
                let files = match stored_report {
                    StoredReport::InPlaceOfFiles => {
                        drop(walked.files);
                        give_back_freed();
                        Vec::new()
                    }
                    _ => fold_hard_links(walked.files),
                };
                let Some(mut report) = cache.remembered_report(&results, &walk_digest) else {
                    return (None, 0, 0);
                };
                notices.extend(cache.finish(None));
                report.notices = notices;
                // Not stored with the report: looked for again beside its files.
                let coverage = Coverage::of(options, &resolved.excludes);
                crate::companions::attach(&mut report, &|path, size| coverage.covers(path, size));
                let (seen, bytes) = (report.stats.files, report.stats.bytes);
                return (Some((report, files)), seen, bytes);
            }
            let files = fold_hard_links(walked.files);
            give_back_freed();
            let exact = pool.install(|| find_exact_cached(&files, &mut cache, counters, cancel));
            give_back_freed();
            // Only a complete walk shows which files are gone.
            if !cancel.is_cancelled() {
                let walk = (&options.roots[..], &files[..], options.min_size);
                notices.extend(pool.install(|| cache.finish(Some(walk))));
            }
            let mut report = Report {
                roots: options.roots.clone(),
                references: options.references.clone(),
                against: options.against.clone(),
                bar: Bar::of(options),
                groups: Vec::new(),
                folders: Vec::new(),
                only_here: Vec::new(),
                skipped: walked.skipped,
                stats: Stats {
                    files: walked.files_seen,
                    bytes: walked.bytes_seen,
                    seconds: 0.0,
                },
                cancelled: false,
                notices,
            };
            let stages = Stages {
                options,
                excludes: &resolved.excludes,
                pool,
                counters,
                cancel,
            };
            let failures = stages.group(&mut report, &files, exact, Kept::default(), &mut cache);
            let kept = cache.remember_report(&results, &walk_digest, failures, &report);
            report.notices.extend(kept);
            let (seen, bytes) = (report.stats.files, report.stats.bytes);
            (Some((report, files)), seen, bytes)
        })
    })?;
    let ran = ran.map(|(mut report, files)| {
        report.stats.seconds = started.elapsed().as_secs_f64();
        (report, files)
    });
    Ok((ran, resolved))
}

/// The stages after the walk and the exact search, shared by a whole scan and a live
/// update: what is only here, duplicate folders, near duplicates, and the report's order.
pub(crate) struct Stages<'a> {
    pub(crate) options: &'a ScanOptions,
    /// The options' exclude patterns, compiled.
    pub(crate) excludes: &'a GlobSet,
    pub(crate) pool: &'a rayon::ThreadPool,
    pub(crate) counters: &'a ProgressCounters,
    pub(crate) cancel: &'a CancelToken,
}

impl Stages<'_> {
    /// Fills `report` (whose roots, skipped entries so far, stats and notices are set) from
    /// `files` and their exact groups, then each search for similar files in turn
    /// (`similar.rs`); the groups of a kind `kept` holds are kept rather than searched for
    /// again (nothing such a group could be made of changed).
    /// Returns how many files could not be read, or changed, after the walk: failures
    /// another scan may not meet.
    pub(crate) fn group(
        &self,
        report: &mut Report,
        files: &[DistinctFile],
        exact: ExactOutcome,
        kept: Kept,
        cache: &mut ScanCache,
    ) -> usize {
        let (options, pool, counters, cancel) =
            (self.options, self.pool, self.counters, self.cancel);
        let references = References::new(options.references.clone());
        let against = Against::new(options.against.clone());
        // A stopped scan has not seen every copy: it cannot say what is only here. Set
        // against set, what is only here is what has no copy in the other set (B).
        report.only_here = if cancel.is_cancelled() {
            Vec::new()
        } else if against.is_empty() {
            references.only_here(files, &exact)
        } else {
            References::new(options.against.clone()).only_here(files, &exact)
        };
        report.folders = if options.folders.find && !cancel.is_cancelled() {
            let (roots, folders) = (&options.roots, &options.folders);
            pool.install(|| find_folders(files, &exact, roots, folders, counters, cancel))
        } else {
            Vec::new()
        };
        // Each search's groups in turn, after the exact groups; the files they compare
        // (one per distinct content) listed once, when one is run.
        let mut failures = exact.skipped.len();
        report.skipped.extend(exact.skipped.iter().cloned());
        let mut similar = Vec::new();
        let mut contents: Option<Vec<&DistinctFile>> = None;
        let mut kept = kept;
        for search in SEARCHES {
            let found = match kept.take(search.kind()) {
                Some(groups) => Found {
                    groups,
                    ..Found::default()
                },
                None if !search.asked(options) || cancel.is_cancelled() => Found::default(),
                None => {
                    let contents = contents
                        .get_or_insert_with(|| distinct_contents(files, &exact, &against))
                        .clone();
                    pool.install(|| search.search(contents, options, cache, counters, cancel))
                }
            };
            failures += found.failures;
            report.skipped.extend(found.skipped);
            report.notices.extend(found.notices);
            similar.extend(found.groups);
        }
        report.groups = exact.groups.into_iter().map(Group::Exact).collect();
        report.groups.extend(similar);
        report.notices.extend(cache.finish(None));
        report.skipped.sort_by(|a, b| a.path.cmp(&b.path));
        report.skipped.dedup_by(|a, b| a.path == b.path);
        report.cancelled = cancel.is_cancelled();
        references.drop_reference_only(&mut report.groups, &mut report.folders);
        against.keep_joining(&mut report.groups, &mut report.folders);
        sort_groups(&mut report.groups);
        attach_file_groups(&mut report.folders, &report.groups);
        let coverage = Coverage::of(options, self.excludes);
        pool.install(|| {
            crate::companions::attach(report, &|path, size| coverage.covers(path, size))
        });
        failures
    }
}

/// Shown when the thread opening the cache panicked: a bug, not a damaged file.
const CACHE_CRASHED: &str = concat!(
    "the fingerprint cache could not be opened (loading it failed unexpectedly); ",
    "this scan reads every file"
);

/// One file per distinct content for the near-duplicate search: copies beyond the first of
/// each exact group are left out (they stand in that group), and so are files the exact
/// stage found changing under it. Set against set, a content with a copy in the other set
/// (B) is represented by that copy (the first in B), so that a document or image like it
/// is grouped with the B copy, which a cleanup can measure it against.
fn distinct_contents<'f>(
    files: &'f [DistinctFile],
    exact: &ExactOutcome,
    against: &Against,
) -> Vec<&'f DistinctFile> {
    let copies = exact.groups.iter().flat_map(|g| {
        let stands = g
            .files
            .iter()
            .position(|f| against.holds_record(f))
            .unwrap_or(0);
        g.files
            .iter()
            .enumerate()
            .filter(move |&(i, _)| i != stands)
            .map(|(_, f)| &f.path)
    });
    let changed = exact.skipped.iter().map(|s| &s.path);
    // Hashing paths as bytes: `Path`'s own hash walks components, several times slower.
    let left_out: HashSet<&OsStr, Xxh3DefaultBuilder> =
        copies.chain(changed).map(|p| p.as_os_str()).collect();
    files
        .iter()
        .filter(|f| !left_out.contains(f.entry.path().as_os_str()))
        .collect()
}

/// Groups by kind, in [`GroupKind::ALL`]'s order (exact groups first); exact groups largest
/// reclaimable space first, the others largest first. Ties are broken by the first path so
/// output is stable.
fn sort_groups(groups: &mut [Group]) {
    let bytes = |g: &Group| match g {
        Group::Exact(exact) => exact.reclaimable_bytes(),
        other => other.files().iter().map(|f| f.size).sum(),
    };
    let key = |g: &Group| {
        let rank = GroupKind::ALL.iter().position(|kind| *kind == g.kind());
        (rank, Reverse(bytes(g)))
    };
    groups.sort_by(|a, b| {
        key(a)
            .cmp(&key(b))
            .then_with(|| a.files()[0].path.cmp(&b.files()[0].path))
    });
}
