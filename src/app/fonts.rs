//! Fonts for every script: egui's own fonts draw Latin, Greek and Cyrillic; the rest
//! (the Chinese interface, and file names in Chinese, Japanese, Korean, Arabic…) is drawn
//! with the system's fonts, found on demand through fontconfig by eframe's system font
//! provider (its `system_fonts` feature). What that cannot tell is whether a font for
//! Chinese is installed at all before a box is drawn where a character should be: this
//! module asks fontconfig ([`chinese_font`]), so the Settings can say which Debian package
//! to install instead. The app asks once, on a worker when it starts ([`look_up_once`]);
//! the Settings read the answer ([`chinese_font_if_known`]) and never wait for fontconfig.

use std::path::PathBuf;
use std::sync::OnceLock;

use fontconfig::{FC_LANG, Fontconfig, Pattern};

/// The Debian package with fonts for Chinese, Japanese and Korean.
pub const CJK_FONT_PACKAGE: &str = "fonts-noto-cjk";

static CHINESE_FONT: OnceLock<Option<PathBuf>> = OnceLock::new();

/// Asks fontconfig for [`chinese_font`] the first time, and keeps the answer. Loading
/// fontconfig's configuration takes tens of milliseconds: not on the UI thread.
pub fn look_up_once() -> &'static Option<PathBuf> {
    CHINESE_FONT.get_or_init(chinese_font)
}

/// What [`look_up_once`] found, if it has been asked yet: for the UI thread.
pub fn chinese_font_if_known() -> Option<&'static Option<PathBuf>> {
    CHINESE_FONT.get()
}

/// The installed font fontconfig would draw Simplified Chinese with, if one covers it;
/// `None` when none does, or fontconfig cannot be loaded.
pub fn chinese_font() -> Option<PathBuf> {
    let fc = Fontconfig::new()?;
    let mut pattern = Pattern::new(&fc).ok()?;
    pattern.add_string(FC_LANG, c"zh-cn").ok()?;
    pattern.config_substitute().ok()?;
    pattern.default_substitute();
    let found = pattern.font_match().ok()?;
    // fontconfig always answers with its nearest font: only one whose languages include
    // Chinese draws it.
    let covers = found.lang_set().ok()?.any(|language| language == "zh-cn");
    if !covers {
        return None;
    }
    found.filename().ok().map(PathBuf::from)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// On a machine with a Chinese font (this one has Droid Sans Fallback), it is found and
    /// is a file; without one, `None`, which the Settings turn into the package to install.
    #[test]
    fn a_chinese_font_is_found_where_fontconfig_lists_one() {
        let listed = std::process::Command::new("fc-list")
            .arg(":lang=zh-cn")
            .arg("file")
            .output();
        let Ok(listed) = listed else {
            eprintln!("skipped: fc-list is not installed");
            return;
        };
        let any = !String::from_utf8_lossy(&listed.stdout).trim().is_empty();
        match chinese_font() {
            Some(font) => {
                assert!(any, "fc-list lists none, yet {font:?} was found");
                assert!(font.is_file(), "{font:?}");
            }
            None => assert!(!any, "fc-list lists a Chinese font, but none was found"),
        }
    }
}
