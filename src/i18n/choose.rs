//! Which language to speak: an explicit choice (the app's setting), else the environment as
//! gettext reads it, else English.
//!
//! gettext's order (GNU gettext and glibc): the locale of messages is the first set
//! (non-empty) of `LC_ALL`, `LC_MESSAGES` and `LANG`. When it is `C` or `POSIX`, or nothing
//! is set (which is the same), messages are untranslated, English, and `LANGUAGE` is
//! ignored. Otherwise `LANGUAGE`, when set, is a colon-separated list of languages in order
//! of preference (`de:fr`), and the first of them Doppel has is chosen (none of them:
//! English, as gettext does, rather than the locale's language); when it is not set, the
//! locale's language is, if Doppel has it. `C.UTF-8` is English too, but does not make
//! gettext ignore `LANGUAGE`.
//!
//! A locale or language name is read as `language[_TERRITORY][.codeset][@modifier]`
//! (`de_DE.UTF-8@euro` is German); BCP 47 tags (`zh-Hans-CN`) are read too. Chinese is
//! Simplified Chinese unless the name says Traditional (`zh_TW`, `zh_HK`, `zh_MO`,
//! `zh-Hant`), which Doppel does not have.

use super::{LANGUAGES, Lang};

/// The language to speak: `explicit` (a tag such as `de` or a locale name) when Doppel has
/// it, else the one the environment asks for as gettext reads it ([module docs](self)),
/// with `env` giving each variable's value.
pub fn choose(explicit: Option<&str>, env: &dyn Fn(&str) -> Option<String>) -> Lang {
    if let Some(lang) = explicit.and_then(language_of) {
        return lang;
    }
    let set = |name: &str| env(name).filter(|value| !value.is_empty());
    let Some(locale) = ["LC_ALL", "LC_MESSAGES", "LANG"].into_iter().find_map(&set) else {
        return Lang::En;
    };
    if locale == "C" || locale == "POSIX" {
        return Lang::En;
    }
    match set("LANGUAGE") {
        Some(priorities) => priorities.split(':').find_map(language_of),
        None => language_of(&locale),
    }
    .unwrap_or(Lang::En)
}

/// [`choose`] with no explicit choice, from this process's environment.
pub fn choose_from_environment() -> Lang {
    choose(None, &environment)
}

/// A variable of this process's environment, for [`choose`].
pub fn environment(name: &str) -> Option<String> {
    std::env::var_os(name).map(|value| value.to_string_lossy().into_owned())
}

/// The language a locale or language name names, if Doppel has it (`C.UTF-8` names none).
fn language_of(name: &str) -> Option<Lang> {
    // `language_TERRITORY.codeset@modifier` or `language-Script-REGION`.
    let name = name.split(['.', '@']).next().unwrap_or_default();
    let mut parts = name.split(['_', '-']);
    let language = parts.next().unwrap_or_default().to_ascii_lowercase();
    let rest: Vec<String> = parts.map(str::to_ascii_lowercase).collect();
    match language.as_str() {
        "zh" => {
            let traditional = rest
                .iter()
                .any(|part| matches!(part.as_str(), "tw" | "hk" | "mo" | "hant"));
            (!traditional).then_some(Lang::ZhCn)
        }
        "" | "c" | "posix" => None,
        other => LANGUAGES.into_iter().find(|lang| lang.tag() == other),
    }
}

#[cfg(test)]
mod tests {
    use super::{Lang, choose};

