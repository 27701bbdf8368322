//! One world lived through, as a user and an unlucky machine would: built, scanned by the
//! real `doppel` binary, meddled with, cleaned up (killed at a failpoint, maybe), meddled
//! with again, undone (killed, maybe, and undone again), with the promise checked after the
//! cleanup and after the undo ([`super::promise`]).

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Output;

use doppel_engine::actions::journal::{self, FileState};
use tempfile::TempDir;

use super::promise::{self, Broken, Made, Snapshot};
use super::volumes::{AtWorkB, Mounted};
use super::world::{Meddle, NOTES, Name, RULES, World, content, have_music, have_videos};

/// What went wrong in a world: a part of the promise broken (after which step), or
/// `doppel` failing in a way no input excuses (a panic, a signal).
#[derive(Debug)]
pub struct Failure {
    pub step: &'static str,
    pub broken: Vec<Broken>,
    pub said: String,
}

/// The world on disk while it is lived through.
struct Lived {
    /// Its volumes, unbound before its folder goes.
    mounts: Option<Mounted>,
    _dir: TempDir,
    root: PathBuf,
    /// What the user wrote so far (each write new bytes).
    writes: u32,
    written: BTreeSet<Vec<u8>>,
}

impl Lived {
    fn doppel(&self, args: &[&str], kill_at: Option<u32>) -> Output {
        let mut command = std::process::Command::new(assert_cmd::cargo::cargo_bin("doppel"));
        command
            .env("LC_ALL", "C")
            .env("HOME", &self.root)
            .env("XDG_DATA_HOME", self.root.join("data"))
            .env("XDG_CACHE_HOME", self.root.join("cache"))
            .env_remove("DOPPEL_KILL_AT")
            .current_dir(&self.root)
            .args(args);
        if let Some(at) = kill_at {
            command.env("DOPPEL_KILL_AT", at.to_string());
        }
        command.output().unwrap()
    }

    fn path(&self, relative: &str) -> PathBuf {
        self.root.join(relative)
    }

    /// The trash folders a cleanup may use: the home trash, and on volumes the one at the
    /// top of each.
    fn trash_folders(&self) -> Vec<PathBuf> {
        let mut folders = vec![self.path("data/Trash")];
        if self.mounts.is_some() {
            let own = promise::volume_trash_name();
            folders.extend(["work/a", "work/b"].map(|top| self.path(top).join(&own)));
        }
        folders
    }

    /// New bytes only the user has written (never a world's content).
    fn new_bytes(&mut self) -> Vec<u8> {
        self.writes += 1;
        let bytes = format!("the user's own edit {}\n", self.writes)
            .repeat(2)
            .into_bytes();
        self.written.insert(bytes.clone());
        bytes
    }

