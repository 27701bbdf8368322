//! The engine's typed values in words, in the current language: the scan's phases, a keep
//! rule and why it left a group alone, what a cleanup did, how two videos share their
//! pictures, how much the ignore list hid, a document's format and why it could not be
//! compared. The engine's own `Display` of each is its English, kept for logs and tests;
//! both front ends show these instead. Why a cleanup left a file alone is
//! [`reasons`](super::reasons)'s, why a scan skipped one [`skips`](super::skips)'s, what a
//! scan tells at its end [`notices`](super::notices)'s.

use crate::engine::Phase;
use crate::engine::actions::Way;
use crate::engine::actions::{Criterion, Fallback, KeepRule, More, Undecided};
use crate::engine::extract::DocumentFormat;
use crate::engine::ignore::Hidden;
use crate::engine::near::DocumentProblem;
use crate::report::{SpanPair, SpanRelation, TagName, Tags, clock, two_names};
use crate::tr;

/// How alike two images are, for a hash distance: "the same picture" at 0, else the name
/// of the strictest step that groups it ("very similar"), "different" beyond the loosest
/// (the engine's `likeness_words`, in words of the current language).
pub fn likeness(distance: u32) -> String {
    use crate::engine::images::Likeness;
    if distance == 0 {
        return tr!("likeness-same");
    }
    match Likeness::ALL
        .into_iter()
        .find(|step| distance <= step.distance())
    {
        Some(Likeness::VerySimilar) => tr!("likeness-very-similar"),
        Some(Likeness::Similar) => tr!("likeness-similar"),
        Some(Likeness::Alike) => tr!("likeness-alike"),
        Some(Likeness::LooselySimilar) => tr!("likeness-loosely-similar"),
        None => tr!("likeness-different"),
    }
}

/// Why the text of a keep rule does not read as one ("'newst' is not a criterion …").
pub fn rule_error(error: &crate::engine::actions::rules::RuleError) -> String {
    use crate::engine::actions::rules::{CRITERIA_HELP, RuleError};
    match error {
        RuleError::Empty => tr!("rule-error-empty"),
        RuleError::Unknown {
            word,
            suggestion: None,
        } => tr!(
            "rule-error-unknown",
            word = word.as_str(),
            known = CRITERIA_HELP
        ),
        RuleError::Unknown {
            word,
            suggestion: Some(suggested),
        } => tr!(
            "rule-error-unknown-similar",
            word = word.as_str(),
            suggested = suggested.as_str(),
            known = CRITERIA_HELP
        ),
        RuleError::Missing(word) => tr!("rule-error-missing", word = word.as_str()),
        RuleError::Relative(place) => tr!("rule-error-relative", place = place.as_str()),
        RuleError::BadGlob { pattern, problem } => tr!(
            "rule-error-glob",
            pattern = pattern.as_str(),
            problem = problem.as_str()
        ),
        RuleError::NoHome => tr!("rule-error-no-home"),
    }
}

/// How a compared image was turned or mirrored to match ("turned a quarter clockwise").
pub fn turn(turn: crate::engine::images::Turn) -> String {
    use crate::engine::images::Turn;
    match turn {
        Turn::QuarterClockwise => tr!("turn-quarter-clockwise"),
        Turn::UpsideDown => tr!("turn-upside-down"),
        Turn::QuarterAnticlockwise => tr!("turn-quarter-anticlockwise"),
        Turn::Mirrored => tr!("turn-mirrored"),
        Turn::QuarterClockwiseMirrored => tr!("turn-quarter-clockwise-mirrored"),
        Turn::UpsideDownMirrored => tr!("turn-upside-down-mirrored"),
        Turn::QuarterAnticlockwiseMirrored => tr!("turn-quarter-anticlockwise-mirrored"),
    }
}

/// A scan's phase, as a progress line names it ("hashing contents").
pub fn phase(phase: Phase) -> String {
    match phase {
        Phase::Walking => tr!("phase-walking"),
        Phase::Prehashing => tr!("phase-prehashing"),
        Phase::Hashing => tr!("phase-hashing"),
        Phase::Folders => tr!("phase-folders"),
        Phase::Reading => tr!("phase-reading"),
        Phase::Comparing => tr!("phase-comparing"),
        Phase::Images => tr!("phase-images"),
        Phase::Videos => tr!("phase-videos"),
        Phase::Music => tr!("phase-music"),
        Phase::Done => tr!("phase-done"),
    }
}

