//! The help of the command line, from the message files: [`command`] is the clap command
//! [`super::args`] derives, with the summary and notes of each command and the help of
//! each argument and of each value it takes set from the messages of a language. The derive
//! stays the one definition of what the command line accepts; the messages are the one
//! place its help is written (`cmd-…` and `arg-…` in `i18n/en/doppel.ftl`, whose comments
//! give the keys).
//!
//! [`terminal_command`] also puts clap's own words around the help (Usage, Options, the
//! `--help` flag's help, the default and the values an option takes) in the language, for
//! languages other than English, which keeps clap's as they are. Clap's parse errors ("unexpected argument") stay English: clap has
//! no way to translate them; the reasons Doppel's own value parsers give are translated.
//! The man pages and completions are made from `command(Lang::En)`, whatever the language.

use std::any::TypeId;

use clap::builder::{EnumValueParser, PossibleValue, TypedValueParser};
use clap::{Arg, Command, CommandFactory, ValueEnum};

use super::args::{CleanAs, Cli, CompareFormat, Format, ImageLikeness, WatchFormat};
use crate::i18n::{Lang, message};

/// The command line with its help in `lang`.
pub fn command(lang: Lang) -> Command {
    localise(Cli::command(), &[], lang)
}

/// The command line as the terminal shows it in `lang`: [`command`], and for a language
/// other than English, clap's own headings and help flags in it too.
pub fn terminal_command(lang: Lang) -> Command {
    let cmd = command(lang);
    if lang == Lang::En {
        return cmd;
    }
    // Arguments are moved only before clap builds the command: its parser finds each flag
    // by its place among the arguments.
    let mut cmd = positionals_first(cmd);
    cmd.build();
    translate_chrome(cmd, lang)
}

/// The command with its positional arguments before the others, in each command. Clap shows
/// arguments under a heading of their own in the order of the first of each heading's, and
/// "Arguments" comes before "Options" in clap's own help.
fn positionals_first(cmd: Command) -> Command {
    let others: Vec<String> = cmd
        .get_arguments()
        .filter(|a| !a.is_positional())
        .map(|a| a.get_id().to_string())
        .collect();
    let mut cmd = cmd;
    for id in others {
        cmd = cmd.mut_arg(id, |a| a);
    }
    cmd.mut_subcommands(positionals_first)
}

/// The message key of a command: `doppel` for the program, else the path of names joined
/// (`scan`, `cache-clear`).
fn command_key(path: &[String]) -> String {
    if path.is_empty() {
        "doppel".to_string()
    } else {
        path.join("-")
    }
}

/// The messages an argument's help may be under, most particular first: `arg-cache-clear-ID`,
/// `arg-cache-ID`, `arg-ID`; for the program's own, `arg-doppel-ID`, `arg-ID`.
pub fn argument_keys(path: &[String], id: &str) -> Vec<String> {
    let id = id.replace('_', "-");
    let mut keys: Vec<String> = if path.is_empty() {
        vec![format!("arg-doppel-{id}")]
    } else {
        (1..=path.len())
            .rev()
            .map(|n| format!("arg-{}-{id}", path[..n].join("-")))
            .collect()
    };
    keys.push(format!("arg-{id}"));
    keys
}

/// The message of an argument's help: the first of [`argument_keys`] the language has.
pub fn argument_key(lang: Lang, path: &[String], id: &str) -> Option<String> {
    argument_keys(path, id)
        .into_iter()
        .find(|key| message(lang, key, None).is_some())
}

/// A help text as written in a message file, as clap shows it: a line break is a space
/// (none between two Chinese characters, or next to full-width punctuation), a blank line
/// a new paragraph.
fn prose(text: &str) -> String {
    text.split("\n\n")
        .map(|paragraph| {
            let mut out = String::new();
            for line in paragraph.lines().map(str::trim).filter(|l| !l.is_empty()) {
                let (before, after) = (out.chars().last(), line.chars().next());
                let wide = before.is_some_and(is_wide) && after.is_some_and(is_wide);
                let punctuation = before.is_some_and(is_wide_punctuation)
                    || after.is_some_and(is_wide_punctuation);
                if !out.is_empty() && !wide && !punctuation {
                    out.push(' ');
                }
                out.push_str(line);
            }
            out
        })
        .collect::<Vec<_>>()
        .join("\n\n")
}

/// A character of a script written without spaces between words, or full-width
/// punctuation: CJK ideographs, kana, Hangul, and the CJK and full-width forms.
fn is_wide(c: char) -> bool {
    matches!(c,
        '\u{2e80}'..='\u{a4cf}' | '\u{ac00}'..='\u{d7a3}' | '\u{f900}'..='\u{faff}'
        | '\u{fe30}'..='\u{fe4f}' | '\u{ff00}'..='\u{ff60}' | '\u{ffe0}'..='\u{ffe6}')
}

