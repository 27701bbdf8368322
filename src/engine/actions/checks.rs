//! The checks made on each file just before it goes to the trash, all in one place.
//!
//! A plan comes from a scan that may be minutes or days old. Right before trashing a file
//! we look again: it must still be the regular file the scan recorded (same size, same
//! modified time to the second), and each group it belongs to must still have a kept copy
//! on disk. For an exact group, the file must also still equal a kept copy byte for byte
//! (a full streaming comparison, not a hash). Any failure leaves the file untouched, with
//! the reason for the user.

use std::fs::{self, File};
use std::io::{ErrorKind, Read};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use super::reasons;
use crate::report::FileRecord;

/// Buffer size for the byte-for-byte comparison.
const COMPARE_BUFFER: usize = 64 * 1024;

/// What one group the file belongs to keeps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Keepers {
    pub(super) paths: Vec<PathBuf>,
    /// An exact group: the file must still equal one of `paths` byte for byte.
    pub(super) exact: bool,
}

/// `Ok` when `file` may go to the trash. `keepers` holds, for each group the file belongs
/// to, what that group keeps.
pub(super) fn before_trashing(file: &FileRecord, keepers: &[Keepers]) -> Result<(), String> {
    unchanged_since_scan(file)?;
    keepers.iter().try_for_each(|group| {
        a_kept_copy_exists(&group.paths)?;
        if group.exact {
            same_bytes_as_a_kept_copy(&file.path, &group.paths)?;
        }
        Ok(())
    })
}

fn unchanged_since_scan(file: &FileRecord) -> Result<(), String> {
    // Not following links: a symlink now standing at the path is not the scanned file.
    let metadata = match fs::symlink_metadata(&file.path) {
        Ok(metadata) => metadata,
        Err(error) if error.kind() == ErrorKind::NotFound => {
            return Err("no longer exists".to_string());
        }
        Err(error) => {
            return Err(format!(
                "could not be checked: {}",
                reasons::io_error(&error)
            ));
        }
    };
    if !metadata.is_file() {
        return Err("is no longer a regular file".to_string());
    }
    if metadata.len() != file.size {
        return Err(format!(
            "changed since the scan: size was {}, is now {}",
            reasons::size_beside(file.size, metadata.len()),
            reasons::size_beside(metadata.len(), file.size),
        ));
    }
    let modified = match metadata.modified() {
        Ok(modified) => modified,
        Err(error) => {
            let reason = reasons::io_error(&error);
            return Err(format!("could not read its modified time: {reason}"));
        }
    };
    // To the second: a report read back from JSON only knows whole seconds.
    if whole_seconds(modified) != whole_seconds(file.modified) {
        return Err(format!(
            "changed since the scan: modified time was {}, is now {}",
            reasons::time(file.modified),
            reasons::time(modified),
        ));
    }
    Ok(())
}

fn a_kept_copy_exists(keepers: &[PathBuf]) -> Result<(), String> {
    if keepers.iter().any(|path| is_regular_file(path)) {
        return Ok(());
    }
    Err(match keepers {
        [] => "no copy of its group is being kept".to_string(),
        [only] => format!("the copy being kept, {}, no longer exists", only.display()),
        several => {
            let listed: Vec<String> = several.iter().map(|p| p.display().to_string()).collect();
            format!(
                "none of the copies being kept still exists ({})",
                listed.join(", ")
            )
        }
    })
}

/// `Ok` when `path` equals, byte for byte, one of the kept copies still on disk. The
/// reason names the first of them.
fn same_bytes_as_a_kept_copy(path: &Path, keepers: &[PathBuf]) -> Result<(), String> {
    let mut first_failure = None;
    for keeper in keepers.iter().filter(|keeper| is_regular_file(keeper)) {
        match same_bytes(path, keeper) {
            Ok(true) => return Ok(()),
            Ok(false) => {
                first_failure.get_or_insert_with(|| {
                    format!(
                        "its content no longer matches the copy being kept, {}",
                        keeper.display()
                    )
                });
            }
            Err(error) => {
                first_failure.get_or_insert_with(|| {
                    format!(
                        "could not be compared with the copy being kept, {}: {}",
                        keeper.display(),
                        reasons::io_error(&error)
                    )
                });
            }
        }
    }
    // `a_kept_copy_exists` ran first, so a keeper was found unless it vanished since.
    Err(first_failure.unwrap_or_else(|| "the copy being kept no longer exists".to_string()))
}

/// Whether the two files hold the same bytes, read side by side in 64 KiB blocks.
fn same_bytes(a: &Path, b: &Path) -> std::io::Result<bool> {
    let mut a = File::open(a)?;
    let mut b = File::open(b)?;
    let mut block_a = vec![0u8; COMPARE_BUFFER];
    let mut block_b = vec![0u8; COMPARE_BUFFER];
    loop {
        let read_a = fill(&mut a, &mut block_a)?;
        let read_b = fill(&mut b, &mut block_b)?;
        if read_a != read_b || block_a[..read_a] != block_b[..read_b] {
            return Ok(false);
        }
        if read_a == 0 {
            return Ok(true);
        }
    }
}

/// Reads until `buffer` is full or the file ends; the number of bytes read.
fn fill(file: &mut File, buffer: &mut [u8]) -> std::io::Result<usize> {
    let mut filled = 0;
    while filled < buffer.len() {
        match file.read(&mut buffer[filled..]) {
            Ok(0) => break,
            Ok(read) => filled += read,
            Err(error) if error.kind() == ErrorKind::Interrupted => {}
            Err(error) => return Err(error),
        }
    }
    Ok(filled)
}

fn is_regular_file(path: &Path) -> bool {
    fs::symlink_metadata(path).is_ok_and(|metadata| metadata.is_file())
}

/// Seconds since the Unix epoch, rounded down (also before 1970).
fn whole_seconds(time: SystemTime) -> i128 {
    match time.duration_since(UNIX_EPOCH) {
        Ok(after) => i128::from(after.as_secs()),
        Err(before) => {
            let before = before.duration();
            -i128::from(before.as_secs()) - i128::from(before.subsec_nanos() > 0)
        }
    }
}
