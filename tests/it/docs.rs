//! The documentation cannot drift silently: README.md and every chapter under `docs/src/`
//! are read as Markdown and checked against the repository and the command line.
//!
//! What is read, and how:
//!
//! - **Prose** is everything outside fenced code blocks (``` or ~~~). Its headings give the
//!   anchors a link may name, by GitHub's rule: the heading's text (a link's text, not its
//!   address) lowercased, letters, digits, `-` and `_` kept, each space made `-`, all else
//!   dropped; a repeated heading gets `-1`, `-2`… as on GitHub.
//! - **Links** are `[text](target)` and `![alt](target)` in prose, outside code spans.
//!   A target with a scheme (`https:`, `mailto:`) is not checked. Any other must name a file
//!   or folder, relative to the Markdown file, inside the repository; `#anchor` alone means
//!   the same file; an anchor into a `.md` file must be one of its headings.
//! - **Code spans** (`…`) in prose are checked twice. Each word of a span that looks like
//!   a repository path must exist, from the repository's root: it contains `/` and ends in
//!   a file extension, or it starts with a top folder of the repository (`src/`, `crates/`,
//!   `tests/`, `benches/`, `docs/`, `packaging/`, `.ci/`, `fuzz/`, `icons/`, `assets/`).
//!   Not paths of the repository, and not checked: words starting with `/`, `~`, `$` or
//!   `../` (paths on the user's machine), holding any of `*?<>{}[]|:'"\` (patterns,
//!   placeholders, addresses), under `target/` (build output), with an all-capital segment
//!   such as `TARGET` (a placeholder), or with a segment starting with `-`. And a span that
//!   holds a command, `doppel SUBCOMMAND …` or `cargo run … -- SUBCOMMAND …`, must name only
//!   flags that subcommand has, up to a shell operator (`|`, `&&`, `;`, `>`…); a span that
//!   starts with a flag (`--min-size BYTES`, `-o, --output FILE`) must name, in its leading
//!   flags, only flags some subcommand has, or the few other tools' flags listed in
//!   [`OTHER_TOOLS_FLAGS`]. A flag is `--word` or a dash and one letter (`-x`); `-wal` is
//!   not one.
//! - **Fenced blocks** tagged `sh`, `bash`, `shell` or `console` are command lines: each
//!   line, up to a `#` comment, is checked as such a span is (its commands' flags, and every
//!   word that looks like a repository path). Other fences (JSON, a program's output) are
//!   examples of data and are not checked.
//!
//! The flags come from the clap definitions themselves (`doppel::cli::args::Cli`), so a flag
//! renamed there and not in the docs fails here. Finally, `docs/src/SUMMARY.md` must list
//! every chapter under `docs/src/`, and each entry must exist (a link like any other).

use std::collections::{BTreeSet, HashMap};
use std::path::{Component, Path, PathBuf};

use clap::CommandFactory;

/// Flags of other tools that the docs name on their own, in backticks: cargo's.
const OTHER_TOOLS_FLAGS: &[&str] = &["--no-default-features"];

