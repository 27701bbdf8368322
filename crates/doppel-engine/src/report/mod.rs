//! The results model: what a scan found, the only thing front ends read.
//!
//! The engine fills a [`Report`]; the CLI prints it as text, JSON or CSV, and the desktop
//! app lists it. Its JSON form (the contract for headless use, documented in
//! `docs/src/json.md`) lives in [`json`]; the compact form the fingerprint cache keeps, in
//! `stored`.
//!
//! It is the engine's bottom layer: it uses no stage (walk, scan, near, images, videos,
//! folders...) and no action, only the [`crate::format`](mod@crate::format) helpers, and
//! the ignore list's own notice ([`crate::ignore::IgnoreNotice`]). The values a report
//! records about how its scan grouped ([`Similarity`], [`Likeness`], [`NormalizeOptions`],
//! together the [`Bar`]) and about photos ([`PhotoFacts`]), and why a file was skipped
//! ([`DecodeError`], [`DocumentProblem`], [`VideoSkip`]) or a kind of file was not looked at
//! ([`VideosOff`], [`HEIF_TOOL`]), are defined here; the stages that choose, read or give
//! them re-export them.

mod bar;
mod decode_error;
mod document_problem;
pub mod json;
mod likeness;
mod members;
mod music_skip;
mod notice;
pub(crate) mod photo_facts;
mod similarity;
mod skip;
pub(crate) mod stored;
mod track;
mod video_skip;

pub use bar::{Bar, NormalizeOptions};
pub use decode_error::{Crash, Damage, DecodeError, MAX_PIXELS, TooLarge};
pub use document_problem::{DocumentProblem, MIN_SHINGLES, TOO_SHORT, TooShort};
pub use likeness::{Likeness, likeness_words};
pub(crate) use members::{MemberPair, pairs_among};
pub use music_skip::MusicSkip;
pub use notice::{HEIF_TOOL, Notice};
pub use photo_facts::PhotoFacts;
pub use similarity::{Similarity, SimilarityError};
pub use skip::{IoProblem, SkipReason};
pub use track::{MusicGroup, TagName, Tags, TrackInfo};
pub use video_skip::{VideoSkip, VideosOff};

use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// The version of the JSON document; bumped on any incompatible change.
/// Version 2 added reference roots, folder groups and the "only here" files; version 1
/// documents are still read.
pub(crate) const FORMAT_VERSION: u32 = 2;

/// Everything one scan found.
#[derive(Debug, Clone, PartialEq)]
pub struct Report {
    /// The folders (or files) scanned, absolute and canonical; none lies inside another.
    pub roots: Vec<PathBuf>,
    /// The folders marked as references (the originals), absolute and canonical. Each was
    /// scanned (it is one of `roots` or lies inside one). A file inside one is never
    /// trashed; groups made only of such files are not reported.
    pub references: Vec<PathBuf>,
    /// One set against another: the folders of the other set (B), absolute and canonical;
    /// empty for an ordinary scan. Each is one of `references` too (nothing in B is ever
    /// trashed), and only groups joining a file in B with a file outside it were reported.
    pub against: Vec<PathBuf>,
    /// How alike the members of its near and image groups had to be, as the scan was told:
    /// a cleanup measuring a member against the file kept holds it to the same bar.
    pub bar: Bar,
    /// Sorted by reclaimable bytes, largest first.
    pub groups: Vec<Group>,
    /// Folders whose contents are copies of each other, or mostly (empty unless folder
    /// detection was asked for): duplicates first, then similar folders.
    pub folders: Vec<FolderGroup>,
    /// With references: the files outside every reference that have no copy (by content)
    /// inside one, sorted by path: what would be lost by wiping those folders. Set against
    /// set (`against` not empty): the files outside B with no copy in B. Empty without
    /// references.
    pub only_here: Vec<FileRecord>,
    /// Files and folders the scan could not judge, sorted by path.
    pub skipped: Vec<Skipped>,
    /// Totals for the whole scan.
    pub stats: Stats,
    /// True when the user stopped the scan: the groups are real but may be incomplete.
    pub cancelled: bool,
    /// Messages about the scan itself rather than the files, for the front end to show
    /// (e.g. the fingerprint cache was damaged and has been rebuilt). Not part of the JSON
    /// form.
    pub notices: Vec<Notice>,
}

