//! Two documents measured again right before a cleanup acts on them, through the files it
//! has open: the same extraction (contained: panic guard, time limit, size limits),
//! normalisation and shingling as a scan, and the same figure the scan's grouping compared
//! with the threshold and reported, the exact Jaccard index of the two sets of word
//! triples as the scan keeps them (each hash cut to its low 32 bits; see
//! `fingerprint_and_shingles`).
//!
//! The files are read through the caller's handles, by position, never by opening the
//! paths again: what is measured is what the caller will move or keep.

use std::fs::File;
use std::path::Path;

use super::documents::NearOptions;
use super::fingerprint::{fingerprint_and_shingles, into_set};
use super::shingles::jaccard;
use crate::errors::describe_io_error;
use crate::extract::{DocumentFormat, Extracted, contain, extract_open, is_over_a_limit};
use crate::verify::VerifyError;

/// A document read now through an open file: what [`OpenDocument::similarity`] compares.
#[derive(Debug, Clone, PartialEq)]
pub struct OpenDocument {
    /// The format its text was read as.
    pub format: DocumentFormat,
    /// Its distinct word triples, as the scan keeps them: low 32 bits, sorted.
    set: Vec<u32>,
}

impl OpenDocument {
    /// How alike the two are, 0 to 1: the figure a scan with the same options reports for
    /// the pair and compares with its threshold.
    pub fn similarity(&self, other: &OpenDocument) -> f64 {
        jaccard(&self.set, &other.set)
    }

    /// Distinct word triples compared.
    pub fn distinct_shingles(&self) -> usize {
        self.set.len()
    }
}

/// Reads the document `file` holds now, through that handle (never reopening `path`, which
/// only gives the extension hint for the format, as it does in a scan), with `options`'
/// limits and normalisation.
pub fn read_open_document(
    file: &File,
    path: &Path,
    options: &NearOptions,
) -> Result<OpenDocument, VerifyError> {
    let metadata = file
        .metadata()
        .map_err(|e| VerifyError::Unreadable(describe_io_error(&e)))?;
    if !metadata.is_file() {
        return Err(VerifyError::Unreadable("not a regular file".to_string()));
    }
    match extract_open(path, file, &options.limits) {
        Ok(Extracted::Text { text, format }) => {
            match fingerprint_and_shingles(&text, options.normalize, true) {
                Ok((_, shingles)) => Ok(OpenDocument {
                    format,
                    set: into_set(shingles.unwrap_or_default()),
                }),
                Err(short) => Err(VerifyError::TooShort(short)),
            }
        }
        Ok(Extracted::NotText) => Err(VerifyError::NotADocument),
        Err(reason) if contain::is_timed_out(&reason) => Err(VerifyError::TimedOut(reason)),
        Err(reason) if is_over_a_limit(&reason) => Err(VerifyError::TooLarge(reason)),
        Err(reason) => Err(VerifyError::NoText(reason)),
    }
}

