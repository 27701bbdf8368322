//! The JSON form of a [`Report`]: the contract for headless use, documented in
//! `docs/src/json.md`.
//!
//! Paths are JSON strings. A file name that is not valid UTF-8 cannot be a JSON string as
//! it is, so its `path` holds a readable form (invalid bytes shown as U+FFFD) and a
//! `path_bytes` array beside it holds the exact bytes; readers use `path_bytes` when present,
//! so no name is lost in a round trip.
//!
//! The two directions have types of their own: a report is written straight from the
//! [`Report`] it borrows, with no copy of it (a big scan's report runs to tens of MB), and
//! read into owned wire types (`ReportJson` and the rest) that also accept older versions.

use std::ffi::OsString;
use std::io::Write;
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use serde::ser::{SerializeStruct, Serializer};
use serde::{Deserialize, Serialize};

use super::{
    Bar, Companion, ExactGroup, FORMAT_VERSION, FileRecord, FolderGroup, FolderKind, FolderRecord,
    Group, ImageGroup, ImageInfo, Likeness, MusicGroup, NearGroup, NearHolds, NearPair,
    NormalizeOptions, PhotoFacts, Report, Similarity, SkipReason, Skipped, SpanPair, SpanRelation,
    Stats, TrackInfo, VideoGroup, VideoInfo,
};

/// The oldest format version this Doppel still reads (its roots are plain strings).
const OLDEST_READ_VERSION: u32 = 1;

/// Writes the report as one pretty-printed JSON document followed by a newline.
///
/// Generic over the writer so that, given a concrete buffered one, each of the many small
/// pieces the JSON writer emits is a plain copy into the buffer rather than a dynamic call.
pub fn write_json<W: Write + ?Sized>(report: &Report, out: &mut W) -> std::io::Result<()> {
    serde_json::to_writer_pretty(&mut *out, &Out(report))?;
    writeln!(out)
}

/// Writes the report as a single line of JSON (for streams of reports).
pub fn write_json_line<W: Write + ?Sized>(report: &Report, out: &mut W) -> std::io::Result<()> {
    serde_json::to_writer(&mut *out, &Out(report))?;
    writeln!(out)
}

/// Reads a report written by [`write_json`].
pub fn read_json(text: &str) -> Result<Report, ReadError> {
    let wire: ReportJson = serde_json::from_str(text).map_err(ReadError::Syntax)?;
    if !(OLDEST_READ_VERSION..=FORMAT_VERSION).contains(&wire.version) {
        return Err(ReadError::Version(wire.version));
    }
    wire.try_into()
}

/// Why a JSON report could not be read.
#[derive(Debug)]
pub enum ReadError {
    /// Not JSON, or not shaped like a report.
    Syntax(serde_json::Error),
    /// A report format version this Doppel does not read.
    Version(u32),
    /// A folder group naming a file group the report does not have.
    BadFolderGroup {
        /// The index named.
        group: usize,
        /// How many file groups the report has.
        groups: usize,
    },
    /// A time that is not RFC 3339.
    BadTime(String),
    /// A near pair whose index `a` or `b` lies outside its group of `files` files.
    BadPair {
        /// The pair's first index.
        a: usize,
        /// The pair's second index.
        b: usize,
        /// How many files the group has.
        files: usize,
    },
    /// An image group whose reference, distances or image list do not fit its files.
    BadImageGroup {
        /// How many files the group has.
        files: usize,
    },
    /// A video group whose facts or pairs do not fit its files.
    BadVideoGroup {
        /// How many files the group has.
        files: usize,
    },
    /// A music group whose facts or pairs do not fit its files.
    BadMusicGroup {
        /// How many files the group has.
        files: usize,
    },
    /// A near similarity outside 0.5 to 1, or an image distance that is none of the
    /// likeness steps: no scan could have used it.
    BadBar(String),
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReadError::Syntax(e) => write!(f, "not a Doppel report: {e}"),
            ReadError::Version(v) => write!(
                f,
                "report format version {v} is not supported (this Doppel reads versions {OLDEST_READ_VERSION} to {FORMAT_VERSION})"
            ),
            ReadError::BadFolderGroup { group, groups } => write!(
                f,
                "a folder group names file group {group}, but the report has {groups}"
            ),
            ReadError::BadTime(t) => write!(f, "not a valid RFC 3339 time: {t:?}"),
            ReadError::BadPair { a, b, files } => {
                write!(
                    f,
                    "pair ({a}, {b}) names a file outside its group of {files}"
                )
            }
            ReadError::BadImageGroup { files } => write!(
                f,
                "an image group's reference, distances or images do not fit its {files} files"
            ),
            ReadError::BadVideoGroup { files } => write!(
                f,
                "a video group's videos or pairs do not fit its {files} files"
            ),
            ReadError::BadMusicGroup { files } => write!(
                f,
                "a music group's tracks or pairs do not fit its {files} files"
            ),
            ReadError::BadBar(why) => write!(f, "the groups' bar is not one a scan uses: {why}"),
        }
    }
}

impl std::error::Error for ReadError {}

/// The document as read. The writer (`Out`, below) writes these same fields in this order.
#[derive(Deserialize)]
struct ReportJson {
    version: u32,
    roots: Vec<RootJson>,
    /// Absent before Doppel recorded the bar: then the defaults.
    #[serde(default)]
    near: Option<NearBarJson>,
    #[serde(default)]
    images: Option<ImageBarJson>,
    groups: Vec<GroupJson>,
    #[serde(default)]
    folders: Vec<FolderGroupJson>,
    #[serde(default)]
    only_here: Vec<FileJson>,
    skipped: Vec<SkippedJson>,
    stats: StatsJson,
}

