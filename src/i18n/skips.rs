//! Why a scan skipped a file or folder, in the current language: the engine's typed
//! [`SkipReason`] as both front ends list it ([`skip_reason`]), and the kind a list of
//! them is grouped under ([`skip_heading`]). The engine's `Display` is the English the JSON
//! report carries; in English the two read the same (a test checks every variant).
//!
//! What a decoding library, an extractor or the system says in its own words stays in
//! those words.

use std::time::Duration;

use crate::engine::images::{Crash, Damage, DecodeError, MAX_PIXELS, TooLarge};
use crate::engine::music::MusicSkip;
use crate::engine::videos::VideoSkip;
use crate::i18n::words::document_problem;
use crate::report::{IoProblem, SkipReason};
use crate::tr;

/// A system error met reading a file or folder.
pub fn io_problem(problem: &IoProblem) -> String {
    match problem {
        IoProblem::PermissionDenied => tr!("skip-io-permission-denied"),
        IoProblem::Vanished => tr!("skip-io-vanished"),
        IoProblem::TooManyLinks => tr!("skip-io-too-many-links"),
        IoProblem::InputOutput => tr!("skip-io-input-output"),
        IoProblem::NameTooLong => tr!("skip-io-name-too-long"),
        IoProblem::StaleHandle => tr!("skip-io-stale-handle"),
        // The system's own words.
        IoProblem::Other { words } => words.clone(),
    }
}

/// Why a video could not be compared.
pub fn video_skip(skip: &VideoSkip) -> String {
    match skip {
        VideoSkip::Unreadable(why) => tr!("skip-video-unreadable", why = why.as_str()),
        VideoSkip::TimedOut(limit) => tr!("skip-video-timed-out", seconds = limit.as_secs()),
        VideoSkip::NoFrames => tr!("skip-video-no-frames"),
        VideoSkip::NotAContainer(format) => {
            tr!("skip-video-not-a-container", format = format.as_str())
        }
    }
}

/// Why a music file could not be compared.
pub fn music_skip(skip: &MusicSkip) -> String {
    match skip {
        MusicSkip::Unreadable(why) => tr!("skip-music-unreadable", why = why.as_str()),
        MusicSkip::TimedOut(limit) => tr!("skip-music-timed-out", seconds = limit.as_secs()),
        MusicSkip::NoSound => tr!("skip-music-no-sound"),
        MusicSkip::NotAContainer(format) => {
            tr!("skip-music-not-a-container", format = format.as_str())
        }
    }
}

/// Why an image could not be compared.
pub fn decode_error(error: &DecodeError) -> String {
    match error {
        DecodeError::Unreadable(problem) => io_problem(problem),
        DecodeError::NotRegularFile => tr!("skip-not-regular-file"),
        DecodeError::UnknownFormat => tr!("skip-image-unknown-format"),
        // The decoder's words for the form it cannot read.
        DecodeError::Unsupported(form) => tr!("image-unsupported", form = form.as_str()),
        DecodeError::TooLarge(limit) => tr!("image-too-large", limit = too_large(limit)),
        DecodeError::Damaged { raw: false, why } => tr!("image-damaged", why = damage(why)),
        DecodeError::Damaged { raw: true, why } => tr!("image-damaged-raw", why = damage(why)),
        DecodeError::Crashed(Crash::CouldNotStart(problem)) => {
            tr!("image-could-not-start", problem = problem.as_str())
        }
        DecodeError::Crashed(Crash::Signal { tool, signal }) => tr!(
            "image-killed",
            tool = tool.as_str(),
            signal = (i64::from(*signal))
        ),
        // What the guard around the decoder said of its panic.
        DecodeError::Crashed(Crash::Panicked(words)) => words.clone(),
        DecodeError::TimedOut { limit } => timed_out(*limit),
        DecodeError::DecoderMissing { tool } => {
            tr!("skip-image-decoder-missing", tool = tool.as_str())
        }
    }
}

/// Which size limit an image is past.
fn too_large(limit: &TooLarge) -> String {
    match limit {
        TooLarge::Pixels { width, height } => tr!(
            "image-too-large-pixels",
            width = (u64::from(*width)),
            height = (u64::from(*height)),
            megapixels = (MAX_PIXELS / 1_000_000)
        ),
        TooLarge::DecoderMemory => tr!("image-too-large-memory"),
        TooLarge::PsdFile => tr!("image-too-large-psd"),
    }
}

/// The image decoder's time limit, as it was passed.
fn timed_out(limit: Duration) -> String {
    let millis = limit.as_millis();
    if millis >= 1000 && millis.is_multiple_of(1000) {
        tr!("image-timed-out-seconds", seconds = (limit.as_secs()))
    } else if millis >= 1000 {
        let seconds = crate::i18n::decimal(limit.as_secs_f64(), 1);
        tr!("image-timed-out-seconds", seconds = seconds)
    } else {
        tr!(
            "image-timed-out-milliseconds",
            milliseconds = (millis as u64)
        )
    }
}

