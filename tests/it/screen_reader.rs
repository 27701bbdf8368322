//! The window read as a screen reader reads it: the real `doppel` binary on a real X
//! server (Xvfb), in a D-Bus session of its own with the AT-SPI bus, and
//! `tests/screen_reader/read_tree.py` reading its accessibility tree over AT-SPI with
//! pyatspi, as Orca does, and acting through AT-SPI actions only. Checked: each group's row
//! is one selectable list item named in a line; Keep and Trash are toggle buttons, the one
//! pressed read as pressed; the cleanup's confirmation is a dialog; the scan's progress is a
//! progress bar with its value; the Settings window is a dialog too.
//!
//! Needs `Xvfb`, `dbus-daemon`, `/usr/libexec/at-spi-bus-launcher` and Debian's
//! `python3-pyatspi` (the README's set-up line installs them); without one of them the test
//! fails, saying which and its package. Every wait has a time limit, and every process it
//! starts is killed when the test ends, however it ends.
//!
//! Built only with the `gui` feature (the default): the headless `doppel` has no window.

use std::io::{BufRead, BufReader, Read};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;
use tempfile::TempDir;

use crate::support::needs::{self, Missing};
use crate::support::write;

const LAUNCHER: &str = "/usr/libexec/at-spi-bus-launcher";
const PYTHON: &str = "/usr/bin/python3";

/// A process started by the test, killed and reaped when dropped.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// What the test needs that the README's set-up line installs: the X server, the session
/// bus, the AT-SPI bus launcher, and pyatspi for the system's Python.
fn what_it_needs() -> Result<(), Missing> {
    needs::tools(&[needs::XVFB, needs::DBUS_DAEMON])?;
    needs::file(LAUNCHER, "at-spi2-core")?;
    needs::python_module("pyatspi", "python3-pyatspi")
}

/// The first line `child` writes to its standard output, within `limit`.
fn first_line(child: &mut Child, limit: Duration) -> String {
    let stdout = child.stdout.take().expect("piped standard output");
    let (send, receive) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut line = String::new();
        let _ = BufReader::new(stdout).read_line(&mut line);
        let _ = send.send(line);
    });
    receive
        .recv_timeout(limit)
        .expect("the process said nothing in time")
        .trim()
        .to_string()
}

