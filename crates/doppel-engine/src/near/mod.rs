//! Near-duplicate documents: text → normalised words → shingles → simhash and MinHash →
//! candidate pairs → verified pairs → groups.
//!
//! [`normalize`] and [`shingles`] turn text into a set of 64-bit shingle hashes;
//! [`fingerprint`] keeps only a [`simhash`] and a [`minhash`] sketch of it; [`candidates`]
//! finds pairs by LSH banding; [`group`] verifies them against the threshold and joins them
//! with [`cluster`]'s union-find. [`Similarity`] is the threshold a user chooses.
//! [`recheck`] measures two documents again through open files, for a cleanup about to act.

pub(crate) mod candidates;
pub mod cluster;
pub mod documents;
pub mod fingerprint;
pub mod group;
pub mod minhash;
pub mod normalize;
pub mod pair;
pub mod recheck;
pub mod select;
pub mod shingles;
pub(crate) mod simhash;

pub use crate::report::{Similarity, SimilarityError};
pub use pair::{
    DocumentComparison, DocumentProblem, DocumentSide, compare_documents, compare_extracted,
    extract_both,
};
pub use recheck::{OpenDocument, read_open_document, similarity_of_open};

pub use crate::verify::VerifyError;
