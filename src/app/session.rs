//! The app's session on disk: the results last shown (a report in the engine's JSON form),
//! the marks made on them, where they came from, and whether a scan was under way. It lives
//! in `session/` inside Doppel's data folder (`$XDG_DATA_HOME/doppel/session`), so the app
//! reopens with its last results and a scan cut short by a crash or a closed window starts
//! again.
//!
//! Three files, each written whole to a temporary file in the same folder, flushed to disk
//! and renamed over the old one, so a crash leaves the old file or the new, never half of
//! one:
//!
//! - `report.json`: the report, as `doppel scan --format json` writes it (on one line);
//! - `marks.json`: the marks (path → Keep/Trash, files and folders), when the results were
//!   made and the report file they were opened from, if any;
//! - `scan-under-way.json`: present while a scan runs: the folders it scans.
//!
//! The marks are written apart from the report (they change often, the report is large):
//! marks naming files the report does not list are dropped when read, as a newer scan drops
//! them. Nothing here runs on the UI thread: the app calls these from its workers.

use std::ffi::OsString;
use std::fs::File;
use std::io::{self, BufWriter, Read, Write};
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::SystemTime;

use serde::{Deserialize, Serialize};

use crate::engine::actions::rules::Mark;
use crate::report::Report;
use crate::report::json::{read_json, write_json, write_json_line};

const REPORT: &str = "report.json";
const MARKS: &str = "marks.json";
const UNDER_WAY: &str = "scan-under-way.json";

/// The version of `marks.json` and `scan-under-way.json`.
const VERSION: u32 = 1;

/// A scan interrupted this many times in a row is not started again by itself: something
/// in it may be what ends the app.
pub const MOST_RESUMES: u32 = 3;

/// Reports larger than this are refused unread: no report Doppel writes comes near it.
const REPORT_LIMIT: u64 = 4 << 30;

/// Where the results on screen come from; saved with them.
#[derive(Debug, Clone, PartialEq)]
pub struct Origin {
    /// When they were made: the scan's end, or the opened report file's modified time.
    pub made: SystemTime,
    /// The report file they were opened from (None: a scan in this app).
    pub report_file: Option<PathBuf>,
}

/// What `marks.json` holds.
#[derive(Debug, Clone, PartialEq)]
pub struct SavedMarks {
    pub origin: Origin,
    pub marks: Vec<(PathBuf, Mark)>,
}

/// A scan under way: the folder list it scans, as the settings had it.
#[derive(Debug, Clone, PartialEq)]
pub struct UnderWay {
    pub folders: Vec<PathBuf>,
    pub references: Vec<PathBuf>,
    /// How many times in a row this scan was started again after an interruption.
    pub resumes: u32,
}

/// The results of the last session, as read back.
pub struct SavedResults {
    pub report: Report,
    /// Empty when `marks.json` is missing (the report was written, the marks not yet) or
    /// damaged (then `problem` says so: the results are still shown, without marks).
    pub marks: Vec<(PathBuf, Mark)>,
    /// Without `marks.json`, a scan made when `report.json` was written.
    pub origin: Origin,
    pub problem: Option<String>,
}

/// The session folder.
#[derive(Debug, Clone, PartialEq)]
pub struct SessionDir(PathBuf);

impl SessionDir {
    pub fn new(dir: PathBuf) -> Self {
        SessionDir(dir)
    }

    /// The scan that was under way when the app last closed or crashed, if any.
    pub fn read_under_way(&self) -> Result<Option<UnderWay>, String> {
        let Some(text) = self.read_small(UNDER_WAY)? else {
            return Ok(None);
        };
        let wire: UnderWayJson = serde_json::from_str(&text)
            .map_err(|error| self.damaged(UNDER_WAY, &error.to_string()))?;
        if wire.version != VERSION {
            return Err(self.damaged(UNDER_WAY, &format!("version {}", wire.version)));
        }
        Ok(Some(UnderWay {
            folders: wire.folders.into_iter().map(PathBuf::from).collect(),
            references: wire.references.into_iter().map(PathBuf::from).collect(),
            resumes: wire.resumes,
        }))
    }

