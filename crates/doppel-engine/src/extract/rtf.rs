//! RTF to text.
//!
//! RTF is a flat stream of groups, control words and text, so a small state machine reads it
//! exactly; the Rust crates for it are young and less careful with broken input than this
//! needs to be. What it does: drops the groups that are not body text (font, colour and
//! style tables, document info, pictures, objects, headers and footers, field instructions,
//! and every `{\*\...}` destination); turns `\par`, `\line`, `\page` into line breaks and
//! `\tab`, `\cell` into tabs; decodes `\'hh` bytes in the document's code page (`\ansicpg`,
//! Windows-1252 by default, multi-byte code pages included) and `\uN` characters (with
//! surrogate pairs), skipping their `\ucN` fallback characters; skips `\binN` data.
//! Not done: per-font character sets (`\fcharset`), which only matter for old files that mix
//! scripts without Unicode escapes.

use encoding_rs::{Encoding, WINDOWS_1252};

use super::ExtractLimits;
use super::text::TextBuilder;

/// Deeper groups are still read, but share the state of the group at this depth, so a file
/// of nothing but `{` cannot make the group stack as large as the file.
const MAX_DEPTH: usize = 1024;

/// Destinations whose content is not body text.
const SKIPPED_DESTINATIONS: &[&str] = &[
    "author",
    "buptim",
    "colortbl",
    "comment",
    "creatim",
    "datafield",
    "doccomm",
    "falt",
    "fldinst",
    "fonttbl",
    "footer",
    "footerf",
    "footerl",
    "footerr",
    "ftncn",
    "ftnsep",
    "ftnsepc",
    "header",
    "headerf",
    "headerl",
    "headerr",
    "info",
    "keywords",
    "listtable",
    "listoverridetable",
    "object",
    "operator",
    "pict",
    "printim",
    "private",
    "revtim",
    "rsidtbl",
    "stylesheet",
    "subject",
    "themedata",
    "title",
    "xmlnstbl",
];

#[derive(Clone, Copy)]
struct Group {
    skip: bool,
    /// How many fallback characters follow a `\uN` in this group.
    unicode_skip: usize,
}

struct Reader<'a> {
    bytes: &'a [u8],
    position: usize,
    out: TextBuilder,
    groups: Vec<Group>,
    /// Groups opened beyond [`MAX_DEPTH`], not yet closed.
    extra_depth: usize,
    /// True right after `{`, where `\*` and destination words take effect.
    group_start: bool,
    codepage: &'static Encoding,
    /// Bytes in the code page, decoded together so multi-byte characters survive.
    pending: Vec<u8>,
    /// Fallback characters still to skip after a `\uN`.
    to_skip: usize,
    /// The first half of a surrogate pair given as `\uN`.
    high_surrogate: Option<u16>,
}

pub(super) fn extract(bytes: &[u8], limits: &ExtractLimits) -> Result<String, String> {
    let mut reader = Reader {
        bytes,
        position: 0,
        out: TextBuilder::new(limits.max_text_bytes),
        groups: vec![Group {
            skip: false,
            unicode_skip: 1,
        }],
        extra_depth: 0,
        group_start: false,
        codepage: WINDOWS_1252,
        pending: Vec::new(),
        to_skip: 0,
        high_surrogate: None,
    };
    reader.read();
    reader.out.finish()
}

