//! How far a PDF's compressed streams inflate, measured before the PDF is parsed.
//!
//! The PDF libraries inflate a Flate stream whole, with no bound, when they load the file
//! (object and cross-reference streams) or when text is extracted (page contents, fonts,
//! character maps). A 2 MB file can hold a stream that inflates to gigabytes, so before
//! parsing, every stream in the file is inflated here into nothing, counting bytes, and the
//! file is refused once the total passes the limit. Image streams count one at a time: text
//! extraction inflates an image only while it is drawn (then lets it go), and documents full
//! of pictures hold hundreds of megabytes of them.
//!
//! Streams are found by their `stream` keyword in the raw bytes, not by parsing, so a file
//! too broken to parse is measured too. Like `lopdf`, a stream whose zlib header is damaged
//! is read again as raw deflate. Not measured: LZW streams and Flate data behind another
//! filter (ASCII85), and encrypted streams, which only inflate after decryption.

use std::io::{self, Read};

use flate2::read::{DeflateDecoder, ZlibDecoder};

/// How far the dictionary of a stream may extend before its `stream` keyword.
const DICTIONARY_WINDOW: usize = 4096;

/// True when the streams of `pdf` other than images inflate to more than `limit` bytes in
/// total, or one image does.
pub(super) fn inflates_past(pdf: &[u8], limit: u64) -> bool {
    let mut total = 0u64;
    for start in stream_data_starts(pdf) {
        if is_image(dictionary_before(pdf, start)) {
            if inflated_size(&pdf[start..], limit + 1) > limit {
                return true;
            }
            continue;
        }
        total += inflated_size(&pdf[start..], limit - total + 1);
        if total > limit {
            return true;
        }
    }
    false
}

/// Where each stream's data begins: after `stream` and its end of line.
fn stream_data_starts(pdf: &[u8]) -> impl Iterator<Item = usize> + '_ {
    positions_of(pdf, b"stream").filter_map(move |at| {
        // `endstream` ends a stream; it does not start one.
        if at >= 3 && &pdf[at - 3..at] == b"end" {
            return None;
        }
        let after = at + b"stream".len();
        match pdf.get(after..after + 2) {
            Some([b'\r', b'\n']) => Some(after + 2),
            Some([b'\n', _]) | Some([b'\r', _]) => Some(after + 1),
            _ => None,
        }
    })
}

fn positions_of<'a>(haystack: &'a [u8], keyword: &'a [u8]) -> impl Iterator<Item = usize> + 'a {
    haystack
        .windows(keyword.len())
        .enumerate()
        .filter(move |(_, window)| *window == keyword)
        .map(|(at, _)| at)
}

/// The text between the last `obj` keyword and the stream data at `start`: the stream's
/// dictionary, as far as a raw scan can tell.
fn dictionary_before(pdf: &[u8], start: usize) -> &[u8] {
    let window = &pdf[start.saturating_sub(DICTIONARY_WINDOW)..start];
    match window.windows(3).rposition(|w| w == b"obj") {
        Some(at) => &window[at..],
        None => window,
    }
}

/// `/Subtype /Image` as a whole name (not `/ImageB` of a procedure set).
fn is_image(dictionary: &[u8]) -> bool {
    dictionary
        .windows(b"/Image".len() + 1)
        .any(|w| w.starts_with(b"/Image") && is_delimiter(w[b"/Image".len()]))
        || dictionary.ends_with(b"/Image")
}

fn is_delimiter(byte: u8) -> bool {
    byte.is_ascii_whitespace() || b"/<>[]()%".contains(&byte)
}

/// Bytes the Flate data at the start of `data` inflates to, counted up to `cap`; zero for
/// data that is not Flate.
fn inflated_size(data: &[u8], cap: u64) -> u64 {
    let zlib = count(ZlibDecoder::new(data), cap);
    if zlib > 0 || data.len() <= 2 {
        return zlib;
    }
    count(DeflateDecoder::new(&data[2..]), cap)
}

/// Reads `reader` into nothing until it ends, fails or has given `cap` bytes.
fn count(reader: impl Read, cap: u64) -> u64 {
    let mut limited = reader.take(cap);
    let mut buffer = [0u8; 64 * 1024];
    let mut total = 0;
    loop {
        match limited.read(&mut buffer) {
            Ok(0) => return total,
            Ok(read) => total += read as u64,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
            Err(_) => return total,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use flate2::Compression;
    use flate2::write::ZlibEncoder;
    use std::io::Write;

    fn deflated(bytes: &[u8]) -> Vec<u8> {
        let mut encoder = ZlibEncoder::new(Vec::new(), Compression::best());
        encoder.write_all(bytes).unwrap();
        encoder.finish().unwrap()
    }

    fn object(dictionary: &str, data: &[u8]) -> Vec<u8> {
        let mut pdf = format!("1 0 obj\n<< {dictionary} >>\nstream\n").into_bytes();
        pdf.extend(data);
        pdf.extend(b"\nendstream\nendobj\n");
        pdf
    }

    #[test]
    fn counts_flate_streams_and_stops_at_the_limit() {
        let data = deflated(&vec![b' '; 10_000]);
        let pdf = object("/Length 9 /Filter /FlateDecode", &data);
        assert!(!inflates_past(&pdf, 10_000));
        assert!(inflates_past(&pdf, 9_999));
        let two = [pdf.clone(), pdf].concat();
        assert!(inflates_past(&two, 19_999));
    }

    #[test]
    fn image_streams_count_one_at_a_time_and_procedure_sets_do_not_hide_a_stream() {
        let data = deflated(&vec![0; 10_000]);
        let image = object("/Subtype /Image /Filter /FlateDecode", &data);
        assert!(!inflates_past(&image, 10_000));
        assert!(inflates_past(&image, 9_999));
        let images = [image.clone(), image.clone(), image].concat();
        assert!(!inflates_past(&images, 10_000));
        let form = object("/ProcSet [/PDF /ImageB] /Filter/FlateDecode", &data);
        assert!(inflates_past(&form, 100));
    }

    #[test]
    fn a_damaged_zlib_header_is_read_as_raw_deflate_like_the_parser_does() {
        let mut data = deflated(&vec![b'a'; 5_000]);
        data[0] = 0;
        let pdf = object("/Filter /FlateDecode", &data);
        assert!(inflates_past(&pdf, 4_999));
    }

    #[test]
    fn uncompressed_and_broken_data_count_nothing() {
        let pdf = object("/Length 11", b"hello world");
        assert!(!inflates_past(&pdf, 0));
        assert!(!inflates_past(b"stream", 0));
        assert!(!inflates_past(b"endstream\nstream\r", 0));
    }
}
