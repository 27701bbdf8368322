//! Keep rules on real files: each criterion keeps the file it names, a chain breaks ties in
//! order and leaves a tie alone, places match whole folder names or globs, a rule reads
//! from text (and a bad one is refused with a typed reason), no rule ever keeps a copy in
//! a trash folder, and a preview counts what a rule would do before it does it.

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use crate::support::cleanup::record;
use crate::support::{set_modified, write};
use doppel_engine::actions::Mark;
use doppel_engine::actions::rules::{
    Criterion, Decision, Fallback, GroupRef, KeepRule, Place, RuleError, RulePreview, Undecided,
    decide_files, decide_folders, decide_groups,
};
use doppel_engine::report::{
    Bar, ExactGroup, FileRecord, FolderRecord, Group, ImageGroup, ImageInfo, NearGroup, Report,
    Stats,
};
use tempfile::TempDir;

use Mark::{Keep, Trash};

fn at(seconds: u64) -> SystemTime {
    UNIX_EPOCH + Duration::from_secs(seconds)
}

/// Writes a file of `size` bytes modified at `modified`, and records it as a scan would.
fn file(root: &Path, relative: &str, size: usize, modified: SystemTime) -> FileRecord {
    let path = write(root, relative, &vec![b'x'; size]);
    set_modified(&path, modified);
    record(&path)
}

/// Three files, each criterion picking: first 0, newest 0, oldest 2, largest 1,
/// shortest path 2.
fn three(root: &Path) -> Vec<FileRecord> {
    vec![
        file(root, "deep/er/folder/copy.txt", 20, at(1_700_000_000)),
        file(root, "first/copy.txt", 30, at(1_600_000_000)),
        file(root, "x.txt", 10, at(1_500_000_000)),
    ]
}

fn near(files: Vec<FileRecord>) -> Group {
    Group::Near(NearGroup {
        files,
        pairs: Vec::new(),
        lowest_similarity: 0.9,
        all_alike: true,
        holds: Vec::new(),
    })
}

fn exact(files: Vec<FileRecord>) -> Group {
    Group::Exact(ExactGroup {
        size: files.first().map_or(0, |f| f.size),
        hash: "00".to_string(),
        files,
    })
}

fn images(files: Vec<FileRecord>, images: Vec<ImageInfo>) -> Group {
    Group::Image(ImageGroup {
        distances: vec![0; files.len()],
        files,
        reference: 0,
        images,
    })
}

fn rule(text: &str, home: &Path) -> KeepRule {
    KeepRule::parse_with_home(text, Some(home)).expect("the rule reads")
}

/// The index of the one file a rule kept (checking the rest go), or why it kept none.
fn kept(decision: Decision) -> Result<usize, Undecided> {
    match decision {
        Decision::Marks(marks) => {
            assert_eq!(marks.iter().filter(|m| **m == Keep).count(), 1, "{marks:?}");
            Ok(marks.iter().position(|m| *m == Keep).unwrap())
        }
        Decision::LeftAlone(why) => Err(why),
    }
}

#[test]
fn each_criterion_keeps_the_file_it_names() {
    let dir = TempDir::new().unwrap();
    let group = near(three(dir.path()));
    let keep = |text: &str| kept(decide_files(&rule(text, dir.path()), &group, &[]));
    assert_eq!(keep("first"), Ok(0));
    assert_eq!(keep("newest"), Ok(0));
    assert_eq!(keep("oldest"), Ok(2));
    assert_eq!(keep("largest"), Ok(1));
    assert_eq!(keep("shortest-path"), Ok(2));
    // Every copy passes the format: the three tie, and the first by path is kept, unless
    // the rule is strict.
    assert_eq!(keep("format:txt"), Ok(0));
    assert_eq!(keep("format:txt,strict"), Err(Undecided::Tie));
    assert_eq!(keep("under:~/deep"), Ok(0));
    assert_eq!(keep("not-under:~/deep,not-under:~/x.txt"), Ok(1));
    assert_eq!(
        decide_files(&rule("newest", dir.path()), &group, &[]),
        Decision::Marks(vec![Keep, Trash, Trash])
    );
}

