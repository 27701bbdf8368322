//! The modal dialogs (a keep rule's preview and the keep rule chooser are drawn by
//! `keep_rules.rs`), the folder typed to add, and the cleanup's: the confirmation, where the
//! way to reclaim the copies' space is chosen (each way with what it would free, and when,
//! and what it would leave alone and why, as the engine's estimate says), progress while it
//! runs, and the report of what happened, with Undo. Each is announced to a screen reader
//! as a dialog named by its heading; Enter presses its main button (see `keyboard.rs`).

use crate::app::model::chooser::Purpose;
use crate::app::{
    Activity, Command, ConfirmCleanup, Dialog, Estimating, Model, Offer, RunningCleanup,
};
use crate::engine::actions::estimate::{
    CloneSupport, Estimate, KindEstimate, LeftAlone, Unavailable,
};
use crate::engine::actions::space::When;
use crate::engine::actions::{Became, CleanupOutcome, Reclaim, Refusal, TrashedFile, Way};
use crate::format::display_path;
use crate::i18n::{Size, reasons, words};
use crate::tr;

/// "3 files", "1 folder", "2 files and 1 folder", in the current language.
fn files_and_folders(files: usize, folders: usize) -> String {
    match (files, folders) {
        (_, 0) => tr!("dialogs-files", files = files),
        (0, _) => tr!("dialogs-folders", folders = folders),
        _ => tr!(
            "dialogs-files-and-folders",
            files = files,
            folders = folders
        ),
    }
}

pub fn show(ctx: &egui::Context, app: &Model, commands: &mut Vec<Command>) {
    let dialog = &app.dialog;
    if matches!(dialog, Dialog::None) && !app.activity.moving_files() {
        return;
    }
    // A screen reader announces it as a dialog (the modal's role) by its heading.
    let name = title(app);
    let id = egui::Id::unique("doppel-dialog");
    let area = egui::Modal::default_area(id).accessible_name(name.clone());
    let modal = egui::Modal::new(id).area(area).show(ctx, |ui| {
        ui.set_max_width(560.0);
        ui.heading(name);
        // Files being moved: their progress, until they are.
        match &app.activity {
            Activity::CleaningUp(cleanup) => return cleanup_progress(ui, cleanup, commands),
            Activity::Restoring { .. } => {
                super::named_spinner(ui, &tr!("dialogs-putting-back-name"));
                return;
            }
            _ => {}
        }
        match dialog {
            Dialog::None => {}
            Dialog::ConfirmCleanup(confirm) => confirm_cleanup(ui, confirm, commands),
            Dialog::CleanupReport(outcome) => cleanup_report(ui, outcome, commands),
            Dialog::RulePreview(preview) => super::keep_rules::preview(ui, preview, commands),
            Dialog::ChooseRule(choice) => super::keep_rules::chooser(ui, choice, commands),
            Dialog::Choose(chooser) => super::chooser::show(
                ui,
                chooser,
                app.machine.system_chooser == Some(true),
                commands,
            ),
            Dialog::RestoreReport(outcome) => {
                if !outcome.restored.is_empty() || outcome.unshared.is_empty() {
                    ui.label(tr!("dialogs-restored", files = outcome.restored.len()));
                }
                if !outcome.unshared.is_empty() {
                    ui.label(tr!("dialogs-unshared", clones = outcome.unshared.len()));
                }
                let changed = outcome
                    .changed
                    .iter()
                    .map(|(path, change)| (path.as_path(), reasons::changed_in_trash(change)));
                let color = ui.visuals().text_color();
                paths_with_why(ui, &tr!("dialogs-came-back-changed"), color, changed);
                refusals(ui, &tr!("dialogs-nothing-to-do"), &outcome.settled);
                refusals(ui, &tr!("dialogs-still-in-trash"), &outcome.failed);
                refusals(ui, &tr!("dialogs-still-shared"), &outcome.still_shared);
                if let Some(problem) = &outcome.journal_problem {
                    let problem = reasons::journal_error(problem);
                    ui.colored_label(ui.visuals().warn_fg_color, problem);
                }
                if ui.button(tr!("dialogs-close")).clicked() {
                    commands.push(Command::DismissDialog);
                }
            }
            Dialog::NotStarted { reason, .. } => {
                ui.label(tr!("dialogs-nothing-moved", reason = reason.to_string()));
                if ui.button(tr!("dialogs-close")).clicked() {
                    commands.push(Command::DismissDialog);
                }
            }
        }
    });
    if modal.should_close() && !app.activity.moving_files() {
        commands.push(Command::DismissDialog);
    }
}

