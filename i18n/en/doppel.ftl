# Doppel's messages in English: the source of every translation, and the fallback.
#
# Each language has this file under i18n/<language>/doppel.ftl, with exactly these
# messages, attributes and variables (a test fails otherwise). Sections start with "##";
# the desktop app's messages will be sections of their own. How to add a language:
# docs/src/translations.md.
#
# Numbers passed to a message are written the language's way (1,234.5 / 1.234,5); sizes
# ($size and the like) and dates ($date) come already written as the language writes them.

## Shared: the engine's values in words (src/i18n/words.rs)

phase-walking = walking
phase-prehashing = hashing heads and tails
phase-hashing = hashing contents
phase-folders = comparing folders
phase-reading = reading documents
phase-comparing = comparing documents
phase-images = reading images
phase-videos = reading videos
phase-done = done

# A keep rule as a sentence: "Keep" and its criteria, joined by rule-then.
rule-keep = Keep { $criteria }
rule-then = { $before }, then { $next }
rule-strictly = { $rule } (strictly)
criterion-under = the copy under { $place }
criterion-not-under = a copy not under { $place }
criterion-newest = the newest
criterion-oldest = the oldest
criterion-largest = the largest
criterion-shortest-path = the shortest path
criterion-highest-resolution = the highest resolution
criterion-first-taken = the first taken (EXIF date)
criterion-format = the { $format }
criterion-with-companions = the copy with its RAW or sidecars beside it
criterion-first = the first listed

# Why a keep rule left a group alone. $criterion is the rule's own text (newest, format:jpeg).
undecided-all-in-trash = every copy is in a trash folder
undecided-none-under = no copy is under { $place }
undecided-all-under = every copy is under { $place }
undecided-no-format = no copy is a { $format }
undecided-none-pass = no copy passes '{ $criterion }'
undecided-tie = the copies tie on every criterion and the rule is strict (without 'strict', the first by path is kept)
undecided-holds-words =
    { $fuller } holds all of { $kept } and { $words ->
        [one] { $words } word
       *[other] { $words } words
    } more
undecided-holds-footage-more = { $fuller } holds all of { $kept } and { $length } more
undecided-holds-footage = { $trashed } holds footage { $kept } lacks
undecided-companion-only-here = { $companion } goes with { $photo } and has no copy beside a copy kept
fallback-none-under = no copy is under { $place }, so the next criteria chose
fallback-all-under = every copy is under { $place }, so the next criteria chose
fallback-none-pass = no copy passes '{ $criterion }', so the next criteria chose
fallback-first-by-path = the copies tie on every criterion, so the first by path is kept

cleanup-kind-trash = trash
cleanup-kind-hard-links = hard links
cleanup-kind-clones = clones

# Two videos of a group; the times are a player's (0:12, 1:02:03).
video-same = { $a } and { $b } are the same clip ({ $length } in common)
video-part-of = { $a } is { $b } from { $b_start } for { $length }
video-overlap = { $a } from { $a_start } is { $b } from { $b_start } for { $length }

hidden-groups =
    { $groups ->
        [one] { $groups } group is
       *[other] { $groups } groups are
    } hidden as not duplicates
hidden-files =
    { $files ->
        [one] { $files } file is
       *[other] { $files } files are
    } hidden as not duplicates
hidden-groups-and-files =
    { $groups ->
        [one] { $groups } group
       *[other] { $groups } groups
    } and { $files ->
        [one] { $files } file
       *[other] { $files } files
    } are hidden as not duplicates

format-plain-text = plain text
document-too-short = too short to compare as a document ({ $triples } distinct word triples; at least { $needed } needed)
document-not-a-document = not a document (no text to compare)
document-unreadable = could not be read: { $reason }

## Shared: why a cleanup left a file or folder alone, and what a restore found (src/i18n/reasons.rs)

# Each follows the file's or folder's path, as "/a/b.txt: no longer exists" (so most start
# with a verb or "its"). $problem is a system error's words, as the system gives them;
# $kept, $trash and the like are paths.
reason-size-exact = { $size } ({ $bytes } bytes)
reason-access = owner { $uid }, group { $gid }, mode { $mode }
no-sharing-xfs-without-reflink = this XFS file system was made without reflink (mkfs.xfs -m reflink=1)
no-sharing-file-system = { $fs } cannot share blocks between files
no-sharing-read-only = the file system is mounted read-only
no-sharing-cannot-write-here = Doppel may not write in its folder, so whether blocks can be shared there could not be tried
no-sharing-probe-failed = trying to share blocks there failed: { $problem }

# The plan, decided from the marks before anything is opened.
reason-all-marked = every copy of this group was marked for the trash; keep at least one
reason-kept-elsewhere = marked to keep in another group
reason-all-by-other-groups = every copy of this group would go to the trash (some are marked for the trash in another group); keep at least one
reason-all-folders-marked = every folder of this group was marked for the trash; keep at least one
reason-all-folders-by-other-groups = every folder of this group would go to the trash (some are marked for the trash in another group); keep at least one
reason-in-trash-folder = is in a trash folder; what is in a trash is never moved or kept by Doppel
reason-kept-only-in-trash = the only copies its group keeps are in trash folders, which never count as kept
reason-in-reference = is in the reference folder { $reference }; files in a reference folder are never trashed
# $found is the same file or folder as one in the reference folder, reached by another path.
reason-in-reference-reached = is in the reference folder { $reference }; files in a reference folder are never trashed (reached another way: { $found } is the same as one in it)
reason-holds-reference = holds the reference folder { $reference }; files in a reference folder are never trashed
reason-kept-folder-inside = the folder being kept, { $kept }, is inside it
reason-kept-folder-holds = the folder being kept, { $kept }, holds it
reason-in-doppel-data = is in Doppel's own data folder { $folder } (its cleanup journals); never trashed

# What the file is now, checked before it is acted on.
reason-not-absolute = is not an absolute path; only paths as a scan records them are acted on
reason-not-normalised = is not a normalised path (it has `.`, `..`, a doubled or trailing slash); only paths as a scan records them are acted on
reason-is-symlink = is now a symbolic link
reason-folder-is-symlink = its folder { $folder } is a symbolic link; cleanup acts only on real paths
reason-no-longer-exists = no longer exists
reason-not-regular-file = is no longer a regular file
reason-not-a-folder = is no longer a folder
reason-cannot-open = could not be opened: { $problem }
reason-cannot-read = could not be read: { $problem }
# $was and $now are sizes, written as the language writes them.
reason-changed-size = changed since the scan: size was { $was }, is now { $now }
# $was and $now are times as RFC 3339 writes them (2026-11-27T21:46:49Z).
reason-changed-modified = changed since the scan: modified time was { $was }, is now { $now }
reason-changed-while-checked = changed while it was being checked
# $change is the engine's words for what changed.
reason-changed-while-checked-how = changed while it was being checked ({ $change })
reason-changed-after-check = changed after it was checked
reason-in-use = is in use by another program (open for writing), so it was left in place; try again once that program has closed it

# The copy being kept, which vouches for the file.
reason-no-kept-copy = no copy of its group is being kept
reason-no-kept-folder = no folder of its group is being kept
# $folders is a list of paths, joined by ", ".
reason-no-kept-copy-against = no copy of its group is being kept in { $folders }, the folders it was compared against; only such a copy can vouch for it
reason-kept-in-trash = the copy being kept, { $kept }, is in the trash
# $why is another reason, about the kept copy.
reason-kept-unusable = the copy being kept, { $kept }, { $why }
reason-kept-changed-since-scan = the copy being kept, { $kept }, changed since the scan (its size or modified time), so nothing is trashed on its behalf
reason-content-differs = its content no longer matches the copy being kept, { $kept }
reason-cannot-compare = could not be compared with the copy being kept, { $kept }: { $problem }
reason-kept-changed-while-compared = the copy being kept, { $kept }, changed while it was being compared
# $measured and $threshold are whole percentages.
reason-not-alike-similarity = is only { $measured } % like the copy being kept, { $kept } (its group holds it through another file); { $threshold } % is needed
reason-not-alike-distance = differs from the copy being kept, { $kept }, by { $measured } of 64 bits (its group holds it through another image); at most { $most } is allowed
reason-same-file-as-kept = it is the same file as the copy being kept, { $kept }, reached by another path
reason-same-folder-as-kept = it is the same folder as the folder being kept, { $kept }, reached by another path
reason-kept-holds-part-of = the folder being kept, { $kept }, holds { $part } of it under another path (a hard link or a bind mount)
reason-kept-lacks-copy = the folder being kept, { $kept }, has no copy of { $file } (compared by content)
reason-kept-changed-during-move = the copy being kept, { $kept }, changed or moved while this was being trashed, so this was put back
reason-kept-changed-during-move-stuck = the copy being kept, { $kept }, changed or moved while this was being trashed, and it could not be put back ({ $problem }); `doppel restore` can restore it

# Companion files: a photo's RAW, Live Photo video and sidecars. $why is another reason.
reason-companion-kept = belongs with { $photo }, which goes to the trash, but a group keeps it, so it stays
reason-companion-not-as-scanned = its companion { $companion } { $why }; nothing of this photo was moved
reason-companion-not-moved = its companion { $companion } could not be moved ({ $why }), so it and its companions were put back
reason-companion-not-moved-stuck = its companion { $companion } could not be moved ({ $why }), and it could not be put back ({ $problem }); `doppel restore` can restore what was moved
reason-companion-stays = belongs with { $photo }, which goes to the trash, and with { $with }, which stays, so it stays
reason-companion-only-copy = its companion { $companion } has no copy beside a copy kept; nothing of this photo moves

# A folder's insides. $what is the engine's word for a kind of entry (a socket, a device).
reason-mount-inside = a volume is mounted inside it, at { $mount }; only a folder on one volume is trashed whole
reason-holds-odd = holds { $entry }, which is { $what }; only folders of regular files and folders are trashed whole
reason-holds-mount = holds { $entry }, which is on another volume (a mount point)
reason-inside-unreadable = { $entry } could not be read: { $problem }
reason-changed-while-trashing = its content changed ({ $change }) while it was being trashed, so the whole folder was put back
reason-changed-while-trashing-stuck = its content changed ({ $change }) while it was being trashed, and it could not be put back ({ $problem }); `doppel restore` can restore it

# The trash.
reason-cannot-move = could not be moved to the trash, so it was left in place: { $problem }
reason-trash-on-other-mount = its trash folder { $trash } is on another mount; moving it there would mean copying, so it was left in place
reason-cannot-reserve = could not be moved to the trash, so it was left in place: no name could be reserved in the trash { $trash }: { $problem }
reason-replaced-while-moving = was replaced while it was being moved; what was moved was put back
reason-replaced-while-moving-stuck = was replaced while it was being moved, and what was moved could not be put back ({ $problem }); it is in { $trash }

# Replacing a copy by a hard link to the copy being kept. $fs is a file system's name (vfat).
reason-not-exact-for-link = only byte-for-byte copies are replaced by a hard link; a similar file is not the same content, so it was left in place
reason-no-hard-links = is on a file system ({ $fs }) that cannot give a file a second name, so it cannot be replaced by a hard link; it was left in place (move it to the trash instead)
reason-other-file-system = the copy being kept, { $kept }, is on another file system, where a hard link cannot reach; it was left in place
# $copy and $kept_has are each written by reason-access.
reason-access-differs = its owner or permissions ({ $copy }) differ from those of the copy being kept, { $kept } ({ $kept_has }); a hard link would change who may read or write it, so it was left in place (--allow-owner-change links it anyway)
reason-kept-link-limit = the copy being kept, { $kept }, already has as many names as its file system allows; nothing was changed
reason-cannot-link = could not be replaced by a hard link, so it was left in place: { $problem }
reason-kept-changed-before-link = the copy being kept, { $kept }, changed or moved after it was checked, so nothing was linked
reason-replaced-while-linking = its name was given to something else while the link was put in place; it was swapped back, nothing was linked
reason-replaced-while-linking-stuck = its name was given to something else while the link was put in place, and it could not be swapped back ({ $problem }); the original is in the trash: `doppel restore` can restore it
# A folder's file that could not be linked, when it was the first of the folder.
reason-folder-file-not-linked-first = { $file } in it could not be replaced by a hard link ({ $why }); no file of it was linked before it, and the rest were left as they are
reason-folder-file-not-linked = { $file } in it could not be replaced by a hard link ({ $why }); { $linked } of its { $of } files before it are hard links now (their originals in the trash: `doppel restore` puts them back), the rest were left as they are
reason-attributes-differ = its extended attributes or ACLs ({ $names }) differ from those of the copy being kept, { $kept }; a hard link would drop its own and show the kept copy's under its name, so it was left in place (--allow-owner-change links it anyway)
reason-kept-in-reference = the copy being kept, { $kept }, is a file of the reference folder { $reference }; a hard link would give it a second name here, where an edit would change the reference, so it was left in place (move it to the trash or make it a clone instead)

