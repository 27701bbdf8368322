//! Near-duplicate documents: text → normalised words → shingles → simhash and MinHash →
//! candidate pairs → verified pairs → groups.
//!
//! `normalize.rs` and [`shingles`] turn text into a set of 64-bit shingle hashes;
//! [`fingerprint`] keeps only a `simhash.rs` and a [`minhash`] sketch of it; `candidates.rs`
//! finds pairs by LSH banding; [`group`] verifies them against the threshold and joins them
//! with `cluster.rs`'s union-find; `documents.rs` is the scan's stage ([`NearOptions`]),
//! which also records, with `contain.rs`, which member of a group holds all of another.
//! [`Similarity`] is the threshold a user chooses. `recheck.rs` measures two documents again
//! through open files, for a cleanup about to act ([`similarity_of_open`]); `pair.rs`
//! compares two files for `doppel compare` ([`compare_documents`]).
//!
//! Front ends use the items re-exported here, and [`fingerprint::TOO_SHORT`]. [`group`],
//! [`minhash`] and [`shingles`] are public only for the benches that measure them.

pub(crate) mod candidates;
pub(crate) mod cluster;
pub(crate) mod contain;
pub(crate) mod documents;
// Public as a module while the app names `near::fingerprint::TOO_SHORT` in its code.
pub mod fingerprint;
#[doc(hidden)]
pub mod group;
#[doc(hidden)]
pub mod minhash;
mod normalize;
mod pair;
mod recheck;
pub(crate) mod select;
#[doc(hidden)]
pub mod shingles;
pub(crate) mod simhash;

pub use crate::report::{DocumentProblem, NormalizeOptions, Similarity, SimilarityError};
pub use documents::NearOptions;
pub use fingerprint::TOO_SHORT;
pub use pair::{
    DocumentComparison, DocumentSide, compare_documents, compare_extracted, extract_both,
};
pub use recheck::{OpenDocument, read_open_document, similarity_of_open};

pub use crate::verify::VerifyError;
