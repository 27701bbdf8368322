//! Deciding what a cleanup will do from the user's marks: a [`CleanupPlan`] they can
//! confirm ("12 files, 3.4 GiB"), never leaving a group without a kept copy, never
//! trashing anything in a reference folder. A copy in a trash folder (by the names on its
//! path, or in the user's home trash wherever `XDG_DATA_HOME` puts it:
//! [`is_in_users_trash_folder`]) is never a kept copy, and is never trashed again.
//! Nothing here touches the disk but to find the home trash; [`super::cleanup`] carries the plan out (and checks the
//! references again, by identity, and the trash with the home trash too).

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

use super::reasons::{Reason, Refusal};
use super::references::in_reference;
use super::rules::{self, GroupRef, Mark, RuleOutcome};
use crate::report::{Bar, Companion, FileRecord, FolderRecord, Group, Report};
use crate::trash_folders::is_in_users_trash_folder;

/// One group as the user marked it.
///
/// `marks[i]` is the mark of `files[i]`; `None`, or no entry at all when `marks` is
/// shorter than `files`, means unmarked, and unmarked files are kept.
///
/// `kind` says what made the files a group, and so what is checked again of each file
/// against the copy kept just before it goes to the trash (see [`Recheck`]).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PlannedGroup {
    /// The group's files.
    pub files: Vec<FileRecord>,
    /// The mark of each file, by index.
    pub marks: Vec<Option<Mark>>,
    /// What made them a group.
    pub kind: Recheck,
}

/// What is checked again of a file before it goes, by what made its group a group (the
/// report's [`GroupKind`](crate::report::GroupKind), with the bar it was found under, or a
/// group the user made by hand).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub enum Recheck {
    /// Byte-for-byte copies: each is compared with a kept copy again, byte for byte.
    Exact,
    /// Similar documents found under this bar: each is measured again against the kept copy
    /// itself (not only against another member: a chain never trashes a file unlike the one
    /// kept), and the kept copy must still be the version scanned.
    Documents(Bar),
    /// Similar images found under this bar: likewise, by fingerprint distance.
    Images(Bar),
    /// Similar videos and music: the kept copy must still be the version scanned (same size and
    /// modified time, checked through the open file), as for [`Recheck::Marked`]; a video
    /// (or music file) is not decoded again during a cleanup, so nothing goes on similarity alone without
    /// the copy it was found like still there, unchanged.
    Videos,
    /// Files grouped by hand: only the kept copy is checked to be the version scanned.
    #[default]
    Marked,
}

impl Recheck {
    /// The kind of a report's group, with the report's bar: what the app and `doppel clean`
    /// both plan with.
    pub fn of(group: &Group, bar: &Bar) -> Recheck {
        match group {
            Group::Exact(_) => Recheck::Exact,
            Group::Near(_) => Recheck::Documents(*bar),
            Group::Image(_) => Recheck::Images(*bar),
            Group::Video(_) | Group::Music(_) => Recheck::Videos,
        }
    }
}

impl PlannedGroup {
    /// A group with every file marked, as a rule's [`Decision`](super::rules::Decision) gives them, of `kind`.
    pub fn of_kind(kind: Recheck, files: Vec<FileRecord>, marks: &[Mark]) -> Self {
        PlannedGroup {
            files,
            marks: marks.iter().copied().map(Some).collect(),
            kind,
        }
    }

    /// A group of files grouped by hand ([`Recheck::Marked`]), every file marked.
    pub fn marked(files: Vec<FileRecord>, marks: &[Mark]) -> Self {
        PlannedGroup::of_kind(Recheck::Marked, files, marks)
    }

