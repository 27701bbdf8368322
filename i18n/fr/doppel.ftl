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

settings-language = Langue
settings-language-desktop = Comme le bureau ({ $language })

## App: empty

empty-opening = Ouverture des résultats de la dernière session…
# A screen reader's name for the spinner.
empty-scanning-name = Analyse en cours
empty-scanning = Analyse en cours…
empty-resumed = Cette analyse était en cours à la dernière fermeture de Doppel ; elle a redémarré.
empty-groups-appear = Les groupes apparaîtront ici à la fin de l’analyse.
empty-could-not-start = L’analyse n’a pas pu démarrer
empty-check-folder = Vérifiez que le dossier existe et que vous pouvez le lire, puis relancez l’analyse.
empty-scan-again = Relancer l’analyse
empty-welcome = Trouver les fichiers en double et les documents similaires
empty-add-folders = Ajoutez les dossiers à examiner, ou déposez-les sur cette fenêtre.
empty-choose-folders = Choisir les dossiers à analyser…
empty-ready = Prêt pour l’analyse
empty-folders-chosen =
    { $count ->
        [one] { $count } dossier choisi
       *[other] { $count } dossiers choisis
    }. Doppel ne fait que lire vos fichiers, jusqu’à ce que vous choisissiez de faire le ménage.
empty-scan = Analyser

## App: folders

folders-heading = Dossiers
folders-none = Aucun dossier pour l’instant. Utilisez « Ajouter un dossier… » ou déposez des dossiers sur cette fenêtre.
folders-against = Comparer
folders-reference = Référence
folders-remove = Retirer
folders-remove-hover = Retirer ce dossier de la liste (rien n’est supprimé)
folders-reference-help = Un dossier de référence contient vos originaux : ses fichiers ne sont jamais marqués pour la corbeille ni mis à la corbeille, les groupes entièrement à l’intérieur ne sont pas affichés, et l’onglet « Seulement ici » liste les fichiers des autres dossiers qui n’y ont aucune copie. Prend effet à la prochaine analyse.
folders-against-help = Comparer les autres dossiers à celui-ci : seuls les groupes reliant un fichier d’ici à un fichier d’un autre dossier sont affichés, jamais des copies seulement dans les autres ou seulement dans celui-ci. Ses fichiers ne sont jamais marqués pour la corbeille ni mis à la corbeille, et l’onglet « Seulement ici » liste les fichiers des autres dossiers qui n’ont aucune copie ici. Prend effet à la prochaine analyse.

## App: toolbar

toolbar-add-folder = Ajouter un dossier…
toolbar-add-folder-hover = Choisir les dossiers à analyser
toolbar-cancel-scan = Annuler l’analyse
toolbar-scan = Analyser
toolbar-add-folder-first = Ajoutez d’abord un dossier
toolbar-open-report = Ouvrir un rapport…
toolbar-open-report-wait = Attendez la fin de l’analyse, ou annulez-la
toolbar-open-report-hover = Afficher un rapport enregistré par « Enregistrer les résultats… » ou `doppel scan --format json` (créé ici, ou sur un serveur ou un NAS)
toolbar-save-results = Enregistrer les résultats…
toolbar-save-results-hover = Écrire les groupes affichés dans un rapport JSON, comme le fait `doppel scan --format json` (pour « Ouvrir un rapport… », `doppel clean` ou vos propres scripts)
toolbar-save-results-first = Analysez, ou ouvrez un rapport, d’abord
toolbar-hidden = Masqués…
toolbar-hidden-hover = Ce que vous avez masqué comme « pas des doublons », et le faire revenir
toolbar-settings = Paramètres
toolbar-help = Aide
toolbar-help-hover = Raccourcis clavier (F1)

## App: hidden

