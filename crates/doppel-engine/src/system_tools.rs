//! Finding the programs Doppel runs as child processes (`heif-convert` for HEIC and AVIF,
//! `ffmpeg` and `ffprobe` for videos): one rule for all of them, the first executable
//! file of that name in a folder of `PATH`, so a missing tool is said the same way
//! wherever it is looked for. Whether a program found this way works is its caller's
//! to check (the video search runs `ffmpeg -version`).

use std::path::{Path, PathBuf};

/// The first executable file named `name` in the folders of `PATH`.
pub(crate) fn on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|folder| folder.join(name))
        .find(|candidate| is_executable(candidate))
}

/// Whether `path` is a regular file someone may run.
pub(crate) fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    path.metadata()
        .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_program_is_found_on_path_and_a_plain_file_is_not_a_program() {
        assert!(on_path("sh").is_some_and(|sh| sh.is_absolute()));
        assert!(on_path("no-such-program-doppel").is_none());
        let dir = tempfile::tempdir().unwrap();
        let plain = dir.path().join("plain");
        std::fs::write(&plain, "#!/bin/sh\n").unwrap();
        assert!(!is_executable(&plain));
        assert!(!is_executable(dir.path()), "a folder is not a program");
    }
}
