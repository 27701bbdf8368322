//! [`ScanCache`]: the cache as one scan uses it. The rows under the scan's roots are loaded
//! into memory once (the stages look files up thousands of times a second and must not
//! wait on SQLite), matched with the walked files once ([`ScanCache::match_walk`]), new
//! results are collected beside them, and everything is written back in one transaction
//! when the scan ends.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use rayon::prelude::*;

use super::db::{CacheError, FingerprintCache};
use super::record::{CachedFile, DocumentMemo, Identity, InodeMap, PathMap, nanos_since_epoch};
use crate::entry::FileEntry;
use crate::hardlinks::DistinctFile;
use crate::hashing::{Prehash, SMALL_FILE_LIMIT};

/// Results for a file modified less than this before the scan began are used but not
/// remembered. A file can be rewritten within one tick of its file system's clock (a few
/// milliseconds on ext4, 1 s on some, 2 s on FAT) without its modified time changing; had
/// we read it within that tick, a cached result would describe content it no longer has.
pub(crate) const SETTLING_TIME: Duration = Duration::from_secs(2);

/// The fingerprint cache during one scan. A disabled one (no cache, or one that could not
/// be opened) answers every lookup with a miss and forgets what it is told.
///
/// Public only because [`crate::near::documents::find_near`] takes one; its methods are the
/// engine's own.
pub struct ScanCache {
    db: Option<FingerprintCache>,
    /// Rows loaded at the start, keyed by path, until they are matched with the walk.
    rows: PathMap<CachedFile>,
    /// Rows whose identity matched a walked file, by that file's device and inode.
    valid: InodeMap<CachedFile>,
    /// New or updated rows, written back at the end.
    changes: PathMap<CachedFile>,
    /// Files modified at or after this (nanoseconds since the epoch) are not remembered.
    settled_before: i64,
}

impl ScanCache {
    /// A cache that remembers nothing: every lookup misses.
    pub(crate) fn disabled() -> ScanCache {
        ScanCache {
            db: None,
            rows: PathMap::default(),
            valid: InodeMap::default(),
            changes: PathMap::default(),
            settled_before: i64::MIN,
        }
    }

    /// Opens the cache file and loads the rows for files under `roots`. Never fails: a
    /// cache that cannot be used gives a disabled `ScanCache` and a notice; a damaged one is
    /// rebuilt, with a notice.
    pub(crate) fn open(
        path: &Path,
        roots: &[PathBuf],
        scan_started: SystemTime,
    ) -> (ScanCache, Vec<String>) {
        let without = |reason: String| {
            let notice = format!("{reason}; this scan reads every file");
            (ScanCache::disabled(), vec![notice])
        };
        let (mut db, notice) = match FingerprintCache::open(path) {
            Ok(opened) => opened,
            Err(reason) => return without(reason),
        };
        let mut notices: Vec<String> = notice.into_iter().collect();
        let rows = match db.load(roots) {
            Ok(rows) => rows,
            Err(CacheError::Broken(reason)) => match db.rebuild(&reason) {
                Ok(notice) => {
                    notices.push(notice);
                    PathMap::default()
                }
                Err(reason) => return without(reason),
            },
            Err(CacheError::Failed(reason)) => {
                return without(format!(
                    "the fingerprint cache could not be read ({reason})"
                ));
            }
        };
        let settled_before = scan_started
            .checked_sub(SETTLING_TIME)
            .and_then(nanos_since_epoch)
            .unwrap_or(i64::MIN);
        let cache = ScanCache {
            db: Some(db),
            rows,
            valid: InodeMap::default(),
            changes: PathMap::default(),
            settled_before,
        };
        (cache, notices)
    }

    /// Matches the walked files with the loaded rows, which is what makes rows usable by
    /// the stages; call it once, before them. A row is used when it was stored under one of
    /// the file's paths (hard links share an inode) and its identity still matches.
    ///
    /// Returns the paths whose rows should go: files that changed, and, when the walk was
    /// `complete`, files that are gone. Rows of files the walk did not list are kept if the
    /// file is still there unchanged (it was excluded this time), which takes a `stat` each,
    /// in parallel; rows of files smaller than `min_size` are kept without one, since the
    /// walk leaves those out on purpose.
    pub(crate) fn match_walk(
        &mut self,
        files: &[DistinctFile],
        min_size: u64,
        complete: bool,
    ) -> Vec<PathBuf> {
        let mut forgotten = Vec::new();
        if self.rows.is_empty() {
            return forgotten;
        }
        self.valid.reserve(self.rows.len().min(files.len()));
        for file in files {
            let identity = Identity::of(&file.entry);
            let key = (file.entry.dev, file.entry.ino);
            for path in std::iter::once(&file.entry.path).chain(&file.aliases) {
                let Some(row) = self.rows.remove(path.as_os_str()) else {
                    continue;
                };
                if identity == Some(row.identity) {
                    // Another path of the same file may have matched already; either will do.
                    self.valid.entry(key).or_insert(row);
                } else {
                    forgotten.push(path.clone());
                }
            }
        }
        // What is left was not walked.
        let unwalked = std::mem::take(&mut self.rows);
        if complete {
            let unwalked: Vec<(OsString, CachedFile)> = unwalked
                .into_iter()
                .filter(|(_, row)| row.identity.size >= min_size)
                .collect();
            forgotten.par_extend(
                unwalked
                    .into_par_iter()
                    .filter(|(path, row)| !still_there(Path::new(path), row.identity))
                    .map(|(path, _)| PathBuf::from(path)),
            );
        }
        forgotten
    }

