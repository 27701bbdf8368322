//! Cleanup actions on a report's groups: deciding which copy to keep, moving the rest to
//! the trash in one journaled transaction that cannot lose the last copy of anything, and
//! undoing it.
//!
//! [`rules`] turns a selection rule into Keep/Trash marks for a group (reference folders
//! first); [`plan`] turns marks into a [`CleanupPlan`] that never empties a group and
//! never touches a reference folder; [`execute`] carries it out, one transaction for files
//! and folders and for every way alike (`cleanup.rs`, the phases in order: the check
//! phase in `check.rs` — a file's checks in `checks.rs`, a folder's in `folder_checks.rs`
//! with its tree read by `tree.rs`, the reference guard in `references.rs`, Doppel's own
//! data folder in `own_folder.rs`, what they share in `context.rs` — then the write-ahead [`journal`] synced in batches, and
//! the acts, one action at a time through an [`ActionLock`] (`lock.rs`)); [`restore`] puts
//! a cleanup's files and folders back, by their recorded identity. What a cleanup did is a
//! [`CleanupOutcome`] (`outcome.rs`). Why anything was left
//! alone is a [`Reason`] (`reasons.rs`, where every such message is worded). Where the
//! journal and trash live is given by [`ActionPlaces`].
//!
//! The way a copy is dealt with is one enum, [`Way`] (`way.rs`), matched in full wherever
//! a way must be handled; [`Reclaim`] is a way with its options, as a cleanup is asked for
//! it. Each way is one module of `ways/` behind one interface (its own checks, its record,
//! its act that undoes itself when it cannot finish): `trash.rs` (Doppel's own
//! freedesktop trash is `trash/`), `hard_link.rs` (its steps in `link.rs`, a whole
//! folder's links and its trash mirror in `link_folder.rs`), `clone.rs` (the kernel's calls
//! in [`clone`], the cleanup's use of them in `cloning.rs`). Each way's undo is the
//! restore module of its name (`bring_back.rs`, `unlink.rs`, `unshare.rs`). [`space`] says
//! what each way would free, and `measured.rs` what a cleanup measured as freed
//! ([`SpaceMeasured`]); [`estimate`] weighs a whole plan that way, per file system, before
//! the user chooses.
//! Nothing here is ever deleted outright: files only go to the trash (a linked copy's
//! original too); the only names removed are links Doppel itself just made, of files that
//! keep another name, and (in [`clone::unshare_clone`]) a name only once a verified
//! identical copy stands in its place. No GUI types: the
//! desktop app and `doppel clean` / `doppel restore` both drive this.

mod check;
mod checks;
mod cleanup;
pub mod clone;
mod cloning;
mod content;
mod context;
pub mod estimate;
mod folder_checks;
mod fs_at;
pub mod journal;
mod journal_error;
mod link;
mod link_folder;
mod lock;
mod measured;
mod outcome;
mod own_folder;
mod places;
mod plan;
mod reasons;
mod reclaim;
mod references;
mod restore;
pub mod rules;
pub mod space;
mod trash;
mod tree;
mod way;
mod ways;

pub use cleanup::{Mode, NotStarted, execute};
pub use estimate::Estimate;
pub use journal::Cleanup;
pub use lock::{ActionLock, LockError};
pub use measured::{OwnRecords, SpaceGap, SpaceMeasured};
pub use outcome::{Became, CleanupOutcome, TrashedFile};
pub use places::ActionPlaces;
pub use plan::{
    CleanupPlan, PlannedFolderGroup, PlannedGroup, Recheck, plan, plan_for_report, planned_groups,
};
pub use reasons::{Access, Alike, ChangedInTrash, NoSharing, Reason, Refusal, SinceScan, Stopped};
pub use reclaim::Reclaim;
pub use references::{ReferenceProblem, ReferenceUnreadable};
pub use restore::{RestoreError, RestoreOptions, RestoreOutcome, Which, restore, restore_with};
pub use rules::{
    Criterion, Decision, Fallback, GroupRef, KeepRule, Mark, More, RuleError, RuleOutcome,
    RulePreview, Undecided, decide_groups, tally,
};
pub use way::Way;