/// The dialog's heading, which is also its name for a screen reader.
fn title(app: &Model) -> String {
    match &app.activity {
        Activity::CleaningUp(cleanup) => return (choice_of(cleanup.reclaim.way()).progress)(),
        Activity::Restoring { .. } => return tr!("dialogs-putting-back"),
        _ => {}
    }
    match &app.dialog {
        Dialog::None => String::new(),
        Dialog::ConfirmCleanup(confirm) => {
            let plan = &confirm.plan;
            let (files, folders) = (plan.files_to_trash(), plan.folders_to_trash());
            if files + folders == 0 {
                tr!("dialogs-clean-up")
            } else {
                tr!(
                    "dialogs-clean-up-what",
                    what = files_and_folders(files, folders)
                )
            }
        }
        Dialog::CleanupReport(outcome) => {
            if outcome.stopped.is_some() {
                tr!("dialogs-stopped")
            } else {
                tr!("dialogs-finished")
            }
        }
        Dialog::RulePreview(preview) => words::rule_label(&preview.rule),
        Dialog::ChooseRule(choice) => super::keep_rules::chooser_title(choice),
        Dialog::Choose(chooser) => match chooser.purpose {
            Purpose::AddFolder => tr!("dialogs-add-folder"),
            Purpose::KeepFolder => tr!("chooser-title-keep-folder"),
            Purpose::OpenReport => tr!("chooser-title-open-report"),
            Purpose::SaveResults => tr!("chooser-title-save-results"),
        },
        Dialog::RestoreReport(_) => tr!("dialogs-undo-finished"),
        Dialog::NotStarted { title, .. } => title.to_string(),
    }
}

/// The folder's path typed, with `~` for the home folder: Enter adds it, Esc closes.
fn cleanup_progress(ui: &mut egui::Ui, cleanup: &RunningCleanup, commands: &mut Vec<Command>) {
    let RunningCleanup { done, total, .. } = cleanup;
    let fraction = if *total == 0 {
        1.0
    } else {
        *done as f32 / *total as f32
    };
    ui.add(egui::ProgressBar::new(fraction).text(tr!(
        "dialogs-progress",
        done = (*done),
        total = (*total)
    )));
    ui.weak(tr!("dialogs-journal"));
    if ui.button(tr!("dialogs-stop")).clicked() {
        commands.push(Command::StopCleanup);
    }
}

fn refusals(ui: &mut egui::Ui, title: &str, refused: &[Refusal]) {
    let rows = refused
        .iter()
        .map(|refusal| (refusal.path.as_path(), reasons::reason(&refusal.reason)));
    paths_with_why(ui, title, ui.visuals().warn_fg_color, rows);
}

/// A heading with how many, and a scrolled list of paths, each with what is said of it.
fn paths_with_why<'a>(
    ui: &mut egui::Ui,
    title: &str,
    color: egui::Color32,
    rows: impl ExactSizeIterator<Item = (&'a std::path::Path, String)>,
) {
    if rows.len() == 0 {
        return;
    }
    ui.add_space(6.0);
    ui.colored_label(
        color,
        tr!("dialogs-refusals", title = title, count = rows.len()),
    );
    egui::ScrollArea::vertical()
        .id_salt(title)
        .max_height(200.0)
        .show(ui, |ui| {
            for (path, why) in rows {
                ui.label(tr!(
                    "dialogs-path-reason",
                    path = display_path(path),
                    reason = why
                ));
            }
        });
}

/// A way of cleaning up the dialog offers, and how it is worded ([`choice_of`]: a way the
/// engine adds is a compile error there until it is worded).
struct Choice {
    /// An id for its widgets, whatever the language.
    id: &'static str,
    /// The radio button's words.
    title: fn() -> String,
    /// What it does, in a sentence.
    does: fn() -> String,
    /// What it risks, said plainly, where it risks something.
    risk: Option<fn() -> String>,
    /// The confirm button's words for "3 files" or "1 folder".
    confirm: fn(&str) -> String,
    /// The progress dialog's heading.
    progress: fn() -> String,
}

