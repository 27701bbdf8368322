//! Entry points for the fuzz targets under `fuzz/` (built only with the `fuzzing` feature).
//!
//! Each calls one extractor directly, without [`contain`](super::contain)'s panic catching
//! and time limit, so that a panic, a hang or a runaway allocation reaches the fuzzer instead
//! of becoming a skip reason. Each still runs on a thread with the production stack size, so
//! deep nesting that the product survives is not reported as a stack overflow.

use std::io::Cursor;
use std::thread;

use super::contain::WORKER_STACK;
use super::{
    ExtractLimits, Extracted, html, markdown, office, pdf, plain, rtf, sniff, xml, zipped,
};

/// Smaller than the product's bounds, so a fuzz input that hits one is refused quickly rather
/// than filling the fuzzer's memory limit; the code paths are the same.
pub fn limits() -> ExtractLimits {
    ExtractLimits {
        max_text_bytes: 4 * 1024 * 1024,
        max_inflated_bytes: 16 * 1024 * 1024,
        ..ExtractLimits::default()
    }
}

/// Bytes in any encoding to text, as every plain and markup file is read first.
pub fn plain_text(bytes: &[u8]) -> String {
    on_worker_stack(|| plain::decode(bytes))
}

/// The format a file's first bytes and extension would be read as (never fails).
pub fn sniffed(bytes: &[u8], extension: &str) -> String {
    let head = &bytes[..bytes.len().min(sniff::SNIFF_BYTES)];
    let kind = format!("{:?}", sniff::sniff(head));
    let decoded = String::from_utf8_lossy(bytes);
    format!("{kind} {:?}", sniff::classify(&decoded, extension))
}

pub fn html(bytes: &[u8]) -> Result<String, String> {
    let text = plain::decode(bytes);
    on_worker_stack(|| html::extract(&text, limits().max_text_bytes))
}

pub fn xml(bytes: &[u8]) -> Result<String, String> {
    let text = plain::decode(bytes);
    on_worker_stack(|| xml::extract(&text, limits().max_text_bytes))
}

pub fn markdown(bytes: &[u8]) -> Result<String, String> {
    let text = plain::decode(bytes);
    on_worker_stack(|| markdown::extract(&text, limits().max_text_bytes))
}

/// A flat OpenDocument text (`.fodt`).
pub fn flat_odt(bytes: &[u8]) -> Result<String, String> {
    let text = plain::decode(bytes);
    on_worker_stack(|| office::flat_odt(&text, limits().max_text_bytes))
}

pub fn pdf(bytes: &[u8]) -> Result<String, String> {
    on_worker_stack(|| pdf::extract(bytes, &limits()))
}

pub fn rtf(bytes: &[u8]) -> Result<String, String> {
    on_worker_stack(|| rtf::extract(bytes, &limits()))
}

/// A zip container (DOCX, ODT, EPUB or any other zip), with the extension the file was named
/// with.
pub fn zip_document(bytes: &[u8], extension: &str) -> Result<Extracted, String> {
    let source = zipped::Source::Memory(Cursor::new(bytes.to_vec()));
    on_worker_stack(|| super::extract_zipped(source, extension, &limits()))
}

fn on_worker_stack<T: Send>(job: impl FnOnce() -> T + Send) -> T {
    thread::scope(|scope| {
        let worker = thread::Builder::new()
            .stack_size(WORKER_STACK)
            .spawn_scoped(scope, job)
            .expect("a fuzz worker thread starts");
        match worker.join() {
            Ok(value) => value,
            Err(payload) => std::panic::resume_unwind(payload),
        }
    })
}
