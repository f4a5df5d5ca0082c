// The separator in the tiled band: drag (SPEC §3), keyboard nudges, and double-click collapse.

extension SplitViewState {
    mutating func separatorPress(at p: Point, time: Double) -> SplitViewResult {
        let layout = self.layout
        guard let separator = layout.separator, layout.separatorHitArea(metrics: appearance.metrics)?.contains(p) == true else {
            separatorFocused = false
            return .ignored
        }
        collapse.stop(at: time)
        let userWidthAtPress = userPrimaryWidth
        var held: Double?
        if widthAnimation != nil {
            // A drag takes over from the width on screen, even where the new limits do not allow it yet.
            let shown = displayedPrimaryWidth.width
            widthAnimation = nil
            userPrimaryWidth = shown
            held = primaryWidth.width == shown ? nil : shown
        }
        separatorDrag = SeparatorDrag(pressX: p.x, separator: separator, userWidthAtPress: userWidthAtPress)
        separatorDrag?.heldWidth = held
        return .consumed
    }

    mutating func separatorMove(to p: Point) -> SplitViewResult {
        guard let drag = separatorDrag else { return .ignored }
        if collapse.value > 0 {
            // Dragging the collapsed handle pulls the primary back out under the pointer.
            collapse.set(0)
        }
        let requested = drag.requestedPrimaryWidth(pointerX: p.x, bounds: bounds, configuration: configuration)
        userPrimaryWidth = requested
        let allowed = primaryWidth.width
        separatorDrag?.follow(requested: requested, allowed: allowed)
        separatorHovered = true
        return .consumed
    }

    mutating func separatorRelease(at p: Point, time: Double) -> SplitViewResult {
        guard let drag = separatorDrag else { return .ignored }
        separatorDrag = nil
        defer { carryOn(from: drag.heldWidth, at: time) }
        if p.x == drag.pressX {
            userPrimaryWidth = drag.userWidthAtPress
            if separatorClicks.click(at: p, time: time) {
                // Double-click: collapse, or restore from the edge handle (SPEC §3).
                collapse.animate(to: collapse.target >= 1 ? 0 : 1, spring: appearance.motion.overlay, at: time)
            }
            return .consumed
        }
        separatorClicks.reset()
        separatorDrag = drag
        _ = separatorMove(to: p)
        let held = separatorDrag?.heldWidth
        separatorDrag = nil
        defer { carryOn(from: held, at: time) }
        return settleUserWidth()
    }

    /// After a release with the column held outside the limits, it goes on to where they put it.
    private mutating func carryOn(from held: Double?, at time: Double) {
        guard let held, held != primaryWidth.width else { return }
        widthAnimation = WidthAnimation(from: held, startTime: time, duration: appearance.motion.duration(appearance.motion.widthChangeDuration))
        animationTime = time
    }

    /// Moves the focused separator `points` to the right on screen (negative: left), and saves the width.
    mutating func nudgeSeparator(by points: Double) -> SplitViewResult {
        collapse.set(0)
        widthAnimation = nil
        let grows = configuration.primaryEdge == .leading ? points : -points
        userPrimaryWidth = primaryWidth.width + grows
        return settleUserWidth()
    }

    /// Replaces the requested width by the width the user actually sees, and asks the host to save it.
    private mutating func settleUserWidth() -> SplitViewResult {
        let seen = primaryWidth.width
        userPrimaryWidth = seen
        return SplitViewResult(handled: true, effects: [.saveUserPrimaryWidth(seen)])
    }
}
