//! Clap's parse errors (an option Doppel lacks, a value an option does not take, a folder
//! not given) in the user's language. Clap words its own errors in English only; for the
//! other languages this writes the same parts from what the error carries (the argument,
//! the value, the values allowed, the nearest spelling) through the message files. English
//! keeps clap's own text, and an error of a kind not listed here keeps it in every
//! language.

use std::process::ExitCode;

use clap::Command;
use clap::error::{ContextKind, ContextValue, Error, ErrorKind};

use super::EXIT_USAGE;
use crate::i18n::{Lang, current};
use crate::tr;

/// Prints `error` and gives the exit status: help and version go to standard output as
/// clap prints them (already in the language: the command was built in it), errors to
/// standard error in the current language.
pub fn report(error: Error, command: &mut Command) -> ExitCode {
    let translated = (current() != Lang::En && error.use_stderr())
        .then(|| words(&error))
        .flatten();
    let Some(text) = translated else {
        let status = match error.exit_code() {
            0 => ExitCode::SUCCESS,
            _ => ExitCode::from(EXIT_USAGE),
        };
        let _ = error.format(command).print();
        return status;
    };
    let mut out = tr!("cli-error", message = text.headline);
    for line in text.details {
        out.push('\n');
        if !line.is_empty() {
            out.push_str("  ");
            out.push_str(&line);
        }
    }
    if let Some(usage) = text.usage {
        out.push_str("\n\n");
        out.push_str(&usage);
    }
    out.push_str("\n\n");
    out.push_str(&tr!("cli-error-more", help = "--help"));
    eprintln!("{out}");
    ExitCode::from(EXIT_USAGE)
}

/// An error in words: its first line, the lines under it, and the command's usage when
/// clap shows it.
struct Words {
    headline: String,
    details: Vec<String>,
    usage: Option<String>,
}

/// The error in the current language, or `None` for a kind whose parts are not known here.
fn words(error: &Error) -> Option<Words> {
    let text = |kind| match error.get(kind) {
        Some(ContextValue::String(value)) => Some(value.clone()),
        Some(ContextValue::Strings(values)) => values.first().cloned(),
        _ => None,
    };
    let list = |kind| match error.get(kind) {
        Some(ContextValue::Strings(values)) => values.clone(),
        Some(ContextValue::String(value)) => vec![value.clone()],
        _ => Vec::new(),
    };
    let argument = text(ContextKind::InvalidArg).unwrap_or_default();
    let mut details = Vec::new();
    let mut usage = None;
    let headline = match error.kind() {
        ErrorKind::UnknownArgument => {
            if let Some(similar) = text(ContextKind::SuggestedArg) {
                details.push(String::new());
                details.push(tr!("cli-error-similar-argument", suggested = similar));
            }
            usage = usage_of(error);
            tr!("cli-error-unknown-argument", argument = argument)
        }
        ErrorKind::InvalidSubcommand => {
            if let Some(similar) = text(ContextKind::SuggestedSubcommand) {
                details.push(String::new());
                details.push(tr!("cli-error-similar-command", suggested = similar));
            }
            usage = usage_of(error);
            tr!(
                "cli-error-unknown-command",
                command = text(ContextKind::InvalidSubcommand).unwrap_or_default()
            )
        }
        ErrorKind::InvalidValue => {
            let value = text(ContextKind::InvalidValue).unwrap_or_default();
            let valid = list(ContextKind::ValidValue);
            if !valid.is_empty() {
                details.push(tr!(
                    "cli-possible-values",
                    values = valid.join(&tr!("cli-list-separator"))
                ));
            }
            if let Some(similar) = text(ContextKind::SuggestedValue) {
                details.push(String::new());
                details.push(tr!("cli-error-similar-value", suggested = similar));
            }
            if value.is_empty() {
                tr!("cli-error-no-value", argument = argument)
            } else {
                tr!(
                    "cli-error-invalid-value",
                    value = value,
                    argument = argument
                )
            }
        }
        // A value the option's own parser refused: its reason is Doppel's, already in the
        // language (`arg-error-…`).
        ErrorKind::ValueValidation => {
            let why = std::error::Error::source(error)?.to_string();
            tr!(
                "cli-error-invalid-value-why",
                value = text(ContextKind::InvalidValue).unwrap_or_default(),
                argument = argument,
                why = why
            )
        }
        ErrorKind::MissingRequiredArgument => {
            details.extend(list(ContextKind::InvalidArg));
            usage = usage_of(error);
            tr!("cli-error-missing")
        }
        ErrorKind::ArgumentConflict => {
            usage = usage_of(error);
            tr!(
                "cli-error-conflict",
                argument = argument,
                other = text(ContextKind::PriorArg)?
            )
        }
        ErrorKind::TooManyValues => {
            usage = usage_of(error);
            tr!(
                "cli-error-too-many",
                value = text(ContextKind::InvalidValue).unwrap_or_default(),
                argument = argument
            )
        }
        _ => return None,
    };
    Some(Words {
        headline,
        details,
        usage,
    })
}

/// The command's usage line as the error carries it, under the language's heading.
fn usage_of(error: &Error) -> Option<String> {
    let Some(ContextValue::StyledStr(usage)) = error.get(ContextKind::Usage) else {
        return None;
    };
    // Clap writes "Usage: doppel scan [OPTIONS] ..."; the heading is the language's.
    let plain = usage.to_string();
    let line = plain.trim().strip_prefix("Usage:").unwrap_or(&plain).trim();
    let heading = tr!("cli-usage");
    // No space after full-width punctuation ("用法：doppel"), as in the help.
    let wide = heading
        .chars()
        .last()
        .is_some_and(super::help::is_wide_punctuation);
    let space = if wide { "" } else { " " };
    Some(format!("{heading}{space}{line}"))
}
