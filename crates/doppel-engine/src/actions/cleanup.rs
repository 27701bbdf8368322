//! The cleanup transaction, the one the app and the command line both run, over every kind
//! of item (a file, a folder trashed whole): for each, check, record, act, verify.
//!
//! 1. **Lock**: one cleanup or restore at a time across processes ([`super::lock`]).
//! 2. **Check** (`checks.rs` for a file, `folder_checks.rs` for a folder): the item and a
//!    kept copy are opened and compared through handles; paths through symbolic links, two
//!    paths of one file, copies in the trash, and edits made meanwhile are refused. Anything
//!    inside a reference folder is refused by identity (`references.rs`, walked once at the
//!    start), and so is anything in Doppel's own data folder (its journals).
//! 3. **Record**: the trash entry each item will become is chosen (a free name, nothing
//!    written yet), and the journal records naming them — with what identifies each item (volume, inode, birth time) — are staged;
//!    a batch of items (128 at first, doubling up to [`BATCH`]) is made durable with one
//!    flush before any item of that batch moves ([`super::journal`]). No journal, no
//!    cleanup: if the batch cannot be written, nothing of it moves. The checks of a batch
//!    run on every core, while the batch before it acts (when both hold only files: a
//!    folder's check must see the files acted on before it as they ended up); choosing
//!    and recording stay in one thread, in plan order.
//! 4. **Act**: the chosen name is claimed (its `.trashinfo` created exclusively, only now
//!    that a record names it: a kill never leaves a `.trashinfo` no journal knows), a last look (still the version checked; for a file, nobody has it open for
//!    writing: a read lease must be granted, and is held across the move), then one rename
//!    into the trash relative to the folder that was checked, never replacing anything and
//!    never copying across devices ([`super::trash`]). Files are acted on in chunks on
//!    every core (their records are all durable already, and no act touches another's
//!    names); a folder is acted on alone.
//! 5. **Verify**: what arrived in the trash must be the item checked (else it is put back),
//!    holding what was checked (a folder), and the kept copy must still stand unchanged
//!    (else the item is put back: it is the copy to keep after all).
//!
//! With [`Reclaim::HardLink`] step 4 instead replaces the file by a hard link to its kept
//! copy (`link.rs`), its original keeping a second name in the trash; the checks add what a
//! link needs (an exact group, one file system, the same owner and permissions). A folder
//! is replaced file by file, each file by a link to the copy the folder checks matched in
//! its kept folder, as one item under one journal record, its originals kept in one trash
//! entry that mirrors the folder (`link_folder.rs`).
//!
//! With [`Reclaim::Clone`] step 4 instead makes the file a clone of its kept copy
//! (`cloning.rs`: the kernel compares the two under lock and shares their blocks); nothing
//! goes to the trash, no trash name is reserved, and the journal's `cloning` record is
//! durable first all the same. The checks add what a clone needs (an exact group, one file
//! system, one that can share blocks: tried once per file system). A folder is cloned file
//! by file onto the copies the folder checks matched in its kept folder, as one item under
//! one journal record.
//!
//! Each file system acted on is measured (free space, after a `syncfs`) before its first
//! act and after the cleanup's last (`measured.rs`), so the outcome says what was freed
//! beside what was expected.
//!
//! Files come first, then the folders. A dry run does step 2 and the choice of trash folder,
//! and says exactly what the real run would do. Nothing here deletes a file.

use std::ffi::{OsStr, OsString};
use std::os::fd::AsFd;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::checks::{self, Checked as CheckedFile, CheckedCompanion};
use super::cloning::{self, FolderClone, SupportCache};
use super::folder_checks::{self, CheckedFolder};
use super::fs_at::{self, Located, Stat, Writers};
use super::journal::{Identity, JournalError, JournalWriter};
use super::link;
use super::link_folder::{self, FolderLink};
use super::lock::{ActionLock, LockError};
use super::measured::{SpaceBook, SpaceMeasured};
use super::places::ActionPlaces;
use super::plan::{CleanupPlan, PlannedFile, PlannedFolder};
use super::reasons::{Reason, Refusal, Stopped, io_problem};
use super::reclaim::Reclaim;
use super::references::{ReferenceGuard, ReferenceUnreadable};
use super::space::{Expected, Less, When};
use super::trash::{NoCopy, TrashFolder, TrashFolders, local_now};
use super::tree::{self, Strictness};
use crate::progress::CancelToken;

/// Items checked and recorded together, at most: their journal records are made durable
/// with one flush before any of them moves. Each flush costs about 16 ms on a journaled
/// ext4, so fewer, larger batches make a large cleanup faster (see `docs/src/benchmarks.md`).
pub(super) const BATCH: usize = 4096;

/// The first batch: small, so the first files move (and progress shows) at once; each
/// batch after is twice the one before, up to [`BATCH`].
const FIRST_BATCH: usize = 128;

/// Open descriptors each item of a batch may hold until it moves: the file, its folder, and
/// a kept copy's folder per group, with room to spare.
const DESCRIPTORS_PER_ITEM: u64 = 4;

/// How many items go in one batch: [`BATCH`], or fewer where the process may not hold that
/// many descriptors open (the soft limit is first raised as far as the hard one allows).
/// Two batches hold theirs at once: one acting while the next is checked.
fn batch_size() -> usize {
    let limit = fs_at::raise_open_file_limit();
    // Room for the journal, the trash folders, the lock and what the front end holds.
    let spare = limit.saturating_sub(128) / (DESCRIPTORS_PER_ITEM * 2);
    usize::try_from(spare).map_or(BATCH, |spare| spare.clamp(8, BATCH))
}

/// Whether to move files or only say what would move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Move the files to the trash.
    Real,
    /// Check and report, moving nothing.
    DryRun,
}

/// A file moved to the trash (or, in a dry run, that would be).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrashedFile {
    /// Where it was.
    pub path: PathBuf,
    /// Its size in bytes.
    pub size: u64,
    /// The trash folder it went to, and its name in that folder's `files/` (empty in a dry
    /// run: no name is reserved).
    pub(crate) trash: PathBuf,
    /// Its name in the trash folder's `files/`.
    pub(crate) entry: OsString,
    /// A folder moved whole (its `size` is the total of its files).
    pub folder: bool,
    /// A file replaced by a hard link: the kept copy its name now points at (the original
    /// is in the trash).
    pub linked_to: Option<PathBuf>,
    /// A file made a clone: the kept copy whose blocks it now shares (nothing went to the
    /// trash).
    pub cloned_from: Option<PathBuf>,
    /// The bytes expected to come back: for a file moved to the trash or replaced by a hard
    /// link, once the trash is emptied (`size`, or nothing for a file that had other names
    /// besides this one); for a clone, at once (its blocks not shared already).
    pub frees: u64,
    /// For a clone, why it frees less than its blocks take, if it does (its blocks shared
    /// already, with the kept copy or a snapshot: then it frees nothing, and is cloned all
    /// the same).
    pub frees_less: Option<Less>,
    /// For a companion moved with a file (a photo's RAW, Live Photo video, sidecar): that
    /// file's path. It follows that file in [`CleanupOutcome::trashed`].
    pub companion_of: Option<PathBuf>,
}

