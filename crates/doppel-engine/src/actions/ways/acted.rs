//! What acting on one item did, whatever the way: the outcome the user sees, and how the
//! journal must close the records of what did not stay acted on.

use crate::actions::outcome::TrashedFile;
use crate::actions::reasons::{Reason, Stopped};

/// What acting on one item did, and what its journal records must say of it afterwards.
pub(in crate::actions) struct Acted {
    pub(in crate::actions) result: Result<TrashedFile, Reason>,
    /// The companions that went to the trash with it (or would, in a dry run).
    pub(in crate::actions) companions: Vec<TrashedFile>,
    /// The records closed as their items ended up (each item's number in the journal): left
    /// as they were, or put back after they arrived. A record not named stays pending (a
    /// restore acts on it); none in a dry run.
    pub(in crate::actions) close: Vec<(Close, usize)>,
    /// Why every later item would fail alike, if it would (its trash's disk is full).
    pub(in crate::actions) stop: Option<Stopped>,
}

impl Acted {
    /// Done as recorded (or, in a dry run, it would be).
    pub(in crate::actions) fn done(trashed: TrashedFile) -> Acted {
        Acted {
            result: Ok(trashed),
            companions: Vec::new(),
            close: Vec::new(),
            stop: None,
        }
    }

    /// Not done, for `reason`; its record (number `n`, none in a dry run) closed as `close`
    /// says, or left pending for a restore when `close` is `None`.
    pub(in crate::actions) fn refused(
        reason: Reason,
        close: Option<Close>,
        n: Option<usize>,
    ) -> Acted {
        Acted {
            result: Err(reason),
            companions: Vec::new(),
            close: close.zip(n).into_iter().collect(),
            stop: None,
        }
    }
}

/// How a record of an item that did not stay acted on is closed.
#[derive(Clone, Copy)]
pub(in crate::actions) enum Close {
    /// Left as it was: nothing to restore.
    NotMoved,
    /// Moved, then put straight back.
    Restored,
}
