#![no_main]
//! The ODT extractor: a zip input is read as it is; any other input is read both as a flat
//! ODT (`.fodt`) and as the `content.xml` of a zipped one.

use libfuzzer_sys::fuzz_target;

use doppel::engine::extract::fuzzing;
use doppel_fuzz::{is_zip, zip_of};

fuzz_target!(|data: &[u8]| {
    if is_zip(data) {
        let _ = fuzzing::zip_document(data, "odt");
        return;
    }
    let _ = fuzzing::flat_odt(data);
    let archive = zip_of(&[
        ("mimetype", b"application/vnd.oasis.opendocument.text"),
        ("content.xml", data),
    ]);
    let _ = fuzzing::zip_document(&archive, "odt");
});
