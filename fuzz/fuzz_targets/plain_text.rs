#![no_main]
//! Decoding bytes in any encoding to text, and choosing the format from the first bytes: both
//! run on every file a scan reads, so they must accept anything.

use libfuzzer_sys::fuzz_target;

use doppel::engine::extract::fuzzing;

fuzz_target!(|data: &[u8]| {
    let _ = fuzzing::plain_text(data);
    let _ = fuzzing::sniffed(data, "txt");
});
