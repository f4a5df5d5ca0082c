// An in-progress separator drag: where the pointer grabbed the separator, so motion maps 1:1 without drift.

/// An in-progress drag of the separator.
///
/// The width is recomputed from the pointer's absolute position and the offset at which it grabbed the
/// separator, never by accumulating deltas, so a drag that hits a clamp and comes back releases at the
/// same pointer offset (SPEC §3: no drift).
public struct SeparatorDrag: Hashable, Sendable {
    /// Pointer x minus the separator's x at the press.
    public var grabOffset: Double
    /// Pointer x at the press: a release here is a click, not a drag, and changes nothing.
    public var pressX: Double
    /// The user width before the press, restored when the press turns out to be a click.
    public var userWidthAtPress: Double?

    /// Creates a drag from the press point, the separator frame and the user width at the press.
    public init(pressX: Double, separator: Rect, userWidthAtPress: Double?) {
        grabOffset = pressX - separator.x
        self.pressX = pressX
        self.userWidthAtPress = userWidthAtPress
    }

    /// The primary width the pointer at `pointerX` asks for, before any clamping, for a split at `bounds`.
    public func requestedPrimaryWidth(pointerX: Double, bounds: Rect, configuration c: SplitConfiguration) -> Double {
        let separatorX = pointerX - grabOffset
        switch c.primaryEdge {
        case .leading: return separatorX - bounds.x
        case .trailing: return bounds.maxX - separatorX - c.separatorWidth
        }
    }
}
