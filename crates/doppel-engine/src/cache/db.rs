//! [`FingerprintCache`]: the SQLite file itself. Opening (making a new cache, or rebuilding
//! a damaged one of ours), loading the rows under a scan's roots in one query, writing a
//! scan's changes in one transaction, and the file's size and removal for the settings.
//! A file at the path that Doppel did not make (see [`super::ownership`]) is never opened,
//! moved or removed; which files are moved or removed, and how, is [`super::files`].
//!
//! Schema (version [`SCHEMA_VERSION`] in `PRAGMA user_version`, [`APPLICATION_ID`] in
//! `PRAGMA application_id`), one row per file path:
//!
//! ```sql
//! CREATE TABLE files (
//!     path         BLOB PRIMARY KEY NOT NULL, -- the path's bytes (names need not be UTF-8)
//!     dev          INTEGER NOT NULL,          -- identity: all four must match for reuse
//!     ino          INTEGER NOT NULL,
//!     size         INTEGER NOT NULL,
//!     mtime_ns     INTEGER NOT NULL,          -- nanoseconds since the Unix epoch
//!     prehash      BLOB,                      -- 16 bytes: XXH3-128 of head and tail
//!     full_hash    BLOB,                      -- 16 bytes: XXH3-128 of the whole content
//!     document_key INTEGER NOT NULL,          -- near options the next columns were made with
//!     doc_status   INTEGER,                   -- NULL unknown, 0 fingerprint, 1 not text, 2 too short
//!     shingles     INTEGER,                   -- shingle count; distinct count when too short
//!     simhash      INTEGER,
//!     sketch       BLOB                       -- 128 little-endian u32 MinHash bins
//! ) WITHOUT ROWID;
//! ```
//!
//! Rows are stored in path order (`WITHOUT ROWID`), so the rows under a folder are one
//! sequential range, read through a memory map.

use std::ffi::{OsStr, OsString};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, ErrorCode, OpenFlags, OptionalExtension, Row, params};

use super::files;
use super::ownership::{self, Unusable};
use super::record::{CachedFile, DocumentMemo, Identity, PathMap, status};
use crate::near::fingerprint::{Fingerprint, TooShort};
use crate::near::minhash::{SKETCH_SIZE, Sketch};

/// Bumped whenever the table's layout or the meaning of a column changes; a cache with
/// another version is moved aside and rebuilt.
pub const SCHEMA_VERSION: i32 = 1;

/// "Dopp": marks the file as Doppel's, so an unrelated file at the path is never used,
/// moved or removed. It is in the header from the moment the file appears at the path.
pub const APPLICATION_ID: i32 = 0x446f_7070;

/// How long to wait for another Doppel (the app while the command line runs) that is
/// writing to the same cache.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Bigger pages than SQLite's 4 KiB: a row with a fingerprint is about 650 bytes, and loads
/// read whole ranges of rows.
const PAGE_SIZE: i64 = 16 * 1024;

/// Loads read the file through a memory map of up to this size rather than copying pages.
const MMAP_SIZE: i64 = 1024 * 1024 * 1024;

/// The WAL is truncated back to this after a checkpoint, so a first scan's big write does
/// not leave a file as large as the cache itself beside it.
const WAL_SIZE_LIMIT: i64 = 4 * 1024 * 1024;

/// How SQLite opens cache files: only a file that is already there (it never creates one
/// at a path: see [`files::install_new`]), never through a symbolic link, and the name is
/// never read as a `file:` URI.
const EXISTING_FILE: OpenFlags = OpenFlags::SQLITE_OPEN_READ_WRITE
    .union(OpenFlags::SQLITE_OPEN_NO_MUTEX)
    .union(OpenFlags::SQLITE_OPEN_NOFOLLOW);

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS files (
    path         BLOB PRIMARY KEY NOT NULL,
    dev          INTEGER NOT NULL,
    ino          INTEGER NOT NULL,
    size         INTEGER NOT NULL,
    mtime_ns     INTEGER NOT NULL,
    prehash      BLOB,
    full_hash    BLOB,
    document_key INTEGER NOT NULL,
    doc_status   INTEGER,
    shingles     INTEGER,
    simhash      INTEGER,
    sketch       BLOB
) WITHOUT ROWID;";

