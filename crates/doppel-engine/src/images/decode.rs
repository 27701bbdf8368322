//! Decoding an image file for its fingerprint, contained like the text extractors: on a
//! worker thread of its own with a time limit, a decoder's panic turned into a reason, and
//! the pixel size read from the header and refused past [`MAX_PIXELS`] before any pixel is
//! decoded (a few kilobytes can claim 50,000 × 50,000 pixels). The EXIF orientation is
//! applied, so a photo is compared as it is shown. The decoders running at once share
//! [`DECODING_BUDGET`] bytes of pixels, so eight workers each on a 100-megapixel panorama
//! take turns rather than asking for 3 GB together.
//!
//! Which decoder reads a file is said by its first bytes (HEIF, AVIF, CR3, RAF and PSD),
//! else by its extension for the TIFF-based RAW formats (whose first bytes are a TIFF's),
//! else by the `image` crate's guess (`formats.rs`). HEIC and AVIF are decoded in a child
//! process (`heif.rs`), RAW files by their embedded preview (`raw.rs`), PSD by its
//! composite image. A fingerprint asks for less detail ([`Detail::AtLeast`]), and a JPEG
//! (a photo, a RAW's preview, a HEIC's decoded copy) is then read smaller (`jpeg.rs`). Every failure is a typed [`DecodeError`], whose words are the reason
//! the scan lists the file under skipped.

use std::fs::File;
use std::io::{BufRead, BufReader, Cursor, Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};
use std::sync::{Condvar, Mutex};
use std::time::Duration;

use image::metadata::Orientation;
use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits, RgbaImage};

use super::child::{ChildLimits, Scratch};
use super::fingerprint::FINGERPRINT_SIDE;
use super::formats::{Decoder, Format, format_of_path, sniff};
use super::metadata::PhotoFacts;
use super::raw::{self, Preview};
use super::{heif, jpeg, psd};
use crate::extract::contain;
use crate::positioned::Positioned;
use crate::untrusted::open_untrusted;

pub use crate::report::MAX_PIXELS;

/// The most memory one decoder may ask for.
const MAX_ALLOC: u64 = 600 * 1024 * 1024;

/// The pixels all decoders may hold at once, in bytes.
const DECODING_BUDGET: u64 = 256 << 20;

/// How much of [`DECODING_BUDGET`] is left.
static BUDGET_LEFT: Mutex<u64> = Mutex::new(DECODING_BUDGET);
static BUDGET_FREED: Condvar = Condvar::new();

/// A share of the decoding budget, given back when dropped (also when a decoder panics).
pub(crate) struct BudgetShare(u64);

impl BudgetShare {
    /// Waits until `bytes` (at most the whole budget) are free, and takes them.
    pub(crate) fn take(bytes: u64) -> BudgetShare {
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

/// How much of an image's detail its reader needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Detail {
    /// Every pixel: the review's views.
    Full,
    /// Each side at least this many pixels (or the whole image, when smaller), where a
    /// format reads faster smaller (JPEG: `jpeg.rs`): a fingerprint.
    AtLeast(u32),
}

/// An image as shown, with what the review tells of it.
pub(crate) struct Decoded {
    /// The pixels, turned as the EXIF orientation says: every pixel, or fewer when the
    /// [`Detail`] asked for allows.
    pub(crate) pixels: DynamicImage,
    /// The full size as shown (after the EXIF orientation), whatever `pixels` holds.
    pub(crate) width: u32,
    pub(crate) height: u32,
    /// The file's format.
    pub(crate) format: Format,
    /// What its EXIF data says of it.
    pub(crate) facts: PhotoFacts,
}

impl Decoded {
    /// An image decoded whole: its size is its pixels'.
    pub(crate) fn whole(pixels: DynamicImage, format: Format, facts: PhotoFacts) -> Decoded {
        Decoded {
            width: pixels.width(),
            height: pixels.height(),
            pixels,
            format,
            facts,
        }
    }

    /// The image turned as `orientation` says, its size with it.
    fn turned(mut self, orientation: Orientation) -> Decoded {
        self.pixels.apply_orientation(orientation);
        if swaps_sides(orientation) {
            std::mem::swap(&mut self.width, &mut self.height);
        }
        self
    }
}

/// Whether turning by `orientation` makes the width the height.
fn swaps_sides(orientation: Orientation) -> bool {
    matches!(
        orientation,
        Orientation::Rotate90
            | Orientation::Rotate270
            | Orientation::Rotate90FlipH
            | Orientation::Rotate270FlipH
    )
}

pub use super::formats::is_image_path;

pub use crate::report::{Crash, Damage, DecodeError, TooLarge};

/// Decodes the image at `path` and hands it to `then`, both contained, while the pixels
/// hold their share of the budget: only what `then` makes of them leaves the worker.
pub(crate) fn decode_then<T: Send + 'static>(
    path: &Path,
    detail: Detail,
    then: impl FnOnce(Decoded) -> T + Send + 'static,
) -> Result<T, DecodeError> {
    let file = open_untrusted(path).map_err(|e| DecodeError::io(&e))?;
    decode_positioned(Positioned::new(file), format_of_path(path), detail, then)
}