/// How the dialog offers `way`.
fn choice_of(way: Way) -> Choice {
    match way {
        Way::Trash => Choice {
            id: "trash",
            title: || tr!("dialogs-trash-title"),
            does: || tr!("dialogs-trash-does"),
            risk: None,
            confirm: move_to_trash,
            progress: || tr!("dialogs-trash-progress"),
        },
        Way::HardLink => Choice {
            id: "hard links",
            title: || tr!("dialogs-links-title"),
            does: || tr!("dialogs-links-does"),
            risk: Some(|| tr!("dialogs-links-risk")),
            confirm: replace_with_links,
            progress: || tr!("dialogs-links-progress"),
        },
        Way::Clone => Choice {
            id: "clones",
            title: || tr!("dialogs-clones-title"),
            does: || tr!("dialogs-clones-does"),
            risk: None,
            confirm: replace_with_clones,
            progress: || tr!("dialogs-clones-progress"),
        },
    }
}

fn move_to_trash(what: &str) -> String {
    tr!("dialogs-trash-confirm", what = what)
}

fn replace_with_links(what: &str) -> String {
    tr!("dialogs-links-confirm", what = what)
}

fn replace_with_clones(what: &str) -> String {
    tr!("dialogs-clones-confirm", what = what)
}

fn confirm_cleanup(ui: &mut egui::Ui, confirm: &ConfirmCleanup, commands: &mut Vec<Command>) {
    let plan = &confirm.plan;
    let (files, folders) = (plan.files_to_trash(), plan.folders_to_trash());
    let what = files_and_folders(files, folders);
    if files + folders == 0 {
        ui.label(tr!("dialogs-nothing-trashable"));
    } else {
        ui.label(tr!(
            "dialogs-marked",
            count = (files + folders),
            what = what.clone(),
            size = Size(plan.bytes_to_trash())
        ));
        let companions = plan.companions_to_trash();
        if companions > 0 {
            ui.label(tr!(
                "dialogs-companions",
                companions = companions,
                size = Size(plan.companion_bytes())
            ));
        }
        ui.add_space(4.0);
        for way in Way::ALL {
            // A chosen way carries its options; the others are shown as first chosen.
            let reclaim = if way == confirm.reclaim.way() {
                confirm.reclaim
            } else {
                Reclaim::plain(way)
            };
            show_choice(ui, confirm, &choice_of(way), reclaim, commands);
            ui.add_space(6.0);
        }
        if let Estimating::Running { done, total } = confirm.estimate {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.weak(tr!("dialogs-estimating", done = done, total = total));
            });
        }
    }
    refusals(ui, &tr!("dialogs-left-alone-anyway"), plan.refused());
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        let chosen = choice_of(confirm.reclaim.way());
        // Links and clones act on the files the estimate found they can; the trash on every
        // file the plan names.
        let acting = match confirm.offer(confirm.reclaim) {
            Offer::Available(kind) if confirm.reclaim.way() != Way::Trash => {
                files_and_folders(kind.files, kind.folders)
            }
            _ => what.clone(),
        };
        let ready = confirm.may_choose(confirm.reclaim);
        // Nothing to confirm where nothing can be cleaned up.
        if files + folders > 0
            && ui
                .add_enabled(ready, egui::Button::new((chosen.confirm)(&acting)))
                .clicked()
        {
            commands.push(Command::ConfirmCleanup);
        }
        if ui.button(tr!("dialogs-cancel")).clicked() {
            commands.push(Command::DismissDialog);
        }
    });
}

