//! [`ScanCache`]: the cache as one scan uses it. Nothing is loaded up front: each stage
//! asks, in one bulk lookup, for the files it is about to read ([`ScanCache::known_prehashes`],
//! [`ScanCache::known_full_hashes`], [`ScanCache::known_documents`]); what it learns is
//! queued and written in batches as the scan goes ([`ScanCache::checkpoint`]), so memory
//! stays bounded and a scan cut short (a crash, a closed window) leaves what it had
//! fingerprinted for the next one. At the end, after a complete walk that saw the tree
//! change, the rows of files that are gone are dropped.

use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant, SystemTime};

use super::db::{CacheError, FingerprintCache};
use super::last_report::{KEPT_REPORTS, ResultsKey, worth_storing};
use super::record::{
    DocumentMemo, DocumentWrite, HashWrite, Identity, ImageWrite, MusicWrite, PairRow, VideoWrite,
    nanos_since_epoch,
};
use crate::entry::FileEntry;
use crate::hardlinks::DistinctFile;
use crate::hashing::{Prehash, SMALL_FILE_LIMIT};
use crate::images::fingerprint::ImagePrint;
use crate::music::fingerprint::MusicPrint;
use crate::report::{Notice, Report};
use crate::videos::fingerprint::VideoPrint;
use crate::walk_digest::WalkDigest;

/// Results for a file modified less than this before the scan began are used but not
/// remembered. A file can be rewritten within one tick of its file system's clock (a few
/// milliseconds on ext4, 1 s on some, 2 s on FAT) without its modified time changing; had
/// we read it within that tick, a cached result would describe content it no longer has.
pub(crate) const SETTLING_TIME: Duration = Duration::from_secs(2);

/// Queued results are written once this many are waiting...
const BATCH_ROWS: usize = 20_000;

/// ...or once this long has passed since the last write, so a scan cut short loses little.
const BATCH_TIME: Duration = Duration::from_secs(5);

/// The fingerprint cache during one scan. A disabled one (no cache, or one that could not
/// be opened) answers every lookup with a miss and forgets what it is told.
///
/// Public only because [`crate::near::documents::find_near`] takes one; its methods are the
/// engine's own.
pub struct ScanCache {
    db: Option<FingerprintCache>,
    /// Files modified at or after this (nanoseconds since the epoch) are not remembered.
    settled_before: i64,
    /// Results waiting to be written.
    hashes: Vec<HashWrite>,
    new_documents: Vec<DocumentWrite>,
    new_images: Vec<ImageWrite>,
    new_videos: Vec<VideoWrite>,
    new_music: Vec<MusicWrite>,
    pairs: Vec<PairRow>,
    last_write: Instant,
    /// Whether this scan wrote anything: the tree changed since the cache last saw it.
    wrote: bool,
    /// The cache remembered no file when the scan began (it is new, or was cleared): no
    /// row can be stale, so there is nothing to prune at the end.
    empty_at_open: bool,
    /// Problems met while the scan ran, told once at the end.
    notices: Vec<String>,
    /// Writes the batches, once there is one.
    writer: Option<Writer>,
}

impl ScanCache {
    /// A cache that remembers nothing: every lookup misses.
    pub(crate) fn disabled() -> ScanCache {
        ScanCache {
            db: None,
            settled_before: i64::MIN,
            hashes: Vec::new(),
            new_documents: Vec::new(),
            new_images: Vec::new(),
            new_videos: Vec::new(),
            new_music: Vec::new(),
            pairs: Vec::new(),
            last_write: Instant::now(),
            wrote: false,
            empty_at_open: false,
            notices: Vec::new(),
            writer: None,
        }
    }