/// The same for an image the caller has open (a cleanup measuring the file it is about to
/// move) at `path`: read through that handle, by position, so the path is never opened
/// again and the handle's offset is left where it was.
pub(crate) fn decode_open_then<T: Send + 'static>(
    file: &File,
    path: &Path,
    detail: Detail,
    then: impl FnOnce(Decoded) -> T + Send + 'static,
) -> Result<T, DecodeError> {
    let file = Positioned::duplicate(file).map_err(|e| DecodeError::io(&e))?;
    decode_positioned(file, format_of_path(path), detail, then)
}

fn decode_positioned<T: Send + 'static>(
    file: Positioned,
    named: Option<Format>,
    detail: Detail,
    then: impl FnOnce(Decoded) -> T + Send + 'static,
) -> Result<T, DecodeError> {
    contained(file, move |file| decode_open(file, named, detail).map(then))
}

/// Runs `decode` on `file` on a worker of its own, contained (a panic is
/// [`DecodeError::Crashed`], a worker past the time limit [`DecodeError::TimedOut`]).
fn contained<T: Send + 'static>(
    file: Positioned,
    decode: impl FnOnce(Positioned) -> Result<T, DecodeError> + Send + 'static,
) -> Result<T, DecodeError> {
    // What stands at the path may be a FIFO or a device now: only a regular file is read.
    let metadata = file.file().metadata().map_err(|e| DecodeError::io(&e))?;
    if !metadata.is_file() {
        return Err(DecodeError::NotRegularFile);
    }
    let outcome = contain::run_named("image decoder", DECODE_TIMEOUT, move || Ok(decode(file)));
    match outcome {
        Ok(result) => result,
        Err(reason) if contain::is_timed_out(&reason) => Err(DecodeError::TimedOut {
            limit: DECODE_TIMEOUT,
        }),
        Err(reason) => Err(DecodeError::Crashed(Crash::Panicked(reason))),
    }
}

fn io_error(e: std::io::Error) -> DecodeError {
    DecodeError::io(&e)
}

/// Decodes with the decoder the first bytes, else the extension (`named`), say.
fn decode_open(
    file: Positioned,
    named: Option<Format>,
    detail: Detail,
) -> Result<Decoded, DecodeError> {
    let mut reader = BufReader::new(file);
    let head = reader.fill_buf().map_err(io_error)?;
    let head = head[..head.len().min(64)].to_vec();
    // The TIFF-based RAW formats start as TIFF does: their extension tells them.
    let format = sniff(&head).or(named.filter(|f| matches!(f.decoder(), Decoder::Raw(_))));
    match format.map(|f| (f, f.decoder())) {
        Some((format, Decoder::Heif)) => decode_heif(reader, format, detail, None),
        Some((_, Decoder::Psd)) => decode_psd(reader),
        Some((format, Decoder::Raw(raw))) => decode_raw(reader, format, raw, detail),
        _ => decode_builtin(reader, None, true, detail),
    }
}

