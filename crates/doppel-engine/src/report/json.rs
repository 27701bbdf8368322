//! The JSON form of a [`Report`]: the contract for headless use, documented in the README's
//! JSON section.
//!
//! Paths are JSON strings. A file name that is not valid UTF-8 cannot be a JSON string as
//! it is, so its `path` holds a readable form (invalid bytes shown as U+FFFD) and a
//! `path_bytes` array beside it holds the exact bytes; readers use `path_bytes` when present,
//! so no name is lost in a round trip.

use std::ffi::OsString;
use std::io::Write;
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use serde::{Deserialize, Serialize};

use super::{
    ExactGroup, FORMAT_VERSION, FileRecord, Group, NearGroup, NearPair, Report, Skipped, Stats,
};

/// Writes the report as one pretty-printed JSON document followed by a newline.
pub fn write_json(report: &Report, out: &mut dyn Write) -> std::io::Result<()> {
    serde_json::to_writer_pretty(&mut *out, &ReportJson::from(report))?;
    writeln!(out)
}

/// Writes the report as a single line of JSON (for streams of reports).
pub fn write_json_line(report: &Report, out: &mut dyn Write) -> std::io::Result<()> {
    serde_json::to_writer(&mut *out, &ReportJson::from(report))?;
    writeln!(out)
}

/// Reads a report written by [`write_json`].
pub fn read_json(text: &str) -> Result<Report, ReadError> {
    let wire: ReportJson = serde_json::from_str(text).map_err(ReadError::Syntax)?;
    if wire.version != FORMAT_VERSION {
        return Err(ReadError::Version(wire.version));
    }
    wire.try_into()
}

/// Why a JSON report could not be read.
#[derive(Debug)]
pub enum ReadError {
    /// Not JSON, or not shaped like a report.
    Syntax(serde_json::Error),
    /// A report format version this Doppel does not read.
    Version(u32),
    /// A time that is not RFC 3339.
    BadTime(String),
    /// A near pair whose index `a` or `b` lies outside its group of `files` files.
    BadPair {
        /// The pair's first index.
        a: usize,
        /// The pair's second index.
        b: usize,
        /// How many files the group has.
        files: usize,
    },
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReadError::Syntax(e) => write!(f, "not a Doppel report: {e}"),
            ReadError::Version(v) => write!(
                f,
                "report format version {v} is not supported (this Doppel reads version {FORMAT_VERSION})"
            ),
            ReadError::BadTime(t) => write!(f, "not a valid RFC 3339 time: {t:?}"),
            ReadError::BadPair { a, b, files } => {
                write!(
                    f,
                    "pair ({a}, {b}) names a file outside its group of {files}"
                )
            }
        }
    }
}

impl std::error::Error for ReadError {}

#[derive(Serialize, Deserialize)]
struct ReportJson {
    version: u32,
    roots: Vec<String>,
    groups: Vec<GroupJson>,
    skipped: Vec<SkippedJson>,
    stats: StatsJson,
}

#[derive(Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
enum GroupJson {
    Exact {
        size: u64,
        hash: String,
        files: Vec<FileJson>,
    },
    Near {
        files: Vec<FileJson>,
        pairs: Vec<PairJson>,
    },
}

#[derive(Serialize, Deserialize)]
struct PairJson {
    a: usize,
    b: usize,
    similarity: f64,
    hamming: u32,
}

#[derive(Serialize, Deserialize)]
struct FileJson {
    #[serde(flatten)]
    path: PathJson,
    size: u64,
    modified: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    aliases: Vec<PathJson>,
}

#[derive(Serialize, Deserialize)]
struct SkippedJson {
    #[serde(flatten)]
    path: PathJson,
    reason: String,
}

#[derive(Serialize, Deserialize)]
struct StatsJson {
    files: u64,
    bytes: u64,
    seconds: f64,
}

/// A path as the report writes it: `path`, plus `path_bytes` when it is not UTF-8. Also
/// used by the cleanup journal.
#[derive(Serialize, Deserialize)]
pub(crate) struct PathJson {
    path: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    path_bytes: Option<Vec<u8>>,
}

impl From<&Path> for PathJson {
    fn from(path: &Path) -> Self {
        match path.to_str() {
            Some(text) => PathJson {
                path: text.to_string(),
                path_bytes: None,
            },
            None => PathJson {
                path: path.to_string_lossy().into_owned(),
                path_bytes: Some(path.as_os_str().as_bytes().to_vec()),
            },
        }
    }
}

impl From<PathJson> for PathBuf {
    fn from(wire: PathJson) -> Self {
        match wire.path_bytes {
            Some(bytes) => PathBuf::from(OsString::from_vec(bytes)),
            None => PathBuf::from(wire.path),
        }
    }
}

fn format_time(time: SystemTime) -> String {
    crate::format::rfc3339(time)
}

fn parse_time(text: &str) -> Result<SystemTime, ReadError> {
    humantime::parse_rfc3339_weak(text).map_err(|_| ReadError::BadTime(text.to_string()))
}

