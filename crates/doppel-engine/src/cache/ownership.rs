//! Whose file stands at a cache path. Doppel moves, replaces or removes only files it made
//! itself, and tells them by their first bytes: an SQLite header ("SQLite format 3\0")
//! carrying [`APPLICATION_ID`]. The header is read here directly, never by opening the
//! file with SQLite, which would turn an empty file into a database and roll back or delete
//! a journal left beside someone else's.

use std::fs::{File, OpenOptions};
use std::io::{self, Read};
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};

use super::db::APPLICATION_ID;

/// The files SQLite keeps beside a database, by the suffix added to its name.
pub(crate) const COMPANIONS: [&str; 3] = ["-wal", "-shm", "-journal"];

const MAGIC: &[u8; 16] = b"SQLite format 3\0";
/// Where the header stores `PRAGMA application_id` (big-endian).
const APPLICATION_ID_OFFSET: usize = 68;
const HEADER_SIZE: usize = 100;

/// What stands at a path.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Owner {
    /// Nothing.
    Missing,
    /// An SQLite database with Doppel's application id.
    Doppel,
    /// Anything else, and what it is, in words.
    Other(String),
}

/// A file at a cache path that Doppel will not use, move or remove.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotOurs {
    pub(crate) path: PathBuf,
    /// What the file is instead ("an empty file", "a symbolic link", ...).
    pub(crate) what: String,
}

impl NotOurs {
    /// A companion (`-wal`, `-shm`, `-journal`) whose database is not there.
    pub(crate) fn stray(path: PathBuf) -> NotOurs {
        let what = "a leftover beside a database that is not there".to_string();
        NotOurs { path, what }
    }
}

/// Why the file at a cache path may not be used. Either way it is left untouched.
#[derive(Debug)]
pub enum Unusable {
    /// It is provably not Doppel's.
    NotOurs(NotOurs),
    /// Its header could not be read (no permission, say), so nothing shows it is ours; a
    /// cache Doppel cannot read is no use anyway.
    Unreadable {
        /// The cache path.
        path: PathBuf,
        /// Why its header could not be read.
        error: io::Error,
    },
}

impl std::fmt::Display for Unusable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unusable::NotOurs(not_ours) => not_ours.fmt(f),
            Unusable::Unreadable { path, error } => write!(
                f,
                "{} could not be read ({error}), so Doppel leaves it untouched",
                path.display()
            ),
        }
    }
}

impl std::fmt::Display for NotOurs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} is not a Doppel fingerprint cache ({}), so Doppel leaves it untouched",
            self.path.display(),
            self.what
        )
    }
}

/// Whose file is at `path`. A symbolic link is never followed (it is not ours, whatever it
/// points to), and FIFOs and devices are never read.
pub(crate) fn owner(path: &Path) -> io::Result<Owner> {
    let file = match OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK | libc::O_NOCTTY)
        .open(path)
    {
        Ok(file) => file,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Owner::Missing),
        Err(e) if e.raw_os_error() == Some(libc::ELOOP) => {
            return Ok(Owner::Other("a symbolic link".to_string()));
        }
        Err(e) => return Err(e),
    };
    let kind = file.metadata()?.file_type();
    if kind.is_dir() {
        return Ok(Owner::Other("a folder".to_string()));
    }
    if !kind.is_file() {
        return Ok(Owner::Other("not a regular file".to_string()));
    }
    Ok(owner_of_header(&read_header(file)?))
}

/// Up to the first [`HEADER_SIZE`] bytes of `file`.
fn read_header(file: File) -> io::Result<Vec<u8>> {
    let mut header = Vec::with_capacity(HEADER_SIZE);
    file.take(HEADER_SIZE as u64).read_to_end(&mut header)?;
    Ok(header)
}

fn owner_of_header(header: &[u8]) -> Owner {
    if header.is_empty() {
        // SQLite would take it for a new database; nothing shows who made it.
        return Owner::Other("an empty file".to_string());
    }
    if header.len() < HEADER_SIZE || !header.starts_with(MAGIC) {
        return Owner::Other("not an SQLite database".to_string());
    }
    let id = &header[APPLICATION_ID_OFFSET..APPLICATION_ID_OFFSET + 4];
    if i32::from_be_bytes([id[0], id[1], id[2], id[3]]) == APPLICATION_ID {
        Owner::Doppel
    } else {
        Owner::Other("an SQLite database of another program".to_string())
    }
}

/// Whether the cache at `path` may be used: `Ok(true)` when it is Doppel's, `Ok(false)`
/// when nothing is there and a new cache may be made. A journal or WAL without its
/// database is refused too: SQLite would replay it into the new file, or delete it.
pub(crate) fn check(path: &Path) -> Result<bool, Unusable> {
    match owner(path) {
        Ok(Owner::Doppel) => Ok(true),
        Ok(Owner::Other(what)) => Err(Unusable::NotOurs(NotOurs {
            path: path.to_path_buf(),
            what,
        })),
        Err(error) => Err(Unusable::Unreadable {
            path: path.to_path_buf(),
            error,
        }),
        Ok(Owner::Missing) => match existing_companions(path).into_iter().next() {
            Some(stray) => Err(Unusable::NotOurs(NotOurs::stray(stray))),
            None => Ok(false),
        },
    }
}

/// `path` with `suffix` appended to its file name.
pub(crate) fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// The companions of the database at `path` that exist (a dangling link counts).
pub(crate) fn existing_companions(path: &Path) -> Vec<PathBuf> {
    COMPANIONS
        .iter()
        .map(|suffix| with_suffix(path, suffix))
        .filter(|p| p.symlink_metadata().is_ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header(id: i32) -> Vec<u8> {
        let mut header = vec![0; HEADER_SIZE];
        header[..16].copy_from_slice(MAGIC);
        header[APPLICATION_ID_OFFSET..APPLICATION_ID_OFFSET + 4].copy_from_slice(&id.to_be_bytes());
        header
    }

    #[test]
    fn only_our_application_id_in_a_whole_header_is_ours() {
        assert_eq!(owner_of_header(&header(APPLICATION_ID)), Owner::Doppel);
        assert!(matches!(owner_of_header(&header(0)), Owner::Other(_)));
        assert!(matches!(owner_of_header(&[]), Owner::Other(_)));
        let short = &header(APPLICATION_ID)[..99];
        assert!(matches!(owner_of_header(short), Owner::Other(_)));
        let mut other_magic = header(APPLICATION_ID);
        other_magic[0] = b's';
        assert!(matches!(owner_of_header(&other_magic), Owner::Other(_)));
    }
}
