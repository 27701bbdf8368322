//! Deciding what a cleanup will do from the user's marks: a [`CleanupPlan`] they can
//! confirm ("12 files, 3.4 GiB"), never leaving a group without a kept copy. Nothing here
//! touches the disk; [`super::cleanup`] carries the plan out.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

use super::checks;
use super::rules::Mark;
use crate::report::FileRecord;

const ALL_MARKED: &str = "every copy of this group was marked for the trash; keep at least one";
const KEPT_ELSEWHERE: &str = "marked to keep in another group";
const ALL_BY_OTHER_GROUPS: &str = "every copy of this group would go to the trash \
     (some are marked for the trash in another group); keep at least one";

/// One group as the user marked it.
///
/// `marks[i]` is the mark of `files[i]`; `None`, or no entry at all when `marks` is
/// shorter than `files`, means unmarked, and unmarked files are kept.
///
/// `exact` says the group's files were byte-for-byte copies when scanned: each is then
/// compared with a kept copy again just before it goes to the trash. Near groups (and the
/// [`PlannedGroup::marked`] default) are not.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PlannedGroup {
    /// The group's files.
    pub files: Vec<FileRecord>,
    /// The mark of each file, by index.
    pub marks: Vec<Option<Mark>>,
    /// Whether the files were byte-for-byte copies when scanned.
    pub exact: bool,
}

impl PlannedGroup {
    /// A group with every file marked, as [`super::rules::apply`] returns them.
    pub fn marked(files: Vec<FileRecord>, marks: &[Mark]) -> Self {
        PlannedGroup {
            files,
            marks: marks.iter().copied().map(Some).collect(),
            exact: false,
        }
    }

    /// An exact group with every file marked: its files are compared with a kept copy
    /// before trashing.
    pub fn exact(files: Vec<FileRecord>, marks: &[Mark]) -> Self {
        PlannedGroup {
            exact: true,
            ..PlannedGroup::marked(files, marks)
        }
    }

    fn files_marked(&self, mark: Mark) -> impl Iterator<Item = &FileRecord> {
        let marks = self.marks.iter().copied().chain(std::iter::repeat(None));
        self.files
            .iter()
            .zip(marks)
            .filter(move |(_, m)| *m == Some(mark))
            .map(|(file, _)| file)
    }
}

/// A file left untouched, and why.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Refusal {
    /// The file.
    pub path: PathBuf,
    /// Why it was left alone, in words.
    pub reason: String,
}

/// What [`super::cleanup::execute`] would do: the files to trash, and those refused up front.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CleanupPlan {
    pub(super) to_trash: Vec<PlannedFile>,
    refused: Vec<Refusal>,
}

/// A file to trash, with what must still exist for that to be safe.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct PlannedFile {
    pub(super) file: FileRecord,
    /// For each group the file belongs to, what that group keeps.
    pub(super) keepers: Vec<checks::Keepers>,
}

impl CleanupPlan {
    /// How many files the plan would move to the trash.
    pub fn files_to_trash(&self) -> usize {
        self.to_trash.len()
    }

    /// The recorded sizes of the files to trash. A file with hard-link aliases frees no
    /// space, and nothing is freed until the trash is emptied.
    pub fn bytes_to_trash(&self) -> u64 {
        self.to_trash.iter().map(|planned| planned.file.size).sum()
    }

    /// The files to trash, in the order [`super::cleanup::execute`] takes them.
    pub fn to_trash(&self) -> impl Iterator<Item = &FileRecord> {
        self.to_trash.iter().map(|planned| &planned.file)
    }

    /// Files marked for the trash that the plan will leave alone, one entry per path.
    pub fn refused(&self) -> &[Refusal] {
        &self.refused
    }
}

/// Plans trashing the files marked [`Mark::Trash`], keeping at least one file of every
/// group:
/// - a group whose files are all marked Trash is refused whole;
/// - a file marked Keep in any group is kept (a file can be in an exact and a near group);
/// - a group whose every file would still go to the trash through marks in other groups
///   is refused whole too.
///
/// A path in several groups is trashed once. Hard-link aliases are never trashed.
pub fn plan(groups: &[PlannedGroup]) -> CleanupPlan {
    let kept_anywhere: HashSet<&Path> = groups
        .iter()
        .flat_map(|group| group.files_marked(Mark::Keep))
        .map(|file| file.path.as_path())
        .collect();

    let mut refused = Refusals::default();
    let mut to_trash: HashSet<&Path> = HashSet::new();
    let (all_marked, others): (Vec<_>, Vec<_>) = groups
        .iter()
        .filter(|group| !group.files.is_empty())
        .partition(|group| group.files_marked(Mark::Trash).count() == group.files.len());
    for group in &all_marked {
        refused.add_all(&group.files, ALL_MARKED);
    }
    for group in &others {
        for file in group.files_marked(Mark::Trash) {
            if kept_anywhere.contains(file.path.as_path()) {
                refused.add(file, KEPT_ELSEWHERE);
            } else {
                to_trash.insert(&file.path);
            }
        }
    }
    // Refused files stay, even where another group would trash them.
    to_trash.retain(|path| !refused.contains(path));
    // Taking files back out only gives groups more kept copies, so one pass is enough.
    for group in &others {
        if group
            .files
            .iter()
            .all(|f| to_trash.contains(f.path.as_path()))
        {
            refused.add_all(&group.files, ALL_BY_OTHER_GROUPS);
            for file in &group.files {
                to_trash.remove(file.path.as_path());
            }
        }
    }

    CleanupPlan {
        to_trash: planned_files(&others, &to_trash),
        refused: refused.list,
    }
}

/// The files of `to_trash` in the order the groups list them, each with its groups' keepers.
fn planned_files(groups: &[&PlannedGroup], to_trash: &HashSet<&Path>) -> Vec<PlannedFile> {
    let mut planned: Vec<PlannedFile> = Vec::new();
    let mut index_of: HashMap<&Path, usize> = HashMap::new();
    for group in groups {
        let keepers: Vec<PathBuf> = group
            .files
            .iter()
            .filter(|f| !to_trash.contains(f.path.as_path()))
            .map(|f| f.path.clone())
            .collect();
        for file in group
            .files
            .iter()
            .filter(|f| to_trash.contains(f.path.as_path()))
        {
            let index = *index_of.entry(&file.path).or_insert_with(|| {
                planned.push(PlannedFile {
                    file: file.clone(),
                    keepers: Vec::new(),
                });
                planned.len() - 1
            });
            planned[index].keepers.push(checks::Keepers {
                paths: keepers.clone(),
                exact: group.exact,
            });
        }
    }
    planned
}

/// Refusals with one entry per path, the first reason winning.
#[derive(Default)]
struct Refusals {
    list: Vec<Refusal>,
    paths: HashSet<PathBuf>,
}

impl Refusals {
    fn add(&mut self, file: &FileRecord, reason: &str) {
        if self.paths.insert(file.path.clone()) {
            self.list.push(Refusal {
                path: file.path.clone(),
                reason: reason.to_string(),
            });
        }
    }

    fn add_all(&mut self, files: &[FileRecord], reason: &str) {
        files.iter().for_each(|file| self.add(file, reason));
    }

    fn contains(&self, path: &Path) -> bool {
        self.paths.contains(path)
    }
}
