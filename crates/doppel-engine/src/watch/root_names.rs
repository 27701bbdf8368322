//! [`RootNames`]: the folders of a live scan as they were chosen and as the scan names
//! them. The watcher reports paths under the chosen name (a link on the way), the live
//! scan knows the real one; and a folder missing at the scan has no list to update when
//! it comes back.

use std::path::{Path, PathBuf};

use crate::ScanOptions;

/// The chosen folders of one whole scan: which are known by another name, which were not
/// there.
#[derive(Debug, Default)]
pub(crate) struct RootNames {
    /// Every chosen folder, by the name the scan knows it by (as chosen, when it was not
    /// there): those the scan's own list of roots leaves out when gone included.
    folders: Vec<PathBuf>,
    /// Chosen folders whose canonical name differs: (chosen, canonical).
    renamed: Vec<(PathBuf, PathBuf)>,
    /// Chosen folders that were not there when the scan was made.
    missing: Vec<PathBuf>,
}

impl RootNames {
    /// The roots and reference folders of `options`, as they are now.
    pub(crate) fn new(options: &ScanOptions) -> RootNames {
        let mut names = RootNames::default();
        for folder in options.roots.iter().chain(&options.references) {
            match folder.canonicalize() {
                Ok(canonical) => {
                    if canonical != *folder {
                        names.renamed.push((folder.clone(), canonical.clone()));
                    }
                    names.folders.push(canonical);
                }
                Err(_) => {
                    names.missing.push(folder.clone());
                    names.folders.push(folder.clone());
                }
            }
        }
        names
    }

    /// `path` under the name the live scan knows its folder by.
    pub(crate) fn canonical(&self, path: PathBuf) -> PathBuf {
        for (chosen, canonical) in &self.renamed {
            if let Ok(inside) = path.strip_prefix(chosen) {
                return canonical.join(inside);
            }
        }
        path
    }

    /// Whether `path` (by the scan's name) can change the results: it lies at or inside a
    /// chosen folder, or above one (a parent renamed back). A folder that went while
    /// watched counts, though the results' roots leave it out: its return is news.
    pub(crate) fn concerns(&self, path: &Path) -> bool {
        self.folders
            .iter()
            .any(|folder| path.starts_with(folder) || folder.starts_with(path))
    }

    /// Whether a folder that was missing from the scan is there now.
    pub(crate) fn one_is_back(&self) -> bool {
        self.missing.iter().any(|folder| folder.exists())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_under_a_folder_chosen_through_a_link_are_given_by_its_real_name() {
        let dir = tempfile::TempDir::new().unwrap();
        let real = dir.path().join("real");
        std::fs::create_dir(&real).unwrap();
        let link = dir.path().join("link");
        std::os::unix::fs::symlink(&real, &link).unwrap();
        let gone = dir.path().join("gone");
        let names = RootNames::new(&ScanOptions::new(vec![link.clone(), gone.clone()]));
        let real = real.canonicalize().unwrap();
        assert_eq!(names.canonical(link.join("a/b.txt")), real.join("a/b.txt"));
        assert_eq!(names.canonical(real.join("c.txt")), real.join("c.txt"));
        assert!(names.concerns(&real.join("c.txt")) && names.concerns(dir.path()));
        assert!(names.concerns(&gone.join("d.txt")));
        assert!(!names.concerns(&dir.path().join("elsewhere")));
        assert!(!names.one_is_back());
        std::fs::create_dir(&gone).unwrap();
        assert!(names.one_is_back());
    }
}
