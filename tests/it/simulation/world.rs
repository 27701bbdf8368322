//! The simulation's worlds: what a generated world holds (files in a working folder, a
//! reference folder and a folder outside the scan; exact copies, hard links, photos with
//! companions shared and unique, versions of documents and videos made so that which holds
//! which is known, names the filters leave out), which way and rules clean it up, what the
//! user does between the steps (on volumes: another volume put at a mount point), and where
//! a kill lands. [`world`] and [`world_on_volumes`] generate one (proptest shrinks a failing
//! one to a small one); [`World::build`] makes it on disk.

use std::fs;
use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};

use proptest::collection::vec;
use proptest::option;
use proptest::prelude::*;

/// A folder of the world.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Folder {
    /// Scanned.
    WorkA,
    WorkB,
    WorkSub,
    /// Scanned as a reference (`--reference`): nothing of it may change.
    Refs,
    /// Never scanned (only one file of it, with `file_root`): nothing of it may change.
    Outside,
}

impl Folder {
    pub const ALL: [Folder; 5] = [
        Folder::WorkA,
        Folder::WorkB,
        Folder::WorkSub,
        Folder::Refs,
        Folder::Outside,
    ];

    pub fn relative(self) -> &'static str {
        match self {
            Folder::WorkA => "work/a",
            Folder::WorkB => "work/b",
            Folder::WorkSub => "work/a/sub",
            Folder::Refs => "refs",
            Folder::Outside => "outside",
        }
    }
}

/// How a file is named, which says what the scan's filters make of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Name {
    /// `f{n}.txt`.
    Plain(u8),
    /// `.h{n}.txt`: left out unless `--hidden`.
    Hidden(u8),
    /// `x{n}.skip`: left out by `--exclude '*.skip'`.
    Excluded(u8),
    /// `IMG_{n}.jpg`, with companions beside it.
    Photo(u8),
    /// `d{n}.txt`: a version of a document ([`Version`]).
    Doc(u8),
    /// `v{n}.mp4`: a video ([`Footage`]), in worlds with ffmpeg.
    Video(u8),
    /// `m{n}.flac`: a recording ([`Footage`], of sound), in worlds with ffmpeg.
    Music(u8),
}

impl Name {
    fn file_name(self) -> String {
        match self {
            Name::Plain(n) => format!("f{n}.txt"),
            Name::Hidden(n) => format!(".h{n}.txt"),
            Name::Excluded(n) => format!("x{n}.skip"),
            Name::Photo(n) => format!("IMG_{n}.jpg"),
            Name::Doc(n) => format!("d{n}.txt"),
            Name::Video(n) => format!("v{n}.mp4"),
            Name::Music(n) => format!("m{n}.flac"),
        }
    }
}

/// A companion of a photo: its extension, and its content (shared with another photo's
/// companion of the same kind when the numbers agree).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Companion {
    /// `CR2`, `xmp`, `MOV` or `aae` (`aae` is left out by `--exclude '*.aae'`).
    pub ext: &'static str,
    pub content: u8,
}

/// One file of the world.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spec {
    pub folder: Folder,
    pub name: Name,
    /// Which content: few, so copies are common. Content 0 is tiny (left out by
    /// `--min-size`). For a document, which [`Version`] of which of two texts; for a
    /// video, which [`Footage`].
    pub content: u8,
    /// Made as a second name of an earlier file (its index, modulo those before), not a
    /// file of its own.
    pub link_of: Option<usize>,
    /// For a photo: the files beside it that go with it.
    pub companions: Vec<Companion>,
    /// A `user.tag` extended attribute (a file manager's tag), with this value.
    pub tag: Option<u8>,
}

/// How the world is scanned and cleaned up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// `--as hardlink` rather than the trash.
    pub hard_link: bool,
    /// `--as clone` rather than either (worlds on volumes only).
    pub clone: bool,
    /// The keep rule (an index into [`RULES`]).
    pub rule: usize,
    /// `refs` is scanned as a reference.
    pub reference: bool,
    /// With `reference`: given as `--against refs` (the set the working folder is compared
    /// with) rather than `--reference refs`.
    pub against: bool,
    /// Duplicate folders are cleaned (`--folders`) rather than files.
    pub folders: bool,
    /// `--hidden`.
    pub hidden: bool,
    /// `--exclude '*.skip' --exclude '*.aae'`.
    pub exclude: bool,
    /// `--min-size 16`.
    pub min_size: bool,
    /// The first photo outside the roots is given as a root of its own.
    pub file_root: bool,
    /// The scan reads `--ignore-list outside/notes.txt`, a file of the user's that is not
    /// a list.
    pub ignore_list: bool,
    /// Groups of similar documents and videos are cleaned too, by this rule (an index into
    /// [`RULES`]): `--near RULE --videos RULE`.
    pub similar: Option<usize>,
}