const COLUMNS: &str = "path, dev, ino, size, mtime_ns, prehash, full_hash, document_key, \
                       doc_status, shingles, simhash, sketch";

/// An open fingerprint cache. `Send`, so a scan can open it on a helper thread while the
/// walk runs; not shared between threads (the stages work on a loaded copy of the rows).
pub struct FingerprintCache {
    connection: Connection,
    path: PathBuf,
}

/// Why a cache operation failed.
#[derive(Debug)]
pub enum CacheError {
    /// The file is Doppel's but damaged, or made by another version: move it aside and
    /// start over.
    Broken(String),
    /// Anything else (permissions, a full disk, another process holding a lock): the file
    /// may be fine, so it is left alone.
    Failed(String),
}

impl std::fmt::Display for CacheError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CacheError::Broken(reason) | CacheError::Failed(reason) => f.write_str(reason),
        }
    }
}

impl From<rusqlite::Error> for CacheError {
    fn from(error: rusqlite::Error) -> Self {
        match error.sqlite_error_code() {
            Some(ErrorCode::DatabaseCorrupt | ErrorCode::NotADatabase) => {
                CacheError::Broken(describe(&error))
            }
            _ => CacheError::Failed(describe(&error)),
        }
    }
}

/// SQLite's messages are terse but readable ("file is not a database", "database is
/// locked"); the error code names are not, so prefer the message.
fn describe(error: &rusqlite::Error) -> String {
    match error {
        rusqlite::Error::SqliteFailure(_, Some(message)) => message.clone(),
        other => other.to_string(),
    }
}

impl FingerprintCache {
    /// Where the cache lives unless the user chooses: the user's cache folder
    /// (`~/.cache/doppel/fingerprints.sqlite3` on Linux). `None` when there is no home.
    pub fn default_path() -> Option<PathBuf> {
        directories::ProjectDirs::from("io.github", "doppel", "Doppel")
            .map(|dirs| dirs.cache_dir().join("fingerprints.sqlite3"))
    }

