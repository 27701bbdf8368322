//! Turning extracted text into the word sequence that shingles are made of.
//!
//! Always: Unicode NFKC (so ligatures, full-width forms and compatibility characters compare
//! equal), lower-casing, and splitting into words at anything that is not a letter, digit or
//! underscore, which drops punctuation, symbols and left-over markup characters and folds all
//! white space. Optional:
//! dropping numbers, dropping stop words and stemming, both for the language detected in the
//! text. See [`NormalizeOptions`] for why those are off by default.

use std::collections::HashSet;

use rust_stemmers::{Algorithm, Stemmer};
use unicode_normalization::{IsNormalized, UnicodeNormalization, is_nfkc_quick};
use whatlang::Lang;

pub use crate::report::NormalizeOptions;

/// Splits `text` into normalised words, collected (the tests' view of [`for_each_word`]).
#[cfg(test)]
fn normalized_words(text: &str, options: NormalizeOptions) -> Vec<String> {
    let mut words = Vec::new();
    for_each_word(text, options, |word| words.push(word.to_string()));
    words
}

/// Calls `visit` with each normalised word of `text`, in order, without collecting them.
pub fn for_each_word(text: &str, options: NormalizeOptions, mut visit: impl FnMut(&str)) {
    let folded = fold(text);
    let language = if options.drop_stop_words || options.stem {
        LanguageTools::detect(&folded)
    } else {
        None
    };
    split_words(&folded, |word| {
        if options.drop_numbers && is_number(word) {
            return;
        }
        let Some(language) = &language else {
            return visit(word);
        };
        if options.drop_stop_words && language.stop_words.contains(word) {
            return;
        }
        match (&language.stemmer, options.stem) {
            (Some(stemmer), true) => visit(&stemmer.stem(word)),
            _ => visit(word),
        }
    });
}

/// NFKC and lower case. Most text is already NFKC (all ASCII is), so the quick check spares
/// the normaliser's cost in the common case.
fn fold(text: &str) -> String {
    if text.is_ascii() {
        text.to_ascii_lowercase()
    } else if is_nfkc_quick(text.chars()) == IsNormalized::Yes {
        text.to_lowercase()
    } else {
        text.nfkc().collect::<String>().to_lowercase()
    }
}

/// Words are runs of letters, digits, marks and underscores; everything else (punctuation,
/// symbols, white space, left-over markup) separates them. Han ideographs and Japanese kana,
/// written without spaces, count as one word each. The ASCII path gives the same words as the
/// general one, only faster.
fn split_words<'t>(text: &'t str, mut visit: impl FnMut(&'t str)) {
    let mut start: Option<usize> = None;
    if text.is_ascii() {
        for (i, byte) in text.bytes().enumerate() {
            if ASCII_WORD_BYTE[usize::from(byte)] {
                start.get_or_insert(i);
            } else if let Some(s) = start.take() {
                visit(&text[s..i]);
            }
        }
    } else {
        for (i, c) in text.char_indices() {
            if is_written_without_spaces(c) {
                if let Some(s) = start.take() {
                    visit(&text[s..i]);
                }
                visit(&text[i..i + c.len_utf8()]);
            } else if c.is_alphanumeric() || c == '_' {
                start.get_or_insert(i);
            } else if let Some(s) = start.take() {
                visit(&text[s..i]);
            }
        }
    }
    if let Some(s) = start {
        visit(&text[s..]);
    }
}

/// Which ASCII bytes belong to words (letters, digits, underscore), as a table: the check
/// runs once per byte of every document.
const ASCII_WORD_BYTE: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 128 {
        let byte = b as u8;
        table[b] = byte.is_ascii_alphanumeric() || byte == b'_';
        b += 1;
    }
    table
};

fn is_written_without_spaces(c: char) -> bool {
    matches!(c,
        '\u{3040}'..='\u{30ff}'     // Hiragana, Katakana
        | '\u{3400}'..='\u{4dbf}'   // CJK Extension A
        | '\u{4e00}'..='\u{9fff}'   // CJK Unified Ideographs
        | '\u{f900}'..='\u{faff}'   // CJK Compatibility Ideographs
        | '\u{20000}'..='\u{3134f}' // CJK Extensions B to G
    )
}

fn is_number(word: &str) -> bool {
    word.chars().any(|c| c.is_numeric())
        && word
            .chars()
            .all(|c| c.is_numeric() || matches!(c, '.' | ',' | '_' | '\''))
}

/// Stop words and stemmer for one detected language.
struct LanguageTools {
    stop_words: HashSet<&'static str>,
    stemmer: Option<Stemmer>,
}

