// Recognises the second of two clicks close together in time and place.

/// Counts clicks: the second within `interval` seconds and `slop` points of the first is a double-click.
public struct DoubleClickDetector: Hashable, Sendable {
    /// Longest time between the two clicks (GNOME's default, 400 ms).
    public var interval: Double
    /// Farthest apart the two clicks may be.
    public var slop: Double
    private var last: (time: Double, point: Point)?

    /// Creates a detector.
    public init(interval: Double = 0.4, slop: Double = 6) {
        self.interval = interval
        self.slop = slop
    }

    /// A detector with the metrics' interval and slop.
    public init(metrics: Metrics) {
        self.init(interval: metrics.doubleClickInterval, slop: metrics.doubleClickSlop)
    }

    /// Takes new metrics.
    public mutating func adopt(_ metrics: Metrics) {
        interval = metrics.doubleClickInterval
        slop = metrics.doubleClickSlop
    }

    public static func == (a: DoubleClickDetector, b: DoubleClickDetector) -> Bool {
        a.interval == b.interval && a.slop == b.slop && a.last?.time == b.last?.time && a.last?.point == b.last?.point
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(interval)
        hasher.combine(last?.time)
    }

    /// Records a click; returns true when it completes a double-click (which then starts afresh).
    public mutating func click(at point: Point, time: Double) -> Bool {
        if let last, time - last.time <= interval, abs(point.x - last.point.x) <= slop,
            abs(point.y - last.point.y) <= slop
        {
            self.last = nil
            return true
        }
        last = (time, point)
        return false
    }

    /// Forgets the last click.
    public mutating func reset() {
        last = nil
    }
}
