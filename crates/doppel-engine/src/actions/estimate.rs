//! What each way of cleaning up a [`CleanupPlan`] would free, before anything is done, per
//! file system: [`estimate`] looks at every file the plan names (and every file inside a
//! folder it would trash whole or replace file by file), at the copy each would be linked
//! or cloned to, and at how the file's blocks are held, then weighs each way with
//! [`space::expected_freed`]. A folder is counted for hard links as for the trash (each
//! file's blocks come back once the trash is emptied, less those other names keep) unless a
//! file in it could not be linked to the copy its kept folder holds (another file system,
//! another owner, mode or extended attributes, by the cleanup's own rule, `link::may_link`):
//! the cleanup refuses such a folder whole, and the estimate names each such file. The copy
//! is matched without reading contents (the cleanup compares them): the file of the same
//! size at the same relative path in the kept folder, else the first of that size. A kept
//! copy in a reference folder is never linked to; the estimate tells it by path (the
//! cleanup also by identity).
//!
//! Honest means counting only what would come back: a name whose file keeps other names
//! outside the cleanup frees nothing, nor does the kept file reached by another path; blocks
//! already shared (a snapshot, an earlier clone, per `FIEMAP`) stay with their other holder;
//! where the file system cannot say what is shared, the figure is marked as at most. Each way
//! also says which files it would leave alone and why ([`LeftAlone`]), and where it cannot be
//! chosen at all, why ([`Unavailable`]: no file system of the copies can share blocks, say).
//!
//! It reads and probes, so it runs on a worker: cancellable, with progress. The only thing it
//! writes is [`clone_support`]'s probe, once per file system that might share blocks (never
//! on ext4 or tmpfs, known not to), unnamed where possible and always removed. The cleanup
//! itself checks everything again when it acts (`cleanup.rs`); this is what the user
//! decides with, not a promise.

use std::collections::{BTreeMap, HashMap};
use std::ffi::CString;
use std::fmt;
use std::fs::{File, OpenOptions};
use std::os::fd::{AsFd, AsRawFd, BorrowedFd};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::{MetadataExt, OpenOptionsExt};
use std::path::{Path, PathBuf};

use super::Way;
use super::checks::{describe_open_error, same_file};
use super::clone::{CloneUnsupported, clone_support, fs_type_name};
use super::fs_at::{self, Stat};
use super::link::{self, Shown};
use super::plan::{CleanupPlan, PlannedFile, PlannedFolder, Recheck};
use super::reasons::{Access, Reason};
use super::reclaim::Reclaim;
use super::space::{self, CopyFacts, Less, When};
use crate::progress::CancelToken;
use crate::trash_folders::is_in_named_trash_folder;

/// What each way of cleaning up a plan would free and leave alone.
#[derive(Debug)]
pub struct Estimate {
    /// Moving the copies to the trash.
    pub trash: KindEstimate,
    /// Replacing them by hard links, refusing copies whose owner, group or permissions
    /// differ from the kept copy's (the default).
    pub hard_link: KindEstimate,
    /// Replacing them by hard links, owner changes allowed.
    pub hard_link_allowing_owner_change: KindEstimate,
    /// Making them clones of the kept copies (sharing its blocks).
    pub clone: KindEstimate,
    /// The file systems the plan's files are on, in the order first met; [`Freed::fs`] and
    /// [`LeftAlone::CannotShareBlocks`] index this.
    pub file_systems: Vec<FileSystem>,
}

impl Estimate {
    /// The estimate for the way `reclaim` says.
    pub fn of(&self, reclaim: Reclaim) -> &KindEstimate {
        match reclaim {
            Reclaim::Trash => &self.trash,
            Reclaim::HardLink {
                allow_owner_change: false,
            } => &self.hard_link,
            Reclaim::HardLink {
                allow_owner_change: true,
            } => &self.hard_link_allowing_owner_change,
            Reclaim::Clone => &self.clone,
        }
    }
}