    /// The last results and their marks; `None` when there are none (a first start).
    pub fn read_results(&self) -> Result<Option<SavedResults>, String> {
        let path = self.0.join(REPORT);
        let report = match read_report(&path) {
            Ok(report) => report,
            Err(ReportError::Missing) => return Ok(None),
            Err(ReportError::Unreadable(reason)) => return Err(self.damaged(REPORT, &reason)),
        };
        let marks = self.read_small(MARKS).and_then(|text| {
            text.map(|text| parse_marks(&text).map_err(|reason| self.damaged(MARKS, &reason)))
                .transpose()
        });
        let (marks, problem) = match marks {
            Ok(marks) => (marks, None),
            Err(problem) => (None, Some(problem)),
        };
        let (marks, origin) = match marks {
            Some(saved) => (saved.marks, saved.origin),
            None => {
                let written = std::fs::metadata(&path).and_then(|m| m.modified());
                let origin = Origin {
                    made: written.unwrap_or_else(|_| SystemTime::now()),
                    report_file: None,
                };
                (Vec::new(), origin)
            }
        };
        Ok(Some(SavedResults {
            report,
            marks,
            origin,
            problem,
        }))
    }

    /// Writes the report (and then the marks, which must go with it).
    pub fn write_report(&self, report: &Report) -> Result<(), String> {
        self.write(REPORT, |out| write_json_line(report, out))
    }

    pub fn write_marks(&self, marks: &SavedMarks) -> Result<(), String> {
        let wire = MarksJson {
            version: VERSION,
            made: marks
                .origin
                .made
                .duration_since(SystemTime::UNIX_EPOCH)
                .map_or(0, |since| since.as_secs()),
            report_file: marks.origin.report_file.as_deref().map(PathJson::from),
            marks: marks
                .marks
                .iter()
                .map(|(path, mark)| MarkJson {
                    path: PathJson::from(path.as_path()),
                    mark: *mark,
                })
                .collect(),
        };
        self.write(MARKS, |out| {
            serde_json::to_writer(&mut *out, &wire)?;
            writeln!(out)
        })
    }

    /// Records that a scan is under way (or, with `None`, that none is).
    pub fn write_under_way(&self, scan: Option<&UnderWay>) -> Result<(), String> {
        let Some(scan) = scan else {
            return match std::fs::remove_file(self.0.join(UNDER_WAY)) {
                Err(error) if error.kind() != io::ErrorKind::NotFound => {
                    Err(self.cannot_write(UNDER_WAY, &error))
                }
                _ => Ok(()),
            };
        };
        let wire = UnderWayJson {
            version: VERSION,
            folders: scan.folders.iter().map(|p| p.as_path().into()).collect(),
            references: scan.references.iter().map(|p| p.as_path().into()).collect(),
            resumes: scan.resumes,
        };
        self.write(UNDER_WAY, |out| {
            serde_json::to_writer(&mut *out, &wire)?;
            writeln!(out)
        })
    }

    /// Writes `name` atomically: see the module's comment.
    fn write(
        &self,
        name: &str,
        contents: impl FnOnce(&mut dyn Write) -> io::Result<()>,
    ) -> Result<(), String> {
        std::fs::create_dir_all(&self.0).map_err(|error| self.cannot_write(name, &error))?;
        write_atomically(&self.0.join(name), contents)
            .map_err(|error| self.cannot_write(name, &error))
    }

    /// A small file's text; `None` when it does not exist.
    fn read_small(&self, name: &str) -> Result<Option<String>, String> {
        match std::fs::read_to_string(self.0.join(name)) {
            Ok(text) => Ok(Some(text)),
            Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(error) => Err(self.damaged(name, &crate::engine::describe_io_error(&error))),
        }
    }

    fn damaged(&self, name: &str, reason: &str) -> String {
        let path = self.0.join(name).display().to_string();
        match name {
            MARKS => crate::tr!("session-marks-unreadable", path = path, reason = reason),
            UNDER_WAY => crate::tr!("session-scan-unreadable", path = path, reason = reason),
            _ => crate::tr!("session-results-unreadable", path = path, reason = reason),
        }
    }

    fn cannot_write(&self, name: &str, error: &io::Error) -> String {
        format!(
            "Could not save the session in {} ({}): the results on screen are fine, but the \
             next start will not show them. Check that the folder is writable and has space.",
            self.0.join(name).display(),
            describe_write_error(error),
        )
    }
}

/// Why a report file could not be read.
pub enum ReportError {
    /// There is no such file.
    Missing,
    /// It could not be read or is not a report, in words.
    Unreadable(String),
}