# Replacing a copy by a clone of the copy being kept (their blocks shared). $why in
# reason-cannot-share-blocks is one of the no-sharing-… messages; $at is a byte offset.
reason-not-exact-for-clone = only byte-for-byte copies are replaced by a clone; a similar file is not the same content, so it was left in place
reason-clone-other-file-system = the copy being kept, { $kept }, is on another file system; blocks are shared only within one, so it was left in place
reason-cannot-share-blocks = cannot be replaced by a clone here: { $why }; it was left in place
reason-clone-differs = the file system compared it with the copy being kept, { $kept }, and found the bytes different (from byte { $at } on); nothing was changed
reason-cannot-clone = could not be replaced by a clone, so its bytes are as they were: { $problem }
reason-changed-while-cloning = was written to while it was being cloned; what it holds now is what was written, and nothing of it was lost
reason-kept-changed-before-clone = the copy being kept, { $kept }, changed or moved after it was checked, so nothing was cloned
reason-kept-changed-while-cloning = the copy being kept, { $kept }, changed while this was being cloned; this file's content is as it was (the file system compared the bytes), but fewer of its blocks may stay shared
reason-folder-file-not-cloned = { $file } in it could not be cloned ({ $why }); { $cloned } of its { $of } files before it are clones now (their content as it was), the rest were left as they are
# $why is the engine's own words.
reason-not-moved = not moved: { $why }

# A restore (undo). $what is the engine's words for what is wrong with a record.
reason-journal-record-invalid = the journal's record of it is not one Doppel writes ({ $what }), so nothing was done with it
reason-volume-not-mounted = its trash { $trash } is on a volume that is not mounted now (another disk is mounted there, or none); it stays recorded: connect that disk and undo again
reason-occupied = a file now stands at { $path }; move it away and undo again
reason-restore-path-through-symlink = its folder { $folder } is now a symbolic link; files are put back only through real folders: make it a folder again and undo again
reason-cannot-make-folder = its folder could not be made or opened: { $problem }
reason-entry-unreadable = its trash entry could not be read: { $problem }
reason-cannot-restore = could not be restored: { $problem }
reason-link-replaced = { $path } no longer holds the link the cleanup made (something else was put there), so both were left as they are; the original stays in the trash
reason-folder-not-as-scanned = it holds { $now ->
        [one] 1 file
       *[other] { $now } files
    } now and the scan saw { $scanned } (files the filters left out, or added since): only a folder the scan saw whole moves, so it was left as it is
reason-kept-has-unseen-names =
    { $unseen ->
        [one] the kept copy { $kept } has 1 other name the scan did not see (outside the folders scanned, or left out by the filters): a hard link would make it editable through this copy's name, so it was left as it is
       *[other] the kept copy { $kept } has { $unseen } other names the scan did not see (outside the folders scanned, or left out by the filters): a hard link would make them editable through this copy's name, so it was left as it is
    }
reason-kept-link-gone = { $path } is no longer the link the cleanup made: { $kept } no longer holds the same file (it was deleted or saved over), so what { $path } holds now is your current work and was left as it is; the original stays in the trash
# $files is how many files of the folder, $first the first of them.
reason-folder-links-replaced =
    { $files ->
        [one] { $first } in it no longer holds the link the cleanup made (something else was put there), so it was left as it is, its original still in the trash; the rest of the folder is back
       *[other] { $files } files in it ({ $first } first) no longer hold the links the cleanup made (something else was put there), so they were left as they are, their originals still in the trash; the rest of the folder is back
    }
reason-cannot-unshare = could not be given blocks of its own, so it stays a clone: { $problem }
reason-already-in-place = already back in place
reason-already-in-place-copy-in-trash = already back in place; an identical copy stays in the trash at { $trash_entry } (an earlier restore stopped before removing it)
reason-gone-from-trash = was not found in the trash (emptied, restored by hand, or another disk is at its place); it stays on the list, and a later undo looks again
reason-unrelated = was not found in the trash: an unrelated item has its name there, and was left alone; it stays on the list, and a later undo looks again
reason-never-left = nothing to put back: the file never left (it is a clone, its blocks shared with { $kept }; `--unshare-clones` gives it blocks of its own)
reason-not-shared = its blocks are its own already
reason-changed-since-clone = it was replaced or written to since it was cloned, so it was left as it is

# One cleanup or restore at a time. $holder is what the other Doppel wrote of itself
# ("process 4242, cleaning up"), as it wrote it.
lock-busy = another Doppel is already cleaning up or restoring; wait for it to finish, then try again
lock-busy-holder = another Doppel is already cleaning up or restoring ({ $holder }); wait for it to finish, then try again
lock-unusable = the lock { $path } could not be taken: { $problem }

# Doppel's cleanup journal could not be written (no journal, no move); $problem is the
# system's words.
journal-not-started = the cleanup journal could not be written in { $folder }: { $problem }
journal-not-updated = the cleanup journal { $path } could not be updated: { $problem }
journal-not-written = the cleanup journal { $path } could not be written: { $problem }

# A reference folder that could not be read in full before a cleanup: $entry is what in it
# could not be read, $problem the system's words or reference-not-a-folder.
reference-unreadable = the reference folder { $reference } could not be read in full ({ $entry }: { $problem }); nothing is trashed while files in it cannot all be told apart from the rest
reference-not-a-folder = it is not a folder

# Why a cleanup stopped before its end (else the journal's own words, or a reason).
stopped-cancelled = the cleanup was cancelled

# How an item a restore put back differs from what was trashed.
changed-in-trash-written-to = it was written to after it was trashed; it comes back as it is now
# $changes is a list of changed-in-trash-added, -gone and -edited, joined by the separator.
changed-in-trash-folder-files = it changed after it was trashed ({ $changes }); it comes back whole as it is now
changed-in-trash-separator = { ", " }
changed-in-trash-added =
    { $files ->
        [one] { $files } file added
       *[other] { $files } files added
    }
changed-in-trash-gone =
    { $files ->
        [one] { $files } file gone
       *[other] { $files } files gone
    }
changed-in-trash-edited =
    { $files ->
        [one] { $files } file changed
       *[other] { $files } files changed
    }
changed-in-trash-linked-folder-gone = the folder was gone; the originals the trash held come back as a folder
changed-in-trash-edited-through-link = it was edited through its linked name after the cleanup; the original comes back as it was, and the edit lives on in { $kept }
changed-in-trash-link-originals-gone = { $files } of its files were no longer in the trash; their names keep the links the cleanup made

# Why a way to reclaim space would leave a file alone (the cleanup's confirmation).
left-alone-not-exact = a similar file, not a byte-for-byte copy: only copies are replaced
left-alone-other-file-system = the copy kept, { $kept }, is on another file system
# $copy and $kept_has are each written by reason-access.
left-alone-access-differs = its owner or permissions ({ $copy }) differ from the kept copy's ({ $kept_has })
left-alone-attributes-differ = its extended attributes or ACLs ({ $names }) differ from the kept copy's
left-alone-kept-in-reference = the copy kept is in the reference folder { $reference }, which a hard link would make editable here
left-alone-cannot-share-blocks = its file system cannot share blocks between files
left-alone-not-permitted = neither yours nor writable by you: its blocks cannot be shared
left-alone-no-hard-links = its file system cannot give a file a second name (no hard links)

## Shared: the space a cleanup measured as freed (src/i18n/space.rs)

# One line per file system: the first message, then each gap joined by space-then, then
# space-end around the whole. $mount is where the file system is mounted; sizes come
# written as the language writes them.
space-freed = Freed { $freed } on { $mount } (expected { $expected })
space-trash-later = Nothing is freed on { $mount } until the trash is emptied; then { $size } comes back.
space-freed-nothing = Freed nothing on { $mount }: { $used } more is in use than before (expected { $expected } freed)
# $problem is the system's words, or space-other-file-system.
space-not-measured = The free space on { $mount } could not be measured after the cleanup ({ $problem }); expected { $expected } freed
space-other-file-system = another file system is mounted there now
space-then = { $before }; { $gap }
space-end = { $line }.
space-gap-trash-not-emptied = { $size } more comes back once the trash is emptied
space-gap-journal = { $size } less than expected is Doppel's own records: the cleanup's journal
# $records: how many .trashinfo files the cleanup wrote in the trash.
space-gap-own-records =
    { $records ->
        [one] { $size } less than expected is Doppel's own records: { $records } .trashinfo record in the trash (they go when it is emptied) and the cleanup's journal
       *[other] { $size } less than expected is Doppel's own records: { $records } .trashinfo records in the trash (they go when it is emptied) and the cleanup's journal
    }
space-gap-held-elsewhere = { $size } less than expected: those blocks are still held elsewhere (a snapshot, other clones of the copies), or other programs wrote to it meanwhile
space-gap-other-changes = { $size } more than expected: other programs freed space on it meanwhile

## Shared: why a scan skipped a file or folder (src/i18n/skips.rs)

# Each follows the path, as "/a/b.txt: permission denied". A decoder's, an extractor's or
# the system's own words come as they are.
skip-io-permission-denied = permission denied
skip-io-vanished = vanished during the scan
skip-io-too-many-links = too many levels of symbolic links
skip-io-input-output = input/output error (the disk or network share failed)
skip-io-name-too-long = the path is longer than the system allows (4,096 bytes), so it cannot be opened
skip-io-stale-handle = stale network file handle (the share changed)
skip-broken-link = broken symbolic link: its target does not exist
skip-link-loop = symbolic link loop: it leads back to a folder already being scanned
skip-link-not-followed = a symbolic link (not followed)
skip-not-regular-file = not a regular file
skip-changed-while-read = changed during the scan (size or modified time differs from when it was listed)
skip-replaced-while-read = replaced during the scan by something that is not a regular file
skip-own-folder = is Doppel's own folder (its cleanup journals, cache or settings); it is never scanned
skip-root-in-own-folder = is inside Doppel's own folder (its cleanup journals, cache or settings); it is never scanned
skip-link-into-own-folder = is a link into Doppel's own folder (its cleanup journals, cache or settings); it is never scanned
skip-trash-folder = is a trash folder; files in the trash are never scanned
skip-root-in-trash = is inside a trash folder; files in the trash are never scanned
skip-link-into-trash = is a link into a trash folder; files in the trash are never scanned
skip-root-gone = the folder is gone (deleted or renamed); it is scanned again if it comes back
skip-not-there = no such file or folder
skip-not-file-or-folder = not a regular file or folder
skip-changed-while-compared = changed while it was being compared
# $why is ffprobe's or ffmpeg's own words.
skip-video-unreadable = video could not be read: { $why }
skip-video-timed-out = video took longer than { $seconds } s to read
skip-video-no-frames = video has no frame ffmpeg could read
skip-video-not-a-container = not a video file but ffmpeg's '{ $format }' format (a playlist or script naming other files is never read)
skip-image-unknown-format = not an image in a format Doppel reads
# $tool is the program and the Debian package that has it: heif-convert (libheif-examples).
skip-image-decoder-missing = its decoder is not installed: { $tool }

# Why an image could not be compared. $form is the decoder's words for a form it cannot
# read ("PSD compression 3"); $limit one of the image-too-large-… messages; $why one of
# the damage-… messages, or the decoding library's own words.
image-unsupported = image in a form Doppel cannot read ({ $form })
image-too-large = image too large to compare ({ $limit })
image-too-large-pixels = { $width } × { $height } pixels; the limit is { $megapixels } megapixels
image-too-large-memory = its decoder would need more than 600 MiB
image-too-large-psd = a PSD file of more than 1 GiB
image-damaged = damaged image ({ $why })
image-damaged-raw = damaged RAW file ({ $why })
# $problem is the system's words.
image-could-not-start = could not start the image decoder: { $problem }
image-killed = image decoder crashed ({ $tool } was killed by signal { $signal })
image-timed-out-seconds = image decoder timed out after { $seconds } s
image-timed-out-milliseconds = image decoder timed out after { $milliseconds } ms
damage-ends-early = it ends early
damage-header-ends-early = its header ends early
damage-no-size = its header gives no size
damage-no-pixels = it has no pixels
damage-size-given-twice = its size is given two ways
damage-not-heif = no meta box: not a HEIF image
damage-box-past-end = a box runs past the end of the file
# $kind is a box's four-letter name (ispe, moov).
damage-box-length = its { $kind } box is { $length } bytes
damage-no-picture = its decoder wrote no picture
damage-composite-cut-short = its composite image is cut short
damage-no-preview = no preview Doppel can read
damage-preview-too-large = its preview is larger than 256 MiB
damage-preview-ends-early = its preview ends early
damage-not-tiff = not a TIFF structure
damage-too-many-entries = an image directory claims over 1000 entries
damage-moov-too-large = its moov box is too large
damage-no-image-track = no image track
damage-no-moov = no moov box

# The kinds the list of skipped files is grouped under, where a reason carries words of
# its own (the others are grouped under the reason itself).
skip-heading-unreadable = could not be read
skip-heading-too-short = too short to compare as a document
skip-heading-document-unreadable = could not be read as a document
skip-heading-image-unreadable = image could not be read
skip-heading-not-an-image = not an image Doppel can read
skip-heading-image-too-large = image too large to compare
skip-heading-image-damaged = damaged image
skip-heading-decoder-crashed = the image decoder crashed
skip-heading-decoder-timed-out = the image decoder took too long
skip-heading-video-unreadable = video could not be read
skip-heading-video-not-a-container = not a video file (a playlist or script)

## Shared: what a scan tells at its end, and an ignore list that could not be used (src/i18n/notices.rs)