/// Decodes with the `image` crate: the format given, else guessed from the first bytes;
/// the EXIF orientation applied when `orient`. A JPEG is read smaller where `detail`
/// allows (`jpeg.rs`).
fn decode_builtin(
    mut reader: impl BufRead + Seek,
    format: Option<ImageFormat>,
    orient: bool,
    detail: Detail,
) -> Result<Decoded, DecodeError> {
    let format = match format {
        Some(format) => format,
        None => ImageReader::new(&mut reader)
            .with_guessed_format()
            .map_err(io_error)?
            .format()
            .ok_or_else(not_an_image)?,
    };
    if let (ImageFormat::Jpeg, Detail::AtLeast(least_side)) = (format, detail) {
        let start = reader.stream_position().map_err(io_error)?;
        // jpeg-decoder reads a byte at a time: from memory, not through the file's buffer.
        let mut bytes = Vec::new();
        (&mut reader)
            .take(MAX_ALLOC)
            .read_to_end(&mut bytes)
            .map_err(io_error)?;
        if let Some(reduced) = jpeg::decode_reduced(&bytes[..], least_side, MAX_ALLOC as usize)? {
            let decoded = Decoded {
                pixels: reduced.pixels,
                width: reduced.width,
                height: reduced.height,
                format: Format::Jpeg,
                facts: reduced.facts,
            };
            return Ok(match reduced.orientation.filter(|_| orient) {
                Some(orientation) => decoded.turned(orientation),
                None => decoded,
            });
        }
        reader.seek(SeekFrom::Start(start)).map_err(io_error)?;
    }
    let mut reader = ImageReader::with_format(reader, format);
    let format = Format::from_builtin(format).ok_or_else(not_an_image)?;
    let mut limits = Limits::default();
    limits.max_alloc = Some(MAX_ALLOC);
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(|e| describe(&e))?;
    let (width, height) = decoder.dimensions();
    let pixels = u64::from(width) * u64::from(height);
    if pixels > MAX_PIXELS {
        return Err(too_large(width, height));
    }
    if pixels == 0 {
        return Err(DecodeError::damaged(Damage::NoPixels));
    }
    let bytes = pixels * u64::from(decoder.color_type().bytes_per_pixel());
    let _share = BudgetShare::take(bytes);
    // A missing or unreadable orientation leaves the image as stored.
    let orientation = if orient {
        decoder.orientation().ok()
    } else {
        None
    };
    let facts = match decoder.exif_metadata() {
        Ok(Some(block)) => PhotoFacts::from_exif_block(block),
        _ => PhotoFacts::default(),
    };
    let pixels = DynamicImage::from_decoder(decoder).map_err(|e| describe(&e))?;
    let decoded = Decoded::whole(pixels, format, facts);
    Ok(match orientation {
        Some(orientation) => decoded.turned(orientation),
        None => decoded,
    })
}

fn not_an_image() -> DecodeError {
    DecodeError::UnknownFormat
}

/// HEIC or AVIF: the size checked from the header, then decoded by `heif-convert` in a
/// child process (holding a share of the budget while it runs) to a JPEG read back here.
/// libheif has turned the image as the file says; its EXIF orientation is not applied
/// again.
/// `tool` is the `heif-convert` to run and its limits, when not the usual.
fn decode_heif(
    mut reader: BufReader<Positioned>,
    format: Format,
    detail: Detail,
    tool: Option<(PathBuf, ChildLimits)>,
) -> Result<Decoded, DecodeError> {
    let (width, height) = heif::checked_size(&mut reader)?;
    let facts = heif::facts(&mut reader);
    let scratch = Scratch::new().map_err(io_error)?;
    let jpeg = {
        let _share = BudgetShare::take(u64::from(width) * u64::from(height) * 4);
        let file = reader.get_ref().file();
        match &tool {
            Some((tool, limits)) => heif::convert_with(tool, file, &scratch, *limits)?,
            None => heif::convert(file, &scratch)?,
        }
    };
    let jpeg = File::open(jpeg).map_err(io_error)?;
    let decoded = decode_builtin(BufReader::new(jpeg), Some(ImageFormat::Jpeg), false, detail)?;
    Ok(Decoded {
        format,
        facts,
        ..decoded
    })
}

/// A RAW file by the largest preview it embeds, turned as the raw file says when the
/// preview itself says nothing.
fn decode_raw(
    mut reader: BufReader<Positioned>,
    format: Format,
    raw: super::formats::RawFormat,
    detail: Detail,
) -> Result<Decoded, DecodeError> {
    let found = raw::read_preview(&mut reader, raw)?;
    let (decoded, oriented) = match found.preview {
        Preview::Jpeg(bytes) => {
            let own = orientation_of_jpeg(&bytes);
            let decoded =
                decode_builtin(Cursor::new(bytes), Some(ImageFormat::Jpeg), true, detail)?;
            (decoded, own)
        }
        Preview::Rgb(image) => (
            Decoded::whole(
                DynamicImage::ImageRgb8(image),
                format,
                PhotoFacts::default(),
            ),
            false,
        ),
    };
    let mut decoded = match found.orientation.and_then(Orientation::from_exif) {
        Some(orientation) if !oriented => decoded.turned(orientation),
        _ => decoded,
    };
    if found.facts != PhotoFacts::default() {
        decoded.facts = found.facts;
    }
    decoded.format = format;
    Ok(decoded)
}

/// Whether a JPEG's own EXIF gives an orientation other than as stored.
fn orientation_of_jpeg(bytes: &[u8]) -> bool {
    let Ok(mut decoder) = image::codecs::jpeg::JpegDecoder::new(Cursor::new(bytes)) else {
        return false;
    };
    decoder
        .orientation()
        .is_ok_and(|o| o != Orientation::NoTransforms)
}

