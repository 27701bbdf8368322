//! What a way acts on: a file or a folder, as the checks found it. What the transaction
//! needs of any item (where it is, what it was, how large, whether it acts alone) is asked
//! here, whatever the way.

use super::{CheckedFile, CheckedFolder};
use crate::actions::fs_at::{Located, Stat};

/// A checked file or folder.
#[derive(Clone, Copy)]
pub(in crate::actions) enum Target<'a> {
    File(&'a CheckedFile),
    Folder(&'a CheckedFolder),
}

impl<'a> Target<'a> {
    /// Its name, in its folder held open.
    pub(in crate::actions) fn located(self) -> &'a Located {
        match self {
            Target::File(file) => &file.located,
            Target::Folder(folder) => &folder.located,
        }
    }

    /// What it was when checked.
    pub(in crate::actions) fn stat(self) -> &'a Stat {
        match self {
            Target::File(file) => &file.stat,
            Target::Folder(folder) => &folder.stat,
        }
    }

    /// Its size in bytes (a folder's: its files').
    pub(in crate::actions) fn size(self) -> u64 {
        match self {
            Target::File(file) => file.stat.size,
            Target::Folder(folder) => folder.manifest.bytes(),
        }
    }

    /// A folder (acted on alone: its act is long and walks a whole tree).
    pub(in crate::actions) fn is_folder(self) -> bool {
        matches!(self, Target::Folder(_))
    }

    /// The last look before an act: the name still holds what was checked (a file: the
    /// same version; a folder: the same folder, its contents compared after it moves).
    pub(in crate::actions) fn unchanged(self, now: &Stat) -> bool {
        match self {
            Target::File(file) => now.same_version(&file.stat),
            Target::Folder(folder) => now.dev == folder.stat.dev && now.ino == folder.stat.ino,
        }
    }

    /// The bytes a file moved to the trash (or replaced by a link, its original going
    /// there) frees once the trash is emptied: none for a file with other names, which keep
    /// its blocks; a folder's files' total.
    pub(in crate::actions) fn freed_by_trash(self) -> u64 {
        match self {
            Target::File(file) if file.stat.nlink > 1 => 0,
            target => target.size(),
        }
    }
}
