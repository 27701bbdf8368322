//! Doppel's own folders, which no scan ever looks into: its data folder (the cleanup
//! journals in `cleanups/`, the action lock, the app's last session; `$XDG_DATA_HOME/doppel`),
//! its cache folder (the fingerprint cache; `$XDG_CACHE_HOME/doppel`) and the desktop app's
//! settings folder (where eframe keeps the app's storage, `$XDG_DATA_HOME/`
//! [`APP_SETTINGS_FOLDER`]). What is in them is Doppel's, never the user's: a home folder
//! scanned with hidden files against a backup of it once grouped a cleanup journal with
//! its copy in the backup, and trashing it made that cleanup impossible to undo.
//!
//! Like the trash rule ([`crate::trash_folders`]), this is by path: the walk compares each
//! folder with these and lists a match under skipped, whatever the scan's options. Front
//! ends fill [`ScanOptions::own_folders`] from [`doppel_folders`].
//!
//! [`ScanOptions::own_folders`]: crate::ScanOptions::own_folders

use std::path::{Path, PathBuf};

/// The name of the desktop app's settings folder in the user's data folder: eframe keeps an
/// app's storage in a folder named by its app id (`io.github.doppel.Doppel`), lowercased.
pub const APP_SETTINGS_FOLDER: &str = "io.github.doppel.doppel";

/// Doppel's own folders for the user running it, from the environment as the rest of
/// Doppel finds them (`XDG_DATA_HOME`, `XDG_CACHE_HOME`, else under the home folder): the
/// data folder of [`ActionPlaces::for_user`], the folder of
/// [`FingerprintCache::default_path`], and the app's settings folder. Canonical where they
/// exist, so they compare with scanned paths. Empty when there is no home folder.
///
/// [`ActionPlaces::for_user`]: crate::actions::ActionPlaces::for_user
/// [`FingerprintCache::default_path`]: crate::cache::FingerprintCache::default_path
pub fn doppel_folders() -> Vec<PathBuf> {
    let Some(base) = directories::BaseDirs::new() else {
        return Vec::new();
    };
    let data = crate::actions::ActionPlaces::for_user()
        .map(|places| places.data_dir)
        .ok();
    let cache = crate::cache::FingerprintCache::default_path()
        .and_then(|file| file.parent().map(Path::to_path_buf));
    let settings = Some(base.data_dir().join(APP_SETTINGS_FOLDER));
    [data, cache, settings]
        .into_iter()
        .flatten()
        .map(|folder| folder.canonicalize().unwrap_or(folder))
        .collect()
}

/// Whether `path` is one of `own` (as [`doppel_folders`] gives them) or lies inside one.
/// By path components, without touching the disk; a folder of `own` that is not absolute
/// is ignored.
pub fn is_in_own_folder(path: &Path, own: &[PathBuf]) -> bool {
    own.iter()
        .any(|folder| folder.is_absolute() && path.starts_with(folder))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_is_in_an_own_folder_by_whole_components() {
        let own = [
            PathBuf::from("/home/me/.local/share/doppel"),
            PathBuf::from("/home/me/.cache/doppel"),
        ];
        assert!(is_in_own_folder(
            Path::new("/home/me/.local/share/doppel"),
            &own
        ));
        assert!(is_in_own_folder(
            Path::new("/home/me/.local/share/doppel/cleanups/x.jsonl"),
            &own
        ));
        assert!(is_in_own_folder(
            Path::new("/home/me/.cache/doppel/fingerprints.sqlite3"),
            &own
        ));
        assert!(!is_in_own_folder(
            Path::new("/home/me/.local/share/doppelganger/a"),
            &own
        ));
        assert!(!is_in_own_folder(Path::new("/home/me/.local/share"), &own));
        // An empty or relative folder would hold everything, or nothing sure.
        assert!(!is_in_own_folder(
            Path::new("/home/me/a"),
            &[PathBuf::new(), PathBuf::from("doppel")]
        ));
    }
}
