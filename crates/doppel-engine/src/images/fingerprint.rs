//! An image's fingerprint: a 64-bit perceptual hash (image_hasher's DCT median hash, the
//! classic pHash) of the image as shown and of each of the seven other ways it can be
//! turned or mirrored, so a photo rotated by a quarter turn or mirrored is found too; and
//! its colours and its shape on finer grids (`colour.rs`, `shape.rs`), since the hash sees
//! only the coarsest lightness: two images whose colours or shapes differ are never alike,
//! however close their hashes.
//!
//! The image is first shrunk to a small square (the `image` crate's area-averaging
//! thumbnail, twice as fast over a whole scan of photos as a filtered resize, and as good:
//! see `docs/src/benchmarks.md`): turning a square commutes with the hasher's own shrinking, so the eight hashes are those of the
//! turned photos, at an eighth of the cost of turning the photo itself.

use image::DynamicImage;
use image_hasher::{HashAlg, Hasher, HasherConfig};

use super::colour::ColourGrid;
use super::decode::Decoded;
use super::formats::Format;
use super::metadata::PhotoFacts;
use super::shape::ShapeGrid;

/// The side of the square the image is shrunk to before hashing.
const SQUARE: u32 = 64;

/// The least side an image is decoded at for its fingerprint (`Detail::AtLeast`): four
/// times the square, so the shrink to it averages many pixels into each (at twice, a tenth of
/// the photos of the benchmark came out 4 bits or more away from their full decode).
pub(crate) const FINGERPRINT_SIDE: u32 = 4 * SQUARE;

/// How many ways an image can be turned and mirrored (the eight symmetries of a square).
pub(crate) const ORIENTATIONS: usize = 8;

/// What the similar-image search knows of one image.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImagePrint {
    /// The hash of the image as shown, then turned by a quarter, a half and three quarters,
    /// then the same four mirrored.
    pub(crate) hashes: [u64; ORIENTATIONS],
    /// The mean colour of each cell of a coarse grid, as shown.
    pub(crate) colours: ColourGrid,
    /// The lightness of each cell of a finer grid, as shown.
    pub(crate) shape: ShapeGrid,
    /// Pixel size as shown (after the EXIF orientation).
    pub(crate) width: u32,
    pub(crate) height: u32,
    pub(crate) format: Format,
    /// When and with what it was taken, where its EXIF data says: for the review and the
    /// rules, not the search.
    pub(crate) facts: PhotoFacts,
}

impl ImagePrint {
    /// The hash of the image as shown.
    pub(crate) fn hash(&self) -> u64 {
        self.hashes[0]
    }

    /// Whether the image is one flat colour (or nearly): every frequency of it is alike,
    /// so every bit of its hash is the same, and it would be "identical" to every other
    /// plain image, whatever its colour. Such images are left to the exact search.
    pub(crate) fn is_plain(&self) -> bool {
        self.hash() == 0 || self.hash() == u64::MAX
    }
}

/// How far apart two images are that are not alike in colour or shape: farther than any
/// step.
pub(crate) const UNLIKE: u32 = 64;

/// Hamming distance between two images: the least number of differing bits between one
/// as shown and the other turned or mirrored in any way, either way round, among the ways
/// in which they are alike in colour and shape; [`UNLIKE`] when they are in none.
pub(crate) fn distance(a: &ImagePrint, b: &ImagePrint) -> u32 {
    let one_way = |x: &ImagePrint, y: &ImagePrint| {
        (0..ORIENTATIONS)
            .filter(|&turn| {
                x.colours.turned(turn).alike(&y.colours) && x.shape.turned(turn).alike(&y.shape)
            })
            .map(|turn| (x.hashes[turn] ^ y.hash()).count_ones())
            .min()
            .unwrap_or(UNLIKE)
    };
    one_way(a, b).min(one_way(b, a))
}

/// `cells`, a square grid `side` cells wide row by row, as it is when the image is turned
/// as `orientation` says.
pub(crate) fn turned_grid<T: Copy, const N: usize>(
    cells: &[T; N],
    side: usize,
    orientation: usize,
) -> [T; N] {
    let mut turned = *cells;
    for y in 0..side {
        for x in 0..side {
            let (from_x, from_y) = source_cell(orientation, side, x, y);
            turned[y * side + x] = cells[from_y * side + from_x];
        }
    }
    turned
}

/// The cell of a square grid `side` cells wide that pixel (`x`, `y`) of a `width` ×
/// `height` image falls in.
pub(crate) fn cell_of(x: u32, y: u32, width: u32, height: u32, side: usize) -> usize {
    let column = (x as usize * side) / width.max(1) as usize;
    let row = (y as usize * side) / height.max(1) as usize;
    row.min(side - 1) * side + column.min(side - 1)
}

/// Where the cell now at (`x`, `y`) of a square grid `side` cells wide was before the image
/// was turned as `orientation` says: 0 to 3 a quarter turn clockwise at a time, 4 to 7 the
/// same then mirrored left to right (the order of [`ImagePrint::hashes`]).
pub(crate) fn source_cell(orientation: usize, side: usize, x: usize, y: usize) -> (usize, usize) {
    let (mut x, mut y) = if orientation >= 4 {
        (side - 1 - x, y)
    } else {
        (x, y)
    };
    // Each quarter turn clockwise took the cell at (y, side - 1 - x) to (x, y).
    for _ in 0..orientation % 4 {
        (x, y) = (y, side - 1 - x);
    }
    (x, y)
}

