//! The check phase of a cleanup: what every item is checked for, whatever the way, before
//! its way's own checks (`ways/`). A file's checks are in `checks.rs`, a folder's in
//! `folder_checks.rs`; here they are run, with the reference guard and Doppel's own data
//! folder, on every core for a batch's items.

use std::os::fd::AsFd;
use std::path::PathBuf;

use super::checks;
use super::context::Context;
use super::folder_checks;
use super::plan::{PlannedFile, PlannedFolder};
use super::reasons::Reason;
use super::trash::TrashFolders;
use super::ways::{self, Checked};

/// One thing the plan acts on.
pub(super) enum Item<'a> {
    File(&'a PlannedFile),
    Folder(&'a PlannedFolder),
}

impl<'a> Item<'a> {
    pub(super) fn path(&self) -> &'a std::path::Path {
        match self {
            Item::File(planned) => &planned.file.path,
            Item::Folder(planned) => &planned.folder.path,
        }
    }
}

/// Checks a batch's items on every core, in order: each item's checks only open, read and
/// compare its own files (and its kept copies), so they need not wait on one another; what
/// changes anything (reserving, recording) stays in one thread, in plan order.
pub(super) fn check_batch(
    batch: &[Item],
    context: &Context,
    trash_folders: &TrashFolders,
) -> Vec<Result<Box<dyn Checked>, Reason>> {
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

/// Every check on one item before anything is recorded of it: the common ones, then its
/// way's.
fn check(
    item: &Item,
    context: &Context,
    mount_inside: Option<PathBuf>,
) -> Result<Box<dyn Checked>, Reason> {
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
            ways::for_file(checked, planned, context)
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
            ways::for_folder(checked, context)
        }
    }
}
