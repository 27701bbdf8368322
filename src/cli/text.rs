//! The readable text report: folder groups (with --folders), then exact groups by reclaimable
//! space, then similar documents with their verified pairs, then skipped files, then a
//! summary. File groups that lie inside a folder group are counted under it, not repeated.
//! With `--unique`, the files only here instead ([`write_only_here`]).

use std::io::{self, Write};

use crate::engine::near::TOO_SHORT;
use crate::format::{count, display_path, format_time, human_bytes};
use crate::report::{
    ExactGroup, FileRecord, FolderGroup, FolderKind, Group, ImageGroup, NearGroup, Report, Skipped,
    VideoGroup, clock,
};

pub fn write_text(report: &Report, out: &mut dyn Write) -> io::Result<()> {
    if !report.against.is_empty() {
        writeln!(out, "{}", sets_line(report))?;
        writeln!(out)?;
    }
    let mut inside_folders = vec![false; report.groups.len()];
    for (number, folder_group) in report.folders.iter().enumerate() {
        write_folder_group(number + 1, folder_group, out)?;
        writeln!(out)?;
        for &index in &folder_group.groups {
            if let Some(inside) = inside_folders.get_mut(index) {
                *inside = true;
            }
        }
    }
    for (number, group) in report.groups.iter().enumerate() {
        if inside_folders[number] {
            continue;
        }
        match group {
            Group::Exact(exact) => write_exact(number + 1, exact, out)?,
            Group::Near(near) => write_near(number + 1, near, out)?,
            Group::Image(image) => write_image(number + 1, image, out)?,
            Group::Video(video) => write_video(number + 1, video, out)?,
        }
        writeln!(out)?;
    }
    write_skipped(report, out)?;
    let summary = report.summary();
    if summary.exact_groups == 0 {
        writeln!(out, "No exact duplicates found.")?;
    } else {
        writeln!(
            out,
            "{} of exact copies, {}, {} reclaimable.",
            count(summary.exact_groups as u64, "group", "groups"),
            count(
                summary.redundant_files as u64,
                "redundant file",
                "redundant files"
            ),
            human_bytes(summary.reclaimable_bytes),
        )?;
    }
    if summary.near_groups > 0 {
        let groups = count(summary.near_groups as u64, "group", "groups");
        writeln!(out, "{groups} of similar documents.")?;
    }
    if summary.image_groups > 0 {
        let groups = count(summary.image_groups as u64, "group", "groups");
        writeln!(out, "{groups} of similar images.")?;
    }
    if summary.video_groups > 0 {
        let groups = count(summary.video_groups as u64, "group", "groups");
        writeln!(out, "{groups} of similar videos.")?;
    }
    if summary.duplicate_folders + summary.similar_folders > 0 {
        writeln!(
            out,
            "{} of duplicate folders, {} of similar folders.",
            count(summary.duplicate_folders as u64, "group", "groups"),
            count(summary.similar_folders as u64, "pair", "pairs"),
        )?;
    }
    writeln!(
        out,
        "Scanned {} ({}) in {:.2} s{}.",
        count(report.stats.files, "file", "files"),
        human_bytes(report.stats.bytes),
        report.stats.seconds,
        if report.cancelled {
            ", cancelled before the end"
        } else {
            ""
        },
    )
}

/// An image group: each image with its size in pixels, format and distance to the
/// reference, the reference marked; below, when and with what it was taken, if known.
fn write_image(number: usize, group: &ImageGroup, out: &mut dyn Write) -> io::Result<()> {
    writeln!(
        out,
        "Group {number}: {} similar images, around the one marked *",
        group.files.len()
    )?;
    for (i, file) in group.files.iter().enumerate() {
        let image = &group.images[i];
        let mark = if i == group.reference { '*' } else { ' ' };
        writeln!(
            out,
            "{mark} {:>11}  {:<4}  {:>10}  distance {:>2}  {}",
            format!("{}×{}", image.width, image.height),
            image.format,
            human_bytes(file.size),
            group.distances[i],
            display_path(&file.path)
        )?;
        let facts: Vec<String> = [
            image.taken.as_ref().map(|t| format!("taken {t}")),
            image.camera.clone(),
        ]
        .into_iter()
        .flatten()
        .collect();
        if !facts.is_empty() {
            writeln!(out, "{:>15}{}", "", facts.join(", "))?;
        }
        write_companions(file, out)?;
    }
    Ok(())
}

