//! Which file groups each folder group takes in, so a front end can show them as part of it:
//! those whose every file lies inside one of the group's folders, and those spread over the
//! folders of linked folder groups (groups that share a folder, as `notes ≡ notes (copy)`
//! and `notes ~ Backup/notes-2023` do): such a file group goes to the first of them.

use std::collections::HashMap;
use std::ffi::OsStr;

use xxhash_rust::xxh3::Xxh3DefaultBuilder;

use crate::near::cluster::UnionFind;
use crate::report::{FolderGroup, Group};

/// Fills each folder group's `groups` with the indexes, in order, of the file groups in
/// `groups` (the report's final, sorted list) whose every file (by its main path) lies
/// inside one of the folder group's folders.
pub(crate) fn attach_file_groups(folders: &mut [FolderGroup], groups: &[Group]) {
    // Folder path (as bytes) → the folder groups it belongs to.
    let mut owners: HashMap<&OsStr, Vec<u32>, Xxh3DefaultBuilder> = HashMap::default();
    for (index, group) in folders.iter().enumerate() {
        for folder in &group.folders {
            owners
                .entry(folder.path.as_os_str())
                .or_default()
                .push(index as u32);
        }
    }
    if owners.is_empty() {
        return;
    }
    let containing = |path: &std::path::Path| -> Vec<u32> {
        let mut found: Vec<u32> = path
            .ancestors()
            .skip(1)
            .filter_map(|a| owners.get(a.as_os_str()))
            .flatten()
            .copied()
            .collect();
        found.sort_unstable();
        found.dedup();
        found
    };
    // Folder groups that share a folder are linked.
    let mut linked = UnionFind::new(folders.len());
    for owners in owners.values() {
        for pair in owners.windows(2) {
            linked.union(pair[0], pair[1]);
        }
    }
    let mut attached: Vec<Vec<usize>> = vec![Vec::new(); folders.len()];
    for (index, group) in groups.iter().enumerate() {
        let mut files = group.files().iter();
        let Some(first) = files.next() else { continue };
        let mut common = containing(&first.path);
        let mut touched = common.clone();
        let mut all_inside = !common.is_empty();
        for file in files {
            let here = containing(&file.path);
            all_inside &= !here.is_empty();
            common.retain(|g| here.binary_search(g).is_ok());
            touched.extend(here);
        }
        if !common.is_empty() {
            for g in common {
                attached[g as usize].push(index);
            }
        } else if all_inside {
            let root = linked.find(touched[0]);
            if touched.iter().all(|&g| linked.find(g) == root) {
                let first = *touched.iter().min().expect("not empty");
                attached[first as usize].push(index);
            }
        }
    }
    for (group, indexes) in folders.iter_mut().zip(attached) {
        group.groups = indexes;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::{ExactGroup, FileRecord, FolderKind, FolderRecord};
    use std::path::PathBuf;
    use std::time::SystemTime;

    fn exact(paths: &[&str]) -> Group {
        Group::Exact(ExactGroup {
            size: 1,
            hash: String::new(),
            files: paths
                .iter()
                .map(|p| FileRecord {
                    path: PathBuf::from(p),
                    size: 1,
                    modified: SystemTime::UNIX_EPOCH,
                    aliases: Vec::new(),
                    companions: Vec::new(),
                })
                .collect(),
        })
    }

    fn folder_group(paths: &[&str]) -> FolderGroup {
        FolderGroup {
            kind: FolderKind::Duplicate,
            folders: paths
                .iter()
                .map(|p| FolderRecord {
                    path: PathBuf::from(p),
                    files: 1,
                    bytes: 1,
                })
                .collect(),
            similarity: 1.0,
            groups: Vec::new(),
        }
    }

    #[test]
    fn a_file_group_belongs_where_all_its_files_are() {
        let groups = [
            exact(&["/r/A/1", "/r/B/1"]),
            exact(&["/r/A/2", "/r/C/2"]),
            exact(&["/r/A/x/3", "/r/A/y/3"]),
            exact(&["/r/AB/4", "/r/B/4"]),
        ];
        let mut folders = [folder_group(&["/r/A", "/r/B"]), folder_group(&["/r/A/x"])];
        attach_file_groups(&mut folders, &groups);
        assert_eq!(folders[0].groups, [0, 2]);
        assert!(folders[1].groups.is_empty(), "A/y/3 is outside A/x");
    }

    #[test]
    fn a_file_group_spread_over_linked_folder_groups_goes_to_the_first() {
        let groups = [
            exact(&["/b/notes-2023/1", "/l/notes/1", "/l/notes (copy)/1"]),
            // One copy outside every folder group: shown on its own.
            exact(&["/l/notes/2", "/x/2"]),
            // Spread over two unlinked folder groups: shown on its own.
            exact(&["/l/notes/3", "/p/a/3"]),
        ];
        let mut folders = [
            folder_group(&["/l/notes", "/l/notes (copy)"]),
            folder_group(&["/b/notes-2023", "/l/notes"]),
            folder_group(&["/p/a", "/p/b"]),
        ];
        attach_file_groups(&mut folders, &groups);
        assert_eq!(folders[0].groups, [0]);
        assert!(folders[1].groups.is_empty());
        assert!(folders[2].groups.is_empty());
    }
}