/// A set of files that are copies of each other.
#[derive(Debug, Clone, PartialEq)]
pub enum Group {
    /// Byte-for-byte copies.
    Exact(ExactGroup),
    /// Documents that are nearly the same.
    Near(NearGroup),
    /// Images that look alike.
    Image(ImageGroup),
    /// Videos that show the same clip.
    Video(VideoGroup),
    /// Music files that are one recording.
    Music(MusicGroup),
}

/// What made a group's files a group: the one list of the kinds of groups of files, for
/// every layer that names them (the app's tabs among them).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum GroupKind {
    /// Byte-for-byte copies.
    Exact,
    /// Similar documents.
    Near,
    /// Similar images.
    Image,
    /// Similar videos.
    Video,
    /// Similar music.
    Music,
}

impl GroupKind {
    /// Every kind, in the order they are shown.
    pub const ALL: [GroupKind; 5] = [
        GroupKind::Exact,
        GroupKind::Near,
        GroupKind::Image,
        GroupKind::Video,
        GroupKind::Music,
    ];
}

impl Group {
    /// What kind of group it is.
    pub fn kind(&self) -> GroupKind {
        match self {
            Group::Exact(_) => GroupKind::Exact,
            Group::Near(_) => GroupKind::Near,
            Group::Image(_) => GroupKind::Image,
            Group::Video(_) => GroupKind::Video,
            Group::Music(_) => GroupKind::Music,
        }
    }

    /// The group's files, in the group's order.
    pub fn files(&self) -> &[FileRecord] {
        match self {
            Group::Exact(group) => &group.files,
            Group::Near(group) => &group.files,
            Group::Image(group) => &group.files,
            Group::Video(group) => &group.files,
            Group::Music(group) => &group.files,
        }
    }

    /// Bytes freed by keeping one file of an exact group and trashing the rest. Near and
    /// image groups free nothing by themselves: which version to keep is the user's
    /// judgement.
    pub fn reclaimable_bytes(&self) -> u64 {
        match self {
            Group::Exact(group) => group.reclaimable_bytes(),
            Group::Near(_) | Group::Image(_) | Group::Video(_) | Group::Music(_) => 0,
        }
    }
}

impl FolderGroup {
    /// Bytes freed by keeping one folder of a duplicate group and trashing the rest; a
    /// similar pair frees nothing by itself.
    pub fn reclaimable_bytes(&self) -> u64 {
        match self.kind {
            FolderKind::Duplicate => self.folders.iter().skip(1).map(|f| f.bytes).sum(),
            FolderKind::Similar => 0,
        }
    }
}

/// Files with byte-for-byte the same content. Each member is a distinct file on disk; other
/// paths to the same file (hard links) are listed as that member's aliases.
#[derive(Debug, Clone, PartialEq)]
pub struct ExactGroup {
    /// The size of each file, in bytes.
    pub size: u64,
    /// Hex digest of the whole content (XXH3-128).
    pub hash: String,
    /// The copies, sorted by path.
    pub files: Vec<FileRecord>,
}

impl ExactGroup {
    /// Bytes freed by keeping one file and trashing the rest.
    pub fn reclaimable_bytes(&self) -> u64 {
        self.size * (self.files.len() as u64).saturating_sub(1)
    }
}

