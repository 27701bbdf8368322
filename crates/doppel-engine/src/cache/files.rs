//! The cache's files on disk, apart from what is in them: making a new cache appear whole,
//! moving a damaged one aside, measuring and clearing. Every step that moves or removes a
//! file first checks that it is Doppel's ([`ownership`]: a database by its header, a file
//! beside it named like SQLite's journal, WAL or index by that file's own header), and
//! nothing is ever overwritten: renames refuse to replace, so a user's file never
//! disappears under one of our names.

use std::fs::OpenOptions;
use std::io;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use super::ownership::{
    self, COMPANIONS, NotOurs, Owner, Unusable, companion_owner, existing_companions, with_suffix,
};

/// Renames `from` to `to` unless something is already at `to` (then `AlreadyExists`).
/// Also used to set a damaged ignore list aside (`crate::ignore`).
pub(crate) fn rename_no_replace(from: &Path, to: &Path) -> io::Result<()> {
    #[cfg(target_os = "linux")]
    {
        use std::ffi::CString;
        let from_c = CString::new(from.as_os_str().as_bytes())?;
        let to_c = CString::new(to.as_os_str().as_bytes())?;
        // SAFETY: both are NUL-terminated strings that live across the call.
        let result = unsafe {
            libc::renameat2(
                libc::AT_FDCWD,
                from_c.as_ptr(),
                libc::AT_FDCWD,
                to_c.as_ptr(),
                libc::RENAME_NOREPLACE,
            )
        };
        if result == 0 {
            return Ok(());
        }
        let error = io::Error::last_os_error();
        // Some file systems cannot do it; a hard link refuses to replace as well.
        if !matches!(
            error.raw_os_error(),
            Some(libc::EINVAL | libc::ENOSYS | libc::EOPNOTSUPP)
        ) {
            return Err(error);
        }
    }
    std::fs::hard_link(from, to)?;
    std::fs::remove_file(from)
}

/// Makes a new cache at `path` appear whole: `build` fills a new file beside it, which is
/// then renamed into place. So no half-made or empty file is ever left at `path` (an empty
/// file there is not recognisably ours). Returns `Ok` also when another Doppel put its
/// cache there first; its new file is then dropped.
pub(crate) fn install_new(
    path: &Path,
    build: impl FnOnce(&Path) -> Result<(), String>,
) -> Result<(), String> {
    let (temporary, _) = unique_name(path, ".new-", |candidate| {
        // SQLite would take a file at the new file's journal name for its own: a name with
        // anything there is taken.
        if !existing_companions(candidate).is_empty() {
            return Err(io::ErrorKind::AlreadyExists.into());
        }
        OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(candidate)
            .map(drop)
    })
    .map_err(|e| {
        format!(
            "a new fingerprint cache could not be made beside {}: {e}",
            path.display()
        )
    })?;
    if let Err(reason) = build(&temporary) {
        remove_new(&temporary);
        return Err(reason);
    }
    match rename_no_replace(&temporary, path) {
        Ok(()) => Ok(()),
        Err(e) => {
            remove_new(&temporary);
            match e.kind() {
                io::ErrorKind::AlreadyExists => Ok(()),
                _ => Err(format!(
                    "the new fingerprint cache could not be put at {}: {e}",
                    path.display()
                )),
            }
        }
    }
}

/// Removes a new cache file that was not installed, and the rollback journal SQLite may
/// have left beside it: both were made by this process a moment ago.
fn remove_new(temporary: &Path) {
    for leftover in [temporary.to_path_buf(), with_suffix(temporary, "-journal")] {
        let _ = std::fs::remove_file(leftover);
    }
}

