//! The ignore list on disk: `ignored.json` in Doppel's data folder, JSON with a version
//! (`{"version": 1, "entries": [...]}`, documented in `docs/src/scan.md`). Loading it (a
//! missing file is an empty list; one that cannot be parsed is renamed aside, never
//! deleted, with a notice; one that cannot be read is left as it is, with a notice; only a
//! regular file, opened without blocking and read up to a limit, is read at all), reading a
//! list the user named (`--ignore-list`), which is never moved or changed, saving
//! it whole (a new file beside it, renamed over it), and changing it under an advisory
//! lock (`flock` on `ignored.json.lock` beside it) so that two Doppels changing it at once
//! both have their way.

use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::os::fd::AsRawFd;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use serde::{Deserialize, Serialize};

use super::keys::parse_hash;
use super::{ContentKey, EntryId, IgnoreEntry, IgnoreList, IgnoredKind, IgnoredScope};
use crate::cache::{rename_no_replace, unique_name, with_suffix};
use crate::errors::describe_io_error;
use crate::hashing::to_hex;
use crate::report::GroupKind;
use crate::report::json::PathJson;
use crate::untrusted::open_untrusted;

/// The version of the file this Doppel writes and reads.
pub const VERSION: u64 = 1;

/// What [`IgnoreList::load`] found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Loaded {
    /// The entries (empty when the file is missing or could not be used).
    pub list: IgnoreList,
    /// What went wrong with the file, for the user; `None` when it was read or missing.
    pub notice: Option<IgnoreNotice>,
}

/// What [`IgnoreList::update`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Updated<R> {
    /// The list as saved.
    pub list: IgnoreList,
    /// What went wrong with the file before the change (a damaged file set aside).
    pub notice: Option<IgnoreNotice>,
    /// What the change returned.
    pub value: R,
}

/// Something wrong with the ignore list's file. In every case nothing is hidden by it until
/// it is put right.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IgnoreNotice {
    /// The file could not be used as an ignore list and was renamed to `aside`; the next
    /// change starts a new list.
    SetAside {
        /// Where the list was.
        path: PathBuf,
        /// Where the damaged file is now, byte for byte.
        aside: PathBuf,
        /// What is wrong with it.
        damage: Damage,
    },
    /// The file could not be used as an ignore list, nor renamed aside: it is left where it
    /// is, and no change is saved over it.
    Damaged {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        damage: Damage,
        /// Why it could not be renamed.
        error: String,
    },
    /// The file could not be used, and is left as it is: a list the user named
    /// (`--ignore-list`), only ever read, never moved; or anything but a regular file of a
    /// list's size at Doppel's own list's place. It hides nothing, and no change is saved
    /// over it.
    NotUsed {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        damage: Damage,
    },
    /// The file could not be read (permissions, a folder in its place): it is left as it
    /// is, and no change is saved over it.
    Unreadable {
        /// The file.
        path: PathBuf,
        /// Why, in words.
        error: String,
    },
}

/// Why a file is not an ignore list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Damage {
    /// It is not JSON.
    NotJson(String),
    /// A version this Doppel does not know (a newer Doppel's list).
    UnknownVersion(u64),
    /// JSON, but not in the shape of an ignore list.
    WrongShape(String),
    /// Not a regular file (a FIFO, a device, a folder): never read, so it cannot hang a
    /// scan or fill the memory.
    NotRegularFile,
    /// Larger than any list Doppel writes ([`MAX_LIST_BYTES`]).
    TooLarge {
        /// The most a list may hold, in bytes.
        limit: u64,
    },
}

/// The largest ignore list read: far above what a million hidden groups take, far below
/// what would strain the memory.
pub const MAX_LIST_BYTES: u64 = 1 << 30;

impl std::fmt::Display for Damage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Damage::NotJson(error) => write!(f, "it is not JSON: {error}"),
            Damage::UnknownVersion(version) => write!(
                f,
                "it is version {version}, and this Doppel reads version {VERSION}"
            ),
            Damage::WrongShape(error) => write!(f, "it is not an ignore list: {error}"),
            Damage::NotRegularFile => f.write_str("it is not a regular file"),
            Damage::TooLarge { limit } => write!(
                f,
                "it is larger than {}, more than any ignore list",
                crate::format::human_bytes(*limit)
            ),
        }
    }
}