/// A scanned folder: a plain string in version 1, an object saying whether it is a
/// reference from version 2 on, and whether it is a folder of the other set of a scan set
/// against set (`against`, written only when true; absent before such scans).
#[derive(Deserialize)]
#[serde(untagged)]
enum RootJson {
    Plain(String),
    Marked {
        #[serde(flatten)]
        path: PathJson,
        reference: bool,
        #[serde(default)]
        against: bool,
    },
}

/// How alike documents had to be, and how their words were compared.
#[derive(Deserialize)]
struct NearBarJson {
    similarity: f64,
    #[serde(default)]
    drop_numbers: bool,
    #[serde(default)]
    stop_words: bool,
    #[serde(default)]
    stem: bool,
}

/// How far an image could be from its group's reference.
#[derive(Deserialize)]
struct ImageBarJson {
    distance: u32,
}

#[derive(Deserialize)]
struct FolderGroupJson {
    kind: FolderKindJson,
    similarity: f64,
    folders: Vec<FolderJson>,
    groups: Vec<usize>,
}

#[derive(Deserialize, Clone, Copy)]
#[serde(rename_all = "lowercase")]
enum FolderKindJson {
    Duplicate,
    Similar,
}

#[derive(Deserialize)]
struct FolderJson {
    #[serde(flatten)]
    path: PathJson,
    files: u64,
    bytes: u64,
}

#[derive(Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
enum GroupJson {
    Exact {
        size: u64,
        hash: String,
        files: Vec<FileJson>,
    },
    Near {
        files: Vec<FileJson>,
        pairs: Vec<PairJson>,
        /// Absent before these were added (documents of version 1 and early version 2):
        /// then the lowest of the pairs, and alike as the group's pairs claimed.
        #[serde(default)]
        lowest_similarity: Option<f64>,
        #[serde(default)]
        all_alike: Option<bool>,
        /// Absent when no member holds all of another, and before it was recorded.
        #[serde(default)]
        holds: Vec<HoldsJson>,
    },
    Image {
        files: Vec<FileJson>,
        reference: usize,
        distances: Vec<u32>,
        images: Vec<ImageJson>,
    },
    Video {
        files: Vec<FileJson>,
        videos: Vec<VideoJson>,
        pairs: Vec<SpanPairJson>,
    },
    Music {
        files: Vec<FileJson>,
        tracks: Vec<TrackInfo>,
        pairs: Vec<SpanPairJson>,
    },
}

/// A near group's member that holds all of another, in the JSON form (`NearHolds`).
#[derive(Serialize, Deserialize)]
struct HoldsJson {
    whole: usize,
    part: usize,
    more: u64,
}

#[derive(Deserialize)]
struct VideoJson {
    duration: f64,
    width: u32,
    height: u32,
    codec: String,
    #[serde(default)]
    bitrate: Option<u64>,
}

/// A length or a time in seconds a scan could have written.
fn finite_length(seconds: f64) -> bool {
    seconds.is_finite() && seconds >= 0.0
}

/// Whether `pairs` of a group of `files` index its files, with times and scores a scan
/// could have written.
fn spans_fit(pairs: &[SpanPairJson], files: usize) -> bool {
    pairs.iter().all(|p| {
        p.a < files
            && p.b < files
            && [p.a_start, p.b_start, p.length]
                .into_iter()
                .all(finite_length)
            && (0.0..=1.0).contains(&p.matched)
    })
}

/// The report's pairs from their JSON form (checked by [`spans_fit`]).
fn span_pairs(pairs: Vec<SpanPairJson>) -> Vec<SpanPair> {
    pairs
        .into_iter()
        .map(|p| SpanPair {
            a: p.a,
            b: p.b,
            relation: match p.relation {
                RelationJson::Same => SpanRelation::Same,
                RelationJson::PartOf => SpanRelation::PartOf,
                RelationJson::Overlap => SpanRelation::Overlap,
            },
            a_start: p.a_start,
            b_start: p.b_start,
            length: p.length,
            matched: p.matched,
        })
        .collect()
}

#[derive(Deserialize)]
struct SpanPairJson {
    a: usize,
    b: usize,
    relation: RelationJson,
    a_start: f64,
    b_start: f64,
    length: f64,
    matched: f64,
}

#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum RelationJson {
    Same,
    PartOf,
    Overlap,
}

/// How a relation is written.
fn relation_name(relation: SpanRelation) -> &'static str {
    match relation {
        SpanRelation::Same => "same",
        SpanRelation::PartOf => "part_of",
        SpanRelation::Overlap => "overlap",
    }
}

#[derive(Deserialize)]
struct ImageJson {
    width: u32,
    height: u32,
    format: String,
    #[serde(default)]
    taken: Option<String>,
    #[serde(default)]
    camera: Option<String>,
}

#[derive(Deserialize)]
struct PairJson {
    a: usize,
    b: usize,
    similarity: f64,
    hamming: u32,
}

#[derive(Deserialize)]
struct FileJson {
    #[serde(flatten)]
    path: PathJson,
    size: u64,
    modified: String,
    #[serde(default)]
    aliases: Vec<PathJson>,
    /// Absent in reports written before companions were looked for, and for files with
    /// none.
    #[serde(default)]
    companions: Vec<CompanionJson>,
}

