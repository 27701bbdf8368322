//! "Not duplicates": the groups and members the user hid, remembered by content so that
//! later scans keep them hidden while the files stay the same, wherever they are renamed or
//! moved, and show them again once a file is edited. This file owns the public API (the
//! list, its entries, hiding and bringing back); `file.rs` the file on disk, `keys.rs` the
//! content keys, `hide.rs` the filter that runs over a scan's [`Report`].
//!
//! # Content keys
//!
//! - **A whole exact group**: its content hash (the report's XXH3-128 of the whole file).
//!   Any later exact group with that hash is hidden, whatever its files are called, and
//!   however many copies it has.
//! - **One member of an exact group**: the content hash and the file's identity (device and
//!   inode) read when it is hidden. A rename or a move within the same file system keeps
//!   it; a move to another file system (a new inode) or an edit (a new hash) brings it
//!   back. The member is dropped from the group, and a group left with fewer than two files
//!   is dropped.
//! - **Similar documents and similar images**: pairs of contents, each content the
//!   XXH3-128 of the whole file, hashed when the group is hidden and again, at filter time,
//!   for the members of every near and image group (only when the list holds such pairs,
//!   or folder groups). Hiding a group stores every pair of its members; hiding a member
//!   stores its pairs with each other member. The filter drops, one at a time, any member
//!   whose pairs with every other remaining member are all hidden, and the group when fewer
//!   than two remain. An edited file has a new hash, so its pairs are new and its group
//!   shows again; so does a group a new file joins (its pairs with the others are new).
//! - **Duplicate and similar folders**: a digest of the group's kind, of what each folder
//!   holds (its count of files and their bytes, as a sorted list, without names), and of
//!   the content keys of the file groups it takes in ([`FolderGroup::groups`]: an exact
//!   group's hash; a near or image group's member hashes). Renaming the folders keeps it;
//!   a file added, removed or edited inside brings it back. Hiding a folder group leaves
//!   its file groups listed on their own.
//!
//! A file that cannot be read when its key is needed has no key: its group cannot be
//! hidden (the error says why), and at filter time it keeps its group shown.
//!
//! [`FolderGroup::groups`]: crate::report::FolderGroup::groups

mod file;
mod hide;
mod keys;

use std::path::{Path, PathBuf};
use std::time::SystemTime;

pub use crate::report::GroupRef;
use crate::report::{Group, GroupKind, Report};

pub use file::{Damage, IgnoreNotice, Loaded, MAX_LIST_BYTES, Updated, VERSION as LIST_VERSION};
pub use hide::{Hidden, hide_ignored};

/// What the user hid: a list of entries, each a group or one member of a group, found again
/// in later reports by content. Load it with [`IgnoreList::load`]; change it under the lock
/// with [`IgnoreList::update`]; filter a report with [`hide_ignored`].
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct IgnoreList {
    entries: Vec<IgnoreEntry>,
}

/// One thing the user hid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IgnoreEntry {
    /// Unique within its list; [`IgnoreList::remove`] takes it.
    pub id: EntryId,
    /// What kind of group it came from.
    pub kind: IgnoredKind,
    /// A whole group, or one member of one.
    pub scope: IgnoredScope,
    /// The files (or folders) as they were when hidden, for a window that lists the
    /// entries: for a member, its own path first, then the rest of its group. Nothing is
    /// found by them.
    pub paths: Vec<PathBuf>,
    /// When it was hidden (whole seconds).
    pub hidden_at: SystemTime,
    /// What finds it again in a later report.
    pub key: ContentKey,
}

/// The id of an [`IgnoreEntry`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EntryId(pub u64);

impl std::fmt::Display for EntryId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// The kind of group an entry was hidden from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum IgnoredKind {
    /// A group of files of the report's kind.
    Files(GroupKind),
    /// Duplicate or similar folders.
    Folders,
}

/// Whether an entry hides a whole group or one member of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum IgnoredScope {
    /// The whole group.
    Group,
    /// One file of the group; the rest stay.
    Member,
}

