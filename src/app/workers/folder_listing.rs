//! Lists the folder Doppel's own chooser shows, on a worker: its subfolders (a link to a
//! folder among them) and its files, by name, folders first. Only names and entry types
//! are read, and a link's target only for a link, so even a large folder lists quickly;
//! a folder on a slow disk delays the list, never the window.

use std::path::{Path, PathBuf};

use crate::app::model::chooser::{Entry, Listing};

/// The folder's entries, or why it could not be read.
pub fn list(folder: PathBuf) -> Listing {
    let entries = read(&folder).map_err(|error| error.to_string());
    Listing { folder, entries }
}

fn read(folder: &Path) -> std::io::Result<Vec<Entry>> {
    let mut entries = Vec::new();
    for entry in std::fs::read_dir(folder)? {
        let Ok(entry) = entry else { continue };
        let Ok(kind) = entry.file_type() else {
            continue;
        };
        let folder = if kind.is_symlink() {
            entry.path().is_dir()
        } else {
            kind.is_dir()
        };
        if !(folder || kind.is_file() || kind.is_symlink()) {
            continue;
        }
        entries.push(Entry {
            name: entry.file_name().to_string_lossy().into_owned(),
            folder,
        });
    }
    entries.sort_by(|a, b| {
        (!a.folder, a.name.to_lowercase()).cmp(&(!b.folder, b.name.to_lowercase()))
    });
    Ok(entries)
}

#[cfg(test)]
mod tests {
    use super::list;

    #[test]
    fn folders_come_first_links_to_folders_among_them_and_names_in_order() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("beta")).unwrap();
        std::fs::create_dir(dir.path().join("Alpha")).unwrap();
        std::fs::write(dir.path().join("a.json"), b"{}").unwrap();
        std::os::unix::fs::symlink(dir.path().join("beta"), dir.path().join("link")).unwrap();
        let listing = list(dir.path().to_path_buf());
        let entries = listing.entries.unwrap();
        let names: Vec<(&str, bool)> = entries
            .iter()
            .map(|e| (e.name.as_str(), e.folder))
            .collect();
        assert_eq!(
            names,
            [
                ("Alpha", true),
                ("beta", true),
                ("link", true),
                ("a.json", false)
            ]
        );
        let gone = list(dir.path().join("gone"));
        assert!(gone.entries.is_err());
    }
}
