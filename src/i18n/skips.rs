//! Why a scan skipped a file or folder, in the current language: the engine's typed
//! [`SkipReason`] as both front ends list it ([`skip_reason`]), and the kind a list of
//! them is grouped under ([`skip_heading`]). The engine's `Display` is the English the JSON
//! report carries; in English the two read the same (a test checks every variant).
//!
//! What a decoder, an extractor or the system says in its own words stays in those words.

use crate::engine::images::DecodeError;
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
    }
}

/// Why an image could not be compared: the decoder's own words, or that it is missing.
pub fn decode_error(error: &DecodeError) -> String {
    match error {
        DecodeError::DecoderMissing { tool } => {
            tr!("skip-image-decoder-missing", tool = tool.as_str())
        }
        DecodeError::UnknownFormat => tr!("skip-image-unknown-format"),
        // The words of Doppel's decoders and of the libraries under them.
        other => other.to_string(),
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
            DecodeError::Unreadable(_) => tr!("skip-heading-image-unreadable"),
            DecodeError::NotAnImage(_) | DecodeError::UnknownFormat => {
                tr!("skip-heading-not-an-image")
            }
            DecodeError::TooLarge(_) => tr!("skip-heading-image-too-large"),
            DecodeError::Damaged(_) => tr!("skip-heading-image-damaged"),
            DecodeError::Crashed(_) => tr!("skip-heading-decoder-crashed"),
            DecodeError::TimedOut(_) => tr!("skip-heading-decoder-timed-out"),
            DecodeError::DecoderMissing { .. } => decode_error(problem),
        },
        SkipReason::Video {
            problem: VideoSkip::Unreadable(_),
        } => tr!("skip-heading-video-unreadable"),
        // Words only: their kind is what comes before any detail in parentheses.
        SkipReason::Words { words } => words.split(" (").next().unwrap_or(words).to_string(),
        other => skip_reason(other),
    }
}

#[cfg(test)]
mod tests;
