//! A keep rule over many groups of a report, as both front ends apply it: the desktop
//! app to the groups of a tab, `doppel clean` to every group of the kinds it was asked to
//! clean. [`decide_groups`] is that one function; [`RulePreview`] is what it would do, told
//! before any mark changes (how many groups it decides, how many it leaves alone and why,
//! what it would trash and free, a few examples).

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use super::Mark;
use super::criterion::{Criterion, KeepRule};
use super::decide::{Decision, Undecided, decide_files, decide_folders};
use crate::report::{GroupRef, Report};

/// What a rule made of each group it was applied to.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RuleOutcome {
    /// The groups it decided, with one mark per member in the group's order.
    pub decided: Vec<(GroupRef, Vec<Mark>)>,
    /// The groups it left alone, and why.
    pub left_alone: Vec<(GroupRef, Undecided)>,
    /// Of the groups decided, those the criteria alone did not decide, and what did.
    pub fallbacks: Vec<(GroupRef, Fallback)>,
}

/// How a rule that is not strict decided a group its criteria alone did not: what a strict
/// rule would have left it alone for. A preview counts them, so the tie-break is seen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fallback {
    /// No copy passed this place (`under`, `not-under`), so the criteria after it chose.
    PassedOn(Criterion),
    /// The copies tied on every criterion, so the first by path is kept.
    FirstByPath,
}

impl std::fmt::Display for Fallback {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Fallback::PassedOn(Criterion::NotUnder(place)) => write!(
                f,
                "every copy is under {}, so the next criteria chose",
                place.text()
            ),
            Fallback::PassedOn(criterion) => write!(
                f,
                "no copy passes '{}', so the next criteria chose",
                criterion.text()
            ),
            Fallback::FirstByPath => {
                write!(
                    f,
                    "the copies tie on every criterion, so the first by path is kept"
                )
            }
        }
    }
}

/// Applies `rule` to each of `groups` of `report`. A folder's modified time is asked of
/// `folder_modified` only when the rule compares times (the report records none).
/// Indices outside the report are skipped.
pub fn decide_groups(
    rule: &KeepRule,
    report: &Report,
    groups: &[GroupRef],
    folder_modified: &dyn Fn(&Path) -> SystemTime,
) -> RuleOutcome {
    let by_time = rule
        .criteria()
        .iter()
        .any(|c| matches!(c, Criterion::Newest | Criterion::Oldest));
    let strictly = rule.clone().strict(true);
    let mut outcome = RuleOutcome::default();
    for &which in groups {
        let Some(members) = Members::of(report, which, by_time, folder_modified) else {
            continue;
        };
        match members.decide(rule, report) {
            Decision::Marks(marks) => {
                // What a strict rule would have left it alone for is what decided it.
                let fallback = match (!rule.is_strict()).then(|| members.decide(&strictly, report))
                {
                    Some(Decision::LeftAlone(Undecided::NoneMatch(criterion))) => {
                        Some(Fallback::PassedOn(criterion))
                    }
                    Some(Decision::LeftAlone(Undecided::Tie)) => Some(Fallback::FirstByPath),
                    _ => None,
                };
                if let Some(fallback) = fallback {
                    outcome.fallbacks.push((which, fallback));
                }
                outcome.decided.push((which, marks));
            }
            Decision::LeftAlone(why) => outcome.left_alone.push((which, why)),
        }
    }
    outcome
}

/// One group of a report as a rule is applied to it: a group of files, or a group of
/// folders with their modified times (read once, however many rules look at them).
enum Members<'a> {
    Files(&'a crate::report::Group),
    Folders(&'a [crate::report::FolderRecord], Vec<SystemTime>),
}

impl<'a> Members<'a> {
    /// The group `which` of `report`; `None` for an index outside it.
    fn of(
        report: &'a Report,
        which: GroupRef,
        by_time: bool,
        folder_modified: &dyn Fn(&Path) -> SystemTime,
    ) -> Option<Members<'a>> {
        Some(match which {
            GroupRef::Files(i) => Members::Files(report.groups.get(i)?),
            GroupRef::Folders(i) => {
                let folders = &report.folders.get(i)?.folders;
                let modified = folders
                    .iter()
                    .map(|f| {
                        if by_time {
                            folder_modified(&f.path)
                        } else {
                            SystemTime::UNIX_EPOCH
                        }
                    })
                    .collect();
                Members::Folders(folders, modified)
            }
        })
    }

    fn decide(&self, rule: &KeepRule, report: &Report) -> Decision {
        match self {
            Members::Files(group) => decide_files(rule, group, &report.references),
            Members::Folders(folders, modified) => {
                decide_folders(rule, folders, modified, &report.references)
            }
        }
    }
}

