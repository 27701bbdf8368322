//! The command line speaks the language the environment asks for: `LANG=de_DE.UTF-8 doppel
//! scan DIR` prints its report in German, and likewise in each language Doppel has. The
//! expected lines are the messages themselves, rendered through `doppel::i18n` for that
//! language with the same arguments, so the test checks the wiring, not the wording. What is
//! a contract stays the same in every language: the JSON report, byte for byte, and the man
//! pages.

use std::fs::{self, File};
use std::path::Path;
use std::process::Output;
use std::time::{Duration, SystemTime};

use assert_cmd::Command;
use doppel::i18n::{LANGUAGES, Lang, Size, local};
use doppel::tr_in;
use tempfile::TempDir;

/// When every file of the tree was last modified: 2026-01-02 03:04:05 UTC.
fn modified() -> SystemTime {
    SystemTime::UNIX_EPOCH + Duration::from_secs(1_767_323_045)
}

/// Two groups of exact copies: three copies of 3,000 bytes, two of 1,500,000.
fn tree() -> TempDir {
    let dir = TempDir::new().unwrap();
    let write = |name: &str, size: usize, seed: u8| {
        let bytes: Vec<u8> = (0..size)
            .map(|i| (i as u8).wrapping_mul(31).wrapping_add(seed))
            .collect();
        let path = dir.path().join(name);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(&path, bytes).unwrap();
        File::options()
            .write(true)
            .open(&path)
            .unwrap()
            .set_modified(modified())
            .unwrap();
    };
    for name in ["a/small.bin", "b/small.bin", "c/small.bin"] {
        write(name, 3_000, 1);
    }
    for name in ["a/large.bin", "b/large.bin"] {
        write(name, 1_500_000, 2);
    }
    dir
}

/// `doppel ARGS` with the locale `lang_variable` (as a desktop sets `LANG`), none of the
/// variables that outrank it set, and its data and cache folders under `home`.
fn run_in(lang_variable: &str, args: &[&str], home: &Path) -> Output {
    Command::cargo_bin("doppel")
        .unwrap()
        .env_remove("LANGUAGE")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang_variable)
        .env("XDG_DATA_HOME", home.join("data"))
        .env("XDG_CACHE_HOME", home.join("cache"))
        .args(args)
        .output()
        .unwrap()
}

/// The locale a desktop in `lang` sets.
fn locale(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "en_US.UTF-8",
        Lang::De => "de_DE.UTF-8",
        Lang::Fr => "fr_FR.UTF-8",
        Lang::Es => "es_ES.UTF-8",
        Lang::ZhCn => "zh_CN.UTF-8",
    }
}

fn stdout(output: &Output) -> String {
    assert!(output.status.success(), "{output:?}");
    String::from_utf8(output.stdout.clone()).unwrap()
}

#[test]
fn the_scan_report_is_in_the_language_of_lang() {
    let (dir, home) = (tree(), TempDir::new().unwrap());
    let scanned = dir.path().canonicalize().unwrap();
    let root = scanned.to_str().unwrap();
    for lang in LANGUAGES {
        // Folders a and b hold the same files: without --no-folders, their folder group
        // would come first and hold both groups.
        let text = stdout(&run_in(
            locale(lang),
            &["scan", "--no-cache", "--no-folders", root],
            home.path(),
        ));
        let lines: Vec<&str> = text.lines().collect();
        // The largest reclaimable space first: the two large copies.
        let heading = tr_in!(
            lang,
            "report-exact-group",
            number = 1,
            files = 2,
            size = Size(1_500_000),
            reclaimable = Size(1_500_000)
        );
        assert_eq!(lines[0], heading, "{lang:?}:\n{text}");
        let listed = format!(
            "  {}  {}",
            local::date(lang, modified()),
            scanned.join("a/large.bin").display()
        );
        assert_eq!(lines[1], listed, "{lang:?}:\n{text}");
        let summary = tr_in!(
            lang,
            "report-summary-exact",
            groups = 2,
            files = 3,
            size = Size(1_506_000)
        );
        assert!(
            lines.contains(&summary.as_str()),
            "{lang:?}: no {summary:?} in\n{text}"
        );
        // The last line is the scan's, with its time, which no test can know.
        let scanned_line = tr_in!(
            lang,
            "report-summary-scanned",
            files = 5,
            size = Size(3_009_000),
            seconds = doppel::i18n::decimal(0.0, 2)
        );
        let known = scanned_line
            .split(&local::number(lang, 0.0, 2))
            .next()
            .unwrap();
        assert!(
            lines.last().unwrap().starts_with(known),
            "{lang:?}: the last line does not start with {known:?}:\n{text}"
        );
        if lang != Lang::En {
            let english = tr_in!(
                Lang::En,
                "report-summary-exact",
                groups = 2,
                files = 3,
                size = Size(1_506_000)
            );
            assert_ne!(summary, english, "{lang:?} reads as English");
        }
    }
}

