//! The cache's reads and writes, all in bulk: looking up the rows of many files at once
//! (sorted by key, in range queries, on parallel read-only connections), writing a batch of
//! results in one transaction, and dropping the rows of files that are gone; and storing
//! and finding whole reports.
//!
//! Lookups take keys in any order and answer in that order. They sort the keys as SQLite
//! orders them (signed), split them into one slice per thread, and walk each slice beside
//! one range query over its span: rows the slice does not ask for are stepped over, which
//! for the dense sets a scan asks for (every file that has a same-size partner) is cheaper
//! than a B-tree descent per file. Pages are read into SQLite's small page cache, not
//! memory-mapped: mapped pages count as the process's memory, and a scan from the cache
//! must not take more than a scan without it.

use std::ffi::OsStr;
use std::io::Write;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};

use rayon::prelude::*;
use rusqlite::{Connection, OpenFlags, OptionalExtension, Row, params};

use super::db::{BUSY_TIMEOUT, CacheError, FingerprintCache};
use super::record::{
    CachedFile, DocumentMemo, DocumentRow, DocumentWrite, HashRow, HashWrite, Identity, ImageWrite,
    MusicWrite, PairRow, VideoWrite, status,
};
use crate::images::Format;
use crate::images::colour::{self, ColourGrid};
use crate::images::fingerprint::{ImagePrint, ORIENTATIONS};
use crate::images::metadata::PhotoFacts;
use crate::images::shape::ShapeGrid;
use crate::music::fingerprint::MusicPrint;
use crate::near::fingerprint::{Fingerprint, TooShort};
use crate::near::minhash::{SKETCH_SIZE, Sketch};
use crate::report::VideoInfo;
use crate::videos::fingerprint::{DETAIL_BYTES, VideoPrint};

/// Below this many keys a lookup runs on the open connection alone: opening more costs
/// more than it saves.
const PARALLEL_FROM: usize = 4096;

/// Below this many keys each is looked up on its own: a range query over their span would
/// step over the rows of every other file in it.
const RANGE_FROM: usize = 32_768;

/// A device and inode as SQLite stores and orders them: the bits of the unsigned numbers
/// as signed integers.
type Key = (i64, i64);

fn key_of(dev: u64, ino: u64) -> Key {
    (dev as i64, ino as i64)
}

