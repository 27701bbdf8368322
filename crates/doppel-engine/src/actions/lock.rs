//! One cleanup or restore at a time, across processes: two cleanups with different rules
//! (or the app and the command line) could each keep a different copy and together trash
//! them all.
//!
//! An exclusive `flock` on `lock` in Doppel's data folder, held for the whole cleanup or
//! restore and released by the system when the process ends, however it ends. The file
//! holds the holder's process id and task, for the message the next one gets.

use std::fmt;
use std::fs::{self, File, OpenOptions};
use std::io::{Read, Seek, SeekFrom, Write};
use std::os::fd::AsRawFd;
use std::path::{Path, PathBuf};

use crate::report::IoProblem;

/// Why the lock could not be had: nothing was started.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LockError {
    /// Another Doppel holds it. `holder` is what that process wrote of itself ("process
    /// 4242, cleaning up"), empty when nothing.
    Busy {
        /// What the holder wrote.
        holder: String,
    },
    /// The lock file could not be made, opened or locked.
    Unusable {
        /// The lock file.
        path: PathBuf,
        /// The system's error.
        problem: IoProblem,
    },
}

impl fmt::Display for LockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LockError::Busy { holder } if holder.is_empty() => f.write_str(
                "another Doppel is already cleaning up or restoring; wait for it to finish, \
                 then try again",
            ),
            LockError::Busy { holder } => write!(
                f,
                "another Doppel is already cleaning up or restoring ({holder}); wait for it to \
                 finish, then try again"
            ),
            LockError::Unusable { path, problem } => write!(
                f,
                "the lock {} could not be taken: {problem}",
                path.display()
            ),
        }
    }
}

/// Held while a cleanup or restore runs; dropping it lets the next one in.
pub struct ActionLock {
    _file: File,
}

impl ActionLock {
    /// Takes the lock for `task` ("cleaning up", "restoring"), or says who holds it.
    pub fn acquire(data_dir: &Path, task: &str) -> Result<ActionLock, LockError> {
        let path = data_dir.join("lock");
        let failed = |error: std::io::Error| LockError::Unusable {
            path: path.clone(),
            problem: IoProblem::of(&error),
        };
        fs::create_dir_all(data_dir).map_err(failed)?;
        let mut file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&path)
            .map_err(failed)?;
        // SAFETY: a valid descriptor we own.
        if unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } != 0 {
            let error = std::io::Error::last_os_error();
            if error.raw_os_error() != Some(libc::EWOULDBLOCK) {
                return Err(failed(error));
            }
            let mut holder = String::new();
            let _ = file.read_to_string(&mut holder);
            return Err(LockError::Busy {
                holder: holder.trim().to_string(),
            });
        }
        let _ = file
            .set_len(0)
            .and_then(|()| file.seek(SeekFrom::Start(0)))
            .and_then(|_| write!(file, "process {}, {task}", std::process::id()));
        Ok(ActionLock { _file: file })
    }
}
