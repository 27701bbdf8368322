//! Debian's `ffmpeg` and `ffprobe`, run as child processes: finding them once per scan
//! ([`find_tools`], or [`VideosOff`] saying plainly why video search is off), and running
//! one with a time limit ([`run_limited`]): past it the child is killed and waited for, so
//! a video that makes a decoder hang never holds a scan. Their standard output is handed
//! to the caller as it comes (frames are hashed as they arrive, never held whole); the end
//! of their standard error is kept for the reason a file is skipped.
//!
//! Every input is opened by [`add_input`], the one place that says how: through the `file`
//! protocol only, and with ffmpeg's container demuxers only ([`CONTAINERS`]). A playlist
//! or script dressed as a video (an ffconcat, HLS or image-sequence file named `.mp4`)
//! names other files, and ffmpeg would read them, through a symbolic link beside it, from
//! outside the roots: such a file is refused before anything it names is opened, and
//! skipped as [`VideoSkip::NotAContainer`].

use std::ffi::OsString;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use crate::progress::CancelToken;
use crate::report::{VideoSkip, VideosOff};
use crate::system_tools::on_path;

/// The demuxers a video is read with (ffmpeg's names, as `-format_whitelist` takes them):
/// container formats, whose file holds its own pictures. Left out are the formats that
/// name other files to read (`concat`, `hls`, `dash`, `image2` and the other image
/// sequences, `webm_dash_manifest`...), and every other one.
pub(crate) const CONTAINERS: &str = "mov,mp4,m4a,3gp,3g2,mj2,matroska,webm,avi,mpegts,mpeg,\
                                     mpegvideo,flv,asf,ogg,mxf,nut,rm,dv";

/// Adds the input `path` to an ffmpeg or ffprobe `command`: the `file` protocol only (its
/// name is never taken for another protocol or an option, and nothing it holds reaches
/// another protocol) and the [`CONTAINERS`] only.
pub(crate) fn add_input(command: &mut Command, path: &Path) {
    add_input_of(command, path, CONTAINERS);
}

/// [`add_input`] with the demuxers `formats` (ffmpeg's names, comma-separated) allowed:
/// the music search's are audio containers.
pub(crate) fn add_input_of(command: &mut Command, path: &Path, formats: &str) {
    let mut input = OsString::from("file:");
    input.push(path.as_os_str());
    command.args(["-protocol_whitelist", "file"]);
    if crate::failpoint::guarded("playlist-refused") {
        command.args(["-format_whitelist", formats]);
    }
    command.arg("-i").arg(input);
}

/// Limits the address space of the child `command` starts to `bytes` (and lets it dump no
/// core): a decoder a crafted file makes ask for ever more memory fails in the child
/// instead of taking the machine's.
pub(crate) fn limit_memory(command: &mut Command, bytes: u64) {
    use std::os::unix::process::CommandExt;
    // SAFETY: the closure runs in the child between fork and exec, and calls only
    // setrlimit, which is async-signal-safe, touching no lock and allocating nothing.
    unsafe {
        command.pre_exec(move || {
            for (resource, value) in [(libc::RLIMIT_AS, bytes), (libc::RLIMIT_CORE, 0)] {
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
}

/// Where `ffmpeg` and `ffprobe` are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VideoTools {
    pub(crate) ffmpeg: PathBuf,
    pub(crate) ffprobe: PathBuf,
}

impl VideoTools {
    /// `ffmpeg` as every use of it here starts: no input from the terminal, errors only,
    /// one thread (the scan runs one decoder per core already).
    pub(crate) fn quiet_ffmpeg(&self) -> Command {
        let mut command = Command::new(&self.ffmpeg);
        command.args([
            "-nostdin",
            "-hide_banner",
            "-loglevel",
            "error",
            "-threads",
            "1",
        ]);
        command
    }
}

/// How long `-version` may take.
const VERSION_LIMIT: Duration = Duration::from_secs(10);

/// Finds `ffmpeg` and `ffprobe`: in `folder` when given, else on `PATH`. Each is run once
/// with `-version` to make sure it works.
pub fn find_tools(folder: Option<&Path>) -> Result<VideoTools, VideosOff> {
    // Found on PATH by the rule every tool is found by; a folder given is taken as it is,
    // and running the tool says whether it is there.
    let at = |name: &'static str| match folder {
        Some(folder) => Ok(folder.join(name)),
        None => on_path(name).ok_or(VideosOff::Missing {
            tool: name,
            why: "not found".to_string(),
        }),
    };
    let tools = VideoTools {
        ffmpeg: at("ffmpeg")?,
        ffprobe: at("ffprobe")?,
    };
    for (tool, path) in [("ffmpeg", &tools.ffmpeg), ("ffprobe", &tools.ffprobe)] {
        let mut command = Command::new(path);
        command.arg("-version");
        match run_limited(command, VERSION_LIMIT, |out| {
            let _ = std::io::copy(out, &mut std::io::sink());
        }) {
            Ok(ran) if ran.status.success() => {}
            Ok(ran) => {
                return Err(VideosOff::Missing {
                    tool,
                    why: format!("it ended with {}", ran.status),
                });
            }
            Err(Failure::Start(error)) if error.kind() == std::io::ErrorKind::NotFound => {
                return Err(VideosOff::Missing {
                    tool,
                    why: "not found".to_string(),
                });
            }
            Err(failure) => {
                return Err(VideosOff::Missing {
                    tool,
                    why: failure.to_string(),
                });
            }
        }
    }
    Ok(tools)
}

/// How a child process ended.
pub(crate) struct Ran {
    pub(crate) status: ExitStatus,
    /// The last few kilobytes it wrote to standard error.
    pub(crate) stderr: String,
}

impl Ran {
    /// The last line of standard error, the one that says what went wrong, if any.
    pub(crate) fn complaint(&self) -> Option<&str> {
        self.stderr
            .lines()
            .map(str::trim)
            .rfind(|line| !line.is_empty())
    }

    /// Why a file it was given was not read: [`VideoSkip::NotAContainer`] when ffmpeg
    /// found it in a format [`add_input`] does not allow (its log line
    /// `[concat @ 0x…] Format not on whitelist '…'` names the format), else its complaint.
    pub(crate) fn skip(&self, tool: &str) -> VideoSkip {
        let refused = self.stderr.lines().find_map(|line| {
            let line = line.trim();
            if !line.contains("Format not on whitelist") {
                return None;
            }
            let format = line.strip_prefix('[')?.split(" @ ").next()?;
            Some(format.to_string())
        });
        match refused {
            Some(format) => VideoSkip::NotAContainer(format),
            None => VideoSkip::Unreadable(
                self.complaint()
                    .map_or_else(|| format!("{tool} gave no reason"), str::to_string),
            ),
        }
    }
}

/// Why a child process gave no result.
#[derive(Debug)]
pub(crate) enum Failure {
    /// It could not be started.
    Start(std::io::Error),
    /// It ran past its time limit and was killed.
    TimedOut(Duration),
    /// The work it was for was cancelled, and it was killed.
    Cancelled,
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::Start(error) => write!(f, "could not be started: {error}"),
            Failure::TimedOut(limit) => write!(f, "timed out after {} s", limit.as_secs()),
            Failure::Cancelled => f.write_str("was stopped: the scan was cancelled"),
        }
    }
}

