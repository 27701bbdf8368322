//! The writer of a cleanup's journal: a new journal begun with its folder entry flushed,
//! records appended to it, and the restore's records appended to an old one. Records are written in batches: [`JournalWriter::stage`] adds one, and
//! [`JournalWriter::sync`] makes every staged record durable with one flush — the cleanup
//! syncs a batch before any file of that batch moves.

use std::fs::{self, File, OpenOptions};
use std::io::{self, ErrorKind, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use super::format::{
    ClonedFileJson, LinkedFileJson, ManifestFileJson, Record, VERSION, WRITE_AT, folders_json,
};
use super::{Cleanup, Identity, JournalError, folder};
use crate::actions::content::{self, ContentHash};
use crate::actions::tree::Manifest;
use crate::report::IoProblem;
use crate::report::json::PathJson;

/// An open journal file, appended to one flushed record at a time.
pub(crate) struct JournalWriter {
    file: File,
    path: PathBuf,
    pub(crate) id: String,
    next: usize,
    /// Records staged and not yet written.
    staged: Vec<u8>,
    /// A write that failed (a full disk) may have left part of a line: nothing written
    /// after it would be read, so every later write and sync fails with the same error.
    failed: Option<JournalError>,
}

impl JournalWriter {
    /// Starts the journal of a new cleanup, flushed to disk with its folder entry: no
    /// journal, no cleanup.
    pub(crate) fn begin(data_dir: &Path) -> Result<JournalWriter, JournalError> {
        let folder = folder(data_dir);
        let failed = |error: io::Error| JournalError::NotStarted {
            folder: folder.clone(),
            problem: IoProblem::of(&error),
        };
        fs::create_dir_all(&folder).map_err(failed)?;
        let stamp = id_stamp(SystemTime::now());
        let mut attempt = 1;
        let (file, id, path) = loop {
            let id = if attempt == 1 {
                stamp.clone()
            } else {
                format!("{stamp}-{attempt}")
            };
            let path = folder.join(format!("{id}.jsonl"));
            match OpenOptions::new().append(true).create_new(true).open(&path) {
                Ok(file) => break (file, id, path),
                Err(error) if error.kind() == ErrorKind::AlreadyExists && attempt < 1000 => {
                    attempt += 1;
                }
                Err(error) => return Err(failed(error)),
            }
        };
        let mut writer = JournalWriter {
            file,
            path,
            id: id.clone(),
            next: 0,
            staged: Vec::new(),
            failed: None,
        };
        writer.append(&Record::Begin {
            id,
            started: crate::format::rfc3339(SystemTime::now()),
            version: VERSION,
        })?;
        File::open(&folder)
            .and_then(|dir| dir.sync_all())
            .map_err(failed)?;
        Ok(writer)
    }

    /// Reopens a cleanup's journal to record what a restore did.
    pub(crate) fn reopen(cleanup: &Cleanup) -> Result<JournalWriter, JournalError> {
        let failed = |error: io::Error| JournalError::NotUpdated {
            path: cleanup.journal.clone(),
            problem: IoProblem::of(&error),
        };
        let mut file = OpenOptions::new()
            .read(true)
            .append(true)
            .open(&cleanup.journal)
            .map_err(failed)?;
        // A torn last line (the writer died mid-record) must not swallow the next record.
        let length = file.seek(SeekFrom::End(0)).map_err(failed)?;
        if length > 0 {
            let mut last = [0u8; 1];
            file.seek(SeekFrom::Start(length - 1)).map_err(failed)?;
            file.read_exact(&mut last).map_err(failed)?;
            if last[0] != b'\n' {
                file.write_all(b"\n").map_err(failed)?;
            }
        }
        Ok(JournalWriter {
            file,
            path: cleanup.journal.clone(),
            id: cleanup.id.clone(),
            next: cleanup.files.iter().map(|f| f.n + 1).max().unwrap_or(0),
            staged: Vec::new(),
            failed: None,
        })
    }

    /// Stages the record that `path` is about to become `entry` in `trash`; the file's
    /// number in this cleanup. Durable only after [`Self::sync`].
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn trashing(
        &mut self,
        path: &Path,
        size: u64,
        mtime_ns: i128,
        hash: ContentHash,
        trash: &Path,
        entry: &std::ffi::OsStr,
        identity: &Identity,
    ) -> Result<usize, JournalError> {
        let n = self.next;
        self.stage(&Record::Trashing {
            n,
            file: PathJson::from(path),
            size,
            mtime_ns: mtime_ns as i64,
            hash: content::to_hex(hash),
            trash: PathJson::from(trash),
            entry: PathJson::from(Path::new(entry)),
            identity: Some(identity.to_json()),
        })?;
        self.next += 1;
        Ok(n)
    }

    /// Stages the record that `path`, a companion of item `of` (a photo's RAW, Live Photo
    /// video or sidecar), is about to become `entry` in `trash` with it; its number.
    /// Durable only after [`Self::sync`].
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn trashing_companion(
        &mut self,
        of: usize,
        path: &Path,
        size: u64,
        mtime_ns: i128,
        hash: ContentHash,
        trash: &Path,
        entry: &std::ffi::OsStr,
        identity: &Identity,
    ) -> Result<usize, JournalError> {
        let n = self.next;
        self.stage(&Record::TrashingCompanion {
            n,
            of,
            file: PathJson::from(path),
            size,
            mtime_ns: mtime_ns as i64,
            hash: content::to_hex(hash),
            trash: PathJson::from(trash),
            entry: PathJson::from(Path::new(entry)),
            identity: identity.to_json(),
        })?;
        self.next += 1;
        Ok(n)
    }

    /// Stages the record that the folder at `path` (device `dev`, inode `ino`), holding
    /// what `manifest` lists, is about to become `entry` in `trash`; its number. Durable
    /// only after [`Self::sync`].
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn trashing_folder(
        &mut self,
        path: &Path,
        (dev, ino): (u64, u64),
        manifest: &Manifest,
        trash: &Path,
        entry: &std::ffi::OsStr,
        identity: &Identity,
    ) -> Result<usize, JournalError> {
        let n = self.next;
        self.stage(&Record::TrashingFolder {
            n,
            folder: PathJson::from(path),
            dev,
            ino,
            size: manifest.bytes(),
            trash: PathJson::from(trash),
            entry: PathJson::from(Path::new(entry)),
            folders: folders_json(manifest),
            files: manifest.files.iter().map(ManifestFileJson::of).collect(),
            identity: Some(identity.to_json()),
        })?;
        self.next += 1;
        Ok(n)
    }

    /// Stages the record that `path` is about to be replaced by a hard link to the kept copy
    /// `kept` (`kept_id`: its device and inode), first made under `temp` beside it, its
    /// original keeping the name `entry` in `trash`; its number. Durable only after
    /// [`Self::sync`].
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn linking(
        &mut self,
        path: &Path,
        size: u64,
        mtime_ns: i128,
        hash: ContentHash,
        trash: &Path,
        entry: &std::ffi::OsStr,
        identity: &Identity,
        (kept, kept_id, kept_btime_ns): (&Path, (u64, u64), Option<i128>),
        temp: &std::ffi::OsStr,
    ) -> Result<usize, JournalError> {
        let n = self.next;
        self.stage(&Record::Linking {
            n,
            file: PathJson::from(path),
            size,
            mtime_ns: mtime_ns as i64,
            hash: content::to_hex(hash),
            trash: PathJson::from(trash),
            entry: PathJson::from(Path::new(entry)),
            identity: identity.to_json(),
            kept: PathJson::from(kept),
            kept_dev: kept_id.0,
            kept_ino: kept_id.1,
            kept_btime_ns: kept_btime_ns.map(|t| t as i64),
            temp: PathJson::from(Path::new(temp)),
        })?;
        self.next += 1;
        Ok(n)
    }

    /// Stages the record that `path` (checked as `(dev, ino, btime_ns)`) is about to become a
    /// clone of the kept copy `kept` (`kept_id`: its device and inode); its number. Durable
    /// only after [`Self::sync`].
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn cloning(
        &mut self,
        path: &Path,
        size: u64,
        mtime_ns: i128,
        hash: ContentHash,
        (dev, ino, btime_ns): (u64, u64, Option<i128>),
        (kept, kept_id): (&Path, (u64, u64)),
    ) -> Result<usize, JournalError> {
        let n = self.next;
        self.stage(&Record::Cloning {
            n,
            file: PathJson::from(path),
            size,
            mtime_ns: mtime_ns as i64,
            hash: content::to_hex(hash),
            dev,
            ino,
            btime_ns: btime_ns.map(|t| t as i64),
            kept: PathJson::from(kept),
            kept_dev: kept_id.0,
            kept_ino: kept_id.1,
        })?;
        self.next += 1;
        Ok(n)
    }

    /// Stages the record that every file of the checked `folder` at `path` is about to
    /// become a clone of its copy in the kept folder; its number. Durable only after
    /// [`Self::sync`].
    pub(in crate::actions) fn cloning_folder(
        &mut self,
        path: &Path,
        folder: &crate::actions::folder_checks::CheckedFolder,
    ) -> Result<usize, JournalError> {
        let n = self.next;
        let (kept_dev, kept_ino) = folder.kept.id();
        let manifest = &folder.manifest;
        self.stage(&Record::CloningFolder {
            n,
            folder: PathJson::from(path),
            dev: folder.stat.dev,
            ino: folder.stat.ino,
            size: manifest.bytes(),
            kept: PathJson::from(folder.kept.path.as_path()),
            kept_dev,
            kept_ino,
            folders: folders_json(manifest),
            files: manifest
                .files
                .iter()
                .map(|file| ClonedFileJson {
                    file: ManifestFileJson::of(file),
                    ino: folder.tree.files.get(&file.path).map_or(0, |stat| stat.ino),
                })
                .collect(),
        })?;
        self.next += 1;
        Ok(n)
    }

    /// Stages the record that every file of the checked `folder` at `path` is about to be
    /// replaced by a hard link to its copy in the kept folder, each first made as `temp` in
    /// the file's own folder, the originals keeping second names in the mirror `entry`
    /// reserved in `trash`; its number. Durable only after [`Self::sync`].
    pub(in crate::actions) fn linking_folder(
        &mut self,
        path: &Path,
        folder: &crate::actions::folder_checks::CheckedFolder,
        (trash, entry): (&Path, &std::ffi::OsStr),
        identity: &Identity,
        temp: &std::ffi::OsStr,
    ) -> Result<usize, JournalError> {
        let n = self.next;
        let (kept_dev, kept_ino) = folder.kept.id();
        let manifest = &folder.manifest;
        let mut files = Vec::with_capacity(manifest.files.len());
        for (i, file) in manifest.files.iter().enumerate() {
            let (Some(stat), Some((copy, copy_stat))) =
                (folder.tree.files.get(&file.path), folder.kept.copy(i))
            else {
                return Err(JournalError::Bug(format!(
                    "{} was not checked as its folder was",
                    file.path.display()
                )));
            };
            files.push(LinkedFileJson {
                file: ManifestFileJson::of(file),
                ino: stat.ino,
                btime_ns: stat.btime_ns.map(|t| t as i64),
                kept: PathJson::from(copy.as_path()),
                kept_ino: copy_stat.ino,
                kept_btime_ns: copy_stat.btime_ns.map(|t| t as i64),
            });
        }
        self.stage(&Record::LinkingFolder {
            n,
            folder: PathJson::from(path),
            dev: folder.stat.dev,
            ino: folder.stat.ino,
            size: manifest.bytes(),
            trash: PathJson::from(trash),
            entry: PathJson::from(Path::new(entry)),
            identity: identity.to_json(),
            kept: PathJson::from(folder.kept.path.as_path()),
            kept_dev,
            kept_ino,
            temp: PathJson::from(Path::new(temp)),
            folders: folders_json(manifest),
            files,
        })?;
        self.next += 1;
        Ok(n)
    }

    /// Records that a restore found clone `n` needs nothing put back.
    pub(crate) fn shared(&mut self, n: usize) -> Result<(), JournalError> {
        self.stage(&Record::Shared { n })
    }

    /// Records, durably, that a restore is about to make the temporary copy `temp` for
    /// item `n`: a later restore may then remove a leftover of that name as its own.
    pub(crate) fn copying(&mut self, n: usize, temp: &std::ffi::OsStr) -> Result<(), JournalError> {
        self.stage(&Record::Copying {
            n,
            temp: PathJson::from(Path::new(temp)),
        })?;
        self.sync()
    }

    /// Records, durably, that item `n`'s copy stands in place: what stays in the trash is
    /// the second half of the move.
    pub(crate) fn copied(&mut self, n: usize) -> Result<(), JournalError> {
        self.stage(&Record::Copied { n })?;
        self.sync()
    }

    pub(crate) fn not_moved(&mut self, n: usize) -> Result<(), JournalError> {
        self.stage(&Record::NotMoved { n })
    }

    /// The journal's device and the bytes it takes on the disk (its blocks), once written.
    pub(crate) fn footprint(&self) -> Option<(u64, u64)> {
        use std::os::unix::fs::MetadataExt;
        let metadata = self.file.metadata().ok()?;
        Some((metadata.dev(), metadata.blocks().saturating_mul(512)))
    }

    pub(crate) fn finished(&mut self) -> Result<(), JournalError> {
        self.append(&Record::Finished {
            at: crate::format::rfc3339(SystemTime::now()),
        })
    }

    pub(crate) fn restored(&mut self, n: usize) -> Result<(), JournalError> {
        self.stage(&Record::Restored { n })
    }

    /// Stages that a restore did not find item `n`'s trash entry, and why: it stays pending.
    pub(crate) fn not_found(&mut self, n: usize, why: &str) -> Result<(), JournalError> {
        self.stage(&Record::NotFound {
            n,
            why: why.to_string(),
        })
    }

    pub(crate) fn resolved(&mut self, n: usize, why: &str) -> Result<(), JournalError> {
        self.stage(&Record::Resolved {
            n,
            why: why.to_string(),
        })
    }

    /// Writes every staged record and flushes the journal to the disk: what must be done
    /// before any file of a batch moves.
    pub(crate) fn sync(&mut self) -> Result<(), JournalError> {
        self.write_staged()?;
        let synced = self.file.sync_data();
        synced.map_err(|error| self.broken(&error))
    }

    fn write_staged(&mut self) -> Result<(), JournalError> {
        if let Some(failed) = &self.failed {
            return Err(failed.clone());
        }
        if self.staged.is_empty() {
            return Ok(());
        }
        let written = self.file.write_all(&self.staged);
        self.staged.clear();
        written.map_err(|error| self.broken(&error))
    }

    /// The error of a write that failed, kept: the journal may end in part of a line now.
    fn broken(&mut self, error: &io::Error) -> JournalError {
        let failed = self.cannot_write(error);
        self.failed = Some(failed.clone());
        failed
    }

    /// One line, written now and flushed to the disk before returning.
    fn append(&mut self, record: &Record) -> Result<(), JournalError> {
        self.stage(record)?;
        self.sync()
    }

    /// One line, staged: durable at the next [`Self::sync`]. Outcomes a lost write cannot
    /// harm (`not_moved`, `restored`, `resolved`: a restore recognises an item already back
    /// in place, or never moved) are only staged; syncing each would double the time of a
    /// large restore.
    fn stage(&mut self, record: &Record) -> Result<(), JournalError> {
        serde_json::to_writer(&mut self.staged, record)
            .map_err(|error| JournalError::Bug(error.to_string()))?;
        self.staged.push(b'\n');
        if self.staged.len() >= WRITE_AT {
            self.write_staged()?;
        }
        Ok(())
    }

    fn cannot_write(&self, error: &io::Error) -> JournalError {
        JournalError::NotWritten {
            path: self.path.clone(),
            problem: IoProblem::of(error),
        }
    }
}

impl Drop for JournalWriter {
    /// Lazily recorded outcomes still staged are written (not flushed) on the way out.
    fn drop(&mut self) {
        let _ = self.write_staged();
    }
}

/// `20261122-225001`: sorts in time order, reads as a date, types easily.
fn id_stamp(time: SystemTime) -> String {
    let text = crate::format::rfc3339(time); // 2026-11-22T22:50:01Z
    text.chars()
        .filter(|c| c.is_ascii_digit() || *c == 'T')
        .map(|c| if c == 'T' { '-' } else { c })
        .collect()
}
