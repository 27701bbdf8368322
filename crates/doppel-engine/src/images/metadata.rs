//! What a photo's EXIF data says of it, for the review and the "oldest taken" rule: when it
//! was taken and with which camera. Read by kamadak-exif from the EXIF block the image
//! decoder hands over, so the file is read once. Values are checked, not trusted: a date
//! that is not a real calendar date, or text that is not printable, counts as absent (the
//! checks are the report's, `report::photo_facts`, which reads them back by the same rules).

use exif::{Exif, In, Reader, Tag, Value};

pub use crate::report::PhotoFacts;
use crate::report::photo_facts::{normal, parse_taken, printable};

impl PhotoFacts {
    /// What the raw EXIF block (a TIFF structure, as decoders return it) says. A damaged
    /// block gives what could be read of it, or nothing.
    pub fn from_exif_block(block: Vec<u8>) -> PhotoFacts {
        let exif = match Reader::new().continue_on_error(true).read_raw(block) {
            Ok(exif) => exif,
            Err(exif::Error::PartialResult(partial)) => partial.into_inner().0,
            Err(_) => return PhotoFacts::default(),
        };
        PhotoFacts::from_exif(&exif)
    }

    /// What EXIF data read by kamadak-exif says.
    pub(crate) fn from_exif(exif: &Exif) -> PhotoFacts {
        PhotoFacts {
            taken: taken(exif),
            camera: camera(exif),
        }
    }
}

/// The time the photo was taken: DateTimeOriginal, else DateTimeDigitized (when a scan of
/// a print was made). DateTime is left out: editors set it to when the file was saved.
fn taken(exif: &Exif) -> Option<String> {
    [Tag::DateTimeOriginal, Tag::DateTimeDigitized]
        .into_iter()
        .find_map(|tag| {
            let field = exif.get_field(tag, In::PRIMARY)?;
            let Value::Ascii(ref values) = field.value else {
                return None;
            };
            parse_taken(values.first()?).map(|date| normal(&date))
        })
}

/// "Make Model", or the model alone when it already names the maker ("Canon" and
/// "Canon EOS 5D").
fn camera(exif: &Exif) -> Option<String> {
    let text = |tag| {
        let field = exif.get_field(tag, In::PRIMARY)?;
        let Value::Ascii(ref values) = field.value else {
            return None;
        };
        printable(values.first()?)
    };
    match (text(Tag::Make), text(Tag::Model)) {
        (Some(make), Some(model)) if model.to_lowercase().starts_with(&make.to_lowercase()) => {
            Some(model)
        }
        (Some(make), Some(model)) => printable(format!("{make} {model}").as_bytes()),
        (make, model) => model.or(make),
    }
}

#[cfg(test)]
mod tests {
    use super::PhotoFacts;

    #[test]
    fn a_damaged_block_gives_nothing() {
        assert_eq!(
            PhotoFacts::from_exif_block(b"II*\0garbage".to_vec()),
            PhotoFacts::default()
        );
        assert_eq!(
            PhotoFacts::from_exif_block(Vec::new()),
            PhotoFacts::default()
        );
    }
}
