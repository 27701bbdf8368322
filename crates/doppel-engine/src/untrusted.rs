//! Opening a file a scan, an extractor or the review panel was told about, which may since
//! have been swapped for something that is not a regular file.

use std::fs::{File, OpenOptions};
use std::io;
use std::os::fd::AsRawFd;
use std::os::unix::fs::OpenOptionsExt;
use std::path::Path;

/// Opens `path` for reading, carefully: non-blocking, so a FIFO or a device standing where a
/// file was cannot hang the `open`, and without letting a terminal become the controlling
/// one; then back to blocking reads, as for any regular file. The caller still checks that it
/// got a regular file before reading.
pub(crate) fn open_untrusted(path: &Path) -> io::Result<File> {
    let file = OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY)
        .open(path)?;
    blocking_again(&file);
    Ok(file)
}

/// Back to blocking reads on a file opened non-blocking (so that opening it could not hang).
pub(crate) fn blocking_again(file: &File) {
    // SAFETY: F_GETFL and F_SETFL on an open descriptor; nothing else is touched.
    unsafe {
        let flags = libc::fcntl(file.as_raw_fd(), libc::F_GETFL);
        if flags >= 0 {
            libc::fcntl(file.as_raw_fd(), libc::F_SETFL, flags & !libc::O_NONBLOCK);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::io::Read;
    use std::os::fd::AsRawFd;

    use super::open_untrusted;

    /// A fresh folder of this test's own under the system's temporary folder.
    fn scratch(name: &str) -> std::path::PathBuf {
        let dir =
            std::env::temp_dir().join(format!("doppel-untrusted-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_fifo_opens_without_waiting_for_a_writer_and_reads_block_no_more() {
        let dir = scratch("fifo");
        let fifo = dir.join("fifo");
        let name = std::ffi::CString::new(fifo.as_os_str().as_encoded_bytes()).unwrap();
        // SAFETY: a valid, NUL-terminated path.
        assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
        let file = open_untrusted(&fifo).unwrap();
        assert!(!file.metadata().unwrap().is_file());
        // SAFETY: reading the flags of a descriptor the test owns.
        let flags = unsafe { libc::fcntl(file.as_raw_fd(), libc::F_GETFL) };
        assert_eq!(flags & libc::O_NONBLOCK, 0);
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_regular_file_reads_whole() {
        let dir = scratch("file");
        let path = dir.join("a.txt");
        std::fs::write(&path, b"hello").unwrap();
        let mut text = String::new();
        open_untrusted(&path)
            .unwrap()
            .read_to_string(&mut text)
            .unwrap();
        assert_eq!(text, "hello");
        std::fs::remove_dir_all(dir).unwrap();
    }
}
