//! [`PhotoFacts`]: what a photo's EXIF data says of it (when it was taken, with which
//! camera), in the checked text forms a report and the cache keep. Reading them from an
//! image's EXIF block is the similar-image stage's (`images::metadata`); checking them
//! again when a report or the cache is read back is here, with the report that holds them.

use exif::DateTime;

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

/// An EXIF date, if it names a real moment (months 1 to 12, days that month has...).
pub(crate) fn parse_taken(text: &[u8]) -> Option<DateTime> {
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

/// The date as a report and the cache keep it: `YYYY-MM-DD HH:MM:SS`.
pub(crate) fn normal(date: &DateTime) -> String {
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02}:{:02}",
        date.year, date.month, date.day, date.hour, date.minute, date.second
    )
}

/// The text trimmed of spaces and NULs, if it is UTF-8 with no control characters, not
/// empty and not longer than [`MAX_CAMERA`].
pub(crate) fn printable(bytes: &[u8]) -> Option<String> {
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
}