    /// An exact group with every file marked: its files are compared with a kept copy
    /// before trashing.
    pub fn exact(files: Vec<FileRecord>, marks: &[Mark]) -> Self {
        PlannedGroup::of_kind(Recheck::Exact, files, marks)
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

/// One group of duplicate folders as the user marked it: the folders marked
/// [`Mark::Trash`] go to the trash whole, each only if every file in it has a copy in a
/// folder of the group that is kept.
///
/// `marks[i]` is the mark of `folders[i]`; `None`, or no entry, means unmarked, and
/// unmarked folders are kept.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PlannedFolderGroup {
    /// The group's folders.
    pub folders: Vec<FolderRecord>,
    /// The mark of each folder, by index.
    pub marks: Vec<Option<Mark>>,
}

impl PlannedFolderGroup {
    /// A group with every folder marked, as a rule's decision gives them.
    pub fn marked(folders: Vec<FolderRecord>, marks: &[Mark]) -> Self {
        PlannedFolderGroup {
            folders,
            marks: marks.iter().copied().map(Some).collect(),
        }
    }

    fn marked_as(&self, mark: Mark) -> impl Iterator<Item = &FolderRecord> {
        let marks = self.marks.iter().copied().chain(std::iter::repeat(None));
        self.folders
            .iter()
            .zip(marks)
            .filter(move |(_, m)| *m == Some(mark))
            .map(|(folder, _)| folder)
    }
}

/// The groups a rule decided ([`super::rules::decide_groups`]), as a plan takes them: each
/// group of files with its kind (so its files are checked again as that kind), each group
/// of folders as marked.
pub fn planned_groups(
    report: &Report,
    outcome: &RuleOutcome,
) -> (Vec<PlannedGroup>, Vec<PlannedFolderGroup>) {
    let mut files = Vec::new();
    let mut folders = Vec::new();
    for (which, marks) in &outcome.decided {
        match *which {
            GroupRef::Files(i) => {
                let group = &report.groups[i];
                files.push(PlannedGroup::of_kind(
                    Recheck::of(group, &report.bar),
                    group.files().to_vec(),
                    marks,
                ));
            }
            GroupRef::Folders(i) => {
                folders.push(PlannedFolderGroup::marked(
                    report.folders[i].folders.clone(),
                    marks,
                ));
            }
        }
    }
    (files, folders)
}

/// What [`super::cleanup::execute`] would do: the files to trash, and those refused up front.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct CleanupPlan {
    pub(super) to_trash: Vec<PlannedFile>,
    pub(super) folders: Vec<PlannedFolder>,
    /// The reference folders: [`super::cleanup::execute`] refuses anything inside them
    /// again, by identity. They travel in the plan because they belong to what the user
    /// confirmed (this report's references), not to where Doppel keeps its state.
    pub(super) references: Vec<PathBuf>,
    refused: Vec<Refusal>,
}

/// A folder to trash whole, with the folders of its group that are kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct PlannedFolder {
    pub(super) folder: FolderRecord,
    /// The group's kept folders: every file in `folder` must have a copy in one of them.
    pub(super) kept: Vec<PathBuf>,
}

/// What one group the file belongs to keeps.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Keepers {
    /// The kept copies as the scan recorded them.
    pub(super) copies: Vec<FileRecord>,
    /// An exact group: the file must still equal one of `copies` byte for byte. Otherwise
    /// the kept copy must still be the version the scan saw, and a similar document or
    /// image must measure, now, within its group's bar of that kept copy itself.
    pub(super) kind: Recheck,
}

/// A file to trash, with what must still exist for that to be safe.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct PlannedFile {
    pub(super) file: FileRecord,
    /// For each group the file belongs to, what that group keeps.
    pub(super) keepers: Vec<Keepers>,
    /// The files that go to the trash with it, as one photo (its RAW, Live Photo video,
    /// sidecars): its companions that no group keeps, are not going on their own, and go
    /// with no file before it. Moved only with [`super::Reclaim::Trash`]; a hard link or a
    /// clone replaces the file alone (a sidecar is no copy of anything).
    pub(super) companions: Vec<Companion>,
    /// For each of `companions`, by index: the files beside the kept copies that must hold
    /// its bytes when it moves (see [`with_companions`]).
    pub(super) companion_copies: Vec<Vec<PathBuf>>,
}

impl CleanupPlan {
    /// How many files the plan would move to the trash (their companions not counted:
    /// see [`Self::companions_to_trash`]).
    pub fn files_to_trash(&self) -> usize {
        self.to_trash.len()
    }