/// What [`execute`] did. The plan's own refusals are not repeated in `failed`.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CleanupOutcome {
    /// The journal's id for this cleanup (`None` for a dry run, or when nothing was due).
    pub id: Option<String>,
    /// The files moved (or, in a dry run, that would be), in the plan's order.
    pub trashed: Vec<TrashedFile>,
    /// The files left in place, with the reason.
    pub failed: Vec<Refusal>,
    /// Stopped before the end (cancelled, the journal could not be written, the disk is
    /// full); the files not reached are in `failed` with the reason.
    pub stopped: Option<Stopped>,
    /// Each file system acted on: its free space measured before the first act and after
    /// the last, beside what was expected (empty for a dry run).
    pub space: Vec<SpaceMeasured>,
}

/// Why a cleanup did not start: nothing was moved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotStarted {
    /// Another Doppel is cleaning up or restoring, or the lock could not be taken.
    Locked(LockError),
    /// The journal could not be started.
    Journal(JournalError),
    /// A reference folder could not be read in full.
    Reference(ReferenceUnreadable),
}

impl std::fmt::Display for NotStarted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NotStarted::Locked(locked) => locked.fmt(f),
            NotStarted::Journal(problem) => problem.fmt(f),
            NotStarted::Reference(unreadable) => unreadable.fmt(f),
        }
    }
}