    /// Opens the cache file. Never fails: a cache that cannot be used gives a disabled
    /// `ScanCache` and a notice; a damaged one is rebuilt, with a notice.
    pub(crate) fn open(path: &Path, scan_started: SystemTime) -> (ScanCache, Vec<Notice>) {
        let (db, notice) = match FingerprintCache::open(path) {
            Ok(opened) => opened,
            Err(reason) => {
                let words = format!("{reason}; this scan reads every file");
                return (ScanCache::disabled(), vec![Notice::Cache { words }]);
            }
        };
        let settled_before = scan_started
            .checked_sub(SETTLING_TIME)
            .and_then(nanos_since_epoch)
            .unwrap_or(i64::MIN);
        // Asked on the thread that opens the cache, while the walk runs. Unknown counts as
        // not empty: pruning is never skipped on a guess.
        let empty_at_open = db.holds_files().is_ok_and(|holds| !holds);
        let cache = ScanCache {
            db: Some(db),
            settled_before,
            empty_at_open,
            ..ScanCache::disabled()
        };
        let notices = notice.map(|words| Notice::Cache { words });
        (cache, notices.into_iter().collect())
    }

    /// Whether lookups can find anything.
    fn enabled(&self) -> bool {
        self.db.is_some()
    }

    /// Runs a lookup; a broken cache is rebuilt (and this scan reads the files), any other
    /// failure is noted and the rest of the scan reads the files instead.
    fn look_up(&mut self, lookup: impl FnOnce(&FingerprintCache) -> Result<(), CacheError>) {
        let Some(db) = self.db.as_mut() else {
            return;
        };
        match lookup(db) {
            Ok(()) => {}
            Err(CacheError::Broken(reason)) => {
                let notice = db.rebuild(&reason).unwrap_or_else(|e| e);
                self.notices.push(notice);
            }
            Err(CacheError::Failed(reason)) => {
                self.notices.push(format!(
                    "the fingerprint cache could not be read ({reason}); this scan reads the \
                     files instead"
                ));
                self.db = None;
            }
        }
    }

    /// The first-pass hash ([`crate::hashing::prehash`]) remembered for each of `files`
    /// (sorted by device and inode), in order: the whole-content hash of a small file, the
    /// head-and-tail hash of another.
    pub(crate) fn known_prehashes(&mut self, files: &[&DistinctFile]) -> Vec<Option<Prehash>> {
        let mut answers = vec![None; files.len()];
        if !self.enabled() {
            return answers;
        }
        let keys: Vec<(u64, u64)> = files.iter().map(|f| (f.entry.dev, f.entry.ino)).collect();
        let answer = |i: usize, identity, prehash: Option<u128>, full_hash: Option<u128>| {
            let entry = &files[i].entry;
            if Identity::of(entry) != Some(identity) {
                return None;
            }
            if entry.size <= SMALL_FILE_LIMIT {
                full_hash.map(|hash| Prehash {
                    hash,
                    complete: true,
                })
            } else {
                prehash.map(|hash| Prehash {
                    hash,
                    complete: false,
                })
            }
        };
        self.look_up(|db| db.lookup_hashes(&keys, &mut answers, &answer));
        answers
    }

    /// The whole-content hash remembered for each of `files` (sorted by device and inode),
    /// in order.
    pub(crate) fn known_full_hashes(&mut self, files: &[&DistinctFile]) -> Vec<Option<u128>> {
        let mut answers = vec![None; files.len()];
        if !self.enabled() {
            return answers;
        }
        let keys: Vec<(u64, u64)> = files.iter().map(|f| (f.entry.dev, f.entry.ino)).collect();
        let answer = |i: usize, identity, _: Option<u128>, full_hash: Option<u128>| {
            (Identity::of(&files[i].entry) == Some(identity)).then_some(full_hash)?
        };
        self.look_up(|db| db.lookup_hashes(&keys, &mut answers, &answer));
        answers
    }

    /// What the near stage made of each of `files` with the options `key` stands for, if
    /// remembered; in order.
    pub(crate) fn known_documents(
        &mut self,
        files: &[&DistinctFile],
        key: i64,
    ) -> Vec<Option<DocumentMemo>> {
        self.known_with_key(files, key, FingerprintCache::lookup_documents)
    }

    /// The image fingerprints remembered for `files`, made with the format `key` stands
    /// for, in order.
    pub(crate) fn known_images(
        &mut self,
        files: &[&DistinctFile],
        key: i64,
    ) -> Vec<Option<ImagePrint>> {
        self.known_with_key(files, key, FingerprintCache::lookup_images)
    }