impl std::fmt::Display for IgnoreNotice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            IgnoreNotice::SetAside {
                path,
                aside,
                damage,
            } => write!(
                f,
                "the ignore list {} could not be used ({damage}); it was moved to {}, and the \
                 groups it hid show again",
                path.display(),
                aside.display()
            ),
            IgnoreNotice::Damaged {
                path,
                damage,
                error,
            } => write!(
                f,
                "the ignore list {} could not be used ({damage}) nor moved aside ({error}); \
                 the groups it hid show again, and it is left as it is",
                path.display()
            ),
            IgnoreNotice::NotUsed { path, damage } => write!(
                f,
                "the ignore list {} could not be used ({damage}); it is left as it is, and \
                 hides nothing",
                path.display()
            ),
            IgnoreNotice::Unreadable { path, error } => write!(
                f,
                "the ignore list {} could not be read ({error}); the groups it hid show \
                 again, and it is left as it is",
                path.display()
            ),
        }
    }
}

/// The file as a whole.
#[derive(Serialize, Deserialize)]
struct ListJson {
    version: u64,
    entries: Vec<EntryJson>,
}

/// One entry; which key fields it has follows from `kind` and `scope`.
#[derive(Serialize, Deserialize)]
struct EntryJson {
    id: u64,
    kind: KindJson,
    scope: ScopeJson,
    /// Seconds since the Unix epoch.
    hidden_at: u64,
    paths: Vec<PathJson>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    hash: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    device: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    inode: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pairs: Option<Vec<[String; 2]>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    digest: Option<String>,
}

#[derive(Serialize, Deserialize, Clone, Copy)]
#[serde(rename_all = "lowercase")]
enum KindJson {
    Exact,
    Documents,
    Images,
    Videos,
    Music,
    Folders,
}

#[derive(Serialize, Deserialize, Clone, Copy)]
#[serde(rename_all = "lowercase")]
enum ScopeJson {
    Group,
    Member,
}

/// `time` to whole seconds since the epoch (0 before it), as the file keeps it.
pub(super) fn whole_seconds(time: SystemTime) -> SystemTime {
    SystemTime::UNIX_EPOCH + Duration::from_secs(seconds(time))
}

