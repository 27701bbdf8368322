//! The simulation's worlds: what a generated world holds (files in a working folder, a
//! reference folder and a folder outside the scan; exact copies, hard links, photos with
//! companions shared and unique, names the filters leave out), which way and rule clean it
//! up, what the user does between the steps, and where a kill lands. [`world`] generates
//! one (proptest shrinks a failing one to a small one); [`World::build`] makes it on disk.

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
}

impl Name {
    fn file_name(self) -> String {
        match self {
            Name::Plain(n) => format!("f{n}.txt"),
            Name::Hidden(n) => format!(".h{n}.txt"),
            Name::Excluded(n) => format!("x{n}.skip"),
            Name::Photo(n) => format!("IMG_{n}.jpg"),
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
    /// `--min-size`).
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
fn left_out(what: &str) -> bool {
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
        0u8..4,
        sometimes(if left_out("aliases") { 0.0 } else { 0.15 }, 0usize..16),
        vec(companion(), 0..=companions),
        sometimes(if left_out("tags") { 0.0 } else { 0.15 }, 0u8..2),
    )
        .prop_map(|(folder, name, content, link_of, companions, tag)| Spec {
            folder,
            name,
            content,
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
        any::<bool>(),
        0..RULES.len(),
        any::<bool>(),
        proptest::bool::weighted(0.2),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        proptest::bool::weighted(0.3),
        any::<bool>(),
        proptest::bool::weighted(0.1),
    )
        .prop_map(
            |(
                hard_link,
                rule,
                reference,
                folders,
                hidden,
                exclude,
                min_size,
                file_root,
                against,
                ignore_list,
            )| Options {
                hard_link,
                rule,
                reference: reference && !left_out("references"),
                against,
                folders: folders && !left_out("folders"),
                hidden,
                exclude,
                min_size,
                file_root,
                ignore_list,
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

/// The files of a world: generated ones, and backups: a copy of one of its files (a photo
/// with its companions) or of every file of its folder, in another folder, as a backup
/// holds them.
fn files() -> impl Strategy<Value = Vec<Spec>> {
    (
        vec(spec(), 2..12),
        vec((0usize..16, folder(), any::<bool>()), 0..=3),
    )
        .prop_map(|(mut files, backups)| {
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
    (
        files(),
        options(),
        vec(meddle(), 0..2),
        sometimes(if left_out("kills") { 0.0 } else { 0.4 }, 1u32..40),
        vec(meddle_after_clean(), 0..4),
        sometimes(if left_out("kills") { 0.0 } else { 0.3 }, 1u32..30),
    )
        .prop_map(
            |(files, options, before_clean, clean_killed_at, after_clean, restore_killed_at)| {
                World {
                    files,
                    options,
                    before_clean,
                    clean_killed_at,
                    after_clean,
                    restore_killed_at,
                }
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
                Some(of) => fs::hard_link(&made[of % made.len()], &path).unwrap(),
                None => fs::write(&path, content(spec.content)).unwrap(),
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
