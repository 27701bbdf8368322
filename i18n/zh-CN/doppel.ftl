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

settings-language = 语言
settings-language-desktop = 跟随桌面（{ $language }）

## App: empty

empty-opening = 正在打开上次会话的结果…
# A screen reader's name for the spinner.
empty-scanning-name = 正在扫描
empty-scanning = 正在扫描…
empty-resumed = Doppel上次关闭时此扫描正在进行，现已重新开始。
empty-groups-appear = 扫描完成后，分组会显示在这里。
empty-could-not-start = 扫描无法开始
empty-check-folder = 请检查文件夹是否存在、你是否有权读取，然后重新扫描。
empty-scan-again = 重新扫描
empty-welcome = 查找重复文件和相似文档
empty-add-folders = 添加要查找的文件夹，或将文件夹拖到此窗口。
empty-choose-folders = 选择要扫描的文件夹…
empty-ready = 准备扫描
empty-folders-chosen =
    { $count ->
       *[other] 已选择{ $count }个文件夹
    }。在你决定清理之前，Doppel只读取你的文件。
empty-scan = 扫描

## App: folders

folders-heading = 文件夹
folders-none = 还没有文件夹。请使用“添加文件夹…”，或将文件夹拖到此窗口。
folders-against = 对照
folders-reference = 参考
folders-remove = 移除
folders-remove-hover = 从列表中移除此文件夹（不会删除任何内容）
folders-reference-help = 参考文件夹存放你的原件：其中的文件绝不会被标记移到回收站或被移到回收站，只在其中的分组不会显示，“仅此处”标签页列出其他文件夹中在其中没有副本的文件。下次扫描时生效。
folders-against-help = 将其他文件夹与此文件夹对照：只显示把此处的文件与其他文件夹中的文件联系起来的分组，绝不显示只在其他文件夹内或只在此文件夹内的副本。其中的文件绝不会被标记移到回收站或被移到回收站，“仅此处”标签页列出其他文件夹中在此处没有副本的文件。下次扫描时生效。

## App: toolbar

toolbar-add-folder = 添加文件夹…
toolbar-add-folder-hover = 选择要扫描的文件夹
toolbar-cancel-scan = 取消扫描
toolbar-scan = 扫描
toolbar-add-folder-first = 请先添加文件夹
toolbar-open-report = 打开报告…
toolbar-open-report-wait = 请等待扫描完成，或取消扫描
toolbar-open-report-hover = 显示由“保存结果…”或`doppel scan --format json`保存的报告（在此处生成，或在服务器或NAS上生成）
toolbar-save-results = 保存结果…
toolbar-save-results-hover = 将屏幕上的分组写成JSON报告，与`doppel scan --format json`相同（供“打开报告…”、`doppel clean`或你自己的脚本使用）
toolbar-save-results-first = 请先扫描或打开报告
toolbar-hidden = 已隐藏…
toolbar-hidden-hover = 你标为“不是重复”而隐藏的内容，以及恢复显示
toolbar-settings = 设置
toolbar-help = 帮助
toolbar-help-hover = 键盘快捷键（F1）

## App: hidden

hidden-title = 标为“不是重复”而隐藏
hidden-nothing = 没有隐藏任何内容。
hidden-nothing-how = 在分组审阅中点“不是重复”，会在现在及以后的扫描中隐藏该分组（或其中一个文件），只要其文件保持不变。
hidden-stays-hidden = 只要文件内容不变，无论移到哪里或如何改名，每一项都保持隐藏；文件被编辑后会自动重新显示。
hidden-when = 隐藏于{ $date }
hidden-bring-back = 恢复显示
hidden-bring-back-hover = 从下次扫描起重新显示（现在就开始一次扫描）
hidden-taken-out = 从其分组中取出，同组文件：
hidden-more = 另有{ $count }个
# A hidden group: how many files, and of which kind.
hidden-group-exact = { $count }个完全相同的副本
hidden-group-documents = { $count }个相似文档
hidden-group-images = { $count }张相似图片
hidden-group-videos = { $count }个相似视频
hidden-group-folders = { $count }个重复或相似的文件夹
# One file hidden, out of a group of this kind.
hidden-member-exact = 完全相同副本中的一个文件
hidden-member-documents = 相似文档中的一个文件
hidden-member-images = 相似图片中的一个文件
hidden-member-videos = 相似视频中的一个文件
hidden-member-folders = 重复或相似文件夹中的一个文件

