//! Two versions of a document aligned side by side: rows of (left line, right line) where
//! an unchanged line sits on the same row on both sides, an inserted line faces a gap, a
//! deleted line likewise, and a changed pair of lines carries its changed words.
//!
//! Lines first, then words: the texts are cut into display lines ([`display_lines`]), the
//! display lines are diffed (`similar`'s patience diff on a hash of each line's words, so a
//! line that only differs in white space counts as the same), and every block of lines that
//! differ is diffed word by word, which both marks the changed words and pairs each changed
//! left line with the right line it shares the most words with.
//!
//! Long lines: a PDF often extracts as one line per paragraph or page, and minified text as
//! a single line. Such a line is split into display lines of at most [`MAX_LINE_CHARS`]
//! characters at boundaries chosen by the text itself (the end of a sentence, or a word
//! whose hash picks it), not by position, so that after an inserted sentence the following
//! pieces split the same way on both sides and line up again.
//!
//! Bounds: as [`super::diff`]: each text is cut at `max_chars` characters, and all the edit
//! script searches (lines and every block's words) share one deadline; past it, `similar`
//! settles for coarser scripts and `rough` is set. Everything else is linear in the texts.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::ops::Range;
use std::path::Path;
use std::time::{Duration, Instant};

use similar::{Algorithm, DiffTag, capture_diff_slices_deadline};

use super::diff::{DIFF_DEADLINE, MAX_DIFF_CHARS, cut, document_texts};

/// Longest display line, in characters: longer source lines are split (see the module).
pub const MAX_LINE_CHARS: usize = 160;

/// A split after a sentence's end needs at least this many characters before it.
const SENTENCE_MIN_CHARS: usize = 40;

/// A split after a word picked by its hash needs at least this many characters before it.
const HASHED_MIN_CHARS: usize = 100;

/// What a row shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowKind {
    /// The same line on both sides (white space aside).
    Same,
    /// A line on each side, with changed words.
    Changed,
    /// A line only on the left: the right has a gap.
    Deleted,
    /// A line only on the right: the left has a gap.
    Inserted,
    /// Part of a block whose words are the same on both sides, in the same order: only
    /// white space, blank lines or where the lines break differ (a PDF beside the text it
    /// was made from, a paragraph wrapped again). Not a change: not in
    /// [`AlignedDiff::hunks`], not in the changed words; shown only when asked.
    Respaced,
}

/// One side of a row: a display line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cell {
    /// The source line (from 1) this display line comes from.
    pub line: usize,
    /// Whether it continues a long source line split for display.
    pub continued: bool,
    /// The text, without its line break.
    pub text: String,
    /// Byte ranges of `text` that differ from the other side, in order (changed rows only).
    pub changed: Vec<Range<usize>>,
}

/// One row of the side-by-side view.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// Same, changed, deleted or inserted.
    pub kind: RowKind,
    /// `None` is a gap (an inserted row).
    pub left: Option<Cell>,
    /// `None` is a gap (a deleted row).
    pub right: Option<Cell>,
}

/// Two texts aligned row by row.
#[derive(Debug, Clone, PartialEq)]
pub struct AlignedDiff {
    /// The rows, top to bottom.
    pub rows: Vec<Row>,
    /// The changes: maximal runs of rows that are neither [`RowKind::Same`] nor
    /// [`RowKind::Respaced`], in order.
    pub hunks: Vec<Range<usize>>,
    /// The runs of [`RowKind::Respaced`] rows: blocks that differ only in white space,
    /// blank lines or line breaks.
    pub respaced: Vec<Range<usize>>,
    /// Words of the left text missing from the right (deleted or replaced).
    pub changed_words_left: usize,
    /// Words of the right text missing from the left (inserted or replacements).
    pub changed_words_right: usize,
    /// At least one text was longer than the character limit and was cut.
    pub truncated: bool,
    /// The deadline passed: some blocks are marked changed whole rather than word by word.
    pub rough: bool,
}

impl AlignedDiff {
    /// The hunk holding `row`, or the first one after it.
    pub fn hunk_at_or_after(&self, row: usize) -> Option<usize> {
        let index = self.hunks.partition_point(|hunk| hunk.end <= row);
        (index < self.hunks.len()).then_some(index)
    }
}

/// Aligns two texts, each cut at `max_chars` characters, with the [`DIFF_DEADLINE`].
pub fn aligned_diff(left: &str, right: &str, max_chars: usize) -> AlignedDiff {
    aligned_diff_within(left, right, max_chars, DIFF_DEADLINE)
}

