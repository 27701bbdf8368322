//! What the app remembers between runs: the chosen folders and the scan and display settings.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::engine::NormalizeOptions;
use crate::engine::ScanOptions;
use crate::engine::images::Likeness;
use crate::engine::near::Similarity;
use crate::engine::{DEFAULT_FOLDER_SIMILARITY, ScanChoices};

/// A keep rule saved by name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedRule {
    pub name: String,
    /// The rule as `--keep` takes it.
    pub rule: String,
}

/// What a folder of the list is to a scan.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FolderRole {
    /// Scanned: its copies may be trashed (set A when others are compared against).
    Scanned,
    /// A reference: scanned, never trashed, groups only inside references not shown.
    Reference,
    /// Compared against (set B): scanned, never trashed, and only groups joining a file
    /// in such a folder with one outside are shown.
    Against,
}

/// Persisted with eframe's storage; `#[serde(default)]` lets older saved files still load.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub folders: Vec<PathBuf>,
    /// The folders of `folders` marked as references (the originals): scanned, never
    /// trashed, and what the Only here tab compares the others with.
    pub references: Vec<PathBuf>,
    /// The folders of `folders` to compare the others against (set B): scanned, never
    /// trashed, and when any is marked, only groups joining one of them with another
    /// folder are shown. A folder is in at most one of `references` and `against`.
    pub against: Vec<PathBuf>,
    /// Look for duplicate and similar folders too.
    pub find_folders: bool,
    /// Duplicate folders must also hold their files under the same names.
    pub folder_same_names: bool,
    /// The least share of file contents two folders must have in common to be similar;
    /// 0 lists duplicate folders only. A saved number out of 0 to 1 loads as the default.
    #[serde(deserialize_with = "saved_share")]
    pub similar_folders: f64,
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
    /// Look for similar videos (needs ffmpeg; without it, the Settings and the scan say
    /// why none are found).
    pub find_videos: bool,
    /// Look for similar music (needs ffmpeg, as videos do).
    pub find_music: bool,
    /// Files smaller than this many bytes are ignored (the engine counts values below
    /// [`SMALLEST_FILE`](crate::engine::SMALLEST_FILE) as that).
    pub min_size: u64,
    /// Glob patterns to skip, one per line in the settings window.
    pub excludes: Vec<String>,
    pub hidden: bool,
    /// Scan the files in trash folders too (listed in groups, never kept).
    pub include_trash: bool,
    /// Follow symbolic links (loops are detected and listed as skipped).
    pub follow_links: bool,
    /// Stay on the drive of each chosen folder: do not descend into other mounts.
    pub one_file_system: bool,
    /// What is left out of documents' words before they are compared (numbers, stop
    /// words, word endings).
    pub drop_numbers: bool,
    /// (the stop words of each document's language: "the", "of", "und"...)
    pub drop_stop_words: bool,
    /// (compare word stems: "running" = "runs")
    pub stem: bool,
    pub theme: Theme,
    /// The language the window speaks, by its tag (`de`, `zh-CN`); `None` follows the
    /// desktop (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`). A tag Doppel has no messages
    /// for reads as following the desktop.
    pub language: Option<String>,
    /// Stronger colours and edges: text white on black (black on white), every control
    /// outlined, Keep and Trash in colours told apart by anyone.
    pub high_contrast: bool,
    /// The folder list folded away into a narrow strip, for room for the results.
    pub folders_folded: bool,
    /// The size of everything in the window, on top of the desktop's scale factor
    /// (Ctrl + / Ctrl − / Ctrl 0; `zoom.rs`). A saved size out of range reads as normal.
    #[serde(deserialize_with = "crate::app::zoom::saved")]
    pub zoom: f32,
    /// Keep rules saved by name, as text (`under:~/Photos,oldest`); offered in the menus
    /// that mark groups.
    pub keep_rules: Vec<SavedRule>,
    /// Scan everything again every this many minutes while watching: changes are applied
    /// as the watcher announces them, and this catches what it missed (network mounts
    /// announce nothing; a flood of changes can overflow the system's queue). 0 = never.
    pub rescan_minutes: u32,
    /// Which version of these settings was saved ([`SETTINGS_VERSION`]); a file written
    /// before versions were saved reads as 0.
    #[serde(default)]
    pub version: u32,
}

