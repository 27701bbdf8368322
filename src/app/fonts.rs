//! Fonts for every script: egui's own fonts draw Latin, Greek and Cyrillic; the rest
//! (the Chinese interface, and file names in Chinese, Japanese, Korean, Arabic…) is drawn
//! with the system's fonts, found on demand through fontconfig by eframe's system font
//! provider (its `system_fonts` feature). What that cannot tell is whether a font for
//! Chinese is installed at all before a box is drawn where a character should be: this
//! module asks fontconfig ([`chinese_font`]), so the Settings can say which Debian package
//! to install instead. The app asks once, on a worker when it starts (`workers/probes.rs`),
//! and keeps the answer in its model; the Settings draw it from there and never wait for
//! fontconfig.

use std::path::PathBuf;

use fontconfig::{FC_LANG, Fontconfig, Pattern, UnicodeCoverage};

/// The Debian package with fonts for Chinese, Japanese and Korean.
pub const CJK_FONT_PACKAGE: &str = "fonts-noto-cjk";

/// The font that draws Simplified Chinese, as fontconfig tells it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChineseFont {
    /// A font that covers Simplified Chinese in full.
    Full(PathBuf),
    /// A font of another Chinese (Traditional, say): most characters are drawn, some
    /// Simplified ones show as boxes.
    Partial(PathBuf),
    /// None, or fontconfig could not be loaded: Chinese shows as boxes.
    Missing,
}

/// The installed font fontconfig would draw Simplified Chinese with, and how much of it it
/// covers. Loading fontconfig's configuration takes tens of milliseconds: never on the UI
/// thread.
pub fn chinese_font() -> ChineseFont {
    nearest_chinese_font().unwrap_or(ChineseFont::Missing)
}

fn nearest_chinese_font() -> Option<ChineseFont> {
    let fc = Fontconfig::new()?;
    let mut pattern = Pattern::new(&fc).ok()?;
    pattern.add_string(FC_LANG, c"zh-cn").ok()?;
    // The fonts in the order a fallback would try them for Simplified Chinese: the first
    // whose languages include it draws all of it; else the first of another Chinese draws
    // most of it.
    let sorted = pattern.sort_fonts(UnicodeCoverage::Trim).ok()?;
    let mut partial = None;
    for font in sorted.iter() {
        let Ok(languages) = font.lang_set() else {
            continue;
        };
        let languages: Vec<String> = languages.map(str::to_string).collect();
        let Ok(file) = font.filename().map(PathBuf::from) else {
            continue;
        };
        if languages.iter().any(|language| language == "zh-cn") {
            return Some(ChineseFont::Full(file));
        }
        if partial.is_none() && languages.iter().any(|language| language.starts_with("zh")) {
            partial = Some(file);
        }
    }
    Some(partial.map_or(ChineseFont::Missing, ChineseFont::Partial))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// fontconfig's own listing agrees: a font it lists for Simplified Chinese is found in
    /// full; without one, a font it lists for another Chinese is found in part; without
    /// either, none. (This machine has Droid Sans Fallback, which fontconfig lists for
    /// Traditional Chinese only.)
    #[test]
    fn the_chinese_font_found_is_the_one_fontconfig_lists() {
        let listed = |lang: &str| {
            std::process::Command::new("fc-list")
                .arg(format!(":lang={lang}"))
                .arg("file")
                .output()
                .map(|out| !String::from_utf8_lossy(&out.stdout).trim().is_empty())
        };
        let (Ok(simplified), Ok(any_chinese)) = (listed("zh-cn"), listed("zh")) else {
            eprintln!("skipped: fc-list is not installed");
            return;
        };
        match chinese_font() {
            ChineseFont::Full(font) => {
                assert!(simplified, "fc-list lists none, yet {font:?} was found");
                assert!(font.is_file(), "{font:?}");
            }
            ChineseFont::Partial(font) => {
                assert!(!simplified && any_chinese, "{font:?}");
                assert!(font.is_file(), "{font:?}");
            }
            ChineseFont::Missing => assert!(!simplified && !any_chinese),
        }
    }
}
