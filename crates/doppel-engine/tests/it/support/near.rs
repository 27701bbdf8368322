//! Documents made to stand in a known relation to each other under the default options:
//! each word is distinct, so every word triple is too, and the similarities are exact
//! fractions.

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use doppel_engine::report::{Group, NearGroup, Report};

use super::{set_modified, write};

/// `count` distinct words from `first` on ("word100 word101 …"), twelve to a line.
pub fn distinct_words(first: usize, count: usize) -> String {
    let words: Vec<String> = (first..first + count).map(|i| format!("word{i}")).collect();
    words
        .chunks(12)
        .map(|line| line.join(" "))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Writes `a.txt`, `b.txt` and `c.txt` in `dir`, a chain of versions that a scan with the
/// default options (threshold 0.8) puts in one near group: each has 1,000 word triples, A
/// and B share 900 (900 / 1,100 = 0.818), B and C share 900 (0.818), but A and C only 800
/// (800 / 1,200 = 0.667, below the threshold; they are joined through B). Modified three,
/// two and one hour ago: C is the newest, the version `--near keep-newest` keeps, and A the
/// one unlike it. Returns the paths `[a, b, c]`.
pub fn near_chain(dir: &Path) -> [PathBuf; 3] {
    let now = SystemTime::now();
    [("a.txt", 0, 3), ("b.txt", 100, 2), ("c.txt", 200, 1)].map(|(name, first, hours)| {
        let path = write(dir, name, distinct_words(first, 1002).as_bytes());
        set_modified(&path, now - Duration::from_secs(hours * 3600));
        path
    })
}

/// The near-duplicate groups of a report.
pub fn near_groups(report: &Report) -> Vec<&NearGroup> {
    report
        .groups
        .iter()
        .filter_map(|g| match g {
            Group::Near(near) => Some(near),
            _ => None,
        })
        .collect()
}
