// The separator in the tiled band: drag (SPEC §3), keyboard nudges, and double-click collapse.

extension SplitViewState {
    mutating func separatorPress(at p: Point, time: Double) -> SplitViewResult {
        let layout = self.layout
        guard let separator = layout.separator, layout.separatorHitArea(metrics: appearance.metrics)?.contains(p) == true else {
            separatorFocused = false
            return .ignored
        }
        collapse.stop(at: time)
        if widthAnimation != nil {
            // A drag takes over from the width on screen.
            userPrimaryWidth = displayedPrimaryWidth.width
            widthAnimation = nil
        }
        separatorDrag = SeparatorDrag(pressX: p.x, separator: separator, userWidthAtPress: userPrimaryWidth)
        return .consumed
    }

    mutating func separatorMove(to p: Point) -> SplitViewResult {
        guard let drag = separatorDrag else { return .ignored }
        if collapse.value > 0 {
            // Dragging the collapsed handle pulls the primary back out under the pointer.
            collapse.set(0)
        }
        userPrimaryWidth = drag.requestedPrimaryWidth(pointerX: p.x, bounds: bounds, configuration: configuration)
        separatorHovered = true
        return .consumed
    }

    mutating func separatorRelease(at p: Point, time: Double) -> SplitViewResult {
        guard let drag = separatorDrag else { return .ignored }
        separatorDrag = nil
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
        separatorDrag = nil
        return settleUserWidth()
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
