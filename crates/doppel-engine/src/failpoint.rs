//! Failpoints: the named places in a cleanup and a restore where the simulation test
//! (`tests/it/simulation/`) kills the process as a power cut would, to check that every
//! state a kill leaves can still be undone in full.
//!
//! Compiled in only with the `failpoints` feature, which only the test build turns on (the
//! `doppel` package's dev-dependency on this crate); otherwise [`hit`] is an empty inline
//! function and nothing is read from the environment. Armed, `DOPPEL_KILL_AT=N` ends the
//! process at the `N`th failpoint reached, with `_exit` (no destructor, no flush: what a
//! kill leaves), exit status [`KILLED`]; `DOPPEL_KILL_LOG=FILE` appends the name of each
//! failpoint reached, so a test knows how many steps a run has.
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
            Mutex::new(Armed {
                at,
                log,
                reached: 0,
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
    }
}