#[derive(Deserialize)]
struct CompanionJson {
    #[serde(flatten)]
    path: PathJson,
    size: u64,
    modified: String,
}

#[derive(Deserialize)]
struct SkippedJson {
    #[serde(flatten)]
    path: PathJson,
    reason: String,
    /// The reason as a typed value (absent before Doppel wrote it): kept loose, so a kind
    /// this Doppel does not know falls back to the words.
    #[serde(default)]
    why: Option<serde_json::Value>,
}

#[derive(Deserialize)]
struct StatsJson {
    files: u64,
    bytes: u64,
    seconds: f64,
}

/// A path as the report writes it: `path`, plus `path_bytes` when it is not UTF-8. Also
/// used by the cleanup journal.
#[derive(Clone, Serialize, Deserialize)]
pub(crate) struct PathJson {
    path: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    path_bytes: Option<Vec<u8>>,
}

impl From<&Path> for PathJson {
    fn from(path: &Path) -> Self {
        match path.to_str() {
            Some(text) => PathJson {
                path: text.to_string(),
                path_bytes: None,
            },
            None => PathJson {
                path: path.to_string_lossy().into_owned(),
                path_bytes: Some(path.as_os_str().as_bytes().to_vec()),
            },
        }
    }
}

impl From<PathJson> for PathBuf {
    fn from(wire: PathJson) -> Self {
        match wire.path_bytes {
            Some(bytes) => PathBuf::from(OsString::from_vec(bytes)),
            None => PathBuf::from(wire.path),
        }
    }
}

fn format_time(time: SystemTime) -> String {
    crate::format::rfc3339(time)
}

fn parse_time(text: &str) -> Result<SystemTime, ReadError> {
    humantime::parse_rfc3339_weak(text).map_err(|_| ReadError::BadTime(text.to_string()))
}

/// The writing side: each part of a report, borrowed, serialized with the same fields in
/// the same order as the reader's `*Json` types above (a path's fields inline, as their
/// `flatten` reads them), so the document is written with no copy of the report and no
/// String per UTF-8 path.
struct Out<'a, T: ?Sized>(&'a T);

impl<T> Serialize for Out<'_, [T]>
where
    for<'b> Out<'b, T>: Serialize,
{
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter().map(Out))
    }
}

impl Serialize for Out<'_, Report> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let report = self.0;
        let mut out = serializer.serialize_struct("ReportJson", 9)?;
        out.serialize_field("version", &FORMAT_VERSION)?;
        out.serialize_field("roots", &Roots(report))?;
        out.serialize_field("near", &NearBar(&report.bar))?;
        out.serialize_field("images", &ImageBar(&report.bar))?;
        out.serialize_field("groups", &Out(report.groups.as_slice()))?;
        if !report.folders.is_empty() {
            out.serialize_field("folders", &Out(report.folders.as_slice()))?;
        }
        if !report.only_here.is_empty() {
            out.serialize_field("only_here", &Out(report.only_here.as_slice()))?;
        }
        out.serialize_field("skipped", &Out(report.skipped.as_slice()))?;
        out.serialize_field("stats", &Out(&report.stats))?;
        out.end()
    }
}

/// The documents' part of the bar: `NearBarJson`'s fields.
struct NearBar<'a>(&'a Bar);

impl Serialize for NearBar<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut out = serializer.serialize_struct("NearBarJson", 4)?;
        out.serialize_field("similarity", &self.0.similarity.get())?;
        out.serialize_field("drop_numbers", &self.0.normalize.drop_numbers)?;
        out.serialize_field("stop_words", &self.0.normalize.drop_stop_words)?;
        out.serialize_field("stem", &self.0.normalize.stem)?;
        out.end()
    }
}

/// The images' part of the bar: `ImageBarJson`'s field.
struct ImageBar<'a>(&'a Bar);

impl Serialize for ImageBar<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut out = serializer.serialize_struct("ImageBarJson", 1)?;
        out.serialize_field("distance", &self.0.likeness.distance())?;
        out.end()
    }
}

/// Every root and every reference, once each, sorted: a reference inside a scanned root is
/// listed too, so the reader can tell which folders are references.
struct Roots<'a>(&'a Report);

impl Serialize for Roots<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let report = self.0;
        let mut paths: Vec<&PathBuf> = report
            .roots
            .iter()
            .chain(&report.references)
            .chain(&report.against)
            .collect();
        paths.sort();
        paths.dedup();
        serializer.collect_seq(paths.into_iter().map(|path| Root {
            path,
            reference: report.references.contains(path),
            against: report.against.contains(path),
        }))
    }
}

struct Root<'a> {
    path: &'a Path,
    reference: bool,
    against: bool,
}

impl Serialize for Root<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut out = serializer.serialize_struct("RootJson", 4)?;
        path_fields(&mut out, self.path)?;
        out.serialize_field("reference", &self.reference)?;
        if self.against {
            out.serialize_field("against", &true)?;
        }
        out.end()
    }
}

/// The fields of a flattened [`PathJson`]: `path`, and `path_bytes` when not UTF-8.
fn path_fields<S: SerializeStruct>(out: &mut S, path: &Path) -> Result<(), S::Error> {
    match path.to_str() {
        Some(text) => out.serialize_field("path", text),
        None => {
            out.serialize_field("path", &path.to_string_lossy())?;
            out.serialize_field("path_bytes", path.as_os_str().as_bytes())
        }
    }
}

