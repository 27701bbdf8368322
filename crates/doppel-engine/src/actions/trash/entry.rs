//! Moving a file into a trash folder and back out, relative to open folders.
//!
//! Into the trash: [`TrashFolder::choose`] picks a free name, the journal records it,
//! [`TrashFolder::claim`] then creates its `.trashinfo` exclusively (so two processes can
//! never hold the same one), and
//! [`TrashFolder::move_in`] renames the file to `files/NAME` without replacing anything.
//! Out of it: [`TrashFolder::move_out`] renames it back, and where the way back crosses
//! devices, copies it (unnamed where the file system allows, else under a temporary name
//! the caller records first), checks the copy, and only then puts it in place and removes
//! the trash copy: a partial file never stands at the original path.

use std::ffi::{OsStr, OsString};
use std::fs::File;
use std::io::{self, Write};
use std::os::fd::{AsFd, BorrowedFd};
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

use super::folder::TrashFolder;
use super::info;
use crate::actions::content;
use crate::actions::fs_at::{self, Located, Stat};
use crate::actions::tree;

/// What a move out of the trash across devices tells its caller (the restore, which writes
/// it to the journal), each before going on.
pub(crate) trait CopySteps {
    /// A copy is about to be made under this temporary name beside the original place.
    fn before_temporary(&mut self, temp: &OsStr) -> io::Result<()>;
    /// The checked copy now stands at the original place; the trash copy goes next.
    fn in_place(&mut self) -> io::Result<()>;
}

/// For a move that never crosses devices (an item put straight back by the cleanup itself).
pub(crate) struct NoCopy;

impl CopySteps for NoCopy {
    fn before_temporary(&mut self, _temp: &OsStr) -> io::Result<()> {
        Err(io::Error::from_raw_os_error(libc::EXDEV))
    }

