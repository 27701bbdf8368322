//! What the review panel loads on workers (previews, diffs, words changed, folder and image
//! comparisons, video frames), kept by what it was loaded for, with one rule for all of it:
//!
//! - what the selection shows is asked for once, and marked as used on every frame it is
//!   shown;
//! - a request still loading when another is made was superseded (the worker drops it unless
//!   it already started): it is forgotten, so coming back to it asks again;
//! - once a cache holds more than its capacity, what was used longest ago goes first, never
//!   what is on screen now;
//! - new results (a scan, a report) clear everything.

use std::collections::HashMap;
use std::hash::Hash;
use std::path::PathBuf;
use std::sync::Arc;

use crate::engine::folders::FolderComparison;
use crate::review::AlignedDiff;
use crate::review::Preview;

use super::messages::{ComparedImages, FrameRequest, ReviewJob, VideoFrames};

/// What the review panel has for a file or a pair.
#[derive(Debug)]
pub enum Loaded<T> {
    Loading,
    Ready(T),
}

/// Words changed between two versions, (left, right), or why they could not be compared.
pub type ChangedWords = Result<(usize, usize), String>;

/// Two files compared, (left, right).
pub type FilePair = (PathBuf, PathBuf);

struct Entry<V> {
    loaded: Loaded<V>,
    /// The [`ReviewCache::frame`] it was last asked for or shown in.
    used: u64,
}

/// One kind of thing the review loads, by what it was loaded for.
pub struct ReviewCache<K, V> {
    entries: HashMap<K, Entry<V>>,
    /// Ready entries kept beyond those on screen.
    capacity: usize,
    frame: u64,
}

impl<K: Eq + Hash + Clone, V> ReviewCache<K, V> {
    pub fn with_capacity(capacity: usize) -> Self {
        ReviewCache {
            entries: HashMap::new(),
            capacity,
            frame: 0,
        }
    }

    pub fn get(&self, key: &K) -> Option<&Loaded<V>> {
        self.entries.get(key).map(|entry| &entry.loaded)
    }

    /// The value, once loaded.
    pub fn ready(&self, key: &K) -> Option<&V> {
        match self.get(key)? {
            Loaded::Ready(value) => Some(value),
            Loaded::Loading => None,
        }
    }