#[test]
fn a_chained_rule_breaks_ties_in_order_then_by_path_or_strictly_leaves_a_tie_alone() {
    let home = TempDir::new().unwrap();
    let same_day = at(1_600_000_000);
    let group = near(vec![
        file(home.path(), "Downloads/IMG_1.jpg", 10, at(1_500_000_000)),
        file(home.path(), "Photos/2020/IMG_1.jpg", 10, same_day),
        file(home.path(), "Photos/IMG_1.jpg", 10, same_day),
        file(home.path(), "Photos/2021/IMG_1.jpg", 10, at(1_700_000_000)),
    ]);
    let keep = |text: &str| kept(decide_files(&rule(text, home.path()), &group, &[]));
    // Alone, "oldest" keeps the copy in Downloads.
    assert_eq!(keep("oldest"), Ok(0));
    // Under Photos first, then the oldest: two copies of the same time tie (as `cp -p` or
    // `rsync -a` make them), and the first by path is kept; a strict rule leaves them.
    assert_eq!(keep("under:~/Photos,oldest"), Ok(1));
    assert_eq!(keep("under:~/Photos,oldest,strict"), Err(Undecided::Tie));
    assert_eq!(keep("strict,under:~/Photos,oldest"), Err(Undecided::Tie));
    // The next criterion breaks the tie.
    assert_eq!(keep("under:~/Photos,oldest,shortest-path"), Ok(2));
    assert_eq!(keep("under:~/Photos,oldest,first"), Ok(1));
    // Order matters: the newest first, then the place, is another rule.
    assert_eq!(keep("newest,under:~/Photos"), Ok(3));
    // Never the copy in Downloads, as a glob: the oldest of the rest tie.
    assert_eq!(keep("not-under:~/Downloads/**,oldest"), Ok(1));
    assert_eq!(
        keep("not-under:~/Downloads/**,oldest,strict"),
        Err(Undecided::Tie)
    );
    assert_eq!(keep("not-under:~/Downloads/**,newest"), Ok(3));
}

#[test]
fn a_place_no_copy_is_in_passes_the_choice_on_or_strictly_leaves_the_group_alone() {
    let home = TempDir::new().unwrap();
    let group = near(three(home.path()));
    let decide = |text: &str| decide_files(&rule(text, home.path()), &group, &[]);
    // No copy there: the next criterion chooses, as a chain of preferences does.
    assert_eq!(kept(decide("under:~/elsewhere,oldest")), Ok(2));
    let Decision::LeftAlone(Undecided::NoneMatch(Criterion::Under(Place::Folder(folder)))) =
        decide("under:~/elsewhere,oldest,strict")
    else {
        panic!("a strict rule leaves it alone for the place");
    };
    assert_eq!(folder, home.path().join("elsewhere"));
    // Whole folder names: "dee" is not a parent of "deep/…"; a folder several levels up is.
    assert!(matches!(
        decide("under:~/dee,strict"),
        Decision::LeftAlone(Undecided::NoneMatch(_))
    ));
    assert_eq!(kept(decide("under:~/deep/er")), Ok(0));
    // Every copy under the home: "not under it" lets none through, so the three tie and
    // the first by path is kept; strictly, the group is left alone.
    assert_eq!(kept(decide("not-under:~")), Ok(0));
    assert!(matches!(
        decide("not-under:~,strict"),
        Decision::LeftAlone(Undecided::NoneMatch(Criterion::NotUnder(_)))
    ));
    // A glob's `*` stays within one folder name.
    assert_eq!(kept(decide("under:~/*/copy.txt")), Ok(1));
    assert_eq!(kept(decide("under:~/*/*/*/copy.txt")), Ok(0));
}

#[test]
fn a_place_reached_through_a_symbolic_link_is_where_it_really_is() {
    let home = TempDir::new().unwrap();
    let group = near(three(home.path()));
    std::os::unix::fs::symlink(home.path().join("deep"), home.path().join("link")).unwrap();
    let rule = rule("under:~/link", home.path());
    assert_eq!(kept(decide_files(&rule, &group, &[])), Ok(0));
}