impl FingerprintCache {
    /// Looks up the hashes of the files with `keys` (device, inode), sorted, and sets
    /// `answers[i]` to what `answer` makes of key `i`'s row: `(index, identity, prehash,
    /// full hash)`. Keys out of order, or past the signed range SQLite sorts by, are only
    /// missed, never mismatched.
    pub(crate) fn lookup_hashes<T: Send>(
        &self,
        keys: &[(u64, u64)],
        answers: &mut [Option<T>],
        answer: &(dyn Fn(usize, Identity, Option<u128>, Option<u128>) -> Option<T> + Sync),
    ) -> Result<(), CacheError> {
        let decode = |row: &Row<'_>, index: usize| -> rusqlite::Result<Option<T>> {
            Ok(answer(index, identity(row)?, hash(row, 4)?, hash(row, 5)?))
        };
        self.lookup(
            keys,
            answers,
            "SELECT dev, ino, size, mtime_ns, prehash, full_hash FROM files \
             WHERE (dev, ino) >= (?1, ?2) AND (dev, ino) <= (?3, ?4) ORDER BY dev, ino",
            &decode,
        )
    }

    /// Looks up what the near stage made of the files with `keys`, sorted, and sets
    /// `answers[i]` to what `answer` makes of key `i`'s row: `(index, identity, the options
    /// key it was made with, the memo)`.
    pub(crate) fn lookup_documents<T: Send>(
        &self,
        keys: &[(u64, u64)],
        answers: &mut [Option<T>],
        answer: &(dyn Fn(usize, Identity, i64, DocumentMemo) -> Option<T> + Sync),
    ) -> Result<(), CacheError> {
        self.lookup_made_with(
            keys,
            answers,
            answer,
            "SELECT dev, ino, size, mtime_ns, document_key, doc_status, shingles, simhash, \
             sketch FROM documents \
             WHERE (dev, ino) >= (?1, ?2) AND (dev, ino) <= (?3, ?4) ORDER BY dev, ino",
            decode_document_memo,
        )
    }

    /// Looks up the image fingerprints of the files with `keys`, sorted, and sets
    /// `answers[i]` to what `answer` makes of key `i`'s row: `(index, identity, the format
    /// key it was made with, the fingerprint)`.
    pub(crate) fn lookup_images<T: Send>(
        &self,
        keys: &[(u64, u64)],
        answers: &mut [Option<T>],
        answer: &(dyn Fn(usize, Identity, i64, ImagePrint) -> Option<T> + Sync),
    ) -> Result<(), CacheError> {
        self.lookup_made_with(
            keys,
            answers,
            answer,
            "SELECT dev, ino, size, mtime_ns, image_key, width, height, format, hashes, \
             taken, camera FROM images WHERE (dev, ino) >= (?1, ?2) AND (dev, ino) <= (?3, ?4) \
             ORDER BY dev, ino",
            decode_image,
        )
    }

    /// Looks up the video fingerprints of the files with `keys`, sorted, and sets
    /// `answers[i]` to what `answer` makes of key `i`'s row: `(index, identity, the format
    /// key it was made with, the fingerprint)`.
    pub(crate) fn lookup_videos<T: Send>(
        &self,
        keys: &[(u64, u64)],
        answers: &mut [Option<T>],
        answer: &(dyn Fn(usize, Identity, i64, VideoPrint) -> Option<T> + Sync),
    ) -> Result<(), CacheError> {
        self.lookup_made_with(
            keys,
            answers,
            answer,
            "SELECT dev, ino, size, mtime_ns, video_key, duration, width, height, codec, \
             bitrate, frames, details FROM videos WHERE (dev, ino) >= (?1, ?2) AND (dev, ino) <= (?3, ?4) \
             ORDER BY dev, ino",
            decode_video,
        )
    }

    /// Looks up the music fingerprints of the files with `keys`, sorted, as
    /// [`Self::lookup_videos`] does videos'.
    pub(crate) fn lookup_music<T: Send>(
        &self,
        keys: &[(u64, u64)],
        answers: &mut [Option<T>],
        answer: &(dyn Fn(usize, Identity, i64, MusicPrint) -> Option<T> + Sync),
    ) -> Result<(), CacheError> {
        self.lookup_made_with(
            keys,
            answers,
            answer,
            "SELECT dev, ino, size, mtime_ns, music_key, sound, facts FROM music \
             WHERE (dev, ino) >= (?1, ?2) AND (dev, ino) <= (?3, ?4) ORDER BY dev, ino",
            decode_music,
        )
    }

    /// [`Self::lookup`] for a table of what a stage made of a file: `sql` selects the
    /// identity (columns 0 to 3), the key of what it was made with (4), then what
    /// `decode` reads from column 5 on.
    fn lookup_made_with<M, T: Send>(
        &self,
        keys: &[(u64, u64)],
        answers: &mut [Option<T>],
        answer: &(dyn Fn(usize, Identity, i64, M) -> Option<T> + Sync),
        sql: &str,
        decode: fn(&Row<'_>, usize) -> rusqlite::Result<Option<M>>,
    ) -> Result<(), CacheError> {
        let decode_row = |row: &Row<'_>, index: usize| -> rusqlite::Result<Option<T>> {
            let (identity, key) = (identity(row)?, row.get::<_, i64>(4)?);
            Ok(decode(row, 5)?.and_then(|made| answer(index, identity, key, made)))
        };
        self.lookup(keys, answers, sql, &decode_row)
    }

    /// Looks the sorted `keys` up with `sql` (a range query over `?1..?4` in key order
    /// whose first two columns are the key), each slice of them on a thread of its own.
    fn lookup<T: Send>(
        &self,
        keys: &[(u64, u64)],
        answers: &mut [Option<T>],
        sql: &str,
        decode: &(dyn Fn(&Row<'_>, usize) -> rusqlite::Result<Option<T>> + Sync),
    ) -> Result<(), CacheError> {
        let threads = rayon::current_num_threads().max(1);
        if keys.len() < PARALLEL_FROM || threads == 1 {
            return merge_range(&self.connection, sql, keys, 0, answers, decode);
        }
        let slice = keys.len().div_ceil(threads);
        let path = self.path.as_path();
        keys.par_chunks(slice)
            .zip(answers.par_chunks_mut(slice))
            .enumerate()
            .try_for_each(|(part, (keys, answers))| {
                let connection = reader(path)?;
                merge_range(&connection, sql, keys, part * slice, answers, decode)
            })
    }

    /// The similarities remembered for `pairs` measured with `options`, in order.
    pub(crate) fn lookup_pairs(
        &self,
        pairs: &[([u8; 16], [u8; 16])],
        options: i64,
    ) -> Result<Vec<Option<f64>>, CacheError> {
        // One read transaction for all: each query on its own would take and drop the
        // file's locks, several system calls per pair.
        let _reading = self.connection.unchecked_transaction()?;
        let mut query = self.connection.prepare_cached(
            "SELECT similarity FROM pairs WHERE first = ?1 AND second = ?2 AND options = ?3",
        )?;
        pairs
            .iter()
            .map(|(first, second)| {
                let similarity = query
                    .query_row(params![&first[..], &second[..], options], |r| {
                        r.get::<_, f64>(0)
                    })
                    .optional()?;
                Ok(similarity.filter(|s| (0.0..=1.0).contains(s)))
            })
            .collect()
    }

    /// Writes a batch of results in one transaction. A hash left out keeps the one stored
    /// for the same identity; a row for another identity (the file changed) is replaced.
    pub(crate) fn write(
        &mut self,
        hashes: &[HashWrite],
        documents: &[DocumentWrite],
        images: &[ImageWrite],
        videos: &[VideoWrite],
        music: &[MusicWrite],
        pairs: &[PairRow],
    ) -> Result<(), CacheError> {
        let transaction = self.connection.transaction()?;
        {
            let mut upsert = transaction.prepare_cached(
                "INSERT INTO files (dev, ino, size, mtime_ns, path, prehash, full_hash) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) \
                 ON CONFLICT (dev, ino) DO UPDATE SET \
                 prehash = CASE WHEN size = excluded.size AND mtime_ns = excluded.mtime_ns \
                   THEN coalesce(excluded.prehash, prehash) ELSE excluded.prehash END, \
                 full_hash = CASE WHEN size = excluded.size AND mtime_ns = excluded.mtime_ns \
                   THEN coalesce(excluded.full_hash, full_hash) ELSE excluded.full_hash END, \
                 size = excluded.size, mtime_ns = excluded.mtime_ns, path = excluded.path",
            )?;
            for row in hashes {
                let id = row.identity;
                upsert.execute(params![
                    id.dev as i64,
                    id.ino as i64,
                    id.size as i64,
                    id.mtime_ns,
                    row.path.as_os_str().as_bytes(),
                    row.prehash.map(u128::to_le_bytes),
                    row.full_hash.map(u128::to_le_bytes),
                ])?;
            }
            let mut replace = transaction.prepare_cached(
                "INSERT OR REPLACE INTO documents (dev, ino, size, mtime_ns, path, \
                 document_key, doc_status, shingles, simhash, sketch) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
            )?;
            for row in documents {
                let id = row.identity;
                let (doc_status, shingles, simhash, sketch) = encode_document(&row.memo);
                replace.execute(params![
                    id.dev as i64,
                    id.ino as i64,
                    id.size as i64,
                    id.mtime_ns,
                    row.path.as_os_str().as_bytes(),
                    row.key,
                    doc_status,
                    shingles,
                    simhash,
                    sketch,
                ])?;
            }
            let mut image = transaction.prepare_cached(
                "INSERT OR REPLACE INTO images (dev, ino, size, mtime_ns, path, image_key, \
                 width, height, format, hashes, taken, camera) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
            )?;
            for row in images {
                let id = row.identity;
                // The hashes, then the colour and shape grids (image_key "img4" on).
                let hashes: Vec<u8> = row
                    .print
                    .hashes
                    .iter()
                    .flat_map(|h| h.to_le_bytes())
                    .chain(row.print.colours.to_bytes())
                    .chain(row.print.shape.0)
                    .collect();
                image.execute(params![
                    id.dev as i64,
                    id.ino as i64,
                    id.size as i64,
                    id.mtime_ns,
                    row.path.as_os_str().as_bytes(),
                    row.key,
                    row.print.width,
                    row.print.height,
                    row.print.format.name(),
                    hashes,
                    row.print.facts.taken,
                    row.print.facts.camera,
                ])?;
            }
            let mut video = transaction.prepare_cached(
                "INSERT OR REPLACE INTO videos (dev, ino, size, mtime_ns, path, video_key, \
                 duration, width, height, codec, bitrate, frames, details) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
            )?;
            for row in videos {
                let id = row.identity;
                let info = &row.print.info;
                let frames: Vec<u8> = row
                    .print
                    .frames
                    .iter()
                    .flat_map(|h| h.to_le_bytes())
                    .collect();
                video.execute(params![
                    id.dev as i64,
                    id.ino as i64,
                    id.size as i64,
                    id.mtime_ns,
                    row.path.as_os_str().as_bytes(),
                    row.key,
                    info.duration,
                    info.width,
                    info.height,
                    info.codec,
                    info.bitrate.map(|b| b.min(i64::MAX as u64) as i64),
                    frames,
                    &row.print.details[..],
                ])?;
            }
            let mut track = transaction.prepare_cached(
                "INSERT OR REPLACE INTO music (dev, ino, size, mtime_ns, path, music_key, \
                 sound, facts) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            )?;
            for row in music {
                let id = row.identity;
                track.execute(params![
                    id.dev as i64,
                    id.ino as i64,
                    id.size as i64,
                    id.mtime_ns,
                    row.path.as_os_str().as_bytes(),
                    row.key,
                    row.print.sound_bytes(),
                    row.print.info_json(),
                ])?;
            }
            let mut pair = transaction.prepare_cached(
                "INSERT OR REPLACE INTO pairs (first, second, options, similarity) \
                 VALUES (?1, ?2, ?3, ?4)",
            )?;
            for row in pairs {
                pair.execute(params![
                    &row.first[..],
                    &row.second[..],
                    row.options,
                    row.similarity
                ])?;
            }
        }
        transaction.commit()?;
        Ok(())
    }

    /// How many files the last complete walk of exactly these folders found.
    pub(crate) fn walked_before(&self, roots: &[PathBuf]) -> Result<Option<u64>, CacheError> {
        let count: Option<i64> = self
            .connection
            .query_row(
                "SELECT files FROM walks WHERE roots = ?1",
                [roots_key(roots)],
                |r| r.get(0),
            )
            .optional()?;
        Ok(count.map(|c| c.max(0) as u64))
    }

    /// Whether the cache remembers any file at all.
    pub(crate) fn holds_files(&self) -> Result<bool, CacheError> {
        Ok(self.connection.query_row(
            "SELECT EXISTS (SELECT 1 FROM files) OR EXISTS (SELECT 1 FROM documents) \
             OR EXISTS (SELECT 1 FROM images) OR EXISTS (SELECT 1 FROM videos) \
             OR EXISTS (SELECT 1 FROM music)",
            [],
            |r| r.get(0),
        )?)
    }

    /// Remembers how many files a complete walk of `roots` found.
    pub(crate) fn remember_walk(&self, roots: &[PathBuf], count: u64) -> Result<(), CacheError> {
        self.connection.execute(
            "INSERT OR REPLACE INTO walks (roots, files) VALUES (?1, ?2)",
            params![roots_key(roots), count as i64],
        )?;
        Ok(())
    }

    /// Drops the rows of files under `roots` that are gone: not among `walked` (sorted
    /// device and inode pairs), and no longer at their path unchanged (`still_there`). Rows
    /// of files smaller than `min_size`, which the walk leaves out on purpose, stay without
    /// a look. Then drops the similarities of documents that have no row any more, and
    /// remembers how many files this walk found.
    pub(crate) fn prune(
        &mut self,
        roots: &[PathBuf],
        walked: &[(u64, u64)],
        walked_count: u64,
        min_size: u64,
        still_there: &(dyn Fn(&Path, Identity) -> bool + Sync),
    ) -> Result<(), CacheError> {
        let under_roots = |path: &Path| roots.iter().any(|root| path.starts_with(root));
        let mut gone: Vec<(&str, Key)> = Vec::new();
        for table in ["files", "documents", "images", "videos", "music"] {
            let mut query = self.connection.prepare(&format!(
                "SELECT dev, ino, size, mtime_ns, path FROM {table}"
            ))?;
            let mut rows = query.query([])?;
            let mut unwalked: Vec<(Key, Identity, PathBuf)> = Vec::new();
            while let Some(row) = rows.next()? {
                let (dev, ino): (i64, i64) = (row.get(0)?, row.get(1)?);
                let identity = Identity {
                    dev: dev as u64,
                    ino: ino as u64,
                    size: row.get::<_, i64>(2)? as u64,
                    mtime_ns: row.get(3)?,
                };
                if walked.binary_search(&(identity.dev, identity.ino)).is_ok()
                    || identity.size < min_size
                {
                    continue;
                }
                let path = Path::new(OsStr::from_bytes(
                    row.get_ref(4)?.as_blob().map_err(rusqlite::Error::from)?,
                ));
                if under_roots(path) {
                    unwalked.push(((dev, ino), identity, path.to_path_buf()));
                }
            }
            let table: &str = table;
            gone.par_extend(
                unwalked
                    .into_par_iter()
                    .filter(|(_, identity, path)| !still_there(path, *identity))
                    .map(|(key, _, _)| (table, key)),
            );
        }
        let transaction = self.connection.transaction()?;
        for (table, (dev, ino)) in gone {
            transaction.execute(
                &format!("DELETE FROM {table} WHERE dev = ?1 AND ino = ?2"),
                params![dev, ino],
            )?;
        }
        drop_orphan_pairs(&transaction)?;
        transaction.commit()?;
        self.remember_walk(roots, walked_count)?;
        Ok(())
    }
}

impl FingerprintCache {
    /// Whether a report is stored for `results` whose walk saw what `walk` stands for.
    pub(crate) fn has_report(&self, results: &[u8; 16], walk: &[u8]) -> Result<bool, CacheError> {
        Ok(self.connection.query_row(
            "SELECT EXISTS (SELECT 1 FROM reports WHERE results = ?1 AND walk = ?2)",
            params![&results[..], walk],
            |r| r.get(0),
        )?)
    }

    /// The bytes of the report stored for `results` (see [`super::last_report`]) if its
    /// walk saw what `walk` stands for.
    pub(crate) fn stored_report(
        &self,
        results: &[u8; 16],
        walk: &[u8],
    ) -> Result<Option<Vec<u8>>, CacheError> {
        let transaction = self.connection.unchecked_transaction()?;
        let found: Option<i64> = transaction
            .query_row(
                "SELECT 1 FROM reports WHERE results = ?1 AND walk = ?2",
                params![&results[..], walk],
                |r| r.get(0),
            )
            .optional()?;
        if found.is_none() {
            return Ok(None);
        }
        let mut bytes = Vec::new();
        let mut parts = transaction
            .prepare("SELECT bytes FROM report_parts WHERE results = ?1 ORDER BY part")?;
        let mut rows = parts.query([&results[..]])?;
        while let Some(row) = rows.next()? {
            bytes.extend_from_slice(row.get_ref(0)?.as_blob().map_err(rusqlite::Error::from)?);
        }
        Ok(Some(bytes))
    }

    /// Stores the report `write` writes for `results`, replacing the one before, in parts
    /// of [`REPORT_PART`] bytes written as they fill (the report's bytes are never held
    /// whole), and keeps only the newest `keep` reports.
    pub(crate) fn store_report(
        &mut self,
        results: &[u8; 16],
        walk: &[u8],
        write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
        keep: usize,
    ) -> Result<(), CacheError> {
        let saved = super::record::nanos_since_epoch(std::time::SystemTime::now()).unwrap_or(0);
        let transaction = self.connection.transaction()?;
        transaction.execute(
            "DELETE FROM report_parts WHERE results = ?1",
            [&results[..]],
        )?;
        transaction.execute(
            "INSERT OR REPLACE INTO reports (results, walk, saved) VALUES (?1, ?2, ?3)",
            params![&results[..], walk, saved],
        )?;
        {
            let insert = transaction
                .prepare("INSERT INTO report_parts (results, part, bytes) VALUES (?1, ?2, ?3)")?;
            let mut parts = Parts {
                results,
                insert,
                next: 0,
                buffer: Vec::with_capacity(REPORT_PART),
            };
            write(&mut parts)
                .and_then(|()| parts.flush())
                .map_err(|e| CacheError::Failed(e.to_string()))?;
        }
        transaction.execute(
            "DELETE FROM reports WHERE results NOT IN \
             (SELECT results FROM reports ORDER BY saved DESC LIMIT ?1)",
            [keep as i64],
        )?;
        transaction.execute(
            "DELETE FROM report_parts WHERE results NOT IN (SELECT results FROM reports)",
            [],
        )?;
        transaction.commit()?;
        Ok(())
    }
}

/// The size of the parts a stored report is cut into.
const REPORT_PART: usize = 1 << 20;

/// Cuts what is written into parts of [`REPORT_PART`] bytes, each inserted as a row of
/// `report_parts` once full.
struct Parts<'a> {
    results: &'a [u8; 16],
    insert: rusqlite::Statement<'a>,
    next: i64,
    buffer: Vec<u8>,
}

impl Write for Parts<'_> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        let taken = bytes.len().min(REPORT_PART - self.buffer.len());
        self.buffer.extend_from_slice(&bytes[..taken]);
        if self.buffer.len() == REPORT_PART {
            self.flush()?;
        }
        Ok(taken)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        if self.buffer.is_empty() {
            return Ok(());
        }
        self.insert
            .execute(params![&self.results[..], self.next, &self.buffer])
            .map_err(|e| std::io::Error::other(super::db::describe(&e)))?;
        self.next += 1;
        self.buffer.clear();
        Ok(())
    }
}

