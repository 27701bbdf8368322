//! One tree holding everything hostile a user's disk may hold, scanned in one go: the scan
//! ends, each problem is listed in `skipped` with its reason, and the rest of the tree still
//! groups. Other tests take these cases one at a time; this one checks that they do not
//! disturb each other, and that a scan of such a tree is not stopped by any of them.

use std::collections::BTreeMap;
use std::ffi::OsStr;
use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use crate::support::bombs::{CONTENT_TYPES, RawEntry, pdf_bomb, zip_with_raw_entries};
use crate::support::pdf::pdf_with_broken_cross_references;
use crate::support::{named_pipe, pseudo_random, write};
use doppel_engine::report::json::{read_json, write_json};
use doppel_engine::report::{IoProblem, Report, SkipReason};
use doppel_engine::{CancelToken, Phase, ScanOptions, scan};
use tempfile::TempDir;

const CROWD: usize = 100_000;
const DEPTH: usize = 1_000;
/// Large enough that whole-content hashing of these files starts well after the trigger.
const CHANGING_SIZE: usize = 8 * 1024 * 1024;

#[test]
fn a_hostile_tree_scans_to_the_end_with_every_problem_in_skipped() {
    let dir = TempDir::new().unwrap();
    let root = dir.path().canonicalize().unwrap();

    // Documents that are broken on purpose.
    let bomb_size = 300 * 1024 * 1024;
    let bomb = write(
        &root,
        "documents/bomb.docx",
        &zip_with_raw_entries(&[
            RawEntry::deflated("[Content_Types].xml", CONTENT_TYPES),
            RawEntry::zeros("word/document.xml", bomb_size, bomb_size as u32),
        ]),
    );
    let broken_pdf = write(
        &root,
        "documents/broken.pdf",
        &pdf_with_broken_cross_references(),
    );
    let pdf_bomb = write(&root, "documents/bomb.pdf", &pdf_bomb(1 << 30));
    let huge = root.join("logs/huge.log");
    write_one_line_of_text(&huge, 1 << 30);

    // 100,000 files in one folder. They are binary (a NUL byte), so they are hashed as
    // candidates for exact duplicates but not read as documents; two are copies.
    let crowd = root.join("crowd");
    fs::create_dir(&crowd).unwrap();
    for i in 0..CROWD {
        fs::write(crowd.join(format!("{i:06}.bin")), format!("\0record {i}")).unwrap();
    }
    write(&crowd, "copy-a.bin", b"\0the same record");
    write(&crowd, "copy-b.bin", b"\0the same record");

    // Folders nested 1,000 deep, with a copy at the bottom of a file at the top.
    let mut deep = root.join("deep");
    for _ in 0..DEPTH {
        deep.push("d");
    }
    fs::create_dir_all(&deep).unwrap();
    let deep_content = pseudo_random(5_000, 1);
    let bottom = write(&deep, "bottom.bin", &deep_content);
    let top = write(&root, "deep/top.bin", &deep_content);

    // Folders nested past the longest path the system opens (4,096 bytes), made one level
    // at a time relative to the last, as only that way can make them.
    let too_long = root.join("too-long");
    fs::create_dir(&too_long).unwrap();
    make_nested(&too_long, "level", 700, "lost.bin", &deep_content);

    // Names with a newline and with bytes that are not UTF-8, copies of each other.
    let names_content = pseudo_random(3_000, 2);
    let newline = write(&root, "names/line\nbreak.bin", &names_content);
    let not_utf8 = root
        .join("names")
        .join(OsStr::from_bytes(b"caf\xe9 \xff\xfe.bin"));
    fs::write(&not_utf8, &names_content).unwrap();

    // Files that will vanish and grow while the scan runs, each with a copy that stays.
    let vanish_content = pseudo_random(CHANGING_SIZE, 3);
    let vanishing = write(&root, "changing/vanishing.bin", &vanish_content);
    write(&root, "changing/vanishing-copy.bin", &vanish_content);
    let grow_content = pseudo_random(CHANGING_SIZE, 4);
    let growing = write(&root, "changing/growing.bin", &grow_content);
    write(&root, "changing/growing-copy.bin", &grow_content);

    // Special files: a FIFO (opening it to read would block forever) and a symlink loop.
    fs::create_dir(root.join("special")).unwrap();
    named_pipe(&root.join("special/pipe"));
    let loop_link = root.join("special/loop");
    symlink(root.join("special"), &loop_link).unwrap();

    let mut options = ScanOptions::new(vec![root.clone()]);
    options.follow_links = true;
    // Once the walk is over and files are being hashed, one file is deleted and another
    // starts growing until the scan ends.
    let triggered = AtomicBool::new(false);
    let scan_over = AtomicBool::new(false);
    let report = std::thread::scope(|s| {
        s.spawn(|| {
            while !triggered.load(Ordering::Acquire) {
                if scan_over.load(Ordering::Acquire) {
                    return;
                }
                std::thread::sleep(Duration::from_millis(1));
            }
            let mut file = OpenOptions::new().append(true).open(&growing).unwrap();
            while !scan_over.load(Ordering::Acquire) {
                file.write_all(b"more").unwrap();
                std::thread::sleep(Duration::from_micros(200));
            }
        });
        let on_progress = |progress: doppel_engine::Progress| {
            let hashing = matches!(progress.phase, Phase::Prehashing | Phase::Hashing);
            if hashing && !triggered.load(Ordering::Acquire) {
                fs::remove_file(&vanishing).unwrap();
                triggered.store(true, Ordering::Release);
            }
        };
        let report = scan(&options, &CancelToken::new(), &on_progress);
        scan_over.store(true, Ordering::Release);
        report
    })
    .expect("the scan runs to its end");
    assert!(
        triggered.load(Ordering::Acquire),
        "the scan was seen hashing"
    );

    assert!(!report.cancelled);
    let reasons: BTreeMap<PathBuf, String> = report
        .skipped
        .iter()
        .map(|skip| (skip.path.clone(), skip.reason.to_string()))
        .collect();
    let kind = |path: &Path| {
        let skip = report.skipped.iter().find(|skip| skip.path == path);
        skip.map(|skip| skip.reason.clone())
    };
    let reason = |path: &Path| {
        reasons
            .get(path)
            .unwrap_or_else(|| panic!("{} is not in skipped: {reasons:#?}", path.display()))
            .as_str()
    };
    assert!(
        reason(&bomb).contains("possible zip bomb"),
        "{}",
        reason(&bomb)
    );
    assert_eq!(
        reason(&broken_pdf),
        "PDF could not be read: broken cross-reference table"
    );
    assert_eq!(
        reason(&pdf_bomb),
        "PDF inflates past 256 MiB (possible decompression bomb)"
    );
    assert_eq!(reason(&huge), "text file is larger than the 64 MiB limit");
    let vanished = SkipReason::Io {
        problem: IoProblem::Vanished,
    };
    assert_eq!(kind(&vanishing), Some(vanished));
    assert_eq!(kind(&growing), Some(SkipReason::ChangedWhileRead));
    let (too_deep, why) = reasons
        .iter()
        .find(|(path, _)| path.starts_with(&too_long))
        .expect("the folder past the path limit is in skipped");
    assert!(too_deep.as_os_str().len() > 4000, "{}", too_deep.display());
    let too_long_path = SkipReason::Io {
        problem: IoProblem::NameTooLong,
    };
    assert_eq!(why, &too_long_path.to_string());
    assert_eq!(kind(&loop_link), Some(SkipReason::LinkLoop));
    assert_eq!(reasons.len(), 8, "nothing else is a problem: {reasons:#?}");

    // The rest of the tree groups as it would on its own.
    let expected = sorted(vec![
        sorted(vec![crowd.join("copy-a.bin"), crowd.join("copy-b.bin")]),
        sorted(vec![bottom, top]),
        sorted(vec![newline, not_utf8]),
    ]);
    assert_eq!(
        group_paths(&report),
        expected,
        "a vanished or growing file is not grouped; its steady copy is left alone"
    );
    // Every regular file was listed: the crowd, its two copies, the deep pair, the names,
    // the four changing files, the four documents. The FIFO is not a file.
    assert_eq!(report.stats.files, (CROWD + 2 + 2 + 2 + 4 + 4) as u64);

    // The odd names survive the JSON report byte for byte.
    let mut json = Vec::new();
    write_json(&report, &mut json).unwrap();
    let read_back = read_json(std::str::from_utf8(&json).unwrap()).unwrap();
    assert_eq!(group_paths(&read_back), group_paths(&report));
}

