//! What the model does with what the workers report: a scan's progress and end, results read
//! from the session or a report, a check's findings, an update from changes, a cleanup's or
//! restore's outcome, and what the review loaded.

use crate::i18n::Date;
use crate::tr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Instant, SystemTime};

use crate::engine::CancelToken;
use crate::engine::actions::rules::{Criterion, KeepRule, Place};
use crate::engine::actions::{self, CleanupOutcome, RestoreOutcome};
use crate::engine::ignore::IgnoreEntry;
use crate::report::Report;

use super::super::commands::Command;
use super::super::results::Results;
use super::super::session::{self, Origin, UnderWay};
use super::messages::{CheckOutcome, HiddenNow, LoadedResults, UpdateOutcome, WorkerEvent};
use super::{
    Activity, Dialog, Effect, Estimating, Followed, LastUpdate, Level, Model, RunningCheck,
    RunningUpdate, ScanKind, SessionChange,
};

impl Model {
    /// Takes one worker's report. Returns what to carry out next.
    pub fn on_event(&mut self, event: WorkerEvent) -> Vec<Effect> {
        self.take_event(event);
        self.take_effects()
    }

    fn take_event(&mut self, event: WorkerEvent) {
        match event {
            WorkerEvent::ScanProgress(progress) => {
                if let Activity::Scanning(scan) = &mut self.activity {
                    scan.progressed(progress, Instant::now());
                }
            }
            WorkerEvent::ScanFinished(result) => self.scan_finished(result),
            // Made canonical by the picker's worker.
            WorkerEvent::KeepFolderPicked(folder) => self.handle_command(Command::ApplyRule {
                rule: KeepRule::only(Criterion::Under(Place::Folder(folder))),
                all_groups: true,
            }),
            WorkerEvent::FoldersChecked(checked) => self.folders_checked(checked),
            WorkerEvent::MarksPlanned(plan) => {
                if let Some(results) = &mut self.results {
                    results.take_plan(*plan);
                }
            }
            WorkerEvent::ChoiceChecked { typed, checked } => self.choice_checked(typed, checked),
            WorkerEvent::DiffReady { .. }
            | WorkerEvent::ChangesCounted { .. }
            | WorkerEvent::FolderComparisonReady { .. }
            | WorkerEvent::PreviewReady { .. }
            | WorkerEvent::ImagesCompared { .. }
            | WorkerEvent::VideoFramesReady { .. } => self.review_loaded(event),
            WorkerEvent::EstimateProgress { .. }
            | WorkerEvent::CleanupEstimated { .. }
            | WorkerEvent::CleanupProgress { .. } => self.cleanup_progressed(event),
            WorkerEvent::CleanupFinished(result) => self.cleanup_finished(result),
            WorkerEvent::RestoreFinished(result) => self.restore_finished(result),
            WorkerEvent::JournalRead(cleanups) => self.cleanups = cleanups,
            WorkerEvent::Notice(text) => self.notice(Level::Warning, text),
            WorkerEvent::FilesChanged(_)
            | WorkerEvent::NeedsWholeScan
            | WorkerEvent::UpdateStarted { .. }
            | WorkerEvent::UpdateProgress(_) => self.watched_change(event),
            WorkerEvent::Updated(outcome) => self.updated(outcome),
            WorkerEvent::ImageFormatsFound(formats) => self.machine.image_formats = Some(formats),
            WorkerEvent::VideoToolsFound(found) => self.machine.video_tools = Some(found),
            WorkerEvent::ChineseFontFound(font) => self.machine.chinese_font = Some(font),
            WorkerEvent::SystemChooserFound(found) => self.machine.system_chooser = Some(found),
            WorkerEvent::FolderListed(listing) => self.folder_listed(listing),
            WorkerEvent::HiddenAsNotDuplicates { given, outcome } => {
                self.hidden_as_not_duplicates(&given, outcome)
            }
            WorkerEvent::IgnoreListRead {
                entries,
                brought_back,
            } => self.ignore_list_read(entries, brought_back),
            WorkerEvent::CacheSize(bytes) => self.cache_size = Some(bytes),
            WorkerEvent::Watching { roots, watcher } => {
                self.watched_roots = roots;
                self.watcher = Some(watcher);
            }
            WorkerEvent::SessionScanRead(Ok(Some(under_way))) => self.resume_scan(under_way),
            WorkerEvent::SessionScanRead(Ok(None)) => {}
            WorkerEvent::SessionScanRead(Err(problem)) => {
                self.effect(Effect::Session(SessionChange::ScanEnded));
                self.notice(Level::Warning, problem);
            }
            WorkerEvent::SessionRead(result) => self.session_read(result),
            WorkerEvent::ReportPicked(path) => self.handle_command(Command::OpenReport(path)),
            WorkerEvent::SaveAsPicked(path) => self.handle_command(Command::SaveResults(path)),
            WorkerEvent::ReportOpened { path, result } => self.report_opened(path, result),
            WorkerEvent::ResultsSaved { path, result } => match result {
                Ok(()) => self.notice(
                    Level::Info,
                    tr!("notice-saved", path = path.display().to_string()),
                ),
                Err(reason) => self.notice(
                    Level::Error,
                    tr!(
                        "notice-not-saved",
                        path = path.display().to_string(),
                        reason = reason
                    ),
                ),
            },
            WorkerEvent::Checked { id, found } => {
                if let Activity::Checking(check) = &mut self.activity
                    && check.id == id
                {
                    check.done = found.done;
                    check.total = found.total;
                    check.pending_files.extend(found.files);
                    check.pending_folders.extend(found.folders);
                }
            }
            WorkerEvent::CheckFinished { id, outcome } => {
                if self.activity.check().is_some_and(|c| c.id == id) {
                    self.apply_checked();
                    self.activity = Activity::Idle;
                    self.check_finished(outcome);
                }
            }
        }
    }