fn seconds(time: SystemTime) -> u64 {
    time.duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

impl From<&IgnoreEntry> for EntryJson {
    fn from(entry: &IgnoreEntry) -> EntryJson {
        let mut json = EntryJson {
            id: entry.id.0,
            kind: match entry.kind {
                IgnoredKind::Files(GroupKind::Exact) => KindJson::Exact,
                IgnoredKind::Files(GroupKind::Near) => KindJson::Documents,
                IgnoredKind::Files(GroupKind::Image) => KindJson::Images,
                IgnoredKind::Files(GroupKind::Video) => KindJson::Videos,
                IgnoredKind::Files(GroupKind::Music) => KindJson::Music,
                IgnoredKind::Folders => KindJson::Folders,
            },
            scope: match entry.scope {
                IgnoredScope::Group => ScopeJson::Group,
                IgnoredScope::Member => ScopeJson::Member,
            },
            hidden_at: seconds(entry.hidden_at),
            paths: entry
                .paths
                .iter()
                .map(|p| PathJson::from(p.as_path()))
                .collect(),
            hash: None,
            device: None,
            inode: None,
            pairs: None,
            digest: None,
        };
        match &entry.key {
            ContentKey::Exact { hash } => json.hash = Some(to_hex(*hash)),
            ContentKey::ExactFile {
                hash,
                device,
                inode,
            } => {
                json.hash = Some(to_hex(*hash));
                json.device = Some(*device);
                json.inode = Some(*inode);
            }
            ContentKey::Pairs(pairs) => {
                json.pairs = Some(pairs.iter().map(|&(a, b)| [to_hex(a), to_hex(b)]).collect());
            }
            ContentKey::Folders { digest } => json.digest = Some(to_hex(*digest)),
        }
        json
    }
}

impl TryFrom<EntryJson> for IgnoreEntry {
    type Error = String;

    fn try_from(json: EntryJson) -> Result<IgnoreEntry, String> {
        let id = json.id;
        let hash = |field: &Option<String>, name: &str| -> Result<u128, String> {
            let text = field
                .as_deref()
                .ok_or_else(|| format!("entry {id} has no {name}"))?;
            parse_hash(text)
                .ok_or_else(|| format!("entry {id}: {name} {text:?} is not 32 hex digits"))
        };
        let number = |field: Option<u64>, name: &str| -> Result<u64, String> {
            field.ok_or_else(|| format!("entry {id} has no {name}"))
        };
        let (kind, scope, key) = match (json.kind, json.scope) {
            (KindJson::Exact, ScopeJson::Group) => (
                IgnoredKind::Files(GroupKind::Exact),
                IgnoredScope::Group,
                ContentKey::Exact {
                    hash: hash(&json.hash, "hash")?,
                },
            ),
            (KindJson::Exact, ScopeJson::Member) => (
                IgnoredKind::Files(GroupKind::Exact),
                IgnoredScope::Member,
                ContentKey::ExactFile {
                    hash: hash(&json.hash, "hash")?,
                    device: number(json.device, "device")?,
                    inode: number(json.inode, "inode")?,
                },
            ),
            (
                kind
                @ (KindJson::Documents | KindJson::Images | KindJson::Videos | KindJson::Music),
                scope,
            ) => {
                let pairs = json
                    .pairs
                    .as_ref()
                    .filter(|pairs| !pairs.is_empty())
                    .ok_or_else(|| format!("entry {id} has no pairs"))?;
                let mut parsed = Vec::with_capacity(pairs.len());
                for [a, b] in pairs {
                    let (a, b) = (
                        hash(&Some(a.clone()), "pair hash")?,
                        hash(&Some(b.clone()), "pair hash")?,
                    );
                    parsed.push(super::keys::pair(a, b));
                }
                parsed.sort_unstable();
                parsed.dedup();
                let kind = IgnoredKind::Files(match kind {
                    KindJson::Documents => GroupKind::Near,
                    KindJson::Videos => GroupKind::Video,
                    KindJson::Music => GroupKind::Music,
                    _ => GroupKind::Image,
                });
                let scope = match scope {
                    ScopeJson::Group => IgnoredScope::Group,
                    ScopeJson::Member => IgnoredScope::Member,
                };
                (kind, scope, ContentKey::Pairs(parsed))
            }
            (KindJson::Folders, ScopeJson::Group) => (
                IgnoredKind::Folders,
                IgnoredScope::Group,
                ContentKey::Folders {
                    digest: hash(&json.digest, "digest")?,
                },
            ),
            (KindJson::Folders, ScopeJson::Member) => {
                return Err(format!(
                    "entry {id} hides one folder of a group; folder groups are hidden whole"
                ));
            }
        };
        Ok(IgnoreEntry {
            id: EntryId(id),
            kind,
            scope,
            paths: json.paths.into_iter().map(PathBuf::from).collect(),
            hidden_at: SystemTime::UNIX_EPOCH + Duration::from_secs(json.hidden_at),
            key,
        })
    }
}

/// Reads a list from the file's bytes, or says why they are not one.
fn parse(bytes: &[u8]) -> Result<IgnoreList, Damage> {
    let value: serde_json::Value =
        serde_json::from_slice(bytes).map_err(|e| Damage::NotJson(e.to_string()))?;
    match value.get("version").map(serde_json::Value::as_u64) {
        Some(Some(VERSION)) => {}
        Some(Some(other)) => return Err(Damage::UnknownVersion(other)),
        Some(None) => {
            return Err(Damage::WrongShape(
                "its version is not a whole number".to_string(),
            ));
        }
        None => return Err(Damage::WrongShape("it has no version".to_string())),
    }
    let json: ListJson =
        serde_json::from_value(value).map_err(|e| Damage::WrongShape(e.to_string()))?;
    let mut entries = Vec::with_capacity(json.entries.len());
    let mut ids = std::collections::HashSet::with_capacity(json.entries.len());
    for entry in json.entries {
        let entry = IgnoreEntry::try_from(entry).map_err(Damage::WrongShape)?;
        if !ids.insert(entry.id) {
            return Err(Damage::WrongShape(format!(
                "two entries have the id {}",
                entry.id
            )));
        }
        entries.push(entry);
    }
    Ok(IgnoreList { entries })
}

/// What reading a list found: a list (or none, or a file that cannot be read, with its
/// notice), or a file that is not a list.
enum Read {
    Loaded(Loaded),
    Damaged(Damage),
}

/// The bytes of the regular file at `path`, or why it is not one to read: opened without
/// blocking ([`open_untrusted`]) and checked on the open handle, so what is read is what was
/// checked.
fn read_regular_file(path: &Path) -> io::Result<Result<Vec<u8>, Damage>> {
    use std::io::Read as _;
    let file = open_untrusted(path)?;
    let metadata = file.metadata()?;
    if !metadata.is_file() {
        return Ok(Err(Damage::NotRegularFile));
    }
    if metadata.len() > MAX_LIST_BYTES {
        return Ok(Err(Damage::TooLarge {
            limit: MAX_LIST_BYTES,
        }));
    }
    let mut bytes = Vec::with_capacity(metadata.len() as usize);
    // A file growing while read is still held to the limit.
    file.take(MAX_LIST_BYTES + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_LIST_BYTES {
        return Ok(Err(Damage::TooLarge {
            limit: MAX_LIST_BYTES,
        }));
    }
    Ok(Ok(bytes))
}

/// Renames the damaged list at `path` to `<name>.damaged-<unix time>` (with a counter when
/// that name is taken); nothing is overwritten.
fn set_aside(path: &Path) -> io::Result<PathBuf> {
    unique_name(path, ".damaged-", |candidate| {
        rename_no_replace(path, candidate)
    })
    .map(|(aside, ())| aside)
}

/// Held while a list is read, changed and saved; the system releases it when the process
/// ends, however it ends.
struct ListLock {
    _file: File,
}

impl ListLock {
    /// Waits for the lock on the list at `path` (`<path>.lock`), making its folder.
    fn acquire(path: &Path) -> Result<ListLock, String> {
        let lock = with_suffix(path, ".lock");
        let failed = |error: io::Error| {
            format!(
                "the ignore list's lock {} could not be taken: {}",
                lock.display(),
                describe_io_error(&error)
            )
        };
        if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(folder).map_err(failed)?;
        }
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&lock)
            .map_err(failed)?;
        loop {
            // SAFETY: a valid descriptor we own.
            if unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX) } == 0 {
                return Ok(ListLock { _file: file });
            }
            let error = io::Error::last_os_error();
            if error.kind() != io::ErrorKind::Interrupted {
                return Err(failed(error));
            }
        }
    }
}

