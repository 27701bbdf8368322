//! Applying a keep rule to one group: the copy it keeps, or why it keeps none.
//!
//! The order of the checks is the whole of the rule's safety:
//!
//! 1. A copy in a trash folder (by the names on its path, or inside the user's home trash wherever `XDG_DATA_HOME` puts it: [`is_in_users_trash_folder`]) is
//!    never the copy kept, and is left where it is: it is already deleted, and Windows
//!    keeps a recycled file's modified time, so "keep the oldest" would otherwise keep the
//!    copy in `$RECYCLE.BIN` and trash the live one.
//! 2. A copy in a reference folder (by any of its paths; for a folder, also a folder that
//!    holds a reference) is always kept. In a group of exact copies (or duplicate folders)
//!    with one outside any trash folder, the references decide: they are kept and every
//!    other copy goes, whatever the rule.
//! 3. Otherwise the criteria narrow the copies outside trash folders, in order, as a chain
//!    of preferences: a place no copy lies in passes the choice on, and copies still tied
//!    after the last criterion keep the first by path. A strict rule leaves such a group
//!    alone with an [`Undecided`] instead, as any rule does a group with no copy in the
//!    format it names.
//! 4. Similar documents and videos: a rule that would trash a member for one that holds
//!    only part of it leaves the group alone instead (`fuller.rs`).
//!
//! Nothing here touches the disk; the caller gives folders' modified times.

use std::cmp::Ordering;
use std::fmt;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use super::Mark;
use super::criterion::{Criterion, KeepRule};
use super::fuller::fuller_trashed;
use super::parse::format_name;
use crate::companions::{CompanionKind, kind_of};
use crate::format::count;
use crate::report::{
    Companion, FileRecord, FolderRecord, Group, ImageInfo, TrackInfo, clock, reference_of,
    two_names,
};
use crate::trash_folders::is_in_users_trash_folder;

/// What a rule made of one group.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    /// One mark per member, in the group's order: exactly one kept by the rule (or the
    /// references kept), the copies in trash folders and references kept, the rest Trash.
    Marks(Vec<Mark>),
    /// The rule could not choose; the group's marks stay as they were.
    LeftAlone(Undecided),
}

/// Why a rule chose no copy to keep in a group.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Undecided {
    /// Every copy lies in a trash folder: there is nothing live to keep.
    AllInTrash,
    /// No copy outside the trash passes this criterion: a `format`, or in a strict rule a
    /// place (`under`, `not-under`).
    NoneMatch(Criterion),
    /// Two or more copies are equal by every criterion of a strict rule.
    Tie,
    /// A member the rule would trash (`fuller`) holds all of one it keeps (`kept`), and
    /// `more` besides: a version is never trashed for one that holds only part of it
    /// (`fuller.rs`).
    HoldsAllOf {
        /// The member that would go.
        fuller: PathBuf,
        /// The member kept that it holds.
        kept: PathBuf,
        /// What it holds besides.
        more: More,
    },
    /// A video the rule would trash holds footage that the one kept it is joined to lacks
    /// (the two overlap, each trimmed at a different end).
    HoldsFootage {
        /// The video that would go.
        trashed: PathBuf,
        /// The video kept it overlaps.
        kept: PathBuf,
    },
    /// A copy the rule would trash has a companion (its RAW, Live Photo video, sidecar)
    /// with no copy beside any copy the rule could keep: that copy is no duplicate of the
    /// whole photo, and no copy the rule allows holds all of it.
    CompanionOnlyHere {
        /// The copy that would go.
        photo: PathBuf,
        /// Its companion found beside no copy kept.
        companion: PathBuf,
    },
}

/// What a fuller member holds beyond the one kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum More {
    /// A document's words (distinct word triples, one for each word added).
    Words(u64),
    /// A video's footage, in whole seconds.
    Seconds(u64),
}

