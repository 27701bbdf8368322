//! What a keep rule is made of: an ordered list of [`Criterion`]s, each breaking the ties
//! the one before it left, and the places (`under ~/Photos`, `not under ~/Downloads/**`)
//! some of them name. How a rule reads, as a menu, a preview and `--keep` write it, lives
//! here too; reading one from text is `parse.rs`, and applying one is `decide.rs`.

use std::fmt;
use std::path::{Path, PathBuf};

use globset::GlobMatcher;

/// A folder, or a glob over whole paths, that a file lies in or not.
#[derive(Debug, Clone)]
pub enum Place {
    /// Inside this folder at any depth, by whole path components (`/a/photos` is not
    /// inside `/a/photo`). Absolute, and canonical when the folder existed when the rule
    /// was read, as a report's paths are.
    Folder(PathBuf),
    /// A path the glob matches (`*` stays within one component, `**` crosses them); the
    /// text as the user wrote it, and `~` made absolute.
    Glob {
        /// The pattern, absolute.
        pattern: String,
        /// The compiled pattern (boxed: it is large, and a place is carried in every
        /// reason a group was left alone).
        matcher: Box<GlobMatcher>,
    },
}

impl Place {
    /// Whether `path` lies in this place.
    pub fn holds(&self, path: &Path) -> bool {
        match self {
            Place::Folder(folder) => path.starts_with(folder),
            // A glob naming a folder (`~/Downloads/**`) holds what lies below it.
            Place::Glob { matcher, .. } => path.ancestors().any(|p| matcher.is_match(p)),
        }
    }

    /// The place as the user would write it.
    pub fn text(&self) -> String {
        match self {
            Place::Folder(folder) => folder.display().to_string(),
            Place::Glob { pattern, .. } => pattern.clone(),
        }
    }
}

impl PartialEq for Place {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Place::Folder(a), Place::Folder(b)) => a == b,
            (Place::Glob { pattern: a, .. }, Place::Glob { pattern: b, .. }) => a == b,
            _ => false,
        }
    }
}

impl Eq for Place {}

/// One step of a keep rule: which of the copies still in the running may be kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Criterion {
    /// Only copies inside the place; a group with none there is left alone.
    Under(Place),
    /// Only copies outside the place; a group with every copy there is left alone.
    NotUnder(Place),
    /// The most recently modified.
    Newest,
    /// The least recently modified.
    Oldest,
    /// The largest (in bytes; a folder's bytes for folders).
    Largest,
    /// The shortest full path, in bytes.
    ShortestPath,
    /// Of similar images, the most pixels. Files that are not similar images all count as
    /// equal (an exact group's copies have the same pixels).
    HighestResolution,
    /// Of similar images, the one taken first by its EXIF date; a dated image before an
    /// undated one, and images without dates equal.
    FirstTaken,
    /// Of similar music, the most bits per second; files that are not music all count as
    /// equal.
    HighestBitrate,
    /// Of similar music, a lossless file (FLAC, ALAC, WAV...) before a lossy one; files
    /// that are not music all count as equal.
    Lossless,
    /// Only copies in this format: an image's format as the scan read it, or else the
    /// file's extension (`pdf`, `jpeg`; `jpg` and `jpeg` are one); a group with none in it
    /// is left alone.
    Format(String),
    /// The copies with companion files beside them (see [`crate::companions`]): first those
    /// with a RAW beside them, then those with the most companions. Copies without any all
    /// count as equal, so it never leaves a group alone by itself.
    WithCompanions,
    /// The first as the group lists it (a report lists a group's files by path): always
    /// decides, so it ends a rule that must decide.
    First,
}

