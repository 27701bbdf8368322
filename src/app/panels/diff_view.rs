//! Two versions of a document side by side, aligned row by row
//! ([`crate::review::aligned`]): ONE scroll area whose rows each hold the left and the right
//! line, so one scroll moves both sides, plus next/previous change, "Changes only" (unchanged
//! stretches folded into a row that opens in place) and an overview strip of where the
//! changes are.
//!
//! Only the rows on screen are laid out. Rows of wrapped text differ in height, so the
//! heights are computed ahead, once per diff, column width and folding: the text is
//! monospace and wrapped here (greedy, at word boundaries) to a number of characters per
//! line, so a row's height is its line count times the line height, known without asking
//! egui to lay out any text. That pass is linear in the text (a few milliseconds for two
//! 2 MB texts in a release build) and cached in egui's memory; a frame then finds the first
//! visible row by binary search and paints only what is on screen. The view state (current
//! change, folding, opened stretches, scroll requests) is the app's ([`crate::app::DiffView`]);
//! this only draws it and pushes commands.

use crate::tr;
use std::hash::{Hash, Hasher};
use std::ops::Range;
use std::sync::Arc;

use egui::text::LayoutJob;
use egui::{Color32, FontId, Rect, Sense, TextFormat, pos2, vec2};

use crate::app::{Command, DiffScroll, Model};
use crate::review::{AlignedDiff, Cell, RowKind};

use super::colors;

/// Unchanged rows kept around each change when only the changes are shown.
const CONTEXT: usize = 3;
/// Unchanged stretches shorter than this are never folded.
const MIN_FOLD: usize = 4;
const OVERVIEW_WIDTH: f32 = 14.0;
const GAP: f32 = 8.0;
const ROW_PADDING: f32 = 2.0;

/// What one entry of the view shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Item {
    Row(usize),
    /// Unchanged rows `start..end`, folded.
    Fold {
        start: usize,
        end: usize,
    },
}

/// Where every entry sits, for one diff, width and folding.
struct Layout {
    key: u64,
    items: Vec<Item>,
    /// The top of each item, and the total height last.
    tops: Vec<f32>,
    /// The item showing each row (a folded row: its fold).
    item_of_row: Vec<u32>,
}

impl Layout {
    fn total(&self) -> f32 {
        self.tops.last().copied().unwrap_or(0.0)
    }

    /// The first item whose bottom is below `y`.
    fn item_at(&self, y: f32) -> usize {
        self.tops[1..].partition_point(|&bottom| bottom <= y)
    }

    fn row_top(&self, row: usize) -> f32 {
        self.item_of_row
            .get(row)
            .map_or(0.0, |&item| self.tops[item as usize])
    }

    fn row_bottom(&self, row: usize) -> f32 {
        self.item_of_row
            .get(row)
            .map_or(0.0, |&item| self.tops[item as usize + 1])
    }
}

/// Fonts and sizes of the view.
struct Metrics {
    font: FontId,
    line_height: f32,
    char_width: f32,
}

impl Metrics {
    fn of(ui: &egui::Ui) -> Metrics {
        let font = egui::TextStyle::Monospace.resolve(ui.style());
        let (line_height, char_width) =
            ui.fonts_mut(|f| (f.row_height(&font), f.glyph_width(&font, 'm')));
        Metrics {
            font,
            line_height,
            char_width: char_width.max(1.0),
        }
    }
}

/// Column geometry for a content width.
struct Columns {
    gutter: f32,
    text: f32,
    chars_per_line: usize,
}

impl Columns {
    /// `lines`: the highest line number, whose digits the line number columns fit.
    fn new(width: f32, lines: usize, metrics: &Metrics) -> Columns {
        let digits = lines.max(1).ilog10() as f32 + 1.0;
        let gutter = (digits + 1.5) * metrics.char_width;
        let text = ((width - GAP) / 2.0 - gutter).max(metrics.char_width * 8.0);
        Columns {
            gutter,
            text,
            chars_per_line: ((text / metrics.char_width).floor() as usize).max(8),
        }
    }

