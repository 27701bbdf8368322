//! Two documents compared exactly, for `doppel compare A B` and for re-reading the
//! documents a scan must verify: each file goes through the same extraction,
//! normalisation and shingling as a scan, and the resemblance is the exact Jaccard index of
//! the two sets of shingle hashes (not a MinHash estimate).

use std::path::Path;

use super::documents::NearOptions;
use super::fingerprint::{Fingerprint, fingerprint_and_set};
use super::shingles::jaccard;
use super::simhash::hamming;
use crate::extract::{DocumentFormat, Extracted, extract_text};
use crate::report::DocumentProblem;

/// One document read for comparison: its fingerprint and its exact shingle set.
#[derive(Debug, Clone, PartialEq)]
pub struct ShingledDocument {
    /// The format its text was read as.
    pub format: DocumentFormat,
    /// Its simhash, MinHash sketch and shingle count (repeats included), as a scan makes it.
    pub fingerprint: Fingerprint,
    /// Its distinct shingle hashes, sorted ascending.
    pub set: Vec<u64>,
}

/// Reads `path` as a scan would (same extractor, limits and normalisation) and returns its
/// fingerprint and exact shingle set.
pub fn read_document(
    path: &Path,
    options: &NearOptions,
) -> Result<ShingledDocument, DocumentProblem> {
    shingled(&extract_text(path, &options.limits), options)
}

/// An extracted text's fingerprint and exact shingle set.
fn shingled(
    extracted: &Result<Extracted, String>,
    options: &NearOptions,
) -> Result<ShingledDocument, DocumentProblem> {
    match extracted {
        Ok(Extracted::Text { text, format }) => {
            match fingerprint_and_set(text, options.normalize, true) {
                Ok((fingerprint, set)) => Ok(ShingledDocument {
                    format: *format,
                    fingerprint,
                    set: set.unwrap_or_default(),
                }),
                Err(short) => Err(DocumentProblem::TooShort(short)),
            }
        }
        Ok(Extracted::NotText) => Err(DocumentProblem::NotADocument),
        Err(reason) => Err(DocumentProblem::Unreadable(reason.clone())),
    }
}

/// Both files' text as a scan extracts it, read in parallel: for a caller that shows the
/// texts too (`doppel compare --diff`) and compares them with [`compare_extracted`].
pub fn extract_both(
    a: &Path,
    b: &Path,
    options: &NearOptions,
) -> (Result<Extracted, String>, Result<Extracted, String>) {
    rayon::join(
        || extract_text(a, &options.limits),
        || extract_text(b, &options.limits),
    )
}

/// What one side of a comparison turned out to be.
#[derive(Debug, Clone, PartialEq)]
pub struct DocumentSide {
    /// The format its text was read as, when it was read as a document.
    pub format: Option<DocumentFormat>,
    /// Distinct word triples (the size of the set compared); 0 when it was not read, or
    /// the count that was too short.
    pub distinct_shingles: usize,
    /// Word triples, repeats included; 0 when it was not read as a document.
    pub shingles: u32,
    /// Why it could not be compared, if it could not.
    pub problem: Option<DocumentProblem>,
}

impl DocumentSide {
    /// True when the file was read as a document long enough to compare.
    pub fn is_document(&self) -> bool {
        self.problem.is_none()
    }
}

/// Two documents compared exactly.
#[derive(Debug, Clone, PartialEq)]
pub struct DocumentComparison {
    /// The first file.
    pub a: DocumentSide,
    /// The second file.
    pub b: DocumentSide,
    /// The exact resemblance (Jaccard index of the two shingle sets, 0 to 1), when both are
    /// documents. This is the figure a scan compares with the threshold and reports.
    pub similarity: Option<f64>,
    /// Bits in which the two simhashes differ (0 to 64), when both are documents.
    pub hamming: Option<u32>,
}

impl DocumentComparison {
    /// Whether a scan with these options would call the two near duplicates.
    pub fn alike(&self, options: &NearOptions) -> bool {
        self.similarity
            .is_some_and(|s| s >= options.threshold.get())
    }
}

