// A position in window points.

/// A position in window points (logical pixels); y grows downwards.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal position in points.
    public var x: Double
    /// Vertical position in points.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }

    /// The vector from `other` to this point.
    public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    /// This point moved by a vector.
    public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
}
