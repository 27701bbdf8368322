#![no_main]
//! The EPUB extractor: a zip input is read as it is; any other input is split at its first
//! NUL byte into the package document (`.opf`, which names the reading order) and one
//! chapter, placed in an otherwise well-formed book.

use libfuzzer_sys::fuzz_target;

use doppel::engine::extract::fuzzing;
use doppel_fuzz::{is_zip, split_at_nul, zip_of};

const CONTAINER: &[u8] = br#"<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>"#;

fuzz_target!(|data: &[u8]| {
    let archive = if is_zip(data) {
        data.to_vec()
    } else {
        let (package, chapter) = split_at_nul(data);
        zip_of(&[
            ("mimetype", b"application/epub+zip"),
            ("META-INF/container.xml", CONTAINER),
            ("OEBPS/content.opf", package),
            ("OEBPS/chapter1.xhtml", chapter),
        ])
    };
    let _ = fuzzing::zip_document(&archive, "epub");
});
