// The separator in the tiled band: drag (SPEC §3), keyboard moves, and double-click collapse.

extension SplitViewState {
    /// Points the separator moves per Left/Right key press, and with Shift (SPEC §3).
    public static let keyboardStep = 10.0, keyboardLargeStep = 50.0

    mutating func separatorPress(at p: Point, time: Double) -> SplitViewResult {
        let layout = self.layout
        guard let separator = layout.separator, layout.separatorHitArea?.contains(p) == true else {
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
        userPrimaryWidth = drag.requestedPrimaryWidth(
            pointerX: p.x, windowWidth: window.width, configuration: configuration)
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
                collapse.animate(to: collapse.target >= 1 ? 0 : 1, spring: .overlay, at: time)
            }
            return .consumed
        }
        separatorClicks.reset()
        separatorDrag = drag
        _ = separatorMove(to: p)
        separatorDrag = nil
        return settleUserWidth()
    }

    mutating func separatorKey(_ key: Key, _ modifiers: KeyModifiers) -> SplitViewResult {
        switch key {
        case .tab:
            guard band == .tiled else { return .ignored }
            separatorFocused.toggle()
            return .consumed
        case .left, .right:
            guard separatorFocused, band == .tiled else { return .ignored }
            let step = modifiers.contains(.shift) ? Self.keyboardLargeStep : Self.keyboardStep
            let grows = (key == .right) == (configuration.primaryEdge == .leading)
            collapse.set(0)
            widthAnimation = nil
            userPrimaryWidth = primaryWidth.width + (grows ? step : -step)
            return settleUserWidth()
        default:
            return .ignored
        }
    }

    /// Replaces the requested width by the width the user actually sees, and asks the host to save it.
    private mutating func settleUserWidth() -> SplitViewResult {
        let seen = primaryWidth.width
        userPrimaryWidth = seen
        return SplitViewResult(handled: true, effects: [.saveUserPrimaryWidth(seen)])
    }
}
