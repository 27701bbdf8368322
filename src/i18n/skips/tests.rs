//! Every skip reason in words: in English exactly as the engine's `Display` (the JSON
//! report's words), and grouped under one heading per kind.

use std::collections::BTreeSet;
use std::time::Duration;

use super::{skip_heading, skip_reason};
use crate::engine::images::{Crash, Damage, DecodeError, TooLarge};
use crate::engine::music::MusicSkip;
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
        SkipReason::Music { .. } => "Music",
        SkipReason::Words { .. } => "Words",
    }
}

/// How many variants [`variant`] names.
const VARIANTS: usize = 23;

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
        image(DecodeError::Unreadable(IoProblem::PermissionDenied)),
        image(DecodeError::NotRegularFile),
        image(DecodeError::UnknownFormat),
        image(DecodeError::Unsupported(words("PSD compression 3"))),
        image(DecodeError::TooLarge(TooLarge::Pixels {
            width: 50_000,
            height: 50_000,
        })),
        image(DecodeError::TooLarge(TooLarge::DecoderMemory)),
        image(DecodeError::TooLarge(TooLarge::PsdFile)),
        image(DecodeError::Damaged {
            raw: false,
            why: Damage::Decoder(words("Huffman code not found")),
        }),
        image(DecodeError::Crashed(Crash::CouldNotStart(words(
            "Permission denied (os error 13)",
        )))),
        image(DecodeError::Crashed(Crash::Signal {
            tool: words("heif-convert"),
            signal: 11,
        })),
        image(DecodeError::Crashed(Crash::Panicked(words(
            "image decoder crashed: index out of bounds",
        )))),
        image(DecodeError::TimedOut {
            limit: Duration::from_secs(20),
        }),
        image(DecodeError::TimedOut {
            limit: Duration::from_millis(1500),
        }),
        image(DecodeError::TimedOut {
            limit: Duration::from_millis(500),
        }),
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
        SkipReason::Video {
            problem: VideoSkip::NotAContainer(words("concat")),
        },
        SkipReason::Music {
            problem: MusicSkip::Unreadable(words("Invalid data found when processing input")),
        },
        SkipReason::Music {
            problem: MusicSkip::TimedOut(Duration::from_secs(300)),
        },
        SkipReason::Music {
            problem: MusicSkip::NoSound,
        },
        SkipReason::Music {
            problem: MusicSkip::NotAContainer(words("hls")),
        },
        SkipReason::Words {
            words: words("too short to compare as a document (3 distinct word triples)"),
        },
    ]
}

/// Every way an image is damaged, in an image and in a RAW file.
fn damages() -> Vec<Damage> {
    vec![
        Damage::EndsEarly,
        Damage::HeaderEndsEarly,
        Damage::NoSize,
        Damage::NoPixels,
        Damage::SizeGivenTwice,
        Damage::NotHeif,
        Damage::BoxPastEnd,
        Damage::BoxLength {
            kind: "ispe".to_string(),
            length: 1_048_576,
        },
        Damage::NoPicture,
        Damage::CompositeCutShort,
        Damage::NoPreview,
        Damage::PreviewTooLarge,
        Damage::PreviewEndsEarly,
        Damage::NotTiff,
        Damage::TooManyEntries,
        Damage::MoovTooLarge,
        Damage::NoImageTrack,
        Damage::NoMoov,
        Damage::Decoder("unexpected end of file".to_string()),
    ]
}

#[test]
fn in_english_every_damage_reads_as_the_engine_writes_it() {
    for why in damages() {
        for raw in [false, true] {
            let error = DecodeError::Damaged {
                raw,
                why: why.clone(),
            };
            assert_eq!(super::decode_error(&error), error.to_string(), "{error:?}");
        }
    }
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
    let damaged = |raw, why| SkipReason::Image {
        problem: DecodeError::Damaged { raw, why },
    };
    assert_eq!(skip_heading(&short(1)), skip_heading(&short(7)));
    assert_eq!(
        skip_heading(&damaged(false, Damage::EndsEarly)),
        skip_heading(&damaged(true, Damage::Decoder("bad Huffman code".into())))
    );
    // A report's words group with the typed reason they read as.
    let read_back = SkipReason::Words {
        words: short(3).to_string(),
    };
    assert_eq!(skip_heading(&read_back), skip_heading(&short(3)));
    // One of each kind of image failure, each under a heading of its own.
    let image = |problem| SkipReason::Image { problem };
    let kinds = [
        image(DecodeError::Unreadable(IoProblem::PermissionDenied)),
        image(DecodeError::UnknownFormat),
        image(DecodeError::TooLarge(TooLarge::PsdFile)),
        damaged(false, Damage::NoPixels),
        image(DecodeError::Crashed(Crash::Panicked("boom".into()))),
        image(DecodeError::TimedOut {
            limit: Duration::from_secs(20),
        }),
        image(DecodeError::DecoderMissing {
            tool: "heif-convert".into(),
        }),
    ];
    let headings: BTreeSet<String> = kinds.iter().map(skip_heading).collect();
    assert_eq!(headings.len(), kinds.len(), "{headings:#?}");
    // And every other kind of reason under its own, apart from the images'.
    let others: Vec<SkipReason> = samples()
        .into_iter()
        .filter(|reason| {
            !matches!(
                reason,
                SkipReason::Image { .. }
                    | SkipReason::Words { .. }
                    | SkipReason::Unextractable { .. }
            )
        })
        .collect();
    let headings: BTreeSet<String> = others.iter().map(skip_heading).collect();
    assert_eq!(headings.len(), others.len(), "{headings:#?}");
}