/// Top folders a backticked word may start with to be taken for a path of the repository.
const REPO_FOLDERS: &[&str] = &[
    "src/",
    "crates/",
    "tests/",
    "benches/",
    "docs/",
    "packaging/",
    ".ci/",
    "fuzz/",
    "icons/",
    "assets/",
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// README.md and every Markdown file under docs/src/, as paths relative to the root.
fn documents() -> Vec<PathBuf> {
    let mut found = vec![PathBuf::from("README.md")];
    let mut folders = vec![PathBuf::from("docs/src")];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(root().join(&folder)).expect("docs/src") {
            let path = folder.join(entry.expect("docs/src entry").file_name());
            if root().join(&path).is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "md") {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// One Markdown file cut into what the checks read.
struct Parsed {
    /// Prose blocks (paragraphs, lists, tables, headings): first line number and text.
    prose: Vec<(usize, String)>,
    /// Lines of fenced shell blocks: line number and text.
    shell: Vec<(usize, String)>,
    /// Heading anchors, GitHub-style.
    anchors: BTreeSet<String>,
}

fn parse(text: &str) -> Parsed {
    let mut parsed = Parsed {
        prose: Vec::new(),
        shell: Vec::new(),
        anchors: BTreeSet::new(),
    };
    let mut seen: HashMap<String, usize> = HashMap::new();
    // The fence open now: its marker character, length, and whether it holds shell.
    let mut fence: Option<(char, usize, bool)> = None;
    let mut block: Option<(usize, String)> = None;
    for (index, line) in text.lines().enumerate() {
        let number = index + 1;
        let trimmed = line.trim_start();
        let marker = trimmed.chars().next().filter(|c| *c == '`' || *c == '~');
        let run = marker.map_or(0, |m| trimmed.chars().take_while(|c| *c == m).count());
        if let Some((mark, length, is_shell)) = fence {
            if marker == Some(mark) && run >= length && trimmed[run..].trim().is_empty() {
                fence = None;
            } else if is_shell {
                parsed.shell.push((number, line.to_string()));
            }
            continue;
        }
        if let Some(mark) = marker.filter(|_| run >= 3) {
            parsed.prose.extend(block.take());
            let info = trimmed[run..].trim();
            let is_shell = matches!(info, "sh" | "bash" | "shell" | "console");
            fence = Some((mark, run, is_shell));
            continue;
        }
        if line.trim().is_empty() {
            parsed.prose.extend(block.take());
            continue;
        }
        if let Some(heading) = heading_text(line) {
            let slug = slug(&heading);
            let count = seen.entry(slug.clone()).or_insert(0);
            let anchor = match *count {
                0 => slug.clone(),
                n => format!("{slug}-{n}"),
            };
            *count += 1;
            parsed.anchors.insert(anchor);
        }
        match &mut block {
            Some((_, text)) => {
                text.push('\n');
                text.push_str(line);
            }
            None => block = Some((number, line.to_string())),
        }
    }
    parsed.prose.extend(block);
    parsed
}

/// The text of an ATX heading (`## Title`), or `None` for any other line.
fn heading_text(line: &str) -> Option<String> {
    let hashes = line.chars().take_while(|c| *c == '#').count();
    let rest = &line[hashes..];
    if !(1..=6).contains(&hashes) || !(rest.is_empty() || rest.starts_with(' ')) {
        return None;
    }
    Some(rest.trim().trim_end_matches('#').trim().to_string())
}

/// GitHub's anchor for a heading: a link's text stands for the link, then lowercase,
/// letters, digits, `-` and `_` kept, spaces made `-`, the rest dropped.
fn slug(heading: &str) -> String {
    let mut text = String::new();
    let mut rest = heading;
    // `[text](target)` reads as `text`.
    while let Some(open) = rest.find('[') {
        let Some(close) = rest[open..].find("](").map(|i| open + i) else {
            break;
        };
        let Some(end) = rest[close..].find(')').map(|i| close + i) else {
            break;
        };
        text.push_str(&rest[..open]);
        text.push_str(&rest[open + 1..close]);
        rest = &rest[end + 1..];
    }
    text.push_str(rest);
    text.chars()
        .flat_map(char::to_lowercase)
        .filter_map(|c| match c {
            ' ' => Some('-'),
            '-' | '_' => Some(c),
            c if c.is_alphanumeric() => Some(c),
            _ => None,
        })
        .collect()
}

/// A prose block split into code spans (with the byte offset of each) and the text
/// outside them, where links are looked for.
fn split_code_spans(block: &str) -> (Vec<(usize, String)>, String) {
    let mut spans = Vec::new();
    let mut outside = String::new();
    let bytes = block.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != b'`' {
            let next = block[i..].find('`').map_or(block.len(), |n| i + n);
            outside.push_str(&block[i..next]);
            i = next;
            continue;
        }
        let run = block[i..].chars().take_while(|c| *c == '`').count();
        let fence = &block[i..i + run];
        // The span ends at the next run of exactly as many backticks.
        let mut search = i + run;
        let mut end = None;
        while let Some(found) = block[search..].find(fence).map(|n| search + n) {
            let after = block[found..].chars().take_while(|c| *c == '`').count();
            if after == run {
                end = Some(found);
                break;
            }
            search = found + after;
        }
        match end {
            Some(end) => {
                let content = block[i + run..end].replace('\n', " ");
                let content = match content.strip_prefix(' ').and_then(|c| c.strip_suffix(' ')) {
                    Some(inner) if !inner.trim().is_empty() => inner.to_string(),
                    _ => content,
                };
                spans.push((i, content));
                outside.push(' ');
                i = end + run;
            }
            None => {
                // An unmatched run is literal text.
                outside.push_str(fence);
                i += run;
            }
        }
    }
    (spans, outside)
}

/// The targets of `[text](target)` and `![alt](target)` in text outside code spans.
fn link_targets(text: &str) -> Vec<String> {
    let mut targets = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("](") {
        let after = &rest[at + 2..];
        let Some(end) = after.find(')') else { break };
        // `[text](target "title")`: the target is the first word.
        let target = after[..end].split_whitespace().next().unwrap_or("");
        let target = target.trim_start_matches('<').trim_end_matches('>');
        targets.push(target.to_string());
        rest = &after[end + 1..];
    }
    targets
}

/// Whether a link target is an address with a scheme (`https://…`, `mailto:…`).
fn has_scheme(target: &str) -> bool {
    match target.split_once(':') {
        Some((scheme, _)) => {
            !scheme.is_empty()
                && scheme
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || "+.-".contains(c))
        }
        None => false,
    }
}

/// Removes `.` and `..` from a relative path; `None` if it climbs above where it starts.
fn normalise(path: &Path) -> Option<PathBuf> {
    let mut out = PathBuf::new();
    for component in path.components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    return None;
                }
            }
            Component::Normal(part) => out.push(part),
            Component::RootDir | Component::Prefix(_) => return None,
        }
    }
    Some(out)
}

