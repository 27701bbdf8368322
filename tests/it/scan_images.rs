//! End-to-end tests of similar images: `doppel scan --images` on real image files made in
//! temporary folders (JPEG, PNG, WebP, BMP written by the `image` crate).

use std::path::Path;
use std::time::{Duration, Instant};

use image::imageops::FilterType;
use image::{DynamicImage, ImageFormat};
use serde_json::Value;
use tempfile::TempDir;

use crate::support::bombs::png_header;
use crate::support::photo::photo;
use crate::support::{doppel, scan_json, shown, skipped, write};

fn save(image: &DynamicImage, dir: &Path, name: &str, format: ImageFormat) {
    image
        .save_with_format(dir.join(name), format)
        .expect("the test image is written");
}

fn image_groups(report: &Value) -> Vec<&Value> {
    report["groups"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| g["kind"] == "image")
        .collect()
}

/// A group's file names, in the group's order.
fn names(group: &Value) -> Vec<String> {
    group["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            let path = f["path"].as_str().unwrap();
            Path::new(path)
                .file_name()
                .unwrap()
                .to_string_lossy()
                .into_owned()
        })
        .collect()
}

#[test]
fn a_photo_resized_turned_mirrored_and_recompressed_is_one_group_around_the_largest() {
    let dir = TempDir::new().unwrap();
    let original = photo(800, 600, 1);
    save(&original, dir.path(), "original.png", ImageFormat::Png);
    let half = original.resize(400, 300, FilterType::Lanczos3);
    save(&half, dir.path(), "half.jpg", ImageFormat::Jpeg);
    save(
        &original.rotate90(),
        dir.path(),
        "turned.bmp",
        ImageFormat::Bmp,
    );
    save(
        &original.fliph(),
        dir.path(),
        "mirrored.webp",
        ImageFormat::WebP,
    );
    save(
        &photo(800, 600, 2),
        dir.path(),
        "another.png",
        ImageFormat::Png,
    );
    save(
        &photo(640, 480, 3),
        dir.path(),
        "a third.jpg",
        ImageFormat::Jpeg,
    );

    let report = scan_json(&["--images", "--no-cache", dir.path().to_str().unwrap()]);
    let groups = image_groups(&report);
    assert_eq!(groups.len(), 1, "{report:#}");
    let group = groups[0];
    assert_eq!(
        names(group),
        ["half.jpg", "mirrored.webp", "original.png", "turned.bmp"],
        "sorted by path, the unlike photos left out"
    );
    // Around the image with the most pixels (the turned copy has as many: the larger file
    // comes first, then the path; either is one of the two full-size images).
    let reference = group["reference"].as_u64().unwrap() as usize;
    let images = group["images"].as_array().unwrap();
    assert_eq!(
        images[reference]["width"].as_u64().unwrap()
            * images[reference]["height"].as_u64().unwrap(),
        800 * 600
    );
    let distances: Vec<u64> = group["distances"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d.as_u64().unwrap())
        .collect();
    assert_eq!(distances[reference], 0);
    assert!(distances.iter().all(|&d| d <= 10), "{distances:?}");
    let formats: Vec<&str> = images
        .iter()
        .map(|i| i["format"].as_str().unwrap())
        .collect();
    assert_eq!(formats, ["jpeg", "webp", "png", "bmp"]);
    assert_eq!(
        (images[0]["width"].as_u64(), images[0]["height"].as_u64()),
        (Some(400), Some(300))
    );
    assert_eq!(
        (images[3]["width"].as_u64(), images[3]["height"].as_u64()),
        (Some(600), Some(800))
    );
}

#[test]
fn with_no_images_no_image_is_decoded() {
    let dir = TempDir::new().unwrap();
    let original = photo(400, 300, 4);
    save(&original, dir.path(), "a.png", ImageFormat::Png);
    save(&original.rotate180(), dir.path(), "b.png", ImageFormat::Png);
    write(
        dir.path(),
        "damaged.jpg",
        b"\xff\xd8\xff\xe0 not really a JPEG",
    );
    // Similar images are looked for by default; --no-images turns that off.
    let report = scan_json(&["--no-cache", "--no-images", dir.path().to_str().unwrap()]);
    assert!(image_groups(&report).is_empty());
    assert!(
        skipped(&report).is_empty(),
        "nothing was decoded: {report:#}"
    );
}

