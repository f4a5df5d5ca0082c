// The last 120 frame times, with percentiles, for the inspector's graph.

/// A ring of the most recent frame times in seconds.
struct FrameTimes: Hashable, Sendable {
    /// How many frames are kept.
    static let capacity = 120
    private(set) var samples: [Double] = []
    private var next = 0

    /// Records one frame's time.
    mutating func record(_ seconds: Double) {
        if samples.count < Self.capacity {
            samples.append(seconds)
        } else {
            samples[next] = seconds
        }
        next = (next + 1) % Self.capacity
    }

    /// Oldest first.
    var inOrder: [Double] {
        samples.count < Self.capacity ? samples : Array(samples[next...] + samples[..<next])
    }

    /// The nearest-rank percentile (0 ... 100), or nil with no samples.
    func percentile(_ p: Double) -> Double? {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(sorted.count - 1, max(0, rank - 1))]
    }
}