    /// What the review's worker loaded, kept for the review to show.
    fn review_loaded(&mut self, event: WorkerEvent) {
        match event {
            WorkerEvent::DiffReady { pair, result } => self.review.diffs.finish(pair, result),
            WorkerEvent::ChangesCounted { pair, result } => {
                self.review.change_counts.finish(pair, result)
            }
            WorkerEvent::FolderComparisonReady { pair, result } => {
                self.review.folder_comparisons.finish(pair, result)
            }
            WorkerEvent::PreviewReady { path, preview } => {
                self.review.previews.finish(path, preview)
            }
            WorkerEvent::ImagesCompared { pair, result } => {
                self.review.image_comparisons.finish(pair, result)
            }
            WorkerEvent::VideoFramesReady { request, result } => {
                self.review.video_frames.finish(request, result)
            }
            _ => {}
        }
    }

    /// How far the estimate of the cleanup dialog, or the cleanup itself, has come.
    fn cleanup_progressed(&mut self, event: WorkerEvent) {
        match event {
            WorkerEvent::EstimateProgress { id, done, total } => {
                if let Dialog::ConfirmCleanup(confirm) = &mut self.dialog
                    && confirm.estimate_id == id
                    && let Estimating::Running { .. } = confirm.estimate
                {
                    confirm.estimate = Estimating::Running { done, total };
                }
            }
            WorkerEvent::CleanupEstimated { id, estimate } => {
                // The dialog it was for may have closed, or another opened since: then it
                // is not this one's to show.
                if let Dialog::ConfirmCleanup(confirm) = &mut self.dialog
                    && confirm.estimate_id == id
                {
                    confirm.estimate = Estimating::Done(estimate);
                }
            }
            WorkerEvent::CleanupProgress { done, total } => {
                if let Activity::CleaningUp(cleanup) = &mut self.activity {
                    cleanup.done = done;
                    cleanup.total = total;
                }
            }
            _ => {}
        }
    }