/// One way: its radio button, what it frees and when (or a spinner, or why it cannot),
/// what it does and risks, its option, and what it would leave alone.
fn show_choice(
    ui: &mut egui::Ui,
    confirm: &ConfirmCleanup,
    choice: &Choice,
    reclaim: Reclaim,
    commands: &mut Vec<Command>,
) {
    let offer = confirm.offer(reclaim);
    let selected = reclaim.way() == confirm.reclaim.way();
    let enabled = confirm.may_choose(reclaim);
    ui.horizontal(|ui| {
        let radio = ui.add_enabled(enabled, egui::RadioButton::new(selected, (choice.title)()));
        if radio.clicked() && !selected {
            commands.push(Command::ChooseReclaim(reclaim));
        }
        match &offer {
            Offer::Estimating => {
                ui.spinner();
            }
            Offer::Available(kind) => {
                ui.strong(frees(kind));
            }
            Offer::Unavailable(_) => {}
        }
    });
    ui.indent(choice.id, |ui| {
        if let Offer::Unavailable(kind) = &offer
            && let Estimating::Done(estimate) = &confirm.estimate
        {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                unavailable(estimate, kind).unwrap_or_default(),
            );
        }
        ui.add_enabled_ui(enabled, |ui| {
            ui.weak((choice.does)());
            if let Some(risk) = choice.risk {
                ui.label(risk());
            }
            if let Reclaim::HardLink { allow_owner_change } = reclaim {
                let mut allow = allow_owner_change;
                let label = tr!("dialogs-allow-owner-change");
                if ui
                    .add_enabled(selected, egui::Checkbox::new(&mut allow, label))
                    .changed()
                {
                    commands.push(Command::ChooseReclaim(Reclaim::HardLink {
                        allow_owner_change: allow,
                    }));
                }
            }
        });
        if let (Offer::Available(kind) | Offer::Unavailable(kind), Estimating::Done(estimate)) =
            (&offer, &confirm.estimate)
        {
            shortfall(ui, estimate, kind);
            left_alone(ui, choice.id, estimate, kind);
        }
    });
}

/// "Frees 3.4 MiB once the trash is emptied".
fn frees(kind: &KindEstimate) -> String {
    let size = Size(kind.bytes());
    match (kind.at_most(), kind.when) {
        (false, When::Now) => tr!("dialogs-frees-now", size = size),
        (true, When::Now) => tr!("dialogs-frees-at-most-now", size = size),
        (false, When::TrashEmptied) => tr!("dialogs-frees-emptied", size = size),
        (true, When::TrashEmptied) => tr!("dialogs-frees-at-most-emptied", size = size),
    }
}

/// Why a way cannot be chosen, in words.
fn unavailable(estimate: &Estimate, kind: &KindEstimate) -> Option<String> {
    Some(match kind.unavailable? {
        Unavailable::LeavesEverything => {
            tr!("dialogs-leaves-everything")
        }
        Unavailable::NoBlockSharing => {
            let reasons: Vec<String> = estimate
                .file_systems
                .iter()
                .filter_map(|fs| match &fs.clones {
                    CloneSupport::Unsupported(why) => Some(reasons::no_sharing(&why.into())),
                    _ => None,
                })
                .collect();
            tr!("dialogs-no-block-sharing", reasons = reasons.join("; "))
        }
    })
}

/// Why a way frees less than the files' size, and, across several file systems, what it
/// frees on each.
fn shortfall(ui: &mut egui::Ui, estimate: &Estimate, kind: &KindEstimate) {
    let less = &kind.less;
    if less.other_names > 0 {
        ui.weak(tr!("dialogs-other-names", files = less.other_names));
    }
    if less.already_shared > 0 {
        ui.weak(tr!(
            "dialogs-already-shared",
            size = Size(less.already_shared)
        ));
    }
    if less.sharing_unknown > 0 {
        ui.weak(tr!("dialogs-sharing-unknown"));
    }
    if less.unmeasured > 0 {
        ui.weak(tr!("dialogs-unmeasured", files = less.unmeasured));
    }
    if kind.per_fs.len() > 1 {
        for freed in &kind.per_fs {
            let fs = &estimate.file_systems[freed.fs];
            ui.weak(tr!(
                "dialogs-per-fs",
                size = Size(freed.bytes),
                fs = fs.kind.to_string(),
                example = display_path(&fs.example)
            ));
        }
    }
}

/// The files and folders a way would leave alone, with why: folded, since it can be long.
fn left_alone(ui: &mut egui::Ui, id: &str, estimate: &Estimate, kind: &KindEstimate) {
    if kind.left_alone.is_empty() {
        return;
    }
    let title = tr!(
        "dialogs-leaves-alone",
        what = files_and_folders(kind.files_left_alone, kind.folders_left_alone)
    );
    egui::CollapsingHeader::new(title)
        .id_salt(("left-alone", id))
        .show(ui, |ui| {
            egui::ScrollArea::vertical()
                .id_salt(("left-alone-list", id))
                .max_height(160.0)
                .show(ui, |ui| {
                    for (path, why) in &kind.left_alone {
                        let why = match why {
                            LeftAlone::CannotShareBlocks { fs } => {
                                tr!(
                                    "dialogs-cannot-share",
                                    fs = estimate.file_systems[*fs].kind.to_string()
                                )
                            }
                            LeftAlone::NoHardLinks { fs } => tr!(
                                "dialogs-no-hard-links",
                                fs = estimate.file_systems[*fs].kind.to_string()
                            ),
                            other => reasons::left_alone(other),
                        };
                        ui.label(tr!(
                            "dialogs-path-reason",
                            path = display_path(path),
                            reason = why
                        ));
                    }
                });
        });
}