    /// How many companion files (a photo's RAW, Live Photo video, sidecars) would go to the
    /// trash with the files, each counted once.
    pub fn companions_to_trash(&self) -> usize {
        self.to_trash.iter().map(|p| p.companions.len()).sum()
    }

    /// The companions that go to the trash with `path` (a file of [`Self::to_trash`]).
    pub fn companions_of(&self, path: &Path) -> &[Companion] {
        self.to_trash
            .iter()
            .find(|planned| planned.file.path == path)
            .map_or(&[], |planned| planned.companions.as_slice())
    }

    /// How many folders the plan would move to the trash whole.
    pub fn folders_to_trash(&self) -> usize {
        self.folders.len()
    }

    /// The recorded sizes of the companions that go to the trash with the files (only when
    /// the cleanup moves files to the trash: see [`PlannedFile::companions`]).
    pub fn companion_bytes(&self) -> u64 {
        let companions = self.to_trash.iter().flat_map(|p| &p.companions);
        companions.map(|c| c.size).sum()
    }

    /// The recorded sizes of the files and folders to trash (their companions apart: see
    /// [`Self::companion_bytes`]). A file with hard-link aliases frees no space, and
    /// nothing is freed until the trash is emptied.
    pub fn bytes_to_trash(&self) -> u64 {
        let files: u64 = self.to_trash.iter().map(|planned| planned.file.size).sum();
        files + self.folders.iter().map(|f| f.folder.bytes).sum::<u64>()
    }

    /// The folders to trash whole, in the order [`super::cleanup::execute`] takes them
    /// (after the files).
    pub fn folders(&self) -> impl Iterator<Item = &FolderRecord> {
        self.folders.iter().map(|planned| &planned.folder)
    }

    /// The reference folders the plan was made with.
    pub fn references(&self) -> &[PathBuf] {
        &self.references
    }

    /// The files to trash, in the order [`super::cleanup::execute`] takes them.
    pub fn to_trash(&self) -> impl Iterator<Item = &FileRecord> {
        self.to_trash.iter().map(|planned| &planned.file)
    }

    /// Each file to trash with the copies kept that vouch for it (those of every group it
    /// belongs to, each once, in the groups' order): what a review shows beside a file
    /// marked Trash, so a version whose kept copy lies in another group is seen to stay.
    pub fn kept_copies(&self) -> impl Iterator<Item = (&Path, Vec<&Path>)> {
        self.to_trash.iter().map(|planned| {
            let mut kept: Vec<&Path> = Vec::new();
            for copy in planned.keepers.iter().flat_map(|k| &k.copies) {
                if !kept.contains(&copy.path.as_path()) {
                    kept.push(&copy.path);
                }
            }
            (planned.file.path.as_path(), kept)
        })
    }

    /// Files marked for the trash that the plan will leave alone, one entry per path.
    pub fn refused(&self) -> &[Refusal] {
        &self.refused
    }

    /// The plan for a report of one set against another, `against` being the other set's
    /// folders (`Report::against`; they are among its references, so nothing in them is
    /// trashed): only a kept copy in one of them (by any path of it, hard links included)
    /// vouches for a file going, and only a kept folder inside one for a folder. The check
    /// made just before a file moves then compares it with a copy of the other set, never
    /// with another copy of its own set that happens to be kept. A file or folder whose
    /// group keeps nothing there is refused ([`Reason::NoKeptCopyAgainst`]). An empty
    /// `against` leaves the plan as it is.
    pub fn vouched_by(mut self, against: &[PathBuf]) -> CleanupPlan {
        if against.is_empty() {
            return self;
        }
        let mut refused = Refusals::default();
        for refusal in std::mem::take(&mut self.refused) {
            refused.add(&refusal.path, refusal.reason);
        }
        let reason = || Reason::NoKeptCopyAgainst {
            against: against.to_vec(),
        };
        self.to_trash.retain_mut(|planned| {
            for keepers in &mut planned.keepers {
                keepers
                    .copies
                    .retain(|copy| crate::against::in_set(copy, against));
            }
            let vouched = planned.keepers.iter().all(|k| !k.copies.is_empty());
            if !vouched {
                refused.add(&planned.file.path, reason());
            }
            vouched
        });
        self.folders.retain_mut(|planned| {
            planned
                .kept
                .retain(|kept| rules::reference_of(kept, against).is_some());
            if planned.kept.is_empty() {
                refused.add(&planned.folder.path, reason());
            }
            !planned.kept.is_empty()
        });
        self.refused = refused.list;
        self
    }
}

