// The inspector column's input (SPEC §15.2): its separator dragged 1:1 or moved by keys and assistive technologies, and
// the swipes, taps on the dim and button of an inspector over the secondary.

extension SplitViewState {
    /// The inspector's separator drag under way, if any.
    public var inspectorSeparatorDrag: SeparatorDrag? { interaction.inspectorSeparatorDrag }

    /// True while the inspector's separator has keyboard focus (the inspector beside the secondary), so the separator
    /// keys move it.
    public var inspectorSeparatorFocused: Bool {
        focusedNodeID == AccessibleNode.ID.inspectorSeparator && layout.inspectorSeparator != nil
    }

    /// +1 when showing the inspector moves the pointer right (an inspector on the left), -1 when left.
    var inspectorOpenDirection: Double { configuration.inspectorSide == .left ? 1 : -1 }

    /// The band along the inspector's side where a swipe may bring in an inspector that goes over the secondary.
    public var inspectorEdgeBand: Rect {
        let w = min(bounds.width, appearance.metrics.edgeBandWidth)
        let x = configuration.inspectorSide == .left ? bounds.x : bounds.maxX - w
        return Rect(x: x, y: bounds.y, width: w, height: bounds.height)
    }

    /// A press that is the inspector's (``PressTarget/inspector(_:)``): on its separator beside the secondary it starts a
    /// drag; over the secondary, on the panel it may become a swipe (a tap there is the content's), on the dim beside it
    /// a tap hides it; hidden, a press in its edge band may become the swipe that brings it in, and one on the grab
    /// strip of an inspector hidden beside the secondary drags it out.
    mutating func inspectorPress(_ hit: InspectorHit, at p: Point, time: Double) -> SplitViewResult {
        switch hit {
        case .separator(let separator):
            // An inspector still sliding in or out goes on (nothing would settle it after the drag); the drag sets its width.
            var drag = SeparatorDrag(pressX: p.x, separator: separator, userWidthAtPress: userInspectorWidth,
                                     velocityWindow: appearance.metrics.velocityWindow)
            drag.track(pointerX: p.x, at: time)
            gestureState.dragInspectorSeparator(drag)
            return .consumed
        case .over(let onPanel):
            inspectorColumn.catchReveal(at: time)  // a press catches a moving inspector where it is
            let gesture = SwipeGesture(target: .inspector, startProgress: inspectorReveal.value, pressedDim: !onPanel)
            gestureState.pressSwipe(gesture, at: p, time: time)
            return onPanel ? .ignored : .consumed
        case .edge:
            gestureState.pressSwipe(SwipeGesture(target: .inspector, startProgress: 0), at: p, time: time)
            return .ignored
        case .sheetBar: return sheetPress(dim: false, at: p, time: time)
        case .sheetDim: return sheetPress(dim: true, at: p, time: time)
        case .sheetBody: return .ignored  // the inspector's content takes it
        case .grabStrip:
            // The strip is the split's: the content under it never gets the press. It follows once claimed, 1:1 from the
            // press, and settles as a swipe does: in past half its width or flung out, back otherwise.
            if separatorFocused || inspectorSeparatorFocused { setFocus(nil, pane: nil) }
            gestureState.pressSwipe(SwipeGesture(target: .inspector, startProgress: 0, fromGrabStrip: true), at: p, time: time)
            return .consumed
        }
    }

    /// Follows the pointer 1:1: the inspector's edge stays under it, within the inspector's minimum and maximum and the
    /// room the secondary's minimum leaves.
    mutating func inspectorSeparatorMove(to p: Point, time: Double) -> SplitViewResult {
        guard var drag = interaction.inspectorSeparatorDrag else { return .ignored }
        guard !drag.isTakenBack else { return .consumed }
        separatorState.hover(.inspector)
        if p.x != drag.pressX { drag.hasMoved = true }
        drag.track(pointerX: p.x, at: time)
        inspectorColumn.choose(drag.requestedWidth(pointerX: p.x, bounds: bounds, columnSide: configuration.inspectorSide,
                                                   separatorWidth: configuration.separatorWidth))
        gestureState.dragInspectorSeparator(drag)
        return .consumed
    }

    /// Ends a press on the inspector's separator: a click leaves the width as it was, a drag keeps the width it shows
    /// and asks to save it.
    mutating func inspectorSeparatorRelease(at p: Point, time: Double) -> SplitViewResult {
        guard let pressed = interaction.inspectorSeparatorDrag else { return .ignored }
        guard !pressed.isTakenBack else {
            gestureState.end()
            return .consumed
        }
        if pressed.hasMoved || p.x != pressed.pressX {
            _ = inspectorSeparatorMove(to: p, time: time)
            gestureState.end()
            return settleUserInspectorWidth()
        }
        gestureState.end()
        inspectorColumn.choose(pressed.userWidthAtPress)
        return .consumed
    }