impl IgnoreList {
    /// Reads the list at `path`. A missing file is an empty list. A file that is not an
    /// ignore list this Doppel reads (not JSON, another version, another shape) is renamed
    /// to `<name>.damaged-<unix time>` beside it and the list is empty, with
    /// [`IgnoreNotice::SetAside`]; one that cannot be read is left alone and the list is
    /// empty, with [`IgnoreNotice::Unreadable`]. Nothing is ever deleted.
    pub fn load(path: &Path) -> Loaded {
        let damage = match IgnoreList::read_only(path) {
            // Not a file Doppel wrote at all (a folder, a FIFO, a device, a huge file): only
            // content that is not a list is set aside; this is left where it is.
            Read::Damaged(damage @ (Damage::NotRegularFile | Damage::TooLarge { .. })) => {
                return Loaded {
                    list: IgnoreList::default(),
                    notice: Some(IgnoreNotice::NotUsed {
                        path: path.to_path_buf(),
                        damage,
                    }),
                };
            }
            Read::Damaged(damage) => damage,
            Read::Loaded(loaded) => return loaded,
        };
        let notice = match set_aside(path) {
            Ok(aside) => IgnoreNotice::SetAside {
                path: path.to_path_buf(),
                aside,
                damage,
            },
            Err(e) => IgnoreNotice::Damaged {
                path: path.to_path_buf(),
                damage,
                error: describe_io_error(&e),
            },
        };
        Loaded {
            list: IgnoreList::default(),
            notice: Some(notice),
        }
    }