/// What one way of cleaning up would do.
#[derive(Debug)]
pub struct KindEstimate {
    /// The way.
    pub how: Way,
    /// When its bytes come back: at once (a clone), or once the trash is emptied.
    pub when: When,
    /// The files it would act on (each name moved or replaced).
    pub files: usize,
    /// The folders it would move to the trash whole, or replace file by file.
    pub folders: usize,
    /// What it frees on each file system, in the order first met.
    pub per_fs: Vec<Freed>,
    /// The files and folders it would leave alone, and why, in the plan's order (a folder
    /// refused for files inside it is listed by those files).
    pub left_alone: Vec<(PathBuf, LeftAlone)>,
    /// Of the plan's folders, how many it would leave alone.
    pub folders_left_alone: usize,
    /// Of the plan's files (not counting those inside folders), how many it would leave
    /// alone.
    pub files_left_alone: usize,
    /// Why it frees less than the files' size, where it does.
    pub less: Shortfall,
    /// Why it cannot be chosen at all, if it cannot.
    pub unavailable: Option<Unavailable>,
}

impl KindEstimate {
    /// The bytes it frees, on every file system together.
    pub fn bytes(&self) -> u64 {
        self.per_fs.iter().map(|freed| freed.bytes).sum()
    }

    /// Whether the figure is an upper bound: some file system could not say which blocks
    /// are shared.
    pub fn at_most(&self) -> bool {
        self.less.sharing_unknown > 0 || self.less.unmeasured > 0
    }
}

/// What a way frees on one file system.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Freed {
    /// The file system, an index into [`Estimate::file_systems`].
    pub fs: usize,
    /// The bytes it frees there.
    pub bytes: u64,
    /// The files acted on there.
    pub files: usize,
}

/// Why a way frees less than the size of what it acts on, counted over the plan.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Shortfall {
    /// Files that keep other names (hard links) the cleanup leaves: they free nothing.
    pub other_names: usize,
    /// Bytes in blocks shared already (a snapshot, an earlier clone): their other holder
    /// keeps them.
    pub already_shared: u64,
    /// Files on a file system that cannot say which blocks are shared: counted whole, so
    /// the figure is at most this.
    pub sharing_unknown: usize,
    /// Files inside a folder to trash that could not be looked at: not counted.
    pub unmeasured: usize,
}

/// Why a way would leave a file or folder of the plan alone.
#[derive(Debug, Clone, PartialEq)]
pub enum LeftAlone {
    /// The cleanup's own checks would refuse it, whatever the way: it is gone, not a
    /// regular file, reached through a symbolic link, the kept copy itself under another
    /// name, or its group has no kept copy left.
    Refused(Reason),
    /// Only byte-for-byte copies are linked or cloned: a similar file is another content.
    NotExact,
    /// The kept copy is on another file system, which a link or a clone cannot reach.
    OtherFileSystem {
        /// The kept copy.
        kept: PathBuf,
    },
    /// Its owner, group or permissions differ from the kept copy's: a hard link would
    /// change who may read it (unless owner changes are allowed).
    AccessDiffers {
        /// The kept copy.
        kept: PathBuf,
        /// The copy's.
        copy: Access,
        /// The kept copy's.
        kept_has: Access,
    },
    /// Its extended attributes (ACLs among them) differ from the kept copy's: a hard link
    /// would drop its own and show the kept copy's (unless owner changes are allowed).
    AttributesDiffer {
        /// The kept copy.
        kept: PathBuf,
        /// The attributes present in one only, or with another value.
        names: Vec<String>,
    },
    /// The kept copy is in a reference folder: a hard link would give the reference's own
    /// file a second name, where an edit would change the reference.
    KeptInReference {
        /// The kept copy.
        kept: PathBuf,
        /// The reference folder.
        reference: PathBuf,
    },
    /// Its file system cannot share blocks (an index into [`Estimate::file_systems`],
    /// whose [`FileSystem::clones`] says why).
    CannotShareBlocks {
        /// The file system.
        fs: usize,
    },
    /// Neither this user's nor writable by them: the kernel refuses to share its blocks.
    NotPermitted,
    /// Its file system has no hard links (an index into [`Estimate::file_systems`]: FAT,
    /// exFAT).
    NoHardLinks {
        /// The file system.
        fs: usize,
    },
}