/// Extracts both files' text (as [`super::diff::diff_files`] does) and aligns it, cut at
/// [`MAX_DIFF_CHARS`].
pub fn aligned_diff_files(left: &Path, right: &Path) -> Result<AlignedDiff, String> {
    let (left_text, right_text) = document_texts(left, right);
    Ok(aligned_diff(&left_text?, &right_text?, MAX_DIFF_CHARS))
}

/// The same as [`aligned_diff`], with a chosen deadline for all the edit script searches.
pub fn aligned_diff_within(
    left: &str,
    right: &str,
    max_chars: usize,
    deadline: Duration,
) -> AlignedDiff {
    let deadline = Instant::now().checked_add(deadline);
    let (left, left_cut) = cut(left, max_chars);
    let (right, right_cut) = cut(right, max_chars);
    let old = display_lines(left);
    let new = display_lines(right);
    let old_keys: Vec<u64> = old.iter().map(|l| key(l.text)).collect();
    let new_keys: Vec<u64> = new.iter().map(|l| key(l.text)).collect();
    let ops = capture_diff_slices_deadline(Algorithm::Patience, &old_keys, &new_keys, deadline);

    let mut builder = Builder {
        rows: Vec::with_capacity(old.len().max(new.len())),
        changed_left: 0,
        changed_right: 0,
        deadline,
    };
    // Consecutive operations that are not Equal form one block, diffed word by word.
    let mut block: Option<(Range<usize>, Range<usize>)> = None;
    for op in &ops {
        let (tag, old_range, new_range) = op.as_tag_tuple();
        if tag == DiffTag::Equal {
            if let Some((o, n)) = block.take() {
                builder.block(&old[o], &new[n]);
            }
            for (a, b) in old_range.zip(new_range) {
                builder.rows.push(Row {
                    kind: RowKind::Same,
                    left: Some(old[a].cell(Vec::new())),
                    right: Some(new[b].cell(Vec::new())),
                });
            }
        } else {
            block = Some(match block {
                Some((o, n)) => (o.start..old_range.end, n.start..new_range.end),
                None => (old_range, new_range),
            });
        }
    }
    if let Some((o, n)) = block {
        builder.block(&old[o], &new[n]);
    }
    let rough = deadline.is_some_and(|d| Instant::now() > d);
    let hunks = runs(&builder.rows, |kind| {
        !matches!(kind, RowKind::Same | RowKind::Respaced)
    });
    let respaced = runs(&builder.rows, |kind| kind == RowKind::Respaced);
    AlignedDiff {
        rows: builder.rows,
        hunks,
        respaced,
        changed_words_left: builder.changed_left,
        changed_words_right: builder.changed_right,
        truncated: left_cut || right_cut,
        rough,
    }
}

/// A display line of one text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DisplayLine<'a> {
    /// The source line, from 1.
    pub line: usize,
    /// Whether it continues a long source line.
    pub continued: bool,
    /// The text, without its line break.
    pub text: &'a str,
}

impl DisplayLine<'_> {
    fn cell(&self, changed: Vec<Range<usize>>) -> Cell {
        Cell {
            line: self.line,
            continued: self.continued,
            text: self.text.to_string(),
            changed,
        }
    }
}

/// The display lines of `text`: its lines (without `\r\n` or `\n`), each split into pieces
/// of at most [`MAX_LINE_CHARS`] characters where it is longer. A piece ends after a
/// sentence (a word ending in `.`, `!` or `?`, once it has [`SENTENCE_MIN_CHARS`]), after a
/// word whose hash is a multiple of 4 (once it has [`HASHED_MIN_CHARS`]), or else at the
/// last word boundary before the limit (mid-word only for a word longer than the limit).
pub fn display_lines(text: &str) -> Vec<DisplayLine<'_>> {
    let mut lines = Vec::with_capacity(text.len() / 40 + 1);
    for (index, line) in text.split('\n').enumerate() {
        let line = line.strip_suffix('\r').unwrap_or(line);
        split_line(line, index + 1, &mut lines);
    }
    // A final line break does not start one more, empty, line.
    if text.ends_with('\n') {
        lines.pop();
    }
    lines
}