/// Documents that are nearly the same: one file per distinct content (copies of a content
/// stand in that content's exact group), joined by verified pairs.
#[derive(Debug, Clone, PartialEq)]
pub struct NearGroup {
    /// The documents, one per distinct content.
    pub files: Vec<FileRecord>,
    /// The verified pairs that joined the group (a maximum spanning tree of the pairs at or
    /// above the threshold), strongest first; `a` and `b` index `files`.
    pub pairs: Vec<NearPair>,
    /// The lowest exact resemblance between two members compared: every pair of members in
    /// groups of up to 32, the candidate pairs inside larger ones. Groups join through
    /// their pairs (single link), so a chain of versions can hold two far less alike than
    /// the threshold.
    pub lowest_similarity: f64,
    /// True when every pair of members compared is at or above the threshold; false for a
    /// chain whose ends are less alike.
    pub all_alike: bool,
    /// The members found to hold all of another and more, among the pairs compared (every
    /// pair in groups of up to 32, the joining pairs in larger ones); usually none.
    pub holds: Vec<NearHolds>,
}

/// One member of a near group that holds all of another and more: every word triple of
/// `part` but those an insertion breaks is in `whole`, which has `more` distinct triples
/// besides (for words added, as many words).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NearHolds {
    /// Index in the group's `files` of the fuller document.
    pub whole: usize,
    /// Index of the one it holds.
    pub part: usize,
    /// How many more word triples it has: the words it adds, when words were added.
    pub more: u64,
}

/// Images that look alike: one file per distinct content (copies of a content stand in that
/// content's exact group), built around one of them, the reference, so that every member is
/// within the chosen distance of it.
#[derive(Debug, Clone, PartialEq)]
pub struct ImageGroup {
    /// The images, sorted by path.
    pub files: Vec<FileRecord>,
    /// Index in `files` of the image the group is built around: the one with the most
    /// pixels (then the oldest file, then the largest).
    pub reference: usize,
    /// For each of `files`, the Hamming distance (0 to 64) between its perceptual hash and
    /// the reference's, turned or mirrored as they match best; 0 for the reference.
    pub distances: Vec<u32>,
    /// For each of `files`, what the image is.
    pub images: Vec<ImageInfo>,
}

/// Videos that show the same clip: one file per distinct content (copies of a content stand
/// in that content's exact group), re-encoded, resized, cropped a little or trimmed, or one
/// a part of a longer one; joined by verified pairs (connected components).
#[derive(Debug, Clone, PartialEq)]
pub struct VideoGroup {
    /// The videos, sorted by path.
    pub files: Vec<FileRecord>,
    /// For each of `files`, what the video is.
    pub videos: Vec<VideoInfo>,
    /// The verified pairs that joined the group, each with the span the two share; `a` and
    /// `b` index `files`.
    pub pairs: Vec<SpanPair>,
}

impl VideoGroup {
    /// How `pair`'s words name its two videos: by file name, with the folder each is in
    /// when both have the same name (`Backup/clip.mp4 and Camera/clip.mp4`). `None` when the
    /// pair indexes no file of the group.
    pub fn pair_names(&self, pair: &SpanPair) -> Option<(String, String)> {
        let (a, b) = (self.files.get(pair.a)?, self.files.get(pair.b)?);
        Some(two_names(&a.path, &b.path))
    }
}

/// How words name two files of a group: by file name, with the folder each is in when
/// both have the same name (`Backup/clip.mp4 and Camera/clip.mp4`).
pub fn two_names(a: &Path, b: &Path) -> (String, String) {
    let name = |path: &Path| {
        path.file_name().map_or_else(
            || path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        )
    };
    let with_folder = |path: &Path| match path.parent().and_then(Path::file_name) {
        Some(folder) => format!("{}/{}", folder.to_string_lossy(), name(path)),
        None => name(path),
    };
    if name(a) == name(b) {
        (with_folder(a), with_folder(b))
    } else {
        (name(a), name(b))
    }
}

/// What a video of a group is, as `ffprobe` read it when it was compared.
#[derive(Debug, Clone, PartialEq)]
pub struct VideoInfo {
    /// Length in seconds.
    pub duration: f64,
    /// Width of the picture in pixels.
    pub width: u32,
    /// Height of the picture in pixels.
    pub height: u32,
    /// The video codec's short name, as ffprobe gives it (h264, vp9, mpeg4...).
    pub codec: String,
    /// Bits per second of the whole file, when the container says.
    pub bitrate: Option<u64>,
}

