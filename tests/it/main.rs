//! Doppel's integration tests that run the `doppel` binary: one crate, so the whole of
//! Doppel is linked once, with one `support` module for what the tests share. Each module is
//! one subject, named as before. Tests that need only the engine are the engine crate's
//! (`crates/doppel-engine/tests/it/`), which do not link the app. The desktop app's tests
//! are apart, in `tests/app_gui.rs`: they set process-wide environment variables, so they
//! keep a process of their own. `screen_reader` runs the app's window itself, read over
//! AT-SPI.

// The whole crate is tests: a helper that unwraps fails its test, as it should. Clippy's
// allow-unwrap-in-tests covers only #[test] functions, not the helpers beside them.
#![allow(clippy::unwrap_used)]

mod support;

/// The committed fixtures, for `support::fixtures`.
const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures");

mod against_cli;
mod cache_file;
mod clean_cli;
mod clean_clone_cli;
mod cleanup_mounts;
mod command_line;
mod compare_cli;
mod docs;
mod folder_cleanup;
mod ignore_cli;
mod measure_open;
mod near_exact;
mod packaging;
mod references;
mod report_formats;
mod scan_defaults;
mod scan_exact;
mod scan_image_formats;
mod scan_images;
mod scan_near;
mod scan_own_folders;
mod scan_references;
mod scan_trash;
mod scan_videos;
#[cfg(feature = "gui")]
mod screen_reader;
mod simulation;
mod translations;
mod watch_cli;