/// What is wrong in a damaged image.
fn damage(why: &Damage) -> String {
    match why {
        Damage::EndsEarly => tr!("damage-ends-early"),
        Damage::HeaderEndsEarly => tr!("damage-header-ends-early"),
        Damage::NoSize => tr!("damage-no-size"),
        Damage::NoPixels => tr!("damage-no-pixels"),
        Damage::SizeGivenTwice => tr!("damage-size-given-twice"),
        Damage::NotHeif => tr!("damage-not-heif"),
        Damage::BoxPastEnd => tr!("damage-box-past-end"),
        Damage::BoxLength { kind, length } => tr!(
            "damage-box-length",
            kind = kind.as_str(),
            length = (*length)
        ),
        Damage::NoPicture => tr!("damage-no-picture"),
        Damage::CompositeCutShort => tr!("damage-composite-cut-short"),
        Damage::NoPreview => tr!("damage-no-preview"),
        Damage::PreviewTooLarge => tr!("damage-preview-too-large"),
        Damage::PreviewEndsEarly => tr!("damage-preview-ends-early"),
        Damage::NotTiff => tr!("damage-not-tiff"),
        Damage::TooManyEntries => tr!("damage-too-many-entries"),
        Damage::MoovTooLarge => tr!("damage-moov-too-large"),
        Damage::NoImageTrack => tr!("damage-no-image-track"),
        Damage::NoMoov => tr!("damage-no-moov"),
        // The decoding library's own words.
        Damage::Decoder(words) => words.clone(),
    }
}

/// A skipped file's reason, as it follows its path ("/a/b: permission denied").
pub fn skip_reason(reason: &SkipReason) -> String {
    match reason {
        SkipReason::Io { problem } => io_problem(problem),
        SkipReason::BrokenLink => tr!("skip-broken-link"),
        SkipReason::LinkLoop => tr!("skip-link-loop"),
        SkipReason::LinkNotFollowed => tr!("skip-link-not-followed"),
        SkipReason::NotRegularFile => tr!("skip-not-regular-file"),
        SkipReason::ChangedWhileRead => tr!("skip-changed-while-read"),
        SkipReason::ReplacedWhileRead => tr!("skip-replaced-while-read"),
        SkipReason::OwnFolder => tr!("skip-own-folder"),
        SkipReason::RootInOwnFolder => tr!("skip-root-in-own-folder"),
        SkipReason::LinkIntoOwnFolder => tr!("skip-link-into-own-folder"),
        SkipReason::TrashFolder => tr!("skip-trash-folder"),
        SkipReason::RootInTrash => tr!("skip-root-in-trash"),
        SkipReason::LinkIntoTrash => tr!("skip-link-into-trash"),
        SkipReason::RootGone => tr!("skip-root-gone"),
        SkipReason::NotThere => tr!("skip-not-there"),
        SkipReason::NotFileOrFolder => tr!("skip-not-file-or-folder"),
        SkipReason::Document { problem } => document_problem(problem),
        // The extractor's own words.
        SkipReason::Unextractable { words } => words.clone(),
        SkipReason::ChangedWhileCompared => tr!("skip-changed-while-compared"),
        SkipReason::Image { problem } => decode_error(problem),
        SkipReason::Video { problem } => video_skip(problem),
        SkipReason::Music { problem } => music_skip(problem),
        // A report's words, as it was written.
        SkipReason::Words { words } => words.clone(),
    }
}

/// The kind of reason a list of skipped files is grouped under ("permission denied",
/// "damaged image"): the reason itself where it is one of a few, its kind where it carries
/// words of its own.
pub fn skip_heading(reason: &SkipReason) -> String {
    use crate::engine::near::DocumentProblem;
    match reason {
        SkipReason::Io {
            problem: IoProblem::Other { .. },
        } => tr!("skip-heading-unreadable"),
        SkipReason::Document {
            problem: DocumentProblem::TooShort(_),
        } => tr!("skip-heading-too-short"),
        SkipReason::Document {
            problem: DocumentProblem::Unreadable(_),
        }
        | SkipReason::Unextractable { .. } => tr!("skip-heading-document-unreadable"),
        SkipReason::Image { problem } => match problem {
            DecodeError::Unreadable(_) | DecodeError::NotRegularFile => {
                tr!("skip-heading-image-unreadable")
            }
            DecodeError::Unsupported(_) | DecodeError::UnknownFormat => {
                tr!("skip-heading-not-an-image")
            }
            DecodeError::TooLarge(_) => tr!("skip-heading-image-too-large"),
            DecodeError::Damaged { .. } => tr!("skip-heading-image-damaged"),
            DecodeError::Crashed(_) => tr!("skip-heading-decoder-crashed"),
            DecodeError::TimedOut { .. } => tr!("skip-heading-decoder-timed-out"),
            DecodeError::DecoderMissing { .. } => decode_error(problem),
        },
        SkipReason::Video {
            problem: VideoSkip::Unreadable(_),
        } => tr!("skip-heading-video-unreadable"),
        SkipReason::Video {
            problem: VideoSkip::NotAContainer(_),
        } => tr!("skip-heading-video-not-a-container"),
        SkipReason::Music {
            problem: MusicSkip::Unreadable(_),
        } => tr!("skip-heading-music-unreadable"),
        SkipReason::Music {
            problem: MusicSkip::NotAContainer(_),
        } => tr!("skip-heading-music-not-a-container"),
        // Words only: their kind is what comes before any detail in parentheses.
        SkipReason::Words { words } => words.split(" (").next().unwrap_or(words).to_string(),
        other => skip_reason(other),
    }
}

#[cfg(test)]
mod tests;
