//! Similar images: the same photo resized, recompressed, cropped a little, turned, mirrored
//! or edited. The same pipeline as documents: each distinct image content is decoded and
//! fingerprinted on the worker pool (`decode.rs`, `fingerprint.rs`, with what the EXIF data
//! says read by `metadata.rs`), every pair within the chosen distance is found exactly and
//! measured again (`search.rs`), and groups are built around one image each, without chains
//! (`group.rs`). `recheck.rs` measures two images again through open files, for a cleanup
//! about to act ([`distance_of_open`]); `compare.rs` makes two images comparable for the
//! review ([`compare_images`]).

mod child;
pub(crate) mod colour;
mod compare;
pub(crate) mod decode;
pub(crate) mod fingerprint;
pub(crate) mod formats;
mod group;
mod heif;
mod jpeg;
pub(crate) mod metadata;
mod psd;
mod raw;
mod recheck;
mod search;
pub(crate) mod shape;

use std::cmp::Ordering;

use rayon::prelude::*;

use crate::cache::ScanCache;
use crate::hardlinks::DistinctFile;
use crate::progress::{CancelToken, Phase, ProgressCounters};
use crate::report::{ImageGroup, ImageInfo, Notice, Skipped};
use decode::{Detail, decode_then, is_image_path};
use fingerprint::{FINGERPRINT_SIDE, ImagePrint, fingerprint, hasher};
use formats::{format_of_path, is_off};

pub use crate::report::{Likeness, likeness_words};
pub use crate::verify::VerifyError;
pub use child::{ChildEnd, ChildLimits};
pub use compare::{ImageComparison, RgbaImage, Turn, compare_images};
pub use decode::{
    Crash, Damage, DecodeError, ImageSummary, MAX_PIXELS, TooLarge, decode_for_display,
    read_heif_with, read_image,
};
pub use formats::{
    Decoder, Format, FormatSupport, HEIF_TOOL, HEIF_TOOL_VARIABLE, RawFormat,
    format_of_path as format_of, format_support, format_support_with,
};
pub use recheck::{OpenImage, distance_of_open, read_open_image};

/// Choices for the similar-image search.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ImageOptions {
    /// Look for similar images at all.
    pub find: bool,
    /// How alike they must be.
    pub likeness: Likeness,
}

/// Stands for the fingerprint format (the hasher's settings, the square, the orientations):
/// fingerprints the cache holds under another are made again. Change it with any of them.
const FINGERPRINT_KEY: i64 = 0x696d_6734; // "img4": with the colour and shape grids

/// What became of one image.
enum Read {
    /// Fingerprinted by an earlier scan, as the cache remembers.
    Known(ImagePrint),
    /// Fingerprinted now.
    Fresh(ImagePrint),
    /// Could not be decoded: not remembered, since some failures (a timeout) may not recur.
    Failed(DecodeError),
}

/// What the similar-image stage found.
#[derive(Debug, Default)]
pub(crate) struct ImageOutcome {
    pub(crate) groups: Vec<ImageGroup>,
    pub(crate) skipped: Vec<Skipped>,
    /// Images that could not be read: another scan may not meet the same failure.
    pub(crate) failures: usize,
    /// What the scan should say of the search itself: formats left out, their decoder
    /// missing.
    pub(crate) notices: Vec<Notice>,
}