/// The keep rules a world may be cleaned by.
pub const RULES: [&str; 4] = [
    "first",
    "newest,first",
    "oldest,first",
    "shortest-path,first",
];

/// What the user does to the files between two steps. Indexes pick among the regular files
/// present at that moment, sorted by path (modulo their number).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Meddle {
    /// Writes new bytes into the file, in place (through every name of it).
    EditInPlace(usize),
    /// Saves new bytes as an editor does: a new file renamed over the name.
    SaveByRename(usize),
    /// Deletes the name.
    Delete(usize),
    /// Makes a new file `new{n}.txt` with content `content`.
    Create(Folder, u8, u8),
    /// Deletes an entry of the trash for good, with its `.trashinfo`, as emptying it from
    /// a file manager does (the index picks among the entries, sorted by name).
    EmptyFromTrash(usize),
    /// Puts another volume at `work/b` (worlds on volumes only): another folder of the
    /// same device (`true`) or another device. The world's own comes back before a last
    /// undo.
    SwapVolume(bool),
}

/// One generated world.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct World {
    pub files: Vec<Spec>,
    pub options: Options,
    /// Between the scan and the cleanup.
    pub before_clean: Vec<Meddle>,
    /// The failpoint the cleanup is killed at, if any.
    pub clean_killed_at: Option<u32>,
    /// Between the cleanup and the undo.
    pub after_clean: Vec<Meddle>,
    /// The failpoint the first undo is killed at, if any (a second undo then runs whole).
    pub restore_killed_at: Option<u32>,
    /// `work/a` is on a btrfs volume and `work/b` on a tmpfs (`super::volumes`).
    pub on_volumes: bool,
}

/// The user's file the scan is given as `--ignore-list` (with [`Options::ignore_list`]).
pub const NOTES: &str = "outside/notes.txt";

/// Gives the file at `path` the extended attribute `user.tag` with value `tag`.
fn set_tag(path: &Path, tag: u8) {
    use std::os::unix::ffi::OsStrExt;
    let path = std::ffi::CString::new(path.as_os_str().as_bytes()).unwrap();
    let value = [b'0' + tag];
    // SAFETY: valid C strings and a buffer of the length given.
    let set = unsafe {
        libc::setxattr(
            path.as_ptr(),
            c"user.tag".as_ptr(),
            value.as_ptr().cast(),
            value.len(),
            0,
        )
    };
    assert_eq!(set, 0, "{}", std::io::Error::last_os_error());
}

/// The bytes of content `k`: a line repeated, so the files are not tiny, except content 0.
pub fn content(k: u8) -> Vec<u8> {
    if k == 0 {
        return b"tiny".to_vec();
    }
    format!("content {k}\n").repeat(12).into_bytes()
}

/// A version of a document, as it is made from its text's words: one is the other with a
/// word changed, words added at its end, or words taken from its end. Which holds which is
/// known by how they are made, apart from the engine's own reckoning.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Version {
    /// Its 200 words.
    Base,
    /// The base, its 100th word changed: it holds no other version, and none holds it.
    Edited,
    /// The base and 40 words more.
    Longer,
    /// The base but its last 30 words.
    Shorter,
}

impl Version {
    /// Which text (of two) and which version of it a document's `content` is.
    pub fn of(content: u8) -> (u8, Version) {
        let version = match content % 4 {
            0 => Version::Base,
            1 => Version::Edited,
            2 => Version::Longer,
            _ => Version::Shorter,
        };
        ((content / 4) % 2, version)
    }

    /// Whether a version holds every word of `other` (of the same text), itself included.
    pub fn holds(self, other: Version) -> bool {
        use Version::*;
        self == other || matches!((self, other), (Longer, Base | Shorter) | (Base, Shorter))
    }

    fn words(self) -> std::ops::Range<usize> {
        match self {
            Version::Base | Version::Edited => 0..200,
            Version::Longer => 0..240,
            Version::Shorter => 0..170,
        }
    }
}

