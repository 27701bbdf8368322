//! The compact binary form of a [`Report`] that the fingerprint cache keeps, so a scan of
//! a tree that has not changed since the last one can hand back that scan's report instead
//! of grouping a million files again (see the cache's `last_report`).
//!
//! Written by hand rather than through a serialization crate: paths are kept as their exact
//! bytes (names need not be UTF-8), times as signed nanoseconds (files can predate 1970),
//! and the destructuring of every type below stops the build when a field is added and not
//! stored. The form is private to the cache, which keys it by Doppel's version, so it needs
//! no compatibility. Reading checks every length against the bytes left and every index
//! against what it points into: a damaged or crafted cache gives `None`, never a panic or
//! a huge allocation.
//!
//! Numbers are little-endian `u64` (`f64` as its bits); a list is its length then its
//! items; a path or string is its length in bytes then the bytes. `notices` and
//! `cancelled` are not kept: only a complete scan's report is stored, and notices belong to
//! the scan that tells them.

use std::ffi::OsString;
use std::io::{BufWriter, Write};
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use super::{
    Bar, ExactGroup, FileRecord, FolderGroup, FolderKind, FolderRecord, Group, ImageGroup,
    ImageInfo, Likeness, MusicGroup, NearGroup, NearHolds, NearPair, NormalizeOptions, Report,
    Similarity, Skipped, SpanPair, SpanRelation, Stats, Tags, TrackInfo, VideoGroup, VideoInfo,
};

/// Bumped on any change to the form below. 4: the bar the groups were found with. 5: the
/// folders of the other set (`against`). 6: video groups. 7: typed skip reasons. 8: the
/// near groups' members that hold all of another. 9: music groups.
const FORM: u64 = 9;

/// Writes the report's bytes to `sink`; `notices` and `cancelled` are left out. Written as
/// it goes, so storing the report of a million files never holds its bytes whole.
pub(crate) fn encode(report: &Report, sink: &mut dyn Write) -> std::io::Result<()> {
    let Report {
        roots,
        references,
        against,
        bar,
        groups,
        folders,
        only_here,
        skipped,
        stats,
        cancelled: _,
        notices: _,
    } = report;
    let mut out = Out {
        sink: BufWriter::with_capacity(1 << 16, sink),
        failed: None,
    };
    out.u64(FORM);
    out.list(roots, |out, root| out.path(root));
    out.list(references, |out, folder| out.path(folder));
    out.list(against, |out, folder| out.path(folder));
    out.bar(bar);
    out.list(groups, Out::group);
    out.list(folders, Out::folder_group);
    out.list(only_here, Out::file);
    out.list(skipped, |out, Skipped { path, reason }| {
        out.path(path);
        // The typed reason as JSON: a handful of skipped entries, never worth a form.
        out.bytes(&serde_json::to_vec(reason).unwrap_or_default());
    });
    let Stats {
        files,
        bytes,
        seconds,
    } = stats;
    out.u64(*files);
    out.u64(*bytes);
    out.f64(*seconds);
    match out.failed.take() {
        Some(error) => Err(error),
        None => out.sink.flush(),
    }
}

/// The report `bytes` hold (not cancelled, no notices), or `None` when they are not one
/// this Doppel wrote.
pub(crate) fn decode(bytes: &[u8]) -> Option<Report> {
    let mut input = In(bytes);
    if input.u64()? != FORM {
        return None;
    }
    let roots = input.list(In::path)?;
    let references = input.list(In::path)?;
    let against = input.list(In::path)?;
    let bar = input.bar()?;
    let groups = input.list(In::group)?;
    let folders = input.list(In::folder_group)?;
    let only_here = input.list(In::file)?;
    let skipped = input.list(|input| {
        Some(Skipped {
            path: input.path()?,
            reason: serde_json::from_str(&input.string()?).ok()?,
        })
    })?;
    let stats = Stats {
        files: input.u64()?,
        bytes: input.u64()?,
        seconds: input.f64()?,
    };
    let indexes_fit = folders
        .iter()
        .all(|folder| folder.groups.iter().all(|&i| i < groups.len()));
    if !input.0.is_empty() || !indexes_fit {
        return None;
    }
    Some(Report {
        roots,
        references,
        against,
        bar,
        groups,
        folders,
        only_here,
        skipped,
        stats,
        cancelled: false,
        notices: Vec::new(),
    })
}