/// A criterion as a sentence continues "Keep …" ("the newest").
pub fn criterion(criterion: &Criterion) -> String {
    match criterion {
        Criterion::Under(place) => tr!("criterion-under", place = place.text()),
        Criterion::NotUnder(place) => tr!("criterion-not-under", place = place.text()),
        Criterion::Newest => tr!("criterion-newest"),
        Criterion::Oldest => tr!("criterion-oldest"),
        Criterion::Largest => tr!("criterion-largest"),
        Criterion::ShortestPath => tr!("criterion-shortest-path"),
        Criterion::HighestResolution => tr!("criterion-highest-resolution"),
        Criterion::FirstTaken => tr!("criterion-first-taken"),
        Criterion::HighestBitrate => tr!("criterion-highest-bitrate"),
        Criterion::Lossless => tr!("criterion-lossless"),
        Criterion::Format(format) => tr!("criterion-format", format = format.to_uppercase()),
        Criterion::WithCompanions => tr!("criterion-with-companions"),
        Criterion::First => tr!("criterion-first"),
    }
}

/// A rule as a button or a summary names it: "Keep the copy under ~/Photos, then the
/// oldest".
pub fn rule_label(rule: &KeepRule) -> String {
    let mut criteria = rule.criteria().iter().map(criterion);
    let first = criteria.next().unwrap_or_default();
    let joined = criteria.fold(first, |so_far, next| {
        tr!("rule-then", before = so_far, next = next)
    });
    let label = tr!("rule-keep", criteria = joined);
    if rule.is_strict() {
        tr!("rule-strictly", rule = label)
    } else {
        label
    }
}

/// What decided a group past a rule's criteria (a place no copy is in, a tie).
pub fn fallback(fallback: &Fallback) -> String {
    match fallback {
        Fallback::PassedOn(Criterion::Under(place)) => {
            tr!("fallback-none-under", place = place.text())
        }
        Fallback::PassedOn(Criterion::NotUnder(place)) => {
            tr!("fallback-all-under", place = place.text())
        }
        Fallback::PassedOn(criterion) => {
            tr!("fallback-none-pass", criterion = criterion.text())
        }
        Fallback::FirstByPath => tr!("fallback-first-by-path"),
    }
}

/// Why a rule chose no copy of a group.
pub fn undecided(why: &Undecided) -> String {
    match why {
        Undecided::AllInTrash => tr!("undecided-all-in-trash"),
        Undecided::NoneMatch(Criterion::Under(place)) => {
            tr!("undecided-none-under", place = place.text())
        }
        Undecided::NoneMatch(Criterion::NotUnder(place)) => {
            tr!("undecided-all-under", place = place.text())
        }
        Undecided::NoneMatch(Criterion::Format(format)) => {
            tr!("undecided-no-format", format = format.to_uppercase())
        }
        Undecided::NoneMatch(criterion) => {
            tr!("undecided-none-pass", criterion = criterion.text())
        }
        Undecided::Tie => tr!("undecided-tie"),
        Undecided::HoldsAllOf { fuller, kept, more } => {
            let (fuller, kept) = two_names(fuller, kept);
            match *more {
                More::Words(words) => tr!(
                    "undecided-holds-words",
                    fuller = fuller,
                    kept = kept,
                    words = words
                ),
                More::Seconds(seconds) => tr!(
                    "undecided-holds-footage-more",
                    fuller = fuller,
                    kept = kept,
                    length = clock(seconds as f64)
                ),
            }
        }
        Undecided::HoldsFootage { trashed, kept } => {
            let (trashed, kept) = two_names(trashed, kept);
            tr!("undecided-holds-footage", trashed = trashed, kept = kept)
        }
        Undecided::CompanionOnlyHere { photo, companion } => {
            let (photo, companion) = two_names(photo, companion);
            tr!(
                "undecided-companion-only-here",
                photo = photo,
                companion = companion
            )
        }
    }
}

