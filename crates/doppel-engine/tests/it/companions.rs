//! Companion files are one photo: a RAW beside its JPEG, a Live Photo's still and video,
//! editing sidecars. The scan finds them beside a group's files, a cleanup moves them to
//! the trash with the file in one journaled action (and a restore brings them back with
//! it), a companion not as the scan saw it keeps the whole photo where it is, one a group
//! keeps is never trashed, a hard link leaves them alone, and a keep rule never splits a
//! RAW from its JPEG. Each test fails without the guard it names.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use crate::support::cleanup::{SCANNED_AT, Sandbox, record};
use crate::support::{set_modified, write};
use doppel_engine::actions::rules::{
    GroupRef, RulePreview, Undecided, decide_files, decide_groups,
};
use doppel_engine::actions::{
    Criterion, Decision, KeepRule, Mark, PlannedGroup, Reason, Reclaim, SinceScan, Which, plan,
    plan_for_report, planned_groups,
};
use doppel_engine::report::{Companion, FileRecord, Group, ImageGroup, ImageInfo, Report};
use doppel_engine::{CancelToken, ScanOptions, scan};

use Mark::{Keep, Trash};

/// A photo's JPEG, written with its RAW and sidecar beside it in `folder`, all modified
/// at [`SCANNED_AT`].
fn photo_with_raw(sandbox: &Sandbox, folder: &str) -> [PathBuf; 3] {
    let at = UNIX_EPOCH + Duration::from_secs(SCANNED_AT);
    let files = [
        ("IMG_0001.JPG", &b"the jpeg's bytes"[..]),
        ("IMG_0001.CR2", &b"the raw's bytes, larger"[..]),
        ("IMG_0001.xmp", &b"<x:xmpmeta/>"[..]),
    ];
    files.map(|(name, content)| {
        let path = write(&sandbox.root, &format!("{folder}/{name}"), content);
        set_modified(&path, at);
        path
    })
}

/// The backup's copy of the photo, whole (its RAW and sidecar beside it), recorded with
/// its companions as a scan would.
fn whole_backup(sandbox: &Sandbox) -> FileRecord {
    let [jpeg, raw, sidecar] = photo_with_raw(sandbox, "backup");
    with_companions(record(&jpeg), &[&raw, &sidecar])
}

fn scanned(root: &Path) -> Report {
    let mut options = ScanOptions::new(vec![root.to_path_buf()]);
    options.exact_only = true;
    scan(&options, &CancelToken::new(), &|_| {}).unwrap()
}

/// The exact group of `report` holding `path`, its files as the report lists them.
fn group_of(report: &Report, path: &Path) -> Vec<FileRecord> {
    report
        .groups
        .iter()
        .find(|g| g.files().iter().any(|f| f.path == path))
        .unwrap()
        .files()
        .to_vec()
}

fn companion(path: &Path) -> Companion {
    let metadata = fs::metadata(path).unwrap();
    Companion {
        path: path.to_path_buf(),
        size: metadata.len(),
        modified: metadata.modified().unwrap(),
    }
}

fn with_companions(mut file: FileRecord, companions: &[&Path]) -> FileRecord {
    file.companions = companions.iter().map(|p| companion(p)).collect();
    file
}

