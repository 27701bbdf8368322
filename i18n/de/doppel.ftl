# Untranslated for now: a copy of the English messages, until the translation is committed.

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
undecided-tie = the copies tie on every criterion (end the rule with 'first' to keep the first listed)

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

## Command line: general messages (each printed after "doppel: ")

cli-no-window =
    could not open the window: { $error }
    The desktop app needs a graphical session; `doppel scan PATH` works without one.
cli-no-app = this build has no desktop app (it was built without the `gui` feature); use `doppel scan PATH`, `doppel watch`, `doppel clean` or `doppel restore` (see `doppel --help`)
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
cmd-scan = Scan folders and print the groups of duplicates and similar documents
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
        group and permissions (unless --allow-owner-change), are linked. With --folders, each
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
    .value-json = One JSON document (schema: docs/src/json.md)
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
arg-exact-only = Only look for exact copies; do not compare documents' text or images
arg-images =
    Also find similar images (JPEG, PNG, WebP, GIF, BMP, TIFF, HEIC, AVIF, camera RAW, PSD):
    the same photo resized, recompressed, cropped a little, turned, mirrored or edited
arg-image-likeness =
    How alike two images must be to be grouped (with --images): very-similar (within 2 of 64
    bits), similar (6), alike (10), loosely-similar (14)
    .value-very-similar = Within 2 of 64 bits: the same picture saved again or resized
    .value-similar = Within 6: also recompressed hard, brightened, or marked
    .value-alike = Within 10: also cropped by a few percent
    .value-loosely-similar = Within 14: expect some unrelated photos of similar scenes
arg-videos =
    Also find similar videos (MP4, MKV, WebM, MOV, AVI...): the same clip re-encoded,
    resized, cropped a little or trimmed, and a clip inside a longer video (said with where
    and for how long). Needs ffmpeg and ffprobe on PATH; without them the scan says so and
    finds everything else
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
    Also find duplicate folders (the same file contents, recursively, whatever the names)
    and similar folders
arg-same-names = With --folders: duplicate folders must also hold their files under the same names
arg-similar-folders =
    With --folders: the least share of file contents (Jaccard index, 0 to 1) two folders
    must have in common to be reported as similar; 0 reports duplicate folders only
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
    format:EXT, first. Example: 'under:~/Photos,oldest'. A group the rule cannot decide (no
    copy under the place, a tie) is left alone with the reason; end with 'first' to break
    any tie by path. Needed unless --near, --images or --videos is given
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
    With --as hardlink: link copies whose owner, group or permissions differ from the copy
    kept's too (each name then gives the kept copy's, which may change who can read it)

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

settings-language = Sprache
settings-language-desktop = Wie der Desktop ({ $language })

## App: empty

empty-opening = Die Ergebnisse der letzten Sitzung werden geöffnet…
# A screen reader's name for the spinner.
empty-scanning-name = Suche läuft
empty-scanning = Suche läuft…
empty-resumed = Diese Suche lief, als Doppel zuletzt geschlossen wurde; sie wurde neu gestartet.
empty-groups-appear = Die Gruppen erscheinen hier, sobald die Suche fertig ist.
empty-could-not-start = Die Suche konnte nicht starten
empty-check-folder = Prüfen Sie, ob der Ordner existiert und Sie ihn lesen dürfen, und suchen Sie dann erneut.
empty-scan-again = Erneut suchen
empty-welcome = Doppelte Dateien und ähnliche Dokumente finden
empty-add-folders = Fügen Sie die zu durchsuchenden Ordner hinzu oder ziehen Sie sie auf dieses Fenster.
empty-choose-folders = Ordner zum Durchsuchen wählen…
empty-ready = Bereit zur Suche
empty-folders-chosen =
    { $count ->
        [one] { $count } Ordner
       *[other] { $count } Ordner
    } gewählt. Doppel liest Ihre Dateien nur, bis Sie sich zum Aufräumen entscheiden.
empty-scan = Suchen

## App: folders