/// Reads a report written by `doppel scan --format json` (or Save results…). What is not
/// a regular file, not text, or does not start as a JSON object is refused unread.
pub fn read_report(path: &Path) -> Result<Report, ReportError> {
    let unreadable = |reason: String| ReportError::Unreadable(reason);
    let mut file = File::open(path).map_err(|error| match error.kind() {
        io::ErrorKind::NotFound => ReportError::Missing,
        _ => unreadable(crate::engine::describe_io_error(&error)),
    })?;
    let metadata = file
        .metadata()
        .map_err(|error| unreadable(crate::engine::describe_io_error(&error)))?;
    if !metadata.is_file() {
        return Err(unreadable("it is not a file".to_string()));
    }
    if metadata.len() > REPORT_LIMIT {
        return Err(unreadable(
            "it is larger than any report Doppel writes (4 GiB)".to_string(),
        ));
    }
    let mut bytes = Vec::with_capacity(metadata.len() as usize);
    file.read_to_end(&mut bytes)
        .map_err(|error| unreadable(crate::engine::describe_io_error(&error)))?;
    if bytes.iter().find(|b| !b.is_ascii_whitespace()) != Some(&b'{') {
        return Err(unreadable(
            "it is not a Doppel report (a report is JSON text starting with “{”)".to_string(),
        ));
    }
    let text = String::from_utf8(bytes)
        .map_err(|_| unreadable("it is not a Doppel report (it is not UTF-8 text)".to_string()))?;
    read_json(&text).map_err(|error| unreadable(error.to_string()))
}

/// Writes the report as `doppel scan --format json` does, atomically: a file that was
/// there stays whole until the new one is complete.
pub fn write_report_file(path: &Path, report: &Report) -> Result<(), String> {
    write_atomically(path, |out| write_json(report, out))
        .map_err(|error| describe_write_error(&error))
}

