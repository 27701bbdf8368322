//! The command line, as clap definitions: every option a user can type, with its help.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::engine::actions::KeepRule;
use crate::engine::images::Likeness;
use crate::engine::near::Similarity;
use crate::engine::{DEFAULT_FOLDER_SIMILARITY, MAX_THREADS, SMALLEST_FILE};

#[derive(Debug, Parser)]
#[command(
    name = "doppel",
    version,
    about = "Find duplicate files and near-duplicate documents",
    long_about = "Doppel finds files that are byte-for-byte copies of each other, and documents \
                  that are nearly the same (an edited copy, an older version, the PDF made from \
                  a DOCX). Scanning only reads files; the desktop app moves files to the system trash \
                  only when you clean up, and can put them back.",
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,

    /// Folders to open in the desktop app and scan right away (no command opens the app)
    #[arg(value_name = "FOLDER")]
    pub folders: Vec<PathBuf>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Scan folders and print the groups of duplicates and similar documents
    Scan(ScanArgs),
    /// Scan, then keep watching the folders and print the groups again after every change
    Watch(WatchArgs),
    /// Manage the fingerprint cache
    Cache(CacheArgs),
    /// Move the extra copies of every exact group of a saved JSON report to the trash
    Clean(CleanArgs),
    /// Put back what a cleanup moved to the trash (`--last`, an id, or `--list` them)
    Restore(RestoreArgs),
    /// Compare two files as documents: their exact resemblance, simhash distance, and the
    /// changed words with --diff
    Compare(CompareArgs),
    /// Write the man pages or a shell's completions, made from these definitions (for packaging)
    #[command(hide = true)]
    Generate(GenerateArgs),
}

#[derive(Debug, Args)]
pub struct GenerateArgs {
    #[command(subcommand)]
    pub what: GenerateWhat,
}

#[derive(Debug, Subcommand)]
pub enum GenerateWhat {
    /// Print the man page of doppel, or of the command named (`man scan`, `man cache clear`)
    Man {
        /// The command whose page to print (default: doppel itself)
        #[arg(value_name = "COMMAND", conflicts_with = "out_dir")]
        command: Vec<String>,

        /// Write every page (doppel.1, doppel-scan.1, ...) into DIR instead, replacing them
        #[arg(long, value_name = "DIR")]
        out_dir: Option<PathBuf>,
    },
    /// Print the completion script for SHELL
    Completions {
        /// The shell to complete for
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
}

#[derive(Debug, Args)]
#[command(
    after_help = "Exact groups (byte-for-byte copies) are cleaned with --keep; groups of \
                  similar documents are left alone unless --near RULE is given, and \
                  groups of similar images unless --images is, and of similar videos unless \
                  --videos is. Each file is checked again just \
                  before it goes to the trash (same size and modified time as scanned, and for \
                  exact copies the same bytes as the copy being kept, which must still exist); \
                  a file that fails is left in place. \
                  Files only go to the trash; each is recorded in the journal before it moves, so \
                  `doppel restore --last` puts them back, even after Ctrl+C or a crash. Only one \
                  cleanup or restore runs at a time. With --folders, the extra folders of the \
                  report's duplicate-folder groups go to the trash instead, each whole, and only \
                  when every file in it has a copy (by content) in the folder kept. Nothing inside \
                  a reference folder (the report's, or one given with --reference) is ever \
                  trashed.\n\n\
                  With --as hardlink, each copy is replaced by a hard link to the copy kept \
                  instead: its name stays and then opens the kept file, and its original goes to \
                  the trash as a second name of it (recorded first, so `doppel restore` puts the \
                  original back). Linked names share one file: an edit through one of them \
                  changes them all. The space comes back when the trash is emptied. Only exact \
                  copies on the kept copy's file system, with its owner, group and permissions \
                  (unless --allow-owner-change), are linked. With --folders, each extra folder is \
                  replaced file by file, each file by a link to its copy in the folder kept, its \
                  originals in one trash entry that mirrors the folder; a file that cannot be \
                  linked refuses the folder, or stops it there, and `doppel restore` puts the \
                  folder back whole.\n\n\
                  With --as clone, each copy becomes a clone of the copy kept instead: the file \
                  system shares the kept copy's blocks with it (it compares the two byte for byte \
                  itself, under lock, and refuses if they differ). Nothing goes to the trash; \
                  every path keeps its content, and each copy keeps its name, owner, permissions, \
                  times and extended attributes. Its space comes back at once, less what its \
                  blocks shared already (with a snapshot, or an earlier clone). Only exact copies \
                  on the kept copy's file system are cloned, and only where that file system can \
                  share blocks (btrfs, XFS made with reflink, bcachefs): elsewhere each copy is \
                  refused with the reason (ext4, tmpfs, a read-only mount). With --folders, each \
                  extra folder is cloned file by file onto the copies in the folder kept. \
                  `doppel restore \
                  --unshare-clones` gives the clones blocks of their own again.\n\n\
                  The summary gives, for each file system acted on, the free space measured \
                  before and after beside what was expected, and why they differ when they do.\n\n\
                  Exit status: 0 when every planned file was moved (or, with --dry-run, would \
                  be), 1 when some were refused (each is listed with its reason) or the cleanup \
                  could not be journaled, 2 for a usage error or a report that cannot be read."
)]
pub struct CleanArgs {
    /// A report saved by `doppel scan --format json`
    #[arg(value_name = "REPORT.json")]
    pub report: PathBuf,

