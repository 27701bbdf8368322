//! Decoding an image file for its fingerprint, contained like the text extractors: on a
//! worker thread of its own with a time limit, a decoder's panic turned into a reason, and
//! the pixel size read from the header and refused past [`MAX_PIXELS`] before any pixel is
//! decoded (a few kilobytes can claim 50,000 × 50,000 pixels). The EXIF orientation is
//! applied, so a photo is compared as it is shown. The decoders running at once share
//! [`DECODING_BUDGET`] bytes of pixels, so eight workers each on a 100-megapixel panorama
//! take turns rather than asking for 3 GB together.

use std::fs::File;
use std::io::BufReader;
use std::path::Path;
use std::sync::{Condvar, Mutex};
use std::time::Duration;

use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits};

use super::metadata::PhotoFacts;
use crate::errors::describe_io_error;
use crate::extract::contain;
use crate::positioned::Positioned;
use crate::untrusted::open_untrusted;

/// The largest image compared, in pixels: 120 megapixels holds every camera's photos and
/// most panoramas, and decodes in at most about 500 MB.
pub const MAX_PIXELS: u64 = 120_000_000;

/// The most memory one decoder may ask for.
const MAX_ALLOC: u64 = 600 * 1024 * 1024;

/// The pixels all decoders may hold at once, in bytes.
const DECODING_BUDGET: u64 = 256 << 20;

/// How much of [`DECODING_BUDGET`] is left.
static BUDGET_LEFT: Mutex<u64> = Mutex::new(DECODING_BUDGET);
static BUDGET_FREED: Condvar = Condvar::new();

/// A share of the decoding budget, given back when dropped (also when a decoder panics).
struct BudgetShare(u64);

impl BudgetShare {
    /// Waits until `bytes` (at most the whole budget) are free, and takes them.
    fn take(bytes: u64) -> BudgetShare {
        let bytes = bytes.min(DECODING_BUDGET);
        let mut left = BUDGET_LEFT.lock().unwrap_or_else(|e| e.into_inner());
        while *left < bytes {
            left = BUDGET_FREED.wait(left).unwrap_or_else(|e| e.into_inner());
        }
        *left -= bytes;
        BudgetShare(bytes)
    }
}

impl Drop for BudgetShare {
    fn drop(&mut self) {
        let mut left = BUDGET_LEFT.lock().unwrap_or_else(|e| e.into_inner());
        *left += self.0;
        BUDGET_FREED.notify_all();
    }
}

/// How long one image may take to decode.
const DECODE_TIMEOUT: Duration = Duration::from_secs(20);

/// An image as shown, with what the review tells of it.
pub(crate) struct Decoded {
    /// The pixels, turned as the EXIF orientation says.
    pub(crate) pixels: DynamicImage,
    /// The file's format.
    pub(crate) format: ImageFormat,
    /// What its EXIF data says of it.
    pub(crate) facts: PhotoFacts,
}

/// The formats compared, by extension: what the decoders Doppel carries read.
const EXTENSIONS: &[&str] = &[
    "jpg", "jpeg", "jpe", "jfif", "png", "webp", "gif", "bmp", "tif", "tiff",
];

/// Whether `path` names an image Doppel compares, by its extension.
pub fn is_image_path(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|extension| EXTENSIONS.iter().any(|e| extension.eq_ignore_ascii_case(e)))
}

/// Decodes the image at `path` and hands it to `then`, both contained, while the pixels
/// hold their share of the budget: only what `then` makes of them leaves the worker. The
/// error is the reason the scan lists the file under skipped.
pub(crate) fn decode_then<T: Send + 'static>(
    path: &Path,
    then: impl FnOnce(Decoded) -> T + Send + 'static,
) -> Result<T, String> {
    let file = open_untrusted(path).map_err(|e| describe_io_error(&e))?;
    decode_positioned(Positioned::new(file), then)
}

/// The same for an image the caller has open (a cleanup measuring the file it is about to
/// move): read through that handle, by position, so the path is never opened again and the
/// handle's offset is left where it was.
pub(crate) fn decode_open_then<T: Send + 'static>(
    file: &File,
    then: impl FnOnce(Decoded) -> T + Send + 'static,
) -> Result<T, String> {
    let file = Positioned::duplicate(file).map_err(|e| describe_io_error(&e))?;
    decode_positioned(file, then)
}

fn decode_positioned<T: Send + 'static>(
    file: Positioned,
    then: impl FnOnce(Decoded) -> T + Send + 'static,
) -> Result<T, String> {
    // What stands at the path may be a FIFO or a device now: only a regular file is read.
    let metadata = file.file().metadata().map_err(|e| describe_io_error(&e))?;
    if !metadata.is_file() {
        return Err("not a regular file".to_string());
    }
    contain::run_named("image decoder", DECODE_TIMEOUT, move || {
        decode_open(file, then)
    })
}

fn decode_open<T>(file: Positioned, then: impl FnOnce(Decoded) -> T) -> Result<T, String> {
    let reader = ImageReader::new(BufReader::new(file))
        .with_guessed_format()
        .map_err(|e| describe_io_error(&e))?;
    let format = reader
        .format()
        .ok_or_else(|| "not an image in a format Doppel reads".to_string())?;
    let mut reader = reader;
    let mut limits = Limits::default();
    limits.max_alloc = Some(MAX_ALLOC);
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(|e| describe(&e))?;
    let (width, height) = decoder.dimensions();
    let pixels = u64::from(width) * u64::from(height);
    if pixels > MAX_PIXELS {
        return Err(format!(
            "{TOO_LARGE} ({width} × {height} pixels; the limit is {} megapixels)",
            MAX_PIXELS / 1_000_000
        ));
    }
    if pixels == 0 {
        return Err("image has no pixels".to_string());
    }
    let bytes = pixels * u64::from(decoder.color_type().bytes_per_pixel());
    let _share = BudgetShare::take(bytes);
    // A missing or unreadable orientation leaves the image as stored.
    let orientation = decoder.orientation().ok();
    let facts = match decoder.exif_metadata() {
        Ok(Some(block)) => PhotoFacts::from_exif_block(block),
        _ => PhotoFacts::default(),
    };
    let mut pixels = DynamicImage::from_decoder(decoder).map_err(|e| describe(&e))?;
    if let Some(orientation) = orientation {
        pixels.apply_orientation(orientation);
    }
    Ok(then(Decoded {
        pixels,
        format,
        facts,
    }))
}

/// How the reason for an image past a size limit starts.
const TOO_LARGE: &str = "image too large to compare";

/// Whether `reason` is one given here for an image past a size limit (its pixels, or the
/// memory its decoder would need), rather than damage.
pub(crate) fn is_too_large(reason: &str) -> bool {
    reason.starts_with(TOO_LARGE)
}

fn describe(error: &image::ImageError) -> String {
    match error {
        image::ImageError::Limits(_) => {
            format!("{TOO_LARGE} (its decoder would need more than 600 MiB)")
        }
        image::ImageError::Unsupported(_) => {
            format!("image in a form Doppel cannot read ({error})")
        }
        image::ImageError::IoError(e) => describe_io_error(e),
        _ => format!("damaged image ({error})"),
    }
}

/// The short name of a format, as reports show it.
pub fn format_name(format: ImageFormat) -> &'static str {
    match format {
        ImageFormat::Jpeg => "jpeg",
        ImageFormat::Png => "png",
        ImageFormat::WebP => "webp",
        ImageFormat::Gif => "gif",
        ImageFormat::Bmp => "bmp",
        ImageFormat::Tiff => "tiff",
        _ => "other",
    }
}