    /// Opens the cache at `path`, creating it (and its folder) if nothing is there. A
    /// damaged cache, or one made by another version of Doppel, is moved aside to
    /// `<name>.broken-<unix time>` and replaced by an empty cache; the notice says so. `Err`
    /// means the cache cannot be used at all (a file that is not Doppel's, a folder that
    /// cannot be created, a file that cannot be opened): the caller scans without it.
    pub fn open(path: &Path) -> Result<(FingerprintCache, Option<String>), String> {
        ownership::check(path).map_err(|unusable| unusable.to_string())?;
        if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(folder).map_err(|e| {
                format!(
                    "the fingerprint cache folder {} could not be created: {e}",
                    folder.display()
                )
            })?;
        }
        match Self::open_or_create(path) {
            Ok(cache) => Ok((cache, None)),
            Err(CacheError::Broken(reason)) => {
                let aside = files::move_aside(path)?;
                let cache = Self::open_or_create(path).map_err(|e| cannot_open(path, &e))?;
                Ok((cache, Some(rebuilt_notice(&reason, &aside))))
            }
            Err(error) => Err(cannot_open(path, &error)),
        }
    }

    /// Whether the file at `path` may be used as a cache: `Ok(true)` when it is Doppel's,
    /// `Ok(false)` when nothing is there yet. For front ends that refuse to start a scan
    /// with someone else's file at the cache path.
    pub fn check(path: &Path) -> Result<bool, Unusable> {
        ownership::check(path)
    }

    /// Moves the damaged file aside and starts an empty one in its place; used when damage
    /// shows only once rows are read or written. Returns the notice for the user.
    pub(crate) fn rebuild(&mut self, reason: &str) -> Result<String, String> {
        // Close our connection first: its WAL must not be replayed into the new file.
        let closed = Connection::open_in_memory().map_err(|e| describe(&e))?;
        drop(std::mem::replace(&mut self.connection, closed));
        let aside = files::move_aside(&self.path)?;
        *self = Self::open_or_create(&self.path).map_err(|e| cannot_open(&self.path, &e))?;
        Ok(rebuilt_notice(reason, &aside))
    }

    /// Opens the cache at `path` if it is ours, or makes a new one if nothing is there.
    fn open_or_create(path: &Path) -> Result<FingerprintCache, CacheError> {
        let unusable = |e: Unusable| CacheError::Failed(e.to_string());
        if !ownership::check(path).map_err(unusable)? {
            files::install_new(path, create).map_err(CacheError::Failed)?;
            // Another Doppel may have put its cache there first; whatever is there now
            // must be ours too.
            if !ownership::check(path).map_err(unusable)? {
                return Err(CacheError::Failed("it vanished as it was made".to_string()));
            }
        }
        Self::open_checked(path)
    }

    /// Opens the cache at `path`, which must already be there: SQLite may neither create
    /// a file nor follow a link in its place.
    fn open_checked(path: &Path) -> Result<FingerprintCache, CacheError> {
        let connection = Connection::open_with_flags(path, EXISTING_FILE)?;
        connection.busy_timeout(BUSY_TIMEOUT)?;
        // The first statement reads the header: a damaged one fails here.
        let application_id: i32 =
            connection.pragma_query_value(None, "application_id", |r| r.get(0))?;
        if application_id != APPLICATION_ID {
            // The header said otherwise a moment ago: someone else's file took its place.
            return Err(CacheError::Failed(
                "the file was replaced by one that is not a Doppel cache".to_string(),
            ));
        }
        let version: i32 = connection.pragma_query_value(None, "user_version", |r| r.get(0))?;
        if version != SCHEMA_VERSION {
            return Err(CacheError::Broken(format!(
                "it was made by another version of Doppel (cache format {version}, this \
                 Doppel uses {SCHEMA_VERSION})"
            )));
        }
        check_columns(&connection)?;
        connection.pragma_update(None, "journal_mode", "WAL")?;
        connection.pragma_update(None, "mmap_size", MMAP_SIZE)?;
        connection.pragma_update(None, "synchronous", "NORMAL")?;
        connection.pragma_update(None, "journal_size_limit", WAL_SIZE_LIMIT)?;
        Ok(FingerprintCache {
            connection,
            path: path.to_path_buf(),
        })
    }

    /// Every row for a file at or below one of `roots` (absolute paths), keyed by path, in
    /// two range queries per root. Rows that do not decode (a short blob, a missing value)
    /// are left out: they are misses, and get overwritten.
    pub(crate) fn load(&self, roots: &[PathBuf]) -> Result<PathMap<CachedFile>, CacheError> {
        let mut exactly = self
            .connection
            .prepare(&format!("SELECT {COLUMNS} FROM files WHERE path = ?1"))?;
        let mut below = self.connection.prepare(&format!(
            "SELECT {COLUMNS} FROM files WHERE path >= ?1 AND path < ?2"
        ))?;
        let mut rows = PathMap::default();
        for root in roots {
            let (from, to) = subtree_range(root);
            let mut query = exactly.query([root.as_os_str().as_bytes()])?;
            while let Some(row) = query.next()? {
                rows.extend(decode_leniently(row)?);
            }
            let mut query = below.query(params![from, to])?;
            while let Some(row) = query.next()? {
                rows.extend(decode_leniently(row)?);
            }
        }
        Ok(rows)
    }

    /// Writes one scan's work in a single transaction: first drops `forgotten` rows (files
    /// that are gone or changed), then writes every changed row whole, in path order so
    /// that the table's pages fill in sequence rather than split all over.
    pub(crate) fn store<'a>(
        &mut self,
        changed: impl IntoIterator<Item = (&'a Path, &'a CachedFile)>,
        forgotten: &[PathBuf],
    ) -> Result<(), CacheError> {
        let transaction = self.connection.transaction()?;
        {
            let mut delete = transaction.prepare("DELETE FROM files WHERE path = ?1")?;
            for path in forgotten {
                delete.execute([path.as_os_str().as_bytes()])?;
            }
            let mut insert = transaction.prepare(&format!(
                "INSERT OR REPLACE INTO files ({COLUMNS}) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)"
            ))?;
            let mut changed: Vec<(&Path, &CachedFile)> = changed.into_iter().collect();
            changed.sort_unstable_by(|a, b| {
                a.0.as_os_str().as_bytes().cmp(b.0.as_os_str().as_bytes())
            });
            for (path, file) in changed {
                let id = file.identity;
                let (doc_status, shingles, simhash, sketch) = encode_document(file);
                insert.execute(params![
                    path.as_os_str().as_bytes(),
                    id.dev as i64,
                    id.ino as i64,
                    id.size as i64,
                    id.mtime_ns,
                    file.prehash.map(u128::to_le_bytes),
                    file.full_hash.map(u128::to_le_bytes),
                    file.document_key,
                    doc_status,
                    shingles,
                    simhash,
                    sketch,
                ])?;
            }
        }
        transaction.commit()?;
        Ok(())
    }

    /// Rows in the whole cache (all roots), for tests and diagnostics.
    pub fn row_count(&self) -> Result<u64, CacheError> {
        let count: i64 = self
            .connection
            .query_row("SELECT count(*) FROM files", [], |r| r.get(0))?;
        Ok(count.max(0) as u64)
    }

    /// The row for one path, whatever its validity, for tests and diagnostics.
    pub fn row(&self, path: &Path) -> Result<Option<CachedFile>, CacheError> {
        let row = self
            .connection
            .query_row(
                &format!("SELECT {COLUMNS} FROM files WHERE path = ?1"),
                [path.as_os_str().as_bytes()],
                |row| Ok(decode_leniently(row)),
            )
            .optional()?;
        Ok(row.transpose()?.flatten().map(|(_, file)| file))
    }

    /// Bytes the cache takes on disk: the database, its WAL and shared-memory files, and
    /// damaged copies kept aside, counting only files that are Doppel's.
    pub fn size_on_disk(path: &Path) -> u64 {
        files::size_on_disk(path)
    }

    /// Removes the cache and every file that belongs to it (they hold only what can be
    /// computed again), but nothing that is not Doppel's: such files are named in the
    /// error and left as they are. A scan running at the same time keeps its already-open
    /// file, and what it writes is lost with it.
    pub fn clear(path: &Path) -> Result<(), String> {
        files::clear(path)
    }
}

