//! PDF files written by hand, so they can hold exactly the objects a test needs, or be
//! broken in exactly one way.

use std::fs;

use super::fixture;

/// An uncompressed stream object with `entries` in its dictionary.
pub fn stream(entries: &str, content: &str) -> String {
    format!(
        "<< {entries} /Length {} >>\nstream\n{content}\nendstream",
        content.len()
    )
}

/// A PDF of the given objects, numbered from 1 (the first is the catalog), with a correct
/// xref table.
pub fn pdf_with_objects(objects: &[String]) -> Vec<u8> {
    let mut pdf = b"%PDF-1.4\n".to_vec();
    let mut offsets = Vec::new();
    for (i, object) in objects.iter().enumerate() {
        offsets.push(pdf.len());
        pdf.extend(format!("{} 0 obj\n{object}\nendobj\n", i + 1).bytes());
    }
    let xref = pdf.len();
    pdf.extend(format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1).bytes());
    for offset in offsets {
        pdf.extend(format!("{offset:010} 00000 n \n").bytes());
    }
    pdf.extend(
        format!(
            "trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n",
            objects.len() + 1
        )
        .bytes(),
    );
    pdf
}

/// The committed `sample.pdf` with its cross-reference table wrecked and `startxref`
/// pointing past the end of the file.
pub fn pdf_with_broken_cross_references() -> Vec<u8> {
    let mut pdf = fs::read(fixture("sample.pdf")).expect("the PDF fixture is committed");
    let at = pdf
        .windows(9)
        .rposition(|w| w == b"startxref")
        .expect("the fixture has startxref");
    pdf.truncate(at);
    pdf.extend_from_slice(b"startxref\n999999999\n%%EOF\n");
    let table = pdf
        .windows(5)
        .rposition(|w| w == b"xref\n")
        .expect("the fixture has an xref table");
    pdf[table..table + 4].copy_from_slice(b"junk");
    pdf
}