/// How two videos of a group share their pictures, or two music files their sound
/// (music files never merely overlap: an overlap does not join them).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SpanRelation {
    /// The same clip: the span they share covers (nearly) all of each.
    Same,
    /// `a` is a part of `b`: all of `a` (nearly) is a span of the longer `b`, from
    /// `b_start` for `length` seconds (a trimmed copy, or a clip cut from a longer video).
    PartOf,
    /// Most of the shorter one is also in the other, but neither holds the other whole (each
    /// trimmed at a different end).
    Overlap,
}

/// Two members of a video or music group and the span they share.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SpanPair {
    /// Index of one video in the group's `files` (for [`SpanRelation::PartOf`], the part).
    pub a: usize,
    /// Index of the other.
    pub b: usize,
    /// How they share their pictures.
    pub relation: SpanRelation,
    /// Where the shared span starts in `a`, in seconds.
    pub a_start: f64,
    /// Where it starts in `b`, in seconds.
    pub b_start: f64,
    /// How long it is, in seconds.
    pub length: f64,
    /// How well the span matches, 0 to 1: for videos the share of its sampled frames that
    /// matched; for music the score of its sound (1 for the same samples, 0 for unrelated
    /// sound: see `music/align.rs`).
    pub matched: f64,
}

impl SpanPair {
    /// The pair in words, `a` and `b` naming its two files: "a is b from 0:12 for 0:30".
    pub fn words(&self, a: &str, b: &str) -> String {
        match self.relation {
            SpanRelation::Same => {
                format!(
                    "{a} and {b} are the same clip ({} in common)",
                    clock(self.length)
                )
            }
            SpanRelation::PartOf => format!(
                "{a} is {b} from {} for {}",
                clock(self.b_start),
                clock(self.length)
            ),
            SpanRelation::Overlap => format!(
                "{a} from {} is {b} from {} for {}",
                clock(self.a_start),
                clock(self.b_start),
                clock(self.length)
            ),
        }
    }
}

/// Seconds as a video player shows them: `0:07`, `12:30`, `1:02:03` (rounded to the second).
pub fn clock(seconds: f64) -> String {
    let total = if seconds.is_finite() && seconds > 0.0 {
        seconds.round() as u64
    } else {
        0
    };
    let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{secs:02}")
    } else {
        format!("{minutes}:{secs:02}")
    }
}

/// What an image of a group is, as read when it was compared.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImageInfo {
    /// Width in pixels, as shown (after the EXIF orientation).
    pub width: u32,
    /// Height in pixels, as shown.
    pub height: u32,
    /// The format's short name: jpeg, png, webp, gif, bmp or tiff.
    pub format: String,
    /// When the photo was taken, as its EXIF data says: `YYYY-MM-DD HH:MM:SS` on the
    /// camera's clock (see [`PhotoFacts`]).
    pub taken: Option<String>,
    /// The camera's maker and model, as its EXIF data says.
    pub camera: Option<String>,
}

/// Two members of a near group and how alike they are.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct NearPair {
    /// Index of one document in the group's `files`.
    pub a: usize,
    /// Index of the other.
    pub b: usize,
    /// Exact resemblance of the two documents: the Jaccard index of their sets of word
    /// shingles, 0 to 1.
    pub similarity: f64,
    /// Hamming distance between their 64-bit simhashes.
    pub hamming: u32,
}

/// One file as reported to the user.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileRecord {
    /// Absolute, canonical path.
    pub path: PathBuf,
    /// Size in bytes when scanned.
    pub size: u64,
    /// Modified time when scanned.
    pub modified: SystemTime,
    /// Other paths that are hard links to this same file: trashing one frees nothing.
    pub aliases: Vec<PathBuf>,
    /// The files beside it that belong with it as one photo (its RAW or JPEG, a Live
    /// Photo's video, its `.xmp` or `.aae` sidecar), as the scan saw them: a cleanup that
    /// trashes the file trashes them with it (see `crate::companions`). Empty for most
    /// files, and for reports written before companions were looked for.
    pub companions: Vec<Companion>,
}