    /// Changes seen in the watched folders, and the live scan's update of the results from
    /// them starting and progressing.
    fn watched_change(&mut self, event: WorkerEvent) {
        match event {
            WorkerEvent::FilesChanged(paths) => {
                if self.activity.moving_files() {
                    // Most of these are the cleanup's own moves: applied with its outcome.
                    self.held_changes.extend(paths);
                } else if !self.opened_report() {
                    self.effect(Effect::Changed(paths));
                }
            }
            WorkerEvent::NeedsWholeScan => self.rescan.changed(),
            WorkerEvent::UpdateStarted { changes } => {
                // Shown only when nothing else is: a scan or a move says more.
                if matches!(self.activity, Activity::Idle) {
                    self.activity = Activity::Updating(RunningUpdate {
                        changes,
                        started: Instant::now(),
                        progress: None,
                    });
                }
            }
            WorkerEvent::UpdateProgress(progress) => {
                if let Activity::Updating(update) = &mut self.activity {
                    update.progress = Some(progress);
                }
            }
            _ => {}
        }
    }

    /// A group (or a file) was hidden as not duplicates: the results without it, unless
    /// they changed meanwhile (then a scan brings them up to date, hiding it too).
    fn hidden_as_not_duplicates(
        &mut self,
        given: &Arc<Report>,
        outcome: Result<HiddenNow, String>,
    ) {
        let hidden = match outcome {
            Ok(hidden) => hidden,
            Err(problem) => {
                self.notice(Level::Warning, tr!("notice-not-hidden", problem = problem));
                return;
            }
        };
        if let Some(notice) = hidden.notice {
            self.notice(Level::Warning, notice);
        }
        let before: Vec<_> = self
            .ignored
            .iter()
            .flatten()
            .map(|entry| entry.id)
            .collect();
        self.hidden_last = (hidden.entries.iter())
            .map(|entry| entry.id)
            .filter(|id| !before.contains(id))
            .collect();
        self.ignored = Some(hidden.entries);
        let Some(results) = &mut self.results else {
            return;
        };
        if Arc::ptr_eq(&results.report, given) {
            results.replace_listed(*hidden.listed);
            self.select_row(self.selection.row);
            self.effect(Effect::Session(SessionChange::ResultsChanged));
        } else {
            self.start_scan(ScanKind::Refresh);
        }
        self.notice(Level::Info, tr!("notice-hidden"));
    }

    /// The ignore list was read, or an entry taken off it: a scan shows what it hid.
    fn ignore_list_read(&mut self, entries: Result<Vec<IgnoreEntry>, String>, brought_back: bool) {
        match entries {
            Ok(entries) => self.ignored = Some(entries),
            Err(problem) => {
                self.notice(Level::Warning, tr!("notice-ignore-list", problem = problem));
                return;
            }
        }
        if brought_back {
            if self.results.is_some() && !self.opened_report() {
                self.notice(Level::Info, tr!("notice-brought-back-scanning"));
                self.start_scan(ScanKind::Refresh);
            } else {
                self.notice(Level::Info, tr!("notice-brought-back-later"));
            }
        }
    }