/// A path on its own (an alias): an object of [`PathJson`]'s fields.
impl Serialize for Out<'_, PathBuf> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut out = serializer.serialize_struct("PathJson", 2)?;
        path_fields(&mut out, self.0)?;
        out.end()
    }
}

impl Serialize for Out<'_, Group> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            Group::Exact(exact) => {
                let mut out = serializer.serialize_struct("GroupJson", 4)?;
                out.serialize_field("kind", "exact")?;
                out.serialize_field("size", &exact.size)?;
                out.serialize_field("hash", &exact.hash)?;
                out.serialize_field("files", &Out(exact.files.as_slice()))?;
                out.end()
            }
            Group::Near(near) => {
                let mut out = serializer.serialize_struct("GroupJson", 5)?;
                out.serialize_field("kind", "near")?;
                out.serialize_field("files", &Out(near.files.as_slice()))?;
                out.serialize_field("pairs", &Out(near.pairs.as_slice()))?;
                out.serialize_field("lowest_similarity", &near.lowest_similarity)?;
                out.serialize_field("all_alike", &near.all_alike)?;
                if near.holds.is_empty() {
                    out.skip_field("holds")?;
                } else {
                    let holds: Vec<HoldsJson> = near
                        .holds
                        .iter()
                        .map(|h| HoldsJson {
                            whole: h.whole,
                            part: h.part,
                            more: h.more,
                        })
                        .collect();
                    out.serialize_field("holds", &holds)?;
                }
                out.end()
            }
            Group::Image(image) => {
                let mut out = serializer.serialize_struct("GroupJson", 5)?;
                out.serialize_field("kind", "image")?;
                out.serialize_field("files", &Out(image.files.as_slice()))?;
                out.serialize_field("reference", &image.reference)?;
                out.serialize_field("distances", &image.distances)?;
                out.serialize_field("images", &Out(image.images.as_slice()))?;
                out.end()
            }
            Group::Video(video) => {
                let mut out = serializer.serialize_struct("GroupJson", 4)?;
                out.serialize_field("kind", "video")?;
                out.serialize_field("files", &Out(video.files.as_slice()))?;
                out.serialize_field("videos", &Out(video.videos.as_slice()))?;
                out.serialize_field("pairs", &Out(video.pairs.as_slice()))?;
                out.end()
            }
            Group::Music(music) => {
                let mut out = serializer.serialize_struct("GroupJson", 4)?;
                out.serialize_field("kind", "music")?;
                out.serialize_field("files", &Out(music.files.as_slice()))?;
                out.serialize_field("tracks", &music.tracks)?;
                out.serialize_field("pairs", &Out(music.pairs.as_slice()))?;
                out.end()
            }
        }
    }
}

impl Serialize for Out<'_, ImageInfo> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut out = serializer.serialize_struct("ImageJson", 5)?;
        out.serialize_field("width", &self.0.width)?;
        out.serialize_field("height", &self.0.height)?;
        out.serialize_field("format", &self.0.format)?;
        out.serialize_field("taken", &self.0.taken)?;
        out.serialize_field("camera", &self.0.camera)?;
        out.end()
    }
}

impl Serialize for Out<'_, VideoInfo> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut out = serializer.serialize_struct("VideoJson", 5)?;
        out.serialize_field("duration", &self.0.duration)?;
        out.serialize_field("width", &self.0.width)?;
        out.serialize_field("height", &self.0.height)?;
        out.serialize_field("codec", &self.0.codec)?;
        out.serialize_field("bitrate", &self.0.bitrate)?;
        out.end()
    }
}

impl Serialize for Out<'_, SpanPair> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut out = serializer.serialize_struct("SpanPairJson", 7)?;
        out.serialize_field("a", &self.0.a)?;
        out.serialize_field("b", &self.0.b)?;
        out.serialize_field("relation", relation_name(self.0.relation))?;
        out.serialize_field("a_start", &self.0.a_start)?;
        out.serialize_field("b_start", &self.0.b_start)?;
        out.serialize_field("length", &self.0.length)?;
        out.serialize_field("matched", &self.0.matched)?;
        out.end()
    }
}

impl Serialize for Out<'_, NearPair> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut out = serializer.serialize_struct("PairJson", 4)?;
        out.serialize_field("a", &self.0.a)?;
        out.serialize_field("b", &self.0.b)?;
        out.serialize_field("similarity", &self.0.similarity)?;
        out.serialize_field("hamming", &self.0.hamming)?;
        out.end()
    }
}

impl Serialize for Out<'_, FileRecord> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let file = self.0;
        let mut out = serializer.serialize_struct("FileJson", 5)?;
        path_fields(&mut out, &file.path)?;
        out.serialize_field("size", &file.size)?;
        out.serialize_field("modified", &format_time(file.modified))?;
        if !file.aliases.is_empty() {
            out.serialize_field("aliases", &Out(file.aliases.as_slice()))?;
        }
        // Written only when there are some: a report without companions is as before.
        if !file.companions.is_empty() {
            out.serialize_field("companions", &Out(file.companions.as_slice()))?;
        }
        out.end()
    }
}

impl Serialize for Out<'_, Companion> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let companion = self.0;
        let mut out = serializer.serialize_struct("CompanionJson", 4)?;
        path_fields(&mut out, &companion.path)?;
        out.serialize_field("size", &companion.size)?;
        out.serialize_field("modified", &format_time(companion.modified))?;
        out.end()
    }
}

