//! The trash as a way: a file (its companions following it) or a folder moved whole into
//! the freedesktop trash of its volume, under a name chosen and recorded first and claimed
//! only once the record is durable. The act is a last look, a read lease held across one
//! rename that never replaces anything and never copies across devices, and a look at what
//! arrived; anything not as checked goes straight back. Its undo is `bring_back.rs`.

use std::ffi::OsString;
use std::os::fd::AsFd;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::reserved::{Reserved, claim_all};
use super::{Acted, Checked, CheckedFile, CheckedFolder, Close, Failure, Ready, Recording, Target};
use crate::actions::checks::{self, CheckedCompanion};
use crate::actions::context::Context;
use crate::actions::fs_at::{self, Located, Writers};
use crate::actions::journal::{Identity, JournalError, JournalWriter};
use crate::actions::outcome::{Became, TrashedFile};
use crate::actions::plan::PlannedFile;
use crate::actions::reasons::{Reason, io_problem};
use crate::actions::trash::{NoCopy, TrashFolder, local_now};
use crate::actions::tree::{self, Strictness};

/// A file to move to the trash, with its companions checked to go with it.
pub(super) struct TrashFile(CheckedFile);

/// A folder to move to the trash whole.
pub(super) struct TrashFolderWhole(Box<CheckedFolder>);

/// The trash's own checks on a file: its companions (a photo's RAW, Live Photo video,
/// sidecar) go with it, each as the scan saw it and with its bytes kept beside a kept
/// copy, or nothing of the photo moves.
pub(super) fn file(
    mut checked: CheckedFile,
    planned: &PlannedFile,
    context: &Context,
) -> Result<TrashFile, Reason> {
    let copies = planned.companion_copies.iter();
    for (companion, copies) in planned.companions.iter().zip(copies) {
        let refused = |why: Reason| Reason::CompanionNotAsScanned {
            companion: companion.path.clone(),
            why: Box::new(why),
        };
        let found = checks::companion_as_scanned(&checked.located, companion).map_err(refused)?;
        context
            .guard
            .check(&companion.path, &found.stat)
            .map_err(refused)?;
        checks::companion_lives_on(&found, copies, &context.places.home_trash)?;
        checked.companions.push(found);
    }
    Ok(TrashFile(checked))
}

/// A folder needs nothing beyond the common checks to go to the trash whole.
pub(super) fn folder(checked: CheckedFolder) -> TrashFolderWhole {
    TrashFolderWhole(Box::new(checked))
}

/// What identifies an item recorded as going to `trash` (checked as `stat`) when a restore
/// looks for it.
pub(super) fn identity(trash: &TrashFolder, stat: &fs_at::Stat, deleted: &str) -> Identity {
    Identity {
        volume: trash.volume.clone(),
        ino: stat.ino,
        btime_ns: stat.btime_ns,
        deleted: deleted.to_owned(),
    }
}

/// The trash a checked item at `path` can be renamed into.
pub(super) fn trash_for(
    path: &Path,
    recording: &mut Recording<'_>,
) -> Result<Arc<TrashFolder>, Failure> {
    let trash = recording
        .trash_folders
        .for_path(path)
        .map_err(|problem| Reason::NoTrash { problem })?;
    Ok(trash)
}

/// Chooses the trash for the item at `path` (checked as `stat`) and, with a journal, a
/// name there and the item's record, which `record` stages given the journal, the trash,
/// the name and what identifies the item: the name is held until the item acts. No name
/// in a dry run.
pub(super) fn name_in_trash(
    path: &Path,
    stat: &fs_at::Stat,
    recording: &mut Recording<'_>,
    record: impl FnOnce(
        &mut JournalWriter,
        &TrashFolder,
        &std::ffi::OsStr,
        &Identity,
    ) -> Result<usize, JournalError>,
) -> Result<(Arc<TrashFolder>, Option<Named>), Failure> {
    let trash = trash_for(path, recording)?;
    let Some(journal) = recording.journal.as_deref_mut() else {
        return Ok((trash, None));
    };
    let deleted = local_now();
    let entry = Reserved::choose(&trash, path)?;
    let identity = identity(&trash, stat, &deleted);
    let n = record(journal, &trash, entry.name(), &identity).map_err(Failure::journal)?;
    Ok((trash, Some(Named { entry, n, deleted })))
}

