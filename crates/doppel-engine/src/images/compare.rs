//! Two similar images made comparable pixel by pixel, for the review's flicker and
//! difference views: both shrunk to the same size, the second turned or mirrored the way
//! its fingerprint matches the first best, and a picture of where they differ. A crop
//! shows as edges lit everywhere (the content moved), a stamp or an edit as one bright
//! patch, recompression as faint speckle below the threshold.

use std::path::Path;

/// The compared pixels' type, for front ends that draw them.
pub use image::RgbaImage;
use image::imageops::FilterType;
use image::{DynamicImage, Rgba};

use super::decode::{Detail, decode_then};
use super::fingerprint::{ImagePrint, ORIENTATIONS, fingerprint, hasher};

/// A channel difference above this (of 255) counts as a visible change; recompression
/// at quality 60 stays below it.
const VISIBLE: u8 = 40;

/// A channel difference up to this is noise (resampling, rounding) and is not marked.
const NOISE: u8 = 12;

/// How bright the reference shows beneath the marked differences, of its full brightness.
const BACKDROP: f32 = 0.35;

/// Two images at the same size, and where they differ.
#[derive(Debug, Clone)]
pub struct ImageComparison {
    /// The first image, fitted within the side asked for.
    pub reference: RgbaImage,
    /// The second, turned or mirrored to match and stretched to the first one's size.
    pub other: RgbaImage,
    /// The first in dim grey with every difference in red, brighter the larger.
    pub difference: RgbaImage,
    /// The share of pixels (0 to 1) that differ visibly.
    pub changed: f32,
    /// How the second was turned to match the first, if it was: "turned a quarter
    /// clockwise", "mirrored"...
    pub turned: Option<Turn>,
}

/// Decodes both images (contained, as the scan does) and compares them at no more than
/// `largest_side` pixels a side. The error says which image could not be read and why.
pub fn compare_images(
    reference: &Path,
    other: &Path,
    largest_side: u32,
) -> Result<ImageComparison, String> {
    let shrunk = |path: &Path| {
        decode_then(path, Detail::Full, move |decoded| {
            let print = fingerprint(&hasher(), &decoded);
            let pixels = decoded.pixels;
            // `thumbnail` only shrinks well: a small image is kept as it is.
            let small = if pixels.width().max(pixels.height()) > largest_side {
                pixels.thumbnail(largest_side, largest_side)
            } else {
                pixels
            };
            (print, small)
        })
        .map_err(|reason| format!("{}: {reason}", path.display()))
    };
    let (reference_print, reference_pixels) = shrunk(reference)?;
    let (other_print, other_pixels) = shrunk(other)?;
    let way = best_orientation(&reference_print, &other_print);
    let turned = orient(&other_pixels, way);
    let (width, height) = (reference_pixels.width(), reference_pixels.height());
    let reference = reference_pixels.to_rgba8();
    let other = turned
        .resize_exact(width, height, FilterType::Triangle)
        .to_rgba8();
    let (difference, changed) = difference(&reference, &other);
    Ok(ImageComparison {
        reference,
        other,
        difference,
        changed,
        turned: WAYS[way],
    })
}

/// How the second image of a comparison was turned or mirrored to match the first: a
/// typed value, so front ends say it in their own words ([`Turn`]'s `Display` is English).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Turn {
    /// A quarter turn clockwise.
    QuarterClockwise,
    /// A half turn.
    UpsideDown,
    /// A quarter turn anticlockwise.
    QuarterAnticlockwise,
    /// Mirrored left to right.
    Mirrored,
    /// A quarter turn clockwise, then mirrored.
    QuarterClockwiseMirrored,
    /// A half turn, then mirrored.
    UpsideDownMirrored,
    /// A quarter turn anticlockwise, then mirrored.
    QuarterAnticlockwiseMirrored,
}

impl std::fmt::Display for Turn {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Turn::QuarterClockwise => "turned a quarter clockwise",
            Turn::UpsideDown => "turned upside down",
            Turn::QuarterAnticlockwise => "turned a quarter anticlockwise",
            Turn::Mirrored => "mirrored",
            Turn::QuarterClockwiseMirrored => "turned a quarter clockwise and mirrored",
            Turn::UpsideDownMirrored => "turned upside down and mirrored",
            Turn::QuarterAnticlockwiseMirrored => "turned a quarter anticlockwise and mirrored",
        })
    }
}

