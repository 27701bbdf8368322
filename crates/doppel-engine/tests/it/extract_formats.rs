//! Text extraction on real documents: the same text saved as plain text, HTML, DOCX, ODT,
//! PDF, RTF and EPUB (made with LibreOffice, see tests/fixtures/extract/README.md) must give
//! the same words; Markdown, XML and documents built here give the words a reader sees.

use std::io::Write;
use std::path::Path;

use doppel_engine::extract::{DocumentFormat, ExtractLimits, Extracted, extract_text};
use zip::write::SimpleFileOptions;

use crate::support::{fixture, named_pipe, text_of};

/// Lower-cased words, split on anything that is not a letter or digit.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

fn extract(path: &Path) -> (String, DocumentFormat) {
    match extract_text(path, &ExtractLimits::default()) {
        Ok(Extracted::Text { text, format }) => (text, format),
        other => panic!("{}: {other:?}", path.display()),
    }
}

#[test]
fn one_text_in_seven_formats_gives_the_same_words() {
    let (reference, format) = extract(&fixture("sample.txt"));
    assert_eq!(format, DocumentFormat::PlainText);
    let expected = words(&reference);
    assert!(expected.len() > 200, "{expected:?}");
    assert!(expected.contains(&"zürich".to_string()));
    for (name, format) in [
        ("sample.html", DocumentFormat::Html),
        ("sample.docx", DocumentFormat::Docx),
        ("sample.odt", DocumentFormat::Odt),
        ("sample.pdf", DocumentFormat::Pdf),
        ("sample.rtf", DocumentFormat::Rtf),
        ("sample.epub", DocumentFormat::Epub),
    ] {
        let (text, found) = extract(&fixture(name));
        assert_eq!(found, format, "{name}");
        assert_eq!(words(&text), expected, "{name} gave:\n{text}");
    }
}

#[test]
fn in_memory_bytes_give_the_same_text_as_the_file() {
    for name in ["sample.docx", "sample.pdf", "sample.html", "sample.txt"] {
        let path = fixture(name);
        let bytes = std::fs::read(&path).unwrap();
        assert_eq!(text_of(name, &bytes), extract(&path), "{name}");
    }
}

#[test]
fn format_comes_from_content_before_the_extension() {
    let pdf = std::fs::read(fixture("sample.pdf")).unwrap();
    assert_eq!(text_of("report.txt", &pdf).1, DocumentFormat::Pdf);
    let docx = std::fs::read(fixture("sample.docx")).unwrap();
    assert_eq!(text_of("no-extension", &docx).1, DocumentFormat::Docx);
    let html = b"<!DOCTYPE html><html><body><p>Hello there</p></body></html>";
    assert_eq!(text_of("page.txt", html).1, DocumentFormat::Html);
    assert_eq!(
        text_of("feed", b"<?xml version=\"1.0\"?><a>b</a>").1,
        DocumentFormat::Xml
    );
    // Without telling content, the extension decides.
    assert_eq!(
        text_of("notes.md", b"# Title\n").1,
        DocumentFormat::Markdown
    );
    assert_eq!(text_of("part.htm", b"<p>x</p>").1, DocumentFormat::Html);
    assert_eq!(
        text_of("icon.svg", b"<svg><text>x</text></svg>").1,
        DocumentFormat::Xml
    );
    for name in ["main.rs", "data.csv", "data.json", "README", "notes.txt"] {
        assert_eq!(
            text_of(name, b"plain words").1,
            DocumentFormat::PlainText,
            "{name}"
        );
    }
}

#[test]
fn html_drops_scripts_styles_and_tags_and_decodes_entities() {
    let html = r#"<!doctype html>
<html><head><title>Page title</title>
<style>body { color: red } p::after { content: "styled" }</style>
<script>if (a < b && c) { document.write("<p>scripted</p>"); }</script>
</head><body>
<div>first</div><div>second</div><p>caf&eacute; &amp; cr&#232;me&nbsp;br&ucirc;l&#xE9;e</p>
<ul><li>one</li><li>two</li></ul><table><tr><td>cell</td><td>other</td></tr></table>
<p>in<b>line</b> <a href="https://example.com/hidden">link text</a><br>after<!-- a comment --></p>
<noscript>shown without scripts</noscript>
</body></html>"#;
    let (text, format) = text_of("page.html", html.as_bytes());
    assert_eq!(format, DocumentFormat::Html);
    assert_eq!(
        words(&text),
        words(
            "first second café crème brûlée one two cell other inline link text after \
             shown without scripts"
        ),
        "{text}"
    );
}