/// [`plan`] for the groups of `report`: nothing in its reference folders is trashed, and in
/// a report of one set against another only a kept copy of the other set vouches for a
/// file going ([`CleanupPlan::vouched_by`]). What the app and `doppel clean` both call.
///
/// Every group of the report counts for the companions that go with a file, not only those
/// planned: a member of a group left alone, or of a kind no rule was given, never goes as
/// another file's companion; and a companion outside the report's roots goes with nothing.
pub fn plan_for_report(
    report: &Report,
    groups: &[PlannedGroup],
    folder_groups: &[PlannedFolderGroup],
) -> CleanupPlan {
    let known = Known {
        grouped: report.groups.iter().flat_map(Group::files).collect(),
        roots: &report.roots,
    };
    plan_knowing(groups, folder_groups, &report.references, known).vouched_by(&report.against)
}

/// Plans trashing the files and folders marked [`Mark::Trash`], keeping at least one file
/// (folder) of every group outside the trash:
/// - a file or folder inside one of `references` (absolute, canonical folders, as the
///   report gives them), or a folder holding one, is refused;
/// - a file or folder in a trash folder is refused: it is in the trash already;
/// - a group whose files are all marked Trash is refused whole (a group of similar files
///   keeps a version while an exact copy of it elsewhere stays: see [`Versions`]);
/// - a file marked Keep in any group is kept (a file can be in an exact and a near group);
/// - a group whose every file would still go to the trash through marks in other groups,
///   or whose only files left are in trash folders, is refused whole too;
/// - the same for folder groups, and a folder whose kept folder lies inside it or holds
///   it is refused.
///
/// A path in several groups is trashed once. Hard-link aliases are never trashed. The
/// companions that go with a file are chosen knowing only `groups` (see
/// [`plan_for_report`], which knows every group of a report).
pub fn plan(
    groups: &[PlannedGroup],
    folder_groups: &[PlannedFolderGroup],
    references: &[PathBuf],
) -> CleanupPlan {
    plan_knowing(groups, folder_groups, references, Known::default())
}

/// [`plan`], with what is known of the groups beyond `groups` (the planned groups' files are
/// added to it).
fn plan_knowing<'a>(
    groups: &'a [PlannedGroup],
    folder_groups: &[PlannedFolderGroup],
    references: &[PathBuf],
    mut known: Known<'a>,
) -> CleanupPlan {
    known
        .grouped
        .extend(groups.iter().flat_map(|group| &group.files));
    let mut refused = Refusals::default();
    for group in groups {
        for file in group.files_marked(Mark::Trash) {
            if let Some(reference) = rules::reference_of(&file.path, references) {
                refused.add(&file.path, in_reference(reference));
            }
        }
    }
    let mut plan = plan_files(groups, &known, &mut refused);
    plan.folders = plan_folders(folder_groups, references, &mut refused);
    plan.references = references.to_vec();
    plan.refused = refused.list;
    plan
}

