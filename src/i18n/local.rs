//! Numbers, sizes and dates as each language writes them.
//!
//! | | en | de | fr | es | zh-CN |
//! |---|---|---|---|---|---|
//! | number | 12,345.6 | 12.345,6 | 12 345,6 | 12.345,6 (1234,5) | 12,345.6 |
//! | size | 29.39 KiB | 29,39 KiB | 29,39 KiB | 29,39 KiB | 29.39 KiB |
//! | date | 2026-01-02 03:04:05 | 02.01.2026 03:04:05 | 02/01/2026 03:04:05 | 02/01/2026 03:04:05 | 2026-01-02 03:04:05 |
//!
//! The separators are CLDR's: French groups digits with a narrow no-break space (U+202F),
//! Spanish groups only numbers of five digits or more (CLDR's minimum grouping digits, as
//! the RAE writes them). Sizes keep the binary units (KiB, MiB) in every language, with the
//! language's decimal separator and, in German, French and Spanish, a no-break space
//! before the unit; they are not grouped, as in English. Dates are UTC, as every report
//! gives them, to the second, in a fixed width so they line up in a column.
//!
//! Why a table of five languages rather than a crate: Fluent's Rust implementation formats
//! numbers the same way in every language (its `NUMBER()` has no locale data), and the
//! crates that have the data (ICU4X's `icu_decimal` and `icu_datetime`) bring a large data
//! set and build for what five rows say here. The table is applied in two places: every
//! number passed to a message goes through [`format_number_value`] (the bundle's
//! formatter), and [`Size`] and [`Date`] are Fluent values that format themselves in the
//! language of the message they are in.

use std::borrow::Cow;
use std::time::SystemTime;

use fluent_bundle::FluentValue;
use fluent_bundle::types::{FluentNumber, FluentNumberOptions, FluentType};
use intl_memoizer::Memoizable;
use unic_langid::LanguageIdentifier;

use super::Lang;

/// How a language writes numbers.
struct Rules {
    /// Between groups of three digits.
    group: &'static str,
    /// Before the fraction.
    decimal: char,
    /// The fewest integer digits that are grouped (CLDR's minimum grouping digits plus 3).
    grouped_from: usize,
    /// Between a size and its unit.
    unit_space: &'static str,
}

fn rules(lang: Lang) -> Rules {
    match lang {
        Lang::En | Lang::ZhCn => Rules {
            group: ",",
            decimal: '.',
            grouped_from: 4,
            unit_space: " ",
        },
        Lang::De => Rules {
            group: ".",
            decimal: ',',
            grouped_from: 4,
            unit_space: "\u{a0}",
        },
        Lang::Fr => Rules {
            group: "\u{202f}",
            decimal: ',',
            grouped_from: 4,
            unit_space: "\u{a0}",
        },
        Lang::Es => Rules {
            group: ".",
            decimal: ',',
            grouped_from: 5,
            unit_space: "\u{a0}",
        },
    }
}

/// `value` with `fraction_digits` digits after the separator (rounded), grouped as `lang`
/// groups them: `number(Lang::De, 1234.5, 1)` is "1.234,5".
pub fn number(lang: Lang, value: f64, fraction_digits: usize) -> String {
    let text = format!("{:.*}", fraction_digits, value.abs());
    localise_digits(lang, &text, true, is_negative(value, &text))
}

/// Whether `value`, shown as `shown` without its sign, needs one (-0.0 does not).
fn is_negative(value: f64, shown: &str) -> bool {
    value < 0.0 && shown.bytes().any(|b| matches!(b, b'1'..=b'9'))
}

/// A whole number grouped as `lang` groups them: "114,272", "114.272", "114 272".
pub fn integer(lang: Lang, value: u64) -> String {
    localise_digits(lang, &value.to_string(), true, false)
}

/// `text`, plain digits with an optional `.` fraction, in `lang`'s separators.
fn localise_digits(lang: Lang, text: &str, grouping: bool, negative: bool) -> String {
    let rules = rules(lang);
    let (whole, fraction) = match text.split_once('.') {
        Some((whole, fraction)) => (whole, Some(fraction)),
        None => (text, None),
    };
    let mut out = String::with_capacity(text.len() + 8);
    if negative {
        out.push('-');
    }
    let grouped = grouping && whole.len() >= rules.grouped_from;
    for (i, digit) in whole.chars().enumerate() {
        if grouped && i > 0 && (whole.len() - i).is_multiple_of(3) {
            out.push_str(rules.group);
        }
        out.push(digit);
    }
    if let Some(fraction) = fraction {
        out.push(rules.decimal);
        out.push_str(fraction);
    }
    out
}

/// A size as `lang` writes it: "29.39 KiB", "29,39 KiB" (the engine's binary units and
/// precision, [`crate::format::human_bytes`], in the language's separators).
pub fn size(lang: Lang, bytes: u64) -> String {
    let english = crate::format::human_bytes(bytes);
    if lang == Lang::En {
        return english;
    }
    match english.split_once(' ') {
        Some((value, unit)) => format!(
            "{}{}{unit}",
            localise_digits(lang, value, false, false),
            rules(lang).unit_space
        ),
        None => english,
    }
}