hidden-title = Masqués comme « pas des doublons »
hidden-nothing = Rien n’est masqué.
hidden-nothing-how = « Pas des doublons », dans l’examen d’un groupe, masque un groupe (ou un de ses fichiers) maintenant et lors des analyses suivantes, tant que ses fichiers restent les mêmes.
hidden-stays-hidden = Chaque élément reste masqué tant que ses fichiers gardent leur contenu, où qu’ils soient déplacés ou renommés ; un fichier modifié réapparaît de lui-même.
hidden-when = masqué le { $date }
hidden-bring-back = Faire revenir
hidden-bring-back-hover = L’afficher de nouveau à partir de la prochaine analyse (une démarre maintenant)
hidden-taken-out = retiré de son groupe, avec :
hidden-more = et { $count } de plus
# A hidden group: how many files, and of which kind.
hidden-group-exact = { $count } copies exactes
hidden-group-documents = { $count } documents similaires
hidden-group-images = { $count } images similaires
hidden-group-videos = { $count } vidéos similaires
hidden-group-folders = { $count } dossiers en double ou similaires
# One file hidden, out of a group of this kind.
hidden-member-exact = Un fichier de copies exactes
hidden-member-documents = Un fichier de documents similaires
hidden-member-images = Un fichier d’images similaires
hidden-member-videos = Un fichier de vidéos similaires
hidden-member-folders = Un fichier de dossiers en double ou similaires

## App: status

status-from-report = Depuis le rapport { $name }
status-watching =
    Surveillance des changements dans { $folders ->
        [one] { $folders } dossier
       *[other] { $folders } dossiers
    }
# What watching last did: when, from how many changes, in how long ($took: 0.2 s, 3 min 5 s).
status-watching-updated =
    Surveillance des changements dans { $folders ->
        [one] { $folders } dossier
       *[other] { $folders } dossiers
    }, mis à jour le { $date } à partir de { $changes ->
        [one] { $changes } changement
       *[other] { $changes } changements
    } en { $took }
status-watching-rescanned =
    Surveillance des changements dans { $folders ->
        [one] { $folders } dossier
       *[other] { $folders } dossiers
    }, mis à jour le { $date } en tout analysant de nouveau ({ $took })
# A duration: "42 s", "0.2 s", "3 min 5 s".
status-seconds = { $seconds } s
status-minutes = { $minutes } min { $seconds } s
status-earlier = +{ $count } plus anciennes
status-earlier-hover = Afficher toutes les notifications de cette session
# A screen reader's name for the spinner.
status-updating-name = Mise à jour des groupes
status-updating =
    Mise à jour des groupes à partir de { $changes ->
        [one] { $changes } changement
       *[other] { $changes } changements
    }…
status-updating-phase =
    Mise à jour des groupes à partir de { $changes ->
        [one] { $changes } changement
       *[other] { $changes } changements
    }… ({ $phase } : { $done } fichiers sur { $total })
# A screen reader's name for the spinner.
status-checking-name = Vérification des résultats sur le disque
status-checking-report = Affichage du rapport { $name } ; vérification de ses fichiers sur le disque…
status-checking-report-count = Affichage du rapport { $name } ; vérification de ses fichiers sur le disque… ({ $done } sur { $total })
status-checking-results = Affichage des résultats du { $date } ; vérification sur le disque…
status-checking-results-count = Affichage des résultats du { $date } ; vérification sur le disque… ({ $done } sur { $total })
status-resuming = Reprise de l’analyse interrompue…
status-resuming-for = Reprise de l’analyse interrompue… (analyse depuis { $elapsed })
status-starting = Démarrage de l’analyse…
status-scanning-for = Analyse depuis { $elapsed }
# The scan's progress: its phase, then what it has done so far.
status-progress = { $phase } : { $detail }
status-progress-folders = { $folders } dossiers
status-progress-found = { $files } fichiers, { $size } trouvés
status-progress-reading = { $done } fichiers sur { $total }, { $size_done } sur { $size_total } ({ $speed }/s)
status-progress-reading-left = { $done } fichiers sur { $total }, { $size_done } sur { $size_total } ({ $speed }/s), il reste environ { $left }
status-cancel = Annuler
status-cancel-hover = Arrêter et garder les groupes trouvés jusqu’ici
status-scan-first = Analysez des dossiers pour trouver les doublons.
status-clean-up = Faire le ménage
status-clean-up-files =
    Faire le ménage : { $files ->
        [one] { $files } fichier
       *[other] { $files } fichiers
    } à la corbeille ({ $size })
