//! Two similar images made comparable (see the engine's `images::compare`), as textures the
//! review's flicker and difference views draw: made on the review's worker
//! ([`super::review_jobs`]). Which images are compared is the model's (`compared_files.rs`).

use crate::app::model::ComparedImages;
use crate::engine::images::{ImageComparison, RgbaImage, compare_images};

/// The largest side the compared images are shown at: sharper than any review panel, small
/// enough that three textures take a few megabytes.
const SHOWN_SIDE: u32 = 1200;

/// Compares the two images and uploads the result; run on the review worker (textures can
/// be made from any thread).
pub fn compare(
    ctx: &egui::Context,
    reference: &std::path::Path,
    other: &std::path::Path,
) -> Result<ComparedImages, String> {
    let ImageComparison {
        reference: reference_pixels,
        other: other_pixels,
        difference,
        changed,
        turned,
    } = compare_images(reference, other, SHOWN_SIDE)?;
    let aspect = reference_pixels.width() as f32 / reference_pixels.height().max(1) as f32;
    let texture = |name: &str, pixels: RgbaImage| {
        let size = [pixels.width() as usize, pixels.height() as usize];
        let color = egui::ColorImage::from_rgba_unmultiplied(size, pixels.as_raw());
        ctx.load_texture(name, color, egui::TextureOptions::LINEAR)
    };
    Ok(ComparedImages {
        reference: texture("compared-reference", reference_pixels),
        other: texture("compared-other", other_pixels),
        difference: texture("compared-difference", difference),
        aspect,
        changed,
        turned,
    })
}
