//! Journals as earlier releases wrote them: this module owns the promise that a cleanup
//! journal written by any earlier layout version (2 to 8) still reads and restores today.
//! Every other test writes its journal with the current writer, so only these would notice
//! a record or a field the reader stopped accepting.
//!
//! Each layout version has a fixture, `tests/fixtures/journals/vN-*.jsonl`, written by hand
//! exactly as that version's writer wrote it (the commit each follows is named at its
//! test). Values known only on the machine that ran the cleanup are placeholders, filled in
//! from the files each test makes (see [`World::expand`]). Each test builds on real files the
//! world its journal describes (the trash entries with their `.trashinfo`, the originals'
//! places, the kept copies, as that version left them), restores it through the public API,
//! and checks on disk that every original is back at its path with its bytes, that the
//! trash holds nothing of it, and that the journal, read without damage, lists nothing
//! pending.

use std::ffi::{CString, OsStr, OsString};
use std::fs;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::time::{Duration, UNIX_EPOCH};

use crate::support::cleanup::{SCANNED_AT, Sandbox};
use crate::support::set_modified;
use doppel_engine::actions::Way;
use doppel_engine::actions::journal::{self, FileState};
use doppel_engine::actions::{Cleanup, Reason, RestoreOutcome, Which, restore};
use serde_json::Value;

/// The fixtures, beside the engine's tests.
const JOURNALS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/journals");

/// What the resolved items of the fixtures say, as the restores of their time wrote it.
const ALREADY_IN_PLACE: &str = "already back in place";
const NEVER_MOVED: &str = "it was never moved";

const REPORT: &[u8] = b"Quarterly report, as scanned\n";
const CAFE: &[u8] = b"menu du jour\n";
const NOTES: &[u8] = b"notes that never moved\n";
const OLD: &[u8] = b"an old draft\n";
const DRAFT: &[u8] = b"a draft put back by hand\n";
const LETTER: &[u8] = b"Dear reader,\n";
const ALPHA: &[u8] = b"alpha";
const BETA: &[u8] = b"beta";
const MOVIE: &[u8] = b"not really a movie, but bytes all the same\n";
const PHOTO: &[u8] = b"\xff\xd8\xff\xe0 a JPEG, in a manner of speaking";
const VIDEO: &[u8] = b"\x00\x00\x00\x18ftypmp42 a video of sorts";
const JPG: &[u8] = b"\xff\xd8\xff\xe1 the photo";
const RAW: &[u8] = b"II*\x00 the RAW beside it";

/// A sandbox holding the world one journal describes: Doppel's data folder and the home
/// trash (`data/Trash`, with `files/` and `info/`) in one temporary folder. Every file it
/// writes is modified at the time the fixtures record (`SCANNED_AT`, as `mtime_ns`).
struct World {
    sandbox: Sandbox,
}

impl World {
    fn new() -> World {
        let sandbox = Sandbox::new();
        let trash = &sandbox.places.home_trash;
        for folder in [trash.clone(), trash.join("files"), trash.join("info")] {
            fs::create_dir_all(&folder).unwrap();
            // A trash folder others may write to is refused by the restore.
            fs::set_permissions(&folder, fs::Permissions::from_mode(0o700)).unwrap();
        }
        World { sandbox }
    }

    fn root(&self) -> &Path {
        &self.sandbox.root
    }

    fn path(&self, relative: impl AsRef<Path>) -> PathBuf {
        self.root().join(relative)
    }

    /// `files/ENTRY` in the home trash, relative to the root.
    fn entry(&self, entry: impl AsRef<Path>) -> PathBuf {
        Path::new("data/Trash/files").join(entry)
    }

    /// A folder at `relative` (where the originals were, left standing by the cleanup).
    fn folder(&self, relative: impl AsRef<Path>) {
        fs::create_dir_all(self.path(relative)).unwrap();
    }

    /// The file `relative` holding `content`; the modified time the fixtures record.
    fn file(&self, relative: impl AsRef<Path>, content: &[u8]) -> PathBuf {
        let path = self.path(relative);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(&path, content).unwrap();
        set_modified(&path, UNIX_EPOCH + Duration::from_secs(SCANNED_AT));
        path
    }