    fn scan_finished(&mut self, result: Result<Arc<Report>, String>) {
        let scan = match std::mem::replace(&mut self.activity, Activity::Idle) {
            Activity::Scanning(scan) => scan,
            other => {
                // A scan stopped for a move: what it found is out of date, and the schedule
                // runs it again.
                self.activity = other;
                return;
            }
        };
        let refresh = scan.refresh();
        self.rescan.finished(Instant::now());
        if !refresh {
            self.effect(Effect::Session(SessionChange::ScanEnded));
        }
        // The live scan's worker keeps the list of a scan that ran to the end.
        self.followed = match &result {
            Ok(report) if !report.cancelled => Followed::ByTheLiveScan,
            _ => Followed::NotYet,
        };
        let report = match result {
            Ok(report) => report,
            Err(error) => {
                self.notice(
                    Level::Error,
                    tr!("notice-scan-failed", error = error.to_string()),
                );
                self.scan_error = Some(error);
                return;
            }
        };
        if refresh && self.opened_report() {
            // A refresh of this app's folders that ran on when a report was opened.
            self.followed = Followed::NotYet;
            return;
        }
        if refresh && report.cancelled {
            self.notice(Level::Warning, tr!("notice-refresh-stopped"));
            return;
        }
        if scan.resumed() {
            self.notice(Level::Info, tr!("notice-resumed-finished"));
        }
        if report.cancelled {
            self.notice(Level::Warning, tr!("notice-scan-cancelled"));
        }
        for notice in &report.notices {
            self.notice(Level::Warning, crate::i18n::notices::notice(notice));
        }
        // A folder not there (an unplugged disk) was left out, the others scanned.
        let folders = self
            .settings
            .folders
            .iter()
            .chain(&self.settings.references);
        let chosen: Vec<std::path::PathBuf> = folders.cloned().collect();
        for skipped in report.skipped.iter().filter(|s| chosen.contains(&s.path)) {
            let left_out = tr!(
                "notice-folder-left-out",
                path = skipped.path.display().to_string(),
                why = crate::i18n::skips::skip_reason(&skipped.reason)
            );
            self.notice(Level::Warning, left_out);
        }
        let roots = report.roots.clone();
        let place = self.place();
        match (&mut self.results, refresh) {
            (Some(results), true) => {
                results.replace_report(report);
                self.go_to(place);
                self.last_update = Some(LastUpdate {
                    at: SystemTime::now(),
                    changes: None,
                    took: scan.started.elapsed(),
                });
            }
            _ => self.show_results(Results::new(report)),
        }
        // The scan took the settings as they are: they are locked while one runs.
        self.scanned_with = Some(self.settings.scan_choices());
        self.origin = Some(Origin {
            made: SystemTime::now(),
            report_file: None,
        });
        self.effect(Effect::Session(SessionChange::ResultsChanged));
        if self.watched_roots.is_empty() {
            self.watch(roots);
        }
    }

    fn cleanup_finished(&mut self, result: Result<CleanupOutcome, String>) {
        let check_after = match &self.activity {
            Activity::CleaningUp(cleanup) => cleanup.check_after,
            _ => false,
        };
        self.activity = Activity::Idle;
        match result {
            Ok(outcome) => {
                let (folders, files): (Vec<_>, Vec<_>) =
                    outcome.trashed.iter().partition(|t| t.folder);
                let paths = |items: Vec<&actions::TrashedFile>| {
                    items
                        .into_iter()
                        .map(|t| t.path.clone())
                        .collect::<Vec<_>>()
                };
                let (files, folders) = (paths(files), paths(folders));
                if let Some(results) = &mut self.results {
                    // Taken out at once; the live scan's update regroups what is left.
                    results.remove(&files, &folders);
                    self.effect(Effect::Session(SessionChange::ResultsChanged));
                }
                self.moved(files.into_iter().chain(folders).collect());
                self.selection = super::Selection::default();
                self.select_row(Some(0));
                self.dialog = Dialog::CleanupReport(outcome);
            }
            Err(reason) => {
                self.moved(Vec::new());
                self.dialog = Dialog::NotStarted {
                    title: tr!("dialog-cleanup-not-started"),
                    reason,
                };
            }
        }
        if check_after {
            self.start_check();
        }
    }

    fn restore_finished(&mut self, result: Result<RestoreOutcome, String>) {
        let check_after = matches!(self.activity, Activity::Restoring { check_after: true });
        self.activity = Activity::Idle;
        match result {
            Ok(outcome) => {
                let restored = outcome.restored.len();
                if restored > 0 {
                    let text = match self.followed {
                        Followed::ByTheLiveScan => {
                            tr!("notice-restored", count = (restored as u64))
                        }
                        Followed::NotYet => {
                            tr!("notice-restored-scan-again", count = (restored as u64))
                        }
                    };
                    self.notice(Level::Info, text);
                }
                let unshared = outcome.unshared.len();
                if unshared > 0 {
                    self.notice(
                        Level::Info,
                        tr!("notice-unshared", count = (unshared as u64)),
                    );
                }
                self.moved(outcome.restored.clone());
                self.dialog = Dialog::RestoreReport(outcome);
            }
            Err(reason) => {
                self.moved(Vec::new());
                self.dialog = Dialog::NotStarted {
                    title: tr!("dialog-nothing-restored"),
                    reason,
                };
            }
        }
        if check_after {
            self.start_check();
        }
    }