impl fmt::Display for LeftAlone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LeftAlone::Refused(reason) => write!(f, "{reason}"),
            LeftAlone::NotExact => {
                f.write_str("a similar file, not a byte-for-byte copy: only copies are replaced")
            }
            LeftAlone::OtherFileSystem { kept } => write!(
                f,
                "the copy kept, {}, is on another file system",
                crate::format::display_path(kept)
            ),
            LeftAlone::AccessDiffers { copy, kept_has, .. } => write!(
                f,
                "its owner or permissions ({copy}) differ from the kept copy's ({kept_has})"
            ),
            LeftAlone::AttributesDiffer { names, .. } => write!(
                f,
                "its extended attributes or ACLs ({}) differ from the kept copy's",
                names.join(", ")
            ),
            LeftAlone::KeptInReference { reference, .. } => write!(
                f,
                "the copy kept is in the reference folder {}, which a hard link would make \
                 editable here",
                crate::format::display_path(reference)
            ),
            LeftAlone::CannotShareBlocks { .. } => {
                f.write_str("its file system cannot share blocks between files")
            }
            LeftAlone::NotPermitted => {
                f.write_str("neither yours nor writable by you: its blocks cannot be shared")
            }
            LeftAlone::NoHardLinks { .. } => {
                f.write_str("its file system cannot give a file a second name (no hard links)")
            }
        }
    }
}

/// Why a way cannot be chosen at all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unavailable {
    /// No file system the copies are on can share blocks: each one's reason is in
    /// [`FileSystem::clones`].
    NoBlockSharing,
    /// It would leave every file and folder of the plan alone (each one's reason is in
    /// [`KindEstimate::left_alone`]).
    LeavesEverything,
}

/// A file system the plan's files are on.
#[derive(Debug)]
pub struct FileSystem {
    /// Its device number.
    pub dev: u64,
    /// Its type, as `statfs` tells it (`"ext4"`, `"btrfs"`).
    pub kind: String,
    /// A folder on it, of the first file met there: to name it to the user.
    pub example: PathBuf,
    /// Whether copies there can become clones.
    pub clones: CloneSupport,
    /// Whether a file there can have a second name (not on FAT or exFAT).
    pub hard_links: bool,
}

/// Whether a file system can share blocks, as far as the estimate had to know.
#[derive(Debug)]
pub enum CloneSupport {
    /// Not tried: no copy there could become a clone anyway (not a byte-for-byte copy, or
    /// its kept copy is elsewhere).
    NotTried,
    /// Tried, and it can.
    Supported,
    /// Tried, and it cannot: why.
    Unsupported(CloneUnsupported),
}

/// The estimate was cancelled before it was done.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cancelled;

/// Looks at every file `plan` names and says what each way of cleaning it up would free.
/// `on_progress(done, total)` is called before the first item and after each (a folder
/// counts as one); stops with [`Cancelled`] between two files once `cancel` is set.
pub fn estimate(
    plan: &CleanupPlan,
    cancel: &CancelToken,
    on_progress: &dyn Fn(usize, usize),
) -> Result<Estimate, Cancelled> {
    let total = plan.to_trash.len() + plan.folders.len();
    on_progress(0, total);
    let mut looker = Looker {
        references: plan.references().to_vec(),
        ..Looker::default()
    };
    let mut items = Vec::with_capacity(total);
    for (done, planned) in plan.to_trash.iter().enumerate() {
        if cancel.is_cancelled() {
            return Err(Cancelled);
        }
        items.push(Item::File {
            path: planned.file.path.clone(),
            looked: looker.file(planned),
        });
        on_progress(done + 1, total);
    }
    for (done, planned) in plan.folders.iter().enumerate() {
        let path = planned.folder.path.clone();
        let (files, fs) = looker.folder(planned, cancel)?;
        items.push(Item::Folder { path, files, fs });
        on_progress(plan.to_trash.len() + done + 1, total);
    }
    let weigh =
        |how, allow_owner_change| weigh(&items, &looker.file_systems, how, allow_owner_change);
    Ok(Estimate {
        trash: weigh(Way::Trash, false),
        hard_link: weigh(Way::HardLink, false),
        hard_link_allowing_owner_change: weigh(Way::HardLink, true),
        clone: weigh(Way::Clone, false),
        file_systems: looker.file_systems,
    })
}

// ---- Looking.

/// What the estimate found of one file's name and blocks.
#[derive(Debug, Clone, Copy)]
struct Blocks {
    dev: u64,
    ino: u64,
    links: u64,
    /// Its size in bytes.
    size: u64,
    /// Bytes its blocks take.
    allocated: u64,
    /// Of those, bytes shared already; `None` where the file system cannot tell.
    shared: Option<u64>,
    /// The index of its file system.
    fs: usize,
}

