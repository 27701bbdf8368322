//! The text of a `.trashinfo` file: the original path, percent-encoded, and the deletion
//! date in local time, as the specification gives them. File managers read these to list
//! and restore items; Doppel's own restore goes by its journal.

use std::os::unix::ffi::OsStrExt;
use std::path::Path;

/// `[Trash Info]` with `Path=` (absolute) and `DeletionDate=` (`deleted`, as
/// [`local_now`] gives it).
pub(super) fn text(original: &Path, deleted: &str) -> String {
    format!(
        "[Trash Info]\nPath={}\nDeletionDate={deleted}\n",
        percent_encode(original.as_os_str().as_bytes()),
    )
}

/// Every byte but unreserved URL characters and `/` as `%XX`.
fn percent_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len());
    for &byte in bytes {
        if byte.is_ascii_alphanumeric() || b"-._~/".contains(&byte) {
            out.push(byte as char);
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// `YYYY-MM-DDThh:mm:ss` in the local time zone.
pub(crate) fn local_now() -> String {
    // SAFETY: `time` and `localtime_r` with valid pointers; `tm` is plain data.
    unsafe {
        let now = libc::time(std::ptr::null_mut());
        let mut tm: libc::tm = std::mem::zeroed();
        if libc::localtime_r(&now, &mut tm).is_null() {
            return "1970-01-01T00:00:00".to_string();
        }
        format!(
            "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}",
            tm.tm_year + 1900,
            tm.tm_mon + 1,
            tm.tm_mday,
            tm.tm_hour,
            tm.tm_min,
            tm.tm_sec
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_percent_encoded() {
        assert_eq!(percent_encode(b"/a b/c%.txt"), "/a%20b/c%25.txt");
        assert_eq!(percent_encode(b"/x\xff"), "/x%FF");
    }

    #[test]
    fn the_text_has_both_keys() {
        let text = text(Path::new("/home/me/a.txt"), &local_now());
        assert!(text.starts_with("[Trash Info]\nPath=/home/me/a.txt\nDeletionDate="));
    }
}
