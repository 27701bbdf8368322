//! The review panel's word diff: which words are marked, that the spans give back the text
//! exactly, truncation, the deadline's coarse fallback, and diffs of real files.

use std::time::Duration;

use crate::support::fixture;
use doppel_engine::review::word_diff_within;
use doppel_engine::review::{MAX_DIFF_CHARS, Span, WordDiff, diff_files, word_diff};

fn joined(spans: &[Span]) -> String {
    spans.iter().map(|s| s.text.as_str()).collect()
}

fn changed(spans: &[Span]) -> Vec<&str> {
    spans
        .iter()
        .filter(|s| s.changed)
        .map(|s| s.text.as_str())
        .collect()
}

/// Spans concatenate to the texts, never are empty, and alternate in `changed`.
fn assert_well_formed(diff: &WordDiff, left: &str, right: &str) {
    assert_eq!(joined(&diff.left), left);
    assert_eq!(joined(&diff.right), right);
    for spans in [&diff.left, &diff.right] {
        assert!(spans.iter().all(|s| !s.text.is_empty()), "{spans:?}");
        assert!(
            spans.windows(2).all(|w| w[0].changed != w[1].changed),
            "{spans:?}"
        );
    }
}

#[test]
fn identical_texts_have_no_changed_spans() {
    let text = "The committee met in Zürich.\n\nIt reported  on   efficiency.\n";
    let diff = word_diff(text, text, MAX_DIFF_CHARS);
    assert_well_formed(&diff, text, text);
    assert_eq!(
        diff.left,
        vec![Span {
            text: text.to_string(),
            changed: false
        }]
    );
    assert_eq!(diff.left, diff.right);
    assert_eq!((diff.changed_words_left, diff.changed_words_right), (0, 0));
    assert!(!diff.truncated);
}

#[test]
fn one_replaced_word_is_marked_on_each_side() {
    let left = "the quick brown fox jumps over the lazy dog";
    let right = "the quick red fox jumps over the lazy dog";
    let diff = word_diff(left, right, MAX_DIFF_CHARS);
    assert_well_formed(&diff, left, right);
    assert_eq!(changed(&diff.left), ["brown"]);
    assert_eq!(changed(&diff.right), ["red"]);
    assert_eq!((diff.changed_words_left, diff.changed_words_right), (1, 1));
}

#[test]
fn an_inserted_paragraph_is_marked_only_on_the_right() {
    let left = "First paragraph here.\n\nLast paragraph there.\n";
    let right = "First paragraph here.\n\nA new paragraph, inserted.\n\nLast paragraph there.\n";
    let diff = word_diff(left, right, MAX_DIFF_CHARS);
    assert_well_formed(&diff, left, right);
    assert!(changed(&diff.left).is_empty(), "{:?}", diff.left);
    // One span: the white space inside the new paragraph is part of it, around it is not.
    assert_eq!(changed(&diff.right), ["A new paragraph, inserted."]);
    assert_eq!((diff.changed_words_left, diff.changed_words_right), (0, 4));
}

#[test]
fn white_space_alone_is_not_a_change() {
    let left = "One line of text\nwrapped here and there.";
    let right = "  One line\tof text wrapped\r\nhere and\u{a0}there.\n";
    let diff = word_diff(left, right, MAX_DIFF_CHARS);
    assert_well_formed(&diff, left, right);
    assert_eq!((diff.changed_words_left, diff.changed_words_right), (0, 0));
}

#[test]
fn spans_give_back_the_text_exactly() {
    let cases = [
        ("", ""),
        ("", "only right"),
        ("only left", ""),
        ("   ", "\n\n"),
        ("  lead and trail  ", "lead, trail\t"),
        ("a b c d e f", "f e d c b a"),
        ("Größe · 大きさ — size", "Größe — サイズ · size\r\n"),
        ("x\u{2003}y\u{3000}z", "x y z w"),
    ];
    for (left, right) in cases {
        let diff = word_diff(left, right, MAX_DIFF_CHARS);
        assert_well_formed(&diff, left, right);
    }
}