/// Each copy acted on and the kept copy it now shares a file or blocks with, folded.
fn pairs(
    ui: &mut egui::Ui,
    id: &str,
    files: &[&TrashedFile],
    kept: impl Fn(&TrashedFile) -> Option<&std::path::Path>,
) {
    egui::CollapsingHeader::new(tr!("dialogs-which"))
        .id_salt(id)
        .show(ui, |ui| {
            egui::ScrollArea::vertical()
                .id_salt((id, "list"))
                .max_height(160.0)
                .show(ui, |ui| {
                    for file in files {
                        if let Some(kept) = kept(file) {
                            ui.label(format!(
                                "{} → {}",
                                display_path(&file.path),
                                display_path(kept)
                            ));
                        }
                    }
                });
        });
}

fn cleanup_report(ui: &mut egui::Ui, outcome: &CleanupOutcome, commands: &mut Vec<Command>) {
    let linked: Vec<&TrashedFile> = outcome
        .trashed
        .iter()
        .filter(|t| t.linked_to().is_some())
        .collect();
    let cloned: Vec<&TrashedFile> = outcome
        .trashed
        .iter()
        .filter(|t| t.cloned_from().is_some())
        .collect();
    let moved: Vec<&TrashedFile> = outcome
        .trashed
        .iter()
        .filter(|t| t.became == Became::InTrash)
        .collect();
    if !moved.is_empty() || outcome.trashed.is_empty() {
        let bytes: u64 = moved.iter().map(|t| t.size).sum();
        let folders = moved.iter().filter(|t| t.folder).count();
        ui.label(tr!(
            "dialogs-moved",
            what = files_and_folders(moved.len() - folders, folders),
            size = Size(bytes)
        ));
    }
    if !linked.is_empty() {
        // A folder is replaced file by file: each of its files by a link to its copy in the
        // folder kept.
        let folders = linked.iter().filter(|t| t.folder).count();
        ui.label(tr!(
            "dialogs-linked",
            what = files_and_folders(linked.len() - folders, folders)
        ));
        pairs(ui, "linked-files", &linked, |t| t.linked_to());
    }
    if !cloned.is_empty() {
        let folders = cloned.iter().filter(|t| t.folder).count();
        ui.label(tr!(
            "dialogs-cloned",
            what = files_and_folders(cloned.len() - folders, folders)
        ));
        pairs(ui, "cloned-files", &cloned, |t| t.cloned_from());
    }
    // What the trash holds back: a moved file's or a linked original's blocks, less those
    // its other names keep.
    let waiting: Vec<&&TrashedFile> = moved.iter().chain(&linked).collect();
    if !waiting.is_empty() {
        let frees: u64 = waiting.iter().map(|t| t.frees).sum();
        let size: u64 = waiting.iter().map(|t| t.size).sum();
        let held = size.saturating_sub(frees);
        ui.label(if held > 0 {
            tr!(
                "dialogs-comes-back-held",
                size = Size(frees),
                held = Size(held)
            )
        } else {
            tr!("dialogs-comes-back", size = Size(frees))
        });
    }
    for measured in &outcome.space {
        ui.label(crate::i18n::space::space_measured(measured));
    }
    if let Some(why) = &outcome.stopped {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            tr!("dialogs-stopped-early", why = reasons::stopped(why)),
        );
    }
    refusals(ui, &tr!("dialogs-left-in-place"), &outcome.failed);
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        if let Some(id) = &outcome.id {
            // A clone never left its name: there is nothing to put back, only blocks to
            // give it again.
            if cloned.len() < outcome.trashed.len() && ui.button(tr!("dialogs-undo")).clicked() {
                commands.push(Command::RestoreCleanup(id.clone()));
            }
            if !cloned.is_empty()
                && ui
                    .button(tr!("dialogs-unshare"))
                    .on_hover_text(tr!("dialogs-unshare-hover"))
                    .clicked()
            {
                commands.push(Command::UnshareClones(id.clone()));
            }
        }
        if ui.button(tr!("dialogs-close")).clicked() {
            commands.push(Command::DismissDialog);
        }
    });
}