/// Finding: trashing a duplicate JPEG left its RAW and its sidecar behind, orphaned, and an
/// undo had nothing of them to bring back. Guard: the scan records the companions beside
/// the JPEG, the cleanup moves them with it under the journal, and a restore puts all three
/// back.
#[test]
fn a_photo_goes_to_the_trash_with_its_raw_and_sidecar_and_comes_back_with_them() {
    let sandbox = Sandbox::new();
    let [jpeg, raw, sidecar] = photo_with_raw(&sandbox, "card");
    // The backup holds the whole photo: the RAW and the sidecar live on there.
    let [copy, ..] = photo_with_raw(&sandbox, "backup");
    let report = scanned(&sandbox.root);

    let files = group_of(&report, &jpeg);
    let listed: Vec<&Path> = files[1]
        .companions
        .iter()
        .map(|c| c.path.as_path())
        .collect();
    assert_eq!(files[1].path, jpeg);
    assert_eq!(listed, [raw.as_path(), sidecar.as_path()]);
    assert_eq!(files[0].companions.len(), 2, "{:?}", files[0]);

    // Keep the backup's copy, trash the card's.
    let cleanup = plan(&[PlannedGroup::exact(files, &[Keep, Trash])], &[], &[]);
    assert_eq!(
        (cleanup.files_to_trash(), cleanup.companions_to_trash()),
        (1, 2)
    );
    let outcome = sandbox.clean(&cleanup);
    assert!(outcome.failed.is_empty(), "{:?}", outcome.failed);
    let moved: Vec<(&Path, Option<&Path>)> = outcome
        .trashed
        .iter()
        .map(|t| (t.path.as_path(), t.companion_of.as_deref()))
        .collect();
    assert_eq!(
        moved,
        [
            (jpeg.as_path(), None),
            (raw.as_path(), Some(jpeg.as_path())),
            (sidecar.as_path(), Some(jpeg.as_path())),
        ]
    );
    for gone in [&jpeg, &raw, &sidecar] {
        assert!(!gone.exists(), "{} is still in place", gone.display());
    }
    assert!(sandbox.in_trash("IMG_0001.xmp").exists());
    assert!(copy.exists());

    let restored = sandbox.restore(Which::Last);
    assert!(restored.failed.is_empty(), "{:?}", restored.failed);
    assert_eq!(restored.restored.len(), 3, "{:?}", restored.restored);
    assert_eq!(fs::read(&raw).unwrap(), b"the raw's bytes, larger");
    assert_eq!(fs::read(&sidecar).unwrap(), b"<x:xmpmeta/>");
    assert_eq!(fs::read(&jpeg).unwrap(), b"the jpeg's bytes");
}

/// Finding: a sidecar edited after the scan went to the trash with the photo, though no one
/// had looked at it as it now is. Guard: a companion not as the scan saw it refuses the
/// whole photo, with the companion and what changed; nothing of it moves.
#[test]
fn a_companion_changed_since_the_scan_keeps_the_whole_photo_in_place() {
    let sandbox = Sandbox::new();
    let [jpeg, raw, sidecar] = photo_with_raw(&sandbox, "card");
    let kept = whole_backup(&sandbox);
    let copy = with_companions(record(&jpeg), &[&raw, &sidecar]);
    fs::write(&sidecar, b"<x:xmpmeta>edited since</x:xmpmeta>").unwrap();

    let outcome = sandbox.clean_groups(&[PlannedGroup::exact(vec![kept, copy], &[Keep, Trash])]);
    assert!(outcome.trashed.is_empty(), "{:?}", outcome.trashed);
    assert_eq!(outcome.failed.len(), 1);
    assert_eq!(outcome.failed[0].path, jpeg);
    match &outcome.failed[0].reason {
        Reason::CompanionNotAsScanned { companion, why } => {
            assert_eq!(companion, &sidecar);
            assert!(
                matches!(**why, Reason::ChangedSinceScan(SinceScan::Size { .. })),
                "{why:?}"
            );
        }
        other => panic!("refused for {other:?}"),
    }
    for stays in [&jpeg, &raw, &sidecar] {
        assert!(stays.exists(), "{} moved", stays.display());
    }
}

