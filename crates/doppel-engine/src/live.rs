//! [`LiveScan`]: a scan's results kept current from the paths that changed, without walking
//! the folders again.
//!
//! A whole scan keeps its walked files. A batch of changed paths (from the watcher, or the
//! files a cleanup moved) is applied by listing only those paths again (a file is looked
//! at, a folder walked), and regrouping only what they can touch: the exact groups of the
//! sizes that appeared or went, read from the cache or the disk as a scan would (unchanged
//! files of those sizes come from the cache); near groups only when a changed file may be
//! a document; duplicate folders and what is only here from the updated list. Files that
//! changed without an event are caught by the periodic whole scan front ends keep.

use std::collections::BTreeSet;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Instant, SystemTime};

use crate::ScanOptions;
use crate::cache::ScanCache;
use crate::exact::{ExactOutcome, find_exact_cached};
use crate::hardlinks::{DistinctFile, fold_hard_links};
use crate::progress::{CancelToken, Phase, Progress};
use crate::report::{Bar, Group, Report};
use crate::rescan::scan_present_with;
use crate::scan::{Resolved, ScanError, Stages, distinct_roots, scan_keeping_files, with_workers};
use crate::similar::Kept;
use crate::walk::{LeftOut, walk};
use crate::watch::present_roots;

/// A scan's results and the files it walked, to be updated from changed paths.
pub struct LiveScan {
    /// The options as given, for a whole scan again when a root goes or comes back.
    requested: ScanOptions,
    resolved: Resolved,
    /// Every walked file at least the smallest size long, hard links folded; in no order.
    files: Vec<DistinctFile>,
    /// Shared, so a front end can hold the results without a copy.
    report: Arc<Report>,
}

impl LiveScan {
    /// Scans the roots and reference folders that are there now (see
    /// [`crate::rescan::scan_present`]: one that is gone is listed as skipped) and keeps what the walk
    /// found for [`LiveScan::apply`].
    pub fn scan(
        options: &ScanOptions,
        cancel: &CancelToken,
        on_progress: &(dyn Fn(Progress) + Sync),
    ) -> Result<LiveScan, ScanError> {
        let (report, files, resolved) = scan_present_with(
            options,
            |present| scan_keeping_files(present, cancel, on_progress),
            |(report, _, _)| report,
        )?;
        Ok(LiveScan {
            requested: options.clone(),
            resolved,
            files,
            report: Arc::new(report),
        })
    }

    /// The results as they are now.
    pub fn report(&self) -> &Report {
        &self.report
    }

    /// The results as they are now, shared rather than copied (a million files' results
    /// are worth not holding twice).
    pub fn shared_report(&self) -> Arc<Report> {
        Arc::clone(&self.report)
    }