impl fmt::Display for Undecided {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Undecided::AllInTrash => write!(f, "every copy is in a trash folder"),
            Undecided::NoneMatch(Criterion::Under(place)) => {
                write!(f, "no copy is under {}", place.text())
            }
            Undecided::NoneMatch(Criterion::NotUnder(place)) => {
                write!(f, "every copy is under {}", place.text())
            }
            Undecided::NoneMatch(Criterion::Format(format)) => {
                write!(f, "no copy is a {}", format.to_uppercase())
            }
            Undecided::NoneMatch(criterion) => {
                write!(f, "no copy passes '{}'", criterion.text())
            }
            Undecided::Tie => write!(
                f,
                "the copies tie on every criterion and the rule is strict (without 'strict', \
                 the first by path is kept)"
            ),
            Undecided::HoldsAllOf { fuller, kept, more } => {
                let (fuller, kept) = two_names(fuller, kept);
                match more {
                    More::Words(words) => write!(
                        f,
                        "{fuller} holds all of {kept} and {} more",
                        count(*words, "word", "words")
                    ),
                    More::Seconds(seconds) => write!(
                        f,
                        "{fuller} holds all of {kept} and {} more",
                        clock(*seconds as f64)
                    ),
                }
            }
            Undecided::HoldsFootage { trashed, kept } => {
                let (trashed, kept) = two_names(trashed, kept);
                write!(f, "{trashed} holds footage {kept} lacks")
            }
            Undecided::CompanionOnlyHere { photo, companion } => {
                let (photo, companion) = two_names(photo, companion);
                write!(
                    f,
                    "{companion} goes with {photo} and has no copy beside a copy kept"
                )
            }
        }
    }
}

/// One member of a group as the rules see it.
#[derive(Debug, Clone, Copy)]
pub(super) struct Member<'a> {
    pub(super) path: &'a Path,
    pub(super) other_paths: &'a [std::path::PathBuf],
    pub(super) size: u64,
    pub(super) modified: SystemTime,
    pub(super) image: Option<&'a ImageInfo>,
    pub(super) track: Option<&'a TrackInfo>,
    /// A folder that holds a reference folder is kept like one inside it.
    pub(super) holds_reference: bool,
    /// The files beside it that belong with it as one photo.
    pub(super) companions: &'a [Companion],
}

impl Member<'_> {
    fn in_reference(&self, references: &[std::path::PathBuf]) -> bool {
        self.holds_reference
            || reference_of(self.path, references).is_some()
            || self
                .other_paths
                .iter()
                .any(|path| reference_of(path, references).is_some())
    }
}

/// The rule applied to a group of files of the report (its images' facts for similar
/// images), with the reference folders `references` (absolute, canonical).
///
/// A copy goes only with its companions' bytes living on beside a copy kept (see
/// [`companion_left_behind`]): when the rule's choice would leave one only in the trash, the
/// rule prefers, among the copies it allows, one beside which every other copy's companions
/// live on; with none, the group is left alone ([`Undecided::CompanionOnlyHere`]).
pub fn decide_files(rule: &KeepRule, group: &Group, references: &[std::path::PathBuf]) -> Decision {
    let images: Option<&[ImageInfo]> = match group {
        Group::Image(image) if image.images.len() == image.files.len() => Some(&image.images),
        _ => None,
    };
    let tracks: Option<&[TrackInfo]> = match group {
        Group::Music(music) if music.tracks.len() == music.files.len() => Some(&music.tracks),
        _ => None,
    };
    let files = group.files();
    let members: Vec<Member> = files
        .iter()
        .enumerate()
        .map(|(i, file)| Member {
            track: tracks.map(|tracks| &tracks[i]),
            ..file_member(file, images.map(|images| &images[i]))
        })
        .collect();
    let exact = matches!(group, Group::Exact(_));
    let decided = |allowed: &dyn Fn(usize) -> bool| match decide(
        rule, &members, exact, references, allowed,
    ) {
        Decision::Marks(marks) => {
            let marks = keep_photos_whole(files, marks);
            match companion_left_behind(files, &marks) {
                Some(why) => Decision::LeftAlone(why),
                None => Decision::Marks(marks),
            }
        }
        left_alone => left_alone,
    };
    let decision = match decided(&|_| true) {
        Decision::LeftAlone(why @ Undecided::CompanionOnlyHere { .. }) => {
            // The copies that could be kept alone: the rule lets them through, and keeping
            // one, no other copy's companion is left only in the trash.
            let whole = |keep: usize| {
                let required = rule.criteria().iter().filter(|c| required(rule, c));
                if !required.into_iter().all(|c| admits(c, &members[keep])) {
                    return false;
                }
                let marks = (0..members.len())
                    .map(|i| {
                        let stays = i == keep
                            || is_in_users_trash_folder(members[i].path)
                            || members[i].in_reference(references);
                        if stays { Mark::Keep } else { Mark::Trash }
                    })
                    .collect();
                companion_left_behind(files, &keep_photos_whole(files, marks)).is_none()
            };
            match decided(&whole) {
                Decision::Marks(marks) => Decision::Marks(marks),
                Decision::LeftAlone(_) => Decision::LeftAlone(why),
            }
        }
        decision => decision,
    };
    match decision {
        Decision::Marks(marks) => match fuller_trashed(group, &marks) {
            Some(why) if crate::failpoint::guarded("fuller-kept") => Decision::LeftAlone(why),
            _ => Decision::Marks(marks),
        },
        left_alone => left_alone,
    }
}