/// A document's bytes: its text's words for its version, ten to a line.
pub fn document(content: u8) -> Vec<u8> {
    let (text, version) = Version::of(content);
    let words: Vec<String> = version
        .words()
        .map(|i| match (version, i) {
            (Version::Edited, 100) => "changed".to_string(),
            _ => format!("t{text}w{i}"),
        })
        .collect();
    words
        .chunks(10)
        .map(|line| line.join(" ") + "\n")
        .collect::<String>()
        .into_bytes()
}

/// A video: made once per run with ffmpeg (12 s of its `mandelbrot` source, small), or a
/// playlist dressed as one. Which holds which is known by how they are made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Footage {
    /// The whole 12 s.
    Long,
    /// 6 s cut from 0:03, encoded at a higher quality (larger per second).
    Part,
    /// The whole 12 s encoded again, smaller.
    Same,
    /// The last 5 s: overlaps `Part`, neither holds the other.
    Tail,
    /// An ffconcat script naming `v0.mp4` beside it: no footage of its own.
    Playlist,
}

impl Footage {
    pub fn of(content: u8) -> Footage {
        match content % 5 {
            0 => Footage::Long,
            1 => Footage::Part,
            2 => Footage::Same,
            3 => Footage::Tail,
            _ => Footage::Playlist,
        }
    }

    /// Whether a video holds all of the footage of `other`, itself included.
    pub fn holds(self, other: Footage) -> bool {
        use Footage::*;
        self == other || (matches!(self, Long | Same) && matches!(other, Long | Same | Part | Tail))
    }
}

/// The bytes of the videos, made once: `None` without ffmpeg (the worlds then hold none).
fn made_videos() -> Option<&'static [Vec<u8>; 4]> {
    static MADE: std::sync::OnceLock<Option<[Vec<u8>; 4]>> = std::sync::OnceLock::new();
    MADE.get_or_init(|| {
        let dir = tempfile::TempDir::new().unwrap();
        let at = |name: &str| dir.path().join(name).display().to_string();
        let ffmpeg = crate::support::video::ffmpeg_succeeds;
        let long = at("long.mp4");
        let made = ffmpeg(&[
            "-f",
            "lavfi",
            "-i",
            "mandelbrot=size=160x120:rate=25,trim=duration=12",
            "-pix_fmt",
            "yuv420p",
            "-c:v",
            "libx264",
            "-preset",
            "veryfast",
            &long,
        ]) && ffmpeg(&[
            "-i",
            &long,
            "-ss",
            "3",
            "-t",
            "6",
            "-c:v",
            "libx264",
            "-crf",
            "8",
            &at("part.mp4"),
        ]) && ffmpeg(&[
            "-i",
            &long,
            "-c:v",
            "libx264",
            "-crf",
            "35",
            &at("same.mp4"),
        ]) && ffmpeg(&["-i", &long, "-ss", "7", "-c:v", "libx264", &at("tail.mp4")]);
        if !made {
            eprintln!("simulation: ffmpeg could not make videos; the worlds hold none");
            return None;
        }
        let read = |name: &str| fs::read(dir.path().join(name)).unwrap();
        Some([
            read("long.mp4"),
            read("part.mp4"),
            read("same.mp4"),
            read("tail.mp4"),
        ])
    })
    .as_ref()
}

/// Whether the worlds may hold videos (ffmpeg made them).
pub fn have_videos() -> bool {
    made_videos().is_some()
}

/// A video's bytes (`None` without ffmpeg).
pub fn video(content: u8) -> Option<Vec<u8>> {
    let made = made_videos()?;
    Some(match Footage::of(content) {
        Footage::Long => made[0].clone(),
        Footage::Part => made[1].clone(),
        Footage::Same => made[2].clone(),
        Footage::Tail => made[3].clone(),
        Footage::Playlist => b"ffconcat version 1.0\nfile v0.mp4\n".to_vec(),
    })
}