/// Carries out `plan` as `reclaim` says: its files, then its folders. `on_progress(done, total)` is called
/// before the first and after each (a folder counts as one); the outcome is returned only
/// once the journal holds the whole cleanup. An `Err` means nothing was moved (another
/// cleanup is running, the journal cannot be started, or one of the plan's reference
/// folders cannot be read in full).
pub fn execute(
    plan: &CleanupPlan,
    places: &ActionPlaces,
    mode: Mode,
    reclaim: Reclaim,
    cancel: &CancelToken,
    on_progress: &dyn Fn(usize, usize),
) -> Result<CleanupOutcome, NotStarted> {
    let total = plan.to_trash.len() + plan.folders.len();
    on_progress(0, total);
    let mut outcome = CleanupOutcome::default();
    if total == 0 {
        return Ok(outcome);
    }
    // Held to the end, dry runs too: a plan checked while another cleanup moves files
    // would not say what the real run does.
    let _lock = ActionLock::acquire(&places.data_dir, "cleaning up").map_err(NotStarted::Locked)?;
    let context = Context {
        places,
        guard: ReferenceGuard::build(&plan.references).map_err(NotStarted::Reference)?,
        own: OwnFolder::new(&places.data_dir),
        reclaim,
        support: SupportCache::default(),
        ledger: Arc::default(),
    };
    let mut space = SpaceBook::default();
    let mut journal = match mode {
        Mode::Real => Some(JournalWriter::begin(&places.data_dir).map_err(NotStarted::Journal)?),
        Mode::DryRun => None,
    };
    outcome.id = journal.as_ref().map(|journal| journal.id.clone());
    let mut trash_folders = TrashFolders::new(places.home_trash.clone());
    let files = plan.to_trash.iter().map(Item::File);
    let folders = plan.folders.iter().map(Item::Folder);
    let items: Vec<Item> = files.chain(folders).collect();
    let mut done = 0;
    let largest = batch_size();
    let mut size = FIRST_BATCH.min(largest);
    let mut start = 0;
    // The first item acts alone and each chunk after is twice the one before, up to
    // ACT_CHUNK: the first file moves (and progress shows) at once.
    let mut chunk_size = 1;
    // The checks of the batch at `start`, made while the batch before it acted.
    let mut ahead: Option<Vec<Result<Checked, Reason>>> = None;
    while start < items.len() {
        let batch = &items[start..items.len().min(start + size)];
        start += batch.len();
        size = largest.min(size * 2);
        let mut ready: Vec<Ready> = Vec::with_capacity(batch.len());
        let mut checked = match ahead.take() {
            Some(checked) => checked,
            None if outcome.stopped.is_none() && !cancel.is_cancelled() => {
                check_batch(batch, &context, &trash_folders)
            }
            None => Vec::new(),
        }
        .into_iter();
        for item in batch {
            if outcome.stopped.is_none() && cancel.is_cancelled() {
                outcome.stopped = Some(Stopped::Cancelled);
            }
            if let Some(why) = &outcome.stopped {
                outcome.failed.push(not_moved(item.path(), why));
                done += 1;
                on_progress(done, total);
                continue;
            }
            let prepared = match checked.next() {
                Some(Ok(checked)) => record(item, checked, &mut trash_folders, journal.as_mut()),
                Some(Err(reason)) => Err(Failure::Item(reason)),
                None => unreachable!("every item of a batch not stopped is checked"),
            };
            match prepared {
                Ok(prepared) => ready.push(prepared),
                Err(Failure::Item(reason)) => {
                    outcome.failed.push(Refusal::new(item.path(), reason));
                    done += 1;
                    on_progress(done, total);
                }
                Err(Failure::Stop(why)) => {
                    outcome.failed.push(not_moved(item.path(), &why));
                    outcome.stopped = Some(why);
                    done += 1;
                    on_progress(done, total);
                }
            }
        }
        // The batch's records, durable before any of its items moves.
        if let Some(journal) = journal.as_mut()
            && let Err(problem) = journal.sync()
        {
            let why = Stopped::Journal(problem);
            for prepared in ready.drain(..) {
                if let Some(trash) = &prepared.trash {
                    let _ = trash.give_back(&prepared.entry);
                    for companion in &prepared.companions {
                        let _ = trash.give_back(&companion.entry);
                    }
                }
                outcome.failed.push(not_moved(prepared.path, &why));
                done += 1;
            }
            outcome.stopped.get_or_insert(why);
            on_progress(done, total);
            continue;
        }
        crate::failpoint::hit("cleanup: batch recorded");
        // The next batch's checks run beside this one's acts (they only open, read and
        // compare), but only among files: a folder's check must see the files acted on
        // before it as they ended up, not halfway through a link.
        let next = &items[start..items.len().min(start + size)];
        let look_ahead = !next.is_empty()
            && outcome.stopped.is_none()
            && !cancel.is_cancelled()
            && next.iter().all(|item| matches!(item, Item::File(_)));
        ahead = std::thread::scope(|scope| {
            let looking = look_ahead.then(|| {
                let (context, trash_folders) = (&context, &trash_folders);
                scope.spawn(move || check_batch(next, context, trash_folders))
            });
            let acting = Acting {
                journal: journal.as_mut(),
                space: &mut space,
                outcome: &mut outcome,
                done: &mut done,
                chunk_size: &mut chunk_size,
                total,
                on_progress,
            };
            acting.act_on(ready);
            looking.map(|handle| {
                handle
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
        });
    }
    // Every move is already recorded; this only marks the cleanup as complete.
    if let Some(journal) = journal.as_mut()
        && let Err(problem) = journal.finished()
    {
        outcome.stopped.get_or_insert(Stopped::Journal(problem));
    }
    outcome.space = space.finish(journal.as_ref().and_then(JournalWriter::footprint));
    Ok(outcome)
}

/// What acting on a batch's prepared items updates, as they finish.
struct Acting<'s, 'j> {
    journal: Option<&'j mut JournalWriter>,
    space: &'s mut SpaceBook,
    outcome: &'s mut CleanupOutcome,
    done: &'s mut usize,
    chunk_size: &'s mut usize,
    total: usize,
    on_progress: &'s dyn Fn(usize, usize),
}

impl Acting<'_, '_> {
    /// Acts on `ready` (their records durable) chunk by chunk, and takes in what each did,
    /// in order: the outcome, the space expected, the journal's closing records, progress.
    fn act_on(mut self, ready: Vec<Ready<'_>>) {
        let mut ready = ready.into_iter().peekable();
        while ready.peek().is_some() {
            let chunk = next_chunk(&mut ready, *self.chunk_size);
            *self.chunk_size = ACT_CHUNK.min(*self.chunk_size * 2);
            let devs: Vec<u64> = chunk.iter().map(|item| item.checked.stat().dev).collect();
            if self.journal.is_some() {
                for prepared in &chunk {
                    let checked = &prepared.checked;
                    let folder = checked.located().folder.as_fd();
                    self.space
                        .before_act(checked.stat().dev, folder, prepared.path);
                }
            }
            for (acted, dev) in act_chunk(chunk).into_iter().zip(devs) {
                let Acted {
                    path,
                    result,
                    companions,
                    close,
                    stop,
                } = acted;
                if let Some(stop) = stop {
                    self.outcome.stopped.get_or_insert(stop);
                }
                match result {
                    Ok(trashed) => {
                        let (now, later) = if trashed.cloned_from.is_some() {
                            (trashed.frees, 0)
                        } else {
                            (0, trashed.frees)
                        };
                        self.space
                            .expect(dev, now, later, !trashed.entry.is_empty());
                        self.outcome.trashed.push(trashed);
                    }
                    Err(reason) => self.outcome.failed.push(Refusal::new(path, reason)),
                }
                // A file's companions follow it.
                for companion in companions {
                    self.space.expect(dev, 0, companion.frees, true);
                    self.outcome.trashed.push(companion);
                }
                if let Some(journal) = self.journal.as_deref_mut() {
                    for (close, n) in close {
                        let closed = match close {
                            Close::NotMoved => journal.not_moved(n),
                            Close::Restored => journal.restored(n),
                        };
                        if let Err(problem) = closed {
                            // Its record stays pending: a restore finds it as it is.
                            self.outcome
                                .stopped
                                .get_or_insert(Stopped::Journal(problem));
                        }
                    }
                }
                *self.done += 1;
                (self.on_progress)(*self.done, self.total);
            }
        }
    }
}

fn not_moved(path: &Path, why: &Stopped) -> Refusal {
    Refusal::new(path, Reason::NotMoved { why: why.clone() })
}

/// What every item's checks share.
struct Context<'a> {
    places: &'a ActionPlaces,
    guard: ReferenceGuard,
    own: OwnFolder,
    reclaim: Reclaim,
    /// Whether each file system met can share blocks (for clones), tried once each.
    support: SupportCache,
    /// The links made to each kept copy (hard links only).
    ledger: Arc<link::LinkLedger>,
}

/// One thing the plan moves.
enum Item<'a> {
    File(&'a PlannedFile),
    Folder(&'a PlannedFolder),
}

impl<'a> Item<'a> {
    fn path(&self) -> &'a Path {
        match self {
            Item::File(planned) => &planned.file.path,
            Item::Folder(planned) => &planned.folder.path,
        }
    }
}

/// An item that passed its checks, as the transaction acts on it.
enum Checked {
    File(CheckedFile),
    // Boxed: a folder's tree and manifest are large beside a file's few handles.
    Folder(Box<CheckedFolder>),
    /// A file to replace by a hard link to its kept copy `file.kept[kept]`, made first
    /// under the name `temp` beside it.
    Link {
        file: CheckedFile,
        kept: usize,
        temp: OsString,
        /// How many names of the kept copy the scan saw, and the cleanup's links to it.
        seen: u64,
        ledger: Arc<link::LinkLedger>,
    },
    /// A file to make a clone of its kept copy `file.kept[kept]`, expected to free
    /// `expected`.
    Clone {
        file: CheckedFile,
        kept: usize,
        expected: Expected,
    },
    /// A folder whose every file is to become a clone of its copy in the kept folder.
    CloneFolder {
        folder: Box<CheckedFolder>,
        clone: FolderClone,
    },
    /// A folder whose every file is to be replaced by a hard link to its copy in the kept
    /// folder.
    LinkFolder {
        folder: Box<CheckedFolder>,
        link: FolderLink,
    },
}

impl Checked {
    fn located(&self) -> &Located {
        match self {
            Checked::File(file) | Checked::Link { file, .. } | Checked::Clone { file, .. } => {
                &file.located
            }
            Checked::Folder(folder)
            | Checked::CloneFolder { folder, .. }
            | Checked::LinkFolder { folder, .. } => &folder.located,
        }
    }

    fn stat(&self) -> &Stat {
        match self {
            Checked::File(file) | Checked::Link { file, .. } | Checked::Clone { file, .. } => {
                &file.stat
            }
            Checked::Folder(folder)
            | Checked::CloneFolder { folder, .. }
            | Checked::LinkFolder { folder, .. } => &folder.stat,
        }
    }

    fn size(&self) -> u64 {
        match self {
            Checked::File(file) | Checked::Link { file, .. } | Checked::Clone { file, .. } => {
                file.stat.size
            }
            Checked::Folder(folder)
            | Checked::CloneFolder { folder, .. }
            | Checked::LinkFolder { folder, .. } => folder.manifest.bytes(),
        }
    }

    /// A folder (acted on alone: see [`next_chunk`]).
    fn is_folder(&self) -> bool {
        match self {
            Checked::File(_) | Checked::Link { .. } | Checked::Clone { .. } => false,
            Checked::Folder(_) | Checked::CloneFolder { .. } | Checked::LinkFolder { .. } => true,
        }
    }

    /// The last look before the rename: the name still holds what was checked.
    fn unchanged(&self, now: &Stat) -> bool {
        match self {
            Checked::File(file) | Checked::Link { file, .. } | Checked::Clone { file, .. } => {
                now.same_version(&file.stat)
            }
            Checked::Folder(folder)
            | Checked::CloneFolder { folder, .. }
            | Checked::LinkFolder { folder, .. } => {
                now.dev == folder.stat.dev && now.ino == folder.stat.ino
            }
        }
    }
}

/// An item checked, its trash name chosen and its journal record staged.
struct Ready<'a> {
    path: &'a Path,
    checked: Checked,
    /// Its trash (none for a clone: nothing goes there).
    trash: Option<Arc<TrashFolder>>,
    /// Its name in the trash (empty in a dry run, and for a clone).
    entry: OsString,
    /// Its number in the journal (none in a dry run).
    n: Option<usize>,
    /// The deletion date its `.trashinfo` (and its companions') will say, when it is
    /// claimed (empty when nothing goes to the trash).
    deleted: String,
    /// A file's companions, to go to the trash right after it, each with its own name
    /// chosen there (empty in a dry run) and its own record (none in a dry run).
    companions: Vec<ReadyCompanion>,
}

