//! A clone as a way: a file made a copy-on-write clone of its kept copy (the kernel
//! compares the two under lock and shares their blocks: `cloning.rs`), or a folder's every
//! file made so. Nothing goes to the trash and no trash name is reserved; the record is
//! durable first all the same. Only an exact group's copy, on one file system that can
//! share blocks (tried once per file system), is cloned. Its undo is `unshare.rs`.

use std::path::{Path, PathBuf};

use super::{Acted, Checked, CheckedFile, CheckedFolder, Close, Failure, Ready, Recording, Target};
use crate::actions::cloning::{self, FolderClone, NotCloned};
use crate::actions::context::Context;
use crate::actions::fs_at::{self, Writers};
use crate::actions::outcome::{Became, TrashedFile};
use crate::actions::plan::PlannedFile;
use crate::actions::reasons::Reason;
use crate::actions::space::{Expected, Less, When};

/// A file to make a clone of its kept copy `file.kept[kept]`, expected to free `expected`.
pub(super) struct CloneFile {
    file: CheckedFile,
    kept: usize,
    expected: Expected,
}

/// A folder whose every file is to become a clone of its copy in the kept folder.
pub(super) struct CloneFolder {
    folder: Box<CheckedFolder>,
    clone: FolderClone,
}

/// A clone's own checks on a file: which kept copy it may share blocks with, and what that
/// frees ([`cloning::target`]). A companion is no copy of the kept file, and keeps its
/// place.
pub(super) fn file(
    file: CheckedFile,
    planned: &PlannedFile,
    context: &Context,
) -> Result<CloneFile, Reason> {
    let (kept, expected) = cloning::target(&file, &planned.keepers, &context.support)?;
    Ok(CloneFile {
        file,
        kept,
        expected,
    })
}

/// A clone's own checks on a folder ([`cloning::folder_target`]).
pub(super) fn folder(folder: CheckedFolder, context: &Context) -> Result<CloneFolder, Reason> {
    let clone = cloning::folder_target(&folder, &context.support)?;
    Ok(CloneFolder {
        folder: Box::new(folder),
        clone,
    })
}

/// An item recorded (or, in a dry run, not: `n` none) to become clones.
struct Cloning<T> {
    item: T,
    n: Option<usize>,
}

/// What a clone is in the outcome: it frees what it frees at once, and goes nowhere.
fn cloned(
    path: &Path,
    target: Target<'_>,
    from: &Path,
    frees: u64,
    frees_less: Option<Less>,
) -> TrashedFile {
    TrashedFile {
        path: path.to_path_buf(),
        size: target.size(),
        trash: PathBuf::new(),
        entry: std::ffi::OsString::new(),
        folder: target.is_folder(),
        became: Became::CloneOf {
            kept: from.to_path_buf(),
            frees_less,
        },
        frees,
        companion_of: None,
    }
}

impl Checked for CloneFile {
    fn record(
        self: Box<Self>,
        path: &Path,
        recording: &mut Recording<'_>,
    ) -> Result<Box<dyn Ready>, Failure> {
        let n = match recording.journal.as_deref_mut() {
            None => None,
            Some(journal) => {
                let (file, kept) = (&self.file, &self.file.kept[self.kept]);
                let stat = &file.stat;
                let n = journal
                    .cloning(
                        path,
                        stat.size,
                        stat.mtime_ns,
                        file.hash,
                        (stat.dev, stat.ino, stat.btime_ns),
                        (&kept.path, (kept.stat.dev, kept.stat.ino)),
                    )
                    .map_err(Failure::journal)?;
                Some(n)
            }
        };
        Ok(Box::new(Cloning { item: *self, n }))
    }
}

impl Ready for Cloning<CloneFile> {
    fn target(&self) -> Target<'_> {
        Target::File(&self.item.file)
    }

    fn act(self: Box<Self>, path: &Path) -> Acted {
        let Cloning { item, n } = *self;
        let (file, kept) = (&item.file, &item.file.kept[item.kept]);
        debug_assert_eq!(item.expected.when, When::Now);
        let expected = &item.expected;
        let done = cloned(
            path,
            Target::File(file),
            &kept.path,
            expected.bytes,
            expected.less,
        );
        act_recorded(done, n, || {
            // The lease is held across the clone: a program opening the copy for writing
            // meanwhile waits until it is done (and the kernel compares under its lock
            // anyway).
            match fs_at::read_lease(&file.handle) {
                Writers::Some => Err(NotCloned {
                    reason: Reason::InUse,
                    as_before: true,
                }),
                Writers::None(_held) => cloning::replace(file, kept),
                Writers::Unknown => cloning::replace(file, kept),
            }
        })
    }
}

impl Checked for CloneFolder {
    fn record(
        self: Box<Self>,
        path: &Path,
        recording: &mut Recording<'_>,
    ) -> Result<Box<dyn Ready>, Failure> {
        let n = match recording.journal.as_deref_mut() {
            None => None,
            Some(journal) => Some(
                journal
                    .cloning_folder(path, &self.folder)
                    .map_err(Failure::journal)?,
            ),
        };
        Ok(Box::new(Cloning { item: *self, n }))
    }
}

impl Ready for Cloning<CloneFolder> {
    fn target(&self) -> Target<'_> {
        Target::Folder(&self.item.folder)
    }

    fn act(self: Box<Self>, path: &Path) -> Acted {
        let Cloning { item, n } = *self;
        let folder = &item.folder;
        let done = cloned(
            path,
            Target::Folder(folder),
            &folder.kept.path,
            item.clone.frees,
            None,
        );
        // Each file's lease is taken and held across its own clone (cloning.rs).
        act_recorded(done, n, || cloning::replace_folder(folder, &item.clone))
    }
}

/// Makes the clones (`clone`), its record (number `n`) durable: `done` once they are. In a
/// dry run (`n` none), `done` at once. Left as it was, the record is closed; otherwise the
/// clones made stand (their content as it was) and the record stays, for a restore asked
/// to unshare them.
fn act_recorded(
    done: TrashedFile,
    n: Option<usize>,
    clone: impl FnOnce() -> Result<(), NotCloned>,
) -> Acted {
    if n.is_none() {
        return Acted::done(done);
    }
    let cloned = clone();
    crate::failpoint::hit("cleanup: item acted");
    match cloned {
        Ok(()) => Acted::done(done),
        Err(NotCloned { reason, as_before }) => {
            Acted::refused(reason, as_before.then_some(Close::NotMoved), n)
        }
    }
}
