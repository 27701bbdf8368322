//! Which known name a mistyped word was meant to be: [`nearest`], by edit distance, as clap
//! suggests a flag for a misspelled one. The keep-rule parser suggests a criterion with it
//! (`newset` → `newest`), the command line a command (`scna` → `scan`).

/// The name of `names` nearest to `word`, when it is near enough to be what was meant:
/// at most one edit away from a name of up to four letters, at most two from a longer
/// one, never the word itself. An edit is a letter added, dropped or replaced, or two
/// neighbours swapped (`scna` is one edit from `scan`); case is not counted (`Clean` is
/// `clean` mistyped). Of names equally near, the first listed.
pub fn nearest<'a>(word: &str, names: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let typed = word;
    let word: Vec<char> = word.to_lowercase().chars().collect();
    let mut best: Option<(usize, &'a str)> = None;
    for name in names {
        let letters: Vec<char> = name.to_lowercase().chars().collect();
        let distance = edits(&word, &letters);
        let allowed = if letters.len() <= 4 { 1 } else { 2 };
        // Nothing is suggested for a word that is mostly edits (`ab` for `scan`).
        if name == typed || distance > allowed || distance >= word.len().max(1) {
            continue;
        }
        if best.is_none_or(|(nearest, _)| distance < nearest) {
            best = Some((distance, name));
        }
    }
    best.map(|(_, name)| name)
}

/// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
/// two neighbouring letters, each one edit.
fn edits(a: &[char], b: &[char]) -> usize {
    // Three rows of the table: two back, one back, and this one.
    let mut before: Vec<usize> = vec![0; b.len() + 1];
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    let mut current: Vec<usize> = vec![0; b.len() + 1];
    for i in 1..=a.len() {
        current[0] = i;
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (previous[j] + 1)
                .min(current[j - 1] + 1)
                .min(previous[j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(before[j - 2] + 1);
            }
            current[j] = best;
        }
        std::mem::swap(&mut before, &mut previous);
        std::mem::swap(&mut previous, &mut current);
    }
    previous[b.len()]
}

#[cfg(test)]
mod tests {
    use super::{edits, nearest};

    const COMMANDS: [&str; 6] = ["scan", "watch", "cache", "clean", "restore", "compare"];

    #[test]
    fn a_swap_is_one_edit() {
        let chars = |s: &str| s.chars().collect::<Vec<_>>();
        assert_eq!(edits(&chars("scna"), &chars("scan")), 1);
        assert_eq!(edits(&chars("newset"), &chars("newest")), 1);
        assert_eq!(edits(&chars("kitten"), &chars("sitting")), 3);
        assert_eq!(edits(&chars(""), &chars("abc")), 3);
        assert_eq!(edits(&chars("same"), &chars("same")), 0);
    }

    #[test]
    fn a_near_name_is_suggested_and_a_far_or_equal_one_is_not() {
        assert_eq!(nearest("scna", COMMANDS), Some("scan"));
        assert_eq!(nearest("SCAN2", COMMANDS), Some("scan"));
        assert_eq!(nearest("Clean", COMMANDS), Some("clean"));
        assert_eq!(nearest("retsore", COMMANDS), Some("restore"));
        assert_eq!(nearest("comprae", COMMANDS), Some("compare"));
        // Two edits from a four-letter name is too far; so is a name that is the word.
        assert_eq!(nearest("sxnb", COMMANDS), None);
        assert_eq!(nearest("scan", COMMANDS), None);
        assert_eq!(nearest("Documents", COMMANDS), None);
        assert_eq!(nearest("a", COMMANDS), None);
    }
}
