//! Which folders are trash folders: the home trash and the per-volume trash folders of the
//! freedesktop.org trash specification. Scans never walk into them, and cleanup never keeps
//! a copy that sits inside one.
//!
//! The rule is by path alone, so it needs no disk access and holds for paths that no longer
//! exist: a path is in a trash folder when it lies at or below
//!
//! - the home trash, `$XDG_DATA_HOME/Trash` (`~/.local/share/Trash` by default), or
//! - any folder named `.Trash` or `.Trash-` followed by digits (`.Trash-1000`), on any volume.
//!
//! The specification puts a volume's trash at `$topdir/.Trash/$uid` or `$topdir/.Trash-$uid`,
//! each holding `files` and `info`; the rule does not look inside for them, because a folder
//! with either name is a trash folder in practice (macOS names its trash `.Trash` too), and
//! one that has not been used yet holds nothing to scan.

use std::ffi::OsStr;
use std::path::{Component, Path, PathBuf};

/// Why a trash folder is listed under skipped.
pub(crate) const TRASH_FOLDER_REASON: &str =
    "is a trash folder; files in the trash are never scanned";

/// Why a root inside a trash folder is listed under skipped.
pub(crate) const ROOT_IN_TRASH_REASON: &str =
    "is inside a trash folder; files in the trash are never scanned";

/// Why a followed symbolic link that leads into a trash folder is listed under skipped.
pub(crate) const LINK_INTO_TRASH_REASON: &str =
    "is a link into a trash folder; files in the trash are never scanned";

/// The home trash of the user running Doppel, from the environment: `$XDG_DATA_HOME/Trash`
/// (an `XDG_DATA_HOME` that is not absolute is ignored, as the XDG specification asks), or
/// `~/.local/share/Trash`. Canonical when it exists, so it compares with scanned paths.
/// `None` when there is no home folder.
pub fn home_trash_folder() -> Option<PathBuf> {
    let data = directories::BaseDirs::new()?.data_dir().to_path_buf();
    let trash = data.join("Trash");
    Some(trash.canonicalize().unwrap_or(trash))
}

/// Whether `path` is a trash folder itself, or lies anywhere inside one (see the module
/// documentation for the rule). `home_trash` is the home trash, as
/// [`home_trash_folder`] gives it; a `home_trash` that is not absolute is ignored. Paths
/// are compared as given, without touching the disk: pass absolute, canonical paths (the
/// paths in a report are).
pub fn is_in_trash_folder(path: &Path, home_trash: &Path) -> bool {
    if home_trash.is_absolute() && path.starts_with(home_trash) {
        return true;
    }
    path.components().any(|component| match component {
        Component::Normal(name) => is_trash_name(name),
        _ => false,
    })
}

/// Whether a folder with this name is a volume's trash folder: `.Trash`, or `.Trash-`
/// followed by one or more ASCII digits (the user id).
pub(crate) fn is_trash_name(name: &OsStr) -> bool {
    let bytes = name.as_encoded_bytes();
    match bytes.strip_prefix(b".Trash") {
        Some([]) => true,
        Some([b'-', uid @ ..]) => !uid.is_empty() && uid.iter().all(u8::is_ascii_digit),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOME_TRASH: &str = "/home/me/.local/share/Trash";

    fn in_trash(path: &str) -> bool {
        is_in_trash_folder(Path::new(path), Path::new(HOME_TRASH))
    }

    #[test]
    fn the_home_trash_and_everything_below_it_is_trash() {
        assert!(in_trash("/home/me/.local/share/Trash"));
        assert!(in_trash("/home/me/.local/share/Trash/files/report.pdf"));
        assert!(in_trash(
            "/home/me/.local/share/Trash/info/report.pdf.trashinfo"
        ));
        assert!(!in_trash("/home/me/.local/share/Trashy/report.pdf"));
        assert!(!in_trash("/home/me/.local/share/report.pdf"));
        assert!(!in_trash("/home/me/Documents/Trash/report.pdf"));
    }

    #[test]
    fn volume_trash_folders_are_recognised_by_name() {
        assert!(in_trash("/media/usb/.Trash-1000/files/a.txt"));
        assert!(in_trash("/media/usb/.Trash-0"));
        assert!(in_trash("/media/usb/.Trash/1000/files/a.txt"));
        assert!(in_trash("/home/other/.Trash"));
        assert!(!in_trash("/media/usb/.Trash-"));
        assert!(!in_trash("/media/usb/.Trash-me/a.txt"));
        assert!(!in_trash("/media/usb/.Trash-1000x/a.txt"));
        assert!(!in_trash("/media/usb/.Trashcan/a.txt"));
        assert!(!in_trash("/media/usb/Trash-1000/a.txt"));
        assert!(!in_trash("/media/usb/.trash/a.txt"));
    }

    #[test]
    fn a_relative_or_empty_home_trash_is_ignored() {
        // An empty path is a prefix of every path; it must not make everything trash.
        assert!(!is_in_trash_folder(
            Path::new("/home/me/a.txt"),
            Path::new("")
        ));
        assert!(!is_in_trash_folder(
            Path::new("Trash/a.txt"),
            Path::new("Trash")
        ));
    }
}
