//! What the app remembers between runs: the chosen folders and the scan and display settings.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::engine::NearOptions;
use crate::engine::SMALLEST_FILE;
use crate::engine::cache::FingerprintCache;
use crate::engine::images::{ImageOptions, Likeness};
use crate::engine::near::Similarity;
use crate::engine::{FolderOptions, ScanOptions};

/// Persisted with eframe's storage; `#[serde(default)]` lets older saved files still load.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub folders: Vec<PathBuf>,
    /// The folders of `folders` marked as references (the originals): scanned, never
    /// trashed, and what the Only here tab compares the others with.
    pub references: Vec<PathBuf>,
    /// Look for duplicate and similar folders too.
    pub find_folders: bool,
    /// Duplicate folders must also hold their files under the same names.
    pub folder_same_names: bool,
    /// Minimum resemblance for similar documents. Saved as a plain number; a saved number
    /// out of range loads as the default.
    #[serde(deserialize_with = "saved_similarity")]
    pub similarity: Similarity,
    /// Look for similar images (the same photo resized, recompressed, cropped, turned...).
    pub find_images: bool,
    /// How alike two images must be to be grouped. Saved as its largest distance in bits;
    /// a saved number that is no step loads as the default.
    #[serde(serialize_with = "save_likeness", deserialize_with = "saved_likeness")]
    pub image_likeness: Likeness,
    /// Files smaller than this many bytes are ignored (the engine counts values below
    /// [`SMALLEST_FILE`] as that).
    pub min_size: u64,
    /// Glob patterns to skip, one per line in the settings window.
    pub excludes: Vec<String>,
    pub hidden: bool,
    /// Scan the files in trash folders too (listed in groups, never kept).
    pub include_trash: bool,
    pub theme: Theme,
    /// Scan everything again every this many minutes while watching: changes are applied
    /// as the watcher announces them, and this catches what it missed (network mounts
    /// announce nothing; a flood of changes can overflow the system's queue). 0 = never.
    pub rescan_minutes: u32,
    /// Which version of these settings was saved ([`SETTINGS_VERSION`]); a file written
    /// before versions were saved reads as 0.
    #[serde(default)]
    pub version: u32,
}

/// The version of the settings this build writes. 1: watched changes update the results
/// without a scan, so a whole rescan every [`DEFAULT_RESCAN_MINUTES`] is on by default.
pub const SETTINGS_VERSION: u32 = 1;

/// The interval of whole rescans while watching, unless the user sets another.
pub const DEFAULT_RESCAN_MINUTES: u32 = 60;

impl Default for Settings {
    fn default() -> Self {
        Settings {
            folders: Vec::new(),
            references: Vec::new(),
            find_folders: true,
            folder_same_names: false,
            similarity: Similarity::DEFAULT,
            find_images: true,
            image_likeness: Likeness::default(),
            min_size: SMALLEST_FILE,
            excludes: Vec::new(),
            hidden: false,
            include_trash: false,
            theme: Theme::System,
            rescan_minutes: DEFAULT_RESCAN_MINUTES,
            version: SETTINGS_VERSION,
        }
    }
}

/// A saved similarity: the number saved if it is in range, else the default (a file written
/// by an older version, or edited by hand, may hold any number).
fn saved_similarity<'de, D: serde::Deserializer<'de>>(saved: D) -> Result<Similarity, D::Error> {
    f64::deserialize(saved).map(Similarity::or_default)
}

fn save_likeness<S: serde::Serializer>(likeness: &Likeness, out: S) -> Result<S::Ok, S::Error> {
    out.serialize_u32(likeness.distance())
}

