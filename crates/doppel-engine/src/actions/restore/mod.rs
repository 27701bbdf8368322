//! Undo: puts a journaled cleanup's files and folders back where they were, by one path for
//! every kind of item.
//!
//! Each item comes back from the exact trash entry the journal names, once that entry is
//! shown to be the item trashed: on the volume recorded (a trash folder now on another
//! volume, such as another card mounted at the same place, leaves the item pending, never
//! written off), and the same inode and birth time there, or the `.trashinfo` the cleanup
//! wrote still standing; for journals without that identity, the recorded content. An item
//! that is the one trashed comes back *as it is now*: a file written to after it was
//! trashed, or a folder that gained files, is the user's data and is restored with its new
//! content, and the outcome says so. An unrelated item that took the name is left alone.
//!
//! A file replaced by a hard link to its kept copy comes back only while its name still
//! holds that link (the kept copy's inode) and its trash entry still holds the original:
//! the two are swapped in one step, and the link, now in the trash, is removed (a second
//! name of the kept copy, which keeps its own, edited or not). Every state a cleanup killed
//! midway leaves (only the trash link made, the temporary link left beside it, swapped but
//! the temporary name not yet removed) is recognised from the journal's record. A name
//! that now holds something else is left alone, with the original, and the reason. A
//! folder replaced by links file by file comes back whole, each file from the folder's
//! trash mirror the same way. That undo is `unlink.rs`; this module finds the item and
//! its trash for it (`inspect.rs`: what the trash entry and the original path hold), and
//! `bring_back.rs` moves an item out of the trash; `unshare.rs` gives clones blocks of
//! their own.
//!
//! A file made a clone of its kept copy never left its name: by default a restore says so
//! ([`Reason::NeverLeft`]) and changes nothing, since the clone holds its bytes as they were.
//! Asked to ([`RestoreOptions::unshare_clones`]), it gives each clone blocks of its own again
//! ([`super::clone::unshare_clone`]), so the space accounting is as before the cleanup; only
//! while the name still holds the inode recorded, with the content recorded, and some of its
//! blocks are still shared.
//!
//! Nothing is ever put over what stands at the original path. Across devices the item is
//! copied beside its place, checked, and only then put in place (`trash/entry.rs`); the
//! journal says first which temporary name a copy will have, so a copy left by a restore
//! killed midway is removed by the next, and says when the copy stands, so the trash copy
//! left by a kill just after is known for the second half of the move. Every outcome is
//! written back to the journal; what cannot come back now stays pending with the reason.

mod bring_back;
mod inspect;
mod unlink;
mod unshare;

use std::collections::HashMap;
use std::ffi::OsStr;
use std::io;
use std::os::fd::AsFd;
use std::path::{Path, PathBuf};

use bring_back::{Done, bring_back, remove_leftover_copy};
use inspect::{Found, inspect, original_holds};
use unshare::unshare;

use super::fs_at;
use super::journal::{
    self, FileState, How, JournalError, JournalWriter, JournaledFile, JournaledLink,
};
use super::lock::{ActionLock, LockError};
use super::places::ActionPlaces;
use super::reasons::{ChangedInTrash, Reason, Refusal};
use super::trash::TrashFolders;

/// What [`restore`] did.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RestoreOutcome {
    /// The cleanup restored.
    pub id: String,
    /// The files and folders put back where they were.
    pub restored: Vec<PathBuf>,
    /// Clones given blocks of their own again (asked for with
    /// [`RestoreOptions::unshare_clones`]).
    pub unshared: Vec<PathBuf>,
    /// Of those, the ones that came back with content other than was trashed (written to,
    /// or a folder that gained or lost files, after the cleanup), with what differs.
    pub changed: Vec<(PathBuf, ChangedInTrash)>,
    /// Items that need nothing more (already back in place, a clone that never left), with
    /// why; they no longer count as waiting.
    pub settled: Vec<Refusal>,
    /// Items that could not be put back now and are still waiting, with the reason (among
    /// them, those whose trash entry was not found: never written off).
    pub failed: Vec<Refusal>,
    /// Clones asked to be given blocks of their own that could not be, with the reason:
    /// still clones, as they were, and never in the trash (a later restore may try again).
    pub still_shared: Vec<Refusal>,
    /// The journal could not record the outcome (the next restore still knows what to do).
    pub journal_problem: Option<JournalError>,
}

impl RestoreOutcome {
    /// What this restore leaves in the trash: every item still waiting, and copies of items
    /// already back in place.
    pub fn left_in_trash(&self) -> impl Iterator<Item = &Refusal> {
        self.failed.iter().chain(
            self.settled
                .iter()
                .filter(|settled| !settled.reason.leaves_nothing_in_trash()),
        )
    }
}

/// How a restore treats what needs no undo to keep its data.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct RestoreOptions {
    /// Give each clone the cleanup made blocks of its own again (a copy written beside it,
    /// verified, and exchanged for it), so the space it shared is its own once more.
    /// Without it, a clone is reported as never having left.
    pub unshare_clones: bool,
}