/// CJK symbols and punctuation, and the full-width forms (，。：（）).
pub(super) fn is_wide_punctuation(c: char) -> bool {
    matches!(c, '\u{3000}'..='\u{303f}' | '\u{ff00}'..='\u{ff60}')
}

fn text(lang: Lang, key: &str, attribute: Option<&str>) -> Option<String> {
    message(lang, key, attribute).map(|t| prose(&t))
}

/// `cmd` and its subcommands (at `path`) with their help in `lang`.
fn localise(cmd: Command, path: &[String], lang: Lang) -> Command {
    let key = format!("cmd-{}", command_key(path));
    let mut cmd = cmd;
    if let Some(about) = text(lang, &key, None) {
        cmd = cmd.about(about);
    }
    if let Some(long) = text(lang, &key, Some("long")) {
        cmd = cmd.long_about(long);
    }
    if let Some(after) = text(lang, &key, Some("after")) {
        cmd = cmd.after_help(after);
    }
    let cmd = cmd.mut_args(|arg| {
        let Some(key) = argument_key(lang, path, arg.get_id().as_str()) else {
            return arg;
        };
        let arg = match text(lang, &key, None) {
            Some(help) => arg.help(help),
            None => arg,
        };
        relabel_values(arg, &|value| {
            text(lang, &key, Some(&format!("value-{value}")))
        })
    });
    cmd.mut_subcommands(|sub| {
        let mut sub_path = path.to_vec();
        sub_path.push(sub.get_name().to_string());
        localise(sub, &sub_path, lang)
    })
}

/// The argument with each value it takes explained by `help_of(value)`, when its values are
/// one of the command line's enums (clap keeps a value's help in the enum's parser, so the
/// parser is swapped for one that parses the same and explains in the language).
fn relabel_values(arg: Arg, help_of: &dyn Fn(&str) -> Option<String>) -> Arg {
    let parser = arg.get_value_parser().type_id();
    if parser == TypeId::of::<Format>() {
        arg.value_parser(Relabelled::<Format>::new(help_of))
    } else if parser == TypeId::of::<WatchFormat>() {
        arg.value_parser(Relabelled::<WatchFormat>::new(help_of))
    } else if parser == TypeId::of::<CompareFormat>() {
        arg.value_parser(Relabelled::<CompareFormat>::new(help_of))
    } else if parser == TypeId::of::<ImageLikeness>() {
        arg.value_parser(Relabelled::<ImageLikeness>::new(help_of))
    } else if parser == TypeId::of::<CleanAs>() {
        arg.value_parser(Relabelled::<CleanAs>::new(help_of))
    } else {
        arg
    }
}

/// An enum's parser whose values carry help from the messages.
#[derive(Clone)]
struct Relabelled<E: ValueEnum + Clone + Send + Sync + 'static> {
    values: Vec<PossibleValue>,
    parser: EnumValueParser<E>,
}

impl<E: ValueEnum + Clone + Send + Sync + 'static> Relabelled<E> {
    fn new(help_of: &dyn Fn(&str) -> Option<String>) -> Self {
        let values = E::value_variants()
            .iter()
            .filter_map(ValueEnum::to_possible_value)
            .map(|value| match help_of(value.get_name()) {
                Some(help) => value.help(help),
                None => value,
            })
            .collect();
        Relabelled {
            values,
            parser: EnumValueParser::new(),
        }
    }
}

impl<E: ValueEnum + Clone + Send + Sync + 'static> TypedValueParser for Relabelled<E> {
    type Value = E;

    fn parse_ref(
        &self,
        cmd: &Command,
        arg: Option<&Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<E, clap::Error> {
        self.parser.parse_ref(cmd, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(self.values.iter().cloned()))
    }
}