    /// The video fingerprints remembered for `files`, made with the format `key` stands
    /// for, in order.
    pub(crate) fn known_videos(
        &mut self,
        files: &[&DistinctFile],
        key: i64,
    ) -> Vec<Option<VideoPrint>> {
        self.known_with_key(files, key, FingerprintCache::lookup_videos)
    }

    /// The music fingerprints remembered for `files`, made with the format `key` stands
    /// for, in order.
    pub(crate) fn known_music(
        &mut self,
        files: &[&DistinctFile],
        key: i64,
    ) -> Vec<Option<MusicPrint>> {
        self.known_with_key(files, key, FingerprintCache::lookup_music)
    }

    /// The rows `lookup` finds for `files` that belong to the same file as it is now and
    /// were made with what `key` stands for, in the files' order. Rows are looked up in
    /// key order (device, inode), as the table keeps them.
    fn known_with_key<T: Clone + Send>(
        &mut self,
        files: &[&DistinctFile],
        key: i64,
        lookup: impl FnOnce(
            &FingerprintCache,
            &[(u64, u64)],
            &mut [Option<T>],
            &(dyn Fn(usize, Identity, i64, T) -> Option<T> + Sync),
        ) -> Result<(), CacheError>,
    ) -> Vec<Option<T>> {
        let mut answers: Vec<Option<T>> = vec![None; files.len()];
        if !self.enabled() {
            return answers;
        }
        let mut order: Vec<u32> = (0..files.len() as u32).collect();
        order.sort_unstable_by_key(|&i| (files[i as usize].entry.dev, files[i as usize].entry.ino));
        let keys: Vec<(u64, u64)> = order
            .iter()
            .map(|&i| (files[i as usize].entry.dev, files[i as usize].entry.ino))
            .collect();
        let mut sorted: Vec<Option<T>> = vec![None; files.len()];
        let answer = |i: usize, identity, made_with: i64, found| {
            let entry = &files[order[i] as usize].entry;
            (Identity::of(entry) == Some(identity) && made_with == key).then_some(found)
        };
        self.look_up(|db| lookup(db, &keys, &mut sorted, &answer));
        for (found, &i) in sorted.into_iter().zip(&order) {
            answers[i as usize] = found;
        }
        answers
    }

    /// The similarities remembered for pairs of documents, each named by its file, measured
    /// with the options `key` stands for; in order.
    pub(crate) fn known_similarities(
        &mut self,
        pairs: &[(&FileEntry, &FileEntry)],
        key: i64,
    ) -> Vec<Option<f64>> {
        if !self.enabled() {
            return vec![None; pairs.len()];
        }
        let names: Vec<Option<([u8; 16], [u8; 16])>> =
            pairs.iter().map(|(a, b)| pair_name(a, b)).collect();
        let asked: Vec<([u8; 16], [u8; 16])> = names.iter().flatten().copied().collect();
        let mut found_pairs = Vec::new();
        self.look_up(|db| {
            found_pairs = db.lookup_pairs(&asked, key)?;
            Ok(())
        });
        found_pairs.resize(asked.len(), None);
        let mut found = found_pairs.into_iter();
        names
            .iter()
            .map(|name| name.and_then(|_| found.next().flatten()))
            .collect()
    }

    /// Whether the cache keeps a report of an earlier scan with the same `key` whose walk
    /// saw what `walk` stands for.
    pub(crate) fn has_report(&mut self, key: &ResultsKey, walk: &WalkDigest) -> bool {
        let mut found = false;
        self.look_up(|db| {
            found = db.has_report(&key.0, &walk.to_bytes())?;
            Ok(())
        });
        found
    }

    /// The report of an earlier scan with the same `key` whose walk saw what `walk` stands
    /// for, if the cache keeps one: this scan's report, without reading a file.
    pub(crate) fn remembered_report(
        &mut self,
        key: &ResultsKey,
        walk: &WalkDigest,
    ) -> Option<Report> {
        let mut stored = None;
        self.look_up(|db| {
            stored = db.stored_report(&key.0, &walk.to_bytes())?;
            Ok(())
        });
        // Bytes that are not a report (damage the database did not notice) are only a miss:
        // the scan runs in full and stores its own in their place.
        stored.and_then(|bytes| crate::report::stored::decode(&bytes))
    }

