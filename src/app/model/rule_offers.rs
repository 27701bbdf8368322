//! The keep rules the app offers for a tab: one list, shown by the marking menus of the
//! review and by the chooser the keyboard opens (r, Shift+R), so both offer the same. A tab
//! is offered only the criteria that can tell its copies apart: an exact group's copies
//! have one size (no "largest"), a duplicate folder's too, and only images have pixels, a
//! date taken, a format, and RAW files beside them; only music a bitrate and lossless
//! codecs.

use crate::app::results::{GroupKind, Tab};
use crate::engine::actions::rules::{Criterion, KeepRule};

/// The image formats "Keep the …" offers, as reports name them: the common ones, then
/// the RAW formats and the rest.
pub const IMAGE_FORMATS: [&str; 17] = [
    "jpeg", "png", "webp", "heic", "avif", "tiff", "gif", "bmp", "dng", "cr2", "cr3", "nef", "arw",
    "orf", "rw2", "raf", "psd",
];

/// The music formats "Keep the …" offers, as file extensions.
pub const MUSIC_FORMATS: [&str; 8] = ["flac", "mp3", "m4a", "ogg", "opus", "wav", "aiff", "wma"];

/// The rules offered for the groups of `tab`, in order (the formats of images apart:
/// [`format_rules`]); none for the files only here.
///
/// For images, the sharpest copy first (a copy recompressed has the same pixels: the
/// larger file, compressed less, breaks that tie), then the first taken, then a photo's
/// copy with its RAW and sidecars beside it; then the criteria every kind has.
pub fn rules_for(tab: Tab) -> Vec<KeepRule> {
    use Criterion::{First, FirstTaken, HighestResolution, Largest, Newest, Oldest, ShortestPath};
    let with_companions = || {
        KeepRule::only(Criterion::WithCompanions)
            .then(Newest)
            .then(First)
    };
    let mut rules = Vec::new();
    let alone = |criteria: &[Criterion]| -> Vec<KeepRule> {
        criteria.iter().cloned().map(KeepRule::only).collect()
    };
    match tab {
        Tab::OnlyHere => {}
        Tab::Groups(GroupKind::Image) => {
            rules.push(KeepRule::only(HighestResolution).then(Largest));
            rules.push(KeepRule::only(FirstTaken));
            rules.push(with_companions());
            rules.extend(alone(&[Newest, Oldest, Largest, ShortestPath, First]));
        }
        // Copies of one photo may have its RAW beside one of them; they have one size.
        Tab::Groups(GroupKind::Exact) => {
            rules.push(with_companions());
            rules.extend(alone(&[Newest, Oldest, ShortestPath, First]));
        }
        // The best sound first: lossless, then the most bits a second.
        Tab::Groups(GroupKind::Music) => {
            rules.push(KeepRule::only(Criterion::Lossless).then(Criterion::HighestBitrate));
            rules.push(KeepRule::only(Criterion::HighestBitrate));
            rules.extend(alone(&[Newest, Oldest, Largest, ShortestPath, First]));
        }
        Tab::Groups(GroupKind::Near | GroupKind::Video) => {
            rules.extend(alone(&[Newest, Oldest, Largest, ShortestPath, First]));
        }
        Tab::Folders => rules.extend(alone(&[Newest, Oldest, ShortestPath, First])),
    }
    rules
}

/// "Keep the JPEG", … for a tab of similar images, "Keep the FLAC", … for music; none for
/// any other tab.
pub fn format_rules(tab: Tab) -> Vec<KeepRule> {
    let formats: &[&str] = match tab {
        Tab::Groups(GroupKind::Image) => &IMAGE_FORMATS,
        Tab::Groups(GroupKind::Music) => &MUSIC_FORMATS,
        _ => &[],
    };
    formats
        .iter()
        .map(|format| KeepRule::only(Criterion::Format(format.to_string())))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{format_rules, rules_for};
    use crate::app::results::{GroupKind, Tab};
    use crate::engine::actions::rules::Criterion;

    fn offer(tab: Tab, criterion: &Criterion) -> bool {
        rules_for(tab)
            .iter()
            .chain(&format_rules(tab))
            .any(|rule| rule.criteria().contains(criterion))
    }

    /// A criterion is offered only where it can tell copies apart.
    #[test]
    fn each_tab_is_offered_only_the_criteria_that_can_decide_it() {
        let exact = Tab::Groups(GroupKind::Exact);
        let images = Tab::Groups(GroupKind::Image);
        let documents = Tab::Groups(GroupKind::Near);
        let videos = Tab::Groups(GroupKind::Video);
        let music = Tab::Groups(GroupKind::Music);
        for tab in [exact, Tab::Folders] {
            assert!(!offer(tab, &Criterion::Largest), "{tab:?}: one size");
        }
        for tab in [exact, documents, videos, Tab::Folders] {
            assert!(!offer(tab, &Criterion::HighestResolution), "{tab:?}");
            assert!(!offer(tab, &Criterion::FirstTaken), "{tab:?}");
            assert!(format_rules(tab).is_empty(), "{tab:?}");
        }
        for tab in [documents, videos, music, Tab::Folders] {
            assert!(!offer(tab, &Criterion::WithCompanions), "{tab:?}");
        }
        for tab in [exact, images, documents, videos, Tab::Folders] {
            assert!(!offer(tab, &Criterion::HighestBitrate), "{tab:?}");
            assert!(!offer(tab, &Criterion::Lossless), "{tab:?}");
        }
        assert!(offer(music, &Criterion::HighestBitrate));
        assert!(offer(music, &Criterion::Lossless));
        assert!(offer(music, &Criterion::Format("flac".into())));
        assert!(!offer(music, &Criterion::HighestResolution));
        assert!(offer(images, &Criterion::HighestResolution));
        assert!(offer(images, &Criterion::Format("jpeg".into())));
        assert!(offer(exact, &Criterion::WithCompanions));
        assert!(offer(documents, &Criterion::Largest));
        for tab in [exact, images, documents, videos, music, Tab::Folders] {
            for criterion in [Criterion::Newest, Criterion::Oldest, Criterion::First] {
                assert!(offer(tab, &criterion), "{tab:?} {criterion:?}");
            }
        }
        assert!(rules_for(Tab::OnlyHere).is_empty());
    }
}
