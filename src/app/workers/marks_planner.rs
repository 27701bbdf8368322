//! The worker that makes the cleanup plan of the marks (`results/marks_plan.rs`): one
//! thread, and only the newest request is planned, so marking files one after another on a
//! big report keeps one plan in the making, never a queue of stale ones.

use std::sync::mpsc::{Sender, channel};

use crate::app::model::WorkerEvent;
use crate::app::results::{PlanRequest, plan_marks};

/// Where plan requests go.
pub struct MarksPlanner {
    requests: Sender<PlanRequest>,
}

impl MarksPlanner {
    /// Starts the planner; each plan made is sent as [`WorkerEvent::MarksPlanned`], and
    /// `wake` is called after each.
    pub fn start(events: Sender<WorkerEvent>, wake: impl Fn() + Send + 'static) -> MarksPlanner {
        let (requests, incoming) = channel::<PlanRequest>();
        let started = std::thread::Builder::new()
            .name("marks-planner".into())
            .spawn(move || {
                while let Ok(mut request) = incoming.recv() {
                    // Only the newest marks count.
                    while let Ok(newer) = incoming.try_recv() {
                        request = newer;
                    }
                    let plan = plan_marks(request);
                    if events
                        .send(WorkerEvent::MarksPlanned(Box::new(plan)))
                        .is_err()
                    {
                        return;
                    }
                    wake();
                }
            });
        if let Err(error) = started {
            eprintln!("doppel: could not start the marks planner: {error}");
        }
        MarksPlanner { requests }
    }

    /// Plans the marks of `request` (dropping any request not yet begun).
    pub fn plan(&self, request: PlanRequest) {
        let _ = self.requests.send(request);
    }
}
