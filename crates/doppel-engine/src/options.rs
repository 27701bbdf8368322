//! [`ScanOptions`]: everything a user can choose about a scan, independent of any front end.

mod choices;

use std::path::PathBuf;

pub use choices::{CacheChoice, ScanChoices};

use super::images::ImageOptions;
use super::music::MusicOptions;
use super::near::documents::NearOptions;
use super::videos::VideoOptions;
use crate::report::Bar;

/// What to scan and how. Front ends build one from their settings through [`ScanChoices`].
#[derive(Debug, Clone, PartialEq)]
pub struct ScanOptions {
    /// Folders (or single files) to scan; absolute paths.
    pub roots: Vec<PathBuf>,
    /// Folders holding the originals: scanned too (whether or not they are also in
    /// `roots`), their files never trashed, and groups made only of their files left out.
    pub references: Vec<PathBuf>,
    /// One set against another: the folders of the other set (B), scanned too. When any is
    /// given, only groups joining a file of B with a file outside B (set A: the roots and
    /// references) are reported, and copies only inside A, or only inside B, are not groups.
    /// They are references too: nothing in B is ever trashed, and a cleanup trashes an A copy
    /// only where a B copy vouches for it (see `crate::against`).
    pub against: Vec<PathBuf>,
    /// Whether and how to find duplicate and similar folders.
    pub folders: FolderOptions,
    /// Files smaller than this are ignored; values below [`SMALLEST_FILE`] count as it.
    pub min_size: u64,
    /// Glob patterns matched against each file or folder's name and its full path.
    pub excludes: Vec<String>,
    /// Scan dot-files and dot-folders too.
    pub hidden: bool,
    /// Follow symbolic links (loops are detected and reported).
    pub follow_links: bool,
    /// Do not cross into other file systems below a root.
    pub one_file_system: bool,
    /// Only look for exact copies; skip near-duplicate documents.
    pub exact_only: bool,
    /// How near-duplicate documents are found.
    pub near: NearOptions,
    /// Whether and how similar images are found.
    pub images: ImageOptions,
    /// Whether similar videos are found (needs ffmpeg), and where ffmpeg is.
    pub videos: VideoOptions,
    /// Whether similar music is found (needs ffmpeg), and where ffmpeg is.
    pub music: MusicOptions,
    /// Worker threads for walking and hashing; 0 picks the default (four per core, at least
    /// 8, at most 64); never more than [`MAX_THREADS`].
    pub threads: usize,
    /// The fingerprint cache file (see [`crate::cache`]), usually
    /// [`FingerprintCache::default_path`]; `None` reads every file. Files the cache
    /// remembers unchanged are not read again.
    ///
    /// [`FingerprintCache::default_path`]: crate::cache::FingerprintCache::default_path
    pub cache: Option<PathBuf>,
    /// The home trash folder (`$XDG_DATA_HOME/Trash`), which the walk does not enter
    /// (unless `include_trash`); front ends fill it from [`home_trash_folder`]. The trash
    /// folders recognised by name (`.Trash-1000`, `$RECYCLE.BIN`, any user's
    /// `.local/share/Trash`: see [`trash_folders`]) are left out too, whatever this holds.
    /// `None`: there is no home trash to leave out.
    ///
    /// [`home_trash_folder`]: crate::trash_folders::home_trash_folder
    /// [`trash_folders`]: crate::trash_folders
    pub home_trash: Option<PathBuf>,
    /// Scan the files in trash folders too. They appear in groups, but the keep rules never
    /// keep one, and cleanup never counts one as the kept copy: a trashed copy is not a
    /// copy the user has. Off by default: trash folders are listed under skipped.
    pub include_trash: bool,
    /// Doppel's own folders (cleanup journals, cache, settings), never scanned whatever the
    /// other options say; front ends fill them from [`doppel_folders`]. Empty: none to
    /// leave out.
    ///
    /// [`doppel_folders`]: crate::own_folders::doppel_folders
    pub own_folders: Vec<PathBuf>,
}

/// Folder detection: off unless `find` is set.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FolderOptions {
    /// Find duplicate and similar folders.
    pub find: bool,
    /// Duplicate folders must also hold their files under the same relative names.
    pub same_names: bool,
    /// The least share (Jaccard index) of file contents two folders must have in common to
    /// be reported as similar; `None` reports duplicate folders only.
    pub similar: Option<f64>,
}

/// Folders sharing at least this share of their file contents are similar, by default.
pub const DEFAULT_FOLDER_SIMILARITY: f64 = 0.8;

impl Default for FolderOptions {
    fn default() -> Self {
        FolderOptions {
            find: false,
            same_names: false,
            similar: Some(DEFAULT_FOLDER_SIMILARITY),
        }
    }
}

/// No scan looks at files smaller than this, whatever `min_size` says: empty files are all
/// alike, and none is a duplicate worth reporting.
pub const SMALLEST_FILE: u64 = 1;

/// The most worker threads a scan uses, whatever it is asked for: more only add the cost
/// of starting them (10,000 threads made a two-file scan take minutes).
pub const MAX_THREADS: usize = 256;

/// Four threads per core (at least 8): most of a scan's time on a cold cache is spent
/// waiting for the disk, and more requests in flight hide that wait; on a warm cache the
/// extra threads cost nothing measurable.
pub(crate) fn default_threads() -> usize {
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    (cores * 4).clamp(8, 64)
}

impl ScanOptions {
    /// The worker thread count to use: the user's choice (at most [`MAX_THREADS`]), or the
    /// default.
    pub(crate) fn worker_threads(&self) -> usize {
        if self.threads == 0 {
            default_threads()
        } else {
            self.threads.min(MAX_THREADS)
        }
    }

    /// The smallest file the scan considers: `min_size`, but never below [`SMALLEST_FILE`].
    pub(crate) fn smallest_file(&self) -> u64 {
        self.min_size.max(SMALLEST_FILE)
    }

    /// Options for scanning `roots` for exact copies and similar documents only, every
    /// other search off: the engine's own starting point, which its tests build on. What a
    /// user starts from (every search on) is [`ScanChoices::default`].
    pub fn new(roots: Vec<PathBuf>) -> Self {
        ScanOptions {
            roots,
            references: Vec::new(),
            against: Vec::new(),
            folders: FolderOptions::default(),
            min_size: SMALLEST_FILE,
            excludes: Vec::new(),
            hidden: false,
            follow_links: false,
            one_file_system: false,
            exact_only: false,
            near: NearOptions::default(),
            images: ImageOptions::default(),
            videos: VideoOptions::default(),
            music: MusicOptions::default(),
            threads: 0,
            cache: None,
            home_trash: None,
            include_trash: false,
            own_folders: Vec::new(),
        }
    }
}

impl Bar {
    /// The bar a scan with `options` holds its groups to.
    pub fn of(options: &ScanOptions) -> Bar {
        Bar {
            similarity: options.near.threshold,
            normalize: options.near.normalize,
            likeness: options.images.likeness,
        }
    }
}
