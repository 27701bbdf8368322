//! Plain-language reasons for files the scan had to skip.

use std::io;

/// Describes an I/O error the way a user would want to read it in a list of skipped files.
pub fn describe_io_error(error: &io::Error) -> String {
    match error.kind() {
        io::ErrorKind::PermissionDenied => "permission denied".to_string(),
        io::ErrorKind::NotFound => "vanished during the scan".to_string(),
        _ => match error.raw_os_error() {
            Some(libc::ELOOP) => "too many levels of symbolic links".to_string(),
            Some(libc::EIO) => "input/output error (the disk or network share failed)".to_string(),
            Some(libc::ENAMETOOLONG) => {
                "the path is longer than the system allows (4,096 bytes), so it cannot be opened"
                    .to_string()
            }
            Some(libc::ESTALE) => "stale network file handle (the share changed)".to_string(),
            _ => error.to_string(),
        },
    }
}
