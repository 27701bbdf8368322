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

settings-language = Idioma
settings-language-desktop = Como el escritorio ({ $language })

## App: empty

empty-opening = Abriendo los resultados de la última sesión…
# A screen reader's name for the spinner.
empty-scanning-name = Analizando
empty-scanning = Analizando…
empty-resumed = Este análisis estaba en curso cuando Doppel se cerró por última vez; ha vuelto a empezar.
empty-groups-appear = Los grupos aparecerán aquí cuando termine el análisis.
empty-could-not-start = El análisis no pudo empezar
empty-check-folder = Compruebe que la carpeta existe y que puede leerla, y vuelva a analizar.
empty-scan-again = Volver a analizar
empty-welcome = Encontrar archivos duplicados y documentos similares
empty-add-folders = Añada las carpetas en las que buscar, o suéltelas en esta ventana.
empty-choose-folders = Elegir carpetas para analizar…
empty-ready = Listo para analizar
empty-folders-chosen =
    { $count ->
        [one] { $count } carpeta elegida
       *[other] { $count } carpetas elegidas
    }. Doppel solo lee sus archivos hasta que usted decida limpiar.
empty-scan = Analizar

## App: folders

folders-heading = Carpetas
folders-none = Aún no hay carpetas. Use «Añadir carpeta…» o suelte carpetas en esta ventana.
folders-against = Comparar
folders-reference = Referencia
folders-remove = Quitar
folders-remove-hover = Quitar esta carpeta de la lista (no se borra nada)
folders-reference-help = Una carpeta de referencia guarda sus originales: sus archivos nunca se marcan para la papelera ni se mueven a ella, los grupos que están solo dentro de ella no se muestran, y la pestaña «Solo aquí» lista los archivos de las otras carpetas que no tienen copia en ella. Se aplica en el próximo análisis.
folders-against-help = Comparar las otras carpetas con esta: solo se muestran los grupos que unen un archivo de aquí con uno de otra carpeta, nunca copias solo dentro de las otras o solo dentro de esta. Sus archivos nunca se marcan para la papelera ni se mueven a ella, y la pestaña «Solo aquí» lista los archivos de las otras carpetas que no tienen copia aquí. Se aplica en el próximo análisis.

## App: toolbar

toolbar-add-folder = Añadir carpeta…
toolbar-add-folder-hover = Elegir carpetas para analizar
toolbar-cancel-scan = Cancelar análisis
toolbar-scan = Analizar
toolbar-add-folder-first = Añada antes una carpeta
toolbar-open-report = Abrir informe…
toolbar-open-report-wait = Espere a que termine el análisis, o cancélelo
toolbar-open-report-hover = Mostrar un informe guardado con «Guardar resultados…» o `doppel scan --format json` (hecho aquí, o en un servidor o NAS)
toolbar-save-results = Guardar resultados…
toolbar-save-results-hover = Escribir los grupos en pantalla como informe JSON, como hace `doppel scan --format json` (para «Abrir informe…», `doppel clean` o sus propios scripts)
toolbar-save-results-first = Analice, o abra un informe, primero
toolbar-hidden = Ocultos…
toolbar-hidden-hover = Lo que ocultó como «no son duplicados», y recuperarlo
toolbar-settings = Ajustes
toolbar-help = Ayuda
toolbar-help-hover = Atajos de teclado (F1)

## App: hidden

