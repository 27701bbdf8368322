//! HEIC/HEIF and AVIF: the pixel size read from the file's `ispe` boxes (checked against
//! the limit before any decoder runs), then `heif-convert` (Debian's libheif, which turns
//! the image as its `irot` and `imir` boxes say) decoding it in a child process
//! (`child.rs`) to a JPEG at quality 95 that the `image` crate reads back, and the EXIF
//! data (date taken, camera) read by kamadak-exif from the HEIF container itself.
//!
//! JPEG rather than PNG: for a 12-megapixel photo `heif-convert` takes 0.76 s to write a
//! JPEG and 3.7 s to write a PNG (HEIC; AVIF 0.52 s and 2.9 s), the PNG's compression
//! being most of it, and a JPEG at 95 is as good as the pixels for a perceptual hash and
//! for the review. An AVIF's alpha channel is dropped.

use std::ffi::OsStr;
use std::fs::File;
use std::io::{BufRead, Read, Seek, SeekFrom};
use std::time::Duration;

use super::child::{self, ChildEnd, ChildLimits, Scratch};
use super::decode::{Crash, Damage, DecodeError, MAX_PIXELS, too_large};
use super::formats::{HEIF_TOOL, heif_tool};
use super::metadata::PhotoFacts;

/// The limits `heif-convert` runs under: within the scan's 20 s per image, 2 GiB of
/// address space (a 12-megapixel photo decodes in under 100 MB), and a JPEG of at most
/// 8 bytes a pixel at the largest size allowed.
pub(crate) const HEIF_LIMITS: ChildLimits = ChildLimits {
    time: Duration::from_secs(15),
    memory: 2 << 30,
    output: MAX_PIXELS * 8 + (64 << 20),
};

/// The largest `meta` box read for the size: the boxes that say it are a few hundred
/// bytes, the box a few kilobytes.
const MAX_META: u64 = 16 << 20;

/// The largest pixel size any `ispe` box of the file claims (the primary image's, or a
/// larger one, never smaller), refused past [`MAX_PIXELS`].
pub(crate) fn checked_size(file: &mut (impl Read + Seek)) -> Result<(u32, u32), DecodeError> {
    let meta =
        top_level_box(file, b"meta")?.ok_or_else(|| DecodeError::damaged(Damage::NotHeif))?;
    // `meta` is a full box: version and flags first.
    let children = meta.get(4..).unwrap_or_default();
    let sizes = find(children, b"iprp")
        .and_then(|iprp| find(iprp, b"ipco"))
        .map(|ipco| {
            boxes(ipco)
                .filter(|(kind, _)| kind == b"ispe")
                .filter_map(|(_, body)| {
                    let w = u32::from_be_bytes(body.get(4..8)?.try_into().ok()?);
                    let h = u32::from_be_bytes(body.get(8..12)?.try_into().ok()?);
                    Some((w, h))
                })
                .collect::<Vec<_>>()
        })
        .unwrap_or_default();
    let Some(&(width, height)) = sizes
        .iter()
        .max_by_key(|(w, h)| u64::from(*w) * u64::from(*h))
    else {
        return Err(DecodeError::damaged(Damage::NoSize));
    };
    let pixels = u64::from(width) * u64::from(height);
    if pixels > MAX_PIXELS {
        return Err(too_large(width, height));
    }
    if pixels == 0 {
        return Err(DecodeError::damaged(Damage::NoPixels));
    }
    Ok((width, height))
}

/// The body of the first top-level box of `kind`, read whole (at most [`MAX_META`]).
fn top_level_box(
    file: &mut (impl Read + Seek),
    kind: &[u8; 4],
) -> Result<Option<Vec<u8>>, DecodeError> {
    let io = |e: std::io::Error| DecodeError::io(&e);
    let mut at = 0u64;
    let end = file.seek(SeekFrom::End(0)).map_err(io)?;
    while at + 8 <= end {
        file.seek(SeekFrom::Start(at)).map_err(io)?;
        let mut header = [0u8; 16];
        file.read_exact(&mut header[..8]).map_err(io)?;
        let mut size = u64::from(u32::from_be_bytes([
            header[0], header[1], header[2], header[3],
        ]));
        let mut header_len = 8;
        if size == 1 {
            file.read_exact(&mut header[8..16]).map_err(io)?;
            size = u64::from_be_bytes(header[8..16].try_into().unwrap_or_default());
            header_len = 16;
        } else if size == 0 {
            size = end - at;
        }
        if size < header_len || at + size > end {
            return Err(DecodeError::damaged(Damage::BoxPastEnd));
        }
        if &header[4..8] == kind {
            let length = size - header_len;
            if length > MAX_META {
                return Err(DecodeError::damaged(Damage::BoxLength {
                    kind: String::from_utf8_lossy(kind).into_owned(),
                    length,
                }));
            }
            let mut body = vec![0u8; length as usize];
            file.read_exact(&mut body).map_err(io)?;
            return Ok(Some(body));
        }
        at += size;
    }
    Ok(None)
}