/// An X server on a display it chose free (`-displayfd`): the server and its `:N`.
fn x_server() -> (Running, String) {
    let mut child = Command::new("Xvfb")
        .args([
            "-displayfd",
            "1",
            "-screen",
            "0",
            "1280x800x24",
            "-nolisten",
            "tcp",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("Xvfb starts");
    let number = first_line(&mut child, Duration::from_secs(20));
    assert!(!number.is_empty(), "Xvfb gave no display number");
    (Running(child), format!(":{number}"))
}

/// A private session bus: the daemon and its address.
fn session_bus() -> (Running, String) {
    let mut child = Command::new("dbus-daemon")
        .args(["--session", "--nofork", "--nopidfile", "--print-address=1"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("dbus-daemon starts");
    let address = first_line(&mut child, Duration::from_secs(20));
    assert!(!address.is_empty(), "dbus-daemon gave no address");
    (Running(child), address)
}

/// The folder scanned: `mixins.txt` and its copy under `backup/` (30,095 bytes, shown as
/// 29.39 KiB), two copies of `report.pdf`, and two large sparse files of zeros, whose
/// hashing (a few seconds) keeps the scan's progress bar on screen long enough to be read.
fn duplicates(folder: &Path) {
    let text: Vec<u8> = (0..30_095u32).map(|i| (i * 31 % 251) as u8).collect();
    write(folder, "mixins.txt", &text);
    write(folder, "backup/mixins.txt", &text);
    let pdf: Vec<u8> = (0..12_000u32).map(|i| (i * 7 % 241) as u8).collect();
    write(folder, "report.pdf", &pdf);
    write(folder, "backup/report.pdf", &pdf);
    for name in ["images/disk-a.img", "images/disk-b.img"] {
        let file = std::fs::File::create(write(folder, name, b"")).unwrap();
        file.set_len(1 << 30).unwrap();
    }
}

/// Runs `command` to its end within `limit` (killed past it): its exit status's success.
fn run_within(mut command: Command, limit: Duration) -> bool {
    let mut child = Running(command.spawn().expect("the reader starts"));
    let deadline = Instant::now() + limit;
    loop {
        if let Some(status) = child.0.try_wait().unwrap() {
            return status.success();
        }
        assert!(
            Instant::now() < deadline,
            "the reader did not finish within {limit:?}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// The nodes of one step of the reading.
fn nodes<'a>(reading: &'a Value, step: &str) -> &'a [Value] {
    reading["steps"][step]
        .as_array()
        .unwrap_or_else(|| panic!("no step {step} in the reading"))
}

fn field<'a>(node: &'a Value, name: &str) -> &'a str {
    node[name].as_str().unwrap_or("")
}

fn has_state(node: &Value, state: &str) -> bool {
    node["states"]
        .as_array()
        .is_some_and(|states| states.iter().any(|s| s == state))
}

/// The node of `role` named `name`, in `step`.
fn named<'a>(nodes: &'a [Value], role: &str, name: &str) -> &'a Value {
    nodes
        .iter()
        .find(|n| field(n, "role") == role && field(n, "name") == name)
        .unwrap_or_else(|| {
            let seen: Vec<String> = nodes
                .iter()
                .map(|n| format!("{} {:?}", field(n, "role"), field(n, "name")))
                .collect();
            panic!("no {role} named {name:?}; the tree:\n{}", seen.join("\n"))
        })
}

/// "120 nodes, 110 named": how much of the window a screen reader can name.
fn counts(nodes: &[Value]) -> (usize, usize) {
    let named = nodes
        .iter()
        .filter(|n| !field(n, "name").is_empty())
        .count();
    (nodes.len(), named)
}

/// One reading: a new X server, bus and app, and the reader's JSON; or why it stopped,
/// with what the app said.
fn read_once(folder: &Path) -> Result<Value, (String, String)> {
    let home = TempDir::new().unwrap();
    let (_x, display) = x_server();
    let (_bus, address) = session_bus();
    let session = |command: &mut Command| {
        command
            .env("DISPLAY", &display)
            .env("DBUS_SESSION_BUS_ADDRESS", &address)
            .env("XDG_CONFIG_HOME", home.path().join("config"))
            .env("XDG_DATA_HOME", home.path().join("data"))
            .env("XDG_CACHE_HOME", home.path().join("cache"))
            .env("HOME", home.path())
            .env_remove("WAYLAND_DISPLAY")
            .env("XDG_RUNTIME_DIR", home.path())
            .env_remove("AT_SPI_BUS_ADDRESS")
            .env_remove("NO_AT_BRIDGE")
            .stdin(Stdio::null());
    };
    let mut launcher = Command::new(LAUNCHER);
    launcher
        .arg("--launch-immediately")
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    session(&mut launcher);
    let _launcher = Running(launcher.spawn().expect("the AT-SPI bus starts"));

    let log = home.path().join("doppel.log");
    let mut app = Command::new(env!("CARGO_BIN_EXE_doppel"));
    app.arg(folder)
        .stdout(std::fs::File::create(&log).unwrap())
        .stderr(std::fs::File::create(&log).unwrap());
    session(&mut app);
    let _app = Running(app.spawn().expect("doppel starts"));

    let out = home.path().join("tree.json");
    let mut reader = Command::new(PYTHON);
    reader
        .arg(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/screen_reader/read_tree.py"
        ))
        .arg(&out);
    session(&mut reader);
    let finished = run_within(reader, Duration::from_secs(240));
    let reading: Value =
        serde_json::from_slice(&std::fs::read(&out).unwrap_or_default()).unwrap_or(Value::Null);
    if finished {
        return Ok(reading);
    }
    let mut said = String::new();
    let _ = std::fs::File::open(&log).and_then(|mut f| f.read_to_string(&mut said));
    Err((
        format!(
            "{}\nthe last tree: {:#}",
            reading["error"], reading["steps"]["last"]
        ),
        said,
    ))
}

