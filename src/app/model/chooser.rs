//! Doppel's own chooser of a folder or a file: a path typed, completed with Tab, or picked
//! from the list of what the folder it names holds. It stands in for the system's chooser
//! where there is none (no xdg-desktop-portal with a file chooser, no zenity: the .deb only
//! recommends them, and without them the system's chooser opens nothing at all), and it is
//! the keyboard's way to add a folder (Ctrl+L). The folder shown is listed on a worker
//! (`workers/folder_listing.rs`), and the path confirmed is checked on one
//! (`workers/path_checks.rs`), as are the folders added any other way: a folder on a slow
//! disk never freezes the window.

use std::path::{Path, PathBuf};

use super::{Dialog, Effect, Level, Model};
use crate::app::Command;
use crate::engine::actions::rules::{Criterion, KeepRule, Place};
use crate::tr;

/// What the chooser is choosing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// A folder to scan.
    AddFolder,
    /// The folder a group's copy is kept in (a keep rule).
    KeepFolder,
    /// A report to open.
    OpenReport,
    /// The file the results are saved in.
    SaveResults,
}

impl Purpose {
    /// Whether what is chosen is a folder (else a file).
    pub fn wants_folder(self) -> bool {
        matches!(self, Purpose::AddFolder | Purpose::KeepFolder)
    }
}

/// Why the path typed cannot be taken for the chooser's purpose.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PathProblem {
    /// Nothing is typed.
    Empty,
    /// Nothing is there.
    NotThere,
    /// A folder is wanted, and this is not one.
    NotAFolder,
    /// A file is wanted, and this is not one.
    NotAFile,
    /// The folder to save in is not there.
    NoFolderToSaveIn,
    /// A file is there already: a second Save replaces it.
    Exists,
}

/// One entry of a listed folder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub name: String,
    /// A folder, or a link to one.
    pub folder: bool,
}

/// A folder as a worker listed it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Listing {
    pub folder: PathBuf,
    /// Its entries, folders first, each part by name; or why it could not be read.
    pub entries: Result<Vec<Entry>, String>,
}

/// The chooser's state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chooser {
    pub purpose: Purpose,
    /// The path as typed (`~` is the home folder; relative to the working folder).
    pub path: String,
    /// Opened because the system has no chooser: it says so.
    pub no_system_chooser: bool,
    /// What was wrong with the path when it was last confirmed.
    pub problem: Option<PathProblem>,
    /// The listing of the folder shown, once read (`None`: being read).
    pub listing: Option<Listing>,
    /// The file a second Save replaces.
    replace: Option<PathBuf>,
    /// The path confirmed is being checked (on a worker): the main button waits.
    pub checking: bool,
}

impl Chooser {
    pub fn new(purpose: Purpose, no_system_chooser: bool) -> Chooser {
        let path = match purpose {
            // A file name to start from, in the home folder.
            Purpose::SaveResults => "~/doppel-report.json".to_string(),
            _ => String::new(),
        };
        Chooser {
            purpose,
            path,
            no_system_chooser,
            problem: None,
            listing: None,
            replace: None,
            checking: false,
        }
    }

    /// The path typed, `~` expanded and made absolute (from the working folder).
    pub fn typed_path(&self) -> PathBuf {
        let typed = self.path.trim();
        let path = expand_home(if typed.is_empty() { "~" } else { typed });
        std::path::absolute(&path).unwrap_or(path)
    }

    /// The folder the list shows: the one typed, when the path ends with `/` (or nothing is
    /// typed), else the one the last part is typed in.
    pub fn folder_shown(&self) -> PathBuf {
        let typed = self.path.trim();
        let path = self.typed_path();
        if typed.is_empty() || typed.ends_with('/') || typed == "~" {
            return path;
        }
        path.parent().map_or(path.clone(), Path::to_path_buf)
    }

    /// The last part typed, which the list's names start with.
    pub fn prefix(&self) -> &str {
        let typed = self.path.trim();
        if typed == "~" {
            return "";
        }
        typed.rsplit('/').next().unwrap_or("")
    }

    /// What the list shows: the entries of the folder shown whose names start with the
    /// last part typed (hidden ones only when it starts with a dot), folders, then the
    /// files the purpose can take (reports: `.json`).
    pub fn shown(&self) -> Vec<&Entry> {
        let Some(Listing {
            entries: Ok(entries),
            ..
        }) = &self.listing
        else {
            return Vec::new();
        };
        let prefix = self.prefix();
        let hidden = prefix.starts_with('.');
        let fits = |entry: &Entry| {
            entry.folder || (!self.purpose.wants_folder() && entry.name.ends_with(".json"))
        };
        entries
            .iter()
            .filter(|entry| entry.name.starts_with(prefix) && fits(entry))
            .filter(|entry| hidden || !entry.name.starts_with('.'))
            .collect()
    }