fn saved_likeness<'de, D: serde::Deserializer<'de>>(saved: D) -> Result<Likeness, D::Error> {
    let distance = u32::deserialize(saved).ok();
    Ok(Likeness::ALL
        .into_iter()
        .find(|step| Some(step.distance()) == distance)
        .unwrap_or_default())
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Theme {
    Light,
    Dark,
    System,
}

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::System, Theme::Light, Theme::Dark];

    pub fn label(self) -> &'static str {
        match self {
            Theme::Light => "Light",
            Theme::Dark => "Dark",
            Theme::System => "Follow the system",
        }
    }

    pub fn preference(self) -> egui::ThemePreference {
        match self {
            Theme::Light => egui::ThemePreference::Light,
            Theme::Dark => egui::ThemePreference::Dark,
            Theme::System => egui::ThemePreference::System,
        }
    }
}

impl Settings {
    /// Settings as saved by an earlier version, brought to this one's meaning. Before
    /// version 1, every change rescanned everything, and "no interval" (0, the default
    /// then) lost nothing; now it would leave the results to the watcher alone, so it
    /// becomes the default interval.
    pub fn upgraded(mut self) -> Settings {
        if self.version < 1 && self.rescan_minutes == 0 {
            self.rescan_minutes = DEFAULT_RESCAN_MINUTES;
        }
        self.version = SETTINGS_VERSION;
        self
    }

    /// The engine options for a scan of the chosen folders.
    pub fn scan_options(&self) -> ScanOptions {
        let (references, roots): (Vec<PathBuf>, Vec<PathBuf>) = self
            .folders
            .iter()
            .cloned()
            .partition(|folder| self.is_reference(folder));
        let mut options = ScanOptions::new(roots);
        options.references = references;
        options.folders = FolderOptions {
            find: self.find_folders,
            same_names: self.folder_same_names,
            ..FolderOptions::default()
        };
        options.min_size = self.min_size;
        options.excludes = self
            .excludes
            .iter()
            .filter(|e| !e.trim().is_empty())
            .cloned()
            .collect();
        options.hidden = self.hidden;
        options.near = NearOptions {
            threshold: self.similarity,
            ..NearOptions::default()
        };
        options.images = ImageOptions {
            find: self.find_images,
            likeness: self.image_likeness,
        };
        options.cache = FingerprintCache::default_path();
        options.home_trash = crate::engine::trash_folders::home_trash_folder();
        options.include_trash = self.include_trash;
        options.own_folders = crate::engine::own_folders::doppel_folders();
        options
    }

    /// Whether `folder` (one of the list) is marked as a reference.
    pub fn is_reference(&self, folder: &PathBuf) -> bool {
        self.references.contains(folder)
    }

    /// Marks `folder` as a reference, or unmarks it.
    pub fn toggle_reference(&mut self, folder: PathBuf) {
        if self.is_reference(&folder) {
            self.references.retain(|r| *r != folder);
        } else if self.folders.contains(&folder) {
            self.references.push(folder);
        }
    }