## App: status

status-from-report = 来自报告{ $name }
status-watching =
    { $folders ->
       *[other] 正在监视{ $folders }个文件夹的变化
    }
# What watching last did: when, from how many changes, in how long ($took: 0.2 s, 3 min 5 s).
status-watching-updated =
    { $folders ->
       *[other] 正在监视{ $folders }个文件夹的变化
    }，已于{ $date }根据{ $changes ->
       *[other] { $changes }处变化
    }更新，用时{ $took }
status-watching-rescanned =
    { $folders ->
       *[other] 正在监视{ $folders }个文件夹的变化
    }，已于{ $date }通过全部重新扫描更新（{ $took }）
# A duration: "42 s", "0.2 s", "3 min 5 s".
status-seconds = { $seconds }秒
status-minutes = { $minutes }分{ $seconds }秒
status-earlier = 另有{ $count }条较早的
status-earlier-hover = 显示本次会话的所有通知
# A screen reader's name for the spinner.
status-updating-name = 正在更新分组
status-updating =
    { $changes ->
       *[other] 正在根据{ $changes }处变化更新分组…
    }
status-updating-phase =
    { $changes ->
       *[other] 正在根据{ $changes }处变化更新分组…
    }（{ $phase }：{ $done }/{ $total }个文件）
# A screen reader's name for the spinner.
status-checking-name = 正在与磁盘核对结果
status-checking-report = 正在显示报告{ $name }，并与磁盘核对其文件…
status-checking-report-count = 正在显示报告{ $name }，并与磁盘核对其文件…（{ $done }/{ $total }）
status-checking-results = 正在显示{ $date }的结果，并与磁盘核对…
status-checking-results-count = 正在显示{ $date }的结果，并与磁盘核对…（{ $done }/{ $total }）
status-resuming = 正在继续被中断的扫描…
status-resuming-for = 正在继续被中断的扫描…（已扫描{ $elapsed }）
status-starting = 正在开始扫描…
status-scanning-for = 已扫描{ $elapsed }
# The scan's progress: its phase, then what it has done so far.
status-progress = { $phase }：{ $detail }
status-progress-folders = { $folders }个文件夹
status-progress-found = { $files }个文件，已找到{ $size }
status-progress-reading = { $done }/{ $total }个文件，{ $size_done }/{ $size_total }（{ $speed }/秒）
status-progress-reading-left = { $done }/{ $total }个文件，{ $size_done }/{ $size_total }（{ $speed }/秒），约剩{ $left }
status-cancel = 取消
status-cancel-hover = 停止，并保留目前找到的分组
status-scan-first = 扫描文件夹以查找重复文件。
status-clean-up = 清理
status-clean-up-files =
    { $files ->
       *[other] 清理：将{ $files }个文件移到回收站
    }（{ $size }）
status-clean-up-folders =
    { $folders ->
       *[other] 清理：将{ $folders }个文件夹移到回收站
    }（{ $size }）
status-clean-up-both =
    清理：将{ $files ->
       *[other] { $files }个文件
    }和{ $folders ->
       *[other] { $folders }个文件夹
    }移到回收站（{ $size }）
status-clean-up-hover = 将标为“回收站”的文件和文件夹移到系统回收站
status-clean-up-none = 请先将文件标为“回收站”（Delete键或规则）
status-undo = 撤销上次清理
status-undo-hover =
    { $files ->
       *[other] 放回{ $date }的清理移到回收站的{ $files }个文件
    }
status-cleanups = 清理记录…
status-cleanups-hover = 每次记录的清理；任何一次都可恢复

