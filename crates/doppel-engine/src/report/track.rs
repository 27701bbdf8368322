//! A group of music files that are one recording ([`MusicGroup`]), and what each of its
//! files is ([`TrackInfo`], with its [`Tags`]). The tags are shown and read by keep rules;
//! they never make two files a group: only the sound does (`music/`).

use serde::{Deserialize, Serialize};

use super::{FileRecord, SpanPair, SpanRelation, two_names};

/// Music files that are one recording: re-encoded, trimmed of silence or of seconds at
/// either end, or one an excerpt of a longer one. One file per distinct content (copies of
/// a content stand in that content's exact group), joined by verified pairs (connected
/// components), as for videos.
#[derive(Debug, Clone, PartialEq)]
pub struct MusicGroup {
    /// The files, sorted by path.
    pub files: Vec<FileRecord>,
    /// For each of `files`, what the file is.
    pub tracks: Vec<TrackInfo>,
    /// The verified pairs that joined the group, each with the span of sound the two share
    /// and its score (`matched`: 1 for the same samples, 0 for unrelated sound); `a` and
    /// `b` index `files`.
    pub pairs: Vec<SpanPair>,
}

impl MusicGroup {
    /// How `pair`'s words name its two files (see [`two_names`]); `None` when the pair
    /// indexes no file of the group.
    pub fn pair_names(&self, pair: &SpanPair) -> Option<(String, String)> {
        let (a, b) = (self.files.get(pair.a)?, self.files.get(pair.b)?);
        Some(two_names(&a.path, &b.path))
    }

    /// The pairs worth saying, one a file: for each file after the first, its pair with
    /// the first file it was found paired with (ten copies of a song make 45 pairs, and 9
    /// say as much). An excerpt keeps its pair with the recording it is part of.
    pub fn said_pairs(&self) -> Vec<&SpanPair> {
        let is_part =
            |pair: &SpanPair, file: usize| pair.relation == SpanRelation::PartOf && pair.a == file;
        let mut said: Vec<&SpanPair> = Vec::new();
        for file in 1..self.files.len() {
            let other = |pair: &SpanPair| match (pair.a == file, pair.b == file) {
                (true, false) => Some(pair.b),
                (false, true) => Some(pair.a),
                _ => None,
            };
            let first = self
                .pairs
                .iter()
                .filter_map(|pair| Some((other(pair)?, pair)))
                .filter(|(with, pair)| *with < file || is_part(pair, file))
                .min_by_key(|(with, pair)| (!is_part(pair, file), *with));
            if let Some((_, pair)) = first
                && !said.iter().any(|s| std::ptr::eq(*s, pair))
            {
                said.push(pair);
            }
        }
        said
    }
}

/// What a music file is, as read when it was compared: its length from the decoded sound,
/// the rest from its header and tags.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct TrackInfo {
    /// Length of the decoded sound, in seconds.
    pub duration: f64,
    /// The codec's short name: mp3, aac, alac, flac, vorbis, opus, pcm, wma...
    pub codec: String,
    /// Whether the codec keeps every sample (FLAC, ALAC, WAV, AIFF, WavPack, APE).
    pub lossless: bool,
    /// Bits per second of the sound, from the header or else the file's size and length.
    pub bitrate: Option<u64>,
    /// Samples per second, when the header says.
    pub sample_rate: Option<u32>,
    /// Channels, when the header says.
    pub channels: Option<u8>,
    /// The tags, as the file's tag format holds them.
    pub tags: Tags,
}

/// A music file's tags (ID3, Vorbis comments, MP4 atoms, APE, RIFF INFO): each absent when
/// the file has none.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Tags {
    /// The track's title.
    pub title: Option<String>,
    /// Its artist.
    pub artist: Option<String>,
    /// The album it is on.
    pub album: Option<String>,
    /// Its number on the album.
    pub track: Option<u32>,
    /// The year it came out.
    pub year: Option<u32>,
}

/// One tag of [`Tags`], to show them in a fixed order and say which differ.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TagName {
    /// [`Tags::title`].
    Title,
    /// [`Tags::artist`].
    Artist,
    /// [`Tags::album`].
    Album,
    /// [`Tags::track`].
    Track,
    /// [`Tags::year`].
    Year,
}

impl TagName {
    /// Every tag, in the order a review shows them.
    pub const ALL: [TagName; 5] = [
        TagName::Title,
        TagName::Artist,
        TagName::Album,
        TagName::Track,
        TagName::Year,
    ];
}

impl Tags {
    /// The value of `tag` as text, if the file has it.
    pub fn value(&self, tag: TagName) -> Option<String> {
        match tag {
            TagName::Title => self.title.clone(),
            TagName::Artist => self.artist.clone(),
            TagName::Album => self.album.clone(),
            TagName::Track => self.track.map(|n| n.to_string()),
            TagName::Year => self.year.map(|n| n.to_string()),
        }
    }

    /// Whether the file has no tag at all.
    pub fn is_empty(&self) -> bool {
        TagName::ALL.iter().all(|&tag| self.value(tag).is_none())
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;
    use std::time::SystemTime;

    use super::*;

    fn pair(a: usize, b: usize, relation: SpanRelation) -> SpanPair {
        SpanPair {
            a,
            b,
            relation,
            a_start: 0.0,
            b_start: 0.0,
            length: 30.0,
            matched: 0.9,
        }
    }

    #[test]
    fn one_pair_a_file_is_said_and_an_excerpt_keeps_its_own() {
        let file = |name: &str| FileRecord {
            path: PathBuf::from(name),
            size: 1,
            modified: SystemTime::UNIX_EPOCH,
            aliases: Vec::new(),
            companions: Vec::new(),
        };
        let group = MusicGroup {
            files: ["a", "b", "c", "d"].map(file).to_vec(),
            tracks: vec![TrackInfo::default(); 4],
            pairs: vec![
                pair(0, 1, SpanRelation::Same),
                pair(0, 2, SpanRelation::Same),
                pair(1, 2, SpanRelation::Same),
                pair(3, 0, SpanRelation::PartOf),
                pair(3, 1, SpanRelation::PartOf),
                pair(3, 2, SpanRelation::PartOf),
            ],
        };
        let said: Vec<(usize, usize)> = group.said_pairs().iter().map(|p| (p.a, p.b)).collect();
        assert_eq!(said, [(0, 1), (0, 2), (3, 0)]);
    }
}