    /// Whether it was asked for (loading or loaded).
    pub fn contains(&self, key: &K) -> bool {
        self.entries.contains_key(key)
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    fn loading(&self) -> bool {
        self.entries
            .values()
            .any(|entry| matches!(entry.loaded, Loaded::Loading))
    }

    /// Marks `key` as asked for: its result is on its way.
    fn request(&mut self, key: K) {
        let used = self.frame;
        self.entries.insert(
            key,
            Entry {
                loaded: Loaded::Loading,
                used,
            },
        );
    }

    /// Keeps what a worker loaded, then makes room.
    pub fn finish(&mut self, key: K, value: V) {
        let used = self.frame;
        self.entries.insert(
            key,
            Entry {
                loaded: Loaded::Ready(value),
                used,
            },
        );
        self.make_room();
    }

    /// `key` is on screen in this frame.
    fn touch(&mut self, key: &K) {
        let frame = self.frame;
        if let Some(entry) = self.entries.get_mut(key) {
            entry.used = frame;
        }
    }

    fn next_frame(&mut self) {
        self.frame += 1;
    }

    /// Forgets requests still loading: they were superseded.
    fn forget_superseded(&mut self) {
        self.entries
            .retain(|_, entry| matches!(entry.loaded, Loaded::Ready(_)));
    }

    /// Drops the loaded entries used longest ago while there are more than the capacity,
    /// sparing those shown in the current frame.
    fn make_room(&mut self) {
        let ready = self
            .entries
            .values()
            .filter(|e| matches!(e.loaded, Loaded::Ready(_)))
            .count();
        if ready <= self.capacity {
            return;
        }
        let mut old: Vec<(u64, K)> = self
            .entries
            .iter()
            .filter(|(_, e)| matches!(e.loaded, Loaded::Ready(_)) && e.used < self.frame)
            .map(|(key, e)| (e.used, key.clone()))
            .collect();
        old.sort_by_key(|(used, _)| *used);
        for (_, key) in old.into_iter().take(ready - self.capacity) {
            self.entries.remove(&key);
        }
    }

    fn clear(&mut self) {
        self.entries.clear();
    }
}

/// Everything the review loads.
pub struct ReviewData {
    pub previews: ReviewCache<PathBuf, Preview>,
    /// Pairs of documents aligned for the side-by-side review, by (left, right).
    pub diffs: ReviewCache<FilePair, Result<Arc<AlignedDiff>, String>>,
    /// Words changed between neighbouring versions of near groups, by (older, newer); pairs
    /// whose whole diff is in `diffs` are read from there.
    pub change_counts: ReviewCache<FilePair, ChangedWords>,
    /// Folder pairs compared for the folder review, by (left, right).
    pub folder_comparisons: ReviewCache<FilePair, Result<FolderComparison, String>>,
    /// Image pairs made comparable for the flicker and difference views, by (reference,
    /// other): three textures a pair, so few are kept.
    pub image_comparisons: ReviewCache<FilePair, Result<Arc<ComparedImages>, String>>,
    /// Two videos' frames at the same moments, by what was asked: six small textures each.
    pub video_frames: ReviewCache<FrameRequest, Result<Arc<VideoFrames>, String>>,
}

impl Default for ReviewData {
    fn default() -> Self {
        ReviewData {
            previews: ReviewCache::with_capacity(256),
            diffs: ReviewCache::with_capacity(8),
            change_counts: ReviewCache::with_capacity(4096),
            folder_comparisons: ReviewCache::with_capacity(8),
            image_comparisons: ReviewCache::with_capacity(2),
            video_frames: ReviewCache::with_capacity(4),
        }
    }
}

impl ReviewData {
    /// Forgets everything: the results it was loaded for were replaced.
    pub fn clear(&mut self) {
        self.previews.clear();
        self.diffs.clear();
        self.change_counts.clear();
        self.folder_comparisons.clear();
        self.image_comparisons.clear();
        self.video_frames.clear();
    }

    /// Whether a worker is loading something.
    pub fn busy(&self) -> bool {
        self.previews.loading()
            || self.diffs.loading()
            || self.change_counts.loading()
            || self.folder_comparisons.loading()
            || self.image_comparisons.loading()
            || self.video_frames.loading()
    }

    /// Whether `job` was asked for already (loading or loaded).
    pub fn has(&self, job: &ReviewJob) -> bool {
        match job {
            ReviewJob::Preview(path) => self.previews.contains(path),
            ReviewJob::Diff(left, right) => self.diffs.contains(&pair(left, right)),
            ReviewJob::CountChanges(left, right) => self.change_counts.contains(&pair(left, right)),
            ReviewJob::CompareFolders(left, right) => {
                self.folder_comparisons.contains(&pair(left, right))
            }
            ReviewJob::CompareImages(left, right) => {
                self.image_comparisons.contains(&pair(left, right))
            }
            ReviewJob::VideoFrames(request) => self.video_frames.contains(request),
        }
    }

    /// A new frame begins: what is shown in it is marked with [`ReviewData::shown`].
    pub fn next_frame(&mut self) {
        self.previews.next_frame();
        self.diffs.next_frame();
        self.change_counts.next_frame();
        self.folder_comparisons.next_frame();
        self.image_comparisons.next_frame();
        self.video_frames.next_frame();
    }

    /// `job`'s result is on screen (or about to be): it is the last to go.
    pub fn shown(&mut self, job: &ReviewJob) {
        match job {
            ReviewJob::Preview(path) => self.previews.touch(path),
            ReviewJob::Diff(left, right) => self.diffs.touch(&pair(left, right)),
            ReviewJob::CountChanges(left, right) => self.change_counts.touch(&pair(left, right)),
            ReviewJob::CompareFolders(left, right) => {
                self.folder_comparisons.touch(&pair(left, right))
            }
            ReviewJob::CompareImages(left, right) => {
                self.image_comparisons.touch(&pair(left, right))
            }
            ReviewJob::VideoFrames(request) => self.video_frames.touch(request),
        }
    }

