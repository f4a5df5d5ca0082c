// How many lines each of a text's paragraphs takes, summed in O(log n): where a paragraph starts, which holds a line.

/// The number of lines of each paragraph of a ``TextView`` (wrapped, or estimated until it is), kept in a Fenwick tree
/// so that changing one count, summing the lines before a paragraph and finding the paragraph that holds a line each
/// cost O(log n), however long the text. Every count is at least 1 (an empty paragraph is one empty line).
struct LineCounts: Hashable, Sendable {
    /// Each paragraph's count.
    private var counts: [Int] = []
    /// The tree, 1-based: `tree[i]` is the sum of the counts of paragraphs `i - (i & -i)` up to `i - 1`.
    private var tree: [Int] = [0]
    /// The lines of all the paragraphs.
    private(set) var total = 0

    /// The number of paragraphs.
    var count: Int { counts.count }

    /// Replaces every count, `count` paragraphs of `value(i)` lines each, in O(n), keeping the storage.
    mutating func rebuild(count: Int, _ value: (Int) -> Int) {
        counts.removeAll(keepingCapacity: true)
        tree.removeAll(keepingCapacity: true)
        counts.reserveCapacity(count)
        tree.reserveCapacity(count + 1)
        tree.append(0)
        total = 0
        for index in 0..<count {
            let lines = value(index)
            counts.append(lines)
            tree.append(lines)
            total += lines
        }
        for node in tree.indices.dropFirst() {
            let parent = node + (node & -node)
            if parent < tree.count { tree[parent] += tree[node] }
        }
    }

    /// Paragraph `index`'s count; setting it updates the sums in O(log n).
    subscript(index: Int) -> Int {
        get { counts[index] }
        set {
            let change = newValue - counts[index]
            guard change != 0 else { return }
            counts[index] = newValue
            total += change
            var node = index + 1
            while node < tree.count {
                tree[node] += change
                node += node & -node
            }
        }
    }

    /// The lines of the paragraphs before paragraph `index` (0 for the first; ``total`` for ``count``).
    func lines(before index: Int) -> Int {
        var sum = 0, node = min(index, counts.count)
        while node > 0 {
            sum += tree[node]
            node -= node & -node
        }
        return sum
    }

    /// The paragraph that holds line `line` (counted from the text's first, 0 ≤ `line` < ``total``) and the line's
    /// index within it; a line past the end gives ``count``.
    func paragraph(containing line: Int) -> (index: Int, line: Int) {
        var node = 0, remaining = line, step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            if node + step < tree.count, tree[node + step] <= remaining {
                node += step
                remaining -= tree[node]
            }
            step /= 2
        }
        return (node, remaining)
    }
}