/// A video group: each video with its length, picture size, codec and bitrate; then each
/// pair found, in words ("a.mp4 is b.mp4 from 0:12 for 0:30").
fn write_video(number: usize, group: &VideoGroup, out: &mut dyn Write) -> io::Result<()> {
    writeln!(out, "Group {number}: {} similar videos", group.files.len())?;
    for (file, video) in group.files.iter().zip(&group.videos) {
        let bitrate = video
            .bitrate
            .map_or_else(String::new, |b| format!("{} kb/s", b / 1000));
        writeln!(
            out,
            "  {:>8}  {:>11}  {:<6} {:>10}  {:>10}  {}",
            clock(video.duration),
            format!("{}×{}", video.width, video.height),
            video.codec,
            bitrate,
            human_bytes(file.size),
            display_path(&file.path)
        )?;
    }
    for pair in &group.pairs {
        if let Some((a, b)) = group.pair_names(pair) {
            writeln!(out, "  {}", pair.words(&a, &b))?;
        }
    }
    Ok(())
}

fn write_folder_group(number: usize, group: &FolderGroup, out: &mut dyn Write) -> io::Result<()> {
    match group.kind {
        FolderKind::Duplicate => writeln!(
            out,
            "Folder group F{number}: {} folders with the same contents, {} reclaimable",
            group.folders.len(),
            human_bytes(group.reclaimable_bytes()),
        )?,
        FolderKind::Similar => writeln!(
            out,
            "Folder group F{number}: 2 similar folders, {:.1} % of their file contents in common",
            group.similarity * 100.0,
        )?,
    }
    for folder in &group.folders {
        writeln!(
            out,
            "  {:>13}  {:>10}  {}/",
            count(folder.files, "file", "files"),
            human_bytes(folder.bytes),
            display_path(&folder.path)
        )?;
    }
    if !group.groups.is_empty() {
        writeln!(
            out,
            "  ({} inside these folders, not listed again below)",
            // Exact copies, similar documents or similar images.
            count(group.groups.len() as u64, "file group", "file groups")
        )?;
    }
    Ok(())
}

/// `scan --unique`: the files with no copy in a reference folder, then their count and size.
pub fn write_only_here(report: &Report, out: &mut dyn Write) -> io::Result<()> {
    for file in &report.only_here {
        writeln!(
            out,
            "{:>10}  {}  {}",
            human_bytes(file.size),
            format_time(file.modified),
            display_path(&file.path)
        )?;
    }
    let summary = report.summary();
    // Set against set, what is only here is what has no copy in the other set.
    let compared_with = if report.against.is_empty() {
        &report.references
    } else {
        &report.against
    };
    let references: Vec<String> = compared_with
        .iter()
        .map(|r| display_path(r).to_string())
        .collect();
    if report.cancelled {
        writeln!(
            out,
            "The scan was stopped before the end, so which files are only here is not known."
        )?;
    } else if summary.only_here_files == 0 {
        writeln!(out, "Every file has a copy in {}.", references.join(", "))?;
    } else {
        writeln!(
            out,
            "{} ({}) with no copy in {}.",
            count(summary.only_here_files as u64, "file", "files"),
            human_bytes(summary.only_here_bytes),
            references.join(", ")
        )?;
    }
    Ok(())
}

/// Set against set, the line that says which groups the report holds.
pub fn sets_line(report: &Report) -> String {
    let shown = |folders: &mut dyn Iterator<Item = &std::path::Path>| {
        folders.map(display_path).collect::<Vec<_>>().join(", ")
    };
    format!(
        "Only groups joining {} with {} (copies only inside either are not listed).",
        shown(&mut report.set_a().into_iter()),
        shown(&mut report.against.iter().map(|f| f.as_path())),
    )
}

fn write_exact(number: usize, group: &ExactGroup, out: &mut dyn Write) -> io::Result<()> {
    writeln!(
        out,
        "Group {number}: {} identical files of {} each, {} reclaimable",
        group.files.len(),
        human_bytes(group.size),
        human_bytes(group.reclaimable_bytes()),
    )?;
    for file in &group.files {
        writeln!(
            out,
            "  {}  {}",
            format_time(file.modified),
            display_path(&file.path)
        )?;
        write_aliases(file, out)?;
    }
    Ok(())
}