/// Whether a backticked word is meant as a path of the repository (see the module's rules).
fn repository_path(word: &str) -> Option<&str> {
    let word = word.strip_prefix("./").unwrap_or(word);
    let foreign = word.starts_with(['/', '~', '$'])
        || word.starts_with("../")
        || word.starts_with("target/")
        || word.contains(|c: char| "*?<>{}[]|:'\"\\".contains(c) || c.is_whitespace());
    let placeholder = word.split('/').any(|segment| {
        segment.len() > 1 && segment.chars().all(|c| c.is_ascii_uppercase() || c == '_')
    });
    // `lomiri-wallpapers-16.04/-20.04` is two names, not a path.
    let not_a_name = word.split('/').any(|segment| segment.starts_with('-'));
    if foreign || placeholder || not_a_name {
        return None;
    }
    let last = word.trim_end_matches('/').rsplit('/').next().unwrap_or("");
    let has_extension = last.rsplit_once('.').is_some_and(|(stem, extension)| {
        !stem.is_empty()
            && (1..=8).contains(&extension.len())
            && extension.chars().all(|c| c.is_ascii_alphanumeric())
    });
    let in_repo_folder = REPO_FOLDERS.iter().any(|folder| word.starts_with(folder));
    ((word.contains('/') && has_extension) || in_repo_folder).then_some(word)
}

/// The flags each subcommand path (`scan`, `cache clear`, and `` for `doppel` alone)
/// accepts, long (`--min-size`) and short (`-x`), from the clap definitions.
struct Flags {
    by_command: HashMap<String, BTreeSet<String>>,
    any: BTreeSet<String>,
}

impl Flags {
    fn from_cli() -> Flags {
        let mut command = doppel::cli::args::Cli::command();
        command.build();
        let mut by_command = HashMap::new();
        collect_flags(&command, String::new(), &mut by_command);
        let any = by_command.values().flatten().cloned().collect();
        Flags { by_command, any }
    }
}

fn collect_flags(
    command: &clap::Command,
    path: String,
    into: &mut HashMap<String, BTreeSet<String>>,
) {
    let mut flags = BTreeSet::new();
    for arg in command.get_arguments() {
        for long in arg.get_long_and_visible_aliases().into_iter().flatten() {
            flags.insert(format!("--{long}"));
        }
        for short in arg.get_short_and_visible_aliases().into_iter().flatten() {
            flags.insert(format!("-{short}"));
        }
    }
    into.insert(path.clone(), flags);
    for sub in command.get_subcommands() {
        let name = sub.get_name();
        let sub_path = if path.is_empty() {
            name.to_string()
        } else {
            format!("{path} {name}")
        };
        collect_flags(sub, sub_path, into);
    }
}