    /// Which copy of each exact group to keep (of each duplicate folder group with
    /// --folders); the others go to the trash. A rule is criteria in order, separated by
    /// commas, each breaking the ties of the one before: under:PLACE, not-under:PLACE (a
    /// folder or a glob, ~ for home), newest, oldest, largest, shortest-path,
    /// highest-resolution, first-taken, format:EXT, first. Example:
    /// 'under:~/Photos,oldest'. A group the rule cannot decide (no copy under the place, a
    /// tie) is left alone with the reason; end with 'first' to break any tie by path.
    /// Needed unless --near, --images or --videos is given
    #[arg(long, value_name = "RULE", value_parser = KeepRule::parse, required_unless_present_any = ["near", "images", "videos"])]
    pub keep: Option<KeepRule>,

    /// Also clean the groups of similar documents by this rule (as --keep; `newest` keeps
    /// each group's most recently modified version; off unless asked; try --dry-run first)
    #[arg(long, value_name = "RULE", value_parser = KeepRule::parse, conflicts_with = "folders")]
    pub near: Option<KeepRule>,

    /// Also clean the groups of similar images by this rule (as --keep; for images also
    /// highest-resolution, first-taken by EXIF date, format:jpeg; off unless asked; look at
    /// the groups in the app, or try --dry-run, first)
    #[arg(long, value_name = "RULE", value_parser = KeepRule::parse, conflicts_with = "folders")]
    pub images: Option<KeepRule>,

    /// Also clean the groups of similar videos by this rule (as --keep; off unless asked).
    /// A video goes only while the copy kept is still there, unchanged since the scan
    #[arg(long, value_name = "RULE", value_parser = KeepRule::parse, conflicts_with = "folders")]
    pub videos: Option<KeepRule>,

    /// Run every check and print what would be moved to the trash, touching nothing
    #[arg(long)]
    pub dry_run: bool,

    /// A reference folder (the originals): nothing inside it is ever trashed, and a group
    /// with a copy inside it keeps that copy (repeatable; added to the report's references)
    #[arg(long, value_name = "DIR")]
    pub reference: Vec<PathBuf>,

    /// Clean the extra folders of the report's duplicate-folder groups instead of the extra
    /// files of its exact groups: each goes to the trash whole (with --as hardlink or
    /// --as clone, it is replaced file by file)
    #[arg(long)]
    pub folders: bool,

    /// What becomes of each copy: moved to the trash; replaced by a hard link to the copy
    /// kept (the names then share one file: an edit through one changes all; the original
    /// waits in the trash, and its space comes back when the trash is emptied); or made a
    /// clone of the copy kept (its blocks shared: nothing goes to the trash, every path
    /// keeps its content; refused, with the reason, where the file system cannot share
    /// blocks)
    #[arg(long = "as", value_enum, value_name = "KIND", default_value_t = CleanAs::Trash)]
    pub reclaim: CleanAs,

    /// With --as hardlink: link copies whose owner, group or permissions differ from the
    /// copy kept's too (each name then gives the kept copy's, which may change who can read
    /// it)
    #[arg(long)]
    pub allow_owner_change: bool,
}