/// The largest PSD read, in bytes: the file is parsed whole.
const MAX_PSD: u64 = 1 << 30;

/// PSD: the size checked from the header, then the composite image (what Photoshop saved
/// as the flattened picture) read by the `psd` crate.
fn decode_psd(mut reader: BufReader<Positioned>) -> Result<Decoded, DecodeError> {
    let mut header = [0u8; 26];
    reader.read_exact(&mut header).map_err(|e| {
        if e.kind() == std::io::ErrorKind::UnexpectedEof {
            DecodeError::damaged(Damage::HeaderEndsEarly)
        } else {
            io_error(e)
        }
    })?;
    let height = u32::from_be_bytes([header[14], header[15], header[16], header[17]]);
    let width = u32::from_be_bytes([header[18], header[19], header[20], header[21]]);
    let pixels = u64::from(width) * u64::from(height);
    if pixels > MAX_PIXELS {
        return Err(too_large(width, height));
    }
    if pixels == 0 {
        return Err(DecodeError::damaged(Damage::NoPixels));
    }
    let length = reader.seek(SeekFrom::End(0)).map_err(io_error)?;
    if length > MAX_PSD {
        return Err(DecodeError::TooLarge(TooLarge::PsdFile));
    }
    let _share = BudgetShare::take(length + pixels * 4);
    reader.seek(SeekFrom::Start(0)).map_err(io_error)?;
    let mut bytes = Vec::with_capacity(length as usize);
    reader.read_to_end(&mut bytes).map_err(io_error)?;
    let composite = psd::composite(&bytes, width, height)?;
    Ok(Decoded::whole(
        DynamicImage::ImageRgba8(composite),
        Format::Psd,
        PhotoFacts::default(),
    ))
}

/// How the reason for an image past a size limit starts.
/// The error for an image whose header gives more than [`MAX_PIXELS`].
pub(crate) fn too_large(width: u32, height: u32) -> DecodeError {
    DecodeError::TooLarge(TooLarge::Pixels { width, height })
}

fn describe(error: &image::ImageError) -> DecodeError {
    match error {
        image::ImageError::Limits(_) => DecodeError::TooLarge(TooLarge::DecoderMemory),
        image::ImageError::Unsupported(_) => DecodeError::Unsupported(error.to_string()),
        image::ImageError::IoError(e) => DecodeError::io(e),
        _ => DecodeError::damaged(Damage::Decoder(error.to_string())),
    }
}

/// An image's size and format, read as a scan reads it: for tests and tools that ask why
/// one file is skipped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImageSummary {
    /// Width in pixels, as shown.
    pub width: u32,
    /// Height in pixels, as shown.
    pub height: u32,
    /// Its format.
    pub format: Format,
}

/// Decodes the image at `path` as a scan does (contained, with the same limits), and says
/// its size and format, or why it cannot be compared.
pub fn read_image(path: &Path) -> Result<ImageSummary, DecodeError> {
    decode_then(path, Detail::AtLeast(FINGERPRINT_SIDE), |decoded| {
        ImageSummary {
            width: decoded.width,
            height: decoded.height,
            format: decoded.format,
        }
    })
}

/// Reads the HEIF or AVIF image at `path` as [`read_image`] does, but with `tool` in place
/// of `heif-convert` under `limits`: for tests of a decoder that crashes or hangs, and for
/// trying another build of the tool.
pub fn read_heif_with(
    path: &Path,
    tool: &Path,
    limits: ChildLimits,
) -> Result<ImageSummary, DecodeError> {
    let file = open_untrusted(path).map_err(|e| DecodeError::io(&e))?;
    let tool = (tool.to_path_buf(), limits);
    let format = match format_of_path(path) {
        Some(Format::Avif) => Format::Avif,
        _ => Format::Heic,
    };
    contained(Positioned::new(file), move |file| {
        let decoded = decode_heif(
            BufReader::new(file),
            format,
            Detail::AtLeast(FINGERPRINT_SIDE),
            Some(tool),
        )?;
        Ok(ImageSummary {
            width: decoded.width,
            height: decoded.height,
            format: decoded.format,
        })
    })
}

/// The image at `path` as shown, fitted within `largest_side` pixels a side, decoded as a
/// scan does: for front ends that show a format their own image loaders cannot read.
pub fn decode_for_display(path: &Path, largest_side: u32) -> Result<RgbaImage, DecodeError> {
    decode_then(path, Detail::Full, move |decoded| {
        let pixels = decoded.pixels;
        if pixels.width().max(pixels.height()) > largest_side {
            pixels.thumbnail(largest_side, largest_side).to_rgba8()
        } else {
            pixels.to_rgba8()
        }
    })
}
