//! The command line, as clap definitions: every command and option a user can type.
//!
//! Their help is not here: it is in the message files, `cmd-…` for a command and `arg-…`
//! for an argument (`i18n/en/doppel.ftl` says how they are keyed), set on the command by
//! [`super::help`] in the user's language. A doc comment here would not be shown; a test
//! fails when a command, an argument or a value it takes has no help.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::engine::actions::KeepRule;
use crate::engine::images::Likeness;
use crate::engine::near::Similarity;
use crate::engine::{DEFAULT_FOLDER_SIMILARITY, MAX_THREADS, SMALLEST_FILE};
use crate::report::SimilarityError;
use crate::tr;

#[derive(Debug, Parser)]
#[command(name = "doppel", version, args_conflicts_with_subcommands = true)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,

    #[arg(value_name = "FOLDER")]
    pub folders: Vec<PathBuf>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    Scan(ScanArgs),
    Watch(WatchArgs),
    Cache(CacheArgs),
    Clean(CleanArgs),
    Restore(RestoreArgs),
    Compare(CompareArgs),
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
    Man {
        #[arg(value_name = "COMMAND", conflicts_with = "out_dir")]
        command: Vec<String>,

        #[arg(long, value_name = "DIR")]
        out_dir: Option<PathBuf>,
    },
    Completions {
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
}

#[derive(Debug, Args)]
pub struct CleanArgs {
    #[arg(value_name = "REPORT.json")]
    pub report: PathBuf,

    #[arg(long, value_name = "RULE", value_parser = parse_rule, required_unless_present_any = ["near", "images", "videos", "music"])]
    pub keep: Option<KeepRule>,

    #[arg(long, value_name = "RULE", value_parser = parse_rule, conflicts_with = "folders")]
    pub near: Option<KeepRule>,

    #[arg(long, value_name = "RULE", value_parser = parse_rule, conflicts_with = "folders")]
    pub images: Option<KeepRule>,

    #[arg(long, value_name = "RULE", value_parser = parse_rule, conflicts_with = "folders")]
    pub videos: Option<KeepRule>,

    #[arg(long, value_name = "RULE", value_parser = parse_rule, conflicts_with = "folders")]
    pub music: Option<KeepRule>,

    #[arg(long)]
    pub dry_run: bool,

    #[arg(long, value_name = "DIR")]
    pub reference: Vec<PathBuf>,

    #[arg(long)]
    pub folders: bool,

    #[arg(long = "as", value_enum, value_name = "KIND", default_value_t = CleanAs::Trash)]
    pub reclaim: CleanAs,

    #[arg(long)]
    pub allow_owner_change: bool,
}

/// What `doppel clean --as` does with each copy.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum CleanAs {
    Trash,
    Hardlink,
    Clone,
}

#[derive(Debug, Args)]
pub struct CompareArgs {
    #[arg(value_name = "A")]
    pub a: PathBuf,

    #[arg(value_name = "B")]
    pub b: PathBuf,

    #[arg(long)]
    pub diff: bool,

    #[arg(long, value_enum, default_value_t = CompareFormat::Text)]
    pub format: CompareFormat,

    #[command(flatten)]
    pub documents: DocumentSettings,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum CompareFormat {
    Text,
    Json,
}

/// How alike two images must be to be grouped: the engine's steps, as the command line
/// names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ImageLikeness {
    VerySimilar,
    Similar,
    Alike,
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
    #[arg(long)]
    pub last: bool,

    #[arg(long)]
    pub list: bool,

    #[arg(value_name = "ID")]
    pub id: Option<String>,

    #[arg(long, conflicts_with = "list")]
    pub unshare_clones: bool,
}

#[derive(Debug, Args)]
pub struct WatchArgs {
    #[arg(required = true, value_name = "PATH")]
    pub paths: Vec<PathBuf>,

    #[arg(long, value_enum, default_value_t = WatchFormat::Jsonl)]
    pub format: WatchFormat,

    #[arg(long, value_name = "SECONDS", value_parser = parse_rescan_seconds)]
    pub rescan_every: Option<u64>,

    #[command(flatten)]
    pub settings: ScanSettings,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum WatchFormat {
    Jsonl,
    Text,
}

#[derive(Debug, Args)]
pub struct CacheArgs {
    #[command(subcommand)]
    pub action: CacheAction,
}

#[derive(Debug, Subcommand)]
pub enum CacheAction {
    Clear {
        #[arg(long, value_name = "FILE")]
        cache_file: Option<PathBuf>,
    },
    Info {
        #[arg(long, value_name = "FILE")]
        cache_file: Option<PathBuf>,
    },
}

#[derive(Debug, Args)]
#[command(group(clap::ArgGroup::new("sets").args(["reference", "against"]).multiple(true)))]
pub struct ScanArgs {
    #[arg(required = true, value_name = "PATH")]
    pub paths: Vec<PathBuf>,

    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,

    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,

    #[arg(short, long)]
    pub quiet: bool,

    #[arg(long, requires = "sets")]
    pub unique: bool,

    #[arg(long, requires = "unique")]
    pub fail_if_unique: bool,

    #[command(flatten)]
    pub settings: ScanSettings,
}

/// How documents are compared: shared by `scan`, `watch` and `compare`.
#[derive(Debug, Args)]
pub struct DocumentSettings {
    #[arg(long, value_name = "0.5-1.0", default_value_t = Similarity::DEFAULT, value_parser = parse_similarity)]
    pub similarity: Similarity,

    #[arg(long)]
    pub drop_numbers: bool,