fn plan_files(groups: &[PlannedGroup], known: &Known, refused: &mut Refusals) -> CleanupPlan {
    let kept_anywhere: HashSet<&Path> = groups
        .iter()
        .flat_map(|group| group.files_marked(Mark::Keep))
        .map(|file| file.path.as_path())
        .collect();
    let copies = exact_copies(groups);
    let groups: Vec<Versions> = groups
        .iter()
        .filter(|group| !group.files.is_empty())
        .map(|group| Versions::of(group, &copies))
        .collect();

    let mut to_trash: HashSet<&Path> = HashSet::new();
    let (all_marked, others): (Vec<_>, Vec<_>) = groups
        .iter()
        .partition(|versions| versions.all_marked_trash());
    for versions in &all_marked {
        refused.add_all(&versions.group.files, Reason::AllMarked);
    }
    for versions in &others {
        for file in versions.group.files_marked(Mark::Trash) {
            if kept_anywhere.contains(file.path.as_path()) {
                refused.add(&file.path, Reason::KeptElsewhere);
            } else if is_in_users_trash_folder(&file.path) {
                refused.add(&file.path, Reason::InTrashFolder);
            } else {
                to_trash.insert(&file.path);
            }
        }
    }
    // Refused files stay, even where another group would trash them.
    to_trash.retain(|path| !refused.contains(path));
    // Taking files back out only gives groups more kept copies, so one pass is enough.
    for versions in &others {
        let mut staying = versions
            .holders()
            .filter(|f| !to_trash.contains(f.path.as_path()))
            .peekable();
        let reason = if staying.peek().is_none() {
            Reason::AllByOtherGroups
        } else if staying.all(|f| is_in_users_trash_folder(&f.path)) {
            Reason::KeptOnlyInTrash
        } else {
            continue;
        };
        for file in &versions.group.files {
            if to_trash.remove(file.path.as_path()) {
                refused.add(&file.path, reason.clone());
            }
        }
    }

    let mut to_trash = planned_files(&others, &to_trash);
    with_companions(&mut to_trash, known, refused);
    CleanupPlan {
        to_trash,
        ..CleanupPlan::default()
    }
}

/// For each file of a planned exact group that a group of similar files lists, the other
/// copies of it with their marks there (only those: a plan of 100,000 exact groups needs
/// none).
fn exact_copies(groups: &[PlannedGroup]) -> HashMap<&Path, Vec<(&FileRecord, Option<Mark>)>> {
    let similar = groups.iter().filter(|group| group.kind != Recheck::Exact);
    let listed: HashSet<&Path> = similar
        .flat_map(|group| &group.files)
        .map(|file| file.path.as_path())
        .collect();
    let mut copies: HashMap<&Path, Vec<(&FileRecord, Option<Mark>)>> = HashMap::new();
    if listed.is_empty() {
        return copies;
    }
    for group in groups.iter().filter(|group| group.kind == Recheck::Exact) {
        let marks = group.marks.iter().copied().chain(std::iter::repeat(None));
        let members: Vec<(&FileRecord, Option<Mark>)> = group.files.iter().zip(marks).collect();
        for file in &group.files {
            if listed.contains(file.path.as_path()) {
                let others = members.iter().filter(|(other, _)| other.path != file.path);
                copies.entry(&file.path).or_default().extend(others);
            }
        }
    }
    copies
}

/// A planned group with what holds each of its versions: its own files, and for a group of
/// similar files (which lists one copy of each content, the first by path) the exact copies
/// of its files elsewhere. A version whose exact copy stays is still kept: a rule applied
/// to the exact copies may trash every file a similar group lists, and the group keeps
/// every version. Those copies go by their own group's marks, never by this one's; the
/// check made just before a file moves measures it against a kept one as this group's kind.
struct Versions<'a> {
    group: &'a PlannedGroup,
    /// The exact copies of the group's files beyond the group, each with its mark in its
    /// own exact group.
    copies: Vec<(&'a FileRecord, Option<Mark>)>,
}

impl<'a> Versions<'a> {
    fn of(
        group: &'a PlannedGroup,
        exact_copies: &HashMap<&Path, Vec<(&'a FileRecord, Option<Mark>)>>,
    ) -> Versions<'a> {
        let mut copies: Vec<(&FileRecord, Option<Mark>)> = Vec::new();
        if group.kind != Recheck::Exact {
            let own: HashSet<&Path> = group.files.iter().map(|f| f.path.as_path()).collect();
            for file in &group.files {
                let found = exact_copies.get(file.path.as_path()).into_iter().flatten();
                for &(copy, mark) in found {
                    if !own.contains(copy.path.as_path())
                        && !copies.iter().any(|(c, _)| c.path == copy.path)
                    {
                        copies.push((copy, mark));
                    }
                }
            }
        }
        Versions { group, copies }
    }

