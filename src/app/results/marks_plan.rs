//! What a cleanup of the marks would do: the cleanup plan itself, made by the engine
//! function the dialog and `doppel clean` use, so the Clean up button counts what the
//! dialog will do, and a file marked Trash that the plan leaves alone says why where it is
//! shown.
//!
//! A plan of 200,000 marked files takes about a second, so it is made on a worker from a
//! snapshot of the report and the marks ([`Results::ask_plan`], [`plan_marks`]), and taken
//! back when it is still theirs ([`Results::take_plan`]: the results' generation, new at
//! every change of the report or the marks, says so); until then the button says it is
//! counting. Marks with nothing marked Trash need no plan.

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
    /// The report or the marks changed since the plan was made: it is being made again
    /// (the counts are those of no plan).
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

/// The plan of the marks at one generation of the results, with each marked file's fate.
#[derive(Debug, Clone, Default)]
pub struct MarksPlan {
    /// The generation of the results (report and marks) it was made from.
    pub generation: u64,
    pub plan: Arc<CleanupPlan>,
    fates: HashMap<PathBuf, Fate>,
}

/// What a worker needs to plan the marks: snapshots of the report and the marks.
#[derive(Debug, Clone)]
pub struct PlanRequest {
    pub report: Arc<Report>,
    pub marks: Arc<HashMap<PathBuf, Mark>>,
    pub generation: u64,
}

/// A generation no results have had: taken at every change of any results' report or
/// marks, so a plan made for other results (a report opened since) is never taken for
/// these.
pub(super) fn next_generation() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

/// The plan of the request's marks over its report, as the dialog would make it, and each
/// marked file's fate. The marks are let go of as soon as the groups are read from them,
/// so a mark changed meanwhile does not copy them all.
pub fn plan_marks(request: PlanRequest) -> MarksPlan {
    let PlanRequest {
        report,
        marks,
        generation,
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
        generation,
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
    /// it (asked once per generation). Marks with nothing marked Trash are planned here: an
    /// empty plan.
    pub fn ask_plan(&mut self) -> Option<PlanRequest> {
        let generation = self.generation;
        if self.plan_asked == Some(generation) {
            return None;
        }
        self.plan_asked = Some(generation);
        if self.totals.trash_marks == 0 {
            self.planned = Some(MarksPlan {
                generation,
                ..MarksPlan::default()
            });
            return None;
        }
        Some(self.plan_request())
    }

    /// The report and marks as they are, for [`plan_marks`].
    pub fn plan_request(&self) -> PlanRequest {
        PlanRequest {
            report: Arc::clone(&self.report),
            marks: Arc::clone(&self.marks),
            generation: self.generation,
        }
    }

    /// Takes a plan made on a worker, if it is the plan of these results as they are; any
    /// other is let go of (off the window's thread).
    pub fn take_plan(&mut self, plan: MarksPlan) {
        if plan.generation == self.generation {
            if let Some(old) = self.planned.replace(plan) {
                drop_elsewhere(old);
            }
        } else {
            drop_elsewhere(plan);
        }
    }

    /// Makes the plan of the marks here and now (the tests, and a caller that must have it).
    pub fn plan_now(&mut self) {
        let plan = plan_marks(self.plan_request());
        self.plan_asked = Some(plan.generation);
        self.planned = Some(plan);
    }

    /// The plan of the results as they are, once made.
    fn current_plan(&self) -> Option<&MarksPlan> {
        self.planned
            .as_ref()
            .filter(|plan| plan.generation == self.generation)
    }

    /// What a cleanup of the marks would move, and how many marked files it would leave:
    /// the last plan's counts, and whether the marks changed since.
    pub fn marked_for_trash(&self) -> MarkedForTrash {
        let Some(plan) = self.current_plan().map(|planned| &planned.plan) else {
            return MarkedForTrash {
                counting: true,
                ..MarkedForTrash::default()
            };
        };
        MarkedForTrash {
            files: plan.files_to_trash(),
            folders: plan.folders_to_trash(),
            bytes: plan.bytes_to_trash(),
            left_alone: plan.refused().len(),
            counting: false,
        }
    }

    /// The cleanup plan of the marks as they are, what the dialog confirms; `None` while
    /// it is being made.
    pub fn cleanup_plan(&self) -> Option<Arc<CleanupPlan>> {
        self.current_plan().map(|planned| Arc::clone(&planned.plan))
    }

    /// What the cleanup would do with `path`, when it is marked Trash and the plan of the
    /// marks as they are is made.
    pub fn fate(&self, path: &Path) -> Option<&Fate> {
        self.current_plan()?.fates.get(path)
    }
}