/// Where the bytes go; the first failure is kept and the rest of the writing skipped.
struct Out<'a> {
    sink: BufWriter<&'a mut dyn Write>,
    failed: Option<std::io::Error>,
}

impl Out<'_> {
    fn put(&mut self, bytes: &[u8]) {
        if self.failed.is_none()
            && let Err(error) = self.sink.write_all(bytes)
        {
            self.failed = Some(error);
        }
    }

    fn u64(&mut self, n: u64) {
        self.put(&n.to_le_bytes());
    }

    fn f64(&mut self, x: f64) {
        self.u64(x.to_bits());
    }

    fn bytes(&mut self, bytes: &[u8]) {
        self.u64(bytes.len() as u64);
        self.put(bytes);
    }

    fn path(&mut self, path: &Path) {
        self.bytes(path.as_os_str().as_bytes());
    }

    /// 0 for none; 1 then the text.
    fn optional_text(&mut self, text: Option<&str>) {
        match text {
            None => self.u64(0),
            Some(text) => {
                self.u64(1);
                self.bytes(text.as_bytes());
            }
        }
    }

    fn list<T>(&mut self, items: &[T], mut each: impl FnMut(&mut Self, &T)) {
        self.u64(items.len() as u64);
        for item in items {
            each(self, item);
        }
    }

    fn time(&mut self, time: SystemTime) {
        let nanos: i128 = match time.duration_since(SystemTime::UNIX_EPOCH) {
            Ok(after) => after.as_nanos() as i128,
            Err(before) => -(before.duration().as_nanos() as i128),
        };
        self.put(&nanos.to_le_bytes());
    }

    /// The similarity's bits, the three normalisation choices as one bit each, then the
    /// image distance.
    fn bar(&mut self, bar: &Bar) {
        let Bar {
            similarity,
            normalize:
                NormalizeOptions {
                    drop_numbers,
                    drop_stop_words,
                    stem,
                },
            likeness,
        } = bar;
        self.f64(similarity.get());
        self.u64(
            u64::from(*drop_numbers) | u64::from(*drop_stop_words) << 1 | u64::from(*stem) << 2,
        );
        self.u64(u64::from(likeness.distance()));
    }

    fn file(&mut self, file: &FileRecord) {
        let FileRecord {
            path,
            size,
            modified,
            aliases,
            // Not stored: found again beside the files each time a report is taken.
            companions: _,
        } = file;
        self.path(path);
        self.u64(*size);
        self.time(*modified);
        self.list(aliases, |out, alias| out.path(alias));
    }

    fn group(&mut self, group: &Group) {
        match group {
            Group::Exact(ExactGroup { size, hash, files }) => {
                self.u64(0);
                self.u64(*size);
                self.bytes(hash.as_bytes());
                self.list(files, Out::file);
            }
            Group::Near(NearGroup {
                files,
                pairs,
                lowest_similarity,
                all_alike,
                holds,
            }) => {
                self.u64(1);
                self.list(files, Out::file);
                self.list(pairs, |out, pair| {
                    let NearPair {
                        a,
                        b,
                        similarity,
                        hamming,
                    } = pair;
                    out.u64(*a as u64);
                    out.u64(*b as u64);
                    out.f64(*similarity);
                    out.u64(u64::from(*hamming));
                });
                self.f64(*lowest_similarity);
                self.u64(u64::from(*all_alike));
                self.list(holds, |out, held| {
                    let NearHolds { whole, part, more } = held;
                    out.u64(*whole as u64);
                    out.u64(*part as u64);
                    out.u64(*more);
                });
            }
            Group::Image(ImageGroup {
                files,
                reference,
                distances,
                images,
            }) => {
                self.u64(2);
                self.list(files, Out::file);
                self.u64(*reference as u64);
                self.list(distances, |out, &d| out.u64(u64::from(d)));
                self.list(images, |out, image| {
                    let ImageInfo {
                        width,
                        height,
                        format,
                        taken,
                        camera,
                    } = image;
                    out.u64(u64::from(*width));
                    out.u64(u64::from(*height));
                    out.bytes(format.as_bytes());
                    out.optional_text(taken.as_deref());
                    out.optional_text(camera.as_deref());
                });
            }
            Group::Video(VideoGroup {
                files,
                videos,
                pairs,
            }) => {
                self.u64(3);
                self.list(files, Out::file);
                self.list(videos, |out, video| {
                    let VideoInfo {
                        duration,
                        width,
                        height,
                        codec,
                        bitrate,
                    } = video;
                    out.f64(*duration);
                    out.u64(u64::from(*width));
                    out.u64(u64::from(*height));
                    out.bytes(codec.as_bytes());
                    out.u64(bitrate.map_or(0, |b| b.saturating_add(1)));
                });
                self.list(pairs, Out::span_pair);
            }
            Group::Music(MusicGroup {
                files,
                tracks,
                pairs,
            }) => {
                self.u64(4);
                self.list(files, Out::file);
                self.list(tracks, |out, track| {
                    let TrackInfo {
                        duration,
                        codec,
                        lossless,
                        bitrate,
                        sample_rate,
                        channels,
                        tags,
                    } = track;
                    out.f64(*duration);
                    out.bytes(codec.as_bytes());
                    out.u64(u64::from(*lossless));
                    out.u64(bitrate.map_or(0, |b| b.saturating_add(1)));
                    out.u64(sample_rate.map_or(0, |r| u64::from(r) + 1));
                    out.u64(channels.map_or(0, |c| u64::from(c) + 1));
                    let Tags {
                        title,
                        artist,
                        album,
                        track,
                        year,
                    } = tags;
                    out.optional_text(title.as_deref());
                    out.optional_text(artist.as_deref());
                    out.optional_text(album.as_deref());
                    out.u64(track.map_or(0, |n| u64::from(n) + 1));
                    out.u64(year.map_or(0, |n| u64::from(n) + 1));
                });
                self.list(pairs, Out::span_pair);
            }
        }
    }

    fn span_pair(&mut self, pair: &SpanPair) {
        let SpanPair {
            a,
            b,
            relation,
            a_start,
            b_start,
            length,
            matched,
        } = pair;
        self.u64(*a as u64);
        self.u64(*b as u64);
        self.u64(match relation {
            SpanRelation::Same => 0,
            SpanRelation::PartOf => 1,
            SpanRelation::Overlap => 2,
        });
        self.f64(*a_start);
        self.f64(*b_start);
        self.f64(*length);
        self.f64(*matched);
    }

    fn folder_group(&mut self, group: &FolderGroup) {
        let FolderGroup {
            kind,
            folders,
            similarity,
            groups,
        } = group;
        self.u64(match kind {
            FolderKind::Duplicate => 0,
            FolderKind::Similar => 1,
        });
        self.list(folders, |out, folder| {
            let FolderRecord { path, files, bytes } = folder;
            out.path(path);
            out.u64(*files);
            out.u64(*bytes);
        });
        self.f64(*similarity);
        self.list(groups, |out, &i| out.u64(i as u64));
    }
}

