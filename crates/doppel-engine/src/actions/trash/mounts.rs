//! Which mount a path is on, from `/proc/self/mountinfo`: a rename only works within one
//! mount (even two bind mounts of one file system refuse it), so a file's trash must be on
//! the same mount as the file.

use std::path::{Path, PathBuf};

/// The mount points of this process, read once per cleanup or restore.
pub(super) struct MountTable {
    points: Vec<PathBuf>,
}

impl MountTable {
    /// The table now; only `/` when it cannot be read.
    pub(super) fn read() -> MountTable {
        let table = std::fs::read_to_string("/proc/self/mountinfo").unwrap_or_default();
        let mut points: Vec<PathBuf> = table
            .lines()
            .filter_map(|line| line.split(' ').nth(4))
            .map(unescape)
            .collect();
        points.push(PathBuf::from("/"));
        MountTable { points }
    }

    /// The mount point of the mount holding `path` (absolute, normalised, free of symbolic
    /// links): the longest mount point that contains it.
    pub(super) fn mount_point(&self, path: &Path) -> PathBuf {
        self.points
            .iter()
            .filter(|point| path.starts_with(point))
            .max_by_key(|point| point.as_os_str().len())
            .cloned()
            .unwrap_or_else(|| PathBuf::from("/"))
    }

    /// A mount point at `path` or below it, if any: a folder holding one cannot be moved
    /// whole without taking a volume with it.
    pub(super) fn inside(&self, path: &Path) -> Option<PathBuf> {
        self.points
            .iter()
            .find(|point| point.starts_with(path))
            .cloned()
    }
}

/// The kernel writes space, tab, newline and backslash in mount points as `\ooo`.
fn unescape(field: &str) -> PathBuf {
    use std::os::unix::ffi::OsStringExt;
    let bytes = field.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let octal = bytes.get(i + 1..i + 4).filter(|_| bytes[i] == b'\\');
        match octal.and_then(|digits| u8::from_str_radix(std::str::from_utf8(digits).ok()?, 8).ok())
        {
            Some(byte) => {
                out.push(byte);
                i += 4;
            }
            None => {
                out.push(bytes[i]);
                i += 1;
            }
        }
    }
    PathBuf::from(std::ffi::OsString::from_vec(out))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaped_mount_points_read_back() {
        assert_eq!(
            unescape("/media/my\\040disk"),
            PathBuf::from("/media/my disk")
        );
        assert_eq!(unescape("/plain"), PathBuf::from("/plain"));
    }

    #[test]
    fn the_root_holds_everything() {
        let table = MountTable::read();
        assert!(
            table
                .mount_point(Path::new("/surely/not/a/mount"))
                .starts_with("/")
        );
    }
}
