// An in-progress separator drag: where the pointer grabbed the separator, so motion maps 1:1 without drift.

/// An in-progress drag of the separator.
///
/// The width is recomputed from the pointer's absolute position and the offset at which it grabbed the
/// separator, never by accumulating deltas, so a drag that hits a clamp and comes back releases at the
/// same pointer offset (SPEC §3: no drift).
public struct SeparatorDrag: Hashable, Sendable {
    /// Pointer x minus the separator's x at the press.
    public var grabOffset: Double
    /// Pointer x at the press: a release here, with no move away from it before, is a click, not a drag.
    public var pressX: Double
    /// True once the pointer has moved away from `pressX`: a release then ends a drag, wherever it is.
    public var hasMoved = false
    /// The user width before the press, restored when the press turns out to be a click.
    public var userWidthAtPress: Double?
    /// The width on screen while it lies outside what SPEC §2 allows now: the press caught the column on its
    /// way to a new limit. The separator stays there, follows the pointer back inside, and never goes further
    /// out; on release the column carries on to the limit. Nil once inside.
    public var heldWidth: Double?
    /// Whether the column was collapsed when the press came (a drag out of the edge handle): Escape shuts it again.
    public var collapsedAtPress = false
    /// Whether the column was a rail when the press came (issue 39): Escape makes it one again.
    public var railAtPress = false
    /// Escape took the drag back (GTK's paned does the same): the width from before the press is restored, nothing is
    /// saved, and the rest of the press (moves, the release) does nothing.
    public var isTakenBack = false
    /// The pointer's recent positions, for the velocity a release settles on a snap anchor with (SPEC §15.3).
    var pointer: VelocityTracker

    /// Creates a drag from the press point, the separator frame and the user width at the press; the release velocity
    /// is measured over the last `velocityWindow` seconds (SPEC §5: 0.15).
    public init(pressX: Double, separator: Rect, userWidthAtPress: Double?, velocityWindow: Double = 0.15) {
        grabOffset = pressX - separator.x
        self.pressX = pressX
        self.userWidthAtPress = userWidthAtPress
        pointer = VelocityTracker(window: velocityWindow)
    }

    /// Records the pointer at `x` at `time` (the press, each move, the release).
    public mutating func track(pointerX x: Double, at time: Double) {
        pointer.add(Point(x: x, y: 0), at: time)
    }

    /// How fast the pointer was making the primary grow at `time`, in points per second (negative: shrink), over
    /// the velocity window: to the right on screen grows a primary on the left and shrinks one on the right.
    public func growthVelocity(at time: Double, primarySide: Side) -> Double {
        let rightward = pointer.velocity(at: time).x
        return primarySide == .left ? rightward : -rightward
    }

    /// Moves the held width for a pointer asking for `requested` where SPEC §2 allows `allowed`: towards the
    /// pointer when it comes back inside, never further out; nil once the pointer is inside.
    public mutating func follow(requested: Double, allowed: Double) {
        guard let held = heldWidth else { return }
        let shown = held > allowed ? min(held, max(requested, allowed)) : max(held, min(requested, allowed))
        heldWidth = shown == allowed ? nil : shown
    }

    /// The primary width the pointer at `pointerX` asks for, before any clamping, for a split at `bounds`.
    public func requestedPrimaryWidth(pointerX: Double, bounds: Rect, configuration c: SplitConfiguration) -> Double {
        requestedWidth(pointerX: pointerX, bounds: bounds, columnSide: c.primarySide, separatorWidth: c.separatorWidth)
    }

    /// The width the pointer at `pointerX` asks for, before any clamping, for a column at the `columnSide` edge of
    /// `bounds` whose separator, `separatorWidth` wide, is the one held: the primary's, or the inspector's.
    public func requestedWidth(pointerX: Double, bounds: Rect, columnSide: Side, separatorWidth: Double) -> Double {
        let separatorX = pointerX - grabOffset
        switch columnSide {
        case .left: return separatorX - bounds.x
        case .right: return bounds.maxX - separatorX - separatorWidth
        }
    }
}
