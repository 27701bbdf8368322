//! Which folders are trash folders: the home trash, any user's home trash, and the trash
//! folders each system keeps on a volume (freedesktop.org, macOS, Windows). Scans leave them
//! out unless asked to include them ([`ScanOptions::include_trash`]), keep rules never keep
//! a copy that sits inside one, and cleanup never counts such a copy as kept.
//!
//! The rule is by path alone, so it needs no disk access and holds for paths that no longer
//! exist: a path is in a trash folder when it lies at or below
//!
//! - the home trash of the user running Doppel, `$XDG_DATA_HOME/Trash`
//!   (`~/.local/share/Trash` by default), when it is given;
//! - any user's home trash: a folder reached through the consecutive names
//!   `.local/share/Trash` (another user's home, a home mounted from another system, a
//!   backup of a home);
//! - a folder named `.Trash`, or `.Trash-` followed by digits (`.Trash-1000`): the
//!   freedesktop.org trash of a volume, and macOS's trash in a home;
//! - a folder named `.Trashes`: macOS's trash on a volume;
//! - a folder named `$RECYCLE.BIN` (Windows Vista and later), `RECYCLER` (NTFS under
//!   Windows 2000 and XP) or `RECYCLED` (FAT under Windows 95 to ME), in any mix of upper
//!   and lower case, as Windows writes them in any case.
//!
//! The specification puts a volume's trash at `$topdir/.Trash/$uid` or `$topdir/.Trash-$uid`,
//! each holding `files` and `info`; the rule does not look inside for them, because a folder
//! with any of these names is a trash folder in practice, and one that has not been used yet
//! holds nothing to scan. The names are matched wherever they appear, not only at a
//! volume's top: a copied drive or a disk image keeps its trash one level down. A folder of
//! the user's that happens to be named `Recycled` counts as trash too; the cost is that it
//! is left out of scans (listed under skipped, and scanned with `include_trash`), never that
//! a file is lost.
//!
//! [`ScanOptions::include_trash`]: crate::ScanOptions::include_trash

use std::ffi::{OsStr, OsString};
use std::path::{Component, Path, PathBuf};

/// The names leading to any user's home trash, one folder each.
const ANY_HOME_TRASH: [&str; 3] = [".local", "share", "Trash"];

/// The Windows recycle bins, matched in any case.
const RECYCLE_BINS: [&str; 3] = ["$RECYCLE.BIN", "RECYCLER", "RECYCLED"];

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
    (home_trash.is_absolute() && path.starts_with(home_trash)) || is_in_named_trash_folder(path)
}

/// Whether `path` is a trash folder or lies inside one: by the names on its way, or inside
/// the user's own home trash as the environment places it now ([`home_trash_folder`], so an
/// `XDG_DATA_HOME` elsewhere than `~/.local/share` counts too). What the keep rules and the
/// plan ask, so that they never choose a copy in the trash as the one kept.
pub fn is_in_users_trash_folder(path: &Path) -> bool {
    if is_in_named_trash_folder(path) {
        return true;
    }
    users_home_trash().is_some_and(|trash| path.starts_with(trash))
}

/// The user's home trash, found again only when the environment that places it changes.
fn users_home_trash() -> Option<PathBuf> {
    use std::sync::Mutex;
    type Found = ((Option<OsString>, Option<OsString>), Option<PathBuf>);
    static FOUND: Mutex<Option<Found>> = Mutex::new(None);
    let key = (std::env::var_os("XDG_DATA_HOME"), std::env::var_os("HOME"));
    let mut found = FOUND
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    match &*found {
        Some((was, trash)) if *was == key => trash.clone(),
        _ => {
            let trash = home_trash_folder().filter(|trash| trash.is_absolute());
            *found = Some((key, trash.clone()));
            trash
        }
    }
}

/// Whether `path` is a trash folder or lies inside one by the names on its way alone: every
/// rule of the module documentation but the home trash at a place of the user's choosing
/// (an `XDG_DATA_HOME` that does not end in `.local/share`). For callers with no home trash
/// to hand: a path relative to a folder, or the keep rules and the cleanup plan, which read
/// nothing but the report (the checks made just before a file moves add the home trash).
pub fn is_in_named_trash_folder(path: &Path) -> bool {
    // `None` for `/`, `..` and the like: `.local/../share/Trash` is no home trash.
    let names: Vec<Option<&OsStr>> = path
        .components()
        .map(|component| match component {
            Component::Normal(name) => Some(name),
            _ => None,
        })
        .collect();
    names.iter().flatten().any(|name| is_trash_name(name))
        || names.windows(ANY_HOME_TRASH.len()).any(is_any_home_trash)
}

/// Whether `path` is a trash folder itself (not merely inside one): the home trash, a
/// folder with a trash folder's name, or the `Trash` of `.local/share/Trash`.
pub fn is_trash_folder(path: &Path, home_trash: &Path) -> bool {
    if (home_trash.is_absolute() && path == home_trash)
        || path.file_name().is_some_and(is_trash_name)
    {
        return true;
    }
    let mut last: Vec<Option<&OsStr>> = path
        .components()
        .rev()
        .take(ANY_HOME_TRASH.len())
        .map(|component| match component {
            Component::Normal(name) => Some(name),
            _ => None,
        })
        .collect();
    last.reverse();
    is_any_home_trash(&last)
}

