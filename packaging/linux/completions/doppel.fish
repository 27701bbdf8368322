# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_doppel_global_optspecs
    string join \n h/help V/version
end

function __fish_doppel_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_doppel_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_doppel_using_subcommand
    set -l cmd (__fish_doppel_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c doppel -n "__fish_doppel_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c doppel -n "__fish_doppel_needs_command" -s V -l version -d 'Print version'
complete -c doppel -n "__fish_doppel_needs_command" -a "scan" -d 'Scan folders and print the groups of duplicate and similar files and folders'
complete -c doppel -n "__fish_doppel_needs_command" -a "watch" -d 'Scan, then keep watching the folders and print the groups again after every change'
complete -c doppel -n "__fish_doppel_needs_command" -a "cache" -d 'Manage the fingerprint cache'
complete -c doppel -n "__fish_doppel_needs_command" -a "clean" -d 'Move the extra copies of every exact group of a saved JSON report to the trash'
complete -c doppel -n "__fish_doppel_needs_command" -a "restore" -d 'Put back what a cleanup moved to the trash (`--last`, an id, or `--list` them)'
complete -c doppel -n "__fish_doppel_needs_command" -a "compare" -d 'Compare two files as documents: their exact resemblance, simhash distance, and the changed words with --diff'
complete -c doppel -n "__fish_doppel_needs_command" -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c doppel -n "__fish_doppel_using_subcommand scan" -l format -d 'Output format' -r -f -a "text\t'Readable groups and a summary'
json\t'One JSON document (its fields: /usr/share/doc/doppel/json.md, or docs/src/json.md in the source)'
csv\t'One row per file, with a group number'"
complete -c doppel -n "__fish_doppel_using_subcommand scan" -s o -l output -d 'Write the report to FILE instead of standard output' -r -F
complete -c doppel -n "__fish_doppel_using_subcommand scan" -l ignore-list -d 'Read the groups hidden as not duplicates from FILE instead of the ignore list in the user data folder (ignored.json)' -r -F
complete -c doppel -n "__fish_doppel_using_subcommand scan" -l reference -d 'A folder holding the originals (repeatable): scanned too, its files are never trashed, and groups made only of its files are not reported' -r -F
complete -c doppel -n "__fish_doppel_using_subcommand scan" -l against -d 'Set against set: a folder of the other set B (repeatable), scanned too. Only groups joining a file of the PATHs (A) with a file of B are reported, never copies only inside A or only inside B; nothing in B is ever trashed (it is a reference folder too), and with --unique, the files of A with no copy in B are listed' -r -F
complete -c doppel -n "__fish_doppel_using_subcommand scan" -l image-likeness -d 'How alike two images must be to be grouped (unless --no-images): very-similar (within 2 of 64 bits), similar (6), alike (10), loosely-similar (14)' -r -f -a "very-similar\t'Within 2 of 64 bits: the same picture saved again or resized'
similar\t'Within 6: also recompressed hard, brightened, or marked'
alike\t'Within 10: also cropped by a few percent'
loosely-similar\t'Within 14: expect some unrelated photos of similar scenes'"
complete -c doppel -n "__fish_doppel_using_subcommand scan" -l similarity -d 'How alike two documents must be to be reported as near duplicates: the resemblance of their word triples, from 0.5 to 1.0' -r
complete -c doppel -n "__fish_doppel_using_subcommand scan" -l min-size -d 'Ignore files smaller than this; accepts suffixes K, M, G (powers of 1024). Empty files are never duplicates, so values below 1 count as 1' -r
complete -c doppel -n "__fish_doppel_using_subcommand scan" -l exclude -d 'Skip files and folders whose name or full path matches GLOB (repeatable), e.g. \'*.log\', \'node_modules\', \'/home/me/archive/**\'' -r
complete -c doppel -n "__fish_doppel_using_subcommand scan" -l threads -d 'Worker threads for walking and hashing, 1 to 256 (default: 4 per core, at least 8, because most of a scan waits for the disk)' -r
complete -c doppel -n "__fish_doppel_using_subcommand scan" -l similar-folders -d 'The least share of file contents (Jaccard index, 0 to 1) two folders must have in common to be reported as similar; 0 reports duplicate folders only' -r
complete -c doppel -n "__fish_doppel_using_subcommand scan" -l cache-file -d 'Where the fingerprint cache lives (default: the user cache folder)' -r -F
complete -c doppel -n "__fish_doppel_using_subcommand scan" -s q -l quiet -d 'Do not show the progress bar, even on a terminal'
complete -c doppel -n "__fish_doppel_using_subcommand scan" -l unique -d 'Print the files outside every --reference folder that have no copy (by content) inside one, instead of the groups: what would be lost by wiping those folders (with --against, the files with no copy in the folders against)'
complete -c doppel -n "__fish_doppel_using_subcommand scan" -l fail-if-unique -d 'With --unique: exit with status 3 when there is at least one such file (for scripts)'
complete -c doppel -n "__fish_doppel_using_subcommand scan" -l show-ignored -d 'Show the groups and files hidden as not duplicates too (no ignore list is read)'
complete -c doppel -n "__fish_doppel_using_subcommand scan" -l exact-only -d 'Only look for exact copies; do not compare documents\' text, images or videos (duplicate folders are still found)'
complete -c doppel -n "__fish_doppel_using_subcommand scan" -l images -d 'Find similar images (JPEG, PNG, WebP, GIF, BMP, TIFF, HEIC, AVIF, camera RAW, PSD): the same photo resized, recompressed, cropped a little, turned, mirrored or edited. On by default; the flag is kept for the scripts that give it'
complete -c doppel -n "__fish_doppel_using_subcommand scan" -l no-images -d 'Do not look for similar images'
complete -c doppel -n "__fish_doppel_using_subcommand scan" -l videos -d 'Find similar videos (MP4, MKV, WebM, MOV, AVI...): the same clip re-encoded, resized, cropped a little or trimmed, and a clip inside a longer video (said with where and for how long). On by default; needs ffmpeg and ffprobe on PATH, and without them the scan says so (when it meets videos) and finds everything else'
complete -c doppel -n "__fish_doppel_using_subcommand scan" -l no-videos -d 'Do not look for similar videos (otherwise every video is decoded)'
complete -c doppel -n "__fish_doppel_using_subcommand scan" -l music -d 'Find similar music (MP3, AAC/M4A, FLAC, Ogg Vorbis, Opus, WAV, AIFF, WMA...) by its sound: the same recording re-encoded, mixed to mono, made quieter, trimmed of seconds or padded with silence, and an excerpt of a longer recording (said with where, for how long, and a score). Tags are shown, never a reason to group. On by default; needs ffmpeg on PATH'
complete -c doppel -n "__fish_doppel_using_subcommand scan" -l no-music -d 'Do not look for similar music (otherwise every music file is decoded)'
complete -c doppel -n "__fish_doppel_using_subcommand scan" -l drop-numbers -d 'Ignore numbers when comparing documents'
complete -c doppel -n "__fish_doppel_using_subcommand scan" -l stop-words -d 'Ignore the stop words of each document\'s detected language ("the", "of", "und"...)'
complete -c doppel -n "__fish_doppel_using_subcommand scan" -l stem -d 'Compare word stems in each document\'s detected language ("running" = "runs")'
complete -c doppel -n "__fish_doppel_using_subcommand scan" -l hidden -d 'Also scan hidden files and folders (names starting with a dot)'
complete -c doppel -n "__fish_doppel_using_subcommand scan" -l include-trash -d 'Also scan the files in trash folders (the home trash, .Trash-1000, .Trashes, $RECYCLE.BIN...), which are otherwise left out and listed as skipped: they appear in groups, but no keep rule keeps one, and a copy in the trash never counts as kept'
complete -c doppel -n "__fish_doppel_using_subcommand scan" -s L -l follow-links -d 'Follow symbolic links (loops are detected and reported as skipped)'
complete -c doppel -n "__fish_doppel_using_subcommand scan" -s x -l one-file-system -d 'Stay on the file system of each PATH; do not descend into other mounts'
complete -c doppel -n "__fish_doppel_using_subcommand scan" -l folders -d 'Find duplicate folders (the same file contents, recursively, whatever the names) and similar folders; in the text report, the groups inside them are counted under them. On by default'
complete -c doppel -n "__fish_doppel_using_subcommand scan" -l no-folders -d 'Do not look for duplicate or similar folders: every group is listed on its own'
complete -c doppel -n "__fish_doppel_using_subcommand scan" -l same-names -d 'Duplicate folders must also hold their files under the same names'
complete -c doppel -n "__fish_doppel_using_subcommand scan" -l no-cache -d 'Do not use the fingerprint cache (every file is read again)'
complete -c doppel -n "__fish_doppel_using_subcommand scan" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c doppel -n "__fish_doppel_using_subcommand watch" -l format -d 'Output: one JSON report per line (same schema as `scan --format json`), or text' -r -f -a "jsonl\t'One JSON document per line'
text\t'The readable text report, separated by a line of dashes'"
complete -c doppel -n "__fish_doppel_using_subcommand watch" -l rescan-every -d 'Also scan again every SECONDS (at least 1), for folders where change events do not arrive (network mounts) or that could not all be watched' -r
complete -c doppel -n "__fish_doppel_using_subcommand watch" -l ignore-list -d 'Read the groups hidden as not duplicates from FILE instead of the ignore list in the user data folder (ignored.json)' -r -F
complete -c doppel -n "__fish_doppel_using_subcommand watch" -l reference -d 'A folder holding the originals (repeatable): scanned too, its files are never trashed, and groups made only of its files are not reported' -r -F
complete -c doppel -n "__fish_doppel_using_subcommand watch" -l against -d 'Set against set: a folder of the other set B (repeatable), scanned too. Only groups joining a file of the PATHs (A) with a file of B are reported, never copies only inside A or only inside B; nothing in B is ever trashed (it is a reference folder too), and with --unique, the files of A with no copy in B are listed' -r -F
complete -c doppel -n "__fish_doppel_using_subcommand watch" -l image-likeness -d 'How alike two images must be to be grouped (unless --no-images): very-similar (within 2 of 64 bits), similar (6), alike (10), loosely-similar (14)' -r -f -a "very-similar\t'Within 2 of 64 bits: the same picture saved again or resized'
similar\t'Within 6: also recompressed hard, brightened, or marked'
alike\t'Within 10: also cropped by a few percent'
loosely-similar\t'Within 14: expect some unrelated photos of similar scenes'"
complete -c doppel -n "__fish_doppel_using_subcommand watch" -l similarity -d 'How alike two documents must be to be reported as near duplicates: the resemblance of their word triples, from 0.5 to 1.0' -r
complete -c doppel -n "__fish_doppel_using_subcommand watch" -l min-size -d 'Ignore files smaller than this; accepts suffixes K, M, G (powers of 1024). Empty files are never duplicates, so values below 1 count as 1' -r
complete -c doppel -n "__fish_doppel_using_subcommand watch" -l exclude -d 'Skip files and folders whose name or full path matches GLOB (repeatable), e.g. \'*.log\', \'node_modules\', \'/home/me/archive/**\'' -r
complete -c doppel -n "__fish_doppel_using_subcommand watch" -l threads -d 'Worker threads for walking and hashing, 1 to 256 (default: 4 per core, at least 8, because most of a scan waits for the disk)' -r
complete -c doppel -n "__fish_doppel_using_subcommand watch" -l similar-folders -d 'The least share of file contents (Jaccard index, 0 to 1) two folders must have in common to be reported as similar; 0 reports duplicate folders only' -r
complete -c doppel -n "__fish_doppel_using_subcommand watch" -l cache-file -d 'Where the fingerprint cache lives (default: the user cache folder)' -r -F
complete -c doppel -n "__fish_doppel_using_subcommand watch" -l show-ignored -d 'Show the groups and files hidden as not duplicates too (no ignore list is read)'
complete -c doppel -n "__fish_doppel_using_subcommand watch" -l exact-only -d 'Only look for exact copies; do not compare documents\' text, images or videos (duplicate folders are still found)'
complete -c doppel -n "__fish_doppel_using_subcommand watch" -l images -d 'Find similar images (JPEG, PNG, WebP, GIF, BMP, TIFF, HEIC, AVIF, camera RAW, PSD): the same photo resized, recompressed, cropped a little, turned, mirrored or edited. On by default; the flag is kept for the scripts that give it'
complete -c doppel -n "__fish_doppel_using_subcommand watch" -l no-images -d 'Do not look for similar images'
complete -c doppel -n "__fish_doppel_using_subcommand watch" -l videos -d 'Find similar videos (MP4, MKV, WebM, MOV, AVI...): the same clip re-encoded, resized, cropped a little or trimmed, and a clip inside a longer video (said with where and for how long). On by default; needs ffmpeg and ffprobe on PATH, and without them the scan says so (when it meets videos) and finds everything else'
complete -c doppel -n "__fish_doppel_using_subcommand watch" -l no-videos -d 'Do not look for similar videos (otherwise every video is decoded)'
complete -c doppel -n "__fish_doppel_using_subcommand watch" -l music -d 'Find similar music (MP3, AAC/M4A, FLAC, Ogg Vorbis, Opus, WAV, AIFF, WMA...) by its sound: the same recording re-encoded, mixed to mono, made quieter, trimmed of seconds or padded with silence, and an excerpt of a longer recording (said with where, for how long, and a score). Tags are shown, never a reason to group. On by default; needs ffmpeg on PATH'
complete -c doppel -n "__fish_doppel_using_subcommand watch" -l no-music -d 'Do not look for similar music (otherwise every music file is decoded)'
complete -c doppel -n "__fish_doppel_using_subcommand watch" -l drop-numbers -d 'Ignore numbers when comparing documents'
complete -c doppel -n "__fish_doppel_using_subcommand watch" -l stop-words -d 'Ignore the stop words of each document\'s detected language ("the", "of", "und"...)'
complete -c doppel -n "__fish_doppel_using_subcommand watch" -l stem -d 'Compare word stems in each document\'s detected language ("running" = "runs")'
complete -c doppel -n "__fish_doppel_using_subcommand watch" -l hidden -d 'Also scan hidden files and folders (names starting with a dot)'
complete -c doppel -n "__fish_doppel_using_subcommand watch" -l include-trash -d 'Also scan the files in trash folders (the home trash, .Trash-1000, .Trashes, $RECYCLE.BIN...), which are otherwise left out and listed as skipped: they appear in groups, but no keep rule keeps one, and a copy in the trash never counts as kept'
complete -c doppel -n "__fish_doppel_using_subcommand watch" -s L -l follow-links -d 'Follow symbolic links (loops are detected and reported as skipped)'
complete -c doppel -n "__fish_doppel_using_subcommand watch" -s x -l one-file-system -d 'Stay on the file system of each PATH; do not descend into other mounts'
complete -c doppel -n "__fish_doppel_using_subcommand watch" -l folders -d 'Find duplicate folders (the same file contents, recursively, whatever the names) and similar folders; in the text report, the groups inside them are counted under them. On by default'
complete -c doppel -n "__fish_doppel_using_subcommand watch" -l no-folders -d 'Do not look for duplicate or similar folders: every group is listed on its own'
complete -c doppel -n "__fish_doppel_using_subcommand watch" -l same-names -d 'Duplicate folders must also hold their files under the same names'
complete -c doppel -n "__fish_doppel_using_subcommand watch" -l no-cache -d 'Do not use the fingerprint cache (every file is read again)'
complete -c doppel -n "__fish_doppel_using_subcommand watch" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c doppel -n "__fish_doppel_using_subcommand cache; and not __fish_seen_subcommand_from clear info help" -s h -l help -d 'Print help'
complete -c doppel -n "__fish_doppel_using_subcommand cache; and not __fish_seen_subcommand_from clear info help" -f -a "clear" -d 'Delete the fingerprint cache (the next scan reads every file again)'
complete -c doppel -n "__fish_doppel_using_subcommand cache; and not __fish_seen_subcommand_from clear info help" -f -a "info" -d 'Show where the cache is and how large it is'
complete -c doppel -n "__fish_doppel_using_subcommand cache; and not __fish_seen_subcommand_from clear info help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c doppel -n "__fish_doppel_using_subcommand cache; and __fish_seen_subcommand_from clear" -l cache-file -d 'The cache file (default: the user cache folder)' -r -F
complete -c doppel -n "__fish_doppel_using_subcommand cache; and __fish_seen_subcommand_from clear" -s h -l help -d 'Print help'
complete -c doppel -n "__fish_doppel_using_subcommand cache; and __fish_seen_subcommand_from info" -l cache-file -d 'The cache file (default: the user cache folder)' -r -F
complete -c doppel -n "__fish_doppel_using_subcommand cache; and __fish_seen_subcommand_from info" -s h -l help -d 'Print help'
complete -c doppel -n "__fish_doppel_using_subcommand cache; and __fish_seen_subcommand_from help" -f -a "clear" -d 'Delete the fingerprint cache (the next scan reads every file again)'
complete -c doppel -n "__fish_doppel_using_subcommand cache; and __fish_seen_subcommand_from help" -f -a "info" -d 'Show where the cache is and how large it is'
complete -c doppel -n "__fish_doppel_using_subcommand cache; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c doppel -n "__fish_doppel_using_subcommand clean" -l keep -d 'Which copy of each exact group to keep (of each duplicate folder group with --folders); the others go to the trash. A rule is criteria in order, separated by commas, each breaking the ties of the one before: under:PLACE, not-under:PLACE (a folder or a glob, ~ for home), newest, oldest, largest, shortest-path, highest-resolution, first-taken, format:EXT, first. Example: \'under:~/Photos,oldest\'. A place no copy is in passes the choice to the next criterion, and copies still tied after the last keep the first by path; add \'strict\' to leave such groups alone instead (a format no copy is in always does). Needed unless --near, --images or --videos is given' -r
complete -c doppel -n "__fish_doppel_using_subcommand clean" -l near -d 'Also clean the groups of similar documents by this rule (as --keep; `newest` keeps each group\'s most recently modified version; off unless asked; try --dry-run first)' -r
complete -c doppel -n "__fish_doppel_using_subcommand clean" -l images -d 'Also clean the groups of similar images by this rule (as --keep; for images also highest-resolution, first-taken by EXIF date, format:jpeg; off unless asked; look at the groups in the app, or try --dry-run, first)' -r
complete -c doppel -n "__fish_doppel_using_subcommand clean" -l videos -d 'Also clean the groups of similar videos by this rule (as --keep; off unless asked). A video goes only while the copy kept is still there, unchanged since the scan' -r
complete -c doppel -n "__fish_doppel_using_subcommand clean" -l music -d 'Also clean the groups of similar music by this rule (as --keep; for music also highest-bitrate, lossless, format:flac; off unless asked). A file goes only while the copy kept is still there, unchanged since the scan, and holds all of its sound' -r
complete -c doppel -n "__fish_doppel_using_subcommand clean" -l reference -d 'A reference folder (the originals): nothing inside it is ever trashed, and a group with a copy inside it keeps that copy (repeatable; added to the report\'s references)' -r -F
complete -c doppel -n "__fish_doppel_using_subcommand clean" -l as -d 'What becomes of each copy: moved to the trash; replaced by a hard link to the copy kept (the names then share one file: an edit through one changes all; the original waits in the trash, and its space comes back when the trash is emptied); or made a clone of the copy kept (its blocks shared: nothing goes to the trash, every path keeps its content; refused, with the reason, where the file system cannot share blocks)' -r -f -a "trash\t'Move it to the trash'
hardlink\t'Replace it by a hard link to the copy kept (its original goes to the trash)'
clone\t'Make it a clone of the copy kept: its blocks shared, its name, owner, permissions and content kept; nothing goes to the trash (btrfs, XFS with reflink, bcachefs)'"
complete -c doppel -n "__fish_doppel_using_subcommand clean" -l dry-run -d 'Run every check and print what would be moved to the trash, touching nothing'
complete -c doppel -n "__fish_doppel_using_subcommand clean" -l folders -d 'Clean the extra folders of the report\'s duplicate-folder groups instead of the extra files of its exact groups: each goes to the trash whole (with --as hardlink or --as clone, it is replaced file by file)'
complete -c doppel -n "__fish_doppel_using_subcommand clean" -l allow-owner-change -d 'With --as hardlink: link copies whose owner, group, permissions, extended attributes or ACLs differ from the copy kept\'s too (each name then gives the kept copy\'s, which may change who can read or write it)'
complete -c doppel -n "__fish_doppel_using_subcommand clean" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c doppel -n "__fish_doppel_using_subcommand restore" -l last -d 'Restore the most recent cleanup that still has files in the trash'
complete -c doppel -n "__fish_doppel_using_subcommand restore" -l list -d 'List the recorded cleanups, newest first, with how many files each still has in the trash'
complete -c doppel -n "__fish_doppel_using_subcommand restore" -l unshare-clones -d 'Give the clones a `--as clone` cleanup made blocks of their own again (their space is then used again; without this a clone is left as it is: it never left its name)'
complete -c doppel -n "__fish_doppel_using_subcommand restore" -s h -l help -d 'Print help'
complete -c doppel -n "__fish_doppel_using_subcommand compare" -l format -d 'Output format' -r -f -a "text\t'Readable lines'
json\t'One JSON document'"
complete -c doppel -n "__fish_doppel_using_subcommand compare" -l similarity -d 'How alike two documents must be to be reported as near duplicates: the resemblance of their word triples, from 0.5 to 1.0' -r
complete -c doppel -n "__fish_doppel_using_subcommand compare" -l diff -d 'Also print the word diff: words only in A, then words only in B, in reading order (coloured on a terminal, [-deleted-]{+inserted+} when piped)'
complete -c doppel -n "__fish_doppel_using_subcommand compare" -l drop-numbers -d 'Ignore numbers when comparing documents'
complete -c doppel -n "__fish_doppel_using_subcommand compare" -l stop-words -d 'Ignore the stop words of each document\'s detected language ("the", "of", "und"...)'
complete -c doppel -n "__fish_doppel_using_subcommand compare" -l stem -d 'Compare word stems in each document\'s detected language ("running" = "runs")'
complete -c doppel -n "__fish_doppel_using_subcommand compare" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c doppel -n "__fish_doppel_using_subcommand help; and not __fish_seen_subcommand_from scan watch cache clean restore compare help" -f -a "scan" -d 'Scan folders and print the groups of duplicate and similar files and folders'
complete -c doppel -n "__fish_doppel_using_subcommand help; and not __fish_seen_subcommand_from scan watch cache clean restore compare help" -f -a "watch" -d 'Scan, then keep watching the folders and print the groups again after every change'
complete -c doppel -n "__fish_doppel_using_subcommand help; and not __fish_seen_subcommand_from scan watch cache clean restore compare help" -f -a "cache" -d 'Manage the fingerprint cache'
complete -c doppel -n "__fish_doppel_using_subcommand help; and not __fish_seen_subcommand_from scan watch cache clean restore compare help" -f -a "clean" -d 'Move the extra copies of every exact group of a saved JSON report to the trash'
complete -c doppel -n "__fish_doppel_using_subcommand help; and not __fish_seen_subcommand_from scan watch cache clean restore compare help" -f -a "restore" -d 'Put back what a cleanup moved to the trash (`--last`, an id, or `--list` them)'
complete -c doppel -n "__fish_doppel_using_subcommand help; and not __fish_seen_subcommand_from scan watch cache clean restore compare help" -f -a "compare" -d 'Compare two files as documents: their exact resemblance, simhash distance, and the changed words with --diff'
complete -c doppel -n "__fish_doppel_using_subcommand help; and not __fish_seen_subcommand_from scan watch cache clean restore compare help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c doppel -n "__fish_doppel_using_subcommand help; and __fish_seen_subcommand_from cache" -f -a "clear" -d 'Delete the fingerprint cache (the next scan reads every file again)'
complete -c doppel -n "__fish_doppel_using_subcommand help; and __fish_seen_subcommand_from cache" -f -a "info" -d 'Show where the cache is and how large it is'
