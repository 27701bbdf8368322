//! A document's fingerprint: what near-duplicate detection keeps per distinct content once
//! its text has been read (the shingle set itself is dropped).

use super::minhash::{self, Sketch};
use super::normalize::NormalizeOptions;
use super::shingles::shingle_set;
use super::simhash::simhash;

/// Documents with fewer distinct shingles than this are too short to judge: a couple of
/// changed words would swing their similarity from "same" to "different".
pub const MIN_SHINGLES: usize = 8;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fingerprint {
    pub simhash: u64,
    pub sketch: Box<Sketch>,
    /// Distinct shingles in the document.
    pub shingles: u32,
}

/// How the skip reason for a too-short document starts.
pub const TOO_SHORT: &str = "too short to compare as a document";

/// Why a text yields no fingerprint.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooShort {
    pub shingles: usize,
}

impl std::fmt::Display for TooShort {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{TOO_SHORT} ({} distinct word triples; at least {MIN_SHINGLES} needed)",
            self.shingles
        )
    }
}

/// Fingerprints a document's text.
pub fn fingerprint(text: &str, options: NormalizeOptions) -> Result<Fingerprint, TooShort> {
    let shingles = shingle_set(text, options);
    if shingles.len() < MIN_SHINGLES {
        return Err(TooShort {
            shingles: shingles.len(),
        });
    }
    Ok(Fingerprint {
        simhash: simhash(&shingles),
        sketch: Box::new(minhash::sketch(&shingles)),
        shingles: u32::try_from(shingles.len()).unwrap_or(u32::MAX),
    })
}
