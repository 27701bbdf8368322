//! The Settings' choice of language: the desktop's (what `LANGUAGE`, `LC_ALL`,
//! `LC_MESSAGES` and `LANG` ask for) or one of the languages Doppel speaks, each named in
//! itself. The window is drawn in the new language from the next frame; the choice is a
//! command the model applies.

use crate::app::Command;
use crate::app::settings::SettingChange;
use crate::i18n::{LANGUAGES, Lang, choose_from_environment};
use crate::tr;

/// The choice of language; `language`: the tag chosen now (`None`: the desktop's).
pub fn section(ui: &mut egui::Ui, language: Option<&str>, commands: &mut Vec<Command>) {
    let desktop = choose_from_environment();
    let follow = tr!(
        "settings-language-desktop",
        language = desktop.native_name()
    );
    let chosen = language.and_then(Lang::from_tag);
    let mut choose = |tag: Option<String>| {
        commands.push(Command::ChangeSetting(SettingChange::Language(tag)));
    };
    let shown = chosen.map_or(follow.clone(), |lang| lang.native_name().to_string());
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("settings-language"));
        egui::ComboBox::from_id_salt("language")
            .selected_text(shown)
            .show_ui(ui, |ui| {
                if ui.selectable_label(chosen.is_none(), follow).clicked() {
                    choose(None);
                }
                for lang in LANGUAGES {
                    let name = lang.native_name();
                    if ui.selectable_label(chosen == Some(lang), name).clicked() {
                        choose(Some(lang.tag().to_string()));
                    }
                }
            });
    });
}