/// One setting changed in the Settings window, as a [`crate::app::Command`] for the model to
/// apply ([`Settings::apply`]): the window draws the settings and never changes them itself.
#[derive(Debug, Clone, PartialEq)]
pub enum SettingChange {
    Similarity(Similarity),
    DropNumbers(bool),
    DropStopWords(bool),
    Stem(bool),
    FindImages(bool),
    ImageLikeness(Likeness),
    FindVideos(bool),
    FindMusic(bool),
    FindFolders(bool),
    FolderSameNames(bool),
    SimilarFolders(f64),
    MinSize(u64),
    Hidden(bool),
    FollowLinks(bool),
    OneFileSystem(bool),
    IncludeTrash(bool),
    RescanMinutes(u32),
    /// The patterns to skip, one per line of the window's text.
    Excludes(Vec<String>),
    Theme(Theme),
    HighContrast(bool),
    FoldersFolded(bool),
    /// By its tag; `None` follows the desktop.
    Language(Option<String>),
}

impl SettingChange {
    /// Whether it is one of the settings the window locks while a scan runs: what scans
    /// look for, in which files, and how often they run again. The appearance and the
    /// language are not.
    pub fn locked_while_scanning(&self) -> bool {
        !matches!(
            self,
            SettingChange::Theme(_)
                | SettingChange::HighContrast(_)
                | SettingChange::FoldersFolded(_)
                | SettingChange::Language(_)
        )
    }
}

/// The version of the settings this build writes. 1: watched changes update the results
/// without a scan, so a whole rescan every [`DEFAULT_RESCAN_MINUTES`] is on by default.
/// 2: one set of scan defaults with the command line, similar videos on among them.
pub const SETTINGS_VERSION: u32 = 2;

/// The interval of whole rescans while watching, unless the user sets another.
pub const DEFAULT_RESCAN_MINUTES: u32 = 60;

