//! Every skip reason in words: in English exactly as the engine's `Display` (the JSON
//! report's words), and grouped under one heading per kind.

use std::collections::BTreeSet;
use std::time::Duration;

use super::{skip_heading, skip_reason};
use crate::engine::images::DecodeError;
use crate::engine::near::DocumentProblem;
use crate::engine::near::fingerprint::TooShort;
use crate::engine::videos::VideoSkip;
use crate::i18n::{Lang, current};
use crate::report::{IoProblem, SkipReason};

/// The variant's name; the match fails to compile when `SkipReason` gains one, so it gets
/// a sample below.
fn variant(reason: &SkipReason) -> &'static str {
    match reason {
        SkipReason::Io { .. } => "Io",
        SkipReason::BrokenLink => "BrokenLink",
        SkipReason::LinkLoop => "LinkLoop",
        SkipReason::LinkNotFollowed => "LinkNotFollowed",
        SkipReason::NotRegularFile => "NotRegularFile",
        SkipReason::ChangedWhileRead => "ChangedWhileRead",
        SkipReason::ReplacedWhileRead => "ReplacedWhileRead",
        SkipReason::OwnFolder => "OwnFolder",
        SkipReason::RootInOwnFolder => "RootInOwnFolder",
        SkipReason::LinkIntoOwnFolder => "LinkIntoOwnFolder",
        SkipReason::TrashFolder => "TrashFolder",
        SkipReason::RootInTrash => "RootInTrash",
        SkipReason::LinkIntoTrash => "LinkIntoTrash",
        SkipReason::RootGone => "RootGone",
        SkipReason::NotThere => "NotThere",
        SkipReason::NotFileOrFolder => "NotFileOrFolder",
        SkipReason::Document { .. } => "Document",
        SkipReason::Unextractable { .. } => "Unextractable",
        SkipReason::ChangedWhileCompared => "ChangedWhileCompared",
        SkipReason::Image { .. } => "Image",
        SkipReason::Video { .. } => "Video",
        SkipReason::Words { .. } => "Words",
    }
}

/// How many variants [`variant`] names.
const VARIANTS: usize = 22;

fn samples() -> Vec<SkipReason> {
    let io = |problem| SkipReason::Io { problem };
    let image = |problem| SkipReason::Image { problem };
    let words = |text: &str| text.to_string();
    vec![
        io(IoProblem::PermissionDenied),
        io(IoProblem::Vanished),
        io(IoProblem::TooManyLinks),
        io(IoProblem::InputOutput),
        io(IoProblem::NameTooLong),
        io(IoProblem::StaleHandle),
        io(IoProblem::Other {
            words: words("Read-only file system (os error 30)"),
        }),
        SkipReason::BrokenLink,
        SkipReason::LinkLoop,
        SkipReason::LinkNotFollowed,
        SkipReason::NotRegularFile,
        SkipReason::ChangedWhileRead,
        SkipReason::ReplacedWhileRead,
        SkipReason::OwnFolder,
        SkipReason::RootInOwnFolder,
        SkipReason::LinkIntoOwnFolder,
        SkipReason::TrashFolder,
        SkipReason::RootInTrash,
        SkipReason::LinkIntoTrash,
        SkipReason::RootGone,
        SkipReason::NotThere,
        SkipReason::NotFileOrFolder,
        SkipReason::Document {
            problem: DocumentProblem::TooShort(TooShort { shingles: 2 }),
        },
        SkipReason::Document {
            problem: DocumentProblem::NotADocument,
        },
        SkipReason::Document {
            problem: DocumentProblem::Unreadable(words("permission denied")),
        },
        SkipReason::Unextractable {
            words: words("PDF is password-protected"),
        },
        SkipReason::ChangedWhileCompared,
        image(DecodeError::Unreadable(words("permission denied"))),
        image(DecodeError::NotAnImage(words(
            "a PSD without its composite image",
        ))),
        image(DecodeError::UnknownFormat),
        image(DecodeError::TooLarge(words(
            "too large (20000 × 20000 pixels)",
        ))),
        image(DecodeError::Damaged(words("damaged image (cut short)"))),
        image(DecodeError::Crashed(words("the decoder crashed"))),
        image(DecodeError::TimedOut(words(
            "the decoder took longer than 15 s",
        ))),
        image(DecodeError::DecoderMissing {
            tool: words("heif-convert (libheif-examples)"),
        }),
        SkipReason::Video {
            problem: VideoSkip::Unreadable(words("moov atom not found")),
        },
        SkipReason::Video {
            problem: VideoSkip::TimedOut(Duration::from_secs(60)),
        },
        SkipReason::Video {
            problem: VideoSkip::NoFrames,
        },
        SkipReason::Words {
            words: words("too short to compare as a document (3 distinct word triples)"),
        },
    ]
}

#[test]
fn the_samples_cover_every_skip_reason() {
    let covered: BTreeSet<&str> = samples().iter().map(variant).collect();
    assert_eq!(covered.len(), VARIANTS, "covered: {covered:?}");
}

#[test]
fn in_english_every_skip_reason_reads_as_the_engine_writes_it() {
    // Unit tests share one process and never change its language (English).
    assert_eq!(current(), Lang::En);
    for sample in samples() {
        assert_eq!(skip_reason(&sample), sample.to_string(), "{sample:?}");
    }
}

#[test]
fn reasons_of_one_kind_share_a_heading_and_other_kinds_do_not() {
    let short = |shingles| SkipReason::Document {
        problem: DocumentProblem::TooShort(TooShort { shingles }),
    };
    let damaged = |what: &str| SkipReason::Image {
        problem: DecodeError::Damaged(what.to_string()),
    };
    assert_eq!(skip_heading(&short(1)), skip_heading(&short(7)));
    assert_eq!(
        skip_heading(&damaged("cut short")),
        skip_heading(&damaged("bad Huffman code"))
    );
    // A report's words group with the typed reason they read as.
    let read_back = SkipReason::Words {
        words: short(3).to_string(),
    };
    assert_eq!(skip_heading(&read_back), skip_heading(&short(3)));
    let headings: BTreeSet<String> = samples().iter().map(skip_heading).collect();
    // Distinct kinds, distinct headings: all but the report's words read as a document too
    // short, the extractor's words grouped with an unreadable document, and the two ways
    // of not being an image Doppel reads.
    assert_eq!(headings.len(), samples().len() - 3, "{headings:#?}");
}