status-clean-up-folders =
    Faire le ménage : { $folders ->
        [one] { $folders } dossier
       *[other] { $folders } dossiers
    } à la corbeille ({ $size })
status-clean-up-both =
    Faire le ménage : { $files ->
        [one] { $files } fichier
       *[other] { $files } fichiers
    } et { $folders ->
        [one] { $folders } dossier
       *[other] { $folders } dossiers
    } à la corbeille ({ $size })
status-clean-up-hover = Mettre les fichiers et dossiers marqués « Corbeille » dans la corbeille du système
status-clean-up-none = Marquez d’abord des fichiers « Corbeille » (touche Suppr, ou une règle)
status-undo = Annuler le dernier ménage
status-undo-hover =
    Remettre { $files ->
        [one] le fichier
       *[other] les { $files } fichiers
    } que le ménage du { $date } a mis à la corbeille
status-cleanups = Ménages…
status-cleanups-hover = Chaque ménage enregistré ; chacun peut être restauré

## App: windows

windows-notices = Notifications
windows-no-notices = Rien à signaler pour l’instant.
windows-cleanups = Ménages
windows-started = Commencé
windows-what-it-did = Ce qu’il a fait
windows-files = Fichiers
windows-in-trash = Dans la corbeille
# A cleanup's start, as the Started column gives it.
windows-date = { $date }
windows-interrupted = { $started } (interrompu)
windows-cleanup-id = Ménage { $id }
windows-restore = Restaurer
windows-nothing-left = plus rien
windows-unshare = Séparer les clones
windows-unshare-hover =
    { $clones ->
        [one] Redonner à { $clones } clone ses propres blocs, comme avant le ménage : l’espace libéré par les clones est de nouveau occupé.
       *[other] Redonner à { $clones } clones leurs propres blocs, comme avant le ménage : l’espace libéré par les clones est de nouveau occupé.
    }
windows-shortcuts = Raccourcis clavier
windows-shortcuts-trash = Les fichiers marqués « Corbeille » ne vont dans la corbeille du système que lorsque vous cliquez sur « Faire le ménage ».
windows-skipped = Ignorés ({ $count })
windows-skipped-intro = Ces fichiers et dossiers n’ont pas été comparés, par raison, problèmes d’abord :
# A reason files were skipped, and how many.
windows-skipped-reason = { $reason } ({ $count })
# A file skipped and why, in the engine's words.
windows-path-reason = { $path } : { $reason }

## App: keep_rules

rules-chooser-all = Marquer chaque groupe de l’onglet selon une règle de conservation
rules-chooser-one = Marquer le groupe sélectionné selon une règle de conservation
rules-chooser-keys = Haut et Bas choisissent, Entrée marque, Échap ferme.
rules-cancel = Annuler
rules-decides =
    Sur { $groups ->
        [one] { $groups } groupe
       *[other] { $groups } groupes
    } dans cet onglet, la règle en tranche { $decided }.
rules-left-alone =
    Elle laisse { $groups ->
        [one] { $groups } groupe
       *[other] { $groups } groupes
    } de côté, leurs marques telles quelles :
# One reason a group was left alone ($why), after a bullet.
rules-left-alone-why =
    { $groups ->
        [one] { $groups } groupe
       *[other] { $groups } groupes
    } : { $why }
rules-mark-nothing = Elle ne marquerait rien pour la corbeille.
rules-mark-files =
    Elle marquerait { $files ->
        [one] { $files } fichier
       *[other] { $files } fichiers
    } pour la corbeille, libérant { $size } une fois la corbeille vidée.
rules-mark-folders =
    Elle marquerait { $folders ->
        [one] { $folders } dossier
       *[other] { $folders } dossiers
    } pour la corbeille, libérant { $size } une fois la corbeille vidée.
