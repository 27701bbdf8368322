//! [`ScanChoices`]: what a user chooses about a scan, as plain values both front ends fill
//! (the command line from its arguments, the app from its saved settings), and the one
//! place those choices become [`ScanOptions`], with what every scan needs whoever asks
//! (the home trash, Doppel's own folders, the cache's default place).

use std::path::PathBuf;

use super::{DEFAULT_FOLDER_SIMILARITY, FolderOptions, SMALLEST_FILE, ScanOptions};
use crate::cache::FingerprintCache;
use crate::images::{ImageOptions, Likeness};
use crate::music::MusicOptions;
use crate::near::Similarity;
use crate::near::documents::NearOptions;
use crate::report::NormalizeOptions;
use crate::videos::VideoOptions;

/// Every choice a user makes about a scan, besides which folders. [`Default`] is the one
/// set of defaults both front ends start from (the command line's flags and the app's
/// settings change them from there): every search on, similar images, videos and folders
/// too. Similar videos need ffmpeg: where it cannot be run, a scan that meets videos says
/// so in its notice ([`crate::videos::VideosOff`]), and the app's settings say it before.
#[derive(Debug, Clone, PartialEq)]
pub struct ScanChoices {
    /// Find duplicate and similar folders.
    pub find_folders: bool,
    /// Duplicate folders must also hold their files under the same relative names.
    pub folder_same_names: bool,
    /// The least share of file contents two folders must have in common to be similar;
    /// 0 (or less) reports duplicate folders only.
    pub similar_folders: f64,
    /// Files smaller than this are ignored (values below [`SMALLEST_FILE`] count as it).
    pub min_size: u64,
    /// Glob patterns to skip; blank ones (an empty line in the app's box) are dropped.
    pub excludes: Vec<String>,
    /// Scan dot-files and dot-folders too.
    pub hidden: bool,
    /// Scan the files in trash folders too.
    pub include_trash: bool,
    /// Follow symbolic links.
    pub follow_links: bool,
    /// Do not cross into other file systems below a folder.
    pub one_file_system: bool,
    /// Worker threads; 0 picks the default.
    pub threads: usize,
    /// Only look for exact copies.
    pub exact_only: bool,
    /// Minimum resemblance for similar documents.
    pub similarity: Similarity,
    /// What is left out of documents' words before they are compared.
    pub normalize: NormalizeOptions,
    /// Look for similar images.
    pub find_images: bool,
    /// How alike two images must be to be grouped.
    pub image_likeness: Likeness,
    /// Look for similar videos (needs ffmpeg).
    pub find_videos: bool,
    /// Look for similar music (needs ffmpeg).
    pub find_music: bool,
    /// Where the fingerprint cache lives.
    pub cache: CacheChoice,
}

/// Which fingerprint cache a scan uses.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum CacheChoice {
    /// The user's cache folder ([`FingerprintCache::default_path`]).
    #[default]
    Default,
    /// None: every file is read.
    Off,
    /// This file.
    File(PathBuf),
}

impl Default for ScanChoices {
    fn default() -> Self {
        ScanChoices {
            find_folders: true,
            folder_same_names: false,
            similar_folders: DEFAULT_FOLDER_SIMILARITY,
            min_size: SMALLEST_FILE,
            excludes: Vec::new(),
            hidden: false,
            include_trash: false,
            follow_links: false,
            one_file_system: false,
            threads: 0,
            exact_only: false,
            similarity: Similarity::DEFAULT,
            normalize: NormalizeOptions::default(),
            find_images: true,
            image_likeness: Likeness::default(),
            find_videos: true,
            find_music: true,
            cache: CacheChoice::Default,
        }
    }
}

impl ScanChoices {
    /// The options for scanning `roots`, with `references` as the folders of originals.
    pub fn scan_options(&self, roots: Vec<PathBuf>, references: Vec<PathBuf>) -> ScanOptions {
        let mut options = ScanOptions::new(roots);
        options.references = references;
        options.folders = FolderOptions {
            find: self.find_folders,
            same_names: self.folder_same_names,
            similar: Some(self.similar_folders).filter(|&share| share > 0.0),
        };
        options.min_size = self.min_size;
        options.excludes = self
            .excludes
            .iter()
            .filter(|pattern| !pattern.trim().is_empty())
            .cloned()
            .collect();
        options.hidden = self.hidden;
        options.follow_links = self.follow_links;
        options.one_file_system = self.one_file_system;
        options.exact_only = self.exact_only;
        options.near = self.near_options();
        options.images = ImageOptions {
            find: self.find_images,
            likeness: self.image_likeness,
        };
        options.videos = VideoOptions {
            find: self.find_videos,
            tools: None,
        };
        options.music = MusicOptions {
            find: self.find_music,
            tools: None,
        };
        options.threads = self.threads;
        options.cache = match &self.cache {
            CacheChoice::Default => FingerprintCache::default_path(),
            CacheChoice::Off => None,
            CacheChoice::File(path) => Some(path.clone()),
        };
        // Whatever the user chose, no scan enters the home trash (unless trash is included)
        // nor Doppel's own folders.
        options.home_trash = crate::trash_folders::home_trash_folder();
        options.include_trash = self.include_trash;
        options.own_folders = crate::own_folders::doppel_folders();
        options
    }

    /// How documents are compared.
    pub fn near_options(&self) -> NearOptions {
        NearOptions {
            threshold: self.similarity,
            normalize: self.normalize,
            ..NearOptions::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_choices_look_for_everything_with_what_every_scan_needs() {
        let roots = vec![PathBuf::from("/a")];
        let options = ScanChoices::default().scan_options(roots.clone(), Vec::new());
        let mut expected = ScanOptions::new(roots);
        // The engine's own options look for exact copies and documents only; the choices
        // a user starts from look for similar images, videos, music and folders too.
        expected.folders.find = true;
        expected.images.find = true;
        expected.videos.find = true;
        expected.music.find = true;
        expected.cache = FingerprintCache::default_path();
        expected.home_trash = crate::trash_folders::home_trash_folder();
        expected.own_folders = crate::own_folders::doppel_folders();
        assert_eq!(options, expected);
    }

    #[test]
    fn blank_excludes_are_dropped_and_a_share_of_zero_means_duplicate_folders_only() {
        let choices = ScanChoices {
            excludes: vec!["*.tmp".into(), "  ".into(), String::new()],
            find_folders: true,
            similar_folders: 0.0,
            cache: CacheChoice::Off,
            ..ScanChoices::default()
        };
        let options = choices.scan_options(vec![PathBuf::from("/a")], Vec::new());
        assert_eq!(options.excludes, ["*.tmp"]);
        assert_eq!(options.folders.similar, None);
        assert_eq!(options.cache, None);
    }
}