/// A file of the plan as looked at.
struct Looked {
    blocks: Blocks,
    /// What its name shows besides its bytes, or why that could not be read.
    shown: Result<Shown, Reason>,
    /// The kept copy a link or clone would point at: that of its first exact group.
    target: Option<Target>,
    /// The kernel would let this user share the file's blocks.
    may_share: bool,
}

/// The kept copy a file would be linked or cloned to.
#[derive(Clone)]
struct Target {
    path: PathBuf,
    dev: u64,
    /// What a link to it would show, or why that could not be read.
    shown: Result<Shown, Reason>,
    /// The reference folder it is in, if it is.
    reference: Option<PathBuf>,
}

enum Item {
    File {
        path: PathBuf,
        looked: Result<Looked, Reason>,
    },
    Folder {
        path: PathBuf,
        /// The files inside.
        files: Vec<Inner>,
        /// The index of its file system, or why it could not be opened.
        fs: Result<usize, Reason>,
    },
}

/// A file inside a folder of the plan.
struct Inner {
    path: PathBuf,
    /// What was found of it, or `None` where it (or its folder) could not be looked at.
    looked: Option<InnerLooked>,
}

/// A file inside a folder of the plan, as looked at.
struct InnerLooked {
    blocks: Blocks,
    shown: Result<Shown, Reason>,
    /// The copy in the kept folder its name would be linked to, or why there is none.
    target: Result<Target, Reason>,
}

/// A kept folder's files, as the estimate matches a folder's files to them.
struct KeptTree {
    path: PathBuf,
    /// Each file by relative path: its size and what a link to it would meet.
    files: BTreeMap<PathBuf, (u64, Target)>,
    /// Of each size, the first file (in path order).
    by_size: HashMap<u64, PathBuf>,
}

impl KeptTree {
    /// The copy a link of the file `relative` (of `size` bytes) in `folder` would point at.
    fn target(&self, folder: &Path, relative: &Path, size: u64) -> Result<Target, Reason> {
        if let Some((kept_size, target)) = self.files.get(relative)
            && *kept_size == size
        {
            return Ok(target.clone());
        }
        self.by_size
            .get(&size)
            .and_then(|first| self.files.get(first))
            .map(|(_, target)| target.clone())
            .ok_or_else(|| Reason::KeptLacksCopy {
                kept: self.path.clone(),
                file: folder.join(relative),
            })
    }
}

/// A kept copy as found (a regular file), with what a link to it would show.
type KeptLook = (Stat, Result<Shown, Reason>);

/// What is remembered while looking: the file systems met (probed once each) and the kept
/// copies stat'ed (many copies share one).
#[derive(Default)]
struct Looker {
    file_systems: Vec<FileSystem>,
    fs_index: HashMap<u64, usize>,
    /// Each kept copy as found, with what a link to it would show.
    kept: HashMap<PathBuf, Option<KeptLook>>,
    /// The plan's reference folders.
    references: Vec<PathBuf>,
}

impl Looker {
    fn file(&mut self, planned: &PlannedFile) -> Result<Looked, Reason> {
        let path = &planned.file.path;
        if let Some(problem) = fs_at::not_normalised(path) {
            return Err(problem);
        }
        let located = fs_at::locate(path).map_err(|error| describe_open_error(path, &error))?;
        let folder = located.folder.as_fd();
        let file = fs_at::open_file_at(folder, &located.name)
            .map_err(|error| describe_open_error(path, &error))?;
        let stat = fs_at::stat_fd(file.as_fd()).map_err(|error| Reason::CannotOpen {
            problem: super::reasons::io_problem(&error),
        })?;
        if !stat.is_file() {
            return Err(Reason::NotRegularFile);
        }
        // As the checks do: each group needs a live kept copy, which is never this file.
        let mut target = None;
        for group in &planned.keepers {
            let mut live = None;
            for copy in &group.copies {
                if is_in_named_trash_folder(&copy.path) {
                    continue;
                }
                let Some((kept, shown)) = self.kept_copy(&copy.path) else {
                    continue;
                };
                if same_file(&stat, &kept) {
                    return Err(Reason::SameFileAsKept {
                        kept: copy.path.clone(),
                    });
                }
                live = Some((copy.path.clone(), kept, shown));
                break;
            }
            let (kept_path, kept, shown) = live.ok_or(Reason::NoKeptCopy)?;
            if target.is_none() && group.kind == Recheck::Exact {
                target = Some(Target {
                    reference: self.reference_of(&kept_path),
                    path: kept_path,
                    dev: kept.dev,
                    shown,
                });
            }
        }
        let fs = self.file_system(stat.dev, folder, path);
        if target.as_ref().is_some_and(|target| target.dev == stat.dev) {
            self.probe(fs, folder);
        }
        Ok(Looked {
            blocks: blocks(&file, &stat, fs),
            shown: Shown::of(&file, &stat),
            target,
            may_share: may_share(&stat, folder, &located.name),
        })
    }

