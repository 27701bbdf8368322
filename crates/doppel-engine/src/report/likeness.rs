//! [`Likeness`]: how alike two images must be to be grouped, in named steps of hash
//! distance, and the words a user reads for a distance. A report records the step its scan
//! used (see [`super::Bar`]), so it lives with the report, below the similar-image stage
//! that groups by it.

/// How alike two images must be to be grouped: a few named steps, each a largest Hamming
/// distance between their 64-bit hashes (out of 64 bits).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Likeness {
    /// The same picture saved again or resized: distance at most 2.
    VerySimilar,
    /// Also recompressed hard, brightened, or with a small mark added: at most 6.
    Similar,
    /// Also cropped by a few percent: at most 10.
    #[default]
    Alike,
    /// Looser still: at most 14. Expect some unrelated photos of similar scenes.
    LooselySimilar,
}

impl Likeness {
    /// Every step, from the strictest.
    pub const ALL: [Likeness; 4] = [
        Likeness::VerySimilar,
        Likeness::Similar,
        Likeness::Alike,
        Likeness::LooselySimilar,
    ];

    /// The largest distance this step groups.
    pub fn distance(self) -> u32 {
        match self {
            Likeness::VerySimilar => 2,
            Likeness::Similar => 6,
            Likeness::Alike => 10,
            Likeness::LooselySimilar => 14,
        }
    }

    /// The step whose largest distance is `distance`, if one is (for a report read back).
    pub fn from_distance(distance: u32) -> Option<Likeness> {
        Likeness::ALL
            .into_iter()
            .find(|step| step.distance() == distance)
    }

    /// The step's name, as the command line and the app show it.
    pub fn name(self) -> &'static str {
        match self {
            Likeness::VerySimilar => "very similar",
            Likeness::Similar => "similar",
            Likeness::Alike => "alike",
            Likeness::LooselySimilar => "loosely similar",
        }
    }
}

/// How alike two images are, in the words a user reads for a hash distance: "the same
/// picture" at 0, else the name of the strictest step that groups that distance ("very
/// similar" up to 2, ...), "different" beyond the loosest.
pub fn likeness_words(distance: u32) -> &'static str {
    if distance == 0 {
        return "the same picture";
    }
    Likeness::ALL
        .into_iter()
        .find(|step| distance <= step.distance())
        .map_or("different", Likeness::name)
}

#[cfg(test)]
mod tests {
    use super::likeness_words;

    #[test]
    fn a_distance_reads_as_the_strictest_step_that_holds_it() {
        assert_eq!(likeness_words(0), "the same picture");
        assert_eq!(likeness_words(1), "very similar");
        assert_eq!(likeness_words(2), "very similar");
        assert_eq!(likeness_words(3), "similar");
        assert_eq!(likeness_words(6), "similar");
        assert_eq!(likeness_words(10), "alike");
        assert_eq!(likeness_words(14), "loosely similar");
        assert_eq!(likeness_words(15), "different");
    }
}