hidden-title = Ocultos como «no son duplicados»
hidden-nothing = No hay nada oculto.
hidden-nothing-how = «No son duplicados», al revisar un grupo, oculta el grupo (o uno de sus archivos) ahora y en análisis posteriores, mientras sus archivos no cambien.
hidden-stays-hidden = Cada uno sigue oculto mientras sus archivos conserven su contenido, aunque se muevan o se renombren; un archivo editado vuelve a mostrarse solo.
hidden-when = oculto el { $date }
hidden-bring-back = Recuperar
hidden-bring-back-hover = Volver a mostrarlo a partir del próximo análisis (uno empieza ahora)
hidden-taken-out = sacado de su grupo, con:
hidden-more = y { $count } más
# A hidden group: how many files, and of which kind.
hidden-group-exact = { $count } copias exactas
hidden-group-documents = { $count } documentos similares
hidden-group-images = { $count } imágenes similares
hidden-group-videos = { $count } vídeos similares
hidden-group-folders = { $count } carpetas duplicadas o similares
# One file hidden, out of a group of this kind.
hidden-member-exact = Un archivo de copias exactas
hidden-member-documents = Un archivo de documentos similares
hidden-member-images = Un archivo de imágenes similares
hidden-member-videos = Un archivo de vídeos similares
hidden-member-folders = Un archivo de carpetas duplicadas o similares

## App: status

status-from-report = Del informe { $name }
status-watching =
    Vigilando cambios en { $folders ->
        [one] { $folders } carpeta
       *[other] { $folders } carpetas
    }
# What watching last did: when, from how many changes, in how long ($took: 0.2 s, 3 min 5 s).
status-watching-updated =
    Vigilando cambios en { $folders ->
        [one] { $folders } carpeta
       *[other] { $folders } carpetas
    }, actualizado el { $date } a partir de { $changes ->
        [one] { $changes } cambio
       *[other] { $changes } cambios
    } en { $took }
status-watching-rescanned =
    Vigilando cambios en { $folders ->
        [one] { $folders } carpeta
       *[other] { $folders } carpetas
    }, actualizado el { $date } volviendo a analizarlo todo ({ $took })
# A duration: "42 s", "0.2 s", "3 min 5 s".
status-seconds = { $seconds } s
status-minutes = { $minutes } min { $seconds } s
status-earlier = +{ $count } anteriores
status-earlier-hover = Mostrar todos los avisos de esta sesión
# A screen reader's name for the spinner.
status-updating-name = Actualizando los grupos
status-updating =
    Actualizando los grupos a partir de { $changes ->
        [one] { $changes } cambio
       *[other] { $changes } cambios
    }…
status-updating-phase =
    Actualizando los grupos a partir de { $changes ->
        [one] { $changes } cambio
       *[other] { $changes } cambios
    }… ({ $phase }: { $done } de { $total } archivos)
# A screen reader's name for the spinner.
status-checking-name = Comprobando los resultados con el disco
status-checking-report = Mostrando el informe { $name }; comprobando sus archivos con el disco…
status-checking-report-count = Mostrando el informe { $name }; comprobando sus archivos con el disco… ({ $done } de { $total })
status-checking-results = Mostrando los resultados del { $date }; comprobándolos con el disco…
status-checking-results-count = Mostrando los resultados del { $date }; comprobándolos con el disco… ({ $done } de { $total })
status-resuming = Reanudando el análisis interrumpido…
status-resuming-for = Reanudando el análisis interrumpido… (analizando desde hace { $elapsed })
status-starting = Iniciando el análisis…
status-scanning-for = Analizando desde hace { $elapsed }
# The scan's progress: its phase, then what it has done so far.
status-progress = { $phase }: { $detail }
status-progress-folders = { $folders } carpetas
status-progress-found = { $files } archivos, { $size } encontrados
status-progress-reading = { $done } de { $total } archivos, { $size_done } de { $size_total } ({ $speed }/s)
status-progress-reading-left = { $done } de { $total } archivos, { $size_done } de { $size_total } ({ $speed }/s), quedan unos { $left }
status-cancel = Cancelar
status-cancel-hover = Detener y conservar los grupos encontrados hasta ahora
status-scan-first = Analice carpetas para encontrar duplicados.
status-clean-up = Limpiar
status-clean-up-files =
    Limpiar: { $files ->
        [one] { $files } archivo
       *[other] { $files } archivos
    } a la papelera ({ $size })
