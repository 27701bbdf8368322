//! Failpoints: the named places in a cleanup and a restore where the simulation test
//! (`tests/it/simulation/`) kills the process as a power cut would, to check that every
//! state a kill leaves can still be undone in full.
//!
//! Compiled in only with the `failpoints` feature, which only the test build turns on (the
//! `doppel` package's dev-dependency on this crate); otherwise [`hit`] is an empty inline
//! function and nothing is read from the environment. Armed, `DOPPEL_KILL_AT=N` ends the
//! process at the `N`th failpoint reached, with `_exit` (no destructor, no flush: what a
//! kill leaves), exit status [`KILLED`]; `DOPPEL_KILL_LOG=FILE` appends the name of each
//! failpoint reached, so a test knows how many steps a run has. `DOPPEL_PAUSE_AT=NAME`
//! with `DOPPEL_PAUSE_FILE=FILE` pauses the process the first time it reaches the failpoint
//! `NAME`: it makes `FILE` and waits (a minute at most) until the test removes it, so a
//! test can act as another program would between two steps.
//!
//! Guards: [`guarded`] names a guard of the promise (docs/src/cleanup.md) at each place it
//! acts. Armed, `DOPPEL_GUARDS_OFF=NAME,…` turns the named guards off everywhere, so the
//! simulation can show it would have found the finding each guard fixes
//! (`benches/simulation_guards.sh`). Without the feature a guard is always on.

/// The exit status of a process a failpoint ended.
pub const KILLED: i32 = 86;

/// A failpoint: with the `failpoints` feature and `DOPPEL_KILL_AT` set, the process may end
/// here.
#[cfg(feature = "failpoints")]
pub fn hit(name: &'static str) {
    armed::hit(name);
}

/// A failpoint: without the `failpoints` feature, nothing.
#[cfg(not(feature = "failpoints"))]
#[inline(always)]
pub fn hit(_name: &'static str) {}

/// Whether the guard `name` acts: always, unless the `failpoints` feature is on and
/// `DOPPEL_GUARDS_OFF` names it.
#[cfg(feature = "failpoints")]
pub fn guarded(name: &'static str) -> bool {
    static OFF: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    let off = OFF.get_or_init(|| {
        std::env::var("DOPPEL_GUARDS_OFF")
            .map(|list| list.split(',').map(str::to_string).collect())
            .unwrap_or_default()
    });
    !off.iter().any(|guard| guard == name)
}

/// Whether the guard `name` acts: without the `failpoints` feature, always.
#[cfg(not(feature = "failpoints"))]
#[inline(always)]
pub fn guarded(_name: &'static str) -> bool {
    true
}

#[cfg(feature = "failpoints")]
mod armed {
    use std::io::Write;
    use std::sync::Mutex;
    use std::sync::OnceLock;

    struct Armed {
        at: Option<u64>,
        log: Option<std::fs::File>,
        reached: u64,
        /// The failpoint to pause at, and the file that says the process waits there.
        pause: Option<(String, std::path::PathBuf)>,
    }

    static STATE: OnceLock<Mutex<Armed>> = OnceLock::new();

    pub(super) fn hit(name: &'static str) {
        let state = STATE.get_or_init(|| {
            let at = std::env::var("DOPPEL_KILL_AT")
                .ok()
                .and_then(|n| n.parse().ok());
            let log = std::env::var_os("DOPPEL_KILL_LOG").and_then(|path| {
                std::fs::OpenOptions::new()
                    .create(true)
                    .append(true)
                    .open(path)
                    .ok()
            });
            let pause = std::env::var("DOPPEL_PAUSE_AT")
                .ok()
                .zip(std::env::var_os("DOPPEL_PAUSE_FILE").map(Into::into));
            Mutex::new(Armed {
                at,
                log,
                reached: 0,
                pause,
            })
        });
        let mut state = state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        state.reached += 1;
        let reached = state.reached;
        if let Some(log) = state.log.as_mut() {
            let _ = writeln!(log, "{reached} {name}");
        }
        if state.at == Some(reached) {
            // SAFETY: ends the process at once, as a kill would.
            unsafe { libc::_exit(super::KILLED) }
        }
        if state.pause.as_ref().is_some_and(|(at, _)| at == name)
            && let Some((_, file)) = state.pause.take()
        {
            // Every other thread reaching a failpoint waits too (the lock is held).
            if std::fs::write(&file, name).is_ok() {
                let until = std::time::Instant::now() + std::time::Duration::from_secs(60);
                while file.exists() && std::time::Instant::now() < until {
                    std::thread::sleep(std::time::Duration::from_millis(10));
                }
            }
        }
    }
}
