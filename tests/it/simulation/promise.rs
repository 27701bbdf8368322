//! The promise, as the simulation checks it on what is on disk: a [`Snapshot`] of the world
//! (every name outside Doppel's data folder, with its bytes and inode) taken between steps,
//! and the four parts of the promise (docs/src/cleanup.md) as checks between two
//! snapshots, each failure a [`Broken`] naming the part and the file.
//!
//! - P1 nothing unique only in the trash: every content outside the trash before a cleanup
//!   is outside it after (the world has no files marked by hand), but a version of a
//!   similar group cleaned by a rule: never one that holds all of a version kept and more
//!   while no version kept holds it, never a video whose footage no video kept holds, and
//!   never every version of a group;
//! - P2 an undo never costs current work: every content outside the trash before an undo is
//!   outside it after;
//! - P3 nothing outside the request changes: a file outside the roots, left out by the
//!   filters, or in a reference keeps its bytes, inode, mode, modified time and extended
//!   attributes, and gains no name (outside the trash) through which it could be edited; a
//!   reference loses none; a name a cleanup leaves in place with its bytes keeps its
//!   extended attributes (a link never swaps them);
//! - P4 nothing written off: after a whole undo, every name holds what it held before the
//!   cleanup, unless the user changed it since or the journal still lists its item as
//!   pending; the trash holds nothing the journal does not list as pending, and no
//!   `.trashinfo` without its entry.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::fs;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

use super::world::{Footage, Version, document, music, video};

/// The name of this user's trash folder at the top of a volume (`.Trash-UID`).
pub fn volume_trash_name() -> String {
    // SAFETY: geteuid has no preconditions.
    format!(".Trash-{}", unsafe { libc::geteuid() })
}

/// One name as a snapshot saw it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seen {
    /// A regular file's bytes (empty for anything else).
    pub bytes: Vec<u8>,
    pub ino: u64,
    pub nlink: u64,
    pub mode: u32,
    pub mtime_ns: i128,
    pub is_file: bool,
    /// A regular file's `user.*` extended attributes and access ACL, by name.
    pub attributes: BTreeMap<Vec<u8>, Vec<u8>>,
}

/// Every name under the world's root but Doppel's data and cache folders and the report,
/// not following links.
#[derive(Debug, Clone, Default)]
pub struct Snapshot {
    pub names: BTreeMap<PathBuf, Seen>,
}

/// The folders a snapshot leaves out, relative to the root.
const NOT_THE_WORLD: [&str; 4] = ["data", "cache", "report.json", "kill.log"];

impl Snapshot {
    pub fn take(root: &Path) -> Snapshot {
        let mut snapshot = Snapshot::default();
        walk(root, root, &mut snapshot.names);
        snapshot
    }

    /// The regular files, sorted by path.
    pub fn files(&self) -> Vec<&PathBuf> {
        self.names
            .iter()
            .filter(|(_, seen)| seen.is_file)
            .map(|(path, _)| path)
            .collect()
    }

    fn contents(&self) -> BTreeSet<&[u8]> {
        self.names
            .values()
            .filter(|seen| seen.is_file)
            .map(|seen| seen.bytes.as_slice())
            .collect()
    }
}

fn walk(root: &Path, folder: &Path, into: &mut BTreeMap<PathBuf, Seen>) {
    let Ok(entries) = fs::read_dir(folder) else {
        return;
    };
    for entry in entries {
        let path = entry.unwrap().path();
        let relative = path.strip_prefix(root).unwrap();
        if folder == root && NOT_THE_WORLD.iter().any(|skip| relative == Path::new(skip)) {
            continue;
        }
        // A volume's trash is no part of the world (its entries are checked as the trash).
        if path.file_name() == Some(std::ffi::OsStr::new(&volume_trash_name())) {
            continue;
        }
        let Ok(metadata) = fs::symlink_metadata(&path) else {
            continue;
        };
        let is_file = metadata.is_file();
        into.insert(
            path.clone(),
            Seen {
                bytes: if is_file {
                    fs::read(&path).unwrap_or_default()
                } else {
                    Vec::new()
                },
                ino: metadata.ino(),
                nlink: metadata.nlink(),
                mode: metadata.mode(),
                mtime_ns: i128::from(metadata.mtime()) * 1_000_000_000
                    + i128::from(metadata.mtime_nsec()),
                is_file,
                attributes: if is_file {
                    attributes(&path)
                } else {
                    BTreeMap::new()
                },
            },
        );
        if metadata.is_dir() {
            walk(root, &path, into);
        }
    }
}

