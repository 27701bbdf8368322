//! The parallel directory walk: turns the roots into a list of regular files with metadata.
//!
//! Symbolic links are skipped unless following was asked for (then loops are reported, not
//! followed forever); FIFOs, sockets and devices are never opened; unreadable folders and
//! files that vanish while we look go to the skipped list and the walk goes on. Trash
//! folders (see [`trash_folders`](super::trash_folders)) are not entered unless the scan
//! includes them, and Doppel's own folders (see [`own_folders`](super::own_folders)) never
//! are: each one the walk reaches, each root inside one and each followed link into one is
//! listed under skipped instead ([`LeftOut`]).
//!
//! The walk is Doppel's own rather than a library's because a second scan from the cache
//! costs little more than the walk: each folder is read with it open, and each file's
//! metadata taken relative to it (`statx` on the open folder), which saves the kernel a
//! path lookup per file that the walkers we tried pay (about a fifth of the walk's time).
//! A folder that is its own ancestor (through a followed link or a bind mount) is a loop,
//! and is listed under skipped rather than entered.

use std::ffi::OsStr;
use std::fs::Metadata;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use globset::{Glob, GlobSet, GlobSetBuilder};

use super::entry::FileEntry;
use super::hardlinks::DistinctFile;
use super::options::ScanOptions;
use super::own_folders::is_in_own_folder;
use super::progress::{CancelToken, ProgressCounters};
use super::trash_folders::{is_in_trash_folder, is_trash_folder};
use super::walk_digest::WalkDigest;
use crate::report::{SkipReason, Skipped};

/// Everything the walk found.
#[derive(Debug, Default)]
pub struct WalkOutput {
    /// Regular files at least `min_size` bytes long, in no particular order (hard links
    /// not folded yet: see [`fold_hard_links`](super::hardlinks::fold_hard_links), which
    /// also puts them in a fixed order).
    pub files: Vec<DistinctFile>,
    pub(crate) skipped: Vec<Skipped>,
    /// All regular files seen, whatever their size.
    pub(crate) files_seen: u64,
    /// Their total size.
    pub(crate) bytes_seen: u64,
    /// Everything seen, summed: tells whether the tree is as a past walk found it.
    pub(crate) digest: WalkDigest,
}

/// Compiles the user's exclude patterns; the error names the pattern that is not a glob.
pub fn compile_excludes(patterns: &[String]) -> Result<GlobSet, globset::Error> {
    let mut builder = GlobSetBuilder::new();
    for pattern in patterns {
        builder.add(Glob::new(pattern)?);
    }
    builder.build()
}

/// Walks every root in parallel, on the current rayon thread pool, and collects the regular
/// files.
pub fn walk(
    options: &ScanOptions,
    excludes: &GlobSet,
    progress: &ProgressCounters,
    cancel: &CancelToken,
) -> WalkOutput {
    let left_out = LeftOut::of(options);
    let mut output = WalkOutput::default();
    let mut roots = Vec::with_capacity(options.roots.len());
    for root in &options.roots {
        match left_out.root(root) {
            Some(reason) => output.skipped.push(Skipped::new(root.clone(), reason)),
            None => roots.push(root),
        }
    }
    let walker = Walker {
        filters: Filters::of(options, excludes),
        follow_links: options.follow_links,
        one_file_system: options.one_file_system,
        left_out: &left_out,
        progress,
        cancel,
        collected: Mutex::new(WalkOutput::default()),
    };
    rayon::scope(|scope| {
        for root in roots {
            walker.visit_root(scope, root);
        }
    });

    let gathered = walker
        .collected
        .into_inner()
        .unwrap_or_else(|e| e.into_inner());
    output.files = gathered.files;
    output.skipped.extend(gathered.skipped);
    output.files_seen = gathered.files_seen;
    output.bytes_seen = gathered.bytes_seen;
    output.skipped.sort_by(|a, b| a.path.cmp(&b.path));
    output.skipped.dedup_by(|a, b| a.path == b.path);
    output.digest = gathered.digest;
    for skipped in &output.skipped {
        output.digest.add_skipped(skipped);
    }
    output
}

/// The folders a scan leaves out whatever they hold: Doppel's own always, the trash
/// folders unless the scan includes them. Each check says why, as the skipped list gives it.
pub(crate) struct LeftOut {
    /// Empty when there is no home trash.
    home_trash: PathBuf,
    include_trash: bool,
    own: Vec<PathBuf>,
}

