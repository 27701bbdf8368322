//! Camera RAW files, by the largest preview they embed: the JPEG the camera made from the
//! same sensor data at the same moment, with the same processing as the JPEG it saved
//! beside it, so it matches that copy more closely than a development of the raw data by
//! other software would (and decodes in a fraction of the time, in pure Rust).
//!
//! Where the preview is: CR2, NEF, ARW, DNG, ORF and RW2 are TIFF structures, and every
//! image directory they chain or nest (SubIFDs) is looked at: a JPEG by its offset and
//! length (tags 0x201 and 0x202), a JPEG strip (compression 6 or 7), Panasonic's JpgFromRaw
//! (tag 0x2E), or 8-bit RGB strips (DNG); the raw data itself (colour filter array,
//! linear raw, Canon's sliced lossless JPEG) is passed over. RAF gives its JPEG's offset
//! and length in its header; CR3 holds the full-size JPEG as the first track of its ISO
//! base media structure. The size of each JPEG is read from its frame header, and the one
//! with the most pixels is taken. The orientation the raw file records is applied when the
//! JPEG records none. EXIF (date taken, camera) is read from the start of a TIFF-based
//! file, where its directories are; a CR3's EXIF is not read.

use std::io::{Read, Seek, SeekFrom};

use image::RgbImage;

use super::decode::{BudgetShare, Damage, DecodeError, MAX_PIXELS, too_large};
use super::formats::RawFormat;
use super::metadata::PhotoFacts;

/// A preview as found in the file.
pub(crate) enum Preview {
    /// JPEG bytes, for the `image` crate's decoder.
    Jpeg(Vec<u8>),
    /// Uncompressed 8-bit RGB.
    Rgb(RgbImage),
}

/// The preview a RAW file embeds, with the orientation the raw file records (EXIF values
/// 1 to 8) and what its EXIF says.
pub(crate) struct RawPreview {
    pub(crate) preview: Preview,
    pub(crate) orientation: Option<u8>,
    pub(crate) facts: PhotoFacts,
}

/// The most image directories looked at, and how deep SubIFDs may nest.
const MAX_DIRECTORIES: usize = 64;
const MAX_DEPTH: usize = 4;

/// The largest JPEG preview read into memory.
const MAX_JPEG: u64 = 256 << 20;

/// How much of the start of a TIFF-based file is handed to the EXIF reader.
const EXIF_PREFIX: u64 = 1 << 20;

/// One place a preview may be.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Candidate {
    Jpeg {
        offset: u64,
        length: u64,
    },
    Rgb {
        width: u32,
        height: u32,
        strips: Vec<(u64, u64)>,
    },
}

fn damaged(why: Damage) -> DecodeError {
    DecodeError::damaged_raw(why)
}

fn io(e: std::io::Error) -> DecodeError {
    if e.kind() == std::io::ErrorKind::UnexpectedEof {
        damaged(Damage::EndsEarly)
    } else {
        DecodeError::io(&e)
    }
}

