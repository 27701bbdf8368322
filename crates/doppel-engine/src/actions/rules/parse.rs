//! Reading a keep rule from text, as `doppel clean --keep` and the Settings take it:
//! criteria separated by commas, in order (`under:~/Photos,oldest`). A place is a folder or
//! a glob; `~` is the home folder, and a folder that exists is made canonical, as a
//! report's paths are. What is wrong with a rule is a [`RuleError`].

use std::fmt;
use std::path::{Path, PathBuf};

use globset::GlobBuilder;

use super::criterion::{Criterion, KeepRule, Place, STRICT};

/// Why a text is not a keep rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleError {
    /// There is no criterion in it.
    Empty,
    /// A word that names no criterion.
    Unknown {
        /// The word as written.
        word: String,
        /// The criterion it was likely meant to be, written as a rule takes it (`newest`
        /// for `newset`, `under:~/Photos` for `undr:~/Photos`); `None` when no criterion
        /// is near enough ([`crate::spelling::nearest`]).
        suggestion: Option<String>,
    },
    /// `under:` or `not-under:` with no place after it, or `format:` with no format.
    Missing(String),
    /// A place that is neither absolute nor starts with `~`.
    Relative(String),
    /// A glob that does not compile.
    BadGlob {
        /// The pattern as written.
        pattern: String,
        /// What the glob library said.
        problem: String,
    },
    /// The home folder is needed for `~` and is not known.
    NoHome,
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::Empty => write!(f, "the rule is empty: give at least one criterion"),
            RuleError::Unknown {
                word,
                suggestion: None,
            } => write!(f, "'{word}' is not a criterion (known: {CRITERIA_HELP})"),
            RuleError::Unknown {
                word,
                suggestion: Some(suggested),
            } => write!(
                f,
                "'{word}' is not a criterion; did you mean '{suggested}'? (known: {CRITERIA_HELP})"
            ),
            RuleError::Missing(word) => write!(f, "'{word}' needs a value after the colon"),
            RuleError::Relative(place) => write!(
                f,
                "'{place}' is not an absolute place: start it with / or ~"
            ),
            RuleError::BadGlob { pattern, problem } => {
                write!(f, "'{pattern}' is not a valid glob: {problem}")
            }
            RuleError::NoHome => write!(f, "'~' needs a home folder, and HOME is not set"),
        }
    }
}

impl std::error::Error for RuleError {}

/// The criteria a rule may name, as help texts list them.
pub const CRITERIA_HELP: &str = "under:PLACE, not-under:PLACE, newest, oldest, largest, \
                                 shortest-path, highest-resolution, first-taken, \
                                 highest-bitrate, lossless, format:EXT, with-companions, first (and strict)";

impl KeepRule {
    /// Reads a rule: criteria separated by commas, spaces around them ignored, and the
    /// word `strict` anywhere among them making the rule strict ([`KeepRule::strict`]).
    /// The names of the older single-choice options (`keep-newest`, `keep-jpeg`, …) are
    /// read as the criterion they name.
    pub fn parse(text: &str) -> Result<KeepRule, RuleError> {
        let home = std::env::var_os("HOME").map(PathBuf::from);
        KeepRule::parse_with_home(text, home.as_deref())
    }

    /// [`KeepRule::parse`] with `~` standing for `home`.
    pub fn parse_with_home(text: &str, home: Option<&Path>) -> Result<KeepRule, RuleError> {
        let words: Vec<&str> = text
            .split(',')
            .map(str::trim)
            .filter(|word| !word.is_empty())
            .collect();
        let strict = words.iter().any(|word| word.eq_ignore_ascii_case(STRICT));
        let criteria = words
            .into_iter()
            .filter(|word| !word.eq_ignore_ascii_case(STRICT))
            .map(|word| criterion(word, home))
            .collect::<Result<Vec<_>, _>>()?;
        KeepRule::new(criteria)
            .map(|rule| rule.strict(strict))
            .ok_or(RuleError::Empty)
    }
}

impl std::str::FromStr for KeepRule {
    type Err = RuleError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        KeepRule::parse(text)
    }
}