    /// The path completed as far as the names shown agree (a single folder with its `/`,
    /// so the next Tab goes on inside it); `None` when that adds nothing.
    pub fn completed(&self) -> Option<String> {
        let shown = self.shown();
        let first = shown.first()?;
        let mut common = first.name.clone();
        for entry in &shown[1..] {
            let agree = common
                .char_indices()
                .zip(entry.name.chars())
                .find(|((_, a), b)| a != b)
                .map_or(common.len().min(entry.name.len()), |((at, _), _)| at);
            common.truncate(agree);
        }
        let single_folder = shown.len() == 1 && first.folder;
        if common.len() <= self.prefix().len() && !single_folder {
            return None;
        }
        let typed = self.path.trim();
        let stem = &typed[..typed.len() - self.prefix().len()];
        let stem = if stem.is_empty() && typed.is_empty() {
            "~/"
        } else {
            stem
        };
        let slash = if single_folder { "/" } else { "" };
        Some(format!("{stem}{common}{slash}"))
    }

    /// The path an entry of the list stands for, as it would be typed: a folder with its
    /// `/`, so the list goes on inside it.
    pub fn entry_path(&self, entry: &Entry) -> String {
        let typed = self.path.trim();
        let stem = &typed[..typed.len() - self.prefix().len()];
        let stem = match stem {
            "" => "~/".to_string(),
            "~" => "~/".to_string(),
            stem => stem.to_string(),
        };
        let slash = if entry.folder { "/" } else { "" };
        format!("{stem}{}{slash}", entry.name)
    }

    /// The path of the folder above the one shown, as it would be typed.
    pub fn up(&self) -> String {
        let shown = self.folder_shown();
        let above = shown.parent().unwrap_or(&shown);
        let text = above.display().to_string();
        if text.ends_with('/') {
            text
        } else {
            format!("{text}/")
        }
    }

    /// The path typed, checked for the purpose: a folder there (made canonical, as a scan
    /// sees it), a report file there, or a file name in a folder there to save in.
    pub fn check(&self) -> Result<PathBuf, PathProblem> {
        if self.path.trim().is_empty() {
            return Err(PathProblem::Empty);
        }
        let path = self.typed_path();
        match self.purpose {
            Purpose::AddFolder | Purpose::KeepFolder => checked_folder(&path),
            Purpose::OpenReport => match std::fs::metadata(&path) {
                Ok(metadata) if metadata.is_file() => Ok(path),
                Ok(_) => Err(PathProblem::NotAFile),
                Err(_) => Err(PathProblem::NotThere),
            },
            Purpose::SaveResults => {
                let folder_there = path.parent().is_some_and(Path::is_dir);
                if !folder_there || path.file_name().is_none() {
                    return Err(PathProblem::NoFolderToSaveIn);
                }
                match std::fs::symlink_metadata(&path) {
                    Ok(metadata) if metadata.is_dir() => Err(PathProblem::NotAFile),
                    Ok(_) if self.replace.as_ref() != Some(&path) => Err(PathProblem::Exists),
                    _ => Ok(path),
                }
            }
        }
    }
}

/// `path` if it is a folder that is there, made canonical (links and `..` resolved, as a
/// scan sees it); else why not.
pub fn checked_folder(path: &Path) -> Result<PathBuf, PathProblem> {
    match std::fs::metadata(path) {
        Ok(metadata) if metadata.is_dir() => {
            Ok(path.canonicalize().unwrap_or_else(|_| path.to_path_buf()))
        }
        Ok(_) => Err(PathProblem::NotAFolder),
        Err(_) => Err(PathProblem::NotThere),
    }
}

/// `~` and `~/…` as the home folder; anything else as typed.
pub fn expand_home(typed: &str) -> PathBuf {
    let home = std::env::var_os("HOME").map(PathBuf::from);
    match (typed.strip_prefix('~'), home) {
        (Some(""), Some(home)) => home,
        (Some(rest), Some(home)) if rest.starts_with('/') => home.join(&rest[1..]),
        _ => PathBuf::from(typed),
    }
}

