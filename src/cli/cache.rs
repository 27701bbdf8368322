//! `doppel cache clear|info`: the fingerprint cache from the command line.

use std::path::PathBuf;
use std::process::ExitCode;

use super::EXIT_FAILURE;
use super::args::{CacheAction, CacheArgs};
use crate::engine::cache::FingerprintCache;
use crate::format::display_path;
use crate::i18n::Size;
use crate::tr;

pub fn run(args: &CacheArgs) -> ExitCode {
    let (cache_file, clear) = match &args.action {
        CacheAction::Clear { cache_file } => (cache_file, true),
        CacheAction::Info { cache_file } => (cache_file, false),
    };
    let Some(path) = cache_file.clone().or_else(FingerprintCache::default_path) else {
        eprintln!("doppel: {}", tr!("cache-no-folder"));
        return ExitCode::from(EXIT_FAILURE);
    };
    if clear {
        match FingerprintCache::clear(&path) {
            Ok(()) => {
                say!("{}", tr!("cache-cleared", path = display_path(&path)));
                ExitCode::SUCCESS
            }
            Err(error) => {
                let said = tr!(
                    "cache-clear-failed",
                    path = display_path(&path),
                    error = error.to_string()
                );
                eprintln!("doppel: {said}");
                ExitCode::from(EXIT_FAILURE)
            }
        }
    } else {
        info(path)
    }
}

fn info(path: PathBuf) -> ExitCode {
    let size = Size(FingerprintCache::size_on_disk(&path));
    say!(
        "{}",
        tr!("path-said", path = display_path(&path), what = size)
    );
    // The size counts only Doppel's files; say why a file that is there does not count.
    if let Err(unusable) = FingerprintCache::check(&path) {
        eprintln!(
            "doppel: {}",
            crate::i18n::notices::cache_unusable(&unusable)
        );
    }
    ExitCode::SUCCESS
}
