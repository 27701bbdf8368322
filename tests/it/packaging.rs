//! Checks the Linux packaging: the desktop file and the AppStream metainfo pass their
//! validators (where those are installed), the Debian package's asset list is complete, one
//! app id is used everywhere, and the committed man pages and shell completions are exactly
//! what `doppel generate` makes from the command line today.

use std::path::{Path, PathBuf};
use std::process::Command;

const APP_ID: &str = "io.github.doppel.Doppel";
const ICON_SIZES: [u32; 9] = [16, 22, 24, 32, 48, 64, 128, 256, 512];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn desktop_file() -> String {
    format!("packaging/linux/{APP_ID}.desktop")
}

fn metainfo_file() -> String {
    format!("packaging/linux/{APP_ID}.metainfo.xml")
}

fn icon_files() -> Vec<String> {
    let mut icons: Vec<String> = ICON_SIZES
        .iter()
        .map(|s| format!("icons/hicolor/{s}x{s}/apps/{APP_ID}.png"))
        .collect();
    icons.push(format!("icons/hicolor/scalable/apps/{APP_ID}.svg"));
    icons
}

/// Runs a validator if it is installed; `None` (with a printed note) when it is not.
fn run_validator(program: &str, args: &[&str]) -> Option<std::process::Output> {
    match Command::new(program)
        .args(args)
        .current_dir(root())
        .output()
    {
        Ok(output) => Some(output),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            println!("note: {program} is not installed; skipping its check");
            None
        }
        Err(e) => panic!("could not run {program}: {e}"),
    }
}

#[test]
fn desktop_file_is_valid() {
    let file = desktop_file();
    assert!(root().join(&file).is_file(), "{file} is missing");
    if let Some(out) = run_validator("desktop-file-validate", &[&file]) {
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(
            out.status.success(),
            "desktop-file-validate failed:\n{text}"
        );
        assert!(
            !text.contains("error:") && !text.contains("warning:"),
            "desktop-file-validate reported problems:\n{text}"
        );
    }
}