    fn in_place(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// The names a cleanup has given out in one trash folder (see [`TrashFolder::choose`]).
#[derive(Default)]
pub(crate) struct GivenNames {
    chosen: std::collections::HashSet<OsString>,
    claimed: std::collections::HashSet<OsString>,
}

/// Longest name kept from the original before a suffix: `NAME.trashinfo` must fit in the
/// 255 bytes a file name may have.
const NAME_LIMIT: usize = 200;

impl TrashFolder {
    /// Chooses a name in this trash for the file at `original`, one that neither
    /// `info/NAME.trashinfo` nor `files/NAME` has now and this cleanup has not given out:
    /// nothing is written, so the journal can record the name before anything in the trash
    /// refers to it (a kill in between leaves no `.trashinfo` no record names). The name is
    /// then [`claim`](Self::claim)ed, or [`give_back`](Self::give_back)n.
    pub(crate) fn choose(&self, original: &Path) -> io::Result<OsString> {
        let base = base_name(original);
        let first = self.attempts().get(&base).copied().unwrap_or(0);
        for attempt in first..first + 64 {
            let name = candidate(&base, attempt);
            if fs_at::stat_at(self.info.as_fd(), &info_name(&name)).is_ok()
                || fs_at::stat_at(self.files.as_fd(), &name).is_ok()
                || !self.given().chosen.insert(name.clone())
            {
                continue;
            }
            // Numbered names are taken in turn; past them, every attempt is a random name.
            let mut attempts = self.attempts();
            let next = (attempt + 1).min(RANDOM_FROM);
            let known = attempts.entry(base).or_insert(next);
            *known = (*known).max(next);
            return Ok(name);
        }
        Err(io::Error::other("no free name was found in the trash"))
    }

    /// Claims a name [`choose`](Self::choose) gave, once the journal's record of it is
    /// durable: `info/NAME.trashinfo` is created exclusively (so no other program's entry
    /// is ever taken over) and written with the deletion date `deleted`, and `files/NAME`
    /// must still be free. Fails with `AlreadyExists` when another program took the name
    /// meanwhile; what it made then is left alone.
    pub(crate) fn claim(&self, name: &OsStr, original: &Path, deleted: &str) -> io::Result<()> {
        self.given().chosen.remove(name);
        let info_name = info_name(name);
        let mut file = fs_at::create_new_at(self.info.as_fd(), &info_name)?;
        if fs_at::stat_at(self.files.as_fd(), name).is_ok() {
            // An item without its info file: leave it, and our empty claim goes.
            drop(file);
            fs_at::remove_own_file_at(self.info.as_fd(), &info_name)?;
            return Err(io::Error::from(io::ErrorKind::AlreadyExists));
        }
        // A kill here leaves an empty `.trashinfo`, which a restore knows for this claim.
        crate::failpoint::hit("trash: claim created");
        if let Err(error) = file.write_all(info::text(original, deleted).as_bytes()) {
            drop(file);
            let _ = fs_at::remove_own_file_at(self.info.as_fd(), &info_name);
            return Err(error);
        }
        self.given().claimed.insert(name.to_os_string());
        crate::failpoint::hit("trash: name reserved");
        Ok(())
    }

    /// Gives back a name this cleanup chose, its file not moved in: its `.trashinfo` goes
    /// if this process claimed it, and only then.
    pub(crate) fn give_back(&self, name: &OsStr) -> io::Result<()> {
        let mut given = self.given();
        given.chosen.remove(name);
        if given.claimed.remove(name) {
            drop(given);
            return self.release(name);
        }
        Ok(())
    }

    fn given(&self) -> std::sync::MutexGuard<'_, GivenNames> {
        match self.names.lock() {
            Ok(given) => given,
            Err(poisoned) => poisoned.into_inner(),
        }
    }

    /// Where each name's next attempt starts (a panic elsewhere while it was held leaves
    /// it as good as it was: a hint, never a promise).
    fn attempts(&self) -> std::sync::MutexGuard<'_, std::collections::HashMap<Vec<u8>, u32>> {
        match self.next_attempt.lock() {
            Ok(attempts) => attempts,
            Err(poisoned) => poisoned.into_inner(),
        }
    }

    /// [`release`](Self::release), once: the name is no longer this cleanup's to give back,
    /// so a name given back after its item came out removes no `.trashinfo` another
    /// program may have written there since.
    fn release_claimed(&self, name: &OsStr) -> io::Result<()> {
        self.given().claimed.remove(name);
        self.release(name)
    }

    /// Removes the `.trashinfo` a cleanup wrote for `name`, whose file is not (or no
    /// longer) in the trash.
    pub(crate) fn release(&self, name: &OsStr) -> io::Result<()> {
        fs_at::remove_own_file_at(self.info.as_fd(), &info_name(name))
    }

    /// Renames `from` into `files/NAME`. Never replaces, never copies: across devices
    /// this fails with `CrossesDevices`.
    pub(crate) fn move_in(&self, from: &Located, name: &OsStr) -> io::Result<()> {
        fs_at::rename_no_replace(from.folder.as_fd(), &from.name, self.files.as_fd(), name)?;
        crate::failpoint::hit("trash: moved in");
        Ok(())
    }

    /// What `files/NAME` is now, not following a link.
    pub(crate) fn stat_entry(&self, name: &OsStr) -> io::Result<Stat> {
        fs_at::stat_at(self.files.as_fd(), name)
    }

    pub(crate) fn open_entry(&self, name: &OsStr) -> io::Result<File> {
        fs_at::open_file_at(self.files.as_fd(), name)
    }

    /// Whether `info/NAME.trashinfo` still exists.
    pub(crate) fn has_info(&self, name: &OsStr) -> bool {
        fs_at::stat_at(self.info.as_fd(), &info_name(name)).is_ok()
    }