rules-mark-both =
    Elle marquerait { $files ->
        [one] { $files } fichier
       *[other] { $files } fichiers
    } et { $folders ->
        [one] { $folders } dossier
       *[other] { $folders } dossiers
    } pour la corbeille, libérant { $size } une fois la corbeille vidée.
rules-for-example = Par exemple
# An example's paths; the spaces line the paths up in a column.
rules-example-keep = Garder     { $path }
rules-example-trash = Corbeille  { $path }
rules-example-more = Corbeille  et { $count } de plus
rules-nothing-moved = Rien n’est déplacé maintenant : marquer décide seulement de ce qu’un ménage mettrait à la corbeille.
rules-apply = Appliquer
rules-heading = Règles de conservation
rules-intro = Critères dans l’ordre, chacun départageant les égalités du précédent ; les règles enregistrées sont proposées là où l’on marque les groupes.
rules-saved-name = { $name } :
rules-delete = Supprimer
rules-name = Nom
rules-name-hint = Photos d’abord
rules-rule = Règle
# $criteria is the rule syntax's list of criteria, which stays as it is typed.
rules-criteria = Critères : { $criteria }.
# A rule read back as words.
rules-read-back = { $rule }.
rules-save = Enregistrer la règle

## App: keyboard

# What each keyboard shortcut does, as the Help window lists it (the README's table stays English).
keyboard-add-folder = Ajouter un dossier en tapant son chemin
keyboard-scan = Analyser les dossiers
keyboard-next-tab = Onglet suivant
keyboard-previous-tab = Onglet précédent
keyboard-next-group = Groupe suivant
keyboard-previous-group = Groupe précédent
keyboard-next-file = Fichier suivant du groupe
keyboard-previous-file = Fichier précédent du groupe
keyboard-next-change = Modification suivante dans les textes comparés
keyboard-previous-change = Modification précédente dans les textes comparés
keyboard-mark-keep = Marquer le fichier sélectionné « Garder » ; dans une boîte de dialogue, appuyer sur son bouton principal
keyboard-mark-trash = Marquer le fichier sélectionné « Corbeille »
keyboard-rule-group = Marquer le groupe sélectionné selon une règle de conservation
keyboard-rule-tab = Marquer chaque groupe de l’onglet selon une règle de conservation
keyboard-undo-mark = Annuler la dernière marque
keyboard-clean-up = Faire le ménage : mettre à la corbeille ce qui est marqué « Corbeille » (demande d’abord)
keyboard-undo-cleanup = Annuler le dernier ménage
keyboard-search = Rechercher dans les chemins
keyboard-open-report = Ouvrir un rapport
keyboard-save-results = Enregistrer les résultats dans un rapport
keyboard-zoom-in = Tout agrandir
keyboard-zoom-out = Tout réduire
keyboard-zoom-reset = Taille normale
keyboard-focus = Déplacer le focus clavier ; Espace ou Entrée appuie sur ce qui l’a
keyboard-help = Afficher ou masquer ces raccourcis
keyboard-close = Fermer l’aide, une boîte de dialogue ou une fenêtre

## App: settings_window