folders-heading = Ordner
folders-none = Noch keine Ordner. Nutzen Sie „Ordner hinzufügen…“ oder ziehen Sie Ordner auf dieses Fenster.
folders-against = Abgleich
folders-reference = Referenz
folders-remove = Entfernen
folders-remove-hover = Diesen Ordner aus der Liste entfernen (nichts wird gelöscht)
folders-reference-help = Ein Referenzordner enthält Ihre Originale: Seine Dateien werden nie für den Papierkorb markiert oder in den Papierkorb verschoben, Gruppen nur in ihm werden nicht gezeigt, und der Tab „Nur hier“ listet die Dateien der anderen Ordner auf, die in ihm keine Kopie haben. Gilt ab der nächsten Suche.
folders-against-help = Die anderen Ordner mit diesem abgleichen: Nur Gruppen, die eine Datei hier mit einer Datei in einem anderen Ordner verbinden, werden gezeigt, nie Kopien nur in den anderen oder nur in diesem. Seine Dateien werden nie für den Papierkorb markiert oder in den Papierkorb verschoben, und der Tab „Nur hier“ listet die Dateien der anderen Ordner auf, die hier keine Kopie haben. Gilt ab der nächsten Suche.

## App: toolbar

toolbar-add-folder = Ordner hinzufügen…
toolbar-add-folder-hover = Ordner zum Durchsuchen wählen
toolbar-cancel-scan = Suche abbrechen
toolbar-scan = Suchen
toolbar-add-folder-first = Fügen Sie zuerst einen Ordner hinzu
toolbar-open-report = Bericht öffnen…
toolbar-open-report-wait = Warten Sie, bis die Suche fertig ist, oder brechen Sie sie ab
toolbar-open-report-hover = Einen Bericht anzeigen, der mit „Ergebnisse speichern…“ oder `doppel scan --format json` gespeichert wurde (hier erstellt oder auf einem Server oder NAS)
toolbar-save-results = Ergebnisse speichern…
toolbar-save-results-hover = Die angezeigten Gruppen als JSON-Bericht schreiben, wie `doppel scan --format json` (für „Bericht öffnen…“, `doppel clean` oder eigene Skripte)
toolbar-save-results-first = Suchen Sie zuerst oder öffnen Sie einen Bericht
toolbar-hidden = Ausgeblendet…
toolbar-hidden-hover = Was Sie als „keine Duplikate“ ausgeblendet haben, und es zurückholen
toolbar-settings = Einstellungen
toolbar-help = Hilfe
toolbar-help-hover = Tastenkürzel (F1)

## App: hidden

hidden-title = Als „keine Duplikate“ ausgeblendet
hidden-nothing = Nichts ist ausgeblendet.
hidden-nothing-how = „Keine Duplikate“ in der Prüfung einer Gruppe blendet die Gruppe (oder eine ihrer Dateien) jetzt und in späteren Suchen aus, solange ihre Dateien gleich bleiben.
hidden-stays-hidden = Jeder Eintrag bleibt ausgeblendet, solange seine Dateien ihren Inhalt behalten, wohin sie auch verschoben oder wie sie auch umbenannt werden; eine bearbeitete Datei erscheint von selbst wieder.
hidden-when = ausgeblendet am { $date }
hidden-bring-back = Zurückholen
hidden-bring-back-hover = Ab der nächsten Suche wieder anzeigen (eine startet jetzt)
hidden-taken-out = aus seiner Gruppe genommen, mit:
hidden-more = und { $count } weitere
# A hidden group: how many files, and of which kind.
hidden-group-exact = { $count } exakte Kopien
hidden-group-documents = { $count } ähnliche Dokumente
hidden-group-images = { $count } ähnliche Bilder
hidden-group-videos = { $count } ähnliche Videos
hidden-group-folders = { $count } doppelte oder ähnliche Ordner
# One file hidden, out of a group of this kind.
hidden-member-exact = Eine Datei aus exakten Kopien
hidden-member-documents = Eine Datei aus ähnlichen Dokumenten
hidden-member-images = Eine Datei aus ähnlichen Bildern
hidden-member-videos = Eine Datei aus ähnlichen Videos
hidden-member-folders = Eine Datei aus doppelten oder ähnlichen Ordnern

## App: status

status-from-report = Aus dem Bericht { $name }
status-watching =
    { $folders ->
        [one] { $folders } Ordner wird
       *[other] { $folders } Ordner werden
    } auf Änderungen überwacht
