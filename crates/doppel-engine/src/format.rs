//! Formatting shared by the front ends: sizes, counts, times and paths as people read them.

use std::path::Path;
use std::time::SystemTime;

/// "1.5 MiB", "812 B".
pub fn human_bytes(bytes: u64) -> String {
    humansize::format_size(bytes, humansize::BINARY)
}

/// A size as people write limits, in whole units where it can: "64 MiB", "512 KiB",
/// "1000 bytes"; for the extractors' skip reasons.
pub(crate) fn limit_bytes(bytes: u64) -> String {
    const KIB: u64 = 1024;
    const MIB: u64 = 1024 * KIB;
    const GIB: u64 = 1024 * MIB;
    match bytes {
        b if b >= GIB && b.is_multiple_of(GIB) => format!("{} GiB", b / GIB),
        b if b >= MIB && b.is_multiple_of(MIB) => format!("{} MiB", b / MIB),
        b if b >= MIB => format!("{:.1} MiB", b as f64 / MIB as f64),
        b if b >= KIB && b.is_multiple_of(KIB) => format!("{} KiB", b / KIB),
        b => format!("{b} bytes"),
    }
}

/// "1 file", "114,272 files".
pub fn count(n: u64, one: &str, many: &str) -> String {
    format!("{} {}", thousands(n), if n == 1 { one } else { many })
}

/// "114,272".
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A path for a line-oriented listing: invalid UTF-8 shown as U+FFFD, and control
/// characters (a newline in a name) escaped so one file stays on one line.
pub fn display_path(path: &Path) -> String {
    let lossy = path.to_string_lossy();
    if !lossy.chars().any(char::is_control) {
        return lossy.into_owned();
    }
    lossy.chars().flat_map(char::escape_default).collect()
}

/// "2026-01-02 03:04:05" in UTC (the report's JSON uses the same instant).
pub fn format_time(time: SystemTime) -> String {
    let rfc = rfc3339(time);
    rfc.trim_end_matches('Z').replacen('T', " ", 1)
}

/// "2026-01-02T03:04:05Z": the one machine-readable time format, to the second, in UTC, as
/// the JSON and CSV reports, the cleanup journal and refusal reasons write it.
pub fn rfc3339(time: SystemTime) -> String {
    humantime::format_rfc3339_seconds(time).to_string()
}

/// The text with its first letter upper-cased, for a message that starts a sentence.
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