    /// A file the cleanup moved to the trash as `entry` from `original` (relative): its bytes
    /// in `files/`, and the `.trashinfo` written for it on `deleted`.
    fn trashed(
        &self,
        entry: impl AsRef<OsStr>,
        original: impl AsRef<Path>,
        content: &[u8],
        deleted: &str,
    ) {
        self.file(self.entry(entry.as_ref()), content);
        self.trash_info(entry, original, deleted);
    }

    /// `info/ENTRY.trashinfo`, as every version wrote it: the original path, percent-encoded,
    /// and the deletion date (a version 4 and later journal records the same date as
    /// `identity.deleted`).
    fn trash_info(&self, entry: impl AsRef<OsStr>, original: impl AsRef<Path>, deleted: &str) {
        let mut name = entry.as_ref().to_os_string();
        name.push(".trashinfo");
        let mut encoded = String::new();
        for &byte in self.path(original).as_os_str().as_bytes() {
            if byte.is_ascii_alphanumeric() || b"-._~/".contains(&byte) {
                encoded.push(byte as char);
            } else {
                encoded.push_str(&format!("%{byte:02X}"));
            }
        }
        let text = format!("[Trash Info]\nPath={encoded}\nDeletionDate={deleted}\n");
        let info = self.sandbox.places.home_trash.join("info").join(name);
        fs::write(info, text).unwrap();
    }

    /// Writes the fixture `name`, its placeholders filled in, as `cleanups/ID.jsonl` in the
    /// data folder; its cleanup's id.
    fn journal(&self, name: &str) -> String {
        let template = fs::read_to_string(Path::new(JOURNALS).join(name)).unwrap();
        let text = self.expand(&template);
        let begin: Value = serde_json::from_str(text.lines().next().unwrap()).unwrap();
        let id = begin["id"].as_str().unwrap().to_string();
        let folder = self.sandbox.places.data_dir.join("cleanups");
        fs::create_dir_all(&folder).unwrap();
        fs::write(folder.join(format!("{id}.jsonl")), text).unwrap();
        id
    }

    /// The fixture's text with each `@PLACEHOLDER@` replaced:
    ///
    /// - `@ROOT@`: the temporary folder (a path of plain ASCII), and `@ROOT_BYTES@` its bytes
    ///   as a `path_bytes` list begins;
    /// - `@VOLUME@`: the home trash's volume, as `identity.volume` records it;
    /// - `@INO:P@`, `@DEV:P@`: the inode and device of the file or folder at `P` (relative
    ///   to the root, `%XX` for a byte that is not UTF-8), as the world holds it now;
    /// - `@HASH:P@`: the XXH3-128 of its bytes, as the journal writes it (`content.rs`);
    /// - `@+FIELD:P@`: `,"FIELD":` and its birth time in nanoseconds, or nothing where the file
    ///   system keeps none (the writers leave the field out then).
    fn expand(&self, template: &str) -> String {
        let pieces: Vec<&str> = template.split('@').collect();
        assert!(pieces.len() % 2 == 1, "a placeholder is not closed");
        pieces
            .iter()
            .enumerate()
            .map(|(i, piece)| {
                if i % 2 == 0 {
                    piece.to_string()
                } else {
                    self.value(piece)
                }
            })
            .collect()
    }

    fn value(&self, placeholder: &str) -> String {
        let root = self.root().to_str().unwrap();
        // Written into JSON strings unescaped.
        assert!(!root.contains(['"', '\\']) && root.is_ascii(), "{root}");
        match placeholder {
            "ROOT" => return root.to_string(),
            "ROOT_BYTES" => {
                let bytes: Vec<String> = root.bytes().map(|byte| byte.to_string()).collect();
                return bytes.join(",");
            }
            "VOLUME" => return volume_id(&self.sandbox.trash_files()),
            _ => {}
        }
        let (what, relative) = placeholder
            .split_once(':')
            .unwrap_or_else(|| panic!("no such placeholder: @{placeholder}@"));
        let path = self.path(OsStr::from_bytes(&percent_decoded(relative)));
        let metadata = fs::symlink_metadata(&path)
            .unwrap_or_else(|error| panic!("@{placeholder}@: {}: {error}", path.display()));
        match what {
            "INO" => metadata.ino().to_string(),
            "DEV" => metadata.dev().to_string(),
            "HASH" => format!(
                "{:032x}",
                xxhash_rust::xxh3::xxh3_128(&fs::read(&path).unwrap())
            ),
            optional if optional.starts_with('+') => match metadata.created() {
                Ok(born) => {
                    let ns = born.duration_since(UNIX_EPOCH).unwrap().as_nanos();
                    format!(",\"{}\":{ns}", &optional[1..])
                }
                Err(_) => String::new(),
            },
            _ => panic!("no such placeholder: @{placeholder}@"),
        }
    }

