//! Photoshop's PSD: the composite image (the flattened picture Photoshop saves beside the
//! layers, "maximize compatibility"), read by the `psd` crate. The caller has checked the
//! size the header gives; the crate parses the whole file, on the caller's contained worker.
//! The crate fills a composite image cut short with nothing, so the length of the image
//! data is checked here first: a file cut short is damaged, not a picture half black.

use image::RgbaImage;

use super::decode::{Damage, DecodeError};

/// The composite image of the PSD file `bytes`, whose header says `width` × `height`.
pub(crate) fn composite(bytes: &[u8], width: u32, height: u32) -> Result<RgbaImage, DecodeError> {
    check_composite(bytes, width, height)?;
    let file = ::psd::Psd::from_bytes(bytes)
        .map_err(|e| DecodeError::damaged(Damage::Decoder(e.to_string())))?;
    if (file.width(), file.height()) != (width, height) {
        return Err(DecodeError::damaged(Damage::SizeGivenTwice));
    }
    RgbaImage::from_raw(width, height, file.rgba())
        .ok_or_else(|| DecodeError::damaged(Damage::CompositeCutShort))
}

/// Whether the composite image data is all there: raw (compression 0), or run-length
/// encoded (1) with every row's length in the table before it.
fn check_composite(bytes: &[u8], width: u32, height: u32) -> Result<(), DecodeError> {
    let short = || DecodeError::damaged(Damage::EndsEarly);
    let u16_at = |at: usize| {
        bytes
            .get(at..at + 2)
            .map(|b| u64::from(u16::from_be_bytes([b[0], b[1]])))
    };
    let u32_at = |at: usize| {
        bytes
            .get(at..at + 4)
            .map(|b| u64::from(u32::from_be_bytes([b[0], b[1], b[2], b[3]])))
    };
    let channels = u16_at(12).ok_or_else(short)?;
    let depth = u16_at(22).ok_or_else(short)?;
    // The colour mode data, the image resources, the layers: each a length, then that much.
    let mut at = 26u64;
    for _ in 0..3 {
        let length = u32_at(at as usize).ok_or_else(short)?;
        at += 4 + length;
    }
    let compression = u16_at(at as usize).ok_or_else(short)?;
    at += 2;
    let rows = channels * u64::from(height);
    let needed = match compression {
        0 => rows * (u64::from(width) * depth).div_ceil(8),
        1 => {
            let mut total = rows * 2;
            for row in 0..rows {
                total += u16_at((at + row * 2) as usize).ok_or_else(short)?;
            }
            total
        }
        other => {
            return Err(DecodeError::Unsupported(format!("PSD compression {other}")));
        }
    };
    if at + needed > bytes.len() as u64 {
        return Err(short());
    }
    Ok(())
}