/// A companion checked, its trash name chosen and its record staged.
struct ReadyCompanion {
    checked: CheckedCompanion,
    entry: OsString,
    n: Option<usize>,
}

pub(super) enum Failure {
    /// This item stays; the cleanup goes on.
    Item(Reason),
    /// The journal cannot be written, or the disk is full: this item and every later one
    /// stay.
    Stop(Stopped),
}

impl Failure {
    /// The journal could not record the item: the cleanup stops.
    fn journal(problem: JournalError) -> Failure {
        Failure::Stop(Stopped::Journal(problem))
    }
}

impl From<Reason> for Failure {
    fn from(reason: Reason) -> Self {
        Failure::Item(reason)
    }
}

/// Checks a batch's items on every core, in order: each item's checks only open, read and
/// compare its own files (and its kept copies), so they need not wait on one another; what
/// changes anything (reserving, recording) stays in one thread, in plan order.
fn check_batch(
    batch: &[Item],
    context: &Context,
    trash_folders: &TrashFolders,
) -> Vec<Result<Checked, Reason>> {
    use rayon::prelude::*;
    let mounts: Vec<Option<PathBuf>> = batch
        .iter()
        .map(|item| match item {
            Item::Folder(planned) => trash_folders.mount_inside(&planned.folder.path),
            Item::File(_) => None,
        })
        .collect();
    batch
        .par_iter()
        .zip(mounts)
        .map(|(item, mount_inside)| check(item, context, mount_inside))
        .collect()
}

/// Every check on one item before anything is recorded of it.
fn check(item: &Item, context: &Context, mount_inside: Option<PathBuf>) -> Result<Checked, Reason> {
    match item {
        Item::File(planned) => {
            let path = &planned.file.path;
            context.own.check_path(path)?;
            let checked = checks::before_trashing(
                &planned.file,
                &planned.keepers,
                &context.places.home_trash,
            )?;
            context.guard.check(path, &checked.stat)?;
            context
                .own
                .check_folder(path, checked.located.folder.as_fd())?;
            match context.reclaim {
                Reclaim::Trash => {
                    // Its companions go with it, each as the scan saw it and with its bytes
                    // kept beside a kept copy, or nothing of the photo moves.
                    let mut checked = checked;
                    let copies = planned.companion_copies.iter();
                    for (companion, copies) in planned.companions.iter().zip(copies) {
                        let refused = |why: Reason| Reason::CompanionNotAsScanned {
                            companion: companion.path.clone(),
                            why: Box::new(why),
                        };
                        let found = checks::companion_as_scanned(&checked.located, companion)
                            .map_err(refused)?;
                        context
                            .guard
                            .check(&companion.path, &found.stat)
                            .map_err(refused)?;
                        checks::companion_lives_on(&found, copies, &context.places.home_trash)?;
                        checked.companions.push(found);
                    }
                    Ok(Checked::File(checked))
                }
                // A hard link or a clone replaces the file alone: a companion is no copy of
                // the kept file, and keeps its place.
                Reclaim::HardLink { allow_owner_change } => {
                    let kept = link::target(
                        &checked,
                        &planned.keepers,
                        allow_owner_change,
                        &context.guard,
                    )?;
                    let seen = link::names_seen(&checked.kept[kept].path, &planned.keepers);
                    Ok(Checked::Link {
                        file: checked,
                        kept,
                        temp: link::temporary_name(),
                        seen,
                        ledger: Arc::clone(&context.ledger),
                    })
                }
                Reclaim::Clone => {
                    let (kept, expected) =
                        cloning::target(&checked, &planned.keepers, &context.support)?;
                    Ok(Checked::Clone {
                        file: checked,
                        kept,
                        expected,
                    })
                }
            }
        }
        Item::Folder(planned) => {
            let path = &planned.folder.path;
            context.own.check_path(path)?;
            let checked = folder_checks::before_trashing_folder(
                planned,
                &context.places.home_trash,
                &context.guard,
                mount_inside,
            )?;
            context.own.check_tree(&checked)?;
            match context.reclaim {
                Reclaim::Trash => Ok(Checked::Folder(Box::new(checked))),
                Reclaim::HardLink { allow_owner_change } => {
                    let link = link_folder::folder_target(
                        &checked,
                        allow_owner_change,
                        &context.guard,
                        Arc::clone(&context.ledger),
                    )?;
                    Ok(Checked::LinkFolder {
                        folder: Box::new(checked),
                        link,
                    })
                }
                Reclaim::Clone => {
                    let clone = cloning::folder_target(&checked, &context.support)?;
                    Ok(Checked::CloneFolder {
                        folder: Box::new(checked),
                        clone,
                    })
                }
            }
        }
    }
}

