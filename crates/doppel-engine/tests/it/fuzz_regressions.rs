//! Inputs the fuzz targets under `fuzz/` found to crash an extractor, kept as files in
//! `tests/fixtures/fuzz/`: each must now give a plain skip reason, through the same entry
//! points a scan uses.

use std::path::PathBuf;

use crate::support::fixtures;
use doppel_engine::extract::{ExtractLimits, extract_text};
use doppel_engine::{CancelToken, ScanOptions, scan};

fn fixture(name: &str) -> PathBuf {
    fixtures("fuzz").join(name)
}

/// Found by the `pdf` target in its first seconds: a sample PDF with one byte inserted,
/// which leaves a font pointing at an object that does not exist. `pdf-extract` panicked
/// (`missing object reference: ObjectNotFound((14, 0))`).
#[test]
fn a_pdf_referring_to_a_missing_object_is_skipped_with_a_plain_reason() {
    let path = fixture("pdf-missing-object.pdf");
    assert_eq!(
        extract_text(&path, &ExtractLimits::default()),
        Err("PDF could not be read: an object it refers to is missing (damaged file)".into())
    );

    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(&path, dir.path().join("damaged.pdf")).unwrap();
    let report = scan(
        &ScanOptions::new(vec![dir.path().to_path_buf()]),
        &CancelToken::new(),
        &|_| {},
    )
    .unwrap();
    assert_eq!(report.skipped.len(), 1);
    let reason = report.skipped[0].reason.to_string();
    assert!(
        reason.contains("an object it refers to is missing"),
        "{reason}"
    );
}

/// Found by the `pdf` target after about 1,600 inputs: a font's ToUnicode character map
/// damaged, on which `adobe-cmap-parser` panicked (`failed to parse: Mismatch { .. }`).
#[test]
fn a_pdf_with_a_damaged_character_map_is_skipped_with_a_plain_reason() {
    assert_eq!(
        extract_text(&fixture("pdf-damaged-cmap.pdf"), &ExtractLimits::default()),
        Err("PDF could not be read: a font's character map is damaged".into())
    );
}

/// Found by the `pdf` target as a timeout under the fuzzer; in the product it was worse: a
/// page whose `/Parent` chain loops made `pdf-extract` recurse until the stack overflowed,
/// which aborts the whole process.
#[test]
fn a_pdf_whose_page_tree_loops_is_skipped_not_a_stack_overflow() {
    assert_eq!(
        extract_text(&fixture("pdf-parent-loop.pdf"), &ExtractLimits::default()),
        Err("PDF could not be read: its page tree loops back on itself".into())
    );
}
