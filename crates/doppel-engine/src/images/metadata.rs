//! What a photo's EXIF data says of it, for the review and the "oldest taken" rule: when it
//! was taken and with which camera. Read by kamadak-exif from the EXIF block the image
//! decoder hands over, so the file is read once. Values are checked, not trusted: a date
//! that is not a real calendar date, or text that is not printable, counts as absent.

use exif::{DateTime, Exif, In, Reader, Tag, Value};

/// The longest camera name kept; EXIF strings can be as long as the file.
const MAX_CAMERA: usize = 80;

/// When and with what a photo was taken, where its EXIF data says.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PhotoFacts {
    /// When the photo was taken, as the camera's clock read (EXIF keeps no time zone):
    /// `YYYY-MM-DD HH:MM:SS`, so the text sorts as the time does.
    pub taken: Option<String>,
    /// The camera's maker and model, as "Canon EOS 5D".
    pub camera: Option<String>,
}

impl PhotoFacts {
    /// What the raw EXIF block (a TIFF structure, as decoders return it) says. A damaged
    /// block gives what could be read of it, or nothing.
    pub fn from_exif_block(block: Vec<u8>) -> PhotoFacts {
        let exif = match Reader::new().continue_on_error(true).read_raw(block) {
            Ok(exif) => exif,
            Err(exif::Error::PartialResult(partial)) => partial.into_inner().0,
            Err(_) => return PhotoFacts::default(),
        };
        PhotoFacts {
            taken: taken(&exif),
            camera: camera(&exif),
        }
    }

    /// A `taken` text as a report or cache gives it, if it has the form this module writes.
    pub fn checked_taken(text: Option<String>) -> Option<String> {
        text.filter(|t| {
            // The EXIF form has colons where this one has dashes.
            let mut exif_form = t.as_bytes().to_vec();
            for i in [4, 7] {
                if exif_form.get(i) == Some(&b'-') {
                    exif_form[i] = b':';
                }
            }
            parse_taken(&exif_form).is_some_and(|d| normal(&d) == *t)
        })
    }

    /// A `camera` text as a report or cache gives it, if it is one this module could write.
    pub fn checked_camera(text: Option<String>) -> Option<String> {
        text.and_then(|t| printable(t.as_bytes()))
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

/// An EXIF date, if it names a real moment (months 1 to 12, days that month has...).
fn parse_taken(text: &[u8]) -> Option<DateTime> {
    let date = DateTime::from_ascii(text.strip_suffix(b"\0").unwrap_or(text)).ok()?;
    let leap = date.year % 4 == 0 && (date.year % 100 != 0 || date.year % 400 == 0);
    let days = match date.month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return None,
    };
    let real = (1800..=9999).contains(&date.year)
        && (1..=days).contains(&date.day)
        && date.hour < 24
        && date.minute < 60
        && date.second < 61;
    real.then_some(date)
}

fn normal(date: &DateTime) -> String {
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02}:{:02}",
        date.year, date.month, date.day, date.hour, date.minute, date.second
    )
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

/// The text trimmed of spaces and NULs, if it is UTF-8 with no control characters, not
/// empty and not longer than [`MAX_CAMERA`].
fn printable(bytes: &[u8]) -> Option<String> {
    let text = std::str::from_utf8(bytes).ok()?;
    let text = text.trim_matches(|c: char| c == '\0' || c.is_whitespace());
    let fits = !text.is_empty() && text.len() <= MAX_CAMERA && !text.chars().any(char::is_control);
    fits.then(|| text.to_string())
}

#[cfg(test)]
mod tests {
    use super::{PhotoFacts, parse_taken};

    #[test]
    fn only_real_dates_are_taken() {
        assert!(parse_taken(b"2019:02:28 23:59:59").is_some());
        assert!(parse_taken(b"2020:02:29 12:00:00\0").is_some());
        assert!(parse_taken(b"2019:02:29 12:00:00").is_none());
        assert!(parse_taken(b"2019:13:01 12:00:00").is_none());
        assert!(parse_taken(b"0000:00:00 00:00:00").is_none());
        assert!(parse_taken(b"    :  :     :  :  ").is_none());
    }

    #[test]
    fn saved_texts_are_checked_again() {
        let taken = |t: &str| PhotoFacts::checked_taken(Some(t.to_string()));
        assert_eq!(
            taken("2019-02-28 23:59:59").as_deref(),
            Some("2019-02-28 23:59:59")
        );
        assert_eq!(taken("2019:02:28 23:59:59"), None);
        assert_eq!(taken("yesterday"), None);
        let camera = |t: &str| PhotoFacts::checked_camera(Some(t.to_string()));
        assert_eq!(camera("Canon EOS 5D").as_deref(), Some("Canon EOS 5D"));
        assert_eq!(camera("bad\u{1b}[2J"), None);
        assert_eq!(camera(&"x".repeat(200)), None);
    }

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
