// A press on the compact inspector's sheet: its handle or title dragged 1:1, or a tap on the dim above it.

/// A press on the inspector's sheet (SPEC §15.5), from the press to the release.
///
/// On the handle strip or the sheet's toolbar the sheet's top follows the pointer point for point, counted from where
/// it was at the press (no drift at a clamp); a release settles it on a detent by the snap anchors' fling rule. A press
/// on the dimmed detail above the sheet is a tap that closes it, and moves do nothing.
public struct SheetDrag: Hashable, Sendable {
    /// Pointer y at the press.
    public var pressY: Double
    /// The sheet's height at the press.
    public var heightAtPress: Double
    /// True when the press landed on the dim above the sheet: its release closes the sheet (a drag never starts there).
    public var pressedDim: Bool
    /// True once the pointer has left the tap slop: the release ends a drag, not a tap.
    public var hasMoved = false
    /// The detent the sheet rested on or was going to when the press came: a tap steps up from it, and Escape during
    /// the drag puts the sheet back there.
    public var detentAtPress: InspectorSheetDetent
    /// Escape took the drag back: the sheet went back to ``detentAtPress``, and the rest of the press does nothing.
    public var isTakenBack = false
    /// The pointer's recent positions, for the velocity the release settles with.
    var pointer: VelocityTracker

    /// A press at `pressY` on a sheet `heightAtPress` points high going to `detentAtPress`, on the dim (`pressedDim`) or
    /// on its handle.
    public init(pressY: Double, heightAtPress: Double, detentAtPress: InspectorSheetDetent, pressedDim: Bool, velocityWindow: Double = 0.15) {
        self.pressY = pressY
        self.heightAtPress = heightAtPress
        self.detentAtPress = detentAtPress
        self.pressedDim = pressedDim
        pointer = VelocityTracker(window: velocityWindow)
    }

    /// The height the pointer at `y` asks of the sheet: its height at the press plus how far the pointer rose.
    public func requestedHeight(pointerY y: Double) -> Double { heightAtPress + (pressY - y) }

    /// Records the pointer at `p` at `time`.
    mutating func track(_ p: Point, at time: Double) { pointer.add(p, at: time) }

    /// The pointer's upward speed at `time`, points per second (negative: downwards).
    func velocityUp(at time: Double) -> Double { -pointer.velocity(at: time).y }
}
