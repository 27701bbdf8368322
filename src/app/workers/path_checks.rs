//! The checks of paths a user gives, made off the window's thread: a folder to add (there,
//! a folder, made canonical as a scan sees it) and the path typed in Doppel's chooser. A
//! stat on a disk that no longer answers (a network share gone away) blocks its thread;
//! here, that is a worker's, and the window goes on.

use std::path::PathBuf;

use crate::app::model::chooser::{Chooser, PathProblem, checked_folder};

/// Each folder as given, with the folder checked and made canonical, or why not.
pub fn folders(folders: Vec<PathBuf>) -> Vec<(PathBuf, Result<PathBuf, PathProblem>)> {
    folders
        .into_iter()
        .map(|folder| {
            let checked = checked_folder(&folder);
            (folder, checked)
        })
        .collect()
}

/// The path typed in `chooser`, and what checking it for the chooser's purpose found.
pub fn choice(chooser: &Chooser) -> (PathBuf, Result<PathBuf, PathProblem>) {
    (chooser.typed_path(), chooser.check())
}