    /// Every file that holds a version of the group: its own, then the copies.
    fn holders(&self) -> impl Iterator<Item = &'a FileRecord> + '_ {
        let copies = self.copies.iter().map(|(copy, _)| *copy);
        self.group.files.iter().chain(copies)
    }

    /// Whether every file holding a version is marked for the trash.
    fn all_marked_trash(&self) -> bool {
        self.group.files_marked(Mark::Trash).count() == self.group.files.len()
            && self
                .copies
                .iter()
                .all(|(_, mark)| *mark == Some(Mark::Trash))
    }
}

/// What a plan knows of the groups beyond those it plans: every file of every group of the
/// report (decided by a rule, left alone, or of a kind no rule was given), and the folders
/// the scan covered. [`plan`] alone knows only its own groups.
#[derive(Default)]
struct Known<'a> {
    /// The files of the report's groups.
    grouped: Vec<&'a FileRecord>,
    /// The report's roots (empty when unknown): a companion outside them goes with nothing.
    roots: &'a [PathBuf],
}

/// What becomes of one file's companions.
enum Verdict {
    /// The file goes, with these companions (each with the copies of it kept beside the
    /// file's kept copies, that must hold its bytes when it moves), and these stay, said.
    Goes {
        companions: Vec<(Companion, Vec<PathBuf>)>,
        stay: Vec<(PathBuf, Reason)>,
    },
    /// The file stays, with why: a companion of it would be the only copy of its bytes in
    /// the trash.
    Stays(Reason),
}

/// Gives each file to trash the companions that go with it: each companion once (with the
/// first file it belongs with), never one that goes to the trash on its own (it is checked
/// as a member of its group), and never one that stays with another file:
/// - a member of any group of the report (kept, left alone by a rule, or of a kind no rule
///   was given) stays, said as [`Reason::CompanionKept`];
/// - a companion also of a group's file that stays (a sidecar shared by a JPEG that goes
///   and its RAW that stays) stays with it, said as [`Reason::CompanionStays`].
///
/// Any other companion goes only where its bytes live on: a kept copy of the file has a
/// companion of the same name beside it (the same suffix after the stem), of the same size;
/// the check made just before it moves compares their bytes. A file with a companion
/// that has no such copy is not a duplicate of the whole photo: it stays, with its
/// companions, said as [`Reason::CompanionOnlyCopy`]. A companion outside the file's folder
/// (only a crafted report names one), outside the report's roots, or in a trash folder goes
/// with nothing.
fn with_companions(to_trash: &mut Vec<PlannedFile>, known: &Known, refused: &mut Refusals) {
    let in_groups: HashSet<&Path> = known
        .grouped
        .iter()
        .flat_map(|file| std::iter::once(&file.path).chain(&file.aliases))
        .map(PathBuf::as_path)
        .collect();
    // A file that stays makes its companions stay, and so may make another file stay:
    // again until no file is taken back.
    let goes = loop {
        let verdicts = companion_verdicts(to_trash, known, &in_groups);
        let mut staying: HashSet<PathBuf> = HashSet::new();
        let mut goes = Vec::with_capacity(verdicts.len());
        for (planned, verdict) in to_trash.iter().zip(verdicts) {
            match verdict {
                Verdict::Stays(why) => {
                    refused.add(&planned.file.path, why);
                    staying.insert(planned.file.path.clone());
                }
                Verdict::Goes { companions, stay } => goes.push((companions, stay)),
            }
        }
        if staying.is_empty() {
            break goes;
        }
        to_trash.retain(|planned| !staying.contains(&planned.file.path));
    };
    for (planned, (companions, stay)) in to_trash.iter_mut().zip(goes) {
        for (path, why) in stay {
            refused.add(&path, why);
        }
        (planned.companions, planned.companion_copies) = companions.into_iter().unzip();
    }
}