/// A read-only connection of its own to the cache at `path`, for a lookup on another
/// thread; the files beside it are checked again, as for every connection.
fn reader(path: &Path) -> Result<Connection, CacheError> {
    super::ownership::check_companions(path).map_err(|e| CacheError::Failed(e.to_string()))?;
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY
        | OpenFlags::SQLITE_OPEN_NO_MUTEX
        | OpenFlags::SQLITE_OPEN_NOFOLLOW;
    let connection = Connection::open_with_flags(path, flags)?;
    connection.busy_timeout(BUSY_TIMEOUT)?;
    Ok(connection)
}

/// Drops remembered similarities whose documents have no row left.
fn drop_orphan_pairs(connection: &Connection) -> Result<(), CacheError> {
    let mut kept = std::collections::HashSet::new();
    {
        let mut query = connection.prepare("SELECT dev, ino, size, mtime_ns FROM documents")?;
        let mut rows = query.query([])?;
        while let Some(row) = rows.next()? {
            let identity = Identity {
                dev: row.get::<_, i64>(0)? as u64,
                ino: row.get::<_, i64>(1)? as u64,
                size: row.get::<_, i64>(2)? as u64,
                mtime_ns: row.get(3)?,
            };
            kept.insert(identity.key());
        }
    }
    let mut orphans: Vec<(Vec<u8>, Vec<u8>, i64)> = Vec::new();
    {
        let mut query = connection.prepare("SELECT first, second, options FROM pairs")?;
        let mut rows = query.query([])?;
        while let Some(row) = rows.next()? {
            let (first, second): (Vec<u8>, Vec<u8>) = (row.get(0)?, row.get(1)?);
            let known = |name: &[u8]| <[u8; 16]>::try_from(name).is_ok_and(|k| kept.contains(&k));
            if !known(&first) || !known(&second) {
                orphans.push((first, second, row.get(2)?));
            }
        }
    }
    for (first, second, options) in orphans {
        connection.execute(
            "DELETE FROM pairs WHERE first = ?1 AND second = ?2 AND options = ?3",
            params![first, second, options],
        )?;
    }
    Ok(())
}

