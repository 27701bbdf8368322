//! The Settings' choice of language: the desktop's (what `LANGUAGE`, `LC_ALL`,
//! `LC_MESSAGES` and `LANG` ask for) or one of the languages Doppel speaks, each named in
//! itself. The window is drawn in the new language from the next frame.

use crate::app::settings::Settings;
use crate::i18n::{LANGUAGES, Lang, choose_from_environment};
use crate::tr;

pub fn section(ui: &mut egui::Ui, settings: &mut Settings) {
    let desktop = choose_from_environment();
    let follow = tr!(
        "settings-language-desktop",
        language = desktop.native_name()
    );
    let chosen = settings.language.as_deref().and_then(Lang::from_tag);
    let shown = chosen.map_or(follow.clone(), |lang| lang.native_name().to_string());
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("settings-language"));
        egui::ComboBox::from_id_salt("language")
            .selected_text(shown)
            .show_ui(ui, |ui| {
                if ui.selectable_label(chosen.is_none(), follow).clicked() {
                    settings.language = None;
                }
                for lang in LANGUAGES {
                    let name = lang.native_name();
                    if ui.selectable_label(chosen == Some(lang), name).clicked() {
                        settings.language = Some(lang.tag().to_string());
                    }
                }
            });
    });
}
