//! `doppel generate`, hidden from `--help`: the man pages and shell completions, made by
//! clap's own generators (`clap_mangen`, `clap_complete`) from the definitions in
//! [`super::args`], so they say exactly what the command line accepts. The Debian package ships
//! the copies committed under `packaging/linux/`; `tests/it/packaging.rs` checks that they are
//! what this writes today.
//!
//! Both generators work from [`documented_command`], the command line without its hidden
//! commands: clap_complete would otherwise offer `generate` to every user's Tab key. Its help
//! is English whatever the user's language: the pages and completions are packaged once for
//! everyone.

use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;

use clap_mangen::Man;
use clap_mangen::roff::{Roff, bold, roman};

use super::args::{GenerateArgs, GenerateWhat};
use super::{EXIT_FAILURE, EXIT_USAGE};
use crate::i18n::Lang;
use crate::tr;

/// The manual every page names in its header.
const MANUAL: &str = "User Commands";

/// The date in each page's footer: none, so the pages are the same whenever they are made.
/// Written as an empty quoted argument: clap_mangen would drop an empty string from `.TH`,
/// moving the source into the date's place.
const NO_DATE: &str = "\"\"";

/// Runs `doppel generate man ...` or `doppel generate completions SHELL`.
pub fn run(args: &GenerateArgs) -> ExitCode {
    let result = match &args.what {
        GenerateWhat::Man {
            out_dir: Some(dir), ..
        } => write_man_pages(dir),
        GenerateWhat::Man {
            command,
            out_dir: None,
        } => {
            let pages = man_pages();
            match pages.iter().find(|page| page.command == *command) {
                Some(page) => io::stdout().lock().write_all(&page.roff),
                None => {
                    let commands: Vec<String> =
                        pages.iter().map(|page| page.command.join(" ")).collect();
                    let said = tr!(
                        "generate-no-page",
                        command = command.join(" "),
                        commands = commands[1..].join(", ")
                    );
                    eprintln!("doppel: {said}");
                    return ExitCode::from(EXIT_USAGE);
                }
            }
        }
        GenerateWhat::Completions { shell } => {
            let mut out = Vec::new();
            clap_complete::generate(*shell, &mut documented_command(), "doppel", &mut out);
            io::stdout().lock().write_all(&out)
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!(
                "doppel: {}",
                tr!("generate-write-failed", error = error.to_string())
            );
            ExitCode::from(EXIT_FAILURE)
        }
    }
}

/// The command line as users see it, its help in English: [`super::help::command`] without
/// its hidden commands.
///
/// clap cannot take a subcommand out of a command, so the root is assembled again from
/// the command's own arguments and visible subcommands; the root settings that show in
/// `--help` and `--version` are carried over, which a unit test checks by comparing the two.
pub fn documented_command() -> clap::Command {
    let full = super::help::command(Lang::En);
    let mut root = clap::Command::new("doppel")
        .version(env!("CARGO_PKG_VERSION"))
        .args_conflicts_with_subcommands(full.is_args_conflicts_with_subcommands_set())
        .args(full.get_arguments().cloned())
        .subcommands(full.get_subcommands().filter(|c| !c.is_hide_set()).cloned());
    if let Some(about) = full.get_about() {
        root = root.about(about.clone());
    }
    if let Some(long_about) = full.get_long_about() {
        root = root.long_about(long_about.clone());
    }
    root
}

/// One man page: the command it documents (`[]` for doppel itself, `["cache", "clear"]`)
/// and its roff source.
pub struct ManPage {
    pub command: Vec<String>,
    pub file_name: String,
    pub roff: Vec<u8>,
}

/// Every man page: `doppel.1`, then one per command and nested command (`doppel-scan.1`,
/// `doppel-cache-clear.1`), as `git` and `cargo` document theirs.
pub fn man_pages() -> Vec<ManPage> {
    let mut root = without_help_subcommands(documented_command());
    root.build();
    let mut pages = Vec::new();
    collect_pages(&root, &[], &mut pages);
    pages
}

/// `help` is a subcommand only for the terminal; each page lists the real ones.
fn without_help_subcommands(cmd: clap::Command) -> clap::Command {
    cmd.disable_help_subcommand(true)
        .mut_subcommands(without_help_subcommands)
}

