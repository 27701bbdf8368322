//! The ways of reclaiming a copy's space — the trash (`trash.rs`), a hard link
//! (`hard_link.rs`), a clone (`clone.rs`) — each for a file and for a folder, behind one
//! interface. The transaction (`cleanup.rs`) runs every item through the same phases and
//! names no way: the check phase (`check.rs`) makes the checks every item needs, then asks
//! the way for its own ([`for_file`], [`for_folder`]: the one place a way is registered)
//! and gets a [`Checked`]; that item [records](Checked::record) itself in the journal,
//! choosing any trash name it needs (held by a guard, `reserved.rs`, until the item is done
//! with it); the [`Ready`] item then [acts](Ready::act), undoing itself when it cannot
//! finish, and says what its record must become ([`Acted`]). Each way's undo after a
//! cleanup is in `restore/` under its name (`bring_back.rs`, `unlink.rs`, `unshare.rs`),
//! and what it would free is `space.rs`'s, matched on [`Way`] in full.

mod acted;
mod clone;
mod hard_link;
mod reserved;
mod target;
mod trash;

use std::path::Path;

use super::checks::Checked as CheckedFile;
use super::context::Context;
use super::folder_checks::CheckedFolder;
use super::journal::{JournalError, JournalWriter};
use super::plan::PlannedFile;
use super::reasons::{Reason, Stopped};
use super::reclaim::Reclaim;
use super::trash::TrashFolders;

pub(super) use acted::{Acted, Close};
pub(super) use target::Target;

#[cfg(doc)]
use super::Way;

/// An item that passed every check, its way's included: it records itself next.
pub(super) trait Checked: Send {
    /// Stages the item's journal record (none in a dry run, `recording.journal` being
    /// `None`), choosing the trash and any trash name it needs there; the names are held
    /// until the item acts, and given back if it never does.
    fn record(
        self: Box<Self>,
        path: &Path,
        recording: &mut Recording<'_>,
    ) -> Result<Box<dyn Ready>, Failure>;
}

/// An item recorded (its record durable before it acts), or in a dry run, one that would be.
pub(super) trait Ready: Send {
    fn target(&self) -> Target<'_>;

    /// Acts on the item and confirms it arrived as checked; an act that cannot finish puts
    /// back what it did where it can. In a dry run, says what would be done, and does it not.
    /// Runs on any thread.
    fn act(self: Box<Self>, path: &Path) -> Acted;
}

/// What recording an item may use: the cleanup's trash folders, and its journal (none in
/// a dry run).
pub(super) struct Recording<'r> {
    pub(super) trash_folders: &'r mut TrashFolders,
    pub(super) journal: Option<&'r mut JournalWriter>,
}

/// Why an item could not be recorded.
pub(super) enum Failure {
    /// This item stays; the cleanup goes on.
    Item(Reason),
    /// The journal cannot be written, or the disk is full: this item and every later one
    /// stay.
    Stop(Stopped),
}

impl Failure {
    /// The journal could not record the item: the cleanup stops.
    pub(super) fn journal(problem: JournalError) -> Failure {
        Failure::Stop(Stopped::Journal(problem))
    }
}

impl From<Reason> for Failure {
    fn from(reason: Reason) -> Self {
        Failure::Item(reason)
    }
}

/// The way's own checks on a file that passed the common ones, as the cleanup's
/// [`Reclaim`] says.
pub(super) fn for_file(
    file: CheckedFile,
    planned: &PlannedFile,
    context: &Context,
) -> Result<Box<dyn Checked>, Reason> {
    Ok(match context.reclaim {
        Reclaim::Trash => Box::new(trash::file(file, planned, context)?),
        Reclaim::HardLink { allow_owner_change } => {
            Box::new(hard_link::file(file, planned, allow_owner_change, context)?)
        }
        Reclaim::Clone => Box::new(clone::file(file, planned, context)?),
    })
}

/// The way's own checks on a folder that passed the common ones.
pub(super) fn for_folder(
    folder: CheckedFolder,
    context: &Context,
) -> Result<Box<dyn Checked>, Reason> {
    Ok(match context.reclaim {
        Reclaim::Trash => Box::new(trash::folder(folder)),
        Reclaim::HardLink { allow_owner_change } => {
            Box::new(hard_link::folder(folder, allow_owner_change, context)?)
        }
        Reclaim::Clone => Box::new(clone::folder(folder, context)?),
    })
}