/// Finding: a companion that vanished between the check and its turn (moved by another
/// program) left the photo's JPEG in the trash and its RAW in place, split. Guard: the
/// first companion that cannot follow puts the file and the companions before it back, and
/// the file is refused with why; the journal closes every record, so a restore finds
/// nothing of it to do.
#[test]
fn a_companion_that_cannot_follow_puts_the_photo_back_whole() {
    let sandbox = Sandbox::new();
    let first_kept = sandbox.file("backup/first.bin", b"some other duplicate");
    let first = sandbox.file("card/first.bin", b"some other duplicate");
    let [jpeg, raw, sidecar] = photo_with_raw(&sandbox, "card");
    let kept = whole_backup(&sandbox);
    let copy = with_companions(record(&jpeg), &[&raw, &sidecar]);
    let groups = [
        PlannedGroup::exact(vec![first_kept, first.clone()], &[Keep, Trash]),
        PlannedGroup::exact(vec![kept, copy], &[Keep, Trash]),
    ];
    let cleanup = plan(&groups, &[], &[]);
    // The first item acts alone; before the photo's turn, its sidecar is edited.
    let edited = std::cell::Cell::new(false);
    let outcome = sandbox.clean_as(&cleanup, Reclaim::Trash, &|done, _| {
        if done == 1 && !edited.get() {
            fs::write(&sidecar, b"<x:xmpmeta>saved by the editor</x:xmpmeta>").unwrap();
            edited.set(true);
        }
    });
    assert!(edited.get());
    let trashed: Vec<&Path> = outcome.trashed.iter().map(|t| t.path.as_path()).collect();
    assert_eq!(trashed, [first.path.as_path()]);
    assert_eq!(outcome.failed.len(), 1, "{:?}", outcome.failed);
    match &outcome.failed[0].reason {
        Reason::CompanionNotMoved {
            companion,
            why,
            put_back,
        } => {
            assert_eq!(companion, &sidecar);
            assert_eq!(**why, Reason::ChangedAfterCheck);
            assert_eq!(put_back, &Ok(()));
        }
        other => panic!("refused for {other:?}"),
    }
    assert_eq!(fs::read(&jpeg).unwrap(), b"the jpeg's bytes");
    assert_eq!(fs::read(&raw).unwrap(), b"the raw's bytes, larger");
    assert!(sidecar.exists());
    // Only the first file waits in the trash; the photo's records are closed.
    let restored = sandbox.restore(Which::Last);
    assert_eq!(restored.restored, std::slice::from_ref(&first.path));
    assert!(restored.failed.is_empty(), "{:?}", restored.failed);
}

/// Finding: a RAW that is the copy its own exact group keeps went to the trash as the
/// companion of a JPEG trashed in another group; once that was fixed, the RAW stayed but
/// its sidecar, shared with the JPEG and found nowhere else, still went (issue 39, finding
/// 2). Guard: a companion that any group keeps stays ([`Reason::CompanionKept`]), and so
/// does a companion of a group's file that stays ([`Reason::CompanionStays`]); the JPEG
/// goes without them.
#[test]
fn a_companion_a_group_keeps_is_never_trashed() {
    let sandbox = Sandbox::new();
    let [jpeg, raw, sidecar] = photo_with_raw(&sandbox, "card");
    let kept_jpeg = sandbox.file("backup/IMG_0001.JPG", b"the jpeg's bytes");
    let other_raw = sandbox.file("backup/IMG_0001.CR2", b"the raw's bytes, larger");
    let copy = with_companions(record(&jpeg), &[&raw, &sidecar]);
    let groups = [
        PlannedGroup::exact(vec![kept_jpeg, copy], &[Keep, Trash]),
        // The card's RAW is the one its group keeps.
        PlannedGroup::exact(
            vec![other_raw, with_companions(record(&raw), &[&jpeg, &sidecar])],
            &[Trash, Keep],
        ),
    ];
    let cleanup = plan(&groups, &[], &[]);
    let reason_of = |path: &Path| {
        let refusal = cleanup.refused().iter().find(|r| r.path == path);
        refusal.map(|r| r.reason.clone())
    };
    assert_eq!(
        reason_of(&raw),
        Some(Reason::CompanionKept {
            photo: jpeg.clone()
        })
    );
    assert_eq!(
        reason_of(&sidecar),
        Some(Reason::CompanionStays {
            photo: jpeg.clone(),
            with: raw.clone()
        })
    );
    let outcome = sandbox.clean(&cleanup);
    assert!(outcome.failed.is_empty(), "{:?}", outcome.failed);
    assert!(raw.exists(), "the kept RAW was trashed");
    assert!(!jpeg.exists());
    assert!(sidecar.exists(), "the RAW's sidecar went with the JPEG");
}