#[test]
fn xhtml_self_closing_script_does_not_hide_the_page() {
    let xhtml = r#"<?xml version="1.0" encoding="utf-8"?>
<html xmlns="http://www.w3.org/1999/xhtml"><head><script src="a.js"/></head>
<body><p>Visible text</p></body></html>"#;
    let (text, format) = text_of("page.xhtml", xhtml.as_bytes());
    assert_eq!(format, DocumentFormat::Html);
    assert_eq!(words(&text), ["visible", "text"]);
}

#[test]
fn markdown_keeps_what_a_reader_sees() {
    let markdown = "---\n\n# The *Title*\n\nSome **bold** and `code` with a \
        [link](https://example.com/path) and ![alt words](img.png).\n\n\
        | a | b |\n|---|---|\n| c | d |\n\n```rust\nfn main() {}\n```\n\n\
        <div>html block</div>\n\n- [x] done item\n";
    let (text, format) = text_of("notes.md", markdown.as_bytes());
    assert_eq!(format, DocumentFormat::Markdown);
    assert_eq!(
        words(&text),
        words(
            "The Title Some bold and code with a link and alt words. a b c d fn main \
             html block done item"
        ),
        "{text}"
    );
}

#[test]
fn xml_keeps_character_data_apart() {
    let xml = r#"<?xml version="1.0"?>
<!DOCTYPE catalog>
<catalog><!-- comment --><book><title>Dune</title><year>1965</year></book>
<note><![CDATA[raw <text> here]]> &amp; &#233;t&eacute;</note>
<style>.x { fill: red }</style></catalog>"#;
    let (text, format) = text_of("catalog.xml", xml.as_bytes());
    assert_eq!(format, DocumentFormat::Xml);
    assert_eq!(words(&text), words("Dune 1965 raw text here été"), "{text}");
}

/// Writes a zip with the given (name, content) entries, deflated.
fn zip_file(path: &Path, entries: &[(&str, &[u8])]) {
    let file = std::fs::File::create(path).unwrap();
    let mut zip = zip::ZipWriter::new(file);
    for (name, content) in entries {
        let options = if *name == "mimetype" {
            SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored)
        } else {
            SimpleFileOptions::default()
        };
        zip.start_file(*name, options).unwrap();
        zip.write_all(content).unwrap();
    }
    zip.finish().unwrap();
}

const CONTENT_TYPES: &[u8] = br#"<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>"#;

#[test]
fn docx_built_here_keeps_text_and_drops_deletions_and_field_codes() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("letter.docx");
    let document = r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">
<w:body>
<w:p><w:pPr><w:tabs><w:tab w:val="left" w:pos="720"/></w:tabs></w:pPr>
<w:r><w:t>Dear</w:t></w:r><w:r><w:t xml:space="preserve"> reader,</w:t></w:r></w:p>
<w:p><w:r><w:t>split</w:t></w:r><w:r><w:t>word</w:t></w:r><w:r><w:tab/><w:t xml:space="preserve">after&amp;tab page </w:t></w:r>
<w:del><w:r><w:delText>deleted</w:delText></w:r></w:del>
<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>PAGE \* MERGEFORMAT</w:instrText></w:r>
<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>7</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>
<w:tbl><w:tr><w:tc><w:p><w:r><w:t>cell</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>next</w:t></w:r></w:p></w:tc></w:tr></w:tbl>
<w:p><w:r><w:t>last</w:t></w:r><w:r><w:br/><w:t>line</w:t></w:r></w:p>
</w:body></w:document>"#;
    zip_file(
        &path,
        &[
            ("[Content_Types].xml", CONTENT_TYPES),
            ("word/document.xml", document.as_bytes()),
        ],
    );
    let (text, format) = extract(&path);
    assert_eq!(format, DocumentFormat::Docx);
    assert_eq!(
        words(&text),
        words("Dear reader, splitword after&tab page 7 cell next last line"),
        "{text}"
    );
}

#[test]
fn odt_built_here_keeps_spacing_elements() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("notes.odt");
    let content = r#"<?xml version="1.0" encoding="UTF-8"?>
