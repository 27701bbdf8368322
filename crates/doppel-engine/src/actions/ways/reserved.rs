//! A name chosen in a trash folder for one item, held by a guard: given back when the guard
//! is dropped (the item was refused, its record could not be written, it never moved, it
//! was put back), kept only when the item may now lie under it. No path can forget to give
//! a name back, and none gives back a name something of the user's lies under.

use std::ffi::{OsStr, OsString};
use std::path::Path;
use std::sync::Arc;

use super::Failure;
use crate::actions::reasons::{Reason, Stopped, io_problem};
use crate::actions::trash::TrashFolder;

/// A trash name chosen for one item (or companion), and not yet known to hold it.
pub(in crate::actions) struct Reserved {
    trash: Arc<TrashFolder>,
    name: OsString,
    /// Set once the item may lie under the name: then it is never given back.
    holds_item: bool,
}

impl Reserved {
    /// Chooses a free name for `original` in `trash` (nothing written yet: the name is
    /// [claimed](claim_all) once the item's record is durable).
    pub(in crate::actions) fn choose(
        trash: &Arc<TrashFolder>,
        original: &Path,
    ) -> Result<Reserved, Failure> {
        let name = trash.choose(original).map_err(|error| {
            Failure::Item(Reason::CannotReserve {
                trash: trash.path.clone(),
                problem: io_problem(&error),
            })
        })?;
        Ok(Reserved {
            trash: Arc::clone(trash),
            name,
            holds_item: false,
        })
    }

    /// Its name in the trash folder's `files/`.
    pub(in crate::actions) fn name(&self) -> &OsStr {
        &self.name
    }

    /// The item is in the trash under this name, or may be (it could not be put back, or a
    /// restore must find it there): the name stays taken.
    pub(in crate::actions) fn holds_item(mut self) {
        self.holds_item = true;
    }
}

impl Drop for Reserved {
    fn drop(&mut self) {
        if !self.holds_item {
            // Its `.trashinfo` goes only if this cleanup claimed it (trash/entry.rs).
            let _ = self.trash.give_back(&self.name);
        }
    }
}

/// Claims `names` (each with its item's original path), now that their records are
/// durable: each `.trashinfo` is created exclusively, saying `deleted`. On failure the
/// caller drops the guards, giving every name back; the error says whether every later
/// item would fail alike (a full disk).
pub(in crate::actions) fn claim_all(
    names: &[(&Reserved, &Path)],
    deleted: &str,
) -> Result<(), (Reason, Option<Stopped>)> {
    for (reserved, original) in names {
        let trash = &reserved.trash;
        if let Err(error) = trash.claim(&reserved.name, original, deleted) {
            let reason = Reason::CannotReserve {
                trash: trash.path.clone(),
                problem: io_problem(&error),
            };
            let stop = match error.raw_os_error() {
                Some(libc::ENOSPC | libc::EDQUOT) => Some(Stopped::Full(Box::new(reason.clone()))),
                _ => None,
            };
            return Err((reason, stop));
        }
    }
    Ok(())
}
