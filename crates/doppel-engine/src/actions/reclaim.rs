//! How a cleanup reclaims a duplicate's space, chosen once per cleanup and passed to
//! [`super::execute`]: move the copy to the trash (the default), or replace it by a hard
//! link to the kept copy (`link.rs` does the steps). Every kind runs in the one transaction
//! (`cleanup.rs`: same checks, same lock, same journal-before-act rule); a kind added later
//! (a copy-on-write clone) is one more variant here and one more arm where the transaction
//! acts.

/// What becomes of each copy a cleanup acts on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Reclaim {
    /// Move the copy to the trash.
    #[default]
    Trash,
    /// Replace the copy by a hard link to the kept copy: its name then points at the kept
    /// file, and the original stays in the trash (a second name of it, with its
    /// `.trashinfo`) until the trash is emptied, so `doppel restore` can put it back.
    /// Only byte-for-byte copies on the kept copy's file system are linked; folders are
    /// refused.
    HardLink {
        /// Link even where the copy's owner, group or permissions differ from the kept
        /// copy's (the name then gives the kept copy's; off by default, since a link would
        /// silently change who may read the file).
        allow_owner_change: bool,
    },
}

impl Reclaim {
    /// Whether copies are replaced by hard links.
    pub fn links(&self) -> bool {
        matches!(self, Reclaim::HardLink { .. })
    }
}
