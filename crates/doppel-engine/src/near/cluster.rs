//! Union-find (disjoint sets) for single-link clustering of verified pairs (IR book §19.6).

/// Disjoint sets over `0..n` with path halving and union by size.
#[derive(Debug, Clone)]
pub struct UnionFind {
    parent: Vec<u32>,
    size: Vec<u32>,
}

impl UnionFind {
    /// `n` elements, each in a set of its own.
    pub fn new(n: usize) -> Self {
        UnionFind {
            parent: (0..n as u32).collect(),
            size: vec![1; n],
        }
    }

    /// The representative of `x`'s set (compressing the path on the way).
    pub fn find(&mut self, mut x: u32) -> u32 {
        while self.parent[x as usize] != x {
            let grandparent = self.parent[self.parent[x as usize] as usize];
            self.parent[x as usize] = grandparent;
            x = grandparent;
        }
        x
    }

    /// Joins the sets of `a` and `b`; false when they were already one set.
    pub fn union(&mut self, a: u32, b: u32) -> bool {
        let (mut a, mut b) = (self.find(a), self.find(b));
        if a == b {
            return false;
        }
        if self.size[a as usize] < self.size[b as usize] {
            std::mem::swap(&mut a, &mut b);
        }
        self.parent[b as usize] = a;
        self.size[a as usize] += self.size[b as usize];
        true
    }
}

/// The parts that `pairs` join over `0..count`, each of two or more members in ascending
/// order, the parts in the order of their first member (single elements are in none).
pub fn joined_parts(
    count: usize,
    pairs: impl IntoIterator<Item = (usize, usize)>,
) -> Vec<Vec<usize>> {
    let mut sets = UnionFind::new(count);
    for (a, b) in pairs {
        sets.union(a as u32, b as u32);
    }
    let mut by_root: std::collections::HashMap<u32, Vec<usize>> = std::collections::HashMap::new();
    for i in 0..count {
        by_root.entry(sets.find(i as u32)).or_default().push(i);
    }
    let mut parts: Vec<Vec<usize>> = by_root.into_values().filter(|p| p.len() > 1).collect();
    parts.sort();
    parts
}

#[cfg(test)]
mod tests {
    use super::UnionFind;

    #[test]
    fn groups_join_transitively() {
        let mut sets = UnionFind::new(6);
        assert!(sets.union(0, 1));
        assert!(sets.union(1, 2));
        assert!(sets.union(4, 5));
        assert!(!sets.union(0, 2), "already joined through 1");
        assert_eq!(sets.find(0), sets.find(2));
        assert_ne!(sets.find(0), sets.find(3));
        assert_ne!(sets.find(2), sets.find(4));
    }
}