    /// The remembered row for `file`, if it matched the walk.
    fn valid(&self, file: &DistinctFile) -> Option<&CachedFile> {
        if self.valid.is_empty() {
            return None;
        }
        let row = self.valid.get(&(file.entry.dev, file.entry.ino))?;
        (Identity::of(&file.entry) == Some(row.identity)).then_some(row)
    }

    /// The first-pass hash of `file` ([`crate::hashing::prehash`]), if remembered.
    pub(crate) fn prehash(&self, file: &DistinctFile) -> Option<Prehash> {
        let row = self.valid(file)?;
        if file.entry.size <= SMALL_FILE_LIMIT {
            row.full_hash.map(|hash| Prehash {
                hash,
                complete: true,
            })
        } else {
            row.prehash.map(|hash| Prehash {
                hash,
                complete: false,
            })
        }
    }

    /// The whole-content hash of `file`, if remembered.
    pub(crate) fn full_hash(&self, file: &DistinctFile) -> Option<u128> {
        self.valid(file)?.full_hash
    }

    /// What the near stage made of `file` with the options `key` stands for, if
    /// remembered. Taken out rather than copied, since a fingerprint is the biggest part of
    /// a row and the near stage keeps it; the row is not written back unless it changes, and
    /// if it did, the document would only be missed next time, never wrong.
    pub(crate) fn take_document(&mut self, file: &DistinctFile, key: i64) -> Option<DocumentMemo> {
        let row = self.valid(file)?;
        if row.document_key != key {
            return None;
        }
        let key = (file.entry.dev, file.entry.ino);
        self.valid.get_mut(&key)?.document.take()
    }

    /// Remembers the first-pass hash of `file`.
    pub(crate) fn record_prehash(&mut self, file: &DistinctFile, prehash: Prehash) {
        if let Some(row) = self.change(file) {
            if prehash.complete {
                row.full_hash = Some(prehash.hash);
            } else {
                row.prehash = Some(prehash.hash);
            }
        }
    }

    /// Remembers the whole-content hash of `file`.
    pub(crate) fn record_full_hash(&mut self, file: &DistinctFile, hash: u128) {
        if let Some(row) = self.change(file) {
            row.full_hash = Some(hash);
        }
    }

    /// Remembers what the near stage made of `file` with the options `key` stands for.
    pub(crate) fn record_document(
        &mut self,
        file: &DistinctFile,
        key: i64,
        document: DocumentMemo,
    ) {
        if let Some(row) = self.change(file) {
            row.document_key = key;
            row.document = Some(document);
        }
    }

    /// The row to update for `file`: its pending change, or a copy of its valid row, or a
    /// new one. `None` when the file must not be remembered.
    fn change(&mut self, file: &DistinctFile) -> Option<&mut CachedFile> {
        self.db.as_ref()?;
        let identity = Identity::of(&file.entry)?;
        if identity.mtime_ns >= self.settled_before {
            return None;
        }
        let path = file.entry.path.as_os_str();
        if !self.changes.contains_key(path) {
            let base = self.valid(file).cloned();
            let row = base.unwrap_or_else(|| CachedFile::empty(identity));
            self.changes.insert(path.to_owned(), row);
        }
        self.changes.get_mut(path)
    }

    /// Writes the scan's results back and drops the `forgotten` rows. Returns a notice when
    /// that failed (the scan's results are unaffected; the next scan reads more).
    pub(crate) fn save(&mut self, forgotten: &[PathBuf]) -> Option<String> {
        let db = self.db.as_mut()?;
        if self.changes.is_empty() && forgotten.is_empty() {
            return None;
        }
        let changes = || self.changes.iter().map(|(p, row)| (Path::new(p), row));
        match db.store(changes(), forgotten) {
            Ok(()) => None,
            Err(CacheError::Broken(reason)) => {
                // Keep this scan's work in the fresh file; an error now is only reported.
                let notice = db.rebuild(&reason).unwrap_or_else(|e| e);
                let _ = db.store(changes(), &[]);
                Some(notice)
            }
            Err(CacheError::Failed(reason)) => Some(format!(
                "the fingerprint cache could not be updated ({reason}); the next scan reads \
                 new and changed files again"
            )),
        }
    }
}

/// True unless `path` is gone or is now a different or changed file. When we cannot tell
/// (a folder we may not enter), the row is kept.
fn still_there(path: &Path, identity: Identity) -> bool {
    match std::fs::metadata(path) {
        Ok(metadata) => {
            metadata.is_file()
                && Identity::of(&FileEntry::new(path.to_path_buf(), &metadata)) == Some(identity)
        }
        Err(e) => !matches!(
            e.kind(),
            std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory
        ),
    }
}
