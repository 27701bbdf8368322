//! One world lived through, as a user and an unlucky machine would: built, scanned by the
//! real `doppel` binary, meddled with, cleaned up (killed at a failpoint, maybe), meddled
//! with again, undone (killed, maybe, and undone again), with the promise checked after the
//! cleanup and after the undo ([`super::promise`]).

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Output;

use doppel_engine::actions::journal::{self, FileState};
use tempfile::TempDir;

use super::promise::{self, Broken, Snapshot};
use super::world::{Meddle, NOTES, RULES, World, content};

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
                let trash = self.path("data/Trash");
                let mut entries: Vec<PathBuf> = fs::read_dir(trash.join("files"))
                    .map(|entries| entries.map(|e| e.unwrap().path()).collect())
                    .unwrap_or_default();
                entries.sort();
                let Some(entry) = entries.get(i % entries.len().max(1)) else {
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
    let mut lived = Lived {
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
    let mut scan: Vec<String> = [
        "scan",
        "--quiet",
        "--no-cache",
        "--exact-only",
        "--format",
        "json",
        "-o",
    ]
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
    if options.hard_link {
        clean.extend(["--as", "hardlink"]);
    }
    if options.folders {
        clean.push("--folders");
    }
    let cleaned = lived.doppel(&clean, world.clean_killed_at);
    let after_clean = Snapshot::take(&lived.root);
    let mut broken = promise::nothing_only_in_trash(&before_clean, &after_clean, false);
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
    let undone = lived.doppel(&["restore", "--last"], None);
    said.push_str(&words(&undone));
    let after_undo = Snapshot::take(&lived.root);
    let mut broken = promise::nothing_only_in_trash(&before_undo, &after_undo, true);
    broken.extend(promise::outside_unchanged(
        &before_clean,
        &after_undo,
        &|path| protected(path) && !touched.contains(path),
        &is_reference,
        true,
    ));
    let (pending, entries) = pending(&lived.root.join("data/doppel"));
    broken.extend(promise::put_back(
        &before_clean,
        &after_undo,
        &touched,
        &lived.written,
        &pending,
    ));
    broken.extend(promise::trash_in_order(
        &lived.root.join("data/Trash"),
        &entries,
    ));
    if crashed(&undone) || !broken.is_empty() {
        return Err(Failure {
            step: "undo",
            broken,
            said,
        });
    }
    Ok(())
}

/// The files every cleanup's journal records as gone to the trash as a companion of
/// another.
fn moved_as_companions(data_dir: &Path) -> Vec<PathBuf> {
    journal::list(data_dir)
        .unwrap_or_default()
        .iter()
        .flat_map(|cleanup| &cleanup.files)
        .filter(|file| file.companion_of.is_some() && file.state == FileState::InTrash)
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

/// What the journal lists as still pending: the items' paths, and their trash entries.
fn pending(data_dir: &Path) -> (Vec<PathBuf>, BTreeSet<PathBuf>) {
    let cleanups = journal::list(data_dir).unwrap_or_default();
    let mut paths = Vec::new();
    let mut entries = BTreeSet::new();
    for cleanup in &cleanups {
        for file in cleanup
            .files
            .iter()
            .filter(|file| matches!(file.state, FileState::InTrash | FileState::NotFound(_)))
        {
            paths.push(file.path.clone());
            entries.insert(file.trash.join("files").join(&file.entry));
        }
    }
    (paths, entries)
}
