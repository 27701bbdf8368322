//! `doppel scan --images` with the HEIF decoder in a child process: a decoder that crashes
//! only skips its file, with the typed reason the engine gives, while the rest of the scan
//! goes on; without a decoder, HEIC and AVIF are off and the scan says so.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use doppel::engine::images::{ChildLimits, DecodeError, HEIF_TOOL, read_heif_with};
use image::ImageFormat;
use image::imageops::FilterType;
use serde_json::Value;
use tempfile::TempDir;

use crate::support::photo::photo;
use crate::support::{doppel, shown, skipped};

/// The smallest HEIF the size check passes: an `ftyp` box, and a `meta` box whose one
/// `ispe` gives 64 × 48 pixels.
fn minimal_heif() -> Vec<u8> {
    fn boxed(kind: &[u8; 4], body: &[u8]) -> Vec<u8> {
        let mut out = ((body.len() + 8) as u32).to_be_bytes().to_vec();
        out.extend_from_slice(kind);
        out.extend_from_slice(body);
        out
    }
    let mut ispe = vec![0u8; 4];
    ispe.extend(64u32.to_be_bytes());
    ispe.extend(48u32.to_be_bytes());
    let mut meta = vec![0u8; 4];
    meta.extend(boxed(b"iprp", &boxed(b"ipco", &boxed(b"ispe", &ispe))));
    let mut file = boxed(b"ftyp", b"heic\0\0\0\0mif1heic");
    file.extend(boxed(b"meta", &meta));
    file
}

fn crashing_decoder(dir: &Path) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let path = dir.join("crashing-heif-convert");
    fs::write(&path, "#!/bin/sh\nkill -SEGV $$\n").unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).unwrap();
    path
}

/// Runs `doppel scan DIR --images --format json` with `DOPPEL_HEIF_CONVERT` set to
/// `decoder`: the report and what was written to stderr.
fn scan_with_decoder(dir: &Path, decoder: &Path) -> (Value, String) {
    let output = doppel()
        .env("DOPPEL_HEIF_CONVERT", decoder)
        .arg("scan")
        .arg(dir)
        .args(["--images", "--format", "json"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    (
        serde_json::from_slice(&output.stdout).unwrap(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn a_crashing_heif_decoder_skips_only_its_file_and_a_missing_one_turns_heic_off() {
    let dir = TempDir::new().unwrap();
    let tools = TempDir::new().unwrap();
    let original = photo(400, 300, 5);
    original.save(dir.path().join("original.png")).unwrap();
    original
        .resize(200, 150, FilterType::Lanczos3)
        .save_with_format(dir.path().join("half.jpg"), ImageFormat::Jpeg)
        .unwrap();
    let heic = dir.path().join("photo.heic");
    fs::write(&heic, minimal_heif()).unwrap();
    let decoder = crashing_decoder(tools.path());

    let (report, _) = scan_with_decoder(dir.path(), &decoder);
    let groups: Vec<&Value> = report["groups"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| g["kind"] == "image")
        .collect();
    assert_eq!(groups.len(), 1, "the scan went on: {report:#}");
    let limits = ChildLimits {
        time: Duration::from_secs(15),
        memory: 2 << 30,
        output: 1 << 30,
    };
    let error = read_heif_with(&heic, &decoder, limits).unwrap_err();
    assert!(matches!(error, DecodeError::Crashed(_)), "{error:?}");
    assert_eq!(skipped(&report), vec![(shown(&heic), error.to_string())]);

    // No decoder: HEIC is off, said once, and the file is left to the exact search.
    let (report, stderr) = scan_with_decoder(dir.path(), &tools.path().join("missing"));
    assert_eq!(skipped(&report), vec![]);
    let notice = format!(
        "doppel: 1 HEIC or AVIF image was not compared for likeness: {HEIF_TOOL} is not \
         installed"
    );
    assert!(stderr.lines().any(|line| line == notice), "{stderr}");
}
