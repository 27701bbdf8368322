//! Lines on standard output that never panic when the reader has gone: `doppel clean … |
//! head -1` closes the pipe after one line, and `println!` would then panic (exit 101)
//! after the cleanup, or in the middle of a long listing. What cannot be written is
//! dropped; the command's work and its exit status stand.

use std::fmt;
use std::io::{self, Write};

/// `println!` for the command line, through [`line`].
macro_rules! say {
    () => {
        $crate::cli::say::line(format_args!(""))
    };
    ($($arg:tt)*) => {
        $crate::cli::say::line(format_args!($($arg)*))
    };
}

/// Writes one line to standard output, ignoring a reader that has gone.
pub(crate) fn line(args: fmt::Arguments<'_>) {
    let mut out = io::stdout().lock();
    let _ = out.write_fmt(args).and_then(|()| out.write_all(b"\n"));
}
