//! The filter: drops from a scan's [`Report`] what an [`IgnoreList`] hides, keeping the
//! report whole (near pairs, image references and folder groups' indexes into the file
//! groups point where they should), and says how much it hid.
//!
//! Folder groups are judged first, while their indexes still name the file groups their
//! digests are made of. When a member leaves a group, what the scan measured of the rest
//! stays as it was: a near group keeps the pairs between members that remain (the group's
//! lowest similarity is still the one the scan found); an image group whose reference
//! left is built around its first remaining image, the other distances still those to the
//! image the scan chose.

use std::collections::HashSet;

use super::keys::{ContentHashes, folder_digest, folder_files, identity, pair, parse_hash};
use super::{ContentKey, IgnoreList};
use crate::format::count;
use crate::report::{ExactGroup, Group, Report};

/// How much [`hide_ignored`] hid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Hidden {
    /// Whole groups, file groups and folder groups (a group left with one file counts here).
    pub groups: usize,
    /// Files dropped from groups that are still shown.
    pub members: usize,
}

/// The list's keys, ready to look up.
#[derive(Default)]
struct Keys {
    exact: HashSet<u128>,
    exact_files: HashSet<(u128, u64, u64)>,
    exact_file_hashes: HashSet<u128>,
    pairs: HashSet<(u128, u128)>,
    paired: HashSet<u128>,
    folders: HashSet<u128>,
}

impl Keys {
    fn of(list: &IgnoreList) -> Keys {
        let mut keys = Keys::default();
        for entry in list.entries() {
            match &entry.key {
                ContentKey::Exact { hash } => {
                    keys.exact.insert(*hash);
                }
                ContentKey::ExactFile {
                    hash,
                    device,
                    inode,
                } => {
                    keys.exact_files.insert((*hash, *device, *inode));
                    keys.exact_file_hashes.insert(*hash);
                }
                ContentKey::Pairs(pairs) => {
                    for &(a, b) in pairs {
                        keys.pairs.insert((a, b));
                        keys.paired.insert(a);
                        keys.paired.insert(b);
                    }
                }
                ContentKey::Folders { digest } => {
                    keys.folders.insert(*digest);
                }
            }
        }
        keys
    }
}

/// Drops from `report` every group and member `list` hides (run after a scan, before the
/// report is shown), and says how many it hid (each front end tells the user in its own
/// words, from [`Hidden`]'s `Display`). Files of near and image groups are hashed when the list hides such pairs or
/// folder groups.
pub fn hide_ignored(report: &mut Report, list: &IgnoreList) -> Hidden {
    let mut hidden = Hidden::default();
    if list.is_empty() {
        return hidden;
    }
    let keys = Keys::of(list);
    let mut hashes = ContentHashes::default();
    if !keys.pairs.is_empty() {
        hashes.fill(
            report
                .groups
                .iter()
                .filter(|group| !matches!(group, Group::Exact(_)))
                .flat_map(|group| group.files().iter().map(|f| f.path.as_path())),
        );
    }
    if !keys.folders.is_empty() {
        let wanted: Vec<_> = report
            .folders
            .iter()
            .flat_map(|folders| folder_files(report, folders))
            .map(std::path::Path::to_path_buf)
            .collect();
        hashes.fill(wanted.iter().map(|p| p.as_path()));
        let kept: Vec<bool> = report
            .folders
            .iter()
            .map(|folders| {
                !folder_digest(report, folders, &hashes)
                    .is_ok_and(|digest| keys.folders.contains(&digest))
            })
            .collect();
        let mut kept = kept.into_iter();
        report.folders.retain(|_| {
            let keep = kept.next().unwrap_or(true);
            hidden.groups += usize::from(!keep);
            keep
        });
    }
    let groups = std::mem::take(&mut report.groups);
    let mut moved: Vec<Option<usize>> = Vec::with_capacity(groups.len());
    for group in groups {
        match filter_group(group, &keys, &hashes, &mut hidden) {
            Some(group) => {
                moved.push(Some(report.groups.len()));
                report.groups.push(group);
            }
            None => moved.push(None),
        }
    }
    for folders in &mut report.folders {
        folders.groups = folders
            .groups
            .iter()
            .filter_map(|&old| moved.get(old).copied().flatten())
            .collect();
    }
    hidden
}

impl Hidden {
    /// Whether nothing was hidden.
    pub fn is_empty(&self) -> bool {
        self.groups == 0 && self.members == 0
    }
}

/// "3 groups and 1 file are hidden as not duplicates" (empty when none were).
impl std::fmt::Display for Hidden {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let groups = count(self.groups as u64, "group", "groups");
        let files = count(self.members as u64, "file", "files");
        let (what, one) = match (self.groups, self.members) {
            (0, 0) => return Ok(()),
            (n, 0) => (groups, n == 1),
            (0, n) => (files, n == 1),
            _ => (format!("{groups} and {files}"), false),
        };
        let verb = if one { "is" } else { "are" };
        write!(f, "{what} {verb} hidden as not duplicates")
    }
}

/// The group with what `keys` hides dropped, or `None` when it is hidden whole or fewer
/// than two files remain.
fn filter_group(
    group: Group,
    keys: &Keys,
    hashes: &ContentHashes,
    hidden: &mut Hidden,
) -> Option<Group> {
    let remaining = match &group {
        Group::Exact(exact) => {
            let Some(hash) = parse_hash(&exact.hash) else {
                return Some(group);
            };
            if keys.exact.contains(&hash) {
                hidden.groups += 1;
                return None;
            }
            if !keys.exact_file_hashes.contains(&hash) {
                return Some(group);
            }
            exact_remaining(exact, hash, keys)
        }
        Group::Near(_) | Group::Image(_) | Group::Video(_) | Group::Music(_) => {
            if keys.pairs.is_empty() {
                return Some(group);
            }
            similar_remaining(&group, keys, hashes)
        }
    };
    let dropped = group.files().len() - remaining.len();
    if dropped == 0 {
        return Some(group);
    }
    if remaining.len() < 2 {
        hidden.groups += 1;
        return None;
    }
    hidden.members += dropped;
    Some(group.retain_members(&remaining))
}

/// The indexes of the exact group's files that no member entry hides.
fn exact_remaining(exact: &ExactGroup, hash: u128, keys: &Keys) -> Vec<usize> {
    (0..exact.files.len())
        .filter(|&i| {
            identity(&exact.files[i].path).map_or(true, |(device, inode)| {
                !keys.exact_files.contains(&(hash, device, inode))
            })
        })
        .collect()
}

/// The indexes of the near or image group's files left once every member whose pairs with
/// all the others remaining are hidden has been dropped, one at a time.
fn similar_remaining(group: &Group, keys: &Keys, hashes: &ContentHashes) -> Vec<usize> {
    let contents: Vec<Option<u128>> = group
        .files()
        .iter()
        .map(|f| hashes.get(&f.path).ok())
        .collect();
    let mut remaining: Vec<usize> = (0..contents.len()).collect();
    if !contents
        .iter()
        .flatten()
        .any(|hash| keys.paired.contains(hash))
    {
        return remaining;
    }
    let hidden_pair = |a: usize, b: usize| match (contents[a], contents[b]) {
        (Some(a), Some(b)) => keys.pairs.contains(&pair(a, b)),
        _ => false,
    };
    while remaining.len() >= 2 {
        let dropped = remaining.iter().position(|&member| {
            remaining
                .iter()
                .all(|&other| other == member || hidden_pair(member, other))
        });
        match dropped {
            Some(position) => {
                remaining.remove(position);
            }
            None => break,
        }
    }
    remaining
}
