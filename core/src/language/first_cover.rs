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
const NONE: usize = usize::MAX;

/// The segment tree; see the module documentation.
pub(crate) struct FirstCover {
    /// Sorted, distinct interval starts.
    points: Vec<u64>,
    /// Smallest tag painted on any point below the node.
    min: Vec<usize>,
    /// Smallest tag painted on every point below the node.
    tag: Vec<usize>,
}

impl FirstCover {
    /// A tree over `points`: every start of an interval that will be
    /// inserted or queried (in any order, with repeats).
    pub(crate) fn new(mut points: Vec<u64>) -> FirstCover {
        points.sort_unstable();
        points.dedup();
        let nodes = 2 * points.len().next_power_of_two();
        FirstCover {
            points,
            min: vec![NONE; nodes],
            tag: vec![NONE; nodes],
        }
    }

    /// The points inside `[lo, hi]`, as an index range; `None` when empty.
    fn cells(&self, lo: u64, hi: u64) -> Option<(usize, usize)> {
        let first = self.points.partition_point(|&p| p < lo);
        let end = self.points.partition_point(|&p| p <= hi);
        (first < end).then(|| (first, end - 1))
    }

    /// Paints `[lo, hi]` with `tag`. Tags must not decrease from one
    /// insertion to the next for [`FirstCover::first`] to mean "earliest".
    pub(crate) fn insert(&mut self, lo: u64, hi: u64, tag: usize) {
        if let Some((l, r)) = self.cells(lo, hi) {
            let last = self.points.len().next_power_of_two() - 1;
            self.paint(1, 0, last, l, r, tag);
        }
    }

    /// The smallest tag of an inserted interval that intersects `[lo, hi]`.
    pub(crate) fn first(&self, lo: u64, hi: u64) -> Option<usize> {
        let (l, r) = self.cells(lo, hi)?;
        let last = self.points.len().next_power_of_two() - 1;
        let found = self.smallest(1, 0, last, l, r);
        (found != NONE).then_some(found)
    }

    fn paint(&mut self, node: usize, nl: usize, nr: usize, l: usize, r: usize, tag: usize) {
        if r < nl || nr < l {
            return;
        }
        if l <= nl && nr <= r {
            if let Some(cell) = self.tag.get_mut(node) {
                *cell = (*cell).min(tag);
            }
            if let Some(cell) = self.min.get_mut(node) {
                *cell = (*cell).min(tag);
            }
            return;
        }
        let mid = nl + (nr - nl) / 2;
        self.paint(2 * node, nl, mid, l, r, tag);
        self.paint(2 * node + 1, mid + 1, nr, l, r, tag);
        let below = self
            .at(&self.min, 2 * node)
            .min(self.at(&self.min, 2 * node + 1));
        let own = self.at(&self.tag, node);
        if let Some(cell) = self.min.get_mut(node) {
            *cell = below.min(own);
        }
    }

    fn smallest(&self, node: usize, nl: usize, nr: usize, l: usize, r: usize) -> usize {
        if r < nl || nr < l {
            return NONE;
        }
        if l <= nl && nr <= r {
            return self.at(&self.min, node);
        }
        // The node's own paint covers the part of the query inside it.
        let mid = nl + (nr - nl) / 2;
        self.at(&self.tag, node)
            .min(self.smallest(2 * node, nl, mid, l, r))
            .min(self.smallest(2 * node + 1, mid + 1, nr, l, r))
    }

    fn at(&self, values: &[usize], node: usize) -> usize {
        values.get(node).copied().unwrap_or(NONE)
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
