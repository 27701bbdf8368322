//! The image formats Doppel compares, how each is told (by its first bytes, else its
//! extension), how each is decoded, and which are off on this machine.
//!
//! JPEG, PNG, WebP, GIF, BMP and TIFF are the `image` crate's; PSD is the `psd` crate's
//! composite image; the camera RAW formats give the largest preview they embed (`raw.rs`);
//! HEIC/HEIF and AVIF are decoded by Debian's `heif-convert` (libheif, with libde265 for
//! HEVC and dav1d or aom for AV1) in a child process (`child.rs`, `heif.rs`), so a crash in
//! those C libraries ends only the child. Without `heif-convert` those two are off: the
//! scan says so in a notice, and the Settings too ([`format_support`]).

use std::path::{Path, PathBuf};

use image::ImageFormat;

use crate::system_tools::{is_executable, on_path};

/// An image format Doppel compares, as reports name it ([`Format::name`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    /// JPEG.
    Jpeg,
    /// PNG.
    Png,
    /// WebP.
    WebP,
    /// GIF, by its first frame.
    Gif,
    /// BMP.
    Bmp,
    /// TIFF.
    Tiff,
    /// HEIC or another HEIF image (HEVC inside).
    Heic,
    /// AV1 inside HEIF.
    Avif,
    /// Photoshop's format, by its composite image.
    Psd,
    /// A camera RAW file, by the preview it embeds.
    Raw(RawFormat),
}

/// The camera RAW formats, by their usual extension.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RawFormat {
    /// Canon, before 2018.
    Cr2,
    /// Canon, since 2018 (ISO base media, like HEIF).
    Cr3,
    /// Nikon.
    Nef,
    /// Sony.
    Arw,
    /// Adobe's Digital Negative, written by converters and some cameras and phones.
    Dng,
    /// Olympus, OM System.
    Orf,
    /// Panasonic.
    Rw2,
    /// Fujifilm.
    Raf,
}

impl RawFormat {
    const ALL: [RawFormat; 8] = [
        RawFormat::Cr2,
        RawFormat::Cr3,
        RawFormat::Nef,
        RawFormat::Arw,
        RawFormat::Dng,
        RawFormat::Orf,
        RawFormat::Rw2,
        RawFormat::Raf,
    ];

    fn name(self) -> &'static str {
        match self {
            RawFormat::Cr2 => "cr2",
            RawFormat::Cr3 => "cr3",
            RawFormat::Nef => "nef",
            RawFormat::Arw => "arw",
            RawFormat::Dng => "dng",
            RawFormat::Orf => "orf",
            RawFormat::Rw2 => "rw2",
            RawFormat::Raf => "raf",
        }
    }
}

/// How a format is decoded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decoder {
    /// By the `image` crate, in this process (as the window's own image loaders can).
    Builtin,
    /// By `heif-convert` in a child process.
    Heif,
    /// The largest preview the RAW file embeds, decoded in this process.
    Raw(RawFormat),
    /// By the `psd` crate, in this process.
    Psd,
}

