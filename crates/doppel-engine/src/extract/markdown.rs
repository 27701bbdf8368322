//! Markdown to text, with `pulldown-cmark`'s events: the words a reader sees, without the
//! markup (`#`, `*`, `|`, link targets, fences).
//!
//! Markup is dropped here rather than left to normalisation because link and image targets
//! are words that normalisation would keep ("https", "example", "com"), and because a Markdown
//! file and the HTML or PDF rendered from it should yield the same words. Link text, image
//! alt text, code spans and code blocks are kept: they are what the reader sees. HTML blocks
//! go through the HTML extractor; inline HTML tags are dropped.

use pulldown_cmark::{Event, Options, Parser, TagEnd};

use super::html;
use super::text::TextBuilder;

pub(super) fn extract(markdown: &str, limit: usize) -> Result<String, String> {
    let options = Options::ENABLE_TABLES
        | Options::ENABLE_FOOTNOTES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_TASKLISTS
        | Options::ENABLE_DEFINITION_LIST;
    let mut out = TextBuilder::new(limit);
    let mut html_block = String::new();
    for event in Parser::new_ext(markdown, options) {
        match event {
            Event::Text(text) | Event::Code(text) => out.push_str(&text),
            Event::SoftBreak => out.push_char(' '),
            Event::HardBreak | Event::Rule => out.line_break(),
            Event::Html(html) => html_block.push_str(&html),
            Event::End(TagEnd::HtmlBlock) => {
                html::append(&html_block, &mut out);
                html_block.clear();
                out.line_break();
            }
            Event::End(end) if ends_block(&end) => out.line_break(),
            Event::End(TagEnd::TableCell) => out.push_char('\t'),
            _ => {}
        }
        if out.overflowed() {
            break;
        }
    }
    out.finish()
}

fn ends_block(end: &TagEnd) -> bool {
    matches!(
        end,
        TagEnd::Paragraph
            | TagEnd::Heading(_)
            | TagEnd::BlockQuote(_)
            | TagEnd::CodeBlock
            | TagEnd::List(_)
            | TagEnd::Item
            | TagEnd::FootnoteDefinition
            | TagEnd::DefinitionListTitle
            | TagEnd::DefinitionListDefinition
            | TagEnd::Table
            | TagEnd::TableHead
            | TagEnd::TableRow
            | TagEnd::MetadataBlock(_)
    )
}