fn split_line<'a>(line: &'a str, number: usize, out: &mut Vec<DisplayLine<'a>>) {
    // Bytes are at least characters: a short line needs no counting.
    if line.len() <= MAX_LINE_CHARS {
        out.push(DisplayLine {
            line: number,
            continued: false,
            text: line,
        });
        return;
    }
    let mut start = 0; // byte where the current piece starts
    let mut chars = 0; // its characters so far
    let mut word_start: Option<usize> = None;
    // The last word boundary in the piece: (byte, characters before it).
    let mut boundary: Option<(usize, usize)> = None;
    let emit = |out: &mut Vec<DisplayLine<'a>>, from: usize, to: usize| {
        out.push(DisplayLine {
            line: number,
            continued: from > 0,
            text: &line[from..to],
        });
    };
    for (at, c) in line.char_indices() {
        if chars == MAX_LINE_CHARS {
            // Full: back to the last boundary unless it is too early in the piece.
            let to = match boundary {
                Some((byte, before)) if before >= MAX_LINE_CHARS / 3 => byte,
                _ => at,
            };
            emit(out, start, to);
            chars = line[to..at].chars().count();
            start = to;
            boundary = None;
        }
        chars += 1;
        if c.is_whitespace() {
            if let Some(from) = word_start.take() {
                let word = &line[from..at];
                let sentence = chars > SENTENCE_MIN_CHARS
                    && word
                        .trim_end_matches(['"', '\'', ')', ']', '”', '’'])
                        .ends_with(['.', '!', '?']);
                let hashed = chars > HASHED_MIN_CHARS && key(word).is_multiple_of(4);
                if sentence || hashed {
                    // The piece keeps its white space: it ends after this character.
                    let to = at + c.len_utf8();
                    emit(out, start, to);
                    start = to;
                    chars = 0;
                    boundary = None;
                    continue;
                }
            }
            boundary = Some((at + c.len_utf8(), chars));
        } else if word_start.is_none() {
            word_start = Some(at);
        }
    }
    if start < line.len() || out.last().is_none_or(|l| l.line != number) {
        emit(out, start, line.len());
    }
}

/// A hash of a line's words, so lines that differ only in white space are equal.
fn key(text: &str) -> u64 {
    let mut hasher = std::hash::DefaultHasher::new();
    for word in text.split_whitespace() {
        word.hash(&mut hasher);
    }
    hasher.finish()
}

struct Builder {
    rows: Vec<Row>,
    changed_left: usize,
    changed_right: usize,
    deadline: Option<Instant>,
}