/// Finds and reads the largest preview `file` embeds.
pub(crate) fn read_preview(
    file: &mut (impl Read + Seek),
    format: RawFormat,
) -> Result<RawPreview, DecodeError> {
    let end = file.seek(SeekFrom::End(0)).map_err(io)?;
    file.seek(SeekFrom::Start(0)).map_err(io)?;
    let mut head = [0u8; 96];
    let got = read_up_to(file, &mut head)?;
    let head = &head[..got];
    let (candidates, orientation, facts) = if head.starts_with(b"FUJIFILMCCD-RAW") {
        let at = |i: usize| {
            head.get(i..i + 4)
                .map(|b| u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
        };
        let (Some(offset), Some(length)) = (at(84), at(88)) else {
            return Err(damaged(Damage::HeaderEndsEarly));
        };
        let jpeg = Candidate::Jpeg {
            offset: offset.into(),
            length: length.into(),
        };
        (vec![jpeg], None, PhotoFacts::default())
    } else if format == RawFormat::Cr3 || head.get(4..8) == Some(b"ftyp") {
        (cr3_candidates(file, end)?, None, PhotoFacts::default())
    } else {
        let tiff = Tiff::new(head)?;
        let mut found = Walk::default();
        found.walk(file, &tiff, end)?;
        let facts = exif_facts(file, end, tiff.first)?;
        (found.candidates, found.orientation, facts)
    };
    let mut best: Option<(u64, Candidate)> = None;
    for candidate in candidates {
        let Some(pixels) = pixels_of(file, &candidate, end)? else {
            continue;
        };
        if best.as_ref().is_none_or(|(most, _)| pixels > *most) {
            best = Some((pixels, candidate));
        }
    }
    let Some((_, best)) = best else {
        return Err(damaged(Damage::NoPreview));
    };
    let preview = match best {
        Candidate::Jpeg { offset, length } => {
            if length > MAX_JPEG {
                return Err(damaged(Damage::PreviewTooLarge));
            }
            let _share = BudgetShare::take(length);
            file.seek(SeekFrom::Start(offset)).map_err(io)?;
            let mut bytes = vec![0u8; length as usize];
            file.read_exact(&mut bytes).map_err(io)?;
            Preview::Jpeg(bytes)
        }
        Candidate::Rgb {
            width,
            height,
            strips,
        } => {
            let needed = u64::from(width) * u64::from(height) * 3;
            let _share = BudgetShare::take(needed);
            let mut bytes = Vec::with_capacity(needed as usize);
            for (offset, length) in strips {
                let take = length.min(needed - bytes.len() as u64);
                file.seek(SeekFrom::Start(offset)).map_err(io)?;
                file.by_ref()
                    .take(take)
                    .read_to_end(&mut bytes)
                    .map_err(io)?;
            }
            let image = RgbImage::from_raw(width, height, bytes)
                .ok_or_else(|| damaged(Damage::PreviewEndsEarly))?;
            Preview::Rgb(image)
        }
    };
    Ok(RawPreview {
        preview,
        orientation,
        facts,
    })
}

fn read_up_to(file: &mut impl Read, buffer: &mut [u8]) -> Result<usize, DecodeError> {
    let mut got = 0;
    while got < buffer.len() {
        match file.read(&mut buffer[got..]) {
            Ok(0) => break,
            Ok(n) => got += n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(io(e)),
        }
    }
    Ok(got)
}

/// The pixels a candidate holds, `None` when it is not one the decoders read (a lossless
/// JPEG, raw data) or does not fit in the file. Past the limit is an error.
fn pixels_of(
    file: &mut (impl Read + Seek),
    candidate: &Candidate,
    end: u64,
) -> Result<Option<u64>, DecodeError> {
    let (width, height) = match candidate {
        Candidate::Jpeg { offset, length } => {
            if offset.checked_add(*length).is_none_or(|last| last > end) || *length < 4 {
                return Ok(None);
            }
            file.seek(SeekFrom::Start(*offset)).map_err(io)?;
            let mut start = vec![0u8; (*length).min(64 * 1024) as usize];
            let got = read_up_to(file, &mut start)?;
            match jpeg_size(&start[..got]) {
                Some(size) => size,
                None => return Ok(None),
            }
        }
        Candidate::Rgb {
            width,
            height,
            strips,
        } => {
            let total: u64 = strips.iter().map(|(_, l)| l).sum();
            let fits = strips
                .iter()
                .all(|(o, l)| o.checked_add(*l).is_some_and(|last| last <= end));
            if !fits || total < u64::from(*width) * u64::from(*height) * 3 {
                return Ok(None);
            }
            (*width, *height)
        }
    };
    let pixels = u64::from(width) * u64::from(height);
    if pixels > MAX_PIXELS {
        return Err(too_large(width, height));
    }
    Ok((pixels > 0).then_some(pixels))
}

/// The size a baseline or progressive JPEG's frame header gives, `None` for another
/// kind of JPEG (lossless, as raw data is stored) or none.
fn jpeg_size(data: &[u8]) -> Option<(u32, u32)> {
    if !data.starts_with(&[0xFF, 0xD8]) {
        return None;
    }
    let mut at = 2;
    loop {
        // Fill bytes may precede a marker.
        while data.get(at) == Some(&0xFF) && data.get(at + 1) == Some(&0xFF) {
            at += 1;
        }
        if data.get(at) != Some(&0xFF) {
            return None;
        }
        let marker = *data.get(at + 1)?;
        let length = usize::from(u16::from_be_bytes([*data.get(at + 2)?, *data.get(at + 3)?]));
        match marker {
            // Baseline, extended, progressive (Huffman).
            0xC0..=0xC2 => {
                let h = u16::from_be_bytes([*data.get(at + 5)?, *data.get(at + 6)?]);
                let w = u16::from_be_bytes([*data.get(at + 7)?, *data.get(at + 8)?]);
                return Some((w.into(), h.into()));
            }
            // Lossless, hierarchical, arithmetic: not for the decoder.
            0xC3 | 0xC5..=0xC7 | 0xC9..=0xCB | 0xCD..=0xCF => return None,
            0xD9 | 0xDA => return None,
            _ => at += 2 + length,
        }
    }
}

/// A TIFF structure's byte order.
struct Tiff {
    little: bool,
    first: u64,
}

impl Tiff {
    fn new(head: &[u8]) -> Result<Tiff, DecodeError> {
        let little = match head.get(0..2) {
            Some(b"II") => true,
            Some(b"MM") => false,
            _ => return Err(damaged(Damage::NotTiff)),
        };
        let tiff = Tiff { little, first: 0 };
        let first = head
            .get(4..8)
            .map(|b| tiff.u32(b))
            .ok_or_else(|| damaged(Damage::HeaderEndsEarly))?;
        Ok(Tiff {
            little,
            first: first.into(),
        })
    }

    fn u16(&self, b: &[u8]) -> u16 {
        let b = [b[0], b[1]];
        if self.little {
            u16::from_le_bytes(b)
        } else {
            u16::from_be_bytes(b)
        }
    }

    fn u32(&self, b: &[u8]) -> u32 {
        let b = [b[0], b[1], b[2], b[3]];
        if self.little {
            u32::from_le_bytes(b)
        } else {
            u32::from_be_bytes(b)
        }
    }
}

/// One directory entry: the tag, and its values as numbers (SHORT or LONG), or where its
/// bytes are (for the undefined JpgFromRaw).
struct Entry {
    tag: u16,
    values: Vec<u64>,
    data: (u64, u64),
}

#[derive(Default)]
struct Walk {
    candidates: Vec<Candidate>,
    orientation: Option<u8>,
    seen: Vec<u64>,
}

impl Walk {
    fn walk(
        &mut self,
        file: &mut (impl Read + Seek),
        tiff: &Tiff,
        end: u64,
    ) -> Result<(), DecodeError> {
        let mut queue = vec![(tiff.first, 0usize, true)];
        while let Some((offset, depth, first)) = queue.pop() {
            if offset == 0 || offset >= end || self.seen.contains(&offset) {
                continue;
            }
            if self.seen.len() >= MAX_DIRECTORIES {
                break;
            }
            self.seen.push(offset);
            let (entries, next) = directory(file, tiff, offset, end)?;
            let get = |tag: u16| entries.iter().find(|e| e.tag == tag);
            let one = |tag: u16| get(tag).and_then(|e| e.values.first().copied());
            if first && let Some(o) = one(0x112) {
                self.orientation = u8::try_from(o).ok().filter(|o| (1..=8).contains(o));
            }
            if let (Some(offset), Some(length)) = (one(0x201), one(0x202)) {
                self.candidates.push(Candidate::Jpeg { offset, length });
            }
            if let Some(e) = get(0x2E) {
                self.candidates.push(Candidate::Jpeg {
                    offset: e.data.0,
                    length: e.data.1,
                });
            }
            let photometric = one(0x106);
            let is_raw_data = matches!(photometric, Some(32803 | 34892)) || get(0xC640).is_some();
            let strips = match (get(0x111), get(0x117)) {
                (Some(o), Some(l)) if o.values.len() == l.values.len() => o
                    .values
                    .iter()
                    .copied()
                    .zip(l.values.iter().copied())
                    .collect::<Vec<_>>(),
                _ => Vec::new(),
            };
            if !is_raw_data && !strips.is_empty() {
                match one(0x103) {
                    Some(6 | 7) if contiguous(&strips) => {
                        let offset = strips[0].0;
                        let length = strips.iter().map(|(_, l)| l).sum();
                        self.candidates.push(Candidate::Jpeg { offset, length });
                    }
                    Some(1)
                        if photometric == Some(2)
                            && one(0x115) == Some(3)
                            && get(0x102).is_some_and(|e| e.values.iter().all(|&b| b == 8))
                            && one(0x11C).is_none_or(|p| p == 1) =>
                    {
                        if let (Some(w), Some(h)) = (one(0x100), one(0x101))
                            && let (Ok(width), Ok(height)) = (u32::try_from(w), u32::try_from(h))
                        {
                            self.candidates.push(Candidate::Rgb {
                                width,
                                height,
                                strips,
                            });
                        }
                    }
                    _ => {}
                }
            }
            if depth < MAX_DEPTH {
                if let Some(subs) = get(0x14A) {
                    queue.extend(subs.values.iter().map(|&o| (o, depth + 1, false)));
                }
                queue.push((next, depth, false));
            }
        }
        Ok(())
    }
}

fn contiguous(strips: &[(u64, u64)]) -> bool {
    strips.windows(2).all(|w| w[0].0 + w[0].1 == w[1].0)
}

/// The entries of the directory at `offset` (numbers read for the tags the walk uses),
/// and the offset of the next.
fn directory(
    file: &mut (impl Read + Seek),
    tiff: &Tiff,
    offset: u64,
    end: u64,
) -> Result<(Vec<Entry>, u64), DecodeError> {
    const WANTED: &[u16] = &[
        0x100, 0x101, 0x102, 0x103, 0x106, 0x111, 0x112, 0x115, 0x117, 0x11C, 0x14A, 0x201, 0x202,
        0x2E, 0xC640,
    ];
    file.seek(SeekFrom::Start(offset)).map_err(io)?;
    let mut count = [0u8; 2];
    file.read_exact(&mut count).map_err(io)?;
    let count = usize::from(tiff.u16(&count));
    if count > 1000 {
        return Err(damaged(Damage::TooManyEntries));
    }
    let mut raw = vec![0u8; count * 12 + 4];
    file.read_exact(&mut raw).map_err(io)?;
    let next = u64::from(tiff.u32(&raw[count * 12..]));
    let mut entries = Vec::new();
    for (index, e) in raw[..count * 12].chunks_exact(12).enumerate() {
        let tag = tiff.u16(&e[0..2]);
        if !WANTED.contains(&tag) {
            continue;
        }
        let kind = tiff.u16(&e[2..4]);
        let n = u64::from(tiff.u32(&e[4..8]));
        let size = match kind {
            1 | 2 | 6 | 7 => 1,
            3 | 8 => 2,
            4 | 9 | 13 => 4,
            _ => continue,
        };
        let bytes = n.saturating_mul(size);
        let at = if bytes <= 4 {
            offset + 2 + index as u64 * 12 + 8
        } else {
            u64::from(tiff.u32(&e[8..12]))
        };
        let mut values = Vec::new();
        if matches!(kind, 3 | 4 | 13) && n <= 4096 && at.saturating_add(bytes) <= end {
            let mut data = vec![0u8; bytes as usize];
            if bytes <= 4 {
                data.copy_from_slice(&e[8..8 + bytes as usize]);
            } else {
                let back = file.stream_position().map_err(io)?;
                file.seek(SeekFrom::Start(at)).map_err(io)?;
                file.read_exact(&mut data).map_err(io)?;
                file.seek(SeekFrom::Start(back)).map_err(io)?;
            }
            values = data
                .chunks_exact(size as usize)
                .map(|c| {
                    if size == 2 {
                        u64::from(tiff.u16(c))
                    } else {
                        u64::from(tiff.u32(c))
                    }
                })
                .collect();
        }
        entries.push(Entry {
            tag,
            values,
            data: (at, bytes),
        });
    }
    Ok((entries, next))
}

/// CR3: the first track's first sample, the full-size JPEG (moov › trak › mdia › minf ›
/// stbl, its size from stsz and its place from co64 or stco).
fn cr3_candidates(file: &mut (impl Read + Seek), end: u64) -> Result<Vec<Candidate>, DecodeError> {
    let mut at = 0u64;
    while at + 8 <= end {
        file.seek(SeekFrom::Start(at)).map_err(io)?;
        let mut header = [0u8; 8];
        file.read_exact(&mut header).map_err(io)?;
        let size = u64::from(u32::from_be_bytes([
            header[0], header[1], header[2], header[3],
        ]));
        if size < 8 || at + size > end {
            return Err(damaged(Damage::BoxPastEnd));
        }
        if &header[4..8] == b"moov" {
            if size > 64 << 20 {
                return Err(damaged(Damage::MoovTooLarge));
            }
            let mut moov = vec![0u8; (size - 8) as usize];
            file.read_exact(&mut moov).map_err(io)?;
            let stbl = child(&moov, b"trak")
                .and_then(|t| child(t, b"mdia"))
                .and_then(|m| child(m, b"minf"))
                .and_then(|m| child(m, b"stbl"))
                .ok_or_else(|| damaged(Damage::NoImageTrack))?;
            let length = child(stbl, b"stsz").and_then(|s| {
                let fixed = u32::from_be_bytes(s.get(4..8)?.try_into().ok()?);
                if fixed != 0 {
                    return Some(u64::from(fixed));
                }
                Some(u32::from_be_bytes(s.get(12..16)?.try_into().ok()?).into())
            });
            let offset = child(stbl, b"co64")
                .and_then(|c| Some(u64::from_be_bytes(c.get(8..16)?.try_into().ok()?)))
                .or_else(|| {
                    child(stbl, b"stco").and_then(|c| {
                        Some(u32::from_be_bytes(c.get(8..12)?.try_into().ok()?).into())
                    })
                });
            return match (offset, length) {
                (Some(offset), Some(length)) => Ok(vec![Candidate::Jpeg { offset, length }]),
                _ => Err(damaged(Damage::NoImageTrack)),
            };
        }
        at += size;
    }
    Err(damaged(Damage::NoMoov))
}

/// The body of the first box of `kind` laid in `data`.
fn child<'a>(data: &'a [u8], kind: &[u8; 4]) -> Option<&'a [u8]> {
    let mut rest = data;
    while rest.len() >= 8 {
        let size = u32::from_be_bytes(rest[0..4].try_into().ok()?) as usize;
        if size < 8 || size > rest.len() {
            return None;
        }
        if &rest[4..8] == kind {
            return Some(&rest[8..size]);
        }
        rest = &rest[size..];
    }
    None
}