/// What is left to read.
struct In<'a>(&'a [u8]);

impl<'a> In<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        if n > self.0.len() {
            return None;
        }
        let (taken, rest) = self.0.split_at(n);
        self.0 = rest;
        Some(taken)
    }

    fn u64(&mut self) -> Option<u64> {
        Some(u64::from_le_bytes(self.take(8)?.try_into().ok()?))
    }

    fn f64(&mut self) -> Option<f64> {
        self.u64().map(f64::from_bits)
    }

    fn index(&mut self) -> Option<usize> {
        usize::try_from(self.u64()?).ok()
    }

    fn bytes(&mut self) -> Option<&'a [u8]> {
        let len = self.index()?;
        self.take(len)
    }

    fn path(&mut self) -> Option<PathBuf> {
        Some(PathBuf::from(OsString::from_vec(self.bytes()?.to_vec())))
    }

    fn string(&mut self) -> Option<String> {
        String::from_utf8(self.bytes()?.to_vec()).ok()
    }

    /// What `Out::optional_text` wrote: `None` when damaged, `Some(None)` for no text.
    fn optional_text(&mut self) -> Option<Option<String>> {
        match self.u64()? {
            0 => Some(None),
            1 => self.string().map(Some),
            _ => None,
        }
    }

    /// A list, each item read by `item`. Every item takes at least 8 bytes, so a length
    /// beyond what is left cannot be real: refused before anything is allocated for it.
    fn list<T>(&mut self, mut item: impl FnMut(&mut In<'a>) -> Option<T>) -> Option<Vec<T>> {
        let len = self.index()?;
        if len > self.0.len() / 8 {
            return None;
        }
        let mut items = Vec::with_capacity(len);
        for _ in 0..len {
            items.push(item(self)?);
        }
        Some(items)
    }

    fn time(&mut self) -> Option<SystemTime> {
        let nanos = i128::from_le_bytes(self.take(16)?.try_into().ok()?);
        let billion = 1_000_000_000_i128;
        let (secs, sub) = (nanos.div_euclid(billion), nanos.rem_euclid(billion) as u32);
        let whole = Duration::from_secs(u64::try_from(secs.unsigned_abs()).ok()?);
        let at_second = if secs >= 0 {
            SystemTime::UNIX_EPOCH.checked_add(whole)?
        } else {
            SystemTime::UNIX_EPOCH.checked_sub(whole)?
        };
        at_second.checked_add(Duration::from_nanos(u64::from(sub)))
    }

    /// What `Out::bar` wrote, if each part is one a scan could have used.
    fn bar(&mut self) -> Option<Bar> {
        let similarity = Similarity::new(self.f64()?).ok()?;
        let choices = self.u64()?;
        if choices > 0b111 {
            return None;
        }
        let normalize = NormalizeOptions {
            drop_numbers: choices & 1 != 0,
            drop_stop_words: choices & 2 != 0,
            stem: choices & 4 != 0,
        };
        let likeness = Likeness::from_distance(u32::try_from(self.u64()?).ok()?)?;
        Some(Bar {
            similarity,
            normalize,
            likeness,
        })
    }

    fn file(&mut self) -> Option<FileRecord> {
        Some(FileRecord {
            path: self.path()?,
            size: self.u64()?,
            modified: self.time()?,
            aliases: self.list(In::path)?,
            companions: Vec::new(),
        })
    }

    fn group(&mut self) -> Option<Group> {
        match self.u64()? {
            0 => Some(Group::Exact(ExactGroup {
                size: self.u64()?,
                hash: self.string()?,
                files: self.list(In::file)?,
            })),
            1 => {
                let files = self.list(In::file)?;
                let pairs = self.list(|input| {
                    Some(NearPair {
                        a: input.index()?,
                        b: input.index()?,
                        similarity: input.f64()?,
                        hamming: u32::try_from(input.u64()?).ok()?,
                    })
                })?;
                if pairs
                    .iter()
                    .any(|p| p.a >= files.len() || p.b >= files.len())
                {
                    return None;
                }
                let lowest_similarity = self.f64()?;
                let all_alike = self.boolean()?;
                let holds = self.list(|input| {
                    Some(NearHolds {
                        whole: input.index()?,
                        part: input.index()?,
                        more: input.u64()?,
                    })
                })?;
                if holds
                    .iter()
                    .any(|h| h.whole >= files.len() || h.part >= files.len())
                {
                    return None;
                }
                Some(Group::Near(NearGroup {
                    files,
                    pairs,
                    lowest_similarity,
                    all_alike,
                    holds,
                }))
            }
            2 => {
                let files = self.list(In::file)?;
                let reference = self.index()?;
                let distances = self.list(|input| u32::try_from(input.u64()?).ok())?;
                let images = self.list(|input| {
                    Some(ImageInfo {
                        width: u32::try_from(input.u64()?).ok()?,
                        height: u32::try_from(input.u64()?).ok()?,
                        format: input.string()?,
                        taken: input.optional_text()?,
                        camera: input.optional_text()?,
                    })
                })?;
                let fits = reference < files.len()
                    && distances.len() == files.len()
                    && images.len() == files.len();
                fits.then_some(Group::Image(ImageGroup {
                    files,
                    reference,
                    distances,
                    images,
                }))
            }
            3 => {
                let files = self.list(In::file)?;
                let videos = self.list(|input| {
                    Some(VideoInfo {
                        duration: input.f64()?,
                        width: u32::try_from(input.u64()?).ok()?,
                        height: u32::try_from(input.u64()?).ok()?,
                        codec: input.string()?,
                        bitrate: input.u64()?.checked_sub(1),
                    })
                })?;
                let pairs = self.list(In::span_pair)?;
                let fits = videos.len() == files.len()
                    && pairs.iter().all(|p| p.a < files.len() && p.b < files.len());
                fits.then_some(Group::Video(VideoGroup {
                    files,
                    videos,
                    pairs,
                }))
            }
            4 => {
                let files = self.list(In::file)?;
                let tracks = self.list(|input| {
                    let small = |n: u64| n.checked_sub(1).and_then(|n| u32::try_from(n).ok());
                    Some(TrackInfo {
                        duration: input.f64()?,
                        codec: input.string()?,
                        lossless: input.boolean()?,
                        bitrate: input.u64()?.checked_sub(1),
                        sample_rate: small(input.u64()?),
                        channels: small(input.u64()?).and_then(|c| u8::try_from(c).ok()),
                        tags: Tags {
                            title: input.optional_text()?,
                            artist: input.optional_text()?,
                            album: input.optional_text()?,
                            track: small(input.u64()?),
                            year: small(input.u64()?),
                        },
                    })
                })?;
                let pairs = self.list(In::span_pair)?;
                let fits = tracks.len() == files.len()
                    && pairs.iter().all(|p| p.a < files.len() && p.b < files.len());
                fits.then_some(Group::Music(MusicGroup {
                    files,
                    tracks,
                    pairs,
                }))
            }
            _ => None,
        }
    }

    fn span_pair(&mut self) -> Option<SpanPair> {
        Some(SpanPair {
            a: self.index()?,
            b: self.index()?,
            relation: match self.u64()? {
                0 => SpanRelation::Same,
                1 => SpanRelation::PartOf,
                2 => SpanRelation::Overlap,
                _ => return None,
            },
            a_start: self.f64()?,
            b_start: self.f64()?,
            length: self.f64()?,
            matched: self.f64()?,
        })
    }

    fn boolean(&mut self) -> Option<bool> {
        match self.u64()? {
            0 => Some(false),
            1 => Some(true),
            _ => None,
        }
    }

    fn folder_group(&mut self) -> Option<FolderGroup> {
        let kind = match self.u64()? {
            0 => FolderKind::Duplicate,
            1 => FolderKind::Similar,
            _ => return None,
        };
        Some(FolderGroup {
            kind,
            folders: self.list(|input| {
                Some(FolderRecord {
                    path: input.path()?,
                    files: input.u64()?,
                    bytes: input.u64()?,
                })
            })?,
            similarity: self.f64()?,
            groups: self.list(In::index)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn encoded(report: &Report) -> Vec<u8> {
        let mut bytes = Vec::new();
        encode(report, &mut bytes).unwrap();
        bytes
    }

    fn file(path: &[u8], modified: SystemTime, aliases: &[&str]) -> FileRecord {
        FileRecord {
            path: PathBuf::from(OsString::from_vec(path.to_vec())),
            size: 7,
            modified,
            aliases: aliases.iter().map(PathBuf::from).collect(),
            companions: Vec::new(),
        }
    }

    /// Every kind of group and folder group, a name that is not UTF-8, times before and
    /// after 1970, references, a folder of the other set and files only here.
    fn sample() -> Report {
        let before_1970 = SystemTime::UNIX_EPOCH - Duration::new(86_400, 250);
        let recent = SystemTime::UNIX_EPOCH + Duration::new(1_700_000_000, 123_456_789);
        Report {
            roots: vec![PathBuf::from("/data"), PathBuf::from("/ref")],
            references: vec![PathBuf::from("/ref")],
            against: vec![PathBuf::from("/ref")],
            bar: Bar {
                similarity: Similarity::new(0.65).unwrap(),
                normalize: NormalizeOptions {
                    drop_numbers: true,
                    drop_stop_words: false,
                    stem: true,
                },
                likeness: Likeness::LooselySimilar,
            },
            groups: vec![
                Group::Exact(ExactGroup {
                    size: 7,
                    hash: "00ff".to_string(),
                    files: vec![
                        file(b"/data/a\xff.txt", before_1970, &["/data/a-link"]),
                        file(b"/ref/a.txt", recent, &[]),
                    ],
                }),
                Group::Near(NearGroup {
                    files: vec![
                        file(b"/data/v1.txt", recent, &[]),
                        file(b"/data/v2", recent, &[]),
                    ],
                    pairs: vec![NearPair {
                        a: 0,
                        b: 1,
                        similarity: 0.875,
                        hamming: 3,
                    }],
                    lowest_similarity: 0.875,
                    all_alike: true,
                    holds: vec![NearHolds {
                        whole: 1,
                        part: 0,
                        more: 30,
                    }],
                }),
                Group::Image(ImageGroup {
                    files: vec![
                        file(b"/data/photo.jpg", recent, &[]),
                        file(b"/data/small.webp", before_1970, &[]),
                    ],
                    reference: 0,
                    distances: vec![0, 6],
                    images: vec![
                        ImageInfo {
                            width: 4000,
                            height: 3000,
                            format: "jpeg".to_string(),
                            taken: Some("2019-02-28 23:59:59".to_string()),
                            camera: Some("Canon EOS 5D".to_string()),
                        },
                        ImageInfo {
                            width: 400,
                            height: 300,
                            format: "webp".to_string(),
                            taken: None,
                            camera: None,
                        },
                    ],
                }),
            ],
            folders: vec![FolderGroup {
                kind: FolderKind::Similar,
                folders: vec![FolderRecord {
                    path: PathBuf::from("/data/x"),
                    files: 2,
                    bytes: 14,
                }],
                similarity: 0.9,
                groups: vec![1, 0],
            }],
            only_here: vec![file(b"/data/only", recent, &[])],
            skipped: vec![Skipped::new(
                "/data/locked",
                crate::report::SkipReason::Io {
                    problem: crate::report::IoProblem::PermissionDenied,
                },
            )],
            stats: Stats {
                files: 9,
                bytes: 99,
                seconds: 1.5,
            },
            cancelled: false,
            notices: Vec::new(),
        }
    }

    #[test]
    fn a_report_comes_back_as_it_was_stored() {
        let report = sample();
        assert_eq!(decode(&encoded(&report)), Some(report));
    }

    #[test]
    fn notices_and_cancelled_are_not_kept() {
        let mut report = sample();
        report.notices.push(crate::report::Notice::Cache {
            words: "the cache was rebuilt".to_string(),
        });
        report.cancelled = true;
        let back = decode(&encoded(&report)).unwrap();
        assert!(back.notices.is_empty() && !back.cancelled);
    }

    #[test]
    fn cut_or_lengthened_bytes_are_refused() {
        let bytes = encoded(&sample());
        for end in 0..bytes.len() {
            assert_eq!(decode(&bytes[..end]), None, "cut at {end}");
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(decode(&longer), None);
    }

    #[test]
    fn indexes_pointing_outside_are_refused() {
        let mut report = sample();
        if let Group::Near(near) = &mut report.groups[1] {
            near.pairs[0].b = 2;
        }
        assert_eq!(decode(&encoded(&report)), None);
        let mut report = sample();
        report.folders[0].groups.push(3);
        assert_eq!(decode(&encoded(&report)), None);
        let mut report = sample();
        if let Group::Image(image) = &mut report.groups[2] {
            image.reference = 2;
        }
        assert_eq!(decode(&encoded(&report)), None);
        let mut report = sample();
        if let Group::Image(image) = &mut report.groups[2] {
            image.distances.pop();
        }
        assert_eq!(decode(&encoded(&report)), None);
    }

    #[test]
    fn a_bar_no_scan_could_have_used_is_refused() {
        let bytes = encoded(&sample());
        // The bar follows the form, the two roots, the reference and the folder against.
        let at = 8 + (8 + 8 + 5 + 8 + 4) + (8 + 8 + 4) + (8 + 8 + 4);
        let with = |offset: usize, value: u64| {
            let mut changed = bytes.clone();
            changed[at + offset..at + offset + 8].copy_from_slice(&value.to_le_bytes());
            decode(&changed)
        };
        assert_eq!(
            with(0, 0.65f64.to_bits()),
            Some(sample()),
            "the offset is right"
        );
        assert_eq!(with(0, 0.3f64.to_bits()), None);
        assert_eq!(with(0, f64::NAN.to_bits()), None);
        assert_eq!(with(8, 8), None);
        assert_eq!(with(16, 7), None);
        assert!(with(16, 2).is_some_and(|r| r.bar.likeness == Likeness::VerySimilar));
    }

    #[test]
    fn a_huge_length_is_refused_without_allocating_it() {
        let mut bytes = FORM.to_le_bytes().to_vec();
        bytes.extend_from_slice(&u64::MAX.to_le_bytes());
        assert_eq!(decode(&bytes), None);
        let mut bytes = FORM.to_le_bytes().to_vec();
        bytes.extend_from_slice(&(1u64 << 40).to_le_bytes());
        bytes.extend_from_slice(&[0; 64]);
        assert_eq!(decode(&bytes), None);
    }

    /// Takes `room` bytes, then fails as a full disk would.
    struct FullAfter {
        room: usize,
    }

    impl Write for FullAfter {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            if self.room == 0 {
                return Err(std::io::Error::from(std::io::ErrorKind::StorageFull));
            }
            let taken = bytes.len().min(self.room);
            self.room -= taken;
            Ok(taken)
        }

        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_sink_that_fails_midway_fails_the_encoding() {
        let whole = encoded(&sample()).len();
        for room in [0, 8, whole / 2, whole - 1] {
            let error = encode(&sample(), &mut FullAfter { room }).unwrap_err();
            assert_eq!(error.kind(), std::io::ErrorKind::StorageFull, "room {room}");
        }
        assert!(encode(&sample(), &mut FullAfter { room: whole }).is_ok());
    }

    #[test]
    fn another_form_is_refused() {
        let mut bytes = encoded(&sample());
        bytes[0] ^= 0xff;
        assert_eq!(decode(&bytes), None);
    }
}