/// What becomes of the companions of each file of `to_trash`, in order.
fn companion_verdicts(
    to_trash: &[PlannedFile],
    known: &Known,
    in_groups: &HashSet<&Path>,
) -> Vec<Verdict> {
    let going: HashSet<&Path> = to_trash.iter().map(|p| p.file.path.as_path()).collect();
    // The files that stay, by the companions they list.
    let mut stays_with: HashMap<&Path, &Path> = HashMap::new();
    for file in known
        .grouped
        .iter()
        .filter(|f| !going.contains(f.path.as_path()))
    {
        for companion in &file.companions {
            stays_with.entry(&companion.path).or_insert(&file.path);
        }
    }
    let mut taken: HashSet<&Path> = HashSet::new();
    let mut verdicts = Vec::with_capacity(to_trash.len());
    for planned in to_trash {
        let photo = &planned.file.path;
        let folder = photo.parent();
        let mut companions = Vec::new();
        let mut chosen: Vec<&Path> = Vec::new();
        let mut stay = Vec::new();
        let mut only_copy = None;
        for companion in &planned.file.companions {
            let path = companion.path.as_path();
            if going.contains(path) || taken.contains(path) {
                continue;
            }
            let outside_roots =
                !known.roots.is_empty() && !known.roots.iter().any(|root| path.starts_with(root));
            let outside_roots = outside_roots && crate::failpoint::guarded("companion-coverage");
            if path.parent() != folder || is_in_users_trash_folder(path) || outside_roots {
                continue;
            }
            if in_groups.contains(path) && crate::failpoint::guarded("companion-in-a-group") {
                let photo = photo.clone();
                stay.push((path.to_path_buf(), Reason::CompanionKept { photo }));
                continue;
            }
            if let Some(&with) = stays_with.get(path) {
                let (photo, with) = (photo.clone(), with.to_path_buf());
                stay.push((path.to_path_buf(), Reason::CompanionStays { photo, with }));
                continue;
            }
            let copies = copies_beside_kept(planned, companion);
            if copies.is_empty() && crate::failpoint::guarded("companion-only-copy") {
                only_copy.get_or_insert_with(|| path.to_path_buf());
                continue;
            }
            chosen.push(path);
            companions.push((companion.clone(), copies));
        }
        verdicts.push(match only_copy {
            Some(companion) => Verdict::Stays(Reason::CompanionOnlyCopy { companion }),
            None => {
                taken.extend(chosen);
                Verdict::Goes { companions, stay }
            }
        });
    }
    verdicts
}

/// The companions beside the kept copies of `planned`'s file (outside trash folders) that
/// stand to them as `companion` to the file ([`crate::companions::counterpart`]): where its
/// bytes may live on.
fn copies_beside_kept(planned: &PlannedFile, companion: &Companion) -> Vec<PathBuf> {
    let kept = planned.keepers.iter().flat_map(|keepers| &keepers.copies);
    let mut copies: Vec<PathBuf> = kept
        .filter(|copy| !is_in_users_trash_folder(&copy.path))
        .filter_map(|copy| crate::companions::counterpart(&planned.file.path, companion, copy))
        .map(|twin| twin.path.clone())
        .collect();
    copies.sort();
    copies.dedup();
    copies
}

