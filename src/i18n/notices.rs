//! What a scan tells once at its end ([`Notice`]), what became of an ignore list that
//! could not be used ([`IgnoreNotice`]), and a file at the cache's path that is not
//! Doppel's ([`Unusable`]), in the current language. The engine's `Display` is
//! the English; in English the two read the same (tested). The fingerprint cache's problems
//! come in the cache's own words.

use crate::engine::cache::{Found, NotOurs, Unusable};
use crate::engine::ignore::{Damage, IgnoreNotice};
use crate::engine::images::HEIF_TOOL;
use crate::engine::videos::VideosOff;
use crate::report::{IoProblem, Notice};
use crate::tr;

/// A scan's notice.
pub fn notice(notice: &Notice) -> String {
    match notice {
        Notice::HeifToolMissing { images } => tr!(
            "notice-heif-tool-missing",
            images = (*images as u64),
            tool = HEIF_TOOL.to_string()
        ),
        Notice::VideosOff(VideosOff::Missing { tool, why }) => {
            tr!("notice-videos-off", tool = (*tool), why = why.as_str())
        }
        Notice::MusicOff(VideosOff::Missing { tool, why }) => {
            tr!("notice-music-off", tool = (*tool), why = why.as_str())
        }
        Notice::IgnoreList(notice) => ignore_notice(notice),
        // The cache's own words.
        Notice::Cache { words } => words.clone(),
    }
}

/// Why the file at the fingerprint cache's path (or one beside it) is not used.
pub fn cache_unusable(unusable: &Unusable) -> String {
    match unusable {
        Unusable::NotOurs(not_ours) => cache_not_ours(not_ours),
        Unusable::Unreadable { path, error } => tr!(
            "cache-unreadable",
            path = path.display().to_string(),
            problem = crate::i18n::skips::io_problem(&IoProblem::of(error))
        ),
    }
}

/// A file Doppel did not make where its cache would be: left untouched.
pub fn cache_not_ours(not_ours: &NotOurs) -> String {
    let path = not_ours.path.display().to_string();
    let what = found(not_ours.what);
    if not_ours.companion {
        tr!("cache-not-ours-companion", path = path, what = what)
    } else {
        tr!("cache-not-ours", path = path, what = what)
    }
}

/// What stands at the cache's path instead of Doppel's cache.
fn found(found: Found) -> String {
    match found {
        Found::SymbolicLink => tr!("found-symbolic-link"),
        Found::Folder => tr!("found-folder"),
        Found::NotRegularFile => tr!("found-not-regular-file"),
        Found::EmptyFile => tr!("found-empty-file"),
        Found::NotSqlite => tr!("found-not-sqlite"),
        Found::OtherProgramsDatabase => tr!("found-other-programs-database"),
        Found::OtherUsersFile => tr!("found-other-users-file"),
        Found::NotWriteAheadLog => tr!("found-not-write-ahead-log"),
        Found::NotSharedMemoryIndex => tr!("found-not-shared-memory-index"),
        Found::NotRollbackJournal => tr!("found-not-rollback-journal"),
        Found::Leftover => tr!("found-leftover"),
    }
}

/// Why a file is not an ignore list.
pub fn damage(damage: &Damage) -> String {
    match damage {
        Damage::NotJson(error) => tr!("ignore-damage-not-json", error = error.as_str()),
        Damage::UnknownVersion(version) => tr!(
            "ignore-damage-version",
            version = version.to_string(),
            known = crate::engine::ignore::LIST_VERSION.to_string()
        ),
        Damage::WrongShape(error) => tr!("ignore-damage-shape", error = error.as_str()),
        Damage::NotRegularFile => tr!("ignore-damage-not-regular-file"),
        Damage::TooLarge { limit } => tr!(
            "ignore-damage-too-large",
            limit = super::local::size(super::current(), *limit)
        ),
    }
}