status-clean-up-folders =
    Limpiar: { $folders ->
        [one] { $folders } carpeta
       *[other] { $folders } carpetas
    } a la papelera ({ $size })
status-clean-up-both =
    Limpiar: { $files ->
        [one] { $files } archivo
       *[other] { $files } archivos
    } y { $folders ->
        [one] { $folders } carpeta
       *[other] { $folders } carpetas
    } a la papelera ({ $size })
status-clean-up-hover = Mover los archivos y carpetas marcados «Papelera» a la papelera del sistema
status-clean-up-none = Marque antes archivos como «Papelera» (tecla Supr, o una regla)
status-undo = Deshacer la última limpieza
status-undo-hover =
    Devolver { $files ->
        [one] el archivo
       *[other] los { $files } archivos
    } que la limpieza del { $date } movió a la papelera
status-cleanups = Limpiezas…
status-cleanups-hover = Cada limpieza registrada; cualquiera puede restaurarse

## App: windows

windows-notices = Avisos
windows-no-notices = Nada que contar todavía.
windows-cleanups = Limpiezas
windows-started = Inicio
windows-what-it-did = Qué hizo
windows-files = Archivos
windows-in-trash = En la papelera
# A cleanup's start, as the Started column gives it.
windows-date = { $date }
windows-interrupted = { $started } (interrumpida)
windows-cleanup-id = Limpieza { $id }
windows-restore = Restaurar
windows-nothing-left = no queda nada
windows-unshare = Separar clones
windows-unshare-hover =
    { $clones ->
        [one] Devolver a { $clones } clon sus propios bloques, como antes de la limpieza: el espacio que liberaron los clones vuelve a ocuparse.
       *[other] Devolver a { $clones } clones sus propios bloques, como antes de la limpieza: el espacio que liberaron los clones vuelve a ocuparse.
    }
windows-shortcuts = Atajos de teclado
windows-shortcuts-trash = Los archivos marcados «Papelera» van a la papelera del sistema solo cuando hace clic en «Limpiar».
windows-skipped = Omitidos ({ $count })
windows-skipped-intro = Estos archivos y carpetas no se compararon; por motivo, primero los problemas:
# A reason files were skipped, and how many.
windows-skipped-reason = { $reason } ({ $count })
# A file skipped and why, in the engine's words.
windows-path-reason = { $path }: { $reason }

## App: keep_rules

rules-chooser-all = Marcar cada grupo de la pestaña según una regla de conservación
rules-chooser-one = Marcar el grupo seleccionado según una regla de conservación
rules-chooser-keys = Arriba y Abajo eligen, Intro marca, Esc cierra.
rules-cancel = Cancelar
rules-decides =
    De { $groups ->
        [one] { $groups } grupo
       *[other] { $groups } grupos
    } en esta pestaña, la regla decide { $decided }.
rules-left-alone =
    Deja { $groups ->
        [one] { $groups } grupo
       *[other] { $groups } grupos
    } sin tocar, con sus marcas como están:
# One reason a group was left alone ($why), after a bullet.
rules-left-alone-why =
    { $groups ->
        [one] { $groups } grupo
       *[other] { $groups } grupos
    }: { $why }
rules-mark-nothing = No marcaría nada para la papelera.
rules-mark-files =
    Marcaría { $files ->
        [one] { $files } archivo
       *[other] { $files } archivos
    } para la papelera, liberando { $size } cuando se vacíe la papelera.
rules-mark-folders =
    Marcaría { $folders ->
        [one] { $folders } carpeta
       *[other] { $folders } carpetas
    } para la papelera, liberando { $size } cuando se vacíe la papelera.
rules-mark-both =
    Marcaría { $files ->
        [one] { $files } archivo
       *[other] { $files } archivos
    } y { $folders ->
        [one] { $folders } carpeta
       *[other] { $folders } carpetas
    } para la papelera, liberando { $size } cuando se vacíe la papelera.