    /// Left edges of (left gutter, left text, right gutter, right text).
    fn edges(&self, left: f32) -> [f32; 4] {
        let right = left + self.gutter + self.text + GAP;
        [left, left + self.gutter, right, right + self.gutter]
    }
}

/// The toolbar, the aligned rows and the overview strip of `diff`.
pub fn show(
    ui: &mut egui::Ui,
    app: &Model,
    diff: &Arc<AlignedDiff>,
    scroll: Option<DiffScroll>,
    commands: &mut Vec<Command>,
) {
    let view = &app.diff_view;
    toolbar(ui, app, diff, commands);
    let metrics = Metrics::of(ui);
    let width = ui.available_width() - OVERVIEW_WIDTH - ui.spacing().item_spacing.x;
    let columns = Columns::new(
        width - 2.0 * ui.spacing().scroll.bar_width,
        diff.rows.len(),
        &metrics,
    );
    let layout = cached_layout(ui, diff, view, &columns, &metrics);
    let viewport_height = ui.available_height();

    let mut area = egui::ScrollArea::vertical()
        .id_salt("aligned diff")
        .auto_shrink(false)
        .max_width(width);
    let offset = match scroll {
        Some(DiffScroll::Change(index)) => diff
            .hunks
            .get(index)
            .map(|hunk| layout.row_top(hunk.start) - 3.0 * metrics.line_height),
        Some(DiffScroll::Fraction(f)) => Some(f * layout.total() - viewport_height / 2.0),
        None => None,
    };
    if let Some(offset) = offset {
        area = area.vertical_scroll_offset(offset.clamp(0.0, (layout.total() - 1.0).max(0.0)));
    }
    ui.horizontal_top(|ui| {
        ui.spacing_mut().item_spacing.x = 4.0;
        let output = area.show_viewport(ui, |ui, viewport| {
            ui.set_height(layout.total());
            ui.set_width(ui.available_width());
            let origin = ui.max_rect().min;
            let mut item = layout.item_at(viewport.min.y);
            while item < layout.items.len() && layout.tops[item] < viewport.max.y {
                let rect = Rect::from_min_max(
                    pos2(origin.x, origin.y + layout.tops[item]),
                    pos2(ui.max_rect().right(), origin.y + layout.tops[item + 1]),
                );
                match layout.items[item] {
                    Item::Row(row) => draw_row(ui, diff, view, row, rect, &columns, &metrics),
                    Item::Fold { start, end } => {
                        draw_fold(ui, start, end, rect, &metrics, commands);
                    }
                }
                item += 1;
            }
        });
        overview(ui, diff, view, &layout, &output, commands);
    });
}

fn toolbar(ui: &mut egui::Ui, app: &Model, diff: &AlignedDiff, commands: &mut Vec<Command>) {
    let view = &app.diff_view;
    let hunks = diff.hunks.len();
    // Wrapped: a toolbar wider than the review would widen it past the window's edge.
    ui.horizontal_wrapped(|ui| {
        let previous = ui
            .add_enabled(hunks > 0, egui::Button::new(tr!("diff-previous")))
            .on_hover_text("p");
        if previous.clicked() {
            commands.push(Command::PreviousChange);
        }
        let next = ui
            .add_enabled(hunks > 0, egui::Button::new(tr!("diff-next")))
            .on_hover_text("n");
        if next.clicked() {
            commands.push(Command::NextChange);
        }
        ui.label(match view.current {
            Some(current) if hunks > 0 => tr!(
                "diff-change-of",
                number = (current as u64 + 1),
                count = (hunks as u64)
            ),
            _ => tr!("diff-changes", count = (hunks as u64)),
        });
        let mut changes_only = view.changes_only;
        if ui
            .checkbox(&mut changes_only, tr!("diff-changes-only"))
            .on_hover_text(tr!("diff-changes-only-hover"))
            .changed()
        {
            commands.push(Command::ToggleChangesOnly);
        }
        if !diff.respaced.is_empty() {
            let mut show = view.show_spacing;
            let label = tr!("diff-show-spacing", count = (diff.respaced.len() as u64));
            if ui
                .checkbox(&mut show, label)
                .on_hover_text(tr!("diff-show-spacing-hover"))
                .changed()
            {
                commands.push(Command::ToggleSpacing);
            }
        }
        ui.separator();
        ui.weak(tr!(
            "diff-words",
            removed = (diff.changed_words_left as u64),
            added = (diff.changed_words_right as u64)
        ))
        .on_hover_text(tr!("diff-words-hover"));
        if diff.truncated {
            ui.weak(tr!("diff-truncated"));
        }
        if diff.rough {
            ui.weak(tr!("diff-rough"));
        }
    });
}