/// Finding: replacing a JPEG by a hard link to its kept copy also trashed its sidecar,
/// though the photo is still there under its name. Guard: a hard link acts on the group's
/// file alone; its companions keep their places.
#[test]
fn a_hard_link_leaves_the_companions_in_place() {
    let sandbox = Sandbox::new();
    let [jpeg, raw, sidecar] = photo_with_raw(&sandbox, "card");
    let kept = whole_backup(&sandbox);
    let copy = with_companions(record(&jpeg), &[&raw, &sidecar]);
    let cleanup = plan(
        &[PlannedGroup::exact(vec![kept, copy], &[Keep, Trash])],
        &[],
        &[],
    );
    let reclaim = Reclaim::HardLink {
        allow_owner_change: false,
    };
    let outcome = sandbox.clean_as(&cleanup, reclaim, &|_, _| {});
    assert_eq!(outcome.trashed.len(), 1, "{:?}", outcome.failed);
    assert!(outcome.trashed[0].linked_to().is_some());
    assert!(jpeg.exists() && raw.exists() && sidecar.exists());
}

fn image(format: &str) -> ImageInfo {
    ImageInfo {
        width: 4000,
        height: 3000,
        format: format.to_string(),
        taken: None,
        camera: None,
    }
}

/// Finding: with a RAW and its JPEG both members of one group of similar images, a rule
/// kept the RAW and marked its own JPEG for the trash as a duplicate of it. Guard: a rule
/// keeps a kept file's companions in its group too.
#[test]
fn a_rule_never_splits_a_raw_from_its_jpeg() {
    let at = SystemTime::UNIX_EPOCH + Duration::from_secs(SCANNED_AT);
    let file = |path: &str, companions: &[&str]| FileRecord {
        path: PathBuf::from(path),
        size: 10,
        modified: at,
        aliases: Vec::new(),
        companions: companions
            .iter()
            .map(|p| Companion {
                path: PathBuf::from(p),
                size: 10,
                modified: at,
            })
            .collect(),
    };
    let group = Group::Image(ImageGroup {
        files: vec![
            file("/photos/IMG_1.CR2", &["/photos/IMG_1.JPG"]),
            file("/photos/IMG_1.JPG", &["/photos/IMG_1.CR2"]),
            file("/phone/IMG_1.JPG", &[]),
        ],
        reference: 0,
        distances: vec![0, 1, 2],
        images: vec![image("tiff"), image("jpeg"), image("jpeg")],
    });
    let rule = KeepRule::only(Criterion::First);
    assert_eq!(
        decide_files(&rule, &group, &[]),
        Decision::Marks(vec![Keep, Keep, Trash])
    );
    // Keeping the phone's copy trashes the pair whole.
    let phone = KeepRule::parse("under:/phone").unwrap();
    assert_eq!(
        decide_files(&phone, &group, &[]),
        Decision::Marks(vec![Trash, Trash, Keep])
    );
}

/// Finding: in an exact group of JPEGs, `first` kept a copy with nothing beside it and
/// trashed the one with its RAW. Guard: `with-companions` (what the app's presets put
/// first) prefers the copy with its RAW beside it, and ties when no copy has companions.
#[test]
fn with_companions_keeps_the_copy_with_its_raw_beside_it() {
    let sandbox = Sandbox::new();
    let [jpeg, _, _] = photo_with_raw(&sandbox, "card");
    write(&sandbox.root, "a-backup/IMG_0001.JPG", b"the jpeg's bytes");
    let report = scanned(&sandbox.root);
    let group = report
        .groups
        .iter()
        .find(|g| g.files().iter().any(|f| f.path == jpeg))
        .unwrap();
    let rule = KeepRule::parse("with-companions,first").unwrap();
    assert_eq!(
        rule.criteria(),
        [Criterion::WithCompanions, Criterion::First]
    );
    // The backup sorts first; the card's copy, with its RAW, is kept.
    assert_eq!(group.files()[1].path, jpeg);
    assert_eq!(
        decide_files(&rule, group, &[]),
        Decision::Marks(vec![Trash, Keep])
    );
    // Without companions on either side, the criterion leaves the tie to the next one.
    let mut bare = group.clone();
    if let Group::Exact(exact) = &mut bare {
        exact.files.iter_mut().for_each(|f| f.companions.clear());
    }
    assert_eq!(
        decide_files(&rule, &bare, &[]),
        Decision::Marks(vec![Keep, Trash])
    );
}