/// Chooses a checked item's trash and (for real) a name there, and stages its journal
/// record; the name is claimed when the item is acted on ([`claim_names`]).
fn record<'a>(
    item: &Item<'a>,
    checked: Checked,
    trash_folders: &mut TrashFolders,
    journal: Option<&mut JournalWriter>,
) -> Result<Ready<'a>, Failure> {
    let path = item.path();
    let mut checked = checked;
    let companions = match &mut checked {
        Checked::File(file) => std::mem::take(&mut file.companions),
        _ => Vec::new(),
    };
    if let Checked::CloneFolder { folder, .. } = &checked {
        let n = match journal {
            None => None,
            Some(journal) => Some(
                journal
                    .cloning_folder(path, folder)
                    .map_err(Failure::journal)?,
            ),
        };
        return Ok(Ready {
            path,
            checked,
            trash: None,
            entry: OsString::new(),
            n,
            deleted: String::new(),
            companions: Vec::new(),
        });
    }
    if let Checked::Clone { file, kept, .. } = &checked {
        // Nothing goes to the trash: no trash is chosen and no name reserved there.
        let n = match journal {
            None => None,
            Some(journal) => {
                let kept = &file.kept[*kept];
                let stat = &file.stat;
                let n = journal
                    .cloning(
                        path,
                        stat.size,
                        stat.mtime_ns,
                        file.hash,
                        (stat.dev, stat.ino, stat.btime_ns),
                        (&kept.path, (kept.stat.dev, kept.stat.ino)),
                    )
                    .map_err(Failure::journal)?;
                Some(n)
            }
        };
        return Ok(Ready {
            path,
            checked,
            trash: None,
            entry: OsString::new(),
            n,
            deleted: String::new(),
            companions: Vec::new(),
        });
    }
    let trash = trash_folders
        .for_path(path)
        .map_err(|problem| Reason::NoTrash { problem })?;
    let Some(journal) = journal else {
        let companions = companions
            .into_iter()
            .map(|checked| ReadyCompanion {
                checked,
                entry: OsString::new(),
                n: None,
            })
            .collect();
        return Ok(Ready {
            path,
            checked,
            trash: Some(trash),
            entry: OsString::new(),
            n: None,
            deleted: String::new(),
            companions,
        });
    };
    let deleted = local_now();
    // The companions' names first: a photo whose every file cannot have its name in the
    // trash stays whole.
    let mut companion_entries: Vec<OsString> = Vec::with_capacity(companions.len());
    for companion in &companions {
        match choose(&trash, &companion.path) {
            Ok(entry) => companion_entries.push(entry),
            Err(failure) => {
                for entry in &companion_entries {
                    let _ = trash.give_back(entry);
                }
                return Err(match failure {
                    Failure::Item(why) => Failure::Item(Reason::CompanionNotAsScanned {
                        companion: companion.path.clone(),
                        why: Box::new(why),
                    }),
                    stop => stop,
                });
            }
        }
    }
    let release_companions = |trash: &TrashFolder| {
        for entry in &companion_entries {
            let _ = trash.give_back(entry);
        }
    };
    let entry = match choose(&trash, path) {
        Ok(entry) => entry,
        Err(failure) => {
            release_companions(&trash);
            return Err(failure);
        }
    };
    let stat = *checked.stat();
    let identity = Identity {
        volume: trash.volume.clone(),
        ino: stat.ino,
        btime_ns: stat.btime_ns,
        deleted: deleted.clone(),
    };
    let recorded = match &checked {
        Checked::File(file) => journal.trashing(
            path,
            stat.size,
            stat.mtime_ns,
            file.hash,
            &trash.path,
            &entry,
            &identity,
        ),
        Checked::Link {
            file, kept, temp, ..
        } => {
            let kept = &file.kept[*kept];
            journal.linking(
                path,
                stat.size,
                stat.mtime_ns,
                file.hash,
                &trash.path,
                &entry,
                &identity,
                (
                    &kept.path,
                    (kept.stat.dev, kept.stat.ino),
                    kept.stat.btime_ns,
                ),
                temp,
            )
        }
        Checked::Clone { .. } | Checked::CloneFolder { .. } => {
            unreachable!("a clone is recorded above, with no trash")
        }
        Checked::LinkFolder { folder, link } => {
            journal.linking_folder(path, folder, (&trash.path, &entry), &identity, &link.temp)
        }
        Checked::Folder(folder) => journal.trashing_folder(
            path,
            (stat.dev, stat.ino),
            &folder.manifest,
            &trash.path,
            &entry,
            &identity,
        ),
    };
    let n = match recorded {
        Ok(n) => n,
        Err(problem) => {
            let _ = trash.give_back(&entry);
            release_companions(&trash);
            return Err(Failure::journal(problem));
        }
    };
    // Each companion's record right after its file's, in the same batch: durable before
    // either moves.
    let mut ready_companions = Vec::with_capacity(companions.len());
    for (companion, companion_entry) in companions.into_iter().zip(companion_entries.clone()) {
        let stat = companion.stat;
        let identity = Identity {
            volume: trash.volume.clone(),
            ino: stat.ino,
            btime_ns: stat.btime_ns,
            deleted: deleted.clone(),
        };
        let recorded = journal.trashing_companion(
            n,
            &companion.path,
            stat.size,
            stat.mtime_ns,
            companion.hash,
            &trash.path,
            &companion_entry,
            &identity,
        );
        match recorded {
            Ok(companion_n) => ready_companions.push(ReadyCompanion {
                checked: companion,
                entry: companion_entry,
                n: Some(companion_n),
            }),
            Err(problem) => {
                let _ = trash.give_back(&entry);
                release_companions(&trash);
                return Err(Failure::journal(problem));
            }
        }
    }
    Ok(Ready {
        path,
        checked,
        trash: Some(trash),
        entry,
        n: Some(n),
        deleted,
        companions: ready_companions,
    })
}

/// Moves a prepared item (its record already durable) and verifies it arrived as checked;
/// then its companions, if it has any (see [`follow`]).
fn act(mut prepared: Ready) -> Acted {
    let path = prepared.path;
    let n = prepared.n;
    if let Err((reason, stop)) = claim_names(&prepared) {
        // Nothing moved and nothing in the trash refers to it: every record is closed.
        let companions = prepared.companions.iter().filter_map(|c| c.n);
        return Acted {
            path,
            result: Err(reason),
            companions: Vec::new(),
            close: n
                .into_iter()
                .chain(companions)
                .map(|n| (Close::NotMoved, n))
                .collect(),
            stop,
        };
    }
    let companions = std::mem::take(&mut prepared.companions);
    // The file's place, to put it back should a companion not follow it.
    let place = match &prepared.checked {
        Checked::File(file) if !companions.is_empty() => Some(file.located.name.clone()),
        _ => None,
    }
    .and_then(|name| {
        let Checked::File(file) = &prepared.checked else {
            return None;
        };
        let folder = file.located.folder.try_clone().ok()?;
        Some(Located { folder, name })
    });
    let trash = prepared.trash.clone();
    let entry = prepared.entry.clone();
    let (result, close) = match act_on(prepared) {
        Ok(trashed) => (Ok(trashed), Vec::new()),
        Err((reason, close)) => (Err(reason), close.zip(n).into_iter().collect()),
    };
    crate::failpoint::hit("cleanup: item acted");
    let mut acted = Acted {
        path,
        result,
        companions: Vec::new(),
        close,
        stop: None,
    };
    if companions.is_empty() {
        return acted;
    }
    let Some(trash) = trash else {
        unreachable!("a file with companions goes to the trash")
    };
    if acted.result.is_err() {
        // The file did not go (or was put back): its companions stay too.
        for companion in &companions {
            if let Some(companion_n) = companion.n {
                let _ = trash.give_back(&companion.entry);
                acted.close.push((Close::NotMoved, companion_n));
            }
        }
        return acted;
    }
    if n.is_none() {
        // A dry run: they would go with it.
        acted.companions = companions
            .iter()
            .map(|c| companion_trashed(c, path, &trash))
            .collect();
        return acted;
    }
    let Some(place) = place else {
        unreachable!("a file with companions has its place")
    };
    follow(&mut acted, companions, (&trash, &entry, n), &place);
    acted
}