/// What `doppel clean --as` does with each copy.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum CleanAs {
    /// Move it to the trash
    Trash,
    /// Replace it by a hard link to the copy kept (its original goes to the trash)
    Hardlink,
    /// Make it a clone of the copy kept: its blocks shared, its name, owner, permissions and
    /// content kept; nothing goes to the trash (btrfs, XFS with reflink, bcachefs)
    Clone,
}

#[derive(Debug, Args)]
#[command(
    after_help = "The resemblance is exact: the share of all word triples found in either \
                  document that are found in both (Jaccard index), after the same extraction \
                  and normalisation as a scan, so it is the figure a scan compares with \
                  --similarity. The simhash distance is the number of differing bits of the two \
                  64-bit simhashes; within 3 (the k of Manku et al.'s near-duplicate web pages) \
                  the two are near duplicates by that measure too.\n\n\
                  Exit status: 0 when both files were compared, 1 when one cannot be compared \
                  as a document (not text, too short, unreadable: the reason is printed), 2 for \
                  a usage error."
)]
pub struct CompareArgs {
    /// The first file
    #[arg(value_name = "A")]
    pub a: PathBuf,

    /// The second file
    #[arg(value_name = "B")]
    pub b: PathBuf,

    /// Also print the word diff: words only in A, then words only in B, in reading order
    /// (coloured on a terminal, [-deleted-]{+inserted+} when piped)
    #[arg(long)]
    pub diff: bool,

    /// Output format
    #[arg(long, value_enum, default_value_t = CompareFormat::Text)]
    pub format: CompareFormat,

    #[command(flatten)]
    pub documents: DocumentSettings,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum CompareFormat {
    /// Readable lines
    Text,
    /// One JSON document
    Json,
}

/// How alike two images must be to be grouped: the engine's steps, as the command line
/// names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ImageLikeness {
    /// Within 2 of 64 bits: the same picture saved again or resized
    VerySimilar,
    /// Within 6: also recompressed hard, brightened, or marked
    Similar,
    /// Within 10: also cropped by a few percent
    Alike,
    /// Within 14: expect some unrelated photos of similar scenes
    LooselySimilar,
}

impl From<ImageLikeness> for Likeness {
    fn from(step: ImageLikeness) -> Likeness {
        match step {
            ImageLikeness::VerySimilar => Likeness::VerySimilar,
            ImageLikeness::Similar => Likeness::Similar,
            ImageLikeness::Alike => Likeness::Alike,
            ImageLikeness::LooselySimilar => Likeness::LooselySimilar,
        }
    }
}

#[derive(Debug, Args)]
#[command(
    after_help = "Files come back to where they were, from the exact trash entry each became, \
                  after checking it still holds the same content; never over a file that stands \
                  there now. A cleanup that was interrupted (Ctrl+C, a crash) is restored like \
                  any other.\n\n\
                  A cleanup made with --as clone has nothing to put back (no file left its \
                  name; each is listed as such); with --unshare-clones each clone is given \
                  blocks of its own again (a copy written beside it, verified, and exchanged for \
                  it), so the space it shared is its own once more: only while it still holds \
                  the content it was cloned with.\n\n\
                  Exit status: 0 when everything was restored (or --list), 1 when some files \
                  could not be put back (each is listed with its reason; run it again once the \
                  cause is fixed), 2 when there is nothing to restore or no such cleanup."
)]
// The struct's own group would hold every field; `which` holds the three that pick what to
// restore, so --unshare-clones goes with any of them but --list.
#[group(skip)]
#[command(group(
    clap::ArgGroup::new("which")
        .required(true)
        .multiple(false)
        .args(["last", "list", "id"])
))]
pub struct RestoreArgs {
    /// Restore the most recent cleanup that still has files in the trash
    #[arg(long)]
    pub last: bool,

    /// List the recorded cleanups, newest first, with how many files each still has in the trash
    #[arg(long)]
    pub list: bool,

    /// Restore the cleanup with this id (as `--list` shows it)
    #[arg(value_name = "ID")]
    pub id: Option<String>,

    /// Give the clones a `--as clone` cleanup made blocks of their own again (their space
    /// is then used again; without this a clone is left as it is: it never left its name)
    #[arg(long, conflicts_with = "list")]
    pub unshare_clones: bool,
}

