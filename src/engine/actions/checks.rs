//! The checks made on each file just before it goes to the trash, all in one place.
//!
//! A plan comes from a scan that may be minutes or days old. Right before trashing a file
//! we look again: it must still be the regular file the scan recorded (same size, same
//! modified time to the second), and each group it belongs to must still have a kept copy
//! on disk. Any failure leaves the file untouched, with the reason for the user.
//!
//! Not yet checked: that an exact duplicate still equals its kept copy byte for byte.

use std::fs;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use super::reasons;
use crate::report::FileRecord;

/// `Ok` when `file` may go to the trash. `keepers` holds, for each group the file belongs
/// to, the paths that group keeps.
pub(super) fn before_trashing(file: &FileRecord, keepers: &[Vec<PathBuf>]) -> Result<(), String> {
    unchanged_since_scan(file)?;
    keepers
        .iter()
        .try_for_each(|group| a_kept_copy_exists(group))
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
