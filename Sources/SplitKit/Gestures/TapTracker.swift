// One rule for taps: a press that stays within the tap slop of where it went down, and ends on its target.

/// Follows a press on something tappable (a row, a button) until it is released as a tap or moves too far.
///
/// The same rule as a ``SwipeTracker``'s taps: the press counts while the pointer stays within
/// `tapSlop` points (straight-line distance) of where it went down.
public struct TapTracker<Target: Hashable & Sendable>: Hashable, Sendable {
    /// What the press is on, while it may still become a tap.
    public private(set) var target: Target?
    /// Where the press went down.
    public private(set) var origin: Point = .zero
    /// Farthest the press may move and still be a tap.
    public var tapSlop: Double

    /// A tracker with `tapSlop` (the metrics' 8 points by default).
    public init(tapSlop: Double = Metrics.standard.tapSlop) {
        self.tapSlop = tapSlop
    }

    /// True when `point` is within `slop` of `origin`: the one test every tap in the split view uses.
    public static func isWithinSlop(_ point: Point, of origin: Point, slop: Double) -> Bool {
        let dx = point.x - origin.x, dy = point.y - origin.y
        return dx * dx + dy * dy <= slop * slop
    }

    /// A press went down on `target` (nil: on nothing tappable).
    public mutating func press(_ target: Target?, at point: Point) {
        self.target = target
        origin = point
    }

    /// The pointer moved; too far and the press is no longer a tap.
    public mutating func move(to point: Point) {
        if target != nil, !Self.isWithinSlop(point, of: origin, slop: tapSlop) { target = nil }
    }

    /// The press ended over `targetThere`; returns the target tapped, if it is still the one pressed.
    public mutating func release(at point: Point, over targetThere: Target?) -> Target? {
        move(to: point)
        defer { target = nil }
        guard let target, target == targetThere else { return nil }
        return target
    }

    /// Forgets the press (something else took it).
    public mutating func cancel() {
        target = nil
    }
}