/// The folders to trash, as [`plan`] says.
fn plan_folders(
    groups: &[PlannedFolderGroup],
    references: &[PathBuf],
    refused: &mut Refusals,
) -> Vec<PlannedFolder> {
    let kept_anywhere: HashSet<&Path> = groups
        .iter()
        .flat_map(|group| group.marked_as(Mark::Keep))
        .map(|folder| folder.path.as_path())
        .collect();
    let mut to_trash: HashSet<&Path> = HashSet::new();
    let groups: Vec<&PlannedFolderGroup> =
        groups.iter().filter(|g| !g.folders.is_empty()).collect();
    for group in &groups {
        let marked: Vec<&FolderRecord> = group.marked_as(Mark::Trash).collect();
        if marked.len() == group.folders.len() {
            group
                .folders
                .iter()
                .for_each(|f| refused.add(&f.path, Reason::AllFoldersMarked));
            continue;
        }
        let kept: Vec<&Path> = group
            .folders
            .iter()
            .filter(|f| !marked.iter().any(|m| m.path == f.path))
            .map(|f| f.path.as_path())
            .collect();
        for folder in marked {
            if is_in_users_trash_folder(&folder.path) {
                refused.add(&folder.path, Reason::InTrashFolder);
                continue;
            }
            match folder_refusal(&folder.path, &kept, references) {
                Some(reason) => refused.add(&folder.path, reason),
                None if kept_anywhere.contains(folder.path.as_path()) => {
                    refused.add(&folder.path, Reason::KeptElsewhere);
                }
                None => {
                    to_trash.insert(&folder.path);
                }
            }
        }
    }
    to_trash.retain(|path| !refused.contains(path));
    for group in &groups {
        if group
            .folders
            .iter()
            .all(|f| to_trash.contains(f.path.as_path()))
        {
            for folder in &group.folders {
                refused.add(&folder.path, Reason::AllFoldersByOtherGroups);
                to_trash.remove(folder.path.as_path());
            }
        } else if group
            .folders
            .iter()
            .filter(|f| !to_trash.contains(f.path.as_path()))
            .all(|f| is_in_users_trash_folder(&f.path))
        {
            for folder in &group.folders {
                if to_trash.remove(folder.path.as_path()) {
                    refused.add(&folder.path, Reason::KeptOnlyInTrash);
                }
            }
        }
    }
    let mut planned: Vec<PlannedFolder> = Vec::new();
    for group in &groups {
        // A folder in the trash vouches for nothing.
        let kept: Vec<PathBuf> = group
            .folders
            .iter()
            .filter(|f| !to_trash.contains(f.path.as_path()))
            .filter(|f| !is_in_users_trash_folder(&f.path))
            .map(|f| f.path.clone())
            .collect();
        for folder in &group.folders {
            if to_trash.contains(folder.path.as_path())
                && !planned.iter().any(|p| p.folder.path == folder.path)
            {
                planned.push(PlannedFolder {
                    folder: folder.clone(),
                    kept: kept.clone(),
                });
            }
        }
    }
    planned
}

/// Why `folder` may not be trashed whatever else happens, by path: it is in a reference or
/// holds one, or a folder its group keeps is inside it or holds it.
fn folder_refusal(folder: &Path, kept: &[&Path], references: &[PathBuf]) -> Option<Reason> {
    if let Some(reference) = rules::reference_of(folder, references) {
        return Some(in_reference(reference));
    }
    if let Some(reference) = references.iter().find(|r| r.starts_with(folder)) {
        return Some(Reason::HoldsReference {
            reference: reference.clone(),
        });
    }
    kept.iter().find_map(|kept| {
        if kept.starts_with(folder) {
            Some(Reason::KeptFolderInside {
                kept: kept.to_path_buf(),
            })
        } else if folder.starts_with(kept) {
            Some(Reason::KeptFolderHolds {
                kept: kept.to_path_buf(),
            })
        } else {
            None
        }
    })
}

/// The files of `to_trash` in the order the groups list them, each with its groups' keepers
/// (for a group of similar files, the exact copies of its files that stay among them).
fn planned_files(groups: &[&Versions], to_trash: &HashSet<&Path>) -> Vec<PlannedFile> {
    let mut planned: Vec<PlannedFile> = Vec::new();
    let mut index_of: HashMap<&Path, usize> = HashMap::new();
    for versions in groups {
        let group = versions.group;
        let keepers: Vec<FileRecord> = versions
            .holders()
            .filter(|f| !to_trash.contains(f.path.as_path()))
            .cloned()
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
                    companions: Vec::new(),
                    companion_copies: Vec::new(),
                });
                planned.len() - 1
            });
            planned[index].keepers.push(Keepers {
                copies: keepers.clone(),
                kind: group.kind,
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
    fn add(&mut self, path: &Path, reason: Reason) {
        if self.paths.insert(path.to_path_buf()) {
            self.list.push(Refusal::new(path, reason));
        }
    }

    fn add_all(&mut self, files: &[FileRecord], reason: Reason) {
        files
            .iter()
            .for_each(|file| self.add(&file.path, reason.clone()));
    }

    fn contains(&self, path: &Path) -> bool {
        self.paths.contains(path)
    }
}