impl Criterion {
    /// The criterion as a rule's text writes it (what [`KeepRule::parse`] reads back).
    pub fn text(&self) -> String {
        match self {
            Criterion::Under(place) => format!("under:{}", place.text()),
            Criterion::NotUnder(place) => format!("not-under:{}", place.text()),
            Criterion::Newest => "newest".to_string(),
            Criterion::Oldest => "oldest".to_string(),
            Criterion::Largest => "largest".to_string(),
            Criterion::ShortestPath => "shortest-path".to_string(),
            Criterion::HighestResolution => "highest-resolution".to_string(),
            Criterion::FirstTaken => "first-taken".to_string(),
            Criterion::HighestBitrate => "highest-bitrate".to_string(),
            Criterion::Lossless => "lossless".to_string(),
            Criterion::Format(format) => format!("format:{format}"),
            Criterion::WithCompanions => "with-companions".to_string(),
            Criterion::First => "first".to_string(),
        }
    }

    /// The criterion in words, as a sentence continues "Keep …".
    pub fn words(&self) -> String {
        match self {
            Criterion::Under(place) => format!("the copy under {}", place.text()),
            Criterion::NotUnder(place) => format!("a copy not under {}", place.text()),
            Criterion::Newest => "the newest".to_string(),
            Criterion::Oldest => "the oldest".to_string(),
            Criterion::Largest => "the largest".to_string(),
            Criterion::ShortestPath => "the shortest path".to_string(),
            Criterion::HighestResolution => "the highest resolution".to_string(),
            Criterion::FirstTaken => "the first taken (EXIF date)".to_string(),
            Criterion::HighestBitrate => "the highest bitrate".to_string(),
            Criterion::Lossless => "a lossless file".to_string(),
            Criterion::Format(format) => format!("the {}", format.to_uppercase()),
            Criterion::WithCompanions => "the copy with its RAW or sidecars beside it".to_string(),
            Criterion::First => "the first listed".to_string(),
        }
    }
}

/// A keep rule: the criteria in order, each choosing among the copies the ones before it
/// left tied, as a chain of preferences. A place no copy lies in (`under`, `not-under`)
/// passes the choice on to the next criterion, and copies still tied after the last keep
/// the first by path: a stated tie-break that a preview counts. A `strict` rule leaves such
/// groups alone instead (with an [`super::Undecided`] saying why), as does a `format` no
/// copy is in, strict or not: a copy of another format is never kept as "the JPEG".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeepRule {
    criteria: Vec<Criterion>,
    strict: bool,
}

impl KeepRule {
    /// A rule of these criteria; `None` when there are none.
    pub fn new(criteria: Vec<Criterion>) -> Option<KeepRule> {
        (!criteria.is_empty()).then_some(KeepRule {
            criteria,
            strict: false,
        })
    }

    /// A rule of one criterion.
    pub fn only(criterion: Criterion) -> KeepRule {
        KeepRule {
            criteria: vec![criterion],
            strict: false,
        }
    }

    /// This rule with `criterion` after its own: it breaks the ties they leave.
    pub fn then(mut self, criterion: Criterion) -> KeepRule {
        self.criteria.push(criterion);
        self
    }

    /// This rule, strict or not: a strict rule leaves alone a group whose copies tie on
    /// every criterion, or that has no copy in a place it names, rather than keeping the
    /// first by path or passing the choice on.
    pub fn strict(mut self, strict: bool) -> KeepRule {
        self.strict = strict;
        self
    }

    /// Whether the rule is strict (see [`KeepRule::strict`]).
    pub fn is_strict(&self) -> bool {
        self.strict
    }

    /// The criteria, in the order they apply.
    pub fn criteria(&self) -> &[Criterion] {
        &self.criteria
    }

    /// The rule as a button or menu names it: "Keep the newest", "Keep the copy under
    /// ~/Photos, then the oldest".
    pub fn label(&self) -> String {
        let words: Vec<String> = self.criteria.iter().map(Criterion::words).collect();
        let strictly = if self.strict { " (strictly)" } else { "" };
        format!("Keep {}{strictly}", words.join(", then "))
    }

    /// The rule as text, as `--keep` and the Settings take it.
    pub fn text(&self) -> String {
        let mut texts: Vec<String> = self.criteria.iter().map(Criterion::text).collect();
        if self.strict {
            texts.push(STRICT.to_string());
        }
        texts.join(",")
    }
}

/// The word that makes a rule strict, as a rule's text writes it.
pub(super) const STRICT: &str = "strict";

impl fmt::Display for KeepRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}