    /// Stores `report`, from a scan with `key` whose walk saw what `walk` stands for and
    /// whose later stages met `failures` files they could not read (or that changed), for
    /// the next scan that walks the same tree, when it is [`worth_storing`]. Returns the
    /// notice for the user if it could not be stored.
    pub(crate) fn remember_report(
        &mut self,
        key: &ResultsKey,
        walk: &WalkDigest,
        failures: usize,
        report: &Report,
    ) -> Option<Notice> {
        let settled = walk.settled_before(self.settled_before);
        let worth = worth_storing(!report.cancelled, settled, failures);
        let db = self.db.as_mut().filter(|_| worth)?;
        let write = |sink: &mut dyn std::io::Write| crate::report::stored::encode(report, sink);
        let error = db
            .store_report(&key.0, &walk.to_bytes(), write, KEPT_REPORTS)
            .err()?;
        Some(Notice::Cache {
            words: format!(
                "the fingerprint cache could not keep this scan's results ({error}); the next \
                 scan of these folders groups them again"
            ),
        })
    }

    /// Remembers the first-pass hash of `file`.
    pub(crate) fn record_prehash(&mut self, file: &DistinctFile, prehash: Prehash) {
        let (prehash, full_hash) = if prehash.complete {
            (None, Some(prehash.hash))
        } else {
            (Some(prehash.hash), None)
        };
        self.record_hashes(&file.entry, prehash, full_hash);
    }

    /// Remembers the whole-content hash of `file`.
    pub(crate) fn record_full_hash(&mut self, file: &DistinctFile, hash: u128) {
        self.record_hashes(&file.entry, None, Some(hash));
    }

    fn record_hashes(&mut self, entry: &FileEntry, prehash: Option<u128>, full_hash: Option<u128>) {
        if let Some(identity) = self.rememberable(entry) {
            self.hashes.push(HashWrite {
                identity,
                path: entry.path().into(),
                prehash,
                full_hash,
            });
        }
    }

    /// Remembers what the near stage made of `file` with the options `key` stands for.
    pub(crate) fn record_document(&mut self, file: &DistinctFile, key: i64, memo: DocumentMemo) {
        if let Some(identity) = self.rememberable(&file.entry) {
            self.new_documents.push(DocumentWrite {
                identity,
                path: file.entry.path().into(),
                key,
                memo,
            });
        }
    }

    /// Remembers the fingerprint of the image `file`, made with the format `key` stands for.
    pub(crate) fn record_image(&mut self, file: &DistinctFile, key: i64, print: ImagePrint) {
        if let Some(identity) = self.rememberable(&file.entry) {
            self.new_images.push(ImageWrite {
                identity,
                path: file.entry.path().into(),
                key,
                print,
            });
        }
    }

    /// Remembers the fingerprint of the video `file`, made with the format `key` stands for.
    pub(crate) fn record_video(&mut self, file: &DistinctFile, key: i64, print: VideoPrint) {
        if let Some(identity) = self.rememberable(&file.entry) {
            self.new_videos.push(VideoWrite {
                identity,
                path: file.entry.path().into(),
                key,
                print,
            });
        }
    }

    /// Remembers the fingerprint of the music file `file`, made with the format `key`
    /// stands for.
    pub(crate) fn record_music(&mut self, file: &DistinctFile, key: i64, print: MusicPrint) {
        if let Some(identity) = self.rememberable(&file.entry) {
            self.new_music.push(MusicWrite {
                identity,
                path: file.entry.path().into(),
                key,
                print,
            });
        }
    }

    /// Remembers the exact similarity of two documents measured with the options `key`
    /// stands for.
    pub(crate) fn record_similarity(
        &mut self,
        a: &FileEntry,
        b: &FileEntry,
        key: i64,
        similarity: f64,
    ) {
        if self.rememberable(a).is_none() || self.rememberable(b).is_none() {
            return;
        }
        if let Some((first, second)) = pair_name(a, b) {
            self.pairs.push(PairRow {
                first,
                second,
                options: key,
                similarity,
            });
        }
    }

