//! What every item's checks share during one cleanup: where Doppel's data and the trash
//! are, the reference guard, Doppel's own folder, the way asked for, and what the checks
//! learn once for all items (whether a file system shares blocks, the links made).

use std::sync::Arc;

use super::cloning::SupportCache;
use super::link::LinkLedger;
use super::own_folder::OwnFolder;
use super::places::ActionPlaces;
use super::reclaim::Reclaim;
use super::references::ReferenceGuard;

/// What every item's checks share.
pub(super) struct Context<'a> {
    pub(super) places: &'a ActionPlaces,
    pub(super) guard: ReferenceGuard,
    pub(super) own: OwnFolder,
    pub(super) reclaim: Reclaim,
    /// Whether each file system met can share blocks (for clones), tried once each.
    pub(super) support: SupportCache,
    /// The links made to each kept copy (hard links only).
    pub(super) ledger: Arc<LinkLedger>,
}
