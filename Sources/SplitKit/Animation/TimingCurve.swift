// Timing curves (CSS/UIKit cubic Béziers) and fixed-duration animations sampled at injected times.

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as in CSS and UIKit.
public struct TimingCurve: Hashable, Sendable {
    /// First control point.
    public var x1: Double, y1: Double
    /// Second control point.
    public var x2: Double, y2: Double

    /// Creates a curve from its control points.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// Slow start and end (UIKit's `.easeInOut`).
    public static let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// Constant speed.
    public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)

    /// Progress (0 ... 1) at time fraction `t` (0 ... 1); exactly 0 and 1 at the ends.
    public func value(at t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        // Solve x(s) = t for the curve parameter s by Newton's method, bisection as a fallback.
        var s = t
        for _ in 0..<8 {
            let x = bezier(s, x1, x2) - t
            let dx = derivative(s, x1, x2)
            if abs(x) < 1e-7 { return bezier(s, y1, y2) }
            if abs(dx) < 1e-6 { break }
            s -= x / dx
        }
        var low = 0.0, high = 1.0
        s = t
        for _ in 0..<30 {
            let x = bezier(s, x1, x2)
            if abs(x - t) < 1e-7 { break }
            if x < t { low = s } else { high = s }
            s = (low + high) / 2
        }
        return bezier(s, y1, y2)
    }

    private func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }

    private func derivative(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
    }
}

/// A value moving from `from` to `to` over `duration` seconds along a timing curve, sampled at any time.
public struct TimedAnimation: Hashable, Sendable {
    /// Value at the start.
    public var from: Double
    /// Value at the end.
    public var to: Double
    /// When it starts.
    public var startTime: Double
    /// How long it takes, in seconds.
    public var duration: Double
    /// The pace.
    public var curve: TimingCurve

    /// Creates an animation.
    public init(from: Double, to: Double, startTime: Double, duration: Double, curve: TimingCurve = .easeInOut) {
        self.from = from
        self.to = to
        self.startTime = startTime
        self.duration = duration
        self.curve = curve
    }

    /// The value at `time`: `from` before the start, exactly `to` from the end on.
    public func value(at time: Double) -> Double {
        guard duration > 0 else { return to }
        return from + (to - from) * curve.value(at: (time - startTime) / duration)
    }

    /// True from the end on.
    public func isFinished(at time: Double) -> Bool { time >= startTime + duration }
}