fn write_near(number: usize, group: &NearGroup, out: &mut dyn Write) -> io::Result<()> {
    let highest = group
        .pairs
        .iter()
        .map(|p| p.similarity)
        .fold(group.lowest_similarity, f64::max);
    let (low, high) = (group.lowest_similarity * 100.0, highest * 100.0);
    let alike = if format!("{low:.1}") == format!("{high:.1}") {
        format!("{high:.1} % alike")
    } else {
        format!("{low:.1} %–{high:.1} % alike")
    };
    let chain = if group.all_alike {
        ""
    } else {
        "; not all above the threshold: a chain of versions"
    };
    writeln!(
        out,
        "Group {number}: {} similar documents, {alike}{chain}",
        group.files.len()
    )?;
    for (index, file) in group.files.iter().enumerate() {
        writeln!(
            out,
            "  [{}] {}  {:>10}  {}",
            index + 1,
            format_time(file.modified),
            human_bytes(file.size),
            display_path(&file.path)
        )?;
        write_aliases(file, out)?;
    }
    for pair in &group.pairs {
        writeln!(
            out,
            "  [{}] ~ [{}]  {:.1} % similar, simhash distance {}",
            pair.a + 1,
            pair.b + 1,
            pair.similarity * 100.0,
            pair.hamming
        )?;
    }
    Ok(())
}

fn write_aliases(file: &FileRecord, out: &mut dyn Write) -> io::Result<()> {
    for alias in &file.aliases {
        writeln!(
            out,
            "  {:19}  {} (hard link, same file)",
            "",
            display_path(alias)
        )?;
    }
    write_companions(file, out)
}

/// A photo's companions (its RAW, Live Photo video, sidecars) on one line under it: they go
/// to the trash with it.
fn write_companions(file: &FileRecord, out: &mut dyn Write) -> io::Result<()> {
    if file.companions.is_empty() {
        return Ok(());
    }
    let names: Vec<String> = file
        .companions
        .iter()
        .map(|c| {
            c.path.file_name().map_or_else(
                || display_path(&c.path),
                |name| name.to_string_lossy().into_owned(),
            )
        })
        .collect();
    writeln!(
        out,
        "  {:19}  with {} (one photo: they go to the trash with it)",
        "",
        names.join(", ")
    )
}

/// Problems are listed one by one; documents too short to compare are only counted, since
/// a real tree has thousands of them and they are not errors.
fn write_skipped(report: &Report, out: &mut dyn Write) -> io::Result<()> {
    let (short, problems): (Vec<&Skipped>, Vec<&Skipped>) = report
        .skipped
        .iter()
        .partition(|s| s.reason.starts_with(TOO_SHORT));
    if !problems.is_empty() {
        let problem_count = count(problems.len() as u64, "file or folder", "files or folders");
        writeln!(out, "Skipped {problem_count}:")?;
        for skipped in problems {
            writeln!(out, "  {}: {}", display_path(&skipped.path), skipped.reason)?;
        }
        writeln!(out)?;
    }
    if !short.is_empty() {
        let documents = count(short.len() as u64, "document was", "documents were");
        writeln!(
            out,
            "{documents} too short to compare (listed in --format json)."
        )?;
        writeln!(out)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::format::{display_path, thousands};
    use std::os::unix::ffi::OsStrExt;
    use std::path::Path;

    #[test]
    fn thousands_are_separated() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1000), "1,000");
        assert_eq!(thousands(114_272), "114,272");
        assert_eq!(thousands(1_234_567), "1,234,567");
    }

    #[test]
    fn odd_names_stay_on_one_readable_line() {
        assert_eq!(display_path(Path::new("/a/b c.txt")), "/a/b c.txt");
        assert_eq!(display_path(Path::new("/a/two\nlines")), "/a/two\\nlines");
        let latin1 = Path::new(std::ffi::OsStr::from_bytes(b"/caf\xe9"));
        assert_eq!(display_path(latin1), "/caf\u{fffd}");
    }
}