/// A file that belongs with a group's file as one photo, in the same folder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Companion {
    /// Absolute, canonical path (in the same folder as the file it belongs with).
    pub path: PathBuf,
    /// Size in bytes when scanned.
    pub size: u64,
    /// Modified time when scanned.
    pub modified: SystemTime,
}

/// Folders whose recursive contents are the same set of file contents (duplicates), or
/// share most of them (similar).
#[derive(Debug, Clone, PartialEq)]
pub struct FolderGroup {
    /// How alike the folders are.
    pub kind: FolderKind,
    /// The folders, sorted by path. Duplicate groups may hold more than two; a similar
    /// group is one verified pair.
    pub folders: Vec<FolderRecord>,
    /// The Jaccard index of the folders' sets of file contents: 1 for duplicates, the exact
    /// (verified) share for a similar pair.
    pub similarity: f64,
    /// Indexes into [`Report::groups`] of the file groups whose every file lies inside these
    /// folders: they are shown as part of this folder group.
    pub groups: Vec<usize>,
}

/// How the folders of a [`FolderGroup`] are alike.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FolderKind {
    /// The same set of file contents, recursively (and, when asked, the same relative names).
    Duplicate,
    /// At least the chosen share of their file contents in common.
    Similar,
}

/// One folder of a [`FolderGroup`], with what the scan saw inside it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FolderRecord {
    /// Absolute, canonical path.
    pub path: PathBuf,
    /// Files the scan saw inside it, recursively.
    pub files: u64,
    /// Their total size, in bytes.
    pub bytes: u64,
}

/// A file or folder the scan could not judge, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Skipped {
    /// The file or folder.
    pub path: PathBuf,
    /// Why it was skipped.
    pub reason: SkipReason,
}

impl Skipped {
    /// A skipped entry for `path`, with the reason.
    pub fn new(path: impl Into<PathBuf>, reason: impl Into<SkipReason>) -> Self {
        Skipped {
            path: path.into(),
            reason: reason.into(),
        }
    }
}

/// Totals for the whole scan.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Stats {
    /// Regular files seen by the walk.
    pub files: u64,
    /// Their total size.
    pub bytes: u64,
    /// Wall time of the scan.
    pub seconds: f64,
}

/// Summary figures shown after a scan.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Summary {
    /// Groups of byte-for-byte copies.
    pub exact_groups: usize,
    /// Groups of similar documents.
    pub near_groups: usize,
    /// Groups of similar images.
    pub image_groups: usize,
    /// Groups of similar videos.
    pub video_groups: usize,
    /// Groups of similar music.
    pub music_groups: usize,
    /// Files beyond the first of each group: what a cleanup would trash.
    pub redundant_files: usize,
    /// Bytes a cleanup keeping one file per exact group would free.
    pub reclaimable_bytes: u64,
    /// Groups of duplicate folders.
    pub duplicate_folders: usize,
    /// Pairs of similar folders.
    pub similar_folders: usize,
    /// Files with no copy inside a reference (see [`Report::only_here`]).
    pub only_here_files: usize,
    /// Their total size.
    pub only_here_bytes: u64,
}

impl Report {
    /// The figures shown after a scan.
    pub fn summary(&self) -> Summary {
        let exact = || self.groups.iter().filter(|g| matches!(g, Group::Exact(_)));
        Summary {
            exact_groups: exact().count(),
            near_groups: self
                .groups
                .iter()
                .filter(|g| matches!(g, Group::Near(_)))
                .count(),
            image_groups: self
                .groups
                .iter()
                .filter(|g| matches!(g, Group::Image(_)))
                .count(),
            video_groups: self
                .groups
                .iter()
                .filter(|g| matches!(g, Group::Video(_)))
                .count(),
            music_groups: self
                .groups
                .iter()
                .filter(|g| matches!(g, Group::Music(_)))
                .count(),
            redundant_files: exact().map(|g| g.files().len().saturating_sub(1)).sum(),
            reclaimable_bytes: self.groups.iter().map(Group::reclaimable_bytes).sum(),
            duplicate_folders: self.folders_of(FolderKind::Duplicate).count(),
            similar_folders: self.folders_of(FolderKind::Similar).count(),
            only_here_files: self.only_here.len(),
            only_here_bytes: self.only_here.iter().map(|f| f.size).sum(),
        }
    }