    /// The identity to remember `entry` under; `None` when it must not be remembered (no
    /// cache, or modified too recently to trust).
    fn rememberable(&self, entry: &FileEntry) -> Option<Identity> {
        self.db.as_ref()?;
        Identity::of(entry).filter(|identity| identity.mtime_ns < self.settled_before)
    }

    /// Writes what is queued if enough is waiting or enough time has passed. Stages call it
    /// between batches of files.
    pub(crate) fn checkpoint(&mut self) {
        let waiting = self.hashes.len()
            + self.new_documents.len()
            + self.new_images.len()
            + self.new_videos.len()
            + self.new_music.len()
            + self.pairs.len();
        if waiting >= BATCH_ROWS || (waiting > 0 && self.last_write.elapsed() >= BATCH_TIME) {
            self.write_queued();
        }
    }

    /// Hands what is queued to the writer thread (started on first use), so the stages
    /// go on reading while it is written.
    fn write_queued(&mut self) {
        self.last_write = Instant::now();
        if self.db.is_none()
            || (self.hashes.is_empty()
                && self.new_documents.is_empty()
                && self.new_images.is_empty()
                && self.new_videos.is_empty()
                && self.new_music.is_empty()
                && self.pairs.is_empty())
        {
            return;
        }
        self.wrote = true;
        let batch = Batch {
            hashes: std::mem::take(&mut self.hashes),
            documents: std::mem::take(&mut self.new_documents),
            images: std::mem::take(&mut self.new_images),
            videos: std::mem::take(&mut self.new_videos),
            music: std::mem::take(&mut self.new_music),
            pairs: std::mem::take(&mut self.pairs),
        };
        self.hand_to_writer(Job::Write(batch));
    }

    /// Hands `job` to the writer thread, started on first use.
    fn hand_to_writer(&mut self, job: Job) {
        if self.writer.is_none() {
            let path = self.db.as_ref().map(|db| db.path.clone());
            self.writer = path.and_then(|path| Writer::start(&path));
        }
        match &self.writer {
            Some(writer) if writer.jobs.send(job).is_ok() => {}
            _ => {
                self.notices.push(
                    "the fingerprint cache could not be updated (its writer could not start); \
                     the next scan reads new and changed files again"
                        .to_string(),
                );
                self.db = None;
            }
        }
    }

    /// Waits until everything handed to the writer is written.
    fn wait_for_writer(&mut self) {
        if let Some(writer) = self.writer.take() {
            drop(writer.jobs);
            match writer.thread.join() {
                Ok(notices) => self.notices.extend(notices),
                Err(_) => self.notices.push(
                    "the fingerprint cache could not be updated (its writer failed \
                     unexpectedly)"
                        .to_string(),
                ),
            }
        }
    }

    /// Writes what is still queued and, when the walk of `roots` was complete and the tree
    /// changed since the cache last saw it (this scan learned something, or found another
    /// number of files), drops the rows of files that are gone (unless the cache started
    /// empty: then every row is this scan's own, and the walk is only noted, by the writer
    /// thread without waiting for it). Returns the notices for the user: problems with the
    /// cache never fail a scan.
    pub(crate) fn finish(
        &mut self,
        walk: Option<(&[PathBuf], &[DistinctFile], u64)>,
    ) -> Vec<Notice> {
        self.write_queued();
        if let (true, Some((roots, files, _))) = (self.empty_at_open && self.db.is_some(), walk) {
            // A new cache is filled by the writer, which may still be busy: the walk is
            // noted after the rows before it, while the scan goes on to its next stage.
            let count = files.iter().map(|f| 1 + f.aliases().len() as u64).sum();
            self.hand_to_writer(Job::NoteWalk(roots.to_vec(), count));
            return self.take_notices();
        }
        self.wait_for_writer();
        if let (Some(db), Some((roots, files, min_size))) = (self.db.as_mut(), walk) {
            let count = files.iter().map(|f| 1 + f.aliases().len() as u64).sum();
            let changed = self.wrote || db.walked_before(roots).ok().flatten() != Some(count);
            if changed {
                let mut walked: Vec<(u64, u64)> =
                    files.iter().map(|f| (f.entry.dev, f.entry.ino)).collect();
                walked.sort_unstable();
                if let Err(error) = db.prune(roots, &walked, count, min_size, &still_there) {
                    self.notices.push(format!(
                        "the fingerprint cache could not drop the entries of deleted files \
                         ({error})"
                    ));
                }
            }
        }
        self.take_notices()
    }