    /// Brings the results up to date with `changed`: paths of files or folders that were
    /// created, changed, removed or renamed (both names). Only those paths are listed
    /// again; see the module documentation for what is regrouped. A stopped update leaves
    /// the results as they were.
    pub fn apply(
        &mut self,
        changed: &[PathBuf],
        cancel: &CancelToken,
        on_progress: &(dyn Fn(Progress) + Sync),
    ) -> Result<(), ScanError> {
        let started = Instant::now();
        let started_at = SystemTime::now();
        // A root or reference folder that went or came back changes what is scanned at
        // all: that takes a whole scan (it lists the one that is gone as skipped).
        if self.present_roots() != self.resolved.options.roots {
            *self = LiveScan::scan(&self.requested, cancel, on_progress)?;
            return Ok(());
        }
        let changed = self.inside_roots(changed);
        if changed.is_empty() {
            return Ok(());
        }
        let options = self.resolved.options.clone();
        let files = std::mem::take(&mut self.files);
        let previous = &self.report;
        let updated = with_workers(options.worker_threads(), on_progress, |pool, counters| {
            let (mut cache, notices) = match options.cache.as_deref() {
                Some(path) => ScanCache::open(path, started_at),
                None => (ScanCache::disabled(), Vec::new()),
            };
            counters.begin(Phase::Walking, 0, 0);
            // What the changed paths hold now, listed as the walk would.
            let mut listed = options.clone();
            listed.roots = changed.iter().filter(|p| p.exists()).cloned().collect();
            let left_out = LeftOut::of(&options);
            listed.roots.retain(|path| self.walks_to(path, &left_out));
            let walked = pool.install(|| walk(&listed, &self.resolved.excludes, counters, cancel));
            if cancel.is_cancelled() {
                return (Err(files), 0, 0);
            }
            let under_changed = |path: &Path| covered(&changed, path);
            let mut kept = files;
            let mut gone: Vec<DistinctFile> = kept
                .extract_if(.., |f| {
                    under_changed(&f.entry.path()) || f.aliases().iter().any(|a| under_changed(a))
                })
                .collect();
            // Nothing was there and nothing is: the results stand as they are.
            let nothing = gone.is_empty()
                && walked.files.is_empty()
                && walked.skipped.is_empty()
                && !previous.skipped.iter().any(|s| under_changed(&s.path));
            if nothing {
                return (Err(kept), 0, 0);
            }
            // Sizes whose exact groups may change: those of files that went or came.
            let sizes: BTreeSet<u64> = gone
                .iter()
                .chain(&walked.files)
                .map(|f| f.entry.size)
                .collect();
            // Similar groups of a kind no file that went or came may be stand as they were.
            let kept_similar = Kept::unless_changed(previous, |search| {
                (gone.iter().chain(&walked.files)).any(|f| search.may_hold(&f.entry.path()))
            });
            let removed = gone
                .iter()
                .map(|f| 1 + f.aliases().len() as u64)
                .sum::<u64>();
            let removed_bytes = gone
                .iter()
                .map(|f| f.entry.size * (1 + f.aliases().len() as u64))
                .sum::<u64>();
            // Paths of a file that went but are outside the changed paths stay (a hard
            // link removed leaves the others).
            let mut entries: Vec<DistinctFile> = Vec::new();
            for file in gone.drain(..) {
                let main = file.entry.path();
                let paths = std::iter::once(main.as_path())
                    .chain(file.aliases().iter().map(PathBuf::as_path));
                for path in paths.filter(|path| !under_changed(path)) {
                    entries.push(DistinctFile::new(file.entry.at_path(path)));
                }
            }
            // Files of those sizes, with the new ones, folded again.
            let same_size: Vec<DistinctFile> = kept
                .extract_if(.., |f| sizes.contains(&f.entry.size))
                .collect();
            for file in same_size {
                for path in file.aliases() {
                    entries.push(DistinctFile::new(file.entry.at_path(path)));
                }
                entries.push(DistinctFile::new(file.entry));
            }
            entries.extend(walked.files);
            let affected = fold_hard_links(entries);
            let exact_here =
                pool.install(|| find_exact_cached(&affected, &mut cache, counters, cancel));
            kept.extend(affected);
            let files = kept;

            let mut exact = ExactOutcome {
                groups: previous
                    .groups
                    .iter()
                    .filter_map(|g| match g {
                        Group::Exact(group) if !sizes.contains(&group.size) => Some(group.clone()),
                        _ => None,
                    })
                    .collect(),
                skipped: exact_here.skipped,
            };
            exact.groups.extend(exact_here.groups);
            let mut report = Report {
                roots: previous.roots.clone(),
                references: previous.references.clone(),
                against: previous.against.clone(),
                bar: Bar::of(&options),
                groups: Vec::new(),
                folders: Vec::new(),
                only_here: Vec::new(),
                skipped: previous
                    .skipped
                    .iter()
                    .filter(|s| !under_changed(&s.path))
                    .cloned()
                    .chain(walked.skipped)
                    .collect(),
                stats: previous.stats,
                cancelled: false,
                notices,
            };
            report.stats.files = report.stats.files.saturating_sub(removed) + walked.files_seen;
            report.stats.bytes =
                report.stats.bytes.saturating_sub(removed_bytes) + walked.bytes_seen;
            let stages = Stages {
                options: &options,
                excludes: &self.resolved.excludes,
                pool,
                counters,
                cancel,
            };
            stages.group(&mut report, &files, exact, kept_similar, &mut cache);
            let (seen, bytes) = (report.stats.files, report.stats.bytes);
            (Ok((report, files)), seen, bytes)
        })?;
        match updated {
            Ok((mut report, files)) if !report.cancelled => {
                report.stats.seconds = started.elapsed().as_secs_f64();
                self.files = files;
                self.report = Arc::new(report);
            }
            Ok((_, files)) => self.files = files,
            Err(files) => self.files = files,
        }
        Ok(())
    }

