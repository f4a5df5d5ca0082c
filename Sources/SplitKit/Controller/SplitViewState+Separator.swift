// The separator in the tiled band: drag (SPEC §3), keyboard nudges, and double-click collapse.

extension SplitViewState {
    /// A press on the separator's hit area in the tiled band (``PressTarget/separator(_:)``): a drag starts that owns
    /// the separator until release.
    mutating func separatorPress(on separator: Rect, at p: Point, time: Double) -> SplitViewResult {
        primaryColumn.holdCollapse(at: time)
        var drag = SeparatorDrag(pressX: p.x, separator: separator, userWidthAtPress: userPrimaryWidth,
                                 velocityWindow: appearance.metrics.velocityWindow)
        drag.collapsedAtPress = collapse.target >= 1
        drag.railAtPress = isRail
        drag.track(pointerX: p.x, at: time)
        if widthAnimation != nil {
            // A drag takes over from the width on screen, even where the new limits do not allow it yet.
            let shown = displayedPrimaryWidth.width
            separatorState.stopAnimation()
            separatorState.choose(shown)
            drag.heldWidth = primaryWidth.width == shown ? nil : shown
        }
        gestureState.dragSeparator(drag)
        return .consumed
    }

    /// Follows the pointer (SPEC §3). Past half the minimum width beyond the minimum, the primary snaps shut
    /// (AppKit's `canCollapseSubview`), shrinking from the width on screen; back inside, it is open again in the
    /// same move, where the pointer puts it (clamped by §2): the pointer owns the separator, no spring follows
    /// it. Dragging the collapsed handle out works the same way.
    mutating func separatorMove(to p: Point, time: Double) -> SplitViewResult {
        guard var drag = interaction.separatorDrag else { return .ignored }
        guard !drag.isTakenBack else { return .consumed }
        separatorState.hover(.primary)
        if p.x != drag.pressX { drag.hasMoved = true }
        drag.track(pointerX: p.x, at: time)
        let requested = drag.requestedPrimaryWidth(pointerX: p.x, bounds: bounds, configuration: configuration)
        if configuration.railWidth != nil, requested < configuration.minimumPrimaryColumnWidth {
            holdBelowMinimum(requested, drag: &drag)  // with a rail: on through it to nothing, 1:1 (issue 39)
        } else if snapsShut(requested) {
            // The column keeps the width it shows (held or not) and slides shut from there.
            primaryColumn.snapShut(spring: appearance.motion.overlay, at: time)
        } else {
            primaryColumn.open()
            primaryColumn.setRail(false)
            separatorState.choose(requested)
            drag.follow(requested: requested, allowed: primaryWidth.width)
        }
        gestureState.dragSeparator(drag)
        return .consumed
    }

    /// True when a drag asking for `requested` points is more than half the minimum width past the minimum.
    func snapsShut(_ requested: Double) -> Bool {
        let minimum = configuration.minimumPrimaryColumnWidth
        return minimum > 0 && requested < minimum / 2
    }