impl LeftOut {
    /// From the scan's options; the folders canonical where they exist, as they are compared
    /// with canonical walked paths.
    pub(crate) fn of(options: &ScanOptions) -> LeftOut {
        let canonical = |folder: &PathBuf| folder.canonicalize().unwrap_or_else(|_| folder.clone());
        LeftOut {
            home_trash: options
                .home_trash
                .as_ref()
                .map(canonical)
                .unwrap_or_default(),
            include_trash: options.include_trash,
            own: options.own_folders.iter().map(canonical).collect(),
        }
    }

    /// Whether `path` lies in a folder the scan leaves out, or is one.
    pub(crate) fn holds(&self, path: &Path) -> bool {
        is_in_own_folder(path, &self.own)
            || (!self.include_trash && is_in_trash_folder(path, &self.home_trash))
    }

    /// Why the root `root` is not walked, if it is not.
    fn root(&self, root: &Path) -> Option<SkipReason> {
        if is_in_own_folder(root, &self.own) {
            Some(if self.own.iter().any(|own| own == root) {
                SkipReason::OwnFolder
            } else {
                SkipReason::RootInOwnFolder
            })
        } else if !self.include_trash && is_in_trash_folder(root, &self.home_trash) {
            Some(if is_trash_folder(root, &self.home_trash) {
                SkipReason::TrashFolder
            } else {
                SkipReason::RootInTrash
            })
        } else {
            None
        }
    }

    /// Why the folder at `path`, reached by the walk, is not entered, if it is not.
    fn folder(&self, path: &Path) -> Option<SkipReason> {
        if self.own.iter().any(|own| own == path) {
            Some(SkipReason::OwnFolder)
        } else if !self.include_trash && is_trash_folder(path, &self.home_trash) {
            Some(SkipReason::TrashFolder)
        } else {
            None
        }
    }

    /// Why a followed link leading to `target` (canonical) is not followed, if it is not.
    fn link_to(&self, target: &Path) -> Option<SkipReason> {
        if is_in_own_folder(target, &self.own) {
            Some(SkipReason::LinkIntoOwnFolder)
        } else if !self.include_trash && is_in_trash_folder(target, &self.home_trash) {
            Some(SkipReason::LinkIntoTrash)
        } else {
            None
        }
    }
}

/// The scan's filters, by name and size: the one rule the walk applies to each entry it
/// reads, and [`Coverage`] to a path found another way (a photo's companion).
struct Filters<'a> {
    excludes: &'a GlobSet,
    hidden: bool,
    min_size: u64,
}

impl<'a> Filters<'a> {
    fn of(options: &ScanOptions, excludes: &'a GlobSet) -> Filters<'a> {
        Filters {
            excludes,
            hidden: options.hidden,
            min_size: options.min_size,
        }
    }

    /// Whether the entry `name`, at `path` (a file or a folder), is let in by its name: not
    /// hidden (unless the scan takes hidden files), matched by no exclude pattern (by name
    /// or whole path).
    fn lets_in(&self, name: &OsStr, path: &Path) -> bool {
        if !self.hidden && name.as_bytes().first() == Some(&b'.') {
            return false;
        }
        self.excludes.is_empty() || !(self.excludes.is_match(name) || self.excludes.is_match(path))
    }

    /// Whether a regular file of `size` bytes is one the scan considers.
    fn keeps_size(&self, size: u64) -> bool {
        size >= self.min_size
    }
}

/// What a scan covered: its roots, less what its filters and the folders it leaves out
/// keep out. A photo's companion (see [`crate::companions`]) is listed, and so may move,
/// only when the scan covered it, by the same rule the walk applies.
pub(crate) struct Coverage<'a> {
    roots: &'a [PathBuf],
    filters: Filters<'a>,
    left_out: LeftOut,
}

impl<'a> Coverage<'a> {
    /// What a scan with `options` (resolved: roots absolute and canonical) and their
    /// compiled `excludes` covers.
    pub(crate) fn of(options: &'a ScanOptions, excludes: &'a GlobSet) -> Coverage<'a> {
        Coverage {
            roots: &options.roots,
            filters: Filters::of(options, excludes),
            left_out: LeftOut::of(options),
        }
    }

    /// Whether the walk would take the regular file at `path`, `size` bytes long: it lies
    /// under a root (or is one), in no folder left out, every name below the root let in,
    /// and it is large enough.
    pub(crate) fn covers(&self, path: &Path, size: u64) -> bool {
        if !crate::failpoint::guarded("companion-coverage") {
            return true;
        }
        let Some(root) = self.roots.iter().find(|root| path.starts_with(root)) else {
            return false;
        };
        if self.left_out.holds(path) || !self.filters.keeps_size(size) {
            return false;
        }
        // Each entry the walk would have read on the way down, itself last.
        let below: Vec<&Path> = path
            .ancestors()
            .take_while(|prefix| *prefix != root.as_path())
            .collect();
        below.iter().all(|prefix| {
            prefix
                .file_name()
                .is_some_and(|name| self.filters.lets_in(name, prefix))
        })
    }
}