/// What the EXIF data of a TIFF-based RAW file says, read from its start (where cameras
/// write the directories; a file whose first directory is further on is read up to 64 MiB).
/// ORF and RW2 mark their header with magic numbers of their own; the reader is handed the
/// standard one.
fn exif_facts(
    file: &mut (impl Read + Seek),
    end: u64,
    first: u64,
) -> Result<PhotoFacts, DecodeError> {
    let wanted = if first + 64 * 1024 <= EXIF_PREFIX {
        EXIF_PREFIX
    } else {
        64 << 20
    };
    file.seek(SeekFrom::Start(0)).map_err(io)?;
    let mut prefix = vec![0u8; end.min(wanted) as usize];
    file.read_exact(&mut prefix).map_err(io)?;
    if prefix.len() >= 4 {
        let magic = if prefix.starts_with(b"II") {
            [42, 0]
        } else {
            [0, 42]
        };
        prefix[2..4].copy_from_slice(&magic);
    }
    Ok(PhotoFacts::from_exif_block(prefix))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_jpeg_frame_header_gives_the_size_and_a_lossless_one_is_passed_over() {
        let mut baseline = vec![0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0];
        baseline.extend([0xFF, 0xC0, 0, 11, 8, 0x0B, 0xB8, 0x0F, 0xA0, 3, 0, 0]);
        assert_eq!(jpeg_size(&baseline), Some((4000, 3000)));
        let lossless = [0xFF, 0xD8, 0xFF, 0xC3, 0, 11, 8, 0, 10, 0, 20, 3, 0, 0];
        assert_eq!(jpeg_size(&lossless), None);
        assert_eq!(jpeg_size(b"not a jpeg"), None);
    }
}
