//! The simulation: generated worlds lived through by the real `doppel` binary, with the
//! promise (P1–P4, docs/src/cleanup.md) checked after every cleanup and undo. Each world
//! (`world.rs`) is a tree of exact copies, hard links, photos with companions shared and
//! unique, versions of documents, videos (a clip, a re-encode, an overlap, a playlist),
//! recordings (an excerpt, a re-encode, a tail, a playlist),
//! files with tags (extended attributes), a reference folder (or an `--against` set), a
//! folder outside the scan, names the filters leave out and a user's file given as the
//! ignore list; a way (trash, hard link, clone) and keep rules; the user's edits, saves by
//! rename, deletes and new files before the cleanup and before the undo (and an entry
//! emptied from the trash); and kills at the engine's failpoints (`crate::failpoint`,
//! compiled into the test build only) in the cleanup and in the undo. Worlds on volumes
//! (`volumes.rs`) live in a private mount namespace, on a btrfs volume and a tmpfs, with
//! another volume put at a mount point under the undo; that needs root, so their test is
//! ignored unless asked for (`tests/run` run as root asks). Worlds hold videos and
//! recordings, so the tests fail, naming the package, without ffmpeg (unless
//! `DOPPEL_SIM_WITHOUT=videos,music`).
//! `run.rs` lives through one; `promise.rs` checks it. `benches/simulation_guards.sh` turns
//! each of the engine's guards off in turn (`DOPPEL_GUARDS_OFF`) to show the worlds would
//! find it.
//!
//! A failing world is shrunk by proptest to a small one, printed, and then kept below as a
//! regression test of its own. CI runs a time-boxed share: `DOPPEL_SIM_SECONDS` (60 by
//! default) and `DOPPEL_SIM_VOLUME_SECONDS` (30); `DOPPEL_SIM_CASES` caps the worlds,
//! `DOPPEL_SIM_SEED` picks another sequence (the default is fixed, so CI is repeatable).
//! The long soak is `benches/simulation_soak.sh`.

mod promise;
mod run;
mod volumes;
mod world;

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestError, TestRng, TestRunner};

use crate::support::needs;
use world::{Companion, Folder, Meddle, Name, Options, Spec, World};

fn env_number(name: &str) -> Option<u64> {
    std::env::var(name).ok().and_then(|v| v.parse().ok())
}

/// Lives through generated worlds for the time given, shrinking the first that breaks the
/// promise.
#[test]
fn generated_worlds_keep_the_promise() {
    live_through(world::world(), "DOPPEL_SIM_SECONDS", 60);
}

/// Lives through generated worlds on volumes (a btrfs volume, a tmpfs, volumes swapped at
/// a mount point: `volumes.rs`) for the time given, in a private mount namespace: the test
/// process runs itself again there, as root.
#[test]
#[ignore = "needs root: mounts btrfs and tmpfs volumes (tests/run runs it as root)"]
fn generated_worlds_on_volumes_keep_the_promise() {
    const NAME: &str = "simulation::generated_worlds_on_volumes_keep_the_promise";
    if std::env::var_os(volumes::INSIDE).is_some() {
        if let Err(why) = volumes::Volumes::make() {
            panic!("the volumes could not be made: {why}");
        }
        for (name, world) in kept_worlds_on_volumes() {
            eprintln!("simulation: the kept world on volumes {name}");
            keeps_the_promise(&world);
        }
        live_through(world::world_on_volumes(), "DOPPEL_SIM_VOLUME_SECONDS", 30);
        return;
    }
    needs::require(volumes::can_run());
    let status = std::process::Command::new("unshare")
        .args(["--mount", "--propagation", "private"])
        .arg(std::env::current_exe().unwrap())
        .args([NAME, "--exact", "--include-ignored", "--nocapture"])
        .arg("--test-threads=1")
        .env(volumes::INSIDE, "1")
        .status()
        .expect("unshare runs");
    assert!(status.success(), "the worlds on volumes: {status}");
}