/// The words of some display lines: (line within the block, byte range in its text).
fn words_of(lines: &[DisplayLine<'_>]) -> Vec<(usize, Range<usize>)> {
    let mut words = Vec::new();
    for (index, line) in lines.iter().enumerate() {
        let base = line.text.as_ptr() as usize;
        for word in line.text.split_whitespace() {
            let from = word.as_ptr() as usize - base;
            words.push((index, from..from + word.len()));
        }
    }
    words
}

impl Builder {
    /// Rows for lines `old` replaced by lines `new` (either may be empty).
    fn block<'a>(&mut self, old: &[DisplayLine<'a>], new: &[DisplayLine<'a>]) {
        let first_row = self.rows.len();
        self.block_rows(old, new);
        // The same words in the same order: only the spacing differs.
        let old_words = old.iter().flat_map(|line| line.text.split_whitespace());
        let new_words = new.iter().flat_map(|line| line.text.split_whitespace());
        if old_words.eq(new_words) {
            for row in &mut self.rows[first_row..] {
                row.kind = RowKind::Respaced;
                for cell in [&mut row.left, &mut row.right].into_iter().flatten() {
                    cell.changed.clear();
                }
            }
        }
    }

    /// The rows of a block of lines that differ, paired and marked word by word.
    fn block_rows<'a>(&mut self, old: &[DisplayLine<'a>], new: &[DisplayLine<'a>]) {
        let old_words = words_of(old);
        let new_words = words_of(new);
        if old.is_empty() || new.is_empty() {
            self.changed_left += old_words.len();
            self.changed_right += new_words.len();
            for line in old {
                self.push(Some(line.cell(Vec::new())), None);
            }
            for line in new {
                self.push(None, Some(line.cell(Vec::new())));
            }
            return;
        }
        // Word ids shared by both sides.
        let mut ids: HashMap<&str, u32> = HashMap::new();
        let old_ids = intern(&mut ids, old, &old_words);
        let new_ids = intern(&mut ids, new, &new_words);
        let ops =
            capture_diff_slices_deadline(Algorithm::Patience, &old_ids, &new_ids, self.deadline);
        let mut old_changed = vec![true; old_words.len()];
        let mut new_changed = vec![true; new_words.len()];
        // Words each old line shares with each new line.
        let mut shared: Vec<HashMap<usize, usize>> = vec![HashMap::new(); old.len()];
        for op in &ops {
            let (tag, o, n) = op.as_tag_tuple();
            if tag == DiffTag::Equal {
                for (a, b) in o.zip(n) {
                    old_changed[a] = false;
                    new_changed[b] = false;
                    *shared[old_words[a].0].entry(new_words[b].0).or_insert(0) += 1;
                }
            }
        }
        self.changed_left += old_changed.iter().filter(|&&c| c).count();
        self.changed_right += new_changed.iter().filter(|&&c| c).count();
        let old_ranges = ranges_per_line(old.len(), &old_words, &old_changed);
        let new_ranges = ranges_per_line(new.len(), &new_words, &new_changed);

        // Pair each old line with the later new line it shares the most words with; lines
        // sharing none are paired in order with the new lines between two such pairs.
        let mut old_ranges = old_ranges.into_iter();
        let mut new_ranges = new_ranges.into_iter().enumerate().peekable();
        let mut pending: Vec<(usize, Vec<Range<usize>>)> = Vec::new();
        let mut next_new = 0;
        for (i, line_shared) in shared.iter().enumerate() {
            let ranges = old_ranges.next().unwrap_or_default();
            let best = line_shared
                .iter()
                .filter(|&(&j, _)| j >= next_new)
                .max_by_key(|&(&j, &count)| (count, std::cmp::Reverse(j)))
                .map(|(&j, _)| j);
            match best {
                Some(target) => {
                    let between: Vec<_> = new_ranges.by_ref().take(target - next_new).collect();
                    self.pair_in_order(old, new, std::mem::take(&mut pending), between);
                    let (j, right) = new_ranges.next().expect("target is a new line");
                    self.push(Some(old[i].cell(ranges)), Some(new[j].cell(right)));
                    next_new = target + 1;
                }
                None => pending.push((i, ranges)),
            }
        }
        let rest: Vec<_> = new_ranges.collect();
        self.pair_in_order(old, new, pending, rest);
    }

    /// Pairs old and new lines in order; the longer side's extra lines face gaps.
    fn pair_in_order(
        &mut self,
        old: &[DisplayLine<'_>],
        new: &[DisplayLine<'_>],
        olds: Vec<(usize, Vec<Range<usize>>)>,
        news: Vec<(usize, Vec<Range<usize>>)>,
    ) {
        let mut olds = olds.into_iter();
        let mut news = news.into_iter();
        loop {
            match (olds.next(), news.next()) {
                (None, None) => return,
                (o, n) => self.push(
                    o.map(|(i, r)| old[i].cell(r)),
                    n.map(|(j, r)| new[j].cell(r)),
                ),
            }
        }
    }

    fn push(&mut self, left: Option<Cell>, right: Option<Cell>) {
        let kind = match (&left, &right) {
            (Some(_), Some(_)) => RowKind::Changed,
            (Some(_), None) => RowKind::Deleted,
            _ => RowKind::Inserted,
        };
        // A deleted or inserted line is changed whole; its tint says so.
        let strip = |cell: Option<Cell>| {
            cell.map(|mut c| {
                if kind != RowKind::Changed {
                    c.changed.clear();
                }
                c
            })
        };
        self.rows.push(Row {
            kind,
            left: strip(left),
            right: strip(right),
        });
    }
}

/// One small integer per distinct word, shared by both sides.
fn intern<'a>(
    ids: &mut HashMap<&'a str, u32>,
    lines: &[DisplayLine<'a>],
    words: &[(usize, Range<usize>)],
) -> Vec<u32> {
    words
        .iter()
        .map(|(line, range)| {
            let next = ids.len() as u32;
            *ids.entry(&lines[*line].text[range.clone()]).or_insert(next)
        })
        .collect()
}

/// Per line, the byte ranges of its changed words, neighbours merged (with the white space
/// between them).
fn ranges_per_line(
    lines: usize,
    words: &[(usize, Range<usize>)],
    changed: &[bool],
) -> Vec<Vec<Range<usize>>> {
    let mut out: Vec<Vec<Range<usize>>> = vec![Vec::new(); lines];
    let mut previous_changed = false;
    let mut previous_line = usize::MAX;
    for ((line, range), &is_changed) in words.iter().zip(changed) {
        if is_changed {
            let ranges = &mut out[*line];
            match ranges.last_mut() {
                Some(last) if previous_changed && previous_line == *line => last.end = range.end,
                _ => ranges.push(range.clone()),
            }
        }
        previous_changed = is_changed;
        previous_line = *line;
    }
    out
}

/// The maximal runs of rows whose kind `wanted` picks.
fn runs(rows: &[Row], wanted: impl Fn(RowKind) -> bool) -> Vec<Range<usize>> {
    let mut runs = Vec::new();
    let mut start = None;
    for (index, row) in rows.iter().enumerate() {
        match (wanted(row.kind), start) {
            (true, None) => start = Some(index),
            (false, Some(from)) => {
                runs.push(from..index);
                start = None;
            }
            _ => {}
        }
    }
    if let Some(from) = start {
        runs.push(from..rows.len());
    }
    runs
}

#[cfg(test)]
mod tests {
    use super::*;

    fn paragraph(seed: usize, lines: usize) -> Vec<String> {
        (0..lines)
            .map(|i| {
                format!(
                    "line {i} of paragraph {seed} says something about topic {}",
                    i * 7 + seed
                )
            })
            .collect()
    }

    fn text(lines: &[String]) -> String {
        let mut text = lines.join("\n");
        text.push('\n');
        text
    }

    fn side(cell: &Option<Cell>) -> Option<&str> {
        cell.as_ref().map(|c| c.text.as_str())
    }

    #[test]
    fn after_an_inserted_paragraph_the_same_lines_share_a_row() {
        let before = [paragraph(1, 10), paragraph(2, 10)].concat();
        let inserted = paragraph(9, 4);
        let after = [paragraph(1, 10), inserted.clone(), paragraph(2, 10)].concat();
        let diff = aligned_diff(&text(&before), &text(&after), MAX_DIFF_CHARS);

        assert_eq!(diff.rows.len(), 24);
        assert_eq!(diff.hunks, vec![10..14]);
        for row in &diff.rows[10..14] {
            assert_eq!(row.kind, RowKind::Inserted);
            assert!(row.left.is_none(), "a gap opposite an inserted line");
        }
        for (offset, line) in paragraph(2, 10).iter().enumerate() {
            let row = &diff.rows[14 + offset];
            assert_eq!(row.kind, RowKind::Same);
            assert_eq!(side(&row.left), Some(line.as_str()));
            assert_eq!(side(&row.right), Some(line.as_str()));
            assert_eq!(row.left.as_ref().unwrap().line, 11 + offset);
            assert_eq!(row.right.as_ref().unwrap().line, 15 + offset);
        }
        assert_eq!(diff.changed_words_left, 0);
        assert_eq!(diff.changed_words_right, 4 * 10);
    }

    #[test]
    fn a_changed_line_highlights_its_changed_words() {
        let before = paragraph(1, 6);
        let mut after = before.clone();
        after[3] = after[3].replace("says something", "writes nothing");
        let diff = aligned_diff(&text(&before), &text(&after), MAX_DIFF_CHARS);

        assert_eq!(diff.hunks, vec![3..4]);
        let row = &diff.rows[3];
        assert_eq!(row.kind, RowKind::Changed);
        let left = row.left.as_ref().unwrap();
        let right = row.right.as_ref().unwrap();
        let highlighted = |cell: &Cell| -> Vec<String> {
            cell.changed
                .iter()
                .map(|r| cell.text[r.clone()].to_string())
                .collect()
        };
        assert_eq!(highlighted(left), ["says something"]);
        assert_eq!(highlighted(right), ["writes nothing"]);
        assert_eq!((diff.changed_words_left, diff.changed_words_right), (2, 2));
    }

    #[test]
    fn deleted_and_rewritten_lines_pair_with_their_closest_partner() {
        let before = paragraph(1, 8);
        let mut after = before.clone();
        after.remove(2);
        after[4] = after[4].replace("topic", "subject");
        let diff = aligned_diff(&text(&before), &text(&after), MAX_DIFF_CHARS);

        assert_eq!(diff.hunks, vec![2..3, 5..6]);
        assert_eq!(diff.rows[2].kind, RowKind::Deleted);
        assert!(diff.rows[2].right.is_none());
        assert_eq!(diff.rows[5].kind, RowKind::Changed);
        assert_eq!(side(&diff.rows[5].left), Some(before[5].as_str()));
        assert_eq!(side(&diff.rows[5].right), Some(after[4].as_str()));
        assert_eq!(diff.rows.len(), 8);
        // The deleted line's 10 words, and "topic" replaced by "subject".
        assert_eq!((diff.changed_words_left, diff.changed_words_right), (11, 1));
        assert_eq!(diff.hunk_at_or_after(3), Some(1));
        assert_eq!(diff.hunk_at_or_after(6), None);
    }

    #[test]
    fn a_long_line_is_split_so_pieces_after_an_insertion_line_up_again() {
        let sentences: Vec<String> = (0..60)
            .map(|i| {
                format!(
                    "Sentence number {i} tells a short story about item {}.",
                    i * 3
                )
            })
            .collect();
        let before = sentences.join(" ");
        let mut edited = sentences.clone();
        edited.insert(
            5,
            "A whole new sentence was added here by the second author.".into(),
        );
        let after = edited.join(" ");
        assert!(
            !before.contains('\n'),
            "one long line, as a PDF page extracts"
        );

        let lines = display_lines(&before);
        assert!(lines.len() > 20);
        assert!(
            lines
                .iter()
                .all(|l| l.text.chars().count() <= MAX_LINE_CHARS)
        );
        assert_eq!(lines.iter().map(|l| l.text).collect::<String>(), before);

        let diff = aligned_diff(&before, &after, MAX_DIFF_CHARS);
        assert_eq!(diff.hunks.len(), 1, "one change: {:?}", diff.hunks);
        assert!(diff.hunks[0].len() <= 2);
        assert_eq!(diff.changed_words_left, 0);
        assert_eq!(diff.changed_words_right, 11);
        let same = diff.rows.iter().filter(|r| r.kind == RowKind::Same).count();
        assert!(same + 2 >= diff.rows.len(), "{same} of {}", diff.rows.len());
    }

    #[test]
    fn a_line_without_spaces_is_cut_at_the_limit() {
        let minified = "x".repeat(MAX_LINE_CHARS * 3 + 5);
        let lines = display_lines(&minified);
        assert_eq!(lines.len(), 4);
        assert!(lines[1].continued && !lines[0].continued);
        assert_eq!(lines.iter().map(|l| l.text).collect::<String>(), minified);
    }

    #[test]
    fn unrelated_texts_finish_near_the_deadline() {
        let left: String = (0..40_000)
            .map(|i| format!("alpha{} beta{}\n", i % 97, i % 89))
            .collect();
        let right: String = (0..40_000)
            .map(|i| format!("gamma{} alpha{}\n", i % 83, i % 79))
            .collect();
        let started = Instant::now();
        let diff = aligned_diff_within(&left, &right, MAX_DIFF_CHARS, Duration::from_millis(50));
        assert!(started.elapsed() < Duration::from_secs(5));
        assert!(!diff.rows.is_empty());
        assert!(diff.changed_words_left > 0);
    }

    #[test]
    fn identical_texts_have_no_hunks() {
        let lines = paragraph(3, 5);
        let diff = aligned_diff(
            &text(&lines),
            &text(&lines).replace(' ', "  "),
            MAX_DIFF_CHARS,
        );
        assert!(diff.hunks.is_empty());
        assert_eq!(diff.rows.len(), 5);
        assert_eq!((diff.changed_words_left, diff.changed_words_right), (0, 0));
    }

    /// Blank lines lost and a paragraph wrapped again (a PDF beside the text it was made
    /// from) are spacing, not changes; a word changed elsewhere is still one.
    #[test]
    fn spacing_and_wrapping_alone_are_no_change() {
        let before = "The first paragraph has words.\n\n\nIt goes on here.\n\n\
                      A second paragraph, wrapped\nover two lines.\n\nThe end says cat.\n";
        let after = "The first paragraph has words.\nIt goes on here.\n\
                     A second paragraph, wrapped over\ntwo lines.\nThe end says dog.\n";
        let diff = aligned_diff(before, after, 1 << 20);
        assert_eq!(diff.hunks.len(), 1, "only cat → dog: {:#?}", diff.rows);
        let hunk = &diff.rows[diff.hunks[0].clone()];
        assert!(hunk.iter().any(|row| row.kind == RowKind::Changed));
        assert!(
            !diff.respaced.is_empty(),
            "the spacing is kept, to show on request"
        );
        for run in &diff.respaced {
            for row in &diff.rows[run.clone()] {
                assert_eq!(row.kind, RowKind::Respaced);
                let cells = [&row.left, &row.right];
                assert!(
                    cells
                        .iter()
                        .flat_map(|c| c.iter())
                        .all(|c| c.changed.is_empty())
                );
            }
        }
        assert_eq!((diff.changed_words_left, diff.changed_words_right), (1, 1));
    }
}