## App: windows

windows-notices = 通知
windows-no-notices = 暂无通知。
windows-cleanups = 清理记录
windows-started = 开始时间
windows-what-it-did = 操作
windows-files = 文件
windows-in-trash = 在回收站中
# A cleanup's start, as the Started column gives it.
windows-date = { $date }
windows-interrupted = { $started }（已中断）
windows-cleanup-id = 清理{ $id }
windows-restore = 恢复
windows-nothing-left = 已无剩余
windows-unshare = 取消共享克隆
windows-unshare-hover =
    { $clones ->
       *[other] 让{ $clones }个克隆重新拥有自己的数据块，恢复到清理之前：克隆释放的空间将再次被占用。
    }
windows-shortcuts = 键盘快捷键
windows-shortcuts-trash = 标为“回收站”的文件只有在你点击“清理”时才会移到系统回收站。
windows-skipped = 已跳过（{ $count }）
windows-skipped-intro = 这些文件和文件夹未被比较，按原因列出，问题在前：
# A reason files were skipped, and how many.
windows-skipped-reason = { $reason }（{ $count }）
# A file skipped and why, in the engine's words.
windows-path-reason = { $path }：{ $reason }

## App: keep_rules

rules-chooser-all = 按保留规则标记此标签页的每个分组
rules-chooser-one = 按保留规则标记所选分组
rules-chooser-keys = 上下键选择，Enter标记，Esc关闭。
rules-cancel = 取消
rules-decides =
    { $groups ->
       *[other] 此标签页的{ $groups }个分组中，规则可决定{ $decided }个。
    }
rules-left-alone =
    { $groups ->
       *[other] 有{ $groups }个分组不予处理，其标记保持不变：
    }
# One reason a group was left alone ($why), after a bullet.
rules-left-alone-why =
    { $groups ->
       *[other] { $groups }个分组：{ $why }
    }
rules-mark-nothing = 不会将任何内容标记为移到回收站。
rules-mark-files =
    { $files ->
       *[other] 将把{ $files }个文件标记为移到回收站，清空回收站后释放{ $size }。
    }
rules-mark-folders =
    { $folders ->
       *[other] 将把{ $folders }个文件夹标记为移到回收站，清空回收站后释放{ $size }。
    }
rules-mark-both =
    将把{ $files ->
       *[other] { $files }个文件
    }和{ $folders ->
       *[other] { $folders }个文件夹
    }标记为移到回收站，清空回收站后释放{ $size }。
rules-for-example = 例如
# An example's paths; the spaces line the paths up in a column.
rules-example-keep = 保留    { $path }
rules-example-trash = 回收站  { $path }
rules-example-more = 回收站  另有{ $count }个
rules-nothing-moved = 现在不会移动任何文件：标记只决定清理时会将什么移到回收站。
rules-apply = 应用
rules-heading = 保留规则
rules-intro = 按顺序排列的条件，每个条件用于打破前一个条件的平局；已保存的规则会在标记分组的地方提供。
rules-saved-name = { $name }：
rules-delete = 删除
rules-name = 名称
rules-name-hint = 照片优先
rules-rule = 规则
# $criteria is the rule syntax's list of criteria, which stays as it is typed.
rules-criteria = 条件：{ $criteria }。
# A rule read back as words.
rules-read-back = { $rule }。
rules-save = 保存规则

## App: keyboard