    /// Ends a press on the separator: a click restores the width from before it (two make a double-click), a
    /// drag keeps the width it shows (and asks to save it), or with snap anchors settles on one under the spring (SPEC
    /// §15.3), a drag let go while snapped shut keeps the width from before for the restore. Whatever the column shows
    /// then, it goes on from there to where it now belongs.
    mutating func separatorRelease(at p: Point, time: Double) -> SplitViewResult {
        guard let pressed = interaction.separatorDrag else { return .ignored }
        guard !pressed.isTakenBack else {
            gestureState.end()
            return .consumed
        }
        let isClick = !pressed.hasMoved && p.x == pressed.pressX
        if !isClick {
            separatorState.forgetClicks()
            _ = separatorMove(to: p, time: time)
        }
        let shown = displayedPrimaryWidth.width  // read while the drag still holds it
        let velocity = interaction.separatorDrag?.growthVelocity(at: time, primarySide: configuration.primarySide) ?? 0
        gestureState.end()
        let result: SplitViewResult
        if isClick {
            separatorState.choose(pressed.userWidthAtPress)
            if separatorState.click(at: p, time: time) {
                // Double-click: collapse, or restore from the edge handle (SPEC §3); or as the app configured it.
                return doubleClickSeparator(at: time)
            }
            result = .consumed
        } else if collapse.target >= 1 {
            separatorState.choose(pressed.userWidthAtPress)  // snapped shut: the restore brings back the width from before
            result = .consumed
        } else if configuration.railWidth != nil, shown < configuration.minimumPrimaryColumnWidth {
            return settleBelowMinimum(pressed, shown: shown, velocity: velocity, at: time)
        } else if pressed.collapsedAtPress, let outcome = releaseFromHandle(pressed, shown: shown, at: time) {
            return outcome
        } else if let anchor = separatorSnap.target(releasedAt: shown, velocity: velocity, flingSpeed: appearance.metrics.flingSpeed) {
            separatorState.choose(anchor)
            result = settleUserWidth()
            settleOnAnchor(from: shown, velocity: appearance.motion.velocity(velocity), at: time)
            return result
        } else {
            result = settleUserWidth()
        }
        if collapse.value < 1 { carryOn(from: shown, at: time) }  // a primary already off its edge need not move
        return result
    }

    /// A drag out of the collapsed primary's handle let go (issue 38): short of half the width the primary had, it slides
    /// back shut; past half and up to that width, it comes out to that width (animated, nothing saved); dragged wider
    /// than that, nil, and the release keeps the width on screen as any drag's does.
    private mutating func releaseFromHandle(_ pressed: SeparatorDrag, shown: Double, at time: Double) -> SplitViewResult? {
        let restored = PrimaryColumnWidth.resolve(windowWidth: bounds.width, userWidth: pressed.userWidthAtPress, configuration: configuration,
                                                  reserving: inspectorReserve).width
        guard shown <= restored else { return nil }
        separatorState.choose(pressed.userWidthAtPress)
        if shown < restored / 2 {
            primaryColumn.returnCollapse(to: true, spring: appearance.motion.overlay, at: time)
        } else {
            carryOn(from: shown, at: time)
        }
        return .consumed
    }

    /// Escape during a drag (GTK's paned): the column goes back to the width, and the collapse, it had before the
    /// press, animated from where it is; nothing is saved, and the rest of the press does nothing. Nil when no drag of it
    /// is under way (or it was taken back already).
    mutating func takeBackSeparatorDrag(at time: Double) -> SplitViewResult? {
        guard var drag = interaction.separatorDrag, !drag.isTakenBack else { return nil }
        let shown = displayedPrimaryWidth.width
        separatorState.stopAnimation()
        separatorState.choose(drag.userWidthAtPress)
        primaryColumn.setRail(drag.railAtPress)
        if drag.collapsedAtPress, configuration.railWidth != nil, shown < configuration.minimumPrimaryColumnWidth {
            // Out of the handle below the minimum (squeezed, open): it slides shut from what shows, no width jump.
            drag.isTakenBack = true
            drag.heldWidth = nil
            gestureState.dragSeparator(drag)
            slideShut(showing: shown, at: time)
            return .consumed
        }
        primaryColumn.returnCollapse(to: drag.collapsedAtPress, spring: appearance.motion.overlay, at: time)
        drag.isTakenBack = true
        drag.heldWidth = nil
        gestureState.dragSeparator(drag)
        if collapse.target < 1 { carryOn(from: shown, at: time) }
        return .consumed
    }