/// Fills the new, empty file at `path` with an empty cache, in rollback-journal mode so
/// that nothing is left beside it once it is closed; [`files::install_new`] then puts it
/// in place.
fn create(path: &Path) -> Result<(), String> {
    let failed = |e: rusqlite::Error| {
        format!(
            "a new fingerprint cache could not be written to {}: {}",
            path.display(),
            describe(&e)
        )
    };
    let connection = Connection::open_with_flags(path, EXISTING_FILE).map_err(failed)?;
    connection
        .pragma_update(None, "page_size", PAGE_SIZE)
        .map_err(failed)?;
    connection
        .execute_batch(&format!(
            "BEGIN; {SCHEMA} PRAGMA application_id = {APPLICATION_ID}; \
             PRAGMA user_version = {SCHEMA_VERSION}; COMMIT;"
        ))
        .map_err(failed)?;
    connection.close().map_err(|(_, e)| failed(e))
}

/// A cache of ours whose table does not have the columns this version reads and writes is
/// damaged: every query would fail.
fn check_columns(connection: &Connection) -> Result<(), CacheError> {
    let columns: Option<String> = connection.query_row(
        "SELECT group_concat(name, ', ') FROM (SELECT name FROM pragma_table_info('files') \
         ORDER BY cid)",
        [],
        |r| r.get(0),
    )?;
    if columns.as_deref() == Some(COLUMNS) {
        Ok(())
    } else {
        Err(CacheError::Broken(
            "its table is not the one this version of Doppel uses".to_string(),
        ))
    }
}

fn cannot_open(path: &Path, error: &CacheError) -> String {
    format!(
        "the fingerprint cache {} could not be opened: {error}",
        path.display()
    )
}

fn rebuilt_notice(reason: &str, aside: &Path) -> String {
    format!(
        "the fingerprint cache could not be used ({reason}), so it has been rebuilt; the old \
         file was kept as {}",
        aside.display()
    )
}

/// Blob bounds selecting the paths strictly below `root`: from `root/` up to `root0`
/// (`'0'` is the byte after `'/'`), compared bytewise as SQLite compares blobs.
fn subtree_range(root: &Path) -> (Vec<u8>, Vec<u8>) {
    let mut below = root.as_os_str().as_bytes().to_vec();
    if below.last() != Some(&b'/') {
        below.push(b'/');
    }
    let mut above = below.clone();
    if let Some(last) = above.last_mut() {
        *last = b'0';
    }
    (below, above)
}

