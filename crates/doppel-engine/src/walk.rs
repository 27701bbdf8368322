//! The parallel directory walk: turns the roots into a list of regular files with metadata.
//!
//! Symbolic links are skipped unless following was asked for (then loops are reported, not
//! followed forever); FIFOs, sockets and devices are never opened; unreadable folders and
//! files that vanish while we look go to the skipped list and the walk goes on. Trash
//! folders (see [`trash_folders`](super::trash_folders)) are never entered: each one the walk
//! reaches, and each root inside one, is listed under skipped instead.

use std::path::{Path, PathBuf};
use std::sync::Mutex;

use globset::{Glob, GlobSet, GlobSetBuilder};
use ignore::{DirEntry, ParallelVisitor, ParallelVisitorBuilder, WalkBuilder, WalkState};

use super::entry::FileEntry;
use super::errors::describe_walk_error;
use super::options::ScanOptions;
use super::progress::{CancelToken, ProgressCounters};
use super::trash_folders::{
    LINK_INTO_TRASH_REASON, ROOT_IN_TRASH_REASON, TRASH_FOLDER_REASON, is_in_trash_folder,
    is_trash_name,
};
use crate::report::Skipped;

/// Everything the walk found.
#[derive(Debug, Default)]
pub struct WalkOutput {
    /// Regular files at least `min_size` bytes long, sorted by path, each path once.
    pub files: Vec<FileEntry>,
    pub(crate) skipped: Vec<Skipped>,
    /// All regular files seen, whatever their size.
    pub(crate) files_seen: u64,
    /// Their total size.
    pub(crate) bytes_seen: u64,
}

/// Compiles the user's exclude patterns; the error names the pattern that is not a glob.
pub fn compile_excludes(patterns: &[String]) -> Result<GlobSet, globset::Error> {
    let mut builder = GlobSetBuilder::new();
    for pattern in patterns {
        builder.add(Glob::new(pattern)?);
    }
    builder.build()
}

/// Walks every root in parallel and collects the regular files.
pub fn walk(
    options: &ScanOptions,
    excludes: &GlobSet,
    progress: &ProgressCounters,
    cancel: &CancelToken,
) -> WalkOutput {
    // Compared with canonical walked paths, so canonical itself where it exists.
    let home_trash = options
        .home_trash
        .as_ref()
        .map(|trash| trash.canonicalize().unwrap_or_else(|_| trash.clone()))
        .unwrap_or_default();
    let (in_trash, roots): (Vec<&PathBuf>, Vec<&PathBuf>) = options
        .roots
        .iter()
        .partition(|root| is_in_trash_folder(root, &home_trash));
    let mut output = WalkOutput::default();
    for root in in_trash {
        let reason = if is_trash_folder(root, &home_trash) {
            TRASH_FOLDER_REASON
        } else {
            ROOT_IN_TRASH_REASON
        };
        output
            .skipped
            .push(Skipped::new(root.clone(), reason.to_string()));
    }
    let Some((first, rest)) = roots.split_first() else {
        return output;
    };
    let mut builder = WalkBuilder::new(first);
    for root in rest {
        builder.add(root);
    }
    let excludes_for_filter = excludes.clone();
    builder
        .standard_filters(false)
        .hidden(!options.hidden)
        .follow_links(options.follow_links)
        .same_file_system(options.one_file_system)
        .threads(options.worker_threads())
        .filter_entry(move |entry| !is_excluded(&excludes_for_filter, entry));

    let collected = Mutex::new(Vec::new());
    let mut visitors = VisitorBuilder {
        min_size: options.min_size,
        follow_links: options.follow_links,
        home_trash: &home_trash,
        progress,
        cancel,
        collected: &collected,
    };
    builder.build_parallel().visit(&mut visitors);

    for part in collected.into_inner().unwrap_or_else(|e| e.into_inner()) {
        output.files.extend(part.files);
        output.skipped.extend(part.skipped);
        output.files_seen += part.files_seen;
        output.bytes_seen += part.bytes_seen;
    }
    // Nested or repeated roots reach the same path twice; it is one file, listed once.
    // Byte order, not Path's component order: it puts equal paths side by side just the
    // same and is several times cheaper on 100,000+ paths.
    output
        .files
        .sort_unstable_by(|a, b| path_bytes(&a.path).cmp(path_bytes(&b.path)));
    output.files.dedup_by(|a, b| a.path == b.path);
    output.skipped.sort_by(|a, b| a.path.cmp(&b.path));
    output.skipped.dedup_by(|a, b| a.path == b.path);
    output
}

fn path_bytes(path: &Path) -> &[u8] {
    use std::os::unix::ffi::OsStrExt;
    path.as_os_str().as_bytes()
}

/// Whether `path` is a trash folder itself (not merely inside one).
fn is_trash_folder(path: &Path, home_trash: &Path) -> bool {
    (home_trash.is_absolute() && path == home_trash) || path.file_name().is_some_and(is_trash_name)
}