    /// Restores cleanup `id` and checks that nothing failed, nothing came back changed, and
    /// the journal took the outcome.
    fn restore(&self, id: &str) -> RestoreOutcome {
        let outcome = restore(&self.sandbox.places, &Which::Id(id.to_string())).unwrap();
        assert_eq!(outcome.id, id);
        assert!(outcome.failed.is_empty(), "{outcome:?}");
        assert!(outcome.changed.is_empty(), "{outcome:?}");
        assert_eq!(outcome.journal_problem, None, "{outcome:?}");
        outcome
    }

    /// The one cleanup the journal lists, which must be `id`, read without damage.
    fn listed(&self, id: &str) -> Cleanup {
        let mut cleanups = journal::list(&self.sandbox.places.data_dir).unwrap();
        assert_eq!(cleanups.len(), 1, "{cleanups:?}");
        let cleanup = cleanups.remove(0);
        assert_eq!(cleanup.id, id);
        assert_eq!(cleanup.damaged, None, "{cleanup:?}");
        cleanup
    }

    /// The file at `relative` holds `content`.
    fn assert_holds(&self, relative: impl AsRef<Path>, content: &[u8]) {
        let path = self.path(relative);
        assert_eq!(fs::read(&path).unwrap(), content, "{}", path.display());
    }

    /// After the restore: the trash holds nothing (no entry, no `.trashinfo`), and the
    /// journal, read without damage, has nothing pending; the items' states, in order.
    fn assert_all_back(&self, id: &str) -> Vec<FileState> {
        for folder in ["files", "info"] {
            let left: Vec<OsString> = fs::read_dir(self.sandbox.places.home_trash.join(folder))
                .unwrap()
                .map(|entry| entry.unwrap().file_name())
                .collect();
            assert!(left.is_empty(), "left in the trash's {folder}/: {left:?}");
        }
        let cleanup = self.listed(id);
        let pending: Vec<&Path> = cleanup.pending().map(|file| file.path.as_path()).collect();
        assert!(pending.is_empty(), "still pending: {pending:?}");
        states(&cleanup)
    }
}

fn states(cleanup: &Cleanup) -> Vec<FileState> {
    cleanup
        .files
        .iter()
        .map(|file| file.state.clone())
        .collect()
}

fn paths(cleanup: &Cleanup) -> Vec<PathBuf> {
    cleanup.files.iter().map(|file| file.path.clone()).collect()
}

fn resolved(why: &str) -> FileState {
    FileState::Resolved(why.to_string())
}

fn ino(path: &Path) -> u64 {
    fs::symlink_metadata(path).unwrap().ino()
}

fn nlink(path: &Path) -> u64 {
    fs::symlink_metadata(path).unwrap().nlink()
}

fn percent_decoded(text: &str) -> Vec<u8> {
    let bytes = text.as_bytes();
    let mut decoded = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).unwrap();
            decoded.push(u8::from_str_radix(hex, 16).unwrap());
            i += 3;
        } else {
            decoded.push(bytes[i]);
            i += 1;
        }
    }
    decoded
}

/// The volume a version 4 and later writer records as `identity.volume` for an item in the
/// trash whose `files/` is `folder`: the file system's UUID where `/dev/disk/by-uuid` names
/// its device (or, for btrfs and others, the device the mount table names as its source),
/// else its type and id from `statfs`. Computed here as those writers did (`fs_at::volume_id`
/// and `uuid_of_device`, unchanged since 12a4527 brought them), not through the engine: were
/// the engine to name volumes otherwise, every journal written before would be left pending
/// on "another volume", and these tests would say so.
fn volume_id(folder: &Path) -> String {
    let dev = fs::metadata(folder).unwrap().dev();
    if let Some(uuid) = uuid_of_device(dev) {
        return format!("uuid:{uuid}");
    }
    let path = CString::new(folder.as_os_str().as_bytes()).unwrap();
    // SAFETY: `statfs` is a plain C struct of integers, for which all zeroes is a valid value.
    let mut raw: libc::statfs = unsafe { std::mem::zeroed() };
    // SAFETY: a valid C string and out-pointer.
    let result = unsafe { libc::statfs(path.as_ptr(), &mut raw) };
    assert_eq!(result, 0, "statfs {}", folder.display());
    // SAFETY: `fsid_t` is two C ints, laid out as this array.
    let fsid: [libc::c_int; 2] = unsafe { std::mem::transmute(raw.f_fsid) };
    format!(
        "fs:{:x}:{:08x}{:08x}",
        raw.f_type, fsid[0] as u32, fsid[1] as u32
    )
}

