//! Where cleanup keeps its journal and lock, and which trash is the user's home trash.
//! Passed in to every action rather than looked up inside, so tests and embedders choose
//! them and no process-wide state is read behind the caller's back.

use std::path::PathBuf;

/// The folders an action uses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ActionPlaces {
    /// Doppel's data folder: `cleanups/` (the journal) and `lock` live here.
    pub data_dir: PathBuf,
    /// The user's home trash (the folder holding `files/` and `info/`).
    pub home_trash: PathBuf,
}

impl ActionPlaces {
    /// The current user's: `$XDG_DATA_HOME/doppel` and `$XDG_DATA_HOME/Trash`
    /// (`~/.local/share/…` when `XDG_DATA_HOME` is unset).
    pub fn for_user() -> Result<ActionPlaces, String> {
        let base = directories::BaseDirs::new().ok_or_else(|| {
            "there is no user data folder to keep the cleanup journal in (is HOME set?)".to_string()
        })?;
        let home_trash = crate::trash_folders::home_trash_folder()
            .unwrap_or_else(|| base.data_dir().join("Trash"));
        Ok(ActionPlaces {
            data_dir: base.data_dir().join("doppel"),
            home_trash,
        })
    }
}
