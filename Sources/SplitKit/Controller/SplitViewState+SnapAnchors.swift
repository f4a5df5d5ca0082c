// Snap anchors in the reducer (SPEC §15.3): the spring settle after a release, the keys and the accessibility action.

extension SplitViewState {
    /// The configuration's snap anchors resolved for the split's width now: clamped by SPEC §2, whole points,
    /// narrowest first, each once; empty without anchors.
    public var separatorSnap: SeparatorSnap { configuration.separatorSnap(splitWidth: bounds.width) }

    /// Moves the primary under the spring from the width it showed, `from`, to the width it now resolves to (the
    /// anchor), starting at `velocity` points per second of growth as it runs now (a release's velocity goes through
    /// ``Motion/velocity(_:)`` first): the separator's settle.
    mutating func settleOnAnchor(from shown: Double, velocity: Double, at time: Double) {
        let target = primaryWidth.width
        guard shown != target else {
            separatorState.stopAnimation()
            return
        }
        separatorState.animate(WidthAnimation(settlingFrom: shown, to: target, velocity: velocity,
                                              spring: appearance.motion.overlay, at: time), at: time)
    }

    /// Steps the focused separator to the next anchor towards `side` on screen, round to the other end after the last
    /// (the keys), and saves it; counted from where a settle under way is heading, so quick presses go anchor by anchor.
    mutating func stepSeparatorAnchor(towards side: Side, at time: Double) -> SplitViewResult {
        stepSeparatorAnchor(growing: (side == .right) == (configuration.primarySide == .left), at: time)
    }

    /// Steps the primary to the next anchor wider (`growing`) or narrower, round to the other end after the last, under
    /// the spring from the width on screen and with the speed it has (a collapsed primary opens there at once); saved.
    /// Not handled without anchors.
    mutating func stepSeparatorAnchor(growing: Bool, at time: Double) -> SplitViewResult {
        let heading = primaryWidth.width
        guard let anchor = separatorSnap.cycled(from: heading, growing: growing) else { return .ignored }
        let shown = displayedPrimaryWidth.width
        let velocity = widthAnimation?.velocity(at: animationTime, target: heading) ?? 0
        let open = collapse.value == 0 && collapse.target == 0
        let result = setPrimaryWidth(anchor)
        if open { settleOnAnchor(from: shown, velocity: velocity, at: time) }
        return result
    }
}
