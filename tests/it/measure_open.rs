//! Measuring two files again through open handles, as a cleanup does right before it moves
//! a member of a near or image group: the figure must be the one the scan's report gives for
//! the pair, under the bar the report records, and a kept file emptied, replaced or
//! unreadable since the scan must not measure as alike.

use std::fs::File;
use std::path::Path;

use doppel::engine::NearOptions;
use doppel::engine::images::{Likeness, VerifyError, distance_of_open, read_open_image};
use doppel::engine::near::{read_open_document, similarity_of_open};
use doppel::report::json::read_json;
use doppel::report::{Group, ImageGroup, Report};
use image::ImageFormat;
use image::imageops::FilterType;
use tempfile::TempDir;

use crate::support::bombs::png_header;
use crate::support::near::{distinct_words, near_groups};
use crate::support::photo::photo;
use crate::support::{document, doppel, edited_at, near_chain, write};

/// `doppel scan ARGS --no-cache --format json`, read back as a report.
fn scan(args: &[&str]) -> Report {
    let output = doppel()
        .arg("scan")
        .args(args)
        .args(["--no-cache", "--format", "json"])
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    read_json(&String::from_utf8(output.stdout).unwrap()).expect("a report")
}

fn image_groups(report: &Report) -> Vec<&ImageGroup> {
    report
        .groups
        .iter()
        .filter_map(|g| match g {
            Group::Image(image) => Some(image),
            _ => None,
        })
        .collect()
}

fn open(path: &Path) -> File {
    File::open(path).unwrap()
}

/// The similarity of two documents now, read through files opened here.
fn similarity(a: &Path, b: &Path, options: &NearOptions) -> Result<f64, VerifyError> {
    similarity_of_open(&open(a), a, &open(b), b, options)
}

#[test]
fn the_near_chain_is_one_group_whose_ends_measure_below_its_bar() {
    let dir = TempDir::new().unwrap();
    let [a, b, c] = near_chain(dir.path());

    let report = scan(&[dir.path().to_str().unwrap()]);

    let groups = near_groups(&report);
    assert_eq!(groups.len(), 1, "{report:?}");
    let group = groups[0];
    let names: Vec<_> = group.files.iter().map(|f| f.path.file_name()).collect();
    assert_eq!(names, [a.file_name(), b.file_name(), c.file_name()]);
    assert!(!group.all_alike);
    assert_eq!(report.bar.similarity.get(), 0.8);
    let options = report.bar.near_options();
    // Each pair that joined the group measures now exactly as the report says.
    assert_eq!(group.pairs.len(), 2);
    for pair in &group.pairs {
        let (x, y) = (&group.files[pair.a].path, &group.files[pair.b].path);
        assert_eq!(similarity(x, y, &options), Ok(pair.similarity), "{pair:?}");
        assert_eq!(pair.similarity, 900.0 / 1100.0);
    }
    // The ends, kept C and trashed A under keep-newest, are below the bar.
    let ends = similarity(&group.files[2].path, &group.files[0].path, &options).unwrap();
    assert_eq!(ends, 800.0 / 1200.0);
    assert_eq!(ends, group.lowest_similarity);
    assert!(ends < report.bar.similarity.get());
    let modified: Vec<_> = group.files.iter().map(|f| f.modified).collect();
    assert!(
        modified[0] < modified[1] && modified[1] < modified[2],
        "C is the newest"
    );
}

#[test]
fn a_pair_measures_as_the_report_says_under_the_scans_normalisation() {
    let dir = TempDir::new().unwrap();
    // The same words, with different numbers at every eighth word: alike only when numbers
    // are left out.
    let text = document(3000, 41);
    let a = write(
        dir.path(),
        "2024.txt",
        edited_at(&text, 8, 7, "1").as_bytes(),
    );
    let b = write(
        dir.path(),
        "2025.txt",
        edited_at(&text, 8, 7, "2").as_bytes(),
    );

    let report = scan(&["--drop-numbers", dir.path().to_str().unwrap()]);

    assert!(report.bar.normalize.drop_numbers);
    let groups = near_groups(&report);
    assert_eq!(groups.len(), 1, "{report:?}");
    let reported = groups[0].pairs[0].similarity;
    assert_eq!(similarity(&a, &b, &report.bar.near_options()), Ok(reported));
    // Measured with the default choices instead, the pair is far below the bar: the
    // report must carry them for a cleanup to measure what the scan measured.
    let plain = similarity(&a, &b, &NearOptions::default()).unwrap();
    assert!(plain < 0.5, "{plain}");
    assert!(scan(&[dir.path().to_str().unwrap()]).groups.is_empty());
}

