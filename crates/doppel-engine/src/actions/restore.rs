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
//! its trash for it.
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

use std::collections::HashMap;
use std::ffi::OsStr;
use std::io;
use std::os::fd::AsFd;
use std::path::{Path, PathBuf};

use super::checks::first_symlink;
use super::clone;
use super::content::{self, ContentHash};
use super::fs_at;
use super::journal::{self, FileState, JournalError, JournalWriter, JournaledClone, JournaledFile};
use super::lock::{ActionLock, LockError};
use super::places::ActionPlaces;
use super::reasons::{ChangedInTrash, Reason, Refusal, io_problem};
use super::trash::{CopySteps, TrashFolder, TrashFolders};
use super::tree::{self, Manifest, Strictness};
use super::unlink;

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
        matches!(file.state, FileState::InTrash | FileState::NotFound(_))
            || (options.unshare_clones && file.clone.is_some() && file.state == FileState::Shared)
    });
    for file in due {
        let result = match &file.clone {
            Some(clone) if options.unshare_clones => unshare(file, clone),
            Some(clone) => Ok(Done::NeverLeft(Reason::NeverLeft {
                kept: clone.kept.clone(),
            })),
            None => restore_one(
                file,
                places,
                &mut trash_folders,
                writer.as_mut().ok(),
                &mut volumes,
            ),
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
            Err(reason) if file.clone.is_some() => {
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

pub(super) enum Done {
    /// Put back; with what differs from what was trashed, if anything.
    Restored { changed: Option<ChangedInTrash> },
    /// Nothing more to do for this item, and why.
    Settled(Reason),
    /// A clone, left as it is: nothing to put back (it may be unshared later).
    NeverLeft(Reason),
    /// A clone given blocks of its own.
    Unshared,
}

/// Gives the clone `file` blocks of its own again, while its name still holds the inode the
/// cleanup cloned, with the content it had, and some of its blocks are shared.
fn unshare(file: &JournaledFile, clone: &JournaledClone) -> Result<Done, Reason> {
    if let Some(folder) = &file.folder {
        return unshare_folder(file, &folder.manifest, clone);
    }
    let place = match fs_at::locate(&file.path) {
        Ok(place) => place,
        Err(error) if error.kind() == io::ErrorKind::NotFound => {
            return Ok(Done::Settled(Reason::NoLongerExists));
        }
        Err(error) => {
            return Err(
                match first_symlink(file.path.parent().unwrap_or(Path::new("/"))) {
                    Some(folder) => Reason::RestorePathThroughSymlink { folder },
                    None => Reason::CannotUnshare {
                        problem: io_problem(&error),
                    },
                },
            );
        }
    };
    let (folder, name) = (place.folder.as_fd(), &place.name);
    let handle = match fs_at::open_file_at(folder, name) {
        Ok(handle) => handle,
        Err(error) if error.kind() == io::ErrorKind::NotFound => {
            return Ok(Done::Settled(Reason::NoLongerExists));
        }
        Err(error) => {
            return Err(Reason::CannotUnshare {
                problem: io_problem(&error),
            });
        }
    };
    let cannot = |error: io::Error| Reason::CannotUnshare {
        problem: io_problem(&error),
    };
    let stat = fs_at::stat_fd(handle.as_fd()).map_err(cannot)?;
    let same_inode = stat.is_file()
        && stat.ino == clone.ino
        && match (stat.btime_ns, clone.btime_ns) {
            (Some(now), Some(then)) => now == then,
            _ => true,
        };
    // Another file under its name, or this one edited since: the user's now.
    if !same_inode || stat.size != file.size || content::hash(&handle).map_err(cannot)? != file.hash
    {
        return Ok(Done::Settled(Reason::ChangedSinceClone));
    }
    if let Ok(Some(extents)) = super::space::shared_bytes(&handle)
        && extents.shared == 0
    {
        return Ok(Done::Settled(Reason::NotShared));
    }
    drop(handle);
    clone::unshare_clone(folder, name).map_err(|error| Reason::CannotUnshare {
        problem: error.to_string(),
    })?;
    Ok(Done::Unshared)
}

/// Gives every file of a folder cloned file by file blocks of its own again: each that
/// still holds the inode cloned, with the content recorded, and shares blocks; the others
/// (replaced, edited, or unshared already) are the user's, or done, and are passed over.
/// The folder itself must still be the one cloned.
fn unshare_folder(
    file: &JournaledFile,
    manifest: &Manifest,
    clone: &JournaledClone,
) -> Result<Done, Reason> {
    let cannot = |error: io::Error| Reason::CannotUnshare {
        problem: io_problem(&error),
    };
    let top = match fs_at::locate(&file.path)
        .and_then(|place| fs_at::open_dir_at(place.folder.as_fd(), &place.name))
    {
        Ok(top) => top,
        Err(error) if error.kind() == io::ErrorKind::NotFound => {
            return Ok(Done::Settled(Reason::NoLongerExists));
        }
        Err(error) => {
            return Err(match first_symlink(&file.path) {
                Some(folder) => Reason::RestorePathThroughSymlink { folder },
                None => cannot(error),
            });
        }
    };
    if fs_at::stat_fd(top.as_fd()).map_err(cannot)?.ino != clone.ino {
        return Ok(Done::Settled(Reason::ChangedSinceClone));
    }
    for (recorded, &ino) in manifest.files.iter().zip(&clone.inodes) {
        let Ok(place) = fs_at::locate_in(top.as_fd(), &recorded.path) else {
            continue;
        };
        let Ok(handle) = fs_at::open_file_at(place.folder.as_fd(), &place.name) else {
            continue;
        };
        let same = fs_at::stat_fd(handle.as_fd())
            .is_ok_and(|now| now.is_file() && now.ino == ino && now.size == recorded.size)
            && content::hash(&handle).is_ok_and(|hash| hash == recorded.hash);
        let shares = matches!(
            super::space::shared_bytes(&handle),
            Ok(Some(extents)) if extents.shared > 0
        );
        drop(handle);
        if same && shares {
            clone::unshare_clone(place.folder.as_fd(), &place.name).map_err(|error| {
                Reason::CannotUnshare {
                    problem: format!("{}: {error}", recorded.path.display()),
                }
            })?;
        }
    }
    Ok(Done::Unshared)
}

/// What the trash entry named by the journal is.
pub(super) enum Found {
    /// The item trashed; with what differs from what was trashed, if anything.
    Ours { changed: Option<ChangedInTrash> },
    /// Nothing by that name.
    Missing,
    /// Something else took the name.
    Unrelated,
}

fn restore_one(
    file: &JournaledFile,
    places: &ActionPlaces,
    trash_folders: &mut TrashFolders,
    journal: Option<&mut JournalWriter>,
    volumes: &mut HashMap<PathBuf, Option<String>>,
) -> Result<Done, Reason> {
    debug_assert!(matches!(
        file.state,
        FileState::InTrash | FileState::NotFound(_)
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
            if let Some(link) = &file.link {
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

/// Tells the trash entry the journal names: the item trashed (by identity, else by its
/// recorded content), nothing, or something else.
pub(super) fn inspect(file: &JournaledFile, trash: &TrashFolder) -> Result<Found, Reason> {
    let unreadable = |error: &io::Error| Reason::EntryUnreadable {
        problem: io_problem(error),
    };
    let stat = match trash.stat_entry(&file.entry) {
        Ok(stat) => stat,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(Found::Missing),
        Err(error) => return Err(unreadable(&error)),
    };
    let same_inode = match (&file.identity, &file.folder) {
        (Some(identity), _) => {
            stat.ino == identity.ino
                && match (stat.btime_ns, identity.btime_ns) {
                    (Some(now), Some(then)) => now == then,
                    _ => true,
                }
        }
        // A folder in a version 3 journal: its device and inode were recorded.
        (None, Some(folder)) => stat.dev == folder.dev && stat.ino == folder.ino,
        (None, None) => false,
    };
    // On file systems whose inode numbers do not last across mounts (FAT), the name the
    // cleanup reserved, still holding its `.trashinfo`, is the item.
    let same = same_inode
        || file
            .identity
            .as_ref()
            .is_some_and(|identity| trash.info_is(&file.entry, &file.path, &identity.deleted));
    match &file.folder {
        None => {
            if !stat.is_file() {
                return Ok(Found::Unrelated);
            }
            if same {
                let changed = (stat.size != file.size
                    || stat.mtime_ns != i128::from(file.mtime_ns))
                .then_some(ChangedInTrash::WrittenTo);
                return Ok(Found::Ours { changed });
            }
            let entry = trash.open_entry(&file.entry).map_err(|e| unreadable(&e))?;
            let hash = content::hash(&entry).map_err(|e| unreadable(&e))?;
            Ok(if hash == file.hash {
                Found::Ours { changed: None }
            } else {
                Found::Unrelated
            })
        }
        Some(folder) => {
            if !stat.is_dir() {
                return Ok(Found::Unrelated);
            }
            let entry = fs_at::open_dir_at(trash.files_folder(), &file.entry)
                .map_err(|e| unreadable(&e))?;
            if same {
                let changed =
                    tree_changes(entry.as_fd(), &folder.manifest).map_err(|e| unreadable(&e))?;
                return Ok(Found::Ours { changed });
            }
            Ok(
                match tree::differs_from_manifest(entry.as_fd(), &folder.manifest)
                    .map_err(|e| unreadable(&e))?
                {
                    None => Found::Ours { changed: None },
                    Some(_) => Found::Unrelated,
                },
            )
        }
    }
}

/// What differs between the folder open as `top` and its manifest, by names, sizes and
/// modified times (the folder is known to be the one trashed; this only says how it
/// changed).
fn tree_changes(
    top: std::os::fd::BorrowedFd<'_>,
    manifest: &tree::Manifest,
) -> io::Result<Option<ChangedInTrash>> {
    let now = match tree::read(top, Strictness::Lenient) {
        Ok(now) => now,
        Err(tree::TreeError::Io(_, error)) => return Err(error),
        Err(other) => {
            return Ok(Some(ChangedInTrash::FolderNowHolds(Box::new(
                other.reason(Path::new(".")),
            ))));
        }
    };
    let added = now
        .files
        .keys()
        .filter(|path| !manifest.files.iter().any(|file| &&file.path == path))
        .count();
    let gone = manifest
        .files
        .iter()
        .filter(|file| !now.files.contains_key(&file.path))
        .count();
    let edited = manifest
        .files
        .iter()
        .filter(|file| {
            now.files
                .get(&file.path)
                .is_some_and(|stat| stat.size != file.size || stat.mtime_ns != file.mtime_ns)
        })
        .count();
    if added + gone + edited == 0 {
        return Ok(None);
    }
    Ok(Some(ChangedInTrash::FolderFiles {
        added,
        gone,
        edited,
    }))
}

/// Puts the item, shown to be ours, back at its original path.
pub(super) fn bring_back(
    file: &JournaledFile,
    trash: &TrashFolder,
    changed: Option<ChangedInTrash>,
    journal: Option<&mut JournalWriter>,
) -> Result<Done, Reason> {
    let target = match free_place(file) {
        Ok(target) => target,
        Err(Reason::Occupied { path }) => {
            // A restore across devices killed after putting its copy in place: the copy
            // stands there, and what is left in the trash is the second half of the move.
            // Only when the journal says the copy was made is the trash copy removed.
            if copy_stands_in_place(file, trash) {
                if file.copied && trash.remove_copied_entry(&file.entry).is_ok() {
                    return Ok(Done::Settled(Reason::AlreadyInPlace));
                }
                return Ok(Done::Settled(Reason::AlreadyInPlaceCopyInTrash {
                    trash_entry: trash.path.join("files").join(&file.entry),
                }));
            }
            return Err(Reason::Occupied { path });
        }
        Err(other) => return Err(other),
    };
    let mut steps = JournalSteps { file, journal };
    let moved = match &file.folder {
        None => trash.move_out(&file.entry, &target, &mut steps),
        Some(_) => trash.move_out_folder(&file.entry, &target, &mut steps),
    };
    moved.map_err(|error| match error.kind() {
        io::ErrorKind::AlreadyExists => Reason::Occupied {
            path: file.path.clone(),
        },
        _ => Reason::CannotRestore {
            problem: io_problem(&error),
        },
    })?;
    Ok(Done::Restored { changed })
}

/// A copy across devices, told to the journal: the temporary name before it is made, and
/// that the copy stands in place before the trash copy is removed — each durable first.
struct JournalSteps<'a> {
    file: &'a JournaledFile,
    journal: Option<&'a mut JournalWriter>,
}

impl CopySteps for JournalSteps<'_> {
    fn before_temporary(&mut self, temp: &OsStr) -> io::Result<()> {
        match self.journal.as_mut() {
            Some(journal) => journal.copying(self.file.n, temp).map_err(io::Error::other),
            // Without a journal to say the name is ours, no named copy is made.
            None => Err(io::Error::other(
                "the cleanup journal cannot be written, so no copy was made",
            )),
        }
    }

    fn in_place(&mut self) -> io::Result<()> {
        match self.journal.as_mut() {
            Some(journal) => journal.copied(self.file.n).map_err(io::Error::other),
            None => Ok(()),
        }
    }
}

/// A temporary copy a restore across devices made and could not finish (killed, say):
/// the journal named it before it was made, so it is ours to remove.
fn remove_leftover_copy(file: &JournaledFile) {
    let Some(temp) = &file.copying else {
        return;
    };
    let Ok(place) = fs_at::locate(&file.path) else {
        return;
    };
    match fs_at::stat_at(place.folder.as_fd(), temp) {
        Ok(stat) if stat.is_dir() => {
            let _ = fs_at::remove_own_tree_at(place.folder.as_fd(), temp);
        }
        Ok(stat) if stat.is_file() => {
            let _ = fs_at::remove_own_file_at(place.folder.as_fd(), temp);
        }
        _ => {}
    }
}

/// The place a journaled item goes back to, opened (its folder made if need be): nothing
/// may stand there now, not even a dangling link; for a folder, at most an empty folder.
fn free_place(file: &JournaledFile) -> Result<fs_at::Located, Reason> {
    let target = fs_at::locate_creating(&file.path).map_err(|error| {
        match first_symlink(file.path.parent().unwrap_or(Path::new("/"))) {
            Some(folder) => Reason::RestorePathThroughSymlink { folder },
            None => Reason::CannotMakeFolder {
                problem: io_problem(&error),
            },
        }
    })?;
    match fs_at::stat_at(target.folder.as_fd(), &target.name) {
        // A folder comes back into an empty folder another program made at its place (a
        // sync, a file manager): an empty folder is no one's data. `rmdir` refuses one that
        // gained anything meanwhile, and the move that follows never replaces.
        Ok(stat)
            if file.folder.is_some()
                && stat.is_dir()
                && fs_at::remove_empty_dir_at(target.folder.as_fd(), &target.name).is_ok() =>
        {
            Ok(target)
        }
        Ok(_) => Err(Reason::Occupied {
            path: file.path.clone(),
        }),
        Err(_) => Ok(target),
    }
}

/// What an item's original path must hold for the item to count as back in place.
enum Content<'a> {
    /// A regular file of this size and content hash.
    File { size: u64, hash: ContentHash },
    /// A folder holding exactly this (subfolders, files, their content and times).
    Folder(&'a Manifest),
}

/// Whether the original path holds the item as trashed: a regular file with the recorded
/// content, or a folder with exactly the recorded content.
fn original_holds(file: &JournaledFile) -> bool {
    if never_left(file) {
        return true;
    }
    match &file.folder {
        None => original_holds_content(
            file,
            Content::File {
                size: file.size,
                hash: file.hash,
            },
        ),
        Some(folder) => original_holds_content(file, Content::Folder(&folder.manifest)),
    }
}

/// Whether the original path holds the very item recorded (its inode, with its birth time),
/// whatever it holds now: it never left (a cleanup killed before it moved) or came back, and
/// an edit since is the user's. Only where the birth time was recorded: an inode number
/// alone may have been given to another file.
fn never_left(file: &JournaledFile) -> bool {
    let Some(identity) = &file.identity else {
        return false;
    };
    let Some(btime) = identity.btime_ns else {
        return false;
    };
    let Ok(located) = fs_at::locate(&file.path) else {
        return false;
    };
    fs_at::stat_at(located.folder.as_fd(), &located.name).is_ok_and(|now| {
        now.ino == identity.ino
            && now.btime_ns == Some(btime)
            && if file.folder.is_some() {
                now.is_dir()
            } else {
                now.is_file()
            }
    })
}

/// Whether the original path holds what the trash entry holds now, byte for byte: the copy
/// a restore across devices puts in place before it removes the trash copy. Compared with
/// the entry as it is now, not as recorded, since the item may have changed in the trash.
fn copy_stands_in_place(file: &JournaledFile, trash: &TrashFolder) -> bool {
    match &file.folder {
        None => {
            let Ok(entry) = trash.open_entry(&file.entry) else {
                return false;
            };
            let (Ok(stat), Ok(hash)) = (fs_at::stat_fd(entry.as_fd()), content::hash(&entry))
            else {
                return false;
            };
            stat.is_file()
                && original_holds_content(
                    file,
                    Content::File {
                        size: stat.size,
                        hash,
                    },
                )
        }
        Some(_) => {
            let manifest = fs_at::open_dir_at(trash.files_folder(), &file.entry)
                .and_then(|entry| tree::manifest_of(entry.as_fd()));
            manifest.is_ok_and(|manifest| original_holds_content(file, Content::Folder(&manifest)))
        }
    }
}

/// Whether the item's original path holds `expected`, read through handles.
fn original_holds_content(file: &JournaledFile, expected: Content) -> bool {
    let Ok(located) = fs_at::locate(&file.path) else {
        return false;
    };
    match expected {
        Content::File { size, hash } => {
            let Ok(handle) = fs_at::open_file_at(located.folder.as_fd(), &located.name) else {
                return false;
            };
            fs_at::stat_fd(handle.as_fd()).is_ok_and(|stat| stat.is_file() && stat.size == size)
                && content::hash(&handle).is_ok_and(|now| now == hash)
        }
        Content::Folder(manifest) => fs_at::open_dir_at(located.folder.as_fd(), &located.name)
            .is_ok_and(|handle| {
                matches!(
                    tree::differs_from_manifest(handle.as_fd(), manifest),
                    Ok(None)
                )
            }),
    }
}