/// Tries `<path><infix><unix time>`, then with `.1`, `.2`, ... appended, until `create`
/// succeeds on a name nothing else holds. Returns the name and what `create` returned.
/// Also names the ignore list's new and damaged copies (`crate::ignore`).
pub(crate) fn unique_name<T>(
    path: &Path,
    infix: &str,
    mut create: impl FnMut(&Path) -> io::Result<T>,
) -> io::Result<(PathBuf, T)> {
    let seconds = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let base = format!("{infix}{seconds}");
    for counter in 0..1000 {
        let suffix = match counter {
            0 => base.clone(),
            n => format!("{base}.{n}"),
        };
        let candidate = with_suffix(path, &suffix);
        match create(&candidate) {
            Ok(value) => return Ok((candidate, value)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
    Err(io::Error::new(
        io::ErrorKind::AlreadyExists,
        "every name tried is taken",
    ))
}

/// Renames the damaged cache at `path` to `<name>.broken-<unix time>` (with a counter when
/// that name is taken) and its companions with it: its WAL must not be replayed into the
/// new file. Refuses unless the file and its companions are Doppel's; nothing is removed
/// or overwritten.
pub(crate) fn move_aside(path: &Path) -> Result<PathBuf, String> {
    match ownership::check(path) {
        Ok(true) => {}
        Ok(false) => return Err(format!("the fingerprint cache {} is gone", path.display())),
        Err(unusable) => return Err(unusable.to_string()),
    }
    ownership::check_companions(path).map_err(|unusable| unusable.to_string())?;
    let (aside, ()) = unique_name(path, ".broken-", |candidate| {
        rename_no_replace(path, candidate)
    })
    .map_err(|e| {
        format!(
            "the fingerprint cache {} is damaged and could not be moved aside: {e}",
            path.display()
        )
    })?;
    for suffix in COMPANIONS {
        let companion = with_suffix(path, suffix);
        if companion.symlink_metadata().is_err() {
            continue;
        }
        rename_no_replace(&companion, &with_suffix(&aside, suffix)).map_err(|e| {
            format!(
                "{} could not be moved aside with the damaged cache ({e}); move it away \
                 yourself before Doppel makes a new cache",
                companion.display()
            )
        })?;
    }
    Ok(aside)
}

/// Every file of the cache at `path` that is Doppel's and that [`clear`] would remove.
fn removable(path: &Path) -> (Vec<PathBuf>, Vec<Unusable>) {
    let mut ours = Vec::new();
    let mut not_ours = Vec::new();
    for database in std::iter::once(path.to_path_buf()).chain(broken_copies(path)) {
        match ownership::owner(&database) {
            Ok(Owner::Missing) => {
                // Without their database, nothing shows whose these are.
                not_ours.extend(
                    existing_companions(&database)
                        .into_iter()
                        .map(|stray| Unusable::NotOurs(NotOurs::stray(stray))),
                );
            }
            Ok(Owner::Doppel) => {
                for suffix in COMPANIONS {
                    let companion = with_suffix(&database, suffix);
                    match companion_owner(&database, suffix) {
                        Ok(Owner::Missing) => {}
                        Ok(Owner::Doppel) => ours.push(companion),
                        Ok(Owner::Other(what)) => {
                            not_ours.push(Unusable::NotOurs(NotOurs::companion(companion, what)))
                        }
                        Err(error) => not_ours.push(Unusable::Unreadable {
                            path: companion,
                            error,
                        }),
                    }
                }
                ours.push(database);
            }
            Ok(Owner::Other(what)) => not_ours.push(Unusable::NotOurs(NotOurs {
                path: database,
                what,
                companion: false,
            })),
            Err(error) => not_ours.push(Unusable::Unreadable {
                path: database,
                error,
            }),
        }
    }
    (ours, not_ours)
}

/// Bytes of the files [`clear`] would remove.
pub(crate) fn size_on_disk(path: &Path) -> u64 {
    removable(path)
        .0
        .iter()
        .filter_map(|p| std::fs::symlink_metadata(p).ok())
        .map(|m| m.len())
        .sum()
}

/// Removes the cache at `path`, its companions and the damaged copies kept aside, but only
/// those that are Doppel's; anything else at those names is left and named in the error.
pub(crate) fn clear(path: &Path) -> Result<(), String> {
    let (ours, not_ours) = removable(path);
    for file in ours {
        match std::fs::remove_file(&file) {
            Ok(()) => {}
            Err(e) if e.kind() == io::ErrorKind::NotFound => {}
            Err(e) => return Err(format!("{} could not be removed ({e})", file.display())),
        }
    }
    if not_ours.is_empty() {
        return Ok(());
    }
    let listed: Vec<String> = not_ours.iter().map(ToString::to_string).collect();
    Err(format!(
        "{}; Doppel only removes its own files",
        listed.join("; ")
    ))
}

/// Files named `<name>.broken-*` beside the cache, except their companions.
fn broken_copies(path: &Path) -> Vec<PathBuf> {
    let (Some(folder), Some(name)) = (path.parent(), path.file_name()) else {
        return Vec::new();
    };
    let folder = if folder.as_os_str().is_empty() {
        Path::new(".")
    } else {
        folder
    };
    let mut prefix = name.as_bytes().to_vec();
    prefix.extend_from_slice(b".broken-");
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut copies: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.file_name())
        .filter(|n| n.as_bytes().starts_with(&prefix))
        .filter(|n| {
            !COMPANIONS
                .iter()
                .any(|s| n.as_bytes().ends_with(s.as_bytes()))
        })
        .map(|n| folder.join(n))
        .collect();
    copies.sort();
    copies
}
