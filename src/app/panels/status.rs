//! The bottom bar: scan progress while scanning; otherwise what is marked, the Clean up
//! button, the check of results made earlier against the disk, what watching last did (an
//! update from changes that takes a while shows its progress), and the latest notice.

use std::time::Duration;

use crate::app::model::Notice;
use crate::app::{
    Command, LastUpdate, Level, Model, RunningCheck, RunningScan, RunningUpdate, SHOW_UPDATES_AFTER,
};
use crate::engine::Phase;
use crate::format::{count, format_time, human_bytes, thousands};

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
                    ui.weak(format!("From the report {}", name.to_string_lossy()))
                        .on_hover_text(file.display().to_string());
                }
                if !app.watched_roots.is_empty() {
                    ui.separator();
                    let folders = count(app.watched_roots.len() as u64, "folder", "folders");
                    let updated = app.last_update.map(updated).unwrap_or_default();
                    ui.weak(format!("Watching {folders} for changes{updated}"));
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
        let more = format!("+{earlier} earlier");
        if ui
            .small_button(more)
            .on_hover_text("Show every notice of this session")
            .clicked()
        {
            commands.push(Command::ToggleNotices);
        }
    }
    if let Some(notice) = app.notices.current() {
        if earlier == 0 {
            ui.separator();
        }
        // Long notices (a path, a reason and what to do) wrap rather than run off.
        ui.add(egui::Label::new(notice_text(ui, notice)).wrap());
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

/// ", updated 2026-01-02 03:04:05 from 3 changes in 0.2 s": what watching last did.
fn updated(last: LastUpdate) -> String {
    let took = if last.took < Duration::from_secs(10) {
        format!("{:.1} s", last.took.as_secs_f64())
    } else {
        format_duration(last.took)
    };
    let how = match last.changes {
        Some(changes) => format!(
            "from {} in {took}",
            count(changes as u64, "change", "changes")
        ),
        None => format!("by scanning everything again ({took})"),
    };
    format!(", updated {} {how}", format_time(last.at))
}

/// "Updating the groups from 120,000 changes… (hashing: 3,000 of 9,000 files)", for an
/// update that runs long.
fn update_progress(ui: &mut egui::Ui, update: &RunningUpdate) {
    super::named_spinner(ui, "Updating the groups");
    let detail = update
        .progress
        .filter(|p| p.files_total > 0 && p.phase != Phase::Done)
        .map(|p| {
            format!(
                " ({}: {} of {} files)",
                p.phase.label(),
                thousands(p.files_done),
                thousands(p.files_total)
            )
        })
        .unwrap_or_default();
    ui.label(format!(
        "Updating the groups from {}…{detail}",
        count(update.changes as u64, "change", "changes")
    ));
}

/// "Showing the results of …; checking them against the disk… (4,000 of 9,120)".
fn check_progress(ui: &mut egui::Ui, check: &RunningCheck, origin: &crate::app::session::Origin) {
    super::named_spinner(ui, "Checking the results against the disk");
    let what = match &origin.report_file {
        Some(file) => format!(
            "the report {}; checking its files",
            file.file_name()
                .unwrap_or(file.as_os_str())
                .to_string_lossy()
        ),
        None => format!("the results of {}; checking them", format_time(origin.made)),
    };
    let done = if check.total > 0 {
        format!(
            " ({} of {})",
            thousands(check.done as u64),
            thousands(check.total as u64)
        )
    } else {
        String::new()
    };
    ui.label(format!("Showing {what} against the disk…{done}"));
}

/// Said while a scan that started again by itself (it was under way when the app last
/// closed or crashed) runs.
const RESUMING: &str = "Resuming the scan that was interrupted…";

fn scan_progress(ui: &mut egui::Ui, scan: &RunningScan, commands: &mut Vec<Command>) {
    let Some(progress) = scan.progress else {
        ui.horizontal(|ui| {
            let text = if scan.resumed() {
                RESUMING
            } else {
                "Starting the scan…"
            };
            super::named_spinner(ui, text);
            ui.label(text);
        });
        return;
    };
    let phase_seconds = scan.phase_started.elapsed().as_secs_f64();
    let (fraction, detail) = match progress.phase {
        Phase::Folders => (None, format!("{} folders", thousands(progress.files_total))),
        Phase::Walking | Phase::Comparing | Phase::Done => (
            None,
            format!(
                "{} files, {} found",
                thousands(progress.files_done),
                human_bytes(progress.bytes_done)
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
            let eta = if fraction > 0.02 {
                let left = phase_seconds * (1.0 - fraction) / fraction;
                format!(
                    ", about {} left",
                    format_duration(Duration::from_secs_f64(left))
                )
            } else {
                String::new()
            };
            (
                Some(fraction as f32),
                format!(
                    "{} of {} files, {} of {} ({}/s){eta}",
                    thousands(progress.files_done),
                    thousands(progress.files_total),
                    human_bytes(progress.bytes_done),
                    human_bytes(progress.bytes_total),
                    human_bytes(speed as u64),
                ),
            )
        }
    };
    ui.horizontal(|ui| {
        if ui
            .button("Cancel")
            .on_hover_text("Stop and keep the groups found so far")
            .clicked()
        {
            commands.push(Command::CancelScan);
        }
        let phase = crate::format::capitalised(progress.phase.label());
        let text = format!("{phase}: {detail}");
        match fraction {
            Some(fraction) => {
                ui.add(egui::ProgressBar::new(fraction).text(text).animate(true));
            }
            None => {
                super::named_spinner(ui, &text);
                ui.label(text);
            }
        }
    });
    let elapsed = format_duration(scan.started.elapsed());
    ui.weak(if scan.resumed() {
        format!("{RESUMING} (scanning for {elapsed})")
    } else {
        format!("Scanning for {elapsed}")
    });
}

fn cleanup_button(ui: &mut egui::Ui, app: &Model, commands: &mut Vec<Command>) {
    let Some(results) = &app.results else {
        ui.weak("Scan folders to find duplicates.");
        return;
    };
    let marked = results.marked_for_trash();
    let label = if marked.is_empty() {
        "Clean up".to_string()
    } else {
        format!(
            "Clean up: trash {} ({})",
            crate::app::files_and_folders(marked.files, marked.folders),
            human_bytes(marked.bytes)
        )
    };
    let button = ui.add_enabled(!marked.is_empty(), egui::Button::new(label));
    let button = if !marked.is_empty() {
        button.on_hover_text("Move the files and folders marked Trash to the system trash")
    } else {
        button.on_disabled_hover_text("Mark files Trash first (Delete key, or a rule)")
    };
    if button.clicked() {
        commands.push(Command::RequestCleanup);
    }
}

/// Shown whenever there is a cleanup to undo, this session's or one from the journal, with
/// or without results on screen.
fn undo_button(ui: &mut egui::Ui, app: &Model, commands: &mut Vec<Command>) {
    if let Some(cleanup) = app.undoable_cleanup() {
        let hover = format!(
            "Put back the {} that the cleanup of {} moved to the trash",
            count(cleanup.pending().count() as u64, "file", "files"),
            cleanup
                .started_at()
                .map_or_else(|| cleanup.started.clone(), format_time),
        );
        if ui
            .button("Undo last cleanup")
            .on_hover_text(hover)
            .clicked()
        {
            commands.push(Command::UndoCleanup);
        }
    }
    if !app.cleanups.is_empty()
        && ui
            .button("Cleanups…")
            .on_hover_text("Every recorded cleanup; restore any of them")
            .clicked()
    {
        commands.push(Command::ToggleCleanups);
    }
}

/// "42 s", "3 min 5 s".
pub fn format_duration(duration: Duration) -> String {
    let seconds = duration.as_secs();
    if seconds < 60 {
        format!("{seconds} s")
    } else {
        format!("{} min {} s", seconds / 60, seconds % 60)
    }
}