# $tool is the program and the Debian package that has it.
notice-heif-tool-missing =
    { $images ->
        [one] { $images } HEIC or AVIF image was not compared for likeness: { $tool } is not installed
       *[other] { $images } HEIC or AVIF images were not compared for likeness: { $tool } is not installed
    }
# $tool is ffmpeg or ffprobe, $why what running it gave.
notice-videos-off = similar videos were not looked for: { $tool } could not be run ({ $why }); install ffmpeg (sudo apt-get install ffmpeg) to find them
# A file Doppel did not make where its fingerprint cache would be: left untouched. $what is
# one of the found-… messages; $problem the system's words.
cache-not-ours = { $path } is not a Doppel fingerprint cache ({ $what }), so Doppel leaves it untouched
cache-not-ours-companion = { $path } is not SQLite's own file beside the fingerprint cache ({ $what }), so Doppel leaves it untouched
cache-unreadable = { $path } could not be read ({ $problem }), so Doppel leaves it untouched
found-symbolic-link = a symbolic link
found-folder = a folder
found-not-regular-file = not a regular file
found-empty-file = an empty file
found-not-sqlite = not an SQLite database
found-other-programs-database = an SQLite database of another program
found-other-users-file = another user than the cache's owns it
found-not-write-ahead-log = it does not begin as SQLite's write-ahead log does
found-not-shared-memory-index = it does not begin as SQLite's shared-memory index does
found-not-rollback-journal = it does not begin as SQLite's rollback journal does
found-leftover = a leftover beside a database that is not there

# Why a file is not an ignore list; $error is the JSON reader's own words.
ignore-damage-not-json = it is not JSON: { $error }
ignore-damage-version = it is version { $version }, and this Doppel reads version { $known }
ignore-damage-shape = it is not an ignore list: { $error }
ignore-damage-not-regular-file = it is not a regular file
ignore-damage-too-large = it is larger than { $limit }, more than any ignore list
# $damage is one of the ignore-damage-… messages; $error the system's words.
ignore-set-aside = the ignore list { $path } could not be used ({ $damage }); it was moved to { $aside }, and the groups it hid show again
ignore-damaged = the ignore list { $path } could not be used ({ $damage }) nor moved aside ({ $error }); the groups it hid show again, and it is left as it is
ignore-unreadable = the ignore list { $path } could not be read ({ $error }); the groups it hid show again, and it is left as it is
ignore-not-used = the ignore list { $path } could not be used ({ $damage }); it is left as it is, and hides nothing

## Command line: general messages (each printed after "doppel: ")

# A file or folder and what is said of it: a problem, a description, its size.
path-said = { $path }: { $what }
cli-no-window =
    could not open the window: { $error }
    The desktop app needs a graphical session; `doppel scan PATH` works without one.
cli-no-app = this build has no desktop app (it was built without the `gui` feature); use `doppel scan PATH`, `doppel watch`, `doppel clean` or `doppel restore` (see `doppel --help`)
cli-not-a-command = '{ $word }' is not a command or a folder; did you mean '{ $suggested }'?
cli-no-display = no display to open the window on (neither WAYLAND_DISPLAY nor DISPLAY is set); start Doppel from the desktop, or, to scan without a window, run `doppel scan FOLDER`
cli-display-refused = could not open the window on the display { $display }: { $problem }; check that the desktop session is running and that this user may use it, or, to scan without a window, run `doppel scan FOLDER`
cli-no-graphics = the window could not start drawing ({ $problem }); the desktop app needs OpenGL (the Debian packages libgl1 and libegl1, and a graphics driver); to scan without a window, run `doppel scan FOLDER`
cli-write-failed = could not write the report to { $target }: { $error }
cli-standard-output = standard output
cli-ignore-list-missing = the ignore list { $path } does not exist; nothing is hidden
cli-show-ignored = { $hidden } (doppel scan --show-ignored shows them)
cli-cache-not-ours = { $problem }; choose another --cache-file, or --no-cache
cli-bad-exclude = invalid --exclude pattern: { $problem }
cli-no-threads = could not start worker threads: { $problem }

## Command line: values the options take ($text is what was typed)

arg-error-threads-not-number = "{ $text }" is not a whole number; use a number such as 8
arg-error-threads-range = { $value } is outside 1 to { $max }; leave --threads out for the default
arg-error-similarity-not-number = "{ $text }" is not a number; use a value such as { $default }
arg-error-similarity-range = { $value } is outside 0.5 to 1.0
arg-error-share-not-number = "{ $text }" is not a number; use a share such as 0.8
arg-error-share-range = { $value } is outside 0 to 1; use a share such as 0.8, or 0 for duplicate folders only
arg-error-seconds-not-number = "{ $text }" is not a whole number of seconds; use e.g. 60
arg-error-seconds-zero = the interval must be at least 1 second (0 would scan without pause)
arg-error-size-not-size = "{ $text }" is not a size; use a number of bytes such as 4096 or 4K
arg-error-size-suffix = unknown size suffix "{ $suffix }"; use K, M, G or T
arg-error-size-too-large = "{ $text }" is too large

## Command line: the scan's progress line

progress-walking =
    walking: { $files ->
        [one] { $files } file
       *[other] { $files } files
    }, { $size }
progress-comparing-documents = comparing { $count } documents
progress-comparing-folders = comparing { $count } folders
progress-files = { $phase }: { $done }/{ $total } files
# After the bar: bytes read of all, and the time left (0:42).
progress-bytes = { $done }/{ $total }, ETA { $left }

## Command line: the text report of `doppel scan` and `doppel watch`

report-sets = Only groups joining { $a } with { $b } (copies only inside either are not listed).
report-exact-group = Group { $number }: { $files } identical files of { $size } each, { $reclaimable } reclaimable
report-near-alike = { $percent } % alike
report-near-alike-range = { $low } %–{ $high } % alike
report-near-group = Group { $number }: { $files } similar documents, { $alike }
report-near-group-chain = Group { $number }: { $files } similar documents, { $alike }; not all above the threshold: a chain of versions
report-near-pair = [{ $a }] ~ [{ $b }]  { $percent } % similar, simhash distance { $distance }
report-image-group = Group { $number }: { $files } similar images, around the one marked *
# $distance comes padded to two characters, so the column lines up.
report-image-distance = distance { $distance }
report-image-taken = taken { $when }
report-video-group = Group { $number }: { $files } similar videos
report-folder-duplicate = Folder group F{ $number }: { $folders } folders with the same contents, { $reclaimable } reclaimable
report-folder-similar = Folder group F{ $number }: 2 similar folders, { $percent } % of their file contents in common
report-files =
    { $count ->
        [one] { $count } file
       *[other] { $count } files
    }
report-folder-inside =
    ({ $groups ->
        [one] { $groups } file group
       *[other] { $groups } file groups
    } inside these folders, not listed again below)
report-hard-link = { $path } (hard link, same file)
report-companions = with { $names } (one photo: they go to the trash with it)
report-skipped =
    Skipped { $count ->
        [one] { $count } file or folder
       *[other] { $count } files or folders
    }:
report-too-short =
    { $count ->
        [one] { $count } document was
       *[other] { $count } documents were
    } too short to compare (listed in --format json).
report-no-exact = No exact duplicates found.
report-summary-exact =
    { $groups ->
        [one] { $groups } group
       *[other] { $groups } groups
    } of exact copies, { $files ->
        [one] { $files } redundant file
       *[other] { $files } redundant files
    }, { $size } reclaimable.
report-summary-near =
    { $groups ->
        [one] { $groups } group
       *[other] { $groups } groups
    } of similar documents.
report-summary-images =
    { $groups ->
        [one] { $groups } group
       *[other] { $groups } groups
    } of similar images.
report-summary-videos =
    { $groups ->
        [one] { $groups } group
       *[other] { $groups } groups
    } of similar videos.
report-summary-folders =
    { $groups ->
        [one] { $groups } group
       *[other] { $groups } groups
    } of duplicate folders, { $pairs ->
        [one] { $pairs } pair
       *[other] { $pairs } pairs
    } of similar folders.
# $seconds has two decimals.
report-summary-scanned =
    Scanned { $files ->
        [one] { $files } file
       *[other] { $files } files
    } ({ $size }) in { $seconds } s.
report-summary-scanned-cancelled =
    Scanned { $files ->
        [one] { $files } file
       *[other] { $files } files
    } ({ $size }) in { $seconds } s, cancelled before the end.
report-only-here-cancelled = The scan was stopped before the end, so which files are only here is not known.
report-only-here-none = Every file has a copy in { $references }.
report-only-here =
    { $files ->
        [one] { $files } file
       *[other] { $files } files
    } ({ $size }) with no copy in { $references }.

## Command line: doppel cache

cache-no-folder = no user cache folder is known here (is HOME set?); use --cache-file
cache-cleared = Cleared the fingerprint cache ({ $path }).
cache-clear-failed = could not clear the cache at { $path }: { $error }

## Command line: doppel compare

compare-not-compared = Not compared: both files must be documents.
compare-resemblance = Resemblance: { $percent } % of their word triples in common (exact)
compare-simhash-within = Simhash distance: { $distance } of 64 bits (within k = { $k })
compare-simhash-beyond = Simhash distance: { $distance } of 64 bits (beyond k = { $k })
compare-near-yes = Near duplicates at { $percent } %: yes
compare-near-no = Near duplicates at { $percent } %: no
compare-side = { $format }, { $triples } word triples ({ $distinct } distinct)
compare-side-read = read
compare-same-words = (the two texts have the same words)
compare-write-failed = could not write the comparison: { $error }

## Command line: doppel watch

watch-no-ctrl-c = cannot catch Ctrl+C ({ $error }); stop with a signal instead
watch-some-unwatched = some folders are not watched; --rescan-every SECONDS scans them on a timer

## Command line: doppel generate

generate-no-page = no page for `doppel { $command }`; name one of these commands, or none for doppel itself: { $commands }
generate-write-failed = could not write: { $error }

## Command line: doppel clean

clean-owner-change-alone = --allow-owner-change goes with --as hardlink (only a hard link can change who may read a name); nothing was moved
clean-report-unreadable = could not read the report { $path }: { $reason }
clean-report-missing = no such file
clean-report-not-file = it is not a regular file (give the JSON file `doppel scan --format json -o FILE` wrote)
clean-report-too-large = it is larger than any report Doppel writes (4 GiB)
clean-report-not-utf8 = it is not UTF-8 text
clean-report-invalid = { $problem } (make one with `doppel scan --format json -o FILE PATH`)
clean-reference-missing = the reference folder { $path } could not be found: { $error }
clean-reference-not-folder = the reference folder { $path } is not a folder
# What the cleanup will act on: $what is one of clean-planned-files… or clean-planned-folders.
clean-planned = { $what }, { $size } planned
clean-planned-dry-run = { $what }, { $size } planned (dry run: every check is made, nothing is moved)
clean-planned-folders =
    { $folders ->
        [one] { $folders } folder
       *[other] { $folders } folders
    }
clean-planned-files =
    { $files ->
        [one] { $files } file
       *[other] { $files } files
    }
clean-planned-files-companions =
    { $files ->
        [one] { $files } file
       *[other] { $files } files
    } (and { $companions ->
        [one] { $companions } companion file
       *[other] { $companions } companion files
    } with them)
clean-planned-files-companions-left =
    { $files ->
        [one] { $files } file
       *[other] { $files } files
    } ({ $companions ->
        [one] { $companions } companion file
       *[other] { $companions } companion files
    } left in place: only the duplicates are replaced)
clean-failed = { $problem }; nothing was moved
# What happened to each file: $verb is one of these, the line one of clean-line….
clean-verb-trash = Moved to the trash
clean-verb-trash-dry-run = Would move to the trash
clean-verb-hardlink = Replaced by a hard link
clean-verb-hardlink-dry-run = Would replace by a hard link
clean-verb-clone = Made a clone
clean-verb-clone-dry-run = Would make a clone
clean-line = { $verb }: { $path }
clean-line-companion = { $verb }: { $path } (with { $photo })
clean-line-folder = { $verb }: { $path } (the whole folder, { $size })
clean-line-folder-cloned = { $verb }: { $path } (the whole folder, { $size }: each file shares its blocks with its copy in { $kept })
clean-line-folder-cloned-dry-run = { $verb }: { $path } (the whole folder, { $size }: each file would share its blocks with its copy in { $kept })
clean-line-folder-linked = { $verb }: { $path } (the whole folder, { $size }, file by file: each file now the same file as its copy in { $kept })
clean-line-folder-linked-dry-run = { $verb }: { $path } (the whole folder, { $size }, file by file: each file would be the same file as its copy in { $kept })
clean-line-cloned = { $verb }: { $path } (shares its blocks with { $kept })
clean-line-cloned-dry-run = { $verb }: { $path } (would share its blocks with { $kept })
clean-line-cloned-nothing = { $verb }: { $path } (shares its blocks with { $kept }; they were all shared already, so this frees nothing)
clean-line-cloned-nothing-dry-run = { $verb }: { $path } (would share its blocks with { $kept }; they were all shared already, so this frees nothing)
clean-line-linked = { $verb }: { $path } (now the same file as { $kept })
clean-line-linked-dry-run = { $verb }: { $path } (would be the same file as { $kept })
clean-done-linked-files =
    { $count ->
        [one] Cleanup { $id }: { $count } file replaced by a hard link (each name now shares one file with the copy kept: an edit through one changes both); the original is in the trash, and { $size } comes back once the trash is emptied; `doppel restore { $id }` puts it back.
       *[other] Cleanup { $id }: { $count } files replaced by hard links (each name now shares one file with the copy kept: an edit through one changes both); the originals are in the trash, and { $size } comes back once the trash is emptied; `doppel restore { $id }` puts them back.
    }