/// The bytes of the recordings, made once as FLAC: a piece of 20 s (16 kHz mono), an
/// excerpt of 8 s from 0:05 (44.1 kHz stereo, 24 bits: the larger file), the piece again
/// 3 dB quieter, and its last 6 s; `None` without ffmpeg (the worlds then hold none).
fn made_music() -> Option<&'static [Vec<u8>; 4]> {
    static MADE: std::sync::OnceLock<Option<[Vec<u8>; 4]>> = std::sync::OnceLock::new();
    MADE.get_or_init(|| {
        let dir = tempfile::TempDir::new().unwrap();
        let at = |name: &str| dir.path().join(name).display().to_string();
        let ffmpeg = crate::support::video::ffmpeg_succeeds;
        let long = at("long.flac");
        // Quarter-second notes whose pitches a hash draws: a melody, not a tone.
        let melody = "aevalsrc='0.3*sin(2*PI*t*220*pow(2,floor(12*abs(mod(sin(floor(t*4)\
                      *12.9898+3)*43758.5453,1)))/12))':s=16000:d=20";
        let made = ffmpeg(&["-f", "lavfi", "-i", melody, &long])
            && ffmpeg(&[
                "-ss",
                "5",
                "-t",
                "8",
                "-i",
                &long,
                "-ar",
                "44100",
                "-ac",
                "2",
                "-sample_fmt",
                "s32",
                &at("part.flac"),
            ])
            && ffmpeg(&["-i", &long, "-af", "volume=-3dB", &at("same.flac")])
            && ffmpeg(&["-ss", "14", "-i", &long, &at("tail.flac")]);
        if !made {
            eprintln!("simulation: ffmpeg could not make recordings; the worlds hold none");
            return None;
        }
        let read = |name: &str| fs::read(dir.path().join(name)).unwrap();
        Some([
            read("long.flac"),
            read("part.flac"),
            read("same.flac"),
            read("tail.flac"),
        ])
    })
    .as_ref()
}

/// Whether the worlds may hold recordings (ffmpeg made them).
pub fn have_music() -> bool {
    made_music().is_some()
}

/// A recording's bytes (`None` without ffmpeg): as [`Footage`] says, of sound. The tail
/// and the excerpt share no sound; the playlist names `m0.flac`.
pub fn music(content: u8) -> Option<Vec<u8>> {
    let made = made_music()?;
    Some(match Footage::of(content) {
        Footage::Long => made[0].clone(),
        Footage::Part => made[1].clone(),
        Footage::Same => made[2].clone(),
        Footage::Tail => made[3].clone(),
        Footage::Playlist => b"ffconcat version 1.0\nfile m0.flac\n".to_vec(),
    })
}

/// A file's bytes, by its name's kind and its content; `None` for a video or a recording
/// without ffmpeg.
pub fn bytes_of(name: Name, content_number: u8) -> Option<Vec<u8>> {
    match name {
        Name::Doc(_) => Some(document(content_number)),
        Name::Video(_) => video(content_number),
        Name::Music(_) => music(content_number),
        _ => Some(content(content_number)),
    }
}

/// A companion's bytes: never equal to a photo's.
fn companion_content(companion: &Companion) -> Vec<u8> {
    if companion.content == 0 {
        return b"tiny side".to_vec();
    }
    format!("{} {}\n", companion.ext, companion.content)
        .repeat(12)
        .into_bytes()
}

fn folder() -> impl Strategy<Value = Folder> {
    prop_oneof![
        4 => Just(Folder::WorkA),
        4 => Just(Folder::WorkB),
        2 => Just(Folder::WorkSub),
        2 => Just(Folder::Refs),
        2 => Just(Folder::Outside),
    ]
}

fn name() -> impl Strategy<Value = Name> {
    prop_oneof![
        5 => (0u8..4).prop_map(Name::Plain),
        1 => (0u8..2).prop_map(Name::Hidden),
        1 => (0u8..2).prop_map(Name::Excluded),
        3 => (0u8..3).prop_map(Name::Photo),
        2 => (0u8..3).prop_map(Name::Doc),
        if left_out("videos") { 0 } else { 1 } => (0u8..2).prop_map(Name::Video),
        if left_out("music") { 0 } else { 1 } => (0u8..2).prop_map(Name::Music),
    ]
}

fn companion() -> impl Strategy<Value = Companion> {
    (
        prop_oneof![Just("CR2"), Just("xmp"), Just("MOV"), Just("aae")],
        0u8..3,
    )
        .prop_map(|(ext, content)| Companion { ext, content })
}

/// Whether the soak asked to leave `what` out of the worlds (`DOPPEL_SIM_WITHOUT`, a comma
/// list: `companions`, `references`, `aliases` (second names of a file), `folders`, `kills`,
/// `tags`),
/// to look past a known finding for others.
pub fn left_out(what: &str) -> bool {
    std::env::var("DOPPEL_SIM_WITHOUT").is_ok_and(|list| list.split(',').any(|w| w == what))
}