impl Serialize for Out<'_, FolderGroup> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let group = self.0;
        let mut out = serializer.serialize_struct("FolderGroupJson", 4)?;
        let kind = match group.kind {
            FolderKind::Duplicate => "duplicate",
            FolderKind::Similar => "similar",
        };
        out.serialize_field("kind", kind)?;
        out.serialize_field("similarity", &group.similarity)?;
        out.serialize_field("folders", &Out(group.folders.as_slice()))?;
        out.serialize_field("groups", &group.groups)?;
        out.end()
    }
}

impl Serialize for Out<'_, FolderRecord> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut out = serializer.serialize_struct("FolderJson", 4)?;
        path_fields(&mut out, &self.0.path)?;
        out.serialize_field("files", &self.0.files)?;
        out.serialize_field("bytes", &self.0.bytes)?;
        out.end()
    }
}

impl Serialize for Out<'_, Skipped> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut out = serializer.serialize_struct("SkippedJson", 4)?;
        path_fields(&mut out, &self.0.path)?;
        out.serialize_field("reason", &self.0.reason.to_string())?;
        out.serialize_field("why", &self.0.reason)?;
        out.end()
    }
}

impl Serialize for Out<'_, Stats> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut out = serializer.serialize_struct("StatsJson", 3)?;
        out.serialize_field("files", &self.0.files)?;
        out.serialize_field("bytes", &self.0.bytes)?;
        out.serialize_field("seconds", &self.0.seconds)?;
        out.end()
    }
}

impl TryFrom<ReportJson> for Report {
    type Error = ReadError;

    fn try_from(wire: ReportJson) -> Result<Self, ReadError> {
        let bar = bar(wire.near, wire.images)?;
        let groups = wire
            .groups
            .into_iter()
            .map(|group| match group {
                GroupJson::Exact { size, hash, files } => Ok(Group::Exact(ExactGroup {
                    size,
                    hash,
                    files: files
                        .into_iter()
                        .map(FileRecord::try_from)
                        .collect::<Result<_, _>>()?,
                })),
                GroupJson::Near {
                    files,
                    pairs,
                    lowest_similarity,
                    all_alike,
                    holds,
                } => {
                    let files: Vec<FileRecord> = files
                        .into_iter()
                        .map(FileRecord::try_from)
                        .collect::<Result<_, _>>()?;
                    let pairs = pairs
                        .into_iter()
                        .map(|p| {
                            if p.a >= files.len() || p.b >= files.len() {
                                return Err(ReadError::BadPair {
                                    a: p.a,
                                    b: p.b,
                                    files: files.len(),
                                });
                            }
                            Ok(NearPair {
                                a: p.a,
                                b: p.b,
                                similarity: p.similarity,
                                hamming: p.hamming,
                            })
                        })
                        .collect::<Result<Vec<NearPair>, _>>()?;
                    let holds = holds
                        .into_iter()
                        .map(|h| {
                            if h.whole >= files.len() || h.part >= files.len() {
                                return Err(ReadError::BadPair {
                                    a: h.whole,
                                    b: h.part,
                                    files: files.len(),
                                });
                            }
                            Ok(NearHolds {
                                whole: h.whole,
                                part: h.part,
                                more: h.more,
                            })
                        })
                        .collect::<Result<Vec<NearHolds>, _>>()?;
                    let lowest_of_pairs = pairs.iter().map(|p| p.similarity).fold(1.0, f64::min);
                    Ok(Group::Near(NearGroup {
                        files,
                        pairs,
                        lowest_similarity: lowest_similarity.unwrap_or(lowest_of_pairs),
                        all_alike: all_alike.unwrap_or(true),
                        holds,
                    }))
                }
                GroupJson::Image {
                    files,
                    reference,
                    distances,
                    images,
                } => {
                    let files: Vec<FileRecord> = files
                        .into_iter()
                        .map(FileRecord::try_from)
                        .collect::<Result<_, _>>()?;
                    let fits = reference < files.len()
                        && distances.len() == files.len()
                        && images.len() == files.len()
                        && distances.iter().all(|&d| d <= 64);
                    if !fits {
                        return Err(ReadError::BadImageGroup { files: files.len() });
                    }
                    Ok(Group::Image(ImageGroup {
                        files,
                        reference,
                        distances,
                        images: images
                            .into_iter()
                            .map(|i| ImageInfo {
                                width: i.width,
                                height: i.height,
                                format: i.format,
                                // A crafted date or name counts as none.
                                taken: PhotoFacts::checked_taken(i.taken),
                                camera: PhotoFacts::checked_camera(i.camera),
                            })
                            .collect(),
                    }))
                }
                GroupJson::Video {
                    files,
                    videos,
                    pairs,
                } => {
                    let files: Vec<FileRecord> = files
                        .into_iter()
                        .map(FileRecord::try_from)
                        .collect::<Result<_, _>>()?;
                    let fits = videos.len() == files.len()
                        && videos.iter().all(|v| finite_length(v.duration))
                        && spans_fit(&pairs, files.len());
                    if !fits {
                        return Err(ReadError::BadVideoGroup { files: files.len() });
                    }
                    Ok(Group::Video(VideoGroup {
                        files,
                        videos: videos
                            .into_iter()
                            .map(|v| VideoInfo {
                                duration: v.duration,
                                width: v.width,
                                height: v.height,
                                codec: v.codec,
                                bitrate: v.bitrate,
                            })
                            .collect(),
                        pairs: span_pairs(pairs),
                    }))
                }
                GroupJson::Music {
                    files,
                    tracks,
                    pairs,
                } => {
                    let files: Vec<FileRecord> = files
                        .into_iter()
                        .map(FileRecord::try_from)
                        .collect::<Result<_, _>>()?;
                    let fits = tracks.len() == files.len()
                        && tracks.iter().all(|t| finite_length(t.duration))
                        && spans_fit(&pairs, files.len());
                    if !fits {
                        return Err(ReadError::BadMusicGroup { files: files.len() });
                    }
                    Ok(Group::Music(MusicGroup {
                        files,
                        tracks,
                        pairs: span_pairs(pairs),
                    }))
                }
            })
            .collect::<Result<Vec<Group>, ReadError>>()?;
        let folders = wire
            .folders
            .into_iter()
            .map(|folder| folder_group(folder, groups.len()))
            .collect::<Result<_, _>>()?;
        let mut roots = Vec::new();
        let mut references = Vec::new();
        let mut against = Vec::new();
        for root in wire.roots {
            match root {
                RootJson::Plain(path) => roots.push(PathBuf::from(path)),
                RootJson::Marked {
                    path,
                    reference,
                    against: in_b,
                } => {
                    let path = PathBuf::from(path);
                    // A folder of B is a reference whatever the document says: nothing in
                    // it is ever trashed.
                    if reference || in_b {
                        references.push(path.clone());
                    }
                    if in_b {
                        against.push(path.clone());
                    }
                    roots.push(path);
                }
            }
        }
        Ok(Report {
            roots: super::distinct_roots(roots),
            references,
            against,
            bar,
            groups,
            folders,
            only_here: wire
                .only_here
                .into_iter()
                .map(FileRecord::try_from)
                .collect::<Result<_, _>>()?,
            skipped: wire
                .skipped
                .into_iter()
                .map(|s| Skipped {
                    path: s.path.into(),
                    reason: s
                        .why
                        .and_then(|why| serde_json::from_value(why).ok())
                        .unwrap_or(SkipReason::Words { words: s.reason }),
                })
                .collect(),
            stats: Stats {
                files: wire.stats.files,
                bytes: wire.stats.bytes,
                seconds: wire.stats.seconds,
            },
            cancelled: false,
            notices: Vec::new(),
        })
    }
}