# What each keyboard shortcut does, as the Help window lists it (the README's table stays English).
keyboard-add-folder = 输入路径以添加文件夹
keyboard-scan = 扫描文件夹
keyboard-next-tab = 下一个标签页
keyboard-previous-tab = 上一个标签页
keyboard-next-group = 下一个分组
keyboard-previous-group = 上一个分组
keyboard-next-file = 分组中的下一个文件
keyboard-previous-file = 分组中的上一个文件
keyboard-next-change = 比较文本中的下一处变化
keyboard-previous-change = 比较文本中的上一处变化
keyboard-mark-keep = 将所选文件标为“保留”；在对话框中则按下其主按钮
keyboard-mark-trash = 将所选文件标为“回收站”
keyboard-rule-group = 按保留规则标记所选分组
keyboard-rule-tab = 按保留规则标记此标签页的每个分组
keyboard-undo-mark = 撤销上一个标记
keyboard-clean-up = 清理：将标为“回收站”的内容移到回收站（会先询问）
keyboard-undo-cleanup = 撤销上次清理
keyboard-search = 搜索路径
keyboard-open-report = 打开报告
keyboard-save-results = 将结果保存为报告
keyboard-zoom-in = 放大所有内容
keyboard-zoom-out = 缩小所有内容
keyboard-zoom-reset = 正常大小
keyboard-focus = 移动键盘焦点；空格或Enter按下拥有焦点的控件
keyboard-help = 显示或隐藏这些快捷键
keyboard-close = 关闭帮助、对话框或窗口

## App: settings_window

settings-title = 设置
settings-scan-next = 扫描设置将在下次扫描时生效。
settings-cache = 指纹缓存
settings-cache-measuring = 正在计算…
settings-cache-size = 在两次扫描之间记住未更改的文件：{ $size }
settings-cache-clear = 清除
settings-appearance = 外观
settings-high-contrast = 高对比度
settings-high-contrast-hover = 黑底白字（或白底黑字），每个控件都有轮廓
settings-size = 大小
settings-size-hover = 在桌面缩放的基础上：Ctrl + / Ctrl − / Ctrl 0
settings-smaller = 缩小（Ctrl −）
settings-larger = 放大（Ctrl +）
settings-normal-size = 正常大小
settings-documents = 相似文档
settings-similarity = 最低相似度
settings-percent = { $percent }%
settings-similarity-help = 两个文档的措辞须有多少相同才会归为一组。
settings-drop-numbers = 忽略数字
settings-stop-words = 忽略常用词（“the”“of”“und”…）
settings-stop-words-hover = 每个文档所检测语言的停用词
settings-stem = 比较词干（“running”=“runs”）
settings-stem-hover = 按每个文档所检测的语言
settings-images = 相似图片
settings-images-hover = 同一张照片被缩放、重新压缩、稍加裁剪、旋转、镜像或编辑，列在“相似图片”标签页中
settings-how-alike = 相似程度
settings-how-alike-help = 两张图片的感知哈希的64位中可以有多少位不同。较宽松的级别也会把同一场景的不同照片归为一组。
# A step of "how alike" with its distance.
settings-likeness-very-similar = 非常相似（最多{ $distance }/64位）
settings-likeness-similar = 相似（最多{ $distance }/64位）
settings-likeness-alike = 相像（最多{ $distance }/64位）
settings-likeness-loosely-similar = 大致相似（最多{ $distance }/64位）
# $formats lists the image formats compared (JPEG, PNG, …).
settings-find-images = 查找相似图片（{ $formats }）
# A format and what it needs to be read ($needs names a tool or package).
settings-format-needs = { $format }（需要{ $needs }）
settings-formats-off = 在此计算机上未启用：{ $formats }
settings-videos = 相似视频
settings-find-videos = 查找相似视频（需要ffmpeg）
settings-find-videos-hover = 同一片段被重新编码、缩放、稍加裁剪或剪短，以及较长视频中的片段，列在“相似视频”标签页中。每个视频都要解码，因此首次扫描大量视频需要一些时间。
settings-no-ffmpeg = 无法运行{ $tool }（{ $why }）：请安装ffmpeg（sudo apt-get install ffmpeg）；在此之前，扫描会查找其他所有内容并加以说明。
settings-folders = 文件夹
settings-find-folders = 查找重复和相似的文件夹
settings-find-folders-hover = 全部内容互为副本，或共有大部分文件的文件夹，列在“文件夹”标签页中
settings-same-names = 重复文件夹还必须使用相同的文件名
settings-folders-share = 相似文件夹共有
settings-off = 关
settings-folders-share-hover = 两个文件夹至少须共有多少比例的文件才列为相似（关：仅重复文件夹）
settings-files = 文件
settings-min-size = 忽略小于此大小的文件
settings-bytes =
    { $bytes ->
       *[other] { $bytes }字节
    }
