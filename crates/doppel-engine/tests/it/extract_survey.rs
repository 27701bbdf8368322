//! A survey of extraction over a real folder, run by hand (it is ignored in the normal test
//! run): every regular file is extracted, and the counts per format, the skip reasons, the
//! slowest files and the throughput are printed. It fails if any extraction panics.
//!
//! ```sh
//! DOPPEL_SURVEY=/usr/share/doc cargo test --release --test it extract_survey -- --ignored --nocapture
//! ```

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use doppel_engine::extract::{ExtractLimits, Extracted, extract_text};

fn files_under(root: PathBuf) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut folders = vec![root];
    while let Some(folder) = folders.pop() {
        let Ok(entries) = std::fs::read_dir(&folder) else {
            continue;
        };
        for entry in entries.flatten() {
            let Ok(kind) = entry.file_type() else {
                continue;
            };
            if kind.is_dir() {
                folders.push(entry.path());
            } else if kind.is_file() {
                files.push(entry.path());
            }
        }
    }
    files.sort();
    files
}

#[test]
#[ignore = "run by hand on a real folder: DOPPEL_SURVEY=/path"]
fn survey() {
    let Some(root) = std::env::var_os("DOPPEL_SURVEY") else {
        eprintln!("set DOPPEL_SURVEY to a folder");
        return;
    };
    let files = files_under(PathBuf::from(root));
    let limits = ExtractLimits::default();
    let mut formats: BTreeMap<&str, (usize, u64, usize)> = BTreeMap::new();
    let mut reasons: BTreeMap<String, usize> = BTreeMap::new();
    let mut slowest: Vec<(Duration, PathBuf)> = Vec::new();
    let mut bytes_in = 0u64;
    let started = Instant::now();
    for path in &files {
        let size = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
        bytes_in += size;
        let one = Instant::now();
        let outcome = extract_text(path, &limits);
        slowest.push((one.elapsed(), path.clone()));
        match outcome {
            Ok(Extracted::Text { text, format }) => {
                let entry = formats.entry(format.label()).or_default();
                entry.0 += 1;
                entry.1 += size;
                entry.2 += text.len();
            }
            Ok(Extracted::NotText) => {
                let entry = formats.entry("not text").or_default();
                entry.0 += 1;
                entry.1 += size;
            }
            Err(reason) => {
                let short: String = reason.chars().take(70).collect();
                *reasons.entry(short).or_default() += 1;
            }
        }
    }
    let elapsed = started.elapsed();
    eprintln!(
        "{} files, {:.1} MiB in {:.2} s: {:.0} files/s, {:.1} MiB/s",
        files.len(),
        bytes_in as f64 / 1048576.0,
        elapsed.as_secs_f64(),
        files.len() as f64 / elapsed.as_secs_f64(),
        bytes_in as f64 / 1048576.0 / elapsed.as_secs_f64()
    );
    for (format, (count, size, text)) in &formats {
        eprintln!(
            "  {format:>10}: {count:>6} files, {:>8.1} MiB in, {:>8.1} MiB text",
            *size as f64 / 1048576.0,
            *text as f64 / 1048576.0
        );
    }
    for (reason, count) in &reasons {
        eprintln!("  skipped {count:>5}× {reason}");
    }
    slowest.sort_by_key(|(time, _)| std::cmp::Reverse(*time));
    for (time, path) in slowest.iter().take(5) {
        eprintln!(
            "  slow: {:>8.1} ms {}",
            time.as_secs_f64() * 1000.0,
            path.display()
        );
    }
}
