//! Doppel's front ends over the engine crate (`doppel-engine`): [`cli`] (the command line)
//! and, with the default `gui` feature, [`app`] (the desktop app), both speaking the user's
//! language through [`i18n`]. See `docs/src/how-it-works.md` for the map.
//!
//! The engine's modules are re-exported under the names the front ends and tests use:
//! [`engine`] for the engine itself, and [`report`], [`format`] and [`review`] beside it.

#[cfg(feature = "gui")]
pub mod app;
pub mod cli;
pub mod i18n;

pub use doppel_engine as engine;
pub use doppel_engine::{format, report, review};