/// The layout for this diff, width and folding, from egui's memory or built now.
fn cached_layout(
    ui: &egui::Ui,
    diff: &Arc<AlignedDiff>,
    view: &crate::app::DiffView,
    columns: &Columns,
    metrics: &Metrics,
) -> Arc<Layout> {
    let mut hasher = std::hash::DefaultHasher::new();
    (Arc::as_ptr(diff) as usize).hash(&mut hasher);
    diff.rows.len().hash(&mut hasher);
    columns.chars_per_line.hash(&mut hasher);
    metrics.line_height.to_bits().hash(&mut hasher);
    view.changes_only.hash(&mut hasher);
    if view.changes_only {
        view.expanded.hash(&mut hasher);
    }
    let key = hasher.finish();
    let id = ui.scope_id().with("aligned diff layout");
    if let Some(layout) = ui.data(|d| d.get_temp::<Arc<Layout>>(id))
        && layout.key == key
    {
        return layout;
    }
    let layout = Arc::new(build_layout(
        key,
        diff,
        view,
        columns.chars_per_line,
        metrics.line_height,
    ));
    ui.data_mut(|d| d.insert_temp(id, Arc::clone(&layout)));
    layout
}

fn build_layout(
    key: u64,
    diff: &AlignedDiff,
    view: &crate::app::DiffView,
    chars_per_line: usize,
    line_height: f32,
) -> Layout {
    let rows = diff.rows.len();
    let mut items = Vec::with_capacity(rows);
    let mut tops = Vec::with_capacity(rows + 1);
    let mut item_of_row = Vec::with_capacity(rows);
    let mut y = 0.0;
    let fold_height = line_height + 3.0 * ROW_PADDING;
    let row_height = |row: usize| {
        let r = &diff.rows[row];
        let lines = |cell: &Option<Cell>| {
            cell.as_ref()
                .map_or(0, |c| wrap_count(&c.text, chars_per_line))
        };
        let left = lines(&r.left);
        let right = match (&r.left, &r.right) {
            (Some(a), Some(b)) if a.text == b.text => left,
            _ => lines(&r.right),
        };
        left.max(right).max(1) as f32 * line_height + ROW_PADDING
    };
    let folds = if view.changes_only {
        folds(diff)
    } else {
        Vec::new()
    };
    let mut folds = folds.into_iter().peekable();
    let mut row = 0;
    while row < rows {
        if let Some(fold) = folds.next_if(|f| f.start == row)
            && !view.expanded.contains(&fold.start)
        {
            tops.push(y);
            item_of_row.extend(std::iter::repeat_n(items.len() as u32, fold.len()));
            items.push(Item::Fold {
                start: fold.start,
                end: fold.end,
            });
            y += fold_height;
            row = fold.end;
            continue;
        }
        tops.push(y);
        item_of_row.push(items.len() as u32);
        items.push(Item::Row(row));
        y += row_height(row);
        row += 1;
    }
    tops.push(y);
    Layout {
        key,
        items,
        tops,
        item_of_row,
    }
}