/// One row, or `None` when its values are not what we wrote (wrong types, sizes or codes):
/// such a row is a miss, not a reason to give up on the whole cache.
fn decode_leniently(row: &Row<'_>) -> rusqlite::Result<Option<(OsString, CachedFile)>> {
    match decode(row) {
        Err(
            rusqlite::Error::InvalidColumnType(..)
            | rusqlite::Error::FromSqlConversionFailure(..)
            | rusqlite::Error::IntegralValueOutOfRange(..),
        ) => Ok(None),
        other => other,
    }
}

fn decode(row: &Row<'_>) -> rusqlite::Result<Option<(OsString, CachedFile)>> {
    let path = OsStr::from_bytes(row.get_ref(0)?.as_blob()?).to_owned();
    let identity = Identity {
        dev: row.get::<_, i64>(1)? as u64,
        ino: row.get::<_, i64>(2)? as u64,
        size: row.get::<_, i64>(3)? as u64,
        mtime_ns: row.get(4)?,
    };
    let hash = |index: usize| -> rusqlite::Result<Option<u128>> {
        let bytes: Option<Vec<u8>> = row.get(index)?;
        Ok(bytes
            .and_then(|b| <[u8; 16]>::try_from(b.as_slice()).ok())
            .map(u128::from_le_bytes))
    };
    let document = match row.get::<_, Option<i64>>(8)? {
        None => None,
        Some(status::NOT_TEXT) => Some(DocumentMemo::NotText),
        Some(status::TOO_SHORT) => {
            let shingles: Option<i64> = row.get(9)?;
            shingles
                .and_then(|s| usize::try_from(s).ok())
                .map(|shingles| DocumentMemo::TooShort(TooShort { shingles }))
        }
        Some(status::FINGERPRINT) => decode_fingerprint(row)?.map(DocumentMemo::Fingerprint),
        Some(_) => None,
    };
    Ok(Some((
        path,
        CachedFile {
            identity,
            prehash: hash(5)?,
            full_hash: hash(6)?,
            document_key: row.get(7)?,
            document,
        },
    )))
}

fn decode_fingerprint(row: &Row<'_>) -> rusqlite::Result<Option<Fingerprint>> {
    let shingles: Option<i64> = row.get(9)?;
    let simhash: Option<i64> = row.get(10)?;
    let blob = row.get_ref(11)?.as_blob_or_null()?;
    let (Some(shingles), Some(simhash), Some(blob)) = (shingles, simhash, blob) else {
        return Ok(None);
    };
    if blob.len() != SKETCH_SIZE * 4 {
        return Ok(None);
    }
    let mut sketch: Box<Sketch> = Box::new([0; SKETCH_SIZE]);
    for (bin, bytes) in sketch.iter_mut().zip(blob.chunks_exact(4)) {
        *bin = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
    }
    Ok(u32::try_from(shingles).ok().map(|shingles| Fingerprint {
        simhash: simhash as u64,
        sketch,
        shingles,
    }))
}

/// The document columns of a row: status, shingles, simhash, sketch.
fn encode_document(file: &CachedFile) -> (Option<i64>, Option<i64>, Option<i64>, Option<Vec<u8>>) {
    match &file.document {
        None => (None, None, None, None),
        Some(DocumentMemo::NotText) => (Some(status::NOT_TEXT), None, None, None),
        Some(DocumentMemo::TooShort(short)) => (
            Some(status::TOO_SHORT),
            Some(short.shingles as i64),
            None,
            None,
        ),
        Some(DocumentMemo::Fingerprint(print)) => (
            Some(status::FINGERPRINT),
            Some(i64::from(print.shingles)),
            Some(print.simhash as i64),
            Some(print.sketch.iter().flat_map(|b| b.to_le_bytes()).collect()),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subtree_bounds_hold_exactly_the_paths_below_the_root() {
        let (below, above) = subtree_range(Path::new("/a/b"));
        let inside = |p: &str| p.as_bytes() >= below.as_slice() && p.as_bytes() < above.as_slice();
        assert!(inside("/a/b/c"));
        assert!(inside("/a/b/c/d"));
        assert!(!inside("/a/b"));
        assert!(!inside("/a/bc"));
        assert!(!inside("/a/b-c"));
        assert!(!inside("/a/b0"));
        let (below, above) = subtree_range(Path::new("/"));
        assert_eq!((below.as_slice(), above.as_slice()), (&b"/"[..], &b"0"[..]));
    }
}