/// Lives through worlds of `strategy` for the seconds `seconds_variable` gives (or
/// `seconds`), shrinking the first that breaks the promise.
fn live_through(
    strategy: impl proptest::strategy::Strategy<Value = World>,
    seconds_variable: &str,
    seconds: u64,
) {
    // Worlds hold videos unless `DOPPEL_SIM_WITHOUT` leaves them out: never silently none.
    if !world::left_out("videos") {
        needs_videos();
    }
    if !world::left_out("music") {
        needs_music();
    }
    let seconds = env_number(seconds_variable).unwrap_or(seconds);
    let cases = env_number("DOPPEL_SIM_CASES").unwrap_or(u64::from(u32::MAX));
    let seed = env_number("DOPPEL_SIM_SEED").unwrap_or(0x0d09_9e15);
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let mut seed_bytes = [0u8; 32];
    seed_bytes[..8].copy_from_slice(&seed.to_le_bytes());
    let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &seed_bytes);
    let config = Config {
        cases: u32::try_from(cases).unwrap_or(u32::MAX),
        max_shrink_iters: 400,
        max_global_rejects: 0,
        failure_persistence: None,
        ..Config::default()
    };
    let mut runner = TestRunner::new_with_rng(config, rng);
    // Once a world has failed, shrinking runs to its end, whatever the time.
    let failed = AtomicBool::new(false);
    let lived = AtomicU64::new(0);
    // The number of the first world that broke the promise (0: none did).
    let first_broken = AtomicU64::new(0);
    let result = runner.run(&strategy, |world| {
        if !failed.load(Ordering::Relaxed) && Instant::now() > deadline {
            // Time is up: a rejection ends the run (no rejection is allowed), and is told
            // apart from a failure below.
            return Err(TestCaseError::reject("the time given is up"));
        }
        lived.fetch_add(1, Ordering::Relaxed);
        match run::live(&world) {
            Ok(()) => Ok(()),
            Err(failure) => {
                if !failed.swap(true, Ordering::Relaxed) {
                    first_broken.store(lived.load(Ordering::Relaxed), Ordering::Relaxed);
                }
                Err(TestCaseError::fail(format!(
                    "after the {}: {}\n{}",
                    failure.step,
                    failure
                        .broken
                        .iter()
                        .map(ToString::to_string)
                        .collect::<Vec<_>>()
                        .join("\n"),
                    failure.said
                )))
            }
        }
    });
    eprintln!(
        "simulation: {} worlds lived through (seed {seed:#x}, {seconds} s); they did: {}",
        lived.load(Ordering::Relaxed),
        run::coverage()
    );
    if failed.load(Ordering::Relaxed) {
        eprintln!(
            "simulation: world {} was the first to break the promise",
            first_broken.load(Ordering::Relaxed)
        );
    }
    match result {
        Ok(()) => {}
        Err(TestError::Abort(_)) if !failed.load(Ordering::Relaxed) => {}
        Err(error) => panic!("{error}"),
    }
}

/// Lives through one kept world, failing with what broke.
fn keeps_the_promise(world: &World) {
    if let Err(failure) = run::live(world) {
        panic!(
            "after the {}: {:#?}\n{}",
            failure.step, failure.broken, failure.said
        );
    }
}

fn spec(folder: Folder, name: Name, content: u8) -> Spec {
    Spec {
        folder,
        name,
        content,
        link_of: None,
        companions: Vec::new(),
        tag: None,
    }
}

const PLAIN: Options = Options {
    hard_link: false,
    clone: false,
    rule: 0,
    reference: false,
    against: false,
    folders: false,
    hidden: false,
    exclude: false,
    min_size: false,
    file_root: false,
    ignore_list: false,
    similar: None,
};

fn quiet(files: Vec<Spec>, options: Options) -> World {
    World {
        files,
        options,
        before_clean: Vec::new(),
        clean_killed_at: None,
        after_clean: Vec::new(),
        restore_killed_at: None,
        on_volumes: false,
    }
}

/// The simplest world: two copies, one trashed, and undone.
#[test]
fn a_copy_trashed_and_undone() {
    keeps_the_promise(&quiet(
        vec![
            spec(Folder::WorkA, Name::Plain(1), 1),
            spec(Folder::WorkB, Name::Plain(1), 1),
        ],
        PLAIN,
    ));
}

/// Finding 1 of round four: after `--as hardlink`, an edit through the copy's name and the
/// kept name deleted; the undo put the user's only current bytes in the trash.
#[test]
fn an_edit_through_a_link_then_the_kept_name_deleted() {
    let mut world = quiet(
        vec![
            spec(Folder::WorkA, Name::Plain(1), 1),
            spec(Folder::WorkB, Name::Plain(1), 1),
        ],
        Options {
            hard_link: true,
            ..PLAIN
        },
    );
    // The files present after the cleanup, by path: work/a/f1.txt (kept), work/b/f1.txt.
    world.after_clean = vec![Meddle::EditInPlace(1), Meddle::Delete(0)];
    keeps_the_promise(&world);
}