#[derive(Debug, Args)]
#[command(
    after_help = "Stop with Ctrl+C. Exit status: 0 when stopped, 2 for a usage error or a \
                        folder that does not exist or cannot be read, 1 for any other failure."
)]
pub struct WatchArgs {
    /// Folders to scan and watch
    #[arg(required = true, value_name = "PATH")]
    pub paths: Vec<PathBuf>,

    /// Output: one JSON report per line (same schema as `scan --format json`), or text
    #[arg(long, value_enum, default_value_t = WatchFormat::Jsonl)]
    pub format: WatchFormat,

    /// Also scan again every SECONDS (at least 1), for folders where change events do not
    /// arrive (network mounts) or that could not all be watched
    #[arg(long, value_name = "SECONDS", value_parser = parse_rescan_seconds)]
    pub rescan_every: Option<u64>,

    #[command(flatten)]
    pub settings: ScanSettings,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum WatchFormat {
    /// One JSON document per line
    Jsonl,
    /// The readable text report, separated by a line of dashes
    Text,
}

#[derive(Debug, Args)]
pub struct CacheArgs {
    #[command(subcommand)]
    pub action: CacheAction,
}

#[derive(Debug, Subcommand)]
pub enum CacheAction {
    /// Delete the fingerprint cache (the next scan reads every file again)
    Clear {
        /// The cache file (default: the user cache folder)
        #[arg(long, value_name = "FILE")]
        cache_file: Option<PathBuf>,
    },
    /// Show where the cache is and how large it is
    Info {
        /// The cache file (default: the user cache folder)
        #[arg(long, value_name = "FILE")]
        cache_file: Option<PathBuf>,
    },
}

#[derive(Debug, Args)]
#[command(
    after_help = "Exit status: 0 when the scan finished (duplicates found or not), \
                        2 for a usage error or a folder that does not exist or cannot be read, \
                        1 for any other failure, 3 with --fail-if-unique when some files have \
                        no copy in a reference folder."
)]
#[command(group(clap::ArgGroup::new("sets").args(["reference", "against"]).multiple(true)))]
pub struct ScanArgs {
    /// Folders (or files) to scan
    #[arg(required = true, value_name = "PATH")]
    pub paths: Vec<PathBuf>,

    /// Output format
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,

    /// Write the report to FILE instead of standard output
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,

    /// Do not show the progress bar, even on a terminal
    #[arg(short, long)]
    pub quiet: bool,

    /// Print the files outside every --reference folder that have no copy (by content)
    /// inside one, instead of the groups: what would be lost by wiping those folders (with
    /// --against, the files with no copy in the folders against)
    #[arg(long, requires = "sets")]
    pub unique: bool,

    /// With --unique: exit with status 3 when there is at least one such file (for scripts)
    #[arg(long, requires = "unique")]
    pub fail_if_unique: bool,

    #[command(flatten)]
    pub settings: ScanSettings,
}

/// How documents are compared: shared by `scan`, `watch` and `compare`.
#[derive(Debug, Args)]
pub struct DocumentSettings {
    /// How alike two documents must be to be reported as near duplicates: the resemblance
    /// of their word triples, from 0.5 to 1.0
    #[arg(long, value_name = "0.5-1.0", default_value_t = Similarity::DEFAULT)]
    pub similarity: Similarity,

    /// Ignore numbers when comparing documents
    #[arg(long)]
    pub drop_numbers: bool,

    /// Ignore the stop words of each document's detected language ("the", "of", "und"...)
    #[arg(long)]
    pub stop_words: bool,

    /// Compare word stems in each document's detected language ("running" = "runs")
    #[arg(long)]
    pub stem: bool,
}

/// What to scan for and how: shared by `scan` and `watch`.
#[derive(Debug, Args)]
pub struct ScanSettings {
    /// Read the groups hidden as not duplicates from FILE instead of the ignore list in the
    /// user data folder (ignored.json)
    #[arg(long, value_name = "FILE", conflicts_with = "show_ignored")]
    pub ignore_list: Option<PathBuf>,

    /// Show the groups and files hidden as not duplicates too (no ignore list is read)
    #[arg(long)]
    pub show_ignored: bool,

    /// A folder holding the originals (repeatable): scanned too, its files are never
    /// trashed, and groups made only of its files are not reported
    #[arg(long, value_name = "PATH")]
    pub reference: Vec<PathBuf>,

