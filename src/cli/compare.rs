//! `doppel compare A B`: the seeds' two-file check. Both files go through the scan's own
//! extraction and normalisation; the resemblance printed is the exact one a scan compares
//! with `--similarity`, beside the simhash distance and, with `--diff`, the changed words.

use std::io::{self, IsTerminal, Write};
use std::path::Path;
use std::process::ExitCode;

use serde_json::json;

use super::args::{CompareArgs, CompareFormat};
use super::{EXIT_FAILURE, EXIT_USAGE, near_options};
use crate::engine::NearOptions;
use crate::engine::extract::Extracted;
use crate::engine::near::{DocumentComparison, DocumentSide, compare_extracted, extract_both};
use crate::format::display_path;
use crate::i18n::{decimal, words};
use crate::review::{DIFF_DEADLINE, MAX_DIFF_CHARS};
use crate::review::{InlineKind, InlineSpan, inline_word_diff};
use crate::tr;

/// The simhash distance within which two documents are near duplicates by that measure
/// (Manku, Jain and Das Sarma, 2007: k = 3 for 64-bit simhashes).
const SIMHASH_K: u32 = 3;

/// Unchanged words shown on each side of a change in the terminal diff; longer unchanged
/// stretches are cut to this much before and after, around an ellipsis.
const CONTEXT_WORDS: usize = 12;

pub fn run(args: &CompareArgs) -> ExitCode {
    for path in [&args.a, &args.b] {
        if let Err(error) = std::fs::metadata(path) {
            let said = tr!(
                "path-said",
                path = display_path(path),
                what = crate::engine::describe_io_error(&error)
            );
            eprintln!("doppel: {said}");
            return ExitCode::from(EXIT_USAGE);
        }
    }
    let options = near_options(&args.documents);
    // Each file is read once: its text serves the comparison and the diff alike.
    let (a, b) = extract_both(&args.a, &args.b, &options);
    let comparison = compare_extracted(&a, &b, &options);
    let diff = match (&a, &b) {
        (Ok(Extracted::Text { text: a, .. }), Ok(Extracted::Text { text: b, .. }))
            if args.diff && comparison.similarity.is_some() =>
        {
            Some(inline_word_diff(cut(a), cut(b), DIFF_DEADLINE))
        }
        _ => None,
    };
    let written = match args.format {
        CompareFormat::Text => write_text(args, &comparison, &options, diff.as_deref()),
        CompareFormat::Json => write_json(args, &comparison, &options, diff.as_deref()),
    };
    if let Err(error) = written
        && error.kind() != io::ErrorKind::BrokenPipe
    {
        let said = tr!("compare-write-failed", error = error.to_string());
        eprintln!("doppel: {said}");
        return ExitCode::from(EXIT_FAILURE);
    }
    if comparison.similarity.is_some() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(EXIT_FAILURE)
    }
}

/// The text cut to the review's length limit, at a character boundary.
fn cut(text: &str) -> &str {
    match text.char_indices().nth(MAX_DIFF_CHARS) {
        Some((at, _)) => &text[..at],
        None => text,
    }
}

fn write_text(
    args: &CompareArgs,
    comparison: &DocumentComparison,
    options: &NearOptions,
    diff: Option<&[InlineSpan]>,
) -> io::Result<()> {
    let mut out = io::BufWriter::new(io::stdout().lock());
    for (path, side) in [(&args.a, &comparison.a), (&args.b, &comparison.b)] {
        let line = tr!(
            "path-said",
            path = display_path(path),
            what = describe(side)
        );
        writeln!(out, "{line}")?;
    }
    let (Some(similarity), Some(hamming)) = (comparison.similarity, comparison.hamming) else {
        writeln!(out, "{}", tr!("compare-not-compared"))?;
        return out.flush();
    };
    let percent = decimal(similarity * 100.0, 1);
    writeln!(out, "{}", tr!("compare-resemblance", percent = percent))?;
    let simhash = if hamming <= SIMHASH_K {
        tr!("compare-simhash-within", distance = hamming, k = SIMHASH_K)
    } else {
        tr!("compare-simhash-beyond", distance = hamming, k = SIMHASH_K)
    };
    writeln!(out, "{simhash}")?;
    let threshold = decimal(options.threshold.get() * 100.0, 0);
    let near = if comparison.alike(options) {
        tr!("compare-near-yes", percent = threshold)
    } else {
        tr!("compare-near-no", percent = threshold)
    };
    writeln!(out, "{near}")?;
    if let Some(spans) = diff {
        writeln!(out)?;
        write_diff(&mut out, spans, io::stdout().is_terminal())?;
    }
    out.flush()
}