/// The `user.*` extended attributes and the access ACL of the file at `path`, not
/// following a link.
fn attributes(path: &Path) -> BTreeMap<Vec<u8>, Vec<u8>> {
    use std::os::unix::ffi::OsStrExt;
    let c_path = std::ffi::CString::new(path.as_os_str().as_bytes()).unwrap();
    let mut list = vec![0u8; 4096];
    // SAFETY: a valid C string and a buffer of the length given.
    let size = unsafe { libc::llistxattr(c_path.as_ptr(), list.as_mut_ptr().cast(), list.len()) };
    let Ok(size) = usize::try_from(size) else {
        return BTreeMap::new();
    };
    list.truncate(size);
    let mut found = BTreeMap::new();
    for name in list
        .split(|b| *b == 0)
        .filter(|name| name.starts_with(b"user.") || *name == b"system.posix_acl_access".as_slice())
    {
        let c_name = std::ffi::CString::new(name).unwrap();
        let mut value = vec![0u8; 4096];
        // SAFETY: valid C strings and a buffer of the length given.
        let size = unsafe {
            libc::lgetxattr(
                c_path.as_ptr(),
                c_name.as_ptr(),
                value.as_mut_ptr().cast(),
                value.len(),
            )
        };
        if let Ok(size) = usize::try_from(size) {
            value.truncate(size);
            found.insert(name.to_vec(), value);
        }
    }
    found
}

/// A part of the promise broken, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Broken {
    /// P1: content that was outside the trash before the cleanup is only in the trash (or
    /// gone), last seen at `was_at`.
    OnlyInTrash { was_at: PathBuf },
    /// P2: content that was outside the trash before the undo is not outside it after
    /// (the user's current work, at `was_at`).
    UndoCostWork { was_at: PathBuf },
    /// P3: a file outside the request changed (`what`: bytes, inode, links, mode, time, or
    /// gone).
    OutsideChanged { path: PathBuf, what: &'static str },
    /// P4: after a whole undo, a name the user never touched does not hold what it held
    /// before the cleanup, and the journal lists nothing pending for it.
    NotPutBack { path: PathBuf },
    /// P3: a name a cleanup left in place, holding the same bytes, no longer has the
    /// extended attributes (tags, an ACL) it had: changed through a link.
    AttributesChanged { path: PathBuf },
    /// P3: a file that is a member of a group of the report went to the trash as another
    /// file's companion, not by its own group's decision (left alone, or kept).
    MovedAgainstItsGroup { path: PathBuf },
    /// P1: a version of a similar group went to the trash while a version kept holds only
    /// part of it (`kept`), and no version kept holds all of it.
    FullerTrashed { trashed: PathBuf, kept: PathBuf },
    /// P1: a video (or a recording) went to the trash while none kept holds all of its
    /// footage (or sound).
    FootageLost { trashed: PathBuf },
    /// P1: every version of a similar group went to the trash.
    NoVersionKept { group: Vec<PathBuf> },
    /// P4: the trash holds an entry no pending item of the journal names.
    LeftInTrash { entry: PathBuf },
    /// The trash holds a `.trashinfo` without its entry, or an entry without its
    /// `.trashinfo`.
    TrashMismatch { name: PathBuf },
}

impl fmt::Display for Broken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Broken::OnlyInTrash { was_at } => write!(
                f,
                "P1: the content of {} is now only in the trash, or gone",
                was_at.display()
            ),
            Broken::UndoCostWork { was_at } => {
                write!(f, "P2: the undo lost the content {} held", was_at.display())
            }
            Broken::OutsideChanged { path, what } => {
                write!(f, "P3: {} changed ({what})", path.display())
            }
            Broken::NotPutBack { path } => write!(
                f,
                "P4: {} is not as before the cleanup, and nothing is pending for it",
                path.display()
            ),
            Broken::AttributesChanged { path } => write!(
                f,
                "P3: {} kept its bytes but not its extended attributes",
                path.display()
            ),
            Broken::MovedAgainstItsGroup { path } => write!(
                f,
                "P3: {} went with another file, against its own group's decision",
                path.display()
            ),
            Broken::FullerTrashed { trashed, kept } => write!(
                f,
                "P1: {} went to the trash, though it holds all of {} (kept) and more",
                trashed.display(),
                kept.display()
            ),
            Broken::FootageLost { trashed } => write!(
                f,
                "P1: the video or recording {} went to the trash, and none kept holds all of it",
                trashed.display()
            ),
            Broken::NoVersionKept { group } => {
                write!(f, "P1: every version of {group:?} went to the trash")
            }
            Broken::LeftInTrash { entry } => write!(
                f,
                "P4: {} is in the trash, and no pending item names it",
                entry.display()
            ),
            Broken::TrashMismatch { name } => write!(
                f,
                "the trash's {} has no partner (.trashinfo and entry)",
                name.display()
            ),
        }
    }
}