/// What a companion that went (or would go) to the trash with `photo` is in the outcome.
fn companion_trashed(companion: &ReadyCompanion, photo: &Path, trash: &TrashFolder) -> TrashedFile {
    let stat = &companion.checked.stat;
    TrashedFile {
        path: companion.checked.path.clone(),
        size: stat.size,
        trash: trash.path.clone(),
        entry: companion.entry.clone(),
        folder: false,
        linked_to: None,
        cloned_from: None,
        frees: if stat.nlink > 1 { 0 } else { stat.size },
        frees_less: None,
        companion_of: Some(photo.to_path_buf()),
    }
}

/// Moves a file's companions into the trash after it, each as a file is (a last look, a
/// read lease held across the rename, the arrival confirmed). The first that cannot follow
/// puts the file and the companions before it back, so a photo never ends split by the
/// cleanup: the file is then refused with [`Reason::CompanionNotMoved`]. Every record is
/// closed as its item ended up; one that could not be put back stays pending, for a
/// restore.
fn follow(
    acted: &mut Acted,
    companions: Vec<ReadyCompanion>,
    (trash, entry, n): (&TrashFolder, &OsStr, Option<usize>),
    place: &Located,
) {
    let mut moved: Vec<&ReadyCompanion> = Vec::new();
    let mut failure: Option<(PathBuf, Reason)> = None;
    for companion in &companions {
        if failure.is_some() {
            let _ = trash.give_back(&companion.entry);
            acted
                .close
                .extend(companion.n.map(|n| (Close::NotMoved, n)));
            continue;
        }
        match move_companion(companion, place, trash) {
            Ok(()) => moved.push(companion),
            Err(reason) => {
                let swapped_in = matches!(
                    reason,
                    Reason::ReplacedWhileMoving {
                        put_back: Err(_),
                        ..
                    }
                );
                if !swapped_in {
                    let _ = trash.give_back(&companion.entry);
                    acted
                        .close
                        .extend(companion.n.map(|n| (Close::NotMoved, n)));
                }
                failure = Some((companion.checked.path.clone(), reason));
            }
        }
    }
    let Some((companion, why)) = failure else {
        acted.companions = moved
            .into_iter()
            .map(|c| companion_trashed(c, acted.path, trash))
            .collect();
        return;
    };
    // Back the way they came, the companions first, then the file.
    let mut put_back: Result<(), String> = Ok(());
    for earlier in moved.iter().rev() {
        let at = Located {
            folder: match place.folder.try_clone() {
                Ok(folder) => folder,
                Err(error) => {
                    put_back = put_back.and(Err(io_problem(&error)));
                    continue;
                }
            },
            name: earlier.checked.name.clone(),
        };
        match trash.move_out(&earlier.entry, &at, &mut NoCopy) {
            Ok(()) => acted.close.extend(earlier.n.map(|n| (Close::Restored, n))),
            Err(error) => put_back = put_back.and(Err(io_problem(&error))),
        }
    }
    match trash.move_out(entry, place, &mut NoCopy) {
        Ok(()) => acted.close.extend(n.map(|n| (Close::Restored, n))),
        Err(error) => put_back = put_back.and(Err(io_problem(&error))),
    }
    acted.result = Err(Reason::CompanionNotMoved {
        companion,
        why: Box::new(why),
        put_back,
    });
}

/// A companion's last look, lease, rename into the trash and arrival, as
/// [`move_in_confirmed`] does for a file.
fn move_companion(
    companion: &ReadyCompanion,
    place: &Located,
    trash: &TrashFolder,
) -> Result<(), Reason> {
    let checked = &companion.checked;
    let folder = place
        .folder
        .try_clone()
        .map_err(|error| Reason::CannotMove {
            problem: io_problem(&error),
        })?;
    let located = Located {
        folder,
        name: checked.name.clone(),
    };
    let now = fs_at::stat_at(located.folder.as_fd(), &located.name);
    if !now.is_ok_and(|now| now.same_version(&checked.stat)) {
        return Err(Reason::ChangedAfterCheck);
    }
    let _lease = match fs_at::read_lease(&checked.handle) {
        Writers::Some => return Err(Reason::InUse),
        held => held,
    };
    trash
        .move_in(&located, &companion.entry)
        .map_err(|error| match error.raw_os_error() {
            Some(libc::EXDEV) => Reason::TrashOnOtherMount {
                trash: trash.path.clone(),
            },
            _ => Reason::CannotMove {
                problem: io_problem(&error),
            },
        })?;
    let arrived = trash.stat_entry(&companion.entry);
    if arrived.is_ok_and(|now| now.dev == checked.stat.dev && now.ino == checked.stat.ino) {
        return Ok(());
    }
    let back = fs_at::rename_no_replace(
        trash.files_folder(),
        &companion.entry,
        located.folder.as_fd(),
        &located.name,
    );
    Err(Reason::ReplacedWhileMoving {
        trash: trash.path.clone(),
        put_back: back.map_err(|error| io_problem(&error)),
    })
}

/// Files acted on together, at most: their acts run on every core, and progress is told
/// once the chunk is done. Small enough that progress moves often.
const ACT_CHUNK: usize = 64;

/// The next items to act on together: up to `size` files, or one folder alone (a
/// folder's act is long and walks a whole tree; it never runs beside another item).
fn next_chunk<'a>(
    ready: &mut std::iter::Peekable<impl Iterator<Item = Ready<'a>>>,
    size: usize,
) -> Vec<Ready<'a>> {
    let mut chunk = Vec::with_capacity(size);
    while chunk.len() < size {
        let Some(next) = ready.peek() else { break };
        let folder = next.checked.is_folder();
        if folder && !chunk.is_empty() {
            break;
        }
        chunk.extend(ready.next());
        if folder {
            break;
        }
    }
    chunk
}

/// Acts on a chunk's items, on every core, and returns what each did in the chunk's order.
/// Each item's record is already durable, and an act renames, links or removes only its
/// own item's names: its path (the plan lists each path once), its reserved trash entry,
/// its own temporary name. Kept copies are only read and linked to, never moved (the plan
/// never trashes a kept copy), and every act looks again before and after each step, so
/// the order in which the items of a chunk finish changes nothing.
fn act_chunk(chunk: Vec<Ready<'_>>) -> Vec<Acted<'_>> {
    use rayon::prelude::*;
    if chunk.len() < 2 {
        return chunk.into_iter().map(act).collect();
    }
    chunk.into_par_iter().map(act).collect()
}

/// What acting on one item did, and what its journal record must say of it afterwards.
struct Acted<'a> {
    path: &'a Path,
    result: Result<TrashedFile, Reason>,
    /// The companions that went to the trash with it (or would, in a dry run).
    companions: Vec<TrashedFile>,
    /// The records closed as their items ended up (each item's number in the journal): left
    /// as they were, or put back after they arrived. A record not named stays pending (a
    /// restore acts on it); none in a dry run.
    close: Vec<(Close, usize)>,
    /// Why every later item would fail alike, if it would (its trash's disk is full).
    stop: Option<Stopped>,
}

