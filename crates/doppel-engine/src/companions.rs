//! Companion files: the files beside a group's file that belong with it as one photo, so
//! that a cleanup moves them together and a keep rule never splits them.
//!
//! A photo is often several files in one folder, sharing a stem:
//!
//! - a RAW (`cr2`, `cr3`, `nef`, `arw`, `dng`, `orf`, `rw2`, `raf`) and the JPEG or HEIC the
//!   camera wrote beside it (`IMG_0001.CR2` + `IMG_0001.JPG`);
//! - a Live Photo's still (`heic`, `heif`, `jpg`, `jpeg`) and its video (`IMG_0001.MOV`);
//! - editing sidecars: `NAME.xmp`, `NAME.EXT.xmp` (for any of the files above) and
//!   `NAME.aae`.
//!
//! Extensions are compared without regard to case; stems exactly, as the file system names
//! them. A RAW pairs with a still, a still with a video; a file's companions are everything
//! joined to it that way (so a JPEG's companions hold its RAW's `IMG_0001.CR2.xmp` too), and
//! the sidecars of any of them. A file that is not a photo (nor a Live Photo's video) has
//! no companions, and a sidecar is never the centre of one.
//!
//! [`attach`] fills [`FileRecord::companions`] for every file of a report's groups with one
//! directory read per folder holding such a file (only names are read; each companion found
//! is then looked at once, without following links, for its size and modified time; a
//! symbolic link or anything but a regular file is never a companion, nor is a file the
//! scan did not cover: outside its roots, or left out by its filters). A companion that is
//! itself a member of the same group is listed all the same (it does belong with the file);
//! what counts and moves files (the plan, the keep rules) takes each path once.

use std::collections::{BTreeMap, HashMap};
use std::ffi::{OsStr, OsString};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};

use rayon::prelude::*;

use crate::report::{Companion, FileRecord, Report};

/// What a companion (or a file with companions) is, by its extension.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CompanionKind {
    /// A camera's RAW file.
    Raw,
    /// A still image a RAW or a Live Photo goes with: JPEG or HEIC.
    Still,
    /// A Live Photo's video (`.mov`).
    Video,
    /// An editing sidecar (`.xmp`, `.aae`).
    Sidecar,
}

/// The RAW extensions, lower case.
const RAW: [&str; 8] = ["cr2", "cr3", "nef", "arw", "dng", "orf", "rw2", "raf"];
/// The stills a RAW or a Live Photo's video goes with, lower case.
const STILL: [&str; 4] = ["jpg", "jpeg", "heic", "heif"];

/// What a file named `name` is, by its extension (any case); `None` for anything else.
pub fn kind_of_name(name: &OsStr) -> Option<CompanionKind> {
    let (_, extension) = split_extension(name.as_bytes())?;
    let extension = String::from_utf8_lossy(extension).to_ascii_lowercase();
    let extension = extension.as_str();
    if RAW.contains(&extension) {
        Some(CompanionKind::Raw)
    } else if STILL.contains(&extension) {
        Some(CompanionKind::Still)
    } else if extension == "mov" {
        Some(CompanionKind::Video)
    } else if extension == "xmp" || extension == "aae" {
        Some(CompanionKind::Sidecar)
    } else {
        None
    }
}

/// What the file at `path` is, by its extension.
pub fn kind_of(path: &Path) -> Option<CompanionKind> {
    path.file_name().and_then(kind_of_name)
}

/// The stem of a file named `name`: what comes before its last dot (the name a photo's
/// files share; a companion's name is its photo's stem and a suffix, `.CR2` or `.JPG.xmp`).
pub fn stem_of(name: &OsStr) -> Option<&[u8]> {
    split_extension(name.as_bytes()).map(|(stem, _)| stem)
}

/// The companion of `copy` (another copy of the photo file at `photo`) that stands to it as
/// `companion` stands to `photo`: in `copy`'s folder, named `copy`'s stem and the same
/// suffix (`IMG_0001.CR2` beside `IMG_0001.JPG` is matched by `DSC_7.CR2` beside
/// `DSC_7.JPG`), of the same size. Where `companion`'s bytes may live on when `photo` goes
/// (the bytes themselves are compared just before it moves).
pub fn counterpart<'a>(
    photo: &Path,
    companion: &Companion,
    copy: &'a FileRecord,
) -> Option<&'a Companion> {
    let suffix = |file: &Path, of: &Path| -> Option<Vec<u8>> {
        let stem = stem_of(file.file_name()?)?;
        of.file_name()?
            .as_bytes()
            .strip_prefix(stem)
            .map(<[u8]>::to_vec)
    };
    let wanted = suffix(photo, &companion.path)?;
    copy.companions.iter().find(|twin| {
        twin.size == companion.size
            && twin.path.parent() == copy.path.parent()
            && suffix(&copy.path, &twin.path).as_deref() == Some(wanted.as_slice())
    })
}