/// The bar as read, each part absent in an older report taken as the default.
fn bar(near: Option<NearBarJson>, images: Option<ImageBarJson>) -> Result<Bar, ReadError> {
    let mut bar = Bar::default();
    if let Some(near) = near {
        bar.similarity = Similarity::new(near.similarity)
            .map_err(|e| ReadError::BadBar(format!("near similarity {e}")))?;
        bar.normalize = NormalizeOptions {
            drop_numbers: near.drop_numbers,
            drop_stop_words: near.stop_words,
            stem: near.stem,
        };
    }
    if let Some(images) = images {
        bar.likeness = Likeness::from_distance(images.distance).ok_or_else(|| {
            let steps: Vec<String> = Likeness::ALL
                .iter()
                .map(|step| step.distance().to_string())
                .collect();
            ReadError::BadBar(format!(
                "image distance {} is none of {}",
                images.distance,
                steps.join(", ")
            ))
        })?;
    }
    Ok(bar)
}

fn folder_group(wire: FolderGroupJson, groups: usize) -> Result<FolderGroup, ReadError> {
    if let Some(&group) = wire.groups.iter().find(|&&g| g >= groups) {
        return Err(ReadError::BadFolderGroup { group, groups });
    }
    Ok(FolderGroup {
        kind: match wire.kind {
            FolderKindJson::Duplicate => FolderKind::Duplicate,
            FolderKindJson::Similar => FolderKind::Similar,
        },
        similarity: wire.similarity,
        folders: wire
            .folders
            .into_iter()
            .map(|f| FolderRecord {
                path: f.path.into(),
                files: f.files,
                bytes: f.bytes,
            })
            .collect(),
        groups: wire.groups,
    })
}

impl TryFrom<FileJson> for FileRecord {
    type Error = ReadError;