/// A trash name recorded for an item: claimed when it acts.
pub(super) struct Named {
    pub(super) entry: Reserved,
    /// The item's number in the journal.
    pub(super) n: usize,
    /// The deletion date its `.trashinfo` will say.
    pub(super) deleted: String,
}

/// What an item that goes (or whose original goes) to the trash is in the outcome.
pub(super) fn trashed(
    path: &Path,
    target: Target<'_>,
    trash: &TrashFolder,
    named: Option<&Named>,
) -> TrashedFile {
    TrashedFile {
        path: path.to_path_buf(),
        size: target.size(),
        trash: trash.path.clone(),
        entry: named.map_or_else(OsString::new, |named| named.entry.name().to_os_string()),
        folder: target.is_folder(),
        became: Became::InTrash,
        frees: target.freed_by_trash(),
        companion_of: None,
    }
}

/// A companion recorded to follow its file into the trash.
struct ReadyCompanion {
    checked: CheckedCompanion,
    entry: Reserved,
    n: usize,
}

/// A file recorded (or, in a dry run, not) to go to the trash.
struct ReadyFile {
    file: CheckedFile,
    trash: Arc<TrashFolder>,
    /// None in a dry run (the companions are then still the file's).
    named: Option<(Named, Vec<ReadyCompanion>)>,
}

impl Checked for TrashFile {
    fn record(
        self: Box<Self>,
        path: &Path,
        recording: &mut Recording<'_>,
    ) -> Result<Box<dyn Ready>, Failure> {
        let TrashFile(mut file) = *self;
        let trash = trash_for(path, recording)?;
        let Some(journal) = recording.journal.as_deref_mut() else {
            return Ok(Box::new(ReadyFile {
                file,
                trash,
                named: None,
            }));
        };
        let deleted = local_now();
        // The companions' names first: a photo whose every file cannot have its name in
        // the trash stays whole. A name not recorded is given back as its guard drops.
        let companions = std::mem::take(&mut file.companions);
        let mut companion_names = Vec::with_capacity(companions.len());
        for companion in &companions {
            let reserved =
                Reserved::choose(&trash, &companion.path).map_err(|failure| match failure {
                    Failure::Item(why) => Failure::Item(Reason::CompanionNotAsScanned {
                        companion: companion.path.clone(),
                        why: Box::new(why),
                    }),
                    stop => stop,
                })?;
            companion_names.push(reserved);
        }
        let entry = Reserved::choose(&trash, path)?;
        let stat = file.stat;
        let n = journal
            .trashing(
                path,
                stat.size,
                stat.mtime_ns,
                file.hash,
                &trash.path,
                entry.name(),
                &identity(&trash, &stat, &deleted),
            )
            .map_err(Failure::journal)?;
        // Each companion's record right after its file's, in the same batch: durable
        // before either moves.
        let mut ready_companions = Vec::with_capacity(companions.len());
        for (companion, entry) in companions.into_iter().zip(companion_names) {
            let stat = companion.stat;
            let companion_n = journal
                .trashing_companion(
                    n,
                    &companion.path,
                    stat.size,
                    stat.mtime_ns,
                    companion.hash,
                    &trash.path,
                    entry.name(),
                    &identity(&trash, &stat, &deleted),
                )
                .map_err(Failure::journal)?;
            ready_companions.push(ReadyCompanion {
                checked: companion,
                entry,
                n: companion_n,
            });
        }
        let named = Named { entry, n, deleted };
        Ok(Box::new(ReadyFile {
            file,
            trash,
            named: Some((named, ready_companions)),
        }))
    }
}

