//! Speed of the near-duplicate core, on one thread and on synthetic data at scale.
//!
//! 1. Fingerprinting throughput: MB of real text per second on one core (normalise,
//!    shingle, simhash, MinHash), over the text files of a real folder.
//! 2. Candidate search and exact verification over 1,000,000 synthetic fingerprints, of
//!    which 10,000 pairs are planted near duplicates (sketches agreeing in about 88 % of
//!    positions, shingle sets of exact resemblance 0.85); the goal is under 10 s on this
//!    project's reference machine (2 cores). The shingle sets the verification needs are
//!    made up for the candidates only (a scan keeps or re-reads them), outside the timing.
//!
//! Run: `cargo bench --bench near_speed [-- TEXT_FOLDER]` (default: /usr/share/common-licenses
//! and the Python standard library under ~/.pyenv, if present).

use std::path::{Path, PathBuf};
use std::time::Instant;

use doppel::engine::NormalizeOptions;
use doppel::engine::near::fingerprint::{Fingerprint, fingerprint};
use doppel::engine::near::group::{candidates, cluster};
use doppel::engine::near::minhash::SKETCH_SIZE;

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    fingerprint_throughput(args.first().map(PathBuf::from));
    candidate_search(1_000_000, 10_000);
}

fn fingerprint_throughput(folder: Option<PathBuf>) {
    let folders: Vec<PathBuf> = match folder {
        Some(folder) => vec![folder],
        None => {
            let home = PathBuf::from(std::env::var("HOME").unwrap_or_default());
            vec![
                PathBuf::from("/usr/share/common-licenses"),
                home.join(".pyenv/versions/3.12.1/lib/python3.12"),
            ]
        }
    };
    let texts: Vec<String> = folders
        .iter()
        .flat_map(|f| text_files(f))
        .filter_map(|p| std::fs::read_to_string(p).ok())
        .collect();
    let bytes: usize = texts.iter().map(String::len).sum();
    let mut runs = Vec::new();
    for _ in 0..3 {
        let start = Instant::now();
        let made = texts
            .iter()
            .filter_map(|t| fingerprint(t, NormalizeOptions::default()).ok())
            .count();
        runs.push(start.elapsed().as_secs_f64());
        std::hint::black_box(made);
    }
    runs.sort_by(f64::total_cmp);
    let median = runs[1];
    println!(
        "fingerprinting: {} files, {:.1} MB of text in {:.2} s on one thread = {:.1} MB/s per core",
        texts.len(),
        bytes as f64 / 1e6,
        median,
        bytes as f64 / 1e6 / median
    );
}

fn text_files(folder: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut stack = vec![folder.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            match entry.file_type() {
                Ok(t) if t.is_dir() => stack.push(path),
                Ok(t) if t.is_file() => {
                    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
                    if matches!(ext, "" | "py" | "txt" | "rst" | "md") {
                        files.push(path);
                    }
                }
                _ => {}
            }
        }
    }
    files
}

fn candidate_search(count: usize, planted: usize) {
    let mut state = 42u64;
    let mut next = move || {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (state >> 32) as u32
    };
    let mut fingerprints: Vec<Fingerprint> = (0..count)
        .map(|_| Fingerprint {
            simhash: (u64::from(next()) << 32) | u64::from(next()),
            sketch: Box::new(std::array::from_fn(|_| next())),
            shingles: 1000,
        })
        .collect();
    // Plant near duplicates: document 2i+1 copies 2i in about 85 % of positions.
    for i in 0..planted {
        let (a, b) = (2 * i, 2 * i + 1);
        let source = *fingerprints[a].sketch;
        let target = &mut fingerprints[b].sketch;
        for position in 0..SKETCH_SIZE {
            if next() % 100 < 88 {
                target[position] = source[position];
            }
        }
    }
    let refs: Vec<&Fingerprint> = fingerprints.iter().collect();
    let start = Instant::now();
    let found_candidates = candidates(&refs, 0.8);
    let searching = start.elapsed().as_secs_f64();
    // Sets for the documents to verify: a planted pair shares 920 of its 1,000 shingles
    // (920 / 1,080 = 0.85); any other document's 1,000 are its own.
    let needed = found_candidates.needed(count);
    let sets: Vec<Option<Vec<u64>>> = needed
        .iter()
        .enumerate()
        .map(|(i, &needed)| {
            needed.then(|| {
                let own = (i as u64) << 20;
                let pair = ((i / 2) as u64) << 20;
                let mut set: Vec<u64> = if i < 2 * planted {
                    let shift = if i % 2 == 1 { 80 } else { 0 };
                    (shift..shift + 1000).map(|s| pair + s).collect()
                } else {
                    (0..1000).map(|s| own + s).collect()
                };
                set.sort_unstable();
                set
            })
        })
        .collect();
    let verifying = Instant::now();
    let clusters = cluster(&refs, &sets, &found_candidates, 0.8);
    let seconds = searching + verifying.elapsed().as_secs_f64();
    let found = clusters
        .iter()
        .filter(|c| {
            c.members.len() == 2 && c.members[0] % 2 == 0 && c.members[1] == c.members[0] + 1
        })
        .count();
    println!(
        "candidate search and exact verification: {count} fingerprints in {seconds:.2} s \
         ({searching:.2} s finding candidates; {} pairs verified, {} ruled out by the \
         estimate); {found} of {planted} planted pairs (exact resemblance 0.85) found, {} \
         groups in all",
        found_candidates.verify.len(),
        found_candidates.ruled_out.len(),
        clusters.len()
    );
}