/// How a record of an item that did not stay acted on is closed.
#[derive(Clone, Copy)]
enum Close {
    /// Left as it was: nothing to restore.
    NotMoved,
    /// Moved, then put straight back.
    Restored,
}

/// Acts on one item (its record already durable, unless a dry run) and verifies it. Runs on
/// any thread: what the journal must say of an item that did not stay is returned.
fn act_on(prepared: Ready) -> Result<TrashedFile, (Reason, Option<Close>)> {
    let Ready {
        path,
        checked,
        trash,
        entry,
        n,
        deleted: _,
        companions: _,
    } = prepared;
    let trashed = TrashedFile {
        path: path.to_path_buf(),
        size: checked.size(),
        trash: trash
            .as_ref()
            .map_or_else(PathBuf::new, |trash| trash.path.clone()),
        entry: entry.clone(),
        folder: checked.is_folder(),
        linked_to: match &checked {
            Checked::Link { file, kept, .. } => Some(file.kept[*kept].path.clone()),
            Checked::LinkFolder { folder, .. } => Some(folder.kept.path.clone()),
            _ => None,
        },
        cloned_from: match &checked {
            Checked::Clone { file, kept, .. } => Some(file.kept[*kept].path.clone()),
            Checked::CloneFolder { folder, .. } => Some(folder.kept.path.clone()),
            _ => None,
        },
        frees: match &checked {
            Checked::CloneFolder { clone, .. } => clone.frees,
            Checked::LinkFolder { link, .. } => link.frees,
            Checked::Clone { expected, .. } => {
                debug_assert_eq!(expected.when, When::Now);
                expected.bytes
            }
            // A file with other names keeps its blocks through them.
            Checked::File(file) | Checked::Link { file, .. } if file.stat.nlink > 1 => 0,
            _ => checked.size(),
        },
        frees_less: match &checked {
            Checked::Clone { expected, .. } => expected.less,
            _ => None,
        },
        companion_of: None,
    };
    if n.is_none() {
        // A dry run: everything the real run checks first has passed.
        return Ok(trashed);
    }
    let as_before = |as_before: bool| as_before.then_some(Close::NotMoved);
    if let Checked::CloneFolder { folder, clone } = &checked {
        // Each file's lease is taken and held across its own clone (cloning.rs).
        return match cloning::replace_folder(folder, clone) {
            Ok(()) => Ok(trashed),
            Err(not_cloned) => Err((not_cloned.reason, as_before(not_cloned.as_before))),
        };
    }
    if let Checked::Clone { file, kept, .. } = &checked {
        // The lease is held across the clone: a program opening the copy for writing
        // meanwhile waits until it is done (and the kernel compares under its lock anyway).
        let cloned = match fs_at::read_lease(&file.handle) {
            Writers::Some => Err(cloning::NotCloned {
                reason: Reason::InUse,
                as_before: true,
            }),
            Writers::None(_held) => cloning::replace(file, &file.kept[*kept]),
            Writers::Unknown => cloning::replace(file, &file.kept[*kept]),
        };
        return match cloned {
            Ok(()) => Ok(trashed),
            Err(not_cloned) => {
                // As it was: the record is closed. Otherwise the clone stands (its content
                // as it was) and the record stays, for a restore asked to unshare it.
                Err((not_cloned.reason, as_before(not_cloned.as_before)))
            }
        };
    }
    let Some(trash) = trash else {
        unreachable!("every item but a clone has a trash")
    };
    if let Checked::LinkFolder { folder, link } = &checked {
        // Each file's lease is taken and held across its own replacement (link_folder.rs).
        return match link_folder::replace_folder(folder, link, &trash, &entry) {
            Ok(()) => Ok(trashed),
            Err(unlinked) => {
                // Nothing of the folder changed: the record is closed. Otherwise it stays
                // pending, and a restore puts back the originals of the files linked.
                if unlinked.as_before {
                    let _ = trash.give_back(&entry);
                }
                Err((unlinked.reason, as_before(unlinked.as_before)))
            }
        };
    }
    // A file's lease is held across the rename: a program opening it for writing
    // meanwhile waits until it has moved.
    let writers = match &checked {
        Checked::File(file) | Checked::Link { file, .. } | Checked::Clone { file, .. } => {
            fs_at::read_lease(&file.handle)
        }
        Checked::Folder(_) | Checked::CloneFolder { .. } | Checked::LinkFolder { .. } => {
            Writers::Unknown
        }
    };
    if let Checked::Link {
        file,
        kept,
        temp,
        seen,
        ledger,
    } = &checked
    {
        let seen = link::KeptNames {
            seen: *seen,
            ledger,
        };
        let linked = match writers {
            Writers::Some => Err(link::Unlinked {
                reason: Reason::InUse,
                as_before: true,
            }),
            Writers::None(_held) => {
                link::replace(file, &file.kept[*kept], &trash, &entry, temp, seen)
            }
            Writers::Unknown => link::replace(file, &file.kept[*kept], &trash, &entry, temp, seen),
        };
        return match linked {
            Ok(()) => Ok(trashed),
            Err(unlinked) => {
                // Left as it was: the record is closed. Otherwise it stays pending, and a
                // restore puts the original back from the trash.
                if unlinked.as_before {
                    let _ = trash.give_back(&entry);
                }
                Err((unlinked.reason, as_before(unlinked.as_before)))
            }
        };
    }
    let moved = match writers {
        Writers::Some => Err(Reason::InUse),
        Writers::None(_held) => move_in_confirmed(&checked, &trash, &entry),
        Writers::Unknown => move_in_confirmed(&checked, &trash, &entry),
    };
    if let Err(reason) = moved {
        let _ = trash.give_back(&entry);
        return Err((reason, Some(Close::NotMoved)));
    }
    match verify_arrived(&checked, &trash, &entry) {
        Ok(()) => Ok(trashed),
        Err(Unwanted { put_back, reason }) => {
            Err((reason, put_back.is_ok().then_some(Close::Restored)))
        }
    }
}

/// An item that arrived but may not stay: whether it was put back, and why it had to be.
struct Unwanted {
    put_back: Result<(), String>,
    reason: Reason,
}