    /// Whether `info/NAME.trashinfo` is still the one a cleanup wrote for `original` at
    /// `deleted`: the name is then still the one that cleanup reserved, whatever has
    /// happened to the item's content since.
    pub(crate) fn info_is(&self, name: &OsStr, original: &Path, deleted: &str) -> bool {
        let expected = info::text(original, deleted);
        self.info_text(name, expected.len())
            .is_some_and(|text| text == expected.as_bytes())
    }

    /// Whether `info/NAME.trashinfo` is the one a cleanup wrote for `original` at
    /// `deleted`, or the start of it: a claim killed while its text was being written
    /// (even before the first byte). Only for giving back a claim whose file never moved.
    pub(crate) fn info_is_or_was_being(
        &self,
        name: &OsStr,
        original: &Path,
        deleted: &str,
    ) -> bool {
        let expected = info::text(original, deleted);
        self.info_text(name, expected.len())
            .is_some_and(|text| expected.as_bytes().starts_with(&text))
    }

    /// Up to one byte more than `expected` of `info/NAME.trashinfo`.
    fn info_text(&self, name: &OsStr, expected: usize) -> Option<Vec<u8>> {
        use std::io::Read;
        let file = fs_at::open_file_at(self.info.as_fd(), &info_name(name)).ok()?;
        let mut text = Vec::new();
        file.take(expected as u64 + 1).read_to_end(&mut text).ok()?;
        Some(text)
    }

    /// Puts `files/NAME` back at `to`, never replacing what stands there. Across devices it
    /// is copied: unnamed (`O_TMPFILE`) where the file system allows, so a copy killed midway
    /// leaves nothing, else under a temporary name `steps` is told of first; the copy is
    /// checked against the trash file as it is now, given its name, and `steps` told it
    /// stands before the trash copy is removed. The `.trashinfo` goes once the file is back.
    pub(crate) fn move_out(
        &self,
        name: &OsStr,
        to: &Located,
        steps: &mut dyn CopySteps,
    ) -> io::Result<()> {
        match fs_at::rename_no_replace(self.files.as_fd(), name, to.folder.as_fd(), &to.name) {
            Err(error) if error.raw_os_error() == Some(libc::EXDEV) => {
                self.copy_out(name, to, steps)?;
            }
            other => other?,
        }
        crate::failpoint::hit("trash: moved out");
        // The item is out; a left-over info file would show a broken item in the trash.
        let _ = self.release_claimed(name);
        Ok(())
    }

    /// Copy, check, put in place, and only then remove the trash copy.
    fn copy_out(&self, name: &OsStr, to: &Located, steps: &mut dyn CopySteps) -> io::Result<()> {
        let mut source = self.open_entry(name)?;
        let stat = fs_at::stat_fd(source.as_fd())?;
        let expected = content::hash(&source)?;
        let (mut copy, temporary) = match fs_at::create_unnamed_at(to.folder.as_fd()) {
            Ok(copy) => (copy, None),
            Err(error) if fs_at::unnamed_unsupported(&error) => {
                let temporary = temporary_name(&to.name);
                steps.before_temporary(&temporary)?;
                (
                    fs_at::create_new_at(to.folder.as_fd(), &temporary)?,
                    Some(temporary),
                )
            }
            Err(error) => return Err(error),
        };
        let finished = (|| {
            io::copy(&mut source, &mut copy)?;
            copy.set_permissions(std::fs::Permissions::from_mode(stat.mode & 0o7777))?;
            fs_at::set_modified_ns(&copy, stat.mtime_ns)?;
            copy.sync_all()?;
            if content::hash(&copy)? != expected
                || !fs_at::stat_fd(source.as_fd()).is_ok_and(|now| now.same_version(&stat))
            {
                return Err(io::Error::other(
                    "the copy read back differs from the trashed file",
                ));
            }
            match &temporary {
                None => fs_at::link_unnamed_at(&copy, to.folder.as_fd(), &to.name),
                Some(temporary) => fs_at::rename_no_replace(
                    to.folder.as_fd(),
                    temporary,
                    to.folder.as_fd(),
                    &to.name,
                ),
            }
        })();
        if let Err(error) = finished {
            if let Some(temporary) = &temporary {
                let _ = fs_at::remove_own_file_at(to.folder.as_fd(), temporary);
            }
            return Err(error);
        }
        fs_at::sync_dir(to.folder.as_fd())?;
        crate::failpoint::hit("trash: copy in place");
        steps.in_place()?;
        crate::failpoint::hit("trash: copy in place recorded");
        // The checked copy is in place: the trash copy is the second half of the move.
        fs_at::remove_own_file_at(self.files.as_fd(), name)
    }