impl From<&Report> for ReportJson {
    fn from(report: &Report) -> Self {
        ReportJson {
            version: FORMAT_VERSION,
            roots: report
                .roots
                .iter()
                .map(|r| r.to_string_lossy().into_owned())
                .collect(),
            groups: report.groups.iter().map(GroupJson::from).collect(),
            skipped: report
                .skipped
                .iter()
                .map(|s| SkippedJson {
                    path: s.path.as_path().into(),
                    reason: s.reason.clone(),
                })
                .collect(),
            stats: StatsJson {
                files: report.stats.files,
                bytes: report.stats.bytes,
                seconds: report.stats.seconds,
            },
        }
    }
}

impl From<&Group> for GroupJson {
    fn from(group: &Group) -> Self {
        match group {
            Group::Exact(exact) => GroupJson::Exact {
                size: exact.size,
                hash: exact.hash.clone(),
                files: exact.files.iter().map(FileJson::from).collect(),
            },
            Group::Near(near) => GroupJson::Near {
                files: near.files.iter().map(FileJson::from).collect(),
                pairs: near
                    .pairs
                    .iter()
                    .map(|p| PairJson {
                        a: p.a,
                        b: p.b,
                        similarity: p.similarity,
                        hamming: p.hamming,
                    })
                    .collect(),
            },
        }
    }
}

impl From<&FileRecord> for FileJson {
    fn from(file: &FileRecord) -> Self {
        FileJson {
            path: file.path.as_path().into(),
            size: file.size,
            modified: format_time(file.modified),
            aliases: file.aliases.iter().map(|a| a.as_path().into()).collect(),
        }
    }
}

impl TryFrom<ReportJson> for Report {
    type Error = ReadError;

    fn try_from(wire: ReportJson) -> Result<Self, ReadError> {
        let groups = wire
            .groups
            .into_iter()
            .map(|group| match group {
                GroupJson::Exact { size, hash, files } => Ok(Group::Exact(ExactGroup {
                    size,
                    hash,
                    files: files
                        .into_iter()
                        .map(FileRecord::try_from)
                        .collect::<Result<_, _>>()?,
                })),
                GroupJson::Near { files, pairs } => {
                    let files: Vec<FileRecord> = files
                        .into_iter()
                        .map(FileRecord::try_from)
                        .collect::<Result<_, _>>()?;
                    let pairs = pairs
                        .into_iter()
                        .map(|p| {
                            if p.a >= files.len() || p.b >= files.len() {
                                return Err(ReadError::BadPair {
                                    a: p.a,
                                    b: p.b,
                                    files: files.len(),
                                });
                            }
                            Ok(NearPair {
                                a: p.a,
                                b: p.b,
                                similarity: p.similarity,
                                hamming: p.hamming,
                            })
                        })
                        .collect::<Result<_, _>>()?;
                    Ok(Group::Near(NearGroup { files, pairs }))
                }
            })
            .collect::<Result<_, ReadError>>()?;
        Ok(Report {
            roots: wire.roots.into_iter().map(PathBuf::from).collect(),
            groups,
            skipped: wire
                .skipped
                .into_iter()
                .map(|s| Skipped {
                    path: s.path.into(),
                    reason: s.reason,
                })
                .collect(),
            stats: Stats {
                files: wire.stats.files,
                bytes: wire.stats.bytes,
                seconds: wire.stats.seconds,
            },
            cancelled: false,
            notices: Vec::new(),
        })
    }
}

impl TryFrom<FileJson> for FileRecord {
    type Error = ReadError;

    fn try_from(wire: FileJson) -> Result<Self, ReadError> {
        Ok(FileRecord {
            path: wire.path.into(),
            size: wire.size,
            modified: parse_time(&wire.modified)?,
            aliases: wire.aliases.into_iter().map(PathBuf::from).collect(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, UNIX_EPOCH};

    #[test]
    fn non_utf8_paths_survive_a_round_trip() {
        let odd = PathBuf::from(OsString::from_vec(b"/tmp/caf\xe9\n.txt".to_vec()));
        let report = Report {
            roots: vec![PathBuf::from("/tmp")],
            groups: vec![Group::Exact(ExactGroup {
                size: 3,
                hash: "00".repeat(16),
                files: vec![FileRecord {
                    path: odd.clone(),
                    size: 3,
                    modified: UNIX_EPOCH + Duration::from_secs(1_700_000_000),
                    aliases: vec![odd.join("alias")],
                }],
            })],
            skipped: vec![Skipped::new(odd.clone(), "permission denied")],
            stats: Stats {
                files: 1,
                bytes: 3,
                seconds: 0.5,
            },
            cancelled: false,
            notices: Vec::new(),
        };
        let mut text = Vec::new();
        write_json(&report, &mut text).unwrap();

        let back = read_json(std::str::from_utf8(&text).unwrap()).unwrap();

        assert_eq!(back, report);
    }

    #[test]
    fn other_versions_are_refused_with_a_clear_error() {
        let text = r#"{"version": 2, "roots": [], "groups": [], "skipped": [],
                      "stats": {"files": 0, "bytes": 0, "seconds": 0}}"#;
        let error = read_json(text).unwrap_err().to_string();
        assert!(error.contains("version 2"), "{error}");
    }
}