settings-title = Paramètres
settings-scan-next = Les paramètres d’analyse prennent effet à la prochaine analyse.
settings-cache = Cache des empreintes
settings-cache-measuring = mesure en cours…
settings-cache-size = Mémorise les fichiers inchangés d’une analyse à l’autre : { $size }
settings-cache-clear = Vider
settings-appearance = Apparence
settings-high-contrast = Contraste élevé
settings-high-contrast-hover = Texte blanc sur noir (ou noir sur blanc), chaque contrôle entouré
settings-size = Taille
settings-size-hover = En plus de l’échelle du bureau : Ctrl + / Ctrl − / Ctrl 0
settings-smaller = Plus petit (Ctrl −)
settings-larger = Plus grand (Ctrl +)
settings-normal-size = Taille normale
settings-documents = Documents similaires
settings-similarity = similarité minimale
settings-percent = { $percent } %
settings-similarity-help = La part de leur formulation que deux documents doivent partager pour être groupés.
settings-drop-numbers = Ignorer les nombres
settings-stop-words = Ignorer les mots courants (« the », « of », « und »…)
settings-stop-words-hover = Les mots vides de la langue détectée de chaque document
settings-stem = Comparer les racines des mots (« courir » = « court »)
settings-stem-hover = Dans la langue détectée de chaque document
settings-images = Images similaires
settings-images-hover = La même photo redimensionnée, recompressée, un peu recadrée, tournée, retournée ou retouchée, listée dans l’onglet « Images similaires »
settings-how-alike = ressemblance
settings-how-alike-help = Combien des 64 bits des empreintes perceptuelles de deux images peuvent différer. Les niveaux plus lâches groupent aussi des photos différentes d’une même scène.
# A step of "how alike" with its distance.
settings-likeness-very-similar = Très similaires (jusqu’à { $distance } bits sur 64)
settings-likeness-similar = Similaires (jusqu’à { $distance } bits sur 64)
settings-likeness-alike = Ressemblantes (jusqu’à { $distance } bits sur 64)
settings-likeness-loosely-similar = Vaguement similaires (jusqu’à { $distance } bits sur 64)
# $formats lists the image formats compared (JPEG, PNG, …).
settings-find-images = Trouver les images similaires ({ $formats })
# A format and what it needs to be read ($needs names a tool or package).
settings-format-needs = { $format } (nécessite { $needs })
settings-formats-off = Désactivé sur cette machine : { $formats }
settings-videos = Vidéos similaires
settings-find-videos = Trouver les vidéos similaires (nécessite ffmpeg)
settings-find-videos-hover = Le même clip réencodé, redimensionné, un peu recadré ou raccourci, et un clip à l’intérieur d’une vidéo plus longue, listés dans l’onglet « Vidéos similaires ». Chaque vidéo est décodée : une première analyse de nombreuses vidéos prend donc du temps.
settings-no-ffmpeg = { $tool } n’a pas pu être lancé ({ $why }) : installez ffmpeg (sudo apt-get install ffmpeg) ; d’ici là, une analyse cherche tout le reste et le signale.
settings-folders = Dossiers
settings-find-folders = Trouver les dossiers en double et similaires
settings-find-folders-hover = Les dossiers dont tout le contenu est copie l’un de l’autre, ou qui partagent une grande partie de leurs fichiers, listés dans l’onglet « Dossiers »
settings-same-names = Les dossiers en double doivent aussi avoir les mêmes noms de fichiers
settings-folders-share = part commune des dossiers similaires
settings-off = désactivé
settings-folders-share-hover = La plus petite part de leurs fichiers que deux dossiers doivent avoir en commun pour être listés comme similaires (désactivé : dossiers en double seulement)
settings-files = Fichiers
settings-min-size = Ignorer les fichiers de moins de
settings-bytes =
    { $bytes ->
        [one] { $bytes } octet
       *[other] { $bytes } octets
    }
settings-hidden = Inclure les fichiers et dossiers cachés
settings-follow-links = Suivre les liens symboliques
settings-follow-links-hover = Les boucles sont repérées et listées comme ignorées
settings-one-file-system = Rester sur le disque de chaque dossier (ne pas entrer dans d’autres montages)
settings-include-trash = Inclure les fichiers des dossiers de corbeille
settings-include-trash-hover = Les fichiers de la corbeille (la vôtre, celle d’un autre utilisateur, le .Trash-1000 d’une clé USB, le $RECYCLE.BIN de Windows…) sont laissés de côté sauf si cette option est activée. Activée, ils apparaissent dans les groupes, mais une règle de conservation n’en garde jamais un, et une copie dans la corbeille ne compte jamais comme la copie gardée.
settings-rescan = Tout analyser de nouveau toutes les
settings-minutes = { $minutes } min
settings-rescan-hover = Les changements dans les dossiers surveillés mettent à jour les groupes au fur et à mesure, sans analyse. Une analyse complète de temps en temps rattrape ce qui n’a pas été signalé : les dossiers réseau ne signalent rien, et un flot de changements peut dépasser ce que le système transmet (0 = jamais).
settings-excludes = Ignorer les noms ou chemins correspondant à (un motif par ligne, p. ex. *.tmp) :
settings-cjk-font = Caractères chinois, japonais et coréens : dessinés avec { $font }
settings-no-cjk-font = Aucune police pour le chinois n’est installée : ses caractères s’affichent comme des carrés. Installez-en une avec : sudo apt-get install { $package }

