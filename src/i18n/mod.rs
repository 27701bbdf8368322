//! Translations: the texts Doppel shows a person come from a Fluent message file,
//! `i18n/<language>/doppel.ftl`, embedded in the binary (every text of the command line
//! and the desktop app's, through the same module). English (`en`) is the source and
//! the fallback; German, French, Spanish and Simplified Chinese are complete translations of
//! it (a test fails when a language lacks a message English has, or has one it no longer
//! has). See `docs/src/translations.md`.
//!
//! - [`Lang`] and [`LANGUAGES`]: the languages, each with its own name for a language menu.
//! - [`choose`]: which language to speak, from an explicit choice or the environment
//!   (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`, as gettext reads them).
//! - [`local`]: numbers, sizes and dates as each language writes them. Numbers passed to a
//!   message are formatted by its language's rules; [`Size`] and [`Date`] are values a
//!   message formats in its own language too.
//! - [`words`]: the engine's typed values (a scan's phase, why a rule left a group alone)
//!   in words; [`reasons`]: why a cleanup left a file alone and what a restore found;
//!   [`space`]: the space a cleanup measured as freed; [`skips`]: why a scan skipped a file;
//!   [`notices`]: what a scan tells at its end.
//! - [`tr!`](crate::tr) gets a message in the current language, [`tr_in!`](crate::tr_in) in
//!   a given one. Both check the message id and the argument names against the English file
//!   when the code compiles (the `fl!` macro of `i18n-embed-fl`).
//!
//! The current language is process-wide and can change at any time ([`set_language`]): the
//! command line sets it once from the environment at start ([`use_environment`]); the
//! desktop app can set it from its settings ([`use_choice`], the choice or else the
//! environment's) and draw the next frame in the new language.
//! Each language's loader is made once, on first use, and kept.
//!
//! What stays English whatever the language: the JSON and CSV reports and the cleanup
//! journal (they are contracts read by programs), the man pages and shell completions
//! (`doppel generate`), and the words other programs write (a system error's, a decoder's,
//! an extractor's, ffmpeg's), which appear inside a translated sentence.

mod choose;
pub mod local;
pub mod notices;
pub mod reasons;
pub mod skips;
pub mod space;
pub mod words;

use std::borrow::Cow;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

use i18n_embed::fluent::FluentLanguageLoader;
use i18n_embed::{I18nAssets, LanguageLoader};
use unic_langid::LanguageIdentifier;

pub use self::choose::{choose, choose_from_environment, environment};
pub use self::local::{Date, Size, decimal};
/// The macro behind [`tr!`](crate::tr) and [`tr_in!`](crate::tr_in), for their expansion.
#[doc(hidden)]
pub use i18n_embed_fl::fl;

/// A language Doppel speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English, the source of every message and the fallback.
    En,
    /// German.
    De,
    /// French.
    Fr,
    /// Spanish.
    Es,
    /// Simplified Chinese.
    ZhCn,
}

/// Every language, English first, then in the order a language menu lists them.
pub const LANGUAGES: [Lang; 5] = [Lang::En, Lang::De, Lang::Fr, Lang::Es, Lang::ZhCn];

/// The name of the message files (`i18n/<tag>/doppel.ftl`), the loader's domain.
const DOMAIN: &str = "doppel";

impl Lang {
    /// The language's tag, as its folder under `i18n/` is named: `en`, `de`, `zh-CN`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
            Lang::Es => "es",
            Lang::ZhCn => "zh-CN",
        }
    }

    /// The language's name in itself, as a language menu shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Fr => "Français",
            Lang::Es => "Español",
            Lang::ZhCn => "简体中文",
        }
    }

    /// The language whose tag is `tag` exactly (`de`, `zh-CN`), as [`Lang::tag`] writes it;
    /// for a setting saved by tag. Locale names (`de_DE.UTF-8`) are [`choose`]'s.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        LANGUAGES.into_iter().find(|lang| lang.tag() == tag)
    }

    /// The message file, as embedded.
    pub fn messages(self) -> &'static str {
        match self {
            Lang::En => include_str!("../../i18n/en/doppel.ftl"),
            Lang::De => include_str!("../../i18n/de/doppel.ftl"),
            Lang::Fr => include_str!("../../i18n/fr/doppel.ftl"),
            Lang::Es => include_str!("../../i18n/es/doppel.ftl"),
            Lang::ZhCn => include_str!("../../i18n/zh-CN/doppel.ftl"),
        }
    }

    /// The language as Fluent names it (for its plural rules).
    pub fn identifier(self) -> LanguageIdentifier {
        self.tag()
            .parse()
            .expect("every tag in this table is a valid language identifier")
    }

    /// The language of a Fluent bundle: the one whose identifier it is, English for any other.
    fn of_identifier(id: &LanguageIdentifier) -> Lang {
        LANGUAGES
            .into_iter()
            .find(|lang| lang.identifier() == *id)
            .unwrap_or(Lang::En)
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// The message files as the loader reads them: `<tag>/doppel.ftl`, from the binary.
struct Embedded;

impl I18nAssets for Embedded {
    fn get_files(&self, file_path: &str) -> Vec<Cow<'_, [u8]>> {
        LANGUAGES
            .into_iter()
            .filter(|lang| file_path == format!("{}/{DOMAIN}.ftl", lang.tag()))
            .map(|lang| Cow::Borrowed(lang.messages().as_bytes()))
            .collect()
    }

    fn filenames_iter(&self) -> Box<dyn Iterator<Item = String> + '_> {
        Box::new(
            LANGUAGES
                .into_iter()
                .map(|lang| format!("{}/{DOMAIN}.ftl", lang.tag())),
        )
    }
}

