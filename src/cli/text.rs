//! The readable text report: folder groups (with --folders), then exact groups by reclaimable
//! space, then similar documents with their verified pairs, then skipped files, then a
//! summary. File groups that lie inside a folder group are counted under it, not repeated.
//! With `--unique`, the files only here instead ([`write_only_here`]).
//!
//! Its words, numbers, sizes and dates are in the user's language ([`crate::i18n`]); the
//! columns stay aligned in each.

use std::io::{self, Write};

use crate::format::display_path;
use crate::i18n::{Size, decimal, local, skips, words};
use crate::report::{
    ExactGroup, FileRecord, FolderGroup, FolderKind, Group, ImageGroup, MusicGroup, NearGroup,
    Report, Skipped, VideoGroup, clock,
};
use crate::tr;

/// A size in the current language, for a column: at most nine characters
/// ([`crate::format::human_bytes`]), so a column ten wide lines up whatever the sizes.
fn size(bytes: u64) -> String {
    local::size(crate::i18n::current(), bytes)
}

/// A date in the current language, for a column (always [`DATE_WIDTH`] characters).
fn date(time: std::time::SystemTime) -> String {
    local::date(crate::i18n::current(), time)
}

/// The width of a date column: a line under a file lines up with the path above it.
const DATE_WIDTH: usize = 19;

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
            Group::Music(music) => write_music(number + 1, music, out)?,
        }
        writeln!(out)?;
    }
    write_skipped(report, out)?;
    let summary = report.summary();
    if summary.exact_groups == 0 {
        writeln!(out, "{}", tr!("report-no-exact"))?;
    } else {
        let line = tr!(
            "report-summary-exact",
            groups = summary.exact_groups,
            files = summary.redundant_files,
            size = Size(summary.reclaimable_bytes)
        );
        writeln!(out, "{line}")?;
    }
    if summary.near_groups > 0 {
        writeln!(
            out,
            "{}",
            tr!("report-summary-near", groups = summary.near_groups)
        )?;
    }
    if summary.image_groups > 0 {
        writeln!(
            out,
            "{}",
            tr!("report-summary-images", groups = summary.image_groups)
        )?;
    }
    if summary.video_groups > 0 {
        writeln!(
            out,
            "{}",
            tr!("report-summary-videos", groups = summary.video_groups)
        )?;
    }
    if summary.music_groups > 0 {
        writeln!(
            out,
            "{}",
            tr!("report-summary-music", groups = summary.music_groups)
        )?;
    }
    if summary.duplicate_folders + summary.similar_folders > 0 {
        let line = tr!(
            "report-summary-folders",
            groups = summary.duplicate_folders,
            pairs = summary.similar_folders
        );
        writeln!(out, "{line}")?;
    }
    let (files, size, seconds) = (
        report.stats.files,
        Size(report.stats.bytes),
        decimal(report.stats.seconds, 2),
    );
    let line = if report.cancelled {
        tr!(
            "report-summary-scanned-cancelled",
            files = files,
            size = size,
            seconds = seconds
        )
    } else {
        tr!(
            "report-summary-scanned",
            files = files,
            size = size,
            seconds = seconds
        )
    };
    writeln!(out, "{line}")
}

/// An image group: each image with its size in pixels, format and distance to the
/// reference, the reference marked; below, when and with what it was taken, if known.
fn write_image(number: usize, group: &ImageGroup, out: &mut dyn Write) -> io::Result<()> {
    let files = group.files.len();
    writeln!(
        out,
        "{}",
        tr!("report-image-group", number = number, files = files)
    )?;
    for (i, file) in group.files.iter().enumerate() {
        let image = &group.images[i];
        let mark = if i == group.reference { '*' } else { ' ' };
        let distance = format!("{:>2}", group.distances[i]);
        writeln!(
            out,
            "{mark} {:>11}  {:<4}  {:>10}  {}  {}",
            format!("{}×{}", image.width, image.height),
            image.format,
            size(file.size),
            tr!("report-image-distance", distance = distance),
            display_path(&file.path)
        )?;
        let facts: Vec<String> = [
            image
                .taken
                .as_ref()
                .map(|t| tr!("report-image-taken", when = t.as_str())),
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
    let files = group.files.len();
    writeln!(
        out,
        "{}",
        tr!("report-video-group", number = number, files = files)
    )?;
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
            size(file.size),
            display_path(&file.path)
        )?;
    }
    for pair in &group.pairs {
        if let Some((a, b)) = group.pair_names(pair) {
            writeln!(out, "  {}", words::video_pair(pair, &a, &b))?;
        }
    }
    Ok(())
}

/// A music group: each file with its length, codec, bitrate and tags; then each pair
/// found, in words with its score ("a.mp3 is b.flac from 0:12 for 0:30, score 93 %").
fn write_music(number: usize, group: &MusicGroup, out: &mut dyn Write) -> io::Result<()> {
    let files = group.files.len();
    writeln!(
        out,
        "{}",
        tr!("report-music-group", number = number, files = files)
    )?;
    for (file, track) in group.files.iter().zip(&group.tracks) {
        let bitrate = track
            .bitrate
            .map_or_else(String::new, |b| format!("{} kb/s", b / 1000));
        writeln!(
            out,
            "  {:>8}  {:<7} {:>10}  {:>10}  {}",
            clock(track.duration),
            track.codec,
            bitrate,
            size(file.size),
            display_path(&file.path)
        )?;
        let tags = words::tags_line(&track.tags);
        if !tags.is_empty() {
            writeln!(out, "            {tags}")?;
        }
    }
    for pair in group.said_pairs() {
        if let Some((a, b)) = group.pair_names(pair) {
            writeln!(out, "  {}", words::music_pair(pair, &a, &b))?;
        }
    }
    Ok(())
}

