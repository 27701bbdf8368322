//! The text an extractor builds, capped at the text limit, and the wording of limits in
//! skip reasons.

use std::time::Duration;

use crate::format::limit_bytes;

/// Collects extracted text, with paragraph breaks and spaces where markup separated words,
/// and stops growing at the limit (the caller then reports [`too_large`]).
pub(super) struct TextBuilder {
    text: String,
    limit: usize,
    overflowed: bool,
}

impl TextBuilder {
    pub(super) fn new(limit: usize) -> Self {
        TextBuilder {
            text: String::new(),
            limit,
            overflowed: false,
        }
    }

    pub(super) fn overflowed(&self) -> bool {
        self.overflowed
    }

    pub(super) fn push_str(&mut self, s: &str) {
        if self.overflowed {
            return;
        }
        if self.text.len() + s.len() > self.limit {
            self.overflowed = true;
            return;
        }
        self.text.push_str(s);
    }

    pub(super) fn push_char(&mut self, c: char) {
        let mut buffer = [0; 4];
        self.push_str(c.encode_utf8(&mut buffer));
    }

    /// Separates words, unless something already does.
    pub(super) fn space(&mut self) {
        if self
            .text
            .chars()
            .next_back()
            .is_some_and(|c| !c.is_whitespace())
        {
            self.push_char(' ');
        }
    }

    /// Ends a paragraph or block, unless one was just ended.
    pub(super) fn line_break(&mut self) {
        if self.text.chars().next_back().is_some_and(|c| c != '\n') {
            self.push_char('\n');
        }
    }

    pub(super) fn finish(self) -> Result<String, String> {
        if self.overflowed {
            Err(too_large(self.limit))
        } else {
            Ok(self.text)
        }
    }
}

/// The skip reason for text over the limit.
pub(super) fn too_large(limit: usize) -> String {
    format!(
        "extracted text is larger than the {} limit",
        limit_bytes(limit as u64)
    )
}

/// A time limit as people write it: "20 s", "1.5 s", "200 ms".
pub(super) fn human_duration(duration: Duration) -> String {
    let millis = duration.as_millis();
    if millis >= 1000 && millis.is_multiple_of(1000) {
        format!("{} s", millis / 1000)
    } else if millis >= 1000 {
        format!("{:.1} s", duration.as_secs_f64())
    } else {
        format!("{millis} ms")
    }
}