#[test]
fn a_rule_reads_from_text_and_back() {
    let home = Path::new("/home/ann");
    let read = |text: &str| KeepRule::parse_with_home(text, Some(home));
    let chained = read(" under:~/Photos , oldest,first ").unwrap();
    assert_eq!(
        chained.criteria(),
        [
            Criterion::Under(Place::Folder(PathBuf::from("/home/ann/Photos"))),
            Criterion::Oldest,
            Criterion::First
        ]
    );
    assert_eq!(chained.text(), "under:/home/ann/Photos,oldest,first");
    assert_eq!(read(&chained.text()).unwrap(), chained);
    assert_eq!(
        chained.label(),
        "Keep the copy under /home/ann/Photos, then the oldest, then the first listed"
    );
    // "strict" is a word of the rule, anywhere, not a criterion; it reads back.
    let strict = read("Strict, oldest").unwrap();
    assert!(strict.is_strict() && !chained.is_strict());
    assert_eq!(strict.criteria(), [Criterion::Oldest]);
    assert_eq!(strict.text(), "oldest,strict");
    assert_eq!(read(&strict.text()).unwrap(), strict);
    assert_eq!(strict.label(), "Keep the oldest (strictly)");
    assert_eq!(read("strict"), Err(RuleError::Empty));
    // The older single-choice names still read.
    assert_eq!(
        read("keep-newest").unwrap(),
        KeepRule::only(Criterion::Newest)
    );
    assert_eq!(
        read("keep-jpeg").unwrap(),
        KeepRule::only(Criterion::Format("jpeg".to_string()))
    );
    assert_eq!(
        read("format:.JPG").unwrap(),
        KeepRule::only(Criterion::Format("jpeg".to_string()))
    );
    assert!(matches!(
        read("not-under:~/Downloads/**").unwrap().criteria()[0],
        Criterion::NotUnder(Place::Glob { .. })
    ));
}

/// A misspelled criterion is refused with the one it was likely meant to be, written as a
/// rule takes it; a word near none is refused with no suggestion.
#[test]
fn a_misspelled_criterion_comes_with_the_criterion_meant() {
    let home = Path::new("/home/ann");
    let suggested = |text: &str| match KeepRule::parse_with_home(text, Some(home)) {
        Err(RuleError::Unknown { suggestion, .. }) => suggestion,
        other => panic!("{text}: {other:?}"),
    };
    assert_eq!(suggested("newset").as_deref(), Some("newest"));
    assert_eq!(suggested("oldest,Frist").as_deref(), Some("first"));
    assert_eq!(suggested("keep-largset").as_deref(), Some("largest"));
    assert_eq!(
        suggested("undr:~/Photos").as_deref(),
        Some("under:~/Photos")
    );
    assert_eq!(suggested("shortest-paht").as_deref(), Some("shortest-path"));
    assert_eq!(suggested("oldest,stirct").as_deref(), Some("strict"));
    assert_eq!(suggested("bigest"), None);
    assert_eq!(suggested("size:1"), None);
    let error = KeepRule::parse_with_home("newset", Some(home)).unwrap_err();
    assert_eq!(
        error,
        RuleError::Unknown {
            word: "newset".into(),
            suggestion: Some("newest".into())
        }
    );
    assert!(
        error.to_string().contains("did you mean 'newest'?"),
        "{error}"
    );
}

#[test]
fn a_bad_rule_is_refused_with_why() {
    let home = Path::new("/home/ann");
    let read = |text: &str| KeepRule::parse_with_home(text, Some(home));
    assert_eq!(read(""), Err(RuleError::Empty));
    assert_eq!(read(" , "), Err(RuleError::Empty));
    assert_eq!(
        read("oldest,bigest"),
        Err(RuleError::Unknown {
            word: "bigest".into(),
            suggestion: None
        })
    );
    assert_eq!(read("under:"), Err(RuleError::Missing("under:".into())));
    assert_eq!(
        read("under:Photos"),
        Err(RuleError::Relative("Photos".into()))
    );
    assert!(matches!(
        read("under:~/a[b"),
        Err(RuleError::BadGlob { .. })
    ));
    assert_eq!(
        KeepRule::parse_with_home("under:~/Photos", None),
        Err(RuleError::NoHome)
    );
}

