//! Doppel finds duplicate files.
//!
//! [`engine`] does the work, [`report`] holds what it found; [`app`] (the desktop app) and
//! [`cli`] (the command line) are the two front ends over them. See the README's "How it works" for the map.

pub mod app;
pub mod cli;
pub mod engine;
pub mod format;
pub mod report;
pub mod review;