#[test]
fn a_screen_reader_reads_rows_marks_dialogs_and_progress() {
    needs::require(what_it_needs());
    let home = TempDir::new().unwrap();
    let folder = home.path().join("files");
    duplicates(&folder);
    // A new X server now and then refuses the app's first connection on a busy machine:
    // that, and only that, is tried again, with a server of its own each time.
    let mut attempts = 0;
    let reading = loop {
        attempts += 1;
        match read_once(&folder) {
            Ok(reading) => break reading,
            Err((_, said))
                if attempts < 3 && said.contains("Failed to open connection to X server") =>
            {
                eprintln!("the app could not reach its X server; trying again ({attempts} of 3)");
            }
            Err((why, said)) => panic!("the reading stopped: {why}\ndoppel said:\n{said}"),
        }
    };

    // The scan's progress: a progress bar with its value, named by what it does.
    let scanning = nodes(&reading, "scanning");
    let bar = scanning
        .iter()
        .find(|n| field(n, "role") == "progress bar" && n["value"].is_number())
        .expect("a progress bar with a value while scanning");
    let value = bar["value"].as_f64().unwrap();
    assert!((0.0..=100.0).contains(&value), "{value} is a percentage");
    assert!(
        field(bar, "name").contains("files"),
        "the progress bar says what it counts: {bar}"
    );

    // Each group is one selectable item, named in a line; its cells are not read apart.
    let results = nodes(&reading, "results");
    let row = named(
        results,
        "list item",
        "mixins.txt, 2 identical files of 29.39 KiB, 29.39 KiB reclaimable",
    );
    assert!(has_state(row, "selectable"), "{row}");
    assert!(
        field(row, "description").ends_with("/files/backup")
            || field(row, "description").ends_with("/files"),
        "the row's folder is its description: {row}"
    );
    named(
        results,
        "list item",
        "report.pdf, 2 identical files of 11.72 KiB, 11.72 KiB reclaimable",
    );
    for loose in ["29.39 KiB", "2 files", "mixins.txt"] {
        assert!(
            !results
                .iter()
                .any(|n| field(n, "role") == "label" && field(n, "name") == loose),
            "{loose:?} is read as a loose label"
        );
    }
    let (all, with_names) = counts(results);
    println!("the window with results: {all} nodes, {with_names} named");

    // Marked: Keep and Trash are toggles, the Trash pressed for the copy marked, and the
    // row says so.
    let marked = nodes(&reading, "marked");
    let row = named(
        marked,
        "list item",
        "mixins.txt, 2 identical files of 29.39 KiB, 29.39 KiB reclaimable, 1 to trash",
    );
    assert!(has_state(row, "selected"), "the row pressed is selected");
    let toggles: Vec<&Value> = marked
        .iter()
        .filter(|n| ["Keep", "Trash"].contains(&field(n, "name")))
        .collect();
    assert_eq!(toggles.len(), 4, "Keep and Trash for each of two copies");
    for toggle in &toggles {
        assert_eq!(field(toggle, "role"), "toggle button", "{toggle}");
        let pressed = has_state(toggle, "pressed");
        let copy = field(toggle, "description");
        let marked_copy = copy.ends_with("/files/mixins.txt");
        let should = field(toggle, "name") == "Trash" && marked_copy;
        assert_eq!(pressed, should, "{toggle}");
    }

    // The cleanup's confirmation: a dialog, named by its heading.
    let dialog = nodes(&reading, "dialog");
    named(dialog, "dialog", "Clean up 1 file?");
    // And a window of the app, Settings, a dialog too (not a frame of its own).
    named(nodes(&reading, "settings"), "dialog", "Settings");
}