/// The first companion of a member marked Trash whose bytes would live on nowhere but in
/// the trash: not itself a member of the group (decided as one), not a companion of a
/// member kept too (it stays with it), and with no counterpart beside a member kept outside
/// the trash folders ([`crate::companions::counterpart`]).
fn companion_left_behind(files: &[FileRecord], marks: &[Mark]) -> Option<Undecided> {
    let kept: Vec<&FileRecord> = files
        .iter()
        .zip(marks)
        .filter(|(_, mark)| **mark == Mark::Keep)
        .map(|(file, _)| file)
        .collect();
    let trashed = files.iter().zip(marks).filter(|(_, m)| **m == Mark::Trash);
    for (file, _) in trashed {
        for companion in &file.companions {
            let member = files.iter().any(|f| f.path == companion.path);
            let lives_on = kept.iter().any(|copy| {
                copy.companions.iter().any(|c| c.path == companion.path)
                    || (!is_in_users_trash_folder(&copy.path)
                        && crate::companions::counterpart(&file.path, companion, copy).is_some())
            });
            if !member && !lives_on && crate::failpoint::guarded("companion-only-copy") {
                return Some(Undecided::CompanionOnlyHere {
                    photo: file.path.clone(),
                    companion: companion.path.clone(),
                });
            }
        }
    }
    None
}

/// `marks` with every member that is a companion of a kept member kept too (as far as that
/// reaches): a RAW and its JPEG in one group of similar images are one photo, and a rule
/// never keeps one of them and trashes the other as a duplicate of it.
fn keep_photos_whole(files: &[FileRecord], mut marks: Vec<Mark>) -> Vec<Mark> {
    let mut changed = true;
    while changed {
        changed = false;
        for i in 0..files.len() {
            if marks[i] != Mark::Keep {
                continue;
            }
            for j in 0..files.len() {
                let together = files[i].companions.iter().any(|c| c.path == files[j].path)
                    || files[j].companions.iter().any(|c| c.path == files[i].path);
                if marks[j] == Mark::Trash && together {
                    marks[j] = Mark::Keep;
                    changed = true;
                }
            }
        }
    }
    marks
}

/// The rule applied to the folders of a duplicate-folder group, `modified[i]` being the
/// modified time of `folders[i]` (the report does not record one).
pub fn decide_folders(
    rule: &KeepRule,
    folders: &[FolderRecord],
    modified: &[SystemTime],
    references: &[std::path::PathBuf],
) -> Decision {
    let members: Vec<Member> = folders
        .iter()
        .enumerate()
        .map(|(i, folder)| Member {
            path: &folder.path,
            other_paths: &[],
            size: folder.bytes,
            modified: modified.get(i).copied().unwrap_or(SystemTime::UNIX_EPOCH),
            image: None,
            track: None,
            holds_reference: references.iter().any(|r| r.starts_with(&folder.path)),
            companions: &[],
        })
        .collect();
    decide(rule, &members, true, references, &|_| true)
}

