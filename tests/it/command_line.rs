//! The first word of `doppel`: a command, or a folder for the app. A word that names nothing
//! on disk and is a command mistyped (`doppel scna ~/Documents`) is a usage error naming the
//! command meant, not a window opened on a folder "scna"; and when the window cannot open,
//! the reason is said in plain words, not in the windowing library's.

use std::path::Path;
use std::process::Output;

use doppel::i18n::Lang;
use doppel::tr_in;
use tempfile::TempDir;

use crate::support::doppel;

/// `doppel ARGS` in the folder `at`, with no display named (as on a console or over ssh),
/// so that no run of it can open a window, and its data and cache under `at`.
fn run_without_display(at: &Path, args: &[&str]) -> Output {
    doppel()
        .args(args)
        .current_dir(at)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("WAYLAND_SOCKET")
        .env("XDG_DATA_HOME", at.join("data"))
        .env("XDG_CACHE_HOME", at.join("cache"))
        .env("XDG_CONFIG_HOME", at.join("config"))
        .output()
        .unwrap()
}

#[test]
fn a_mistyped_command_is_a_usage_error_naming_the_command_meant() {
    let dir = TempDir::new().unwrap();
    let documents = dir.path().join("Documents");
    std::fs::create_dir(&documents).unwrap();
    let documents = documents.to_str().unwrap();
    for (typed, meant) in [
        ("scna", "scan"),
        ("wacth", "watch"),
        ("retsore", "restore"),
        ("Clean", "clean"),
    ] {
        let output = run_without_display(dir.path(), &[typed, documents]);
        assert_eq!(output.status.code(), Some(2), "{typed}: {output:?}");
        let said = String::from_utf8_lossy(&output.stderr);
        let expected = tr_in!(
            Lang::En,
            "cli-not-a-command",
            word = typed,
            suggested = meant
        );
        assert!(said.contains(&expected), "{typed}: {said}");
        assert!(
            said.contains("is not a command or a folder; did you mean"),
            "{said}"
        );
        assert!(!dir.path().join(typed).exists());
    }
}

/// A word that is an existing folder is a folder, however near a command's name it is;
/// so is one far from every name: both go to the app (which, with no display, says so).
#[test]
fn a_folder_whatever_its_name_is_for_the_app() {
    let dir = TempDir::new().unwrap();
    std::fs::create_dir(dir.path().join("scna")).unwrap();
    for word in ["scna", "Holidays"] {
        let output = run_without_display(dir.path(), &[word]);
        let said = String::from_utf8_lossy(&output.stderr);
        assert!(!said.contains("did you mean"), "{word}: {said}");
        #[cfg(feature = "gui")]
        assert_eq!(output.status.code(), Some(1), "{word}: {output:?}");
        #[cfg(not(feature = "gui"))]
        assert!(said.contains(&tr_in!(Lang::En, "cli-no-app")), "{said}");
    }
}

#[cfg(feature = "gui")]
#[test]
fn without_a_display_the_app_says_so_and_what_to_do_in_plain_words() {
    let dir = TempDir::new().unwrap();
    let folder = dir.path().canonicalize().unwrap();
    let output = run_without_display(dir.path(), &[folder.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    let said = String::from_utf8_lossy(&output.stderr);
    assert_eq!(
        said,
        format!("doppel: {}\n", tr_in!(Lang::En, "cli-no-display")),
        "{said}"
    );
    assert!(said.contains("doppel scan FOLDER"), "{said}");
    for raw in ["winit", "EventLoopError", ".cargo", "os error"] {
        assert!(!said.contains(raw), "{raw} in {said}");
    }
}