fn collect_pages(cmd: &clap::Command, path: &[String], pages: &mut Vec<ManPage>) {
    let page_name = page_name(path);
    let mut roff = Vec::new();
    render_page(cmd, path, &page_name, &mut roff).expect("writing to a Vec cannot fail");
    pages.push(ManPage {
        command: path.to_vec(),
        file_name: format!("{page_name}.1"),
        roff,
    });
    for sub in cmd.get_subcommands().filter(|c| !c.is_hide_set()) {
        let mut sub_path = path.to_vec();
        sub_path.push(sub.get_name().to_string());
        collect_pages(sub, &sub_path, pages);
    }
}

/// `doppel`, `doppel-scan`, `doppel-cache-clear`.
fn page_name(path: &[String]) -> String {
    std::iter::once("doppel")
        .chain(path.iter().map(String::as_str))
        .collect::<Vec<_>>()
        .join("-")
}

/// clap_mangen's page, with the text after a command's options split into NOTES and
/// EXIT STATUS (clap_mangen would print it under "EXTRA"), and SEE ALSO naming the pages
/// above this one.
fn render_page(
    cmd: &clap::Command,
    path: &[String],
    name: &str,
    out: &mut dyn Write,
) -> io::Result<()> {
    let after_help = cmd.get_after_help().map(|text| text.to_string());
    let mut body = cmd.clone().after_help(None::<&'static str>);
    body.build();
    Man::new(body)
        .title(name.to_uppercase())
        .date(NO_DATE)
        .source(concat!("doppel ", env!("CARGO_PKG_VERSION")))
        .manual(MANUAL)
        .render(out)?;

    let mut roff = Roff::new();
    if let Some(text) = after_help {
        let (notes, exit_status) = match text.split_once("Exit status:") {
            Some((notes, status)) => (notes, Some(status)),
            None => (text.as_str(), None),
        };
        section(&mut roff, "NOTES", notes);
        if let Some(status) = exit_status {
            section(&mut roff, "EXIT STATUS", status);
        }
    }
    if !path.is_empty() {
        roff.control("SH", ["SEE ALSO"]);
        let parents: Vec<String> = (0..path.len()).map(|n| page_name(&path[..n])).collect();
        let mut line = Vec::new();
        for (i, parent) in parents.iter().enumerate() {
            if i > 0 {
                line.push(roman(", "));
            }
            line.push(bold(parent.clone()));
            line.push(roman("(1)"));
        }
        roff.text(line);
    }
    out.write_all(roff.to_roff().as_bytes())
}

/// A section of paragraphs (blank-line separated), or nothing when `text` is blank.
fn section(roff: &mut Roff, heading: &str, text: &str) {
    let paragraphs: Vec<&str> = text
        .split("\n\n")
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect();
    if paragraphs.is_empty() {
        return;
    }
    roff.control("SH", [heading]);
    for (i, paragraph) in paragraphs.iter().enumerate() {
        if i > 0 {
            roff.control("PP", []);
        }
        roff.text([roman(paragraph.replace('\n', " "))]);
    }
}

/// Writes every page into `dir` and removes the `doppel*.1` pages there that no command has
/// any more; prints each file written.
fn write_man_pages(dir: &Path) -> io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let pages = man_pages();
    for entry in std::fs::read_dir(dir)? {
        let name = entry?.file_name().to_string_lossy().into_owned();
        let ours = name.starts_with("doppel") && name.ends_with(".1");
        if ours && !pages.iter().any(|page| page.file_name == name) {
            std::fs::remove_file(dir.join(&name))?;
        }
    }
    for page in &pages {
        let path = dir.join(&page.file_name);
        std::fs::write(&path, &page.roff)?;
        say!("{}", path.display());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::documented_command;
    use crate::i18n::Lang;

    #[test]
    fn the_documented_command_is_the_real_one_without_generate() {
        let mut real = crate::cli::help::command(Lang::En);
        let mut documented = documented_command();
        assert_eq!(
            documented.render_long_help().to_string(),
            real.render_long_help().to_string()
        );
        assert_eq!(documented.render_version(), real.render_version());
        let names = |cmd: &clap::Command| -> Vec<String> {
            cmd.get_subcommands()
                .map(|c| c.get_name().to_string())
                .collect()
        };
        let mut visible = names(&real);
        visible.retain(|name| name != "generate");
        assert_eq!(names(&documented), visible);
        assert!(real.find_subcommand("generate").unwrap().is_hide_set());
    }
}