/// P1 (`before`, `after` a cleanup) and P2 (an undo): every content outside the trash
/// before is outside it after, but those a rule may trash as versions of similar groups
/// (`versions`: checked by [`similar_groups_keep_what_they_hold`]).
pub fn nothing_only_in_trash(
    before: &Snapshot,
    after: &Snapshot,
    undo: bool,
    versions: &BTreeSet<Vec<u8>>,
) -> Vec<Broken> {
    let now = after.contents();
    let mut broken = Vec::new();
    let mut said = BTreeSet::new();
    for (path, seen) in &before.names {
        if seen.is_file
            && !now.contains(seen.bytes.as_slice())
            && !versions.contains(&seen.bytes)
            && said.insert(&seen.bytes)
        {
            broken.push(if undo {
                Broken::UndoCostWork {
                    was_at: path.clone(),
                }
            } else {
                Broken::OnlyInTrash {
                    was_at: path.clone(),
                }
            });
        }
    }
    broken
}

/// What the simulation knows of a version's content, by how it was made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Made {
    /// Of the document text given.
    Document(u8, Version),
    Video(Footage),
    /// A recording: which holds which is [`Footage::holds`], of sound.
    Music(Footage),
}

impl Made {
    /// Every version a world may hold, by its bytes (made once per run).
    pub fn all() -> &'static BTreeMap<Vec<u8>, Made> {
        static ALL: std::sync::OnceLock<BTreeMap<Vec<u8>, Made>> = std::sync::OnceLock::new();
        ALL.get_or_init(|| {
            let mut all = BTreeMap::new();
            for content in 0..8 {
                let (text, version) = Version::of(content);
                all.insert(document(content), Made::Document(text, version));
            }
            for content in 0..5 {
                if let Some(bytes) = video(content) {
                    all.insert(bytes, Made::Video(Footage::of(content)));
                }
                if let Some(bytes) = music(content) {
                    all.insert(bytes, Made::Music(Footage::of(content)));
                }
            }
            all
        })
    }

    fn holds(self, other: Made) -> bool {
        match (self, other) {
            (Made::Document(a, x), Made::Document(b, y)) => a == b && x.holds(y),
            (Made::Video(x), Made::Video(y)) | (Made::Music(x), Made::Music(y)) => x.holds(y),
            _ => false,
        }
    }
}

/// P1 for the similar groups a rule cleaned (`groups`: each one's members' paths, from the
/// report): of the versions whose content went from outside the trash (`before`) to only
/// in it (`after`), none holds all of a version kept (left at its path) and more while no
/// version kept holds it; no video goes that no video kept holds; and some member of each
/// group is kept.
pub fn similar_groups_keep_what_they_hold(
    groups: &[Vec<PathBuf>],
    before: &Snapshot,
    after: &Snapshot,
) -> Vec<Broken> {
    let made = Made::all();
    let now = after.contents();
    let mut broken = Vec::new();
    for group in groups {
        // Each member as it was before the cleanup (the user may have changed it since the
        // scan: then it is no version, and the cleanup's checks must leave it).
        let members: Vec<(&PathBuf, &[u8])> = group
            .iter()
            .filter_map(|path| Some((path, before.names.get(path)?.bytes.as_slice())))
            .collect();
        let kept: Vec<(&PathBuf, Option<Made>)> = members
            .iter()
            .filter(|(path, bytes)| {
                after
                    .names
                    .get(*path)
                    .is_some_and(|now| now.bytes == *bytes)
            })
            .map(|(path, bytes)| (*path, made.get(*bytes).copied()))
            .collect();
        let trashed: Vec<(&PathBuf, &[u8])> = members
            .iter()
            .filter(|(_, bytes)| !now.contains(bytes))
            .copied()
            .collect();
        if kept.is_empty() && !trashed.is_empty() {
            broken.push(Broken::NoVersionKept {
                group: group.clone(),
            });
            continue;
        }
        for (path, bytes) in trashed {
            let Some(version) = made.get(bytes).copied() else {
                continue;
            };
            let held = kept
                .iter()
                .any(|(_, k)| k.is_some_and(|k| k.holds(version)));
            if held {
                continue;
            }
            if matches!(version, Made::Video(_) | Made::Music(_)) {
                broken.push(Broken::FootageLost {
                    trashed: path.clone(),
                });
            } else if let Some((part, _)) = kept
                .iter()
                .find(|(_, k)| k.is_some_and(|k| version.holds(k)))
            {
                broken.push(Broken::FullerTrashed {
                    trashed: path.clone(),
                    kept: (*part).clone(),
                });
            }
        }
    }
    broken
}