rules-for-example = Por ejemplo
# An example's paths; the spaces line the paths up in a column.
rules-example-keep = Conservar  { $path }
rules-example-trash = Papelera   { $path }
rules-example-more = Papelera   y { $count } más
rules-nothing-moved = Ahora no se mueve nada: marcar solo decide qué movería una limpieza a la papelera.
rules-apply = Aplicar
rules-heading = Reglas de conservación
rules-intro = Criterios en orden, cada uno deshace los empates del anterior; las reglas guardadas se ofrecen donde se marcan los grupos.
rules-saved-name = { $name }:
rules-delete = Eliminar
rules-name = Nombre
rules-name-hint = Fotos primero
rules-rule = Regla
# $criteria is the rule syntax's list of criteria, which stays as it is typed.
rules-criteria = Criterios: { $criteria }.
# A rule read back as words.
rules-read-back = { $rule }.
rules-save = Guardar regla

## App: keyboard

# What each keyboard shortcut does, as the Help window lists it (the README's table stays English).
keyboard-add-folder = Añadir una carpeta escribiendo su ruta
keyboard-scan = Analizar las carpetas
keyboard-next-tab = Pestaña siguiente
keyboard-previous-tab = Pestaña anterior
keyboard-next-group = Grupo siguiente
keyboard-previous-group = Grupo anterior
keyboard-next-file = Archivo siguiente del grupo
keyboard-previous-file = Archivo anterior del grupo
keyboard-next-change = Cambio siguiente en los textos comparados
keyboard-previous-change = Cambio anterior en los textos comparados
keyboard-mark-keep = Marcar el archivo seleccionado como «Conservar»; en un diálogo, pulsar su botón principal
keyboard-mark-trash = Marcar el archivo seleccionado como «Papelera»
keyboard-rule-group = Marcar el grupo seleccionado según una regla de conservación
keyboard-rule-tab = Marcar cada grupo de la pestaña según una regla de conservación
keyboard-undo-mark = Deshacer la última marca
keyboard-clean-up = Limpiar: mover a la papelera lo marcado como «Papelera» (pregunta antes)
keyboard-undo-cleanup = Deshacer la última limpieza
keyboard-search = Buscar en las rutas
keyboard-open-report = Abrir un informe
keyboard-save-results = Guardar los resultados como informe
keyboard-zoom-in = Agrandar todo
keyboard-zoom-out = Reducir todo
keyboard-zoom-reset = Tamaño normal
keyboard-focus = Mover el foco del teclado; Espacio o Intro pulsa lo que lo tiene
keyboard-help = Mostrar u ocultar estos atajos
keyboard-close = Cerrar la ayuda, un diálogo o una ventana

## App: settings_window

