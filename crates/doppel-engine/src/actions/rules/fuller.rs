//! What a keep rule never does to similar documents, videos and music: trash a member for one
//! that holds only part of it. A rule that would is not bent to keep something else (that
//! would no longer be the rule the user chose); the group is left alone with the reason
//! ([`Undecided::HoldsAllOf`], [`Undecided::HoldsFootage`]), and the user can still mark
//! it by hand.
//!
//! A member the rule trashes must be covered by what it keeps (outside trash folders):
//! - a document, unless it holds all of a kept one and more (the group's
//!   [`NearHolds`](crate::report::NearHolds), `near/contain.rs`) while no kept one holds
//!   all of it;
//! - a video, when a kept one holds all of its footage: through a pair where it is the
//!   part ([`SpanRelation::PartOf`]), or the same clip ([`SpanRelation::Same`]) no
//!   longer than [`SAME_SLACK`] beyond the kept footage it is joined to, step by step.
//!   Two videos that overlap (each trimmed at a different end) never cover each other.
//! - a music file likewise, by its sound: a shorter recording never covers a longer one.
//!
//! It reads only the report, as every rule does.

use std::path::Path;

use super::Mark;
use super::decide::{More, Undecided};
use crate::report::{FileRecord, Group, NearGroup, SpanPair, SpanRelation};
use crate::trash_folders::is_in_users_trash_folder;

/// How much longer than the footage it is joined to a video of the same clip may be and
/// still count as covered, in seconds: container lengths of one clip re-encoded differ by
/// a frame or two, and a scan samples four frames a second.
pub(super) const SAME_SLACK: f64 = 1.0;

/// Why `marks`, a rule's marks for `group`, would trash a member for one that holds only
/// part of it; `None` when they do not.
pub(super) fn fuller_trashed(group: &Group, marks: &[Mark]) -> Option<Undecided> {
    let keeper = |path: &Path, mark: Mark| mark == Mark::Keep && !is_in_users_trash_folder(path);
    let keepers: Vec<bool> = group
        .files()
        .iter()
        .zip(marks)
        .map(|(file, &mark)| keeper(&file.path, mark))
        .collect();
    let trashed: Vec<bool> = marks.iter().map(|&mark| mark == Mark::Trash).collect();
    match group {
        Group::Near(near) => documents(near, &keepers, &trashed),
        Group::Video(video) => {
            let durations: Vec<f64> = video.videos.iter().map(|v| v.duration).collect();
            spans(&video.files, &durations, &video.pairs, &keepers, &trashed)
        }
        Group::Music(music) => {
            let durations: Vec<f64> = music.tracks.iter().map(|t| t.duration).collect();
            spans(&music.files, &durations, &music.pairs, &keepers, &trashed)
        }
        Group::Exact(_) | Group::Image(_) => None,
    }
}

fn documents(near: &NearGroup, keepers: &[bool], trashed: &[bool]) -> Option<Undecided> {
    let held = |j: usize| {
        near.holds
            .iter()
            .any(|h| h.part == j && keepers.get(h.whole) == Some(&true))
    };
    near.holds
        .iter()
        .find(|h| trashed.get(h.whole) == Some(&true) && keepers.get(h.part) == Some(&true))
        .filter(|h| !held(h.whole))
        .map(|h| Undecided::HoldsAllOf {
            fuller: near.files[h.whole].path.clone(),
            kept: near.files[h.part].path.clone(),
            more: More::Words(h.more),
        })
}

/// Whether a member the marks trash is not covered by kept footage (or sound), for a
/// group of `files` of `durations` joined by `pairs`.
fn spans(
    files: &[FileRecord],
    durations: &[f64],
    pairs: &[SpanPair],
    keepers: &[bool],
    trashed: &[bool],
) -> Option<Undecided> {
    let n = files.len();
    let duration = |i: usize| durations.get(i).copied().unwrap_or(0.0);
    // For each member covered, the length of the kept footage that covers it.
    let mut cover: Vec<Option<f64>> = (0..n).map(|i| keepers[i].then(|| duration(i))).collect();
    let mut changed = true;
    while changed {
        changed = false;
        for pair in pairs {
            let (a, b) = (pair.a, pair.b);
            if a >= n || b >= n {
                continue;
            }
            let steps: &[(usize, usize)] = match pair.relation {
                SpanRelation::Same => &[(a, b), (b, a)],
                SpanRelation::PartOf => &[(a, b)],
                SpanRelation::Overlap => &[],
            };
            for &(part, whole) in steps {
                let (Some(footage), None) = (cover[whole], cover[part]) else {
                    continue;
                };
                let within =
                    pair.relation == SpanRelation::PartOf || duration(part) <= footage + SAME_SLACK;
                if within {
                    cover[part] = Some(footage);
                    changed = true;
                }
            }
        }
    }
    let uncovered = (0..n).find(|&j| trashed[j] && cover[j].is_none())?;
    // Named by a pair between a member not covered (one trashed first) and one covered.
    let explanations: Vec<(usize, Undecided)> = pairs
        .iter()
        .filter_map(|pair| {
            let (a, b) = (pair.a, pair.b);
            if a >= n || b >= n {
                return None;
            }
            let (outer, inner) = match (cover[a], cover[b]) {
                (None, Some(_)) => (a, b),
                (Some(_), None) => (b, a),
                _ => return None,
            };
            let fuller = match pair.relation {
                SpanRelation::Overlap => false,
                SpanRelation::Same | SpanRelation::PartOf => duration(outer) > duration(inner),
            };
            Some((
                outer,
                if fuller {
                    Undecided::HoldsAllOf {
                        fuller: files[outer].path.clone(),
                        kept: files[inner].path.clone(),
                        more: More::Seconds((duration(outer) - duration(inner)).round() as u64),
                    }
                } else {
                    Undecided::HoldsFootage {
                        trashed: files[outer].path.clone(),
                        kept: files[inner].path.clone(),
                    }
                },
            ))
        })
        .collect();
    let explained = explanations
        .iter()
        .find(|(outer, _)| trashed[*outer])
        .or(explanations.first())
        .map(|(_, why)| why.clone());
    Some(explained.unwrap_or_else(|| {
        let kept = (0..n).find(|&i| keepers[i]).unwrap_or(uncovered);
        Undecided::HoldsFootage {
            trashed: files[uncovered].path.clone(),
            kept: files[kept].path.clone(),
        }
    }))
}