/// `name` split at its last dot: the stem and the extension, both non-empty.
fn split_extension(name: &[u8]) -> Option<(&[u8], &[u8])> {
    let dot = name.iter().rposition(|&b| b == b'.')?;
    let (stem, extension) = (&name[..dot], &name[dot + 1..]);
    (!stem.is_empty() && !extension.is_empty()).then_some((stem, extension))
}

/// Of `names` (the entries of one folder), those that belong with `name` as one photo, in
/// the order of `names`; never `name` itself. Empty when `name` is not a photo or a Live
/// Photo's video.
pub fn companions_among<'a>(name: &OsStr, names: &'a [OsString]) -> Vec<&'a OsString> {
    let Some(own_kind) = kind_of_name(name) else {
        return Vec::new();
    };
    if own_kind == CompanionKind::Sidecar {
        return Vec::new();
    }
    let Some((stem, _)) = split_extension(name.as_bytes()) else {
        return Vec::new();
    };
    // The photo's files of this stem, by kind, then the ones joined to `name`: a RAW to a
    // still, a still to a video, as far as they reach.
    let same_stem: Vec<(&OsString, CompanionKind)> = names
        .iter()
        .filter_map(|other| {
            let (other_stem, _) = split_extension(other.as_bytes())?;
            let kind = kind_of_name(other)?;
            (other_stem == stem && kind != CompanionKind::Sidecar).then_some((other, kind))
        })
        .collect();
    let joined = |a: CompanionKind, b: CompanionKind| {
        use CompanionKind::{Raw, Still, Video};
        matches!(
            (a, b),
            (Raw, Still) | (Still, Raw) | (Still, Video) | (Video, Still)
        )
    };
    let mut unit: Vec<(&OsStr, CompanionKind)> = vec![(name, own_kind)];
    let mut grew = true;
    while grew {
        grew = false;
        for &(other, kind) in &same_stem {
            let inside = unit.iter().any(|(n, _)| *n == other.as_os_str());
            if !inside && unit.iter().any(|&(_, k)| joined(k, kind)) {
                unit.push((other, kind));
                grew = true;
            }
        }
    }
    names
        .iter()
        .filter(|other| other.as_os_str() != name)
        .filter(|other| {
            let in_unit = unit.iter().any(|(n, _)| *n == other.as_os_str());
            in_unit || is_sidecar_of(other, stem, &unit)
        })
        .collect()
}

/// Whether `other` is a sidecar of a photo of `stem` whose files are `unit`: `STEM.xmp`,
/// `STEM.aae`, or `NAME.xmp` for a file `NAME` of the unit.
fn is_sidecar_of(other: &OsStr, stem: &[u8], unit: &[(&OsStr, CompanionKind)]) -> bool {
    let Some((other_stem, extension)) = split_extension(other.as_bytes()) else {
        return false;
    };
    let extension = extension.to_ascii_lowercase();
    if extension == b"aae" {
        return other_stem == stem;
    }
    extension == b"xmp"
        && (other_stem == stem || unit.iter().any(|(n, _)| n.as_bytes() == other_stem))
}

/// Fills [`FileRecord::companions`] of every file in `report`'s groups (replacing what was
/// there), reading each folder that holds such a file once. A folder that cannot be read
/// gives its files no companions. Only a file `covered` (its path and size) is listed: what
/// the scan's roots and filters left out never moves as anyone's companion (the folder of
/// a file given as a root lies outside every root; an excluded, hidden or too small file
/// was never looked at).
pub fn attach(report: &mut Report, covered: &(dyn Fn(&Path, u64) -> bool + Sync)) {
    // The folders to read, each with the names of its files that could have companions.
    let mut folders: BTreeMap<&Path, Vec<&OsStr>> = BTreeMap::new();
    for file in report.groups.iter().flat_map(|group| group.files()) {
        let (Some(folder), Some(name)) = (file.path.parent(), file.path.file_name()) else {
            continue;
        };
        if kind_of_name(name).is_some_and(|kind| kind != CompanionKind::Sidecar) {
            folders.entry(folder).or_default().push(name);
        }
    }
    let found: HashMap<PathBuf, Vec<Companion>> = folders
        .into_par_iter()
        .flat_map_iter(|(folder, names)| {
            let entries = folder_names(folder);
            names
                .into_iter()
                .map(|name| {
                    let companions = companions_among(name, &entries)
                        .into_iter()
                        .filter_map(|companion| look_at(&folder.join(companion)))
                        .filter(|companion| covered(&companion.path, companion.size))
                        .collect::<Vec<Companion>>();
                    (folder.join(name), companions)
                })
                .collect::<Vec<_>>()
        })
        .filter(|(_, companions)| !companions.is_empty())
        .collect();
    for group in &mut report.groups {
        for file in group_files_mut(group) {
            file.companions = found.get(&file.path).cloned().unwrap_or_default();
        }
    }
}

