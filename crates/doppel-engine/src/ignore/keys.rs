//! The content keys of groups and of their members (see the module documentation of
//! [`crate::ignore`]): reading the hashes and identities they are made of from the files,
//! and the folder groups' digests.

use std::collections::HashMap;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

use rayon::prelude::*;
use xxhash_rust::xxh3::Xxh3;

use super::ContentKey;
use crate::errors::describe_io_error;
use crate::hashing::hash_path;
use crate::report::{FolderGroup, FolderKind, Group, Report};

/// Whole-file hashes of files a report names, read once each, on demand.
#[derive(Debug, Default)]
pub(super) struct ContentHashes {
    known: HashMap<PathBuf, Result<u128, String>>,
}

impl ContentHashes {
    /// Hashes the files of `paths` not hashed yet, several at a time.
    pub(super) fn fill<'a>(&mut self, paths: impl IntoIterator<Item = &'a Path>) {
        let mut wanted: Vec<&Path> = paths
            .into_iter()
            .filter(|path| !self.known.contains_key(*path))
            .collect();
        wanted.sort_unstable();
        wanted.dedup();
        let read: Vec<(PathBuf, Result<u128, String>)> = wanted
            .into_par_iter()
            .map(|path| (path.to_path_buf(), hash_path(path)))
            .collect();
        self.known.extend(read);
    }

    /// The hash of a file [`fill`](Self::fill) was given, or why it could not be read.
    pub(super) fn get(&self, path: &Path) -> Result<u128, String> {
        match self.known.get(path) {
            Some(Ok(hash)) => Ok(*hash),
            Some(Err(reason)) => Err(format!("{} could not be read: {reason}", path.display())),
            None => Err(format!("{} was not read", path.display())),
        }
    }
}

/// A report's hex content hash as a number.
pub(super) fn parse_hash(hex: &str) -> Option<u128> {
    if hex.len() != 32 {
        return None;
    }
    u128::from_str_radix(hex, 16).ok()
}

/// The device and inode of the file at `path` now.
pub(super) fn identity(path: &Path) -> Result<(u64, u64), String> {
    let metadata = std::fs::metadata(path)
        .map_err(|e| format!("{}: {}", path.display(), describe_io_error(&e)))?;
    Ok((metadata.dev(), metadata.ino()))
}

/// The pair of two contents as stored: the smaller hash first.
pub(super) fn pair(a: u128, b: u128) -> (u128, u128) {
    (a.min(b), a.max(b))
}

/// The hash of an exact group, or of each member of a near or image group (read now).
fn member_hashes(group: &Group) -> Result<Vec<u128>, String> {
    match group {
        Group::Exact(exact) => {
            let hash = exact_hash(&exact.hash)?;
            Ok(vec![hash; exact.files.len()])
        }
        Group::Near(_) | Group::Image(_) | Group::Video(_) | Group::Music(_) => {
            let mut hashes = ContentHashes::default();
            hashes.fill(group.files().iter().map(|f| f.path.as_path()));
            group.files().iter().map(|f| hashes.get(&f.path)).collect()
        }
    }
}

fn exact_hash(hex: &str) -> Result<u128, String> {
    parse_hash(hex).ok_or_else(|| format!("the group's hash {hex:?} is not a content hash"))
}

/// The key that hides the whole `group`.
pub(super) fn group_key(group: &Group) -> Result<ContentKey, String> {
    match group {
        Group::Exact(exact) => Ok(ContentKey::Exact {
            hash: exact_hash(&exact.hash)?,
        }),
        Group::Near(_) | Group::Image(_) | Group::Video(_) | Group::Music(_) => {
            let hashes = member_hashes(group)?;
            let mut pairs = Vec::new();
            for (i, &a) in hashes.iter().enumerate() {
                for &b in &hashes[i + 1..] {
                    pairs.push(pair(a, b));
                }
            }
            Ok(ContentKey::Pairs(sorted(pairs)))
        }
    }
}

/// The key that hides member `member` of `group`.
pub(super) fn member_key(group: &Group, member: usize) -> Result<ContentKey, String> {
    match group {
        Group::Exact(exact) => {
            let file = &exact.files[member];
            let (device, inode) = identity(&file.path)?;
            Ok(ContentKey::ExactFile {
                hash: exact_hash(&exact.hash)?,
                device,
                inode,
            })
        }
        Group::Near(_) | Group::Image(_) | Group::Video(_) | Group::Music(_) => {
            let hashes = member_hashes(group)?;
            let own = hashes[member];
            let pairs = hashes
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != member)
                .map(|(_, &other)| pair(own, other))
                .collect();
            Ok(ContentKey::Pairs(sorted(pairs)))
        }
    }
}

fn sorted(mut pairs: Vec<(u128, u128)>) -> Vec<(u128, u128)> {
    pairs.sort_unstable();
    pairs.dedup();
    pairs
}

/// The files a folder group's digest needs hashed: the members of the near and image
/// groups it takes in (an exact group's hash is in the report).
pub(super) fn folder_files<'a>(
    report: &'a Report,
    folders: &'a FolderGroup,
) -> impl Iterator<Item = &'a Path> + 'a {
    folders
        .groups
        .iter()
        .filter_map(|&index| report.groups.get(index))
        .filter(|group| !matches!(group, Group::Exact(_)))
        .flat_map(|group| group.files().iter().map(|f| f.path.as_path()))
}

/// The digest that finds a folder group again: its kind, what each folder holds (count of
/// files and bytes, sorted, without names) and the content keys of its file groups
/// (sorted), with the members of near and image groups hashed in `hashes`.
pub(super) fn folder_digest(
    report: &Report,
    folders: &FolderGroup,
    hashes: &ContentHashes,
) -> Result<u128, String> {
    let mut holdings: Vec<(u64, u64)> = folders
        .folders
        .iter()
        .map(|folder| (folder.files, folder.bytes))
        .collect();
    holdings.sort_unstable();
    let mut group_keys: Vec<(u8, Vec<u128>)> = Vec::with_capacity(folders.groups.len());
    for &index in &folders.groups {
        let group = report
            .groups
            .get(index)
            .ok_or_else(|| format!("the report has no group {index}"))?;
        let key = match group {
            Group::Exact(exact) => (b'e', vec![exact_hash(&exact.hash)?]),
            Group::Near(_) | Group::Image(_) | Group::Video(_) | Group::Music(_) => {
                let mut members = group
                    .files()
                    .iter()
                    .map(|f| hashes.get(&f.path))
                    .collect::<Result<Vec<u128>, String>>()?;
                members.sort_unstable();
                let tag = match group {
                    Group::Near(_) => b'n',
                    Group::Video(_) => b'v',
                    Group::Music(_) => b'm',
                    _ => b'i',
                };
                (tag, members)
            }
        };
        group_keys.push(key);
    }
    group_keys.sort_unstable();
    let mut digest = Xxh3::new();
    let kind: &[u8] = match folders.kind {
        FolderKind::Duplicate => b"duplicate folders\n",
        FolderKind::Similar => b"similar folders\n",
    };
    digest.update(kind);
    digest.update(&(holdings.len() as u64).to_le_bytes());
    for (files, bytes) in holdings {
        digest.update(&files.to_le_bytes());
        digest.update(&bytes.to_le_bytes());
    }
    digest.update(&(group_keys.len() as u64).to_le_bytes());
    for (tag, members) in group_keys {
        digest.update(&[tag]);
        digest.update(&(members.len() as u64).to_le_bytes());
        for member in members {
            digest.update(&member.to_le_bytes());
        }
    }
    Ok(digest.digest128())
}