/// Finding 2 of round four: a photo whose copy is kept elsewhere took its only RAW along.
#[test]
fn a_photo_whose_copy_is_kept_elsewhere_keeps_its_unique_raw() {
    let mut photo = spec(Folder::WorkB, Name::Photo(1), 1);
    photo.companions = vec![Companion {
        ext: "CR2",
        content: 1,
    }];
    keeps_the_promise(&quiet(
        vec![spec(Folder::WorkA, Name::Photo(1), 1), photo],
        PLAIN,
    ));
}

/// Found by the simulation: a cleanup killed after recording a file, before moving it, and
/// the file then edited in place: the undo called it "not found in the trash" and left its
/// reserved `.trashinfo` behind. It never left (its inode and birth time are at its path):
/// nothing to put back, and the name is given back.
#[test]
fn a_file_recorded_never_moved_then_edited_is_in_place() {
    let mut world = quiet(
        vec![
            spec(Folder::WorkA, Name::Plain(0), 1),
            spec(Folder::WorkA, Name::Plain(1), 1),
        ],
        PLAIN,
    );
    // The failpoints: the first name reserved, then the first batch recorded.
    world.clean_killed_at = Some(2);
    // The files after the cleanup: work/a/f0.txt (kept), work/a/f1.txt (recorded).
    world.after_clean = vec![Meddle::EditInPlace(1)];
    keeps_the_promise(&world);
}

/// Found by the simulation: a cleanup killed after recording a file, before moving it (or
/// linking it), and the file then deleted by the user: the undo kept the item pending
/// (right) but left the `.trashinfo` it had reserved, describing nothing.
#[test]
fn a_file_recorded_never_moved_then_deleted_leaves_no_trashinfo() {
    for hard_link in [false, true] {
        let mut world = quiet(
            vec![
                spec(Folder::WorkA, Name::Plain(0), 1),
                spec(Folder::WorkA, Name::Plain(1), 1),
            ],
            Options { hard_link, ..PLAIN },
        );
        world.clean_killed_at = Some(2);
        world.after_clean = vec![Meddle::Delete(1)];
        keeps_the_promise(&world);
    }
}

/// Found by the simulation (P3): the kept copy has a second name outside the folders
/// scanned; linking copies to it made that outside file editable through their names.
#[test]
fn a_kept_copy_with_a_name_outside_gains_no_names() {
    let mut outside = spec(Folder::Refs, Name::Plain(1), 1);
    outside.link_of = Some(0);
    keeps_the_promise(&quiet(
        vec![
            spec(Folder::WorkA, Name::Plain(1), 1),
            spec(Folder::WorkB, Name::Plain(0), 1),
            outside,
        ],
        Options {
            hard_link: true,
            ..PLAIN
        },
    ));
}

/// Found by the simulation (P3): with `--exclude '*.skip'`, a duplicate folder holding a
/// `.skip` file went to the trash whole, taking the file the scan left out.
#[test]
fn a_folder_holding_a_file_the_filters_left_out_stays() {
    keeps_the_promise(&quiet(
        vec![
            spec(Folder::WorkB, Name::Excluded(0), 1),
            spec(Folder::WorkSub, Name::Plain(0), 2),
            spec(Folder::WorkSub, Name::Excluded(0), 1),
            spec(Folder::WorkB, Name::Photo(0), 2),
        ],
        Options {
            rule: 3,
            folders: true,
            exclude: true,
            ..PLAIN
        },
    ));
}

/// Finding 9 of round four: a version holding all of the one kept and more was trashed for
/// it (`--near first` keeps the base, first by path, over the longer one).
#[test]
fn a_fuller_document_is_never_trashed_for_the_version_it_holds() {
    keeps_the_promise(&quiet(
        vec![
            spec(Folder::WorkA, Name::Doc(0), 0),
            spec(Folder::WorkB, Name::Doc(0), 2),
        ],
        Options {
            similar: Some(0),
            ..PLAIN
        },
    ));
}

/// Fails the test, with the reason, unless ffmpeg is on the `PATH` and made the worlds'
/// videos.
fn needs_videos() {
    needs::require(needs::tools(&[needs::FFMPEG, needs::FFPROBE]));
    assert!(
        world::have_videos(),
        "ffmpeg could not make the worlds' videos (what it said is above)"
    );
}

/// Fails the test, with the reason, unless ffmpeg is on the `PATH` and made the worlds'
/// recordings.
fn needs_music() {
    needs::require(needs::tools(&[needs::FFMPEG]));
    assert!(
        world::have_music(),
        "ffmpeg could not make the worlds' recordings (what it said is above)"
    );
}

