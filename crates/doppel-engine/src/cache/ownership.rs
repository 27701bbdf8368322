//! Whose file stands at a cache path. Doppel moves, replaces or removes only files it made
//! itself, and tells them by their first bytes: an SQLite header ("SQLite format 3\0")
//! carrying [`APPLICATION_ID`]. The header is read here directly, never by opening the
//! file with SQLite, which would turn an empty file into a database and roll back or delete
//! a journal left beside someone else's.
//!
//! The files SQLite keeps beside a database ([`COMPANIONS`]) are told the same way, by
//! their headers ([`companion_owner`]): SQLite opens, rewrites and deletes whatever stands
//! at those names, so a user's `notes.db-wal` beside a cache called `notes.db` would be
//! lost. The cache runs in WAL mode, so a `-wal` and a `-shm` are there while a Doppel has
//! it open (and after a crash); a `-journal` only while another Doppel switches a new cache
//! to WAL mode or upgrades it (two scans starting at once meet it every time), or after a
//! crash then. Each must be SQLite's own for a database of the same owner:
//!
//! - a `-wal` starts with the WAL magic;
//! - a `-shm` with the WAL-index version, or with zeros (the first connection to open the
//!   cache clears the index, and fills it in a moment later);
//! - a `-journal` with the journal magic, or with a header whose magic is zeroed and whose
//!   sector and page sizes are ones SQLite uses (SQLite writes the header so, and sets the
//!   magic only once the journal is synced; PERSIST mode zeroes the whole header when done);
//! - an empty one is SQLite's too: it makes each empty at times (the `-wal` whenever a
//!   connection opens), and an empty file holds nothing to lose.

use std::fs::{File, OpenOptions};
use std::io::{self, Read};
use std::os::unix::fs::{MetadataExt, OpenOptionsExt};
use std::path::{Path, PathBuf};

use super::db::APPLICATION_ID;
use super::held;

/// The files SQLite keeps beside a database, by the suffix added to its name.
pub(crate) const COMPANIONS: [&str; 3] = ["-wal", "-shm", "-journal"];

const MAGIC: &[u8; 16] = b"SQLite format 3\0";
/// Where the header stores `PRAGMA application_id` (big-endian).
const APPLICATION_ID_OFFSET: usize = 68;
const HEADER_SIZE: usize = 100;

/// How a WAL starts: one of these, big-endian (the last bit tells the byte order of its
/// checksums).
const WAL_MAGIC: [u32; 2] = [0x377f_0682, 0x377f_0683];
/// How a WAL index (`-shm`) starts: the WAL-index format version, in native byte order.
const WAL_INDEX_VERSION: u32 = 3_007_000;
/// How a rollback journal starts.
const JOURNAL_MAGIC: [u8; 8] = [0xd9, 0xd5, 0x05, 0xf9, 0x20, 0xa1, 0x63, 0xd7];
/// A rollback journal's header: magic, record count, checksum seed, database size, sector
/// size, page size, each but the magic a big-endian u32. SQLite in PERSIST mode zeroes it
/// when a transaction ends.
const JOURNAL_HEADER_SIZE: usize = 28;

/// What stands at a path.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Owner {
    /// Nothing.
    Missing,
    /// An SQLite database with Doppel's application id.
    Doppel,
    /// Anything else, and what it is.
    Other(Found),
}

/// What stands at a cache path (or beside it, named like SQLite's own files) instead of
/// Doppel's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Found {
    /// A symbolic link (never followed).
    SymbolicLink,
    /// A folder.
    Folder,
    /// Not a regular file (a FIFO, a device).
    NotRegularFile,
    /// An empty file: nothing shows who made it.
    EmptyFile,
    /// Not an SQLite database.
    NotSqlite,
    /// An SQLite database of another program.
    OtherProgramsDatabase,
    /// Beside the cache, a file another user than the cache's owns.
    OtherUsersFile,
    /// Beside the cache, a `-wal` that does not begin as SQLite's write-ahead log does.
    NotWriteAheadLog,
    /// Beside the cache, a `-shm` that does not begin as SQLite's shared-memory index does.
    NotSharedMemoryIndex,
    /// Beside the cache, a `-journal` that does not begin as SQLite's rollback journal does.
    NotRollbackJournal,
    /// One of SQLite's files with no database beside it.
    Leftover,
}