/// How each orientation of [`super::fingerprint`]'s order turns the image as shown.
const WAYS: [Option<Turn>; ORIENTATIONS] = [
    None,
    Some(Turn::QuarterClockwise),
    Some(Turn::UpsideDown),
    Some(Turn::QuarterAnticlockwise),
    Some(Turn::Mirrored),
    Some(Turn::QuarterClockwiseMirrored),
    Some(Turn::UpsideDownMirrored),
    Some(Turn::QuarterAnticlockwiseMirrored),
];

/// The orientation of `other` whose hash is nearest the reference as shown.
fn best_orientation(reference: &ImagePrint, other: &ImagePrint) -> usize {
    (0..ORIENTATIONS)
        .min_by_key(|&way| (other.hashes[way] ^ reference.hash()).count_ones())
        .unwrap_or(0)
}

/// `image` turned as orientation `way` says: a quarter turn `way % 4` times, then mirrored
/// for the second four.
fn orient(image: &DynamicImage, way: usize) -> DynamicImage {
    let turned = match way % 4 {
        1 => image.rotate90(),
        2 => image.rotate180(),
        3 => image.rotate270(),
        _ => image.clone(),
    };
    if way >= 4 { turned.fliph() } else { turned }
}

/// The picture of the differences and the share of pixels that differ visibly.
fn difference(a: &RgbaImage, b: &RgbaImage) -> (RgbaImage, f32) {
    let mut visible = 0u64;
    let picture = RgbaImage::from_fn(a.width(), a.height(), |x, y| {
        let (p, q) = (a.get_pixel(x, y), b.get_pixel(x, y));
        let change = (0..3).map(|c| p[c].abs_diff(q[c])).max().unwrap_or(0);
        if change > VISIBLE {
            visible += 1;
        }
        let grey =
            (f32::from(p[0]) * 0.3 + f32::from(p[1]) * 0.59 + f32::from(p[2]) * 0.11) * BACKDROP;
        // Three levels, so the picture agrees with the share counted: bright red where the
        // change is visible, a faint tint where it is slight (light, recompression).
        let red = if change > VISIBLE {
            160.0 + f32::from(change - VISIBLE) * 0.5
        } else if change > NOISE {
            grey + f32::from(change - NOISE) * 1.5
        } else {
            grey
        };
        Rgba([red.min(255.0) as u8, grey as u8, grey as u8, 255])
    });
    let pixels = (u64::from(a.width()) * u64::from(a.height())).max(1);
    (picture, visible as f32 / pixels as f32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Rgb;

    fn photo(width: u32, height: u32) -> DynamicImage {
        DynamicImage::ImageRgb8(image::RgbImage::from_fn(width, height, |x, y| {
            let block = ((x * 12 / width) * 31 + (y * 9 / height) * 17).wrapping_mul(2_654_435_761);
            let v = (block >> 24) as u8;
            Rgb([v, v / 2 + 40, 255 - v])
        }))
    }

    #[test]
    fn a_turned_copy_is_turned_back_and_a_stamp_shows_where_it_is() {
        let dir = tempfile::TempDir::new().unwrap();
        let original = photo(400, 300);
        original.save(dir.path().join("a.png")).unwrap();
        let mut stamped = original.to_rgb8();
        for x in 300..380 {
            for y in 20..60 {
                stamped.put_pixel(x, y, Rgb([255, 255, 255]));
            }
        }
        DynamicImage::ImageRgb8(stamped)
            .rotate90()
            .save(dir.path().join("b.png"))
            .unwrap();
        let compared = compare_images(&dir.path().join("a.png"), &dir.path().join("b.png"), 200)
            .expect("both decode");
        assert_eq!(compared.turned, Some(Turn::QuarterAnticlockwise));
        assert_eq!(compared.reference.dimensions(), (200, 150));
        assert_eq!(compared.other.dimensions(), (200, 150));
        // The stamp covers 80 × 40 of 400 × 300 pixels: under 3 %, and it is found there.
        assert!(
            (0.015..0.05).contains(&compared.changed),
            "changed {}",
            compared.changed
        );
        let red = |x, y| compared.difference.get_pixel(x, y)[0];
        assert!(red(170, 20) > 150, "the stamp is marked");
        assert!(red(50, 100) < 120, "elsewhere is dim");
    }

    #[test]
    fn an_unreadable_image_is_named_in_the_error() {
        let dir = tempfile::TempDir::new().unwrap();
        photo(40, 30).save(dir.path().join("a.png")).unwrap();
        std::fs::write(dir.path().join("b.png"), b"not a png").unwrap();
        let error =
            compare_images(&dir.path().join("a.png"), &dir.path().join("b.png"), 100).unwrap_err();
        assert!(error.contains("b.png"), "{error}");
    }
}