/// How alike the documents `a` and `b` hold now, 0 to 1, read (in parallel) through the
/// open files: the same figure a scan with `options` reports for the pair and compares with
/// its threshold (`options.threshold` itself is not used; compare the result with the
/// report's). The paths only give the extension hint for the format.
///
/// Either file failing gives its [`VerifyError`] (`a`'s when both fail); to tell which
/// file it was, read each with [`read_open_document`] and compare them with
/// [`OpenDocument::similarity`].
pub fn similarity_of_open(
    a: &File,
    a_path: &Path,
    b: &File,
    b_path: &Path,
    options: &NearOptions,
) -> Result<f64, VerifyError> {
    let (a, b) = rayon::join(
        || read_open_document(a, a_path, options),
        || read_open_document(b, b_path, options),
    );
    Ok(a?.similarity(&b?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::extract::ExtractLimits;
    use crate::near::fingerprint::TooShort;
    use crate::near::pair::compare_documents;
    use std::io::{Seek, SeekFrom, Write};
    use std::time::Duration;

    /// `count` distinct words from `first` on, twelve to a line: each word triple is
    /// distinct, so the sets' sizes are exact.
    fn words(first: usize, count: usize) -> String {
        let words: Vec<String> = (first..first + count).map(|i| format!("w{i}")).collect();
        words
            .chunks(12)
            .map(|line| line.join(" "))
            .collect::<Vec<_>>()
            .join("\n")
    }

    fn open(path: &Path) -> File {
        File::open(path).unwrap()
    }

    #[test]
    fn a_chain_is_measured_end_to_end_not_through_its_middle() {
        let dir = tempfile::tempdir().unwrap();
        // 1,000 word triples each; neighbours share 900 of them, the ends 800.
        let paths: Vec<_> = [0, 100, 200]
            .iter()
            .enumerate()
            .map(|(i, &first)| {
                let path = dir.path().join(format!("v{i}.txt"));
                std::fs::write(&path, words(first, 1002)).unwrap();
                path
            })
            .collect();
        let files: Vec<File> = paths.iter().map(|p| open(p)).collect();
        let options = NearOptions::default();
        let measure = |i: usize, j: usize| {
            similarity_of_open(&files[i], &paths[i], &files[j], &paths[j], &options).unwrap()
        };

        assert_eq!(measure(0, 1), 900.0 / 1100.0);
        assert_eq!(measure(1, 2), 900.0 / 1100.0);
        assert_eq!(measure(0, 2), 800.0 / 1200.0);
        assert_eq!(measure(2, 0), measure(0, 2));
        assert!(measure(0, 2) < options.threshold.get());
        // The figure `doppel compare` gives on the 64-bit sets (no collisions here).
        let compared = compare_documents(&paths[0], &paths[2], &options);
        assert_eq!(compared.similarity, Some(measure(0, 2)));
    }

    #[test]
    fn reads_through_the_handle_not_the_path_and_leaves_its_offset() {
        let dir = tempfile::tempdir().unwrap();
        let (a, b) = (dir.path().join("a.txt"), dir.path().join("b.txt"));
        std::fs::write(&a, words(0, 500)).unwrap();
        std::fs::write(&b, words(0, 500)).unwrap();
        let (mut file_a, file_b) = (open(&a), open(&b));
        file_a.seek(SeekFrom::Start(7)).unwrap();
        // Another file now stands at `a`'s path; the open one is the original.
        let elsewhere = dir.path().join("new.txt");
        std::fs::write(&elsewhere, words(5000, 500)).unwrap();
        std::fs::rename(&elsewhere, &a).unwrap();
        let options = NearOptions::default();

        assert_eq!(
            similarity_of_open(&file_a, &a, &file_b, &b, &options),
            Ok(1.0)
        );
        assert_eq!(file_a.stream_position().unwrap(), 7);
        let reopened = open(&a);
        assert_eq!(
            similarity_of_open(&reopened, &a, &file_b, &b, &options),
            Ok(0.0)
        );
    }

    #[test]
    fn an_emptied_or_unlike_file_is_not_measured_as_alike() {
        let dir = tempfile::tempdir().unwrap();
        let (a, b) = (dir.path().join("a.txt"), dir.path().join("b.txt"));
        std::fs::write(&a, words(0, 500)).unwrap();
        std::fs::write(&b, words(0, 500)).unwrap();
        let (file_a, file_b) = (open(&a), open(&b));
        let options = NearOptions::default();
        assert_eq!(
            similarity_of_open(&file_a, &a, &file_b, &b, &options),
            Ok(1.0)
        );

        // Emptied after it was opened: the handle sees it empty.
        std::fs::File::create(&b).unwrap();
        assert_eq!(
            similarity_of_open(&file_a, &a, &file_b, &b, &options),
            Err(VerifyError::TooShort(TooShort { shingles: 0 }))
        );

        // Binary data in its place.
        let mut writer = std::fs::OpenOptions::new().write(true).open(&b).unwrap();
        writer.write_all(&[0u8, 159, 146, 150].repeat(300)).unwrap();
        assert_eq!(
            similarity_of_open(&file_a, &a, &file_b, &b, &options),
            Err(VerifyError::NotADocument)
        );
    }

    #[test]
    fn limits_and_time_outs_are_told_apart_from_damage() {
        let dir = tempfile::tempdir().unwrap();
        let text = dir.path().join("long.txt");
        std::fs::write(&text, words(0, 500)).unwrap();
        let small = NearOptions {
            limits: ExtractLimits {
                max_text_bytes: 100,
                ..ExtractLimits::default()
            },
            ..NearOptions::default()
        };
        let error = read_open_document(&open(&text), &text, &small).unwrap_err();
        assert_eq!(
            error,
            VerifyError::TooLarge("text file is larger than the 100 bytes limit".to_string())
        );

        // Long enough that parsing it takes a while, so no time at all is sure to run out.
        let markdown = dir.path().join("notes.md");
        std::fs::write(&markdown, format!("# Notes\n\n{}", words(0, 100_000))).unwrap();
        let hasty = NearOptions {
            limits: ExtractLimits {
                timeout: Duration::ZERO,
                ..ExtractLimits::default()
            },
            ..NearOptions::default()
        };
        let error = read_open_document(&open(&markdown), &markdown, &hasty).unwrap_err();
        assert_eq!(
            error,
            VerifyError::TimedOut("extractor timed out after 0 ms".to_string())
        );

        let pdf = dir.path().join("broken.pdf");
        std::fs::write(&pdf, b"%PDF-1.4\nnot really a PDF at all\n%%EOF\n").unwrap();
        let error = read_open_document(&open(&pdf), &pdf, &NearOptions::default()).unwrap_err();
        assert!(
            matches!(&error, VerifyError::NoText(reason) if reason.starts_with("PDF")),
            "{error:?}"
        );
        assert!(
            error
                .to_string()
                .starts_with("could not be read as a document: PDF"),
            "{error}"
        );
    }

    #[test]
    fn a_folder_handle_is_not_read() {
        let dir = tempfile::tempdir().unwrap();
        let folder = open(dir.path());
        assert_eq!(
            read_open_document(&folder, dir.path(), &NearOptions::default()),
            Err(VerifyError::Unreadable("not a regular file".to_string()))
        );
    }
}
