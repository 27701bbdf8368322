//! HTML (and the XHTML of EPUB books) to text, with html5ever's tokenizer.
//!
//! The tokenizer alone is enough here: text needs no tree, only the tags that separate words
//! and the elements whose content is not text. The sink switches the tokenizer into raw-text
//! mode for `<script>`, `<style>` and friends exactly as html5ever's tree builder would, and
//! drops their content; character references are decoded by the tokenizer. Every element
//! that is not inline (`<p>`, `<div>`, `<li>`, `<td>`, `<br>`, ...) ends a line, so words on
//! either side never run together. A self-closing `<script/>` is honoured (XHTML), rather
//! than swallowing the rest of the page as an HTML browser would.

use std::cell::RefCell;

use html5ever::tendril::StrTendril;
use html5ever::tokenizer::states::RawKind;
use html5ever::tokenizer::{
    BufferQueue, TagKind, Token, TokenSink, TokenSinkResult, Tokenizer, TokenizerOpts,
};

use super::text::TextBuilder;

/// Extracts the text of an HTML document, at most `limit` bytes of it.
pub(super) fn extract(html: &str, limit: usize) -> Result<String, String> {
    let mut builder = TextBuilder::new(limit);
    append(html, &mut builder);
    builder.finish()
}

/// Appends the text of HTML (a document or a fragment) to `builder`.
pub(super) fn append(html: &str, builder: &mut TextBuilder) {
    let sink = TextSink {
        state: RefCell::new(SinkState {
            builder: std::mem::replace(builder, TextBuilder::new(0)),
            skipping: None,
        }),
    };
    let tokenizer = Tokenizer::new(sink, TokenizerOpts::default());
    let input = BufferQueue::default();
    input.push_back(StrTendril::from_slice(html));
    // The sink never asks to pause for a script, so one feed consumes the whole input.
    let _ = tokenizer.feed(&input);
    tokenizer.end();
    *builder = tokenizer.sink.state.into_inner().builder;
}

struct TextSink {
    state: RefCell<SinkState>,
}

struct SinkState {
    builder: TextBuilder,
    /// The element whose raw content is being dropped, until its end tag.
    skipping: Option<String>,
}

/// Elements that flow within a line; every other element separates lines.
const INLINE: &[&str] = &[
    "a", "abbr", "acronym", "b", "bdi", "bdo", "big", "cite", "code", "data", "del", "dfn", "em",
    "font", "i", "img", "ins", "kbd", "label", "mark", "nobr", "q", "rp", "rt", "ruby", "s",
    "samp", "small", "span", "strike", "strong", "sub", "sup", "time", "tt", "u", "var", "wbr",
];

/// Elements whose content is not document text, and the raw-text mode the tokenizer must be
/// in to find their end (as the HTML tree builder sets it).
fn dropped_content(name: &str) -> Option<TokenSinkResult<()>> {
    match name {
        "script" => Some(TokenSinkResult::RawData(RawKind::ScriptData)),
        "style" | "xmp" | "iframe" | "noembed" | "noframes" => {
            Some(TokenSinkResult::RawData(RawKind::Rawtext))
        }
        "title" => Some(TokenSinkResult::RawData(RawKind::Rcdata)),
        _ => None,
    }
}

impl TokenSink for TextSink {
    type Handle = ();

    fn process_token(&self, token: Token, _line_number: u64) -> TokenSinkResult<()> {
        let mut state = self.state.borrow_mut();
        let state = &mut *state;
        match token {
            Token::CharacterTokens(text) => {
                if state.skipping.is_none() {
                    state.builder.push_str(&text);
                }
            }
            Token::TagToken(tag) => {
                let name: &str = &tag.name;
                if let Some(skipped) = &state.skipping {
                    if tag.kind == TagKind::EndTag && skipped == name {
                        state.skipping = None;
                    }
                    return TokenSinkResult::Continue;
                }
                if !INLINE.contains(&name) {
                    state.builder.line_break();
                }
                if tag.kind == TagKind::StartTag && !tag.self_closing {
                    if let Some(mode) = dropped_content(name) {
                        state.skipping = Some(name.to_string());
                        return mode;
                    }
                    if name == "textarea" {
                        return TokenSinkResult::RawData(RawKind::Rcdata);
                    }
                    if name == "plaintext" {
                        return TokenSinkResult::Plaintext;
                    }
                }
            }
            Token::DoctypeToken(_)
            | Token::CommentToken(_)
            | Token::NullCharacterToken
            | Token::EOFToken
            | Token::ParseError(_) => {}
        }
        TokenSinkResult::Continue
    }
}