/// A photo's JPEG in `folder` with its RAW and sidecar, as [`photo_with_raw`], and a copy
/// of the JPEG alone in `backup`; scanned with `adjust` made to the options.
fn jpeg_copied_alone(sandbox: &Sandbox, adjust: impl FnOnce(&mut ScanOptions)) -> Report {
    photo_with_raw(sandbox, "card");
    write(&sandbox.root, "backup/IMG_0001.JPG", b"the jpeg's bytes");
    let mut options = ScanOptions::new(vec![sandbox.root.clone()]);
    options.exact_only = true;
    adjust(&mut options);
    scan(&options, &CancelToken::new(), &|_| {}).unwrap()
}

fn reason_of(cleanup: &doppel_engine::actions::CleanupPlan, path: &Path) -> Option<Reason> {
    let refusal = cleanup.refused().iter().find(|r| r.path == path);
    refusal.map(|r| r.reason.clone())
}

/// Finding (issue 39, 2): a JPEG whose copy is kept in another folder took the only RAW
/// and the only sidecar to the trash with it. Guard: a companion goes only where a copy of
/// it stands beside a kept copy; otherwise the JPEG is no duplicate of the whole photo and
/// stays, with everything beside it ([`Reason::CompanionOnlyCopy`]).
#[test]
fn a_photo_whose_raw_is_found_nowhere_else_stays_whole() {
    let sandbox = Sandbox::new();
    let report = jpeg_copied_alone(&sandbox, |_| {});
    let jpeg = sandbox.root.join("card/IMG_0001.JPG");
    let raw = sandbox.root.join("card/IMG_0001.CR2");
    let files = group_of(&report, &jpeg);
    assert_eq!(files[1].path, jpeg);
    let cleanup = plan(&[PlannedGroup::exact(files, &[Keep, Trash])], &[], &[]);
    assert_eq!(
        reason_of(&cleanup, &jpeg),
        Some(Reason::CompanionOnlyCopy { companion: raw })
    );
    assert_eq!(cleanup.files_to_trash(), 0);
    let outcome = sandbox.clean(&cleanup);
    assert!(outcome.trashed.is_empty(), "{:?}", outcome.trashed);
    for name in ["IMG_0001.JPG", "IMG_0001.CR2", "IMG_0001.xmp"] {
        assert!(
            sandbox.root.join("card").join(name).exists(),
            "{name} moved"
        );
    }
}

/// Finding (issue 39, 2): a Live Photo's video shared by a JPEG and a HEIC dragged the
/// HEIC, found nowhere else, to the trash with the JPEG. Guard: the HEIC has no copy
/// beside the kept JPEG, so the JPEG stays with its video and its HEIC.
#[test]
fn a_live_photo_video_never_drags_a_unique_heic_along() {
    let sandbox = Sandbox::new();
    let jpeg = sandbox.file("card/IMG_7.JPG", b"the still as a jpeg").path;
    let heic = sandbox.file("card/IMG_7.HEIC", b"the still as a heic").path;
    let video = sandbox
        .file("card/IMG_7.MOV", b"the live photo's video")
        .path;
    let kept = sandbox
        .file("backup/IMG_7.JPG", b"the still as a jpeg")
        .path;
    let kept_video = sandbox
        .file("backup/IMG_7.MOV", b"the live photo's video")
        .path;
    let groups = [PlannedGroup::exact(
        vec![
            with_companions(record(&kept), &[&kept_video]),
            with_companions(record(&jpeg), &[&heic, &video]),
        ],
        &[Keep, Trash],
    )];
    let cleanup = plan(&groups, &[], &[]);
    assert_eq!(
        reason_of(&cleanup, &jpeg),
        Some(Reason::CompanionOnlyCopy {
            companion: heic.clone()
        })
    );
    let outcome = sandbox.clean(&cleanup);
    assert!(outcome.trashed.is_empty(), "{:?}", outcome.trashed);
    assert!(jpeg.exists() && heic.exists() && video.exists());
}

