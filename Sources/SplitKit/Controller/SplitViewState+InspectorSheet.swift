// The compact inspector as a bottom sheet (issue 39, SPEC §15.5): where it is, opening and closing it, and its handle
// dragged 1:1, tapped, or moved by keys and assistive technologies.

extension SplitViewState {
    /// True when the inspector shows as a bottom sheet: compact, with an inspector, configured so
    /// (``SplitConfiguration/compactInspector``).
    public var inspectorIsSheet: Bool { band == .compact && inspectorPage != nil && configuration.compactInspector == .sheet }

    /// The sheet's detents' heights in this split now: the peek bar is there when the app asks for it and a detail page
    /// is the stack's visible top (sliding in, swiped or popped, it takes its peek bar with it; never over the list).
    public var inspectorSheetGeometry: InspectorSheetGeometry {
        let peeks = configuration.inspectorSheetPeeks && navigation.visible.top != navigation.root
        return InspectorSheetGeometry(splitHeight: bounds.height, toolbarHeight: appearance.toolbarHeight, peeks: peeks)
    }

    /// Where the sheet is: 0 closed ... 1 half ... 2 full height, following a drag or its spring; 0 when the inspector is
    /// not a sheet (the state log's `inspectorSheet.position`).
    public var inspectorSheetPosition: Double { inspectorIsSheet ? inspectorColumn.sheetPosition : 0 }

    /// The detent the sheet rests on or is going to; nil when the inspector is not a sheet.
    public var inspectorSheetDetent: InspectorSheetDetent? {
        inspectorIsSheet ? .nearest(to: inspectorColumn.sheetTarget) : nil
    }

    /// The position drawn: with reduced motion the sheet is already where it is going, unless a drag holds it.
    var shownSheetPosition: Double {
        appearance.motion.reduceMotion && interaction.sheetDrag == nil ? inspectorColumn.sheetTarget : inspectorColumn.sheetPosition
    }

    /// The sheet's frame: the bottom of the split, as high as its position says, the split's width; nil when nothing of
    /// it shows (closed without a peek bar, or the inspector is not a sheet). The layout's `inspector` when compact.
    public var inspectorSheetFrame: Rect? { inspectorIsSheet ? layout.inspector : nil }

