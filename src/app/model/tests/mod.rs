//! The model driven without a window: commands and worker events in, state and effects out.
//! Nothing here carries an effect out; each test reads what the model asked for. This file
//! holds what the tests share (reports, models, reading effects); the tests are in a file
//! per subject.

mod cleanup_dialog;
mod hiding;
mod keep_rules;
mod keyboard;
mod moving_files;
mod notices;
mod review;
mod scans_and_checks;
mod settings;

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant, UNIX_EPOCH};

use crate::engine::actions::estimate::{self, Unavailable};
use crate::engine::actions::rules::{Criterion, Fallback, KeepRule, Undecided};
use crate::engine::actions::{ActionPlaces, CleanupOutcome, CleanupPlan, Reclaim, Which};
use crate::engine::{CancelToken, Phase, Progress};
use crate::report::{Bar, ExactGroup, FileRecord, Group, Report, Stats};
use crate::review::Preview;

use crate::app::commands::Command;
use crate::app::model::messages::{
    CheckFound, CheckOutcome, HiddenNow, LoadedResults, ReviewJob, WorkerEvent,
};
use crate::app::model::{Activity, Dialog, Effect, Estimating, Level, Model, Offer, SessionChange};
use crate::app::results::ListedReport;
use crate::app::results::Results;
use crate::app::session::Origin;
use crate::app::settings::Settings;
use crate::engine::ignore::EntryId;
use crate::report::GroupRef;

/// A report of `groups` exact groups of two files each, under `root`.
fn report(root: &Path, groups: usize) -> Report {
    let groups = (0..groups)
        .map(|g| {
            Group::Exact(ExactGroup {
                size: 4096,
                hash: format!("{g:032x}"),
                files: (0..2)
                    .map(|c| FileRecord {
                        path: root.join(format!("group-{g:04}-copy-{c}.bin")),
                        size: 4096,
                        modified: UNIX_EPOCH + Duration::from_secs(1_700_000_000),
                        aliases: Vec::new(),
                        companions: Vec::new(),
                    })
                    .collect(),
            })
        })
        .collect();
    Report {
        roots: vec![root.to_path_buf()],
        references: Vec::new(),
        against: Vec::new(),
        bar: Bar::default(),
        groups,
        folders: Vec::new(),
        only_here: Vec::new(),
        skipped: Vec::new(),
        stats: Stats {
            files: 0,
            bytes: 0,
            seconds: 0.1,
        },
        cancelled: false,
        notices: Vec::new(),
    }
}

/// A model whose settings list `folder`, with cleanups kept under `data`.
fn model(folder: &Path, data: &Path) -> Model {
    let mut settings = Settings::default();
    settings.add_folders([folder.to_path_buf()]);
    let places = ActionPlaces {
        data_dir: data.join("doppel"),
        home_trash: data.join("Trash"),
    };
    Model::new(settings, Ok(places))
}

/// The model showing the last session's results of `groups` groups, being checked: returns
/// the check's id and cancel token.
fn reopened(model: &mut Model, root: &Path, groups: usize) -> (u64, CancelToken) {
    let loaded = LoadedResults {
        results: Results::new(report(root, groups)),
        origin: Origin {
            made: UNIX_EPOCH + Duration::from_secs(1_700_000_000),
            report_file: None,
        },
        problem: None,
    };
    let effects = model.on_event(WorkerEvent::SessionRead(Ok(Some(Box::new(loaded)))));
    effects
        .into_iter()
        .find_map(|effect| match effect {
            Effect::Check { id, cancel, .. } => Some((id, cancel)),
            _ => None,
        })
        .expect("a check of the reopened results")
}

/// The scan's cancel token, from the effects of starting it.
fn scan_started(effects: &[Effect]) -> CancelToken {
    effects
        .iter()
        .find_map(|effect| match effect {
            Effect::Scan { cancel, .. } => Some(cancel.clone()),
            _ => None,
        })
        .expect("a scan started")
}

fn session_changes(effects: &[Effect]) -> Vec<SessionChange> {
    effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Session(change) => Some(change.clone()),
            _ => None,
        })
        .collect()
}

fn reviews(effects: &[Effect]) -> Vec<&ReviewJob> {
    effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Review(job) => Some(job),
            _ => None,
        })
        .collect()
}

fn first_group_paths(model: &Model) -> Vec<PathBuf> {
    let results = model.results.as_ref().expect("results");
    let Group::Exact(group) = results.group(0) else {
        panic!("an exact group");
    };
    group.files.iter().map(|f| f.path.clone()).collect()
}

const LINKS: Reclaim = Reclaim::HardLink {
    allow_owner_change: false,
};

/// How many files the cleanup of the marks would move (planned here, as the worker does).
fn trash_marked(model: &Model) -> usize {
    let results = model.results.as_ref().expect("results");
    crate::app::results::plan_marks(results.plan_request())
        .plan
        .files_to_trash()
}
