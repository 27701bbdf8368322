//! Messages as the front ends get them: plurals by each language's rules, numbers, sizes
//! and dates in each language's way, the current language switched at run time, and the
//! language list a Settings menu shows.

use std::time::{Duration, SystemTime};

use super::{Date, LANGUAGES, Lang, Size, current, decimal, local};

#[test]
fn english_reads_as_before() {
    assert_eq!(
        tr_in!(
            Lang::En,
            "report-summary-scanned",
            files = 1,
            size = Size(30_100),
            seconds = decimal(0.5, 2)
        ),
        "Scanned 1 file (29.39 KiB) in 0.50 s."
    );
    assert_eq!(
        tr_in!(
            Lang::En,
            "report-summary-exact",
            groups = 3,
            files = 1234,
            size = Size(117_580)
        ),
        "3 groups of exact copies, 1,234 redundant files, 114.8 KiB reclaimable."
    );
}

#[test]
fn plurals_follow_each_languages_rules() {
    let files = |lang: Lang, count: u64| tr_in!(lang, "report-files", count = count);
    // French counts 0 and 1 alike; English and German say 0 in the plural.
    assert_eq!(files(Lang::Fr, 0), files(Lang::Fr, 1).replace('1', "0"));
    assert_ne!(files(Lang::En, 0), files(Lang::En, 1).replace('1', "0"));
    assert_ne!(files(Lang::De, 1), files(Lang::De, 2).replace('2', "1"));
    // Chinese has one form.
    assert_eq!(files(Lang::ZhCn, 1), files(Lang::ZhCn, 2).replace('2', "1"));
}

#[test]
fn numbers_sizes_and_dates_are_the_messages_languages() {
    for lang in LANGUAGES {
        let text = tr_in!(lang, "report-files", count = 1_234_567);
        assert!(
            text.contains(&local::integer(lang, 1_234_567)),
            "{lang:?}: {text}"
        );
        let text = tr_in!(
            lang,
            "report-summary-scanned",
            files = 2,
            size = Size(30_100),
            seconds = decimal(1.5, 2)
        );
        assert!(
            text.contains(&local::size(lang, 30_100)),
            "{lang:?}: {text}"
        );
        assert!(
            text.contains(&local::number(lang, 1.5, 2)),
            "{lang:?}: {text}"
        );
        let time = SystemTime::UNIX_EPOCH + Duration::from_secs(1_767_323_045);
        let text = tr_in!(lang, "restore-restored", path = Date(time));
        assert!(text.contains(&local::date(lang, time)), "{lang:?}: {text}");
    }
    assert!(tr_in!(Lang::De, "report-files", count = 1234).contains("1.234"));
    assert!(tr_in!(Lang::Fr, "report-files", count = 1234).contains("1\u{202f}234"));
    assert!(tr_in!(Lang::Es, "report-files", count = 1234).contains("1234"));
    assert!(tr_in!(Lang::Es, "report-files", count = 12345).contains("12.345"));
}

#[test]
fn no_isolation_marks_reach_the_terminal() {
    for lang in LANGUAGES {
        let text = tr_in!(lang, "cache-cleared", path = "/tmp/cache");
        assert!(
            !text.contains(['\u{2068}', '\u{2069}']),
            "{lang:?}: {text:?}"
        );
        assert!(text.contains("/tmp/cache"));
    }
}

/// The language is process-wide, so no test here changes it (the tests of this process run
/// side by side and read English): a message of another language is asked for by name, and
/// a setting's choice is checked as the choice it makes.
#[test]
fn another_language_is_given_by_name_and_a_setting_comes_before_the_environment() {
    assert_eq!(current(), Lang::En);
    assert_ne!(tr_in!(Lang::De, "report-no-exact"), tr!("report-no-exact"));
    let env = |name: &str| (name == "LANG").then(|| "de_DE.UTF-8".to_string());
    assert_eq!(super::choose(Some("fr"), &env), Lang::Fr);
    assert_eq!(super::choose(None, &env), Lang::De);
    assert_eq!(tr!("report-no-exact"), "No exact duplicates found.");
}

#[test]
fn the_languages_are_listed_by_their_own_names() {
    let names: Vec<(&str, &str)> = LANGUAGES
        .iter()
        .map(|lang| (lang.tag(), lang.native_name()))
        .collect();
    assert_eq!(
        names,
        [
            ("en", "English"),
            ("de", "Deutsch"),
            ("fr", "Français"),
            ("es", "Español"),
            ("zh-CN", "简体中文")
        ]
    );
    for lang in LANGUAGES {
        assert_eq!(Lang::from_tag(lang.tag()), Some(lang));
        assert_eq!(Lang::of_identifier(&lang.identifier()), lang);
    }
}

#[test]
fn in_english_every_reason_a_rule_leaves_a_group_alone_reads_as_the_engine_writes_it() {
    use crate::engine::actions::{Criterion, More, Undecided};
    use std::path::PathBuf;
    assert_eq!(current(), Lang::En);
    let path = PathBuf::from;
    let samples = [
        Undecided::AllInTrash,
        Undecided::NoneMatch(Criterion::Newest),
        Undecided::Tie,
        Undecided::HoldsAllOf {
            fuller: path("/v/report-v1.odt"),
            kept: path("/v/report-v2.odt"),
            more: More::Words(1),
        },
        Undecided::HoldsAllOf {
            fuller: path("/a/notes.txt"),
            kept: path("/b/notes.txt"),
            more: More::Words(1234),
        },
        Undecided::HoldsAllOf {
            fuller: path("/v/long.mp4"),
            kept: path("/v/clip.mp4"),
            more: More::Seconds(100),
        },
        Undecided::HoldsFootage {
            trashed: path("/v/a.mp4"),
            kept: path("/v/b.mp4"),
        },
        Undecided::CompanionOnlyHere {
            photo: path("/card/IMG_1.JPG"),
            companion: path("/card/IMG_1.CR2"),
        },
    ];
    for why in samples {
        assert_eq!(super::words::undecided(&why), why.to_string(), "{why:?}");
    }
}
