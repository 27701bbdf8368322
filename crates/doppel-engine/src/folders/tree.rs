//! The folder tree of a scan: every folder at or under a root that holds a walked file
//! (directly or deeper), numbered in pre-order, with the walked paths sorted by folder.
//!
//! Pre-order numbering makes a folder's subtree the id range `f..end`, and, with the paths
//! sorted by folder, every path under it one contiguous slice: no child lists, and "is A
//! inside B" is a comparison of two numbers.

use std::collections::HashMap;
use std::ffi::OsStr;
use std::path::{Path, PathBuf};

use xxhash_rust::xxh3::Xxh3DefaultBuilder;

use super::content::PathContent;
use crate::hardlinks::DistinctFile;

/// No folder: the parent of a root, or a path outside every root.
pub(crate) const NO_FOLDER: u32 = u32::MAX;

/// One folder of the tree.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Folder<'a> {
    /// Its path (borrowed from one of the walked paths inside it).
    pub(crate) path: &'a Path,
    /// Its parent's id, or [`NO_FOLDER`] for a root.
    pub(crate) parent: u32,
    /// One past the id of its last descendant: its subtree is `id..end`.
    pub(crate) end: u32,
}

/// Folders in pre-order and the walked paths sorted by folder.
#[derive(Debug)]
pub(crate) struct FolderTree<'a> {
    pub(crate) folders: Vec<Folder<'a>>,
    /// Every path inside a folder of the tree, sorted by folder id.
    pub(crate) paths: Vec<PathContent>,
    /// `first[f]` is the index in `paths` of folder `f`'s first path; one entry more than
    /// there are folders.
    first: Vec<u32>,
}

impl<'a> FolderTree<'a> {
    /// Builds the tree of the folders holding `paths` at or under `roots` (absolute,
    /// canonical, none inside another). Paths outside every root folder (a root that is a
    /// file) are left out.
    pub(crate) fn build(
        files: &'a [DistinctFile],
        paths: Vec<PathContent>,
        roots: &[PathBuf],
    ) -> FolderTree<'a> {
        let mut index = FolderIndex::new(roots);
        let mut last: Option<(&Path, u32)> = None;
        let creation_ids: Vec<u32> = paths
            .iter()
            .map(|entry| {
                let Some((dir, _)) = entry.folder_and_name(files) else {
                    return NO_FOLDER;
                };
                // Consecutive paths often share their folder: skip the hash then.
                if let Some((last_dir, id)) = last
                    && last_dir.as_os_str() == dir.as_os_str()
                {
                    return id;
                }
                let id = index.folder(dir);
                last = Some((dir, id));
                id
            })
            .collect();

        // Pre-order: `Path`'s order compares component by component, so a folder's
        // descendants follow it directly (byte order would put "a.b" between "a" and "a/b").
        let created = index.created;
        let mut order: Vec<u32> = (0..created.len() as u32).collect();
        order.sort_unstable_by(|&a, &b| created[a as usize].0.cmp(created[b as usize].0));
        let mut renumbered = vec![NO_FOLDER; created.len()];
        for (new, &old) in order.iter().enumerate() {
            renumbered[old as usize] = new as u32;
        }
        let mut folders: Vec<Folder<'a>> = order
            .iter()
            .map(|&old| {
                let (path, parent) = created[old as usize];
                Folder {
                    path,
                    parent: match parent {
                        NO_FOLDER => NO_FOLDER,
                        parent => renumbered[parent as usize],
                    },
                    end: 0,
                }
            })
            .collect();
        set_ends(&mut folders);

