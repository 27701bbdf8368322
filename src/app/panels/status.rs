//! The bottom bar: scan progress while scanning; otherwise what is marked, the Clean up
//! button, the check of results made earlier against the disk, what watching last did (an
//! update from changes that takes a while shows its progress), and the latest notice.

use std::time::Duration;

use crate::app::model::Notice;
use crate::app::{
    Command, LastUpdate, Level, Model, RunningCheck, RunningScan, RunningUpdate, SHOW_UPDATES_AFTER,
};
use crate::engine::Phase;
use crate::i18n::{Date, Size, decimal, words};
use crate::tr;

pub fn show(ui: &mut egui::Ui, app: &Model, commands: &mut Vec<Command>) {
    egui::Panel::bottom("status").show(ui, |ui| {
        ui.add_space(4.0);
        if let Some(scan) = app.scan() {
            scan_progress(ui, scan, commands);
        } else {
            ui.horizontal(|ui| {
                cleanup_button(ui, app, commands);
                undo_button(ui, app, commands);
                if let (Some(check), Some(origin)) = (app.activity.check(), &app.origin) {
                    ui.separator();
                    check_progress(ui, check, origin);
                } else if let Some(file) = app.origin.as_ref().and_then(|o| o.report_file.as_ref())
                {
                    ui.separator();
                    let name = file.file_name().unwrap_or(file.as_os_str());
                    ui.weak(tr!(
                        "status-from-report",
                        name = name.to_string_lossy().into_owned()
                    ))
                    .on_hover_text(file.display().to_string());
                }
                if !app.watched_roots.is_empty() {
                    ui.separator();
                    let folders = app.watched_roots.len();
                    ui.weak(match app.last_update {
                        Some(last) => updated(folders, last),
                        None => tr!("status-watching", folders = folders),
                    });
                }
                if let Some(update) = app
                    .activity
                    .update()
                    .filter(|u| u.started.elapsed() >= SHOW_UPDATES_AFTER)
                {
                    ui.separator();
                    update_progress(ui, update);
                }
                notices(ui, app, commands);
            });
        }
        ui.add_space(4.0);
    });
}

/// The newest notice, in its level's colour, and a button to the earlier ones.
fn notices(ui: &mut egui::Ui, app: &Model, commands: &mut Vec<Command>) {
    let earlier = app.notices.unseen_earlier();
    if earlier > 0 {
        ui.separator();
        let more = tr!("status-earlier", count = earlier);
        if ui
            .small_button(more)
            .on_hover_text(tr!("status-earlier-hover"))
            .clicked()
        {
            commands.push(Command::ToggleNotices);
        }
    }
    let now = std::time::Instant::now();
    if let Some(notice) = app.notices.current_at(now) {
        if earlier == 0 {
            ui.separator();
        }
        // One line: a long notice is cut short, whole on hover and in the Notices window
        // a click opens; the bar never grows taller.
        let label = egui::Label::new(notice_text(ui, notice))
            .truncate()
            .sense(egui::Sense::click());
        let shown = ui.add(label).on_hover_text(&notice.text);
        if shown.clicked() {
            commands.push(Command::ToggleNotices);
        }
        if let Some(time) = crate::app::model::Notices::on_the_bar_for(notice.level) {
            // Drawn again when it is old news, to take it off.
            ui.ctx()
                .request_repaint_after(time.saturating_sub(notice.age(now)));
        }
    }
}

/// A notice's words in the colour of its level.
pub fn notice_text(ui: &egui::Ui, notice: &Notice) -> egui::RichText {
    let text = egui::RichText::new(&notice.text);
    match notice.level {
        Level::Info => text,
        Level::Warning => text.color(ui.visuals().warn_fg_color),
        Level::Error => text.color(ui.visuals().error_fg_color),
    }
}

