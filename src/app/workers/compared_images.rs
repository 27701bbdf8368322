//! Two similar images made comparable (see the engine's `images::compare`), as textures the
//! review's flicker and difference views draw, and which of the three views is shown.

use crate::engine::images::{ImageComparison, RgbaImage, compare_images};
use crate::report::ImageGroup;

/// The largest side the compared images are shown at: sharper than any review panel, small
/// enough that three textures take a few megabytes.
const SHOWN_SIDE: u32 = 1200;

/// How the review shows the selected image beside the group's reference.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ImageView {
    /// Each as it is, fitted to the same box.
    #[default]
    SideBySide,
    /// One over the other in turn, at the same size: a crop or an edit jumps out.
    Flicker,
    /// Where they differ, in red over the reference.
    Difference,
}

impl ImageView {
    pub const ALL: [ImageView; 3] = [
        ImageView::SideBySide,
        ImageView::Flicker,
        ImageView::Difference,
    ];

    pub fn label(self) -> String {
        match self {
            ImageView::SideBySide => crate::tr!("images-view-side-by-side"),
            ImageView::Flicker => crate::tr!("images-view-flicker"),
            ImageView::Difference => crate::tr!("images-view-difference"),
        }
    }
}

/// Which image of `group` is shown beside its reference when file `selected` is: that
/// one, or when the reference itself is selected, the image nearest it (so a group opens
/// on a comparison rather than the reference twice). `None` for a group of one.
pub fn compared_index(group: &ImageGroup, selected: usize) -> Option<usize> {
    if selected != group.reference && selected < group.files.len() {
        return Some(selected);
    }
    (0..group.files.len())
        .filter(|&i| i != group.reference)
        .min_by_key(|&i| (group.distances[i], i))
}

/// The reference and the selected image at one size, and their difference, on the GPU.
pub struct ComparedImages {
    pub reference: egui::TextureHandle,
    pub other: egui::TextureHandle,
    pub difference: egui::TextureHandle,
    /// Width over height of the three.
    pub aspect: f32,
    /// The share of pixels (0 to 1) that differ visibly.
    pub changed: f32,
    /// How the selected image was turned to match, if it was.
    pub turned: Option<crate::engine::images::Turn>,
}

impl std::fmt::Debug for ComparedImages {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ComparedImages")
            .field("changed", &self.changed)
            .field("turned", &self.turned)
            .finish_non_exhaustive()
    }
}

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