#[test]
fn an_empty_group_and_one_with_every_copy_in_the_trash_are_left_alone() {
    let dir = TempDir::new().unwrap();
    let files = vec![
        file(
            dir.path(),
            "$RECYCLE.BIN/S-1-5-21-1/$R1.jpg",
            5,
            at(1_500_000_000),
        ),
        file(
            dir.path(),
            "home/other/.local/share/Trash/files/a.jpg",
            5,
            at(1_600_000_000),
        ),
    ];
    for text in ["first", "newest", "oldest", "largest", "shortest-path"] {
        let decision = decide_files(&rule(text, dir.path()), &exact(files.clone()), &[]);
        assert_eq!(
            decision,
            Decision::LeftAlone(Undecided::AllInTrash),
            "{text}"
        );
    }
}

#[test]
fn no_rule_keeps_the_copy_in_a_recycle_bin_over_the_live_photo() {
    // The photo deleted on Windows sorts first (`$`), is the oldest (Windows keeps the
    // modified time), the largest and on the shortest path: every rule would keep it.
    let usb = TempDir::new().unwrap();
    let recycled = file(
        usb.path(),
        "$RECYCLE.BIN/S-1-5-21-1/$R1.jpg",
        40,
        at(1_500_000_000),
    );
    let live = file(
        usb.path(),
        "DCIM/Camera/2023/photo-0001.jpg",
        30,
        at(1_600_000_000),
    );
    let group = exact(vec![recycled, live]);
    for text in [
        "first",
        "newest",
        "oldest",
        "largest",
        "shortest-path",
        "under:~",
    ] {
        assert_eq!(
            decide_files(&rule(text, usb.path()), &group, &[]),
            Decision::Marks(vec![Keep, Keep]),
            "{text}: the photo is kept, the recycled copy left where it is"
        );
    }
}

#[test]
fn the_keeper_is_chosen_among_the_files_outside_the_trash() {
    let dir = TempDir::new().unwrap();
    let group = exact(vec![
        file(dir.path(), ".Trash-1000/files/a.txt", 50, at(1_400_000_000)),
        file(dir.path(), "b/copy.txt", 20, at(1_600_000_000)),
        file(dir.path(), "a/copy.txt", 10, at(1_500_000_000)),
        file(dir.path(), ".Trashes/501/a.txt", 60, at(1_700_000_000)),
    ]);
    let marks = |text: &str| decide_files(&rule(text, dir.path()), &group, &[]);
    let marked = |marks: [Mark; 4]| Decision::Marks(marks.to_vec());
    assert_eq!(marks("first"), marked([Keep, Keep, Trash, Keep]));
    assert_eq!(marks("newest"), marked([Keep, Keep, Trash, Keep]));
    assert_eq!(marks("oldest"), marked([Keep, Trash, Keep, Keep]));
    assert_eq!(marks("largest"), marked([Keep, Keep, Trash, Keep]));
    // Inside a folder that holds only trash: no copy there outside the trash, so a strict
    // rule leaves the group alone, and any other keeps the first by path outside it.
    assert!(matches!(
        marks("under:~/.Trash-1000,strict"),
        Decision::LeftAlone(Undecided::NoneMatch(_))
    ));
    assert_eq!(
        marks("under:~/.Trash-1000"),
        marked([Keep, Trash, Keep, Keep])
    );
}

fn image(width: u32, height: u32, format: &str, taken: Option<&str>) -> ImageInfo {
    ImageInfo {
        width,
        height,
        format: format.to_string(),
        taken: taken.map(str::to_string),
        camera: None,
    }
}

