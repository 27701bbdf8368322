//! [`Bar`]: how alike the members of a scan's near and image groups had to be, as the
//! report records it, with its part that is not a value alone: [`NormalizeOptions`], what
//! was left out of documents' words before they were compared. The scan's options make a
//! bar (`Bar::of`, beside `ScanOptions`); the near-duplicate stage reads documents again
//! under one (`Bar::near_options`, beside its `NearOptions`).

use super::{Likeness, Similarity};

/// The bar a scan held its near and image groups to. A near group joins documents pair by
/// pair, so two of its members may be far less alike than `similarity`; an image group's
/// members are each within `likeness` of its reference, not of each other. A cleanup that
/// keeps one member and trashes another measures the two again against this bar.
///
/// Reports written before Doppel recorded it read back with the defaults (0.8, no
/// normalisation, "alike"), which is what those scans used unless told otherwise.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Bar {
    /// Documents: the least exact resemblance of the pairs that join a near group.
    pub similarity: Similarity,
    /// Documents: what was left out of their words before they were compared; the same two
    /// documents measure differently under other choices.
    pub normalize: NormalizeOptions,
    /// Images: how far (at most [`Likeness::distance`]) each member of an image group is from
    /// its reference.
    pub likeness: Likeness,
}

/// Optional normalisation steps.
///
/// All are off by default: numbers often carry the difference that matters (an invoice and
/// its corrected copy), and stop words and stems depend on guessing the language, which is
/// unreliable for source code, tables and short or mixed-language files. With them off, the
/// similarity shown is the plain resemblance of the documents' word sequences.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct NormalizeOptions {
    /// Drop words made only of digits and number punctuation ("2026", "3.14", "1,000").
    pub drop_numbers: bool,
    /// Drop the stop words of the detected language ("the", "of", "und", "le").
    pub drop_stop_words: bool,
    /// Reduce words to their stem in the detected language (Snowball stemmers).
    pub stem: bool,
}