/// The problems with the flags in one command line or code span (words split on white
/// space): each `doppel …` or `cargo run … -- …` command's flags against its subcommand,
/// and a span of flags alone against every subcommand's.
fn check_flags(words: &[&str], flags: &Flags, problems: &mut Vec<String>) {
    let is_operator = |w: &str| matches!(w, "|" | "||" | "&&" | ";" | ">" | ">>" | "2>" | "<");
    if words.first().is_some_and(|w| w.starts_with('-')) {
        for word in words.iter().take_while(|w| w.starts_with('-')) {
            for flag in flag_names(word) {
                if !flags.any.contains(&flag) && !OTHER_TOOLS_FLAGS.contains(&flag.as_str()) {
                    problems.push(format!("`{flag}` is no flag of any doppel command"));
                }
            }
            // `--format text|json|csv`: the value is not a flag.
        }
        return;
    }
    let mut i = 0;
    while i < words.len() {
        // Where doppel's own arguments start, if this word begins a doppel command.
        let start = if words[i] == "doppel" {
            Some(i + 1)
        } else if words[i] == "cargo" && words.get(i + 1) == Some(&"run") {
            let end = words[i..]
                .iter()
                .position(|w| is_operator(w))
                .map_or(words.len(), |n| i + n);
            words[i..end]
                .iter()
                .position(|w| *w == "--")
                .map(|n| i + n + 1)
        } else {
            None
        };
        let Some(mut at) = start else {
            i += 1;
            continue;
        };
        let mut path = String::new();
        while let Some(word) = words.get(at) {
            let candidate = if path.is_empty() {
                word.to_string()
            } else {
                format!("{path} {word}")
            };
            if flags.by_command.contains_key(&candidate) {
                path = candidate;
                at += 1;
            } else {
                break;
            }
        }
        let known = &flags.by_command[&path];
        let name = if path.is_empty() {
            "doppel".to_string()
        } else {
            format!("doppel {path}")
        };
        while let Some(word) = words.get(at) {
            if is_operator(word) || *word == "--" {
                break;
            }
            if word.starts_with('-') {
                for flag in flag_names(word) {
                    if !known.contains(&flag) {
                        problems.push(format!("`{name}` has no flag `{flag}`"));
                    }
                }
            }
            at += 1;
        }
        i = at;
    }
}

/// The flag one word names: `--keep=first` is `--keep`, `-o,` is `-o`. A single dash takes
/// one letter (`-x`): `-wal` is a file name's end, not three flags.
fn flag_names(word: &str) -> Vec<String> {
    let word = word.trim_end_matches([',', '.', ';', ')']);
    let word = word.split('=').next().unwrap_or(word);
    if let Some(long) = word.strip_prefix("--") {
        if long.is_empty() {
            return Vec::new();
        }
        return vec![word.to_string()];
    }
    match word
        .strip_prefix('-')
        .map(str::chars)
        .map(|mut c| (c.next(), c.next()))
    {
        Some((Some(letter), None)) if letter.is_ascii_alphabetic() => vec![word.to_string()],
        _ => Vec::new(),
    }
}

/// Everything wrong with one document, `path` relative to the root, as `path:line: what`.
fn check(path: &Path, text: &str, flags: &Flags, anchors_of: &mut Anchors) -> Vec<String> {
    let parsed = parse(text);
    let mut problems = Vec::new();
    let folder = path.parent().unwrap_or(Path::new(""));
    let mut report = |line: usize, found: Vec<String>| {
        for problem in found {
            problems.push(format!("{}:{line}: {problem}", path.display()));
        }
    };
    for (first_line, block) in &parsed.prose {
        let (spans, outside) = split_code_spans(block);
        let mut found = Vec::new();
        for target in link_targets(&outside) {
            found.extend(check_link(
                path,
                folder,
                &target,
                &parsed.anchors,
                anchors_of,
            ));
        }
        // Links are not placed by line; the block's first line is near enough.
        report(*first_line, found);
        for (offset, span) in spans {
            let line = first_line + block[..offset].matches('\n').count();
            let mut found = Vec::new();
            check_words(&span, flags, &mut found);
            report(line, found);
        }
    }
    for (line, command) in &parsed.shell {
        let command = match command.find(" #") {
            Some(comment) => &command[..comment],
            None if command.trim_start().starts_with('#') => "",
            None => command,
        };
        let mut found = Vec::new();
        check_words(command, flags, &mut found);
        report(*line, found);
    }
    problems
}