impl Default for Settings {
    /// The scan's choices are the engine's defaults, which the command line starts from too
    /// ([`ScanChoices::default`]): one folder scans the same in both front ends.
    fn default() -> Self {
        let scan = ScanChoices::default();
        Settings {
            folders: Vec::new(),
            references: Vec::new(),
            against: Vec::new(),
            find_folders: scan.find_folders,
            folder_same_names: scan.folder_same_names,
            similar_folders: scan.similar_folders,
            similarity: scan.similarity,
            find_images: scan.find_images,
            image_likeness: scan.image_likeness,
            find_videos: scan.find_videos,
            find_music: scan.find_music,
            min_size: scan.min_size,
            excludes: scan.excludes,
            hidden: scan.hidden,
            include_trash: scan.include_trash,
            follow_links: scan.follow_links,
            one_file_system: scan.one_file_system,
            drop_numbers: scan.normalize.drop_numbers,
            drop_stop_words: scan.normalize.drop_stop_words,
            stem: scan.normalize.stem,
            theme: Theme::System,
            language: None,
            high_contrast: false,
            folders_folded: false,
            zoom: crate::app::zoom::NORMAL,
            keep_rules: Vec::new(),
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

/// A saved share of similar folders: the number saved if it is from 0 to 1, else the
/// default.
fn saved_share<'de, D: serde::Deserializer<'de>>(saved: D) -> Result<f64, D::Error> {
    Ok(f64::deserialize(saved)
        .ok()
        .filter(|share| (0.0..=1.0).contains(share))
        .unwrap_or(DEFAULT_FOLDER_SIMILARITY))
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

    pub fn label(self) -> String {
        match self {
            Theme::Light => crate::tr!("theme-light"),
            Theme::Dark => crate::tr!("theme-dark"),
            Theme::System => crate::tr!("theme-system"),
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

/// The key the settings are kept under in eframe's storage.
const STORAGE_KEY: &str = "settings";

impl Settings {
    /// The settings saved in eframe's storage, brought to this version's meaning; the
    /// defaults when there are none (or no storage).
    pub fn load(storage: Option<&dyn eframe::Storage>) -> Settings {
        storage
            .and_then(|storage| eframe::get_value::<Settings>(storage, STORAGE_KEY))
            .map(Settings::upgraded)
            .unwrap_or_default()
    }

    /// Saves them in eframe's storage, where [`Settings::load`] finds them.
    pub fn save(&self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, STORAGE_KEY, self);
    }

    /// Settings as saved by an earlier version, brought to this one's meaning. Before
    /// version 1, every change rescanned everything, and "no interval" (0, the default
    /// then) lost nothing; now it would leave the results to the watcher alone, so it
    /// becomes the default interval.
    ///
    /// Before version 2, similar videos were off by default, and a user could not tell the
    /// default from a choice: they come on, as for a new user (where ffmpeg cannot run, the
    /// scan leaves them out and the Settings say why).
    pub fn upgraded(mut self) -> Settings {
        if self.version < 1 && self.rescan_minutes == 0 {
            self.rescan_minutes = DEFAULT_RESCAN_MINUTES;
        }
        if self.version < 2 {
            self.find_videos = ScanChoices::default().find_videos;
        }
        self.version = SETTINGS_VERSION;
        self
    }

    /// Takes one change made in the Settings window.
    pub fn apply(&mut self, change: SettingChange) {
        match change {
            SettingChange::Similarity(similarity) => self.similarity = similarity,
            SettingChange::DropNumbers(on) => self.drop_numbers = on,
            SettingChange::DropStopWords(on) => self.drop_stop_words = on,
            SettingChange::Stem(on) => self.stem = on,
            SettingChange::FindImages(on) => self.find_images = on,
            SettingChange::ImageLikeness(likeness) => self.image_likeness = likeness,
            SettingChange::FindVideos(on) => self.find_videos = on,
            SettingChange::FindMusic(on) => self.find_music = on,
            SettingChange::FindFolders(on) => self.find_folders = on,
            SettingChange::FolderSameNames(on) => self.folder_same_names = on,
            SettingChange::SimilarFolders(share) => self.similar_folders = share,
            SettingChange::MinSize(bytes) => self.min_size = bytes,
            SettingChange::Hidden(on) => self.hidden = on,
            SettingChange::FollowLinks(on) => self.follow_links = on,
            SettingChange::OneFileSystem(on) => self.one_file_system = on,
            SettingChange::IncludeTrash(on) => self.include_trash = on,
            SettingChange::RescanMinutes(minutes) => self.rescan_minutes = minutes,
            SettingChange::Excludes(patterns) => self.excludes = patterns,
            SettingChange::Theme(theme) => self.theme = theme,
            SettingChange::HighContrast(on) => self.high_contrast = on,
            SettingChange::FoldersFolded(folded) => self.folders_folded = folded,
            SettingChange::Language(tag) => self.language = tag,
        }
    }

    /// The engine options for a scan of the chosen folders.
    pub fn scan_options(&self) -> ScanOptions {
        let role_of = |role: FolderRole| -> Vec<PathBuf> {
            self.folders
                .iter()
                .filter(|folder| self.role(folder) == role)
                .cloned()
                .collect()
        };
        let mut options = self
            .scan_choices()
            .scan_options(role_of(FolderRole::Scanned), role_of(FolderRole::Reference));
        options.against = role_of(FolderRole::Against);
        options
    }

    /// These settings as the choices both front ends fill (the app has no thread count nor
    /// cache file to choose: those keep their defaults).
    pub fn scan_choices(&self) -> ScanChoices {
        ScanChoices {
            find_folders: self.find_folders,
            folder_same_names: self.folder_same_names,
            similar_folders: self.similar_folders,
            min_size: self.min_size,
            // A blank line of the patterns' box is no pattern.
            excludes: (self.excludes.iter())
                .filter(|pattern| !pattern.trim().is_empty())
                .cloned()
                .collect(),
            hidden: self.hidden,
            include_trash: self.include_trash,
            follow_links: self.follow_links,
            one_file_system: self.one_file_system,
            similarity: self.similarity,
            normalize: NormalizeOptions {
                drop_numbers: self.drop_numbers,
                drop_stop_words: self.drop_stop_words,
                stem: self.stem,
            },
            find_images: self.find_images,
            image_likeness: self.image_likeness,
            find_videos: self.find_videos,
            find_music: self.find_music,
            ..ScanChoices::default()
        }
    }

    /// Whether `folder` (one of the list) is marked as a reference.
    pub fn is_reference(&self, folder: &PathBuf) -> bool {
        self.role(folder) == FolderRole::Reference
    }

    /// The role of `folder` (one of the list) in a scan. A folder saved in both lists (by
    /// hand) is compared against: that is the role that never trashes and shows less.
    pub fn role(&self, folder: &PathBuf) -> FolderRole {
        if self.against.contains(folder) {
            FolderRole::Against
        } else if self.references.contains(folder) {
            FolderRole::Reference
        } else {
            FolderRole::Scanned
        }
    }

    /// Gives `folder` (one of the list) `role`, taking it out of the other.
    pub fn set_role(&mut self, folder: PathBuf, role: FolderRole) {
        self.references.retain(|r| *r != folder);
        self.against.retain(|r| *r != folder);
        if !self.folders.contains(&folder) {
            return;
        }
        match role {
            FolderRole::Scanned => {}
            FolderRole::Reference => self.references.push(folder),
            FolderRole::Against => self.against.push(folder),
        }
    }

    /// Marks `folder` as a reference, or unmarks it (back to scanned).
    pub fn toggle_reference(&mut self, folder: PathBuf) {
        let role = if self.is_reference(&folder) {
            FolderRole::Scanned
        } else {
            FolderRole::Reference
        };
        self.set_role(folder, role);
    }

    /// Marks `folder` as one to compare against, or unmarks it (back to scanned).
    pub fn toggle_against(&mut self, folder: PathBuf) {
        let role = if self.role(&folder) == FolderRole::Against {
            FolderRole::Scanned
        } else {
            FolderRole::Against
        };
        self.set_role(folder, role);
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

    use super::{DEFAULT_RESCAN_MINUTES, Likeness, ScanChoices, Settings, Similarity};

    #[test]
    fn a_folder_has_one_role_and_folders_against_reach_the_scan_options() {
        use super::FolderRole;
        let mut settings = Settings::default();
        let (drive, backup, old) = (
            PathBuf::from("/drive"),
            PathBuf::from("/backup"),
            PathBuf::from("/old"),
        );
        settings.add_folders([drive.clone(), backup.clone(), old.clone()]);
        settings.toggle_reference(old.clone());
        settings.toggle_reference(backup.clone());
        settings.toggle_against(backup.clone());
        assert_eq!(settings.role(&backup), FolderRole::Against);
        assert_eq!(settings.role(&old), FolderRole::Reference);
        assert_eq!(settings.role(&drive), FolderRole::Scanned);
        assert_eq!(settings.references, std::slice::from_ref(&old));
        let loaded: Settings =
            serde_json::from_str(&serde_json::to_string(&settings).unwrap()).unwrap();
        assert_eq!(loaded.against, std::slice::from_ref(&backup));
        let options = loaded.scan_options();
        assert_eq!(options.roots, std::slice::from_ref(&drive));
        assert_eq!(options.references, std::slice::from_ref(&old));
        assert_eq!(options.against, std::slice::from_ref(&backup));
        settings.toggle_against(backup.clone());
        assert_eq!(settings.role(&backup), FolderRole::Scanned);
        // Settings saved before folders could be compared against load with none.
        let older: Settings = serde_json::from_str(r#"{"folders": ["/drive"]}"#).unwrap();
        assert!(older.against.is_empty());
    }

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
    fn settings_saved_when_videos_were_off_by_default_take_the_default_once() {
        let load = |json: &str| {
            serde_json::from_str::<Settings>(json)
                .unwrap()
                .upgraded()
                .find_videos
        };
        let default = ScanChoices::default().find_videos;
        assert_eq!(load(r#"{"find_videos": false, "version": 1}"#), default);
        assert_eq!(load(r#"{"find_videos": false}"#), default);
        // Turned off since: stays off.
        assert!(!load(r#"{"find_videos": false, "version": 2}"#));
        let saved = serde_json::to_string(&Settings {
            find_videos: false,
            ..Settings::default()
        })
        .unwrap();
        assert!(!load(&saved));
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
    fn the_apps_defaults_scan_as_the_command_lines_defaults() {
        use clap::Parser;
        let folders = [PathBuf::from("/drive"), PathBuf::from("/backup")];
        let app = Settings {
            folders: folders.to_vec(),
            ..Settings::default()
        };
        let cli_options = |extra: &[&str]| {
            let args = ["doppel", "scan"].iter().chain(extra).copied();
            let args = args.chain(["/drive", "/backup"]);
            match crate::cli::args::Cli::parse_from(args).command {
                Some(crate::cli::args::Command::Scan(scan)) => {
                    crate::cli::scan_options(&scan.paths, &scan.settings)
                }
                _ => unreachable!("a scan command"),
            }
        };
        // Both start from the engine's defaults: the same scan, down to the trash and cache,
        // with similar images, videos and folders looked for.
        let defaults = app.scan_options();
        assert_eq!(defaults, cli_options(&[]));
        assert!(defaults.images.find && defaults.videos.find && defaults.folders.find);
        // The flags that asked for them still read; each is turned off as in the Settings.
        assert_eq!(
            defaults,
            cli_options(&["--images", "--videos", "--folders"])
        );
        let mut without = app.clone();
        without.find_images = false;
        without.find_videos = false;
        without.find_folders = false;
        assert_eq!(
            without.scan_options(),
            cli_options(&["--no-images", "--no-videos", "--no-folders"])
        );
        // Of a flag and its opposite, the last given counts.
        assert_eq!(
            without.scan_options(),
            cli_options(&[
                "--images",
                "--no-images",
                "--videos",
                "--no-videos",
                "--folders",
                "--no-folders"
            ])
        );
        assert_eq!(defaults, cli_options(&["--no-images", "--images"]));
    }

    #[test]
    fn the_newer_scan_choices_are_saved_and_settings_saved_without_them_load() {
        let old: Settings = serde_json::from_str(r#"{"similarity": 0.9}"#).unwrap();
        assert!(!old.follow_links && !old.one_file_system && !old.stem);
        assert_eq!(old.similar_folders, super::DEFAULT_FOLDER_SIMILARITY);
        let chosen = Settings {
            follow_links: true,
            one_file_system: true,
            similar_folders: 0.0,
            drop_numbers: true,
            drop_stop_words: true,
            stem: true,
            ..Settings::default()
        };
        let loaded: Settings =
            serde_json::from_str(&serde_json::to_string(&chosen).unwrap()).unwrap();
        assert_eq!(loaded, chosen);
        let options = loaded.scan_options();
        assert!(options.follow_links && options.one_file_system);
        assert_eq!(options.folders.similar, None);
        assert!(options.near.normalize.stem && options.near.normalize.drop_numbers);
        let bad: Settings = serde_json::from_str(r#"{"similar_folders": 3}"#).unwrap();
        assert_eq!(bad.similar_folders, super::DEFAULT_FOLDER_SIMILARITY);
    }

    #[test]
    fn the_similarity_is_saved_as_a_plain_number() {
        let saved = serde_json::to_value(Settings::default()).unwrap();
        assert_eq!(saved["similarity"], serde_json::json!(0.8));
    }

    /// The size and contrast chosen are remembered: they survive being saved and read back,
    /// and a size out of range (a hand-edited file) reads as the normal size.
    #[test]
    fn the_size_and_contrast_are_remembered() {
        let settings = Settings {
            zoom: 1.5,
            high_contrast: true,
            ..Settings::default()
        };
        let saved = serde_json::to_string(&settings).unwrap();
        let read: Settings = serde_json::from_str(&saved).unwrap();
        assert_eq!((read.zoom, read.high_contrast), (1.5, true));
        let huge = saved.replace("\"zoom\":1.5", "\"zoom\":40.0");
        assert_ne!(huge, saved);
        let read: Settings = serde_json::from_str(&huge).unwrap();
        assert_eq!(read.zoom, crate::app::zoom::NORMAL);
    }
}