/// Finding (issue 39, 2): a companion's bytes "living on" beside the kept copy was taken
/// on trust. Guard: just before the photo moves, the copy beside the kept JPEG is compared
/// with the companion byte for byte; one of the same size but other bytes keeps the whole
/// photo in place ([`Reason::CompanionOnlyCopy`]).
#[test]
fn a_companion_whose_copy_beside_the_kept_one_differs_keeps_the_photo_in_place() {
    let sandbox = Sandbox::new();
    let [jpeg, raw, sidecar] = photo_with_raw(&sandbox, "card");
    let kept = whole_backup(&sandbox);
    let backup_raw = sandbox.root.join("backup/IMG_0001.CR2");
    let copy = with_companions(record(&jpeg), &[&raw, &sidecar]);
    let cleanup = plan(
        &[PlannedGroup::exact(vec![kept, copy], &[Keep, Trash])],
        &[],
        &[],
    );
    assert_eq!(cleanup.companions_to_trash(), 2);
    // Since the plan, the backup's RAW was overwritten with other bytes of the same size.
    fs::write(&backup_raw, b"THE RAW'S BYTES, LARGER").unwrap();
    let outcome = sandbox.clean(&cleanup);
    assert!(outcome.trashed.is_empty(), "{:?}", outcome.trashed);
    assert_eq!(outcome.failed.len(), 1, "{:?}", outcome.failed);
    assert_eq!(
        outcome.failed[0].reason,
        Reason::CompanionOnlyCopy {
            companion: raw.clone()
        }
    );
    assert!(jpeg.exists() && raw.exists() && sidecar.exists());
}

/// Finding (issue 39, 2): a rule kept a bare copy of a JPEG and trashed the one with the
/// only RAW beside it. Guard: the rule prefers, among the copies it allows, the one beside
/// which every other copy's companions live on; when it allows none (strictly `under:` the
/// bare copy's folder), the group is left alone with [`Undecided::CompanionOnlyHere`], which
/// the preview counts.
#[test]
fn a_rule_keeps_the_copy_with_the_only_raw_or_leaves_the_group_alone() {
    let sandbox = Sandbox::new();
    let report = jpeg_copied_alone(&sandbox, |_| {});
    let jpeg = sandbox.root.join("card/IMG_0001.JPG");
    let group = report
        .groups
        .iter()
        .position(|g| g.files().iter().any(|f| f.path == jpeg))
        .unwrap();
    // The backup sorts first; `first` keeps the card's copy, the one with its RAW.
    let first = KeepRule::only(Criterion::First);
    assert_eq!(
        decide_files(&first, &report.groups[group], &[]),
        Decision::Marks(vec![Trash, Keep])
    );
    let backup = sandbox.root.join("backup");
    // A preference for the backup gives way: its copy would leave the RAW only in the
    // trash, so the card's is kept.
    let prefer = KeepRule::parse(&format!("under:{}", backup.display())).unwrap();
    assert_eq!(
        decide_files(&prefer, &report.groups[group], &[]),
        Decision::Marks(vec![Trash, Keep])
    );
    // Strictly under the backup, no copy it allows keeps every companion: left alone.
    let under = KeepRule::parse(&format!("under:{},strict", backup.display())).unwrap();
    let why = Undecided::CompanionOnlyHere {
        photo: jpeg.clone(),
        companion: sandbox.root.join("card/IMG_0001.CR2"),
    };
    assert_eq!(
        decide_files(&under, &report.groups[group], &[]),
        Decision::LeftAlone(why.clone())
    );
    let outcome = decide_groups(&under, &report, &[GroupRef::Files(group)], &|_| {
        SystemTime::UNIX_EPOCH
    });
    assert_eq!(RulePreview::of(&outcome, &report).left_alone, [(why, 1)]);
}

/// The companions the scan listed for the file at `path` of `report`.
fn listed_companions(report: &Report, path: &Path) -> Vec<PathBuf> {
    let files = group_of(report, path);
    let file = files.iter().find(|f| f.path == path).unwrap();
    file.companions.iter().map(|c| c.path.clone()).collect()
}