/// Writes `path` through a temporary file beside it, flushed to disk, then renamed over it;
/// the folder is flushed too, so the rename survives a power cut.
fn write_atomically(
    path: &Path,
    contents: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> io::Result<()> {
    static TEMPORARY: AtomicU64 = AtomicU64::new(0);
    let folder = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    let name = path.file_name().unwrap_or(path.as_os_str());
    let mut temporary_name = OsString::from(".");
    temporary_name.push(name);
    temporary_name.push(format!(
        ".{}-{}.tmp",
        std::process::id(),
        TEMPORARY.fetch_add(1, Ordering::Relaxed)
    ));
    let temporary = folder.join(temporary_name);
    let written = (|| {
        let mut out = BufWriter::new(File::create(&temporary)?);
        contents(&mut out)?;
        let file = out.into_inner().map_err(|error| error.into_error())?;
        file.sync_all()?;
        std::fs::rename(&temporary, path)?;
        // The rename is in the folder: flush it too (a folder that cannot be opened for
        // this, on some file systems, is no reason to fail).
        if let Ok(folder) = File::open(folder) {
            let _ = folder.sync_all();
        }
        Ok(())
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    written
}

fn describe_write_error(error: &io::Error) -> String {
    match error.kind() {
        io::ErrorKind::StorageFull => "the disk is full".to_string(),
        io::ErrorKind::ReadOnlyFilesystem => "the disk is read-only".to_string(),
        io::ErrorKind::NotFound => "the folder does not exist".to_string(),
        _ => crate::engine::describe_io_error(error),
    }
}

fn parse_marks(text: &str) -> Result<SavedMarks, String> {
    let wire: MarksJson = serde_json::from_str(text).map_err(|error| error.to_string())?;
    if wire.version != VERSION {
        return Err(format!("version {}", wire.version));
    }
    Ok(SavedMarks {
        origin: Origin {
            made: SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(wire.made),
            report_file: wire.report_file.map(PathBuf::from),
        },
        marks: wire
            .marks
            .into_iter()
            .map(|m| (PathBuf::from(m.path), m.mark))
            .collect(),
    })
}

#[derive(Serialize, Deserialize)]
struct MarksJson {
    version: u32,
    /// When the results were made, in seconds since 1970.
    made: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    report_file: Option<PathJson>,
    marks: Vec<MarkJson>,
}

#[derive(Serialize, Deserialize)]
struct MarkJson {
    #[serde(flatten)]
    path: PathJson,
    mark: Mark,
}

#[derive(Serialize, Deserialize)]
struct UnderWayJson {
    version: u32,
    folders: Vec<PathJson>,
    references: Vec<PathJson>,
    #[serde(default)]
    resumes: u32,
}

/// A path as the report writes it: `path`, and `path_bytes` when it is not UTF-8, so no
/// name is lost.
#[derive(Serialize, Deserialize)]
struct PathJson {
    path: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    path_bytes: Option<Vec<u8>>,
}

impl From<&Path> for PathJson {
    fn from(path: &Path) -> Self {
        PathJson {
            path: path.to_string_lossy().into_owned(),
            path_bytes: path
                .to_str()
                .is_none()
                .then(|| path.as_os_str().as_bytes().to_vec()),
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

#[cfg(test)]
mod tests {
    use std::time::{Duration, UNIX_EPOCH};

    use super::*;
    use crate::report::{Bar, ExactGroup, FileRecord, Group, Stats};

    fn report(folder: &Path) -> Report {
        let file = |name: &str| FileRecord {
            path: folder.join(name),
            size: 3,
            modified: UNIX_EPOCH + Duration::from_secs(1_700_000_000),
            aliases: Vec::new(),
            companions: Vec::new(),
        };
        Report {
            roots: vec![folder.to_path_buf()],
            references: Vec::new(),
            against: Vec::new(),
            bar: Bar::default(),
            groups: vec![Group::Exact(ExactGroup {
                size: 3,
                hash: "00".repeat(16),
                files: vec![file("a"), file("b")],
            })],
            folders: Vec::new(),
            only_here: Vec::new(),
            skipped: Vec::new(),
            stats: Stats::default(),
            cancelled: false,
            notices: Vec::new(),
        }
    }

    fn temporary_folder(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("doppel-session-test-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn results_marks_and_the_scan_under_way_come_back_as_written() {
        let dir = temporary_folder("round-trip");
        let session = SessionDir::new(dir.join("session"));
        assert!(session.read_results().unwrap().is_none(), "a first start");
        assert_eq!(session.read_under_way().unwrap(), None);

        let report = report(Path::new("/files"));
        let odd = PathBuf::from(OsString::from_vec(b"/files/\xff".to_vec()));
        let marks = SavedMarks {
            origin: Origin {
                made: UNIX_EPOCH + Duration::from_secs(1_700_000_000),
                report_file: Some(PathBuf::from("/reports/nas.json")),
            },
            marks: vec![(PathBuf::from("/files/b"), Mark::Trash), (odd, Mark::Keep)],
        };
        session.write_report(&report).unwrap();
        session.write_marks(&marks).unwrap();
        let scan = UnderWay {
            folders: vec![PathBuf::from("/files")],
            references: Vec::new(),
            resumes: 1,
        };
        session.write_under_way(Some(&scan)).unwrap();

        let saved = session.read_results().unwrap().unwrap();
        assert_eq!(saved.report, report);
        assert_eq!((saved.marks, saved.origin), (marks.marks, marks.origin));
        assert_eq!(session.read_under_way().unwrap(), Some(scan));
        session.write_under_way(None).unwrap();
        session.write_under_way(None).unwrap();
        assert_eq!(session.read_under_way().unwrap(), None);
        let names: Vec<_> = std::fs::read_dir(dir.join("session"))
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names.len(), 2, "no temporary file is left: {names:?}");
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_damaged_session_is_refused_in_words() {
        let dir = temporary_folder("damaged");
        let session = SessionDir::new(dir.clone());
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(REPORT), "{\"version\": 2, \"roots\": [").unwrap();
        let error = session.read_results().err().unwrap();
        assert!(error.contains("could not be read"), "{error}");
        assert!(error.contains("report.json"), "{error}");

        session.write_report(&report(Path::new("/f"))).unwrap();
        std::fs::write(dir.join(MARKS), "not json").unwrap();
        let saved = session.read_results().unwrap().unwrap();
        assert_eq!(
            saved.report,
            report(Path::new("/f")),
            "the results still come back"
        );
        assert!(saved.marks.is_empty());
        assert!(saved.problem.unwrap().contains("marks of the last session"));
        std::fs::write(dir.join(UNDER_WAY), [0xff, 0]).unwrap();
        assert!(session.read_under_way().is_err());
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn what_is_not_a_report_is_refused_unread() {
        let dir = temporary_folder("not-a-report");
        std::fs::create_dir_all(&dir).unwrap();
        let refused = |bytes: &[u8]| {
            std::fs::write(dir.join("file"), bytes).unwrap();
            match read_report(&dir.join("file")) {
                Err(ReportError::Unreadable(reason)) => reason,
                _ => panic!("read {bytes:?}"),
            }
        };
        assert!(refused(b"\x89PNG\r\n").contains("not a Doppel report"));
        assert!(refused(b"{\"a\": 1}").contains("not a Doppel report"));
        let newer = br#"{"version": 9, "roots": [], "groups": [], "skipped": [],
                         "stats": {"files": 0, "bytes": 0, "seconds": 0}}"#;
        assert!(refused(newer).contains("version 9"));
        assert!(matches!(
            read_report(&dir.join("missing")),
            Err(ReportError::Missing)
        ));
        std::fs::remove_dir_all(dir).unwrap();
    }
}