## App: dialogs

# Files and folders, as the dialogs count them: "3 files", "1 folder", "2 files and 1 folder".
dialogs-files =
    { $files ->
        [one] { $files } fichier
       *[other] { $files } fichiers
    }
dialogs-folders =
    { $folders ->
        [one] { $folders } dossier
       *[other] { $folders } dossiers
    }
dialogs-files-and-folders =
    { $files ->
        [one] { $files } fichier
       *[other] { $files } fichiers
    } et { $folders ->
        [one] { $folders } dossier
       *[other] { $folders } dossiers
    }
# A screen reader's name for the spinner.
dialogs-putting-back-name = Remise en place des fichiers
dialogs-putting-back = Remise en place des fichiers…
dialogs-restored =
    { $files ->
        [one] { $files } fichier remis à sa place.
       *[other] { $files } fichiers remis à leur place.
    }
dialogs-unshared =
    { $clones ->
        [one] { $clones } clone a de nouveau ses propres blocs.
       *[other] { $clones } clones ont de nouveau leurs propres blocs.
    }
dialogs-nothing-to-do = Rien à faire
dialogs-still-in-trash = Toujours dans la corbeille
dialogs-close = Fermer
# $reason says why, in the engine's words.
dialogs-nothing-moved = Rien n’a été déplacé : { $reason }.
dialogs-clean-up = Faire le ménage ?
# $what counts the files and folders (dialogs-files-and-folders).
dialogs-clean-up-what = Faire le ménage de { $what } ?
dialogs-stopped = Ménage arrêté
dialogs-finished = Ménage terminé
dialogs-add-folder = Ajouter un dossier
dialogs-undo-finished = Annulation terminée
dialogs-type-path = Tapez le chemin d’un dossier à analyser (~ est votre dossier personnel) :
dialogs-folder-path = Chemin du dossier
dialogs-add = Ajouter
dialogs-file-manager = Choisir avec le gestionnaire de fichiers…
dialogs-cancel = Annuler
dialogs-progress = { $done } sur { $total }
dialogs-journal = Chaque fichier est inscrit au journal avant d’être déplacé : quoi qu’il arrive, ce ménage peut être annulé.
dialogs-stop = Arrêter
# A list of files a cleanup refused, with its title and length.
dialogs-refusals = { $title } ({ $count }) :
dialogs-trash-title = Mettre à la corbeille
dialogs-trash-does = Chaque copie va dans la corbeille du système. Vous pourrez l’annuler ensuite, ou restaurer depuis la corbeille vous-même.
dialogs-trash-confirm = Mettre { $what } à la corbeille
dialogs-trash-progress = Mise à la corbeille des fichiers…
dialogs-links-title = Remplacer par des liens physiques
dialogs-links-does = Le nom de chaque copie désigne alors le fichier de la copie gardée, et chaque chemin continue de fonctionner. L’original attend dans la corbeille jusqu’à ce qu’elle soit vidée ; « Annuler » le remet en place.
dialogs-links-risk = Les noms liés partagent alors un seul fichier : une modification par un nom les change tous.
dialogs-links-confirm = Remplacer { $what } par des liens physiques
dialogs-links-progress = Remplacement des fichiers par des liens physiques…
dialogs-clones-title = Remplacer par des clones
dialogs-clones-does = Chaque copie garde son nom, son propriétaire, ses droits et ses dates ; seuls ses blocs deviennent partagés avec la copie gardée, et l’espace revient aussitôt. Rien ne va à la corbeille, et une modification par un nom ne change que ce fichier.
dialogs-clones-confirm = Remplacer { $what } par des clones
dialogs-clones-progress = Transformation des copies en clones des copies gardées…
dialogs-nothing-trashable = Rien ne peut aller à la corbeille : chaque groupe marqué perdrait sa dernière copie.
dialogs-marked =
    { $count ->
        [one] { $what } marqué « Corbeille », { $size } de contenu (ce que chaque façon libère compte les blocs occupés sur le disque). Choisissez ce qu’il devient :
       *[other] { $what } marqués « Corbeille », { $size } de contenu (ce que chaque façon libère compte les blocs occupés sur le disque). Choisissez ce qu’ils deviennent :
    }