#[test]
fn a_kept_file_emptied_or_replaced_since_the_scan_is_not_alike_any_more() {
    let dir = TempDir::new().unwrap();
    let [_, b, c] = near_chain(dir.path());
    let options = NearOptions::default();
    let (kept, member) = (open(&c), open(&b));
    assert_eq!(
        similarity_of_open(&kept, &c, &member, &b, &options),
        Ok(900.0 / 1100.0)
    );

    // Emptied in place: the open file is empty now.
    File::create(&c).unwrap();
    let error = similarity_of_open(&kept, &c, &member, &b, &options).unwrap_err();
    assert!(matches!(error, VerifyError::TooShort(_)), "{error:?}");
    assert_eq!(
        format!("the kept copy {error}"),
        "the kept copy is too short to compare as a document (0 distinct word triples; at \
         least 8 needed)"
    );

    // Replaced by another text under its name: opened again, it is unlike the member.
    let other = write(
        dir.path(),
        "other.txt",
        distinct_words(5000, 1002).as_bytes(),
    );
    std::fs::rename(&other, &c).unwrap();
    assert_eq!(similarity(&c, &b, &options), Ok(0.0));
    // A handle opened before the swap still reads what it opened (now empty).
    assert!(read_open_document(&kept, &c, &options).is_err());
}

#[test]
fn a_photo_and_its_resized_copy_measure_as_the_report_says_and_another_far_beyond() {
    let dir = TempDir::new().unwrap();
    let original = photo(800, 600, 1);
    let at = |name: &str| dir.path().join(name);
    original.save(at("original.png")).unwrap();
    original
        .resize(400, 300, FilterType::Lanczos3)
        .save_with_format(at("small.jpg"), ImageFormat::Jpeg)
        .unwrap();
    photo(800, 600, 2).save(at("another.png")).unwrap();

    let report = scan(&["--images", dir.path().to_str().unwrap()]);

    assert_eq!(report.bar.likeness, Likeness::Alike);
    let groups = image_groups(&report);
    assert_eq!(groups.len(), 1, "{report:?}");
    let group = groups[0];
    assert_eq!(group.files.len(), 2);
    let reference = &group.files[group.reference].path;
    assert!(reference.ends_with("original.png"));
    let member = 1 - group.reference;
    let path = &group.files[member].path;
    let now = distance_of_open(&open(reference), reference, &open(path), path).unwrap();
    assert_eq!(now, group.distances[member]);
    assert!(now <= report.bar.likeness.distance());

    let (x, y) = (at("original.png"), at("another.png"));
    let far = distance_of_open(&open(&x), &x, &open(&y), &y).unwrap();
    assert!(far > Likeness::LooselySimilar.distance(), "distance {far}");
}

#[test]
fn an_image_too_large_damaged_or_emptied_is_not_measured() {
    let dir = TempDir::new().unwrap();
    let photo_path = dir.path().join("photo.png");
    photo(200, 150, 3).save(&photo_path).unwrap();
    let bomb = write(dir.path(), "bomb.png", &png_header(50_000, 50_000));
    let damaged = write(
        dir.path(),
        "damaged.jpg",
        b"\xff\xd8\xff\xe0 not much of a JPEG",
    );
    let read = |path: &Path| read_open_image(&open(path), path);

    let error = read(&bomb).unwrap_err();
    assert!(matches!(error, VerifyError::TooLarge(_)), "{error:?}");
    assert!(
        error
            .to_string()
            .starts_with("is too large to compare: image too large to compare (50,000 × 50,000"),
        "{error}"
    );
    let error = read(&damaged).unwrap_err();
    assert!(matches!(error, VerifyError::NotAnImage(_)), "{error:?}");
    assert!(read(&photo_path).is_ok());

    let kept = open(&photo_path);
    File::create(&photo_path).unwrap();
    let error = distance_of_open(&kept, &photo_path, &open(&bomb), &bomb).unwrap_err();
    assert!(matches!(error, VerifyError::NotAnImage(_)), "{error:?}");
}
