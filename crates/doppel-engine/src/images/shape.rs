//! An image's shape, finer than its hash: its lightness on a 16 × 16 grid over the square
//! the fingerprint is made from, transparent parts counted as mid grey. The 64-bit hash
//! keeps only the coarsest shapes, so two icons of one outline (a game pad and a keyboard,
//! two clock faces) hash a few bits apart; their grids do not correlate. The correlation is
//! normalised (each grid less its mean, over its spread), so a copy made brighter or given
//! more contrast keeps its shape.
//!
//! Measured on Debian's wallpapers with the copies `benches/image_quality.py` makes (half
//! size, JPEG quality 60, cropped 4 %, turned, mirrored, brighter, more contrast, a text
//! stamped): every copy correlates with its photo at 0.90 or more, and no two different
//! photos above 0.66.

use image::{DynamicImage, GenericImageView};

use super::fingerprint::{cell_of, turned_grid};

/// Cells a side.
const SIDE: usize = 16;

/// Cells in all.
pub(crate) const CELLS: usize = SIDE * SIDE;

/// The least correlation of two images alike in shape: above every pair of different
/// photos measured (0.66) and below every edited copy (0.90).
const ALIKE: f32 = 0.85;

/// The lightness (BT.601 luma, 0–255) of each cell, row by row from the top left, as shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShapeGrid(pub(crate) [u8; CELLS]);

impl ShapeGrid {
    /// The grid of `square` (the image shrunk to the fingerprint's square), each pixel
    /// over mid grey as far as it is transparent.
    pub(crate) fn of(square: &DynamicImage) -> ShapeGrid {
        let (width, height) = square.dimensions();
        let mut sums = [0f64; CELLS];
        let mut counts = [0u32; CELLS];
        for (x, y, pixel) in square.pixels() {
            let [r, g, b, a] = pixel.0.map(f64::from);
            let opacity = a / 255.0;
            let luma = 0.299 * r + 0.587 * g + 0.114 * b;
            let cell = cell_of(x, y, width, height, SIDE);
            sums[cell] += luma * opacity + 128.0 * (1.0 - opacity);
            counts[cell] += 1;
        }
        let mut grid = [128u8; CELLS];
        for ((cell, sum), count) in grid.iter_mut().zip(sums).zip(counts) {
            if count > 0 {
                *cell = (sum / f64::from(count)).round().clamp(0.0, 255.0) as u8;
            }
        }
        ShapeGrid(grid)
    }

    /// The grid of the image turned as the fingerprint's `orientation` says.
    pub(crate) fn turned(&self, orientation: usize) -> ShapeGrid {
        ShapeGrid(turned_grid(&self.0, SIDE, orientation))
    }

    /// The normalised correlation of the two grids, from −1 to 1; two flat grids are alike
    /// (1) when they are the same shade, and a flat grid is like no other (0).
    pub(crate) fn correlation(&self, other: &ShapeGrid) -> f32 {
        let mean =
            |grid: &[u8; CELLS]| grid.iter().map(|&v| f32::from(v)).sum::<f32>() / CELLS as f32;
        let (mean_a, mean_b) = (mean(&self.0), mean(&other.0));
        let (mut both, mut spread_a, mut spread_b) = (0f32, 0f32, 0f32);
        for (&a, &b) in self.0.iter().zip(&other.0) {
            let (a, b) = (f32::from(a) - mean_a, f32::from(b) - mean_b);
            both += a * b;
            spread_a += a * a;
            spread_b += b * b;
        }
        let spread = (spread_a * spread_b).sqrt();
        if spread < 1e-3 {
            let flat_alike = spread_a < 1e-3 && spread_b < 1e-3 && (mean_a - mean_b).abs() < 1.0;
            return if flat_alike { 1.0 } else { 0.0 };
        }
        both / spread
    }

    /// Whether the two are alike in shape (see [`ALIKE`]).
    pub(crate) fn alike(&self, other: &ShapeGrid) -> bool {
        self.correlation(other) >= ALIKE
    }

    /// The grid from its stored bytes; `None` for bytes of another length.
    pub(crate) fn from_bytes(bytes: &[u8]) -> Option<ShapeGrid> {
        Some(ShapeGrid(bytes.try_into().ok()?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::{Rgba, RgbaImage};

    fn drawn(draw: impl Fn(u32, u32) -> bool) -> DynamicImage {
        DynamicImage::ImageRgba8(RgbaImage::from_fn(64, 64, |x, y| {
            if draw(x, y) {
                Rgba([40, 40, 40, 255])
            } else {
                Rgba([230, 230, 230, 255])
            }
        }))
    }

    /// Cell by cell within one shade: a cell's mean may round either way when its pixels
    /// are summed in another order.
    fn same(a: ShapeGrid, b: ShapeGrid) -> bool {
        a.0.iter().zip(&b.0).all(|(x, y)| x.abs_diff(*y) <= 1)
    }

    #[test]
    fn a_turned_grid_is_the_grid_of_the_turned_image() {
        let image = drawn(|x, y| x < 20 && y < 40 || (x + 2 * y) % 23 < 5);
        let grid = ShapeGrid::of(&image);
        let turns = [
            image.clone(),
            image.rotate90(),
            image.rotate180(),
            image.rotate270(),
        ];
        for (i, turned) in turns.iter().enumerate() {
            assert!(same(grid.turned(i), ShapeGrid::of(turned)), "turn {i}");
            let mirrored = ShapeGrid::of(&turned.fliph());
            assert!(same(grid.turned(i + 4), mirrored), "{i} mirrored");
        }
        assert!(!same(grid.turned(1), grid));
    }

    #[test]
    fn two_drawings_of_one_outline_differ_and_a_lighter_copy_does_not() {
        let bars = ShapeGrid::of(&drawn(|_, y| (y / 8) % 2 == 0));
        let columns = ShapeGrid::of(&drawn(|x, _| (x / 8) % 2 == 0));
        assert!(!bars.alike(&columns), "{}", bars.correlation(&columns));
        let mut lighter = bars;
        lighter.0.iter_mut().for_each(|v| *v = v.saturating_add(15));
        assert!(bars.alike(&lighter));
        let flat = ShapeGrid([90; CELLS]);
        assert!(flat.alike(&flat) && !flat.alike(&bars));
        assert_eq!(ShapeGrid::from_bytes(&bars.0), Some(bars));
        assert_eq!(ShapeGrid::from_bytes(&[1, 2]), None);
    }
}
