//! Plain-language reasons for files the scan had to skip.

use std::io;

/// Describes an I/O error the way a user would want to read it in a list of skipped files.
pub fn describe_io_error(error: &io::Error) -> String {
    crate::report::IoProblem::of(error).to_string()
}
