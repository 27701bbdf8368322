//! The tests' one pseudo-random generator, and what they make with it: bytes that differ
//! from seed to seed, and documents of words.

/// A 64-bit linear congruential generator (Knuth's MMIX constants): the same numbers on
/// every run and every machine, and plenty for test data.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed
            .wrapping_mul(2862933555777941757)
            .wrapping_add(3037000493))
    }

    /// The next 31 bits.
    pub fn next_u32(&mut self) -> u32 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) as u32
    }
}

/// `size` bytes that differ from any other call with a different `seed`.
pub fn pseudo_random(size: usize, seed: u64) -> Vec<u8> {
    let mut rng = Rng::new(seed);
    (0..size).map(|_| rng.next_u32() as u8).collect()
}

/// Text of `words` pseudo-random words from a 2,000-word vocabulary, twelve to a line.
pub fn document(words: usize, seed: u64) -> String {
    let mut rng = Rng::new(seed);
    let words: Vec<String> = (0..words)
        .map(|_| format!("word{}", rng.next_u32() % 2000))
        .collect();
    words
        .chunks(12)
        .map(|line| line.join(" "))
        .collect::<Vec<_>>()
        .join("\n")
}

/// `text` with every `every`-th word replaced by `tag` and the word's index: a near
/// duplicate, less alike the smaller `every` is (every fortieth word: about 0.86 alike).
pub fn edited(text: &str, every: usize, tag: &str) -> String {
    edited_at(text, every, every - 1, tag)
}

/// `text` with word `i` replaced by `tag` and `i` wherever `i % every == at`; spaces and
/// line ends stay as they were.
pub fn edited_at(text: &str, every: usize, at: usize, tag: &str) -> String {
    text.split_inclusive([' ', '\n'])
        .enumerate()
        .map(|(i, piece)| {
            if i % every == at {
                let word = piece.trim_end_matches([' ', '\n']);
                format!("{tag}{i}{}", &piece[word.len()..])
            } else {
                piece.to_string()
            }
        })
        .collect()
}
