//! The app's live mode on the engine's watch driver ([`crate::engine::watch::driver`]): one
//! long-lived thread runs the driver, which owns the live scan of the results on screen (a
//! whole scan's list of files, millions of them on a big tree: never on the UI thread,
//! never copied) and keeps it current from the watcher's changes and this app's own moves.
//! This module only turns what the driver reports into [`WorkerEvent`]s, with the list's
//! rows made here, not on the UI thread.

use std::ops::ControlFlow;
use std::path::Path;
use std::sync::Arc;

use crate::app::model::{UpdateOutcome, WorkerEvent};
use crate::app::results::ListedReport;
use crate::engine::ignore::{IgnoreList, hide_ignored};
use crate::engine::watch::driver::{DriverEnd, DriverEvent, Update};
use crate::report::{Notice, Report};

pub use crate::engine::watch::driver::WholeScan;

/// Runs the driver until the app lets go of its handle. Runs on its own thread. Every
/// report is filtered by the ignore list at `ignore_list` before it is sent.
pub fn run(end: DriverEnd, send: &(dyn Fn(WorkerEvent) + Sync), ignore_list: Option<&Path>) {
    end.run(&|event| {
        send(match event {
            DriverEvent::ScanProgress(progress) => WorkerEvent::ScanProgress(progress),
            DriverEvent::ScanFinished(result) => WorkerEvent::ScanFinished(
                result
                    .map(|report| without_ignored(report, ignore_list))
                    .map_err(|error| error.to_string()),
            ),
            DriverEvent::UpdateStarted { changes } => WorkerEvent::UpdateStarted { changes },
            DriverEvent::UpdateProgress(progress) => WorkerEvent::UpdateProgress(progress),
            DriverEvent::Updated(update) => WorkerEvent::Updated(match update {
                Update::Done {
                    report,
                    changes,
                    took,
                } => UpdateOutcome::Done {
                    report: Box::new(ListedReport::new(without_ignored(report, ignore_list))),
                    changes,
                    took,
                },
                Update::Stopped => UpdateOutcome::Stopped,
                Update::Failed(error) => UpdateOutcome::Failed(error.to_string()),
            }),
            DriverEvent::NeedsWholeScan => WorkerEvent::NeedsWholeScan,
        });
        ControlFlow::Continue(())
    });
}

/// `report` without what the ignore list at `list` hides (the list read again each time: the
/// user may have changed it, here or in another window); a list that cannot be used is a
/// notice of the report, and hides nothing.
fn without_ignored(report: Arc<Report>, list: Option<&Path>) -> Arc<Report> {
    let Some(list) = list else {
        return report;
    };
    let loaded = IgnoreList::load(list);
    if loaded.list.is_empty() && loaded.notice.is_none() {
        return report;
    }
    let mut report = Arc::unwrap_or_clone(report);
    if let Some(notice) = loaded.notice {
        report.notices.push(Notice::IgnoreList(notice));
    }
    hide_ignored(&mut report, &loaded.list);
    Arc::new(report)
}
