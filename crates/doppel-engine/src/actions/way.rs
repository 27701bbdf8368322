//! The way a cleanup reclaims a copy's space: the one name for it that the cleanup, the
//! estimate, the journal, the dialog and the command line all use, each matching it in full
//! (a way added is a compile error wherever it must be handled). The options a way takes
//! when a cleanup is asked for are [`super::Reclaim`]'s.

/// What becomes of a copy a cleanup acts on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Way {
    /// Moved to the trash.
    Trash,
    /// Its name replaced by a hard link to the kept copy; the original goes to the trash
    /// (a second name of it) until the trash is emptied.
    HardLink,
    /// Its blocks replaced by the kept copy's (a clone); nothing goes to the trash.
    Clone,
}

impl Way {
    /// Every way, in the order they are offered.
    pub const ALL: [Way; 3] = [Way::Trash, Way::HardLink, Way::Clone];
}