/// Makes `depth` folders named `name`, each inside the last, below `top`, and writes
/// `content` to `file` in the deepest: with `openat`, since the full path may be too long to
/// open from the root.
fn make_nested(top: &Path, name: &str, depth: usize, file: &str, content: &[u8]) {
    use std::ffi::CString;
    use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
    let open = |dir: libc::c_int, name: &CString, flags: libc::c_int| {
        // SAFETY: `name` is NUL-terminated; the descriptor returned is owned below.
        let fd = unsafe { libc::openat(dir, name.as_ptr(), flags | libc::O_CLOEXEC, 0o644) };
        assert!(fd >= 0, "openat: {}", std::io::Error::last_os_error());
        // SAFETY: `fd` was just opened and nothing else owns it.
        unsafe { OwnedFd::from_raw_fd(fd) }
    };
    let top = CString::new(top.as_os_str().as_bytes()).unwrap();
    let name = CString::new(name).unwrap();
    let mut dir = open(libc::AT_FDCWD, &top, libc::O_DIRECTORY | libc::O_RDONLY);
    for _ in 0..depth {
        assert_eq!(
            // SAFETY: `name` is NUL-terminated and `dir` is an open folder.
            unsafe { libc::mkdirat(dir.as_raw_fd(), name.as_ptr(), 0o755) },
            0
        );
        dir = open(dir.as_raw_fd(), &name, libc::O_DIRECTORY | libc::O_RDONLY);
    }
    let file = CString::new(file).unwrap();
    let written = open(
        dir.as_raw_fd(),
        &file,
        libc::O_WRONLY | libc::O_CREAT | libc::O_TRUNC,
    );
    File::from(written).write_all(content).unwrap();
}

/// `size` bytes of words with no line break, written for real (not a sparse file).
fn write_one_line_of_text(path: &Path, size: usize) {
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    let mut file = File::create(path).unwrap();
    let chunk = b"word ".repeat(4 * 1024 * 1024 / 5);
    let mut written = 0;
    while written < size {
        let take = chunk.len().min(size - written);
        file.write_all(&chunk[..take]).unwrap();
        written += take;
    }
}

/// Each group's paths, sorted, and the groups sorted.
fn group_paths(report: &Report) -> Vec<Vec<PathBuf>> {
    sorted(
        report
            .groups
            .iter()
            .map(|group| sorted(group.files().iter().map(|f| f.path.clone()).collect()))
            .collect(),
    )
}

fn sorted<T: Ord>(mut items: Vec<T>) -> Vec<T> {
    items.sort();
    items
}
