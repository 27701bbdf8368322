//! [`FingerprintCache`]: the SQLite file itself. Opening (making a new cache, or rebuilding
//! a damaged one of ours), loading the rows under a scan's roots in one query, writing a
//! scan's changes in one transaction, and the file's size and removal for the settings.
//! A file at the path that Doppel did not make (see [`super::ownership`]) is never opened,
//! moved or removed, and SQLite opens the cache only when each file beside it named like
//! its journal, WAL or shared-memory index is SQLite's own; which files are moved or
//! removed, and how, is [`super::files`].
//!
//! Schema (version [`SCHEMA_VERSION`] in `PRAGMA user_version`, [`APPLICATION_ID`] in
//! `PRAGMA application_id`): see [`SCHEMA`]. Rows are keyed by device and inode, which the
//! walk gives for every file, so a scan looks up only the files a stage needs, in key order,
//! in a few range queries run in parallel ([`super::queries`]), and never loads the whole
//! cache. Hashes and what the near stage made of a file are in tables of their own, so the
//! exact stage never reads fingerprints. Each row also keeps the path the file was last
//! seen at, to tell which rows lie under a scanned folder when the rows of deleted files
//! are dropped. The newest few complete reports are kept whole, each with what its walk
//! saw, for a scan that finds the tree unchanged (`super::last_report`).

use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, ErrorCode, OpenFlags};

use super::files;
use super::held;
use super::ownership::{self, Unusable};
use super::record::CachedFile;

/// Bumped whenever the table's layout or the meaning of a column changes; a cache with
/// another version is moved aside and rebuilt.
pub const SCHEMA_VERSION: i32 = 8;

/// The versions that differ from this one only in the images table: 3 had none, 4 had no
/// EXIF columns (and neither had the videos table). Their caches are kept with the images
/// table made anew.
const IMAGES_DIFFER: [i32; 2] = [3, 4];

/// The version that differs from this one only in having no videos table: its cache is
/// kept, the table added.
const NO_VIDEOS: i32 = 5;

/// The version whose videos table had no thumbnails (`details`): its cache is kept with the
/// videos table made anew (their prints are made again as videos are met).
const VIDEOS_DIFFER: i32 = 6;

/// The version that differs from this one only in having no music table: its cache is
/// kept, the table added.
const NO_MUSIC: i32 = 7;

/// "Dopp": marks the file as Doppel's, so an unrelated file at the path is never used,
/// moved or removed. It is in the header from the moment the file appears at the path.
pub const APPLICATION_ID: i32 = 0x446f_7070;

/// How long to wait for another Doppel (the app while the command line runs) that is
/// writing to the same cache.
pub(super) const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Bigger pages than SQLite's 4 KiB: a row with a fingerprint is about 650 bytes, and loads
/// read whole ranges of rows.
const PAGE_SIZE: i64 = 16 * 1024;

/// The WAL is truncated back to this after a checkpoint, so a first scan's big write does
/// not leave a file as large as the cache itself beside it.
const WAL_SIZE_LIMIT: i64 = 4 * 1024 * 1024;

/// How SQLite opens cache files: only a file that is already there (it never creates one
/// at a path: see [`files::install_new`]), never through a symbolic link, and the name is
/// never read as a `file:` URI.
const EXISTING_FILE: OpenFlags = OpenFlags::SQLITE_OPEN_READ_WRITE
    .union(OpenFlags::SQLITE_OPEN_NO_MUTEX)
    .union(OpenFlags::SQLITE_OPEN_NOFOLLOW);

