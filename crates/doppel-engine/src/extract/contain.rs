//! Containment for extractors of untrusted formats: each runs on its own worker thread, a
//! panic becomes the skip reason "extractor crashed: …", and the caller stops waiting after
//! the time limit ("extractor timed out after 20 s").
//!
//! Rust cannot stop a thread, so an extractor that times out keeps running until it ends on
//! its own; the caller has moved on and its result is dropped. Contained panics are kept off
//! stderr by a panic hook installed once that stays quiet only on these worker threads and
//! hands every other thread's panic to the hook that was there before.

use std::cell::Cell;
use std::panic::{self, AssertUnwindSafe};
use std::sync::{Once, mpsc};
use std::thread;
use std::time::Duration;

use super::text::human_duration;

/// Worker stack: parsers recurse on nested input, and overflowing the stack aborts the whole
/// process rather than panicking. The memory is reserved, not committed.
pub(crate) const WORKER_STACK: usize = 64 * 1024 * 1024;

thread_local! {
    static QUIET_PANICS: Cell<bool> = const { Cell::new(false) };
}

static INSTALL_HOOK: Once = Once::new();

/// Runs `job` on a worker thread and waits at most `timeout` for it.
pub(super) fn run<T, F>(timeout: Duration, job: F) -> Result<T, String>
where
    T: Send + 'static,
    F: FnOnce() -> Result<T, String> + Send + 'static,
{
    contained("extractor", timeout, job, |message| {
        format!("extractor crashed: {message}")
    })
}

/// The same for any decoder of untrusted files, `what` naming it in the reasons ("image
/// decoder crashed: …", "image decoder timed out after 20 s").
pub(crate) fn run_named<T, F>(what: &'static str, timeout: Duration, job: F) -> Result<T, String>
where
    T: Send + 'static,
    F: FnOnce() -> Result<T, String> + Send + 'static,
{
    contained(what, timeout, job, |message| {
        format!("{what} crashed: {message}")
    })
}

/// Runs `job` on this thread (one with a [`WORKER_STACK`], for a parser that recurses),
/// its panic caught, kept off stderr and told by its message. For decoders run where a
/// thread of their own would cost more than the work (a song a task on the music pool), and
/// whose time limit the job checks itself.
pub(crate) fn on_this_thread<T>(job: impl FnOnce() -> T) -> Result<T, String> {
    install_quiet_hook();
    let was_quiet = QUIET_PANICS.with(|quiet| quiet.replace(true));
    let outcome = panic::catch_unwind(AssertUnwindSafe(job));
    QUIET_PANICS.with(|quiet| quiet.set(was_quiet));
    outcome.map_err(|payload| panic_message(&*payload))
}

/// The same, with `explain` turning a panic's message into the skip reason, for extractors
/// whose libraries panic on known kinds of damage.
pub(super) fn run_explaining<T, F>(
    timeout: Duration,
    job: F,
    explain: fn(&str) -> String,
) -> Result<T, String>
where
    T: Send + 'static,
    F: FnOnce() -> Result<T, String> + Send + 'static,
{
    contained("extractor", timeout, job, explain)
}

fn contained<T, F>(
    what: &'static str,
    timeout: Duration,
    job: F,
    explain: impl FnOnce(&str) -> String,
) -> Result<T, String>
where
    T: Send + 'static,
    F: FnOnce() -> Result<T, String> + Send + 'static,
{
    install_quiet_hook();
    let started = std::time::Instant::now();
    // Room for the one result, so a late worker never blocks on a caller that has left.
    let (sender, receiver) = mpsc::sync_channel(1);
    let spawned = thread::Builder::new()
        .name("doppel-extract".to_string())
        .stack_size(WORKER_STACK)
        .spawn(move || {
            QUIET_PANICS.with(|quiet| quiet.set(true));
            let outcome = panic::catch_unwind(AssertUnwindSafe(job));
            let _ = sender.send(outcome);
        });
    if let Err(error) = spawned {
        return Err(format!("could not start the {what}: {error}"));
    }
    match receiver.recv_timeout(timeout) {
        // A result that came in past the limit (ready before this thread asked for it,
        // as on a busy machine) is a job past its time all the same.
        Ok(Ok(_)) if started.elapsed() > timeout => Err(timed_out(what, timeout)),
        Ok(Ok(result)) => result,
        Ok(Err(payload)) => Err(explain(&panic_message(&*payload))),
        Err(mpsc::RecvTimeoutError::Timeout) => Err(timed_out(what, timeout)),
        Err(mpsc::RecvTimeoutError::Disconnected) => {
            Err(format!("{what} crashed without a message"))
        }
    }
}

/// What follows the job's name in the reason for a job past its time limit.
const TIMED_OUT: &str = " timed out after ";

/// The reason for a job past its time limit ("image decoder timed out after 15 s"), also
/// for a child process killed past its own.
pub(crate) fn timed_out(what: &str, timeout: Duration) -> String {
    format!("{what}{TIMED_OUT}{}", human_duration(timeout))
}

/// Whether `reason` is the one given here for a job past its time limit ("extractor timed
/// out after 20 s"), rather than a failure of the job itself. The job's name comes first and
/// holds no colon, unlike a failure's reason ("PDF could not be read: …").
pub(crate) fn is_timed_out(reason: &str) -> bool {
    reason
        .split_once(TIMED_OUT)
        .is_some_and(|(what, _)| !what.is_empty() && !what.contains(':'))
}

fn install_quiet_hook() {
    INSTALL_HOOK.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if !QUIET_PANICS.with(Cell::get) {
                previous(info);
            }
        }));
    });
}

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(message) = payload.downcast_ref::<&str>() {
        (*message).to_string()
    } else if let Some(message) = payload.downcast_ref::<String>() {
        message.clone()
    } else {
        "no message".to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_on_this_thread_is_caught_with_its_message_and_the_thread_goes_on() {
        let caught = on_this_thread(|| -> u32 { panic!("a damaged header") });
        assert_eq!(caught, Err("a damaged header".to_string()));
        assert_eq!(on_this_thread(|| 7), Ok(7));
        // Quiet only while the job ran.
        assert!(!QUIET_PANICS.with(Cell::get));
    }
}