# What watching last did: when, from how many changes, in how long ($took: 0.2 s, 3 min 5 s).
status-watching-updated =
    { $folders ->
        [one] { $folders } Ordner wird
       *[other] { $folders } Ordner werden
    } auf Änderungen überwacht, aktualisiert am { $date } aus { $changes ->
        [one] { $changes } Änderung
       *[other] { $changes } Änderungen
    } in { $took }
status-watching-rescanned =
    { $folders ->
        [one] { $folders } Ordner wird
       *[other] { $folders } Ordner werden
    } auf Änderungen überwacht, aktualisiert am { $date } durch erneutes Durchsuchen von allem ({ $took })
# A duration: "42 s", "0.2 s", "3 min 5 s".
status-seconds = { $seconds } s
status-minutes = { $minutes } min { $seconds } s
status-earlier = +{ $count } frühere
status-earlier-hover = Alle Meldungen dieser Sitzung anzeigen
# A screen reader's name for the spinner.
status-updating-name = Gruppen werden aktualisiert
status-updating =
    Gruppen werden aus { $changes ->
        [one] { $changes } Änderung
       *[other] { $changes } Änderungen
    } aktualisiert…
status-updating-phase =
    Gruppen werden aus { $changes ->
        [one] { $changes } Änderung
       *[other] { $changes } Änderungen
    } aktualisiert… ({ $phase }: { $done } von { $total } Dateien)
# A screen reader's name for the spinner.
status-checking-name = Ergebnisse werden mit dem Datenträger abgeglichen
status-checking-report = Bericht { $name } wird angezeigt; seine Dateien werden mit dem Datenträger abgeglichen…
status-checking-report-count = Bericht { $name } wird angezeigt; seine Dateien werden mit dem Datenträger abgeglichen… ({ $done } von { $total })
status-checking-results = Ergebnisse vom { $date } werden angezeigt und mit dem Datenträger abgeglichen…
status-checking-results-count = Ergebnisse vom { $date } werden angezeigt und mit dem Datenträger abgeglichen… ({ $done } von { $total })
status-resuming = Die unterbrochene Suche wird fortgesetzt…
status-resuming-for = Die unterbrochene Suche wird fortgesetzt… (Suche läuft seit { $elapsed })
status-starting = Suche wird gestartet…
status-scanning-for = Suche läuft seit { $elapsed }
# The scan's progress: its phase, then what it has done so far.
status-progress = { $phase }: { $detail }
status-progress-folders = { $folders } Ordner
status-progress-found = { $files } Dateien, { $size } gefunden
status-progress-reading = { $done } von { $total } Dateien, { $size_done } von { $size_total } ({ $speed }/s)
status-progress-reading-left = { $done } von { $total } Dateien, { $size_done } von { $size_total } ({ $speed }/s), noch etwa { $left }
status-cancel = Abbrechen
status-cancel-hover = Anhalten und die bisher gefundenen Gruppen behalten
status-scan-first = Durchsuchen Sie Ordner, um Duplikate zu finden.
status-clean-up = Aufräumen
status-clean-up-files =
    Aufräumen: { $files ->
        [one] { $files } Datei
       *[other] { $files } Dateien
    } in den Papierkorb ({ $size })
status-clean-up-folders =
    Aufräumen: { $folders ->
        [one] { $folders } Ordner
       *[other] { $folders } Ordner
    } in den Papierkorb ({ $size })
status-clean-up-both =
    Aufräumen: { $files ->
        [one] { $files } Datei
       *[other] { $files } Dateien
    } und { $folders ->
        [one] { $folders } Ordner
       *[other] { $folders } Ordner
    } in den Papierkorb ({ $size })
status-clean-up-hover = Die mit „Papierkorb“ markierten Dateien und Ordner in den Papierkorb des Systems verschieben
status-clean-up-none = Markieren Sie zuerst Dateien mit „Papierkorb“ (Entf-Taste oder eine Regel)
status-undo = Letztes Aufräumen rückgängig
status-undo-hover =
    { $files ->
        [one] Die { $files } Datei zurücklegen, die
       *[other] Die { $files } Dateien zurücklegen, die
    } das Aufräumen vom { $date } in den Papierkorb verschoben hat