    /// The problems met so far, as notices, told once.
    fn take_notices(&mut self) -> Vec<Notice> {
        let words = std::mem::take(&mut self.notices);
        words
            .into_iter()
            .map(|words| Notice::Cache { words })
            .collect()
    }
}

/// What the writer thread is handed.
enum Job {
    /// Results to write.
    Write(Batch),
    /// A complete walk of these roots found this many files (see
    /// [`FingerprintCache::remember_walk`]).
    NoteWalk(Vec<PathBuf>, u64),
}

/// Results handed to the writer in one go.
struct Batch {
    hashes: Vec<HashWrite>,
    documents: Vec<DocumentWrite>,
    images: Vec<ImageWrite>,
    videos: Vec<VideoWrite>,
    music: Vec<MusicWrite>,
    pairs: Vec<PairRow>,
}

/// A thread of its own, with its own connection, that writes batches while the scan reads
/// files: written on the scan's own thread, each batch would stop the reading (for a first
/// scan of a million small files, that cost a third of the time again).
struct Writer {
    jobs: mpsc::Sender<Job>,
    /// Returns the notices for problems met.
    thread: std::thread::JoinHandle<Vec<String>>,
}

impl Writer {
    fn start(path: &Path) -> Option<Writer> {
        let (jobs, incoming) = mpsc::channel::<Job>();
        let path = path.to_path_buf();
        let thread = std::thread::Builder::new()
            .name("doppel-cache-writer".to_string())
            .spawn(move || {
                let mut db = match FingerprintCache::open(&path) {
                    Ok((db, _)) => db,
                    Err(reason) => {
                        return vec![format!(
                            "{reason}; the next scan reads new and changed files again"
                        )];
                    }
                };
                let mut notices = Vec::new();
                for job in incoming {
                    match job {
                        Job::Write(batch) => {
                            let written = db.write(
                                &batch.hashes,
                                &batch.documents,
                                &batch.images,
                                &batch.videos,
                                &batch.music,
                                &batch.pairs,
                            );
                            if let Err(error) = written {
                                // Whatever failed (a full disk, a lock, damage) would fail
                                // again for every batch.
                                notices.push(format!(
                                    "the fingerprint cache could not be updated ({error}); \
                                     the next scan reads new and changed files again"
                                ));
                                return notices;
                            }
                        }
                        Job::NoteWalk(roots, count) => {
                            if let Err(error) = db.remember_walk(&roots, count) {
                                notices.push(format!(
                                    "the fingerprint cache could not note this walk ({error})"
                                ));
                            }
                        }
                    }
                }
                notices
            })
            .ok()?;
        Some(Writer { jobs, thread })
    }
}

/// The name of a pair of documents in the pairs table: their identities' keys, lower first.
fn pair_name(a: &FileEntry, b: &FileEntry) -> Option<([u8; 16], [u8; 16])> {
    let (a, b) = (Identity::of(a)?.key(), Identity::of(b)?.key());
    Some(if a <= b { (a, b) } else { (b, a) })
}

/// True unless `path` is gone or is now a different or changed file. When we cannot tell
/// (a folder we may not enter), the row is kept.
fn still_there(path: &Path, identity: Identity) -> bool {
    match std::fs::metadata(path) {
        Ok(metadata) => {
            metadata.is_file() && Identity::of(&FileEntry::new(path, &metadata)) == Some(identity)
        }
        Err(e) => !matches!(
            e.kind(),
            std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory
        ),
    }
}