/// What a cleanup did, as `doppel restore --list` names it.
pub fn cleanup_way(way: Option<Way>) -> String {
    match way {
        Some(Way::Trash) => tr!("cleanup-kind-trash"),
        Some(Way::HardLink) => tr!("cleanup-kind-hard-links"),
        Some(Way::Clone) => tr!("cleanup-kind-clones"),
        None => "-".to_string(),
    }
}

/// Two videos of a group, `a` and `b` naming them: "a.mp4 is b.mp4 from 0:12 for 0:30".
pub fn video_pair(pair: &SpanPair, a: &str, b: &str) -> String {
    let length = clock(pair.length);
    match pair.relation {
        SpanRelation::Same => tr!("video-same", a = a, b = b, length = length),
        SpanRelation::PartOf => tr!(
            "video-part-of",
            a = a,
            b = b,
            b_start = clock(pair.b_start),
            length = length
        ),
        SpanRelation::Overlap => tr!(
            "video-overlap",
            a = a,
            a_start = clock(pair.a_start),
            b = b,
            b_start = clock(pair.b_start),
            length = length
        ),
    }
}

/// How two music files of a group share their sound, in words, with the pair's score:
/// "a.mp3 and b.flac are the same recording (3:02 in common, score 97 %)".
pub fn music_pair(pair: &SpanPair, a: &str, b: &str) -> String {
    let length = clock(pair.length);
    let score = (pair.matched * 100.0).round() as u64;
    match pair.relation {
        SpanRelation::Same | SpanRelation::Overlap => {
            tr!("music-same", a = a, b = b, length = length, score = score)
        }
        SpanRelation::PartOf => tr!(
            "music-part-of",
            a = a,
            b = b,
            b_start = clock(pair.b_start),
            length = length,
            score = score
        ),
    }
}

/// A music file's tags on one line, those it has: "Artist – Title · Album (track 3, 1998)".
pub fn tags_line(tags: &Tags) -> String {
    let mut line = String::new();
    match (&tags.artist, &tags.title) {
        (Some(artist), Some(title)) => line.push_str(&format!("{artist} – {title}")),
        (Some(one), None) | (None, Some(one)) => line.push_str(one),
        (None, None) => {}
    }
    if let Some(album) = &tags.album {
        if !line.is_empty() {
            line.push_str(" · ");
        }
        line.push_str(album);
    }
    let numbers: Vec<String> = [
        tags.track.map(|n| tr!("tag-track-number", number = n)),
        tags.year.map(|y| y.to_string()),
    ]
    .into_iter()
    .flatten()
    .collect();
    if !numbers.is_empty() {
        line.push_str(&format!(" ({})", numbers.join(", ")));
    }
    line
}

/// The name of a music file's tag, as the review labels it ("Title").
pub fn tag_name(tag: TagName) -> String {
    match tag {
        TagName::Title => tr!("tag-title"),
        TagName::Artist => tr!("tag-artist"),
        TagName::Album => tr!("tag-album"),
        TagName::Track => tr!("tag-track"),
        TagName::Year => tr!("tag-year"),
    }
}

/// How much the ignore list hid, or `None` when it hid nothing.
pub fn hidden(hidden: Hidden) -> Option<String> {
    match (hidden.groups, hidden.members) {
        (0, 0) => None,
        (groups, 0) => Some(tr!("hidden-groups", groups = groups)),
        (0, files) => Some(tr!("hidden-files", files = files)),
        (groups, files) => Some(tr!(
            "hidden-groups-and-files",
            groups = groups,
            files = files
        )),
    }
}

/// A document format by the name people know it by ("plain text", "PDF").
pub fn document_format(format: DocumentFormat) -> String {
    match format {
        DocumentFormat::PlainText => tr!("format-plain-text"),
        // The others are names, the same in every language.
        other => other.label().to_string(),
    }
}

/// Why a file could not be compared as a document.
pub fn document_problem(problem: &DocumentProblem) -> String {
    match problem {
        DocumentProblem::TooShort(short) => tr!(
            "document-too-short",
            triples = short.shingles,
            needed = crate::engine::near::fingerprint::MIN_SHINGLES
        ),
        DocumentProblem::NotADocument => tr!("document-not-a-document"),
        DocumentProblem::Unreadable(reason) => {
            tr!("document-unreadable", reason = reason.as_str())
        }
    }
}
