//! The engine's integration tests: one crate, so the engine is linked once, with one
//! `support` module for what the tests share (the `doppel` crate's binary tests include it
//! too). Each module is one subject. They drive the engine through its public API only and
//! link none of the front ends (no window toolkit): tests that run the `doppel` binary are
//! the `doppel` crate's, in the workspace's `tests/it/`.

// The whole crate is tests: a helper that unwraps fails its test, as it should. Clippy's
// allow-unwrap-in-tests covers only #[test] functions, not the helpers beside them.
#![allow(clippy::unwrap_used)]

mod support;

/// The committed fixtures, for `support::fixtures`. They stay at the workspace's
/// `tests/fixtures`, where the `doppel` crate's tests, its benches and the fuzz targets'
/// seeds read them too.
const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/fixtures");

mod actions_clone;
mod actions_estimate;
mod actions_plan;
mod actions_rules;
mod actions_trash;
mod against;
mod cache_scan;
mod cache_unchanged;
mod cleanup_clone;
mod cleanup_hardlink;
mod cleanup_hostile;
mod companions;
mod engine_changes;
mod extract_encodings;
mod extract_formats;
mod extract_malformed;
mod extract_pdf_layout;
mod extract_survey;
mod folders;
mod fuzz_regressions;
mod hostile_tree;
mod ignore;
mod images_formats;
mod images_unlike;
mod journal_versions;
mod live;
mod music;
mod restore_interrupted;
mod review_diff;
mod review_preview;
mod undo_world;
mod videos;
mod watch_driver;
mod watch_engine;