#[test]
fn the_image_criteria_keep_the_highest_resolution_the_first_taken_or_a_format() {
    let dir = TempDir::new().unwrap();
    let group = images(
        three(dir.path()),
        vec![
            image(800, 600, "jpeg", Some("2021-03-01 10:00:00")),
            image(4000, 3000, "png", None),
            image(4000, 3000, "webp", Some("2019-12-31 23:59:59")),
        ],
    );
    let keep = |text: &str| kept(decide_files(&rule(text, dir.path()), &group, &[]));
    // The two largest in pixels tie: the first by path is kept, or the larger file when
    // asked; a strict rule leaves the tie alone.
    assert_eq!(keep("highest-resolution"), Ok(1));
    assert_eq!(keep("highest-resolution,strict"), Err(Undecided::Tie));
    assert_eq!(keep("highest-resolution,largest"), Ok(1));
    assert_eq!(keep("first-taken"), Ok(2));
    assert_eq!(keep("format:png"), Ok(1));
    assert_eq!(keep("format:JPG"), Ok(0));
    assert!(matches!(
        keep("format:gif"),
        Err(Undecided::NoneMatch(Criterion::Format(_)))
    ));
    // The formats beyond the `image` crate's, by the names reports give them.
    let newer = images(
        three(dir.path()),
        vec![
            image(4032, 3024, "heic", None),
            image(6000, 4000, "dng", None),
            image(4032, 3024, "jpeg", None),
        ],
    );
    let keep_newer = |text: &str| kept(decide_files(&rule(text, dir.path()), &newer, &[]));
    assert_eq!(keep_newer("format:heic"), Ok(0));
    assert_eq!(keep_newer("format:HEIF"), Ok(0));
    assert_eq!(keep_newer("format:dng"), Ok(1));
    // Undated images tie on the date taken.
    let undated = images(three(dir.path()), vec![image(1, 1, "png", None); 3]);
    assert_eq!(
        kept(decide_files(
            &rule("first-taken,strict", dir.path()),
            &undated,
            &[]
        )),
        Err(Undecided::Tie)
    );
}

#[test]
fn the_image_criteria_never_keep_an_image_in_the_trash() {
    let dir = TempDir::new().unwrap();
    let group = images(
        vec![
            file(
                dir.path(),
                "RECYCLER/S-1-5-21-1/Dc1.jpg",
                900,
                at(1_400_000_000),
            ),
            file(dir.path(), "photos/small.jpg", 100, at(1_600_000_000)),
            file(dir.path(), "photos/smaller.png", 50, at(1_600_000_000)),
        ],
        // The recycled copy is the largest, the first taken and the only JPEG of that size.
        vec![
            image(4000, 3000, "jpeg", Some("2019-01-01 10:00:00")),
            image(800, 600, "jpeg", Some("2020-01-01 10:00:00")),
            image(400, 300, "png", None),
        ],
    );
    for text in [
        "highest-resolution",
        "first-taken",
        "largest",
        "format:jpeg",
    ] {
        assert_eq!(
            decide_files(&rule(text, dir.path()), &group, &[]),
            Decision::Marks(vec![Keep, Keep, Trash]),
            "{text}"
        );
    }
}

#[test]
fn an_image_inside_a_reference_is_kept_whatever_the_rule() {
    let dir = TempDir::new().unwrap();
    let group = images(
        three(dir.path()),
        vec![
            image(800, 600, "jpeg", None),
            image(400, 300, "jpeg", None),
            image(4000, 3000, "jpeg", None),
        ],
    );
    let references = [dir.path().join("first")];
    let decision = decide_files(&rule("highest-resolution", dir.path()), &group, &references);
    assert_eq!(decision, Decision::Marks(vec![Trash, Keep, Keep]));
}

#[test]
fn a_reference_copy_in_the_trash_does_not_decide_for_the_group() {
    let dir = TempDir::new().unwrap();
    let references = [dir.path().join("originals")];
    let mut files = vec![
        file(
            dir.path(),
            "originals/.Trash-1000/files/a.txt",
            5,
            at(1_500_000_000),
        ),
        file(dir.path(), "copies/a.txt", 5, at(1_600_000_000)),
        file(dir.path(), "copies/b.txt", 5, at(1_700_000_000)),
    ];
    let newest = rule("newest", dir.path());
    // Were the trashed reference copy to decide, every live copy would go.
    assert_eq!(
        decide_files(&newest, &exact(files.clone()), &references),
        Decision::Marks(vec![Keep, Trash, Keep])
    );
    // A live reference copy decides as ever; the trashed one is left alone.
    files.push(file(dir.path(), "originals/a.txt", 5, at(1_400_000_000)));
    assert_eq!(
        decide_files(&newest, &exact(files), &references),
        Decision::Marks(vec![Keep, Trash, Trash, Keep])
    );
}

