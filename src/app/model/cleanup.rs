//! Cleanups and restores: the confirmation opened with its estimate, the cleanup started
//! once confirmed, a cleanup from the journal restored; neither starts while a scan anew or
//! another move runs.

use crate::tr;
use std::sync::Arc;

use crate::engine::CancelToken;
use crate::engine::actions::{RestoreOptions, Which};

use crate::app::commands::Command;

use super::{
    Activity, ConfirmCleanup, Dialog, Effect, Level, Model, RunningCleanup, wait_for_the_moves,
};

impl Model {
    /// The commands of a cleanup or restore: its confirmation asked for, a way to reclaim
    /// chosen, confirmed, stopped; a cleanup undone or restored, or its clones unshared.
    pub(super) fn clean_up(&mut self, command: Command) {
        match command {
            Command::RequestCleanup => self.request_cleanup(),
            Command::ChooseReclaim(reclaim) => {
                if let Dialog::ConfirmCleanup(confirm) = &mut self.dialog
                    && confirm.may_choose(reclaim)
                {
                    confirm.reclaim = reclaim;
                }
            }
            Command::ConfirmCleanup => self.confirm_cleanup(),
            Command::StopCleanup => {
                if let Activity::CleaningUp(cleanup) = &self.activity {
                    cleanup.cancel.cancel();
                }
            }
            Command::UndoCleanup => self.restore(Which::Last, RestoreOptions::default()),
            Command::RestoreCleanup(id) => self.restore(Which::Id(id), RestoreOptions::default()),
            Command::UnshareClones(id) => self.restore(
                Which::Id(id),
                RestoreOptions {
                    unshare_clones: true,
                },
            ),
            _ => {}
        }
    }

    /// Why a cleanup or a restore cannot start now, if it cannot.
    fn why_files_cannot_move(&self) -> Option<String> {
        if self.activity.scanning_anew() {
            Some(tr!("notice-wait-scan-to-move"))
        } else if self.activity.moving_files() {
            Some(wait_for_the_moves())
        } else {
            None
        }
    }

    fn request_cleanup(&mut self) {
        if let Some(why) = self.why_files_cannot_move() {
            self.notice(Level::Warning, why);
            return;
        }
        if let Some(results) = &mut self.results {
            // The plan the button counted: the dialog does what the button said. Asked for
            // while it is still being made (a key pressed at once), it is made here.
            let plan = match results.cleanup_plan() {
                Some(plan) => plan,
                None => {
                    results.plan_now();
                    results.cleanup_plan().unwrap_or_default()
                }
            };
            self.close_dialog();
            self.estimates_started += 1;
            let confirm = ConfirmCleanup::new(plan, self.estimates_started);
            // What each way would free: the worker looks at every file.
            self.effect(Effect::EstimateCleanup {
                plan: Arc::clone(&confirm.plan),
                id: confirm.estimate_id,
                cancel: confirm.cancel.clone(),
            });
            self.dialog = Dialog::ConfirmCleanup(Box::new(confirm));
        }
    }

    /// Closes the dialog shown, stopping the estimate of a cleanup dialog still looking.
    pub(super) fn close_dialog(&mut self) {
        if let Dialog::ConfirmCleanup(confirm) = &self.dialog {
            confirm.cancel.cancel();
        }
        self.dialog = Dialog::None;
    }

    pub(super) fn confirm_cleanup(&mut self) {
        if !matches!(self.dialog, Dialog::ConfirmCleanup(_)) {
            return;
        }
        if let Some(why) = self.why_files_cannot_move() {
            self.notice(Level::Warning, why);
            return;
        }
        let Dialog::ConfirmCleanup(confirm) = std::mem::replace(&mut self.dialog, Dialog::None)
        else {
            return;
        };
        // Its estimate has nothing more to say.
        confirm.cancel.cancel();
        let ConfirmCleanup { plan, reclaim, .. } = *confirm;
        let places = match &self.places {
            Ok(places) => places.clone(),
            Err(reason) => {
                self.dialog = Dialog::NotStarted {
                    title: tr!("dialog-cleanup-not-started"),
                    reason: reason.clone(),
                };
                return;
            }
        };
        let check_after = self.interrupt_for_moves();
        let cancel = CancelToken::new();
        self.activity = Activity::CleaningUp(RunningCleanup {
            done: 0,
            total: plan.files_to_trash() + plan.folders_to_trash(),
            cancel: cancel.clone(),
            check_after,
            reclaim,
        });
        self.effect(Effect::Cleanup {
            plan,
            places,
            reclaim,
            cancel,
        });
    }

    /// Starts restoring a cleanup from the journal.
    fn restore(&mut self, which: Which, options: RestoreOptions) {
        if let Some(why) = self.why_files_cannot_move() {
            self.notice(Level::Warning, why);
            return;
        }
        let places = match &self.places {
            Ok(places) => places.clone(),
            Err(reason) => {
                self.dialog = Dialog::NotStarted {
                    title: tr!("dialog-nothing-restored"),
                    reason: reason.clone(),
                };
                return;
            }
        };
        let check_after = self.interrupt_for_moves();
        self.activity = Activity::Restoring { check_after };
        self.effect(Effect::Restore {
            places,
            which,
            options,
        });
    }
}
