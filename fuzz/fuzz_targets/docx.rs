#![no_main]
//! The DOCX extractor: a zip input is read as it is; any other input becomes the main
//! document part (`word/document.xml`) of an otherwise well-formed package.

use libfuzzer_sys::fuzz_target;

use doppel::engine::extract::fuzzing;
use doppel_fuzz::{is_zip, zip_of};

const CONTENT_TYPES: &[u8] = br#"<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>"#;

fuzz_target!(|data: &[u8]| {
    let archive = if is_zip(data) {
        data.to_vec()
    } else {
        zip_of(&[
            ("[Content_Types].xml", CONTENT_TYPES),
            ("word/document.xml", data),
        ])
    };
    let _ = fuzzing::zip_document(&archive, "docx");
});