    /// The files inside a folder to trash whole (or replace file by file), walked without
    /// following links, each with the copy in its kept folder a link would point at; and
    /// the folder's file system (tried for sharing blocks: a folder can become clones file
    /// by file).
    fn folder(
        &mut self,
        planned: &PlannedFolder,
        cancel: &CancelToken,
    ) -> Result<(Vec<Inner>, Result<usize, Reason>), Cancelled> {
        let folder = planned.folder.path.as_path();
        let fs = File::open(folder)
            .and_then(|dir| {
                let stat = fs_at::stat_fd(dir.as_fd())?;
                let fs = self.file_system(stat.dev, dir.as_fd(), folder);
                self.probe(fs, dir.as_fd());
                Ok(fs)
            })
            .map_err(|error| describe_open_error(folder, &error));
        let kept = kept_tree(&planned.kept, &self.references, cancel)?;
        let mut found = Vec::new();
        for (path, is_file) in walk(folder, cancel)? {
            let looked =
                is_file
                    .then(|| self.inner_file(&path))
                    .flatten()
                    .map(|(blocks, shown)| {
                        let relative = path.strip_prefix(folder).unwrap_or(&path);
                        let target = match &kept {
                            Some(kept) => kept.target(folder, relative, blocks.size),
                            None => Err(Reason::NoKeptFolder),
                        };
                        InnerLooked {
                            blocks,
                            shown,
                            target,
                        }
                    });
            found.push(Inner { path, looked });
        }
        Ok((found, fs))
    }

    fn inner_file(&mut self, path: &Path) -> Option<(Blocks, Result<Shown, Reason>)> {
        let file = OpenOptions::new()
            .read(true)
            .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK)
            .open(path)
            .ok()?;
        let stat = fs_at::stat_fd(file.as_fd()).ok()?;
        let fs = match self.fs_index.get(&stat.dev) {
            Some(&fs) => fs,
            None => {
                let parent = File::open(path.parent()?).ok()?;
                self.file_system(stat.dev, parent.as_fd(), path)
            }
        };
        Some((blocks(&file, &stat, fs), Shown::of(&file, &stat)))
    }

    /// The kept copy at `path`, if it is a regular file, with what a link to it would show.
    fn kept_copy(&mut self, path: &Path) -> Option<KeptLook> {
        self.kept
            .entry(path.to_path_buf())
            .or_insert_with(|| {
                let located = fs_at::locate(path).ok()?;
                let file = fs_at::open_file_at(located.folder.as_fd(), &located.name).ok()?;
                let stat = fs_at::stat_fd(file.as_fd()).ok()?;
                stat.is_file().then(|| (stat, Shown::of(&file, &stat)))
            })
            .clone()
    }

    /// The reference folder `path` is in, by path, as the plan tells it.
    fn reference_of(&self, path: &Path) -> Option<PathBuf> {
        crate::report::reference_of(path, &self.references).map(Path::to_path_buf)
    }

    /// The index of the file system `dev`, met through `folder` (holding `path`).
    fn file_system(&mut self, dev: u64, folder: BorrowedFd<'_>, path: &Path) -> usize {
        if let Some(&index) = self.fs_index.get(&dev) {
            return index;
        }
        let index = self.file_systems.len();
        let kind = fs_type_name(folder).unwrap_or_else(|_| "file system".to_string());
        self.file_systems.push(FileSystem {
            dev,
            hard_links: !link::links_unsupported(&kind),
            kind,
            example: path.parent().unwrap_or(path).to_path_buf(),
            clones: CloneSupport::NotTried,
        });
        self.fs_index.insert(dev, index);
        index
    }

    /// Tries once whether file system `fs` can share blocks, in `folder` on it; one that
    /// never can is known by its type, untried.
    fn probe(&mut self, fs: usize, folder: BorrowedFd<'_>) {
        let file_system = &mut self.file_systems[fs];
        if !matches!(file_system.clones, CloneSupport::NotTried) {
            return;
        }
        // The probe writes two unnamed files in the user's folder, which a watcher of that
        // folder sees (the app would take them for a change): not where the answer is known.
        file_system.clones = if NEVER_SHARE.contains(&file_system.kind.as_str()) {
            CloneSupport::Unsupported(CloneUnsupported::NotSupportedHere {
                fs: file_system.kind.clone(),
            })
        } else {
            match clone_support(folder) {
                Ok(()) => CloneSupport::Supported,
                Err(why) => CloneSupport::Unsupported(why),
            }
        };
    }
}

