//! The cleanup confirmation's state: the plan, the way the copies are to be reclaimed (the
//! trash until the user chooses otherwise), and what each way would free, which the engine
//! estimates on a worker ([`crate::engine::actions::estimate`]) while the dialog is open.
//!
//! A way other than the trash may be chosen only once the estimate says it can do
//! something: a choice made before would be a guess about files not yet looked at. The
//! estimate of a dialog closed meanwhile is ignored (its worker is cancelled too).

use std::sync::Arc;

use crate::engine::CancelToken;
use crate::engine::actions::estimate::KindEstimate;
use crate::engine::actions::{CleanupPlan, Estimate, Reclaim};

/// The cleanup dialog, open.
pub struct ConfirmCleanup {
    /// What would be moved or replaced.
    pub plan: Arc<CleanupPlan>,
    /// How: [`Reclaim::Trash`] when the dialog opens.
    pub reclaim: Reclaim,
    /// What each way would free.
    pub estimate: Estimating,
    /// The number of this dialog's estimate: a report of another one is not its.
    pub(super) estimate_id: u64,
    /// Stops the estimate when the dialog closes before it is done.
    pub(super) cancel: CancelToken,
}

/// How far the estimate of what each way would free has come.
pub enum Estimating {
    /// Looking at the files: `done` of `total` items.
    Running { done: usize, total: usize },
    /// Done.
    Done(Box<Estimate>),
}

/// Whether a way can be chosen now, and what it would do.
pub enum Offer<'a> {
    /// Not known yet: the estimate is still looking at the files.
    Estimating,
    /// It can: what it would do.
    Available(&'a KindEstimate),
    /// It cannot, and the estimate says why ([`KindEstimate::unavailable`]).
    Unavailable(&'a KindEstimate),
}

impl ConfirmCleanup {
    pub(super) fn new(plan: Arc<CleanupPlan>, estimate_id: u64) -> ConfirmCleanup {
        let total = plan.files_to_trash() + plan.folders_to_trash();
        ConfirmCleanup {
            plan,
            reclaim: Reclaim::Trash,
            estimate: Estimating::Running { done: 0, total },
            estimate_id,
            cancel: CancelToken::new(),
        }
    }

    /// What `reclaim` would do, as far as known now.
    pub fn offer(&self, reclaim: Reclaim) -> Offer<'_> {
        match &self.estimate {
            Estimating::Running { .. } => Offer::Estimating,
            Estimating::Done(estimate) => {
                let kind = estimate.of(reclaim);
                match kind.unavailable {
                    None => Offer::Available(kind),
                    Some(_) => Offer::Unavailable(kind),
                }
            }
        }
    }

    /// Whether `reclaim` may be chosen (and confirmed) now: the trash always, since the
    /// cleanup checks each file anyway and today's behaviour needs no estimate; another
    /// way once the estimate says it can do something.
    pub fn may_choose(&self, reclaim: Reclaim) -> bool {
        reclaim == Reclaim::Trash || matches!(self.offer(reclaim), Offer::Available(_))
    }
}