        // Counting sort of the paths by their folder's new id.
        let count = folders.len();
        let mut first = vec![0u32; count + 1];
        for &old in &creation_ids {
            if old != NO_FOLDER {
                first[renumbered[old as usize] as usize + 1] += 1;
            }
        }
        for f in 0..count {
            first[f + 1] += first[f];
        }
        let mut next = first.clone();
        let placeholder = PathContent {
            file: 0,
            alias: 0,
            content: 0,
        };
        let mut sorted = vec![placeholder; first[count] as usize];
        for (entry, old) in paths.into_iter().zip(creation_ids) {
            if old != NO_FOLDER {
                let slot = &mut next[renumbered[old as usize] as usize];
                sorted[*slot as usize] = entry;
                *slot += 1;
            }
        }
        FolderTree {
            folders,
            paths: sorted,
            first,
        }
    }

    /// How many folders the tree holds.
    pub(crate) fn len(&self) -> usize {
        self.folders.len()
    }

    /// The paths directly inside folder `f`.
    pub(crate) fn own(&self, f: u32) -> &[PathContent] {
        &self.paths[self.first[f as usize] as usize..self.first[f as usize + 1] as usize]
    }

    /// The paths at any depth inside folder `f`.
    pub(crate) fn subtree(&self, f: u32) -> &[PathContent] {
        let end = self.folders[f as usize].end as usize;
        &self.paths[self.first[f as usize] as usize..self.first[end] as usize]
    }

    /// The direct subfolders of `f`.
    pub(crate) fn children(&self, f: u32) -> impl Iterator<Item = u32> + '_ {
        let end = self.folders[f as usize].end;
        let next = move |c: u32| Some(c).filter(|&c| c < end);
        std::iter::successors(next(f + 1), move |&c| next(self.folders[c as usize].end))
    }

    /// True when `inner` is `outer` or lies inside it.
    pub(crate) fn contains(&self, outer: u32, inner: u32) -> bool {
        outer <= inner && inner < self.folders[outer as usize].end
    }

    /// The parent of `f`, if it is not a root.
    pub(crate) fn parent(&self, f: u32) -> Option<u32> {
        Some(self.folders[f as usize].parent).filter(|&p| p != NO_FOLDER)
    }

    /// The path of `f`.
    pub(crate) fn path(&self, f: u32) -> &'a Path {
        self.folders[f as usize].path
    }
}

