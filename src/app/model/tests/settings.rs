//! The Settings window's changes: each is a command the model applies, so the settings, the
//! next scan's options and what is saved all follow it; the scan's choices wait while a
//! scan runs, the appearance does not. And what the probes found, which the window draws.

use std::collections::HashMap;

use super::*;
use crate::app::model::MachineSupport;
use crate::app::settings::{DEFAULT_RESCAN_MINUTES, SettingChange, Theme};
use crate::engine::ScanOptions;
use crate::engine::images::Likeness;
use crate::engine::near::Similarity;

/// eframe's storage kept in memory: where the shell saves the settings.
#[derive(Default)]
struct Stored(HashMap<String, String>);

impl eframe::Storage for Stored {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }

    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_string(), value);
    }

    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }

    fn flush(&mut self) {}
}

/// The options of the whole scan the effects start.
fn scan_options(effects: Vec<Effect>) -> ScanOptions {
    effects
        .into_iter()
        .find_map(|effect| match effect {
            Effect::Scan { options, .. } => Some(*options),
            _ => None,
        })
        .expect("a whole scan")
}

#[test]
fn a_setting_changed_in_the_window_reaches_the_model_the_next_scan_and_the_saved_settings() {
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    let changes = [
        SettingChange::Similarity(Similarity::or_default(0.9)),
        SettingChange::Stem(true),
        SettingChange::ImageLikeness(Likeness::VerySimilar),
        SettingChange::FindVideos(true),
        SettingChange::SimilarFolders(0.0),
        SettingChange::MinSize(4096),
        SettingChange::FollowLinks(true),
        SettingChange::Excludes(vec!["*.tmp".to_string(), "cache".to_string()]),
        SettingChange::RescanMinutes(15),
        SettingChange::Theme(Theme::Dark),
        SettingChange::HighContrast(true),
        SettingChange::Language(Some("de".to_string())),
    ];
    for change in changes {
        let effects = model.handle(Command::ChangeSetting(change));
        assert!(effects.is_empty(), "a setting asks nothing of the workers");
    }
    let settings = &model.settings;
    assert_eq!(settings.similarity.get(), 0.9);
    assert!(settings.stem && settings.find_videos && settings.follow_links);
    assert_eq!(settings.image_likeness, Likeness::VerySimilar);
    assert_eq!((settings.min_size, settings.rescan_minutes), (4096, 15));
    assert_eq!(settings.excludes, ["*.tmp", "cache"]);
    assert_eq!(settings.theme, Theme::Dark);
    assert!(settings.high_contrast);
    assert_eq!(settings.language.as_deref(), Some("de"));

    let options = scan_options(model.handle(Command::StartScan));
    assert_eq!(options, model.settings.scan_options());
    assert_eq!(options.near.threshold.get(), 0.9);
    assert!(options.near.normalize.stem && options.videos.find && options.follow_links);
    assert_eq!(options.images.likeness, Likeness::VerySimilar);
    assert_eq!(options.folders.similar, None, "similar folders off");
    assert_eq!(options.min_size, 4096);
    assert_eq!(options.excludes, ["*.tmp", "cache"]);

    // Saved as the shell saves them, and read back as the next start reads them.
    let mut stored = Stored::default();
    model.settings.save(&mut stored);
    assert_eq!(Settings::load(Some(&stored)), model.settings);
}

#[test]
fn the_scans_choices_wait_while_a_scan_runs_and_the_appearance_does_not() {
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    model.handle(Command::StartScan);
    assert!(model.scan().is_some());
    model.handle(Command::ChangeSetting(SettingChange::FindVideos(false)));
    model.handle(Command::ChangeSetting(SettingChange::RescanMinutes(5)));
    model.handle(Command::ChangeSetting(SettingChange::HighContrast(true)));
    model.handle(Command::ChangeSetting(SettingChange::Language(None)));
    assert!(model.settings.find_videos, "locked while the scan runs");
    assert_eq!(model.settings.rescan_minutes, DEFAULT_RESCAN_MINUTES);
    assert!(model.settings.high_contrast, "the appearance is not locked");

    model.on_event(WorkerEvent::ScanFinished(Ok(Arc::new(report(
        folder.path(),
        1,
    )))));
    assert!(model.scan().is_none());
    model.handle(Command::ChangeSetting(SettingChange::FindVideos(false)));
    assert!(!model.settings.find_videos, "the next scan takes it");
}

/// What the probes found, reported by workers as the app starts, is the model's to keep:
/// the Settings window draws it from there and never asks the machine itself.
#[test]
fn what_the_probes_found_is_kept_for_the_settings_window() {
    use crate::app::fonts::ChineseFont;
    use crate::engine::images::format_support_with;
    use crate::engine::videos::VideosOff;
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    assert_eq!(
        model.machine,
        MachineSupport::default(),
        "nothing known yet"
    );
    let formats = format_support_with(false);
    let off = VideosOff::Missing {
        tool: "ffmpeg",
        why: "not found".to_string(),
    };
    let font = ChineseFont::Partial(PathBuf::from("/fonts/DroidSansFallback.ttf"));
    model.on_event(WorkerEvent::ImageFormatsFound(formats.clone()));
    model.on_event(WorkerEvent::VideoToolsFound(Err(off.clone())));
    model.on_event(WorkerEvent::ChineseFontFound(font.clone()));
    model.on_event(WorkerEvent::SystemChooserFound(false));
    assert_eq!(
        model.machine,
        MachineSupport {
            image_formats: Some(formats),
            video_tools: Some(Err(off)),
            chinese_font: Some(font),
            system_chooser: Some(false),
        }
    );
}

/// A scan setting changed after a scan makes the results out of step with the settings
/// until the next scan; changing it back, or changing the appearance or the rescan interval,
/// does not. Results from the last session, whose scan's settings are not known, never are.
#[test]
fn a_scan_setting_changed_after_a_scan_is_applied_by_the_next_scan() {
    let folder = tempfile::tempdir().unwrap();
    let mut model = model(folder.path(), folder.path());
    let scan = |model: &mut Model| {
        model.handle(Command::StartScan);
        model.on_event(WorkerEvent::ScanFinished(Ok(Arc::new(report(
            folder.path(),
            1,
        )))));
        assert!(model.scan().is_none());
    };
    assert!(!model.scan_settings_changed(), "no results yet");
    scan(&mut model);
    assert!(!model.scan_settings_changed());
    for change in [
        SettingChange::Theme(Theme::Dark),
        SettingChange::RescanMinutes(5),
        SettingChange::Language(Some("de".to_string())),
    ] {
        model.handle(Command::ChangeSetting(change.clone()));
        assert!(!model.scan_settings_changed(), "{change:?}");
    }
    model.handle(Command::ChangeSetting(SettingChange::Stem(true)));
    assert!(model.scan_settings_changed());
    model.handle(Command::ChangeSetting(SettingChange::Stem(false)));
    assert!(!model.scan_settings_changed(), "back as scanned");
    model.handle(Command::ChangeSetting(SettingChange::FindImages(false)));
    assert!(model.scan_settings_changed());
    scan(&mut model);
    assert!(!model.scan_settings_changed(), "the new scan took them");
    assert_eq!(model.scanned_with, Some(model.settings.scan_choices()));
}
