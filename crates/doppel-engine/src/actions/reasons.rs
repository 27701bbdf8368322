//! Wording shared by cleanup and restore: sizes, times and system errors, as a
//! person reading a list of files that were left alone would want them.

use std::io;
use std::time::SystemTime;

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

/// To the second, as the JSON report writes times.
pub(super) fn time(time: SystemTime) -> String {
    crate::format::rfc3339(time)
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