    /// Set against set: a folder of the other set B (repeatable), scanned too. Only groups
    /// joining a file of the PATHs (A) with a file of B are reported, never copies only
    /// inside A or only inside B; nothing in B is ever trashed (it is a reference folder
    /// too), and with --unique, the files of A with no copy in B are listed
    #[arg(long, value_name = "PATH")]
    pub against: Vec<PathBuf>,

    /// Only look for exact copies; do not compare documents' text or images
    #[arg(long)]
    pub exact_only: bool,

    /// Also find similar images (JPEG, PNG, WebP, GIF, BMP, TIFF, HEIC, AVIF, camera RAW,
    /// PSD): the same photo resized, recompressed, cropped a little, turned, mirrored or
    /// edited
    #[arg(long, conflicts_with = "exact_only")]
    pub images: bool,

    /// How alike two images must be to be grouped (with --images): very-similar (within 2
    /// of 64 bits), similar (6), alike (10), loosely-similar (14)
    #[arg(long, value_enum, value_name = "STEP", default_value_t = ImageLikeness::Alike)]
    pub image_likeness: ImageLikeness,

    /// Also find similar videos (MP4, MKV, WebM, MOV, AVI...): the same clip re-encoded,
    /// resized, cropped a little or trimmed, and a clip inside a longer video (said with
    /// where and for how long). Needs ffmpeg and ffprobe on PATH; without them the scan says
    /// so and finds everything else
    #[arg(long, conflicts_with = "exact_only")]
    pub videos: bool,

    #[command(flatten)]
    pub documents: DocumentSettings,

    /// Ignore files smaller than this; accepts suffixes K, M, G (powers of 1024). Empty
    /// files are never duplicates, so values below 1 count as 1
    #[arg(long, value_name = "BYTES", default_value_t = SMALLEST_FILE, value_parser = parse_size)]
    pub min_size: u64,

    /// Skip files and folders whose name or full path matches GLOB (repeatable), e.g.
    /// '*.log', 'node_modules', '/home/me/archive/**'
    #[arg(long, value_name = "GLOB")]
    pub exclude: Vec<String>,

    /// Also scan hidden files and folders (names starting with a dot)
    #[arg(long)]
    pub hidden: bool,

    /// Also scan the files in trash folders (the home trash, .Trash-1000, .Trashes,
    /// $RECYCLE.BIN...), which are otherwise left out and listed as skipped: they appear in
    /// groups, but no keep rule keeps one, and a copy in the trash never counts as kept
    #[arg(long)]
    pub include_trash: bool,

    /// Follow symbolic links (loops are detected and reported as skipped)
    #[arg(short = 'L', long)]
    pub follow_links: bool,

    /// Stay on the file system of each PATH; do not descend into other mounts
    #[arg(short = 'x', long)]
    pub one_file_system: bool,

    /// Worker threads for walking and hashing, 1 to 256 (default: 4 per core, at least 8,
    /// because most of a scan waits for the disk)
    #[arg(long, value_name = "N", value_parser = parse_threads)]
    pub threads: Option<usize>,

    /// Also find duplicate folders (the same file contents, recursively, whatever the names)
    /// and similar folders
    #[arg(long)]
    pub folders: bool,

    /// With --folders: duplicate folders must also hold their files under the same names
    #[arg(long, requires = "folders")]
    pub same_names: bool,

    /// With --folders: the least share of file contents (Jaccard index, 0 to 1) two folders
    /// must have in common to be reported as similar; 0 reports duplicate folders only
    #[arg(long, value_name = "SHARE", requires = "folders",
          default_value_t = DEFAULT_FOLDER_SIMILARITY, value_parser = parse_share)]
    pub similar_folders: f64,

    /// Do not use the fingerprint cache (every file is read again)
    #[arg(long)]
    pub no_cache: bool,

    /// Where the fingerprint cache lives (default: the user cache folder)
    #[arg(long, value_name = "FILE", conflicts_with = "no_cache")]
    pub cache_file: Option<PathBuf>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Readable groups and a summary
    Text,
    /// One JSON document (schema: docs/src/json.md)
    Json,
    /// One row per file, with a group number
    Csv,
}