settings-title = Ajustes
settings-scan-next = Los ajustes del análisis se aplican en el próximo análisis.
settings-cache = Caché de huellas
settings-cache-measuring = midiendo…
settings-cache-size = Recuerda los archivos sin cambios entre análisis: { $size }
settings-cache-clear = Vaciar
settings-appearance = Apariencia
settings-high-contrast = Alto contraste
settings-high-contrast-hover = Texto blanco sobre negro (o negro sobre blanco), cada control con contorno
settings-size = Tamaño
settings-size-hover = Además de la escala del escritorio: Ctrl + / Ctrl − / Ctrl 0
settings-smaller = Más pequeño (Ctrl −)
settings-larger = Más grande (Ctrl +)
settings-normal-size = Tamaño normal
settings-documents = Documentos similares
settings-similarity = similitud mínima
settings-percent = { $percent } %
settings-similarity-help = Cuánto de su redacción deben compartir dos documentos para agruparse.
settings-drop-numbers = Ignorar los números
settings-stop-words = Ignorar las palabras comunes («the», «of», «und»…)
settings-stop-words-hover = Las palabras vacías del idioma detectado de cada documento
settings-stem = Comparar las raíces de las palabras («correr» = «corre»)
settings-stem-hover = En el idioma detectado de cada documento
settings-images = Imágenes similares
settings-images-hover = La misma foto redimensionada, recomprimida, algo recortada, girada, reflejada o editada, listada en la pestaña «Imágenes similares»
settings-how-alike = parecido
settings-how-alike-help = Cuántos de los 64 bits de los hashes perceptivos de dos imágenes pueden diferir. Los niveles más laxos también agrupan fotos distintas de una misma escena.
# A step of "how alike" with its distance.
settings-likeness-very-similar = Muy similares (hasta { $distance } de 64 bits)
settings-likeness-similar = Similares (hasta { $distance } de 64 bits)
settings-likeness-alike = Parecidas (hasta { $distance } de 64 bits)
settings-likeness-loosely-similar = Vagamente similares (hasta { $distance } de 64 bits)
# $formats lists the image formats compared (JPEG, PNG, …).
settings-find-images = Encontrar imágenes similares ({ $formats })
# A format and what it needs to be read ($needs names a tool or package).
settings-format-needs = { $format } (necesita { $needs })
settings-formats-off = Desactivado en este equipo: { $formats }
settings-videos = Vídeos similares
settings-find-videos = Encontrar vídeos similares (necesita ffmpeg)
settings-find-videos-hover = El mismo clip recodificado, redimensionado, algo recortado o acortado, y un clip dentro de un vídeo más largo, listados en la pestaña «Vídeos similares». Cada vídeo se decodifica, así que un primer análisis de muchos vídeos tarda un rato.
settings-no-ffmpeg = No se pudo ejecutar { $tool } ({ $why }): instale ffmpeg (sudo apt-get install ffmpeg); mientras tanto, un análisis busca todo lo demás y lo indica.
settings-folders = Carpetas
settings-find-folders = Encontrar carpetas duplicadas y similares
settings-find-folders-hover = Carpetas cuyo contenido entero son copias unas de otras, o que comparten muchos de sus archivos, listadas en la pestaña «Carpetas»
settings-same-names = Las carpetas duplicadas también deben usar los mismos nombres de archivo
settings-folders-share = las carpetas similares comparten
settings-off = desactivado
settings-folders-share-hover = La parte mínima de sus archivos que dos carpetas deben tener en común para listarse como similares (desactivado: solo carpetas duplicadas)
settings-files = Archivos
settings-min-size = Ignorar archivos de menos de
settings-bytes =
    { $bytes ->
        [one] { $bytes } byte
       *[other] { $bytes } bytes
    }
settings-hidden = Incluir archivos y carpetas ocultos
settings-follow-links = Seguir enlaces simbólicos
settings-follow-links-hover = Los bucles se detectan y se listan como omitidos
settings-one-file-system = Quedarse en la unidad de cada carpeta (no entrar en otros montajes)
settings-include-trash = Incluir archivos de carpetas de papelera
settings-include-trash-hover = Los archivos de la papelera (la suya, la de otro usuario, la .Trash-1000 de una memoria USB, la $RECYCLE.BIN de Windows…) se dejan fuera salvo que esto esté activado. Activado, aparecen en grupos, pero una regla de conservación nunca conserva uno, y una copia en la papelera nunca cuenta como la copia conservada.
settings-rescan = Volver a analizarlo todo cada
settings-minutes = { $minutes } min
settings-rescan-hover = Los cambios en las carpetas vigiladas actualizan los grupos a medida que ocurren, sin análisis. Un análisis completo de vez en cuando recoge lo que no se anunció: las carpetas de red no anuncian nada, y una avalancha de cambios puede superar lo que el sistema transmite (0 = nunca).
settings-excludes = Omitir nombres o rutas que coincidan con (un patrón por línea, p. ej. *.tmp):
settings-cjk-font = Caracteres chinos, japoneses y coreanos: dibujados con { $font }
settings-no-cjk-font = No hay ninguna fuente para el chino instalada: sus caracteres se ven como cuadros. Instale una con: sudo apt-get install { $package }

