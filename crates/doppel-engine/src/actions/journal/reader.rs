//! The reader of the journals: every cleanup listed, or the one a restore asks for found,
//! each read one line at a time (a journal of a million items is never held whole) into a
//! [`Cleanup`]. A journal is input, not truth: a line that does not parse, or a record that
//! is not what Doppel writes (`items.rs`), is reported as damaged and skipped; a torn last
//! line (the process died mid-write) is ignored; a journal whose first line is lost is
//! still listed from its records.

use std::collections::HashMap;
use std::ffi::OsString;
use std::fs::{self, File};
use std::io::{self, ErrorKind};
use std::path::{Path, PathBuf};

use super::format::Record;
use super::items::{self, Damage};
use super::{Cleanup, FileState, folder};
use crate::errors::describe_io_error;

/// Every cleanup in the journal, oldest first.
pub fn list(data_dir: &Path) -> Result<Vec<Cleanup>, String> {
    let mut cleanups: Vec<Cleanup> = journal_paths(data_dir)?
        .iter()
        .filter_map(|path| read_one(path))
        .collect();
    cleanups.sort_by(|a, b| a.id.cmp(&b.id));
    Ok(cleanups)
}

/// The cleanup a restore asks for, read alone: for [`Which::Last`] the journals are read
/// newest first and the first with anything still in the trash is the one, so a restore
/// never holds more than one journal, however many there are.
///
/// With `unshare_clones`, a cleanup with clones still to give blocks of their own counts as
/// one with something to restore.
pub(crate) fn find(
    data_dir: &Path,
    which: &crate::actions::Which,
    unshare_clones: bool,
) -> Result<Cleanup, crate::actions::RestoreError> {
    use crate::actions::{RestoreError, Which};
    let mut paths = journal_paths(data_dir).map_err(RestoreError::Failed)?;
    // Newest first: an id is the time the cleanup began, so the names sort by age.
    paths.sort_by(|a, b| b.file_stem().cmp(&a.file_stem()));
    match which {
        Which::Last => {
            // The newest with something no restore has looked for in vain; failing that, the
            // newest still pending at all (its entries may be back: another disk returned).
            let mut fallback = None;
            for cleanup in paths.iter().filter_map(|path| read_one(path)) {
                if cleanup.not_yet_looked_for().next().is_some()
                    || (unshare_clones && cleanup.clones_to_unshare().next().is_some())
                {
                    return Ok(cleanup);
                }
                if fallback.is_none() && cleanup.pending().next().is_some() {
                    fallback = Some(cleanup);
                }
            }
            fallback.ok_or(RestoreError::NothingToRestore)
        }
        Which::Id(id) => paths
            .iter()
            .filter(|path| path.file_stem().is_some_and(|stem| stem == id.as_str()))
            .find_map(|path| read_one(path))
            .ok_or_else(|| RestoreError::NoSuchCleanup(id.clone())),
    }
}

/// Every journal file in the data folder, in no order.
fn journal_paths(data_dir: &Path) -> Result<Vec<PathBuf>, String> {
    let folder = folder(data_dir);
    let entries = match fs::read_dir(&folder) {
        Ok(entries) => entries,
        Err(error) if error.kind() == ErrorKind::NotFound => return Ok(Vec::new()),
        Err(error) => {
            return Err(format!(
                "the cleanup journal {} could not be read: {}",
                folder.display(),
                describe_io_error(&error)
            ));
        }
    };
    Ok(entries
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "jsonl"))
        .collect())
}

/// The journal's lines, read one at a time (a journal of a million items is never held
/// whole): each line, and whether it is the last and lacks its newline (torn by a kill);
/// or the error that stopped the reading (the last item).
fn lines_of(path: &Path) -> Option<impl Iterator<Item = io::Result<(Vec<u8>, bool)>>> {
    let mut reader = io::BufReader::with_capacity(256 * 1024, File::open(path).ok()?);
    let mut failed = false;
    Some(std::iter::from_fn(move || {
        loop {
            if failed {
                return None;
            }
            let mut line = Vec::new();
            match io::BufRead::read_until(&mut reader, b'\n', &mut line) {
                Ok(0) => return None,
                Err(error) => {
                    failed = true;
                    return Some(Err(error));
                }
                Ok(_) => {
                    let torn = line.last() != Some(&b'\n');
                    if !torn {
                        line.pop();
                    }
                    if !line.is_empty() {
                        return Some(Ok((line, torn)));
                    }
                }
            }
        }
    }))
}

