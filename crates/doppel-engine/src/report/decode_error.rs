//! Why an image could not be compared ([`DecodeError`]): typed, down to what is damaged in
//! it, so each front end says it in its language. `Display` is the English the scan's
//! skipped list, the JSON report and the logs carry. What a decoding library says in its
//! own words travels inside as those words.

use std::fmt;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::IoProblem;
use crate::format::thousands;

/// The largest image compared, in pixels: 120 megapixels holds every camera's photos and
/// most panoramas, and decodes in at most about 500 MB.
pub const MAX_PIXELS: u64 = 120_000_000;

/// Why an image could not be compared.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum DecodeError {
    /// The file could not be opened or read.
    Unreadable(IoProblem),
    /// Something other than a regular file stands at its path now.
    NotRegularFile,
    /// Not an image in any format Doppel reads (whatever its name says).
    UnknownFormat,
    /// An image in a format Doppel knows, in a form its decoder cannot read: what that form
    /// is, in the decoder's words ("PSD compression 3").
    Unsupported(String),
    /// Past a size limit.
    TooLarge(TooLarge),
    /// Damaged: cut short, or not as its format says. `raw` for a camera's RAW file.
    Damaged {
        /// Whether it is a RAW file (said so: "damaged RAW file").
        raw: bool,
        /// What is wrong.
        why: Damage,
    },
    /// The decoder crashed.
    Crashed(Crash),
    /// The decoder took longer than its time limit.
    TimedOut {
        /// The limit.
        limit: Duration,
    },
    /// The format's decoder is not installed on this machine.
    DecoderMissing {
        /// The tool and the Debian package that has it.
        tool: String,
    },
}

/// Which size limit an image is past.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TooLarge {
    /// Its header gives more pixels than [`MAX_PIXELS`].
    Pixels {
        /// Its width.
        width: u32,
        /// Its height.
        height: u32,
    },
    /// Its decoder would need more than 600 MiB.
    DecoderMemory,
    /// A PSD file of more than 1 GiB.
    PsdFile,
}

/// What is wrong in a damaged image.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Damage {
    /// It ends before its data does.
    EndsEarly,
    /// Its header ends early.
    HeaderEndsEarly,
    /// Its header gives no size.
    NoSize,
    /// It has no pixels (a width or height of 0).
    NoPixels,
    /// Its size is given two ways, and they differ.
    SizeGivenTwice,
    /// A HEIF file without its `meta` box.
    NotHeif,
    /// A box runs past the end of the file.
    BoxPastEnd,
    /// A box whose length cannot be right.
    BoxLength {
        /// The box's four-letter kind.
        kind: String,
        /// Its length in bytes.
        length: u64,
    },
    /// Its decoder ran but wrote no picture.
    NoPicture,
    /// Its composite image is cut short (PSD).
    CompositeCutShort,
    /// A RAW file without a preview Doppel can read.
    NoPreview,
    /// A RAW file's preview is larger than 256 MiB.
    PreviewTooLarge,
    /// A RAW file's preview ends early.
    PreviewEndsEarly,
    /// A RAW file that is not a TIFF structure.
    NotTiff,
    /// An image directory claims over 1000 entries.
    TooManyEntries,
    /// A CR3's `moov` box is too large.
    MoovTooLarge,
    /// A CR3 without an image track.
    NoImageTrack,
    /// A CR3 without its `moov` box.
    NoMoov,
    /// The decoding library's own words.
    Decoder(String),
}

/// How the decoder crashed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Crash {
    /// The decoder's process could not be started: the system's words.
    CouldNotStart(String),
    /// The decoder's process was killed by this signal.
    Signal {
        /// The decoder.
        tool: String,
        /// The signal's number.
        signal: i32,
    },
    /// The decoder panicked in this process: what the guard around it says.
    Panicked(String),
}

impl DecodeError {
    /// A damaged image (not a RAW file).
    pub(crate) fn damaged(why: Damage) -> DecodeError {
        DecodeError::Damaged { raw: false, why }
    }

    /// A damaged RAW file.
    pub(crate) fn damaged_raw(why: Damage) -> DecodeError {
        DecodeError::Damaged { raw: true, why }
    }

    /// The error for a system error reading the file.
    pub(crate) fn io(error: &std::io::Error) -> DecodeError {
        DecodeError::Unreadable(IoProblem::of(error))
    }
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecodeError::Unreadable(problem) => problem.fmt(f),
            DecodeError::NotRegularFile => f.write_str("not a regular file"),
            DecodeError::UnknownFormat => f.write_str("not an image in a format Doppel reads"),
            DecodeError::Unsupported(form) => {
                write!(f, "image in a form Doppel cannot read ({form})")
            }
            DecodeError::TooLarge(limit) => write!(f, "image too large to compare ({limit})"),
            DecodeError::Damaged { raw: false, why } => write!(f, "damaged image ({why})"),
            DecodeError::Damaged { raw: true, why } => write!(f, "damaged RAW file ({why})"),
            DecodeError::Crashed(Crash::CouldNotStart(problem)) => {
                write!(f, "could not start the image decoder: {problem}")
            }
            DecodeError::Crashed(Crash::Signal { tool, signal }) => write!(
                f,
                "image decoder crashed ({tool} was killed by signal {signal})"
            ),
            DecodeError::Crashed(Crash::Panicked(words)) => f.write_str(words),
            DecodeError::TimedOut { limit } => {
                f.write_str(&crate::extract::contain::timed_out("image decoder", *limit))
            }
            DecodeError::DecoderMissing { tool } => {
                write!(f, "its decoder is not installed: {tool}")
            }
        }
    }
}

impl fmt::Display for TooLarge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TooLarge::Pixels { width, height } => write!(
                f,
                "{} × {} pixels; the limit is {} megapixels",
                thousands(u64::from(*width)),
                thousands(u64::from(*height)),
                MAX_PIXELS / 1_000_000
            ),
            TooLarge::DecoderMemory => f.write_str("its decoder would need more than 600 MiB"),
            TooLarge::PsdFile => f.write_str("a PSD file of more than 1 GiB"),
        }
    }
}

impl fmt::Display for Damage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Damage::EndsEarly => f.write_str("it ends early"),
            Damage::HeaderEndsEarly => f.write_str("its header ends early"),
            Damage::NoSize => f.write_str("its header gives no size"),
            Damage::NoPixels => f.write_str("it has no pixels"),
            Damage::SizeGivenTwice => f.write_str("its size is given two ways"),
            Damage::NotHeif => f.write_str("no meta box: not a HEIF image"),
            Damage::BoxPastEnd => f.write_str("a box runs past the end of the file"),
            Damage::BoxLength { kind, length } => {
                write!(f, "its {kind} box is {} bytes", thousands(*length))
            }
            Damage::NoPicture => f.write_str("its decoder wrote no picture"),
            Damage::CompositeCutShort => f.write_str("its composite image is cut short"),
            Damage::NoPreview => f.write_str("no preview Doppel can read"),
            Damage::PreviewTooLarge => f.write_str("its preview is larger than 256 MiB"),
            Damage::PreviewEndsEarly => f.write_str("its preview ends early"),
            Damage::NotTiff => f.write_str("not a TIFF structure"),
            Damage::TooManyEntries => f.write_str("an image directory claims over 1000 entries"),
            Damage::MoovTooLarge => f.write_str("its moov box is too large"),
            Damage::NoImageTrack => f.write_str("no image track"),
            Damage::NoMoov => f.write_str("no moov box"),
            Damage::Decoder(words) => f.write_str(words),
        }
    }
}