#[test]
fn a_file_whose_other_name_is_in_a_reference_is_a_reference() {
    let dir = TempDir::new().unwrap();
    let mut linked = file(dir.path(), "work/a.txt", 5, at(1_700_000_000));
    linked.aliases = vec![dir.path().join("originals/a.txt")];
    let other = file(dir.path(), "work/b.txt", 5, at(1_600_000_000));
    let references = [dir.path().join("originals")];
    // "oldest" would keep b and trash a, whose other name is the reference's file.
    assert_eq!(
        decide_files(
            &rule("oldest", dir.path()),
            &exact(vec![linked, other]),
            &references
        ),
        Decision::Marks(vec![Keep, Trash])
    );
}

#[test]
fn no_folder_in_the_trash_is_the_folder_kept() {
    let dir = TempDir::new().unwrap();
    let folder = |relative: &str| FolderRecord {
        path: dir.path().join(relative),
        files: 3,
        bytes: 300,
    };
    let folders = [
        folder("$RECYCLE.BIN/S-1-5-21-1/$R0A1B2C"),
        folder("Pictures/Holidays"),
        folder("Backup/Holidays"),
    ];
    let modified = [at(1_400_000_000), at(1_600_000_000), at(1_500_000_000)];
    let decide = |text: &str, folders: &[FolderRecord]| {
        decide_folders(&rule(text, dir.path()), folders, &modified, &[])
    };
    assert_eq!(
        decide("oldest", &folders),
        Decision::Marks(vec![Keep, Trash, Keep])
    );
    assert_eq!(
        decide("first", &folders),
        Decision::Marks(vec![Keep, Keep, Trash])
    );
    assert_eq!(
        decide("under:~/Pictures", &folders),
        Decision::Marks(vec![Keep, Keep, Trash])
    );
    assert_eq!(
        decide("first", &folders[..1]),
        Decision::LeftAlone(Undecided::AllInTrash)
    );
}

fn report(groups: Vec<Group>) -> Report {
    Report {
        roots: Vec::new(),
        references: Vec::new(),
        against: Vec::new(),
        bar: Bar::default(),
        groups,
        folders: Vec::new(),
        only_here: Vec::new(),
        skipped: Vec::new(),
        stats: Stats::default(),
        cancelled: false,
        notices: Vec::new(),
    }
}

#[test]
fn a_preview_counts_what_the_rule_decides_and_leaves_alone_and_why() {
    let home = TempDir::new().unwrap();
    let h = home.path();
    let same = at(1_600_000_000);
    let report = report(vec![
        // Decided: the Photos copy stays, the Downloads one goes (100 bytes).
        exact(vec![
            file(h, "Downloads/a.jpg", 100, at(1_500_000_000)),
            file(h, "Photos/a.jpg", 100, same),
        ]),
        // No copy under Photos.
        exact(vec![
            file(h, "Downloads/b.jpg", 7, same),
            file(h, "Desktop/b.jpg", 7, same),
        ]),
        // Two copies under Photos of the same time: a tie.
        exact(vec![
            file(h, "Photos/c.jpg", 9, same),
            file(h, "Photos/old/c.jpg", 9, same),
            file(h, "Downloads/c.jpg", 9, same),
        ]),
        // Decided: two copies go (2 × 3 bytes).
        exact(vec![
            file(h, "Photos/d.jpg", 3, at(1_400_000_000)),
            file(h, "Downloads/d.jpg", 3, same),
            file(h, "Desktop/d.jpg", 3, same),
        ]),
    ]);
    let groups: Vec<GroupRef> = (0..4).map(GroupRef::Files).collect();
    let preview_of = |text: &str| {
        let outcome = decide_groups(&rule(text, h), &report, &groups, &|_| {
            SystemTime::UNIX_EPOCH
        });
        RulePreview::of(&outcome, &report)
    };
    let strict = preview_of("under:~/Photos,oldest,strict");
    assert_eq!(strict.groups, 4);
    assert_eq!(strict.decided, 2);
    assert_eq!(strict.files_to_trash, 3);
    assert_eq!(strict.bytes_to_free, 106);
    assert_eq!(strict.left_alone.len(), 2);
    assert!(strict.left_alone.contains(&(Undecided::Tie, 1)));
    assert!(
        strict
            .left_alone
            .iter()
            .any(|(why, n)| matches!(why, Undecided::NoneMatch(Criterion::Under(_))) && *n == 1)
    );
    assert!(strict.fallbacks.is_empty());
    assert_eq!(strict.examples[0].kept, [h.join("Photos/a.jpg")]);
    assert_eq!(strict.examples[0].trashed, [h.join("Downloads/a.jpg")]);

    // Not strict, it decides all four, and says how it decided the two it went past the
    // criteria for: the group with no copy under Photos passed on (then kept the first by
    // path: Desktop/b.jpg), and the tie kept Photos/c.jpg, the first by path.
    let chained = preview_of("under:~/Photos,oldest");
    assert_eq!((chained.groups, chained.decided), (4, 4));
    assert!(chained.left_alone.is_empty());
    assert_eq!(chained.files_to_trash, 3 + 1 + 2);
    assert_eq!(chained.bytes_to_free, 106 + 7 + 18);
    assert_eq!(chained.fallbacks.len(), 2);
    assert!(chained.fallbacks.contains(&(Fallback::FirstByPath, 1)));
    assert!(
        chained
            .fallbacks
            .iter()
            .any(|(how, n)| matches!(how, Fallback::PassedOn(Criterion::Under(_))) && *n == 1)
    );
    assert_eq!(chained.examples[1].kept, [h.join("Desktop/b.jpg")]);
    assert_eq!(chained.examples[2].kept, [h.join("Photos/c.jpg")]);
}