/// What became of an ignore list that could not be used.
pub fn ignore_notice(notice: &IgnoreNotice) -> String {
    match notice {
        IgnoreNotice::SetAside {
            path,
            aside,
            damage: why,
        } => tr!(
            "ignore-set-aside",
            path = path.display().to_string(),
            damage = damage(why),
            aside = aside.display().to_string()
        ),
        IgnoreNotice::Damaged {
            path,
            damage: why,
            error,
        } => tr!(
            "ignore-damaged",
            path = path.display().to_string(),
            damage = damage(why),
            error = error.as_str()
        ),
        IgnoreNotice::NotUsed { path, damage: why } => tr!(
            "ignore-not-used",
            path = path.display().to_string(),
            damage = damage(why)
        ),
        IgnoreNotice::Unreadable { path, error } => tr!(
            "ignore-unreadable",
            path = path.display().to_string(),
            error = error.as_str()
        ),
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::{ignore_notice, notice};
    use crate::engine::ignore::{Damage, IgnoreNotice};
    use crate::engine::videos::VideosOff;
    use crate::i18n::{Lang, current};
    use crate::report::Notice;

    #[test]
    fn in_english_each_notice_reads_as_the_engine_writes_it() {
        assert_eq!(current(), Lang::En);
        for sample in [
            Notice::HeifToolMissing { images: 1 },
            Notice::HeifToolMissing { images: 12 },
            Notice::VideosOff(VideosOff::Missing {
                tool: "ffprobe",
                why: "No such file or directory (os error 2)".into(),
            }),
            Notice::Cache {
                words: "the fingerprint cache could not note this walk (disk full)".into(),
            },
        ] {
            assert_eq!(notice(&sample), sample.to_string(), "{sample:?}");
        }
        let path = PathBuf::from("/home/me/.local/share/doppel/ignored.json");
        let aside = path.with_extension("json.broken-1700000000");
        for sample in [
            IgnoreNotice::SetAside {
                path: path.clone(),
                aside,
                damage: Damage::NotJson("expected value at line 1 column 1".into()),
            },
            IgnoreNotice::Damaged {
                path: path.clone(),
                damage: Damage::UnknownVersion(9),
                error: "permission denied".into(),
            },
            IgnoreNotice::Damaged {
                path: path.clone(),
                damage: Damage::WrongShape("missing field `groups`".into()),
                error: "read-only file system".into(),
            },
            IgnoreNotice::NotUsed {
                path: path.clone(),
                damage: Damage::NotRegularFile,
            },
            IgnoreNotice::NotUsed {
                path: path.clone(),
                damage: Damage::TooLarge {
                    limit: crate::engine::ignore::MAX_LIST_BYTES,
                },
            },
            IgnoreNotice::Unreadable {
                path,
                error: "permission denied".into(),
            },
        ] {
            assert_eq!(ignore_notice(&sample), sample.to_string(), "{sample:?}");
        }
    }

    #[test]
    fn in_english_a_stranger_at_the_cache_path_reads_as_the_engine_writes_it() {
        use crate::engine::cache::{Found, NotOurs, Unusable};
        let path = PathBuf::from("/home/me/.cache/doppel/fingerprints.sqlite3");
        let all = [
            Found::SymbolicLink,
            Found::Folder,
            Found::NotRegularFile,
            Found::EmptyFile,
            Found::NotSqlite,
            Found::OtherProgramsDatabase,
            Found::OtherUsersFile,
            Found::NotWriteAheadLog,
            Found::NotSharedMemoryIndex,
            Found::NotRollbackJournal,
            Found::Leftover,
        ];
        for what in all {
            for companion in [false, true] {
                let unusable = Unusable::NotOurs(NotOurs {
                    path: path.clone(),
                    what,
                    companion,
                });
                assert_eq!(
                    super::cache_unusable(&unusable),
                    unusable.to_string(),
                    "{unusable:?}"
                );
            }
        }
        let unreadable = Unusable::Unreadable {
            path,
            error: std::io::Error::from(std::io::ErrorKind::PermissionDenied),
        };
        assert_eq!(super::cache_unusable(&unreadable), unreadable.to_string());
    }
}
