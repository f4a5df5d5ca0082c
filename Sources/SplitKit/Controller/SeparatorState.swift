// The primary's separator as one value: the width the user chose, the hover, the clicks for a double-click, and the
// width moving by itself; only the methods here change them.

/// What the split keeps about the primary's separator between events (the drag itself is the ``Interaction`` under way,
/// as every gesture is).
struct SeparatorState: Hashable, Sendable {
    /// The width the user chose with the separator (or the keys, or an assistive technology); nil until they do.
    private(set) var userWidth: Double?
    /// The separator whose hit area the pointer hovers (or the one it pressed): the resize cursor shows (one hover for
    /// the primary's separator and the inspector's).
    private(set) var hovered: SeparatorKind?
    /// Clicks on the separator, for double-click collapse.
    private(set) var clicks: DoubleClickDetector
    /// The primary's width moving to new settings, or settling on a snap anchor, if it is.
    private(set) var widthAnimation: WidthAnimation?
    /// The time of the last `advance(to:)` or the start of the width animation, at which it is sampled.
    private(set) var animationTime = 0.0

    /// A separator with a saved user width (0 or less, or not a number, is ignored: SPEC §3).
    init(userWidth: Double?, metrics: Metrics) {
        if let userWidth, userWidth > 0, userWidth.isFinite { self.userWidth = userWidth }
        clicks = DoubleClickDetector(metrics: metrics)
    }

    /// The user width is now `width` (nil: none chosen, the configuration decides).
    mutating func choose(_ width: Double?) { userWidth = width }

    /// The pointer is over `separator` (nil: over neither).
    mutating func hover(_ separator: SeparatorKind?) { hovered = separator }

    /// True while the pointer hovers either separator.
    var isHovered: Bool { hovered != nil }

    /// A click on the separator at `time`: true when it makes a double-click.
    mutating func click(at p: Point, time: Double) -> Bool { clicks.click(at: p, time: time) }

    /// A drag came between: the next click starts a new double-click.
    mutating func forgetClicks() { clicks.reset() }

    /// New metrics (a new appearance): the double-click's time and distance.
    mutating func adopt(_ metrics: Metrics) { clicks.adopt(metrics) }

    /// The width starts moving by `animation` at `time` (nil: it is where it belongs, nothing moves).
    mutating func animate(_ animation: WidthAnimation?, at time: Double) {
        widthAnimation = animation
        animationTime = time
    }

    /// The width stops moving: a drag or a width set at once takes over from it.
    mutating func stopAnimation() { widthAnimation = nil }

    /// Time passes to `time`; a width animation that has ended is dropped.
    mutating func advance(to time: Double) {
        animationTime = max(animationTime, time)
        if let widthAnimation, widthAnimation.isFinished(at: animationTime) { self.widthAnimation = nil }
    }
}

/// One of the split's two separators: the pointer over it, its keyboard resize.
enum SeparatorKind: Hashable, Sendable {
    /// The primary's.
    case primary
    /// The inspector column's.
    case inspector
    /// The bar of the compact inspector's sheet (its handle strip and toolbar, SPEC §15.5).
    case sheet
}
