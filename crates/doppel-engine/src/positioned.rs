//! [`Positioned`]: an open file read by position (`pread`), never through the descriptor's
//! shared offset, with `Read` and `Seek` for the decoders and extractors that want them.
//!
//! A cleanup opens each file once, without following links, and measures it through that
//! handle. An extractor or decoder runs on a worker thread of its own that may outlive the
//! caller's wait (see `crate::extract::contain`), so it needs a handle it owns: a duplicate
//! of the caller's descriptor. A duplicate shares the file offset with the original, so
//! reading it with `read` would move the caller's offset under it; reading by position
//! leaves the offset alone.

use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom};
use std::os::unix::fs::FileExt;

/// A file and the position the next read starts at.
#[derive(Debug)]
pub(crate) struct Positioned {
    file: File,
    position: u64,
}

impl Positioned {
    /// Reads `file` from its start, whatever its descriptor's offset.
    pub(crate) fn new(file: File) -> Positioned {
        Positioned { file, position: 0 }
    }

    /// A duplicate of the caller's handle (the same open file, not the path opened again),
    /// read from its start.
    pub(crate) fn duplicate(file: &File) -> io::Result<Positioned> {
        file.try_clone().map(Positioned::new)
    }

    /// The open file, for its metadata.
    pub(crate) fn file(&self) -> &File {
        &self.file
    }
}

impl Read for Positioned {
    fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
        let read = self.file.read_at(buffer, self.position)?;
        self.position += read as u64;
        Ok(read)
    }
}

impl Seek for Positioned {
    fn seek(&mut self, to: SeekFrom) -> io::Result<u64> {
        let (base, offset) = match to {
            SeekFrom::Start(position) => {
                self.position = position;
                return Ok(position);
            }
            SeekFrom::End(offset) => (self.file.metadata()?.len(), offset),
            SeekFrom::Current(offset) => (self.position, offset),
        };
        match base.checked_add_signed(offset) {
            Some(position) => {
                self.position = position;
                Ok(position)
            }
            None => Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                "seek to a position before the start of the file",
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    #[test]
    fn reads_and_seeks_without_moving_the_shared_offset() {
        let mut file = tempfile::tempfile().unwrap();
        file.write_all(b"0123456789").unwrap();
        file.seek(SeekFrom::Start(3)).unwrap();

        let mut reader = Positioned::duplicate(&file).unwrap();
        let mut all = String::new();
        reader.read_to_string(&mut all).unwrap();
        assert_eq!(all, "0123456789", "from the start, not the offset");
        assert_eq!(reader.seek(SeekFrom::End(-2)).unwrap(), 8);
        let mut tail = String::new();
        reader.read_to_string(&mut tail).unwrap();
        assert_eq!(tail, "89");
        assert_eq!(reader.seek(SeekFrom::Current(-4)).unwrap(), 6);
        assert!(reader.seek(SeekFrom::Current(-7)).is_err());

        // The duplicate shares the offset: reading by position left it where it was.
        assert_eq!(file.stream_position().unwrap(), 3);
        let mut rest = String::new();
        file.read_to_string(&mut rest).unwrap();
        assert_eq!(rest, "3456789");
    }
}