fn file_member<'a>(file: &'a FileRecord, image: Option<&'a ImageInfo>) -> Member<'a> {
    Member {
        path: &file.path,
        other_paths: &file.aliases,
        size: file.size,
        modified: file.modified,
        image,
        track: None,
        holds_reference: false,
        companions: &file.companions,
    }
}

/// The rule applied to `members`; `exact` when they are byte-for-byte copies (or duplicate
/// folders), so that a copy in a reference decides for the group. The rule chooses only
/// among the members `allowed`.
pub(super) fn decide(
    rule: &KeepRule,
    members: &[Member],
    exact: bool,
    references: &[std::path::PathBuf],
    allowed: &dyn Fn(usize) -> bool,
) -> Decision {
    let in_trash: Vec<bool> = members
        .iter()
        .map(|m| is_in_users_trash_folder(m.path))
        .collect();
    let in_reference: Vec<bool> = members.iter().map(|m| m.in_reference(references)).collect();
    let mark = |keep: &dyn Fn(usize) -> bool| -> Vec<Mark> {
        (0..members.len())
            .map(|i| {
                if keep(i) || in_trash[i] || in_reference[i] {
                    Mark::Keep
                } else {
                    Mark::Trash
                }
            })
            .collect()
    };
    // A reference's copy in its trash is no kept copy: it cannot decide for the group.
    if exact && (0..members.len()).any(|i| in_reference[i] && !in_trash[i]) {
        return Decision::Marks(mark(&|_| false));
    }
    let outside: Vec<usize> = (0..members.len()).filter(|&i| !in_trash[i]).collect();
    if outside.is_empty() {
        return Decision::LeftAlone(Undecided::AllInTrash);
    }
    let outside: Vec<usize> = outside.into_iter().filter(|&i| allowed(i)).collect();
    if outside.is_empty() {
        // Only a restricted choice comes here, and its caller gives its own reason.
        return Decision::LeftAlone(Undecided::Tie);
    }
    match narrow(rule, members, outside) {
        Ok(keep) => Decision::Marks(mark(&|i| i == keep)),
        Err(why) => Decision::LeftAlone(why),
    }
}