/// A built command with clap's own words in `lang`: the Usage, Commands, Arguments and
/// Options headings, the help of `-h`/`--help`, `-V`/`--version` and the `help` command.
fn translate_chrome(cmd: Command, lang: Lang) -> Command {
    let word = |key: &str| message(lang, key, None).unwrap_or_default();
    let usage = cmd.get_styles().get_usage();
    let heading = word("cli-usage");
    // "Usage: doppel", but "用法：doppel": no space after full-width punctuation.
    let space = if heading.chars().last().is_some_and(is_wide_punctuation) {
        ""
    } else {
        " "
    };
    let template = format!(
        "{{before-help}}{{about-with-newline}}\n{}{heading}{}{space}{{usage}}\n\n{{all-args}}{{after-help}}",
        usage.render(),
        usage.render_reset()
    );
    let (arguments, options) = (word("cli-heading-arguments"), word("cli-heading-options"));
    // In place: the built parser knows each argument by its place.
    let cmd = cmd
        .help_template(template)
        .subcommand_help_heading(word("cli-heading-commands"))
        .mut_args(|arg| {
            let help = arg.get_help().map(ToString::to_string);
            let arg = match help.as_deref() {
                Some("Print help") => arg.help(word("cli-help")),
                Some("Print help (see more with '--help')") => arg.help(word("cli-help-more")),
                Some("Print help (see a summary with '-h')") => arg.help(word("cli-help-summary")),
                Some("Print version") => arg.help(word("cli-version")),
                Some("Print help for the subcommand(s)") => {
                    arg.help(word("cli-help-command-argument"))
                }
                _ => arg,
            };
            let arg = spell_out_values(arg, lang);
            if arg.is_positional() {
                let order = arg.get_index().unwrap_or_default();
                arg.help_heading(arguments.clone()).display_order(order)
            } else {
                arg.help_heading(options.clone())
            }
        });
    cmd.mut_subcommands(|sub| {
        // clap's own `help` command (its subcommands mirror the real ones, for `help scan`).
        let sub = if sub.get_name() == "help" {
            sub.about(word("cli-help-command"))
        } else {
            sub
        };
        translate_chrome(sub, lang)
    })
}