/// A time as `lang` writes a date and time, in UTC, to the second; always 19 characters.
pub fn date(lang: Lang, time: SystemTime) -> String {
    // "2026-01-02T03:04:05Z"
    let rfc = crate::format::rfc3339(time);
    let (Some(year), Some(month), Some(day), Some(clock)) = (
        rfc.get(0..4),
        rfc.get(5..7),
        rfc.get(8..10),
        rfc.get(11..19),
    ) else {
        return crate::format::format_time(time);
    };
    match lang {
        Lang::En | Lang::ZhCn => format!("{year}-{month}-{day} {clock}"),
        Lang::De => format!("{day}.{month}.{year} {clock}"),
        Lang::Fr | Lang::Es => format!("{day}/{month}/{year} {clock}"),
    }
}

/// How many columns a terminal gives `text`: two for each CJK or full-width character, one
/// for others (Rust's `{:>10}` counts characters, which misaligns Chinese columns).
pub fn display_width(text: &str) -> usize {
    text.chars()
        .map(|c| match c {
            '\u{1100}'..='\u{115f}'
            | '\u{2e80}'..='\u{303e}'
            | '\u{3041}'..='\u{a4cf}'
            | '\u{ac00}'..='\u{d7a3}'
            | '\u{f900}'..='\u{faff}'
            | '\u{fe30}'..='\u{fe4f}'
            | '\u{ff00}'..='\u{ff60}'
            | '\u{ffe0}'..='\u{ffe6}' => 2,
            _ => 1,
        })
        .sum()
}

/// `text` right-aligned in `width` columns.
pub fn pad_start(text: &str, width: usize) -> String {
    format!(
        "{}{text}",
        " ".repeat(width.saturating_sub(display_width(text)))
    )
}

/// `text` left-aligned in `width` columns.
pub fn pad_end(text: &str, width: usize) -> String {
    format!(
        "{text}{}",
        " ".repeat(width.saturating_sub(display_width(text)))
    )
}

/// A number with exactly `digits` digits after the separator, for a message: a share in
/// percent (`decimal(99.25, 1)` shows "99.3" in English, "99,3" in German), seconds.
pub fn decimal(value: f64, digits: usize) -> FluentValue<'static> {
    FluentValue::Number(FluentNumber::new(
        value,
        FluentNumberOptions {
            minimum_fraction_digits: Some(digits),
            maximum_fraction_digits: Some(digits),
            ..FluentNumberOptions::default()
        },
    ))
}

/// The language a bundle formats for, remembered by its memoizer.
struct BundleLang(Lang);

impl Memoizable for BundleLang {
    type Args = ();
    type Error = ();

    fn construct(lang: LanguageIdentifier, _: ()) -> Result<Self, ()> {
        Ok(BundleLang(Lang::of_identifier(&lang)))
    }
}

/// The language of the bundle whose memoizer this is.
fn lang_of(intls: &intl_memoizer::concurrent::IntlLangMemoizer) -> Lang {
    intls
        .with_try_get::<BundleLang, _, _>((), |lang| lang.0)
        .unwrap_or(Lang::En)
}

/// The same, for a single-threaded bundle.
fn lang_of_local(intls: &intl_memoizer::IntlLangMemoizer) -> Lang {
    intls
        .with_try_get::<BundleLang, _, _>((), |lang| lang.0)
        .unwrap_or(Lang::En)
}

/// Every bundle's formatter: a number in the bundle's language, with the fraction digits
/// its options ask for (none for a whole number, as many as it has otherwise). `None` for
/// every other value, which formats itself.
pub(super) fn format_number_value(
    value: &FluentValue,
    intls: &intl_memoizer::concurrent::IntlLangMemoizer,
) -> Option<String> {
    let FluentValue::Number(number) = value else {
        return None;
    };
    let lang = lang_of(intls);
    let options = &number.options;
    let text = match options
        .maximum_fraction_digits
        .or(options.minimum_fraction_digits)
    {
        Some(digits) => format!("{:.*}", digits, number.value.abs()),
        None => format!("{}", number.value.abs()),
    };
    let negative = is_negative(number.value, &text);
    Some(localise_digits(lang, &text, options.use_grouping, negative))
}

/// A size in bytes, for a message: formatted as [`size`] in the message's language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Size(pub u64);

impl FluentType for Size {
    fn duplicate(&self) -> Box<dyn FluentType + Send> {
        Box::new(*self)
    }

    fn as_string(&self, intls: &intl_memoizer::IntlLangMemoizer) -> Cow<'static, str> {
        size(lang_of_local(intls), self.0).into()
    }

    fn as_string_threadsafe(
        &self,
        intls: &intl_memoizer::concurrent::IntlLangMemoizer,
    ) -> Cow<'static, str> {
        size(lang_of(intls), self.0).into()
    }
}

