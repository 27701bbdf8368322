//! What the integration tests share that needs only the engine: building trees, the
//! committed fixtures, and (in submodules) test data, documents in a known relation,
//! decompression bombs, a cleanup sandbox, private mounts, and what a test needs of the
//! machine (`needs`: the one check, and the one reason a test fails with, when a program or
//! root is missing).
//!
//! The `doppel` crate's integration tests (`tests/it/`) include this module too (by path,
//! under their own `support`), so the two test crates build the same trees. The crate that
//! includes it names where the committed fixtures are, as `crate::FIXTURES`.

// Each of the two test crates that include it uses part of it.
#![allow(dead_code, unused_imports)]

pub mod audio;
pub mod bombs;
pub mod cleanup;
pub mod mounts;
pub mod near;
pub mod needs;
pub mod pdf;
pub mod photo;
pub mod random;
pub mod video;

use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use doppel_engine::ScanOptions;
use doppel_engine::extract::{DocumentFormat, ExtractLimits, Extracted, extract_from_bytes};
use doppel_engine::report::Group;

pub use near::near_chain;
pub use random::{document, edited, edited_at, pseudo_random};

/// Makes a named pipe at `path`: a file whose reader waits for a writer that never comes,
/// the way to show that something opened it without blocking, or was stopped.
pub fn named_pipe(path: &Path) {
    use std::os::unix::ffi::OsStrExt;
    let name = std::ffi::CString::new(path.as_os_str().as_bytes()).expect("a path without NUL");
    // SAFETY: `name` is a NUL-terminated path that outlives the call.
    let made = unsafe { libc::mkfifo(name.as_ptr(), 0o600) };
    assert_eq!(made, 0, "no named pipe at {}", path.display());
}

/// The committed file `tests/fixtures/extract/NAME`.
pub fn fixture(name: &str) -> PathBuf {
    fixtures("extract").join(name)
}

/// The committed folder `tests/fixtures/FOLDER`.
pub fn fixtures(folder: &str) -> PathBuf {
    Path::new(crate::FIXTURES).join(folder)
}

/// Writes `content` to `root/relative`, creating folders on the way.
pub fn write(root: &Path, relative: &str, content: &[u8]) -> PathBuf {
    let path = root.join(relative);
    fs::create_dir_all(path.parent().expect("test paths have a parent")).expect("create folders");
    fs::write(&path, content).expect("write test file");
    path
}

pub fn set_modified(path: &Path, time: SystemTime) {
    File::options()
        .write(true)
        .open(path)
        .and_then(|f| f.set_modified(time))
        .expect("set the modified time");
}

/// Writes a file whose modified time is an hour ago, so the fingerprint cache may remember
/// it (files modified just now are not).
pub fn settled(root: &Path, relative: &str, content: &[u8]) -> PathBuf {
    let path = write(root, relative, content);
    set_modified(&path, SystemTime::now() - Duration::from_secs(3600));
    path
}

/// Scan options for `root`, with the fingerprint cache in the file `cache` if there is one.
pub fn cached_options(root: &Path, cache: Option<&Path>) -> ScanOptions {
    let mut options = ScanOptions::new(vec![root.to_path_buf()]);
    options.cache = cache.map(Path::to_path_buf);
    options
}

/// The text and format extracted from `bytes` read as the file `name`; fails the test if
/// they are not text.
pub fn text_of(name: &str, bytes: &[u8]) -> (String, DocumentFormat) {
    match extract_from_bytes(Path::new(name), bytes, &ExtractLimits::default()) {
        Ok(Extracted::Text { text, format }) => (text, format),
        other => panic!("{name}: {other:?}"),
    }
}

/// The file names of a group's members (not their folders), sorted.
pub fn file_names(group: &Group) -> Vec<String> {
    let mut names: Vec<String> = group
        .files()
        .iter()
        .map(|f| f.path.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}
