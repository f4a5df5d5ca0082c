// Distances in from each edge of a rectangle.

/// Distances in from each edge of a rectangle, in points.
public struct Insets: Hashable, Sendable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the left edge.
    public var left: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the right edge.
    public var right: Double

    /// Creates insets.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every side.
    public static func all(_ value: Double) -> Insets { Insets(top: value, left: value, bottom: value, right: value) }
    /// The same inset on the left and right.
    public static func horizontal(_ value: Double) -> Insets { Insets(left: value, right: value) }
}