#[test]
fn a_header_claiming_50000_pixels_a_side_is_refused_unread_and_the_scan_goes_on() {
    let dir = TempDir::new().unwrap();
    let bomb = write(dir.path(), "bomb.png", &png_header(50_000, 50_000));
    write(
        dir.path(),
        "damaged.jpg",
        b"\xff\xd8\xff\xe0 not really a JPEG",
    );
    let original = photo(400, 300, 5);
    save(&original, dir.path(), "a.png", ImageFormat::Png);
    save(
        &original.rotate270(),
        dir.path(),
        "b.jpg",
        ImageFormat::Jpeg,
    );

    let started = Instant::now();
    let report = scan_json(&["--images", "--no-cache", dir.path().to_str().unwrap()]);
    assert!(started.elapsed() < Duration::from_secs(60));
    let reasons = skipped(&report);
    let reason_of = |name: &str| {
        reasons
            .iter()
            .find(|(path, _)| path.ends_with(name))
            .map(|(_, reason)| reason.clone())
            .unwrap_or_else(|| panic!("{name} is listed as skipped: {reasons:?}"))
    };
    assert_eq!(
        reasons.iter().filter(|(p, _)| *p == shown(&bomb)).count(),
        1
    );
    assert!(
        reason_of("bomb.png").starts_with("image too large to compare (50,000 × 50,000 pixels"),
        "{}",
        reason_of("bomb.png")
    );
    assert!(
        reason_of("damaged.jpg").starts_with("damaged image"),
        "{}",
        reason_of("damaged.jpg")
    );
    let groups = image_groups(&report);
    assert_eq!(groups.len(), 1);
    assert_eq!(names(groups[0]), ["a.png", "b.jpg"]);
}