/// The one member the criteria leave of `candidates`, in order: a place no candidate lies
/// in passes them all on, and a tie left after the last keeps the first by path, unless
/// the rule is strict ([`KeepRule::strict`]).
fn narrow(
    rule: &KeepRule,
    members: &[Member],
    mut candidates: Vec<usize>,
) -> Result<usize, Undecided> {
    for criterion in rule.criteria() {
        if candidates.len() == 1 {
            break;
        }
        candidates = match criterion {
            Criterion::Under(_) | Criterion::NotUnder(_) => {
                match filter(criterion, &candidates, |i| admits(criterion, &members[i])) {
                    Ok(passing) => passing,
                    Err(why) if rule.is_strict() => return Err(why),
                    // No copy there: a preference, so the next criterion chooses.
                    Err(_) => candidates,
                }
            }
            Criterion::Format(_) => {
                filter(criterion, &candidates, |i| admits(criterion, &members[i]))?
            }
            Criterion::Newest => best(&candidates, |a, b| {
                members[a].modified.cmp(&members[b].modified)
            }),
            Criterion::Oldest => best(&candidates, |a, b| {
                members[b].modified.cmp(&members[a].modified)
            }),
            Criterion::Largest => best(&candidates, |a, b| members[a].size.cmp(&members[b].size)),
            Criterion::ShortestPath => best(&candidates, |a, b| {
                let length = |i: usize| members[i].path.as_os_str().len();
                length(b).cmp(&length(a))
            }),
            Criterion::HighestResolution => best(&candidates, |a, b| {
                pixels(&members[a]).cmp(&pixels(&members[b]))
            }),
            // Dated before undated, then the earlier date; the EXIF text sorts as the time.
            Criterion::FirstTaken => best(&candidates, |a, b| {
                let dated = |i: usize| {
                    members[i]
                        .image
                        .and_then(|image| image.taken.as_deref())
                        .map(std::cmp::Reverse)
                };
                dated(a).cmp(&dated(b))
            }),
            Criterion::HighestBitrate => best(&candidates, |a, b| {
                let bitrate = |i: usize| members[i].track.and_then(|t| t.bitrate).unwrap_or(0);
                bitrate(a).cmp(&bitrate(b))
            }),
            Criterion::Lossless => best(&candidates, |a, b| {
                let lossless = |i: usize| members[i].track.is_some_and(|t| t.lossless);
                lossless(a).cmp(&lossless(b))
            }),
            // A RAW beside it first, then the most companions; none is equal to none.
            Criterion::WithCompanions => best(&candidates, |a, b| {
                let weight = |i: usize| {
                    let companions = members[i].companions;
                    let raws = companions
                        .iter()
                        .filter(|c| kind_of(&c.path) == Some(CompanionKind::Raw))
                        .count();
                    (raws.min(1), companions.len())
                };
                weight(a).cmp(&weight(b))
            }),
            Criterion::First => candidates.iter().copied().min().into_iter().collect(),
        };
    }
    match candidates.as_slice() {
        [one] => Ok(*one),
        _ if rule.is_strict() => Err(Undecided::Tie),
        // The stated tie-break: the first by path, whatever order the group lists them in.
        tied => tied
            .iter()
            .copied()
            .min_by(|&a, &b| members[a].path.cmp(members[b].path))
            .ok_or(Undecided::Tie),
    }
}

/// Whether `criterion` of `rule` is one a kept copy must pass: a format always, a place
/// only in a strict rule (otherwise a place is a preference that passes the choice on).
fn required(rule: &KeepRule, criterion: &Criterion) -> bool {
    match criterion {
        Criterion::Format(_) => true,
        Criterion::Under(_) | Criterion::NotUnder(_) => rule.is_strict(),
        _ => false,
    }
}

/// Whether `member` passes `criterion`, when it is one that lets copies through or not
/// (`under`, `not-under`, `format`); every copy passes the others, which only order them.
fn admits(criterion: &Criterion, member: &Member) -> bool {
    match criterion {
        Criterion::Under(place) => place.holds(member.path),
        Criterion::NotUnder(place) => !place.holds(member.path),
        Criterion::Format(format) => format_of(member) == *format,
        _ => true,
    }
}

/// The candidates that pass `passes`; none passing leaves the group alone.
fn filter(
    criterion: &Criterion,
    candidates: &[usize],
    passes: impl Fn(usize) -> bool,
) -> Result<Vec<usize>, Undecided> {
    let passing: Vec<usize> = candidates.iter().copied().filter(|&i| passes(i)).collect();
    if passing.is_empty() {
        Err(Undecided::NoneMatch(criterion.clone()))
    } else {
        Ok(passing)
    }
}

/// The candidates greatest by `order` (all of them, when they tie).
fn best(candidates: &[usize], order: impl Fn(usize, usize) -> Ordering) -> Vec<usize> {
    let Some(top) = candidates.iter().copied().max_by(|&a, &b| order(a, b)) else {
        return Vec::new();
    };
    candidates
        .iter()
        .copied()
        .filter(|&i| order(i, top) == Ordering::Equal)
        .collect()
}

/// An image's pixels; a member that is not a similar image has none to compare (an exact
/// group's copies have the same pixels).
fn pixels(member: &Member) -> u64 {
    member
        .image
        .map(|image| u64::from(image.width) * u64::from(image.height))
        .unwrap_or(0)
}

/// An image's format as the scan read it, or the file's extension.
fn format_of(member: &Member) -> String {
    match member.image {
        Some(image) => format_name(&image.format),
        None => member
            .path
            .extension()
            .map(|extension| format_name(&extension.to_string_lossy()))
            .unwrap_or_default(),
    }
}