fn write_folder_group(number: usize, group: &FolderGroup, out: &mut dyn Write) -> io::Result<()> {
    let heading = match group.kind {
        FolderKind::Duplicate => tr!(
            "report-folder-duplicate",
            number = number,
            folders = group.folders.len(),
            reclaimable = Size(group.reclaimable_bytes())
        ),
        FolderKind::Similar => tr!(
            "report-folder-similar",
            number = number,
            percent = decimal(group.similarity * 100.0, 1)
        ),
    };
    writeln!(out, "{heading}")?;
    for folder in &group.folders {
        writeln!(
            out,
            "  {}  {:>10}  {}/",
            local::pad_start(&tr!("report-files", count = folder.files), 13),
            size(folder.bytes),
            display_path(&folder.path)
        )?;
    }
    if !group.groups.is_empty() {
        // Exact copies, similar documents or similar images.
        let inside = tr!("report-folder-inside", groups = group.groups.len());
        writeln!(out, "  {inside}")?;
    }
    Ok(())
}

/// `scan --unique`: the files with no copy in a reference folder, then their count and size.
pub fn write_only_here(report: &Report, out: &mut dyn Write) -> io::Result<()> {
    for file in &report.only_here {
        writeln!(
            out,
            "{:>10}  {}  {}",
            size(file.size),
            date(file.modified),
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
    let references = references.join(", ");
    let line = if report.cancelled {
        tr!("report-only-here-cancelled")
    } else if summary.only_here_files == 0 {
        tr!("report-only-here-none", references = references)
    } else {
        tr!(
            "report-only-here",
            files = summary.only_here_files,
            size = Size(summary.only_here_bytes),
            references = references
        )
    };
    writeln!(out, "{line}")?;
    Ok(())
}

/// Set against set, the line that says which groups the report holds.
pub fn sets_line(report: &Report) -> String {
    let shown = |folders: &mut dyn Iterator<Item = &std::path::Path>| {
        folders.map(display_path).collect::<Vec<_>>().join(", ")
    };
    tr!(
        "report-sets",
        a = shown(&mut report.set_a().into_iter()),
        b = shown(&mut report.against.iter().map(|f| f.as_path()))
    )
}

fn write_exact(number: usize, group: &ExactGroup, out: &mut dyn Write) -> io::Result<()> {
    let heading = tr!(
        "report-exact-group",
        number = number,
        files = group.files.len(),
        size = Size(group.size),
        reclaimable = Size(group.reclaimable_bytes())
    );
    writeln!(out, "{heading}")?;
    for file in &group.files {
        writeln!(
            out,
            "  {}  {}",
            date(file.modified),
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
        tr!("report-near-alike", percent = decimal(high, 1))
    } else {
        tr!(
            "report-near-alike-range",
            low = decimal(low, 1),
            high = decimal(high, 1)
        )
    };
    let files = group.files.len();
    let heading = if group.all_alike {
        tr!(
            "report-near-group",
            number = number,
            files = files,
            alike = alike
        )
    } else {
        tr!(
            "report-near-group-chain",
            number = number,
            files = files,
            alike = alike
        )
    };
    writeln!(out, "{heading}")?;
    for (index, file) in group.files.iter().enumerate() {
        writeln!(
            out,
            "  [{}] {}  {:>10}  {}",
            index + 1,
            date(file.modified),
            size(file.size),
            display_path(&file.path)
        )?;
        write_aliases(file, out)?;
    }
    for pair in &group.pairs {
        let line = tr!(
            "report-near-pair",
            a = (pair.a + 1),
            b = (pair.b + 1),
            percent = decimal(pair.similarity * 100.0, 1),
            distance = pair.hamming
        );
        writeln!(out, "  {line}")?;
    }
    Ok(())
}

fn write_aliases(file: &FileRecord, out: &mut dyn Write) -> io::Result<()> {
    for alias in &file.aliases {
        let line = tr!("report-hard-link", path = display_path(alias));
        writeln!(out, "  {:DATE_WIDTH$}  {line}", "")?;
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
    let line = tr!("report-companions", names = names.join(", "));
    writeln!(out, "  {:DATE_WIDTH$}  {line}", "")
}

/// Problems are listed one by one; documents too short to compare are only counted, since
/// a real tree has thousands of them and they are not errors.
fn write_skipped(report: &Report, out: &mut dyn Write) -> io::Result<()> {
    let (short, problems): (Vec<&Skipped>, Vec<&Skipped>) =
        report.skipped.iter().partition(|s| s.reason.is_too_short());
    if !problems.is_empty() {
        writeln!(out, "{}", tr!("report-skipped", count = problems.len()))?;
        for skipped in problems {
            let line = tr!(
                "path-said",
                path = display_path(&skipped.path),
                what = skips::skip_reason(&skipped.reason)
            );
            writeln!(out, "  {line}")?;
        }
        writeln!(out)?;
    }
    if !short.is_empty() {
        writeln!(out, "{}", tr!("report-too-short", count = short.len()))?;
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
