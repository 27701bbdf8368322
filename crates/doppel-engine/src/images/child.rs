//! A decoder run as a child process, so a crash in a C library ends the child and not
//! Doppel: its address space is limited (`RLIMIT_AS`, so a decoder asking for too much
//! fails there instead of taking the machine's memory), so are the files it may write
//! (`RLIMIT_FSIZE`) and its core dumps (none), it is killed past its time limit, and it
//! reads the image through Doppel's own open file (handed over as descriptor 3,
//! `/dev/fd/3`), so what it decodes is what Doppel opened. It writes into a private
//! folder made for it and removed after; its messages go to a file there, so a chatty
//! child can never block on a full pipe.
//!
//! How it ended is typed ([`ChildEnd`]): finished, exited with a failure (and the last
//! line it wrote), killed by a signal, or past its time limit.

use std::fs::{self, File};
use std::io::Read;
use std::os::fd::AsRawFd;
use std::os::unix::fs::DirBuilderExt;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// The limits a child decoder runs under.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChildLimits {
    /// How long it may take.
    pub time: Duration,
    /// Its address space, in bytes.
    pub memory: u64,
    /// The largest file it may write, in bytes.
    pub output: u64,
}

/// How a child decoder ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChildEnd {
    /// It exited with success.
    Finished,
    /// It exited with a failure: its exit code, and the last line it wrote to stderr.
    Failed {
        /// Its exit code.
        code: i32,
        /// The last line it wrote.
        message: String,
    },
    /// It was killed by a signal (a crash: SIGSEGV, SIGABRT...; SIGKILL when the kernel
    /// ran out of memory for it).
    Crashed {
        /// The signal's number.
        signal: i32,
    },
    /// Past its time limit: killed.
    TimedOut,
}

/// A private folder for one child's output, removed when dropped.
pub(crate) struct Scratch {
    path: PathBuf,
}

impl Scratch {
    pub(crate) fn new() -> std::io::Result<Scratch> {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let mut attempts = 0;
        loop {
            let n = NEXT.fetch_add(1, Ordering::Relaxed);
            let path =
                std::env::temp_dir().join(format!("doppel-decode-{}-{n}", std::process::id()));
            // Only Doppel's user may look in; a name taken (by anyone) is passed over.
            match fs::DirBuilder::new().mode(0o700).create(&path) {
                Ok(()) => return Ok(Scratch { path }),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && attempts < 16 => {
                    attempts += 1;
                }
                Err(e) => return Err(e),
            }
        }
    }

    pub(crate) fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.path);
    }
}

/// The descriptor the child reads the image from.
const INPUT_FD: i32 = 3;

/// Runs `program` with `args` (where the image is `/dev/fd/3`, reading `input`), in
/// `scratch`, under `limits`, and says how it ended.
pub(crate) fn run(
    program: &Path,
    args: &[&std::ffi::OsStr],
    input: &File,
    scratch: &Scratch,
    limits: ChildLimits,
) -> std::io::Result<ChildEnd> {
    let messages_path = scratch.path().join("messages");
    let messages = File::create(&messages_path)?;
    let input_fd = input.as_raw_fd();
    let mut command = Command::new(program);
    command
        .args(args)
        .current_dir(scratch.path())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(messages);
    let ChildLimits { memory, output, .. } = limits;
    // SAFETY: the closure runs in the child between fork and exec, and calls only
    // async-signal-safe functions (dup2, fcntl, setrlimit), touching no lock and
    // allocating nothing.
    unsafe {
        command.pre_exec(move || {
            if input_fd == INPUT_FD {
                // dup2 onto itself keeps close-on-exec: clear it.
                if libc::fcntl(INPUT_FD, libc::F_SETFD, 0) == -1 {
                    return Err(std::io::Error::last_os_error());
                }
            } else if libc::dup2(input_fd, INPUT_FD) == -1 {
                return Err(std::io::Error::last_os_error());
            }
            for (resource, value) in [
                (libc::RLIMIT_AS, memory),
                (libc::RLIMIT_FSIZE, output),
                (libc::RLIMIT_CORE, 0),
            ] {
                let limit = libc::rlimit {
                    rlim_cur: value as libc::rlim_t,
                    rlim_max: value as libc::rlim_t,
                };
                if libc::setrlimit(resource, &limit) == -1 {
                    return Err(std::io::Error::last_os_error());
                }
            }
            Ok(())
        });
    }
    let mut child = command.spawn()?;
    let started = Instant::now();
    let mut pause = Duration::from_millis(2);
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break status;
        }
        if started.elapsed() >= limits.time {
            // Our own child, by its handle: it cannot have been reaped and reused.
            let _ = child.kill();
            let _ = child.wait();
            return Ok(ChildEnd::TimedOut);
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(50));
    };
    if status.success() {
        return Ok(ChildEnd::Finished);
    }
    if let Some(signal) = status.signal() {
        return Ok(ChildEnd::Crashed { signal });
    }
    Ok(ChildEnd::Failed {
        code: status.code().unwrap_or(-1),
        message: last_line(&messages_path),
    })
}