## App: dialogs

# Files and folders, as the dialogs count them: "3 files", "1 folder", "2 files and 1 folder".
dialogs-files =
    { $files ->
        [one] { $files } archivo
       *[other] { $files } archivos
    }
dialogs-folders =
    { $folders ->
        [one] { $folders } carpeta
       *[other] { $folders } carpetas
    }
dialogs-files-and-folders =
    { $files ->
        [one] { $files } archivo
       *[other] { $files } archivos
    } y { $folders ->
        [one] { $folders } carpeta
       *[other] { $folders } carpetas
    }
# A screen reader's name for the spinner.
dialogs-putting-back-name = Devolviendo los archivos
dialogs-putting-back = Devolviendo los archivos…
dialogs-restored =
    { $files ->
        [one] Se devolvió { $files } archivo a donde estaba.
       *[other] Se devolvieron { $files } archivos a donde estaban.
    }
dialogs-unshared =
    { $clones ->
        [one] { $clones } clon vuelve a tener bloques propios.
       *[other] { $clones } clones vuelven a tener bloques propios.
    }
dialogs-nothing-to-do = Nada que hacer
dialogs-still-in-trash = Aún en la papelera
dialogs-close = Cerrar
# $reason says why, in the engine's words.
dialogs-nothing-moved = No se movió nada: { $reason }.
dialogs-clean-up = ¿Limpiar?
# $what counts the files and folders (dialogs-files-and-folders).
dialogs-clean-up-what = ¿Limpiar { $what }?
dialogs-stopped = Limpieza detenida
dialogs-finished = Limpieza terminada
dialogs-add-folder = Añadir una carpeta
dialogs-undo-finished = Deshacer terminado
dialogs-type-path = Escriba la ruta de una carpeta para analizar (~ es su carpeta personal):
dialogs-folder-path = Ruta de la carpeta
dialogs-add = Añadir
dialogs-file-manager = Elegir con el gestor de archivos…
dialogs-cancel = Cancelar
dialogs-progress = { $done } de { $total }
dialogs-journal = Cada archivo se anota en el registro antes de moverse: pase lo que pase, esta limpieza se puede deshacer.
dialogs-stop = Detener
# A list of files a cleanup refused, with its title and length.
dialogs-refusals = { $title } ({ $count }):
dialogs-trash-title = Mover a la papelera
dialogs-trash-does = Cada copia va a la papelera del sistema. Puede deshacerlo después, o restaurar usted mismo desde la papelera.
dialogs-trash-confirm = Mover { $what } a la papelera
dialogs-trash-progress = Moviendo archivos a la papelera…
dialogs-links-title = Sustituir por enlaces duros
dialogs-links-does = El nombre de cada copia apunta entonces al archivo de la copia conservada, así que cada ruta sigue funcionando. El original espera en la papelera hasta que se vacíe; Deshacer lo devuelve.
dialogs-links-risk = Los nombres enlazados comparten entonces un archivo: un cambio a través de un nombre los cambia todos.
dialogs-links-confirm = Sustituir { $what } por enlaces duros
dialogs-links-progress = Sustituyendo archivos por enlaces duros…
dialogs-clones-title = Sustituir por clones
dialogs-clones-does = Cada copia conserva su nombre, propietario, permisos y fechas; solo sus bloques pasan a compartirse con la copia conservada, así que el espacio vuelve enseguida. Nada va a la papelera, y un cambio a través de un nombre solo cambia ese archivo.
dialogs-clones-confirm = Sustituir { $what } por clones
dialogs-clones-progress = Convirtiendo las copias en clones de las conservadas…
dialogs-nothing-trashable = Nada puede ir a la papelera: cada grupo marcado perdería su última copia.
dialogs-marked =
    { $count ->
        [one] { $what } marcado como «Papelera», { $size } de contenido (lo que libera cada forma cuenta los bloques que ocupan en el disco). Elija qué hacer con él:
       *[other] { $what } marcados como «Papelera», { $size } de contenido (lo que libera cada forma cuenta los bloques que ocupan en el disco). Elija qué hacer con ellos:
    }