/// The stretches of unchanged rows that "Changes only" folds: all of each stretch but
/// [`CONTEXT`] rows next to a change.
fn folds(diff: &AlignedDiff) -> Vec<Range<usize>> {
    let mut folds = Vec::new();
    let mut start = 0; // first unchanged row of the stretch
    let rows = diff.rows.len();
    for end in diff
        .hunks
        .iter()
        .map(|h| (h.start, h.end))
        .chain([(rows, rows)])
    {
        let (hunk_start, hunk_end) = end;
        let from = if start == 0 { 0 } else { start + CONTEXT };
        let to = if hunk_start == rows {
            rows
        } else {
            hunk_start.saturating_sub(CONTEXT)
        };
        if to > from && to - from >= MIN_FOLD {
            folds.push(from..to);
        }
        start = hunk_end;
    }
    folds
}

/// Calls `line` with the byte range of each visual line of `text` wrapped at
/// `chars_per_line` characters: at the last white space that fits, mid-word only for a word
/// longer than a line. White space may run past the end (it is invisible).
fn wrap(text: &str, chars_per_line: usize, line: impl FnMut(Range<usize>)) {
    // Bytes are at least characters: most lines need no counting.
    if text.len() <= chars_per_line {
        let mut line = line;
        line(0..text.len());
    } else if text.is_ascii() {
        // One byte per character: the same rule, a visual line at a time, several times
        // faster; the first frame of a long document counts every row's lines.
        wrap_ascii(text.as_bytes(), chars_per_line, line);
    } else {
        let chars = text
            .char_indices()
            .map(|(at, c)| (at, c.len_utf8(), c.is_whitespace()));
        let count = |from: usize, to: usize| text[from..to].chars().count();
        wrap_chars(text.len(), chars, count, chars_per_line, line);
    }
}