fn uuid_of_device(dev: u64) -> Option<String> {
    use std::os::unix::fs::FileTypeExt;
    let links = fs::read_dir("/dev/disk/by-uuid").ok()?;
    let mut devices = vec![dev];
    let mounts = fs::read_to_string("/proc/self/mountinfo").unwrap_or_default();
    let wanted = format!("{}:{}", libc::major(dev), libc::minor(dev));
    for line in mounts.lines() {
        if line.split(' ').nth(2) != Some(wanted.as_str()) {
            continue;
        }
        let source = line
            .split(" - ")
            .nth(1)
            .and_then(|rest| rest.split(' ').nth(1));
        if let Some(Ok(metadata)) = source.map(fs::metadata) {
            devices.push(metadata.rdev());
        }
    }
    links.filter_map(Result::ok).find_map(|link| {
        let target = fs::metadata(link.path()).ok()?;
        (target.file_type().is_block_device() && devices.contains(&target.rdev()))
            .then(|| link.file_name().to_string_lossy().into_owned())
    })
}

/// Version 2, as the writer of a2fb08b to 39a311c wrote it (`journal.rs` at 39a311c):
/// `trashing` records without identity (a file is known by its content hash), one of a
/// name that is not UTF-8 (`path_bytes`), `not_moved` for a file whose move failed, and
/// `finished`; then what a restore of that time appended: `restored` for one file and
/// `resolved` for one found back in place (the other two failed then, their places taken,
/// which that restore did not record).
#[test]
fn a_version_2_journal_of_trashed_files_restores() {
    let world = World::new();
    let deleted = "2026-11-22T23:50:01";
    let cafe = Path::new(OsStr::from_bytes(b"b/caf\xe9.txt"));
    world.trashed("report.txt", "b/report.txt", REPORT, deleted);
    world.trashed(OsStr::from_bytes(b"caf\xe9.txt"), cafe, CAFE, deleted);
    world.file("b/notes.txt", NOTES);
    world.file("b/old.txt", OLD);
    world.file("b/draft.txt", DRAFT);
    let id = world.journal("v2-trashing.jsonl");

    let before = world.listed(&id);
    assert!(before.finished);
    let names = [
        "b/report.txt",
        "",
        "b/notes.txt",
        "b/old.txt",
        "b/draft.txt",
    ];
    let mut expected: Vec<PathBuf> = names.iter().map(|name| world.path(name)).collect();
    expected[1] = world.path(cafe);
    assert_eq!(paths(&before), expected);
    assert_eq!(before.files[1].entry, OsStr::from_bytes(b"caf\xe9.txt"));
    assert_eq!(
        states(&before),
        [
            FileState::Pending,
            FileState::Pending,
            resolved(NEVER_MOVED),
            FileState::Restored,
            resolved(ALREADY_IN_PLACE),
        ]
    );

    let outcome = world.restore(&id);
    assert_eq!(
        outcome.restored,
        [world.path("b/report.txt"), world.path(cafe)]
    );
    world.assert_holds("b/report.txt", REPORT);
    world.assert_holds(cafe, CAFE);
    world.assert_holds("b/notes.txt", NOTES);
    world.assert_holds("b/old.txt", OLD);
    world.assert_holds("b/draft.txt", DRAFT);
    assert_eq!(
        world.assert_all_back(&id),
        [
            FileState::Restored,
            FileState::Restored,
            resolved(NEVER_MOVED),
            FileState::Restored,
            resolved(ALREADY_IN_PLACE),
        ]
    );
}

