//! Reading and hashing file contents, with the checks that notice a file changing under us.
//!
//! Every read opens the file afresh, checks with `fstat` that it is still the regular file
//! the walk listed (same inode, size and modified time), and checks again after reading,
//! so a file that vanishes, grows or is rewritten during the scan is reported, not grouped.

use std::fs::File;
use std::io::{ErrorKind, Read};
use std::os::unix::fs::FileExt;

use xxhash_rust::xxh3::{Xxh3, xxh3_128};

use super::entry::FileEntry;
use super::errors::describe_io_error;
use crate::report::SkipReason;
use crate::untrusted::open_untrusted;

/// Bytes hashed at each end of a file in the first pass.
pub(crate) const PREHASH_BLOCK: u64 = 4096;

/// Files up to this size are read whole in the first pass, so they are never read twice.
pub(crate) const SMALL_FILE_LIMIT: u64 = 16 * 1024;

/// Size of the buffer each worker reuses for whole-file reads.
pub(crate) const READ_BUFFER: usize = 256 * 1024;

/// The first-pass fingerprint of a file (public because the fingerprint cache hands it out).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Prehash {
    /// XXH3-128 of the file's head and tail, or of the whole file when `complete`.
    pub hash: u128,
    /// True when the whole file was hashed, so `hash` is already the content hash.
    pub complete: bool,
}

/// Hashes the head and tail of a large file, or the whole of a small one.
pub(crate) fn prehash(entry: &FileEntry, buffer: &mut Vec<u8>) -> Result<Prehash, SkipReason> {
    let file = open_unchanged(entry)?;
    if entry.size <= SMALL_FILE_LIMIT {
        let hash = hash_whole_open(entry, &file, buffer)?;
        return Ok(Prehash {
            hash,
            complete: true,
        });
    }
    let block = PREHASH_BLOCK as usize;
    buffer.resize(2 * block, 0);
    let (head, tail) = buffer.split_at_mut(block);
    read_exact_at(&file, head, 0)?;
    read_exact_at(&file, tail, entry.size - PREHASH_BLOCK)?;
    check_unchanged(entry, &file)?;
    Ok(Prehash {
        hash: xxh3_128(&buffer[..2 * block]),
        complete: false,
    })
}

/// Hashes the whole content of a file.
pub(crate) fn hash_whole(entry: &FileEntry, buffer: &mut Vec<u8>) -> Result<u128, SkipReason> {
    let file = open_unchanged(entry)?;
    hash_whole_open(entry, &file, buffer)
}

fn hash_whole_open(
    entry: &FileEntry,
    mut file: &File,
    buffer: &mut Vec<u8>,
) -> Result<u128, SkipReason> {
    if buffer.len() < READ_BUFFER {
        buffer.resize(READ_BUFFER, 0);
    }
    let mut hasher = Xxh3::new();
    let mut total: u64 = 0;
    loop {
        match file.read(buffer) {
            Ok(0) => break,
            Ok(n) => {
                total += n as u64;
                if total > entry.size {
                    return Err(SkipReason::ChangedWhileRead);
                }
                hasher.update(&buffer[..n]);
            }
            Err(e) if e.kind() == ErrorKind::Interrupted => {}
            Err(e) => return Err(SkipReason::io(&e)),
        }
    }
    if total != entry.size {
        return Err(SkipReason::ChangedWhileRead);
    }
    check_unchanged(entry, file)?;
    Ok(hasher.digest128())
}

/// Opens a listed file without blocking (it might have been swapped for a FIFO) and checks
/// it is the same unchanged regular file.
fn open_unchanged(entry: &FileEntry) -> Result<File, SkipReason> {
    let file = open_untrusted(&entry.path()).map_err(|e| SkipReason::io(&e))?;
    check_unchanged(entry, &file)?;
    Ok(file)
}

fn check_unchanged(entry: &FileEntry, file: &File) -> Result<(), SkipReason> {
    let metadata = file.metadata().map_err(|e| SkipReason::io(&e))?;
    if !metadata.is_file() {
        return Err(SkipReason::ReplacedWhileRead);
    }
    if !entry.matches(&metadata) {
        return Err(SkipReason::ChangedWhileRead);
    }
    Ok(())
}

fn read_exact_at(file: &File, buffer: &mut [u8], offset: u64) -> Result<(), SkipReason> {
    file.read_exact_at(buffer, offset).map_err(|e| {
        if e.kind() == ErrorKind::UnexpectedEof {
            SkipReason::ChangedWhileRead
        } else {
            SkipReason::io(&e)
        }
    })
}

/// Hashes the whole content of the regular file at `path`, as it is now (no listing to
/// check it against): the ignore list's content keys (`crate::ignore`) of files a report
/// names. The same XXH3-128 as [`hash_whole`], so a file's key is its exact group's hash.
pub(crate) fn hash_path(path: &std::path::Path) -> Result<u128, String> {
    let mut file = open_untrusted(path).map_err(|e| describe_io_error(&e))?;
    let metadata = file.metadata().map_err(|e| describe_io_error(&e))?;
    if !metadata.is_file() {
        return Err("not a regular file".to_string());
    }
    let mut buffer = vec![0; READ_BUFFER];
    let mut hasher = Xxh3::new();
    loop {
        match file.read(&mut buffer) {
            Ok(0) => break,
            Ok(n) => hasher.update(&buffer[..n]),
            Err(e) if e.kind() == ErrorKind::Interrupted => {}
            Err(e) => return Err(describe_io_error(&e)),
        }
    }
    Ok(hasher.digest128())
}

/// Formats a 128-bit hash as 32 lower-case hex digits.
pub(crate) fn to_hex(hash: u128) -> String {
    format!("{hash:032x}")
}