/// The scanned folders as one key: their paths, sorted, NUL-separated.
fn roots_key(roots: &[PathBuf]) -> Vec<u8> {
    let mut sorted: Vec<&[u8]> = roots.iter().map(|r| r.as_os_str().as_bytes()).collect();
    sorted.sort_unstable();
    sorted.join(&0u8)
}

/// Walks the sorted `keys` beside one range query over their span (or, for few keys, one
/// query per key), setting `answers[i]` for key `i` from its row. `first` is the index of
/// `keys[0]` among all the keys asked, for `decode`.
fn merge_range<T>(
    connection: &Connection,
    sql: &str,
    keys: &[(u64, u64)],
    first: usize,
    answers: &mut [Option<T>],
    decode: &(dyn Fn(&Row<'_>, usize) -> rusqlite::Result<Option<T>> + Sync),
) -> Result<(), CacheError> {
    let (Some(&low), Some(&high)) = (keys.first(), keys.last()) else {
        return Ok(());
    };
    // One read transaction for the whole lookup (see `lookup_pairs`).
    let _reading = connection.unchecked_transaction()?;
    let mut query = connection.prepare_cached(sql)?;
    if keys.len() < RANGE_FROM {
        for (i, &(dev, ino)) in keys.iter().enumerate() {
            let (dev, ino) = key_of(dev, ino);
            let mut rows = query.query(params![dev, ino, dev, ino])?;
            if let Some(row) = rows.next()? {
                answers[i] = decode_leniently(row, first + i, decode)?;
            }
        }
        return Ok(());
    }
    let (low, high) = (key_of(low.0, low.1), key_of(high.0, high.1));
    let mut rows = query.query(params![low.0, low.1, high.0, high.1])?;
    let mut next = 0;
    while let Some(row) = rows.next()? {
        let key: Key = (row.get(0)?, row.get(1)?);
        while next < keys.len() && key_of(keys[next].0, keys[next].1) < key {
            next += 1;
        }
        // Hard links share a key: every index that asked for it gets the row.
        let mut asking = next;
        while asking < keys.len() && key_of(keys[asking].0, keys[asking].1) == key {
            answers[asking] = decode_leniently(row, first + asking, decode)?;
            asking += 1;
        }
        if next == keys.len() {
            break;
        }
    }
    Ok(())
}

/// A row that does not decode (a short blob, a value of the wrong type) is treated as
/// missing: the file is read again and the row rewritten.
fn decode_leniently<T>(
    row: &Row<'_>,
    index: usize,
    decode: &(dyn Fn(&Row<'_>, usize) -> rusqlite::Result<Option<T>> + Sync),
) -> rusqlite::Result<Option<T>> {
    match decode(row, index) {
        Err(
            rusqlite::Error::InvalidColumnType(..)
            | rusqlite::Error::FromSqlConversionFailure(..)
            | rusqlite::Error::IntegralValueOutOfRange(..),
        ) => Ok(None),
        other => other,
    }
}

/// The identity in columns 0..4 (dev, ino, size, mtime_ns).
fn identity(row: &Row<'_>) -> rusqlite::Result<Identity> {
    Ok(Identity {
        dev: row.get::<_, i64>(0)? as u64,
        ino: row.get::<_, i64>(1)? as u64,
        size: row.get::<_, i64>(2)? as u64,
        mtime_ns: row.get(3)?,
    })
}

fn hash(row: &Row<'_>, index: usize) -> rusqlite::Result<Option<u128>> {
    let bytes = row.get_ref(index)?.as_blob_or_null()?;
    Ok(bytes
        .and_then(|b| <[u8; 16]>::try_from(b).ok())
        .map(u128::from_le_bytes))
}

fn decode_hashes(row: &Row<'_>, _: usize) -> rusqlite::Result<Option<HashRow>> {
    Ok(Some(HashRow {
        identity: identity(row)?,
        prehash: hash(row, 4)?,
        full_hash: hash(row, 5)?,
    }))
}

/// Columns: dev, ino, size, mtime_ns, document_key, doc_status, shingles, simhash, sketch.
fn decode_document_row(row: &Row<'_>) -> rusqlite::Result<Option<DocumentRow>> {
    let identity = identity(row)?;
    let key: i64 = row.get(4)?;
    Ok(decode_document_memo(row, 5)?.map(|memo| DocumentRow {
        identity,
        key,
        memo,
    }))
}

/// A memo from columns `first..first + 4`: status, shingles, simhash, sketch.
fn decode_document_memo(row: &Row<'_>, first: usize) -> rusqlite::Result<Option<DocumentMemo>> {
    Ok(match row.get::<_, i64>(first)? {
        status::NOT_TEXT => Some(DocumentMemo::NotText),
        status::TOO_SHORT => row
            .get::<_, Option<i64>>(first + 1)?
            .and_then(|s| usize::try_from(s).ok())
            .map(|shingles| DocumentMemo::TooShort(TooShort { shingles })),
        status::FINGERPRINT => decode_fingerprint(row, first + 1)?.map(DocumentMemo::Fingerprint),
        _ => None,
    })
}

/// A fingerprint from columns `first..first + 3`: shingles, simhash, sketch.
fn decode_fingerprint(row: &Row<'_>, first: usize) -> rusqlite::Result<Option<Fingerprint>> {
    let shingles: Option<i64> = row.get(first)?;
    let simhash: Option<i64> = row.get(first + 1)?;
    let blob = row.get_ref(first + 2)?.as_blob_or_null()?;
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
    let Ok(shingles) = u32::try_from(shingles) else {
        return Ok(None);
    };
    Ok(Some(Fingerprint {
        simhash: simhash as u64,
        sketch,
        shingles,
    }))
}

/// An image fingerprint from columns `first..first + 4`: width, height, format, hashes.
fn decode_image(row: &Row<'_>, first: usize) -> rusqlite::Result<Option<ImagePrint>> {
    let (width, height): (u32, u32) = (row.get(first)?, row.get(first + 1)?);
    let format = Format::from_name(&row.get::<_, String>(first + 2)?);
    let blob = row.get_ref(first + 3)?.as_blob()?;
    // The hashes, the colour grid, the shape grid; a row of another length (an older
    // Doppel's hashes alone) is made again.
    let (hash_bytes, rest) = blob.split_at(blob.len().min(ORIENTATIONS * 8));
    let (colour_bytes, shape_bytes) = rest.split_at(rest.len().min(2 * colour::CELLS));
    let grids = ColourGrid::from_bytes(colour_bytes).zip(ShapeGrid::from_bytes(shape_bytes));
    let (Some(format), Some((colours, shape))) = (format, grids) else {
        return Ok(None);
    };
    if hash_bytes.len() != ORIENTATIONS * 8 {
        return Ok(None);
    }
    let mut hashes = [0u64; ORIENTATIONS];
    for (hash, bytes) in hashes.iter_mut().zip(hash_bytes.chunks_exact(8)) {
        *hash = u64::from_le_bytes(bytes.try_into().unwrap_or_default());
    }
    let facts = PhotoFacts {
        taken: PhotoFacts::checked_taken(row.get(first + 4)?),
        camera: PhotoFacts::checked_camera(row.get(first + 5)?),
    };
    Ok(Some(ImagePrint {
        hashes,
        colours,
        shape,
        width,
        height,
        format,
        facts,
    }))
}

/// A video fingerprint from columns `first..first + 7`: duration, width, height, codec,
/// bitrate, frames, details (a row whose thumbnails do not fit its frames is made again).
fn decode_video(row: &Row<'_>, first: usize) -> rusqlite::Result<Option<VideoPrint>> {
    let duration: f64 = row.get(first)?;
    let (width, height): (u32, u32) = (row.get(first + 1)?, row.get(first + 2)?);
    let codec: String = row.get(first + 3)?;
    let bitrate: Option<i64> = row.get(first + 4)?;
    let blob = row.get_ref(first + 5)?.as_blob()?;
    if blob.len() % 8 != 0 || !duration.is_finite() || duration < 0.0 {
        return Ok(None);
    }
    let frames: Vec<u64> = blob
        .chunks_exact(8)
        .map(|bytes| u64::from_le_bytes(bytes.try_into().unwrap_or_default()))
        .collect();
    let details = row.get_ref(first + 6)?.as_blob()?;
    if details.len() != frames.len() * DETAIL_BYTES {
        return Ok(None);
    }
    Ok(Some(VideoPrint {
        frames,
        details: details.to_vec(),
        info: VideoInfo {
            duration,
            width,
            height,
            codec,
            bitrate: bitrate.and_then(|b| u64::try_from(b).ok()),
        },
    }))
}

/// A music fingerprint from columns `first` (the sound) and `first + 1` (the facts); a
/// row that does not fit is made again.
fn decode_music(row: &Row<'_>, first: usize) -> rusqlite::Result<Option<MusicPrint>> {
    let sound = row.get_ref(first)?.as_blob()?;
    let facts: String = row.get(first + 1)?;
    Ok(MusicPrint::from_cache(sound, &facts))
}

/// The document columns of a row: status, shingles, simhash, sketch.
fn encode_document(memo: &DocumentMemo) -> (i64, Option<i64>, Option<i64>, Option<Vec<u8>>) {
    match memo {
        DocumentMemo::NotText => (status::NOT_TEXT, None, None, None),
        DocumentMemo::TooShort(short) => {
            (status::TOO_SHORT, Some(short.shingles as i64), None, None)
        }
        DocumentMemo::Fingerprint(print) => (
            status::FINGERPRINT,
            Some(i64::from(print.shingles)),
            Some(print.simhash as i64),
            Some(print.sketch.iter().flat_map(|b| b.to_le_bytes()).collect()),
        ),
    }
}

/// What the cache holds for the file last seen at `path` (see [`FingerprintCache::row`]).
pub(super) fn row_at(
    connection: &Connection,
    path: &Path,
) -> Result<Option<CachedFile>, CacheError> {
    let bytes = path.as_os_str().as_bytes();
    let hashes = connection
        .query_row(
            "SELECT dev, ino, size, mtime_ns, prehash, full_hash FROM files WHERE path = ?1",
            [bytes],
            |row| decode_leniently(row, 0, &decode_hashes),
        )
        .optional()?
        .flatten();
    let document = connection
        .query_row(
            "SELECT dev, ino, size, mtime_ns, document_key, doc_status, shingles, simhash, \
             sketch FROM documents WHERE path = ?1",
            [bytes],
            |row| decode_leniently(row, 0, &|row, _| decode_document_row(row)),
        )
        .optional()?
        .flatten();
    let identity = match (&hashes, &document) {
        (Some(h), _) => h.identity,
        (None, Some(d)) => d.identity,
        (None, None) => return Ok(None),
    };
    let mut file = CachedFile::empty(identity);
    if let Some(h) = hashes {
        file.prehash = h.prehash;
        file.full_hash = h.full_hash;
    }
    if let Some(d) = document.filter(|d| d.identity == identity) {
        file.document_key = d.key;
        file.document = Some(d.memo);
    }
    Ok(Some(file))
}