/// A recording is never trashed for an excerpt of it kept as the first by path
/// (`--music first`): the excerpt (`m0.flac`, the larger file) holds 8 s of its 20.
#[test]
fn a_recording_is_never_trashed_for_an_excerpt_of_it() {
    needs_music();
    keeps_the_promise(&quiet(
        vec![
            spec(Folder::WorkA, Name::Music(0), 1),
            spec(Folder::WorkA, Name::Music(1), 0),
        ],
        Options {
            similar: Some(0),
            ..PLAIN
        },
    ));
}

/// A playlist named like a recording, naming the recording beside it, is never read, so
/// never grouped with it nor kept for it (`--music newest,first`).
#[test]
fn a_playlist_is_never_kept_for_the_recording_it_names() {
    needs_music();
    keeps_the_promise(&quiet(
        vec![
            spec(Folder::WorkA, Name::Music(0), 0),
            spec(Folder::WorkA, Name::Music(1), 4),
        ],
        Options {
            similar: Some(1),
            ..PLAIN
        },
    ));
}

/// Finding 7 of round four: the long video was trashed for a clip cut from it, kept as
/// the first by path (`--videos first`).
#[test]
fn a_video_is_never_trashed_for_a_clip_of_it() {
    needs_videos();
    keeps_the_promise(&quiet(
        vec![
            spec(Folder::WorkA, Name::Video(0), 1),
            spec(Folder::WorkA, Name::Video(1), 0),
        ],
        Options {
            similar: Some(0),
            ..PLAIN
        },
    ));
}

/// Finding 8 of round four: a playlist naming the video beside it was grouped as the same
/// video, and kept as the newer while the video went to the trash.
#[test]
fn a_playlist_is_never_kept_for_the_video_it_names() {
    needs_videos();
    keeps_the_promise(&quiet(
        vec![
            spec(Folder::WorkA, Name::Video(0), 0),
            spec(Folder::WorkA, Name::Video(1), 4),
        ],
        Options {
            similar: Some(1),
            ..PLAIN
        },
    ));
}

/// The worlds on volumes kept as regression tests, lived through first in the namespace.
fn kept_worlds_on_volumes() -> Vec<(&'static str, World)> {
    let on_volumes = |files: Vec<Spec>, options: Options| World {
        on_volumes: true,
        ..quiet(files, options)
    };
    // Left over from round three: an undo while another volume (the same device) stands
    // at the trash's mount point wrote every item off as gone from the trash; the right
    // volume came back to an undo that had nothing left to do.
    let mut swapped = on_volumes(
        vec![
            spec(Folder::WorkB, Name::Plain(0), 1),
            spec(Folder::WorkB, Name::Plain(1), 1),
        ],
        PLAIN,
    );
    swapped.after_clean = vec![Meddle::SwapVolume(true)];
    let mut other_device = swapped.clone();
    other_device.after_clean = vec![Meddle::SwapVolume(false)];
    // A clone of a copy on btrfs, then the kept copy edited in place: the clone keeps its
    // own bytes, and the undo has nothing to put back.
    let mut cloned = on_volumes(
        vec![
            spec(Folder::WorkA, Name::Plain(0), 1),
            spec(Folder::WorkSub, Name::Plain(0), 1),
        ],
        Options {
            clone: true,
            ..PLAIN
        },
    );
    cloned.after_clean = vec![Meddle::EditInPlace(0)];
    vec![
        ("an undo with the same device at the mount point", swapped),
        (
            "an undo with another device at the mount point",
            other_device,
        ),
        ("a clone, then the kept copy edited", cloned),
    ]
}

/// A mistake of the simulation's own check, kept so it stays mended: the shorter version
/// went to the trash too (its bytes live on only in a folder outside the scan), and the
/// base trashed with it holds no version the rule kept (the edited one): nothing fuller
/// went. The check counted the shorter one as kept because its bytes were still outside.
#[test]
fn a_version_whose_bytes_live_on_outside_the_scan_is_not_kept() {
    keeps_the_promise(&quiet(
        vec![
            spec(Folder::WorkA, Name::Doc(0), 1),
            spec(Folder::WorkB, Name::Doc(0), 3),
            spec(Folder::WorkB, Name::Doc(1), 0),
            spec(Folder::Outside, Name::Doc(2), 3),
        ],
        Options {
            similar: Some(0),
            ..PLAIN
        },
    ));
}
