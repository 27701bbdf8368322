//! Near duplicates decided and shown by their exact resemblance (the Jaccard index of the
//! documents' sets of word triples), not a MinHash estimate: pairs just above and just below
//! the threshold, with and without the fingerprint cache, and chains of versions.

use std::path::{Path, PathBuf};

use doppel::engine::NearOptions;
use doppel::engine::near::compare_documents;
use doppel::engine::{CancelToken, scan};
use doppel::report::{NearGroup, Report};
use tempfile::TempDir;

use crate::support::near::near_groups;
use crate::support::{cached_options, doppel, settled};

/// A made-up word for each number, letters only (so no normalisation option changes it).
fn word(mut n: usize) -> String {
    let mut word = String::from("q");
    loop {
        word.push((b'a' + (n % 26) as u8) as char);
        n /= 26;
        if n == 0 {
            return word;
        }
    }
}

/// The words `first..first + count`: `count - 2` distinct word triples.
fn text(first: usize, count: usize) -> String {
    (first..first + count)
        .map(word)
        .collect::<Vec<_>>()
        .join(" ")
}

fn exact(a: &Path, b: &Path) -> f64 {
    compare_documents(a, b, &NearOptions::default())
        .similarity
        .expect("both are documents")
}

fn paths(group: &NearGroup) -> Vec<PathBuf> {
    group.files.iter().map(|f| f.path.clone()).collect()
}

/// Two pairs of versions (1,002 words each, so 1,000 triples), one sharing all but 105
/// triples with its partner (895 / 1,105 = 0.8100) and one all but 117 (883 / 1,117 =
/// 0.7905); and three versions each 81 words on from the one before: neighbours 919 / 1,081
/// = 0.8501 alike, the ends 838 / 1,162 = 0.7212.
fn corpus(root: &Path) -> [PathBuf; 7] {
    [
        settled(root, "above/a.txt", text(0, 1002).as_bytes()),
        settled(root, "above/b.txt", text(105, 1002).as_bytes()),
        settled(root, "below/a.txt", text(10_000, 1002).as_bytes()),
        settled(root, "below/b.txt", text(10_117, 1002).as_bytes()),
        settled(root, "chain/1.txt", text(20_000, 1002).as_bytes()),
        settled(root, "chain/2.txt", text(20_081, 1002).as_bytes()),
        settled(root, "chain/3.txt", text(20_162, 1002).as_bytes()),
    ]
}

fn check(report: &Report, files: &[PathBuf; 7]) {
    let canonical = files.clone().map(|f| f.canonicalize().unwrap());
    let [above_a, above_b, below_a, below_b, one, two, three] = &canonical;

    let above = exact(above_a, above_b);
    let below = exact(below_a, below_b);
    assert_eq!(above, 895.0 / 1105.0);
    assert_eq!(below, 883.0 / 1117.0);
    assert!(above > 0.8 && above < 0.82 && below < 0.8 && below > 0.78);

    let groups = near_groups(report);
    assert_eq!(groups.len(), 2, "{groups:#?}");
    let pair = groups
        .iter()
        .find(|g| paths(g) == [above_a.clone(), above_b.clone()])
        .expect("the pair just above the threshold is grouped");
    assert_eq!(pair.pairs.len(), 1);
    assert_eq!(
        pair.pairs[0].similarity, above,
        "the exact value is reported"
    );
    assert_eq!(pair.lowest_similarity, above);
    assert!(pair.all_alike);
    for group in &groups {
        assert!(
            !group
                .files
                .iter()
                .any(|f| &f.path == below_a || &f.path == below_b),
            "the pair just below the threshold is not grouped: {group:#?}"
        );
    }

    let chain = groups
        .iter()
        .find(|g| paths(g) == [one.clone(), two.clone(), three.clone()])
        .expect("the chain is one group");
    let neighbours = exact(one, two);
    let ends = exact(one, three);
    assert_eq!(neighbours, 919.0 / 1081.0);
    assert_eq!(exact(two, three), neighbours);
    assert_eq!(ends, 838.0 / 1162.0);
    assert_eq!(chain.pairs.len(), 2, "joined by its two links");
    assert!(chain.pairs.iter().all(|p| p.similarity == neighbours));
    assert_eq!(chain.lowest_similarity, ends);
    assert!(!chain.all_alike);
}

fn scan_of(options: &doppel::engine::ScanOptions) -> Report {
    scan(options, &CancelToken::new(), &|_| {}).unwrap()
}

#[test]
fn similarity_is_exact_at_the_threshold_and_chains_are_told() {
    let dir = TempDir::new().unwrap();
    let files = corpus(dir.path());

    check(&scan_of(&cached_options(dir.path(), None)), &files);
}

#[test]
fn documents_fingerprinted_by_an_earlier_scan_are_read_again_and_compared_exactly() {
    let dir = TempDir::new().unwrap();
    let cache = TempDir::new().unwrap();
    let cache_file = cache.path().join("fingerprints.sqlite3");
    let tree = dir.path().join("tree");
    let files = corpus(&tree);
    let options = cached_options(&tree, Some(&cache_file));

    let first = scan_of(&options);
    let second = scan_of(&options);

    check(&first, &files);
    check(&second, &files);
    assert!(second.skipped.is_empty(), "{:?}", second.skipped);
}

#[test]
fn text_output_says_how_alike_and_when_a_group_is_a_chain() {
    let dir = TempDir::new().unwrap();
    corpus(dir.path());

    let output = doppel()
        .args(["scan", "--no-cache", dir.path().to_str().unwrap()])
        .output()
        .unwrap();

    let out = String::from_utf8(output.stdout).unwrap();
    assert!(
        out.contains(
            "3 similar documents, 72.1 %–85.0 % alike; not all above the threshold: a chain \
             of versions"
        ),
        "{out}"
    );
    assert!(out.contains("2 similar documents, 81.0 % alike\n"), "{out}");
}