    /// Does `meddle` to the files as they are now; returns every name whose content it
    /// changed (all the names of a file written in place).
    fn meddle(&mut self, meddle: Meddle) -> BTreeSet<PathBuf> {
        let now = Snapshot::take(&self.root);
        let files = now.files();
        let mut touched = BTreeSet::new();
        let pick = |i: usize| files.get(i % files.len().max(1)).map(|p| (*p).clone());
        match meddle {
            Meddle::EditInPlace(i) => {
                let Some(path) = pick(i) else { return touched };
                touched.extend(names_of(&now, &path));
                let bytes = self.new_bytes();
                fs::write(&path, bytes).unwrap();
            }
            Meddle::SaveByRename(i) => {
                let Some(path) = pick(i) else { return touched };
                // The file saved over loses this name: its other names change too.
                touched.extend(names_of(&now, &path));
                let saved = path.with_file_name(".editor-save.tmp");
                let bytes = self.new_bytes();
                fs::write(&saved, bytes).unwrap();
                fs::rename(&saved, &path).unwrap();
                touched.insert(path);
            }
            Meddle::Delete(i) => {
                let Some(path) = pick(i) else { return touched };
                touched.extend(names_of(&now, &path));
                fs::remove_file(&path).unwrap();
                touched.insert(path);
            }
            Meddle::EmptyFromTrash(i) => {
                let mut entries: Vec<(PathBuf, PathBuf)> = self
                    .trash_folders()
                    .into_iter()
                    .flat_map(|trash| {
                        fs::read_dir(trash.join("files"))
                            .map(|entries| {
                                entries
                                    .map(|e| (trash.clone(), e.unwrap().path()))
                                    .collect::<Vec<_>>()
                            })
                            .unwrap_or_default()
                    })
                    .collect();
                entries.sort();
                let Some((trash, entry)) = entries.get(i % entries.len().max(1)) else {
                    return touched;
                };
                if entry.is_dir() && !entry.is_symlink() {
                    fs::remove_dir_all(entry).unwrap();
                } else {
                    fs::remove_file(entry).unwrap();
                }
                let mut info = trash.join("info").join(entry.file_name().unwrap());
                info.as_mut_os_string().push(".trashinfo");
                let _ = fs::remove_file(info);
            }
            Meddle::SwapVolume(same_device) => {
                covered(if same_device {
                    "swapped for a folder of the same device"
                } else {
                    "swapped for another device"
                });
                // What stood at work/b is out of reach until it comes back, not changed.
                if let Some(mounts) = &mut self.mounts {
                    mounts.swap(if same_device {
                        AtWorkB::SameDevice
                    } else {
                        AtWorkB::OtherDevice
                    });
                }
            }
            Meddle::Create(folder, n, k) => {
                let path = self.path(folder.relative()).join(format!("new{n}.txt"));
                // Nothing is saved into a folder that is gone (in the trash, with its files).
                if path.parent().is_some_and(Path::is_dir) && !path.exists() {
                    fs::write(&path, content(k)).unwrap();
                    touched.insert(path);
                }
            }
        }
        touched
    }
}

/// Every name of the file at `path` (its hard links), as `now` saw them.
fn names_of(now: &Snapshot, path: &Path) -> Vec<PathBuf> {
    let ino = now.names[path].ino;
    now.names
        .iter()
        .filter(|(_, seen)| seen.is_file && seen.ino == ino)
        .map(|(p, _)| p.clone())
        .collect()
}

/// A `doppel` run that no input excuses: a panic (101) or a signal.
fn crashed(output: &Output) -> bool {
    output.status.code().is_none_or(|code| code == 101)
}

