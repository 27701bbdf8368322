//! Quality of near-duplicate detection against brute-force ground truth.
//!
//! Builds corpora whose truth is known, runs the real scan over each, computes the exact
//! word-shingle Jaccard of every pair of distinct documents (through the same extraction
//! and normalisation the scan uses), and prints recall and precision:
//!
//! - recall at J: share of pairs with true J >= J that the scan puts in one group, at the
//!   threshold t itself, at t + 0.02, t + 0.05 and 0.9 (each cell: true pairs, recall);
//! - precision: share of the pairs the scan reports (verified pairs in the JSON) whose true
//!   J >= t (what the scan promises), and whose true J >= 0.5 (the older, looser measure).
//!
//! Truth is by Doppel's own extraction, normalisation and shingling: the exact Jaccard of
//! the sets of shingle hashes, over every pair of distinct documents.
//!
//! Corpora: (a) real licence texts with controlled word edits from 1 % to 30 %; (b) one
//! text saved as .txt, .html, .docx, .odt and .pdf (the committed fixtures); (c) a real tree
//! with many versions of the same files: the top-level standard-library modules of every
//! Python installed under ~/.pyenv (or a folder given as the first argument); (d) a real
//! folder scanned in place, /usr/share/doc unless a second argument names another.
//!
//! Run: `cargo bench --bench near_quality [-- PYTHON_VERSIONS_FOLDER [FOLDER]]`

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use doppel::engine::NormalizeOptions;
use doppel::engine::extract::{ExtractLimits, Extracted, extract_text};
use doppel::engine::near::shingles::{jaccard, shingle_set};
use doppel::engine::{CancelToken, ScanOptions, scan};
use doppel::report::{Group, Report};

const THRESHOLD: f64 = 0.8;

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let work = tempfile::TempDir::new().expect("temporary folder");

    println!(
        "| corpus | documents | J>={t:.2}: pairs, recall | J>={:.2} | J>={:.2} | J>=0.90 | reported pairs | precision (J>={t:.2}) | precision (J>=0.5) |",
        THRESHOLD + 0.02,
        THRESHOLD + 0.05,
        t = THRESHOLD,
    );
    println!("|---|---|---|---|---|---|---|---|---|");

    let edits = work.path().join("edits");
    build_edit_corpus(&edits);
    evaluate("(a) licences with 1-30 % word edits", &edits);

    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/extract");
    let formats = work.path().join("formats");
    std::fs::create_dir_all(&formats).expect("create corpus folder");
    for extension in ["txt", "html", "docx", "odt", "pdf", "rtf", "epub"] {
        let name = format!("sample.{extension}");
        std::fs::copy(fixtures.join(&name), formats.join(&name)).expect("fixture present");
    }
    evaluate("(b) one text as txt/html/docx/odt/pdf/rtf/epub", &formats);

    let versions = args.first().map(PathBuf::from).unwrap_or_else(|| {
        PathBuf::from(std::env::var("HOME").unwrap_or_default()).join(".pyenv/versions")
    });
    let stdlib = work.path().join("stdlib");
    if build_stdlib_corpus(&versions, &stdlib) > 0 {
        evaluate("(c) Python stdlib modules across versions", &stdlib);
    } else {
        eprintln!(
            "(c) skipped: no Python installations under {}",
            versions.display()
        );
    }

    let in_place = args
        .get(1)
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/share/doc"));
    if in_place.is_dir() {
        evaluate(&format!("(d) {} in place", in_place.display()), &in_place);
    }
}

/// Variants of real licence texts with a controlled share of words replaced, inserted or
/// deleted.
fn build_edit_corpus(folder: &Path) {
    std::fs::create_dir_all(folder).expect("create corpus folder");
    let bases = [
        "Apache-2.0",
        "GPL-3",
        "MPL-2.0",
        "LGPL-2.1",
        "Artistic",
        "GFDL-1.3",
    ];
    let mut rng = 0x1234_5678u64;
    for base in bases {
        let Ok(text) = std::fs::read_to_string(Path::new("/usr/share/common-licenses").join(base))
        else {
            continue;
        };
        let words: Vec<&str> = text.split_whitespace().collect();
        std::fs::write(folder.join(format!("{base}.txt")), &text).expect("write base");
        for percent in [1, 2, 3, 5, 7, 10, 15, 20, 25, 30] {
            let mut edited: Vec<String> = Vec::with_capacity(words.len());
            for word in &words {
                let roll = next(&mut rng) % 1000;
                let edit = roll < percent * 10;
                match (edit, roll % 3) {
                    (false, _) => edited.push(word.to_string()),
                    (true, 0) => edited.push(format!("edit{}", next(&mut rng) % 100_000)),
                    (true, 1) => {
                        edited.push(word.to_string());
                        edited.push(format!("insert{}", next(&mut rng) % 100_000));
                    }
                    (true, _) => {} // deleted
                }
            }
            std::fs::write(
                folder.join(format!("{base}-edited-{percent:02}pct.txt")),
                edited.join(" "),
            )
            .expect("write variant");
        }
    }
}

fn next(state: &mut u64) -> u64 {
    *state = state
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    *state >> 33
}