/// "Watching 2 folders for changes, updated 2026-01-02 03:04:05 from 3 changes in 0.2 s":
/// what watching last did.
fn updated(folders: usize, last: LastUpdate) -> String {
    let took = if last.took < Duration::from_secs(10) {
        tr!(
            "status-seconds",
            seconds = decimal(last.took.as_secs_f64(), 1)
        )
    } else {
        format_duration(last.took)
    };
    let date = Date(last.at);
    match last.changes {
        Some(changes) => tr!(
            "status-watching-updated",
            folders = folders,
            date = date,
            changes = changes,
            took = took
        ),
        None => tr!(
            "status-watching-rescanned",
            folders = folders,
            date = date,
            took = took
        ),
    }
}

/// "Updating the groups from 120,000 changes… (hashing: 3,000 of 9,000 files)", for an
/// update that runs long.
fn update_progress(ui: &mut egui::Ui, update: &RunningUpdate) {
    super::named_spinner(ui, &tr!("status-updating-name"));
    let changes = update.changes;
    let text = match update
        .progress
        .filter(|p| p.files_total > 0 && p.phase != Phase::Done)
    {
        Some(p) => tr!(
            "status-updating-phase",
            changes = changes,
            phase = words::phase(p.phase),
            done = p.files_done,
            total = p.files_total
        ),
        None => tr!("status-updating", changes = changes),
    };
    ui.label(text);
}

/// "Showing the results of …; checking them against the disk… (4,000 of 9,120)".
fn check_progress(ui: &mut egui::Ui, check: &RunningCheck, origin: &crate::app::session::Origin) {
    super::named_spinner(ui, &tr!("status-checking-name"));
    let (done, total) = (check.done, check.total);
    let text = match &origin.report_file {
        Some(file) => {
            let name = file
                .file_name()
                .unwrap_or(file.as_os_str())
                .to_string_lossy()
                .into_owned();
            if total > 0 {
                tr!(
                    "status-checking-report-count",
                    name = name,
                    done = done,
                    total = total
                )
            } else {
                tr!("status-checking-report", name = name)
            }
        }
        None => {
            let date = Date(origin.made);
            if total > 0 {
                tr!(
                    "status-checking-results-count",
                    date = date,
                    done = done,
                    total = total
                )
            } else {
                tr!("status-checking-results", date = date)
            }
        }
    };
    ui.label(text);
}

fn scan_progress(ui: &mut egui::Ui, scan: &RunningScan, commands: &mut Vec<Command>) {
    let Some(progress) = scan.progress else {
        ui.horizontal(|ui| {
            // Said while a scan that started again by itself (it was under way when the
            // app last closed or crashed) runs.
            let text = if scan.resumed() {
                tr!("status-resuming")
            } else {
                tr!("status-starting")
            };
            super::named_spinner(ui, &text);
            ui.label(text);
        });
        return;
    };
    let phase_seconds = scan.phase_started.elapsed().as_secs_f64();
    let (fraction, detail) = match progress.phase {
        Phase::Folders => (
            None,
            tr!("status-progress-folders", folders = progress.files_total),
        ),
        Phase::Walking | Phase::Comparing | Phase::Done => (
            None,
            tr!(
                "status-progress-found",
                files = progress.files_done,
                size = Size(progress.bytes_done)
            ),
        ),
        _ => {
            let fraction = if progress.bytes_total > 0 {
                progress.bytes_done as f64 / progress.bytes_total as f64
            } else if progress.files_total > 0 {
                progress.files_done as f64 / progress.files_total as f64
            } else {
                0.0
            };
            let speed = progress.bytes_done as f64 / phase_seconds.max(0.001);
            let (done, total) = (progress.files_done, progress.files_total);
            let size_done = Size(progress.bytes_done);
            let size_total = Size(progress.bytes_total);
            let speed = Size(speed as u64);
            let detail = if let Some(left) = scan.time_left(std::time::Instant::now()) {
                tr!(
                    "status-progress-reading-left",
                    done = done,
                    total = total,
                    size_done = size_done,
                    size_total = size_total,
                    speed = speed,
                    left = format_duration(left)
                )
            } else {
                tr!(
                    "status-progress-reading",
                    done = done,
                    total = total,
                    size_done = size_done,
                    size_total = size_total,
                    speed = speed
                )
            };
            (Some(fraction as f32), detail)
        }
    };
    ui.horizontal(|ui| {
        if ui
            .button(tr!("status-cancel"))
            .on_hover_text(tr!("status-cancel-hover"))
            .clicked()
        {
            commands.push(Command::CancelScan);
        }
        let phase = crate::format::capitalised(&words::phase(progress.phase));
        let text = tr!("status-progress", phase = phase, detail = detail);
        match fraction {
            Some(fraction) => {
                // The bar shows how far, the words beside it what: a spinner drawn in the
                // bar would cover them.
                let bar = ui.add(
                    egui::ProgressBar::new(fraction)
                        .desired_width(180.0)
                        .show_percentage(),
                );
                // A screen reader names the bar by what it counts, as the words beside it.
                ui.ctx()
                    .accesskit_node_builder(bar.id, |node| node.set_label(text.as_str()));
                ui.add(egui::Label::new(text).truncate());
            }
            None => {
                super::named_spinner(ui, &text);
                ui.label(text);
            }
        }
    });
    let elapsed = format_duration(scan.started.elapsed());
    ui.weak(if scan.resumed() {
        tr!("status-resuming-for", elapsed = elapsed)
    } else {
        tr!("status-scanning-for", elapsed = elapsed)
    });
}