fn words(output: &Output) -> String {
    format!(
        "status {:?}\nstdout:\n{}\nstderr:\n{}",
        output.status.code(),
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

/// Lives through `world`; `Err` names the first step after which the promise was broken.
pub fn live(world: &World) -> Result<(), Failure> {
    let dir = TempDir::new().unwrap();
    let root = dir.path().canonicalize().unwrap();
    let mounts = world.on_volumes.then(|| Mounted::bind(&root));
    let mut lived = Lived {
        mounts,
        _dir: dir,
        root,
        writes: 0,
        written: BTreeSet::new(),
    };
    let options = world.options;
    let extra_roots = world.build(&lived.root);
    let file_root = extra_roots.first().cloned();

    // Scan.
    let report = lived.path("report.json");
    let mut scan: Vec<String> = ["scan", "--quiet", "--no-cache", "--format", "json", "-o"]
        .map(String::from)
        .to_vec();
    scan.push(report.display().to_string());
    scan.push(lived.path("work").display().to_string());
    scan.extend(extra_roots.iter().map(|p| p.display().to_string()));
    if options.reference {
        scan.push(
            if options.against {
                "--against"
            } else {
                "--reference"
            }
            .into(),
        );
        scan.push(lived.path("refs").display().to_string());
    }
    if options.hidden {
        scan.push("--hidden".into());
    }
    if options.exclude {
        scan.extend(["--exclude", "*.skip", "--exclude", "*.aae"].map(String::from));
    }
    if options.min_size {
        scan.extend(["--min-size", "16"].map(String::from));
    }
    if options.folders {
        scan.push("--folders".into());
    }
    if world
        .files
        .iter()
        .any(|spec| matches!(spec.name, Name::Video(_)))
        && have_videos()
    {
        scan.push("--videos".into());
    }
    if world
        .files
        .iter()
        .any(|spec| matches!(spec.name, Name::Music(_)))
        && have_music()
    {
        scan.push("--music".into());
    }
    if options.ignore_list {
        scan.push("--ignore-list".into());
        scan.push(lived.path(NOTES).display().to_string());
    }
    let args: Vec<&str> = scan.iter().map(String::as_str).collect();
    let before_scan = Snapshot::take(&lived.root);
    let scanned = lived.doppel(&args, None);
    // A scan only reads: every name is as it was.
    let broken = promise::outside_unchanged(
        &before_scan,
        &Snapshot::take(&lived.root),
        &|_| true,
        &|_| false,
        true,
    );
    if scanned.status.code() != Some(0) || !broken.is_empty() {
        return Err(Failure {
            step: "scan",
            broken,
            said: words(&scanned),
        });
    }

    // What the cleanup must leave alone: outside the roots (but a file given as a root),
    // the reference, and what the filters leave out.
    let outside = lived.path("outside");
    let refs = lived.path("refs");
    let protected = |path: &Path| -> bool {
        if file_root.as_deref() == Some(path) {
            return false;
        }
        let name = path.file_name().unwrap().to_string_lossy();
        // Doppel's own temporary link, beside a copy a killed cleanup was linking.
        if name.starts_with(".doppel-link-") {
            return false;
        }
        path.starts_with(&outside)
            || path.starts_with(&refs)
            || (!options.hidden && name.starts_with('.'))
            || (options.exclude && (name.ends_with(".skip") || name.ends_with(".aae")))
            || (options.min_size && fs::metadata(path).is_ok_and(|m| m.len() < 16))
    };

    let is_reference = |path: &Path| options.reference && path.starts_with(&refs);
    for meddle in &world.before_clean {
        lived.meddle(*meddle);
    }
    let before_clean = Snapshot::take(&lived.root);

    // Clean up.
    let mut clean = vec![
        "clean",
        report.to_str().unwrap(),
        "--keep",
        RULES[options.rule],
    ];
    if options.clone {
        clean.extend(["--as", "clone"]);
    } else if options.hard_link {
        clean.extend(["--as", "hardlink"]);
    }
    if options.folders {
        clean.push("--folders");
    }
    // Similar groups are cleaned by a rule of their own (not with --folders, which cleans
    // folders only).
    let similar_rule = options.similar.filter(|_| !options.folders);
    if let Some(rule) = similar_rule {
        clean.extend([
            "--near",
            RULES[rule],
            "--videos",
            RULES[rule],
            "--music",
            RULES[rule],
        ]);
    }
    let similar = if similar_rule.is_some() {
        similar_groups(&report)
    } else {
        Vec::new()
    };
    let versions: BTreeSet<Vec<u8>> = similar
        .iter()
        .flatten()
        .filter_map(|path| before_clean.names.get(path))
        .map(|seen| seen.bytes.clone())
        .filter(|bytes| Made::all().contains_key(bytes))
        .collect();
    let cleaned = lived.doppel(&clean, world.clean_killed_at);
    let after_clean = Snapshot::take(&lived.root);
    count_what_was_done(&lived, &versions, &after_clean);
    let mut broken = promise::nothing_only_in_trash(&before_clean, &after_clean, false, &versions);
    broken.extend(promise::similar_groups_keep_what_they_hold(
        &similar,
        &before_clean,
        &after_clean,
    ));
    broken.extend(promise::attributes_kept(&before_clean, &after_clean));
    broken.extend(promise::groups_decide_their_members(
        &moved_as_companions(&lived.root.join("data/doppel")),
        &group_members(&report),
    ));
    // A cleanup killed between its steps may leave a second name of a file in the trash
    // (the original's, before its link): the next undo takes it back, so a kill's link
    // counts are checked only after that undo.
    let killed = cleaned.status.code() == Some(doppel_engine::failpoint::KILLED);
    broken.extend(promise::outside_unchanged(
        &before_clean,
        &after_clean,
        &protected,
        &is_reference,
        !killed,
    ));
    if crashed(&cleaned) || !broken.is_empty() {
        return Err(Failure {
            step: "clean",
            broken,
            said: words(&cleaned),
        });
    }

    // The user goes on working.
    let mut touched = BTreeSet::new();
    for meddle in &world.after_clean {
        touched.extend(lived.meddle(*meddle));
    }
    let before_undo = Snapshot::take(&lived.root);

    // Undo: killed maybe, then undone again whole.
    let mut said = String::new();
    if let Some(at) = world.restore_killed_at {
        let killed = lived.doppel(&["restore", "--last"], Some(at));
        said.push_str(&words(&killed));
        if crashed(&killed) {
            return Err(Failure {
                step: "undo (killed)",
                broken: Vec::new(),
                said,
            });
        }
    }
    // With another volume at work/b, what the world's own held there is out of reach: the
    // undo can neither put it back nor lose it.
    let swapped = lived
        .mounts
        .as_ref()
        .is_some_and(|mounts| mounts.at_work_b != AtWorkB::Own);
    let mut out_of_reach = touched.clone();
    if swapped {
        let work_b = lived.path("work/b");
        out_of_reach.extend(
            before_clean
                .names
                .keys()
                .filter(|path| path.starts_with(&work_b))
                .cloned(),
        );
    }
    let undone = lived.doppel(&["restore", "--last"], None);
    said.push_str(&words(&undone));
    let mut broken = undone_keeps_the_promise(
        &lived,
        &before_clean,
        &before_undo,
        &out_of_reach,
        &|path| protected(path) && !out_of_reach.contains(path),
        &is_reference,
    );
    if crashed(&undone) || !broken.is_empty() {
        return Err(Failure {
            step: "undo",
            broken,
            said,
        });
    }
    if !swapped {
        return Ok(());
    }

    // The world's own volume comes back: the undo, run again, puts back what it could not
    // reach (nothing was written off).
    if let Some(mounts) = &mut lived.mounts {
        mounts.swap(AtWorkB::Own);
    }
    let before_again = Snapshot::take(&lived.root);
    let again = lived.doppel(&["restore", "--last"], None);
    said.push_str(&words(&again));
    broken = undone_keeps_the_promise(
        &lived,
        &before_clean,
        &before_again,
        &touched,
        &|path| protected(path) && !touched.contains(path),
        &is_reference,
    );
    if crashed(&again) || !broken.is_empty() {
        return Err(Failure {
            step: "undo with the world's own volume back",
            broken,
            said,
        });
    }
    Ok(())
}

/// P2, P3 and P4 after an undo: what was outside the trash before it (`before_undo`) is
/// outside it after; nothing `protected` changed since the cleanup began; every name not
/// `touched` holds again what it held before the cleanup (`before_clean`), or is pending;
/// every trash folder holds only pending entries.
fn undone_keeps_the_promise(
    lived: &Lived,
    before_clean: &Snapshot,
    before_undo: &Snapshot,
    touched: &BTreeSet<PathBuf>,
    protected: &dyn Fn(&Path) -> bool,
    is_reference: &dyn Fn(&Path) -> bool,
) -> Vec<Broken> {
    let after_undo = Snapshot::take(&lived.root);
    let mut broken =
        promise::nothing_only_in_trash(before_undo, &after_undo, true, &BTreeSet::new());
    broken.extend(promise::outside_unchanged(
        before_clean,
        &after_undo,
        protected,
        is_reference,
        true,
    ));
    let (pending, entries) = pending(&lived.root.join("data/doppel"));
    broken.extend(promise::put_back(
        before_clean,
        &after_undo,
        touched,
        &lived.written,
        &pending,
    ));
    for trash in lived.trash_folders() {
        broken.extend(promise::trash_in_order(&trash, &entries));
    }
    broken
}

/// How many worlds did each thing worth reaching (`covered`), for the run's summary: what
/// the worlds' weights make common or rare.
static COVERED: std::sync::Mutex<BTreeMap<&'static str, u64>> =
    std::sync::Mutex::new(BTreeMap::new());

fn covered(what: &'static str) {
    *COVERED.lock().unwrap().entry(what).or_default() += 1;
}

/// What the worlds lived through so far did, by how many did it.
pub fn coverage() -> String {
    COVERED
        .lock()
        .unwrap()
        .iter()
        .map(|(what, n)| format!("{what}: {n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Counts what this world's cleanup did: from its journal, and versions of similar groups
/// gone to the trash.
fn count_what_was_done(lived: &Lived, versions: &BTreeSet<Vec<u8>>, after: &Snapshot) {
    let now: BTreeSet<&[u8]> = after
        .names
        .values()
        .map(|seen| seen.bytes.as_slice())
        .collect();
    if versions.iter().any(|bytes| !now.contains(bytes.as_slice())) {
        covered("similar versions trashed");
    }
    let cleanups = journal::list(&lived.root.join("data/doppel")).unwrap_or_default();
    let files: Vec<_> = cleanups.iter().flat_map(|c| &c.files).collect();
    if files.is_empty() {
        return;
    }
    covered("cleanups journaled");
    let work = lived.path("work");
    if files.iter().any(|file| file.trash.starts_with(&work)) {
        covered("into a volume's trash");
    }
    if files.iter().any(|file| file.cloned_from().is_some()) {
        covered("clones");
    }
}

/// The files every cleanup's journal records as gone to the trash as a companion of
/// another.
fn moved_as_companions(data_dir: &Path) -> Vec<PathBuf> {
    journal::list(data_dir)
        .unwrap_or_default()
        .iter()
        .flat_map(|cleanup| &cleanup.files)
        .filter(|file| file.companion_of.is_some() && file.state == FileState::Pending)
        .map(|file| file.path.clone())
        .collect()
}

/// Every file of every group of the saved report at `report`.
fn group_members(report: &Path) -> BTreeSet<PathBuf> {
    let report: serde_json::Value = serde_json::from_slice(&fs::read(report).unwrap()).unwrap();
    report["groups"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|group| group["files"].as_array().into_iter().flatten())
        .filter_map(|file| file["path"].as_str().map(PathBuf::from))
        .collect()
}

/// The members of each group of similar documents, videos or music of the saved report at
/// `report`.
fn similar_groups(report: &Path) -> Vec<Vec<PathBuf>> {
    let report: serde_json::Value = serde_json::from_slice(&fs::read(report).unwrap()).unwrap();
    report["groups"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|group| matches!(group["kind"].as_str(), Some("near" | "video" | "music")))
        .map(|group| {
            group["files"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|file| file["path"].as_str().map(PathBuf::from))
                .collect()
        })
        .collect()
}

/// What the journal lists as still pending: the items' paths, and their trash entries.
fn pending(data_dir: &Path) -> (Vec<PathBuf>, BTreeSet<PathBuf>) {
    let cleanups = journal::list(data_dir).unwrap_or_default();
    let mut paths = Vec::new();
    let mut entries = BTreeSet::new();
    for cleanup in &cleanups {
        for file in cleanup
            .files
            .iter()
            .filter(|file| matches!(file.state, FileState::Pending | FileState::NotFound(_)))
        {
            paths.push(file.path.clone());
            entries.insert(file.trash.join("files").join(&file.entry));
        }
    }
    (paths, entries)
}