status-cleanups = Aufräumvorgänge…
status-cleanups-hover = Jedes aufgezeichnete Aufräumen; jedes lässt sich wiederherstellen

## App: windows

windows-notices = Meldungen
windows-no-notices = Noch nichts zu melden.
windows-cleanups = Aufräumvorgänge
windows-started = Begonnen
windows-what-it-did = Was es tat
windows-files = Dateien
windows-in-trash = Im Papierkorb
# A cleanup's start, as the Started column gives it.
windows-date = { $date }
windows-interrupted = { $started } (unterbrochen)
windows-cleanup-id = Aufräumen { $id }
windows-restore = Wiederherstellen
windows-nothing-left = nichts mehr da
windows-unshare = Klone trennen
windows-unshare-hover =
    { $clones ->
        [one] { $clones } Klon wieder eigene Blöcke geben, wie vor dem Aufräumen: Der von den Klonen freigegebene Platz wird wieder belegt.
       *[other] { $clones } Klonen wieder eigene Blöcke geben, wie vor dem Aufräumen: Der von den Klonen freigegebene Platz wird wieder belegt.
    }
windows-shortcuts = Tastenkürzel
windows-shortcuts-trash = Mit „Papierkorb“ markierte Dateien kommen erst in den Papierkorb des Systems, wenn Sie auf „Aufräumen“ klicken.
windows-skipped = Übersprungen ({ $count })
windows-skipped-intro = Diese Dateien und Ordner wurden nicht verglichen, nach Grund, Probleme zuerst:
# A reason files were skipped, and how many.
windows-skipped-reason = { $reason } ({ $count })
# A file skipped and why, in the engine's words.
windows-path-reason = { $path }: { $reason }

## App: keep_rules

rules-chooser-all = Jede Gruppe des Tabs nach einer Behalten-Regel markieren
rules-chooser-one = Die gewählte Gruppe nach einer Behalten-Regel markieren
rules-chooser-keys = Auf und Ab wählen, Eingabe markiert, Esc schließt.
rules-cancel = Abbrechen
rules-decides =
    Von { $groups ->
        [one] { $groups } Gruppe
       *[other] { $groups } Gruppen
    } in diesem Tab entscheidet die Regel { $decided }.
rules-left-alone =
    Sie lässt { $groups ->
        [one] { $groups } Gruppe
       *[other] { $groups } Gruppen
    } unberührt, ihre Markierungen bleiben, wie sie sind:
# One reason a group was left alone ($why), after a bullet.
rules-left-alone-why =
    { $groups ->
        [one] { $groups } Gruppe
       *[other] { $groups } Gruppen
    }: { $why }
rules-mark-nothing = Sie würde nichts für den Papierkorb markieren.
rules-mark-files =
    Sie würde { $files ->
        [one] { $files } Datei
       *[other] { $files } Dateien
    } für den Papierkorb markieren und { $size } freigeben, sobald der Papierkorb geleert ist.
rules-mark-folders =
    Sie würde { $folders ->
        [one] { $folders } Ordner
       *[other] { $folders } Ordner
    } für den Papierkorb markieren und { $size } freigeben, sobald der Papierkorb geleert ist.
rules-mark-both =
    Sie würde { $files ->
        [one] { $files } Datei
       *[other] { $files } Dateien
    } und { $folders ->
        [one] { $folders } Ordner
       *[other] { $folders } Ordner
    } für den Papierkorb markieren und { $size } freigeben, sobald der Papierkorb geleert ist.
rules-for-example = Zum Beispiel
# An example's paths; the spaces line the paths up in a column.
rules-example-keep = Behalten    { $path }
rules-example-trash = Papierkorb  { $path }
rules-example-more = Papierkorb  und { $count } weitere
rules-nothing-moved = Jetzt wird nichts verschoben: Das Markieren legt nur fest, was ein Aufräumen in den Papierkorb verschieben würde.
rules-apply = Anwenden
rules-heading = Behalten-Regeln
rules-intro = Kriterien der Reihe nach, jedes entscheidet die Gleichstände des vorigen; gespeicherte Regeln werden dort angeboten, wo Gruppen markiert werden.
rules-saved-name = { $name }:
rules-delete = Löschen
rules-name = Name
rules-name-hint = Fotos zuerst
rules-rule = Regel
# $criteria is the rule syntax's list of criteria, which stays as it is typed.
rules-criteria = Kriterien: { $criteria }.
# A rule read back as words.
rules-read-back = { $rule }.
rules-save = Regel speichern

