//! `doppel cache clear|info`: the fingerprint cache from the command line.

use std::path::PathBuf;
use std::process::ExitCode;

use super::EXIT_FAILURE;
use super::args::{CacheAction, CacheArgs};
use crate::engine::cache::FingerprintCache;
use crate::format::{display_path, human_bytes};

pub fn run(args: &CacheArgs) -> ExitCode {
    let (cache_file, clear) = match &args.action {
        CacheAction::Clear { cache_file } => (cache_file, true),
        CacheAction::Info { cache_file } => (cache_file, false),
    };
    let Some(path) = cache_file.clone().or_else(FingerprintCache::default_path) else {
        eprintln!("doppel: no user cache folder is known here (is HOME set?); use --cache-file");
        return ExitCode::from(EXIT_FAILURE);
    };
    if clear {
        match FingerprintCache::clear(&path) {
            Ok(()) => {
                println!("Cleared the fingerprint cache ({}).", display_path(&path));
                ExitCode::SUCCESS
            }
            Err(error) => {
                eprintln!(
                    "doppel: could not clear the cache at {}: {error}",
                    display_path(&path)
                );
                ExitCode::from(EXIT_FAILURE)
            }
        }
    } else {
        info(path)
    }
}

fn info(path: PathBuf) -> ExitCode {
    println!(
        "{}: {}",
        display_path(&path),
        human_bytes(FingerprintCache::size_on_disk(&path))
    );
    // The size counts only Doppel's files; say why a file that is there does not count.
    if let Err(unusable) = FingerprintCache::check(&path) {
        eprintln!("doppel: {unusable}");
    }
    ExitCode::SUCCESS
}
