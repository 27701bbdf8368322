//! One cleanup or restore at a time, across processes: two cleanups with different rules
//! (or the app and the command line) could each keep a different copy and together trash
//! them all.
//!
//! An exclusive `flock` on `lock` in Doppel's data folder, held for the whole cleanup or
//! restore and released by the system when the process ends, however it ends. The file
//! holds the holder's process id and task, for the message the next one gets.

use std::fs::{self, File, OpenOptions};
use std::io::{Read, Seek, SeekFrom, Write};
use std::os::fd::AsRawFd;
use std::path::Path;

use crate::errors::describe_io_error;

/// Held while a cleanup or restore runs; dropping it lets the next one in.
pub struct ActionLock {
    _file: File,
}

impl ActionLock {
    /// Takes the lock for `task` ("cleaning up", "restoring"), or says who holds it.
    pub fn acquire(data_dir: &Path, task: &str) -> Result<ActionLock, String> {
        let path = data_dir.join("lock");
        let failed = |error: std::io::Error| {
            format!(
                "the lock {} could not be taken: {}",
                path.display(),
                describe_io_error(&error)
            )
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
            let holder = holder.trim();
            let who = if holder.is_empty() {
                String::new()
            } else {
                format!(" ({holder})")
            };
            return Err(format!(
                "another Doppel is already cleaning up or restoring{who}; wait for it to finish, then try again"
            ));
        }
        let _ = file
            .set_len(0)
            .and_then(|()| file.seek(SeekFrom::Start(0)))
            .and_then(|_| write!(file, "process {}, {task}", std::process::id()));
        Ok(ActionLock { _file: file })
    }
}
