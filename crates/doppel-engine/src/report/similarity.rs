//! [`Similarity`]: how alike two documents must be to be reported as near duplicates. The
//! range, the default, reading it from text and the words for a value out of range live
//! here, for the command line, the app's settings and the engine alike. A report records
//! the value its scan used (see [`super::Bar`]), so it lives with the report, below the
//! near-duplicate stage that groups by it.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A minimum resemblance between 0.5 and 1.0 (the share of word triples two documents
/// have in common). Out-of-range values, NaN included, cannot be made.
#[derive(Debug, Clone, Copy, PartialEq, PartialOrd, Serialize, Deserialize)]
#[serde(into = "f64", try_from = "f64")]
pub struct Similarity(f64);

impl Similarity {
    /// The lowest similarity a user may ask for: below it, documents that merely share a
    /// subject would be grouped.
    pub const MIN: Similarity = Similarity(0.5);
    /// Identical wording.
    pub const MAX: Similarity = Similarity(1.0);
    /// What a scan uses unless told otherwise.
    pub const DEFAULT: Similarity = Similarity(0.8);

    /// The value, if it lies within [`Similarity::MIN`] and [`Similarity::MAX`] (NaN does
    /// not).
    pub fn new(value: f64) -> Result<Similarity, SimilarityError> {
        if (Self::MIN.0..=Self::MAX.0).contains(&value) {
            Ok(Similarity(value))
        } else {
            Err(SimilarityError::OutOfRange(value))
        }
    }

    /// The value, or the default if it is out of range: for a saved setting, which an old
    /// or edited file may hold any number for.
    pub fn or_default(value: f64) -> Similarity {
        Similarity::new(value).unwrap_or_default()
    }

    /// The value as a number between 0.5 and 1.0.
    pub fn get(self) -> f64 {
        self.0
    }

    /// The range as numbers, for a slider.
    pub fn range() -> std::ops::RangeInclusive<f64> {
        Self::MIN.0..=Self::MAX.0
    }
}

impl Default for Similarity {
    fn default() -> Self {
        Similarity::DEFAULT
    }
}

impl fmt::Display for Similarity {
    /// As the number it is ("0.8"), so a default shown in help reads as a user would type it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl From<Similarity> for f64 {
    fn from(similarity: Similarity) -> f64 {
        similarity.0
    }
}

impl TryFrom<f64> for Similarity {
    type Error = SimilarityError;

    fn try_from(value: f64) -> Result<Self, Self::Error> {
        Similarity::new(value)
    }
}

impl FromStr for Similarity {
    type Err = SimilarityError;

    /// "0.8", "1", " 0.5 "; not "80%".
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let value: f64 = text
            .trim()
            .parse()
            .map_err(|_| SimilarityError::NotANumber(text.to_string()))?;
        Similarity::new(value)
    }
}

/// Why a value is not a [`Similarity`], in words for the user.
#[derive(Debug, Clone, PartialEq)]
pub enum SimilarityError {
    /// The text does not read as a number.
    NotANumber(String),
    /// A number outside 0.5 to 1.0, or NaN.
    OutOfRange(f64),
}

impl fmt::Display for SimilarityError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SimilarityError::NotANumber(text) => {
                write!(
                    f,
                    "{text:?} is not a number; use a value such as {}",
                    Similarity::DEFAULT
                )
            }
            SimilarityError::OutOfRange(value) => write!(
                f,
                "{value} is outside {} to {:.1}",
                Similarity::MIN,
                Similarity::MAX.0
            ),
        }
    }
}

impl std::error::Error for SimilarityError {}

#[cfg(test)]
mod tests {
    use super::Similarity;

    #[test]
    fn parses_values_from_one_half_to_one() {
        assert_eq!("0.8".parse::<Similarity>().map(Similarity::get), Ok(0.8));
        assert_eq!("1".parse::<Similarity>().map(Similarity::get), Ok(1.0));
        assert_eq!(" 0.5 ".parse::<Similarity>().map(Similarity::get), Ok(0.5));
    }

    #[test]
    fn refuses_what_is_out_of_range_or_not_a_number() {
        let error = |text: &str| text.parse::<Similarity>().unwrap_err().to_string();
        assert_eq!(error("0.49"), "0.49 is outside 0.5 to 1.0");
        assert_eq!(error("1.01"), "1.01 is outside 0.5 to 1.0");
        assert_eq!(error("NaN"), "NaN is outside 0.5 to 1.0");
        assert_eq!(
            error("80%"),
            "\"80%\" is not a number; use a value such as 0.8"
        );
        assert!(Similarity::new(f64::NAN).is_err());
        assert!(Similarity::new(f64::INFINITY).is_err());
    }

    #[test]
    fn saved_values_out_of_range_fall_back_to_the_default() {
        assert_eq!(Similarity::or_default(0.9).get(), 0.9);
        assert_eq!(Similarity::or_default(0.2), Similarity::DEFAULT);
        assert_eq!(Similarity::or_default(f64::NAN), Similarity::DEFAULT);
    }

    #[test]
    fn serializes_as_a_plain_number() {
        let value = Similarity::new(0.75).unwrap();
        assert_eq!(serde_json::to_string(&value).unwrap(), "0.75");
        assert_eq!(serde_json::from_str::<Similarity>("0.75").unwrap(), value);
        assert!(serde_json::from_str::<Similarity>("0.3").is_err());
    }

    #[test]
    fn shows_as_the_number_a_user_would_type() {
        assert_eq!(Similarity::DEFAULT.to_string(), "0.8");
        assert_eq!(Similarity::MAX.to_string(), "1");
    }
}
