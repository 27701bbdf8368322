//! The review panel's loading (a file's preview, a pair's aligned diff, two folders
//! compared, the words changed between neighbouring versions, two images compared, two
//! videos' frames) on one worker thread that always takes the newest request: a request not
//! yet started when a newer one arrives is dropped. Holding `j` over a list of PDFs then
//! extracts the one the user stops on, not one per row passed, each on a thread of its own.

use std::sync::mpsc::Sender;
use std::sync::{Arc, Condvar, Mutex};

use super::compared_images;
use super::video_frames;
use crate::app::model::{ReviewJob, WorkerEvent};
use crate::engine::CancelToken;
use crate::engine::folders::compare;
use crate::review::aligned_diff_files;
use crate::review::{PREVIEW_BYTES, load_preview};

/// The one pending request and the signal that it changed.
type Slot = Arc<(Mutex<Option<ReviewJob>>, Condvar)>;

/// Hands review requests to the worker, newest first.
pub struct ReviewJobs {
    slot: Slot,
}

impl ReviewJobs {
    /// Starts the worker; results go to `sender`, and each wakes the UI through `ctx`.
    pub fn start(sender: Sender<WorkerEvent>, ctx: egui::Context) -> ReviewJobs {
        let slot: Slot = Arc::new((Mutex::new(None), Condvar::new()));
        let worker_slot = Arc::clone(&slot);
        let spawned = std::thread::Builder::new()
            .name("doppel-review".to_string())
            .spawn(move || {
                while let Some(job) = next(&worker_slot) {
                    // The app has closed when nobody receives.
                    if sender.send(run(job, &ctx)).is_err() {
                        return;
                    }
                    ctx.request_repaint();
                }
            });
        if let Err(error) = spawned {
            eprintln!("doppel: could not start the review worker: {error}");
        }
        ReviewJobs { slot }
    }

    /// Asks for `job`, replacing any request the worker has not started yet.
    pub fn request(&self, job: ReviewJob) {
        let (pending, changed) = &*self.slot;
        if let Ok(mut pending) = pending.lock() {
            *pending = Some(job);
            changed.notify_one();
        }
    }
}

/// Waits for a request and takes it; `None` if the lock was poisoned.
fn next(slot: &Slot) -> Option<ReviewJob> {
    let (pending, changed) = &**slot;
    let mut pending = pending.lock().ok()?;
    loop {
        if let Some(job) = pending.take() {
            return Some(job);
        }
        pending = changed.wait(pending).ok()?;
    }
}

fn run(job: ReviewJob, ctx: &egui::Context) -> WorkerEvent {
    match job {
        ReviewJob::VideoFrames(request) => {
            let result = video_frames::load(ctx, &request).map(Arc::new);
            WorkerEvent::VideoFramesReady { request, result }
        }
        ReviewJob::CompareImages(reference, other) => {
            let result = compared_images::compare(ctx, &reference, &other).map(Arc::new);
            WorkerEvent::ImagesCompared {
                pair: (reference, other),
                result,
            }
        }
        ReviewJob::Preview(path) => {
            let preview = load_preview(&path, PREVIEW_BYTES);
            WorkerEvent::PreviewReady { path, preview }
        }
        ReviewJob::CompareFolders(left, right) => {
            // Newest-request-wins drops a comparison not yet started; one that has started
            // runs to the end (a few seconds for a big folder pair) and is kept for later.
            let result = compare(&left, &right, &CancelToken::new());
            WorkerEvent::FolderComparisonReady {
                pair: (left, right),
                result,
            }
        }
        ReviewJob::Diff(left, right) => {
            let result = aligned_diff_files(&left, &right).map(std::sync::Arc::new);
            WorkerEvent::DiffReady {
                pair: (left, right),
                result,
            }
        }
        ReviewJob::CountChanges(left, right) => {
            let result = aligned_diff_files(&left, &right)
                .map(|diff| (diff.changed_words_left, diff.changed_words_right));
            WorkerEvent::ChangesCounted {
                pair: (left, right),
                result,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;

    #[test]
    fn a_request_not_yet_started_is_replaced_by_the_newer_one() {
        let jobs = ReviewJobs {
            slot: Arc::new((Mutex::new(None), Condvar::new())),
        };
        for row in 0..50 {
            jobs.request(ReviewJob::Preview(PathBuf::from(format!("/row/{row}.pdf"))));
        }
        assert_eq!(
            next(&jobs.slot),
            Some(ReviewJob::Preview(PathBuf::from("/row/49.pdf")))
        );
        assert!(
            jobs.slot.0.lock().unwrap().is_none(),
            "the 49 others are gone"
        );
    }
}