clean-done-linked-folders =
    { $count ->
        [one] Cleanup { $id }: { $count } folder replaced by hard links, file by file (each name now shares one file with its copy in the folder kept: an edit through one changes both); the originals are in the trash, and { $size } comes back once the trash is emptied; `doppel restore { $id }` puts them back.
       *[other] Cleanup { $id }: { $count } folders replaced by hard links, file by file (each name now shares one file with its copy in the folder kept: an edit through one changes both); the originals are in the trash, and { $size } comes back once the trash is emptied; `doppel restore { $id }` puts them back.
    }
clean-done-cloned-files =
    { $count ->
        [one] Cleanup { $id }: { $count } file made a clone of the copies kept (each keeps its name, owner, permissions, times and content; only its blocks are shared); nothing went to the trash, and { $size } was expected to come back at once; `doppel restore --unshare-clones { $id }` gives it blocks of its own again.
       *[other] Cleanup { $id }: { $count } files made clones of the copies kept (each keeps its name, owner, permissions, times and content; only its blocks are shared); nothing went to the trash, and { $size } was expected to come back at once; `doppel restore --unshare-clones { $id }` gives them blocks of their own again.
    }
clean-done-cloned-folders =
    { $count ->
        [one] Cleanup { $id }: { $count } folder made a clone, file by file, of the copies kept (each keeps its name, owner, permissions, times and content; only its blocks are shared); nothing went to the trash, and { $size } was expected to come back at once; `doppel restore --unshare-clones { $id }` gives it blocks of its own again.
       *[other] Cleanup { $id }: { $count } folders made clones, file by file, of the copies kept (each keeps its name, owner, permissions, times and content; only its blocks are shared); nothing went to the trash, and { $size } was expected to come back at once; `doppel restore --unshare-clones { $id }` gives them blocks of their own again.
    }
clean-done-trash-files =
    { $count ->
        [one] Cleanup { $id }: { $count } file moved to the trash; `doppel restore { $id }` puts it back.
       *[other] Cleanup { $id }: { $count } files moved to the trash; `doppel restore { $id }` puts them back.
    }
clean-done-trash-folders =
    { $count ->
        [one] Cleanup { $id }: { $count } folder moved to the trash; `doppel restore { $id }` puts it back.
       *[other] Cleanup { $id }: { $count } folders moved to the trash; `doppel restore { $id }` puts them back.
    }
clean-stopped = stopped early: { $why }
# Groups a rule did not touch: $groups is one of clean-groups-…, $option the rule's option.
clean-left-alone-no-rule = Left alone: { $groups } (no { $option } rule given).
clean-decided-fallback = Decided: { $groups } ({ $rule }: { $why }).
clean-left-alone = Left alone: { $groups } ({ $rule }: { $why }).
clean-groups-exact =
    { $count ->
        [one] { $count } group of exact copies
       *[other] { $count } groups of exact copies
    }
clean-groups-near =
    { $count ->
        [one] { $count } group of similar documents
       *[other] { $count } groups of similar documents
    }
clean-groups-images =
    { $count ->
        [one] { $count } group of similar images
       *[other] { $count } groups of similar images
    }
clean-groups-videos =
    { $count ->
        [one] { $count } group of similar videos
       *[other] { $count } groups of similar videos
    }
clean-groups-folders =
    { $count ->
        [one] { $count } group of duplicate folders
       *[other] { $count } groups of duplicate folders
    }
clean-left-alone-similar-folders =
    Left alone: { $pairs ->
        [one] { $pairs } pair
       *[other] { $pairs } pairs
    } of similar folders (only duplicate folders are cleaned).
clean-no-duplicate-folders = The report lists no duplicate folders (scan with folder detection to find them).
clean-left-alone-all-folders = Left alone: every duplicate folder group (no --keep rule given).
clean-left-in-place =
    Left in place: { $files ->
        [one] { $files } file
       *[other] { $files } files
    }

## Command line: doppel restore

restore-nothing = Nothing to restore: no cleanup has files left in the trash.
restore-no-such-cleanup = No cleanup { $id } is recorded (`doppel restore --list` shows them).
restore-restored = Restored: { $path }
restore-unshared = Blocks of its own again: { $path }
restore-settled = Nothing to do: { $path }: { $reason }
restore-still-in-trash =
    Still in the trash: { $files ->
        [one] { $files } file
       *[other] { $files } files
    }
restore-still-shared =
    Still shared with the copy kept: { $clones ->
        [one] { $clones } clone
       *[other] { $clones } clones
    }
restore-done = Cleanup { $id }: { $restored } restored, { $left } still in the trash.
restore-done-unshared =
    Cleanup { $id }: { $restored } restored, { $unshared ->
        [one] { $unshared } clone given blocks of its own
       *[other] { $unshared } clones given blocks of their own
    }, { $left } still in the trash.
restore-none-recorded = No cleanup is recorded.
# The columns of `doppel restore --list`.
restore-column-id = id
restore-column-started = started
restore-column-kind = kind
restore-column-files = files
restore-column-in-trash = in the trash
restore-column-state = state
restore-started-unknown = (unknown)
restore-state-finished = finished
restore-state-interrupted = interrupted (every file moved is recorded)
restore-state-damaged = { $state }; journal damaged: { $damage }

## Command line: clap's own words around the help (other languages than English)

cli-usage = Usage:
cli-heading-arguments = Arguments
cli-heading-options = Options
cli-heading-commands = Commands
cli-help = Print help
cli-help-more = Print help (see more with '--help')
cli-help-summary = Print help (see a summary with '-h')
cli-version = Print version
cli-help-command = Print this message or the help of the given subcommand(s)
cli-help-command-argument = Print help for the subcommand(s)
cli-default = [default: { $value }]
cli-possible-values = [possible values: { $values }]
cli-possible-values-heading = Possible values:
cli-list-separator = { ", " }

# Clap's errors, in the other languages (English shows clap's own): "error: " and the
# message, lines under it, the usage, then where to find more. $argument is an option as
# typed or as the help names it (--format <FORMAT>), $value what was given.
cli-error = error: { $message }
cli-error-more = For more information, try '{ $help }'.
cli-error-unknown-argument = unexpected argument '{ $argument }' found
cli-error-similar-argument = tip: a similar argument exists: '{ $suggested }'
cli-error-unknown-command = unrecognized subcommand '{ $command }'
cli-error-similar-command = tip: a similar subcommand exists: '{ $suggested }'
cli-error-invalid-value = invalid value '{ $value }' for '{ $argument }'
cli-error-similar-value = tip: a similar value exists: '{ $suggested }'
cli-error-no-value = a value is required for '{ $argument }' but none was supplied
# $why is Doppel's own reason (one of the arg-error-… messages).
cli-error-invalid-value-why = invalid value '{ $value }' for '{ $argument }': { $why }
# The arguments missing follow, one per line.
cli-error-missing = the following required arguments were not provided:
cli-error-conflict = the argument '{ $argument }' cannot be used with '{ $other }'
cli-error-too-many = unexpected value '{ $value }' for '{ $argument }' found; no more were expected

## Command line: the help of each command (cmd-COMMAND) and argument (arg-COMMAND-ARGUMENT)
##
## cmd-doppel is the program's own help, cmd-scan the help of `doppel scan`, cmd-cache-clear
## that of `doppel cache clear`. A command's message is its summary, .long what --help
## says instead, .after what follows its options. An argument's message is found as
## arg-COMMAND-ARGUMENT, else arg-ARGUMENT (shared by the commands that mean the same by
## it); .value-NAME explains one value it takes. In these texts a line break is a space, a
## blank line a new paragraph.

cmd-doppel = Find duplicate files and near-duplicate documents
    .long =
        Doppel finds files that are byte-for-byte copies of each other, and documents that are
        nearly the same (an edited copy, an older version, the PDF made from a DOCX). Scanning
        only reads files; the desktop app moves files to the system trash only when you clean
        up, and can put them back.
cmd-scan = Scan folders and print the groups of duplicate and similar files and folders
    .after =
        Exit status: 0 when the scan finished (duplicates found or not), 2 for a usage error or
        a folder that does not exist or cannot be read, 1 for any other failure, 3 with
        --fail-if-unique when some files have no copy in a reference folder.
cmd-watch =
    Scan, then keep watching the folders and print the groups again after every change
    .after =
        Stop with Ctrl+C. Exit status: 0 when stopped, 2 for a usage error or a folder that does
        not exist or cannot be read, 1 for any other failure.
cmd-cache = Manage the fingerprint cache
cmd-cache-clear = Delete the fingerprint cache (the next scan reads every file again)
cmd-cache-info = Show where the cache is and how large it is
cmd-clean = Move the extra copies of every exact group of a saved JSON report to the trash
    .after =
        Exact groups (byte-for-byte copies) are cleaned with --keep; groups of similar documents
        are left alone unless --near RULE is given, and groups of similar images unless --images
        is, and of similar videos unless --videos is. Each file is checked again just before it
        goes to the trash (same size and modified time as scanned, and for exact copies the same
        bytes as the copy being kept, which must still exist); a file that fails is left in
        place. Files only go to the trash; each is recorded in the journal before it moves, so
        `doppel restore --last` puts them back, even after Ctrl+C or a crash. Only one cleanup
        or restore runs at a time. With --folders, the extra folders of the report's
        duplicate-folder groups go to the trash instead, each whole, and only when every file in
        it has a copy (by content) in the folder kept. Nothing inside a reference folder (the
        report's, or one given with --reference) is ever trashed.

        With --as hardlink, each copy is replaced by a hard link to the copy kept instead: its
        name stays and then opens the kept file, and its original goes to the trash as a second
        name of it (recorded first, so `doppel restore` puts the original back). Linked names
        share one file: an edit through one of them changes them all. The space comes back when
        the trash is emptied. Only exact copies on the kept copy's file system, with its owner,
        group, permissions and extended attributes (unless --allow-owner-change), are linked,
        and never to a copy kept in a reference folder. With --folders, each
        extra folder is replaced file by file, each file by a link to its copy in the folder
        kept, its originals in one trash entry that mirrors the folder; a file that cannot be
        linked refuses the folder, or stops it there, and `doppel restore` puts the folder back
        whole.

        With --as clone, each copy becomes a clone of the copy kept instead: the file system
        shares the kept copy's blocks with it (it compares the two byte for byte itself, under
        lock, and refuses if they differ). Nothing goes to the trash; every path keeps its
        content, and each copy keeps its name, owner, permissions, times and extended
        attributes. Its space comes back at once, less what its blocks shared already (with a
        snapshot, or an earlier clone). Only exact copies on the kept copy's file system are
        cloned, and only where that file system can share blocks (btrfs, XFS made with reflink,
        bcachefs): elsewhere each copy is refused with the reason (ext4, tmpfs, a read-only
        mount). With --folders, each extra folder is cloned file by file onto the copies in the
        folder kept. `doppel restore --unshare-clones` gives the clones blocks of their own
        again.

        The summary gives, for each file system acted on, the free space measured before and
        after beside what was expected, and why they differ when they do.

        Exit status: 0 when every planned file was moved (or, with --dry-run, would be), 1 when
        some were refused (each is listed with its reason) or the cleanup could not be
        journaled, 2 for a usage error or a report that cannot be read.
cmd-restore = Put back what a cleanup moved to the trash (`--last`, an id, or `--list` them)
    .after =
        Files come back to where they were, from the exact trash entry each became, after
        checking it still holds the same content; never over a file that stands there now. A
        cleanup that was interrupted (Ctrl+C, a crash) is restored like any other.

        A cleanup made with --as clone has nothing to put back (no file left its name; each is
        listed as such); with --unshare-clones each clone is given blocks of its own again (a
        copy written beside it, verified, and exchanged for it), so the space it shared is its
        own once more: only while it still holds the content it was cloned with.

        Exit status: 0 when everything was restored (or --list), 1 when some files could not be
        put back (each is listed with its reason; run it again once the cause is fixed), 2 when
        there is nothing to restore or no such cleanup.
cmd-compare =
    Compare two files as documents: their exact resemblance, simhash distance, and the
    changed words with --diff
    .after =
        The resemblance is exact: the share of all word triples found in either document that
        are found in both (Jaccard index), after the same extraction and normalisation as a
        scan, so it is the figure a scan compares with --similarity. The simhash distance is the
        number of differing bits of the two 64-bit simhashes; within 3 (the k of Manku et al.'s
        near-duplicate web pages) the two are near duplicates by that measure too.

        Exit status: 0 when both files were compared, 1 when one cannot be compared as a
        document (not text, too short, unreadable: the reason is printed), 2 for a usage error.