/// The last line of what the child wrote (at most the last 4 KiB read), printable.
fn last_line(path: &Path) -> String {
    let mut text = Vec::new();
    if let Ok(file) = File::open(path) {
        let length = file.metadata().map(|m| m.len()).unwrap_or(0);
        let mut file = file;
        let _ = std::io::Seek::seek(
            &mut file,
            std::io::SeekFrom::Start(length.saturating_sub(4096)),
        );
        let _ = file.take(4096).read_to_end(&mut text);
    }
    let text = String::from_utf8_lossy(&text);
    text.lines()
        .rev()
        .map(str::trim)
        .find(|line| !line.is_empty())
        .unwrap_or("no message")
        .chars()
        .filter(|c| !c.is_control())
        .take(300)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn script(scratch: &Scratch, body: &str) -> PathBuf {
        use std::os::unix::fs::PermissionsExt;
        let path = scratch.path().join("tool.sh");
        fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).unwrap();
        path
    }

    fn limits(time: Duration) -> ChildLimits {
        ChildLimits {
            time,
            memory: 1 << 30,
            output: 1 << 20,
        }
    }

    #[test]
    fn the_child_reads_the_open_file_and_each_ending_is_told() {
        let tools = Scratch::new().unwrap();
        let input_path = tools.path().join("input");
        fs::write(&input_path, "hello\n").unwrap();
        let input = File::open(&input_path).unwrap();
        let run_script = |body: &str, time| {
            let scratch = Scratch::new().unwrap();
            let program = script(&tools, body);
            let end = run(
                &program,
                &["/dev/fd/3".as_ref()],
                &input,
                &scratch,
                limits(time),
            );
            let copied = fs::read_to_string(scratch.path().join("out")).ok();
            (end.unwrap(), copied)
        };
        let (end, copied) = run_script("cat \"$1\" > out", Duration::from_secs(10));
        assert_eq!(end, ChildEnd::Finished);
        assert_eq!(copied.as_deref(), Some("hello\n"));
        let (end, _) = run_script(
            "echo 'first' >&2; echo 'bad file' >&2; exit 3",
            Duration::from_secs(10),
        );
        assert_eq!(
            end,
            ChildEnd::Failed {
                code: 3,
                message: "bad file".to_string()
            }
        );
        let (end, _) = run_script("kill -SEGV $$", Duration::from_secs(10));
        assert_eq!(
            end,
            ChildEnd::Crashed {
                signal: libc::SIGSEGV
            }
        );
        let started = Instant::now();
        let (end, _) = run_script("exec sleep 30", Duration::from_millis(300));
        assert_eq!(end, ChildEnd::TimedOut);
        assert!(started.elapsed() < Duration::from_secs(5));
    }
}
