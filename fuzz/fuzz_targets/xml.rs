#![no_main]
//! The XML extractor on arbitrary bytes: it may refuse the input, never panic or hang.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = doppel::engine::extract::fuzzing::xml(data);
});