cmd-generate =
    Write the man pages or a shell's completions, made from these definitions (for
    packaging)
cmd-generate-man =
    Print the man page of doppel, or of the command named (`man scan`, `man cache clear`)
cmd-generate-completions = Print the completion script for SHELL

arg-doppel-folders = Folders to open in the desktop app and scan right away (no command opens the app)

arg-scan-paths = Folders (or files) to scan
arg-scan-format = Output format
    .value-text = Readable groups and a summary
    .value-json = One JSON document (its fields: /usr/share/doc/doppel/json.md, or docs/src/json.md in the source)
    .value-csv = One row per file, with a group number
arg-output = Write the report to FILE instead of standard output
arg-quiet = Do not show the progress bar, even on a terminal
arg-unique =
    Print the files outside every --reference folder that have no copy (by content) inside
    one, instead of the groups: what would be lost by wiping those folders (with --against,
    the files with no copy in the folders against)
arg-fail-if-unique =
    With --unique: exit with status 3 when there is at least one such file (for scripts)

arg-watch-paths = Folders to scan and watch
arg-watch-format = Output: one JSON report per line (same schema as `scan --format json`), or text
    .value-jsonl = One JSON document per line
    .value-text = The readable text report, separated by a line of dashes
arg-rescan-every =
    Also scan again every SECONDS (at least 1), for folders where change events do not
    arrive (network mounts) or that could not all be watched

# The settings `doppel scan` and `doppel watch` share.
arg-ignore-list =
    Read the groups hidden as not duplicates from FILE instead of the ignore list in the
    user data folder (ignored.json)
arg-show-ignored = Show the groups and files hidden as not duplicates too (no ignore list is read)
arg-reference =
    A folder holding the originals (repeatable): scanned too, its files are never trashed,
    and groups made only of its files are not reported
arg-against =
    Set against set: a folder of the other set B (repeatable), scanned too. Only groups
    joining a file of the PATHs (A) with a file of B are reported, never copies only inside
    A or only inside B; nothing in B is ever trashed (it is a reference folder too), and
    with --unique, the files of A with no copy in B are listed
arg-exact-only = Only look for exact copies; do not compare documents' text, images or videos (duplicate folders are still found)
arg-images =
    Find similar images (JPEG, PNG, WebP, GIF, BMP, TIFF, HEIC, AVIF, camera RAW, PSD): the
    same photo resized, recompressed, cropped a little, turned, mirrored or edited. On by
    default; the flag is kept for the scripts that give it
arg-no-images = Do not look for similar images
arg-image-likeness =
    How alike two images must be to be grouped (unless --no-images): very-similar (within 2 of 64
    bits), similar (6), alike (10), loosely-similar (14)
    .value-very-similar = Within 2 of 64 bits: the same picture saved again or resized
    .value-similar = Within 6: also recompressed hard, brightened, or marked
    .value-alike = Within 10: also cropped by a few percent
    .value-loosely-similar = Within 14: expect some unrelated photos of similar scenes
arg-videos =
    Find similar videos (MP4, MKV, WebM, MOV, AVI...): the same clip re-encoded, resized,
    cropped a little or trimmed, and a clip inside a longer video (said with where and for
    how long). On by default; needs ffmpeg and ffprobe on PATH, and without them the scan
    says so (when it meets videos) and finds everything else
arg-no-videos = Do not look for similar videos (otherwise every video is decoded)
arg-min-size =
    Ignore files smaller than this; accepts suffixes K, M, G (powers of 1024). Empty files
    are never duplicates, so values below 1 count as 1
arg-exclude =
    Skip files and folders whose name or full path matches GLOB (repeatable), e.g. '*.log',
    'node_modules', '/home/me/archive/**'
arg-hidden = Also scan hidden files and folders (names starting with a dot)
arg-include-trash =
    Also scan the files in trash folders (the home trash, .Trash-1000, .Trashes,
    $RECYCLE.BIN...), which are otherwise left out and listed as skipped: they appear in
    groups, but no keep rule keeps one, and a copy in the trash never counts as kept
arg-follow-links = Follow symbolic links (loops are detected and reported as skipped)
arg-one-file-system = Stay on the file system of each PATH; do not descend into other mounts
arg-threads =
    Worker threads for walking and hashing, 1 to 256 (default: 4 per core, at least 8,
    because most of a scan waits for the disk)
arg-folders =
    Find duplicate folders (the same file contents, recursively, whatever the names) and
    similar folders; in the text report, the groups inside them are counted under them. On
    by default
arg-no-folders = Do not look for duplicate or similar folders: every group is listed on its own
arg-same-names = Duplicate folders must also hold their files under the same names
arg-similar-folders =
    The least share of file contents (Jaccard index, 0 to 1) two folders must have in common
    to be reported as similar; 0 reports duplicate folders only
arg-no-cache = Do not use the fingerprint cache (every file is read again)
arg-cache-file = Where the fingerprint cache lives (default: the user cache folder)

# How documents are compared: `doppel scan`, `doppel watch` and `doppel compare`.
arg-similarity =
    How alike two documents must be to be reported as near duplicates: the resemblance of
    their word triples, from 0.5 to 1.0
arg-drop-numbers = Ignore numbers when comparing documents
arg-stop-words =
    Ignore the stop words of each document's detected language ("the", "of", "und"...)
arg-stem = Compare word stems in each document's detected language ("running" = "runs")

arg-cache-cache-file = The cache file (default: the user cache folder)

arg-report = A report saved by `doppel scan --format json`
arg-keep =
    Which copy of each exact group to keep (of each duplicate folder group with --folders);
    the others go to the trash. A rule is criteria in order, separated by commas, each
    breaking the ties of the one before: under:PLACE, not-under:PLACE (a folder or a glob, ~
    for home), newest, oldest, largest, shortest-path, highest-resolution, first-taken,
    format:EXT, first. Example: 'under:~/Photos,oldest'. A place no copy is in passes the
    choice to the next criterion, and copies still tied after the last keep the first by
    path; add 'strict' to leave such groups alone instead (a format no copy is in always
    does). Needed unless --near, --images or --videos is given
