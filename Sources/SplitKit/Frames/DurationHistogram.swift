// Percentiles of durations in constant memory: logarithmic buckets 2 % wide, exact count and maximum.

/// A histogram of durations (seconds) from 1 µs to 100 s in buckets 2 % wide, so a long session's
/// percentiles cost a fixed 7 KB however many frames it draws. Percentiles are exact to within 2 %.
public struct DurationHistogram: Hashable, Sendable {
    private static let smallest = 1e-6
    private static let ratio = 1.02
    private static let bucketCount = Int((log(100 / smallest) / log(ratio)).rounded(.up)) + 1
    private var buckets: [UInt32]
    /// How many durations were recorded.
    public private(set) var count = 0
    /// The longest duration recorded (exact), or 0 with none.
    public private(set) var maximum = 0.0

    /// An empty histogram.
    public init() {
        buckets = Array(repeating: 0, count: Self.bucketCount)
    }

    /// Records one duration (negative or non-finite values count as 0).
    public mutating func record(_ seconds: Double) {
        let value = seconds.isFinite ? max(0, seconds) : 0
        let index = value <= Self.smallest ? 0 : min(Self.bucketCount - 1, Int(log(value / Self.smallest) / log(Self.ratio)) + 1)
        buckets[index] &+= 1
        count += 1
        maximum = max(maximum, value)
    }

    /// The nearest-rank percentile `p` (0 ... 100): the upper edge of the bucket holding it, never above the
    /// maximum; nil with no samples.
    public func percentile(_ p: Double) -> Double? {
        guard count > 0 else { return nil }
        let rank = max(1, Int((min(100, max(0, p)) / 100 * Double(count)).rounded(.up)))
        var seen = 0
        for (index, n) in buckets.enumerated() {
            seen += Int(n)
            if seen >= rank {
                let upper = index == 0 ? Self.smallest : Self.smallest * pow(Self.ratio, Double(index))
                return min(upper, maximum)
            }
        }
        return maximum
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
