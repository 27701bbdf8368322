//! The last reports, kept whole. A scan whose walk saw exactly what the walk behind a
//! stored report saw (the same files, by path, device, inode, size, mode, modified and
//! change time, and the same things skipped: see `crate::walk_digest`) gets that report
//! back without looking up, reading or grouping anything: on an unchanged tree of a million
//! files, the second scan costs little more than its walk.
//!
//! Which scans share a report is [`ResultsKey`]: everything in the options that can change
//! the results, and Doppel's version. Which reports are stored is [`worth_storing`].

use xxhash_rust::xxh3::xxh3_128;

use crate::options::ScanOptions;

/// How many reports are kept (the newest): one for each set of folders and options a user
/// scans in turn, each up to a few tens of megabytes for a million files.
pub(crate) const KEPT_REPORTS: usize = 4;

/// Stands for the folders, the options that shape the results, and this Doppel's version:
/// two scans with the same key and the same walk find the same report.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ResultsKey(pub(crate) [u8; 16]);

impl ResultsKey {
    /// The key of a scan with `options` (resolved: canonical roots, settled minimum size).
    pub(crate) fn of(options: &ScanOptions) -> ResultsKey {
        // Every option but the two that only change how the work is done, by their debug
        // form: an option added later is part of the key without anyone remembering to.
        let mut shaping = options.clone();
        shaping.cache = None;
        shaping.threads = 0;
        let described = format!("doppel {} {shaping:?}", env!("CARGO_PKG_VERSION"));
        ResultsKey(xxh3_128(described.as_bytes()).to_le_bytes())
    }
}

/// Whether a finished scan's report may stand for the next scan that walks the same tree:
/// the scan was complete, nothing it saw changed in the last moments before it began (a
/// file rewritten within its file system's clock tick could look unchanged), and no stage
/// after the walk met a failure (a file it could not read, a document whose text timed out,
/// a file that changed while read): another scan may not meet it, so it must look again.
/// Lasting verdicts ("too short to compare") and the walk's own problems are kept.
pub(crate) fn worth_storing(complete: bool, settled: bool, failures: usize) -> bool {
    complete && settled && failures == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    #[test]
    fn the_cache_file_and_threads_do_not_change_the_key_but_results_options_do() {
        let options = ScanOptions::new(vec![PathBuf::from("/data")]);
        let mut elsewhere = options.clone();
        elsewhere.cache = Some(PathBuf::from("/tmp/other.sqlite3"));
        elsewhere.threads = 3;
        assert_eq!(ResultsKey::of(&options), ResultsKey::of(&elsewhere));
        let mut exact_only = options.clone();
        exact_only.exact_only = true;
        assert_ne!(ResultsKey::of(&options), ResultsKey::of(&exact_only));
        let mut other_root = options.clone();
        other_root.roots.push(PathBuf::from("/more"));
        assert_ne!(ResultsKey::of(&options), ResultsKey::of(&other_root));
        let mut stricter = options.clone();
        stricter.near.normalize.stem = true;
        assert_ne!(ResultsKey::of(&options), ResultsKey::of(&stricter));
        // The same folders scanned set against set report other groups.
        let mut as_reference = options.clone();
        as_reference.references.push(PathBuf::from("/backup"));
        let mut set_against = as_reference.clone();
        set_against.against.push(PathBuf::from("/backup"));
        assert_ne!(ResultsKey::of(&as_reference), ResultsKey::of(&set_against));
    }
}
