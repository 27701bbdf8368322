//! Reading what cleanup compares and records: two open files compared byte for byte, and
//! the content hash (XXH3-128) the journal keeps so a restore can tell its own file from
//! anything else that took the same name.
//!
//! Reads go through the handles the checks opened (positioned reads from the start), so
//! what is compared is the file later acted on, not whatever a path names by then.

use std::fs::File;
use std::io::{self, ErrorKind};
use std::os::unix::fs::FileExt;

use xxhash_rust::xxh3::Xxh3;

/// The journal's record of a file's bytes.
pub(super) type ContentHash = u128;

/// Buffer size for comparing and hashing.
const BLOCK: usize = 64 * 1024;

/// `Some(hash of a)` when `a` and `b`, both seen to be `size` bytes long, hold the same
/// bytes; `None` when they differ. Reading stops at `size` (no read to find the end: most
/// files are a few KiB, so that read would be half of them); a file that grew or shrank
/// meanwhile shows in the `stat` the caller takes after comparing.
pub(super) fn compare_and_hash(a: &File, b: &File, size: u64) -> io::Result<Option<ContentHash>> {
    let block = usize::try_from(size).map_or(BLOCK, |size| size.clamp(1, BLOCK));
    let mut block_a = vec![0u8; block];
    let mut block_b = vec![0u8; block];
    let mut hasher = Xxh3::new();
    let mut offset = 0u64;
    while offset < size {
        let want = usize::try_from(size - offset).map_or(block, |left| left.min(block));
        let read_a = fill_at(a, &mut block_a[..want], offset)?;
        let read_b = fill_at(b, &mut block_b[..want], offset)?;
        if read_a != want || read_b != want || block_a[..want] != block_b[..want] {
            return Ok(None);
        }
        hasher.update(&block_a[..want]);
        offset += want as u64;
    }
    Ok(Some(hasher.digest128()))
}

/// The hash of everything in `file`.
pub(super) fn hash(file: &File) -> io::Result<ContentHash> {
    let mut block = vec![0u8; BLOCK];
    let mut hasher = Xxh3::new();
    let mut offset = 0u64;
    loop {
        let read = fill_at(file, &mut block, offset)?;
        if read == 0 {
            return Ok(hasher.digest128());
        }
        hasher.update(&block[..read]);
        offset += read as u64;
    }
}

/// Reads at `offset` until `buffer` is full or the file ends; the number of bytes read.
fn fill_at(file: &File, buffer: &mut [u8], offset: u64) -> io::Result<usize> {
    let mut filled = 0;
    while filled < buffer.len() {
        match file.read_at(&mut buffer[filled..], offset + filled as u64) {
            Ok(0) => break,
            Ok(read) => filled += read,
            Err(error) if error.kind() == ErrorKind::Interrupted => {}
            Err(error) => return Err(error),
        }
    }
    Ok(filled)
}

/// The hash as the journal writes it: 32 lower-case hex digits.
pub(super) fn to_hex(hash: ContentHash) -> String {
    format!("{hash:032x}")
}

pub(super) fn from_hex(text: &str) -> Option<ContentHash> {
    (text.len() == 32)
        .then(|| u128::from_str_radix(text, 16).ok())
        .flatten()
}