dialogs-companions =
    Al moverse a la papelera, se llevan { $companions ->
        [one] { $companions } archivo acompañante
       *[other] { $companions } archivos acompañantes
    } ({ $size }: sus RAW, vídeos Live Photo y archivos auxiliares, una foto con ellos). Los enlaces duros y los clones sustituyen solo los duplicados y dejan estos en su sitio.
dialogs-estimating = Examinando los archivos ({ $done } de { $total }) para decir qué libera cada forma…
dialogs-left-alone-anyway = Sin tocar sea cual sea la forma
dialogs-allow-owner-change = También donde el propietario o los permisos difieren (el nombre muestra entonces los de la copia conservada)
dialogs-frees-now = libera { $size } ahora
dialogs-frees-at-most-now = libera como mucho { $size } ahora
dialogs-frees-emptied = libera { $size } cuando se vacíe la papelera
dialogs-frees-at-most-emptied = libera como mucho { $size } cuando se vacíe la papelera
dialogs-leaves-everything = No es posible aquí: dejaría todos los archivos sin tocar (motivos, abajo).
# $reasons: why the file systems cannot share blocks, in the engine's words.
dialogs-no-block-sharing = No es posible aquí: { $reasons }.
dialogs-other-names =
    { $files ->
        [one] { $files } archivo tiene otros nombres en otro lugar, que conservan su espacio.
       *[other] { $files } archivos tienen otros nombres en otro lugar, que conservan su espacio.
    }
dialogs-already-shared = { $size } de sus bloques ya están compartidos (con una instantánea o un clon), y siguen así.
dialogs-sharing-unknown = Donde el sistema de archivos no puede decir qué bloques están compartidos, se cuentan todos.
dialogs-unmeasured =
    { $files ->
        [one] { $files } archivo dentro de las carpetas no se pudo examinar, y no se cuenta.
       *[other] { $files } archivos dentro de las carpetas no se pudieron examinar, y no se cuentan.
    }
# What a way frees on one file system ($fs: its kind, as btrfs; $example: a path on it).
dialogs-per-fs = { $size } en { $fs } ({ $example })
dialogs-leaves-alone = Deja { $what } sin tocar
dialogs-cannot-share = { $fs } no puede compartir bloques
dialogs-no-hard-links = { $fs } no tiene enlaces duros (un archivo no puede tener allí un segundo nombre)
dialogs-which = Cuáles
dialogs-moved = Se movieron { $what } ({ $size }) a la papelera.
dialogs-linked = Se sustituyeron { $what } por enlaces duros a las copias conservadas: cada ruta sigue abriendo los mismos bytes. Los originales están en la papelera.
dialogs-cloned = Se convirtieron { $what } en clones de las copias conservadas: cada uno conserva su nombre y sus bytes, y ahora comparte sus bloques con la copia conservada. Nada fue a la papelera.
dialogs-comes-back = { $size } vuelven cuando se vacíe la papelera.
dialogs-comes-back-held = { $size } vuelven cuando se vacíe la papelera ({ $held } siguen en uso: los archivos con otros nombres los conservan).
# $why says why, in the engine's words.
# A file and why it was left alone, in the engine's words.
dialogs-path-reason = { $path }: { $reason }
dialogs-stopped-early = Detenida antes de terminar: { $why }.
dialogs-left-in-place = Dejados en su sitio
dialogs-undo = Deshacer
dialogs-unshare = Separar clones
dialogs-unshare-hover = Devolver a los clones bloques propios, como antes de la limpieza: el espacio que liberaron vuelve a ocuparse.
