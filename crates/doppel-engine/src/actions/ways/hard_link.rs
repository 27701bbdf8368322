//! A hard link as a way: a file's name replaced by a hard link to its kept copy (the steps
//! in `link.rs`), or a folder's every file replaced so (`link_folder.rs`), the originals
//! keeping a second name in the trash until it is emptied: the trash name is chosen and
//! recorded first, like the trash's own. Only an exact group's copy, on one file system,
//! showing the same owner, permissions and attributes (unless the user allows a change)
//! is linked. Its undo is `unlink.rs`.

use std::ffi::OsString;
use std::path::Path;
use std::sync::Arc;

use super::reserved::{Reserved, claim_all};
use super::trash::{Named, name_in_trash, trashed};
use super::{Acted, Checked, CheckedFile, CheckedFolder, Close, Failure, Ready, Recording, Target};
use crate::actions::context::Context;
use crate::actions::fs_at::{self, Writers};
use crate::actions::link::{self, KeptNames, LinkLedger, Unlinked};
use crate::actions::link_folder::{self, FolderLink};
use crate::actions::outcome::Became;
use crate::actions::plan::PlannedFile;
use crate::actions::reasons::Reason;
use crate::actions::trash::TrashFolder;

/// A file to replace by a hard link to its kept copy `file.kept[kept]`, made first under
/// the name `temp` beside it.
pub(super) struct LinkFile {
    file: CheckedFile,
    kept: usize,
    temp: OsString,
    /// How many names of the kept copy the scan saw, and the cleanup's links to it.
    seen: u64,
    ledger: Arc<LinkLedger>,
}

/// A folder whose every file is to be replaced by a hard link to its copy in the kept
/// folder.
pub(super) struct LinkFolder {
    folder: Box<CheckedFolder>,
    link: FolderLink,
}

/// A hard link's own checks on a file: which kept copy it may be linked to
/// ([`link::target`]). A companion is no copy of the kept file, and keeps its place.
pub(super) fn file(
    file: CheckedFile,
    planned: &PlannedFile,
    allow_owner_change: bool,
    context: &Context,
) -> Result<LinkFile, Reason> {
    let kept = link::target(&file, &planned.keepers, allow_owner_change, &context.guard)?;
    let seen = link::names_seen(&file.kept[kept].path, &planned.keepers);
    Ok(LinkFile {
        file,
        kept,
        temp: link::temporary_name(),
        seen,
        ledger: Arc::clone(&context.ledger),
    })
}

/// A hard link's own checks on a folder: whether every file of it may be linked to its copy
/// in the kept folder ([`link_folder::folder_target`]).
pub(super) fn folder(
    folder: CheckedFolder,
    allow_owner_change: bool,
    context: &Context,
) -> Result<LinkFolder, Reason> {
    let link = link_folder::folder_target(
        &folder,
        allow_owner_change,
        &context.guard,
        Arc::clone(&context.ledger),
    )?;
    Ok(LinkFolder {
        folder: Box::new(folder),
        link,
    })
}

/// An item recorded (or, in a dry run, not) to be replaced by links.
struct Linking<T> {
    item: T,
    trash: Arc<TrashFolder>,
    named: Option<Named>,
}

impl Checked for LinkFile {
    fn record(
        self: Box<Self>,
        path: &Path,
        recording: &mut Recording<'_>,
    ) -> Result<Box<dyn Ready>, Failure> {
        let (file, kept) = (&self.file, &self.file.kept[self.kept]);
        let stat = file.stat;
        let (trash, named) =
            name_in_trash(path, &stat, recording, |journal, trash, entry, identity| {
                let kept = (
                    kept.path.as_path(),
                    (kept.stat.dev, kept.stat.ino),
                    kept.stat.btime_ns,
                );
                let (size, mtime_ns) = (stat.size, stat.mtime_ns);
                let trash = &trash.path;
                journal.linking(
                    path, size, mtime_ns, file.hash, trash, entry, identity, kept, &self.temp,
                )
            })?;
        Ok(Box::new(Linking {
            item: *self,
            trash,
            named,
        }))
    }
}

impl Ready for Linking<LinkFile> {
    fn target(&self) -> Target<'_> {
        Target::File(&self.item.file)
    }

    fn act(self: Box<Self>, path: &Path) -> Acted {
        let Linking { item, trash, named } = *self;
        let file = &item.file;
        let kept = &file.kept[item.kept];
        let mut done = trashed(path, Target::File(file), &trash, named.as_ref());
        done.became = Became::LinkTo(kept.path.clone());
        act_named(done, named, |entry| {
            let seen = KeptNames {
                seen: item.seen,
                ledger: &item.ledger,
            };
            // The lease is held across the replacement: a program opening the copy for
            // writing meanwhile waits until it is done.
            match fs_at::read_lease(&file.handle) {
                Writers::Some => Err(Unlinked::as_before(Reason::InUse)),
                Writers::None(_held) => {
                    link::replace(file, kept, &trash, entry.name(), &item.temp, seen)
                }
                Writers::Unknown => {
                    link::replace(file, kept, &trash, entry.name(), &item.temp, seen)
                }
            }
        })
    }
}

impl Checked for LinkFolder {
    fn record(
        self: Box<Self>,
        path: &Path,
        recording: &mut Recording<'_>,
    ) -> Result<Box<dyn Ready>, Failure> {
        let stat = self.folder.stat;
        let (trash, named) =
            name_in_trash(path, &stat, recording, |journal, trash, entry, identity| {
                let (folder, temp) = (&self.folder, &self.link.temp);
                journal.linking_folder(path, folder, (&trash.path, entry), identity, temp)
            })?;
        Ok(Box::new(Linking {
            item: *self,
            trash,
            named,
        }))
    }
}

impl Ready for Linking<LinkFolder> {
    fn target(&self) -> Target<'_> {
        Target::Folder(&self.item.folder)
    }

    fn act(self: Box<Self>, path: &Path) -> Acted {
        let Linking { item, trash, named } = *self;
        let folder = &item.folder;
        let mut done = trashed(path, Target::Folder(folder), &trash, named.as_ref());
        done.became = Became::LinkTo(folder.kept.path.clone());
        done.frees = item.link.frees;
        // Each file's lease is taken and held across its own replacement (link_folder.rs).
        act_named(done, named, |entry| {
            link_folder::replace_folder(folder, &item.link, &trash, entry.name())
        })
    }
}

/// Claims the recorded trash name and replaces the item by links (`replace`), its
/// original going to the trash under that name: `done` once it is. In a dry run (`named`
/// none), `done` at once. Left as it was, its record is closed and its name given back;
/// otherwise the record stays pending, its name held, and a restore puts the original back.
fn act_named(
    done: crate::actions::outcome::TrashedFile,
    named: Option<Named>,
    replace: impl FnOnce(&Reserved) -> Result<(), Unlinked>,
) -> Acted {
    let Some(named) = named else {
        return Acted::done(done);
    };
    let n = Some(named.n);
    if let Err((reason, stop)) = claim_all(&[(&named.entry, &done.path)], &named.deleted) {
        let mut acted = Acted::refused(reason, Some(Close::NotMoved), n);
        acted.stop = stop;
        return acted;
    }
    let replaced = replace(&named.entry);
    crate::failpoint::hit("cleanup: item acted");
    match replaced {
        Ok(()) => {
            named.entry.holds_item();
            Acted::done(done)
        }
        Err(Unlinked { reason, as_before }) => {
            if !as_before {
                named.entry.holds_item();
            }
            Acted::refused(reason, as_before.then_some(Close::NotMoved), n)
        }
    }
}