/// Parses a thread count: 1 to [`MAX_THREADS`]; more only cost the time to start them.
pub fn parse_threads(text: &str) -> Result<usize, String> {
    let value: usize = text
        .trim()
        .parse()
        .map_err(|_| format!("{text:?} is not a whole number; use a number such as 8"))?;
    if (1..=MAX_THREADS).contains(&value) {
        Ok(value)
    } else {
        Err(format!(
            "{value} is outside 1 to {MAX_THREADS}; leave --threads out for the default"
        ))
    }
}

/// Parses a share from 0 to 1 (the similar-folders threshold; 0 turns similar folders off).
pub fn parse_share(text: &str) -> Result<f64, String> {
    let value: f64 = text
        .trim()
        .parse()
        .map_err(|_| format!("{text:?} is not a number; use a share such as 0.8"))?;
    if (0.0..=1.0).contains(&value) {
        Ok(value)
    } else {
        Err(format!(
            "{value} is outside 0 to 1; use a share such as 0.8, or 0 for duplicate folders only"
        ))
    }
}

/// Parses a rescan interval in whole seconds, at least 1 (0 would scan without pause).
pub fn parse_rescan_seconds(text: &str) -> Result<u64, String> {
    let value: u64 = text
        .trim()
        .parse()
        .map_err(|_| format!("{text:?} is not a whole number of seconds; use e.g. 60"))?;
    if value == 0 {
        Err("the interval must be at least 1 second (0 would scan without pause)".to_string())
    } else {
        Ok(value)
    }
}

/// Parses "4096", "4K", "10M", "1G" (powers of 1024).
pub fn parse_size(text: &str) -> Result<u64, String> {
    let text = text.trim();
    let split = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let (digits, suffix) = text.split_at(split);
    let number: u64 = digits
        .parse()
        .map_err(|_| format!("{text:?} is not a size; use a number of bytes such as 4096 or 4K"))?;
    let multiplier: u64 = match suffix.trim().to_ascii_uppercase().as_str() {
        "" | "B" => 1,
        "K" | "KB" | "KIB" => 1 << 10,
        "M" | "MB" | "MIB" => 1 << 20,
        "G" | "GB" | "GIB" => 1 << 30,
        "T" | "TB" | "TIB" => 1 << 40,
        other => return Err(format!("unknown size suffix {other:?}; use K, M, G or T")),
    };
    number
        .checked_mul(multiplier)
        .ok_or_else(|| format!("{text:?} is too large"))
}

#[cfg(test)]
mod tests {
    use super::parse_size;

    #[test]
    fn sizes_accept_plain_numbers_and_binary_suffixes() {
        assert_eq!(parse_size("0"), Ok(0));
        assert_eq!(parse_size("4096"), Ok(4096));
        assert_eq!(parse_size("4K"), Ok(4096));
        assert_eq!(parse_size("10MiB"), Ok(10 << 20));
        assert_eq!(parse_size("1g"), Ok(1 << 30));
        assert!(parse_size("lots").is_err());
        assert!(parse_size("5X").is_err());
        assert!(parse_size("99999999999T").is_err());
    }

    #[test]
    fn similarity_is_between_one_half_and_one() {
        use clap::Parser;
        let parse = |value: &str| {
            super::Cli::try_parse_from(["doppel", "scan", "--similarity", value, "."])
                .map_err(|e| e.to_string())
        };
        assert!(parse("0.5").is_ok());
        assert!(parse("1").is_ok());
        let refused = parse("0.49").unwrap_err();
        assert!(refused.contains("0.49 is outside 0.5 to 1.0"), "{refused}");
        assert!(parse("80%").is_err());
    }

    #[test]
    fn threads_are_between_one_and_the_maximum() {
        assert_eq!(super::parse_threads("1"), Ok(1));
        assert_eq!(super::parse_threads("256"), Ok(256));
        assert!(super::parse_threads("0").is_err());
        assert!(super::parse_threads("257").is_err());
        assert!(super::parse_threads("-3").is_err());
    }

    #[test]
    fn the_rescan_interval_is_at_least_one_second() {
        assert_eq!(super::parse_rescan_seconds("1"), Ok(1));
        assert_eq!(super::parse_rescan_seconds("3600"), Ok(3600));
        assert!(super::parse_rescan_seconds("0").is_err());
        assert!(super::parse_rescan_seconds("1.5").is_err());
    }
}