#[test]
fn empty_against_text_marks_every_word() {
    let diff = word_diff("", " two words\n", MAX_DIFF_CHARS);
    assert!(diff.left.is_empty());
    assert_eq!(changed(&diff.right), ["two words"]);
    assert_eq!((diff.changed_words_left, diff.changed_words_right), (0, 2));
}

#[test]
fn long_texts_are_cut_at_a_character_boundary() {
    let left = "é".repeat(10) + " tail";
    let right = "ab cd ef";
    let diff = word_diff(&left, right, 5);
    assert!(diff.truncated);
    assert_eq!(joined(&diff.left), "ééééé");
    assert_eq!(joined(&diff.right), "ab cd");
    assert_well_formed(&diff, "ééééé", "ab cd");

    let short = word_diff("ab cd", "ab cd", 5);
    assert!(!short.truncated, "exactly the limit is not cut");
}

#[test]
fn a_diff_past_its_deadline_is_coarse_but_valid() {
    let left: String = (0..20_000).map(|i| format!("w{} ", i % 97)).collect();
    let right: String = (0..20_000).map(|i| format!("w{} ", i % 89)).collect();
    let diff = word_diff_within(&left, &right, MAX_DIFF_CHARS, Duration::ZERO);
    assert_well_formed(&diff, &left, &right);
    // Whatever it settled for, every word is either kept or changed on its side, and the
    // kept words are the same sequence on both sides.
    let kept = |spans: &[Span]| -> Vec<String> {
        spans
            .iter()
            .filter(|s| !s.changed)
            .flat_map(|s| s.text.split_whitespace().map(str::to_string))
            .collect()
    };
    assert_eq!(kept(&diff.left), kept(&diff.right));
    assert_eq!(
        diff.changed_words_left + kept(&diff.left).len(),
        left.split_whitespace().count()
    );
}

#[test]
fn text_files_are_diffed() {
    let dir = tempfile::tempdir().unwrap();
    let left = dir.path().join("left.txt");
    let right = dir.path().join("right.txt");
    std::fs::write(&left, "Minutes of the meeting.\nThe budget was approved.\n").unwrap();
    std::fs::write(
        &right,
        "Minutes of the meeting.\nThe budget was rejected.\n",
    )
    .unwrap();
    let diff = diff_files(&left, &right).unwrap();
    assert_eq!(changed(&diff.left), ["approved."]);
    assert_eq!(changed(&diff.right), ["rejected."]);
}

#[test]
fn the_same_text_as_docx_and_pdf_has_few_changed_words() {
    let docx = fixture("sample.docx");
    let pdf = fixture("sample.pdf");
    let diff = diff_files(&docx, &pdf).unwrap();
    let words = joined(&diff.left).split_whitespace().count();
    assert!(words > 200, "{words}");
    assert!(
        diff.changed_words_left * 50 <= words && diff.changed_words_right * 50 <= words,
        "{} and {} of {words} words changed: {:?} / {:?}",
        diff.changed_words_left,
        diff.changed_words_right,
        changed(&diff.left),
        changed(&diff.right)
    );
    assert!(!diff.truncated);

    let txt = diff_files(&fixture("sample.txt"), &docx).unwrap();
    assert_eq!(
        txt.changed_words_left + txt.changed_words_right,
        0,
        "{txt:?}"
    );
}

#[test]
fn errors_name_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let text = dir.path().join("notes.txt");
    std::fs::write(&text, "some words").unwrap();
    let missing = dir.path().join("missing.txt");
    let error = diff_files(&text, &missing).unwrap_err();
    assert!(error.starts_with("missing.txt: "), "{error}");

    let binary = dir.path().join("program");
    std::fs::write(&binary, b"\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00").unwrap();
    let error = diff_files(&binary, &text).unwrap_err();
    assert!(error.starts_with("program: "), "{error}");
    assert!(error.contains("not a document"), "{error}");
}