/// One journal file; `None` when it holds no record of a cleanup at all.
fn read_one(path: &Path) -> Option<Cleanup> {
    let lines = lines_of(path)?;
    let mut reading = Reading {
        cleanup: Cleanup {
            id: path.file_stem()?.to_string_lossy().into_owned(),
            started: String::new(),
            files: Vec::new(),
            finished: false,
            damaged: None,
            last_written: std::fs::metadata(path).and_then(|m| m.modified()).ok(),
            journal: path.to_path_buf(),
        },
        index: HashMap::new(),
        began: false,
        any_record: false,
    };
    for (number, line) in lines.enumerate() {
        let (line, torn) = match line {
            Ok(line) => line,
            // What was read still counts; what follows could not be, and is reported.
            Err(error) => {
                reading.cleanup.damaged.get_or_insert_with(|| {
                    format!(
                        "could not be read past line {number}: {}",
                        describe_io_error(&error)
                    )
                });
                break;
            }
        };
        match serde_json::from_slice::<Record>(&line) {
            Ok(record) => reading.record(record, number),
            // The process died while writing its last record.
            Err(_) if torn => break,
            Err(error) => {
                reading.cleanup.damaged.get_or_insert_with(|| {
                    format!("line {} could not be read: {error}", number + 1)
                });
            }
        }
    }
    reading.finish()
}

/// A journal being read, record by record.
struct Reading {
    cleanup: Cleanup,
    /// Where item `n` is in `cleanup.files`, for the records that follow it.
    index: HashMap<usize, usize>,
    began: bool,
    any_record: bool,
}

impl Reading {
    /// Takes in the record read from line `number` (0-based): the cleanup's start, an item
    /// it acts on, or what became of an item; notes the first damage.
    fn record(&mut self, record: Record, number: usize) {
        self.any_record = true;
        let read = match record {
            Record::Begin { id, started, .. } => self.begin(id, started),
            Record::Shared { n } => self.set_state(n, FileState::Shared),
            Record::Copying { n, temp } => self.copying(n, PathBuf::from(temp).into_os_string()),
            Record::Copied { n } => {
                if let Some(&at) = self.index.get(&n) {
                    self.cleanup.files[at].copied = true;
                }
                Ok(())
            }
            Record::NotMoved { n } => {
                self.set_state(n, FileState::Resolved("it was never moved".to_string()))
            }
            Record::Finished { .. } => {
                self.cleanup.finished = true;
                Ok(())
            }
            Record::Restored { n } => self.set_state(n, FileState::Restored),
            Record::Resolved { n, why } => self.set_state(n, FileState::Resolved(why)),
            Record::NotFound { n, why } => self.set_state(n, FileState::NotFound(why)),
            // Written for a while by version 8, naming no item: nothing to take in.
            Record::Reserving { .. } | Record::Released { .. } => Ok(()),
            item => self.item(item),
        };
        if let Err(damage) = read {
            self.cleanup
                .damaged
                .get_or_insert_with(|| format!("line {} {damage}", number + 1));
        }
    }

    fn begin(&mut self, id: String, started: String) -> Result<(), Damage> {
        self.began = true;
        // The file's own name is the id `doppel restore` is given; a record naming another
        // is not believed.
        if id != self.cleanup.id {
            return Err("names another cleanup");
        }
        self.cleanup.started = started;
        Ok(())
    }

    fn item(&mut self, record: Record) -> Result<(), Damage> {
        let (files, index) = (&self.cleanup.files, &self.index);
        let item = items::from_record(record, |of| {
            index.get(&of).map(|&at| files[at].path.clone())
        })?;
        self.index.insert(item.n, self.cleanup.files.len());
        self.cleanup.files.push(item);
        Ok(())
    }

    /// A restore across devices is about to copy item `n` to `temp`: only a name a restore
    /// makes for this item may be removed later.
    fn copying(&mut self, n: usize, temp: OsString) -> Result<(), Damage> {
        let Some(file) = self.index.get(&n).map(|&at| &mut self.cleanup.files[at]) else {
            return Ok(());
        };
        let ours = file.path.file_name().is_some_and(|name| {
            items::is_one_name(&temp) && crate::actions::trash::is_temporary_name_for(&temp, name)
        });
        if !ours {
            return Err("names as a temporary copy something that is not one Doppel makes");
        }
        file.copying = Some(temp);
        Ok(())
    }

    fn set_state(&mut self, n: usize, state: FileState) -> Result<(), Damage> {
        if let Some(&at) = self.index.get(&n) {
            self.cleanup.files[at].state = state;
        }
        Ok(())
    }

    fn finish(mut self) -> Option<Cleanup> {
        if !self.began && self.any_record {
            // Its first line was lost (a damaged disk, an edit): what it recorded still
            // counts.
            self.cleanup.damaged.get_or_insert_with(|| {
                "its first line (the cleanup's start) is missing".to_string()
            });
        }
        self.any_record.then_some(self.cleanup)
    }
}
