//! Doppel's own freedesktop.org trash (the Trash specification 1.0): which trash folder a
//! file goes to, and moving a file into it and back out.
//!
//! Why not the `trash` crate: cleanup must know *which* trash entry a file became at the
//! moment it moves (so the journal can say so before the move, in constant time), must
//! never copy a file across devices behind our back and delete the source, and must refuse
//! a `.Trash-UID` folder that another user planted as a symbolic link. The crate gives none
//! of these, so this module does the few steps the specification asks for itself:
//! choose a free name (which the journal records), claim it by creating its `.trashinfo`
//! exclusively, then rename the file into `files/` relative to open folders, never
//! replacing anything.
//!
//! `folder.rs` finds and vets the trash folder for a file (home trash, `$top/.Trash/$uid`,
//! `$top/.Trash-$uid`); `mounts.rs` tells which mount a path is on; `info.rs` writes the
//! `.trashinfo` text; `entry.rs` moves files in and out.

mod entry;
mod folder;
mod info;
mod mounts;

pub(crate) use entry::{CopySteps, NoCopy, is_temporary_name_for, random};
pub(crate) use folder::{TrashFolder, TrashFolders};
pub(crate) use info::local_now;