/// Version 3, as a412b73's writer wrote it: a file's `trashing` record (no identity yet)
/// and a folder moved whole, `trashing_folder` with the folder's device and inode (what
/// tells it in the trash) and its manifest.
#[test]
fn a_version_3_journal_of_a_trashed_file_and_folder_restores() {
    let world = World::new();
    let deleted = "2026-11-23T02:30:00";
    world.folder("c");
    world.trashed("letter.txt", "c/letter.txt", LETTER, deleted);
    world.file(world.entry("dup/a.txt"), ALPHA);
    world.file(world.entry("dup/deep/b.txt"), BETA);
    world.trash_info("dup", "dup", deleted);
    let id = world.journal("v3-trashing.jsonl");

    let before = world.listed(&id);
    assert_eq!(
        paths(&before),
        [world.path("c/letter.txt"), world.path("dup")]
    );
    assert!(!before.files[0].is_folder());
    assert!(before.files[1].is_folder());
    assert_eq!(before.files[1].file_count(), 2);
    assert_eq!(before.files[1].size, 9);

    let outcome = world.restore(&id);
    assert_eq!(
        outcome.restored,
        [world.path("c/letter.txt"), world.path("dup")]
    );
    world.assert_holds("c/letter.txt", LETTER);
    world.assert_holds("dup/a.txt", ALPHA);
    world.assert_holds("dup/deep/b.txt", BETA);
    assert_eq!(
        world.assert_all_back(&id),
        [FileState::Restored, FileState::Restored]
    );
}

/// Version 4, as 12a4527's writer wrote it: `trashing` and `trashing_folder` with the
/// `identity` (volume, inode, birth time where kept, deletion date) the restore recognises
/// them by; then what a restore across devices killed midway appended for the first file:
/// `copying` (its temporary name) and `copied` (its copy stood in place, the trash copy not
/// yet removed). The next restore finishes that move and restores the rest.
#[test]
fn a_version_4_journal_with_identities_and_a_killed_copy_restores() {
    let world = World::new();
    let deleted = "2026-11-25T00:30:00";
    world.trashed("movie.bin", "b/movie.bin", MOVIE, deleted);
    // The killed restore's checked copy, in place (a copy keeps the modified time).
    world.file("b/movie.bin", MOVIE);
    world.file(world.entry("dup/a.txt"), ALPHA);
    world.file(world.entry("dup/deep/b.txt"), BETA);
    world.trash_info("dup", "dup", deleted);
    world.trashed("report.txt", "b/report.txt", REPORT, deleted);
    let id = world.journal("v4-trashing.jsonl");

    let before = world.listed(&id);
    assert_eq!(
        paths(&before),
        [
            world.path("b/movie.bin"),
            world.path("dup"),
            world.path("b/report.txt")
        ]
    );
    assert!(before.files[1].is_folder());
    assert_eq!(before.pending().count(), 3);

    let outcome = world.restore(&id);
    assert_eq!(
        outcome.restored,
        [world.path("dup"), world.path("b/report.txt")]
    );
    assert_eq!(outcome.settled.len(), 1, "{outcome:?}");
    assert_eq!(outcome.settled[0].path, world.path("b/movie.bin"));
    // `copied` said the copy stands: the trash copy was the rest of the move, and went.
    assert_eq!(outcome.settled[0].reason, Reason::AlreadyInPlace);
    world.assert_holds("b/movie.bin", MOVIE);
    world.assert_holds("b/report.txt", REPORT);
    world.assert_holds("dup/a.txt", ALPHA);
    world.assert_holds("dup/deep/b.txt", BETA);
    assert_eq!(
        world.assert_all_back(&id),
        [
            resolved(ALREADY_IN_PLACE),
            FileState::Restored,
            FileState::Restored
        ]
    );
}