arg-near =
    Also clean the groups of similar documents by this rule (as --keep; `newest` keeps each
    group's most recently modified version; off unless asked; try --dry-run first)
arg-clean-images =
    Also clean the groups of similar images by this rule (as --keep; for images also
    highest-resolution, first-taken by EXIF date, format:jpeg; off unless asked; look at the
    groups in the app, or try --dry-run, first)
arg-clean-videos =
    Also clean the groups of similar videos by this rule (as --keep; off unless asked). A
    video goes only while the copy kept is still there, unchanged since the scan
arg-dry-run = Run every check and print what would be moved to the trash, touching nothing
arg-clean-reference =
    A reference folder (the originals): nothing inside it is ever trashed, and a group with
    a copy inside it keeps that copy (repeatable; added to the report's references)
arg-clean-folders =
    Clean the extra folders of the report's duplicate-folder groups instead of the extra
    files of its exact groups: each goes to the trash whole (with --as hardlink or --as
    clone, it is replaced file by file)
arg-reclaim =
    What becomes of each copy: moved to the trash; replaced by a hard link to the copy kept
    (the names then share one file: an edit through one changes all; the original waits in
    the trash, and its space comes back when the trash is emptied); or made a clone of the
    copy kept (its blocks shared: nothing goes to the trash, every path keeps its content;
    refused, with the reason, where the file system cannot share blocks)
    .value-trash = Move it to the trash
    .value-hardlink = Replace it by a hard link to the copy kept (its original goes to the trash)
    .value-clone =
        Make it a clone of the copy kept: its blocks shared, its name, owner, permissions and
        content kept; nothing goes to the trash (btrfs, XFS with reflink, bcachefs)
arg-allow-owner-change =
    With --as hardlink: link copies whose owner, group, permissions, extended attributes or
    ACLs differ from the copy kept's too (each name then gives the kept copy's, which may
    change who can read or write it)

arg-last = Restore the most recent cleanup that still has files in the trash
arg-list =
    List the recorded cleanups, newest first, with how many files each still has in the
    trash
arg-id = Restore the cleanup with this id (as `--list` shows it)
arg-unshare-clones =
    Give the clones a `--as clone` cleanup made blocks of their own again (their space is
    then used again; without this a clone is left as it is: it never left its name)

arg-a = The first file
arg-b = The second file
arg-diff =
    Also print the word diff: words only in A, then words only in B, in reading order
    (coloured on a terminal, [-deleted-]{ "{" }+inserted+{ "}" } when piped)
arg-compare-format = Output format
    .value-text = Readable lines
    .value-json = One JSON document

arg-command = The command whose page to print (default: doppel itself)
arg-out-dir = Write every page (doppel.1, doppel-scan.1, ...) into DIR instead, replacing them
arg-shell = The shell to complete for

## App: Settings, the language

settings-language = Language
settings-language-desktop = Follow the desktop ({ $language })

## App: the tabs and the list of groups (src/app/panels/results_list.rs)

tab-exact = Exact duplicates
tab-near = Similar documents
tab-images = Similar images
tab-videos = Similar videos
tab-folders = Folders
tab-only-here = Only here
results-tab = { $tab } ({ $count })
results-tab-with-size = { $tab } ({ $count }, { $size })
results-in-folder-group = { $folder } · in the folder group “{ $group }”
results-search-hint = Search paths (Ctrl+F)
results-search-name = Search paths
results-sort-hover = Sort the groups by
results-sets-line = Only groups joining { $a } with { $b }
results-sets-hover =
    Copies only inside one side are not listed.

    Scanned:
    { $scanned }

    Compared against (never trashed):
    { $against }
results-skipped = { $count } skipped: see why
results-no-match = No group has a path matching the search.
results-clear-search = Clear the search
results-none-exact = No exact duplicates found
results-none-near = No similar documents found
results-none-images = No similar images found
results-none-videos = No similar videos found
results-none-folders = No duplicate or similar folders found
results-only-here-unknown = The scan was stopped, so what is only here is not known
results-only-here-none-against = Every file has a copy in the folders compared against
results-only-here-none = Every file has a copy in the reference folders
results-scanned-in = in { $count } files ({ $size }).
results-percent = { $percent } %
results-row-exact = { $count } identical files of { $each }, { $figure } reclaimable
results-row-near = { $count } similar documents, { $figure } alike
results-row-images = { $count } similar images, { $figure }
results-row-videos = { $count } similar videos, { $figure } in all
results-row-name = { $name }, { $what }
results-row-name-trash = { $name }, { $what }, { $trash } to trash
results-image-distance-hover = The least alike image's hash differs by { $bits } of 64 bits from the one the group is built around
results-files =
    { $count ->
        [one] { $count } file
       *[other] { $count } files
    }
results-to-trash = { $count } to trash

## Shared: how alike two images are (src/i18n/words.rs)

likeness-same = the same picture
likeness-very-similar = very similar
likeness-similar = similar
likeness-alike = alike
likeness-loosely-similar = loosely similar
likeness-different = different

## App: the review of a group (src/app/panels/review.rs)

review-select-group = Select a group to review it.
review-only-here = No copy of this file, by content, is in { $references }. It is one of { $count ->
        [one] { $count } file
       *[other] { $count } files
    } ({ $size }) that wiping the other folders would lose.
review-preview = Preview
review-preview-of = Preview of { $name }
review-exact-heading = { $count } identical files of { $size } each
review-exact-frees = Keeping one copy frees { $size }. Hard links to one file are shown under it and free nothing.
review-hard-link = hard link, same file: { $path }
review-companions-hover = Its companion files (RAW, Live Photo video, sidecars): one photo with it, they go to the trash with it
review-with-companions = with { $names }
review-not-a-duplicate = Not a duplicate
review-not-a-duplicate-hover = Take this file out of the group, now and in later scans while it stays the same (Hidden… brings it back)
review-reference = Reference
review-reference-hover = In the reference folder { $folder }: never marked for the trash or trashed
review-keep = Keep
review-keep-hover = Keep this one (Enter for a file)
review-trash = Trash
review-trash-hover = Move this one to the trash at clean-up (Delete for a file)
review-left-alone = Stays at clean-up: { $reason }
review-goes-copy-kept = Goes at clean-up; its copy at { $path } stays
review-versions = Versions, oldest first
review-version-oldest = oldest
review-version-counting = counting changes…
review-version-words = −{ $removed } / +{ $added } words
review-version-words-hover = Words removed / added since the version before
review-version-not-comparable = not comparable
review-version-compare = Compare
review-version-compare-hover = Compare with the version before it
review-pair-choose = Compare a verified pair…
review-pair-choose-hover = Choose two documents the scan compared
review-comparing = Comparing the texts…
review-open = Open
review-show-in-folder = Show in folder
review-mark-group = Mark this group…
review-mark-tab = Mark all groups in this tab…
review-undo-mark = Undo mark
review-not-duplicates = Not duplicates
review-not-duplicates-hover = Hide this group, now and in later scans while its files stay the same, wherever they are moved or renamed (Hidden… brings it back)
review-keep-format = Keep a format…
review-keep-inside-folder = Keep the copy inside a folder…
review-write-rule = Write a rule…
review-write-rule-hover = Settings › Keep rules
review-clear-marks = Clear all marks
review-pixels = { $width } × { $height } pixels
review-no-preview = No preview: { $description }.
review-cannot-preview = Cannot preview: { $reason }
review-details = { $folder } · { $size } · modified { $modified }

## App: the review of similar images (src/app/panels/image_review.rs, compared_images.rs)

images-heading = { $count } similar images
images-heading-photos = { $photos } similar photos ({ $count } files: a RAW and its JPEG are one photo)
images-around = Around { $name } ({ $width } × { $height } pixels): every image here looks like it, turned or mirrored as they match best (their fingerprints differ in at most { $bits } of 64 points).
images-one-photo-with = One photo with { $name }: { $what } · { $relation }
images-comparing = Making the two images comparable…
images-cannot-compare = Cannot compare them: { $reason }
images-the-reference = the image the group is built around
images-distance = { $likeness } ({ $bits } of 64 bits from it)
images-taken = taken { $date }
images-reference = Reference: { $name }
images-compared = Compared: { $name }
images-now-showing = Now showing { $shown }
images-difference = Bright red: where { $selected } differs from { $reference } visibly ({ $percent } % of the picture). Faint red: slightly (a change of light, recompression).
images-cannot-show = Cannot show it: { $reason }
images-not-shown = Not an image the preview can show.
images-view-side-by-side = Side by side
images-view-flicker = Flicker
images-view-difference = Difference

## App: how the list is sorted (src/app/results.rs)

sort-size = Reclaimable size
sort-files = Number of files
sort-similarity = Similarity
sort-path = Path

## App: the word diff (src/app/panels/diff_view.rs)

diff-previous = Previous change
diff-next = Next change
diff-change-of = Change { $number } of { $count }
diff-changes =
    { $count ->
        [0] No changes
        [one] { $count } change
       *[other] { $count } changes
    }
diff-changes-only = Changes only
review-near-heading = { $count } similar documents
review-near-same = { $percent } % of their wording is the same
review-near-range = { $low } %–{ $high } % of their wording is the same
review-near-chain = Not every pair is alike enough: a chain of versions, each like the next, whose ends differ more.
review-pair-similar = { $percent } % of their wording is the same
review-pair-similar-hover = The share of three-word phrases found in both versions, counted exactly: what the similarity setting compares.
review-pair-not-compared = Not a pair the scan compared directly: neighbouring versions
diff-show-spacing = Show spacing changes ({ $count })
diff-show-spacing-hover = Stretches with the same words in the same order, where only blank lines, spaces or line breaks differ (a PDF beside the text it was made from). They are not counted as changes.
diff-changes-only-hover = Fold the unchanged stretches; click a fold to open it
diff-words = −{ $removed } / +{ $added } words
diff-words-hover = Words of the left missing on the right / words of the right missing on the left
diff-truncated = (long text: the start is compared)
diff-rough = (very different texts: changes marked roughly)
diff-fold =
    { $count ->
        [one] … { $count } unchanged line …
       *[other] … { $count } unchanged lines …
    }
diff-fold-hover = Show these lines
diff-overview = Overview of the changes

## App: the review of similar videos (src/app/panels/video_review.rs)

videos-heading = { $count } similar videos
videos-explained = Frames sampled a few times a second match along most of the shorter video: the same clip, re-encoded, resized or trimmed, or a clip inside a longer one.
videos-frames = Frames at the same moments of the part they share
videos-reading-frames = Reading frames with ffmpeg…
videos-cannot-show-frames = Cannot show frames: { $reason }
videos-cannot-read-frame = Cannot read this frame: { $reason }

## App: the review of duplicate and similar folders (src/app/panels/folder_review.rs)

folders-duplicate-heading = { $count } folders with the same contents
folders-similar-heading = 2 similar folders: { $percent } % of their file contents in common
folders-duplicate-frees = Keeping one folder frees { $size }. The { $groups ->
        [one] { $groups } file group
       *[other] { $groups } file groups
    } inside them are part of this group.
folders-similar-explained = Most of their files are copies of each other ({ $groups ->
        [one] { $groups } file group
       *[other] { $groups } file groups
    } inside them); trash one only once you have checked what is only in it.
folders-comparing = Comparing the folders as they are now…
folders-facts = { $count ->
        [one] { $count } file
       *[other] { $count } files
    } · { $size }
folders-facts-compared = { $facts } · compared with the selected one below
folders-show = Show in file manager
folders-left = Left:
folders-right = Right:
folders-only-left = Only in the left folder
folders-only-right = Only in the right folder
folders-changed = Changed (same place, other content)
folders-moved = Moved or renamed
folders-same = The same
folders-section = { $title }: { $count ->
        [one] { $count } file
       *[other] { $count } files
    }, { $size }
folders-unreadable = Could not be read: { $count ->
        [one] { $count } file or folder
       *[other] { $count } files or folders
    }
folders-compare-text = Compare text
folders-back = Back to the folder comparison

## App: notices in the status bar (src/app/model/events.rs)

notice-saved = Saved the results to { $path } (Open report… shows them again; the marks are not part of a report).
notice-not-saved = Could not save the results to { $path }: { $reason }. Choose another place.
notice-not-hidden = Nothing was hidden: { $problem }.
notice-hidden = Hidden as not duplicates, now and in later scans while the files stay the same (Hidden… in the toolbar brings it back).
notice-ignore-list = The ignore list: { $problem }.
notice-brought-back-scanning = Brought back: scanning again to show it.
notice-brought-back-later = Brought back: the next scan shows it.
notice-scan-failed = The scan could not run: { $error }
notice-refresh-stopped = Stopped scanning everything again: the groups shown are as they were before it.
notice-resumed-finished = Finished the scan that was interrupted when Doppel last closed.
notice-scan-cancelled = Scan cancelled: the groups found before that are shown.
notice-restored =
    { $count ->
        [one] Restored { $count } file to its folder.
       *[other] Restored { $count } files to their folders.
    }
notice-restored-scan-again =
    { $count ->
        [one] Restored { $count } file to its folder. Scan again to see its group.
       *[other] Restored { $count } files to their folders. Scan again to see their groups.
    }
notice-unshared =
    { $count ->
        [one] Gave { $count } clone blocks of its own again.
       *[other] Gave { $count } clones blocks of their own again.
    }
notice-update-failed = Could not update the groups from the changes in the folders ({ $reason }); scanning everything again.
notice-open-failed = Could not open { $path }: { $reason }. { $then }
notice-open-failed-unchanged = The results on screen are unchanged.
notice-open-failed-hint = Open a file written by Save results… or by `doppel scan --format json -o FILE`.
notice-what-report = the report { $path }
notice-what-results = the results of { $date }
notice-none-here = None of the files in { $what } are on this computer now (made on another one, or on a drive that is not mounted): the groups are shown as listed, but cannot be opened or cleaned up from here.
notice-checked-gone =
    { $count ->
        [one] Checked { $what } against the disk: { $count } file gone or changed since, taken out of the groups. Scan again to find new copies.
       *[other] Checked { $what } against the disk: { $count } files gone or changed since, taken out of the groups. Scan again to find new copies.
    }
notice-checked-unchanged = Checked { $what } against the disk: nothing changed since.
notice-interrupted = A scan was interrupted { $count } times in a row, so Doppel did not start it again by itself. Press Scan to try once more.

## App: notices of the model (src/app/model/mod.rs)

notice-opening = Opening { $path }…
notice-saving = Saving the results to { $path }…
notice-wait-cache = Wait for the scan to finish before clearing the cache.
notice-nothing-to-undo = Nothing to undo.
notice-add-folder-first = Add a folder to scan first.
notice-rule-left-alone = { $rule }: this group is left alone ({ $why }).
notice-rule-applied = { $rule }: marked { $marked ->
        [one] { $marked } group
       *[other] { $marked } groups
    } and left { $left } alone (Undo mark takes it back).
notice-rule-needs-name = Give the rule a name to save it by.
notice-rule-saved = Saved the rule "{ $name }": { $rule }.
notice-rule-not-saved = The rule was not saved: { $error }.
notice-no-data-folder = Nothing was hidden: there is no data folder to keep the list in ({ $why }).
notice-wait-scan-to-move = Wait for the scan to finish, or cancel it, before cleaning up or restoring.
notice-wait-scan-to-open = Wait for the scan to finish, or cancel it, before opening a report.
notice-wait-moves = Wait for the cleanup or restore to finish: it is moving files.
notice-nothing-to-save = There are no results to save yet: scan, or open a report, first.

## App: pickers, opening files, the cache, watching, the session (src/app/workers.rs, session.rs)

picker-keep-folder = Keep the copies inside this folder
picker-add-folders = Add folders to scan
picker-report-filter = Doppel report (JSON)
picker-save-title = Save the results as a report
picker-open-title = Open a Doppel report
open-desktop-failed = the desktop could not open it ({ $status })
open-xdg-open-failed = xdg-open could not be run: { $error }
open-failed = Could not open { $path }: { $problem }
app-cache-no-folder = No user cache folder is known here.
app-cache-cleared = Cleared the fingerprint cache: the next scan reads every file.
app-cache-not-cleared = Could not clear the cache: { $error }
watch-problem = Watching folders: { $problem }
session-marks-unreadable = The marks of the last session could not be read ({ $path }: { $reason }): the results are shown without them.
session-scan-unreadable = The scan that was under way when Doppel last closed could not be read ({ $path }: { $reason }): scan again to finish it.
session-results-unreadable = The results of the last session could not be read ({ $path }: { $reason }): Doppel started without them; scan again, or open a report.

## App: empty

empty-opening = Opening the results of the last session…
# A screen reader's name for the spinner.
empty-scanning-name = Scanning
empty-scanning = Scanning…
empty-resumed = This scan was under way when Doppel last closed; it started again.
empty-groups-appear = Groups appear here when the scan finishes.
empty-could-not-start = The scan could not start
empty-check-folder = Check that the folder exists and that you may read it, then scan again.
empty-scan-again = Scan again
empty-welcome = Find duplicate files and similar documents
empty-add-folders = Add the folders to look in, or drop them on this window.
empty-choose-folders = Choose folders to scan…
empty-ready = Ready to scan
empty-folders-chosen =
    { $count ->
        [one] { $count } folder
       *[other] { $count } folders
    } chosen. Doppel only reads your files until you choose to clean up.
empty-scan = Scan

## App: folders

folders-heading = Folders
folders-unfold = Show the folders
folders-fold = Fold the folders away
folders-none = No folders yet. Use "Add folder…" or drop folders on this window.
folders-against = Against
folders-reference = Reference
folders-remove = Remove
folders-remove-hover = Remove this folder from the list (nothing is deleted)
folders-reference-help = A reference folder holds your originals: its files are never marked for the trash or trashed, groups only inside it are not shown, and the Only here tab lists the other folders' files that have no copy in it. Takes effect at the next scan.
folders-against-help = Compare the other folders against this one: only groups joining a file here with a file in another folder are shown, never copies only inside the others or only inside this one. Its files are never marked for the trash or trashed, and the Only here tab lists the other folders' files that have no copy here. Takes effect at the next scan.

## App: toolbar

toolbar-add-folder = Add folder…
toolbar-add-folder-hover = Choose folders to scan
toolbar-cancel-scan = Cancel scan
toolbar-scan = Scan
toolbar-add-folder-first = Add a folder first
toolbar-open-report = Open report…
toolbar-open-report-wait = Wait for the scan to finish, or cancel it
toolbar-open-report-hover = Show a report saved by Save results… or `doppel scan --format json` (made here, or on a server or NAS)
toolbar-save-results = Save results…
toolbar-save-results-hover = Write the groups on screen as a JSON report, as `doppel scan --format json` does (for Open report…, `doppel clean` or your own scripts)
toolbar-save-results-first = Scan, or open a report, first
toolbar-hidden = Hidden…
toolbar-hidden-hover = What you hid as not duplicates, and bringing it back
toolbar-settings = Settings
toolbar-help = Help
toolbar-help-hover = Keyboard shortcuts (F1)

## App: hidden

hidden-title = Hidden as not duplicates
hidden-nothing = Nothing is hidden.
hidden-nothing-how = Not duplicates, in a group's review, hides a group (or one file of it) now and in later scans, while its files stay the same.
hidden-stays-hidden = Each stays hidden while its files keep their contents, wherever they are moved or renamed; an edited file shows again by itself.
hidden-when = hidden { $date }
hidden-bring-back = Bring back
hidden-bring-back-hover = Show it again from the next scan on (one starts now)
hidden-taken-out = taken out of its group with:
hidden-more = and { $count } more
# A hidden group: how many files, and of which kind.
hidden-group-exact = { $count } exact copies
hidden-group-documents = { $count } similar documents
hidden-group-images = { $count } similar images
hidden-group-videos = { $count } similar videos
hidden-group-folders = { $count } duplicate or similar folders
# One file hidden, out of a group of this kind.
hidden-member-exact = One file of exact copies
hidden-member-documents = One file of similar documents
hidden-member-images = One file of similar images
hidden-member-videos = One file of similar videos
hidden-member-folders = One file of duplicate or similar folders

## App: status

status-from-report = From the report { $name }
status-watching =
    Watching { $folders ->
        [one] { $folders } folder
       *[other] { $folders } folders
    } for changes
# What watching last did: when, from how many changes, in how long ($took: 0.2 s, 3 min 5 s).
status-watching-updated =
    Watching { $folders ->
        [one] { $folders } folder
       *[other] { $folders } folders
    } for changes, updated { $date } from { $changes ->
        [one] { $changes } change
       *[other] { $changes } changes
    } in { $took }
status-watching-rescanned =
    Watching { $folders ->
        [one] { $folders } folder
       *[other] { $folders } folders
    } for changes, updated { $date } by scanning everything again ({ $took })
# A duration: "42 s", "0.2 s", "3 min 5 s".
status-seconds = { $seconds } s
status-minutes = { $minutes } min { $seconds } s
status-earlier = +{ $count } earlier
status-earlier-hover = Show every notice of this session
# A screen reader's name for the spinner.
status-updating-name = Updating the groups
status-updating =
    Updating the groups from { $changes ->
        [one] { $changes } change
       *[other] { $changes } changes
    }…
status-updating-phase =
    Updating the groups from { $changes ->
        [one] { $changes } change
       *[other] { $changes } changes
    }… ({ $phase }: { $done } of { $total } files)
# A screen reader's name for the spinner.
status-checking-name = Checking the results against the disk
status-checking-report = Showing the report { $name }; checking its files against the disk…
status-checking-report-count = Showing the report { $name }; checking its files against the disk… ({ $done } of { $total })
status-checking-results = Showing the results of { $date }; checking them against the disk…
status-checking-results-count = Showing the results of { $date }; checking them against the disk… ({ $done } of { $total })
status-resuming = Resuming the scan that was interrupted…
status-resuming-for = Resuming the scan that was interrupted… (scanning for { $elapsed })
status-starting = Starting the scan…
status-scanning-for = Scanning for { $elapsed }
# The scan's progress: its phase, then what it has done so far.
status-progress = { $phase }: { $detail }
status-progress-folders = { $folders } folders
status-progress-found = { $files } files, { $size } found
status-progress-reading = { $done } of { $total } files, { $size_done } of { $size_total } ({ $speed }/s)
status-progress-reading-left = { $done } of { $total } files, { $size_done } of { $size_total } ({ $speed }/s), about { $left } left
status-cancel = Cancel
status-cancel-hover = Stop and keep the groups found so far
status-scan-first = Scan folders to find duplicates.
status-clean-up = Clean up
status-clean-up-files =
    Clean up: trash { $files ->
        [one] { $files } file
       *[other] { $files } files
    } ({ $size })
status-clean-up-folders =
    Clean up: trash { $folders ->
        [one] { $folders } folder
       *[other] { $folders } folders
    } ({ $size })
status-clean-up-both =
    Clean up: trash { $files ->
        [one] { $files } file
       *[other] { $files } files
    } and { $folders ->
        [one] { $folders } folder
       *[other] { $folders } folders
    } ({ $size })
status-clean-up-hover = Move the files and folders marked Trash to the system trash
status-clean-up-counting = Clean up: counting…
status-clean-up-none = Mark files Trash first (Delete key, or a rule)
status-clean-up-left-alone =
    Clean up: { $count ->
        [one] 1 marked, left alone
       *[other] { $count } marked, left alone
    }
status-clean-up-left-alone-hover = Nothing marked Trash can go now: open to see why each stays
status-clean-up-some-left-alone =
    { $count ->
        [one] One more marked Trash will be left alone
       *[other] { $count } more marked Trash will be left alone
    }: the dialog says why
status-undo = Undo last cleanup
status-undo-hover =
    Put back the { $files ->
        [one] { $files } file
       *[other] { $files } files
    } that the cleanup of { $date } moved to the trash
status-cleanups = Cleanups…
status-cleanups-hover = Every recorded cleanup; restore any of them

## App: windows

windows-notices = Notices
windows-no-notices = Nothing to tell yet.
windows-cleanups = Cleanups
windows-started = Started
windows-what-it-did = What it did
windows-files = Files
windows-in-trash = In the trash
# A cleanup's start, as the Started column gives it.
windows-date = { $date }
windows-interrupted = { $started } (interrupted)
windows-undone = { $started } (undone { $undone })
windows-cleanup-id = Cleanup { $id }
windows-restore = Restore
windows-nothing-left = nothing left
windows-unshare = Unshare clones
windows-unshare-hover =
    { $clones ->
        [one] Give { $clones } clone blocks of its own again, as before the cleanup: the space the clones freed is used again.
       *[other] Give { $clones } clones blocks of their own again, as before the cleanup: the space the clones freed is used again.
    }
windows-shortcuts = Keyboard shortcuts
windows-shortcuts-trash = Files marked Trash go to the system trash only when you click Clean up.
windows-skipped = Skipped ({ $count })
windows-skipped-intro = These files and folders were not compared, by reason, problems first:
# A reason files were skipped, and how many.
windows-skipped-reason = { $reason } ({ $count })
# A file skipped and why, in the engine's words.
windows-path-reason = { $path }: { $reason }

## App: keep_rules

rules-chooser-all = Mark every group of the tab by a keep rule
rules-chooser-one = Mark the selected group by a keep rule
rules-chooser-keys = Up and Down choose, Enter marks, Esc closes.
rules-cancel = Cancel
rules-decides =
    Of { $groups ->
        [one] { $groups } group
       *[other] { $groups } groups
    } in this tab, the rule decides { $decided }.
rules-fallbacks =
    { $groups ->
        [one] { $groups } group is
       *[other] { $groups } groups are
    } decided past the criteria (a strict rule would leave { $groups ->
        [one] it
       *[other] them
    } alone):
rules-left-alone =
    It leaves { $groups ->
        [one] { $groups } group
       *[other] { $groups } groups
    } alone, their marks as they are:
# One reason a group was left alone ($why), after a bullet.
rules-left-alone-why =
    { $groups ->
        [one] { $groups } group
       *[other] { $groups } groups
    }: { $why }
rules-mark-nothing = It would mark nothing for the trash.
rules-mark-files =
    It would mark { $files ->
        [one] { $files } file
       *[other] { $files } files
    } for the trash, freeing { $size } once the trash is emptied.
rules-mark-folders =
    It would mark { $folders ->
        [one] { $folders } folder
       *[other] { $folders } folders
    } for the trash, freeing { $size } once the trash is emptied.
rules-mark-both =
    It would mark { $files ->
        [one] { $files } file
       *[other] { $files } files
    } and { $folders ->
        [one] { $folders } folder
       *[other] { $folders } folders
    } for the trash, freeing { $size } once the trash is emptied.
rules-for-example = For example
# An example's paths; the spaces line the paths up in a column.
rules-example-keep = Keep   { $path }
rules-example-trash = Trash  { $path }
rules-example-more = Trash  and { $count } more
rules-nothing-moved = Nothing is moved now: marking only decides what a cleanup would trash.
rules-apply = Apply
rules-heading = Keep rules
rules-intro = Criteria in order, each breaking the ties of the one before; saved rules are offered where groups are marked.
rules-saved-name = { $name }:
rules-delete = Delete
rules-name = Name
rules-name-hint = Photos first
rules-rule = Rule
# $criteria is the rule syntax's list of criteria, which stays as it is typed.
rules-criteria = Criteria: { $criteria }.
# A rule read back as words.
rules-read-back = { $rule }.
rules-save = Save rule

## App: keyboard

# What each keyboard shortcut does, as the Help window lists it (the README's table stays English).
keyboard-add-folder = Add a folder by typing its path
keyboard-scan = Scan the folders
keyboard-next-tab = Next tab
keyboard-previous-tab = Previous tab
keyboard-next-group = Next group
keyboard-previous-group = Previous group
keyboard-first-group = First group
keyboard-last-group = Last group
keyboard-page-down = A page of groups down
keyboard-page-up = A page of groups up
keyboard-next-file = Next file in the group
keyboard-previous-file = Previous file in the group
keyboard-next-change = Next change in the compared texts
keyboard-previous-change = Previous change in the compared texts
keyboard-mark-keep = Mark the selected file Keep; in a dialog, press its main button
keyboard-mark-trash = Mark the selected file Trash
keyboard-rule-group = Mark the selected group by a keep rule
keyboard-rule-tab = Mark every group of the tab by a keep rule
keyboard-undo-mark = Undo the last mark
keyboard-clean-up = Clean up: move what is marked Trash to the trash (asks first)
keyboard-undo-cleanup = Undo the last cleanup
keyboard-search = Search paths
keyboard-open-report = Open a report
keyboard-save-results = Save the results as a report
keyboard-zoom-in = Make everything larger
keyboard-zoom-out = Make everything smaller
keyboard-zoom-reset = Normal size
keyboard-focus = Move the keyboard focus; Space or Enter presses what has it
keyboard-help = Show or hide these shortcuts
keyboard-close = Close the help, a dialog or a window

## App: settings_window

settings-title = Settings
settings-scan-next = Scan settings take effect at the next scan.
settings-scan-again = The results shown were found with other scan settings: scan again to apply these (F5).
settings-cache = Fingerprint cache
settings-cache-measuring = measuring…
settings-cache-size = Remembers unchanged files between scans: { $size }
settings-cache-clear = Clear
settings-appearance = Appearance
settings-high-contrast = High contrast
settings-high-contrast-hover = Text white on black (or black on white), every control outlined
settings-size = Size
settings-size-hover = On top of the desktop's scale: Ctrl + / Ctrl − / Ctrl 0
settings-smaller = Smaller (Ctrl −)
settings-larger = Larger (Ctrl +)
settings-normal-size = Normal size
settings-documents = Similar documents
settings-similarity = minimum similarity
settings-percent = { $percent } %
settings-similarity-help = How much of their wording two documents must share to be grouped.
settings-drop-numbers = Ignore numbers
settings-stop-words = Ignore common words ("the", "of", "und"...)
settings-stop-words-hover = The stop words of each document's detected language
settings-stem = Compare word stems ("running" = "runs")
settings-stem-hover = In each document's detected language
settings-images = Similar images
settings-images-hover = The same photo resized, recompressed, cropped a little, turned, mirrored or edited, listed in the Similar images tab
settings-how-alike = how alike
settings-how-alike-help = How many of the 64 bits of two images' perceptual hashes may differ. Looser steps also group different photos of one scene.
# A step of "how alike" with its distance.
settings-likeness-very-similar = Very similar (up to { $distance } of 64 bits)
settings-likeness-similar = Similar (up to { $distance } of 64 bits)
settings-likeness-alike = Alike (up to { $distance } of 64 bits)
settings-likeness-loosely-similar = Loosely similar (up to { $distance } of 64 bits)
# $formats lists the image formats compared (JPEG, PNG, …).
settings-find-images = Find similar images ({ $formats })
# A format and what it needs to be read ($needs names a tool or package).
settings-format-needs = { $format } (needs { $needs })
settings-formats-off = Off on this machine: { $formats }
settings-videos = Similar videos and music
settings-find-videos = Find similar videos (needs ffmpeg)
settings-find-videos-hover = The same clip re-encoded, resized, cropped a little or trimmed, and a clip inside a longer video, listed in the Similar videos tab. Every video is decoded, so a first scan of many videos takes a while.
settings-no-ffmpeg = { $tool } could not be run ({ $why }): install ffmpeg (sudo apt-get install ffmpeg); until then a scan looks for everything else and says so.
settings-folders = Folders
settings-find-folders = Find duplicate and similar folders
settings-find-folders-hover = Folders whose whole contents are copies of each other, or share much of their files, listed in the Folders tab
settings-same-names = Duplicate folders must also use the same file names
settings-folders-share = similar folders share
settings-off = off
settings-folders-share-hover = The least share of their files two folders must have in common to be listed as similar (off: duplicate folders only)
settings-files = Files
settings-min-size = Ignore files smaller than
settings-bytes =
    { $bytes ->
        [one] { $bytes } byte
       *[other] { $bytes } bytes
    }
settings-hidden = Include hidden files and folders
settings-follow-links = Follow symbolic links
settings-follow-links-hover = Loops are noticed and listed as skipped
settings-one-file-system = Stay on each folder's drive (do not enter other mounts)
settings-include-trash = Include files in trash folders
settings-include-trash-hover = Files in the trash (yours, another user's, a USB stick's .Trash-1000, Windows' $RECYCLE.BIN...) are left out unless this is on. With it on they are listed in groups, but a keep rule never keeps one, and a copy in the trash never counts as the copy kept.
settings-rescan = Scan everything again every
settings-minutes = { $minutes } min
settings-rescan-hover = Changes in the watched folders update the groups as they happen, without a scan. A whole scan every so often catches what was not announced: network folders announce nothing, and a flood of changes can be more than the system passes on (0 = never).
settings-excludes = Skip names or paths matching (one pattern per line, e.g. *.tmp):
settings-cjk-font = Chinese, Japanese and Korean characters: drawn with { $font }
settings-cjk-font-partial = Chinese characters are drawn with { $font }, which lacks some of Simplified Chinese: those show as boxes. A font with them all: sudo apt-get install { $package }
settings-no-cjk-font = No font for Chinese is installed: its characters show as boxes. Install one with: sudo apt-get install { $package }

## Shared: how a compared image was turned (src/i18n/words.rs)

images-turned-to-match = ({ $turn } to match)
turn-quarter-clockwise = turned a quarter clockwise
turn-upside-down = turned upside down
turn-quarter-anticlockwise = turned a quarter anticlockwise
turn-mirrored = mirrored
turn-quarter-clockwise-mirrored = turned a quarter clockwise and mirrored
turn-upside-down-mirrored = turned upside down and mirrored
turn-quarter-anticlockwise-mirrored = turned a quarter anticlockwise and mirrored

## App: dialogs

# Files and folders, as the dialogs count them: "3 files", "1 folder", "2 files and 1 folder".
dialogs-files =
    { $files ->
        [one] { $files } file
       *[other] { $files } files
    }
dialogs-folders =
    { $folders ->
        [one] { $folders } folder
       *[other] { $folders } folders
    }
dialogs-files-and-folders =
    { $files ->
        [one] { $files } file
       *[other] { $files } files
    } and { $folders ->
        [one] { $folders } folder
       *[other] { $folders } folders
    }
# A screen reader's name for the spinner.
dialogs-putting-back-name = Putting files back
dialogs-putting-back = Putting files back…
dialogs-restored =
    { $files ->
        [one] Restored { $files } file to where it was.
       *[other] Restored { $files } files to where they were.
    }
dialogs-unshared =
    { $clones ->
        [one] Gave { $clones } clone blocks of its own again.
       *[other] Gave { $clones } clones blocks of their own again.
    }
# Items a restore put back as they are now, changed since they were trashed.
dialogs-came-back-changed = Came back changed
dialogs-nothing-to-do = Nothing to do
dialogs-still-in-trash = Still in the trash
dialogs-still-shared = Still shared with the copy kept
dialogs-close = Close
# $reason says why, in the engine's words.
dialogs-nothing-moved = Nothing was moved: { $reason }.
dialogs-clean-up = Clean up?
# $what counts the files and folders (dialogs-files-and-folders).
dialogs-clean-up-what = Clean up { $what }?
dialogs-stopped = Clean-up stopped
dialogs-finished = Clean-up finished
dialogs-add-folder = Add a folder
dialogs-undo-finished = Undo finished
dialogs-type-path = Type the path of a folder to scan (~ is your home folder):
dialogs-folder-path = Folder path
dialogs-add = Add
dialogs-file-manager = Choose with the file manager…
dialogs-cancel = Cancel
chooser-no-system = This system has no file chooser to open (it needs xdg-desktop-portal with a file chooser, or zenity), so Doppel shows its own.
chooser-checking = Checking the path…
chooser-type-report = Type the path of a report to open, or pick it below (~ is your home folder):
chooser-type-save = Type the path of the file to save the results in (~ is your home folder):
chooser-title-keep-folder = Keep the copy inside a folder
chooser-title-open-report = Open a report
chooser-title-save-results = Save the results
chooser-use-folder = Use this folder
chooser-open = Open
chooser-save = Save
chooser-replace = Replace
chooser-up = The folder above
chooser-reading = Reading the folder…
chooser-cannot-read = This folder cannot be read: { $problem }
chooser-nothing-here = Nothing here to choose.
chooser-problem-empty = Type a path first.
chooser-problem-not-there = Nothing is there: check the path.
chooser-problem-not-a-folder = That is a file, not a folder.
chooser-problem-not-a-file = That is a folder, not a file.
chooser-problem-no-folder = The folder to save in is not there.
chooser-problem-exists = A file of that name is there already: Replace overwrites it, or type another name.
notice-folder-added = Added { $path }.
notice-folder-not-added = Not added { $path }: { $why }
notice-folder-left-out = Left out { $path }: { $why }. The other folders were scanned.
dialogs-progress = { $done } of { $total }
dialogs-journal = Each file is recorded in the journal before it moves: whatever happens, this cleanup can be undone.
dialogs-stop = Stop
# A list of files a cleanup refused, with its title and length.
dialogs-refusals = { $title } ({ $count }):
dialogs-trash-title = Move to the trash
dialogs-trash-does = Each copy goes to the system trash. You can undo this afterwards, or restore from the trash yourself.
dialogs-trash-confirm = Move { $what } to the trash
dialogs-trash-progress = Moving files to the trash…
dialogs-links-title = Replace with hard links
dialogs-links-does = Each copy's name then points at the kept copy's file, so every path keeps working. The original waits in the trash until it is emptied; Undo puts it back.
dialogs-links-risk = Linked names then share one file: an edit through one name changes all of them.
dialogs-links-confirm = Replace { $what } with hard links
dialogs-links-progress = Replacing files with hard links…
dialogs-clones-title = Replace with clones
dialogs-clones-does = Each copy keeps its name, owner, permissions and times; only its blocks become shared with the kept copy, so the space comes back at once. Nothing goes to the trash, and an edit through one name changes only that file.
dialogs-clones-confirm = Replace { $what } with clones
dialogs-clones-progress = Making the copies clones of the kept ones…
dialogs-nothing-trashable = Nothing can be trashed: every marked group would lose its last copy.
dialogs-marked =
    { $count ->
        [one] { $what } marked Trash, { $size } of content (what each way frees counts the blocks they take on the disk). Choose what becomes of it:
       *[other] { $what } marked Trash, { $size } of content (what each way frees counts the blocks they take on the disk). Choose what becomes of them:
    }
dialogs-companions =
    Moved to the trash, they take { $companions ->
        [one] { $companions } companion file
       *[other] { $companions } companion files
    } with them ({ $size }: their RAW, Live Photo videos and sidecars, one photo with them). Hard links and clones replace the duplicates alone and leave these in place.
dialogs-estimating = Looking at the files ({ $done } of { $total }) to say what each way frees…
dialogs-left-alone-anyway = Left alone whatever the way
dialogs-allow-owner-change = Also where the owner, permissions, extended attributes or ACLs differ (the name then shows the kept copy's)
dialogs-frees-now = frees { $size } now
dialogs-frees-at-most-now = frees at most { $size } now
dialogs-frees-emptied = frees { $size } once the trash is emptied
dialogs-frees-at-most-emptied = frees at most { $size } once the trash is emptied
dialogs-leaves-everything = Not possible here: it would leave every file alone (why, below).
# $reasons: why the file systems cannot share blocks, in the engine's words.
dialogs-no-block-sharing = Not possible here: { $reasons }.
dialogs-other-names =
    { $files ->
        [one] { $files } file keeps other names elsewhere, which keep its space.
       *[other] { $files } files keep other names elsewhere, which keep their space.
    }
dialogs-already-shared = { $size } of their blocks are shared already (with a snapshot or a clone), and stay.
dialogs-sharing-unknown = Where the file system cannot tell which blocks are shared, all are counted.
dialogs-unmeasured =
    { $files ->
        [one] { $files } file inside the folders could not be looked at, and are not counted.
       *[other] { $files } files inside the folders could not be looked at, and are not counted.
    }
# What a way frees on one file system ($fs: its kind, as btrfs; $example: a path on it).
dialogs-per-fs = { $size } on { $fs } ({ $example })
dialogs-leaves-alone = Leaves { $what } alone
dialogs-cannot-share = { $fs } cannot share blocks
dialogs-no-hard-links = { $fs } has no hard links (a file cannot have a second name there)
dialogs-which = Which
dialogs-moved = Moved { $what } ({ $size }) to the trash.
dialogs-linked = Replaced { $what } with hard links to the copies kept: every path still opens the same bytes. The originals are in the trash.
dialogs-cloned = Made { $what } clones of the copies kept: each keeps its name and its bytes, and now shares its blocks with the kept copy. Nothing went to the trash.
dialogs-comes-back = { $size } comes back once the trash is emptied.
dialogs-comes-back-held = { $size } comes back once the trash is emptied ({ $held } stays in use: files with other names keep it).
# $why says why, in the engine's words.
# A file and why it was left alone, in the engine's words.
dialogs-path-reason = { $path }: { $reason }
dialogs-stopped-early = Stopped early: { $why }.
dialogs-left-in-place = Left in place
dialogs-undo = Undo
dialogs-unshare = Unshare clones
dialogs-unshare-hover = Give the clones blocks of their own again, as before the cleanup: the space they freed is used again.

## App: small words (src/app/mod.rs, settings.rs, model/notices.rs, model/mod.rs)

dialog-cleanup-not-started = The cleanup could not start
dialog-nothing-restored = Nothing was restored
ago-now = just now
ago-seconds = { $count } s ago
ago-minutes = { $count } min ago
ago-hours = { $count } h ago
count-files =
    { $count ->
        [one] { $count } file
       *[other] { $count } files
    }
count-folders =
    { $count ->
        [one] { $count } folder
       *[other] { $count } folders
    }
count-files-and-folders = { $files ->
        [one] { $files } file
       *[other] { $files } files
    } and { $folders ->
        [one] { $folders } folder
       *[other] { $folders } folders
    }
theme-light = Light
theme-dark = Dark
theme-system = Follow the system

## Shared: why a keep rule does not read (src/i18n/words.rs)

rule-error-empty = the rule is empty: give at least one criterion
rule-error-unknown = '{ $word }' is not a criterion (known: { $known })
rule-error-unknown-similar = '{ $word }' is not a criterion; did you mean '{ $suggested }'? (known: { $known })
rule-error-missing = '{ $word }' needs a value after the colon
rule-error-relative = '{ $place }' is not an absolute place: start it with / or ~
rule-error-glob = '{ $pattern }' is not a valid glob: { $problem }
rule-error-no-home = '~' needs a home folder, and HOME is not set

## Similar music (music/ in the engine, the Similar music tab, `doppel scan --music`).

phase-music = reading music
# $score is a whole percentage: how close the shared sound is (100 for the same samples).
music-same = { $a } and { $b } are the same recording ({ $length } in common, score { $score } %)
music-part-of = { $a } is { $b } from { $b_start } for { $length } (score { $score } %)
tag-title = Title
tag-artist = Artist
tag-album = Album
tag-track = Track
tag-year = Year
tag-track-number = track { $number }
skip-music-unreadable = audio could not be read: { $why }
skip-music-timed-out = audio took longer than { $seconds } s to read
skip-music-no-sound = holds no sound to compare (silence only, or under about 3 seconds of sound)
skip-music-not-a-container = not a music file but ffmpeg's '{ $format }' format (a playlist or script naming other files is never read)
skip-heading-music-unreadable = music that could not be read
skip-heading-music-not-a-container = not a music file (a playlist or script)
notice-music-off = similar music was not looked for: { $tool } could not be run ({ $why }); install ffmpeg (sudo apt-get install ffmpeg) to find it
report-music-group = Group { $number }: { $files } files of one recording
report-summary-music =
    { $groups ->
        [one] { $groups } group
       *[other] { $groups } groups
    } of similar music.
clean-groups-music =
    { $count ->
        [one] { $count } group of similar music
       *[other] { $count } groups of similar music
    }
arg-music =
    Find similar music (MP3, AAC/M4A, FLAC, Ogg Vorbis, Opus, WAV, AIFF, WMA...) by its sound:
    the same recording re-encoded, mixed to mono, made quieter, trimmed of seconds or padded
    with silence, and an excerpt of a longer recording (said with where, for how long, and
    a score). Tags are shown, never a reason to group. On by default; needs ffmpeg on PATH
arg-no-music = Do not look for similar music (otherwise every music file is decoded)
arg-clean-music =
    Also clean the groups of similar music by this rule (as --keep; for music also
    highest-bitrate, lossless, format:flac; off unless asked). A file goes only while the
    copy kept is still there, unchanged since the scan, and holds all of its sound
criterion-highest-bitrate = the highest bitrate
criterion-lossless = a lossless file
tab-music = Similar music
results-none-music = No similar music found
results-row-music = { $count } files of one recording, { $figure } in all
hidden-group-music = { $count } files of one recording
hidden-member-music = One file of similar music
music-heading = { $count } files of one recording
music-explained = Their sound matches, by its fingerprint, along all of the shorter one: the same recording re-encoded, made quieter, trimmed or padded with silence, or an excerpt of a longer one. Tags never made them a group.
music-side-by-side = The first file and the selected one, side by side
music-play = ▶ Play
music-play-hover = Play it in the desktop's music player
# $label is a tag's or a fact's name (Title, Codec…) whose values differ.
music-differs = ≠ { $label }
music-differs-hover = The two files differ here
music-length = Length
music-codec = Codec
music-bitrate = Bitrate
music-sound = Sound
music-lossless = { $codec } (lossless)
music-channels =
    { $count ->
        [one] { $count } channel
       *[other] { $count } channels
    }
music-shared-part = Where the sound they share lies in each
# $start and $end are times in the file, $length the file's whole length.
music-shared-in = { $name }: from { $start } to { $end } of { $length }
music-joined-through-another = These two were joined through another file of the group: select it to see what each shares.
settings-find-music = Find similar music (needs ffmpeg)
settings-find-music-hover = The same recording re-encoded, mixed to mono, made quieter, trimmed or padded with silence, and an excerpt of a longer one, found by its sound and listed in the Similar music tab. Every music file is decoded, so a first scan of a large library takes a while.
music-score = score { $score } %
music-score-hover = How close their shared sound is: 100 % for the same samples, about 0 % for unrelated sound; a re-encoding at a low bitrate scores 80 to 95 %.