    /// Ends a drag that something else cut short (the band changed, or a new press came without a release):
    /// the width shown is the width kept, and saved when the drag changed it (a drag Escape took back keeps nothing).
    mutating func abandonSeparatorDrag(widthSeen: Double) -> [SplitViewEffect] {
        guard let drag = interaction.separatorDrag else { return [] }
        gestureState.end()
        guard !drag.isTakenBack else { return [] }
        if configuration.railWidth != nil, (drag.heldWidth ?? widthSeen) < configuration.minimumPrimaryColumnWidth {
            // Cut short below the minimum (with a rail): the column goes back to what it was, nothing saved — a width
            // below the minimum is no user width.
            separatorState.choose(drag.userWidthAtPress)
            primaryColumn.setRail(drag.railAtPress)
            if drag.collapsedAtPress { primaryColumn.placeCollapse(at: 1) }
            return []
        }
        guard userPrimaryWidth != drag.userWidthAtPress else { return [] }
        separatorState.choose(widthSeen)
        return [.saveUserPrimaryWidth(widthSeen)]
    }

    /// A double-click on the separator, as ``SplitConfiguration/separatorDoubleClick`` says; a collapsed primary's
    /// handle always restores it.
    mutating func doubleClickSeparator(at time: Double) -> SplitViewResult {
        let fit = configuration.separatorDoubleClick == .fitContent ? primaryFittingWidth : nil
        switch configuration.separatorDoubleClick {
        case .collapse:
            primaryColumn.toggleCollapse(spring: appearance.motion.overlay, at: time)
            return .consumed
        case _ where collapse.target >= 1:
            primaryColumn.toggleCollapse(spring: appearance.motion.overlay, at: time)
            return .consumed
        case .resetWidth, .fitContent:
            guard let fit else { return resetSidebarWidth(at: time) }
            let shown = displayedPrimaryWidth.width
            primaryColumn.setRail(false)
            separatorState.choose(fit)
            let result = settleUserWidth()  // clamped by SPEC §2 to what the user sees, and saved
            carryOn(from: shown, at: time)
            return result
        }
    }

    /// Animates the column from the width it showed to the width it now resolves to, when they differ.
    mutating func carryOn(from shown: Double, at time: Double) {
        guard shown != targetPrimaryWidth.width else { return }
        separatorState.animate(WidthAnimation(from: shown, startTime: time, duration: appearance.motion.duration(appearance.motion.widthChangeDuration)),
                               at: time)
    }

    /// Moves the focused separator `points` to the right on screen (negative: left), and saves the width.
    mutating func nudgeSeparator(by points: Double) -> SplitViewResult {
        let grows = configuration.primarySide == .left ? points : -points
        if let step = stepRail(growing: grows > 0, at: animationTime) { return step }
        return setPrimaryWidth(primaryWidth.width + grows)
    }

    /// Gives the primary `width` as the keys and assistive technologies do: open (a collapse undone at once), clamped
    /// by SPEC §2, and saved.
    mutating func setPrimaryWidth(_ width: Double) -> SplitViewResult {
        guard width.isFinite else { return .ignored }
        primaryColumn.open()
        primaryColumn.setRail(false)  // a width asked for is a width: the rail widens to it
        separatorState.stopAnimation()
        separatorState.choose(width)
        return settleUserWidth()
    }

    /// The widths the separator can give the primary in these bounds (SPEC §2's clamps, as a drag meets them): from
    /// the minimum to the maximum, or less where the secondary keeps its minimum (and an inspector beside it its own,
    /// SPEC §15.2), never below the minimum.
    public var separatorRange: ClosedRange<Double> {
        let c = configuration, reserve = inspectorReserve
        let least = PrimaryColumnWidth.resolve(windowWidth: bounds.width, userWidth: 0, configuration: c, reserving: reserve).width
        let most = PrimaryColumnWidth.resolve(windowWidth: bounds.width, userWidth: .greatestFiniteMagnitude, configuration: c,
                                              reserving: reserve).width
        return least...max(least, most)
    }

    /// Replaces the requested width by the width the user actually sees, and asks the host to save it.
    mutating func settleUserWidth() -> SplitViewResult {
        let seen = primaryWidth.width
        separatorState.choose(seen)
        return SplitViewResult(handled: true, effects: [.saveUserPrimaryWidth(seen)])
    }
}