/// `char::is_whitespace` for an ASCII byte.
fn is_ascii_space(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

/// [`wrap_chars`]'s rule for ASCII text, a line at a time: a line starting at `start` ends
/// before the first non-space byte at `start + chars_per_line` or later, at the last white
/// space before it when there is one (else mid-word).
fn wrap_ascii(bytes: &[u8], chars_per_line: usize, mut line: impl FnMut(Range<usize>)) {
    let chars_per_line = chars_per_line.max(1);
    let mut start = 0;
    loop {
        let from = start + chars_per_line;
        let Some(at) = bytes
            .get(from..)
            .and_then(|rest| rest.iter().position(|&b| !is_ascii_space(b)))
            .map(|offset| from + offset)
        else {
            line(start..bytes.len());
            return;
        };
        let to = bytes[start..at]
            .iter()
            .rposition(|&b| is_ascii_space(b))
            .map_or(at, |space| start + space + 1);
        line(start..to);
        start = to;
    }
}

/// [`wrap`] over (byte offset, byte length, is white space) of each character of a text
/// `len` bytes long; `count(from, to)` counts the characters of a byte range.
fn wrap_chars(
    len: usize,
    chars: impl Iterator<Item = (usize, usize, bool)>,
    count: impl Fn(usize, usize) -> usize,
    chars_per_line: usize,
    mut line: impl FnMut(Range<usize>),
) {
    let mut start = 0;
    let mut width = 0;
    let mut last_break: Option<usize> = None;
    for (at, char_len, space) in chars {
        if space {
            width += 1;
            last_break = Some(at + char_len);
            continue;
        }
        if width >= chars_per_line {
            let to = match last_break {
                Some(b) if b > start && b <= at => b,
                _ => at,
            };
            line(start..to);
            width = count(to, at);
            start = to;
            last_break = None;
        }
        width += 1;
    }
    line(start..len);
}

fn wrap_count(text: &str, chars_per_line: usize) -> usize {
    let mut count = 0;
    wrap(text, chars_per_line, |_| count += 1);
    count
}

fn draw_row(
    ui: &mut egui::Ui,
    diff: &AlignedDiff,
    view: &crate::app::DiffView,
    row: usize,
    rect: Rect,
    columns: &Columns,
    metrics: &Metrics,
) {
    let r = &diff.rows[row];
    let dark = ui.visuals().dark_mode;
    let gap_fill = ui.visuals().faint_bg_color;
    let changed_fill = colors::changed_background(dark).gamma_multiply(0.35);
    let (left_fill, right_fill) = match r.kind {
        RowKind::Same => (Color32::TRANSPARENT, Color32::TRANSPARENT),
        RowKind::Respaced if !view.show_spacing => (Color32::TRANSPARENT, Color32::TRANSPARENT),
        RowKind::Respaced => (gap_fill, gap_fill),
        RowKind::Changed => (changed_fill, changed_fill),
        RowKind::Deleted => (colors::TRASH.gamma_multiply(0.2), gap_fill),
        RowKind::Inserted => (gap_fill, colors::KEEP.gamma_multiply(0.2)),
    };
    let edges = columns.edges(rect.left());
    let side_width = columns.gutter + columns.text;
    for (side, (cell, fill)) in [(&r.left, left_fill), (&r.right, right_fill)]
        .into_iter()
        .enumerate()
    {
        let left = edges[side * 2];
        let cell_rect = Rect::from_min_max(
            pos2(left, rect.top()),
            pos2(left + side_width, rect.bottom() - ROW_PADDING / 2.0),
        );
        if fill != Color32::TRANSPARENT {
            ui.painter().rect_filled(cell_rect, 0.0, fill);
        }
        let Some(cell) = cell else { continue };
        draw_cell(
            ui,
            cell,
            side,
            row,
            cell_rect,
            edges[side * 2 + 1],
            columns,
            metrics,
        );
    }
    let current = view
        .current
        .and_then(|c| diff.hunks.get(c))
        .is_some_and(|hunk| hunk.contains(&row));
    if current {
        let bar = Rect::from_min_size(rect.min, vec2(3.0, rect.height()));
        ui.painter()
            .rect_filled(bar, 0.0, ui.visuals().selection.stroke.color);
    }
}

#[allow(clippy::too_many_arguments)]
fn draw_cell(
    ui: &mut egui::Ui,
    cell: &Cell,
    side: usize,
    row: usize,
    rect: Rect,
    text_left: f32,
    columns: &Columns,
    metrics: &Metrics,
) {
    let visuals = ui.visuals();
    let text_color = visuals.text_color();
    let weak = visuals.weak_text_color();
    let highlight = colors::changed_background(visuals.dark_mode);
    let painter = ui.painter().with_clip_rect(rect.intersect(ui.clip_rect()));
    let number = if cell.continued {
        "·".to_string()
    } else {
        cell.line.to_string()
    };
    let gutter_right = text_left - metrics.char_width;
    painter.text(
        pos2(gutter_right, rect.top() + ROW_PADDING / 2.0),
        egui::Align2::RIGHT_TOP,
        number,
        metrics.font.clone(),
        weak,
    );
    let mut y = rect.top() + ROW_PADDING / 2.0;
    wrap(&cell.text, columns.chars_per_line, |line| {
        let mut job = LayoutJob::default();
        let mut at = line.start;
        let plain = TextFormat::simple(metrics.font.clone(), text_color);
        let marked = TextFormat {
            background: highlight,
            ..plain.clone()
        };
        for changed in &cell.changed {
            let from = changed.start.clamp(line.start, line.end);
            let to = changed.end.clamp(line.start, line.end);
            if from >= to {
                continue;
            }
            if at < from {
                job.append(&cell.text[at..from], 0.0, plain.clone());
            }
            job.append(&cell.text[from..to], 0.0, marked.clone());
            at = to;
        }
        if at < line.end {
            job.append(&cell.text[at..line.end], 0.0, plain);
        }
        let galley = painter.layout_job(job);
        painter.galley(pos2(text_left, y), galley, text_color);
        y += metrics.line_height;
    });
    // The row's text, for screen readers (and the tests).
    let response = ui.interact(
        rect,
        ui.scope_id().with(("diff cell", row, side)),
        Sense::hover(),
    );
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &cell.text));
}

