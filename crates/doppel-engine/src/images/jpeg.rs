//! A JPEG decoded at a reduced scale, for a fingerprint that needs only a small picture:
//! jpeg-decoder can stop the inverse DCT at a half, a quarter or an eighth of the size,
//! which the `image` crate's decoder (zune-jpeg) cannot. Over the 180 JPEG photos
//! (2560 × 1600) of the similar-image benchmark this reads them in 0.6 of the time of a
//! full decode, most of what is left being the entropy decoding every scale needs.
//!
//! The two decoders round colours differently, so a fingerprint may move by a bit or two:
//! at a quarter of that size (the fingerprint asks for 256 pixels a side), 115 of the 180
//! came out the same as from a full decode, 64 two bits away and one four, against ten
//! allowed at the default step. A scan and the recheck at cleanup read a file the same
//! way, so they agree.
//!
//! Only 8-bit grey and colour JPEGs are read this way. A CMYK or 12-bit JPEG, or one jpeg-decoder finds fault with, is `None`
//! here, and the caller decodes it whole as before (the same way every time for the same
//! bytes, so a scan and the recheck at cleanup agree).

use std::io::Read;

use image::metadata::Orientation;
use image::{DynamicImage, GrayImage, RgbImage};
use jpeg_decoder::{Decoder, PixelFormat};

use super::decode::{BudgetShare, DecodeError, MAX_PIXELS, too_large};
use super::metadata::PhotoFacts;

/// A JPEG's pixels at a reduced scale, with the full size and what its EXIF data says.
pub(crate) struct Reduced {
    /// The pixels as stored (not yet turned), each side at least the size asked for, or
    /// the whole image where it is smaller.
    pub(crate) pixels: DynamicImage,
    /// The full size as stored.
    pub(crate) width: u32,
    pub(crate) height: u32,
    /// The EXIF orientation, when it reads.
    pub(crate) orientation: Option<Orientation>,
    pub(crate) facts: PhotoFacts,
}

/// Decodes `reader`'s JPEG with each side at least `least_side` pixels (or whole, when
/// smaller), within `max_alloc` bytes. `Ok(None)` when this decoder does not read it the
/// way the full one would (see the module's comment); an image past [`MAX_PIXELS`] is an
/// error either way, before any pixel is decoded.
pub(crate) fn decode_reduced(
    reader: impl Read,
    least_side: u32,
    max_alloc: usize,
) -> Result<Option<Reduced>, DecodeError> {
    let mut decoder = Decoder::new(reader);
    decoder.set_max_decoding_buffer_size(max_alloc);
    if decoder.read_info().is_err() {
        return Ok(None);
    }
    let Some(info) = decoder.info() else {
        return Ok(None);
    };
    let (width, height) = (u32::from(info.width), u32::from(info.height));
    let pixels = u64::from(width) * u64::from(height);
    if pixels > MAX_PIXELS {
        return Err(too_large(width, height));
    }
    if pixels == 0 || !matches!(info.pixel_format, PixelFormat::L8 | PixelFormat::RGB24) {
        return Ok(None);
    }
    let eighths = eighths_for(width, height, least_side);
    let (want_w, want_h) = (scaled(width, eighths), scaled(height, eighths));
    // jpeg-decoder takes the smallest scale at which either side reaches what is asked:
    // asking for exactly the sizes at `eighths` gives that scale.
    let Ok((out_w, out_h)) = decoder.scale(want_w as u16, want_h as u16) else {
        return Ok(None);
    };
    let orientation = decoder
        .exif_data()
        .and_then(Orientation::from_exif_chunk)
        .filter(|o| *o != Orientation::NoTransforms);
    let facts = decoder
        .exif_data()
        .map(|block| PhotoFacts::from_exif_block(block.to_vec()))
        .unwrap_or_default();
    // The coefficients of a progressive JPEG are held at full size whatever the scale.
    let _share = BudgetShare::take(pixels * 3);
    let Ok(bytes) = decoder.decode() else {
        return Ok(None);
    };
    let (out_w, out_h) = (u32::from(out_w), u32::from(out_h));
    let pixels = match info.pixel_format {
        PixelFormat::L8 => GrayImage::from_raw(out_w, out_h, bytes).map(DynamicImage::ImageLuma8),
        _ => RgbImage::from_raw(out_w, out_h, bytes).map(DynamicImage::ImageRgb8),
    };
    Ok(pixels.map(|pixels| Reduced {
        pixels,
        width,
        height,
        orientation,
        facts,
    }))
}

/// The fewest eighths of the size (1, 2, 4 or 8) at which both sides reach `least_side`.
fn eighths_for(width: u32, height: u32, least_side: u32) -> u32 {
    [1, 2, 4]
        .into_iter()
        .find(|&eighths| {
            scaled(width, eighths) >= least_side && scaled(height, eighths) >= least_side
        })
        .unwrap_or(8)
}

/// A side's length at `eighths` eighths, rounded up as the decoder rounds it.
fn scaled(side: u32, eighths: u32) -> u32 {
    (side * eighths).div_ceil(8)
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::codecs::jpeg::JpegEncoder;
    use image::{ExtendedColorType, Rgb};

    fn jpeg(width: u32, height: u32) -> Vec<u8> {
        let image = RgbImage::from_fn(width, height, |x, y| {
            Rgb([(x % 256) as u8, (y % 256) as u8, ((x + y) % 256) as u8])
        });
        let mut bytes = Vec::new();
        JpegEncoder::new_with_quality(&mut bytes, 90)
            .encode(&image, width, height, ExtendedColorType::Rgb8)
            .unwrap();
        bytes
    }

    #[test]
    fn the_scale_is_the_smallest_whose_both_sides_reach_the_least_side() {
        assert_eq!(eighths_for(2560, 1600, 128), 1);
        assert_eq!(eighths_for(2560, 600, 128), 2);
        assert_eq!(eighths_for(600, 400, 128), 4);
        assert_eq!(eighths_for(300, 100, 128), 8);
    }

    #[test]
    fn a_large_jpeg_is_read_at_an_eighth_and_keeps_its_full_size() {
        let reduced = decode_reduced(&jpeg(1600, 1200)[..], 128, 1 << 28)
            .unwrap()
            .unwrap();
        assert_eq!((reduced.width, reduced.height), (1600, 1200));
        assert_eq!(
            (reduced.pixels.width(), reduced.pixels.height()),
            (200, 150)
        );
    }

    #[test]
    fn a_small_jpeg_is_read_whole() {
        let reduced = decode_reduced(&jpeg(100, 90)[..], 128, 1 << 28)
            .unwrap()
            .unwrap();
        assert_eq!((reduced.pixels.width(), reduced.pixels.height()), (100, 90));
    }

    #[test]
    fn what_is_not_a_jpeg_is_left_to_the_full_decoder() {
        assert!(
            decode_reduced(&b"not a jpeg at all"[..], 128, 1 << 28)
                .unwrap()
                .is_none()
        );
    }
}