/// Finds groups of similar images among `contents`, one file per distinct content,
/// decoding only the images `cache` has no fingerprint of and telling it the new ones.
pub(crate) fn find_images(
    contents: Vec<&DistinctFile>,
    options: &ImageOptions,
    cache: &mut ScanCache,
    progress: &ProgressCounters,
    cancel: &CancelToken,
) -> ImageOutcome {
    let mut outcome = ImageOutcome::default();
    let mut off = 0usize;
    let heif_on = formats::heif_tool().is_some();
    let candidates: Vec<&DistinctFile> = contents
        .into_iter()
        .filter(|f| is_image_path(&f.entry.path()))
        .filter(|f| {
            // Files of a format whose decoder is missing are left to the exact search.
            let left_out = format_of_path(&f.entry.path()).is_some_and(|f| is_off(f, heif_on));
            off += usize::from(left_out);
            !left_out
        })
        .collect();
    if off > 0 {
        outcome
            .notices
            .push(Notice::HeifToolMissing { images: off });
    }
    let total_bytes = candidates.iter().map(|f| f.entry.size).sum();
    if !candidates.is_empty() {
        crate::memory::map_large_allocations();
    }
    progress.begin(Phase::Images, candidates.len() as u64, total_bytes);
    let known = cache.known_images(&candidates, FINGERPRINT_KEY);
    let mut read: Vec<Option<Read>> = known
        .into_iter()
        .zip(&candidates)
        .map(|(print, file)| {
            print.map(|print| {
                progress.add(file.entry.size);
                Read::Known(print)
            })
        })
        .collect();
    read.par_iter_mut()
        .zip(&candidates)
        .filter(|(read, _)| read.is_none())
        .for_each(|(read, file)| {
            if cancel.is_cancelled() {
                return;
            }
            let print = decode_then(
                &file.entry.path(),
                Detail::AtLeast(FINGERPRINT_SIDE),
                |decoded| fingerprint(&hasher(), &decoded),
            );
            progress.add(file.entry.size);
            *read = Some(match print {
                Ok(print) => Read::Fresh(print),
                Err(reason) => Read::Failed(reason),
            });
        });

    let mut images: Vec<(&DistinctFile, ImagePrint)> = Vec::new();
    for (file, read) in candidates.into_iter().zip(read) {
        match read {
            Some(Read::Known(print)) => images.push((file, print)),
            Some(Read::Fresh(print)) => {
                cache.record_image(file, FINGERPRINT_KEY, print.clone());
                cache.checkpoint();
                images.push((file, print));
            }
            Some(Read::Failed(reason)) => {
                outcome.failures += 1;
                outcome
                    .skipped
                    .push(Skipped::new(file.entry.path(), reason));
            }
            None => {}
        }
    }
    if cancel.is_cancelled() {
        return outcome;
    }
    // Plain images would all be alike: they are left to the exact search.
    images.retain(|(_, print)| !print.is_plain());
    let pairs = search::pairs_within(&images, |(_, print)| print, options.likeness.distance());
    let clusters = group::clusters(images.len(), &pairs, |a, b| {
        prefer(&images[a as usize], &images[b as usize])
    });
    outcome.groups = clusters
        .iter()
        .map(|cluster| image_group(cluster, &images))
        .collect();
    outcome
}

/// The order references are taken in: most pixels, then the oldest file (of two photos
/// of one size, the copy edited or re-saved is usually the later one: an edit can make a
/// file larger, so size alone would pick the stamped copy), then the largest, then the
/// path.
fn prefer(a: &(&DistinctFile, ImagePrint), b: &(&DistinctFile, ImagePrint)) -> Ordering {
    let pixels =
        |(_, print): &(&DistinctFile, ImagePrint)| u64::from(print.width) * u64::from(print.height);
    pixels(b)
        .cmp(&pixels(a))
        .then(a.0.entry.modified.cmp(&b.0.entry.modified))
        .then(b.0.entry.size.cmp(&a.0.entry.size))
        .then_with(|| a.0.entry.cmp_path(&b.0.entry))
}

/// The report's form of a cluster: members in path order, the reference among them.
fn image_group(
    cluster: &group::ImageCluster,
    images: &[(&DistinctFile, ImagePrint)],
) -> ImageGroup {
    let mut members: Vec<(u32, u32)> = std::iter::once((cluster.reference, 0))
        .chain(cluster.members.iter().copied())
        .collect();
    members.sort_by(|&(a, _), &(b, _)| {
        images[a as usize]
            .0
            .entry
            .cmp_path(&images[b as usize].0.entry)
    });
    let reference = members
        .iter()
        .position(|&(i, _)| i == cluster.reference)
        .unwrap_or(0);
    ImageGroup {
        files: members
            .iter()
            .map(|&(i, _)| images[i as usize].0.record())
            .collect(),
        reference,
        distances: members.iter().map(|&(_, d)| d).collect(),
        images: members
            .iter()
            .map(|&(i, _)| {
                let print = &images[i as usize].1;
                ImageInfo {
                    width: print.width,
                    height: print.height,
                    format: print.format.name().to_string(),
                    taken: print.facts.taken.clone(),
                    camera: print.facts.camera.clone(),
                }
            })
            .collect(),
    }
}