/// Version 5, as 96f642b's writer wrote it: `linking`, a copy replaced by a hard link to
/// its kept copy, with no `kept_btime_ns` (6fcfb28 added it). As a finished cleanup left
/// it: the original only in the trash, its name a second name of the kept copy.
#[test]
fn a_version_5_journal_of_a_hard_link_restores_the_original() {
    let world = World::new();
    world.file("a/photo.jpg", PHOTO);
    world.trashed("photo.jpg", "b/photo.jpg", PHOTO, "2026-11-25T04:00:00");
    world.folder("b");
    fs::hard_link(world.path("a/photo.jpg"), world.path("b/photo.jpg")).unwrap();
    let original = ino(&world.path(world.entry("photo.jpg")));
    let id = world.journal("v5-linking.jsonl");

    let before = world.listed(&id);
    assert_eq!(paths(&before), [world.path("b/photo.jpg")]);
    assert_eq!(before.files[0].way(), Way::HardLink);
    assert_eq!(
        before.files[0].linked_to(),
        Some(world.path("a/photo.jpg").as_path())
    );

    let outcome = world.restore(&id);
    assert_eq!(outcome.restored, [world.path("b/photo.jpg")]);
    // The original itself is back, and the kept copy has its one name again.
    assert_eq!(ino(&world.path("b/photo.jpg")), original);
    assert_eq!(nlink(&world.path("a/photo.jpg")), 1);
    world.assert_holds("b/photo.jpg", PHOTO);
    world.assert_holds("a/photo.jpg", PHOTO);
    assert_eq!(world.assert_all_back(&id), [FileState::Restored]);
}

/// Version 6, as feb41b0's writer wrote `cloning` and f31ba1e's (still version 6)
/// `cloning_folder`. A clone never leaves its name: the restore says so and appends
/// `shared`, with nothing to put back and nothing in the trash. (Giving the clones blocks
/// of their own, `RestoreOptions::unshare_clones`, needs a file system that shares blocks,
/// such as btrfs; that is not tried here.)
#[test]
fn a_version_6_journal_of_clones_is_settled_as_never_left() {
    let world = World::new();
    world.file("a/video.mp4", VIDEO);
    world.file("b/video.mp4", VIDEO);
    for folder in ["kept", "dup"] {
        world.file(format!("{folder}/a.txt"), ALPHA);
        world.file(format!("{folder}/deep/b.txt"), BETA);
    }
    let id = world.journal("v6-cloning.jsonl");

    let before = world.listed(&id);
    assert_eq!(
        paths(&before),
        [world.path("b/video.mp4"), world.path("dup")]
    );
    assert!(before.files.iter().all(|file| file.way() == Way::Clone));
    assert_eq!(
        before.files[0].cloned_from(),
        Some(world.path("a/video.mp4").as_path())
    );
    assert!(before.files[1].is_folder());

    let outcome = world.restore(&id);
    assert!(outcome.restored.is_empty(), "{outcome:?}");
    let settled: Vec<(PathBuf, Reason)> = outcome
        .settled
        .iter()
        .map(|settled| (settled.path.clone(), settled.reason.clone()))
        .collect();
    assert_eq!(
        settled,
        [
            (
                world.path("b/video.mp4"),
                Reason::NeverLeft {
                    kept: world.path("a/video.mp4")
                }
            ),
            (
                world.path("dup"),
                Reason::NeverLeft {
                    kept: world.path("kept")
                }
            ),
        ]
    );
    world.assert_holds("b/video.mp4", VIDEO);
    world.assert_holds("dup/a.txt", ALPHA);
    world.assert_holds("dup/deep/b.txt", BETA);
    assert_eq!(
        world.assert_all_back(&id),
        [FileState::Shared, FileState::Shared]
    );
    // Still clones a later restore may be asked to give blocks of their own.
    assert_eq!(world.listed(&id).clones_to_unshare().count(), 2);
}

