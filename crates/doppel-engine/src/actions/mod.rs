//! Cleanup actions on a report's groups: deciding which copy to keep, moving the rest to
//! the trash in one journaled transaction that cannot lose the last copy of anything, and
//! undoing it.
//!
//! [`rules`] turns a selection rule into Keep/Trash marks for a group (reference folders
//! first); [`plan`] turns marks into a [`CleanupPlan`] that never empties a group and
//! never touches a reference folder; [`execute`] carries it out (`cleanup.rs`: every check
//! in `checks.rs`, the reference guard in `references.rs`, whole folders through
//! `cleanup_folder.rs` and `folder_checks.rs` with their trees read by `tree.rs`, the
//! write-ahead [`journal`], Doppel's own freedesktop trash in `trash/`, one action at a
//! time through [`lock`]); [`restore`] puts a cleanup's files and folders back
//! (`restore_folder.rs` for folders). Where the journal and trash live is given by [`ActionPlaces`].
//! Nothing here is ever deleted outright: files only go to the trash. No GUI types: the
//! desktop app and `doppel clean` / `doppel restore` both drive this.

mod checks;
mod cleanup;
mod cleanup_folder;
mod content;
mod folder_checks;
mod fs_at;
pub mod journal;
pub mod lock;
mod places;
mod plan;
mod reasons;
mod references;
mod restore;
mod restore_folder;
pub mod rules;
mod trash;
mod tree;

pub use cleanup::{CleanupOutcome, Mode, TrashedFile, execute};
pub use places::ActionPlaces;
pub use plan::{CleanupPlan, PlannedFolderGroup, PlannedGroup, Refusal, plan};
pub use restore::{RestoreError, RestoreOutcome, Which, restore};
pub use rules::{KeepRule, Mark, apply, apply_to_folders, apply_to_images, apply_with_references};
