#![no_main]
//! The PDF extractor on arbitrary bytes: it may refuse the input, never panic or hang.
//! `pdf-extract` and `lopdf` panic on some damaged files (a missing object, a wrong type);
//! the product contains those panics, so here they count as refusals and only a panic in
//! Doppel's own code is a crash.

use libfuzzer_sys::fuzz_target;

use doppel::engine::extract::fuzzing;
use doppel_fuzz::tolerating_panics_in;

fuzz_target!(|data: &[u8]| {
    let _ = tolerating_panics_in(&["/pdf-extract-", "/lopdf-"], || fuzzing::pdf(data));
});