/// How much of standard error is kept.
const STDERR_KEPT: usize = 4096;

/// Runs `command` (standard input closed), handing its standard output to `read` on a
/// thread of its own as it comes, and kills it if it has not ended within `limit`.
pub(crate) fn run_limited(
    command: Command,
    limit: Duration,
    read: impl FnOnce(&mut dyn Read) + Send,
) -> Result<Ran, Failure> {
    run_limited_until(command, limit, &CancelToken::new(), read)
}

/// [`run_limited`], killing the child too as soon as `cancel` is (a scan cancelled does not
/// wait for a long file's decoding to end).
pub(crate) fn run_limited_until(
    mut command: Command,
    limit: Duration,
    cancel: &CancelToken,
    read: impl FnOnce(&mut dyn Read) + Send,
) -> Result<Ran, Failure> {
    command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = command.spawn().map_err(Failure::Start)?;
    let (Some(mut stdout), Some(mut stderr)) = (child.stdout.take(), child.stderr.take()) else {
        kill(&mut child);
        return Err(Failure::Start(std::io::Error::other("no pipes")));
    };
    thread::scope(|scope| {
        let reader = scope.spawn(move || {
            read(&mut stdout);
            // Whatever `read` left is drained, so the child never blocks on a full pipe.
            let _ = std::io::copy(&mut stdout, &mut std::io::sink());
        });
        let complaints = scope.spawn(move || {
            let mut kept: Vec<u8> = Vec::new();
            let mut buffer = [0u8; 4096];
            while let Ok(n) = stderr.read(&mut buffer) {
                if n == 0 {
                    break;
                }
                kept.extend_from_slice(&buffer[..n]);
                if kept.len() > 2 * STDERR_KEPT {
                    kept.drain(..kept.len() - STDERR_KEPT);
                }
            }
            String::from_utf8_lossy(&kept).into_owned()
        });
        let started = Instant::now();
        let status = loop {
            match child.try_wait() {
                Ok(Some(status)) => break Ok(status),
                Ok(None) if started.elapsed() >= limit => {
                    kill(&mut child);
                    break Err(Failure::TimedOut(limit));
                }
                Ok(None) if cancel.is_cancelled() => {
                    kill(&mut child);
                    break Err(Failure::Cancelled);
                }
                Ok(None) => thread::sleep(Duration::from_millis(10)),
                Err(error) => {
                    kill(&mut child);
                    break Err(Failure::Start(error));
                }
            }
        };
        let _ = reader.join();
        let stderr = complaints.join().unwrap_or_default();
        status.map(|status| Ran { status, stderr })
    })
}

/// Kills `child` and reaps it.
fn kill(child: &mut Child) {
    let _ = child.kill();
    let _ = child.wait();
}