<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0">
<office:body><office:text>
<text:tracked-changes><text:changed-region><text:deletion><text:p>removed words</text:p></text:deletion></text:changed-region></text:tracked-changes>
<text:h>Heading</text:h><text:p>one<text:s/>two<text:tab/>three<text:line-break/>four <text:span>five</text:span></text:p>
<text:p>note<text:note><text:note-citation>1</text:note-citation><text:note-body><text:p>footnote text</text:p></text:note-body></text:note></text:p>
<office:annotation><text:p>a comment</text:p></office:annotation>
</office:text></office:body></office:document-content>"#;
    zip_file(
        &path,
        &[
            ("mimetype", b"application/vnd.oasis.opendocument.text"),
            ("content.xml", content.as_bytes()),
        ],
    );
    let (text, format) = extract(&path);
    assert_eq!(format, DocumentFormat::Odt);
    assert_eq!(
        words(&text),
        words("Heading one two three four five note footnote text"),
        "{text}"
    );
    // A template with styles only (LibreOffice ships such) is an empty document.
    let path = dir.path().join("Default.ott");
    zip_file(
        &path,
        &[
            (
                "mimetype",
                b"application/vnd.oasis.opendocument.text-template",
            ),
            ("styles.xml", b"<office:document-styles/>"),
        ],
    );
    assert_eq!(extract(&path), (String::new(), DocumentFormat::Odt));
}

#[test]
fn epub_built_here_follows_the_spine() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("book.epub");
    let container = br#"<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>"#;
    let package =
        br#"<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0">
<manifest><item id="c2" href="Text/chapter%202.xhtml" media-type="application/xhtml+xml"/>
<item id="c1" href="Text/chapter1.xhtml" media-type="application/xhtml+xml"/>
<item id="css" href="style.css" media-type="text/css"/></manifest>
<spine><itemref idref="c1"/><itemref idref="c2"/></spine></package>"#;
    let page = |body: &str| {
        format!(
            "<?xml version=\"1.0\"?><html xmlns=\"http://www.w3.org/1999/xhtml\"><head>\
             <title>t</title></head><body>{body}</body></html>"
        )
    };
    zip_file(
        &path,
        &[
            ("mimetype", b"application/epub+zip"),
            ("META-INF/container.xml", container),
            ("OEBPS/content.opf", package),
            (
                "OEBPS/Text/chapter 2.xhtml",
                page("<p>second chapter</p>").as_bytes(),
            ),
            (
                "OEBPS/Text/chapter1.xhtml",
                page("<h1>first</h1><p>chapter</p>").as_bytes(),
            ),
            ("OEBPS/style.css", b"p { margin: 0 }"),
        ],
    );
    let (text, format) = extract(&path);
    assert_eq!(format, DocumentFormat::Epub);
    assert_eq!(
        words(&text),
        words("first chapter second chapter"),
        "{text}"
    );
}

#[test]
fn rtf_decodes_code_pages_unicode_and_drops_tables() {
    let rtf = br"{\rtf1\ansi\ansicpg1252\deff0{\fonttbl{\f0 Times;}}{\colortbl;\red0\green0\blue0;}
{\info{\title Hidden title}{\author Someone}}
\pard caf\'e9 na\u239?ve \uc2\u8364\'80\'80 euro\par
{\*\generator Writer;}{\field{\*\fldinst PAGE}{\fldrslt 3}}\tab tabbed\line next\par
{\pict\pngblip 89504e47}\u-3913? emoji? \u55357?\u56832? smile}";
    let (text, format) = text_of("letter.rtf", rtf);
    assert_eq!(format, DocumentFormat::Rtf);
    assert_eq!(
        words(&text),
        words("café naïve € euro 3 tabbed next \u{f0b7} emoji \u{1f600} smile"),
        "{text}"
    );
    assert!(text.contains('\u{1f600}'), "{text}");
}

#[test]
fn flat_odt_reads_like_a_zipped_one() {
    let expected = words(&extract(&fixture("sample.txt")).0);
    let (text, format) = extract(&fixture("hyphenated.fodt"));
    assert_eq!(format, DocumentFormat::Odt);
    assert_eq!(words(&text), expected, "{text}");
}

#[test]
fn fifos_and_folders_are_refused_without_blocking() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("pipe");
    named_pipe(&fifo);
    let limits = ExtractLimits::default();
    assert_eq!(
        extract_text(&fifo, &limits),
        Err("not a regular file".to_string())
    );
    assert_eq!(
        extract_text(dir.path(), &limits),
        Err("not a regular file".to_string())
    );
    assert_eq!(
        extract_text(&dir.path().join("missing"), &limits),
        Err("vanished during the scan".to_string())
    );
}

#[test]
fn hyphenated_justified_pdf_with_ligatures_gives_the_same_words() {
    let expected = words(&extract(&fixture("sample.txt")).0);
    let (text, format) = extract(&fixture("hyphenated.pdf"));
    assert_eq!(format, DocumentFormat::Pdf);
    assert_eq!(words(&text), expected, "{text}");
}