impl Reader<'_> {
    fn group(&mut self) -> &mut Group {
        let last = self.groups.len() - 1;
        &mut self.groups[last]
    }

    fn read(&mut self) {
        while let Some(&byte) = self.bytes.get(self.position) {
            if self.out.overflowed() {
                return;
            }
            self.position += 1;
            let at_group_start = std::mem::take(&mut self.group_start);
            match byte {
                b'{' => {
                    self.flush();
                    if self.groups.len() < MAX_DEPTH {
                        let inner = *self.group();
                        self.groups.push(inner);
                    } else {
                        self.extra_depth += 1;
                    }
                    self.group_start = true;
                }
                b'}' => {
                    self.flush();
                    if self.extra_depth > 0 {
                        self.extra_depth -= 1;
                    } else if self.groups.len() > 1 {
                        self.groups.pop();
                    }
                }
                b'\\' => self.control(at_group_start),
                b'\r' | b'\n' => {}
                _ => self.text_byte(byte),
            }
        }
        self.flush();
    }

    fn text_byte(&mut self, byte: u8) {
        if self.to_skip > 0 {
            self.to_skip -= 1;
        } else if !self.group().skip {
            self.pending.push(byte);
        }
    }

    fn emit(&mut self, text: &str) {
        self.flush();
        if !self.group().skip {
            self.out.push_str(text);
        }
    }

    fn flush(&mut self) {
        if !self.pending.is_empty() {
            let (text, _) = self.codepage.decode_without_bom_handling(&self.pending);
            self.out.push_str(&text);
            self.pending.clear();
        }
    }

    fn control(&mut self, at_group_start: bool) {
        let Some(&next) = self.bytes.get(self.position) else {
            return;
        };
        if !next.is_ascii_alphabetic() {
            self.position += 1;
            self.control_symbol(next, at_group_start);
            return;
        }
        let start = self.position;
        while self
            .bytes
            .get(self.position)
            .is_some_and(|b| b.is_ascii_alphabetic() && self.position - start < 32)
        {
            self.position += 1;
        }
        let word = std::str::from_utf8(&self.bytes[start..self.position]).unwrap_or("");
        let parameter = self.parameter();
        if self.bytes.get(self.position) == Some(&b' ') {
            self.position += 1;
        }
        self.control_word(word, parameter, at_group_start);
    }

    /// The optional signed number after a control word.
    fn parameter(&mut self) -> Option<i64> {
        let start = self.position;
        if self.bytes.get(self.position) == Some(&b'-') {
            self.position += 1;
        }
        let digits = self.position;
        while self
            .bytes
            .get(self.position)
            .is_some_and(|b| b.is_ascii_digit() && self.position - digits < 10)
        {
            self.position += 1;
        }
        if self.position == digits {
            self.position = start;
            return None;
        }
        std::str::from_utf8(&self.bytes[start..self.position])
            .ok()
            .and_then(|number| number.parse().ok())
    }

    fn control_symbol(&mut self, symbol: u8, at_group_start: bool) {
        match symbol {
            b'\'' => {
                let hex = self.bytes.get(self.position..self.position + 2);
                let byte = hex
                    .and_then(|hex| std::str::from_utf8(hex).ok())
                    .and_then(|hex| u8::from_str_radix(hex, 16).ok());
                if let Some(byte) = byte {
                    self.position += 2;
                    self.text_byte(byte);
                }
            }
            b'*' if at_group_start => self.group().skip = true,
            b'\\' | b'{' | b'}' => self.emit(&char::from(symbol).to_string()),
            b'~' => self.emit("\u{a0}"),
            b'_' => self.emit("-"),
            b'\r' | b'\n' => self.line_break(),
            _ => {}
        }
    }

    fn control_word(&mut self, word: &str, parameter: Option<i64>, at_group_start: bool) {
        if at_group_start && SKIPPED_DESTINATIONS.contains(&word) {
            self.flush();
            self.group().skip = true;
            return;
        }
        match word {
            "par" | "line" | "sect" | "page" | "row" => self.line_break(),
            "tab" | "cell" | "nestcell" => self.emit("\t"),
            "emdash" => self.emit("\u{2014}"),
            "endash" => self.emit("\u{2013}"),
            "bullet" => self.emit("\u{2022}"),
            "lquote" => self.emit("\u{2018}"),
            "rquote" => self.emit("\u{2019}"),
            "ldblquote" => self.emit("\u{201c}"),
            "rdblquote" => self.emit("\u{201d}"),
            "emspace" | "enspace" | "qmspace" => self.emit(" "),
            "u" => self.unicode(parameter.unwrap_or(0)),
            "uc" => {
                self.group().unicode_skip = parameter.unwrap_or(1).clamp(0, 16) as usize;
            }
            "ansicpg" => {
                self.flush();
                if let Some(encoding) = parameter.and_then(codepage) {
                    self.codepage = encoding;
                }
            }
            "bin" => {
                self.flush();
                let length = parameter.unwrap_or(0).max(0) as usize;
                self.position = self.position.saturating_add(length).min(self.bytes.len());
            }
            _ => {}
        }
    }

    fn line_break(&mut self) {
        self.flush();
        if !self.group().skip {
            self.out.line_break();
        }
    }

    fn unicode(&mut self, parameter: i64) {
        // Values above 32767 are written as negative numbers.
        let unit = parameter.rem_euclid(65536) as u16;
        let decoded = match (self.high_surrogate.take(), unit) {
            (_, 0xd800..=0xdbff) => {
                self.high_surrogate = Some(unit);
                None
            }
            (Some(high), 0xdc00..=0xdfff) => {
                char::decode_utf16([high, unit]).next().and_then(Result::ok)
            }
            (_, unit) => char::from_u32(u32::from(unit)),
        };
        if let Some(c) = decoded {
            self.emit(&c.to_string());
        }
        self.to_skip = self.group().unicode_skip;
    }
}

/// The encoding of a Windows code page number, where `encoding_rs` has it.
fn codepage(number: i64) -> Option<&'static Encoding> {
    let label = match number {
        874 => "windows-874".to_string(),
        866 => "ibm866".to_string(),
        932 => "shift_jis".to_string(),
        936 => "gbk".to_string(),
        949 => "euc-kr".to_string(),
        950 => "big5".to_string(),
        1250..=1258 => format!("windows-{number}"),
        10000 => "macintosh".to_string(),
        20866 => "koi8-r".to_string(),
        28591..=28606 => format!("iso-8859-{}", number - 28590),
        65001 => "utf-8".to_string(),
        _ => return None,
    };
    Encoding::for_label(label.as_bytes())
}