/// `Some` of `strategy` with probability `p`, never when `p` is 0.
fn sometimes<T: Clone + std::fmt::Debug + 'static>(
    p: f64,
    strategy: impl Strategy<Value = T> + 'static,
) -> BoxedStrategy<Option<T>> {
    if p > 0.0 {
        option::weighted(p, strategy).boxed()
    } else {
        Just(None).boxed()
    }
}

fn spec() -> impl Strategy<Value = Spec> {
    let companions = if left_out("companions") { 0 } else { 2 };
    (
        folder(),
        name(),
        0u8..8,
        sometimes(if left_out("aliases") { 0.0 } else { 0.15 }, 0usize..16),
        vec(companion(), 0..=companions),
        sometimes(if left_out("tags") { 0.0 } else { 0.15 }, 0u8..2),
    )
        .prop_map(|(folder, name, content, link_of, companions, tag)| Spec {
            folder,
            name,
            content: match name {
                Name::Doc(_) => content,
                Name::Video(_) | Name::Music(_) => content % 5,
                _ => content % 4,
            },
            link_of,
            companions: match name {
                Name::Photo(_) => companions,
                _ => Vec::new(),
            },
            tag,
        })
}

fn options() -> impl Strategy<Value = Options> {
    (
        (any::<bool>(), Just(false)),
        0..RULES.len(),
        any::<bool>(),
        proptest::bool::weighted(0.2),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        proptest::bool::weighted(0.3),
        any::<bool>(),
        proptest::bool::weighted(0.1),
        sometimes(0.6, 0..RULES.len()),
    )
        .prop_map(
            |(
                (hard_link, clone),
                rule,
                reference,
                folders,
                hidden,
                exclude,
                min_size,
                file_root,
                against,
                ignore_list,
                similar,
            )| Options {
                hard_link,
                clone,
                rule,
                reference: reference && !left_out("references"),
                against,
                folders: folders && !left_out("folders"),
                hidden,
                exclude,
                min_size,
                file_root,
                ignore_list,
                similar,
            },
        )
}

fn meddle() -> impl Strategy<Value = Meddle> {
    prop_oneof![
        3 => (0usize..64).prop_map(Meddle::EditInPlace),
        2 => (0usize..64).prop_map(Meddle::SaveByRename),
        3 => (0usize..64).prop_map(Meddle::Delete),
        1 => (folder(), 0u8..3, 1u8..4).prop_map(|(f, n, c)| Meddle::Create(f, n, c)),
    ]
}

/// What the user may do after a cleanup: what they may do before it, or empty something
/// from the trash.
fn meddle_after_clean() -> impl Strategy<Value = Meddle> {
    prop_oneof![
        9 => meddle(),
        1 => (0usize..64).prop_map(Meddle::EmptyFromTrash),
    ]
}

/// The files of a world: generated ones, maybe versions of one document in folders of
/// their own, maybe a video with another beside it (a version of it, or a playlist naming
/// it), maybe a recording with another beside it likewise, and backups: a copy of one of its files (a photo with
/// its companions) or of every file of its folder, in another folder, as a backup holds
/// them.
fn files() -> impl Strategy<Value = Vec<Spec>> {
    let pair_of_videos = if left_out("videos") { 0.0 } else { 0.2 };
    let pair_of_recordings = if left_out("music") { 0.0 } else { 0.2 };
    (
        vec(spec(), 2..12),
        sometimes(0.35, (0u8..2, vec((folder(), 0u8..4), 2..=3))),
        sometimes(pair_of_videos, (folder(), 0u8..4, 0u8..5)),
        sometimes(pair_of_recordings, (folder(), 0u8..4, 0u8..5)),
        vec((0usize..16, folder(), any::<bool>()), 0..=3),
    )
        .prop_map(|(mut files, versions, videos, recordings, backups)| {
            if let Some((text, versions)) = versions {
                for (n, (folder, version)) in versions.into_iter().enumerate() {
                    files.push(Spec {
                        folder,
                        name: Name::Doc(n as u8),
                        content: text * 4 + version,
                        link_of: None,
                        companions: Vec::new(),
                        tag: None,
                    });
                }
            }
            if let Some((folder, first, second)) = videos {
                let video = |n: u8, content: u8| Spec {
                    folder,
                    name: Name::Video(n),
                    content,
                    link_of: None,
                    companions: Vec::new(),
                    tag: None,
                };
                files.extend([video(0, first), video(1, second)]);
            }
            if let Some((folder, first, second)) = recordings {
                let recording = |n: u8, content: u8| Spec {
                    folder,
                    name: Name::Music(n),
                    content,
                    link_of: None,
                    companions: Vec::new(),
                    tag: None,
                };
                files.extend([recording(0, first), recording(1, second)]);
            }
            for (of, folder, whole_folder) in backups {
                let original = &files[of % files.len()];
                let from = original.folder;
                if from == folder {
                    continue;
                }
                let copied: Vec<Spec> = if whole_folder {
                    files
                        .iter()
                        .filter(|spec| spec.folder == from)
                        .cloned()
                        .collect()
                } else {
                    vec![original.clone()]
                };
                files.extend(copied.into_iter().map(|spec| Spec {
                    folder,
                    link_of: None,
                    ..spec
                }));
            }
            files
        })
}