/// Finding (issue 39, 3): a RAW the scan was told to exclude still went to the trash as a
/// JPEG's companion. Guard: a companion is listed only when the walk's own filters let it
/// in.
#[test]
fn an_excluded_file_is_no_companion() {
    let sandbox = Sandbox::new();
    let report = jpeg_copied_alone(&sandbox, |options| {
        options.excludes = vec!["*.CR2".to_string()];
    });
    let jpeg = sandbox.root.join("card/IMG_0001.JPG");
    assert_eq!(
        listed_companions(&report, &jpeg),
        [sandbox.root.join("card/IMG_0001.xmp")]
    );
}

/// Finding (issue 39, 3): a sidecar under the scan's smallest size still went as a
/// companion. Guard: the size filter is the walk's.
#[test]
fn a_file_under_the_smallest_size_is_no_companion() {
    let sandbox = Sandbox::new();
    // The JPEG is 16 bytes, the RAW 23, the sidecar 12.
    let report = jpeg_copied_alone(&sandbox, |options| options.min_size = 14);
    let jpeg = sandbox.root.join("card/IMG_0001.JPG");
    assert_eq!(
        listed_companions(&report, &jpeg),
        [sandbox.root.join("card/IMG_0001.CR2")]
    );
}

/// Finding (issue 39, 3): with a JPEG given as a root, the RAW and sidecar in its folder,
/// outside every root, went with it. Guard: a companion must lie under a root.
#[test]
fn a_file_given_as_a_root_has_no_companions_outside_the_roots() {
    let sandbox = Sandbox::new();
    let jpeg = sandbox.root.join("card/IMG_0001.JPG");
    let report = jpeg_copied_alone(&sandbox, |options| {
        options.roots = vec![jpeg.clone(), sandbox.root.join("backup")];
    });
    assert!(listed_companions(&report, &jpeg).is_empty());
}

/// Finding (issue 39, 4): the RAW of a group a rule left alone ("nothing in it moves")
/// went to the trash as the companion of its JPEG, trashed in another group; the same for
/// a group of a kind no rule was given. Guard: every group of the report counts; a member
/// of any of them never moves as a companion ([`Reason::CompanionKept`]).
#[test]
fn a_member_of_a_group_left_alone_never_moves_as_a_companion() {
    let sandbox = Sandbox::new();
    let at = UNIX_EPOCH + Duration::from_secs(SCANNED_AT);
    let [jpeg, raw, _] = photo_with_raw(&sandbox, "card");
    let [kept_jpeg, ..] = photo_with_raw(&sandbox, "backup");
    // The backup's JPEG is the newest of its group; the two RAWs tie, so a strict rule
    // leaves their group alone.
    set_modified(&kept_jpeg, at + Duration::from_secs(60));
    let report = scanned(&sandbox.root);
    let index_of = |path: &Path| {
        let found = report
            .groups
            .iter()
            .position(|g| g.files().iter().any(|f| f.path == path));
        found.unwrap()
    };
    let (jpegs, raws) = (index_of(&jpeg), index_of(&raw));
    let newest = KeepRule::only(Criterion::Newest).strict(true);
    let both = [GroupRef::Files(jpegs), GroupRef::Files(raws)];
    // Left alone by the rule, or not given to it at all.
    for groups in [&both[..], &both[..1]] {
        let outcome = decide_groups(&newest, &report, groups, &|_| SystemTime::UNIX_EPOCH);
        assert_eq!(outcome.decided.len(), 1, "{outcome:?}");
        let (planned, folders) = planned_groups(&report, &outcome);
        let cleanup = plan_for_report(&report, &planned, &folders);
        assert_eq!(
            reason_of(&cleanup, &raw),
            Some(Reason::CompanionKept {
                photo: jpeg.clone()
            })
        );
        // The sidecars are copies of each other, a group of their own too.
        let moving = (cleanup.files_to_trash(), cleanup.companions_to_trash());
        assert_eq!(moving, (1, 0), "only the JPEG goes");
    }
    let outcome = decide_groups(&newest, &report, &both, &|_| SystemTime::UNIX_EPOCH);
    let (planned, folders) = planned_groups(&report, &outcome);
    let cleaned = sandbox.clean(&plan_for_report(&report, &planned, &folders));
    assert!(cleaned.failed.is_empty(), "{:?}", cleaned.failed);
    assert!(!jpeg.exists());
    assert!(raw.exists(), "the RAW of a group left alone moved");
}