/// Version 7, as 3583997's writer wrote it: `linking_folder`, a folder replaced by hard
/// links file by file, each file with its own inode and birth time and its kept copy's
/// path and inode (no `kept_btime_ns`: 6fcfb28 added it). As a finished cleanup left it:
/// the folder's names are links to the kept folder's files, the originals in one trash
/// entry mirroring the folder.
#[test]
fn a_version_7_journal_of_a_folder_of_hard_links_restores_the_originals() {
    let world = World::new();
    world.file("kept/a.txt", ALPHA);
    world.file("kept/deep/b.txt", BETA);
    world.file(world.entry("dup/a.txt"), ALPHA);
    world.file(world.entry("dup/deep/b.txt"), BETA);
    world.trash_info("dup", "dup", "2026-11-27T14:30:00");
    world.folder("dup/deep");
    for file in ["a.txt", "deep/b.txt"] {
        let kept = world.path(Path::new("kept").join(file));
        fs::hard_link(kept, world.path(Path::new("dup").join(file))).unwrap();
    }
    let originals = [
        ino(&world.path(world.entry("dup/a.txt"))),
        ino(&world.path(world.entry("dup/deep/b.txt"))),
    ];
    let id = world.journal("v7-linking-folder.jsonl");

    let before = world.listed(&id);
    assert_eq!(paths(&before), [world.path("dup")]);
    assert_eq!(before.files[0].way(), Way::HardLink);
    assert!(before.files[0].is_folder());
    assert_eq!(
        before.files[0].linked_to(),
        Some(world.path("kept").as_path())
    );

    let outcome = world.restore(&id);
    assert_eq!(outcome.restored, [world.path("dup")]);
    assert_eq!(
        [
            ino(&world.path("dup/a.txt")),
            ino(&world.path("dup/deep/b.txt"))
        ],
        originals
    );
    for file in ["a.txt", "deep/b.txt"] {
        assert_eq!(nlink(&world.path(Path::new("kept").join(file))), 1);
    }
    world.assert_holds("dup/a.txt", ALPHA);
    world.assert_holds("dup/deep/b.txt", BETA);
    world.assert_holds("kept/a.txt", ALPHA);
    world.assert_holds("kept/deep/b.txt", BETA);
    assert_eq!(world.assert_all_back(&id), [FileState::Restored]);
}

/// Version 8, as fb606b2's writer wrote it: a photo's `trashing` record and its RAW's
/// `trashing_companion` (`of` the photo), and another file; then `not_found`, as a restore
/// from 6fcfb28 on (still version 8) appended it for the file whose entry it did not find
/// (moved out of the trash by hand; that restore gave back its `.trashinfo`, which then
/// described nothing). The photo's place was taken then, which that restore did not record.
/// The file is back in the trash now: this restore looks again and brings all three back.
#[test]
fn a_version_8_journal_of_a_photo_and_its_companion_restores_both() {
    let world = World::new();
    let deleted = "2026-11-27T17:30:00";
    world.folder("photos");
    world.folder("docs");
    world.trashed("IMG_0001.JPG", "photos/IMG_0001.JPG", JPG, deleted);
    world.trashed("IMG_0001.CR2", "photos/IMG_0001.CR2", RAW, deleted);
    world.file(world.entry("notes.txt"), NOTES);
    let id = world.journal("v8-trashing-companion.jsonl");

    let before = world.listed(&id);
    let photo = world.path("photos/IMG_0001.JPG");
    assert_eq!(
        paths(&before),
        [
            photo.clone(),
            world.path("photos/IMG_0001.CR2"),
            world.path("docs/notes.txt")
        ]
    );
    assert_eq!(before.files[0].companion_of, None);
    assert_eq!(before.files[1].companion_of, Some(photo.clone()));
    assert!(matches!(before.files[2].state, FileState::NotFound(_)));
    assert_eq!(before.pending().count(), 3);

    let outcome = world.restore(&id);
    assert_eq!(
        outcome.restored,
        [
            photo,
            world.path("photos/IMG_0001.CR2"),
            world.path("docs/notes.txt")
        ]
    );
    world.assert_holds("photos/IMG_0001.JPG", JPG);
    world.assert_holds("photos/IMG_0001.CR2", RAW);
    world.assert_holds("docs/notes.txt", NOTES);
    assert_eq!(
        world.assert_all_back(&id),
        [
            FileState::Restored,
            FileState::Restored,
            FileState::Restored
        ]
    );
}

/// Version 8 as written between e8b4ac7 and 753a4ad: a `reserving` record before each
/// trash name reserved, and a restore's `released` for a name no item used. They name no
/// item; the journal reads without damage and its file comes back.
#[test]
fn a_version_8_journal_with_reserving_records_restores() {
    let world = World::new();
    let deleted = "2026-11-28T09:36:00";
    world.folder("docs");
    world.trashed("notes.txt", "docs/notes.txt", NOTES, deleted);
    let id = world.journal("v8-reserving.jsonl");

    let before = world.listed(&id);
    assert_eq!(paths(&before), [world.path("docs/notes.txt")]);
    let outcome = world.restore(&id);
    assert_eq!(outcome.restored, [world.path("docs/notes.txt")]);
    world.assert_holds("docs/notes.txt", NOTES);
    assert_eq!(world.assert_all_back(&id), [FileState::Restored]);
}
