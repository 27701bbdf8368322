//! What a cleanup of the marks would do: the cleanup plan itself, made by the engine
//! function the dialog and `doppel clean` use, so the Clean up button counts what the
//! dialog will do, and a file marked Trash that the plan leaves alone says why where it is
//! shown.
//!
//! A plan of 200,000 marked files takes about a second, so it is made on a worker from a
//! snapshot of the report and the marks ([`Results::ask_plan`], [`plan_marks`]), and taken
//! back when it is still the marks' ([`Results::take_plan`]); until then the button says it
//! is counting. Marks with nothing marked Trash need no plan.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::engine::actions::rules::Mark;
use crate::engine::actions::{self, CleanupPlan, Reason};
use crate::report::Report;

use super::Results;
use super::cleanup_plan::{planned_folder_groups, planned_groups};

/// What a cleanup of the marks would do: the counts the dialog will show.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct MarkedForTrash {
    pub files: usize,
    pub folders: usize,
    /// The files' sizes and the bytes seen inside the folders (their companions apart).
    pub bytes: u64,
    /// Files and folders marked Trash that the cleanup would leave alone.
    pub left_alone: usize,
    /// The marks changed since these counts were made: the plan is being made again.
    pub counting: bool,
}

impl MarkedForTrash {
    /// Nothing is marked Trash at all: the dialog would have nothing to say.
    pub fn is_empty(&self) -> bool {
        self.files + self.folders + self.left_alone == 0 && !self.counting
    }
}

/// What the cleanup would do with one file or folder marked Trash.
#[derive(Debug, Clone, PartialEq)]
pub enum Fate {
    /// It goes, vouched for by these kept copies (of every group it is in).
    Goes { kept: Vec<PathBuf> },
    /// It stays, for this reason.
    LeftAlone(Reason),
}

/// The plan of the marks at one revision of them, with each marked file's fate.
#[derive(Debug, Clone, Default)]
pub struct MarksPlan {
    /// The marks' revision it was made from ([`Results::marks_revision`]).
    pub revision: u64,
    pub plan: Arc<CleanupPlan>,
    fates: HashMap<PathBuf, Fate>,
}

/// What a worker needs to plan the marks: snapshots of the report and the marks.
#[derive(Debug, Clone)]
pub struct PlanRequest {
    pub report: Arc<Report>,
    pub marks: Arc<HashMap<PathBuf, Mark>>,
    pub revision: u64,
}

/// The plan of the request's marks over its report, as the dialog would make it, and each
/// marked file's fate. The marks are let go of as soon as the groups are read from them,
/// so a mark changed meanwhile does not copy them all.
pub fn plan_marks(request: PlanRequest) -> MarksPlan {
    let PlanRequest {
        report,
        marks,
        revision,
    } = request;
    let groups = planned_groups(&report, &marks);
    let folder_groups = planned_folder_groups(&report, &marks);
    drop(marks);
    let plan = actions::plan_for_report(&report, &groups, &folder_groups);
    let goes = plan.kept_copies().map(|(path, kept)| {
        let kept = kept.into_iter().map(Path::to_path_buf).collect();
        (path.to_path_buf(), Fate::Goes { kept })
    });
    let folders = plan.folders().map(|folder| {
        let kept = Vec::new();
        (folder.path.clone(), Fate::Goes { kept })
    });
    let refused = plan.refused().iter().map(|refusal| {
        let fate = Fate::LeftAlone(refusal.reason.clone());
        (refusal.path.clone(), fate)
    });
    MarksPlan {
        revision,
        fates: goes.chain(folders).chain(refused).collect(),
        plan: Arc::new(plan),
    }
}

/// Drops the plan replaced off the window's thread: freeing 200,000 planned files and
/// their fates takes a tenth of a second.
fn drop_elsewhere(old: MarksPlan) {
    if old.fates.len() < 10_000 {
        return;
    }
    let spawned = std::thread::Builder::new()
        .name("old-plan".into())
        .spawn(move || drop(old));
    // Without a thread, it is dropped here (the closure and the plan with it).
    drop(spawned);
}

impl Results {
    /// The plan of the marks is wanted and not asked for yet: what a worker needs to make
    /// it (asked once per revision). Marks with nothing marked Trash are planned here: an
    /// empty plan.
    pub fn ask_plan(&mut self) -> Option<PlanRequest> {
        let revision = self.marks_revision;
        if self.plan_asked == Some(revision) || self.plan_is_current() {
            return None;
        }
        self.plan_asked = Some(revision);
        if self.totals.trash_marks == 0 {
            self.planned = MarksPlan {
                revision,
                ..MarksPlan::default()
            };
            return None;
        }
        Some(self.plan_request())
    }

    /// The report and marks as they are, for [`plan_marks`].
    pub fn plan_request(&self) -> PlanRequest {
        PlanRequest {
            report: Arc::clone(&self.report),
            marks: Arc::clone(&self.marks),
            revision: self.marks_revision,
        }
    }

    /// Takes a plan made on a worker; one made from marks changed since still gives the
    /// button its last counts, but is not the plan of the marks.
    pub fn take_plan(&mut self, plan: MarksPlan) {
        if plan.revision <= self.marks_revision {
            let old = std::mem::replace(&mut self.planned, plan);
            drop_elsewhere(old);
        }
    }

    /// Makes the plan of the marks here and now (the tests, and a caller that must have it).
    pub fn plan_now(&mut self) {
        let plan = plan_marks(self.plan_request());
        self.plan_asked = Some(plan.revision);
        self.planned = plan;
    }

    fn plan_is_current(&self) -> bool {
        self.planned.revision == self.marks_revision && self.plan_asked.is_some()
    }

    /// What a cleanup of the marks would move, and how many marked files it would leave:
    /// the last plan's counts, and whether the marks changed since.
    pub fn marked_for_trash(&self) -> MarkedForTrash {
        let plan = &self.planned.plan;
        MarkedForTrash {
            files: plan.files_to_trash(),
            folders: plan.folders_to_trash(),
            bytes: plan.bytes_to_trash(),
            left_alone: plan.refused().len(),
            counting: !self.plan_is_current(),
        }
    }

    /// The cleanup plan of the marks as they are, what the dialog confirms; `None` while
    /// it is being made.
    pub fn cleanup_plan(&self) -> Option<Arc<CleanupPlan>> {
        self.plan_is_current()
            .then(|| Arc::clone(&self.planned.plan))
    }

    /// What the cleanup would do with `path`, when it is marked Trash and the plan of the
    /// marks as they are is made.
    pub fn fate(&self, path: &Path) -> Option<&Fate> {
        if !self.plan_is_current() {
            return None;
        }
        self.planned.fates.get(path)
    }
}