impl Format {
    /// The short name reports give it ("jpeg", "heic", "dng"...), which the keep rule
    /// `format:NAME` matches.
    pub fn name(self) -> &'static str {
        match self {
            Format::Jpeg => "jpeg",
            Format::Png => "png",
            Format::WebP => "webp",
            Format::Gif => "gif",
            Format::Bmp => "bmp",
            Format::Tiff => "tiff",
            Format::Heic => "heic",
            Format::Avif => "avif",
            Format::Psd => "psd",
            Format::Raw(raw) => raw.name(),
        }
    }

    /// The format a report (or the cache) names.
    pub fn from_name(name: &str) -> Option<Format> {
        Some(match name {
            "jpeg" => Format::Jpeg,
            "png" => Format::Png,
            "webp" => Format::WebP,
            "gif" => Format::Gif,
            "bmp" => Format::Bmp,
            "tiff" => Format::Tiff,
            "heic" => Format::Heic,
            "avif" => Format::Avif,
            "psd" => Format::Psd,
            _ => Format::Raw(RawFormat::ALL.into_iter().find(|r| r.name() == name)?),
        })
    }

    /// How it is decoded.
    pub fn decoder(self) -> Decoder {
        match self {
            Format::Jpeg
            | Format::Png
            | Format::WebP
            | Format::Gif
            | Format::Bmp
            | Format::Tiff => Decoder::Builtin,
            Format::Heic | Format::Avif => Decoder::Heif,
            Format::Psd => Decoder::Psd,
            Format::Raw(raw) => Decoder::Raw(raw),
        }
    }

    /// The format of an `image` crate decoder, if Doppel compares it.
    pub(crate) fn from_builtin(format: ImageFormat) -> Option<Format> {
        Some(match format {
            ImageFormat::Jpeg => Format::Jpeg,
            ImageFormat::Png => Format::Png,
            ImageFormat::WebP => Format::WebP,
            ImageFormat::Gif => Format::Gif,
            ImageFormat::Bmp => Format::Bmp,
            ImageFormat::Tiff => Format::Tiff,
            _ => return None,
        })
    }

    /// The format an extension names (any case, no dot).
    fn from_extension(extension: &str) -> Option<Format> {
        Some(match extension.to_ascii_lowercase().as_str() {
            "jpg" | "jpeg" | "jpe" | "jfif" => Format::Jpeg,
            "png" => Format::Png,
            "webp" => Format::WebP,
            "gif" => Format::Gif,
            "bmp" => Format::Bmp,
            "tif" | "tiff" => Format::Tiff,
            "heic" | "heif" | "hif" => Format::Heic,
            "avif" => Format::Avif,
            "psd" => Format::Psd,
            other => Format::Raw(RawFormat::ALL.into_iter().find(|r| r.name() == other)?),
        })
    }
}

/// The format `path`'s extension names, if Doppel compares it.
pub fn format_of_path(path: &Path) -> Option<Format> {
    Format::from_extension(path.extension()?.to_str()?)
}

/// Whether `path` names an image Doppel compares, by its extension (whether or not its
/// decoder is installed: see [`is_off`]).
pub fn is_image_path(path: &Path) -> bool {
    format_of_path(path).is_some()
}

/// The format the first bytes of a file say, where they say one of those Doppel decodes
/// itself rather than through the `image` crate's guess: HEIF and AVIF (an `ftyp` box and
/// its brands), Canon's CR3 (the same box), Fujifilm's RAF and Photoshop's PSD.
pub(crate) fn sniff(head: &[u8]) -> Option<Format> {
    if head.starts_with(b"8BPS") {
        return Some(Format::Psd);
    }
    if head.starts_with(b"FUJIFILMCCD-RAW") {
        return Some(Format::Raw(RawFormat::Raf));
    }
    if head.get(4..8) != Some(b"ftyp") {
        return None;
    }
    let size = u32::from_be_bytes(head[0..4].try_into().ok()?) as usize;
    let ftyp = head.get(8..size.min(head.len()))?;
    let major = ftyp.get(0..4)?;
    // The major brand, then the compatible ones (after the minor version).
    let brands = std::iter::once(major).chain(ftyp.get(8..)?.chunks_exact(4));
    let mut heif = false;
    for brand in brands {
        match brand {
            b"crx " => return Some(Format::Raw(RawFormat::Cr3)),
            b"avif" | b"avis" => return Some(Format::Avif),
            b"heic" | b"heix" | b"heim" | b"heis" | b"hevc" | b"hevx" | b"mif1" | b"msf1" => {
                heif = true
            }
            _ => {}
        }
    }
    heif.then_some(Format::Heic)
}

/// One row of what the Settings and the docs tell of the formats.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormatSupport {
    /// The formats, as the user knows them ("HEIC/HEIF, AVIF").
    pub names: &'static str,
    /// Whether they are compared on this machine.
    pub on: bool,
    /// What turns them on where they are off: "heif-convert (Debian package
    /// libheif-examples)".
    pub needs: Option<&'static str>,
}

