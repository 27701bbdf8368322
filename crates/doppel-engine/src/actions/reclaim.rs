//! How a cleanup is asked to reclaim a duplicate's space, chosen once per cleanup and
//! passed to [`super::execute`]: a [`Way`] with the options that way takes. Move the copy to
//! the trash (the default), replace it by a hard link to the kept copy (`link.rs` does the
//! steps), or make it a copy-on-write clone of the kept copy (`cloning.rs`, through
//! [`super::clone::dedupe`]). Every way runs in the one transaction (`cleanup.rs`: same
//! checks, same lock, same journal-before-act rule).

use super::Way;

/// What becomes of each copy a cleanup acts on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Reclaim {
    /// Move the copy to the trash.
    #[default]
    Trash,
    /// Replace the copy by a hard link to the kept copy: its name then points at the kept
    /// file, and the original stays in the trash (a second name of it, with its
    /// `.trashinfo`) until the trash is emptied, so `doppel restore` can put it back.
    /// Only byte-for-byte copies on the kept copy's file system are linked, and never to a
    /// kept copy in a reference folder (the reference's own file would gain a name where an
    /// edit changes it). A folder of a
    /// duplicate-folder group is replaced file by file, each file by a link to the copy its
    /// kept folder holds (matched by content), its originals kept in one trash entry that
    /// mirrors the folder.
    HardLink {
        /// Link even where the copy's owner, group, permissions or extended attributes
        /// (POSIX ACLs among them) differ from the kept copy's (the name then gives the kept
        /// copy's; off by default, since a link would silently change who may read or write
        /// the file, and drop its own tags and comments).
        allow_owner_change: bool,
    },
    /// Make the copy a clone of the kept copy: its blocks become the kept copy's, shared
    /// (the kernel's `FIDEDUPERANGE`, which compares the bytes itself under lock and
    /// refuses if they differ). The copy keeps its inode, name, owner, mode, times and
    /// extended attributes; nothing goes to the trash, and its space comes back at once.
    /// Only byte-for-byte copies on the kept copy's file system, where that file system
    /// can share blocks, are cloned. A folder of a duplicate-folder group is cloned file by
    /// file, each file onto the copy its kept folder holds (matched by content).
    Clone,
}

impl Reclaim {
    /// The way, options aside.
    pub fn way(&self) -> Way {
        match self {
            Reclaim::Trash => Way::Trash,
            Reclaim::HardLink { .. } => Way::HardLink,
            Reclaim::Clone => Way::Clone,
        }
    }

    /// `way` with its options as first offered (a hard link's off).
    pub fn plain(way: Way) -> Reclaim {
        match way {
            Way::Trash => Reclaim::Trash,
            Way::HardLink => Reclaim::HardLink {
                allow_owner_change: false,
            },
            Way::Clone => Reclaim::Clone,
        }
    }
}
