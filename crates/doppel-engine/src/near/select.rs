//! Which files are worth opening as documents: everything except names that say binary.
//!
//! Content sniffing in the extractor has the last word; this only spares the scan from
//! opening the many files whose extension already says they hold no text (libraries,
//! images, media, archives, compiled code).

use std::path::Path;

/// Extensions of formats that never hold document text Doppel can read.
const BINARY_EXTENSIONS: &[&str] = &[
    // compiled code and libraries
    "a", "o", "so", "dll", "dylib", "exe", "class", "jar", "pyc", "pyo", "pyd", "wasm", "rlib",
    "rmeta", "bin", "elc", "mo", "gmo", "deb", "rpm", // images
    "png", "jpg", "jpeg", "gif", "bmp", "ico", "icns", "tif", "tiff", "webp", "heic", "avif",
    "psd", "xcf", // audio and video
    "mp3", "ogg", "oga", "flac", "wav", "m4a", "aac", "opus", "mp4", "m4v", "mkv", "mov", "avi",
    "webm", "wmv", // archives and compressed data
    "zip", "gz", "tgz", "bz2", "xz", "zst", "lz", "lz4", "7z", "rar", "tar", "cab", "dmg", "iso",
    "img", "qcow2", "vmdk", // fonts and databases
    "ttf", "otf", "woff", "woff2", "eot", "pfb", "sqlite", "sqlite3", "db",
];

/// False when the extension alone shows the file cannot be a text document.
pub fn may_be_document(path: &Path) -> bool {
    let Some(extension) = path.extension().and_then(|e| e.to_str()) else {
        return true;
    };
    !BINARY_EXTENSIONS
        .iter()
        .any(|binary| extension.eq_ignore_ascii_case(binary))
}

#[cfg(test)]
mod tests {
    use super::may_be_document;
    use std::path::Path;

    #[test]
    fn binary_extensions_are_passed_over_and_the_rest_is_tried() {
        assert!(!may_be_document(Path::new("/x/lib.so")));
        assert!(!may_be_document(Path::new("/x/PHOTO.JPG")));
        assert!(may_be_document(Path::new("/x/report.docx")));
        assert!(may_be_document(Path::new("/x/notes")));
        assert!(may_be_document(Path::new("/x/module.py")));
    }
}