pub use crate::report::HEIF_TOOL;

/// The formats Doppel compares, and which are off on this machine (it looks for the
/// tools on `PATH`: not for a UI thread).
pub fn format_support() -> Vec<FormatSupport> {
    format_support_with(heif_tool().is_some())
}

/// The formats Doppel compares, with HEIC and AVIF on or off as `heif_on` says.
pub fn format_support_with(heif_on: bool) -> Vec<FormatSupport> {
    vec![
        FormatSupport {
            names: "JPEG, PNG, WebP, GIF, BMP, TIFF",
            on: true,
            needs: None,
        },
        FormatSupport {
            names: "HEIC/HEIF, AVIF",
            on: heif_on,
            needs: Some(HEIF_TOOL),
        },
        FormatSupport {
            names: "camera RAW (CR2, CR3, NEF, ARW, DNG, ORF, RW2, RAF)",
            on: true,
            needs: None,
        },
        FormatSupport {
            names: "PSD",
            on: true,
            needs: None,
        },
    ]
}

/// Whether files of `format` are left out, their decoder missing (`heif_on`: whether
/// [`heif_tool`] finds one, asked once per scan).
pub(crate) fn is_off(format: Format, heif_on: bool) -> bool {
    format.decoder() == Decoder::Heif && !heif_on
}

/// The environment variable naming the `heif-convert` to run instead of the one on `PATH`.
pub const HEIF_TOOL_VARIABLE: &str = "DOPPEL_HEIF_CONVERT";

/// The `heif-convert` to run: [`HEIF_TOOL_VARIABLE`] if set (none if that is no
/// program), else the first on `PATH`.
pub(crate) fn heif_tool() -> Option<PathBuf> {
    if let Some(chosen) = std::env::var_os(HEIF_TOOL_VARIABLE).filter(|v| !v.is_empty()) {
        let chosen = PathBuf::from(chosen);
        return is_executable(&chosen).then_some(chosen);
    }
    on_path("heif-convert")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_extensions_map_to_formats() {
        for name in [
            "jpeg", "png", "webp", "gif", "bmp", "tiff", "heic", "avif", "psd", "cr2", "cr3",
            "nef", "arw", "dng", "orf", "rw2", "raf",
        ] {
            assert_eq!(Format::from_name(name).map(Format::name), Some(name));
        }
        assert_eq!(Format::from_name("xcf"), None);
        assert_eq!(
            format_of_path(Path::new("a/IMG_1.HEIC")),
            Some(Format::Heic)
        );
        assert_eq!(
            format_of_path(Path::new("DSC_1.NEF")),
            Some(Format::Raw(RawFormat::Nef))
        );
        assert!(!is_image_path(Path::new("notes.txt")));
    }

    #[test]
    fn brands_tell_heic_avif_and_cr3() {
        assert_eq!(
            sniff(b"\0\0\0\x18ftypheic\0\0\0\0mif1heic"),
            Some(Format::Heic)
        );
        assert_eq!(
            sniff(b"\0\0\0\x1cftypavif\0\0\0\0avifmif1miaf"),
            Some(Format::Avif)
        );
        // An AVIF whose major brand is the generic one.
        assert_eq!(
            sniff(b"\0\0\0\x18ftypmif1\0\0\0\0mif1avif"),
            Some(Format::Avif)
        );
        assert_eq!(
            sniff(b"\0\0\0\x18ftypcrx \0\0\0\x01crx isom"),
            Some(Format::Raw(RawFormat::Cr3))
        );
        assert_eq!(sniff(b"\0\0\0\x18ftypisom\0\0\0\0isomavc1"), None);
        assert_eq!(sniff(b"8BPS\0\x01"), Some(Format::Psd));
        assert_eq!(sniff(b"\xff\xd8\xff\xe0"), None);
    }
}
