//! A music file's fingerprint as the search keeps it ([`MusicPrint`]): Chromaprint's
//! items, which of them are quiet, and what the file is; and its form in the fingerprint
//! cache ([`MusicPrint::sound_bytes`], [`MusicPrint::from_cache`]).

use super::align::Sound;
use crate::report::TrackInfo;

/// A music file's fingerprint and facts.
#[derive(Debug, Clone, PartialEq)]
pub struct MusicPrint {
    /// Chromaprint's items, in time order.
    pub items: Vec<u32>,
    /// For each item, whether it is made only of silence or near-silence.
    pub quiet: Vec<bool>,
    /// What the file is.
    pub info: TrackInfo,
}

impl MusicPrint {
    /// The fingerprint as the alignment reads it.
    pub(crate) fn sound(&self) -> Sound<'_> {
        Sound {
            items: &self.items,
            quiet: &self.quiet,
        }
    }

    /// The items and their quiet marks as the cache keeps them: each item as 4
    /// little-endian bytes, then one byte a item, 1 for quiet.
    pub(crate) fn sound_bytes(&self) -> Vec<u8> {
        self.items
            .iter()
            .flat_map(|item| item.to_le_bytes())
            .chain(self.quiet.iter().map(|&q| u8::from(q)))
            .collect()
    }

    /// The fingerprint from the cache's bytes (see [`Self::sound_bytes`]) and its facts as
    /// JSON; `None` when they do not fit (the row is made again).
    pub(crate) fn from_cache(bytes: &[u8], info_json: &str) -> Option<MusicPrint> {
        if !bytes.len().is_multiple_of(5) {
            return None;
        }
        let count = bytes.len() / 5;
        let (items, quiet) = bytes.split_at(count * 4);
        let info: TrackInfo = serde_json::from_str(info_json).ok()?;
        if !info.duration.is_finite() || info.duration < 0.0 {
            return None;
        }
        Some(MusicPrint {
            items: items
                .chunks_exact(4)
                .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
                .collect(),
            quiet: quiet.iter().map(|&q| q != 0).collect(),
            info,
        })
    }

    /// The facts as the cache keeps them.
    pub(crate) fn info_json(&self) -> String {
        serde_json::to_string(&self.info).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_print_comes_back_from_the_cache_as_it_went_in() {
        let print = MusicPrint {
            items: vec![1, 0xDEAD_BEEF, 7],
            quiet: vec![true, false, false],
            info: TrackInfo {
                duration: 3.5,
                codec: "flac".to_string(),
                lossless: true,
                ..TrackInfo::default()
            },
        };
        let back = MusicPrint::from_cache(&print.sound_bytes(), &print.info_json());
        assert_eq!(back, Some(print.clone()));
        assert_eq!(MusicPrint::from_cache(&[0; 7], &print.info_json()), None);
    }
}
