//! An image's colours, coarsely: the mean chroma of each cell of a 4 × 4 grid over the
//! square the fingerprint is made from. The perceptual hash sees only lightness, so two
//! icons of one shape (a page with grey lines, the same page with a green picture on it)
//! hash a few bits apart; their colours tell them apart. Chroma (the Cb and Cr of BT.601,
//! lightness left out) changes little when a photo is made brighter, given more contrast,
//! recompressed or resized, so an edited copy keeps its grid.
//!
//! Transparent pixels count for nothing: a cell that is all transparent is grey, as a
//! picture flattened on white or black is.

use image::{DynamicImage, GenericImageView};

use super::fingerprint::{cell_of, turned_grid};

/// Cells a side.
const SIDE: usize = 4;

/// Cells in all.
pub(crate) const CELLS: usize = SIDE * SIDE;

/// Two cells differ when their chromas are more than this apart (the sum of the Cb and Cr
/// differences, each on the 0–255 scale), plus [`RELATIVE`] of how colourful they are.
/// A page's picture in green or blue (about 70) against its grey lines (0) differs; the
/// same photo's cells move by a few units when it is recompressed or brightened by a
/// tenth, and a strongly coloured cell by a fifth when its contrast is raised.
const ABSOLUTE: i32 = 20;

/// The share of two cells' colourfulness (their chromas' sizes, summed) that their
/// difference may add to [`ABSOLUTE`]: raising contrast scales a colour, it does not turn it.
const RELATIVE: f32 = 0.15;

/// The mean chroma (Cb, Cr) of each cell, row by row from the top left, as shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ColourGrid(pub(crate) [[i8; 2]; CELLS]);

impl ColourGrid {
    /// The grid of `square` (the image shrunk to the fingerprint's square), each pixel
    /// weighted by its opacity.
    pub(crate) fn of(square: &DynamicImage) -> ColourGrid {
        let (width, height) = square.dimensions();
        let mut sums = [[0f64; 3]; CELLS];
        for (x, y, pixel) in square.pixels() {
            let [r, g, b, a] = pixel.0.map(f64::from);
            let weight = a / 255.0;
            let cb = -0.168_736 * r - 0.331_264 * g + 0.5 * b;
            let cr = 0.5 * r - 0.418_688 * g - 0.081_312 * b;
            let cell = cell_of(x, y, width, height, SIDE);
            sums[cell][0] += cb * weight;
            sums[cell][1] += cr * weight;
            sums[cell][2] += weight;
        }
        let mut grid = [[0i8; 2]; CELLS];
        for (cell, [cb, cr, weight]) in grid.iter_mut().zip(sums) {
            if weight > 0.0 {
                *cell = [to_i8(cb / weight), to_i8(cr / weight)];
            }
        }
        ColourGrid(grid)
    }

    /// The grid of the image turned as the fingerprint's `orientation` says.
    pub(crate) fn turned(&self, orientation: usize) -> ColourGrid {
        ColourGrid(turned_grid(&self.0, SIDE, orientation))
    }

    /// Whether every cell of one is the colour of the same cell of the other.
    pub(crate) fn alike(&self, other: &ColourGrid) -> bool {
        self.0.iter().zip(&other.0).all(|(a, b)| {
            let size = |c: &[i8; 2]| i32::from(c[0]).abs() + i32::from(c[1]).abs();
            let apart = (i32::from(a[0]) - i32::from(b[0])).abs()
                + (i32::from(a[1]) - i32::from(b[1])).abs();
            apart as f32 <= ABSOLUTE as f32 + RELATIVE * (size(a) + size(b)) as f32
        })
    }

    /// The grid as stored: each cell's Cb then Cr, one byte each.
    pub(crate) fn to_bytes(self) -> [u8; 2 * CELLS] {
        let mut bytes = [0u8; 2 * CELLS];
        for (cell, pair) in self.0.iter().zip(bytes.chunks_exact_mut(2)) {
            pair[0] = cell[0] as u8;
            pair[1] = cell[1] as u8;
        }
        bytes
    }

    /// The grid stored by [`Self::to_bytes`]; `None` for bytes of another length.
    pub(crate) fn from_bytes(bytes: &[u8]) -> Option<ColourGrid> {
        if bytes.len() != 2 * CELLS {
            return None;
        }
        let mut grid = [[0i8; 2]; CELLS];
        for (cell, pair) in grid.iter_mut().zip(bytes.chunks_exact(2)) {
            *cell = [pair[0] as i8, pair[1] as i8];
        }
        Some(ColourGrid(grid))
    }
}

fn to_i8(value: f64) -> i8 {
    value.round().clamp(-128.0, 127.0) as i8
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::{Rgba, RgbaImage};

    /// Sixteen cells of sixteen colours, none the same.
    fn patchwork() -> DynamicImage {
        DynamicImage::ImageRgba8(RgbaImage::from_fn(64, 64, |x, y| {
            let cell = (y / 16 * 4 + x / 16) as u8;
            Rgba([
                cell * 15,
                255 - cell * 13,
                ((u32::from(cell) * 37) % 255) as u8,
                255,
            ])
        }))
    }

    /// The grid turned is the grid of the image turned, in the hashes' order.
    #[test]
    fn a_turned_grid_is_the_grid_of_the_turned_image() {
        let image = patchwork();
        let grid = ColourGrid::of(&image);
        let turns = [
            image.clone(),
            image.rotate90(),
            image.rotate180(),
            image.rotate270(),
        ];
        for (i, turned) in turns.iter().enumerate() {
            assert_eq!(grid.turned(i), ColourGrid::of(turned), "turn {i}");
            assert_eq!(
                grid.turned(i + 4),
                ColourGrid::of(&turned.fliph()),
                "{i} mirrored"
            );
        }
    }

    #[test]
    fn a_coloured_patch_differs_from_grey_and_a_brighter_copy_does_not() {
        let page = |patch: [u8; 3]| {
            DynamicImage::ImageRgba8(RgbaImage::from_fn(64, 64, |x, y| {
                if (16..32).contains(&x) && (32..48).contains(&y) {
                    Rgba([patch[0], patch[1], patch[2], 255])
                } else if x < 8 {
                    Rgba([0, 0, 0, 0])
                } else {
                    Rgba([240, 240, 236, 255])
                }
            }))
        };
        let grey = ColourGrid::of(&page([200, 200, 200]));
        let green = ColourGrid::of(&page([100, 220, 140]));
        assert!(!grey.alike(&green));
        let brighter = ColourGrid::of(&page([110, 242, 154]));
        assert!(green.alike(&brighter));
        assert!(grey.alike(&grey));
        assert_eq!(ColourGrid::from_bytes(&green.to_bytes()), Some(green));
        assert_eq!(ColourGrid::from_bytes(&[0; 3]), None);
    }

    #[test]
    fn transparent_pixels_count_for_nothing() {
        let clear = DynamicImage::ImageRgba8(RgbaImage::from_pixel(64, 64, Rgba([255, 0, 0, 0])));
        assert_eq!(ColourGrid::of(&clear), ColourGrid([[0, 0]; CELLS]));
    }
}