    /// Reads a list the user named (`--ignore-list FILE`), which is theirs: never moved,
    /// never changed. A file that is not a list this Doppel reads hides nothing, with
    /// [`IgnoreNotice::NotUsed`]; a missing one is an empty list.
    pub fn read_named(path: &Path) -> Loaded {
        if !crate::failpoint::guarded("ignore-list-named") {
            return IgnoreList::load(path);
        }
        match IgnoreList::read_only(path) {
            Read::Loaded(loaded) => loaded,
            Read::Damaged(damage) => Loaded {
                list: IgnoreList::default(),
                notice: Some(IgnoreNotice::NotUsed {
                    path: path.to_path_buf(),
                    damage,
                }),
            },
        }
    }

    /// Reads the list at `path` without changing anything: only a regular file, opened
    /// without blocking (a FIFO cannot hang the scan), and at most [`MAX_LIST_BYTES`] of it
    /// (`/dev/zero` behind a link cannot fill the memory).
    fn read_only(path: &Path) -> Read {
        let empty = |notice| {
            Read::Loaded(Loaded {
                list: IgnoreList::default(),
                notice,
            })
        };
        let bytes = match read_regular_file(path) {
            Ok(Ok(bytes)) => bytes,
            Ok(Err(damage)) => return Read::Damaged(damage),
            Err(e) if e.kind() == io::ErrorKind::NotFound => return empty(None),
            Err(e) => {
                return empty(Some(IgnoreNotice::Unreadable {
                    path: path.to_path_buf(),
                    error: describe_io_error(&e),
                }));
            }
        };
        match parse(&bytes) {
            Ok(list) => Read::Loaded(Loaded { list, notice: None }),
            Err(damage) => Read::Damaged(damage),
        }
    }

    /// Writes the list to `path` whole: into a new file beside it (`<name>.new-<unix
    /// time>`), flushed to disk, then renamed over it, so a reader sees the old list or the
    /// new, never part of one. Makes the folder. To change the list on disk, use
    /// [`IgnoreList::update`], which holds the lock from reading to saving.
    pub fn save(&self, path: &Path) -> Result<(), String> {
        let failed = |what: &str, error: io::Error| {
            format!(
                "the ignore list {} could not be saved ({what}: {})",
                path.display(),
                describe_io_error(&error)
            )
        };
        if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(folder).map_err(|e| failed("making its folder", e))?;
        }
        let json = ListJson {
            version: VERSION,
            entries: self.entries.iter().map(EntryJson::from).collect(),
        };
        let mut text = serde_json::to_vec_pretty(&json)
            .map_err(|e| failed("writing it as JSON", io::Error::other(e)))?;
        text.push(b'\n');
        let (temporary, mut file) = unique_name(path, ".new-", |candidate| {
            OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(candidate)
        })
        .map_err(|e| failed("making a new file beside it", e))?;
        let written = file
            .write_all(&text)
            .and_then(|()| file.sync_all())
            .map_err(|e| failed("writing the new file", e))
            .and_then(|()| {
                std::fs::rename(&temporary, path).map_err(|e| failed("renaming it into place", e))
            });
        if written.is_err() {
            let _ = std::fs::remove_file(&temporary);
            return written;
        }
        // The rename lasts once the folder is on disk too; a failure here loses nothing yet.
        if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty())
            && let Ok(folder) = File::open(folder)
        {
            let _ = folder.sync_all();
        }
        Ok(())
    }

    /// Changes the list at `path`, safely beside other Doppels: takes the lock (waiting for
    /// another holder), loads the list, runs `change` on it and saves it when `change`
    /// succeeds. A damaged file is set aside first and the change made to an empty list;
    /// a file that can be neither read nor set aside is left as it is and nothing is saved
    /// (the error says why).
    pub fn update<R>(
        path: &Path,
        change: impl FnOnce(&mut IgnoreList) -> Result<R, String>,
    ) -> Result<Updated<R>, String> {
        let _lock = ListLock::acquire(path)?;
        let Loaded { mut list, notice } = IgnoreList::load(path);
        if let Some(
            notice @ (IgnoreNotice::Unreadable { .. }
            | IgnoreNotice::Damaged { .. }
            | IgnoreNotice::NotUsed { .. }),
        ) = &notice
        {
            return Err(format!("{notice}; nothing was changed"));
        }
        let value = change(&mut list)?;
        list.save(path)?;
        Ok(Updated {
            list,
            notice,
            value,
        })
    }
}