settings-hidden = 包括隐藏的文件和文件夹
settings-follow-links = 跟随符号链接
settings-follow-links-hover = 会发现循环，并将其列为已跳过
settings-one-file-system = 停留在每个文件夹所在的驱动器上（不进入其他挂载点）
settings-include-trash = 包括回收站文件夹中的文件
settings-include-trash-hover = 回收站中的文件（你的、其他用户的、U盘的.Trash-1000、Windows的$RECYCLE.BIN…）除非开启此项，否则不会包括。开启后它们会列在分组中，但保留规则绝不会保留其中的文件，回收站中的副本也绝不算作保留的副本。
settings-rescan = 每隔多久全部重新扫描
settings-minutes = { $minutes }分钟
settings-rescan-hover = 被监视文件夹中的变化会随时更新分组，无需扫描。每隔一段时间的完整扫描能发现未通知的变化：网络文件夹不会发出通知，大量变化也可能超出系统能传递的范围（0 =从不）。
settings-excludes = 跳过匹配的名称或路径（每行一个模式，例如*.tmp）：
settings-cjk-font = 中文、日文和韩文字符：使用{ $font }绘制
settings-no-cjk-font = 未安装中文字体：其字符显示为方框。可通过以下命令安装：sudo apt-get install { $package }

## App: dialogs

# Files and folders, as the dialogs count them: "3 files", "1 folder", "2 files and 1 folder".
dialogs-files =
    { $files ->
       *[other] { $files }个文件
    }
dialogs-folders =
    { $folders ->
       *[other] { $folders }个文件夹
    }
dialogs-files-and-folders =
    { $files ->
       *[other] { $files }个文件
    }和{ $folders ->
       *[other] { $folders }个文件夹
    }
# A screen reader's name for the spinner.
dialogs-putting-back-name = 正在放回文件
dialogs-putting-back = 正在放回文件…
dialogs-restored =
    { $files ->
       *[other] 已将{ $files }个文件放回原处。
    }
dialogs-unshared =
    { $clones ->
       *[other] 已让{ $clones }个克隆重新拥有自己的数据块。
    }
dialogs-nothing-to-do = 无需操作
dialogs-still-in-trash = 仍在回收站中
dialogs-close = 关闭
# $reason says why, in the engine's words.
dialogs-nothing-moved = 未移动任何文件：{ $reason }。
dialogs-clean-up = 清理？
# $what counts the files and folders (dialogs-files-and-folders).
dialogs-clean-up-what = 清理{ $what }？
dialogs-stopped = 清理已停止
dialogs-finished = 清理已完成
dialogs-add-folder = 添加文件夹
dialogs-undo-finished = 撤销已完成
dialogs-type-path = 输入要扫描的文件夹路径（~表示你的主文件夹）：
dialogs-folder-path = 文件夹路径
dialogs-add = 添加
dialogs-file-manager = 用文件管理器选择…
dialogs-cancel = 取消
dialogs-progress = { $done }/{ $total }
dialogs-journal = 每个文件在移动前都会记入日志：无论发生什么，这次清理都可以撤销。
dialogs-stop = 停止
# A list of files a cleanup refused, with its title and length.
dialogs-refusals = { $title }（{ $count }）：
dialogs-trash-title = 移到回收站
dialogs-trash-does = 每个副本都会移到系统回收站。之后可以撤销，也可以自己从回收站恢复。
dialogs-trash-confirm = 将{ $what }移到回收站
dialogs-trash-progress = 正在将文件移到回收站…
dialogs-links-title = 替换为硬链接
dialogs-links-does = 每个副本的名称随后指向保留副本的文件，因此每个路径都仍然可用。原件在回收站中等待，直到回收站被清空；“撤销”会将其放回。
dialogs-links-risk = 链接的名称随后共享同一个文件：通过一个名称所做的修改会改变所有名称。
dialogs-links-confirm = 将{ $what }替换为硬链接
dialogs-links-progress = 正在将文件替换为硬链接…
dialogs-clones-title = 替换为克隆
dialogs-clones-does = 每个副本保留其名称、所有者、权限和时间；只有其数据块与保留的副本共享，因此空间立即释放。不会有文件移到回收站，通过一个名称所做的修改只改变该文件。
dialogs-clones-confirm = 将{ $what }替换为克隆
dialogs-clones-progress = 正在将副本变为保留副本的克隆…
dialogs-nothing-trashable = 无法移到回收站：每个已标记的分组都会失去最后一个副本。
dialogs-marked =
    { $count ->
       *[other] { $what }已标为“回收站”，内容共{ $size }（每种方式释放的空间按其在磁盘上占用的数据块计算）。请选择如何处理：
    }