impl Model {
    /// Opens Doppel's chooser for `purpose`; `no_system_chooser`: because the system has
    /// none (it says so).
    pub(super) fn open_chooser(&mut self, purpose: Purpose, no_system_chooser: bool) {
        self.close_dialog();
        let chooser = Chooser::new(purpose, no_system_chooser);
        let folder = chooser.folder_shown();
        self.dialog = Dialog::Choose(Box::new(chooser));
        self.effect(Effect::ListFolder(folder));
    }

    /// Whether the system's chooser can be used: known to be there (a portal with a file
    /// chooser, or zenity). Until the probe says, Doppel's own is used: a button that
    /// opens nothing is worse.
    pub(super) fn system_chooser(&self) -> bool {
        self.machine.system_chooser == Some(true)
    }

    /// The path typed changed (typed, completed, or an entry picked): the list follows it.
    pub(super) fn chooser_path(&mut self, typed: String) {
        let Dialog::Choose(chooser) = &mut self.dialog else {
            return;
        };
        chooser.path = typed;
        chooser.problem = None;
        chooser.replace = None;
        // A check of what was typed before no longer counts.
        chooser.checking = false;
        let folder = chooser.folder_shown();
        let listed = chooser.listing.as_ref().map(|listing| &listing.folder);
        if listed != Some(&folder) {
            chooser.listing = None;
            self.effect(Effect::ListFolder(folder));
        }
    }

    /// Tab: the path completed as far as the names agree.
    pub(super) fn complete_chooser_path(&mut self) {
        let completed = match &self.dialog {
            Dialog::Choose(chooser) => chooser.completed(),
            _ => None,
        };
        if let Some(completed) = completed {
            self.chooser_path(completed);
        }
    }

    /// A folder listed by a worker: shown if it is still the one the chooser shows.
    pub(super) fn folder_listed(&mut self, listing: Listing) {
        if let Dialog::Choose(chooser) = &mut self.dialog
            && chooser.folder_shown() == listing.folder
        {
            chooser.listing = Some(listing);
        }
    }

    /// The chooser's main button: the path is checked on a worker
    /// ([`Self::choice_checked`] goes on), once at a time.
    pub(super) fn confirm_chooser(&mut self) {
        let Dialog::Choose(chooser) = &mut self.dialog else {
            return;
        };
        if chooser.checking {
            return;
        }
        chooser.checking = true;
        let chooser = chooser.clone();
        self.effect(Effect::CheckChoice(chooser));
    }

    /// The path typed in the chooser, checked: used for its purpose; a problem keeps the
    /// chooser open, saying what is wrong. A check of a path no longer typed (edited since,
    /// or the chooser closed) is dropped.
    pub(super) fn choice_checked(&mut self, typed: PathBuf, checked: Result<PathBuf, PathProblem>) {
        let Dialog::Choose(chooser) = &mut self.dialog else {
            return;
        };
        if !chooser.checking || chooser.typed_path() != typed {
            return;
        }
        chooser.checking = false;
        let path = match checked {
            Ok(path) => path,
            Err(problem) => {
                if problem == PathProblem::Exists {
                    chooser.replace = Some(typed);
                }
                chooser.problem = Some(problem);
                return;
            }
        };
        let purpose = chooser.purpose;
        self.dialog = Dialog::None;
        match purpose {
            Purpose::AddFolder => {
                if self.settings.add_folders([path.clone()]) > 0 {
                    let added = tr!("notice-folder-added", path = path.display().to_string());
                    self.notice(Level::Info, added);
                }
            }
            // Offered for every group of the tab, as the system's chooser does: the
            // preview comes first.
            Purpose::KeepFolder => self.handle_command(Command::ApplyRule {
                rule: KeepRule::only(Criterion::Under(Place::Folder(path))),
                all_groups: true,
            }),
            Purpose::OpenReport => self.handle_command(Command::OpenReport(path)),
            Purpose::SaveResults => self.handle_command(Command::SaveResults(path)),
        }
    }

    /// Folders to add (chosen in the system's chooser, dropped on the window): each is
    /// checked and made canonical on a worker ([`Self::folders_checked`] adds them).
    pub(super) fn add_folders(&mut self, folders: Vec<PathBuf>) {
        if !folders.is_empty() {
            self.effect(Effect::CheckFolders(folders));
        }
    }

    /// Folders to add, checked: each that is a folder there is added as a scan sees it; one
    /// that is not is not added, and the user is told.
    pub(super) fn folders_checked(
        &mut self,
        checked: Vec<(PathBuf, Result<PathBuf, PathProblem>)>,
    ) {
        for (folder, checked) in checked {
            match checked {
                Ok(folder) => {
                    self.settings.add_folders([folder]);
                }
                Err(problem) => {
                    let path = folder.display().to_string();
                    let why = path_problem(&problem);
                    self.notice(
                        Level::Warning,
                        tr!("notice-folder-not-added", path = path, why = why),
                    );
                }
            }
        }
    }
}