fn cleanup_button(ui: &mut egui::Ui, app: &Model, commands: &mut Vec<Command>) {
    let Some(results) = &app.results else {
        ui.weak(tr!("status-scan-first"));
        return;
    };
    // The plan's counts: what the dialog will do, not how many marks there are.
    let marked = results.marked_for_trash();
    let (files, folders, size) = (marked.files, marked.folders, Size(marked.bytes));
    let label = match (files, folders) {
        _ if marked.is_empty() => tr!("status-clean-up"),
        // The marks changed: their plan is being made on a worker.
        _ if marked.counting => tr!("status-clean-up-counting"),
        (0, 0) => tr!("status-clean-up-left-alone", count = marked.left_alone),
        (_, 0) => tr!("status-clean-up-files", files = files, size = size),
        (0, _) => tr!("status-clean-up-folders", folders = folders, size = size),
        _ => tr!(
            "status-clean-up-both",
            files = files,
            folders = folders,
            size = size
        ),
    };
    let ready = !marked.is_empty() && !marked.counting;
    let button = ui.add_enabled(ready, egui::Button::new(label));
    let button = if marked.counting {
        button
    } else if marked.is_empty() {
        button.on_disabled_hover_text(tr!("status-clean-up-none"))
    } else if files + folders == 0 {
        button.on_hover_text(tr!("status-clean-up-left-alone-hover"))
    } else if marked.left_alone > 0 {
        let more = tr!("status-clean-up-some-left-alone", count = marked.left_alone);
        button.on_hover_text(format!("{}\n{more}", tr!("status-clean-up-hover")))
    } else {
        button.on_hover_text(tr!("status-clean-up-hover"))
    };
    if button.clicked() {
        commands.push(Command::RequestCleanup);
    }
}

/// Shown whenever there is a cleanup to undo, this session's or one from the journal, with
/// or without results on screen.
fn undo_button(ui: &mut egui::Ui, app: &Model, commands: &mut Vec<Command>) {
    if let Some(cleanup) = app.undoable_cleanup() {
        let date: fluent_bundle::FluentValue<'static> = match cleanup.started_at() {
            Some(time) => Date(time).into(),
            None => cleanup.started.clone().into(),
        };
        let hover = tr!(
            "status-undo-hover",
            files = cleanup.pending().count(),
            date = date
        );
        if ui.button(tr!("status-undo")).on_hover_text(hover).clicked() {
            commands.push(Command::UndoCleanup);
        }
    }
    if !app.cleanups.is_empty()
        && ui
            .button(tr!("status-cleanups"))
            .on_hover_text(tr!("status-cleanups-hover"))
            .clicked()
    {
        commands.push(Command::ToggleCleanups);
    }
}

/// "42 s", "3 min 5 s".
pub fn format_duration(duration: Duration) -> String {
    let seconds = duration.as_secs();
    if seconds < 60 {
        tr!("status-seconds", seconds = seconds)
    } else {
        tr!(
            "status-minutes",
            minutes = (seconds / 60),
            seconds = (seconds % 60)
        )
    }
}
