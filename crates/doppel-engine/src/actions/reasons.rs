//! Wording shared by cleanup and restore: sizes and system errors, as a
//! person reading a list of files that were left alone would want them.

use std::io;

use crate::errors::describe_io_error;
use crate::format::human_bytes;

/// "1.20 KiB", with the exact byte count when `other` would print the same.
pub(super) fn size_beside(bytes: u64, other: u64) -> String {
    let shown = human_bytes(bytes);
    if bytes != other && shown == human_bytes(other) {
        format!("{shown} ({bytes} bytes)")
    } else {
        shown
    }
}

pub(super) fn io_error(error: &io::Error) -> String {
    match error.kind() {
        // `describe_io_error` words this for a scan ("vanished during the scan").
        io::ErrorKind::NotFound => "not found".to_string(),
        _ => describe_io_error(error),
    }
}

/// The refusal when restoring would overwrite something.
pub(super) fn occupied(path: &str) -> String {
    format!("a file now stands at {path}; move it away and undo again")
}