/// The tables. `dev` and `ino` are stored as the bits of the unsigned numbers.
pub(crate) const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS files (
    dev       INTEGER NOT NULL,
    ino       INTEGER NOT NULL,
    size      INTEGER NOT NULL, -- identity: device, inode, size and time must all match
    mtime_ns  INTEGER NOT NULL, -- nanoseconds since the Unix epoch
    path      BLOB NOT NULL,    -- where it was last seen (names need not be UTF-8)
    prehash   BLOB,             -- 16 bytes: XXH3-128 of head and tail
    full_hash BLOB,             -- 16 bytes: XXH3-128 of the whole content
    PRIMARY KEY (dev, ino)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS documents (
    dev          INTEGER NOT NULL,
    ino          INTEGER NOT NULL,
    size         INTEGER NOT NULL,
    mtime_ns     INTEGER NOT NULL,
    path         BLOB NOT NULL,
    document_key INTEGER NOT NULL, -- near options the next columns were made with
    doc_status   INTEGER NOT NULL, -- 0 fingerprint, 1 not text, 2 too short
    shingles     INTEGER,          -- shingle count; distinct count when too short
    simhash      INTEGER,
    sketch       BLOB,             -- 128 little-endian u32 MinHash bins
    PRIMARY KEY (dev, ino)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS images (
    dev       INTEGER NOT NULL,
    ino       INTEGER NOT NULL,
    size      INTEGER NOT NULL,
    mtime_ns  INTEGER NOT NULL,
    path      BLOB NOT NULL,
    image_key INTEGER NOT NULL, -- the fingerprint format the next columns were made with
    width     INTEGER NOT NULL, -- pixels as shown
    height    INTEGER NOT NULL,
    format    TEXT NOT NULL,    -- jpeg, png, webp, gif, bmp, tiff
    hashes    BLOB NOT NULL,    -- 8 little-endian u64, the hash in each orientation, then
                                -- 16 cells of (Cb, Cr) as i8, 256 cells of luma as u8
                                -- (image_key img4 on)
    taken     TEXT,             -- EXIF date taken, YYYY-MM-DD HH:MM:SS
    camera    TEXT,             -- EXIF make and model
    PRIMARY KEY (dev, ino)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS videos (
    dev       INTEGER NOT NULL,
    ino       INTEGER NOT NULL,
    size      INTEGER NOT NULL,
    mtime_ns  INTEGER NOT NULL,
    path      BLOB NOT NULL,
    video_key INTEGER NOT NULL, -- the fingerprint format the next columns were made with
    duration  REAL NOT NULL,    -- seconds
    width     INTEGER NOT NULL, -- pixels
    height    INTEGER NOT NULL,
    codec     TEXT NOT NULL,    -- ffprobe's codec name
    bitrate   INTEGER,          -- bits per second, when the container says
    frames    BLOB NOT NULL,    -- little-endian u64: the hash of each sampled frame in order
    details   BLOB NOT NULL,    -- 256 bytes a frame: its 16 x 16 gray thumbnail, same order
    PRIMARY KEY (dev, ino)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS music (
    dev       INTEGER NOT NULL,
    ino       INTEGER NOT NULL,
    size      INTEGER NOT NULL,
    mtime_ns  INTEGER NOT NULL,
    path      BLOB NOT NULL,
    music_key INTEGER NOT NULL, -- the fingerprint format the next columns were made with
    sound     BLOB NOT NULL,    -- little-endian u32 Chromaprint items, then a byte an item,
                                -- 1 for quiet
    facts     TEXT NOT NULL,    -- the file's TrackInfo as JSON (length, codec, tags...)
    PRIMARY KEY (dev, ino)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS pairs (
    first      BLOB NOT NULL,    -- 16 bytes standing for a document's identity (lower first)
    second     BLOB NOT NULL,
    options    INTEGER NOT NULL, -- the near options the similarity was measured with
    similarity REAL NOT NULL,    -- exact resemblance of the two shingle sets
    PRIMARY KEY (first, second, options)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS walks (
    roots BLOB PRIMARY KEY NOT NULL, -- the scanned folders, NUL-separated
    files INTEGER NOT NULL           -- how many files the last complete walk of them found
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS reports (
    results BLOB PRIMARY KEY NOT NULL, -- 16 bytes standing for roots, options, Doppel version
    walk    BLOB NOT NULL,             -- what the walk saw (crate::walk_digest), summed
    saved   INTEGER NOT NULL           -- when, to keep only the newest few
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS report_parts (
    results BLOB NOT NULL,    -- the report's key in reports
    part    INTEGER NOT NULL, -- from 0: the report's bytes (crate::report::stored) in order
    bytes   BLOB NOT NULL,
    UNIQUE (results, part)
);";

/// Brings a cache of a version in [`IMAGES_DIFFER`] to this one: the images table is
/// made anew (its fingerprints are made again as images are met); one of [`NO_VIDEOS`]
/// gains the videos table; one of [`VIDEOS_DIFFER`] has its videos table made anew; one
/// of [`NO_MUSIC`] gains the music table.
/// Every other statement
/// of the schema creates nothing, so the hashes and documents are kept. The version is
/// read again under the write lock: another Doppel that upgraded the cache meanwhile (and
/// may have written fingerprints since) is left as it is.
fn upgrade_images(connection: &Connection) -> Result<(), CacheError> {
    connection.execute_batch("BEGIN IMMEDIATE")?;
    let upgraded = (|| {
        let version: i32 = connection.pragma_query_value(None, "user_version", |r| r.get(0))?;
        if IMAGES_DIFFER.contains(&version) {
            connection.execute_batch(&format!(
                "DROP TABLE IF EXISTS images; {SCHEMA} PRAGMA user_version = {SCHEMA_VERSION};"
            ))?;
        } else if version == NO_VIDEOS || version == NO_MUSIC {
            connection
                .execute_batch(&format!("{SCHEMA} PRAGMA user_version = {SCHEMA_VERSION};"))?;
        } else if version == VIDEOS_DIFFER {
            connection.execute_batch(&format!(
                "DROP TABLE IF EXISTS videos; {SCHEMA} PRAGMA user_version = {SCHEMA_VERSION};"
            ))?;
        }
        connection.execute_batch("COMMIT")
    })();
    if upgraded.is_err() {
        let _ = connection.execute_batch("ROLLBACK");
    }
    Ok(upgraded?)
}

/// Every table's columns, in order, as [`check_columns`] reads them.
const COLUMNS: &str = "files: dev, ino, size, mtime_ns, path, prehash, full_hash; documents: \
                       dev, ino, size, mtime_ns, path, document_key, doc_status, shingles, \
                       simhash, sketch; images: dev, ino, size, mtime_ns, path, image_key, \
                       width, height, format, hashes, taken, camera; videos: dev, ino, size, \
                       mtime_ns, path, video_key, duration, width, height, codec, bitrate, \
                       frames, details; music: dev, ino, size, mtime_ns, path, music_key, \
                       sound, facts; pairs: first, second, options, similarity; walks: \
                       roots, files; reports: results, walk, saved; report_parts: results, part, \
                       bytes";

/// An open fingerprint cache. `Send`, so a scan can open it on a helper thread while the
/// walk runs; lookups open read-only connections of their own to run in parallel.
pub struct FingerprintCache {
    pub(super) connection: Connection,
    pub(super) path: PathBuf,
    /// The database registered as open in this process; dropped after the connection
    /// (fields drop in order), so it is registered for as long as SQLite holds its locks.
    _held: held::Held,
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
pub(super) fn describe(error: &rusqlite::Error) -> String {
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
    /// a file nor follow a link in its place, nor touch a file beside it that is not its
    /// own ([`ownership::check_companions`]).
    fn open_checked(path: &Path) -> Result<FingerprintCache, CacheError> {
        ownership::check_companions(path).map_err(|e| CacheError::Failed(e.to_string()))?;
        // Registered before SQLite opens it: from then on, no check opens its files.
        let held = held::hold(path).map_err(|e| CacheError::Failed(e.to_string()))?;
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
        if IMAGES_DIFFER.contains(&version)
            || [NO_VIDEOS, VIDEOS_DIFFER, NO_MUSIC].contains(&version)
        {
            upgrade_images(&connection)?;
        } else if version != SCHEMA_VERSION {
            return Err(CacheError::Broken(format!(
                "it was made by another version of Doppel (cache format {version}, this \
                 Doppel uses {SCHEMA_VERSION})"
            )));
        }
        check_columns(&connection)?;
        connection.pragma_update(None, "journal_mode", "WAL")?;
        connection.pragma_update(None, "synchronous", "NORMAL")?;
        connection.pragma_update(None, "journal_size_limit", WAL_SIZE_LIMIT)?;
        Ok(FingerprintCache {
            connection,
            path: path.to_path_buf(),
            _held: held,
        })
    }

    /// Files the cache remembers anything about (all folders), for tests and diagnostics.
    pub fn row_count(&self) -> Result<u64, CacheError> {
        let count: i64 = self.connection.query_row(
            "SELECT count(*) FROM (SELECT dev, ino FROM files UNION SELECT dev, ino FROM documents \
             UNION SELECT dev, ino FROM images UNION SELECT dev, ino FROM videos \
             UNION SELECT dev, ino FROM music)",
            [],
            |r| r.get(0),
        )?;
        Ok(count.max(0) as u64)
    }

    /// What the cache remembers about the file last seen at `path`, whatever its validity,
    /// for tests and diagnostics.
    pub fn row(&self, path: &Path) -> Result<Option<CachedFile>, CacheError> {
        super::queries::row_at(&self.connection, path)
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
        "SELECT group_concat(listed, '; ') FROM (SELECT t.name || ': ' || \
         (SELECT group_concat(name, ', ') FROM (SELECT name FROM pragma_table_info(t.name) \
         ORDER BY cid)) AS listed FROM (SELECT 'files' AS name UNION ALL SELECT 'documents' \
         UNION ALL SELECT 'images' UNION ALL SELECT 'videos' UNION ALL SELECT 'music' UNION ALL SELECT 'pairs' UNION ALL SELECT 'walks' UNION ALL SELECT 'reports' \
         UNION ALL SELECT 'report_parts') AS t)",
        [],
        |r| r.get(0),
    )?;
    if columns.as_deref() == Some(COLUMNS) {
        Ok(())
    } else {
        Err(CacheError::Broken(
            "its tables are not the ones this version of Doppel uses".to_string(),
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