/// Which cleanup to restore.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Which {
    /// The most recent cleanup with files still in the trash.
    Last,
    /// A cleanup by its id, as `doppel restore --list` shows it.
    Id(String),
}

/// Why [`restore`] attempted nothing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RestoreError {
    /// No cleanup has files left in the trash.
    NothingToRestore,
    /// No cleanup has this id.
    NoSuchCleanup(String),
    /// Another Doppel is cleaning up or restoring, or the lock could not be taken.
    Locked(LockError),
    /// The journal could not be had: its words.
    Failed(String),
}

impl std::fmt::Display for RestoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RestoreError::NothingToRestore => {
                write!(
                    f,
                    "nothing to restore: no cleanup has files left in the trash"
                )
            }
            RestoreError::NoSuchCleanup(id) => write!(
                f,
                "no cleanup {id} is recorded (`doppel restore --list` shows them)"
            ),
            RestoreError::Locked(locked) => locked.fmt(f),
            RestoreError::Failed(problem) => f.write_str(problem),
        }
    }
}

/// Restores the cleanup `which` picks, clones left as they are. An `Err` means nothing was
/// attempted.
pub fn restore(places: &ActionPlaces, which: &Which) -> Result<RestoreOutcome, RestoreError> {
    restore_with(places, which, RestoreOptions::default())
}

/// Restores the cleanup `which` picks as `options` say. An `Err` means nothing was
/// attempted.
pub fn restore_with(
    places: &ActionPlaces,
    which: &Which,
    options: RestoreOptions,
) -> Result<RestoreOutcome, RestoreError> {
    let _lock = ActionLock::acquire(&places.data_dir, "restoring").map_err(RestoreError::Locked)?;
    let cleanup = journal::find(&places.data_dir, which, options.unshare_clones)?;
    let cleanup = &cleanup;
    let mut writer = JournalWriter::reopen(cleanup);
    let mut outcome = RestoreOutcome {
        id: cleanup.id.clone(),
        ..RestoreOutcome::default()
    };
    if let Err(problem) = &writer {
        outcome.journal_problem = Some(problem.clone());
    }
    let mut trash_folders = TrashFolders::new(places.home_trash.clone());
    // What stands at each trash folder's place that cannot be opened, found once per folder.
    let mut volumes = HashMap::new();
    let due = cleanup.files.iter().filter(|file| {
        matches!(file.state, FileState::Pending | FileState::NotFound(_))
            || (options.unshare_clones
                && matches!(file.how, How::Cloned(_))
                && file.state == FileState::Shared)
    });
    for file in due {
        // Each way's undo: from the trash (`bring_back.rs`, or `unlink.rs` for the original
        // of a link), or `unshare.rs`.
        let mut from_trash = |link: Option<&JournaledLink>| {
            let journal = writer.as_mut().ok();
            restore_one(
                file,
                link,
                places,
                &mut trash_folders,
                journal,
                &mut volumes,
            )
        };
        let result = match &file.how {
            How::Trashed => from_trash(None),
            How::Linked(link) => from_trash(Some(link)),
            How::Cloned(clone) if options.unshare_clones => unshare(file, clone),
            How::Cloned(clone) => Ok(Done::NeverLeft(Reason::NeverLeft {
                kept: clone.kept.clone(),
            })),
        };
        // A trash entry not found now is never written off: the item stays pending.
        let result = match result {
            Ok(Done::Settled(why)) if why.keeps_record_pending() => {
                release_empty_claim(file, &mut trash_folders);
                Err(why)
            }
            other => other,
        };
        let recorded = match (&result, writer.as_mut()) {
            (Err(why), Ok(writer)) if why.keeps_record_pending() => {
                writer.not_found(file.n, &why.to_string())
            }
            (Ok(Done::Restored { .. } | Done::Unshared), Ok(writer)) => writer.restored(file.n),
            (Ok(Done::Settled(why)), Ok(writer)) => writer.resolved(file.n, &why.to_string()),
            // Still a clone: a later restore may yet be asked to unshare it.
            (Ok(Done::NeverLeft(_)), Ok(writer)) => writer.shared(file.n),
            _ => Ok(()),
        };
        if let Err(problem) = recorded {
            outcome.journal_problem.get_or_insert(problem);
        }
        crate::failpoint::hit("restore: item done");
        match result {
            Ok(Done::Restored { changed }) => {
                outcome.restored.push(file.path.clone());
                if let Some(change) = changed {
                    outcome.changed.push((file.path.clone(), change));
                }
            }
            Ok(Done::Unshared) => outcome.unshared.push(file.path.clone()),
            Ok(Done::Settled(why) | Done::NeverLeft(why)) => {
                outcome.settled.push(Refusal::new(&file.path, why));
            }
            Err(reason) if matches!(file.how, How::Cloned(_)) => {
                outcome.still_shared.push(Refusal::new(&file.path, reason));
            }
            Err(reason) => outcome.failed.push(Refusal::new(&file.path, reason)),
        }
    }
    if let Ok(writer) = writer.as_mut()
        && let Err(problem) = writer.sync()
    {
        outcome.journal_problem.get_or_insert(problem);
    }
    Ok(outcome)
}

