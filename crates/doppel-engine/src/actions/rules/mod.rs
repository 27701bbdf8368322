//! Keep rules: which copy of a group to keep, the others being marked for the trash.
//!
//! A rule is an ordered list of criteria (`criterion.rs`): places (`under ~/Photos`, `not
//! under ~/Downloads/**`), times, sizes, resolution, the date taken, a format, path order;
//! each narrows the copies the ones before it left tied, as a chain of preferences: a place
//! no copy lies in passes the choice on, and a tie after the last keeps the first by path
//! ([`Fallback`], counted by a preview). A strict rule leaves such a group alone with the
//! reason ([`Undecided`]), as any rule does one with no copy in the format it names. Rules read from text
//! in `parse.rs` (`under:~/Photos,oldest`, as `doppel clean --keep` and the Settings take
//! them), apply to one group in `decide.rs` (trash folders and reference folders first),
//! and to many in `outcome.rs`; `fuller.rs` keeps a rule from trashing a similar
//! document or video for one that holds only part of it: [`decide_groups`] is the one function the desktop app and
//! `doppel clean` both call, and [`RulePreview`] tells what it would do before any mark
//! changes.
//!
//! Rules only look at what the scan recorded (path, size, modified time, and for similar
//! images their pixels, format and EXIF date); they never touch the disk (a folder's
//! modified time is asked of the caller), so marking thousands of groups is instant and
//! the result can be shown before anything happens.

mod criterion;
mod decide;
mod fuller;
mod outcome;
mod parse;

pub use crate::report::GroupRef;
pub use crate::report::reference_of;
pub use criterion::{Criterion, KeepRule, Place};
pub use decide::{Decision, More, Undecided, decide_files, decide_folders};
pub use outcome::{Fallback, RuleExample, RuleOutcome, RulePreview, decide_groups, tally};
pub use parse::{CRITERIA_HELP, RuleError};

/// What the user (or a rule) decided for one file of a group.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Mark {
    /// Leave the file where it is.
    Keep,
    /// Move the file to the trash.
    Trash,
}