    /// The sheet's frame in a compact layout whose detail page on top is at `pageX`: a peek bar belongs to that page
    /// and slides with it; a sheet above closed stands on the split's bottom edge.
    func sheetFrame(pageX: Double) -> Rect? {
        guard inspectorIsSheet else { return nil }
        let position = shownSheetPosition
        let height = inspectorSheetGeometry.height(at: position).rounded()
        guard height > 0 else { return nil }
        return Rect(x: position > 0 ? bounds.x : pageX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// The sheet's bar: its handle strip and its toolbar (the peek bar while it is closed), where a press drags it.
    public var inspectorSheetBar: Rect? {
        inspectorSheetFrame.map { frame in
            Rect(x: frame.x, y: frame.y, width: frame.width,
                 height: min(frame.height, InspectorSheetGeometry.handleStripHeight + appearance.toolbarHeight))
        }
    }

    /// Where the inspector's column is drawn in the sheet `frame` (``inspectorSheetFrame``): below the handle strip, its
    /// toolbar first; ``contentFrame(in:)`` of this is where its content goes, for an app that hit-tests it itself.
    public func sheetContentFrame(in frame: Rect) -> Rect {
        frame.inset(by: Insets(top: min(frame.height, InspectorSheetGeometry.handleStripHeight)))
    }

    /// How much the sheet covers the detail, for its dim and for what holds the focus: 0 closed ... 1 at half height or
    /// above.
    var sheetCover: Double { inspectorIsSheet ? min(1, max(0, shownSheetPosition)) : 0 }

    /// The sheet's part of a press at `p`: its bar drags it, the rest of it is the content's, the dim above it closes
    /// it; nil where the sheet is not (a detail under a peek bar keeps its presses).
    func sheetHit(at p: Point) -> InspectorHit? {
        guard let frame = inspectorSheetFrame else { return nil }
        if let bar = inspectorSheetBar, bar.contains(p) { return .sheetBar }
        if frame.contains(p) { return .sheetBody }
        return sheetCover > 0 ? .sheetDim : nil
    }

    /// A press on the sheet: on its bar a drag that catches a moving sheet where it is, on the dim a tap that closes it.
    mutating func sheetPress(dim: Bool, at p: Point, time: Double) -> SplitViewResult {
        let heading = InspectorSheetDetent.nearest(to: inspectorColumn.sheetTarget)
        if !dim {
            // Caught where it is drawn: with reduced motion that is its detent, whatever its spring still does.
            if appearance.motion.reduceMotion { inspectorColumn.trackSheet(to: inspectorColumn.sheetTarget) } else { inspectorColumn.catchSheet(at: time) }
        }
        let height = inspectorSheetGeometry.height(at: inspectorColumn.sheetPosition)
        var drag = SheetDrag(pressY: p.y, heightAtPress: height, detentAtPress: heading, pressedDim: dim,
                             velocityWindow: appearance.metrics.velocityWindow)
        drag.track(p, at: time)
        gestureState.dragSheet(drag)
        return .consumed
    }

    /// Follows the pointer: the sheet's top stays under it, point for point from the press, between closed and full.
    mutating func sheetMove(to p: Point, time: Double) -> SplitViewResult {
        guard var drag = interaction.sheetDrag else { return .ignored }
        guard !drag.isTakenBack else { return .consumed }
        drag.track(p, at: time)
        let slop = appearance.metrics.tapSlop
        if abs(p.y - drag.pressY) > slop { drag.hasMoved = true }
        if !drag.pressedDim, inspectorIsSheet {
            inspectorColumn.trackSheet(to: inspectorSheetGeometry.position(forHeight: drag.requestedHeight(pointerY: p.y)))
        }
        gestureState.dragSheet(drag)
        return .consumed
    }

    /// Ends a press on the sheet: a tap on the dim closes it, a tap on its bar opens it a detent (closed → half →
    /// full → half), a drag settles on the detent the fling rule picks, the spring starting at the pointer's speed.
    mutating func sheetRelease(at p: Point, time: Double) -> SplitViewResult {
        guard var drag = interaction.sheetDrag else { return .ignored }
        _ = sheetMove(to: p, time: time)
        drag = interaction.sheetDrag ?? drag
        gestureState.end()
        guard inspectorIsSheet, !drag.isTakenBack else { return .consumed }
        let spring = appearance.motion.overlay
        if drag.pressedDim {
            if !drag.hasMoved { inspectorColumn.moveSheet(to: .closed, spring: spring, at: time) }
            return .consumed
        }
        if !drag.hasMoved {
            // From where it was going when pressed: a closing sheet tapped opens again, to half.
            let next: InspectorSheetDetent = switch drag.detentAtPress {
            case .closed: .half
            case .half: .full
            case .full: .half
            }
            inspectorColumn.moveSheet(to: next, spring: spring, at: time)
            return .consumed
        }
        settleSheet(velocityUp: drag.velocityUp(at: time), at: time)
        return .consumed
    }

    /// The sheet let go moving `velocityUp` points per second upwards: to the detent the fling rule picks.
    private mutating func settleSheet(velocityUp: Double, at time: Double) {
        let g = inspectorSheetGeometry, position = inspectorColumn.sheetPosition
        let detent = g.settle(position: position, velocityUp: velocityUp, flingSpeed: appearance.metrics.flingSpeed)
        let velocity = appearance.motion.velocity(velocityUp / g.pointsPerUnit(at: position, upwards: velocityUp > 0))
        inspectorColumn.moveSheet(to: detent, velocity: velocity, spring: appearance.motion.overlay, at: time)
    }

    /// Ends a sheet drag something else cut short (a new press, the window leaving the compact band): the sheet settles
    /// on the nearest detent.
    mutating func abandonSheetDrag(at time: Double) {
        guard let drag = interaction.sheetDrag else { return }
        gestureState.end()
        if !drag.pressedDim, !drag.isTakenBack, inspectorIsSheet { settleSheet(velocityUp: 0, at: time) }
    }

    /// Escape during a drag of the sheet: it goes back to the detent it was on when pressed, and the rest of the press
    /// does nothing (as a separator drag is taken back). Nil when no sheet drag is under way.
    mutating func takeBackSheetDrag(at time: Double) -> SplitViewResult? {
        guard var drag = interaction.sheetDrag, !drag.pressedDim, !drag.isTakenBack else { return nil }
        drag.isTakenBack = true
        gestureState.dragSheet(drag)
        inspectorColumn.moveSheet(to: drag.detentAtPress, spring: appearance.motion.overlay, at: time)
        return .consumed
    }

    /// True while a press holds the sheet's bar (not the dim): the keys that move it or go back wait for its release.
    var sheetIsHeld: Bool { interaction.sheetDrag.map { !$0.pressedDim && !$0.isTakenBack } ?? false }

    /// Opens the sheet to `detent` (a button, a key, an assistive technology), or closes it.
    mutating func moveSheet(to detent: InspectorSheetDetent, at time: Double) {
        guard interaction.sheetDrag == nil || interaction.sheetDrag?.pressedDim == true else { return }
        inspectorColumn.moveSheet(to: detent, spring: appearance.motion.overlay, at: time)
    }

    /// One detent up (`up`) or down from where the sheet is going; nil when there is none that way.
    func sheetDetent(steppingUp up: Bool) -> InspectorSheetDetent? {
        guard let now = inspectorSheetDetent else { return nil }
        return InspectorSheetDetent(rawValue: now.rawValue + (up ? 1 : -1))
    }

    /// Up or Down (no modifiers) on the focused handle: the sheet a detent up or down (down from half closes it, and the
    /// focus goes back). Nil for other keys, or when the handle does not have the focus.
    mutating func stepFocusedSheetHandle(_ key: Key, _ modifiers: KeyModifiers, at time: Double) -> SplitViewResult? {
        guard key == .up || key == .down, modifiers.isEmpty, inspectorIsSheet, focusedNodeID == AccessibleNode.ID.inspectorSheetHandle,
            interaction.sheetDrag == nil else { return nil }
        if let detent = sheetDetent(steppingUp: key == .up) { moveSheet(to: detent, at: time) }
        return .consumed  // at either end the key stops at the handle
    }

    /// True while the sheet is open or opening (above closed, the peek bar included).
    var inspectorSheetIsOpen: Bool { inspectorIsSheet && inspectorColumn.sheetTarget > 0 }

    /// The split's columns as they move between bands, for a sheet: collapsing, an inspector shown opens the sheet at
    /// half height at once; separating, an open sheet becomes the inspector shown.
    mutating func carrySheet(collapsing: Bool) {
        // A drag cut short counts where it would have settled: its nearest detent.
        let resting = interaction.sheetDrag.map { $0.isTakenBack ? $0.detentAtPress : .nearest(to: inspectorColumn.sheetPosition) }
            ?? .nearest(to: inspectorColumn.sheetTarget)
        if interaction.sheetDrag != nil { gestureState.end() }
        if collapsing {
            inspectorColumn.placeSheet(at: inspectorReveal.target > 0 ? .half : .closed)
            inspectorColumn.place(shown: false)
        } else {
            inspectorColumn.place(shown: resting > .closed)
            inspectorColumn.placeSheet(at: .closed)
        }
    }
}
