//! The searches for similar files — documents (`near/`), images (`images/`), videos
//! (`videos/`), music (`music/`) — behind one interface, run in turn after the exact search, by a whole scan
//! and a live update alike (`scan.rs`'s `Stages::group`). A new kind of similar group is
//! its module, a [`Similar`] here, its place in [`SEARCHES`], and its variant of the
//! report's `Group` and `GroupKind`.

use std::path::Path;

use crate::cache::ScanCache;
use crate::hardlinks::DistinctFile;
use crate::images::decode::is_image_path;
use crate::images::find_images;
use crate::music::{find_music, is_music_path};
use crate::near::documents::find_near;
use crate::near::select::may_be_document;
use crate::options::ScanOptions;
use crate::progress::{CancelToken, ProgressCounters};
use crate::report::{Group, GroupKind, Notice, Report, Skipped};
use crate::videos::{find_videos, is_video_path};

/// What one search found.
#[derive(Default)]
pub(crate) struct Found {
    pub(crate) groups: Vec<Group>,
    pub(crate) skipped: Vec<Skipped>,
    /// How many of `skipped` are failures another scan may not meet (a file that could
    /// not be read, or changed while compared), unlike a verdict such as "too short".
    pub(crate) failures: usize,
    /// What the scan should say of the search itself (a tool missing, formats left out).
    pub(crate) notices: Vec<Notice>,
}

/// One search for similar files.
pub(crate) trait Similar: Sync {
    /// The kind of group it finds.
    fn kind(&self) -> GroupKind;

    /// Whether the scan's options ask for it (an exact-only scan asks for none).
    fn asked(&self, options: &ScanOptions) -> bool;

    /// Whether a file at `path` may be one it compares: a live update whose changed files
    /// none may be keeps its groups as they were.
    fn may_hold(&self, path: &Path) -> bool;

    /// Searches `contents` (one file per distinct content), reading only what `cache` has
    /// no fingerprint of and telling it the new ones.
    fn search(
        &self,
        contents: Vec<&DistinctFile>,
        options: &ScanOptions,
        cache: &mut ScanCache,
        progress: &ProgressCounters,
        cancel: &CancelToken,
    ) -> Found;
}

/// Every search, in the order they run and their groups are listed.
pub(crate) const SEARCHES: [&dyn Similar; 4] = [&Documents, &Images, &Videos, &Music];

/// Similar groups an update keeps from the report before it, by kind, rather than
/// searching again (nothing such a group could be made of changed).
#[derive(Debug, Default)]
pub(crate) struct Kept(Vec<(GroupKind, Vec<Group>)>);

impl Kept {
    /// The groups of `previous` of each kind that no file for which `changed` holds may be
    /// compared by.
    pub(crate) fn unless_changed(
        previous: &Report,
        changed: impl Fn(&dyn Similar) -> bool,
    ) -> Kept {
        let unchanged = SEARCHES.iter().filter(|search| !changed(**search));
        Kept(
            unchanged
                .map(|search| {
                    let kind = search.kind();
                    let groups = previous.groups.iter().filter(|g| g.kind() == kind);
                    (kind, groups.cloned().collect())
                })
                .collect(),
        )
    }

    /// The groups kept of `kind`, if they are.
    pub(crate) fn take(&mut self, kind: GroupKind) -> Option<Vec<Group>> {
        let at = self.0.iter().position(|(k, _)| *k == kind)?;
        Some(self.0.swap_remove(at).1)
    }
}

/// Near-duplicate documents: text extracted and compared by MinHash (`near/`).
struct Documents;

impl Similar for Documents {
    fn kind(&self) -> GroupKind {
        GroupKind::Near
    }

    fn asked(&self, options: &ScanOptions) -> bool {
        !options.exact_only
    }

    fn may_hold(&self, path: &Path) -> bool {
        may_be_document(path)
    }

    fn search(
        &self,
        contents: Vec<&DistinctFile>,
        options: &ScanOptions,
        cache: &mut ScanCache,
        progress: &ProgressCounters,
        cancel: &CancelToken,
    ) -> Found {
        let found = find_near(contents, &options.near, cache, progress, cancel);
        Found {
            groups: found.groups.into_iter().map(Group::Near).collect(),
            skipped: found.skipped,
            failures: found.failures,
            notices: Vec::new(),
        }
    }
}

/// Similar images: decoded and compared by perceptual hash (`images/`).
struct Images;

impl Similar for Images {
    fn kind(&self) -> GroupKind {
        GroupKind::Image
    }

    fn asked(&self, options: &ScanOptions) -> bool {
        options.images.find && !options.exact_only
    }

    fn may_hold(&self, path: &Path) -> bool {
        is_image_path(path)
    }

    fn search(
        &self,
        contents: Vec<&DistinctFile>,
        options: &ScanOptions,
        cache: &mut ScanCache,
        progress: &ProgressCounters,
        cancel: &CancelToken,
    ) -> Found {
        let found = find_images(contents, &options.images, cache, progress, cancel);
        Found {
            groups: found.groups.into_iter().map(Group::Image).collect(),
            skipped: found.skipped,
            failures: found.failures,
            notices: found.notices,
        }
    }
}

/// Similar videos: frames sampled by ffmpeg and matched in time (`videos/`).
struct Videos;

impl Similar for Videos {
    fn kind(&self) -> GroupKind {
        GroupKind::Video
    }

    fn asked(&self, options: &ScanOptions) -> bool {
        options.videos.find && !options.exact_only
    }

    fn may_hold(&self, path: &Path) -> bool {
        is_video_path(path)
    }

    fn search(
        &self,
        contents: Vec<&DistinctFile>,
        options: &ScanOptions,
        cache: &mut ScanCache,
        progress: &ProgressCounters,
        cancel: &CancelToken,
    ) -> Found {
        let found = find_videos(contents, &options.videos, cache, progress, cancel);
        Found {
            groups: found.groups.into_iter().map(Group::Video).collect(),
            skipped: found.skipped,
            failures: found.failures,
            notices: found.notices,
        }
    }
}

/// Similar music: decoded by ffmpeg, fingerprinted and aligned by its sound (`music/`).
struct Music;

impl Similar for Music {
    fn kind(&self) -> GroupKind {
        GroupKind::Music
    }

    fn asked(&self, options: &ScanOptions) -> bool {
        options.music.find && !options.exact_only
    }

    fn may_hold(&self, path: &Path) -> bool {
        is_music_path(path)
    }

    fn search(
        &self,
        contents: Vec<&DistinctFile>,
        options: &ScanOptions,
        cache: &mut ScanCache,
        progress: &ProgressCounters,
        cancel: &CancelToken,
    ) -> Found {
        let found = find_music(contents, &options.music, cache, progress, cancel);
        Found {
            groups: found.groups.into_iter().map(Group::Music).collect(),
            skipped: found.skipped,
            failures: found.failures,
            notices: found.notices,
        }
    }
}
