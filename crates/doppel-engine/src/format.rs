//! Formatting shared by the front ends: sizes, counts, times and paths as people read them.

use std::path::Path;
use std::time::SystemTime;

/// A size in binary units as people read it: "812 B", "29.39 KiB", "293.0 KiB", "1.43 MiB",
/// "1 GiB". At most four significant digits and nine characters, so sizes line up in a
/// column whatever they are, as `ls -h` keeps its own short: a unit is used up to 999.9 of
/// it, and from 1000 of it on the next one is ("0.99 MiB", never "1015.62 KiB"); two
/// decimals below 100 of a unit, one from 100, none for a whole number of it ("1 KiB").
pub fn human_bytes(bytes: u64) -> String {
    const UNITS: [&str; 6] = ["KiB", "MiB", "GiB", "TiB", "PiB", "EiB"];
    if bytes < 1000 {
        return format!("{bytes} B");
    }
    let mut scale: u64 = 1;
    for (i, unit) in UNITS.iter().enumerate() {
        scale <<= 10;
        let value = bytes as f64 / scale as f64;
        let decimals = if bytes.is_multiple_of(scale) {
            0
        } else if rounded(value, 2) < 100.0 {
            2
        } else {
            1
        };
        // 999.96 KiB would show as 1000.0 KiB: that is the next unit's 0.98.
        if rounded(value, decimals) < 1000.0 || i == UNITS.len() - 1 {
            return format!("{value:.decimals$} {unit}");
        }
    }
    unreachable!("the last unit is always taken")
}

/// `value` rounded to `decimals` places, as `{:.decimals$}` would show it.
fn rounded(value: f64, decimals: usize) -> f64 {
    format!("{value:.decimals$}").parse().unwrap_or(value)
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

#[cfg(test)]
mod tests {
    use super::human_bytes;

    #[test]
    fn sizes_change_unit_at_a_thousand_and_keep_four_digits_at_most() {
        let cases = [
            (0, "0 B"),
            (812, "812 B"),
            (999, "999 B"),
            (1000, "0.98 KiB"),
            (1024, "1 KiB"),
            (30_100, "29.39 KiB"),
            (300_000, "293.0 KiB"),
            (1_023_948, "999.9 KiB"),
            // 999.96 KiB rounds to 1000.0: it is the next unit's.
            (1_023_959, "0.98 MiB"),
            (1_024_000, "0.98 MiB"),
            (1_040_000, "0.99 MiB"),
            (1_048_576, "1 MiB"),
            (1_500_000, "1.43 MiB"),
            (104_857_599, "100.0 MiB"),
            (1 << 40, "1 TiB"),
            (u64::MAX, "16.00 EiB"),
        ];
        for (bytes, shown) in cases {
            assert_eq!(human_bytes(bytes), shown, "{bytes} bytes");
        }
        for bytes in (0..64).map(|shift| (1u64 << shift).wrapping_mul(999) | 7) {
            let shown = human_bytes(bytes);
            let (number, _) = shown.split_once(' ').expect("a number and a unit");
            let digits = number.chars().filter(char::is_ascii_digit).count();
            assert!(digits <= 4 && shown.chars().count() <= 9, "{shown}");
        }
    }
}