/// The one near group of a scan of `root` (with the fingerprint cache in `cache`, if any).
fn scanned_near_group(root: &Path, cache: Option<&Path>) -> Group {
    let options = crate::support::cached_options(root, cache);
    let report =
        doppel_engine::scan(&options, &doppel_engine::CancelToken::new(), &|_| {}).unwrap();
    let near: Vec<Group> = report
        .groups
        .into_iter()
        .filter(|g| matches!(g, Group::Near(_)))
        .collect();
    assert_eq!(near.len(), 1, "{near:#?}");
    near.into_iter().next().unwrap()
}

#[test]
fn a_rule_never_trashes_a_version_that_holds_all_of_the_one_it_keeps_and_more() {
    use crate::support::near::distinct_words;
    use doppel_engine::actions::rules::More;
    let dir = TempDir::new().unwrap();
    let cache = TempDir::new().unwrap();
    let root = dir.path().join("docs");
    let now = SystemTime::now();
    // The older version holds every word of the newer one, and 30 more in the middle.
    let fuller = format!(
        "{}\n{}\n{}",
        distinct_words(0, 500),
        distinct_words(9000, 30),
        distinct_words(500, 500)
    );
    let older = write(&root, "report-v1.txt", fuller.as_bytes());
    let newer = write(&root, "report-v2.txt", distinct_words(0, 1000).as_bytes());
    set_modified(&older, now - Duration::from_secs(7200));
    set_modified(&newer, now - Duration::from_secs(3600));
    let expected = Undecided::HoldsAllOf {
        fuller: older.canonicalize().unwrap(),
        kept: newer.canonicalize().unwrap(),
        more: More::Words(30),
    };
    let group = scanned_near_group(&root, Some(&cache.path().join("cache.sqlite3")));
    let keep = |group: &Group, text: &str| kept(decide_files(&rule(text, dir.path()), group, &[]));
    assert_eq!(keep(&group, "newest"), Err(expected.clone()));
    assert_eq!(
        expected.to_string(),
        "report-v1.txt holds all of report-v2.txt and 30 words more"
    );
    assert_eq!(
        keep(&group, "largest"),
        Ok(0),
        "the fuller one kept: the other goes"
    );
    assert_eq!(keep(&group, "oldest"), Ok(0));

    // Scanned again with the pair's similarity from the cache (a new file makes the scan
    // group anew rather than hand back the last report): the sets are read again.
    write(&root, "other.bin", b"not a document at all");
    let again = scanned_near_group(&root, Some(&cache.path().join("cache.sqlite3")));
    assert_eq!(keep(&again, "newest"), Err(expected));

    // One word changed is no addition: the older version goes as the rule says.
    std::fs::write(
        &older,
        distinct_words(0, 1000).replacen("word500", "changed", 1),
    )
    .unwrap();
    set_modified(&older, now - Duration::from_secs(7200));
    let changed = scanned_near_group(&root, None);
    assert_eq!(keep(&changed, "newest"), Ok(1));
}