/// The checks on the words of a code span or a command line: flags and repository paths.
fn check_words(text: &str, flags: &Flags, problems: &mut Vec<String>) {
    let words: Vec<&str> = text.split_whitespace().collect();
    check_flags(&words, flags, problems);
    // A span of several words is a command or a phrase; only its path-like words count.
    for word in &words {
        if let Some(repo_path) = repository_path(word)
            && !root().join(repo_path).exists()
        {
            problems.push(format!("`{repo_path}` does not exist in the repository"));
        }
    }
}

/// The heading anchors of the Markdown files links point into, read once each.
type Anchors = HashMap<PathBuf, BTreeSet<String>>;

fn check_link(
    from: &Path,
    folder: &Path,
    target: &str,
    own_anchors: &BTreeSet<String>,
    anchors_of: &mut Anchors,
) -> Option<String> {
    if target.is_empty() || has_scheme(target) {
        return None;
    }
    let (file, anchor) = match target.split_once('#') {
        Some((file, anchor)) => (file, Some(anchor)),
        None => (target, None),
    };
    if file.is_empty() {
        let anchor = anchor.unwrap_or("");
        return (!own_anchors.contains(anchor)).then(|| {
            format!(
                "link `{target}`: no heading `#{anchor}` in {}",
                from.display()
            )
        });
    }
    let Some(resolved) = normalise(&folder.join(file)) else {
        return Some(format!("link `{target}` leads outside the repository"));
    };
    let on_disk = root().join(&resolved);
    if !on_disk.exists() {
        return Some(format!(
            "link `{target}`: {} does not exist",
            resolved.display()
        ));
    }
    let anchor = anchor?;
    if resolved.extension().is_none_or(|e| e != "md") {
        return None;
    }
    let anchors = anchors_of.entry(resolved.clone()).or_insert_with(|| {
        let text = std::fs::read_to_string(&on_disk).unwrap_or_default();
        parse(&text).anchors
    });
    (!anchors.contains(anchor)).then(|| {
        format!(
            "link `{target}`: no heading `#{anchor}` in {}",
            resolved.display()
        )
    })
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn the_readme_and_the_book_have_no_broken_link_path_or_flag() {
    let flags = Flags::from_cli();
    let mut anchors = Anchors::new();
    let mut problems = Vec::new();
    for path in documents() {
        problems.extend(check(&path, &read(&path), &flags, &mut anchors));
    }
    assert!(
        problems.is_empty(),
        "the docs name what is not there:\n{}",
        problems.join("\n")
    );
}

/// The README's set-up line, the first a newcomer copies, runs as root on a Debian without
/// sudo (a fresh install with a root password has none) and as a user with sudo: its
/// command run by `sh` with stand-ins for `sudo`, `apt-get` and `cargo` on a `PATH` of
/// their own, which write down how they were called.
#[test]
fn the_readmes_set_up_line_runs_as_root_without_sudo_and_as_a_user_with_it() {
    use std::os::unix::fs::PermissionsExt;
    let readme = parse(&read(Path::new("README.md")));
    let (_, line) = readme
        .shell
        .iter()
        .find(|(_, line)| line.contains("apt-get install"))
        .expect("the README's set-up line");
    let line = line.split(" #").next().unwrap().trim();
    for with_sudo in [false, true] {
        let dir = tempfile::tempdir().unwrap();
        let bin = dir.path().join("bin");
        std::fs::create_dir(&bin).unwrap();
        let mut tools = vec![
            ("apt-get", "echo \"apt-get $*\" >> \"$LOG\""),
            ("cargo", "echo \"cargo $*\" >> \"$LOG\""),
        ];
        if with_sudo {
            tools.push(("sudo", "echo sudo >> \"$LOG\"\nexec \"$@\""));
        }
        for (name, body) in tools {
            let tool = bin.join(name);
            std::fs::write(&tool, format!("#!/bin/sh\n{body}\n")).unwrap();
            std::fs::set_permissions(&tool, std::fs::Permissions::from_mode(0o755)).unwrap();
        }
        let log = dir.path().join("log");
        let ran = std::process::Command::new("/bin/sh")
            .args(["-c", line])
            .env_clear()
            .env("PATH", &bin)
            .env("HOME", dir.path())
            .env("LOG", &log)
            .output()
            .unwrap();
        assert!(ran.status.success(), "sudo: {with_sudo}: {line}: {ran:?}");
        let log = std::fs::read_to_string(&log).unwrap();
        let calls: Vec<&str> = log.lines().map(|l| l.split(' ').next().unwrap()).collect();
        let expected = if with_sudo {
            ["sudo", "apt-get", "cargo"].as_slice()
        } else {
            ["apt-get", "cargo"].as_slice()
        };
        assert_eq!(calls, expected, "{log}");
        assert!(log.contains("apt-get install -y build-essential"), "{log}");
        let documents = dir.path().join("Documents");
        assert!(
            log.contains(&format!(
                "cargo run --release --locked -- {}",
                documents.display()
            )),
            "{log}"
        );
    }
}

#[test]
fn the_summary_lists_every_chapter() {
    let summary = read(Path::new("docs/src/SUMMARY.md"));
    let (_, outside) = split_code_spans(&summary);
    let listed: BTreeSet<PathBuf> = link_targets(&outside)
        .iter()
        .filter_map(|t| normalise(&Path::new("docs/src").join(t.split('#').next()?)))
        .collect();
    assert!(!listed.is_empty(), "docs/src/SUMMARY.md lists no chapter");
    let unlisted: Vec<String> = documents()
        .into_iter()
        .filter(|p| p.starts_with("docs/src") && !p.ends_with("SUMMARY.md"))
        .filter(|p| !listed.contains(p))
        .map(|p| p.display().to_string())
        .collect();
    assert!(
        unlisted.is_empty(),
        "chapters missing from docs/src/SUMMARY.md: {}",
        unlisted.join(", ")
    );
    // Each entry exists: the links test reads SUMMARY.md like every chapter.
}

#[test]
fn headings_are_anchored_as_github_does() {
    assert_eq!(
        slug("Quick start (fresh Debian)"),
        "quick-start-fresh-debian"
    );
    assert_eq!(
        slug("Two files: `doppel compare`"),
        "two-files-doppel-compare"
    );
    assert_eq!(slug("Doppel's own folders"), "doppels-own-folders");
    assert_eq!(slug("See [the cache](cache.md) now"), "see-the-cache-now");
    let parsed = parse("# A\n\n## A\n\n```sh\n# not a heading\n```\n");
    let anchors: Vec<&str> = parsed.anchors.iter().map(String::as_str).collect();
    assert_eq!(anchors, ["a", "a-1"]);
}

/// The checks can fail: a page with one of each mistake gets one problem for each, and
/// the same page put right gets none.
#[test]
fn a_broken_link_anchor_path_or_flag_is_caught() {
    let flags = Flags::from_cli();
    let page = |link: &str, anchor: &str, path: &str, flag: &str, shell: &str| {
        format!(
            "# Page\n\nSee [scanning]({link}) and [the cache](cache.md#{anchor}); the code is \
             in `{path}`.\nRun `doppel scan {flag} 1M ~/x` or [the web](https://example.org).\n\n\
             ```sh\ndoppel clean r.json {shell} --dry-run   # --not-checked in a comment\n```\n\n\
             ```\ndoppel scan --output-only-shown-not-run\n```\n"
        )
    };
    let path = Path::new("docs/src/page.md");
    let good = page(
        "scan.md",
        "the-fingerprint-cache",
        "src/cli/args.rs",
        "--min-size",
        "--keep newest",
    );
    assert_eq!(
        check(path, &good, &flags, &mut Anchors::new()),
        Vec::<String>::new()
    );
    let bad = page(
        "scanning.md",
        "no-such-heading",
        "src/cli/argz.rs",
        "--minimum-size",
        "--keep-newest",
    );
    let problems = check(path, &bad, &flags, &mut Anchors::new());
    let expected = [
        "scanning.md does not exist",
        "no heading `#no-such-heading`",
        "`src/cli/argz.rs` does not exist",
        "`doppel scan` has no flag `--minimum-size`",
        "`doppel clean` has no flag `--keep-newest`",
    ];
    for what in expected {
        assert!(
            problems.iter().any(|p| p.contains(what)),
            "{what:?} not among {problems:#?}"
        );
    }
    assert_eq!(problems.len(), expected.len(), "{problems:#?}");
}