    /// Records that `job` was handed to a worker. What was still loading is forgotten when
    /// something the screen needs more is asked for (not for a background count).
    pub fn requested(&mut self, job: &ReviewJob) {
        if !matches!(job, ReviewJob::CountChanges(..)) {
            self.previews.forget_superseded();
            self.diffs.forget_superseded();
            self.change_counts.forget_superseded();
            self.folder_comparisons.forget_superseded();
            self.image_comparisons.forget_superseded();
            self.video_frames.forget_superseded();
        }
        match job {
            ReviewJob::Preview(path) => self.previews.request(path.clone()),
            ReviewJob::Diff(left, right) => self.diffs.request(pair(left, right)),
            ReviewJob::CountChanges(left, right) => self.change_counts.request(pair(left, right)),
            ReviewJob::CompareFolders(left, right) => {
                self.folder_comparisons.request(pair(left, right))
            }
            ReviewJob::CompareImages(left, right) => {
                self.image_comparisons.request(pair(left, right))
            }
            ReviewJob::VideoFrames(request) => self.video_frames.request(request.clone()),
        }
    }
}

fn pair(left: &std::path::Path, right: &std::path::Path) -> FilePair {
    (left.to_path_buf(), right.to_path_buf())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn preview(path: &str) -> ReviewJob {
        ReviewJob::Preview(PathBuf::from(path))
    }

    fn binary() -> Preview {
        Preview::Binary {
            description: "data".to_string(),
        }
    }

    #[test]
    fn a_request_superseded_while_loading_is_asked_again_later() {
        let mut data = ReviewData::default();
        data.requested(&preview("/a"));
        data.requested(&preview("/b"));
        assert!(
            !data.has(&preview("/a")),
            "forgotten: coming back asks again"
        );
        assert!(data.has(&preview("/b")));
        assert!(data.busy());
        data.previews.finish(PathBuf::from("/b"), binary());
        assert!(!data.busy());
    }

    #[test]
    fn a_background_count_does_not_supersede_what_the_screen_waits_for() {
        let mut data = ReviewData::default();
        data.requested(&preview("/a"));
        data.requested(&ReviewJob::CountChanges("/x".into(), "/y".into()));
        assert!(data.has(&preview("/a")));
    }

    #[test]
    fn loaded_entries_beyond_the_capacity_go_oldest_first_never_the_one_shown() {
        let mut cache: ReviewCache<u32, &str> = ReviewCache::with_capacity(2);
        for key in 0..3 {
            cache.next_frame();
            cache.request(key);
            cache.finish(key, "loaded");
        }
        assert!(!cache.contains(&0), "used longest ago");
        assert!(cache.contains(&1) && cache.contains(&2));
        // Key 1 shown again, then a new one loaded: 2 is now the oldest.
        cache.next_frame();
        cache.touch(&1);
        cache.request(3);
        cache.finish(3, "loaded");
        assert!(cache.contains(&1) && cache.contains(&3));
        assert!(!cache.contains(&2));
    }

    #[test]
    fn what_is_on_screen_stays_even_beyond_the_capacity() {
        let mut cache: ReviewCache<u32, &str> = ReviewCache::with_capacity(1);
        cache.next_frame();
        for key in 0..3 {
            cache.request(key);
            cache.finish(key, "loaded");
        }
        assert_eq!(cache.len(), 3, "all three shown in this frame");
        cache.next_frame();
        cache.touch(&2);
        cache.request(3);
        cache.finish(3, "loaded");
        assert!(cache.contains(&2) && cache.contains(&3));
        assert!(!cache.contains(&0) && !cache.contains(&1));
    }

    #[test]
    fn new_results_clear_everything() {
        let mut data = ReviewData::default();
        data.requested(&preview("/a"));
        data.previews.finish(PathBuf::from("/a"), binary());
        data.clear();
        assert!(data.previews.is_empty());
    }
}