    /// The folder groups of one kind.
    pub fn folders_of(&self, kind: FolderKind) -> impl Iterator<Item = &FolderGroup> {
        self.folders.iter().filter(move |g| g.kind == kind)
    }

    /// The reference folder `path` lies in, if any (by path: the cleanup checks identity).
    pub fn reference_of(&self, path: &Path) -> Option<&Path> {
        reference_of(path, &self.references)
    }

    /// Set against set, the folders of the first set (A): the roots and references that
    /// are not folders of the other set (`against`), sorted. Empty for an ordinary scan.
    pub fn set_a(&self) -> Vec<&Path> {
        if self.against.is_empty() {
            return Vec::new();
        }
        let mut folders: Vec<&Path> = self
            .roots
            .iter()
            .chain(&self.references)
            .filter(|folder| !self.against.contains(folder))
            .map(PathBuf::as_path)
            .collect();
        folders.sort();
        folders.dedup();
        folders
    }
}

/// A group of a report, by where it is listed: of files (`report.groups[i]`) or of
/// folders (`report.folders[i]`). What the keep rules and the ignore list take.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GroupRef {
    /// An index into [`Report::groups`].
    Files(usize),
    /// An index into [`Report::folders`].
    Folders(usize),
}

/// The reference folder `path` lies in (by path components), if any.
pub fn reference_of<'a>(path: &Path, references: &'a [PathBuf]) -> Option<&'a Path> {
    references
        .iter()
        .map(PathBuf::as_path)
        .find(|reference| path.starts_with(reference))
}

/// Drops roots that repeat or lie inside another root: their files are walked once, and a
/// report's roots never nest.
pub(crate) fn distinct_roots(mut roots: Vec<PathBuf>) -> Vec<PathBuf> {
    roots.sort();
    let mut kept: Vec<PathBuf> = Vec::with_capacity(roots.len());
    for root in roots {
        if !kept.iter().any(|outer| root.starts_with(outer)) {
            kept.push(root);
        }
    }
    kept
}

#[cfg(test)]
mod video_names {
    use super::*;

    fn file(path: &str) -> FileRecord {
        FileRecord {
            path: PathBuf::from(path),
            size: 1,
            modified: SystemTime::UNIX_EPOCH,
            aliases: Vec::new(),
            companions: Vec::new(),
        }
    }

    #[test]
    fn two_videos_of_one_name_are_told_apart_by_their_folders() {
        let group = |a: &str, b: &str| VideoGroup {
            files: vec![file(a), file(b)],
            videos: Vec::new(),
            pairs: Vec::new(),
        };
        let pair = SpanPair {
            a: 0,
            b: 1,
            relation: SpanRelation::Same,
            a_start: 0.0,
            b_start: 0.0,
            length: 15.0,
            matched: 1.0,
        };
        let same = group("/v/Backup/clip.mp4", "/v/Camera/clip.mp4");
        assert_eq!(
            same.pair_names(&pair),
            Some(("Backup/clip.mp4".into(), "Camera/clip.mp4".into()))
        );
        let other = group("/v/Backup/small.mp4", "/v/Camera/clip.mp4");
        assert_eq!(
            other.pair_names(&pair),
            Some(("small.mp4".into(), "clip.mp4".into()))
        );
        let out_of_range = SpanPair { b: 5, ..pair };
        assert_eq!(same.pair_names(&out_of_range), None);
    }
}