fn group_files_mut(group: &mut crate::report::Group) -> &mut [FileRecord] {
    use crate::report::Group;
    match group {
        Group::Exact(group) => &mut group.files,
        Group::Near(group) => &mut group.files,
        Group::Image(group) => &mut group.files,
        // A Live Photo's video is one photo with its still, in a group of videos too.
        Group::Video(group) => &mut group.files,
        Group::Music(group) => &mut group.files,
    }
}

/// The names in `folder` that could be part of a photo (empty when it cannot be read).
fn folder_names(folder: &Path) -> Vec<OsString> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut names: Vec<OsString> = entries
        .filter_map(Result::ok)
        .map(|entry| entry.file_name())
        .filter(|name| kind_of_name(name).is_some())
        .collect();
    names.sort();
    names
}

/// A companion as it stands: a regular file (a symbolic link is not followed, and is none).
fn look_at(path: &Path) -> Option<Companion> {
    let metadata = std::fs::symlink_metadata(path).ok()?;
    if !metadata.file_type().is_file() {
        return None;
    }
    Some(Companion {
        path: path.to_path_buf(),
        size: metadata.len(),
        modified: metadata.modified().ok()?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::ffi::OsStringExt;

    fn names_of(names: &[&str]) -> Vec<OsString> {
        names
            .iter()
            .map(|name| OsString::from_vec(name.as_bytes().to_vec()))
            .collect()
    }

    fn found(name: &str, names: &[&str]) -> Vec<String> {
        let names = names_of(names);
        companions_among(OsStr::new(name), &names)
            .into_iter()
            .map(|n| n.to_string_lossy().into_owned())
            .collect()
    }

    #[test]
    fn a_jpeg_goes_with_its_raw_and_sidecars_of_any_case() {
        let names = [
            "IMG_0001.CR2",
            "IMG_0001.CR2.xmp",
            "IMG_0001.JPG",
            "IMG_0001.xmp",
            "IMG_0002.CR2",
            "IMG_00011.JPG",
            "notes.txt",
        ];
        assert_eq!(
            found("IMG_0001.JPG", &names),
            ["IMG_0001.CR2", "IMG_0001.CR2.xmp", "IMG_0001.xmp"]
        );
        assert_eq!(
            found("IMG_0001.CR2", &names),
            ["IMG_0001.CR2.xmp", "IMG_0001.JPG", "IMG_0001.xmp"]
        );
    }

    #[test]
    fn a_live_photo_is_its_still_and_its_video() {
        let names = ["IMG_7.HEIC", "IMG_7.MOV", "IMG_7.aae", "IMG_8.MOV"];
        assert_eq!(found("IMG_7.HEIC", &names), ["IMG_7.MOV", "IMG_7.aae"]);
        assert_eq!(found("IMG_7.MOV", &names), ["IMG_7.HEIC", "IMG_7.aae"]);
        // A video with no still beside it is no Live Photo.
        assert!(found("IMG_8.MOV", &names).is_empty());
    }

    #[test]
    fn only_photos_have_companions() {
        let names = ["a.pdf", "a.xmp", "b.xmp", "b.XMP.xmp", "c.png", "c.CR2"];
        assert!(found("a.pdf", &names).is_empty());
        assert!(found("b.xmp", &names).is_empty());
        // A PNG is not one of the stills a RAW is paired with.
        assert!(found("c.png", &names).is_empty());
        assert!(found("c.CR2", &names).is_empty());
    }

    #[test]
    fn two_stills_alone_are_two_photos() {
        let names = ["x.jpg", "x.heic"];
        assert!(found("x.jpg", &names).is_empty());
    }
}
