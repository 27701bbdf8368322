//! The readable text report: exact groups by reclaimable space, then similar documents with
//! their verified pairs, then skipped files, then a summary.

use std::io::{self, Write};

use crate::engine::near::fingerprint::TOO_SHORT;
use crate::format::{count, display_path, format_time, human_bytes};
use crate::report::{ExactGroup, FileRecord, Group, NearGroup, Report, Skipped};

pub fn write_text(report: &Report, out: &mut dyn Write) -> io::Result<()> {
    for (number, group) in report.groups.iter().enumerate() {
        match group {
            Group::Exact(exact) => write_exact(number + 1, exact, out)?,
            Group::Near(near) => write_near(number + 1, near, out)?,
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
    writeln!(
        out,
        "Group {number}: {} similar documents",
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
    Ok(())
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
