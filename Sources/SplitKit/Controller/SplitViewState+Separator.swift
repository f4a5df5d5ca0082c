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

    /// Follows the pointer (SPEC §3). Past half the minimum width beyond the minimum, the primary snaps shut
    /// (AppKit's `canCollapseSubview`), keeping its width; back inside, it opens again at the clamp. Dragging
    /// the collapsed handle out works the same way.
    mutating func separatorMove(to p: Point, time: Double) -> SplitViewResult {
        guard let drag = separatorDrag else { return .ignored }
        separatorHovered = true
        if p.x != drag.pressX { separatorDrag?.hasMoved = true }
        let requested = drag.requestedPrimaryWidth(pointerX: p.x, bounds: bounds, configuration: configuration)
        if snapsShut(requested) {
            separatorDrag?.heldWidth = nil
            if collapse.target < 1 { collapse.animate(to: 1, spring: appearance.motion.overlay, at: time) }
            return .consumed
        }
        if collapse.target > 0 { collapse.animate(to: 0, spring: appearance.motion.overlay, at: time) }
        userPrimaryWidth = requested
        let allowed = primaryWidth.width
        separatorDrag?.follow(requested: requested, allowed: allowed)
        return .consumed
    }

    /// True when a drag asking for `requested` points is more than half the minimum width past the minimum.
    func snapsShut(_ requested: Double) -> Bool {
        let minimum = configuration.minimumPrimaryColumnWidth
        return minimum > 0 && requested < minimum / 2
    }

    /// Ends a press on the separator: a click restores the width from before it (two make a double-click), a
    /// drag keeps the width it shows (and asks to save it), a drag let go while snapped shut keeps the width from
    /// before for the restore. Whatever the column shows then, it goes on from there to where it now belongs.
    mutating func separatorRelease(at p: Point, time: Double) -> SplitViewResult {
        guard let drag = separatorDrag else { return .ignored }
        let isClick = !drag.hasMoved && p.x == drag.pressX
        if !isClick {
            separatorClicks.reset()
            _ = separatorMove(to: p, time: time)
        }
        let shown = displayedPrimaryWidth.width  // read while the drag still holds it
        separatorDrag = nil
        let result: SplitViewResult
        if isClick {
            userPrimaryWidth = drag.userWidthAtPress
            if separatorClicks.click(at: p, time: time) {
                // Double-click: collapse, or restore from the edge handle (SPEC §3).
                collapse.animate(to: collapse.target >= 1 ? 0 : 1, spring: appearance.motion.overlay, at: time)
            }
            result = .consumed
        } else if collapse.target >= 1 {
            userPrimaryWidth = drag.userWidthAtPress  // snapped shut: the restore brings back the width from before
            result = .consumed
        } else {
            result = settleUserWidth()
        }
        if collapse.value < 1 { carryOn(from: shown, at: time) }  // a primary already off its edge need not move
        return result
    }

    /// Animates the column from the width it showed to the width it now resolves to, when they differ.
    private mutating func carryOn(from shown: Double, at time: Double) {
        guard shown != primaryWidth.width else { return }
        widthAnimation = WidthAnimation(from: shown, startTime: time, duration: appearance.motion.duration(appearance.motion.widthChangeDuration))
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