impl Ready for ReadyFile {
    fn target(&self) -> Target<'_> {
        Target::File(&self.file)
    }

    fn act(self: Box<Self>, path: &Path) -> Acted {
        let ReadyFile { file, trash, named } = *self;
        let target = Target::File(&file);
        let Some((named, companions)) = named else {
            // A dry run: everything the real run checks first has passed; its companions
            // would go with it.
            let mut acted = Acted::done(trashed(path, target, &trash, None));
            acted.companions = (file.companions.iter())
                .map(|companion| companion_trashed(companion, None, path, &trash))
                .collect();
            return acted;
        };
        let close_all = |companions: &[ReadyCompanion], n: usize| {
            let companions = companions.iter().map(|companion| companion.n);
            std::iter::once(n)
                .chain(companions)
                .map(|n| (Close::NotMoved, n))
                .collect()
        };
        let names: Vec<(&Reserved, &Path)> = (companions.iter())
            .map(|companion| (&companion.entry, companion.checked.path.as_path()))
            .chain([(&named.entry, path)])
            .collect();
        if let Err((reason, stop)) = claim_all(&names, &named.deleted) {
            // Nothing moved and nothing in the trash refers to it: every record is closed,
            // every name given back.
            return Acted {
                result: Err(reason),
                companions: Vec::new(),
                close: close_all(&companions, named.n),
                stop,
            };
        }
        // A file's lease is held across the rename: a program opening it for writing
        // meanwhile waits until it has moved.
        let moved = match fs_at::read_lease(&file.handle) {
            Writers::Some => Err(Reason::InUse),
            Writers::None(_held) => move_in_confirmed(target, &trash, &named.entry),
            Writers::Unknown => move_in_confirmed(target, &trash, &named.entry),
        };
        let refused = match moved {
            // The file did not go: its companions stay too.
            Err(reason) => Some(Acted {
                result: Err(reason),
                companions: Vec::new(),
                close: close_all(&companions, named.n),
                stop: None,
            }),
            Ok(()) => None,
        };
        // The kept copies must have come through the move untouched; if one did not, this
        // file is the copy to keep after all.
        let gone = file.kept.iter().find(|kept| !kept.still_in_place());
        let refused = match (refused, gone) {
            (Some(refused), _) => Some(refused),
            (None, None) => None,
            (None, Some(gone)) => {
                let put_back = trash
                    .move_out(named.entry.name(), &file.located, &mut NoCopy)
                    .map_err(|error| io_problem(&error));
                let close = put_back.is_ok().then_some(Close::Restored);
                let reason = Reason::KeptChangedDuringMove {
                    kept: gone.path.clone(),
                    put_back,
                };
                let mut acted = Acted::refused(reason, close, Some(named.n));
                let companions = companions.iter().map(|companion| companion.n);
                acted.close.extend(companions.map(|n| (Close::NotMoved, n)));
                Some(acted)
            }
        };
        crate::failpoint::hit("cleanup: item acted");
        if let Some(refused) = refused {
            if refused.close.iter().all(|&(_, n)| n != named.n) {
                // Not put back: it lies under its name, for a restore.
                named.entry.holds_item();
            }
            return refused;
        }
        let done = trashed(path, target, &trash, Some(&named));
        let mut acted = Acted::done(done);
        follow(&mut acted, companions, named, &file, &trash, path);
        acted
    }
}

/// What a companion that went (or would go) to the trash with `photo` is in the outcome.
fn companion_trashed(
    companion: &CheckedCompanion,
    entry: Option<&Reserved>,
    photo: &Path,
    trash: &TrashFolder,
) -> TrashedFile {
    let stat = &companion.stat;
    TrashedFile {
        path: companion.path.clone(),
        size: stat.size,
        trash: trash.path.clone(),
        entry: entry.map_or_else(OsString::new, |entry| entry.name().to_os_string()),
        folder: false,
        became: Became::InTrash,
        frees: if stat.nlink > 1 { 0 } else { stat.size },
        companion_of: Some(photo.to_path_buf()),
    }
}