#[test]
fn the_text_report_lists_each_image_with_its_size_and_distance() {
    let dir = TempDir::new().unwrap();
    let original = photo(600, 400, 6);
    save(&original, dir.path(), "big.png", ImageFormat::Png);
    let small = original.resize(300, 200, FilterType::Triangle);
    save(&small, dir.path(), "small.jpg", ImageFormat::Jpeg);
    let output = doppel()
        .args(["scan", "--images", "--no-cache"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(
        text.contains("2 similar images, around the one marked *"),
        "{text}"
    );
    let star = text.lines().find(|l| l.starts_with('*')).unwrap();
    assert!(
        star.contains("600×400") && star.contains("big.png"),
        "{star}"
    );
    assert!(text.contains("1 group of similar images."), "{text}");
}

#[test]
fn exact_only_and_images_cannot_be_asked_for_together() {
    let dir = TempDir::new().unwrap();
    let output = doppel()
        .args(["scan", "--images", "--exact-only"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("--exact-only"), "{stderr}");
}

/// Scan options for `root` looking for similar images, with the cache file `cache`.
fn image_options(root: &Path, cache: Option<&Path>) -> doppel::engine::ScanOptions {
    let mut options = crate::support::cached_options(root, cache);
    options.images.find = true;
    options
}

fn scan_report(options: &doppel::engine::ScanOptions) -> doppel::report::Report {
    doppel::engine::scan(options, &doppel::engine::CancelToken::new(), &|_| {})
        .expect("the scan runs")
}

fn image_group_names(report: &doppel::report::Report) -> Vec<Vec<String>> {
    report
        .groups
        .iter()
        .filter(|g| matches!(g, doppel::report::Group::Image(_)))
        .map(crate::support::file_names)
        .collect()
}

/// Writes `image` as PNG at `dir/name`, modified an hour ago so the cache may keep it.
fn settled_png(image: &DynamicImage, dir: &Path, name: &str) -> std::path::PathBuf {
    save(image, dir, name, ImageFormat::Png);
    let path = dir.join(name);
    crate::support::set_modified(
        &path,
        std::time::SystemTime::now() - Duration::from_secs(3600),
    );
    path
}

#[test]
fn a_second_scan_takes_image_fingerprints_from_the_cache_without_decoding() {
    let dir = TempDir::new().unwrap();
    let cache_dir = TempDir::new().unwrap();
    let cache = cache_dir.path().join("cache.sqlite3");
    let original = photo(400, 300, 7);
    settled_png(&original, dir.path(), "a.png");
    let turned = settled_png(&original.rotate90(), dir.path(), "b.png");
    let options = image_options(dir.path(), Some(&cache));
    let first = scan_report(&options);
    assert_eq!(image_group_names(&first), [["a.png", "b.png"]]);
    assert!(first.notices.is_empty(), "{:?}", first.notices);

    // The turned copy's bytes replaced by ones no decoder reads, its size and modified
    // time put back: only a scan that did not decode it still finds it alike.
    let metadata = std::fs::metadata(&turned).unwrap();
    std::fs::write(&turned, vec![0x55u8; metadata.len() as usize]).unwrap();
    crate::support::set_modified(&turned, metadata.modified().unwrap());
    let second = scan_report(&options);
    assert_eq!(image_group_names(&second), [["a.png", "b.png"]]);
    assert!(second.skipped.is_empty(), "{:?}", second.skipped);

    let uncached = scan_report(&image_options(dir.path(), None));
    assert!(image_group_names(&uncached).is_empty());
    assert_eq!(uncached.skipped.len(), 1, "{:?}", uncached.skipped);
    assert!(
        matches!(
            uncached.skipped[0].reason,
            doppel::report::SkipReason::Image { .. }
        ),
        "{:?}",
        uncached.skipped
    );
}

/// What a cache of an earlier version does to the images table, before it is opened.
const EARLIER_IMAGES: [(i32, &str); 2] = [
    // Version 3 had no images table.
    (3, "DROP TABLE images; PRAGMA user_version = 3;"),
    // Version 4 had one without the EXIF columns, with a row for some other image.
    (
        4,
        "DROP TABLE images; CREATE TABLE images (dev INTEGER NOT NULL, ino INTEGER NOT NULL, \
         size INTEGER NOT NULL, mtime_ns INTEGER NOT NULL, path BLOB NOT NULL, \
         image_key INTEGER NOT NULL, width INTEGER NOT NULL, height INTEGER NOT NULL, \
         format TEXT NOT NULL, hashes BLOB NOT NULL, PRIMARY KEY (dev, ino)) WITHOUT ROWID; \
         INSERT INTO images VALUES (1, 1, 1, 1, x'2f78', 1, 1, 1, 'png', zeroblob(64)); \
         PRAGMA user_version = 4;",
    ),
];

#[test]
fn a_cache_of_the_versions_before_exif_keeps_its_hashes_and_gets_a_new_images_table() {
    for (version, earlier) in EARLIER_IMAGES {
        let dir = TempDir::new().unwrap();
        let cache_dir = TempDir::new().unwrap();
        let cache = cache_dir.path().join("cache.sqlite3");
        let original = photo(400, 300, 8);
        settled_png(&original, dir.path(), "a.png");
        settled_png(&original.fliph(), dir.path(), "b.png");
        // The hashes of a scan without images, then the images table as it was.
        let before = scan_report(&crate::support::cached_options(dir.path(), Some(&cache)));
        assert!(before.notices.is_empty());
        let hashes_before: i64 = rusqlite::Connection::open(&cache)
            .unwrap()
            .query_row("SELECT count(*) FROM files", [], |r| r.get(0))
            .unwrap();
        rusqlite::Connection::open(&cache)
            .unwrap()
            .execute_batch(earlier)
            .unwrap();

        let after = scan_report(&image_options(dir.path(), Some(&cache)));
        assert!(
            after.notices.is_empty(),
            "v{version} rebuilt: {:?}",
            after.notices
        );
        assert_eq!(image_group_names(&after), [["a.png", "b.png"]]);
        let aside: Vec<_> = std::fs::read_dir(cache_dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|name| name.contains("broken"))
            .collect();
        assert!(
            aside.is_empty(),
            "v{version}: nothing moved aside: {aside:?}"
        );
        let connection = rusqlite::Connection::open(&cache).unwrap();
        let read = |sql: &str| -> i64 { connection.query_row(sql, [], |r| r.get(0)).unwrap() };
        assert_eq!(
            read("PRAGMA user_version"),
            i64::from(doppel::engine::cache::SCHEMA_VERSION)
        );
        assert_eq!(
            read("SELECT count(*) FROM files"),
            hashes_before,
            "v{version}"
        );
        assert_eq!(
            read("SELECT count(*) FROM images"),
            2,
            "v{version}: both images remembered, the old row gone"
        );
    }
}

/// `image` as a JPEG whose EXIF block says when and with what it was taken.
fn jpeg_with_exif(image: &DynamicImage, path: &Path, taken: &[u8], make: &[u8], model: &[u8]) {
    use exif::experimental::Writer;
    use exif::{Field, In, Tag, Value};
    use image::ImageEncoder;
    let field = |tag, text: &[u8]| Field {
        tag,
        ifd_num: In::PRIMARY,
        value: Value::Ascii(vec![text.to_vec()]),
    };
    let fields = [
        field(Tag::Make, make),
        field(Tag::Model, model),
        field(Tag::DateTimeOriginal, taken),
    ];
    let mut writer = Writer::new();
    for f in &fields {
        writer.push_field(f);
    }
    let mut block = std::io::Cursor::new(Vec::new());
    writer
        .write(&mut block, false)
        .expect("the EXIF block is made");
    let mut bytes = Vec::new();
    let mut encoder = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut bytes, 90);
    encoder
        .set_exif_metadata(block.into_inner())
        .expect("JPEG takes EXIF");
    let rgb = image.to_rgb8();
    encoder
        .write_image(
            rgb.as_raw(),
            rgb.width(),
            rgb.height(),
            image::ExtendedColorType::Rgb8,
        )
        .expect("the JPEG is written");
    std::fs::write(path, bytes).unwrap();
}

#[test]
fn the_date_taken_and_camera_of_each_photo_are_in_the_report_and_the_cache() {
    let dir = TempDir::new().unwrap();
    let cache_dir = TempDir::new().unwrap();
    let cache = cache_dir.path().join("cache.sqlite3");
    let original = photo(600, 450, 12);
    jpeg_with_exif(
        &original,
        &dir.path().join("camera.jpg"),
        b"2019:06:04 13:22:10",
        b"Canon",
        b"Canon EOS 5D",
    );
    // A date that is no date (31 June) and a maker alone.
    jpeg_with_exif(
        &original.resize(300, 225, FilterType::Lanczos3),
        &dir.path().join("phone.jpg"),
        b"2019:06:31 08:00:00",
        b"Fairphone",
        b"",
    );
    settled_png(&original, dir.path(), "plain.png");
    for path in ["camera.jpg", "phone.jpg"] {
        crate::support::set_modified(
            &dir.path().join(path),
            std::time::SystemTime::now() - Duration::from_secs(3600),
        );
    }
    let facts = |report: &doppel::report::Report| -> Vec<(String, Option<String>, Option<String>)> {
        let doppel::report::Group::Image(group) = &report.groups[0] else {
            panic!("one image group: {:?}", report.groups);
        };
        group
            .files
            .iter()
            .zip(&group.images)
            .map(|(file, image)| {
                let name = file
                    .path
                    .file_name()
                    .unwrap()
                    .to_string_lossy()
                    .into_owned();
                (name, image.taken.clone(), image.camera.clone())
            })
            .collect()
    };
    let expected = vec![
        (
            "camera.jpg".to_string(),
            Some("2019-06-04 13:22:10".to_string()),
            Some("Canon EOS 5D".to_string()),
        ),
        ("phone.jpg".to_string(), None, Some("Fairphone".to_string())),
        ("plain.png".to_string(), None, None),
    ];
    let first = scan_report(&image_options(dir.path(), Some(&cache)));
    assert_eq!(facts(&first), expected);
    // From the cache, the same.
    let second = scan_report(&image_options(dir.path(), Some(&cache)));
    assert_eq!(facts(&second), expected);

    let json = scan_json(&[dir.path().to_str().unwrap(), "--images", "--no-cache"]);
    let group = image_groups(&json)[0];
    assert_eq!(group["images"][0]["taken"], "2019-06-04 13:22:10");
    assert_eq!(group["images"][0]["camera"], "Canon EOS 5D");
    assert_eq!(group["images"][2]["taken"], Value::Null);
}

/// A folder of two similar settled images and a version 4 cache of a scan without images,
/// as [`EARLIER_IMAGES`] makes it: (folder, cache folder, cache path).
fn version_4_cache() -> (TempDir, TempDir, std::path::PathBuf) {
    let dir = TempDir::new().unwrap();
    let cache_dir = TempDir::new().unwrap();
    let cache = cache_dir.path().join("cache.sqlite3");
    let original = photo(400, 300, 9);
    settled_png(&original, dir.path(), "a.png");
    settled_png(&original.fliph(), dir.path(), "b.png");
    scan_report(&crate::support::cached_options(dir.path(), Some(&cache)));
    let connection = rusqlite::Connection::open(&cache).unwrap();
    connection.execute_batch(EARLIER_IMAGES[1].1).unwrap();
    // Everything in the main file, nothing left in a WAL beside it.
    connection
        .execute_batch("PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode = DELETE;")
        .unwrap();
    drop(connection);
    (dir, cache_dir, cache)
}

#[test]
fn doppels_upgrading_one_cache_at_once_all_keep_it() {
    let (dir, cache_dir, cache) = version_4_cache();
    let runs: Vec<std::process::Child> = (0..4)
        .map(|_| {
            std::process::Command::new(assert_cmd::cargo::cargo_bin("doppel"))
                .env("LC_ALL", "C")
                .args(["scan", "--images", "--format", "json", "--cache-file"])
                .arg(&cache)
                .arg(dir.path())
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    for run in runs {
        let output = run.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(output.status.success(), "{stderr}");
        assert!(!stderr.contains("rebuilt"), "{stderr}");
        let report: Value = serde_json::from_slice(&output.stdout).unwrap();
        assert_eq!(image_groups(&report).len(), 1, "{stderr}");
    }
    let aside = std::fs::read_dir(cache_dir.path())
        .unwrap()
        .filter(|e| {
            let name = e.as_ref().unwrap().file_name();
            name.to_string_lossy().contains("broken")
        })
        .count();
    assert_eq!(aside, 0, "nothing moved aside");
    let connection = rusqlite::Connection::open(&cache).unwrap();
    let read = |sql: &str| -> i64 { connection.query_row(sql, [], |r| r.get(0)).unwrap() };
    assert_eq!(
        read("PRAGMA user_version"),
        i64::from(doppel::engine::cache::SCHEMA_VERSION)
    );
    assert_eq!(read("SELECT count(*) FROM images"), 2);
}

#[test]
fn a_read_only_cache_of_an_earlier_version_is_scanned_without_and_left_as_it_was() {
    use std::os::unix::fs::PermissionsExt;
    let (dir, cache_dir, cache) = version_4_cache();
    for open in [dir.path(), cache_dir.path()] {
        std::fs::set_permissions(open, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    std::fs::set_permissions(&cache, std::fs::Permissions::from_mode(0o444)).unwrap();
    let listing = || -> Vec<(String, Vec<u8>)> {
        let mut files: Vec<(String, Vec<u8>)> = std::fs::read_dir(cache_dir.path())
            .unwrap()
            .map(|e| {
                let path = e.unwrap().path();
                let name = path.file_name().unwrap().to_string_lossy().into_owned();
                (name, std::fs::read(&path).unwrap())
            })
            .collect();
        files.sort();
        files
    };
    let before = listing();

    let output = crate::support::doppel_unprivileged()
        .args(["scan", "--images", "--format", "json", "--cache-file"])
        .arg(&cache)
        .arg(dir.path())
        .output()
        .unwrap();

    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    assert!(stderr.contains("reads every file"), "{stderr}");
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(image_groups(&report).len(), 1, "found without the cache");
    assert_eq!(listing(), before, "the cache is left byte for byte");
}
