//! Taking what is gone out of the lists: files and folders trashed by a cleanup, or found
//! missing or changed on disk, with the groups left too small to be groups.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::report::Group;

use super::Results;

impl Results {
    /// Takes files and folders that are gone out of the lists: trashed by a cleanup, or
    /// found missing or changed on disk. Files leave their groups and the files only here,
    /// folders their folder groups, and every file inside a gone folder goes too. A group or
    /// folder group left with one member disappears; the marks of what went are forgotten.
    pub fn remove(&mut self, files: &[PathBuf], folders: &[PathBuf]) {
        if files.is_empty() && folders.is_empty() {
            return;
        }
        let inside = |path: &Path| folders.iter().any(|folder| path.starts_with(folder));
        let mut gone: HashSet<PathBuf> = files.iter().cloned().collect();
        if !folders.is_empty() {
            let listed = self.report.groups.iter().flat_map(|g| g.files());
            gone.extend(
                listed
                    .chain(&self.report.only_here)
                    .filter(|f| inside(&f.path))
                    .map(|f| f.path.clone()),
            );
        }
        let report = Arc::make_mut(&mut self.report);
        let mut gone_folders = Vec::new();
        for group in &mut report.folders {
            group.folders.retain(|f| {
                let stays = !inside(&f.path);
                if !stays {
                    gone_folders.push(f.path.clone());
                }
                stays
            });
        }
        report.folders.retain(|g| g.folders.len() > 1);
        let new_index = remove_from_groups(&mut report.groups, &gone);
        // The file groups a folder group holds are still inside its folders: only their
        // indexes move.
        for group in &mut report.folders {
            group.groups = group
                .groups
                .iter()
                .filter_map(|&i| new_index.get(i).copied().flatten())
                .collect();
        }
        report.only_here.retain(|f| !gone.contains(&f.path));
        for path in gone.iter().chain(&gone_folders) {
            Arc::make_mut(&mut self.marks).remove(path);
        }
        self.marks_revision += 1;
        self.undo.forget();
        self.rebuild_rows();
        self.refresh_visible();
    }
}

/// Takes the `gone` files out of their groups; a group left with one file (or a near group
/// with no pair left) disappears. Returns each old group's new index, `None` for those gone.
fn remove_from_groups(groups: &mut Vec<Group>, gone: &HashSet<PathBuf>) -> Vec<Option<usize>> {
    let taken = std::mem::take(groups);
    *groups = taken
        .into_iter()
        .map(|group| {
            let remaining: Vec<usize> = (0..group.files().len())
                .filter(|&i| !gone.contains(&group.files()[i].path))
                .collect();
            match &group {
                _ if remaining.len() == group.files().len() => group,
                // Members were measured against the reference only: without it, the rest
                // are not known to be alike, and the group goes.
                Group::Image(image) if gone.contains(&image.files[image.reference].path) => {
                    group.retain_members(&[])
                }
                _ => group.retain_members(&remaining),
            }
        })
        .collect();
    let stays = |g: &Group| {
        g.files().len() > 1
            && !matches!(g, Group::Near(n) if n.pairs.is_empty())
            && !matches!(g, Group::Video(v) if v.pairs.is_empty())
    };
    let mut next = 0;
    let new_index = groups
        .iter()
        .map(|g| {
            stays(g).then(|| {
                next += 1;
                next - 1
            })
        })
        .collect();
    groups.retain(stays);
    new_index
}
