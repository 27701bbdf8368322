//! What the fuzz targets share: wrapping fuzzed XML in a zip container, so the container
//! extractors spend their time in the document parsing rather than failing at the zip
//! signature. An input that already is a zip (it starts with `PK`) is used as it is.

use std::io::{Cursor, Write};

use zip::ZipWriter;
use zip::write::SimpleFileOptions;

/// True when the fuzz input is a zip archive of its own and should be read as one.
pub fn is_zip(data: &[u8]) -> bool {
    data.starts_with(b"PK")
}

/// A stored (uncompressed) zip holding `entries` in order.
pub fn zip_of(entries: &[(&str, &[u8])]) -> Vec<u8> {
    let mut writer = ZipWriter::new(Cursor::new(Vec::new()));
    let stored = SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    for (name, bytes) in entries {
        writer
            .start_file(*name, stored)
            .expect("in-memory zip entry");
        writer.write_all(bytes).expect("in-memory zip write");
    }
    writer.finish().expect("in-memory zip").into_inner()
}

/// Splits the input at its first NUL byte, for targets that need two documents from one input.
pub fn split_at_nul(data: &[u8]) -> (&[u8], &[u8]) {
    match data.iter().position(|&byte| byte == 0) {
        Some(at) => (&data[..at], &data[at + 1..]),
        None => (data, b""),
    }
}

/// Runs `job`, treating a panic raised inside one of the `crates` named (by their source
/// folder, such as `"/lopdf-"`) as a refusal, as the product does: it runs those parsers
/// under a panic guard, so their panics are skip reasons, not crashes. A panic anywhere else,
/// Doppel's own code included, still aborts for the fuzzer to report.
pub fn tolerating_panics_in<T>(
    crates: &'static [&'static str],
    job: impl FnOnce() -> T,
) -> Option<T> {
    static INSTALL: std::sync::Once = std::sync::Once::new();
    INSTALL.call_once(|| {
        let fuzzer_hook = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            let in_tolerated = info
                .location()
                .is_some_and(|at| crates.iter().any(|name| at.file().contains(name)));
            if !in_tolerated {
                fuzzer_hook(info);
            }
        }));
    });
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(job)).ok()
}