impl std::fmt::Display for Found {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Found::SymbolicLink => "a symbolic link",
            Found::Folder => "a folder",
            Found::NotRegularFile => "not a regular file",
            Found::EmptyFile => "an empty file",
            Found::NotSqlite => "not an SQLite database",
            Found::OtherProgramsDatabase => "an SQLite database of another program",
            Found::OtherUsersFile => "another user than the cache's owns it",
            Found::NotWriteAheadLog => "it does not begin as SQLite's write-ahead log does",
            Found::NotSharedMemoryIndex => "it does not begin as SQLite's shared-memory index does",
            Found::NotRollbackJournal => "it does not begin as SQLite's rollback journal does",
            Found::Leftover => "a leftover beside a database that is not there",
        })
    }
}

/// A file at a cache path that Doppel will not use, move or remove.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotOurs {
    /// The file.
    pub path: PathBuf,
    /// What the file is instead.
    pub what: Found,
    /// Whether it stands beside a cache of Doppel's, named like one of SQLite's files
    /// ([`COMPANIONS`]), rather than at the cache path.
    pub companion: bool,
}

impl NotOurs {
    /// A companion (`-wal`, `-shm`, `-journal`) whose database is not there.
    pub(crate) fn stray(path: PathBuf) -> NotOurs {
        NotOurs {
            path,
            what: Found::Leftover,
            companion: false,
        }
    }

    /// A file beside a cache of Doppel's, named like one of SQLite's but not SQLite's.
    pub(crate) fn companion(path: PathBuf, what: Found) -> NotOurs {
        NotOurs {
            path,
            what,
            companion: true,
        }
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
                "{} could not be read ({}), so Doppel leaves it untouched",
                path.display(),
                crate::report::IoProblem::of(error)
            ),
        }
    }
}

impl std::fmt::Display for NotOurs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let not = if self.companion {
            "SQLite's own file beside the fingerprint cache"
        } else {
            "a Doppel fingerprint cache"
        };
        write!(
            f,
            "{} is not {not} ({}), so Doppel leaves it untouched",
            self.path.display(),
            self.what
        )
    }
}

/// Whose file is at `path`. A symbolic link is never followed (it is not ours, whatever it
/// points to), and FIFOs and devices are never read.
pub(crate) fn owner(path: &Path) -> io::Result<Owner> {
    // Open in this process: checked as it opened, and not to be opened again (held.rs).
    held::unless_held(path, || {
        Ok(match open_regular(path)? {
            Ok(file) => owner_of_header(&read_header(file)?),
            Err(owner) => owner,
        })
    })
    .unwrap_or(Ok(Owner::Doppel))
}

/// Opens the regular file at `path` to read its header, or says what stands there instead
/// ([`Owner::Missing`] or [`Owner::Other`]). A symbolic link is never followed, and a FIFO
/// or a device never read.
fn open_regular(path: &Path) -> io::Result<Result<File, Owner>> {
    let file = match OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK | libc::O_NOCTTY)
        .open(path)
    {
        Ok(file) => file,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Err(Owner::Missing)),
        Err(e) if e.raw_os_error() == Some(libc::ELOOP) => {
            return Ok(Err(Owner::Other(Found::SymbolicLink)));
        }
        Err(e) => return Err(e),
    };
    let kind = file.metadata()?.file_type();
    if kind.is_dir() {
        return Ok(Err(Owner::Other(Found::Folder)));
    }
    if !kind.is_file() {
        return Ok(Err(Owner::Other(Found::NotRegularFile)));
    }
    Ok(Ok(file))
}