#[test]
fn the_json_report_is_the_same_in_every_language() {
    let (dir, home) = (tree(), TempDir::new().unwrap());
    let root = dir.path().to_str().unwrap();
    // Only the scan's duration differs from one run to the next.
    let without_time = |json: String| -> String {
        json.lines()
            .filter(|line| !line.trim_start().starts_with("\"seconds\":"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let args = ["scan", "--no-cache", "--format", "json", root];
    let english = without_time(stdout(&run_in("C", &args, home.path())));
    assert!(english.contains("\"groups\""), "{english}");
    for lang in LANGUAGES {
        let json = without_time(stdout(&run_in(locale(lang), &args, home.path())));
        assert_eq!(json, english, "{lang:?}: the JSON report differs");
    }
}

#[test]
fn the_help_is_in_the_language_and_the_man_pages_stay_english() {
    let dir = TempDir::new().unwrap();
    let english_page = stdout(&run_in("C", &["generate", "man", "scan"], dir.path()));
    for lang in LANGUAGES {
        let help = stdout(&run_in(locale(lang), &["scan", "--help"], dir.path()));
        let about = doppel::i18n::message(lang, "cmd-scan", None).unwrap();
        assert!(help.starts_with(&about), "{lang:?}:\n{help}");
        let page = stdout(&run_in(
            locale(lang),
            &["generate", "man", "scan"],
            dir.path(),
        ));
        assert_eq!(
            page, english_page,
            "{lang:?}: the man page is not the English one"
        );
    }
}

#[test]
fn an_error_is_said_in_the_language() {
    let dir = TempDir::new().unwrap();
    let missing = dir.path().join("no-such-report.json");
    for lang in LANGUAGES {
        let output = run_in(
            locale(lang),
            &["clean", missing.to_str().unwrap(), "--keep", "newest"],
            dir.path(),
        );
        assert_eq!(output.status.code(), Some(2), "{lang:?}: {output:?}");
        let said = String::from_utf8(output.stderr).unwrap();
        let expected = tr_in!(
            lang,
            "clean-report-unreadable",
            path = missing.display().to_string(),
            reason = tr_in!(lang, "clean-report-missing")
        );
        assert_eq!(said, format!("doppel: {expected}\n"), "{lang:?}");
    }
}

/// A mistyped command line: clap's own English in English, the same parts in the
/// language's words in the others, with the usual exit status.
#[test]
fn a_mistyped_command_line_is_answered_in_the_language() {
    let dir = TempDir::new().unwrap();
    let root = dir.path().to_str().unwrap();
    for lang in LANGUAGES {
        let said = |args: &[&str]| {
            let output = run_in(locale(lang), args, dir.path());
            assert_eq!(
                output.status.code(),
                Some(2),
                "{lang:?} {args:?}: {output:?}"
            );
            assert!(output.stdout.is_empty(), "{lang:?}: {output:?}");
            String::from_utf8(output.stderr).unwrap()
        };
        let unknown = said(&["scan", "--nope", root]);
        let wrong_value = said(&["scan", "--format", "xml", root]);
        let out_of_range = said(&["scan", "--similarity", "7", root]);
        if lang == Lang::En {
            assert!(unknown.starts_with("error: unexpected argument '--nope' found"));
            assert!(wrong_value.starts_with("error: invalid value 'xml' for '--format <FORMAT>'"));
            continue;
        }
        let error = |message: String| tr_in!(lang, "cli-error", message = message);
        assert!(
            unknown.starts_with(&error(tr_in!(
                lang,
                "cli-error-unknown-argument",
                argument = "--nope"
            ))),
            "{lang:?}: {unknown}"
        );
        assert!(
            unknown.contains(&tr_in!(lang, "cli-usage")),
            "{lang:?}: {unknown}"
        );
        assert!(
            unknown
                .trim_end()
                .ends_with(&tr_in!(lang, "cli-error-more", help = "--help")),
            "{lang:?}: {unknown}"
        );
        assert!(
            wrong_value.starts_with(&error(tr_in!(
                lang,
                "cli-error-invalid-value",
                value = "xml",
                argument = "--format <FORMAT>"
            ))),
            "{lang:?}: {wrong_value}"
        );
        let why = tr_in!(lang, "arg-error-similarity-range", value = 7);
        assert!(out_of_range.contains(&why), "{lang:?}: {out_of_range}");
    }
}

#[test]
fn a_language_doppel_lacks_and_the_c_locale_are_english() {
    let (dir, home) = (tree(), TempDir::new().unwrap());
    let root = dir.path().to_str().unwrap();
    let english = stdout(&run_in(
        "C",
        &["scan", "--no-cache", "-q", root],
        home.path(),
    ));
    let first = english.lines().next().unwrap().to_string();
    for other in ["pt_BR.UTF-8", "POSIX", "C.UTF-8"] {
        let text = stdout(&run_in(
            other,
            &["scan", "--no-cache", "-q", root],
            home.path(),
        ));
        assert_eq!(text.lines().next(), Some(first.as_str()), "{other}");
    }
}