    /// The folders a scan would walk now: the roots and references that are there.
    fn present_roots(&self) -> Vec<PathBuf> {
        let (mut present, _) = present_roots(&self.requested.roots);
        present.extend(present_roots(&self.requested.references).0);
        present.extend(present_roots(&self.requested.against).0);
        distinct_roots(present)
    }

    /// The changed paths that lie at or under a root, without those inside another of
    /// them; a path above a root (a parent renamed back) stands for the whole root.
    fn inside_roots(&self, changed: &[PathBuf]) -> Vec<PathBuf> {
        let roots = &self.resolved.options.roots;
        let mut inside: Vec<PathBuf> = changed
            .iter()
            .flat_map(|path| {
                if roots.iter().any(|root| path.starts_with(root)) {
                    vec![path.clone()]
                } else {
                    roots
                        .iter()
                        .filter(|root| root.starts_with(path))
                        .cloned()
                        .collect()
                }
            })
            .collect();
        inside.sort();
        inside.dedup();
        let mut outermost: Vec<PathBuf> = Vec::with_capacity(inside.len());
        for path in inside {
            if !outermost
                .last()
                .is_some_and(|outer| path.starts_with(outer))
            {
                outermost.push(path);
            }
        }
        outermost
    }

    /// Whether the walk would reach `path` from its root: no hidden name on the way (unless
    /// hidden files are scanned), no excluded name or path, no folder the walk leaves out
    /// (Doppel's own, or a trash folder unless the scan includes them: `left_out`, made
    /// once for all the paths).
    fn walks_to(&self, path: &Path, left_out: &LeftOut) -> bool {
        let options = &self.resolved.options;
        let Some(root) = options.roots.iter().find(|root| path.starts_with(root)) else {
            return false;
        };
        if left_out.holds(path) {
            return false;
        }
        // A link is walked into only when links are followed.
        if !options.follow_links && path.symlink_metadata().is_ok_and(|m| m.is_symlink()) {
            return false;
        }
        let root_dev = root.metadata().map(|m| m.dev()).ok();
        let mut here = root.clone();
        for name in path
            .strip_prefix(root)
            .into_iter()
            .flat_map(Path::components)
        {
            here.push(name);
            let name = name.as_os_str();
            if !options.hidden && name.as_encoded_bytes().first() == Some(&b'.') {
                return false;
            }
            let excludes = &self.resolved.excludes;
            if !excludes.is_empty() && (excludes.is_match(name) || excludes.is_match(&here)) {
                return false;
            }
            if options.one_file_system
                && here
                    .symlink_metadata()
                    .is_ok_and(|m| Some(m.dev()) != root_dev)
            {
                return false;
            }
        }
        true
    }
}

/// Whether `path` is one of `changed` or lies under one. Compared as bytes: it is asked for
/// every file of the list, a million times in a big tree, and `Path::starts_with` walks
/// components.
fn covered(changed: &[PathBuf], path: &Path) -> bool {
    let path = path.as_os_str().as_bytes();
    changed.iter().any(|c| {
        let c = c.as_os_str().as_bytes();
        path.starts_with(c) && (path.len() == c.len() || path[c.len()] == b'/' || c.ends_with(b"/"))
    })
}