    fn try_from(wire: FileJson) -> Result<Self, ReadError> {
        Ok(FileRecord {
            path: wire.path.into(),
            size: wire.size,
            modified: parse_time(&wire.modified)?,
            aliases: wire.aliases.into_iter().map(PathBuf::from).collect(),
            companions: wire
                .companions
                .into_iter()
                .map(|companion| {
                    Ok(Companion {
                        path: companion.path.into(),
                        size: companion.size,
                        modified: parse_time(&companion.modified)?,
                    })
                })
                .collect::<Result<_, ReadError>>()?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, UNIX_EPOCH};

    /// A report with every part the JSON form has, and names that are not UTF-8.
    fn every_part() -> Report {
        let odd = PathBuf::from(OsString::from_vec(b"/tmp/caf\xe9\n.txt".to_vec()));
        Report {
            roots: vec![PathBuf::from("/tmp")],
            references: vec![PathBuf::from("/tmp/backup"), PathBuf::from("/tmp/other")],
            against: vec![PathBuf::from("/tmp/other")],
            bar: Bar {
                similarity: Similarity::new(0.75).unwrap(),
                normalize: NormalizeOptions {
                    drop_numbers: true,
                    drop_stop_words: false,
                    stem: true,
                },
                likeness: Likeness::Similar,
            },
            folders: vec![FolderGroup {
                kind: FolderKind::Duplicate,
                folders: vec![FolderRecord {
                    path: odd.join("folder"),
                    files: 1,
                    bytes: 3,
                }],
                similarity: 1.0,
                groups: vec![0],
            }],
            only_here: vec![FileRecord {
                path: odd.join("only"),
                size: 3,
                modified: UNIX_EPOCH,
                aliases: Vec::new(),
                companions: Vec::new(),
            }],
            groups: vec![
                Group::Exact(ExactGroup {
                    size: 3,
                    hash: "00".repeat(16),
                    files: vec![FileRecord {
                        path: odd.clone(),
                        size: 3,
                        modified: UNIX_EPOCH + Duration::from_secs(1_700_000_000),
                        aliases: vec![odd.join("alias")],
                        companions: Vec::new(),
                    }],
                }),
                near_chain(),
            ],
            skipped: vec![Skipped::new(
                odd.clone(),
                SkipReason::Io {
                    problem: crate::report::IoProblem::PermissionDenied,
                },
            )],
            stats: Stats {
                files: 1,
                bytes: 3,
                seconds: 0.5,
            },
            cancelled: false,
            notices: Vec::new(),
        }
    }

    #[test]
    fn non_utf8_paths_survive_a_round_trip() {
        let report = every_part();
        let mut text = Vec::new();
        write_json(&report, &mut text).unwrap();

        let back = read_json(std::str::from_utf8(&text).unwrap()).unwrap();

        assert_eq!(back, report);
    }

    /// The exact text of the documented format, byte for byte: the writer spells out each
    /// field by hand, so this guards against a slip in a name or the order.
    #[test]
    fn the_written_form_is_unchanged() {
        let mut text = Vec::new();
        write_json_line(&every_part(), &mut text).unwrap();
        let odd = "/tmp/caf\u{fffd}\\n.txt";
        let odd_bytes = "47,116,109,112,47,99,97,102,233,10,46,116,120,116";
        let expected = format!(
            concat!(
                r#"{{"version":2,"roots":[{{"path":"/tmp","reference":false}},"#,
                r#"{{"path":"/tmp/backup","reference":true}},"#,
                r#"{{"path":"/tmp/other","reference":true,"against":true}}],"#,
                r#""near":{{"similarity":0.75,"drop_numbers":true,"stop_words":false,"stem":true}},"#,
                r#""images":{{"distance":6}},"#,
                r#""groups":[{{"kind":"exact","size":3,"hash":"00000000000000000000000000000000","#,
                r#""files":[{{"path":"{odd}","path_bytes":[{odd_bytes}],"size":3,"#,
                r#""modified":"2023-11-14T22:13:20Z","aliases":[{{"path":"{odd}/alias","#,
                r#""path_bytes":[{odd_bytes},47,97,108,105,97,115]}}]}}]}},"#,
                r#"{{"kind":"near","files":["#,
                r#"{{"path":"/docs/a.txt","size":100,"modified":"1970-01-01T00:00:00Z"}},"#,
                r#"{{"path":"/docs/b.txt","size":100,"modified":"1970-01-01T00:00:00Z"}},"#,
                r#"{{"path":"/docs/c.txt","size":100,"modified":"1970-01-01T00:00:00Z"}}],"#,
                r#""pairs":[{{"a":0,"b":1,"similarity":0.9,"hamming":4}},"#,
                r#"{{"a":1,"b":2,"similarity":0.875,"hamming":4}}],"#,
                r#""lowest_similarity":0.7,"all_alike":false,"#,
                r#""holds":[{{"whole":2,"part":0,"more":12}}]}}],"#,
                r#""folders":[{{"kind":"duplicate","similarity":1.0,"folders":["#,
                r#"{{"path":"{odd}/folder","path_bytes":[{odd_bytes},47,102,111,108,100,101,114],"#,
                r#""files":1,"bytes":3}}],"groups":[0]}}],"#,
                r#""only_here":[{{"path":"{odd}/only","path_bytes":[{odd_bytes},47,111,110,108,121],"#,
                r#""size":3,"modified":"1970-01-01T00:00:00Z"}}],"#,
                r#""skipped":[{{"path":"{odd}","path_bytes":[{odd_bytes}],"#,
                r#""reason":"permission denied","why":{{"kind":"io","problem":{{"kind":"permission-denied"}}}}}}],"#,
                r#""stats":{{"files":1,"bytes":3,"seconds":0.5}}}}"#,
                "\n"
            ),
            odd = odd,
            odd_bytes = odd_bytes,
        );
        assert_eq!(String::from_utf8(text).unwrap(), expected);
    }

    fn near_chain() -> Group {
        let file = |name: &str| FileRecord {
            path: PathBuf::from("/docs").join(name),
            size: 100,
            modified: UNIX_EPOCH,
            aliases: Vec::new(),
            companions: Vec::new(),
        };
        let pair = |a, b, similarity| NearPair {
            a,
            b,
            similarity,
            hamming: 4,
        };
        Group::Near(NearGroup {
            files: vec![file("a.txt"), file("b.txt"), file("c.txt")],
            pairs: vec![pair(0, 1, 0.9), pair(1, 2, 0.875)],
            lowest_similarity: 0.7,
            all_alike: false,
            holds: vec![NearHolds {
                whole: 2,
                part: 0,
                more: 12,
            }],
        })
    }

    #[test]
    fn near_groups_say_how_alike_their_least_alike_members_are() {
        let report = Report {
            roots: vec![PathBuf::from("/docs")],
            references: Vec::new(),
            against: Vec::new(),
            bar: Bar::default(),
            groups: vec![near_chain()],
            folders: Vec::new(),
            only_here: Vec::new(),
            skipped: Vec::new(),
            stats: Stats::default(),
            cancelled: false,
            notices: Vec::new(),
        };
        let mut text = Vec::new();
        write_json(&report, &mut text).unwrap();
        let value: serde_json::Value = serde_json::from_slice(&text).unwrap();
        assert_eq!(value["groups"][0]["lowest_similarity"], 0.7);
        assert_eq!(value["groups"][0]["all_alike"], false);
        assert_eq!(
            read_json(std::str::from_utf8(&text).unwrap()).unwrap(),
            report
        );
    }

    #[test]
    fn near_groups_written_before_lowest_similarity_are_read_with_defaults() {
        for version in [1, 2] {
            let text = format!(
                r#"{{"version": {version}, "roots": ["/docs"], "skipped": [],
                    "groups": [{{"kind": "near", "files": [
                        {{"path": "/docs/a", "size": 1, "modified": "2024-01-01T00:00:00Z"}},
                        {{"path": "/docs/b", "size": 1, "modified": "2024-01-01T00:00:00Z"}},
                        {{"path": "/docs/c", "size": 1, "modified": "2024-01-01T00:00:00Z"}}],
                        "pairs": [{{"a": 0, "b": 1, "similarity": 0.95, "hamming": 2}},
                                  {{"a": 1, "b": 2, "similarity": 0.85, "hamming": 5}}]}}],
                    "stats": {{"files": 3, "bytes": 3, "seconds": 0}}}}"#
            );
            let report = read_json(&text).unwrap();
            let Group::Near(group) = &report.groups[0] else {
                panic!("a near group");
            };
            assert_eq!(group.lowest_similarity, 0.85, "version {version}");
            assert!(group.all_alike, "version {version}");
        }
    }

