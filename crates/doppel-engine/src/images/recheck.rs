//! Two images measured again right before a cleanup acts on them, through the files it has
//! open: decoded as a scan decodes them (contained on a worker with a time limit, the pixel
//! size read from the header and refused past the limit, the shared pixel budget, the EXIF
//! orientation applied), fingerprinted alike, and compared by the same distance the scan's
//! grouping keeps a member within (the least Hamming distance between one image as shown
//! and the other turned or mirrored any way, either way round).
//!
//! The files are read through the caller's handles, by position, never by opening the
//! paths again: what is measured is what the caller will move or keep.

use std::fs::File;
use std::path::Path;

use super::decode::{DecodeError, Detail, decode_open_then, is_image_path};
use super::fingerprint::{FINGERPRINT_SIDE, ImagePrint, distance, fingerprint, hasher};
use crate::errors::describe_io_error;
use crate::verify::VerifyError;

/// An image read now through an open file: what [`OpenImage::distance`] compares.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpenImage {
    print: ImagePrint,
}

impl OpenImage {
    /// How far apart the two are, 0 to 64: the figure a scan reports between a member and
    /// its group's reference, and keeps within the chosen likeness's distance.
    pub fn distance(&self, other: &OpenImage) -> u32 {
        distance(&self.print, &other.print)
    }

    /// Width and height in pixels, as shown (after the EXIF orientation).
    pub fn size(&self) -> (u32, u32) {
        (self.print.width, self.print.height)
    }
}

/// Reads the image `file` holds now, through that handle (never reopening `path`, whose
/// extension must name an image format Doppel compares, as in a scan).
pub fn read_open_image(file: &File, path: &Path) -> Result<OpenImage, VerifyError> {
    if !is_image_path(path) {
        return Err(VerifyError::NotAnImage(
            "its name does not end in an image format Doppel compares".to_string(),
        ));
    }
    let metadata = file
        .metadata()
        .map_err(|e| VerifyError::Unreadable(describe_io_error(&e)))?;
    if !metadata.is_file() {
        return Err(VerifyError::Unreadable("not a regular file".to_string()));
    }
    let print = decode_open_then(file, path, Detail::AtLeast(FINGERPRINT_SIDE), |decoded| {
        fingerprint(&hasher(), &decoded)
    })
    .map_err(|error| {
        let reason = error.to_string();
        match error {
            DecodeError::TimedOut { .. } => VerifyError::TimedOut(reason),
            DecodeError::TooLarge(_) => VerifyError::TooLarge(reason),
            _ => VerifyError::NotAnImage(reason),
        }
    })?;
    // A scan leaves these out of the similar-image search altogether.
    if print.is_plain() {
        return Err(VerifyError::PlainImage);
    }
    Ok(OpenImage { print })
}

/// How far apart the images `a` and `b` hold now, 0 to 64, read (in parallel) through the
/// open files: the same distance a scan keeps a group's members within of its reference
/// (compare the result with the report's [`super::Likeness::distance`]). The paths' extensions must
/// name image formats, as a scan requires.
///
/// Either file failing gives its [`VerifyError`] (`a`'s when both fail); to tell which
/// file it was, read each with [`read_open_image`] and compare them with
/// [`OpenImage::distance`].
pub fn distance_of_open(
    a: &File,
    a_path: &Path,
    b: &File,
    b_path: &Path,
) -> Result<u32, VerifyError> {
    let (a, b) = rayon::join(|| read_open_image(a, a_path), || read_open_image(b, b_path));
    Ok(a?.distance(&b?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::images::Likeness;
    use image::imageops::FilterType;
    use image::{DynamicImage, ImageFormat, Rgb, RgbImage};

    /// A picture of blocks whose shades `seed` decides, smoothly lit: unlike for unlike
    /// seeds.
    fn picture(width: u32, height: u32, seed: u32) -> DynamicImage {
        DynamicImage::ImageRgb8(RgbImage::from_fn(width, height, |x, y| {
            let (bx, by) = (x * 12 / width, y * 9 / height);
            let mixed = (bx * 31 + by * 17 + seed * 101).wrapping_mul(2_654_435_761);
            let light = 0.7 + 0.3 * x as f32 / width as f32;
            let v = ((mixed >> 24) as f32 * light) as u8;
            Rgb([v, v, v / 2 + 40])
        }))
    }

    fn saved(image: &DynamicImage, dir: &Path, name: &str) -> (File, std::path::PathBuf) {
        let path = dir.join(name);
        image.save(&path).unwrap();
        (File::open(&path).unwrap(), path)
    }

    #[test]
    fn a_resized_turned_copy_is_near_and_another_picture_far() {
        let dir = tempfile::tempdir().unwrap();
        let original = picture(400, 300, 1);
        let (a, a_path) = saved(&original, dir.path(), "a.png");
        let copy = original.resize(200, 150, FilterType::Lanczos3).rotate90();
        let (b, b_path) = saved(&copy, dir.path(), "b.jpg");
        let (c, c_path) = saved(&picture(400, 300, 2), dir.path(), "c.png");

        let near = distance_of_open(&a, &a_path, &b, &b_path).unwrap();
        // Hard-edged blocks turned are binned a little differently (see the fingerprint's
        // tests): within the default step, not the strictest.
        assert!(near <= Likeness::default().distance(), "distance {near}");
        assert_eq!(distance_of_open(&b, &b_path, &a, &a_path), Ok(near));
        let far = distance_of_open(&a, &a_path, &c, &c_path).unwrap();
        assert!(far > Likeness::LooselySimilar.distance(), "distance {far}");
        assert_eq!(read_open_image(&b, &b_path).unwrap().size(), (150, 200));
    }

    #[test]
    fn an_emptied_flat_or_misnamed_image_is_not_measured() {
        let dir = tempfile::tempdir().unwrap();
        let (a, a_path) = saved(&picture(200, 150, 3), dir.path(), "a.png");
        let flat = DynamicImage::ImageRgb8(RgbImage::from_pixel(200, 150, Rgb([40, 90, 200])));
        let (b, b_path) = saved(&flat, dir.path(), "flat.png");
        assert_eq!(
            distance_of_open(&a, &a_path, &b, &b_path),
            Err(VerifyError::PlainImage)
        );

        std::fs::File::create(&a_path).unwrap();
        let emptied = distance_of_open(&a, &a_path, &b, &b_path).unwrap_err();
        assert!(matches!(emptied, VerifyError::NotAnImage(_)), "{emptied:?}");
        assert!(
            emptied
                .to_string()
                .starts_with("could not be read as an image")
        );

        let text = dir.path().join("notes.txt");
        picture(200, 150, 3)
            .save_with_format(&text, ImageFormat::Png)
            .unwrap();
        assert!(matches!(
            read_open_image(&File::open(&text).unwrap(), &text),
            Err(VerifyError::NotAnImage(_))
        ));
    }
}
