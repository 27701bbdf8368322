//! The CSV report: one row per path, with the number of the group it belongs to.
//!
//! Paths are written as their raw bytes, so a non-UTF-8 name survives a round trip.
//! Hard links get a row of their own whose `hard_link_of` names the file they alias. Near
//! groups have no common hash; their pairs and similarities are in the JSON form (as are
//! the facts and shared spans of video groups, kind `video`). Folder
//! groups (with `--folders`) come first, one row per folder, numbered `F1`, `F2`…, with
//! kind `duplicate-folder` or `similar-folder` and the bytes seen inside as the size.
//! With `--unique`, [`write_only_here_csv`] writes the files only here instead.

use std::io::{self, Write};
use std::os::unix::ffi::OsStrExt;

use crate::report::{FolderKind, Group, Report};

pub fn write_csv(report: &Report, out: &mut dyn Write) -> io::Result<()> {
    let mut writer = csv::Writer::from_writer(out);
    writer.write_record([
        "group",
        "kind",
        "size",
        "hash",
        "path",
        "modified",
        "hard_link_of",
    ])?;
    for (number, group) in report.folders.iter().enumerate() {
        let group_id = format!("F{}", number + 1);
        let kind = match group.kind {
            FolderKind::Duplicate => "duplicate-folder",
            FolderKind::Similar => "similar-folder",
        };
        for folder in &group.folders {
            writer.write_record([
                group_id.as_bytes(),
                kind.as_bytes(),
                folder.bytes.to_string().as_bytes(),
                b"",
                folder.path.as_os_str().as_bytes(),
                b"",
                b"",
            ])?;
        }
    }
    for (number, group) in report.groups.iter().enumerate() {
        let group_id = (number + 1).to_string();
        let (kind, hash) = match group {
            Group::Exact(exact) => ("exact", exact.hash.as_str()),
            Group::Near(_) => ("near", ""),
            Group::Image(_) => ("image", ""),
            Group::Video(_) => ("video", ""),
            Group::Music(_) => ("music", ""),
        };
        for file in group.files() {
            let size = file.size.to_string();
            let modified = crate::format::rfc3339(file.modified);
            let path = file.path.as_os_str().as_bytes();
            writer.write_record([
                group_id.as_bytes(),
                kind.as_bytes(),
                size.as_bytes(),
                hash.as_bytes(),
                path,
                modified.as_bytes(),
                b"",
            ])?;
            for alias in &file.aliases {
                writer.write_record([
                    group_id.as_bytes(),
                    kind.as_bytes(),
                    size.as_bytes(),
                    hash.as_bytes(),
                    alias.as_os_str().as_bytes(),
                    modified.as_bytes(),
                    path,
                ])?;
            }
        }
    }
    writer.flush()
}

/// `scan --unique --format csv`: one row per file with no copy in a reference folder.
pub fn write_only_here_csv(report: &Report, out: &mut dyn Write) -> io::Result<()> {
    let mut writer = csv::Writer::from_writer(out);
    writer.write_record(["path", "size", "modified"])?;
    for file in &report.only_here {
        writer.write_record([
            file.path.as_os_str().as_bytes(),
            file.size.to_string().as_bytes(),
            crate::format::rfc3339(file.modified).as_bytes(),
        ])?;
    }
    writer.flush()
}
