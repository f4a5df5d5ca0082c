// Estimates pointer velocity from the samples of the last 150 ms (SPEC §5).

/// Pointer velocity from recent samples: a least-squares slope over the last `window` seconds.
public struct VelocityTracker: Hashable, Sendable {
    /// How far back samples count, in seconds.
    public var window: Double
    private var samples: [(time: Double, point: Point)] = []

    /// Creates a tracker looking `window` seconds back (SPEC §5: 150 ms).
    public init(window: Double = 0.15) {
        self.window = window
    }

    public static func == (a: VelocityTracker, b: VelocityTracker) -> Bool {
        a.window == b.window && a.samples.count == b.samples.count
            && zip(a.samples, b.samples).allSatisfy { $0.time == $1.time && $0.point == $1.point }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(window)
        hasher.combine(samples.count)
    }

    /// Forgets every sample.
    public mutating func reset() {
        samples.removeAll(keepingCapacity: true)
    }

    /// Records where the pointer was at `time`.
    public mutating func add(_ point: Point, at time: Double) {
        samples.append((time, point))
        let oldest = time - window
        if let keepFrom = samples.firstIndex(where: { $0.time >= oldest }), keepFrom > 0 {
            samples.removeFirst(keepFrom)
        }
    }

    /// Velocity in points per second at `time` (zero with fewer than two samples or no time between them).
    public func velocity(at time: Double) -> Point {
        let recent = samples.filter { $0.time >= time - window }
        guard recent.count >= 2 else { return .zero }
        let n = Double(recent.count)
        let meanT = recent.reduce(0) { $0 + $1.time } / n
        let meanX = recent.reduce(0) { $0 + $1.point.x } / n
        let meanY = recent.reduce(0) { $0 + $1.point.y } / n
        var stt = 0.0, stx = 0.0, sty = 0.0
        for s in recent {
            let dt = s.time - meanT
            stt += dt * dt
            stx += dt * (s.point.x - meanX)
            sty += dt * (s.point.y - meanY)
        }
        guard stt > 0 else { return .zero }
        return Point(x: stx / stt, y: sty / stt)
    }
}