/// An item whose trash entry is gone while the `.trashinfo` this cleanup wrote for it
/// stands: the move never happened (and the file was then deleted or replaced) or the entry
/// was removed by hand. Either way that `.trashinfo` describes nothing, and goes; the item
/// itself stays pending.
fn release_empty_claim(file: &JournaledFile, trash_folders: &mut TrashFolders) {
    let Some(identity) = &file.identity else {
        return;
    };
    let Ok(trash) = trash_folders.recorded(&file.trash) else {
        return;
    };
    if trash
        .stat_entry(&file.entry)
        .is_err_and(|error| error.kind() == io::ErrorKind::NotFound)
        && trash.info_is_or_was_being(&file.entry, &file.path, &identity.deleted)
    {
        let _ = trash.release(&file.entry);
    }
}

/// Puts back from the trash a file or folder moved there, or (`link` given) the original
/// of one replaced by hard links.
fn restore_one(
    file: &JournaledFile,
    link: Option<&JournaledLink>,
    places: &ActionPlaces,
    trash_folders: &mut TrashFolders,
    journal: Option<&mut JournalWriter>,
    volumes: &mut HashMap<PathBuf, Option<String>>,
) -> Result<Done, Reason> {
    debug_assert!(matches!(
        file.state,
        FileState::Pending | FileState::NotFound(_)
    ));
    if !is_trash_folder(&file.trash, &places.home_trash) {
        return Err(Reason::JournalRecordInvalid {
            what: format!("{} is not a trash folder", file.trash.display()),
        });
    }
    let (found, trash) = match trash_folders.recorded(&file.trash) {
        Ok(trash) => {
            if let Some(identity) = &file.identity
                && trash.volume != identity.volume
            {
                return Err(Reason::VolumeNotMounted {
                    trash: file.trash.clone(),
                });
            }
            if let Some(link) = link {
                return unlink::restore_link(file, link, &trash, journal);
            }
            remove_leftover_copy(file);
            let found = inspect(file, &trash)?;
            if let Found::Ours { changed } = found {
                return bring_back(file, &trash, changed, journal);
            }
            (found, Some(trash))
        }
        Err(problem) => {
            let volume_now = volumes
                .entry(file.trash.clone())
                .or_insert_with(|| volume_at_or_above(&file.trash));
            match &file.identity {
                Some(identity) if volume_now.as_ref() != Some(&identity.volume) => {
                    return Err(Reason::VolumeNotMounted {
                        trash: file.trash.clone(),
                    });
                }
                _ if std::fs::symlink_metadata(&file.trash).is_err() => (Found::Missing, None),
                _ => return Err(Reason::NoTrash { problem }),
            }
        }
    };
    if !original_holds(file) {
        return Ok(Done::Settled(match found {
            Found::Missing => Reason::GoneFromTrash,
            _ => Reason::Unrelated,
        }));
    }
    if let (Found::Missing, Some(trash)) = (&found, &trash)
        && trash.has_info(&file.entry)
        && file.identity.as_ref().is_none_or(|identity| {
            trash.info_is_or_was_being(&file.entry, &file.path, &identity.deleted)
        })
    {
        // Restored by hand, or the move never happened: the reserved `.trashinfo` is left
        // over.
        let _ = trash.release(&file.entry);
    }
    Ok(Done::Settled(Reason::AlreadyInPlace))
}

/// The volume of `trash`, or of the nearest folder above it that exists: what stands at a
/// trash folder's place when the folder itself cannot be opened (another disk mounted
/// there, or none).
fn volume_at_or_above(trash: &Path) -> Option<String> {
    let nearest = trash
        .ancestors()
        .find_map(|folder| std::fs::File::open(folder).ok())?;
    fs_at::volume_id(nearest.as_fd()).ok()
}

/// Whether `trash` is a trash folder a cleanup writes to: the home trash, or a volume's
/// `.Trash-UID` or `.Trash/UID`. A journal naming anything else is not believed.
fn is_trash_folder(trash: &Path, home_trash: &Path) -> bool {
    let digits = |name: &[u8]| !name.is_empty() && name.iter().all(u8::is_ascii_digit);
    let name = trash.file_name().map(OsStr::as_encoded_bytes);
    let parent = trash
        .parent()
        .and_then(Path::file_name)
        .map(OsStr::as_encoded_bytes);
    let same_home = trash == home_trash
        || home_trash
            .canonicalize()
            .is_ok_and(|home| home.as_path() == trash);
    same_home
        || name
            .and_then(|name| name.strip_prefix(b".Trash-"))
            .is_some_and(digits)
        || (parent == Some(b".Trash".as_slice()) && name.is_some_and(digits))
}