/// Generates a world.
pub fn world() -> impl Strategy<Value = World> {
    worlds(options().boxed(), meddle_after_clean().boxed(), false)
}

/// Generates a world on volumes (`super::volumes`): cleaned up by clones too, and with
/// other volumes put at `work/b` after the cleanup.
pub fn world_on_volumes() -> impl Strategy<Value = World> {
    let options = (options(), proptest::bool::weighted(0.4))
        .prop_map(|(options, clone)| Options { clone, ..options });
    let meddle = prop_oneof![
        6 => meddle_after_clean(),
        1 => any::<bool>().prop_map(Meddle::SwapVolume),
    ];
    worlds(options.boxed(), meddle.boxed(), true)
}

fn worlds(
    options: BoxedStrategy<Options>,
    after_clean: BoxedStrategy<Meddle>,
    on_volumes: bool,
) -> impl Strategy<Value = World> {
    (
        files(),
        options,
        vec(meddle(), 0..2),
        sometimes(if left_out("kills") { 0.0 } else { 0.4 }, 1u32..40),
        vec(after_clean, 0..4),
        sometimes(if left_out("kills") { 0.0 } else { 0.3 }, 1u32..30),
    )
        .prop_map(
            move |(
                files,
                options,
                before_clean,
                clean_killed_at,
                after_clean,
                restore_killed_at,
            )| World {
                files,
                options,
                before_clean,
                clean_killed_at,
                after_clean,
                restore_killed_at,
                on_volumes,
            },
        )
}

impl World {
    /// Makes the world's files under `root`; returns the paths given to the scan as roots
    /// beside `work`. A file whose path is taken already is left out. Every folder exists,
    /// and `work/b/outside` is a symbolic link to `outside` (never followed).
    pub fn build(&self, root: &Path) -> Vec<PathBuf> {
        for folder in Folder::ALL {
            fs::create_dir_all(root.join(folder.relative())).unwrap();
        }
        symlink(root.join("outside"), root.join("work/b/outside")).unwrap();
        let mut made: Vec<PathBuf> = Vec::new();
        for spec in &self.files {
            let path = root
                .join(spec.folder.relative())
                .join(spec.name.file_name());
            if path.exists() {
                continue;
            }
            match spec.link_of.filter(|_| !made.is_empty()) {
                // No second name across volumes: the file is left out.
                Some(of) => {
                    if fs::hard_link(&made[of % made.len()], &path).is_err() {
                        continue;
                    }
                }
                None => {
                    let Some(bytes) = bytes_of(spec.name, spec.content) else {
                        continue;
                    };
                    fs::write(&path, bytes).unwrap();
                }
            }
            if let Some(tag) = spec.tag {
                set_tag(&path, tag);
            }
            made.push(path.clone());
            let Name::Photo(n) = spec.name else { continue };
            for companion in &spec.companions {
                let beside = path.with_file_name(format!("IMG_{n}.{}", companion.ext));
                if !beside.exists() {
                    fs::write(&beside, companion_content(companion)).unwrap();
                }
            }
        }
        if self.options.ignore_list {
            fs::write(root.join(NOTES), "the user's notes, not a list\n").unwrap();
        }
        let mut roots = Vec::new();
        if self.options.file_root {
            let photo = made.iter().find(|path| {
                path.starts_with(root.join("outside"))
                    && path.extension().is_some_and(|ext| ext == "jpg")
            });
            roots.extend(photo.cloned());
        }
        roots
    }
}