## App: keyboard

# What each keyboard shortcut does, as the Help window lists it (the README's table stays English).
keyboard-add-folder = Einen Ordner durch Eingabe seines Pfads hinzufügen
keyboard-scan = Die Ordner durchsuchen
keyboard-next-tab = Nächster Tab
keyboard-previous-tab = Vorheriger Tab
keyboard-next-group = Nächste Gruppe
keyboard-previous-group = Vorherige Gruppe
keyboard-next-file = Nächste Datei der Gruppe
keyboard-previous-file = Vorherige Datei der Gruppe
keyboard-next-change = Nächste Änderung in den verglichenen Texten
keyboard-previous-change = Vorherige Änderung in den verglichenen Texten
keyboard-mark-keep = Die gewählte Datei mit „Behalten“ markieren; in einem Dialog dessen Hauptschaltfläche drücken
keyboard-mark-trash = Die gewählte Datei mit „Papierkorb“ markieren
keyboard-rule-group = Die gewählte Gruppe nach einer Behalten-Regel markieren
keyboard-rule-tab = Jede Gruppe des Tabs nach einer Behalten-Regel markieren
keyboard-undo-mark = Letzte Markierung rückgängig machen
keyboard-clean-up = Aufräumen: das mit „Papierkorb“ Markierte in den Papierkorb verschieben (fragt vorher)
keyboard-undo-cleanup = Letztes Aufräumen rückgängig machen
keyboard-search = Pfade durchsuchen
keyboard-open-report = Einen Bericht öffnen
keyboard-save-results = Die Ergebnisse als Bericht speichern
keyboard-zoom-in = Alles größer darstellen
keyboard-zoom-out = Alles kleiner darstellen
keyboard-zoom-reset = Normale Größe
keyboard-focus = Den Tastaturfokus bewegen; Leertaste oder Eingabe drückt, was ihn hat
keyboard-help = Diese Tastenkürzel ein- oder ausblenden
keyboard-close = Die Hilfe, einen Dialog oder ein Fenster schließen

## App: settings_window

