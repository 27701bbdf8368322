//! Pictures the 64-bit hash alone would call alike, drawn here as icon themes draw them
//! (one outline on a transparent background), and kept apart by the fingerprint's colour
//! and shape grids: a page with a coloured picture on it and the same page with grey lines
//! (as Adwaita's x-office-document and text-x-generic), and two devices of one outline, a
//! game pad and a keyboard. Each is still grouped with its own copy at another size.

use std::path::Path;

use doppel_engine::report::{Group, Report};
use doppel_engine::{CancelToken, ScanOptions, scan};
use image::imageops::FilterType;
use image::{DynamicImage, Rgba, RgbaImage};
use tempfile::TempDir;

fn scan_images(root: &Path) -> Report {
    let mut options = ScanOptions::new(vec![root.to_path_buf()]);
    options.images.find = true;
    scan(&options, &CancelToken::new(), &|_| {}).expect("the scan runs")
}

/// Each image group's file names, sorted, the groups sorted.
fn grouped(report: &Report) -> Vec<Vec<String>> {
    let mut groups: Vec<Vec<String>> = report
        .groups
        .iter()
        .filter_map(|g| match g {
            Group::Image(image) => Some(&image.files),
            _ => None,
        })
        .map(|files| {
            let mut names: Vec<String> = files
                .iter()
                .map(|f| f.path.file_name().unwrap().to_string_lossy().into_owned())
                .collect();
            names.sort();
            names
        })
        .collect();
    groups.sort();
    groups
}

/// A sheet of paper on a transparent square, its corner folded, with grey lines of text.
/// `coloured` tints the left half of the lines, cyan, each pixel as light as before: the
/// hash, which sees only lightness, sees the same page (as Adwaita's x-office-document,
/// with its green and blue picture, and text-x-generic hash 4 bits apart).
fn page(coloured: bool) -> DynamicImage {
    DynamicImage::ImageRgba8(RgbaImage::from_fn(256, 256, |x, y| {
        let on_page = (40..216).contains(&x) && (16..240).contains(&y) && x + (240 - y) < 420;
        if !on_page {
            return Rgba([0, 0, 0, 0]);
        }
        let tinted = coloured && (64..128).contains(&x) && (64..192).contains(&y);
        let line = (64..192).contains(&x) && (48..208).contains(&y) && (y - 48) % 20 < 8;
        match (line, tinted) {
            (true, false) => Rgba([200, 200, 198, 255]),
            (true, true) => Rgba([130, 220, 230, 255]),
            (false, false) => Rgba([246, 245, 244, 255]),
            (false, true) => Rgba([200, 255, 255, 255]),
        }
    }))
}

/// A device of one outline on a transparent square, its face 8 × 8 keys in two close
/// greys laid out by `seed`. The faces of seeds 8 and 183 (found by trying 300 seeds) hash
/// 3 bits apart, the strong outline being most of what the hash keeps, while their keys
/// correlate at 0.45 at best, however one is turned: as Adwaita's input-gaming and
/// input-keyboard at 32 and 512 pixels hash 10 bits apart.
fn device(seed: u32) -> DynamicImage {
    DynamicImage::ImageRgba8(RgbaImage::from_fn(256, 256, |x, y| {
        let body = (24..232).contains(&x) && (40..216).contains(&y);
        if !body {
            return Rgba([0, 0, 0, 0]);
        }
        let key = (y * 8 / 256) * 8 + x * 8 / 256;
        let mixed = key
            .wrapping_mul(2_654_435_761)
            .wrapping_add(seed.wrapping_mul(40_503))
            .wrapping_mul(2_246_822_519);
        if (mixed >> 29) & 1 == 0 {
            Rgba([96, 96, 100, 255])
        } else {
            Rgba([160, 160, 164, 255])
        }
    }))
}

fn save(image: &DynamicImage, dir: &Path, name: &str) {
    image.save(dir.join(name)).unwrap();
}

#[test]
fn icons_of_one_outline_are_not_alike_and_each_is_alike_to_its_other_size() {
    let dir = TempDir::new().unwrap();
    let small = |image: &DynamicImage| image.resize_exact(128, 128, FilterType::Triangle);
    let (text, document) = (page(false), page(true));
    let (pad, keyboard) = (device(8), device(183));
    for (name, image) in [
        ("text-x-generic", &text),
        ("x-office-document", &document),
        ("input-gaming", &pad),
        ("input-keyboard", &keyboard),
    ] {
        save(image, dir.path(), &format!("{name}.png"));
        save(&small(image), dir.path(), &format!("{name}-128.png"));
    }
    let report = scan_images(dir.path());
    let pair = |name: &str| vec![format!("{name}-128.png"), format!("{name}.png")];
    assert_eq!(
        grouped(&report),
        [
            pair("input-gaming"),
            pair("input-keyboard"),
            pair("text-x-generic"),
            pair("x-office-document"),
        ]
    );
}
