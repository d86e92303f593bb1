//! "Which earlier interval meets this one first?" in O(log n) per question.
//!
//! The overlap checks (RS0216, RS0217) visit intervals in report order and,
//! for each, need the **earliest** earlier interval of some set that
//! intersects it. [`FirstCover`] answers that: intervals are inserted with
//! increasing tags (their place in report order), and a query returns the
//! smallest tag among inserted intervals that intersect the query.
//!
//! The points of the line are compressed to the interval starts that will
//! ever be inserted or asked about: two closed intervals intersect exactly
//! when the larger of their starts lies in both, and that start is one of
//! the points. A segment tree over the points keeps, per node, the smallest
//! tag painted over all of its points (`tag`) and the smallest tag painted
//! over any of its points (`min`). Painting with a minimum needs no push-down.

/// No tag.
const NONE: u32 = u32::MAX;

/// The segment tree; see the module documentation. Nodes are numbered
/// from 1 (the root); the leaves are `size..2 * size`.
pub(crate) struct FirstCover {
    /// Sorted, distinct interval starts.
    points: Vec<u64>,
    /// The number of leaves: a power of two, at least `points.len()`.
    size: usize,
    /// Per node: the smallest tag painted on any point below it, and the
    /// smallest tag painted on every point below it (side by side, so one
    /// node is one memory access; 32-bit tags keep the tree small).
    nodes: Vec<[u32; 2]>,
    /// True until something is inserted, so that queries of an empty tree
    /// cost nothing.
    empty: bool,
}

/// Index of the smallest tag below a node, in [`FirstCover::nodes`].
const MIN: usize = 0;
/// Index of the smallest tag over all of a node.
const TAG: usize = 1;

impl FirstCover {
    /// A tree over `points`: every start of an interval that will be
    /// inserted or queried (in any order, with repeats). A query's start
    /// must be one of them.
    #[cfg(test)]
    pub(crate) fn new(mut points: Vec<u64>) -> FirstCover {
        points.sort_unstable();
        FirstCover::from_sorted(points)
    }

    /// A tree over `points`, which are in ascending order (repeats
    /// allowed): every start of an interval that will be inserted or
    /// queried. A query's start must be one of them.
    pub(crate) fn from_sorted(mut points: Vec<u64>) -> FirstCover {
        points.dedup();
        let size = points.len().next_power_of_two();
        FirstCover {
            points,
            size,
            nodes: vec![[NONE; 2]; 2 * size],
            empty: true,
        }
    }

    /// The leaves of the points inside `[lo, hi]`, as an inclusive node
    /// range; `None` when empty.
    fn leaves(&self, lo: u64, hi: u64) -> Option<(usize, usize)> {
        let first = self.points.partition_point(|&p| p < lo);
        let end = self.points.partition_point(|&p| p <= hi);
        (first < end).then(|| (self.size + first, self.size + end - 1))
    }

    /// Paints `[lo, hi]` with `tag`. Tags must not decrease from one
    /// insertion to the next for [`FirstCover::first`] to mean "earliest".
    /// (Past 4294967294 bindings, tags stop growing; no blob or text can
    /// hold that many.)
    pub(crate) fn insert(&mut self, lo: u64, hi: u64, tag: usize) {
        let Some((first, last)) = self.leaves(lo, hi) else {
            return;
        };
        let tag = u32::try_from(tag).unwrap_or(NONE - 1);
        self.empty = false;
        // Bottom-up over the canonical nodes of [first, last].
        let (mut l, mut r) = (first, last + 1);
        while l < r {
            if l & 1 == 1 {
                self.paint(l, tag);
                l += 1;
            }
            if r & 1 == 1 {
                r -= 1;
                self.paint(r, tag);
            }
            l >>= 1;
            r >>= 1;
        }
        // Then the ancestors of both ends learn the new minimum below
        // them; the two paths join, and above that they are one.
        let (mut a, mut b) = (first >> 1, last >> 1);
        while a >= 1 {
            self.pull(a);
            if b != a {
                self.pull(b);
            }
            a >>= 1;
            b >>= 1;
        }
    }

    /// The smallest tag of an inserted interval that intersects `[lo, hi]`.
    pub(crate) fn first(&self, lo: u64, hi: u64) -> Option<usize> {
        if self.empty {
            return None;
        }
        let (first, last) = self.leaves(lo, hi)?;
        let mut found = NONE;
        let (mut l, mut r) = (first, last + 1);
        while l < r {
            if l & 1 == 1 {
                found = found.min(self.at(l)[MIN]);
                l += 1;
            }
            if r & 1 == 1 {
                r -= 1;
                found = found.min(self.at(r)[MIN]);
            }
            l >>= 1;
            r >>= 1;
        }
        // Paint on an ancestor of either end covers that end, which is in
        // the query; every node counted above has its ancestors there.
        let (mut a, mut b) = (first >> 1, last >> 1);
        while a >= 1 {
            found = found.min(self.at(a)[TAG]).min(self.at(b)[TAG]);
            a >>= 1;
            b >>= 1;
        }
        (found != NONE).then_some(found as usize)
    }

    fn paint(&mut self, node: usize, tag: u32) {
        if let Some(cell) = self.nodes.get_mut(node) {
            cell[MIN] = cell[MIN].min(tag);
            cell[TAG] = cell[TAG].min(tag);
        }
    }

    /// Recomputes a node's minimum from its children and its own paint.
    fn pull(&mut self, node: usize) {
        let below = self.at(2 * node)[MIN].min(self.at(2 * node + 1)[MIN]);
        if let Some(cell) = self.nodes.get_mut(node) {
            cell[MIN] = below.min(cell[TAG]);
        }
    }

    fn at(&self, node: usize) -> [u32; 2] {
        self.nodes.get(node).copied().unwrap_or([NONE; 2])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tree against the obvious scan, on every small layout.
    #[test]
    fn agrees_with_a_scan() {
        let mut seed = 0x1234_5678_u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..300 {
            let n = (next() % 40) as usize + 1;
            let intervals: Vec<(u64, u64)> = (0..n)
                .map(|_| {
                    let lo = next() % 50;
                    (lo, lo + next() % 12)
                })
                .collect();
            let mut tree = FirstCover::new(intervals.iter().map(|i| i.0).collect());
            for (k, &(lo, hi)) in intervals.iter().enumerate() {
                let expected = intervals[..k].iter().position(|&(a, b)| a <= hi && lo <= b);
                assert_eq!(tree.first(lo, hi), expected, "{intervals:?} at {k}");
                tree.insert(lo, hi, k);
            }
        }
    }

    #[test]
    fn empty_and_outside_queries() {
        let mut tree = FirstCover::new(vec![]);
        tree.insert(0, 5, 0);
        assert_eq!(tree.first(0, 5), None);
        let mut tree = FirstCover::new(vec![10, 20]);
        tree.insert(10, u64::MAX, 0);
        assert_eq!(tree.first(20, 20), Some(0));
        assert_eq!(tree.first(0, 9), None);
    }
}