    /// Hands what a cleanup or restore moved to the live scan's worker, with the changes
    /// seen while it ran: the results follow without a walk, and the watcher's report of
    /// the same moves finds nothing new.
    fn moved(&mut self, moved: Vec<PathBuf>) {
        self.effect(Effect::Moved(moved));
        let held = std::mem::take(&mut self.held_changes);
        if !self.opened_report() {
            self.effect(Effect::Changed(held));
        }
    }

    /// Takes the results of an update from changed paths.
    fn updated(&mut self, outcome: UpdateOutcome) {
        if matches!(self.activity, Activity::Updating(_)) {
            self.activity = Activity::Idle;
        }
        match outcome {
            UpdateOutcome::Done {
                report,
                changes,
                took,
            } => {
                // Another computer's report replaced this app's folders' results meanwhile.
                let opened = self.opened_report();
                let Some(results) = self.results.as_mut().filter(|_| !opened) else {
                    return;
                };
                results.replace_listed(*report);
                self.select_row(self.selection.row);
                self.last_update = Some(LastUpdate {
                    at: SystemTime::now(),
                    changes: Some(changes),
                    took,
                });
                self.effect(Effect::Session(SessionChange::ResultsChanged));
            }
            UpdateOutcome::Stopped => {}
            UpdateOutcome::Failed(reason) => {
                self.notice(
                    Level::Warning,
                    tr!("notice-update-failed", reason = reason.to_string()),
                );
                self.rescan.changed();
            }
        }
    }

    fn session_read(&mut self, result: Result<Option<Box<LoadedResults>>, String>) {
        if matches!(self.activity, Activity::OpeningSession) {
            self.activity = Activity::Idle;
        }
        match result {
            // Results that arrived first (a scan, an opened report) are newer.
            Ok(Some(loaded)) if self.results.is_none() => {
                if loaded.origin.report_file.is_none() && self.settings.folders.is_empty() {
                    // The folder list was lost (settings are saved every few seconds): the
                    // scanned folders come back with their results.
                    let report = &loaded.results.report;
                    let folders = report.roots.iter().chain(&report.references);
                    self.settings.add_folders(folders.cloned());
                    self.settings.references = report.references.clone();
                    self.settings
                        .references
                        .retain(|r| !report.against.contains(r));
                    self.settings.against = report.against.clone();
                }
                self.show_loaded(*loaded);
                self.effect(Effect::Session(SessionChange::ResultsAreSaved));
            }
            Ok(_) => {}
            Err(problem) => self.notice(Level::Warning, problem),
        }
    }

    fn report_opened(&mut self, path: PathBuf, result: Result<Box<LoadedResults>, String>) {
        match result {
            Ok(loaded) => {
                // Another computer's folders (or these, as they were): not watched, nor
                // refreshed by scanning this app's folders.
                self.watcher = None;
                self.watched_roots.clear();
                if let Some(scan) = self.activity.scan().filter(|scan| scan.refresh()) {
                    scan.cancel.cancel();
                    self.activity = Activity::Idle;
                    self.rescan.finished(Instant::now());
                }
                self.effect(Effect::ForgetLiveScan);
                self.show_loaded(*loaded);
                self.effect(Effect::Session(SessionChange::ResultsChanged));
            }
            Err(reason) => {
                let id_then = if self.results.is_some() {
                    tr!("notice-open-failed-unchanged")
                } else {
                    tr!("notice-open-failed-hint")
                };
                self.notice(
                    Level::Error,
                    tr!(
                        "notice-open-failed",
                        path = path.display().to_string(),
                        reason = reason,
                        then = id_then
                    ),
                );
            }
        }
    }