fn is_excluded(excludes: &GlobSet, entry: &DirEntry) -> bool {
    if excludes.is_empty() || entry.depth() == 0 {
        return false;
    }
    excludes.is_match(entry.file_name()) || excludes.is_match(entry.path())
}

struct VisitorBuilder<'a> {
    min_size: u64,
    follow_links: bool,
    home_trash: &'a Path,
    progress: &'a ProgressCounters,
    cancel: &'a CancelToken,
    collected: &'a Mutex<Vec<WalkOutput>>,
}

impl<'s> ParallelVisitorBuilder<'s> for VisitorBuilder<'s> {
    fn build(&mut self) -> Box<dyn ParallelVisitor + 's> {
        Box::new(Visitor {
            min_size: self.min_size,
            follow_links: self.follow_links,
            home_trash: self.home_trash,
            progress: self.progress,
            cancel: self.cancel,
            collected: self.collected,
            local: WalkOutput::default(),
        })
    }
}

/// One walker thread's state: it gathers locally and hands its part over when dropped.
struct Visitor<'a> {
    min_size: u64,
    follow_links: bool,
    /// Empty when there is no home trash.
    home_trash: &'a Path,
    progress: &'a ProgressCounters,
    cancel: &'a CancelToken,
    collected: &'a Mutex<Vec<WalkOutput>>,
    local: WalkOutput,
}

impl ParallelVisitor for Visitor<'_> {
    fn visit(&mut self, entry: Result<DirEntry, ignore::Error>) -> WalkState {
        if self.cancel.is_cancelled() {
            return WalkState::Quit;
        }
        match entry {
            Ok(entry) => self.visit_entry(entry),
            Err(error) => {
                self.skip_error(&error);
                WalkState::Continue
            }
        }
    }
}

impl Visitor<'_> {
    fn visit_entry(&mut self, entry: DirEntry) -> WalkState {
        if let Some(reason) = self.trash_reason(&entry) {
            self.local
                .skipped
                .push(Skipped::new(entry.into_path(), reason.to_string()));
            // For a folder this keeps the walk out of it; a file is simply not listed.
            return WalkState::Skip;
        }
        // Only regular files are candidates. Links are already resolved when following;
        // otherwise they, FIFOs, sockets and devices are passed over without being opened.
        if !entry.file_type().is_some_and(|t| t.is_file()) {
            return WalkState::Continue;
        }
        match entry.metadata() {
            Ok(metadata) if metadata.is_file() => {
                let file = FileEntry::new(entry.into_path(), &metadata);
                self.local.files_seen += 1;
                self.local.bytes_seen += file.size;
                self.progress.add_found(file.size);
                if file.size >= self.min_size {
                    self.local.files.push(file);
                }
            }
            Ok(_) => {}
            Err(error) => self.skip_error(&error),
        }
        WalkState::Continue
    }

    /// Why the walk must not take this entry: it is a trash folder, or (when following links)
    /// a link that leads into one. The entry's parent is not in the trash (the walk would not
    /// be there), so its own name or path decides; roots were judged before the walk.
    fn trash_reason(&self, entry: &DirEntry) -> Option<&'static str> {
        if entry.depth() == 0 {
            return None;
        }
        if self.follow_links && entry.path_is_symlink() {
            let target = entry.path().canonicalize().ok()?;
            return is_in_trash_folder(&target, self.home_trash).then_some(LINK_INTO_TRASH_REASON);
        }
        let is_dir = entry.file_type().is_some_and(|t| t.is_dir());
        (is_dir && is_trash_folder(entry.path(), self.home_trash)).then_some(TRASH_FOLDER_REASON)
    }

    fn skip_error(&mut self, error: &ignore::Error) {
        let Some(path) = error_path(error) else {
            return;
        };
        let reason = if self.follow_links && is_broken_link(path) {
            "broken symbolic link: its target does not exist".to_string()
        } else {
            describe_walk_error(error)
        };
        self.local
            .skipped
            .push(Skipped::new(path.to_path_buf(), reason));
    }
}

impl Drop for Visitor<'_> {
    fn drop(&mut self) {
        let part = std::mem::take(&mut self.local);
        if let Ok(mut collected) = self.collected.lock() {
            collected.push(part);
        }
    }
}

fn error_path(error: &ignore::Error) -> Option<&Path> {
    match error {
        ignore::Error::WithPath { path, .. } => Some(path),
        ignore::Error::WithDepth { err, .. } | ignore::Error::WithLineNumber { err, .. } => {
            error_path(err)
        }
        ignore::Error::Loop { child, .. } => Some(child),
        _ => None,
    }
}

fn is_broken_link(path: &Path) -> bool {
    path.symlink_metadata()
        .is_ok_and(|m| m.file_type().is_symlink())
        && path.metadata().is_err()
}