/// File systems that cannot share blocks between files, whatever their options, by the names
/// `statfs` gives them (ext2 and ext3 are named ext4): btrfs, XFS, bcachefs, OCFS2, ZFS and
/// network or FUSE file systems vary, and are tried.
const NEVER_SHARE: [&str; 10] = [
    "ext4", "tmpfs", "ramfs", "vfat", "exfat", "ntfs", "ntfs3", "f2fs", "iso9660", "squashfs",
];

/// Every regular file under `folder` (`true`), and every entry that could not be looked at
/// (`false`: a folder that could not be read, an entry of unknown type), walked without
/// following links.
fn walk(folder: &Path, cancel: &CancelToken) -> Result<Vec<(PathBuf, bool)>, Cancelled> {
    let mut found = Vec::new();
    let mut pending = vec![folder.to_path_buf()];
    while let Some(next) = pending.pop() {
        let Ok(entries) = std::fs::read_dir(&next) else {
            found.push((next, false));
            continue;
        };
        for entry in entries {
            if cancel.is_cancelled() {
                return Err(Cancelled);
            }
            let Ok(entry) = entry else {
                found.push((next.clone(), false));
                continue;
            };
            match entry.file_type() {
                Ok(kind) if kind.is_dir() => pending.push(entry.path()),
                Ok(kind) if kind.is_file() => found.push((entry.path(), true)),
                // Symbolic links and special files take no blocks worth counting.
                Ok(_) => {}
                Err(_) => found.push((entry.path(), false)),
            }
        }
    }
    Ok(found)
}

/// The files of the first of a folder's kept folders that can be read (outside any trash
/// folder, as the cleanup's checks want it), by relative path, with what a link to each
/// would meet (each opened, without following a link, for its extended attributes).
fn kept_tree(
    kept: &[PathBuf],
    references: &[PathBuf],
    cancel: &CancelToken,
) -> Result<Option<KeptTree>, Cancelled> {
    for path in kept {
        if is_in_named_trash_folder(path)
            || !std::fs::symlink_metadata(path).is_ok_and(|metadata| metadata.is_dir())
        {
            continue;
        }
        let mut tree = KeptTree {
            path: path.clone(),
            files: BTreeMap::new(),
            by_size: HashMap::new(),
        };
        let reference = crate::report::reference_of(path, references).map(Path::to_path_buf);
        for (file, is_file) in walk(path, cancel)? {
            if !is_file || is_in_named_trash_folder(&file) {
                continue;
            }
            let Ok(opened) = OpenOptions::new()
                .read(true)
                .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK)
                .open(&file)
            else {
                continue;
            };
            let Ok(stat) = fs_at::stat_fd(opened.as_fd()) else {
                continue;
            };
            let relative = file.strip_prefix(path).unwrap_or(&file).to_path_buf();
            let target = Target {
                path: file,
                dev: stat.dev,
                shown: Shown::of(&opened, &stat),
                reference: reference.clone(),
            };
            tree.files.insert(relative, (stat.size, target));
        }
        for (relative, (size, _)) in &tree.files {
            tree.by_size
                .entry(*size)
                .or_insert_with(|| relative.clone());
        }
        return Ok(Some(tree));
    }
    Ok(None)
}

/// How `file`'s blocks are held: `FIEMAP`'s count, or its allocated blocks where the file
/// system cannot map extents (sharing then unknown).
fn blocks(file: &File, stat: &Stat, fs: usize) -> Blocks {
    let extents = space::shared_bytes(file).ok().flatten();
    let allocated = match extents {
        Some(extents) => extents.allocated,
        None => file
            .metadata()
            .map(|metadata| metadata.blocks().saturating_mul(512))
            .unwrap_or(stat.size),
    };
    Blocks {
        dev: stat.dev,
        ino: stat.ino,
        links: u64::from(stat.nlink),
        size: stat.size,
        allocated,
        shared: extents.map(|extents| extents.shared),
        fs,
    }
}

