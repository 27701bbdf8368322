//! Doppel finds duplicate files.
//!
//! [`engine`] does the work, [`report`] holds what it found, and [`cli`] is the headless
//! front end. See the README's "How it works" for the map.

pub mod cli;
pub mod engine;
pub mod report;