/// After the move: a folder must hold exactly what was checked, and the kept copy must still
/// stand unchanged; otherwise the item is put straight back.
fn verify_arrived(checked: &Checked, trash: &TrashFolder, entry: &OsStr) -> Result<(), Unwanted> {
    match checked {
        Checked::Link { .. } | Checked::LinkFolder { .. } => {
            unreachable!("a link is verified as it is made (link.rs)")
        }
        Checked::Clone { .. } | Checked::CloneFolder { .. } => {
            unreachable!("a clone is verified as it is made (cloning.rs)")
        }
        Checked::File(file) => {
            // The kept copies must have come through the move untouched; if one did not,
            // this file is the copy to keep after all.
            let Some(gone) = file.kept.iter().find(|kept| !kept.still_in_place()) else {
                return Ok(());
            };
            let put_back = trash
                .move_out(entry, &file.located, &mut NoCopy)
                .map_err(|error| io_problem(&error));
            Err(Unwanted {
                reason: Reason::KeptChangedDuringMove {
                    kept: gone.path.clone(),
                    put_back: put_back.clone(),
                },
                put_back,
            })
        }
        Checked::Folder(folder) => {
            let changed = arrived_changes(folder, trash, entry);
            let kept_moved = folder.kept.still_in_place().err();
            if changed.is_none() && kept_moved.is_none() {
                return Ok(());
            }
            let put_back = fs_at::rename_no_replace(
                trash.files_folder(),
                entry,
                folder.located.folder.as_fd(),
                &folder.located.name,
            )
            .map(|()| {
                let _ = trash.give_back(entry);
            })
            .map_err(|error| io_problem(&error));
            let reason = match (changed, kept_moved) {
                (Some(change), _) => Reason::ChangedWhileTrashing {
                    change,
                    put_back: put_back.clone(),
                },
                (None, Some(kept)) => Reason::KeptChangedDuringMove {
                    kept,
                    put_back: put_back.clone(),
                },
                (None, None) => unreachable!("returned above"),
            };
            Err(Unwanted { put_back, reason })
        }
    }
}

/// The first difference between the folder that arrived in the trash and what was checked.
fn arrived_changes(folder: &CheckedFolder, trash: &TrashFolder, entry: &OsStr) -> Option<String> {
    let arrived = match fs_at::open_dir_at(trash.files_folder(), entry) {
        Ok(arrived) => arrived,
        Err(error) => return Some(format!("it could not be read in the trash: {error}")),
    };
    match tree::read(arrived.as_fd(), Strictness::FilesAndFolders) {
        Ok(now) => now.difference_from(&folder.tree),
        Err(error) => Some(error.reason(&folder.path).to_string()),
    }
}

/// Claims the name `path` will have in `trash`.
fn choose(trash: &TrashFolder, path: &Path) -> Result<OsString, Failure> {
    trash.choose(path).map_err(|error| {
        Failure::Item(Reason::CannotReserve {
            trash: trash.path.clone(),
            problem: io_problem(&error),
        })
    })
}

/// Claims the trash names a prepared item's record (and its companions' records) chose,
/// now that they are durable; on failure, gives back those claimed, and says whether
/// every later item would fail alike (a full disk).
fn claim_names(prepared: &Ready) -> Result<(), (Reason, Option<Stopped>)> {
    let Some(trash) = &prepared.trash else {
        return Ok(());
    };
    if prepared.n.is_none() || prepared.entry.is_empty() {
        return Ok(());
    }
    let names = prepared
        .companions
        .iter()
        .map(|companion| (&companion.entry, companion.checked.path.as_path()))
        .chain([(&prepared.entry, prepared.path)]);
    let mut claimed: Vec<&OsString> = Vec::new();
    for (entry, original) in names {
        if let Err(error) = trash.claim(entry, original, &prepared.deleted) {
            for entry in claimed {
                let _ = trash.give_back(entry);
            }
            let reason = Reason::CannotReserve {
                trash: trash.path.clone(),
                problem: io_problem(&error),
            };
            let stop = match error.raw_os_error() {
                Some(libc::ENOSPC | libc::EDQUOT) => Some(Stopped::Full(Box::new(reason.clone()))),
                _ => None,
            };
            return Err((reason, stop));
        }
        claimed.push(entry);
    }
    Ok(())
}

/// A last look (the name must still hold what was checked), one rename into the trash, and
/// a look at what arrived, which must be the item checked (device and inode); anything else
/// renamed instead goes straight back.
fn move_in_confirmed(checked: &Checked, trash: &TrashFolder, entry: &OsStr) -> Result<(), Reason> {
    let located = checked.located();
    let now = fs_at::stat_at(located.folder.as_fd(), &located.name);
    if !now.is_ok_and(|now| checked.unchanged(&now)) {
        return Err(Reason::ChangedAfterCheck);
    }
    trash
        .move_in(located, entry)
        .map_err(|error| match error.raw_os_error() {
            Some(libc::EXDEV) => Reason::TrashOnOtherMount {
                trash: trash.path.clone(),
            },
            _ => Reason::CannotMove {
                problem: io_problem(&error),
            },
        })?;
    let stat = checked.stat();
    let arrived = trash.stat_entry(entry);
    if arrived.is_ok_and(|now| now.dev == stat.dev && now.ino == stat.ino) {
        return Ok(());
    }
    // Swapped between the last look and the rename: put back whatever was moved.
    let back = fs_at::rename_no_replace(
        trash.files_folder(),
        entry,
        located.folder.as_fd(),
        &located.name,
    );
    Err(Reason::ReplacedWhileMoving {
        trash: trash.path.clone(),
        put_back: back.map_err(|error| io_problem(&error)),
    })
}

/// Doppel's own data folder (the cleanup journals, the lock): never trashed, whatever a
/// report lists, by path and by identity (a bind mount or a hard-linked folder of it).
struct OwnFolder {
    path: PathBuf,
    /// Device and inode of the data folder and of its `cleanups/`, where they exist.
    identities: Vec<(u64, u64)>,
}

impl OwnFolder {
    fn new(data_dir: &Path) -> OwnFolder {
        use std::os::unix::fs::MetadataExt;
        let path = data_dir
            .canonicalize()
            .unwrap_or_else(|_| data_dir.to_path_buf());
        let identities = [path.clone(), path.join("cleanups")]
            .iter()
            .filter_map(|folder| std::fs::metadata(folder).ok())
            .map(|metadata| (metadata.dev(), metadata.ino()))
            .collect();
        OwnFolder { path, identities }
    }

    fn refusal(&self) -> Reason {
        Reason::InDoppelData {
            folder: self.path.clone(),
        }
    }

    fn check_path(&self, path: &Path) -> Result<(), Reason> {
        if path.starts_with(&self.path) || self.path.starts_with(path) {
            return Err(self.refusal());
        }
        Ok(())
    }

    /// A file whose folder, open, is Doppel's data folder or its journals' folder.
    fn check_folder(
        &self,
        _path: &Path,
        folder: std::os::fd::BorrowedFd<'_>,
    ) -> Result<(), Reason> {
        match fs_at::stat_fd(folder) {
            Ok(stat) if self.identities.contains(&(stat.dev, stat.ino)) => Err(self.refusal()),
            _ => Ok(()),
        }
    }

    /// A folder that is, or holds, Doppel's data folder.
    fn check_tree(&self, folder: &CheckedFolder) -> Result<(), Reason> {
        let inside = std::iter::once(&folder.stat).chain(folder.tree.folders.values());
        for stat in inside {
            if self.identities.contains(&(stat.dev, stat.ino)) {
                return Err(self.refusal());
            }
        }
        Ok(())
    }
}