#[test]
fn metainfo_is_valid() {
    let file = metainfo_file();
    assert!(root().join(&file).is_file(), "{file} is missing");
    if let Some(out) = run_validator(
        "appstreamcli",
        &["validate", "--pedantic", "--no-net", &file],
    ) {
        assert!(
            out.status.success(),
            "appstreamcli validate failed:\n{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// The source paths of the `assets` of `[package.metadata.deb]` in Cargo.toml, found with a
/// simple line scan: each asset is one line `["source", "dest", "mode"],`.
fn deb_assets() -> Vec<(String, String)> {
    let manifest = std::fs::read_to_string(root().join("Cargo.toml")).unwrap();
    let mut in_deb = false;
    let mut in_assets = false;
    let mut assets = Vec::new();
    for line in manifest.lines() {
        let line = line.trim();
        if line.starts_with('[') && !line.starts_with("[\"") && !in_assets {
            in_deb = line == "[package.metadata.deb]";
            continue;
        }
        if !in_deb {
            continue;
        }
        if line.starts_with("assets") && line.contains('=') {
            in_assets = true;
            continue;
        }
        if in_assets {
            if line.starts_with('#') {
                continue;
            }
            if line == "]" {
                in_assets = false;
                continue;
            }
            let fields: Vec<&str> = line.split('"').skip(1).step_by(2).collect();
            assert!(fields.len() >= 2, "unexpected asset line: {line}");
            assets.push((fields[0].to_string(), fields[1].to_string()));
        }
    }
    assert!(
        !assets.is_empty(),
        "no [package.metadata.deb] assets found in Cargo.toml"
    );
    assets
}

#[test]
fn deb_package_lists_every_file() {
    let assets = deb_assets();
    let has = |source: &str, dest_dir: &str| {
        assets
            .iter()
            .any(|(s, d)| s == source && d.trim_end_matches('/') == dest_dir)
    };

    assert!(has("target/release/doppel", "usr/bin"), "binary not listed");
    assert!(
        has(&desktop_file(), "usr/share/applications"),
        "desktop file not listed"
    );
    assert!(
        has(&metainfo_file(), "usr/share/metainfo"),
        "metainfo not listed"
    );
    for icon in icon_files() {
        let dest = Path::new("usr/share")
            .join(Path::new(&icon).parent().unwrap())
            .to_string_lossy()
            .into_owned();
        assert!(has(&icon, &dest), "{icon} not listed for {dest}");
    }

    for page in committed_man_pages() {
        let source = format!("{MAN_DIR}/{page}");
        assert!(
            installs(&assets, &source, &format!("usr/share/man/man1/{page}")),
            "{source} is not installed in usr/share/man/man1/"
        );
    }
    for (file, _, installed) in COMPLETIONS {
        let source = format!("{COMPLETIONS_DIR}/{file}");
        assert!(
            installs(&assets, &source, installed),
            "{source} is not installed as {installed}"
        );
    }

    for (source, _) in &assets {
        if source == "target/release/doppel" {
            continue;
        }
        assert!(
            root().join(source).is_file(),
            "listed asset {source} does not exist"
        );
    }
}

/// `scan --format json`'s help names where the report's fields are described, in every
/// language: a file the Debian package installs. Each asset is put where the package puts
/// it, under a temporary root, and the path the help names is read there.
#[test]
fn the_json_formats_help_names_a_file_the_package_installs() {
    let installed = tempfile::tempdir().unwrap();
    for (source, dest) in deb_assets() {
        if source.starts_with("target/") {
            continue;
        }
        let dest = dest.trim_start_matches('/');
        let at = match dest.strip_suffix('/') {
            Some(folder) => installed
                .path()
                .join(folder)
                .join(source.rsplit('/').next().unwrap()),
            None => installed.path().join(dest),
        };
        std::fs::create_dir_all(at.parent().unwrap()).unwrap();
        std::fs::copy(root().join(&source), &at).unwrap();
    }
    for lang in doppel::i18n::LANGUAGES {
        let output = Command::new(env!("CARGO_BIN_EXE_doppel"))
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANGUAGE")
            .env("LANG", locale(lang))
            .args(["scan", "--help"])
            .output()
            .unwrap();
        assert!(output.status.success(), "{lang:?}: {output:?}");
        let help = String::from_utf8(output.stdout).unwrap();
        // The help of the value json, up to the next value's (it may be wrapped).
        let line = help
            .split_once("json:")
            .and_then(|(_, after)| after.split("csv:").next())
            .unwrap_or_else(|| panic!("{lang:?}: no json value in\n{help}"));
        let named = line
            .split(|c: char| c.is_whitespace() || "(),;（），：".contains(c))
            .find(|word| word.starts_with('/'))
            .unwrap_or_else(|| panic!("{lang:?}: no installed path in {line:?}"));
        let described = installed.path().join(named.trim_start_matches('/'));
        let text = std::fs::read_to_string(&described)
            .unwrap_or_else(|e| panic!("{lang:?}: {named} is not installed ({e}): {line}"));
        assert!(text.starts_with("# The JSON report"), "{named}");
    }
}

/// The locale a desktop in `lang` sets.
fn locale(lang: doppel::i18n::Lang) -> &'static str {
    use doppel::i18n::Lang;
    match lang {
        Lang::En => "en_US.UTF-8",
        Lang::De => "de_DE.UTF-8",
        Lang::Fr => "fr_FR.UTF-8",
        Lang::Es => "es_ES.UTF-8",
        Lang::ZhCn => "zh_CN.UTF-8",
    }
}

/// Whether `source` is an asset installed at exactly `path` (a destination ending in `/` is a
/// folder that keeps the file's name).
fn installs(assets: &[(String, String)], source: &str, path: &str) -> bool {
    assets.iter().any(|(s, d)| {
        let installed = match d.strip_suffix('/') {
            Some(dir) => format!("{dir}/{}", source.rsplit('/').next().unwrap()),
            None => d.clone(),
        };
        s == source && installed.trim_start_matches('/') == path
    })
}

const MAN_DIR: &str = "packaging/linux/man";
const COMPLETIONS_DIR: &str = "packaging/linux/completions";
/// Each shell's completion file, the shell's name for `doppel generate completions`, and where
/// the Debian package installs it.
const COMPLETIONS: [(&str, &str, &str); 3] = [
    (
        "doppel.bash",
        "bash",
        "usr/share/bash-completion/completions/doppel",
    ),
    ("_doppel", "zsh", "usr/share/zsh/vendor-completions/_doppel"),
    (
        "doppel.fish",
        "fish",
        "usr/share/fish/vendor_completions.d/doppel.fish",
    ),
];

/// The man pages committed under packaging/linux/man, sorted.
fn committed_man_pages() -> Vec<String> {
    let mut pages: Vec<String> = std::fs::read_dir(root().join(MAN_DIR))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    pages.sort();
    assert!(pages.contains(&"doppel.1".to_string()), "no doppel.1");
    pages
}

/// Runs the real `doppel` with `args` and returns its standard output, failing on any other
/// outcome.
fn doppel(args: &[&str]) -> Vec<u8> {
    let output = Command::new(env!("CARGO_BIN_EXE_doppel"))
        .env("LC_ALL", "C")
        .args(args)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "doppel {} failed: {}",
        args.join(" "),
        String::from_utf8_lossy(&output.stderr)
    );
    output.stdout
}

#[test]
fn man_pages_are_current() {
    let regenerate = format!("cargo run -- generate man --out-dir {MAN_DIR}");
    let fresh = tempfile::tempdir().unwrap();
    let fresh_dir = fresh.path().to_str().unwrap();
    doppel(&["generate", "man", "--out-dir", fresh_dir]);
    let mut made: Vec<String> = std::fs::read_dir(fresh.path())
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    made.sort();
    assert_eq!(
        made,
        committed_man_pages(),
        "the commands have other pages than {MAN_DIR} holds; regenerate them with `{regenerate}`"
    );
    for page in &made {
        let committed = std::fs::read(root().join(MAN_DIR).join(page)).unwrap();
        let current = std::fs::read(fresh.path().join(page)).unwrap();
        assert!(
            committed == current,
            "{MAN_DIR}/{page} is out of date; regenerate the pages with `{regenerate}`"
        );
    }

    // One page at a time to standard output, as `man -l <(doppel generate man scan)` reads it.
    for (args, page) in [
        (&["generate", "man"][..], "doppel.1"),
        (&["generate", "man", "scan"][..], "doppel-scan.1"),
        (
            &["generate", "man", "cache", "clear"][..],
            "doppel-cache-clear.1",
        ),
    ] {
        assert!(
            doppel(args) == std::fs::read(root().join(MAN_DIR).join(page)).unwrap(),
            "`doppel {}` did not print {page}",
            args.join(" ")
        );
    }
}

#[test]
fn completions_are_current() {
    for (file, shell, _) in COMPLETIONS {
        let committed = std::fs::read(root().join(COMPLETIONS_DIR).join(file)).unwrap();
        assert!(
            committed == doppel(&["generate", "completions", shell]),
            "{COMPLETIONS_DIR}/{file} is out of date; regenerate it with \
             `cargo run -- generate completions {shell} > {COMPLETIONS_DIR}/{file}`"
        );
    }
}

#[test]
fn generate_is_hidden_from_users() {
    let help = String::from_utf8(doppel(&["--help"])).unwrap();
    assert!(help.contains("scan"), "unexpected --help:\n{help}");
    assert!(!help.contains("generate"), "--help shows generate:\n{help}");
    for (file, _, _) in COMPLETIONS {
        let script = std::fs::read_to_string(root().join(COMPLETIONS_DIR).join(file)).unwrap();
        assert!(
            script.contains("restore"),
            "{file} does not complete restore"
        );
        assert!(!script.contains("generate"), "{file} offers generate");
    }
    for page in committed_man_pages() {
        let text = std::fs::read_to_string(root().join(MAN_DIR).join(&page)).unwrap();
        assert!(!text.contains("generate"), "{page} mentions generate");
    }
}

/// Renders every page with `man` where it is installed, which must succeed without warnings.
#[test]
fn man_pages_render() {
    for page in committed_man_pages() {
        let file = format!("{MAN_DIR}/{page}");
        let Some(out) = run_validator("man", &["--warnings", "-l", &file]) else {
            return;
        };
        let text = String::from_utf8_lossy(&out.stdout);
        let title = page.trim_end_matches(".1").to_uppercase();
        assert!(
            out.status.success() && out.stderr.is_empty(),
            "man -l {file} failed or warned:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(
            text.contains("NAME") && text.contains(&format!("{title}(1)")),
            "man -l {file} rendered something else:\n{text}"
        );
    }
}

#[test]
fn one_app_id_everywhere() {
    // The app's own constant.
    let app_src = std::fs::read_to_string(root().join("src/app/mod.rs")).unwrap();
    assert!(
        app_src.contains(&format!("pub const APP_ID: &str = \"{APP_ID}\";")),
        "APP_ID in src/app/mod.rs is not {APP_ID}"
    );

    // The desktop file: its name, its icon and its window class.
    let desktop = std::fs::read_to_string(root().join(desktop_file())).unwrap();
    assert!(desktop.lines().any(|l| l == format!("Icon={APP_ID}")));
    assert!(
        desktop
            .lines()
            .any(|l| l == format!("StartupWMClass={APP_ID}"))
    );

    // The metainfo: its id and launchable.
    let metainfo = std::fs::read_to_string(root().join(metainfo_file())).unwrap();
    assert!(
        metainfo.contains(&format!("<id>{APP_ID}</id>")),
        "metainfo <id> differs"
    );
    assert!(
        metainfo.contains(&format!(
            "<launchable type=\"desktop-id\">{APP_ID}.desktop</launchable>"
        )),
        "metainfo launchable differs"
    );

    // Every icon file carries the id, and no other name is in the icon folders.
    for icon in icon_files() {
        assert!(root().join(&icon).is_file(), "{icon} is missing");
    }
    for dir in std::fs::read_dir(root().join("icons/hicolor")).unwrap() {
        let apps = dir.unwrap().path().join("apps");
        for file in std::fs::read_dir(&apps).unwrap() {
            let name = file.unwrap().file_name().to_string_lossy().into_owned();
            assert!(
                name == format!("{APP_ID}.png") || name == format!("{APP_ID}.svg"),
                "unexpected icon name {name} in {}",
                apps.display()
            );
        }
    }
}

#[test]
fn window_icon_decodes() {
    let bytes =
        std::fs::read(root().join(format!("icons/hicolor/128x128/apps/{APP_ID}.png"))).unwrap();
    let icon = eframe::icon_data::from_png_bytes(&bytes).expect("window icon decodes");
    assert_eq!((icon.width, icon.height), (128, 128));
}