    /// Escape during a drag of the inspector's separator: the inspector goes back to the width it had before the press;
    /// nothing is saved, and the rest of the press does nothing. Nil when no drag of it is under way (or it was taken back
    /// already).
    mutating func takeBackInspectorSeparatorDrag() -> SplitViewResult? {
        guard var drag = interaction.inspectorSeparatorDrag, !drag.isTakenBack else { return nil }
        inspectorColumn.choose(drag.userWidthAtPress)
        drag.isTakenBack = true
        gestureState.dragInspectorSeparator(drag)
        return .consumed
    }

    /// Ends an inspector drag something else cut short: the width shown is kept, and saved when the drag changed it (a
    /// drag Escape took back keeps nothing).
    mutating func abandonInspectorSeparatorDrag() -> [SplitViewEffect] {
        guard let drag = interaction.inspectorSeparatorDrag else { return [] }
        gestureState.end()
        guard !drag.isTakenBack else { return [] }
        guard userInspectorWidth != drag.userWidthAtPress else { return [] }
        return settleUserInspectorWidth().effects
    }

    /// The widths the inspector's separator can give it here: its minimum up to its maximum, or less where the
    /// secondary keeps its minimum.
    public var inspectorSeparatorRange: ClosedRange<Double> {
        let c = configuration, least = c.minimumInspectorColumnWidth
        guard inspectorPlacement == .beside else { return least...max(least, min(c.maximumInspectorColumnWidth, bounds.width)) }
        let room = inspectorRoom(primaryShare: primaryShareOnScreen)
        return least...max(least, min(c.maximumInspectorColumnWidth, room).rounded(.down))
    }

    /// Gives the inspector `width` as the keys and assistive technologies do: clamped, and saved.
    mutating func setInspectorWidth(_ width: Double) -> SplitViewResult {
        guard width.isFinite, inspectorPage != nil else { return .ignored }
        let range = inspectorSeparatorRange
        inspectorColumn.choose(min(range.upperBound, max(range.lowerBound, width)))
        return settleUserInspectorWidth()
    }

    /// Moves the focused inspector separator `points` to the right on screen (negative: left), and saves the width.
    mutating func nudgeInspectorSeparator(by points: Double) -> SplitViewResult {
        setInspectorWidth(inspectorWidth.width + (configuration.inspectorSide == .left ? points : -points))
    }

    /// Replaces the requested inspector width by the width the user sees, and asks the host to save it.
    private mutating func settleUserInspectorWidth() -> SplitViewResult {
        let seen = inspectorWidth.width
        inspectorColumn.choose(seen)
        return SplitViewResult(handled: true, effects: [.saveUserInspectorWidth(seen)])
    }

    /// The inspector's toolbar button in a page or column drawn in `frame`: at the end of its toolbar on the
    /// inspector's side (the trailing end of a page of the stack).
    func inspectorButtonFrame(in frame: Rect) -> Rect {
        let m = appearance.metrics
        let side = isCollapsed ? configuration.layoutDirection.trailingSide : configuration.inspectorSide
        let x = side == .right ? frame.maxX - m.sidebarButtonInset - m.sidebarButtonSize : frame.x + m.sidebarButtonInset
        return Rect(x: x, y: frame.y + max(0, (appearance.toolbarHeight - m.sidebarButtonSize) / 2), width: m.sidebarButtonSize, height: m.sidebarButtonSize)
    }

    /// The toolbar button that shows and hides the inspector: at the secondary's toolbar end on the inspector's side,
    /// or when collapsed at the trailing end of a detail page on top that is still; nil without an inspector, or while
    /// an overlay is over the secondary.
    public var inspectorButton: Rect? {
        guard let page = inspectorPage, overlay.value == 0, !inspectorIsOver else { return nil }
        if isCollapsed {
            guard navigation.top != navigation.root, navigation.top != page, detailCover >= 1, !navigation.isAnimating else { return nil }
        }
        return inspectorButtonFrame(in: layout.secondary)
    }

    /// What the inspector button does now: "Hide inspector" while the inspector is shown, else "Show inspector".
    public var inspectorButtonName: String { appearance.strings[isInspectorShown ? .hideInspector : .showInspector] }
}
