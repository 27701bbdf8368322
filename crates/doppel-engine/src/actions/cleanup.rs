//! The cleanup transaction, the one the app and the command line both run, over every item
//! (a file, a folder) and every way (the trash, a hard link, a clone): for each, check,
//! record, act. This file holds the phases and their order; what each way does in them is
//! its module in `ways/`, reached only through the `Checked` and `Ready` interface.
//!
//! 1. **Lock**: one cleanup or restore at a time across processes ([`super::lock`]).
//! 2. **Check** (`check.rs`): the item and a kept copy are opened and compared through
//!    handles (`checks.rs` for a file, `folder_checks.rs` for a folder); paths through
//!    symbolic links, two paths of one file, copies in the trash, and edits made meanwhile
//!    are refused. Anything inside a reference folder is refused by identity
//!    (`references.rs`, walked once at the start), and so is anything in Doppel's own data
//!    folder (`own_folder.rs`). Then the way's own checks (a link needs an exact group, one
//!    file system, the same owner and permissions; a clone, a file system that can share
//!    blocks; the trash, a file's companions as scanned).
//! 3. **Record**: the item stages its journal record, with what identifies it (volume,
//!    inode, birth time) and, for a way that puts something in the trash, the trash name
//!    it will take (chosen, nothing written yet; held by a guard that gives it back should
//!    the item never move). A batch of items (128 at first, doubling up to [`BATCH`]) is
//!    made durable with one flush before any item of that batch acts
//!    ([`super::journal`]). No journal, no cleanup: if the batch cannot be written, nothing
//!    of it acts. The checks of a batch run on every core, while the batch before it acts
//!    (when both hold only files: a folder's check must see the files acted on before it
//!    as they ended up); recording stays in one thread, in plan order.
//! 4. **Act**: the way acts, and confirms the result is what was checked, putting back what
//!    it did when it cannot finish (`ways/`: a rename into the trash, a hard link, a
//!    clone). A trash name is claimed only now that a record names it: a kill never leaves
//!    a `.trashinfo` no journal knows. Files are acted on in chunks on every core (their
//!    records are all durable already, and no act touches another's names); a folder is
//!    acted on alone. What did not stay acted on has its record closed.
//!
//! Each file system acted on is measured (free space, after a `syncfs`) before its first
//! act and after the cleanup's last (`measured.rs`), so the outcome says what was freed
//! beside what was expected.
//!
//! Files come first, then the folders. A dry run does steps 2 and 3 without a journal
//! (a trash is chosen, no name), and says exactly what the real run would do. Nothing here
//! deletes a file.

use std::path::Path;
use std::sync::Arc;

use super::check::{Item, check_batch};
use super::cloning::SupportCache;
use super::context::Context;
use super::fs_at;
use super::journal::{JournalError, JournalWriter};
use super::lock::{ActionLock, LockError};
use super::measured::SpaceBook;
use super::outcome::{Became, CleanupOutcome};
use super::own_folder::OwnFolder;
use super::places::ActionPlaces;
use super::plan::CleanupPlan;
use super::reasons::{Reason, Refusal, Stopped};
use super::reclaim::Reclaim;
use super::references::{ReferenceGuard, ReferenceUnreadable};
use super::trash::TrashFolders;
use super::ways::{Acted, Checked, Close, Failure, Ready, Recording};
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
    let mut ahead: Option<Vec<Result<Box<dyn Checked>, Reason>>> = None;
    while start < items.len() {
        let batch = &items[start..items.len().min(start + size)];
        start += batch.len();
        size = largest.min(size * 2);
        let mut ready: Vec<(&Path, Box<dyn Ready>)> = Vec::with_capacity(batch.len());
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
            let mut recording = Recording {
                trash_folders: &mut trash_folders,
                journal: journal.as_mut(),
            };
            let prepared = match checked.next() {
                Some(Ok(checked)) => checked.record(item.path(), &mut recording),
                Some(Err(reason)) => Err(Failure::Item(reason)),
                None => unreachable!("every item of a batch not stopped is checked"),
            };
            match prepared {
                Ok(prepared) => ready.push((item.path(), prepared)),
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
            // Dropping each item gives back its trash names.
            for (path, _) in ready.drain(..) {
                outcome.failed.push(not_moved(path, &why));
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
    fn act_on(mut self, ready: Vec<(&Path, Box<dyn Ready>)>) {
        let mut ready = ready.into_iter().peekable();
        while ready.peek().is_some() {
            let chunk = next_chunk(&mut ready, *self.chunk_size);
            *self.chunk_size = ACT_CHUNK.min(*self.chunk_size * 2);
            let devs: Vec<(&Path, u64)> = (chunk.iter())
                .map(|(path, item)| (*path, item.target().stat().dev))
                .collect();
            if self.journal.is_some() {
                for (path, prepared) in &chunk {
                    let target = prepared.target();
                    let folder = std::os::fd::AsFd::as_fd(&target.located().folder);
                    self.space.before_act(target.stat().dev, folder, path);
                }
            }
            for (acted, (path, dev)) in act_chunk(chunk).into_iter().zip(devs) {
                let Acted {
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
                        let (now, later) = match trashed.became {
                            Became::CloneOf { .. } => (trashed.frees, 0),
                            Became::InTrash | Became::LinkTo(_) => (0, trashed.frees),
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

/// Files acted on together, at most: their acts run on every core, and progress is told
/// once the chunk is done. Small enough that progress moves often.
const ACT_CHUNK: usize = 64;

/// The next items to act on together: up to `size` files, or one folder alone (a
/// folder's act is long and walks a whole tree; it never runs beside another item).
fn next_chunk<'a>(
    ready: &mut std::iter::Peekable<impl Iterator<Item = (&'a Path, Box<dyn Ready>)>>,
    size: usize,
) -> Vec<(&'a Path, Box<dyn Ready>)> {
    let mut chunk = Vec::with_capacity(size);
    while chunk.len() < size {
        let Some((_, next)) = ready.peek() else { break };
        let folder = next.target().is_folder();
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
fn act_chunk(chunk: Vec<(&Path, Box<dyn Ready>)>) -> Vec<Acted> {
    use rayon::prelude::*;
    let act = |(path, ready): (&Path, Box<dyn Ready>)| ready.act(path);
    if chunk.len() < 2 {
        return chunk.into_iter().map(act).collect();
    }
    chunk.into_par_iter().map(act).collect()
}
