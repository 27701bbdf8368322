//! Photoshop's PSD: the composite image (the flattened picture Photoshop saves beside the
//! layers, "maximize compatibility"), read by the `psd` crate. The caller has checked the
//! size the header gives; the crate parses the whole file, on the caller's contained worker.

use image::RgbaImage;

use super::decode::DecodeError;

/// The composite image of the PSD file `bytes`, whose header says `width` × `height`.
pub(crate) fn composite(bytes: &[u8], width: u32, height: u32) -> Result<RgbaImage, DecodeError> {
    let file = ::psd::Psd::from_bytes(bytes)
        .map_err(|e| DecodeError::Damaged(format!("damaged image ({e})")))?;
    if (file.width(), file.height()) != (width, height) {
        return Err(DecodeError::Damaged(
            "damaged image (its size is given two ways)".to_string(),
        ));
    }
    RgbaImage::from_raw(width, height, file.rgba()).ok_or_else(|| {
        DecodeError::Damaged("damaged image (its composite image is cut short)".to_string())
    })
}