/// Each distinct item with how many times it comes, most first (of equal counts, the first
/// met first): the groups a rule left alone or decided past its criteria, by why.
pub fn tally<T: PartialEq>(items: impl IntoIterator<Item = T>) -> Vec<(T, usize)> {
    let mut counted: Vec<(T, usize)> = Vec::new();
    for item in items {
        match counted.iter_mut().find(|(seen, _)| *seen == item) {
            Some((_, count)) => *count += 1,
            None => counted.push((item, 1)),
        }
    }
    counted.sort_by_key(|(_, count)| std::cmp::Reverse(*count));
    counted
}

/// How many examples a preview gives.
const EXAMPLES: usize = 3;

/// What a rule would do, before it does it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RulePreview {
    /// The groups it was applied to.
    pub groups: usize,
    /// The groups it decides.
    pub decided: usize,
    /// The groups it leaves alone, counted by why (most first).
    pub left_alone: Vec<(Undecided, usize)>,
    /// Of the groups it decides, those its criteria alone did not, counted by what decided
    /// them (most first).
    pub fallbacks: Vec<(Fallback, usize)>,
    /// The files it would mark Trash (each once, though it be in two groups).
    pub files_to_trash: usize,
    /// The folders it would mark Trash.
    pub folders_to_trash: usize,
    /// What trashing them would free: their bytes, but nothing for a file with other
    /// names (hard links), whose content stays.
    pub bytes_to_free: u64,
    /// A few decided groups: the copy kept and those trashed.
    pub examples: Vec<RuleExample>,
}

/// One decided group, as a preview shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleExample {
    /// The copies kept.
    pub kept: Vec<PathBuf>,
    /// The copies that would go.
    pub trashed: Vec<PathBuf>,
}

impl RulePreview {
    /// The preview of `outcome`, a rule's outcome over `report`'s groups.
    pub fn of(outcome: &RuleOutcome, report: &Report) -> RulePreview {
        let mut preview = RulePreview {
            groups: outcome.decided.len() + outcome.left_alone.len(),
            decided: outcome.decided.len(),
            ..RulePreview::default()
        };
        preview.left_alone = tally(outcome.left_alone.iter().map(|(_, why)| why.clone()));
        preview.fallbacks = tally(outcome.fallbacks.iter().map(|(_, how)| how.clone()));
        let mut counted: HashSet<&Path> = HashSet::new();
        for (which, marks) in &outcome.decided {
            let members: Vec<(&Path, u64, bool)> = match *which {
                GroupRef::Files(i) => report.groups[i]
                    .files()
                    .iter()
                    .map(|f| (f.path.as_path(), f.size, !f.aliases.is_empty()))
                    .collect(),
                GroupRef::Folders(i) => report.folders[i]
                    .folders
                    .iter()
                    .map(|f| (f.path.as_path(), f.bytes, false))
                    .collect(),
            };
            let mut example = RuleExample {
                kept: Vec::new(),
                trashed: Vec::new(),
            };
            for (&(path, bytes, other_names), mark) in members.iter().zip(marks) {
                match mark {
                    Mark::Keep => example.kept.push(path.to_path_buf()),
                    Mark::Trash => {
                        example.trashed.push(path.to_path_buf());
                        if counted.insert(path) {
                            match which {
                                GroupRef::Files(_) => preview.files_to_trash += 1,
                                GroupRef::Folders(_) => preview.folders_to_trash += 1,
                            }
                            if !other_names {
                                preview.bytes_to_free += bytes;
                            }
                        }
                    }
                }
            }
            if preview.examples.len() < EXAMPLES && !example.trashed.is_empty() {
                preview.examples.push(example);
            }
        }
        preview
    }
}