/// P3 for the groups of the report: each member moves only by its own group's decision,
/// never as a companion of another file (`companions` is what went as one).
pub fn groups_decide_their_members(
    companions: &[PathBuf],
    members: &BTreeSet<PathBuf>,
) -> Vec<Broken> {
    companions
        .iter()
        .filter(|path| members.contains(*path))
        .map(|path| Broken::MovedAgainstItsGroup { path: path.clone() })
        .collect()
}

/// P3 for the names a cleanup leaves in place (a copy replaced by a link to its kept copy
/// among them): one that holds the same bytes keeps its extended attributes.
pub fn attributes_kept(before: &Snapshot, after: &Snapshot) -> Vec<Broken> {
    before
        .names
        .iter()
        .filter(|(path, was)| {
            was.is_file
                && after.names.get(*path).is_some_and(|now| {
                    now.is_file && now.bytes == was.bytes && now.attributes != was.attributes
                })
        })
        .map(|(path, _)| Broken::AttributesChanged { path: path.clone() })
        .collect()
}

/// P3: every name of `protected` that `before` holds is in `after` as it was.
pub fn outside_unchanged(
    before: &Snapshot,
    after: &Snapshot,
    protected: &dyn Fn(&Path) -> bool,
    reference: &dyn Fn(&Path) -> bool,
    links_too: bool,
) -> Vec<Broken> {
    // An inode's names in the world (the trash apart: a second name a cleanup gives an
    // original there is its own bookkeeping, taken back by the undo).
    let names = |snapshot: &Snapshot| {
        let mut count: BTreeMap<u64, usize> = BTreeMap::new();
        for seen in snapshot.names.values().filter(|seen| seen.is_file) {
            *count.entry(seen.ino).or_default() += 1;
        }
        count
    };
    let (names_before, names_after) = (names(before), names(after));
    let mut broken = Vec::new();
    for (path, was) in &before.names {
        if !was.is_file || !protected(path) {
            continue;
        }
        let what = match after.names.get(path) {
            None => Some("gone"),
            Some(now) if now.bytes != was.bytes => Some("bytes"),
            Some(now) if now.ino != was.ino => Some("inode"),
            Some(now) if links_too && names_after.get(&now.ino) > names_before.get(&was.ino) => {
                Some("a name more: editable through it")
            }
            Some(now)
                if links_too
                    && reference(path)
                    && names_after.get(&now.ino) < names_before.get(&was.ino) =>
            {
                Some("a reference's name less")
            }
            Some(now) if now.mode != was.mode => Some("mode"),
            Some(now) if now.attributes != was.attributes => Some("extended attributes"),
            Some(now) if now.mtime_ns != was.mtime_ns => Some("modified time"),
            Some(_) => None,
        };
        if let Some(what) = what {
            broken.push(Broken::OutsideChanged {
                path: path.clone(),
                what,
            });
        }
    }
    broken
}

/// P4 after a whole undo: each file `before_clean` held that the user did not touch and no
/// pending item covers holds its content again, or bytes the user wrote (`written`: an edit
/// through another name of the same file, which comes back with it).
pub fn put_back(
    before_clean: &Snapshot,
    after_undo: &Snapshot,
    touched: &BTreeSet<PathBuf>,
    written: &BTreeSet<Vec<u8>>,
    pending: &[PathBuf],
) -> Vec<Broken> {
    let mut broken = Vec::new();
    for (path, was) in &before_clean.names {
        if !was.is_file
            || touched.contains(path)
            || pending.iter().any(|item| path.starts_with(item))
        {
            continue;
        }
        let back = after_undo.names.get(path).is_some_and(|now| {
            now.is_file
                && ((now.bytes == was.bytes && now.attributes == was.attributes)
                    || written.contains(&now.bytes))
        });
        if !back {
            broken.push(Broken::NotPutBack { path: path.clone() });
        }
    }
    broken
}

/// P4 and the trash's own order: every entry of `trash/files` is one a pending item names,
/// and entries and `.trashinfo` files go in pairs.
pub fn trash_in_order(trash: &Path, pending_entries: &BTreeSet<PathBuf>) -> Vec<Broken> {
    let names = |folder: &str| -> BTreeSet<String> {
        fs::read_dir(trash.join(folder))
            .map(|entries| {
                entries
                    .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
                    .collect()
            })
            .unwrap_or_default()
    };
    let files = names("files");
    let infos: BTreeSet<String> = names("info")
        .into_iter()
        .filter_map(|name| name.strip_suffix(".trashinfo").map(str::to_string))
        .collect();
    let mut broken = Vec::new();
    for name in files.symmetric_difference(&infos) {
        broken.push(Broken::TrashMismatch {
            name: trash.join(name),
        });
    }
    for name in &files {
        let entry = trash.join("files").join(name);
        if !pending_entries.contains(&entry) {
            broken.push(Broken::LeftInTrash { entry });
        }
    }
    broken
}
