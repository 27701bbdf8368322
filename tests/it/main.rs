//! Doppel's integration tests: one crate, so the whole of Doppel is linked once, with one
//! `support` module for what the tests share. Each module is one subject, named as before.
//! The desktop app's tests are apart, in `tests/app_gui.rs`: they set process-wide
//! environment variables, so they keep a process of their own.

mod support;

mod actions_plan;
mod actions_rules;
mod actions_trash;
mod cache_file;
mod cache_scan;
mod cache_unchanged;
mod clean_cli;
mod cleanup_hostile;
mod cleanup_mounts;
mod compare_cli;
mod engine_changes;
mod extract_encodings;
mod extract_formats;
mod extract_malformed;
mod extract_pdf_layout;
mod extract_survey;
mod folder_cleanup;
mod folders;
mod fuzz_regressions;
mod hostile_tree;
mod live;
mod measure_open;
mod near_exact;
mod packaging;
mod references;
mod report_formats;
mod restore_interrupted;
mod review_diff;
mod review_preview;
mod scan_exact;
mod scan_images;
mod scan_near;
mod scan_own_folders;
mod scan_references;
mod scan_trash;
mod undo_world;
mod watch_cli;
mod watch_driver;
mod watch_engine;