/// Up to the first [`HEADER_SIZE`] bytes of `file`.
fn read_header(file: File) -> io::Result<Vec<u8>> {
    let mut header = Vec::with_capacity(HEADER_SIZE);
    file.take(HEADER_SIZE as u64).read_to_end(&mut header)?;
    Ok(header)
}

/// Whether the companion of the database `database` named with `suffix` (one of
/// [`COMPANIONS`]) is SQLite's own: [`Owner::Doppel`] when it is (the companion of a
/// database of Doppel's is Doppel's), [`Owner::Missing`] when nothing is there, and
/// [`Owner::Other`] for anything else, as the module documentation says. `database` must
/// be there: its owner is the companion's.
pub(crate) fn companion_owner(database: &Path, suffix: &str) -> io::Result<Owner> {
    // The database open in this process: its companions are SQLite's, which holds locks on
    // them that reading one here would drop (held.rs).
    held::unless_held(database, || read_companion_owner(database, suffix)).unwrap_or_else(|| {
        match std::fs::symlink_metadata(with_suffix(database, suffix)) {
            Ok(_) => Ok(Owner::Doppel),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(Owner::Missing),
            Err(e) => Err(e),
        }
    })
}

fn read_companion_owner(database: &Path, suffix: &str) -> io::Result<Owner> {
    let database_owner = std::fs::symlink_metadata(database)?.uid();
    let file = match open_regular(&with_suffix(database, suffix))? {
        Ok(file) => file,
        Err(owner) => return Ok(owner),
    };
    if file.metadata()?.uid() != database_owner {
        return Ok(Owner::Other(Found::OtherUsersFile));
    }
    Ok(companion_of_header(suffix, &read_header(file)?))
}

/// Whether `header` is a rollback journal's header with its magic zeroed, as SQLite writes
/// it before the journal is synced (the record count zeroed too, the rest filled in) and as
/// PERSIST mode leaves it (all zero).
fn magic_zeroed_journal(header: &[u8]) -> bool {
    let Some(header) = header.first_chunk::<JOURNAL_HEADER_SIZE>() else {
        return false;
    };
    if header.iter().all(|&b| b == 0) {
        return true;
    }
    let word = |at: usize| {
        u32::from_be_bytes([header[at], header[at + 1], header[at + 2], header[at + 3]])
    };
    // SQLite's sector sizes run from 32 bytes to 64 KiB, its page sizes from 512 bytes.
    let size =
        |value: u32, least: u32| value.is_power_of_two() && (least..=65_536).contains(&value);
    header[..12].iter().all(|&b| b == 0) && size(word(20), 32) && size(word(24), 512)
}

/// [`companion_owner`] by the first bytes of the companion named with `suffix`.
fn companion_of_header(suffix: &str, header: &[u8]) -> Owner {
    let first_u32 = |order: fn([u8; 4]) -> u32| header.first_chunk::<4>().map(|b| order(*b));
    let sqlites = header.is_empty()
        || match suffix {
            "-wal" => first_u32(u32::from_be_bytes).is_some_and(|m| WAL_MAGIC.contains(&m)),
            "-shm" => {
                first_u32(u32::from_ne_bytes) == Some(WAL_INDEX_VERSION)
                    || header.iter().all(|&b| b == 0)
            }
            "-journal" => header.starts_with(&JOURNAL_MAGIC) || magic_zeroed_journal(header),
            _ => false,
        };
    if sqlites {
        Owner::Doppel
    } else {
        Owner::Other(match suffix {
            "-wal" => Found::NotWriteAheadLog,
            "-shm" => Found::NotSharedMemoryIndex,
            _ => Found::NotRollbackJournal,
        })
    }
}

/// Whether every companion of the Doppel cache at `path` that exists is SQLite's own
/// ([`companion_owner`]): SQLite may open the cache only then, as it would open, rewrite or
/// delete the others. `Err` names the first that is not, or could not be read.
pub(crate) fn check_companions(path: &Path) -> Result<(), Unusable> {
    for suffix in COMPANIONS {
        let companion = with_suffix(path, suffix);
        match companion_owner(path, suffix) {
            Ok(Owner::Missing | Owner::Doppel) => {}
            Ok(Owner::Other(what)) => {
                return Err(Unusable::NotOurs(NotOurs::companion(companion, what)));
            }
            Err(error) => {
                return Err(Unusable::Unreadable {
                    path: companion,
                    error,
                });
            }
        }
    }
    Ok(())
}

