//! Which cache databases this process has open, so that Doppel's own checks never open (and
//! so never close) a file SQLite holds locks on.
//!
//! SQLite locks its files with POSIX advisory locks, which belong to the process, not to a
//! descriptor: closing *any* descriptor of a file drops every lock the process holds on it.
//! Reading the header of a cache's `-shm` to check whose it is, while a connection of the
//! same process had the cache open (a scan's lookups and its writer thread each open one),
//! dropped that connection's lock on the shared memory; another Doppel opening the cache
//! then took itself for the only one, cleared the shared memory, and the first, which had
//! it mapped, died of SIGBUS (seen as scans failing at random when tests shared one cache).
//!
//! So a database is registered here before its connection opens, and unregistered once it
//! has closed; while it is registered, its files are known to be Doppel's (they were checked
//! just before) and [`super::ownership`] answers from the registry without opening them.
//! One lock orders the two: no header is being read while a database is registered.

use std::os::unix::fs::MetadataExt;
use std::path::Path;
use std::sync::{Mutex, MutexGuard};

/// The device and inode of each database a connection of this process has open (once per
/// open connection).
static HELD: Mutex<Vec<(u64, u64)>> = Mutex::new(Vec::new());

/// Held while a header is read and while a database is registered.
static READING: Mutex<()> = Mutex::new(());

fn lock<T>(mutex: &'static Mutex<T>) -> MutexGuard<'static, T> {
    // The data is a plain list: a panic elsewhere while it was held leaves it whole.
    match mutex.lock() {
        Ok(guard) => guard,
        Err(poisoned) => poisoned.into_inner(),
    }
}

/// A database registered as open in this process, until dropped.
#[derive(Debug)]
pub(crate) struct Held {
    id: (u64, u64),
}

impl Drop for Held {
    fn drop(&mut self) {
        let mut held = lock(&HELD);
        if let Some(at) = held.iter().position(|id| *id == self.id) {
            held.swap_remove(at);
        }
    }
}

/// Registers the database at `path` (not following a link) as about to be opened: from
/// now on, nothing of it is opened by the ownership checks. `Err` if it is not there.
pub(crate) fn hold(path: &Path) -> std::io::Result<Held> {
    let metadata = std::fs::symlink_metadata(path)?;
    let id = (metadata.dev(), metadata.ino());
    let _reading = lock(&READING);
    lock(&HELD).push(id);
    Ok(Held { id })
}

/// Runs `read` (which opens and reads files of the cache at `database`) unless a
/// connection of this process has that database open, in which case `read` is not run and
/// `None` is returned: the files are then the ones checked when it opened, and opening one
/// would drop the locks SQLite holds on it.
pub(crate) fn unless_held<T>(database: &Path, read: impl FnOnce() -> T) -> Option<T> {
    let _reading = lock(&READING);
    let id = std::fs::symlink_metadata(database)
        .ok()
        .map(|metadata| (metadata.dev(), metadata.ino()));
    if id.is_some_and(|id| lock(&HELD).contains(&id)) {
        return None;
    }
    Some(read())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_held_database_is_not_read_until_released() {
        let dir = tempfile::tempdir().unwrap();
        let database = dir.path().join("cache.sqlite3");
        std::fs::write(&database, b"x").unwrap();
        assert_eq!(unless_held(&database, || 1), Some(1));
        let held = hold(&database).unwrap();
        let twice = hold(&database).unwrap();
        assert_eq!(unless_held(&database, || 1), None);
        drop(held);
        assert_eq!(
            unless_held(&database, || 1),
            None,
            "one connection still has it"
        );
        drop(twice);
        assert_eq!(unless_held(&database, || 1), Some(1));
    }

    /// Whether another process would find byte `at` of `file` locked (SQLite's own locks
    /// on it, held by this process): asked from a forked child, since `F_GETLK` never
    /// reports a process's own locks to itself.
    fn locked_for_others(file: &Path, at: i64) -> bool {
        use std::os::unix::ffi::OsStrExt;
        let name = std::ffi::CString::new(file.as_os_str().as_bytes()).unwrap();
        // SAFETY: the child only calls open, fcntl and _exit (async-signal-safe) on data
        // made before the fork, then exits; the parent waits for it.
        unsafe {
            let child = libc::fork();
            assert!(child >= 0, "fork failed");
            if child == 0 {
                let fd = libc::open(name.as_ptr(), libc::O_RDWR);
                let mut lock: libc::flock = std::mem::zeroed();
                lock.l_type = libc::F_WRLCK as libc::c_short;
                lock.l_whence = libc::SEEK_SET as libc::c_short;
                lock.l_start = at;
                lock.l_len = 1;
                let asked = fd >= 0 && libc::fcntl(fd, libc::F_GETLK, &mut lock) == 0;
                let code = if !asked {
                    2
                } else if lock.l_type == libc::F_UNLCK as libc::c_short {
                    1
                } else {
                    0
                };
                libc::_exit(code);
            }
            let mut status = 0;
            assert_eq!(libc::waitpid(child, &mut status, 0), child);
            assert!(libc::WIFEXITED(status));
            let code = libc::WEXITSTATUS(status);
            assert_ne!(code, 2, "the child could not ask about the lock");
            code == 0
        }
    }

    /// Guard: a second connection of this process (a scan's writer thread, its lookups)
    /// does not read the first one's `-shm` to check it, which dropped the first one's
    /// lock on it; without the lock another Doppel clears the shared memory this process
    /// has mapped, and it dies of SIGBUS.
    #[test]
    fn opening_the_cache_twice_keeps_sqlites_lock_on_the_shared_memory() {
        use crate::cache::FingerprintCache;
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("fingerprints.sqlite3");
        let (first, _) = FingerprintCache::open(&path).unwrap();
        first.row_count().unwrap();
        let shm = dir.path().join("fingerprints.sqlite3-shm");
        // SQLite's "dead man switch" byte in the -shm: every connection holds it shared.
        const DMS: i64 = 128;
        assert!(
            locked_for_others(&shm, DMS),
            "SQLite holds the shared memory"
        );
        let (second, _) = FingerprintCache::open(&path).unwrap();
        second.row_count().unwrap();
        first.row_count().unwrap();
        assert!(
            locked_for_others(&shm, DMS),
            "the second open dropped the first connection's lock"
        );
        drop(second);
        assert!(locked_for_others(&shm, DMS), "the first still has it open");
    }
}
