//! Pictures made for the image tests: photo-like, so the perceptual hash sees structure.

use image::{DynamicImage, Rgb, RgbImage};

/// A photo-like picture: 16 × 12 blocks of shades `seed` decides, smoothly lit, with fine
/// noise; unlike for unlike seeds.
pub fn photo(width: u32, height: u32, seed: u32) -> DynamicImage {
    let image = RgbImage::from_fn(width, height, |x, y| {
        let (bx, by) = (x * 16 / width, y * 12 / height);
        let block = ((bx * 31 + by * 17 + seed * 101).wrapping_mul(2_654_435_761) >> 24) as f32;
        let light = 0.6 + 0.4 * (x + y) as f32 / (width + height) as f32;
        let noise = ((x * 7 + y * 13) % 9) as f32;
        let v = (block * light + noise).min(255.0) as u8;
        Rgb([v, v.saturating_add(10), v / 2 + 30])
    });
    DynamicImage::ImageRgb8(image)
}