/// What finds an entry again in a later report (see the [module documentation](self)).
/// Hashes are XXH3-128 of whole files.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum ContentKey {
    /// Every exact group with this content.
    Exact {
        /// The content hash.
        hash: u128,
    },
    /// The one file of an exact group with this content and this identity.
    ExactFile {
        /// The content hash.
        hash: u128,
        /// The file system's device number.
        device: u64,
        /// The file's inode on it.
        inode: u64,
    },
    /// Pairs of contents that are not to be grouped as similar, each the smaller hash
    /// first, sorted.
    Pairs(Vec<(u128, u128)>),
    /// A folder group's digest.
    Folders {
        /// The digest.
        digest: u128,
    },
}

impl IgnoreList {
    /// Where the list lives in Doppel's data folder (`ActionPlaces::data_dir`):
    /// `ignored.json`.
    pub fn default_path(data_dir: &Path) -> PathBuf {
        data_dir.join("ignored.json")
    }

    /// The entries, oldest first.
    pub fn entries(&self) -> &[IgnoreEntry] {
        &self.entries
    }

    /// True when nothing is hidden.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Brings back what the entry `id` hid; false when there is no such entry.
    pub fn remove(&mut self, id: EntryId) -> bool {
        let before = self.entries.len();
        self.entries.retain(|entry| entry.id != id);
        self.entries.len() != before
    }

    /// Hides the whole group `which` of `report` from later reports, reading what its key
    /// needs from the files now (the members of a near or image group are hashed). Returns
    /// the new entry's id, or that of the entry that hides it already.
    pub fn hide_group(
        &mut self,
        report: &Report,
        which: GroupRef,
        now: SystemTime,
    ) -> Result<EntryId, String> {
        let (kind, paths, key) = match which {
            GroupRef::Files(index) => {
                let group = file_group(report, index)?;
                let paths = group.files().iter().map(|f| f.path.clone()).collect();
                (kind_of(group), paths, keys::group_key(group)?)
            }
            GroupRef::Folders(index) => {
                let folders = report
                    .folders
                    .get(index)
                    .ok_or_else(|| format!("the report has no folder group {index}"))?;
                let mut hashes = keys::ContentHashes::default();
                hashes.fill(keys::folder_files(report, folders));
                let digest = keys::folder_digest(report, folders, &hashes)
                    .map_err(|e| format!("the folder group cannot be hidden: {e}"))?;
                let paths = folders.folders.iter().map(|f| f.path.clone()).collect();
                (IgnoredKind::Folders, paths, ContentKey::Folders { digest })
            }
        };
        Ok(self.add(kind, IgnoredScope::Group, paths, key, now))
    }

    /// Hides member `member` (an index into the group's files) of the file group `which`,
    /// leaving the rest of the group. A folder group is only hidden whole.
    pub fn hide_member(
        &mut self,
        report: &Report,
        which: GroupRef,
        member: usize,
        now: SystemTime,
    ) -> Result<EntryId, String> {
        let index = match which {
            GroupRef::Files(index) => index,
            GroupRef::Folders(_) => {
                return Err("a folder group is hidden whole, not one folder of it".to_string());
            }
        };
        let group = file_group(report, index)?;
        let files = group.files();
        let file = files
            .get(member)
            .ok_or_else(|| format!("the group has no member {member}"))?;
        let paths = std::iter::once(file.path.clone())
            .chain(
                files
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| *i != member)
                    .map(|(_, f)| f.path.clone()),
            )
            .collect();
        let key = keys::member_key(group, member)?;
        Ok(self.add(kind_of(group), IgnoredScope::Member, paths, key, now))
    }

    /// Adds an entry, unless one with the same kind, scope and key is there already.
    fn add(
        &mut self,
        kind: IgnoredKind,
        scope: IgnoredScope,
        paths: Vec<PathBuf>,
        key: ContentKey,
        now: SystemTime,
    ) -> EntryId {
        if let Some(existing) = self
            .entries
            .iter()
            .find(|e| e.kind == kind && e.scope == scope && e.key == key)
        {
            return existing.id;
        }
        let id = EntryId(self.entries.iter().map(|e| e.id.0).max().unwrap_or(0) + 1);
        self.entries.push(IgnoreEntry {
            id,
            kind,
            scope,
            paths,
            hidden_at: file::whole_seconds(now),
            key,
        });
        id
    }
}

fn file_group(report: &Report, index: usize) -> Result<&Group, String> {
    report
        .groups
        .get(index)
        .ok_or_else(|| format!("the report has no group {index}"))
}

fn kind_of(group: &Group) -> IgnoredKind {
    IgnoredKind::Files(group.kind())
}