    /// Shows results read on a worker (the last session's, or a report file's) and starts
    /// checking them against the disk.
    fn show_loaded(&mut self, loaded: LoadedResults) {
        // The live scan's worker holds nothing of these: changes need a whole scan first.
        self.followed = Followed::NotYet;
        if let Activity::Checking(check) = &self.activity {
            check.cancel.cancel();
            self.activity = Activity::Idle;
        }
        self.show_results(loaded.results);
        self.origin = Some(loaded.origin);
        self.scanned_with = None;
        if let Some(problem) = loaded.problem {
            self.notice(Level::Warning, problem);
        }
        self.start_check();
    }

    /// Checks the results shown against the disk, unless something else runs: a scan
    /// replaces them anyway, and files being moved are checked once they are.
    fn start_check(&mut self) {
        let Some(results) = &self.results else {
            return;
        };
        match &mut self.activity {
            Activity::Idle | Activity::OpeningSession | Activity::Updating(_) => {}
            Activity::CleaningUp(cleanup) => {
                cleanup.check_after = true;
                return;
            }
            Activity::Restoring { check_after } => {
                *check_after = true;
                return;
            }
            Activity::Scanning(_) | Activity::Checking(_) => return,
        }
        self.checks_started += 1;
        let id = self.checks_started;
        let cancel = CancelToken::new();
        let report = Arc::clone(&results.report);
        self.effect(Effect::Check {
            report,
            id,
            cancel: cancel.clone(),
        });
        self.activity = Activity::Checking(RunningCheck {
            id,
            cancel,
            done: 0,
            total: 0,
            pending_files: Vec::new(),
            pending_folders: Vec::new(),
        });
    }

    /// Takes out of the lists what the check found gone or changed since the last frame.
    pub(super) fn apply_checked(&mut self) {
        let (Activity::Checking(check), Some(results)) = (&mut self.activity, &mut self.results)
        else {
            return;
        };
        if check.pending_files.is_empty() && check.pending_folders.is_empty() {
            return;
        }
        let files = std::mem::take(&mut check.pending_files);
        let folders = std::mem::take(&mut check.pending_folders);
        results.remove(&files, &folders);
        self.select_row(self.selection.row);
    }

    /// Says what the check found; results of this app's folders are watched from now on.
    fn check_finished(&mut self, outcome: CheckOutcome) {
        let Some(origin) = self.origin.clone() else {
            return;
        };
        let what = match &origin.report_file {
            Some(file) => tr!("notice-what-report", path = file.display().to_string()),
            None => tr!("notice-what-results", date = Date(origin.made)),
        };
        let (level, text) = if outcome.none_here {
            (Level::Warning, tr!("notice-none-here", what = what))
        } else if outcome.gone > 0 {
            (
                Level::Info,
                tr!(
                    "notice-checked-gone",
                    what = what,
                    count = (outcome.gone as u64)
                ),
            )
        } else {
            (Level::Info, tr!("notice-checked-unchanged", what = what))
        };
        self.notice(level, text);
        if outcome.gone > 0 {
            self.effect(Effect::Session(SessionChange::ResultsChanged));
        }
        if origin.report_file.is_none()
            && !outcome.none_here
            && self.watched_roots.is_empty()
            && let Some(results) = &self.results
        {
            let roots = results.report.roots.clone();
            self.watch(roots);
            self.rescan.finished(Instant::now());
        }
    }

    /// Starts again the scan that was under way when the app last closed or crashed,
    /// unless it was started again too many times already.
    fn resume_scan(&mut self, under_way: UnderWay) {
        if self.activity.scan().is_some() {
            return;
        }
        if under_way.resumes >= session::MOST_RESUMES {
            self.effect(Effect::Session(SessionChange::ScanEnded));
            self.notice(
                Level::Warning,
                tr!("notice-interrupted", count = (under_way.resumes + 1)),
            );
            return;
        }
        if self.settings.folders.is_empty() {
            self.settings.add_folders(under_way.folders);
            self.settings.references = under_way.references;
        }
        self.start_scan(ScanKind::Resumed(under_way.resumes + 1));
    }
}
