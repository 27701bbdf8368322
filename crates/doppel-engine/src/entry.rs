//! [`FileEntry`]: what the walk learns about one regular file before any byte is read.

use std::cmp::Ordering;
use std::ffi::{OsStr, OsString};
use std::fs::Metadata;
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;

/// A regular file found by the walk, with the metadata every later stage relies on.
///
/// The path is held as its folder, shared by every file of that folder, and its own name:
/// a million of these live through a scan, and whole paths cost them about a third more
/// memory. [`FileEntry::path`] puts the two together when a stage needs the path.
///
/// Public only because the walk's output and [`crate::hashing`] name it; its contents are
/// the engine's own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileEntry {
    folder: Arc<Path>,
    /// Empty when `folder` is the whole path (a path with no parent).
    name: Box<OsStr>,
    pub(crate) size: u64,
    pub(crate) modified: SystemTime,
    /// Device and inode identify the file itself: paths sharing both are hard links.
    pub(crate) dev: u64,
    pub(crate) ino: u64,
}

impl FileEntry {
    /// The file `name` in `folder`, as the walk finds it.
    pub(crate) fn in_folder(folder: Arc<Path>, name: &OsStr, metadata: &Metadata) -> Self {
        FileEntry {
            folder,
            name: name.into(),
            size: metadata.len(),
            modified: metadata.modified().unwrap_or(SystemTime::UNIX_EPOCH),
            dev: metadata.dev(),
            ino: metadata.ino(),
        }
    }

    /// The file at `path`, found on its own (a root that is a file, a changed path).
    pub(crate) fn new(path: &Path, metadata: &Metadata) -> Self {
        let (folder, name) = split(path);
        FileEntry::in_folder(folder, name, metadata)
    }

    /// The same file (size, time, device and inode) reached through `path`: a hard link.
    pub(crate) fn at_path(&self, path: &Path) -> Self {
        let (folder, name) = split(path);
        FileEntry {
            folder,
            name: name.into(),
            ..self.clone()
        }
    }

    /// The file's path.
    pub(crate) fn path(&self) -> PathBuf {
        PathBuf::from(OsString::from_vec(self.path_bytes().collect()))
    }

    /// The folder the file is in and its name; `None` for a path with no parent.
    pub(crate) fn folder_and_name(&self) -> Option<(&Path, &OsStr)> {
        (!self.name.is_empty()).then_some((&*self.folder, &*self.name))
    }

    /// Whether the file's path is `path`, byte for byte.
    pub(crate) fn has_path(&self, path: &Path) -> bool {
        self.cmp_path_bytes(path.as_os_str().as_bytes()) == Ordering::Equal
    }

    /// Orders two files by their paths' bytes, as `path().as_os_str().as_bytes()` would,
    /// without putting either path together.
    pub(crate) fn cmp_path(&self, other: &FileEntry) -> Ordering {
        if Arc::ptr_eq(&self.folder, &other.folder) {
            return self.name.cmp(&other.name);
        }
        self.path_bytes().cmp(other.path_bytes())
    }

    fn cmp_path_bytes(&self, bytes: &[u8]) -> Ordering {
        self.path_bytes().cmp(bytes.iter().copied())
    }

    /// The bytes of [`FileEntry::path`], in order.
    fn path_bytes(&self) -> impl Iterator<Item = u8> + '_ {
        let folder = self.folder.as_os_str().as_bytes();
        let separator = !self.name.is_empty() && !folder.is_empty() && folder.last() != Some(&b'/');
        folder
            .iter()
            .copied()
            .chain(separator.then_some(b'/'))
            .chain(self.name.as_bytes().iter().copied())
    }

    /// True when `metadata` (taken later, from an open file) shows the same file unchanged.
    pub(crate) fn matches(&self, metadata: &Metadata) -> bool {
        metadata.len() == self.size
            && metadata.modified().unwrap_or(SystemTime::UNIX_EPOCH) == self.modified
            && metadata.ino() == self.ino
            && metadata.dev() == self.dev
    }
}

#[cfg(test)]
impl FileEntry {
    /// A file that need not exist, for tests of the stages after the walk.
    pub(crate) fn made_up(path: &Path, size: u64, dev: u64, ino: u64) -> FileEntry {
        let (folder, name) = split(path);
        FileEntry {
            folder,
            name: name.into(),
            size,
            modified: SystemTime::UNIX_EPOCH,
            dev,
            ino,
        }
    }
}

/// A path as its folder and name; a path with no parent is a folder with no name.
fn split(path: &Path) -> (Arc<Path>, &OsStr) {
    match (path.parent(), path.file_name()) {
        (Some(folder), Some(name)) => (folder.into(), name),
        _ => (path.into(), OsStr::new("")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(path: &str) -> FileEntry {
        let metadata = std::fs::metadata(env!("CARGO_MANIFEST_DIR")).unwrap();
        FileEntry::new(Path::new(path), &metadata)
    }

    #[test]
    fn a_path_comes_back_as_it_was_given() {
        for path in ["/a/b/c.txt", "/c.txt", "/", "relative.txt", "a/b"] {
            assert_eq!(entry(path).path(), PathBuf::from(path), "{path}");
            assert!(entry(path).has_path(Path::new(path)), "{path}");
        }
        assert!(!entry("/a/b").has_path(Path::new("/a/bc")));
        assert!(!entry("/a/bc").has_path(Path::new("/a/b")));
    }

    #[test]
    fn paths_order_as_their_bytes_do() {
        let paths = ["/a/b", "/a/b/c", "/a-b", "/a/b-c", "/a/ba", "/", "/z"];
        for a in paths {
            for b in paths {
                assert_eq!(
                    entry(a).cmp_path(&entry(b)),
                    a.as_bytes().cmp(b.as_bytes()),
                    "{a} against {b}"
                );
            }
        }
    }

    #[test]
    fn files_of_one_folder_share_it() {
        let metadata = std::fs::metadata(env!("CARGO_MANIFEST_DIR")).unwrap();
        let folder: Arc<Path> = Path::new("/x/y").into();
        let a = FileEntry::in_folder(Arc::clone(&folder), OsStr::new("a"), &metadata);
        let b = FileEntry::in_folder(Arc::clone(&folder), OsStr::new("b"), &metadata);
        assert_eq!(a.cmp_path(&b), Ordering::Less);
        assert_eq!(b.path(), PathBuf::from("/x/y/b"));
        assert_eq!(a.at_path(Path::new("/z/c")).path(), PathBuf::from("/z/c"));
    }
}