impl From<Size> for FluentValue<'_> {
    fn from(size: Size) -> Self {
        FluentValue::Custom(Box::new(size))
    }
}

/// A date and time, for a message: formatted as [`date`] in the message's language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Date(pub SystemTime);

impl FluentType for Date {
    fn duplicate(&self) -> Box<dyn FluentType + Send> {
        Box::new(*self)
    }

    fn as_string(&self, intls: &intl_memoizer::IntlLangMemoizer) -> Cow<'static, str> {
        date(lang_of_local(intls), self.0).into()
    }

    fn as_string_threadsafe(
        &self,
        intls: &intl_memoizer::concurrent::IntlLangMemoizer,
    ) -> Cow<'static, str> {
        date(lang_of(intls), self.0).into()
    }
}

impl From<Date> for FluentValue<'_> {
    fn from(date: Date) -> Self {
        FluentValue::Custom(Box::new(date))
    }
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, SystemTime};

    use super::{date, display_width, integer, number, pad_end, pad_start, size};
    use crate::i18n::{LANGUAGES, Lang};

    #[test]
    fn numbers_follow_each_languages_separators() {
        assert_eq!(number(Lang::En, 1234.5, 1), "1,234.5");
        assert_eq!(number(Lang::De, 1234.5, 1), "1.234,5");
        assert_eq!(number(Lang::Fr, 1234.5, 1), "1\u{202f}234,5");
        assert_eq!(number(Lang::ZhCn, 1234.5, 1), "1,234.5");
        // Spanish groups from five digits on.
        assert_eq!(number(Lang::Es, 1234.5, 1), "1234,5");
        assert_eq!(number(Lang::Es, 12345.6, 1), "12.345,6");
        assert_eq!(number(Lang::En, 99.25, 1), "99.2");
        assert_eq!(number(Lang::De, 0.5, 2), "0,50");
        assert_eq!(number(Lang::En, -1234.0, 0), "-1,234");
        assert_eq!(number(Lang::En, -0.01, 1), "0.0");
    }

    #[test]
    fn whole_numbers_are_grouped() {
        assert_eq!(integer(Lang::En, 0), "0");
        assert_eq!(integer(Lang::En, 999), "999");
        assert_eq!(integer(Lang::En, 114_272), "114,272");
        assert_eq!(integer(Lang::De, 1_234_567), "1.234.567");
        assert_eq!(integer(Lang::Fr, 1_234_567), "1\u{202f}234\u{202f}567");
        assert_eq!(integer(Lang::Es, 9_999), "9999");
        assert_eq!(integer(Lang::Es, 10_000), "10.000");
        assert_eq!(integer(Lang::ZhCn, 1_000), "1,000");
        // English as the engine groups it.
        for n in [0, 7, 1000, 65_536, 9_876_543_210] {
            assert_eq!(integer(Lang::En, n), crate::format::thousands(n));
        }
    }

    #[test]
    fn sizes_keep_binary_units_in_each_languages_decimals() {
        assert_eq!(size(Lang::En, 30_100), "29.39 KiB");
        assert_eq!(size(Lang::De, 30_100), "29,39\u{a0}KiB");
        assert_eq!(size(Lang::Fr, 30_100), "29,39\u{a0}KiB");
        assert_eq!(size(Lang::Es, 30_100), "29,39\u{a0}KiB");
        assert_eq!(size(Lang::ZhCn, 30_100), "29.39 KiB");
        assert_eq!(size(Lang::De, 812), "812\u{a0}B");
        assert_eq!(size(Lang::De, 3 << 30), "3\u{a0}GiB");
        for n in [0, 1, 1023, 1024, 1 << 20, 123_456_789_012] {
            assert_eq!(size(Lang::En, n), crate::format::human_bytes(n));
        }
    }

    #[test]
    fn columns_count_chinese_characters_twice() {
        assert_eq!(display_width("files"), 5);
        assert_eq!(display_width("3 个文件"), 8);
        assert_eq!(pad_start("3 个文件", 10), "  3 个文件");
        assert_eq!(pad_end("状态", 6), "状态  ");
        assert_eq!(pad_start("too long", 3), "too long");
    }

    #[test]
    fn dates_are_written_each_languages_way_in_one_width() {
        // 2026-01-02 03:04:05 UTC
        let time = SystemTime::UNIX_EPOCH + Duration::from_secs(1_767_323_045);
        assert_eq!(date(Lang::En, time), "2026-01-02 03:04:05");
        assert_eq!(date(Lang::De, time), "02.01.2026 03:04:05");
        assert_eq!(date(Lang::Fr, time), "02/01/2026 03:04:05");
        assert_eq!(date(Lang::Es, time), "02/01/2026 03:04:05");
        assert_eq!(date(Lang::ZhCn, time), "2026-01-02 03:04:05");
        assert_eq!(date(Lang::En, time), crate::format::format_time(time));
        for lang in LANGUAGES {
            assert_eq!(date(lang, time).chars().count(), 19, "{lang:?}");
        }
    }
}