/// Copies `lib/pythonX.Y/*.py` of every installation into `folder/X.Y/`; returns the count.
fn build_stdlib_corpus(versions: &Path, folder: &Path) -> usize {
    let Ok(installs) = std::fs::read_dir(versions) else {
        return 0;
    };
    let mut copied = 0;
    for install in installs.flatten() {
        let Ok(libs) = std::fs::read_dir(install.path().join("lib")) else {
            continue;
        };
        for lib in libs.flatten() {
            let name = lib.file_name().to_string_lossy().into_owned();
            if !name.starts_with("python") {
                continue;
            }
            let target = folder.join(&name);
            let Ok(modules) = std::fs::read_dir(lib.path()) else {
                continue;
            };
            for module in modules.flatten() {
                let path = module.path();
                if path.extension().is_some_and(|e| e == "py") && path.is_file() {
                    std::fs::create_dir_all(&target).expect("create version folder");
                    if std::fs::copy(&path, target.join(module.file_name())).is_ok() {
                        copied += 1;
                    }
                }
            }
        }
    }
    copied
}

fn evaluate(name: &str, folder: &Path) {
    let report = scan(
        &ScanOptions::new(vec![folder.to_path_buf()]),
        &CancelToken::new(),
        &|_| {},
    )
    .expect("scan runs");

    // The scan's view: each path's content representative, and each representative's group.
    let mut representative: HashMap<PathBuf, PathBuf> = HashMap::new();
    let mut near_group_of: HashMap<PathBuf, usize> = HashMap::new();
    let mut reported: Vec<(PathBuf, PathBuf)> = Vec::new();
    for (index, group) in report.groups.iter().enumerate() {
        match group {
            Group::Exact(exact) => {
                for file in &exact.files {
                    representative.insert(file.path.clone(), exact.files[0].path.clone());
                }
            }
            Group::Near(near) => {
                for file in &near.files {
                    near_group_of.insert(file.path.clone(), index);
                }
                for pair in &near.pairs {
                    reported.push((
                        near.files[pair.a].path.clone(),
                        near.files[pair.b].path.clone(),
                    ));
                }
            }
            // This benchmark's scans look for no similar images, videos or music.
            Group::Image(_) | Group::Video(_) | Group::Music(_) => {}
        }
    }

    // Ground truth over distinct contents: one document per exact group, as the scan does.
    let documents = distinct_documents(folder, &report, &representative);
    let truth = exact_jaccards(&documents);
    let index_of: HashMap<&Path, usize> = documents
        .iter()
        .enumerate()
        .map(|(i, (p, _))| (p.as_path(), i))
        .collect();
    let together = |a: &Path, b: &Path| match (near_group_of.get(a), near_group_of.get(b)) {
        (Some(x), Some(y)) => x == y,
        _ => false,
    };

    let recall = |minimum: f64| {
        let wanted: Vec<&(usize, usize, f64)> =
            truth.iter().filter(|(_, _, j)| *j >= minimum).collect();
        let found = wanted
            .iter()
            .filter(|(a, b, _)| together(&documents[*a].0, &documents[*b].0))
            .count();
        (
            wanted.len(),
            if wanted.is_empty() {
                1.0
            } else {
                found as f64 / wanted.len() as f64
            },
        )
    };
    let cell = |minimum: f64| {
        let (n, r) = recall(minimum);
        format!("{n}, {r:.3}")
    };
    let true_j: HashMap<(usize, usize), f64> = truth.iter().map(|&(a, b, j)| ((a, b), j)).collect();
    let precision = |minimum: f64| {
        let good = reported
            .iter()
            .filter(|(a, b)| {
                let (Some(&x), Some(&y)) = (index_of.get(a.as_path()), index_of.get(b.as_path()))
                else {
                    return false;
                };
                true_j
                    .get(&(x.min(y), x.max(y)))
                    .is_some_and(|j| *j >= minimum - 1e-12)
            })
            .count();
        if reported.is_empty() {
            1.0
        } else {
            good as f64 / reported.len() as f64
        }
    };
    println!(
        "| {name} | {} | {} | {} | {} | {} | {} | {:.3} | {:.3} |",
        documents.len(),
        cell(THRESHOLD - 1e-12),
        cell(THRESHOLD + 0.02),
        cell(THRESHOLD + 0.05),
        cell(0.9),
        reported.len(),
        precision(THRESHOLD),
        precision(0.5),
    );
}

/// (path, shingle set) of each distinct content that yields enough shingles to compare.
fn distinct_documents(
    folder: &Path,
    report: &Report,
    representative: &HashMap<PathBuf, PathBuf>,
) -> Vec<(PathBuf, Vec<u64>)> {
    let root = report
        .roots
        .first()
        .cloned()
        .unwrap_or_else(|| folder.to_path_buf());
    let mut paths: Vec<PathBuf> = walk_files(&root)
        .into_iter()
        .filter(|p| representative.get(p).is_none_or(|r| r == p))
        .collect();
    paths.sort();
    let limits = ExtractLimits::default();
    paths
        .into_iter()
        .filter_map(|path| match extract_text(&path, &limits) {
            Ok(Extracted::Text { text, .. }) => {
                let set = shingle_set(&text, NormalizeOptions::default());
                (set.len() >= doppel::engine::near::fingerprint::MIN_SHINGLES)
                    .then_some((path, set))
            }
            _ => None,
        })
        .collect()
}

fn walk_files(root: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let Ok(kind) = entry.file_type() else {
                continue;
            };
            if kind.is_dir() {
                stack.push(entry.path());
            } else if kind.is_file() {
                files.push(entry.path());
            }
        }
    }
    files
}

/// Exact Jaccard of every pair of documents, by brute force (in parallel); pairs with
/// J = 0 are left out.
fn exact_jaccards(documents: &[(PathBuf, Vec<u64>)]) -> Vec<(usize, usize, f64)> {
    use rayon::prelude::*;
    (0..documents.len())
        .into_par_iter()
        .flat_map_iter(|a| {
            (a + 1..documents.len()).filter_map(move |b| {
                let j = jaccard(&documents[a].1, &documents[b].1);
                (j > 0.0).then_some((a, b, j))
            })
        })
        .collect()
}
