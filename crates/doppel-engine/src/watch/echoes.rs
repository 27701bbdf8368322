//! [`Echoes`]: the paths Doppel moved itself (a cleanup, a restore), remembered with the
//! state it left each in, so the watcher's later report of the same moves is known for
//! what it is and updates nothing.

use std::collections::HashMap;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// How long the paths Doppel moved are remembered: the watcher reports a batch within a
/// second of the folders going quiet.
pub(crate) const ECHO_TIME: Duration = Duration::from_secs(60);

/// Paths Doppel moved itself, and what was at each once it had.
#[derive(Debug, Default)]
pub(crate) struct Echoes {
    moved: HashMap<PathBuf, (Option<Stamp>, Instant)>,
}

/// What tells one state of a path from another: `None` when nothing is there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Stamp {
    device: u64,
    inode: u64,
    size: u64,
    modified: (i64, i64),
    changed: (i64, i64),
}

fn stamp(path: &Path) -> Option<Stamp> {
    let metadata = path.symlink_metadata().ok()?;
    Some(Stamp {
        device: metadata.dev(),
        inode: metadata.ino(),
        size: metadata.size(),
        modified: (metadata.mtime(), metadata.mtime_nsec()),
        changed: (metadata.ctime(), metadata.ctime_nsec()),
    })
}

impl Echoes {
    /// Remembers `paths` as they are now, as Doppel just left them.
    pub(crate) fn record(&mut self, paths: &[PathBuf], now: Instant) {
        for path in paths {
            self.moved.insert(path.clone(), (stamp(path), now));
        }
    }

    /// Whether `path` is as Doppel left it: one it moved, unchanged since, or a path
    /// inside a folder it moved away, still gone.
    pub(crate) fn already_applied(&self, path: &Path) -> bool {
        let now = stamp(path);
        if let Some((left, _)) = self.moved.get(path) {
            return *left == now;
        }
        now.is_none()
            && path
                .ancestors()
                .skip(1)
                .any(|folder| matches!(self.moved.get(folder), Some((None, _))) && !folder.exists())
    }

    /// Forgets what was moved longer than [`ECHO_TIME`] ago.
    pub(crate) fn forget_old(&mut self, now: Instant) {
        self.moved
            .retain(|_, (_, when)| now.saturating_duration_since(*when) < ECHO_TIME);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_watchers_report_of_a_move_doppel_made_is_nothing_new() {
        let dir = tempfile::TempDir::new().unwrap();
        let kept = dir.path().join("kept.bin");
        let trashed = dir.path().join("trashed.bin");
        let folder = dir.path().join("folder");
        std::fs::write(&kept, b"kept").unwrap();
        std::fs::write(&trashed, b"trashed").unwrap();
        std::fs::create_dir(&folder).unwrap();
        std::fs::write(folder.join("inside.txt"), b"inside").unwrap();
        let now = Instant::now();
        let mut echoes = Echoes::default();
        echoes.record(std::slice::from_ref(&kept), now);
        std::fs::remove_file(&trashed).unwrap();
        std::fs::remove_dir_all(&folder).unwrap();
        echoes.record(&[trashed.clone(), folder.clone()], now);

        assert!(echoes.already_applied(&kept), "put back, unchanged since");
        assert!(echoes.already_applied(&trashed), "trashed, still gone");
        assert!(echoes.already_applied(&folder.join("inside.txt")));
        assert!(!echoes.already_applied(&dir.path().join("other.bin")));

        // Changed after Doppel moved them: news.
        std::fs::write(&kept, b"kept, and edited since").unwrap();
        assert!(!echoes.already_applied(&kept));
        std::fs::write(&trashed, b"a new file of the same name").unwrap();
        assert!(!echoes.already_applied(&trashed));

        echoes.forget_old(now + ECHO_TIME);
        assert!(echoes.moved.is_empty());
    }
}