    #[arg(long)]
    pub stop_words: bool,

    #[arg(long)]
    pub stem: bool,
}

/// What to scan for and how: shared by `scan` and `watch`.
#[derive(Debug, Args)]
pub struct ScanSettings {
    #[arg(long, value_name = "FILE", conflicts_with = "show_ignored")]
    pub ignore_list: Option<PathBuf>,

    #[arg(long)]
    pub show_ignored: bool,

    #[arg(long, value_name = "PATH")]
    pub reference: Vec<PathBuf>,

    #[arg(long, value_name = "PATH")]
    pub against: Vec<PathBuf>,

    #[arg(long)]
    pub exact_only: bool,

    // Each search a scan makes by default has its flag to turn it off (`--no-images`), and
    // the flag that asks for it still reads; of the two, the last given counts.
    #[arg(long, conflicts_with = "exact_only", overrides_with = "no_images")]
    pub images: bool,

    #[arg(long, overrides_with = "images")]
    pub no_images: bool,

    #[arg(long, value_enum, value_name = "STEP", default_value_t = ImageLikeness::Alike)]
    pub image_likeness: ImageLikeness,

    #[arg(long, conflicts_with = "exact_only", overrides_with = "no_videos")]
    pub videos: bool,

    #[arg(long, overrides_with = "videos")]
    pub no_videos: bool,

    #[arg(long, conflicts_with = "exact_only", overrides_with = "no_music")]
    pub music: bool,

    #[arg(long, overrides_with = "music")]
    pub no_music: bool,

    #[command(flatten)]
    pub documents: DocumentSettings,

    #[arg(long, value_name = "BYTES", default_value_t = SMALLEST_FILE, value_parser = parse_size)]
    pub min_size: u64,

    #[arg(long, value_name = "GLOB")]
    pub exclude: Vec<String>,

    #[arg(long)]
    pub hidden: bool,

    #[arg(long)]
    pub include_trash: bool,

    #[arg(short = 'L', long)]
    pub follow_links: bool,

    #[arg(short = 'x', long)]
    pub one_file_system: bool,

    #[arg(long, value_name = "N", value_parser = parse_threads)]
    pub threads: Option<usize>,

    #[arg(long, overrides_with = "no_folders")]
    pub folders: bool,

    #[arg(long, overrides_with = "folders")]
    pub no_folders: bool,

    #[arg(long, conflicts_with = "no_folders")]
    pub same_names: bool,

    #[arg(long, value_name = "SHARE", conflicts_with = "no_folders",
          default_value_t = DEFAULT_FOLDER_SIMILARITY, value_parser = parse_share)]
    pub similar_folders: f64,

    #[arg(long)]
    pub no_cache: bool,

    #[arg(long, value_name = "FILE", conflicts_with = "no_cache")]
    pub cache_file: Option<PathBuf>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    Text,
    Json,
    Csv,
}

/// Parses a thread count: 1 to [`MAX_THREADS`]; more only cost the time to start them.
pub fn parse_threads(text: &str) -> Result<usize, String> {
    let value: usize = text
        .trim()
        .parse()
        .map_err(|_| tr!("arg-error-threads-not-number", text = text))?;
    if (1..=MAX_THREADS).contains(&value) {
        Ok(value)
    } else {
        Err(tr!(
            "arg-error-threads-range",
            value = value,
            max = MAX_THREADS
        ))
    }
}

/// Parses a share from 0 to 1 (the similar-folders threshold; 0 turns similar folders off).
pub fn parse_share(text: &str) -> Result<f64, String> {
    let value: f64 = text
        .trim()
        .parse()
        .map_err(|_| tr!("arg-error-share-not-number", text = text))?;
    if (0.0..=1.0).contains(&value) {
        Ok(value)
    } else {
        Err(tr!("arg-error-share-range", value = value))
    }
}

/// Parses how alike two documents must be, 0.5 to 1.
pub fn parse_similarity(text: &str) -> Result<Similarity, String> {
    text.parse().map_err(|error| match error {
        SimilarityError::NotANumber(text) => tr!(
            "arg-error-similarity-not-number",
            text = text,
            default = Similarity::DEFAULT.to_string()
        ),
        SimilarityError::OutOfRange(value) => tr!("arg-error-similarity-range", value = value),
    })
}

/// Parses a rescan interval in whole seconds, at least 1 (0 would scan without pause).
pub fn parse_rescan_seconds(text: &str) -> Result<u64, String> {
    let value: u64 = text
        .trim()
        .parse()
        .map_err(|_| tr!("arg-error-seconds-not-number", text = text))?;
    if value == 0 {
        Err(tr!("arg-error-seconds-zero"))
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
        .map_err(|_| tr!("arg-error-size-not-size", text = text))?;
    let multiplier: u64 = match suffix.trim().to_ascii_uppercase().as_str() {
        "" | "B" => 1,
        "K" | "KB" | "KIB" => 1 << 10,
        "M" | "MB" | "MIB" => 1 << 20,
        "G" | "GB" | "GIB" => 1 << 30,
        "T" | "TB" | "TIB" => 1 << 40,
        other => return Err(tr!("arg-error-size-suffix", suffix = other)),
    };
    number
        .checked_mul(multiplier)
        .ok_or_else(|| tr!("arg-error-size-too-large", text = text))
}

/// A keep rule as `--keep` and the like take it; why one does not read, in the language.
fn parse_rule(text: &str) -> Result<KeepRule, String> {
    KeepRule::parse(text).map_err(|error| crate::i18n::words::rule_error(&error))
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
