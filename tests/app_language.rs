//! The desktop app in the language chosen in its settings: the real app driven by
//! egui_kittest, its language set to German, then French, then back to English, each time
//! the toolbar and the tabs drawn in that language from the next frame. A process of its own
//! (`Cargo.toml`): the language is process-wide, and the other GUI tests read English.

// allow-unwrap-in-tests covers only #[test] functions, not the helpers beside them.
#![allow(clippy::unwrap_used)]

use std::path::Path;

use doppel::app::DoppelApp;
use doppel::i18n::Lang;
use doppel::tr_in;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use tempfile::TempDir;

fn write(dir: &Path, name: &str, content: &[u8]) {
    std::fs::write(dir.join(name), content).unwrap();
}

#[test]
fn the_window_speaks_the_language_chosen_in_the_settings() {
    let data = TempDir::new().unwrap();
    // SAFETY: the one test of this process, before any other thread reads them.
    unsafe {
        std::env::set_var("XDG_DATA_HOME", data.path());
        std::env::set_var("XDG_CACHE_HOME", data.path().join("cache"));
    }
    let files = TempDir::new().unwrap();
    write(files.path(), "a.bin", &[7u8; 5000]);
    write(files.path(), "b.bin", &[7u8; 5000]);
    let folders = vec![files.path().to_path_buf()];
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_eframe(move |cc| DoppelApp::with_session(cc, folders, None));
    // Chinese needs the system's fonts, which eframe's native window installs and the test
    // harness does not: its screenshot was looked at instead (docs/src/translations.md).
    for (tag, lang) in [("de", Lang::De), ("fr", Lang::Fr), ("en", Lang::En)] {
        harness.state_mut().model.settings.language = Some(tag.to_string());
        harness.step();
        harness.step();
        let add_folder = tr_in!(lang, "toolbar-add-folder");
        assert!(
            harness.query_by_label_contains(&add_folder).is_some(),
            "the toolbar in {tag}: {add_folder}"
        );
    }
    // Following the desktop again takes the environment's language (English under C).
    harness.state_mut().model.settings.language = None;
    harness.step();
    assert_eq!(
        doppel::i18n::current(),
        doppel::i18n::choose_from_environment()
    );
}