/// The current language, as an index into [`LANGUAGES`]'s order (`Lang as usize`).
static CURRENT: AtomicUsize = AtomicUsize::new(0);

/// Each language's loader, made on first use.
static LOADERS: [OnceLock<FluentLanguageLoader>; LANGUAGES.len()] =
    [const { OnceLock::new() }; LANGUAGES.len()];

/// The language messages are given in now: English until [`set_language`] says otherwise.
pub fn current() -> Lang {
    LANGUAGES
        .get(CURRENT.load(Ordering::Relaxed))
        .copied()
        .unwrap_or(Lang::En)
}

/// Makes `lang` the language of every message from now on, in every thread.
pub fn set_language(lang: Lang) {
    CURRENT.store(lang.index(), Ordering::Relaxed);
}

/// Sets the language the environment asks for ([`choose_from_environment`]) and returns it.
pub fn use_environment() -> Lang {
    use_choice(None)
}

/// Sets the language `explicit` names (a tag, `de`, as a setting saves [`Lang::tag`]), or
/// the environment's when it names none Doppel has, and returns it.
pub fn use_choice(explicit: Option<&str>) -> Lang {
    let lang = choose(explicit, &environment);
    set_language(lang);
    lang
}

/// The loader of the current language, for [`tr!`](crate::tr).
pub fn loader() -> &'static FluentLanguageLoader {
    loader_for(current())
}

/// The loader of `lang`, with English behind it for any message it lacks (none, while the
/// completeness test passes).
pub fn loader_for(lang: Lang) -> &'static FluentLanguageLoader {
    LOADERS[lang.index()].get_or_init(|| {
        let english = Lang::En.identifier();
        let loader = FluentLanguageLoader::new(DOMAIN, english);
        loader
            .load_languages(&Embedded, &[lang.identifier()])
            .expect("the English messages are embedded");
        loader.with_bundles_mut(|bundle| {
            // No Unicode isolation marks around arguments: terminals show them as boxes,
            // and no message mixes writing directions.
            bundle.set_use_isolating(false);
            bundle.set_formatter(Some(local::format_number_value));
        });
        loader
    })
}

/// A message in the current language: `tr!("id")`, `tr!("id", name = value, ...)`, each
/// value anything that converts into a Fluent value (a number, a `String`, a [`Size`], a
/// [`Date`]). The id and the argument names are checked against `i18n/en/doppel.ftl` when
/// the code compiles. Write a value that is more than a name or a call in parentheses: the
/// macro appends `.into()` to it.
#[macro_export]
macro_rules! tr {
    ($id:literal) => {
        $crate::i18n::fl!($crate::i18n::loader(), $id)
    };
    ($id:literal, $($args:tt)*) => {
        $crate::i18n::fl!($crate::i18n::loader(), $id, $($args)*)
    };
}

/// A message in the given language: `tr_in!(Lang::De, "id", name = value, ...)`, as
/// [`tr!`](crate::tr) otherwise.
#[macro_export]
macro_rules! tr_in {
    ($lang:expr, $id:literal) => {
        $crate::i18n::fl!($crate::i18n::loader_for($lang), $id)
    };
    ($lang:expr, $id:literal, $($args:tt)*) => {
        $crate::i18n::fl!($crate::i18n::loader_for($lang), $id, $($args)*)
    };
}

/// A message looked up by an id made at run time (the command line's help, keyed by
/// command and argument), or `None` when the language's file and English both lack it.
/// Not checked when compiling; [`tr!`](crate::tr) is, so prefer it.
pub fn message(lang: Lang, id: &str, attribute: Option<&str>) -> Option<String> {
    let loader = loader_for(lang);
    match attribute {
        None if loader.has(id) => Some(loader.get(id)),
        Some(attribute) if loader.has_attr(id, attribute) => Some(loader.get_attr(id, attribute)),
        _ => None,
    }
}

#[cfg(test)]
mod completeness;
#[cfg(test)]
mod tests;