fn criterion(word: &str, home: Option<&Path>) -> Result<Criterion, RuleError> {
    if let Some((name, value)) = word.split_once(':') {
        let value = value.trim();
        if value.is_empty() {
            return Err(RuleError::Missing(word.to_string()));
        }
        return match name.trim().to_ascii_lowercase().as_str() {
            "under" => Ok(Criterion::Under(place(value, home)?)),
            "not-under" => Ok(Criterion::NotUnder(place(value, home)?)),
            "format" => Ok(Criterion::Format(format_name(value))),
            _ => Err(unknown(word)),
        };
    }
    let lower = word.to_ascii_lowercase();
    // The older options' names (`--near keep-newest`, `--images keep-jpeg`) still read.
    let (older, name) = match lower.strip_prefix("keep-") {
        Some(name) => (true, name),
        None => (false, lower.as_str()),
    };
    Ok(match name {
        "newest" => Criterion::Newest,
        "oldest" => Criterion::Oldest,
        "largest" => Criterion::Largest,
        "shortest-path" => Criterion::ShortestPath,
        "highest-resolution" => Criterion::HighestResolution,
        "first-taken" => Criterion::FirstTaken,
        "highest-bitrate" if !older => Criterion::HighestBitrate,
        "lossless" if !older => Criterion::Lossless,
        "with-companions" if !older => Criterion::WithCompanions,
        "first" => Criterion::First,
        "jpeg" | "jpg" | "png" | "webp" | "tiff" | "gif" | "bmp" if older => {
            Criterion::Format(format_name(name))
        }
        _ => return Err(unknown(word)),
    })
}

/// The names of the criteria that take no value, as a rule writes them (and the word that
/// makes a rule strict).
const PLAIN_CRITERIA: [&str; 11] = [
    "newest",
    "oldest",
    "largest",
    "shortest-path",
    "highest-resolution",
    "first-taken",
    "highest-bitrate",
    "lossless",
    "with-companions",
    "first",
    STRICT,
];

/// The names of the criteria written `name:value`.
const VALUED_CRITERIA: [&str; 3] = ["under", "not-under", "format"];

/// [`RuleError::Unknown`] for `word`, with the criterion it was likely meant to be: a
/// `name:value` word by its name (the value kept as written), any other by the plain
/// criteria (an older option's `keep-` left off).
fn unknown(word: &str) -> RuleError {
    let suggestion = match word.split_once(':') {
        Some((name, value)) => crate::spelling::nearest(name.trim(), VALUED_CRITERIA)
            .map(|name| format!("{name}:{}", value.trim())),
        None => {
            let lower = word.to_ascii_lowercase();
            let name = lower.strip_prefix("keep-").unwrap_or(&lower);
            crate::spelling::nearest(name, PLAIN_CRITERIA).map(str::to_string)
        }
    };
    RuleError::Unknown {
        word: word.to_string(),
        suggestion,
    }
}

/// A format's name as reports write it: lower case, no dot, `jpg` and `tif` as `jpeg`
/// and `tiff`, `heif` and `hif` as `heic`.
pub(super) fn format_name(text: &str) -> String {
    let name = text.trim().trim_start_matches('.').to_ascii_lowercase();
    match name.as_str() {
        "jpg" => "jpeg".to_string(),
        "tif" => "tiff".to_string(),
        "heif" | "hif" => "heic".to_string(),
        _ => name,
    }
}

fn place(text: &str, home: Option<&Path>) -> Result<Place, RuleError> {
    let absolute = if text == "~" || text.starts_with("~/") {
        let home = home.ok_or(RuleError::NoHome)?;
        let rest = text.trim_start_matches('~').trim_start_matches('/');
        if rest.is_empty() {
            home.to_path_buf()
        } else {
            home.join(rest)
        }
    } else if Path::new(text).is_absolute() {
        PathBuf::from(text)
    } else {
        return Err(RuleError::Relative(text.to_string()));
    };
    let written = absolute.to_string_lossy().into_owned();
    if written.contains(['*', '?', '[', '{']) {
        let matcher = GlobBuilder::new(&written)
            .literal_separator(true)
            .build()
            .map_err(|e| RuleError::BadGlob {
                pattern: text.to_string(),
                problem: e.kind().to_string(),
            })?
            .compile_matcher();
        return Ok(Place::Glob {
            pattern: written,
            matcher: Box::new(matcher),
        });
    }
    // A report's paths are canonical: a folder reached through a symbolic link is named
    // by where it really is. A folder that does not exist is taken as written.
    let folder = absolute.canonicalize().unwrap_or(absolute);
    Ok(Place::Folder(folder))
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::{KeepRule, PLAIN_CRITERIA, VALUED_CRITERIA};

    /// What is suggested is always a rule that reads.
    #[test]
    fn every_criterion_a_suggestion_may_name_reads() {
        let home = Some(Path::new("/home/ann"));
        for name in PLAIN_CRITERIA {
            let rule = format!("oldest,{name}");
            assert!(KeepRule::parse_with_home(&rule, home).is_ok(), "{rule}");
        }
        for name in VALUED_CRITERIA {
            let rule = format!("{name}:~/Photos");
            assert!(KeepRule::parse_with_home(&rule, home).is_ok(), "{rule}");
        }
    }
}