    /// [`choose`] with no explicit choice and these variables set.
    fn from(vars: &[(&str, &str)]) -> Lang {
        let vars: Vec<(String, String)> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        choose(None, &move |name| {
            vars.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone())
        })
    }

    #[test]
    fn nothing_set_and_the_c_locale_are_english() {
        assert_eq!(from(&[]), Lang::En);
        assert_eq!(from(&[("LANG", "C")]), Lang::En);
        assert_eq!(from(&[("LANG", "POSIX")]), Lang::En);
        assert_eq!(from(&[("LANG", "C.UTF-8")]), Lang::En);
        assert_eq!(from(&[("LANG", "")]), Lang::En);
    }

    #[test]
    fn locale_names_give_their_language() {
        assert_eq!(from(&[("LANG", "de_DE.UTF-8")]), Lang::De);
        assert_eq!(from(&[("LANG", "de_DE.UTF-8@euro")]), Lang::De);
        assert_eq!(from(&[("LANG", "de_AT")]), Lang::De);
        assert_eq!(from(&[("LANG", "fr_CA.utf8")]), Lang::Fr);
        assert_eq!(from(&[("LANG", "es_MX.UTF-8")]), Lang::Es);
        assert_eq!(from(&[("LANG", "en_GB.UTF-8")]), Lang::En);
        assert_eq!(from(&[("LANG", "pt_BR.UTF-8")]), Lang::En);
    }

    #[test]
    fn chinese_is_simplified_unless_the_name_says_traditional() {
        for name in ["zh_CN.UTF-8", "zh_SG", "zh_Hans", "zh-Hans-CN", "zh"] {
            assert_eq!(from(&[("LANG", name)]), Lang::ZhCn, "{name}");
        }
        for name in ["zh_TW.UTF-8", "zh_HK", "zh-Hant"] {
            assert_eq!(from(&[("LANG", name)]), Lang::En, "{name}");
        }
    }

    #[test]
    fn lc_all_then_lc_messages_then_lang() {
        let all = [
            ("LC_ALL", "fr_FR.UTF-8"),
            ("LC_MESSAGES", "de_DE.UTF-8"),
            ("LANG", "es_ES.UTF-8"),
        ];
        assert_eq!(from(&all), Lang::Fr);
        assert_eq!(from(&all[1..]), Lang::De);
        assert_eq!(from(&all[2..]), Lang::Es);
        // An empty variable counts as unset.
        assert_eq!(from(&[("LC_ALL", ""), ("LANG", "es_ES.UTF-8")]), Lang::Es);
        // LC_ALL=C wins over a translated LANG: the way to ask for English.
        assert_eq!(from(&[("LC_ALL", "C"), ("LANG", "de_DE.UTF-8")]), Lang::En);
    }

    #[test]
    fn language_is_a_list_of_preferences_before_the_locale() {
        let lang = |language: &str| from(&[("LANGUAGE", language), ("LANG", "de_DE.UTF-8")]);
        assert_eq!(lang("fr"), Lang::Fr);
        assert_eq!(lang("pt_BR:es:fr"), Lang::Es);
        assert_eq!(lang("zh_TW:zh_CN"), Lang::ZhCn);
        assert_eq!(lang("en_US:en"), Lang::En);
        // None of the list is Doppel's: untranslated, as gettext does.
        assert_eq!(lang("pt:it"), Lang::En);
        // An empty LANGUAGE is unset: the locale's language.
        assert_eq!(lang(""), Lang::De);
    }

    #[test]
    fn language_is_ignored_in_the_c_locale_as_gettext_does() {
        assert_eq!(from(&[("LANGUAGE", "de")]), Lang::En);
        assert_eq!(from(&[("LANGUAGE", "de"), ("LC_ALL", "C")]), Lang::En);
        assert_eq!(from(&[("LANGUAGE", "de"), ("LANG", "POSIX")]), Lang::En);
        // C.UTF-8 is not C to gettext: LANGUAGE counts.
        assert_eq!(from(&[("LANGUAGE", "de"), ("LANG", "C.UTF-8")]), Lang::De);
    }

    #[test]
    fn an_explicit_choice_comes_first() {
        let env = |_: &str| Some("fr_FR.UTF-8".to_string());
        assert_eq!(choose(Some("de"), &env), Lang::De);
        assert_eq!(choose(Some("zh-CN"), &env), Lang::ZhCn);
        // A choice Doppel does not have falls back to the environment.
        assert_eq!(choose(Some("pt"), &env), Lang::Fr);
        assert_eq!(choose(None, &env), Lang::Fr);
    }
}
