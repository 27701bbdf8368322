//! An image loader for the formats the window's own loaders (egui_extras, over the `image`
//! crate) cannot read: HEIC/HEIF, AVIF, camera RAW and PSD. Each is decoded by the engine
//! as a scan decodes it (HEIC and AVIF in a child process, every decoder contained, with
//! its size and time limits), shrunk to at most [`SHOWN_SIDE`] pixels a side, on a thread
//! of its own; the review shows a spinner meanwhile, and the reason if it cannot be read.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use egui::load::{ImageLoadResult, ImageLoader, ImagePoll, LoadError, SizeHint};
use egui::{ColorImage, Context};

use crate::engine::images::{Decoder, decode_for_display, format_of};

/// The largest side an image is shown at: sharper than any review panel.
const SHOWN_SIDE: u32 = 2048;

/// Whether the window's own loaders cannot read the image at `path`, so this one does.
pub fn needs_engine_loader(path: &Path) -> bool {
    format_of(path).is_some_and(|format| format.decoder() != Decoder::Builtin)
}

/// What became of one image.
enum Entry {
    Pending,
    Ready(Result<Arc<ColorImage>, String>),
}

/// The loader; install it with [`install`].
#[derive(Default)]
pub struct EngineImageLoader {
    images: Arc<Mutex<HashMap<String, Entry>>>,
}

/// Adds the loader to `ctx`, after egui_extras' loaders so it is asked first.
pub fn install(ctx: &Context) {
    ctx.add_image_loader(Arc::new(EngineImageLoader::default()));
}

impl ImageLoader for EngineImageLoader {
    fn id(&self) -> &str {
        concat!(module_path!(), "::EngineImageLoader")
    }

    fn load(&self, ctx: &Context, uri: &str, _size_hint: SizeHint) -> ImageLoadResult {
        let Some(path) = uri.strip_prefix("file://").map(PathBuf::from) else {
            return Err(LoadError::NotSupported);
        };
        if !needs_engine_loader(&path) {
            return Err(LoadError::NotSupported);
        }
        let mut images = self.images.lock().unwrap_or_else(|e| e.into_inner());
        match images.get(uri) {
            Some(Entry::Ready(Ok(image))) => Ok(ImagePoll::Ready {
                image: image.clone(),
            }),
            Some(Entry::Ready(Err(reason))) => Err(LoadError::Loading(reason.clone())),
            Some(Entry::Pending) => Ok(ImagePoll::Pending { size: None }),
            None => {
                images.insert(uri.to_string(), Entry::Pending);
                let (images, uri, ctx) = (self.images.clone(), uri.to_string(), ctx.clone());
                let spawned = std::thread::Builder::new()
                    .name("doppel-show-image".to_string())
                    .spawn(move || {
                        let loaded = decode_for_display(&path, SHOWN_SIDE)
                            .map(|pixels| {
                                let size = [pixels.width() as usize, pixels.height() as usize];
                                Arc::new(ColorImage::from_rgba_unmultiplied(size, pixels.as_raw()))
                            })
                            .map_err(|error| crate::i18n::skips::decode_error(&error));
                        images
                            .lock()
                            .unwrap_or_else(|e| e.into_inner())
                            .insert(uri, Entry::Ready(loaded));
                        ctx.request_repaint();
                    });
                match spawned {
                    Ok(_) => Ok(ImagePoll::Pending { size: None }),
                    Err(error) => Err(LoadError::Loading(error.to_string())),
                }
            }
        }
    }

    fn forget(&self, uri: &str) {
        self.images
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(uri);
    }

    fn forget_all(&self) {
        self.images
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clear();
    }

    fn byte_size(&self) -> usize {
        self.images
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .values()
            .map(|entry| match entry {
                Entry::Ready(Ok(image)) => image.pixels.len() * 4,
                _ => 0,
            })
            .sum()
    }

    fn has_pending(&self) -> bool {
        self.images
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .values()
            .any(|entry| matches!(entry, Entry::Pending))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::images::read_image;
    use std::time::{Duration, Instant};

    /// A Fujifilm RAF as far as Doppel reads one: the header, with the offset and length of
    /// the JPEG preview at byte 84, and the JPEG.
    fn raf(jpeg: &[u8]) -> Vec<u8> {
        let mut out = b"FUJIFILMCCD-RAW 0201FF129502".to_vec();
        out.resize(84, 0);
        out.extend(100u32.to_be_bytes());
        out.extend((jpeg.len() as u32).to_be_bytes());
        out.resize(100, 0);
        out.extend_from_slice(jpeg);
        out
    }

    fn poll(ctx: &Context, uri: &str) -> Result<Arc<ColorImage>, LoadError> {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            match ctx.try_load_image(uri, SizeHint::default()) {
                Ok(ImagePoll::Ready { image }) => return Ok(image),
                Ok(ImagePoll::Pending { .. }) if Instant::now() < deadline => {
                    std::thread::sleep(Duration::from_millis(10));
                }
                Ok(ImagePoll::Pending { .. }) => panic!("{uri} still loading"),
                Err(error) => return Err(error),
            }
        }
    }

    #[test]
    fn a_raw_file_is_shown_by_its_preview_and_a_damaged_one_says_why() {
        let dir = tempfile::tempdir().unwrap();
        let picture = image::RgbImage::from_fn(300, 200, |x, y| {
            image::Rgb([(x % 256) as u8, (y % 256) as u8, ((x + y) % 256) as u8])
        });
        let mut jpeg = std::io::Cursor::new(Vec::new());
        picture
            .write_to(&mut jpeg, image::ImageFormat::Jpeg)
            .unwrap();
        let path = dir.path().join("DSCF0001.RAF");
        std::fs::write(&path, raf(jpeg.get_ref())).unwrap();
        assert!(needs_engine_loader(&path));
        assert!(!needs_engine_loader(&dir.path().join("a.jpg")));

        let ctx = Context::default();
        install(&ctx);
        let uri = format!("file://{}", path.display());
        let image = poll(&ctx, &uri).unwrap();
        assert_eq!(image.size, [300, 200]);

        let cut = dir.path().join("cut.raf");
        let bytes = std::fs::read(&path).unwrap();
        std::fs::write(&cut, &bytes[..bytes.len() / 2]).unwrap();
        let reason = read_image(&cut).unwrap_err().to_string();
        let uri = format!("file://{}", cut.display());
        assert_eq!(poll(&ctx, &uri).unwrap_err(), LoadError::Loading(reason));
        // Not a format this loader reads: left to the others.
        assert!(matches!(
            ctx.try_load_image("file:///photo.png", SizeHint::default()),
            Err(LoadError::NoMatchingImageLoader { .. })
        ));
    }
}