/// What is wrong with a path, in words.
pub fn path_problem(problem: &PathProblem) -> String {
    match problem {
        PathProblem::Empty => tr!("chooser-problem-empty"),
        PathProblem::NotThere => tr!("chooser-problem-not-there"),
        PathProblem::NotAFolder => tr!("chooser-problem-not-a-folder"),
        PathProblem::NotAFile => tr!("chooser-problem-not-a-file"),
        PathProblem::NoFolderToSaveIn => tr!("chooser-problem-no-folder"),
        PathProblem::Exists => tr!("chooser-problem-exists"),
    }
}

#[cfg(test)]
mod tests {
    use super::{Chooser, Entry, Listing, PathProblem, Purpose};

    fn listed(chooser: &mut Chooser, names: &[(&str, bool)]) {
        chooser.listing = Some(Listing {
            folder: chooser.folder_shown(),
            entries: Ok(names
                .iter()
                .map(|&(name, folder)| Entry {
                    name: name.to_string(),
                    folder,
                })
                .collect()),
        });
    }

    #[test]
    fn tab_completes_as_far_as_the_names_agree_and_into_a_single_folder() {
        let mut chooser = Chooser::new(Purpose::AddFolder, true);
        chooser.path = "/data/Ph".into();
        listed(
            &mut chooser,
            &[("Photos", true), ("Phones", true), ("Physics.txt", false)],
        );
        assert_eq!(chooser.folder_shown(), std::path::PathBuf::from("/data"));
        assert_eq!(chooser.prefix(), "Ph");
        // A file is not offered where a folder is wanted.
        let names: Vec<&str> = chooser.shown().iter().map(|e| e.name.as_str()).collect();
        assert_eq!(names, ["Photos", "Phones"]);
        assert_eq!(
            chooser.completed().as_deref(),
            Some("/data/Pho"),
            "as far as both agree"
        );
        chooser.path = "/data/Pho".into();
        assert_eq!(chooser.completed(), None, "nothing more to add");
        chooser.path = "/data/Phot".into();
        assert_eq!(chooser.completed().as_deref(), Some("/data/Photos/"));
    }

    #[test]
    fn hidden_entries_show_only_when_a_dot_is_typed() {
        let mut chooser = Chooser::new(Purpose::AddFolder, true);
        chooser.path = "/home/me/".into();
        listed(&mut chooser, &[(".cache", true), ("Music", true)]);
        let names =
            |c: &Chooser| -> Vec<String> { c.shown().iter().map(|e| e.name.clone()).collect() };
        assert_eq!(names(&chooser), ["Music"]);
        chooser.path = "/home/me/.".into();
        assert_eq!(names(&chooser), [".cache"]);
    }

    #[test]
    fn a_folder_must_be_there_and_is_made_canonical() {
        let folder = tempfile::tempdir().unwrap();
        std::fs::create_dir(folder.path().join("inner")).unwrap();
        std::fs::write(folder.path().join("file.txt"), b"x").unwrap();
        let mut chooser = Chooser::new(Purpose::AddFolder, false);
        chooser.path = format!("{}/inner/../inner/", folder.path().display());
        assert_eq!(
            chooser.check(),
            Ok(folder.path().canonicalize().unwrap().join("inner"))
        );
        chooser.path = format!("{}/file.txt", folder.path().display());
        assert_eq!(chooser.check(), Err(PathProblem::NotAFolder));
        chooser.path = format!("{}/gone", folder.path().display());
        assert_eq!(chooser.check(), Err(PathProblem::NotThere));
        chooser.path = "  ".into();
        assert_eq!(chooser.check(), Err(PathProblem::Empty));
    }

    #[test]
    fn saving_over_a_file_is_asked_once_more() {
        let folder = tempfile::tempdir().unwrap();
        let existing = folder.path().join("report.json");
        std::fs::write(&existing, b"{}").unwrap();
        let mut chooser = Chooser::new(Purpose::SaveResults, false);
        chooser.path = existing.display().to_string();
        assert_eq!(chooser.check(), Err(PathProblem::Exists));
        chooser.replace = Some(existing.clone());
        assert_eq!(chooser.check(), Ok(existing));
        chooser.path = format!("{}/no/such/folder/r.json", folder.path().display());
        assert_eq!(chooser.check(), Err(PathProblem::NoFolderToSaveIn));
    }
}