/// Reads both files (in parallel) and compares them exactly. Never fails as a whole: a side
/// that cannot be compared says why in its [`DocumentSide::problem`], and then
/// `similarity` and `hamming` are `None`.
pub fn compare_documents(a: &Path, b: &Path, options: &NearOptions) -> DocumentComparison {
    let (a, b) = extract_both(a, b, options);
    compare_extracted(&a, &b, options)
}

/// Compares two texts extracted by [`extract_both`] exactly, as [`compare_documents`] does.
pub fn compare_extracted(
    a: &Result<Extracted, String>,
    b: &Result<Extracted, String>,
    options: &NearOptions,
) -> DocumentComparison {
    let (read_a, read_b) = rayon::join(|| shingled(a, options), || shingled(b, options));
    let side = |read: &Result<ShingledDocument, DocumentProblem>| match read {
        Ok(doc) => DocumentSide {
            format: Some(doc.format),
            distinct_shingles: doc.set.len(),
            shingles: doc.fingerprint.shingles,
            problem: None,
        },
        Err(problem) => DocumentSide {
            format: None,
            distinct_shingles: match problem {
                DocumentProblem::TooShort(short) => short.shingles,
                _ => 0,
            },
            shingles: 0,
            problem: Some(problem.clone()),
        },
    };
    let (similarity, distance) = match (&read_a, &read_b) {
        (Ok(x), Ok(y)) => (
            Some(jaccard(&x.set, &y.set)),
            Some(hamming(x.fingerprint.simhash, y.fingerprint.simhash)),
        ),
        _ => (None, None),
    };
    DocumentComparison {
        a: side(&read_a),
        b: side(&read_b),
        similarity,
        hamming: distance,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::near::shingles::shingle_set;

    fn words(range: std::ops::Range<usize>) -> String {
        range.map(|i| format!("w{i}")).collect::<Vec<_>>().join(" ")
    }

    #[test]
    fn compares_two_files_exactly() {
        let dir = tempfile::tempdir().unwrap();
        let (a, b) = (dir.path().join("a.txt"), dir.path().join("b.txt"));
        let (text_a, text_b) = (words(0..100), words(10..110));
        std::fs::write(&a, &text_a).unwrap();
        std::fs::write(&b, &text_b).unwrap();
        let options = NearOptions::default();

        let comparison = compare_documents(&a, &b, &options);

        // 98 triples each, 88 shared: 88 / 108.
        let exact = jaccard(
            &shingle_set(&text_a, options.normalize),
            &shingle_set(&text_b, options.normalize),
        );
        assert_eq!(exact, 88.0 / 108.0);
        assert_eq!(comparison.similarity, Some(exact));
        assert_eq!(comparison.a.distinct_shingles, 98);
        assert_eq!(comparison.b.shingles, 98);
        assert!(comparison.a.is_document() && comparison.b.is_document());
        assert!(comparison.hamming.unwrap() <= 64);
        assert!(comparison.alike(&options));
    }

    #[test]
    fn says_why_a_side_cannot_be_compared() {
        let dir = tempfile::tempdir().unwrap();
        let short = dir.path().join("short.txt");
        std::fs::write(&short, "just a few words here").unwrap();
        let binary = dir.path().join("blob.dat");
        std::fs::write(&binary, [0u8, 159, 146, 150, 0, 1, 2, 3].repeat(200)).unwrap();
        let missing = dir.path().join("gone.txt");
        let options = NearOptions::default();

        let comparison = compare_documents(&short, &binary, &options);
        assert!(matches!(
            comparison.a.problem,
            Some(DocumentProblem::TooShort(crate::report::TooShort {
                shingles: 3
            }))
        ));
        assert_eq!(comparison.b.problem, Some(DocumentProblem::NotADocument));
        assert_eq!(comparison.similarity, None);
        assert!(!comparison.alike(&options));

        let comparison = compare_documents(&missing, &short, &options);
        assert!(matches!(
            comparison.a.problem,
            Some(DocumentProblem::Unreadable(_))
        ));
        assert!(
            comparison
                .a
                .problem
                .unwrap()
                .to_string()
                .starts_with("could not be read")
        );
    }
}