settings-title = Einstellungen
settings-scan-next = Sucheinstellungen gelten ab der nächsten Suche.
settings-cache = Fingerabdruck-Cache
settings-cache-measuring = wird gemessen…
settings-cache-size = Merkt sich unveränderte Dateien zwischen Suchen: { $size }
settings-cache-clear = Leeren
settings-appearance = Darstellung
settings-high-contrast = Hoher Kontrast
settings-high-contrast-hover = Weißer Text auf Schwarz (oder schwarzer auf Weiß), jedes Bedienelement umrandet
settings-size = Größe
settings-size-hover = Zusätzlich zur Skalierung des Desktops: Strg + / Strg − / Strg 0
settings-smaller = Kleiner (Strg −)
settings-larger = Größer (Strg +)
settings-normal-size = Normale Größe
settings-documents = Ähnliche Dokumente
settings-similarity = Mindestähnlichkeit
settings-percent = { $percent } %
settings-similarity-help = Wie viel ihres Wortlauts zwei Dokumente teilen müssen, um gruppiert zu werden.
settings-drop-numbers = Zahlen ignorieren
settings-stop-words = Häufige Wörter ignorieren („the“, „of“, „und“…)
settings-stop-words-hover = Die Stoppwörter der erkannten Sprache jedes Dokuments
settings-stem = Wortstämme vergleichen („laufen“ = „läuft“)
settings-stem-hover = In der erkannten Sprache jedes Dokuments
settings-images = Ähnliche Bilder
settings-images-hover = Dasselbe Foto verkleinert, neu komprimiert, leicht beschnitten, gedreht, gespiegelt oder bearbeitet, aufgeführt im Tab „Ähnliche Bilder“
settings-how-alike = wie ähnlich
settings-how-alike-help = Wie viele der 64 Bits der Wahrnehmungs-Hashes zweier Bilder abweichen dürfen. Lockerere Stufen gruppieren auch verschiedene Fotos einer Szene.
# A step of "how alike" with its distance.
settings-likeness-very-similar = Sehr ähnlich (bis zu { $distance } von 64 Bits)
settings-likeness-similar = Ähnlich (bis zu { $distance } von 64 Bits)
settings-likeness-alike = Gleichartig (bis zu { $distance } von 64 Bits)
settings-likeness-loosely-similar = Entfernt ähnlich (bis zu { $distance } von 64 Bits)
# $formats lists the image formats compared (JPEG, PNG, …).
settings-find-images = Ähnliche Bilder finden ({ $formats })
# A format and what it needs to be read ($needs names a tool or package).
settings-format-needs = { $format } (benötigt { $needs })
settings-formats-off = Auf diesem Rechner aus: { $formats }
settings-videos = Ähnliche Videos
settings-find-videos = Ähnliche Videos finden (benötigt ffmpeg)
settings-find-videos-hover = Derselbe Clip neu kodiert, verkleinert, leicht beschnitten oder gekürzt, und ein Clip in einem längeren Video, aufgeführt im Tab „Ähnliche Videos“. Jedes Video wird dekodiert, daher dauert eine erste Suche in vielen Videos eine Weile.
settings-no-ffmpeg = { $tool } konnte nicht ausgeführt werden ({ $why }): Installieren Sie ffmpeg (sudo apt-get install ffmpeg); bis dahin sucht eine Suche nach allem anderen und sagt das.
settings-folders = Ordner
settings-find-folders = Doppelte und ähnliche Ordner finden
settings-find-folders-hover = Ordner, deren gesamter Inhalt aus Kopien voneinander besteht oder die viele ihrer Dateien teilen, aufgeführt im Tab „Ordner“
settings-same-names = Doppelte Ordner müssen auch dieselben Dateinamen verwenden
settings-folders-share = ähnliche Ordner teilen
settings-off = aus
settings-folders-share-hover = Der kleinste Anteil ihrer Dateien, den zwei Ordner gemeinsam haben müssen, um als ähnlich aufgeführt zu werden (aus: nur doppelte Ordner)
settings-files = Dateien
settings-min-size = Dateien ignorieren, kleiner als
settings-bytes =
    { $bytes ->
        [one] { $bytes } Byte
       *[other] { $bytes } Bytes
    }
settings-hidden = Versteckte Dateien und Ordner einbeziehen
settings-follow-links = Symbolischen Links folgen
settings-follow-links-hover = Schleifen werden erkannt und als übersprungen aufgeführt
settings-one-file-system = Auf dem Laufwerk jedes Ordners bleiben (keine anderen Einhängepunkte betreten)
settings-include-trash = Dateien in Papierkorb-Ordnern einbeziehen
settings-include-trash-hover = Dateien im Papierkorb (Ihrem, dem eines anderen Benutzers, .Trash-1000 eines USB-Sticks, $RECYCLE.BIN von Windows…) bleiben außen vor, außer dies ist an. Ist es an, erscheinen sie in Gruppen, aber eine Behalten-Regel behält nie eine davon, und eine Kopie im Papierkorb zählt nie als die behaltene Kopie.
settings-rescan = Alles erneut durchsuchen alle
settings-minutes = { $minutes } min
settings-rescan-hover = Änderungen in den überwachten Ordnern aktualisieren die Gruppen, während sie geschehen, ohne Suche. Eine ganze Suche ab und zu erfasst, was nicht gemeldet wurde: Netzwerkordner melden nichts, und eine Flut von Änderungen kann mehr sein, als das System weitergibt (0 = nie).
settings-excludes = Namen oder Pfade überspringen, die passen auf (ein Muster pro Zeile, z. B. *.tmp):
settings-cjk-font = Chinesische, japanische und koreanische Zeichen: gezeichnet mit { $font }
settings-no-cjk-font = Keine Schrift für Chinesisch installiert: Ihre Zeichen erscheinen als Kästchen. Installieren Sie eine mit: sudo apt-get install { $package }

## App: dialogs