fn owner_of_header(header: &[u8]) -> Owner {
    if header.is_empty() {
        // SQLite would take it for a new database; nothing shows who made it.
        return Owner::Other(Found::EmptyFile);
    }
    if header.len() < HEADER_SIZE || !header.starts_with(MAGIC) {
        return Owner::Other(Found::NotSqlite);
    }
    let id = &header[APPLICATION_ID_OFFSET..APPLICATION_ID_OFFSET + 4];
    if i32::from_be_bytes([id[0], id[1], id[2], id[3]]) == APPLICATION_ID {
        Owner::Doppel
    } else {
        Owner::Other(Found::OtherProgramsDatabase)
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
            companion: false,
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
    fn companions_are_sqlites_only_by_their_headers() {
        let sqlites =
            |suffix: &str, header: &[u8]| companion_of_header(suffix, header) == Owner::Doppel;
        let text = b"my own notes, not SQLite's\n".as_slice();
        for suffix in COMPANIONS {
            assert!(sqlites(suffix, &[]), "{suffix}: empty");
            assert!(!sqlites(suffix, text), "{suffix}: text");
            assert!(!sqlites(suffix, &[0x37]), "{suffix}: a byte");
        }
        let mut wal = 0x377f_0682u32.to_be_bytes().to_vec();
        wal.extend([0; 28]);
        assert!(sqlites("-wal", &wal));
        wal[3] = 0x83;
        assert!(sqlites("-wal", &wal));
        wal[3] = 0x84;
        assert!(!sqlites("-wal", &wal));
        assert!(!sqlites("-wal", &0x377f_0682u32.to_le_bytes()));

        let shm = WAL_INDEX_VERSION.to_ne_bytes();
        assert!(sqlites("-shm", &shm));
        assert!(!sqlites(
            "-shm",
            &WAL_INDEX_VERSION.swap_bytes().to_ne_bytes()
        ));
        assert!(!sqlites("-wal", &shm), "a WAL index is no WAL");
        assert!(sqlites("-shm", &[0; 100]), "cleared, not filled in yet");
        let mut cleared = [0; 100];
        cleared[99] = 1;
        assert!(!sqlites("-shm", &cleared));

        let mut journal = JOURNAL_MAGIC.to_vec();
        journal.extend([1; 20]);
        assert!(sqlites("-journal", &journal));
        assert!(sqlites("-journal", &[0; JOURNAL_HEADER_SIZE]));
        assert!(sqlites("-journal", &[0; 512]));
        assert!(!sqlites("-journal", &[0; JOURNAL_HEADER_SIZE - 1]));
        let mut almost_zero = vec![0; 512];
        almost_zero[27] = 1;
        assert!(!sqlites("-journal", &almost_zero));
        // As another Doppel's SQLite writes it while it switches a new cache to WAL mode:
        // no magic and no record count yet; a seed, 9 pages, 512-byte sectors, 16 KiB pages.
        let mut unsynced = vec![0; 512];
        unsynced[12..28].copy_from_slice(&[
            0x10, 0x77, 0xcd, 0xce, 0, 0, 0, 9, 0, 0, 0x02, 0, 0, 0, 0x40, 0,
        ]);
        assert!(sqlites("-journal", &unsynced));
        let mut odd_page = unsynced.clone();
        odd_page[26] = 0x41;
        assert!(!sqlites("-journal", &odd_page), "no such page size");
        let mut counted = unsynced.clone();
        counted[11] = 1;
        assert!(!sqlites("-journal", &counted), "records but no magic");
        assert!(!sqlites("-wal", &JOURNAL_MAGIC));
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