/// The paths of a folder's entries, put together in one buffer that each entry reuses.
struct ChildPaths {
    bytes: Vec<u8>,
    /// The length of the folder's path and separator.
    base: usize,
}

impl ChildPaths {
    fn of(folder: &Path) -> ChildPaths {
        let mut bytes = folder.as_os_str().as_bytes().to_vec();
        if bytes.last() != Some(&b'/') {
            bytes.push(b'/');
        }
        let base = bytes.len();
        ChildPaths { bytes, base }
    }

    /// `folder/name`, valid until the next call.
    fn child(&mut self, name: &OsStr) -> &Path {
        self.bytes.truncate(self.base);
        self.bytes.extend_from_slice(name.as_bytes());
        Path::new(OsStr::from_bytes(&self.bytes))
    }
}

/// The folders from a root down to the one being read, by device and inode: a folder that
/// is one of its own ancestors (through a followed link or a bind mount) is a loop.
struct Ancestor {
    id: (u64, u64),
    parent: Option<Arc<Ancestor>>,
}

impl Ancestor {
    fn contains(mut this: &Arc<Ancestor>, id: (u64, u64)) -> bool {
        loop {
            if this.id == id {
                return true;
            }
            match &this.parent {
                Some(parent) => this = parent,
                None => return false,
            }
        }
    }
}

/// A folder waiting to be read.
struct Folder {
    /// Shared with every file found in it.
    path: Arc<Path>,
    /// The device of its root, for `one_file_system`.
    root_dev: u64,
    /// Itself and the folders above it.
    ancestors: Arc<Ancestor>,
}

/// The walk's settings and what it has gathered. Each folder is read by one task of the
/// scan's thread pool, which reads the folder's entries with the folder open (`statx`
/// relative to it, no path lookup per file) and spawns a task per subfolder.
struct Walker<'a> {
    filters: Filters<'a>,
    follow_links: bool,
    one_file_system: bool,
    left_out: &'a LeftOut,
    progress: &'a ProgressCounters,
    cancel: &'a CancelToken,
    /// What the folders gave, each folder's added when it is read. One list, not one per
    /// folder joined at the end: a list of a million files grows in place (the allocator
    /// remaps it), while joining would hold the parts and the whole at once.
    collected: Mutex<WalkOutput>,
}