# Files and folders, as the dialogs count them: "3 files", "1 folder", "2 files and 1 folder".
dialogs-files =
    { $files ->
        [one] { $files } Datei
       *[other] { $files } Dateien
    }
dialogs-folders =
    { $folders ->
        [one] { $folders } Ordner
       *[other] { $folders } Ordner
    }
dialogs-files-and-folders =
    { $files ->
        [one] { $files } Datei
       *[other] { $files } Dateien
    } und { $folders ->
        [one] { $folders } Ordner
       *[other] { $folders } Ordner
    }
# A screen reader's name for the spinner.
dialogs-putting-back-name = Dateien werden zurückgelegt
dialogs-putting-back = Dateien werden zurückgelegt…
dialogs-restored =
    { $files ->
        [one] { $files } Datei an ihren Ort zurückgelegt.
       *[other] { $files } Dateien an ihren Ort zurückgelegt.
    }
dialogs-unshared =
    { $clones ->
        [one] { $clones } Klon hat wieder eigene Blöcke.
       *[other] { $clones } Klone haben wieder eigene Blöcke.
    }
dialogs-nothing-to-do = Nichts zu tun
dialogs-still-in-trash = Noch im Papierkorb
dialogs-close = Schließen
# $reason says why, in the engine's words.
dialogs-nothing-moved = Nichts wurde verschoben: { $reason }.
dialogs-clean-up = Aufräumen?
# $what counts the files and folders (dialogs-files-and-folders).
dialogs-clean-up-what = { $what } aufräumen?
dialogs-stopped = Aufräumen angehalten
dialogs-finished = Aufräumen fertig
dialogs-add-folder = Ordner hinzufügen
dialogs-undo-finished = Rückgängig machen fertig
dialogs-type-path = Geben Sie den Pfad eines zu durchsuchenden Ordners ein (~ ist Ihr Persönlicher Ordner):
dialogs-folder-path = Ordnerpfad
dialogs-add = Hinzufügen
dialogs-file-manager = Mit der Dateiverwaltung wählen…
dialogs-cancel = Abbrechen
dialogs-progress = { $done } von { $total }
dialogs-journal = Jede Datei wird im Protokoll festgehalten, bevor sie verschoben wird: Was auch geschieht, dieses Aufräumen lässt sich rückgängig machen.
dialogs-stop = Anhalten
# A list of files a cleanup refused, with its title and length.
dialogs-refusals = { $title } ({ $count }):
dialogs-trash-title = In den Papierkorb verschieben
dialogs-trash-does = Jede Kopie kommt in den Papierkorb des Systems. Sie können das danach rückgängig machen oder selbst aus dem Papierkorb wiederherstellen.
dialogs-trash-confirm = { $what } in den Papierkorb verschieben
dialogs-trash-progress = Dateien werden in den Papierkorb verschoben…
dialogs-links-title = Durch harte Links ersetzen
dialogs-links-does = Der Name jeder Kopie zeigt dann auf die Datei der behaltenen Kopie, sodass jeder Pfad weiter funktioniert. Das Original wartet im Papierkorb, bis er geleert wird; „Rückgängig“ legt es zurück.
dialogs-links-risk = Verknüpfte Namen teilen dann eine Datei: Eine Änderung über einen Namen ändert alle.
dialogs-links-confirm = { $what } durch harte Links ersetzen
dialogs-links-progress = Dateien werden durch harte Links ersetzt…
dialogs-clones-title = Durch Klone ersetzen
dialogs-clones-does = Jede Kopie behält Namen, Eigentümer, Rechte und Zeiten; nur ihre Blöcke werden mit der behaltenen Kopie geteilt, sodass der Platz sofort frei wird. Nichts kommt in den Papierkorb, und eine Änderung über einen Namen ändert nur diese Datei.
dialogs-clones-confirm = { $what } durch Klone ersetzen
dialogs-clones-progress = Kopien werden zu Klonen der behaltenen gemacht…
dialogs-nothing-trashable = Nichts kann in den Papierkorb: Jede markierte Gruppe verlöre ihre letzte Kopie.
dialogs-marked =
    { $count ->
        [one] { $what } mit „Papierkorb“ markiert, { $size } Inhalt (was jeder Weg freigibt, zählt die Blöcke auf dem Datenträger). Wählen Sie, was damit geschieht:
       *[other] { $what } mit „Papierkorb“ markiert, { $size } Inhalt (was jeder Weg freigibt, zählt die Blöcke auf dem Datenträger). Wählen Sie, was damit geschieht:
    }