/// Sets each folder's `end` from the parents, folders being in pre-order.
fn set_ends(folders: &mut [Folder<'_>]) {
    let count = folders.len() as u32;
    let mut open: Vec<u32> = Vec::new();
    for f in 0..count {
        let parent = folders[f as usize].parent;
        while let Some(&top) = open.last() {
            if top == parent {
                break;
            }
            folders[top as usize].end = f;
            open.pop();
        }
        open.push(f);
    }
    for top in open {
        folders[top as usize].end = count;
    }
}

/// Folders by path (as bytes), created on first sight with their ancestors up to a root.
struct FolderIndex<'a, 'r> {
    roots: &'r [PathBuf],
    ids: HashMap<&'a OsStr, u32, Xxh3DefaultBuilder>,
    /// Each folder's path and its parent's creation id, in creation order.
    created: Vec<(&'a Path, u32)>,
}

impl<'a, 'r> FolderIndex<'a, 'r> {
    fn new(roots: &'r [PathBuf]) -> Self {
        FolderIndex {
            roots,
            ids: HashMap::default(),
            created: Vec::new(),
        }
    }

    /// The creation id of folder `dir`, or [`NO_FOLDER`] when it is outside every root.
    fn folder(&mut self, dir: &'a Path) -> u32 {
        if let Some(&id) = self.ids.get(dir.as_os_str()) {
            return id;
        }
        // Climb to the nearest known folder (or a root, or out of the roots)...
        let mut missing = vec![dir];
        let mut above = NO_FOLDER;
        loop {
            let current = *missing.last().expect("never empty");
            if self.roots.iter().any(|r| r.as_path() == current) {
                break;
            }
            if !self.roots.iter().any(|r| current.starts_with(r)) {
                // Outside every root (the folder of a root that is a file): remembered, so
                // it is judged once.
                for path in missing {
                    self.ids.insert(path.as_os_str(), NO_FOLDER);
                }
                return NO_FOLDER;
            }
            match current.parent() {
                Some(parent) => match self.ids.get(parent.as_os_str()) {
                    Some(&id) => {
                        above = id;
                        break;
                    }
                    None => missing.push(parent),
                },
                None => break,
            }
        }
        // ...then create the missing ones from the top down.
        for path in missing.into_iter().rev() {
            let id = self.created.len() as u32;
            self.created.push((path, above));
            self.ids.insert(path.as_os_str(), id);
            above = id;
        }
        above
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::entry::FileEntry;
    use crate::folders::content::{Contents, MAIN_PATH};
    use crate::folders::sets::{FolderSets, SetOptions, folder_sets};
    use crate::progress::CancelToken;

    /// Builds the folder tree and content sets of files at `paths` (each with its content
    /// id) under `/r`, as the stage does, and hands them to `then`.
    pub(crate) fn with_sets<T>(
        paths: &[(&str, u32)],
        options: SetOptions,
        then: impl FnOnce(&FolderTree<'_>, &FolderSets, &[DistinctFile]) -> T,
    ) -> T {
        let (files, contents) = contents_at(paths);
        let entries = contents.paths.clone();
        let tree = FolderTree::build(&files, entries, &[PathBuf::from("/r")]);
        let sets = folder_sets(&tree, &contents, &files, options, &CancelToken::new())
            .expect("not cancelled");
        then(&tree, &sets, &files)
    }

    /// Files at `paths`, each with its content id, and their contents as the stage counts
    /// them.
    pub(crate) fn contents_at(paths: &[(&str, u32)]) -> (Vec<DistinctFile>, Contents) {
        let files = files_at(&paths.iter().map(|p| p.0).collect::<Vec<_>>());
        let ids = paths.iter().map(|p| p.1 as usize + 1).max().unwrap_or(0);
        let mut occurrences = vec![0u32; ids];
        let entries: Vec<PathContent> = paths
            .iter()
            .enumerate()
            .map(|(i, &(_, content))| {
                occurrences[content as usize] += 1;
                PathContent {
                    file: i as u32,
                    alias: MAIN_PATH,
                    content,
                }
            })
            .collect();
        let contents = Contents {
            paths: entries,
            occurrences,
        };
        (files, contents)
    }

    pub(crate) fn files_at(paths: &[&str]) -> Vec<DistinctFile> {
        paths
            .iter()
            .enumerate()
            .map(|(i, p)| DistinctFile::new(FileEntry::made_up(Path::new(p), 10, 1, i as u64)))
            .collect()
    }

    fn mains(files: &[DistinctFile]) -> Vec<PathContent> {
        (0..files.len() as u32)
            .map(|i| PathContent {
                file: i,
                alias: MAIN_PATH,
                content: i,
            })
            .collect()
    }

    #[test]
    fn folders_are_numbered_in_pre_order_with_their_subtrees() {
        let files = files_at(&[
            "/r/a.b/f",
            "/r/a/x/f",
            "/r/a/f",
            "/r/b/f",
            "/r/a/y/z/f",
            "/r/f",
        ]);
        let roots = [PathBuf::from("/r")];
        let tree = FolderTree::build(&files, mains(&files), &roots);
        let paths: Vec<&str> = tree
            .folders
            .iter()
            .map(|f| f.path.to_str().unwrap())
            .collect();
        assert_eq!(
            paths,
            [
                "/r", "/r/a", "/r/a/x", "/r/a/y", "/r/a/y/z", "/r/a.b", "/r/b"
            ]
        );
        let ends: Vec<u32> = tree.folders.iter().map(|f| f.end).collect();
        assert_eq!(ends, [7, 5, 3, 5, 5, 6, 7]);
        assert_eq!(tree.children(0).collect::<Vec<_>>(), [1, 5, 6]);
        assert_eq!(tree.children(1).collect::<Vec<_>>(), [2, 3]);
        assert_eq!(tree.subtree(1).len(), 3);
        assert_eq!(tree.own(0).len(), 1);
        assert_eq!(tree.subtree(0).len(), 6);
        assert!(tree.contains(1, 4) && !tree.contains(1, 5) && !tree.contains(2, 1));
        assert_eq!(tree.parent(4), Some(3));
        assert_eq!(tree.parent(0), None);
    }

    #[test]
    fn a_root_that_is_a_file_has_no_folder() {
        let files = files_at(&["/r/f", "/s/one", "/r/d/g"]);
        let roots = [PathBuf::from("/r"), PathBuf::from("/s/one")];
        let tree = FolderTree::build(&files, mains(&files), &roots);
        let paths: Vec<&Path> = tree.folders.iter().map(|f| f.path).collect();
        assert_eq!(paths, [Path::new("/r"), Path::new("/r/d")]);
        assert_eq!(tree.paths.len(), 2);
    }
}
