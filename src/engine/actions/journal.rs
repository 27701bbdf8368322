//! The cleanup journal: what each cleanup moved to the trash, so `doppel restore --last`
//! can put it back later, from another process.
//!
//! One JSON object per line in `journal.jsonl` in the user data folder
//! (`~/.local/share/doppel/journal.jsonl` on Linux; `XDG_DATA_HOME` is honoured): the time
//! of the cleanup, and for each trashed file its original path (`path`, plus `path_bytes`
//! when the name is not UTF-8, as in the JSON report), size, `trashed_at`, to the second,
//! and `trash_entry`, the trash item it became (its `.trashinfo` file, in the same form).
//!
//! [`super::cleanup::execute`] does not write the journal: its callers call [`record`]
//! with the outcome, so a cleanup that cannot be journaled can still say so to the user.

use std::fs::{self, OpenOptions};
use std::io::{ErrorKind, Write};
use std::path::PathBuf;
use std::time::SystemTime;

use serde::{Deserialize, Serialize};

use super::cleanup::TrashedFile;
use crate::engine::errors::describe_io_error;
use crate::report::json::PathJson;

#[derive(Serialize, Deserialize)]
struct Entry {
    time: String,
    files: Vec<FileEntry>,
}

#[derive(Serialize, Deserialize)]
struct FileEntry {
    #[serde(flatten)]
    path: PathJson,
    size: u64,
    trashed_at: String,
    /// Absent in entries written before it was recorded.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    trash_entry: Option<PathJson>,
}

/// Where the journal lives; an error when the system gives no user data folder.
pub fn path() -> Result<PathBuf, String> {
    directories::ProjectDirs::from("io.github", "doppel", "Doppel")
        .map(|dirs| dirs.data_dir().join("journal.jsonl"))
        .ok_or_else(|| {
            "there is no user data folder to keep the cleanup journal in (is HOME set?)".to_string()
        })
}

/// Appends one entry for a cleanup that trashed `trashed`. Nothing is written when nothing
/// was trashed: there would be nothing to restore.
pub fn record(trashed: &[TrashedFile]) -> Result<(), String> {
    if trashed.is_empty() {
        return Ok(());
    }
    let path = path()?;
    let entry = Entry {
        time: format_time(SystemTime::now()),
        files: trashed
            .iter()
            .map(|file| FileEntry {
                path: PathJson::from(file.path.as_path()),
                size: file.size,
                trashed_at: format_time(file.trashed_at),
                trash_entry: file.trash_entry.as_deref().map(PathJson::from),
            })
            .collect(),
    };
    let mut line = serde_json::to_string(&entry)
        .map_err(|error| format!("could not write the cleanup journal: {error}"))?;
    line.push('\n');
    let failed = |error: std::io::Error| {
        format!(
            "could not write the cleanup journal {}: {}",
            path.display(),
            describe_io_error(&error)
        )
    };
    if let Some(folder) = path.parent() {
        fs::create_dir_all(folder).map_err(failed)?;
    }
    OpenOptions::new()
        .create(true)
        .append(true)
        .open(&path)
        .and_then(|mut file| file.write_all(line.as_bytes()))
        .map_err(failed)
}

/// The files of the most recent cleanup still in the journal; `None` when there is none.
pub fn last() -> Result<Option<Vec<TrashedFile>>, String> {
    let path = path()?;
    let Some(text) = read(&path)? else {
        return Ok(None);
    };
    let Some((number, line)) = last_line(&text) else {
        return Ok(None);
    };
    let damaged = |detail: String| {
        format!(
            "the cleanup journal {} is damaged at line {}: {detail}",
            path.display(),
            number + 1
        )
    };
    let entry: Entry = serde_json::from_str(line).map_err(|e| damaged(e.to_string()))?;
    entry
        .files
        .into_iter()
        .map(|file| {
            let trashed_at = humantime::parse_rfc3339(&file.trashed_at)
                .map_err(|_| damaged(format!("not a valid time: {:?}", file.trashed_at)))?;
            Ok(TrashedFile {
                path: PathBuf::from(file.path),
                size: file.size,
                trashed_at,
                trash_entry: file.trash_entry.map(PathBuf::from),
            })
        })
        .collect::<Result<Vec<_>, String>>()
        .map(Some)
}

/// Drops the most recent entry (after it was restored), so the next `last` is the one
/// before.
pub fn forget_last() -> Result<(), String> {
    let path = path()?;
    let Some(text) = read(&path)? else {
        return Ok(());
    };
    let Some((number, _)) = last_line(&text) else {
        return Ok(());
    };
    let kept: String = text
        .lines()
        .take(number)
        .filter(|line| !line.trim().is_empty())
        .map(|line| format!("{line}\n"))
        .collect();
    // Written beside, then renamed over: a crash leaves the old journal or the new one.
    let temporary = path.with_extension("jsonl.new");
    fs::write(&temporary, kept)
        .and_then(|()| fs::rename(&temporary, &path))
        .map_err(|error| {
            format!(
                "could not update the cleanup journal {}: {}",
                path.display(),
                describe_io_error(&error)
            )
        })
}

fn read(path: &std::path::Path) -> Result<Option<String>, String> {
    match fs::read_to_string(path) {
        Ok(text) => Ok(Some(text)),
        Err(error) if error.kind() == ErrorKind::NotFound => Ok(None),
        Err(error) => Err(format!(
            "could not read the cleanup journal {}: {}",
            path.display(),
            describe_io_error(&error)
        )),
    }
}

/// The last non-blank line, with its index.
fn last_line(text: &str) -> Option<(usize, &str)> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .last()
}

fn format_time(time: SystemTime) -> String {
    humantime::format_rfc3339_seconds(time).to_string()
}