/// Whether these names are `.local`, `share`, `Trash`.
fn is_any_home_trash(names: &[Option<&OsStr>]) -> bool {
    names.len() == ANY_HOME_TRASH.len()
        && names
            .iter()
            .zip(ANY_HOME_TRASH)
            .all(|(name, wanted)| *name == Some(OsStr::new(wanted)))
}

/// Whether a folder with this name is a volume's trash folder whatever holds it: `.Trash`,
/// `.Trash-` followed by one or more ASCII digits (the user id), `.Trashes`, or a Windows
/// recycle bin in any case.
pub(crate) fn is_trash_name(name: &OsStr) -> bool {
    let bytes = name.as_encoded_bytes();
    let freedesktop = match bytes.strip_prefix(b".Trash") {
        Some([] | b"es") => true,
        Some([b'-', uid @ ..]) => !uid.is_empty() && uid.iter().all(u8::is_ascii_digit),
        _ => false,
    };
    freedesktop
        || RECYCLE_BINS
            .iter()
            .any(|bin| bytes.eq_ignore_ascii_case(bin.as_bytes()))
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
    fn any_users_home_trash_is_trash() {
        assert!(in_trash("/home/other/.local/share/Trash/files/a.txt"));
        assert!(in_trash("/backup/home/me/.local/share/Trash"));
        assert!(in_trash(
            "/media/usb/.local/share/Trash/info/a.txt.trashinfo"
        ));
        // The three names, one after the other, and nothing else.
        assert!(!in_trash("/home/other/.local/share/Trashy/a.txt"));
        assert!(!in_trash("/home/other/.local/share/trash/a.txt"));
        assert!(!in_trash("/home/other/.local/Trash/a.txt"));
        assert!(!in_trash("/home/other/share/Trash/a.txt"));
        assert!(!in_trash("/home/other/.local/x/share/Trash/a.txt"));
        assert!(!in_trash("/home/other/.local/../share/Trash/a.txt"));
        assert!(!in_trash("/home/other/.local/share/a.txt"));
    }

    #[test]
    fn macos_and_windows_trash_folders_are_trash() {
        for path in [
            "/media/usb/.Trashes/501/photo.jpg",
            "/media/usb/$RECYCLE.BIN/S-1-5-21-1004336348-1177238915-682003330-1001/$R123.jpg",
            "/media/usb/$Recycle.Bin/S-1-5-21-1/$IABC.jpg",
            "/media/usb/$recycle.bin",
            "/media/usb/RECYCLER/S-1-5-21-1/Dc1.jpg",
            "/media/usb/Recycler/a.jpg",
            "/media/usb/RECYCLED/DC1.JPG",
            "/media/usb/recycled/a.jpg",
            "/copies/old-drive/$RECYCLE.BIN/a.jpg",
        ] {
            assert!(in_trash(path), "{path}");
        }
        for path in [
            "/media/usb/.Trashes-1/a.jpg",
            "/media/usb/Trashes/a.jpg",
            "/media/usb/.trashes/a.jpg",
            "/media/usb/RECYCLE.BIN/a.jpg",
            "/media/usb/$RECYCLE.BIN.old/a.jpg",
            "/media/usb/RECYCLERS/a.jpg",
            "/media/usb/recycled-paper.pdf",
        ] {
            assert!(!in_trash(path), "{path}");
        }
    }

    #[test]
    fn a_trash_folder_itself_is_told_from_what_it_holds() {
        let home = Path::new(HOME_TRASH);
        for folder in [
            HOME_TRASH,
            "/home/other/.local/share/Trash",
            "/media/usb/.Trash-1000",
            "/media/usb/.Trashes",
            "/media/usb/$Recycle.Bin",
            "/media/usb/RECYCLER",
        ] {
            assert!(is_trash_folder(Path::new(folder), home), "{folder}");
        }
        for inside in [
            "/home/me/.local/share/Trash/files",
            "/media/usb/.Trash-1000/files",
            "/media/usb/$RECYCLE.BIN/S-1-5-21-1",
            "/home/other/.local/share",
            "Trash",
        ] {
            assert!(!is_trash_folder(Path::new(inside), home), "{inside}");
        }
    }

    #[test]
    fn the_names_alone_find_every_trash_but_a_home_trash_elsewhere() {
        assert!(is_in_named_trash_folder(Path::new(
            "/home/me/.local/share/Trash/files/a"
        )));
        assert!(is_in_named_trash_folder(Path::new(".Trash-1000/files/a")));
        assert!(is_in_named_trash_folder(Path::new("$RECYCLE.BIN/a")));
        assert!(!is_in_named_trash_folder(Path::new(
            "/home/me/data/Trash/files/a"
        )));
        assert!(is_in_trash_folder(
            Path::new("/home/me/data/Trash/files/a"),
            Path::new("/home/me/data/Trash")
        ));
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