/// Moves a file's companions into the trash after it, each as a file is (a last look, a
/// read lease held across the rename, the arrival confirmed). The first that cannot follow
/// puts the file and the companions before it back, so a photo never ends split by the
/// cleanup: the file is then refused with [`Reason::CompanionNotMoved`]. Every record is
/// closed as its item ended up; one that could not be put back stays pending, for a
/// restore, and keeps its trash name.
fn follow(
    acted: &mut Acted,
    companions: Vec<ReadyCompanion>,
    named: Named,
    file: &CheckedFile,
    trash: &TrashFolder,
    path: &Path,
) {
    let place = &file.located;
    let mut moved: Vec<ReadyCompanion> = Vec::new();
    let mut failure: Option<(PathBuf, Reason)> = None;
    for companion in companions {
        if failure.is_some() {
            acted.close.push((Close::NotMoved, companion.n));
            continue;
        }
        match move_companion(&companion, place, trash) {
            Ok(()) => moved.push(companion),
            Err(reason) => {
                let swapped_in = matches!(
                    reason,
                    Reason::ReplacedWhileMoving {
                        put_back: Err(_),
                        ..
                    }
                );
                if swapped_in {
                    // Something lies under its name that could not be put back.
                    companion.entry.holds_item();
                } else {
                    acted.close.push((Close::NotMoved, companion.n));
                }
                failure = Some((companion.checked.path, reason));
            }
        }
    }
    let Some((companion, why)) = failure else {
        acted.companions = (moved.iter())
            .map(|c| companion_trashed(&c.checked, Some(&c.entry), path, trash))
            .collect();
        for companion in moved {
            companion.entry.holds_item();
        }
        named.entry.holds_item();
        return;
    };
    // Back the way they came, the companions first, then the file.
    let mut put_back: Result<(), String> = Ok(());
    for earlier in moved.into_iter().rev() {
        let back = place.folder.try_clone().and_then(|folder| {
            let at = Located {
                folder,
                name: earlier.checked.name.clone(),
            };
            trash.move_out(earlier.entry.name(), &at, &mut NoCopy)
        });
        match back {
            Ok(()) => acted.close.push((Close::Restored, earlier.n)),
            Err(error) => {
                earlier.entry.holds_item();
                put_back = put_back.and(Err(io_problem(&error)));
            }
        }
    }
    match trash.move_out(named.entry.name(), place, &mut NoCopy) {
        Ok(()) => acted.close.push((Close::Restored, named.n)),
        Err(error) => {
            named.entry.holds_item();
            put_back = put_back.and(Err(io_problem(&error)));
        }
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
    let entry = companion.entry.name();
    trash
        .move_in(&located, entry)
        .map_err(|error| move_refused(trash, &error))?;
    let arrived = trash.stat_entry(entry);
    if arrived.is_ok_and(|now| now.dev == checked.stat.dev && now.ino == checked.stat.ino) {
        return Ok(());
    }
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

/// Why a rename into the trash failed.
fn move_refused(trash: &TrashFolder, error: &std::io::Error) -> Reason {
    match error.raw_os_error() {
        Some(libc::EXDEV) => Reason::TrashOnOtherMount {
            trash: trash.path.clone(),
        },
        _ => Reason::CannotMove {
            problem: io_problem(error),
        },
    }
}

/// A last look (the name must still hold what was checked), one rename into the trash, and
/// a look at what arrived, which must be the item checked (device and inode); anything else
/// renamed instead goes straight back.
fn move_in_confirmed(
    target: Target<'_>,
    trash: &TrashFolder,
    entry: &Reserved,
) -> Result<(), Reason> {
    let located = target.located();
    let entry = entry.name();
    let now = fs_at::stat_at(located.folder.as_fd(), &located.name);
    if !now.is_ok_and(|now| target.unchanged(&now)) {
        return Err(Reason::ChangedAfterCheck);
    }
    trash
        .move_in(located, entry)
        .map_err(|error| move_refused(trash, &error))?;
    let stat = target.stat();
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

/// A folder recorded (or, in a dry run, not) to go to the trash whole.
struct ReadyFolder {
    folder: Box<CheckedFolder>,
    trash: Arc<TrashFolder>,
    named: Option<Named>,
}

impl Checked for TrashFolderWhole {
    fn record(
        self: Box<Self>,
        path: &Path,
        recording: &mut Recording<'_>,
    ) -> Result<Box<dyn Ready>, Failure> {
        let TrashFolderWhole(folder) = *self;
        let stat = folder.stat;
        let (trash, named) =
            name_in_trash(path, &stat, recording, |journal, trash, entry, identity| {
                let id = (stat.dev, stat.ino);
                journal.trashing_folder(path, id, &folder.manifest, &trash.path, entry, identity)
            })?;
        Ok(Box::new(ReadyFolder {
            folder,
            trash,
            named,
        }))
    }
}

impl Ready for ReadyFolder {
    fn target(&self) -> Target<'_> {
        Target::Folder(&self.folder)
    }

    fn act(self: Box<Self>, path: &Path) -> Acted {
        let ReadyFolder {
            folder,
            trash,
            named,
        } = *self;
        let target = Target::Folder(&folder);
        let Some(named) = named else {
            return Acted::done(trashed(path, target, &trash, None));
        };
        let n = Some(named.n);
        if let Err((reason, stop)) = claim_all(&[(&named.entry, path)], &named.deleted) {
            let mut acted = Acted::refused(reason, Some(Close::NotMoved), n);
            acted.stop = stop;
            return acted;
        }
        let acted = match move_in_confirmed(target, &trash, &named.entry) {
            Err(reason) => Acted::refused(reason, Some(Close::NotMoved), n),
            Ok(()) => verify_arrived(path, &folder, &trash, &named),
        };
        crate::failpoint::hit("cleanup: item acted");
        if acted.result.is_ok() || acted.close.is_empty() {
            // In the trash under its name, as checked or not put back: for a restore.
            named.entry.holds_item();
        }
        acted
    }
}

/// A folder that arrived in the trash must hold exactly what was checked, and its kept
/// folder must still stand unchanged; otherwise it goes straight back.
fn verify_arrived(
    path: &Path,
    folder: &CheckedFolder,
    trash: &TrashFolder,
    named: &Named,
) -> Acted {
    let changed = arrived_changes(folder, trash, named.entry.name());
    let kept_moved = folder.kept.still_in_place().err();
    let unwanted = match (changed, kept_moved) {
        (None, None) => {
            return Acted::done(trashed(path, Target::Folder(folder), trash, Some(named)));
        }
        (Some(change), _) => Unwanted::Changed(change),
        (None, Some(kept)) => Unwanted::KeptMoved(kept),
    };
    let put_back = fs_at::rename_no_replace(
        trash.files_folder(),
        named.entry.name(),
        folder.located.folder.as_fd(),
        &folder.located.name,
    )
    .map_err(|error| io_problem(&error));
    let close = put_back.is_ok().then_some(Close::Restored);
    let reason = match unwanted {
        Unwanted::Changed(change) => Reason::ChangedWhileTrashing { change, put_back },
        Unwanted::KeptMoved(kept) => Reason::KeptChangedDuringMove { kept, put_back },
    };
    Acted::refused(reason, close, Some(named.n))
}

/// Why a folder that arrived in the trash may not stay there.
enum Unwanted {
    /// It holds something other than what was checked.
    Changed(String),
    /// Its kept folder moved or changed meanwhile.
    KeptMoved(PathBuf),
}

/// The first difference between the folder that arrived in the trash and what was checked.
fn arrived_changes(
    folder: &CheckedFolder,
    trash: &TrashFolder,
    entry: &std::ffi::OsStr,
) -> Option<String> {
    let arrived = match fs_at::open_dir_at(trash.files_folder(), entry) {
        Ok(arrived) => arrived,
        Err(error) => return Some(format!("it could not be read in the trash: {error}")),
    };
    match tree::read(arrived.as_fd(), Strictness::FilesAndFolders) {
        Ok(now) => now.difference_from(&folder.tree),
        Err(error) => Some(error.reason(&folder.path).to_string()),
    }
}