dialogs-companions =
    { $companions ->
       *[other] 移到回收站时，它们会带走{ $companions }个附属文件
    }（{ $size }：其RAW、实况照片视频和附属文件，与照片一起）。硬链接和克隆只替换重复文件，这些文件保留在原处。
dialogs-estimating = 正在查看文件（{ $done }/{ $total }），以确定每种方式能释放多少空间…
dialogs-left-alone-anyway = 无论哪种方式都不处理
dialogs-allow-owner-change = 所有者或权限不同时也处理（名称随后显示保留副本的所有者和权限）
dialogs-frees-now = 立即释放{ $size }
dialogs-frees-at-most-now = 立即释放最多{ $size }
dialogs-frees-emptied = 清空回收站后释放{ $size }
dialogs-frees-at-most-emptied = 清空回收站后释放最多{ $size }
dialogs-leaves-everything = 此处无法使用：它会让所有文件保持不变（原因见下文）。
# $reasons: why the file systems cannot share blocks, in the engine's words.
dialogs-no-block-sharing = 此处无法使用：{ $reasons }。
dialogs-other-names =
    { $files ->
       *[other] { $files }个文件在别处还有其他名称，它们的空间仍被占用。
    }
dialogs-already-shared = 其数据块中有{ $size }已被共享（与快照或克隆），将保持不变。
dialogs-sharing-unknown = 当文件系统无法判断哪些数据块被共享时，全部计入。
dialogs-unmeasured =
    { $files ->
       *[other] 文件夹中有{ $files }个文件无法查看，未计入。
    }
# What a way frees on one file system ($fs: its kind, as btrfs; $example: a path on it).
dialogs-per-fs = { $fs }上{ $size }（{ $example }）
dialogs-leaves-alone = 不处理{ $what }
dialogs-cannot-share = { $fs }无法共享数据块
dialogs-no-hard-links = { $fs }不支持硬链接（文件在其中不能有第二个名称）
dialogs-which = 哪些
dialogs-moved = 已将{ $what }（{ $size }）移到回收站。
dialogs-linked = 已将{ $what }替换为指向保留副本的硬链接：每个路径仍打开相同的字节。原件在回收站中。
dialogs-cloned = 已将{ $what }变为保留副本的克隆：每个都保留其名称和字节，现在与保留的副本共享数据块。没有文件移到回收站。
dialogs-comes-back = 清空回收站后将释放{ $size }。
dialogs-comes-back-held = 清空回收站后将释放{ $size }（{ $held }仍被占用：有其他名称的文件保留着它）。
# $why says why, in the engine's words.
# A file and why it was left alone, in the engine's words.
dialogs-path-reason = { $path }：{ $reason }
dialogs-stopped-early = 提前停止：{ $why }。
dialogs-left-in-place = 保留在原处
dialogs-undo = 撤销
dialogs-unshare = 取消共享克隆
dialogs-unshare-hover = 让克隆重新拥有自己的数据块，恢复到清理之前：它们释放的空间将再次被占用。