    /// Adds folders not already in the list; returns how many were new.
    pub fn add_folders(&mut self, folders: impl IntoIterator<Item = PathBuf>) -> usize {
        let mut added = 0;
        for folder in folders {
            if !self.folders.contains(&folder) {
                self.folders.push(folder);
                added += 1;
            }
        }
        added
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::{DEFAULT_RESCAN_MINUTES, Likeness, Settings, Similarity};

    #[test]
    fn a_saved_similarity_loads_when_in_range_and_falls_back_when_not() {
        let load = |json: &str| serde_json::from_str::<Settings>(json).unwrap().similarity;
        assert_eq!(load(r#"{"similarity": 0.9}"#).get(), 0.9);
        assert_eq!(load(r#"{"similarity": 0.3}"#), Similarity::DEFAULT);
        assert_eq!(load(r#"{"similarity": 7}"#), Similarity::DEFAULT);
        assert_eq!(load("{}"), Similarity::DEFAULT);
    }

    #[test]
    fn reference_folders_are_remembered_and_only_folders_of_the_list_can_be_one() {
        let mut settings = Settings::default();
        settings.add_folders([PathBuf::from("/drive"), PathBuf::from("/backup")]);
        settings.toggle_reference(PathBuf::from("/backup"));
        settings.toggle_reference(PathBuf::from("/not-in-the-list"));

        let saved = serde_json::to_string(&settings).unwrap();
        let loaded: Settings = serde_json::from_str(&saved).unwrap();
        assert_eq!(loaded.references, [PathBuf::from("/backup")]);
        let options = loaded.scan_options();
        assert_eq!(options.roots, [PathBuf::from("/drive")]);
        assert_eq!(options.references, [PathBuf::from("/backup")]);

        let mut settings = loaded;
        settings.toggle_reference(PathBuf::from("/backup"));
        assert!(settings.references.is_empty());
    }

    #[test]
    fn settings_saved_before_whole_rescans_were_on_by_default_get_the_default_interval() {
        let load = |json: &str| {
            serde_json::from_str::<Settings>(json)
                .unwrap()
                .upgraded()
                .rescan_minutes
        };
        // Saved by a version that rescanned at every change: 0 was its default.
        assert_eq!(load(r#"{"rescan_minutes": 0}"#), DEFAULT_RESCAN_MINUTES);
        assert_eq!(load(r#"{"rescan_minutes": 15}"#), 15);
        assert_eq!(load("{}"), DEFAULT_RESCAN_MINUTES);
        // Turned off since: stays off.
        assert_eq!(load(r#"{"rescan_minutes": 0, "version": 1}"#), 0);
        let saved = serde_json::to_string(&Settings {
            rescan_minutes: 0,
            ..Settings::default()
        })
        .unwrap();
        assert_eq!(load(&saved), 0);
    }

    #[test]
    fn images_are_looked_for_by_default_and_the_likeness_loads_by_its_distance() {
        let load = |json: &str| serde_json::from_str::<Settings>(json).unwrap();
        // Saved before images were looked for: on, at the default step.
        let before = load(r#"{"similarity": 0.9}"#);
        assert!(before.find_images);
        assert!(before.scan_options().images.find);
        assert_eq!(before.image_likeness, Likeness::Alike);
        assert_eq!(
            load(r#"{"image_likeness": 2}"#).image_likeness,
            Likeness::VerySimilar
        );
        assert_eq!(
            load(r#"{"image_likeness": 7}"#).image_likeness,
            Likeness::Alike
        );
        assert_eq!(
            load(r#"{"image_likeness": "x"}"#).image_likeness,
            Likeness::Alike
        );
        let saved = serde_json::to_value(Settings {
            image_likeness: Likeness::LooselySimilar,
            find_images: false,
            ..Settings::default()
        })
        .unwrap();
        assert_eq!(saved["image_likeness"], serde_json::json!(14));
        let loaded: Settings = serde_json::from_value(saved).unwrap();
        assert!(!loaded.scan_options().images.find);
        assert_eq!(
            loaded.scan_options().images.likeness,
            Likeness::LooselySimilar
        );
    }

    #[test]
    fn the_trash_choice_and_doppels_own_folders_reach_the_scan_options() {
        assert!(!Settings::default().scan_options().include_trash);
        let settings: Settings = serde_json::from_str(r#"{"include_trash": true}"#).unwrap();
        let options = settings.scan_options();
        assert!(options.include_trash);
        // The folder eframe keeps these very settings in is one the scans leave out.
        let stored = eframe::storage_dir(crate::app::APP_ID).expect("tests run with a home");
        let stored = stored.canonicalize().unwrap_or(stored);
        assert!(
            options.own_folders.contains(&stored),
            "{stored:?} in {:?}",
            options.own_folders
        );
    }

    #[test]
    fn the_similarity_is_saved_as_a_plain_number() {
        let saved = serde_json::to_value(Settings::default()).unwrap();
        assert_eq!(saved["similarity"], serde_json::json!(0.8));
    }
}