/// Whether the kernel would let this user share the blocks of the file `name` in `folder`
/// (`FIDEDUPERANGE`: its owner, one who may write it, or root).
fn may_share(stat: &Stat, folder: BorrowedFd<'_>, name: &std::ffi::OsStr) -> bool {
    let me = fs_at::user_id();
    if me == 0 || stat.uid == me {
        return true;
    }
    let Ok(name) = CString::new(name.as_bytes()) else {
        return false;
    };
    // SAFETY: a valid descriptor and C string.
    unsafe {
        libc::faccessat(
            folder.as_raw_fd(),
            name.as_ptr(),
            libc::W_OK,
            libc::AT_EACCESS,
        ) == 0
    }
}

// ---- Weighing.

/// What the way `how` would do with the items looked at.
fn weigh(
    items: &[Item],
    file_systems: &[FileSystem],
    how: Way,
    allow_owner_change: bool,
) -> KindEstimate {
    let mut estimate = KindEstimate {
        how,
        when: When::of(how),
        files: 0,
        folders: 0,
        per_fs: Vec::new(),
        left_alone: Vec::new(),
        folders_left_alone: 0,
        files_left_alone: 0,
        less: Shortfall::default(),
        unavailable: None,
    };
    // Every name this way acts on, then each file counted once with all of its names.
    let mut acted: Vec<Blocks> = Vec::new();
    for item in items {
        match item {
            Item::File { path, looked } => {
                match looked
                    .as_ref()
                    .map_err(|reason| LeftAlone::Refused(reason.clone()))
                    .and_then(|looked| leaves_alone(looked, file_systems, how, allow_owner_change))
                {
                    Ok(blocks) => {
                        estimate.files += 1;
                        acted.push(blocks);
                    }
                    Err(why) => {
                        estimate.files_left_alone += 1;
                        estimate.left_alone.push((path.clone(), why));
                    }
                }
            }
            Item::Folder { path, files, fs } => {
                // The trash takes a folder whole; a clone cleanup takes it file by file where
                // its file system shares blocks; hard links take it file by file where every
                // file could be linked (the cleanup refuses the folder otherwise).
                let refused: Vec<(PathBuf, LeftAlone)> = match (how, fs) {
                    (Way::Trash, _) => Vec::new(),
                    (Way::Clone, Ok(fs)) => match file_systems[*fs].clones {
                        CloneSupport::Supported => Vec::new(),
                        _ => vec![(path.clone(), LeftAlone::CannotShareBlocks { fs: *fs })],
                    },
                    (Way::Clone, Err(reason)) => {
                        vec![(path.clone(), LeftAlone::Refused(reason.clone()))]
                    }
                    (Way::HardLink, Ok(fs)) if !file_systems[*fs].hard_links => {
                        vec![(path.clone(), LeftAlone::NoHardLinks { fs: *fs })]
                    }
                    (Way::HardLink, _) => files
                        .iter()
                        .filter_map(|inner| {
                            let looked = inner.looked.as_ref()?;
                            link_refusal(looked, allow_owner_change)
                                .map(|why| (inner.path.clone(), why))
                        })
                        .collect(),
                };
                if refused.is_empty() {
                    estimate.folders += 1;
                    estimate.less.unmeasured += files.iter().filter(|f| f.looked.is_none()).count();
                    acted.extend(files.iter().filter_map(|f| Some(f.looked.as_ref()?.blocks)));
                } else {
                    estimate.folders_left_alone += 1;
                    estimate.left_alone.extend(refused);
                }
            }
        }
    }
    let mut names_going: HashMap<(u64, u64), u64> = HashMap::new();
    for blocks in &acted {
        *names_going.entry((blocks.dev, blocks.ino)).or_default() += 1;
    }
    for blocks in &acted {
        // Counted at its first name; its other names going are in `names_going`.
        let Some(going) = names_going.remove(&(blocks.dev, blocks.ino)) else {
            continue;
        };
        let expected = space::expected_freed(
            &CopyFacts {
                allocated: blocks.allocated,
                shared: blocks.shared,
                links: blocks.links,
                names_going: going,
                same_file_as_kept: false,
            },
            how,
        );
        match expected.less {
            Some(Less::OtherNames { .. }) => estimate.less.other_names += 1,
            Some(Less::AlreadyShared { bytes }) => estimate.less.already_shared += bytes,
            Some(Less::SharingUnknown) => estimate.less.sharing_unknown += 1,
            Some(Less::SameFileAsKept) | None => {}
        }
        match estimate.per_fs.iter_mut().find(|f| f.fs == blocks.fs) {
            Some(freed) => {
                freed.bytes += expected.bytes;
                freed.files += 1;
            }
            None => estimate.per_fs.push(Freed {
                fs: blocks.fs,
                bytes: expected.bytes,
                files: 1,
            }),
        }
    }
    if !items.is_empty() && estimate.files + estimate.folders == 0 {
        let no_sharing = estimate
            .left_alone
            .iter()
            .any(|(_, why)| matches!(why, LeftAlone::CannotShareBlocks { .. }));
        estimate.unavailable = Some(if no_sharing {
            Unavailable::NoBlockSharing
        } else {
            Unavailable::LeavesEverything
        });
    }
    estimate
}