    /// Removes `files/NAME` (a file or a folder) and its `.trashinfo` once a restore across
    /// devices has put a checked copy of it in place (the journal says so): the second
    /// half of that move.
    pub(crate) fn remove_copied_entry(&self, name: &OsStr) -> io::Result<()> {
        if self.stat_entry(name)?.is_dir() {
            fs_at::remove_own_tree_at(self.files.as_fd(), name)?;
        } else {
            fs_at::remove_own_file_at(self.files.as_fd(), name)?;
        }
        let _ = self.release(name);
        Ok(())
    }

    /// Puts the folder `files/NAME` back at `to` whole, never replacing what stands there.
    /// Across devices it is copied beside `to` under a temporary name `steps` is told of
    /// first, the copy checked against the trash folder as it is now, and only then renamed
    /// into place and the trash copy removed.
    pub(crate) fn move_out_folder(
        &self,
        name: &OsStr,
        to: &Located,
        steps: &mut dyn CopySteps,
    ) -> io::Result<()> {
        match fs_at::rename_no_replace(self.files.as_fd(), name, to.folder.as_fd(), &to.name) {
            Err(error) if error.raw_os_error() == Some(libc::EXDEV) => {
                self.copy_out_folder(name, to, steps)?;
            }
            other => other?,
        }
        let _ = self.release_claimed(name);
        Ok(())
    }

    fn copy_out_folder(
        &self,
        name: &OsStr,
        to: &Located,
        steps: &mut dyn CopySteps,
    ) -> io::Result<()> {
        let source = fs_at::open_dir_at(self.files.as_fd(), name)?;
        let stat = fs_at::stat_fd(source.as_fd())?;
        // What the folder holds now (it may have gained files since it was trashed).
        let manifest = tree::manifest_of(source.as_fd())?;
        let temporary = temporary_name(&to.name);
        steps.before_temporary(&temporary)?;
        fs_at::create_dir_at(to.folder.as_fd(), &temporary, 0o700)?;
        let finished = (|| {
            let copy = fs_at::open_dir_at(to.folder.as_fd(), &temporary)?;
            copy_tree(source.as_fd(), copy.as_fd())?;
            if let Some(why) = tree::differs_from_manifest(copy.as_fd(), &manifest)? {
                return Err(io::Error::other(format!(
                    "the copy read back differs from the trashed folder: {why}"
                )));
            }
            fs_at::set_mode(copy.as_fd(), stat.mode)?;
            fs_at::set_modified_ns_fd(copy.as_fd(), stat.mtime_ns)?;
            fs_at::rename_no_replace(to.folder.as_fd(), &temporary, to.folder.as_fd(), &to.name)
        })();
        if let Err(error) = finished {
            let _ = fs_at::remove_own_tree_at(to.folder.as_fd(), &temporary);
            return Err(error);
        }
        fs_at::sync_dir(to.folder.as_fd())?;
        steps.in_place()?;
        // The checked copy is in place: removing the trash copy is the second half of the move.
        fs_at::remove_own_tree_at(self.files.as_fd(), name)
    }

    /// The `files/` folder, for checks made relative to it.
    pub(crate) fn files_folder(&self) -> BorrowedFd<'_> {
        self.files.as_fd()
    }
}

