// The last 120 frame times, for the inspector's graph.

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
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