/// The argument with its default and the values it takes said in `lang`, in its help,
/// rather than by clap (which says them in English): "[Vorgabe: text]" after the help, and
/// the values with their help below it in `--help`.
fn spell_out_values(arg: Arg, lang: Lang) -> Arg {
    if !arg.get_action().takes_values() || arg.is_hide_set() {
        return arg;
    }
    let Some(help) = arg.get_help().map(ToString::to_string) else {
        return arg;
    };
    let values: Vec<PossibleValue> = if arg.is_hide_possible_values_set() {
        Vec::new()
    } else {
        arg.get_possible_values()
            .into_iter()
            .filter(|value| !value.is_hide_set())
            .collect()
    };
    let defaults: Vec<String> = if arg.is_hide_default_value_set() {
        Vec::new()
    } else {
        arg.get_default_values()
            .iter()
            .map(|value| value.to_string_lossy().into_owned())
            .collect()
    };
    if values.is_empty() && defaults.is_empty() {
        return arg;
    }
    let separator = crate::tr_in!(lang, "cli-list-separator");
    let default = (!defaults.is_empty())
        .then(|| crate::tr_in!(lang, "cli-default", value = defaults.join(&separator)));
    let names: Vec<&str> = values.iter().map(PossibleValue::get_name).collect();
    let listed = (!values.is_empty())
        .then(|| crate::tr_in!(lang, "cli-possible-values", values = names.join(&separator)));
    let short: Vec<&str> = [Some(help.as_str()), default.as_deref(), listed.as_deref()]
        .into_iter()
        .flatten()
        .collect();
    let mut long = help.clone();
    if values.iter().any(|value| value.get_help().is_some()) {
        let width = names.iter().map(|name| name.len()).max().unwrap_or(0) + 1;
        long.push_str("\n\n");
        long.push_str(&crate::tr_in!(lang, "cli-possible-values-heading"));
        for value in &values {
            let name = format!("{}:", value.get_name());
            let help = value
                .get_help()
                .map(ToString::to_string)
                .unwrap_or_default();
            long.push_str(&format!("\n- {name:width$} {help}"));
        }
    } else if let Some(listed) = &listed {
        long.push(' ');
        long.push_str(listed);
    }
    if let Some(default) = &default {
        long.push_str("\n\n");
        long.push_str(default);
    }
    arg.hide_default_value(true)
        .hide_possible_values(true)
        .help(short.join(" "))
        .long_help(long)
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::{argument_key, command, command_key, prose, terminal_command};
    use crate::i18n::{LANGUAGES, Lang};

    /// A check of a command (at its path), or of one of its arguments.
    type Check<'a> = dyn FnMut(&clap::Command, &[String], Option<&clap::Arg>) + 'a;

    /// Every command and argument of `cmd` (at `path`), each checked by `check`.
    fn walk(cmd: &clap::Command, path: &[String], check: &mut Check) {
        check(cmd, path, None);
        for arg in cmd.get_arguments() {
            check(cmd, path, Some(arg));
        }
        for sub in cmd.get_subcommands() {
            let mut sub_path = path.to_vec();
            sub_path.push(sub.get_name().to_string());
            walk(sub, &sub_path, check);
        }
    }

    #[test]
    fn every_command_argument_and_value_has_help_in_every_language() {
        for lang in LANGUAGES {
            walk(&command(lang), &[], &mut |cmd, path, arg| match arg {
                None => assert!(
                    cmd.get_about().is_some(),
                    "{lang:?}: {path:?} has no summary"
                ),
                Some(arg) => {
                    assert!(
                        arg.get_help().is_some(),
                        "{lang:?}: {path:?} {}",
                        arg.get_id()
                    );
                    // The shells are clap_complete's names; a flag's true and false explain
                    // themselves.
                    let completions = path.last().is_some_and(|c| c == "completions")
                        || !arg.get_action().takes_values();
                    for value in arg
                        .get_possible_values()
                        .iter()
                        .filter(|v| !v.is_hide_set())
                    {
                        assert!(
                            completions || value.get_help().is_some(),
                            "{lang:?}: {path:?} {} {}",
                            arg.get_id(),
                            value.get_name()
                        );
                    }
                }
            });
        }
    }

    #[test]
    fn every_help_message_is_used() {
        let mut used = BTreeSet::new();
        walk(&command(Lang::En), &[], &mut |_, path, arg| match arg {
            None => {
                used.insert(format!("cmd-{}", command_key(path)));
            }
            Some(arg) => {
                if let Some(key) = argument_key(Lang::En, path, arg.get_id().as_str()) {
                    used.insert(key);
                }
            }
        });
        let resource = fluent_syntax::parser::parse(Lang::En.messages()).expect("parses");
        for entry in &resource.body {
            if let fluent_syntax::ast::Entry::Message(message) = entry {
                let id = message.id.name;
                if id.starts_with("cmd-")
                    || (id.starts_with("arg-") && !id.starts_with("arg-error-"))
                {
                    assert!(
                        used.contains(id),
                        "{id} is not the help of any command or argument"
                    );
                }
            }
        }
    }

    #[test]
    fn help_text_joins_lines_and_keeps_paragraphs() {
        assert_eq!(prose("one\ntwo\n\nthree"), "one two\n\nthree");
        assert_eq!(prose("扫描文件夹\n并列出"), "扫描文件夹并列出");
        assert_eq!(prose("使用 --keep\n规则"), "使用 --keep 规则");
        assert_eq!(prose("规则，\n--keep"), "规则，--keep");
    }

    #[test]
    fn every_language_parses_a_command_line_as_english_does() {
        use clap::{FromArgMatches, Parser};
        let lines: [&[&str]; 8] = [
            &["doppel", "restore", "--list"],
            &["doppel", "restore", "--last", "--unshare-clones"],
            &["doppel", "restore", "20260102-030405"],
            &[
                "doppel",
                "scan",
                "-q",
                "--format",
                "csv",
                "--min-size",
                "4K",
                "a",
                "b",
            ],
            &[
                "doppel",
                "clean",
                "r.json",
                "--keep",
                "newest,first",
                "--as",
                "hardlink",
            ],
            &[
                "doppel",
                "compare",
                "a.txt",
                "b.txt",
                "--diff",
                "--similarity",
                "0.7",
            ],
            &["doppel", "cache", "info", "--cache-file", "c.db"],
            &["doppel", "folder"],
        ];
        for lang in LANGUAGES {
            for line in lines {
                let english = format!("{:?}", super::Cli::try_parse_from(line).expect("parses"));
                let matches = terminal_command(lang)
                    .try_get_matches_from(line)
                    .unwrap_or_else(|e| panic!("{lang:?} {line:?}: {e}"));
                let parsed = super::Cli::from_arg_matches(&matches).expect("the derive reads it");
                assert_eq!(format!("{parsed:?}"), english, "{lang:?} {line:?}");
            }
            for wrong in [
                &["doppel", "restore"][..],
                &["doppel", "scan", "--as-is", "."],
            ] {
                assert!(terminal_command(lang).try_get_matches_from(wrong).is_err());
            }
        }
    }

    #[test]
    fn the_help_is_shown_in_each_language_and_still_parses() {
        for lang in LANGUAGES {
            let mut cmd = terminal_command(lang);
            let help = cmd.render_long_help().to_string();
            let scan = cmd
                .find_subcommand_mut("scan")
                .expect("scan")
                .render_long_help()
                .to_string();
            assert!(scan.contains("--min-size"), "{lang:?}: {scan}");
            if lang != Lang::En {
                let usage = crate::i18n::message(lang, "cli-usage", None).expect("usage");
                assert!(help.contains(&usage), "{lang:?}: {help}");
            }
            let matches = terminal_command(lang)
                .try_get_matches_from(["doppel", "scan", "--format", "json", "--as-is-not-here"])
                .map(|_| ());
            assert!(matches.is_err());
            let matches = terminal_command(lang)
                .try_get_matches_from(["doppel", "scan", "--format", "csv", "."])
                .expect("parses");
            let cli = <super::Cli as clap::FromArgMatches>::from_arg_matches(&matches)
                .expect("the derive reads what the localised command parsed");
            assert!(matches!(
                cli.command,
                Some(super::super::args::Command::Scan(ref args))
                    if args.format == super::Format::Csv
            ));
        }
    }
}
