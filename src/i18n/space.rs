//! What a cleanup measured on each file system it acted on, in the current language: the
//! space freed beside what was expected, and why the two differ ([`SpaceMeasured`] and its
//! gaps). The engine's `Display` is the English; in English the two read the same.

use crate::engine::actions::{SpaceGap, SpaceMeasured};
use crate::engine::format::display_path;
use crate::i18n::Size;
use crate::tr;

/// One file system's line: "Freed 1.2 GiB on /home (expected 1.2 GiB); 3 MiB more comes
/// back once the trash is emptied."
pub fn space_measured(measured: &SpaceMeasured) -> String {
    let mount = display_path(&measured.mount);
    if let Some(later) = measured.only_once_trash_emptied() {
        return tr!(
            "space-trash-later",
            mount = mount.as_str(),
            size = Size(later)
        );
    }
    let expected = Size(measured.expected_now);
    let bytes = |gap: i128| Size(u64::try_from(gap.unsigned_abs()).unwrap_or(u64::MAX));
    let mut line = match measured.freed() {
        Some(freed) if freed >= 0 => tr!(
            "space-freed",
            freed = (bytes(freed)),
            mount = mount.as_str(),
            expected = expected
        ),
        Some(used) => tr!(
            "space-freed-nothing",
            mount = mount.as_str(),
            used = (bytes(used)),
            expected = expected
        ),
        None => {
            let problem = match &measured.problem {
                // The system's own words.
                Some(problem) => problem.clone(),
                None => tr!("space-other-file-system"),
            };
            tr!(
                "space-not-measured",
                mount = mount.as_str(),
                problem = problem,
                expected = expected
            )
        }
    };
    for gap in measured.gaps() {
        let gap = gap_words(gap);
        line = tr!("space-then", before = line, gap = gap);
    }
    tr!("space-end", line = line)
}

/// Why what was freed differs from what was expected.
fn gap_words(gap: SpaceGap) -> String {
    match gap {
        SpaceGap::TrashNotEmptied { bytes } => {
            tr!("space-gap-trash-not-emptied", size = Size(bytes))
        }
        SpaceGap::OwnRecords {
            bytes,
            trash_records: 0,
        } => tr!("space-gap-journal", size = Size(bytes)),
        SpaceGap::OwnRecords {
            bytes,
            trash_records,
        } => tr!(
            "space-gap-own-records",
            size = Size(bytes),
            records = trash_records
        ),
        SpaceGap::HeldElsewhere { bytes } => tr!("space-gap-held-elsewhere", size = Size(bytes)),
        SpaceGap::OtherChanges { bytes } => tr!("space-gap-other-changes", size = Size(bytes)),
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::space_measured;
    use crate::engine::actions::space::FsSpace;
    use crate::engine::actions::{OwnRecords, SpaceMeasured};

    const MIB: u64 = 1024 * 1024;

    fn space(free: u64) -> FsSpace {
        FsSpace {
            fs_id: 7,
            total: 100_000 * MIB,
            free,
            available: free,
            block: 4096,
        }
    }

    /// A file system where `expected` bytes were to be freed at once and `freed` were.
    fn measured(freed: i64, expected: u64, later: u64, records: OwnRecords) -> SpaceMeasured {
        let before = 5_000 * MIB;
        SpaceMeasured {
            mount: PathBuf::from("/home"),
            before: space(before),
            after: Some(space(before.saturating_add_signed(freed))),
            expected_now: expected,
            expected_once_trash_emptied: later,
            records,
            problem: None,
        }
    }

    #[test]
    fn in_english_each_measure_reads_as_the_engine_writes_it() {
        let journal = OwnRecords {
            trash_records: 0,
            journal_bytes: 3 * MIB,
        };
        let with_trash = OwnRecords {
            trash_records: 800,
            journal_bytes: 2 * MIB,
        };
        let not_measured = SpaceMeasured {
            after: None,
            problem: Some("permission denied".into()),
            ..measured(0, 10 * MIB, 0, OwnRecords::default())
        };
        let remounted = SpaceMeasured {
            after: Some(FsSpace {
                fs_id: 8,
                ..space(0)
            }),
            ..measured(0, 10 * MIB, 0, OwnRecords::default())
        };
        for sample in [
            // As expected, with more once the trash is emptied.
            measured(200 * MIB as i64, 200 * MIB, 40 * MIB, OwnRecords::default()),
            // Less: the journal took some, and something else holds the rest.
            measured(100 * MIB as i64, 200 * MIB, 0, journal),
            measured(150 * MIB as i64, 200 * MIB, 0, with_trash),
            // More: something else freed space meanwhile.
            measured(500 * MIB as i64, 200 * MIB, 0, OwnRecords::default()),
            // Used more than before.
            measured(-(30 * MIB as i64), 0, 10 * MIB, OwnRecords::default()),
            // Moved to the trash: only the records' few blocks more in use.
            measured(-(32 * 1024), 0, 15 * MIB, with_trash),
            not_measured,
            remounted,
        ] {
            assert_eq!(space_measured(&sample), sample.to_string(), "{sample:?}");
        }
    }
}