impl<'a> Walker<'a> {
    fn visit_root<'s>(&'s self, scope: &rayon::Scope<'s>, root: &Path) {
        let mut part = WalkOutput::default();
        match std::fs::metadata(root) {
            Ok(metadata) if metadata.is_dir() => {
                let folder = Folder {
                    path: root.into(),
                    root_dev: metadata.dev(),
                    ancestors: Arc::new(Ancestor {
                        id: (metadata.dev(), metadata.ino()),
                        parent: None,
                    }),
                };
                scope.spawn(move |scope| self.visit_folder(scope, folder));
            }
            Ok(metadata) if metadata.is_file() => {
                self.found_file(&mut part, root, FileEntry::new(root, &metadata), &metadata)
            }
            Ok(_) => {}
            Err(error) => part
                .skipped
                .push(Skipped::new(root.to_path_buf(), SkipReason::io(&error))),
        }
        self.hand_over(part);
    }

    fn visit_folder<'s>(&'s self, scope: &rayon::Scope<'s>, folder: Folder) {
        if self.cancel.is_cancelled() {
            return;
        }
        let mut part = WalkOutput::default();
        let entries = match std::fs::read_dir(&folder.path) {
            Ok(entries) => entries,
            Err(error) => {
                part.skipped.push(Skipped::new(
                    folder.path.to_path_buf(),
                    SkipReason::io(&error),
                ));
                self.hand_over(part);
                return;
            }
        };
        let mut paths = ChildPaths::of(&folder.path);
        for entry in entries {
            if self.cancel.is_cancelled() {
                break;
            }
            match entry {
                Ok(entry) => self.visit_entry(scope, &folder, &entry, &mut paths, &mut part),
                Err(error) => {
                    part.skipped.push(Skipped::new(
                        folder.path.to_path_buf(),
                        SkipReason::io(&error),
                    ));
                    break;
                }
            }
        }
        self.hand_over(part);
    }

    fn visit_entry<'s>(
        &'s self,
        scope: &rayon::Scope<'s>,
        folder: &Folder,
        entry: &std::fs::DirEntry,
        paths: &mut ChildPaths,
        part: &mut WalkOutput,
    ) {
        let name = entry.file_name();
        let path = paths.child(&name);
        if !self.filters.lets_in(&name, path) {
            return;
        }
        let Ok(file_type) = entry.file_type() else {
            return;
        };
        if file_type.is_symlink() {
            if self.follow_links {
                self.visit_link(scope, folder, &name, path, part);
            }
            return;
        }
        if file_type.is_dir() {
            if let Some(reason) = self.left_out.folder(path) {
                part.skipped.push(Skipped::new(path.to_path_buf(), reason));
                return;
            }
            match entry.metadata() {
                Ok(metadata) => self.enter(scope, folder, path, &metadata, part),
                Err(error) => part
                    .skipped
                    .push(Skipped::new(path.to_path_buf(), SkipReason::io(&error))),
            }
        } else if file_type.is_file() {
            // Regular files only: FIFOs, sockets and devices are passed over unopened.
            match entry.metadata() {
                Ok(metadata) if metadata.is_file() => {
                    let file = FileEntry::in_folder(Arc::clone(&folder.path), &name, &metadata);
                    self.found_file(part, path, file, &metadata)
                }
                Ok(_) => {}
                Err(error) => part
                    .skipped
                    .push(Skipped::new(path.to_path_buf(), SkipReason::io(&error))),
            }
        }
    }

    /// A symbolic link, when links are followed: what it leads to is taken as if it were
    /// here, unless it leads into a folder left out, back into a folder being walked, or
    /// nowhere.
    fn visit_link<'s>(
        &'s self,
        scope: &rayon::Scope<'s>,
        folder: &Folder,
        name: &OsStr,
        path: &Path,
        part: &mut WalkOutput,
    ) {
        let metadata = match std::fs::metadata(path) {
            Ok(metadata) => metadata,
            Err(error) => {
                let reason = if error.kind() == std::io::ErrorKind::NotFound {
                    SkipReason::BrokenLink
                } else {
                    SkipReason::io(&error)
                };
                part.skipped.push(Skipped::new(path.to_path_buf(), reason));
                return;
            }
        };
        if let Ok(target) = path.canonicalize()
            && let Some(reason) = self.left_out.link_to(&target)
        {
            part.skipped.push(Skipped::new(path.to_path_buf(), reason));
            return;
        }
        if metadata.is_dir() {
            self.enter(scope, folder, path, &metadata, part);
        } else if metadata.is_file() {
            let file = FileEntry::in_folder(Arc::clone(&folder.path), name, &metadata);
            self.found_file(part, path, file, &metadata);
        }
    }

    /// Spawns the reading of a subfolder, unless it is a loop or on another file system
    /// when the walk must stay on one.
    fn enter<'s>(
        &'s self,
        scope: &rayon::Scope<'s>,
        folder: &Folder,
        path: &Path,
        metadata: &Metadata,
        part: &mut WalkOutput,
    ) {
        if self.one_file_system && metadata.dev() != folder.root_dev {
            return;
        }
        let id = (metadata.dev(), metadata.ino());
        if Ancestor::contains(&folder.ancestors, id) {
            part.skipped
                .push(Skipped::new(path.to_path_buf(), SkipReason::LinkLoop));
            return;
        }
        let child = Folder {
            path: path.into(),
            root_dev: folder.root_dev,
            ancestors: Arc::new(Ancestor {
                id,
                parent: Some(Arc::clone(&folder.ancestors)),
            }),
        };
        scope.spawn(move |scope| self.visit_folder(scope, child));
    }

    /// Takes `file`, found at `path`.
    fn found_file(&self, part: &mut WalkOutput, path: &Path, file: FileEntry, metadata: &Metadata) {
        part.digest.add_file(path, metadata);
        part.files_seen += 1;
        part.bytes_seen += file.size;
        self.progress.add_found(file.size);
        if self.filters.keeps_size(file.size) {
            part.files.push(DistinctFile::new(file));
        }
    }

    fn hand_over(&self, part: WalkOutput) {
        if part.files.is_empty() && part.skipped.is_empty() && part.files_seen == 0 {
            return;
        }
        if let Ok(mut collected) = self.collected.lock() {
            collected.files.extend(part.files);
            collected.skipped.extend(part.skipped);
            collected.files_seen += part.files_seen;
            collected.bytes_seen += part.bytes_seen;
            collected.digest.merge(&part.digest);
        }
    }
}