dialogs-companions =
    In den Papierkorb verschoben, nehmen sie { $companions ->
        [one] { $companions } Begleitdatei
       *[other] { $companions } Begleitdateien
    } mit ({ $size }: ihre RAW-Dateien, Live-Photo-Videos und Sidecar-Dateien, ein Foto mit ihnen). Harte Links und Klone ersetzen nur die Duplikate und lassen diese an ihrem Platz.
dialogs-estimating = Die Dateien werden angesehen ({ $done } von { $total }), um zu sagen, was jeder Weg freigibt…
dialogs-left-alone-anyway = Unberührt, welcher Weg auch immer
dialogs-allow-owner-change = Auch wo Eigentümer oder Rechte abweichen (der Name zeigt dann die der behaltenen Kopie)
dialogs-frees-now = gibt jetzt { $size } frei
dialogs-frees-at-most-now = gibt jetzt höchstens { $size } frei
dialogs-frees-emptied = gibt { $size } frei, sobald der Papierkorb geleert ist
dialogs-frees-at-most-emptied = gibt höchstens { $size } frei, sobald der Papierkorb geleert ist
dialogs-leaves-everything = Hier nicht möglich: Jede Datei bliebe unberührt (Gründe unten).
# $reasons: why the file systems cannot share blocks, in the engine's words.
dialogs-no-block-sharing = Hier nicht möglich: { $reasons }.
dialogs-other-names =
    { $files ->
        [one] { $files } Datei hat anderswo weitere Namen, die ihren Platz belegt halten.
       *[other] { $files } Dateien haben anderswo weitere Namen, die ihren Platz belegt halten.
    }
dialogs-already-shared = { $size } ihrer Blöcke sind schon geteilt (mit einem Snapshot oder einem Klon) und bleiben.
dialogs-sharing-unknown = Wo das Dateisystem nicht sagen kann, welche Blöcke geteilt sind, werden alle gezählt.
dialogs-unmeasured =
    { $files ->
        [one] { $files } Datei in den Ordnern konnte nicht angesehen werden und wird nicht gezählt.
       *[other] { $files } Dateien in den Ordnern konnten nicht angesehen werden und werden nicht gezählt.
    }
# What a way frees on one file system ($fs: its kind, as btrfs; $example: a path on it).
dialogs-per-fs = { $size } auf { $fs } ({ $example })
dialogs-leaves-alone = Lässt { $what } unberührt
dialogs-cannot-share = { $fs } kann keine Blöcke teilen
dialogs-no-hard-links = { $fs } hat keine harten Links (eine Datei kann dort keinen zweiten Namen haben)
dialogs-which = Welche
dialogs-moved = { $what } ({ $size }) in den Papierkorb verschoben.
dialogs-linked = { $what } durch harte Links auf die behaltenen Kopien ersetzt: Jeder Pfad öffnet weiter dieselben Bytes. Die Originale sind im Papierkorb.
dialogs-cloned = { $what } zu Klonen der behaltenen Kopien gemacht: Jede behält Namen und Bytes und teilt nun ihre Blöcke mit der behaltenen Kopie. Nichts kam in den Papierkorb.
dialogs-comes-back = { $size } werden frei, sobald der Papierkorb geleert ist.
dialogs-comes-back-held = { $size } werden frei, sobald der Papierkorb geleert ist ({ $held } bleiben belegt: Dateien mit anderen Namen halten sie).
# $why says why, in the engine's words.
# A file and why it was left alone, in the engine's words.
dialogs-path-reason = { $path }: { $reason }
dialogs-stopped-early = Vorzeitig angehalten: { $why }.
dialogs-left-in-place = An ihrem Platz gelassen
dialogs-undo = Rückgängig
dialogs-unshare = Klone trennen
dialogs-unshare-hover = Den Klonen wieder eigene Blöcke geben, wie vor dem Aufräumen: Der freigegebene Platz wird wieder belegt.