fn draw_fold(
    ui: &mut egui::Ui,
    start: usize,
    end: usize,
    rect: Rect,
    metrics: &Metrics,
    commands: &mut Vec<Command>,
) {
    let label = tr!("diff-fold", count = ((end - start) as u64));
    let rect = rect.shrink2(vec2(0.0, ROW_PADDING));
    let response = ui
        .interact(rect, ui.scope_id().with(("fold", start)), Sense::click())
        .on_hover_text(tr!("diff-fold-hover"));
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
    let visuals = ui.style().interact(&response);
    ui.painter()
        .rect_filled(rect, 3.0, ui.visuals().faint_bg_color);
    if response.hovered() {
        ui.painter()
            .rect_stroke(rect, 3.0, visuals.bg_stroke, egui::StrokeKind::Inside);
    }
    ui.painter().text(
        rect.center(),
        egui::Align2::CENTER_CENTER,
        label,
        metrics.font.clone(),
        ui.visuals().weak_text_color(),
    );
    if response.clicked() {
        commands.push(Command::ExpandUnchanged(start));
    }
}

/// A thin bar beside the rows: each change at its place in the whole, the current one
/// stronger, and the part on screen outlined. A click scrolls there.
fn overview(
    ui: &mut egui::Ui,
    diff: &AlignedDiff,
    view: &crate::app::DiffView,
    layout: &Layout,
    output: &egui::scroll_area::ScrollAreaOutput<()>,
    commands: &mut Vec<Command>,
) {
    let height = output.inner_rect.height();
    let (rect, response) =
        ui.allocate_exact_size(vec2(OVERVIEW_WIDTH, height), Sense::click_and_drag());
    response.widget_info(|| {
        egui::WidgetInfo::labeled(egui::Role::ScrollBar, true, tr!("diff-overview"))
    });
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 2.0, ui.visuals().extreme_bg_color);
    let total = layout.total().max(1.0);
    let scale = rect.height() / total;
    let dark = ui.visuals().dark_mode;
    let mark = if dark {
        Color32::from_rgb(230, 150, 60)
    } else {
        Color32::from_rgb(215, 120, 20)
    };
    let current_color = ui.visuals().selection.stroke.color;
    let mut last_drawn: Option<(f32, f32)> = None;
    for (index, hunk) in diff.hunks.iter().enumerate() {
        let top = rect.top() + layout.row_top(hunk.start) * scale;
        let bottom = (rect.top() + layout.row_bottom(hunk.end - 1) * scale).max(top + 2.0);
        if view.current == Some(index) {
            continue;
        }
        // Changes closer than a pixel share one mark.
        if let Some((_, drawn_bottom)) = last_drawn
            && bottom <= drawn_bottom + 0.5
        {
            continue;
        }
        painter.rect_filled(
            Rect::from_x_y_ranges(rect.x_range().shrink(2.0), top..=bottom),
            1.0,
            mark,
        );
        last_drawn = Some((top, bottom));
    }
    if let Some(hunk) = view.current.and_then(|c| diff.hunks.get(c)) {
        let top = rect.top() + layout.row_top(hunk.start) * scale;
        let bottom = (rect.top() + layout.row_bottom(hunk.end - 1) * scale).max(top + 3.0);
        painter.rect_filled(
            Rect::from_x_y_ranges(rect.x_range(), top..=bottom),
            1.0,
            current_color,
        );
    }
    let seen_top = rect.top() + output.state.clamped_offset().y * scale;
    let seen = Rect::from_x_y_ranges(
        rect.x_range(),
        seen_top..=(seen_top + height * scale).min(rect.bottom()),
    );
    painter.rect_stroke(
        seen,
        2.0,
        ui.visuals().widgets.inactive.fg_stroke,
        egui::StrokeKind::Inside,
    );
    if (response.clicked() || response.dragged())
        && let Some(pointer) = response.interact_pointer_pos()
    {
        commands.push(Command::ScrollDiffTo(
            (pointer.y - rect.top()) / rect.height(),
        ));
    }
    // The change under a click becomes the current one, when the click is on its mark.
    if response.clicked()
        && let Some(pointer) = response.interact_pointer_pos()
    {
        let y = (pointer.y - rect.top()) / scale;
        let item = layout.item_at(y);
        if let Some(Item::Row(row)) = layout.items.get(item)
            && let Some(hunk) = diff.hunk_at_or_after(*row)
            && diff.hunks[hunk].contains(row)
        {
            commands.push(Command::GoToChange(hunk));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(text: &str, width: usize) -> Vec<&str> {
        let mut out = Vec::new();
        wrap(text, width, |r| out.push(&text[r]));
        out
    }

    #[test]
    fn the_ascii_wrap_follows_the_general_rule() {
        // Pseudo-random words and runs of spaces, at many widths.
        let mut seed = 7u32;
        let mut next = || {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            (seed >> 16) as usize
        };
        for _ in 0..300 {
            let text: String = (0..next() % 40)
                .map(|_| {
                    let word = "abcdefghijklmnopqrstuvwxyz"[..1 + next() % 25].to_string();
                    word + &" ".repeat(1 + next() % 3 / 2)
                })
                .collect();
            for width in [1, 2, 5, 9, 17, 35, 80] {
                let mut fast = Vec::new();
                wrap_ascii(text.as_bytes(), width, |r| fast.push(r));
                let mut general = Vec::new();
                let chars = text
                    .char_indices()
                    .map(|(at, c)| (at, c.len_utf8(), c.is_whitespace()));
                let count = |from: usize, to: usize| text[from..to].chars().count();
                wrap_chars(text.len(), chars, count, width, |r| general.push(r));
                assert_eq!(fast, general, "{text:?} at {width}");
            }
        }
    }

    #[test]
    fn ascii_and_unicode_texts_wrap_by_the_same_rule() {
        let ascii = "one two three four five six seven eight nine ten eleven twelve";
        let accented = ascii.replace('e', "é");
        for width in [5, 8, 13, 40] {
            let widths = |text: &str| -> Vec<usize> {
                lines(text, width)
                    .iter()
                    .map(|l| l.chars().count())
                    .collect()
            };
            assert_eq!(widths(ascii), widths(&accented), "width {width}");
        }
    }

    #[test]
    fn wrapping_breaks_after_white_space_and_keeps_every_character() {
        let text = "the quick brown fox jumps over the lazy dog";
        let wrapped = lines(text, 10);
        assert_eq!(wrapped.concat(), text);
        assert_eq!(
            wrapped,
            [
                "the quick ",
                "brown fox ",
                "jumps over ",
                "the lazy ",
                "dog"
            ]
        );
        assert_eq!(lines("abcdefghijkl", 5), ["abcde", "fghij", "kl"]);
        assert_eq!(wrap_count("short", 10), 1);
        assert_eq!(wrap_count("", 10), 1);
    }

    #[test]
    fn changes_only_folds_all_but_the_context_of_each_change() {
        let before: String = (0..40).map(|i| format!("line {i}\n")).collect();
        let after = before.replace("line 20\n", "line twenty\n");
        let diff = crate::review::aligned_diff(&before, &after, 1 << 20);
        assert_eq!(diff.hunks, vec![20..21]);
        assert_eq!(folds(&diff), vec![0..17, 24..40]);
    }
}