    #[test]
    fn the_bar_is_read_back_and_an_older_report_has_the_defaults() {
        let text = |bar: &str| {
            format!(
                r#"{{"version": 2, "roots": [], {bar} "groups": [], "skipped": [],
                    "stats": {{"files": 0, "bytes": 0, "seconds": 0}}}}"#
            )
        };
        let older = read_json(&text("")).unwrap();
        assert_eq!(older.bar, Bar::default());
        assert_eq!(older.bar.similarity.get(), 0.8);
        assert_eq!(older.bar.likeness.distance(), 10);

        let strict = read_json(&text(
            r#""near": {"similarity": 0.95}, "images": {"distance": 2},"#,
        ))
        .unwrap();
        assert_eq!(strict.bar.similarity.get(), 0.95);
        assert_eq!(strict.bar.normalize, NormalizeOptions::default());
        assert_eq!(strict.bar.likeness, Likeness::VerySimilar);
        let near_options = strict.bar.near_options();
        assert_eq!(near_options.threshold.get(), 0.95);

        let error = |bar: &str| read_json(&text(bar)).unwrap_err().to_string();
        assert_eq!(
            error(r#""near": {"similarity": 0.3},"#),
            "the groups' bar is not one a scan uses: near similarity 0.3 is outside 0.5 to 1.0"
        );
        assert_eq!(
            error(r#""images": {"distance": 64},"#),
            "the groups' bar is not one a scan uses: image distance 64 is none of 2, 6, 10, 14"
        );
    }

    #[test]
    fn other_versions_are_refused_with_a_clear_error() {
        let text = r#"{"version": 3, "roots": [], "groups": [], "skipped": [],
                      "stats": {"files": 0, "bytes": 0, "seconds": 0}}"#;
        let error = read_json(text).unwrap_err().to_string();
        assert!(error.contains("version 3"), "{error}");
    }

    #[test]
    fn version_1_reports_are_still_read() {
        let text = r#"{"version": 1, "roots": ["/home/a", "/home/b"], "groups": [],
                      "skipped": [], "stats": {"files": 0, "bytes": 0, "seconds": 0}}"#;
        let report = read_json(text).unwrap();
        assert_eq!(
            report.roots,
            [PathBuf::from("/home/a"), PathBuf::from("/home/b")]
        );
        assert!(report.references.is_empty());
        assert!(report.against.is_empty());
    }

    #[test]
    fn a_folder_of_the_other_set_is_read_as_a_reference_whatever_the_document_says() {
        let text = r#"{"version": 2, "roots": [{"path": "/a", "reference": false},
                      {"path": "/b", "reference": false, "against": true}],
                      "groups": [], "skipped": [],
                      "stats": {"files": 0, "bytes": 0, "seconds": 0}}"#;
        let report = read_json(text).unwrap();
        assert_eq!(report.against, [PathBuf::from("/b")]);
        assert_eq!(report.references, [PathBuf::from("/b")]);
        assert_eq!(report.roots, [PathBuf::from("/a"), PathBuf::from("/b")]);
    }

    #[test]
    fn a_folder_group_naming_a_missing_file_group_is_refused() {
        let text = r#"{"version": 2, "roots": [], "groups": [], "skipped": [],
                      "folders": [{"kind": "duplicate", "similarity": 1, "folders": [],
                                   "groups": [4]}],
                      "stats": {"files": 0, "bytes": 0, "seconds": 0}}"#;
        let error = read_json(text).unwrap_err().to_string();
        assert!(error.contains("file group 4"), "{error}");
    }
}