/// The hasher every fingerprint is made with. Cheap to make; one per worker.
pub(crate) fn hasher() -> Hasher<[u8; 8]> {
    HasherConfig::with_bytes_type::<[u8; 8]>()
        .hash_size(8, 8)
        .hash_alg(HashAlg::Median)
        .preproc_dct()
        .to_hasher()
}

/// The fingerprint of a decoded image.
pub(crate) fn fingerprint(hasher: &Hasher<[u8; 8]>, decoded: &Decoded) -> ImagePrint {
    let image = &decoded.pixels;
    // The area-averaging thumbnail only shrinks (an icon smaller than the square comes
    // out flat): a smaller image is stretched with a filter instead.
    let square = if image.width() >= SQUARE && image.height() >= SQUARE {
        image.thumbnail_exact(SQUARE, SQUARE)
    } else {
        image.resize_exact(SQUARE, SQUARE, image::imageops::FilterType::Triangle)
    };
    let turns = [
        square.clone(),
        square.rotate90(),
        square.rotate180(),
        square.rotate270(),
    ];
    let mut hashes = [0u64; ORIENTATIONS];
    for (i, turned) in turns.iter().enumerate() {
        hashes[i] = to_u64(hasher, turned);
        hashes[i + 4] = to_u64(hasher, &turned.fliph());
    }
    ImagePrint {
        hashes,
        colours: ColourGrid::of(&square),
        shape: ShapeGrid::of(&square),
        width: decoded.width,
        height: decoded.height,
        format: decoded.format,
        facts: decoded.facts.clone(),
    }
}

fn to_u64(hasher: &Hasher<[u8; 8]>, image: &DynamicImage) -> u64 {
    let hash = hasher.hash_image(image);
    let mut bytes = [0u8; 8];
    bytes.copy_from_slice(hash.as_bytes());
    u64::from_le_bytes(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::images::Likeness;
    use image::imageops::FilterType;
    use image::{Rgb, RgbImage};

    /// A picture of 12 × 9 blocks whose shades `seed` decides (a cheap hash of the block
    /// and the seed), smoothly lit from one side: structure at several scales, unlike for
    /// unlike seeds.
    fn picture(width: u32, height: u32, seed: u32) -> DynamicImage {
        let image = RgbImage::from_fn(width, height, |x, y| {
            let (bx, by) = (x * 12 / width, y * 9 / height);
            let mixed = (bx * 31 + by * 17 + seed * 101).wrapping_mul(2_654_435_761);
            let block = (mixed >> 24) as f32;
            let light = 0.7 + 0.3 * x as f32 / width as f32;
            let v = (block * light) as u8;
            Rgb([v, v, v / 2 + 40])
        });
        DynamicImage::ImageRgb8(image)
    }

    #[test]
    fn an_icon_smaller_than_the_square_keeps_its_structure_and_a_flat_image_is_plain() {
        // One icon drawn at 16 and at 24 pixels a side, as icon themes hold them.
        let drawing = picture(240, 240, 3);
        let icon = drawing.resize_exact(16, 16, FilterType::Triangle);
        assert!(!print(&icon).is_plain(), "{:x}", print(&icon).hash());
        let larger = drawing.resize_exact(24, 24, FilterType::Triangle);
        let d = distance(&print(&icon), &print(&larger));
        assert!(d <= Likeness::Alike.distance(), "distance {d}");
        assert!(
            distance(
                &print(&icon),
                &print(&picture(240, 240, 4).resize_exact(16, 16, FilterType::Triangle))
            ) > 12
        );
        let flat = DynamicImage::ImageRgb8(RgbImage::from_pixel(300, 200, Rgb([40, 90, 200])));
        assert!(print(&flat).is_plain());
    }

    fn print(image: &DynamicImage) -> ImagePrint {
        let decoded = Decoded::whole(image.clone(), Format::Png, PhotoFacts::default());
        fingerprint(&hasher(), &decoded)
    }

    /// Within the default step. Hard-edged blocks are a harsh case: the thumbnail's bins
    /// start at one edge, so a picture turned over is binned a little differently (up to
    /// 8 bits here; on photographs the median is 0, see `docs/src/benchmarks.md`).
    #[test]
    fn turned_mirrored_and_resized_copies_are_within_the_default_distance() {
        let original = picture(400, 300, 1);
        let a = print(&original);
        for (name, variant) in [
            ("quarter turn", original.rotate90()),
            ("half turn", original.rotate180()),
            ("three quarters", original.rotate270()),
            ("mirrored", original.fliph()),
            ("upside down", original.flipv()),
            ("half size", original.resize(200, 150, FilterType::Lanczos3)),
        ] {
            let d = distance(&a, &print(&variant));
            assert!(d <= Likeness::default().distance(), "{name}: distance {d}");
        }
        assert_eq!(distance(&a, &a), 0);
        assert_eq!((a.width, a.height), (400, 300));
    }

    #[test]
    fn different_pictures_are_far_apart() {
        let a = print(&picture(400, 300, 1));
        let b = print(&picture(400, 300, 2).rotate180().fliph());
        assert!(distance(&a, &b) > 12, "distance {}", distance(&a, &b));
    }

    #[test]
    fn distance_is_symmetric() {
        let a = print(&picture(300, 300, 3));
        let b = print(&picture(300, 200, 3).rotate90());
        assert_eq!(distance(&a, &b), distance(&b, &a));
    }
}