/// "plain text, 1,204 word triples (1,180 distinct)", or why it is not compared.
fn describe(side: &DocumentSide) -> String {
    match (&side.problem, side.format) {
        (Some(problem), _) => words::document_problem(problem),
        (None, Some(format)) => tr!(
            "compare-side",
            format = words::document_format(format),
            triples = side.shingles,
            distinct = side.distinct_shingles
        ),
        (None, None) => tr!("compare-side-read"),
    }
}

/// The diff in reading order: colours on a terminal (red struck-through words only in A,
/// green underlined words only in B), `[-…-]` and `{+…+}` otherwise. Long unchanged
/// stretches are cut to [`CONTEXT_WORDS`] words on each side of a change.
fn write_diff(out: &mut dyn Write, spans: &[InlineSpan], colour: bool) -> io::Result<()> {
    if !spans.iter().any(|s| s.kind != InlineKind::Same) {
        return writeln!(out, "{}", tr!("compare-same-words"));
    }
    let last = spans.len() - 1;
    for (index, span) in spans.iter().enumerate() {
        match span.kind {
            InlineKind::Same => {
                write!(out, "{}", context(&span.text, index > 0, index < last))?;
            }
            InlineKind::Deleted if colour => write!(out, "\x1b[31;9m{}\x1b[0m", span.text)?,
            InlineKind::Inserted if colour => write!(out, "\x1b[32;4m{}\x1b[0m", span.text)?,
            InlineKind::Deleted => write!(out, "[-{}-]", span.text)?,
            InlineKind::Inserted => write!(out, "{{+{}+}}", span.text)?,
        }
    }
    writeln!(out)
}

/// An unchanged stretch as shown: whole when short, else the words next to the changes
/// (`after_change` keeps its start, `before_change` its end) around " … ".
fn context(text: &str, after_change: bool, before_change: bool) -> String {
    let words: Vec<&str> = text.split_inclusive(char::is_whitespace).collect();
    let keep = CONTEXT_WORDS * (usize::from(after_change) + usize::from(before_change));
    if words.len() <= keep + CONTEXT_WORDS {
        return text.to_string();
    }
    let head: String = if after_change {
        words[..CONTEXT_WORDS].concat()
    } else {
        String::new()
    };
    let tail: String = if before_change {
        words[words.len() - CONTEXT_WORDS..].concat()
    } else {
        String::new()
    };
    format!("{head}\n…\n{tail}")
}

fn write_json(
    args: &CompareArgs,
    comparison: &DocumentComparison,
    options: &NearOptions,
    diff: Option<&[InlineSpan]>,
) -> io::Result<()> {
    let side = |path: &Path, side: &DocumentSide| {
        json!({
            "path": path.to_string_lossy(),
            "format": side.format.map(|f| f.label()),
            "shingles": side.shingles,
            "distinct_shingles": side.distinct_shingles,
            "problem": side.problem.as_ref().map(ToString::to_string),
        })
    };
    let mut document = json!({
        "a": side(&args.a, &comparison.a),
        "b": side(&args.b, &comparison.b),
        "similarity": comparison.similarity,
        "hamming": comparison.hamming,
        "within_simhash_k": comparison.hamming.map(|h| h <= SIMHASH_K),
        "threshold": options.threshold.get(),
        "near_duplicates": comparison.alike(options),
    });
    if let Some(spans) = diff {
        let kind = |k: InlineKind| match k {
            InlineKind::Same => "same",
            InlineKind::Deleted => "deleted",
            InlineKind::Inserted => "inserted",
        };
        document["diff"] = spans
            .iter()
            .map(|s| json!({"kind": kind(s.kind), "text": s.text}))
            .collect();
    }
    let mut out = io::stdout().lock();
    serde_json::to_writer_pretty(&mut out, &document)?;
    writeln!(out)
}
