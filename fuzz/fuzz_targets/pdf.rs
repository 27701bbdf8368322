#![no_main]
//! The PDF extractor on arbitrary bytes: it may refuse the input, never panic or hang.
//! `pdf-extract` and the parsers under it panic on some damaged files (a missing object, a
//! wrong type, a character map they cannot read); the product contains those panics, so
//! here they count as refusals and only a panic in Doppel's own code is a crash.

use libfuzzer_sys::fuzz_target;

use doppel::engine::extract::fuzzing;
use doppel_fuzz::tolerating_panics_in;

/// `pdf-extract` and the crates it parses PDF parts with, by their source folders.
const PDF_PARSERS: &[&str] = &[
    "/pdf-extract-",
    "/lopdf-",
    "/adobe-cmap-parser-",
    "/cff-parser-",
    "/postscript-",
    "/type1-encoding-parser-",
    "/euclid-",
];

fuzz_target!(|data: &[u8]| {
    let _ = tolerating_panics_in(PDF_PARSERS, || fuzzing::pdf(data));
});
