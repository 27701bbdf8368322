//! Whether one document holds all of another and more: the one rule that says a version is
//! fuller than another ([`holds_all_of`]), on the two sets of word triples the scan
//! compared. A near group records what it finds ([`crate::report::NearHolds`]), so that a
//! keep rule never trashes a fuller version for one it holds (`actions/rules/fuller.rs`).
//!
//! Words added to a text at one place add their own triples and two that straddle the
//! place, and break the two of the old text that straddled it: `m` insertions of `w`
//! words in all leave at most `2m ≤ 2w` of the shorter text's triples missing from the
//! fuller one, which has exactly `w` more. So the shorter one is held when the triples it
//! alone has are no more than twice the difference: every word added accounts for them.
//! A word changed (three triples each way) is no addition, and a text with as many triples
//! of its own as the other holds neither. The rule errs towards "holds": a passage
//! rewritten at more than three times its length counts too, and a group it names is
//! left alone by a keep rule rather than cleaned.

use std::cmp::Ordering;

/// How many more distinct triples `whole` has than `part` when it holds all of it (but
/// the triples its insertions break), as the module says; `None` when it does not. The
/// sets are sorted and distinct.
pub(crate) fn holds_all_of<T: Ord>(whole: &[T], part: &[T]) -> Option<u64> {
    let (mut i, mut j, mut common) = (0, 0, 0usize);
    while i < whole.len() && j < part.len() {
        match whole[i].cmp(&part[j]) {
            Ordering::Less => i += 1,
            Ordering::Greater => j += 1,
            Ordering::Equal => {
                common += 1;
                i += 1;
                j += 1;
            }
        }
    }
    let more = whole.len().checked_sub(part.len()).filter(|&m| m > 0)?;
    let missing = part.len() - common;
    (missing <= 2 * more).then_some(more as u64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::near::fingerprint::{fingerprint_and_shingles, into_set};
    use crate::report::NormalizeOptions;

    fn set(text: &str) -> Vec<u32> {
        let (_, shingles) =
            fingerprint_and_shingles(text, NormalizeOptions::default(), true).expect("long enough");
        into_set(shingles.unwrap())
    }

    fn words(first: usize, count: usize) -> String {
        (first..first + count)
            .map(|i| format!("w{i}"))
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn words_added_anywhere_are_held_and_counted_a_changed_word_is_not() {
        let base = words(0, 200);
        let middle = format!("{} {} {}", words(0, 100), words(1000, 30), words(100, 100));
        let ends = format!("{} {} {}", words(2000, 5), base, words(3000, 25));
        let two_places = format!(
            "{} {} {} {} {}",
            words(0, 50),
            words(4000, 10),
            words(50, 100),
            words(5000, 20),
            words(150, 50)
        );
        for (fuller, more) in [(&middle, 30), (&ends, 30), (&two_places, 30)] {
            assert_eq!(holds_all_of(&set(fuller), &set(&base)), Some(more));
            assert_eq!(holds_all_of(&set(&base), &set(fuller)), None);
        }
        let changed = base.replacen("w50 ", "other ", 1);
        assert_eq!(holds_all_of(&set(&changed), &set(&base)), None);
        assert_eq!(holds_all_of(&set(&base), &set(&changed)), None);
        assert_eq!(holds_all_of(&set(&base), &set(&base)), None);
        // Thirty words rewritten as thirty-one: each has words of its own.
        let rewritten = format!("{} {} {}", words(0, 100), words(6000, 31), words(130, 70));
        assert_eq!(holds_all_of(&set(&rewritten), &set(&base)), None);
        assert_eq!(holds_all_of(&set(&base), &set(&rewritten)), None);
    }
}
