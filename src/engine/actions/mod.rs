//! Cleanup actions on a report's groups: deciding which copy to keep, moving the rest to the
//! desktop's trash after checking it is still safe, and undoing that.
//!
//! [`rules`] turns a selection rule into Keep/Trash marks for a group; [`cleanup`] plans
//! and executes the trashing, with every safety check in `checks.rs`; [`restore`] puts
//! trashed files back; [`journal`] remembers each cleanup so a later process can undo it.
//! Nothing here is ever deleted outright: files only go to the trash.
//! No GUI types: the desktop app and any future CLI command both drive this.

mod checks;
pub mod cleanup;
pub mod journal;
mod reasons;
pub mod restore;
pub mod rules;
mod trash_entries;

pub use cleanup::{CleanupOutcome, CleanupPlan, PlannedGroup, Refusal, TrashedFile, execute, plan};
pub use restore::{RestoreOutcome, restore};
pub use rules::{KeepRule, Mark, apply};