/// The boxes laid one after another in `data`: (kind, body). Stops at the first that does
/// not fit.
fn boxes(data: &[u8]) -> impl Iterator<Item = ([u8; 4], &[u8])> {
    let mut rest = data;
    std::iter::from_fn(move || {
        let size = u32::from_be_bytes(rest.get(0..4)?.try_into().ok()?) as usize;
        let kind: [u8; 4] = rest.get(4..8)?.try_into().ok()?;
        let (size, header) = match size {
            1 => (
                usize::try_from(u64::from_be_bytes(rest.get(8..16)?.try_into().ok()?)).ok()?,
                16,
            ),
            0 => (rest.len(), 8),
            n => (n, 8),
        };
        let body = rest.get(header..size)?;
        rest = &rest[size..];
        Some((kind, body))
    })
}

fn find<'a>(data: &'a [u8], kind: &[u8; 4]) -> Option<&'a [u8]> {
    boxes(data).find(|(k, _)| k == kind).map(|(_, body)| body)
}

/// Decodes the HEIF or AVIF image `file` holds with `heif-convert` under [`HEIF_LIMITS`],
/// to a JPEG in `scratch`: its path.
pub(crate) fn convert(file: &File, scratch: &Scratch) -> Result<std::path::PathBuf, DecodeError> {
    let tool = heif_tool().ok_or(DecodeError::DecoderMissing {
        tool: HEIF_TOOL.to_string(),
    })?;
    convert_with(&tool, file, scratch, HEIF_LIMITS)
}

/// The same with the tool and limits given.
pub(crate) fn convert_with(
    tool: &std::path::Path,
    file: &File,
    scratch: &Scratch,
    limits: ChildLimits,
) -> Result<std::path::PathBuf, DecodeError> {
    let out = scratch.path().join("out.jpg");
    let args: [&OsStr; 5] = [
        "--quiet".as_ref(),
        "-q".as_ref(),
        "95".as_ref(),
        "/dev/fd/3".as_ref(),
        out.as_os_str(),
    ];
    let end = child::run(tool, &args, file, scratch, limits).map_err(|e| {
        if e.kind() == std::io::ErrorKind::NotFound {
            DecodeError::DecoderMissing {
                tool: HEIF_TOOL.to_string(),
            }
        } else {
            DecodeError::Crashed(Crash::CouldNotStart(e.to_string()))
        }
    })?;
    match end {
        ChildEnd::Finished if out.is_file() => Ok(out),
        ChildEnd::Finished => Err(DecodeError::damaged(Damage::NoPicture)),
        ChildEnd::Failed { message, .. } => Err(DecodeError::damaged(Damage::Decoder(message))),
        ChildEnd::Crashed { signal } => Err(DecodeError::Crashed(Crash::Signal {
            tool: "heif-convert".to_string(),
            signal,
        })),
        ChildEnd::TimedOut => Err(DecodeError::TimedOut { limit: limits.time }),
    }
}

/// What the EXIF item of the HEIF container `reader` reads says, if it has one.
pub(crate) fn facts(reader: &mut (impl BufRead + Seek)) -> PhotoFacts {
    if reader.seek(SeekFrom::Start(0)).is_err() {
        return PhotoFacts::default();
    }
    match exif::Reader::new().read_from_container(reader) {
        Ok(exif) => PhotoFacts::from_exif(&exif),
        Err(_) => PhotoFacts::default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Cursor;

    fn boxed(kind: &[u8; 4], body: &[u8]) -> Vec<u8> {
        let mut out = ((body.len() + 8) as u32).to_be_bytes().to_vec();
        out.extend_from_slice(kind);
        out.extend_from_slice(body);
        out
    }

    fn ispe(w: u32, h: u32) -> Vec<u8> {
        let mut body = vec![0u8; 4];
        body.extend(w.to_be_bytes());
        body.extend(h.to_be_bytes());
        boxed(b"ispe", &body)
    }

    fn heif(sizes: &[(u32, u32)]) -> Vec<u8> {
        let ipco: Vec<u8> = sizes.iter().flat_map(|&(w, h)| ispe(w, h)).collect();
        let iprp = boxed(b"iprp", &boxed(b"ipco", &ipco));
        let mut meta = vec![0u8; 4];
        meta.extend(boxed(b"hdlr", &[0; 24]));
        meta.extend(iprp);
        let mut file = boxed(b"ftyp", b"heic\0\0\0\0mif1heic");
        file.extend(boxed(b"meta", &meta));
        file.extend(boxed(b"mdat", &[0; 10]));
        file
    }

    #[test]
    fn the_largest_size_claimed_is_checked_before_decoding() {
        let file = heif(&[(160, 120), (4032, 3024)]);
        assert_eq!(checked_size(&mut Cursor::new(file)), Ok((4032, 3024)));
        let huge = heif(&[(160, 120), (50_000, 50_000)]);
        assert!(matches!(
            checked_size(&mut Cursor::new(huge)),
            Err(DecodeError::TooLarge(_))
        ));
        let none = heif(&[]);
        assert!(matches!(
            checked_size(&mut Cursor::new(none)),
            Err(DecodeError::Damaged { .. })
        ));
        let mut cut = heif(&[(160, 120)]);
        cut.truncate(40);
        assert!(matches!(
            checked_size(&mut Cursor::new(cut)),
            Err(DecodeError::Damaged { .. })
        ));
    }
}