dialogs-companions =
    Mis à la corbeille, ils emportent { $companions ->
        [one] { $companions } fichier compagnon
       *[other] { $companions } fichiers compagnons
    } ({ $size } : leurs RAW, vidéos Live Photo et fichiers annexes, une photo avec eux). Les liens physiques et les clones remplacent les doublons seuls et laissent ceux-ci en place.
dialogs-estimating = Examen des fichiers ({ $done } sur { $total }) pour dire ce que chaque façon libère…
dialogs-left-alone-anyway = Laissés de côté quelle que soit la façon
dialogs-allow-owner-change = Aussi là où le propriétaire ou les droits diffèrent (le nom montre alors ceux de la copie gardée)
dialogs-frees-now = libère { $size } maintenant
dialogs-frees-at-most-now = libère au plus { $size } maintenant
dialogs-frees-emptied = libère { $size } une fois la corbeille vidée
dialogs-frees-at-most-emptied = libère au plus { $size } une fois la corbeille vidée
dialogs-leaves-everything = Impossible ici : chaque fichier serait laissé de côté (pourquoi, ci-dessous).
# $reasons: why the file systems cannot share blocks, in the engine's words.
dialogs-no-block-sharing = Impossible ici : { $reasons }.
dialogs-other-names =
    { $files ->
        [one] { $files } fichier a d’autres noms ailleurs, qui gardent son espace.
       *[other] { $files } fichiers ont d’autres noms ailleurs, qui gardent leur espace.
    }
dialogs-already-shared = { $size } de leurs blocs sont déjà partagés (avec un instantané ou un clone), et le restent.
dialogs-sharing-unknown = Là où le système de fichiers ne peut pas dire quels blocs sont partagés, tous sont comptés.
dialogs-unmeasured =
    { $files ->
        [one] { $files } fichier dans les dossiers n’a pas pu être examiné, et n’est pas compté.
       *[other] { $files } fichiers dans les dossiers n’ont pas pu être examinés, et ne sont pas comptés.
    }
# What a way frees on one file system ($fs: its kind, as btrfs; $example: a path on it).
dialogs-per-fs = { $size } sur { $fs } ({ $example })
dialogs-leaves-alone = Laisse { $what } de côté
dialogs-cannot-share = { $fs } ne peut pas partager de blocs
dialogs-no-hard-links = { $fs } n’a pas de liens physiques (un fichier ne peut pas y avoir de second nom)
dialogs-which = Lesquels
dialogs-moved = { $what } ({ $size }) mis à la corbeille.
dialogs-linked = { $what } remplacés par des liens physiques vers les copies gardées : chaque chemin ouvre toujours les mêmes octets. Les originaux sont dans la corbeille.
dialogs-cloned = { $what } transformés en clones des copies gardées : chacun garde son nom et ses octets, et partage désormais ses blocs avec la copie gardée. Rien n’est allé à la corbeille.
dialogs-comes-back = { $size } reviennent une fois la corbeille vidée.
dialogs-comes-back-held = { $size } reviennent une fois la corbeille vidée ({ $held } restent occupés : des fichiers aux autres noms les gardent).
# $why says why, in the engine's words.
# A file and why it was left alone, in the engine's words.
dialogs-path-reason = { $path } : { $reason }
dialogs-stopped-early = Arrêté avant la fin : { $why }.
dialogs-left-in-place = Laissés en place
dialogs-undo = Annuler
dialogs-unshare = Séparer les clones
dialogs-unshare-hover = Redonner aux clones leurs propres blocs, comme avant le ménage : l’espace qu’ils avaient libéré est de nouveau occupé.