impl LanguageTools {
    /// Detects the language from the first part of the text (enough for a reliable guess).
    fn detect(text: &str) -> Option<LanguageTools> {
        let sample_end = text
            .char_indices()
            .nth(20_000)
            .map_or(text.len(), |(i, _)| i);
        let info = whatlang::detect(&text[..sample_end])?;
        if !info.is_reliable() {
            return None;
        }
        let (code, algorithm) = language_codes(info.lang())?;
        Some(LanguageTools {
            stop_words: stop_words::lookup(code)
                .map(|words| words.iter().copied().collect())
                .unwrap_or_default(),
            stemmer: algorithm.map(Stemmer::create),
        })
    }
}

/// The ISO 639-1 code (for stop words) and Snowball stemmer of a detected language.
fn language_codes(lang: Lang) -> Option<(&'static str, Option<Algorithm>)> {
    Some(match lang {
        Lang::Eng => ("en", Some(Algorithm::English)),
        Lang::Deu => ("de", Some(Algorithm::German)),
        Lang::Fra => ("fr", Some(Algorithm::French)),
        Lang::Spa => ("es", Some(Algorithm::Spanish)),
        Lang::Ita => ("it", Some(Algorithm::Italian)),
        Lang::Por => ("pt", Some(Algorithm::Portuguese)),
        Lang::Nld => ("nl", Some(Algorithm::Dutch)),
        Lang::Dan => ("da", Some(Algorithm::Danish)),
        Lang::Swe => ("sv", Some(Algorithm::Swedish)),
        Lang::Nob => ("no", Some(Algorithm::Norwegian)),
        Lang::Fin => ("fi", Some(Algorithm::Finnish)),
        Lang::Hun => ("hu", Some(Algorithm::Hungarian)),
        Lang::Ron => ("ro", Some(Algorithm::Romanian)),
        Lang::Rus => ("ru", Some(Algorithm::Russian)),
        Lang::Tur => ("tr", Some(Algorithm::Turkish)),
        Lang::Ell => ("el", Some(Algorithm::Greek)),
        Lang::Ara => ("ar", Some(Algorithm::Arabic)),
        Lang::Tam => ("ta", Some(Algorithm::Tamil)),
        Lang::Pol => ("pl", None),
        Lang::Ces => ("cs", None),
        Lang::Ukr => ("uk", None),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str, options: NormalizeOptions) -> Vec<String> {
        normalized_words(text, options)
    }

    #[test]
    fn case_punctuation_and_white_space_are_folded() {
        let plain = words(
            "The quick, brown fox.\n\n  Jumps!",
            NormalizeOptions::default(),
        );
        assert_eq!(plain, ["the", "quick", "brown", "fox", "jumps"]);
    }

    #[test]
    fn compatibility_characters_compare_equal() {
        // "ﬁ" ligature, full-width letters, and a no-break space.
        let fancy = words("ﬁle ＡＢＣ\u{a0}done", NormalizeOptions::default());
        assert_eq!(fancy, ["file", "abc", "done"]);
    }

    #[test]
    fn numbers_are_kept_unless_asked() {
        let text = "version 3.14 released in 2026 with 1,000 fixes";
        assert!(words(text, NormalizeOptions::default()).contains(&"2026".to_string()));
        let options = NormalizeOptions {
            drop_numbers: true,
            ..Default::default()
        };
        assert_eq!(
            words(text, options),
            ["version", "released", "in", "with", "fixes"]
        );
    }

    #[test]
    fn stop_words_and_stems_follow_the_detected_language() {
        let english = "The engineers were running the tests of the scanners while the \
                       managers were reading the reports about the running systems.";
        let options = NormalizeOptions {
            drop_stop_words: true,
            stem: true,
            ..Default::default()
        };
        let result = words(english, options);
        assert!(!result.contains(&"the".to_string()), "{result:?}");
        assert!(result.contains(&"run".to_string()), "{result:?}");
        assert!(result.contains(&"scanner".to_string()), "{result:?}");
    }

    #[test]
    fn ascii_and_unicode_paths_split_alike() {
        let ascii = "snake_case(x) -> don't stop: e.g. 3.14!";
        let unicode = format!("{ascii} \u{00e9}t\u{00e9}");
        let mut expected = words(ascii, NormalizeOptions::default());
        expected.push("\u{00e9}t\u{00e9}".to_string());
        assert_eq!(words(&unicode, NormalizeOptions::default()), expected);
        assert_eq!(
            words(ascii, NormalizeOptions::default()),
            ["snake_case", "x", "don", "t", "stop", "e", "g", "3", "14"]
        );
    }

    #[test]
    fn ideographs_are_words_of_their_own() {
        let mixed = words("重复文件 finder", NormalizeOptions::default());
        assert_eq!(mixed, ["重", "复", "文", "件", "finder"]);
    }
}