/// Why a hard link of a file inside a folder could not be made, if it could not: no copy
/// in the kept folder, or as [`link_refused`] says. As [`leaves_alone`] says it of a file.
fn link_refusal(looked: &InnerLooked, allow_owner_change: bool) -> Option<LeftAlone> {
    let target = match &looked.target {
        Ok(target) => target,
        Err(reason) => return Some(LeftAlone::Refused(reason.clone())),
    };
    link_refused(&looked.shown, target, allow_owner_change)
}

/// Why the cleanup would refuse to link a copy that shows `copy` to `target`: a kept copy in
/// a reference folder, or what the cleanup's own rule ([`link::may_link`]) says (another file
/// system, owner, group, permissions or extended attributes).
fn link_refused(
    copy: &Result<Shown, Reason>,
    target: &Target,
    allow_owner_change: bool,
) -> Option<LeftAlone> {
    if let Some(reference) = &target.reference {
        return Some(LeftAlone::KeptInReference {
            kept: target.path.clone(),
            reference: reference.clone(),
        });
    }
    let shown = |shown: &Result<Shown, Reason>| {
        shown
            .clone()
            .map_err(|reason| Some(LeftAlone::Refused(reason)))
    };
    let (copy, kept) = match (shown(copy), shown(&target.shown)) {
        (Ok(copy), Ok(kept)) => (copy, kept),
        (Err(why), _) | (_, Err(why)) => return why,
    };
    let refused = link::may_link(&copy, &kept, &target.path, allow_owner_change).err()?;
    Some(match refused {
        Reason::OtherFileSystem { kept } => LeftAlone::OtherFileSystem { kept },
        Reason::AccessDiffers {
            kept,
            copy,
            kept_has,
        } => LeftAlone::AccessDiffers {
            kept,
            copy,
            kept_has,
        },
        Reason::AttributesDiffer { kept, names } => LeftAlone::AttributesDiffer { kept, names },
        other => LeftAlone::Refused(other),
    })
}

/// The blocks a way frees of a file looked at, or why it would leave the file alone.
fn leaves_alone(
    looked: &Looked,
    file_systems: &[FileSystem],
    how: Way,
    allow_owner_change: bool,
) -> Result<Blocks, LeftAlone> {
    let blocks = looked.blocks;
    if how == Way::Trash {
        return Ok(blocks);
    }
    let target = looked.target.as_ref().ok_or(LeftAlone::NotExact)?;
    if target.dev != blocks.dev {
        return Err(LeftAlone::OtherFileSystem {
            kept: target.path.clone(),
        });
    }
    match how {
        Way::HardLink if !file_systems[blocks.fs].hard_links => {
            Err(LeftAlone::NoHardLinks { fs: blocks.fs })
        }
        Way::HardLink => match link_refused(&looked.shown, target, allow_owner_change) {
            Some(why) => Err(why),
            None => Ok(blocks),
        },
        Way::Clone if !matches!(file_systems[blocks.fs].clones, CloneSupport::Supported) => {
            Err(LeftAlone::CannotShareBlocks { fs: blocks.fs })
        }
        Way::Clone if !looked.may_share => Err(LeftAlone::NotPermitted),
        _ => Ok(blocks),
    }
}