/// Copies every folder and regular file of `from` into the empty folder `to`, with their
/// permissions and modified times, each file flushed to disk.
fn copy_tree(from: BorrowedFd<'_>, to: BorrowedFd<'_>) -> io::Result<()> {
    for name in fs_at::read_dir_names(from)? {
        let stat = fs_at::stat_at(from, &name)?;
        if stat.is_dir() {
            fs_at::create_dir_at(to, &name, 0o700)?;
            let source = fs_at::open_dir_at(from, &name)?;
            let copy = fs_at::open_dir_at(to, &name)?;
            copy_tree(source.as_fd(), copy.as_fd())?;
            fs_at::set_mode(copy.as_fd(), stat.mode)?;
            fs_at::set_modified_ns_fd(copy.as_fd(), stat.mtime_ns)?;
        } else if stat.is_file() {
            let mut source = fs_at::open_file_at(from, &name)?;
            let mut copy = fs_at::create_new_at(to, &name)?;
            io::copy(&mut source, &mut copy)?;
            copy.set_permissions(std::fs::Permissions::from_mode(stat.mode & 0o7777))?;
            fs_at::set_modified_ns(&copy, stat.mtime_ns)?;
            copy.sync_all()?;
        } else {
            return Err(io::Error::other(format!(
                "{} is not a regular file or folder",
                Path::new(&name).display()
            )));
        }
    }
    fs_at::sync_dir(to)
}

fn base_name(original: &Path) -> Vec<u8> {
    let mut base = original
        .file_name()
        .map_or_else(|| b"file".to_vec(), |n| n.as_bytes().to_vec());
    base.truncate(NAME_LIMIT);
    base
}

/// The first attempt that gives a random name rather than a numbered one.
const RANDOM_FROM: u32 = 9;

/// The name itself first, then numbered, then (after many clashes) a random suffix, so a
/// trash full of one name does not make each file try them all.
fn candidate(base: &[u8], attempt: u32) -> OsString {
    let mut name = base.to_vec();
    match attempt {
        0 => {}
        1..RANDOM_FROM => name.extend_from_slice(format!(".{}", attempt + 1).as_bytes()),
        _ => name.extend_from_slice(format!(".{:016x}", random()).as_bytes()),
    }
    OsString::from_vec(name)
}

fn info_name(name: &OsStr) -> OsString {
    let mut info = name.to_os_string();
    info.push(".trashinfo");
    info
}

const TEMPORARY_PREFIX: &[u8] = b".doppel-restore-";

/// The name a restore across devices copies into before it renames the copy to `name`.
fn temporary_name(name: &OsStr) -> OsString {
    let mut bytes = TEMPORARY_PREFIX.to_vec();
    bytes.extend_from_slice(format!("{:016x}-", random()).as_bytes());
    let mut rest = name.as_bytes().to_vec();
    rest.truncate(NAME_LIMIT);
    bytes.extend_from_slice(&rest);
    OsString::from_vec(bytes)
}

/// Whether `temp` is a name [`temporary_name`] makes for `name`: what a journal may name
/// as a leftover copy for a later restore to remove. Anything else (a user's folder named
/// in a crafted journal) is never removed.
pub(crate) fn is_temporary_name_for(temp: &OsStr, name: &OsStr) -> bool {
    let Some(rest) = temp.as_bytes().strip_prefix(TEMPORARY_PREFIX) else {
        return false;
    };
    let (random, rest) = rest.split_at(rest.len().min(16));
    let mut base = name.as_bytes().to_vec();
    base.truncate(NAME_LIMIT);
    random.len() == 16
        && random.iter().all(|b| b.is_ascii_hexdigit())
        && rest.strip_prefix(b"-") == Some(base.as_slice())
}

/// Good enough to make clashes unlikely; correctness never depends on it (every create is
/// exclusive).
pub(crate) fn random() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos()),
    );
    hasher.finish()
}
